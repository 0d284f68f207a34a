"""Settings: language, speeds, the time bots give a person to call or catch, sound, hints,
colour-blind symbols, card size, fullscreen, and the way to the player's own rulesets (the
folder, and the files refused with their problems).

Every control writes straight into the in-memory `Prefs` (`game.table.prefs.current()`) and tells
its listeners, so a change shows at once — also on the table below when opened from the game
menu.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

import pygame

from game.i18n import LANGUAGES, set_language, tr
from game.table import prefs as P
from game.ui.widgets.controls import (
    Button,
    Choice,
    Text,
    Toggle,
    Widget,
    blit_text,
    fit_size,
    panel,
)
from game.ui.widgets.forms import FormScene, hint_line

LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "sv": "Svenska"}  # each in its own words
SPEED_WORDS = {
    0.5: "slow",
    0.75: "relaxed",
    1.0: "normal",
    1.5: "quick",
    2.0: "fast",
    3.0: "fastest",
}
PACE_WORDS = {0.5: "quick", 0.75: "brisk", 1.0: "normal", 1.5: "relaxed", 2.0: "slow"}
V = TypeVar("V")  # a setting's value


def _nearest(value: float, options: tuple[float, ...]) -> float:
    return min(options, key=lambda o: abs(o - value))


def _seconds(value: float) -> str:
    return tr("settings.call_grace.none") if not value else tr("common.seconds", count=f"{value:g}")


class SettingsScene(FormScene):
    title = staticmethod(lambda: tr("settings.title"))

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[Text, Widget]] = []

    @property
    def prefs(self) -> P.Prefs:
        return P.current()

    def build(self) -> None:
        p = self.prefs
        # Kept to follow the window: F11 changes full screen without this control.
        self.fullscreen_toggle = self._toggle(p.fullscreen, "fullscreen", self._fullscreen)
        self.rows = [
            (
                lambda: tr("settings.language"),
                Choice(
                    [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES], p.language, self._language
                ),
            ),
            (
                lambda: tr("settings.animation_speed"),
                self._choice(
                    "animation_speed",
                    [(v, partial(tr, f"speed.{w}")) for v, w in SPEED_WORDS.items()],
                    _nearest(p.animation_speed, P.ANIMATION_SPEEDS),
                ),
            ),
            (
                lambda: tr("settings.bot_pace"),
                self._choice(
                    "bot_pace",
                    [(v, partial(tr, f"pace.{w}")) for v, w in PACE_WORDS.items()],
                    _nearest(p.bot_pace, P.BOT_PACES),
                ),
            ),
            (
                lambda: tr("settings.call_grace"),
                self._choice(
                    "call_grace",
                    [(v, partial(_seconds, v)) for v in P.CALL_GRACES],
                    _nearest(p.call_grace, P.CALL_GRACES),
                ),
            ),
            (
                lambda: tr("settings.volume"),
                self._choice(
                    "volume",
                    [(v / 10, f"{v * 10} %") for v in range(11)],
                    round(p.volume * 10) / 10,
                    self._sample,
                ),
            ),
            (lambda: tr("settings.muted"), self._toggle(p.muted, "muted", self._sample)),
            (lambda: tr("settings.hints"), self._toggle(p.hints, "hints")),
            (lambda: tr("settings.hint_button"), self._toggle(p.hint_button, "hint_button")),
            (lambda: tr("settings.take_forced"), self._toggle(p.take_forced, "take_forced")),
            (
                lambda: tr("settings.coach"),
                self._choice(
                    "coach",
                    [(m, partial(tr, f"settings.coach.{m}")) for m in P.COACH_MODES],
                    p.coach,
                ),
            ),
            (lambda: tr("settings.colour_blind"), self._toggle(p.colour_blind, "colour_blind")),
            (
                lambda: tr("settings.card_size"),
                self._choice(
                    "card_size",
                    [(size, partial(tr, f"settings.card_size.{size}")) for size in P.CARD_SIZES],
                    p.card_size,
                ),
            ),
            (lambda: tr("settings.fullscreen"), self.fullscreen_toggle),
        ]
        for _label, widget in self.rows:
            self.form.add(widget)
        self.defaults_button = self.form.add(
            Button(lambda: tr("settings.defaults"), self.defaults, style="quiet")
        )
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="primary")
        )
        self.own_button = self.form.add(
            Button(lambda: self._own_label(), self.own_rulesets, style="quiet")
        )

    def _toggle(
        self, value: bool, name: str, after: Callable[[bool], None] | None = None
    ) -> Toggle:
        return Toggle(
            value,
            self._setter(name, after),
            on_text=lambda: tr("value.on"),
            off_text=lambda: tr("value.off"),
        )

    def _choice(
        self,
        name: str,
        options: list[tuple[V, Text]],
        current: V,
        after: Callable[[V], None] | None = None,
    ) -> Choice[V]:
        """A setting chosen from a list that ends at both ends (no wrapping round)."""
        return Choice(options, current, self._setter(name, after), wrap_around=False)

    @staticmethod
    def _sample(_value: object) -> None:
        """A card put down at the new volume (nothing when muted): the person hears the change.
        (The sounds' module is imported here, not with Settings: it pulls in the card art and
        the ruleset reader, which the title's preload thread may be importing just then.)"""
        from game.ui.art.look import play_sound

        play_sound("play")

    def _setter(self, name: str, after: Callable[[V], None] | None = None) -> Callable[[V], None]:
        """What a control calls with its new value: the setting changed, its listeners told,
        then `after` (a sample of the new volume)."""

        def change(value: V) -> None:
            setattr(self.prefs, name, value)
            P.changed()
            if after is not None:
                after(value)

        return change

    def _language(self, code: str) -> None:
        self.prefs.language = code
        set_language(code)
        P.changed()

    @staticmethod
    def _own_label() -> str:
        from game.table import rulecache

        bad = sum(not checked.good for checked in rulecache.user_scan().found())  # so far
        return tr("settings.own_rulesets_bad", count=bad) if bad else tr("settings.own_rulesets")

    def own_rulesets(self) -> None:
        assert self.app is not None
        self.app.scenes.open("user_rulesets")

    def _fullscreen(self, on: bool) -> None:
        if self.app is not None and self.app.fullscreen != on:
            self.app.toggle_fullscreen()

    def defaults(self) -> None:
        fresh = P.Prefs(new_game=self.prefs.new_game)  # the last game's seats are no setting
        if self.app is not None and self.app.fullscreen:
            self.app.toggle_fullscreen()
        P.replace(fresh)
        set_language(fresh.language)
        P.changed()
        focused = (
            self.rows.index(next(r for r in self.rows if r[1] is self.form.focused))
            if any(r[1] is self.form.focused for r in self.rows)
            else None
        )
        self.form.clear()
        self.build()
        self.layout()
        if focused is not None:
            self.form.focus(self.rows[focused][1])
        else:
            self.form.focus(self.defaults_button)

    def on_enter(self) -> None:
        # F11 may have changed the window since the toggle was drawn.
        if self.app is not None and self.built:
            self.prefs.fullscreen = self.app.fullscreen
            self.fullscreen_toggle.value = self.app.fullscreen

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app is not None and self.app.fullscreen != self.fullscreen_toggle.value:
            self.on_enter()

    # -- layout ----------------------------------------------------------------------------
    def pitch(self) -> int:
        """A row's height: 56 px at 1280x720, less when the rows would reach the buttons."""
        room = self.size[1] - self.px(84 + 12 + 90 + 28)  # between the title and the buttons
        return min(self.px(56), room // max(1, len(self.rows)))

    def panel_rect(self) -> pygame.Rect:
        w, h = self.size
        pw = min(w - self.px(80), self.px(760))
        ph = self.pitch() * len(self.rows) + self.px(28)
        return pygame.Rect((w - pw) // 2, max(self.px(90), (h - ph) // 2 - self.px(10)), pw, ph)

    def layout(self) -> None:
        rect = self.panel_rect()
        pitch = self.pitch()
        height = min(self.px(40), pitch - self.px(8))
        control_w = self.px(320)
        y = rect.y + self.px(14) + (pitch - height) // 2
        for _label, widget in self.rows:
            widget.rect = pygame.Rect(rect.right - self.px(32) - control_w, y, control_w, height)
            y += pitch
        self.back_button.rect = self.bottom_row(self.px(32), self.px(180))
        self.defaults_button.rect = self.bottom_row(0, self.px(260), right=True)
        w = self.px(300)
        self.own_button.rect = self.bottom_row((self.size[0] - w) // 2, w)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        rect = self.panel_rect()
        panel(surface, rect, radius=self.px(16))
        size = min(  # one size for the column of labels: the largest at which each fits
            fit_size(
                label() if callable(label) else label, w.rect.x - rect.x - self.px(48), self.px(20)
            )
            for label, w in self.rows
        )
        for i, (label, widget) in enumerate(self.rows):
            if i:
                y = widget.rect.y - (self.pitch() - widget.rect.h) // 2
                pygame.draw.line(
                    surface, (36, 86, 62), (rect.x + self.px(24), y), (rect.right - self.px(24), y)
                )
            blit_text(
                surface,
                label() if callable(label) else label,
                size,
                (rect.x + self.px(32), widget.rect.centery),
                anchor="midleft",
            )
        self.form.draw(surface)
        hint_line(surface, tr("settings.hint"), self)
