"""The game's face on the desktop: its name and window class, its icon, its menu entry.

`maumau desktop install` writes a freedesktop entry (`maumau.desktop`) and the icon at each
size into the user's data folder (`$XDG_DATA_HOME`, else `~/.local/share`), so the game appears
in the application menu; `maumau desktop uninstall` removes exactly those files. Both work the
same for a pipx or pip install and for the bundle: the entry starts the program that wrote it.

The window's class (X11 `WM_CLASS`, the Wayland app id) is `maumau`, the entry's name and its
`StartupWMClass`, so a taskbar or dock groups the window under the entry with its icon.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

APP_ID = "maumau"  # the window class, the entry's file name and the icon's name
APP_NAME = "Mau-Mau"  # the window title and the menu entry's name
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
WINDOW_ICON_SIZE = 256  # the desktop scales it down for the title bar and taskbar
LANGUAGES = ("de", "sv")  # translated names and comments besides English
RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # an Exec argument holding one of these is quoted


def icon_file(size: int) -> Path:
    """The game's icon drawn at `size` pixels (tools/make_icon.py draws them all)."""
    from game.paths import assets_dir

    return assets_dir() / "icons" / f"{APP_ID}-{size}.png"


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
    script = Path(sys.executable).with_name("maumau.exe" if os.name == "nt" else "maumau")
    if script.is_file():
        return [str(script)]
    return [sys.executable, "-m", "game"]


def entry_text(command: list[str]) -> str:
    """The `.desktop` file for `command`."""
    from game.i18n import template

    def localized(key: str, text_key: str) -> list[str]:
        lines = [f"{key}={template('en', text_key)}"]
        lines += [f"{key}[{lang}]={template(lang, text_key)}" for lang in LANGUAGES]
        return lines

    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        f"Name={APP_NAME}",
        *localized("GenericName", "desktop.generic_name"),
        *localized("Comment", "title.tagline"),
        f"Icon={APP_ID}",
        f"TryExec={_escaped(command[0])}",
        "Exec=" + " ".join(_quoted(part) for part in command),
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=cards;card game;Mau;Crazy Eights;",
        f"StartupWMClass={APP_ID}",
    ]
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
    icons = home / "icons" / "hicolor"
    return [home / "applications" / f"{APP_ID}.desktop"] + [
        icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in ICON_SIZES
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
    """Remove what `install` wrote; returns the files that were there."""
    removed = [path for path in installed_files(home) if path.is_file()]
    for path in removed:
        path.unlink()
    _touch(home / "icons" / "hicolor")
    return removed


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
    if args.action == "install":
        written = install(home, launch_command())
        print(f"Added {APP_NAME} to the application menu: {written[0]}")
        print(f"  starts: {' '.join(launch_command())}")
        print(f"  icons:  {home / 'icons' / 'hicolor'}/<size>/apps/{APP_ID}.png")
        print("Remove it with: maumau desktop uninstall")
    else:
        removed = uninstall(home)
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"{APP_NAME} was not in the application menu ({home / 'applications'})")
    return 0
