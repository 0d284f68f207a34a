"""The game's types hold across its seams: `mypy --strict game` (make lint) checks them, and a
`# type: ignore` switches that check off for a line, so their number has a ceiling, and the
seams that hand values from one part to another (a modal's answer, a widget's callback, an
event's payload) never hand them over as `Any`.

Read from the source with `tokenize`, without importing anything: a comment is a comment, and
text that only mentions a comment or the name `Any` (in a string) does not count.
"""

from __future__ import annotations

import io
import re
import tokenize
from functools import cache
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
MAX_TYPE_IGNORES = 40

# Where values cross from one part of the screen to another: the scene stack, the events'
# payloads, the widgets' values and callbacks. (The registry of scenes by name is not one of
# them: a name given at run time finds an untyped factory there, and its typed makers are
# checked against `SCENES` in tests/ui/test_scene_names.py.)
SEAMS = (
    "ui/scene.py",
    "ui/events.py",
    "ui/presses.py",
    "ui/drops.py",
    "ui/widgets/controls.py",
    "ui/widgets/fields.py",
    "ui/widgets/forms.py",
    "ui/widgets/scrolllist.py",
)
# A callable type with `Any` among its parameters: `Callable[[Any], None]`, `Callable[[int, Any]...`
ANY_PARAMETER = re.compile(r"Callable\[\[[^\]]*\bAny\b")


@cache
def tokens(path: Path) -> tuple[tokenize.TokenInfo, ...]:
    return tuple(tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline))


def type_ignores(path: Path) -> list[int]:
    """The lines of `path` that end in a `# type: ignore` comment."""
    return [
        t.start[0]
        for t in tokens(path)
        if t.type == tokenize.COMMENT and re.match(r"#\s*type:\s*ignore\b", t.string)
    ]


# Comments and text: strings (docstrings too), and the text of an f-string (Python 3.12 on).
LEFT_OUT = {
    tokenize.COMMENT,
    tokenize.STRING,
    getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING),
    tokenize.NEWLINE,
    tokenize.NL,
}


def code(path: Path) -> dict[int, str]:
    """`path`'s code without its comments and text, by line, its tokens without spaces."""
    lines: dict[int, list[str]] = {}
    for t in tokens(path):
        if t.type not in LEFT_OUT:
            lines.setdefault(t.start[0], []).append(t.string)
    return {number: "".join(parts) for number, parts in lines.items()}


def test_the_game_holds_at_most_40_type_ignores() -> None:
    found = {
        f"{path.relative_to(GAME.parent)}:{line}"
        for path in sorted(GAME.rglob("*.py"))
        for line in type_ignores(path)
    }
    assert len(found) <= MAX_TYPE_IGNORES, (
        f"{len(found)} `# type: ignore` in game/ (at most {MAX_TYPE_IGNORES}): "
        + ", ".join(sorted(found))
    )


def test_no_callback_of_the_screen_takes_any() -> None:
    """A callback's parameters say what it is handed (`Callable[[int | None], None]`, a
    TypeVar, or `object` for "anything, unread"), never `Any`."""
    found = [
        f"{path.relative_to(GAME.parent)}:{number}"
        for path in sorted((GAME / "ui").rglob("*.py"))
        for number, line in code(path).items()
        if ANY_PARAMETER.search(line)
    ]
    assert not found, "callbacks taking Any: " + ", ".join(found)


def test_the_seams_name_no_any() -> None:
    bare = [
        f"{seam}:{number}"
        for seam in SEAMS
        for number, line in code(GAME / seam).items()
        if re.search(r"\bAny\b", line)
    ]
    assert not bare, "Any at a seam: " + ", ".join(bare)


def test_the_checks_find_what_they_look_for(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import Any\n"
        "x: int = f()  # type: ignore[no-any-return]\n"
        "Hook = Callable[[int, Any], None]\n"
        "said = '# type: ignore, Callable[[Any], None]'\n",
        encoding="utf-8",
    )
    assert type_ignores(sample) == [2]
    lines = code(sample)
    assert [number for number, line in lines.items() if ANY_PARAMETER.search(line)] == [3]
    assert "Any" in lines[1] and lines[4] == "said="
