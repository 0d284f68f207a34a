"""Which actions each seat may take now.

`legal_actions(state, seat)` answers for any seat: the seat to act gets its regular actions,
every seat gets the out-of-turn ones open to it (jump-in, a late call, catching a missed call,
defending a trade). `actors(state)` lists the seats a window is open for right now, by what
everyone can see, so a seat it lists may have no legal action.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from game.engine import actions as A
from game.engine import effects as E
from game.engine import state as S
from game.engine.challenge import refused as held_against_condition
from game.engine.going_out import refused
from game.engine.groups import followers, may_end
from game.engine.return_attack import returns
from game.engine.rules import Rules
from game.engine.stage import choices as stage_choices
from game.engine.start_card import opening_choices
from game.engine.state import State

_DRAW: Final[tuple[int, ...]] = (A.DRAW,)
_ACCEPT: Final = A.ACCEPT
_PASS: Final = A.PASS
_RESOLVE: Final = A.RESOLVE
_TURN: Final = S.TURN
_TRADE: Final = S.TRADE
_MEMO_SIZE: Final = 1 << 16  # entries of `Rules.turn_actions` before it starts again


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _with_calls(
    state: State, seat: int, variants: Sequence[int], size_after: int, out: list[int]
) -> None:
    """Add each variant, and a calling twin when the play leaves a hand that owes a call."""
    out.extend(variants)
    if state.winner < 0 and state.rules.call_at_size[size_after] >= 0:
        out.extend(v | A.CALL_BIT for v in variants)


def _trade_targets(
    state: State, seat: int, t: int, variants: Sequence[int], out: list[int]
) -> None:
    effect = state.rules.type_trade[t]
    assert effect is not None
    for v in variants:
        if E.SWAP in effect.modes:
            out.extend(A.with_target(v, s) for s in range(state.n) if s != seat and state.sizes[s])
        if E.PASS_LEFT in effect.modes:
            out.append(A.with_target(v, A.TARGET_LEFT))
        if E.PASS_RIGHT in effect.modes:
            out.append(A.with_target(v, A.TARGET_RIGHT))


def _plays(
    state: State, seat: int, mask: int, out: list[int], *, size_after: int, refuse: bool = True
) -> None:
    rules = state.rules
    if not size_after and rules.last_refused and refuse:
        mask &= ~refused(state, seat)  # no going out on such a card (game.engine.going_out)
    if mask & rules.only_without_refused:
        mask &= ~held_against_condition(state, seat, mask)  # the colour in force is held
    call_due = state.winner < 0 and rules.call_at_size[size_after] >= 0
    variants_of = rules.play_variants
    calling_of = rules.play_variants_call
    special = rules.type_play_special
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        if not special[t]:
            out += variants_of[t]
            if call_due:
                out += calling_of[t]
        elif rules.type_companion[t]:
            # Needs another coloured card to add (a coloured companion card is not its own
            # partner unless the hand holds two); the call is judged after both cards.
            partners = state.masks[seat] & rules.coloured_mask
            if state.hands[seat][t] < 2:
                partners &= ~low
            if partners:
                out += variants_of[t]
        else:
            targeted: list[int] = []
            _trade_targets(state, seat, t, variants_of[t], targeted)
            _with_calls(state, seat, targeted, size_after, out)


def regular_actions(state: State) -> list[int]:
    """The actions of the seat whose turn it is, by phase."""
    rules = state.rules
    seat = state.turn
    phase = state.phase
    mask = state.masks[seat]
    size_after = state.sizes[seat] - 1
    out: list[int] = []
    if phase == S.TURN:
        _plays(
            state,
            seat,
            mask & rules.play_table[state.top][state.colour],
            out,
            size_after=size_after,
        )
        if not out or rules.draw_when_able:
            out.append(A.DRAW)
        return out
    if phase == S.ATTACK:
        effect = state.pend_effect
        assert effect is not None
        # Stacking passes the attack on; never back onto the stacker (a winner passed over
        # in a two-player round would leave nobody else).
        stackable = mask & effect.stack_mask & ~refused(state, seat)
        if stackable and state.next_seat(seat) != seat:
            for t in _bits(stackable):
                variants = rules.stack_variants(t, effect.kind)
                if rules.type_trade[t] is not None:
                    # A trading card stacked still trades: with whom, as when it is played.
                    targeted: list[int] = []
                    _trade_targets(state, seat, t, variants, targeted)
                    variants = targeted
                _with_calls(state, seat, variants, size_after, out)
        cancels = mask & rules.cancel_masks[effect.kind] & ~stackable
        if effect.return_masks:
            cancels |= mask & effect.return_masks[state.pend_colour] & ~stackable
        if cancels:  # a card that cancels the attack, or turns it back, played as an answer
            _answers(state, seat, cancels, out, size_after=size_after)
        if mask & effect.defend_masks[state.pend_colour]:  # most victims hold no answer
            _defences(state, seat, effect, out)
        if state.challenge >= 0:  # the play may be challenged (game.engine.challenge)
            out.append(A.CHALLENGE)
        out.append(_ACCEPT)
        return out
    if phase == S.AFTER_DRAW:
        playable = mask & rules.play_table[state.top][state.colour]
        if state.drawn >= 0:
            playable &= 1 << state.drawn
        _plays(state, seat, playable, out, size_after=size_after)
        if not (out and state.drawn >= 0 and rules.drawn_must_play):
            out.append(_PASS)  # a drawn card that fits must be played: no pass then
        return out
    if phase == S.FORCE:
        assert state.pend_effect is not None
        _defences(state, seat, state.pend_effect, out)
        out.append(_ACCEPT)
        return out
    if phase == S.FORCED:
        numbers = mask & rules.number_mask & ~refused(state, seat)
        if state.drawn >= 0:
            numbers &= 1 << state.drawn
        for t in _bits(numbers):
            # D-31: the call is judged as the card leaves the hand, before the forced draw.
            _with_calls(state, seat, rules.play_variants[t], size_after, out)
        if not out:
            out.append(A.DRAW)
        return out
    if phase == S.COMPANION:
        _plays(state, seat, mask & rules.coloured_mask, out, size_after=size_after)
        if not out:
            # The card played needs its companion: the last card goes with it all the same
            # (the companion's rule first; game.engine.going_out).
            _plays(
                state, seat, mask & rules.coloured_mask, out, size_after=size_after, refuse=False
            )
        return out
    if phase == S.TRADE:
        return [_RESOLVE]
    if phase == S.GROUP:
        _group_actions(state, seat, out, size_after=size_after)
    if phase == S.STAGE:
        return stage_choices(state, seat)
    if phase == S.OPENING:
        return list(opening_choices(state))
    return out


def _group_actions(state: State, seat: int, out: list[int], *, size_after: int) -> None:
    """Lay one more card that follows the group, or end it (with the call the hand owes)."""
    groups = state.rules.groups
    assert groups is not None
    follow = followers(state, seat, state.group)
    _plays(state, seat, follow, out, size_after=size_after)
    if may_end(groups, state.group):
        _with_calls(state, seat, (A.END,), size_after + 1, out)
    elif not out:
        # A set short of its least size whose last card the player may not go out on: the
        # set is finished all the same, the set rule first (game.engine.going_out).
        _plays(state, seat, follow, out, size_after=size_after, refuse=False)


def _answers(state: State, seat: int, cards: int, out: list[int], *, size_after: int) -> None:
    """Plays that answer an attack by what the card does (cancel_attack, or a `returned_by`
    card turning it back): any colour, no match needed, and a return only on a sender still
    holding cards (`return_attack.returns`)."""
    rules = state.rules
    effect = state.pend_effect
    assert effect is not None
    for t in _bits(cards):
        if not rules.cancel_masks[effect.kind] >> t & 1 and not returns(state, t):
            continue
        variants: Sequence[int] = rules.play_variants[t]
        if rules.type_trade[t] is not None:
            targeted: list[int] = []
            _trade_targets(state, seat, t, variants, targeted)
            variants = targeted
        _with_calls(state, seat, variants, size_after, out)


def _defences(state: State, seat: int, effect: E.Effect, out: list[int]) -> None:
    defend = state.masks[seat] & effect.defend_masks[state.pend_colour] & ~refused(state, seat)
    for t in _bits(defend):
        variants = (A.DEFEND | (t << A.TYPE_SHIFT),)
        _with_calls(state, seat, variants, state.sizes[seat] - 1, out)


def _jump_window(state: State) -> bool:
    """Is the jump-in window open now? Not while an attack waits (unless jumps add to it), nor
    while a trade waits for its defences: a jump then would drop the trade on the pile; the
    window stays open through the trader's `resolve`. Nor in a stage: the seats are asked in
    turn, and a card jumped on the pile would open another effect before it is over."""
    if not state.jump_open or state.phase == S.TRADE or state.phase == S.STAGE:
        return False
    return state.phase != S.ATTACK or state.rules.jump_during_attack


def out_of_turn_actions(state: State, seat: int) -> list[int]:
    rules = state.rules
    out: list[int] = []
    if (
        _jump_window(state)
        and seat != state.turn
        and state.hands[seat][state.top]
        and (rules.jump_own_card or seat != state.last_player)
        and not refused(state, seat) >> state.top & 1
    ):
        variants = [A.JUMP | (v & ~A.KIND_MASK) for v in rules.play_variants[state.top]]
        if rules.type_trade[state.top] is not None:
            targeted: list[int] = []
            _trade_targets(state, seat, state.top, variants, targeted)
            variants = targeted
        _with_calls(state, seat, variants, state.sizes[seat] - 1, out)
    if state.owed_seat >= 0:
        if seat == state.owed_seat:
            if not rules.call_with_play_only:
                out.append(A.CALL)
        elif rules.call_challenge:
            out.append(A.make(A.CATCH, target=state.owed_seat))
    if state.phase == S.TRADE and state.trade is not None and seat in state.trade[3]:
        effect = rules.type_trade[state.top]
        if effect is not None:
            defend = state.masks[seat] & effect.defend_masks[state.trade[2]]
            for t in _bits(defend & ~refused(state, seat)):
                _with_calls(
                    state, seat, (A.DEFEND | (t << A.TYPE_SHIFT),), state.sizes[seat] - 1, out
                )
    return out


def out_of_turn_kinds(rules: Rules) -> frozenset[str]:
    """What these rules ever let a seat do out of turn, whatever the cards: "jump" (a jump-in),
    "catch" (catching a missed call), "defend" (answering a trade aimed at you). Empty: play
    only ever happens in turn. (A late call is the caller's own: not counted.)"""
    kinds = set()
    if rules.jump_enabled:
        kinds.add("jump")
    if rules.call_challenge and rules.calls:
        kinds.add("catch")
    if any(e is not None and any(e.defend_masks) for e in rules.type_trade):
        kinds.add("defend")
    return frozenset(kinds)


def legal_actions(state: State, seat: int | None = None) -> tuple[int, ...]:
    """Every action `seat` (default: the seat to act) may take now. Empty when the round is over."""
    if state.over:
        return ()
    if seat is None:
        seat = state.turn
    if state._legal_seat == seat:
        return state._legal  # type: ignore[return-value]
    if state.phase == _TURN and seat == state.turn and not state.jump_open and state.owed_seat < 0:
        # The common case, a normal turn with nobody else able to act: its actions hang only on
        # the playable cards held and on a call being due, so they are looked up in a memo
        # (`Rules.turn_actions`) and built only the first time, or when a special play is among
        # them (a companion or a trade, whose actions hang on more).
        rules = state.rules
        playable = state.masks[seat] & rules.play_table[state.top][state.colour]
        if rules.last_refused and state.sizes[seat] == 1:
            playable &= ~refused(state, seat)  # the memo's key is what may be played
        if playable & rules.only_without_refused:
            playable &= ~held_against_condition(state, seat, playable)
        if not playable:
            legal = _DRAW  # nothing to play: drawing is all there is
        else:
            due = state.winner < 0 and rules.call_at_size[state.sizes[seat] - 1] >= 0
            key = playable << 1 | due
            memo = rules.turn_actions
            # `get`, not a KeyError caught: a turn with a special play is never kept, so it
            # misses every time, and an exception in compiled code costs a traceback entry.
            found = memo.get(key)
            if found is not None:
                legal = found
            else:
                legal = tuple(regular_actions(state))
                if not playable & rules.play_special_mask:
                    if len(memo) >= _MEMO_SIZE:
                        memo.clear()
                    memo[key] = legal
    else:
        out = regular_actions(state) if seat == state.turn else []
        if state.jump_open or state.owed_seat >= 0 or state.phase == S.TRADE:
            out += out_of_turn_actions(state, seat)
        legal = tuple(out)  # shared with the cache: callers must not be able to change it
    if state.rules.false_call_penalty and _false_call_open(state, seat, legal):
        legal = (*legal, A.FALSE_CALL)
    state._legal_seat = seat
    state._legal = legal
    return legal


def _false_call_open(state: State, seat: int, legal: tuple[int, ...]) -> bool:
    """May `seat` say a false call now (`calls.false_call_penalty`)? At its own normal turn,
    with no call window open and no play among `legal` that would owe a call: a call then is
    said when its count is not met (P1, Pesten: "een valse klop als de speler nog twee of meer
    kaarten heeft")."""
    return (
        state.phase == _TURN
        and seat == state.turn
        and state.owed_seat < 0
        and state.winner < 0
        and bool(state.rules.calls)
        and state.called[seat] != -2 - state.turn_no  # once a turn (calls.false_called)
        and not any(a & A.CALL_BIT for a in legal)
    )


def actors(state: State) -> list[int]:
    """The seats that may act now, the seat to act first: every seat a window is open for, by
    the rules and what everyone can see — not by what it holds (its legal actions may be none)."""
    if state.over:
        return []
    if not (state.jump_open or state.owed_seat >= 0 or state.phase == _TRADE):
        return [state.turn]
    rules = state.rules
    turn = state.turn
    wanted = set()
    # Every seat that might act is listed, whatever it holds, so that who may act tells nobody
    # what is in a hand; a seat without the card has no legal action and simply lets it pass.
    if _jump_window(state):
        for seat in range(state.n):
            if state.sizes[seat] and (rules.jump_own_card or seat != state.last_player):
                wanted.add(seat)
    if state.owed_seat >= 0:
        if not rules.call_with_play_only:
            wanted.add(state.owed_seat)
        if rules.call_challenge:
            wanted.update(s for s in range(state.n) if s != state.owed_seat)
    if state.phase == S.TRADE and state.trade is not None:
        wanted.update(state.trade[3])
    wanted.discard(turn)
    return [turn, *sorted(wanted)]


def call_with_play(state: State, seat: int) -> int:
    """The call (an index into `rules.calls`) a play by `seat` would owe now, -1 none: the call
    said by the calling twins `legal_actions` offers (every play leaves one card fewer; a
    Your Choice's companion is judged with it). For a screen's call button, which names the
    call before the play."""
    size = state.sizes[seat]
    if state.over or state.winner >= 0 or size == 0:
        return -1
    rules = state.rules
    mask = state.masks[seat]
    if rules.ranked_calls and not mask & (mask - 1):
        # One kind of card held: the call it owes may hang on its rank ("Mau Mau!" on a Jack).
        return rules.call_owed(size - 1, mask.bit_length() - 1)
    return rules.call_at_size[size - 1]
