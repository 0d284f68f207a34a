"""Small charts for the preview, drawn with pygame: histograms and rows of bars, each
comparing two rulesets in their two colours, with the numbers beside the bars.

Every chart draws shares, not counts (the share of rounds in a bin, the share of rounds
blocked), so two rulesets compare bar for bar even when one of them stopped early and has
fewer rounds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.art import theme
from game.ui.widgets.drawing import TEXT_DIM, TEXT_LIGHT, blit_text, shorten

Colour = tuple[int, int, int]
DRAFT = theme.GOLD  # the rules being made
AGAINST = (128, 196, 236)  # the rules they are compared with
GRID = (255, 255, 255, 40)
TRACK = (0, 0, 0, 70)


@dataclass(frozen=True)
class Series:
    """One ruleset's bars in a chart: its colour and a value per bar (None: no value)."""

    colour: Colour
    values: tuple[float | None, ...]


@dataclass(frozen=True)
class BarRow:
    """A row of a bar chart: its label, one bar per ruleset (a share of `top`), the number
    written beside each bar, and a mark across the row (the fair share of a seat) or None."""

    label: str
    values: tuple[float | None, ...]
    texts: tuple[str, ...]
    top: float = 1.0
    mark: float | None = None


def shares(counts: Sequence[int]) -> tuple[float, ...]:
    total = sum(counts)
    return tuple(c / total if total else 0.0 for c in counts)


def histogram(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    labels: Sequence[str],
    text_size: int,
    share_words: Callable[[float], str] = lambda share: f"{round(100 * share)}%",
) -> None:
    """Bars per bin, the rulesets' bars side by side within each bin, on a common scale; the
    first, middle and last bins' labels under the axis, and an axis up the left side from none
    to the tallest bar's share of the rounds (`share_words`, in the reader's writing)."""
    label_h = theme.font(text_size).get_linesize()
    top = max((v for s in series for v in s.values if v is not None), default=0.0)
    axis_w = max(theme.font(text_size).size(share_words(v))[0] for v in (0.0, top)) + 4
    plot = pygame.Rect(rect.x + axis_w, rect.y, rect.w - axis_w, max(4, rect.h - label_h - 2))
    _grid(surface, plot)
    pygame.draw.line(surface, TEXT_DIM, plot.topleft, plot.bottomleft)
    for share, y, anchor in ((top, plot.y, "topright"), (0.0, plot.bottom, "bottomright")):
        words = share_words(share)
        blit_text(surface, words, text_size, (plot.x - 3, y), colour=TEXT_DIM, anchor=anchor)
    bins = max((len(s.values) for s in series), default=0)
    if bins and top > 0:
        step = plot.w / bins
        width = max(1.0, (step - 2) / max(1, len(series)))
        for k, one in enumerate(series):
            for b, value in enumerate(one.values):
                if not value:
                    continue
                h = max(1, round(plot.h * value / top))
                x = plot.x + b * step + 1 + k * width
                bar = pygame.Rect(round(x), plot.bottom - h, max(1, round(width)), h)
                pygame.draw.rect(surface, one.colour, bar)
    pygame.draw.line(surface, TEXT_DIM, plot.bottomleft, plot.bottomright)
    if bins and labels:
        step = plot.w / bins
        for b, anchor in ((0, "topleft"), (bins // 2, "midtop"), (bins - 1, "topright")):
            x = plot.x + round(step * (b + (0.5 if anchor == "midtop" else 0)))
            if anchor == "topright":
                x = plot.right
            blit_text(
                surface, labels[b], text_size, (x, plot.bottom + 2), colour=TEXT_DIM, anchor=anchor
            )


def bar_rows(
    surface: pygame.Surface,
    rect: pygame.Rect,
    rows: Sequence[BarRow],
    colours: Sequence[Colour],
    text_size: int,
) -> int:
    """Rows of bars under each other: the label on the left, each ruleset's bar with its number
    at its end. Returns how many rows fitted in `rect`."""
    if not rows:
        return 0
    bar_h = _bar_height(text_size)
    row_h = row_height(text_size, len(colours))
    row_h = max(row_h, min(row_h * 3 // 2, rect.h // len(rows)))  # a few rows: more air
    fitted = max(0, min(len(rows), rect.h // row_h))
    label_w = min(rect.w // 3, max(theme.font(text_size).size(r.label)[0] for r in rows) + 8)
    number_w = max(theme.font(text_size).size(t)[0] for r in rows for t in r.texts) + 6
    track_w = max(10, rect.w - label_w - number_w)
    for i, row in enumerate(rows[:fitted]):
        y = rect.y + i * row_h
        label = shorten(row.label, text_size, label_w - 8)
        middle = y + (row_h - max(2, text_size // 3)) // 2
        blit_text(surface, label, text_size, (rect.x, middle), colour=TEXT_LIGHT, anchor="midleft")
        x = rect.x + label_w
        block = len(colours) * (bar_h + 2)
        top_y = middle - block // 2
        for k, (value, text) in enumerate(zip(row.values, row.texts, strict=True)):
            bar_y = top_y + k * (bar_h + 2)
            track = pygame.Rect(x, bar_y, track_w, bar_h)
            _fill(surface, track, TRACK)
            if value is not None and row.top > 0:
                w = round(track_w * min(1.0, max(0.0, value / row.top)))
                if w:
                    pygame.draw.rect(surface, colours[k], (x, bar_y, w, bar_h))
            number_pos = (track.right + 6, bar_y + bar_h // 2)
            blit_text(surface, text, text_size, number_pos, colour=colours[k], anchor="midleft")
        if row.mark is not None and row.top > 0:
            mx = x + round(track_w * min(1.0, row.mark / row.top))
            pygame.draw.line(surface, TEXT_LIGHT, (mx, top_y - 2), (mx, top_y + block))
    return fitted


def _bar_height(text_size: int) -> int:
    return max(3, text_size * 2 // 3)


def row_height(text_size: int, bars: int) -> int:
    """The height of one row of `bar_rows` with `bars` bars."""
    line = theme.font(text_size).get_linesize()
    return max(line, bars * (_bar_height(text_size) + 2)) + max(2, text_size // 3)


def swatch(surface: pygame.Surface, pos: tuple[int, int], colour: Colour, size: int) -> int:
    """A small square of a ruleset's colour at `pos` (its middle left); returns its right."""
    box = pygame.Rect(pos[0], pos[1] - size // 2, size, size)
    pygame.draw.rect(surface, colour, box, border_radius=max(1, size // 5))
    return box.right


def _grid(surface: pygame.Surface, plot: pygame.Rect) -> None:
    layer = pygame.Surface(plot.size, pygame.SRCALPHA)
    for k in (1, 2, 3):
        y = plot.h * k // 4
        pygame.draw.line(layer, GRID, (0, y), (plot.w, y))
    surface.blit(layer, plot)


def _fill(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int]) -> None:
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    layer.fill(colour)
    surface.blit(layer, rect)
