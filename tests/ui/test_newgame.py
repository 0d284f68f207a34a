"""Title -> New game -> Start, driven by keys, clicks and typed text through App.step."""

from __future__ import annotations

import pygame
import pytest

from game.table import rulecache
from game.table.setup import GameSetup, SeatSetup
from game.ui.scene import Scene
from game.ui.scenes.newgame import scene as newgame
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.title import TitleScene
from tests.ui.menu_driver import (
    click,
    click_widget,
    frames,
    key,
    left_end,
    make_app,
    right_end,
    type_text,
)
from tests.ui.tablekit import step_until


class StandIn(Scene):
    """Where the table would be: remembers the setup it was given."""

    def __init__(self, setup: GameSetup) -> None:
        super().__init__()
        self.setup = setup


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.display.quit()


@pytest.fixture
def tables(monkeypatch, tmp_path):
    """The tables New game deals (stand-ins), in a data folder with no saved match (dealing
    over one asks first: test_single_copy)."""
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    made: list[StandIn] = []

    def factory(setup: GameSetup) -> StandIn:
        made.append(StandIn(setup))
        return made[-1]

    monkeypatch.setattr(newgame, "table_scene", factory)
    return made


def dealt(app, scene: NewGameScene) -> Scene:
    """Start pressed: the choices are checked off the frame, then the table replaces the screen."""
    step_until(app, lambda: app.scenes.top is not scene)
    return app.scenes.top


def open_new_game(app, ruleset: str | None = "noris") -> NewGameScene:
    """The New game screen from the title, on `ruleset` (None: where it starts by itself)."""
    app.scenes.push(TitleScene())
    frames(app)
    # The title opens New game once the built-in rulesets are read on their thread: on a busy
    # machine that is after the first frames (waiting, not stepping, lets the thread run).
    assert rulecache.preload().join(60) is None and rulecache.ready()
    key(app, pygame.K_RETURN)  # New game has the focus
    if type(app.scenes.top).__name__ == "ConfirmDialog":  # a saved match: replace it, yes
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RETURN)
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    ids, chosen = scene.choices.ids, scene.choices.ruleset_id
    if ruleset is not None and chosen != ruleset:
        for _ in range(ids.index(ruleset) - ids.index(chosen)):
            key(app, pygame.K_DOWN)  # the ruleset list has the focus
        for _ in range(ids.index(chosen) - ids.index(ruleset)):
            key(app, pygame.K_UP)
        assert scene.choices.ruleset_id == ruleset
    return scene


def offer(scene: NewGameScene, path: str):
    return next(widget for o, widget in scene.offers if o.path == path)


def test_title_new_game_start_replaces_itself_with_the_table(app, tables):
    scene = open_new_game(app, None)
    assert scene.choices.ruleset_id == "classic"  # the first time: the traditional game
    key(app, pygame.K_DOWN)  # the ruleset list has the focus: noris, classic, abacus
    assert scene.choices.ruleset_id == "abacus"
    key(app, pygame.K_TAB)  # to the number of players
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.count.value == 6
    click(app, right_end(scene.seats[2].kind))  # medium -> hard
    key(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)
    dealt(app, scene)
    assert tables and app.scenes.top is tables[0]
    setup = tables[0].setup
    assert setup.ruleset == "abacus" and setup.overrides == {} and setup.starter is None
    assert [s.human for s in setup.seats] == [True, False, False, False, False, False]
    assert [s.level for s in setup.seats[1:]] == ["medium", "hard", "medium", "medium", "medium"]
    assert [s.name for s in setup.seats] == ["", "Anna", "Ben", "Clara", "David", "Emil"]
    assert setup.names()[0] == "You"  # no name given: the default, in the reader's language
    assert [type(s).__name__ for s in app.scenes] == ["TitleScene", "StandIn"]


def test_start_with_the_real_table(app):
    scene = open_new_game(app, None)
    click_widget(app, scene.start_button)
    table = dealt(app, scene)
    assert type(table).__name__ == "TableScene"
    assert table.setup.ruleset == "classic" and len(table.setup.seats) == 4
    table.close()


def test_names_take_any_letters(app, tables):
    scene = open_new_game(app)
    field = scene.seats[1].name
    click_widget(app, field)
    assert scene.form.focused is field
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert field.text == ""
    type_text(app, "Åsa Müßig")
    assert field.text == "Åsa Müßig"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_BACKSPACE)
    type_text(app, "ö")
    assert field.text == "Åsa Müßög"
    key(app, pygame.K_RETURN)  # Enter in a name goes on to the next field
    assert scene.form.focused is scene.seats[2].kind
    assert scene.choices.setup().seats[1].name == "Åsa Müßög"


def test_typing_a_name_does_not_trigger_shortcuts(app, tables):
    scene = open_new_game(app)
    click_widget(app, scene.seats[0].name)
    type_text(app, "m")
    key(app, pygame.K_ESCAPE)  # Esc leaves the screen even from a text field
    assert isinstance(app.scenes.top, TitleScene)
    assert scene.seats[0].name.text == "m"


def test_an_untouched_name_follows_the_language(app, tables):
    from game.i18n import set_language

    scene = open_new_game(app)
    assert scene.seats[0].name.text == ""  # "no name given", shown as the placeholder
    setup = scene.choices.setup()
    try:
        names = {}
        for lang in ("en", "de", "sv"):
            set_language(lang)
            names[lang] = setup.names()[0]
    finally:
        set_language("en")
    assert names == {"en": "You", "de": "Du", "sv": "Du"}
    stored = GameSetup.from_dict(setup.to_dict())
    assert stored.seats[0].name == ""
    legacy = GameSetup.single_player(name="Du")  # a settings file from before: the old word
    app.scenes.replace(NewGameScene(legacy, table_factory=StandIn))
    frames(app)
    assert app.scenes.top.seats[0].name.text == ""


def test_a_house_rule_toggle_becomes_an_override(app, tables):
    scene = open_new_game(app)
    toggle = offer(scene, "rules.draw_when_able")
    assert toggle.value is False  # the book's choice
    click_widget(app, toggle)
    choice = offer(scene, "rules.reshuffle")
    click(app, right_end(choice))
    overrides = scene.choices.setup().overrides
    assert overrides == {"rules.draw_when_able": True, "rules.reshuffle": "all"}
    click_widget(app, toggle)  # back to the book: no override
    assert scene.choices.setup().overrides == {"rules.reshuffle": "all"}


def test_chosen_first_player_asks_who_begins(app, tables):
    scene = open_new_game(app)
    assert not scene.starter.visible
    first = offer(scene, "rules.first_player")
    first.set("chosen")
    frames(app)
    assert scene.starter.visible
    click(app, right_end(scene.starter))
    click(app, right_end(scene.starter))
    setup = scene.choices.setup()
    assert setup.overrides == {"rules.first_player": "chosen"} and setup.starter == 2
    click_widget(app, scene.start_button)
    dealt(app, scene)
    assert tables[0].setup.starter == 2


def test_huch_asks_who_begins_by_the_book(app, tables):
    app.scenes.push(NewGameScene(GameSetup(ruleset="huch")))
    frames(app)
    scene = app.scenes.top
    assert scene.starter.visible and scene.choices.setup().starter == 0
    assert [o.ids for o, _ in scene.offers][0] == "D-3, D-22"  # one control for one setting


def test_players_max_house_rule_limits_the_seats(app, tables):
    scene = open_new_game(app)
    players_max = offer(scene, "players.max")
    assert players_max.value == 8
    for _ in range(5):
        click(app, left_end(players_max))
    assert players_max.value == 3 and scene.count.value == 3
    assert [row.name.visible for row in scene.seats[:4]] == [True, True, True, False]
    setup = scene.choices.setup()
    assert len(setup.seats) == 3 and setup.overrides == {"players.max": 3}


def test_match_length_follows_the_ruleset(app, tables):
    scene = open_new_game(app)
    assert scene.length.value == 3 and scene.choices.house.length_key == "match.rounds"
    click(app, right_end(scene.length))
    assert scene.choices.setup().overrides == {"match.rounds": 4}
    scene.list.select(rulecache.ids().index("abacus"))
    assert scene.choices.house.length_key == "match.points_limit" and scene.length.value == 500
    click(app, left_end(scene.length))
    assert scene.choices.setup().overrides == {"match.points_limit": 450}


def test_every_ruleset_offers_every_decision(app, tables):
    scene = open_new_game(app)
    for index, ruleset_id in enumerate(rulecache.ids()):
        scene.list.select(index)
        frames(app)
        doc = rulecache.document(ruleset_id)
        # Entries sharing an id (D-15, D-33) or a setting (D-5, D-42) are one offer.
        decided = {d["setting"] for d in doc.get("decisions", [])}
        wanted = decided - {"match.rounds", "match.points_limit"}
        offered = [path for o, _ in scene.offers for path in o.rule.settings]
        assert set(offered) == wanted and len(offered) == len(wanted)
        placed = set()
        for page in range(scene.house_pages):  # more than the column holds: in pages
            scene.house_page = page
            scene.layout()
            for o, widget in scene.offers:
                if widget.visible:
                    assert widget.rect.w > 0 and widget.rect.bottom <= scene.size[1]
                    placed.add(o.path)
        assert placed == {o.path for o, _ in scene.offers}
        assert scene.choices.setup().overrides == {}


def test_a_setup_comes_back_as_it_was(app, tables):
    first = GameSetup(
        ruleset="emmi",
        overrides={"rules.reshuffle": "all", "match.rounds": 7},
        seats=GameSetup.single_player("emmi", players=3).seats,
    )
    app.scenes.push(NewGameScene(first))
    frames(app)
    assert app.scenes.top.choices.setup().overrides == first.overrides
    assert app.scenes.top.choices.setup().names() == ["You", "Anna", "Ben"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_nothing_overlaps_at_any_size(size, tables):
    app = make_app(size)
    app.scenes.push(NewGameScene(GameSetup(ruleset="abacus")))
    scene = app.scenes.top
    scene.count.set(10)
    frames(app)
    shown = [w for w in scene.form.widgets if w.visible]
    for i, a in enumerate(shown):
        assert app.screen.get_rect().contains(a.rect)
        for b in shown[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a, b)
    pygame.display.quit()


def test_the_traditional_game_is_marked_and_comes_first_time(app, tables):
    from game.ui.scenes.newgame.tiles import RulesetTiles

    traditional = [i for i in rulecache.all_ids() if rulecache.document(i).get("traditional")]
    assert traditional == ["classic"]  # from the ruleset file, not from its id
    scene = open_new_game(app, None)
    assert scene.choices.ruleset_id == "classic"
    drawn: list[str] = []
    from game.ui.widgets import drawing

    real = drawing.text_surface

    def spy(text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(text, *args, **kwargs)

    tiles = RulesetTiles()
    surface = pygame.Surface((400, 100))
    from unittest import mock

    with mock.patch.object(drawing, "text_surface", spy):
        tiles.draw(surface, surface.get_rect(), "classic", selected=True, focused=False, scale=1)
        tiles.draw(surface, surface.get_rect(), "noris", selected=True, focused=False, scale=1)
    assert drawn.count("★ The traditional game") == 1


def test_the_random_bot_is_not_offered(app, tables):
    scene = open_new_game(app)
    offered = [value for value, _label in scene.seats[1].kind.options]
    assert "random" not in offered and {"human", "easy", "medium", "hard"} <= set(offered)
    from_cli = GameSetup.single_player("noris", players=3, level="random")
    app.scenes.replace(NewGameScene(from_cli, table_factory=StandIn))
    frames(app)
    assert [row.kind.value for row in app.scenes.top.seats[:3]] == ["human", "easy", "easy"]


def test_a_long_name_is_cut_at_a_word_or_with_an_ellipsis():
    from game.ui.art import theme
    from game.ui.widgets.drawing import shorten

    pygame.font.init()
    width = theme.font(16, True).size("Lena Marie")[0] + 2
    assert shorten("Lena Marie Johansson", 16, width, bold=True) == "Lena Marie"
    cut = shorten("Maximiliane-Eleonora", 16, width, bold=True)
    assert cut.endswith("…") and theme.font(16, True).size(cut)[0] <= width
    assert shorten("Ben", 16, width, bold=True) == "Ben"


def test_a_house_rule_explains_itself_on_focus_and_on_hover(app, tables):
    from game.ui.widgets import tooltip

    scene = open_new_game(app)
    notes: list[str] = []
    real = tooltip.draw_tooltip

    def spy(surface, text, anchor, **options):  # type: ignore[no-untyped-def]
        notes.append(text)
        return real(surface, text, anchor, **options)

    newgame.draw_tooltip = spy  # type: ignore[attr-defined]
    try:
        reshuffle = offer(scene, "rules.reshuffle")
        scene.form.focus(reshuffle)
        frames(app, 1)
        assert notes[-1] == (
            "When the draw pile runs out, the discard pile but its top card is shuffled into a "
            "new draw pile.\nThis is what the book says."
        )
        click(app, right_end(reshuffle))  # a house rule: what it does now, and the book's way
        frames(app, 1)
        assert notes[-1].startswith("When the draw pile runs out, the whole discard pile")
        assert "\nThe book says: When the draw pile runs out, the discard pile but" in notes[-1]
        scene.form.focus(None)
        notes.clear()
        toggle = offer(scene, "rules.draw_when_able")
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=toggle.rect.center, rel=(0, 0), buttons=(0, 0, 0)
            )
        )
        frames(app, 1)
        assert notes == []  # not while the pointer only passes
        frames(app, 40)
        assert notes[-1].startswith("Draw a card only when you cannot play.")
        assert not any("D-" in note for note in notes)
    finally:
        newgame.draw_tooltip = real  # type: ignore[attr-defined]


def test_most_players_sits_with_the_seats(app, tables):
    scene = open_new_game(app)
    players_max = offer(scene, "players.max")
    _a, seats, house = scene.columns()
    assert seats.contains(players_max.rect) and not house.colliderect(players_max.rect)
    assert scene.form.widgets.index(players_max) < scene.form.widgets.index(scene.length)
    others = [w for o, w in scene.offers if o.path != "players.max"]
    assert all(house.contains(w.rect) for w in others if w.visible)  # the page shown
    assert all(w.visible for w in others) or scene.house_pages > 1


def test_a_child_is_called_by_their_picture_in_the_reader_language() -> None:
    """Issue 18, point 5: a kid table's untouched names follow the language too."""
    from game.i18n import set_language

    setup = GameSetup(
        ruleset="huch",
        seats=[SeatSetup("", human=True, avatar=0), SeatSetup("", human=True, avatar=1)],
        kid_mode=True,
    )
    stored = GameSetup.from_dict(setup.to_dict())
    try:
        names = {}
        for lang in ("en", "de", "sv"):
            set_language(lang)
            names[lang] = stored.names()
    finally:
        set_language("en")
    assert names["en"] == ["Star", "Heart"]
    assert names["de"] != names["en"] and names["sv"] != names["en"]
    assert stored.seats[0].name == ""  # stored as no name given


def test_the_last_games_own_ruleset_read_before_new_game_opens_is_chosen(app, tables, tmp_path):
    """The random UI run of issue 23: a rematch's New game, with the last game's own ruleset
    already read by the folder's scan, chose it before its controls were made (a crash)."""
    from game.dev.userfolder import fill_rulesets

    (path,) = fill_rulesets(tmp_path / "rulesets", 1, big=0)
    rulecache.rescan()  # the scan is done before the screen opens
    try:
        setup = GameSetup(ruleset=str(path), seats=[SeatSetup("", human=True), SeatSetup("")])
        scene = NewGameScene(setup)
        app.scenes.push(scene)
        assert scene.choices.ruleset_id == str(path)
        app.step(1 / 60)
        scene.draw(pygame.Surface(app.size))
    finally:
        # Read the folder again without the file, before the test's folder is put back: the
        # cache keeps no ruleset of this test for the next one in this worker.
        path.unlink()
        rulecache.rescan()


def test_a_text_where_new_game_expects_a_number_keeps_the_book_value(own_folders):
    """A hand-edited settings file with a text value for a house rule opens New game with the
    book's value instead of crashing (the screen is built headless)."""
    from game.table.setup import GameSetup
    from game.ui.scenes.newgame.scene import NewGameScene
    from tests.ui.menu_driver import frames, make_app

    setup = GameSetup.single_player("noris")
    setup.overrides = {"match.rounds": "five", "rules.draw_when_able": "maybe"}
    app = make_app()
    scene = NewGameScene(setup)
    app.scenes.push(scene)
    frames(app)
    assert scene.length.value == 3 and scene.choices.setting("rules.draw_when_able") is False
