"""The screens the table opens over itself, made from the controller's requests: a chooser,
the hand-over cover, the game's menu, the hold-to-leave, the round's and the match's results.
Each answer goes back to the table as a gesture (`open_over`'s `answer`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from game.engine.rules import Rules
from game.i18n import tr
from game.table.gestures import (
    Chosen,
    Escape,
    Gesture,
    LeaveAnswer,
    MatchClosed,
    MenuChosen,
    Restart,
    RoundClosed,
    Tap,
)
from game.table.replaying import opening_records
from game.table.requests import (
    AskLeaveHold,
    ChooseCard,
    ChooseWay,
    HandOver,
    OpenMatchResults,
    OpenMenu,
    OpenRoundResults,
    Request,
)
from game.table.setup import GameSetup
from game.ui import scenes as made
from game.ui.art.look import CardImages
from game.ui.scene import Modal, Scene, SceneStack
from game.ui.table.asking import card_chooser, way_chooser
from game.ui.table.choosers import Chooser
from game.ui.table.menubutton import MenuButton

R = TypeVar("R")
#: The leaving button's words at a workshop's trial: it goes back to the rules being made.
WAY_BACK = "menu.back_to_your_rules"


@dataclass(frozen=True)
class Scenery:
    """What the screens over the table are made with: the game, its rules and pictures, each
    seat's picture and name and the cards in each hand as the table shows them, the
    animations' speed, and the ☰ button the grown-up's results show."""

    setup: GameSetup
    rules: Rules
    images: CardImages
    avatars: Sequence[int]
    names: Sequence[str]
    sizes: Sequence[int]
    speed: float
    menu: MenuButton
    back_below: bool = False  # a workshop's trial: leaving goes back to the rules being made


def open_over(
    scenes: SceneStack, ask: Request, at: Scenery, answer: Callable[[Gesture], None]
) -> None:
    """Open what `ask` asks for over the table (nothing for a request that opens nothing)."""
    match ask:
        case ChooseWay() | ChooseCard():
            scenes.push(_chooser(ask, at), lambda value: answer(Chosen(value)))
        case HandOver():
            hand_over(
                scenes,
                ask,
                at.setup,
                at.avatars,
                on_escape=lambda key: answer(Escape(key)),
                on_tap=lambda _tapped: answer(Tap()),
            )
        case OpenMenu():
            game_menu(
                scenes,
                ask,
                at.setup,
                on_restart=lambda: answer(Restart()),
                on_choice=lambda word: answer(MenuChosen(word)),
                way_out=WAY_BACK if at.back_below else "",
            )
        case AskLeaveHold(held_key) if scenes.find("hold_to_leave") is None:
            scenes.push(
                made.hold_to_leave(held_key=held_key),
                lambda held: answer(LeaveAnswer(held is True)),
            )
        case OpenRoundResults():
            round_results(
                scenes,
                ask,
                at.rules,
                images=at.images,
                speed=at.speed,
                menu=at.menu,
                on_closed=lambda word: answer(RoundClosed(word)),
                way_out=tr(WAY_BACK) if at.back_below else "",
            )
        case OpenMatchResults():
            ended = lambda word: answer(MatchClosed(word))  # noqa: E731
            way_out = tr(WAY_BACK) if at.back_below else ""
            match_results(scenes, ask, speed=at.speed, on_closed=ended, way_out=way_out)


def _chooser(ask: ChooseWay | ChooseCard, at: Scenery) -> Chooser:
    kid = at.setup.kid_mode
    if isinstance(ask, ChooseCard):
        return card_chooser(ask, at.rules, kid=kid, images=at.images)
    return way_chooser(
        ask,
        at.rules,
        kid=kid,
        images=at.images,
        names=at.names,
        sizes=at.sizes,
        avatars=at.avatars,
    )


def hand_over(
    scenes: SceneStack,
    ask: HandOver,
    setup: GameSetup,
    kid_avatars: Sequence[int],
    *,
    on_escape: Callable[[int], None],
    on_tap: Callable[[bool | None], None],
) -> None:
    """The cover over the table until the person asked for taps. Pictures not chosen at
    setup (all alike): each person's seat gives them one. Kid mode: the picture on their
    seat's plate (`kid_avatars`: no two seats there look alike)."""
    seats = setup.seats
    info = seats[ask.seat]
    avatars = [s.avatar for s in seats if s.human]
    avatar = info.avatar if len(set(avatars)) == len(avatars) else ask.seat
    if setup.kid_mode:
        avatar = kid_avatars[ask.seat]
    scenes.push(made.hand_over(info.name, avatar, jump=ask.jump, on_escape=on_escape), on_tap)


def game_menu(
    scenes: SceneStack,
    ask: OpenMenu,
    setup: GameSetup,
    *,
    on_restart: Callable[[], None],
    on_choice: Callable[[str], None],
    way_out: str = "",
) -> None:
    scenes.open(
        "game_menu",
        setup,
        on_restart=on_restart if ask.restart else None,
        on_choice=on_choice,
        saved=ask.saved,
        played=ask.played,
        way_out=way_out,
    )


def round_results(
    scenes: SceneStack,
    ask: OpenRoundResults,
    rules: Rules,
    *,
    images: CardImages,
    speed: float,
    menu: MenuButton,
    on_closed: Callable[[str | None], None],
    way_out: str = "",
) -> None:
    """A child's results of their own; a grown-up's with Watch again (where the round was
    kept) and the ☰ (or Esc) for the game's menu."""
    auto = ask.auto_continue
    results: Modal[str]  # the button chosen
    if ask.kid:
        results = made.kid_round_end(
            rules, ask.result, images=images, auto_continue=auto, speed=speed
        )
    else:
        watch = _watch_again(scenes, ask.kept)
        results = made.round_end(
            rules,
            ask.result,
            images=images,
            auto_continue=auto,
            speed=speed,
            watch=watch,
            menu=menu,
            way_out=way_out,
        )
    scenes.push(results, on_closed)


def _watch_again(
    scenes: SceneStack, kept: Sequence[dict[str, object]] | None
) -> Callable[[], None] | None:
    """Opens the round just played in a replay, every hand open (None: none was kept)."""
    if kept is None:
        return None
    records = list(kept)

    def watch() -> None:
        # Re-driving a long round takes a second or two: on a thread, behind a progress
        # line; a round that cannot be re-driven shows nothing, the results stay.
        scenes.push(made.replay_opening(opening_records(records)))

    return watch


def match_results(
    scenes: SceneStack,
    ask: OpenMatchResults,
    *,
    speed: float,
    on_closed: Callable[[str | None], None],
    way_out: str = "",
) -> None:
    sums = (ask.names, ask.totals, ask.wins, ask.leaders)
    end: Modal[str]  # "rematch" or "menu"
    if ask.kid:
        end = made.kid_match_end(
            *sums,
            by_points=ask.by_points,
            speed=speed,
            you=ask.you,
            avatars=ask.avatars,
            highest_first=ask.highest_first,
        )
    else:
        end = made.match_end(
            *sums,
            by_points=ask.by_points,
            speed=speed,
            you=ask.you,
            way_out=way_out,
            highest_first=ask.highest_first,
        )
    scenes.push(end, on_closed)


def leave(scenes: SceneStack, table: Scene, to: str, *, close: Callable[[], None]) -> None:
    """`table` goes (`close`d): to the title screen, to the screen under it (a workshop's
    trial), or back to the menu it was opened from (the title where it was opened on its
    own)."""
    below = len(scenes) > 1
    if to == "menu" and below:
        close()
        scenes.pop()  # the table is on top once the match's results have gone
    elif to == "menu":
        scenes.replace(scenes.make("title"))
    elif to == "below" and below:
        close()
        scenes.drop_above(table)
        scenes.pop()
    else:
        close()
        scenes.clear(scenes.make("title"))
