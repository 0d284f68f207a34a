"""Driving a TableScene in tests: build one, step the real loop, post synthetic input."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine import actions as A
from game.engine.notation import position
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.table.scene import TableScene

DT = 1 / 60


def human_table(
    app: App,
    ruleset: str = "noris",
    players: int = 3,
    *,
    seed: int = 3,
    levels: str = "medium",
    process: bool = False,
    speed: float = 30.0,
    pace: float = 0.05,
    overrides: dict[str, object] | None = None,
    kid: bool = False,
) -> TableScene:
    seats = [SeatSetup("You", human=True)] + [
        SeatSetup(f"Bot{k}", level=levels) for k in range(1, players)
    ]
    table = TableScene(
        GameSetup(ruleset=ruleset, seats=seats, seed=seed, overrides=overrides or {}, kid_mode=kid),
        TableOptions.from_prefs(bot_process=process, speed=speed, pace=pace, hints=True),
    )
    app.scenes.push(table)
    return table


def bot_table(
    app: App,
    ruleset: str,
    players: int,
    *,
    seed: int = 5,
    process: bool = True,
    speed: float = 60.0,
    pace: float = 0.02,
    auto_continue: float = 0.1,
) -> TableScene:
    seats = [SeatSetup(f"Bot{k}", level="medium") for k in range(players)]
    table = TableScene(
        GameSetup(ruleset=ruleset, seats=seats, seed=seed),
        TableOptions.from_prefs(
            bot_process=process, speed=speed, pace=pace, auto_continue=auto_continue
        ),
    )
    app.scenes.push(table)
    return table


def step_until(app: App, done: Callable[[], bool], *, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(DT)
    raise AssertionError(f"not reached within {limit} frames")


def replay_opened(app: App) -> Any:
    """The opening screen on top reads its round on a thread: wait for that (frames in a tight
    loop hold the interpreter's lock and would starve it), then step until it gives way."""
    opening = app.scenes.top
    assert opening is not None and opening.scene_id == "replay_opening"
    assert opening.opening.wait(60)  # type: ignore[attr-defined]
    step_until(app, lambda: app.scenes.top is not opening)
    return app.scenes.top


def at_rest(table: TableScene) -> bool:
    """Everything that happened has been shown, and the table is on top."""
    return (
        not table.loading
        and not table.anim.busy
        and table.session is not None
        and table.session.caught_up
        and table.app is not None
        and table.app.scenes.top is table
    )


def scenario(app: App, table: TableScene, **spec: object) -> None:
    """Put the table into a position written in card names (see game.engine.notation)."""
    c = table.session
    assert c is not None
    step_until(app, lambda: not table.loading)
    table.anim.skip()
    c.use_position(position(c.rules, **spec))  # type: ignore[arg-type]
    app.step(DT)
    step_until(app, lambda: at_rest(table))


def card_centre(table: TableScene, card: int) -> tuple[int, int]:
    index = table.hand.cards.index(card)
    (x, y), _ = table.hand.slot(index)
    return int(x), int(y)


def pile_centre(table: TableScene) -> tuple[int, int]:
    assert table.layout is not None
    return table.layout.discard_pile.center


def post_mouse(kind: int, pos: tuple[int, int], **extra: object) -> None:
    data: dict[str, object] = {"pos": pos}
    if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        data["button"] = 1
    else:
        data.update(rel=(0, 0), buttons=(1, 0, 0))
    data.update(extra)
    pygame.event.post(pygame.event.Event(kind, data))


def tap(pos: tuple[int, int]) -> None:
    """A quick click: press and release at `pos`, posted for the next frame."""
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], *, motions: int = 6) -> None:
    """Press at `start`, move in `motions` steps, release at `end` (motions=0: a wide jump)."""
    post_mouse(pygame.MOUSEBUTTONDOWN, start)
    app.step(DT)
    for k in range(1, motions + 1):
        x = start[0] + (end[0] - start[0]) * k // (motions + 1)
        y = start[1] + (end[1] - start[1]) * k // (motions + 1)
        post_mouse(pygame.MOUSEMOTION, (x, y))
        app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, end)
    app.step(DT)


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.step(DT)


def card(table: TableScene, text: str) -> int:
    return table.rules.card_from_text(text)


def kinds_of(events: list) -> list[int]:
    return [e[0] for e in events]


def call_bit(action: int) -> bool:
    return bool(action & A.CALL_BIT)
