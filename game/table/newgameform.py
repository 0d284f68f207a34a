"""New game's form: every choice the New game screen offers, what each allows now, and the
setup it deals.

The screen (`game.ui.scenes.newgame`) draws the form and turns clicks and keys into its
methods; the form decides. A person picks a ruleset, from the game's own and from their own
files (read off the frame by `rulecache.user_scan()` and taken into the list as they come),
its house rules and match length (`HouseRules`), how many seats and who sits in each
(`SeatChoice`), and who begins where the ruleset lets the table choose. Each change keeps the
rest in step: fewer seats where "Most players" is lowered, no two people with one picture, a
starter who sits at the table. A choice the form does not offer is a ValueError: the screen
offers only what the form allows.

`setup()` is the game as chosen. Before it is dealt, `check()` reads the ruleset file with the
house rules off the frame (a ruleset of 256 cards takes longer than a frame) and `checked()`
hands the setup over once nothing keeps it from the table; otherwise `message` says why, in
the player's words. `remember()` keeps it in the settings as the next New game's default.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.background import Job
from game.i18n import tr
from game.table import prefs, rulecache
from game.table.houserules import Offer
from game.table.newgamerules import HouseRules
from game.table.newgameseats import KINDS, SeatChoice, keep_pictures_apart, name_refusal, seats_from
from game.table.setup import GameSetup, next_free_avatar

if TYPE_CHECKING:
    from game.ruleset.problem import Problem
    from game.workshop import Workshop


def last_game() -> GameSetup | None:
    """The last New game dealt, kept in the settings (None the first time)."""
    return prefs.current().last_setup()


def remember(setup: GameSetup) -> None:
    """Keep `setup` as the next New game's default (without its seed: a new game is new)."""
    prefs.current().new_game = {k: v for k, v in setup.to_dict().items() if k != "seed"}
    prefs.changed()


def _problems(setup: GameSetup) -> list[Problem]:
    """What keeps `setup` from being dealt (none: its rules are made, ready for the table)."""
    from game.ruleset import check_file, find_ruleset

    _doc, problems = check_file(find_ruleset(setup.ruleset), setup.overrides)
    if not problems:
        rulecache.rules(setup.ruleset, setup.overrides or None)
    return list(problems)


class NewGameForm:
    """The choices of one New game, preset to `previous` (None: a first game's)."""

    def __init__(self, previous: GameSetup | None = None) -> None:
        self.previous = previous
        self.scan = rulecache.user_scan()
        self.scanned = 0  # the scan's files taken into `ids` so far
        self.reading = True  # the scan had not finished when its files were last taken
        self.ids = list(rulecache.ids())
        traditional = [i for i in self.ids if rulecache.document(i).get("traditional")]
        # The first time: the traditional game, which a newcomer knows or can ask about.
        wanted = previous.ruleset if previous else (traditional or self.ids)[0]
        first = wanted if wanted in self.ids else self.ids[0]
        self.awaited = wanted if wanted != first else None  # one of the player's, being read
        self.seats = seats_from(previous)
        self.count = len(previous.seats) if previous and previous.seats else 4
        self.starter = 0  # who begins where the table chooses: the first seat, until changed
        self.message = ""  # why the game cannot be dealt, or the workshop not opened
        self.checking: Job[list[Problem]] | None = None
        self._checked: GameSetup | None = None  # the setup `checking` checks
        self.house = self._house_of(first)
        self._settle()
        self.take_scanned()

    # -- the ruleset -----------------------------------------------------------------------
    @property
    def ruleset_id(self) -> str:
        return self.house.ruleset_id

    @property
    def doc(self) -> dict[str, Any]:
        return self.house.doc

    def _house_of(self, ruleset_id: str) -> HouseRules:
        """The ruleset's house rules, as the previous game chose them if it was played with it
        (coming back to it brings them back), else the book's."""
        previous = self.previous
        same = previous is not None and previous.ruleset == ruleset_id
        return HouseRules(ruleset_id, previous.overrides if previous and same else {})

    def choose(self, ruleset_id: str) -> None:
        """Play `ruleset_id` (one of `ids`), with its house rules as the book or the previous
        game has them."""
        if ruleset_id not in self.ids:
            raise ValueError(f"{ruleset_id!r} is not on the list")
        self.awaited = None
        self.house = self._house_of(ruleset_id)
        self._settle()

    def take_scanned(self) -> list[str]:
        """The player's good rulesets read since the last call join `ids` (the ones returned);
        the previous game's own ruleset is chosen once it is in. `reading` says whether more
        may come."""
        finished = self.scan.finished  # first: a file read after this is taken next time
        found = self.scan.found(self.scanned)
        self.scanned += len(found)
        good = [c.path for c in found if c.good]
        self.ids += good
        if self.awaited in good:
            self.choose(self.awaited)
        if finished:
            self.awaited = None  # never found: the player's folder no longer has it
        self.reading = not finished
        return good

    def reread(self) -> bool:
        """After the workshop: the player's folder, if read anew, is taken in again from its
        start. One of the game's own rulesets stays chosen with the choices made; one of the
        player's own (the workshop may have changed its file) is chosen again once the new
        reading finds it, with its house rules as on opening. False: nothing was read anew."""
        scan = rulecache.user_scan()
        if scan is self.scan:
            return False
        self.scan, self.scanned, self.reading = scan, 0, True
        wanted = self.ruleset_id
        self.ids = list(rulecache.ids())
        if wanted not in self.ids:
            self.choose(self.ids[0])
            self.awaited = wanted
        self.take_scanned()
        return True

    # -- house rules and match length ------------------------------------------------------
    def setting(self, path: str) -> Any:
        """A setting as it will be played: the house rule chosen, else the book's."""
        return self.house.setting(path)

    def set_house_rule(self, path: str, value: Any) -> None:
        self.house.choose(path, value)
        self._settle()

    def set_length(self, length: int) -> None:
        self.house.choose_length(length)
        self._settle()

    def explain(self, offer: Offer, value: Any) -> str:
        """A house rule's note at `value`, with the book's choice, in words."""
        return self.house.explain(offer, value)

    # -- seats -----------------------------------------------------------------------------
    @property
    def count_range(self) -> tuple[int, int]:
        """How many may sit at the table: the ruleset's fewest, the house rules' most."""
        return self.house.players()

    def seated(self) -> list[SeatChoice]:
        """The seats at the table, in order."""
        return self.seats[: self.count]

    def people(self) -> list[SeatChoice]:
        return [seat for seat in self.seated() if seat.human]

    def set_count(self, count: int) -> None:
        low, high = self.count_range
        if not low <= count <= high:
            raise ValueError(f"{self.ruleset_id} seats {low} to {high} players, not {count}")
        self.count = count
        self._settle()

    def _at_table(self, index: int) -> SeatChoice:
        if not 0 <= index < self.count:
            raise ValueError(f"seat {index + 1} is not at the table")
        return self.seats[index]

    def set_kind(self, index: int, kind: str) -> None:
        """A person or a bot of a level (`KINDS`) on seat `index`."""
        if kind not in KINDS:
            raise ValueError(f"a seat is one of {', '.join(KINDS)}, not {kind!r}")
        self._at_table(index).kind = kind
        self._settle()

    def rename(self, index: int, name: str) -> None:
        """The name typed for seat `index` ("": its default, in the reader's language)."""
        refusal = name_refusal(name)
        if refusal is not None:
            raise ValueError(refusal)
        self._at_table(index).name = name
        self._settle()

    def next_avatar(self, index: int) -> None:
        """The person on seat `index` takes the next picture nobody else has."""
        seat = self._at_table(index)
        if not seat.human:
            raise ValueError(f"seat {index + 1} is a bot: only a person has a picture")
        taken = {other.avatar for other in self.people() if other is not seat}
        seat.avatar = next_free_avatar(seat.avatar + 1, taken)

    def seat_name(self, index: int) -> str:
        """Seat `index` as the starter's choice names it."""
        return self.seats[index].seat().shown_name(index)

    # -- who begins ------------------------------------------------------------------------
    @property
    def chooses_starter(self) -> bool:
        """Whether the table chooses who begins (the ruleset or a house rule says so)."""
        return bool(self.setting("rules.first_player") == "chosen")

    def set_starter(self, index: int) -> None:
        if not 0 <= index < self.count:
            raise ValueError(f"seat {index + 1} is not at the table")
        self.starter = index

    def _settle(self) -> None:
        """After a change: the seats within the ruleset's range, a starter at the table, no
        two people with one picture, and no word left about a game before the change."""
        low, high = self.count_range
        self.count = min(high, max(low, self.count))
        self.starter = min(self.starter, self.count - 1)
        keep_pictures_apart(self.people())
        self.message = ""

    # -- the game --------------------------------------------------------------------------
    def setup(self) -> GameSetup:
        """The game as chosen."""
        return GameSetup(
            ruleset=self.ruleset_id,
            overrides=self.house.overrides(),
            seats=[seat.seat() for seat in self.seated()],
            starter=self.starter if self.chooses_starter else None,
        )

    def check(self) -> bool:
        """Begin checking `setup()` off the frame (False: a check is running already)."""
        if self.checking is not None:
            return False
        setup = self._checked = self.setup()
        self.checking = Job(lambda _say: _problems(setup), name="new-game-check")
        return True

    def checked(self) -> GameSetup | None:
        """The setup checked, once its check found nothing to keep it from the table. None
        while the check runs (`checking`), and after it found a problem, which `message` then
        says. A failure of the check itself, not of the ruleset, is a RuntimeError."""
        job, setup = self.checking, self._checked
        if job is None or not job.done or setup is None:
            return None
        self.checking = self._checked = None
        if job.exception is not None:
            from game.ruleset import RulesetError

            if not isinstance(job.exception, (RulesetError, OSError)):
                raise RuntimeError(f"checking the new game failed:\n{job.error}")
            self.message = tr("common.cannot_read", problem=str(job.exception))
            return None
        if job.result:
            self.message = tr("newgame.invalid", problem=job.result[0].localized())
            return None
        return setup

    def workshop(self) -> Workshop | None:
        """The workshop on the chosen ruleset: a copy of one of the game's own, or the player's
        own file to edit in place. None when the file cannot be opened; `message` says why."""
        from game.workshop import KeepError, Workshop

        try:
            if self.ruleset_id in rulecache.ids():
                return Workshop.start_from(self.ruleset_id)
            return Workshop.open(Path(self.ruleset_id))
        except KeepError as error:
            self.message = tr(error.message.key, **dict(error.message.params))
            return None
