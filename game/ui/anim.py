"""Time-based animation: tweens with easing, cards in flight, groups, and the animator.

Everything runs on seconds handed in by the game loop (`update(dt)`), never on frames, and
knows nothing of the engine: the table turns engine events into animations. A click calls
`Animator.skip()`, which jumps every animation to its end (running their `on_done`), so a
player is never made to wait. The speed factor (the animation-speed setting, slower in kid
mode) scales time, not durations, so animations already running speed up too.

>>> t = Tween(1.0, 0.0, 10.0, "linear")
>>> t.update(0.25), t.value
(False, 2.5)
>>> t.update(1.0), t.value
(True, 10.0)
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

Value = float | tuple[float, ...]
Easing = Callable[[float], float]

SPEED_MIN, SPEED_MAX = 0.25, 4.0
KID_MODE_SPEED = 0.7  # kid mode plays animations at 70 % speed, on top of the setting


# -- easing: pure functions of t in 0..1, f(0) = 0 and f(1) = 1 ----------------------------
def _out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def _out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Easing] = {
    "linear": lambda t: t,
    "ease_in_quad": lambda t: t * t,
    "ease_out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "ease_in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "ease_in_cubic": lambda t: t**3,
    "ease_out_cubic": lambda t: 1 - (1 - t) ** 3,
    "ease_in_out_cubic": lambda t: 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "ease_out_sine": lambda t: math.sin(t * math.pi / 2),
    "ease_in_out_sine": lambda t: -(math.cos(math.pi * t) - 1) / 2,
    "ease_in_back": lambda t: 2.70158 * t**3 - 1.70158 * t * t,
    "ease_out_back": lambda t: 1 + 2.70158 * (t - 1) ** 3 + 1.70158 * (t - 1) ** 2,
    "ease_out_bounce": _out_bounce,
    "ease_out_elastic": _out_elastic,
}
EASING = EASINGS  # the name the table looks for


def get_easing(name_or_function: str | Easing) -> Easing:
    """An easing function by name (see EASINGS), or the function itself."""
    if callable(name_or_function):
        return name_or_function
    try:
        return EASINGS[name_or_function]
    except KeyError:
        known = ", ".join(EASINGS)
        raise ValueError(f"unknown easing {name_or_function!r}; known: {known}") from None


def lerp(start: Value, end: Value, t: float) -> Value:
    """`start` moved `t` of the way to `end`: numbers, or tuples of numbers (points, colours)."""
    if isinstance(start, tuple) and isinstance(end, tuple):
        if len(start) != len(end):
            raise ValueError(f"cannot tween {start!r} to {end!r}: different lengths")
        return tuple(a + (b - a) * t for a, b in zip(start, end))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise ValueError(f"cannot tween {start!r} to {end!r}")
    return start + (end - start) * t


class Animation(Protocol):
    """Anything the animator can run."""

    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True once finished."""
        ...

    def finish(self) -> None:
        """Jump to the end (running `on_done`)."""
        ...


class _Timed:
    """Shared clock: a delay, a duration, and an `on_done` called exactly once."""

    def __init__(
        self, duration: float, *, delay: float = 0.0, on_done: Callable[[], Any] | None = None
    ) -> None:
        if duration < 0 or delay < 0:
            raise ValueError("durations and delays are never negative")
        self.duration = float(duration)
        self.delay = float(delay)
        self.elapsed = 0.0  # seconds since the start, delay included
        self.on_done = on_done
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    @property
    def overshoot(self) -> float:
        """Seconds of the last update left over after the end (a Sequence passes them on)."""
        return max(0.0, self.elapsed - self.delay - self.duration) if self._done else 0.0

    @property
    def progress(self) -> float:
        """0..1 through the duration (0 during the delay)."""
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> bool:
        if self._done:
            return True
        self.elapsed += max(0.0, dt)
        self._step()
        if self.elapsed >= self.delay + self.duration:
            self._end()
        return self._done

    def finish(self) -> None:
        if not self._done:
            self.elapsed = self.delay + self.duration
            self._step()
            self._end()

    def _step(self) -> None:
        """Recompute the animated values from `progress`."""

    def _end(self) -> None:
        self._done = True
        if self.on_done is not None:
            callback, self.on_done = self.on_done, None
            callback()


class Tween(_Timed):
    """A value going from `start` to `end` in `duration` seconds along an easing curve."""

    def __init__(
        self,
        duration: float,
        start: Value,
        end: Value,
        easing: str | Easing = "ease_in_out_cubic",
        on_done: Callable[[], Any] | None = None,
        *,
        delay: float = 0.0,
        on_step: Callable[[Value], Any] | None = None,
    ) -> None:
        super().__init__(duration, delay=delay, on_done=on_done)
        lerp(start, end, 0.0)  # refuse values that cannot be tweened now, not mid-flight
        self.start, self.end = start, end
        self.ease = get_easing(easing)
        self.on_step = on_step
        self.value: Value = start

    def _step(self) -> None:
        t = self.progress
        self.value = self.end if t >= 1.0 else lerp(self.start, self.end, self.ease(t))
        if self.on_step is not None:
            self.on_step(self.value)


class Wait(_Timed):
    """Nothing for a while: a pause inside a Sequence."""


class Call(_Timed):
    """Run a function (at once, or after `delay`): a step inside a Sequence."""

    def __init__(self, function: Callable[[], Any], *, delay: float = 0.0) -> None:
        super().__init__(0.0, delay=delay, on_done=function)


@dataclass(frozen=True, slots=True)
class CardPose:
    """Where and how to draw a card: centre, turn (degrees clockwise), squeeze, which side."""

    x: float
    y: float
    angle: float = 0.0
    scale_x: float = 1.0
    scale_y: float = 1.0
    face_up: bool = True


DrawCard = Callable[[Any, Any, CardPose], None]  # (surface, card, pose)


class CardFlight(_Timed):
    """A card travelling from A to B: it turns, grows or shrinks, rises in an arc, and with
    `flip` turns over half-way (face down -> face up, or the other way with face_up=False).

    `draw(surface)` hands the current pose to `draw_card(surface, card, pose)`: the flight
    knows how a card moves, the table knows how it looks.
    """

    def __init__(
        self,
        card: Any,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float = 0.35,
        *,
        start_angle: float = 0.0,
        end_angle: float = 0.0,
        start_scale: float = 1.0,
        end_scale: float = 1.0,
        flip: bool = False,
        face_up: bool = True,
        lift: float = 0.0,
        easing: str | Easing = "ease_out_cubic",
        delay: float = 0.0,
        on_done: Callable[[], Any] | None = None,
        draw_card: DrawCard | None = None,
    ) -> None:
        super().__init__(duration, delay=delay, on_done=on_done)
        self.card = card
        self.start, self.end = start, end
        self.start_angle, self.end_angle = start_angle, end_angle
        self.start_scale, self.end_scale = start_scale, end_scale
        self.flip, self.face_up_at_end, self.lift = flip, face_up, lift
        self.ease = get_easing(easing)
        self.draw_card = draw_card
        self.pose = self._pose(0.0)

    def _pose(self, t: float) -> CardPose:
        e = self.ease(t)
        x, y = lerp(self.start, self.end, e)  # type: ignore[misc]
        y -= self.lift * math.sin(math.pi * t)  # an arc: highest half-way
        scale = self.start_scale + (self.end_scale - self.start_scale) * e
        squeeze, face_up = 1.0, self.face_up_at_end
        if self.flip:
            squeeze = abs(math.cos(math.pi * t))  # edge-on half-way, then the other side
            face_up = self.face_up_at_end if t >= 0.5 else not self.face_up_at_end
        angle = self.start_angle + (self.end_angle - self.start_angle) * e
        return CardPose(x, y, angle, scale * squeeze, scale, face_up)

    def _step(self) -> None:
        self.pose = self._pose(self.progress)

    def draw(self, surface: Any) -> None:
        if self.draw_card is not None and self.elapsed >= self.delay:
            self.draw_card(surface, self.card, self.pose)


class Sequence(_Timed):
    """Animations one after another; done when the last is."""

    def __init__(self, *steps: Animation, on_done: Callable[[], Any] | None = None) -> None:
        super().__init__(0.0, on_done=on_done)
        self.steps: deque[Animation] = deque(steps)
        self._left_over = 0.0

    def update(self, dt: float) -> bool:
        if self._done:
            return True
        while self.steps:
            step = self.steps[0]
            if not step.update(dt):
                return False
            self.steps.popleft()
            dt = getattr(step, "overshoot", 0.0)  # the rest of the frame goes to the next step
            self._left_over = dt
        self._end()
        return True

    @property
    def overshoot(self) -> float:
        return self._left_over if self._done else 0.0

    def finish(self) -> None:
        while self.steps:
            self.steps.popleft().finish()
        if not self._done:
            self._end()

    def draw(self, surface: Any) -> None:
        if self.steps:
            _draw(self.steps[0], surface)


class Parallel(_Timed):
    """Animations side by side; done when all are."""

    def __init__(self, *parts: Animation, on_done: Callable[[], Any] | None = None) -> None:
        super().__init__(0.0, on_done=on_done)
        self.parts = list(parts)

    def update(self, dt: float) -> bool:
        if self._done:
            return True
        if all(part.update(dt) for part in self.parts):
            self._end()
        return self._done

    def finish(self) -> None:
        for part in self.parts:
            part.finish()
        if not self._done:
            self._end()

    @property
    def overshoot(self) -> float:
        if not self._done:
            return 0.0
        return min((getattr(part, "overshoot", 0.0) for part in self.parts), default=0.0)

    def draw(self, surface: Any) -> None:
        for part in self.parts:
            if not part.done:
                _draw(part, surface)


def _draw(animation: Animation, surface: Any) -> None:
    draw = getattr(animation, "draw", None)
    if draw is not None:
        draw(surface)


def speed_factor(setting: float = 1.0, *, kid_mode: bool = False) -> float:
    """The animator's speed from the animation-speed setting (0.5x..2x) and kid mode."""
    return min(SPEED_MAX, max(SPEED_MIN, setting * (KID_MODE_SPEED if kid_mode else 1.0)))


class Animator:
    """The running animations. `play` starts one now; `queue` starts one after everything
    queued before it has finished (engine events, one after another)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.running: list[Animation] = []
        self.waiting: deque[Animation] = deque()
        self._queued: Animation | None = None
        self._speed = 1.0
        self.speed = speed

    @property
    def speed(self) -> float:
        """2.0 plays everything twice as fast (durations halve); 0.5 half as fast."""
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if not value > 0:
            raise ValueError(f"animation speed must be positive, got {value}")
        self._speed = min(SPEED_MAX, max(SPEED_MIN, float(value)))

    @property
    def busy(self) -> bool:
        return bool(self.running or self.waiting)

    def play(self, animation: Animation) -> Animation:
        self.running.append(animation)
        return animation

    def queue(self, animation: Animation) -> Animation:
        self.waiting.append(animation)
        self._start_next()
        return animation

    def update(self, dt: float) -> None:
        scaled = dt * self._speed
        for animation in list(self.running):
            if animation.update(scaled):
                self._remove(animation)
        self._start_next()

    def skip(self) -> None:
        """Jump every animation, running and queued, to its end. Animations started by the
        `on_done` of others are finished too (bounded, in case they start each other)."""
        for _ in range(1000):
            if not self.busy:
                return
            for animation in list(self.running):
                animation.finish()
                self._remove(animation)
            self._start_next()

    def clear(self) -> None:
        """Forget every animation without finishing it (leaving a table)."""
        self.running.clear()
        self.waiting.clear()
        self._queued = None

    def draw(self, surface: Any) -> None:
        """Draw what is in flight (animations with a `draw` method), oldest first."""
        for animation in self.running:
            _draw(animation, surface)

    def flights(self) -> Iterable[CardFlight]:
        """The cards in the air, also inside groups: the table hides them where they land."""
        return [a for a in _walk(self.running) if isinstance(a, CardFlight) and not a.done]

    def _remove(self, animation: Animation) -> None:
        if animation in self.running:
            self.running.remove(animation)
        if animation is self._queued:
            self._queued = None

    def _start_next(self) -> None:
        while self._queued is None and self.waiting:
            nxt = self.waiting.popleft()
            if nxt.done:
                continue
            self._queued = nxt
            self.running.append(nxt)


def _walk(animations: Iterable[Animation]) -> Iterable[Animation]:
    for animation in animations:
        yield animation
        if isinstance(animation, Sequence):
            yield from _walk(list(animation.steps)[:1])
        elif isinstance(animation, Parallel):
            yield from _walk(animation.parts)
