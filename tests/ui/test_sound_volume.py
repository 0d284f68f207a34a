"""The volume and Mute settings are heard: a card put on the pile, recorded by SDL's disk audio
driver, peaks in proportion to the volume chosen in Settings, is silent when muted, and sounds
the same after a restart (the settings file read at start).

Each run is a process of its own (`tests.ui.soundprobe`): the audio driver is chosen when SDL
starts, and a restart is a new process reading the settings the last one wrote.
"""

from __future__ import annotations

import os
import subprocess
import sys
from array import array
from pathlib import Path

import pytest

from game.ui.art.sound import DURATIONS, LOUDNESS
from tests.helpers import PATIENCE

ROOT = Path(__file__).resolve().parents[2]
FULL = 32767 * LOUDNESS["play"]  # the card sound's own peak, at volume 1


def record(folder: Path, mode: str, *, volume: float = 0.8, muted: bool = False) -> int:
    """Run the probe with its settings in `folder`; the peak of the card's sound it recorded."""
    out = folder / f"{mode}-{volume}-{muted}.raw"
    env = dict(
        os.environ,
        MAUMAU_CONFIG_DIR=str(folder / "config"),
        MAUMAU_DATA_DIR=str(folder / "data"),
        SDL_DISKAUDIOFILE=str(out),
        PROBE_VOLUME=str(volume),
        PROBE_MUTED="1" if muted else "0",
        LANG="en_GB.UTF-8",
    )
    run = subprocess.run(
        [sys.executable, "-m", "tests.ui.soundprobe", mode],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=2 * PATIENCE,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    start = next(int(line.split()[1]) for line in run.stdout.splitlines() if line[:5] == "FROM ")
    samples = array("h", out.read_bytes()[start - start % 4 :])
    lasts = DURATIONS["play"] * 44100 * 2  # stereo samples
    assert len(samples) > lasts, "the driver recorded less than the sound lasts"
    return max(map(abs, samples), default=0)


@pytest.fixture(scope="module")
def peaks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, int]:
    """Peaks of a card played: at the default volume (80 %), after choosing 20 % and Mute in
    Settings, and each of those again after a restart."""
    low = tmp_path_factory.mktemp("low")
    mute = tmp_path_factory.mktemp("mute")
    return {
        "default": record(tmp_path_factory.mktemp("default"), "restart"),
        "20": record(low, "settings", volume=0.2),
        "20 restarted": record(low, "restart"),
        "muted": record(mute, "settings", muted=True),
        "muted restarted": record(mute, "restart"),
    }


def test_the_default_volume_plays_at_eighty_percent(peaks: dict[str, int]) -> None:
    assert peaks["default"] == pytest.approx(0.8 * FULL, rel=0.08)


def test_twenty_percent_is_a_quarter_of_eighty(peaks: dict[str, int]) -> None:
    assert peaks["20"] == pytest.approx(0.2 * FULL, rel=0.1)
    assert peaks["20"] / peaks["default"] == pytest.approx(0.25, abs=0.03)


def test_mute_is_silence(peaks: dict[str, int]) -> None:
    assert peaks["muted"] <= 2


def test_a_restart_keeps_what_was_chosen(peaks: dict[str, int]) -> None:
    assert peaks["20 restarted"] == pytest.approx(peaks["20"], rel=0.05)
    assert peaks["muted restarted"] <= 2
    print(peaks)
