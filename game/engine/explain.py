"""Why an action is illegal, in words a player understands ("green:3 does not match red:5").

Only called on the error path, so it may be slow and thorough.
"""

from __future__ import annotations

from game.engine import actions as A
from game.engine import state as S
from game.engine.state import State


def _card(state: State, t: int) -> str:
    return state.rules.card_to_text(t)


def explain(state: State, seat: int, action: int) -> str:
    rules = state.rules
    if state.over:
        return "the round is over"
    if not 0 <= seat < state.n:
        return f"there is no seat {seat} at a table of {state.n}"
    if not isinstance(action, int) or isinstance(action, bool) or action < 0:
        return f"{action!r} is not an action (actions are small non-negative ints)"
    kind = A.kind_of(action)
    if kind not in A.KIND_NAMES:
        return f"{action} is not an action"
    malformed = _malformed(state, action)
    if malformed:
        return f"{action} is not a well-formed action: {malformed}"
    text = A.action_to_text(rules, action)
    phase = S.PHASE_NAMES[state.phase]
    if kind in (A.PLAY, A.DEFEND, A.JUMP):
        t = A.type_of(action)
        if t >= rules.n_types:
            return f"no card type {t} in {rules.id}"
        if not state.hands[seat][t]:
            return f"seat {seat} holds no {_card(state, t)}"
    if kind == A.CALL:
        if state.owed_seat != seat:
            return f"seat {seat} owes no call now"
        return "the call must be made with the play in this ruleset"
    if kind == A.CATCH:
        if state.owed_seat < 0:
            return "nobody has missed a call that can still be caught"
        if not rules.call_challenge:
            return "missed calls are punished automatically in this ruleset"
        return f"seat {seat} cannot catch seat {A.target_of(action)}"
    if kind == A.JUMP:
        if not rules.jump_enabled:
            return "this ruleset has no jump-in"
        if not state.jump_open:
            return "too late to jump in: the next player has acted"
        t = A.type_of(action)
        if t != state.top:
            return (
                f"{_card(state, t)} is not the same card as the top card {_card(state, state.top)}"
            )
        if state.phase == S.TRADE:
            return "the trade waits for its defences: jump in once it is carried out"
        return f"{text} is not allowed now"
    if seat != state.turn:
        return f"it is not seat {seat}'s turn (seat {state.turn} is to act)"
    if kind == A.PLAY:
        return _explain_play(state, seat, action)
    if kind == A.DRAW:
        if state.phase == S.TURN:
            return (
                f"seat {seat} holds a card that matches {_card(state, state.top)} and must play it"
            )
        if state.phase == S.FORCED:
            return "a number card in hand must be played, not drawn"
        return f"drawing is not allowed now (the game waits for: {phase})"
    if kind == A.DEFEND:
        if state.phase not in (S.ATTACK, S.FORCE, S.TRADE):
            return "there is no attack to defend against"
        colour = rules.colour_name(state.pend_colour)
        card = _card(state, A.type_of(action))
        return f"{card} cannot defend: it takes a defending card in {colour}"
    return f"{text} is not allowed now (the game waits for: {phase})"


def _malformed(state: State, action: int) -> str | None:
    """Fields out of range for this ruleset and table (an int not made by the engine)."""
    rules = state.rules
    if not isinstance(action, int) or action < 0:
        return "not a small non-negative int"
    if A.type_of(action) >= rules.n_types:
        return f"no card type {A.type_of(action)}"
    if A.colour_of(action) >= len(rules.colours):
        return f"no colour {A.colour_of(action)}"
    option = A.option_of(action)
    choose = rules.type_choose[A.type_of(action)]
    if option >= 0 and (choose is None or option >= len(choose.options)):
        return f"no option {option} for {rules.card_to_text(A.type_of(action))}"
    target = A.target_of(action)
    if target >= state.n and target not in (A.TARGET_LEFT, A.TARGET_RIGHT):
        return f"no seat {target}"
    if action >> 26:
        return "unknown bits set"
    return None


def _explain_play(state: State, seat: int, action: int) -> str:
    rules = state.rules
    t = A.type_of(action)
    card, top = _card(state, t), _card(state, state.top)
    phase = state.phase
    if phase == S.ATTACK:
        effect = state.pend_effect
        what = f"draw {state.pend}" if effect is not None and effect.name == "draw" else "skip"
        return (
            f"{card} cannot answer the pending {what}: "
            "stack a matching attack card, defend, or accept"
        )
    if phase == S.FORCED:
        if not rules.number_mask >> t & 1:
            return f"{card} is not a number card: a forced play must be a number card"
        return f"{card} is not the card that must be played"
    if phase == S.COMPANION:
        return f"{card} has no colour: the companion card must be a coloured card"
    if phase == S.AFTER_DRAW and state.drawn >= 0 and t != state.drawn:
        return f"only the card just drawn ({_card(state, state.drawn)}) may be played now"
    if phase in (S.FORCE, S.TRADE):
        return f"playing a card is not allowed now (the game waits for: {S.PHASE_NAMES[phase]})"
    if not rules.play_table[state.top][state.colour] >> t & 1:
        if (
            state.top in range(rules.n_types)
            and rules.type_rank[state.top] in rules.rank_not_on[rules.type_rank[t]]
        ):
            return f"{card} may not be played on {top}"
        in_force = rules.colour_name(state.colour)
        if rules.type_colour[state.top] != state.colour:
            return f"{card} does not match {top} (colour in force: {in_force})"
        return f"{card} does not match {top}"
    if rules.type_companion[t]:
        return f"{card} needs a coloured card in hand to go with it"
    variants = rules.play_variants[t]
    base = action & ~A.CALL_BIT & ~(0x1F << A.TARGET_SHIFT)
    if base not in variants:
        if rules.type_names_colour[t] and A.colour_of(action) < 0:
            return f"{card} needs a colour to be named"
        if rules.type_choose[t] is not None and A.option_of(action) < 0:
            return f"{card} needs one of its effects to be chosen"
        return f"{A.action_to_text(rules, action)}: not a valid choice for {card}"
    if rules.type_trade[t] is not None:
        return f"{card} needs a trade: a player to swap with, or left, or right"
    if A.has_call(action):
        return "no call is due with this play"
    return f"{A.action_to_text(rules, action)} is not allowed now"
