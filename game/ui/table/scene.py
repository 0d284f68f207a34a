"""The table: where a match is played.

`TableScene(setup)` builds a `TableSession` (rules, match, bots in their worker process) and
shows the match from one seat (the viewer: the first person at the table; with several people,
`PassPlay` moves it to whoever decides, behind a hand-over screen). The scene only ever draws
`TableModel`, which the engine's visible events and the viewer's observation keep up to date,
and turns the person's gestures into legal actions (see `TablePlay`): the rules themselves
stay in the engine.

Keys: arrows select a card, Enter plays it, D draws (or takes the attack, or keeps the drawn
card), M calls ("Mau"), C catches a missed call, S sorts, H toggles hints, Esc opens the menu
(so does the menu button in the top-left corner, for those without a keyboard). A click
anywhere else skips the running animation.
"""

from __future__ import annotations

import pygame

from game import savegame
from game.engine import events as EV
from game.engine.events import Event, visible_event
from game.i18n import tr
from game.savegame import SavedGame
from game.setup import GameSetup
from game.table.recording import Recorder, resume
from game.table.session import TableSession
from game.ui import prefs
from game.ui.art.look import BACK, play_sound
from game.ui.scene import Scene
from game.ui.table.anim import KID_PACE, EventAnimator, table_speed
from game.ui.table.draw import draw_table, popup_text
from game.ui.table.hand import HandView
from game.ui.table.hud import HudButton, place_buttons
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.log import TableLog, sentence
from game.ui.table.menubutton import MenuButton
from game.ui.table.model import RoundResult, TableModel
from game.ui.table.passplay import PassPlay
from game.ui.table.places import TablePlaces, images_for
from game.ui.table.play import TablePlay
from game.ui.table.seats import SeatInfo, distinct_avatars
from game.words import describe

Point = tuple[float, float]


class TableScene(Scene):
    def __init__(
        self,
        setup: GameSetup,
        *,
        bot_process: bool = True,
        speed: float | None = None,
        pace: float | None = None,
        hints: bool | None = None,
        auto_continue: float | None = None,
        bot_options: dict[int, dict] | None = None,
        saved: SavedGame | None = None,
        autosave: bool = False,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.saved = saved  # a game to continue where it was saved (game.savegame)
        self.resuming = saved is not None  # until its first frame runs (savegame.resumed)
        self.autosave = autosave  # write the save after every move (game.table.recording)
        self.recorder: Recorder | None = None
        p = prefs.current()
        self._from_prefs = speed is None  # tests and benchmarks fix their own speed
        self.speed = speed if speed is not None else p.animation_speed
        self._pace_from_prefs = pace is None
        self.pace_factor = pace if pace is not None else p.bot_pace
        self.hints = hints if hints is not None else p.hints
        self.card_scale = p.card_scale
        self.kid = setup.kid_mode  # big cards and buttons, glowing plays, pictures, calmer pace
        self.bot_process = bot_process
        self.bot_options = bot_options
        everyone_bot = not any(seat.human for seat in setup.seats)
        self.auto_continue = (
            auto_continue if auto_continue is not None else (4.0 if everyone_bot else None)
        )
        if self.kid:
            self.auto_continue = None  # no timer ever runs at a child's table
        self.controller: TableSession | None = None
        self.layout: TableLayout | None = None
        self.t = 0.0
        self.toast: tuple[str, float] | None = None
        self.log = TableLog()  # says its lines again after a language switch
        self.round_shown = False
        self.synced_at = -1
        self.loading = True
        self.buttons = {key: HudButton(key) for key in ("caught", "sort", "call", "action")}
        self.menu_button = MenuButton(lambda: self.escape(), kid=self.kid)
        self._new_controller()

    # -- building --------------------------------------------------------------------------
    def _new_controller(self) -> None:
        if self.controller is not None:
            self.controller.close()
        lo, hi = self._pace()
        rules = getattr(
            self, "rules", None
        )  # a rematch or a restart keeps the rules (and pictures)
        saved, self.saved = self.saved, None
        if saved is not None:
            c, self.recorder = resume(
                saved,
                pace=(lo, hi),
                bot_process=self.bot_process,
                bot_options=self.bot_options,
                write=self.autosave,
            )
            self.controller = c
        else:
            self.controller = c = TableSession(
                self.setup,
                pace=(lo, hi),
                bot_process=self.bot_process,
                bot_options=self.bot_options,
                rules=rules,
            )
            self.recorder = Recorder(c) if self.autosave else None
        self.viewer = c.viewer
        self.rules = c.rules
        avatars = [seat.avatar for seat in self.setup.seats]
        self.infos = [
            SeatInfo(seat.name, "" if seat.human else seat.level, seat.human, avatar, self.kid)
            for seat, avatar in zip(
                self.setup.seats, distinct_avatars(avatars) if self.kid else avatars, strict=True
            )
        ]
        self.images = images_for(c.rules)
        self.model = TableModel(c.rules, c.players, c.viewer)
        self.hand = HandView(c.rules, self.images, self._on_card)
        self.hand.hints = self.hints
        self.hand.glow = self.kid
        self.places = TablePlaces(self)
        self.anim = EventAnimator(
            self.model,
            self.places,
            self.images,
            lambda ev: popup_text(self.rules, ev),
            speed=table_speed(self.speed, kid_mode=self.kid),
            cheer=frozenset(c.humans) if self.kid else frozenset(),
        )
        self.anim.on_start.append(self._log_event)
        self.play = TablePlay(self)
        self.passplay = PassPlay(self)
        c.listeners.append(self._on_events)
        self.round_shown = False
        self.loading = True
        self.synced_at = -1
        if self.app is not None:
            self.on_resize(self.app.size)
        if saved is None:
            c.start_round()

    def _pace(self) -> tuple[float, float]:
        """Seconds a bot pauses before its turn: the preference, a little longer in kid mode."""
        factor = self.pace_factor * (KID_PACE if self.kid else 1.0)
        return 0.6 * factor, 1.2 * factor

    def on_resize(self, size: tuple[int, int]) -> None:
        assert self.controller is not None
        self.layout = table_layout(
            size,
            self.controller.players,
            self.viewer,
            card_scale=1.0 if self.kid else self.card_scale,  # kid mode's cards are big already
            kid=self.kid,
        )
        lay = self.layout
        self.menu_button.rect = lay.menu
        self.images.set_master_width(max(lay.pile_card_w, lay.hand_card_w))
        self.hand.place(lay)
        self.loading = True

    def on_exit(self) -> None:
        if self.app is not None and self not in list(self.app.scenes):
            self.close()

    def close(self) -> None:
        if self.controller is not None:
            self.controller.close()

    # -- events in, events out -------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        seen_by = self.passplay.sees()  # pass-and-play: nobody's, until someone has tapped in
        self.anim.feed([visible_event(e, seen_by) for e in events])

    def _log_event(self, event: Event) -> None:
        if event[0] == EV.SHUFFLE and event[3] == "deal":
            number = self.controller.match.rounds_played + 1  # type: ignore[union-attr]
            self.log.say(lambda: tr("table.log_round", number=number))
        you = self.viewer if self.setup.seats[self.viewer].human else -1
        if self.passplay.active:  # the log is read by everyone: only what everyone may see
            you = -1
            if event[0] != EV.SHUFFLE:  # already seen as the viewer sees it: no pile order
                event = visible_event(event, -1)
        rules, names = self.rules, self.controller.names  # type: ignore[union-attr]
        self.log.say(lambda: sentence(describe(rules, event, names, you=you)))

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.controller is None or self.layout is None:
            return False
        if self.hand.drag is None and self.menu_button.handle_event(event):
            return True  # the menu is not a move: no animation skipped, no card picked up
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.anim.busy:
            self.anim.skip()  # a click lands every card in flight, then counts as usual
            self._sync()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons.values():
                button.hovered = button.hit(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hand.drag is None:
            if self.passplay.click(event.pos):
                return True
            for key, button in self.buttons.items():
                if button.hit(event.pos):
                    self.press(key)
                    return True
            if self.layout.draw_pile.collidepoint(event.pos):
                self.press("action")
                return True
        return self.hand.handle_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.escape(held_key=key)
            return True
        mapping = {
            pygame.K_d: "action",
            pygame.K_m: "call",
            pygame.K_c: "caught",
            pygame.K_s: "sort",
        }
        if key in mapping:
            self.press(mapping[key])
            return True
        if key == pygame.K_h:
            self.hints = self.hand.hints = not self.hints
            return True
        return self.hand.handle_event(event)

    def press(self, key: str) -> None:
        play_sound("click")
        if key == "sort":
            self.hand.next_sort(self.model.hand)
        else:
            self.play.button(key)
        self.refresh()

    def _on_card(self, card: int, drop: Point | None) -> bool:
        assert self.layout is not None
        if drop is not None and not self._over_pile(drop):
            return False  # dropped beside the pile: just put it back
        return self.play.card(card)

    def _over_pile(self, pos: Point) -> bool:
        lay = self.layout
        assert lay is not None
        zone = lay.discard_pile.inflate(lay.pile_card_w, lay.pile_card_w // 2)
        return zone.collidepoint(pos)

    def say(self, message: str) -> None:
        """A short message over the hand (why a card was refused)."""
        self.toast = (message, 3.0)

    def open_menu(self) -> None:
        assert self.app is not None
        self.app.scenes.open(
            "game_menu", self.setup, on_restart=self.restart_round, on_choice=self._menu_chosen
        )

    def _menu_chosen(self, choice: str) -> None:
        """A menu opened over the hand-over cover: a restart or a new game takes the cover away
        first (a new deal gets a cover of its own; the New game screen replaces the table)."""
        if choice in ("restart", "new_game"):
            self._drop_above()

    def _drop_above(self) -> None:
        """Take the scenes above the table off the stack without their results."""
        assert self.app is not None
        while self.app.scenes.top is not self and self in list(self.app.scenes):
            top = self.app.scenes.top
            assert top is not None
            top._callback = None
            self.app.scenes.pop()
        self.passplay.covered = False

    # -- leaving (kid mode: only behind a long press) --------------------------------------
    def escape(self, held_key: int | None = None) -> None:
        """Esc, the menu button, Esc on the hand-over cover: the menu, or in kid mode the
        hold-to-leave control (`held_key`: the key that opened it and is still down)."""
        if self.setup.kid_mode:
            self.ask_leave(held_key=held_key)
        else:
            self.open_menu()

    def ask_leave(self, *, held_key: int | None = None) -> None:
        assert self.app is not None
        if self.app.scenes.find("hold_to_leave") is not None:
            return
        self.app.scenes.open("hold_to_leave", held_key=held_key, callback=self._leave_chosen)

    def _leave_chosen(self, leave: object) -> None:
        if leave is True:
            self.leave()

    def leave(self) -> None:
        """To the title screen. The game was saved after its last move: Continue resumes it."""
        assert self.app is not None
        self.close()
        self.app.scenes.clear(self.app.scenes.make("title"))

    def on_close_request(self) -> bool:
        """Closing the window in kid mode asks for the long press instead of quitting."""
        if not self.setup.kid_mode or self.app is None:
            return False
        self.ask_leave()
        return True

    def restart_round(self) -> None:
        """Deal the current round again with new cards (the match's totals stay)."""
        c = self.controller
        assert c is not None
        self.anim.queue.clear()
        self.anim.flights.clear()
        self.anim.popups.clear()
        self.anim.gate = 0.0
        self.model.reset()
        self.round_shown = False
        self.play.choosing = False
        self.log.say(lambda: tr("table.log_restart"))
        c.start_round(redeal=True)

    def on_enter(self) -> None:
        """Back from the menu or the settings: take up changed preferences."""
        p = prefs.current()
        self.speed = p.animation_speed if self._from_prefs else self.speed
        self.anim.speed = table_speed(self.speed, kid_mode=self.kid)
        if self._pace_from_prefs and self.controller is not None:
            self.pace_factor = p.bot_pace
            self.controller.pace = self._pace()
        if self._from_prefs and (p.card_scale != self.card_scale or p.hints != self.hints):
            self.card_scale, self.hints = p.card_scale, p.hints
            self.hand.hints = p.hints
            if self.app is not None:
                self.on_resize(self.app.size)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.controller
        if c is None or self.layout is None:
            return
        self.t += dt
        if self.loading:
            self.loading = not self._prewarm()
            if self.loading:
                return
        if self.resuming:
            self.resuming = False
            savegame.resumed()  # the saved game runs: its file is good
        self.passplay.guard()
        self.anim.update(dt)
        self.hand.update(dt)
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        at_rest = not self.anim.busy
        if at_rest:
            self._sync()
        on_top = self.app is not None and self.app.scenes.top is self
        if at_rest and on_top and self.hand.drag is None:
            if not self.passplay.paused:
                c.update(dt)
            if not self.anim.busy:
                self._sync()
                self.passplay.check()
                if self.app.scenes.top is self:  # type: ignore[union-attr]
                    self.play.chores()
                    self._round_over()
        self.refresh()

    def _prewarm(self) -> bool:
        """Paint the card pictures a few at a time before the deal, so no frame waits for one."""
        wanted = [BACK] + [
            e[2] for e in self.anim.queue if e[0] in (EV.DEAL, EV.START_CARD) and e[2] >= 0
        ]
        wanted += range(self.rules.n_types)
        return self.images.prewarm(list(dict.fromkeys(wanted)), 0.006)

    def _sync(self) -> None:
        c = self.controller
        assert c is not None
        if c.state is not None and self.synced_at != c.version:
            self.synced_at = c.version
            self.model.sync(self.passplay.observe())

    def refresh(self) -> None:
        """Labels and lifted cards for the moment (cheap: the legal list is cached per seat)."""
        self.hand.set_cards(self.model.hand)
        at_rest = not self.anim.busy
        self.hand.playable = self.play.playable() if at_rest else set()
        self.play.label_buttons(self.buttons)
        assert self.layout is not None
        place_buttons(
            self.layout.buttons,
            [self.buttons[k] for k in ("caught", "sort", "call", "action")],
            self.layout.scale,
            self.layout.button_h if self.kid else None,
        )
        self.passplay.label(self.layout.buttons, self.layout.scale)

    def _round_over(self) -> None:
        c = self.controller
        assert c is not None and self.app is not None
        if not c.round_over or self.round_shown or not c.round_events:
            return
        self.round_shown = True
        _, winner, scores, extra = c.round_events[0]
        totals = tuple(t - s for t, s in zip(c.match.totals, scores, strict=True))
        you = self._you()
        result = RoundResult(
            tuple(c.names),
            tuple(extra["hands"]),
            tuple(scores),
            totals,
            winner,
            extra["blocked"],
            self.rules.score_by_points,
            c.match.over,
            you,
            avatars=tuple(seat.avatar for seat in self.setup.seats),
        )
        self.app.scenes.open(
            "kid_round_end" if self.setup.kid_mode else "round_end",
            self.rules,
            result,
            images=self.images,
            auto_continue=self.auto_continue,
            speed=self.speed,
            callback=self._after_round,
        )

    def _after_round(self, choice: object) -> None:
        c = self.controller
        assert c is not None and self.app is not None
        if c.match.over:
            m = c.match
            you = self._you()
            kid = self.setup.kid_mode
            avatars = {"avatars": tuple(seat.avatar for seat in self.setup.seats)} if kid else {}
            self.app.scenes.open(
                "kid_match_end" if kid else "match_end",
                tuple(c.names),
                tuple(m.totals),
                tuple(m.wins),
                tuple(m.leaders()),
                by_points=self.rules.score_by_points,
                speed=self.speed,
                you=you,
                callback=self._after_match,
                **avatars,
            )
            return
        self.round_shown = False
        c.start_round()

    def _after_match(self, choice: object) -> None:
        if choice == "rematch":
            self.setup.seed = None
            self.log.clear()
            self._new_controller()
        elif self.app is not None and len(self.app.scenes) > 1:
            self.close()
            self.dismiss("menu")
        else:  # the table was opened on its own: the title screen takes its place
            assert self.app is not None
            self.app.scenes.replace(self.app.scenes.make("title"))

    def _you(self) -> int:
        """The seat the results speak to as "you" (nobody at a bot table or in pass-and-play)."""
        alone = self.setup.seats[self.viewer].human and not self.passplay.active
        return self.viewer if alone else -1

    def thinking_seat(self) -> int:
        """The bot to act while its decision is still out (a search), or -1."""
        c = self.controller
        if c is None or c.state is None or self.anim.busy or c.round_over:
            return -1
        entry = c.asked.get(c.state.turn)
        return c.state.turn if entry is not None and not entry[2] else -1

    def watch(self, seat: int) -> None:
        """Show the table from another seat (pass-and-play hands the view over between people)."""
        c = self.controller
        assert c is not None
        self.anim.skip()  # lands what is in flight as the old viewer saw it (their layout)
        self.viewer = seat
        self.model = TableModel(self.rules, c.players, seat)
        self.anim.model = self.model
        self.hand = HandView(self.rules, self.images, self._on_card)
        self.hand.hints = self.hints
        self.hand.glow = self.kid
        self.play.call_armed = False
        self.synced_at = -1
        self._sync()
        if self.app is not None:
            self.on_resize(self.app.size)

    def busy(self) -> bool:
        c = self.controller
        return bool(
            self.loading
            or self.anim.lively
            or self.hand.busy
            or (c is not None and c.thinking())
            or self.toast is not None
        )

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.layout is not None and self.layout.size != surface.get_size():
            self.on_resize(surface.get_size())
        draw_table(self, surface)
