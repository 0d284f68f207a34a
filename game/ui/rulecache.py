"""The built-in rulesets, read once and shared by the menus.

Reading and validating the five files takes a few tenths of a second (jsonschema, YAML), too
long for the title screen's first frame, so `preload()` runs it on a thread while the title is
shown; whoever asks first after that gets the cached result. Only plain Python happens on the
thread: nothing here touches pygame.

The player's own rulesets are every YAML file in the `rulesets` folder of the user data
directory (`user_folder()`). They are validated once per run, on the same thread: the good ones
join the built-in ones (`all_ids()`, keyed by their path), the bad ones are kept with their
problems for the Settings screen (`user_rulesets()`). A bad file never stops the game.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

    from game.engine.rules import Rules
    from game.ruleset.problem import Problem

_lock = threading.RLock()
_documents: dict[str, dict[str, Any]] = {}
_rules: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}
UserRulesets = tuple[list[str], list[tuple[str, list["Problem"]]]]
_user: UserRulesets | None = None


@lru_cache(maxsize=1)
def ids() -> list[str]:
    """The built-in rulesets, in the order the New game screen lists them (cheap: no parsing,
    and no import of the validator, so the title screen may ask on its first frame)."""
    from game import paths

    order = ["noris", "classic", "abacus", "emmi", "huch"]  # plain to wild
    found = sorted(path.stem for path in paths.rulesets_dir().glob("*.yaml"))
    return [i for i in order if i in found] + [i for i in found if i not in order]


def user_folder() -> Path:
    from game.userdirs import data_dir

    return data_dir() / "rulesets"


def user_rulesets() -> UserRulesets:
    """(good files, [(bad file, its problems)]) of the user's folder, checked once per run
    (the folder is made when missing, so Settings can point to it)."""
    global _user
    with _lock:
        if _user is None:
            _user = _check_user_folder()
        return _user


def rescan() -> UserRulesets:
    """Check the user's folder again (after the player added or fixed a file)."""
    global _user
    with _lock:
        for path in _user[0] if _user else []:
            _documents.pop(path, None)
            for key in [k for k in _rules if k[0] == path]:
                del _rules[key]
        _user = None
        return user_rulesets()


def _check_user_folder() -> UserRulesets:
    from game.ruleset import check_file
    from game.ruleset.problem import Problem

    folder = user_folder()
    good: list[str] = []
    bad: list[tuple[str, list[Problem]]] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".yaml", ".yml"))
    except OSError:
        return good, bad
    for path in files:
        try:
            doc, problems = check_file(path)
        except Exception as error:
            doc, problems = None, [Problem(str(path), 0, "", str(error))]
        if doc is None:
            bad.append((str(path), problems))
        else:
            good.append(str(path))
            _documents[str(path)] = doc
    return good, bad


def all_ids() -> list[str]:
    """The built-in rulesets, then the user's good ones (by path)."""
    return ids() + user_rulesets()[0]


def document(ruleset_id: str) -> dict[str, Any]:
    """The validated document of a built-in ruleset (or a ruleset file), without overrides."""
    with _lock:
        if ruleset_id not in _documents:
            from game.ruleset import find_ruleset, load_document

            _documents[ruleset_id] = load_document(find_ruleset(ruleset_id))
        return _documents[ruleset_id]


def rules(ruleset_id: str, overrides: dict[str, Any] | None = None) -> Rules:
    """The compiled rules of a ruleset with house rules, made from the document read once."""
    key = (ruleset_id, tuple(sorted((k, repr(v)) for k, v in (overrides or {}).items())))
    with _lock:
        if key not in _rules:
            from game.ruleset.effective import effective_rules

            _rules[key] = effective_rules(document(ruleset_id), overrides)
        return _rules[key]


_thread: threading.Thread | None = None


def preload() -> threading.Thread:
    """Read every built-in ruleset on a background thread (once; later calls return it)."""
    global _thread
    if _thread is not None:
        return _thread

    def work() -> None:
        try:
            for ruleset_id in ids():
                document(ruleset_id)
                rules(ruleset_id)
            user_rulesets()
        except Exception:
            pass

    _thread = threading.Thread(target=work, name="ruleset-preload", daemon=True)
    _thread.start()
    return _thread


def ready() -> bool:
    """Every built-in document is read (no lock: never wait on the loading thread)."""
    return all(i in _documents for i in ids())
