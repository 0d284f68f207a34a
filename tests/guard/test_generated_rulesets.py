"""Checked means safe (issue 32): a ruleset `check` accepts opens, shows, deals and plays on
every screen; one it refuses still opens in the workshop, which says why.

The rulesets are drawn from the format's schema (`tests.guard.strategy`), not listed by hand,
and driven through everything that reads one (`tests.guard.readers`). The cases the issue
found are carried as fixture files beside this module. `make test` runs the derandomized
profile "guard" (ten rulesets kept or refused); `make guard` runs thousands (profile "guard-long",
GUARD_EXAMPLES of them).
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from game import userdirs
from game.i18n import LANGUAGES, set_language
from game.ruleset import check_text
from game.table import rulecache
from tests.guard import readers
from tests.guard.readers import Reading
from tests.guard.strategy import documents
from tests.ui.fontspy import spy_on_fonts

FIXTURES = Path(__file__).parent / "fixtures"

# What each fixture file must be: kept by `check` (then read everywhere), or refused (then
# opened in the workshop only).
EXPECTED = {
    "case1_court_pictures": "refused",
    "case1_court_picture_wild": "refused",
    "case2_effects_decision": "accepted",
    "case2_call_penalty": "accepted",
    "case3_colours_without_names": "accepted",
    "case4_polish_name": "accepted",
    "case6_nul_name": "refused",
}

settings.register_profile(
    "guard",
    max_examples=10,  # `make test`: each costs about 2 CPU-seconds
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    phases=[Phase.explicit, Phase.generate],  # a failure names its draws; no slow shrinking
)
settings.register_profile(
    "guard-long",
    max_examples=int(os.environ.get("GUARD_EXAMPLES", "2000")),
    derandomize=False,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    phases=[Phase.explicit, Phase.generate],  # failures are gathered, not shrunk (`Findings`)
)
GUARD = settings.get_profile(os.environ.get("GUARD_PROFILE", "guard"))


# -- one ruleset through every reader ------------------------------------------------------------
@contextlib.contextmanager
def own_folders() -> Iterator[Path]:
    """Data and config folders of this ruleset's own (its file, its kept round), put back after."""
    from game.table import recording

    saved = {k: os.environ.get(k) for k in ("MAUMAU_DATA_DIR", "MAUMAU_CONFIG_DIR")}
    with tempfile.TemporaryDirectory(prefix="maumau-guard-") as root:
        os.environ["MAUMAU_DATA_DIR"] = os.path.join(root, "data")
        os.environ["MAUMAU_CONFIG_DIR"] = os.path.join(root, "config")
        userdirs.clear_notices()
        try:
            yield Path(root)
        finally:
            recording._flush_all()
            for key, old in saved.items():
                if old is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = old
            userdirs.clear_notices()
            rulecache.start_rescan()


def read_everywhere(app: Any, text: str, name: str, language: str) -> str:
    """Check the text; kept, read it everywhere, else open it in the workshop. Returns which.
    A translation key said as it is ("colour.circle") fails too."""
    with own_folders() as root, pytest.MonkeyPatch.context() as patch:
        drawn: list[str] = []
        spy_on_fonts(patch, drawn.append)
        checked, problems = check_text(text, f"{name}.yaml")
        if checked is None:
            assert problems and all(str(p).startswith(f"{name}.yaml:") for p in problems)
            dropped = root / f"{name}.yaml"
            dropped.write_text(text, encoding="utf-8")
            try:
                set_language(language)
                readers.read_workshop(app, dropped, drawn, imported=True)
            finally:
                set_language("en")
            return "refused"
        path, ruleset = readers.in_folder(text, name)
        r = Reading(path, ruleset, rulecache.document(ruleset), language)
        readers.read_rulebook(r)
        readers.read_house_rules(r)
        readers.read_guide(r)
        readers.read_preview(r)
        readers.read_round(r)
        try:
            set_language(language)
            readers.read_new_game(app, r)
            readers.read_rules_viewer(app, r)
            readers.read_workshop(app, path, r.said)
            readers.read_table(app, r)
        finally:
            set_language("en")
        shown = readers.raw_keys(r.said + drawn, text)
        assert not shown, f"translation keys shown as they are: {shown}"
        return "accepted"


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    from game.ui.app import App

    window = App((1280, 720))
    window.scenes.fade_seconds = 0
    yield window
    pygame.display.quit()


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_issues_rulesets_open_show_deal_and_play(app: Any, name: str) -> None:
    """Each file's words in every language; its screens in one, a different one per file."""
    text = (FIXTURES / f"{name}.yaml").read_text(encoding="utf-8")
    language = LANGUAGES[sorted(EXPECTED).index(name) % len(LANGUAGES)]
    assert read_everywhere(app, text, name, language) == EXPECTED[name]


def test_every_fixture_is_expected() -> None:
    assert sorted(p.stem for p in FIXTURES.glob("*.yaml")) == sorted(EXPECTED)


def test_a_drawn_ruleset_check_accepts_opens_shows_deals_and_plays(app: Any) -> None:
    """With GUARD_FINDINGS set (`make guard`), a failure is written to that folder (its file
    and traceback, one per place it raised) and the drawing goes on; the test fails at the
    end with the list. Otherwise the first failure fails the test with its ruleset."""
    findings = Findings(os.environ.get("GUARD_FINDINGS"))

    @GUARD
    @given(doc=documents(), language=st.sampled_from(LANGUAGES))
    def one(doc: dict[str, Any], language: str) -> None:
        text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)
        try:
            findings.count(read_everywhere(app, text, "drawn", language))
        except Exception as error:
            if findings.folder is None:
                raise
            findings.count(findings.add(error, text, language))

    one()
    print(findings.outcomes)  # `pytest -s` shows what the drawn rulesets came to
    assert not findings.seen, "\n".join(findings.seen)


class Findings:
    """Failures of a long run, one file per place that raised (`make guard`)."""

    def __init__(self, folder: str | None) -> None:
        self.folder = (
            Path(folder).resolve() if folder else None
        )  # whatever a reader does to the cwd
        self.seen: dict[str, int] = {}
        self.outcomes: dict[str, int] = {}
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)

    def add(self, error: BaseException, text: str, language: str) -> str:
        import traceback

        assert self.folder is not None
        frames = traceback.extract_tb(error.__traceback__)
        where = next((f for f in reversed(frames) if "/game/" in f.filename), frames[-1])
        place = f"{type(error).__name__} at {Path(where.filename).name}:{where.lineno}"
        self.seen[place] = self.seen.get(place, 0) + 1
        name = re.sub(r"[^A-Za-z0-9_.]+", "_", place)
        if self.seen[place] == 1 or len(text) < len(self._read(name)):
            told = "".join(traceback.format_exception(error))
            (self.folder / f"{name}.yaml").write_text(text, encoding="utf-8")
            (self.folder / f"{name}.txt").write_text(f"language: {language}\n{told}", "utf-8")
        return f"failed: {place}"

    def _read(self, name: str) -> str:
        assert self.folder is not None
        return (self.folder / f"{name}.yaml").read_text(encoding="utf-8")

    def count(self, outcome: str) -> None:
        """One ruleset's outcome (accepted, refused, set aside, failed) told to hypothesis's
        statistics and, in a long run, to progress.txt every ten."""
        event(outcome)
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1
        if self.folder is not None and sum(self.outcomes.values()) % 10 == 0:
            told = [f"{n} {o}" for o, n in sorted(self.outcomes.items())]
            told += [f"{n} x {p}" for p, n in self.seen.items()]
            (self.folder / "progress.txt").write_text("\n".join(told) + "\n", "utf-8")
