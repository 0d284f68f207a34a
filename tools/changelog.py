"""CHANGELOG.md read as the release tools and the tests need it: its sections, newest first.

The file follows Keep a Changelog: `## [Unreleased]` on top, collecting what the next release
brings, then one `## [X.Y.Z] - YYYY-MM-DD` per release, newest first, each with `### Added`,
`### Changed`, `### Fixed` ... headings over their items, and the headings' links at the end.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE = ROOT / "CHANGELOG.md"
UNRELEASED = "Unreleased"
HEADING = re.compile(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?[ \t]*$", re.M)
LINKS = re.compile(r"^\[[^\]]+\]: ", re.M)


@dataclass(frozen=True)
class Section:
    name: str  # "Unreleased", or a release's version
    date: str | None  # a release's, YYYY-MM-DD
    body: str  # what stands under the heading, up to the next one (or the links)

    @property
    def released(self) -> bool:
        return self.date is not None


def sections(text: str) -> list[Section]:
    """The `## [...]` sections, as they stand (newest first).

    >>> [(s.name, s.date) for s in sections("## [Unreleased]\\n\\n## [0.1.0] - 2026-11-27\\nx\\n")]
    [('Unreleased', None), ('0.1.0', '2026-11-27')]
    """
    headings = list(HEADING.finditer(text))
    found = []
    for k, heading in enumerate(headings):
        end = headings[k + 1].start() if k + 1 < len(headings) else len(text)
        body = text[heading.end() : end]
        links = LINKS.search(body)
        found.append(Section(heading[1], heading[2], body[: links.start()] if links else body))
    return found


def releases(text: str) -> list[tuple[str, str]]:
    """(version, date) of each release, newest first."""
    return [(s.name, s.date) for s in sections(text) if s.date is not None]


def newest_release(text: str) -> str | None:
    found = releases(text)
    return found[0][0] if found else None


def read(root: Path = ROOT) -> str:
    return (root / "CHANGELOG.md").read_text(encoding="utf-8")
