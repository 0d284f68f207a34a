"""The strict replay's second reading of the rules: may this card go on the pile now?

Built from the ruleset document in a trace's header alone (docs/ruleset-format.md), with nothing
from `game.engine` or `game.ruleset`: the engine's compiled tables are what is being checked, so
the checker reads the rules again, the way another program would.

A card *matches* when the top card's rank is not in its `not_on`, and it `plays_on: any`, or no
colour is in force, or it has the colour in force, or it shares a rank with the top card (a rank
and its `rank_aliases` on either side). Which plays must match depends on how the card was put
down (the `play` event's `how`; see `PlayChecker.card`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.sim.replay_groups import TraceGroups
from game.sim.replay_scores import TraceScoring
from game.sim.replay_setup import TraceSetup

NO_COLOUR = "any"  # the trace's name for "no colour in force" (an uncoloured start card)


class MatchProblem(Exception):
    """A card put on the pile against the rules of the trace's own ruleset."""


def canonical_digest(doc: Mapping[str, Any]) -> str:
    """`sha256:<hex>` of the document's canonical JSON.

    The same rule as `game.ruleset.identity` (sorted keys, compact separators, UTF-8, private
    `_` keys left out), written out again here because the checker must not import the game.
    """
    public = {key: value for key, value in doc.items() if not str(key).startswith("_")}
    text = json.dumps(public, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def colour_of(card: str) -> str | None:
    """`red:7` -> `red`; an uncoloured card (`wild`) has none."""
    colour, sep, _rank = card.partition(":")
    return colour if sep else None


def rank_of(card: str) -> str:
    return card.rpartition(":")[2]


Effect = tuple[str, Mapping[str, Any]]  # an effect's name and its parameters


def _effects(specs: Any) -> tuple[Effect, ...]:
    """A rank's `effects` list: bare names (`reverse`) or `{name: parameters}`."""
    out: list[Effect] = []
    for spec in specs or ():
        if isinstance(spec, str):
            out.append((spec, {}))
        else:
            ((name, params),) = spec.items()
            out.append((name, params or {}))
    return tuple(out)


@dataclass(frozen=True)
class _Rank:
    number: bool
    coloured: bool
    faces: frozenset[str]
    any: bool
    not_on: frozenset[str]
    effects: tuple[Effect, ...]
    then_any: bool  # anything may follow it


class TraceRules:
    """What the strict replay needs of a ruleset document: ranks, their matching and effects;
    the calls and their penalties."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        self.colours: tuple[str, ...] = tuple(doc["colours"])
        self.ranks = {
            rank: _Rank(
                number=spec["kind"] == "number",
                coloured=bool(spec.get("coloured", True)),
                faces=frozenset([rank, *spec.get("rank_aliases", [])]),
                any=spec.get("plays_on", "matching") == "any",
                not_on=frozenset(spec.get("not_on", [])),
                effects=_effects(spec.get("effects")),
                then_any=bool(spec.get("then_any", False)),
            )
            for rank, spec in doc["ranks"].items()
        }
        calls = doc.get("calls", {})
        listed = calls.get("list", [])
        # Cards left -> (call id, penalty cards): the calls said whatever the card.
        self.calls = {
            int(c["cards_left"]): (str(c["id"]), int(c["penalty"]))
            for c in listed
            if not c.get("with_ranks")
        }
        # (cards left, rank) -> call id: a call said instead when the card laid is of the rank.
        self.ranked_calls = {
            (int(c["cards_left"]), str(rank)): str(c["id"])
            for c in listed
            for rank in c.get("with_ranks", ())
        }
        self.call_penalties = {str(c["id"]): int(c["penalty"]) for c in listed}
        self.false_call_penalty = int(calls.get("false_call_penalty", 0))
        # Ranks laid with a companion card: the companion's play is the one a call is judged on.
        self.companions = frozenset(
            rank
            for rank, spec in self.ranks.items()
            if any(name == "companion_card" for name, _params in spec.effects)
        )
        self.groups = TraceGroups.read(doc)  # None: one card a play
        self.scoring = TraceScoring(doc)
        # No going out on some cards (game.sim.replay_going_out): the setting, and the ranks
        # its `specials` names — those with an effect, a wild, or one anything may follow.
        self.ranks_doc: Mapping[str, Mapping[str, Any]] = doc["ranks"]
        self.going_out: Mapping[str, Any] = doc.get("rules", {}).get("going_out", {})
        self.specials = frozenset(
            rank for rank, r in self.ranks.items() if r.effects or r.any or r.then_any
        )
        self.table_rules: Mapping[str, Any] = doc.get("rules", {})  # how a turn draws
        self.setup = TraceSetup(doc)  # the deal by the number of players, the start card

    def rank(self, card: str) -> _Rank:
        try:
            return self.ranks[rank_of(card)]
        except KeyError:
            raise MatchProblem(f"{card} is not a card of this ruleset") from None

    def matches(self, card: str, top: str, colour: str) -> bool:
        return not self.mismatch(card, top, colour)

    def mismatch(self, card: str, top: str, colour: str) -> str:
        """Why `card` does not match `top` with `colour` in force, or "" when it does."""
        mine, theirs = self.rank(card), self.rank(top)
        if rank_of(top) in mine.not_on:
            return f"not_on: {rank_of(card)} may not go on {rank_of(top)}"
        if (
            theirs.then_any
            or mine.any
            or colour == NO_COLOUR
            or colour_of(card) == colour
            or mine.faces & theirs.faces
        ):
            return ""
        return f"colour in force {colour}: neither its colour nor its rank"

    def effect(self, card: str, name: str, option: str | None) -> Mapping[str, Any] | None:
        """The parameters of the `name` effect that `card` (with its chosen option) carries."""
        for kind, params in self.rank(card).effects:
            if kind == name:
                return params
            if kind == "choose_effect" and option is not None:
                chosen = params.get("options", {}).get(option)
                for inner, inner_params in _effects(chosen):
                    if inner == name:
                        return inner_params
        return None


class PlayChecker:
    """Follows one round's attacks and trades, and judges each card as it goes on the pile.

    The replayed table (top card, colour in force) is the caller's; this keeps what only the
    strict check needs: the card last played with its option, and the attack or trade open.
    """

    def __init__(self, rules: TraceRules) -> None:
        self.rules = rules
        self.played: str | None = None  # the last card played or jumped (whose effects run)
        self.player = -1  # the seat that put it down
        self.option: str | None = None
        self.moves = 0  # cards put on the pile so far: a new one means a new attack
        self.pending: tuple[str, Mapping[str, Any], str] | None = None  # (effect, params, colour)
        self.pending_moves = -1
        self.checked = 0
        self.group: list[str] = []  # the group being laid: its first card, then the followers
        self.group_before = NO_COLOUR  # the colour in force under its first card

    def card(
        self, kind: str, how: str | None, card: str, top: str | None, colour: str, seat: int = -1
    ) -> None:
        """Judge `card` put down by a `kind` event (`play` with its `how`, `jump`, `defend`)."""
        if top is None:
            raise MatchProblem(f"{card} put down before any start card")
        self.checked += 1
        why = self._refusal(kind, how, card, top, colour)
        if why:
            raise MatchProblem(f"{kind} {card} on the top card {top} ({why})")
        self.moves += 1
        self.option = None
        if how == "group":
            self.group.append(card)
        else:
            self._close_group()
            self.group = [card] if kind == "play" and how == "turn" else []
            self.group_before = colour
        if kind == "defend":
            self.pending = None
        else:
            self.played, self.player = card, seat

    def played_effect(self, seat: int, name: str) -> Mapping[str, Any]:
        """The parameters of the `name` effect of the card `seat` last put down (its option's
        when it chose one); a problem when that card has none."""
        if self.played is None or self.player != seat:
            raise MatchProblem(f"a {name} by seat {seat}, who did not put the last card down")
        laid = self.group if self.rules.groups is not None and self.rules.groups.each else []
        for card in [*reversed(laid), self.played]:
            params = self.rules.effect(card, name, self.option)
            if params is not None:
                return params
        raise MatchProblem(f"a {name} by seat {seat}, but {self.played} has no {name} effect")

    def _refusal(self, kind: str, how: str | None, card: str, top: str, colour: str) -> str:
        """Why the card may not go down, or "" when it may."""
        rules = self.rules
        if kind == "jump":
            return "" if card == top else "a jump-in must be the top card itself"
        if kind == "defend":
            return self._defence(card)
        if how in ("turn", "after_draw"):
            return rules.mismatch(card, top, colour)
        if how == "stack":
            if self.pending is None:
                return "no attack to answer"
            name, params, _colour = self.pending
            if rank_of(card) in params.get("stack_with", []):
                return ""
            return answer_refusal(rules, card, self.pending)
        if how == "group":
            if rules.groups is None:
                return "no group form is enabled"
            return rules.groups.refusal(self.group_before, self.group, card)
        if how == "forced":
            return "" if rules.rank(card).number else "a forced play must be a number card"
        if how == "companion":
            return "" if rules.rank(card).coloured else "a companion must be a coloured card"
        return f"unknown way of playing {how!r}"

    def _defence(self, card: str) -> str:
        if self.pending is None:
            return "no attack or trade to defend against"
        name, params, colour = self.pending
        if rank_of(card) not in params.get("defended_by", []):
            return f"not a defended_by card of the {name}"
        if colour_of(card) != colour:
            return f"a defence must have the {name}'s colour, {colour}"
        return ""

    def answered(self, what: str) -> None:
        """The card just played cancelled the pending attack, passed it on or turned it back
        (`game.sim.replay_answers`): cancelled, it is over; else the next `attack` record asks
        its next victim for the same attack."""
        check_answer(self.rules, self.played, self.pending, what)
        if what == "attack_cancelled":
            self.pending = None
        else:
            self.pending_moves = self.moves

    def start_played(self, card: str) -> None:
        """The start card counts as the dealer's play (`start_card: as_dealer`): an attack it
        opens is its own, answered like one played from a hand."""
        self.moves += 1
        self.option = None
        self.played = card
        self.group = []

    def option_chosen(self, option: str) -> None:
        self.option = option

    def attack(self, name: str, colour: str) -> None:
        """An `attack` event: a new attack if a card went down since the last one, else the
        same attack asking its next victim (its colour is the one it started with)."""
        if self.pending is not None and self.pending_moves == self.moves:
            return
        if self.played is None:
            raise MatchProblem(f"a {name} attack before any card was played")
        # A group's attack is its last card's with that effect (the cards before it run theirs
        # too under `effects: each`).
        groups = self.rules.groups
        laid = self.group if groups is not None and groups.each else [self.played]
        cards = [c for c in reversed(laid) if self.rules.effect(c, name, self.option)]
        card = cards[0] if cards else self.played
        params = self.rules.effect(card, name, self.option)
        if params is None:
            raise MatchProblem(f"a {name} attack, but {card} has no {name} effect")
        self.pending, self.pending_moves = (name, params, colour), self.moves

    def trade(self, colour: str) -> None:
        """A `trade_chosen` event: defences must have the colour in force now."""
        if self.played is None:
            raise MatchProblem("a trade before any card was played")
        params = self.rules.effect(self.played, "trade_hands", self.option)
        if params is None:
            raise MatchProblem(f"a trade, but {self.played} has no trade_hands effect")
        self.pending, self.pending_moves = ("trade_hands", params, colour), self.moves

    def turn(self) -> None:
        """A normal turn begins: no attack or trade is open any more, no group is being laid."""
        self.pending = None
        self._close_group()
        self.group = []

    def _close_group(self) -> None:
        groups = self.rules.groups
        short = groups.short_set(self.group_before, self.group) if groups is not None else ""
        if short:
            raise MatchProblem(f"the group {' '.join(self.group)} ended short ({short})")


# -- answers to an attack other than stacking: cancel_attack, a `returned_by` card ------------
def answer_params(rules: TraceRules, card: str, attack: str) -> Mapping[str, Any] | None:
    """The cancel_attack parameters with which `card` answers an `attack`, or None."""
    params = rules.effect(card, "cancel_attack", None)
    if params is None or attack not in params.get("attacks", ("draw", "skip")):
        return None
    return params


def answer_refusal(
    rules: TraceRules, card: str, pending: tuple[str, Mapping[str, Any], str] | None
) -> str:
    """Why `card` may not answer the pending attack by cancelling or turning it back, or ""."""
    if pending is None:
        return "no attack to answer"
    name, params, colour = pending
    if answer_params(rules, card, name) is not None:
        return ""
    if rank_of(card) in params.get("returned_by", []) and colour_of(card) == colour:
        return ""
    return f"not a stack_with, cancel_attack or returned_by card of the {name} attack"


def check_answer(
    rules: TraceRules,
    card: str | None,
    pending: tuple[str, Mapping[str, Any], str] | None,
    what: str,
) -> None:
    """An `attack_cancelled`, `attack_passed_on` or `attack_returned` record: the card just
    played does that to the pending attack."""
    if card is None or pending is None:
        raise MatchProblem(f"{what} without a card answering an attack")
    name, params, colour = pending
    if what == "attack_returned":
        if rank_of(card) not in params.get("returned_by", []) or colour_of(card) != colour:
            raise MatchProblem(f"{card} turns back a {name} attack it is no returned_by card of")
        return
    answer = answer_params(rules, card, name)
    wanted = "passes_on" if what == "attack_passed_on" else "cancels"
    if answer is None or answer.get("answer", "cancels") != wanted:
        raise MatchProblem(f"{card} {what.replace('attack_', '')} a {name} attack: it may not")
