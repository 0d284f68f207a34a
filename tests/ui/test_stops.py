"""Stops from outside never cost a game: SIGTERM, SIGHUP and Ctrl-C at any moment of a resume
save and end in silence, SIGKILL loses nothing, and without a display the game says so in one
line and ends with exit code 2, having written nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game import userdirs
from game.table import savegame
from tests.helpers import PATIENCE, read_status, wait_for_status, wait_until
from tests.savekit import damaged_files, write_a_save
from tests.ui.xvfbkit import desktop, needs  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.fixture(autouse=True)
def folder(own_folders: Path) -> Path:
    return own_folders


def game_env(**changes: str) -> dict[str, str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", **changes)
    return env


@pytest.mark.parametrize(
    "frame, name",
    [(1, "SIGTERM"), (4, "SIGTERM"), (2, "SIGHUP"), (3, "SIGINT"), (2, "SIGKILL")],
)
def test_a_stop_while_a_saved_game_resumes_never_costs_it(
    folder: Path, frame: int, name: str
) -> None:
    """Continue, then the signal at an exact frame of the resume (the title's first frame
    presses Continue; the table is still loading for the frames after)."""
    data = folder / "data"
    write_a_save()
    before = savegame.read()
    assert before is not None
    path = folder / "status.json"
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--status", str(path)]
        + ["--signal-at", f"{frame}:{name}"],
        cwd=ROOT,
        env=game_env(),
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert read_status(path)["resuming"], "the signal came after the resume: move it earlier"
    if name == "SIGKILL":
        assert ended.returncode == -signal.SIGKILL
    else:
        assert ended.returncode == 0, ended.stderr
        assert "Traceback" not in ended.stderr, ended.stderr
        assert not (data / "save.resuming").exists()
    again = savegame.read()  # the next start
    assert again is not None and not damaged_files(data) and not userdirs.notices()
    assert again.state.discard == before.state.discard


def test_a_crash_that_kills_the_resuming_game_sets_the_save_aside_once(folder: Path) -> None:
    """A segfault (here sent, as SDL would raise it) while the save is read: sent right after
    the first frame pressed Continue, before any later frame could let the table run."""
    data = folder / "data"
    write_a_save()
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--signal-at", "1:SIGSEGV"],
        cwd=ROOT,
        env=game_env(),
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert ended.returncode in (-signal.SIGSEGV, -signal.SIGABRT)  # SDL's handler aborts
    assert savegame.read() is None and len(userdirs.notices()) == 1
    assert savegame.read() is None and len(damaged_files(data)) == 2  # once


def wait_for_table(path: Path, game: subprocess.Popen[str]) -> None:
    ready = lambda s: s.get("ready") and s.get("time", 0) > 1  # noqa: E731
    wait_for_status(path, ready, game, "the table ready, a second played")


def held_while_starting(game: subprocess.Popen[str]) -> bool:
    """Hold the game still (SIGSTOP) once it has begun its command: the kernel's map of the
    process shows the rulesets' reader loaded (the game's modules are being imported, where a
    Ctrl-C is the game's to answer; before, the interpreter's own start prints a traceback).
    True if it was held before pygame came in: SDL, once started, puts its own signal handlers
    in and back, moments where no handler of the game's is there at all. False: too late."""
    maps = Path(f"/proc/{game.pid}/maps")
    stat = Path(f"/proc/{game.pid}/stat")
    begun = lambda: "/yaml/_yaml" in maps.read_text()  # noqa: E731
    wait_until(begun, "the game beginning its command", process=game, every=0.001)
    os.kill(game.pid, signal.SIGSTOP)
    held = lambda: stat.read_text().rsplit(")", 1)[1].split()[0] == "T"  # noqa: E731
    wait_until(held, "the game held still")
    return "/pygame/" not in maps.read_text()


def at_its_table(path: Path) -> Callable[[subprocess.Popen[str]], bool]:
    def ready(game: subprocess.Popen[str]) -> bool:
        wait_for_table(path, game)
        return True

    return ready


def as_a_shell_starts_it() -> None:
    """Ctrl-C as a terminal's shell leaves it to a program it starts: handled by default and
    not blocked, whatever the test's own process (a pytest worker) holds of it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def ctrl_c(
    *args: str, when: Callable[[subprocess.Popen[str]], bool], tries: int = 1
) -> tuple[int, str, str]:
    """The game started from a terminal (its own process group, as a shell makes one), Ctrl-C
    pressed once `when` says the moment has come (a game `when` held still goes on then, with
    the Ctrl-C waiting for it); a try whose moment passed is made again. (exit code, stdout,
    stderr)."""
    for _ in range(tries):
        game = subprocess.Popen(
            [sys.executable, "-m", "game", "e2e", *args],
            cwd=ROOT,
            env=game_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
            preexec_fn=as_a_shell_starts_it,
        )
        try:
            if when(game):
                os.killpg(game.pid, signal.SIGINT)  # the terminal signals the whole group
                os.killpg(game.pid, signal.SIGCONT)
                try:
                    out, err = game.communicate(timeout=PATIENCE)
                except subprocess.TimeoutExpired:
                    status = Path(f"/proc/{game.pid}/status").read_text().splitlines()
                    signals = [line for line in status if line.startswith("Sig")]
                    pytest.fail(f"the game goes on after Ctrl-C; its signals: {signals}")
                return game.returncode, out, err
        finally:
            if game.poll() is None:
                os.killpg(game.pid, signal.SIGKILL)
                game.communicate()
    pytest.fail(f"the moment passed in each of {tries} tries")


def test_ctrl_c_in_the_terminal_saves_and_quits_in_silence(folder: Path) -> None:
    """Ctrl-C reaches every process of the terminal's group: the game and its bots' worker."""
    path = folder / "status.json"
    code, out, err = ctrl_c("--table", "noris", "--status", str(path), when=at_its_table(path))
    assert code == 0 and err == "" and out == ""
    assert savegame.read() is not None


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc to hold the moment")
def test_ctrl_c_while_the_game_starts_is_silent(folder: Path) -> None:
    code, out, err = ctrl_c(when=held_while_starting, tries=20)
    # 130 from the game's own answer, or ended by the signal itself where Python's import
    # machinery had it: a shell shows both as 130, and neither says a word.
    assert code in (130, -signal.SIGINT) and err == "" and out == ""


def no_display_env(**display: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", **display)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland")
@pytest.mark.parametrize(
    "display, named",
    [({}, "neither DISPLAY nor WAYLAND_DISPLAY is set"), ({"DISPLAY": ":163"}, "DISPLAY=:163")],
)
def test_without_a_display_one_line_and_exit_code_2(
    folder: Path, display: dict[str, str], named: str
) -> None:
    """An SSH session or a systemd unit: no window could ever be seen."""
    ended = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=ROOT,
        env=no_display_env(**display),
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert ended.returncode == 2
    assert ended.stdout == ""
    assert ended.stderr.count("\n") == 1 and named in ended.stderr, ended.stderr
    assert ended.stderr.startswith("maumau: no display")
    assert not (folder / "data").exists() and not (folder / "config").exists()


@needs("Xvfb", "openbox")
def test_a_logout_while_a_real_window_resumes_keeps_the_save(desktop: str, folder: Path) -> None:  # noqa: F811
    """The same in a real X window under a window manager: SIGTERM (a logout) on the frame
    after Continue saves, ends in silence, and the next start has the game."""
    data = folder / "data"
    write_a_save()
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=desktop, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    path = folder / "status.json"
    ended = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--continue", "--status", str(path)]
        + ["--signal-at", "2:SIGTERM"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=PATIENCE,
    )
    assert read_status(path)["resuming"]
    assert ended.returncode == 0 and "Traceback" not in ended.stderr, ended.stderr
    assert savegame.read() is not None and not damaged_files(data)
