"""Pass-and-play's out-of-turn buttons: for everyone, only where the rules allow anything out
of turn, and named for what can be done (issue 18, point 10)."""

from __future__ import annotations

import pytest

from game.engine.legal import out_of_turn_kinds
from game.i18n import tr
from game.ruleset import load_rules
from game.ui.app import App
from tests.ui.tablekit import DT, step_until
from tests.ui.test_passplay import click, pass_and_play


@pytest.mark.parametrize(
    ("ruleset", "kinds"),
    [("classic", set()), ("noris", set()), ("emmi", {"catch"}), ("abacus", {"jump", "defend"})],
)
def test_what_each_ruleset_allows_out_of_turn(ruleset: str, kinds: set[str]) -> None:
    assert out_of_turn_kinds(load_rules(ruleset)) == kinds


def _tapped_in(app: App, ruleset: str):  # type: ignore[no-untyped-def]
    table = pass_and_play(app, 2, 5, ruleset)
    step_until(app, lambda: app.scenes.top is not table, limit=4000)  # the first hand-over
    click(app, (app.size[0] // 2, app.size[1] // 2))
    step_until(app, lambda: app.scenes.top is table and not table.anim.busy, limit=4000)
    app.step(DT)
    return table


@pytest.mark.parametrize(
    ("ruleset", "key"),
    [("classic", None), ("emmi", "table.btn.catch"), ("abacus", "table.btn.jump")],
)
def test_the_buttons_show_only_where_something_can_be_done(ruleset: str, key: str | None) -> None:
    app = App((1280, 720))
    table = _tapped_in(app, ruleset)
    others = [b for seat, b in table.passplay.buttons.items() if seat != table.viewer]
    assert others
    if key is None:
        assert not any(b.visible for b in others)
    else:
        names = {b.label for b in others if b.visible}
        assert names == {
            tr(key, player=table.setup.seats[seat].name)
            for seat, b in table.passplay.buttons.items()
            if seat != table.viewer and b.visible
        }
    table.close()
