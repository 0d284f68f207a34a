"""The house rules a ruleset offers: its `decisions`, one offer per setting, each with the book's
value and the others.

Decisions under one id flip their settings together. Decisions (under other ids) that name the
same settings are one house rule: a setting has one value at a table, so New game offers it
once, with the book's value and every decision's alternatives, each value named by the
decision that offers it (noris's D-1 offers 7 players at most, its D-49 sixteen: one "Most
players" with 8, 7 and 16). Alternatives come from the decision's `alternative`, else from
the setting's type in the JSON Schema (`game.ruleset.schema.choices`: true/false, or the words
an enum allows, found by the setting's whole path), else a neighbouring whole number.

>>> doc = {"players": {"max": 8}, "decisions": [
...     {"id": "D-1", "setting": "players.max"},
...     {"id": "D-49", "setting": "players.max", "alternative": 16}]}
>>> (rule,) = house_rules(doc)
>>> rule.ids, rule.choices, [rule.decision_of(v) for v in rule.choices]
(('D-1', 'D-49'), (8, 7, 16), ['D-1', 'D-1', 'D-49'])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.ruleset.loader import SourceMap
from game.ruleset.overrides import apply_with_paths, parse_path
from game.ruleset.problem import Finding, Problem, msg
from game.ruleset.schema import choices


@dataclass(frozen=True)
class HouseRule:
    ids: tuple[str, ...]  # the D-n decisions offering it, in file order
    settings: tuple[str, ...]  # dotted paths flipped together
    book_value: Any  # the value in the file (of the first setting)
    choices: tuple[Any, ...]  # every value offered, the book's first
    values_by_setting: dict[str, tuple[Any, ...]] = field(default_factory=dict, compare=False)
    offered_by: tuple[str, ...] = ()  # for each of `choices`, the decision offering it
    named: frozenset[str] = frozenset()  # the decisions that write their `alternative`
    # Values left out on joining (`_joined`): the decision, the one whose value it clashes
    # with, and the first setting's value they share.
    clashes: tuple[tuple[str, str, Any], ...] = field(default=(), compare=False)

    @property
    def id(self) -> str:
        """Its decisions' ids as a person reads them: "D-5", or "D-1, D-49"."""
        return ", ".join(self.ids)

    def decision_of(self, value: Any) -> str:
        """The id of the decision that offers `value` (the book's: the first decision's)."""
        return self.offered_by[_index(self.choices, value)]

    def overrides(self, value: Any) -> dict[str, Any]:
        """The override dict that sets this house rule to `value` (one of `choices`)."""
        if _same(value, self.book_value):
            return {}
        index = _index(self.choices, value)
        values = self.values_by_setting  # a setting left at the book's value is no override
        return {
            path: values[path][index]
            for path in self.settings
            if not _same(values[path][index], values[path][0])
        }


def _same(a: Any, b: Any) -> bool:
    """Equal and of one type: a house rule's 1 is not its True."""
    return type(a) is type(b) and bool(a == b)


def _index(values: tuple[Any, ...], value: Any) -> int:
    for index, offered in enumerate(values):
        if _same(offered, value):
            return index
    raise ValueError(f"{value!r} is not offered")


def _value_at(doc: dict[str, Any], dotted: str) -> Any:
    path, problem = parse_path(dotted, doc)
    if problem:
        raise KeyError(f"{dotted}: {problem}")
    node: Any = doc
    for part in path:
        node = node[int(part)] if isinstance(node, list) else (node or {}).get(part)
    return node


def _choices(doc: dict[str, Any], decision: dict[str, Any], value: Any) -> list[Any]:
    if "alternative" in decision:
        return [value, decision["alternative"]]
    if isinstance(value, bool):
        return [value, not value]
    if isinstance(value, int):
        lower = value - 1
        return [value, lower] if lower >= 2 else [value, value + 1]
    enum = choices(decision["setting"])
    if enum:
        return [value, *[v for v in enum if v != value]]
    if isinstance(value, str) and decision["setting"] == "rules.deck":
        return [value, *[d for d in ["main", *doc.get("deck_options", {})] if d != value]]
    return [value]


def house_rules(doc: dict[str, Any]) -> list[HouseRule]:
    """One house rule per setting, in file order: the decisions under one id make one, and
    those sharing a setting with it join it (`_joined`)."""
    joined: list[HouseRule] = []
    for rule in _by_id(doc):
        if not _even(rule):
            joined.append(rule)  # its values cannot be paired: reported alone (`_uneven`)
            continue
        sharing = [
            k for k, r in enumerate(joined) if _even(r) and set(r.settings) & set(rule.settings)
        ]
        for k in reversed(sharing[1:]):  # a rule bridging two: all three are one
            joined[sharing[0]] = _joined(joined[sharing[0]], joined.pop(k))
        if sharing:
            joined[sharing[0]] = _joined(joined[sharing[0]], rule)
        else:
            joined.append(rule)
    return joined


def _by_id(doc: dict[str, Any]) -> Iterator[HouseRule]:
    """The decisions under each id as one house rule, flipping their settings together."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    for decision in doc.get("decisions", []) or []:
        grouped.setdefault(decision["id"], []).append(decision)
    for decision_id, entries in grouped.items():
        values: dict[str, tuple[Any, ...]] = {}
        for entry in entries:
            book = _value_at(doc, entry["setting"])
            values[entry["setting"]] = tuple(_choices(doc, entry, book))
        first = values[entries[0]["setting"]]
        offered_by = (decision_id,) * len(first)
        named = frozenset(decision_id for entry in entries if "alternative" in entry)
        yield HouseRule((decision_id,), tuple(values), first[0], first, values, offered_by, named)


def _even(rule: HouseRule) -> bool:
    """Whether each setting of `rule` offers as many values (else `_uneven` reports it)."""
    return len({len(values) for values in rule.values_by_setting.values()}) == 1


def _joined(rule: HouseRule, other: HouseRule) -> HouseRule:
    """One house rule of two sharing a setting, over the settings of both: `rule`'s values,
    then those of `other` it lacks, each a value of every setting (the book's where its
    decision leaves one alone) and still named by the decision offering it. Values are told
    apart by the first setting: one of `other` that gives it a value already offered, with
    other settings, cannot be told apart and is left out (`_overlaps` reports it). A value
    that one decision takes from the setting's type and another names as its `alternative`
    belongs to the latter: that decision is the one that means it."""
    settings = (*rule.settings, *[p for p in other.settings if p not in rule.settings])
    book = {path: _book(rule, other, path) for path in settings}
    rows = [_row(rule, k, book) for k in range(len(rule.choices))]
    offered_by = list(rule.offered_by)
    clashes = [*rule.clashes, *other.clashes]
    first = settings[0]
    for k in range(1, len(other.choices)):
        row = _row(other, k, book)
        at = next((i for i, r in enumerate(rows) if _same(r[first], row[first])), None)
        if at is None:
            rows.append(row)
            offered_by.append(other.offered_by[k])
        elif not all(_same(rows[at][p], row[p]) for p in settings):
            clashes.append((other.offered_by[k], offered_by[at], row[first]))
        elif at > 0 and other.offered_by[k] in other.named:
            offered_by[at] = other.offered_by[k]
    values = {path: tuple(r[path] for r in rows) for path in settings}
    return HouseRule(
        (*rule.ids, *other.ids),
        settings,
        rule.book_value,
        values[first],
        values,
        tuple(offered_by),
        rule.named | other.named,
        tuple(clashes),
    )


def _book(rule: HouseRule, other: HouseRule, path: str) -> Any:
    source = rule if path in rule.values_by_setting else other
    return source.values_by_setting[path][0]


def _row(rule: HouseRule, k: int, book: dict[str, Any]) -> dict[str, Any]:
    """`rule`'s `k`-th value as a value of every setting in `book` (the book's elsewhere)."""
    given = rule.values_by_setting
    return {path: given[path][k] if path in given else value for path, value in book.items()}


def house_rule_problems(
    doc: dict[str, Any], filled: dict[str, Any], *, file: str, source: SourceMap
) -> list[Problem]:
    """Every value a house rule offers must make a valid ruleset on its own.

    `doc` is the file as read and `filled` the same with its defaults (both valid). A value
    that does not is reported on the decision that offers it, with the first problem it makes.
    """
    from game.ruleset.validate import show, to_problems, validate

    findings: list[Finding] = list(_overlaps(filled))
    for rule in house_rules(filled):
        uneven = _uneven(filled, rule)
        if uneven is not None:
            findings.append(uneven)
            continue  # its values cannot be paired, so they cannot be tried either
        for value in rule.choices[1:]:
            changed, _paths = apply_with_paths(doc, rule.overrides(value), file=file)
            problems = validate(changed, file=file, source=source)
            if not problems:
                continue
            first, decision = problems[0], rule.decision_of(value)
            findings.append(
                Finding(
                    _decision_path(filled, decision),
                    msg(
                        "ruleset.problem.house_rule_invalid",
                        decision=decision,
                        setting=rule.settings[0],
                        value=show(value),
                        where=f"{first.path}: " if first.path else "",
                        problem=first.text or first.message,
                    ),
                )
            )
    return to_problems(findings, file, source)


def _uneven(doc: dict[str, Any], rule: HouseRule) -> Finding | None:
    """Settings flipped together (one id) must offer as many values each: the house rule's
    n-th value sets the n-th of every setting, and a shorter list has no n-th to set."""
    counts = {path: len(values) for path, values in rule.values_by_setting.items()}
    first, *others = rule.settings
    other = next((path for path in others if counts[path] != counts[first]), None)
    if other is None:
        return None
    why = msg(
        "ruleset.problem.house_rule_uneven",
        decision=rule.id,
        setting=first,
        count=counts[first],
        other=other,
        other_count=counts[other],
    )
    return Finding(_decision_path(doc, rule.ids[0], other), why)


def _overlaps(doc: dict[str, Any]) -> Iterator[Finding]:
    """Decisions sharing a setting are one house rule, its values told apart by its first
    setting: a value that gives that setting one another decision (or the book) gives it
    with other settings could not be chosen on New game."""
    from game.ruleset.validate import show

    for rule in house_rules(doc):
        for decision, other, value in rule.clashes:
            why = msg(
                "ruleset.problem.house_rule_overlap",
                decision=decision,
                other=other,
                setting=rule.settings[0],
                value=show(value),
            )
            yield Finding(_decision_path(doc, decision), why)


def _decision_path(
    doc: dict[str, Any], decision_id: str, setting: str | None = None
) -> tuple[str | int, ...]:
    """The decision `decision_id` over `setting` (any, by default), as a key path."""
    for index, decision in enumerate(doc.get("decisions", [])):
        if decision["id"] == decision_id and setting in (None, decision["setting"]):
            return ("decisions", index)
    return ("decisions",)  # pragma: no cover - every rule comes from a decision


def seating_problems(
    filled: dict[str, Any], players: int, *, file: str, source: SourceMap
) -> list[Problem]:
    """[] when a table of `players` fits the (overridden) ruleset `filled`, else why not.

    New game asks this before it deals: a house rule may have moved `players.max` below the
    seats already chosen, and the engine refuses to deal to a table it does not seat.
    """
    from game.ruleset.validate import to_problems

    low, high = filled["players"]["min"], filled["players"]["max"]
    if low <= players <= high:
        return []
    path = ("players", "min" if players < low else "max")
    why = msg("ruleset.problem.seats", players=players, low=low, high=high)
    return to_problems([Finding(path, why)], file, source)
