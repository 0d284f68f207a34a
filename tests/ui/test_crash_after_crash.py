"""Issue 32, case 2's last point: the crash screen is itself crash-proof. A second exception,
on the title the crash screen leads back to or in the crash screen itself, still ends in a
crash report and a calm exit with a short line on stderr saying where the report is; never a
bare traceback. Exceptions are injected into the scenes of the real loop (`main.launch`)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui import crashguard, main
from game.ui.scene import Scene
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.title import TitleScene

SAFETY = 60.0  # seconds of game time: only a net, each run ends on a condition


class Boom(Scene):
    def update(self, dt: float) -> None:
        raise ZeroDivisionError("the first bug")


@pytest.fixture
def shown(own_data: Path, monkeypatch: pytest.MonkeyPatch):
    """The crash screens shown, in order; each leaves as `leave(screen)` says (set by a test)."""
    screens: list[CrashScene] = []
    monkeypatch.setattr(CrashScene, "on_enter", lambda self: screens.append(self))
    yield screens
    pygame.display.quit()


def back_to_the_title(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every crash screen, on its first update, goes back to the title."""
    monkeypatch.setattr(CrashScene, "update", lambda self, dt: self.to_title())


def a_title_that_crashes(monkeypatch: pytest.MonkeyPatch, times: int) -> list[int]:
    """The title raises on its first update, `times` times in all (then it works)."""
    crashes: list[int] = []

    def update(self: TitleScene, dt: float) -> None:
        if len(crashes) < times:
            crashes.append(1)
            raise ZeroDivisionError(f"a title bug, number {len(crashes)}")

    monkeypatch.setattr(TitleScene, "update", update)
    return crashes


def reports(folder: Path) -> list[str]:
    log = (folder / "crash.log").read_text(encoding="utf-8")
    return log.split("=== Mau-Mau crash ")[1:]


def test_a_crash_on_the_title_after_the_crash_screen_is_reported_and_shown(
    own_data: Path, shown: list[CrashScene], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    a_title_that_crashes(monkeypatch, times=1)
    # The first crash screen goes back to the title, which crashes; the second one is quit.
    calls: list[str] = []

    def update(self: CrashScene, dt: float) -> None:
        calls.append("title" if not calls else "quit")
        self.to_title() if calls[-1] == "title" else self.quit()

    monkeypatch.setattr(CrashScene, "update", update)
    assert main.launch(Boom, max_seconds=SAFETY, crash_seconds=SAFETY) == 1
    said = reports(own_data)
    assert len(said) == 2 and "the first bug" in said[0] and "a title bug, number 1" in said[1]
    assert [screen.error for screen in shown] == [
        "ZeroDivisionError: the first bug",
        "ZeroDivisionError: a title bug, number 1",
    ]
    err = capsys.readouterr().err
    assert err.count("Traceback") == 1  # the first crash's, in full, as before
    assert (
        "another error (ZeroDivisionError: a title bug, number 1); its report was written to "
        f"{own_data / 'crash.log'}"
    ) in err


def test_a_crash_of_the_crash_screen_itself_ends_calmly(
    own_data: Path, shown: list[CrashScene], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    def draw(self: CrashScene, surface: pygame.Surface) -> None:
        raise RuntimeError("the crash screen cannot draw")

    monkeypatch.setattr(CrashScene, "draw", draw)
    assert main.launch(Boom, max_seconds=SAFETY, crash_seconds=SAFETY) == 1
    said = reports(own_data)
    assert len(said) == 2 and "the crash screen cannot draw" in said[1]
    assert len(shown) == 1  # not shown again: it is what broke
    err = capsys.readouterr().err
    assert err.count("Traceback") == 1
    assert "another error (RuntimeError: the crash screen cannot draw)" in err


def test_a_title_that_always_crashes_ends_the_program_after_a_few_screens(
    own_data: Path, shown: list[CrashScene], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    crashes = a_title_that_crashes(monkeypatch, times=1000)
    back_to_the_title(monkeypatch)
    assert main.launch(Boom, max_seconds=SAFETY, crash_seconds=SAFETY) == 1
    assert len(shown) == crashguard.MAX_CRASH_SCREENS
    assert len(reports(own_data)) == 1 + len(crashes) == 1 + crashguard.MAX_CRASH_SCREENS
    err = capsys.readouterr().err
    assert err.count("Traceback") == 1 and err.count("another error") == len(crashes)


def test_back_to_the_title_then_quit_ends_as_a_normal_run_does(
    own_data: Path, shown: list[CrashScene], monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the crash screen, the title works: Quit from it leaves every scene (a table
    writes its save) and the program ends with the crash's exit code."""
    left: list[str] = []
    monkeypatch.setattr(TitleScene, "on_exit", lambda self: left.append("title"))
    back_to_the_title(monkeypatch)

    def quit_on_the_title(app) -> None:
        if isinstance(app.scenes.top, TitleScene):
            app.quit()

    real = crashguard.crash_screen

    def with_hook(app, report, path):
        screen = real(app, report, path)
        app.after_frame.append(quit_on_the_title)
        return screen

    monkeypatch.setattr(crashguard, "crash_screen", with_hook)
    assert main.launch(Boom, max_seconds=SAFETY, crash_seconds=SAFETY) == 1
    assert len(shown) == 1 and left == ["title"] and len(reports(own_data)) == 1


def test_the_issue_s_way_a_crash_in_new_game_after_the_crash_screen(
    own_data: Path, shown: list[CrashScene], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """As the issue found it: the crash screen, Back to the title, New game, and New game
    crashes again (a house-rule row no sentence could say)."""
    from game.ui.scenes.newgame.scene import NewGameScene

    real = TitleScene.update
    asked: list[bool] = []

    def title_update(self: TitleScene, dt: float) -> None:
        real(self, dt)
        if not asked:
            asked.append(True)
            self.new_game()  # opened once the built-in rulesets are in

    def new_game_update(self: NewGameScene, dt: float) -> None:
        raise KeyError("calls.list.0.penalty")

    monkeypatch.setattr(TitleScene, "update", title_update)
    monkeypatch.setattr(NewGameScene, "update", new_game_update)
    monkeypatch.setattr(
        CrashScene, "update", lambda self, dt: self.to_title() if len(shown) == 1 else self.quit()
    )
    assert main.launch(Boom, max_seconds=SAFETY, crash_seconds=SAFETY) == 1
    said = reports(own_data)
    assert len(said) == 2 and "KeyError: 'calls.list.0.penalty'" in said[1]
    assert len(shown) == 2 and shown[1].error == "KeyError: 'calls.list.0.penalty'"
    assert capsys.readouterr().err.count("Traceback") == 1
