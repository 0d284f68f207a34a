"""The table frame (game.table.frame): the moment worked out once from the session's legal
actions, and the line on the viewer's plate (the buttons: tests/table/test_buttons.py)."""

from __future__ import annotations

import pytest

from game.i18n import tr
from game.table import choices
from game.table.frame import Viewing, table_frame
from game.table.session import TableSession
from tests.table import driver
from tests.table.driver import screen, table

TWO_LEFT = {"hands": ["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], "top": "red:3"}


def at(s: TableSession, **where: object) -> TableSession:
    screen(driver.at(s, **where))
    return s


def test_the_session_is_asked_once_for_the_legal_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    asked = driver.count_legal(monkeypatch)
    frame = table_frame(s, s.presented, Viewing(0, "P0", hint_button=True))
    assert asked == [0]
    assert frame.offers == tuple(s.legal(0))
    assert (
        frame.playable
        == choices.playable(s.legal(0))
        == {s.rules.card_from_text("red:5"), s.rules.card_from_text("red:6")}
    )
    s.close()


def test_cards_are_lifted_only_at_rest_and_with_no_chooser_open() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    assert table_frame(s, s.presented, Viewing(0, "P0")).playable
    assert not table_frame(s, s.presented, Viewing(0, "P0", at_rest=False)).playable
    assert not table_frame(s, s.presented, Viewing(0, "P0", choosing=True)).playable
    s.close()


def test_nothing_is_offered_until_the_screen_has_caught_up() -> None:
    s = at(table("noris", 1, 2, pace=(1.0, 1.0)), **TWO_LEFT, turn=0)
    s.act(0, s.legal(0)[0])  # not shown yet
    frame = table_frame(s, s.presented, Viewing(0, "P0"))
    assert not s.caught_up and frame.offers == () and not frame.playable and not frame.stuck
    s.close()


def test_the_plate_says_the_moment_and_remembers_the_answer_while_cards_fly() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    frame = table_frame(s, s.presented, Viewing(0, "P0"))
    assert frame.status == frame.plate == tr("table.status.your_turn")
    assert frame.answers == ((s.round_id, s.presented.turn_no, ""), True)
    s.close()
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=1)
    waiting = table_frame(s, s.presented, Viewing(0, "P0"))
    assert waiting.plate == tr("table.status.waiting", player=s.names[1])
    s.close()


def test_where_people_share_the_screen_the_plate_says_whose_hand_it_is() -> None:
    s = at(table("noris", 2, 1), **TWO_LEFT, turn=0)
    s.view_from(0)
    frame = table_frame(s, s.presented, Viewing(0, "Mia"))
    assert frame.person and frame.plate == f"Mia · {tr('table.status.your_turn')}"
    s.close()


def test_a_jumper_with_nothing_to_play_is_told_so() -> None:
    s = at(table("noris", 2, 1), **TWO_LEFT, turn=0)
    s.view_from(1)
    frame = table_frame(s, s.presented, Viewing(1, "Ole", jumper=1))
    assert frame.holds_nothing and frame.status == tr("table.status.jump_nothing")
    s.close()
