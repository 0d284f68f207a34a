"""The table's game saved after every move, and resumed from the file exactly.

A `Recorder` listens to a `TableSession`. Its listener runs when the session publishes a
move's events: the new position is in place, the table's generator and clock are as they were
before the bots are asked about it, and the bots have not yet seen the events. The recorder
feeds the same events to shadow copies of the bots (in this process, so their `memory()` needs
no round trip to the worker) and writes the save: setup, match, state, each bot's memory, the
table generator's state and the clock. `resume()` builds a session from such a save; asking
the bots again with the same generator state gives the same answers, so the game goes on event
for event as it would have.

A finished round is saved as it stands: its final state together with the match as it is once
that round is counted (the session counts it only after the listeners ran, so the recorder
counts a copy). Quitting while the round's end is shown therefore resumes at that round's end:
the same result over the same totals, then Continue deals the next round as the uninterrupted
game would have. Resuming at the last move before the end instead would count the round (and
its statistics) a second time when it is played out again. A finished match removes the save:
its result is in the statistics and nothing is left to continue. With one person at the table,
each finished round (and match) goes into the statistics (game.stats) once, when it ends.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from game import savegame, stats
from game.engine import Match, visible_event
from game.engine import events as EV
from game.engine.events import Event
from game.engine.state import State
from game.table.botworker import Bots
from game.table.presented import Presented
from game.table.session import PACE, TableSession


class Recorder:
    def __init__(self, controller: TableSession, *, write: bool = True) -> None:
        self.c = controller
        self.write = write
        self.shadow = Bots(controller.bots.levels, controller.bots.options)
        self.seen: State | None = controller.state
        self.last: dict[str, Any] | None = None  # the save of the last move, as written
        # Why the last write failed (a full disk, a read-only folder), for the screen; None
        # once a write succeeds again.
        self.unsaved: str | None = None
        controller.listeners.insert(0, self.on_events)

    def on_events(self, events: list[Event]) -> None:
        c = self.c
        state = c.state
        if state is None:
            return
        if state is not self.seen:  # a new round (or a redeal): the bots start afresh
            self.shadow.handle(("round", c.rules, c.players))
            self.seen = state
        self.shadow.handle(
            ("notice", {s: [visible_event(e, s) for e in events] for s in self.shadow.bots})
        )
        counted: Match | None = None
        if state.over:
            counted = self._counted(state)
            if self.write:
                self._count(state, counted if counted.over else None)
            if counted.over:
                if self.write:
                    savegame.remove()
                return
        self.last = json.loads(json.dumps(self.snapshot(counted).to_dict()))  # no shared lists
        if self.write:
            try:
                savegame.write_dict(self.last)
            except OSError as error:  # a full or read-only disk must not end the game
                self.unsaved = str(error.strerror or error)
            else:
                self.unsaved = None

    def _counted(self, state: State) -> Match:
        """The match as it will be once this finished round is counted (a copy)."""
        after = savegame.match_from_dict(self.c.rules, savegame.match_to_dict(self.c.match))
        after.finish_round(state)
        return after

    def _count(self, state: State, ended: Match | None) -> None:
        """The person's round (and match) into the statistics, when one person plays."""
        humans = self.c.humans
        if len(humans) != 1 or state.result is None:
            return
        you = humans[0]
        key = stats.ruleset_key(self.c.setup.ruleset)
        level = stats.opponent_level([s.level for s in self.c.setup.seats if not s.human])
        record = stats.load()
        record.record_round(
            key, level, won=state.result["winner"] == you, penalty=int(state.result["scores"][you])
        )
        if ended is not None:
            record.record_match(key, level, won=you in ended.leaders())
        stats.save(record)

    def snapshot(self, match: Match | None = None) -> savegame.SavedGame:
        """The game as it stands; `match` replaces the session's (a finished round's count)."""
        c = self.c
        assert c.state is not None
        return savegame.SavedGame(
            setup=c.setup,
            match=match if match is not None else c.match,
            state=c.state,
            bots={
                seat: bot.memory()
                for seat, bot in self.shadow.bots.items()
                if hasattr(bot, "memory")
            },
            rngs={"table": c.rng},
            extra={"clock": c.clock, "decisions": c.decisions},
        )


def resume(
    saved: savegame.SavedGame,
    *,
    pace: tuple[float, float] = PACE,
    bot_process: bool = True,
    bot_options: dict[int, dict] | None = None,
    write: bool = True,
) -> tuple[TableSession, Recorder]:
    """A session at the saved position, its bots remembering what they did, and a recorder
    that goes on saving it."""
    c = TableSession(
        saved.setup,
        pace=pace,
        bot_process=bot_process,
        bot_options=bot_options,
        rules=saved.state.rules,
    )
    c.match = saved.match
    c.seed = saved.match.seed
    c.rng.setstate(saved.rngs["table"].getstate())
    c.clock = float(saved.extra.get("clock", 0.0))
    c.decisions = int(saved.extra.get("decisions", 0))
    c.bots.start_round(c.rules, c.players)
    c.bots.restore(saved.bots)
    c.state = saved.state
    # A finished round comes with its match already counted; the table shows its end again.
    c.round_events = [round_end_event(saved.state)] if saved.state.over else []
    c.version += 1
    c.round_id += 1
    c.presented = Presented.start(c.rules, c.observe(c.viewer))
    if c.round_events:
        c.presented = replace(c.presented, round_hands=c.round_events[0][3]["hands"])
    recorder = Recorder(c, write=write)
    recorder.shadow.handle(("round", c.rules, c.players))
    recorder.shadow.handle(("restore", saved.bots))
    c._moved()
    return c, recorder


def round_end_event(state: State) -> Event:
    """The ROUND_END event of a finished round, rebuilt from its state (as game.engine.flow
    makes it), for the round-end screen of a resumed game."""
    result = state.result
    assert state.over and result is not None
    hands = tuple(tuple(state.hand(seat)) for seat in range(state.n))
    extra = {"blocked": bool(result["blocked"]), "hands": hands}
    return (EV.ROUND_END, int(result["winner"]), tuple(result["scores"]), extra)
