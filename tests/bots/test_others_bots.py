"""The bots under the effects on other players and the new calls: every level plays whole
rounds with a General Market (noris D-60), a shown hand (classic D-61), "Mau Mau!" on a Jack
(classic D-62) and false calls penalised (noris D-63) — and never says a false call."""

from __future__ import annotations

import pytest

from game.bots import make_bot
from game.bots.session import play_round
from game.engine import events as EV
from tests.bots.test_hard import hard
from tests.helpers import load

MM3 = [
    {"id": "mau", "cards_left": 1, "penalty": 1},
    {"id": "mau_out", "cards_left": 0, "penalty": 1},
    {"id": "mau_mau", "cards_left": 0, "penalty": 1, "with_ranks": ["jack"]},
]
HOUSE = {
    "market": ("noris", {"ranks__1__effects": [{"others_draw": {"count": 1}}]}),
    "shown": ("classic", {"ranks__10__effects": [{"show_hand": {"who": "next"}}]}),
    "mau_mau": ("classic", {"calls__list": MM3}),
    "false_call": ("noris", {"calls__false_call_penalty": 2}),
}


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("case", list(HOUSE))
def test_every_level_plays_whole_rounds_and_never_calls_falsely(case, level):
    name, overrides = HOUSE[case]
    rules = load(name, **overrides)
    seen: list[int] = []

    def watch(_seat: int, _action: int, events: list) -> None:
        seen.extend(e[0] for e in events)

    for seed in range(2 if level == "hard" else 4):
        bots = [hard(iterations=40) if level == "hard" else make_bot(level) for _ in range(3)]
        result = play_round(rules, bots, seed=seed, on_events=watch)
        assert result is not None
    assert EV.FALSE_CALL not in seen
    assert EV.ROUND_END in seen
