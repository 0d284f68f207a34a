"""Scenario tests for the `emmi` ruleset: book 001, "Das wirklich echt mäusegemeine Mau Mau mit
EMMI" (digest: ../shared/RULES.md, section `emmi`), and the decisions it takes.

Every test builds a position, plays actions written as text, and asserts the events, the
resulting state and the legal actions. Each docstring names the book's section or the decision.
Book 001 has one copy of every coloured card, so each card appears at most once per position.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, Match, apply, legal_actions
from game.engine import events as EV
from game.engine import state as S
from game.engine.notation import position
from game.engine.state import Outcome
from tests.helpers import act, colour, hands, legal_texts, load

RULES = load("emmi")


def trace(state, events) -> list[str]:
    """Events in a short readable form: "play 0 red:7", "skipped 1", "turn 2", ..."""
    card = state.rules.card_to_text
    out = []
    for kind, seat, a, b in events:
        name = EV.NAMES[kind]
        if kind in (EV.PLAY, EV.JUMP, EV.DEFEND, EV.DRAW):
            out.append(f"{name} {seat} {card(a)}")
        elif kind == EV.COLOUR:
            out.append(f"{name} {seat} {state.rules.colour_name(a)}")
        elif kind in (EV.OPTION, EV.CALL, EV.MISSED_CALL, EV.CAUGHT, EV.PENALTY, EV.DIRECTION):
            out.append(f"{name} {seat} {a}")
        elif kind == EV.ATTACK:
            out.append(f"{name} {seat} {a} {b}")
        elif kind == EV.ROUND_END:
            out.append(f"{name} {seat} {list(a)}")
        elif kind in (EV.TURN, EV.SKIPPED, EV.PASS):
            out.append(f"{name} {seat}")
        else:
            out.append(f"{name} {seat} {a} {b}")
    return out


def play_out(state, limit: int = 2000) -> None:
    """Finish a dealt round by always taking the first legal action of the seat to act."""
    for _ in range(limit):
        if state.over:
            return
        apply(state, legal_actions(state)[0])
    raise AssertionError("the round did not end")


# -- the deck and the deal ------------------------------------------------------------------
def test_deck_has_55_cards():
    """D-2 (book 001, "Material": 55 Spielkarten): per colour 1-9 and one each of Skip, Colour
    Change, Reverse, Draw 2 (4 x 13 = 52), plus 3 Jokers."""
    counts = {RULES.card_to_text(t): k for t, k in enumerate(RULES.deck_counts) if k}
    assert len(RULES.deck) == 55
    assert counts["joker"] == 3
    for c in ("red", "yellow", "green", "blue"):
        for rank in (
            "1",
            "2",
            "3",
            "4",
            "5",
            "6",
            "7",
            "8",
            "9",
            "skip",
            "colour_change",
            "reverse",
            "draw2",
        ):
            assert counts[f"{c}:{rank}"] == 1
    assert len(counts) == 4 * 13 + 1


def test_deal_six_cards_left_of_dealer_begins():
    """Book 001, "Vorbereitung" / "Spielverlauf": six cards each, a face-up start card, and the
    child to the left of the dealer begins."""
    from game.engine import new_round

    state, events = new_round(RULES, players=4, seed=3, dealer=2)
    assert state.sizes == [6, 6, 6, 6]
    assert state.card_count() == 55
    assert len(state.discard) >= 1
    assert state.turn == 3
    assert events[-1] == (EV.TURN, 3, 1, None)


def test_special_start_card_is_slid_under():
    """D-10: a special start card is slid under the pile and the next card turned, until a
    number card shows."""
    from game.engine import new_round

    for seed in range(200):
        state, events = new_round(RULES, players=3, seed=seed)
        slid = [e for e in events if e[0] == EV.START_CARD and e[3]]
        if slid:
            break
    else:
        pytest.fail("no seed turned a special start card")
    assert RULES.type_special[slid[0][2]]
    assert not RULES.type_special[state.top]
    assert state.discard == [e[2] for e in reversed(slid)] + [state.top]
    assert state.card_count() == 55


# -- matching -------------------------------------------------------------------------------
def test_match_by_colour_or_number():
    """Book 001, "Spielverlauf", "Grundsätzlich gilt": a card goes on the start card when it
    matches it in value (9 on 9) or colour (red on red)."""
    state = position(
        RULES,
        hands=["red:3 blue:5 green:1 yellow:9", "blue:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    assert legal_texts(state) == ["play blue:5", "play red:3"]
    events = act(state, "play blue:5")
    assert trace(state, events) == ["play 0 blue:5", "turn 1"]
    assert (state.turn, colour(state), state.top) == (1, "blue", RULES.card_from_text("blue:5"))
    assert legal_texts(state) == ["play blue:9"]


def test_no_matching_card_must_draw():
    """Book 001, "Spielverlauf": without a matching card the child must take one card from the
    pile (D-4: drawing is not allowed while holding a match)."""
    state = position(RULES, hands=["green:1 yellow:9", "blue:9", "red:4"], top="red:5")
    assert legal_texts(state) == ["draw"]
    with pytest.raises(IllegalAction):
        act(state, "play green:1")
    holding = position(RULES, hands=["green:1 red:9 yellow:3", "blue:9", "red:4"], top="red:5")
    assert legal_texts(holding) == ["play red:9"]
    with pytest.raises(IllegalAction):
        act(holding, "draw")


def test_drawn_card_that_matches_may_be_played_at_once():
    """Book 001, "Spielverlauf": "Passt diese Karte, darf sie sofort abgelegt werden." Only the
    drawn card may be played; then the next child is on."""
    state = position(
        RULES,
        hands=["green:1 yellow:9", "blue:9 blue:2", "red:4 blue:4"],
        top="red:5",
        draw="red:8",
    )
    events = act(state, "draw")
    assert trace(state, events) == ["draw 0 red:8"]
    assert (state.turn, state.phase) == (0, S.AFTER_DRAW)
    assert legal_texts(state) == ["pass", "play red:8"]
    events = act(state, "play red:8")
    assert trace(state, events) == ["play 0 red:8", "turn 1"]
    assert events[0][3] == "after_draw"
    assert hands(state)[0] == "yellow:9 green:1"


def test_drawn_matching_card_may_be_kept():
    """Book 001, "Spielverlauf": playing the drawn card is allowed ("darf"), not required."""
    state = position(
        RULES,
        hands=["green:1 yellow:9", "blue:9 blue:2", "red:4 blue:4"],
        top="red:5",
        draw="red:8",
    )
    act(state, "draw")
    events = act(state, "pass")
    assert trace(state, events) == ["pass 0", "turn 1"]
    assert hands(state)[0] == "red:8 yellow:9 green:1"


def test_drawn_card_that_does_not_match_ends_the_turn():
    """Book 001, "Spielverlauf": a drawn card that does not match stays in hand and the next
    child is on ("Erst dann ist das nächste Kind an der Reihe")."""
    state = position(
        RULES,
        hands=["green:1 yellow:9", "blue:9 blue:2", "red:4 blue:4"],
        top="red:5",
        draw="green:8",
    )
    events = act(state, "draw")
    # The child is asked whatever was drawn (so nobody learns whether it fits): only `pass`.
    assert trace(state, events) == ["draw 0 green:8"]
    assert (state.turn, state.phase, legal_texts(state)) == (0, S.AFTER_DRAW, ["pass"])
    assert trace(state, act(state, "pass")) == ["pass 0", "turn 1"]
    assert (state.turn, state.phase) == (1, S.TURN)
    assert hands(state)[0] == "yellow:9 green:1 green:8"


# -- special cards --------------------------------------------------------------------------
def test_special_on_its_colour_or_on_the_same_special():
    """Book 001, "Sonderkarten", "Für alle Sonderkarten gilt": a special goes on any card of its
    colour or on the same special of another colour, not on another special of another colour."""
    state = position(
        RULES,
        hands=["blue:skip green:skip red:reverse yellow:draw2 green:7", "blue:9", "red:4"],
        top="red:skip",
    )
    assert legal_texts(state) == ["play blue:skip", "play green:skip", "play red:reverse"]


def test_skip_three_players():
    """Book 001, "Aussetzen (STOPP)": the next child sits out, the one after is on."""
    state = position(
        RULES,
        hands=["red:skip blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    events = act(state, "play red:skip")
    assert trace(state, events) == ["play 0 red:skip", "skipped 1", "turn 2"]
    assert state.turn == 2
    assert legal_texts(state) == ["play red:4"]


def test_skip_two_players_same_child_again():
    """Book 001, "Aussetzen (STOPP)": "Beim Spiel zu zweit ist demnach das gleiche Kind noch einmal
    dran"."""
    state = position(
        RULES, hands=["red:skip blue:5 green:1", "red:9 yellow:2 green:2"], top="red:5"
    )
    events = act(state, "play red:skip")
    assert trace(state, events) == ["play 0 red:skip", "skipped 1", "turn 0"]
    assert state.turn == 0
    assert legal_texts(state) == ["draw"]  # blue:5, green:1 do not match red:skip


def test_colour_change_names_any_colour_in_force_from_the_next_child():
    """Book 001, "Farbwechsel": the player names a new colour, in force from the next child on;
    each of the four colours may be chosen (its own colour too)."""
    state = position(
        RULES,
        hands=["red:colour_change blue:6 green:1", "red:9 green:2 yellow:colour_change", "red:4"],
        top="red:5",
    )
    assert legal_texts(state) == [
        f"play red:colour_change colour={c}" for c in ("blue", "green", "red", "yellow")
    ]
    events = act(state, "play red:colour_change colour=green")
    assert trace(state, events) == ["play 0 red:colour_change", "colour 0 green", "turn 1"]
    assert (state.turn, colour(state)) == (1, "green")
    # red:9 matched the red card under it, but green is in force now; the same special still goes.
    assert legal_texts(state) == ["play green:2"] + [
        f"play yellow:colour_change colour={c}" for c in ("blue", "green", "red", "yellow")
    ]


def test_reverse_three_players():
    """Book 001, "Richtungswechsel": clockwise play turns counter-clockwise."""
    state = position(
        RULES,
        hands=["red:reverse blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    events = act(state, "play red:reverse")
    assert trace(state, events) == ["play 0 red:reverse", "direction 0 -1", "turn 2"]
    assert (state.turn, state.direction) == (2, -1)
    events = act(state, "play red:4")
    assert trace(state, events) == ["play 2 red:4", "turn 1"]


def test_reverse_two_players_same_child_plays_again():
    """Book 001, "Richtungswechsel" and D-11: "Beim Spiel zu zweit darf das gleiche Kind noch eine
    Karte ablegen."""
    state = position(
        RULES, hands=["red:reverse red:3 green:1 yellow:8", "red:9 yellow:2 green:2"], top="red:5"
    )
    events = act(state, "play red:reverse")
    assert state.turn == 0
    assert trace(state, events)[0] == "play 0 red:reverse"
    assert trace(state, events)[-1] == "turn 0"
    assert legal_texts(state) == ["play red:3"]


def test_draw2_next_child_draws_two():
    """Book 001, "Nimm 2": the next child must take two cards from the pile."""
    state = position(
        RULES,
        hands=["red:draw2 blue:5 green:1", "yellow:2 green:2 blue:1", "red:4 blue:4"],
        top="red:5",
        draw="yellow:8 green:9",
    )
    events = act(state, "play red:draw2")
    assert trace(state, events) == ["play 0 red:draw2", "attack 1 draw 2"]
    assert (state.turn, state.phase, state.pend) == (1, S.ATTACK, 2)
    assert legal_texts(state) == ["accept"]
    events = act(state, "accept")
    assert trace(state, events) == ["draw 1 yellow:8", "draw 1 green:9"]
    assert state.sizes[1] == 5


def test_draw2_stacks_2_4_6():
    """Book 001, "Nimm 2": instead of drawing, the child plays a Draw 2 of their own; the next must
    draw 4, unless they also play one: then the next draws 6, and so on."""
    state = position(
        RULES,
        hands=[
            "red:draw2 blue:5 green:1",
            "blue:draw2 yellow:2 green:2",
            "yellow:draw2 blue:4 yellow:4",
            "green:7 green:8 red:1",
        ],
        top="red:5",
        draw="blue:1 blue:2 blue:3 red:6 red:7 red:8 yellow:9",
    )
    assert trace(state, act(state, "play red:draw2")) == ["play 0 red:draw2", "attack 1 draw 2"]
    assert legal_texts(state) == ["accept", "play blue:draw2"]
    assert trace(state, act(state, "play blue:draw2")) == ["play 1 blue:draw2", "attack 2 draw 4"]
    assert legal_texts(state) == ["accept", "play yellow:draw2"]
    assert trace(state, act(state, "play yellow:draw2")) == [
        "play 2 yellow:draw2",
        "attack 3 draw 6",
    ]
    assert (state.turn, state.pend) == (3, 6)
    events = act(state, "accept")
    assert trace(state, events) == [
        f"draw 3 {c}" for c in ["blue:1", "blue:2", "blue:3", "red:6", "red:7", "red:8"]
    ]
    assert state.sizes == [2, 2, 2, 9]


def test_after_drawing_the_penalty_a_matching_card_may_be_played():
    """Book 001, "Nimm 2", "Immer gilt": a child who can play a matching card after picking up may
    still do so in the same turn."""
    state = position(
        RULES,
        hands=["red:draw2 blue:5 green:1", "red:9 green:2 blue:1", "red:4 blue:4"],
        top="red:5",
        draw="red:1 green:9",
    )
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept"]  # red:9 matches, but the Draw 2 must be answered first
    act(state, "accept")
    assert (state.turn, state.phase) == (1, S.AFTER_DRAW)
    assert legal_texts(state) == ["pass", "play red:1", "play red:9"]
    events = act(state, "play red:9")
    assert trace(state, events) == ["play 1 red:9", "turn 2"]
    assert hands(state)[1] == "red:1 green:2 green:9 blue:1"


def test_after_drawing_the_penalty_the_child_may_pass():
    """Book 001, "Nimm 2", "Immer gilt": playing after the penalty is allowed, not required; a child
    with nothing to play passes."""
    state = position(
        RULES,
        hands=["red:draw2 blue:5 green:1", "green:2 blue:1", "red:4 blue:4"],
        top="red:5",
        draw="yellow:1 green:9",
    )
    act(state, "play red:draw2")
    act(state, "accept")
    assert legal_texts(state) == ["pass"]
    events = act(state, "pass")
    assert trace(state, events) == ["pass 1", "turn 2"]
    assert state.sizes[1] == 4


# -- the Joker ------------------------------------------------------------------------------
JOKER_OPTIONS = [
    "play joker option=" + o + " colour=" + c
    for o in ("colour_change", "draw2", "reverse", "skip")
    for c in ("blue", "green", "red", "yellow")
]


def test_joker_plays_on_anything_and_always_names_a_colour():
    """Book 001, "Joker": "kann jederzeit abgelegt werden, ohne dass man auf eine Farbe oder Zahl
    achten muss"; its player picks one of the four special functions; D-14: and names the colour."""
    state = position(RULES, hands=["joker green:1 yellow:3", "red:9", "red:4"], top="blue:7")
    assert legal_texts(state) == JOKER_OPTIONS


def test_joker_not_out_of_turn():
    """Book 001, "Joker" ("jederzeit" means on any card, not out of turn; digest `emmi`)."""
    state = position(RULES, hands=["red:3 green:1 yellow:3", "red:9", "joker red:4"], top="red:5")
    act(state, "play red:3")
    assert legal_texts(state, 2) == []
    with pytest.raises(IllegalAction):
        act(state, "play joker option=skip colour=red", seat=2)


def test_joker_as_skip():
    """Book 001, "Joker": the Joker as Aussetzen; D-14: the named colour is in force."""
    state = position(
        RULES,
        hands=["joker blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    events = act(state, "play joker option=skip colour=blue")
    assert trace(state, events) == [
        "play 0 joker",
        "option 0 skip",
        "colour 0 blue",
        "skipped 1",
        "turn 2",
    ]
    assert (state.turn, colour(state)) == (2, "blue")
    assert legal_texts(state) == ["play blue:4"]


def test_joker_as_colour_change():
    """Book 001, "Joker": the Joker as Farbwechsel; the colour named is in force for the next child,
    announced once."""
    state = position(
        RULES,
        hands=["joker blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    events = act(state, "play joker option=colour_change colour=green")
    assert (state.turn, colour(state)) == (1, "green")
    assert legal_texts(state) == ["play green:2"]
    assert trace(state, events) == [
        "play 0 joker",
        "option 0 colour_change",
        "colour 0 green",
        "turn 1",
    ]


def test_joker_as_reverse():
    """Book 001, "Joker": the Joker as Richtungswechsel, with the colour named (D-14)."""
    state = position(
        RULES,
        hands=["joker blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    events = act(state, "play joker option=reverse colour=yellow")
    assert trace(state, events) == [
        "play 0 joker",
        "option 0 reverse",
        "colour 0 yellow",
        "direction 0 -1",
        "turn 2",
    ]
    assert (state.turn, state.direction, colour(state)) == (2, -1, "yellow")
    assert legal_texts(state) == ["play yellow:4"]


def test_joker_as_draw2():
    """Book 001, "Joker": the Joker as Nimm 2: the next child draws 2 (colour named, D-14)."""
    state = position(
        RULES,
        hands=["joker blue:5 green:1", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
        draw="yellow:9 yellow:8",
    )
    events = act(state, "play joker option=draw2 colour=blue")
    assert trace(state, events) == [
        "play 0 joker",
        "option 0 draw2",
        "colour 0 blue",
        "attack 1 draw 2",
    ]
    assert (state.turn, state.phase, state.pend, colour(state)) == (1, S.ATTACK, 2, "blue")
    assert legal_texts(state) == ["accept"]
    assert trace(state, act(state, "accept")) == ["draw 1 yellow:9", "draw 1 yellow:8"]
    assert legal_texts(state) == ["pass"]  # blue is in force; nothing blue in hand


def test_joker_draw2_answered_by_a_draw2():
    """Book 001, "Nimm 2" with "Joker": a Joker played as Nimm 2 is a Nimm 2, so a Draw 2 answers
    it and the next child draws 4."""
    state = position(
        RULES,
        hands=["joker blue:5 green:1", "green:draw2 yellow:2 yellow:3", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    act(state, "play joker option=draw2 colour=blue")
    assert legal_texts(state) == ["accept", "play green:draw2"]
    assert trace(state, act(state, "play green:draw2")) == ["play 1 green:draw2", "attack 2 draw 4"]


def test_joker_names_colour_only_as_colour_change_when_flipped():
    """D-14 flipped (`always_name_colour: false`): only the Colour Change option names a colour;
    the others keep the colour in force."""
    rules = load("emmi", ranks__joker__effects__0__choose_effect__always_name_colour=False)
    state = position(
        rules, hands=["joker green:1 yellow:3", "red:9 yellow:2", "red:4 blue:4"], top="red:5"
    )
    assert legal_texts(state) == [
        "play joker option=colour_change colour=blue",
        "play joker option=colour_change colour=green",
        "play joker option=colour_change colour=red",
        "play joker option=colour_change colour=yellow",
        "play joker option=draw2",
        "play joker option=reverse",
        "play joker option=skip",
    ]
    events = act(state, "play joker option=skip")
    assert trace(state, events) == ["play 0 joker", "option 0 skip", "skipped 1", "turn 2"]
    assert colour(state) == "red"


def test_joker_against_pending_draw2_only_as_draw2_adds_two():
    """D-15: against a pending Draw 2 a Joker may only be played as a Draw 2, and adds 2."""
    state = position(
        RULES,
        hands=["red:draw2 blue:5 green:1", "joker yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept"] + [
        f"play joker option=draw2 colour={c}" for c in ("blue", "green", "red", "yellow")
    ]
    with pytest.raises(IllegalAction):
        act(state, "play joker option=skip colour=green")
    events = act(state, "play joker option=draw2 colour=green")
    assert trace(state, events) == [
        "play 1 joker",
        "option 1 draw2",
        "colour 1 green",
        "attack 2 draw 4",
    ]
    assert (state.turn, state.pend, colour(state)) == (2, 4, "green")


def test_joker_cannot_answer_draw2_when_flipped():
    """D-15 flipped: with the Joker out of both `stack_with` lists it cannot answer a Draw 2."""
    rules = load(
        "emmi",
        ranks__draw2__effects__0__draw__stack_with=["draw2"],
        ranks__joker__effects__0__choose_effect__options__draw2__0__draw__stack_with=["draw2"],
    )
    state = position(
        rules,
        hands=["red:draw2 blue:5 green:1", "joker yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept"]
    with pytest.raises(IllegalAction):
        act(state, "play joker option=draw2 colour=green")
    # nor a Joker played as Draw 2; a real Draw 2 still answers it
    joker = position(
        rules,
        hands=["joker blue:5 green:1", "joker blue:draw2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
    )
    act(joker, "play joker option=draw2 colour=red")
    assert legal_texts(joker) == ["accept", "play blue:draw2"]


def test_joker_as_last_card_wins():
    """Book 001, "Joker": "Ein Joker darf selbstverständlich auch als letzte Karte zum
    Schlussmachen verwendet werden."""
    state = position(
        RULES, hands=["joker", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"], top="red:5"
    )
    events = act(state, "play joker option=colour_change colour=blue")
    assert trace(state, events)[-1] == "round_end 0 [1, 0, 0]"
    assert state.over and state.winner == 0
    assert state.result == Outcome(0, (1, 0, 0), False)


def test_last_draw2_is_not_carried_out():
    """D-16 (book 001, "Ende des Spiels": the round ends with the last card): a Draw 2 played as
    the last card is not carried out."""
    state = position(
        RULES, hands=["red:draw2", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"], top="red:5"
    )
    draw_pile = len(state.draw)
    events = act(state, "play red:draw2")
    assert trace(state, events) == ["play 0 red:draw2", "round_end 0 [1, 0, 0]"]
    assert state.over and state.sizes == [0, 3, 3] and len(state.draw) == draw_pile


def test_last_joker_draw2_is_not_carried_out():
    """D-16: a Joker played last as a Draw 2 is not carried out either."""
    state = position(
        RULES, hands=["joker", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"], top="red:5"
    )
    events = act(state, "play joker option=draw2 colour=red")
    assert EV.ATTACK not in [e[0] for e in events]
    assert trace(state, events)[-1] == "round_end 0 [1, 0, 0]"
    assert state.sizes == [0, 3, 3]


def test_last_draw2_carried_out_when_flipped():
    """D-16 flipped (`last_card_effects: apply`): the victim of a last Draw 2 draws before the round
    ends."""
    rules = load("emmi", rules__last_card_effects="apply")
    state = position(
        rules,
        hands=["red:draw2", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
        draw="blue:1 blue:2",
    )
    events = act(state, "play red:draw2")
    assert trace(state, events) == ["play 0 red:draw2", "attack 1 draw 2"]
    assert not state.over
    events = act(state, "accept")
    assert trace(state, events) == ["draw 1 blue:1", "draw 1 blue:2", "round_end 0 [1, 0, 0]"]
    assert state.over and state.sizes == [0, 5, 3]


# -- "Mau" ----------------------------------------------------------------------------------
def mau_position(rules=RULES):
    return position(
        rules,
        hands=["red:3 blue:5", "red:9 yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
        draw="green:9 green:8 green:7",
    )


def test_mau_called_with_the_play():
    """Book 001, "Die vorletzte Karte": the child who puts down the second-to-last card must say
    "Mau"; said with the play, nothing is owed."""
    state = mau_position()
    assert legal_texts(state) == [
        "play blue:5",
        "play blue:5 call",
        "play red:3",
        "play red:3 call",
    ]
    events = act(state, "play red:3 call")
    assert trace(state, events) == ["play 0 red:3", "call 0 mau", "turn 1"]
    assert state.owed_seat == -1 and state.called[0] == 0
    assert legal_texts(state, 2) == []


def test_mau_may_be_said_until_the_next_child_acts():
    """D-28 (book 001, "Die vorletzte Karte": "bevor das nächste Kind eine Karte aufgenommen oder
    abgelegt hat"): the call may still be made after the play."""
    state = mau_position()
    events = act(state, "play red:3")
    assert trace(state, events) == ["play 0 red:3", "turn 1"]  # not missed yet
    assert legal_texts(state, 0) == ["call"]
    events = act(state, "call", seat=0)
    assert trace(state, events) == ["call 0 mau"]
    assert state.sizes == [1, 3, 3] and state.owed_seat == -1
    assert legal_texts(state, 2) == []


def test_missed_mau_caught_before_the_next_child_acts_costs_one_card():
    """Book 001, "Die vorletzte Karte", D-6 (challenge): a forgotten "Mau" noticed before the next
    child acts costs one card from the pile."""
    state = mau_position()
    act(state, "play red:3")
    assert state.owed_seat == 0
    assert legal_texts(state, 2) == ["catch 0"]
    assert legal_texts(state, 1) == ["catch 0", "play red:9"]
    assert legal_texts(state, 0) == ["call"]  # nobody catches themselves
    events = act(state, "catch 0", seat=2)
    assert trace(state, events) == ["caught 2 0", "penalty 0 1", "draw 0 green:9"]
    assert state.sizes == [2, 3, 3]
    assert state.turn == 1 and legal_texts(state) == ["play red:9"]
    assert legal_texts(state, 2) == []


def test_missed_mau_caught_by_the_next_child():
    """Book 001, "Die vorletzte Karte": the next child may notice it too, before acting."""
    state = mau_position()
    act(state, "play red:3")
    events = act(state, "catch 0", seat=1)
    assert trace(state, events) == ["caught 1 0", "penalty 0 1", "draw 0 green:9"]
    assert state.sizes == [2, 3, 3]


def test_missed_mau_not_caught_in_time_goes_unpunished():
    """Book 001, "Die vorletzte Karte", D-6: noticed too late (the next child has played), no card
    is taken; catching it then is illegal."""
    state = mau_position()
    act(state, "play red:3")
    events = act(state, "play red:9")
    assert trace(state, events) == ["missed_call 0 mau", "play 1 red:9", "turn 2"]
    assert events[0][3] == "uncaught"
    assert state.sizes == [1, 2, 3] and state.owed_seat == -1
    assert legal_texts(state, 2) == ["play red:4"]
    assert legal_texts(state, 0) == []
    with pytest.raises(IllegalAction):
        act(state, "catch 0", seat=2)
    with pytest.raises(IllegalAction):
        act(state, "call", seat=0)


def test_missed_mau_window_closes_when_the_next_child_draws():
    """Book 001, "Die vorletzte Karte": "aufgenommen oder abgelegt" — drawing closes it too."""
    state = position(
        RULES,
        hands=["red:3 blue:5", "yellow:2 green:2", "red:4 blue:4 yellow:4"],
        top="red:5",
        draw="green:9 green:8",
    )
    act(state, "play red:3")
    act(state, "draw")
    assert state.sizes == [1, 3, 3] and state.owed_seat == -1
    with pytest.raises(IllegalAction):
        act(state, "catch 0", seat=2)


# -- the match ------------------------------------------------------------------------------
def finished_round(rules, winner: int, players: int = 3):
    """A round that `winner` ends by playing a last red:1; the others hold the cards listed."""
    others = ["blue:9 joker", "green:3 yellow:skip", "yellow:5"]
    hands_ = []
    k = 0
    for seat in range(players):
        if seat == winner:
            hands_.append("red:1")
        else:
            hands_.append(others[k])
            k += 1
    state = position(rules, hands=hands_, top="red:5", turn=winner)
    act(state, "play red:1")
    assert state.over
    return state


def test_dealer_moves_left_each_round():
    """D-13 (book 001 does not rotate the dealer; "Das Kind zur Linken des Gebers beginnt"): the
    next round's dealer is the left neighbour, so its starter moves left too."""
    match = Match(RULES, players=3, seed=11)
    state, _ = match.start_round()
    assert (state.dealer, state.turn) == (0, 1)
    play_out(state)
    match.finish_round(state)
    assert match.dealer == 1
    state, _ = match.start_round()
    assert (state.dealer, state.turn) == (1, 2)
    match.finish_round(finished_round(RULES, 0))
    state, _ = match.start_round()
    assert (state.dealer, state.turn) == (2, 0)


def test_dealer_stays_when_rotation_off():
    """D-13 flipped (`dealer_rotation: none`): the dealer of the first round deals every round."""
    rules = load("emmi", rules__dealer_rotation="none")
    match = Match(rules, players=3, seed=11)
    match.finish_round(finished_round(rules, 2))
    match.finish_round(finished_round(rules, 1))
    assert match.dealer == 0
    state, _ = match.start_round()
    assert (state.dealer, state.turn) == (0, 1)


def test_match_counts_wins_over_agreed_rounds():
    """Book 001, "Mehrere Runden", D-25 (count the wins) and D-17 (an agreed number of rounds,
    5 in the file): the child with the most wins is the overall winner."""
    match = Match(RULES, players=3, seed=1)
    for winner in (1, 2, 1, 0):
        match.finish_round(finished_round(RULES, winner))
        assert not match.over
    match.finish_round(finished_round(RULES, 1))
    assert match.over
    assert match.wins == [1, 3, 1]
    assert match.leaders() == [1]


def test_match_rounds_can_be_agreed():
    """D-17 flipped (`match.rounds: 2`): the match ends after the agreed number of rounds."""
    rules = load("emmi", match__rounds=2)
    match = Match(rules, players=3, seed=1)
    match.finish_round(finished_round(rules, 2))
    assert not match.over
    match.finish_round(finished_round(rules, 2))
    assert match.over and match.leaders() == [2]


def test_round_scores_a_win_when_counting_wins():
    """D-25: a round scores 1 for its winner and 0 for the others, whatever they hold."""
    state = finished_round(RULES, 1)
    assert state.result.scores == (0, 1, 0)


def test_playing_for_points_when_flipped():
    """Book 001, "Die Kinder können jedoch auch um Punkte spielen" (D-25 flipped, `scoring.mode:
    points`): numbers count their value, specials 20, the Joker 30; the lowest total wins."""
    rules = load("emmi", scoring__mode="points")
    state = finished_round(rules, 0)
    # seat 1: blue:9 + joker = 39; seat 2: green:3 + yellow:skip = 23
    assert state.result.scores == (0, 39, 23)
    match = Match(rules, players=3, seed=1)
    match.finish_round(state)
    match.finish_round(finished_round(rules, 1))  # seat 0 blue:9 joker 39, seat 2 green:3 skip 23
    assert match.totals == [39, 39, 46]
    assert match.leaders() == [0, 1]
    match.finish_round(finished_round(rules, 0))
    assert match.totals == [39, 78, 69]
    assert match.leaders() == [0]


def test_missed_mau_automatic_when_flipped():
    """D-6 flipped (`calls.enforcement: automatic`): nobody catches; the missed "Mau" costs its card
    when the next child acts."""
    rules = load("emmi", calls__enforcement="automatic")
    state = mau_position(rules)
    act(state, "play red:3")
    assert legal_texts(state, 2) == []
    events = act(state, "play red:9")
    assert trace(state, events) == [
        "missed_call 0 mau",
        "penalty 0 1",
        "draw 0 green:9",
        "play 1 red:9",
        "turn 2",
    ]
    assert state.sizes == [2, 2, 3]


def test_mau_only_with_the_play_when_flipped():
    """D-28 flipped (`calls.window: with_play`): no late call; the miss can still be caught until the
    next child acts (challenge)."""
    rules = load("emmi", calls__window="with_play")
    state = mau_position(rules)
    act(state, "play red:3")
    assert legal_texts(state, 0) == []
    with pytest.raises(IllegalAction):
        act(state, "call", seat=0)
    assert trace(state, act(state, "catch 0", seat=2)) == [
        "caught 2 0",
        "penalty 0 1",
        "draw 0 green:9",
    ]


def test_reverse_two_players_only_flips_when_flipped():
    """D-11 flipped (`two_player_reverse: reverse`): with two children the Reverse only turns the
    direction, so the other child is on."""
    rules = load("emmi", rules__two_player_reverse="reverse")
    state = position(
        rules, hands=["red:reverse red:3 green:1 yellow:8", "red:9 yellow:2 green:2"], top="red:5"
    )
    events = act(state, "play red:reverse")
    assert trace(state, events) == ["play 0 red:reverse", "direction 0 -1", "turn 1"]


def test_reshuffle_keeps_the_top_card():
    """Book 001, "Spielverlauf" ("werden alle abgeworfenen Karten gemischt") and D-5: the empty pile
    is refilled from the discard pile, except its top card, on which play goes on."""
    state = position(
        RULES,
        hands=["green:1 yellow:3 blue:2", "red:9 yellow:2 green:2"],
        top="red:5",
        discard="blue:7 blue:8",
        rest="none",
    )
    assert state.draw == []
    events = act(state, "draw")
    assert [EV.NAMES[e[0]] for e in events] == ["reshuffle", "shuffle", "draw"]
    assert (state.phase, legal_texts(state)) == (S.AFTER_DRAW, ["pass"])  # a blue card: no fit
    assert events[0][2] == 2
    assert state.discard == [RULES.card_from_text("red:5")]
    assert len(state.draw) == 1 and state.sizes[0] == 4
