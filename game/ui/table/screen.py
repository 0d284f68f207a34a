"""The table's screen: its pygame parts for the controller's session, laid out, animated and
drawn.

The parts — the hand, the buttons and the ☰, pass-and-play's out-of-turn buttons, the card
pictures and the seats' plates, the animator and the places it flies cards between, the
tooltips, the coach's bubble, the hint's line — are built for a session (again after a
rematch) and shown from the controller's viewer. Each frame the table's frame
(`game.table.frame`) is put on them (`game.ui.table.dressing`) and they are drawn from the
table's view of the moment (`view`: `game.ui.table.view`); the animator reports each event
it has shown to the session. What the person does and what the controller asks is the
table scene's (`game.ui.table.scene`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from game.table import gestures as G
from game.table import prefs
from game.table.controller import TableController
from game.table.frame import BUTTONS, TableFrame
from game.table.log import TableLog
from game.table.options import TableOptions
from game.table.presented import Presented, on_screen
from game.table.session import TableSession
from game.table.setup import GameSetup
from game.ui.scene import Scene
from game.ui.table.anim import EventAnimator, table_speed
from game.ui.table.coachbubble import CoachBubble, coach_bubble
from game.ui.table.draw import draw_table, popup_text
from game.ui.table.dressing import dress
from game.ui.table.hand import HandView
from game.ui.table.hintline import HintLine
from game.ui.table.hud import HudButton
from game.ui.table.jumpbuttons import JumpButtons
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.menubutton import MenuButton
from game.ui.table.places import TablePlaces, images_for
from game.ui.table.seats import seat_infos
from game.ui.table.tips import TableTips
from game.ui.table.view import TableView

Dropped = Callable[[int, tuple[float, float] | None], bool]  # a card let go: taken?


class TableScreen(Scene):
    """`on_menu` (the ☰ clicked), `on_hold` (the corner house held all the way round),
    `on_drop` (a card let go: where, or None from the keyboard; True when taken), `on_pick`
    (a card picked for a play of several, or put back) and `on_press` (a table button, or
    Enter on the cards picked) are the table's answers to its parts."""

    def __init__(
        self,
        setup: GameSetup,
        options: TableOptions,
        controller: TableController,
        *,
        on_menu: Callable[[], None],
        on_hold: Callable[[], None],
        on_drop: Dropped,
        on_pick: Callable[[int, bool], None],
        on_press: Callable[[str], None],
    ) -> None:
        super().__init__()
        self.setup = setup
        self.options = options
        self.controller = controller
        self.on_drop = on_drop
        self.on_pick = on_pick
        self.on_press = on_press
        self.hints = options.hints
        self.kid = setup.kid_mode  # big cards and buttons, glowing plays, pictures, calmer pace
        # The Hint button: a setting of its own, always there at a child's table.
        self.hint_button = self.kid or options.hint_button
        self.layout: TableLayout | None = None
        self.t = 0.0
        self.toast: tuple[str, float] | None = None
        self.frame = TableFrame()  # what the moment shows, worked out once a refresh
        self.buttons = {key: HudButton(key) for key in BUTTONS}
        self.menu_button = MenuButton(on_menu, kid=self.kid, on_hold=on_hold)
        self._build()

    @property
    def session(self) -> TableSession:
        return self.controller.session

    @property
    def viewer(self) -> int:
        return self.controller.viewer

    @property
    def log(self) -> TableLog:
        """The session's log (said again in a new language after a switch)."""
        return self.session.log

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        """The screen's parts for the controller's session (again after a rematch)."""
        c = self.session
        self.rules = c.rules
        self.infos = seat_infos(self.setup, kid=self.kid)
        self.images = images_for(c.rules)
        # What the table draws: the presented state, less the cards in the air (`refresh`).
        self.model: Presented = c.presented
        self.hand = self._new_hand()
        self.jumps = JumpButtons(c.humans)
        self.places = TablePlaces(lambda: self.model.sizes, self.controller.sees)
        self.tips = TableTips()
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
        self.hint_line = HintLine()
        self.coach: CoachBubble = coach_bubble(c, self.setup, on=self.options.coach)
        self.loading = True
        if self.app is not None:
            self.on_resize(self.app.size)

    def _new_hand(self) -> HandView:
        hand = HandView(self.rules, self.images, self.on_drop)
        hand.hints = self.hints
        hand.glow = self.kid
        hand.on_pick = self.on_pick
        hand.on_group = lambda: self.on_press("group")
        return hand

    def on_resize(self, size: tuple[int, int]) -> None:
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
        self.places.show(lay, self.hand, self.viewer)
        self.loading = True

    def on_enter(self) -> None:
        """Back from the menu or the settings: take up changed preferences."""
        old = self.options
        self.options = o = old.again(prefs.current())
        self.controller.follow(o)  # the language may have changed under Settings too
        names = self.session.names
        self.infos = [replace(info, name=n) for info, n in zip(self.infos, names, strict=True)]
        self.anim.speed = table_speed(o.speed, kid_mode=self.kid)
        if "hint_button" not in o.fixed:
            self.hint_button = self.kid or o.hint_button
        if "hints" not in o.fixed and (o.card_scale != old.card_scale or o.hints != self.hints):
            self.hints = self.hand.hints = o.hints
            if self.app is not None:
                self.on_resize(self.app.size)

    def shown_from(self, seat: int) -> None:
        """The table is shown from `seat` now: its hand, its layout."""
        if seat != self.anim.viewer:
            self.anim.viewer = seat
            self.hand = self._new_hand()
        self.hint_line = HintLine()  # a hint is for the one who asked
        if self.app is not None:
            self.on_resize(self.app.size)
        self.refresh()

    # -- the moment ------------------------------------------------------------------------
    def _sight(self) -> G.Sight:
        """What the screen shows now, for the controller."""
        shown = on_screen(self.session.presented, self.anim.leaving(), self.anim.from_pile())
        return G.Sight(
            shown,
            at_rest=not self.anim.busy,
            loading=self.loading,
            on_top=self._on_top(),
            sort=self.hand.sort,
            hint_button=self.hint_button,
        )

    def _on_top(self) -> bool:
        return self.app is not None and self.app.scenes.top is self

    def _animate(self, dt: float) -> None:
        self.anim.update(dt)  # reports the events it has shown to the session
        self.hand.update(dt)
        self.tips.update(dt, self.view(), on_top=self._on_top())
        if self.toast is not None:
            self.toast = (self.toast[0], self.toast[1] - dt) if self.toast[1] > dt else None

    def _take(self) -> None:
        """What happened and is not yet on its way: to the animator (pass-and-play: as nobody
        sees it, until someone has tapped in)."""
        events = self.session.take()
        if events:
            self.anim.feed(events)

    def refresh(self) -> None:
        """What is drawn, the labels and the lifted cards for the moment: the table frame,
        worked out once (game.table.frame), then put on the hand and the buttons."""
        sight = self._sight()
        self._show(sight.shown, self.controller.frame(sight))

    def _show(self, shown: Presented, frame: TableFrame) -> None:
        assert self.layout is not None
        self.model = shown
        self.hand.set_cards(list(shown.hand))
        self.frame = frame
        dress(
            frame,
            self.layout,
            self.hand,
            self.buttons,
            self.jumps,
            images=self.images,
            viewer=self.viewer,
            kid=self.kid,
        )
        self.hint_line.current(self.session.version)  # a hint lasts while its position does
        self.hand.hinted = self.hint_line.card if not self.anim.busy else None

    def thinking_seat(self) -> int:
        """The bot to act while its decision is still out (a search), or -1."""
        return -1 if self.anim.busy else self.session.thinking_seat()

    def busy(self) -> bool:
        c = self.session
        return bool(
            self.loading
            or self.anim.lively
            or self.hand.busy
            or c.thinking()
            or not c.caught_up
            or self.toast is not None
            or self.coach.lesson is not None
            or self.menu_button.busy
        )

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.layout is not None and self.layout.size != surface.get_size():
            self.on_resize(surface.get_size())
        view = self.view()
        draw_table(view, surface)
        self.coach.draw(surface, view)

    def view(self) -> TableView:
        """The table as the screen shows it now, for what draws and explains it."""
        assert self.layout is not None
        playing = self.controller.playing
        return TableView(
            self.session,
            self.rules,
            self.viewer,
            self.layout,
            self.model,
            self.frame,
            playing.choosing is not None,
            playing.call_armed,
            self.infos,
            self.images,
            self.hand,
            self.buttons,
            self.jumps,
            self.menu_button,
            self.anim,
            self.places,
            self.tips,
            self.hint_line,
            self.log.lines,
            self.toast[0] if self.toast is not None else None,
            self.thinking_seat(),
            self.loading,
            self.t,
        )
