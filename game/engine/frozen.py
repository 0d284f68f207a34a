"""How the engine's frozen records (`@dataclass(frozen=True)`) pickle and copy.

Observations, effects and calls travel to the bots' worker process. Python restores a frozen
dataclass with slots through the `__setstate__` that `dataclass` writes for it; the compiled
engine's classes (mypyc) restore their fields with plain `setattr`, which a frozen class
refuses. So each record pickles as its class called with its fields, the same either way.

>>> import pickle
>>> from game.engine.arbitrate import Request
>>> pickle.loads(pickle.dumps(Request(seat=2, action=17, at=0.5)))
Request(seat=2, action=17, at=0.5)
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any


def rebuilt(record: Any) -> tuple[type, tuple[Any, ...]]:
    """`__reduce__` for a frozen dataclass whose fields are all `__init__` arguments."""
    return type(record), tuple(getattr(record, f.name) for f in fields(record))
