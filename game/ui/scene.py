"""Scenes and the scene stack.

A scene handles events, updates with the frame's time step in seconds, and draws. Scenes are
pushed and popped on a stack. A scene that answers the one that opened it (a chooser, a
question, the results) is a `Modal[R]`: pushed with a callback (`push(modal, callback)`), it
hands its result back with `dismiss(result)`, and the type checker sees that the callback takes
what the modal gives (`R`, or None when it left without an answer). A transparent scene lets
the one below draw first, so a chooser appears over the table. Scenes find each other by name
through the stack (`open`, `make`, `find`; the names are in `game.ui.scenes.SCENES`, with a
typed maker for each modal that answers), never by importing each other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Generic, TypeVar, overload

import pygame

if TYPE_CHECKING:
    from game.ui.app import App

R = TypeVar("R")


FADE_SECONDS = 0.2  # a change of screen cross-fades this long (0: cut at once)


class Scene:
    transparent = False  # draw the scene below first (modals)
    fades = True  # a change of screen to or from this one cross-fades (see SceneStack)
    scene_id = ""  # the name it was made by (`SceneStack.make`), "" when made directly
    # A file dropped on the window may open the workshop over this scene (`game.ui.drops`);
    # False: a table or kid mode is on the stack, and a dropped file is ignored.
    takes_drops = True

    def __init__(self) -> None:
        self.app: App | None = None

    # -- lifecycle -------------------------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed, or uncovered by the scene above popping."""

    def on_exit(self) -> None:
        """Popped or covered."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layouts."""

    # -- frame -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto `surface`."""

    def busy(self) -> bool:
        """True while something moves (an animation, a bot thinking): the loop keeps full speed."""
        return False

    def press_lost(self) -> None:
        """A mouse button pressed on this scene was released over another one (opened while
        it was held): let go of whatever the press took hold of, without acting."""

    def on_close_request(self) -> bool:
        """The window's close button was pressed: return True to keep the program running (the
        scene asks first in its own way, like kid mode's long press). Asked of every scene on
        the stack, top first, after the top scene's `handle_event` declined the event."""
        return False

    # -- leaving ---------------------------------------------------------------------------
    def dismiss(self) -> None:
        """Leave: the scene on top goes off the stack (this one, when it is on top)."""
        assert self.app is not None
        self.app.scenes.pop()

    def _answer(self) -> None:
        """Off the stack, the scene below entered again: a modal answers here (`Modal`)."""


class Modal(Scene, Generic[R]):
    """A scene that answers whoever pushed it: `dismiss(result)` leaves, and the callback given
    to `SceneStack.push` gets `result` once the scene below has entered again. A modal that
    leaves without an answer (taken off the stack from outside) hands back None."""

    def __init__(self) -> None:
        super().__init__()
        self._callback: Callable[[R | None], None] | None = None
        self._result: R | None = None

    def dismiss(self, result: R | None = None) -> None:
        """Leave this scene and hand `result` to whoever pushed it."""
        self._result = result
        super().dismiss()

    def _answer(self) -> None:
        callback, self._callback = self._callback, None  # one answer per push
        if callback is not None:
            callback(self._result)


class SceneStack:
    """The scenes, bottom first. When the screen under everything changes (title to table, a
    full screen pushed or popped; not a modal over its scene), the last frame drawn fades out
    over the new screen for `fade_seconds` (0: no fade, when animations are off)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._stack: list[Scene] = []
        self.fade_seconds = FADE_SECONDS
        self._fade: tuple[pygame.Surface, float] | None = None  # the old frame, its age

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._stack)

    def make(self, name: str, /, *args: object, **options: object) -> Scene:
        """A new scene by name (see `game.ui.scenes.SCENES`), not yet on the stack."""
        from game.ui.scenes import make

        return make(name, *args, **options)

    def open(self, name: str, /, *args: object, **options: object) -> Scene:
        """Push a new scene by name. A modal whose answer is wanted is made by its typed maker
        in `game.ui.scenes` and pushed with the callback (`push`)."""
        scene = self.make(name, *args, **options)
        self.push(scene)
        return scene

    def find(self, name: str) -> Scene | None:
        """The topmost scene on the stack made by `name`, or None."""
        return next((s for s in reversed(self._stack) if s.scene_id == name), None)

    @overload
    def push(self, scene: Modal[R], callback: Callable[[R | None], None] | None = None) -> None: ...
    @overload
    def push(self, scene: Scene) -> None: ...
    def push(self, scene: Scene, callback: Callable[[R | None], None] | None = None) -> None:
        """Put `scene` on top; a modal's `callback` gets its answer when it leaves."""
        if isinstance(scene, Modal):
            scene._callback, scene._result = callback, None
        elif callback is not None:
            raise TypeError(f"{type(scene).__name__} is no Modal: it hands back no result")
        with self._changing():
            self._push(scene)

    def _push(self, scene: Scene) -> None:
        if self._stack:
            self._stack[-1].on_exit()
        scene.app = self.app
        self._stack.append(scene)
        scene.on_resize(self.app.size)
        scene.on_enter()

    def pop(self) -> Scene | None:
        """Take the top scene off; a modal answers what it was dismissed with (else None)."""
        with self._changing():
            return self._pop(answer=True)

    def drop_above(self, base: object) -> None:
        """Take the scenes above `base` off the stack without their answers (when `base` is
        on it at all)."""
        while self._stack and self._stack[-1] is not base and base in self._stack:
            with self._changing():  # one at a time, as `pop` would: each may fade
                self._pop(answer=False)

    def _pop(self, *, answer: bool) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.on_exit()
        if self._stack:
            self._stack[-1].on_enter()
        if answer:
            scene._answer()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (title -> table) without handing a result back."""
        with self._changing():
            if self._stack:
                old = self._stack.pop()
                old.on_exit()
            self._push(scene)

    def clear(self, scene: Scene) -> None:
        with self._changing():
            while self._stack:
                self._stack.pop().on_exit()
            self._push(scene)

    # -- the cross-fade between screens -------------------------------------------------------
    @contextmanager
    def _changing(self) -> Iterator[None]:
        """Around a change of the stack: fade if the screen under everything changed."""
        before = self._base()
        yield
        after = self._base()
        if before is None or after is None or before is after or self.fade_seconds <= 0:
            return
        if before.fades and after.fades:
            self._fade = (self.app.screen.copy(), 0.0)

    def _base(self) -> Scene | None:
        visible = self.visible()
        return visible[0] if visible else None

    @property
    def fading(self) -> bool:
        return self._fade is not None

    def draw_fade(self, surface: pygame.Surface, dt: float) -> None:
        """Over the new screen just drawn: the old frame, fainter each frame until gone."""
        if self._fade is None:
            return
        frame, age = self._fade
        age += dt
        if age >= self.fade_seconds or frame.get_size() != surface.get_size():
            self._fade = None
            return
        self._fade = (frame, age)
        frame.set_alpha(int(255 * (1 - age / self.fade_seconds)))
        surface.blit(frame, (0, 0))

    def close_all(self) -> None:
        """The program ends: every scene leaves, top first, without handing results down (a
        table writes its last save and stops its bots)."""
        while self._stack:
            self._stack.pop().on_exit()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every transparent layer's base."""
        out: list[Scene] = []
        for scene in reversed(self._stack):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))
