"""Several cards in one play at the table (rules.groups, classic's house rule D-33), without a
screen: the session lays a person's cards one by one and ends the group, with the call on the
action that ends it; a card that does not follow is refused with the engine's reason and the
group stays open; the presented state, the log, the hint and the buttons know the group."""

from __future__ import annotations

from game.engine import action_from_text
from game.engine import actions as A
from game.engine import events as EV
from game.engine import state as S
from game.engine.notation import cards
from game.table.gestures import Chosen, Drop, Pick, Press
from game.table.hinting import hint_at
from game.table.requests import ChooseWay, Say
from game.table.session import TableSession
from tests.table import controlkit as kit
from tests.table.driver import at, screen, table

GROUPS = {"rules.groups.same_rank.enabled": True, "rules.groups.run.enabled": True}
OTHERS = ["clubs:7 clubs:9 diamonds:10", "spades:9 spades:10 diamonds:9"]


def _at(hand: str, top: str = "hearts:7") -> TableSession:
    return at(table("classic", 1, 2, overrides=GROUPS), hands=[hand, *OTHERS], top=top, turn=0)


def _plays(events: list) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    return [(e[2], e[3]) for e in events if e[0] == EV.PLAY]


def _laid(s: TableSession, text: str, **options: object):  # type: ignore[no-untyped-def]
    """Lay the cards (`TableSession.lay`); what came of it and the events it made."""
    events: list = []  # type: ignore[type-arg]
    s.listeners.append(events.extend)
    laid = s.lay(0, cards(s.rules, text), **options)  # type: ignore[arg-type]
    s.listeners.remove(events.extend)
    return laid, events


def test_a_person_lays_a_set_then_the_group_ends_with_its_effects() -> None:
    s = _at("hearts:8 clubs:8 spades:8 clubs:king")
    laid, events = _laid(s, "hearts:8 clubs:8 spades:8")
    assert laid.count == 3 and laid.refused is None
    h8, c8, s8 = cards(s.rules, "hearts:8 clubs:8 spades:8")
    assert _plays(events) == [(h8, "turn"), (c8, "group"), (s8, "group")]
    assert sum(e[0] == EV.SKIPPED for e in events) == 3  # each 8 skips a player
    assert s.state.phase != S.GROUP and s.state.top == s8
    s.show_all()
    assert list(s.log.lines)[:3] == [
        "You played 8 of hearts",
        "You added 8 of clubs",
        "You added 8 of spades",
    ]
    s.close()


def test_a_person_lays_a_run_in_the_pile_suit() -> None:
    s = _at("hearts:8 hearts:9 hearts:10 clubs:king")
    laid, events = _laid(s, "hearts:8 hearts:9 hearts:10")
    assert laid.count == 3
    assert [how for _, how in _plays(events)] == ["turn", "group", "group"]
    assert s.state.top == s.rules.card_from_text("hearts:10") and s.state.phase == S.TURN
    s.close()


def test_a_card_that_does_not_follow_is_refused_and_the_group_stays_open() -> None:
    s = _at("hearts:8 clubs:8 clubs:king")
    laid, events = _laid(s, "hearts:8 clubs:king")
    assert laid.count == 1
    assert (
        laid.refused
        == "King of clubs does not follow the cards laid: lay one that does, or end the play"
    )
    assert s.state.phase == S.GROUP and s.state.turn == 0
    screen(s)
    assert s.presented.pending == "group" and s.laying_group(0)
    assert s.end_group(0) is None
    screen(s)
    assert s.state.phase != S.GROUP and s.state.turn == 2  # the 8 skipped the first bot
    s.close()


def test_nothing_is_laid_when_the_first_card_could_not_open_a_group_for_the_next() -> None:
    s = _at("hearts:9 spades:king diamonds:queen")
    laid, events = _laid(s, "hearts:9 spades:king")
    assert laid.count == 0 and "King of spades does not follow" in (laid.refused or "")
    assert not events and s.state.turn == 0 and s.state.phase == S.TURN
    s.close()


def test_the_call_is_said_on_the_action_that_ends_the_group() -> None:
    s = _at("hearts:8 clubs:8 spades:8")
    laid, events = _laid(s, "hearts:8 clubs:8", call=True)  # the spades 8 could follow
    assert laid.count == 2
    assert s.last_decision == (0, A.END | A.CALL_BIT)
    assert [e[0] for e in events if e[0] in (EV.CALL, EV.MISSED_CALL)] == [EV.CALL]
    s.close()


def test_a_follower_laid_alone_leaves_the_group_open_and_end_may_carry_the_call() -> None:
    s = _at("hearts:8 clubs:8 spades:8")
    assert s.act(0, action_from_text(s.rules, "play hearts:8")) is None
    screen(s)
    assert s.act(0, action_from_text(s.rules, "play clubs:8")) is None
    screen(s)
    assert s.laying_group(0) and {A.END, A.END | A.CALL_BIT} <= set(s.offers(0))
    assert s.end_group(0, call=True) is None
    assert s.last_decision == (0, A.END | A.CALL_BIT)
    s.close()


def test_the_hint_adds_a_follower_or_ends_the_play() -> None:
    s = _at("hearts:8 clubs:8 clubs:king")
    s.lay(0, cards(s.rules, "hearts:8 clubs:king"))
    screen(s)
    hint = hint_at(s, 0)
    assert hint is not None and hint.card == s.rules.card_from_text("clubs:8")
    assert hint.words.startswith("Add your 8 of clubs to this play")
    s.close()


def test_a_set_of_jacks_asks_for_one_wish() -> None:
    ctl = kit.controller("classic", overrides=GROUPS)
    kit.at(ctl, hands=["hearts:jack clubs:jack spades:king", *OTHERS], top="hearts:7", turn=0)
    hj, cj = cards(ctl.session.rules, "hearts:jack clubs:jack")
    kit.do(ctl, Pick(hj, True))
    kit.do(ctl, Pick(cj, True))
    frame = ctl.frame(kit.sight(ctl))
    assert frame.picked == (hj, cj) and frame.buttons["group"].label == "Play 2 cards"
    asked = kit.do(ctl, Press("group"))
    assert len(asked) == 1 and isinstance(asked[0], ChooseWay) and asked[0].need == "colour"
    spades = ctl.session.rules.colours.index("spades")
    assert kit.do(ctl, Chosen(spades)) == []  # no second question for the second Jack
    state = ctl.session.state
    assert state.colour == spades and state.top == cj and state.phase != S.GROUP
    ctl.close()


def test_a_dragged_picked_card_takes_the_others_and_a_refusal_puts_them_back() -> None:
    ctl = kit.controller("classic", overrides=GROUPS)
    kit.at(ctl, hands=["hearts:8 clubs:8 clubs:king", *OTHERS], top="hearts:7", turn=0)
    h8, king = cards(ctl.session.rules, "hearts:8 clubs:king")
    kit.do(ctl, Pick(king, True))
    kit.do(ctl, Pick(h8, True))
    said = kit.do(ctl, Drop(h8))  # the King first: it does not go on the 7 of hearts
    assert any(isinstance(r, Say) and "King of clubs" in r.message for r in said)
    assert ctl.playing.picked_now(ctl.session) == ()
    kit.do(ctl, Pick(h8, True))
    assert kit.do(ctl, Drop(h8)) == []  # the 8 alone: played, the play ended
    assert ctl.session.state.phase != S.GROUP
    ctl.close()


def test_pass_and_play_clears_the_cards_picked_on_hand_over() -> None:
    ctl = kit.controller("classic", people=2, bots=1, overrides=GROUPS)
    kit.at(ctl, hands=["hearts:8 clubs:8 clubs:king", *OTHERS], top="hearts:7", turn=0)
    ctl.watch(0)
    h8 = ctl.session.rules.card_from_text("hearts:8")
    kit.do(ctl, Pick(h8, True))
    assert ctl.frame(kit.sight(ctl)).picked == (h8,)
    ctl.watch(1)
    assert ctl.frame(kit.sight(ctl)).picked == ()
    ctl.close()


def test_kid_mode_offers_the_group_button() -> None:
    ctl = kit.controller("classic", kid=True, overrides=GROUPS)
    kit.at(ctl, hands=["hearts:8 clubs:8 clubs:king", *OTHERS], top="hearts:7", turn=0)
    h8, c8 = cards(ctl.session.rules, "hearts:8 clubs:8")
    kit.do(ctl, Pick(h8, True))
    kit.do(ctl, Pick(c8, True))
    frame = ctl.frame(kit.sight(ctl))
    assert frame.picking and frame.buttons["group"].visible and frame.buttons["group"].enabled
    assert kit.do(ctl, Press("group")) == []
    assert ctl.session.state.top == c8
    ctl.close()


def test_without_groups_nothing_is_picked() -> None:
    ctl = kit.controller("classic")
    kit.at(ctl, hands=["hearts:8 clubs:8 clubs:king", *OTHERS], top="hearts:7", turn=0)
    h8 = ctl.session.rules.card_from_text("hearts:8")
    kit.do(ctl, Pick(h8, True))
    frame = ctl.frame(kit.sight(ctl))
    assert not frame.picking and frame.picked == () and not frame.buttons["group"].visible
    assert frame.buttons["sort"].visible
    ctl.close()


def test_the_cards_that_may_follow_the_cards_picked_are_lifted() -> None:
    ctl = kit.controller("classic", overrides=GROUPS)
    kit.at(
        ctl,
        hands=["hearts:8 clubs:8 spades:8 hearts:9 clubs:king", *OTHERS],
        top="hearts:10",
        turn=0,
    )
    rules = ctl.session.rules
    h8, c8, s8, h9, king = cards(rules, "hearts:8 clubs:8 spades:8 hearts:9 clubs:king")
    assert ctl.frame(kit.sight(ctl)).playable == {h8, h9}  # on the 10 of hearts
    kit.do(ctl, Pick(h8, True))
    assert ctl.frame(kit.sight(ctl)).playable == {h8, c8, s8, h9}  # a set or a run may follow
    kit.do(ctl, Pick(c8, True))
    assert ctl.frame(kit.sight(ctl)).playable == {h8, c8, s8}  # a set now: the 9 no more
    kit.do(ctl, Pick(king, True))
    frame = ctl.frame(kit.sight(ctl))
    assert frame.playable == {h8, h9}  # the King cannot follow: lifted as without picks
    assert frame.buttons["group"].enabled  # the 8 of hearts may go: the King is refused then
    ctl.close()
