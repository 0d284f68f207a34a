"""The game's face on the desktop: icons, window class, the menu entry installed and removed."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import desktop
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[1]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_icon_comes_in_every_size_and_for_each_system():
    for size in desktop.ICON_SIZES:
        assert png_size(desktop.icon_file(size)) == (size, size)
    icons = desktop.icon_file(16).parent
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
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "maumau"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == "maumau"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "chosen")
    desktop.name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "chosen"


def test_install_writes_the_entry_and_icons_and_uninstall_removes_them(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["desktop", "install"]) == 0
    entry = tmp_path / "applications" / "maumau.desktop"
    text = entry.read_text(encoding="utf-8")
    assert "Name=Mau-Mau\n" in text and "Icon=maumau\n" in text
    assert "StartupWMClass=maumau\n" in text and "Categories=Game;CardGame;\n" in text
    assert "Comment[de]=" in text and "GenericName[sv]=Kortspel\n" in text
    assert "Exec=" + " ".join(map(desktop._quoted, desktop.launch_command())) + "\n" in text
    for size in desktop.ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "maumau.png"
        assert png_size(icon) == (size, size)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True
        )
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    assert "application menu" in capsys.readouterr().out

    assert main(["desktop", "uninstall"]) == 0
    assert not entry.exists() and not list((tmp_path / "icons").rglob("*.png"))
    assert str(entry) in capsys.readouterr().out
    assert main(["desktop", "uninstall"]) == 0
    assert "was not in the application menu" in capsys.readouterr().out


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


needs_x = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not (shutil.which("Xvfb") and shutil.which("xdotool")),
    reason="needs Linux with Xvfb and xdotool (`.ci/run` installs them)",
)


@needs_x
def test_the_window_has_the_games_class_and_title_on_x11(tmp_path):
    """A taskbar finds the window by its class, as the menu entry's StartupWMClass names it."""
    number = next(n for n in range(160, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    env = {
        **os.environ,
        "DISPLAY": f":{number}",
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "MAUMAU_DATA_DIR": str(tmp_path),
        "MAUMAU_CONFIG_DIR": str(tmp_path),
    }
    game = None
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        game = subprocess.Popen(
            [sys.executable, "-m", "game", "play"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--class", f"^{desktop.APP_ID}$"],
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        window = found.stdout.split()[0]
        name = subprocess.run(
            ["xdotool", "getwindowname", window], env=env, capture_output=True, text=True
        )
        assert name.stdout.strip() == desktop.APP_NAME
    finally:
        if game is not None:
            game.kill()
            game.wait(10)
        server.terminate()
        server.wait(10)
