"""Why an action is illegal, in English for the command line ("green:3 does not match red:5").

The deciding is not done here. Whether a card may go down, and why not, is `reasons.why_not`'s
(the table words the same `Reason` in the reader's language); this module only says it in
English, and adds what is about the action rather than the card: a malformed int, a colour
or effect left unchosen, a call with no call due, a draw while a card must be played.

Only called on the error path, so it may be slow and thorough.
"""

from __future__ import annotations

from game.engine import actions as A
from game.engine import reasons as R
from game.engine import state as S
from game.engine.legal import legal_actions
from game.engine.state import State

_CARD_KINDS = A.CARD_KINDS


def _card(state: State, t: int) -> str:
    return state.rules.card_to_text(t)


def explain(state: State, seat: int, action: int) -> str:
    """Why `action` by `seat` is not legal now, in English (the message of IllegalAction)."""
    return explained(state, seat, action)[0]


def explained(state: State, seat: int, action: int) -> tuple[str, R.Reason | None]:
    """Why `action` by `seat` is not legal now: in English, and as a reason code when a card
    cannot go on the pile now (None for other actions)."""
    if state.over:
        return "the round is over", R.Reason(R.ROUND_OVER)
    if 0 <= seat < state.n and _well_formed(state, action) and A.kind_of(action) in _CARD_KINDS:
        reason = R.why_not(state, seat, A.type_of(action))
        if reason is not None:
            return _say(state, seat, A.kind_of(action), reason), reason
    return _explain(state, seat, action), None


def _well_formed(state: State, action: int) -> bool:
    return (
        isinstance(action, int)
        and not isinstance(action, bool)
        and action >= 0
        and A.kind_of(action) in A.KIND_NAMES
        and not _malformed(state, action)
    )


def _explain(state: State, seat: int, action: int) -> str:
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
    if kind in _CARD_KINDS:  # the card may go down (`explained` said why not otherwise)
        return _variant(state, seat, action)
    if kind == A.CALL:
        if state.owed_seat != seat:
            return f"seat {seat} owes no call now"
        return "the call must be made with the play in this ruleset"
    if kind == A.CATCH:
        if state.owed_seat < 0:
            return "nobody has missed a call that can still be caught"
        if not state.rules.call_challenge:
            return "missed calls are punished automatically in this ruleset"
        return f"seat {seat} cannot catch seat {A.target_of(action)}"
    if seat != state.turn:
        return _not_your_turn(state, seat)
    if kind == A.GIVE and state.phase == S.STAGE:
        return f"seat {seat} holds no {_card(state, A.type_of(action))} to give"
    if kind == A.DRAW and state.phase == S.TURN:
        return f"seat {seat} holds a card that matches {_card(state, state.top)} and must play it"
    if kind == A.DRAW and state.phase == S.FORCED:
        return "a number card in hand must be played, not drawn"
    return _waiting(state, action)


def _say(state: State, seat: int, kind: int, reason: R.Reason) -> str:
    """`reason` in English; out of turn, a play or defence is told whose turn it is."""
    code = reason.code
    card = _card(state, reason.card) if reason.card >= 0 else ""
    top = _card(state, reason.top if reason.top >= 0 else state.top)
    if code in (R.NOT_YOUR_TURN, R.JUMP_ONLY_SAME, R.JUMP_RANK) and kind != A.JUMP:
        return _not_your_turn(state, seat)
    if code == R.NOT_YOUR_TURN:
        return "this ruleset has no jump-in"
    if code == R.JUMP_ONLY_SAME:
        return f"only the same card as the top card {top} may jump in"
    if code == R.NOT_HELD:
        return f"seat {seat} holds no {card}"
    if code in (R.ATTACK_DRAW, R.ATTACK_SKIP):
        what = f"draw {reason.amount}" if code == R.ATTACK_DRAW else "skip"
        return (
            f"{card} cannot answer the pending {what}: "
            "stack a matching attack card, defend, or accept"
        )
    if code == R.NO_MATCH_COLOUR:
        colour = state.rules.colour_name(reason.colour)
        return f"{card} does not match {top} (colour in force: {colour})"
    if code == R.DEFEND_COLOUR:
        colour = state.rules.colour_name(reason.colour)
        return f"{card} cannot defend: it takes a defending card in {colour}"
    if code == R.ONLY_DRAWN:
        return f"only the card just drawn ({_card(state, reason.drawn)}) may be played now"
    return _ENGLISH[code].format(card=card, top=top)


_ENGLISH = {
    R.ROUND_OVER: "the round is over",
    R.JUMP_RANK: "{card} is the same card, but this ruleset lets no {card} jump in",
    R.JUMP_CLOSED: "too late to jump in: the next player has acted",
    R.JUMP_OWN_CARD: "nobody jumps in on their own card in this ruleset",
    R.JUMP_DURING_ATTACK: "no jump-in while an attack waits in this ruleset",
    R.NO_MATCH: "{card} does not match {top}",
    R.NOT_ON: "{card} may not be played on {top}",
    R.NEEDS_COMPANION: "{card} needs a coloured card in hand to go with it",
    R.FORCE_PENDING: "defend against the forced play or show your hand first",
    R.FORCED_NUMBER: "{card} is not a number card: a forced play must be a number card",
    R.COMPANION_COLOURED: "{card} has no colour: the companion card must be a coloured card",
    R.TRADE_PENDING: "the trade waits for its defences: jump in once it is carried out",
    R.GROUP_FOLLOW: "{card} does not follow the group ending in {top}: lay one that does, or end",
    R.STAGE_PENDING: "no card goes on the pile now: the players each choose a card first",
    R.ONLY_WITHOUT: "{card} may be played only by a hand without the colour in force",
    R.NO_GOING_OUT: "{card} would be the last card, and nobody goes out on it in this ruleset",
}


def _not_your_turn(state: State, seat: int) -> str:
    return f"it is not seat {seat}'s turn (seat {state.turn} is to act)"


def _variant(state: State, seat: int, action: int) -> str:
    """The card may go down, but not as this action: what the action gets wrong."""
    rules = state.rules
    t = A.type_of(action)
    card = _card(state, t)
    same_kind = [a for a in legal_actions(state, seat) if a & A.KIND_MASK == A.kind_of(action)]
    if not any(A.type_of(a) == t for a in same_kind):
        return _waiting(state, action)
    base = action & ~A.CALL_BIT & ~(0x1F << A.TARGET_SHIFT)
    if base not in rules.play_variants[t]:
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


def _waiting(state: State, action: int) -> str:
    text = A.action_to_text(state.rules, action)
    return f"{text} is not allowed now (the game waits for: {S.PHASE_NAMES[state.phase]})"


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
