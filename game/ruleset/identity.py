"""The identity of a ruleset as played: its canonical JSON text and a digest over that text.

What decides a game is the effective ruleset — the file's document after house-rule overrides —
not the id or the path it came from: `--set rules.reshuffle=all` or a user's own file changes
the game while the id stays the same, and a path means nothing on another machine. So a trace,
a save file or a replay carries the document itself, written one way only:

* JSON with its keys in the document's own order and no whitespace (`separators=(",", ":")`),
  non-ASCII characters as themselves (`ensure_ascii=False`), encoded as UTF-8. The order is kept
  because it means something: the order of the ranks numbers the card types, the order of a
  choose-effect card's options numbers them, so a document reordered is another game;
* without the private top-level keys (those starting with `_`, such as the `_source` path that
  `load_document` adds), which say where the document was read, not what it says;

and names it by `sha256:` and the hex SHA-256 of those bytes. A program in any language can
recompute the digest from the document it reads (docs/trace-format.md).

>>> from game.ruleset import find_ruleset, load_document
>>> one = identity_of(load_document(find_ruleset("noris")))
>>> two = identity_of(load_document(find_ruleset("noris"), {"rules.reshuffle": "all"}))
>>> one.digest.startswith("sha256:"), one.digest != two.digest
(True, True)
>>> identity_from_canonical(one.canonical) == one
True
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.ruleset.loader import MAX_DEPTH
from game.ruleset.problem import Problem, RulesetError, msg
from game.ruleset.schema import with_defaults
from game.ruleset.validate import validate

if TYPE_CHECKING:
    from game.engine.rules import Rules

DIGEST_PREFIX = "sha256:"
CANONICAL_FILE = "<canonical ruleset>"
"""The "file" that problems with a canonical text name: it was never read from disk."""


@dataclass(frozen=True)
class RulesetIdentity:
    """A ruleset document in its one canonical text, and the digest that names it.

    Two identities are equal when their texts are; `document` is that text parsed again, so
    it holds exactly what the text says (lists, not tuples; no private keys).
    """

    canonical: str
    digest: str
    document: dict[str, Any] = field(compare=False, repr=False)

    @property
    def id(self) -> str:
        """The ruleset's own id (`noris`), the same whatever house rules changed."""
        return str(self.document["id"])


def canonical_json(doc: Mapping[str, Any]) -> str:
    """The canonical text of a ruleset document (see the module doc).

    Raises ValueError for a value JSON cannot carry (a NaN or infinite number).
    """
    public = {key: value for key, value in doc.items() if not str(key).startswith("_")}
    return json.dumps(public, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def digest_of(canonical: str) -> str:
    """`sha256:<hex>` over the UTF-8 bytes of a canonical text."""
    return DIGEST_PREFIX + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def identity_of(doc: Mapping[str, Any]) -> RulesetIdentity:
    """The identity of a validated document (as `load_document` returns it)."""
    canonical = canonical_json(doc)
    return RulesetIdentity(canonical, digest_of(canonical), json.loads(canonical))


# Rules are immutable, so one identity per Rules object is enough. The compiled engine's Rules
# takes no weak reference, so the cache keeps the few rules last asked about (a table's, a
# replay's) and lets older ones go, as they would without it.
@lru_cache(maxsize=16)
def rules_identity(rules: Rules) -> RulesetIdentity:
    """The identity of compiled rules (of the document they were compiled from), computed once."""
    return identity_of(rules._doc)


def identity_from_canonical(
    text: str, *, digest: str | None = None, file: str = CANONICAL_FILE
) -> RulesetIdentity:
    """Read a canonical text back, validated as a ruleset file is; raises RulesetError if bad.

    With `digest`, the text must also be the one that digest names. The text need not be
    canonical itself (any JSON object will do); the identity returned is of its document.
    """
    doc = _parse(text, file)
    problems = validate(doc, file=file)
    if problems:
        raise RulesetError(problems)
    identity = identity_of(doc)
    if digest is not None and identity.digest != digest:
        why = msg("ruleset.problem.digest", digest=digest, actual=identity.digest)
        raise RulesetError([Problem.of(file, 0, "", why)])
    return identity


def rules_from_canonical(
    text: str, *, digest: str | None = None, file: str = CANONICAL_FILE
) -> Rules:
    """Compiled rules from a canonical text (a trace's header, a save file), validated first.

    A text written with every default in (as `load_document` gives them) compiles as it is; an
    older one without them gets the format's defaults, as a file would."""
    from game.engine.rules import compile_rules  # the engine is optional for reading rulesets

    document = identity_from_canonical(text, digest=digest, file=file).document
    return compile_rules(with_defaults(document))


def _parse(text: str, file: str) -> Any:
    def no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:  # json.loads would let the last one win silently
                why = msg("ruleset.problem.duplicate_key", key=key, line=1)
                raise RulesetError([Problem.of(file, 1, key, why)])
            out[key] = value
        return out

    try:
        return json.loads(text, object_pairs_hook=no_repeats)
    except json.JSONDecodeError as error:
        problem = msg("ruleset.problem.syntax", problem=error.msg)
        raise RulesetError([Problem.of(file, error.lineno, "", problem)]) from None
    except RecursionError:  # nested past Python's stack; `validate` refuses far less anyway
        problem = msg("ruleset.problem.too_deep", limit=MAX_DEPTH)
        raise RulesetError([Problem.of(file, 1, "", problem)]) from None
