"""Pass-and-play through the table's controller: the screen handed over behind a cover, a
person jumping in out of turn and handing the screen back."""

from __future__ import annotations

from game.i18n import tr
from game.table.gestures import JumpIn, Tap
from game.table.requests import HandOver, ShowFrom
from tests.table.controlkit import controller, do, sight, tick, ticks_until


def test_the_screen_goes_to_whose_turn_it_is_once_they_tap() -> None:
    ctl = controller("noris", people=2, bots=1)
    c = ctl.session
    assert ctl.paused()  # nobody has tapped in: no bot moves between the deal and the cover
    said = ticks_until(ctl, HandOver)
    turn = c.presented.turn
    assert said[-1] == HandOver(turn, jump=False) and ctl.sharing.covered
    assert not ctl.frame(sight(ctl)).person  # the deal was watched by all: no hand yet
    assert do(ctl, Tap()) == [ShowFrom(turn)]
    assert c.viewer == turn and c.presented.seeing == turn and not ctl.sharing.covered
    frame = ctl.frame(sight(ctl))
    assert frame.person
    assert tick(ctl).requests == ()  # the same person holds the screen: no cover again
    c.close()


def test_a_person_jumps_in_and_hands_the_screen_back() -> None:
    ctl = controller("abacus", people=2, bots=1, seed=3)
    c = ctl.session
    ticks_until(ctl, HandOver)
    do(ctl, Tap())
    home = c.viewer
    other = next(seat for seat in c.humans if seat != home)
    faces = {face.seat: face for face in ctl.frame(sight(ctl)).jumps}
    assert faces[other].visible and not faces[home].visible  # a button beside the other's plate
    assert faces[other].label == tr(ctl.sharing.button_key, player=c.setup.shown_name(other))
    assert do(ctl, JumpIn(other)) == [HandOver(other, jump=True)]
    assert ctl.paused()  # the clock stands still while the screen is handed over
    assert do(ctl, Tap()) == [ShowFrom(other)]
    assert c.viewer == other and ctl.sharing.jumper == other
    faces = {face.seat: face for face in ctl.frame(sight(ctl)).jumps}
    assert faces[other].visible and faces[other].hand_back
    assert ctl.paused()  # looking, not yet asked: the table waits for the jumper
    assert do(ctl, JumpIn(other)) == []  # "Hand back"
    assert ctl.sharing.jumper is None
    assert tick(ctl).requests == (HandOver(home, jump=False),)
    assert do(ctl, Tap()) == [ShowFrom(home)] and c.viewer == home
    c.close()


def test_a_new_deal_ends_a_jump_and_is_covered_again() -> None:
    ctl = controller("abacus", people=2, bots=1, seed=3)
    c = ctl.session
    ticks_until(ctl, HandOver)
    do(ctl, Tap())
    other = next(seat for seat in c.humans if seat != c.viewer)
    do(ctl, JumpIn(other))
    do(ctl, Tap())
    ctl.restart()  # the game's menu: this round again, with new cards
    tick(ctl, still=False)
    assert ctl.sharing.jumper is None  # the last deal's jump is over
    assert ticks_until(ctl, HandOver)[-1].jump is False  # type: ignore[attr-defined]
    c.close()
