"""The guided table: a table session whose round follows a found course (`game.guide.search`).

The deal is the course's arranged one; the bots make the course's moves (those the friendly
policy made when the course was found) after their usual pause; the person is offered only
the course's next move of theirs — anything else goes back with the step's words. Should the
round ever leave the course (it cannot while the engine is deterministic), the bots play on
by the same friendly policy and the person is offered every legal move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import actions as A
from game.engine import legal_actions
from game.engine.challenge import colour_of
from game.engine.events import Event
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.state import State
from game.guide.policy import bot_move
from game.guide.search import PERSON, SEED, Course
from game.guide.words import ask_words, call_button
from game.i18n import tr
from game.table import choices
from game.table.choices import CardChoice
from game.table.pacing import Intent
from game.table.session import TableSession
from game.table.setup import GameSetup, SeatSetup
from game.words import call_name, colour_name, once_yours


@dataclass(frozen=True)
class Ask:
    """What the person is asked to do now: `action` (one of theirs), the `card` to put down
    (-1: the draw pile), the steps it teaches, and whether the call button comes first."""

    action: int
    card: int
    teaches: tuple[str, ...]
    call_first: bool
    step: int  # the move's number among the moves the person is asked for, from 1


class ArrangedMatch(Match):
    """A match whose round is dealt from the course's order; dealt again, it is the same."""

    order: tuple[int, ...] = ()

    def redeal(self) -> tuple[State, list[Event]]:
        return self.start_round()

    def start_round(self, *, order: Sequence[int] | None = None) -> tuple[State, list[Event]]:
        return super().start_round(order=order or self.order)

    @property
    def over(self) -> bool:
        """A guided match is its one round."""
        return self.rounds_played >= 1


def guided_setup(
    ruleset: str, overrides: dict[str, Any], names: list[str], course: Course
) -> GameSetup:
    """The person first, then friendly bots, dealt with the guide's seed."""
    seats = [SeatSetup(names[0], human=True)]
    seats += [SeatSetup(name, level="easy") for name in names[1 : course.players]]
    return GameSetup(
        ruleset=ruleset, overrides=dict(overrides), seats=seats, seed=SEED, starter=course.starter
    )


class GuidedSession(TableSession):
    def __init__(self, setup: GameSetup, course: Course, **options: Any) -> None:
        self.course = course
        self.at = 0  # the course's moves made this round
        self.off_course = False
        self.caught: tuple[int, int] | None = None  # a bluff the person challenged: seat, colour
        options["bot_process"] = False  # the bots' moves are the course's: nothing to think
        super().__init__(setup, **options)
        match = ArrangedMatch(self.rules, self.players, self.seed, starter=setup.starter)
        match.order = course.order
        self.match = match
        self._numbers = self._number_steps()

    def _number_steps(self) -> list[int]:
        """Per course move, its step number: the person's moves the guide's bubble asks for
        count 1, 2, 3 …; a bot's move, or a trade the person chose carried out, has the
        number of the step before it."""
        numbers, step = [], 0
        for seat, action in self.course.moves:
            step += seat == PERSON and action != A.RESOLVE
            numbers.append(max(1, step))
        return numbers

    def step_count(self) -> int:
        """How many steps the guide's bubble counts in this round."""
        return self._numbers[-1] if self._numbers else 0

    # -- the course ------------------------------------------------------------------------
    def start_round(self, *, redeal: bool = False) -> list[Event]:
        self.at = 0
        self.off_course = False
        self.caught = None
        return super().start_round(redeal=redeal)

    def expected(self) -> tuple[int, int] | None:
        """The course's next move (seat, action), or None off the course or past its end."""
        if self.off_course or self.at >= len(self.course.moves):
            return None
        return self.course.moves[self.at]

    def taught(self) -> int:
        """How many of the plan's steps the round has taught so far."""
        return sum(len(keys) for keys in self.course.teaches[: self.at])

    def ask(self) -> Ask | None:
        """The person's next move on the course, once the table has caught up and waits for
        them (None while a bot is to move, or the move needs no choice of theirs)."""
        move = self.expected()
        state = self.state
        if move is None or state is None or state.over or not self.caught_up:
            return None
        seat, action = move
        if seat != PERSON or action not in legal_actions(state, seat):
            return None
        if choices.no_choice(legal_actions(state, seat)) == A.RESOLVE:
            return None  # the trade the person chose, carried out by the table
        kind = A.kind_of(action)
        card = A.type_of(action) if kind in choices.CARD_KINDS else -1
        keys = self.course.teaches[self.at]
        return Ask(action, card, keys, bool(action & A.CALL_BIT), self._numbers[self.at])

    def ask_words(self, ask: Ask, *, armed: bool) -> str:
        assert self.state is not None
        obs = observe(self.state, PERSON)
        words = ask_words(self.rules, obs, ask.action, ask.teaches, self.names, armed=armed)
        if self.caught is not None and self.course.moves[self.at - 1] == (PERSON, A.CHALLENGE):
            # The move after a challenge: what the hand shown proved, first.
            bluffer, colour = self.caught
            said = tr(
                "guide.caught", player=self.names[bluffer], colour=colour_name(self.rules, colour)
            )
            words = said + " " + words
        return once_yours(words)

    # -- what the person is offered --------------------------------------------------------
    def offers(self, seat: int) -> list[int]:
        legal = super().offers(seat)
        if seat not in self.humans or self.off_course:
            return legal
        move = self.expected()
        if move is None or move[0] != seat or move[1] not in legal:
            return []
        return [move[1]]

    def refusal(self, seat: int, card: int) -> str:
        ask = self.ask()
        if self.why_not(seat, card) is not None or ask is None:
            return super().refusal(seat, card)
        return tr("guide.not_now", ask=self.ask_words(ask, armed=False))

    def play(self, seat: int, choice: CardChoice, *, call: bool = False) -> str | None:
        ask = self.ask()
        if ask is not None and ask.call_first and not call and choice.card == ask.card:
            call_id = self.rules.calls[max(0, self._call_index())].id
            first = tr(
                "guide.call_first",
                button=call_button(self.rules, call_id),
                call=call_name(self.rules, call_id),
            )
            return tr("table.refused", reason=first)
        return super().play(seat, choice, call=call)

    def _call_index(self) -> int:
        from game.engine.legal import call_with_play

        assert self.state is not None
        return call_with_play(self.state, PERSON)

    # -- the course's moves ----------------------------------------------------------------
    def _apply(self, seat: int, action: int) -> None:
        if self.expected() != (seat, action):
            self.off_course = True
        state = self.state
        if state is not None and action == A.CHALLENGE:
            self.caught = (state.last_player, colour_of(state.challenge))
        self.at += 1
        super()._apply(seat, action)

    def _ask(self, state: State) -> None:
        """Whoever moves next on the course: a bot after its pause, the person when asked."""
        move = self.expected()
        if move is None or move[1] not in legal_actions(state, move[0]):
            self.off_course = True
            move = self._friendly()
            if move is None:
                return
        seat, action = move
        if seat in self.humans and choices.no_choice(legal_actions(state, seat)) != A.RESOLVE:
            self._forced_for_person(state)  # taken for them after a countdown, if asked for
            return  # the person's own move (a forced one too): offered, and waited for
        out = choices.out_of_turn(action, seat, state.turn)
        self.intents.append(Intent(seat, action, self.clock + self.rng.uniform(*self.pace), out))

    def _friendly(self) -> tuple[int, int] | None:
        """Off the course: the bot to move plays by the friendly policy (the person: themselves)."""
        state = self.state
        assert state is not None
        seat = state.turn
        legal = legal_actions(state, seat)
        if seat in self.humans:
            only = choices.no_choice(legal)
            return (seat, only) if only is not None else None
        return seat, bot_move(self.rules, observe(state, seat), legal, PERSON)
