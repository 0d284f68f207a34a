"""Turn flow: drawing, turns passing, effects and the attacks they open, round end.

These helpers mutate a State and append events; `core.apply` decides which to call. They
never check legality — `core.apply` has done that before any of them runs.
"""

from __future__ import annotations

from random import Random

from game.engine import effects as E
from game.engine import endings, playing_on
from game.engine import events as EV
from game.engine import state as S
from game.engine import waits as W
from game.engine.effects import Effect
from game.engine.state import State, shuffle

Events = list[EV.Event]


# -- the draw pile ---------------------------------------------------------------------------
def reshuffle(state: State, events: Events) -> bool:
    """Turn the discard pile (less its top card, by the ruleset) into a new draw pile."""
    discard = state.discard
    if state.rules.reshuffle_keeps_top:
        pool, keep = discard[:-1], discard[-1:]
    else:
        pool, keep = discard[:], []
    if len(pool) <= (0 if keep else 1):
        return False  # nothing left to draw (all mode: the one card would be turned up again)
    rng = Random(state.seed)
    shuffle(rng, pool)  # the same order as rng.shuffle(pool), faster
    state.seed = rng.getrandbits(62)
    state.draw = pool
    state.discard = keep
    events.append((EV.RESHUFFLE, -1, len(pool), keep[0] if keep else -1))
    events.append((EV.SHUFFLE, -1, tuple(pool), "reshuffle"))
    if not keep:
        # Everything went into the pile (D-5 flipped): turn a new card up to play on. It has no
        # effect; an uncoloured one leaves the colour in force as it was.
        top = pool.pop()
        state.discard.append(top)
        state.top = top
        # D-32: anyone holding the same card may jump in on it, as on any card on top ("die
        # Karte, die gerade oben auf dem Abwurfstapel liegt"); nobody played it.
        state.jump_open = state.rules.type_jumpable[top] and state.winner < 0
        state.last_player = -1
        if state.rules.type_colour[top] >= 0:
            state.colour = state.rules.type_colour[top]
        events.append((EV.START_CARD, -1, top, False))
    return True


def draw_cards(state: State, seat: int, count: int, why: str, events: Events) -> int:
    """Draw up to `count` cards; fewer when even a reshuffle leaves nothing to draw."""
    drawn = 0
    for _ in range(count):
        if not state.draw and (not state.rules.reshuffles or not reshuffle(state, events)):
            if drawn:
                state.stalled = 0
                state.called[seat] = -1
            elif why != "turn" and why != "forced":  # those say so by passing
                events.append((EV.NOTHING_TO_DRAW, seat, count, why))
            endings.stock_ran_out(state)
            return drawn
        t = state.draw.pop()
        state.hands[seat][t] += 1  # give(state, seat, t), inlined: every decision draws
        state.masks[seat] |= 1 << t
        state.sizes[seat] += 1
        events.append((EV.DRAW, seat, t, why))
        drawn += 1
    if drawn:
        state.stalled = 0
        state.called[seat] = -1
    return drawn


def penalty(state: State, seat: int, count: int, reason: str, events: Events) -> None:
    events.append((EV.PENALTY, seat, count, reason))
    draw_cards(state, seat, count, "penalty", events)


def call_penalty(state: State, seat: int, index: int, events: Events) -> None:
    """`seat` draws the penalty of the call `index` (into `rules.calls`) it missed."""
    call = state.rules.calls[index]
    penalty(state, seat, call.penalty, f"missed {call.id}", events)


def close_call_window(state: State, events: Events) -> None:
    """The next player acts: a call still missing is now missed for good, and reported.

    Under `automatic` its penalty is drawn. Under `challenge` nobody caught it in time and it
    goes unpunished, except a missing winning call (D-29, huch: "Hast du deine letzte
    Handkarte abgelegt und „Mau-Mau“ gesagt, hast du gewonnen"): without it nobody has won,
    so the book's penalty card is drawn all the same and play goes on.
    """
    seat, index = state.owed_seat, state.owed_call
    if seat < 0:
        return
    rules = state.rules
    state.owed_seat = state.owed_call = -1
    call_id = rules.calls[index].id
    if not rules.call_challenge or rules.is_final(index):
        events.append((EV.MISSED_CALL, seat, call_id, "penalty"))
        call_penalty(state, seat, index, events)
    else:
        events.append((EV.MISSED_CALL, seat, call_id, "uncaught"))


# -- turns -----------------------------------------------------------------------------------
def start_turn(state: State, seat: int, events: Events) -> None:
    """Give `seat` a normal turn — unless the round is decided or nobody can move any more."""
    if state.winner >= 0:
        end_round(state, state.winner, events)
        return
    if state.finished and not state.sizes[seat] and seat != state.owed_seat:
        seat = state.next_seat(seat)  # out of the round (one_left): a play-again goes on
    # When the turn comes straight back to a player who owes a call (a Skip with two players),
    # their call window stays open: D-30, their own next action closes it.
    if state.waits:
        seat = W.serve(state, seat, events)
    state.turn = seat
    state.phase = S.TURN
    state.turn_no += 1
    state.pend_effect = None
    state.drawn = -2
    if state.stalled and state.stalled >= state.active_players():
        end_round(state, -1, events, blocked=True, why=endings.why_blocked(state))
        return
    if state.rules.turn_limit and endings.past_turn_limit(state):
        end_round(state, -1, events, blocked=True, why=endings.TURN_LIMIT)
        return
    events.append((EV.TURN, seat, state.turn_no, None))


def advance(state: State, after: int, skips: int, events: Events) -> None:
    if (
        not skips
        and state.winner < 0
        and not state.stalled
        and state.owed_seat < 0
        and not state.waits
    ):
        # The common case, kept short: the next seat with cards simply takes its turn.
        seat = (after + state.direction) % state.n
        if state.sizes[seat] and state.turn_no < state.rules.turn_cap:
            state.turn = seat
            state.phase = S.TURN
            state.turn_no += 1
            state.pend_effect = None
            state.drawn = -2
            events.append((EV.TURN, seat, state.turn_no, None))
            return
    seat = state.next_seat(after)
    for _ in range(skips):
        if state.winner >= 0 and not state.sizes[seat]:
            break  # nobody but the winner is left to skip (D-21): the round ends below
        events.append((EV.SKIPPED, seat, None, None))
        seat = state.next_seat(seat)
    start_turn(state, seat, events)


def ask(state: State, seat: int, phase: int, events: Events, what: str, amount: int) -> None:
    """Hand the decision to an attack's victim."""
    state.turn = seat
    state.phase = phase
    state.turn_no += 1
    events.append((EV.ATTACK, seat, what, amount))


# -- effects ---------------------------------------------------------------------------------
def victim_after(state: State, seat: int) -> int:
    """The player an effect of `seat`'s card acts on: the next in the direction of play.

    -1 once a last card is down (`state.winner`) and nobody but the actor still holds cards.
    D-21: a last card's effects are still carried out, and answered with the cards the others
    hold, but the winner is passed over and takes no part; an effect that could only reach the
    winner (or come back onto the player whose card carries it) is dropped, and the round ends
    with its winner holding no card. `State.next_seat` cannot say so: with every hand empty it
    names the plain next seat.
    """
    victim = state.next_seat(seat)
    if state.winner >= 0 and (victim == seat or not state.sizes[victim]):
        return -1
    return victim


def start_draw_attack(
    state: State, seat: int, effect: Effect, stacking: bool, events: Events
) -> bool:
    """Ask the next player to draw, or to answer; False when nobody is left to (D-21)."""
    victim = victim_after(state, seat)
    if victim < 0:
        state.pend, state.pend_effect = 0, None  # a stacked total goes with the attack
        return False
    previous = state.pend_effect
    total = effect.count
    if stacking and previous is not None and previous.kind == E.DRAW:
        total += state.pend
    state.pend = total
    state.pend_effect = effect
    state.pend_colour = state.colour
    ask(state, victim, S.ATTACK, events, "draw", total)
    return True


def start_skip_attack(
    state: State, seat: int, effect: Effect, stacking: bool, events: Events
) -> None:
    previous = state.pend_effect
    chain = effect.count
    if (
        stacking
        and previous is not None
        and previous.kind == E.SKIP
        and effect.stacked != E.STACKED_PASSES_ON  # passed on: the one skip goes on, no more
    ):
        chain += state.chain
    state.chain = state.pend = chain
    state.pend_effect = effect
    state.pend_colour = state.colour
    next_skip_victim(state, seat, True, events)


def next_skip_victim(state: State, after: int, first: bool, events: Events) -> None:
    """Skip players one by one; each who may answer is asked first — whatever they hold, so
    that nobody learns from the asking whether they could."""
    effect = state.pend_effect
    assert effect is not None
    while state.pend > 0:
        victim = victim_after(state, after)
        if victim < 0:
            state.pend = 0  # nobody but the winner left to skip (D-21)
            break
        if first or effect.each_victim:
            ask(state, victim, S.ATTACK, events, "skip", state.pend)
            return
        events.append((EV.SKIPPED, victim, None, None))
        state.pend -= 1
        after, first = victim, False
    state.chain = 0
    start_turn(state, state.next_seat(after), events)


def start_trade(state: State, seat: int, effect: Effect, target: int, events: Events) -> bool:
    """Announce the trade; wait for the affected players' defences, whatever they hold (waiting
    only when someone could defend would tell everyone so)."""
    from game.engine.actions import TARGET_LEFT, TARGET_RIGHT

    if target == TARGET_LEFT:
        mode, other = E.PASS_LEFT, -1
    elif target == TARGET_RIGHT:
        mode, other = E.PASS_RIGHT, -1
    else:
        mode, other = E.SWAP, target
    events.append((EV.TRADE_CHOSEN, seat, mode, other))
    if mode == E.SWAP:
        # A swap involving an empty hand (a winner's) does nothing.
        affected: tuple[int, ...] = (other,) if state.sizes[seat] and state.sizes[other] else ()
    else:
        affected = tuple(s for s in range(state.n) if s != seat and state.sizes[s])
    state.trade = (seat, target, state.colour, affected, -1)
    if not affected or not any(effect.defend_masks):
        resolve_trade(state, events)  # nobody could defend whatever they held
        return True
    state.phase = S.TRADE
    return True


def resolve_trade(state: State, events: Events) -> None:
    from game.engine.actions import TARGET_LEFT, TARGET_RIGHT

    assert state.trade is not None
    trader, target, _colour, affected, fine = state.trade
    state.trade = None
    moves: list[tuple[int, int]] = []
    if affected:
        if target in (TARGET_LEFT, TARGET_RIGHT):
            ring = [s for s in range(state.n) if state.sizes[s]]
            step = 1 if target == TARGET_LEFT else -1
            moves = [(s, ring[(i + step) % len(ring)]) for i, s in enumerate(ring)]
        else:
            moves = [(trader, target), (target, trader)]
    if moves:
        old = (
            state.hands[:],
            state.masks[:],
            state.sizes[:],
            state.revealed[:] if state.revealed is not None else None,
        )
        for src, dst in moves:
            state.hands[dst], state.masks[dst], state.sizes[dst] = (
                old[0][src],
                old[1][src],
                old[2][src],
            )
            if old[3] is not None:
                state.revealed[dst] = old[3][src]  # type: ignore[index]
            events.append((EV.TRADE, src, dst, tuple(_cards(old[0][src], old[1][src]))))
        state.called = [-1] * state.n
    if fine >= 0:
        # Caught while the trade waited: the cards have passed, the penalty stays with its
        # player (see `calls.catch`).
        call_penalty(state, trader, fine, events)
    advance(state, trader, 0, events)


def _cards(counts: list[int], mask: int) -> list[int]:
    """The cards of a hand, lowest type first, visiting only the types held (`mask`)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        out += [t] * counts[t]
    return out


def start_force(state: State, seat: int, effect: Effect, events: Events) -> bool:
    """Ask the next player to show their hand; False when nobody is left to (D-21)."""
    victim = victim_after(state, seat)
    if victim < 0:
        return False
    state.pend_effect = effect
    state.pend_colour = state.colour
    state.pend_first = victim
    force_victim(state, victim, events)
    return True


def force_victim(state: State, victim: int, events: Events) -> None:
    effect = state.pend_effect
    assert effect is not None
    # The victim is asked to defend or show the hand whatever they hold: showing it at once
    # when they cannot defend would tell everyone so.
    ask(state, victim, S.FORCE, events, "reveal_and_force", 0)
    if not any(effect.defend_masks):
        reveal(state, victim, events)  # the ruleset gives no defence at all


def reveal(state: State, seat: int, events: Events) -> None:
    if state.revealed is None:
        state.revealed = [()] * state.n
    cards = tuple(state.hand(seat))
    state.revealed[seat] = cards
    events.append((EV.REVEAL, seat, cards, None))
    state.phase = S.FORCED
    state.drawn = -2


# -- round end -------------------------------------------------------------------------------
def hand_points(state: State, seat: int) -> int:
    """Each card type held, its points times its count (no list of the cards: every round's
    end scores every hand)."""
    points, counts, mask = state.rules.type_points, state.hands[seat], state.masks[seat]
    total = 0
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        total += points[t] * counts[t]
    return total


def blocked_winner(state: State) -> int:
    """Lowest hand wins a blocked round; ties go to the first in turn order from the seat to act."""
    rules = state.rules
    if not rules.blocked_lowest_wins:
        return -1
    order = [(state.turn + k * state.direction) % state.n for k in range(state.n)]

    def key(s: int) -> int:
        return hand_points(state, s) if rules.score_by_points else state.sizes[s]

    return min(order, key=key)


def end_round(
    state: State, winner: int, events: Events, *, blocked: bool = False, why: str = ""
) -> None:
    """Score the round and end it. `why` (game.engine.endings): what ended a blocked round
    other than nobody being able to move, written into the event's info only then."""
    rules = state.rules
    if blocked:
        winner = blocked_winner(state)
    if state.finished:
        winner = playing_on.round_winner(state, winner)
    if rules.score_by_points:
        scores = endings.round_scores(
            state, winner, [hand_points(state, s) for s in range(state.n)]
        )
    else:
        scores = tuple(1 if s == winner else 0 for s in range(state.n))
    hands = tuple(tuple(state.hand(s)) for s in range(state.n))
    state.winner = winner
    state.over = True
    state.phase = S.OVER
    state.jump_open = False
    state.owed_seat = -1
    state.result = S.Outcome(winner, scores, blocked)
    info: dict[str, object] = {"blocked": blocked, "hands": hands}
    if why:
        info["ended"] = why
    events.append((EV.ROUND_END, winner, scores, info))
