"""What the table's buttons say and do at a moment, from the table frame (game.table.frame),
without a window: Draw, the call, Caught!, Sort, Hint, and pass-and-play's out-of-turn button
(named for what the rules allow, issue 18, point 10)."""

from __future__ import annotations

import pytest

from game.engine import action_from_text
from game.engine import events as EV
from game.engine.legal import out_of_turn_kinds
from game.i18n import tr
from game.ruleset import load_rules
from game.table.frame import ButtonFace, TableFrame, Viewing, out_of_turn_key, table_frame
from game.table.session import TableSession
from tests.table import driver
from tests.table.driver import DT, screen, table


def at(s: TableSession, **where: object) -> TableSession:
    screen(driver.at(s, **where))
    return s


def frame(s: TableSession, seat: int = 0, **viewing: object) -> TableFrame:
    name = s.names[seat]
    return table_frame(s, s.presented, Viewing(seat, name, **viewing))  # type: ignore[arg-type]


TWO_LEFT = {"hands": ["red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], "top": "red:3"}
NOTHING_FITS = {"hands": ["blue:5 red:6", "yellow:1 yellow:2", "green:4 green:5"], "top": "green:3"}


# -- pass-and-play's out-of-turn button ----------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset", "kinds", "key"),
    [
        ("classic", set(), ""),
        ("noris", set(), ""),
        ("emmi", {"catch"}, "table.btn.catch"),
        ("abacus", {"jump", "defend"}, "table.btn.jump"),
    ],
)
def test_the_out_of_turn_button_is_named_for_what_the_rules_allow(
    ruleset: str, kinds: set[str], key: str
) -> None:
    rules = load_rules(ruleset)
    assert out_of_turn_kinds(rules) == kinds
    assert out_of_turn_key(rules) == key


# -- the call ----------------------------------------------------------------------------------
def test_the_call_button_says_the_call_is_due_before_the_play() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    call = frame(s).buttons["call"]
    assert call == ButtonFace(
        visible=True, enabled=True, label=tr("table.btn.say_call", call="Mau")
    )
    armed = frame(s, call_armed=True)
    assert armed.buttons["call"].armed and armed.call_armed
    s.close()


def test_a_call_pressed_ahead_lasts_only_while_it_is_due() -> None:
    s = at(table("noris", 1, 2), **NOTHING_FITS, turn=0)
    f = frame(s, call_armed=True)
    assert f.call.mode == "off" and not f.call_armed
    assert f.buttons["call"] == ButtonFace(visible=True, enabled=False, label="Mau")
    s.close()


def test_the_late_call_glows_gold_once_the_play_is_shown() -> None:
    s = at(table("noris", 1, 2, pace=(1.0, 1.0)), **TWO_LEFT, turn=0)
    s.act(0, action_from_text(s.rules, "play red:5"))  # no call with it
    before = frame(s)  # the play not shown yet: nothing is offered
    assert not before.buttons["call"].enabled and not before.buttons["action"].enabled
    screen(s)
    late = frame(s).buttons["call"]
    assert late.enabled and late.style == "gold" and late.label == "Mau" and not late.pulse
    s.close()


def test_a_childs_call_button_shows_its_picture_and_breathes_while_due() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    call = frame(s, kid=True).buttons["call"]
    assert (call.picture, call.cards_left, call.pulse) == ("call", 1, True)
    assert not frame(s, kid=True, call_armed=True).buttons["call"].pulse  # pressed: at rest
    assert frame(s, kid=True).buttons["action"].picture == "back"
    assert not frame(s, kid=True).buttons["sort"].visible  # a child's hand stays as it is
    s.close()


# -- the draw pile -----------------------------------------------------------------------------
def test_draw_is_off_while_a_card_may_be_played() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    f = frame(s)
    assert f.draw_blocked and f.pile is None
    assert f.buttons["action"] == ButtonFace(
        visible=True, enabled=False, label=tr("table.btn.draw")
    )
    s.close()


def test_draw_is_the_one_thing_left_when_nothing_fits() -> None:
    s = at(table("noris", 1, 2), **NOTHING_FITS, turn=0)
    f = frame(s)
    assert f.pile == "draw" and not f.draw_blocked and f.stuck and not f.playable
    assert f.buttons["action"].enabled and f.buttons["action"].label == tr("table.btn.draw")
    s.close()


def test_nothing_is_pressed_while_the_cards_are_being_painted() -> None:
    s = at(table("noris", 1, 2), **NOTHING_FITS, turn=0)
    f = frame(s, loading=True)
    assert f.pile is None and not f.buttons["action"].enabled and not f.buttons["hint"].enabled
    assert f.status == "" and f.plate == s.names[0]
    s.close()


# -- Caught! -----------------------------------------------------------------------------------
def test_caught_names_the_player_who_missed_the_call_and_breathes_the_first_time() -> None:
    s = driver.bot_forgot_its_call()
    f = frame(s)
    assert (f.catcher, f.catch_target, f.catch_chance) == (0, 1, (s.round_id, 1))
    caught = f.buttons["caught"]
    assert caught.visible and caught.style == "red" and caught.pulse
    assert caught.label == tr("table.btn.caught", player=s.names[1])
    assert frame(s, first_catch=f.catch_chance).buttons["caught"].pulse  # the same chance
    assert not frame(s, first_catch=(s.round_id - 1, 2)).buttons["caught"].pulse  # a later one
    events: list[tuple[object, ...]] = []
    s.listeners.append(events.extend)
    assert s.catch(0) is None
    for _ in range(20):
        s.update(DT)
        screen(s)
    assert (EV.CAUGHT, 0, 1, None) in events
    # The next bot (easy) missed its call too: a second chance, which no longer breathes.
    later = frame(s, first_catch=f.catch_chance)
    assert later.catch_target == 2 and not later.buttons["caught"].pulse
    assert later.buttons["caught"].label == tr("table.btn.caught", player=s.names[2])
    s.close()


# -- Sort and Hint -----------------------------------------------------------------------------
@pytest.mark.parametrize(("ruleset", "word"), [("noris", "colour"), ("classic", "suit")])
def test_sort_names_suits_where_the_colours_are_suits(ruleset: str, word: str) -> None:
    s = table(ruleset, 1, 2)
    s.start_round()
    screen(s)
    assert frame(s).buttons["sort"].label == tr(f"table.btn.sort_{word}")
    assert frame(s, sort="rank").buttons["sort"].label == tr("table.btn.sort_rank")
    s.close()


def test_hint_shows_as_the_table_asks_and_works_only_with_something_to_do() -> None:
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=0)
    assert not frame(s).buttons["hint"].visible
    hint = frame(s, hint_button=True).buttons["hint"]
    assert hint.visible and hint.enabled and hint.label == tr("table.btn.hint")
    assert not frame(s, hint_button=True, choosing=True).buttons["hint"].enabled
    s.close()
    s = at(table("noris", 1, 2), **TWO_LEFT, turn=1)  # a bot's turn: nothing to do
    assert not frame(s, hint_button=True).buttons["hint"].enabled
    s.close()


def test_no_button_shows_at_a_table_of_bots() -> None:
    s = table("noris", 0, 3)
    s.start_round()
    screen(s)
    f = frame(s)
    assert not f.person and not any(b.visible for b in f.buttons.values())
    assert not f.playable and not f.stuck
    s.close()
