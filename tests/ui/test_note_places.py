"""Notes go where they hide nothing the player needs now: the Draw tooltip beside, not over, a
glowing "Say Mau" in kid mode; a keyboard-focused card's reason beside, not over, the "Your
turn" banner; the guide's bubble beside the piles and the banner (game.ui.table.notespot)."""

from __future__ import annotations

import pygame
import pytest

from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.notespot import covered, keep_clear, place_note
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, card, post_mouse, scenario


def rest_on(app, pos, seconds: float = 0.7) -> None:
    post_mouse(pygame.MOUSEMOTION, pos, buttons=(0, 0, 0))
    for _ in range(int(seconds / DT)):
        app.step(DT)


def a_table(app, ruleset: str, *, kid: bool = False) -> TableScene:
    seats = [SeatSetup("", human=True, avatar=0), SeatSetup("Anna", level="easy", avatar=1)]
    seats.append(SeatSetup("Ben", level="easy", avatar=2))
    setup = GameSetup(ruleset=ruleset, seats=seats, seed=3, kid_mode=kid)
    table = TableScene(
        setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, hints=True)
    )
    app.scenes.push(table)
    return table


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_draw_tip_leaves_the_glowing_call_button_in_sight(size):
    from game.ui.app import App

    app = App(size)
    table = a_table(app, "emmi", kid=True)
    scenario(app, table, hands=["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], top="red:3")
    call, draw = table.buttons["call"], table.buttons["action"]
    assert call.pulse and call.glows and not draw.enabled  # "Say Mau" breathes; Draw is off
    rest_on(app, draw.rect.center)
    tip = table.tips.rect
    assert tip is not None and table.tips.shown is not None
    assert not tip.colliderect(call.rect)
    assert covered(tip, keep_clear(table.view())) == 0
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()


def test_a_focused_cards_reason_leaves_the_banner_in_sight(app):
    table = a_table(app, "classic")
    scenario(
        app,
        table,
        hands=["hearts:7 clubs:8 diamonds:9", "clubs:7 spades:8", "clubs:9 clubs:10"],
        top="clubs:king",
    )
    hand = table.hand
    hand.cursor = hand.cards.index(card(table, "hearts:7"))  # does not fit: dimmed
    app.step(DT)
    assert table.tips.shown is not None and "does not match" in table.tips.shown.text
    lay = table.layout
    assert table.tips.rect is not None and not table.tips.rect.colliderect(lay.viewer_plate)
    assert covered(table.tips.rect, keep_clear(table.view())) == 0


def test_a_note_takes_the_first_free_side_and_else_the_least_covered():
    window = pygame.Rect(0, 0, 400, 300)
    anchor = pygame.Rect(150, 130, 100, 40)
    rect, side = place_note((100, 40), anchor, [], window, gap=8)
    assert side == "above" and rect.bottom == anchor.top - 8
    banner = pygame.Rect(0, 60, 400, 60)
    rect, side = place_note((100, 40), anchor, [banner], window, gap=8)
    assert side == "below" and covered(rect, [banner, anchor]) == 0
    # Nowhere free: the place that covers least, never outside the window.
    wall = pygame.Rect(0, 0, 400, 300)
    rect, _side = place_note((100, 40), anchor, [wall], window, gap=8)
    assert window.contains(rect)


def test_the_guides_bubble_leaves_the_piles_and_banner_in_sight(app, tmp_path, monkeypatch):
    from game.table import prefs
    from game.ui.table.learn import LearnScene
    from tests.ui.learnkit import follow

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    p = prefs.current()
    monkeypatch.setattr(p, "animation_speed", 4.0)
    monkeypatch.setattr(p, "bot_pace", 0.25)
    table = LearnScene("classic")
    app.scenes.push(table)
    seen: list[pygame.Rect] = []

    def check(scene: LearnScene, _words: str) -> None:
        if scene.guide.ask(scene.view()) is None:
            return
        app.step(DT)
        keep = [r for r in keep_clear(scene.view()) if r != scene.guide.target]
        assert covered(scene.guide.rect, keep) == 0, (scene.guide.rect, keep)
        seen.append(scene.guide.rect)

    follow(app, table, seen=check)
    assert len(seen) >= 6
