"""Drawing a replayed round: every seat's hand open in a row, the pile and the colour in force,
and the log beside it with the lines of the current move in front.

Draws from the engine state of the step shown (a replay shows what the table held, nobody's
view of it) and from lines already in words; decides nothing.
"""

from __future__ import annotations

import pygame

from game.engine.state import State
from game.i18n import LANGUAGES, catalogue, tr
from game.table.replaying import Replay
from game.table.roundfiles import RoundSummary
from game.ui.art import theme
from game.ui.art.look import BACK, CardImages, swatch
from game.ui.table.hud import panel_surface, text
from game.ui.table.layout import CARD_RATIO
from game.words import colour_name

DIM = (170, 204, 184)
ACTED = (255, 214, 96)


def reader(kept: Replay | RoundSummary) -> int:
    """The seat a kept round speaks to as "you" (-1: nobody): the one person at its table,
    kept under the untouched word for "you" of whichever language it was played in."""
    if len(kept.people) != 1:
        return -1
    seat = kept.people[0]
    words = {catalogue(code).get("newgame.you") for code in LANGUAGES}
    return seat if kept.names[seat] in words else -1


def shown_names(kept: Replay | RoundSummary) -> tuple[str, ...]:
    """The seats' names as shown now: the reader's is "you" in today's language."""
    you = reader(kept)
    return tuple(tr("newgame.you") if k == you else n for k, n in enumerate(kept.names))


def when_text(kept: Replay | RoundSummary) -> str:
    """When the round ended, as the list and the replay's title say it."""
    return kept.ended.strftime("%Y-%m-%d %H:%M") if kept.ended else "—"


def draw_hands(
    surface: pygame.Surface,
    area: pygame.Rect,
    replay: Replay,
    state: State,
    images: CardImages,
    *,
    acted: int,
    scale: float,
) -> None:
    """One row per seat: a plate with the name and card count, then the hand face up."""
    n = state.n
    pitch = area.height // n
    card_h = min(int(pitch * 0.86), int(110 * scale))
    card_w = int(card_h / CARD_RATIO)
    plate_w = int(170 * scale)
    for seat in range(n):
        row = pygame.Rect(area.x, area.y + seat * pitch, area.width, pitch)
        _plate(surface, row, plate_w, replay, state, seat, acted=acted, scale=scale)
        cards = [t for t in range(state.rules.n_types) for _ in range(state.hands[seat][t])]
        room = row.width - plate_w - int(16 * scale) - card_w
        step = min(card_w * 0.62, room / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        x = row.x + plate_w + int(12 * scale) + card_w / 2
        for k, card in enumerate(cards):
            images.blit(surface, card, card_w, (x + k * step, row.centery), 0.0)


def _plate(
    surface: pygame.Surface,
    row: pygame.Rect,
    width: int,
    replay: Replay,
    state: State,
    seat: int,
    *,
    acted: int,
    scale: float,
) -> None:
    from game.i18n import tr

    rect = pygame.Rect(row.x, row.y + int(4 * scale), width, row.height - int(8 * scale))
    to_move = not state.over and state.turn == seat
    fill = (70, 58, 16, 220) if to_move else (6, 40, 26, 190)
    edge = (*ACTED, 255) if seat == acted else (255, 255, 255, 40)
    surface.blit(panel_surface(rect.size, int(10 * scale), fill, edge), rect)
    if seat == acted:
        pygame.draw.rect(
            surface, ACTED, rect, max(2, int(2 * scale)), border_radius=int(10 * scale)
        )
    pad = int(10 * scale)
    size = max(11, min(int(17 * scale), rect.height // 3))
    text(
        surface,
        shown_names(replay)[seat],
        size,
        (rect.x + pad, rect.y + pad // 2),
        bold=True,
        width=rect.width - 2 * pad,
    )
    if state.over and state.result is not None:
        below = tr("replay.points", points=state.result.scores[seat])
    else:
        below = tr("replay.to_move") if to_move else ""
    count = str(state.sizes[seat])
    text(
        surface,
        below,
        max(10, size - 3),
        (rect.x + pad, rect.bottom - pad // 2),
        anchor="bottomleft",
        colour=DIM,
        width=rect.width - 3 * pad,
    )
    text(
        surface,
        count,
        size,
        (rect.right - pad, rect.centery),
        bold=True,
        anchor="midright",
        colour=theme.WHITE,
    )


def draw_centre(
    surface: pygame.Surface, area: pygame.Rect, state: State, images: CardImages, scale: float
) -> None:
    """The draw pile with its count, the top card, the colour in force and the direction."""
    rules = state.rules
    card_w = min(int(area.width * 0.3), int(96 * scale))
    y = area.y + int(card_w * CARD_RATIO / 2) + int(8 * scale)
    draw_x, top_x = (
        area.x + card_w // 2 + int(6 * scale),
        area.x + card_w * 3 // 2 + int(24 * scale),
    )
    images.blit(surface, BACK, card_w, (draw_x, y), 0.0)
    text(
        surface,
        str(len(state.draw)),
        int(14 * scale),
        (draw_x, y + int(card_w * CARD_RATIO / 2) + int(4 * scale)),
        anchor="midtop",
        colour=DIM,
        bold=True,
    )
    images.blit(surface, state.top, card_w, (top_x, y), 0.0)
    below = y + int(card_w * CARD_RATIO / 2) + int(30 * scale)
    if state.colour >= 0:
        size = int(30 * scale)
        surface.blit(swatch(rules, state.colour, size), (area.x + int(6 * scale), below))
        text(
            surface,
            colour_name(rules, state.colour),
            int(15 * scale),
            (area.x + size + int(14 * scale), below + size // 2),
            anchor="midleft",
        )
    arrow = "↻" if state.direction > 0 else "↺"
    text(
        surface,
        arrow,
        int(30 * scale),
        (top_x + card_w // 2, below + int(15 * scale)),
        anchor="midright",
        bold=True,
        colour=DIM,
    )


def draw_log(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    earlier: list[str],
    current: list[str],
) -> None:
    """The log up to the move shown: its own lines bright at the bottom, earlier ones dim above."""
    surface.blit(panel_surface(rect.size, int(12 * scale)), rect)
    pad = int(12 * scale)
    size = int(15 * scale)
    line_h = int(size * 1.4)
    room = max(1, (rect.height - 2 * pad) // line_h)
    lines = [(line, False) for line in earlier] + [(line, True) for line in current]
    shown = lines[-room:]
    y = rect.y + pad
    for line, now in shown:
        text(
            surface,
            line,
            size,
            (rect.x + pad, y),
            bold=now,
            colour=theme.WHITE if now else DIM,
            width=rect.width - 2 * pad,
        )
        y += line_h
