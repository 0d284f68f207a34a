"""Putting the table's frame on the screen changes nothing the person is doing and teaches
nothing: a refresh is drawn from the controller's state, which only its tick changes."""

from __future__ import annotations

import copy

import pytest

from game.engine import action_from_text
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.table.coachbubble import CoachBubble
from game.ui.table.scene import TableScene
from tests.table.driver import QUIET
from tests.ui.tablekit import DT, scenario


def test_a_refresh_keeps_the_persons_state_and_starts_no_lesson(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    taught: list[tuple[int, str]] = []
    monkeypatch.setattr(CoachBubble, "catch_chance", lambda _, *chance: taught.append(chance))
    app = App((1280, 720))
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="easy")]
    seats.append(SeatSetup("Ida", level="easy"))
    options = TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.5, bot_options=QUIET)
    table = TableScene(GameSetup(ruleset="emmi", seats=seats, seed=3), options)
    app.scenes.push(table)
    hands = ["blue:7 green:2 green:3", "red:5 red:6", "red:4 green:5"]
    scenario(app, table, hands=hands, top="red:3", turn=1)
    c = table.session
    c.act(1, action_from_text(c.rules, "play red:5"))  # the bot forgets its Mau
    c.show_all()
    playing = copy.deepcopy(vars(table.controller.playing))
    table.refresh()
    table.refresh()
    assert table.frame.catch_chance is not None  # the frame sees the chance ...
    assert vars(table.controller.playing) == playing and taught == []  # ... and keeps nothing
    app.step(DT)
    assert table.controller.playing.first_catch is not None and len(taught) == 1  # the tick
    table.close()
