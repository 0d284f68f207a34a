"""Leaving the table through its controller: the game's menu, and at a child's table only a
long press; a restart from the menu."""

from __future__ import annotations

from game.table.gestures import Escape, LeaveAnswer, LeaveHeld, MenuChosen, Restart
from game.table.requests import (
    AskLeaveHold,
    DropAbove,
    HoldKey,
    Leave,
    OpenMenu,
    Redealt,
    ShowHowToLeave,
)
from tests.table.controlkit import controller, do

ESC = 27


def test_esc_opens_the_games_menu() -> None:
    ctl = controller(autosave=False)
    assert do(ctl, Escape(ESC)) == [OpenMenu(restart=True, saved=False, played=ctl.session.rules)]
    assert do(ctl, Escape(None), on_top=False) == do(ctl, Escape(ESC))  # over the cover too
    assert do(ctl, MenuChosen("main_menu")) == [Leave("title")]
    assert do(ctl, MenuChosen("")) == []
    ctl.close()


def test_a_restart_or_a_new_game_takes_the_cover_away_first() -> None:
    ctl = controller("noris", people=2, bots=0)
    ctl.sharing.covered = True
    assert do(ctl, MenuChosen("restart")) == [DropAbove()]
    assert not ctl.sharing.covered
    assert do(ctl, MenuChosen("new_game")) == [DropAbove()]
    round_id = ctl.session.round_id
    assert do(ctl, Restart()) == [Redealt()] and ctl.session.round_id == round_id + 1
    ctl.close()


def test_a_workshops_trial_leaves_to_the_screen_below() -> None:
    ctl = controller(back_below=True)
    assert do(ctl, MenuChosen("main_menu")) == [Leave("below")]
    ctl.close()


def test_a_child_leaves_only_by_holding_the_corner_house() -> None:
    ctl = controller(kid=True)
    assert do(ctl, Escape(None)) == [ShowHowToLeave()]
    assert do(ctl, Escape(ESC)) == [HoldKey(ESC)]  # Esc held down holds the house
    assert do(ctl, LeaveHeld()) == [Leave("title")]
    assert do(ctl, LeaveHeld(), on_top=False) == []  # held while something covers the table
    ctl.close()


def test_over_the_cover_a_child_is_asked_for_the_long_press() -> None:
    ctl = controller(kid=True)
    assert do(ctl, Escape(ESC), on_top=False) == [AskLeaveHold(ESC)]
    ctl.sharing.covered = True
    assert do(ctl, Escape(None)) == [AskLeaveHold(None)]
    assert do(ctl, LeaveAnswer(False)) == []
    assert do(ctl, LeaveAnswer(True)) == [Leave("title")]
    ctl.close()
