"""The window and the one loop that owns the clock.

Every frame: hand events to the top scene, update the visible scenes with the elapsed time in
seconds, draw them bottom-up, flip. The frame rate is capped; when nothing moves the loop
sleeps on the event queue, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable

import pygame

from game import desktop
from game.ui.scene import Scene, SceneStack

MIN_SIZE = (1280, 720)
BUSY_FPS = 60
IDLE_WAIT_MS = 100  # at most 10 idle frames a second


class App:
    def __init__(
        self,
        size: tuple[int, int] = MIN_SIZE,
        *,
        title: str = desktop.APP_NAME,
        fullscreen: bool = False,
    ) -> None:
        desktop.name_the_window()  # SDL reads the window class when the display starts
        pygame.display.init()
        pygame.font.init()
        self._init_audio()
        self._set_icon()
        self.title = title
        self.fullscreen = fullscreen
        self._windowed_size = size
        self.screen = self._open_window(size)
        self.scenes = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self._waited: list[pygame.event.Event] = []  # taken by the idle wait, handled next
        self.time = 0.0  # seconds of game time since start
        self.frame_times: list[float] = []  # seconds spent per frame (measured, for benchmarks)
        self.after_frame: list[Callable[[App], None]] = []

    # -- window ----------------------------------------------------------------------------
    @staticmethod
    def _init_audio() -> None:
        """Sound is optional: no device means no sound, never an error."""
        with contextlib.suppress(pygame.error):
            pygame.mixer.init()

    @staticmethod
    def _set_icon() -> None:
        """The game's icon for the title bar and taskbar, set before the window opens (some
        systems take it only then); without it the window still opens."""
        with contextlib.suppress(pygame.error, OSError):
            icon = pygame.image.load(desktop.icon_file(desktop.WINDOW_ICON_SIZE))
            pygame.display.set_icon(icon)

    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if self.fullscreen:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption(self.title)
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._windowed_size = self.size
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window(self._windowed_size)
        self._resized()

    def _resized(self) -> None:
        for scene in self.scenes:
            scene.on_resize(self.size)

    # -- loop ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            if not self._close_refused(event):
                self.running = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.fullscreen:
                w, h = self.screen.get_size()
                if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
                    self.screen = pygame.display.set_mode(
                        (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])), pygame.RESIZABLE
                    )
            self._resized()
            return
        top = self.scenes.top
        if top is not None:
            top.handle_event(event)

    def _close_refused(self, event: pygame.event.Event) -> bool:
        """Closing the window goes to the top scene first, then every scene may refuse it: a
        kid-mode table under a chooser still asks for the long press instead of quitting."""
        top = self.scenes.top
        if top is not None and top.handle_event(event):
            return True
        return any(scene.on_close_request() for scene in reversed(list(self.scenes)))

    def step(self, dt: float) -> None:
        """One frame: events, update, draw. Tests drive the loop through this."""
        started = time.perf_counter()
        waited, self._waited = self._waited, []
        for event in waited + pygame.event.get():  # in the order they came
            self.handle(event)
        self.time += dt
        visible = self.scenes.visible()
        for scene in visible:
            scene.update(dt)
        visible = self.scenes.visible()
        for scene in visible:
            scene.draw(self.screen)
        self.scenes.draw_fade(self.screen, dt)
        pygame.display.flip()
        for hook in list(self.after_frame):
            hook(self)
        self.frame_times.append(time.perf_counter() - started)
        if len(self.frame_times) > 10_000:
            del self.frame_times[:5_000]

    def busy(self) -> bool:
        return self.scenes.fading or any(scene.busy() for scene in self.scenes.visible())

    def run(self, first: Scene, *, max_seconds: float | None = None) -> None:
        """Run until quit (or for `max_seconds` of game time, for smoke tests)."""
        self.scenes.push(first)
        self.clock.tick()
        while self.running and len(self.scenes):
            if self.busy():
                dt = self.clock.tick(BUSY_FPS) / 1000.0
            else:
                # Idle: sleep until an event arrives or a short timeout, then go on.
                event = pygame.event.wait(IDLE_WAIT_MS)
                if event.type != pygame.NOEVENT:
                    # Kept to be handled first: posted back, it would queue behind what came
                    # after it (a quick click's release before its press).
                    self._waited.append(event)
                dt = self.clock.tick(BUSY_FPS) / 1000.0
            self.step(min(dt, 0.1))
            if max_seconds is not None and self.time >= max_seconds:
                break

    def quit(self) -> None:
        self.running = False
