"""The game's face on the desktop: its application id, window class, icon and menu entry.

The application id `io.github.maumaugame.maumau` names the game everywhere a desktop looks:
the menu entry (`assets/desktop/<id>.desktop`), the AppStream metainfo beside it, the icons
(`assets/icons/hicolor/<size>/apps/<id>.png`), the window's class and the macOS bundle; a
distribution package installs those same files (packaging/deb.py). It is reverse DNS under a
name we hold, the GitHub organisation `maumaugame` (docs/packaging.md says why).

`maumau desktop install` writes that entry, starting the program that wrote it, and the icons
into the user's data folder (`$XDG_DATA_HOME`, else `~/.local/share`); `maumau desktop
uninstall` removes exactly those files and the folders they leave empty. Both say the command
that works for the way the game was installed: a pip or pipx script, the bundle or a checkout.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.maumaugame.maumau"  # the entry's and the icon's name, the window class
APP_NAME = "Mau-Mau"  # the window title and the menu entry's name
PROGRAM = "maumau"  # the command: pip's and pipx's script, the .deb's /usr/bin/maumau
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
WINDOW_ICON_SIZE = 256  # the desktop scales it down for the title bar and taskbar
#: The menu entry's translated keys and the game's words they carry: the plain file in
#: assets/desktop holds them in every language (tests/packaging/test_identity.py compares).
ENTRY_WORDS = {"GenericName": "desktop.generic_name", "Comment": "title.tagline"}
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # an Exec argument holding one of these is quoted


def desktop_folder() -> Path:
    """The menu entry and the AppStream metainfo, as a distribution package installs them."""
    from game.paths import assets_dir

    return assets_dir() / "desktop"


def entry_file() -> Path:
    return desktop_folder() / f"{APP_ID}.desktop"


def metainfo_file() -> Path:
    return desktop_folder() / f"{APP_ID}.metainfo.xml"


def icon_file(size: int) -> Path:
    """The game's icon drawn at `size` pixels (tools/make_icon.py draws them all), where the
    freedesktop icon theme has it: `hicolor/<size>x<size>/apps/<id>.png`."""
    from game.paths import assets_dir

    return assets_dir() / "icons" / icon_path(size)


def icon_path(size: int) -> Path:
    return Path("hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")


def name_the_window() -> None:
    """Give the window the game's class and name; SDL reads these when the display starts.

    `SDL_VIDEO_X11_WMCLASS` is the X11 class, `SDL_VIDEO_WAYLAND_WMCLASS` the Wayland app id,
    `SDL_APP_NAME` what the sound server and the screensaver inhibitor show. `import pygame`
    sets the X11 class to the script's name (`__main__.py` for `python -m game`): that one is
    replaced, one set by the user is left alone.
    """
    script = os.path.basename(sys.argv[0]) if sys.argv else ""
    for key in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(key, script) == script:
            os.environ[key] = APP_ID
    os.environ.setdefault("SDL_APP_NAME", APP_NAME)


# -- the menu entry ----------------------------------------------------------------------------
def data_home() -> Path:
    """Where per-user menu entries and icons live (XDG Base Directory specification)."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    return Path(configured) if os.path.isabs(configured) else Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The command that starts this very game: the bundle's program, the `maumau` script
    beside the interpreter (pip, pipx, a virtual environment), else `python -m game`."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).with_name(f"{PROGRAM}.exe" if os.name == "nt" else PROGRAM)
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "game"]


def launch_folder(command: list[str]) -> Path | None:
    """Where `python -m game` must start to find the game (a checkout run as it is); None for
    a program, which finds its own."""
    if command[1:] != ["-m", "game"]:
        return None
    import game

    return Path(game.__file__).resolve().parent.parent


def typed(command: list[str]) -> str:
    """`command` as a person types it in a shell: the bare name where PATH finds this very
    program (pipx's link, the .deb's /usr/bin/maumau), its whole path elsewhere (the bundle,
    a virtual environment), the checkout's folder first for `python -m game`."""
    found = shutil.which(PROGRAM)
    if len(command) == 1 and found and Path(found).resolve() == Path(command[0]).resolve():
        return PROGRAM
    words = " ".join(shlex.quote(part) for part in command)
    folder = launch_folder(command)
    return f"cd {shlex.quote(str(folder))} && {words}" if folder else words


def installed_by_pipx() -> bool:
    """pipx gives each application a virtual environment of its own and keeps its record
    there, wherever PIPX_HOME puts them."""
    return Path(sys.prefix, "pipx_metadata.json").is_file()


def entry_text(command: list[str]) -> str:
    """The menu entry of assets/desktop (as a distribution package installs it, starting
    `maumau` from PATH), made to start `command` instead."""
    lines = []
    for line in entry_file().read_text(encoding="utf-8").splitlines():
        key = line.partition("=")[0]
        if key == "TryExec":
            line = f"TryExec={_escaped(command[0])}"
        elif key == "Exec":
            line = "Exec=" + " ".join(_quoted(part) for part in command)
            folder = launch_folder(command)
            if folder:
                line += f"\nPath={_escaped(str(folder))}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _quoted(argument: str) -> str:
    """One argument of Exec, quoted and escaped as the Desktop Entry specification asks."""
    if argument and not set(argument) & RESERVED:
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return _escaped(quoted).replace("%", "%%")


def _escaped(value: str) -> str:
    """A string value: a backslash is written twice (applied after the quoting above)."""
    return value.replace("\\", "\\\\")


def installed_files(home: Path) -> list[Path]:
    """Every file `install` writes under `home` (and `uninstall` removes)."""
    icons = home / "icons"
    return [home / "applications" / f"{APP_ID}.desktop"] + [
        icons / icon_path(size) for size in ICON_SIZES
    ]


def install(home: Path, command: list[str]) -> list[Path]:
    """Write the menu entry and the icons; returns the files written."""
    entry, *icons = installed_files(home)
    for size, target in zip(ICON_SIZES, icons):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(icon_file(size).read_bytes())
    entry.parent.mkdir(parents=True, exist_ok=True)
    temporary = entry.with_suffix(".tmp")
    temporary.write_text(entry_text(command), encoding="utf-8")
    os.replace(temporary, entry)  # a menu watching the folder never reads half a file
    _touch(home / "icons" / "hicolor")  # icon caches notice a changed theme by its time
    return [entry, *icons]


def uninstall(home: Path) -> list[Path]:
    """Remove what `install` wrote, and each folder that leaves empty up to `home`; returns
    the files that were there."""
    removed = [path for path in installed_files(home) if path.is_file()]
    for path in removed:
        path.unlink()
    for path in removed:
        _remove_empty_folders(path.parent, home)
    _touch(home / "icons" / "hicolor")
    return removed


def _remove_empty_folders(folder: Path, home: Path) -> None:
    while folder != home and folder.is_relative_to(home) and folder.is_dir():
        if any(folder.iterdir()):
            return
        folder.rmdir()
        folder = folder.parent


def _touch(folder: Path) -> None:
    if folder.is_dir():
        os.utime(folder)


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="maumau desktop",
        description="Add the game to the application menu (Linux and other freedesktop "
        "desktops), or remove it again.",
    )
    parser.add_argument("action", choices=("install", "uninstall"))
    args = parser.parse_args(argv)
    if sys.platform in ("win32", "darwin"):
        print(
            "maumau desktop: menu entries are for Linux desktops. On Windows and macOS, "
            "pin the program (dist/maumau) to the taskbar or the Dock instead.",
            file=sys.stderr,
        )
        return 2
    home = data_home()
    command = launch_command()
    if args.action == "install":
        written = install(home, command)
        print(f"Added {APP_NAME} to the application menu: {written[0]}")
        print(f"  starts: {typed(command)}")
        print(f"  icons:  {home / 'icons' / 'hicolor'}/<size>/apps/{APP_ID}.png")
        before = f" (before pipx uninstall {PROGRAM})" if installed_by_pipx() else ""
        print(f"Remove it with: {typed(command)} desktop uninstall{before}")
    else:
        removed = uninstall(home)
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"{APP_NAME} was not in the application menu ({home / 'applications'})")
    return 0
