"""Whether New game's house rules read whole in their rows: each value in its control (on one
line, or two where the control is tall enough, as the control draws it) and each label in at
most two lines. The layout asks before it puts the house rules in pages: only rows that would
cut a word, or grow thinner than `MIN_ROW`, make it page."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.art import theme
from game.ui.widgets.controls import Choice, Toggle, Widget, fit_size, uniform_size
from game.ui.widgets.drawing import fitted_lines, wrap

#: The thinnest comfortable row, in the window's own pixels (whatever its size): its control
#: is then 28 px tall (`CONTROL_SHARE`), a comfortable target for a mouse or a finger tip and
#: the height of a compact desktop control, and its value's text 11 px (`Widget.text_size`),
#: no smaller than the labels' own smallest at 1024x600 (13 design px there). Thinner rows
#: would still fit a value's one line but crowd the column; a window that cannot give every
#: house rule this much pages them instead.
MIN_ROW = 35
CONTROL_SHARE = 0.8  # a control's height in its row; the rest is the gap between rows
LABEL_SIZE, LABEL_SMALLEST = 15, 13  # the labels' text size, in design pixels
MEASURED = 4  # the longest texts of a control measured (a number control has thousands)


def label_size(
    texts: Sequence[str], widths: Sequence[int], height: int, px: int, smallest: int
) -> int:
    """One text size for the house rules' labels: the largest up to `px` at which each fits
    its width on one line and two lines fit a row's `height`, but not below `smallest`
    (longer labels take two lines)."""
    size = min([px] + [fit_size(t, w, px) for t, w in zip(texts, widths, strict=True)])
    while size > smallest and 2 * theme.font(size).get_linesize() > height:
        size -= 1
    return max(size, smallest)


def label_cut(text: str, width: int, size: int) -> bool:
    """Whether a label loses words in its place: `blit_lines` draws two lines at most."""
    font = theme.font(size)
    return font.size(text)[0] > width and len(wrap(text, font, width)) > 2


def values_cut(widgets: Sequence[Widget]) -> bool:
    """Whether any value of these controls (placed, one column) would be cut with "…" at the
    text size the column agrees on (`uniform_size`, as the form draws them)."""
    uniform_size(widgets)
    for widget in widgets:
        size, room = widget.label_size(), widget.text_room()
        for text in sorted(widget.texts(), key=len, reverse=True)[:MEASURED]:
            if isinstance(widget, Choice):
                lines, _size = fitted_lines(text, size, room, widget.rect.h - 2)
                if lines == [text] or len(lines) > 1:
                    continue
                return True
            if isinstance(widget, Toggle) and theme.font(size).size(text)[0] > room:
                return True
    return False
