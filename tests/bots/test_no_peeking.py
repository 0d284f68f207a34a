"""A bot decides from what its seat can see: dealing the hidden cards (the other hands and the
draw pile) differently, consistently with the observation, never changes a seeded decision."""

from __future__ import annotations

from random import Random

import pytest

from game.bots import make_bot
from game.bots.medium import medium_action_from_state
from game.bots.session import deal_to, seat_rngs, step
from game.engine import events as EV
from game.engine import legal_actions, new_round, observe, visible_event
from game.engine.legal import actors
from game.engine.state import State, give
from game.ruleset import builtin_ruleset_ids
from tests.helpers import load

LEVELS_HERE = ("random", "easy", "medium")


def redeal_hidden(state: State, seat: int, rng: Random) -> State:
    """A copy where every card `seat` cannot see is dealt anew; hand sizes and the cards
    everybody has seen (revealed hands) stay."""
    other = state.copy()
    pool = list(state.draw)
    known: dict[int, list[int]] = {}
    for s in range(state.n):
        if s == seat:
            continue
        hand = state.hand(s)
        known[s] = list(state.revealed[s]) if state.revealed is not None else []
        for t in known[s]:
            hand.remove(t)
        pool += hand
    rng.shuffle(pool)
    for s, cards in known.items():
        size = state.sizes[s]
        other.hands[s] = [0] * state.rules.n_types
        other.masks[s] = other.sizes[s] = 0
        for t in cards + [pool.pop() for _ in range(size - len(cards))]:
            give(other, s, t)
    other.draw = pool
    other.seed = rng.getrandbits(62)
    return other


class Shadow:
    """Bots of every level sitting at one seat, told the events, never acting."""

    def __init__(self, rules, seat, players):
        self.seat = seat
        self.bots = {level: make_bot(level) for level in LEVELS_HERE}
        for bot in self.bots.values():
            bot.start_round(rules, seat, players)

    def notice(self, events):
        seen = [visible_event(e, self.seat) for e in events]
        for bot in self.bots.values():
            bot.notice(seen)


def _check(state: State, seat: int, shadow: Shadow, rng: Random) -> None:
    twin = redeal_hidden(state, seat, rng)
    obs, obs2 = observe(state, seat), observe(twin, seat)
    assert obs == obs2
    legal, legal2 = tuple(legal_actions(state, seat)), tuple(legal_actions(twin, seat))
    assert legal == legal2
    for level, bot in shadow.bots.items():
        memory = bot.memory()
        first = bot.choose(obs, legal, Random(9))
        bot.restore(memory)
        assert bot.choose(obs2, legal2, Random(9)) == first, (level, state)
        bot.restore(memory)
    a = medium_action_from_state(state, seat, legal, Random(9))
    assert medium_action_from_state(twin, seat, legal2, Random(9)) == a


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_hidden_cards_do_not_change_decisions(name):
    rules = load(name)
    rng = Random(4)
    checked = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state, events = new_round(rules, players, seed)
        table = [make_bot("random") for _ in range(players)]
        shadows = [Shadow(rules, s, players) for s in range(players)]
        deal_to(table, state, events)
        for shadow in shadows:
            shadow.notice(events)
        rngs, table_rng = seat_rngs(seed, players)
        while not state.over:
            for seat in actors(state):
                _check(state, seat, shadows[seat], rng)
                checked += 1
            _seat, _action, events = step(state, table, rngs, table_rng)
            for shadow in shadows:
                shadow.notice(events)
    assert checked > 20


def test_redeal_really_moves_cards():
    rules = load("noris")
    state, _ = new_round(rules, 4, 8)
    twin = redeal_hidden(state, 0, Random(1))
    assert twin.hands[0] == state.hands[0]
    assert twin.sizes == state.sizes
    assert any(twin.hands[s] != state.hands[s] for s in (1, 2, 3))
    assert twin.card_count() == state.card_count()


def test_medium_uses_what_it_saw():
    """Memory is part of the decision: the lacks it noticed steer the colour it names."""
    rules = load("noris")
    bot = make_bot("medium")
    bot.start_round(rules, 0, 2)
    blue = rules.colours.index("blue")
    bot.notice(
        [(EV.START_CARD, -1, rules.card_from_text("blue:5"), False), (EV.DRAW, 1, -1, "turn")]
    )
    assert bot.memory()["lacks"][1] == 1 << blue
