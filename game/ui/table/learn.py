"""Learn to play: a guided first round of a ruleset at the table (`game.guide`).

The person and two friendly bots play the round the guide found for the ruleset as played
(with its house rules): the guide's bubble says each move of the person's, pointing at the
card, the call button, the draw pile or the button of a forced move, and the table offers
nothing else. The round's end says it was the guided round (a real match has more): Play it
again deals it again, Menu leaves.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.bots import BOT_NAMES
from game.engine.rules import Rules
from game.guide.search import SEED, Course, course_for
from game.guide.session import GuidedSession, guided_setup
from game.i18n import tr
from game.table import rulecache
from game.table.options import TableOptions
from game.table.session import TableSession
from game.table.sitting import SessionMaker
from game.ui.table.guidebubble import GuideBubble
from game.ui.table.scene import TableScene

BOTS = BOT_NAMES[:2]  # the two friendly bots


class LearnScene(TableScene):
    """The table of a guided round. `course`: the round found for it (the "learn" screen finds
    it off the frame, `game.ui.scenes.learning`); without one it is found here."""

    open_choosers = False  # the guide's bubble asks for a companion card too
    lesson = True  # its results say it was the guided round
    rematch_seed = SEED  # Play it again: the guided round again, from the same deal

    def __init__(
        self,
        ruleset: str = "classic",
        overrides: dict[str, Any] | None = None,
        *,
        course: Course | None = None,
        options: TableOptions | None = None,
    ) -> None:
        overrides = overrides or {}
        self.rules = rulecache.rules(ruleset, overrides or None)
        self.course = course if course is not None else course_for(self.rules)
        names = [tr("newgame.you"), *BOTS]
        setup = guided_setup(ruleset, overrides, names, self.course)
        given = options if options is not None else TableOptions.from_prefs()
        fixed = {
            "coach": False,  # the guide says what each card does
            "hint_button": False,  # the guide's bubble is the hint
            **{name: getattr(given, name) for name in given.fixed},
            "bot_process": False,
        }
        self.setup = setup  # the guided session is made with it, before the table's parts
        super().__init__(setup, TableOptions.from_prefs(**fixed))

    def session_maker(self) -> SessionMaker:
        return self.make_session

    def make_session(self, pace: tuple[float, float], rules: Rules) -> TableSession:
        session = GuidedSession(self.setup, self.course, pace=pace, rules=rules)
        self.guide = GuideBubble(session)
        return session

    @property
    def guided(self) -> GuidedSession:
        session = self.session
        assert isinstance(session, GuidedSession)
        return session

    # -- the person's moves and the opening bubble -----------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.session is not None and self.guide.handle_event(event):
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.guide.update(dt)
        if self.guide.opening and not self.loading:
            self.refresh()  # the table waits until the opening bubble is closed
            return
        super().update(dt)

    def refresh(self) -> None:
        super().refresh()
        ask = self.guide.ask(self.view())
        if ask is not None and ask.card >= 0:
            self.hand.hinted = ask.card  # the card asked for is lifted

    def busy(self) -> bool:
        return super().busy() or self.guide.opening

    def draw(self, surface: pygame.Surface) -> None:
        marks = (self.guide.target, self.guide.rect)
        self.tips.lesson_marks = [] if self.guide.opening else [r for r in marks if r.w]
        super().draw(surface)
        self.guide.draw(surface, self.view())
