"""The table screen works its moment out once a frame (game.table.frame): an idle frame, the
person to play and nothing moving, asks the session for legal actions once (it asked 8 times
before the frame: each button, the lifted cards, the plate's line)."""

from __future__ import annotations

import pytest

from game.ui.app import App
from tests.table.driver import count_legal
from tests.ui.tablekit import DT, at_rest, human_table, step_until


def test_an_idle_frame_asks_for_the_legal_actions_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 720))
    table = human_table(app, "noris", 3)

    def waiting_for_the_person() -> bool:
        c = table.session
        return at_rest(table) and c is not None and c.presented.turn == table.viewer

    step_until(app, lambda: waiting_for_the_person() and bool(table.hand.playable), limit=6000)
    asked = count_legal(monkeypatch)
    for _ in range(30):
        app.step(DT)
    assert waiting_for_the_person()
    assert asked == [table.viewer] * 30
    table.close()
