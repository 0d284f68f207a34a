"""The start card acts (`rules.start_card`): on the first player, or as the dealer's play.

Two readings of the published rules. `acts_on_first` (the commercial coloured-card game): the
first player suffers the card, "the first player must draw two cards" and loses the turn, a
Skip skips them, a Reverse lets the dealer begin the other way round; a wild card names no
colour, so the first player plays what they like. `as_dealer` (Lite Games' Mau-Mau and Macau,
the Pesten app, Tschau Sepp's Jack): "Die erste Karte auf dem Ablagestapel gilt als Erste vom
Austeilenden gespielte Karte" — the card's effects are carried out as if the seat before the
first player (the dealer, when the dealer's neighbour begins) had played it, so the first
player may answer a draw card as they could any other, and a wish card waits for the dealer
to name the colour (the OPENING phase, the action `open`).

`new_round` calls `start_card_acts` once the cards are dealt and only when the setting is on
and the start card has effects: a round of any other ruleset never comes here.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import actions as A
from game.engine import effects as E
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.state import State

Events = list[EV.Event]
#: `core._after_effects`: a card's effects carried out, then the turn moves on. Passed in by
#: core, which imports this module.
After = Callable[[State, int, int, tuple[E.Effect, ...], bool, Events, E.Effect | None], None]


def start_card_acts(state: State, events: Events, after: After) -> None:
    """Carry out the start card's effects before the first turn (`state.turn` names the first
    player, `state.turn_no` is 1); ends with a turn, an attack or the dealer's choice asked."""
    rules = state.rules
    opener = (state.turn - state.direction) % state.n
    events.append((EV.START_ACTS, opener, state.top, rules.start_card))
    if rules.start_card == "as_dealer":
        state.last_player = opener
        if opening_choices(state):
            state.turn = opener
            state.phase = S.OPENING
            state.jump_open = False  # reopened once the dealer has chosen
            events.append((EV.TURN, opener, state.turn_no, "opening"))
        else:
            state.turn_no = 0  # the dealer's play is no turn: the first player's is turn 1
            _as_dealer(state, opener, A.OPEN | (state.top << A.TYPE_SHIFT), events, after)
        return
    _on_first(state, opener, events)


def opening_choices(state: State) -> tuple[int, ...]:
    """The dealer's choices for the start card: a colour, an effect option (the play variants
    of a card of the hand, as `open` actions); none when the card asks no choice. A trade's
    target and a companion card are not asked: the dealer played no card from a hand, so the
    start card's trade and companion are not carried out (`_dealer_effects`)."""
    t = state.top
    rules = state.rules
    if not rules.type_names_colour[t] and rules.type_choose[t] is None:
        return ()
    return tuple(A.OPEN | (v & ~A.KIND_MASK) for v in rules.play_variants[t])


def open_round(state: State, seat: int, action: int, events: Events, after: After) -> None:
    """The dealer's `open` action: the start card's effects with the dealer's choice."""
    state.jump_open = state.rules.type_jumpable[state.top]
    _as_dealer(state, seat, action, events, after)


def _dealer_effects(state: State) -> tuple[E.Effect, ...]:
    return tuple(
        e
        for e in state.rules.type_effects[state.top]
        if e.choice not in (E.CHOOSES_TARGET, E.CHOOSES_CARD)
    )


def _as_dealer(state: State, opener: int, action: int, events: Events, after: After) -> None:
    state.turn = opener
    state.phase = S.TURN
    after(state, opener, action, _dealer_effects(state), False, events, None)


def _on_first(state: State, opener: int, events: Events) -> None:
    """The first player suffers the card: draws and loses the turn, is skipped, or the dealer
    begins the other way round. A wild card's colour is left open (the first player's
    choice); the other effects ask what only a player's own play can answer, and are not
    carried out."""
    rules = state.rules
    first = state.turn
    skips = draws = 0
    for effect in rules.type_effects[state.top]:
        if effect.kind == E.REVERSE:
            if state.n == 2 and rules.two_player_reverse_skips:
                skips += 1
            else:
                state.direction = -state.direction
                events.append((EV.DIRECTION, -1, state.direction, None))
                first = opener
        elif effect.kind == E.SKIP:
            skips += max(1, effect.count)
        elif effect.kind == E.DRAW:
            draws += effect.count
    state.turn_no = 0
    if draws:
        F.draw_cards(state, first, draws, "attack", events)
        skips += 1
    for _ in range(skips):
        events.append((EV.SKIPPED, first, None, None))
        first = state.next_seat(first)
    F.start_turn(state, first, events)
