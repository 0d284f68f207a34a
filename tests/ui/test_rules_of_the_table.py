"""Issue 32, case 10: Menu → Rules at a table shows the rules that table plays, with its house
rules, however its ruleset file changed since the deal: renamed (by the workshop's own Rename),
deleted, broken or edited. Before, the viewer read the file again: the first built-in ruleset
for a file gone or broken, the new rules for an edited one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.paths import rulesets_dir
from game.ruleset.facts import facts_of
from game.ruleset.identity import rules_identity
from game.table import rulecache, savegame
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes.menu import GameMenu
from game.ui.scenes.rules import RulesScene
from game.ui.table.scene import TableScene
from game.workshop import keep
from tests.ui.menu_driver import frames
from tests.ui.workshop.kit import step_until

HOUSE = {"rules.draw_when_able": True}  # a house rule Classic offers (D-4)


@pytest.fixture
def app(own_data: Path):
    rulecache.rescan()
    app = App((1280, 720))
    app.scenes.fade_seconds = 0
    yield app
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()
    pygame.display.quit()
    rulecache.rescan()


def own_ruleset(folder: Path) -> Path:
    """Classic as the player's own "Queen's Mau" (its Queen lets its player go again)."""
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    text = text.replace("id: classic", "id: mine").replace(
        "queen: {kind: symbol, picture: queen, points: 3,",
        "queen: {kind: symbol, picture: queen, points: 3, effects: [play_again],",
    )
    text = text.replace(
        'name: {en: "Classic Mau-Mau", de: "Klassisches Mau-Mau", sv: "Klassisk Mau-Mau"}',
        "name: Queen's Mau",
    )
    path = folder / "rulesets" / "mine.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    rulecache.rescan()
    assert str(path) in rulecache.all_ids()
    return path


def sit_down(app: App, path: Path) -> TableScene:
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="easy")]
    setup = GameSetup(ruleset=str(path), seats=seats, seed=3, overrides=dict(HOUSE))
    table = TableScene(setup, TableOptions.from_prefs(bot_process=False))
    app.scenes.push(app.scenes.make("title"))
    app.scenes.push(table)
    step_until(app, lambda: not table.loading)
    return table


def rules_from_the_menu(app: App, table: TableScene) -> RulesScene:
    table.open_menu()
    frames(app)
    menu = app.scenes.top
    assert isinstance(menu, GameMenu)
    menu.choose("rules")
    frames(app, 2)
    viewer = app.scenes.top
    assert isinstance(viewer, RulesScene) and viewer.page is not None
    return viewer


def rename(path: Path) -> None:
    keep.rename(path, "renamed")


def delete(path: Path) -> None:
    path.unlink()


def garble(path: Path) -> None:
    path.write_text("format: 1\nid: mine\nname: [broken\n", encoding="utf-8")


def edit(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    text = text.replace("effects: [play_again],", "").replace("Queen's Mau", "Edited Mau")
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("change", [rename, delete, garble, edit])
def test_the_rules_shown_are_the_ones_the_table_plays(app, own_data, change) -> None:
    path = own_ruleset(own_data)
    table = sit_down(app, path)
    played = table.session.rules
    change(path)
    rulecache.rescan()  # as the lists read the folder again after a change
    viewer = rules_from_the_menu(app, table)
    page = viewer.page
    assert rules_identity(page.rules).digest == rules_identity(played).digest
    assert page.facts.name == "Queen's Mau"
    assert viewer.choice.value == str(path)
    assert dict(viewer.choice.options)[str(path)]() == "Queen's Mau"  # as the choice says
    assert page.doc["rules"]["draw_when_able"] is True  # the table's house rule
    assert "another turn" in " ".join(facts_of(page.rules).rank_words("queen"))


def test_the_other_rulesets_still_read_their_files(app, own_data) -> None:
    path = own_ruleset(own_data)
    table = sit_down(app, path)
    viewer = rules_from_the_menu(app, table)
    viewer._pick("noris")
    frames(app)
    assert viewer.page is not None and viewer.page.rules is rulecache.rules("noris")
    viewer._pick(str(path))  # back to the table's own
    frames(app)
    assert viewer.page.rules is table.session.rules


@pytest.mark.parametrize("change", [rename, delete, garble, edit])
def test_a_resumed_game_shows_the_rules_it_was_saved_with(app, own_data, change) -> None:
    """The issue's way in: the game saved, its file changed, Continue; the table plays the
    saved rules, and so Rules shows them."""
    path = own_ruleset(own_data)
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="easy")]
    setup = GameSetup(ruleset=str(path), seats=seats, seed=3, overrides=dict(HOUSE))
    options = TableOptions.from_prefs(bot_process=False, autosave=True)
    app.scenes.push(app.scenes.make("title"))
    first = app.scenes.open("table", setup, options)
    step_until(app, lambda: not first.loading and savegame.exists())
    played = first.session.rules
    first.leave()  # to the title; the game stays saved for Continue
    change(path)
    rulecache.rescan()
    saved = savegame.read()
    assert saved is not None
    table = app.scenes.open("table", saved.setup, options, saved=saved)
    step_until(app, lambda: not table.loading)
    viewer = rules_from_the_menu(app, table)
    assert rules_identity(viewer.page.rules).digest == rules_identity(played).digest
    assert viewer.page.facts.name == "Queen's Mau"
    assert viewer.page.doc["rules"]["draw_when_able"] is True
