"""`apply`: check an action against the rules, carry it out, report what happened as events."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.carry_out import run_effects
from game.engine.effects import DRAW as DRAW_EFFECT
from game.engine.effects import NAME_COLOUR, Effect
from game.engine.explain import explained
from game.engine.groups import followers
from game.engine.legal import legal_actions
from game.engine.reasons import Reason
from game.engine.stage import AGAIN, GOES_ON, KEEPS_TURN, begin
from game.engine.stage import act as stage_act
from game.engine.state import State, take


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in words, and `reason`, for
    a card that cannot go on the pile now, says it as a code the screen words
    (`game.words.reason_text`); None for other actions."""

    def __init__(self, message: str, reason: Reason | None = None) -> None:
        super().__init__(message)
        self.reason = reason


_HOW = {
    S.TURN: "turn",
    S.AFTER_DRAW: "after_draw",
    S.ATTACK: "stack",
    S.FORCED: "forced",
    S.COMPANION: "companion",
    S.GROUP: "group",
}
_HOW_BY_PHASE = tuple(_HOW.get(phase, "") for phase in range(len(S.PHASE_NAMES)))  # indexes faster

# Module constants read as plain globals: `apply` runs on every decision of every simulation
# and search, and each `A.X` is two lookups.
_KIND_MASK, _TYPE_SHIFT, _TYPE_MASK = A.KIND_MASK, A.TYPE_SHIFT, A.TYPE_MASK
_PLAY, _DRAW, _DEFEND, _JUMP, _CALL = A.PLAY, A.DRAW, A.DEFEND, A.JUMP, A.CALL
_RESOLVE, _END, _GIVE = A.RESOLVE, A.END, A.GIVE
_TURN, _AFTER_DRAW, _ATTACK, _FORCED = S.TURN, S.AFTER_DRAW, S.ATTACK, S.FORCED
_EV_PLAY = EV.PLAY


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
        else:
            _regular(state, seat, kind, action, events)
    elif kind == _CALL:
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


# -- playing a card --------------------------------------------------------------------------
def play(state: State, seat: int, action: int, how: str, events: list[EV.Event]) -> None:
    rules = state.rules
    t = (action >> _TYPE_SHIFT) & _TYPE_MASK
    stacking = state.phase == _ATTACK
    before = state.colour
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
    events.append((EV.JUMP, seat, t, None) if how == "jump" else (_EV_PLAY, seat, t, how))
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
        and _grouped(state, seat, action, before, how, events)
    ):
        return
    state.jump_open = rules.type_jumpable[t] and state.winner < 0
    size = state.sizes[seat]
    if not size and _last_card(state, seat, action, events):
        return
    if rules.call_at_size[size] >= 0 and state.winner < 0:
        check_call(state, seat, action, size, events)
    if not effects:
        F.advance(state, seat, 0, events)
        return
    _after_effects(state, seat, action, effects, stacking, events, None)


def _grouped(
    state: State, seat: int, action: int, before: int, how: str, events: list[EV.Event]
) -> bool:
    """Lay the card into a group (game.engine.groups). True when the group goes on (its player
    is asked again) or ended with this card; False for a card played alone."""
    groups = state.rules.groups
    assert groups is not None
    if how == "turn":
        if not groups.groupable[(action >> _TYPE_SHIFT) & _TYPE_MASK]:
            return False
        group: tuple[int, ...] = (before, action)
    else:
        group = (*state.group, action)
    if state.sizes[seat] and followers(state, seat, group):
        state.group = group
        state.phase = S.GROUP
        state.jump_open = False
        return True
    if how == "turn":
        return False  # nothing can follow: a play of one card, as without groups
    end_group(state, seat, action, group, events)
    return True


def end_group(
    state: State, seat: int, action: int, group: tuple[int, ...], events: list[EV.Event]
) -> None:
    """The group is laid: its last card is the top card, the call is judged on the hand it
    left (said with `action`, the one that ended it, or with the last card laid: its calling
    twin is offered in case the group ends there), and the cards' effects are carried out.

    Every card's effects run (`effects: each`), the other effects first, then the attacks, so
    an attack's victim is the player the group leaves next; attacks of one kind add up
    (`attacks: add`) or only the last attack card's attack runs (`attacks: last`). Only the top
    card names a colour: its colour, or the one it names, is in force. With `effects: last`
    only the top card's effects run, as for a card played alone.
    """
    rules = state.rules
    groups = rules.groups
    assert groups is not None
    state.group = ()
    state.phase = S.TURN
    state.jump_open = rules.type_jumpable[state.top] and state.winner < 0
    size = state.sizes[seat]
    if not size and _last_card(state, seat, action, events):
        return
    if rules.call_at_size[size] >= 0 and state.winner < 0:
        check_call(state, seat, action | (group[-1] & A.CALL_BIT), size, events)
    laid = group[1:] if groups.each_effect else group[-1:]
    skips, again, pending = 0, False, False
    if len(laid) == 1:
        a = laid[0]
        effects = rules.type_effects[(a >> _TYPE_SHIFT) & _TYPE_MASK]
        skips, again, pending = _run_chosen(state, seat, a, effects, False, events)
    else:
        last_attack = -1
        for i, a in enumerate(laid):
            if any(e.is_attack for e in rules.type_effects[(a >> _TYPE_SHIFT) & _TYPE_MASK]):
                last_attack = i
        top = len(laid) - 1
        for i, a in enumerate(laid):  # the other effects, in the order laid
            effects = tuple(
                e
                for e in rules.type_effects[(a >> _TYPE_SHIFT) & _TYPE_MASK]
                if not e.is_attack and (i == top or e.kind != NAME_COLOUR)
            )
            s, again_, _ = _run_chosen(state, seat, a, effects, False, events)
            skips, again = skips + s, again or again_
        for i, a in enumerate(laid):  # then the attacks
            if state.over or (not groups.attacks_add and i != last_attack):
                continue
            effects = tuple(
                e for e in rules.type_effects[(a >> _TYPE_SHIFT) & _TYPE_MASK] if e.is_attack
            )
            if effects:
                s, again_, p = _run_chosen(state, seat, a, effects, pending, events)
                skips, again, pending = skips + s, again or again_, pending or p
    if pending or state.over:
        return
    if again:
        events.append((EV.PLAY_AGAIN, seat, None, None))
        F.start_turn(state, seat, events)
    else:
        F.advance(state, seat, skips, events)


def _run_chosen(
    state: State,
    seat: int,
    action: int,
    effects: tuple[Effect, ...],
    stacking: bool,
    events: list[EV.Event],
) -> tuple[int, bool, bool]:
    """A card's effects, with the choices its action made (a colour, an option, a target)."""
    if not effects:
        return 0, False, False
    colour = ((action >> A.COLOUR_SHIFT) & 0xF) - 1
    option = ((action >> A.OPTION_SHIFT) & 0xF) - 1
    return run_effects(state, seat, effects, colour, option, A.target_of(action), stacking, events)


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
    if _last_card(state, seat, action, events):
        return
    if state.winner < 0:
        # D-31: the call is judged as the card leaves the hand ("bevor seine Karte auf dem
        # Abwurfstapel liegt"), before a forced play's draw; a companion's after both cards.
        check_call(state, seat, action, size, events)
    if how == "forced":
        if state.winner != seat:  # a last X+ (D-21) is still carried out: its victim draws
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
    skips, again, pending = _run_chosen(state, seat, action, effects, stacking, events)
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


def _last_card(state: State, seat: int, action: int, events: list[EV.Event]) -> bool:
    """Handle a hand played empty. True when the round ended here."""
    rules = state.rules
    if state.sizes[seat] or state.winner >= 0:
        return False
    final = rules.final_call
    if final >= 0:
        if not action & A.CALL_BIT:
            owe_call(state, seat, final, events)  # the round goes on without the winning call
            return False
        events.append((EV.CALL, seat, rules.calls[final].id, final))
    state.winner = seat
    state.jump_open = False
    if not rules.last_card_effects:
        F.end_round(state, seat, events)
        return True
    return False


def check_call(state: State, seat: int, action: int, size: int, events: list[EV.Event]) -> None:
    """Judge the call owed by the hand of `size` cards a card just left behind.

    The size is the one the card left, not the hand's size now: a last card laid without the
    winning call has already drawn its penalty card under `calls.window: with_play`, and one
    missed call costs one penalty (book 004, "Ende des Spiels": "Wer vergisst, „Mau“ oder
    „Mau-Mau“ zu sagen, muss eine Strafkarte ... nehmen") — holding one card again is no second
    call missed: that card was not laid as the second-to-last.
    """
    rules = state.rules
    index = rules.call_at_size[size]
    if index < 0 or index == rules.final_call:
        return
    if action & A.CALL_BIT:
        state.called[seat] = index
        events.append((EV.CALL, seat, rules.calls[index].id, index))
    else:
        owe_call(state, seat, index, events)


def owe_call(state: State, seat: int, index: int, events: list[EV.Event]) -> None:
    rules = state.rules
    call = rules.calls[index]
    if rules.call_with_play_only and not rules.call_challenge:
        # The window closes with the play itself: the miss is known, and punished, at once.
        events.append((EV.MISSED_CALL, seat, call.id, "penalty"))
        F.call_penalty(state, seat, index, events)
        return
    # Not reported yet: the call may still come (D-28) until the window closes.
    state.owed_seat, state.owed_call, state.owed_turn = seat, index, state.turn_no


def late_call(state: State, seat: int, events: list[EV.Event]) -> None:
    rules = state.rules
    index = state.owed_call
    state.owed_seat = state.owed_call = -1
    state.called[seat] = index
    events.append((EV.CALL, seat, rules.calls[index].id, index))
    if index == rules.final_call and not state.sizes[seat]:
        state.winner = seat
        if not rules.last_card_effects or state.phase in (S.TURN, S.AFTER_DRAW):
            F.end_round(state, seat, events)


def catch(state: State, catcher: int, target: int, events: list[EV.Event]) -> None:
    """`catcher` catches `target` missing its call: the penalty is drawn now — or, when the
    target is a trader whose trade waits, once the trade is done.

    Book 002, "Kartentausch" and ""Achtung!" rufen": when no 0 can answer, the cards pass at
    once, so a catch comes after them and fines the hand the trader holds then; the caught
    player keeps the penalty. The engine waits for a trade's defences whatever the affected
    players hold (waiting only when a 0 could answer would tell everyone that one is held), so
    a catch in that wait is carried out as the book's catch after the trade: the penalty waits
    in the trade (`State.trade`'s fine) and is drawn when the cards have passed, or when a 0
    has cancelled the trade.
    """
    index = state.owed_call
    state.owed_seat = state.owed_call = -1
    events.append((EV.CAUGHT, catcher, target, None))
    trade = state.trade
    if trade is not None and trade[0] == target:
        state.trade = (trade[0], trade[1], trade[2], trade[3], index)
        return
    F.call_penalty(state, target, index, events)


# -- drawing ---------------------------------------------------------------------------------
def turn_draw(state: State, seat: int, events: list[EV.Event]) -> None:
    rules = state.rules
    if not F.draw_cards(state, seat, 1, "turn", events):
        events.append((EV.PASS, seat, True, None))
        state.stalled += 1
        F.advance(state, seat, 0, events)
        return
    if rules.drawn_may_play:
        # The drawer is always asked whether to play the card just drawn, fitting or not: were
        # the turn kept only for a card that fits, everyone would learn that it fits.
        state.phase = S.AFTER_DRAW
        state.drawn = events[-1][2]
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
        F.end_round(state, -1, events, blocked=True)
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
    if _last_card(state, seat, action, events):
        return
    if state.winner < 0:
        check_call(state, seat, action, size, events)
    F.advance(state, seat, 0, events)
