"""The preview's result drawn: first a few plain sentences of what changes (`summary`), then
the two rulesets side by side as small charts with their numbers.

Four panels in a grid: round length in turns and cards drawn per round (histograms, with the
median and 90th percentile of each ruleset beside its colour), how rounds end (blocked, not
ending, the first seat's wins against the fair share) and how often each special card is played
per round. The warnings of the preview (rounds that do not end, many blocked rounds) stand above
the panels, in full sentences with their share.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import text_of, tr
from game.sim.preview_figures import Figures, Histogram, PreviewResult, Spread
from game.ui.art import theme
from game.ui.scenes.workshop import charts, summary
from game.ui.scenes.workshop.charts import AGAINST, DRAFT, BarRow, Series
from game.ui.scenes.workshop.words import number, percent, said
from game.ui.widgets.drawing import TEXT_DIM, TEXT_LIGHT, blit_text, panel, shorten, wrap

WARN = (255, 196, 150)


@dataclass
class Sizes:
    """The text sizes and spacing of the report at the window's scale."""

    text: int
    small: int
    head: int
    gap: int


def sides(result: PreviewResult) -> list[tuple[Figures, tuple[int, int, int]]]:
    """The draft first in gold, then the ruleset it is compared with in blue."""
    out = [(result.ruleset, DRAFT)]
    if result.against is not None:
        out.append((result.against, AGAINST))
    return out


def warnings(result: PreviewResult) -> list[str]:
    """The preview's sentences, each after the name of the ruleset it is about."""
    lines = []
    for figures, _colour in sides(result):
        for warning in figures.warnings:
            lines.append(f"{text_of(figures.name)}: {said(warning)}")
    return lines


def texts(result: PreviewResult) -> list[str]:
    """Every text the report shows beside its charts (the tests read them)."""
    out = [legend_text(f) for f, _c in sides(result)] + summary.sentences(result)
    out += warnings(result)
    for figures, _c in sides(result):
        out += [spread_text(figures.turns, figures), spread_text(figures.drawn, figures)]
    for rows in (end_rows(result), special_rows(result)):
        out += [row.label for row in rows] + [t for row in rows for t in row.texts]
    return out


def legend_text(figures: Figures) -> str:
    return text_of(figures.name)


def spread_text(spread: Spread, figures: Figures | None = None) -> str:
    """The median and 90th percentile; and, when some rounds did not end, how few did (the
    chart is of those)."""
    if figures is not None and not figures.ended:
        return tr("preview.none_ended")
    words = tr("preview.spread", median=number(spread.median, 0), p90=number(spread.p90, 0))
    if figures is not None and figures.ended < figures.rounds:
        words += "\n" + tr("preview.ended_only", count=figures.ended)
    return words


def end_rows(result: PreviewResult) -> list[BarRow]:
    """Blocked, not ending, and the first seat's wins (with the fair share marked)."""
    figs = [f for f, _c in sides(result)]
    blocked = tuple(f.blocked_share for f in figs)
    capped = tuple(f.not_ending_share for f in figs)
    first = tuple(f.first_seat.share for f in figs)
    top = max(0.5, *(s for s in first if s is not None))
    return [
        BarRow(tr("preview.blocked_row"), blocked, tuple(percent(s) for s in blocked)),
        BarRow(tr("preview.capped_row"), capped, tuple(percent(s) for s in capped)),
        BarRow(
            tr("preview.first_seat_row"),
            first,
            tuple(percent(s) for s in first),
            top=top,
            mark=figs[0].first_seat.fair,
        ),
    ]


def special_rows(result: PreviewResult) -> list[BarRow]:
    """Each special rank of either ruleset, plays per round, the draft's ranks first."""
    figs = [f for f, _c in sides(result)]
    ranks: list[str] = []
    names: dict[str, str] = {}
    for figures in figs:
        for special in figures.specials:
            if special.rank not in names:
                ranks.append(special.rank)
                names[special.rank] = text_of(special.name)
    per: list[dict[str, float]] = [{s.rank: s.per_round for s in f.specials} for f in figs]
    top = max((v for table in per for v in table.values()), default=0.0)
    rows = []
    for rank in ranks:
        values = tuple(table.get(rank) for table in per)
        shown = tuple(number(v, 2) if v is not None else "–" for v in values)
        rows.append(BarRow(names[rank], values, shown, top=top or 1.0))
    return rows


def draw(surface: pygame.Surface, rect: pygame.Rect, result: PreviewResult, s: Sizes) -> None:
    """The whole report inside `rect`."""
    y = _legend(surface, rect, result, s)
    for line in summary.sentences(result):
        for part in wrap(line, theme.font(s.text), rect.w):
            blit_text(surface, part, s.text, (rect.x, y), colour=TEXT_LIGHT)
            y += theme.font(s.text).get_linesize()
    for line in warnings(result):
        for part in wrap(line, theme.font(s.text), rect.w):
            blit_text(surface, part, s.text, (rect.x, y), colour=WARN)
            y += theme.font(s.text).get_linesize()
    y += s.gap // 2
    grid = pygame.Rect(rect.x, y, rect.w, max(s.head * 4, rect.bottom - y))
    half_w, half_h = (grid.w - s.gap) // 2, (grid.h - s.gap) // 2
    cells = [
        pygame.Rect(
            grid.x + col * (half_w + s.gap), grid.y + row * (half_h + s.gap), half_w, half_h
        )
        for row in (0, 1)
        for col in (0, 1)
    ]
    figs = sides(result)
    histograms: list[tuple[str, Callable[[Figures], tuple[Histogram, Spread]]]] = [
        (tr("preview.turns"), lambda f: (f.turns_histogram, f.turns)),
        (tr("preview.drawn"), lambda f: (f.drawn_histogram, f.drawn)),
    ]
    for cell, (title, of) in zip(cells, histograms):
        shown = [(of(f)[0].counts, of(f)[1], f, c) for f, c in figs]
        _histogram_panel(surface, cell, title, shown, of(result.ruleset)[0].labels(), s)
    colours = [c for _f, c in figs]
    fair = tr("preview.fair", percent=percent(result.ruleset.first_seat.fair))
    _bars_panel(surface, cells[2], tr("preview.ends"), end_rows(result), colours, s, note=fair)
    specials = special_rows(result)
    _bars_panel(surface, cells[3], tr("preview.specials"), specials, colours, s)


def _legend(surface: pygame.Surface, rect: pygame.Rect, result: PreviewResult, s: Sizes) -> int:
    """The two rulesets' colours and names, and what was played; returns the line below."""
    x, y = rect.x, rect.y
    line = theme.font(s.head, True).get_linesize()
    room = rect.w // 2 - s.gap
    for k, (figures, colour) in enumerate(sides(result)):
        left = x + k * (rect.w // 2)
        right = charts.swatch(surface, (left, y + line // 2), colour, s.head * 2 // 3)
        word = tr("preview.yours") if k == 0 else tr("preview.against")
        name = shorten(f"{word}: {legend_text(figures)}", s.head, room - s.head, at_word=False)
        blit_text(surface, name, s.head, (right + s.gap // 2, y), bold=True, colour=TEXT_LIGHT)
    y += line
    info = tr(
        "preview.played",
        count=result.rounds,
        players=result.players,
        seconds=number(result.seconds),
    )
    blit_text(surface, info, s.small, (x, y), colour=TEXT_DIM, width=rect.w)
    return y + theme.font(s.small).get_linesize() + s.gap // 3


def _panel_head(surface: pygame.Surface, cell: pygame.Rect, title: str, s: Sizes) -> pygame.Rect:
    panel(surface, cell, radius=s.gap, shadow=0)
    inner = cell.inflate(-s.gap * 2, -s.gap)
    blit_text(surface, title, s.head, inner.topleft, bold=True, width=inner.w)
    top = inner.y + theme.font(s.head, True).get_linesize() + s.gap // 3
    return pygame.Rect(inner.x, top, inner.w, inner.bottom - top)


def _histogram_panel(
    surface: pygame.Surface,
    cell: pygame.Rect,
    title: str,
    shown: list[tuple[tuple[int, ...], Spread, Figures, tuple[int, int, int]]],
    labels: list[str],
    s: Sizes,
) -> None:
    """A histogram of both rulesets, each one's median and 90th percentile beside it."""
    body = _panel_head(surface, cell, title, s)
    line = theme.font(s.small).get_linesize()
    numbers_w = min(
        body.w * 2 // 5, max(_spread_w(sp, f, s) for _c, sp, f, _col in shown) + s.small
    )
    chart = pygame.Rect(body.x, body.y, body.w - numbers_w - s.gap, body.h)
    series = [Series(colour, charts.shares(counts)) for counts, _sp, _f, colour in shown]
    charts.histogram(surface, chart, series, labels, s.small, share_words=percent)
    x = chart.right + s.gap
    y = body.y
    for _counts, spread, figures, colour in shown:
        right = charts.swatch(surface, (x, y + line // 2), colour, s.small * 2 // 3)
        words = wrap(spread_text(spread, figures), theme.font(s.small), numbers_w - s.small)
        for part in words:
            blit_text(surface, part, s.small, (right + 4, y), colour=colour)
            y += line
        y += line // 3


def _spread_w(spread: Spread, figures: Figures, s: Sizes) -> int:
    words = spread_text(spread, figures)
    return max(theme.font(s.small).size(part)[0] for part in words.split("\n"))


def _bars_panel(
    surface: pygame.Surface,
    cell: pygame.Rect,
    title: str,
    rows: list[BarRow],
    colours: list[tuple[int, int, int]],
    s: Sizes,
    *,
    note: str = "",
) -> None:
    """Rows of bars under a title, as many as fit (then how many more), and a `note` below."""
    body = _panel_head(surface, cell, title, s)
    if note:
        line = theme.font(s.small).get_linesize()
        blit_text(
            surface, note, s.small, (body.x, body.bottom - line), colour=TEXT_DIM, width=body.w
        )
        body.h -= line + s.gap // 3
    if not rows:
        blit_text(surface, tr("preview.no_specials"), s.small, body.topleft, colour=TEXT_DIM)
        return
    room = body.h // charts.row_height(s.small, len(colours))
    if room >= len(rows):
        charts.bar_rows(surface, body, rows, colours, s.small)
        return
    # The rest would not fit: as many as fit with a line under them saying how many are left.
    shown = max(0, room - 1)
    charts.bar_rows(surface, body, rows[:shown], colours, s.small)
    more = tr("preview.more", count=len(rows) - shown)
    y = body.y + shown * charts.row_height(s.small, len(colours))
    blit_text(surface, more, s.small, (body.x, y), colour=TEXT_DIM, width=body.w)
