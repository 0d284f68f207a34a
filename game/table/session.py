"""The game behind the table: setup -> rules -> match, bots, pacing, out-of-turn races.

The controller owns the engine state and is the only thing that applies actions. It knows
nothing about pixels: the table asks it what a seat may do (`card_actions`, `button_action`,
`call_button`) and hands it the person's choices (`act`); everything that happens comes out as
engine events to the listeners (the table animates and logs them) and, as each seat may see
them, to the bots in their worker process.

Time is counted in seconds of *table time*, which only runs while the table is idle (no
animation playing, no menu open): a bot plays its turn `pace` seconds after the table came to
rest on it, and takes an out-of-turn chance (jump in, catch a missed call, defend a trade)
after its level's reaction delay, so a person can follow every move and win those races.
Out-of-turn actions a bot wants go before the turn they race, as in `game.bots.session`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.bots import reaction_delay
from game.engine import Match, actors, apply, legal_actions, observe, visible_event
from game.engine import actions as A
from game.engine import events as EV
from game.engine.events import Event
from game.engine.observe import Observation
from game.engine.reasons import ROUND_OVER, Reason, why_not
from game.engine.rules import Rules
from game.engine.state import State
from game.setup import GameSetup
from game.table.botworker import BotPool

Listener = Callable[[list[Event]], None]
CARD_KINDS = (A.PLAY, A.DEFEND, A.JUMP)
PACE = (0.6, 1.2)  # seconds a bot pauses before its turn (scaled by the bot-pace preference)


@dataclass
class Intent:
    """A decision waiting for its moment (a bot's pause, a reaction delay)."""

    seat: int
    action: int
    due: float
    out_of_turn: bool


class TableSession:
    def __init__(
        self,
        setup: GameSetup,
        *,
        pace: tuple[float, float] = PACE,
        bot_process: bool = True,
        bot_options: dict[int, dict] | None = None,
        rules: Rules | None = None,
    ) -> None:
        from game.ruleset import load_rules

        self.setup = setup
        self.rules = rules or load_rules(setup.ruleset, overrides=setup.overrides or None)
        self.players = len(setup.seats)
        self.names = [seat.name for seat in setup.seats]
        self.humans = [k for k, seat in enumerate(setup.seats) if seat.human]
        self.viewer = self.humans[0] if self.humans else 0
        seed = setup.seed if setup.seed is not None else random.randrange(1 << 40)
        self.seed = seed
        self.rng = random.Random(f"{seed}:table")
        self.match = Match(self.rules, self.players, seed, starter=setup.starter)
        levels = {k: seat.level for k, seat in enumerate(setup.seats) if not seat.human}
        self.bots = BotPool(levels, process=bot_process, options=bot_options)
        self.pace = pace
        self.state: State | None = None
        self.clock = 0.0
        self.listeners: list[Listener] = []
        self.asked: dict[
            int, tuple[int, float, bool]
        ] = {}  # seat -> (request, asked at, out of turn)
        self.intents: list[Intent] = []
        self.round_events: list[Event] = []  # the ROUND_END of the last finished round
        self.decisions = 0  # actions applied
        self.version = 0  # bumped at every change of the state (the table re-reads it then)

    # -- rounds ----------------------------------------------------------------------------
    def start_round(self, *, redeal: bool = False) -> list[Event]:
        """Deal the next round, or (`redeal`, from the menu) this round again with new cards."""
        state, events = self.match.redeal() if redeal else self.match.start_round()
        self.state = state
        self.version += 1
        self.round_events = []
        self.bots.start_round(self.rules, self.players)
        self._publish(events)
        self._moved()
        return events

    def use_position(self, state: State) -> None:
        """Play on from a given position (a test's scenario; later a saved game)."""
        self.state = state
        self.round_events = []
        self.bots.start_round(self.rules, self.players)
        self.version += 1
        self._moved()

    @property
    def round_over(self) -> bool:
        return self.state is not None and self.state.over

    @property
    def match_over(self) -> bool:
        return self.round_over and self.match.over

    def close(self) -> None:
        self.bots.close()

    # -- what the people at the table may do -----------------------------------------------
    def legal(self, seat: int) -> list[int]:
        if self.state is None or self.state.over:
            return []
        return list(legal_actions(self.state, seat))

    def observe(self, seat: int) -> Observation:
        assert self.state is not None
        return observe(self.state, seat)

    def card_actions(self, seat: int, card: int) -> list[int]:
        """Every legal way for `seat` to put `card` on the pile now (play, defend, jump in)."""
        return [
            a for a in self.legal(seat) if a & A.KIND_MASK in CARD_KINDS and A.type_of(a) == card
        ]

    def playable_cards(self, seat: int) -> set[int]:
        return {A.type_of(a) for a in self.legal(seat) if a & A.KIND_MASK in CARD_KINDS}

    def why_not(self, seat: int, card: int) -> Reason | None:
        """The engine's reason why `card` cannot go on the pile now (None: it can)."""
        state = self.state
        if state is None or state.over:
            return Reason(ROUND_OVER)
        return why_not(state, seat, card)

    def button_action(self, seat: int) -> int | None:
        """What clicking the draw pile means now: draw, take the attack, or keep the card."""
        legal = self.legal(seat)
        for action in (A.DRAW, A.ACCEPT, A.PASS):
            if action in legal:
                return action
        return None

    def call_button(self, seat: int) -> tuple[str, str]:
        """(call id, mode) for the call button: mode "late" (a call still owed may be made
        now), "arm" (the next play owes this call; press to make it with the play) or "off"."""
        rules, state = self.rules, self.state
        if not rules.calls:
            return "", "off"
        if state is None or state.over:
            return rules.calls[0].id, "off"
        if A.CALL in self.legal(seat):
            return rules.calls[state.owed_call].id, "late"
        index = rules.call_at_size[max(state.sizes[seat] - 1, 0)]
        if index >= 0 and any(a & A.CALL_BIT for a in self.legal(seat)):
            return rules.calls[index].id, "arm"
        if index >= 0:
            return rules.calls[index].id, "off"
        return rules.calls[0].id, "off"

    def catch_action(self, seat: int) -> int | None:
        for action in self.legal(seat):
            if action & A.KIND_MASK == A.CATCH:
                return action
        return None

    def act(self, seat: int, action: int) -> list[Event]:
        """Apply a person's action (raises IllegalAction, changing nothing, if it is not legal)."""
        assert self.state is not None
        events = apply(self.state, action, seat)
        self._after(events)
        return events

    # -- the clock -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance table time (call only while the table is at rest) and let the bots act."""
        if self.state is None or self.state.over:
            return
        self.clock += dt
        self._collect()
        intent = self._next_intent()
        if intent is None:
            return
        if intent.action not in legal_actions(self.state, intent.seat):
            self.intents.remove(intent)  # overtaken (cannot happen after _moved; kept as a guard)
            return
        self._after(apply(self.state, intent.action, intent.seat))

    def thinking(self) -> bool:
        """True while a bot's decision is outstanding or due (the loop keeps full speed)."""
        return bool(self.asked or self.intents)

    def _next_intent(self) -> Intent | None:
        waiting_out = any(out for (_, _, out) in self.asked.values())
        due = [i for i in self.intents if i.due <= self.clock]
        if not due:
            return None
        out = [i for i in due if i.out_of_turn]
        if out:
            return min(out, key=lambda i: i.due)
        # The turn waits while an out-of-turn chance is still being weighed or timed.
        if waiting_out or any(i.out_of_turn for i in self.intents):
            return None
        return min(due, key=lambda i: i.due)

    def _collect(self) -> None:
        state = self.state
        assert state is not None
        for req, seat, action, _seconds in self.bots.poll():
            entry = self.asked.get(seat)
            if entry is None or entry[0] != req:
                continue  # an answer to a position that has moved on
            del self.asked[seat]
            _, asked_at, out = entry
            legal = legal_actions(state, seat)
            if action is None and not out:
                action = -1
            if action is None:
                continue  # declined the chance
            if action not in legal:
                action = self._stand_in(seat, legal, out)
                if action is None:
                    continue
            level = self.setup.seats[seat].level
            wait = reaction_delay(level, self.rng) if out else self.rng.uniform(*self.pace)
            self.intents.append(Intent(seat, action, max(asked_at + wait, self.clock), out))

    def _stand_in(self, seat: int, legal: Sequence[int], out: bool) -> int | None:
        """A bot failed (an error, an illegal answer): a plain legal move keeps the game going."""
        if out:
            return None
        plain = [a for a in legal if not a & A.CALL_BIT] or legal
        return self.rng.choice(plain)

    # -- after every action ----------------------------------------------------------------
    def _after(self, events: list[Event]) -> None:
        self.decisions += 1
        self.version += 1
        self._publish(events)
        assert self.state is not None
        if self.state.over:
            self.round_events = [e for e in events if e[0] == EV.ROUND_END]
            self.match.finish_round(self.state)
            self.asked.clear()
            self.intents.clear()
            return
        self._moved()

    def _publish(self, events: list[Event]) -> None:
        for listener in list(self.listeners):
            listener(events)
        bots = self.bots.levels
        self.bots.notice({seat: [visible_event(e, seat) for e in events] for seat in bots})

    def _moved(self) -> None:
        """The position changed: every earlier decision is void; ask whoever may act now."""
        state = self.state
        assert state is not None
        self.asked.clear()
        self.intents.clear()
        if state.over:
            return
        seats = actors(state)
        turn = state.turn
        # Out-of-turn seats first: their answers come back before a long search for the turn.
        for seat in sorted(seats, key=lambda s: s == turn):
            if seat in self.bots.levels:
                legal = legal_actions(state, seat)
                if legal:
                    req = self.bots.ask(seat, observe(state, seat), legal, self.rng.getrandbits(48))
                    self.asked[seat] = (req, self.clock, seat != turn)
        if turn not in self.bots.levels:
            self._human_chores(turn)

    def _human_chores(self, seat: int) -> None:
        """A person's turn with nothing to decide (a trade waiting for defences): carry it out."""
        legal = legal_actions(self.state, seat)  # type: ignore[arg-type]
        if tuple(legal) == (A.RESOLVE,):
            self.intents.append(Intent(seat, A.RESOLVE, self.clock + max(self.pace), False))


# -- narrowing a card's legal actions down to one, choice by choice --------------------------
def choices_needed(actions: list[int]) -> str | None:
    """Which choice still separates these actions: "option", "colour", "target" or None."""
    for name, part in (("option", A.option_of), ("colour", A.colour_of), ("target", A.target_of)):
        if len({part(a) for a in actions}) > 1:
            return name
    return None


def narrow(actions: list[int], what: str, value: int) -> list[int]:
    part = {"option": A.option_of, "colour": A.colour_of, "target": A.target_of}[what]
    return [a for a in actions if part(a) == value]


def with_call(actions: list[int], call: bool) -> int:
    """The one action left, with the call when the person asked for it and it is due."""
    calling = [a for a in actions if a & A.CALL_BIT]
    plain = [a for a in actions if not a & A.CALL_BIT]
    if call and calling:
        return calling[0]
    return (plain or calling)[0]
