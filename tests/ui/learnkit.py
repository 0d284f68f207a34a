"""Following the guide of a "Learn to play" table through the real scene loop: each move it
asks for is made with posted mouse events, as a person would (drag the card, press the call
button, End play or the challenge's button, click the draw pile)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import actions as A
from game.ui.app import App
from game.ui.table.choosers import Chooser
from game.ui.table.learn import LearnScene
from tests.ui.tablekit import DT, at_rest, drag, pile_centre, post_mouse

Seen = Callable[[LearnScene, str], None]


def visible_point(table: LearnScene, card: int) -> tuple[int, int]:
    """A point of `card` in the hand that no other card covers (the card asked for is lifted)."""
    index = table.hand.cards.index(card)
    (x, y), _ = table.hand.slot(index)
    w = table.hand.card_w
    for dx in (0.0, -0.3, 0.3, -0.42):
        for dy in (0.0, -0.35, -0.45):
            point = (int(x + dx * w), int(y + dy * w * 1.45))
            if table.hand.card_at(point) == index:
                return point
    raise AssertionError("the card asked for cannot be reached")


def tap(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEMOTION, pos, buttons=(0, 0, 0))
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)


def follow(
    app: App, table: LearnScene, *, seen: Seen | None = None, limit: int = 30000
) -> list[str]:
    """Close the opening bubble, then make every move the guide asks for until the round's end
    opens; returns the guide's words, one per move asked."""
    asked: list[str] = []
    for _ in range(limit):
        if table.controller.ending.round_shown and app.scenes.top is not table:
            return asked
        top = app.scenes.top
        if isinstance(top, Chooser) and table.controller.playing.choosing is not None:
            # Your Choice's companion, or an X+'s forced card: the one card the guide offers
            (only,) = top.options
            if top.t > 0.3:
                tap(app, only.rect.center)
            else:
                app.step(DT)
            continue
        if table.guide.opening and not table.loading:
            if seen is not None:
                seen(table, "opening")
            tap(app, (app.size[0] // 2, app.size[1] // 3))
            continue
        ask = table.guide.ask(table.view()) if at_rest(table) and not table.hand.busy else None
        if ask is None:
            app.step(DT)
            continue
        armed = table.controller.playing.call_armed
        words = table.guided.ask_words(ask, armed=armed)
        if not asked or asked[-1] != words:
            asked.append(words)
            if seen is not None:
                seen(table, words)
        if ask.call_first and not armed:
            tap(app, table.buttons["call"].rect.center)
        elif A.kind_of(ask.action) == A.END:  # several cards in one play: End play
            tap(app, table.buttons["group"].rect.center)
        elif ask.action == A.CHALLENGE:  # the Caught! button, saying "Challenge Anna!" now
            tap(app, table.buttons["caught"].rect.center)
        elif ask.card >= 0:
            drag(app, visible_point(table, ask.card), pile_centre(table))
        else:
            assert table.layout is not None
            tap(app, table.layout.draw_pile.center)
    raise AssertionError("the guided round did not end")
