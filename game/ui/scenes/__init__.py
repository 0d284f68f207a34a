"""The screens, each found by name.

A scene never imports another: it asks the scene stack for one by name
(`app.scenes.open("settings")`, `app.scenes.make("table", setup)`), and `SCENES` says which
module and which class (or function) makes it. The module is imported on first use, so the
title screen loads neither the table nor the settings until someone asks for them.

The table (`game.ui.table.scene`) is found here too: the screens that start a game name it,
and the table names the screens it opens over itself (the menu, the round's end, the
hand-over cover) the same way.

A modal whose answer its opener wants has a typed maker here besides its name (`confirm`,
`hand_over`, `round_end`...): it makes the scene as `make` does, importing its module only
then, and the type checker sees the arguments the scene takes and the result it hands back,
so `app.scenes.push(confirm(question), callback)` is checked end to end. A maker calls the
scene's own constructor (its arguments are checked against it), where an overload of `open`
per name would repeat each signature unchecked.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from game.engine.rules import Rules
    from game.table.replaying import Opening
    from game.table.results import RoundResult
    from game.ui.art.look import CardImages
    from game.ui.scene import Scene
    from game.ui.scenes.handover import HandOverScene
    from game.ui.scenes.holdtoleave import HoldToLeaveScene
    from game.ui.scenes.menu import ConfirmDialog
    from game.ui.scenes.replay.opening import ReplayOpening
    from game.ui.scenes.results.kid import KidMatchEndScene, KidRoundEndScene
    from game.ui.scenes.results.roundend import CornerMenu, MatchEndScene, RoundEndScene

S = TypeVar("S", bound="Scene")

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


def factory(name: str) -> Any:
    """The class or function that makes scene `name` (see `SCENES`), its module imported now.
    Untyped, as a name given at run time is: a maker below gives it its type."""
    try:
        where = SCENES[name]
    except KeyError:
        raise ValueError(f"no scene {name!r}; known: {', '.join(SCENES)}") from None
    module, _, found = where.partition(":")
    return getattr(importlib.import_module(module), found)


def make(name: str, /, *args: object, **options: object) -> Scene:
    """A new scene `name`, made with `args` and `options` (see the class in `SCENES`)."""
    scene: Scene = factory(name)(*args, **options)
    return named(name, scene)


def named(name: str, scene: S) -> S:
    """`scene`, known by `name` on the stack (`SceneStack.find`)."""
    scene.scene_id = name
    return scene


# -- the modals that answer, typed ---------------------------------------------------------
def confirm(
    question: str, *, yes: str | None = None, no: str | None = None, danger: bool = True
) -> ConfirmDialog:
    """A yes/no question: True for yes, False for no (and Esc)."""
    made: type[ConfirmDialog] = factory("confirm")
    return named("confirm", made(question, yes=yes, no=no, danger=danger))


def hand_over(
    name: str, avatar: int, *, jump: bool = False, on_escape: Callable[[int], None] | None = None
) -> HandOverScene:
    """The cover while the device goes to `name`: True at their tap."""
    made: type[HandOverScene] = factory("hand_over")
    return named("hand_over", made(name, avatar, jump=jump, on_escape=on_escape))


def hold_to_leave(*, held_key: int | None = None) -> HoldToLeaveScene:
    """Kid mode's long press to leave: True after a full hold, False to play on."""
    made: type[HoldToLeaveScene] = factory("hold_to_leave")
    return named("hold_to_leave", made(held_key=held_key))


def replay_opening(opening: Opening) -> ReplayOpening:
    """A round on its way to its replay: the `Opening` back when it shows none."""
    made: type[ReplayOpening] = factory("replay_opening")
    return named("replay_opening", made(opening))


def round_end(
    rules: Rules,
    result: RoundResult,
    *,
    images: CardImages | None = None,
    auto_continue: float | None = None,
    speed: float = 1.0,
    watch: Callable[[], None] | None = None,
    menu: CornerMenu | None = None,
    way_out: str = "",
) -> RoundEndScene:
    """A round's results: the key of the button chosen ("next", "rematch", "menu")."""
    made: type[RoundEndScene] = factory("round_end")
    scene = made(
        rules,
        result,
        images=images,
        auto_continue=auto_continue,
        speed=speed,
        watch=watch,
        menu=menu,
        way_out=way_out,
    )
    return named("round_end", scene)


def kid_round_end(
    rules: Rules,
    result: RoundResult,
    *,
    images: CardImages | None = None,
    auto_continue: float | None = None,
    speed: float = 1.0,
) -> KidRoundEndScene:
    """A round's results in kid mode: "next"."""
    made: type[KidRoundEndScene] = factory("kid_round_end")
    scene = made(rules, result, images=images, auto_continue=auto_continue, speed=speed)
    return named("kid_round_end", scene)


def match_end(
    names: tuple[str, ...],
    totals: tuple[int, ...],
    wins: tuple[int, ...],
    leaders: tuple[int, ...],
    *,
    by_points: bool,
    speed: float = 1.0,
    you: int = -1,
    way_out: str = "",
    highest_first: bool = False,
) -> MatchEndScene:
    """The match's results: "rematch" or "menu" (`way_out`: that button's words;
    `highest_first`: the highest total leads)."""
    made: type[MatchEndScene] = factory("match_end")
    scene = made(
        names,
        totals,
        wins,
        leaders,
        by_points=by_points,
        speed=speed,
        you=you,
        way_out=way_out,
        highest_first=highest_first,
    )
    return named("match_end", scene)


def kid_match_end(
    names: tuple[str, ...],
    totals: tuple[int, ...],
    wins: tuple[int, ...],
    leaders: tuple[int, ...],
    *,
    by_points: bool,
    speed: float = 1.0,
    you: int = -1,
    avatars: tuple[int, ...] = (),
    highest_first: bool = False,
) -> KidMatchEndScene:
    """The match's results in kid mode: "rematch" or "menu"."""
    made: type[KidMatchEndScene] = factory("kid_match_end")
    scene = made(
        names,
        totals,
        wins,
        leaders,
        by_points=by_points,
        speed=speed,
        you=you,
        avatars=avatars,
        highest_first=highest_first,
    )
    return named("kid_match_end", scene)
