"""The window and the one loop that owns the clock.

Every frame: hand events to the top scene, update the visible scenes with the elapsed time in
seconds, draw them bottom-up, flip. The frame rate is capped; when nothing moves the loop
sleeps on the event queue, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import contextlib
import sys
import time
import warnings
from collections.abc import Callable

import pygame

from game import desktop
from game.ui import drops, heap
from game.ui.presses import Presses
from game.ui.scene import Scene, SceneStack
from game.ui.window import MIN_SIZE, Place, PlaceKeeper

DEFAULT_SIZE = (1280, 720)
# How long a thread may keep Python's lock while another waits for it (the default is 5 ms).
# Files are read and rounds searched on threads of their own (game.background) while the
# window draws; the frame gives the lock up at each pygame call, and with the default it waited
# up to 5 ms for it each time: frames of 200-500 ms while a folder was read, under 100 ms at 1 ms.
SWITCH_INTERVAL = 0.001
BUSY_FPS = 60
IDLE_WAIT_MS = 100  # at most 10 idle frames a second


class App:
    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        *,
        title: str = desktop.APP_NAME,
        fullscreen: bool = False,
        place: Place | None = None,
    ) -> None:
        sys.setswitchinterval(SWITCH_INTERVAL)
        heap.return_big_blocks()  # a screen's big pictures, freed, leave the process (Linux)
        desktop.name_the_window()  # SDL reads the window class when the display starts
        pygame.display.init()
        pygame.font.init()
        self._init_audio()
        self._set_icon()
        self.title = title
        self.fullscreen = False
        self.places = PlaceKeeper(place or Place(size, None))
        self.screen = self._open_window(self.places.place)
        self.scenes = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.running = True
        self.presses = Presses()
        self.minimised = False  # in the taskbar: no scene updates, the idle loop sleeps
        self._waited: list[pygame.event.Event] = []  # taken by the idle wait, handled next
        self.time = 0.0  # seconds of game time since start
        self.frame_times: list[float] = []  # seconds spent per frame (measured, for benchmarks)
        self.after_frame: list[Callable[[App], None]] = []
        if fullscreen:
            self.toggle_fullscreen()

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

    def _open_window(self, place: Place) -> pygame.Surface:
        pygame.display.set_caption(self.title)  # first: the window maps with its name
        # Made hidden and shown once it is whole: on X11, SDL makes the window, then makes it
        # again for the drawing surface it gets (SDL issue 7259), and a window made shown
        # flashed on the screen for that moment before the real one came.
        screen = pygame.display.set_mode(place.size, pygame.RESIZABLE | pygame.HIDDEN)
        with warnings.catch_warnings():
            # pygame-ce asks new code to draw through Window.get_surface; the game draws on the
            # display module's surface and only needs the window's size, place and modes.
            warnings.simplefilter("ignore", DeprecationWarning)
            self.window = pygame.Window.from_display_module()
        self.window.minimum_size = MIN_SIZE
        if place.pos is not None:
            self.window.position = place.pos
        if place.maximised:
            self.window.maximize()
        self.window.show()
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def place(self) -> Place:
        """The window's normal place (size, corner, maximised), as the person left it."""
        return self.places.place

    def toggle_fullscreen(self) -> None:
        """Full screen and back to the window as it was: same size, same place (the window
        itself stays; only its mode changes, so the system does not place it anew)."""
        if not self.fullscreen:
            if self.place.maximised:
                # Full screen from the normal window: coming back, the window manager then
                # has the normal size and place to return to when it is un-maximised.
                self.window.restore()
            self.places.enter_full_screen()
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            place = self.places.leave_full_screen()
            if place.maximised:
                self.window.maximize()
            else:
                self.window.size = place.size  # the window manager puts back its corner
        self.fullscreen = not self.fullscreen
        self._follow_window()

    def _follow_window(self) -> None:
        """Draw on the display surface at its new size and lay every scene out again."""
        self.screen = pygame.display.get_surface() or self.screen
        self._resized()

    def _window_event(self, event: pygame.event.Event) -> None:
        """The window's report: moved, resized (with its own size), maximised or restored."""
        if event.type == pygame.WINDOWMOVED:
            # A move's own corner can be the window manager's first thought (before it placed
            # the window) and in other terms than the corner SDL keeps: SDL's is the one the
            # window is opened at next time.
            x, y = self.window.position
            self.places.moved((x, y))
        elif event.type == pygame.WINDOWSIZECHANGED:
            self.places.resized((event.x, event.y))
        elif event.type == pygame.WINDOWMAXIMIZED:
            self.places.maximised()
        elif event.type == pygame.WINDOWRESTORED:
            size = self.places.restored()
            if size is not None:
                # The size only: SDL sets a corner as the frame's and reports it as the
                # inside's (X11), a title bar's height apart.
                self.window.size = size

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
        if event.type == pygame.WINDOWMINIMIZED:
            self.minimised = True
            return
        if self.minimised and event.type in (pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            self.minimised = False  # back from the taskbar as it was: its place is unchanged
            return
        if event.type in (pygame.WINDOWMOVED, pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
            self._window_event(event)
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_event(event)
            self._follow_window()
            return
        if event.type in drops.EVENTS:
            drops.dropped(self, event)  # a file dropped on the window: the one place for it
            return
        top = self.scenes.top
        if top is not None and self.presses.admit(event, top):
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
        if self.minimised:
            # Nobody sees the table: the game stands still (the bots, the call grace, the
            # animations all run on this time) until the window comes back.
            return
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
        return not self.minimised and (
            self.scenes.fading or any(scene.busy() for scene in self.scenes.visible())
        )

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

    def end(self) -> None:
        """The system ends the program (SIGTERM at logout or shutdown): no scene is asked, not
        even kid mode's lock, which is for the window's close button; `shut_down` then saves."""
        self.running = False

    def shut_down(self) -> None:
        """After the loop: every scene leaves (a table's save is written)."""
        self.scenes.close_all()
