"""A compact text notation for positions, so a scenario test reads like the rulebook.

    state = position(rules, hands=["red:7 blue:draw2", "green:3 wild"], top="red:5",
                     draw="yellow:1 yellow:2")

Hands list each seat's cards; `draw` lists the draw pile from its top down; `discard` lists
cards under the top card. Every other card of the deck goes to the bottom of the draw pile
(`rest="draw"`), under the top card (`rest="discard"`), or nowhere (`rest="none"`), so a full
position keeps every card of the deck and the conservation checks hold.
"""

from __future__ import annotations

from game.engine.rules import Rules
from game.engine.state import State, empty_state, give


def cards(rules: Rules, text: str) -> list[int]:
    return [rules.card_from_text(word) for word in text.split()]


def position(
    rules: Rules,
    *,
    hands: list[str],
    top: str,
    draw: str = "",
    discard: str = "",
    colour: str | None = None,
    turn: int = 0,
    direction: int = 1,
    rest: str = "draw",
    seed: int = 1,
    dealer: int | None = None,
) -> State:
    state = empty_state(rules, len(hands), seed)
    used = [0] * rules.n_types
    for seat, text in enumerate(hands):
        for t in cards(rules, text):
            give(state, seat, t)
            used[t] += 1
    top_type = rules.card_from_text(top)
    under = cards(rules, discard)
    drawn = cards(rules, draw)
    for t in [top_type, *under, *drawn]:
        used[t] += 1
    leftover: list[int] = []
    for t, k in enumerate(rules.decks_counts[len(hands)]):
        if used[t] > k and rest != "none":
            raise ValueError(
                f"the position uses {used[t]} of {rules.card_to_text(t)}, the deck has {k}"
            )
        leftover += [t] * max(0, k - used[t])
    state.discard = under + ([] if rest != "discard" else leftover) + [top_type]
    pile = list(reversed(drawn))  # the pile's top is the end of the list
    if rest == "draw":
        pile = leftover + pile
    state.draw = pile
    state.top = top_type
    state.colour = rules.colours.index(colour) if colour else rules.type_colour[top_type]
    state.turn = state.starter = turn
    state.dealer = (turn - 1) % len(hands) if dealer is None else dealer
    state.direction = direction
    state.turn_no = 1
    return state


def hand_text(state: State, seat: int) -> str:
    return " ".join(state.rules.card_to_text(t) for t in state.hand(seat))
