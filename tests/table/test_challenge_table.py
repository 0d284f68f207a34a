"""A person at the table challenges a Draw 4 (noris with house rule D-57): the Caught! button
becomes "Challenge Ben!" while the person may challenge, a press (or its key) challenges, the
shown hand lies face up before the person alone, and the log says it."""

from __future__ import annotations

from game.engine import events as EV
from game.engine.state import ATTACK
from game.i18n import set_language, tr
from game.table.gestures import Press
from game.table.presented import CHALLENGED, show
from game.table.texts import pending_label, status_text
from tests.table.controlkit import at, controller, do, tick

HOUSE_RULE = {
    "ranks.draw4.only_without": "colour_in_force",
    "ranks.draw4.challenge": {"enabled": True, "extra": 2},
}


def attacked(bluffer_hand: str):
    """B1 (seat 2, a medium bot) plays the red Draw 4 at the person, who holds two cards."""
    set_language("en")
    ctl = at(
        controller("noris", overrides=HOUSE_RULE, level="medium"),
        hands=["green:5 blue:7", "yellow:1 yellow:2 yellow:3 yellow:4", bluffer_hand],
        top="red:5",
        turn=2,
    )
    for _ in range(2000):
        reply = tick(ctl)
        state = ctl.session.state
        if state.phase == ATTACK and state.turn == 0 and reply.frame is not None:
            caught = reply.frame.buttons.get("caught")
            if caught is not None and caught.visible:
                return ctl, reply.frame
    raise AssertionError("the person was never attacked by the Draw 4")


def test_the_button_says_challenge_and_pressing_it_challenges_a_bluff():
    ctl, frame = attacked("red:draw4 red:9")
    names = ctl.session.names
    assert frame.buttons["caught"].label == tr("table.btn.challenge", player=names[2])
    do(ctl, Press("caught"))
    tick(ctl)
    c = ctl.session
    assert len(c.state.hand(2)) == 5  # the bluffer drew the four
    assert c.presented.revealed[2] == (c.rules.card_from_text("red:9"),)
    assert "it was a bluff" in "\n".join(c.log.lines)
    c.close()


def test_a_wrong_challenge_costs_six():
    ctl, _frame = attacked("red:draw4 blue:3")
    do(ctl, Press("caught"))
    tick(ctl)
    c = ctl.session
    assert len(c.state.hand(0)) == 8
    assert "it was no bluff" in "\n".join(c.log.lines)
    c.close()


def test_the_challenge_settles_the_badge_and_the_line_before_the_cards_fly():
    """While the penalty's cards are still to come (the coach explaining the challenge holds
    the table there), the screen no longer shows the attack as open: a bluffer caught leaves
    the challenger's turn ("Your turn"); a wrong challenge shows what the challenger takes,
    the attack and the extra, and no answer."""
    ctl, _frame = attacked("red:draw4 red:9")
    c = ctl.session
    before = c.presented
    assert (before.pending, before.pending_amount) == ("draw", 4)
    assert status_text(before, c.names, answers=True) == tr("table.status.attack_draw", count=4)
    caught = show(before, (EV.CHALLENGED, 0, 2, True))
    assert pending_label(caught) == ("", "")
    assert status_text(caught, c.names, answers=True) == tr("table.status.your_turn")
    wrong = show(before, (EV.CHALLENGED, 0, 2, False))
    assert pending_label(wrong)[0] == "+6"
    for answers in (True, False, None):
        assert status_text(wrong, c.names, answers=answers) == tr("table.status.take_draw", count=6)
    c.close()


def test_after_a_challenge_the_screen_is_the_engine_again():
    """Once the challenge's events are all shown, the screen's own "challenged" moment is gone:
    the presented state is what the engine shows the viewer."""
    for bluffer, hand_after in (("red:draw4 red:9", 2), ("red:draw4 blue:3", 8)):
        ctl, _frame = attacked(bluffer)
        do(ctl, Press("caught"))
        for _ in range(50):
            tick(ctl)
        c = ctl.session
        assert c.presented.phase != CHALLENGED and c.presented.pending == ""
        assert len(c.presented.hand) == hand_after
        c.close()
