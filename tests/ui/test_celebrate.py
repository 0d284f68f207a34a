"""A person who wins a round gets a short, quiet celebration; the titles have their own
typeface, shipped with its licence."""

from __future__ import annotations

from game.paths import assets_dir
from game.ui.art import theme
from game.ui.scenes.results.celebrate import CHEER_SECONDS
from game.ui.scenes.results.roundend import RoundEndScene
from tests.ui.tablekit import DT, card, card_centre, drag, human_table, pile_centre, scenario


def _round_end(app, hands: list[str]) -> RoundEndScene:
    table = human_table(app, "noris", 3, speed=1.0)
    scenario(app, table, hands=hands, top="red:3", turn=0)
    drag(app, card_centre(table, card(table, "red:5")), pile_centre(table))
    for _ in range(600):
        app.step(DT)
        if isinstance(app.scenes.top, RoundEndScene):
            break
    scene = app.scenes.top
    assert isinstance(scene, RoundEndScene)
    return scene


def test_winning_a_round_is_celebrated_briefly(app):
    scene = _round_end(app, ["red:5", "yellow:1 yellow:2", "green:4 green:5"])
    app.step(DT)
    assert scene.cheer is not None and scene.cheer.alive
    assert scene.cheer.confetti.bits  # paper in the air
    for _ in range(int((CHEER_SECONDS + 0.2) / DT)):
        app.step(DT)
    assert not scene.cheer.alive and not scene.cheer.confetti.bits


def test_a_round_someone_else_wins_is_not_celebrated(app):
    table = human_table(app, "noris", 3, speed=1.0)
    scenario(
        app, table, hands=["yellow:1 yellow:2", "red:5", "green:4 green:5"], top="red:3", turn=1
    )
    for _ in range(2000):
        app.step(DT)
        if isinstance(app.scenes.top, RoundEndScene):
            break
    scene = app.scenes.top
    assert isinstance(scene, RoundEndScene) and scene.result.winner == 1
    app.step(DT)
    assert scene.cheer is None


def test_the_titles_typeface_is_shipped_with_its_licence():
    fonts = assets_dir() / "fonts"
    assert (fonts / theme.FONT_DISPLAY).is_file()
    licence = (fonts / "Lato-LICENSE.txt").read_text(encoding="utf-8")
    assert "SIL Open Font License" in licence
    listing = (assets_dir() / "LICENSES.md").read_text(encoding="utf-8")
    assert theme.FONT_DISPLAY in listing and "Open Font License" in listing
    assert theme.display_font(40).size("Mau-Mau") != theme.font(40, True).size("Mau-Mau")
