"""Save and resume: a resumed game goes on event for event as the uninterrupted one."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft202012Validator

from game import userdirs
from game.bots import make_bot
from game.bots.session import deal_to, seat_rngs, step
from game.engine import Match
from game.engine.notation import position
from game.ruleset import load_rules
from game.table import savegame
from game.table.savecheck import STATE_SCHEMA, check_round
from game.table.setup import GameSetup
from tests.helpers import act, load


class Table:
    """A match of bots driven decision by decision, as the game drives it."""

    def __init__(self, setup: GameSetup, saved: savegame.SavedGame | None = None) -> None:
        self.setup = setup
        self.rules = load_rules(setup.ruleset)
        n = len(setup.seats)
        self.bots = [make_bot(seat.level) for seat in setup.seats]
        self.counted: dict | None = None  # the result of the round finish_round last took
        if saved is None:
            self.match = Match(self.rules, n, setup.seed)
            self.rngs, self.table_rng = seat_rngs(setup.seed, n)
            self.state, events = self.match.start_round()
            deal_to(self.bots, self.state, events)
        else:
            self.match, self.state = saved.match, saved.state
            self.rngs = [saved.rngs[f"seat{k}"] for k in range(n)]
            self.table_rng = saved.rngs["table"]
            for seat, bot in enumerate(self.bots):
                bot.start_round(self.rules, seat, n)
                bot.restore(saved.bots.get(seat, {}))

    def play(self, decisions: int) -> list:
        out: list = []
        for _ in range(decisions):
            if self.state.over:
                if self.state.result is not self.counted:
                    self.match.finish_round(self.state)
                    self.counted = self.state.result
                if self.match.over:
                    break
                self.state, events = self.match.start_round()
                deal_to(self.bots, self.state, events)
                out += events
                continue
            _seat, _action, events = step(self.state, self.bots, self.rngs, self.table_rng)
            out += events
        return out

    def save(self) -> savegame.SavedGame:
        rngs = {f"seat{k}": rng for k, rng in enumerate(self.rngs)} | {"table": self.table_rng}
        return savegame.SavedGame(
            setup=self.setup,
            match=self.match,
            state=self.state,
            bots={
                k: bot.memory() for k, bot in enumerate(self.bots) if not self.setup.seats[k].human
            },
            rngs=rngs,
        )


@pytest.fixture(autouse=True)
def folder(own_folders):  # tests/conftest.py: the data folder of the test's own
    (own_folders / "data").mkdir()
    return own_folders / "data"


@pytest.mark.parametrize("ruleset", ["classic", "noris", "abacus", "emmi", "huch"])
@pytest.mark.parametrize("split", [7, 45, 90])
def test_resume_goes_on_event_for_event(ruleset, split):
    setup = GameSetup.single_player(ruleset, players=4, level="medium")
    setup.seats[0].human = False
    setup.seed = 1234 + split
    table = Table(setup)
    table.play(split)
    savegame.write(table.save())
    text = savegame.path().read_text(encoding="utf-8")
    assert json.loads(text)["format"] == savegame.FORMAT and "pickle" not in text
    resumed = Table(setup, savegame.read())
    assert savegame.state_to_dict(resumed.state) == savegame.state_to_dict(table.state)
    assert savegame.match_to_dict(resumed.match) == savegame.match_to_dict(table.match)
    over = table.match.over and table.state.over
    expected, got = table.play(400), resumed.play(400)
    assert got == expected and (over or len(got) > 20)
    assert savegame.state_to_dict(resumed.state) == savegame.state_to_dict(table.state)


def test_pending_effect_is_found_again():
    setup = GameSetup.single_player("abacus", players=4, level="medium")
    setup.seats[0].human = False
    setup.seed = 5
    table = Table(setup)
    for _ in range(400):
        table.play(1)
        if table.state.pend_effect is not None:
            break
    assert table.state.pend_effect is not None
    again = savegame.state_from_dict(table.rules, savegame.state_to_dict(table.state))
    assert again.pend_effect is table.state.pend_effect


@pytest.mark.parametrize(
    "text",
    [
        '{"kind": "maumau-save", "format": 2, "setup": ',
        "[]",
        '{"kind": "other"}',
        '{"kind": "maumau-save", "format": 99}',
        '{"kind": "maumau-save", "format": 2, "setup": {}, "match": {}}',
    ],
)
def test_a_damaged_or_foreign_save_is_set_aside(folder, text):
    (folder / "settings-and-more.txt").write_text("untouched", encoding="utf-8")
    savegame.path().write_text(text, encoding="utf-8")
    assert savegame.read() is None
    assert not savegame.exists()
    aside = list(folder.glob("save.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    assert (folder / "settings-and-more.txt").read_text(encoding="utf-8") == "untouched"
    assert len(userdirs.notices()) == 1 and "save" in userdirs.notices()[0].lower()


def test_an_older_format_is_migrated():
    setup = GameSetup.single_player("classic", players=3, level="easy")
    setup.seed = 9
    table = Table(setup)
    table.play(20)
    data = table.save().to_dict()
    data["format"] = 1
    data["table_rng"] = data["rngs"].pop("table")
    del data["extra"]
    loaded = savegame.SavedGame.from_dict(json.loads(json.dumps(data)))
    assert savegame.rng_to_json(loaded.rngs["table"]) == savegame.rng_to_json(table.table_rng)


def test_a_waiting_trade_keeps_the_penalty_of_its_caught_trader():
    """A trade that waits with its caught trader's penalty (book 002; `game.engine.calls.catch`)
    is saved with it, and checked; a trade saved by an older version has four items and reads
    back with no penalty waiting."""
    rules = load("abacus", calls__enforcement="challenge")
    state = position(
        rules,
        hands=["red:trade_hands blue:5", "blue:skip red:8", "green:skip yellow:7"],
        top="red:3",
    )
    act(state, "play red:trade_hands target=1")
    act(state, "catch 0", 2)
    data = savegame.state_to_dict(state)
    assert data["trade"] == [0, 1, 0, [1], 0]  # trader, target, red, affected, "achtung" missed
    again = savegame.state_from_dict(rules, data)
    assert again.trade == state.trade
    check_round(rules, 3, Match(rules, 3, 1), again)
    older = dict(data, trade=data["trade"][:4])
    assert not list(Draft202012Validator(STATE_SCHEMA).iter_errors(older))
    assert savegame.state_from_dict(rules, older).trade == (0, 1, 0, (1,), -1)
