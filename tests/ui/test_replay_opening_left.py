"""Leaving a round while it is being opened stops its thread (issue 32, case 14).

A long kept round holds some 10 MB while a thread re-drives it. Before, Esc on the opening
screen left that thread working to the end for nobody, so a person opening and leaving rounds
quickly piled up threads, each holding its round. Now the screen cancels the opening as it
goes: the thread stops at its next word of progress, never re-drives the round, keeps no
replay, and sets no file aside (a cancel is not damage).

No timing: the thread is held at its first word of progress until the screen has gone.
"""

from __future__ import annotations

import threading

import pygame
import pytest

from game import userdirs
from game.dev.userfolder import fill_long_rounds
from game.i18n import set_language
from game.table import replaying, roundfiles
from game.ui.scenes.replay.opening import ReplayOpening
from tests.ui.tablekit import key

SAFETY = 60.0  # seconds: only a net for a hang, never reached when the code is right


@pytest.fixture(autouse=True)
def own_data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    userdirs.clear_notices()
    set_language("en")
    yield tmp_path
    userdirs.clear_notices()


class Gate:
    """Holds each opening's thread at its first word of progress until let go."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.reached = threading.Event()
        self.open = threading.Event()
        self.redriven = 0
        step, redrive = replaying.Opening.step, replaying.redrive

        def held_step(opening: replaying.Opening, share: float) -> None:
            self.reached.set()
            assert self.open.wait(SAFETY)
            step(opening, share)

        def counted_redrive(*args, **kwargs):
            self.redriven += 1
            return redrive(*args, **kwargs)

        monkeypatch.setattr(replaying.Opening, "step", held_step)
        monkeypatch.setattr(replaying, "redrive", counted_redrive)


def test_leaving_the_opening_screen_stops_the_thread_and_keeps_nothing(app, monkeypatch):
    (path,) = fill_long_rounds(1, decisions=400)
    gate = Gate(monkeypatch)
    for _ in range(3):  # opened and left again and again, as a restless person does
        gate.reached.clear()
        gate.open.clear()
        opening = replaying.opening(path)
        screen = ReplayOpening(opening)
        app.scenes.push(screen)
        assert gate.reached.wait(SAFETY)  # the thread is reading the round
        key(app, pygame.K_ESCAPE)
        assert screen not in list(app.scenes)
        gate.open.set()
        assert opening.wait(SAFETY)
        assert gate.redriven == 0  # stopped while checking: the engine never re-drove it
        assert opening.replay is None and opening.error is None and opening.damaged == []
        opening._thread.join(SAFETY)
        assert not opening._thread.is_alive()
    assert roundfiles.kept_files() == [path]  # a cancel sets nothing aside
    assert userdirs.notices() == []


def test_a_round_left_after_it_was_read_is_still_shown_when_watched(app):
    """Cancelling is for the screen that goes: one that stays gets its replay."""
    (path,) = fill_long_rounds(1, decisions=200)
    opening = replaying.opening(path)
    assert opening.wait(SAFETY)
    opening.cancel()  # done already: a no-op
    assert opening.replay is not None and not opening.damaged
