"""An attack turned back on its sender (docs/research/world-rules.md section 3, test 11.3.4):
`draw.returned_by`, noris's house rule D-52 (a Reverse of the same colour turns a Draw 2
back)."""

from __future__ import annotations

from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import only

RETURNED = {"ranks__draw2__effects__0__draw__returned_by": ["reverse"]}


def four(**kw):
    return position(
        load("noris", **RETURNED),
        hands=[
            "red:draw2 yellow:draw2 red:1",
            "red:reverse blue:reverse blue:1",
            "green:1 green:2",
            "blue:4 blue:5",
        ],
        top="red:5",
        **kw,
    )


def test_a_reverse_of_the_same_colour_bounces_the_draw_back():
    """UNO house rules (U9, storyvr.org "What are the UNO rules"): "When someone plays a Draw 2 card on you, if you have a Reverse
    card of the SAME COLOR, you can play it and the penalty bounces back onto them!" Anna plays
    red Draw 2 on Ben; Ben answers with a red Reverse: Anna faces 2, may stack, and the
    direction is reversed."""
    state = four()
    act(state, "play red:draw2")
    assert "play red:reverse" in legal_texts(state)
    assert "play blue:reverse" not in legal_texts(state)  # only in the attacking colour
    events = act(state, "play red:reverse")
    assert only(state.rules, events, "attack_returned", "attack") == [
        ("attack_returned", 1, 0),
        ("attack", 0, ("draw", 2)),
    ]
    assert (state.phase, state.turn, state.direction) == (ATTACK, 0, -1)
    assert "play yellow:draw2" in legal_texts(state)  # Anna may stack in turn
    act(state, "play yellow:draw2")
    assert (state.turn, state.pend) == (3, 4)  # on to Dora, counterclockwise


def test_taking_the_returned_draw():
    state = four()
    act(state, "play red:draw2")
    act(state, "play red:reverse")
    act(state, "accept")
    assert state.sizes[0] == 4  # two left, two drawn
    assert (state.phase, state.turn) == (TURN, 3)  # Anna loses the turn; on counterclockwise


def test_a_last_card_cannot_be_turned_back():
    """Last Card (L1, absoluteastronomy.com "Last Card"): "If a player plays a pick up card as their last card, it can not be
    rebounded by an opposition player playing another card on top." Under last_card_effects:
    apply Anna's last Draw 2 still attacks Ben, who may not bounce it back."""
    rules = load("noris", rules__last_card_effects="apply", **RETURNED)
    state = position(
        rules,
        hands=["red:draw2", "red:reverse blue:1", "green:1 green:2"],
        top="red:5",
    )
    act(state, "play red:draw2")
    assert state.winner == 0
    assert "play red:reverse" not in legal_texts(state)
