"""Several cards in one play at the table (rules.groups, classic's house rule D-33): a click
picks a card (a badge says its place), Space picks by keyboard, Enter or the "Play 2 cards"
button plays the cards picked, a picked card dragged to the pile takes the others along, and
"End play" ends a group being laid. Without groups a click still plays the card."""

from __future__ import annotations

import pygame

from game.engine import events as EV
from game.engine import state as S
from tests.ui.tablekit import (
    DT,
    at_rest,
    card,
    card_centre,
    drag,
    human_table,
    key,
    pile_centre,
    scenario,
    step_until,
    tap,
)

GROUPS = {"rules.groups.same_rank.enabled": True, "rules.groups.run.enabled": True}
HANDS = ["hearts:8 clubs:8 spades:8 hearts:9 clubs:king", "clubs:7 clubs:9", "spades:9 spades:10"]


def _table(app, **options):  # type: ignore[no-untyped-def]
    table = human_table(app, "classic", overrides=GROUPS, **options)
    scenario(app, table, hands=HANDS, top="hearts:7", turn=0)
    return table


def _played(table) -> list:  # type: ignore[no-untyped-def]
    """The cards laid so far this position, as (card, how) from the events shown."""
    return table.test_plays


def _listen(table) -> None:  # type: ignore[no-untyped-def]
    table.test_plays = []
    table.session.listeners.append(
        lambda events: table.test_plays.extend((e[2], e[3]) for e in events if e[0] == EV.PLAY)
    )


def test_a_click_picks_cards_and_enter_plays_them_in_the_order_picked(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(app)
    _listen(table)
    h8, c8 = card(table, "hearts:8"), card(table, "clubs:8")
    tap(card_centre(table, h8))
    app.step(DT)
    tap(card_centre(table, c8))
    app.step(DT)
    assert table.frame.picked == (h8, c8)
    assert table.hand.order_of(table.hand.cards.index(c8)) == 2
    assert table.buttons["group"].visible and table.buttons["group"].label == "Play 2 cards"
    assert not table.buttons["sort"].visible  # the group's button shows in its place
    assert table.session.state.turn == 0 and not _played(table)  # a click plays nothing
    key(app, pygame.K_RETURN)
    assert _played(table) == [(h8, "turn"), (c8, "group")]
    step_until(app, lambda: at_rest(table))
    assert table.frame.picked == () and not table.buttons["group"].visible
    state = table.session.state
    assert state.top == c8 and state.phase != S.GROUP  # two 8s skip both bots: 0 again


def test_a_picked_card_dragged_to_the_pile_takes_the_others_along(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(app)
    _listen(table)
    h8, h9 = card(table, "hearts:8"), card(table, "hearts:9")
    tap(card_centre(table, h8))
    app.step(DT)
    tap(card_centre(table, h9))
    app.step(DT)
    drag(app, card_centre(table, h9), pile_centre(table))
    assert _played(table) == [(h8, "turn"), (h9, "group")]  # the run, in the order picked


def test_keyboard_space_picks_and_e_ends_a_group_left_open(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(app)
    _listen(table)
    key(app, pygame.K_HOME)
    h8 = card(table, "hearts:8")
    while table.hand.cards[table.hand.cursor] != h8:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert table.frame.picked == (h8,)
    king = card(table, "clubs:king")
    while table.hand.cards[table.hand.cursor] != king:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)  # the 8 goes, the King does not follow: the group stays open
    assert _played(table) == [(h8, "turn")]
    assert table.toast is not None and "King" in table.toast[0]
    step_until(app, lambda: at_rest(table))
    assert table.session.state.phase == S.GROUP
    assert table.frame.status == "Add a card or end your play"
    assert table.frame.picked == ()  # the card refused went back
    assert table.buttons["group"].label == "End play" and table.buttons["group"].enabled
    key(app, pygame.K_e)
    step_until(app, lambda: at_rest(table))
    assert table.session.state.phase != S.GROUP  # two 8s skip both bots: 0 again


def test_a_single_card_dragged_opens_a_group_that_a_second_drag_adds_to(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(app)
    _listen(table)
    h8, s8 = card(table, "hearts:8"), card(table, "spades:8")
    drag(app, card_centre(table, h8), pile_centre(table))
    step_until(app, lambda: at_rest(table))
    assert table.session.state.phase == S.GROUP
    drag(app, card_centre(table, s8), pile_centre(table))
    step_until(app, lambda: at_rest(table))
    assert _played(table) == [(h8, "turn"), (s8, "group")]
    assert table.session.state.phase == S.GROUP  # the clubs 8 may still follow
    assert table.buttons["group"].label == "End play"
    tap(table.buttons["group"].rect.center)
    app.step(DT)
    step_until(app, lambda: at_rest(table))
    assert table.session.state.phase != S.GROUP  # two 8s skip both bots: 0 again


def test_without_groups_a_click_still_plays_the_card(app) -> None:  # type: ignore[no-untyped-def]
    table = human_table(app, "classic")
    scenario(app, table, hands=HANDS, top="hearts:7", turn=0)
    _listen(table)
    h8 = card(table, "hearts:8")
    tap(card_centre(table, h8))
    app.step(DT)
    assert _played(table) == [(h8, "turn")]
    assert not table.frame.picking and not table.buttons["group"].visible


def test_kid_mode_picks_with_big_marks(app) -> None:  # type: ignore[no-untyped-def]
    table = _table(app, kid=True)
    _listen(table)
    h8, c8 = card(table, "hearts:8"), card(table, "clubs:8")
    tap(card_centre(table, h8))
    app.step(DT)
    tap(card_centre(table, c8))
    app.step(DT)
    assert table.frame.picked == (h8, c8) and table.buttons["group"].visible
    surface = pygame.Surface(app.size)
    table.draw(surface)  # the badges and edges draw
    tap(table.buttons["group"].rect.center)
    app.step(DT)
    assert _played(table) == [(h8, "turn"), (c8, "group")]


def test_pass_and_play_each_person_picks_their_own_cards(app) -> None:  # type: ignore[no-untyped-def]
    from game.engine.notation import position
    from game.table.options import TableOptions
    from game.table.setup import GameSetup, SeatSetup
    from game.ui.scenes.handover import HandOverScene
    from game.ui.table.scene import TableScene

    seats = [SeatSetup("Ann", human=True), SeatSetup("Bo", human=True)]
    seats.append(SeatSetup("Bot", level="easy"))
    setup = GameSetup(ruleset="classic", seats=seats, seed=3, overrides=GROUPS)
    options = TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, hints=True)
    table = TableScene(setup, options)
    app.scenes.push(table)
    step_until(app, lambda: not table.loading)
    c = table.session
    hands = ["hearts:9 clubs:9 spades:king", "hearts:queen clubs:queen diamonds:7"]
    c.use_position(position(c.rules, hands=[*hands, "spades:7 spades:9"], top="hearts:10", turn=0))

    def tapped_in(seat: int) -> None:
        step_until(app, lambda: isinstance(app.scenes.top, HandOverScene))
        tap((app.size[0] // 2, app.size[1] // 2))
        step_until(app, lambda: at_rest(table) and table.viewer == seat and bool(table.hand.cards))

    tapped_in(0)
    king, h9, c9 = card(table, "spades:king"), card(table, "hearts:9"), card(table, "clubs:9")
    tap(card_centre(table, king))  # picked, and left picked
    app.step(DT)
    assert table.frame.picked == (king,)
    drag(app, card_centre(table, h9), pile_centre(table))  # a card not picked: played alone
    step_until(app, lambda: at_rest(table))
    assert c.state.phase == S.GROUP and table.frame.plate == "Ann · Add a card or end your play"
    drag(app, card_centre(table, c9), pile_centre(table))  # nothing follows it: the play ends
    tapped_in(1)
    assert table.frame.picked == ()  # Ann's King is not Bo's
    queen = card(table, "hearts:queen")
    tap(card_centre(table, queen))
    app.step(DT)
    assert table.frame.picked == (queen,)
