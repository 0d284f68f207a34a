"""The table: where a match is played.

`TableScene(setup)` builds a `TableSession` (`game.table`: rules, match, bots in their worker
process, pacing, races, calls, the log) and shows the match from one seat (the viewer: the
first person at the table; with several people, `PassPlay` moves it to whoever decides, behind
a hand-over screen). The scene draws the session's presented state, less the cards its
animations hold in the air, animates the events the session hands it and reports each one
shown; it turns the person's gestures into requests (see `TablePlay`). It never applies an
action, builds one, or restates a rule.

Keys: arrows select a card, Enter plays it, D draws (or takes the attack, or keeps the drawn
card), M calls ("Mau"), C catches a missed call, S sorts, H toggles hints, Esc opens the menu
(so does the menu button in the top-left corner, for those without a keyboard). A click
anywhere else skips the running animation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game import resumeguard
from game.engine import events as EV
from game.engine.rules import Rules
from game.i18n import tr
from game.savegame import SavedGame
from game.setup import GameSetup
from game.table.hinting import hint_at
from game.table.keptrounds import RoundKeeper
from game.table.log import TableLog
from game.table.presented import Presented, on_screen
from game.table.recording import Recorder, resume
from game.table.replaying import opening_records
from game.table.results import RoundResult, round_result
from game.table.session import FORCED_WAIT, TableSession
from game.ui import prefs, rulecache
from game.ui.art.look import BACK, play_sound
from game.ui.scene import Scene
from game.ui.table.anim import KID_PACE, EventAnimator, table_speed
from game.ui.table.coachbubble import CoachBubble, coach_bubble
from game.ui.table.draw import SHOWN_DISCARDS, draw_table, popup_text
from game.ui.table.hand import HandView
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton, place_buttons
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.menubutton import MenuButton
from game.ui.table.passplay import PassPlay
from game.ui.table.places import TablePlaces, images_for
from game.ui.table.play import TablePlay
from game.ui.table.seats import SeatInfo, distinct_avatars
from game.ui.table.tips import TableTips

Point = tuple[float, float]
BUTTONS = ("hint", "caught", "sort", "call", "action")  # stacked in this order, top to bottom
KID_FORCED_WAIT = 3.5  # seconds a child sees the countdown before a forced move is made


class TableScene(Scene):
    takes_drops = False  # a file dropped on the window is ignored while a table is open

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
        call_grace: float | None = None,
        hint_button: bool | None = None,
        coach: bool | None = None,
        back_below: bool = False,
    ) -> None:
        super().__init__()
        self.setup = setup
        # A trial from the workshop: leaving goes back to the screen under the table (the
        # workshop's editor), not to the title screen.
        self.back_below = back_below
        self.coach_on = coach  # None: as the Coach setting wants it (game.table.coach.wanted)
        self._grace_from_prefs = call_grace is None
        self.call_grace = call_grace if call_grace is not None else prefs.current().call_grace
        self.saved = saved  # a game to continue where it was saved (game.savegame)
        # "loading" until the resumed game's first frame runs, then "drawn", then False.
        self.resuming: str | bool = "loading" if saved is not None else False
        self.autosave = autosave  # write the save after every move (game.table.recording)
        self.recorder: Recorder | None = None
        self.keeper: RoundKeeper | None = None
        self._told_unsaved = False  # the person was told the last save could not be written
        p = prefs.current()
        self._from_prefs = speed is None  # tests and benchmarks fix their own speed
        self.speed = speed if speed is not None else p.animation_speed
        self._pace_from_prefs = pace is None
        self.pace_factor = pace if pace is not None else p.bot_pace
        self.hints = hints if hints is not None else p.hints
        self._hint_button_from_prefs = hint_button is None
        self.kid = setup.kid_mode  # big cards and buttons, glowing plays, pictures, calmer pace
        # The Hint button: a setting of its own, always there at a child's table.
        self.hint_button = self.kid or (hint_button if hint_button is not None else p.hint_button)
        self.hint_line = HintLine()
        self.open_choosers = True  # Your Choice's companion, an X+'s card: offered in a chooser
        self.card_scale = p.card_scale
        self.bot_process = bot_process
        self.bot_options = bot_options
        everyone_bot = not any(seat.human for seat in setup.seats)
        self.auto_continue = (
            auto_continue if auto_continue is not None else (4.0 if everyone_bot else None)
        )
        if self.kid:
            self.auto_continue = None  # no timer ever runs at a child's table
        self.session: TableSession | None = None
        self.layout: TableLayout | None = None
        self.t = 0.0
        self.toast: tuple[str, float] | None = None
        self.round_shown = False
        self.loading = True
        # Whether the viewer could answer at (round, turn number, pending): the plate's line.
        self.answers: tuple[tuple[int, int, str], bool] | None = None
        self.buttons = {key: HudButton(key) for key in BUTTONS}
        self.menu_button = MenuButton(lambda: self.escape(), kid=self.kid, on_hold=self._held)
        self._pressed_on: tuple[str, int | str] | None = None  # a button the left press hit
        self._new_session()

    @property
    def log(self) -> TableLog:
        """The session's log (said again in a new language after a switch)."""
        assert self.session is not None
        return self.session.log

    # -- building --------------------------------------------------------------------------
    def _new_session(self) -> None:
        if self.session is not None:
            self.session.close()
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
            self.session = c
        else:
            # the document the menus read once, with this game's house rules
            rules = rules or rulecache.rules(self.setup.ruleset, self.setup.overrides or None)
            self.session = c = self.make_session((lo, hi), rules)
            self.recorder = Recorder(c) if self.autosave else None
        # The rounds of a real game are kept to be watched again (Statistics).
        self.keeper = RoundKeeper(c) if self.autosave else None
        c.call_grace = self.call_grace
        c.take_forced_moves(self._forced_wait())
        self.viewer = c.viewer
        self.rules = c.rules
        avatars = [seat.avatar for seat in self.setup.seats]
        self.infos = [
            SeatInfo(name, "" if seat.human else seat.level, seat.human, avatar, self.kid)
            for seat, name, avatar in zip(
                self.setup.seats,
                self.setup.names(),
                distinct_avatars(avatars) if self.kid else avatars,
                strict=True,
            )
        ]
        self.images = images_for(c.rules)
        # What the table draws: the presented state, less the cards in the air (`refresh`).
        self.model: Presented = c.presented
        self.hand = HandView(c.rules, self.images, self._on_card)
        self.hand.hints = self.hints
        self.hand.glow = self.kid
        self.places = TablePlaces(self)
        self.tips = TableTips(self)
        self.anim = EventAnimator(
            self.places,
            self.images,
            lambda ev: popup_text(self.rules, ev),
            c.shown,
            viewer=c.viewer,
            pile_size=lambda: len(c.presented.discard),
            speed=table_speed(self.speed, kid_mode=self.kid),
            cheer=frozenset(c.humans) if self.kid else frozenset(),
        )
        self.play = TablePlay(self)
        self.passplay = PassPlay(self)
        self.hint_line = HintLine()
        self.coach: CoachBubble = coach_bubble(self, on=self.coach_on)
        self.round_shown = False
        self.loading = True
        if self.app is not None:
            self.on_resize(self.app.size)
        if saved is None:
            c.start_round()

    def make_session(self, pace: tuple[float, float], rules: Rules) -> TableSession:
        """The session this table plays (a guided round brings its own)."""
        return TableSession(
            self.setup,
            pace=pace,
            bot_process=self.bot_process,
            bot_options=self.bot_options,
            rules=rules,
        )

    def _forced_wait(self) -> float | None:
        """Seconds before a forced move is made for the person (kid mode, or as the settings
        ask), shown as a countdown on its button; None: it waits for their press."""
        if self.kid:
            return KID_FORCED_WAIT
        return FORCED_WAIT if prefs.current().take_forced else None

    def _pace(self) -> tuple[float, float]:
        """Seconds a bot pauses before its turn: the preference, a little longer in kid mode."""
        factor = self.pace_factor * (KID_PACE if self.kid else 1.0)
        return 0.6 * factor, 1.2 * factor

    def on_resize(self, size: tuple[int, int]) -> None:
        assert self.session is not None
        self.layout = table_layout(
            size,
            self.session.players,
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
        if self.session is not None:
            self.session.close()

    # -- events in, events shown -----------------------------------------------------------
    def _take(self) -> None:
        """What happened and is not yet on its way: to the animator (pass-and-play: as nobody
        sees it, until someone has tapped in)."""
        assert self.session is not None
        events = self.session.take()
        if events:
            self.anim.feed(events)

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.session is None or self.layout is None:
            return False
        if self.hand.drag is None and self.menu_button.handle_event(event):
            return True  # the menu is not a move: no animation skipped, no card picked up
        if self.coach.handle_event(event):
            return True  # spent on closing the coach's bubble
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.anim.busy:
            self.anim.skip()  # a click lands every card in flight, then counts as usual
            self.refresh()
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.KEYUP:
            self.menu_button.key_up(event.key)
            return False
        if event.type == pygame.MOUSEMOTION:
            self.tips.pointer = event.pos
            for button in self.buttons.values():
                button.hovered = button.hit(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_on = self._control_at(event.pos)
            if self._pressed_on is not None:
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hand.drag is None:
            pressed, self._pressed_on = self._pressed_on, None
            if pressed is not None:
                if self._control_at(event.pos) == pressed:  # a click: released where pressed
                    self._act_on(pressed)
                return True
        return self.hand.handle_event(event)

    def _control_at(self, pos: tuple[int, int]) -> tuple[str, int | str] | None:
        """The clickable thing under `pos` other than a hand card: a "jump in!" button (by
        seat), a table button (by key) or the draw pile."""
        assert self.layout is not None
        seat = self.passplay.seat_at(pos)
        if seat is not None:
            return ("jump", seat)
        key = next((k for k, button in self.buttons.items() if button.hit(pos)), None)
        if key is not None:
            return ("button", key)
        if self.layout.draw_pile.collidepoint(pos):
            return ("button", "action")
        return None

    def _act_on(self, control: tuple[str, int | str]) -> None:
        kind, which = control
        if kind == "jump":
            self.passplay.press(int(which))
        else:
            self.press(str(which))

    def press_lost(self) -> None:
        self._pressed_on = None
        self.menu_button.pressed = False
        self.hand.cancel_drag()

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
            self.hand.next_sort(list(self.model.hand))
        elif key == "hint":
            self.ask_hint()
        else:
            self.play.button(key)
        self.refresh()

    def ask_hint(self) -> None:
        """Lift the card the medium bot would play from the viewer's seat, and say why."""
        c = self.session
        assert c is not None
        if not self.play.person:
            return
        hint = hint_at(c, self.viewer)
        self.hint_line.show(hint, hint.words if hint else tr("hint.none"), c.version)

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

    def _tell_unsaved(self) -> None:
        """Say once when the game could not be saved (and again after it could in between)."""
        why = self.recorder.unsaved if self.recorder is not None else None
        if why is not None and not self._told_unsaved:
            self.say(tr("table.not_saved", why=why))
        self._told_unsaved = why is not None

    def say(self, message: str) -> None:
        """A short message over the hand (why a card was refused)."""
        self.toast = (message, 3.0)

    def open_menu(self) -> None:
        assert self.app is not None
        over = self.session is not None and self.session.round_over
        self.app.scenes.open(
            "game_menu",
            self.setup,
            on_restart=None if over else self.restart_round,  # a round over is dealt no more
            on_choice=self._menu_chosen,
            saved=self.autosave,
        )

    def _menu_chosen(self, choice: str) -> None:
        """A menu opened over the hand-over cover: a restart or a new game takes the cover away
        first (a new deal gets a cover of its own; the New game screen replaces the table)."""
        if choice in ("restart", "new_game"):
            self._drop_above()
        elif choice == "main_menu":
            self.leave()

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
        """Esc, the menu button, Esc on the hand-over cover: the menu. In kid mode the corner
        house takes the hold (`held_key`: the key held down, which counts as holding it), or,
        where the cover hides the table, the hold-to-leave control does."""
        if not self.setup.kid_mode:
            self.open_menu()
        elif self.passplay.covered or (self.app is not None and self.app.scenes.top is not self):
            self.ask_leave(held_key=held_key)
        elif held_key is not None:
            self.menu_button.hold_key(held_key)
        else:
            self.menu_button.show_how()

    def _held(self) -> None:
        """The corner house was held all the way round: the child's game is left (saved)."""
        if self.app is not None and self.app.scenes.top is self:
            self.leave()

    def ask_leave(self, *, held_key: int | None = None) -> None:
        assert self.app is not None
        if self.app.scenes.find("hold_to_leave") is not None:
            return
        self.app.scenes.open("hold_to_leave", held_key=held_key, callback=self._leave_chosen)

    def _leave_chosen(self, leave: object) -> None:
        if leave is True:
            self.leave()

    def leave(self) -> None:
        """To the title screen (the game was saved after its last move: Continue resumes it),
        or to the screen under the table (`back_below`)."""
        assert self.app is not None
        self.close()
        if self.back_below and len(self.app.scenes) > 1:
            self._drop_above()
            self.app.scenes.pop()
            return
        self.app.scenes.clear(self.app.scenes.make("title"))

    def on_close_request(self) -> bool:
        """Closing the window in kid mode shows the long press instead of quitting."""
        if not self.setup.kid_mode or self.app is None:
            return False
        self.escape()
        return True

    def restart_round(self) -> None:
        """Deal the current round again with new cards (the match's totals stay)."""
        c = self.session
        assert c is not None
        self.anim.clear()
        self.round_shown = False
        self.play.choosing = False
        c.start_round(redeal=True)

    def on_enter(self) -> None:
        """Back from the menu or the settings: take up changed preferences."""
        p = prefs.current()
        if self.session is not None:  # the language may have changed under Settings
            self.session.rename()
            names = self.session.names
            self.infos = [replace(info, name=n) for info, n in zip(self.infos, names, strict=True)]
        self.speed = p.animation_speed if self._from_prefs else self.speed
        self.anim.speed = table_speed(self.speed, kid_mode=self.kid)
        if self._pace_from_prefs and self.session is not None:
            self.pace_factor = p.bot_pace
            self.session.pace = self._pace()
        if self._grace_from_prefs and self.session is not None:
            self.call_grace = self.session.call_grace = p.call_grace
        if self.session is not None:
            self.session.take_forced_moves(self._forced_wait())
        if self._hint_button_from_prefs:
            self.hint_button = self.kid or p.hint_button
        if self._from_prefs and (p.card_scale != self.card_scale or p.hints != self.hints):
            self.card_scale, self.hints = p.card_scale, p.hints
            self.hand.hints = p.hints
            if self.app is not None:
                self.on_resize(self.app.size)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.session
        if c is None or self.layout is None:
            return
        self.t += dt
        self.menu_button.update(dt)
        self._tell_unsaved()
        c.pump()
        self._take()
        if self.loading:
            self.loading = not self._prewarm()
            if self.loading:
                return
        # A frame of the resumed game ran and was drawn: its file is good. Until then a crash
        # marks the save (game.savegame: set aside at the next start).
        if self.resuming == "drawn":
            self.resuming = False
            resumeguard.resumed()
        elif self.resuming:
            self.resuming = "drawn"
        self.passplay.guard()
        self.coach.update(dt)
        if self.coach.holding:  # the table waits while the person reads the coach's lesson
            self.refresh()
            return
        self.anim.update(dt)  # reports the events it has shown to the session
        self.hand.update(dt)
        self.tips.update(dt)
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None
        on_top = self.app is not None and self.app.scenes.top is self
        if not self.anim.busy and on_top and self.hand.drag is None:
            if not self.passplay.paused:
                c.update(dt)
                self._take()
            if not self.anim.busy:
                self.passplay.check()
                if self.app.scenes.top is self:  # type: ignore[union-attr]
                    self.play.chores()
                    self._round_over()
        self.refresh()

    def _prewarm(self) -> bool:
        """Paint the card pictures a few at a time before the deal, so no frame waits for one."""
        shown = list(self.model.discard[-SHOWN_DISCARDS:]) + list(self.model.hand)  # resumed
        wanted = [BACK, *shown] + [
            e[2] for e in self.anim.queue if e[0] in (EV.DEAL, EV.START_CARD) and e[2] >= 0
        ]
        wanted += range(self.rules.n_types)
        return self.images.prewarm(list(dict.fromkeys(wanted)), 0.006)

    def refresh(self) -> None:
        """What is drawn, the labels and the lifted cards for the moment (cheap: the session
        offers nothing until everything has been shown, and caches the legal list per seat)."""
        assert self.session is not None
        self.model = on_screen(self.session.presented, self.anim.leaving(), self.anim.from_pile())
        self.hand.set_cards(list(self.model.hand))
        at_rest = not self.anim.busy
        self.hand.playable = self.play.playable() if at_rest else set()
        self.hand.stuck = at_rest and self.play.stuck()
        self.hand.held = self.play.held()
        self.hint_line.current(self.session.version)  # a hint lasts while its position does
        self.hand.hinted = self.hint_line.card if at_rest else None
        self.play.label_buttons(self.buttons)
        assert self.layout is not None
        place_buttons(
            self.layout.buttons,
            [self.buttons[k] for k in BUTTONS],
            self.layout.scale,
            self.layout.button_h if self.kid else None,
        )
        self.passplay.label(self.layout.buttons, self.layout.scale)

    def _round_over(self) -> None:
        c = self.session
        assert c is not None and self.app is not None
        if not c.round_over or self.round_shown or not c.presented.over:
            return
        result = self.round_result()
        if result is None:
            return
        self.round_shown = True
        self.app.scenes.open(
            "kid_round_end" if self.setup.kid_mode else "round_end",
            self.rules,
            result,
            images=self.images,
            auto_continue=self.auto_continue,
            speed=self.speed,
            callback=self._after_round,
            **({} if self.setup.kid_mode else self._round_end_extras()),
        )

    def _round_end_extras(self) -> dict[str, object]:
        """Over a grown-up's results: Watch again, and the ☰ (or Esc) for the game's menu."""
        return {"watch": self._watch_round_again(), "menu": self.menu_button}

    def round_result(self) -> RoundResult | None:
        """The last round's result for its results screen (a guided round says it is one)."""
        assert self.session is not None
        return round_result(self.session, you=self._you())

    def _watch_round_again(self) -> Callable[[], None] | None:
        """Opens the round just played in a replay, every hand open (None: none was kept)."""
        records = self.keeper.last if self.keeper is not None else None
        if records is None:
            return None

        def watch() -> None:
            # Re-driving a long round takes a second or two: on a thread, behind a progress
            # line; a round that cannot be re-driven shows nothing, the results stay.
            assert self.app is not None
            self.app.scenes.open("replay_opening", opening_records(records))

        return watch

    def _after_round(self, choice: object) -> None:
        c = self.session
        assert c is not None and self.app is not None
        if choice in ("rematch", "menu"):  # a guided round's end: no match to sum up
            self._after_match(choice)
            return
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
            self._new_session()
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
        c = self.session
        if c is None or self.anim.busy:
            return -1
        return c.thinking_seat()

    def watch(self, seat: int, *, sees: bool = True) -> None:
        """Show the table from another seat (pass-and-play hands the view over between people)."""
        c = self.session
        assert c is not None
        self.anim.skip()  # lands what is in flight as the old viewer saw it (their layout)
        c.view_from(seat, sees=sees)
        if seat != self.viewer:
            self.viewer = self.anim.viewer = seat
            self.hand = HandView(self.rules, self.images, self._on_card)
            self.hand.hints = self.hints
            self.hand.glow = self.kid
        self.play.call_armed = False
        self.hint_line = HintLine()  # a hint is for the one who asked
        if self.app is not None:
            self.on_resize(self.app.size)
        self.refresh()

    def busy(self) -> bool:
        c = self.session
        return bool(
            self.loading
            or self.anim.lively
            or self.hand.busy
            or (c is not None and (c.thinking() or not c.caught_up))
            or self.toast is not None
            or self.coach.lesson is not None
            or self.menu_button.busy
        )

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.layout is not None and self.layout.size != surface.get_size():
            self.on_resize(surface.get_size())
        draw_table(self, surface)
        self.coach.draw(surface)
