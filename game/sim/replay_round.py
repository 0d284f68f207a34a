"""One round of a trace replayed on a model of piles and hands (see `game.sim.replay`).

Nothing here comes from `game.engine`: the model is built from the trace's records alone.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.sim.replay_calls import CallCounter
from game.sim.replay_match import NO_COLOUR, PlayChecker, colour_of, rank_of

_CARD_EVENTS = {"play": "play", "jump": "jump", "defend": "defend"}


class RoundProblem(Exception):
    """The trace says something that cannot have happened at this table."""


class ReplayRound:
    """The replayed table of one round; with `strict`, each card put down is judged too, and
    the calls and penalties are counted."""

    def __init__(self, start: dict[str, Any], strict: PlayChecker | None = None) -> None:
        self.strict = strict
        self.calls = (
            CallCounter(strict.rules.calls, strict.rules.companions) if strict is not None else None
        )
        self.number = start.get("round")
        self.players: int = start["players"]
        # Cards with no copy are left out, so that the deck compares as a plain dict.
        self.deck = +Counter({card: int(k) for card, k in start["deck"].items()})
        self.hand_size: int = start.get("hand_size", 0)
        self.draw: list[str] = []
        self.discard: list[str] = []
        self.hands: list[Counter[str]] = [Counter() for _ in range(self.players)]
        self.top: str | None = None
        self.colour = NO_COLOUR
        self.direction = 1
        self.shuffled = False
        self.reshuffle_pool: list[str] | None = None
        self.penalty: list[Any] | None = None  # [seat, cards still to draw]
        self.trade_old: list[Counter[str]] | None = None
        self.trade_new: dict[int, Counter[str]] = {}
        self.trade_sources: set[int] = set()
        self.action: dict[str, Any] | None = None
        self.action_closed = True
        self.card_events = 0
        self.deals = 0
        self.ended = False

    # -- helpers ---------------------------------------------------------------------------
    def hand(self, seat: Any) -> Counter[str]:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise RoundProblem(f"no seat {seat!r} at a table of {self.players}")
        return self.hands[seat]

    def pop_draw(self, card: str, what: str) -> None:
        if not self.draw:
            raise RoundProblem(f"{what} {card} from an empty draw pile")
        top = self.draw.pop()
        if top != card:
            raise RoundProblem(f"{what} {card}, but the top of the draw pile is {top}")

    def take(self, seat: int, card: str) -> None:
        hand = self.hand(seat)
        if hand[card] <= 0:
            raise RoundProblem(f"seat {seat} gives away {card}, which it does not hold")
        hand[card] -= 1
        if not hand[card]:
            del hand[card]

    def conserved(self) -> None:
        """Every card of the deck is in exactly one place (hands change only when a trade's
        moves are all in, so this holds while one is being read too)."""
        # Counted from plain sequences and compared as dicts: Counter's own += and == loop
        # in Python, and this runs after every event of the trace.
        total = Counter(self.draw)
        total.update(self.discard)
        for hand in self.hands:
            total.update(hand.elements())
        if dict.__ne__(total, self.deck):
            diff = (total - self.deck) + (self.deck - total)
            raise RoundProblem(f"cards not conserved: {dict(diff)} differ from the deck")

    # -- event handlers --------------------------------------------------------------------
    def event(self, rec: dict[str, Any]) -> None:
        kind = rec.get("event")
        if self.ended and kind not in ("state", "error"):
            raise RoundProblem(f"{kind} after the round ended")
        if kind != "trade" and self.trade_old is not None:
            self._commit_trade()
        if kind not in ("draw", "reshuffle", "shuffle", "start_card") and self.penalty is not None:
            self._close_penalty()
        handler = getattr(self, f"on_{kind}", None)
        if handler is None:
            raise RoundProblem(f"unknown record {kind!r}")
        handler(rec)
        if self.shuffled and self.reshuffle_pool is None:  # not between reshuffle and shuffle
            self.conserved()

    def on_shuffle(self, rec: dict[str, Any]) -> None:
        pile = list(rec["pile"])
        if rec.get("why") == "deal":
            if self.shuffled:
                raise RoundProblem("a second deal shuffle in one round")
            if Counter(pile) != self.deck:
                raise RoundProblem("the deal's shuffled pile is not the deck")
            self.shuffled = True
        else:
            if self.reshuffle_pool is None:
                raise RoundProblem("a reshuffled pile without a reshuffle")
            if Counter(pile) != Counter(self.reshuffle_pool):
                raise RoundProblem(
                    "the reshuffled pile is not the discard pile that was turned over"
                )
            self.reshuffle_pool = None
        self.draw = pile

    def on_reshuffle(self, rec: dict[str, Any]) -> None:
        n = rec["cards"]
        if self.draw:
            raise RoundProblem(f"reshuffle while {len(self.draw)} cards are still in the draw pile")
        keep = len(self.discard) - n
        if keep not in (0, 1):
            raise RoundProblem(f"reshuffle of {n} cards from a discard pile of {len(self.discard)}")
        self.reshuffle_pool = self.discard[:n]
        self.discard = self.discard[n:]

    def on_deal(self, rec: dict[str, Any]) -> None:
        if self.action is not None:
            raise RoundProblem("a card dealt during play")
        self.pop_draw(rec["card"], "deals")
        self.hand(rec["seat"])[rec["card"]] += 1
        self.deals += 1

    def on_start_card(self, rec: dict[str, Any]) -> None:
        card = rec["card"]
        if self.top is None and self.deals != self.players * self.hand_size:
            raise RoundProblem(
                f"{self.deals} cards dealt, expected {self.players} x {self.hand_size}"
            )
        self.pop_draw(card, "turns up")
        if rec.get("slid_under"):
            self.discard.insert(0, card)
        else:
            # The first start card sets the colour; one turned after a reshuffle of the whole
            # pile leaves the colour in force when it has none.
            self.colour = colour_of(card) or (NO_COLOUR if self.top is None else self.colour)
            self.discard.append(card)
            self.top = card

    def _card_event(self, rec: dict[str, Any]) -> None:
        seat: int = rec.get("seat", -1)
        card, kind = rec["card"], rec["event"]
        action = self.action
        if action is None:
            raise RoundProblem(f"{kind} {card} before any action")
        self.card_events += 1
        if self.card_events > 1:
            raise RoundProblem(f"a second card ({card}) moved to the pile by one action")
        if action.get("kind") != kind or action.get("card") != card or action.get("seat") != seat:
            raise RoundProblem(
                f"{kind} {card} by seat {seat} does not match the action "
                f"{action.get('action')!r} of seat {action.get('seat')}"
            )
        if self.strict is not None:
            self.strict.card(kind, rec.get("how"), card, self.top, self.colour)
        self.take(seat, card)
        self.discard.append(card)
        self.top = card
        self.colour = colour_of(card) or self.colour
        if self.calls is not None:
            left = sum(self.hands[seat].values())
            self.calls.card_left(seat, rank_of(card), left, bool(action.get("call")))

    on_play = on_jump = on_defend = _card_event

    def on_draw(self, rec: dict[str, Any]) -> None:
        card, seat = rec["card"], rec["seat"]
        self.pop_draw(card, f"seat {seat} draws")
        self.hand(seat)[card] += 1
        if rec.get("why") == "penalty":
            if self.penalty is None or self.penalty[0] != seat or self.penalty[1] <= 0:
                raise RoundProblem(f"seat {seat} draws a penalty card no penalty asked for")
            self.penalty[1] -= 1

    def on_penalty(self, rec: dict[str, Any]) -> None:
        if not rec.get("reason"):
            raise RoundProblem("a penalty without a reason")
        self.penalty = [rec["seat"], int(rec["cards"])]
        if self.calls is not None:
            self.calls.penalty(rec["seat"], int(rec["cards"]), rec["reason"])

    def _close_penalty(self) -> None:
        assert self.penalty is not None
        seat, left = self.penalty
        self.penalty = None
        if left and (self.draw or len(self.discard) > 1):
            raise RoundProblem(f"seat {seat} drew {left} penalty cards too few")

    def on_trade(self, rec: dict[str, Any]) -> None:
        src, dst = rec["seat"], rec["to"].partition(":")[2]
        dst = int(dst)
        if self.trade_old is None:
            self.trade_old = [Counter(h) for h in self.hands]
        cards = Counter(rec["cards"])
        if cards != self.trade_old[src]:
            raise RoundProblem(f"the hand passed from seat {src} is not the hand it held")
        if dst in self.trade_new:
            raise RoundProblem(f"seat {dst} receives two hands")
        self.trade_new[dst] = cards
        self.trade_sources.add(src)
        self.hand(dst)
        if self.calls is not None:
            self.calls.trade(src, dst)

    def _commit_trade(self) -> None:
        if set(self.trade_new) != self.trade_sources:
            raise RoundProblem("a trade where the hands given and received are different seats")
        for dst, cards in self.trade_new.items():
            self.hands[dst] = cards
        self.trade_old, self.trade_new, self.trade_sources = None, {}, set()

    def on_reveal(self, rec: dict[str, Any]) -> None:
        if Counter(rec["cards"]) != self.hand(rec["seat"]):
            raise RoundProblem(f"seat {rec['seat']} reveals cards that are not its hand")

    def on_colour(self, rec: dict[str, Any]) -> None:
        self.colour = rec["colour"]

    def on_direction(self, rec: dict[str, Any]) -> None:
        self.direction = 1 if rec["direction"] == "clockwise" else -1

    def on_round_end(self, rec: dict[str, Any]) -> None:
        hands = rec["hands"]
        if len(hands) != self.players:
            raise RoundProblem(f"{len(hands)} hands at the round end, {self.players} players")
        for seat, cards in enumerate(hands):
            if Counter(cards) != self.hands[seat]:
                raise RoundProblem(
                    f"seat {seat}'s hand at the round end is not what the moves left"
                )
        winner = rec.get("winner", -1)
        if winner is not None and winner >= 0 and not rec.get("blocked") and self.hands[winner]:
            raise RoundProblem(f"seat {winner} wins holding cards")
        if len(rec.get("scores", ())) != self.players:
            raise RoundProblem("the round end does not score every seat")
        if self.calls is not None:
            self.calls.round_end()
        self.ended = True

    def on_action(self, rec: dict[str, Any]) -> None:
        self._close_action()
        self.action = rec
        self.action_closed = False
        self.card_events = 0
        if not self.shuffled:
            raise RoundProblem("an action before the deal")
        if self.calls is not None:
            self.calls.action()

    def _close_action(self) -> None:
        """After a decision's events: a play, jump or defence moved its card."""
        if self.action_closed or self.action is None:
            return
        self.action_closed = True
        # An action may end the round before its card moves: the next player's action closes
        # an uncaught missing winning call, and the empty hand has won.
        if self.action.get("kind") in _CARD_EVENTS and not self.card_events and not self.ended:
            raise RoundProblem(f"the action {self.action.get('action')!r} moved no card")

    def on_state(self, rec: dict[str, Any]) -> None:
        self._close_action()
        sizes = [sum(h.values()) for h in self.hands]
        checks = (
            ("sizes", sizes),
            ("draw_pile", len(self.draw)),
            ("discard_pile", len(self.discard)),
            ("top", self.top),
            ("colour", self.colour),
            ("direction", self.direction),
        )
        for key, mine in checks:
            if rec.get(key) != mine:
                raise RoundProblem(f"state {key} is {rec.get(key)!r}, the replay has {mine!r}")

    def on_error(self, rec: dict[str, Any]) -> None:
        raise RoundProblem(f"the round stopped with an error: {rec.get('message')}")

    def on_choose_again(self, rec: dict[str, Any]) -> None:
        """The action was not carried out (a penalty before it changed the table): it moves no
        card, and the same seat's next action follows."""
        if self.action is None or self.action.get("seat") != rec.get("seat"):
            raise RoundProblem(f"seat {rec.get('seat')} chooses again after another seat's action")
        self.action_closed = True

    def on_turn(self, rec: dict[str, Any]) -> None:
        self.hand(rec["seat"])
        if self.strict is not None:
            self.strict.turn()
        if self.calls is not None:
            self.calls.trade_over()

    def on_option(self, rec: dict[str, Any]) -> None:
        if self.strict is not None:
            self.strict.option_chosen(rec["option"])

    def on_attack(self, rec: dict[str, Any]) -> None:
        self.hand(rec["seat"])
        if self.strict is not None:
            self.strict.attack(rec["effect"], self.colour)
        if self.calls is not None:
            self.calls.trade_over()

    def on_trade_chosen(self, rec: dict[str, Any]) -> None:
        if self.strict is not None:
            self.strict.trade(self.colour)
        if self.calls is not None:
            self.calls.trade_chosen()

    def on_trade_cancelled(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.trade_over()

    # -- calls (counted with --strict) -----------------------------------------------------
    def on_call(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.call(rec["seat"], rec["call"])

    def on_missed_call(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.missed(rec["seat"], rec["call"], rec.get("outcome"))

    def on_caught(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.caught(rec["seat"], rec["caught"])

    def _ignore(self, rec: dict[str, Any]) -> None:
        pass

    on_skipped = on_play_again = on_forced_pass_on = on_pass = _ignore
