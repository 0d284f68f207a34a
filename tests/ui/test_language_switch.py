"""Switching the language redraws every screen at once, without leaving or rebuilding it."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.table import prefs as P
from game.table.options import TableOptions
from tests.ui.menu_driver import frames, make_app


def _scenes():
    from game.ui.scenes.about import AboutScene
    from game.ui.scenes.newgame.scene import NewGameScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.stats import StatsScene
    from game.ui.scenes.title import TitleScene
    from game.ui.scenes.userrulesets import UserRulesetsScene

    return {
        "title": TitleScene,
        "new game": NewGameScene,
        "rules": RulesScene,
        "settings": SettingsScene,
        "about": AboutScene,
        "own rulesets": UserRulesetsScene,
        "statistics": StatsScene,
    }


@pytest.mark.parametrize("name", list(_scenes()))
def test_a_language_switch_redraws_the_scene(name):
    app = make_app()
    try:
        app.scenes.push(_scenes()[name]())
        frames(app, 3)
        shots = {}
        for language in ("en", "de", "sv"):
            i18n.set_language(language)
            P.current().language = language
            P.changed()
            frames(app, 3)
            shots[language] = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
        assert shots["en"] != shots["de"] != shots["sv"] != shots["en"], name
    finally:
        i18n.set_language("en")
        P.replace(P.Prefs())
        pygame.display.quit()


def test_a_language_switch_from_the_table_menu_redraws_the_table():
    """Settings opened from the table's menu: back at the table, the log, the buttons, the seat
    plates and the line under the hand read in the new language."""
    from game.table.log import sentence
    from game.ui.scenes.menu import GameMenu
    from game.ui.scenes.settings import SettingsScene
    from game.ui.table.draw import status
    from tests.ui.tablekit import at_rest, human_table, step_until

    app = make_app()
    table = human_table(app, "noris", 3, seed=3)
    try:
        step_until(app, lambda: at_rest(table) and table.model.turn == table.viewer)
        lay = table.layout
        regions = {
            "log": lay.log,
            "viewer plate": lay.viewer_plate,
            **{f"seat {k}": spot.plate for k, spot in lay.seats.items()},
            **{f"button {k}": table.buttons[k].rect for k in ("sort", "action")},
        }

        def shot() -> dict[str, bytes]:
            surface = pygame.Surface(app.size)
            table.t = 1.0  # the same moment of every glow and pulse
            table.draw(surface)
            return {
                k: pygame.image.tobytes(surface.subsurface(r), "RGB") for k, r in regions.items()
            }

        english = shot()
        log_en = list(table.log.lines)
        labels_en = {k: table.buttons[k].label for k in ("sort", "action")}
        status_en = status(table.view())
        assert log_en[0] == sentence(i18n.tr("table.log_round", number=1))

        table.open_menu()
        frames(app, 2)
        assert isinstance(app.scenes.top, GameMenu)
        app.scenes.top.choose("settings")
        frames(app, 2)
        settings = app.scenes.top
        assert isinstance(settings, SettingsScene)
        settings._language("de")  # what choosing Deutsch in Settings does
        frames(app, 2)
        settings.dismiss()
        frames(app, 2)
        assert at_rest(table)
        assert table.model.turn == table.viewer  # nothing was played meanwhile

        german = shot()
        changed = [k for k in regions if german[k] != english[k]]
        assert changed == list(regions)
        assert list(table.log.lines)[0] == sentence(i18n.tr("table.log_round", number=1))
        assert len(table.log.lines) == len(log_en)
        assert not set(table.log.lines) & set(log_en)
        assert all(table.buttons[k].label != v for k, v in labels_en.items())
        assert status(table.view()) == i18n.tr("table.status.your_turn") != status_en
    finally:
        table.close()
        i18n.set_language("en")
        P.replace(P.Prefs())
        pygame.display.quit()


def test_untouched_names_at_an_open_table_follow_a_language_switch():
    """Issue 18, point 5, at an open table: back from Settings in another language, a seat whose
    name nobody typed is called in it (plates, log), a typed name stays."""
    from game.table.setup import GameSetup, SeatSetup
    from game.ui.table.scene import TableScene
    from tests.ui.tablekit import at_rest, step_until

    app = make_app()
    setup = GameSetup(
        ruleset="noris",
        seats=[SeatSetup("", human=True), SeatSetup("Ben"), SeatSetup("")],
        seed=3,
    )
    table = TableScene(setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05))
    app.scenes.push(table)
    try:
        step_until(app, lambda: at_rest(table) and table.model.turn == table.viewer)
        assert table.session.names == ["You", "Ben", "Player 3"]
        assert "Player 3" in " ".join(table.log.lines)  # seat 3 has played before our turn
        i18n.set_language("de")
        table.on_enter()  # as when Settings close over the table
        assert table.session.names == ["Du", "Ben", "Spieler 3"]
        assert [info.name for info in table.infos] == ["Du", "Ben", "Spieler 3"]
        said = " ".join(table.log.lines)
        assert "Player 3" not in said and "Spieler 3" in said
    finally:
        i18n.set_language("en")
        table.close()


def test_a_language_switch_paints_the_card_letters_again():
    """German → Swedish at an open Classic table (Settings from the table's menu): the Jack's
    corners say "Kn" at once, no longer the German "B" (the pictures are painted again)."""
    from game.ui.art.look import card_art
    from game.ui.scenes.settings import SettingsScene
    from tests.ui.tablekit import at_rest, card, human_table, scenario, step_until

    i18n.set_language("de")
    app = make_app()
    table = human_table(app, "classic", 3, seed=3)
    try:
        scenario(app, table, hands=["clubs:jack hearts:8", "clubs:9", "spades:10"], top="clubs:7")
        jack = card(table, "clubs:jack")
        images, width = table.images, table.images.master_width

        def painted() -> bytes:
            return pygame.image.tobytes(images.sized(jack, width), "RGBA")

        def fresh() -> bytes:
            return pygame.image.tobytes(card_art(table.rules).face(jack, width), "RGBA")

        frames(app, 2)
        german = painted()
        assert german == fresh()
        table.open_menu()
        frames(app, 2)
        app.scenes.top.choose("settings")  # type: ignore[union-attr]
        frames(app, 2)
        settings = app.scenes.top
        assert isinstance(settings, SettingsScene)
        settings._language("sv")  # what choosing Svenska in Settings does
        frames(app, 2)
        settings.dismiss()
        frames(app, 2)
        assert app.scenes.top is table
        step_until(app, lambda: at_rest(table))
        assert painted() == fresh() != german
    finally:
        table.close()
        i18n.set_language("en")
        P.replace(P.Prefs())
        pygame.display.quit()
