"""One game at a table: setup -> rules -> match, the seats, pacing, races, calls, the log.

The session owns the engine state and is the only thing that applies actions. It knows
nothing about pixels. A screen (or a test) asks it what a seat may do — `card_choice`,
`pile`, `call_state`, `catch_target`, `refusal` — and hands it what a person asks for
(`play`, `press_pile`, `call`, `catch`, or any legal action through `request`); the bots
think in their worker process (`game.table.botworker`).

What happened comes out as engine events: to the listeners (the recorder) and to the bots at
once, and to the screen through the *presented state*: the screen `take`s the events, animates
them, and reports each one `shown`; only then does `presented` move on, and the log say it.
A seat is offered actions only while `presented` has caught up with the state, so nothing on
screen runs ahead of what has been shown.

Time is counted in seconds of *table time*, which runs only while everything has been shown
and the screen lets it run (no menu open, no card held): a bot plays its turn `pace` seconds
after the table came to rest on it, and takes an out-of-turn chance after its level's reaction
delay, so a person can follow every move and win those races. An out-of-turn request, a
person's or a bot's, opens a window of `window` seconds in which every other request counts;
then `game.engine.arbitrate` decides by the ruleset's priority (D-8), and the log says why
(`game.table.race`). While a person may still make a call they owe, or catch a bot's missed
call, bots give them `call_grace` seconds first (none where the window closes with the play).
A decision with only one answer is not made for a person without their press (take the
attack, keep the drawn card): unless they asked the table to take such moves for them
(`forced_wait`), then after a countdown the screen shows (`forced_countdown`). Carrying out a
trade they chose is done after the same pause as a bot's real choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from game.bots import reaction_delay, table_options
from game.engine import Match, actors, apply, legal_actions, observe, visible_event
from game.engine import actions as A
from game.engine import events as EV
from game.engine.arbitrate import Request
from game.engine.calls import false_call_id
from game.engine.core import ends_round
from game.engine.events import Event
from game.engine.legal import call_with_play
from game.engine.observe import Observation
from game.engine.reasons import ROUND_OVER, Reason, why_not
from game.engine.rules import Rules
from game.engine.state import State
from game.i18n import tr
from game.table import choices, grouping
from game.table.botworker import BotPool
from game.table.choices import CallState, CardChoice
from game.table.grouping import Answers, Laid
from game.table.log import TableLog, race_words
from game.table.pacing import Grace, Intent, next_intent, open_grace, stand_in
from game.table.presented import Presented, Situation
from game.table.race import WINDOW, Race
from game.table.savegame import SavedGame
from game.table.setup import GameSetup
from game.table.showing import Showing
from game.words import reason_text

Listener = Callable[[list[Event]], None]
PACE = (0.6, 1.2)  # seconds a bot pauses before its turn (scaled by the bot-pace preference)
CALL_GRACE = 2.0  # seconds bots give a person to make a call they owe, or to catch a miss
FORCED_WAIT = 2.5  # seconds the countdown runs before a forced move is taken for a person


class Saving(Protocol):
    """What the session asks of its recorder (game.table.recording): to save the position a
    move's events left, before any listener acts on them; to finish (write what is asked, and
    let its thread end) when the table closes."""

    def on_events(self, events: list[Event]) -> None: ...

    def flush(self, timeout: float = ...) -> None: ...

    def close(self, timeout: float = ...) -> None: ...


class TableSession:
    def __init__(
        self,
        setup: GameSetup,
        *,
        pace: tuple[float, float] = PACE,
        bot_process: bool = True,
        bot_options: dict[int, dict[str, Any]] | None = None,
        rules: Rules | None = None,
        window: float = WINDOW,
        call_grace: float = CALL_GRACE,
    ) -> None:
        from game.ruleset import load_rules

        self.setup = setup
        self.rules = rules or load_rules(setup.ruleset, overrides=setup.overrides or None)
        self.players = len(setup.seats)
        self.names = setup.names()  # untouched defaults in the reader's language
        self.humans = [k for k, seat in enumerate(setup.seats) if seat.human]
        self.viewer = self.humans[0] if self.humans else 0
        self.passing = len(self.humans) > 1  # pass-and-play: several people share the screen
        seed = setup.seed if setup.seed is not None else random.randrange(1 << 40)
        self.seed = seed
        self.rng = random.Random(f"{seed}:table")
        self.match = Match(self.rules, self.players, seed, starter=setup.starter)
        levels = {k: seat.level for k, seat in enumerate(setup.seats) if not seat.human}
        self.bots = BotPool(levels, process=bot_process, options=table_options(levels, bot_options))
        self.pace = pace
        self.call_grace = call_grace
        # Seconds before a person's forced move is made for them (they asked for it in the
        # settings; kid mode), or None: it waits for their press.
        self.forced_wait: float | None = None
        self.state: State | None = None
        self.clock = 0.0
        self.listeners: list[Listener] = []
        self.asked: dict[int, tuple[int, float, bool]] = {}  # seat -> (request, at, out of turn)
        self.intents: list[Intent] = []
        self.race = Race(window)
        self.grace: Grace | None = None  # time given to a person in an open call window
        self.round_events: list[Event] = []  # the ROUND_END of the last finished round
        self.decisions = 0  # actions applied
        self.last_decision: tuple[int, int] | None = None  # (seat, action) of the last one
        # Every decision since the round's deal (None: a position whose deal was not seen
        # here): the save carries them, so a resumed round can be kept from its deal.
        self.round_moves: list[tuple[int, int]] | None = None
        self.version = 0  # bumped at every change of the state
        self.round_id = 0  # bumped at every new deal (or position)
        self.recorder: Saving | None = None  # set by a Recorder listening to this session
        self.showing = Showing(
            self.rules,
            self.names,
            self.viewer,
            you=self._you,
            passing=self.passing,
            round_number=lambda: self.match.rounds_played + 1,
        )

    def rename(self) -> None:
        """Untouched names follow a language switch ("You" becomes "Du"): the names are
        changed in place, so the log, whose lines are said when drawn, follows them too."""
        self.names[:] = self.setup.names()
        self.showing.names[:] = self.names

    # -- rounds ----------------------------------------------------------------------------
    def start_round(self, *, redeal: bool = False) -> list[Event]:
        """Deal the next round, or (`redeal`, from the menu) this round again with new cards."""
        state, events = self.match.redeal() if redeal else self.match.start_round()
        self.state = state
        self.version += 1
        self.round_id += 1
        self.round_events = []
        self.round_moves = []
        self.bots.start_round(self.rules, self.players)
        if redeal:  # the screen dropped what it was showing: the new deal starts afresh
            self.showing.restart()
            self.log.say(lambda: tr("table.log_restart"))
        if self.passing:  # a deal is watched by everyone: nobody's hand until a tap
            self.presented = replace(self.presented, sees=False)
        self._publish(events)
        self._moved()
        return events

    def use_position(self, state: State) -> None:
        """Play on from a given position (a test's scenario; a saved game)."""
        self.state = state
        self.round_events = []
        self.round_moves = None
        self.bots.start_round(self.rules, self.players)
        self.version += 1
        self.round_id += 1
        # Pass-and-play: a new position is nobody's to see until someone has tapped in.
        obs = observe(state, self.viewer)
        self.showing.restart(Presented.start(self.rules, obs, sees=not self.passing))
        self._moved()

    def resume(self, saved: SavedGame) -> None:
        """Play on from a saved game (game.table.recording): its match, position, generator,
        clock and log, the bots remembering what they did; a finished round shows its end."""
        self.match = saved.match
        self.seed = saved.match.seed
        self.rng.setstate(saved.rngs["table"].getstate())
        self.clock = float(saved.extra.get("clock", 0.0))
        moves = saved.extra.get("round_moves")
        self.round_moves = None if moves is None else [(int(s), int(a)) for s, a in moves]
        self.decisions = int(saved.extra.get("decisions", 0))
        self.bots.start_round(self.rules, self.players)
        self.bots.restore(saved.bots)
        self.state = saved.state
        # A finished round comes with its match already counted; the table shows its end again.
        self.round_events = [round_end_event(saved.state)] if saved.state.over else []
        self.version += 1
        self.round_id += 1
        self.presented = Presented.start(
            self.rules, self.observe(self.viewer), sees=not self.passing
        )
        if self.round_events:
            self.presented = replace(self.presented, round_hands=self.round_events[0][3]["hands"])
        self.log.restore(saved.log)
        self._moved()

    @property
    def round_over(self) -> bool:
        return self.state is not None and self.state.over

    @property
    def match_over(self) -> bool:
        return self.round_over and self.match.over

    def close(self) -> None:
        """The table goes: the last move's save is written, then the bots' worker stops."""
        if self.recorder is not None:
            self.recorder.close(2.0)
        self.bots.close()

    def pump(self) -> None:
        """Take in the bots' answers that need no table time (their memories for the save):
        every frame, even while the table stands still."""
        self.bots.pump()

    # -- the presented state (game.table.showing) -------------------------------------------
    @property
    def presented(self) -> Presented:
        """The table as the screen has shown it."""
        return self.showing.presented

    @presented.setter
    def presented(self, value: Presented) -> None:
        self.showing.presented = value

    @property
    def log(self) -> TableLog:
        return self.showing.log

    @property
    def caught_up(self) -> bool:
        """Everything that happened has been shown (a query: it changes nothing)."""
        return self.showing.caught_up

    def take(self) -> list[Event]:
        """The events not yet handed to the screen, as its viewer may see them, in order."""
        return self.showing.take()

    def shown(self, event: Event) -> None:
        """The screen has shown `event` (the next one taken): the presented state moves on."""
        self.showing.shown(event)

    def show_all(self) -> None:
        """Everything shown at once (a headless table, a click that lands every card)."""
        self.showing.show_all()

    def view_from(self, seat: int, *, sees: bool = True) -> None:
        """Show the table from `seat` (pass-and-play hands the screen over): everything so
        far is shown as the old viewer saw it, then the table is as `seat` sees it now."""
        self.viewer = seat
        obs = observe(self.state, seat) if self.state is not None else None
        self.showing.view_from(obs, seat, sees=sees)

    # -- what a seat may do (nothing until everything has been shown) ----------------------
    def legal(self, seat: int) -> list[int]:
        if self.state is None or self.state.over:
            return []
        return list(legal_actions(self.state, seat))

    def offers(self, seat: int) -> list[int]:
        """What `seat` may be offered now: its legal actions once the screen has caught up."""
        return self.legal(seat) if self.caught_up else []

    def observe(self, seat: int) -> Observation:
        assert self.state is not None
        return observe(self.state, seat)

    def playable(self, seat: int) -> set[int]:
        return choices.playable(self.offers(seat))

    def card_choice(self, seat: int, card: int, *, call: bool | None = None) -> CardChoice | None:
        """Every way `seat` may now put `card` on the pile (play, defend, jump in), or None;
        `call`: only the ways that say the call with it (True) or not (False)."""
        found = choices.card_choice(self.offers(seat), card)
        if found is None:
            return None
        choice = replace(found, at=self.version)
        return self.settled(seat, choice if call is None else choice.with_call(call))

    def still(self, seat: int, choice: CardChoice) -> CardChoice:
        """`choice` less the ways no longer allowed: the engine is asked again only when the
        table has moved on since its ways were read (a chooser was open meanwhile)."""
        if choice.at == self.version:
            return choice
        return choice.still(self.offers(seat), self.version)

    def settled(self, seat: int, choice: CardChoice) -> CardChoice:
        """`choice` less the questions the engine says cannot matter (the colour a last card
        would wish when it ends the round)."""
        state = self.state
        if state is None or state.over:
            return choice
        return choice.without_moot_colour(lambda action: ends_round(state, action, seat))

    def why_not(self, seat: int, card: int) -> Reason | None:
        """The engine's reason why `card` cannot go on the pile now (None: it can)."""
        state = self.state
        if state is None or state.over:
            return Reason(ROUND_OVER)
        return why_not(state, seat, card)

    def refusal(self, seat: int, card: int) -> str:
        """Why `card` went back to the hand, in words."""
        reason = self.why_not(seat, card)
        if reason is None or not self.caught_up:
            return tr("table.moved_on")
        return reason_text(self.rules, reason, self.names)

    def pile(self, seat: int) -> str | None:
        """What clicking the draw pile means now: "draw", "accept", "pass", or None."""
        action = choices.pile_action(self.offers(seat))
        return choices.PILE[action] if action is not None else None

    def call_state(self, seat: int, offers: Sequence[int] | None = None) -> CallState:
        """The call button: due with the next play, late, or off (from the legal actions;
        `offers`: the seat's, when the caller has them already)."""
        rules, state = self.rules, self.state
        if not rules.calls:
            return CallState("off", "")
        first = rules.calls[0].id
        if state is None or state.over:
            return CallState("off", first)
        index = call_with_play(state, seat)
        if index < 0 and rules.false_call_penalty:
            index = false_call_id(state)  # what a false call would say
        due = rules.calls[index].id if index >= 0 else first
        owed = rules.calls[state.owed_call].id if state.owed_call >= 0 else first
        return choices.call_state(self.offers(seat) if offers is None else offers, due, owed)

    def catch_target(self, seat: int) -> int | None:
        """The seat whose missed call `seat` may catch now, or None."""
        action = choices.catch_action(self.offers(seat))
        return A.target_of(action) if action is not None else None

    def decides(self, seat: int) -> bool:
        """`seat` has a decision of its own to make (not just a trade to carry out): in
        pass-and-play the screen goes to them for it."""
        legal = self.legal(seat)
        return bool(legal) and legal != [A.RESOLVE]

    def forced_countdown(self, seat: int) -> tuple[float, float] | None:
        """A forced move the table is about to make for the person at `seat`: (seconds left,
        the whole wait), for the countdown on its button; None when there is none."""
        wait = self.forced_wait
        for intent in self.intents:
            if wait is not None and intent.seat == seat and intent.action in choices.FORCED:
                return max(0.0, intent.due - self.clock), wait
        return None

    def take_forced_moves(self, wait: float | None) -> None:
        """From now on a person's forced move is made for them after `wait` seconds (None:
        it waits for their press): a move already waiting follows the new setting."""
        if wait == self.forced_wait:
            return
        self.forced_wait = wait
        self.intents = [i for i in self.intents if not self._person_forced(i)]
        state = self.state
        if state is not None and not state.over:
            self._forced_for_person(state)

    def _person_forced(self, intent: Intent) -> bool:
        return intent.seat not in self.bots.levels and intent.action in choices.FORCED

    def waiting(self, seat: int) -> bool:
        """`seat` has asked to act out of turn and the window is still open."""
        return self.race.asked(seat)

    # -- what a person asks for ------------------------------------------------------------
    def play(self, seat: int, choice: CardChoice, *, call: bool = False) -> str | None:
        """Put the card down the one way `choice` has left; None if taken, else the refusal.
        Its ways are known to be allowed now (`still`): the engine's `apply` is the only
        other check."""
        still = self.still(seat, choice)
        if not still.actions:
            return tr("table.refused", reason=self.refusal(seat, choice.card))
        return self._request(seat, still.action(call=call), checked=True)

    def lay(
        self, seat: int, cards: Sequence[int], *, call: bool = False, answers: Answers = ()
    ) -> Laid:
        """Several cards in one play (`game.table.grouping`): `cards` laid one by one in their
        order, then the group ended, `call` said on the action that ends it. Stops at a card
        refused (the cards laid so far stay laid, the group open) or at one whose ways wait
        on a chooser (`answers`: the choosers' answers so far, for every card that asks)."""
        state = self.state
        if state is None or state.over or not cards:
            return Laid(0, refused=tr("table.moved_on"))
        fresh = not grouping.open_for(state, seat)  # a new play: as any request on the turn
        if fresh and (not self.caught_up or self.race.open or seat != state.turn):
            reason = self.refusal(seat, cards[0]) if self.caught_up else tr("table.moved_on")
            return Laid(0, refused=reason)
        for index in range(len(cards)):
            got = grouping.step(state, seat, cards, index, call=call, answers=answers)
            if isinstance(got, Reason):
                return Laid(index, refused=reason_text(self.rules, got, self.names))
            if isinstance(got, CardChoice):
                rest = tuple(cards[index + 1 :])
                return Laid(index, asks=replace(got, at=self.version), rest=rest)
            self._apply(seat, got)
            if state.over:
                return Laid(index + 1)
        if grouping.open_for(state, seat):
            end = grouping.end_action(legal_actions(state, seat), call=call)
            if end is not None:
                self._apply(seat, end)
        return Laid(len(cards))

    def end_group(self, seat: int, *, call: bool = False) -> str | None:
        """End the group `seat` is laying (the "End play" button), saying the call with it
        when asked for; None when taken, else why not, in words."""
        end = grouping.end_action(self.offers(seat), call=call)
        if end is None:
            return tr("table.refused", reason=tr("table.moved_on"))
        return self._request(seat, end, checked=True)

    def followers_after(self, seat: int, cards: Sequence[int]) -> set[int] | None:
        """The cards that may follow `cards` (picked, not yet laid) once they are laid in
        their order, as the engine would have it now; None when they could not all be laid
        (or the screen has not caught up)."""
        state = self.state
        if state is None or state.over or not self.caught_up:
            return None
        return grouping.followers_after(state, seat, cards)

    def laying_group(self, seat: int) -> bool:
        """`seat` is laying a group now, as the screen has shown it: it may add or end."""
        return self.caught_up and grouping.open_for(self.state, seat)

    def press_pile(self, seat: int) -> str | None:
        action = choices.pile_action(self.offers(seat))
        return self.request(seat, action) if action is not None else None

    def call(self, seat: int) -> str | None:
        """The late call (the button in its "late" mode), or a false call ("false")."""
        if A.FALSE_CALL in self.offers(seat):
            return self.request(seat, A.FALSE_CALL)
        return self.request(seat, A.CALL)

    def catch(self, seat: int) -> str | None:
        action = choices.catch_action(self.offers(seat))
        return self.request(seat, action) if action is not None else None

    def request(self, seat: int, action: int) -> str | None:
        """A person's action: carried out at once, or (out of turn) in the race's window.
        None when taken; else why not, in words."""
        return self._request(seat, action, checked=False)

    def _request(self, seat: int, action: int, *, checked: bool) -> str | None:
        """`checked`: `action` is known to be legal in this very position."""
        state = self.state
        if state is None or state.over or not self.caught_up:
            return tr("table.refused", reason=tr("table.moved_on"))
        if not checked and action not in legal_actions(state, seat):
            return tr("table.refused", reason=self._refusal_of(seat, action))
        if choices.out_of_turn(action, seat, state.turn):
            self.race.add(Request(seat, action, self.clock))
        elif self.race.open:  # somebody asked first: this regular action comes too late
            return tr("table.refused", reason=tr("table.moved_on"))
        else:
            self._apply(seat, action)
        return None

    def act(self, seat: int, action: int) -> str | None:
        """Any legal action of any seat, as a person would ask for it (tests drive seats so)."""
        return self.request(seat, action)

    def _refusal_of(self, seat: int, action: int) -> str:
        if action & A.KIND_MASK in choices.CARD_KINDS:
            return self.refusal(seat, A.type_of(action))
        return tr("table.moved_on")

    # -- the clock -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance table time (only once everything has been shown) and let the bots act."""
        self.showing.settle()
        state = self.state
        if state is None or state.over or not self.caught_up:
            return
        self.clock += dt
        self._collect()
        self._fire()
        if self.race.open and self.clock >= self.race.closes:
            self._decide()

    def thinking(self) -> bool:
        """True while a decision is outstanding or due (the loop keeps full speed)."""
        return bool(self.asked or self.intents or self.race.open)

    def thinking_seat(self) -> int:
        """The bot to act while its decision is still out (a search), or -1."""
        state = self.state
        if state is None or state.over:
            return -1
        entry = self.asked.get(state.turn)
        return state.turn if entry is not None and not entry[2] else -1

    def _fire(self) -> None:
        """Carry out the decisions whose moment has come: out-of-turn ones ask in the race."""
        while True:
            grace, humans = self.grace, self.humans
            held = {id(i) for i in self.intents if grace and grace.holds(i, self.clock, humans)}
            waiting_out = any(out for (_, _, out) in self.asked.values())
            intent = next_intent(
                self.intents,
                self.clock,
                held=held,
                waiting_out=waiting_out,
                race_open=self.race.open,
            )
            if intent is None:
                return
            self.intents.remove(intent)
            if intent.out_of_turn:
                at = max(intent.due, grace.ends if grace else 0.0)
                self.race.add(Request(intent.seat, intent.action, at))
                continue
            assert self.state is not None
            if intent.action in legal_actions(self.state, intent.seat):
                self._apply(intent.seat, intent.action)
            return

    def _collect(self) -> None:
        """The bots' answers become intents, due after their pause or reaction time."""
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
                action = stand_in(legal, out, self.rng)
                if action is None:
                    continue
            level = self.setup.seats[seat].level
            wait = reaction_delay(level, self.rng) if out else self.rng.uniform(*self.pace)
            self.intents.append(Intent(seat, action, max(asked_at + wait, self.clock), out))

    def _decide(self) -> None:
        """The window has closed: the ruleset's priority picks the request carried out."""
        state = self.state
        assert state is not None
        winner, why = self.race.decide(state)
        self.race.clear()
        words = race_words(why, self.names[winner.seat], to_winner=winner.seat == self._you() >= 0)
        if words is not None:
            self.showing.note(words)
        if winner.action in legal_actions(state, winner.seat):
            self._apply(winner.seat, winner.action)
        else:
            self._moved()

    def _you(self) -> int:
        """The person the log speaks to (nobody at a bot table or in pass-and-play)."""
        return self.viewer if self.viewer in self.humans and not self.passing else -1

    # -- after every action ----------------------------------------------------------------
    def _apply(self, seat: int, action: int) -> None:
        assert self.state is not None
        events = apply(self.state, action, seat)
        self.decisions += 1
        self.last_decision = (seat, action)  # listeners that keep the round read it
        if self.round_moves is not None:
            self.round_moves.append((seat, action))
        self.version += 1
        self._publish(events)
        if self.state.over:
            self.round_events = [e for e in events if e[0] == EV.ROUND_END]
            self.match.finish_round(self.state)
            self.asked.clear()
            self.intents.clear()
            self.race.clear()
            return
        self._moved()

    def _publish(self, events: list[Event]) -> None:
        state = self.state
        assert state is not None
        bots = self.bots.levels
        self.bots.notice({seat: [visible_event(e, seat) for e in events] for seat in bots})
        # Queued for the screen first: a listener (the recorder) reads the log to come.
        self.showing.happened(events, Situation.of(observe(state, self.viewer)))
        # The recorder first: it saves the position these events left, before another
        # listener (the kept rounds) acts on them.
        if self.recorder is not None:
            self.recorder.on_events(events)
        for listener in list(self.listeners):
            listener(events)

    def _moved(self) -> None:
        """The position changed: every earlier decision is void; ask whoever may act now."""
        state = self.state
        assert state is not None
        self.asked.clear()
        self.intents.clear()
        self.race.clear()
        if state.over:
            return
        self.grace = open_grace(state, self.humans, self.clock, self.call_grace, self.grace)
        self._ask(state)

    def _ask(self, state: State) -> None:
        """Ask whoever may act now: the bots in their worker, a person's forced answer after a
        pause (a guided table asks its course instead)."""
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
            only = choices.no_choice(legal_actions(state, turn))
            if only == A.RESOLVE:  # the trade the person chose: after a pause, as a bot's
                due = self.clock + self.rng.uniform(*self.pace)
                self.intents.append(Intent(turn, only, due, False))
            self._forced_for_person(state)

    def _forced_for_person(self, state: State) -> None:
        """The person to move has only a forced move (take the attack, keep the card): made
        for them after the countdown when they asked for that, else left to their press."""
        turn = state.turn
        if turn in self.bots.levels or self.forced_wait is None:
            return
        only = choices.no_choice(legal_actions(state, turn))
        if only in choices.FORCED:
            self.intents.append(Intent(turn, only, self.clock + self.forced_wait, False))


def round_end_event(state: State) -> Event:
    """The ROUND_END event of a finished round, rebuilt from its state (as game.engine.flow
    makes it), for the round-end screen of a resumed game."""
    result = state.result
    assert state.over and result is not None
    hands = tuple(tuple(state.hand(seat)) for seat in range(state.n))
    extra = {"blocked": bool(result.blocked), "hands": hands}
    return (EV.ROUND_END, int(result.winner), tuple(result.scores), extra)
