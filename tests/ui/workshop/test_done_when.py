"""Issue 26's first "Done when", in one go through the scene loop: from the title, a copy of
Classic whose Queen plays again, with a second call at two cards left, made by clicks on the
workshop's controls; previewed against Classic; saved; a round against bots played with it
from the workshop's Try it (and back to the editor); and read in the rules viewer."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pygame
import pytest

from game.sim.preview_figures import DONE
from game.table import rulecache
from game.table.gestures import RoundClosed
from game.ui.app import App
from game.ui.scenes.rules import RulesPage, RulesScene
from game.ui.scenes.workshop import preview
from game.ui.scenes.workshop.editor import WorkshopEditScene
from game.ui.table.scene import TableScene
from tests.table.driver import Person

from .kit import click, step_until
from .test_made_on_screen import add_call_at_two_cards, make_queen_play_again, title_to_editor


@pytest.fixture(autouse=True)
def _fewer_rounds(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Enough rounds to see every figure; tools/bench_preview plays the 2,000."""
    monkeypatch.setattr(preview, "ROUNDS", 120)
    yield
    preview.close_shared_pool()


def test_a_queen_that_plays_again_previewed_saved_played_and_read(app: App) -> None:
    editor = title_to_editor(app)
    make_queen_play_again(app, editor)
    add_call_at_two_cards(app, editor)
    assert editor.workshop.playable

    # What this changes: the preview against the ruleset it came from.
    click(app, editor.preview_button.rect.center)
    shown = app.scenes.top
    assert isinstance(shown, preview.PreviewScene)
    step_until(app, lambda: shown.state == DONE, "the preview done")
    result = shown.result()
    assert result.against is not None and result.against.ruleset == "classic"
    assert any(f.rank == "queen" and f.plays > 0 for f in result.ruleset.specials)
    shown.back()
    step_until(app, lambda: app.scenes.top is editor)

    # Kept in the player's folder, then a round against bots from Try it.
    click(app, editor.save_button.rect.center)
    saved = editor.workshop.saved
    assert saved is not None and saved.exists()
    click(app, editor.table_button.rect.center)
    step_until(app, lambda: isinstance(app.scenes.top, TableScene), "the table open")
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.setup.ruleset == str(saved)
    queen = table.rules.ranks.index("queen")
    assert table.rules.rank_spec[queen]["effects"] == [{"play_again": {}}]
    assert [call.cards_left for call in table.rules.calls] == [1, 2]
    step_until(app, lambda: not table.loading, "the table ready")
    person = Person(0, Random(5), dawdle=0.0)
    session = table.session
    assert session is not None

    def played_out() -> bool:
        person.act(session)
        return session.round_over

    step_until(app, played_out, "the round played out")
    table.do(RoundClosed("menu"))  # the round's end: its way out
    step_until(app, lambda: app.scenes.top is editor)
    assert isinstance(editor, WorkshopEditScene) and table not in list(app.scenes)

    # The rules viewer treats it like a built-in ruleset.
    rulecache.rescan()
    viewer = app.scenes.open("rules", str(saved))
    assert isinstance(viewer, RulesScene) and viewer.ruleset_id == str(saved)
    app.step(1 / 60)
    viewer.draw(pygame.Surface(app.size))
    sentences = [
        line
        for _title, _faces, said, _points in RulesPage.of(str(saved), None, 1.0).tiles()
        for line in said
    ]
    assert "Its player takes another turn." in " ".join(sentences)
