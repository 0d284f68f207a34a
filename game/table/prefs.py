"""The player's preferences: what the Settings screen changes and the table reads.

One `Prefs` object lives in memory for the whole run (`current()`). `load()` reads it from
settings.json in the user's config folder at start (a first start follows the system language;
a damaged file is moved aside and reported), and `save()` writes it back atomically; main.py
saves on every change. It round-trips through plain data (`to_dict` / `from_dict`) and forgives
unknown or out-of-range values rather than refusing a file written by another version.

>>> odd = Prefs.from_dict({"volume": 3, "language": "xx", "hints": False, "future": 1})
>>> odd.volume, odd.language, odd.hints
(1.0, 'en', False)
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.table.setup import GameSetup

FORMAT = 1  # settings.json's "format"; a newer or older number is read as far as it goes
MAX_FILE_BYTES = 1 << 20  # settings are a few kilobytes

ANIMATION_SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)  # multipliers: higher is faster
BOT_PACES = (0.5, 0.75, 1.0, 1.5, 2.0)  # multipliers of the bots' 0.6-1.2 s thinking pause
# Seconds the bots give a person to make a call they owe, or to catch a bot's missed call,
# before they play on (game.table.session; none where the call window closes with the play).
CALL_GRACES = (0.0, 1.0, 2.0, 3.0, 5.0)
CARD_SIZES = ("small", "medium", "large")
COACH_MODES = ("new", "always", "off")  # game.table.coach.wanted reads them
CARD_SCALE = {"small": 0.85, "medium": 1.0, "large": 1.2}


@dataclass
class Prefs:
    language: str = "en"
    animation_speed: float = 1.0
    bot_pace: float = 1.0
    call_grace: float = 2.0  # seconds; see CALL_GRACES
    volume: float = 0.8  # 0 ... 1
    muted: bool = False
    hints: bool = True  # lift the playable cards in the hand
    hint_button: bool = False  # a Hint button at the table (kid mode always has it)
    # A forced move (take the attack, keep the card drawn) made after a countdown on its button;
    # off: it waits for the person's press (kid mode always takes them).
    take_forced: bool = False
    coach: str = "new"  # lessons at the table: for rulesets not played yet, always, or off
    colour_blind: bool = True  # a shape per colour on every card and swatch
    card_size: str = "medium"
    fullscreen: bool = False
    # Where the window was left: {"size": [w, h], "pos": [x, y], "maximised": bool}
    # (game.ui.window reads it, forgiving anything that does not fit the desktop any more).
    window: dict[str, Any] = field(default_factory=dict)
    # The last New game (ruleset, house rules, seats with kinds and names): the next one's default.
    new_game: dict[str, Any] = field(default_factory=dict)
    # The last kid-mode setup (game, the children's pictures, how many bots): the next default.
    kid_game: dict[str, Any] = field(default_factory=dict)
    # The folder a ruleset file was last imported from or exported to: the file chooser's start.
    files_folder: str = ""

    @property
    def card_scale(self) -> float:
        return CARD_SCALE.get(self.card_size, 1.0)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def last_setup(self) -> GameSetup | None:
        """The last New game as a setup, or None when there is none (or it no longer reads)."""
        from game.table.setup import GameSetup

        if not self.new_game:
            return None
        try:
            return GameSetup.from_dict(self.new_game)
        except (TypeError, ValueError, AttributeError):
            return None

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_dict(cls, data: dict[str, Any], rejected: list[str] | None = None) -> Prefs:
        """Known keys of the right type are taken (numbers clamped), the rest keep defaults;
        the names of known keys whose value could not be taken go into `rejected`."""
        from game.i18n import LANGUAGES

        prefs = cls()
        before = asdict(prefs)
        known = {f.name: f for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                continue
            default = getattr(prefs, key)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(prefs, key, value)
            elif isinstance(default, float):
                if isinstance(value, float) or _whole(value):
                    setattr(prefs, key, float(value))
            elif isinstance(default, dict):
                if isinstance(value, dict):
                    setattr(prefs, key, value)
            elif isinstance(value, str):
                setattr(prefs, key, value)
        prefs.volume = min(1.0, max(0.0, prefs.volume))
        prefs.animation_speed = min(4.0, max(0.25, prefs.animation_speed))
        prefs.bot_pace = min(3.0, max(0.25, prefs.bot_pace))
        prefs.call_grace = min(10.0, max(0.0, prefs.call_grace))
        if prefs.language not in LANGUAGES:
            prefs.language = "en"
        if prefs.coach not in COACH_MODES:
            prefs.coach = "new"
        if prefs.card_size not in CARD_SIZES:
            prefs.card_size = "medium"
        if prefs.new_game and prefs.last_setup() is None:
            prefs.new_game = {}  # a last game no New game could set up: forgotten
        if rejected is not None:
            taken = asdict(prefs)
            rejected += [
                key
                for key, value in data.items()
                if key in known and taken[key] == before[key] and value != before[key]
            ]
        return prefs


def _whole(value: Any) -> bool:
    """A whole number a float can hold (a setting of 10^400 is no number of ours)."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 1 << 53


def _settings_object(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    return data


_current = Prefs()


def path() -> Path:
    from game.userdirs import config_dir

    return config_dir() / "settings.json"


def system_language() -> str:
    """The system's language if the game speaks it, else English ("de_AT.UTF-8" -> "de")."""
    import locale
    import os

    from game.i18n import LANGUAGES

    candidates = [os.environ.get(k, "") for k in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


def load() -> Prefs:
    """Read settings.json into `current()` and return it. No file: defaults in the system's
    language. A damaged file is moved aside (with a notice) and defaults are used."""
    from game.userdirs import read_json

    data = read_json(path(), what="settings", check=_settings_object, limit=MAX_FILE_BYTES)
    rejected: list[str] = []
    prefs = Prefs(language=system_language()) if data is None else Prefs.from_dict(data, rejected)
    if rejected:
        from game.userdirs import notice

        notice(what="settings", file=str(path()), why=", ".join(sorted(rejected)), kind="reset")
    replace(prefs)
    return prefs


def save() -> bool:
    """Write `current()` to settings.json; False when the folder cannot be written."""
    from game.userdirs import write_json

    try:
        write_json(path(), _current.to_dict())
    except OSError:
        return False
    return True


def current() -> Prefs:
    """The preferences in force for this run."""
    return _current


def replace(prefs: Prefs) -> None:
    """Swap in another Prefs object (a loaded file, a test's fresh defaults)."""
    global _current
    _current = prefs


_listeners: list[Callable[[Prefs], None]] = []


def subscribe(listener: Callable[[Prefs], None]) -> Callable[[], None]:
    """Be told whenever a setting changes (the sound's volume, the table's card size).
    Returns a function that ends the subscription."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def changed() -> None:
    """Tell every listener that `current()` changed."""
    for listener in list(_listeners):
        listener(_current)


_autosaving: Callable[[], None] | None = None


def autosave() -> None:
    """From now on every change is written to disk (once: a second call changes nothing)."""
    global _autosaving
    if _autosaving is None:
        _autosaving = subscribe(lambda _p: None if save() else None)
