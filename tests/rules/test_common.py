"""Scenario tests for the rules common to all rulesets: ../shared/RULES.md "Common to all" and the
decisions that apply everywhere (D-4, D-5, D-6, D-7, D-8), run against every ruleset they concern.

Positions are written with a small per-ruleset vocabulary (four colours, four plain ranks with no
effect), so one scenario reads the same for the four books and the Skat-deck game. Each card is
used at most once per position: books 001 and the Skat deck have one copy of each card.
"""

from __future__ import annotations

from random import Random

import pytest

from game.engine import IllegalAction, apply, legal_actions, new_round
from game.engine.notation import position
from game.engine.state import Outcome
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only, story

ALL = ["noris", "emmi", "abacus", "huch", "classic"]
BOOK = {"noris": "000", "emmi": "001", "abacus": "002", "huch": "004", "classic": "none"}
COLOURS = dict.fromkeys(ALL, ("red", "yellow", "green", "blue"))
COLOURS["classic"] = ("clubs", "spades", "hearts", "diamonds")
# Four ranks without an effect in each ruleset, and their penalty points there.
PLAIN = dict.fromkeys(ALL, ("1", "3", "4", "5"))
PLAIN["classic"] = ("9", "10", "queen", "king")
POINTS = dict.fromkeys(ALL, (1, 3, 4, 5))
POINTS["classic"] = (9, 10, 3, 4)
BY_WINS = {"emmi", "huch"}  # rulesets that count round wins, not points


def c(name: str, colour: int, rank: int) -> str:
    """Card `rank` (index into PLAIN) of colour `colour` (index into COLOURS) in ruleset `name`."""
    return f"{COLOURS[name][colour]}:{PLAIN[name][rank]}"


# -- D-4: must play when able ---------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL)
def test_drawing_while_holding_a_match_is_illegal(name):
    """D-4 ("Common to all": a player who holds a matching card must play; no book allows
    drawing instead): `draw` is not offered, and trying it says the player must play."""
    rules = load(name)
    state = position(
        rules,
        hands=[f"{c(name, 0, 0)} {c(name, 1, 1)} {c(name, 2, 2)}", c(name, 3, 2)],
        top=c(name, 0, 3),
    )
    assert legal_texts(state) == [f"play {c(name, 0, 0)}"]
    with pytest.raises(
        IllegalAction, match=rf"seat 0 holds a card that matches {c(name, 0, 3)} and must play it"
    ):
        act(state, "draw")
    assert state.sizes == [3, 1] and state.turn == 0


@pytest.mark.parametrize("name", ALL)
def test_drawing_while_holding_a_match_when_flipped(name):
    """D-4 flipped (`rules.draw_when_able: true`): the player may draw instead of playing."""
    rules = load(name, rules__draw_when_able=True)
    state = position(
        rules,
        hands=[f"{c(name, 0, 0)} {c(name, 1, 1)} {c(name, 2, 2)}", c(name, 3, 2)],
        top=c(name, 0, 3),
        draw=c(name, 1, 0),
    )
    assert legal_texts(state) == ["draw", f"play {c(name, 0, 0)}"]
    events = act(state, "draw")
    assert story(rules, events)[0] == ("draw", 0, c(name, 1, 0))
    assert state.sizes == [4, 1]


# -- D-5: the reshuffle ---------------------------------------------------------------------------
def _empty_pile(rules, name):
    """Seat 0 holds no match; the draw pile is empty; three cards lie under the top card."""
    return position(
        rules,
        hands=[f"{c(name, 1, 0)} {c(name, 1, 1)}", f"{c(name, 2, 0)} {c(name, 2, 1)}"],
        top=c(name, 0, 3),
        discard=f"{c(name, 0, 0)} {c(name, 0, 1)} {c(name, 0, 2)}",
        rest="none",
    )


@pytest.mark.parametrize("name", ALL)
def test_reshuffle_keeps_the_top_card(name):
    """D-5 (books 000, 003, 004: shuffle the discard pile except the last card laid): when the
    draw pile is empty, the discard pile less its top card becomes the new draw pile."""
    rules = load(name)
    state = _empty_pile(rules, name)
    top = state.top
    events = act(state, "draw")
    told = story(rules, events)
    assert told[:2] == [("reshuffle", -1, 3), ("shuffle", -1, "reshuffle")]
    assert told[2][:2] == ("draw", 0)
    assert told[2][2] in {c(name, 0, 0), c(name, 0, 1), c(name, 0, 2)}
    assert state.discard == [top] and state.top == top
    assert len(state.draw) == 2 and state.sizes[0] == 3
    assert state.card_count() == 8


@pytest.mark.parametrize("name", ALL)
def test_reshuffle_all_when_flipped(name):
    """D-5 flipped (`rules.reshuffle: all`; books 001 and 002 say "the discard pile"): every
    discarded card, the top one too, goes into the new draw pile; a new card is turned up to play
    on (it is on the pile, not also in the draw pile), and the player draws from the rest."""
    rules = load(name, rules__reshuffle="all")
    state = _empty_pile(rules, name)
    events = act(state, "draw")
    told = story(rules, events)
    assert told[0] == ("reshuffle", -1, 4)
    assert [e[0] for e in told[1:3]] == ["shuffle", "start_card"]
    assert state.discard == [state.top] and len(state.draw) == 2
    assert state.top not in state.draw or state.draw.count(state.top) < rules.deck_counts[state.top]
    assert state.card_count() == 8


@pytest.mark.parametrize("name", ALL)
def test_nothing_to_draw_the_player_passes(name):
    """ "Common to all": if no card can be drawn at all, the player draws nothing and the turn
    goes on."""
    rules = load(name)
    state = position(
        rules,
        hands=[
            f"{c(name, 1, 0)} {c(name, 1, 1)}",
            f"{c(name, 2, 0)} {c(name, 2, 1)}",
            f"{c(name, 3, 0)} {c(name, 3, 1)}",
        ],
        top=c(name, 0, 3),
        rest="none",
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert story(rules, events) == [("pass", 0, True), ("turn", 1, None)]
    assert state.sizes == [2, 2, 2] and state.turn == 1 and not state.over


# -- D-7: the blocked round -----------------------------------------------------------------------
def _blocked(rules, name, *, turn=0, direction=1, hands=None):
    hands = hands or [
        f"{c(name, 1, 0)} {c(name, 1, 1)}",
        c(name, 2, 0),
        f"{c(name, 3, 0)} {c(name, 3, 1)} {c(name, 3, 2)}",
    ]
    return position(
        rules, hands=hands, top=c(name, 0, 3), rest="none", turn=turn, direction=direction
    )


def _pass_round(rules, state):
    events = []
    for _ in range(state.n):
        assert not state.over
        assert legal_texts(state) == ["draw"]
        events = act(state, "draw")
    return events


@pytest.mark.parametrize("name", ALL)
def test_blocked_round_lowest_hand_wins(name):
    """D-7: when every player in turn has passed and no card can be drawn, the round ends
    blocked; the lowest hand (points, or fewest cards where only wins count) wins it and scores
    as a winner; the others score their hands."""
    rules = load(name)
    state = _blocked(rules, name)
    events = _pass_round(rules, state)
    p = POINTS[name]
    scores = (0, 1, 0) if name in BY_WINS else (p[0] + p[1], 0, p[0] + p[1] + p[2])
    assert story(rules, events) == [("pass", 2, True), ("round_end", 1, scores)]
    assert state.over and state.result == Outcome(1, scores, True)
    assert legal_actions(state) == ()


@pytest.mark.parametrize("name", ALL)
@pytest.mark.parametrize("direction, winner", [(1, 1), (-1, 2)])
def test_blocked_round_tie_goes_to_the_first_in_turn_order(name, direction, winner):
    """D-7: ties go to the first of the tied players in turn order from the player whose turn
    it would be (seat 0 here; seats 1 and 2 tie, so the direction of play decides)."""
    rules = load(name)
    state = _blocked(
        rules,
        name,
        direction=direction,
        hands=[f"{c(name, 1, 0)} {c(name, 1, 1)}", c(name, 2, 0), c(name, 3, 0)],
    )
    events = _pass_round(rules, state)
    assert story(rules, events)[-1][:2] == ("round_end", winner)
    assert state.winner == winner and state.result.blocked is True


@pytest.mark.parametrize("name", ALL)
def test_blocked_round_no_winner_when_flipped(name):
    """D-7 flipped (`rules.blocked_round: no_winner`): the blocked round has no winner; every
    player scores their hand (nobody scores a win)."""
    rules = load(name, rules__blocked_round="no_winner")
    state = _blocked(rules, name)
    events = _pass_round(rules, state)
    p = POINTS[name]
    scores = (0, 0, 0) if name in BY_WINS else (p[0] + p[1], p[0], p[0] + p[1] + p[2])
    assert story(rules, events)[-1] == ("round_end", -1, scores)
    assert state.over and state.winner == -1
    assert state.result == Outcome(-1, scores, True)


def test_a_round_where_a_card_can_still_be_drawn_is_not_blocked():
    """D-7: "no card can be drawn" — a reshuffle that yields a card keeps the round going."""
    rules = load("noris")
    state = position(
        rules,
        hands=["blue:1 blue:3", "green:1 green:3", "yellow:1 yellow:3"],
        top="red:5",
        discard="red:9",
        rest="none",
    )
    events = act(state, "draw")
    assert only(rules, events, "draw") == [("draw", 0, "red:9")]
    for _ in range(2):
        act(state, "draw")
    assert not state.over and state.turn == 0  # seat 0 could now play red:9 on red:5
    assert legal_texts(state) == ["play red:9"]


# -- D-6: how a missed call is caught -------------------------------------------------------------
CHALLENGE = [("noris", {"calls__enforcement": "challenge"}), ("emmi", {})]
AUTOMATIC = [("noris", {}), ("emmi", {"calls__enforcement": "automatic"})]


def _missed_mau(rules, name):
    """Seat 0 plays down to one card without calling; seat 1 is next, seat 2 watches."""
    state = position(
        rules,
        hands=[
            f"{c(name, 0, 0)} {c(name, 1, 2)}",
            f"{c(name, 0, 1)} {c(name, 2, 1)} {c(name, 2, 2)}",
            f"{c(name, 3, 1)} {c(name, 3, 2)}",
        ],
        top=c(name, 0, 3),
        draw=f"{c(name, 1, 3)} {c(name, 2, 3)}",
    )
    events = act(state, f"play {c(name, 0, 0)}")
    # The call may still come (D-28): nothing is missed until the window closes.
    assert story(rules, events) == [("play", 0, c(name, 0, 0)), ("turn", 1, None)]
    return state


@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_challenge_missed_mau_is_punished_only_when_caught(name, flips):
    """D-6: under `challenge` (emmi's default — book 001: only if someone notices before the
    next player has drawn or played — and noris flipped) any other player may catch the missed
    call; caught, the player draws the penalty."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    assert legal_texts(state, 2) == ["catch 0"]
    assert "catch 0" in legal_texts(state, 1)
    events = act(state, "catch 0", 2)
    assert story(rules, events) == [("caught", 2, 0), ("penalty", 0, 1), ("draw", 0, c(name, 1, 3))]
    assert state.sizes[0] == 2 and state.turn == 1


@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_challenge_missed_mau_uncaught_goes_unpunished(name, flips):
    """D-6: under `challenge`, once the next player has acted it is too late to catch."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    events = act(state, f"play {c(name, 0, 1)}")
    assert story(rules, events) == [
        ("missed_call", 0, "mau"),
        ("play", 1, c(name, 0, 1)),
        ("turn", 2, None),
    ]
    assert events[0][3] == "uncaught"
    assert state.sizes[0] == 1
    with pytest.raises(IllegalAction, match="nobody has missed a call that can still be caught"):
        act(state, "catch 0", 2)


@pytest.mark.parametrize("name, flips", AUTOMATIC)
def test_automatic_missed_mau_penalty_when_the_next_player_acts(name, flips):
    """D-6: under `automatic` (noris's default, emmi flipped) nobody needs to catch: the penalty
    comes when the call window closes, and catching is not an action."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    assert legal_texts(state, 2) == []
    with pytest.raises(IllegalAction, match="punished automatically"):
        act(state, "catch 0", 2)
    events = act(state, f"play {c(name, 0, 1)}")
    assert story(rules, events)[:4] == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, c(name, 1, 3)),
        ("play", 1, c(name, 0, 1)),
    ]
    assert state.sizes[0] == 2


SKIPS = [
    ("noris", "red:stop", "red:1", "yellow:1"),
    ("huch", "red:skip", "red:1", "yellow:1"),
    ("classic", "clubs:8", "clubs:9", "spades:10"),
]


def _skip_to_one_card(name, skip, last, penalty_card):
    """Two players: seat 0 plays a Skip down to one card without calling "Mau"."""
    rules = load(name)
    state = position(
        rules,
        hands=[f"{skip} {last}", f"{c(name, 2, 1)} {c(name, 2, 2)}"],
        top=c(name, 0, 3),
        draw=penalty_card,
    )
    events = act(state, f"play {skip}")
    assert story(rules, events)[1:] == [("skipped", 1, None), ("turn", 0, None)]
    return rules, state


@pytest.mark.parametrize("name, skip, last, penalty_card", SKIPS)
def test_missed_mau_on_a_two_player_skip_may_still_be_called(name, skip, last, penalty_card):
    """D-30 ("until the next player acts" when the turn comes straight back): with two players
    a Skip brings the turn back to the player who owes "Mau"; their own next action closes the
    window, so they may still call before it, and then owe nothing."""
    rules, state = _skip_to_one_card(name, skip, last, penalty_card)
    assert state.turn == 0 and state.owed_seat == 0
    assert "call" in legal_texts(state)
    assert story(rules, act(state, "call")) == [("call", 0, "mau")]
    assert state.turn == 0 and state.sizes == [1, 2]
    assert "call" not in legal_texts(state)


@pytest.mark.parametrize("name, skip, last, penalty_card", SKIPS)
def test_missed_mau_on_a_two_player_skip_paid_at_the_players_own_next_action(
    name, skip, last, penalty_card
):
    """D-30 with D-6 `automatic`: the player who owes "Mau" acts again without calling: the
    window closes with that action, the penalty card is drawn first, and the play goes on from
    the hand as it then is — one card left, so "Mau" is owed again."""
    rules, state = _skip_to_one_card(name, skip, last, penalty_card)
    events = act(state, f"play {last}")
    assert story(rules, events)[:4] == [
        ("missed_call", 0, "mau"),
        ("penalty", 0, 1),
        ("draw", 0, penalty_card),
        ("play", 0, last),
    ]
    assert hand(state, 0) == [penalty_card] and not state.over


def test_challenge_with_the_play_only_catch_but_no_late_call():
    """D-6 and D-28 flipped together on noris (`calls.enforcement: challenge`, `calls.window:
    with_play`): the call cannot be made late, but others may still catch the miss until the
    next player acts."""
    rules = load("noris", calls__enforcement="challenge", calls__window="with_play")
    state = _missed_mau(rules, "noris")
    assert legal_texts(state, 0) == []
    with pytest.raises(IllegalAction, match="the call must be made with the play"):
        act(state, "call", 0)
    assert legal_texts(state, 2) == ["catch 0"]
    events = act(state, "catch 0", 2)
    assert story(rules, events) == [
        ("caught", 2, 0),
        ("penalty", 0, 1),
        ("draw", 0, c("noris", 1, 3)),
    ]


# -- D-8: several out-of-turn actors ----------------------------------------------------------------
@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_catch_and_next_player_both_may_act(name, flips):
    """D-8: out-of-turn actions open a window until the next regular action; the seat to act is
    listed first, then the late caller and the catchers."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    from game.engine import actors

    assert actors(state) == [1, 0, 2]
    assert legal_texts(state, 0) == ["call"]


@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_catch_applied_first_wins_then_the_regular_action(name, flips):
    """D-8: when a catch and the next player's action compete, the first applied wins: the catch
    first punishes, and the next player then plays normally, with no second penalty."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    act(state, "catch 0", 2)
    assert legal_texts(state, 2) == [] and legal_texts(state, 0) == []
    events = act(state, f"play {c(name, 0, 1)}")
    assert story(rules, events) == [("play", 1, c(name, 0, 1)), ("turn", 2, None)]
    assert state.sizes == [2, 2, 2]


@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_regular_action_applied_first_closes_the_catch(name, flips):
    """D-8: the next player's action applied first closes the window: catching is then
    illegal."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    act(state, f"play {c(name, 0, 1)}")
    assert state.turn == 2 and state.owed_seat == -1
    assert "catch 0" not in legal_texts(state, 2)
    with pytest.raises(IllegalAction):
        act(state, "catch 0", 2)


@pytest.mark.parametrize("name, flips", CHALLENGE)
def test_late_call_and_catch_whichever_first(name, flips):
    """D-8 with D-28: a late call applied before the catch leaves nothing to catch; a catch
    applied before the late call leaves nothing to call."""
    rules = load(name, **flips)
    state = _missed_mau(rules, name)
    assert story(rules, act(state, "call", 0)) == [("call", 0, "mau")]
    with pytest.raises(IllegalAction, match="nobody has missed a call"):
        act(state, "catch 0", 2)
    assert state.sizes[0] == 1

    state = _missed_mau(rules, name)
    act(state, "catch 0", 2)
    with pytest.raises(IllegalAction, match="owes no call"):
        act(state, "call", 0)
    assert state.sizes[0] == 2


# -- readable reasons -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL)
def test_illegal_play_says_what_does_not_match(name):
    """ "Common to all" (a card matches by colour, number or symbol) and the engine's readable
    reasons: "green:3 does not match red:5"."""
    rules = load(name)
    state = position(
        rules, hands=[f"{c(name, 2, 1)} {c(name, 1, 1)}", c(name, 3, 2)], top=c(name, 0, 3)
    )
    with pytest.raises(IllegalAction, match=rf"^{c(name, 2, 1)} does not match {c(name, 0, 3)}$"):
        act(state, f"play {c(name, 2, 1)}")


@pytest.mark.parametrize("name", ALL)
def test_illegal_play_of_a_card_not_held(name):
    """ "Common to all" (a player plays a card from their own hand), with a readable reason:
    playing a card the seat does not hold says "holds no"."""
    rules = load(name)
    state = position(rules, hands=[c(name, 1, 1), c(name, 3, 2)], top=c(name, 0, 3))
    with pytest.raises(IllegalAction, match=rf"^seat 0 holds no {c(name, 0, 0)}$"):
        act(state, f"play {c(name, 0, 0)}")


@pytest.mark.parametrize("name", ALL)
def test_illegal_play_out_of_turn(name):
    """ "Common to all" (one player's turn at a time, in the direction of play), with a readable
    reason: a regular play by a seat whose turn it is not is refused."""
    rules = load(name)
    state = position(
        rules, hands=[c(name, 1, 1), f"{c(name, 0, 2)} {c(name, 3, 2)}"], top=c(name, 0, 3)
    )
    with pytest.raises(IllegalAction, match=r"it is not seat 1's turn \(seat 0 is to act\)"):
        act(state, f"play {c(name, 0, 2)}", 1)


@pytest.mark.parametrize("name", ALL)
def test_a_call_that_is_not_due_is_refused(name):
    """ "Common to all" ("Mau" is called by a player who plays down to one card): a call with a
    play that leaves more cards is refused with a reason."""
    rules = load(name)
    state = position(
        rules,
        hands=[f"{c(name, 0, 0)} {c(name, 1, 1)} {c(name, 2, 2)}", c(name, 3, 2)],
        top=c(name, 0, 3),
    )
    with pytest.raises(IllegalAction, match="^no call is due with this play$"):
        act(state, f"play {c(name, 0, 0)} call")


def test_illegal_play_names_the_colour_in_force():
    """Book 000, "Die Farbwechselkarten" (the named colour "gilt ab sofort"), with a readable
    reason: after a wild the refusal names the colour in force."""
    rules = load("noris")
    state = position(rules, hands=["red:1 red:2", "blue:1"], top="wild", colour="green")
    with pytest.raises(
        IllegalAction, match=r"^red:1 does not match wild \(colour in force: green\)$"
    ):
        act(state, "play red:1")


def test_nothing_is_legal_after_the_round():
    """ "Common to all" (round end at the last card): afterwards every action is refused."""
    rules = load("noris")
    state = position(rules, hands=["red:1", "red:2 blue:1"], top="red:5")
    act(state, "play red:1")
    with pytest.raises(IllegalAction, match="the round is over"):
        act(state, "play red:2", 1)


# -- determinism and conservation ------------------------------------------------------------------
def _replay(rules, players, seed):
    state, events = new_round(rules, players, seed)
    rng = Random(seed)
    log = list(events)
    counts = []
    for _ in range(3000):
        if state.over:
            break
        action = rng.choice(legal_actions(state))
        log.append(("action", action))
        log += apply(state, action)
        counts.append(state.card_count())
    return log, counts, state


@pytest.mark.parametrize("name", ALL)
def test_same_seed_and_actions_give_the_same_events(name):
    """Determinism ("Common to all" as an engine rule: shuffling uses the seeded generator): the
    same seed and the same actions give the same events, reshuffles included."""
    rules = load(name)
    first, _, state1 = _replay(rules, 3, seed=21)
    second, _, state2 = _replay(rules, 3, seed=21)
    assert first == second
    assert state1.result == state2.result
    other, _, _ = _replay(rules, 3, seed=22)
    assert other[:40] != first[:40]  # a different seed deals differently


@pytest.mark.parametrize("name", ALL)
def test_a_copied_state_replays_identically(name):
    """ "Common to all" (shuffles are seeded, D-8's seeded order), as determinism: a copy of a state
    carries its own randomness and replays the same actions into the same events."""
    rules = load(name)
    state, _ = new_round(rules, 4, seed=5)
    rng = Random(5)
    for _ in range(15):
        if state.over:
            break
        apply(state, rng.choice(legal_actions(state)))
    twin = state.copy()
    rng_a, rng_b = Random(9), Random(9)
    for _ in range(400):
        if state.over:
            break
        a = rng_a.choice(legal_actions(state))
        b = rng_b.choice(legal_actions(twin))
        assert a == b
        assert apply(state, a) == apply(twin, b)
    assert state.result == twin.result and hand(state, 0) == hand(twin, 0)


@pytest.mark.parametrize("name", ALL)
def test_no_card_is_created_or_lost(name):
    """ "Common to all": the total number of cards is constant through deals, draws,
    reshuffles, penalties and plays."""
    rules = load(name)
    for seed in range(4):
        _, counts, state = _replay(rules, 4, seed)
        assert counts and set(counts) == {len(rules.deck)}
