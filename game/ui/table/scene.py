"""The table: where a match is played.

`TableScene(setup)` is the screen of a `TableController` (`game.table.controller`), which opens
the session, decides what the person's gestures mean and answers with requests. The scene
keeps what needs pygame: it turns keys, clicks and drops into gestures
(`game.ui.table.gestures`), carries out the requests (choosers and screens over the table,
words and sounds), and runs the frame: the controller's tick, then its frame put on the
screen's parts and drawn (`game.ui.table.screen`). It never applies an action, builds one,
or restates a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.table import gestures as G
from game.table import requests as R
from game.table.controller import TableController
from game.table.options import TableOptions
from game.table.savegame import SavedGame
from game.table.setup import GameSetup
from game.table.sitting import SessionMaker
from game.ui.art.look import play_sound
from game.ui.table import screens
from game.ui.table.gestures import Controls, Heard, TableInput, over_pile
from game.ui.table.places import prewarm
from game.ui.table.screen import TableScreen


class TableScene(TableScreen):
    takes_drops = False  # a file dropped on the window is ignored while a table is open
    open_choosers = True  # Your Choice's companion, an X+'s card: offered in a chooser
    lesson = False  # a guided round: its results say so
    rematch_seed: int | None = None  # the seed a rematch deals with (None: a new one)

    def __init__(
        self,
        setup: GameSetup,
        options: TableOptions | None = None,
        *,
        saved: SavedGame | None = None,
    ) -> None:
        options = options if options is not None else TableOptions.from_prefs()
        self.input = TableInput()
        controller = TableController(
            setup,
            options,
            saved=saved,
            make=self.session_maker(),
            rules=getattr(self, "rules", None),  # a guided round's, read before
            lesson=self.lesson,
            open_choosers=self.open_choosers,
            rematch_seed=self.rematch_seed,
        )
        super().__init__(
            setup,
            options,
            controller,
            on_menu=self.escape,
            on_hold=self._held,
            on_drop=self.drop_card,
            on_pick=self.pick_card,
            on_press=self.press,
        )

    # -- the session and the end -----------------------------------------------------------
    def session_maker(self) -> SessionMaker | None:
        """What makes the session a new game plays (None: the usual; a guided round's own)."""
        return None

    def on_exit(self) -> None:
        if self.app is not None and self not in list(self.app.scenes):
            self.close()

    def close(self) -> None:
        self.controller.close()

    # -- gestures in, requests out ---------------------------------------------------------
    def do(self, gesture: G.Gesture) -> list[R.Request]:
        """Hand `gesture` to the controller and carry out what it asks."""
        requests = self.controller.handle(gesture, self._sight())
        self._carry_out(requests)
        return requests

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.layout is None:
            return False
        used, heard = self.input.handle_event(event, self._controls())
        for item in heard:
            self._hear(item)
        return used

    def _controls(self) -> Controls:
        assert self.layout is not None
        return Controls(
            self.hand,
            self.layout,
            self.buttons,
            self.jumps,
            self.menu_button,
            self.coach,
            self.anim,
            self.tips,
            self._land,
        )

    def _hear(self, item: Heard) -> None:
        if item == "hints":
            self.hints = self.hand.hints = not self.hints
        elif item == "sort" or isinstance(item, G.Press):
            self.press(item if isinstance(item, str) else item.key)
        elif isinstance(item, G.Escape):
            self.escape(item.held_key)
        else:
            self.do(item)

    def _land(self) -> None:
        self.anim.skip()
        self.refresh()

    def press_lost(self) -> None:
        if self.layout is not None:
            self.input.press_lost(self._controls())

    def press(self, key: str) -> None:
        """A table button pressed (by click or key): "action", "call", "caught", "sort", "hint"."""
        play_sound("click")
        if key == "sort":
            self.hand.next_sort(list(self.model.hand))
        else:
            self.do(G.Press(key))
        self.refresh()

    def drop_card(self, card: int, drop: tuple[float, float] | None = None) -> bool:
        """A card let go (`drop`: where; None: played from the keyboard): True when taken."""
        assert self.layout is not None
        if drop is not None and not over_pile(self.layout, drop):
            return False  # dropped beside the pile: just put it back
        return not any(isinstance(r, R.CardBack) for r in self.do(G.Drop(card)))

    def pick_card(self, card: int, add: bool) -> None:
        """A hand card picked for a play of several cards (`add`), or put back."""
        self.do(G.Pick(card, add))
        self.refresh()

    def say(self, message: str) -> None:
        """A short message over the hand (why a card was refused)."""
        self.toast = (message, 3.0)

    # -- leaving (kid mode: only behind a long press) --------------------------------------
    def open_menu(self) -> None:
        self._carry_out(self.controller.menu())

    def escape(self, held_key: int | None = None) -> None:
        self.do(G.Escape(held_key))

    def _held(self) -> None:
        self.do(G.LeaveHeld())

    def leave(self) -> None:
        self._leave("below" if self.options.back_below else "title")

    def on_close_request(self) -> bool:
        """Closing the window in kid mode shows the long press instead of quitting."""
        if not self.kid or self.app is None:
            return False
        self.escape()
        return True

    def restart_round(self) -> None:
        """Deal the current round again with new cards (the match's totals stay)."""
        self._carry_out(self.controller.restart())

    def watch(self, seat: int) -> None:
        """Show the table from another seat (pass-and-play hands the view over between people):
        what is in flight lands first, as the old viewer saw it."""
        self.anim.skip()
        self._carry_out(self.controller.watch(seat))

    # -- requests become choosers, screens, words ------------------------------------------
    def _carry_out(self, requests: Sequence[R.Request]) -> None:
        for request in requests:
            self._carry(request)

    def _carry(self, r: R.Request) -> None:
        match r:
            case R.Say(message, sound):
                self.say(message)
                if sound:
                    play_sound(sound)
            case R.TeachRefusal(reason):
                self.coach.refused(reason)
            case R.TeachCatch(seat, call_id):
                self.coach.catch_chance(seat, call_id)
            case R.ShowHint(hint, words, version):
                self.hint_line.show(hint, words, version)
            case R.ShowFrom(seat):
                self.shown_from(seat)
            case R.HoldKey(key):
                self.menu_button.hold_key(key)
            case R.ShowHowToLeave():
                self.menu_button.show_how()
            case R.DropAbove():
                self._drop_above()
            case R.Leave(to):
                self._leave(to)
            case R.Redealt():
                self.anim.clear()
            case R.NewSession():
                self._build()
            case R.CardBack():
                pass  # the hand puts the card back (`drop_card`)
            case _:
                self._open(r)

    def _open(self, r: R.Request) -> None:
        """A chooser or a screen over the table; its answer comes back as a gesture."""
        assert self.app is not None
        scenery = screens.Scenery(
            self.setup,
            self.rules,
            self.images,
            [info.avatar for info in self.infos],
            self.session.names,
            self.model.sizes,
            self.options.speed,
            self.menu_button,
            self.options.back_below,
        )
        screens.open_over(self.app.scenes, r, scenery, self._answered)

    def _answered(self, gesture: G.Gesture) -> None:
        if isinstance(gesture, G.Tap):
            self.anim.skip()  # what flies lands as the old viewer saw it
        self.do(gesture)

    def _drop_above(self) -> None:
        assert self.app is not None
        self.app.scenes.drop_above(self)

    def _leave(self, to: str) -> None:
        assert self.app is not None
        screens.leave(self.app.scenes, self, to, close=self.close)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.session
        if self.layout is None:
            return
        self.t += dt
        self.menu_button.update(dt)
        c.pump()
        self._take()
        if self.loading:
            self.loading = not prewarm(self.images, self.model, self.anim.queue, self.rules.n_types)
        holding = False
        if not self.loading:
            self.coach.update(dt)
            holding = self.coach.holding  # the table waits while the person reads the lesson
            if not holding:
                self._animate(dt)
        still = not holding and not self.anim.busy and self._on_top() and self.hand.drag is None
        sight = self._sight()
        reply = self.controller.tick(G.Tick(dt, still and not self.loading), sight)
        self._take()
        if reply.frame is not None:
            self._show(sight.shown, reply.frame)
        self._carry_out(reply.requests)
