"""New game shows and changes house rules over a card's effects or a call's penalty (issue 32,
case 2): each row named after its card or call, its values in words, its note drawn for every
value, and Start deals with every house rule changed. Before, such a row read "What happens
when it is played, in order." with a raw dict beside it, and changing it crashed.

The rulesets are the fixture files of tests/ruleset/fixtures/house_rules, put in the player's
folder; their rows and values are taken from the files.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import LANGUAGES, set_language
from game.rulebook import call_name, rank_name
from game.ruleset import load_rules
from game.ruleset.decidable import call_part, card_part
from game.table import rulecache
from game.table.setup import GameSetup
from game.ui.scene import Scene
from game.ui.scenes.newgame import scene as newgame
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.widgets import drawing
from tests.ruleset.locations import HOUSE, ROOT
from tests.ui.fontspy import spy_on_fonts
from tests.ui.menu_driver import click, frames, left_end, make_app, right_end
from tests.ui.tablekit import step_until

FILES = sorted((ROOT / HOUSE).glob("*.yaml"))
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


class StandIn(Scene):
    """Where the table would be: remembers the setup it was given."""

    def __init__(self, setup: GameSetup) -> None:
        super().__init__()
        self.setup = setup


@pytest.fixture
def dealt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[StandIn]]:
    """The fixture files in the player's folder, read; the tables New game deals (stand-ins)."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for path in FILES:
        shutil.copy(path, folder / path.name)
    made: list[StandIn] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
        patch.setattr(newgame, "table_scene", lambda setup: made.append(StandIn(setup)) or made[-1])
        rulecache.start_rescan()
        yield made
    rulecache.start_rescan()
    pygame.display.quit()


@pytest.fixture(params=LANGUAGES)
def drawn(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text rendered, in each language."""
    texts: list[str] = []
    spy_on_fonts(monkeypatch, texts.append)
    set_language(request.param)
    yield texts
    set_language("en")
    drawing.text_surface.cache_clear()


def owner(doc: dict[str, Any], path: str) -> str:
    """The name of the card or call a setting belongs to ("" for a table setting)."""
    card, call = card_part(path), call_part(path)
    if card is not None:
        return rank_name(doc, card[0])
    if call is not None:
        return call_name(doc["calls"]["list"][call[0]])
    return ""


def clean(text: str) -> None:
    assert "{" not in text and "}" not in text and "'" not in text, text
    assert not SNAKE.search(text), text


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_row_is_named_said_and_changed(path: Path, dealt, drawn) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    scene = NewGameScene()
    app.scenes.push(scene)
    step_until(app, lambda: not scene.busy(), limit=20_000)
    ruleset = next(i for i in scene.choices.ids if Path(i).name == path.name)
    scene.list.select(scene.choices.ids.index(ruleset))
    frames(app)
    assert scene.choices.ruleset_id == ruleset
    rows = scene.house_offers()
    assert len(rows) >= 2
    for offer, widget in rows:
        name = owner(scene.choices.doc, offer.path)
        label = offer.label(scene.choices.doc)
        assert name.casefold() in label.casefold(), (label, name)
        clean(label)
        for _value, words in offer.options:
            clean(words)
        values = [v for v, _w in offer.options] if offer.kind == "choice" else [1, 2]
        for _ in values:  # each value in turn, as the player clicks through them
            drawn.clear()
            click(app, right_end(widget))
            frames(app, 1)
            note = scene.choices.explain(offer, widget.value)
            clean(note)
            assert name.casefold() in note.casefold(), note
            assert any(name.casefold() in text.casefold() for text in drawn), name
            for text in drawn:
                clean(text)
    # every house rule at its own value, then Start: the table is dealt with them
    wanted: dict[str, Any] = {}
    for offer, widget in rows:
        value = offer.rule.choices[1]
        set_to(app, offer, widget, value)
        wanted.update(offer.overrides(value))
    click(app, scene.start_button.rect.center)
    step_until(app, lambda: bool(dealt), limit=20_000)
    assert dealt[0].setup.ruleset == ruleset
    assert {k: v for k, v in dealt[0].setup.overrides.items() if k in wanted} == wanted
    load_rules(ruleset, dealt[0].setup.overrides)  # the engine compiles what was chosen


def set_to(app, offer, widget, value: Any) -> None:  # type: ignore[no-untyped-def]
    """Clicks on the row's arrows until it shows `value`."""
    for _ in range(200):
        if widget.value == value:
            return
        down = offer.kind == "int" and widget.value > value
        click(app, left_end(widget) if down else right_end(widget))
    raise AssertionError(f"{offer.path} never showed {value!r}")
