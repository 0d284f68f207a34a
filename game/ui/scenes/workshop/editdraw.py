"""The editor's words around the page: the check's state, the sections' names with their
counts, the panel on the right about the field in hand, and an icon's words on rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.ui.art import theme
from game.ui.scenes.workshop.fields import shade_row
from game.ui.scenes.workshop.marks import problem_badge
from game.ui.scenes.workshop.page import WARNING, warning_words, wrapped
from game.ui.scenes.workshop.rows import Row
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, Choice, blit_text, panel
from game.ui.widgets.scrolllist import RowState
from game.ui.widgets.tooltip import draw_tooltip
from game.workshop import Section

if TYPE_CHECKING:
    from game.ui.scenes.workshop.editor import WorkshopEditScene

GOOD = (150, 220, 160)
BAD = (255, 168, 150)
FIX = (250, 214, 130)
# Rules families often play that these rules cannot say yet (the format has no place for
# them), told on the pages a parent would look for them: how the game goes, and the name and
# description, where one would write them down. Keep it to what the format really lacks.
CANNOT_SAY = ("deck_out", "several", "draw_until", "not_last")
CANNOT_SAY_ON = ("names", "play")


class StatusLine(Button):
    """Whether the draft is being checked, has problems, or is ready to play; with problems, a
    click (or F8) goes to the next one."""

    family = "widget"

    def __init__(self, editor: WorkshopEditScene) -> None:
        super().__init__("", editor.next_problem)
        self.editor = editor

    def words(self) -> tuple[str, tuple[int, int, int]]:
        workshop = self.editor.workshop
        count = len(workshop.problems())
        if not workshop.checked:
            return tr("workshop.screen.checking"), TEXT_DIM
        if count:
            return tr("workshop.screen.problems", count=count) + "  ›", BAD
        return tr("workshop.screen.playable"), GOOD

    def draw(self, surface: pygame.Surface) -> None:
        words, colour = self.words()
        size = max(10, int(self.rect.h * 0.6))
        drawn = blit_text(
            surface,
            words,
            size,
            self.rect.midleft,
            bold=True,
            colour=colour,
            anchor="midleft",
            width=self.rect.w,
        )
        if self.enabled and (self.hovered or self.focused):
            pygame.draw.line(surface, colour, drawn.bottomleft, drawn.bottomright, 2)


def draw_section(
    surface: pygame.Surface,
    rect: pygame.Rect,
    section: Section,
    row: RowState,
    *,
    scene: WorkshopEditScene,
) -> None:
    """A section's name in the column on the left, with its count of problems."""
    editor = scene
    px = editor.px
    shade_row(surface, rect, row, px(8))
    right = rect.right - px(10)
    count = section.problem_count() + len(editor.unplaced.get(section.id, []))
    if count:
        right = problem_badge(surface, count, px(14), (right, rect.centery)).x - px(6)
    blit_text(
        surface,
        section.label,
        px(17),
        (rect.x + px(12), rect.centery),
        bold=row.selected,
        anchor="midleft",
        width=right - rect.x - px(12),
    )


def draw_about(surface: pygame.Surface, editor: WorkshopEditScene) -> None:
    """What the field under the resting pointer (else the keyboard's) is for, what it means
    at this table, and what is wrong with it; the section's words when there is none."""
    px, rect = editor.px, editor.about
    panel(surface, rect, radius=px(12))
    inner = rect.inflate(-px(24), -px(24))
    row = editor.about_row()
    section = editor.current()
    field = row.field if row is not None else None
    parts: list[tuple[str, int, tuple[int, int, int], bool]] = []
    if field is None:
        parts = [
            (section.label, px(19), TEXT_LIGHT, True),
            (section.help, px(15), TEXT_DIM, False),
        ]
        if section.id in CANNOT_SAY_ON:
            parts += [(tr("workshop.cannot.title"), px(14), theme.GOLD, True)]
            parts += [
                ("• " + tr(f"workshop.cannot.{rule}"), px(15), TEXT_DIM, False)
                for rule in CANNOT_SAY
            ]
    else:
        parts = [(field.label, px(19), TEXT_LIGHT, True)]
        parts += [(field.help, px(15), TEXT_DIM, False)] if field.help else []
        detail = chosen_detail(row)
        if detail:  # what the effect (or the value) chosen in the row's control does
            parts += [(detail, px(15), TEXT_LIGHT, False)]
        if field.said:
            parts += [(tr("workshop.screen.at_this_table"), px(14), theme.GOLD, True)]
            parts += [(field.said, px(15), TEXT_LIGHT, False)]
        for problem in field.problems:
            parts += [("⚠ " + problem.message, px(15), BAD, False)]
            parts += [("→ " + problem.fix, px(15), FIX, False)] if problem.fix else []
        for warning in field.warnings:
            parts += [(warning_words(warning.message), px(15), WARNING, False)]
    y = inner.y
    for text, size, colour, bold in parts:
        for line in wrapped(text, size, inner.w, bold):
            if y + size > inner.bottom:
                return
            blit_text(surface, line, size, (inner.x, y), colour=colour, bold=bold)
            y += theme.font(size, bold).get_linesize()
        y += px(8)


def chosen_detail(row: Row | None) -> str:
    """The second line of the option a row's choice shows (an effect kind's "what it does"),
    from the field's options or its Add's."""
    if row is None or row.field is None or not isinstance(row.main, Choice):
        return ""
    field = row.field
    options = field.adds.options if row.key[1] == "add" and field.adds else field.options
    value = row.main.value
    return next((o.detail for o in options if o.value == value and o.detail), "")


def draw_tooltip_of(surface: pygame.Surface, editor: WorkshopEditScene) -> None:
    """An icon button's words, while the pointer rests on it."""
    if editor.pointer is None:
        return
    widget = editor.form.widget_at(editor.pointer)
    if widget is not None and widget.tooltip and widget.hovered:
        text = widget.tooltip() if callable(widget.tooltip) else widget.tooltip
        draw_tooltip(surface, text, widget.rect, size=editor.px(14))
