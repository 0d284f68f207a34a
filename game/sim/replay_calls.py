"""The strict replay's count of calls and penalties (see `game.sim.replay`).

Read from the trace alone, with the calls of the header's ruleset (`calls.list`: each call's id,
the cards it is said at, its penalty): a card that leaves a hand with a call's number of cards,
laid without that call, leaves its player owing the call; a `missed_call` or a `caught` settles
what is owed, once; a `missed_call` with a penalty, and a `caught`, ask for one `penalty` of the
call's cards, and every penalty for a missed call must answer one of them (book 004: "Wer
vergisst, „Mau“ oder „Mau-Mau“ zu sagen, muss eine Strafkarte vom Nachziehstapel nehmen" — one
card per call forgotten). A trade that waits for its defences keeps the penalties of its wait
apart from the cards it passes (book 002, "Kartentausch": the cards pass at once when no 0 can
answer, so a catch then fines the trader's new hand): a trader caught while its trade waits draws
the penalty once the trade is done, and no penalty drawn in the wait passes with a hand.

Nothing here comes from `game.engine`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


class CallProblem(Exception):
    """A call or a penalty the trace's own ruleset does not ask for."""


@dataclass
class _Due:
    """A penalty asked for and not drawn yet."""

    seat: int
    call: str
    after_trade: bool  # caught while a trade waited: drawn once the trade is done


class CallCounter:
    """Follows one round's owed calls and penalties; each handler is a record of the trace."""

    def __init__(
        self,
        calls: Mapping[int, tuple[str, int]],
        companions: frozenset[str],
        false_penalty: int = 0,
        ranked: Mapping[tuple[int, str], str] | None = None,
        penalties: Mapping[str, int] | None = None,
    ) -> None:
        self.calls = calls  # cards left -> (call id, penalty cards)
        self.false_penalty = false_penalty  # calls.false_call_penalty: 0, no false call allowed
        self.false_due: int | None = None  # the seat whose false call's penalty comes next
        # (cards left, rank) -> the call a card of that rank owes there (with_ranks)
        self.ranked = dict(ranked or {})
        self.penalty_of = dict(calls.values()) | dict(penalties or {})
        self.left_of = {call: left for left, (call, _cards) in calls.items()}
        for (left, _rank), call_id in self.ranked.items():
            self.left_of[call_id] = left
        self.expected: tuple[int, str] | None = None  # (seat, the call its play just owed)
        self.companions = companions  # ranks laid with a companion: its card judges the call
        self.owed: dict[int, str] = {}  # seat -> the call it may still be fined for
        # An older writer's `missed_call` (no `outcome`) told the miss with the play and left
        # the call owed: seat -> that call, which a penalty may then settle directly.
        self.told: dict[int, str] = {}
        self.due: list[_Due] = []
        self.won = False  # a hand went out with its call (or no call is owed at none)
        self.trade_waits = False
        self.fined_in_wait: set[int] = set()
        self.counted = 0  # penalties matched to a missed call

    def card_left(self, seat: int, rank: str, left: int, called: bool) -> None:
        """`seat` laid a card of `rank` (with the call, or not) and holds `left` cards now."""
        if self.won or rank in self.companions:
            return
        if self.expected is not None and self.expected[0] == seat:
            # A group goes on: its call is judged on the hand its last card leaves.
            self.expected = None
        call = self.calls.get(left)
        if call is not None and self.ranked:
            call = (self.ranked.get((left, rank), call[0]), call[1])  # "Mau Mau" on a Jack
        if call is not None and called:
            self.expected = (seat, call[0])
        if call is not None and not called:
            self.owed[seat] = call[0]
        elif left == 0:
            self.won = True  # out with the winning call, or no call is said at none

    def went_out(self) -> None:
        """A hand went out and play goes on without it (round_end: one_left): the others'
        calls are judged again."""
        self.won = False

    def call(self, seat: int, call: str) -> None:
        expected, self.expected = self.expected, None
        if expected is not None and expected[0] == seat and expected[1] != call:
            raise CallProblem(
                f"seat {seat} says {call} with its play; the card laid owes {expected[1]}"
            )
        if self.owed.get(seat) == call:  # said late, in its window
            del self.owed[seat]
            self.told.pop(seat, None)
            self.won = self.won or self.left_of[call] == 0

    def missed(self, seat: int, call: str, outcome: str | None) -> None:
        if self.owed.get(seat) != call:
            raise CallProblem(
                f"seat {seat} misses {call}, which no card it laid left it owing "
                "(one penalty per missed call)"
            )
        if outcome is None:  # an older trace: told with the play, settled when the window closes
            self.told[seat] = call
            return
        del self.owed[seat]
        if outcome == "penalty":
            self.due.append(_Due(seat, call, False))

    def caught(self, catcher: int, target: int) -> None:
        call = self.owed.pop(target, None)
        if call is None:
            raise CallProblem(f"seat {catcher} catches seat {target}, who owes no call")
        self.told.pop(target, None)
        self.due.append(_Due(target, call, self.trade_waits))

    def false_call(self, seat: int, call: str, cards: int) -> None:
        """`seat` said `call` when none was due: only under `calls.false_call_penalty`, for
        that many cards, by a seat that owes no call."""
        if not self.false_penalty:
            raise CallProblem(
                f"seat {seat} says a false {call}, but the ruleset has no false calls"
            )
        if cards != self.false_penalty:
            raise CallProblem(
                f"a false call fined {cards} cards; "
                f"calls.false_call_penalty is {self.false_penalty}"
            )
        if seat in self.owed:
            raise CallProblem(f"seat {seat} says a false call while it owes {self.owed[seat]}")
        self.false_due = seat

    def penalty(self, seat: int, cards: int, reason: str) -> None:
        if reason == "false call":
            if self.false_due != seat:
                raise CallProblem(f"seat {seat} is fined for a false call it did not make")
            self.false_due = None
            return
        call = reason.removeprefix("missed ")
        if call == reason:
            return  # not a call's penalty: nothing here asks for it
        due = next((d for d in self.due if d.seat == seat and d.call == call), None)
        if due is None and self.told.get(seat) == call == self.owed.get(seat):
            del self.told[seat], self.owed[seat]  # an older trace's window closing
            due = _Due(seat, call, False)
            self.due.append(due)
        if due is None:
            raise CallProblem(
                f"seat {seat} is fined for {call} with no missed call left to answer for "
                "(one penalty per missed call)"
            )
        if due.after_trade and self.trade_waits:
            raise CallProblem(
                f"seat {seat}, caught missing {call} while its trade waits, draws the penalty "
                "before the cards pass: a caught trader's penalty comes after them"
            )
        if cards != self.penalty_of.get(call):
            raise CallProblem(
                f"seat {seat} is fined {cards} cards for {call}; the ruleset says "
                f"{self.penalty_of.get(call)}"
            )
        self.due.remove(due)
        self.counted += 1
        if self.trade_waits:
            self.fined_in_wait.add(seat)

    def trade_chosen(self) -> None:
        self.trade_waits = True
        self.fined_in_wait = set()

    def trade(self, source: int, to: int) -> None:
        """One hand of a trade passes (the trade is no longer waiting)."""
        self.trade_waits = False
        if source in self.fined_in_wait:
            raise CallProblem(
                f"seat {source}'s penalty, drawn while its trade waited, passes with its hand "
                f"to seat {to}: the penalised player keeps the penalty"
            )

    def trade_over(self) -> None:
        """The trade was cancelled, or play went on: nothing waits any more."""
        self.trade_waits = False
        self.fined_in_wait = set()

    def action(self) -> None:
        """A new decision: every penalty asked for was drawn, unless a trade still waits."""
        if not self.trade_waits:
            self._settled()

    def round_end(self) -> None:
        self.trade_over()
        self._settled()

    def _settled(self) -> None:
        if self.false_due is not None:
            raise CallProblem(f"seat {self.false_due} made a false call and drew no penalty")
        if self.due:
            due = self.due[0]
            raise CallProblem(f"seat {due.seat} missed {due.call} and drew no penalty for it")
