"""The person's cards and buttons: what a drop, a press and a chooser's answer ask of the session.

A card put on the pile asks the session for its ways onto the pile (a play, a defence, a
jump-in). None: the session's reason is said and the card goes back. Several: they differ by
a Joker's effect, a colour or a trade target, and a chooser asks for each in turn; after a
chooser the session checks once more that what is left is still allowed, if the table moved on
meanwhile. The call button is pressed before the play (the play then carries the call) or
after it while a late call is offered. An out-of-turn request waits for its race's window to
close; meanwhile the card is held up. Nothing here knows a rule or builds an action: it picks
among what the session offers, and says what the screen should do as requests.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine import actions as A
from game.i18n import tr
from game.table.choices import CardChoice, opening_choice
from game.table.frame import TableFrame
from game.table.grouping import Answers, Laid
from game.table.hinting import hint_at
from game.table.requests import (
    CardBack,
    ChooseCard,
    ChooseWay,
    Request,
    Say,
    ShowHint,
    TeachCatch,
    TeachRefusal,
)
from game.table.session import TableSession

Moment = tuple[int, int, str]  # (the session's round id, the turn number, the phase)


@dataclass(frozen=True)
class Choosing:
    """A chooser open over the table: for the ways of `choice` (its card lifted under it), or,
    with no choice, for a card to play (Your Choice's companion, an X+'s number card).
    `group`: the card is one of several picked for one play, these cards after it, and
    `answers` the choosers' answers so far (one wish for every card that asks)."""

    choice: CardChoice | None = None
    group: tuple[int, ...] | None = None
    answers: Answers = ()


class Playing:
    """What the person is doing with their cards: the call pressed ahead, the chooser open,
    the card held up while its race's window is open, the first catch seen."""

    def __init__(self, *, open_choosers: bool = True) -> None:
        self.open_choosers = open_choosers  # Your Choice's companion, an X+'s card: a chooser
        self.call_armed = False
        self.choosing: Choosing | None = None
        self.waiting_card: int | None = None  # a card asked for out of turn, held up
        self.first_catch: tuple[int, int] | None = None  # the first (round, seat) to catch
        self._offered: Moment | None = None  # the moment the cards were last offered for
        # Several cards in one play (rules.groups): the cards picked, in the order picked.
        self.picked: list[int] = []
        self._picked_in = -1  # the round they were picked in

    def held(self, c: TableSession, seat: int) -> int | None:
        """The card lifted high: one under its chooser, or one waiting on its race's window."""
        if self.choosing is not None:
            return self.choosing.choice.card if self.choosing.choice is not None else None
        return self.waiting_card if c.waiting(seat) else None

    # -- a card onto the pile --------------------------------------------------------------
    def drop(self, c: TableSession, seat: int, card: int, *, person: bool) -> list[Request]:
        """A card let go over the pile: played, or a chooser opened for it, or back. One of
        the cards picked takes the others along (`play_picked`)."""
        if self.choosing is not None or not person or c.waiting(seat):
            return [CardBack(card)]
        if card in self.picked_now(c):
            return self.play_picked(c, seat, person=person, dragged=card)
        choice = c.card_choice(seat, card, call=self.call_armed)
        if choice is None:
            return [*self._refuse(c, seat, card), CardBack(card)]
        return self._narrow(c, seat, choice)

    def _refuse(self, c: TableSession, seat: int, card: int) -> list[Request]:
        reason = c.refusal(seat, card)
        return [Say(tr("table.refused", reason=reason), "penalty"), TeachRefusal(reason)]

    def _narrow(self, c: TableSession, seat: int, choice: CardChoice) -> list[Request]:
        """`choice` (settled by the session) put down, or its next question asked."""
        if choice.need is None:
            return self._put(c, seat, choice)
        self.choosing = Choosing(choice)
        return [ChooseWay(choice.need, choice.card, tuple(choice.values()))]

    def _put(self, c: TableSession, seat: int, choice: CardChoice) -> list[Request]:
        refused = c.play(seat, choice, call=self.call_armed)
        if refused is not None:  # the table moved on under the card: it lands in the hand
            return [Say(refused)]
        self.call_armed = False
        if c.waiting(seat):
            self.waiting_card = choice.card
        return []

    def chosen(
        self, c: TableSession, seat: int, value: int | None, *, person: bool
    ) -> list[Request]:
        """The open chooser's answer (None: cancelled, the card stays in the hand)."""
        choosing, self.choosing = self.choosing, None
        if choosing is None or value is None:
            return []
        if choosing.choice is None:  # a card for the companion or the X+
            return self.drop(c, seat, value, person=person)
        if choosing.group is not None:  # one of several cards in one play
            answers = (*choosing.answers, (choosing.choice.need or "", value))
            narrowed = choosing.choice.narrowed(value)
            if narrowed.need is not None:
                self.choosing = replace(choosing, choice=narrowed, answers=answers)
                return [ChooseWay(narrowed.need, narrowed.card, tuple(narrowed.values()))]
            return self._lay(c, seat, (narrowed.card, *choosing.group), answers)
        still = c.still(seat, choosing.choice.narrowed(value))
        if not still.actions:
            return self._refuse(c, seat, still.card)
        return self._narrow(c, seat, c.settled(seat, still))

    # -- several cards in one play (rules.groups) --------------------------------------------
    def pick(self, c: TableSession, seat: int, card: int, *, add: bool, person: bool) -> None:
        """A hand card picked for the next play (`add`), or put back among the others. A card
        is picked as often as the hand holds it (two decks: two alike)."""
        if not person or c.rules.groups is None or self.choosing is not None:
            return
        self._fresh(c)
        if add and self.picked.count(card) < c.presented.hand.count(card):
            self.picked.append(card)
        elif not add and card in self.picked:
            del self.picked[len(self.picked) - 1 - self.picked[::-1].index(card)]

    def picked_now(self, c: TableSession) -> tuple[int, ...]:
        """The cards picked that are still in the hand as shown (a change of round, a draw
        or a trade may have taken them), in the order picked. Changes nothing."""
        if self._picked_in != c.round_id:
            return ()
        left = list(c.presented.hand)
        kept: list[int] = []
        for card in self.picked:
            if card in left:
                left.remove(card)
                kept.append(card)
        return tuple(kept)

    def _fresh(self, c: TableSession) -> None:
        self.picked = list(self.picked_now(c))
        self._picked_in = c.round_id

    def play_picked(
        self, c: TableSession, seat: int, *, person: bool, dragged: int | None = None
    ) -> list[Request]:
        """The cards picked go on the pile in the order picked, then the play ends (out of
        turn a single card may still jump in or defend). A card refused goes back to the
        hand with the cards after it (none stays picked): the group laid so far stays open,
        to add to or end."""
        self._fresh(c)
        cards = tuple(self.picked)
        back: list[Request] = [CardBack(dragged)] if dragged is not None else []
        if not cards or self.choosing is not None or not person or c.waiting(seat):
            return back
        state = c.state
        if state is None or state.turn != seat:
            if len(cards) == 1:
                self.picked.clear()
                return self.drop(c, seat, cards[0], person=person)
            return [*self._refuse(c, seat, cards[0]), *back]
        requests = self._lay(c, seat, cards, ())
        if dragged is not None and self.choosing is None and dragged in self.picked:
            requests.append(CardBack(dragged))  # refused before it was laid: back it goes
        return requests

    def _lay(
        self, c: TableSession, seat: int, cards: tuple[int, ...], answers: Answers
    ) -> list[Request]:
        laid: Laid = c.lay(seat, cards, call=self.call_armed, answers=answers)
        for card in cards[: laid.count]:
            if card in self.picked:
                self.picked.remove(card)
        if laid.asks is not None:
            asks = laid.asks
            self.choosing = Choosing(asks, group=laid.rest, answers=answers)
            return [ChooseWay(asks.need or "colour", asks.card, tuple(asks.values()))]
        if laid.refused is not None:  # the card goes back, and the cards after it
            self.picked.clear()
            refused = tr("table.refused", reason=laid.refused)
            return [Say(refused, "penalty"), TeachRefusal(laid.refused)]
        self.call_armed = False
        return []

    def end_group(self, c: TableSession, seat: int) -> str | None:
        """The "End play" button: the group being laid ends, with the call pressed ahead."""
        said = c.end_group(seat, call=self.call_armed)
        if said is None:
            self.call_armed = False
        return said

    # -- buttons ---------------------------------------------------------------------------
    def press(self, c: TableSession, seat: int, key: str, frame: TableFrame) -> list[Request]:
        """A table button: the draw pile's, the call, Caught!, the hint."""
        if not frame.person:
            return []
        said: str | None = None
        shown = c.presented
        if key == "action" and shown.turn == seat and shown.phase == "opening":
            self._offered = None  # the start card's chooser, closed without an answer: again
            return self._open(c, seat, (c.round_id, shown.turn_no, shown.phase))
        if key == "action":
            if c.pile(seat) is not None:
                said = c.press_pile(seat)
        elif key == "call":
            mode = c.call_state(seat).mode
            if mode in ("late", "false"):
                said = c.call(seat)
            elif mode == "due":
                self.call_armed = not self.call_armed
        elif key == "caught":
            if A.CHALLENGE in frame.offers:  # the button is the challenge's now
                said = c.request(seat, A.CHALLENGE)
            elif frame.catcher is not None:  # the viewer, or another person, catches
                said = c.catch(frame.catcher)
        elif key == "group":
            if self.picked_now(c):
                return self.play_picked(c, seat, person=True)
            if c.laying_group(seat):
                said = self.end_group(c, seat)
        elif key == "hint":
            hint = hint_at(c, seat)
            return [ShowHint(hint, hint.words if hint else tr("hint.none"), c.version)]
        return [Say(said)] if said is not None else []

    def took(self, c: TableSession, seat: int, frame: TableFrame) -> list[Request]:
        """The tick's frame: a call pressed ahead lasts while it is due; a card asked for out
        of turn is held while its window is open; the first chance at this table to catch a
        missed call is remembered (its button breathes while it lasts) and the coach says
        what it is (once per ruleset)."""
        self.call_armed = frame.call_armed
        if self.waiting_card is not None and not c.waiting(seat):
            self.waiting_card = None
        chance = frame.catch_chance
        if chance is None or self.first_catch is not None:
            return []
        self.first_catch = chance
        state = c.state
        owed = state.owed_call if state is not None else -1
        return [TeachCatch(chance[1], c.rules.calls[max(0, owed)].id)]

    def _open(self, c: TableSession, seat: int, moment: Moment) -> list[Request]:
        """The person deals and the start card counts as their play: its chooser (a wished
        colour, an effect) opens once; the answer opens the round (`open`)."""
        choice = opening_choice(c.offers(seat))
        if self._offered == moment or choice is None:
            return []
        self._offered = moment
        return self._narrow(c, seat, choice)

    def offer(self, c: TableSession, seat: int, frame: TableFrame) -> list[Request]:
        """At rest: Your Choice waits for its companion, an X+ for a number card, a stage for
        a card to give: offer the cards. Not while the call is due with that card and not
        pressed yet (the chooser would cover the call button: the card is put down from the
        hand), nor at a guided table (the guide's bubble asks for the card)."""
        if self.choosing is not None or not frame.person or c.round_over:
            return []
        if not self.open_choosers or (frame.call.mode == "due" and not self.call_armed):
            return []
        shown = c.presented
        if shown.turn == seat and shown.phase == "opening":
            return self._open(c, seat, (c.round_id, shown.turn_no, shown.phase))
        if shown.turn != seat or shown.phase not in ("companion", "forced", "stage"):
            return []
        moment = (c.round_id, shown.turn_no, shown.phase)
        cards = tuple(sorted(frame.playable))
        if self._offered == moment or not cards:
            return []
        self._offered = moment
        self.choosing = Choosing()
        return [ChooseCard(cards, shown.phase)]
