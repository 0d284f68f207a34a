"""Where the long lists' rows come from: for each list, the data functions it is read with.

Each list is read off the frame (`game.ui.background.Scan`) through two functions: one that
lists the files, one that makes a row of one file (None: nothing to show for it). They are
the only place the screens touch the reading of those files, so pointing a list at another
reading API changes this module only:

* the player's rulesets (New game, Settings): `user_ruleset_files` and `check_user_ruleset`,
  read today with the ruleset checker one whole file at a time;
* the kept rounds (Statistics): `kept_round_files` and `kept_round_row`, read today by
  re-driving each whole round (`game.table.replaying.load`), and `open_kept_round`, the
  round itself for its replay.

Nothing here touches pygame: it runs on the scanning threads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ruleset.problem import Problem
    from game.table.replaying import Replay


# -- the player's rulesets -----------------------------------------------------------------------
@dataclass(frozen=True)
class UserRuleset:
    """One file of the player's rulesets folder: its document if it is good, else its problems."""

    path: str
    document: dict[str, Any] | None
    problems: list[Problem] = field(default_factory=list)

    @property
    def good(self) -> bool:
        return self.document is not None


def user_ruleset_files(folder: Path) -> list[Path]:
    """The YAML files of the folder (made when missing, so Settings can point to it)."""
    folder.mkdir(parents=True, exist_ok=True)
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in (".yaml", ".yml"))


def check_user_ruleset(path: Path) -> UserRuleset:
    """The file checked whole: its validated document, or every problem found in it."""
    from game.ruleset import check_file
    from game.ruleset.problem import Problem

    try:
        doc, problems = check_file(path)
    except Exception as error:  # a bad file never stops the game
        doc, problems = None, [Problem(str(path), 0, "", str(error))]
    return UserRuleset(str(path), doc, list(problems))


# -- the kept rounds -----------------------------------------------------------------------------
@dataclass(frozen=True)
class KeptRoundRow:
    """What the list shows of a kept round; `winner` is a seat (-1: nobody won)."""

    path: Path
    ended: datetime | None
    ruleset_name: Any  # a text in several languages, as a ruleset names itself
    names: tuple[str, ...]
    winner: int
    replay: Replay | None = None  # the round itself, where reading the row made it already


def kept_round_files() -> list[Path]:
    """The kept rounds' files, newest first."""
    from game.table.keptrounds import kept_files

    return kept_files()


def kept_round_row(path: Path, damaged: list[str]) -> KeptRoundRow | None:
    """The row of one kept round; None if it is gone, or damaged (then it is set aside with a
    notice, and why goes into `damaged`)."""
    from game.table.replaying import load

    replay = load(path, damaged)
    if replay is None:
        return None
    return KeptRoundRow(
        path, replay.ended, replay.rules.doc["name"], tuple(replay.names), replay.winner, replay
    )


def open_kept_round(row: KeptRoundRow) -> Replay | None:
    """The round of a row, for its replay (None: it can no longer be read)."""
    if row.replay is not None:
        return row.replay
    from game.table.replaying import load

    return load(row.path)
