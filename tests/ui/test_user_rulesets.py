"""The player's own rulesets: good files join New game, bad ones are listed with their problems."""

from __future__ import annotations

import pygame
import pytest

from game.paths import rulesets_dir
from game.table import rulecache
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.userrulesets import UserRulesetsScene
from tests.ui.menu_driver import frames, make_app

BROKEN = """format: 1
id: broken
name: {en: Broken}
players: {min: 2, max: 4}
hand_size: lots
"""


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    (own / "mine.yaml").write_text(text.replace("id: classic", "id: mine"), encoding="utf-8")
    (own / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    (own / "notes.txt").write_text("not a ruleset", encoding="utf-8")
    rulecache.rescan()
    yield own
    monkeypatch.undo()
    rulecache.rescan()
    pygame.display.quit()


def drawn(scene) -> bytes:
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_good_files_join_and_bad_ones_are_reported(folder):
    good, bad = rulecache.user_rulesets()
    assert good == [str(folder / "mine.yaml")]
    assert [path for path, _p in bad] == [str(folder / "broken.yaml")]
    problems = bad[0][1]
    assert any(p.line == 5 and p.path == "hand_size" for p in problems), problems
    assert rulecache.all_ids()[-1] == str(folder / "mine.yaml")
    assert rulecache.rules(good[0]).colours  # it compiles and plays like any other


def test_new_game_lists_the_own_ruleset(folder):
    app = make_app()
    scene = NewGameScene(table_factory=lambda setup: SettingsScene())
    app.scenes.push(scene)
    frames(app)
    assert str(folder / "mine.yaml") in scene.choices.ids
    scene._pick(str(folder / "mine.yaml"))
    frames(app)
    assert scene.choices.setup().ruleset == str(folder / "mine.yaml")


def test_settings_lead_to_the_report(folder):
    app = make_app()
    settings = SettingsScene()
    app.scenes.push(settings)
    frames(app)
    assert "(1 " in SettingsScene._own_label()
    settings.own_rulesets()
    frames(app)
    scene = app.scenes.top
    assert isinstance(scene, UserRulesetsScene)
    text = "\n".join(scene.texts())
    assert "mine.yaml" in text and "broken.yaml:5: hand_size:" in text
    assert str(folder) in text


def test_a_missing_folder_is_made_and_the_game_goes_on(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path / "new"))
    try:
        assert rulecache.rescan() == ([], [])
        assert (tmp_path / "new" / "rulesets").is_dir()
    finally:
        monkeypatch.undo()
        rulecache.rescan()


def test_the_problems_are_shown_in_the_game_language(folder):
    from game import i18n
    from game.table import prefs as P

    (folder / "broken.yaml").write_text(BROKEN + "hand_sise: 3\n", encoding="utf-8")
    rulecache.rescan()
    app = make_app()
    settings = SettingsScene()
    app.scenes.push(settings)
    frames(app)
    try:
        settings._language("de")  # what the language choice in Settings does
        settings.own_rulesets()
        frames(app, 3)
        scene = app.scenes.top
        assert isinstance(scene, UserRulesetsScene)
        text = "\n".join(scene.texts())
        german = 'broken.yaml:5: hand_size: erwartet wird eine ganze Zahl >= 1, gefunden: "lots"'
        assert german in text
        assert (
            'broken.yaml:6: hand_sise: unbekannter Schlüssel "hand_sise" '
            '(meintest du "hand_size"?)' in text
        )
        assert 'broken.yaml:1: der Pflichtschlüssel "colours" fehlt' in text
        assert "expected" not in text and "ruleset.problem." not in text
        german_view = drawn(scene)
        settings._language("sv")
        frames(app, 2)
        text = "\n".join(scene.texts())
        assert 'broken.yaml:5: hand_size: väntade ett heltal >= 1, fick "lots"' in text
        # The list on screen is drawn again in the new language, not kept from before.
        assert drawn(scene) != german_view
        settings._language("en")
        frames(app, 2)
        text = "\n".join(scene.texts())
        assert 'broken.yaml:5: hand_size: expected a whole number >= 1, got "lots"' in text
    finally:
        i18n.set_language("en")
        P.replace(P.Prefs())


def test_a_folder_read_before_the_screen_joins_its_list_a_part_a_frame(folder, monkeypatch):
    """2,000 files read before Your own rulesets opened all joined its list in one frame, each
    bad file's problems wrapped to measure its row: 112 ms and more (issue 32, case 13). They
    join ROWS_PER_FRAME a frame, each row measured once at the list's width."""
    from game.ui.scenes import userrulesets

    for k in range(450):
        (folder / f"broken {k:03d}.yaml").write_text(BROKEN, encoding="utf-8")
    rulecache.rescan()  # read whole before the screen opens
    measured: list[int] = []
    real = UserRulesetsScene._measure
    monkeypatch.setattr(
        UserRulesetsScene,
        "_measure",
        lambda self, checked, width: measured.append(1) or real(self, checked, width),
    )
    app = make_app()
    app.scenes.push(SettingsScene())
    frames(app)
    app.scenes.top.own_rulesets()  # as a click does, in the frame that follows
    scene = app.scenes.top
    frames(app, 1)
    per_frame = [len(measured)]
    while scene.busy():
        before = len(measured)
        frames(app, 1)
        per_frame.append(len(measured) - before)
        assert len(per_frame) < 1000, "the list never filled"
    assert len(scene.list.items) == 452  # mine.yaml, broken.yaml and the 450
    # each joining row measured once (the last row again as the list asks its height)
    assert max(per_frame) <= userrulesets.ROWS_PER_FRAME * 3 // 2
    assert "broken 449.yaml:5: hand_size:" in "\n".join(scene.texts())


def test_the_folder_s_documents_are_kept_as_text_the_collector_never_walks(folder):
    """With 2,000 rulesets read, every full collection walked their documents' dicts and
    lists: about 100 ms, landing in a frame of New game (issue 32, case 13). A good file is
    kept as one string, so what the scan holds does not grow with the documents' size."""
    import gc

    text = (folder / "mine.yaml").read_text(encoding="utf-8")
    for k in range(40):
        (folder / f"mine{k:02d}.yaml").write_text(
            text.replace("id: mine", f"id: mine{k:02d}"), encoding="utf-8"
        )
    good, _bad = rulecache.rescan()
    assert len(good) == 41
    found = [c for c in rulecache.user_scan().found() if c.good]
    tracked = 0  # the containers a full collection walks, under each row's fields
    stack: list[object] = [value for c in found for value in vars(c).values()]
    while stack:
        item = stack.pop()
        if isinstance(item, (dict, list, tuple)) and gc.is_tracked(item):
            tracked += 1
            stack += item.values() if isinstance(item, dict) else item
    assert tracked <= len(found)  # its problems list (empty): not its document's parts
    assert rulecache.document(good[0])["id"] == "mine"  # read back whole when asked
