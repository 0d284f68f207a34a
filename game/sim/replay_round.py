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

from game.sim.replay_answers import DrawChecker, WaitChecker
from game.sim.replay_calls import CallCounter
from game.sim.replay_challenge import ChallengeCheck
from game.sim.replay_going_out import GoingOutCheck
from game.sim.replay_match import NO_COLOUR, PlayChecker, colour_of, rank_of
from game.sim.replay_others import OthersChecks, RoundProblem
from game.sim.replay_setup import SetupProblem, StartWatch

_CARD_EVENTS = {"play": "play", "jump": "jump", "defend": "defend"}
_PILES = ("draw_pile", "discard_pile", "under_discard")  # the places other than "hand:<seat>"


class ReplayRound(OthersChecks):
    """The replayed table of one round; with `strict`, each card put down is judged too, and
    the calls and penalties are counted."""

    def __init__(
        self, start: dict[str, Any], strict: PlayChecker | None = None, *, reshuffles: bool = True
    ) -> None:
        self.strict = strict
        # Whether an empty draw pile is made again from the discard pile (`reshuffle` not
        # `none`, as the header's ruleset says): else a penalty may fall short with cards there.
        self.reshuffles = reshuffles
        self.calls = (
            CallCounter(
                strict.rules.calls,
                strict.rules.companions,
                strict.rules.false_call_penalty,
                strict.rules.ranked_calls,
                strict.rules.call_penalties,
            )
            if strict is not None
            else None
        )
        self.number = start.get("round")
        self.players: int = start["players"]
        self.challenges = ChallengeCheck(strict.rules.ranks_doc) if strict is not None else None
        if self.challenges is not None and not self.challenges.conditions:
            self.challenges = None  # nothing to check: no card has a condition
        self.going_out = (
            GoingOutCheck(strict.rules.going_out, strict.rules.specials, self.players)
            if strict is not None and strict.rules.going_out.get("not_with")
            else None
        )
        self.draws = DrawChecker(strict.rules) if strict is not None else None
        self.waiting = WaitChecker(self.players) if strict is not None else None
        self.attack_amount = 0
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
        self.market: list[list[int]] | None = None  # others_draw: [seat, cards to draw] in order
        self.trade_old: list[Counter[str]] | None = None  # the hands before a trade's moves
        self.trade_givers: set[int] = set()
        self.trade_takers: set[int] = set()
        self.given: dict[int, str] = {}  # a stage's cards chosen and not yet passed, by seat
        self.action: dict[str, Any] | None = None
        self.action_closed = True
        self.card_events = 0
        self.deals = 0
        self.ended = False
        self.turns = 0  # seats asked to act: `turn`, `attack` and `stage` records
        self.out: list[int] = []  # the seats that went out, in order (round_end: one_left)
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
        if kind not in ("draw", "reshuffle", "shuffle", "start_card"):
            if self.penalty is not None:
                self._close_penalty()
            if self.market is not None:
                self._close_market()
        if self.going_out is not None and kind not in ("penalty", "action", "state"):
            self.going_out.settled()
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
        if self.strict is not None:
            self.strict.rules.scoring.reshuffle()
        self.move(rec)
        self.reshuffled = True
        if self.draws is not None:
            self.draws.reshuffled()

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
            self.strict.card(kind, rec.get("how"), card, self.top, self.colour, seat)
        before = self.colour
        self.move(rec)
        if self.challenges is not None:
            self.challenges.card(seat, card, rec.get("how"), self.hands[seat], before)
        self.colour = colour_of(card) or self.colour
        left = sum(self.hands[seat].values())
        # A going out that costs a penalty is no going out: no call is owed or said with it.
        fined = self.going_out is not None and self.going_out.card_left(
            seat, card, left, rec.get("how")
        )
        if self.calls is not None and not fined:
            self.calls.card_left(seat, rank_of(card), left, bool(action.get("call")))

    on_play = on_jump = on_defend = _card_event

    def on_draw(self, rec: dict[str, Any]) -> None:
        seat = rec["seat"]
        if self.draws is not None and rec.get("why") == "turn":
            self.draws.turn_draw(rec["card"], self.top, self.colour)
        self.move(rec)
        if rec.get("why") == "others_draw":
            self._market_draw(seat)
        if rec.get("why") == "penalty":
            if self.penalty is None or self.penalty[0] != seat or self.penalty[1] <= 0:
                raise RoundProblem(f"seat {seat} draws a penalty card no penalty asked for")
            self.penalty[1] -= 1

    def on_penalty(self, rec: dict[str, Any]) -> None:
        if not rec.get("reason"):
            raise RoundProblem("a penalty without a reason")
        self.penalty = [rec["seat"], int(rec["cards"])]
        if self.going_out is not None:
            self.going_out.penalty(rec["seat"], int(rec["cards"]), rec["reason"])
        if self.challenges is not None:
            self.challenges.penalty(rec["seat"], int(rec["cards"]), rec["reason"])
        if self.calls is not None:
            self.calls.penalty(rec["seat"], int(rec["cards"]), rec["reason"])

    def _close_penalty(self) -> None:
        assert self.penalty is not None
        seat, left = self.penalty
        self.penalty = None
        if left and (self.draw or self.reshuffles and len(self.discard) > 1):
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
        if rec.get("why") == "show_hand":
            self.shown_by_card(rec["seat"])

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
        if self.strict is not None:
            scoring = self.strict.rules.scoring
            scoring.round_end(rec, self.hands, self.turns, len(self.draw), self.out)
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
        if self.draws is not None:
            self.draws.action(rec.get("seat", -1), str(rec.get("kind")), rec.get("card"))

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
        self.turns += 1  # seats asked to act, as the turn limit counts them
        if self.strict is not None:
            self.strict.rules.scoring.turn(self.turns)
        if self.challenges is not None:
            self.challenges.turn()
        if self.strict is not None:
            self.strict.turn()
        if self.waiting is not None:
            self.waiting.turn(rec["seat"])
        if self.calls is not None:
            self.calls.trade_over()

    def on_option(self, rec: dict[str, Any]) -> None:
        if self.strict is not None:
            self.strict.option_chosen(rec["option"])

    def on_attack(self, rec: dict[str, Any]) -> None:
        self.hand(rec["seat"])
        self.turns += 1
        if self.challenges is not None:
            self.challenges.attack(rec["seat"], int(rec.get("amount", 0)))
        self.attack_amount = int(rec.get("amount") or 0)
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
        self.turns += 1
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

    def on_false_call(self, rec: dict[str, Any]) -> None:
        action = self.action
        if action is None or action.get("seat") != rec["seat"] or action.get("kind") != "call":
            raise RoundProblem(f"seat {rec['seat']} says a false call without its call action")
        if self.calls is not None:
            self.calls.false_call(rec["seat"], rec["call"], int(rec["cards"]))

    def on_missed_call(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.missed(rec["seat"], rec["call"], rec.get("outcome"))

    def on_caught(self, rec: dict[str, Any]) -> None:
        if self.calls is not None:
            self.calls.caught(rec["seat"], rec["caught"])

    # -- a challenge of a play against its condition (game.sim.replay_challenge) -----------
    def on_challenged(self, rec: dict[str, Any]) -> None:
        if self.challenges is not None:  # judged with --strict (and a card with a condition)
            self.challenges.challenged(rec["seat"], int(rec["bluffer"]), bool(rec["bluff"]))
        elif self.strict is not None:
            raise RoundProblem("a challenge where no card may be challenged")

    def on_shown(self, rec: dict[str, Any]) -> None:
        seat = rec["seat"]
        if Counter(rec["cards"]) != self.hand(seat):
            raise RoundProblem(f"seat {seat} shows cards that are not its hand")
        if self.challenges is not None:
            self.challenges.shown(seat, rec["cards"], int(rec["to"]), self.hand(seat))

    # -- answers to an attack, waiting turns (judged with --strict) ---------------------------
    def _answer(self, rec: dict[str, Any]) -> None:
        if self.strict is not None:
            self.strict.answered(rec["event"])

    on_attack_cancelled = on_attack_passed_on = on_attack_returned = _answer

    def on_waits(self, rec: dict[str, Any]) -> None:
        if self.waiting is not None and self.strict is not None:
            self.waiting.owe(
                rec["seat"], int(rec["turns"]), self.strict.pending, self.attack_amount
            )

    def on_skipped(self, rec: dict[str, Any]) -> None:
        if self.waiting is not None:
            self.waiting.skipped(self.seat_of(f"hand:{rec['seat']}"))

    def _ignore(self, rec: dict[str, Any]) -> None:
        pass

    def on_went_out(self, rec: dict[str, Any]) -> None:
        seat = rec["seat"]
        if self.strict is not None:
            self.strict.rules.scoring.went_out(seat, rec.get("place"), self.out, self.hand(seat))
        self.out.append(seat)
        if self.calls is not None:
            self.calls.went_out()

    def on_nothing_to_draw(self, rec: dict[str, Any]) -> None:
        """A draw found no card at all: the draw pile is empty, and no reshuffle could make
        one (none under the rules, or at most the top card on the discard pile)."""
        self.hand(rec["seat"])
        if self.draw or self.reshuffles and len(self.discard) > 1:
            raise RoundProblem(f"seat {rec['seat']} finds nothing to draw, but there is")

    on_play_again = on_forced_pass_on = on_pass = _ignore
