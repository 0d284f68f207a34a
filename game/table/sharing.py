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

from game.i18n import tr
from game.table.frame import JumpFace, out_of_turn_key
from game.table.requests import HandOver, Request
from game.table.session import TableSession


class Sharing:
    def __init__(self, c: TableSession) -> None:
        self.humans = list(c.humans)
        self.active = len(self.humans) > 1
        self.jumper: int | None = None  # who has the screen out of turn
        self.jump_from = -1  # the decision count when the jump began (any action ends it)
        self.home = c.viewer  # whose view to return to after a jump during a bot's turn
        self.covered = False  # a hand-over screen is up
        self.asked: tuple[int, int] | None = None  # (round id, seat) the cover asks to tap
        self.shown: tuple[int, int] | None = None  # (the session's round id, the seat) tapped in
        # What anyone may ever do out of turn under these rules: the buttons show (for all,
        # whatever they hold) only where something can be done, and say what it is.
        self.button_key = out_of_turn_key(c.rules)

    def paused(self, c: TableSession) -> bool:
        """The clock stands still while the screen is handed over, someone looks to jump in,
        or nobody has tapped in yet this round (no bot moves between the deal and the first
        hand-over). Once the jumper has asked, it runs: the race's window must close."""
        looking = self.jumper is not None and not self.waiting(c)
        return self.active and (self.covered or looking or self.sees(c) < 0)

    def sees(self, c: TableSession) -> int:
        """The seat whose hidden cards the screen may show: the viewer once they have tapped
        in for this round, else nobody (-1), as during the deal (the session's presented
        state is shown so: hidden from a new deal until the view moves after the tap)."""
        return c.presented.seeing if self.active else c.viewer

    def waiting(self, c: TableSession) -> bool:
        """The jumper has asked to jump in and the race's window is still open."""
        return self.jumper is not None and c.waiting(self.jumper)

    def wanted(self, c: TableSession) -> int:
        """The seat the table should be shown from now."""
        if self.jumper is not None:
            return self.jumper
        turn = c.presented.turn
        if turn in self.humans and c.decides(turn):
            self.home = turn
            return turn
        return self.home if self.home in self.humans else c.viewer

    def check(self, c: TableSession) -> list[Request]:
        """At rest, the table on top: end a finished jump, and hand the screen over when
        another person is due."""
        if not self.active or self.covered or c.state is None or c.round_over:
            return []
        if self.jumper is not None and c.decisions != self.jump_from:
            self.jumper = None  # the card was played (or someone acted): the jump is over
        seat = self.wanted(c)
        if seat != c.viewer or self.shown != (c.round_id, seat):
            return self.hand_over(c, seat, jump=False)
        return []

    def guard(self, c: TableSession) -> None:
        """A round just dealt: a jump of the last round is over. The deal flies face down
        (`sees` is nobody until a tap) and `check` hands over once it has landed."""
        if not self.active or c.state is None:
            return
        if self.shown is None or self.shown[0] != c.round_id:
            self.jumper = None

    def press(self, c: TableSession, seat: int) -> list[Request]:
        """A "Jump in" button: the screen goes to `seat`; pressed by the jumper: hand it back."""
        if c.state is None or c.round_over or self.covered:
            return []
        if self.jumper is not None:
            if not self.waiting(c):
                self.jumper = None
            return []  # `check` hands the screen back at the next rest
        self.jumper, self.jump_from = seat, c.decisions
        if c.presented.turn not in self.humans:
            self.home = c.viewer
        return self.hand_over(c, seat, jump=True)

    def hand_over(self, c: TableSession, seat: int, *, jump: bool) -> list[Request]:
        self.covered = True
        self.asked = (c.round_id, seat)
        return [HandOver(seat, jump)]

    def tapped(self) -> int | None:
        """The cover was tapped: the seat of the person who has the screen now (None: no
        cover asked for anyone)."""
        if self.asked is None:
            return None
        self.covered = False
        self.shown, self.asked = self.asked, None
        return self.shown[1]

    def faces(
        self, c: TableSession, viewer: int, *, idle: bool, holds_nothing: bool
    ) -> tuple[JumpFace, ...]:
        """The out-of-turn buttons: none during the deal (nobody holds the screen yet, and a
        jump would cut the deal short), nor where nothing may be done out of turn."""
        idle = idle and self.active and not c.round_over and self.sees(c) >= 0
        faces = []
        for seat in self.humans:
            if self.jumper is not None:
                shows = idle and seat == self.jumper
                style = "gold" if holds_nothing else "plain"  # the one thing left to do
                label = tr("table.btn.jump_done")
                faces.append(JumpFace(seat, shows, label, hand_back=True, style=style))
            else:
                shows = idle and seat != viewer and bool(self.button_key)
                name = c.setup.shown_name(seat)
                label = tr(self.button_key, player=name) if self.button_key else ""
                faces.append(JumpFace(seat, shows, label))
        return tuple(faces)
