"""Scenario tests for "no going out on a special card" (`rules.going_out`), from the published
rules collected in docs/research/world-rules.md (section 2; section 11.2 lists these tests;
section 0 the sources: S = Switch, P = Pesten, H = Macau).

Classic's Skat deck (7 draws two, 8 skips, the Jack names a suit; "Mau" at one card) stands in
for the sources' decks: the research note's 2s, 8s and Jacks are classic's 7s, 8s and Jacks,
and its 4H is hearts:9.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction, legal_actions
from game.engine import state as S
from game.engine.notation import position
from game.engine.reasons import NO_GOING_OUT, why_not
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only

SPECIALS = ["7", "8", "jack"]


def _classic(**going_out):
    overrides = {f"rules__going_out__{key}": value for key, value in going_out.items()}
    return load("classic", **{"rules__going_out__not_with": SPECIALS, **overrides})


def test_refused_last_special_card_must_draw():
    """11.2.1. S5 "Switch" (J28 variant), "Game Rules": "The game cannot end on a Jack of any
    suit, 2 of any suit or 8 of any suit"; P5 (Pesten): "Je kunt echter alleen maar uit gaan
    door het spelen van een normale kaart als laatste en niet met een pestkaart." Seat 0 holds
    only the 8 of hearts on the 9 of hearts: the 8 is refused, the only action is drawing, and
    the reason says why."""
    rules = _classic()
    state = position(rules, hands=["hearts:8", "clubs:queen spades:10"], top="hearts:9")
    assert legal_texts(state) == ["draw"]
    card = rules.card_from_text("hearts:8")
    reason = why_not(state, 0, card)
    assert reason is not None and reason.code == NO_GOING_OUT and reason.card == card
    with pytest.raises(IllegalAction):
        act(state, "play hearts:8")


def test_refused_special_may_be_played_while_a_card_stays():
    """11.2.1. S5 "Game Rules" bans only the *ending* card: with two 8s the first may be
    played (it leaves a card); the second, then the last, may not."""
    rules = _classic()
    state = position(rules, hands=["hearts:8 diamonds:8", "clubs:queen spades:10"], top="hearts:9")
    assert "play hearts:8 call" in legal_texts(state)
    act(state, "play hearts:8 call")
    # The 8 skips seat 1: seat 0 again. Its last card, the 8 of diamonds, is refused too.
    assert state.turn == 0
    assert legal_texts(state) == ["draw"]


def test_a_plain_last_card_is_not_touched():
    """The rule names cards; a plain last card ends the round as ever (S5 "Game Rules")."""
    rules = _classic()
    state = position(rules, hands=["hearts:10", "clubs:queen"], top="hearts:9")
    act(state, "play hearts:10")
    assert state.over and state.result is not None and state.result.winner == 0


def test_penalised_going_out_draws_and_the_round_goes_on():
    """11.2.2. P4 (Pesten, "Basisregels"): "Men mag niet met een pestkaart eindigen. [...]
    Wanneer de speler wel met een pestkaart eindigt moet die persoon 5 kaarten van de
    trekstapel pakken." Seat 0 goes out on the 8 of hearts: it draws 5, nobody has won, and
    the 8 still skips."""
    rules = _classic(consequence="penalty", penalty=5)
    state = position(rules, hands=["hearts:8", "clubs:queen spades:10", "clubs:10"], top="hearts:9")
    assert "play hearts:8" in legal_texts(state) or "play hearts:8 call" in legal_texts(state)
    events = act(state, "play hearts:8")
    assert not state.over and state.winner < 0
    assert len(hand(state, 0)) == 5
    assert ("penalty", 0, 5) in only(rules, events, "penalty")
    assert state.turn == 2  # the 8 skipped seat 1


def test_penalty_of_two_cards():
    """11.2.2. P7 (Pesten): "Een speler moet 2 strafkaarten trekken indien de allerlaatste
    kaart die hij speelt een pestkaart is." The penalty is a setting."""
    rules = _classic(consequence="penalty", penalty=2)
    state = position(rules, hands=["hearts:jack", "clubs:queen spades:10"], top="hearts:9")
    act(state, "play hearts:jack colour=clubs")
    assert not state.over and len(hand(state, 0)) == 2


@pytest.mark.parametrize(("players", "refused"), [(2, True), (3, False)])
def test_the_rule_holds_only_between_two_players(players, refused):
    """11.2.3. H2 (Macau, lead): "if you play Macau in two's you can't end with a 2,3, if you
    play in a group, you can end with any card." With `players_max: 2`, going out on a 7 (the
    note's 2) is refused at two players and allowed at three."""
    rules = _classic(not_with=["7", "8"], players_max=2)
    hands = ["hearts:7", "clubs:queen spades:10", "clubs:10"][:players]
    state = position(rules, hands=hands, top="hearts:9")
    assert ("play hearts:7" in legal_texts(state)) is not refused
    assert ("draw" in legal_texts(state)) is refused


def test_specials_are_the_cards_with_an_effect():
    """P1 (Pesten, "Algemene regels") leaves which cards count to the table; `specials` names
    every card with an effect or that goes on anything: classic's 7, 8 and Jack, not its 9."""
    rules = load("classic", rules__going_out__not_with="specials")
    names = {rules.ranks[r] for r in rules.going_out_ranks}
    assert names == {"7", "8", "jack"}


def test_refused_as_the_answer_to_an_attack():
    """An attack's stack is a play too: a last 7 may not answer a 7 (S5: the game cannot end
    on such a card); seat 1 takes the cards instead."""
    rules = _classic()
    state = position(rules, hands=["hearts:7 clubs:9", "spades:7"], top="hearts:9")
    act(state, "play hearts:7 call")
    assert state.phase == S.ATTACK and state.turn == 1
    assert legal_texts(state) == ["accept"]


def test_off_by_default():
    """Without the setting nothing changes: a last Jack ends the round."""
    rules = load("classic")
    state = position(rules, hands=["hearts:jack", "clubs:queen"], top="hearts:9")
    assert legal_actions(state)
    act(state, "play hearts:jack colour=clubs")
    assert state.over


def test_special_then_plain_card_goes_out():
    """11.2.1. S5 "Game Rules": with 8H 9H both are legal; the 8 leaves the 9, and the 9 may
    end the round (the 8 skips the only other player, so seat 0 plays again)."""
    rules = _classic()
    state = position(rules, hands=["hearts:8 hearts:9", "clubs:queen spades:10"], top="hearts:10")
    assert {"play hearts:8 call", "play hearts:9 call"} <= set(legal_texts(state))
    act(state, "play hearts:8 call")
    act(state, "play hearts:9")
    assert state.over and state.result is not None and state.result.winner == 0
