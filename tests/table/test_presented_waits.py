"""The presented table follows waiting turns (stacked skips, `skip.stacked: one_waits`): the
seat's tag says how many turns it still sits out, from the WAITS and SKIPPED events it has
seen; and a drawn card that must be played says so under the hand."""

from __future__ import annotations

from game.engine import events as EV
from game.engine import observe
from game.engine.notation import position
from game.i18n import set_language
from game.table.presented import Presented, show
from game.table.texts import status_text
from tests.helpers import act, load


def test_the_seat_waits_and_serves_its_turns():
    rules = load("abacus", ranks__skip__effects__0__skip__stacked="one_waits")
    state = position(
        rules,
        hands=[
            "red:skip red:1 red:3",
            "blue:skip blue:1 blue:3",
            "green:1 green:3",
            "blue:4 red:4",
        ],
        top="red:5",
    )
    p = Presented.start(rules, observe(state, 0))
    for text in ("play red:skip", "play blue:skip", "accept"):
        for event in act(state, text):
            p = show(p, event)
    assert p.waits == (0, 0, 1, 0)
    p = show(p, (EV.SKIPPED, 2, None, None))
    assert p.waits == ()


def test_a_drawn_card_that_fits_must_be_played_says_so():
    set_language("en")
    rules = load("classic", rules__drawn_card="must_play")
    state = position(rules, hands=["hearts:ace", "spades:10"], top="clubs:9", draw="clubs:7")
    act(state, "draw")
    p = Presented.start(rules, observe(state, 0))
    assert status_text(p, ["Anna", "Ben"]) == "The card you drew fits: play it"
