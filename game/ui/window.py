"""Where the window opens and how big: the place it was left at, kept in the settings file,
else about 80 % of the desktop, centred (never below the smallest size the layout is made for;
maximised when even that does not fit).

`Place` is plain data (pure functions here, no window), so the choice can be tested without a
screen; `game.ui.app` opens the window at it and keeps it up to date as the person moves,
resizes or maximises the window.

>>> opening_place({}, (1920, 1080))
Place(size=(1536, 864), pos=(192, 108), maximised=False)
>>> opening_place({}, (1024, 600))
Place(size=(960, 540), pos=(32, 30), maximised=True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MIN_SIZE = (960, 540)  # the layout scales down to this and no further
SHARE = 0.8  # of the desktop, for a first start


@dataclass(frozen=True)
class Place:
    size: tuple[int, int]  # the normal (not maximised) size
    pos: tuple[int, int] | None  # the top-left corner on the desktop; None: let the system say
    maximised: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "size": list(self.size),
            "pos": list(self.pos) if self.pos is not None else None,
            "maximised": self.maximised,
        }


def opening_place(saved: dict[str, Any], desktop: tuple[int, int]) -> Place:
    """The saved place if it still makes sense on this desktop, else a first start's."""
    place = _read(saved)
    if place is not None and _shows_on(place, desktop):
        return place
    return first_place(desktop)


def first_place(desktop: tuple[int, int]) -> Place:
    dw, dh = desktop
    w, h = round(dw * SHARE), round(dh * SHARE)
    maximised = w < MIN_SIZE[0] or h < MIN_SIZE[1]
    if maximised:
        w, h = MIN_SIZE
    return Place((w, h), (max(0, (dw - w) // 2), max(0, (dh - h) // 2)), maximised)


def _read(saved: dict[str, Any]) -> Place | None:
    """A Place from the settings file's data, or None when it does not read as one."""
    size: Any = saved.get("size")
    pos: Any = saved.get("pos")
    if not _pair(size):
        return None
    w, h = max(int(size[0]), MIN_SIZE[0]), max(int(size[1]), MIN_SIZE[1])
    corner = (int(pos[0]), int(pos[1])) if _pair(pos) else None
    return Place((w, h), corner, bool(saved.get("maximised", False)))


def _pair(value: Any) -> bool:
    return (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 100_000 for v in value)
    )


def _shows_on(place: Place, desktop: tuple[int, int]) -> bool:
    """A saved place fits a desktop it was not made on (a smaller screen, a monitor gone) only
    when the window fits and its title bar can still be reached."""
    (w, h), (dw, dh) = place.size, desktop
    if w > dw or h > dh:
        return False
    if place.pos is None:
        return True
    x, y = place.pos
    return -w + 100 <= x <= dw - 100 and 0 <= y <= dh - 60
