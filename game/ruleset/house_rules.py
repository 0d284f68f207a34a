"""The house rules a ruleset offers: its `decisions`, each with the book's value and the others.

The New game screen shows one toggle or choice per decision id; the tests flip each one.
Alternatives come from the decision's `alternative`, else from the setting's type in the JSON
Schema (`game.ruleset.schema.choices`: true/false, or the words an enum allows, found by the
setting's whole path), else a neighbouring whole number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.ruleset.loader import SourceMap
from game.ruleset.overrides import apply_with_paths, parse_path
from game.ruleset.problem import Finding, Problem, msg
from game.ruleset.schema import choices


@dataclass(frozen=True)
class HouseRule:
    id: str  # D-n
    settings: tuple[str, ...]  # dotted paths flipped together
    book_value: Any  # the value in the file (of the first setting)
    choices: tuple[Any, ...]  # every value offered, the book's first
    values_by_setting: dict[str, tuple[Any, ...]] = field(default_factory=dict, compare=False)

    def overrides(self, value: Any) -> dict[str, Any]:
        """The override dict that sets this house rule to `value` (one of `choices`)."""
        if value == self.book_value:
            return {}
        index = self.choices.index(value)
        return {path: self.values_by_setting[path][index] for path in self.settings}


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
    """One entry per decision id in the ruleset document, in file order."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    for decision in doc.get("decisions", []) or []:
        grouped.setdefault(decision["id"], []).append(decision)
    out: list[HouseRule] = []
    for decision_id, entries in grouped.items():
        values: dict[str, tuple[Any, ...]] = {}
        for entry in entries:
            book = _value_at(doc, entry["setting"])
            values[entry["setting"]] = tuple(_choices(doc, entry, book))
        first = entries[0]["setting"]
        out.append(HouseRule(decision_id, tuple(values), values[first][0], values[first], values))
    return out


def house_rule_problems(
    doc: dict[str, Any], filled: dict[str, Any], *, file: str, source: SourceMap
) -> list[Problem]:
    """Every value a house rule offers must make a valid ruleset on its own.

    `doc` is the file as read and `filled` the same with its defaults (both valid). A value
    that does not is reported on the decision that offers it, with the first problem it makes.
    """
    from game.ruleset.validate import show, to_problems, validate

    findings: list[Finding] = []
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
            first = problems[0]
            findings.append(
                Finding(
                    _decision_path(filled, rule),
                    msg(
                        "ruleset.problem.house_rule_invalid",
                        decision=rule.id,
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
    return Finding(_decision_path(doc, rule, other), why)


def _decision_path(
    doc: dict[str, Any], rule: HouseRule, setting: str | None = None
) -> tuple[str | int, ...]:
    """The decision of `rule` over `setting` (its first one by default)."""
    for index, decision in enumerate(doc.get("decisions", [])):
        if decision["id"] == rule.id and decision["setting"] == (setting or rule.settings[0]):
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
