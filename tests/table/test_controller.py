"""The table's controller (game.table.controller): a person's cards and buttons as gestures,
answered with requests and frames, without a screen."""

from __future__ import annotations

import pytest

from game.engine import action_from_text
from game.engine import actions as A
from game.engine import events as EV
from game.i18n import tr
from game.table.controller import TableController
from game.table.gestures import Chosen, Drop, Press
from game.table.requests import CardBack, ChooseWay, Say, TeachCatch, TeachRefusal
from tests.table import driver
from tests.table.controlkit import at, card, controller, do, sight, tick

TWO_LEFT = {"hands": ["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], "top": "red:3"}


def jack_in_hand() -> TableController:
    """Classic, the viewer's turn with the Jack of hearts (a colour to choose) in hand."""
    return at(
        controller("classic"),
        hands=["hearts:jack hearts:7 spades:8", "clubs:9 clubs:10", "diamonds:9 diamonds:10"],
        top="hearts:9",
        turn=0,
    )


def test_a_refused_drop_goes_back_with_its_reason_a_sound_and_a_lesson() -> None:
    ctl = at(controller(), **TWO_LEFT, turn=0)
    c, yellow = ctl.session, card(ctl, "yellow:1")
    reason = c.refusal(0, yellow)
    assert do(ctl, Drop(yellow)) == [
        Say(tr("table.refused", reason=reason), "penalty"),
        TeachRefusal(reason),
        CardBack(yellow),
    ]
    assert c.decisions == 0 and ctl.frame(sight(ctl)).held is None
    c.close()


def test_a_card_that_fits_is_played_at_once() -> None:
    ctl = at(controller(), **TWO_LEFT, turn=0)
    c, red = ctl.session, card(ctl, "red:5")
    assert do(ctl, Drop(red)) == []
    assert c.decisions == 1 and c.last_decision is not None
    seat, action = c.last_decision
    assert seat == 0 and A.type_of(action) == red
    c.close()


def test_a_drop_checks_legality_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The session reads the card's ways once, and `apply` checks the one carried out (what
    is asked after it is the next position's: the bot to move)."""
    from game.table import session as session_module

    ctl = at(controller(), **TWO_LEFT, turn=0)
    calls: list[tuple[str, int | None]] = []
    real_legal, real_apply = session_module.legal_actions, session_module.apply

    def legal(state, seat):  # type: ignore[no-untyped-def]
        calls.append(("legal_actions", seat))
        return real_legal(state, seat)

    def apply(state, action, seat=None):  # type: ignore[no-untyped-def]
        calls.append(("apply", seat))
        return real_apply(state, action, seat)

    monkeypatch.setattr(session_module, "legal_actions", legal)
    monkeypatch.setattr(session_module, "apply", apply)
    assert do(ctl, Drop(card(ctl, "red:5"))) == []
    applied = calls.index(("apply", 0))
    assert calls[: applied + 1] == [("legal_actions", 0), ("apply", 0)]
    assert calls[applied + 1 :] == [("legal_actions", 1)]  # the next turn's, asked of the bot
    ctl.session.close()


def test_a_jack_asks_for_its_colour_and_holds_the_card_up_meanwhile() -> None:
    ctl = jack_in_hand()
    c, jack = ctl.session, card(ctl, "hearts:jack")
    (ask,) = do(ctl, Drop(jack))
    assert isinstance(ask, ChooseWay) and ask.need == "colour" and ask.card == jack
    assert len(ask.values) == 4 and c.decisions == 0
    frame = ctl.frame(sight(ctl))
    assert frame.held == jack and not frame.playable  # no card is lifted under a chooser
    assert do(ctl, Chosen(ask.values[2])) == []
    assert c.decisions == 1 and c.state is not None and c.state.colour == ask.values[2]
    c.close()


def test_a_joker_asks_for_its_option_then_for_the_colour() -> None:
    ctl = at(
        controller("emmi"),
        hands=["joker red:6 red:7", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    c, joker = ctl.session, card(ctl, "joker")
    (option,) = do(ctl, Drop(joker))
    assert isinstance(option, ChooseWay) and option.need == "option"
    (colour,) = do(ctl, Chosen(option.values[0]))  # skip: it names a colour as well
    assert isinstance(colour, ChooseWay) and colour.need == "colour" and colour.card == joker
    assert do(ctl, Chosen(colour.values[-1])) == [] and c.decisions == 1
    assert c.state is not None and c.state.colour == colour.values[-1]
    c.close()


def test_a_trade_asks_whom_to_trade_with() -> None:
    ctl = at(
        controller("abacus"),
        hands=["red:trade_hands red:4 red:5", "yellow:1 yellow:3", "green:4 green:5 green:7"],
        top="red:3",
        turn=0,
    )
    c = ctl.session
    (ask,) = do(ctl, Drop(card(ctl, "red:trade_hands")))
    assert isinstance(ask, ChooseWay) and ask.need == "target"
    assert {1, 2} <= set(ask.values)
    assert do(ctl, Chosen(2)) == [] and c.decisions == 1
    c.close()


def test_a_chooser_cancelled_leaves_the_card_in_the_hand() -> None:
    ctl = jack_in_hand()
    c, jack = ctl.session, card(ctl, "hearts:jack")
    do(ctl, Drop(jack))
    assert do(ctl, Chosen(None)) == []
    frame = ctl.frame(sight(ctl))
    assert c.decisions == 0 and frame.held is None and jack in frame.playable
    c.close()


def test_a_choice_made_after_the_table_moved_on_is_refused() -> None:
    ctl = jack_in_hand()
    c, jack = ctl.session, card(ctl, "hearts:jack")
    (ask,) = do(ctl, Drop(jack))
    driver.at(c, hands=["hearts:jack", "clubs:9", "diamonds:9"], top="clubs:8", turn=1)
    driver.screen(c)
    said = do(ctl, Chosen(ask.values[0]))
    assert [type(r) for r in said] == [Say, TeachRefusal] and said[0].sound == "penalty"
    assert c.decisions == 0
    c.close()


def test_the_call_pressed_ahead_goes_with_the_card() -> None:
    ctl = at(controller(), **TWO_LEFT, turn=0)
    c = ctl.session
    assert ctl.frame(sight(ctl)).call.mode == "due"
    assert do(ctl, Press("call")) == []
    assert ctl.frame(sight(ctl)).buttons["call"].armed
    assert do(ctl, Drop(card(ctl, "red:5"))) == []
    assert [e[0] for e in c.take()].count(EV.CALL) == 1
    assert not ctl.playing.call_armed  # said with that card: nothing left armed
    c.close()


def test_a_call_forgotten_can_be_said_late() -> None:
    ctl = at(controller(), **TWO_LEFT, turn=0)
    c = ctl.session
    assert do(ctl, Drop(card(ctl, "red:5"))) == []
    driver.screen(c)
    assert ctl.frame(sight(ctl)).call.mode == "late"
    assert c.state is not None and c.state.owed_call >= 0
    assert do(ctl, Press("call")) == [] and c.waiting(0)  # out of turn: its race's window
    while c.waiting(0):
        tick(ctl)
    assert c.state.owed_call < 0 and c.last_decision == (0, A.CALL)
    c.close()


def test_a_missed_call_is_caught_and_the_first_chance_taught() -> None:
    ctl = at(
        controller("emmi", level="easy", bot_options=driver.QUIET),
        hands=["blue:7 green:2 green:3", "red:5 red:6", "red:4 green:5"],
        top="red:3",
        turn=1,
    )
    c = ctl.session
    c.act(1, action_from_text(c.rules, "play red:5"))  # the bot forgets its Mau
    driver.screen(c)
    reply = tick(ctl, still=False)
    assert reply.frame is not None and reply.frame.catcher == 0
    assert reply.frame.buttons["caught"].pulse
    taught = [r for r in reply.requests if isinstance(r, TeachCatch)]
    assert taught == [TeachCatch(1, c.rules.calls[0].id)]
    assert not any(isinstance(r, TeachCatch) for r in tick(ctl, still=False).requests)
    assert do(ctl, Press("caught")) == [] and c.waiting(0)
    c.close()
