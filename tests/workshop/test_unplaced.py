"""A problem of a field no page shows (the `rules` object, the whole ruleset) is not lost: it
goes to the page that shows what it is about, for the screen to show at the top of it."""

from __future__ import annotations

from pathlib import Path

from game.workshop import Workshop

from .conftest import EVERYTHING


def test_a_typo_under_rules_goes_to_the_play_page(tmp_path: Path):
    typo = tmp_path / "typo.yaml"
    text = EVERYTHING.read_text(encoding="utf-8").replace(
        "\nrules:\n", "\nrules:\n  draw_whn_able: true\n", 1
    )
    typo.write_text(text, encoding="utf-8")
    workshop = Workshop.import_file(typo, background=False)
    stray = [p for p in workshop.problems() if p.stray]
    assert stray and stray[0].field == ("rules",)
    shown = {f.path for s in workshop.sections() for f in s.walk()}
    assert ("rules",) not in shown  # the pages show its settings, not the object
    placed = workshop.unplaced_problems()
    assert placed["play"] == stray
    assert all(not problems for page, problems in placed.items() if page != "play")


def test_a_problem_of_the_whole_ruleset_goes_to_the_first_page(tmp_path: Path):
    broken = tmp_path / "broken.yaml"
    broken.write_text(EVERYTHING.read_text(encoding="utf-8") + "\nwhatever: 1\n", encoding="utf-8")
    workshop = Workshop.import_file(broken, background=False)
    placed = workshop.unplaced_problems()
    first = workshop.sections()[0].id
    assert [p.path for p in placed[first]] == [("whatever",)]


def test_a_clean_draft_has_none():
    workshop = Workshop.start_from("classic", background=False)
    assert all(not problems for problems in workshop.unplaced_problems().values())
