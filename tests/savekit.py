"""A real saved game in a data folder, as the table writes it: for the tests of stopping,
crashing and resuming."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.dev.userfolder import write_save
from game.table import savegame


def write_a_save(moves: int = 12, ruleset: str = "noris") -> dict[str, Any]:
    """A person and two easy bots `moves` decisions into a match, saved into the data folder
    in force (MAUMAU_DATA_DIR); returns the file's data."""
    write_save(ruleset, moves=moves)
    data: dict[str, Any] = json.loads(savegame.path().read_text(encoding="utf-8"))
    return data


def damaged_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("save.damaged-*"))
