"""Synthesized sounds: the right length, never silent, and never an error without a mixer."""

from __future__ import annotations

import gc
import io
import wave
from collections.abc import Iterator

import pygame
import pytest

from game.ui.art import sound as snd
from game.ui.art.sound import DURATIONS, RECIPES, SAMPLE_RATE, Sounds, synthesize, wav_bytes

NAMES = sorted(RECIPES)


def test_the_promised_sounds_exist() -> None:
    assert set(NAMES) == {
        "play",
        "draw",
        "shuffle",
        "mau",
        "penalty",
        "win",
        "click",
        "kid",
        "chime",
    }
    assert set(DURATIONS) == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_buffers_have_the_expected_length_and_sound(name: str) -> None:
    samples = synthesize(name)
    assert samples.typecode == "h" and samples.itemsize == 2
    assert len(samples) == round(DURATIONS[name] * SAMPLE_RATE)
    peak = max(map(abs, samples))
    assert 8000 < peak <= 32767  # loud enough to hear, never clipped
    assert abs(samples[-1]) < 600  # faded out: no click at the end
    assert synthesize.__wrapped__(name) == samples  # the same every time


def test_wav_bytes_is_a_mono_16_bit_wav() -> None:
    with wave.open(io.BytesIO(wav_bytes(synthesize("mau")))) as reader:
        assert (reader.getnchannels(), reader.getsampwidth(), reader.getframerate()) == (
            1,
            2,
            SAMPLE_RATE,
        )
        assert reader.getnframes() == len(synthesize("mau"))


def test_unknown_sound_is_a_programming_error() -> None:
    with pytest.raises(KeyError):
        synthesize("boing")
    with pytest.raises(KeyError):
        Sounds(background=False).play("boing")


def test_without_a_mixer_everything_is_a_silent_no_op(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(snd, "mixer_ready", lambda: False)
    sounds = Sounds()
    assert sounds.wait(1.0)
    assert not sounds.available
    for name in NAMES:
        sounds.play(name)
        assert sounds.sound(name) is None
    sounds.volume = 3.0
    assert sounds.volume == 1.0
    sounds.volume = -1
    assert sounds.volume == 0.0
    sounds.muted = True
    sounds.play("win")


def test_mixer_ready_is_false_when_pygame_has_no_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise pygame.error("no audio")

    monkeypatch.setattr(pygame.mixer, "get_init", broken)
    assert snd.mixer_ready() is False
    Sounds().play("click")


@pytest.fixture
def mixer() -> Iterator[tuple[int, int, int]]:
    """The mixer (on the dummy audio driver in tests); left as it was found."""
    was_on = pygame.mixer.get_init() is not None
    if not was_on:
        try:
            pygame.mixer.init()
        except pygame.error as error:
            pytest.skip(f"no mixer here: {error}")
    yield pygame.mixer.get_init()
    gc.collect()
    if not was_on:
        pygame.mixer.quit()


def test_with_a_mixer_sounds_are_built_and_played(mixer: tuple[int, int, int]) -> None:
    frequency, size, channels = mixer
    sounds = Sounds(volume=0.5, background=False)
    assert sounds.available
    for name in NAMES:
        sound = sounds.sound(name)
        assert sound is not None
        assert sound.get_length() == pytest.approx(DURATIONS[name], abs=0.01)
        frames = len(sound.get_raw()) // (channels * abs(size) // 8)
        assert frames == pytest.approx(DURATIONS[name] * frequency, rel=0.01)
        assert sound.get_volume() == pytest.approx(0.5, abs=0.01)
        sounds.play(name)
    sounds.volume = 0.25
    mau = sounds.sound("mau")
    assert mau is not None and mau.get_volume() == pytest.approx(0.25, abs=0.01)
    sounds.muted = True
    sounds.play("mau")
    pygame.mixer.stop()
    del sounds
    gc.collect()


def test_background_synthesis_finishes(mixer: tuple[int, int, int]) -> None:
    sounds = Sounds()
    assert sounds.wait(30.0)
    sounds.play("click")
    assert sounds.sound("click") is not None
    pygame.mixer.stop()
    del sounds
    gc.collect()
