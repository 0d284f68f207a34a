"""Colour Clash (rulesets/library/colour_clash.yaml): the coloured-card game as the best-known
commercial deck plays it, from the sources its file names.

Sources: U2, the Wikipedia article's "Official rules" as copied at scratchdata.vercel.app (the
deck, a turn, the action cards); U1 reference.com (players, scoring); U3 howdoyouplayit.com
(drawing, the empty pile); U5 (wonkavator.com's rules quoted in a sopel-UnoBot issue) and U6
andymatthewsphotography.com (the challenge); U11 learningboardgames.com; U12 amnelements.com;
U13 htuse.com (the call); U9 storyvr.org (house rules). The players are Anna (seat 0), Ben (1),
Clara (2) and Dora (3).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from tests.engine.checks import play_checked
from tests.helpers import act, colour, draws, legal_texts, load
from tests.rules.scenario import hand, only, story

CLASH = "colour_clash"


def clash(**overrides):
    return load(CLASH, **overrides)


def plays(state) -> set[str]:
    return {t.split(" ")[1] for t in legal_texts(state) if t.startswith("play")}


def test_the_deck_is_108_cards():
    """U2: "The deck consists of 108 cards: 4 each of "Wild" and "Wild +4", and 25 each of four
    colors (red, yellow, green, blue). Each color consists of one zero, two each of 1 through 9,
    and two each of "Skip", "+2", and "Reverse"."; U1: "two to ten players"."""
    rules = clash()
    assert (rules.min_players, rules.max_players) == (2, 10)
    deck = Counter({rules.card_to_text(t): k for t, k in enumerate(rules.decks_counts[4]) if k})
    assert sum(deck.values()) == 108
    assert deck["wild"] == deck["wild4"] == 4
    for c in ("red", "yellow", "green", "blue"):
        mine = {card: k for card, k in deck.items() if card.startswith(c + ":")}
        assert sum(mine.values()) == 25
        assert mine[f"{c}:0"] == 1 and mine[f"{c}:7"] == mine[f"{c}:skip"] == 2


def test_seven_cards_each():
    """U2: "seven cards are dealt to each player, and the top card of the remaining deck is
    flipped over and set aside to begin the discard pile". Ten players: 70 dealt."""
    state, _ = new_round(clash(), 10, seed=4)
    assert state.sizes == [7] * 10


def test_a_start_draw_two_is_carried_out_by_the_first_player():
    """U2: "The player to the dealer's left plays first unless the first card on the discard
    pile is an action or Wild card"; U11: "if a Draw Two card is used at the opening of the
    play, the first player must draw two cards." The first player draws two and the next one
    plays."""
    rules = clash()
    for seed in range(300):
        state, events = new_round(rules, 3, seed)
        if rules.card_to_text(state.top).endswith(":draw2"):
            break
    else:
        pytest.fail("no deal turned up a Draw Two")
    assert [e[:2] for e in story(rules, events) if e[0] in ("draw", "skipped", "turn")] == [
        ("draw", 1),
        ("draw", 1),
        ("skipped", 1),
        ("turn", 2),
    ]
    assert state.sizes == [7, 9, 7]


def test_a_card_matches_by_colour_number_or_symbol():
    """U2: "Play one card matching the discard in color, number, or symbol - Play a Wild card,
    or a playable Wild Draw Four card". On red:skip Anna may play red:3, blue:skip, the Wild, not
    blue:3; the Wild Draw Four too, as a bluff a challenge may catch (U5, below)."""
    state = position(
        clash(), hands=["red:3 blue:skip blue:3 wild wild4", "green:5"], top="red:skip"
    )
    assert plays(state) == {"red:3", "blue:skip", "wild", "wild4"}


def test_a_drawn_card_may_be_played_at_once():
    """U2: "Draw the top card from the deck, then play it if possible"; "A player who draws from
    the deck must either play or keep that card and may play no other card from their hand on
    that turn". Anna draws red:5: she may play it, and only it, or keep it."""
    state = position(clash(), hands=["blue:3 green:4", "green:5"], top="red:9", draw="red:5")
    act(state, "draw")
    assert state.turn == 0
    assert legal_texts(state) == ["pass", "play red:5"]
    act(state, "play red:5")
    assert state.turn == 1 and hand(state, 0) == ["blue:3", "green:4"]


def test_a_player_may_draw_instead_of_playing():
    """U3: "A player may choose not to play a card and to draw a card instead. They may play the
    card they drew, but may not play a card from their hand after drawing a card in this way."
    Anna holds red:3 and draws: yellow:9 fits; she may play it, never red:3."""
    state = position(clash(), hands=["red:3 blue:3", "green:5"], top="red:9", draw="yellow:9")
    assert "draw" in legal_texts(state)
    act(state, "draw")
    assert legal_texts(state) == ["pass", "play yellow:9"]


def test_skip():
    """U2: "Skip: Next player in sequence misses a turn"."""
    state = position(clash(), hands=["red:skip red:1", "red:2", "red:3", "red:4"], top="red:9")
    events = act(state, "play red:skip")
    assert only(state.rules, events, "skipped", "turn") == [("skipped", 1, None), ("turn", 2, None)]


def test_reverse():
    """U2: "Reverse: Order of play switches directions". Anna's Reverse: Dora plays next."""
    state = position(clash(), hands=["red:reverse red:1", "red:2", "red:3", "red:4"], top="red:9")
    act(state, "play red:reverse")
    assert (state.turn, state.direction) == (3, -1)


def test_reverse_with_two_players_is_a_skip():
    """U12: "For two players [...] Reverse works like Skip": Anna plays again."""
    state = position(clash(), hands=["red:reverse red:1", "red:2"], top="red:9")
    act(state, "play red:reverse")
    assert state.turn == 0


def test_draw_two_cannot_be_stacked():
    """U2: "Draw 2 (+2): Next player in sequence draws 2 cards and misses a turn"; U11:
    "According to the official UNO Twitter account, stacking is against the rules". Ben holds a
    Draw Two and must draw all the same; Clara plays next."""
    state = position(
        clash(),
        hands=["red:draw2 red:1 red:5", "blue:draw2 red:2", "red:3", "red:4"],
        top="red:9",
    )
    act(state, "play red:draw2")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 2)
    assert legal_texts(state) == ["accept"]
    act(state, "accept")
    assert (len(state.hand(1)), state.turn) == (4, 2)


def test_wild_names_a_colour():
    """U2: "Wild: Player declares the next color to be matched (may be used on any turn even if
    the player has matching color; current color may be chosen as the next to be matched)".
    Anna holds red and plays the Wild naming red."""
    state = position(clash(), hands=["wild red:1", "red:2"], top="red:9")
    assert "play wild colour=red" in legal_texts(state)
    act(state, "play wild colour=red")
    assert colour(state) == "red" and state.turn == 1


def _bluff(hand0: str):
    state = position(clash(), hands=[hand0, "green:5 green:6", "yellow:1", "yellow:2"], top="red:9")
    act(state, "play wild4 colour=blue")
    assert (state.turn, legal_texts(state)) == (1, ["accept", "challenge"])
    return state


def test_wild_draw_four_bluff_caught():
    """U2: the Wild Draw Four "May be legally played only if the player has no cards of the
    current color"; U5: "If a player plays a Wild Draw 4 card illegally and gets caught, he must
    first show his hand to the player who challenged. If guilty, he must draw 4 cards." Anna
    holds red:3 and plays it on red all the same; Ben challenges: Anna draws four, Ben plays."""
    state = _bluff("wild4 red:3 blue:3")
    events = act(state, "challenge")
    assert only(state.rules, events, "challenged", "penalty") == [
        ("challenged", 1, 0),
        ("penalty", 0, 4),
    ]
    assert state.sizes[:2] == [6, 2] and (state.phase, state.turn) == (TURN, 1)


def test_wild_draw_four_challenge_lost():
    """U5: "If not guilty, the challenger must draw 2 cards in addition to the 4"; U6: "you'll
    draw 4 cards PLUS 2 extra cards!" Anna holds no red: Ben draws six and loses his turn."""
    state = _bluff("wild4 blue:3 green:3")
    act(state, "challenge")
    assert state.sizes[:2] == [2, 8] and state.turn == 2


def test_a_penalty_drawn_after_the_wild_draw_four_does_not_make_it_a_bluff():
    """U2: the Wild Draw Four "May be legally played only if the player has no cards of the
    current color" — judged when it is played. Anna, holding no red, plays it on red:9 and
    forgets the call; Clara catches her and Anna draws red:1 and red:2; then Ben challenges.
    The play was honest: Ben draws six, though Anna holds red when he challenges (found by the
    strict replay of random rounds at ten seats). And a bluff stays a bluff when caught first."""
    state = position(
        clash(),
        hands=["wild4 green:3", "green:5 green:6", "yellow:1 yellow:2"],
        top="red:9",
        draw="red:1 red:2 blue:5 blue:6 blue:7 blue:8 blue:9 yellow:9",
    )
    act(state, "play wild4 colour=blue")
    act(state, "catch 0", 2)
    assert hand(state, 0) == ["green:3", "red:1", "red:2"]
    events = act(state, "challenge")
    assert only(state.rules, events, "penalty") == [("penalty", 1, 6)]
    state = position(
        clash(),
        hands=["wild4 red:3", "green:5 green:6", "yellow:1 yellow:2"],
        top="red:9",
        draw="blue:1 blue:2 blue:5 blue:6 blue:7 blue:8 blue:9 yellow:9",
    )
    act(state, "play wild4 colour=blue")
    act(state, "catch 0", 2)
    events = act(state, "challenge")
    assert only(state.rules, events, "penalty")[0][:2] == ("penalty", 0)


def test_a_forgotten_call_caught_costs_two():
    """U13 htuse.com: "If a player forgets to say UNO and another player catches it before the
    next turn, that player draws 2 cards". Anna leaves one card uncalled: Clara catches her
    before Ben acts, Anna draws two. Uncaught, it costs nothing."""
    rules = clash()
    state = position(
        rules, hands=["red:3 blue:3", "green:5 green:6", "yellow:1 yellow:2"], top="red:9"
    )
    assert "play red:3 call" in legal_texts(state)
    act(state, "play red:3")
    assert "catch 0" in legal_texts(state, 2)
    events = act(state, "catch 0", 2)
    assert only(rules, events, "caught", "penalty") == [("caught", 2, 0), ("penalty", 0, 2)]
    assert state.sizes[0] == 3
    state = position(
        rules, hands=["red:3 blue:3", "red:5 green:6", "yellow:1 yellow:2"], top="red:9"
    )
    act(state, "play red:3")
    act(state, "play red:5")
    assert state.sizes[0] == 1


def test_going_out_on_a_draw_two_still_makes_the_next_draw():
    """U12: "Yes, you can end the game with an action card. If it is however, a Draw Two or Wild
    Draw Four card, the next player must draw". Anna goes out on red:draw2: Ben draws two,
    and Anna collects them with his hand (5 + 4 + 6) and Clara's 1."""
    rules = clash()
    state = position(
        rules, hands=["red:draw2", "green:5", "yellow:1"], top="red:9", draw="blue:4 blue:6"
    )
    act(state, "play red:draw2")
    assert (state.phase, state.turn, legal_texts(state)) == (ATTACK, 1, ["accept"])
    events = act(state, "accept")
    assert [e[:2] for e in story(rules, events) if e[0] == "draw"] == [("draw", 1), ("draw", 1)]
    assert only(rules, events, "round_end") == [("round_end", 0, (5 + 4 + 6 + 1, 0, 0))]


def test_the_winner_collects_the_others_points():
    """U1: "The winner collects all of the opponent cards and adds them up to determine a score.
    Number cards are valued by their number. "Draw two," "skip," "reverse" and "wild" cards are
    worth twenty points, and "wild draw four" cards are worth 50 points. The first player to
    achieve 500 points wins". Anna goes out: Ben's 7 and Skip, Clara's Wild Draw Four and Wild:
    27 + 70 = 97."""
    rules = clash()
    assert (rules.points_limit, rules.match_winner) == (500, "highest_total")
    state = position(rules, hands=["red:3", "green:7 green:skip", "wild4 wild"], top="red:9")
    events = act(state, "play red:3")
    assert only(rules, events, "round_end") == [("round_end", 0, (97, 0, 0))]


# -- house rules ------------------------------------------------------------------------------
def test_house_rule_stacking_draw_twos():
    """D-155 (U11: the official rules forbid what tables play): Ben lays his Draw Two on Anna's,
    Clara faces four."""
    state = position(
        clash(ranks__draw2__effects__0__draw__stack_with=["draw2"]),
        hands=["red:draw2 red:1", "blue:draw2 red:2", "red:3", "red:4"],
        top="red:9",
    )
    act(state, "play red:draw2")
    act(state, "play blue:draw2")
    assert (state.turn, state.pend) == (2, 4)


def test_house_rule_reverse_bounces_a_draw_two():
    """D-156, U9 storyvr.org: "if you have a Reverse card of the SAME COLOR, you can play it and
    the penalty bounces back onto them!\""""
    state = position(
        clash(ranks__draw2__effects__0__draw__returned_by=["reverse"]),
        hands=["red:draw2 red:1", "red:reverse red:2", "red:3", "red:4"],
        top="red:9",
    )
    act(state, "play red:draw2")
    act(state, "play red:reverse")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 0, 2)


# -- random rounds ----------------------------------------------------------------------------
ALL_HOUSE_RULES = {
    "ranks__draw2__effects__0__draw__stack_with": ["draw2"],
    "ranks__draw2__effects__0__draw__returned_by": ["reverse"],
}


@pytest.mark.parametrize("players", [2, 4, 10])
def test_random_rounds_with_the_house_rules_keep_the_invariants(players):
    """Random rounds at 2, 4 and 10 seats with the house rules on (tests/library/test_library.py
    plays the book's) keep the engine's invariants (cards conserved, every action legal, the
    replay agrees) and end. The players never forget a call: a caught call between a Wild Draw
    Four and its challenge meets the engine's fault pinned above (the replay rightly
    disagrees)."""
    for seed in range(draws(2, quick=1)):
        play_checked(clash(**ALL_HOUSE_RULES), players, seed, strict=True)


def test_a_round_saved_after_the_catch_and_before_the_challenge_is_no_damaged_save():
    """The verdict a catch fixed (kept in the state beside the colour) is saved, read back and
    judged the same: the save is not set aside as damaged."""
    from game.engine import Match
    from game.table.savecheck import check_round
    from game.table.savegame import state_from_dict, state_to_dict

    rules = clash()
    state = position(
        rules,
        hands=["wild4 green:3", "green:5 green:6", "yellow:1 yellow:2"],
        top="red:9",
        draw="red:1 red:2 blue:5 blue:6 blue:7 blue:8 blue:9 yellow:9",
    )
    act(state, "play wild4 colour=blue")
    act(state, "catch 0", 2)
    back = state_from_dict(rules, json.loads(json.dumps(state_to_dict(state))))
    check_round(rules, 3, Match(rules, 3, 1), back)
    events = act(back, "challenge")
    assert only(rules, events, "penalty") == [("penalty", 1, 6)]
