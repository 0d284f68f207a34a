"""The table: where a match is played.

`TableScene(setup)` builds a `TableSession` (`game.table`: rules, match, bots in their worker
process, pacing, races, calls, the log) and shows the match from one seat (the viewer: the
first person at the table; with several people, `PassPlay` moves it to whoever decides, behind
a hand-over screen). The scene draws the session's presented state, less the cards its
animations hold in the air, animates the events the session hands it and reports each one
shown; it turns the person's gestures into requests (see `TablePlay`). It never applies an
action, builds one, or restates a rule.

The person's keys and clicks: `game.ui.table.gestures`.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine import events as EV
from game.engine.rules import Rules
from game.table import prefs
from game.table.frame import BUTTONS, TableFrame, table_frame
from game.table.log import TableLog
from game.table.options import TableOptions
from game.table.presented import Presented, on_screen
from game.table.results import RoundResult, round_result
from game.table.savegame import SavedGame
from game.table.session import TableSession
from game.table.setup import GameSetup
from game.ui.art.look import BACK
from game.ui.scene import Scene
from game.ui.table.anim import EventAnimator, table_speed
from game.ui.table.coachbubble import CoachBubble, coach_bubble
from game.ui.table.draw import SHOWN_DISCARDS, draw_table, popup_text
from game.ui.table.dressing import dress, viewing
from game.ui.table.gestures import TableInput
from game.ui.table.hand import HandView
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.leaving import Leaving
from game.ui.table.menubutton import MenuButton
from game.ui.table.passplay import PassPlay
from game.ui.table.places import TablePlaces, images_for
from game.ui.table.play import TablePlay
from game.ui.table.roundends import RoundEnds
from game.ui.table.seats import seat_infos
from game.ui.table.sitting import Sitting
from game.ui.table.tips import TableTips


class TableScene(Scene):
    takes_drops = False  # a file dropped on the window is ignored while a table is open

    def __init__(
        self,
        setup: GameSetup,
        options: TableOptions | None = None,
        *,
        saved: SavedGame | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.options = options if options is not None else TableOptions.from_prefs()
        self.autosave = self.options.autosave  # the save after every move (game.table.recording)
        self.hints = self.options.hints
        self.kid = setup.kid_mode  # big cards and buttons, glowing plays, pictures, calmer pace
        # The Hint button: a setting of its own, always there at a child's table.
        self.hint_button = self.kid or self.options.hint_button
        self.hint_line = HintLine()
        self.open_choosers = True  # Your Choice's companion, an X+'s card: offered in a chooser
        everyone_bot = not any(seat.human for seat in setup.seats)
        auto = self.options.auto_continue
        self.auto_continue = auto if auto is not None else (4.0 if everyone_bot else None)
        if self.kid:
            self.auto_continue = None  # no timer ever runs at a child's table
        self.session: TableSession | None = None
        self.layout: TableLayout | None = None
        self.t = 0.0
        self.toast: tuple[str, float] | None = None
        self.round_shown = False
        self.loading = True
        self.frame = TableFrame()  # what the moment shows, worked out once a refresh
        self.buttons = {key: HudButton(key) for key in BUTTONS}
        self.leaving = Leaving(self)
        self.ends = RoundEnds(self)
        self.menu_button = MenuButton(self.escape, kid=self.kid, on_hold=self.leaving.held)
        self.input = TableInput(self)
        self.sitting = Sitting(self, saved)
        self._new_session()

    @property
    def log(self) -> TableLog:
        """The session's log (said again in a new language after a switch)."""
        assert self.session is not None
        return self.session.log

    # -- building --------------------------------------------------------------------------
    def _new_session(self) -> None:
        # A rematch or a restart keeps the rules (and pictures).
        rules = getattr(self, "rules", None)
        resumed = self.sitting.saved is not None
        self.session = c = self.sitting.open(self.session, rules)
        self.viewer = c.viewer
        self.rules = c.rules
        self.infos = seat_infos(self.setup, kid=self.kid)
        self.images = images_for(c.rules)
        # What the table draws: the presented state, less the cards in the air (`refresh`).
        self.model: Presented = c.presented
        self.hand = HandView(c.rules, self.images, self.input.on_card)
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
            speed=table_speed(self.options.speed, kid_mode=self.kid),
            cheer=frozenset(c.humans) if self.kid else frozenset(),
        )
        self.play = TablePlay(self)
        self.passplay = PassPlay(self)
        self.hint_line = HintLine()
        self.coach: CoachBubble = coach_bubble(self, on=self.options.coach)
        self.round_shown = False
        self.loading = True
        if self.app is not None:
            self.on_resize(self.app.size)
        if not resumed:
            c.start_round()

    def make_session(self, pace: tuple[float, float], rules: Rules) -> TableSession:
        """The session this table plays (a guided round brings its own)."""
        return TableSession(
            self.setup,
            pace=pace,
            bot_process=self.options.bot_process,
            bot_options=self.options.bot_options,
            rules=rules,
        )

    def on_resize(self, size: tuple[int, int]) -> None:
        assert self.session is not None
        self.layout = table_layout(
            size,
            self.session.players,
            self.viewer,
            card_scale=1.0 if self.kid else self.options.card_scale,  # a child's are big already
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
        self.sitting.close()
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

    # -- input (game.ui.table.gestures) ----------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def press_lost(self) -> None:
        self.input.press_lost()

    def press(self, key: str) -> None:
        self.input.press(key)

    def say(self, message: str) -> None:
        """A short message over the hand (why a card was refused)."""
        self.toast = (message, 3.0)

    # -- leaving (game.ui.table.leaving; kid mode: only behind a long press) ----------------
    def open_menu(self) -> None:
        self.leaving.open_menu()

    def escape(self, held_key: int | None = None) -> None:
        self.leaving.escape(held_key)

    def leave(self) -> None:
        self.leaving.leave()

    def on_close_request(self) -> bool:
        return self.leaving.close_request()

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
        old = self.options
        self.options = o = old.again(prefs.current())
        if self.session is not None:  # the language may have changed under Settings
            self.session.rename()
            names = self.session.names
            self.infos = [replace(info, name=n) for info, n in zip(self.infos, names, strict=True)]
            self.sitting.follow(self.session)
        self.anim.speed = table_speed(o.speed, kid_mode=self.kid)
        if "hint_button" not in o.fixed:
            self.hint_button = self.kid or o.hint_button
        if "hints" not in o.fixed and (o.card_scale != old.card_scale or o.hints != self.hints):
            self.hints = self.hand.hints = o.hints
            if self.app is not None:
                self.on_resize(self.app.size)

    # -- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.session
        if c is None or self.layout is None:
            return
        self.t += dt
        self.menu_button.update(dt)
        self.sitting.tell_unsaved()
        c.pump()
        self._take()
        if self.loading:
            self.loading = not self._prewarm()
            if self.loading:
                return
        self.sitting.frame_ran()  # a resumed game's file is good once a frame ran and showed
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
        rest = False
        if not self.anim.busy and on_top and self.hand.drag is None:
            if not self.passplay.paused:
                c.update(dt)
                self._take()
            rest = not self.anim.busy
            if rest:
                self.passplay.check()
        self.refresh()
        if rest and self.app is not None and self.app.scenes.top is self:
            if self.play.chores(self.frame):
                self.refresh()  # a chooser opened: no card is lifted under it
            self.ends.check()

    def _prewarm(self) -> bool:
        """Paint the card pictures a few at a time before the deal, so no frame waits for one."""
        shown = list(self.model.discard[-SHOWN_DISCARDS:]) + list(self.model.hand)  # resumed
        wanted = [BACK, *shown] + [
            e[2] for e in self.anim.queue if e[0] in (EV.DEAL, EV.START_CARD) and e[2] >= 0
        ]
        wanted += range(self.rules.n_types)
        return self.images.prewarm(list(dict.fromkeys(wanted)), 0.006)

    def refresh(self) -> None:
        """What is drawn, the labels and the lifted cards for the moment: the table frame,
        worked out once (game.table.frame), then put on the hand and the buttons."""
        assert self.session is not None
        self.model = on_screen(self.session.presented, self.anim.leaving(), self.anim.from_pile())
        self.hand.set_cards(list(self.model.hand))
        at_rest = not self.anim.busy
        self.frame = table_frame(self.session, self.model, viewing(self, at_rest=at_rest))
        dress(self, self.frame, at_rest=at_rest)

    # -- the round's end and the match's (game.ui.table.roundends) -------------------------
    def round_result(self) -> RoundResult | None:
        """The last round's result for its results screen (a guided round says it is one)."""
        assert self.session is not None
        return round_result(self.session, you=self.you())

    def rematch(self) -> None:
        """The same people again, a new deal (a guided round deals its own again)."""
        self.setup.seed = None
        self._new_session()

    def you(self) -> int:
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
            self.hand = HandView(self.rules, self.images, self.input.on_card)
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
