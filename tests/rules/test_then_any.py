"""Scenario tests for "anything may follow" a card (`ranks.X.then_any`), from the published
rules in docs/research/world-rules.md, section 2 (P = Pesten, CE = Crazy Eights with jokers).

P7 and CE3 give the next player the free choice; P3 gives it to the joker's player instead
(they set the suit by throwing a card themselves), which is not this setting: a house rule
that wants it can pair the card with `play_again`.

Classic's Jack (a wild that names a suit) serves, turned into such a card: no suit named,
anything may follow.
"""

from __future__ import annotations

from game.engine.notation import position
from tests.helpers import act, legal_texts, load

FREE_JACK = {"ranks__jack__then_any": True, "ranks__jack__effects": []}


def test_anything_may_follow_the_card():
    """CE3 (Crazy Eights with jokers): the next player "can play a joker (the next player
    plays a card of his/her own choosing)". On a Jack of hearts, seat 1 may play the 10 of
    clubs (neither hearts nor a Jack)."""
    rules = load("classic", **FREE_JACK)
    state = position(rules, hands=["hearts:jack hearts:9", "clubs:10 spades:queen"], top="hearts:7")
    act(state, "play hearts:jack call")
    assert state.turn == 1
    assert {"play clubs:10", "play spades:queen"} <= set(legal_texts(state))
    act(state, "play clubs:10")
    # The next card sets the table again: clubs or a 10 only.
    assert "play hearts:9" not in legal_texts(state)


def test_anything_may_follow_after_the_next_player_draws():
    """P7 (Pesten): "Wanneer de laatste kaart op de aflegstapel een joker is en alle
    strafkaarten getrokken zijn, mag iedere kaart worden opgegooid." While the card is on top,
    any card may go on it, for whoever's turn it is: seat 1 draws (drawing is allowed here),
    seat 2 may play anything."""
    rules = load("classic", **FREE_JACK, rules__drawn_card="keep", rules__draw_when_able=True)
    state = position(
        rules,
        hands=["hearts:jack hearts:9", "spades:queen", "diamonds:10 clubs:king"],
        top="hearts:7",
        draw="clubs:9",
    )
    act(state, "play hearts:jack call")
    act(state, "draw")
    assert state.turn == 2
    assert {"play diamonds:10", "play clubs:king"} <= set(legal_texts(state))


def test_not_on_still_holds():
    """The card's own `not_on` is the one limit left: classic's Jack may not go on a Jack."""
    rules = load("classic", **FREE_JACK)
    state = position(rules, hands=["hearts:jack", "clubs:jack clubs:10"], top="spades:jack")
    assert "play hearts:jack" not in legal_texts(state)


def test_off_by_default():
    """Without the setting a plain card follows by colour or rank only."""
    rules = load("classic", ranks__jack__effects=[])
    state = position(rules, hands=["hearts:jack hearts:9", "clubs:10"], top="hearts:7")
    act(state, "play hearts:jack call")
    assert legal_texts(state) == ["draw"]
