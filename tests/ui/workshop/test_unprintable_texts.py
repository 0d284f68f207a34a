"""Issue 32, case 6: a ruleset whose texts hold an escaped NUL or a lone surrogate, imported or
dropped on the window. `check` refuses it (so it never reaches a table), but the workshop opens
such a file to be mended, and pygame refuses to draw either character: every text a screen
draws goes through the one font (`game.ui.art.theme`), which draws them safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ruleset import check_file
from game.ui.app import App
from game.ui.scenes.workshop.editor import WorkshopEditScene
from tests.ui.menu_driver import frames
from tests.ui.workshop.kit import go_to_section, settle, step_until
from tests.ui.workshopkit import drop, write_ruleset

# As a person would write them in YAML: escapes inside double quotes.
NAMES = {
    "nul": r'"Colour\0Rush"',
    "surrogate": r'"Colour\uD800Rush"',
}


def unprintable_ruleset(folder: Path, how: str) -> Path:
    """A copy of Classic whose name and description hold the character."""
    path = write_ruleset(folder / f"{how}.yaml")
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    name, description = lines.index("name:"), lines.index("description:")
    lines[name + 1] = lines[description + 1] = f"  en: {NAMES[how]}"
    text = "\n".join(lines).replace("name: Jack", f"name: {NAMES[how]}", 1)
    path.write_text(text, encoding="utf-8")
    return path


def every_page(app: App, editor: WorkshopEditScene) -> list[str]:
    """Each of the editor's pages opened and drawn; their ids."""
    seen = []
    for section in list(editor.sections.items):
        go_to_section(app, editor, section.id)
        frames(app, 2)
        seen.append(section.id)
    return seen


@pytest.mark.parametrize("how", sorted(NAMES))
def test_check_refuses_the_text_and_names_where(tmp_path: Path, how: str) -> None:
    path = unprintable_ruleset(tmp_path, how)
    document, problems = check_file(path)
    said = [str(problem) for problem in problems]
    assert document is None
    assert any(f"{path.name}:" in line and ": name.en:" in line and "U+" in line for line in said)
    assert any(": description.en:" in line for line in said), said


@pytest.mark.parametrize("how", sorted(NAMES))
def test_a_dropped_file_opens_the_editor_and_every_page_draws(
    app: App, tmp_path: Path, how: str
) -> None:
    path = unprintable_ruleset(tmp_path, how)
    app.scenes.push(app.scenes.make("title"))
    frames(app)
    drop(app, str(path))
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopEditScene))
    editor = app.scenes.top
    assert isinstance(editor, WorkshopEditScene)
    settle(app, editor)  # its first frames: the crash was here
    assert editor.workshop.problems()  # opened to be mended: the check says what is wrong
    assert len(every_page(app, editor)) == len(editor.workshop.sections()) > 3


@pytest.mark.parametrize("how", sorted(NAMES))
def test_an_imported_file_opens_the_editor(app: App, tmp_path: Path, how: str) -> None:
    path = unprintable_ruleset(tmp_path, how)
    app.scenes.push(app.scenes.make("title"))
    chooser = app.scenes.open("workshop_import")
    frames(app)
    assert chooser.go(tmp_path)
    step_until(app, lambda: chooser.listing is None)  # the folder is listed on a thread
    rows = [entry.path.name for entry in chooser.list.items]
    chooser.list.select(rows.index(path.name))
    chooser.open_selected()
    step_until(app, lambda: isinstance(app.scenes.top, WorkshopEditScene))
    editor = app.scenes.top
    assert isinstance(editor, WorkshopEditScene)
    settle(app, editor)
    frames(app, 3)
