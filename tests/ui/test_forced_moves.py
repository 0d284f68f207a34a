"""A forced move (take the attack, keep the card drawn) is never made for a person without
their press, unless they asked the table to ("Take forced moves for me", off by default; on
in kid mode): then a countdown on the button shows when it comes."""

from __future__ import annotations

import pygame
import pytest

from game.table import prefs
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.table.sitting import KID_FORCED_WAIT
from game.ui.scenes.settings import SettingsScene
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, at_rest, scenario, step_until, tap

# Classic: Ben's 7 makes the person (next after him) draw 2; they hold no 7 to pass it on.
HANDS = ["clubs:8 hearts:9 diamonds:10", "clubs:9 spades:10", "spades:7 hearts:king"]


def table_at_the_attack(app, *, kid: bool = False) -> TableScene:
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="medium")]
    seats.append(SeatSetup("Ben", level="medium"))
    setup = GameSetup(ruleset="classic", seats=seats, seed=2, kid_mode=kid)
    table = TableScene(setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05))
    app.scenes.push(table)
    scenario(app, table, hands=HANDS, top="spades:9", turn=2)
    c = table.session
    assert c is not None
    step_until(app, lambda: at_rest(table) and c.state.turn == 0, limit=600)
    return table


@pytest.fixture
def forced_setting(monkeypatch):
    p = prefs.current()
    monkeypatch.setattr(p, "take_forced", p.take_forced)
    return p


def test_off_by_default_and_in_settings(app, forced_setting) -> None:
    assert prefs.Prefs().take_forced is False
    settings = SettingsScene()
    app.scenes.push(settings)
    for _ in range(3):
        app.step(DT)
    labels = [label() for label, _widget in settings.rows]
    assert "Take forced moves for me" in labels


def test_the_attack_waits_for_the_press(app, forced_setting) -> None:
    forced_setting.take_forced = False
    table = table_at_the_attack(app)
    c = table.session
    button = table.buttons["action"]
    assert button.label == "Take 2" and button.style == "gold" and button.countdown is None
    for _ in range(int(10 / DT)):  # ten seconds at rest: nothing is made for the person
        app.step(DT)
    assert c.state.turn == 0 and c.state.sizes[0] == 3 and c.state.pend == 2
    tap(button.rect.center)
    step_until(app, lambda: at_rest(table) and c.state.sizes[0] == 5, limit=600)
    assert c.decisions == 2  # Ben's 7, then the person's press


def test_asked_for_it_counts_down_on_the_button(app, forced_setting) -> None:
    forced_setting.take_forced = True
    table = table_at_the_attack(app)
    c = table.session
    button = table.buttons["action"]
    seen = []
    while c.state.sizes[0] == 3:
        app.step(DT)
        if button.countdown is not None:
            seen.append(button.countdown)
        assert len(seen) < 10 / DT, "the forced move was never made"
    assert seen[0] > 0.9 and seen == sorted(seen, reverse=True)
    assert len(seen) * DT == pytest.approx(c.forced_wait, abs=0.3)


def test_switched_on_in_the_menu_the_waiting_move_counts_down(app, forced_setting) -> None:
    forced_setting.take_forced = False
    table = table_at_the_attack(app)
    forced_setting.take_forced = True
    table.on_enter()  # back from Settings
    app.step(DT)
    assert table.buttons["action"].countdown is not None


def test_kid_mode_takes_them_with_a_countdown(app, forced_setting) -> None:
    forced_setting.take_forced = False
    table = table_at_the_attack(app, kid=True)
    c = table.session
    assert c.forced_wait == KID_FORCED_WAIT
    app.step(DT)
    assert table.buttons["action"].countdown is not None
    step_until(app, lambda: c.state.sizes[0] == 5, limit=int((KID_FORCED_WAIT + 2) / DT))
    pygame.event.clear()


def test_the_countdown_is_seen_across_the_whole_button(app) -> None:
    """Issue 34, point 16: the time left runs out across the button (a small dark clock at
    its end hardly changed): between 90 % and 30 % left, a third of the button looks different."""
    from game.ui.table.hud import HudButton

    button = HudButton("action", "Take 2", pygame.Rect(0, 0, 240, 48), style="gold")

    def drawn(left: float) -> pygame.Surface:
        surface = pygame.Surface((240, 48))
        button.countdown = left
        button.draw(surface, 1.0, 0.0)
        return surface

    early, late = drawn(0.9), drawn(0.3)
    changed = sum(
        early.get_at((x, y)) != late.get_at((x, y))
        for x in range(0, 240, 2)
        for y in range(0, 48, 2)
    )
    assert changed / (120 * 24) > 0.33
