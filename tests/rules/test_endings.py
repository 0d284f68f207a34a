"""Scenario tests for endings and scorings: the winner collecting the others' points, the first
to a limit, points per colour, a turn limit, and no reshuffle with an empty stock ending the
round. From docs/research/world-rules.md, section 11.1 (tests 1, 2 and 4) and 11.7 (test 2);
its section 0 lists the sources (CE = Crazy Eights, U = UNO, T = Tschau Sepp, W = Whot).

Classic's Skat deck (7 to ace once each; Jack 2, Queen 3, King 4, Ace 11 points) stands in for
the sources' 52-card decks, noris (1 to 9 twice in four colours) for Whot's suits: the note's
cards are renamed to these decks, and each docstring says so where it matters.
"""

from __future__ import annotations

from game.engine import events as EV
from game.engine import state as S
from game.engine.match import Match
from game.engine.notation import position
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import only

# Crazy Eights' card points (CE1: "Each 8 counts 50, each face card 10, and each ace 1").
CRAZY_EIGHTS_POINTS = {
    "ranks__8__points": 50,
    "ranks__jack__points": 10,
    "ranks__queen__points": 10,
    "ranks__king__points": 10,
    "ranks__ace__points": 1,
}


def _collect(**overrides):
    """Classic where the winner collects, to 100, with Crazy Eights' card points."""
    return load(
        "classic",
        scoring__hand_points="winner_collects",
        match__end="points_limit",
        match__points_limit=100,
        **CRAZY_EIGHTS_POINTS,
        **overrides,
    )


def _out(rules, others: list[str], last: str = "hearts:9", top: str = "hearts:10"):
    """A round in which seat 0 lays its last card; the others hold `others`."""
    state = position(rules, hands=[last, *others], top=top)
    events = act(state, f"play {last}")
    assert state.over
    return state, events


# -- 11.1.1 the winner collects, first to N ---------------------------------------------------
def test_the_winner_collects_the_others_points_and_the_first_to_100_wins():
    """11.1.1. CE1 (Crazy Eights, "Scoring"): "The first player to discard his or her last card
    gets points for all the cards remaining in the other players' hands. Each 8 counts 50, each
    face card 10, and each ace 1. [...] A game is 100 points." U1 (UNO) the same to 500. Seat 1
    holds 8S KD (60); the note's 3C AH (4) is clubs:9 and hearts:ace here (10): seat 0 scores 70,
    the others 0. A second round in which seat 0 collects 40 ends the match: seat 0 wins with
    the highest total."""
    rules = _collect()
    assert rules.match_winner == "highest_total"
    match = Match(rules, 3, seed=1)
    state, events = _out(rules, ["spades:8 diamonds:king", "clubs:9 hearts:ace"])
    assert only(rules, events, "round_end") == [("round_end", 0, (70, 0, 0))]
    match.finish_round(state)
    assert not match.over and match.leaders() == [0]
    state, _ = _out(rules, ["hearts:10 clubs:10", "spades:king diamonds:queen"], top="hearts:7")
    assert state.result is not None and state.result.scores == (40, 0, 0)
    match.finish_round(state)
    assert match.totals == [110, 0, 0] and match.over and match.leaders() == [0]


def test_a_match_to_the_limit_is_led_by_the_highest_total():
    """11.1.1. "First player to reach specific number of points" (CE2, "Variations"): while the
    match goes on, the highest total leads; the lowest total is last."""
    rules = _collect()
    match = Match(rules, 3, seed=1, totals=[30, 80, 10], wins=[1, 1, 0])
    assert match.leaders() == [1] and not match.over


# -- 11.1.2 penalty points, the limit ends it, the lowest wins -------------------------------
def test_penalty_points_to_a_limit_end_the_match_and_the_lowest_total_wins():
    """11.1.2. T5 (Tschau Sepp, "Das Ziel der Partie", B): "Es werden so viele Runden gespielt,
    bis ein Spieler 200 Punkte oder mehr erreicht. Gewinner der Partie ist, wer am Ende die
    wenigsten Punkte hat." Totals 150, 90, 199: seat 1 goes out, seat 2 takes 5 (a Jack and a
    Queen here) and reaches 204; the match ends and seat 1, with 90, wins it."""
    rules = load("classic", match__end="points_limit", match__points_limit=200)
    assert rules.match_winner == "lowest_total"
    match = Match(rules, 3, seed=1, totals=[150, 90, 199], wins=[0, 0, 0])
    state = position(
        rules, hands=["hearts:7", "hearts:9", "clubs:jack spades:queen"], top="hearts:10", turn=1
    )
    act(state, "play hearts:9")
    assert state.result is not None and state.result.scores == (7, 0, 5)
    match.finish_round(state)
    assert match.totals == [157, 90, 204] and match.over and match.leaders() == [1]


# -- 11.1.4 points per colour -----------------------------------------------------------------
def test_a_colour_may_count_its_points_double():
    """11.1.4. W1 (Whot, "Game Components"): "Note: Star cards are scored double points during
    scoring." The note's star-5 and circle-5 are red:5 and blue:5 here, red counting double: the
    loser holding both scores 15 (10 and 5)."""
    rules = load("noris", scoring__colour_factors={"red": 2})
    state = position(rules, hands=["green:1", "red:5 blue:5"], top="green:2")
    events = act(state, "play green:1")
    assert only(rules, events, "round_end") == [("round_end", 0, (0, 15))]


def test_colour_factors_count_for_the_collector_too():
    """11.1.4 with 11.1.1: a star card left in a loser's hand counts double for the winner who
    collects it (W1's note applies to all scoring)."""
    rules = load(
        "noris", scoring__colour_factors={"red": 2}, scoring__hand_points="winner_collects"
    )
    state = position(rules, hands=["green:1", "red:5 blue:5"], top="green:2")
    events = act(state, "play green:1")
    assert only(rules, events, "round_end") == [("round_end", 0, (15, 0))]


# -- 11.7.2 no reshuffle: the empty stock ends the round --------------------------------------
def _stock_out(**overrides):
    """Seat 1 to play on diamonds:9 with no card that fits, and nothing left to draw: seat 0
    holds 5 points (a Jack and a Queen), seat 1 12 (King and 8), seat 2 20 (Ace and 9)."""
    rules = load("classic", rules__reshuffle="none", **overrides)
    state = position(
        rules,
        hands=["clubs:jack hearts:queen", "spades:king hearts:8", "hearts:ace spades:9"],
        top="diamonds:9",
        turn=1,
        rest="discard",
    )
    assert not state.draw and len(state.discard) > 1  # a reshuffle could have made a pile
    return rules, state


def test_the_empty_stock_ends_the_round_and_the_lowest_hand_collects_the_difference():
    """11.7.2. CE2 (Crazy Eights, "Basic play"): "If the players run out of cards in the deck,
    the player with the lowest point score in their hand scores the difference between that
    hand and each opponent's hand." Seat 1 cannot play and must draw from the empty stock: the
    round ends; seat 0 (5 points) scores 7 + 15 = 22 from seat 1 (12) and seat 2 (20)."""
    rules, state = _stock_out(
        rules__empty_stock="end_round", scoring__hand_points="winner_collects"
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert state.over and state.result is not None and state.result.blocked
    assert only(rules, events, "reshuffle", "draw", "round_end") == [("round_end", 0, (22, 0, 0))]
    assert events[-1][3]["ended"] == "stock_empty"


def test_the_empty_stock_ends_a_penalty_round_like_a_blocked_one():
    """11.7.2 under penalty points (the glossary's "the points for the cards remaining in each
    players hand will be totaled", rummyrulebook.com "Stock depleted"): each hand counts
    against its holder, the lowest hand wins and scores nothing."""
    rules, state = _stock_out(rules__empty_stock="end_round")
    events = act(state, "draw")
    assert only(rules, events, "round_end") == [("round_end", 0, (0, 12, 20))]


def test_without_a_reshuffle_a_player_who_cannot_draw_passes():
    """11.7.2, the other reading (CE2, "Basic play": "If the player cannot play when the stock
    pile is exhausted, that player must pass"): no reshuffle, the turn passes on."""
    rules, state = _stock_out()
    events = act(state, "draw")
    assert not state.over and state.turn == 2 and state.phase == S.TURN
    assert only(rules, events, "reshuffle", "pass") == [("pass", 1, True)]


def test_with_a_reshuffle_the_empty_stock_ends_the_round_only_when_nothing_is_left():
    """`empty_stock: end_round` with the usual reshuffle: the discard pile becomes the stock,
    and the round goes on (D-5's reshuffle and CE2's end are two readings of one page)."""
    rules = load("classic", rules__empty_stock="end_round")
    state = position(
        rules,
        hands=["clubs:jack", "spades:king hearts:8", "hearts:ace"],
        top="diamonds:9",
        turn=1,
        rest="discard",
    )
    events = act(state, "draw")
    assert not state.over
    assert [e[0] for e in events if e[0] in (EV.RESHUFFLE, EV.DRAW)] == [EV.RESHUFFLE, EV.DRAW]


# -- a turn limit (no stored source) ----------------------------------------------------------
def test_a_round_that_reaches_its_turn_limit_ends_as_a_blocked_round():
    """No published rule counts turns (W1 and W2 end on a clock, section 1 "A turn limit"): a
    round of at most two turns ends before the third and is scored as a blocked round, the
    lowest hand winning."""
    rules = load("classic", rules__turn_limit=2)
    state = position(
        rules,
        hands=["hearts:9 clubs:ace", "hearts:10 spades:queen", "hearts:king clubs:8"],
        top="hearts:7",
    )
    act(state, "play hearts:9 call")
    assert not state.over and state.turn == 1
    events = act(state, "play hearts:10 call")
    assert state.over and state.result is not None and state.result.blocked
    assert only(rules, events, "round_end") == [("round_end", 1, (11, 0, 12))]
    assert events[-1][3]["ended"] == "turn_limit"


# -- 11.1.3 play on until one player is left --------------------------------------------------
def _macau(**overrides):
    return load("classic", rules__round_end="one_left", **overrides)


def test_play_goes_on_until_one_player_holds_cards():
    """11.1.3. H3 and H5 (Macau, "Gameplay"): "in instances of more than 2 players, game play
    continues until only one player is left with cards"; H7: "The game continues until only
    one player is left with at least one card." T4 (Tschau Sepp): "Jeder Spieler der „Tschau
    Sepp“ sagen kann scheidet aus." Four players: seat 2 goes out and play goes on with seats
    3, 0 and 1; a skip (classic's 8) played by seat 1 with seat 2 out reaches seat 3; seat 0
    goes out, then seat 3; the round ends, seat 1 is the loser and scores its hand, the first
    out (seat 2) wins it."""
    rules = _macau()
    state = position(
        rules,
        hands=[
            "hearts:9 hearts:ace",
            "hearts:8 diamonds:7 spades:10",
            "hearts:queen",
            "hearts:king hearts:10",
        ],
        top="hearts:7",
        draw="clubs:7",
        turn=2,
    )
    events = act(state, "play hearts:queen")
    assert only(rules, events, "went_out", "turn") == [("went_out", 2, 1), ("turn", 3, None)]
    assert not state.over and 2 not in [s for s in range(4) if legal_texts(state, s)]
    act(state, "play hearts:king call")
    act(state, "play hearts:9 call")
    events = act(state, "play hearts:8")
    assert only(rules, events, "skipped", "turn") == [("skipped", 3, None), ("turn", 0, None)]
    events = act(state, "play hearts:ace")
    assert only(rules, events, "went_out", "turn") == [("went_out", 0, 2), ("turn", 1, None)]
    act(state, "draw")
    act(state, "pass")
    assert state.turn == 3
    events = act(state, "play hearts:10")
    assert only(rules, events, "went_out", "round_end") == [
        ("went_out", 3, 3),
        ("round_end", 2, (0, 24, 0, 0)),
    ]
    assert state.finished == (2, 0, 3)


def test_the_first_out_collects_the_last_holders_points():
    """11.1.3 with 11.1.1: where the winner collects, the first out takes the loser's points
    (the others out score nothing). Seat 0 goes out, seat 2 next; seat 1 is left holding the
    King and the 8 and 7 it drew: 19 points, collected by seat 0."""
    rules = _macau(scoring__hand_points="winner_collects")
    state = position(
        rules,
        hands=["hearts:9", "spades:king", "hearts:10 hearts:ace"],
        top="hearts:7",
        draw="clubs:8 clubs:7",
    )
    act(state, "play hearts:9")
    assert not state.over and state.turn == 1
    act(state, "draw")
    act(state, "pass")
    act(state, "play hearts:10 call")
    act(state, "draw")
    act(state, "pass")
    events = act(state, "play hearts:ace")
    assert only(rules, events, "went_out", "round_end") == [
        ("went_out", 2, 2),
        ("round_end", 0, (19, 0, 0)),
    ]


def test_a_card_that_takes_a_player_out_still_acts_while_play_goes_on():
    """11.1.3: the round goes on, so the card that took a player out is carried out as any card
    is (classic's 7: the next player draws two), whatever `last_card_effects` says of the card
    that ends a round."""
    rules = _macau()
    assert not rules.last_card_effects
    state = position(
        rules, hands=["hearts:7", "spades:king clubs:9", "hearts:10 clubs:ace"], top="hearts:9"
    )
    events = act(state, "play hearts:7")
    assert only(rules, events, "went_out", "attack") == [
        ("went_out", 0, 1),
        ("attack", 1, ("draw", 2)),
    ]


def test_little_ravens_turn_limit_house_rule_keeps_a_round_short():
    """huch's house rule D-66, proposed (no published rule counts turns; section 1 "A turn
    limit"): a round lasts at most 60 turns, then the smallest hand wins: huch scores wins and
    its blocked round goes to the fewest cards (D-7), ties to the first in turn order from the
    player to act. Random rounds at 2, 4 and 6 seats never pass the limit, and one that reaches
    it is won by a smallest hand."""
    from game.engine import new_round
    from tests.rules.scenario import play_out

    limited = 0
    for players in (2, 4, 6):
        rules = load("huch", rules__turn_limit=60)
        for seed in range(12):
            state, _ = new_round(rules, players, seed)
            events = play_out(state, seed)
            assert state.over and state.turn_no <= 61  # the 61st turn ends it, unplayed
            end = events[-1]
            if end[3].get("ended") == "turn_limit":
                limited += 1
                assert state.result is not None and state.result.blocked
                assert state.sizes[end[1]] == min(state.sizes)
    assert limited  # the limit was reached, so its ending was judged
