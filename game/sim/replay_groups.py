"""The strict replay's reading of `rules.groups`: may this card follow the group laid so far?

Read from the ruleset document in a trace's header (docs/ruleset-format.md, "Several cards in one
play"), with nothing from `game.engine`. A group's first card is a `play` with `how: turn` and
must match the pile; each card after it is a `play` with `how: group` and must follow the card
before it:

- a set step: the same rank, a rank `same_rank.ranks` lets be grouped;
- a run step: the same colour, one place along `run.order` (the ranks in the file's order when
  it is empty), in the direction `run.direction` allows; with `run.suit: of_pile` the colour is
  the one in force before the group;
- after a first card of a `suit_after.ranks` rank: any card of its colour (`count: one`: one).

Without `chain` the group's first step fixes its form (a set, or a run). A card whose effect
forces, trades, adds a companion card or chooses an effect never joins a group. A set of two or
more cards holds at least `same_rank.min` (unless `chain`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

_ALONE = frozenset(("reveal_and_force", "trade_hands", "companion_card", "choose_effect"))
_SET, _UP, _DOWN = 1, 2, 3


def _colour(card: str) -> str | None:
    colour, sep, _rank = card.partition(":")
    return colour if sep else None


def _rank(card: str) -> str:
    return card.rpartition(":")[2]


def _names(effects: Any) -> set[str]:
    return {e if isinstance(e, str) else next(iter(e)) for e in effects or ()}


def _on(form: Any) -> Mapping[str, Any] | None:
    return form if isinstance(form, Mapping) and form.get("enabled") else None


class TraceGroups:
    """`rules.groups` of a trace's ruleset; None from `read` when no form is enabled."""

    def __init__(self, spec: Mapping[str, Any], ranks: Mapping[str, Mapping[str, Any]]) -> None:
        same_rank, run, after = (_on(spec.get(k)) for k in ("same_rank", "run", "suit_after"))
        effects = {rank: _names(s.get("effects")) for rank, s in ranks.items()}
        self.alone = frozenset(rank for rank, names in effects.items() if names & _ALONE)
        special = {r for r, s in ranks.items() if effects[r] or s.get("plays_on") == "any"}
        choice = (same_rank or {}).get("ranks", "any")
        if same_rank is None:
            self.set_ranks: frozenset[str] = frozenset()
        elif choice == "any":
            self.set_ranks = frozenset(ranks)
        elif choice == "numbers":
            self.set_ranks = frozenset(
                r for r, s in ranks.items() if s["kind"] == "number" and r not in special
            )
        elif choice == "specials":
            self.set_ranks = frozenset(special)
        else:
            self.set_ranks = frozenset(choice)
        self.set_min = int((same_rank or {}).get("min", 2))
        order: Sequence[str] = (run.get("order") or list(ranks)) if run else ()
        self.place = {rank: i for i, rank in enumerate(order)}
        self.direction = (run or {}).get("direction", "either")
        self.of_pile = (run or {}).get("suit", "of_pile") == "of_pile"
        self.chain = bool(spec.get("chain", False))
        self.openers = frozenset((after or {}).get("ranks", ()))
        self.one_after = (after or {}).get("count", "all") == "one"
        self.each = spec.get("effects", "each") == "each"

    @staticmethod
    def read(doc: Mapping[str, Any]) -> TraceGroups | None:
        spec = doc.get("rules", {}).get("groups") or {}
        if not any(_on(spec.get(k)) for k in ("same_rank", "run", "suit_after")):
            return None
        return TraceGroups(spec, doc["ranks"])

    def _step(self, before: str, prev: str, card: str) -> int:
        """0 none, or a set step, a run step up or down, from `prev` to `card`."""
        if _rank(prev) == _rank(card) and _rank(card) in self.set_ranks:
            return _SET
        colour = _colour(card)
        if colour is None or colour != _colour(prev) or (self.of_pile and colour != before):
            return 0
        here, there = self.place.get(_rank(prev)), self.place.get(_rank(card))
        if here is None or there is None:
            return 0
        return {1: _UP, -1: _DOWN}.get(there - here, 0)

    def _steps(self, before: str, group: Sequence[str]) -> list[int]:
        return [self._step(before, a, b) for a, b in zip(group, group[1:], strict=False)]

    def refusal(self, before: str, group: Sequence[str], card: str) -> str:
        """Why `card` may not follow `group` (laid on a pile of colour `before`), or ""."""
        if not group:
            return "no group to follow: its first card is a play of the turn"
        if _rank(card) in self.alone or _rank(group[0]) in self.alone:
            return "a card that forces, trades, adds a card or chooses is played alone"
        first = group[0]
        if _rank(first) in self.openers and _colour(first) is not None:
            if _colour(card) != _colour(first):
                return f"after {first} only cards of its suit follow"
            return "suit_after count one: one card follows" if self.one_after and group[1:] else ""
        step = self._step(before, group[-1], card)
        if not step:
            return f"neither a set nor a run step from {group[-1]}"
        steps = [s for s in self._steps(before, group) if s]
        if steps and not self.chain and (step == _SET) != (steps[0] == _SET):
            return "without chain a group is a set or a run, not both"
        runs = [s for s in steps if s != _SET]
        if step == _SET or self.direction == "free":
            return ""
        wanted = {"up": _UP, "down": _DOWN}.get(self.direction, runs[0] if runs else step)
        return "" if step == wanted else f"run.direction {self.direction}: not this way"

    def short_set(self, before: str, group: Sequence[str]) -> str:
        """Why the ended group is too small a set, or ""."""
        steps = self._steps(before, group)
        if len(group) < 2 or self.chain or self.set_min <= 2 or steps[0] != _SET:
            return ""
        return "" if len(group) >= self.set_min else f"a set of {len(group)}, min {self.set_min}"
