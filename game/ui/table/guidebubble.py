"""The guide's bubble at a guided table (`game.guide`): what the person is asked to do now,
pointing at the card to put down, the call button to press first, or the draw pile.

It is drawn like the coach's bubble (the same paper, edge and ink) and, unlike it, never
holds the table: the table waits for the person's move anyway. Before the first move an
opening bubble says what the round is (and which steps the ruleset's cards leave out); the
table waits until it is closed with a click or a key.
"""

from __future__ import annotations

import pygame

from game.engine import actions as A
from game.guide.session import Ask, GuidedSession
from game.guide.words import missing_words
from game.i18n import tr
from game.ruleset.facts import facts_of
from game.table import choices
from game.ui.table.layout import CARD_RATIO
from game.ui.table.notebody import EDGE, NoteBody, draw_pointer
from game.ui.table.notespot import place_bubble
from game.ui.table.view import TableView


class GuideBubble:
    def __init__(self, session: GuidedSession) -> None:
        self.session = session
        self.opening = True  # the opening bubble, until closed
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.target = pygame.Rect(0, 0, 0, 0)  # what the bubble points at, ringed
        self.t = 0.0

    def opening_text(self) -> str:
        rules = self.session.rules
        text = tr("guide.start", ruleset=facts_of(rules).name)
        missing = self.session.course.missing
        return text + (" " + missing_words(rules, missing) if missing else "")

    def ask(self, view: TableView) -> Ask | None:
        """The move asked for now, once the table is at rest (nothing flies, nothing chosen)."""
        if self.opening or view.anim.busy or view.choosing or view.loading:
            return None
        return self.session.ask()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The opening bubble closes on a click or a key (spent on that)."""
        if not self.opening:
            return False
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            self.opening = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.opening = False
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1

    def update(self, dt: float) -> None:
        self.t += dt

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView) -> None:
        lay = view.layout
        if self.opening:
            title = tr("title.learn")
            text = self.opening_text()
            dismiss = tr("coach.dismiss")
            self._bubble(surface, view, title, text, lay.centre, None, ("above",), dismiss)
            return
        ask = self.ask(view)
        if ask is None:
            return
        title = tr("guide.title", step=ask.step, steps=self.session.step_count())
        armed = view.call_armed
        text = self.session.ask_words(ask, armed=armed)
        anchor, sides = self._anchor(view, ask, armed)
        self._bubble(surface, view, title, text, anchor, anchor, sides)

    def _anchor(
        self, view: TableView, ask: Ask, armed: bool
    ) -> tuple[pygame.Rect, tuple[str, ...]]:
        """What the bubble points at (and rings), and the sides of it to try: the call button
        (pressed first), a forced move's button, End play, the challenge's button, the card in
        the hand, or the draw pile."""
        lay, buttons, hand = view.layout, view.buttons, view.hand
        if ask.call_first and not armed:
            return buttons["call"].rect, ("left", "above")
        if ask.action in choices.FORCED:  # "Take 2", "Show your hand": the pile's button
            return buttons["action"].rect, ("left", "above")
        if A.kind_of(ask.action) == A.END:  # the end of a play of several cards
            return buttons["group"].rect, ("left", "above")
        if A.kind_of(ask.action) == A.CHALLENGE:  # the Caught! button, the challenge's now
            return buttons["caught"].rect, ("left", "above")
        if ask.card >= 0 and ask.card in hand.cards:
            (x, y), _angle, w = hand.card_place(ask.card)
            h = w * CARD_RATIO
            rect = pygame.Rect(0, 0, int(w), int(h))
            rect.center = (int(x), int(y))
            return rect, ("above", "left", "right")
        return lay.draw_pile, ("left", "above", "below")

    def _bubble(
        self,
        surface: pygame.Surface,
        view: TableView,
        title_text: str,
        text: str,
        anchor: pygame.Rect,
        ring: pygame.Rect | None,
        sides: tuple[str, ...],
        footer: str = "",
    ) -> None:
        """The note beside `anchor`, over nothing the table keeps in sight (the piles, the
        banner, the colour, a glowing button: game.ui.table.notespot), `ring` ringed."""
        s = view.layout.scale
        width = int(min(460 * s, surface.get_width() * 0.46))
        body = NoteBody.make(title_text, text, footer, width, s)
        size = (width, body.height)
        rect, side = place_bubble(view, size, anchor, sides, gap=int(14 * s), ring=ring)
        self.rect = rect
        if ring is not None:
            self.target = ring
            glow = 2 + int(2 * (1 + pygame.math.Vector2(1, 0).rotate(self.t * 240).x))
            pygame.draw.rect(surface, EDGE[:3], ring.inflate(8 * s, 8 * s), glow, int(10 * s))
            draw_pointer(surface, rect, ring, side, s)
        body.blit(surface, rect)
