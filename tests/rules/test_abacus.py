"""Scenario tests for the `abacus` ruleset: book 002, "Alles andere als Mau!" (German and English
halves; digest: ../shared/RULES.md, section `abacus`), and the decisions it takes.

Every test builds a position, plays actions written as text, and asserts the events, the
resulting state and the legal actions. Each docstring names the book's section (German title,
English title in brackets where useful) or the decision.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, Match, actors, new_round, observe
from game.engine import events as EV
from game.engine import state as S
from game.engine.notation import position
from game.engine.state import Outcome
from tests.helpers import act, colour, hands, legal_texts, load

RULES = load("abacus")
COLOURS = ("red", "yellow", "green", "blue")


def trace(state, events) -> list[str]:
    """Events in a short readable form: "play 0 red:7", "skipped 1", "turn 2", ..."""
    rules = state.rules
    card = rules.card_to_text
    out = []
    for kind, seat, a, b in events:
        name = EV.NAMES[kind]
        if kind in (EV.PLAY, EV.JUMP, EV.DEFEND, EV.DRAW):
            out.append(f"{name} {seat} {card(a)}")
        elif kind == EV.COLOUR:
            out.append(f"{name} {seat} {rules.colour_name(a)}")
        elif kind == EV.ATTACK:
            out.append(f"{name} {seat} {a} {b}")
        elif kind == EV.ROUND_END:
            out.append(f"{name} {seat} {list(a)}")
        elif kind == EV.REVEAL:
            out.append(f"{name} {seat} " + " ".join(card(t) for t in a))
        elif kind == EV.TRADE:
            out.append(f"{name} {seat}->{a}")
        elif kind == EV.TRADE_CHOSEN:
            out.append(f"{name} {seat} {a} {b}")
        elif kind in (EV.TURN, EV.SKIPPED, EV.PASS, EV.TRADE_CANCELLED):
            out.append(f"{name} {seat}")
        else:
            out.append(f"{name} {seat} {a}")
    return out


# -- the deck and the deal ------------------------------------------------------------------
def test_deck_of_112_cards():
    """Book 002, "INHALT" / "CONTENTS": 112 cards, 26 per colour (0, 1, 3, 4, 5, 7, 8 and 2+
    twice, 6/9 four times, Skip, Trade Hands and X+ twice) and 8 black "Your Choice" cards."""
    counts = {RULES.card_to_text(t): k for t, k in enumerate(RULES.deck_counts) if k}
    assert len(RULES.deck) == 112
    assert counts["your_choice"] == 8
    for c in COLOURS:
        per_colour = {key.split(":")[1]: k for key, k in counts.items() if key.startswith(c + ":")}
        assert per_colour == {
            "0": 2,
            "1": 2,
            "2plus": 2,
            "3": 2,
            "4": 2,
            "5": 2,
            "6_9": 4,
            "7": 2,
            "8": 2,
            "skip": 2,
            "trade_hands": 2,
            "xplus": 2,
        }
        assert sum(per_colour.values()) == 26


def test_number_and_symbol_cards():
    """Book 002, "KARTENERKLÄRUNGEN": the number cards are 0, 1, 2+, 3, 4, 5, 6/9, 7, 8 (no plain 2,
    6 or 9); Skip, Trade Hands, X+ and Your Choice are symbol cards."""
    numbers = [r for i, r in enumerate(RULES.ranks) if RULES.rank_is_number[i]]
    symbols = [r for i, r in enumerate(RULES.ranks) if not RULES.rank_is_number[i]]
    assert numbers == ["0", "1", "2plus", "3", "4", "5", "6_9", "7", "8"]
    assert symbols == ["skip", "trade_hands", "xplus", "your_choice"]
    with pytest.raises(ValueError):
        RULES.card_from_text("red:2")


def test_deal_seven_and_the_dealer_begins():
    """Book 002, "SPIELVORBEREITUNG" and "SPIELVERLAUF": the dealer deals 7 cards each, turns one
    card face up, and begins ("Der Geber beginnt das Spiel")."""
    state, events = new_round(RULES, players=4, seed=5, dealer=2)
    assert state.sizes == [7, 7, 7, 7]
    assert state.card_count() == 112
    assert (state.dealer, state.turn) == (2, 2)
    assert events[-1] == (EV.TURN, 2, 1, None)


def test_special_start_card_is_slid_under():
    """D-10: a start card with an effect (a 2+ included) is slid under and the next card turned."""
    assert RULES.type_special[RULES.card_from_text("red:2plus")]
    assert not RULES.type_special[RULES.card_from_text("red:0")]
    for seed in range(300):
        state, events = new_round(RULES, players=3, seed=seed)
        slid = [e[2] for e in events if e[0] == EV.START_CARD and e[3]]
        if slid:
            break
    else:
        pytest.fail("no seed turned a special start card")
    assert all(RULES.type_special[t] for t in slid)
    assert not RULES.type_special[state.top]
    assert state.discard == list(reversed(slid)) + [state.top]


# -- matching -------------------------------------------------------------------------------
def test_match_by_colour_number_or_symbol():
    """Book 002, "SPIELVERLAUF": the card must show the same colour, number or symbol as the top
    card ("Auf eine blaue 4 kann jede blaue Karte oder jede 4 einer anderen Farbe gelegt werden")."""
    state = position(
        RULES,
        hands=[
            "blue:7 red:4 green:5 blue:skip yellow:8",
            "red:1 red:3 red:5",
            "red:7 red:8 green:8",
        ],
        top="blue:4",
    )
    assert legal_texts(state) == ["play blue:7", "play blue:skip", "play red:4"]
    symbol = position(
        RULES,
        hands=["green:skip red:xplus yellow:1", "red:1 red:3 red:5", "red:7 red:8 green:8"],
        top="blue:skip",
    )
    assert legal_texts(symbol) == ["play green:skip"]


def test_6_9_matches_6_9():
    """Book 002, "6/9 (Sechs und Neun)": the 6 and the 9 are the same card, so a 6/9 goes on a 6/9
    of any colour."""
    state = position(
        RULES,
        hands=["red:6_9 blue:5 yellow:1", "yellow:3 yellow:7 yellow:8", "red:7 red:8 green:8"],
        top="green:6_9",
    )
    assert legal_texts(state) == ["play red:6_9"]
    events = act(state, "play red:6_9")
    assert trace(state, events) == ["play 0 red:6_9", "turn 1"]
    assert colour(state) == "red"


def test_no_match_draw_one_and_the_turn_ends():
    """Book 002, "SPIELVERLAUF": without a matching card the player draws 1 card as a penalty;
    then the next player is on — even if the card drawn matches."""
    state = position(
        RULES,
        hands=["green:1 yellow:3 blue:5", "yellow:4 yellow:7 yellow:8", "red:7 red:8 green:8"],
        top="red:4",
        draw="red:1",
    )
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert trace(state, events) == ["draw 0 red:1", "turn 1"]
    assert (state.turn, state.phase) == (1, S.TURN)
    assert hands(state)[0] == "red:1 yellow:3 green:1 blue:5"


def test_must_play_a_matching_card():
    """Book 002, "SPIELVERLAUF": "muss er 1 passende Karte ... spielen" (D-4: no drawing instead)."""
    state = position(
        RULES,
        hands=["green:1 red:3 blue:5", "yellow:4 yellow:7 yellow:8", "red:7 red:8 green:8"],
        top="red:4",
    )
    assert legal_texts(state) == ["play red:3"]
    with pytest.raises(IllegalAction):
        act(state, "draw")


# -- jumping in ("Dazwischenwerfen") ---------------------------------------------------------
def jump_table():
    return position(
        RULES,
        hands=[
            "red:4 blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:7 blue:7 yellow:7",
            "red:4 green:5 yellow:1",
            "blue:8 blue:1 green:8",
        ],
        top="red:3",
        draw="green:7 yellow:5",
    )


def test_jump_in_with_the_exact_card_skips_the_players_in_between():
    """Book 002, "Ausnahme: Dazwischenwerfen": a player holding exactly the same number card as the
    top card may throw it in, also out of turn; play goes on with the jumper's left neighbour, so
    players in between are skipped."""
    state = jump_table()
    act(state, "play red:4")
    assert state.turn == 1
    # The window is open for every seat with cards (who is asked tells nobody who holds what);
    # only seat 3 holds the red 4, so only seat 3 may throw it in.
    assert actors(state) == [1, 0, 2, 3, 4]
    assert legal_texts(state, 3) == ["jump red:4"]
    assert legal_texts(state, 0) == legal_texts(state, 2) == legal_texts(state, 4) == []
    events = act(state, "jump red:4", seat=3)
    assert trace(state, events) == ["jump 3 red:4", "turn 4"]
    assert state.turn == 4
    assert hands(state)[3] == "yellow:1 green:5"


def test_jump_in_only_with_the_same_colour_and_number():
    """Book 002, "Dazwischenwerfen": "genau die gleiche Zahlenkarte" — a 4 of another colour, or
    another red card, may not be thrown in."""
    state = position(
        RULES,
        hands=[
            "red:4 blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "blue:4 red:5 yellow:4",
            "red:7 green:5 yellow:1",
        ],
        top="red:3",
    )
    act(state, "play red:4")
    assert actors(state) == [1, 0, 2, 3]  # asked, every seat with cards ...
    assert [legal_texts(state, s) for s in (0, 2, 3)] == [[], [], []]  # ... none may throw in
    with pytest.raises(IllegalAction):
        act(state, "jump blue:4", seat=2)


def test_jump_in_with_a_6_9():
    """Book 002, "6/9": "Da es diese Karte in jeder Farbe viermal gibt, kann man mit ihr besonders
    gut dazwischenwerfen."""
    state = position(
        RULES,
        hands=[
            "red:6_9 blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:6_9 blue:7 yellow:7",
            "blue:6_9 green:5 yellow:1",
        ],
        top="red:3",
    )
    act(state, "play red:6_9")
    assert legal_texts(state, 2) == ["jump red:6_9"]
    assert legal_texts(state, 3) == []
    assert trace(state, act(state, "jump red:6_9", seat=2)) == ["jump 2 red:6_9", "turn 3"]


def test_no_jump_in_with_symbol_cards():
    """Book 002, "Dazwischenwerfen": "Dies gilt nicht für Symbolkarten" / "SYMBOLKARTEN": "Man kann
    mit ihnen jedoch nicht dazwischenwerfen."""
    state = position(
        RULES,
        hands=[
            "red:trade_hands blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:trade_hands blue:7 yellow:7",
        ],
        top="red:3",
    )
    act(state, "play red:trade_hands target=left")
    assert state.top == RULES.card_from_text("red:trade_hands")
    # The trade waits for the affected players (seats 1 and 2), none of whom holds a red 0;
    # seat 2's red Trade Hands, the very same card, may not be thrown in.
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1, 2])
    assert legal_texts(state, 1) == legal_texts(state, 2) == []
    with pytest.raises(IllegalAction):
        act(state, "jump red:trade_hands", seat=2)
    act(state, "resolve")
    assert state.top == RULES.card_from_text("red:trade_hands")
    assert actors(state) == [1]
    assert legal_texts(state, 0) == legal_texts(state, 2) == []  # the card went on to seat 0
    with pytest.raises(IllegalAction):
        act(state, "jump red:trade_hands", seat=0)


def test_jump_in_closed_after_the_next_regular_action():
    """Book 002, "Dazwischenwerfen": "sofort" (D-8) — once the next player has acted, it is too
    late to throw in."""
    state = jump_table()
    act(state, "play red:4")
    events = act(state, "draw")  # seat 1 holds nothing red and no 4
    assert trace(state, events) == ["draw 1 green:7", "turn 2"]
    assert legal_texts(state, 3) == []
    with pytest.raises(IllegalAction, match="too late"):
        act(state, "jump red:4", seat=3)


def test_jump_in_with_ones_own_second_copy():
    """Book 002, "Dazwischenwerfen": any player holding the same card may throw it in ("auch wenn
    er selbst gerade nicht an der Reihe ist") — the player who just played it too."""
    state = position(
        RULES,
        hands=["red:4 red:4 blue:5 green:1", "green:3 yellow:3 yellow:8", "red:7 blue:7 yellow:7"],
        top="red:3",
    )
    act(state, "play red:4")
    assert actors(state) == [1, 0, 2]
    assert legal_texts(state, 0) == ["jump red:4"]
    assert legal_texts(state, 2) == []
    assert trace(state, act(state, "jump red:4", seat=0)) == ["jump 0 red:4", "turn 1"]
    assert state.sizes[0] == 2


def test_jump_in_leaving_one_card_needs_the_call():
    """Book 002, "Achtung! rufen": a jump-in that leaves one card must be called with it."""
    state = position(
        RULES,
        hands=["red:4 blue:5 green:1", "green:3 yellow:3 yellow:8", "red:4 yellow:1"],
        top="red:3",
        draw="green:7 yellow:5",
    )
    act(state, "play red:4")
    assert legal_texts(state, 2) == ["jump red:4", "jump red:4 call"]
    events = act(state, "jump red:4", seat=2)
    assert trace(state, events) == [
        "jump 2 red:4",
        "missed_call 2 achtung",
        "penalty 2 2",
        "draw 2 green:7",
        "draw 2 yellow:5",
        "turn 0",
    ]


def test_jumped_2plus_adds_to_the_pending_total():
    """Book 002, "2+" / "Dazwischenwerfen" (D-18: "the next player to the left has to draw the
    appropriate number of cards"): a 2+ thrown in on a pending 2+ adds to it; the jumper's left
    neighbour draws 4."""
    state = position(
        RULES,
        hands=[
            "red:2plus blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:7 blue:7 yellow:7",
            "red:2plus green:5 yellow:1",
            "blue:8 blue:1 green:8",
        ],
        top="red:3",
        draw="green:7 yellow:5 yellow:4 blue:4",
    )
    act(state, "play red:2plus")
    assert (state.turn, state.phase, state.pend) == (1, S.ATTACK, 2)
    assert legal_texts(state, 3) == ["jump red:2plus"]
    events = act(state, "jump red:2plus", seat=3)
    assert trace(state, events) == ["jump 3 red:2plus", "attack 4 draw 4"]
    assert (state.turn, state.pend) == (4, 4)
    events = act(state, "accept")
    assert trace(state, events) == [
        "draw 4 green:7",
        "draw 4 yellow:5",
        "draw 4 yellow:4",
        "draw 4 blue:4",
        "turn 0",
    ]
    assert state.sizes == [2, 3, 3, 2, 7]


def test_no_jump_in_during_an_attack_when_flipped():
    """D-18 flipped (`jump_in.during_attack: forbidden`): nobody may throw a 2+ in on a pending 2+."""
    rules = load("abacus", rules__jump_in__during_attack="forbidden")
    state = position(
        rules,
        hands=[
            "red:2plus blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:7 blue:7 yellow:7",
            "red:2plus green:5 yellow:1",
        ],
        top="red:3",
    )
    act(state, "play red:2plus")
    assert actors(state) == [1]
    assert legal_texts(state, 3) == []
    with pytest.raises(IllegalAction):
        act(state, "jump red:2plus", seat=3)


# -- 0 and 2+ -------------------------------------------------------------------------------
def test_0_is_a_plain_number_card():
    """Book 002, "0 (Stop)": "Man kann die 0 als ganz normale Zahlenkarte spielen" — on its colour
    or on another 0."""
    state = position(
        RULES,
        hands=["red:0 blue:0 green:1", "green:3 yellow:3 yellow:8", "red:7 blue:7 yellow:7"],
        top="red:5",
    )
    assert legal_texts(state) == ["play red:0"]
    assert trace(state, act(state, "play red:0")) == ["play 0 red:0", "turn 1"]
    other = position(
        RULES,
        hands=["red:0 yellow:4 green:1", "green:3 yellow:3 yellow:8", "red:7 blue:7 yellow:7"],
        top="blue:0",
    )
    assert legal_texts(other) == ["play red:0"]


def test_2plus_next_draws_two_and_is_skipped():
    """Book 002, "2+ (Zwei ziehen)": the next player draws 2 cards and sits out; their left
    neighbour is on."""
    state = position(
        RULES,
        hands=[
            "red:2plus blue:5 green:1",
            "green:3 yellow:3 yellow:8",
            "red:7 blue:7 yellow:7",
            "red:1 green:5 yellow:1",
        ],
        top="red:3",
        draw="green:7 yellow:5",
    )
    events = act(state, "play red:2plus")
    assert trace(state, events) == ["play 0 red:2plus", "attack 1 draw 2"]
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert trace(state, events) == ["draw 1 green:7", "draw 1 yellow:5", "turn 2"]
    assert state.sizes[1] == 5


def test_2plus_stacks_with_any_colour_4_then_6():
    """Book 002, "2+": the victim may play another 2+ of any colour; then their left neighbour must
    draw 4, and so on (6)."""
    state = position(
        RULES,
        hands=[
            "red:2plus blue:5 green:1",
            "blue:2plus yellow:3 yellow:8",
            "green:2plus blue:7 yellow:7",
            "red:1 green:5 yellow:1",
            "blue:8 blue:1 green:8",
        ],
        top="red:3",
        draw="red:5 red:7 red:8 yellow:4 yellow:5 green:3",
    )
    act(state, "play red:2plus")
    assert legal_texts(state) == ["accept", "play blue:2plus"]
    assert trace(state, act(state, "play blue:2plus")) == ["play 1 blue:2plus", "attack 2 draw 4"]
    assert trace(state, act(state, "play green:2plus")) == ["play 2 green:2plus", "attack 3 draw 6"]
    events = act(state, "accept")
    assert trace(state, events)[-1] == "turn 4"
    assert [t for t in trace(state, events) if t.startswith("draw")] == [
        f"draw 3 {c}" for c in ["red:5", "red:7", "red:8", "yellow:4", "yellow:5", "green:3"]
    ]
    assert state.sizes == [2, 2, 2, 9, 3]


def test_0_of_the_same_colour_defends_against_2plus():
    """Book 002, "2+": the victim plays a "farblich passende 0"; play goes on normally with their
    left neighbour. A 0 of another colour does not defend. A defence is told apart from a play."""
    state = position(
        RULES,
        hands=[
            "red:2plus blue:5 green:1",
            "red:0 blue:0 yellow:8",
            "red:7 blue:7 yellow:7",
            "red:1 green:5 yellow:1",
        ],
        top="red:3",
    )
    draw_pile = len(state.draw)
    act(state, "play red:2plus")
    assert legal_texts(state) == ["accept", "defend red:0"]
    with pytest.raises(IllegalAction):
        act(state, "defend blue:0")
    events = act(state, "defend red:0")
    assert trace(state, events) == ["defend 1 red:0", "turn 2"]
    assert events[0][0] == EV.DEFEND
    assert (state.turn, state.phase, state.pend) == (2, S.TURN, 0)
    assert state.sizes == [2, 2, 3, 3] and len(state.draw) == draw_pile
    assert legal_texts(state) == ["play red:7"]


def test_0_defends_against_the_last_2plus_of_a_stack():
    """Book 002, "0 (Stop)": "Die 0 muss aber die gleiche Farbe haben, wie die Karte, vor der man
    sich schützen möchte" — after a stack, the colour of the 2+ on top counts."""
    state = position(
        RULES,
        hands=[
            "red:2plus blue:5 green:1",
            "blue:2plus yellow:3 yellow:8",
            "red:0 blue:0 yellow:7",
            "red:1 green:5 yellow:1",
        ],
        top="red:3",
    )
    act(state, "play red:2plus")
    act(state, "play blue:2plus")
    assert legal_texts(state) == ["accept", "defend blue:0"]
    assert trace(state, act(state, "defend blue:0")) == ["defend 2 blue:0", "turn 3"]


# -- Skip -----------------------------------------------------------------------------------
def skip_table(rules=RULES):
    return position(
        rules,
        hands=[
            "red:skip blue:5 green:1",
            "blue:skip red:8 yellow:8",
            "blue:7 green:7 yellow:7",
            "green:skip green:5 yellow:1",
            "blue:8 blue:1 green:8",
            "green:4 yellow:4 blue:4",
        ],
        top="red:3",
    )


def test_skip_next_player_sits_out():
    """Book 002, "Aussetzen": the next player is passed over."""
    state = position(
        RULES,
        hands=["red:skip blue:5 green:1", "yellow:3 red:8 yellow:8", "blue:7 red:7 yellow:7"],
        top="red:3",
    )
    events = act(state, "play red:skip")
    # Asked like any victim, seat 1 holds no Skip and no red 0: sitting out is all it may do.
    assert trace(state, events) == ["play 0 red:skip", "attack 1 skip 1"]
    assert legal_texts(state) == ["accept"]
    assert trace(state, act(state, "accept")) == ["skipped 1", "turn 2"]
    assert legal_texts(state) == ["play red:7"]


def test_skip_victim_holding_an_answer_may_accept():
    """Book 002, "Aussetzen": the victim may protect themselves, or sit out."""
    state = skip_table()
    events = act(state, "play red:skip")
    assert trace(state, events) == ["play 0 red:skip", "attack 1 skip 1"]
    assert legal_texts(state) == ["accept", "play blue:skip"]
    assert trace(state, act(state, "accept")) == ["skipped 1", "turn 2"]


def test_stacked_skip_makes_the_next_two_sit_out():
    """Book 002, "Aussetzen": the victim plays another Skip of any colour: "Dann müssen jetzt die
    nächsten zwei Spieler aussetzen" — as many skipped as Skips played in a row."""
    state = position(
        RULES,
        hands=[
            "red:skip blue:5 green:1",
            "blue:skip red:8 yellow:8",
            "blue:7 green:7 yellow:7",
            "yellow:3 green:5 yellow:1",
            "blue:8 blue:1 green:8",
        ],
        top="red:3",
    )
    act(state, "play red:skip")
    events = act(state, "play blue:skip")
    # Each of the two is asked in turn (D-26); neither holds a Skip or a blue 0.
    assert trace(state, events) == ["play 1 blue:skip", "attack 2 skip 2"]
    assert legal_texts(state) == ["accept"]
    assert trace(state, act(state, "accept")) == ["skipped 2", "attack 3 skip 1"]
    assert legal_texts(state) == ["accept"]
    assert trace(state, act(state, "accept")) == ["skipped 3", "turn 4"]
    assert legal_texts(state) == ["play blue:1", "play blue:8"]


def test_each_player_who_would_be_skipped_may_answer():
    """D-26 (book 002, "Aussetzen"): each player in turn who would be skipped may answer; a third
    Skip in a row passes over the next three players after its player."""
    state = skip_table()
    act(state, "play red:skip")
    events = act(state, "play blue:skip")
    assert trace(state, events) == ["play 1 blue:skip", "attack 2 skip 2"]
    assert legal_texts(state) == ["accept"]  # seat 2 holds nothing to answer with
    assert trace(state, act(state, "accept")) == ["skipped 2", "attack 3 skip 1"]
    assert legal_texts(state) == ["accept", "play green:skip"]
    events = act(state, "play green:skip")
    assert trace(state, events) == ["play 3 green:skip", "attack 4 skip 3"]
    # The three players after seat 3 are asked in turn; none holds an answer.
    for seat, then in ((4, "attack 5 skip 2"), (5, "attack 0 skip 1"), (0, "turn 1")):
        assert (state.turn, legal_texts(state)) == (seat, ["accept"])
        assert trace(state, act(state, "accept")) == [f"skipped {seat}", then]
    assert state.turn == 1


def test_only_the_first_victim_answers_when_flipped():
    """D-26 flipped (`chain_answer: first_only`): the second player skipped by a stack may not
    answer."""
    state = skip_table(load("abacus", ranks__skip__effects__0__skip__chain_answer="first_only"))
    act(state, "play red:skip")
    events = act(state, "play blue:skip")
    # The first player skipped by the stack is asked (and holds no answer) ...
    assert trace(state, events) == ["play 1 blue:skip", "attack 2 skip 2"]
    assert legal_texts(state) == ["accept"]
    # ... the second is not, although seat 3 holds green:skip.
    assert trace(state, act(state, "accept")) == ["skipped 2", "skipped 3", "turn 4"]


def test_0_of_the_same_colour_defends_against_skip():
    """Book 002, "Aussetzen": the victim plays a "farblich passende 0"; play goes on with their
    left neighbour."""
    state = position(
        RULES,
        hands=["red:skip blue:5 green:1", "red:0 yellow:0 yellow:8", "blue:7 red:7 yellow:7"],
        top="red:3",
    )
    act(state, "play red:skip")
    assert legal_texts(state) == ["accept", "defend red:0"]
    events = act(state, "defend red:0")
    assert trace(state, events) == ["defend 1 red:0", "turn 2"]
    assert legal_texts(state) == ["play red:7"]


def test_0_defends_the_second_victim_of_a_skip_chain():
    """Book 002, "Aussetzen" with "0 (Stop)" and D-26: the second skipped player defends with a 0 in
    the colour of the Skip on top; play goes on left of the defender."""
    state = position(
        RULES,
        hands=[
            "red:skip blue:5 green:1",
            "blue:skip red:8 yellow:8",
            "yellow:7 green:7 yellow:3",
            "blue:0 red:0 yellow:1",
            "blue:8 blue:1 green:8",
        ],
        top="red:3",
    )
    act(state, "play red:skip")
    events = act(state, "play blue:skip")
    assert trace(state, events) == ["play 1 blue:skip", "attack 2 skip 2"]
    assert legal_texts(state) == ["accept"]
    assert trace(state, act(state, "accept")) == ["skipped 2", "attack 3 skip 1"]
    assert legal_texts(state) == ["accept", "defend blue:0"]
    assert trace(state, act(state, "defend blue:0")) == ["defend 3 blue:0", "turn 4"]


# -- Trade Hands ----------------------------------------------------------------------------
def trade_table(zero_for_2="green:skip yellow:7 blue:0"):
    return position(
        RULES,
        hands=[
            "red:trade_hands red:skip blue:5 green:1",
            "blue:skip red:8 yellow:8",
            zero_for_2,
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
    )


def test_trade_hands_swap_with_a_chosen_player():
    """Book 002, "Kartentausch": its player swaps hands with any other player; then play goes on
    left of the player who played the last card."""
    state = trade_table()
    assert legal_texts(state) == ["play red:skip"] + [
        f"play red:trade_hands target={t}" for t in ("1", "2", "3", "left", "right")
    ]
    events = act(state, "play red:trade_hands target=2")
    assert trace(state, events) == ["play 0 red:trade_hands", "trade_chosen 0 swap 2"]
    # The trade waits for seat 2's defence, whatever it holds; it has no red 0 to give.
    assert (state.phase, actors(state)) == (S.TRADE, [0, 2])
    assert legal_texts(state, 0) == ["resolve"] and legal_texts(state, 2) == []
    events = act(state, "resolve")
    assert trace(state, events) == ["trade 0->2", "trade 2->0", "turn 1"]
    assert hands(state) == [
        "yellow:7 green:skip blue:0",
        "red:8 yellow:8 blue:skip",
        "red:skip green:1 blue:5",
        "red:1 yellow:1 yellow:3 green:5",
    ]


def test_trade_hands_pass_left():
    """Book 002, "Kartentausch": everybody passes their hand to the left."""
    state = trade_table()
    events = act(state, "play red:trade_hands target=left")
    assert trace(state, events) == ["play 0 red:trade_hands", "trade_chosen 0 pass_left -1"]
    # Every other player is affected and asked; nobody holds a red 0.
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1, 2, 3])
    assert [legal_texts(state, s) for s in range(4)] == [["resolve"], [], [], []]
    events = act(state, "resolve")
    assert trace(state, events) == [
        "trade 0->1",
        "trade 1->2",
        "trade 2->3",
        "trade 3->0",
        "turn 1",
    ]
    assert hands(state) == [
        "red:1 yellow:1 yellow:3 green:5",
        "red:skip green:1 blue:5",
        "red:8 yellow:8 blue:skip",
        "yellow:7 green:skip blue:0",
    ]


def test_trade_hands_pass_right():
    """Book 002, "Kartentausch": everybody passes their hand to the right."""
    state = trade_table()
    events = act(state, "play red:trade_hands target=right")
    assert trace(state, events) == ["play 0 red:trade_hands", "trade_chosen 0 pass_right -1"]
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1, 2, 3])
    assert [legal_texts(state, s) for s in range(4)] == [["resolve"], [], [], []]
    events = act(state, "resolve")
    assert trace(state, events) == [
        "trade 0->3",
        "trade 1->0",
        "trade 2->1",
        "trade 3->2",
        "turn 1",
    ]
    assert hands(state) == [
        "red:8 yellow:8 blue:skip",
        "yellow:7 green:skip blue:0",
        "red:1 yellow:1 yellow:3 green:5",
        "red:skip green:1 blue:5",
    ]


def test_trade_cancelled_by_an_affected_players_0():
    """Book 002, "Kartentausch": every affected player may play a 0 of the card's colour before the
    trade, cancelling all of it; play goes on left of whoever played the last card (the defender)."""
    state = trade_table("green:skip red:0 yellow:7 blue:0")
    events = act(state, "play red:trade_hands target=2")
    assert trace(state, events) == ["play 0 red:trade_hands", "trade_chosen 0 swap 2"]
    assert (state.phase, actors(state)) == (S.TRADE, [0, 2])
    assert legal_texts(state, 0) == ["resolve"]
    assert legal_texts(state, 2) == ["defend red:0"]
    assert legal_texts(state, 1) == [] and legal_texts(state, 3) == []
    events = act(state, "defend red:0", seat=2)
    assert trace(state, events) == ["defend 2 red:0", "trade_cancelled 2", "turn 3"]
    assert hands(state)[0] == "red:skip green:1 blue:5"
    assert hands(state)[2] == "yellow:7 green:skip blue:0"


def test_trade_resolved_when_nobody_defends():
    """Book 002, "Kartentausch": an affected player may also let the trade happen; the trader then
    carries it out (`resolve`) and play goes on left of the trader."""
    state = trade_table("green:skip red:0 yellow:7 blue:0")
    act(state, "play red:trade_hands target=2")
    events = act(state, "resolve")
    assert trace(state, events) == ["trade 0->2", "trade 2->0", "turn 1"]
    assert hands(state)[0] == "red:0 yellow:7 green:skip blue:0"
    assert hands(state)[2] == "red:skip green:1 blue:5"


def test_trade_cancelled_by_any_player_when_passing():
    """Book 002, "Kartentausch": when all hands pass, every player is affected and may defend."""
    state = trade_table("green:skip red:0 yellow:7 blue:0")
    act(state, "play red:trade_hands target=left")
    assert actors(state) == [0, 1, 2, 3]  # every player is affected, and asked
    assert legal_texts(state, 2) == ["defend red:0"]
    assert legal_texts(state, 1) == legal_texts(state, 3) == []  # no red 0
    events = act(state, "defend red:0", seat=2)
    assert trace(state, events) == ["defend 2 red:0", "trade_cancelled 2", "turn 3"]
    assert state.sizes == [3, 3, 3, 4]


def test_trade_not_cancelled_by_an_unaffected_player_or_another_colour():
    """Book 002, "Kartentausch": only an affected player ("jeder betroffene Spieler"), and only with a
    0 of the card's colour ("passende"), may cancel the trade."""
    state = trade_table("green:skip red:0 yellow:7 blue:0")
    act(state, "play red:trade_hands target=1")  # seat 2 holds red:0 but is not affected
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1])
    assert legal_texts(state, 1) == legal_texts(state, 2) == []
    with pytest.raises(IllegalAction):
        act(state, "defend red:0", seat=2)
    assert trace(state, act(state, "resolve"))[-1] == "turn 1"
    assert state.phase == S.TURN
    assert hands(state)[0] == "red:8 yellow:8 blue:skip"
    other = trade_table("green:skip yellow:0 yellow:7 blue:0")
    act(other, "play red:trade_hands target=2")  # a 0, but not red
    assert (other.phase, actors(other)) == (S.TRADE, [0, 2])
    assert legal_texts(other, 2) == []
    with pytest.raises(IllegalAction):
        act(other, "defend yellow:0", seat=2)
    assert trace(other, act(other, "resolve"))[-1] == "turn 1"
    assert hands(other)[0] == "yellow:0 yellow:7 green:skip blue:0"


# -- X+ -------------------------------------------------------------------------------------
XDRAW = "red:5 red:7 red:8 yellow:3 yellow:4 yellow:5 green:1 green:3 green:4 green:5 blue:1 blue:3 blue:4"


def xplus_table(
    victim="your_choice blue:2plus yellow:6_9 red:4",
    rules=RULES,
    draw=XDRAW,
    third="green:skip red:1 yellow:7 blue:0",
):
    return position(
        rules,
        hands=["red:xplus blue:5 green:1", victim, third, "red:1 green:5 yellow:1 yellow:3"],
        top="red:3",
        draw=draw,
    )


def show(state):
    """The X+ victim holds no 0 of its colour: asked all the same, it may only show its hand."""
    assert (state.phase, legal_texts(state)) == (S.FORCE, ["accept"])
    return act(state, "accept")


def test_xplus_victim_reveals_and_plays_a_number_card_of_any_colour():
    """Book 002, "X+ (Karten ziehen)": the next player shows all their cards, then must play one
    number card of any colour (the book's example: not the Your Choice)."""
    state = xplus_table()
    events = act(state, "play red:xplus")
    assert trace(state, events) == ["play 0 red:xplus", "attack 1 reveal_and_force 0"]
    assert (state.turn, state.phase) == (1, S.FORCE)
    assert observe(state, 2).revealed[1] == ()  # nothing shown before the victim answers
    assert trace(state, show(state)) == ["reveal 1 red:4 yellow:6_9 blue:2plus your_choice"]
    assert (state.turn, state.phase) == (1, S.FORCED)
    view = observe(state, 2)
    assert [RULES.card_to_text(t) for t in view.revealed[1]] == [
        "red:4",
        "yellow:6_9",
        "blue:2plus",
        "your_choice",
    ]
    assert view.revealed[0] == () and view.revealed[3] == ()
    assert legal_texts(state) == ["play blue:2plus", "play red:4", "play yellow:6_9"]


def test_xplus_draws_the_value_and_uses_the_turn():
    """Book 002, "X+": the victim draws as many cards as the number played; D-19: that was their
    turn, play goes on to their left."""
    state = xplus_table()
    act(state, "play red:xplus")
    show(state)
    events = act(state, "play red:4")
    assert trace(state, events) == [
        "play 1 red:4",
        "draw 1 red:5",
        "draw 1 red:7",
        "draw 1 red:8",
        "draw 1 yellow:3",
        "turn 2",
    ]
    assert events[0][3] == "forced"
    assert state.sizes[1] == 7
    assert (state.turn, colour(state)) == (2, "red")


def test_xplus_6_9_counts_9():
    """Book 002, "X+": "Die Karte 6/9 gilt hierbei als 9."""
    state = xplus_table()
    act(state, "play red:xplus")
    show(state)
    events = act(state, "play yellow:6_9")
    assert len([t for t in trace(state, events) if t.startswith("draw 1")]) == 9
    assert state.sizes[1] == 3 + 9
    assert state.turn == 2


def test_xplus_0_counts_0():
    """Book 002, "X+" (digest: "0 counts 0"): a 0 played under X+ draws nothing. It is a forced
    play, not a defence, when the 0 is not of the X+'s colour."""
    state = xplus_table(victim="blue:0 yellow:skip yellow:8")
    act(state, "play red:xplus")
    show(state)
    assert legal_texts(state) == ["play blue:0", "play yellow:8"]
    events = act(state, "play blue:0")
    assert trace(state, events) == ["play 1 blue:0", "turn 2"]
    assert state.sizes[1] == 2


def test_xplus_victim_takes_a_normal_turn_when_flipped():
    """D-19 flipped (`loses_turn: false`): after the forced play and the draw, the victim takes a
    normal turn."""
    rules = load("abacus", ranks__xplus__effects__0__reveal_and_force__loses_turn=False)
    state = xplus_table(rules=rules)
    act(state, "play red:xplus")
    show(state)
    events = act(state, "play red:4")
    assert trace(state, events)[-1] == "turn 1"
    assert (state.turn, state.phase) == (1, S.TURN)
    assert legal_texts(state) == ["play red:5", "play red:7", "play red:8", "play your_choice"]


def test_2plus_under_xplus_attacks_the_following_player():
    """Book 002, "X+" (the example: "weil der nun auch zwei Karten ziehen muss") and D-27: the 2+
    played under X+ makes its player draw 2 and attacks the following player like any 2+, who may
    defend with a 0 of its colour or stack."""
    state = xplus_table()
    act(state, "play red:xplus")
    show(state)
    events = act(state, "play blue:2plus")
    assert trace(state, events) == [
        "play 1 blue:2plus",
        "draw 1 red:5",
        "draw 1 red:7",
        "attack 2 draw 2",
    ]
    assert (state.turn, state.phase, state.pend) == (2, S.ATTACK, 2)
    assert legal_texts(state) == ["accept", "defend blue:0"]
    assert trace(state, act(state, "defend blue:0")) == ["defend 2 blue:0", "turn 3"]


def test_2plus_under_xplus_stacks():
    """D-27: the following player may stack another 2+ on the 2+ forced by X+."""
    state = xplus_table(third="green:2plus red:1 yellow:7")
    act(state, "play red:xplus")
    show(state)
    act(state, "play blue:2plus")
    assert legal_texts(state) == ["accept", "play green:2plus"]
    assert trace(state, act(state, "play green:2plus")) == ["play 2 green:2plus", "attack 3 draw 4"]


def test_2plus_under_xplus_only_counts_when_flipped():
    """D-27 flipped (`forced_effects: ignore`): the 2+ played under X+ only counts its value 2."""
    rules = load("abacus", ranks__xplus__effects__0__reveal_and_force__forced_effects="ignore")
    state = xplus_table(rules=rules)
    act(state, "play red:xplus")
    show(state)
    events = act(state, "play blue:2plus")
    assert trace(state, events) == ["play 1 blue:2plus", "draw 1 red:5", "draw 1 red:7", "turn 2"]
    assert state.phase == S.TURN


def test_xplus_without_a_number_card_draw_one_number_must_be_played():
    """Book 002, "X+": "Hat er keine Zahlenkarte auf der Hand, muss er eine Karte vom Ziehstapel
    nehmen. Ist es eine Zahlenkarte, muss er sie jetzt spielen und entsprechend viele Karten
    nehmen." Symbol cards may not be played under X+."""
    state = xplus_table(
        victim="your_choice blue:skip yellow:xplus", draw="green:3 blue:1 blue:3 blue:4"
    )
    act(state, "play red:xplus")
    show(state)
    assert legal_texts(state) == ["draw"]
    events = act(state, "draw")
    assert trace(state, events) == ["draw 1 green:3"]
    assert (state.turn, state.phase) == (1, S.FORCED)
    assert legal_texts(state) == ["play green:3"]
    events = act(state, "play green:3")
    assert trace(state, events) == [
        "play 1 green:3",
        "draw 1 blue:1",
        "draw 1 blue:3",
        "draw 1 blue:4",
        "turn 2",
    ]
    assert state.sizes[1] == 6


def test_xplus_symbol_drawn_passes_it_on():
    """Book 002, "X+": "Zieht er eine Symbolkarte, ist der nächste Spieler an der Reihe. Der muss nun
    seinerseits die Karte X+ wie oben beschrieben ausführen."""
    state = xplus_table(
        victim="your_choice blue:skip", draw="green:trade_hands blue:1 blue:3 blue:4"
    )
    act(state, "play red:xplus")
    show(state)
    events = act(state, "draw")
    assert trace(state, events) == [
        "draw 1 green:trade_hands",
        "forced_pass_on 1 2",
        "attack 2 reveal_and_force 0",
    ]
    assert (state.turn, state.phase) == (2, S.FORCE)
    assert trace(state, show(state)) == ["reveal 2 red:1 yellow:7 green:skip blue:0"]
    assert (state.turn, state.phase) == (2, S.FORCED)
    assert legal_texts(state) == ["play blue:0", "play red:1", "play yellow:7"]
    events = act(state, "play red:1")
    assert trace(state, events) == ["play 2 red:1", "draw 2 blue:1", "turn 3"]


def test_0_of_the_xplus_colour_defends():
    """Book 002, "0 (Stop)": the 0 protects against X+ when it has the X+'s colour; play goes on
    left of the defender. Nothing is revealed."""
    state = xplus_table(victim="red:0 blue:skip red:4")
    events = act(state, "play red:xplus")
    assert trace(state, events) == ["play 0 red:xplus", "attack 1 reveal_and_force 0"]
    assert (state.turn, state.phase) == (1, S.FORCE)
    assert legal_texts(state) == ["accept", "defend red:0"]
    events = act(state, "defend red:0")
    assert trace(state, events) == ["defend 1 red:0", "turn 2"]
    assert observe(state, 2).revealed[1] == ()


def test_xplus_victim_with_a_defence_may_accept():
    """Book 002, "X+" and "0 (Stop)": defending is a choice; accepting shows the hand."""
    state = xplus_table(victim="red:0 blue:skip red:4")
    act(state, "play red:xplus")
    events = act(state, "accept")
    assert trace(state, events) == ["reveal 1 red:0 red:4 blue:skip"]
    assert legal_texts(state) == ["play red:0", "play red:4"]


def test_0_of_another_colour_does_not_defend_xplus():
    """Book 002, "0 (Stop)": a 0 of another colour is no defence; the victim may only show the
    hand."""
    state = xplus_table(victim="blue:0 blue:skip red:4")
    events = act(state, "play red:xplus")
    assert trace(state, events)[-1] == "attack 1 reveal_and_force 0"
    with pytest.raises(IllegalAction):
        act(state, "defend blue:0")
    assert trace(state, show(state)) == ["reveal 1 red:4 blue:0 blue:skip"]
    assert state.phase == S.FORCED


# -- Your Choice ----------------------------------------------------------------------------
def choice_table(mine="your_choice blue:5 green:skip yellow:1", rules=RULES):
    return position(
        rules,
        hands=[
            mine,
            "blue:skip red:8 yellow:8",
            "green:2plus blue:7 yellow:7",
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
        draw="green:3 blue:1 blue:3 blue:4",
    )


def test_your_choice_on_any_card_with_a_coloured_card_added():
    """Book 002, "Freie Wahl": playable on any card; its player must at once add a colour card of
    their hand (no match needed), whose colour is then in force: "Man legt bei Freie Wahl also
    immer zwei Karten ab!" (the example: a yellow 1 on the Your Choice on a blue 4)."""
    state = choice_table("your_choice blue:5 green:skip yellow:1")
    assert legal_texts(state) == ["play your_choice"]
    events = act(state, "play your_choice")
    assert trace(state, events) == ["play 0 your_choice"]
    assert (state.turn, state.phase) == (0, S.COMPANION)
    assert legal_texts(state) == ["play blue:5", "play green:skip", "play yellow:1"]
    assert legal_texts(state, 1) == []
    events = act(state, "play yellow:1")
    assert trace(state, events) == ["play 0 yellow:1", "turn 1"]
    assert events[0][3] == "companion"
    assert (state.turn, colour(state)) == (1, "yellow")
    assert legal_texts(state) == ["play yellow:8"]


def test_your_choice_companions_effect_applies():
    """D-20: the added card's own effect applies (a Skip attacks the next player)."""
    state = choice_table()
    act(state, "play your_choice")
    events = act(state, "play green:skip")
    assert trace(state, events) == ["play 0 green:skip", "attack 1 skip 1"]
    assert colour(state) == "green"
    assert legal_texts(state) == ["accept", "play blue:skip"]


def test_your_choice_companion_without_effect_when_flipped():
    """D-20 flipped (`effect_applies: false`): the added card only names the colour."""
    state = choice_table(
        rules=load("abacus", ranks__your_choice__effects__0__companion_card__effect_applies=False)
    )
    act(state, "play your_choice")
    events = act(state, "play green:skip")
    assert trace(state, events) == ["play 0 green:skip", "turn 1"]
    assert (state.turn, colour(state)) == (1, "green")


def test_your_choice_not_playable_without_a_coloured_card():
    """Book 002, "Freie Wahl": always two cards — without a colour card to add it cannot be played."""
    state = choice_table("your_choice your_choice")
    assert legal_texts(state) == ["draw"]
    with pytest.raises(IllegalAction):
        act(state, "play your_choice")


def test_your_choice_companion_is_never_another_your_choice():
    """Book 002, "Freie Wahl": the second card is a "Farbkarte"; the other Your Choice is black."""
    state = choice_table("your_choice your_choice blue:4")
    act(state, "play your_choice")
    assert legal_texts(state) == ["play blue:4", "play blue:4 call"]


# -- "Achtung!" -----------------------------------------------------------------------------
def test_achtung_called_with_the_play():
    """Book 002, ""Achtung!" rufen": a player taking their second-to-last card to the pile calls
    "Achtung!"."""
    state = position(
        RULES,
        hands=["red:5 blue:5", "green:3 yellow:3 yellow:8", "red:7 blue:7 yellow:7"],
        top="red:3",
        draw="green:7 yellow:5",
    )
    assert legal_texts(state) == ["play red:5", "play red:5 call"]
    events = act(state, "play red:5 call")
    assert trace(state, events) == ["play 0 red:5", "call 0 achtung", "turn 1"]
    assert state.sizes == [1, 3, 3] and state.called[0] == 0


def test_achtung_missed_costs_two_cards_at_once_and_no_late_call():
    """Book 002, ""Achtung!" rufen": "Er muss rufen, bevor seine Karte auf dem Abwurfstapel liegt,
    sonst muss er zur Strafe 2 Karten ... ziehen" (D-6 automatic, D-28 with the play only)."""
    state = position(
        RULES,
        hands=["red:5 blue:5", "green:3 yellow:3 yellow:8", "red:7 blue:7 yellow:7"],
        top="red:3",
        draw="green:7 yellow:5",
    )
    events = act(state, "play red:5")
    assert trace(state, events) == [
        "play 0 red:5",
        "missed_call 0 achtung",
        "penalty 0 2",
        "draw 0 green:7",
        "draw 0 yellow:5",
        "turn 1",
    ]
    assert state.sizes == [3, 3, 3]
    assert state.owed_seat == -1
    assert legal_texts(state, 0) == [] and legal_texts(state, 2) == []
    with pytest.raises(IllegalAction):
        act(state, "call", seat=0)
    with pytest.raises(IllegalAction):
        act(state, "catch 0", seat=2)


def test_achtung_counts_both_your_choice_cards():
    """Book 002, "Freie Wahl" with "Achtung!" (digest: both cards count): from three cards, Your
    Choice and its companion leave one, so the call is made with the companion."""
    state = choice_table("your_choice blue:4 yellow:4")
    assert legal_texts(state) == ["play your_choice"]
    act(state, "play your_choice")
    assert legal_texts(state) == [
        "play blue:4",
        "play blue:4 call",
        "play yellow:4",
        "play yellow:4 call",
    ]
    events = act(state, "play blue:4 call")
    assert trace(state, events) == ["play 0 blue:4", "call 0 achtung", "turn 1"]
    missed = choice_table("your_choice blue:4 yellow:4")
    act(missed, "play your_choice")
    events = act(missed, "play blue:4")
    assert trace(missed, events) == [
        "play 0 blue:4",
        "missed_call 0 achtung",
        "penalty 0 2",
        "draw 0 green:3",
        "draw 0 blue:1",
        "turn 1",
    ]


def test_your_choice_with_the_last_two_cards_wins():
    """Book 002, "Freie Wahl" and ""Stop" rufen": with two cards left, Your Choice and its
    companion are the last cards."""
    state = choice_table("your_choice blue:4")
    act(state, "play your_choice")
    assert legal_texts(state) == ["play blue:4"]
    events = act(state, "play blue:4")
    assert trace(state, events)[-1] == "round_end 0 [0, 26, 34, 10]"
    assert state.over and state.winner == 0


# -- the last card --------------------------------------------------------------------------
def test_last_2plus_is_carried_out_with_stacking():
    """Book 002, ""Stop" rufen": "Ist die letzte Karte eine Farbkarte mit besonderen Eigenschaften,
    wird sie noch ausgeführt"; D-21: stacking is still allowed, the winner is passed over."""
    state = position(
        RULES,
        hands=["red:2plus", "blue:2plus red:8 yellow:8", "green:2plus yellow:7 blue:7"],
        top="red:3",
        draw="green:3 blue:1 blue:3 blue:4 green:4 green:5",
    )
    events = act(state, "play red:2plus")
    assert trace(state, events) == ["play 0 red:2plus", "attack 1 draw 2"]
    assert not state.over and state.winner == 0
    assert legal_texts(state) == ["accept", "play blue:2plus"]
    assert trace(state, act(state, "play blue:2plus")) == ["play 1 blue:2plus", "attack 2 draw 4"]
    assert trace(state, act(state, "play green:2plus")) == ["play 2 green:2plus", "attack 1 draw 6"]
    events = act(state, "accept")
    # seat 1 keeps red:8 yellow:8 and draws green:3 blue:1 blue:3 blue:4 green:4 green:5 = 36
    assert trace(state, events)[-1] == "round_end 0 [0, 36, 14]"
    assert state.sizes == [0, 8, 2]


def test_last_2plus_defended_ends_the_round():
    """D-21: a defence is still allowed against the last 2+; then the round ends."""
    state = position(
        RULES,
        hands=["red:2plus", "red:0 red:8 yellow:8", "green:2plus yellow:7 blue:7"],
        top="red:3",
    )
    act(state, "play red:2plus")
    assert legal_texts(state) == ["accept", "defend red:0"]
    events = act(state, "defend red:0")
    assert trace(state, events) == ["defend 1 red:0", "round_end 0 [0, 16, 34]"]


def test_last_skip_is_carried_out():
    """Book 002, ""Stop" rufen" and D-21: a last Skip is still answered; a stacked Skip passes over
    the next two players, then the round ends."""
    state = position(
        RULES,
        hands=[
            "red:skip",
            "blue:skip red:8 yellow:8",
            "green:5 red:0 yellow:7",
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
    )
    act(state, "play red:skip")
    assert legal_texts(state) == ["accept", "play blue:skip"]
    events = act(state, "play blue:skip")
    assert trace(state, events) == ["play 1 blue:skip", "attack 2 skip 2"]
    assert legal_texts(state) == ["accept"]  # red:0 is no defence against the blue Skip on top
    assert trace(state, act(state, "accept")) == ["skipped 2", "attack 3 skip 1"]
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert trace(state, events) == ["skipped 3", "round_end 0 [0, 16, 12, 10]"]


def test_last_trade_swap_with_the_winner_does_nothing():
    """D-21: in a last Trade Hands the winner's empty hand takes no part: a swap does nothing."""
    state = position(
        RULES,
        hands=[
            "red:trade_hands",
            "blue:2plus red:8 yellow:8",
            "green:skip red:0 yellow:7",
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
    )
    events = act(state, "play red:trade_hands target=2")
    assert trace(state, events) == [
        "play 0 red:trade_hands",
        "trade_chosen 0 swap 2",
        "round_end 0 [0, 36, 17, 10]",
    ]


def test_last_trade_passing_happens_among_the_others():
    """D-21: in a last Trade Hands passed to the left, the others pass among themselves."""
    state = position(
        RULES,
        hands=[
            "red:trade_hands",
            "blue:2plus red:8 yellow:8",
            "green:skip yellow:0 yellow:7",
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
    )
    events = act(state, "play red:trade_hands target=left")
    assert trace(state, events) == ["play 0 red:trade_hands", "trade_chosen 0 pass_left -1"]
    # The others are affected and asked; none holds a red 0 (seat 2's 0 is yellow).
    assert (state.phase, actors(state)) == (S.TRADE, [0, 1, 2, 3])
    assert [legal_texts(state, s) for s in range(4)] == [["resolve"], [], [], []]
    events = act(state, "resolve")
    assert trace(state, events) == [
        "trade 1->2",
        "trade 2->3",
        "trade 3->1",
        "round_end 0 [0, 10, 36, 17]",
    ]
    assert hands(state)[1:] == [
        "red:1 yellow:1 yellow:3 green:5",
        "red:8 yellow:8 blue:2plus",
        "yellow:0 yellow:7 green:skip",
    ]


def test_last_trade_may_still_be_cancelled():
    """D-21: defence is still allowed against a last Trade Hands; then the round ends."""
    state = position(
        RULES,
        hands=[
            "red:trade_hands",
            "blue:2plus red:8 yellow:8",
            "green:skip red:0 yellow:7",
            "red:1 green:5 yellow:1 yellow:3",
        ],
        top="red:3",
    )
    act(state, "play red:trade_hands target=left")
    assert actors(state) == [0, 1, 2, 3]
    assert legal_texts(state, 2) == ["defend red:0"]
    assert legal_texts(state, 1) == legal_texts(state, 3) == []
    events = act(state, "defend red:0", seat=2)
    assert trace(state, events) == [
        "defend 2 red:0",
        "trade_cancelled 2",
        "round_end 0 [0, 36, 17, 10]",
    ]


def test_last_xplus_is_carried_out():
    """Book 002, ""Stop" rufen" and D-21: the victim of a last X+ plays and draws, then the round
    ends."""
    state = position(
        RULES,
        hands=["red:xplus", "blue:3 blue:skip", "green:skip yellow:7", "red:1 yellow:1"],
        top="red:3",
        draw="green:3 blue:1 blue:4",
    )
    events = act(state, "play red:xplus")
    assert trace(state, events) == ["play 0 red:xplus", "attack 1 reveal_and_force 0"]
    assert trace(state, show(state)) == ["reveal 1 blue:3 blue:skip"]
    events = act(state, "play blue:3")
    assert trace(state, events) == [
        "play 1 blue:3",
        "draw 1 green:3",
        "draw 1 blue:1",
        "draw 1 blue:4",
        "round_end 0 [0, 18, 17, 2]",
    ]  # blue:skip 10 + green:3 blue:1 blue:4


def test_last_xplus_passed_back_to_its_first_victim_ends():
    """D-21: a last X+ passed on (symbol drawn) all the way back to its first victim ends; the winner
    is passed over."""
    state = position(
        RULES,
        hands=["red:xplus", "blue:skip", "green:skip", "yellow:skip"],
        top="red:3",
        draw="green:trade_hands blue:trade_hands yellow:trade_hands red:skip",
    )
    act(state, "play red:xplus")
    assert trace(state, show(state)) == ["reveal 1 blue:skip"]
    assert trace(state, act(state, "draw")) == [
        "draw 1 green:trade_hands",
        "forced_pass_on 1 2",
        "attack 2 reveal_and_force 0",
    ]
    assert trace(state, show(state)) == ["reveal 2 green:skip"]
    assert trace(state, act(state, "draw")) == [
        "draw 2 blue:trade_hands",
        "forced_pass_on 2 3",
        "attack 3 reveal_and_force 0",
    ]
    assert trace(state, show(state)) == ["reveal 3 yellow:skip"]
    events = act(state, "draw")
    assert trace(state, events) == [
        "draw 3 yellow:trade_hands",
        "forced_pass_on 3 1",
        "round_end 0 [0, 40, 40, 40]",
    ]


def test_last_card_effect_ignored_when_flipped():
    """D-21 flipped (`last_card_effects: ignore`): the round ends at once with the last card."""
    rules = load("abacus", rules__last_card_effects="ignore")
    state = position(
        rules,
        hands=["red:2plus", "blue:2plus red:8 yellow:8", "green:2plus yellow:7 blue:7"],
        top="red:3",
    )
    events = act(state, "play red:2plus")
    assert trace(state, events) == ["play 0 red:2plus", "round_end 0 [0, 36, 34]"]
    assert state.sizes == [0, 3, 3]


def test_last_2plus_two_players_no_stack_onto_oneself():
    """D-21 with two players: the winner is passed over, so a stacked 2+ would come back to its own
    player; stacking must not be offered (accept or defend only)."""
    state = position(RULES, hands=["red:2plus", "blue:2plus red:8 yellow:8"], top="red:3")
    act(state, "play red:2plus")
    assert legal_texts(state) == ["accept"]


# -- scoring and the match ------------------------------------------------------------------
def test_round_scores_penalty_points():
    """Book 002, "WERTUNG": Your Choice 50, X+ 40, Trade Hands 30, 2+ 20, Skip 10, 6/9 9, other
    numbers their value (a 0 scores 0); the winner scores 0."""
    state = position(
        RULES,
        hands=[
            "red:1",
            "your_choice red:xplus",
            "blue:trade_hands green:2plus yellow:skip",
            "red:6_9 red:7 red:0 blue:8",
        ],
        top="red:3",
    )
    act(state, "play red:1")
    assert state.result == Outcome(0, (0, 90, 60, 24), False)


def test_match_ends_at_500_lowest_total_wins():
    """Book 002, "SPIELENDE": the game ends when a player reaches 500 points; the player with the
    fewest wins."""
    match = Match(RULES, players=3, seed=1)
    match.totals = [450, 300, 480]
    state = position(RULES, hands=["red:1", "your_choice", "red:8 blue:4"], top="red:3")
    act(state, "play red:1")
    match.finish_round(state)
    assert match.totals == [450, 350, 492]
    assert not match.over
    state = position(RULES, hands=["red:1", "red:5", "red:8"], top="red:3")
    act(state, "play red:1")
    match.finish_round(state)
    assert match.totals == [450, 355, 500]
    assert match.over
    assert match.leaders() == [1]


def test_next_dealer_is_the_left_neighbour_and_begins():
    """Book 002, "WERTUNG": "Der linke Nachbar des Gebers der eben beendeten Runde wird Geber der
    neuen Spielrunde"; "Der Geber beginnt das Spiel"."""
    match = Match(RULES, players=4, seed=3)
    state, _ = match.start_round()
    assert (state.dealer, state.turn) == (0, 0)
    finished = position(RULES, hands=["red:1", "red:5", "red:8", "blue:4"], top="red:3")
    act(finished, "play red:1")
    match.finish_round(finished)
    assert match.dealer == 1
    state, events = match.start_round()
    assert (state.dealer, state.turn) == (1, 1)
    assert events[-1] == (EV.TURN, 1, 1, None)
