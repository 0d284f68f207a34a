"""Watch a kept round again: every hand open, move by move or at speed, the log beside it.

The round was re-driven through the engine when it was read (`game.table.replaying`): each
step holds the table after one decision, so going back is as cheap as going on. The log says
each step's events as the table's log does (`game.words.describe`): to the person who played
it alone ("You draw a card"), else to nobody in particular.

Keys: Left / Right one move, Home / End the deal / the end, Space plays or pauses, Esc back.
"""

from __future__ import annotations

import pygame

from game.i18n import language, tr
from game.ruleset.facts import facts_of
from game.table.log import sentence
from game.table.replaying import Replay
from game.ui.art.look import BACK
from game.ui.scenes.replay.view import (
    draw_centre,
    draw_hands,
    draw_log,
    reader,
    shown_names,
    when_text,
)
from game.ui.table.hud import text
from game.ui.table.places import images_for
from game.ui.widgets.controls import Button
from game.ui.widgets.forms import FormScene, hint_line
from game.words import describe

SPEEDS = (("slow", 1.6), ("normal", 0.8), ("fast", 0.35))  # seconds a move at speed
PAINT_BUDGET = 0.02  # seconds of card painting a frame, until the hands shown are painted


EARLIER_LINES = 100  # log lines before the step shown: more than the log panel holds


class ReplayScene(FormScene):
    def __init__(self, replay: Replay) -> None:
        super().__init__()
        self.replay = replay
        self.at = 0  # the step shown: 0 is the deal
        self.playing = False
        self.speed = 1
        self.clock = 0.0
        self.images = images_for(replay.rules)
        self._lines: dict[int, list[str]] = {}
        self._lines_in = ""
        name = facts_of(replay.rules).name
        self.title = lambda: f"{name} · {when_text(replay)}"

    # -- the steps -------------------------------------------------------------------------
    @property
    def last(self) -> int:
        return len(self.replay.steps) - 1

    def go(self, step: int) -> None:
        self.at = max(0, min(self.last, step))
        self.clock = 0.0
        if self.at == self.last:
            self.playing = False

    def toggle(self) -> None:
        if self.at == self.last:
            self.go(0)  # at the end, Play starts over
        self.playing = not self.playing
        self.clock = 0.0

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)

    def lines(self, step: int) -> list[str]:
        """The log lines of one step, in the language now in force (said when first shown:
        a long round has thousands of steps, too many to word in one frame)."""
        if self._lines_in != language():
            self._lines = {}
            self._lines_in = language()
        if step not in self._lines:
            replay = self.replay
            names, you = shown_names(replay), reader(replay)
            said = (
                describe(replay.rules, event, names, you=you) for event in replay.steps[step].events
            )
            self._lines[step] = [sentence(line) for line in said if line]
        return self._lines[step]

    # -- the scene -------------------------------------------------------------------------
    def build(self) -> None:
        add = self.form.add
        self.prev_button = add(Button(lambda: tr("replay.previous"), lambda: self.go(self.at - 1)))
        self.play_button = add(
            Button(
                lambda: tr("replay.pause" if self.playing else "replay.play"),
                self.toggle,
                style="primary",
            )
        )
        self.next_button = add(Button(lambda: tr("replay.next"), lambda: self.go(self.at + 1)))
        self.speed_button = add(
            Button(
                lambda: tr("replay.speed", speed=tr(f"speed.{SPEEDS[self.speed][0]}")),
                self.next_speed,
                style="quiet",
            )
        )
        self.back_button = add(Button(lambda: tr("common.back"), self.back, style="quiet"))
        self.form.focus(self.next_button)

    def layout(self) -> None:
        w, h = self.size
        self.log_rect = pygame.Rect(w - self.px(400), self.px(84), self.px(360), h - self.px(190))
        self.centre_rect = pygame.Rect(
            self.log_rect.x - self.px(240), self.px(96), self.px(220), self.px(300)
        )
        self.hands_rect = pygame.Rect(
            self.px(24), self.px(84), self.centre_rect.x - self.px(40), h - self.px(190)
        )
        widths = (180, 180, 180, 220)
        x = self.px(32)
        for button, width in zip(
            (self.prev_button, self.play_button, self.next_button, self.speed_button),
            widths,
            strict=True,
        ):
            button.rect = self.bottom_row(x, self.px(width))
            x += self.px(width + 12)
        self.back_button.rect = self.bottom_row(0, self.px(180), right=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: lambda: self.go(self.at - 1),
                pygame.K_RIGHT: lambda: self.go(self.at + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(self.last),
                pygame.K_SPACE: self.toggle,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing:
            return
        self.clock += dt
        interval = SPEEDS[self.speed][1]
        while self.playing and self.clock >= interval:
            self.clock -= interval
            self.go(self.at + 1)
        self.prev_button.enabled = self.at > 0

    def busy(self) -> bool:
        return self.playing or bool(self._unpainted())

    def _wanted(self) -> list[int]:
        state = self.replay.steps[self.at].state
        cards = {t for hand in state.hands for t in range(len(hand)) if hand[t]}
        return [BACK, *sorted(cards | set(state.discard[-1:]))]

    def _unpainted(self) -> list[int]:
        """The pictures the step shown needs that are not painted yet (every hand is open: a
        10-seat deal is 70 faces, too many to paint in one frame)."""
        return self.images.missing(self._wanted())

    def paint_some(self, budget: float = PAINT_BUDGET) -> float:
        """A frame's share of the step shown's pictures (the opening screen paints the first
        step's before this screen shows); the share of them painted, 1.0 once all are."""
        wanted = self._wanted()
        self.images.prewarm(self.images.missing(wanted), budget)
        return 1 - len(self.images.missing(wanted)) / len(wanted)

    def draw(self, surface: pygame.Surface) -> None:
        self.prev_button.enabled = self.at > 0
        self.next_button.enabled = self.at < self.last
        self.draw_background(surface)
        painted = self.paint_some()
        if painted < 1.0:  # a later step's new cards: a frame or two
            centre = surface.get_rect().center
            words = tr("rounds.opening", percent=round(100 * painted))
            text(surface, words, self.px(20), centre, anchor="center")
            self.form.draw(surface)
            return
        step = self.replay.steps[self.at]
        draw_hands(
            surface,
            self.hands_rect,
            self.replay,
            step.state,
            self.images,
            acted=step.seat,
            scale=self.s,
        )
        draw_centre(surface, self.centre_rect, step.state, self.images, self.s)
        earlier: list[str] = []  # the lines before, as many as a log panel could show
        k = self.at
        while k > 0 and len(earlier) < EARLIER_LINES:
            k -= 1
            earlier[:0] = self.lines(k)
        draw_log(surface, self.log_rect, self.s, earlier, self.lines(self.at))
        counter = (
            tr("replay.deal") if self.at == 0 else tr("replay.step", step=self.at, total=self.last)
        )
        text(
            surface,
            counter,
            self.px(18),
            (self.log_rect.x, self.px(44)),
            bold=True,
            anchor="midleft",
        )
        self.form.draw(surface)
        hint_line(surface, tr("replay.hint"), self)
