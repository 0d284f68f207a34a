"""Calls ("Mau", "Achtung!", "Mau-Mau"): a hand played empty, the call a play owes, a call
missed and made late, and a missed call caught by another player."""

from __future__ import annotations

from game.engine import actions as A
from game.engine import events as EV
from game.engine import flow as F
from game.engine import state as S
from game.engine.challenge import fix_verdict
from game.engine.going_out import GOING_OUT, penalised
from game.engine.playing_on import goes_out
from game.engine.state import State


def last_card(state: State, seat: int, action: int, events: list[EV.Event]) -> bool:
    """Handle a hand played empty. True when the round ended here."""
    rules = state.rules
    if state.sizes[seat] or state.winner >= 0:
        return False
    if rules.last_penalised and penalised(state, state.top):
        # Gone out on a card nobody may go out on: the penalty, and the round goes on (a
        # winning call said with it is said in vain) — unless no card is left to draw.
        F.penalty(state, seat, rules.going_out_penalty, GOING_OUT, events)
        if state.sizes[seat]:
            return False
    final = rules.final_call
    if final >= 0 and rules.ranked_calls:
        final = rules.call_owed(0, state.top)  # the last card says which ("Mau Mau" on a Jack)
    if final >= 0:
        if not action & A.CALL_BIT:
            owe_call(state, seat, final, events)  # the round goes on without the winning call
            return False
        events.append((EV.CALL, seat, rules.calls[final].id, final))
    if rules.play_on and goes_out(state, seat, events):
        return False  # the round goes on without the seat (round_end: one_left)
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
    if index >= 0 and rules.ranked_calls:
        index = rules.call_owed(size, state.top)  # the card just laid says which call
    if index < 0 or rules.calls[index].cards_left == 0:
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
    if rules.is_final(index) and not state.sizes[seat]:
        if rules.play_on and goes_out(state, seat, events):
            return
        state.winner = seat
        if not rules.last_card_effects or state.phase in (S.TURN, S.AFTER_DRAW):
            F.end_round(state, seat, events)


def false_call_id(state: State) -> int:
    """The call a false call says: the first due as a hand shrinks (the most cards left), as
    "laatste kaart" is said before "Mau-Mau"."""
    calls = state.rules.calls
    return max(range(len(calls)), key=lambda i: (calls[i].cards_left, -i))


def false_call(state: State, seat: int, events: list[EV.Event]) -> None:
    """A call said when none is due costs `calls.false_call_penalty` cards (P5, Pesten: "Ook als
    je het nep doet (valse klop) krijg je 2 strafkaarten"); the turn goes on."""
    rules = state.rules
    count = rules.false_call_penalty
    events.append((EV.FALSE_CALL, seat, rules.calls[false_call_id(state)].id, count))
    F.penalty(state, seat, count, "false call", events)
    # Said once a turn: the seat's last call records this turn's false call (`false_called`),
    # so a table of random players cannot call again and again without ever playing.
    state.called[seat] = false_called(state.turn_no)


def false_called(turn_no: int) -> int:
    """`State.called`'s mark of a false call made at turn `turn_no` (below -1: no call index)."""
    return -2 - turn_no


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
    fix_verdict(state, target)  # a challengeable play is judged on the hand it was played from
    trade = state.trade
    if trade is not None and trade[0] == target:
        state.trade = (trade[0], trade[1], trade[2], trade[3], index)
        return
    F.call_penalty(state, target, index, events)
