"""The built-in rulesets and the player's own, read once and shared by the menus.

Reading and validating the five files takes a few tenths of a second (jsonschema, YAML), too
long for the title screen's first frame, so `preload()` runs it on a thread while the title is
shown; whoever asks first after that gets the cached result. Only plain Python happens on the
thread: nothing here touches pygame.

The player's own rulesets are every YAML file in the `rulesets` folder of the user data
directory (`user_folder()`). They are checked once per run, one file at a time on a thread of
their own (`user_scan()`, a `game.background.Scan` through `game.table.listsources`), each
read as every file of the game is (`game.files`: at most `game.ruleset.reader.MAX_FILE_BYTES`,
a regular file, no link out of the folder) and parsed once. The good ones join the built-in
ones as they are found (`all_ids()`, keyed by their path), the bad ones are kept with their
problems for the Settings screen. The lists show what is read so far with a progress line, so
a folder of thousands of files never stops the window; `user_rulesets()` and `rescan()` wait
for the end, for callers that draw no frame. A bad file never stops the game.

A ruleset is known by the id this module gave it: `document()` and `rules()` read a built-in
ruleset or a checked file of the player's folder, never a path a file named. Nothing is read
while the lock is held: two threads asking for one ruleset may both read it (the first answer
is kept), but a screen never waits for another thread's reading.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.background import Scan
from game.table.listsources import UserRuleset, check_user_ruleset, decoded, user_ruleset_files

if TYPE_CHECKING:
    from game.engine.rules import Rules
    from game.ruleset.problem import Problem

_lock = threading.RLock()  # the caches below; never held while a file is read
_documents: dict[str, dict[str, Any]] = {}
#: Compiled rules kept, by ruleset and house rules: the ones in play and on the screens of a
#: session, a few each. Every house rule changed on New game compiles another, and a big
#: ruleset compiles to about a megabyte, so the least recently asked for go (issue 32, 14).
RULES_KEPT = 24
_rules: OrderedDict[tuple[str, tuple[tuple[str, str], ...]], Rules] = OrderedDict()
UserRulesets = tuple[list[str], list[tuple[str, list["Problem"]]]]
_user_scan: Scan[Path, UserRuleset] | None = None
_generation = 0  # of the scan in force: a cancelled scan's last file is not kept
#: The player's good files' documents, as JSON text (see `UserRuleset`); `_documents` holds
#: the built-in ones.
_user_texts: dict[str, str] = {}


@lru_cache(maxsize=1)
def ids() -> list[str]:
    """The rulesets that come with the game, in the order the New game screen lists them: its
    own (plain to wild), then the library's published games (cheap: no parsing, and no import
    of the validator, so the title screen may ask on its first frame)."""
    from game import paths

    order = ["noris", "classic", "abacus", "emmi", "huch"]  # plain to wild
    found = sorted(path.stem for path in paths.rulesets_dir().glob("*.yaml"))
    own = [i for i in order if i in found] + [i for i in found if i not in order]
    return own + library_ids()


@lru_cache(maxsize=1)
def library_ids() -> list[str]:
    """The library's published games (`rulesets/library/`), by id."""
    from game import paths

    return sorted(path.stem for path in paths.library_dir().glob("*.yaml"))


def user_folder() -> Path:
    from game.userdirs import rulesets_dir

    return rulesets_dir()


def user_scan() -> Scan[Path, UserRuleset]:
    """The player's folder, read one file at a time off the frame (begun on first use)."""
    global _user_scan
    with _lock:
        if _user_scan is None:
            folder, generation = user_folder(), _generation
            _user_scan = Scan(
                lambda: user_ruleset_files(folder),
                lambda path: _check_user_file(path, folder, generation),
                name="user-rulesets",
            )
        scan = _user_scan
    return scan.start()


def _check_user_file(path: Path, folder: Path, generation: int) -> UserRuleset | None:
    checked = check_user_ruleset(path, folder)
    with _lock:
        if generation != _generation:
            return None  # a scan cancelled by `start_rescan` while this file was read
        for key in [k for k in _rules if k[0] == checked.path]:
            del _rules[key]  # compiled from the file as it read before
        if checked.text is not None:
            _user_texts[checked.path] = checked.text
        else:
            _user_texts.pop(checked.path, None)
    return checked


def user_rulesets() -> UserRulesets:
    """(good files, [(bad file, its problems)]) of the user's folder, once it is read: this
    waits for the scan, so the screens ask `user_scan()` instead."""
    scan = user_scan()
    scan.wait()
    found = scan.found()
    return [c.path for c in found if c.good], [(c.path, c.problems) for c in found if not c.good]


def rescan() -> UserRulesets:
    """Read the user's folder again and wait for it (the screens call `start_rescan`)."""
    start_rescan()
    return user_rulesets()


def start_rescan() -> Scan[Path, UserRuleset]:
    """Read the user's folder again (after the player added or fixed a file), off the frame."""
    global _user_scan, _generation
    with _lock:
        old, _user_scan = _user_scan, None
        _generation += 1
        if old is not None:
            old.cancel()
            for checked in old.found():
                _user_texts.pop(checked.path, None)
                for key in [k for k in _rules if k[0] == checked.path]:
                    del _rules[key]
    return user_scan()


def known(ruleset_id: str) -> bool:
    """Whether `document()` knows the ruleset: a built-in one, or a good file of the player's
    folder once the scan has read it. Waits for the scan: for threads, never for a frame."""
    if ruleset_id in ids():
        return True
    scan = user_scan()
    scan.wait()
    return any(c.path == ruleset_id and c.good for c in scan.found())


def all_ids() -> list[str]:
    """The built-in rulesets, then the user's good ones found so far (by path): never waits."""
    return ids() + [c.path for c in user_scan().found() if c.good]


def document(ruleset_id: str) -> dict[str, Any]:
    """The validated document of a built-in ruleset or of a good file of the player's folder
    (as `all_ids()` names them), without overrides; RulesetError for any other name."""
    with _lock:
        doc = _documents.get(ruleset_id)
        text = _user_texts.get(ruleset_id)
    if text is not None:
        return decoded(text)
    if doc is None:
        from game.ruleset import Problem, RulesetError, find_ruleset, load_document
        from game.ruleset.problem import msg

        if ruleset_id not in ids():
            why = msg("ruleset.problem.no_ruleset", known=", ".join(ids()))
            raise RulesetError([Problem.of(ruleset_id, 0, "", why)])
        doc = load_document(find_ruleset(ruleset_id))
        with _lock:
            doc = _documents.setdefault(ruleset_id, doc)
    return doc


def adopt(name: str) -> str:
    """The id `document()` and `rules()` know a ruleset by that a person named on the command
    line (`game.ruleset.locate`: a file, a built-in id, or one of the player's own): a built-in
    one's id; for a file, its path, once the file is read through the checked reader and found
    good (kept as a file of the player's folder is). RulesetError when there is none, or it is
    not good."""
    import os

    from game.ruleset import RulesetError, check_file, locate
    from game.ruleset.locate import BUILTIN

    found = locate(name)
    if found.kind == BUILTIN:
        return found.path.stem
    doc, problems = check_file(found.path, inside=found.inside)
    if doc is None:
        raise RulesetError(problems)
    key = str(found.path) if found.inside is not None else os.path.abspath(found.path)
    with _lock:
        _documents[key] = doc
        for old in [k for k in _rules if k[0] == key]:
            del _rules[old]  # compiled from the file as it read before
    return key


def rules(ruleset_id: str, overrides: dict[str, Any] | None = None) -> Rules:
    """The compiled rules of a ruleset with house rules, made from the document read once."""
    key = (ruleset_id, tuple(sorted((k, repr(v)) for k, v in (overrides or {}).items())))
    with _lock:
        made = _rules.get(key)
        if made is not None:
            _rules.move_to_end(key)
    if made is None:
        from game.ruleset.effective import effective_rules

        made = effective_rules(document(ruleset_id), overrides)
        with _lock:
            made = _rules.setdefault(key, made)
            while len(_rules) > RULES_KEPT:
                _rules.popitem(last=False)
    return made


def book(ruleset_id: str, overrides: dict[str, Any], played: Rules) -> dict[str, Any] | None:
    """The document of the ruleset as its file has it, when that file, with `overrides`, makes
    exactly the rules `played` (same digest); None when it does not any more (a saved game
    whose file was renamed, changed or broken since) or is not a ruleset this module knows."""
    from game.ruleset.facts import facts_of
    from game.ruleset.identity import rules_identity

    try:
        house = rules(ruleset_id, overrides or None)
        if rules_identity(house).digest != rules_identity(played).digest:
            return None
        return dict(facts_of(rules(ruleset_id)).book)
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
            user_scan()
        except Exception:
            pass

    _thread = threading.Thread(target=work, name="ruleset-preload", daemon=True)
    _thread.start()
    return _thread


def ready() -> bool:
    """Every built-in document is read (no lock: never wait on the loading thread)."""
    return all(i in _documents for i in ids())
