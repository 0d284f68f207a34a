"""The facts the code takes from the format without reading the schema file: they agree."""

from __future__ import annotations

from game.ruleset.schema import setting_schema
from game.table.setup import MAX_SEATS


def test_the_seat_limit_is_the_formats() -> None:
    players_max = setting_schema("players.max")
    players_min = setting_schema("players.min")
    assert players_max is not None and players_min is not None
    assert players_max["maximum"] == MAX_SEATS
    assert players_min["maximum"] <= MAX_SEATS
