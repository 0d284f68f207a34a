"""Every bot level (but hard, tested with its own code) plays whole rounds of every ruleset
through the session driver without an illegal action, and keeps the table's manners."""

from __future__ import annotations

from collections import Counter

import pytest

from game.bots import LEVELS, make_bot
from game.bots.session import play_match, play_round
from game.engine import events as EV
from game.ruleset import builtin_ruleset_ids
from tests.helpers import load

LEVELS_HERE = ("random", "easy", "medium")
RULESETS = builtin_ruleset_ids()


def _player_counts(name: str) -> list[int]:
    rules = load(name)
    counts = {rules.min_players, 3, 4, rules.max_players}
    return sorted(n for n in counts if rules.min_players <= n <= rules.max_players)


class Spy:
    """Wraps a bot and keeps every event it was shown."""

    def __init__(self, bot):
        self.bot, self.level, self.seen = bot, bot.level, []

    def start_round(self, rules, seat, players):
        self.bot.start_round(rules, seat, players)

    def notice(self, events):
        self.seen += events
        self.bot.notice(events)

    def choose(self, obs, legal, rng):
        return self.bot.choose(obs, legal, rng)

    def memory(self):
        return self.bot.memory()

    def restore(self, memory):
        self.bot.restore(memory)


def test_levels_listed():
    assert LEVELS == ("random", "easy", "medium", "hard")
    with pytest.raises(ValueError):
        make_bot("grandmaster")


@pytest.mark.parametrize("name", RULESETS)
@pytest.mark.parametrize("level", LEVELS_HERE)
def test_level_finishes_rounds(name, level):
    rules = load(name)
    for players in _player_counts(name):
        for seed in range(40):
            bots = [make_bot(level) for _ in range(players)]
            result = play_round(rules, bots, seed=1000 * players + seed)
            assert result.state.over
            assert result.state.card_count() == len(rules.deck)
            assert result.decisions > 0


@pytest.mark.parametrize("name", RULESETS)
def test_mixed_tables_finish(name):
    rules = load(name)
    for players in _player_counts(name):
        for seed in range(8):
            bots = [make_bot(LEVELS_HERE[(seed + s) % 3]) for s in range(players)]
            result = play_round(rules, bots, seed=seed, dealer=seed % players)
            assert result.winner in (-1, *range(players))
            assert sum(result.cards_left) + len(result.state.draw) + len(
                result.state.discard
            ) == len(rules.deck)


HOUSE_RULES = [
    ("noris", {"rules__draw_when_able": True, "rules__drawn_card": "may_play"}),
    ("noris", {"calls__enforcement": "challenge", "rules__out_of_turn_priority": "turn_order"}),
    ("abacus", {"rules__last_card_effects": "ignore", "calls__window": "until_next_action"}),
    ("abacus", {"rules__jump_in__during_attack": "forbidden", "rules__reshuffle": "all"}),
    ("emmi", {"calls__enforcement": "automatic", "rules__start_card": "keep"}),
    ("huch", {"rules__deck": "small", "rules__blocked_round": "no_winner"}),
    ("classic", {"rules__two_player_reverse": "reverse", "rules__drawn_card": "keep"}),
]


@pytest.mark.parametrize(("name", "overrides"), HOUSE_RULES)
def test_house_rules_finish(name, overrides):
    rules = load(name, **overrides)
    for seed in range(30):
        players = (2, 3, 4)[seed % 3]
        bots = [make_bot(LEVELS_HERE[(seed + s) % 3]) for s in range(players)]
        assert play_round(rules, bots, seed=seed).state.over


@pytest.mark.parametrize("name", ["noris", "abacus"])
def test_a_whole_match(name):
    rules = load(name, **({"match__points_limit": 60} if name == "abacus" else {}))
    result = play_match(rules, [make_bot("medium"), make_bot("easy"), make_bot("random")], seed=5)
    assert result.rounds and result.leaders
    assert sum(result.wins) == sum(r.winner >= 0 for r in result.rounds)


@pytest.mark.parametrize("name", RULESETS)
@pytest.mark.parametrize("level", LEVELS_HERE)
def test_calls_made_when_not_forgetting(name, level):
    """With forget_calls=0 a bot never misses a call it owes (MISSED_CALL names the seat)."""
    rules = load(name)
    if not rules.calls:
        pytest.skip("no calls")
    made = 0
    for seed in range(15):
        spy = Spy(make_bot(level, forget_calls=0.0))
        bots = [spy, make_bot("random"), make_bot("random")]
        play_round(rules, bots, seed=seed)
        assert not [e for e in spy.seen if e[0] == EV.MISSED_CALL and e[1] == 0]
        made += sum(1 for e in spy.seen if e[0] == EV.CALL and e[1] == 0)
    assert made > 0


def test_easy_forgets_now_and_then():
    rules = load("noris")
    missed = Counter()
    for seed in range(60):
        spy = Spy(make_bot("easy"))  # default forget_calls=0.15
        play_round(rules, [spy, make_bot("random")], seed=seed)
        missed.update(e[0] for e in spy.seen if e[1] == 0 and e[0] in (EV.CALL, EV.MISSED_CALL))
    assert missed[EV.MISSED_CALL] > 0
    assert missed[EV.CALL] > missed[EV.MISSED_CALL]


def test_medium_catches_missed_calls():
    """emmi: missed calls are caught by challenge; medium catches every one it can, so none
    reaches the end of its window uncaught (the engine reports a miss only then)."""
    rules = load("emmi")
    caught = uncaught = 0
    for seed in range(40):
        spy = Spy(make_bot("medium"))
        bots = [make_bot("random", forget_calls=1.0), spy, make_bot("medium")]
        play_round(rules, bots, seed=seed)
        uncaught += sum(1 for e in spy.seen if e[0] == EV.MISSED_CALL and e[1] == 0)
        caught += sum(1 for e in spy.seen if e[0] == EV.CAUGHT and e[2] == 0)
    assert caught > 0
    assert uncaught == 0


def test_bot_memory_round_trips():
    import json

    rules = load("noris")
    for level in LEVELS_HERE:
        bot = make_bot(level)
        play_round(rules, [bot, make_bot("random"), make_bot("random")], seed=3)
        memory = json.loads(json.dumps(bot.memory()))
        other = make_bot(level)
        other.start_round(rules, 0, 3)
        other.restore(memory)
        assert other.memory() == bot.memory()


def test_reaction_delays_by_level():
    from random import Random

    rng = Random(1)
    for level, (lo, hi) in (("easy", (1.5, 2.5)), ("medium", (0.8, 1.4))):
        bot = make_bot(level)
        delays = [bot.reaction_delay(rng) for _ in range(50)]
        assert all(lo <= d <= hi for d in delays)


@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_asked_with_nothing_to_do_lets_the_window_pass(level):
    """The engine lists every seat a window is open for, whatever it holds (so that being asked
    tells nobody anything); a seat without a legal action is asked all the same and declines."""
    from random import Random

    from game.engine import actors, legal_actions, observe
    from game.engine.notation import position
    from tests.helpers import act

    rules = load("abacus")
    state = position(
        rules, hands=["red:4 blue:5 green:1", "green:3 yellow:3", "red:7 blue:7"], top="red:3"
    )
    act(state, "play red:4")
    assert actors(state) == [1, 0, 2] and not legal_actions(state, 2)
    bot = make_bot(level)
    bot.start_round(rules, 2, state.n)
    assert bot.choose(observe(state, 2), (), Random(3)) is None
