"""A last card's effects (`rules.last_card_effects: apply`, RULES.md decision D-21) never reach
the winner and never run on after the round's end.

D-21 (book 002, ""Stop" rufen": "Ist die letzte Karte eine Farbkarte mit besonderen
Eigenschaften, wird sie noch ausgeführt"): the last card's effects are carried out and may be
answered with the others' cards, but the winner takes no part — passed over in turn order, an
empty hand in a trade. So an effect whose only player left to act on is the winner (or the
player whose card carries it) is dropped, and the round ends with its winner holding no card;
and once an effect has ended the round, the card's remaining effects are not carried out: no
event follows ROUND_END. Found by the generative guard (tests/guard/found/).
"""

from __future__ import annotations

from pathlib import Path

from game.engine import events as EV
from game.engine.notation import position
from game.ruleset import load_rules
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import only, story

# A number card that forces the next player's number card (an X+ that is itself a number).
FORCING = """
format: 1
id: forcing
name: Forcing numbers
players: {min: 2, max: 3}
hand_size: 1
colours: [red, blue, green]
ranks:
  "7": {kind: number, value: 0, effects: [reveal_and_force]}
  jack: {kind: symbol, coloured: false, plays_on: any}
deck:
  - {ranks: ["7"], copies: 2}
  - {ranks: [jack], copies: 2}
rules: {last_card_effects: apply}
scoring: {winner_points: 0}
"""

# A card that trades, then plays again and names a colour.
TRADING = """
format: 1
id: trading
name: Trade then wish
players: {min: 2, max: 3}
hand_size: 2
colours: [red, blue]
ranks:
  "1": {kind: number, value: 1}
  swap: {kind: symbol, effects: [trade_hands, play_again: {}, name_colour]}
deck:
  - {ranks: ["1", swap], copies: 2}
rules: {last_card_effects: apply}
"""


def _rules(tmp_path: Path, text: str):
    path = tmp_path / "ruleset.yaml"
    path.write_text(text, encoding="utf-8")
    return load_rules(str(path))


def test_d21_a_last_cards_force_does_not_come_back_onto_the_winner(tmp_path):
    """D-21: seat 1's forced card is its last and forces in turn; only the winner is left, so
    that force is dropped and the round ends — the winner shows and draws nothing."""
    rules = _rules(tmp_path, FORCING)
    state = position(rules, hands=["red:7", "blue:7"], top="green:7")
    events = act(state, "play red:7")
    assert only(rules, events, "play", "attack") == [
        ("play", 0, "red:7"),
        ("attack", 1, ("reveal_and_force", 0)),
    ]
    # No card defends a force in this ruleset: seat 1 shows its hand at once.
    assert legal_texts(state) == ["play blue:7"]
    events = act(state, "play blue:7")
    assert story(rules, events) == [
        ("play", 1, "blue:7"),
        ("round_end", 0, (0, 0)),
    ]
    assert state.over and state.result.winner == 0 and list(state.sizes) == [0, 0]


def test_d21_with_a_third_player_the_force_goes_on_to_them(tmp_path):
    """D-21 passes the winner over, it does not stop the effects: with a third player holding
    cards, seat 1's forced card forces seat 2, who plays its number card in turn."""
    rules = _rules(tmp_path, FORCING)
    state = position(rules, hands=["red:7", "blue:7", "green:7 jack"], top="red:7")
    act(state, "play red:7")
    events = act(state, "play blue:7")
    assert only(rules, events, "attack") == [("attack", 2, ("reveal_and_force", 0))]
    events = act(state, "play green:7")
    # Seat 2's own force has seat 1 (out too) and the winner left: dropped, the round ends.
    assert story(rules, events)[-1][:2] == ("round_end", 0)
    assert list(state.sizes) == [0, 0, 1]


def test_d21_d27_a_2plus_forced_by_a_last_xplus_attacks_nobody():
    """abacus, D-21 and D-27: a 2+ played under a last X+ attacks the following player — the
    winner, passed over; with two players it would come back onto its own player. It is
    dropped: the victim draws the X+'s 2 and the round ends."""
    rules = load("abacus")
    state = position(
        rules, hands=["red:xplus", "blue:2plus"], top="red:3", draw="green:3 blue:1 blue:4"
    )
    act(state, "play red:xplus")
    act(state, "accept")
    events = act(state, "play blue:2plus")
    assert story(rules, events) == [
        ("play", 1, "blue:2plus"),
        ("draw", 1, "green:3"),
        ("draw", 1, "blue:1"),
        ("round_end", 0, (0, 4)),
    ]
    assert list(state.sizes) == [0, 2]


def test_d21_nothing_follows_the_round_end_of_a_last_trade(tmp_path):
    """D-21: a last Trade Hands swapping with the winner does nothing and ends the round; the
    card's play-again and colour come after the trade on the card, so they are not carried out
    (a colour named after the round could not matter any more)."""
    rules = _rules(tmp_path, TRADING)
    state = position(rules, hands=["red:swap", "blue:1 red:1"], top="red:1")
    play = next(a for a in legal_texts(state) if "target=1" in a and "colour=blue" in a)
    events = act(state, play)
    kinds = [e[0] for e in events]
    assert kinds[-1] == EV.ROUND_END
    assert EV.COLOUR not in kinds and EV.PLAY_AGAIN not in kinds
    assert state.result.winner == 0 and list(state.sizes) == [0, 2]


def test_the_same_trade_not_last_runs_all_its_effects(tmp_path):
    """The control: not the last card, the same card trades and still names its colour."""
    rules = _rules(tmp_path, TRADING)
    state = position(rules, hands=["red:swap blue:1", "blue:swap red:1"], top="red:1")
    play = next(a for a in legal_texts(state) if a.startswith("play red:swap") and "target=1" in a)
    play = play.replace("colour=red", "colour=blue")
    events = act(state, play)
    assert ("colour", 0, "blue") in story(rules, events) and not state.over
