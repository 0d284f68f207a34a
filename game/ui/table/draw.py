"""Drawing the table, back to front: felt, piles and indicators, the seats, the hand, the cards in
flight, pop-up words, the log and the buttons. Reads the table's view of the moment only (the
presented state less the cards in the air, the frame), and the words `game.table.texts` makes
of it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.engine import events as EV
from game.engine.events import Event
from game.engine.rules import Rules
from game.i18n import tr
from game.table.texts import pending_label
from game.ui.art import theme
from game.ui.art.look import BACK
from game.ui.table.anim import Popup
from game.ui.table.hud import (
    RED,
    TEXT,
    draw_colour,
    draw_direction,
    draw_log,
    draw_pending,
    draw_pile_count,
    one_size,
    text,
)
from game.ui.table.layout import hand_fan
from game.ui.table.notespot import keep_clear
from game.ui.table.places import SHOWN_DISCARDS
from game.ui.table.seats import banner_of, draw_opponent, draw_viewer_plate, plate_label
from game.ui.table.toast import draw_toast
from game.ui.table.view import TableView
from game.ui.widgets.forms import felt
from game.words import call_name, colour_name

GOLD = theme.GOLD
GREY = (200, 210, 204)


def draw_table(view: TableView, surface: pygame.Surface) -> None:
    lay = view.layout
    s = lay.scale
    model = view.model
    if view.anim.spin > 0:
        surface.blit(_background(lay.size, tuple(lay.direction_ring), 0), (0, 0))
        draw_direction(surface, lay.direction_ring, model.direction, view.anim.spin, s)
    else:
        surface.blit(_background(lay.size, tuple(lay.direction_ring), model.direction), (0, 0))
    _draw_piles(view, surface)
    if model.colour_in_force >= 0:
        draw_colour(
            surface,
            view.rules,
            model.colour,
            lay.colour_badge,
            colour_name(view.rules, model.colour),
            s,
        )
    label, picture = pending_label(model)
    draw_pending(surface, view.rules, lay.pending_badge, label, picture, s, view.t)
    call_label = call_name(view.rules, view.rules.calls[0].id) if view.rules.calls else ""
    thinking = view.thinking
    for seat, spot in lay.seats.items():
        draw_opponent(
            surface,
            spot,
            view.infos[seat],
            model,
            view.images,
            lay,
            view.t,
            call_label,
            thinking=seat == thinking,
        )
    draw_viewer_plate(
        surface, banner_of(view), view.infos[view.viewer], model, s, view.t, plate_label(view)
    )
    _draw_drop_target(view, surface)
    if not view.loading:  # a resumed game's hand shows once its pictures are painted
        view.hand.draw(surface)
    _draw_unseen_hand(view, surface)
    view.anim.draw(surface, s)
    # Each word keeps off the seats, what the table keeps in sight, and the words before it.
    avoid = [spot.box for spot in lay.seats.values()] + keep_clear(view)
    for popup in view.anim.popups:
        avoid.append(_draw_popup(surface, popup, s, avoid))
    draw_log(surface, lay.log, s, view.log)
    one_size(view.buttons.values(), s)
    for button in view.buttons.values():
        button.draw(surface, s, view.t)
    view.jumps.draw(surface, s, view.t)
    view.menu_button.draw(surface, s)
    if view.toast is not None:
        draw_toast(surface, view, view.toast)
    else:
        view.hint_line.draw(surface, lay.viewer_plate, lay.hand.width, s)
    view.tips.draw(surface, view)
    if view.loading:
        text(
            surface,
            tr("table.shuffling"),
            int(18 * s),
            (lay.draw_pile.centerx, lay.draw_pile.top - int(10 * s)),
            bold=True,
            anchor="midbottom",
        )


def drop_target(view: TableView) -> str:
    """While a card is dragged, how the discard pile shows itself as the place to drop it:
    "accepts" (the session offers that card now), "open" (it would go back), or "" (no drag)."""
    drag = view.hand.drag
    if drag is None or not drag.moving:
        return ""
    return "accepts" if drag.card in view.hand.playable else "open"


def _draw_drop_target(view: TableView, surface: pygame.Surface) -> None:
    lay = view.layout
    kind = drop_target(view)
    if not kind:
        return
    s = lay.scale
    zone = lay.discard_pile.inflate(int(22 * s), int(22 * s))
    strong = kind == "accepts"
    pulse = 0.5 + 0.5 * math.sin(view.t * 5) if strong else 0.0
    fill = (*GOLD, 60 + int(40 * pulse)) if strong else (255, 255, 255, 26)
    edge = (*GOLD, 255) if strong else (255, 255, 255, 110)
    layer = pygame.Surface(zone.size, pygame.SRCALPHA)
    radius = int(14 * s)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, edge, layer.get_rect(), max(2, int((4 if strong else 2) * s)), radius)
    surface.blit(layer, zone)


def _draw_unseen_hand(view: TableView, surface: pygame.Surface) -> None:
    """Pass-and-play, before anyone has tapped in: the viewer's seat holds cards the screen
    may not show yet (a deal watched by everyone), so they lie face down in the fan."""
    lay, model = view.layout, view.model
    hidden = model.sizes[view.viewer] - len(model.hand)
    if model.hand or hidden <= 0:
        return
    for place in hand_fan(lay.hand, hidden, lay.hand_card_w):
        view.images.blit(surface, BACK, lay.hand_card_w, (place.x, place.y), place.angle)


def _draw_piles(view: TableView, surface: pygame.Surface) -> None:
    lay = view.layout
    s = lay.scale
    model = view.model
    rect = lay.draw_pile
    pygame.draw.rect(
        surface,
        (255, 255, 255),
        rect.inflate(int(8 * s), int(8 * s)),
        max(1, int(2 * s)),
        border_radius=int(10 * s),
    )
    layers = min(4, (model.draw_pile + 9) // 10)
    for k in range(layers):
        offset = (layers - 1 - k) * 2 * s
        view.images.blit(
            surface, BACK, lay.pile_card_w, (rect.centerx - offset, rect.centery - offset)
        )
    if model.draw_pile:
        draw_pile_count(surface, lay.pile_count, model.draw_pile, s)
    first = max(0, len(model.discard) - SHOWN_DISCARDS)
    if view.loading:  # faces are painted a few a frame first (a resumed game's pile)
        return
    for index, card in enumerate(model.discard[first:], start=first + 1):
        pos, angle, width = view.places.discard_place(index)
        view.images.blit(surface, card, width, pos, angle)


@lru_cache(maxsize=6)
def _background(size: tuple[int, int], where: tuple[int, ...], direction: int) -> pygame.Surface:
    """The felt, a soft shade under the piles and (direction 0: none) the arrows round them,
    as one opaque picture: the biggest thing drawn each frame costs a single plain copy."""
    s = min(size[0] / 1280, size[1] / 720)
    ring = pygame.Rect(where)
    surface = felt(size).copy()
    glow = ring.inflate(int(120 * s), int(90 * s))
    surface.blit(_centre_glow(glow.size), glow)
    if direction:
        draw_direction(surface, ring, direction, 0.0, s)
    return surface


@lru_cache(maxsize=4)
def _centre_glow(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for k in range(12, 0, -1):
        rect = pygame.Rect(0, 0, w * k // 12, h * k // 12)
        rect.center = (w // 2, h // 2)
        pygame.draw.ellipse(layer, (0, 0, 0, 6), rect)
    return layer


def status(view: TableView) -> str:
    """The line over the hand: what the moment asks of the viewer, or whose turn it is."""
    return "" if view.loading else view.frame.status


def popup_text(rules: Rules, event: Event) -> tuple[str, tuple[int, int, int]] | None:
    """The word that pops up over a seat when something happens to it."""
    kind, seat, a, b = event
    if kind == EV.JUMP:
        return tr("table.pop.jump"), GOLD
    if kind == EV.SKIPPED:
        return tr("table.pop.skipped"), RED
    if kind == EV.PENALTY:
        return f"+{a}", RED
    if kind == EV.CALL:  # "Mau!", and "Watch out!" with its own mark, not "Watch out!!"
        return tr("table.pop.call", call=call_name(rules, a).rstrip("!")), GOLD
    if kind == EV.MISSED_CALL:
        return tr("table.pop.missed", call=call_name(rules, a)), GREY
    if kind == EV.FALSE_CALL:
        return tr("table.pop.false_call", call=call_name(rules, a).rstrip("!")), RED
    if kind == EV.CAUGHT:
        return tr("table.pop.caught"), GOLD
    if kind in (EV.DEFEND, EV.TRADE_CANCELLED):
        return tr("table.pop.defended"), GOLD
    if kind == EV.PLAY_AGAIN:
        return tr("table.pop.again"), GOLD
    if kind == EV.DIRECTION:
        return tr("table.pop.reverse"), TEXT
    if kind == EV.COLOUR:
        name = colour_name(rules, a)
        return name[:1].upper() + name[1:] + "!", TEXT  # "Rosen!": the rest as the file says
    if kind == EV.PASS:
        return tr("table.pop.pass"), GREY
    if kind == EV.REVEAL:
        return tr("table.pop.reveal"), GOLD
    if kind == EV.OTHERS_DRAW:
        return tr("table.pop.others_draw", count=b), RED
    if kind == EV.GAVE:  # a stage's choice made (the card itself shows only to its player)
        return tr("table.pop.gave"), TEXT
    if kind == EV.ROUND_END and seat >= 0:
        return tr("table.pop.winner"), GOLD
    return None


def _draw_popup(
    surface: pygame.Surface, popup: Popup, s: float, avoid: Sequence[pygame.Rect]
) -> pygame.Rect:
    k = popup.t / popup.duration
    image = getattr(popup, "image", None)
    if image is None:
        size = int((32 if popup.big else 25) * s)
        label = theme.font(size, True).render(popup.text, True, popup.colour)
        pad_x, pad_y = int(16 * s), int(6 * s)
        image = pygame.Surface(
            (label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y), pygame.SRCALPHA
        )
        pygame.draw.rect(
            image, (0, 0, 0, 170), image.get_rect(), border_radius=image.get_height() // 2
        )
        pygame.draw.rect(
            image,
            (*popup.colour, 200),
            image.get_rect(),
            max(1, int(2 * s)),
            border_radius=image.get_height() // 2,
        )
        image.blit(label, (pad_x, pad_y))
        popup.image = image  # type: ignore[attr-defined]
    grow = min(1.0, k * 6)
    scale = 0.6 + 0.4 * grow + (0.08 if popup.big else 0) * (1 - abs(1 - 2 * k))
    alpha = 255 if k < 0.7 else int(255 * (1 - (k - 0.7) / 0.3))
    shown = pygame.transform.rotozoom(image, 0, scale) if abs(scale - 1) > 0.01 else image
    shown.set_alpha(alpha)
    rect = popup_rect(surface.get_rect(), shown.get_size(), popup, s, avoid)
    surface.blit(shown, rect)
    return rect


def popup_rect(
    window: pygame.Rect,
    size: tuple[int, int],
    popup: Popup,
    s: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a popup of `size` is drawn now: at its place, drifting up a little as it
    fades, always inside the window, and moved off anything in `avoid` it would cover (the
    seats, what the table keeps in sight, the words already up: "Mau!" and "Spades!" side by
    side, never on each other): the nearest free place, up or down first, then towards the
    middle (a corner seat of a full top row hangs over the side's first seat)."""
    rise = 12 * s * popup.t / popup.duration
    rect = pygame.Rect((0, 0), size)
    setattr(rect, popup.anchor, (int(popup.pos[0]), int(popup.pos[1] - rise)))
    rect = rect.clamp(window)
    avoid = list(avoid)
    if rect.collidelist(avoid) < 0:
        return rect
    step = max(2, int(6 * s))
    inward = 1 if rect.centerx < window.centerx else -1
    for k in range(1, max(window.size) // step):
        for dx, dy in ((0, -k * step), (0, k * step), (inward * k * step, 0)):
            moved = rect.move(dx, dy).clamp(window)
            if moved.collidelist(avoid) < 0:
                return moved
    return rect
