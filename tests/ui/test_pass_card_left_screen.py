"""The table through a stage (classic's house rule D-36, a 9: every player passes a card left):
the person picks the card to give in the card chooser, as a Your Choice companion is picked, or
drags it onto the pile; the cards fly hand to hand. A headless screenshot of the chooser open
over the table is written (MAUMAU_SHOT_DIR: where to keep it, to look at)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.engine import events as EV
from game.engine.state import STAGE
from game.i18n import tr
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.table.choosers import CardChooser
from game.ui.table.scene import TableScene
from tests.ui.tablekit import (
    at_rest,
    card,
    card_centre,
    drag,
    key,
    pile_centre,
    scenario,
    step_until,
)

HOUSE_RULE = {"ranks.9.effects": ["pass_card_left"]}
HANDS = [
    "clubs:9 clubs:7 hearts:ace diamonds:10",
    "spades:8 spades:10 hearts:7",
    "hearts:king diamonds:7 clubs:8",
    "diamonds:queen spades:queen hearts:9",
]


def stage_table(app: App) -> TableScene:
    seats = [SeatSetup("You", human=True)]
    seats += [SeatSetup(name, level="medium") for name in ("Anna", "Ben", "Clara")]
    table = TableScene(
        GameSetup(ruleset="classic", overrides=HOUSE_RULE, seats=seats, seed=3),
        TableOptions.from_prefs(bot_process=False, speed=4.0, pace=0.05),
    )
    app.scenes.push(table)
    scenario(app, table, hands=HANDS, top="clubs:10", turn=0)
    return table


def record(table: TableScene) -> list:
    events: list = []
    table.session.listeners.append(events.extend)
    return events


def test_the_person_picks_the_card_to_pass_in_the_chooser(app, tmp_path):
    table = stage_table(app)
    events = record(table)
    drag(app, card_centre(table, card(table, "clubs:9")), pile_centre(table))
    step_until(app, lambda: isinstance(app.scenes.top, CardChooser), limit=6000)
    chooser = app.scenes.top
    assert table.session.state.phase == STAGE and table.session.state.turn == 0
    assert {o.value for o in chooser.options} == {
        card(table, t) for t in ("clubs:7", "hearts:ace", "diamonds:10")
    }
    for _ in range(20):  # the chooser's opening settles
        app.step(1 / 60)
    shot = Path(os.environ.get("MAUMAU_SHOT_DIR", tmp_path)) / "pass-card-left.png"
    pygame.image.save(app.screen, str(shot))
    assert shot.stat().st_size > 10_000
    assert tr("table.choose_give") == chooser.title
    # Each bot chose before the person (the 9's player chooses last): a GAVE each, hidden.
    gave = [e for e in events if e[0] == EV.GAVE]
    assert [e[1] for e in gave] == [1, 2, 3]
    assert all(table.session.presented.visible(e)[2] == -1 for e in gave)
    option = next(o for o in chooser.options if o.value == card(table, "diamonds:10"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=option.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=option.rect.center, button=1))
    app.step(1 / 60)
    assert (EV.GAVE, 0, card(table, "diamonds:10"), None) in events
    step_until(app, lambda: at_rest(table), limit=6000)
    passed = [e for e in events if e[0] == EV.CARD_PASSED]
    assert len(passed) == 4 and (EV.CARD_PASSED, 0, 1, card(table, "diamonds:10")) in passed
    assert card(table, "diamonds:10") not in table.hand.cards


def test_the_chooser_closed_the_card_is_dragged_onto_the_pile(app):
    table = stage_table(app)
    events = record(table)
    drag(app, card_centre(table, card(table, "clubs:9")), pile_centre(table))
    step_until(app, lambda: isinstance(app.scenes.top, CardChooser), limit=6000)
    key(app, pygame.K_ESCAPE)  # closed: the cards stay offered in the hand
    step_until(app, lambda: app.scenes.top is table and at_rest(table))
    drag(app, card_centre(table, card(table, "hearts:ace")), pile_centre(table))
    assert (EV.GAVE, 0, card(table, "hearts:ace"), None) in events
