"""What one seat knows about the hidden hands, and deals of the hidden cards that honour it.

Every other hand is a list of *slots*, one per card, each a bit mask of the card types that
card may be. A card nobody has seen may be anything; a card revealed by X+ or handed over in a
trade is pinned to its type; and a player who drew on a normal turn, when the rules allow
drawing only without a matching card, held nothing that matched, so each card it held then
loses the matching types. A deal fills the most constrained slots first, each with a card
chosen at random among those it allows, and shuffles the rest into the draw pile. With a
`PlayReader` (`read_plays`), a hand that explains badly the cards its holder chose to play is
dealt again with the chance it fails to (`ismcts_read`).
"""

from __future__ import annotations

from collections.abc import Iterable
from random import Random
from typing import Any

from game.bots.ismcts_read import PlayReader
from game.engine import events as EV
from game.engine.determinize import unseen_cards
from game.engine.moves import DISCARD, HIDDEN, Move, moves
from game.engine.observe import Observation
from game.engine.rules import Rules


def popcount(mask: int) -> int:
    return mask.bit_count()


class Knowledge:
    """Slots per seat, kept up to date from the events the seat sees."""

    def __init__(
        self,
        rules: Rules,
        seat: int,
        players: int,
        *,
        read_colours: bool = False,
        read_plays: bool = False,
    ) -> None:
        self.rules = rules
        # Weigh guessed hands by how well they explain the cards their holders chose to play.
        self.reader = PlayReader(rules, seat, players) if read_plays else None
        # Read a named colour as one the namer holds (or a wild): what people and the medium
        # bot do. Wrong against a player who names colours at random, so it is an option.
        self.read_colours = read_colours
        self.seat = seat
        self.players = players
        self.full = (1 << rules.n_types) - 1
        # Drawing on a turn says nothing about companion cards (they need a partner to play).
        self.loose = sum(1 << t for t in range(rules.n_types) if rules.type_companion[t])
        self.slots: list[list[int]] = [[] for _ in range(players)]
        self.top = -1
        self.colour = -1
        self._before_trade: list[list[int]] | None = None

    # -- events ------------------------------------------------------------------------------
    def notice(self, events: Iterable[EV.Event]) -> None:
        if self.reader is not None:
            events = list(events)  # read twice: by the reader, then below
            self.reader.notice(events)
        for event in events:
            kind, seat = event[0], event[1]
            if kind != EV.TRADE:
                self._before_trade = None
            if kind == EV.DRAW and event[3] == "turn" and seat != self.seat:
                self._drew_on_turn(seat)  # what it held before this card came
            if kind == EV.CARD_PASSED:
                self._passed(seat, event[2], event[3])
                continue
            for move in moves(event):
                self._moved(move)
            if kind == EV.COLOUR:
                self.colour = event[2]
                if self.read_colours and seat != self.seat and seat >= 0:
                    self._named(seat, event[2])
            elif kind == EV.REVEAL and seat != self.seat:
                self.slots[seat] = [1 << t for t in event[2]]

    def _moved(self, move: Move) -> None:
        """A card nobody else has seen arrives as an open slot; a card leaving a hand takes
        the slot that fits it best; a hand passed in a trade takes its slots along."""
        source, to, cards = move
        if source >= 0 and to >= 0:
            self._traded(source, to, cards)
            return
        for t in cards:
            if source >= 0 and source != self.seat:
                self._left(source, t)
            if to == DISCARD:
                self._on_top(t)
            elif to >= 0 and to != self.seat:
                self.slots[to].append(self.full)

    def _passed(self, src: int, dst: int, t: int) -> None:
        """One card passes from hand to hand (a stage's, not a trade's whole hand): it leaves
        `src` as a card played does, and arrives pinned where this seat gave it, else open."""
        if src != self.seat:
            if t == HIDDEN:
                slots = self.slots[src]
                if slots:
                    slots.pop(max(range(len(slots)), key=lambda i: popcount(slots[i])))
            else:
                self._left(src, t)
        if dst != self.seat:
            self.slots[dst].append(1 << t if t != HIDDEN else self.full)

    def _on_top(self, t: int) -> None:
        self.top = t
        colour = self.rules.type_colour[t]
        if colour >= 0:
            self.colour = colour

    def _left(self, seat: int, t: int) -> None:
        slots = self.slots[seat]
        if not slots:
            return
        bit = 1 << t
        best, best_bits = -1, 1 << 30
        for i, mask in enumerate(slots):
            if mask & bit and popcount(mask) < best_bits:
                best, best_bits = i, popcount(mask)
        if best < 0:  # inconsistent with what we inferred: drop the least constrained slot
            best = max(range(len(slots)), key=lambda i: popcount(slots[i]))
        slots.pop(best)

    def _named(self, seat: int, colour: int) -> None:
        """The namer keeps a card of the colour it named (or a colourless one): narrow the
        least constrained of its cards to those, unless one already is."""
        rules = self.rules
        keep = rules.colour_masks[colour] | (self.full & ~rules.coloured_mask)
        slots = self.slots[seat]
        if not slots or any(m & ~keep == 0 for m in slots):
            return
        open_to = [k for k, m in enumerate(slots) if m & keep]
        if open_to:
            i = max(open_to, key=lambda k: popcount(slots[k]))
            slots[i] &= keep

    def _drew_on_turn(self, seat: int) -> None:
        rules = self.rules
        if rules.draw_when_able or self.top < 0:
            return
        matching = rules.play_table[self.top][self.colour] & ~self.loose
        slots = self.slots[seat]
        for i, mask in enumerate(slots):
            if mask & ~matching:
                slots[i] = mask & ~matching

    def _traded(self, src: int, dst: int, cards: tuple[int, ...]) -> None:
        if self._before_trade is None:
            self._before_trade = [s[:] for s in self.slots]
        if dst == self.seat:
            return
        if src == self.seat and HIDDEN not in cards:
            self.slots[dst] = [1 << t for t in cards]
        else:
            self.slots[dst] = self._before_trade[src][:]

    def sync(self, obs: Observation) -> None:
        """Match the slots to the hand sizes and the revealed cards of the observation."""
        self.top, self.colour = obs.top, obs.colour
        self._before_trade = None
        if self.reader is not None:
            self.reader.sync(obs)
        for seat in range(self.players):
            slots = self.slots[seat]
            if seat == self.seat:
                slots.clear()
                continue
            size = obs.hand_sizes[seat]
            while len(slots) > size:
                slots.pop(max(range(len(slots)), key=lambda i: popcount(slots[i])))
            slots.extend([self.full] * (size - len(slots)))
            for t in set(obs.revealed[seat]):
                self._pin(slots, t, obs.revealed[seat].count(t))

    @staticmethod
    def _pin(slots: list[int], t: int, count: int) -> None:
        """At least `count` slots of this hand hold type t: everyone has seen them."""
        bit = 1 << t
        missing = count - slots.count(bit)
        while missing > 0:
            options = [i for i, m in enumerate(slots) if m & bit and m != bit]
            if not options:
                options = [i for i, m in enumerate(slots) if m != bit]
                if not options:
                    return
            slots[max(options, key=lambda i: popcount(slots[i]))] = bit
            missing -= 1

    def lacks(self) -> list[int]:
        """Per seat, a bit per colour none of its cards can be (as the medium bot counts)."""
        rules = self.rules
        out = [0] * self.players
        for seat, slots in enumerate(self.slots):
            if seat == self.seat or not slots:
                continue
            for c, colour_mask in enumerate(rules.colour_masks):
                if not any(m & colour_mask for m in slots):
                    out[seat] |= 1 << c
        return out

    # -- saving ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        data = {
            "seat": self.seat,
            "players": self.players,
            "top": self.top,
            "colour": self.colour,
            "slots": [[format(m, "x") for m in s] for s in self.slots],
        }
        if self.reader is not None:
            data["plays"] = self.reader.to_json()
        return data

    @classmethod
    def from_json(cls, rules: Rules, data: dict[str, Any]) -> Knowledge:
        k = cls(rules, int(data["seat"]), int(data["players"]), read_plays="plays" in data)
        k.top, k.colour = int(data["top"]), int(data["colour"])
        k.slots = [[int(m, 16) for m in s] for s in data["slots"]]
        if k.reader is not None:
            k.reader.restore(data["plays"])
        return k


REDEALS = 8  # fresh hands tried for a seat whose guessed hand explains its choices badly
MEASURE_DEALS = 16  # guessed hands over which a new choice's evidence is averaged


class Dealer:
    """Deals the unseen cards of one observation, again and again, honouring the slots.

    Each deal is close to uniform over the deals that fit the slots: a constrained slot takes a
    card chosen at random among the unseen cards it allows (most constrained first), and only
    then are the rest shuffled, to fill the open slots and make the draw pile. Shuffling first
    and letting constrained slots skip the cards they refuse would leave those cards where the
    open slots and the top of the pile pick them up: after an opponent drew on a red 7, its
    newer cards would come out red and wild far more often than chance.
    """

    def __init__(self, knowledge: Knowledge, obs: Observation) -> None:
        knowledge.sync(obs)
        self.rules = knowledge.rules
        self.pool = unseen_cards(knowledge.rules, obs)
        full = knowledge.full
        # Most constrained first; a seat's pinned cards before its open ones.
        order = []
        for seat, slots in enumerate(knowledge.slots):
            order += [(popcount(m), seat, m) for m in slots if m != full]
        order.sort()
        self.constrained = [(seat, mask) for _, seat, mask in order]
        self.open = [seat for seat, slots in enumerate(knowledge.slots) for m in slots if m == full]
        self.players = knowledge.players
        self.reader = reader = knowledge.reader
        choices = [] if reader is None else reader.choices
        self.read_seats = [seat for seat, mine in enumerate(choices) if mine and seat != obs.seat]
        self._unmeasured = any(not c.measured for seat in self.read_seats for c in choices[seat])
        # Each read seat's own slots, to deal it a fresh hand (`_refill`).
        self._seat_slots = {
            seat: (
                [m for m in knowledge.slots[seat] if m != full],
                knowledge.slots[seat].count(full),
            )
            for seat in self.read_seats
        }

    def deal(self, rng: Random) -> tuple[list[list[int]], list[int]]:
        """(hands per seat, draw pile with its top last); the observer's hand is left empty.

        With a play reader, each hand whose holder chose plays lately is kept with the chance
        its choices give it (`PlayReader.likelihood`), else dealt again from the pile, up to
        `REDEALS` times: rejection sampling from the deals weighted by how well they explain
        the choices.
        """
        hands, pool = self._deal(rng)
        if not self.read_seats:
            return hands, pool
        reader = self.reader
        assert reader is not None
        if self._unmeasured:
            self._unmeasured = False
            for seat in self.read_seats:
                reader.measure(seat, (self._deal(rng)[0][seat] for _ in range(MEASURE_DEALS)))
        random = rng.random
        for seat in self.read_seats:
            hand = hands[seat]
            for _ in range(REDEALS):
                if random() < reader.likelihood(seat, hand):
                    break
                for t in hand:  # back into the pile at a random place: it stays shuffled
                    pool.append(t)
                    j = int(random() * len(pool))
                    pool[j], pool[-1] = t, pool[j]
                hand = hands[seat] = self._refill(seat, pool, random)
        return hands, pool

    def _refill(self, seat: int, pool: list[int], random: Any) -> list[int]:
        """A fresh hand for `seat` from `pool` (which loses its cards), honouring its slots."""
        constrained, open_slots = self._seat_slots[seat]
        hand = []
        for mask in constrained:
            hand.append(self._take(pool, mask, random))
        for _ in range(open_slots):
            i = int(random() * len(pool))
            hand.append(pool[i])
            pool[i] = pool[-1]
            pool.pop()
        return hand

    @staticmethod
    def _take(pool: list[int], mask: int, random: Any) -> int:
        """A card of `pool` that `mask` allows, chosen uniformly, taken out of the pool.

        A random card until one fits (a slot usually allows most cards); a slot that allows
        few is served from the list of those that fit. Both are uniform.
        """
        n = len(pool)
        for _ in range(12):
            i = int(random() * n)
            if mask >> pool[i] & 1:
                break
        else:
            fits = [i for i, t in enumerate(pool) if mask >> t & 1]
            # Nothing left fits: the inference was wrong somewhere, deal any card.
            i = fits[int(random() * len(fits))] if fits else int(random() * n)
        t = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        return t

    def _deal(self, rng: Random) -> tuple[list[list[int]], list[int]]:
        pool = self.pool[:]
        hands: list[list[int]] = [[] for _ in range(self.players)]
        random = rng.random
        take = self._take
        for seat, mask in self.constrained:
            hands[seat].append(take(pool, mask, random))
        rng.shuffle(pool)
        for seat in self.open:
            hands[seat].append(pool.pop())
        return hands, pool
