"""Cancelling a pending attack (docs/research/world-rules.md section 8, tests 11.8.1-3): the
effect cancel_attack, played (any colour) against a waiting attack of a kind it names, ends it;
with `answer: passes_on` it passes it on unchanged. Noris offers it on the Colour Change as
house rule D-54 (Whot's wild)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from game.ruleset import load_rules
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import only

BLACK_JACK = """
format: 1
id: black_jack_test
name: Black Jack (test)
players: {min: 2, max: 5}
hand_size: 5
colours: [clubs, spades, hearts, diamonds]
ranks:
  "7": {kind: number, value: 7}
  "8": {kind: number, value: 8}
  "9": {kind: number, value: 9}
  "10": {kind: number, value: 10}
  black_jack:
    kind: symbol
    effects: [{draw: {count: 7, stack_with: [black_jack]}}]
  red_jack:
    kind: symbol
    effects: [{cancel_attack: {attacks: [draw], answer: ANSWER}}]
  queen: {kind: symbol}
  king: {kind: symbol}
  ace: {kind: symbol}
deck:
  - {ranks: ["7", "8", "9", "10", queen, king, ace]}
  - {ranks: [black_jack], colours: [clubs, spades]}
  - {ranks: [red_jack], colours: [hearts, diamonds]}
"""


def black_jack(tmp_path: Path, answer: str):
    path = tmp_path / "black_jack_test.yaml"
    path.write_text(BLACK_JACK.replace("ANSWER", answer), encoding="utf-8")
    rules = load_rules(str(path))
    return position(
        rules,
        hands=[
            "spades:black_jack clubs:7",
            "hearts:red_jack spades:8",
            "clubs:9 diamonds:9",
            "clubs:8 clubs:10",
        ],
        top="spades:10",
    )


def test_the_red_jack_cancels_the_black_jacks_draw(tmp_path):
    """Black Jack (B1, Wikipedia c. 2007 "Black Jack (card game)", "Magic cards"): "A black Jack causes the next player to pick up seven
    cards, unless he can follow with a red jack (which neutralises the black". Ben's red Jack
    answers: nobody draws, Clara plays next, hearts in force."""
    state = black_jack(tmp_path, "cancels")
    act(state, "play spades:black_jack")
    assert (state.phase, state.turn) == (ATTACK, 1)
    assert "play hearts:red_jack" in legal_texts(state)
    sizes = state.sizes[:]
    events = act(state, "play hearts:red_jack")
    assert only(state.rules, events, "attack_cancelled") == [("attack_cancelled", 1, "draw")]
    assert state.sizes == [sizes[0], sizes[1] - 1, sizes[2], sizes[3]]
    assert (state.phase, state.turn, state.pend) == (TURN, 2, 0)
    assert state.rules.card_to_text(state.top) == "hearts:red_jack"
    assert state.rules.colour_name(state.colour) == "hearts"


def test_the_red_jack_passes_the_seven_on(tmp_path):
    """Black Jack (B2, blackjackdoc.com "Black Jack Game"): "the next player must pick up seven cards from the deck unless he
    places another two red or black Jacks" — read as the red Jack passing the seven on
    (`answer: passes_on`): Clara faces the seven, Ben draws nothing."""
    state = black_jack(tmp_path, "passes_on")
    act(state, "play spades:black_jack")
    events = act(state, "play hearts:red_jack")
    assert only(state.rules, events, "attack_passed_on") == [("attack_passed_on", 1, 2)]
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 7)
    act(state, "accept")
    assert state.sizes[2] == 9


def test_a_red_jack_in_a_normal_turn_does_nothing(tmp_path):
    state = black_jack(tmp_path, "cancels")
    state.turn = 1
    events = act(state, "play spades:8")
    assert state.turn == 2 and not only(state.rules, events, "attack_cancelled")


WILD = {"ranks__wild__effects": [{"cancel_attack": {"attacks": ["draw"]}}, "name_colour"]}


def test_the_wild_cancels_any_pending_draw_and_names_a_colour():
    """Whot (W1, whotlive.com "WHOT! Game Rules", "Special Action Cards"): "WHOT: Playing a Whot card cancels any active Pick
    Two or Pick Three draw effects.the player must name a suit." Anna plays a Draw 2, Ben
    stacks one (4 pending); Clara plays a Colour Change naming blue: the four are cancelled,
    Dora plays to blue."""
    rules = load("noris", **WILD)
    state = position(
        rules,
        hands=["red:draw2 red:1", "yellow:draw2 yellow:1", "wild green:3", "blue:4 blue:5"],
        top="red:5",
    )
    act(state, "play red:draw2")
    act(state, "play yellow:draw2")
    assert (state.turn, state.pend) == (2, 4)
    events = act(state, "play wild colour=blue")
    assert only(state.rules, events, "attack_cancelled", "colour") == [
        ("attack_cancelled", 2, "draw"),
        ("colour", 2, "blue"),
    ]
    assert (state.phase, state.turn, state.pend) == (TURN, 3, 0)
    assert state.sizes[2] == 1


@pytest.mark.parametrize("attacks", [["skip"]])
def test_a_cancel_answers_only_the_attacks_it_names(attacks):
    rules = load(
        "noris", ranks__wild__effects=[{"cancel_attack": {"attacks": attacks}}, "name_colour"]
    )
    state = position(rules, hands=["red:draw2 red:1", "wild green:3"], top="red:5")
    act(state, "play red:draw2")
    assert legal_texts(state) == ["accept"]
