"""The in-game menu (Esc at the table) and a yes/no confirmation.

`GameMenu` is a modal: it hands the choice back through `dismiss` as one of CHOICES ("resume"
when cancelled with Esc). Quit asks first, saying whether the match is kept for Continue.
`game_menu` (the scene "game_menu") makes the menu a table opens: once closed it carries out the
choices that are the same for every table (rules, settings, new game, quit), leaving resume,
restart and the way back to the title screen ("main_menu") to the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import tr
from game.table.setup import GameSetup
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_LIGHT, Button, blit_text, wrap
from game.ui.widgets.forms import ModalScene

if TYPE_CHECKING:
    from game.engine.rules import Rules

CHOICES = ("resume", "restart", "new_game", "rules", "settings", "main_menu", "quit")


class ConfirmDialog(ModalScene[bool]):
    """A question with Yes and No; dismisses with True or False (Esc: False)."""

    cancel_result = False
    panel_size = (600, 220)

    def __init__(
        self, question: str, *, yes: str | None = None, no: str | None = None, danger: bool = True
    ) -> None:
        super().__init__()
        self.question = question
        self.yes_text = yes or tr("common.yes")
        self.no_text = no or tr("common.no")
        self.danger = danger

    def build(self) -> None:
        # No first: Enter on a freshly opened question must not throw the game away.
        self.no = self.form.add(Button(self.no_text, lambda: self.dismiss(False)))
        self.yes = self.form.add(
            Button(
                self.yes_text,
                lambda: self.dismiss(True),
                style="danger" if self.danger else "primary",
            )
        )

    def panel_rect(self) -> pygame.Rect:
        """Tall enough for the question's lines above the buttons."""
        font = theme.font(self.px(22), True)
        lines = len(wrap(self.question, font, self.px(self.panel_size[0] - 60)))
        w = self.px(self.panel_size[0])
        h = max(
            self.px(self.panel_size[1]), self.px(44 + 28 + 52 + 28) + lines * font.get_linesize()
        )
        return pygame.Rect((self.size[0] - w) // 2, (self.size[1] - h) // 2, w, h)

    def layout(self) -> None:
        rect = self.panel_rect()
        bw, bh = self.px(200), self.px(52)
        y = rect.bottom - bh - self.px(28)
        gap = self.px(20)
        self.no.rect = pygame.Rect(rect.centerx - gap // 2 - bw, y, bw, bh)
        self.yes.rect = pygame.Rect(rect.centerx + gap // 2, y, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.focus(self.no if event.key == pygame.K_LEFT else self.yes)
            return True
        return super().handle_event(event)

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        font = theme.font(self.px(22), True)
        lines = wrap(self.question, font, rect.w - self.px(60))
        y = rect.y + self.px(44)
        for line in lines:
            blit_text(
                surface,
                line,
                self.px(22),
                (rect.centerx, y),
                bold=True,
                colour=TEXT_LIGHT,
                anchor="midtop",
            )
            y += font.get_linesize()


class GameMenu(ModalScene[str]):
    title = staticmethod(lambda: tr("menu.title"))
    cancel_result = "resume"
    panel_size = (460, 500)

    def __init__(self, *, can_restart: bool = True, saved: bool = True, way_out: str = "") -> None:
        super().__init__()
        self.can_restart = can_restart
        self.way_out = way_out  # the leaving button's key where it goes elsewhere (a trial's)
        self.saved = saved  # the match is written after every move: Continue picks it up
        self.then: Callable[[str], None] | None = None  # runs with the choice once it is closed

    def dismiss(self, result: str | None = None) -> None:
        super().dismiss(result)
        if self.then is not None:
            self.then("resume" if result is None else result)  # no choice: play on

    def build(self) -> None:
        def item(key: str, choice: str, style: str = "normal", enabled: bool = True) -> Button:
            return self.form.add(
                Button(lambda: tr(key), lambda: self.choose(choice), style=style, enabled=enabled)
            )

        self.buttons = [
            item("menu.resume", "resume", "primary"),
            item("menu.restart", "restart", enabled=self.can_restart),
            item("menu.new_game", "new_game"),
            item("menu.rules", "rules"),
            item("menu.settings", "settings"),
            item(self.way_out or "menu.main_menu", "main_menu", "quiet"),
            item("menu.quit", "quit", "quiet"),
        ]

    def layout(self) -> None:
        rect = self.panel_rect()
        bw, bh, gap = rect.w - self.px(80), self.px(54), self.px(12)
        y = rect.y + self.px(84)
        *column, main_menu, quit_button = self.buttons
        for button in column:
            button.rect = pygame.Rect(rect.x + self.px(40), y, bw, bh)
            y += bh + gap
        half = (bw - gap) // 2  # the two ways out side by side
        main_menu.rect = pygame.Rect(rect.x + self.px(40), y, half, bh)
        quit_button.rect = pygame.Rect(main_menu.rect.right + gap, y, bw - half - gap, bh)

    def choose(self, choice: str) -> None:
        if choice != "quit":
            self.dismiss(choice)
            return
        assert self.app is not None

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.dismiss("quit")

        question = (
            tr("menu.quit_question", **{"continue": tr("title.continue")})
            if self.saved
            else tr("menu.quit_question_unsaved")
        )
        self.app.scenes.push(
            ConfirmDialog(question, yes=tr("menu.quit_yes"), no=tr("menu.quit_no"), danger=False),
            confirmed,
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.choose("rules")
            return True
        return super().handle_event(event)


def game_menu(
    setup: GameSetup | None = None,
    *,
    on_restart: Callable[[], None] | None = None,
    on_resume: Callable[[], None] | None = None,
    on_choice: Callable[[str], None] | None = None,
    saved: bool = True,
    played: Rules | None = None,
    way_out: str = "",
) -> GameMenu:
    """The menu over a table, carrying out the choice once it has closed (the scene "game_menu").

    Rules and Settings open over the table and come back to it; New game replaces the table
    with the New game screen, preset to this match; Quit leaves the program. `on_choice` hears
    every choice first. `saved`: whether the match is kept for Continue (what Quit says).
    `played`: the rules the table plays, which Rules shows (never the file read again).
    `way_out`: the translation key of the leaving button where it does not lead to the main
    menu (a workshop's trial goes back to the rules being made).
    """
    menu = GameMenu(can_restart=on_restart is not None, saved=saved, way_out=way_out)

    def chosen(choice: str) -> None:
        app = menu.app
        assert app is not None
        if on_choice is not None:
            on_choice(choice)
        if choice == "restart" and on_restart is not None:
            on_restart()
        elif choice == "rules":
            ruleset, overrides = (setup.ruleset, setup.overrides) if setup else (None, None)
            app.scenes.open("rules", ruleset, overrides, played=played)
        elif choice == "settings":
            app.scenes.open("settings")
        elif choice == "new_game":
            app.scenes.replace(app.scenes.make("new_game", setup))
        elif choice == "quit":
            app.quit()
        elif on_resume is not None:
            on_resume()

    menu.then = chosen
    return menu
