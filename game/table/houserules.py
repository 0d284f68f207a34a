"""A ruleset's D-n decisions as controls on the New game screen, with their values in words.

`game.ruleset.house_rules` says which values each decision offers (the book's first) and which
overrides a value makes; this module adds what a screen needs: the words for a setting and its
values (translated, by `game.rulebook`, which the ruleset workshop shares) and a whole number
range from the JSON schema for integer settings. Decisions that share a setting are one house
rule there already, so each setting has one control. Only values that differ from the book
become overrides.

>>> from game.table import rulecache
>>> found = {o.path: o for o in offers(rulecache.document("noris"))}
>>> found["rules.reshuffle"].book, [v for v, _ in found["rules.reshuffle"].options]
('keep_top', ['keep_top', 'all'])
>>> found["players.max"].kind, found["players.max"].overrides(6)
('int', {'players.max': 6})
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.housewords import setting_label, value_label
from game.i18n import text_of
from game.ruleset.house_rules import HouseRule, house_rules
from game.ruleset.schema import setting_schema as schema_node

# Settings the New game screen has a control of its own for (match length).
OWN_CONTROLS = {"match.rounds", "match.points_limit"}


@dataclass
class Offer:
    """One control on the New game screen: a house rule with its values in words."""

    rule: HouseRule  # from game.ruleset.house_rules: the ids, settings, book value, choices
    kind: str  # "bool", "choice" or "int"
    options: list[tuple[Any, str]] = field(default_factory=list)  # (value, words)

    @property
    def ids(self) -> str:
        """ "D-5", or "D-3, D-22" where several decisions share the setting."""
        return self.rule.id

    @property
    def path(self) -> str:
        return self.rule.settings[0]

    @property
    def book(self) -> Any:
        return self.rule.book_value

    def accepted(self, value: Any) -> Any:
        """`value` if this control offers it (a remembered choice), else the book's."""
        if self.kind == "bool":
            return value if isinstance(value, bool) else self.book
        offered = [v for v, _words in self.options]
        same_type = type(value) is type(self.book)
        return value if same_type and value in offered else self.book

    def label(self, doc: dict[str, Any]) -> str:
        return setting_label(doc, self.path)

    def overrides(self, value: Any) -> dict[str, Any]:
        if value == self.book:
            return {}
        if self.kind == "int":  # a whole range, wider than the rule's own two choices
            return dict.fromkeys(self.rule.settings, value)
        return self.rule.overrides(value)


def lookup(doc: dict[str, Any], path: str) -> tuple[Any, bool]:
    """The value at a dotted path and whether the document has it."""
    node: Any = doc
    for part in path.split("."):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None, False
    return node, True


def offers(doc: dict[str, Any]) -> list[Offer]:
    """The ruleset's house rules as controls, one per setting, in file order."""
    return [
        _offer(doc, rule)
        for rule in house_rules(doc)
        if not set(rule.settings) & OWN_CONTROLS and len(rule.choices) >= 2
    ]


def _offer(doc: dict[str, Any], rule: HouseRule) -> Offer:
    path, book = rule.settings[0], rule.book_value
    if isinstance(book, bool):
        return Offer(rule, "bool")
    if isinstance(book, int):
        node = schema_node(path) or {}
        low = int(node.get("minimum", min(rule.choices)))
        high = int(node.get("maximum", max(max(rule.choices), book * 3)))
        return Offer(rule, "int", [(n, str(n)) for n in range(low, high + 1)])
    return Offer(rule, "choice", [(v, _value_name(rule, path, v, doc)) for v in rule.choices])


def _value_name(rule: HouseRule, path: str, value: Any, doc: dict[str, Any]) -> str:
    """A value as New game names it: the `label` of the decision offering it, where it has
    one (an effect said in full can be too long for its control), else the value in words."""
    if value != rule.book_value or type(value) is not type(rule.book_value):
        offering = rule.decision_of(value)
        for decision in doc.get("decisions", []):
            if decision.get("id") == offering and decision.get("label"):
                return text_of(decision["label"])
    return value_label(path, value, doc)


def overrides_for(doc: dict[str, Any], chosen: dict[str, Any]) -> dict[str, Any]:
    """The chosen settings that differ from the book: what goes into `GameSetup.overrides`."""
    out: dict[str, Any] = {}
    for path, value in chosen.items():
        book, _given = lookup(doc, path)  # every default is written in the loaded document
        if value != book:
            out[path] = value
    return out
