"""A saved game checked completely before it is used.

A save file is the player's: it may be cut short, hand-edited, or written by another version.
Before anything is resumed from it, `check_shape` holds the JSON to its shape — every field's
type and range, bounded by what a table can hold — and `check_round` holds the decoded round
to the game's invariants: the seats, each card type exactly as often as the ruleset's deck holds
it, hands that agree with their masks and sizes, a turn, a phase and counts that exist, a
finished round with its result, and bot memory that the bots take back. What fails is a
`SaveError` saying why; the caller moves the file aside, so no file can crash the game twice.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import actions as A
from game.engine.challenge import FIXED, colour_of
from game.engine.effect_kinds import BY_CODE
from game.engine.match import Match
from game.engine.rules import Rules
from game.engine.start_card import opening_choices
from game.engine.state import ATTACK, FIELD_NAMES, GROUP, OPENING, OVER, PHASE_NAMES, STAGE, State
from game.i18n import LANGUAGES
from game.table.setup import MAX_SEATS

MAX_LOG_LINES = 200  # lines of the table's log (it keeps 64)
MAX_LOG_LINE = 2000  # characters in one line
MAX_CARDS = 2000  # cards in one deck (the ruleset format's bound, with room)
MAX_TYPES = 255  # card types the engine represents
MAX_ROUND_MOVES = 100_000  # decisions in one round (a long round takes a few hundred)
MAX_COUNT = 1 << 40  # turn numbers, seeds' neighbours, rounds: large, never unbounded


class SaveError(ValueError):
    """A save file this game cannot take (damaged, foreign, or from a newer version)."""


def _int(low: int, high: int) -> dict[str, Any]:
    return {"type": "integer", "minimum": low, "maximum": high}


def _ints(low: int, high: int, most: int) -> dict[str, Any]:
    return {"type": "array", "maxItems": most, "items": _int(low, high)}


SEAT = _int(0, MAX_SEATS - 1)
SEAT_OR_NONE = _int(-1, MAX_SEATS - 1)
CARD = _int(0, MAX_TYPES - 1)
SEED = _int(-(1 << 64), 1 << 64)

STATE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    # A group being laid, a stage, waiting turns, the seats out and an open challenge are new in
    # the format: a save without them has none.
    "required": [
        name
        for name in FIELD_NAMES
        if name not in ("rules", "group", "stage", "waits", "finished", "challenge")
    ],
    "properties": {
        "n": _int(2, MAX_SEATS),
        "hands": {"type": "array", "maxItems": MAX_SEATS, "items": _ints(0, MAX_CARDS, MAX_TYPES)},
        "masks": {"type": "array", "maxItems": MAX_SEATS, "items": _int(0, (1 << MAX_TYPES) - 1)},
        "sizes": _ints(0, MAX_CARDS, MAX_SEATS),
        "draw": _ints(0, MAX_TYPES - 1, MAX_CARDS),
        "discard": _ints(0, MAX_TYPES - 1, MAX_CARDS),
        "top": CARD,
        "colour": _int(-1, 15),
        "direction": {"enum": [-1, 1]},
        "turn": SEAT,
        "phase": _int(0, len(PHASE_NAMES) - 1),
        "turn_no": _int(0, MAX_COUNT),
        "pend": _int(0, MAX_CARDS),
        "chain": _int(0, MAX_CARDS),
        "waits": _ints(0, MAX_CARDS, MAX_SEATS),  # per seat, or empty when nobody waits
        "pend_effect": {"anyOf": [{"type": "null"}, _ints(0, MAX_TYPES, 4)]},
        "pend_colour": _int(-1, 15),
        "pend_first": SEAT_OR_NONE,
        "drawn": _int(-2, MAX_TYPES - 1),
        "owed_seat": SEAT_OR_NONE,
        "challenge": _int(-1, 3 * FIXED - 1),  # a colour, plus a verdict a catch fixed
        "owed_call": _int(-1, 255),
        "owed_turn": _int(-1, MAX_COUNT),
        "jump_open": {"type": "boolean"},
        "last_player": SEAT_OR_NONE,
        "winner": SEAT_OR_NONE,
        "over": {"type": "boolean"},
        "stalled": _int(0, MAX_COUNT),
        "seed": SEED,
        "revealed": {
            "anyOf": [
                {"type": "null"},
                {"type": "array", "maxItems": MAX_SEATS, "items": _ints(0, MAX_TYPES, MAX_CARDS)},
            ]
        },
        # -1 none, a call's index, or below -1 a false call's turn (game.engine.calls).
        "called": _ints(-2 - MAX_COUNT, 255, MAX_SEATS),
        "trade": {
            "anyOf": [
                {"type": "null"},
                {
                    "type": "array",
                    "prefixItems": [
                        SEAT,
                        _int(-1, 31),
                        _int(-1, 15),
                        _ints(0, MAX_SEATS, 10),
                        _int(-1, 255),  # the fine (saves of an older version have none)
                    ],
                    "minItems": 4,
                    "maxItems": 5,
                },
            ]
        },
        # The colour in force before the group (-1: none), then each card's action.
        "group": _ints(-1, (1 << 26) - 1, MAX_CARDS + 1),
        "finished": _ints(0, MAX_SEATS - 1, MAX_SEATS),
        "stage": {
            "anyOf": [
                {"type": "null"},
                {
                    "type": "array",
                    "prefixItems": [
                        _int(0, 255),  # the code of the effect kind that opened it
                        {**_ints(0, MAX_SEATS - 1, MAX_SEATS), "minItems": 1},  # still to act
                        {
                            "type": "array",
                            "maxItems": MAX_SEATS,
                            "items": {**_ints(-1, 1 << 26, 2), "minItems": 2},  # (seat, choice)
                        },
                        SEAT,  # the opener
                        _int(0, MAX_SEATS),  # players to skip after it
                        _int(0, 2),  # what follows it
                    ],
                    "minItems": 6,
                    "maxItems": 6,
                },
            ]
        },
        "dealer": SEAT,
        "starter": SEAT,
        "result": {
            "anyOf": [
                {"type": "null"},
                {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["winner", "scores", "blocked"],
                    "properties": {
                        "winner": SEAT_OR_NONE,
                        "scores": _ints(-MAX_COUNT, MAX_COUNT, MAX_SEATS),
                        "blocked": {"type": "boolean"},
                    },
                },
            ]
        },
    },
}
MATCH_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["players", "seed", "dealer", "rounds_played", "totals", "wins", "history"],
    "properties": {
        "players": _int(2, MAX_SEATS),
        "seed": SEED,
        "dealer": SEAT,
        "starter": {"anyOf": [{"type": "null"}, SEAT]},
        "rounds_played": _int(0, MAX_COUNT),
        "totals": _ints(-MAX_COUNT, MAX_COUNT, MAX_SEATS),
        "wins": _ints(0, MAX_COUNT, MAX_SEATS),
        "last_starter": SEAT_OR_NONE,
        "redeals": _int(0, MAX_COUNT),
        "history": {
            "type": "array",
            "maxItems": 100_000,
            "items": _ints(-MAX_COUNT, MAX_COUNT, MAX_SEATS),
        },
    },
}
RNG = {
    "type": "array",
    "prefixItems": [_int(3, 3), _ints(0, (1 << 32) - 1, 625), {"type": ["number", "null"]}],
    "minItems": 3,
    "maxItems": 3,
}
SAVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": [
        "kind",
        "format",
        "setup",
        "ruleset",
        "match",
        "state",
        "bots",
        "rngs",
        "extra",
        "log",
    ],
    "additionalProperties": False,
    "properties": {
        "kind": {"const": "maumau-save"},
        "format": {"type": "integer"},
        "setup": {"type": "object"},  # GameSetup.from_dict checks it field by field
        "ruleset": {
            "type": "object",
            "required": ["digest", "document"],
            "additionalProperties": False,
            "properties": {
                "digest": {"type": "string", "pattern": "^sha256:[0-9a-f]{64}$"},
                "document": {"type": "object"},  # the ruleset validator checks it
            },
        },
        "match": MATCH_SCHEMA,
        "state": STATE_SCHEMA,
        "bots": {
            "type": "object",
            "propertyNames": {"pattern": "^[0-9]$"},
            "additionalProperties": {"type": "object"},
        },
        "rngs": {"type": "object", "required": ["table"], "additionalProperties": RNG},
        "extra": {
            "type": "object",
            "properties": {
                "clock": {"type": "number", "minimum": 0, "maximum": 1e9},
                "decisions": _int(0, MAX_COUNT),
                # The round's decisions since its deal: [seat, action] (game.table.resumedround).
                "round_moves": {
                    "type": "array",
                    "maxItems": MAX_ROUND_MOVES,
                    "items": {
                        "type": "array",
                        "prefixItems": [SEAT, _int(0, (1 << 31) - 1)],
                        "minItems": 2,
                        "maxItems": 2,
                    },
                },
            },
        },
        # The table's log as shown (game.table.log keeps at most KEPT lines), each line in
        # every language it was said in.
        "log": {
            "type": "array",
            "maxItems": MAX_LOG_LINES,
            "items": {
                "type": "object",
                "minProperties": 1,
                "additionalProperties": False,
                "properties": {
                    each: {"type": "string", "maxLength": MAX_LOG_LINE} for each in LANGUAGES
                },
            },
        },
    },
}


def check_shape(data: Any) -> None:
    """The JSON's shape, types and ranges (jsonschema); the first fault found, by its place."""
    from jsonschema import Draft202012Validator

    error = next(iter(Draft202012Validator(SAVE_SCHEMA).iter_errors(data)), None)
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path) or "the file"
        raise SaveError(f"{where}: {error.message[:200]}")


def check_round(rules: Rules, players: int, match: Match, state: State) -> None:
    """The game's invariants of a decoded save, against the ruleset it was saved with."""
    n = state.n
    if not n == players == match.players:
        raise SaveError(f"{players} seats, a match of {match.players} and a round of {n}")
    if not rules.min_players <= n <= rules.max_players:
        raise SaveError(f"{rules.id} is not played by {n}")
    per_seat = (state.hands, state.masks, state.sizes, state.called, match.totals, match.wins)
    if any(len(column) != n for column in per_seat):
        raise SaveError("a list of the round or the match does not have one entry per seat")
    _check_cards(rules, state)
    _check_places(rules, state)
    if (state.phase == OVER) != state.over or state.over != (state.result is not None):
        raise SaveError("a finished round must be over and have a result, and only then")
    for row in match.history:
        if len(row) != n:
            raise SaveError("a round of the match's history does not score every seat")


def _check_cards(rules: Rules, state: State) -> None:
    held: Counter[int] = Counter(state.draw) + Counter(state.discard)
    for seat, counts in enumerate(state.hands):
        if len(counts) != rules.n_types:
            raise SaveError(f"seat {seat}'s hand does not list the ruleset's {rules.n_types} cards")
        mask = sum(1 << t for t, k in enumerate(counts) if k)
        if mask != state.masks[seat] or sum(counts) != state.sizes[seat]:
            raise SaveError(f"seat {seat}'s hand disagrees with its count")
        held.update({t: k for t, k in enumerate(counts) if k})
    deck = Counter({t: k for t, k in enumerate(rules.decks_counts[state.n]) if k})
    if any(t >= rules.n_types for t in held) or held != deck:
        raise SaveError("the cards are not the ruleset's deck: some are missing or too many")
    if not state.discard or state.discard[-1] != state.top:
        raise SaveError("the top card is not the top of the discard pile")
    if state.revealed is not None:
        for seat, shown in enumerate(state.revealed):
            hand = Counter({t: k for t, k in enumerate(state.hands[seat]) if k})
            if Counter(shown) - hand:
                raise SaveError(f"seat {seat} shows cards it does not hold")


def _check_places(rules: Rules, state: State) -> None:
    n = state.n
    seats = (state.turn, state.dealer, state.starter)
    optional = (state.owed_seat, state.pend_first, state.last_player, state.winner)
    if any(not 0 <= s < n for s in seats) or any(not -1 <= s < n for s in optional):
        raise SaveError("a seat of the round is not at this table")
    if state.colour >= len(rules.colours) or state.pend_colour >= len(rules.colours):
        raise SaveError("a colour the ruleset does not have")
    calls = len(rules.calls)
    fine = state.trade[4] if state.trade is not None else -1
    if state.owed_call >= calls or fine >= calls or any(c >= calls for c in state.called):
        raise SaveError("a call the ruleset does not have")
    if (state.owed_seat < 0) != (state.owed_call < 0):
        raise SaveError("a call owed without a seat, or a seat owing no call")
    if state.drawn >= rules.n_types:
        raise SaveError("a drawn card the ruleset does not have")
    if state.trade is not None and any(not 0 <= s < n for s in (state.trade[0], *state.trade[3])):
        raise SaveError("a trade with a seat not at this table")
    cards = len(rules.decks[n])
    if state.pend > cards or state.chain > n * cards:
        raise SaveError("a pending attack larger than the deck")
    if state.waits and (len(state.waits) != n or not any(state.waits)):
        raise SaveError("waiting turns not one count per seat, or all of them none")
    _check_stage(state)
    _check_opening(rules, state)
    _check_group(rules, state)
    _check_finished(rules, state)
    _check_challenge(rules, state)


def _check_finished(rules: Rules, state: State) -> None:
    """Seats went out only where play goes on to one player (round_end: one_left), each once,
    holding no card, and never all of them."""
    out = state.finished
    if not out:
        return
    if not rules.play_on or len(set(out)) != len(out) or len(out) >= state.n:
        raise SaveError("seats out of a round that plays on to one player, or out twice")
    if any(not 0 <= s < state.n or state.sizes[s] for s in out):
        raise SaveError("a seat out of the round holding cards, or not at this table")


def _check_challenge(rules: Rules, state: State) -> None:
    """A challenge open only on its attack, under rules that have one, with a colour (and maybe
    the verdict a catch fixed first: game.engine.challenge)."""
    if state.challenge < 0:
        return
    if colour_of(state.challenge) >= len(rules.colours) or not rules.type_challenge[state.top]:
        raise SaveError("a challenge open on a card that may not be challenged")
    if state.phase != ATTACK or state.last_player < 0:
        raise SaveError("a challenge open with no attack to answer")


def _check_group(rules: Rules, state: State) -> None:
    """A group is being laid exactly in its phase, under rules that group cards, its cards
    the ruleset's plays and the last of them the top card."""
    group = state.group
    if bool(group) != (state.phase == GROUP):
        raise SaveError("a group being laid outside its phase, or its phase without a group")
    if not group:
        return
    if rules.groups is None or len(group) < 2 or not -1 <= group[0] < len(rules.colours):
        raise SaveError("a group of cards these rules do not lay together")
    if any(A.kind_of(a) != A.PLAY or A.type_of(a) >= rules.n_types for a in group[1:]):
        raise SaveError("a group holding something other than the ruleset's cards")
    if A.type_of(group[-1]) != state.top:
        raise SaveError("the last card of the group is not the top card")


def _check_opening(rules: Rules, state: State) -> None:
    """The dealer's choice for the start card (`start_card: as_dealer`) waits only before the
    first turn, by the seat before the first player, on a start card that asks a choice."""
    if state.phase != OPENING:
        return
    if rules.start_card != "as_dealer" or not opening_choices(state):
        raise SaveError("the dealer's choice for a start card these rules do not ask")
    if state.turn != (state.starter - state.direction) % state.n or len(state.discard) < 1:
        raise SaveError("the start card's choice asked of a seat that did not deal")


def _check_stage(state: State) -> None:
    """A stage is open exactly in its phase, asks the seat to act, and is its kind's."""
    stage, n = state.stage, state.n
    if (stage is not None) != (state.phase == STAGE):
        raise SaveError("a stage open outside its phase, or its phase without a stage")
    if stage is None:
        return
    kind = BY_CODE.get(stage[0])
    if kind is None or kind.stage is None:
        raise SaveError("a stage of an effect that opens none")
    seats = (*stage[1], *(seat for seat, _choice in stage[2]), stage[3])
    if any(not 0 <= s < n for s in seats) or stage[1][0] != state.turn:
        raise SaveError("a stage with a seat not at this table, or not asking the seat to act")


def check_bots(
    rules: Rules, players: int, levels: dict[int, str], memories: dict[int, Any]
) -> None:
    """Every memory belongs to a bot seat, and that bot takes it back."""
    from game.bots import make_bot

    for seat, memory in memories.items():
        if seat not in levels:
            raise SaveError(f"bot memory for seat {seat}, where no bot sits")
        bot = make_bot(levels[seat])
        bot.start_round(rules, seat, players)
        try:
            bot.restore(memory)
        except Exception as error:  # any fault of the data, reported as such
            why = f"seat {seat}'s bot cannot take back its memory: {error!r}"[:300]
            raise SaveError(why) from error
