"""The coach's bubble over the table (the lessons come from `game.table.coach`).

One lesson at a time, near the place it happened, pointing there. While a person reads it the
table holds still (no card flies, no bot moves) for at most the lesson's reading time; then it
plays on and the bubble stays a little longer. A click or a key closes it at once; a click on
the bubble or during the reading time is spent on closing it, any other click goes on to the
table.
"""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.ruleset.facts import facts_of
from game.table import prefs, rulecache
from game.table.coach import Coach, CoachMemory, Lesson, load_memory, save_memory, wanted
from game.table.session import TableSession
from game.table.setup import GameSetup
from game.ui.table.notebody import EDGE, NoteBody, draw_pointer
from game.ui.table.notespot import place_bubble, still_free
from game.ui.table.view import TableView

LINGER = 4.0  # seconds the bubble stays after its reading time, the table playing on


def coach_bubble(session: TableSession, setup: GameSetup, *, on: bool | None = None) -> CoachBubble:
    """The table's coach: asked for (`on`), else as the Coach setting wants it for this
    ruleset and table; fed every event the table shows."""
    memory = load_memory()
    if on is None:
        on = wanted(prefs.current().coach, setup.ruleset, passing=session.passing, memory=memory)
    if not on or setup.kid_mode:  # a child reads pictures, glow and sound, not paragraphs
        return CoachBubble(None, memory)
    # The rules are the session's (a saved game's own); the book's words beside a house rule
    # only while the ruleset's file still makes exactly these rules.
    book = rulecache.book(setup.ruleset, setup.overrides, session.rules)
    coach = Coach(
        session.rules,
        session.names,
        session.viewer,
        book=book if book is not None else facts_of(session.rules).book,
        overrides=setup.overrides if book is not None else {},
        seen=memory.of(setup.ruleset),
        you=not session.passing,
    )
    session.showing.watchers.append(coach.shown)
    return CoachBubble(coach, memory)


class CoachBubble:
    def __init__(self, coach: Coach | None, memory: CoachMemory) -> None:
        self.coach = coach
        self.memory = memory
        self.lesson: Lesson | None = None
        self.t = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pointed = pygame.Rect(0, 0, 0, 0)  # the button the lesson points at, if it does
        # Where the bubble went for its lesson and anchor: it stays there while that place is
        # still free (a toast that fades under it must not make it jump while it is read).
        self.placed: tuple[str, pygame.Rect, pygame.Rect, str] | None = None
        self.shown: list[str] = []  # the keys of the lessons shown at this table, in order

    @property
    def holding(self) -> bool:
        """The table waits for the person to read."""
        return self.lesson is not None and self.t < self.lesson.reading_time()

    def update(self, dt: float) -> None:
        if self.lesson is not None:
            self.t += dt
            if self.t >= self.lesson.reading_time() + LINGER:
                self.dismiss()
        if self.lesson is None and self.coach is not None:
            self.lesson = self.coach.next()
            if self.lesson is not None:
                self.t = 0.0
                self.shown.append(self.lesson.key)
                save_memory(self.memory)  # taught once: a lesson said is not said again

    def dismiss(self) -> None:
        self.lesson = None
        self.placed = None
        self.pointed = pygame.Rect(0, 0, 0, 0)

    def catch_chance(self, seat: int, call_id: str) -> None:
        """The person may catch `seat`'s missed call: the coach says so the first time."""
        if self.coach is not None:
            self.coach.catch_chance(seat, call_id)

    def refused(self, reason: str) -> None:
        """A card went back to the hand (`reason`, in words): a lesson the first time."""
        if self.coach is not None:
            self.coach.refused(reason)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Close the bubble on a click or key; True when the input was spent on that."""
        if self.lesson is None:
            return False
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            spent = self.holding
            self.dismiss()
            return spent
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            on_bubble = self.rect.collidepoint(event.pos)
            if self.pointed.collidepoint(event.pos) and not on_bubble:
                if event.type == pygame.MOUSEBUTTONUP:
                    self.dismiss()
                return False  # the press goes on to the button the lesson speaks of
            spent = self.holding or on_bubble
            if event.type == pygame.MOUSEBUTTONUP and spent:
                self.dismiss()
            return spent
        return False

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        lay = view.layout
        if self.lesson is None:
            return
        s = lay.scale
        width = int(min(420 * s, surface.get_width() * 0.42))
        body = NoteBody.make(tr("coach.title"), self.lesson.text, tr("coach.dismiss"), width, s)
        anchor, sides = self._anchor(view)
        size = (width, body.height)
        kept = self.placed
        if (
            kept is not None
            and kept[0] == self.lesson.key
            and kept[1] == anchor
            and kept[2].size == size
            and still_free(view, kept[2])
        ):
            rect, side = kept[2], kept[3]
        else:
            rect, side = place_bubble(view, size, anchor, sides, gap=int(12 * s))
            self.placed = (self.lesson.key, pygame.Rect(anchor), rect, side)
        self.rect = rect
        draw_pointer(surface, rect, anchor, side, s)
        body.blit(surface, rect)
        self._timer(surface, rect, s)

    def _anchor(self, view: TableView) -> tuple[pygame.Rect, tuple[str, ...]]:
        """What the bubble speaks of, and the sides of it to try: a button it names, an
        opponent's plate (beside it, not over it), the hand, or the middle of the table."""
        assert self.lesson is not None
        lay = view.layout
        button = view.buttons.get(self.lesson.place)
        if button is not None and button.visible:
            self.pointed = pygame.Rect(button.rect)
            return button.rect, ("left", "above")
        self.pointed = pygame.Rect(0, 0, 0, 0)
        seat = self.lesson.seat
        if seat == view.viewer:
            return lay.hand, ("above", "left", "right")
        if seat in lay.seats:
            spot = lay.seats[seat]
            inward = {"left": "right", "right": "left"}.get(spot.side, "below")
            return spot.box, (inward, "below", "above", "left", "right")
        return lay.colour_badge, ("above", "below", "left", "right")

    def _timer(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """A thin bar along the bottom: how long the table still waits for the reader."""
        assert self.lesson is not None
        left = max(0.0, 1.0 - self.t / self.lesson.reading_time())
        if left <= 0:
            return
        bar = pygame.Rect(rect.left + int(12 * s), rect.bottom - int(5 * s), 0, max(2, int(3 * s)))
        bar.width = int((rect.width - int(24 * s)) * left)
        pygame.draw.rect(surface, EDGE[:3], bar, border_radius=2)
