"""Every scene in every language, with a check on every text drawn: no raw translation key, no
`{placeholder}`, no snake_case id and no decision id ("D-4") reaches the screen.

The text rendering is hooked where all of it passes: `theme.font` hands out fonts whose
`render` writes down each text. The scenes are driven as a player would meet them: the title,
New game (every ruleset, every house rule's note), Settings, Statistics, the rules of every
ruleset, About, the own rulesets, the kid set-up, a table playing with its menu and the quit
question, the round's and the match's end (also in kid mode), every chooser and the hand-over.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from game.i18n import LANGUAGES, catalogue, set_language, tr
from game.table import rulecache, stats
from game.table.options import TableOptions
from game.table.results import RoundResult
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes import make
from game.ui.scenes.menu import ConfirmDialog, GameMenu
from game.ui.scenes.results.kid import KidMatchEndScene, KidRoundEndScene
from game.ui.scenes.results.roundend import MatchEndScene, RoundEndScene
from game.ui.table.choosers import CardChooser, ColourChooser, EffectChooser, TradeChooser
from game.ui.table.scene import TableScene
from game.ui.widgets import drawing
from tests.ui.fontspy import spy_on_fonts
from tests.ui.menu_driver import frames, key
from tests.ui.tablekit import step_until

KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$")
PLACEHOLDER = re.compile(r"\{[A-Za-z_]*\}")
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
DECISION = re.compile(r"\bD-\d+\b")


class Drawn:
    """Every text rendered, with the scene it was drawn on."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, str]] = []
        self.where = ""

    def bad(self) -> list[tuple[str, str]]:
        keys = set(catalogue("en"))
        return [
            (where, text)
            for where, text in self.texts
            if text in keys
            or KEY.match(text)
            or PLACEHOLDER.search(text)
            or SNAKE.search(text)
            and "/" not in text  # a folder shown as it is
            or DECISION.search(text)
        ]


@pytest.fixture(params=LANGUAGES)
def drawn(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    record = Drawn()
    spy_on_fonts(monkeypatch, lambda text: record.texts.append((record.where, text)))
    set_language(request.param)
    yield record
    set_language("en")
    drawing.text_surface.cache_clear()


def show(app: App, drawn: Drawn, where: str, scene: Scene, *, count: int = 3) -> Scene:
    drawn.where = where
    app.scenes.push(scene)
    frames(app, count)
    return scene


def close_above(app: App, base: Scene) -> None:
    app.scenes.drop_above(base)


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    app = App((1280, 720))
    yield app
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()
    pygame.display.quit()


def test_menus_and_screens(app: App, drawn: Drawn) -> None:
    record = stats.Stats()
    record.record_round("classic", "medium", won=True, penalty=0)
    record.record_round("noris", "mixed", won=False, penalty=12, player="Lena")
    record.record_match("noris", "mixed", won=False, player="Lena")
    stats.save(record)
    base = show(app, drawn, "title", make("title"))
    new_game = show(app, drawn, "new game", make("new_game"))
    for ruleset_id in rulecache.all_ids():
        drawn.where = f"new game {ruleset_id}"
        new_game._pick(ruleset_id)  # type: ignore[attr-defined]
        for _offer, widget in new_game.offers:  # type: ignore[attr-defined]
            new_game.form.focus(widget)  # the house rule's note
            frames(app, 1)
    close_above(app, base)
    for name in ("settings", "statistics", "about", "user_rulesets", "kid_setup"):
        show(app, drawn, name, make(name))
        close_above(app, base)
    for ruleset_id in rulecache.all_ids():
        show(app, drawn, f"rules {ruleset_id}", make("rules", ruleset_id))
        close_above(app, base)
    menu = show(app, drawn, "menu", GameMenu())
    menu.choose("quit")  # type: ignore[attr-defined]
    frames(app, 2)
    assert isinstance(app.scenes.top, ConfirmDialog)
    show(app, drawn, "confirm", make("confirm", "?"))
    show(app, drawn, "hold to leave", make("hold_to_leave"))
    show(app, drawn, "hand over", make("hand_over", "Lena", 2, jump=True))
    assert drawn.texts
    assert not drawn.bad(), drawn.bad()


def result(rules_id: str, *, over: bool) -> RoundResult:
    rules = rulecache.rules(rules_id, None)
    hand = (rules.deck[0], rules.deck[-1])
    names = GameSetup.single_player(rules_id, players=3).names()
    return RoundResult(
        tuple(names), ((), hand, ()), (0, 14, 3), (4, 20, 7), 0, False, True, over,
        you=0, number=2, leaders=(0,), avatars=(0, 1, 2),
    )  # fmt: skip


def test_dialogs_and_choosers(app: App, drawn: Drawn) -> None:
    base = show(app, drawn, "felt", Scene())
    for ruleset_id in rulecache.all_ids():
        rules = rulecache.rules(ruleset_id, None)
        for over in (False, True):
            show(
                app,
                drawn,
                f"round end {ruleset_id}",
                RoundEndScene(rules, result(ruleset_id, over=over)),
            )
            close_above(app, base)
            show(
                app,
                drawn,
                f"kid round end {ruleset_id}",
                KidRoundEndScene(rules, result(ruleset_id, over=over)),
            )
            close_above(app, base)
        show(
            app,
            drawn,
            f"colours {ruleset_id}",
            ColourChooser(rules, range(len(rules.colours))),
        )
        close_above(app, base)
        card = next((t for t in range(len(rules.type_choose)) if rules.type_choose[t]), None)
        if card is not None:
            choose = rules.type_choose[card]
            assert choose is not None
            options = list(enumerate(choose.option_ids))
            show(app, drawn, f"options {ruleset_id}", EffectChooser(rules, options))
            close_above(app, base)
        cards = sorted(set(rules.deck))[:5]
        from game.i18n import tr

        show(
            app,
            drawn,
            f"cards {ruleset_id}",
            CardChooser(
                rules, cards, title=tr("table.choose_forced"), note=tr("table.choose_forced_note")
            ),
        )
        close_above(app, base)
    show(app, drawn, "trade", TradeChooser([(1, "Anna · 3"), (-1, "left"), (-2, "right")]))
    close_above(app, base)
    names = ("You", "Anna", "Ben")
    for end in (MatchEndScene, KidMatchEndScene):
        for by_points in (True, False):
            show(
                app,
                drawn,
                f"match end {end.__name__}",
                end(names, (10, 30, 50), (2, 1, 0), (0,), by_points=by_points, you=0),
            )
            close_above(app, base)
    assert not drawn.bad(), drawn.bad()
    # fmt: on


@pytest.mark.parametrize("ruleset_id", ["classic", "abacus"])
def test_a_table_at_play_with_its_menu(app: App, drawn: Drawn, ruleset_id: str) -> None:
    seats = [SeatSetup("", human=True)] + [SeatSetup(n, level="easy") for n in ("Anna", "Ben")]
    table = TableScene(
        GameSetup(ruleset=ruleset_id, seats=seats, seed=4),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.02, hints=True),
    )
    drawn.where = f"table {ruleset_id}"
    app.scenes.push(table)
    step_until(app, lambda: not table.loading and table.session is not None, limit=600)
    for _ in range(240):  # the bots play; the person's turn comes round
        app.step(1 / 30)
        if app.scenes.top is not table:
            frames(app, 2)
            key(app, pygame.K_ESCAPE)
    if app.scenes.top is table:
        drawn.where = f"table menu {ruleset_id}"
        table.open_menu()
        frames(app, 2)
        app.scenes.top.choose("quit")  # type: ignore[union-attr]
        frames(app, 2)
    assert not drawn.bad(), drawn.bad()
    names = [text for where, text in drawn.texts if where.startswith("table")]
    assert names


def test_the_check_sees_what_must_not_reach_the_screen() -> None:
    record = Drawn()
    record.texts = [
        ("x", "table.round_won"),
        ("x", "{player} wins"),
        ("x", "colour_change"),
        ("x", "D-4 · the book says: 8"),
        ("x", "v0.1.0"),
        ("x", "Anna wins the round!"),
        ("x", "/home/a/my_rulesets"),
    ]
    assert [text for _where, text in record.bad()] == [
        "table.round_won",
        "{player} wins",
        "colour_change",
        "D-4 · the book says: 8",
    ]


# -- "you" and its verb ---------------------------------------------------------------------
def _templates(language: str) -> list[str]:
    out: list[str] = []
    for value in catalogue(language).values():
        out += list(value.values()) if isinstance(value, dict) else [value]
    return out


def third_person_verbs(language: str) -> set[str]:
    """The verbs the language puts after a third person ("{player} draws") and never after
    its word for "you" ("You draw"): read from its own catalogue, so a new line counts too."""
    you = catalogue(language)["newgame.you"]
    third, second = set(), set()
    for text in _templates(language):
        third.update(w.lower() for w in re.findall(r"\{player\}:? (\w+)", text))
        second.update(w.lower() for w in re.findall(rf"\b{you} (\w+)", text, re.IGNORECASE))
    return third - second


def you_then_third_person(texts: list[str], language: str) -> list[str]:
    """The texts that follow the word for "you" with a third person's verb."""
    you, bad = catalogue(language)["newgame.you"], third_person_verbs(language)
    return [
        text
        for text in texts
        if any(w.lower() in bad for w in re.findall(rf"\b{you} (\w+)", text, re.IGNORECASE))
    ]


def test_the_you_check_sees_what_it_must() -> None:
    assert {"wins", "draws", "is"} <= third_person_verbs("en")
    assert {"gewinnt", "zieht", "muss"} <= third_person_verbs("de")
    assert "setzt" not in third_person_verbs("de")  # "du setzt aus" is right
    found = you_then_third_person(
        ["You wins the round", "You draws a card", "You is skipped", "You win the round"], "en"
    )
    assert found == ["You wins the round", "You draws a card", "You is skipped"]
    assert you_then_third_person(["Du gewinnt die Runde", "Du gewinnst die Runde"], "de") == [
        "Du gewinnt die Runde"
    ]


def _person_table(app: App, ruleset: str, *, level: str = "easy") -> TableScene:
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level=level)]
    seats.append(SeatSetup("Ben", level=level))
    table = TableScene(
        GameSetup(ruleset=ruleset, seats=seats, seed=4),
        TableOptions.from_prefs(
            bot_process=False, speed=60.0, pace=0.02, coach=True, call_grace=0.0
        ),
    )
    app.scenes.push(table)
    step_until(app, lambda: not table.loading and table.session is not None, limit=600)
    return table


def _read_every_bubble(app: App, table: TableScene, until, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if until():
            return
        if table.coach.lesson is not None and table.coach.t > 0.05:
            table.coach.dismiss()
        app.step(1 / 30)
    raise AssertionError("not reached")


def test_you_is_never_followed_by_a_third_persons_verb(app: App, drawn: Drawn) -> None:
    """Said to the person: the coach's lessons (their call, their win, being caught), the
    table's log, the round's end, a kept round watched again, and a pass-and-play table whose
    untouched first name is nobody's "You"."""
    from game.engine.notation import position
    from game.ui.scenes.replay.scene import ReplayScene

    language = drawn_language(drawn)
    # Classic: the person says Mau, then wins the round (the coach says both).
    drawn.where = "you: classic"
    table = _person_table(app, "classic")
    c = table.session
    assert c is not None
    table.anim.skip()
    hands = ["hearts:9 diamonds:jack", "clubs:9 clubs:10 spades:8", "spades:9 spades:10 clubs:8"]
    c.use_position(position(c.rules, hands=hands, top="hearts:7", turn=0))
    _read_every_bubble(app, table, lambda: bool(c.offers(0)))
    choice = c.card_choice(0, c.rules.card_from_text("hearts:9"), call=True)
    assert choice is not None and c.play(0, choice, call=True) is None
    _read_every_bubble(app, table, lambda: c.state.turn == 0 and bool(c.offers(0)))
    last = c.card_choice(0, c.rules.card_from_text("diamonds:jack"))
    assert last is not None and c.play(0, last) is None
    _read_every_bubble(
        app, table, lambda: table.controller.ending.round_shown and app.scenes.top is not table
    )
    frames(app, 3)
    close_above(app, table)
    table.close()
    app.scenes.pop()
    # Mouse Joker: the person forgets Mau and is caught.
    drawn.where = "you: emmi"
    table = _person_table(app, "emmi", level="medium")  # medium bots catch every miss
    c = table.session
    assert c is not None
    table.anim.skip()
    hands = ["red:1 red:2", "red:3 yellow:4 green:7", "blue:5 blue:6 green:8"]
    c.use_position(position(c.rules, hands=hands, top="red:5", turn=0))
    _read_every_bubble(app, table, lambda: bool(c.offers(0)))
    plain = c.card_choice(0, c.rules.card_from_text("red:1"), call=False)
    assert plain is not None and c.play(0, plain, call=False) is None
    _read_every_bubble(app, table, lambda: c.state.sizes[0] == 2)
    frames(app, 30)
    table.close()
    app.scenes.pop()
    # A whole round the person played, kept and watched again.
    replay = _kept_round()
    show(app, drawn, "you: replay", ReplayScene(replay))
    for _ in range(len(replay.steps)):
        key(app, pygame.K_RIGHT)
    app.scenes.pop()
    # Pass-and-play: two people, the first one's name untouched.
    seats = [SeatSetup("", human=True), SeatSetup("", human=True), SeatSetup("B", level="easy")]
    table = TableScene(
        GameSetup(ruleset="classic", seats=seats, seed=2),
        TableOptions.from_prefs(bot_process=False, speed=60.0, pace=0.02),
    )
    show(app, drawn, "you: pass-and-play", table, count=120)
    names = list(table.session.names)  # type: ignore[union-attr]
    table.close()
    said = [text for where, text in drawn.texts if where.startswith("you:")]
    you = catalogue(language)["newgame.you"]
    assert any(re.search(rf"\b{you}\b", text, re.IGNORECASE) for text in said)
    assert not you_then_third_person(said, language), you_then_third_person(said, language)
    assert tr("newgame.you") not in names


def _kept_round():  # type: ignore[no-untyped-def]
    """A round a person played against two bots, as kept, re-driven for a replay."""
    from game.table.keptrounds import RoundKeeper
    from game.table.replaying import from_records
    from game.table.session import TableSession

    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="easy")]
    seats.append(SeatSetup("Ben", level="easy"))
    c = TableSession(GameSetup(ruleset="noris", seats=seats, seed=6), bot_process=False)
    keeper = RoundKeeper(c)
    c.start_round()
    for _ in range(20_000):
        if c.round_over:
            break
        c.show_all()
        offers = c.offers(0)
        if offers:
            c.act(0, offers[0])
        c.update(0.05)
    assert c.round_over and keeper.last is not None
    keeper.flush()
    c.close()
    return from_records(keeper.last)


def drawn_language(_drawn: Drawn) -> str:
    from game.i18n import language

    return language()
