"""Scenario tests for the start card that acts (`rules.start_card: acts_on_first | as_dealer`)
and the first direction (`rules.first_direction`), from docs/research/world-rules.md section 5
(the tests of 11.5; the sources in section 0: U = the best-known commercial coloured-card game,
MM = Mau-Mau, H = Macau, P = Pesten, T = Tschau Sepp, M = Makao).

Each round is dealt from an arranged pile (`new_round(order=...)`) so that the start card is
the one the test names; the dealer is seat 3 of four, so seat 0 begins. Noris's draw2, stop and
reverse stand for Draw 2, Skip and Reverse; classic's Jack is the suit-wish card, its 7 draws
two (stackable with a 7), its 8 skips.
"""

from __future__ import annotations

import pytest

from game.engine import events as EV
from game.engine import new_round
from game.engine import state as S
from game.engine.rules import Rules
from game.engine.state import State
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import only


def _dealt(rules: Rules, start: str, players: int = 4, dealer: int = 3, **kw) -> tuple[State, list]:
    """A round whose start card is `start`: the pile arranged so that it is turned up."""
    deck = list(rules.decks[players])
    card = rules.card_from_text(start)
    deck.remove(card)
    dealt = rules.hand_sizes[players] * players
    order = deck[:-dealt] + [card] + deck[-dealt:]
    return new_round(rules, players, 1, dealer=dealer, order=order, **kw)


def _noris(how: str) -> Rules:
    return load("noris", rules__start_card=how)


def test_a_start_draw2_makes_the_first_player_draw_and_lose_the_turn() -> None:
    """U11 ("Uno Draw 2 card rules", learningboardgames.com): "if a Draw Two card is used at
    the opening of the play, the first player must draw two cards." U4 (the rules copied at
    lahadefense.blogg.se): the Action "must be carried out by the first player". Seat 0 draws
    2 and seat 1 plays."""
    state, events = _dealt(_noris("acts_on_first"), "red:draw2")
    assert state.sizes[0] == 7 and state.turn == 1 and state.phase == S.TURN
    draw2 = state.rules.card_from_text("red:draw2")
    assert (EV.START_ACTS, 3, draw2, "acts_on_first") in events
    assert only(state.rules, events, "skipped") == [("skipped", 0, None)]


def test_a_start_skip_skips_the_first_player() -> None:
    """U10 (kuaisou.com copy, garbled): "If a Skip card is turned up at the beginning of play,
    the player to the left of the dealer is "skipped"". Seat 0 is skipped, seat 1 begins."""
    state, events = _dealt(_noris("acts_on_first"), "green:stop")
    assert state.turn == 1 and state.sizes[0] == 5
    assert only(state.rules, events, "skipped") == [("skipped", 0, None)]


def test_a_start_reverse_lets_the_dealer_begin_counterclockwise() -> None:
    """healthcaresraka.blogg.se (garbled copy of the coloured-card game's rules): "Unless the
    starting card for the Discard Pile is a Reverse, then the dealer goes first and rotation
    proceeds in a counterclockwise direction". The dealer, seat 3, plays first, then seat 2."""
    state, _ = _dealt(_noris("acts_on_first"), "blue:reverse")
    assert state.turn == 3 and state.direction == -1
    act(state, "draw") if "draw" in legal_texts(state) else act(state, legal_texts(state)[0])
    if state.phase == S.AFTER_DRAW:
        act(state, "pass")
    assert state.turn == 2


def test_a_start_wild_leaves_the_colour_to_the_first_player() -> None:
    """U6 (andymatthewsphotography.com, "What is the UNO Challenge rule?"): "If turned up at the
    beginning of play, the first player chooses what color to continue play." Under
    acts_on_first no colour is in force: seat 0 may play any card."""
    state, _ = _dealt(_noris("acts_on_first"), "wild")
    assert state.turn == 0 and colour(state) == "any"
    assert all(t.startswith(("play", "draw")) for t in legal_texts(state))


def test_as_dealer_the_dealer_names_the_colour_before_the_first_player() -> None:
    """MM5 (Lite Games, "Mau-Mau Spielregeln: Crazy Eights"): "Die erste Karte auf dem
    Ablagestapel gilt als Erste vom Austeilenden gespielte Karte ... Beispielsweise darf sich
    der austeilende Spieler eine Farbe wünschen". The dealer (seat 3) is asked first, with an
    `open` action per colour; then seat 0 plays to the wish."""
    state, events = _dealt(_noris("as_dealer"), "wild")
    assert state.turn == 3 and state.phase == S.OPENING
    assert sorted(legal_texts(state)) == sorted(
        f"open wild colour={c}" for c in ("red", "yellow", "green", "blue")
    )
    assert (EV.TURN, 3, 1, "opening") in events
    act(state, "open wild colour=green")
    assert state.turn == 0 and colour(state) == "green" and state.phase == S.TURN


def test_as_dealer_a_start_jack_is_the_dealers_wish() -> None:
    """T1 (jasswelt.ch, "Tschau Sepp", "Ablauf"): "Kehrt der Spielgeber als erste Karte einen
    Under/Buben, darf er die ihm auf Grund seiner Karten vorteilhafteste Farbe bestimmen." In
    classic the dealer (not seat 0) names clubs on a start Jack of hearts; seat 0 must then
    play a club or a Jack."""
    rules = load("classic", rules__start_card="as_dealer")
    state, _ = _dealt(rules, "hearts:jack")
    assert state.turn == 3 and legal_texts(state)[0].startswith("open hearts:jack colour=")
    act(state, "open hearts:jack colour=clubs")
    assert state.turn == 0 and colour(state) == "clubs"
    for text in legal_texts(state):
        assert text == "draw" or "clubs:" in text or ":jack" in text, text


def test_as_dealer_the_first_player_may_stack_on_a_start_seven() -> None:
    """H8 (Lite Games, "Crazy Eights rules: Macau"): "The first card on the discard pile is
    considered the first card played by the dealer." A start 7 attacks seat 0 as a 7 of the
    dealer's would: seat 0 may answer with a 7 of their own or take 2."""
    rules = load("classic", rules__start_card="as_dealer")
    state, events = _dealt(rules, "spades:7")
    assert state.turn == 0 and state.phase == S.ATTACK and state.pend == 2
    assert "accept" in legal_texts(state)
    assert ("attack", 0, ("draw", 2)) in only(rules, events, "attack")


def test_as_dealer_a_start_skip_skips_the_first_player() -> None:
    """P9 (the Pesten app's store page, Afrikaans): a pest card at the start "uitgevoer moet
    word asof die handelaar hierdie kaart gespeel het" — as if the dealer had played it. A
    start 8 (skip) skips seat 0; seat 1 plays."""
    rules = load("classic", rules__start_card="as_dealer")
    state, _ = _dealt(rules, "clubs:8")
    if state.phase == S.ATTACK:  # classic's 8 may be answered with an 8: seat 0 is asked
        act(state, "accept")
    assert state.turn == 1


def test_keep_is_l3s_the_start_card_only_sets_the_suit() -> None:
    """L3 (Last Card, kiwix copy of Wikipedia 2018, "Starting rules"): "This card only dictates
    the starting suit and nothing else." — today's `keep`: no start_acts, seat 0 begins."""
    state, events = _dealt(_noris("keep"), "red:draw2")
    assert state.turn == 0 and colour(state) == "red"
    assert not only(state.rules, events, "start_acts")


@pytest.mark.parametrize("how", ["acts_on_first", "as_dealer"])
def test_a_plain_start_card_does_nothing_more(how: str) -> None:
    state, events = _dealt(_noris(how), "red:5")
    assert state.turn == 0 and not only(state.rules, events, "start_acts")


def test_the_table_chooses_counterclockwise() -> None:
    """M2 (pl.wikibooks.org "Gry karciane/Makao", "Zasady"): "Gracze ustalają kolejność, w
    jakiej będą zagrywać, ale zwykle jest ona zgodna z ruchem wskazówek zegara." The table's
    choice is the house rule `first_direction: counterclockwise`: the dealer's right-hand
    neighbour (seat 0 for dealer 1) begins and seat 3 plays second."""
    rules = load("noris", rules__first_direction="counterclockwise")
    state, _ = new_round(rules, 4, 1, dealer=1)
    assert state.direction == -1 and state.turn == 0
    clockwise, _ = new_round(load("noris"), 4, 1, dealer=1)
    assert clockwise.direction == 1 and clockwise.turn == 2
    assert state.next_seat(0) == 3


def test_counterclockwise_from_the_dealers_right() -> None:
    """T1 (jasswelt.ch): "Es wird vorerst im Gegenuhrzeigersinn abgelegt"; H2 (Wikipedia,
    "Macau (card game)"): "Play starts to the dealer's right"."""
    rules = load("classic", rules__first_direction="counterclockwise")
    state, _ = new_round(rules, 4, 1, dealer=2)
    assert state.direction == -1 and state.turn == 1


def test_a_save_waiting_for_the_dealers_wish_is_checked() -> None:
    """A saved round may wait for the dealer's choice: it reads back under as_dealer, and is
    set aside under rules that never ask it (a damaged or foreign save)."""
    from game.engine import Match
    from game.table.savecheck import SaveError, check_round
    from game.table.savegame import state_from_dict, state_to_dict

    rules = _noris("as_dealer")
    state, _ = _dealt(rules, "wild")
    data = state_to_dict(state)
    again = state_from_dict(rules, data)
    check_round(rules, 4, Match(rules, 4, 1), again)
    plain = _noris("keep")
    with pytest.raises(SaveError):
        check_round(plain, 4, Match(plain, 4, 1), state_from_dict(plain, data))
