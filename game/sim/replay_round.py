"""One round of a trace replayed on a model of piles and hands (see `game.sim.replay`).

Nothing here comes from `game.engine`: the model is built from the trace's records alone. A
record that moves cards names where they go (`source` and `to`, which the engine writes from
`game.engine.moves`), and `move` carries any record out alike: each card must be in the place
named, and a record of a seat moves cards of that seat's hand. The handlers check the rest of
what each kind of record says.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.sim.replay_calls import CallCounter
from game.sim.replay_match import NO_COLOUR, PlayChecker, colour_of, rank_of
from game.sim.replay_setup import SetupProblem, StartWatch

_CARD_EVENTS = {"play": "play", "jump": "jump", "defend": "defend"}
_PILES = ("draw_pile", "discard_pile", "under_discard")  # the places other than "hand:<seat>"


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
        self.direction = -1 if start.get("direction") == "counterclockwise" else 1
        self.shuffled = False
        self.reshuffled = False  # a reshuffle's cards are in the draw pile, not yet shuffled
        self.penalty: list[Any] | None = None  # [seat, cards still to draw]
        self.trade_old: list[Counter[str]] | None = None  # the hands before a trade's moves
        self.trade_givers: set[int] = set()
        self.trade_takers: set[int] = set()
        self.given: dict[int, str] = {}  # a stage's cards chosen and not yet passed, by seat
        self.action: dict[str, Any] | None = None
        self.action_closed = True
        self.card_events = 0
        self.deals = 0
        self.ended = False
        # With `strict`: the deal and the start card, read again from the ruleset document.
        self.watch: StartWatch | None = None
        if strict is not None:
            try:
                strict.rules.setup.check_start(start)
            except SetupProblem as problem:
                raise RoundProblem(str(problem)) from None
            self.watch = StartWatch(strict.rules.setup, self.players, start.get("dealer", 0))

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

    def move(self, rec: dict[str, Any]) -> list[str]:
        """Carry out a record that moves cards (`card`, or `cards`: a hand, or the number the
        discard pile gives up) from its `source` to its `to`; returns the cards moved."""
        source, to, what = rec["source"], rec["to"], rec["event"]
        hands = [self.seat_of(place) for place in (source, to) if place not in _PILES]
        if ("seat" in rec) != bool(hands) or "seat" in rec and rec["seat"] not in hands:
            raise RoundProblem(
                f"{what} from {source} to {to}: a record of a seat (here {rec.get('seat')}) "
                "moves cards from or to its hand, and only then"
            )
        named: Any = rec["cards"] if "cards" in rec else [rec["card"]]
        if source == "discard_pile":  # its bottom cards: all but the top it keeps, if any
            if not isinstance(named, int) or not 0 <= named <= len(self.discard):
                raise RoundProblem(f"{what} of {named} from a discard pile of {len(self.discard)}")
            cards, self.discard = self.discard[:named], self.discard[named:]
        else:
            cards = list(named)
            for card in cards:
                if source == "draw_pile":
                    self.pop_draw(card, what)
                else:
                    self.take(self.seat_of(source), card)
        if to == "discard_pile":
            self.discard += cards
            self.top = cards[-1] if cards else self.top
        elif to == "under_discard":
            self.discard[:0] = cards
        elif to == "draw_pile":
            self.draw += cards
        else:
            self.hand(self.seat_of(to)).update(cards)
        return cards

    def seat_of(self, place: Any) -> int:
        kind, _, seat = str(place).partition(":")
        if kind != "hand" or not seat.isdigit():
            raise RoundProblem(f"no place {place!r}")
        self.hand(int(seat))
        return int(seat)

    def take(self, seat: int, card: str) -> None:
        hand = self.hand(seat)
        if hand[card] <= 0:
            raise RoundProblem(f"seat {seat} gives away {card}, which it does not hold")
        hand[card] -= 1
        if not hand[card]:
            del hand[card]

    def conserved(self) -> None:
        """Every card of the deck is in exactly one place (a trade's hands move one after
        another, and a reshuffle's cards wait in the draw pile for their order)."""
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
        if self.watch is not None and not self.watch.done:
            self._watch_start(rec)
        handler(rec)
        if self.shuffled:
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
            if not self.reshuffled:
                raise RoundProblem("a reshuffled pile without a reshuffle")
            if Counter(pile) != Counter(self.draw):
                raise RoundProblem(
                    "the reshuffled pile is not the discard pile that was turned over"
                )
            self.reshuffled = False
        self.draw = pile

    def on_reshuffle(self, rec: dict[str, Any]) -> None:
        n = rec["cards"]
        if self.draw:
            raise RoundProblem(f"reshuffle while {len(self.draw)} cards are still in the draw pile")
        keep = len(self.discard) - n
        if keep not in (0, 1):
            raise RoundProblem(f"reshuffle of {n} cards from a discard pile of {len(self.discard)}")
        self.move(rec)
        self.reshuffled = True

    def on_deal(self, rec: dict[str, Any]) -> None:
        if self.action is not None:
            raise RoundProblem("a card dealt during play")
        self.move(rec)
        self.deals += 1

    def on_start_card(self, rec: dict[str, Any]) -> None:
        card = rec["card"]
        if self.top is None and self.deals != self.players * self.hand_size:
            raise RoundProblem(
                f"{self.deals} cards dealt, expected {self.players} x {self.hand_size}"
            )
        first = self.top is None
        self.move(rec)
        if rec["to"] == "discard_pile":
            # The first start card sets the colour; one turned after a reshuffle of the whole
            # pile leaves the colour in force when it has none.
            self.colour = colour_of(card) or (NO_COLOUR if first else self.colour)

    def _watch_start(self, rec: dict[str, Any]) -> None:
        """The records from the deal to the first decision, judged by `StartWatch`."""
        assert self.watch is not None
        kind = rec.get("event")
        try:
            if kind == "start_card":
                self.watch.start_card(rec["card"], bool(rec.get("slid_under")))
            elif kind == "start_acts":
                self.watch.start_acts(rec["card"], rec.get("how", ""), rec.get("seat", -1))
            elif kind == "action" and rec.get("kind") == "open":
                self.watch.open_action(rec)
            elif kind == "turn" and self.watch.asks_opener(rec.get("seat")):
                pass  # the dealer is asked for the start card's choice: an open action follows
            elif kind in ("turn", "attack", "action", "round_end"):
                self.watch.first_decision(kind)
            else:
                self.watch.record(rec)
        except SetupProblem as problem:
            raise RoundProblem(str(problem)) from None

    def on_start_acts(self, rec: dict[str, Any]) -> None:
        """The start card acts: what it does follows as records of their own."""
        if self.top != rec.get("card"):
            raise RoundProblem(f"the start card {rec.get('card')} acts, but {self.top} is on top")
        if self.strict is not None and rec.get("how") == "as_dealer":
            self.strict.start_played(rec["card"])

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
        self.move(rec)
        self.colour = colour_of(card) or self.colour
        if self.calls is not None:
            left = sum(self.hands[seat].values())
            self.calls.card_left(seat, rank_of(card), left, bool(action.get("call")))

    on_play = on_jump = on_defend = _card_event

    def on_draw(self, rec: dict[str, Any]) -> None:
        seat = rec["seat"]
        self.move(rec)
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
        """One hand of a trade passes; the hands given are the hands held before the first."""
        src, dst = self.seat_of(rec["source"]), self.seat_of(rec["to"])
        if self.trade_old is None:
            self.trade_old = [Counter(h) for h in self.hands]
        if Counter(rec["cards"]) != self.trade_old[src] or src in self.trade_givers:
            raise RoundProblem(f"the hand passed from seat {src} is not the hand it held")
        if dst in self.trade_takers:
            raise RoundProblem(f"seat {dst} receives two hands")
        self.move(rec)
        self.trade_givers.add(src)
        self.trade_takers.add(dst)
        if self.calls is not None:
            self.calls.trade(src, dst)

    def _commit_trade(self) -> None:
        if self.trade_takers != self.trade_givers:
            raise RoundProblem("a trade where the hands given and received are different seats")
        self.trade_old, self.trade_givers, self.trade_takers = None, set(), set()

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

    # -- a stage: each seat chooses a card, then the cards pass from hand to hand ----------
    def on_stage(self, rec: dict[str, Any]) -> None:
        self.hand(rec["seat"])
        if self.given and rec["seat"] in self.given:
            raise RoundProblem(f"seat {rec['seat']} is asked twice in one stage")

    def on_gave(self, rec: dict[str, Any]) -> None:
        """A seat chose a card to give: its own action's card, one it holds (hidden: not
        known to this trace's reader until it passes)."""
        seat, card, action = rec["seat"], rec["card"], self.action
        if action is None or action.get("seat") != seat or action.get("kind") != "give":
            raise RoundProblem(f"seat {seat} gives a card without its give action")
        if card != "hidden":
            if action.get("card") != card:
                raise RoundProblem(f"seat {seat} gives {card}, its action named another")
            if self.hand(seat)[card] <= 0:
                raise RoundProblem(f"seat {seat} gives {card}, which it does not hold")
        if seat in self.given:
            raise RoundProblem(f"seat {seat} gives a second card in one stage")
        self.given[seat] = card

    def on_card_passed(self, rec: dict[str, Any]) -> None:
        """A card given in the stage arrives in another hand: the one its seat chose."""
        src = self.seat_of(rec["source"])
        chosen = self.given.pop(src, None)
        if chosen is None or chosen not in ("hidden", rec["card"]):
            raise RoundProblem(f"seat {src} passes a card it did not choose to give")
        if src == self.seat_of(rec["to"]):
            raise RoundProblem(f"seat {src} passes a card to itself")
        self.move(rec)

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
