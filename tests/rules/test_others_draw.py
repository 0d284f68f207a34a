"""others_draw: players other than the next draw at once (world-rules.md, group 3, tests 11.3).

Whot!'s 14 is the model: W1 (whotlive.com, "WHOT! Game Rules", "Special Action Cards"): "14
GENERAL MARKET: All players except the person who played the 14 must immediately draw one card
from the stock." W2 says the same; W3: "all the players pick one card each except the player
that plays the 14 cards". No source says who plays after it: play goes on with the next player
(noris house rule D-60's note). The previous player drawing has no stored source (Makao's king
of spades is in no stored page, world-rules.md section 3): `who: previous` is built as the
issue names it.
"""

from __future__ import annotations

from game.engine import legal_actions
from game.engine.notation import position
from game.engine.state import TURN
from tests.helpers import act, load
from tests.rules.scenario import hand, only, story

MARKET = {"ranks__1__effects": [{"others_draw": {"count": 1, "who": "all_others"}}]}


def four(draw: str = "red:5 red:6 red:7", *, who: str = "all_others", **kw):
    rules = load("noris", ranks__1__effects=[{"others_draw": {"count": 1, "who": who}}])
    return position(
        rules,
        hands=["red:1 red:2 red:3", "blue:3 blue:4", "green:5 green:6", "yellow:6 yellow:7"],
        top="red:9",
        draw=draw,
        **kw,
    )


def test_every_other_player_draws_one_and_play_goes_on_with_the_next():
    """W1 "14 GENERAL MARKET": "All players except the person who played the 14 must
    immediately draw one card from the stock." Seats 1, 2 and 3 draw in turn order; seat 1
    plays next (W1 silent: D-60's choice)."""
    state = four()
    events = act(state, "play red:1")
    assert only(state.rules, events, "others_draw", "draw", "turn") == [
        ("others_draw", 0, (1, 2, 3)),
        ("draw", 1, "red:5"),
        ("draw", 2, "red:6"),
        ("draw", 3, "red:7"),
        ("turn", 1, None),
    ]
    assert [len(state.hand(s)) for s in range(4)] == [2, 3, 3, 3]
    assert (state.phase, state.turn) == (TURN, 1)


def test_the_pile_is_reshuffled_between_two_drawers():
    """W1 "14 GENERAL MARKET" with one card left in the stock: seat 1 draws it, the discard
    pile is reshuffled before seat 2 draws (world-rules.md 11.3, test 1)."""
    state = four(draw="red:5", rest="discard")
    events = act(state, "play red:1")
    names = [e[0] for e in story(state.rules, events)]
    assert names.index("reshuffle") > names.index("draw")  # after seat 1's card
    drawers = [seat for kind, seat, _ in story(state.rules, events) if kind == "draw"]
    assert drawers == [1, 2, 3]
    assert hand(state, 1) == ["blue:3", "blue:4", "red:5"]


def test_nobody_can_answer_it():
    """No source lets a General Market be passed on (W5: "one of the most disputed rules";
    none allows an answer): the next player simply takes a normal turn."""
    state = four()
    act(state, "play red:1")
    assert state.phase == TURN and state.pend_effect is None
    assert all(not legal_actions(state, seat) for seat in (0, 2, 3))


def test_counterclockwise_the_drawers_follow_the_direction():
    """W3 "all the players pick one card each": one after another in the direction of play."""
    state = four(direction=-1)
    events = act(state, "play red:1")
    assert only(state.rules, events, "others_draw")[0] == ("others_draw", 0, (3, 2, 1))


def test_the_previous_player_draws():
    """`who: previous` (no stored source, world-rules.md section 3: the Makao king of spades is
    in no stored page): the player before the card's player draws; play goes on with the next."""
    state = four(who="previous")
    events = act(state, "play red:1")
    assert only(state.rules, events, "others_draw", "draw", "turn") == [
        ("others_draw", 0, (3,)),
        ("draw", 3, "red:5"),
        ("turn", 1, None),
    ]


def test_a_player_out_of_cards_draws_nothing():
    """Only players still holding cards are in the market."""
    rules = load("noris", **MARKET, rules__last_card_effects="apply")
    state = position(
        rules,
        hands=["red:1", "blue:3 blue:4", "green:5 green:6"],
        top="red:9",
        draw="red:5 red:6 red:7",
    )
    events = act(state, "play red:1")
    assert only(state.rules, events, "others_draw")[0] == ("others_draw", 0, (1, 2))
    assert state.over and state.result is not None and state.result.winner == 0
