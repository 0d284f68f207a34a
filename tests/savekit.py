"""A real saved game in a data folder, as the table writes it: for the tests of stopping,
crashing and resuming."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game import savegame
from game.setup import GameSetup


def write_a_save(moves: int = 12, ruleset: str = "noris") -> dict[str, Any]:
    """A person and two easy bots `moves` decisions into a match, saved by the table's own
    recorder into the data folder in force (MAUMAU_DATA_DIR); returns the file's data."""
    from game.table.recording import Recorder
    from game.table.session import TableSession

    setup = GameSetup.single_player(ruleset, players=3, level="easy")
    setup.seats[0].human = False  # bots only, so the match moves on without anyone
    setup.seed = 7
    session = TableSession(setup, pace=(0.0, 0.0), bot_process=False)
    recorder = Recorder(session)
    session.start_round()
    for _ in range(2000):
        if session.decisions >= moves or session.round_over:
            break
        session.show_all()
        session.update(0.05)
    session.close()
    data: dict[str, Any] = json.loads(savegame.path().read_text(encoding="utf-8"))
    assert recorder.last is not None
    data["setup"]["seats"][0]["human"] = True  # resumed, the person plays seat 0 ...
    data["bots"].pop("0", None)  # ... who keeps no bot's memory
    savegame.write_dict(data)
    return data


def damaged_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.glob("save.damaged-*"))
