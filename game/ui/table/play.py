"""The person's side of the table: gestures become requests to the session.

A card put on the pile asks the session for its ways onto the pile (a play, a defence, a
jump-in). None: the session's reason is shown and the card goes back. Several: they differ by a
Joker's effect, a colour or a trade target, and a chooser asks for each in turn; the session
checks again that what is left is still allowed before it is carried out. The call button is
pressed before the play (the play then carries the call) or after it while a late call is
offered. An out-of-turn request waits for its race's window to close; meanwhile the card is
held up. Nothing here knows a rule or builds an action: it picks among what the session offers.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.rules import Rules
from game.i18n import tr
from game.table.choices import CardChoice
from game.table.frame import TableFrame
from game.table.session import TableSession
from game.ui.art.look import play_sound
from game.ui.table.choosers import (
    CardChooser,
    Chooser,
    ColourChooser,
    EffectChooser,
    TradeChooser,
)
from game.ui.table.views import AtTable, InSight, OnStack, Pictured


class Coaching(Protocol):
    def refused(self, reason: str) -> None: ...
    def catch_chance(self, seat: int, call_id: str) -> None: ...


class PlayTable(AtTable, OnStack, InSight, Pictured, Protocol):
    """What the person's gestures go through: the session, the hand, the choosers' stack,
    the words over the hand and the coach's lessons."""

    @property
    def coach(self) -> Coaching: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def open_choosers(self) -> bool: ...
    def say(self, message: str) -> None: ...


class TablePlay:
    def __init__(self, table: PlayTable) -> None:
        self.table = table
        self.call_armed = False
        self.choosing = False
        self.waiting_card: int | None = None  # a card asked for out of turn, held up
        self._auto_opened: tuple[int, int, str] | None = None
        self.first_catch: tuple[int, int] | None = None  # the first (round, seat) to catch
        self.frame = TableFrame()  # the table's frame of the moment (`took`)

    @property
    def c(self) -> TableSession:
        assert self.table.session is not None
        return self.table.session

    @property
    def seat(self) -> int:
        return self.table.viewer

    @property
    def person(self) -> bool:
        """The viewer is a person (at a bot-only table nobody plays from the hand) who holds
        the screen (pass-and-play: who has tapped in; nobody during the deal)."""
        return self.frame.person

    def held(self) -> int | None:
        """The card lifted high: one waiting on a chooser, or on its race's window."""
        if self.waiting_card is not None and not self.c.waiting(self.seat):
            self.waiting_card = None
        return self.table.hand.held if self.choosing else self.waiting_card

    # -- a card onto the pile --------------------------------------------------------------
    def card(self, card: int) -> bool:
        """True when the card was taken (or a chooser opened for it); False: it goes back."""
        if self.choosing or not self.person or self.c.waiting(self.seat):
            return False
        choice = self.c.card_choice(self.seat, card, call=self.call_armed)
        if choice is None:
            self.refuse(card)
            return False
        self._narrow(choice)
        return True

    def refuse(self, card: int) -> None:
        reason = self.c.refusal(self.seat, card)
        self.table.say(tr("table.refused", reason=reason))
        self.table.coach.refused(reason)
        play_sound("penalty")

    def _narrow(self, choice: CardChoice) -> None:
        choice = self.c.settled(self.seat, choice)
        if choice.need is None:
            self._put(choice)
            return
        table = self.table
        assert table.app is not None
        self.choosing = True
        table.hand.held = choice.card

        def chosen(value: int | None) -> None:
            self.choosing = False
            table.hand.held = None
            if value is None:
                return  # cancelled: the card stays in the hand
            still = choice.narrowed(value).still(self.c.offers(self.seat))
            if not still.actions:
                self.refuse(choice.card)
                return
            self._narrow(still)

        table.app.scenes.push(self._chooser(choice), chosen)

    def _put(self, choice: CardChoice) -> None:
        refused = self.c.play(self.seat, choice, call=self.call_armed)
        if refused is not None:
            self.table.say(refused)
            return
        self.call_armed = False
        if self.c.waiting(self.seat):
            self.waiting_card = choice.card

    def _chooser(self, choice: CardChoice) -> Chooser:
        rules, kid, card = self.table.rules, self.table.kid, choice.card
        if choice.need == "colour":
            return ColourChooser(rules, choice.values(), kid=kid)
        if choice.need == "option":
            choose = rules.type_choose[card]
            assert choose is not None, "an option is asked only of a choose-effect card"
            return EffectChooser(
                rules, [(k, choose.option_ids[k]) for k in choice.values()], kid=kid
            )
        names, sizes = self.c.names, self.table.model.sizes
        labels = []
        for target, kind in choice.targets():
            if kind != "seat":
                labels.append((target, kind))
            else:
                count = tr("table.cards_count", count=sizes[target])
                labels.append((target, f"{names[target]} · {count}"))
        seats = [t for t, kind in choice.targets() if kind == "seat"]
        people = {t: (self.table.infos[t].avatar, sizes[t]) for t in seats}
        return TradeChooser(labels, kid=kid, people=people, images=self.table.images)

    def _said(self, refused: str | None) -> None:
        if refused is not None:
            self.table.say(refused)

    # -- buttons ---------------------------------------------------------------------------
    def button(self, key: str) -> None:
        c, seat = self.c, self.seat
        if not self.person:
            return
        if key == "action":
            if c.pile(seat) is not None:
                self._said(c.press_pile(seat))
        elif key == "call":
            mode = c.call_state(seat).mode
            if mode == "late":
                self._said(c.call(seat))
            elif mode == "due":
                self.call_armed = not self.call_armed
        elif key == "caught":
            catcher = self.frame.catcher
            if catcher is not None:  # the viewer, or another person at the table, catches
                self._said(c.catch(catcher))

    def took(self, frame: TableFrame) -> None:
        """The table's frame for this moment: a call pressed ahead lasts while it is due; the
        first chance at this table to catch a missed call is remembered (its button breathes
        while it lasts) and the coach says what it is (once per ruleset)."""
        self.frame = frame
        self.call_armed = frame.call_armed
        chance = frame.catch_chance
        if chance is None or self.first_catch is not None:
            return
        self.first_catch = chance
        state = self.c.state
        owed = state.owed_call if state is not None else -1
        self.table.coach.catch_chance(chance[1], self.c.rules.calls[max(0, owed)].id)

    # -- moments that ask for a card -------------------------------------------------------
    def chores(self, frame: TableFrame) -> bool:
        """Your Choice waits for its companion, an X+ for a number card: offer the cards (True:
        a chooser opened). Not while the call is due with that card and not pressed yet (the
        chooser would cover the call button: the card is put down from the hand), nor at a
        guided table (the guide's bubble asks for the card)."""
        table = self.table
        c = self.c
        if self.choosing or not frame.person or c.round_over or table.app is None:
            return False
        if not table.open_choosers or (frame.call.mode == "due" and not self.call_armed):
            return False
        shown = c.presented
        if shown.turn != self.seat or shown.phase not in ("companion", "forced"):
            return False
        key = (c.round_id, shown.turn_no, shown.phase)
        if self._auto_opened == key:
            return False
        cards = sorted(frame.playable)
        if not cards:
            return False
        self._auto_opened = key
        if shown.phase == "companion":
            title, note = tr("table.choose_companion"), tr("table.choose_companion_note")
        else:
            title, note = tr("table.choose_forced"), tr("table.choose_forced_note")
        chooser = CardChooser(
            table.rules, cards, title=title, note=note, images=table.images, kid=table.kid
        )
        self.choosing = True

        def chosen(value: int | None) -> None:
            self.choosing = False
            if value is not None:
                self.card(value)

        table.app.scenes.push(chooser, chosen)
        return True
