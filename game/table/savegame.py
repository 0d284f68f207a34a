"""A game in progress as JSON: the setup, the match, the round's whole state, the bots' memory
and every random generator, so a resumed game goes on event for event as it would have.

The file carries a `format` number; older formats are migrated step by step (`MIGRATIONS`),
newer or foreign ones are refused. It is written atomically (`game.userdirs.write_json`) and
read without pickle: a damaged or foreign file is moved aside with a notice for the screen and
the game starts as if there were none.

The state's one non-plain field, the pending effect, is stored as where it sits in the compiled
rules — `[rank, index]`, or `[rank, index, option, index]` inside a choose-effect card — and
looked up again when loading, so the resumed state shares the rules' own effect objects.

>>> from game.ruleset import load_rules
>>> from game.engine import Match
>>> rules = load_rules("classic")
>>> state, _events = Match(rules, 3, seed=7).start_round()
>>> again = state_from_dict(rules, state_to_dict(state))
>>> state_to_dict(again) == state_to_dict(state)
True
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from game.engine.effects import Effect
from game.engine.match import Match
from game.engine.rules import Rules
from game.engine.state import FIELD_NAMES, Outcome, State
from game.files import screen_text
from game.i18n import LANGUAGES
from game.table.savecheck import (
    MAX_LOG_LINE,
    MAX_LOG_LINES,
    SaveError,
    check_bots,
    check_round,
    check_shape,
)
from game.table.setup import GameSetup

FORMAT = 5
KIND = "maumau-save"
# Fields stored as they are; the others are stored by the functions below (the rules by the
# setup, the pending effect by where it sits in them, the revealed cards, a trade, a group,
# a stage, the waiting turns and the seats out as lists).
_SPECIAL = (
    "rules",
    "pend_effect",
    "revealed",
    "trade",
    "result",
    "group",
    "stage",
    "waits",
    "finished",
    "challenge",
)
_PLAIN = tuple(name for name in FIELD_NAMES if name not in _SPECIAL)
_MATCH = (
    "players",
    "seed",
    "dealer",
    "starter",
    "rounds_played",
    "totals",
    "wins",
    "last_starter",
    "redeals",
)


def effect_path(rules: Rules, effect: Effect | None) -> list[int] | None:
    """Where `effect` sits in the compiled rules (by identity, else by equality)."""
    if effect is None:
        return None
    for same in (lambda e: e is effect, lambda e: e == effect):
        for rank, effects in enumerate(rules.rank_effects):
            for i, own in enumerate(effects):
                if same(own):
                    return [rank, i]
                for o, option in enumerate(getattr(own, "options", ()) or ()):
                    for j, inner in enumerate(option):
                        if same(inner):
                            return [rank, i, o, j]
    raise SaveError(f"the pending effect {effect!r} is not in the ruleset")


def effect_at(rules: Rules, path: list[int] | None) -> Effect | None:
    if path is None:
        return None
    try:
        effect = rules.rank_effects[path[0]][path[1]]
        if len(path) == 4:
            effect = effect.options[path[2]][path[3]]
    except (IndexError, TypeError, AttributeError) as error:
        raise SaveError(f"no effect at {path} in the ruleset") from error
    return effect


def state_to_dict(state: State) -> dict[str, Any]:
    data = {name: getattr(state, name) for name in _PLAIN}
    result = state.result  # written as the mapping it always was, after the plain fields
    data["result"] = (
        None
        if result is None
        else {"winner": result.winner, "scores": list(result.scores), "blocked": result.blocked}
    )
    data["pend_effect"] = effect_path(state.rules, state.pend_effect)
    data["revealed"] = None if state.revealed is None else [list(r) for r in state.revealed]
    data["group"] = list(state.group)
    data["finished"] = list(state.finished)
    data["challenge"] = state.challenge
    data["waits"] = list(state.waits)
    trade = state.trade
    data["trade"] = (
        None if trade is None else [trade[0], trade[1], trade[2], list(trade[3]), trade[4]]
    )
    stage = state.stage
    data["stage"] = (
        None
        if stage is None
        else [stage[0], list(stage[1]), [list(c) for c in stage[2]], *stage[3:]]
    )
    return dict(_jsonable(data))


def state_from_dict(rules: Rules, data: dict[str, Any]) -> State:
    state = State.__new__(State)
    state.rules = rules
    for name in _PLAIN:
        setattr(state, name, data[name])
    state.pend_effect = effect_at(rules, data["pend_effect"])
    state.group = tuple(data.get("group", ()))
    state.finished = tuple(data.get("finished", ()))
    state.challenge = int(data.get("challenge", -1))  # new in the format: none open
    state.waits = tuple(data.get("waits", ()))  # a save from before waiting turns has none
    revealed = data["revealed"]
    state.revealed = None if revealed is None else [tuple(r) for r in revealed]
    result = data["result"]
    state.result = (
        None
        if result is None
        else Outcome(int(result["winner"]), tuple(result["scores"]), bool(result["blocked"]))
    )
    trade = data["trade"]
    if trade is not None:
        # A save from before a trade carried its fine has four items: no fine waits.
        fine = trade[4] if len(trade) > 4 else -1
        state.trade = (trade[0], trade[1], trade[2], tuple(trade[3]), fine)
    else:
        state.trade = None
    stage = data.get("stage")  # a save from before the stage has none
    state.stage = (
        None
        if stage is None
        else (
            stage[0],
            tuple(stage[1]),
            tuple((c[0], c[1]) for c in stage[2]),
            stage[3],
            stage[4],
            stage[5],
        )
    )
    state._legal_seat = -1
    state._legal = None
    return state


def match_to_dict(match: Match) -> dict[str, Any]:
    data = {name: getattr(match, name) for name in _MATCH}
    data["history"] = [list(h) for h in match.history]
    return dict(_jsonable(data))


def match_from_dict(rules: Rules, data: dict[str, Any]) -> Match:
    match = Match(rules, data["players"], data["seed"])
    for name in _MATCH:
        setattr(match, name, data[name])
    match.history = [tuple(h) for h in data["history"]]
    return match


def rng_to_json(rng: Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list[Any]) -> Random:
    rng = Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


def _jsonable(value: Any) -> Any:
    """Tuples to lists, all the way down (the file must read back equal)."""
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


@dataclass
class SavedGame:
    """Everything a resumed game needs. `bots`: seat -> the bot's memory(); `rngs`: name -> a
    generator (the table's, each seat's); `extra`: what the table keeps besides (its clock).

    A finished round (`state.over`) is saved with the match that has already counted it, so a
    resumed game shows that round's end and deals the next one without counting it twice."""

    setup: GameSetup
    match: Match
    state: State
    bots: dict[int, dict[str, Any]] = field(default_factory=dict)
    rngs: dict[str, Random] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    # The table's log as shown, oldest first: each line in every language (game.table.log).
    log: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        from game.ruleset.identity import rules_identity

        identity = rules_identity(self.state.rules)
        return {
            "kind": KIND,
            "format": FORMAT,
            "setup": self.setup.to_dict(),
            # The ruleset as played (house rules applied): the game resumes with these rules
            # even if the player's file has changed since.
            "ruleset": {"digest": identity.digest, "document": identity.document},
            "match": match_to_dict(self.match),
            "state": state_to_dict(self.state),
            "bots": {str(seat): memory for seat, memory in self.bots.items()},
            "rngs": {name: rng_to_json(rng) for name, rng in self.rngs.items()},
            "extra": _jsonable(self.extra),
            "log": saved_log(self.log),
        }

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """Raises SaveError for anything that is not a save this version can resume: the
        file is checked completely (see game.table.savecheck) before any of it is used."""
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise SaveError("not a Mau-Mau save file")
        data = migrate(data)
        check_shape(data)
        try:
            setup = GameSetup.from_dict(data["setup"])
        except ValueError as error:
            raise SaveError(f"setup: {error}") from error
        rules = _saved_rules(data["ruleset"])
        try:
            match = match_from_dict(rules, data["match"])
            state = state_from_dict(rules, data["state"])
            rngs = {name: rng_from_json(value) for name, value in data["rngs"].items()}
        except SaveError:
            raise
        except (TypeError, ValueError, IndexError, KeyError) as error:
            raise SaveError(f"damaged save: {type(error).__name__}: {error}") from error
        check_round(rules, len(setup.seats), match, state)
        levels = {k: seat.level for k, seat in enumerate(setup.seats) if not seat.human}
        bots = {int(seat): memory for seat, memory in data["bots"].items()}
        check_bots(rules, state.n, levels, bots)
        log = [  # file-born text, for the screen
            {language: screen_text(text) for language, text in line.items()} for line in data["log"]
        ]
        return cls(setup, match, state, bots, rngs, dict(data["extra"]), log)


def saved_log(lines: list[dict[str, str]]) -> list[dict[str, str]]:
    """The table's log as the save keeps it: what `check_shape` takes back (the newest
    MAX_LOG_LINES lines, each drawable and at most MAX_LOG_LINE characters in each
    language)."""
    return [
        {language: screen_text(text, MAX_LOG_LINE) for language, text in line.items()}
        for line in lines[-MAX_LOG_LINES:]
    ]


def _saved_rules(ruleset: dict[str, Any]) -> Rules:
    """The rules the game was saved with, checked against their digest."""
    from game.ruleset import RulesetError
    from game.ruleset.identity import canonical_json, rules_from_canonical

    try:
        return rules_from_canonical(canonical_json(ruleset["document"]), digest=ruleset["digest"])
    except (RulesetError, ValueError, TypeError) as error:
        raise SaveError(f"the saved ruleset is not valid: {str(error)[:300]}") from error


def _rules_of(setup: GameSetup) -> Rules:
    """A format-2 save's rules as its setup names them: a built-in ruleset by its id, or a
    file of the player's rulesets folder by its name; nothing else is opened."""
    from game.engine.rules import compile_rules
    from game.ruleset import RulesetError, check_file, load_rules, shipped_ruleset_ids
    from game.userdirs import rulesets_dir

    overrides = setup.overrides or None
    if setup.ruleset in shipped_ruleset_ids():
        return load_rules(setup.ruleset, overrides)
    file = Path(setup.ruleset.replace("\\", "/")).name
    if file in ("", ".", "..") or not file.lower().endswith((".yaml", ".yml")):
        raise SaveError(f"the ruleset {screen_text(setup.ruleset, 80)!r} is no ruleset file")
    folder = rulesets_dir()
    doc, problems = check_file(folder / file, overrides, inside=folder)
    if doc is None:
        raise RulesetError(problems)
    return compile_rules(doc)


def _from_1(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 kept the table's generator alone under "table_rng"."""
    data = dict(data)
    rngs = dict(data.get("rngs", {}))
    if "table_rng" in data:
        rngs["table"] = data.pop("table_rng")
    data["rngs"] = rngs
    data.setdefault("extra", {})
    data["format"] = 2
    return data


def _from_2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 named its ruleset only by id or path: the file as it reads now stands in."""
    from game.ruleset import RulesetError
    from game.ruleset.identity import rules_identity

    data = dict(data)
    try:
        rules = _rules_of(GameSetup.from_dict(data["setup"]))
    except (RulesetError, ValueError, KeyError, TypeError) as error:
        raise SaveError(f"the ruleset of this save cannot be read: {str(error)[:300]}") from error
    identity = rules_identity(rules)
    data["ruleset"] = {"digest": identity.digest, "document": identity.document}
    data["format"] = 3
    return data


def _from_3(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 kept no log: the resumed table's log starts empty, as it did then."""
    data = dict(data)
    data["log"] = []
    data["format"] = 4
    return data


def _from_4(data: dict[str, Any]) -> dict[str, Any]:
    """Format 4 kept each log line in the language it was said in: the same words stand in
    every language (a switch leaves them as they were then)."""
    data = dict(data)
    log = data.get("log")
    if isinstance(log, list):
        data["log"] = [dict.fromkeys(LANGUAGES, line) for line in log]
    data["format"] = 5
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _from_1,
    2: _from_2,
    3: _from_3,
    4: _from_4,
}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older file up to FORMAT, one step at a time; a newer one is refused."""
    version = data.get("format")
    if not isinstance(version, int) or version > FORMAT or version < 1:
        raise SaveError(f"save format {version!r} is not one this version reads (<= {FORMAT})")
    while version < FORMAT:
        data = MIGRATIONS[version](data)
        version = data["format"]
    return data


# -- the file -------------------------------------------------------------------------------
def path() -> Path:
    from game.userdirs import data_dir

    return data_dir() / "save.json"


def exists() -> bool:
    """A save to continue (one that crashed the game while resuming is set aside first)."""
    from game import resumeguard

    resumeguard.settle(path())
    return path().is_file()


def write(game: SavedGame) -> None:
    """Write the save atomically (the old one stays whole if this fails part way)."""
    write_dict(game.to_dict())


def write_dict(data: dict[str, Any]) -> None:
    from game.userdirs import write_json

    write_json(path(), data)


def read() -> SavedGame | None:
    """The saved game, or None: no file, or a damaged or foreign one, or one that crashed the
    game while it was resumed last time (then moved aside with a notice for the screen;
    nothing else is touched)."""
    from game import resumeguard
    from game.userdirs import read_json

    if resumeguard.settle(path()):
        return None  # it crashed the game last time: set aside (or, kept, left out this once)
    return read_json(path(), what="save", check=SavedGame.from_dict)


def remove() -> None:
    """The game is over: nothing to continue."""
    with contextlib.suppress(FileNotFoundError):
        path().unlink()
