"""The players' statistics per person, ruleset and opponent level: rounds and matches played
and won, the best streak of rounds won in a row, and the average penalty points per round.

Kept in stats.json in the user data folder (versioned JSON, written atomically; a damaged file
is moved aside with a notice and counting starts afresh). Every person at the table is counted
under their name: in pass-and-play each one gets rows of their own. The name "" is the person
who gave none (shown as "You").

>>> s = Stats()
>>> s.record_round("noris", "medium", won=True, penalty=0)
>>> s.record_round("noris", "medium", won=False, penalty=12)
>>> row = s.rows[("noris", "medium", "")]
>>> row.rounds, row.rounds_won, row.best_streak, row.average_penalty, row.round_win_rate
(2, 1, 1, 6.0, 0.5)
"""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import files
from game.table.setup import MAX_NAME

FORMAT = 1
MAX_ROWS = 10_000  # people x rulesets x levels: far more than anyone plays


@dataclass
class Row:
    rounds: int = 0
    rounds_won: int = 0
    matches: int = 0
    matches_won: int = 0
    streak: int = 0  # rounds won in a row, now
    best_streak: int = 0
    penalty: int = 0  # penalty points over all rounds

    @property
    def average_penalty(self) -> float:
        return self.penalty / self.rounds if self.rounds else 0.0

    @property
    def round_win_rate(self) -> float:
        return self.rounds_won / self.rounds if self.rounds else 0.0

    @property
    def match_win_rate(self) -> float:
        return self.matches_won / self.matches if self.matches else 0.0


COUNTS = tuple(f.name for f in fields(Row))
Key = tuple[str, str, str]  # ruleset, opponents' level, the person's name


@dataclass
class Stats:
    rows: dict[Key, Row] = field(default_factory=dict)

    def row(self, ruleset: str, level: str, player: str = "") -> Row:
        """The row of a person (kept as `from_dict` reads it back: printable, not too long)."""
        return self.rows.setdefault((ruleset, level, files.screen_text(player, MAX_NAME)), Row())

    def record_round(
        self, ruleset: str, level: str, *, won: bool, penalty: int, player: str = ""
    ) -> None:
        row = self.row(ruleset, level, player)
        row.rounds += 1
        row.penalty += max(0, penalty)
        if won:
            row.rounds_won += 1
            row.streak += 1
            row.best_streak = max(row.best_streak, row.streak)
        else:
            row.streak = 0

    def record_match(self, ruleset: str, level: str, *, won: bool, player: str = "") -> None:
        row = self.row(ruleset, level, player)
        row.matches += 1
        row.matches_won += int(won)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "rows": [
                {"ruleset": r, "level": lv, "player": who, **asdict(row)}
                for (r, lv, who), row in self.rows.items()
            ],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Raises ValueError for what is not a statistics file: every row is held to its
        types (names and ruleset keys printable text, counts whole numbers, no more won than
        played), so nothing of a hand-edited file fails later on a screen."""
        files.record(data, "the file", {"format", "rows"})
        files.whole(data["format"], "format", FORMAT, FORMAT)
        stats = cls()
        for k, item in enumerate(files.items(data["rows"], "rows", MAX_ROWS)):
            where = f"rows/{k}"
            files.record(item, where, {"ruleset", "level"}, {"player", *COUNTS})
            key = (
                files.text(item["ruleset"], f"{where}/ruleset", 1024, empty=False),
                files.text(item["level"], f"{where}/level", 40, empty=False),
                files.text(item.get("player", ""), f"{where}/player", MAX_NAME),
            )
            row = Row(**{n: files.whole(item.get(n, 0), f"{where}/{n}") for n in COUNTS})
            if row.rounds_won > row.rounds or row.matches_won > row.matches:
                raise ValueError(f"{where}: more won than played")
            stats.rows[key] = row
        return stats


def path() -> Path:
    from game.userdirs import data_dir

    return data_dir() / "stats.json"


def load() -> Stats:
    """The statistics file (a damaged one is moved aside with a notice: counting starts
    afresh, and nothing else is touched)."""
    from game.userdirs import read_json

    return read_json(path(), what="stats", check=Stats.from_dict) or Stats()


def save(stats: Stats) -> None:
    from game.userdirs import write_json

    with contextlib.suppress(OSError):
        write_json(path(), stats.to_dict())


def reset() -> None:
    save(Stats())


def ruleset_key(ruleset: str) -> str:
    """A built-in id as it is; a user's file by its name without folder (stable across moves),
    kept as text that gives the same name back (`game.files.name_to_text`)."""
    if "/" in ruleset or "\\" in ruleset:
        return files.name_to_text(Path(ruleset).stem)
    return ruleset


def opponent_level(levels: list[str]) -> str:
    """The bots' level: theirs when they all share it, "people" without bots, else "mixed"."""
    if not levels:
        return "people"
    return levels[0] if all(lv == levels[0] for lv in levels) else "mixed"
