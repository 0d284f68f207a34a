"""The trace: a simulated game written as JSON Lines, one record per line.

Enough to replay and re-check a game without the engine (see `game.sim.replay`), and without
the command line or the ruleset file that made it (docs/trace-format.md has every key):

* `trace` — the header, the first line: the effective ruleset itself (its canonical document,
  house rules applied) and its digest (`game.ruleset.identity`), and how the run was asked for;
* `round_start` — ruleset id and digest, players, seed, dealer, hand size, colours and the
  deck's card counts;
* every engine event through `event_to_dict` (the deck order after each shuffle, every card
  moved with where from and where to, penalties with their reason, skips, direction and colour
  changes, reveals, and the round end with each hand and score);
* an `action` record before each decision's events: the actor and its choices;
* a `state` record after each decision's events: the seat to act, the colour in force, the top
  card, the direction and the sizes of hands and piles, so a checker can compare its own count.

Card names are the readable ones (`red:7`, `blue:draw2`, `wild`).
"""

from __future__ import annotations

import json
from typing import IO, Any

from game.engine import actions as A
from game.engine import event_to_dict
from game.engine import state as S
from game.engine.events import Event
from game.engine.rules import Rules
from game.engine.state import State
from game.ruleset.identity import RulesetIdentity, rules_identity

FORMAT = 2
"""The trace format: 2 has the `trace` header; 1 (no header) began with a `round_start`."""


def action_record(rules: Rules, seat: int, action: int) -> dict[str, Any]:
    """The `action` record: the action as text and each of its choices as a field."""
    kind = A.kind_of(action)
    card: str | None = None
    colour: str | None = None
    option: str | int | None = None
    target: str | int | None = None
    if kind in A.WRITTEN_WITH_CARD:
        t = A.type_of(action)
        card = rules.card_to_text(t)
        if A.colour_of(action) >= 0:
            colour = rules.colours[A.colour_of(action)]
        if A.option_of(action) >= 0:
            choose = rules.type_choose[t]
            option = choose.option_ids[A.option_of(action)] if choose else A.option_of(action)
    raw_target = A.target_of(action)
    if raw_target == A.TARGET_LEFT:
        target = "left"
    elif raw_target == A.TARGET_RIGHT:
        target = "right"
    elif raw_target >= 0:
        target = raw_target
    return {
        "event": "action",
        "seat": seat,
        "action": A.action_to_text(rules, action),
        "kind": A.KIND_NAMES.get(kind, str(kind)),
        "card": card,
        "colour": colour,
        "option": option,
        "target": target,
        "call": A.has_call(action),
    }


def state_record(state: State) -> dict[str, Any]:
    """The `state` record: what a checker compares its own replayed count against."""
    rules = state.rules
    return {
        "event": "state",
        "turn": state.turn,
        "phase": S.PHASE_NAMES[state.phase],
        "top": rules.card_to_text(state.top),
        "colour": rules.colour_name(state.colour),
        "direction": state.direction,
        "sizes": list(state.sizes),
        "draw_pile": len(state.draw),
        "discard_pile": len(state.discard),
    }


def header_record(identity: RulesetIdentity, **run: Any) -> dict[str, Any]:
    """The `trace` header: the ruleset as played and `run`'s description of the run
    (`players`, `games`, `seed`, `forget_calls`; None where the writer was not told)."""
    return {
        "event": "trace",
        "format": FORMAT,
        "ruleset_id": identity.id,
        "digest": identity.digest,
        "ruleset": identity.document,
        **run,
    }


def round_start_record(
    rules: Rules, players: int, seed: int, dealer: int, number: int
) -> dict[str, Any]:
    """The record a round's events follow."""
    # The deck and the hands of this many players (`packs_by_players`, `hand_size_by_players`).
    deck = {rules.card_to_text(t): k for t, k in enumerate(rules.decks_counts[players]) if k}
    record: dict[str, Any] = {
        "event": "round_start",
        "round": number,
        "ruleset": rules.id,
        "digest": rules_identity(rules).digest,
        "players": players,
        "seed": seed,
        "dealer": dealer,
        "hand_size": rules.hand_sizes[players],
        "colours": list(rules.colours),
        "deck": deck,
    }
    if rules.first_direction == "counterclockwise":  # written only then: clockwise is usual
        record["direction"] = "counterclockwise"
    return record


class TraceWriter:
    """Writes the header at once, then one round after another, to an open text file."""

    def __init__(
        self,
        out: IO[str],
        rules: Rules,
        *,
        players: int | None = None,
        games: int | None = None,
        seed: int | None = None,
        forget_calls: float | None = None,
    ) -> None:
        self.out = out
        self.rules = rules
        self._dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode
        # Written here so that no trace can lack it, whoever plays the rounds into it.
        run = {"players": players, "games": games, "seed": seed, "forget_calls": forget_calls}
        self.record(header_record(rules_identity(rules), **run))

    def record(self, record: dict[str, Any]) -> None:
        self.out.write(self._dumps(record))
        self.out.write("\n")

    def round_start(self, players: int, seed: int, dealer: int, number: int) -> None:
        self.record(round_start_record(self.rules, players, seed, dealer, number))

    def events(self, events: list[Event]) -> None:
        rules, write = self.rules, self.record
        for event in events:
            write(event_to_dict(rules, event))

    def action(self, seat: int, action: int) -> None:
        self.record(action_record(self.rules, seat, action))

    def state(self, state: State) -> None:
        self.record(state_record(state))

    def error(self, message: str, decisions: int) -> None:
        """A round that did not end by the rules (an exception, or the safety cap)."""
        self.record({"event": "error", "message": message, "decisions": decisions})
