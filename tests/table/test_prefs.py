"""Settings persist in settings.json: round-trip, first start, a damaged file, atomic writes."""

from __future__ import annotations

import json

import pytest

from game import userdirs
from game.table import prefs as P
from game.table.setup import GameSetup


@pytest.fixture(autouse=True)
def folder(own_folders):  # tests/conftest.py: the config folder of the test's own
    (own_folders / "config").mkdir()
    yield own_folders / "config"
    P.replace(P.Prefs())


def test_settings_round_trip_through_the_file(folder):
    setup = GameSetup.single_player("classic", players=3, name="Maja")
    chosen = P.Prefs(
        language="sv",
        animation_speed=2.0,
        volume=0.3,
        hints=False,
        colour_blind=False,
        card_size="large",
        fullscreen=True,
        new_game=setup.to_dict(),
    )
    P.replace(chosen)
    assert P.save()
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8"))["format"] == P.FORMAT
    P.replace(P.Prefs())
    loaded = P.load()
    assert loaded == chosen and P.current() is loaded
    again = loaded.last_setup()
    assert again is not None and again.ruleset == "classic" and again.seats[0].name == "Maja"
    assert not list(folder.glob(".*tmp")), "the temporary file was renamed into place"


@pytest.mark.parametrize("env, expected", [("de_AT.UTF-8", "de"), ("sv_SE", "sv"), ("fr_FR", "en")])
def test_first_start_follows_the_system_language(monkeypatch, env, expected):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", env)
    monkeypatch.setattr("locale.getlocale", lambda *a: (None, None))
    assert P.load().language == expected


@pytest.mark.parametrize("text", ["{not json", "[1, 2, 3]", "\x00\x01 binary"])
def test_a_damaged_file_is_set_aside_and_reported(folder, text):
    (folder / "settings.json").write_text(text, encoding="utf-8")
    prefs = P.load()
    assert prefs.volume == P.Prefs().volume  # defaults
    assert not (folder / "settings.json").exists()
    aside = list(folder.glob("settings.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == text
    shown = userdirs.notices()
    assert len(shown) == 1 and str(aside[0]) in shown[0]
    assert P.save() and P.load().volume == prefs.volume  # and the game writes a fresh one


def test_foreign_values_keep_their_defaults(folder):
    (folder / "settings.json").write_text(
        json.dumps({"format": 99, "volume": "loud", "card_size": "huge", "hints": False}),
        encoding="utf-8",
    )
    prefs = P.load()
    assert (prefs.volume, prefs.card_size, prefs.hints) == (0.8, "medium", False)
    # The file stays (it reads), and the title says which settings went back to their defaults.
    (notice,) = userdirs.notices()
    assert "card_size, volume" in notice and (folder / "settings.json").exists()


def test_autosave_writes_every_change(folder):
    P.load()
    P.autosave()
    P.autosave()  # once is enough
    P.current().volume = 0.1
    P.changed()
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8"))["volume"] == 0.1
