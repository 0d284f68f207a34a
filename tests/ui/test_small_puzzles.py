"""Small puzzles of a first hour: Esc and ☰ at a round's end, "Hand back" beside (not over)
the table's buttons and a word when the jumper holds nothing, the statistics of a ruleset that
counts wins, the empty statistics, About's licences in every language, and Mouse Joker's
words on acting out of turn."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language, tr
from game.rulebook import table_rules
from game.ruleset import load_rules
from game.ruleset.facts import facts_of
from game.table import stats
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.menu import GameMenu
from game.ui.scenes.results.roundend import RoundEndScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, key, post_mouse, scenario, step_until


def click(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)


def round_end(app: App) -> tuple[TableScene, RoundEndScene]:
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="easy")]
    table = TableScene(
        GameSetup(ruleset="classic", seats=seats, seed=2),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    scenario(app, table, hands=["hearts:9", "clubs:9 spades:10"], top="hearts:7")
    table.session.act(0, table.session.offers(0)[0])
    step_until(app, lambda: isinstance(app.scenes.top, RoundEndScene), limit=600)
    return table, app.scenes.top  # type: ignore[return-value]


def test_esc_at_a_rounds_end_opens_the_menu(app) -> None:
    table, end = round_end(app)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, GameMenu)
    assert not menu.can_restart  # the round is over: nothing to deal again
    menu.choose("resume")
    app.step(DT)
    assert app.scenes.top is end
    table.close()


def test_the_corner_menu_works_over_a_rounds_end(app) -> None:
    table, end = round_end(app)
    click(app, table.menu_button.rect.center)
    assert isinstance(app.scenes.top, GameMenu)
    table.close()


def test_hand_back_sits_above_the_buttons_and_the_jumper_is_told_when_nothing_fits() -> None:
    """abacus, two people: the one out of turn takes the screen to jump in, holding no card
    that could: the plate says so, "Hand back" glows, and it covers no other button."""
    from game.engine.notation import position

    app = App((1280, 720))
    seats = [SeatSetup("Mia", human=True), SeatSetup("Ole", human=True)]
    seats.append(SeatSetup("Bot", level="easy"))
    table = TableScene(
        GameSetup(ruleset="abacus", seats=seats, seed=3),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    c = table.session

    def settle() -> None:
        """Tap every hand-over away until the table has been at rest for a while."""
        calm = 0
        for _ in range(600):
            if isinstance(app.scenes.top, HandOverScene):
                click(app, (640, 360))
                calm = 0
            else:
                app.step(DT)
                rest = not table.loading and not table.anim.busy and c.caught_up
                calm = calm + 1 if rest and app.scenes.top is table else 0
                if calm > 10:
                    return
        raise AssertionError("the table did not come to rest")

    settle()
    table.anim.skip()
    hands = ["blue:7 green:1 green:3", "yellow:5 yellow:4 blue:1", "green:4 green:5"]
    c.use_position(position(c.rules, hands=hands, top="red:3", turn=0))
    table.hint_button = True  # the Hint button too: the tallest column of buttons
    settle()
    assert table.viewer == 0
    click(app, table.jumps.buttons[1].rect.center)  # Ole: "jump in!"
    assert isinstance(app.scenes.top, HandOverScene) and app.scenes.top.jump
    settle()
    assert table.viewer == 1 and table.controller.sharing.jumper == 1
    back = table.jumps.buttons[1]
    assert back.visible and back.label == tr("table.btn.jump_done") and back.style == "gold"
    shown = [b.rect for b in table.buttons.values() if b.visible]
    assert shown and back.rect.collidelist(shown) == -1
    from game.ui.table.draw import status

    assert status(table.view()) == tr("table.status.jump_nothing")
    table.close()


def test_a_ruleset_that_counts_wins_shows_no_penalty_points(app, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    record = stats.Stats()
    record.record_round("emmi", "easy", won=True, penalty=0)  # Mouse Joker counts wins
    stats.save(record)
    scene = StatsScene()
    app.scenes.push(scene)
    app.step(DT)
    assert "stats.average_penalty" not in [k for k, _w in scene.columns()]
    record.record_round("classic", "medium", won=False, penalty=14)  # Classic counts points
    stats.save(record)
    scene = StatsScene()
    app.scenes.push(scene)
    app.step(DT)
    keys = [k for k, _w in scene.columns()]
    assert "stats.average_penalty" in keys
    rows = {cells[0]: cells for cells in scene.table()}
    at = keys.index("stats.average_penalty")
    assert rows["Mouse Joker"][at] == "–" and rows["Classic Mau-Mau"][at] == "14.0"


def test_no_statistics_show_no_empty_table(app, tmp_path, monkeypatch) -> None:
    from game.ui.art import theme

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    drawn: list[str] = []
    real = theme.font

    def spy(size: int, bold: bool = False) -> pygame.font.Font:
        font = real(size, bold)

        class Spy:
            def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
                return getattr(font, name)

            def render(self, text, *args):  # type: ignore[no-untyped-def]
                drawn.append(str(text))
                return font.render(text, *args)

        return Spy()  # type: ignore[return-value]

    monkeypatch.setattr(theme, "font", spy)
    from game.ui.widgets import drawing

    drawing.text_surface.cache_clear()
    app.scenes.push(StatsScene())
    app.step(DT)
    drawing.text_surface.cache_clear()
    said = " ".join(drawn)
    assert tr("stats.rounds") not in said and "Nothing counted yet" in said


@pytest.mark.parametrize("language", ["de", "sv"])
def test_the_licences_panel_speaks_the_readers_language(language) -> None:
    from game.ui.about import CELLS, licence_page, licence_text

    set_language(language)
    try:
        page = licence_page()
        assert page.startswith("# " + tr("about.licences"))
        assert tr("about.licences_intro") in page and tr("about.licences_original") in page
        assert "Mau-Mau is free software" not in page  # the English introduction
        assert "Permission is hereby granted" in page  # the licences in their own words
        overview = [line for line in licence_text().split("\n## ")[0].splitlines() if "|" in line]
        names = {"MIT", "PyYAML", "Python", "PSF License", "SIL Open Font License 1.1"}
        for line in overview:
            for cell in (c.strip() for c in line.strip().strip("|").split("|")):
                if set(cell) <= set("-: "):
                    continue
                assert cell in CELLS or cell in names, cell  # a row added without its words
    finally:
        set_language("en")


def test_mouse_joker_speaks_of_catching_not_of_acting_out_of_turn() -> None:
    """No jumping in there: the one thing done out of turn is catching a missed call."""
    lines = table_rules(facts_of(load_rules("emmi")).book)
    assert tr("rules.jump_in.off") in lines
    assert not any("act out of turn" in line for line in lines)
    assert tr("rules.catch_priority.first") in lines
    abacus = table_rules(facts_of(load_rules("abacus")).book)  # jumping in: said as before
    assert tr("rules.out_of_turn_priority.first") in abacus
