"""The long lists: New game's rulesets, Settings' own rulesets and the kept rounds scroll by
wheel, keys and drag through the real scene loop, with hundreds of files; and every file and
every long search is read off the frame, on a thread of its own."""

from __future__ import annotations

import threading
from pathlib import Path

import pygame
import pytest

from game.dev.userfolder import big_ruleset, fill_kept_rounds
from game.table import rulecache
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.widgets.scrolllist import ScrollList
from tests.ui.menu_driver import click, key, make_app
from tests.ui.tablekit import post_mouse, step_until

MINI = Path(__file__).resolve().parents[1] / "ruleset" / "fixtures" / "good" / "mini.yaml"
OWN = 300


def own_folder(root: Path, count: int) -> Path:
    """`count` of the player's rulesets: the first of 256 cards, the last refused."""
    rulesets = root / "rulesets"
    rulesets.mkdir(parents=True)
    (rulesets / "a-big.yaml").write_text(big_ruleset(), encoding="utf-8")
    text = MINI.read_text(encoding="utf-8")
    for k in range(count - 2):
        mine = text.replace("id: mini", f"id: mine{k}").replace('"Mini"', f'"Mine {k}"', 1)
        (rulesets / f"mine-{k:03d}.yaml").write_text(mine, encoding="utf-8")
    (rulesets / "zz-broken.yaml").write_text("format: 1\nhand_size: lots\n", encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def own(tmp_path_factory):
    """A data folder with 300 of the player's rulesets, read once for the module's tests."""
    root = own_folder(tmp_path_factory.mktemp("own"), OWN)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MAUMAU_DATA_DIR", str(root))
        rulecache.start_rescan()
        yield root
    rulecache.rescan()


@pytest.fixture(autouse=True)
def _no_window_left():
    yield
    pygame.display.quit()


def at_rest(app, scene) -> None:
    step_until(app, lambda: not scene.busy(), limit=20_000)


def wheel(app, where: tuple[int, int], notches: int) -> None:
    post_mouse(pygame.MOUSEMOTION, where, buttons=(0, 0, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))
    app.step(1 / 60)


def drag(app, start: tuple[int, int], end: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, start)
    app.step(1 / 60)
    for k in range(1, 6):
        y = start[1] + (end[1] - start[1]) * k // 5
        post_mouse(pygame.MOUSEMOTION, (start[0], y))
        app.step(1 / 60)
    post_mouse(pygame.MOUSEBUTTONUP, end)
    app.step(1 / 60)


def scrolls(app, rows: ScrollList) -> None:
    """Wheel, keys, a drag of the rows and a drag of the bar, each as a person makes it."""
    view = rows.view()
    assert rows.max_offset() > 0, "the list must be longer than its window for this test"
    assert all(rows.row_rect(i).h > 0 for i in range(len(rows.items)))
    middle = (view.centerx - rows.bar_w * 2, view.centery)
    wheel(app, middle, -3)  # down
    assert rows.offset > 0
    wheel(app, middle, 5)
    assert rows.offset == 0
    selected = rows.selected
    drag(app, (middle[0], view.bottom - 10), (middle[0], view.top + 10))  # the rows, upwards
    assert rows.offset == pytest.approx(min(rows.max_offset(), view.h - 20), abs=2)
    assert rows.selected == selected  # a drag is not a click
    thumb = rows.thumb_rect()
    drag(app, thumb.center, (thumb.centerx, view.bottom + 200))  # the bar, to the end
    assert rows.offset == rows.max_offset()
    click(app, rows.row_rect(rows.shown_rows()[-1]).center)  # selects, and the list has the keys
    key(app, pygame.K_HOME)
    assert rows.selected == 0 and rows.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert rows.selected == rows.page()
    key(app, pygame.K_END)
    assert rows.selected == len(rows.items) - 1 and rows.offset == rows.max_offset()
    assert view.contains(rows.row_rect(rows.selected))
    key(app, pygame.K_UP)
    assert rows.selected == len(rows.items) - 2


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_three_hundred_own_rulesets_on_new_game(own, size):
    """Today's crash: 300 files gave each tile a negative height. Now New game lists them all,
    each tile whole, and scrolls."""
    app = make_app(size)
    scene = NewGameScene()
    app.scenes.push(scene)
    at_rest(app, scene)
    assert len(scene.list.items) == len(rulecache.ids()) + OWN - 1  # not the refused file
    assert scene.list.row_height >= scene.px(64)
    # Issue 34, point 16: the list's bar ends above the row of buttons under it.
    buttons = [w.rect for w in scene.form.widgets if type(w).__name__ == "Button"]
    below = [r for r in buttons if r.top >= scene.list.view().bottom - scene.px(4)]
    assert below and scene.list.bar_rect().collidelist(below) == -1
    assert scene.list.bar_rect().bottom < min(r.top for r in below)
    scrolls(app, scene.list)
    picked = scene.list.items[scene.list.selected]
    assert scene.choices.ruleset_id == picked and scene.choices.setup().ruleset == picked


def test_the_own_rulesets_in_settings_scroll(own):
    app = make_app((1024, 600))
    app.scenes.open("settings")
    app.step(1 / 60)
    app.scenes.top.own_rulesets()
    scene = app.scenes.top
    at_rest(app, scene)
    assert len(scene.good()) == OWN - 1 and len(scene.refused()) == 1
    scrolls(app, scene.list)
    assert "zz-broken.yaml" in "\n".join(scene.texts())


def test_the_kept_rounds_scroll(own):
    fill_kept_rounds(20, players=2)
    app = make_app((1024, 600))
    app.scenes.open("kept_rounds")
    scene = app.scenes.top
    at_rest(app, scene)
    assert len(scene.rows) == 20
    scrolls(app, scene.list)


def test_every_file_is_read_off_the_frame(tmp_path, monkeypatch):
    """The rulesets and the kept rounds: never on the main thread."""
    from game.ui.scenes.replay import listing

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(own_folder(tmp_path, 12)))

    threads: list[str] = []

    def noted(read):
        def wrapped(*args):
            threads.append(threading.current_thread().name)
            return read(*args)

        return wrapped

    monkeypatch.setattr(rulecache, "check_user_ruleset", noted(rulecache.check_user_ruleset))
    monkeypatch.setattr(listing, "kept_round_row", noted(listing.kept_round_row))
    fill_kept_rounds(2, players=2)
    rulecache.start_rescan()
    app = make_app((1024, 600))
    scene = NewGameScene()
    app.scenes.push(scene)
    at_rest(app, scene)
    app.scenes.open("kept_rounds")
    at_rest(app, app.scenes.top)
    assert len(threads) == 12 + 2
    assert "MainThread" not in threads
    monkeypatch.undo()
    rulecache.start_rescan()
