"""The paper note the table's teaching bubbles share: a bold title, wrapped words, a small
footer, on a warm panel, and the wedge pointing from it at what it speaks of. The coach's
bubble and the guide's each place theirs (game.ui.table.notespot); what goes inside, and how
it looks, is said once here."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.art import theme
from game.ui.widgets.drawing import text_surface, wrap

PAPER = (255, 250, 226, 255)  # opaque: no log line or card shows through the words
EDGE = (214, 168, 52, 255)
INK = (40, 36, 28)
HINT = (120, 104, 70)


@dataclass
class NoteBody:
    title: pygame.Surface
    lines: list[str]
    footer: pygame.Surface | None
    size: int  # the words' text size
    pad: int
    gap: int  # between the title, the words and the footer
    line_h: int
    scale: float

    @classmethod
    def make(cls, title: str, text: str, footer: str, width: int, scale: float) -> NoteBody:
        """The note's contents wrapped to `width` pixels at the table's `scale`."""
        size = max(11, int(15 * scale))
        pad = int(12 * scale)
        small = max(9, int(11 * scale))
        return cls(
            title=text_surface(title, size, True, INK),
            lines=wrap(text, theme.font(size), width - 2 * pad),
            footer=text_surface(footer, small, False, HINT) if footer else None,
            size=size,
            pad=pad,
            gap=int(4 * scale),
            line_h=theme.font(size).get_linesize(),
            scale=scale,
        )

    @property
    def height(self) -> int:
        height = 2 * self.pad + self.title.get_height() + self.gap + self.line_h * len(self.lines)
        if self.footer is not None:
            height += self.footer.get_height() + self.gap
        return height

    def blit(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel and its words into `rect` (as wide as made, `height` tall)."""
        surface.blit(_panel(rect.size, int(12 * self.scale)), rect)
        x, y = rect.left + self.pad, rect.top + self.pad
        surface.blit(self.title, (x, y))
        y += self.title.get_height() + self.gap
        for line in self.lines:
            surface.blit(text_surface(line, self.size, False, INK), (x, y))
            y += self.line_h
        if self.footer is not None:
            surface.blit(
                self.footer, (rect.right - self.pad - self.footer.get_width(), y + self.gap)
            )


def _panel(size: tuple[int, int], radius: int) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, PAPER, panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, EDGE, panel.get_rect(), 2, border_radius=radius)
    return panel


def draw_pointer(
    surface: pygame.Surface, rect: pygame.Rect, anchor: pygame.Rect, side: str, s: float
) -> None:
    """A small wedge from the note's edge facing `anchor` (the note sits on `side` of it)
    towards the anchor's nearest edge."""
    half = 10 * s
    points: list[tuple[float, float]]
    if side in ("above", "below"):
        x = min(max(anchor.centerx, rect.left + 2 * half), rect.right - 2 * half)
        edge = rect.bottom - 2 if side == "above" else rect.top + 2
        tip_y = anchor.top - 2 * s if side == "above" else anchor.bottom + 2 * s
        points = [(x - half, edge), (x + half, edge), (anchor.centerx, tip_y)]
    else:
        y = min(max(anchor.centery, rect.top + 2 * half), rect.bottom - 2 * half)
        edge = rect.right - 2 if side == "left" else rect.left + 2
        tip_x = anchor.left - 2 * s if side == "left" else anchor.right + 2 * s
        points = [(edge, y - half), (edge, y + half), (tip_x, anchor.centery)]
    if max(abs(points[2][0] - points[0][0]), abs(points[2][1] - points[0][1])) > 60 * s:
        return  # the note had to go farther off: no wedge stretched across the table
    pygame.draw.polygon(surface, EDGE[:3], points)
