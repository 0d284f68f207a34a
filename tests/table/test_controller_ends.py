"""A round's end and a match's through the table's controller: the results open once the end
has been shown, then the next round, the match's results, a rematch or the way out."""

from __future__ import annotations

from game.table.ending import BOTS_ONLY_WAIT
from game.table.gestures import Drop, MatchClosed, RoundClosed
from game.table.requests import Leave, NewSession, OpenMatchResults, OpenRoundResults
from tests.table.controlkit import at, card, controller, do, tick, ticks_until

LAST_CARD = {"hands": ["red:5", "yellow:1 yellow:2", "green:4 green:5"], "top": "red:3"}


def test_the_rounds_results_open_once_its_end_is_shown_then_the_next_round_comes() -> None:
    ctl = at(controller(), **LAST_CARD, turn=0)
    c = ctl.session
    assert do(ctl, Drop(card(ctl, "red:5"))) == [] and c.round_over
    (opened,) = [r for r in ticks_until(ctl, OpenRoundResults) if isinstance(r, OpenRoundResults)]
    assert opened.result.winner == 0 and opened.result.you == 0 and not opened.kid
    assert opened.auto_continue is None and opened.kept is None  # a person plays; nothing kept
    assert not any(isinstance(r, OpenRoundResults) for r in tick(ctl).requests)  # once
    round_id = c.round_id
    assert do(ctl, RoundClosed(None)) == []
    assert c.round_id == round_id + 1 and not c.round_over  # the next round is dealt
    c.close()


def test_the_matchs_results_follow_the_last_round_and_a_rematch_deals_anew() -> None:
    ctl = at(controller(overrides={"match.rounds": 1}), **LAST_CARD, turn=0)
    c = ctl.session
    do(ctl, Drop(card(ctl, "red:5")))
    ticks_until(ctl, OpenRoundResults)
    (match,) = do(ctl, RoundClosed(None))
    assert isinstance(match, OpenMatchResults) and match.you == 0 and match.leaders == (0,)
    assert do(ctl, MatchClosed("rematch")) == [NewSession()]
    assert ctl.session is not c and ctl.session.rules is c.rules  # the rules are kept
    assert not ctl.ending.round_shown and ctl.session.state is not None
    assert do(ctl, MatchClosed(None)) == [Leave("menu")]
    ctl.close()


def test_a_guided_rounds_end_leads_straight_out() -> None:
    ctl = at(controller(), **LAST_CARD, turn=0)
    assert do(ctl, RoundClosed("menu")) == [Leave("menu")]
    assert do(ctl, RoundClosed("rematch")) == [NewSession()]
    ctl.close()


def test_a_bots_only_tables_results_go_on_by_themselves() -> None:
    ctl = controller(people=0, bots=3, seed=2)
    said = ticks_until(ctl, OpenRoundResults)
    (opened,) = [r for r in said if isinstance(r, OpenRoundResults)]
    assert opened.auto_continue == BOTS_ONLY_WAIT and opened.result.you == -1
    ctl.close()
    for made, wait in [
        (controller(people=0, bots=3, auto_continue=1.5), 1.5),
        (controller(people=0, bots=3, kid=True), None),  # never at a child's table
        (controller(), None),  # a person at the table presses on
    ]:
        assert made.auto_continue == wait
        made.close()
