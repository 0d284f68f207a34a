"""Leaving the table: the game's menu, and in kid mode only a long press.

Esc, the ☰ button and Esc on the hand-over cover open the game's menu; a restart or a new game
chosen over the cover takes the cover away first. At a child's table the corner house must be
held all the way round (or, where the cover hides the table, the hold-to-leave control), and
closing the window asks for that hold too. Leaving goes to the title screen: the game was
saved after its last move, and Continue resumes it; a workshop's trial goes back to the
screen under the table.
"""

from __future__ import annotations

from game.table.requests import (
    AskLeaveHold,
    DropAbove,
    HoldKey,
    Leave,
    OpenMenu,
    Request,
    ShowHowToLeave,
)
from game.table.session import TableSession


def menu(c: TableSession, *, saved: bool) -> OpenMenu:
    """The game's menu (a round over is dealt no more: no restart)."""
    return OpenMenu(restart=not c.round_over, saved=saved, played=c.rules)


def escape(
    c: TableSession, held_key: int | None, *, kid: bool, over: bool, saved: bool
) -> list[Request]:
    """Esc, the menu button, Esc on the hand-over cover: the menu. In kid mode the corner
    house takes the hold (`held_key`: the key held down, which counts as holding it), or,
    where something is `over` the table (the cover hides it), the hold-to-leave control
    does."""
    if not kid:
        return [menu(c, saved=saved)]
    if over:
        return [AskLeaveHold(held_key)]
    if held_key is not None:
        return [HoldKey(held_key)]
    return [ShowHowToLeave()]


def leave(*, back_below: bool) -> Leave:
    """To the title screen (the game was saved after its last move: Continue resumes it), or,
    for a workshop's trial, to the screen under the table."""
    return Leave("below" if back_below else "title")


def menu_chosen(choice: str, *, back_below: bool) -> list[Request]:
    """A menu opened over the hand-over cover: a restart or a new game takes the cover away
    first (a new deal gets a cover of its own; the New game screen replaces the table)."""
    if choice in ("restart", "new_game"):
        return [DropAbove()]
    if choice == "main_menu":
        return [leave(back_below=back_below)]
    return []
