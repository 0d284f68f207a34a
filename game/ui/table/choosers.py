"""Modal choosers over the table: a colour, a Joker's effect, whom to trade with, a card.

Each is pushed with a callback and hands back its choice with `dismiss(value)`, or None when
cancelled (Esc, or a click beside the panel). They offer what the table hands them — the
colours, options, seats or cards the legal actions allow — and judge nothing themselves.
Mouse, arrows + Enter, and the number keys all choose.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.engine.rules import Rules
from game.i18n import tr
from game.ruleset.facts import facts_of
from game.ui.art import theme
from game.ui.art.avatars import draw_avatar
from game.ui.art.look import BACK, CardImages, card_art, effect_picture, swatch
from game.ui.presses import released_on
from game.ui.scene import Modal
from game.ui.table.hud import DIM, TEXT, panel_surface, text
from game.ui.table.layout import CARD_RATIO
from game.words import colour_name

Draw = Callable[[pygame.Surface, pygame.Rect, bool, float], None]


@dataclass
class Option:
    value: int  # a colour, an effect's index, a trade's target, a card
    label: str
    draw: Draw
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class Chooser(Modal[int]):
    """A row of big choices on a panel in the middle of the screen; answers the chosen value."""

    transparent = True
    option_size = (150, 190)  # at 1280x720
    kid_size = (232, 252)  # kid mode: pictures big enough to choose without reading

    def __init__(
        self, title: str, options: list[Option], *, note: str = "", kid: bool = False
    ) -> None:
        super().__init__()
        self.kid = kid
        self.title = title
        self.note = note
        self.options = options
        self.focus = 0
        self.size = (1280, 720)
        self.s = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.t = 0.0

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size, self.s = size, theme.scale_for(size)
        ow, oh = (round(v * self.s) for v in (self.kid_size if self.kid else self.option_size))
        gap = round(18 * self.s)
        per_row = max(1, min(len(self.options), (size[0] - round(120 * self.s)) // (ow + gap)))
        rows = (len(self.options) + per_row - 1) // per_row
        width = per_row * ow + (per_row - 1) * gap + round(64 * self.s)
        height = rows * oh + (rows - 1) * gap + round(130 * self.s)
        self.panel = pygame.Rect(0, 0, max(width, round(420 * self.s)), height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        for k, option in enumerate(self.options):
            row, col = divmod(k, per_row)
            in_row = min(per_row, len(self.options) - row * per_row)
            left = self.panel.centerx - (in_row * ow + (in_row - 1) * gap) // 2
            option.rect = pygame.Rect(
                left + col * (ow + gap),
                self.panel.y + round(74 * self.s) + row * (oh + gap),
                ow,
                oh,
            )

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return False
        if event.type == pygame.MOUSEMOTION:
            for k, option in enumerate(self.options):
                if option.rect.collidepoint(event.pos):
                    self.focus = k
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for option in self.options:
                if released_on(event, option.rect.collidepoint):
                    self.dismiss(option.value)
                    return True
            if released_on(event, lambda pos: not self.panel.collidepoint(pos)):
                self.dismiss(None)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        return True  # modal: nothing reaches the table below

    def _key(self, event: pygame.event.Event) -> None:
        n = len(self.options)
        if event.key == pygame.K_ESCAPE:
            self.dismiss(None)
        elif event.key in (pygame.K_LEFT, pygame.K_UP):
            self.focus = (self.focus - 1) % n
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + 1) % n
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.dismiss(self.options[self.focus].value)
        elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < n:
            self.dismiss(self.options[event.key - pygame.K_1].value)

    def update(self, dt: float) -> None:
        self.t += dt

    def busy(self) -> bool:
        return True  # the focus ring breathes

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_dim(surface.get_size()), (0, 0))
        s = self.s
        shadow = self.panel.move(round(6 * s), round(10 * s))
        surface.blit(panel_surface(shadow.size, round(20 * s), (0, 0, 0, 90), (0, 0, 0, 0)), shadow)
        surface.blit(
            panel_surface(self.panel.size, round(20 * s), (12, 62, 41, 246), (255, 214, 90, 160)),
            self.panel,
        )
        text(
            surface,
            self.title,
            round(26 * s),
            (self.panel.centerx, self.panel.y + round(20 * s)),
            bold=True,
            anchor="midtop",
            width=self.panel.width - round(40 * s),
        )
        for k, option in enumerate(self.options):
            focused = k == self.focus
            if focused:
                ring = option.rect.inflate(round(12 * s), round(12 * s))
                pygame.draw.rect(
                    surface, theme.GOLD, ring, max(2, round(3 * s)), border_radius=round(16 * s)
                )
            option.draw(surface, option.rect, focused, s)
            text(
                surface,
                option.label,
                round((13 if self.kid else 15) * s),  # kid mode: the picture speaks first
                (option.rect.centerx, option.rect.bottom - round(8 * s)),
                bold=focused,
                anchor="midbottom",
                width=option.rect.width - round(8 * s),
                colour=TEXT if focused else DIM,
            )
        hint = self.note or tr("table.chooser_hint")
        text(
            surface,
            hint,
            round(13 * s),
            (self.panel.centerx, self.panel.bottom - round(12 * s)),
            anchor="midbottom",
            colour=DIM,
            width=self.panel.width - round(30 * s),
        )


@lru_cache(maxsize=4)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((0, 0, 0, 130))
    return layer


def _body(rect: pygame.Rect, s: float) -> pygame.Rect:
    """The picture area of an option (above its label)."""
    return pygame.Rect(rect.x, rect.y, rect.width, rect.height - round(30 * s))


def _tile(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
    colour = (255, 255, 255, 34) if focused else (255, 255, 255, 16)
    surface.blit(panel_surface(rect.size, round(14 * s), colour, (255, 255, 255, 50)), rect)


# -- the choosers ----------------------------------------------------------------------------
class ColourChooser(Chooser):
    """Four big swatches, each with its colour's symbol (for colour-blind players) and name."""

    option_size = (150, 180)

    def __init__(
        self,
        rules: Rules,
        colours: Sequence[int],
        *,
        title: str | None = None,
        kid: bool = False,
    ) -> None:
        def drawer(colour: int) -> Draw:
            def draw(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
                _tile(surface, rect, focused, s)
                body = _body(rect, s)
                size = round(min(body.width, body.height) * (0.86 if focused else 0.8))
                surface.blit(swatch(rules, colour, size), _centred(size, body))

            return draw

        options = [Option(c, colour_name(rules, c), drawer(c)) for c in colours]
        choose = "table.choose_suit" if facts_of(rules).suited else "table.choose_colour"
        super().__init__(title or tr(choose), options, kid=kid)


def _centred(size: int, body: pygame.Rect) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = body.center
    return rect


class EffectChooser(Chooser):
    """A Joker's effects, each as its picture."""

    def __init__(
        self,
        rules: Rules,
        options: Sequence[tuple[int, str]],
        *,
        title: str | None = None,
        kid: bool = False,
    ) -> None:
        def drawer(name: str) -> Draw:
            def draw(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
                _tile(surface, rect, focused, s)
                body = _body(rect, s)
                size = round(min(body.width, body.height) * 0.8)
                image = effect_picture(rules, name, size)
                if image is None:
                    text(
                        surface,
                        facts_of(rules).option_label(name),
                        round(22 * s),
                        body.center,
                        bold=True,
                        anchor="center",
                        width=body.width - round(12 * s),
                    )
                else:
                    surface.blit(image, image.get_rect(center=body.center))

            return draw

        super().__init__(
            title or tr("table.choose_effect"),
            [
                Option(index, facts_of(rules).option_label(name), drawer(name))
                for index, name in options
            ],
            kid=kid,
        )


class TradeChooser(Chooser):
    """Whom to swap hands with, or every hand passes left or right. In kid mode a person is
    their picture and their hand a row of card backs, so nobody has to read a name."""

    option_size = (150, 120)

    def __init__(
        self,
        choices: Sequence[tuple[int, str]],
        *,
        title: str | None = None,
        kid: bool = False,
        people: dict[int, tuple[int, int]] | None = None,
        images: CardImages | None = None,
    ) -> None:
        people = people or {}  # target -> (avatar, cards in hand), for kid mode's pictures

        def drawer(glyph: str) -> Draw:
            def draw(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
                _tile(surface, rect, focused, s)
                text(
                    surface,
                    glyph,
                    round((96 if kid else 40) * s),
                    _body(rect, s).center,
                    bold=True,
                    anchor="center",
                    colour=theme.GOLD if focused else TEXT,
                )

            return draw

        def person(avatar: int, count: int) -> Draw:
            def draw(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
                _tile(surface, rect, focused, s)
                body = _body(rect, s)
                radius = round(body.height * (0.25 if focused else 0.23))
                centre = (body.centerx, body.y + round(12 * s) + radius)
                draw_avatar(surface, avatar, centre, radius)
                if images is not None:
                    _backs(surface, images, count, body, centre[1] + radius, s)

            return draw

        options = []
        for value, label in choices:
            glyph = {"left": "↶", "right": "↷"}.get(label, "⇄")
            name = tr(f"table.trade_{label}") if label in ("left", "right") else label
            look = person(*people[value]) if kid and value in people else drawer(glyph)
            options.append(Option(value, name, look))
        super().__init__(title or tr("table.choose_trade"), options, kid=kid)


def _backs(
    surface: pygame.Surface, images: CardImages, count: int, body: pygame.Rect, top: int, s: float
) -> None:
    """A hand as pictures: a row of card backs, one per card (up to eight), and the number."""
    shown = min(count, 8)
    width = round(34 * s)
    step = min(width * 0.6, (body.width - width - round(60 * s)) / max(shown - 1, 1))
    y = (top + body.bottom) // 2
    left = body.centerx - round(20 * s) - step * (shown - 1) / 2
    for k in range(shown):
        images.blit(surface, BACK, width, (left + k * step, y))
    right = left + step * (shown - 1) + width / 2 + round(8 * s)
    text(surface, str(count), round(30 * s), (int(right), y), bold=True, anchor="midleft")


class CardChooser(Chooser):
    """Cards to pick one from: the number card an X+ forces, the companion of Your Choice."""

    kid_size = (170, 252)  # narrower than a picture tile: six big cards still share a row

    def __init__(
        self,
        rules: Rules,
        cards: Sequence[int],
        *,
        title: str,
        note: str = "",
        images: CardImages | None = None,
        kid: bool = False,
    ) -> None:
        from game.words import card_name

        self.images = images or CardImages(card_art(rules), 160)

        def drawer(card: int) -> Draw:
            def draw(surface: pygame.Surface, rect: pygame.Rect, focused: bool, s: float) -> None:
                body = _body(rect, s)
                width = round(
                    min(body.width * 0.8, body.height / CARD_RATIO) * (1.06 if focused else 1.0)
                )
                centre = (body.centerx, body.centery - (round(6 * s) if focused else 0))
                self.images.blit(surface, card, width, centre)

            return draw

        unique = list(dict.fromkeys(cards))
        options = [Option(card, card_name(rules, card), drawer(card)) for card in unique]
        super().__init__(title, options, note=note, kid=kid)
        if len(unique) > 6:
            self.option_size = (110, 170)
            self.kid_size = (140, 230)
