"""The game's face on the desktop: icons, window class, the menu entry installed and removed."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

from game import desktop
from game.__main__ import main
from tests.helpers import PATIENCE, started, wait_until
from tests.ui.xvfbkit import XdotoolFailed, needs, xdotool, xserver  # noqa: F401 - the fixture

ROOT = Path(__file__).resolve().parents[1]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_icon_comes_in_every_size_and_for_each_system():
    for size in desktop.ICON_SIZES:
        assert png_size(desktop.icon_file(size)) == (size, size)
    icons = desktop.icon_file(16).parents[3]  # assets/icons, above hicolor/16x16/apps
    ico = (icons / "maumau.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(desktop.ICON_SIZES))
    icns = (icons / "maumau.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_the_window_takes_the_games_class_unless_the_user_chose_one(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/somewhere/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")  # what `import pygame` sets
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    desktop.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "io.github.maumaugame.maumau"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "io.github.maumaugame.maumau"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "chosen")
    desktop.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "chosen"


def test_install_writes_the_entry_and_icons_and_uninstall_removes_them(
    tmp_path, monkeypatch, capsys
):
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    assert main(["desktop", "install"]) == 0
    entry = home / "applications" / "io.github.maumaugame.maumau.desktop"
    text = entry.read_text(encoding="utf-8")
    assert "Name=Mau-Mau\n" in text and "Icon=io.github.maumaugame.maumau\n" in text
    assert "StartupWMClass=io.github.maumaugame.maumau\n" in text
    assert "Categories=Game;CardGame;\n" in text
    assert "Comment[de]=" in text and "GenericName[sv]=Kortspel\n" in text
    assert "Exec=" + " ".join(map(desktop._quoted, desktop.launch_command())) + "\n" in text
    for size in desktop.ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{desktop.APP_ID}.png"
        assert png_size(icon) == (size, size)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True
        )
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    said = capsys.readouterr().out
    assert "application menu" in said
    assert f"Remove it with: {desktop.typed(desktop.launch_command())} desktop uninstall" in said

    assert main(["desktop", "uninstall"]) == 0
    assert not entry.exists() and str(entry) in capsys.readouterr().out
    assert not home.exists() or not any(home.iterdir()), "folders left behind"
    assert main(["desktop", "uninstall"]) == 0
    assert "was not in the application menu" in capsys.readouterr().out


def test_uninstall_keeps_the_folders_other_programs_use(tmp_path):
    home = tmp_path / "share"
    other = home / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"")
    desktop.install(home, ["/opt/maumau/maumau"])
    desktop.uninstall(home)
    assert other.is_file()
    assert {p.relative_to(home).as_posix() for p in home.rglob("*")} == {
        "icons",
        "icons/hicolor",
        "icons/hicolor/48x48",
        "icons/hicolor/48x48/apps",
        "icons/hicolor/48x48/apps/other.png",
    }


def test_the_entry_is_the_repositorys_file_with_this_programs_command():
    """The plain file in assets/desktop, as the .deb installs it, with Exec and TryExec made
    to start the program that installs it; nothing else changes."""
    plain = desktop.entry_file().read_text(encoding="utf-8").splitlines()
    made = desktop.entry_text(["/home/me/My Games/maumau"]).splitlines()
    assert "Exec=maumau" in plain and "TryExec=maumau" in plain
    assert 'Exec="/home/me/My Games/maumau"' in made
    assert "TryExec=/home/me/My Games/maumau" in made
    changed = [(a, b) for a, b in zip(plain, made) if a != b]
    assert [a.partition("=")[0] for a, _ in changed] == ["TryExec", "Exec"]


def test_a_checkout_run_as_it_is_starts_from_its_folder(tmp_path):
    command = ["/usr/bin/python3", "-m", "game"]
    root = Path(__file__).resolve().parents[1]
    assert f"Path={root}" in desktop.entry_text(command).splitlines()
    assert desktop.typed(command) == f"cd {root} && /usr/bin/python3 -m game"


def test_the_command_to_type_is_the_bare_name_where_path_finds_this_program(tmp_path, monkeypatch):
    bin_folder, venv = tmp_path / "bin", tmp_path / "pipx" / "venvs" / "maumau" / "bin"
    bin_folder.mkdir()
    venv.mkdir(parents=True)
    script = venv / "maumau"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_folder))
    assert desktop.typed([str(script)]) == str(script)  # not on PATH: the whole path
    (bin_folder / "maumau").symlink_to(script)  # pipx links its scripts into ~/.local/bin
    assert desktop.typed([str(script)]) == "maumau"
    monkeypatch.setattr(sys, "prefix", str(venv.parent))
    assert not desktop.installed_by_pipx()
    (venv.parent / "pipx_metadata.json").write_text("{}")
    assert desktop.installed_by_pipx()


def test_xdg_data_home_is_used_only_when_absolute(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")
    assert desktop.data_home() == Path.home() / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "/srv/data")
    assert desktop.data_home() == Path("/srv/data")


def test_the_entry_starts_the_program_that_wrote_it(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/maumau/maumau")
    assert desktop.launch_command() == ["/opt/maumau/maumau"]
    monkeypatch.setattr(sys, "frozen", False)
    python = tmp_path / "bin" / "python"
    python.parent.mkdir()
    monkeypatch.setattr(sys, "executable", str(python))
    assert desktop.launch_command() == [str(python), "-m", "game"]
    script = python.with_name("maumau.exe" if os.name == "nt" else "maumau")
    script.touch()
    assert desktop.launch_command() == [str(script)]


def test_exec_arguments_are_quoted_as_the_specification_asks():
    assert desktop._quoted("/home/me/.local/bin/maumau") == "/home/me/.local/bin/maumau"
    assert desktop._quoted("/home/me/My Games/maumau") == '"/home/me/My Games/maumau"'
    # Inside quotes ` $ " \ get a backslash; then every backslash is doubled (a string value).
    assert desktop._quoted("/a$b") == '"/a\\\\$b"'
    assert desktop._quoted("100%") == "100%%"
    assert (
        desktop.entry_text(["/a b/python", "-m", "game"]).count('Exec="/a b/python" -m game') == 1
    )


def test_desktop_on_other_systems_says_what_to_do(monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "win32")
    assert main(["desktop", "install"]) == 2
    assert "taskbar" in capsys.readouterr().err


@needs("Xvfb", "xdotool")
def test_the_window_has_the_games_class_and_title_on_x11(tmp_path, xserver):  # noqa: F811
    """A taskbar finds the window by its class, as the menu entry's StartupWMClass names it."""
    env = {
        **os.environ,
        "DISPLAY": xserver,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "MAUMAU_DATA_DIR": str(tmp_path),
        "MAUMAU_CONFIG_DIR": str(tmp_path),
    }
    game = None
    try:
        game = started(
            [sys.executable, "-m", "game", "play"],
            tmp_path / "game.stderr",
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
        )
        names: list[str] = []

        def shown() -> bool:
            """A window of the game's class is shown with its name (the game may make a window
            that is gone by xdotool's next request: BadWindow, look again)."""
            try:
                found = xdotool(
                    xserver, "search", "--onlyvisible", "--class", f"^{desktop.APP_ID}$"
                )
                names[:] = [xdotool(xserver, "getwindowname", w).strip() for w in found.split()]
            except XdotoolFailed:
                return False
            return desktop.APP_NAME in names

        wait_until(shown, f"a window of the game's class named {desktop.APP_NAME!r}", process=game)
    finally:
        if game is not None:
            game.kill()
            game.wait(PATIENCE)
