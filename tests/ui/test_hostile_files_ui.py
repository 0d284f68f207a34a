"""Issue 23, through the real scenes: a good save outlives its ruleset file and names no path
that is opened, a damaged statistics file costs neither the save nor a screen, a ruleset file
named in bytes that are not UTF-8 plays and is stored faithfully, the player's folder is
checked one file at a time, and the kept rounds' list survives what their files hold."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pygame
import pytest

from game import userdirs
from game.paths import rulesets_dir
from game.table import prefs, rulecache, savegame, stats
from game.table.recording import Recorder
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from tests.ui.menu_driver import frames, make_app
from tests.ui.tablekit import DT, step_until

_opened: list[str] | None = None  # while a test watches: every path the process opens


def _audit(event: str, args: tuple) -> None:
    if _opened is not None and event == "open" and isinstance(args[0], (str, bytes)):
        _opened.append(os.fsdecode(args[0]))


sys.addaudithook(_audit)


@pytest.fixture
def opened():
    global _opened
    _opened = []
    yield _opened
    _opened = None


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MAUMAU_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "data" / "rulesets").mkdir(parents=True)
    userdirs.clear_notices()
    rulecache.rescan()
    yield tmp_path / "data"
    monkeypatch.undo()
    rulecache.rescan()
    userdirs.clear_notices()
    prefs.replace(prefs.Prefs())
    pygame.display.quit()


def own_ruleset(folder: Path, name: str = "mine.yaml") -> str:
    """Classic written as the player's own file (its Queen lets its player go again)."""
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    text = text.replace("id: classic", "id: mine").replace(
        "queen: {kind: symbol, picture: queen, points: 3,",
        "queen: {kind: symbol, picture: queen, points: 3, effects: [play_again],",
    )
    path = folder / "rulesets" / name
    path.write_text(text, encoding="utf-8")
    rulecache.rescan()
    return str(path)


def saved_game(ruleset: str, *, overrides: dict | None = None) -> dict:
    """A bot table of `ruleset` played a little and saved, as Continue finds it."""
    seats = [SeatSetup("You", human=False, level="easy"), SeatSetup("Ben", level="easy")]
    seats.append(SeatSetup("Cleo", level="easy"))
    setup = GameSetup(ruleset=ruleset, seats=seats, seed=4, overrides=overrides or {})
    rules = rulecache.rules(ruleset, overrides or None)
    session = TableSession(setup, pace=(0.05, 0.1), bot_process=False, rules=rules)
    recorder = Recorder(session)
    session.start_round()
    for _ in range(400):
        if session.decisions >= 6:
            break
        session.show_all()
        session.update(DT)
    recorder.flush()
    session.close()
    return json.loads(savegame.path().read_text(encoding="utf-8"))


def continue_from_the_title(app) -> TableScene:
    title = TitleScene()
    app.scenes.push(title)
    frames(app)
    assert title.continue_button.enabled
    title.resume()
    step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    table = app.scenes.top
    step_until(
        app, lambda: not table.controller.sitting.resuming
    )  # the table runs: the save is good
    frames(app, 3)
    assert app.scenes.top is table, "the table did not keep running"
    return table


# -- finding 1: a save names its rules by content -------------------------------------------
CHANGES = {
    "renamed": lambda path: path.rename(path.with_name("renamed.yaml")),
    "deleted": lambda path: path.unlink(),
    "broken": lambda path: path.write_text("format: 1\nid: [", encoding="utf-8"),
    "another ruleset": lambda path: path.write_text(
        (rulesets_dir() / "noris.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    ),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_a_good_save_outlives_its_own_ruleset_file(data, change):
    path = own_ruleset(data)
    saved = saved_game(path, overrides={"rules.draw_when_able": True})
    CHANGES[change](Path(path))
    rulecache.rescan()
    prefs.current().coach = "always"  # the coach sits at the table and reads its rules
    app = make_app()
    table = continue_from_the_title(app)
    assert table.session.state.rules.id == "mine"  # the save's own rules
    assert table.session.match.totals == saved["match"]["totals"]
    assert table.coach.coach is not None  # the coach teaches the rules played
    table.session.close()
    # The next start finds the same good save: nothing was set aside.
    assert savegame.read() is not None
    assert not list(data.glob("save.damaged-*")) and not userdirs.notices()


def test_the_coach_still_says_a_house_rule_beside_the_book(data):
    path = own_ruleset(data)
    saved_game(path, overrides={"rules.draw_when_able": True})
    prefs.current().coach = "always"
    table = continue_from_the_title(make_app())
    coach = table.coach.coach
    assert coach is not None and coach.overrides == {"rules.draw_when_able": True}
    assert coach.book["rules"]["draw_when_able"] != coach.rules.draw_when_able
    table.session.close()


@pytest.mark.parametrize("named", ["/etc/passwd", "../../etc/passwd", "rulesets/../../x.yaml"])
def test_a_save_that_names_a_path_opens_nothing_outside_the_game(data, opened, named):
    saved = saved_game("classic")
    saved["setup"]["ruleset"] = named  # a hand edit: the rules are still the save's own
    savegame.path().write_text(json.dumps(saved), encoding="utf-8")
    prefs.current().coach = "always"
    app = make_app()
    table = continue_from_the_title(app)
    app.scenes.open("rules", table.setup.ruleset, table.setup.overrides)  # the table's menu
    frames(app, 3)
    table.session.close()
    assert not [p for p in opened if "passwd" in p or p.endswith("x.yaml")], opened
    assert savegame.read() is not None and not userdirs.notices()


def test_an_older_save_naming_a_path_outside_the_folder_is_set_aside(data, opened):
    saved = saved_game("classic")
    saved["format"] = 2
    del saved["ruleset"], saved["log"]
    saved["setup"]["ruleset"] = "/etc/passwd"
    savegame.path().write_text(json.dumps(saved), encoding="utf-8")
    assert savegame.read() is None
    assert not [p for p in opened if "passwd" in p]
    assert list(data.glob("save.damaged-*")) and userdirs.notices()


# -- finding 3: the statistics file --------------------------------------------------------
def test_a_damaged_statistics_file_costs_neither_the_save_nor_a_screen(data):
    from game.ui.scenes.stats import StatsScene

    saved_game("noris")
    stats.path().write_text('{"format": 1, "rows": [1, 2, 3]}', encoding="utf-8")
    prefs.current().coach = "new"  # the coach asks the statistics whether noris was played
    app = make_app()
    table = continue_from_the_title(app)
    table.session.close()
    app.scenes.pop()
    assert list(data.glob("stats.damaged-*")) and userdirs.notices()
    stats.path().write_text('{"format": 1, "rows": [{"ruleset": "a\\u0000"}]}')
    app.scenes.open("statistics")
    frames(app, 2)
    assert isinstance(app.scenes.top, StatsScene)
    app.scenes.top.draw(pygame.Surface(app.size))
    assert savegame.read() is not None and not list(data.glob("save.damaged-*"))


def test_new_game_start_with_a_damaged_statistics_file(data):
    from game.ui.scenes.newgame.scene import NewGameScene

    stats.path().write_text('{"format": 1, "rows": [1, 2, 3]}', encoding="utf-8")
    prefs.current().coach = "new"
    app = make_app()
    scene = NewGameScene()
    app.scenes.push(scene)
    frames(app)
    scene.start()
    step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    frames(app, 5)
    assert isinstance(app.scenes.top, TableScene)
    app.scenes.top.session.close()


def test_statistics_show_names_and_file_names_drawable(data):
    from game.ui.scenes.stats import StatsScene

    record = stats.Stats()
    odd = stats.ruleset_key(os.fsdecode(b"/x/Regeln f\xfcr Oma.yaml"))
    record.record_round(odd, "easy", won=True, penalty=0, player="Åsa")
    record.record_round("noris", "easy", won=True, penalty=0, player="")
    stats.save(record)
    app = make_app()
    app.scenes.open("statistics")
    frames(app, 2)
    scene = app.scenes.top
    assert isinstance(scene, StatsScene)
    cells = [cell for row in scene.table() for cell in row]
    assert "Regeln f\ufffdr Oma" in cells and "Åsa" in cells
    scene.draw(pygame.Surface(app.size))


# -- finding 5: a ruleset file whose name is not UTF-8 ---------------------------------------
@pytest.fixture
def odd_name(data):
    name = os.fsdecode(b"Regeln f\xfcr Oma.yaml")
    try:
        return own_ruleset(data, name)
    except (UnicodeEncodeError, OSError):
        pytest.skip("this file system takes only UTF-8 names")


def test_a_ruleset_whose_name_is_not_utf8_plays_and_is_remembered(data, odd_name):
    from game.ui.scenes.newgame.scene import NewGameScene

    assert odd_name in rulecache.all_ids()
    app = make_app()
    scene = NewGameScene()
    app.scenes.push(scene)
    frames(app)
    scene._pick(odd_name)
    frames(app)
    scene.start()
    step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    table = app.scenes.top
    frames(app, 3)
    table.session.close()
    assert prefs.save()
    stored = json.loads(prefs.path().read_text(encoding="utf-8"))
    assert stored["new_game"]["ruleset"].isprintable()
    assert prefs.load().last_setup().ruleset == odd_name  # read back: the same file
    assert Path(odd_name).exists()  # the file keeps its name


def test_your_own_rulesets_lists_a_name_that_is_not_utf8(data, odd_name):
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.userrulesets import UserRulesetsScene

    broken = Path(odd_name).with_name(os.fsdecode(b"kaputt \xff.yaml"))
    broken.write_text("format: 1\nid: [", encoding="utf-8")
    rulecache.rescan()
    app = make_app()
    settings = SettingsScene()
    app.scenes.push(settings)
    frames(app)
    settings.own_rulesets()
    frames(app, 3)
    scene = app.scenes.top
    assert isinstance(scene, UserRulesetsScene)
    step_until(app, lambda: not scene.busy())
    text = "\n".join(scene.texts())
    assert "Regeln f\ufffdr Oma.yaml" in text and "kaputt \ufffd.yaml" in text
    scene.draw(pygame.Surface(app.size))


# -- finding 6, the data side: many rulesets -------------------------------------------------
def test_three_hundred_rulesets_are_checked_one_at_a_time(data, monkeypatch):
    text = Path(__file__).parents[1].joinpath("ruleset/fixtures/good/mini.yaml").read_text()
    for k in range(300):
        (data / "rulesets" / f"mini{k:03d}.yaml").write_text(text, encoding="utf-8")
    (data / "rulesets" / "zz broken.yaml").write_text("format: 1\nid: [", encoding="utf-8")
    seen: list[tuple[int, int | None]] = []  # the scan's progress as each file is begun
    check = rulecache.check_user_ruleset

    def watched(path, folder):
        seen.append(rulecache.user_scan().progress())
        return check(path, folder)

    monkeypatch.setattr(rulecache, "check_user_ruleset", watched)
    good, bad = rulecache.rescan()
    assert seen == [(done, 301) for done in range(301)]  # told after every file
    assert rulecache.user_scan().progress() == (301, 301)
    assert len(good) == 300 and len(bad) == 1
    assert rulecache.user_scan().finished
    assert len(rulecache.all_ids()) == len(rulecache.ids()) + 300  # the shipped and the good


def test_a_file_of_the_folder_that_links_out_of_it_is_refused(data, tmp_path):
    outside = tmp_path / "outside.yaml"
    outside.write_text((rulesets_dir() / "noris.yaml").read_text(encoding="utf-8"))
    (data / "rulesets" / "linked.yaml").symlink_to(outside)
    good, bad = rulecache.rescan()
    assert good == [] and [Path(p).name for p, _ in bad] == ["linked.yaml"]
    assert "outside the folder" in bad[0][1][0].message


def test_a_ruleset_id_the_game_does_not_know_opens_nothing(opened):
    with pytest.raises(ValueError):
        rulecache.document("/etc/passwd")
    assert rulecache.book("/etc/passwd", {}, rulecache.rules("noris")) is None
    assert not [p for p in opened if "passwd" in p]


# -- finding 4: the kept rounds' list --------------------------------------------------------
def test_the_list_of_kept_rounds_survives_what_their_files_hold(data):
    from game.dev.userfolder import long_round
    from game.table.roundfiles import summary_record, write_round

    for name in ("An\x00na", "Bo\ud800b", "Cleo"):
        records = long_round("noris", 3, 10, seed=len(name))
        records[0]["table"]["names"][1] = name
        summary = summary_record(records)
        path = write_round([])
        path.write_text("".join(json.dumps(r) + "\n" for r in [summary, *records]))
    bad = long_round("noris", 3, 10, seed=11)
    summary = summary_record(bad)
    next(r for r in bad if r["event"] == "round_start")["seed"] = "x"
    path = write_round([])
    path.write_text("".join(json.dumps(r) + "\n" for r in [summary, *bad]))
    app = make_app()
    app.scenes.open("kept_rounds")
    listing = app.scenes.top
    step_until(app, lambda: not listing.busy())
    assert len(listing.rows) == 2 and len(listing.damaged) == 2  # the NUL, the lone surrogate
    listing.draw(pygame.Surface(app.size))
    seeded = next(r for r in listing.rows if r.path == path)
    listing.watch(seeded)  # its round is damaged past the summary: set aside
    assert app.scenes.top.scene_id == "replay_opening"  # read on a thread
    assert app.scenes.top.opening.wait(60)  # frames in a tight loop would starve it
    step_until(app, lambda: app.scenes.top is listing)
    assert len(listing.rows) == 1 and len(listing.damaged) == 3
    listing.draw(pygame.Surface(app.size))
