"""A save that cannot be written (a full disk, a read-only folder) is said on the table, once,
and the game goes on."""

from __future__ import annotations

from game.table import savegame
from tests.ui.tablekit import DT, human_table, step_until


def test_a_failed_save_is_said_on_screen_and_play_goes_on(app, monkeypatch, tmp_path):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))

    def full_disk(_data: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "write_dict", full_disk)
    table = human_table(app, pace=0.05)
    table.controller.sitting.autosave = True
    table.controller.sitting.recorder = None
    from game.table.recording import Recorder

    table.controller.sitting.recorder = Recorder(table.session)
    said: list[str] = []
    monkeypatch.setattr(table, "say", said.append)
    table.session.start_round()
    step_until(app, lambda: bool(said), limit=2000)
    assert said == [
        "The game could not be saved (No space left on device); play goes on, but Continue would not find it"
    ]
    for _ in range(30):
        app.step(DT)
    assert len(said) == 1  # said once, not at every move
