"""A minimised window stops the game: the bots, the call grace and the animations all run on
the table's time, and it stands still until the window comes back."""

from __future__ import annotations

import pygame

from tests.ui.tablekit import DT, bot_table, step_until


def test_bots_wait_while_the_window_is_minimised(app):
    table = bot_table(app, "emmi", 3, process=False, pace=0.05)
    step_until(app, lambda: not table.loading and table.session.decisions > 0)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    app.step(DT)
    assert app.minimised and not app.busy()
    decisions, t = table.session.decisions, table.t
    for _ in range(120):  # two seconds of the game's time: bots would have played a dozen cards
        app.step(DT)
    assert table.session.decisions == decisions and table.t == t
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    app.step(DT)
    assert not app.minimised
    step_until(app, lambda: table.session.decisions > decisions)
    assert app.place.maximised is False  # coming back from the taskbar is no window change
