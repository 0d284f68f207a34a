"""`medium`: a rule-based player with the heuristics that work in shedding games.

Every legal move gets a score from a handful of rules of thumb, the best one is played:

* play from the colour it holds most (the colour left in force is one it can follow);
* keep wilds (anything with `plays_on: any`, the two-card Your Choice too) for late: their cost
  grows with the hand, so they are played when the hand is small or nothing else fits;
* name the colour it holds most;
* count the cards seen (its hand, the discard pile, hands shown after X+) and remember which
  colours the next player drew on: prefer leaving a top card they are unlikely to follow,
  enough to tip a close call between colours, never enough to give up its longest colour
  by more than a card or so;
* keep attack cards (draw, skip, force) for a next player close to winning (1-2 cards), or
  heads-up, where any attack is also a free turn;
* keep a defence card (a 0) while the hand is big; always defend an attack with it;
* forced by X+: the lowest-value number card; after Your Choice: the colour it holds most;
* trade hands only when it ends with the smaller hand (and defend a trade that would not);
* asked to give a card away (every player passes one left): the card it needs least;
* always call, always catch a missed call, always jump in (it sheds a card and skips players);
* a Reverse turns play away from a player about to win, never towards one;
* a card playable only without the colour in force is played against that (a bluff) only
  when every other move is much worse; the attacked player challenges it when the chance that
  the bluffer holds the colour, by the unseen cards and the bluffer's hand size, makes it pay;
* no going out on some cards (`rules.going_out`): with three cards or fewer it sheds such a
  card while a plain one is left to go out on, and it never ends on one that costs a penalty
  while another move is open; a card anything may follow (`then_any`) leaves nobody stuck;
* several cards in one play (`rules.groups`): once a group is open, every card that follows
  scores as a play (10 and up) and END, like taking an attack, nothing, so it lays what it
  can. (A bonus for leading a card others may follow, 1.5 a follower, won no more games
  against two easy bots in 3,000 classic games with D-33: 44.3% against 45.1% without.)

The scoring reads plain numbers — its hand as counts per type and the public table — so it has
three faces: `MediumBot` (the Bot protocol, from an Observation), `medium_choice` (from anything
shaped like an Observation) and `medium_action_from_state` for a search bot's playouts on a State
it sampled itself. One decision takes ~10-30 µs.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from game.bots.common import (
    CALL_BIT,
    LATE_CALL,
    BotBase,
    is_bluff,
    trade_result,
    worth_challenging,
)
from game.bots.tables import Profile, Tables, tables_for
from game.bots.watch import TableWatch
from game.engine import actions as A
from game.engine import state as S
from game.engine.actions import catch_in as catch_action
from game.engine.actions import next_active
from game.engine.challenge import colour_of
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.engine.state import State

PLAY, DRAW, PASS, ACCEPT, DEFEND, GIVE = A.PLAY, A.DRAW, A.PASS, A.ACCEPT, A.DEFEND, A.GIVE
KIND = A.KIND_MASK

# Weights of the rules of thumb (tuned against `random` with the tournament command).
W_COLOUR = 1.0  # per card left of the colour in force after the play
W_RANK = 0.3  # per card left of the same rank (a way to switch colour next time)
W_WILD = 3.0  # a wild played now instead of later ...
W_WILD_SIZE = 1.0  # ... costs more per card still in hand
W_HURT_CLOSE = 8.0  # an attack on a next player with 1-2 cards
W_HURT_HEADS_UP = 4.0  # an attack heads-up: the opponent also loses a turn
W_KEEP = 2.0  # an attack card spent on a next player far from winning
W_REVERSE = 4.0  # a Reverse that turns play away from a player about to win
W_TEMPO = 4.0  # play again (or a heads-up Reverse that works as a Skip)
W_DEFENCE = 1.5  # a defending card spent as a plain play while the hand is big
W_POINTS = 0.02  # shed expensive cards first, all else equal
W_STUCK = 4.0  # times the chance that the next player cannot follow the card ...
W_STUCK_CLOSE = 8.0  # ... when they are about to win
W_TRADE = 3.0  # per card a trade takes off the hand
W_SHED_BANNED = 6.0  # a card nobody may go out on, shed while the hand is small ...
W_END_BANNED = 40.0  # ... and never played as the last card where that costs a penalty
W_BLUFF = 7.0  # a card played against its condition: worth it only when much else is worse
DEFEND_SCORE = 100.0  # a 0 against any attack, before stacking (50 + the play's score)
PASS_SCORE = 6.0  # after drawing: keep the card unless playing it scores more
DRAW_SCORE = -5.0  # drawing while holding a match (only with `draw_when_able`)


def _counts(tb: Tables, counts: Sequence[int], mask: int) -> tuple[list[int], list[int]]:
    """Cards per colour and per rank in the hand."""
    colour, rank = tb.colour, tb.rank
    col = [0] * (tb.n_colours + 1)  # index -1 (no colour) lands in the spare last slot
    rk = [0] * tb.n_ranks
    while mask:
        low = mask & -mask
        mask ^= low
        t = low.bit_length() - 1
        k = counts[t]
        col[colour[t]] += k
        rk[rank[t]] += k
    return col, rk


def decide(
    tb: Tables,
    seat: int,
    counts: Sequence[int],
    mask: int,
    sizes: Sequence[int],
    direction: int,
    colour: int,
    phase: int,
    trade: Any,
    turn: int,
    legal: Sequence[int],
    rng: Random,
    lacks: Sequence[int] | None = None,
    discard: Sequence[int] = (),
    revealed: Sequence[Sequence[int]] | None = None,
    scores: list[tuple[int, float]] | None = None,
    challenge: tuple[int, int, int] = (-1, -1, 0),
) -> int | None:
    """The medium decision from plain numbers. None only declines an out-of-turn chance.

    `discard` (the discard pile) and `revealed` (cards shown per seat) sharpen the guess at
    whether the next player can follow; `lacks` (colours per seat it seems to lack) comes from
    the bot's memory of the table. A `scores` list receives each move of a turn with its score
    before the tie-break (the hard bot reads opponents' plays by them). `challenge`: a play
    this seat may challenge, as (the colour in force before it, its player, the attack's cards).
    """
    if LATE_CALL in legal:
        return LATE_CALL
    catch = catch_action(legal)
    if catch >= 0:
        return catch
    if challenge[0] >= 0 and A.CHALLENGE in legal:
        before, bluffer, pend = challenge
        # Judged from the unseen cards and the bluffer's hand size (never its cards).
        if worth_challenging(tb.rules, counts, discard, sizes, bluffer, before, pend):
            return A.CHALLENGE
        legal = [a for a in legal if a != A.CHALLENGE]
    if turn != seat:
        return _out_of_turn(seat, sizes, trade, legal)
    if len(legal) == 1:
        return legal[0]
    col, rk = _counts(tb, counts, mask)
    size = sizes[seat]
    nxt = next_active(sizes, seat, direction)
    foe = _Foe(
        tb,
        col,
        rk,
        discard,
        sizes[nxt],
        lacks[nxt] if lacks else 0,
        revealed[nxt] if revealed else (),
        tb.packs[len(sizes)],
    )
    active = sum(1 for k in sizes if k)
    # A Reverse hands the next turn to the previous player instead: good when the next player
    # is about to win and the previous one is not, bad the other way round.
    behind = sizes[next_active(sizes, seat, -direction)]
    turn_back = (
        W_REVERSE if foe.size <= 2 < behind else -W_REVERSE if behind <= 2 < foe.size else 0.0
    )
    profile = tb.profile
    # Cards this hand may not go out on at this table (0 nearly always).
    banned = tb.last_banned & mask if size <= 3 and _going_out_holds(tb, sizes) else 0
    best, best_score = legal[0], -1e9
    random = rng.random
    # Calling twins are one move with their silent twin; score each move once. A caller may
    # pass only the calling twins (the search drops the silent ones), so keep a lone one.
    every = set(legal) if max(legal) >= CALL_BIT else None
    for a in legal:
        if a & CALL_BIT and every is not None and a ^ CALL_BIT in every:
            continue
        kind = a & KIND
        if kind == PLAY:
            p = profile(a)
            if phase == S.FORCED:
                s = 100.0 - 10.0 * tb.value[p.t] + 0.5 * col[tb.colour[p.t]]
            else:
                s = _play_score(tb, p, col, rk, size, colour, foe, active)
                if p.reverse and active > 2:
                    s += turn_back
                if p.trade != -1:
                    s += _trade_gain(sizes, seat, p.trade)
                if phase == S.ATTACK:
                    s += 50.0
            if banned >> p.t & 1:
                s += W_SHED_BANNED if size > 1 else -W_END_BANNED
            if tb.challengeable[p.t] and is_bluff(tb.rules, counts, mask, p.t, colour):
                s -= W_BLUFF
        elif kind == DEFEND:
            s = DEFEND_SCORE
        elif kind == PASS:
            s = PASS_SCORE
        elif kind == DRAW:
            s = DRAW_SCORE if phase == S.TURN else 0.0
        elif kind == GIVE:  # a card to give away: the one the hand needs least
            s = -tb.keep((a >> A.TYPE_SHIFT) & A.TYPE_MASK, col)
        elif kind == A.OPEN:  # the dealer's wish on the start card: the colour held most
            s = float(col[A.colour_of(a)]) if A.colour_of(a) >= 0 else 0.0
        else:  # ACCEPT, RESOLVE, END
            s = 0.0
        if scores is not None:
            scores.append((a, s))
        s += random() * 0.01
        if s > best_score:
            best, best_score = a, s
    if every is not None and best | CALL_BIT in every:
        return best | CALL_BIT
    return best


class _Foe:
    """The next player, as far as this seat can tell: how likely they cannot follow a card."""

    __slots__ = ("known", "lack", "size", "tb", "total", "u_colour", "u_rank", "wild")

    def __init__(
        self,
        tb: Tables,
        col: list[int],
        rk: list[int],
        discard: Sequence[int],
        size: int,
        lack: int,
        revealed: Sequence[int],
        packs: int = 1,
    ) -> None:
        self.tb, self.size, self.lack = tb, size, lack
        # A hand shown in full (after X+) is known exactly; otherwise count the unseen cards.
        self.known = tuple(revealed) if revealed and len(revealed) == size else None
        # The deck holds each pack's cards once per pack (`rules.packs_by_players`).
        u_colour = [d * packs - h for d, h in zip(tb.deck_colour, col)]
        u_rank = [d * packs - h for d, h in zip(tb.deck_rank, rk)]
        colour, rank = tb.colour, tb.rank
        for t in discard:
            u_colour[colour[t]] -= 1
            u_rank[rank[t]] -= 1
        self.u_colour, self.u_rank = u_colour, u_rank
        self.total = sum(u_rank)
        self.wild = sum(u_rank[r] for r in tb.any_ranks)

    def stuck(self, t: int, after: int) -> float:
        """Chance the next player holds nothing to play on card `t` with colour `after`."""
        if after < 0 or not self.size or self.tb.then_any[t]:
            return 0.0
        if self.known is not None:
            playable = self.tb.rules.play_table[t][after]
            return 0.0 if any(playable >> k & 1 for k in self.known) else 1.0
        if self.total <= 0:
            return 0.0
        match = self.wild
        if not self.lack >> after & 1:
            match += self.u_colour[after]
        if not self.tb.wild[t]:
            match += self.u_rank[self.tb.rank[t]]  # counts its own colour twice: close enough
        miss = 1.0 - match / self.total
        return miss**self.size if miss > 0.0 else 0.0


def _going_out_holds(tb: Tables, sizes: Sequence[int]) -> bool:
    """Does `rules.going_out` hold at this table (some card, and a count it is limited to)?"""
    return bool(tb.last_banned) and (not tb.last_players_max or len(sizes) <= tb.last_players_max)


def _play_score(
    tb: Tables,
    p: Profile,
    col: list[int],
    rk: list[int],
    size: int,
    colour: int,
    foe: _Foe,
    active: int,
) -> float:
    t = p.t
    tc = tb.colour[t]
    after = p.named if p.named >= 0 else (tc if tc >= 0 else colour)
    same = col[after] - (tc == after) if after >= 0 else 0
    s = 10.0 + W_COLOUR * same + W_RANK * (rk[tb.rank[t]] - 1) + W_POINTS * tb.points[t]
    if p.wild or p.companion:
        s -= W_WILD + W_WILD_SIZE * size
    vsize = foe.size
    hurt = p.draw + p.skip + (3 if p.force else 0)
    if hurt:
        if vsize <= 2:
            s += W_HURT_CLOSE + hurt
        elif active == 2:
            s += W_HURT_HEADS_UP + hurt
        elif size > 3:
            s -= W_KEEP
    else:
        s += (W_STUCK_CLOSE if vsize <= 2 else W_STUCK) * foe.stuck(t, after)
    if p.again or (p.reverse and active == 2 and tb.rules.two_player_reverse_skips):
        s += W_TEMPO
    if tb.defence[t] and size > 3:
        s -= W_DEFENCE
    return s


def _trade_gain(sizes: Sequence[int], seat: int, target: int) -> float:
    """Cards a trade takes off the hand (negative: adds), after this card leaves it."""
    after = list(sizes)
    after[seat] -= 1
    if not after[seat]:
        return 0.0  # the last card: the winner takes no part in the trade
    return W_TRADE * (after[seat] - trade_result(after, seat, seat, target))


def _out_of_turn(seat: int, sizes: Sequence[int], trade: Any, legal: Sequence[int]) -> int | None:
    """Jump in whenever possible; defend a trade only if it would leave a bigger hand."""
    jump = -1
    for a in legal:
        kind = a & KIND
        if kind == A.JUMP:
            if a & CALL_BIT or jump < 0:
                jump = a
        elif kind == DEFEND and trade is not None:
            received = trade_result(sizes, seat, trade[0], trade[1])
            if received > sizes[seat] - 1:
                return A.with_call_if_legal(a, legal)
    return jump if jump >= 0 else None


# -- the three faces ---------------------------------------------------------------------------
def medium_action_from_state(
    state: State,
    seat: int,
    legal: Sequence[int],
    rng: Random,
    lacks: Sequence[int] | None = None,
    *,
    count_discard: bool = True,
) -> int | None:
    """The medium decision read from a State: for playouts on a state the caller sampled.

    Reads only `seat`'s own hand and public fields, so it never uses more than the seat could
    see. Returns None only when `seat` is not the seat to act and declines its chance.
    Without `count_discard` it does not count the discard pile (its guess at whether the next
    player can follow), the costliest part of a decision late in a round.
    """
    return decide(
        tables_for(state.rules),
        seat,
        state.hands[seat],
        state.masks[seat],
        state.sizes,
        state.direction,
        state.colour,
        state.phase,
        state.trade,
        state.turn,
        legal,
        rng,
        lacks,
        state.discard if count_discard else (),
        state.revealed,
        challenge=(colour_of(state.challenge), state.last_player, state.pend),
    )


def medium_choice(
    rules: Rules, obs: Any, legal: Sequence[int], rng: Random, lacks: Sequence[int] | None = None
) -> int | None:
    """The medium decision from an Observation, or anything with its fields `seat`, `hand`,
    `hand_sizes`, `direction`, `colour`, `phase_code`, `trade` and `turn`."""
    tb = tables_for(rules)
    counts = [0] * rules.n_types
    mask = 0
    for t in obs.hand:
        counts[t] += 1
        mask |= 1 << t
    return decide(
        tb,
        obs.seat,
        counts,
        mask,
        obs.hand_sizes,
        obs.direction,
        obs.colour,
        obs.phase_code,
        obs.trade,
        obs.turn,
        legal,
        rng,
        lacks,
        obs.discard,
        obs.revealed,
        challenge=(getattr(obs, "challenge", -1), obs.last_player, obs.pend),
    )


class MediumBot(BotBase):
    level = "medium"

    def __init__(self, *, forget_calls: float = 0.0) -> None:
        super().__init__(forget_calls=forget_calls)
        self.watch = TableWatch()

    def start_round(self, rules: Rules, seat: int, players: int) -> None:
        super().start_round(rules, seat, players)
        self.watch.start(rules, seat, players)

    def notice(self, events: Sequence[tuple[Any, ...]]) -> None:
        self.watch.notice(events)

    def choose(self, obs: Observation, legal: Sequence[int], rng: Random) -> int | None:
        assert self.rules is not None, "start_round first"
        action = medium_choice(self.rules, obs, legal, rng, self.watch.lacks)
        if action is not None and self.forget_calls and rng.random() < self.forget_calls:
            if action != LATE_CALL:
                return action & ~CALL_BIT
            if obs.turn != obs.seat:
                return None
            rest = [a for a in legal if a != LATE_CALL]  # forgot it: just play on
            action = medium_choice(self.rules, obs, rest, rng, self.watch.lacks)
        return action

    def memory(self) -> dict[str, Any]:
        return self.watch.memory()

    def restore(self, memory: dict[str, Any]) -> None:
        self.watch.restore(memory)
