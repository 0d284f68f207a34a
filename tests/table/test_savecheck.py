"""Damaged saves and settings: each is refused before use, moved aside with a notice, and the
game goes on with nothing else lost — never a crash, never twice."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import userdirs
from game.bots import make_bot
from game.bots.session import deal_to, seat_rngs, step
from game.engine import Match
from game.ruleset import load_rules
from game.table import prefs, savegame
from game.table.setup import GameSetup
from tests.helpers import draws

pytestmark = pytest.mark.usefixtures("own_folders")  # tests/conftest.py


def a_save(ruleset: str = "noris", players: int = 4, decisions: int = 30) -> dict[str, Any]:
    """A real save of a bots' match a few decisions in, as plain JSON data."""
    setup = GameSetup.single_player(ruleset, players=players, level="medium")
    setup.seed = 5
    rules = load_rules(ruleset)
    bots = [make_bot(seat.level) for seat in setup.seats]
    match = Match(rules, players, setup.seed)
    rngs, table_rng = seat_rngs(setup.seed, players)
    state, events = match.start_round()
    deal_to(bots, state, events)
    for _ in range(decisions):
        if state.over:
            break
        step(state, bots, rngs, table_rng)
    saved = savegame.SavedGame(
        setup=setup,
        match=match,
        state=state,
        bots={k: bots[k].memory() for k in range(1, players)},
        rngs={"table": table_rng},
        extra={"clock": 12.5, "decisions": decisions},
    )
    data: dict[str, Any] = json.loads(json.dumps(saved.to_dict()))
    return data


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split("/")
        node: Any = data
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return change


def _duplicate_a_card(data: dict[str, Any]) -> None:
    data["state"]["draw"].append(data["state"]["draw"][0])


def _classic_under_noris(data: dict[str, Any]) -> None:
    other = a_save("classic", players=4)
    data["ruleset"] = other["ruleset"]


def _noris_state_under_classic(data: dict[str, Any]) -> None:
    data["state"] = a_save("noris")["state"]
    data["ruleset"] = a_save("classic")["ruleset"]


def _finished_without_result(data: dict[str, Any]) -> None:
    data["state"]["over"] = True
    data["state"]["phase"] = 7


def _two_player_match(data: dict[str, Any]) -> None:
    data["match"]["players"] = 2
    data["match"]["totals"] = [0, 0]
    data["match"]["wins"] = [0, 0]


DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "hands as text": _set("state/hands", "red:7 blue:3"),
    "a card type that does not exist": _set("state/draw/0", 250),
    "a hand mask with bit 200": _set("state/masks/0", 1 << 200),
    "top card 999": _set("state/top", 999),
    "a skip chain of 10^9": _set("state/chain", 10**9),
    "turn 7 at a 4-seat table": _set("state/turn", 7),
    "phase 99": _set("state/phase", 99),
    "no seats": _set("setup/seats", []),
    "a finished round without a result": _finished_without_result,
    "clock soon": _set("extra/clock", "soon"),
    "decisions as a list": _set("extra/decisions", [1, 2]),
    "bot memory of the wrong shape": _set("bots/1", {"colour": "red", "lacks": "all"}),
    "an unknown bot level": _set("setup/seats/1/level", "genius"),
    "a noris state under the classic ruleset": _noris_state_under_classic,
    "another ruleset's document": _classic_under_noris,
    "a duplicated card": _duplicate_a_card,
    "a negative count": _set("state/hands/0/3", -1),
    "a pending draw of 10^18": _set("state/pend", 10**18),
    "a million-card draw pile": _set("state/draw", [0] * 1_000_000),
    "a 2-player match at a 4-seat table": _two_player_match,
    "a NUL in a seat name": _set("setup/seats/0/name", "Mi\x00a"),
    "a ruleset digest that does not fit": _set("ruleset/digest", "sha256:" + "0" * 64),
    "a log line that is a number": _set("log", [{"en": "Ben draws a card"}, 7]),
    "a log line in no language": _set("log", [{}]),
    "a log line in an unknown language": _set("log", [{"xx": "Ben draws a card"}]),
    "a log line's words a number": _set("log", [{"en": "Ben draws a card", "de": 7}]),
    "a log of a million lines": _set("log", [{"en": "x"}] * 1_000_000),
    "a save of a newer version": _set("format", 99),
    "not a save at all": _set("kind", "something-else"),
}
TEXTS = {
    "NaN": lambda text: text.replace('"clock": 12.5', '"clock": NaN'),
    "Infinity": lambda text: text.replace('"clock": 12.5', '"clock": Infinity'),
    "a number above 1e308": lambda text: text.replace('"clock": 12.5', '"clock": 1e999'),
    "200,000-deep nesting": lambda text: (
        text[:-2] + ', "deep": ' + "[" * 200_000 + "]" * 200_000 + "}\n"
    ),
    "cut short": lambda text: text[: len(text) // 2],
}


def _assert_set_aside(folder: Path) -> None:
    assert savegame.read() is None
    assert not savegame.path().exists()
    assert list(savegame.path().parent.glob("save.damaged-*.json"))
    assert userdirs.notices(), "the title says so"


@pytest.mark.parametrize("name", DAMAGE)
def test_a_damaged_save_is_set_aside_with_a_notice(name, own_folders):
    data = a_save()
    DAMAGE[name](data)
    savegame.write_dict(data)
    _assert_set_aside(own_folders)


@pytest.mark.parametrize("name", TEXTS)
def test_a_damaged_save_file_is_set_aside_with_a_notice(name, own_folders):
    text = json.dumps(a_save(), indent=1)
    savegame.write_dict({})
    savegame.path().write_text(TEXTS[name](text), encoding="utf-8")
    _assert_set_aside(own_folders)


def test_a_good_save_reads_back_and_resumes_with_the_rules_it_was_saved_with():
    data = a_save("abacus", players=3)
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and game.state.rules.id == "abacus"
    assert not userdirs.notices()


def test_an_older_save_is_migrated_to_carry_its_ruleset():
    data = a_save()
    del data["ruleset"]
    data["format"] = 2
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and savegame.SavedGame.to_dict(game)["ruleset"]["digest"]


def test_a_fifo_is_not_read_as_a_save(own_folders):
    import os

    savegame.path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(savegame.path())
    assert savegame.read() is None  # and no hang: it is never opened


@pytest.mark.parametrize(
    "text",
    [
        '{"volume": 1e999}',
        '{"language": ' + "[" * 100_000 + "]" * 100_000 + "}",
        '{"volume": NaN}',
    ],
)
def test_damaged_settings_fall_back_to_defaults_and_the_game_starts(text, own_folders):
    prefs.path().parent.mkdir(parents=True, exist_ok=True)
    prefs.path().write_text(text, encoding="utf-8")
    loaded = prefs.load()
    assert loaded.volume == prefs.Prefs().volume
    assert userdirs.notices() and not prefs.path().exists()


@pytest.mark.parametrize(
    "new_game",
    [
        {"ruleset": "noris", "seats": [{"name": "Mi\x00a"}, {"name": "Ben"}]},
        {"ruleset": "noris", "overrides": {"match.rounds": {"x": 1}}, "seats": []},
        {"ruleset": "noris", "seats": "everyone"},
    ],
)
def test_a_bad_last_game_in_the_settings_is_forgotten(new_game):
    assert prefs.Prefs.from_dict({"new_game": new_game}).last_setup() is None


def test_stale_temporary_files_of_a_dead_writer_are_removed(tmp_path):
    (tmp_path / ".save.json.999999.tmp").write_text("{")
    (tmp_path / f".save.json.{__import__('os').getpid()}.tmp").write_text("{")
    removed = userdirs.clean_stale_temporaries(tmp_path)
    assert [p.name for p in removed] == [".save.json.999999.tmp"]


def test_a_damaged_save_in_a_read_only_folder_is_reported_as_kept(own_folders, monkeypatch):
    """A read-only folder (simulated: the tests run as root, who may write anywhere): the file
    cannot be moved aside, and the notice says it is still there rather than "set aside"."""
    savegame.write_dict({"kind": "something-else"})

    def read_only(_src: object, _dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(userdirs.os, "replace", read_only)
    assert savegame.read() is None
    assert savegame.path().exists()
    assert "could not be moved aside" in userdirs.notices()[0]


def test_a_bad_settings_key_falls_back_to_its_default_with_a_notice(own_folders):
    prefs.path().parent.mkdir(parents=True, exist_ok=True)
    prefs.path().write_text('{"volume": "loud", "muted": true, "card_size": "huge"}')
    loaded = prefs.load()
    assert loaded.muted is True and loaded.volume == prefs.Prefs().volume
    assert loaded.card_size == "medium"
    (text,) = userdirs.notices()
    assert "card_size, volume" in text and prefs.path().exists()


def test_a_save_before_the_log_is_migrated_with_an_empty_log():
    data = a_save()
    del data["log"]
    data["format"] = 3
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and game.log == []


def test_a_save_of_one_language_log_lines_reads_them_alike_in_each_language():
    """Format 4 kept each line as said then: the same words stand in every language."""
    data = a_save()
    data["log"] = ["Ben draws a card", "Anna plays the 7"]
    data["format"] = 4
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None
    assert game.log[1] == {
        "en": "Anna plays the 7",
        "de": "Anna plays the 7",
        "sv": "Anna plays the 7",
    }


def test_a_temporary_of_a_long_name_stays_a_legal_name_and_is_cleaned(tmp_path: Path) -> None:
    """A name near the system's 255 bytes is written through a short temporary name whose pid
    `clean_stale_temporaries` still reads (issue 32, case 11)."""
    import os

    from game.userdirs import NAME_BYTES, clean_stale_temporaries, temporary_for, write_text

    long = tmp_path / ("ü" * 125 + ".json")  # 255 bytes
    write_text(long, "{}")
    assert long.read_text(encoding="utf-8") == "{}"
    tmp = temporary_for(long)
    assert tmp.parent == long.parent and len(os.fsencode(tmp.name)) <= NAME_BYTES
    dead = tmp.with_name(tmp.name.replace(f".{os.getpid()}.", ".999999999."))
    dead.write_text("{")
    assert clean_stale_temporaries(tmp_path) == [dead]


# 190,000 ranks made a 7.1 MB save that took minutes to refuse (issue 32, case 12); `make
# quick` refuses 20,000, as far past what a ruleset may hold.
RANKS = draws(190_000, quick=20_000)


@pytest.mark.parametrize(
    ("grow", "words"),
    [
        (
            lambda doc: doc["ranks"].update({f"r{k}": {"kind": "number"} for k in range(RANKS)}),
            f"{RANKS + 14} ranks are too many",
        ),
        (lambda doc: doc.update(extra=[[0] * 1000] * 200), "more than 100000 values"),
    ],
    ids=["ranks", "values"],
)
def test_a_save_whose_rules_are_too_big_is_refused_before_the_schema(
    own_folders, monkeypatch, grow, words
):
    """A save's embedded rules within the file's 8 MB but past what any ruleset holds are
    refused by counting, before the schema's checks (a tenth of a millisecond a value) see
    a single value of them."""
    import importlib

    from game.ruleset.identity import canonical_json, digest_of

    data = a_save()
    doc = data["ruleset"]["document"]
    grow(doc)
    data["ruleset"]["digest"] = digest_of(canonical_json(doc))
    text = json.dumps(data, separators=(",", ":"))
    schema_calls: list[object] = []
    monkeypatch.setattr(
        importlib.import_module("game.ruleset.validate"),
        "schema_findings",
        lambda *args: schema_calls.append(args) or iter(()),
    )
    with pytest.raises(savegame.SaveError, match=words):
        savegame.SavedGame.from_dict(json.loads(text))
    savegame.write_dict({})
    savegame.path().write_text(text, encoding="utf-8")
    assert savegame.path().stat().st_size < userdirs.MAX_FILE_BYTES
    _assert_set_aside(own_folders)
    assert schema_calls == []


def a_save_in_a_stage() -> dict[str, Any]:
    """A save of classic with its house rule D-36 (a 9: every player passes a card left),
    taken while a stage waits for the players' choices."""
    from random import Random

    from game.engine import apply, legal_actions
    from game.engine.state import STAGE

    setup = GameSetup.single_player("classic", players=4, level="easy")
    setup.overrides = {"ranks.9.effects": ["pass_card_left"]}
    rules = load_rules("classic", overrides=setup.overrides)
    bots = [make_bot(seat.level) for seat in setup.seats]
    rng = Random(3)
    for seed in range(50):
        setup.seed = seed
        match = Match(rules, 4, seed)
        state, events = match.start_round()
        while not state.over and not (state.phase == STAGE and state.stage[2]):
            apply(state, rng.choice(legal_actions(state)))
        if not state.over:
            break
    assert state.phase == STAGE, "no stage with a choice made in 50 rounds"
    deal_to(bots, state, events)
    saved = savegame.SavedGame(
        setup=setup,
        match=match,
        state=state,
        bots={k: bots[k].memory() for k in range(1, 4)},
        rngs={"table": Random(1)},
        extra={"clock": 1.0, "decisions": 10},
    )
    data: dict[str, Any] = json.loads(json.dumps(saved.to_dict()))
    return data


def test_a_save_in_a_stage_reads_back_with_its_stage():
    data = a_save_in_a_stage()
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and game.state.stage is not None
    assert game.state.stage == tuple(
        tuple(tuple(c) for c in part) if i == 2 else tuple(part) if i == 1 else part
        for i, part in enumerate(data["state"]["stage"])
    )
    assert not userdirs.notices()


STAGE_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "a stage outside its phase": _set("state/phase", 0),
    "a stage of an effect that opens none": _set("state/stage/0", 1),
    "a stage asking a seat not at the table": _set("state/stage/1/0", 9),
    "a stage not asking the seat to act": lambda data: data["state"]["stage"][1].reverse(),
    "a stage's choice of the wrong shape": _set("state/stage/2", [[0]]),
}


@pytest.mark.parametrize("name", STAGE_DAMAGE)
def test_a_damaged_stage_is_set_aside_with_a_notice(name, own_folders):
    data = a_save_in_a_stage()
    STAGE_DAMAGE[name](data)
    savegame.write_dict(data)
    _assert_set_aside(own_folders)


def a_save_in_a_group() -> dict[str, Any]:
    """A save of classic with house rule D-33 (sets and runs), taken while a seat lays several
    cards in one play and may add another or end it."""
    from random import Random

    from game.engine import apply, legal_actions
    from game.engine.state import GROUP

    setup = GameSetup.single_player("classic", players=4, level="easy")
    setup.overrides = {"rules.groups.same_rank.enabled": True, "rules.groups.run.enabled": True}
    rules = load_rules("classic", overrides=setup.overrides)
    bots = [make_bot(seat.level) for seat in setup.seats]
    rng = Random(3)
    for seed in range(50):
        setup.seed = seed
        match = Match(rules, 4, seed)
        state, events = match.start_round()
        while not state.over and state.phase != GROUP:
            apply(state, rng.choice(legal_actions(state)))
        if not state.over:
            break
    assert state.phase == GROUP, "no group being laid in 50 rounds"
    deal_to(bots, state, events)
    saved = savegame.SavedGame(
        setup=setup,
        match=match,
        state=state,
        bots={k: bots[k].memory() for k in range(1, 4)},
        rngs={"table": Random(1)},
        extra={"clock": 1.0, "decisions": 10},
    )
    data: dict[str, Any] = json.loads(json.dumps(saved.to_dict()))
    return data


def test_a_save_while_a_group_is_laid_reads_back_with_its_group():
    from game.engine import legal_actions

    data = a_save_in_a_group()
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and game.state.group == tuple(data["state"]["group"])
    assert game.state.group and legal_actions(game.state)
    assert not userdirs.notices()


GROUP_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "a group outside its phase": _set("state/phase", 0),
    "its phase without a group": _set("state/group", []),
    "a group of one colour and no card": lambda data: data["state"]["group"].__delitem__(
        slice(1, None)
    ),
    "a group holding a draw": _set("state/group/1", 2),
    "a group holding a card the ruleset lacks": _set("state/group/1", 1 | 200 << 4),
    "a group not ending in the top card": lambda data: data["state"]["group"].append(
        data["state"]["group"][1] ^ 1 << 4
    ),
    "a group with a huge list": _set("state/group", [0] * 100_000),
}


@pytest.mark.parametrize("name", GROUP_DAMAGE)
def test_a_damaged_group_is_set_aside_with_a_notice(name, own_folders):
    data = a_save_in_a_group()
    GROUP_DAMAGE[name](data)
    savegame.write_dict(data)
    _assert_set_aside(own_folders)


def a_save_with_waiting_turns() -> dict[str, Any]:
    """A save of abacus with house rule D-53 (`skip.stacked: one_waits`), taken while a seat
    still owes turns for stacked skips."""
    from random import Random

    from game.engine import apply, legal_actions

    setup = GameSetup.single_player("abacus", players=4, level="easy")
    setup.overrides = {"ranks.skip.effects.0.skip.stacked": "one_waits"}
    rules = load_rules("abacus", overrides=setup.overrides)
    bots = [make_bot(seat.level) for seat in setup.seats]
    rng = Random(3)
    for seed in range(200):
        setup.seed = seed
        match = Match(rules, 4, seed)
        state, events = match.start_round()
        while not state.over and not state.waits:
            apply(state, rng.choice(legal_actions(state)))
        if not state.over:
            break
    assert state.waits, "no seat waiting in 200 rounds"
    deal_to(bots, state, events)
    saved = savegame.SavedGame(
        setup=setup,
        match=match,
        state=state,
        bots={k: bots[k].memory() for k in range(1, 4)},
        rngs={"table": Random(1)},
        extra={"clock": 1.0, "decisions": 10},
    )
    data: dict[str, Any] = json.loads(json.dumps(saved.to_dict()))
    return data


def test_a_save_with_waiting_turns_reads_back_with_them():
    data = a_save_with_waiting_turns()
    savegame.write_dict(data)
    game = savegame.read()
    assert game is not None and game.state.waits == tuple(data["state"]["waits"])
    assert not userdirs.notices()


WAITS_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "waiting turns for fewer seats": lambda data: data["state"]["waits"].pop(),
    "waiting turns all none": lambda data: data["state"].update(waits=[0, 0, 0, 0]),
    "waiting turns below none": _set("state/waits/0", -1),
}


@pytest.mark.parametrize("name", WAITS_DAMAGE)
def test_damaged_waiting_turns_are_set_aside_with_a_notice(name, own_folders):
    data = a_save_with_waiting_turns()
    WAITS_DAMAGE[name](data)
    savegame.write_dict(data)
    _assert_set_aside(own_folders)
