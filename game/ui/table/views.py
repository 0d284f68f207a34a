"""What the table's parts see of the table: small protocols they are built from.

Each part of the table (the play, pass-and-play, the tips, the drawing...) names what it reads
of the table in a protocol of its own, made of these and of what only it needs, so none of
them takes the whole scene (the way `anim.Places` asks only for places).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.table.presented import Presented
from game.table.session import TableSession
from game.table.setup import GameSetup
from game.ui.app import App
from game.ui.art.look import CardImages
from game.ui.table.hand import HandView
from game.ui.table.layout import TableLayout
from game.ui.table.seats import SeatInfo


class AtTable(Protocol):
    """The session played and the seat the screen shows it from."""

    @property
    def session(self) -> TableSession | None: ...
    @property
    def viewer(self) -> int: ...


class OnStack(Protocol):
    """The scene stack the table is on, and the game's set-up (a child's table or not)."""

    @property
    def app(self) -> App | None: ...
    @property
    def setup(self) -> GameSetup: ...
    @property
    def kid(self) -> bool: ...


class InSight(Protocol):
    """What the table shows now, where, and the viewer's hand."""

    @property
    def layout(self) -> TableLayout | None: ...
    @property
    def model(self) -> Presented: ...
    @property
    def hand(self) -> HandView: ...


class Pictured(Protocol):
    """The seats' plates and the card pictures (painted while `loading`)."""

    @property
    def infos(self) -> Sequence[SeatInfo]: ...
    @property
    def images(self) -> CardImages: ...
    @property
    def loading(self) -> bool: ...
