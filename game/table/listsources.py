"""Where the long lists' rows come from: for each list, the data functions it is read with.

Each list is read off the frame (`game.background.Scan`) through two functions: one that
lists the files, one that makes a row of one file (None: nothing to show for it). They are
the only place the screens touch the reading of those files, so pointing a list at another
reading API changes this module only:

* the player's rulesets (New game, Settings): `user_ruleset_files` and `check_user_ruleset`,
  each file checked whole by the ruleset checker, read through `game.files` (bounded, a
  regular file, no link out of the folder);
* the kept rounds (Statistics): `kept_round_files` and `kept_round_row`, which read only each
  file's summary line (`game.table.roundfiles`: at most 16 KB however long the round), and
  `open_kept_round`, the one round chosen read and re-driven on a thread of its own with its
  progress (`game.table.replaying.opening`).

Nothing here touches pygame: it runs on the scanning threads.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ruleset.problem import Problem
    from game.table.replaying import Opening
    from game.table.roundfiles import RoundSummary


# -- the player's rulesets -----------------------------------------------------------------------
@dataclass(frozen=True)
class UserRuleset:
    """One file of the player's rulesets folder: its document if it is good, else its problems.

    The document is kept as its JSON text (`of` writes it, `document` reads it back): a folder
    of 2,000 rulesets held as dicts and lists is some 120,000 objects that every full
    collection of the garbage collector walks, 100 ms on whichever thread it lands, a frame of
    New game among them; a string it never walks."""

    path: str
    text: str | None
    problems: list[Problem] = field(default_factory=list)

    @classmethod
    def of(cls, path: str, document: dict[str, Any] | None, problems: list[Problem]) -> UserRuleset:
        text = None if document is None else json.dumps(document, ensure_ascii=False)
        return cls(path, text, problems)

    @property
    def good(self) -> bool:
        return self.text is not None

    @property
    def document(self) -> dict[str, Any] | None:
        """The validated document (shared with other callers: read it, never change it)."""
        return None if self.text is None else decoded(self.text)


@lru_cache(maxsize=64)
def decoded(text: str) -> dict[str, Any]:
    """A document kept as JSON text, read back; the few a screen shows at once are kept read
    (a string keeps its hash, so looking one up costs nothing per frame)."""
    document: dict[str, Any] = json.loads(text)
    return document


def user_ruleset_files(folder: Path) -> list[Path]:
    """The YAML files of the folder, none of them opened (the folder is made when missing, so
    Settings can point to it)."""
    from game.ruleset import ruleset_files

    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return ruleset_files(folder)


def check_user_ruleset(path: Path, folder: Path) -> UserRuleset:
    """The file of `folder` checked whole: its validated document, or every problem found in
    it (a fault of the checker's own is one problem: it must not hide the other files)."""
    from game.ruleset import Problem, check_file
    from game.ruleset.problem import msg

    try:
        doc, problems = check_file(path, inside=folder)
    except Exception as error:  # a bad file never stops the game
        why = msg("ruleset.problem.unreadable", why=repr(error)[:200])
        doc, problems = None, [Problem.of(str(path), 0, "", why)]
    return UserRuleset.of(str(path), doc, list(problems))


# -- the kept rounds -----------------------------------------------------------------------------
def kept_round_files() -> list[Path]:
    """The kept rounds' files, newest first (at most `KEEP`: the folder is pruned at start)."""
    from game.table.roundfiles import KEEP, kept_files

    return kept_files()[:KEEP]


def kept_round_row(path: Path, damaged: list[str]) -> RoundSummary | None:
    """The row of one kept round: its summary line, nothing more; None if it is gone, or
    damaged (then it is set aside with a notice, and why goes into `damaged`)."""
    from game.table.roundfiles import read_summary

    return read_summary(path, damaged)


def open_kept_round(row: RoundSummary) -> Opening:
    """The round of a row, read and re-driven on a thread: poll `done`, show `share`, then
    take `replay` (None: damaged, set aside, why in `damaged`, or gone)."""
    from game.table.replaying import opening

    return opening(row.path)
