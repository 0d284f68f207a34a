"""Which file a ruleset named by a person is: the one resolver every command uses.

A command line names a ruleset three ways, and `locate` takes them in this order:

1. a path to a file (`my.yaml`, `~/rules/makao.yaml`): the file as given;
2. the id of a built-in ruleset (`noris`), or of a game of the library (`rulesets/library/`);
3. the id of one of the player's own rulesets (`makao` for `makao.yaml` in the rulesets folder
   of the user data directory, where the workshop saves them and New game finds them), or
   its file name there (`makao.yaml`).

A built-in id wins over a file of the player's with the same name, as in New game's list. The
answer says where the file must stay (`inside`): a file of the player's folder is read as the
game reads that folder, so a link leading out of it is refused (`game.files`). Nothing here
opens a file; `check_named` reads it through the checked reader (`game.ruleset.reader`).

>>> locate("classic").kind
'builtin'
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from game import paths
from game.ruleset.problem import Message, Problem, RulesetError, msg
from game.ruleset.reader import SUFFIXES

BUILTIN, OWN, FILE = "builtin", "own", "file"
#: What a command's help says a ruleset argument takes (every command takes the same).
HELP = "a ruleset file, a built-in id, or the id of one of your own rulesets"


@dataclass(frozen=True)
class Located:
    """A ruleset file found for a name, and what kind of name it was."""

    path: Path
    kind: str  # BUILTIN, OWN or FILE
    inside: Path | None = None  # the folder the file must not lead out of (the player's)


def builtin_ruleset_ids() -> list[str]:
    """The ids of the game's own rulesets, shipped in `rulesets/`, sorted."""
    return sorted(path.stem for path in paths.rulesets_dir().glob("*.yaml"))


def library_ruleset_ids() -> list[str]:
    """The ids of the library's published games, shipped in `rulesets/library/`, sorted."""
    return sorted(path.stem for path in paths.library_dir().glob("*.yaml"))


def shipped_ruleset_ids() -> list[str]:
    """Every ruleset that comes with the game: its own, then the library's."""
    return builtin_ruleset_ids() + library_ruleset_ids()


def own_folder() -> Path:
    """The player's rulesets folder (MAUMAU_DATA_DIR/rulesets in tests)."""
    from game.userdirs import rulesets_dir  # beside the floors: the player's folders

    return rulesets_dir()


def locate(name: str) -> Located:
    """The ruleset file `name` means (see the module doc); RulesetError naming `name` and
    what it could have been when there is none."""
    given = Path(name)
    if given.is_file() or _exists_but_not_a_folder(given):
        return Located(given, FILE)  # a FIFO or a device too: the reader says why it is not read
    if given.is_dir():
        _refuse(name, msg("ruleset.problem.is_directory"))
    if len(given.parts) != 1 or given.name in ("", ".", ".."):
        _refuse(name, msg("ruleset.problem.no_file"))  # a path: nothing else to look for
    if not given.suffix:
        for home in (paths.rulesets_dir(), paths.library_dir()):
            shipped = home / f"{name}.yaml"
            if shipped.is_file():
                return Located(shipped, BUILTIN)
    folder = own_folder()
    names = [name] if given.suffix.lower() in SUFFIXES else [name + s for s in SUFFIXES]
    for file_name in names:
        own = folder / file_name
        if _exists_but_not_a_folder(own):
            return Located(own, OWN, inside=folder)
    if given.suffix:
        why = msg("ruleset.problem.no_file_anywhere", folder=str(folder))
    else:
        why = msg(
            "ruleset.problem.no_ruleset_anywhere",
            known=", ".join(shipped_ruleset_ids()),
            folder=str(folder),
        )
    _refuse(name, why)


def find_ruleset(name_or_path: str) -> Path:
    """The path of the ruleset file a name means (`locate`).

    >>> find_ruleset("classic").name
    'classic.yaml'
    """
    return locate(name_or_path).path


def _refuse(name: str, why: Message) -> NoReturn:
    raise RulesetError([Problem.of(str(name), 0, "", why)])


def _exists_but_not_a_folder(path: Path) -> bool:
    try:
        return not stat.S_ISDIR(os.stat(path).st_mode)  # a stat never opens the file
    except (OSError, ValueError):
        return False
