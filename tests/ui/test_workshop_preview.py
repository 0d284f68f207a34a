"""The workshop's preview through the scene loop: rounds played in worker processes while the
screen only polls, the two rulesets side by side, a ruleset whose rounds do not end, one way
back that stops them, and a draft with problems."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.sim.preview_figures import CANCELLED, DONE
from game.ui.app import App
from game.ui.scenes.workshop import preview, summary
from game.workshop import Workshop
from tests.ui.menu_driver import click_widget, frames
from tests.ui.workshopkit import StandInEditor, queen_plays_again, step_until, write_never_ending

pytestmark = pytest.mark.usefixtures("own_data")


@pytest.fixture(autouse=True)
def _fewer_rounds(monkeypatch: pytest.MonkeyPatch):
    """Enough rounds to see every figure; the benchmark plays the 2,000."""
    monkeypatch.setattr(preview, "ROUNDS", 120)
    yield
    preview.close_shared_pool()


def open_preview(app: App, workshop: Workshop) -> preview.PreviewScene:
    app.scenes.push(StandInEditor(workshop))
    scene = app.scenes.open("workshop_preview", workshop)
    assert isinstance(scene, preview.PreviewScene)
    return scene


def test_the_draft_is_compared_with_the_ruleset_it_came_from(app: App) -> None:
    scene = open_preview(app, queen_plays_again())
    frames(app)
    assert scene.state in ("starting", "running")
    step_until(app, lambda: scene.state == DONE, "the preview done")
    frames(app)
    result = scene.result()
    assert result.against is not None and result.against.ruleset == "classic"
    assert result.players == 4 and result.ruleset.rounds == result.against.rounds == 120
    words = scene.texts()
    assert "Round length in turns" not in words  # titles are drawn, the report's texts are data
    assert any(w.startswith("typical: ") for w in words)
    assert "Whoever begins wins" in words and "Do not end" in words
    queen = [f for f in result.ruleset.specials if f.rank == "queen"]
    assert queen and queen[0].plays > 0  # the queen is special now, and played
    assert not any(s.rank == "queen" for s in result.against.specials)


def test_the_report_begins_with_plain_sentences_in_each_language(app: App) -> None:
    """Before the charts: how long the rounds are against before, how often the changed card
    is played, whether whoever begins wins more often; in German "wer beginnt", never "den
    ersten Platz" (which reads as the winner)."""
    scene = open_preview(app, queen_plays_again())
    step_until(app, lambda: scene.state == DONE, "the preview done")
    frames(app)
    result = scene.result()
    words = scene.texts()
    first = summary.sentences(result)
    assert words[2 : 2 + len(first)] == first  # right under the two names
    turns = round(result.ruleset.turns.median)
    old = round(result.against.turns.median)
    assert first[0].startswith("Your rounds are") and f"{turns} turns" in first[0]
    assert str(old) in first[0]
    assert any(line.startswith("The Queen is played ") for line in first)
    assert first[-1].startswith("Whoever begins a round wins ")
    for language, begins in (("de", "Wer eine Runde beginnt"), ("sv", "Den som börjar")):
        set_language(language)
        said = summary.sentences(result) + scene.texts()
        assert said[len(first) - 1].startswith(begins)
        assert not any("ersten Platz" in line or "first seat" in line for line in said)
    set_language("en")


def test_a_ruleset_whose_rounds_do_not_end_says_so_with_its_share(app: App, tmp_path: Path) -> None:
    workshop = Workshop.import_file(write_never_ending(tmp_path / "never.yaml"), background=False)
    assert workshop.playable
    scene = open_preview(app, workshop)
    step_until(app, lambda: scene.state == DONE, "the preview done")
    frames(app)
    result = scene.result()
    assert result.ruleset.not_ending_share >= 0.5
    sentence = next(w for w in scene.texts() if "do not end" in w)
    assert "%" in sentence and "Never ends:" in sentence
    assert result.against is not None and result.against.ruleset == "classic"  # no origin


def test_the_wait_screen_has_one_way_back_and_it_stops_the_rounds(app: App) -> None:
    scene = open_preview(app, queen_plays_again())
    step_until(app, lambda: scene.state == "running")
    shown = [w for w in scene.form.widgets if w.visible]
    assert shown == [scene.back_button]  # not Back and Cancel for the same thing
    job = scene.job
    assert job is not None
    click_widget(app, scene.back_button)
    frames(app)
    assert isinstance(app.scenes.top, StandInEditor)
    assert job.poll().status in (CANCELLED, DONE)


def test_a_stopped_preview_can_be_played_again(app: App) -> None:
    scene = open_preview(app, queen_plays_again())
    step_until(app, lambda: scene.state == "running")
    scene.cancel()
    frames(app)
    assert scene.state == CANCELLED and scene.again_button.visible
    click_widget(app, scene.again_button)
    step_until(app, lambda: scene.state == DONE, "the preview done")


def test_leaving_the_screen_cancels_the_preview(app: App) -> None:
    scene = open_preview(app, queen_plays_again())
    step_until(app, lambda: scene.job is not None)
    job = scene.job
    scene.back()
    frames(app)
    assert isinstance(app.scenes.top, StandInEditor)
    assert job.poll().status in (CANCELLED, DONE)


def test_a_draft_with_problems_cannot_be_previewed(app: App) -> None:
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.set(("hand_size",), 0)
    workshop.poll()
    assert not workshop.playable
    scene = open_preview(app, workshop)
    frames(app, 3)
    assert scene.state == "problems" and scene.job is None and scene.starting is None
    assert "problem" in scene.words()
    assert scene.problem_lines()[0].startswith("Cards dealt: ")  # the field, what is wrong
    assert [w for w in scene.form.widgets if w.visible] == [scene.back_button]
