"""Medium bots slip now and then at a person's table (they forget a call), so there is someone
to catch; the bot itself, tournaments and the hard bot keep slips off. The first chance to
catch is shown on the table: the Caught button breathes, and the coach says what it does."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import TABLE_SLIPS, make_bot, table_options
from game.bots.easy import EasyBot
from game.bots.medium import MediumBot
from game.bots.tournament import SeatSpec
from game.engine import actions as A
from game.engine import events as EV
from game.engine import legal_actions, observe
from game.engine.notation import position
from game.ruleset import load_rules
from game.table.options import TableOptions
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.notespot import keep_clear
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, at_rest, scenario, step_until


def test_the_slip_rate_is_small_and_below_easy() -> None:
    assert 0 < TABLE_SLIPS["medium"] <= 0.05 < EasyBot().forget_calls


def test_slips_are_off_in_the_bot_and_in_tournaments() -> None:
    assert MediumBot().forget_calls == 0.0
    assert make_bot("medium").forget_calls == 0.0  # type: ignore[attr-defined]
    assert SeatSpec.parse("medium").make().forget_calls == 0.0


def test_the_table_turns_them_on_unless_told_otherwise() -> None:
    levels = {1: "medium", 2: "easy", 3: "medium"}
    assert table_options(levels) == {1: {"forget_calls": 0.05}, 3: {"forget_calls": 0.05}}
    assert table_options(levels, {3: {"forget_calls": 0.0}})[3] == {"forget_calls": 0.0}
    seats = [SeatSetup("P", human=True), SeatSetup("A", level="medium")]
    session = TableSession(GameSetup(ruleset="emmi", seats=seats, seed=1), bot_process=False)
    bot = session.bots._inline.bots[1]  # type: ignore[union-attr]
    assert isinstance(bot, MediumBot) and bot.forget_calls == TABLE_SLIPS["medium"]
    session.close()


def test_a_slipping_medium_bot_forgets_about_that_often() -> None:
    """Over many positions where its play leaves it one card, the call is left out at the
    table's rate (and never by the bot as tournaments make it)."""
    rules = load_rules("emmi")
    state = position(rules, hands=["red:1 blue:2", "red:3 red:4 green:9"], top="red:5", turn=0)
    legal = legal_actions(state, 0)
    slipping, steady = MediumBot(forget_calls=TABLE_SLIPS["medium"]), MediumBot()
    for bot in (slipping, steady):
        bot.start_round(rules, 0, 2)
    obs = observe(state, 0)
    rng = Random(5)
    forgot = sum(not slipping.choose(obs, legal, rng) & A.CALL_BIT for _ in range(4000))
    assert forgot / 4000 == pytest.approx(TABLE_SLIPS["medium"], abs=0.012)
    assert all(steady.choose(obs, legal, rng) & A.CALL_BIT for _ in range(500))


def anna_forgets_her_mau(app, tmp_path, monkeypatch, **options) -> TableScene:  # type: ignore[no-untyped-def]
    """Mouse Joker (a forgotten call costs only if caught), the coach on: Anna, a medium bot,
    plays down to one card and forgets her "Mau"; Ben, next, could catch her too."""
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="medium")]
    seats.append(SeatSetup("Ben", level="medium"))
    setup = GameSetup(ruleset="emmi", seats=seats, seed=3)
    table = TableScene(
        setup,
        TableOptions.from_prefs(
            bot_process=False,
            speed=30.0,
            pace=0.05,
            coach=True,
            bot_options={1: {"forget_calls": 1.0}},
            **options,
        ),
    )
    app.scenes.push(table)
    hands = ["red:1 blue:2 green:3", "red:3 yellow:4", "green:5 green:6 blue:7"]
    scenario(app, table, hands=hands, top="red:5", turn=1)
    assert table.session is not None
    return table


def test_the_first_chance_to_catch_is_shown(app, tmp_path, monkeypatch) -> None:
    """Mouse Joker (a forgotten call costs only if caught): a medium bot plays down to one
    card and forgets its call; the Caught button shows, breathes, and the coach points at it
    — covering nothing the person needs (the banner, the piles, the colour, the button)."""
    table = anna_forgets_her_mau(app, tmp_path, monkeypatch, call_grace=3.0)
    c = table.session
    step_until(app, lambda: table.buttons["caught"].visible, limit=600)
    button = table.buttons["caught"]
    assert button.pulse and button.glows and "Anna" in button.label
    step_until(app, lambda: table.coach.lesson is not None, limit=60)
    lesson = table.coach.lesson
    assert lesson is not None and lesson.key == "catch" and lesson.place == "caught"
    app.step(DT)
    bubble = table.coach.rect
    assert bubble.collidelist(keep_clear(table.view())) == -1
    assert bubble.right <= button.rect.left  # beside the button it speaks of
    # The person catches Anna: she takes her penalty card.
    table.coach.dismiss()
    table.press("caught")
    assert c.waiting(0)  # the catch races anybody else's in its window
    step_until(app, lambda: c.state is not None and c.state.sizes[1] == 2, limit=600)
    step_until(app, lambda: at_rest(table), limit=600)
    assert not table.buttons["caught"].visible


def test_a_click_on_the_button_the_lesson_points_at_catches_at_once(app, tmp_path, monkeypatch):
    """Issue 34, point 12: the coach's catch lesson says to press Caught; a click on the button
    while the lesson holds the table catches Anna (it is not spent on closing the bubble),
    with the other bots, who would catch too, given the setting's time first."""
    import pygame

    from tests.ui.tablekit import post_mouse

    table = anna_forgets_her_mau(app, tmp_path, monkeypatch)
    c = table.session
    step_until(app, lambda: table.coach.lesson is not None and table.buttons["caught"].visible)
    app.step(DT)  # the bubble drawn, beside the button
    assert table.coach.holding and table.coach.lesson.key == "catch"
    events: list = []
    c.listeners.append(events.extend)
    centre = table.buttons["caught"].rect.center
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    post_mouse(pygame.MOUSEBUTTONUP, centre)
    app.step(DT)
    assert table.coach.lesson is None and c.waiting(0)
    step_until(app, lambda: any(e[0] == EV.CAUGHT for e in events), limit=600)
    assert [e[1:3] for e in events if e[0] == EV.CAUGHT] == [(0, 1)]  # the person caught Anna
