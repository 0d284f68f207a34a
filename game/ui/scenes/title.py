"""The title screen: the game's name, a fan of cards, and the way into everything else."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.background import Job
from game.i18n import tr
from game.table import rulecache
from game.table.options import TableOptions
from game.ui.about import VERSION
from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.scenes import warm_up
from game.ui.widgets.controls import TEXT_DIM, Button, blit_text, focus_ring, resolve
from game.ui.widgets.forms import FormScene, hint_line

if TYPE_CHECKING:
    from game.table.savegame import SavedGame

# The cards fanned under the title: (ruleset, card) — one picture from each book.
FAN = [
    ("noris", "red:7"),
    ("emmi", "joker"),
    ("abacus", "green:xplus"),
    ("noris", "blue:draw2"),
    ("abacus", "your_choice"),
]
# The screens that show the built-in rulesets from their first frame.
NEEDS_RULESETS = frozenset({"new_game", "kid_setup", "rules", "workshop"})
KIDS_STRIPES = ((236, 96, 150), (250, 150, 60), (248, 206, 70), (96, 190, 110), (80, 150, 230))


class KidsButton(Button):
    """The way into kid mode: big, round-cornered and striped like a rainbow, with a smiling
    star, so it stands out from the plain buttons and a child can find it without reading."""

    def __init__(self, on_click: Callable[[], None]) -> None:
        super().__init__(lambda: tr("title.kids"), on_click)
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect.move(0, 3 if self.pressed else 0)
        radius = rect.h // 2
        pygame.draw.rect(surface, (0, 0, 0), self.rect.move(0, 5), border_radius=radius)
        stripes = pygame.Surface(rect.size, pygame.SRCALPHA)
        band = rect.w / len(KIDS_STRIPES)
        for k, colour in enumerate(KIDS_STRIPES):
            fill = colour if not self.hovered else tuple(min(255, c + 20) for c in colour)
            pygame.draw.rect(stripes, fill, (round(k * band), 0, round(band) + 1, rect.h))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(stripes, rect)
        pygame.draw.rect(surface, theme.WHITE, rect, max(2, rect.h // 24), border_radius=radius)
        if self.focused:
            focus_ring(surface, rect, radius, theme.WHITE)
        K.happy_star(surface, (rect.x + radius, rect.centery), rect.h * 0.4, self.t)
        label = resolve(self.text)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 3)):
            blit_text(
                surface,
                label,
                int(rect.h * 0.42),
                (rect.centerx + radius // 2 + dx, rect.centery + dy),
                bold=True,
                colour=(90, 40, 70),
                anchor="center",
            )
        blit_text(
            surface,
            label,
            int(rect.h * 0.42),
            (rect.centerx + radius // 2, rect.centery),
            bold=True,
            colour=theme.WHITE,
            anchor="center",
        )


def has_saves() -> bool:
    """A game in progress was saved (game.table.savegame): Continue resumes it."""
    from game.table import savegame

    return savegame.exists()


class TitleScene(FormScene):
    def __init__(self) -> None:
        super().__init__()
        self.fan: list[pygame.Surface] | None = None  # the card faces, once the rules are read
        self.fan_width = 0
        self.painting: list[pygame.Surface | None] = []  # the fan's faces painted so far
        self.reading: Job[SavedGame | None] | None = (
            None  # Continue pressed: the saved game being read
        )
        # A screen asked for before the built-in rulesets were read: (name, args, options)
        self.waiting: tuple[str, tuple[object, ...], dict[str, object]] | None = None

    def build(self) -> None:
        self.continue_button = Button(self._continue_text, self.resume, enabled=has_saves())
        self.kids_button = self.form.add(KidsButton(self.kids))
        self.buttons = [
            self.form.add(Button(lambda: tr("title.new_game"), self.new_game, style="primary")),
            self.form.add(self.continue_button),
            self.form.add(Button(lambda: tr("title.learn"), self.learn)),
            self.form.add(Button(lambda: tr("title.rules"), self.rules)),
            self.form.add(Button(lambda: tr("title.workshop"), self.workshop)),
            self.form.add(Button(lambda: tr("title.settings"), self.settings)),
            self.form.add(Button(lambda: tr("title.statistics"), self.statistics)),
            self.form.add(Button(lambda: tr("title.about"), self.about)),
            self.form.add(Button(lambda: tr("title.quit"), self.quit, style="quiet")),
        ]
        # About and Quit, both short words, share the last row: the column keeps its height.
        self.pairs = {len(self.buttons) - 2}
        self.form.focus(self.buttons[0])  # Enter still starts a New game; Kids is a tap away

    def _continue_text(self) -> str:
        """Continue, or while the saved game is read, that it is being opened."""
        return tr("title.opening") if self.reading is not None else tr("title.continue")

    def on_enter(self) -> None:
        self.frames_drawn = 0
        if self.built:  # back from a game: it may have been saved, or finished
            self.continue_button.enabled = has_saves()

    def on_exit(self) -> None:
        """Covered (another button, a dropped file) before the saved game was read: the
        resume is given up, and a crash later in this run is not the save's."""
        self._give_up_resume()

    def layout(self) -> None:
        w, h = self.size
        bw, bh, gap = self.px(340), self.px(54), self.px(14)
        x = int(w * 0.62)
        kids_h = self.px(96)
        rows = len(self.buttons) - len(self.pairs)
        total = rows * bh + rows * gap + kids_h
        y = (h - total) // 2 + self.px(10)
        self.kids_button.rect = pygame.Rect(x, y, bw, kids_h)
        y += kids_h + gap + self.px(4)
        half = (bw - gap) // 2
        paired = False
        for k, button in enumerate(self.buttons):
            if paired:  # the right half of the row above
                button.rect = pygame.Rect(x + half + gap, y - bh - gap, bw - half - gap, bh)
                paired = False
                continue
            paired = k in self.pairs
            button.rect = pygame.Rect(x, y, half if paired else bw, bh)
            y += bh + gap
        if self.fan is not None and self.fan_width != self.px(118):
            self.fan = None  # the window changed: draw the cards again at the new size

    # -- actions ---------------------------------------------------------------------------
    def new_game(self) -> None:
        """New game (a saved match is asked about only when the new one is dealt)."""
        self._open("new_game")

    def learn(self) -> None:
        """A guided round of Classic, the simplest game: a newcomer's first lesson, whatever
        was last played here (New game's Learn teaches the ruleset chosen there)."""
        self._open("learn", "classic", {})

    def kids(self) -> None:
        """Kid mode: the setup by pictures (game.ui.scenes.kidsetup)."""
        self._open("kid_setup")

    def resume(self) -> None:
        """Continue the saved game where it was left: the file is read and checked off the
        frame, then the table opens; a damaged file is set aside (a notice says so at the
        top) and Continue goes grey."""
        from game import resumeguard
        from game.table import savegame

        if self.reading is not None:
            return
        # Until the table runs, a crash marks the save: none crashes the game twice.
        resumeguard.begin_resume(savegame.path())
        self.reading = Job(lambda _say: savegame.read(), name="read-save")

    def _give_up_resume(self) -> None:
        """Continue was pressed, then something else chosen: the save is not being resumed
        any more (its reading, on its thread, finishes unheard)."""
        from game import resumeguard

        if self.reading is not None:
            self.reading = None
            resumeguard.resumed()

    def _resume_read(self) -> None:
        from game import resumeguard

        job = self.reading
        if job is None or not job.done:
            return
        self.reading = None  # first: the table covering the title takes the resume over
        if job.exception is not None:  # a fault of the game, not of the file: the crash guard
            raise RuntimeError(f"reading the saved game failed:\n{job.error}")
        saved = job.result
        if saved is None:
            resumeguard.resumed()
            self.continue_button.enabled = False
            self.form.focus(self.buttons[0])
            return
        self._open("table", saved.setup, TableOptions.from_prefs(autosave=True), saved=saved)

    def rules(self) -> None:
        self._open("rules")

    def workshop(self) -> None:
        """Make your own rules: the workshop's start page (game.ui.scenes.workshop)."""
        self._open("workshop")

    def settings(self) -> None:
        self._open("settings")

    def statistics(self) -> None:
        self._open("statistics")

    def about(self) -> None:
        self._open("about")

    def quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    def _open(self, name: str, *args: object, **options: object) -> None:
        if name != "table":
            self._give_up_resume()  # another screen chosen while the save was being read
        if name in NEEDS_RULESETS and not rulecache.ready():
            # The built-in rulesets are still being read on their thread (a slow or busy
            # machine): the screen opens once they are in, not by reading them in this frame.
            self.waiting = (name, args, options)
            return
        assert self.app is not None
        self.app.scenes.open(name, *args, **options)

    def _open_waiting(self) -> None:
        if self.waiting is not None and rulecache.ready():
            name, args, options = self.waiting
            self.waiting = None
            self._open(name, *args, **options)

    def back(self) -> None:
        """Esc on the title does nothing: Quit is one button away."""

    # -- frame -----------------------------------------------------------------------------
    def busy(self) -> bool:
        # Frames keep coming until the cards are in, and while a saved game is read.
        return self.fan is None or self.reading is not None or self.waiting is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        self._resume_read()
        self._open_waiting()
        if self.frames_drawn:
            # After the first frame (the window must not wait for the files): the rulesets,
            # then the other screens' modules, read on threads.
            warm_up(after=rulecache.preload())
        if self.fan is None and rulecache.ready():
            self._paint_next_face()

    def _paint_next_face(self) -> None:
        """One card of the fan a frame (a face takes a few tens of milliseconds to paint); the
        fan shows once all are painted."""
        from game.ui.art.cards import CardArt

        if self.fan_width != self.px(118):  # the first card, or the window changed
            self.fan_width, self.painting = self.px(118), []
        i = len(self.painting)
        ruleset_id, card = FAN[i]
        face: pygame.Surface | None = None
        try:
            rules = rulecache.rules(ruleset_id)
            face = CardArt(rules).face(rules.card_from_text(card), self.fan_width)
            face = pygame.transform.rotozoom(face, -self._angle(i), 1.0)
        except Exception:
            face = None  # a card that cannot be drawn is left out of the fan
        self.painting.append(face)
        if len(self.painting) == len(FAN):
            self.fan = [f for f in self.painting if f is not None]
            self.painting = []

    @staticmethod
    def _angle(i: int) -> float:
        return (i - (len(FAN) - 1) / 2) * 9.0

    def draw(self, surface: pygame.Surface) -> None:
        self.frames_drawn += 1
        self.draw_background(surface)
        w, h = self.size
        cx = int(w * 0.3)
        top = int(h * 0.16)
        shadow = _logo(surface, self.px(112), (cx + self.px(4), top + self.px(5)), (8, 46, 30))
        _logo(surface, self.px(112), (cx, top), theme.GOLD)
        blit_text(
            surface,
            tr("title.tagline"),
            self.px(24),
            (cx, shadow.bottom + self.px(8)),
            colour=(226, 238, 228),
            anchor="midtop",
            width=int(w * 0.5),
        )
        self._draw_fan(surface, (cx, int(h * 0.66)))
        self.form.draw(surface)
        blit_text(
            surface,
            f"v{VERSION}",
            self.px(13),
            (w - self.px(14), h - self.px(10)),
            colour=TEXT_DIM,
            anchor="bottomright",
        )
        if self.waiting is not None:
            hint_line(surface, tr("title.reading_rulesets"), self)
        else:
            hint_line(surface, tr("title.hint"), self)
        self._draw_notices(surface)

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Files that could not be read (settings, a saved game) and were moved aside."""
        from game.userdirs import notices

        w, h = self.size
        y = self.px(12)
        for line in notices():
            rect = blit_text(
                surface,
                line,
                self.px(16),
                (w // 2, y),
                colour=theme.GOLD,
                anchor="midtop",
                width=w - self.px(80),
            )
            y = rect.bottom + self.px(6)

    def _draw_fan(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        if not self.fan:
            return
        radius = self.px(520)
        for i, rotated in enumerate(self.fan):
            rad = math.radians(self._angle(i))
            x = centre[0] + radius * math.sin(rad)
            y = centre[1] + radius * (1 - math.cos(rad))
            surface.blit(rotated, rotated.get_rect(center=(int(x), int(y))))


def _logo(
    surface: pygame.Surface, size: int, midtop: tuple[int, int], colour: tuple[int, int, int]
) -> pygame.Rect:
    """The game's name in the titles' typeface (the name is the same in every language)."""
    image = theme.display_font(size).render("Mau-Mau", True, colour)
    rect = image.get_rect(midtop=midtop)
    surface.blit(image, rect)
    return rect
