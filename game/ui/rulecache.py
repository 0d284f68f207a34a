"""The built-in rulesets and the player's own, read once and shared by the menus.

Reading and validating the five files takes a few tenths of a second (jsonschema, YAML), too
long for the title screen's first frame, so `preload()` runs it on a thread while the title is
shown; whoever asks first after that gets the cached result. Only plain Python happens on the
thread: nothing here touches pygame.

The player's own rulesets are every YAML file in the `rulesets` folder of the user data
directory (`user_folder()`). The same thread checks them after the built-in ones, one file at
a time (`scanning()`), each read as every file of the game is (`game.files`: at most
`game.ruleset.reader.MAX_FILE_BYTES`, a regular file, no link out of the folder) and parsed
once. A screen shows how far it has come without waiting (`user_scan()`: files checked of how
many, and the good and bad ones so far); `user_rulesets()` waits for the end. The good files
join the built-in ones (`all_ids()`, keyed by their path), the bad ones are kept with their
problems for the Settings screen. A bad file never stops the game.

A ruleset is known by the id this module gave it: `document()` and `rules()` read a built-in
ruleset or a checked file of the player's folder, never a path a file named.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

    from game.engine.rules import Rules
    from game.ruleset.problem import Problem

_lock = threading.RLock()  # the caches below; held for one file's work at most
_documents: dict[str, dict[str, Any]] = {}
_rules: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}
UserRulesets = tuple[list[str], list[tuple[str, list["Problem"]]]]
_user: UserRulesets | None = None
_scan_lock = threading.RLock()  # held by the scan of the player's folder, start to end


@dataclass(frozen=True)
class UserScan:
    """How far the check of the player's folder has come: `done` files of `total`, the good
    ones so far (ids, by name) and the bad ones with their problems."""

    done: int = 0
    total: int = 0
    good: tuple[str, ...] = ()
    bad: tuple[tuple[str, tuple[Problem, ...]], ...] = ()
    finished: bool = False


_progress = UserScan()


@lru_cache(maxsize=1)
def ids() -> list[str]:
    """The built-in rulesets, in the order the New game screen lists them (cheap: no parsing,
    and no import of the validator, so the title screen may ask on its first frame)."""
    from game import paths

    order = ["noris", "classic", "abacus", "emmi", "huch"]  # plain to wild
    found = sorted(path.stem for path in paths.rulesets_dir().glob("*.yaml"))
    return [i for i in order if i in found] + [i for i in found if i not in order]


def user_folder() -> Path:
    from game.userdirs import rulesets_dir

    return rulesets_dir()


def user_scan() -> UserScan:
    """The check of the player's folder as far as it has come (never waits for it)."""
    return _progress


def user_rulesets() -> UserRulesets:
    """(good files, [(bad file, its problems)]) of the user's folder, checked once per run
    (the folder is made when missing, so Settings can point to it). Waits for a check under
    way on another thread."""
    global _user, _progress
    with _scan_lock:
        if _user is None:
            progress = _progress = UserScan()
            for progress in scanning():
                _progress = progress
            _user = list(progress.good), [(path, list(found)) for path, found in progress.bad]
        return _user


def rescan() -> UserRulesets:
    """Check the user's folder again (after the player added or fixed a file)."""
    global _user
    with _scan_lock:
        with _lock:
            for key in [k for k in _rules if k[0] not in ids()]:
                del _rules[key]
        _user = None
        return user_rulesets()


def scanning() -> Iterator[UserScan]:
    """Check the player's folder one file at a time, saying after each how far it has come.
    A good file's document is kept (`document()`); a file whose check fails in any way is a
    bad one with that problem."""
    from game.ruleset import Problem, check_file, ruleset_files
    from game.ruleset.problem import msg

    folder = user_folder()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    paths = ruleset_files(folder)
    good: list[str] = []
    bad: list[tuple[str, tuple[Problem, ...]]] = []
    yield UserScan(0, len(paths), finished=not paths)
    for done, path in enumerate(paths, 1):
        try:
            doc, problems = check_file(path, inside=folder)
        except Exception as error:  # a checker's fault must not hide the other files
            problem = msg("ruleset.problem.unreadable", why=repr(error)[:200])
            doc, problems = None, [Problem.of(str(path), 0, "", problem)]
        if doc is None:
            bad.append((str(path), tuple(problems)))
        else:
            with _lock:
                _documents[str(path)] = doc
                for key in [k for k in _rules if k[0] == str(path)]:
                    del _rules[key]  # compiled from the file as it read before
            good.append(str(path))
        yield UserScan(done, len(paths), tuple(good), tuple(bad), done == len(paths))


def all_ids() -> list[str]:
    """The built-in rulesets, then the user's good ones (by path)."""
    return ids() + user_rulesets()[0]


def document(ruleset_id: str) -> dict[str, Any]:
    """The validated document of a built-in ruleset or of a good file of the player's folder
    (as `all_ids()` names them), without overrides; RulesetError for any other name."""
    with _lock:
        if ruleset_id not in _documents:
            if ruleset_id not in ids():
                from game.ruleset import Problem, RulesetError
                from game.ruleset.problem import msg

                known = ", ".join(ids())
                why = msg("ruleset.problem.no_ruleset", known=known)
                raise RulesetError([Problem.of(ruleset_id, 0, "", why)])
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


def book(ruleset_id: str, overrides: dict[str, Any], played: Rules) -> dict[str, Any] | None:
    """The document of the ruleset as its file has it, when that file, with `overrides`, makes
    exactly the rules `played` (same digest); None when it does not any more (a saved game
    whose file was renamed, changed or broken since) or is not a ruleset this module knows."""
    from game.ruleset.identity import rules_identity

    try:
        house = rules(ruleset_id, overrides or None)
        if rules_identity(house).digest != rules_identity(played).digest:
            return None
        return dict(rules(ruleset_id).doc)
    except ValueError:  # RulesetError: gone, broken, or never one of ours
        return None


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
