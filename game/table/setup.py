"""What a new game is made of: the ruleset with its house rules, the seats, the match length.

The New game screen fills one in, the table plays it, a saved game and the settings store it.
`GameSetup.from_dict` reads one back from a file and checks every field, so that a damaged or
hand-edited file is refused with a reason (a ValueError) instead of failing later at the table.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from typing import Any

from game.bots import BOT_NAMES
from game.files import name_from_text, name_to_text
from game.i18n import LANGUAGES, catalogue, tr

# Players at one table at most: the ruleset format's players.max allows no more (its schema
# says the same, tests/ruleset/test_schema_facts.py holds them together). Stated here, not read
# from the schema, so that this module stays light to import (the title screen imports it).
MAX_SEATS = 16

MAX_NAME = 40  # characters of a seat's name
AVATARS = 64  # pictures a seat may have (game.ui.art.avatars has fewer; more are wrapped)
# The pictures' names, in order (game.ui.art.avatars draws them): a child is called by theirs.
AVATAR_NAMES = (
    "star",
    "heart",
    "moon",
    "leaf",
    "drop",
    "diamond",
    "bolt",
    "hexagon",
    "triangle",
    "club",
)
MAX_OVERRIDES = 200  # house rules in one setup


def next_free_avatar(start: int, taken: Collection[int]) -> int:
    """The first picture from `start` on (wrapping round) that nobody in `taken` has.

    >>> next_free_avatar(9, {0, 1})
    9
    >>> next_free_avatar(10, {0, 1})
    2
    """
    n = len(AVATAR_NAMES)
    return next((a % n for a in range(start, start + n) if a % n not in taken), start % n)


def printable(text: str) -> bool:
    """Text without control characters (line breaks and tabs neither, in a name)."""
    return all(ch.isprintable() for ch in text)


@dataclass
class SeatSetup:
    name: str  # "" when nobody gave one: the default is said in the reader's language
    human: bool = False
    level: str = "medium"  # bot level when not human: random, easy, medium, hard
    avatar: int = 0  # a picture and colour of their own (kid mode, hand-over screen)

    def shown_name(self, index: int, *, kid: bool = False) -> str:
        """The name to show for seat `index`: the one given, else the default in the reader's
        language ("You" on the first seat, "Player 3"; a child at a kid table: the word for
        their picture, "Star"), so an untouched name follows a language switch instead of
        staying in the language of the day it was stored."""
        if self.name:
            return self.name
        if kid and self.human:
            return tr(f"kid.avatar.{AVATAR_NAMES[self.avatar % len(AVATAR_NAMES)]}")
        if index == 0 and self.human:
            return tr("newgame.you")
        return tr("player.seat", number=index + 1)

    @classmethod
    def from_dict(cls, data: Any) -> SeatSetup:
        if not isinstance(data, dict) or set(data) - {"name", "human", "level", "avatar"}:
            raise ValueError("a seat is not an object of name, human, level and avatar")
        name, human = data.get("name"), data.get("human", False)
        level, avatar = data.get("level", "medium"), data.get("avatar", 0)
        if not isinstance(name, str) or not len(name) <= MAX_NAME or not printable(name):
            raise ValueError(f"a seat's name must be up to {MAX_NAME} printable characters")
        if not isinstance(human, bool):
            raise ValueError("a seat's human must be true or false")
        from game.bots import LEVELS  # the one list; imported when a file is read

        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}")
        if not isinstance(avatar, int) or isinstance(avatar, bool) or not 0 <= avatar < AVATARS:
            raise ValueError("a seat's avatar must be a whole number from 0")
        return cls(name, human, level, avatar)


def untouched(name: str) -> bool:
    """Whether a stored name is a default word in some language ("You", "Du") rather than a
    name a person typed: settings written before names were stored as "not given" hold those."""
    return not name or any(name == catalogue(lang).get("newgame.you") for lang in LANGUAGES)


@dataclass
class GameSetup:
    ruleset: str = "noris"  # a built-in id or a path to a user's ruleset file
    overrides: dict[str, Any] = field(default_factory=dict)  # house rules: dotted path -> value
    seats: list[SeatSetup] = field(default_factory=list)
    starter: int | None = None  # who begins, where the ruleset lets the table choose
    seed: int | None = None  # None: a fresh random match
    kid_mode: bool = False

    def to_dict(self) -> dict[str, Any]:
        """As a file stores it: the ruleset's file name in a form that reads back as the same
        name even when it is not UTF-8 (`game.files.name_to_text`)."""
        data = asdict(self)
        data["ruleset"] = name_to_text(self.ruleset)
        return data

    def names(self) -> list[str]:
        """Every seat's name as shown (defaults in the reader's language)."""
        return [self.shown_name(i) for i in range(len(self.seats))]

    def shown_name(self, index: int) -> str:
        """Seat `index`'s name as shown (see `SeatSetup.shown_name`). Where several people
        share the screen nobody is "You": the first person's untouched name is "Player 1"."""
        seat = self.seats[index]
        people = sum(1 for s in self.seats if s.human)
        if index == 0 and seat.human and not seat.name and people > 1 and not self.kid_mode:
            return tr("player.seat", number=1)
        return seat.shown_name(index, kid=self.kid_mode)

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        """A setup read back from a file, every field checked (ValueError says what is wrong)."""
        known = {"ruleset", "overrides", "seats", "starter", "seed", "kid_mode"}
        if not isinstance(data, dict) or set(data) - known:
            raise ValueError("a game setup is not an object of " + ", ".join(sorted(known)))
        ruleset = data.get("ruleset", "noris")
        if not isinstance(ruleset, str) or not 0 < len(ruleset) <= 4096 or not printable(ruleset):
            raise ValueError("the ruleset must be an id or a path")
        ruleset = name_from_text(ruleset)
        seats_data = data.get("seats", [])
        if not isinstance(seats_data, list) or not 2 <= len(seats_data) <= MAX_SEATS:
            raise ValueError(f"a game has 2 to {MAX_SEATS} seats")
        seats = [SeatSetup.from_dict(s) for s in seats_data]
        starter, seed = data.get("starter"), data.get("seed")
        if starter is not None and (not _whole(starter) or not 0 <= starter < len(seats)):
            raise ValueError("the starter must be a seat")
        if seed is not None and not _whole(seed):
            raise ValueError("the seed must be a whole number")
        kid_mode = data.get("kid_mode", False)
        if not isinstance(kid_mode, bool):
            raise ValueError("kid_mode must be true or false")
        overrides = _overrides(data.get("overrides", {}))
        return cls(ruleset, overrides, seats, starter, seed, kid_mode)

    @classmethod
    def single_player(
        cls, ruleset: str = "noris", players: int = 4, level: str = "medium", name: str = ""
    ) -> GameSetup:
        seats = [SeatSetup(name, human=True)] + [
            SeatSetup(BOT_NAMES[i], level=level) for i in range(players - 1)
        ]
        return cls(ruleset=ruleset, seats=seats)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _overrides(data: Any) -> dict[str, Any]:
    """House rules as a file gives them: dotted paths to plain values (the ruleset's validator
    judges the values themselves when the game is set up)."""
    if not isinstance(data, dict) or len(data) > MAX_OVERRIDES:
        raise ValueError("the house rules must be an object of settings")
    for path, value in data.items():
        if not isinstance(path, str) or not printable(path) or len(path) > 200:
            raise ValueError("a house rule's setting must be a dotted path")
        if not _plain(value):
            raise ValueError(f"the house rule {path} has a value no setting takes")
    return dict(data)


def _plain(value: Any, depth: int = 0) -> bool:
    if isinstance(value, bool) or value is None:
        return True
    if isinstance(value, int):
        return abs(value) < 1 << 53
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return len(value) <= 200 and printable(value)
    if isinstance(value, list) and depth < 2:
        return len(value) <= 100 and all(_plain(v, depth + 1) for v in value)
    return False
