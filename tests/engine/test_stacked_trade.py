"""A card that trades hands, stacked on an attack, still trades: with whom is part of its play,
as when it is played on its turn (docs/ruleset-format.md, the effects' paragraph). The engine
offered the stack without a partner and swapped with seat -1, which the independent trace
checker refused ("trade: no seat -1 at a table of 4"; found by `make guard`)."""

from __future__ import annotations

from pathlib import Path

from game.engine.notation import position
from game.ruleset import load_rules
from tests.helpers import act, legal_texts
from tests.rules.scenario import only

# A skip that may be answered with the trading card, which passes the skip on.
STACKED_TRADE = """
format: 1
id: stacked_trade
name: Stacked trade
players: {min: 3, max: 4}
hand_size: 3
colours: [red, blue]
ranks:
  "1": {kind: number, value: 1}
  stop: {kind: symbol, effects: [{skip: {count: 1, stack_with: [swap, stop]}}]}
  swap: {kind: symbol, effects: [{trade_hands: {modes: [swap]}}]}
deck:
  - {ranks: ["1", stop, swap], copies: 3}
"""


def test_a_trade_stacked_on_a_skip_names_its_partner(tmp_path: Path) -> None:
    path = tmp_path / "stacked.yaml"
    path.write_text(STACKED_TRADE, encoding="utf-8")
    rules = load_rules(str(path))
    state = position(
        rules, hands=["red:stop red:1", "red:swap blue:1", "blue:1 blue:1"], top="red:1"
    )
    act(state, "play red:stop")
    stacks = [a for a in legal_texts(state) if a.startswith("play red:swap")]
    # Seat 1 answers the skip with its trading card, once for each player it may trade with.
    assert stacks == ["play red:swap target=0", "play red:swap target=2"]
    events = act(state, "play red:swap target=2")
    assert only(rules, events, "trade") == [("trade", 1, 2), ("trade", 2, 1)]
    assert list(state.sizes) == [1, 2, 1]
