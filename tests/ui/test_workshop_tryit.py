"""Try it: the draft at a table against medium bots and in Learn to play, from the workshop and
back to it; the trial is not saved and counts in no statistics."""

from __future__ import annotations

import pytest

from game.table import savegame, stats
from game.table.gestures import RoundClosed
from game.ui.app import App
from game.ui.scenes.workshop.tryit import try_it
from game.ui.table.learn import LearnScene
from game.ui.table.scene import TableScene
from game.workshop import Workshop
from tests.ui.menu_driver import frames
from tests.ui.workshopkit import (
    StandInEditor,
    queen_plays_again,
    step_until,
    trial_folders,  # noqa: F401 - a fixture
)

pytestmark = pytest.mark.usefixtures("trial_folders")


def editor_on_title(app: App, workshop: Workshop) -> StandInEditor:
    app.scenes.push(app.scenes.make("title"))
    editor = StandInEditor(workshop)
    app.scenes.push(editor)
    frames(app)
    return editor


def test_a_table_with_the_draft_s_rules_and_back_to_the_editor(app: App) -> None:
    workshop = queen_plays_again()
    editor = editor_on_title(app, workshop)
    try_it(app, workshop, "table")
    step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    table = app.scenes.top
    assert list(app.scenes)[:2] == [app.scenes.find("title"), editor]
    assert workshop.saved is not None and table.setup.ruleset == str(workshop.saved)
    assert table.rules.rank_spec[table.rules.ranks.index("queen")]["effects"] == [
        {"play_again": {}}
    ]
    assert [s.human for s in table.setup.seats] == [True, False, False, False]
    assert {s.level for s in table.setup.seats[1:]} == {"medium"}
    assert not table.controller.autosave and table.controller.sitting.recorder is None
    step_until(app, lambda: not table.loading)
    table.leave()  # the menu's way out
    frames(app)
    assert app.scenes.top is editor
    assert not savegame.path().exists()
    assert stats.load().rows == {}


def test_learn_to_play_with_the_draft_and_back_to_the_editor(app: App) -> None:
    workshop = queen_plays_again()
    editor = editor_on_title(app, workshop)
    try_it(app, workshop, "learn")
    step_until(app, lambda: isinstance(app.scenes.top, LearnScene), "the guided table")
    table = app.scenes.top
    assert table.setup.ruleset == str(workshop.saved)
    table.leave()
    frames(app)
    assert app.scenes.top is editor


def test_a_draft_with_problems_is_not_tried(app: App) -> None:
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.set(("hand_size",), 0)
    workshop.poll()
    editor = editor_on_title(app, workshop)
    trial = try_it(app, workshop, "table")
    frames(app, 3)
    assert trial.problem and "problem" in trial.problem and workshop.saved is None
    trial.back()
    assert app.scenes.top is editor


def test_the_trial_s_end_leads_back_to_the_editor(app: App) -> None:
    """The round's end offers the way out ("menu"): the table goes, the editor is back."""
    workshop = queen_plays_again()
    editor = editor_on_title(app, workshop)
    try_it(app, workshop, "table")
    step_until(app, lambda: isinstance(app.scenes.top, TableScene))
    table = app.scenes.top
    table.do(RoundClosed("menu"))  # what the round's end hands back for its way out
    frames(app)
    assert app.scenes.top is editor and table not in list(app.scenes)
