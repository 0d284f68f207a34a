"""A pack that is not French at the table (issue 32): the deal paints every card, and the chip,
the wish bubble and the colour chooser say the file's own colour names.

Also the other side of case 1: a player's file that asks for a court figure on such a pack is
refused with check's message where the game lists the player's rulesets, so Start never gets it.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pygame
import pytest

from game.engine import events as EV
from game.table import rulecache
from game.ui.art.look import BACK
from game.ui.table import draw as table_draw
from game.ui.table.draw import popup_text
from tests.ui.menu_driver import make_app
from tests.ui.tablekit import human_table, step_until

FIXTURES = Path(__file__).resolve().parents[1] / "ruleset" / "fixtures"
KEY = re.compile(r"colour\.\w")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    shutil.copy(FIXTURES / "good" / "swiss.yaml", own / "swiss.yaml")
    shutil.copy(FIXTURES / "broken" / "court_off_suit.yaml", own / "jass.yaml")
    rulecache.rescan()
    yield own
    monkeypatch.undo()
    rulecache.rescan()
    pygame.display.quit()


def test_a_swiss_pack_deals_with_every_card_painted_and_its_colours_named(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chips: list[str] = []
    real_chip = table_draw.draw_colour

    def chip(surface, rules, colour, rect, label, s):  # type: ignore[no-untyped-def]
        chips.append(label)
        real_chip(surface, rules, colour, rect, label, s)

    monkeypatch.setattr(table_draw, "draw_colour", chip)
    app = make_app()
    table = human_table(app, ruleset=str(folder / "swiss.yaml"), players=2)
    step_until(app, lambda: not table.loading and bool(chips))
    every = [BACK, *range(table.rules.n_types)]
    assert table.images.missing(every) == [], "the prewarm painted every card of the pack"
    assert set(chips) <= {"roses", "bells", "Schilten", "żołędzie"}, chips


def test_the_wish_bubble_and_the_chooser_say_the_files_names(folder: Path) -> None:
    from game.ui.table.choosers import ColourChooser

    rules = rulecache.rules(str(folder / "swiss.yaml"))
    said = popup_text(rules, (EV.COLOUR, 0, rules.colours.index("rosen"), None))
    assert said is not None and said[0] == "Roses!"
    chooser = ColourChooser(rules, list(range(len(rules.colours))))
    words = [option.label for option in chooser.options]
    assert words == ["roses", "bells", "Schilten", "żołędzie"]
    assert not any(KEY.search(word) for word in words)


def test_a_saved_file_with_a_court_figure_off_the_suits_is_refused_not_dealt(
    folder: Path,
) -> None:
    good, bad = rulecache.user_rulesets()
    assert str(folder / "swiss.yaml") in good
    refused = dict(bad)
    assert str(folder / "jass.yaml") not in good and str(folder / "jass.yaml") in refused
    [king, ace] = refused[str(folder / "jass.yaml")]
    assert (king.line, king.path) == (14, "ranks.koenig.picture")
    assert "only on the French suits (clubs, diamonds, hearts, spades)" in king.message
    assert (ace.line, ace.path) == (15, "ranks.wild.picture")


def test_a_colour_the_game_has_no_word_for_is_said_by_its_id_never_as_a_key() -> None:
    """The issue's words: "Colour.rosen!" in the bubble and "colour.circle" on the chip."""
    import copy

    from game.engine.rules import compile_rules
    from game.ruleset import find_ruleset, load_document
    from game.words import colour_name

    doc = copy.deepcopy(load_document(find_ruleset("noris")))
    doc["colours"] = ["rosen", "circle", "star", "blue"]
    rules = compile_rules(doc)
    said = popup_text(rules, (EV.COLOUR, 0, 0, None))
    assert said is not None and said[0] == "Rosen!"
    assert [colour_name(rules, c) for c in range(4)] == ["rosen", "circle", "star", "blue"]
