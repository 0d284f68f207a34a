"""The red words over the hand when a card goes back, and the coach's bubble that explains them:
side by side, never one over the other, at the small, the usual and the large window."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import catalogue, set_language, tr
from game.table import rulecache
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.table.scene import TableScene
from game.ui.table.toast import toast_place
from tests.ui.tablekit import DT, scenario, step_until

SIZES = [(960, 540), (1024, 600), (1920, 1080)]
VALUES = {
    "card": "Hearts 10",
    "top": "Diamonds Queen",
    "drawn": "Clubs King",
    "colour": "Diamonds",
    "player": "Maximilian",
    "amount": 12,
    "cards": "7, 8, 9 or 10",
}


def longest_reason(language: str) -> str:
    """The longest of the engine's reasons in `language`, filled in with long names."""
    keys = [k for k in catalogue(language) if k.startswith("reason.")]
    return max((tr(k, **VALUES) for k in keys), key=len)


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    yield tmp_path
    monkeypatch.undo()
    rulecache.rescan()
    set_language("en")


def refused_at(size: tuple[int, int], language: str) -> tuple[TableScene, App]:
    """A coached table at `size` whose person's card just went back for the longest reason."""
    set_language(language)
    app = App(size)
    seats = [SeatSetup("You", human=True), SeatSetup("Anna", level="easy")]
    seats.append(SeatSetup("Ben", level="easy"))
    setup = GameSetup(
        ruleset="classic",
        seats=seats,
        seed=4,
        overrides={"rules.going_out.not_with": ["7", "8", "jack"]},
    )
    options = TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, coach=True)
    table = TableScene(setup, options)
    app.scenes.push(table)
    hands = ["hearts:8", "clubs:queen spades:10 diamonds:king", "clubs:7 spades:9 diamonds:queen"]
    scenario(app, table, hands=hands, top="hearts:9", turn=0)
    for _ in range(20):  # the lessons of the deal first, each closed at once
        table.coach.dismiss()
        app.step(DT)
    reason = longest_reason(language)
    table.say(tr("table.refused", reason=reason))  # as the table carries out a refusal
    table.coach.refused(reason)
    step_until(app, lambda: table.coach.lesson is not None, limit=60)
    app.step(DT)
    return table, app


@pytest.mark.parametrize("language", ["en", "de", "sv"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_coach_never_covers_the_red_words(data, size, language):
    table, app = refused_at(size, language)
    try:
        assert table.coach.lesson is not None and table.coach.lesson.key == "refused"
        view = table.view()
        assert view.toast is not None
        toast, rows = toast_place(view, view.toast)
        bubble = pygame.Rect(table.coach.rect)
        window = pygame.Rect((0, 0), size)
        assert window.contains(toast) and window.contains(bubble)
        assert not bubble.colliderect(toast), (bubble, toast)
        assert toast.width <= view.layout.hand.width  # it wraps rather than running past
        assert len(rows) <= 3
        # The toast fades while the bubble lingers: the bubble stays where it is.
        step_until(app, lambda: table.toast is None or table.coach.lesson is None, limit=1200)
        app.step(DT)
        assert table.coach.lesson is not None, "the bubble outlasts the toast"
        assert table.coach.rect == bubble
    finally:
        table.close()
