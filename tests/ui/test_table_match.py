"""Whole matches through the real scene loop: bots in their worker process, to the match's end."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.results.roundend import MatchEndScene, RoundEndScene
from tests.ui.menu_driver import frames_until
from tests.ui.tablekit import DT, bot_table, human_table, step_until, tap


def test_a_bot_only_match_runs_to_the_match_end(app):
    table = bot_table(app, "noris", 3, process=True)
    rounds_seen = set()

    def finished() -> bool:
        top = app.scenes.top
        if isinstance(top, RoundEndScene):
            rounds_seen.add(table.session.match.rounds_played)
        return isinstance(top, MatchEndScene)

    frames_until(app, finished, "the match's end")  # the worker answers in its own time
    c = table.session
    assert c.bots.in_process
    assert c.match.over and c.match.rounds_played == 3 and rounds_seen == {1, 2, 3}
    end = app.scenes.top
    assert end.names == tuple(c.names) and end.totals == tuple(c.match.totals)
    app.step(DT)
    # Rematch: a fresh match at the same table.
    tap(end.buttons[0].rect.center)
    app.step(DT)
    assert (
        app.scenes.top is table
        and table.session is not c
        and table.session.match.rounds_played == 0
    )


def test_a_round_end_shows_the_scores_and_the_next_round_starts(app):
    table = human_table(app, "classic", 2, pace=0.05)
    c = table.session
    step_until(app, lambda: not table.loading and c.state is not None)

    # The person plays badly on purpose: always the first legal action.
    def play_on() -> bool:
        if isinstance(app.scenes.top, RoundEndScene):
            return True
        if (
            app.scenes.top is table
            and c.state.turn == 0
            and not table.anim.busy
            and not c.round_over
        ):
            legal = list(c.legal(0))
            c.act(0, legal[0])
        return False

    step_until(app, play_on, limit=40_000)
    end = app.scenes.top
    assert end.result.scores == tuple(c.state.result.scores)
    step_until(app, lambda: end.t > 2.0)
    tap(end.buttons[0].rect.center)
    app.step(DT)
    assert app.scenes.top is table and c.match.rounds_played == 1 and not c.round_over


@pytest.mark.parametrize("ruleset", ["noris", "classic", "abacus", "emmi", "huch"])
def test_a_person_plays_a_round_with_the_mouse(app, ruleset):
    """Drags (some illegal), draws, calls, choosers answered by clicks: a round to its end."""
    import random

    from game.ui.table.choosers import Chooser
    from tests.ui.tablekit import card_centre, drag, key, pile_centre

    rng = random.Random(ruleset)
    table = human_table(app, ruleset, 4, pace=0.05)
    c = table.session

    def person() -> bool:
        top = app.scenes.top
        if isinstance(top, RoundEndScene):
            return True
        if isinstance(top, Chooser):
            tap(rng.choice(top.options).rect.center)
            return False
        if top is not table or table.anim.busy or c.round_over or table.loading:
            return False
        mine = c.legal(0)
        if not mine or rng.random() < 0.3:
            return False
        if len(table.hand.cards) == 2 and table.buttons["call"].enabled and rng.random() < 0.7:
            key(app, pygame.K_m)
        cards = table.hand.cards
        playable = [k for k in cards if k in table.hand.playable]
        if playable or rng.random() < 0.2:
            chosen = rng.choice(playable if playable and rng.random() < 0.9 else cards)
            drag(app, card_centre(table, chosen), pile_centre(table), motions=rng.choice([0, 3]))
        elif table.buttons["action"].enabled:
            key(app, pygame.K_d)
        return False

    step_until(app, person, limit=40_000)
    assert c.round_over and c.match.rounds_played == 1
