"""Driving a table controller without a screen: gestures in, requests and frames out, with a
screen that shows every event at once (`tests.table.driver.screen`)."""

from __future__ import annotations

from game.table.controller import Reply, TableController
from game.table.gestures import Gesture, Sight, Tick
from game.table.options import TableOptions
from game.table.prefs import Prefs
from game.table.requests import Request
from game.table.savegame import SavedGame
from game.table.setup import GameSetup, SeatSetup
from tests.table import driver

DT = 0.05


def controller(
    ruleset: str = "noris",
    people: int = 1,
    bots: int = 2,
    *,
    seed: int = 1,
    level: str = "medium",
    kid: bool = False,
    overrides: dict[str, object] | None = None,
    saved: SavedGame | None = None,
    **options: object,
) -> TableController:
    """A table of `people` then `bots` in that order, its first round dealt."""
    seats = [SeatSetup(f"P{k}", human=True) for k in range(people)]
    seats += [SeatSetup(f"B{k}", level=level) for k in range(bots)]
    setup = GameSetup(
        ruleset=ruleset, overrides=overrides or {}, seats=seats, seed=seed, kid_mode=kid
    )
    fixed: dict[str, object] = {"bot_process": False, "pace": 0.05, **options}
    return TableController(setup, TableOptions.from_prefs(Prefs(), **fixed), saved=saved)


def at(ctl: TableController, **where: object) -> TableController:
    """Played on from a position (`game.engine.notation.position`'s words), shown."""
    driver.screen(driver.at(ctl.session, **where))
    return ctl


def sight(ctl: TableController, **screen: object) -> Sight:
    """The screen's side: everything shown as presented, at rest, the table on top."""
    return Sight(ctl.session.presented, **screen)  # type: ignore[arg-type]


def do(ctl: TableController, gesture: Gesture, **screen: object) -> list[Request]:
    return ctl.handle(gesture, sight(ctl, **screen))


def tick(ctl: TableController, dt: float = DT, *, still: bool = True, **screen: object) -> Reply:
    """A frame: the screen shows what happened, then the controller's tick."""
    driver.screen(ctl.session)
    return ctl.tick(Tick(dt, still), sight(ctl, **screen))


def ticks_until(ctl: TableController, kind: type, *, limit: int = 20_000) -> list[Request]:
    """Frames until a request of `kind` comes; every request of those frames, in order."""
    said: list[Request] = []
    for _ in range(limit):
        said += tick(ctl).requests
        if any(isinstance(r, kind) for r in said):
            return said
    raise AssertionError(f"no {kind.__name__} in {limit} frames")


def card(ctl: TableController, text: str) -> int:
    return ctl.session.rules.card_from_text(text)
