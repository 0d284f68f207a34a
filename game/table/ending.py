"""A round's end and a match's at the table: when their results open, and what comes after.

Once the last event of a round has been shown, the round's results open over the table (a
child's their own; a grown-up's with Watch again and the game's menu); after them the next
round is dealt, or, the match over, the match's results open, and after those a rematch, the
menu or the title screen. At a table of bots only the results go on by themselves after a
few seconds (never at a child's table).
"""

from __future__ import annotations

from dataclasses import replace

from game.table.options import TableOptions
from game.table.requests import OpenMatchResults, OpenRoundResults, Request
from game.table.results import RoundResult, round_result
from game.table.session import TableSession
from game.table.setup import GameSetup

BOTS_ONLY_WAIT = 4.0  # seconds a bots-only table's results wait before the next round


def auto_continue(setup: GameSetup, options: TableOptions) -> float | None:
    """Seconds the round's results wait before going on by themselves (None: they wait for a
    press): as the options say, else only where nobody plays; never at a child's table."""
    if setup.kid_mode:
        return None
    if options.auto_continue is not None:
        return options.auto_continue
    everyone_bot = not any(seat.human for seat in setup.seats)
    return BOTS_ONLY_WAIT if everyone_bot else None


class Ending:
    def __init__(self, setup: GameSetup, options: TableOptions, *, lesson: bool) -> None:
        self.kid = setup.kid_mode
        self.auto_continue = auto_continue(setup, options)
        self.lesson = lesson  # a guided round: its results say it was one
        self.round_shown = False  # this round's results are open (or were)

    def result(self, c: TableSession, you: int) -> RoundResult | None:
        """The last round's result for its results screen."""
        result = round_result(c, you=you)
        return replace(result, lesson=True) if result is not None and self.lesson else result

    def check(
        self, c: TableSession, you: int, kept: list[dict[str, object]] | None
    ) -> list[Request]:
        """At rest, the table on top: the round's results, once its end has been shown."""
        if not c.round_over or self.round_shown or not c.presented.over:
            return []
        result = self.result(c, you)
        if result is None:
            return []
        self.round_shown = True
        return [OpenRoundResults(result, self.kid, self.auto_continue, kept)]

    def match_results(self, c: TableSession, you: int) -> OpenMatchResults:
        m = c.match
        return OpenMatchResults(
            tuple(c.names),
            tuple(m.totals),
            tuple(m.wins),
            tuple(m.leaders()),
            by_points=c.rules.score_by_points,
            you=you,
            kid=self.kid,
            avatars=tuple(seat.avatar for seat in c.setup.seats),
            highest_first=c.rules.match_winner == "highest_total",
        )
