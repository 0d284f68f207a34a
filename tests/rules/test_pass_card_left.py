"""pass_card_left, classic's house rule D-36 on the 9: every player passes one card of their hand
to the left. Scenarios at a table of four: each chooses one, in turn from the 9's player's next,
the 9's player last; nobody sees another's card; all the cards arrive at once, each in the next
hand up; a hand of none takes no part; a hand of one gives its card and gets another, so the
round still ends only by playing a last card."""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, legal_actions, observe, visible_event
from game.engine import events as EV
from game.engine.notation import position
from game.engine.state import STAGE, TURN
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, story

HOUSE_RULE = {"ranks__9__effects": ["pass_card_left"]}


def rules(**more):
    return load("classic", **HOUSE_RULE, **more)


def four(**kw):
    """Anna (0) holds the 9; Ben (1), Clara (2) and Dora (3) two cards each."""
    return position(
        rules(),
        hands=[
            "clubs:9 clubs:7 hearts:ace",
            "spades:8 spades:10",
            "hearts:king diamonds:7",
            "diamonds:queen spades:queen",
        ],
        top="clubs:10",
        **kw,
    )


def test_each_player_chooses_in_turn_the_nines_player_last():
    state = four()
    events = act(state, "play clubs:9")
    assert story(state.rules, events)[-1] == ("stage", 1, "pass_card_left")
    assert (state.phase, state.turn) == (STAGE, 1)
    assert legal_texts(state) == ["give spades:10", "give spades:8"]
    assert legal_actions(state, 2) == ()  # Clara waits for her turn in the stage
    act(state, "give spades:10")
    assert state.turn == 2
    act(state, "give hearts:king")
    assert state.turn == 3
    act(state, "give spades:queen")
    assert state.turn == 0  # Anna, whose 9 it was, chooses last
    assert legal_texts(state) == ["give clubs:7", "give hearts:ace"]


def test_all_the_cards_arrive_at_once_each_in_the_next_hand_up():
    state = four()
    act(state, "play clubs:9")
    for card in ("spades:10", "hearts:king", "spades:queen"):
        events = act(state, f"give {card}")
        assert not [e for e in events if e[0] == EV.CARD_PASSED]  # none passes before the last
    events = act(state, "give clubs:7")
    passed = [
        (e[1], e[2], state.rules.card_to_text(e[3])) for e in events if e[0] == EV.CARD_PASSED
    ]
    assert passed == [
        (0, 1, "clubs:7"),
        (1, 2, "spades:10"),
        (2, 3, "hearts:king"),
        (3, 0, "spades:queen"),
    ]
    assert hand(state, 0) == ["hearts:ace", "spades:queen"]
    assert hand(state, 1) == ["clubs:7", "spades:8"]
    assert hand(state, 2) == ["diamonds:7", "spades:10"]
    assert hand(state, 3) == ["diamonds:queen", "hearts:king"]
    # Play goes on after the 9's player.
    assert (state.phase, state.turn) == (TURN, 1)
    assert story(state.rules, events)[-1] == ("turn", 1, None)


def test_nobody_sees_the_card_another_chose_until_it_arrives():
    state = four()
    act(state, "play clubs:9")
    events = act(state, "give spades:10")
    gave = next(e for e in events if e[0] == EV.GAVE)
    assert visible_event(gave, 1)[2] == state.rules.card_from_text("spades:10")
    assert [visible_event(gave, seat)[2] for seat in (0, 2, 3)] == [-1, -1, -1]
    assert observe(state, 1).stage[2] == ((1, state.stage[2][0][1]),)
    assert observe(state, 2).stage[2] == ((1, -1),)
    for card in ("hearts:king", "spades:queen"):
        act(state, f"give {card}")
    events = act(state, "give clubs:7")
    ten = next(e for e in events if e[0] == EV.CARD_PASSED and e[1] == 1)
    assert visible_event(ten, 2)[3] >= 0  # Clara gets Ben's card, and sees it
    assert visible_event(ten, 1)[3] >= 0  # Ben gave it
    assert visible_event(ten, 0)[3] == visible_event(ten, 3)[3] == -1


def test_a_hand_of_none_takes_no_part():
    state = position(
        rules(),
        hands=["clubs:9 clubs:7", "spades:8", "", "hearts:king diamonds:7"],
        top="clubs:10",
    )
    act(state, "play clubs:9 call")
    assert state.stage[1] == (1, 3, 0)  # Clara holds nothing: she is not asked
    for card in ("spades:8", "hearts:king", "clubs:7"):
        act(state, f"give {card}")
    assert state.sizes == [1, 1, 0, 2]  # ... and gets nothing
    assert hand(state, 3) == ["diamonds:7", "spades:8"]  # Ben's card skips her, to Dora
    assert hand(state, 0) == ["hearts:king"]


def test_a_hand_of_one_gives_its_last_card_and_gets_another():
    """D-36: passing never empties a hand; the round goes on."""
    state = position(
        rules(),
        hands=["clubs:9 clubs:7", "spades:8", "hearts:king diamonds:7", "diamonds:queen"],
        top="clubs:10",
    )
    act(state, "play clubs:9 call")
    for card in ("spades:8", "diamonds:7", "diamonds:queen", "clubs:7"):
        act(state, f"give {card}")
    assert hand(state, 1) == ["clubs:7"] and hand(state, 0) == ["diamonds:queen"]
    assert not state.over and state.winner < 0 and state.turn == 1


def test_a_winners_last_nine_passes_among_the_others_then_the_round_ends():
    """D-21 (last_card_effects: apply): the winner holds nothing, so takes no part."""
    state = position(
        rules(rules__last_card_effects="apply"),
        hands=["clubs:9", "spades:8 spades:10", "hearts:king diamonds:7"],
        top="clubs:10",
    )
    act(state, "play clubs:9")
    assert state.stage[1] == (1, 2) and state.winner == 0
    act(state, "give spades:10")
    events = act(state, "give hearts:king")
    assert hand(state, 1) == ["hearts:king", "spades:8"] and hand(state, 2) == [
        "diamonds:7",
        "spades:10",
    ]
    assert state.over and state.result.winner == 0 and events[-1][0] == EV.ROUND_END


def test_with_one_other_hand_left_nothing_passes():
    state = position(
        rules(rules__last_card_effects="apply"),
        hands=["clubs:9", "spades:8 spades:10"],
        top="clubs:10",
    )
    events = act(state, "play clubs:9")
    assert state.stage is None and state.over and state.result.winner == 0
    assert not [e for e in events if e[0] in (EV.STAGE, EV.CARD_PASSED)]


def test_a_skip_on_the_same_card_is_served_after_the_stage():
    state = position(
        load("classic", ranks__9__effects=["pass_card_left", "skip"]),
        hands=["clubs:9 clubs:7", "spades:8", "hearts:king", "diamonds:queen"],
        top="clubs:10",
    )
    act(state, "play clubs:9")
    for card in ("spades:8", "hearts:king", "diamonds:queen"):
        act(state, f"give {card}")
    events = act(state, "give clubs:7")
    assert [e[:2] for e in events if e[0] in (EV.SKIPPED, EV.TURN)] == [
        (EV.SKIPPED, 1),
        (EV.TURN, 2),
    ]


def test_a_card_not_held_cannot_be_given_and_nothing_goes_on_the_pile():
    state = four()
    act(state, "play clubs:9")
    with pytest.raises(IllegalAction, match="holds no hearts:ace to give"):
        act(state, "give hearts:ace")
    with pytest.raises(IllegalAction, match="each choose a card first"):
        act(state, "play spades:10")
    with pytest.raises(IllegalAction, match="not seat 2's turn"):
        act(state, "give hearts:king", seat=2)


def test_a_missed_mau_with_the_nine_is_punished_when_the_next_player_gives():
    state = position(
        rules(),
        hands=["clubs:9 clubs:7", "spades:8 spades:10", "hearts:king diamonds:7"],
        top="clubs:10",
        draw="hearts:7",
    )
    act(state, "play clubs:9")  # no Mau with the second-last card
    events = act(state, "give spades:10")
    assert (EV.PENALTY, 0) in [e[:2] for e in events]
    assert state.sizes[0] == 2  # the penalty card came before the stage goes on
