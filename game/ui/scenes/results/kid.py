"""The end of a round and of the match in kid mode: a celebration first, then results a child
can read without reading.

`KidRoundEndScene` opens with confetti in everyone's colours and the winner's picture big in
the middle (and a cheerful sound); a tap, or `CELEBRATION` seconds, bring the results: each
player's picture, a star for the winner, the cards left as small pictures with their number,
and the wins as stars. One big green play button goes on. `KidMatchEndScene` celebrates the
match's winner the same way, with "again" (play) and "home" (house) buttons. Neither has a
timer: the next round waits for a tap.
"""

from __future__ import annotations

import pygame

from game.engine.rules import Rules
from game.i18n import tr
from game.table.results import RoundResult
from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.art.avatars import avatar_colour, draw_avatar
from game.ui.art.look import CardImages, play_sound
from game.ui.presses import released_on
from game.ui.scenes.results.celebrate import Confetti, draw_winner
from game.ui.scenes.results.roundend import MatchEndScene, RoundEndScene, _dim, _Overlay
from game.ui.table.hud import HudButton, panel_surface, text

CELEBRATION = 2.6  # seconds of confetti and the big picture before the results
GO_GREEN = (72, 186, 98)
HOME_BLUE = (80, 140, 220)
MAX_STARS = 5  # more wins than this: one star and the number
MEDALS = ((255, 206, 64), (206, 212, 222), (214, 150, 92))  # gold, silver, bronze
MEDAL_OTHER = (150, 190, 170)  # a place after the third


class _KidLook(_Overlay):
    """What both kid overlays share: confetti, the celebration's clock, round buttons."""

    lead = CELEBRATION

    def _start_party(
        self, names: tuple[str, ...], avatars: tuple[int, ...], winners: list[int]
    ) -> None:
        self.party_names = names
        self.avatars = avatars
        self.winners = winners
        self.confetti: Confetti | None = None
        if not winners:
            self.lead = 0.0  # a blocked round: no one to cheer for

    def _party(self, dt: float) -> None:
        if self.confetti is None and self.lead > 0:
            colours = [avatar_colour(a) for a in self.avatars] + [theme.GOLD, theme.WHITE]
            self.confetti = Confetti(self.size, colours)
            self.confetti.burst()
        if self.confetti is not None:
            self.confetti.update(dt)

    def celebrating(self) -> bool:
        return self.t < self.lead

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return False  # the table below asks for the long press
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.hovered = button.hit(event.pos)
        choice = self._kid_event(event)
        if choice is not None:
            self.choose(choice)
        return True

    def _kid_event(self, event: pygame.event.Event) -> str | None:
        """A tap or Enter: skip the celebration, else the button hit ("next"...). Esc does
        nothing here: leaving kid mode goes through the long press only."""
        tap = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        enter = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if not (tap or enter):
            return None
        if self.celebrating():
            self.t = self.lead
            return None
        if enter:
            return self.buttons[0].key
        return next((b.key for b in self.buttons if released_on(event, b.hit)), None)

    def _draw_party(self, surface: pygame.Surface) -> None:
        for _ in range(2):  # darker than the results: the winner alone in the light
            surface.blit(_dim(surface.get_size()), (0, 0))
        w, h = self.size
        radius = int(min(w, h) * 0.2)
        n = len(self.winners)
        for k, seat in enumerate(self.winners):
            x = w // 2 + int((k - (n - 1) / 2) * radius * 2.6)
            y = h // 2 + int(radius * 0.05)
            draw_winner(surface, self.avatars[seat], (x, y), radius, self.t)
            text(
                surface,
                self.party_names[seat],
                int(radius * 0.4),
                (x, y + int(radius * 1.25)),
                bold=True,
                colour=theme.WHITE,
                anchor="midtop",
                width=int(radius * 2.6),
            )

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        if self.confetti is not None:
            self.confetti.draw(surface)

    def _round_buttons(self, surface: pygame.Surface, bottom: int) -> None:
        s = self.s
        r, gap = int(46 * s), int(40 * s)
        total = len(self.buttons) * 2 * r + (len(self.buttons) - 1) * gap
        x = self.size[0] // 2 - total // 2 + r
        for button in self.buttons:
            button.rect = pygame.Rect(x - r, bottom - 2 * r, 2 * r, 2 * r)
            fill, icon = (
                (HOME_BLUE, K.home_icon) if button.key == "menu" else (GO_GREEN, K.play_icon)
            )
            at = K.round_button(surface, button.rect.center, r, fill, hovered=button.hovered)
            icon(
                surface,
                (at[0] + (int(4 * s) if icon is K.play_icon else 0), at[1]),
                r * 0.55,
                theme.WHITE,
            )
            x += 2 * r + gap


def stars(surface: pygame.Surface, count: int, at: tuple[int, int], size: int) -> None:
    """`count` small stars from `at` (mid-left) to the right; many: one star and the number."""
    x, y = at
    if count > MAX_STARS:
        K.star_icon(surface, (x + size, y), size)
        text(
            surface,
            f"×{count}",
            int(size * 1.3),
            (x + 2 * size + size // 2, y),
            bold=True,
            colour=theme.GOLD,
            anchor="midleft",
        )
        return
    for k in range(count):
        K.star_icon(surface, (x + size + k * int(size * 2.1), y), size)


class KidRoundEndScene(_KidLook, RoundEndScene):
    def __init__(
        self,
        rules: Rules,
        result: RoundResult,
        *,
        images: CardImages | None = None,
        auto_continue: float | None = None,
        speed: float = 1.0,
    ) -> None:
        super().__init__(rules, result, images=images, auto_continue=None, speed=speed)
        self.buttons = [HudButton("next")]
        winners = [result.winner] if result.winner >= 0 else []
        self._start_party(result.names, result.avatars or tuple(range(len(result.names))), winners)
        if winners:
            play_sound("kid")

    def update(self, dt: float) -> None:
        self.t += dt  # real seconds: a celebration is not hurried by the animation speed
        self._party(dt)

    def busy(self) -> bool:
        return True  # the stars and the play button keep moving

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        s = self.s
        rows = len(self.result.names)
        self.row_h = min(round(84 * s), (size[1] - round(220 * s)) // rows)
        self.panel = pygame.Rect(
            0, 0, min(size[0] - round(80 * s), round(900 * s)), round(150 * s) + rows * self.row_h
        )
        self.panel.center = (size[0] // 2, size[1] // 2)

    def draw(self, surface: pygame.Surface) -> None:
        if self.celebrating():
            self._draw_party(surface)
        else:
            self._frame(surface)
            y = self.panel.y + round(24 * self.s)
            for seat in range(len(self.result.names)):
                self._kid_row(surface, seat, y)
                y += self.row_h
            self._round_buttons(surface, self.panel.bottom - round(14 * self.s))
        self._draw_confetti(surface)

    def _kid_row(self, surface: pygame.Surface, seat: int, y: int) -> None:
        s, r = self.s, self.result
        mid = y + self.row_h // 2
        x = self.panel.x + round(30 * s)
        if seat == r.winner:
            band = pygame.Rect(
                self.panel.x + round(12 * s), y + 2, self.panel.w - round(24 * s), self.row_h - 4
            )
            surface.blit(
                panel_surface(band.size, round(10 * s), (255, 214, 90, 50), (255, 214, 90, 160)),
                band,
            )
            K.star_icon(surface, (x + round(14 * s), mid), round(18 * s))
        radius = int(self.row_h * 0.38)
        draw_avatar(surface, self.avatars[seat], (x + round(48 * s) + radius, mid), radius)
        hand = r.hands[seat]
        left = x + round(60 * s) + 2 * radius + round(24 * s)
        if seat in r.finished:  # out in this place of a round that played on (one_left)
            self._kid_place(surface, r.finished.index(seat) + 1, left, mid, seat == r.winner)
        else:
            self._kid_cards(surface, hand, left, mid, radius)
        total = r.totals_before[seat] + r.scores[seat]
        right = self.panel.right - round(230 * s)
        if r.by_points:
            text(
                surface,
                str(total),
                round(28 * s),
                (right + round(100 * s), mid),
                bold=True,
                colour=theme.GOLD if seat == r.winner else theme.WHITE,
                anchor="center",
            )
        else:
            stars(surface, total, (right, mid), round(15 * s))

    def _kid_cards(
        self, surface: pygame.Surface, hand: tuple[int, ...], left: int, mid: int, radius: int
    ) -> None:
        """The cards left: their number on a white badge, then the cards themselves small."""
        s = self.s
        badge = pygame.Rect(0, 0, int(radius * 1.3), int(radius * 1.8))
        badge.midleft = (left, mid)
        pygame.draw.rect(surface, theme.PAPER, badge, border_radius=round(8 * s))
        pygame.draw.rect(
            surface, (120, 120, 120), badge, max(1, round(2 * s)), border_radius=round(8 * s)
        )
        text(
            surface,
            str(len(hand)),
            int(badge.h * 0.6),
            badge.center,
            bold=True,
            colour=theme.INK,
            anchor="center",
        )
        card_w = max(12, round((self.row_h - round(14 * s)) / 1.5))
        start = badge.right + round(20 * s)
        room = self.panel.right - round(260 * s) - start
        step = min(card_w * 0.8, room / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for k, card in enumerate(hand):
            self.images.blit(surface, card, card_w, (start + card_w / 2 + k * step, mid))

    def _kid_place(
        self, surface: pygame.Surface, place: int, left: int, mid: int, first: bool
    ) -> None:
        """A seat that went out in a round played on: a medal with its place, and the words
        big ("Done! Place 2"), where its cards would be."""
        s = self.s
        r = max(8, int(self.row_h * 0.34))
        centre = (left + r, mid)
        fill = MEDALS[place - 1] if place <= len(MEDALS) else MEDAL_OTHER
        pygame.draw.circle(surface, fill, centre, r)
        pygame.draw.circle(surface, theme.WHITE, centre, r, max(1, round(3 * s)))
        text(
            surface, str(place), int(r * 1.2), centre, bold=True, colour=theme.INK, anchor="center"
        )
        start = centre[0] + r + round(18 * s)
        room = self.panel.right - round(260 * s) - start
        text(
            surface,
            tr("kid.out_place", place=place),
            round(28 * s),
            (start, mid),
            bold=True,
            colour=theme.GOLD if first else theme.WHITE,
            anchor="midleft",
            width=room,
        )


class KidMatchEndScene(_KidLook, MatchEndScene):
    def __init__(
        self,
        names: tuple[str, ...],
        totals: tuple[int, ...],
        wins: tuple[int, ...],
        leaders: tuple[int, ...],
        *,
        by_points: bool,
        speed: float = 1.0,
        you: int = -1,
        avatars: tuple[int, ...] = (),
        highest_first: bool = False,
    ) -> None:
        super().__init__(
            names,
            totals,
            wins,
            leaders,
            by_points=by_points,
            speed=speed,
            you=you,
            highest_first=highest_first,
        )
        self.buttons = [HudButton("rematch"), HudButton("menu")]
        self._start_party(names, avatars or tuple(range(len(names))), list(leaders))

    def update(self, dt: float) -> None:
        self.t += dt  # real seconds: a celebration is not hurried by the animation speed
        self._party(dt)

    def busy(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.celebrating():
            self._draw_party(surface)
            self._draw_confetti(surface)
            return
        surface.blit(_dim(surface.get_size()), (0, 0))
        w, h = self.size
        s = self.s
        radius = int(min(w, h) * 0.13)
        n = len(self.winners)
        for k, seat in enumerate(self.winners):
            x = w // 2 + int((k - (n - 1) / 2) * radius * 2.6)
            draw_winner(surface, self.avatars[seat], (x, int(h * 0.3)), radius, self.t + 1.0)
        order = self.order()
        pitch = min(int(150 * s), (w - int(80 * s)) // max(1, len(order)))
        x0 = w // 2 - pitch * (len(order) - 1) // 2
        for k, seat in enumerate(order):
            centre = (x0 + k * pitch, int(h * 0.58))
            draw_avatar(surface, self.avatars[seat], centre, int(38 * s))
            value = self.totals[seat] if self.by_points else self.wins[seat]
            text(
                surface,
                str(value),
                int(26 * s),
                (centre[0], centre[1] + int(48 * s)),
                bold=True,
                colour=theme.GOLD if seat in self.leaders else theme.WHITE,
                anchor="midtop",
            )
        self._round_buttons(surface, h - int(40 * s))
        self._draw_confetti(surface)
