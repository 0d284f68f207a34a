"""Which settings a house rule (a `decisions` entry) may name.

A house rule changes one rule: a setting of the table, what a card does, or a call's due time
and cost. Every such setting is said in words in all three languages (`game.housewords`) and
offered on New game and in the workshop, so `check` refuses a decision over anything else
(a name, a colour, the deck's make-up, a card's kind) with a message that says what may be
named instead. The table's settings are read from the schema, so a setting the format gains
there is a house rule at once (and a test asks the rulebook to say it).

>>> decidable("ranks.8.effects"), decidable("calls.list.0.penalty"), decidable("ranks.8.kind")
(True, True, False)
"""

from __future__ import annotations

from functools import cache

from game.ruleset.problem import Message, msg
from game.ruleset.schema import deref, load_schema

# The parts of the format that hold the table's settings; `calls.list` is said call by call.
TABLE_ROOTS = ("players", "hand_size", "hand_size_by_players", "rules", "calls", "scoring", "match")
NOT_TABLE_SETTINGS = frozenset({"calls.list"})
# What a house rule may change of a card (`ranks.ID.…`; anything inside its effects too) and
# of a call (`calls.list.N.…`).
CARD_SETTINGS = (
    "effects", "plays_on", "not_on", "then_any", "only_without", "challenge", "rank_aliases",
    "points",
)  # fmt: skip
CALL_SETTINGS = ("cards_left", "penalty", "with_ranks")
# The calls as a whole: a house rule that adds or replaces calls (classic's D-62, MM3's "Mau!"
# going out and "Mau Mau!" on a Jack), said call by call (`game.housewords`).
CALL_LIST = "calls.list"


@cache
def table_settings() -> tuple[str, ...]:
    """Every setting of the table the format has, by dotted path: the leaves of the schema
    under TABLE_ROOTS (a leaf: a node without properties of its own)."""
    found: list[str] = []

    def walk(node: dict[str, object], path: str) -> None:
        node = deref(node)
        properties = node.get("properties")
        if not isinstance(properties, dict):
            found.append(path)
            return
        for key, child in properties.items():
            walk(child, f"{path}.{key}")

    for root in TABLE_ROOTS:
        walk(load_schema()["properties"][root], root)
    return tuple(path for path in found if path not in NOT_TABLE_SETTINGS)


def card_part(path: str) -> tuple[str, list[str]] | None:
    """(rank id, the parts after it) for a path into a card (`ranks.ID.…`), else None."""
    parts = path.split(".")
    if len(parts) >= 3 and parts[0] == "ranks":
        return parts[1], parts[2:]
    return None


def call_part(path: str) -> tuple[int, str] | None:
    """(index, setting) for a call's setting a house rule may change, else None."""
    parts = path.split(".")
    if len(parts) == 4 and parts[:2] == ["calls", "list"] and parts[2].isdigit():
        return int(parts[2]), parts[3]
    return None


def card_settings(rank_id: str) -> tuple[str, ...]:
    """The settings of one card a house rule may name whole (its effects' parameters may be
    named one by one too), by dotted path: what the workshop offers."""
    return tuple(f"ranks.{rank_id}.{setting}" for setting in CARD_SETTINGS)


def call_settings(index: int) -> tuple[str, ...]:
    """The settings of the `index`th call a house rule may name, by dotted path."""
    return tuple(f"calls.list.{index}.{setting}" for setting in CALL_SETTINGS)


def decidable(path: str) -> bool:
    """Whether a house rule may name the setting at `path` (which must exist in the file)."""
    if path in table_settings():
        return True
    card = card_part(path)
    if card is not None:
        rest = card[1]
        return rest[0] == "effects" or (len(rest) == 1 and rest[0] in CARD_SETTINGS)
    if path == CALL_LIST:
        return True
    call = call_part(path)
    return call is not None and call[1] in CALL_SETTINGS


def not_decidable(path: str) -> Message:
    """Why `path` cannot be a house rule, and what can."""
    return msg(
        "ruleset.problem.not_a_house_rule",
        setting=path,
        table=", ".join(TABLE_ROOTS),
        card=", ".join(CARD_SETTINGS),
        call=", ".join(CALL_SETTINGS),
    )
