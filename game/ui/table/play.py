"""The person's side of the table: gestures become legal actions.

A card put on the pile is matched against the legal actions that play it (a play, a defence, a
jump-in). None: the engine's reason is shown and the card goes back. Several: they differ by a
Joker's effect, a colour or a trade target, and a chooser asks for each in turn; a colour the
table has moved past meanwhile is checked again before anything is applied. The call button is
pressed before the play (the play then carries the call) or after it while the engine still
offers the late call. Nothing here decides a rule: it picks among what `legal_actions` offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import IllegalAction
from game.engine import actions as A
from game.i18n import tr
from game.table.session import CARD_KINDS, choices_needed, narrow, with_call
from game.ui.art.kidicons import call_picture
from game.ui.art.look import BACK, play_sound
from game.ui.table.choosers import CardChooser, ColourChooser, EffectChooser, TradeChooser
from game.ui.table.hud import HudButton
from game.words import reason_text

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class TablePlay:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.call_armed = False
        self.choosing = False
        self._auto_opened: tuple[int, str] | None = None

    @property
    def c(self):  # type: ignore[no-untyped-def]
        return self.table.controller

    @property
    def seat(self) -> int:
        return self.table.viewer

    @property
    def person(self) -> bool:
        """The viewer is a person (at a bot-only table nobody plays from the hand) who holds
        the screen (pass-and-play: who has tapped in; nobody during the deal)."""
        return self.table.setup.seats[self.seat].human and self.table.passplay.sees() >= 0

    def playable(self) -> set[int]:
        if self.choosing or not self.person:
            return set()
        return self.c.playable_cards(self.seat)

    # -- a card onto the pile --------------------------------------------------------------
    def card(self, card: int) -> bool:
        """True when the card was taken (or a chooser opened for it); False: it goes back."""
        if self.choosing or not self.person:
            return False
        options = self.c.card_actions(self.seat, card)
        if not options:
            self.refuse(card)
            return False
        self._narrow(card, options)
        return True

    def refuse(self, card: int) -> None:
        reason = self.c.why_not(self.seat, card)
        if reason is not None:
            self.table.say(
                tr("table.refused", reason=reason_text(self.c.rules, reason, self.c.names))
            )
        play_sound("penalty")

    def refusal(self, action: int) -> str:
        """Why the person's action was refused: the table moved on since it was offered."""
        if action & A.KIND_MASK in CARD_KINDS:
            reason = self.c.why_not(self.seat, A.type_of(action))
            if reason is not None:
                return reason_text(self.c.rules, reason, self.c.names)
        return tr("table.moved_on")

    def _narrow(self, card: int, options: list[int]) -> None:
        need = choices_needed(options)
        if need is None:
            self.act(with_call(options, self.call_armed))
            return
        table = self.table
        assert table.app is not None
        self.choosing = True
        table.hand.held = card

        def chosen(value: object) -> None:
            self.choosing = False
            table.hand.held = None
            if value is None:
                return  # cancelled: the card stays in the hand
            legal = self.c.legal(self.seat)
            still = [a for a in narrow(options, need, int(value)) if a in legal]  # type: ignore[call-overload]
            if not still:
                self.refuse(card)
                return
            self._narrow(card, still)

        table.app.scenes.push(self._chooser(need, card, options), chosen)

    def _chooser(self, need: str, card: int, options: list[int]):  # type: ignore[no-untyped-def]
        rules, kid = self.table.rules, self.table.kid
        if need == "colour":
            return ColourChooser(rules, sorted({A.colour_of(a) for a in options}), kid=kid)
        if need == "option":
            choose = rules.type_choose[card]
            assert choose is not None, "an option is asked only of a choose-effect card"
            ids = sorted({A.option_of(a) for a in options})
            return EffectChooser(rules, [(k, choose.option_ids[k]) for k in ids], kid=kid)
        targets = sorted({A.target_of(a) for a in options})
        names = self.c.names
        choices = []
        for target in targets:
            if target == A.TARGET_LEFT:
                choices.append((target, "left"))
            elif target == A.TARGET_RIGHT:
                choices.append((target, "right"))
            else:
                count = tr("table.cards_count", count=self.table.model.sizes[target])
                choices.append((target, f"{names[target]} · {count}"))
        sizes = self.table.model.sizes
        seats = [t for t in targets if 0 <= t < len(sizes)]  # not "every hand passes left"
        people = {t: (self.table.infos[t].avatar, sizes[t]) for t in seats}
        return TradeChooser(choices, kid=kid, people=people, images=self.table.images)

    def act(self, action: int) -> bool:
        try:
            self.c.act(self.seat, action)
        except IllegalAction:
            self.table.say(tr("table.refused", reason=self.refusal(action)))
            return False
        self.call_armed = False
        return True

    # -- buttons ---------------------------------------------------------------------------
    def button(self, key: str) -> None:
        c, seat = self.c, self.seat
        if not self.person:
            return
        if key == "action":
            action = c.button_action(seat)
            if action is not None:
                self.act(action)
        elif key == "call":
            _, mode = c.call_button(seat)
            if mode == "late":
                self.act(A.CALL)
            elif mode == "arm":
                self.call_armed = not self.call_armed
        elif key == "caught":
            catcher = self.catcher()
            if catcher is not None and catcher[0] == seat:
                self.act(catcher[1])
            elif catcher is not None:  # another person at the table catches
                try:
                    c.act(*catcher)
                except IllegalAction:
                    self.table.say(tr("table.refused", reason=tr("table.moved_on")))

    def catcher(self) -> tuple[int, int] | None:
        """(seat, action) for Caught!: the viewer, or any other person at the table, may catch
        a missed call (everyone sees the hand sizes, so the button gives nothing away)."""
        c = self.c
        for seat in [self.seat] + [s for s in c.humans if s != self.seat]:
            action = c.catch_action(seat)
            if action is not None:
                return seat, action
        return None

    def label_buttons(self, buttons: dict[str, HudButton]) -> None:
        c, seat, model = self.c, self.seat, self.table.model
        for button in buttons.values():
            button.visible = self.person
        if not self.person:
            return
        idle = not self.table.loading and not c.round_over
        action = c.button_action(seat) if idle else None
        b = buttons["action"]
        b.enabled = action is not None
        b.label = self._action_label(action)
        b.icon = self.table.images.get(BACK, 60) if self.table.kid else None  # the pile's look
        b.style = "gold" if action == A.ACCEPT else "plain"
        call_id, mode = c.call_button(seat) if idle else ("", "off")
        b = buttons["call"]
        b.visible = bool(c.rules.calls)
        b.label = tr(f"call.{call_id}") if call_id else ""
        b.enabled = mode != "off"
        if mode != "arm":
            self.call_armed = False
        b.armed = self.call_armed
        b.style = "gold" if mode == "late" else "plain"
        b.icon = call_picture(self._call_at(call_id)) if self.table.kid and call_id else None
        # Kid mode's reminder: the button breathes while the call is due and not yet pressed.
        b.pulse = self.table.kid and (mode == "late" or (mode == "arm" and not self.call_armed))
        catcher = self.catcher() if idle else None
        catch = catcher[1] if catcher is not None else None
        b = buttons["caught"]
        b.visible = catch is not None
        b.style = "red"
        b.label = (
            tr("table.btn.caught", player=c.names[A.target_of(catch)]) if catch is not None else ""
        )
        b = buttons["sort"]
        b.label = tr(f"table.btn.sort_{self.table.hand.sort}")
        b.enabled = bool(model.hand)
        b.visible = not self.table.kid  # a child's hand stays sorted by colour; S still sorts

    def _call_at(self, call_id: str) -> int:
        """How many cards are left when the call `call_id` is said (kid mode's picture)."""
        return next((call.cards_left for call in self.c.rules.calls if call.id == call_id), 1)

    def _action_label(self, action: int | None) -> str:
        model = self.table.model
        if action == A.ACCEPT:
            if model.pending == "draw":
                return tr("table.btn.take", count=model.pending_amount)
            if model.pending == "skip":
                return tr("table.btn.sit_out")
            return tr("table.btn.show_hand")
        if action == A.PASS:
            return tr("table.btn.keep")
        return tr("table.btn.draw")

    # -- moments that ask for a card -------------------------------------------------------
    def chores(self) -> None:
        """Your Choice waits for its companion, an X+ for a number card: offer the cards."""
        table = self.table
        c = self.c
        if self.choosing or not self.person or c.state is None or c.round_over or table.app is None:
            return
        obs = c.observe(self.seat)
        if obs.turn != self.seat or obs.phase not in ("companion", "forced"):
            return
        key = (obs.turn_no, obs.phase)
        if self._auto_opened == key:
            return
        self._auto_opened = key
        cards = sorted(self.playable())
        if not cards:
            return
        if obs.phase == "companion":
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
