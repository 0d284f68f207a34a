"""A round's end and a match's at the table: the results screens, and what comes after them.

Once the last event of a round has been shown, the round's results open over the table (a
child's their own; a grown-up's with Watch again and the game's menu); after them the next
round is dealt, or, the match over, the match's results open, and after those a rematch, the
menu or the title screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.engine.rules import Rules
from game.table.options import TableOptions
from game.table.replaying import opening_records
from game.table.results import RoundResult
from game.ui.art.look import CardImages
from game.ui.scene import Modal
from game.ui.scenes import kid_match_end, kid_round_end, match_end, round_end
from game.ui.table.menubutton import MenuButton
from game.ui.table.sitting import Sitting
from game.ui.table.views import AtTable, OnStack


class EndsTable(AtTable, OnStack, Protocol):
    """What the results are opened from, and the table's own answers after them."""

    round_shown: bool  # this round's results are open (or were)

    @property
    def rules(self) -> Rules: ...
    @property
    def images(self) -> CardImages: ...
    @property
    def options(self) -> TableOptions: ...
    @property
    def auto_continue(self) -> float | None: ...
    @property
    def menu_button(self) -> MenuButton: ...
    @property
    def sitting(self) -> Sitting: ...
    def round_result(self) -> RoundResult | None: ...
    def you(self) -> int: ...
    def rematch(self) -> None: ...
    def close(self) -> None: ...
    def dismiss(self) -> None: ...


class RoundEnds:
    def __init__(self, table: EndsTable) -> None:
        self.table = table

    def check(self) -> None:
        """At rest: the round's results, once its end has been shown."""
        table = self.table
        c = table.session
        assert c is not None and table.app is not None
        if not c.round_over or table.round_shown or not c.presented.over:
            return
        result = table.round_result()
        if result is None:
            return
        table.round_shown = True
        rules, images, speed = table.rules, table.images, table.options.speed
        auto = table.auto_continue
        results: Modal[str]  # the button chosen
        if table.setup.kid_mode:
            results = kid_round_end(rules, result, images=images, auto_continue=auto, speed=speed)
        else:  # a grown-up's: Watch again, and the ☰ (or Esc) for the game's menu
            results = round_end(
                rules,
                result,
                images=images,
                auto_continue=auto,
                speed=speed,
                watch=self._watch_again(),
                menu=table.menu_button,
            )
        table.app.scenes.push(results, self._after_round)

    def _watch_again(self) -> Callable[[], None] | None:
        """Opens the round just played in a replay, every hand open (None: none was kept)."""
        keeper = self.table.sitting.keeper
        records = keeper.last if keeper is not None else None
        if records is None:
            return None

        def watch() -> None:
            # Re-driving a long round takes a second or two: on a thread, behind a progress
            # line; a round that cannot be re-driven shows nothing, the results stay.
            assert self.table.app is not None
            self.table.app.scenes.open("replay_opening", opening_records(records))

        return watch

    def _after_round(self, choice: str | None) -> None:
        table = self.table
        c = table.session
        assert c is not None and table.app is not None
        if choice in ("rematch", "menu"):  # a guided round's end: no match to sum up
            self.after_match(choice)
            return
        if c.match.over:
            m = c.match
            sums = (tuple(c.names), tuple(m.totals), tuple(m.wins), tuple(m.leaders()))
            by_points, speed, you = table.rules.score_by_points, table.options.speed, table.you()
            end: Modal[str]
            if table.setup.kid_mode:
                avatars = tuple(seat.avatar for seat in table.setup.seats)
                end = kid_match_end(
                    *sums, by_points=by_points, speed=speed, you=you, avatars=avatars
                )
            else:
                end = match_end(*sums, by_points=by_points, speed=speed, you=you)
            table.app.scenes.push(end, self.after_match)
            return
        table.round_shown = False
        c.start_round()

    def after_match(self, choice: str | None) -> None:
        table = self.table
        if choice == "rematch":
            table.rematch()
        elif table.app is not None and len(table.app.scenes) > 1:
            table.close()
            table.dismiss()
        else:  # the table was opened on its own: the title screen takes its place
            assert table.app is not None
            table.app.scenes.replace(table.app.scenes.make("title"))
