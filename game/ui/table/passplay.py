"""Pass-and-play: several people share one screen, and no one sees another's hand.

The table is shown from the person whose decision it is. When that changes to another person,
a hand-over screen covers the table until the next person taps; only then does their hand
appear. A round's deal is watched by everyone, so every card flies face down (no hand is
anyone's yet) and the hand-over for the first person comes once the deal has landed.

Out of turn, a button for every other person is always on show, whether or not they could
act, so pressing it gives nothing away; but only where the rules allow anything out of turn at
all, and named for it ("jump in!", "catch!"). It hands the screen privately to that person, the
table's clock stands still, and they play an allowed card or hand the screen back. A mistaken
claim costs only the time.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

import pygame

from game.i18n import tr
from game.table.frame import out_of_turn_key
from game.ui.scenes import hand_over
from game.ui.table.hud import HudButton
from game.ui.table.jumpplaces import button_size, jump_places
from game.ui.table.layout import TableLayout
from game.ui.table.views import AtTable, OnStack, Pictured


class SharedTable(AtTable, OnStack, Pictured, Protocol):
    """What handing the screen over needs: the session, the seats, the table's buttons (the
    "Hand back" goes above them), and the table's own ways to leave and to change its view."""

    @property
    def layout(self) -> TableLayout | None: ...
    @property
    def buttons(self) -> Mapping[str, HudButton]: ...
    def escape(self, held_key: int | None = None) -> None: ...
    def watch(self, seat: int, *, sees: bool = True) -> None: ...


class PassPlay:
    def __init__(self, table: SharedTable) -> None:
        self.table = table
        c = table.session
        assert c is not None
        self.humans = list(c.humans)
        self.active = len(self.humans) > 1
        self.jumper: int | None = None  # who has the screen out of turn
        self.jump_from = -1  # the decision count when the jump began (any action ends it)
        self.home = c.viewer  # whose view to return to after a jump during a bot's turn
        self.covered = False  # a hand-over screen is up
        self.shown: tuple[int, int] | None = None  # (the session's round id, the seat) tapped in
        self.buttons = {seat: HudButton(f"jump{seat}") for seat in self.humans}
        # What anyone may ever do out of turn under these rules: the buttons show (for all,
        # whatever they hold) only where something can be done, and say what it is.
        self.button_key = out_of_turn_key(c.rules)

    @property
    def paused(self) -> bool:
        """The clock stands still while the screen is handed over, someone looks to jump in,
        or nobody has tapped in yet this round (no bot moves between the deal and the first
        hand-over). Once the jumper has asked, it runs: the race's window must close."""
        looking = self.jumper is not None and not self.waiting
        return self.active and (self.covered or looking or self.sees() < 0)

    def sees(self) -> int:
        """The seat whose hidden cards the screen may show: the viewer once they have tapped
        in for this round, else nobody (-1), as during the deal (the session's presented
        state is shown so: hidden from a new deal until `watch` after the tap)."""
        table, c = self.table, self.table.session
        if not self.active:
            return table.viewer
        return c.presented.seeing if c is not None else -1

    @property
    def waiting(self) -> bool:
        """The jumper has asked to jump in and the race's window is still open."""
        c = self.table.session
        return self.jumper is not None and c is not None and c.waiting(self.jumper)

    def wanted(self) -> int:
        """The seat the table should be shown from now."""
        table, c = self.table, self.table.session
        assert c is not None
        if self.jumper is not None:
            return self.jumper
        turn = c.presented.turn
        if turn in self.humans and c.decides(turn):
            self.home = turn
            return turn
        return self.home if self.home in self.humans else table.viewer

    def check(self) -> None:
        """At rest: end a finished jump, and hand the screen over when another person is due."""
        table, c = self.table, self.table.session
        if not self.active or self.covered or c is None or c.state is None or c.round_over:
            return
        if table.app is None or table.app.scenes.top is not table:
            return
        if self.jumper is not None and c.decisions != self.jump_from:
            self.jumper = None  # the card was played (or someone acted): the jump is over
        seat = self.wanted()
        if seat != table.viewer or not self._confirmed(c.round_id, seat):
            self._hand_over(seat, jump=False)

    def guard(self) -> None:
        """A round just dealt: a jump of the last round is over. The deal flies face down
        (`sees` is nobody until a tap) and `check` hands over once it has landed."""
        c = self.table.session
        if not self.active or c is None or c.state is None:
            return
        if self.shown is None or self.shown[0] != c.round_id:
            self.jumper = None

    def _confirmed(self, round_id: int, seat: int) -> bool:
        return self.shown == (round_id, seat)

    def press(self, seat: int) -> None:
        """A "Jump in" button: the screen goes to `seat`; pressed by the jumper: hand it back."""
        c = self.table.session
        if c is None or c.state is None or c.round_over or self.covered:
            return
        if self.jumper is not None:
            if not self.waiting:
                self.jumper = None
            return  # `check` hands the screen back at the next frame
        self.jumper, self.jump_from = seat, c.decisions
        if c.presented.turn not in self.humans:
            self.home = self.table.viewer
        self._hand_over(seat, jump=True)

    def _hand_over(self, seat: int, *, jump: bool) -> None:
        table, c = self.table, self.table.session
        assert table.app is not None and c is not None
        self.covered = True
        seats = table.setup.seats
        info = seats[seat]
        avatars = [s.avatar for s in seats if s.human]
        # Pictures not chosen at setup (all alike): each person's seat gives them one. Kid
        # mode: the picture on their seat's plate (no two seats there look alike).
        avatar = info.avatar if len(set(avatars)) == len(avatars) else seat
        if table.kid:
            avatar = table.infos[seat].avatar
        round_id = c.round_id

        def tapped(_: bool | None) -> None:
            self.covered = False
            self.shown = (round_id, seat)
            table.watch(seat)  # the hand held back until this tap comes in now

        cover = hand_over(info.name, avatar, jump=jump, on_escape=table.escape)
        table.app.scenes.push(cover, tapped)

    # -- the button row --------------------------------------------------------------------
    def label(self, area: pygame.Rect, scale: float, holds_nothing: bool) -> None:
        """One "Jump in!" button beside every other person's name plate, or the jumper's
        "Hand back" over the action buttons in `area`. None during the deal: nobody holds the
        screen yet, and a jump would cut the deal short."""
        table, c = self.table, self.table.session
        idle = c is not None and not c.round_over and not table.loading and self.active
        idle = idle and self.sees() >= 0
        places = {}
        if table.layout is not None and self.jumper is None:
            places = jump_places(table.layout, [s for s in self.buttons if s != table.viewer])
        _, h = button_size(scale)
        # "Hand back" goes above the table's own buttons, however many of them show.
        shown = [b.rect.top for b in table.buttons.values() if b.visible and b.rect.height]
        top = min([area.top, *shown]) - int(10 * scale) - h
        nothing = holds_nothing  # the table's frame: the jumper has nothing to play
        for seat, button in self.buttons.items():
            button.style = "plain"
            if self.jumper is not None:
                button.visible = idle and seat == self.jumper
                button.label = tr("table.btn.jump_done")
                button.rect = pygame.Rect(area.x, top, area.width, h)
                button.style = "gold" if nothing else "plain"  # the one thing left to do
            else:
                button.visible = idle and seat in places and bool(self.button_key)
                name = table.setup.shown_name(seat)
                button.label = tr(self.button_key, player=name) if self.button_key else ""
                button.rect = places.get(seat, button.rect)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose "jump in!" button is under `pos`, or None."""
        return next((seat for seat, button in self.buttons.items() if button.hit(pos)), None)

    def draw(self, surface: pygame.Surface, scale: float, t: float) -> None:
        for button in self.buttons.values():
            button.draw(surface, scale, t)
