"""Leaving the table: the game's menu, and in kid mode only a long press.

Esc, the ☰ button and Esc on the hand-over cover open the game's menu; a restart or a new game
chosen over the cover takes the cover away first. At a child's table the corner house must be
held all the way round (or, where the cover hides the table, the hold-to-leave control), and
closing the window asks for that hold too. Leaving goes to the title screen: the game was
saved after its last move, and Continue resumes it.
"""

from __future__ import annotations

from typing import Protocol

from game.table.options import TableOptions
from game.ui.scenes import hold_to_leave
from game.ui.table.menubutton import MenuButton
from game.ui.table.passplay import PassPlay
from game.ui.table.views import AtTable, OnStack


class LeavingTable(AtTable, OnStack, Protocol):
    """What leaving needs of the table: its place on the stack, its set-up and its session."""

    @property
    def passplay(self) -> PassPlay: ...
    @property
    def menu_button(self) -> MenuButton: ...
    @property
    def autosave(self) -> bool: ...
    @property
    def options(self) -> TableOptions: ...
    def close(self) -> None: ...
    def restart_round(self) -> None: ...


class Leaving:
    def __init__(self, table: LeavingTable) -> None:
        self.table = table

    def open_menu(self) -> None:
        table = self.table
        assert table.app is not None
        over = table.session is not None and table.session.round_over
        table.app.scenes.open(
            "game_menu",
            table.setup,
            on_restart=None if over else table.restart_round,  # a round over is dealt no more
            on_choice=self._menu_chosen,
            saved=table.autosave,
            played=table.session.rules if table.session is not None else None,
        )

    def _menu_chosen(self, choice: str) -> None:
        """A menu opened over the hand-over cover: a restart or a new game takes the cover away
        first (a new deal gets a cover of its own; the New game screen replaces the table)."""
        if choice in ("restart", "new_game"):
            self._drop_above()
        elif choice == "main_menu":
            self.leave()

    def _drop_above(self) -> None:
        """Take the scenes above the table off the stack without their results."""
        app = self.table.app
        assert app is not None
        app.scenes.drop_above(self.table)
        self.table.passplay.covered = False

    def escape(self, held_key: int | None = None) -> None:
        """Esc, the menu button, Esc on the hand-over cover: the menu. In kid mode the corner
        house takes the hold (`held_key`: the key held down, which counts as holding it), or,
        where the cover hides the table, the hold-to-leave control does."""
        table = self.table
        if not table.setup.kid_mode:
            self.open_menu()
        elif table.passplay.covered or (
            table.app is not None and table.app.scenes.top is not table
        ):
            self.ask_leave(held_key=held_key)
        elif held_key is not None:
            table.menu_button.hold_key(held_key)
        else:
            table.menu_button.show_how()

    def held(self) -> None:
        """The corner house was held all the way round: the child's game is left (saved)."""
        app = self.table.app
        if app is not None and app.scenes.top is self.table:
            self.leave()

    def ask_leave(self, *, held_key: int | None = None) -> None:
        app = self.table.app
        assert app is not None
        if app.scenes.find("hold_to_leave") is not None:
            return
        app.scenes.push(hold_to_leave(held_key=held_key), self._leave_chosen)

    def _leave_chosen(self, leave: bool | None) -> None:
        if leave is True:
            self.leave()

    def leave(self) -> None:
        """To the title screen (the game was saved after its last move: Continue resumes it),
        or, for a workshop's trial (`TableOptions.back_below`), to the screen under the table."""
        app = self.table.app
        assert app is not None
        self.table.close()
        if self.table.options.back_below and len(app.scenes) > 1:
            self._drop_above()
            app.scenes.pop()
            return
        app.scenes.clear(app.scenes.make("title"))

    def close_request(self) -> bool:
        """Closing the window in kid mode shows the long press instead of quitting."""
        if not self.table.setup.kid_mode or self.table.app is None:
            return False
        self.escape()
        return True
