"""`apply`: check an action against the rules, carry it out, report what happened as events."""

from __future__ import annotations

from typing import Final

from game.engine import actions as A
from game.engine import endings
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.calls import catch, check_call, false_call, last_card, late_call
from game.engine.carry_out import run_chosen, run_effects
from game.engine.challenge import challenge, guilty, opens
from game.engine.draw_until import draw_until_fits, fits
from game.engine.effects import DRAW as DRAW_EFFECT
from game.engine.effects import STACKED_ONE_WAITS, Effect
from game.engine.explain import explained
from game.engine.group_play import end_group, grouped
from game.engine.legal import legal_actions
from game.engine.reasons import Reason
from game.engine.return_attack import returns, turn_back
from game.engine.stage import AGAIN, GOES_ON, KEEPS_TURN, begin
from game.engine.stage import act as stage_act
from game.engine.start_card import open_round, start_card_acts
from game.engine.state import State, take
from game.engine.waits import owe


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in words, and `reason`, for
    a card that cannot go on the pile now, says it as a code the screen words
    (`game.words.reason_text`); None for other actions."""

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


_HOW: Final = {
    S.TURN: "turn",
    S.AFTER_DRAW: "after_draw",
    S.ATTACK: "stack",
    S.FORCED: "forced",
    S.COMPANION: "companion",
    S.GROUP: "group",
}
_HOW_BY_PHASE: Final = tuple(
    _HOW.get(phase, "") for phase in range(len(S.PHASE_NAMES))
)  # indexes faster

# Short names for the constants `apply` reads on every decision. Every module-level constant of
# the engine is Final: mypyc writes a Final literal into the code as a number, where a plain
# global costs a dictionary lookup (and a module's attribute more) at each read.
_KIND_MASK: Final = A.KIND_MASK
_TYPE_SHIFT: Final = A.TYPE_SHIFT
_TYPE_MASK: Final = A.TYPE_MASK
_PLAY: Final = A.PLAY
_DRAW: Final = A.DRAW
_DEFEND: Final = A.DEFEND
_JUMP: Final = A.JUMP
_CALL: Final = A.CALL
_RESOLVE: Final = A.RESOLVE
_END: Final = A.END
_GIVE: Final = A.GIVE
_CHALLENGE: Final = A.CHALLENGE
_TURN: Final = S.TURN
_AFTER_DRAW: Final = S.AFTER_DRAW
_ATTACK: Final = S.ATTACK
_FORCED: Final = S.FORCED
_EV_PLAY: Final = EV.PLAY


def apply(state: State, action: int, seat: int | None = None) -> list[EV.Event]:
    """Carry out `action` by `seat` (default: the seat to act) and return the events."""
    if seat is None:
        seat = state.turn
    legal = state._legal if state._legal_seat == seat else legal_actions(state, seat)
    if action not in legal:  # type: ignore[operator]
        raise IllegalAction(*explained(state, seat, action))
    state._legal_seat = -1
    events: list[EV.Event] = []
    kind = action & _KIND_MASK
    bluff = False
    if state.challenge >= 0 and seat == state.turn:
        # A challenge is judged on the hand the play left, before a call's penalty changes
        # it; any other answer lets the play stand (game.engine.challenge).
        if kind == _CHALLENGE:
            bluff = guilty(state)
        else:
            state.challenge = -1
    if kind < _DEFEND or kind >= _RESOLVE or (kind == _DEFEND and seat == state.turn):
        # The seat to act (the common case, tested first): play, draw, pass, accept, defend,
        # resolve a trade, end a group, a choice in a stage.
        window_open = state.owed_seat >= 0 and state.turn_no > state.owed_turn
        if window_open and not _window_closed_first(state, seat, action, events):
            return events
        if kind != _RESOLVE:
            # The next regular action closes the jump-in window. Carrying out a trade is the
            # end of the trader's play, not the next action: a jump on the card may follow it.
            state.jump_open = False
        if kind == _PLAY:
            play(state, seat, action, _HOW_BY_PHASE[state.phase], events)
        elif kind == _DRAW and state.phase != _FORCED:
            turn_draw(state, seat, events)
        elif kind == _CHALLENGE:
            challenge(state, seat, bluff, events)
        else:
            _regular(state, seat, kind, action, events)
    elif kind == _CALL:
        if action & A.CALL_BIT:
            false_call(state, seat, events)
        else:
            late_call(state, seat, events)
    elif kind == A.CATCH:
        catch(state, seat, A.target_of(action), events)
    # Out of turn, but an action all the same (a jump-in, a trade's defence): it closes an open
    # call window, like the next player's regular action does.
    elif state.owed_seat < 0 or _window_closed_first(state, seat, action, events):
        if kind == _JUMP:
            play(state, seat, action, "jump", events)
        else:
            defend(state, seat, action, events)  # a trade's affected player, out of turn
    if state.winner >= 0 and not state.over and state.phase in (_TURN, _AFTER_DRAW):
        F.end_round(state, state.winner, events)
    return events


def ends_round(state: State, action: int, seat: int | None = None) -> bool:
    """Would `action` by `seat` end the round at once? Then nothing it names (a wished colour)
    can matter any more, and a screen need not ask for it. Tried on a copy, so the answer is
    the engine's own, whatever the ruleset says about calls and last cards."""
    trial = state.copy()
    apply(trial, action, seat)
    return trial.over


def _window_closed_first(state: State, seat: int, action: int, events: list[EV.Event]) -> bool:
    """Close the open call window before `action` is carried out; True if it still may be.

    A missed call's penalty is drawn before the next action. Drawing it may reshuffle and turn
    up a new top card (`reshuffle: all`), or hand the actor cards (D-30: the turn came straight
    back), so the action is judged again on the table as it is then: if it is no longer legal,
    the seat chooses again and its turn is not used.
    """
    before = len(events)
    F.close_call_window(state, events)
    if state.over:
        return False
    if len(events) == before:
        return True
    still_legal = action in legal_actions(state, seat)
    state._legal_seat = -1  # the cache must not outlive the move about to be made
    if not still_legal:
        events.append((EV.CHOOSE_AGAIN, seat, None, None))
    return still_legal


def _regular(state: State, seat: int, kind: int, action: int, events: list[EV.Event]) -> None:
    phase = state.phase
    if kind == A.PLAY:
        play(state, seat, action, _HOW[phase], events)
    elif kind == A.DRAW:
        if phase == S.FORCED:
            forced_draw(state, seat, events)
        else:
            turn_draw(state, seat, events)
    elif kind == A.PASS:
        events.append((EV.PASS, seat, False, None))
        F.advance(state, seat, 0, events)
    elif kind == A.ACCEPT:
        accept(state, seat, events)
    elif kind == A.DEFEND:
        defend(state, seat, action, events)
    elif kind == A.RESOLVE:
        F.resolve_trade(state, events)
    elif kind == A.END:
        end_group(state, seat, action, state.group, events)
    elif kind == A.GIVE:
        stage_act(state, seat, action, events)
    elif kind == A.OPEN:
        open_round(state, seat, action, events, _after_effects)


# -- playing a card --------------------------------------------------------------------------
def play(state: State, seat: int, action: int, how: str, events: list[EV.Event]) -> None:
    rules = state.rules
    t = (action >> _TYPE_SHIFT) & _TYPE_MASK
    stacking = state.phase == _ATTACK
    before = state.colour
    sender = state.last_player
    returning = stacking and returns(state, t)
    if state.revealed is None:
        # take(state, seat, t), inlined for the hot path: no hand shown to update.
        hand = state.hands[seat]
        hand[t] -= 1
        if not hand[t]:
            state.masks[seat] &= ~(1 << t)
        state.sizes[seat] -= 1
    else:
        take(state, seat, t)
    state.discard.append(t)
    state.top = t
    state.stalled = 0
    state.last_player = seat
    if how == "jump":
        # The jumper takes the turn over: a decision its card leaves behind (carrying out a
        # trade) is theirs, not the seat's whose turn it was.
        state.turn = seat
    colour = rules.type_colour[t]
    if colour >= 0:
        state.colour = colour
    if rules.type_challenge[t]:
        opens(state, t, before)
    events.append((EV.JUMP, seat, t, None) if how == "jump" else (_EV_PLAY, seat, t, how))
    if returning:
        turn_back(state, seat, sender, action, events)
        return
    effects = rules.type_effects[t]
    if how == "forced" or how == "companion":
        _special_play(state, seat, action, how, effects, events)
        return
    if rules.type_companion[t]:
        # The first of two cards: the companion decides colour and calls.
        run_effects(state, seat, effects, -1, -1, -1, False, events)
        return
    if (
        rules.groups is not None
        and (how == "turn" or how == "group")
        and grouped(state, seat, action, before, how, events)
    ):
        return
    state.jump_open = rules.type_jumpable[t] and state.winner < 0
    size = state.sizes[seat]
    if not size and last_card(state, seat, action, events):
        return
    if rules.call_at_size[size] >= 0 and state.winner < 0:
        check_call(state, seat, action, size, events)
    if not effects:
        F.advance(state, seat, 0, events)
        return
    _after_effects(state, seat, action, effects, stacking, events, None)


def _special_play(
    state: State,
    seat: int,
    action: int,
    how: str,
    effects: tuple[Effect, ...],
    events: list[EV.Event],
) -> None:
    """A card forced by reveal-and-force, or the companion of a two-card play."""
    rules = state.rules
    t = state.top
    effect = state.pend_effect
    assert effect is not None
    state.pend_effect = None
    state.jump_open = rules.type_jumpable[t] and state.winner < 0
    size = state.sizes[seat]
    if last_card(state, seat, action, events):
        return
    if state.winner < 0:
        # D-31: the call is judged as the card leaves the hand ("bevor seine Karte auf dem
        # Abwurfstapel liegt"), before a forced play's draw; a companion's after both cards.
        check_call(state, seat, action, size, events)
    if how == "forced":
        # A last X+ (D-21) is still carried out: its victim draws, not the player it took out
        # (the winner, or one out of a round that goes on: one_left).
        if state.winner != seat and not (state.finished and state.finished[-1] == seat):
            F.draw_cards(state, seat, rules.type_value[t], "forced", events)
        if not effect.apply_forced_effects:
            effects = ()
    elif not effect.effect_applies:
        effects = ()
    _after_effects(state, seat, action, effects, False, events, effect if how == "forced" else None)


def _after_effects(
    state: State,
    seat: int,
    action: int,
    effects: tuple[Effect, ...],
    stacking: bool,
    events: list[EV.Event],
    forced: Effect | None,
) -> None:
    skips, again, pending = run_chosen(state, seat, action, effects, stacking, events)
    if state.stage is not None and not state.over and state.phase != S.STAGE:
        # The card opened a stage: what its other effects owe waits until it is over.
        keeps = forced is not None and not forced.loses_turn and state.winner < 0
        begin(state, skips, AGAIN if again else KEEPS_TURN if keeps else GOES_ON, events)
        return
    if pending or state.over:
        return
    if forced is not None and not forced.loses_turn and state.winner < 0:
        F.start_turn(state, seat, events)
    elif again:
        events.append((EV.PLAY_AGAIN, seat, None, None))
        F.start_turn(state, seat, events)
    else:
        F.advance(state, seat, skips, events)


# -- drawing ---------------------------------------------------------------------------------
def turn_draw(state: State, seat: int, events: list[EV.Event]) -> None:
    rules = state.rules
    if rules.draw_limit > 1:
        drawn, last = draw_until_fits(state, seat, events)
    else:
        drawn = F.draw_cards(state, seat, 1, "turn", events)
        last = events[-1][2] if drawn else -1
    if not drawn:
        events.append((EV.PASS, seat, True, None))
        state.stalled += 1
        F.advance(state, seat, 0, events)
        return
    ask = rules.drawn_may_play
    if ask and not fits(state, last):
        # The drawer is asked whether to play the card just drawn, fitting or not: were the
        # turn kept only for a card that fits, everyone would learn that it fits. Not where
        # everyone knows it anyway: a card that fits must be played (`must_play`), or a draw
        # until a card fits stopped short of its limit (the pile ran out; CE2: "must pass").
        ask = not rules.drawn_must_play and drawn >= rules.draw_limit
    if ask:
        state.phase = S.AFTER_DRAW
        state.drawn = last
        return
    F.advance(state, seat, 0, events)


def forced_draw(state: State, seat: int, events: list[EV.Event]) -> None:
    """No number card under a forced play: draw one; a number card drawn must be played."""
    rules = state.rules
    if F.draw_cards(state, seat, 1, "forced", events):
        t = events[-1][2]
        if rules.number_mask >> t & 1:
            state.drawn = t
            return
    else:
        state.stalled += 1
    following = state.next_seat(seat)
    events.append((EV.FORCED_PASS_ON, seat, following, None))
    if state.winner >= 0 and (following == state.pend_first or F.victim_after(state, seat) < 0):
        # A last card's force came back round, or has nobody but the winner to go on to: it ends.
        F.end_round(state, state.winner, events)
        return
    if state.stalled and state.stalled >= state.active_players():
        F.end_round(state, -1, events, blocked=True, why=endings.why_blocked(state))
        return
    F.force_victim(state, following, events)


def accept(state: State, seat: int, events: list[EV.Event]) -> None:
    effect = state.pend_effect
    assert effect is not None
    if state.phase == S.FORCE:
        F.reveal(state, seat, events)
        return
    if effect.kind != DRAW_EFFECT:
        events.append((EV.SKIPPED, seat, None, None))
        if effect.stacked == STACKED_ONE_WAITS and state.pend > 1:
            owe(state, seat, state.pend - 1, events)  # the one player takes every skip
            state.pend = 1
        state.pend -= 1
        F.next_skip_victim(state, seat, False, events)
        return
    total = state.pend
    state.pend = 0
    state.pend_effect = None
    if not F.draw_cards(state, seat, total, "attack", events):
        state.stalled += 1
    if state.winner >= 0 or effect.loses_turn:
        F.advance(state, seat, 0, events)
    elif effect.may_play_after:
        state.phase = S.AFTER_DRAW
        state.drawn = -1
    else:
        state.phase = S.TURN  # the victim keeps the turn and plays it normally
        events.append((EV.TURN, seat, state.turn_no, None))


def defend(state: State, seat: int, action: int, events: list[EV.Event]) -> None:
    """A defending card (a 0 of the attack's colour) cancels the attack or the trade."""
    rules = state.rules
    t = (action >> A.TYPE_SHIFT) & A.TYPE_MASK
    take(state, seat, t)
    state.discard.append(t)
    state.top = t
    state.colour = rules.type_colour[t] if rules.type_colour[t] >= 0 else state.colour
    state.stalled = 0
    state.last_player = seat
    events.append((EV.DEFEND, seat, t, None))
    trade = state.trade
    if state.phase == S.TRADE and trade is not None:
        events.append((EV.TRADE_CANCELLED, seat, None, None))
        state.trade = None
        if trade[4] >= 0:  # the trader was caught while the trade waited: see `catch`
            F.call_penalty(state, trade[0], trade[4], events)
    state.pend = state.chain = 0
    state.pend_effect = None
    state.jump_open = rules.type_jumpable[t] and state.winner < 0
    size = state.sizes[seat]
    if last_card(state, seat, action, events):
        return
    if state.winner < 0:
        check_call(state, seat, action, size, events)
    F.advance(state, seat, 0, events)


def _start_card_acts(state: State, events: list[EV.Event]) -> None:
    """A start card's effects (`rules.start_card`), carried out as a card's are."""
    start_card_acts(state, events, _after_effects)


S.START_CARD_ACTS[:] = [_start_card_acts]  # new_round calls it (game.engine.state)
