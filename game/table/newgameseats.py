"""The seats of New game's form: who sits at each (a person, or a bot of a level), their name
and a person's picture.

The form keeps every seat the table can have, not only the ones at the table, so a seat taken
away and given back comes back as it was. What a seat is called while nobody types a name
follows the reader's language (`SeatSetup.shown_name`), so an untouched name is stored as "".

>>> seats = seats_from(GameSetup.single_player("noris", players=3, level="random"))
>>> [s.kind for s in seats[:4]], seats[1].name, seats[3].name
(['human', 'easy', 'easy', 'medium'], 'Anna', 'Clara')
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots import BOT_NAMES
from game.i18n import tr
from game.table.setup import (
    MAX_NAME,
    MAX_SEATS,
    GameSetup,
    SeatSetup,
    next_free_avatar,
    untouched,
)

# A person, or a bot of a level; the "random" bot is a developer's yardstick, for the command
# line only (a setup that has one shows the easy bot here).
KINDS = ("human", "easy", "medium", "hard")
NAME_ROOM = 24  # characters a name field takes: longer than a plate, where the table cuts it


@dataclass
class SeatChoice:
    """One seat as the form holds it: `kind` is "human" or a bot's level; `name` as typed."""

    kind: str
    name: str = ""  # "" while nobody gave one: the default is said in the reader's language
    avatar: int = 0  # a person's picture on the hand-over screen

    @property
    def human(self) -> bool:
        return self.kind == "human"

    def seat(self) -> SeatSetup:
        return SeatSetup(
            self.name.strip(),  # "" stays "": the default follows the language
            human=self.human,
            level="medium" if self.human else self.kind,
            avatar=self.avatar,
        )

    def default_name(self, index: int) -> str:
        """What seat `index` is called while nobody types a name, in the reader's language."""
        return SeatSetup("", human=self.human).shown_name(index)


def kind_words(kind: str) -> str:
    """A seat's kind as the screen says it: "Person", "Bot (easy)"."""
    return tr("seat.human") if kind == "human" else tr("seat.bot", level=tr(f"level.{kind}"))


def name_refusal(name: str) -> str | None:
    """Why `name` cannot be a seat's name (None: it can): a setup stores no control characters
    and at most `MAX_NAME` characters, and reads back only what it stored."""
    if len(name) > MAX_NAME:
        return f"a seat's name has at most {MAX_NAME} characters"
    if not all(ch.isprintable() for ch in name):
        return "a seat's name has no control characters"
    return None


def seats_from(previous: GameSetup | None) -> list[SeatChoice]:
    """Every seat the table can have, as `previous` left them; the others as a first game
    has them: the person on the first seat, medium bots with names on the rest."""
    given = previous.seats if previous else []
    seats = []
    for i in range(MAX_SEATS):
        if i < len(given):
            old = given[i]
            kind = "human" if old.human else old.level
            name = "" if untouched(old.name) else old.name
            seat = SeatChoice(
                kind if kind in KINDS else "easy", name, old.avatar if old.human else i
            )
        elif i == 0:
            seat = SeatChoice("human", "", 0)
        else:
            seat = SeatChoice("medium", BOT_NAMES[i - 1], i)
        seats.append(seat)
    return seats


def keep_pictures_apart(people: list[SeatChoice]) -> None:
    """No two people share a picture: a later seat moves on to the next free one."""
    used: set[int] = set()
    for seat in people:
        seat.avatar = next_free_avatar(seat.avatar, used)
        used.add(seat.avatar)
