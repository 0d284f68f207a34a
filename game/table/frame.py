"""What the table screen shows for one moment, worked out once: the table frame.

`table_frame(session, shown, viewing)` asks the session once for the viewer's legal actions
and derives from them everything the screen decides by: the cards that may go on the pile and
whether none may (stuck), whether Draw is off because a card may be played, each button's
label, state and pulse, who may catch a missed call and whom, and the line on the viewer's
plate. The screen computes a frame once per refresh and draws it; nothing in it needs pygame,
so what the buttons say is tested without a window (tests/table/test_frame.py).

`Viewing` is what the frame is seen by: whose hand the screen shows, whether its animations
are at rest, how the hand is sorted (the screen's), and what the table's controller keeps
(`game.table.controller`): a chooser is open, the call was pressed ahead of the play, who
jumped in, the moment the plate's answer was known, the first chance to catch a missed call.
The frame remembers nothing itself: what it says for the controller to keep (`answers`,
`call_armed`, `catch_chance`) the controller takes on its tick.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from game.engine import actions as A
from game.engine.legal import out_of_turn_kinds
from game.engine.rules import Rules
from game.i18n import tr
from game.ruleset.facts import facts_of
from game.table import choices
from game.table.choices import CallState
from game.table.presented import Presented
from game.table.session import TableSession
from game.table.texts import pile_label, status_text
from game.words import call_name

__all__ = [
    "BUTTONS",
    "ButtonFace",
    "JumpFace",
    "Moment",
    "TableFrame",
    "Viewing",
    "holds_screen",
    "out_of_turn_key",
    "table_frame",
]

# Stacked in this order, top to bottom; "group" (play the cards picked, end the group being
# laid) shows in the place of "sort".
BUTTONS = ("hint", "caught", "sort", "group", "call", "action")
Moment = tuple[int, int, str]  # (the session's round id, the turn number, what is pending)


@dataclass(frozen=True)
class ButtonFace:
    """One table button as the moment wants it. `picture` (kid mode): "back" for the draw
    pile's card back, "call" for the call's picture of `cards_left` cards, "" for none."""

    visible: bool = False
    enabled: bool = True
    label: str = ""
    style: str = "plain"
    armed: bool = False
    pulse: bool = False
    countdown: float | None = None  # the share of a forced move's countdown left
    picture: str = ""
    cards_left: int = 0


@dataclass(frozen=True)
class JumpFace:
    """Pass-and-play: one person's out-of-turn button as the moment wants it, "jump in!" beside
    their plate (where the screen has a place for it), or the jumper's "Hand back" over the
    table's buttons."""

    seat: int
    visible: bool = False
    label: str = ""
    hand_back: bool = False
    style: str = "plain"


@dataclass(frozen=True)
class Viewing:
    """The screen's side of the moment (see the module's docstring)."""

    viewer: int
    name: str  # the viewer's name on their plate
    at_rest: bool = True  # no card in the air
    loading: bool = False  # the card pictures are still being painted
    choosing: bool = False  # a chooser is open over the table
    call_armed: bool = False  # the call button pressed before the play
    sort: str = "colour"  # how the hand is sorted now
    kid: bool = False
    hint_button: bool = False
    jumper: int | None = None  # pass-and-play: who took the screen to act out of turn
    answers: tuple[Moment, bool] | None = None  # kept: could the viewer answer, and when
    first_catch: tuple[int, int] | None = None  # kept: (round id, seat) of the first catch
    picked: tuple[int, ...] = ()  # kept: the cards picked for one play, in the order picked


@dataclass(frozen=True)
class TableFrame:
    """The table for one moment, from one seat (the module's docstring says what is in it)."""

    person: bool = False  # a person holds the screen at the viewer's seat
    offers: tuple[int, ...] = ()  # the viewer's legal actions, once the screen has caught up
    playable: frozenset[int] = frozenset()  # the cards lifted as playable (or as following
    # the cards picked for one play)
    stuck: bool = False  # the viewer's turn, a decision to make, and no card may go
    draw_blocked: bool = False  # Draw is off because a card may be played (D-4)
    pile: str | None = None  # what the draw pile does now: "draw", "accept", "pass", None
    call: CallState = field(default_factory=lambda: CallState("off", ""))
    catcher: int | None = None  # who presses Caught! (the viewer or another person)
    catch_target: int | None = None  # whose missed call they catch
    holds_nothing: bool = False  # took the screen to jump in, with nothing to play
    status: str = ""  # what the moment asks of the viewer, or whose turn it is
    plate: str = ""  # the viewer's plate: the status, with their name where people share
    answers: tuple[Moment, bool] | None = None  # to keep (`Viewing.answers`)
    call_armed: bool = False  # to keep: a call pressed ahead lasts while it is due
    catch_chance: tuple[int, int] | None = None  # (round id, seat) of that missed call
    buttons: Mapping[str, ButtonFace] = field(default_factory=dict)
    held: int | None = None  # the card lifted high: under a chooser, or waiting on a race
    picking: bool = False  # several cards may go in one play: a click picks a card
    picked: tuple[int, ...] = ()  # the cards picked, in the order picked
    jumps: tuple[JumpFace, ...] = ()  # pass-and-play's out-of-turn buttons


def table_frame(session: TableSession, shown: Presented, viewing: Viewing) -> TableFrame:
    """The frame of this moment: `shown` is what the screen draws (the presented state, less
    the cards in the air). The session's legal actions are asked for once, for the viewer
    (and for the other people at the table only when the viewer cannot catch a missed call)."""
    c, seat = session, viewing.viewer
    presented = c.presented
    person = holds_screen(c, seat)
    legal = c.legal(seat)
    offers = legal if c.caught_up else []
    playable, stuck, blocked = _cards(c, viewing, person, offers)
    if playable and viewing.picked and c.rules.groups is not None:
        # Cards picked for one play: lift them and the cards that may follow them.
        after = c.followers_after(seat, viewing.picked)
        if after is not None:
            playable = set(viewing.picked) | after
    pile_action = choices.pile_action(offers)
    idle = not viewing.loading and not c.round_over and not c.waiting(seat)
    shows = person and not presented.over  # no button behind the round's results
    catcher, target = _catch(c, seat, offers) if shows and idle else (None, None)
    holds_nothing = _holds_nothing(c, viewing.jumper, seat, offers)
    status, answers = _status(c, shown, viewing, person, legal, holds_nothing)
    call = c.call_state(seat, offers)
    pile = choices.PILE[pile_action] if idle and pile_action is not None else None
    frame = TableFrame(
        person=person,
        offers=tuple(offers),
        playable=frozenset(playable),
        stuck=stuck,
        draw_blocked=blocked,
        pile=pile,
        call=call,
        catcher=catcher,
        catch_target=target,
        catch_chance=(c.round_id, target) if target is not None else None,
        holds_nothing=holds_nothing,
        status=status,
        plate=_plate(viewing.name, status, c.passing),
        answers=answers,
        call_armed=viewing.call_armed and (not shows or (idle and call.mode == "due")),
        picking=person and c.rules.groups is not None and not presented.over,
        picked=viewing.picked,
    )
    faces = _buttons(c, shown, viewing, frame, idle) if shows else {}
    return replace(frame, buttons={key: faces.get(key, ButtonFace()) for key in BUTTONS})


def holds_screen(c: TableSession, seat: int) -> bool:
    """A person holds the screen at `seat` (at a bot-only table nobody plays from the hand;
    in pass-and-play only who has tapped in, and nobody during the deal)."""
    sees = c.presented.seeing if c.passing else seat
    return seat in c.humans and sees >= 0


def _cards(
    c: TableSession, viewing: Viewing, person: bool, offers: Sequence[int]
) -> tuple[set[int], bool, bool]:
    """The cards lifted as playable (at rest, no chooser open, no request out of turn still
    waiting), whether the viewer's turn offers a decision and no card (stuck), and whether
    Draw is off because a card may be played (D-4: no pile action while cards are offered)."""
    seat, rest = viewing.viewer, viewing.at_rest
    fits = choices.playable(offers)
    may_act = person and not viewing.choosing and not c.waiting(seat)
    on_turn = person and not c.round_over and c.presented.turn == seat
    stuck = rest and on_turn and not viewing.choosing and bool(offers) and not fits
    blocked = on_turn and c.caught_up and choices.pile_action(offers) is None and bool(fits)
    return (fits if may_act and rest else set()), stuck, blocked


def _catch(c: TableSession, seat: int, offers: Sequence[int]) -> tuple[int | None, int | None]:
    """Who presses Caught! and whom they catch: the viewer, or any other person at the table
    (everyone sees the hand sizes, so the button gives nothing away)."""
    for who in [seat] + [s for s in c.humans if s != seat]:
        action = choices.catch_action(offers if who == seat else c.offers(who))
        if action is not None:
            return who, A.target_of(action)
    return None, None


def _holds_nothing(c: TableSession, jumper: int | None, seat: int, offers: Sequence[int]) -> bool:
    """The person who took the screen to jump in has nothing to play out of turn now."""
    if jumper is None or not c.caught_up or c.waiting(jumper) or c.round_over:
        return False
    return not (offers if jumper == seat else c.offers(jumper))


def _status(
    c: TableSession,
    shown: Presented,
    viewing: Viewing,
    person: bool,
    legal: Sequence[int],
    holds_nothing: bool,
) -> tuple[str, tuple[Moment, bool] | None]:
    """The line over the hand, and what the plate knows of the viewer's answer."""
    answers = viewing.answers
    if viewing.loading:
        return "", answers
    if holds_nothing:
        return tr("table.status.jump_nothing"), answers
    moment = (c.round_id, shown.turn_no, shown.pending)
    state = c.state
    same_moment = state is not None and state.turn_no == shown.turn_no and not state.over
    if same_moment and person:  # the engine is where the screen is: ask it
        answers = (moment, bool(choices.playable(legal)))
    # Known while the table was at rest in this same moment: kept while its cards fly (the
    # attack taken), so the line does not flick back to offering an answer.
    known = answers[1] if answers is not None and answers[0] == moment else None
    return status_text(shown, c.names, answers=known), answers


def _plate(name: str, status: str, passing: bool) -> str:
    """The status alone; with the viewer's name where several people share the screen
    (whose hand this is), or the name alone when nothing is going on."""
    if not status:
        return name
    return f"{name} · {status}" if passing else status


def _buttons(
    c: TableSession, shown: Presented, viewing: Viewing, frame: TableFrame, idle: bool
) -> dict[str, ButtonFace]:
    seat, kid = viewing.viewer, viewing.kid
    what = frame.pile
    countdown = c.forced_countdown(seat) if what is not None else None
    action = ButtonFace(
        visible=True,
        enabled=what is not None,
        label=pile_label(what, shown),
        style="gold" if what == "accept" else "plain",
        countdown=countdown[0] / countdown[1] if countdown else None,
        picture="back" if kid else "",
    )
    target = frame.catch_target
    first = viewing.first_catch
    caught = ButtonFace(
        visible=target is not None,
        style="red",
        label=tr("table.btn.caught", player=c.names[target]) if target is not None else "",
        pulse=target is not None and (first is None or first == frame.catch_chance),
    )
    if idle and A.CHALLENGE in frame.offers:
        # The challenge of the card just played takes the Caught! button's place (and key).
        bluffer = c.observe(seat).last_player
        label = tr("table.btn.challenge", player=c.names[bluffer])
        caught = ButtonFace(visible=True, style="red", label=label, pulse=kid)
    sort = viewing.sort
    if sort == "colour" and facts_of(c.rules).suited:
        sort = "suit"
    group = _group_button(c, shown, viewing, frame, idle)
    return {
        "group": group,
        "action": action,
        "call": _call_button(c, viewing, frame.call, idle),
        "caught": caught,
        "sort": ButtonFace(
            # A child's hand stays sorted by colour; S still sorts (and where the group's
            # button shows in its place).
            visible=not kid and not group.visible,
            label=tr(f"table.btn.sort_{sort}"),
            enabled=bool(shown.hand),
        ),
        "hint": ButtonFace(
            visible=viewing.hint_button,
            label=tr("table.btn.hint"),
            enabled=idle and bool(frame.offers) and not viewing.choosing,
        ),
    }


def _group_button(
    c: TableSession, shown: Presented, viewing: Viewing, frame: TableFrame, idle: bool
) -> ButtonFace:
    """Several cards in one play: "Play 2 cards" while cards are picked (the first of them may
    go now; on the turn, or a single card out of turn), else "End play" while the viewer's
    group is being laid."""
    picked = viewing.picked
    if picked:
        fits = choices.playable(frame.offers) if frame.playable else set()
        may = picked[0] in fits and (len(picked) == 1 or shown.turn == viewing.viewer)
        label = tr("table.btn.play_cards", count=len(picked))
        return ButtonFace(visible=frame.picking, enabled=idle and may, label=label)
    if not c.laying_group(viewing.viewer):
        return ButtonFace()
    ends = choices.end_action(frame.offers) is not None
    label = tr("table.btn.end_play")
    return ButtonFace(visible=True, enabled=idle and ends, label=label, style="gold")


def _call_button(c: TableSession, viewing: Viewing, call: CallState, idle: bool) -> ButtonFace:
    mode = call.mode if idle else "off"
    said = call_name(c.rules, call.call_id) if call.call_id else ""
    armed = viewing.call_armed and mode == "due"
    picture = viewing.kid and bool(call.call_id)
    return ButtonFace(
        visible=bool(c.rules.calls),
        # Due with the next play: the button says so before the play.
        label=tr("table.btn.say_call", call=said) if mode == "due" else said,
        enabled=mode != "off",
        armed=armed,
        style="gold" if mode == "late" else "plain",
        # Kid mode's reminder: the button breathes while the call is due and not yet pressed.
        pulse=viewing.kid and (mode == "late" or (mode == "due" and not armed)),
        picture="call" if picture else "",
        cards_left=_cards_left(c, call.call_id) if picture else 0,
    )


def _cards_left(c: TableSession, call_id: str) -> int:
    """How many cards are left when the call `call_id` is said (kid mode's picture)."""
    index = c.rules.call_index(call_id)
    return c.rules.calls[index].cards_left if index >= 0 else 1


def out_of_turn_key(rules: Rules) -> str:
    """Pass-and-play's out-of-turn button, in words for what the rules let anyone do out of
    turn ("" for nothing at all: no such button shows)."""
    kinds = out_of_turn_kinds(rules)
    if "jump" in kinds:
        return "table.btn.jump_or_catch" if "catch" in kinds else "table.btn.jump"
    if "catch" in kinds:
        return "table.btn.catch"
    return "table.btn.answer" if "defend" in kinds else ""
