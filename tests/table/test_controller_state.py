"""What the table's controller keeps: nothing changes while a frame is worked out (only the
tick keeps what a moment leaves), a failed save is told once, a saved game resumes."""

from __future__ import annotations

import copy
from dataclasses import fields
from pathlib import Path

import pytest

from game import resumeguard
from game.engine import action_from_text
from game.i18n import tr
from game.table import savegame
from game.table.controller import TableController
from game.table.gestures import Press
from game.table.recording import Recorder
from game.table.requests import Say, TeachCatch
from tests.table import driver
from tests.table.controlkit import at, controller, do, sight, tick

TWO_LEFT = {"hands": ["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], "top": "red:3"}


def kept(ctl: TableController) -> object:
    """Everything the controller and its session keep, to compare before and after."""
    c = ctl.session
    return copy.deepcopy(
        (
            vars(ctl.playing),
            vars(ctl.sharing),
            ctl.answers,
            ctl.ending.round_shown,
            c.version,
            c.decisions,
            c.presented,
            list(c.showing._unshown),
            list(c.log.lines),
            _without_caches(c.state),
        )
    )


def _without_caches(state: object) -> object:
    """The state's game (less its rules, which are not copied, and the engine's memo of its
    legal actions, which asking fills)."""
    names = [f.name for f in fields(state) if not f.metadata.get("cache")]  # type: ignore[arg-type]
    return [(name, getattr(state, name)) for name in names if name != "rules"]


def test_an_idle_frame_changes_nothing() -> None:
    ctl = at(controller(), **TWO_LEFT, turn=0)
    do(ctl, Press("call"))  # armed: the frame would have kept it (or dropped it)
    before = kept(ctl)
    first, second = ctl.frame(sight(ctl)), ctl.frame(sight(ctl))
    assert first == second and kept(ctl) == before
    ctl.close()


def test_a_frame_with_a_catch_to_make_changes_nothing_until_the_tick() -> None:
    ctl = at(
        controller("emmi", level="easy", bot_options=driver.QUIET),
        hands=["blue:7 green:2 green:3", "red:5 red:6", "red:4 green:5"],
        top="red:3",
        turn=1,
    )
    c = ctl.session
    c.act(1, action_from_text(c.rules, "play red:5"))  # the bot forgets its Mau
    driver.screen(c)
    before = kept(ctl)
    assert ctl.frame(sight(ctl)).catch_chance == ctl.frame(sight(ctl)).catch_chance is not None
    assert kept(ctl) == before and ctl.playing.first_catch is None  # no lesson from a frame
    assert any(isinstance(r, TeachCatch) for r in tick(ctl, still=False).requests)
    assert ctl.playing.first_catch is not None  # the tick keeps it
    c.close()


def test_caught_up_only_asks() -> None:
    c = driver.at(driver.table("noris", 1, 2, pace=(1.0, 1.0)), **TWO_LEFT, turn=0)
    driver.screen(c)
    c.showing.note(lambda: "a line for the log")
    lines = list(c.log.lines)
    assert c.caught_up and c.caught_up
    assert list(c.log.lines) == lines  # the line waits for the explicit step
    c.update(0.01)
    assert list(c.log.lines) == [*lines, "a line for the log"]
    c.close()


def test_a_failed_save_is_told_once_and_again_after_a_save_in_between(
    own_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctl = controller(autosave=True)
    assert ctl.sitting.recorder is not None
    why: list[str | None] = [None]
    monkeypatch.setattr(Recorder, "unsaved", property(lambda _: why[0]))

    def told() -> list[Say]:
        return [r for r in tick(ctl).requests if isinstance(r, Say)]

    assert told() == []
    why[0] = "No space left on device"
    assert told() == [Say(tr("table.not_saved", why="No space left on device"))]
    assert told() == []  # once, not at every move
    why[0] = None  # a save went through
    assert told() == []
    why[0] = "No space left on device"
    assert len(told()) == 1  # failing again is told again
    ctl.close()


def test_a_saved_game_resumes_where_it_was(own_data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = controller(autosave=True, seed=4)
    c = first.session
    driver.at(c, **TWO_LEFT, turn=0)
    driver.screen(c)
    c.act(0, action_from_text(c.rules, "play red:5"))
    driver.screen(c)
    first.close()  # the last move's save is written
    saved = savegame.read()
    assert saved is not None
    resumed: list[bool] = []
    monkeypatch.setattr(resumeguard, "resumed", lambda: resumed.append(True))
    ctl = controller(autosave=True, seed=4, saved=saved)
    s = ctl.session
    assert s.state is not None and s.state.hand(0) == c.state.hand(0)  # type: ignore[union-attr]
    assert s.decisions == c.decisions and s.round_id == 1  # not dealt again
    assert ctl.sitting.resuming == "loading"
    tick(ctl, loading=True)
    assert ctl.sitting.resuming == "loading" and not resumed  # no frame ran yet
    tick(ctl)
    tick(ctl)
    assert ctl.sitting.resuming is False and resumed == [True]  # a frame ran and was drawn
    ctl.close()
