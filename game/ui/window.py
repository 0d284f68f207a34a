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

from collections.abc import Callable
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


class PlaceKeeper:
    """The window's normal place, kept from what the system reports, in the order it reports it.

    A resize carries its own size: by the time a busy game reads it, the window may already
    be another. While the window is maximised or full screen, its reports are not its normal
    place.

    Back from full screen, the window is on its way to the place it had (maximised or not):
    until it shows it, the reports on the way (un-maximised, moved, maximised again) are
    passing states. A window manager that never shows it (one may refuse a corner) has its
    word taken again after `PATIENT_REPORTS` of them. Un-maximised, the window gets its normal
    size back from the game (a window manager's memory of it can be the first size, on a
    busy machine) and its corner from the window manager."""

    HISTORY = 8
    PATIENT_REPORTS = 16

    def __init__(self, place: Place) -> None:
        self.place = place
        self.full_screen = False
        self.restoring: Place | None = None  # after full screen, until the window shows it
        self._maximised_now = place.maximised
        self._size: tuple[int, int] | None = None  # as last reported
        self._pos: tuple[int, int] | None = None
        self._grown: tuple[int, int] | None = None  # the maximised size, as last reported
        self._reports = 0  # moves and resizes reported
        self._restoring_since = 0  # the reports then
        self._before: list[tuple[int, Place]] = []  # (the report that changed it, the place before)

    def moved(self, pos: tuple[int, int]) -> None:
        """The window's corner, as the system has it now."""
        self._reports += 1
        self._pos = pos
        self._follow(lambda p: Place(p.size, pos, p.maximised))

    def resized(self, size: tuple[int, int]) -> None:
        self._reports += 1
        self._size = size
        if self._maximised_now and not self.full_screen and self.restoring is None:
            self._grown = size
        self._follow(lambda p: Place(size, p.pos, p.maximised))

    def maximised(self) -> None:
        """The window is maximised. Some systems report the move and the resize of maximising
        first: the normal place is the one before the last two reports' changes."""
        if self.full_screen:
            return
        if self.restoring is not None:
            was_asked = self.restoring.maximised
            self.restoring = None
            if was_asked:
                self._maximised_now = True
                return
        self._maximised_now = True
        normal = self.place
        for report, before in reversed(self._before):
            if report < self._reports - 1:
                break
            normal = before
        self._keep(Place(normal.size, normal.pos, maximised=True))

    def restored(self) -> tuple[int, int] | None:
        """Un-maximised: the normal size to give the window back, if it was maximised."""
        if self.full_screen or self.restoring is not None or not self._maximised_now:
            return None
        self._maximised_now = False
        self._keep(Place(self.place.size, self.place.pos, maximised=False))
        return self.place.size

    def enter_full_screen(self) -> None:
        self.full_screen = True
        self.restoring = None

    def leave_full_screen(self) -> Place:
        """The place the window goes back to (maximised or not)."""
        self.full_screen = False
        self._maximised_now = False
        self.restoring = self.place
        self._restoring_since = self._reports
        return self.place

    def _follow(self, changed: Callable[[Place], Place]) -> None:
        if self.full_screen:
            return
        if self.restoring is not None:
            if self._shows(self.restoring):
                self._maximised_now = self.restoring.maximised
                self.restoring = None
            elif self._reports - self._restoring_since >= self.PATIENT_REPORTS:
                self.restoring = None  # and this report is the place, as the ones after
            else:
                return
        if not self._maximised_now:
            self._keep(changed(self.place))

    def _shows(self, target: Place) -> bool:
        """Whether the last reports show the window at `target`. Maximised again after full
        screen, a window need not be reported maximised (the system may hold that it never
        stopped being): its maximised size is the sign."""
        if target.maximised:
            return self._size is not None and self._size == self._grown
        if self._size != target.size:
            return False
        return target.pos is None or self._pos == target.pos

    def _keep(self, place: Place) -> None:
        if place != self.place:
            self._before = [*self._before[-(self.HISTORY - 1) :], (self._reports, self.place)]
            self.place = place
