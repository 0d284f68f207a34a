"""The screens, each found by name.

A scene never imports another: it asks the scene stack for one by name
(`app.scenes.open("settings")`, `app.scenes.make("table", setup)`), and `SCENES` says which
module and which class (or function) makes it. The module is imported on first use, so the
title screen loads neither the table nor the settings until someone asks for them.

The table (`game.ui.table.scene`) is found here too: the screens that start a game name it,
and the table names the screens it opens over itself (the menu, the round's end, the
hand-over cover) the same way.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.ui.scene import Scene

SCENES: dict[str, str] = {
    "title": "game.ui.scenes.title:TitleScene",
    "new_game": "game.ui.scenes.newgame.scene:NewGameScene",
    "kid_setup": "game.ui.scenes.kidsetup:KidSetupScene",
    "rules": "game.ui.scenes.rules:RulesScene",
    "settings": "game.ui.scenes.settings:SettingsScene",
    "user_rulesets": "game.ui.scenes.userrulesets:UserRulesetsScene",
    "statistics": "game.ui.scenes.stats:StatsScene",
    "kept_rounds": "game.ui.scenes.replay.listing:KeptRoundsScene",
    "replay": "game.ui.scenes.replay.scene:ReplayScene",
    "replay_opening": "game.ui.scenes.replay.opening:ReplayOpening",
    "about": "game.ui.scenes.about:AboutScene",
    "crash": "game.ui.scenes.crash:CrashScene",
    "already_open": "game.ui.scenes.alreadyopen:AlreadyOpenScene",
    "confirm": "game.ui.scenes.menu:ConfirmDialog",
    "game_menu": "game.ui.scenes.menu:game_menu",
    "hand_over": "game.ui.scenes.handover:HandOverScene",
    "hold_to_leave": "game.ui.scenes.holdtoleave:HoldToLeaveScene",
    "round_end": "game.ui.scenes.results.roundend:RoundEndScene",
    "match_end": "game.ui.scenes.results.roundend:MatchEndScene",
    "kid_round_end": "game.ui.scenes.results.kid:KidRoundEndScene",
    "kid_match_end": "game.ui.scenes.results.kid:KidMatchEndScene",
    "table": "game.ui.table.scene:TableScene",
    "learn": "game.ui.scenes.learning:LearnPreparing",
    "learn_table": "game.ui.table.learn:LearnScene",
    "workshop_preview": "game.ui.scenes.workshop.preview:PreviewScene",
    "workshop_import": "game.ui.scenes.workshop.files:ImportScene",
    "workshop_export": "game.ui.scenes.workshop.files:ExportScene",
    "workshop_trial": "game.ui.scenes.workshop.tryit:TrialScene",
    "workshop": "game.ui.scenes.workshop.start:WorkshopStartScene",
    "workshop_edit": "game.ui.scenes.workshop.editor:WorkshopEditScene",
}


_warming: threading.Thread | None = None


def warm_up(after: threading.Thread | None = None) -> threading.Thread:
    """Import every screen's module on a thread of its own (once; `after` another thread is
    done): importing the table's takes a tenth of a second, and the click that opens a screen
    should not wait for it. No screen's import has side effects beyond defining things."""
    global _warming
    if _warming is None:

        def work() -> None:
            if after is not None:
                after.join()
            for where in SCENES.values():
                with contextlib.suppress(Exception):  # the click that opens it will say why
                    importlib.import_module(where.partition(":")[0])

        _warming = threading.Thread(target=work, name="scene-imports", daemon=True)
        _warming.start()
    return _warming


def make(name: str, /, *args: Any, **options: Any) -> Scene:
    """A new scene `name`, made with `args` and `options` (see the class in `SCENES`)."""
    try:
        where = SCENES[name]
    except KeyError:
        raise ValueError(f"no scene {name!r}; known: {', '.join(SCENES)}") from None
    module, _, factory = where.partition(":")
    scene: Scene = getattr(importlib.import_module(module), factory)(*args, **options)
    scene.scene_id = name
    return scene
