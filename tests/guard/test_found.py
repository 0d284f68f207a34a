"""What the guard found in the engine, kept as tests of the session over the rulesets it drew
(tests/guard/found/): a last card's effects (D-21) never reach the winner and never run on
after the round's end. The rules themselves: tests/rules/test_last_card_effects.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine import events as EV
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup

FOUND = Path(__file__).parent / "found"


def bots_round(ruleset: str, players: int, seed: int) -> tuple[TableSession, list[int]]:
    """A round between medium bots at the session, every event shown; (the closed session,
    the kinds of all its events, those still waiting after the round's end included)."""
    seats = [SeatSetup(f"B{k}", level="medium") for k in range(players)]
    setup = GameSetup(ruleset=str(FOUND / ruleset), seats=seats, seed=seed)
    session = TableSession(setup, bot_process=False, pace=(0.0, 0.01))
    kinds: list[int] = []
    try:
        session.start_round()
        for _ in range(20_000):
            if session.round_over:
                break
            for event in session.take():
                kinds.append(event[0])
                session.shown(event)
            session.update(0.05)
        kinds += [event[0] for event in session.take()]
    finally:
        session.close()
    return session, kinds


@pytest.mark.parametrize("seed", [4, 5, 9])
def test_a_rounds_winner_holds_no_card(own_data: Path, seed: int) -> None:
    session, _ = bots_round("winner_draws.yaml", 2, seed)
    state = session.state
    assert state is not None and state.over and state.result is not None
    winner = state.result.winner
    assert winner < 0 or state.sizes[winner] == 0, (winner, list(state.sizes))


def test_nothing_happens_after_the_round_ends(own_data: Path) -> None:
    _, kinds = bots_round("colour_after_end.yaml", 6, 11)
    assert EV.ROUND_END in kinds
    assert kinds[-1] == EV.ROUND_END, kinds[kinds.index(EV.ROUND_END) :]
