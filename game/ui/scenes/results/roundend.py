"""The end of a round (every hand shown, the scores counting up) and of the match (the winner,
the totals, Rematch).

Both are drawn over the table and return their choice with `dismiss`: "next" from the round's
end; "rematch" or "menu" from the match's end. The numbers come from the engine's ROUND_END
event and the Match; the scenes only show them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

import pygame

from game.engine.rules import Rules
from game.housewords import setting_sentence
from game.i18n import tr
from game.ruleset.facts import facts_of
from game.table.results import RoundResult
from game.ui.art import theme
from game.ui.art.look import CardImages, card_art, play_sound
from game.ui.presses import released_on
from game.ui.scene import Modal
from game.ui.scenes.results.celebrate import Cheer
from game.ui.table.hud import DIM, TEXT, HudButton, one_size, panel_surface, text

COUNT_TIME = 1.4  # seconds for the scores to count up


class CornerMenu(Protocol):
    """The table's menu button (game.ui.table.menubutton), lent to the results over it."""

    @property
    def on_click(self) -> Callable[[], None]: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def draw(self, surface: pygame.Surface, scale: float) -> None: ...


class _Overlay(Modal[str]):
    """Results over the table, answering with the key of the button chosen ("next"...)."""

    transparent = True

    def __init__(self) -> None:
        super().__init__()
        self.size = (1280, 720)
        self.s = 1.0
        self.t = 0.0
        self.speed = 1.0
        self.buttons: list[HudButton] = []
        self.cancel: str | None = None  # the button Esc chooses (None: Esc opens `menu`)
        self.menu: CornerMenu | None = None  # the table's ☰, drawn and working over the results
        self.panel = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size, self.s = size, theme.scale_for(size)

    def update(self, dt: float) -> None:
        self.t += dt * self.speed

    def busy(self) -> bool:
        return self.t < COUNT_TIME + 0.5

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            return False
        if self.menu is not None and self.menu.handle_event(event):
            return True  # the ☰ in the corner: the game's menu over the results
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.hovered = button.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.t < COUNT_TIME:
                self.t = COUNT_TIME  # a click skips the counting
            for button in self.buttons:
                if released_on(event, button.hit):
                    self.choose(button.key)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.t < COUNT_TIME:
                    self.t = COUNT_TIME
                else:
                    self.choose(self.buttons[0].key)
            elif event.key == pygame.K_ESCAPE and self.cancel is not None:
                self.choose(self.cancel)
            elif event.key == pygame.K_ESCAPE and self.menu is not None:
                self.menu.on_click()
        return True

    def choose(self, key: str) -> None:
        play_sound("click")
        self.dismiss(key)

    def _frame(self, surface: pygame.Surface) -> None:
        surface.blit(_dim(surface.get_size()), (0, 0))
        s = self.s
        surface.blit(
            panel_surface(
                self.panel.move(round(6 * s), round(10 * s)).size,
                round(22 * s),
                (0, 0, 0, 90),
                (0, 0, 0, 0),
            ),
            self.panel.move(round(6 * s), round(10 * s)),
        )
        surface.blit(
            panel_surface(self.panel.size, round(22 * s), (12, 62, 41, 248), (255, 214, 90, 170)),
            self.panel,
        )

    def _buttons(self, surface: pygame.Surface) -> None:
        s = self.s
        w, h, gap = round(200 * s), round(48 * s), round(16 * s)
        total = len(self.buttons) * w + (len(self.buttons) - 1) * gap
        x = self.panel.centerx - total // 2
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.panel.bottom - h - round(20 * s), w, h)
            x += w + gap
        one_size(self.buttons, s)
        for button in self.buttons:
            button.draw(surface, s, self.t)
        if self.menu is not None:
            self.menu.draw(surface, s)


def display_text(
    surface: pygame.Surface,
    words: str,
    size: int,
    midtop: tuple[int, int],
    colour: tuple[int, int, int],
) -> pygame.Rect:
    """A heading in the titles' typeface (shrunk to fit the window if a name is long)."""
    room = surface.get_width() - 2 * size
    font = theme.display_font(size)
    while size > 12 and font.size(words)[0] > room:
        size -= 2
        font = theme.display_font(size)
    image = font.render(words, True, colour)
    rect = image.get_rect(midtop=midtop)
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=4)
def _dim(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((0, 0, 0, 120))
    return layer


def counted(value: int, t: float) -> int:
    """A score part way through counting up."""
    k = min(1.0, max(0.0, t / COUNT_TIME))
    return round(value * (1 - (1 - k) ** 2))


class RoundEndScene(_Overlay):
    """Every hand face up, each player's score for the round counting up into the total."""

    def __init__(
        self,
        rules: Rules,
        result: RoundResult,
        *,
        images: CardImages | None = None,
        auto_continue: float | None = None,
        speed: float = 1.0,
        watch: Callable[[], None] | None = None,
        menu: CornerMenu | None = None,
        way_out: str = "",
    ) -> None:
        """`way_out`: the words of the button that leaves (a trial's goes back to the
        workshop, not to the main menu)."""
        super().__init__()
        self.menu = menu
        self.rules = rules
        self.result = result
        self.images = images or CardImages(card_art(rules))
        self.auto = auto_continue
        self.speed = speed
        label = tr("table.see_results") if result.match_over else tr("table.next_round")
        self.buttons = [HudButton("next", label, style="gold")]
        if result.lesson:  # the guided round ends here: again, or on to the menu
            self.buttons = [
                HudButton("rematch", tr("table.learn_again"), style="gold"),
                HudButton("menu", way_out or tr("table.to_menu")),
            ]
            self.cancel = "menu"
        self.watch = watch  # opens the round just played again, every hand open
        if watch is not None:
            self.buttons.append(HudButton("watch", tr("table.watch_again")))
        self._ticked = 0
        # The person at the screen won this round: a short, quiet moment for them.
        self.cheer: Cheer | None = None
        self.cheers = result.winner >= 0 and result.winner == result.you

    def choose(self, key: str) -> None:
        if key == "watch" and self.watch is not None:
            play_sound("click")
            self.auto = None  # the table waits for the person watching
            self.watch()  # the replay opens over these results and returns to them
            return
        super().choose(key)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.cheers and self.cheer is None and self.app is not None:
            self.cheer = Cheer(self.app.size)
        if self.cheer is not None:
            self.cheer.update(dt * self.speed)
        step = int(min(self.t, COUNT_TIME) * 10)
        if step > self._ticked and step % 3 == 0:
            play_sound("click")
        self._ticked = step
        if self.auto is not None and self.t >= COUNT_TIME + self.auto:
            self.auto = None
            self.dismiss("next")

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        s = self.s
        rows = len(self.result.names)
        row_h = min(round(74 * s), (size[1] - round(220 * s)) // rows)
        self.row_h = row_h
        height = round(222 * s) + rows * row_h
        self.panel = pygame.Rect(0, 0, min(size[0] - round(80 * s), round(1000 * s)), height)
        self.panel.center = (size[0] // 2, size[1] // 2)

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        s, r = self.s, self.result
        if r.winner >= 0 and r.winner == r.you:
            title = tr("table.round_won_you")
        elif r.winner >= 0:
            title = tr("table.round_won", player=r.names[r.winner])
        else:
            title = tr("table.round_blocked")
        heading = (self.panel.centerx, self.panel.y + round(16 * s))
        if self.cheer is not None:
            self.cheer.glow(surface, (heading[0], heading[1] + round(18 * s)), round(520 * s))
        display_text(surface, title, round(32 * s), heading, theme.GOLD)
        for k, line in enumerate(self.match_lines()):
            text(
                surface,
                line,
                round(15 * s),
                (self.panel.centerx, self.panel.y + round((62 + 22 * k) * s)),
                anchor="midtop",
                colour=TEXT if k == 0 else DIM,
                width=self.panel.width - round(48 * s),
            )
        x0 = self.panel.x + round(24 * s)
        cols = (
            x0,
            x0 + round(170 * s),
            self.panel.right - round(210 * s),
            self.panel.right - round(100 * s),
        )
        y = self.panel.y + round(114 * s)
        head = tr("table.col_points") if r.by_points else tr("table.col_wins")
        for label, x in (
            (tr("table.col_player"), cols[0]),
            (tr("table.col_hand"), cols[1]),
            (head, cols[2]),
            (tr("table.col_total"), cols[3]),
        ):
            text(surface, label, round(13 * s), (x, y), colour=DIM, bold=True)
        y += round(24 * s)
        for seat, name in enumerate(r.names):
            self._row(surface, seat, name, y, cols)
            y += self.row_h
        self._buttons(surface)
        if self.cheer is not None:
            self.cheer.draw(surface)

    def match_lines(self) -> list[str]:
        """Where the match stands ("Round 1 of 3 · Anna leads") and how it is won, in words
        from the ruleset (the rules viewer's sentences)."""
        r, rules = self.result, self.rules
        book = facts_of(rules).book  # worded by game.rulebook
        how = " ".join(
            setting_sentence(book, path, value)
            for path, value in (
                ("match.end", rules.match_end),
                ("match.winner", rules.match_winner),
            )
        )
        if r.lesson:
            return [tr("table.lesson_round"), tr("table.lesson_match", how=how)]
        if rules.match_end == "rounds":
            where = tr("table.round_of", number=r.number, count=rules.match_rounds)
        else:
            where = tr("table.round_number", number=r.number)
        leaders = list(r.leaders)
        if r.match_over or not leaders or len(leaders) == len(r.names):
            lead = tr("table.all_level") if leaders and not r.match_over else ""
        elif leaders == [r.you]:
            lead = tr("table.you_lead")
        else:
            names = [tr("newgame.you") if k == r.you else r.names[k] for k in leaders]
            lead = tr("table.leads", players=" & ".join(names), count=len(names))
        return [f"{where} · {lead}" if lead else where, how]

    def _row(
        self, surface: pygame.Surface, seat: int, name: str, y: int, cols: tuple[int, ...]
    ) -> None:
        s, r = self.s, self.result
        mid = y + self.row_h // 2
        winner = seat == r.winner
        if winner:
            band = pygame.Rect(
                self.panel.x + round(12 * s),
                y + 2,
                self.panel.width - round(24 * s),
                self.row_h - 4,
            )
            surface.blit(
                panel_surface(band.size, round(8 * s), (255, 214, 90, 40), (255, 214, 90, 120)),
                band,
            )
        mark = "★ " if winner else ""
        text(
            surface,
            mark + name,
            round(17 * s),
            (cols[0], mid),
            bold=winner,
            anchor="midleft",
            width=cols[1] - cols[0] - round(10 * s),
            colour=theme.GOLD if winner else TEXT,
        )
        hand = r.hands[seat]
        card_w = max(12, round((self.row_h - round(10 * s)) / 1.5))
        if seat in r.finished:  # out in this place of a round that played on (one_left)
            text(
                surface,
                tr("table.out_place", place=r.finished.index(seat) + 1),
                round(15 * s),
                (cols[1], mid),
                anchor="midleft",
                colour=theme.GOLD if winner else TEXT,
            )
        elif not hand and seat == r.winner:
            text(
                surface,
                tr("table.no_cards_left"),
                round(15 * s),
                (cols[1], mid),
                anchor="midleft",
                colour=theme.GOLD,
            )
        room = cols[2] - cols[1] - round(20 * s) - card_w
        step = min(card_w * 0.8, room / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for k, card in enumerate(hand):
            self.images.blit(surface, card, card_w, (cols[1] + card_w / 2 + k * step, mid))
        score = counted(r.scores[seat], self.t)
        total = r.totals_before[seat] + score
        text(
            surface,
            str(score),
            round(20 * s),
            (cols[2] + round(30 * s), mid),
            bold=True,
            anchor="center",
        )
        text(
            surface,
            str(total),
            round(20 * s),
            (cols[3] + round(30 * s), mid),
            bold=True,
            anchor="center",
            colour=theme.GOLD if winner else TEXT,
        )


class MatchEndScene(_Overlay):
    """The winner of the match, everybody's totals, and Rematch."""

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
        way_out: str = "",
        highest_first: bool = False,
    ) -> None:
        super().__init__()
        self.you = you
        self.names, self.totals, self.wins, self.leaders = names, totals, wins, leaders
        self.by_points = by_points
        self.highest_first = highest_first
        self.speed = speed
        self.buttons = [
            HudButton("rematch", tr("table.rematch"), style="gold"),
            HudButton("menu", way_out or tr("table.to_menu")),
        ]
        self.cancel = "menu"
        play_sound("win")

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        s = self.s
        rows = len(self.names)
        self.row_h = min(round(40 * s), (size[1] - round(260 * s)) // rows)
        self.panel = pygame.Rect(0, 0, round(640 * s), round(210 * s) + rows * self.row_h)
        self.panel.center = (size[0] // 2, size[1] // 2)

    def order(self) -> list[int]:
        if self.highest_first:  # the winner collects: the highest total leads
            key = tuple(-t for t in self.totals)
        else:
            key = self.totals if self.by_points else tuple(-w for w in self.wins)
        return sorted(
            range(len(self.names)), key=lambda seat: (seat not in self.leaders, key[seat], seat)
        )

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface)
        s = self.s
        who = " & ".join(self.names[k] for k in self.leaders)
        won = (
            tr("table.match_won_you")
            if list(self.leaders) == [self.you]
            else tr("table.match_won", player=who)
        )
        bounce = round(4 * s * math.sin(self.t * 3))
        text(
            surface,
            "♛",
            round(44 * s),
            (self.panel.centerx, self.panel.y + round(6 * s) + bounce),
            anchor="midtop",
            colour=theme.GOLD,
        )
        display_text(
            surface,
            won,
            round(32 * s),
            (self.panel.centerx, self.panel.y + round(62 * s)),
            theme.GOLD,
        )
        y = self.panel.y + round(112 * s)
        left, right = self.panel.x + round(60 * s), self.panel.right - round(60 * s)
        text(
            surface,
            tr("table.col_player"),
            round(13 * s),
            (left + round(40 * s), y),
            colour=DIM,
            bold=True,
        )
        text(
            surface,
            tr("table.col_total") if self.by_points else tr("table.col_wins"),
            round(13 * s),
            (right, y),
            colour=DIM,
            bold=True,
            anchor="topright",
        )
        y += round(22 * s)
        for place, seat in enumerate(self.order()):
            mid = y + self.row_h // 2
            top = seat in self.leaders
            colour = theme.GOLD if top else TEXT
            text(surface, f"{place + 1}.", round(17 * s), (left, mid), anchor="midleft", colour=DIM)
            text(
                surface,
                self.names[seat],
                round(18 * s),
                (left + round(40 * s), mid),
                bold=top,
                anchor="midleft",
                colour=colour,
            )
            value = counted(self.totals[seat] if self.by_points else self.wins[seat], self.t)
            text(
                surface,
                str(value),
                round(18 * s),
                (right, mid),
                bold=True,
                anchor="midright",
                colour=colour,
            )
            y += self.row_h
        self._buttons(surface)
