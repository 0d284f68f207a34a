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

from typing import TYPE_CHECKING

from game.i18n import tr
from game.ruleset.facts import facts_of
from game.table import choices
from game.table.choices import CardChoice
from game.table.session import TableSession
from game.table.texts import pile_label
from game.ui.art.kidicons import call_picture
from game.ui.art.look import BACK, play_sound
from game.ui.scene import Scene
from game.ui.table.choosers import CardChooser, ColourChooser, EffectChooser, TradeChooser
from game.ui.table.hud import HudButton
from game.words import call_name

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class TablePlay:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.call_armed = False
        self.choosing = False
        self.waiting_card: int | None = None  # a card asked for out of turn, held up
        self._auto_opened: tuple[int, int, str] | None = None
        self._catch_chance: tuple[int, int] | None = None  # the first (round, seat) to catch

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
        return self.table.setup.seats[self.seat].human and self.table.passplay.sees() >= 0

    def playable(self) -> set[int]:
        if self.choosing or not self.person or self.c.waiting(self.seat):
            return set()
        return self.c.playable(self.seat)

    def stuck(self) -> bool:
        """The viewer has a decision on their turn and no card may go (draw, take, sit out)."""
        c, seat = self.c, self.seat
        if self.choosing or not self.person or c.round_over or c.presented.turn != seat:
            return False
        offers = c.offers(seat)
        return bool(offers) and not choices.playable(offers)

    def draw_blocked(self) -> bool:
        """Draw is off on the viewer's turn because a card may be played (D-4): the session
        offers no pile action while it offers cards."""
        c, seat = self.c, self.seat
        if not self.person or c.round_over or c.presented.turn != seat or not c.caught_up:
            return False
        return c.pile(seat) is None and bool(c.playable(seat))

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

        def chosen(value: object) -> None:
            self.choosing = False
            table.hand.held = None
            if value is None:
                return  # cancelled: the card stays in the hand
            still = choice.narrowed(int(value)).still(self.c.offers(self.seat))  # type: ignore[call-overload]
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

    def _chooser(self, choice: CardChoice) -> Scene:
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
            catcher = self.catcher()
            if catcher is not None:  # the viewer, or another person at the table, catches
                self._said(c.catch(catcher))

    def catcher(self) -> int | None:
        """Who presses Caught!: the viewer, or any other person at the table, may catch a
        missed call (everyone sees the hand sizes, so the button gives nothing away)."""
        c = self.c
        for seat in [self.seat] + [s for s in c.humans if s != self.seat]:
            if c.catch_target(seat) is not None:
                return seat
        return None

    def label_buttons(self, buttons: dict[str, HudButton]) -> None:
        c, seat, model = self.c, self.seat, self.table.model
        # Once the round's end has been shown, no button has anything to say: none shows
        # behind the round's results.
        shown = self.person and not c.presented.over
        for button in buttons.values():
            button.visible = shown
        if not shown:
            return
        idle = not self.table.loading and not c.round_over and not c.waiting(seat)
        what = c.pile(seat) if idle else None
        b = buttons["action"]
        b.enabled = what is not None
        b.label = pile_label(what, model)
        b.icon = self.table.images.get(BACK, 60) if self.table.kid else None  # the pile's look
        b.style = "gold" if what == "accept" else "plain"
        countdown = c.forced_countdown(seat) if what is not None else None
        b.countdown = countdown[0] / countdown[1] if countdown else None
        call = c.call_state(seat)
        mode = call.mode if idle else "off"
        b = buttons["call"]
        b.visible = bool(c.rules.calls)
        said = call_name(c.rules, call.call_id) if call.call_id else ""
        # Due with the next play: the button says so before the play.
        b.label = tr("table.btn.say_call", call=said) if mode == "due" else said
        b.enabled = mode != "off"
        if mode != "due":
            self.call_armed = False
        b.armed = self.call_armed
        b.style = "gold" if mode == "late" else "plain"
        b.icon = (
            call_picture(self._call_at(call.call_id)) if self.table.kid and call.call_id else None
        )
        # Kid mode's reminder: the button breathes while the call is due and not yet pressed.
        b.pulse = self.table.kid and (mode == "late" or (mode == "due" and not self.call_armed))
        catcher = self.catcher() if idle else None
        target = c.catch_target(catcher) if catcher is not None else None
        b = buttons["caught"]
        b.visible = target is not None
        b.style = "red"
        b.label = tr("table.btn.caught", player=c.names[target]) if target is not None else ""
        b.pulse = target is not None and self._first_catch(target)
        b = buttons["sort"]
        sort = self.table.hand.sort
        if sort == "colour" and facts_of(self.table.rules).suited:
            sort = "suit"
        b.label = tr(f"table.btn.sort_{sort}")
        b.enabled = bool(model.hand)
        b.visible = not self.table.kid  # a child's hand stays sorted by colour; S still sorts
        b = buttons["hint"]
        b.visible = self.table.hint_button
        b.label = tr("table.btn.hint")
        b.enabled = idle and bool(c.offers(seat)) and not self.choosing

    def _first_catch(self, target: int) -> bool:
        """The first chance at this table to catch a missed call: the Caught button breathes
        while it lasts, and the coach says what it is (once per ruleset)."""
        c = self.c
        chance = (c.round_id, target)
        if self._catch_chance is None:
            self._catch_chance = chance
            state = c.state
            owed = state.owed_call if state is not None else -1
            self.table.coach.catch_chance(target, c.rules.calls[max(0, owed)].id)
        return chance == self._catch_chance

    def _call_at(self, call_id: str) -> int:
        """How many cards are left when the call `call_id` is said (kid mode's picture)."""
        index = self.c.rules.call_index(call_id)
        return self.c.rules.calls[index].cards_left if index >= 0 else 1

    # -- moments that ask for a card -------------------------------------------------------
    def chores(self) -> None:
        """Your Choice waits for its companion, an X+ for a number card: offer the cards. Not
        while the call is due with that card and not pressed yet (the chooser would cover
        the call button: the card is put down from the hand), nor at a guided table (the
        guide's bubble asks for the card)."""
        table = self.table
        c = self.c
        if self.choosing or not self.person or c.round_over or table.app is None:
            return
        if not table.open_choosers or (
            c.call_state(self.seat).mode == "due" and not self.call_armed
        ):
            return
        shown = c.presented
        if shown.turn != self.seat or shown.phase not in ("companion", "forced"):
            return
        key = (c.round_id, shown.turn_no, shown.phase)
        if self._auto_opened == key:
            return
        cards = sorted(self.playable())
        if not cards:
            return
        self._auto_opened = key
        if shown.phase == "companion":
            title, note = tr("table.choose_companion"), tr("table.choose_companion_note")
        else:
            title, note = tr("table.choose_forced"), tr("table.choose_forced_note")
        chooser = CardChooser(
            table.rules, cards, title=title, note=note, images=table.images, kid=table.kid
        )
        self.choosing = True

        def chosen(value: object) -> None:
            self.choosing = False
            if value is not None:
                self.card(int(value))  # type: ignore[call-overload]

        table.app.scenes.push(chooser, chosen)
