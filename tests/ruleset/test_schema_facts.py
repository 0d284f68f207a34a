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


def test_the_schemas_effect_kinds_are_the_engines() -> None:
    """Issue 36: nothing tied them, so a kind added to the schema alone passed `check` and the
    workshop and then failed in the engine's compiler. Each kind the format offers, by name or
    with parameters, is one the engine carries out, and each the engine has is offered."""
    from game.engine.effect_kinds import BY_NAME
    from game.ruleset.schema import load_schema

    defs = load_schema()["$defs"]
    by_name, with_parameters = defs["effect"]["anyOf"]
    engine = set(BY_NAME)
    assert set(with_parameters["properties"]) == engine
    assert set(by_name["enum"]) <= engine
    assert {name for name in engine if f"{name}_params" in defs} == engine
    # A bare name stands for the effect at its defaults: only where no parameter is required.
    for name in by_name["enum"]:
        assert not defs[f"{name}_params"].get("required"), name
    # A choose_effect option offers engine kinds too (fewer: none that needs a choice of its own).
    option_by_name, option_with_parameters = defs["option_effect"]["anyOf"]
    assert set(option_by_name["enum"]) <= set(option_with_parameters["properties"]) <= engine
