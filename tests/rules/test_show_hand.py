"""show_hand: the next player (or every other player) shows their hand to everyone (world-rules.md
group 3, test 11.3.3).

P3 (spelinfo.be, "Pesten", "Een 10"): "degene na de speler die deze kaart speelt, moet zijn
kaarten aan de andere spelers laten zien" [the player after the one who plays it must show their
cards to the other players]. "Everyone shows their hand" has no stored source (world-rules.md
section 3): `who: others` is built as the issue names it. The cards shown stay known while they
stay in that hand (classic house rule D-61's note): the others have seen them.
"""

from __future__ import annotations

from random import Random

from game.bots.ismcts_deal import Dealer, Knowledge
from game.engine import observe
from game.engine.notation import position
from game.engine.state import TURN
from tests.helpers import act, load
from tests.rules.scenario import only


def four(who: str = "next", **more):
    rules = load("classic", ranks__10__effects=[{"show_hand": {"who": who}}], **more)
    return position(
        rules,
        hands=[
            "clubs:10 clubs:7 hearts:ace",
            "clubs:queen hearts:9 diamonds:king",
            "hearts:king diamonds:7",
            "diamonds:queen spades:queen",
        ],
        top="clubs:9",
        draw="spades:7",
    )


def shown(state, viewer: int, seat: int) -> list[str]:
    return sorted(state.rules.card_to_text(t) for t in observe(state, viewer).revealed[seat])


def test_the_next_players_hand_is_shown_to_every_other_seat():
    """P3 "Een 10": the player after the 10's player shows their cards to the others."""
    state = four()
    events = act(state, "play clubs:10")
    assert [e[:2] for e in only(state.rules, events, "reveal", "turn")] == [
        ("reveal", 1),
        ("turn", 1),
    ]
    for viewer in (0, 2, 3):
        assert shown(state, viewer, 1) == ["clubs:queen", "diamonds:king", "hearts:9"]
    assert shown(state, 0, 2) == [] and shown(state, 0, 3) == []
    assert (state.phase, state.turn) == (TURN, 1)  # play goes on as usual, nobody answers


def test_the_hard_bots_guesses_hold_the_shown_hand():
    """The bots' view of the shown hand is exact: every deal the hard bot samples for seat 2
    gives seat 1 exactly the cards it showed."""
    state = four()
    events = act(state, "play clubs:10")
    knowledge = Knowledge(state.rules, 2, 4)
    knowledge.notice(events)
    dealer = Dealer(knowledge, observe(state, 2))
    rng = Random(5)
    for _ in range(50):
        hands, _pile = dealer.deal(rng)
        assert sorted(hands[1]) == sorted(state.hand(1))


def test_a_card_played_leaves_the_view_and_a_card_drawn_later_stays_hidden():
    """What was shown stays known while it stays in the hand; what comes later is not shown."""
    state = four(rules__draw_when_able=True)
    act(state, "play clubs:10")
    act(state, "draw")  # seat 1 draws spades:7 instead of playing
    assert shown(state, 0, 1) == ["clubs:queen", "diamonds:king", "hearts:9"]
    assert len(state.hand(1)) == 4
    state = four()
    act(state, "play clubs:10")
    act(state, "play clubs:queen")
    assert shown(state, 0, 1) == ["diamonds:king", "hearts:9"]


def test_everyone_else_shows():
    """`who: others` (no stored source: "everyone shows their hand" is named by the issue)."""
    state = four("others")
    events = act(state, "play clubs:10")
    assert [e[1] for e in only(state.rules, events, "reveal")] == [1, 2, 3]
    assert shown(state, 1, 2) == ["diamonds:7", "hearts:king"]
    assert shown(state, 1, 0) == []  # the 10's player shows nothing
