"""A person at the table through a stage (classic's house rule D-36, a 9: every player passes
a card left): offered the cards to give as a Your Choice companion is offered, told what is
asked, given a hint; in pass-and-play each person's pick is private, behind the hand-over
screen; and whole rounds with people and bots through stages."""

from __future__ import annotations

from random import Random

from game.engine.state import STAGE
from game.i18n import tr
from game.table.gestures import Chosen, Drop, Press, Tap
from game.table.requests import ChooseCard, HandOver, ShowFrom, ShowHint
from game.table.texts import status_text
from game.words import card_name
from tests.table import driver
from tests.table.controlkit import at, card, controller, do, tick, ticks_until

HOUSE_RULE = {"ranks.9.effects": ["pass_card_left"]}
HANDS = ["clubs:9 clubs:7 hearts:ace", "spades:8 spades:10", "hearts:king diamonds:7"]


def nine_played():
    """The person (0) has played the 9; the bots (1, 2) choose, then the person is asked."""
    ctl = at(
        controller("classic", overrides=HOUSE_RULE, level="medium"),
        hands=HANDS,
        top="clubs:10",
        turn=0,
    )
    assert do(ctl, Drop(card(ctl, "clubs:9"))) == []
    return ctl


def test_the_person_is_offered_the_cards_to_give_and_gives_one() -> None:
    ctl = nine_played()
    c = ctl.session
    said = ticks_until(ctl, ChooseCard)
    ask = said[-1]
    assert isinstance(ask, ChooseCard) and ask.phase == "stage"
    assert sorted(ask.cards) == sorted(card(ctl, t) for t in ("clubs:7", "hearts:ace"))
    assert c.state.phase == STAGE and c.state.turn == 0  # the bots have chosen, the person last
    assert status_text(c.presented, c.names) == tr("table.status.give")
    assert do(ctl, Chosen(card(ctl, "hearts:ace"))) == []
    tick(ctl)
    state = c.state
    assert state.phase != STAGE and state.rules.card_from_text("hearts:ace") in state.hand(1)
    # The log says what the person gave, and to whom; of the bots' choices only that they
    # chose (Ben's 10 comes to nobody who watches: it goes to Clara).
    log = "\n".join(c.log.lines)
    ace, ten = (
        card_name(c.rules, card(ctl, "hearts:ace")),
        card_name(c.rules, card(ctl, "spades:10")),
    )
    assert ace in log and ten not in log
    c.close()


def test_the_hint_suggests_a_card_to_give() -> None:
    ctl = nine_played()
    ticks_until(ctl, ChooseCard)
    do(ctl, Chosen(None))  # the chooser closed: the cards stay offered in the hand
    (hint,) = do(ctl, Press("hint"))
    assert isinstance(hint, ShowHint) and hint.hint is not None
    assert hint.hint.card in (card(ctl, "clubs:7"), card(ctl, "hearts:ace"))
    give = tr("hint.give", card=card_name(ctl.session.rules, hint.hint.card))
    assert hint.words == give
    # A card dropped on the pile is the card given, as a companion is laid.
    assert do(ctl, Drop(hint.hint.card)) == []
    assert ctl.session.state.phase != STAGE
    ctl.session.close()


def test_pass_and_play_hands_the_screen_over_for_each_pick() -> None:
    ctl = at(
        controller("classic", people=3, bots=0, overrides=HOUSE_RULE),
        hands=HANDS,
        top="clubs:10",
        turn=0,
    )
    c = ctl.session
    ticks_until(ctl, HandOver)
    assert do(ctl, Tap()) == [ShowFrom(0)]
    assert do(ctl, Drop(card(ctl, "clubs:9"))) == []
    for seat, give in ((1, "spades:10"), (2, "hearts:king"), (0, "clubs:7")):
        said = ticks_until(ctl, HandOver)
        assert said[-1] == HandOver(seat, jump=False)  # the cover, before anyone sees a hand
        assert c.presented.seeing != seat
        assert do(ctl, Tap()) == [ShowFrom(seat)]
        ask = ticks_until(ctl, ChooseCard)[-1]
        assert isinstance(ask, ChooseCard) and ask.phase == "stage"
        assert do(ctl, Chosen(card(ctl, give))) == []
    tick(ctl)
    assert c.state.phase != STAGE
    assert c.state.rules.card_from_text("clubs:7") in c.state.hand(1)
    c.close()


def test_people_and_bots_play_matches_through_stages() -> None:
    """Whole one-round matches, the presented state the person's observation after every
    batch of events (game.table.presented follows the stage's events), the stage met."""
    stages = 0
    for seed in range(4):
        overrides = {**HOUSE_RULE, "match.rounds": 1}
        s = driver.table("classic", 1, 3, seed=seed, overrides=overrides, pace=(0.0, 0.0))
        people = [driver.Person(0, Random(seed), dawdle=0.2)]
        try:
            driver.play_match(s, people)
        finally:
            s.close()
        assert s.match_over
        stages += sum(tr("log.gave", player=name) in s.log.lines for name in s.names[1:])
    assert stages
