"""The game's sounds, synthesized at start-up: no sound files, no numpy.

Each sound is a short recipe of tones (sine partials with an attack and an exponential decay)
and filtered noise, mixed into a list of floats, shaped, and turned into 16-bit mono samples
at 44.1 kHz with the `array` module. They reach the mixer as an in-memory WAV file, so SDL
converts them to whatever format and channel count the audio device uses.

Sound never stops the game: with no audio device, or a mixer that is not initialised,
`Sounds` plays nothing and says so through `available`.

>>> len(synthesize("click")) == round(DURATIONS["click"] * SAMPLE_RATE)
True
"""

from __future__ import annotations

import contextlib
import io
import itertools
import math
import operator
import random
import threading
import wave
from array import array
from collections.abc import Callable
from functools import cache

import pygame

SAMPLE_RATE = 44100
Buffer = list[float]

# Notes (Hz).
C5, E5, G5, C6, E6, G6, C7, E7 = 523.25, 659.26, 783.99, 1046.5, 1318.5, 1568.0, 2093.0, 2637.0
BELL = ((1.0, 1.0), (2.0, 0.32), (3.0, 0.12), (5.0, 0.05))
BRASS = ((1.0, 1.0), (2.0, 0.55), (3.0, 0.32), (4.0, 0.18), (5.0, 0.1))
MARIMBA = ((1.0, 1.0), (4.0, 0.22), (10.0, 0.05))
BUZZ = ((1.0, 1.0), (3.0, 0.36), (5.0, 0.2), (7.0, 0.12), (9.0, 0.07))


def _blank(seconds: float) -> Buffer:
    return [0.0] * round(seconds * SAMPLE_RATE)


TABLE_SIZE = 4096


@cache
def wavetable(partials: tuple[tuple[float, float], ...]) -> tuple[float, ...]:
    """One period of a waveform made of whole-number partials, peak level about 1."""
    total = sum(level for _, level in partials)
    table = [0.0] * TABLE_SIZE
    for ratio, level in partials:
        k = 2 * math.pi * ratio / TABLE_SIZE
        table = [s + level / total * math.sin(k * i) for i, s in enumerate(table)]
    return tuple(table)


def tone(
    buf: Buffer,
    at: float,
    length: float,
    freq: float,
    amp: float,
    *,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    attack: float = 0.005,
    decay: float = 0.3,
    bend: float = 0.0,
    tremolo: float = 0.0,
) -> None:
    """Add a note: partials (frequency ratio, loudness), a linear attack, an exponential decay
    (time constant `decay` s), an optional pitch bend (ratio over the note) and tremolo (Hz).

    Steady notes run through C-level iterators over a wavetable: pure Python per sample would
    make start-up wait a second for the fanfare alone.
    """
    start = round(at * SAMPLE_RATE)
    count = min(round(length * SAMPLE_RATE), len(buf) - start)
    if count <= 0:
        return
    whole = all(float(ratio).is_integer() for ratio, _ in partials)
    if bend or tremolo or not whole:
        wave_ = _slow_tone(count, freq, partials, bend, tremolo)
    else:
        table = wavetable(partials)
        step = freq * TABLE_SIZE / SAMPLE_RATE
        steps = itertools.islice(itertools.count(0.0, step), count)
        phases = map(int, map(operator.mod, steps, itertools.repeat(TABLE_SIZE)))
        wave_ = list(map(table.__getitem__, phases))
    factor = math.exp(-1 / (decay * SAMPLE_RATE))
    env = list(itertools.accumulate(itertools.repeat(factor, count - 1), operator.mul, initial=amp))
    rise = min(count, max(1, round(attack * SAMPLE_RATE)))
    for i in range(rise):
        env[i] *= i / rise
    fade = min(count, max(1, round(0.008 * SAMPLE_RATE)))
    for i in range(fade):
        env[count - 1 - i] *= i / fade
    buf[start : start + count] = list(
        map(operator.add, buf[start : start + count], map(operator.mul, env, wave_))
    )


def _slow_tone(
    count: int, freq: float, partials: tuple[tuple[float, float], ...], bend: float, tremolo: float
) -> list[float]:
    total = sum(level for _, level in partials)
    out, phase, two_pi = [], 0.0, 2 * math.pi
    for i in range(count):
        phase += two_pi * freq * (1 + bend * i / count) / SAMPLE_RATE
        s = sum(level * math.sin(phase * ratio) for ratio, level in partials) / total
        if tremolo:
            s *= 0.75 + 0.25 * math.sin(two_pi * tremolo * i / SAMPLE_RATE)
        out.append(s)
    return out


def noise(
    buf: Buffer,
    at: float,
    length: float,
    amp: float,
    rng: random.Random,
    *,
    smooth: float = 0.5,
    shape: Callable[[float], float] = lambda x: 1.0 - x,
) -> None:
    """Add filtered white noise: `smooth` 0 is hiss, near 1 a dull rumble (a one-pole low-pass);
    `shape` gives the loudness over the burst (0..1 -> 0..1)."""
    start = round(at * SAMPLE_RATE)
    count = min(round(length * SAMPLE_RATE), len(buf) - start)
    state = 0.0
    gain = 1.0 / max(0.05, 1 - smooth) ** 0.5
    for i in range(count):
        state = smooth * state + (1 - smooth) * rng.uniform(-1.0, 1.0)
        buf[start + i] += amp * gain * state * shape(i / count)


def _play(rng: random.Random) -> Buffer:
    buf = _blank(0.16)
    noise(buf, 0.0, 0.06, 0.5, rng, smooth=0.8, shape=lambda x: x * x)  # the whoosh
    noise(buf, 0.05, 0.07, 1.0, rng, smooth=0.35, shape=lambda x: math.exp(-x * 9))  # snap
    tone(buf, 0.05, 0.1, 170, 0.7, attack=0.002, decay=0.03)  # the card lands
    return buf


def _draw(rng: random.Random) -> Buffer:
    buf = _blank(0.22)
    noise(buf, 0.0, 0.22, 0.8, rng, smooth=0.72, shape=lambda x: math.sin(math.pi * x) ** 1.5)
    return buf


def _shuffle(rng: random.Random) -> Buffer:
    buf = _blank(0.72)
    for k in range(10):
        at = 0.02 + k * 0.058 + rng.uniform(-0.008, 0.008)
        noise(
            buf,
            at,
            0.045,
            rng.uniform(0.6, 1.0),
            rng,
            smooth=0.55,
            shape=lambda x: math.exp(-x * 5) * min(1.0, x * 20),
        )
    tone(buf, 0.62, 0.09, 140, 0.6, attack=0.002, decay=0.03)  # squared up
    return buf


def _mau(rng: random.Random) -> Buffer:
    buf = _blank(0.8)
    tone(buf, 0.0, 0.8, G5, 0.8, partials=BELL, attack=0.004, decay=0.22)
    tone(buf, 0.16, 0.64, C6, 0.9, partials=BELL, attack=0.004, decay=0.28)
    return buf


def _penalty(rng: random.Random) -> Buffer:
    buf = _blank(0.42)
    tone(buf, 0.0, 0.42, 110, 1.0, partials=BUZZ, attack=0.01, decay=0.35, bend=-0.12, tremolo=14)
    return buf


def _win(rng: random.Random) -> Buffer:
    buf = _blank(1.4)
    for k, note in enumerate((C5, E5, G5)):
        tone(buf, k * 0.13, 0.2, note, 0.7, partials=BRASS, attack=0.015, decay=0.2)
    for note, level in ((C5, 0.45), (E5, 0.4), (G5, 0.4), (C6, 0.7)):
        tone(buf, 0.39, 1.0, note, level, partials=BRASS, attack=0.02, decay=0.45)
    return buf


def _click(rng: random.Random) -> Buffer:
    buf = _blank(0.04)
    tone(buf, 0.0, 0.04, 1800, 0.8, attack=0.0005, decay=0.006)
    noise(buf, 0.0, 0.01, 0.25, rng, smooth=0.2)
    return buf


def _kid(rng: random.Random) -> Buffer:
    buf = _blank(1.1)
    for k, note in enumerate((C6, E6, G6, C7, G6, C7, E7)):
        tone(buf, k * 0.085, 0.35, note, 0.7, partials=MARIMBA, attack=0.002, decay=0.12)
    for _ in range(8):  # twinkles
        tone(
            buf,
            rng.uniform(0.55, 0.95),
            0.15,
            rng.uniform(2500, 4200),
            0.18,
            attack=0.002,
            decay=0.04,
        )
    return buf


def _chime(rng: random.Random) -> Buffer:
    """A child's card on the pile (kid mode): two bright bell notes, quick and soft."""
    buf = _blank(0.36)
    tone(buf, 0.0, 0.2, E6, 0.6, partials=BELL, attack=0.002, decay=0.08)
    tone(buf, 0.07, 0.29, C7, 0.55, partials=BELL, attack=0.002, decay=0.1)
    return buf


RECIPES: dict[str, Callable[[random.Random], Buffer]] = {
    "play": _play,
    "draw": _draw,
    "shuffle": _shuffle,
    "mau": _mau,
    "penalty": _penalty,
    "win": _win,
    "click": _click,
    "kid": _kid,
    "chime": _chime,
}
DURATIONS = {
    "play": 0.16,
    "draw": 0.22,
    "shuffle": 0.72,
    "mau": 0.8,
    "penalty": 0.42,
    "win": 1.4,
    "click": 0.04,
    "kid": 1.1,
    "chime": 0.36,
}
LOUDNESS = {
    "play": 0.7,
    "draw": 0.5,
    "shuffle": 0.55,
    "mau": 0.8,
    "penalty": 0.6,
    "win": 0.8,
    "click": 0.45,
    "kid": 0.75,
    "chime": 0.5,
}


@cache
def synthesize(name: str) -> array[int]:
    """The 16-bit mono samples of sound `name` (44.1 kHz), the same every time."""
    if name not in RECIPES:
        raise KeyError(f"no sound {name!r}; known: {', '.join(RECIPES)}")
    buf = RECIPES[name](random.Random(name))
    peak = max(1e-9, max(map(abs, buf)))
    scale = 32767 * LOUDNESS[name] / peak
    return array("h", map(int, map(operator.mul, buf, itertools.repeat(scale, len(buf)))))


def wav_bytes(samples: array[int]) -> bytes:
    """Samples as a WAV file in memory."""
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(SAMPLE_RATE)
        writer.writeframes(samples.tobytes())
    return out.getvalue()


def mixer_ready() -> bool:
    try:
        return bool(pygame.mixer.get_init())
    except (pygame.error, NotImplementedError, AttributeError):
        return False


class Sounds:
    """The game's sounds, ready to play (create it after the mixer is initialised).

    Synthesis takes about half a second of pure Python, so by default it runs on a background
    thread while the title screen shows; a sound asked for before it is ready stays silent.
    The thread only computes samples: the mixer's Sound objects are made on the caller's
    thread, when first played.
    """

    def __init__(
        self, *, volume: float = 0.8, muted: bool = False, background: bool = True
    ) -> None:
        self._wavs: dict[str, bytes] = {}
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._ready = threading.Event()
        self._volume = min(1.0, max(0.0, float(volume)))
        self.muted = muted
        self._mixer = mixer_ready()
        if not self._mixer:
            self._ready.set()
        elif background:
            threading.Thread(
                target=self._synthesize_all, name="sound-synthesis", daemon=True
            ).start()
        else:
            self._synthesize_all()
            for name in RECIPES:
                self.sound(name)

    def _synthesize_all(self) -> None:
        for name in RECIPES:
            self._wavs[name] = wav_bytes(synthesize(name))
        self._ready.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every sound is synthesized; False on timeout."""
        return self._ready.wait(timeout)

    @property
    def available(self) -> bool:
        """Is there a mixer to play on?"""
        return self._mixer and mixer_ready()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(RECIPES)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The mixer's Sound for `name`; None without a mixer or before it is synthesized."""
        if name not in RECIPES:
            raise KeyError(f"no sound {name!r}; known: {', '.join(RECIPES)}")
        if name not in self._sounds and name in self._wavs and self.available:
            try:
                sound = pygame.mixer.Sound(file=io.BytesIO(self._wavs[name]))
            except pygame.error:
                self._mixer = False  # a mixer that takes no sound: stay silent
                return None
            sound.set_volume(self._volume)
            self._sounds[name] = sound
        return self._sounds.get(name)

    def play(self, name: str) -> None:
        """Play `name` once; nothing when muted, silent or without an audio device."""
        if name not in RECIPES:
            raise KeyError(f"no sound {name!r}; known: {', '.join(RECIPES)}")
        if self.muted or self._volume <= 0 or not self.available:
            return
        sound = self.sound(name)
        if sound is None:
            return
        with contextlib.suppress(pygame.error):
            sound.play()
