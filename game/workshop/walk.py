"""What every field of one draft's form is built from (see `game.workshop.form`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game.workshop.model import Option

T = TypeVar("T")
MISSING: Any = object()
"""The value of a key the draft does not write."""

Path = tuple[str | int, ...]


@dataclass
class Walk:
    """What every field of one draft is built from, worked out once per form: a draft of
    hundreds of ranks has hundreds of card pickers, all offering the same cards."""

    doc: dict[str, Any]
    ranks: list[str]
    colours: list[str]
    rank_options: tuple[Option, ...] = ()
    colour_options: tuple[Option, ...] = ()
    shared: dict[Any, Any] = field(default_factory=dict)
    """Options and adders every field of one kind shares (an enum's words, the effect kinds)."""

    def once(self, key: Any, make: Callable[[], T]) -> T:
        if key not in self.shared:
            self.shared[key] = make()
        found: T = self.shared[key]
        return found


def dotted_path(path: Path) -> str:
    return ".".join(str(part) for part in path)
