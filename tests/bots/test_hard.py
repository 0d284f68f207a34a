"""The hard bot: whole games without an illegal action, no peeking, deals that honour what it
saw, and positions where the right move is clear. Kept fast with a small fixed iteration count."""

from __future__ import annotations

import json
import pickle
from collections import Counter
from random import Random

import pytest

from game.bots import make_bot
from game.bots.hard import HardBot
from game.bots.ismcts_deal import Dealer, Knowledge
from game.bots.session import deal_to, play_round, seat_rngs, step
from game.engine import action_to_text, legal_actions, new_round, observe, visible_event
from game.engine import events as EV
from game.engine.notation import position
from game.ruleset import builtin_ruleset_ids
from tests.bots.test_no_peeking import redeal_hidden
from tests.helpers import act, load

FIVE = "green:1 green:3 green:4 green:5 green:8"
FEW = 24  # iterations per decision: enough to see the search work, cheap enough for CI


def hard(iterations: int = FEW, **options) -> HardBot:
    """A hard bot whose few playouts decide (no floor), so the tests see the search choose."""
    options.setdefault("min_pairs", 2)
    return HardBot(iterations=iterations, **options)


def decide(state, seat: int | None = None, *, iterations: int = 400, seed: int = 0) -> str:
    seat = state.turn if seat is None else seat
    bot = hard(iterations)
    bot.start_round(state.rules, seat, state.n)
    action = bot.choose(observe(state, seat), tuple(legal_actions(state, seat)), Random(seed))
    assert action is not None
    return action_to_text(state.rules, action)


# -- whole games ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_hard_finishes_seeded_games(name):
    rules = load(name)
    tables = [["hard", "random"], ["hard", "medium", "random", "hard"]]
    if rules.max_players >= 6:
        tables.append(["hard", "easy", "medium", "random", "hard", "random"])
    for seed, levels in enumerate(tables * 2):
        bots = [hard() if level == "hard" else make_bot(level) for level in levels]
        result = play_round(rules, bots, seed=100 + seed, dealer=seed % len(bots))
        assert result.state.over and result.decisions > 0


def test_hard_finishes_a_ten_player_round():
    rules = load("abacus")
    bots = [hard(8) if seat % 3 == 0 else make_bot("medium") for seat in range(10)]
    assert play_round(rules, bots, seed=5).state.over


# -- no peeking -------------------------------------------------------------------------------
@pytest.mark.parametrize("read_plays", [False, True])
@pytest.mark.parametrize("name", ["noris", "abacus", "emmi"])
def test_hidden_cards_do_not_change_the_decision(name, read_plays):
    """Redealing every card the seat cannot see (consistently with its observation) leaves the
    seeded decision as it was: the bot decides from the observation and its memory only (its
    reading of the opponents' plays included)."""
    rules = load(name)
    rng = Random(3)
    checked = 0
    for players, seed in ((2, 1), (4, 2)):
        state, events = new_round(rules, players, seed)
        table = [make_bot("medium") for _ in range(players)]
        watchers = [hard(12, read_plays=read_plays) for _ in range(players)]
        deal_to(table, state, events)
        for seat, bot in enumerate(watchers):
            bot.start_round(rules, seat, players)
            bot.notice([visible_event(e, seat) for e in events])
        rngs, table_rng = seat_rngs(seed, players)
        while not state.over and checked < 40:
            seat = state.turn
            legal = tuple(legal_actions(state, seat))
            if len(legal) > 1:
                twin = redeal_hidden(state, seat, rng)
                assert observe(twin, seat) == observe(state, seat)
                bot = watchers[seat]
                memory = json.loads(json.dumps(bot.memory()))
                first = bot.choose(observe(state, seat), legal, Random(9))
                bot.restore(memory)
                assert (
                    bot.choose(observe(twin, seat), tuple(legal_actions(twin, seat)), Random(9))
                    == first
                )
                bot.restore(memory)
                checked += 1
            _seat, _action, events = step(state, table, rngs, table_rng)
            for s, bot in enumerate(watchers):
                bot.notice([visible_event(e, s) for e in events])
    assert checked >= 10


# -- deals honour what the seat saw -----------------------------------------------------------
def deals(knowledge: Knowledge, obs, count: int = 200):
    dealer = Dealer(knowledge, obs)
    rng = Random(1)
    return [dealer.deal(rng) for _ in range(count)]


def test_deals_keep_the_hand_given_away_in_a_trade():
    rules = load("abacus")
    state = position(
        rules,
        hands=[
            "red:trade_hands red:1 blue:3 green:5",
            "red:4 yellow:7 blue:8",
            "green:1 green:3 yellow:4 yellow:5 blue:1 blue:4",
        ],
        top="red:7",
    )
    knowledge = Knowledge(rules, 0, 3)
    events = act(state, "play red:trade_hands target=2")
    events += act(state, "resolve")  # seat 2 holds no red 0: the trade goes ahead
    assert any(e[0] == EV.TRADE for e in events)
    knowledge.notice([visible_event(e, 0) for e in events])
    given = Counter(rules.card_from_text(c) for c in ("red:1", "blue:3", "green:5"))
    obs = observe(state, 0)
    assert sorted(obs.hand) == sorted(
        rules.card_from_text(c)
        for c in ["green:1", "green:3", "yellow:4", "yellow:5", "blue:1", "blue:4"]
    )
    for hands, _draw in deals(knowledge, obs):
        assert Counter(hands[2]) == given


def test_deals_keep_revealed_cards_and_forget_played_ones():
    rules = load("abacus")
    state = position(
        rules,
        hands=[
            "red:xplus red:1 blue:3",
            "red:4 yellow:7 blue:8 green:8",
            "green:1 green:3 yellow:4",
        ],
        top="red:7",
    )
    knowledge = Knowledge(rules, 2, 3)
    events = act(state, "play red:xplus")
    events += act(state, "accept")  # seat 1 holds no red 0: it shows its hand
    assert any(e[0] == EV.REVEAL for e in events)
    knowledge.notice([visible_event(e, 2) for e in events])
    events = act(state, "play yellow:7")  # the forced play; seat 1 draws 7
    knowledge.notice([visible_event(e, 2) for e in events])
    obs = observe(state, 2)
    shown = Counter(rules.card_from_text(c) for c in ("red:4", "blue:8", "green:8"))
    for hands, _draw in deals(knowledge, obs):
        held = Counter(hands[1])
        assert all(held[t] >= k for t, k in shown.items())
        assert len(hands[1]) == obs.hand_sizes[1]


def seen_dealt(knowledge: Knowledge, state) -> None:
    """Tell `knowledge` (seat 0) of the deal to the other seats."""
    knowledge.notice(
        [(EV.DEAL, seat, -1, None) for seat in range(1, state.n) for _ in range(state.sizes[seat])]
    )


def after_a_miss():
    """Seat 0 plays a red 1 and seat 1 draws: it holds no red, no 1 and no wild.

    Returns the state, seat 0's knowledge of it, and the mask of the types that matched."""
    rules = load("noris")
    state = position(
        rules, hands=["red:1 red:2 red:3", "blue:4 blue:5 yellow:6", FIVE], top="red:7"
    )
    knowledge = Knowledge(rules, 0, 3)
    seen_dealt(knowledge, state)
    knowledge.notice([(EV.START_CARD, -1, rules.card_from_text("red:7"), False)])
    for command in ("play red:1", "draw"):
        knowledge.notice([visible_event(e, 0) for e in act(state, command)])
    matching = rules.play_table[rules.card_from_text("red:1")][rules.colours.index("red")]
    return state, knowledge, matching


def test_deals_honour_a_draw_on_the_turn():
    """Drawing when drawing is allowed only without a match: none of the old cards matched."""
    state, knowledge, matching = after_a_miss()
    for hands, _draw in deals(knowledge, observe(state, 0)):
        old = [t for t in hands[1] if matching >> t & 1]
        assert len(old) <= 1  # only the card just drawn may match


def test_the_card_drawn_after_a_miss_is_as_likely_to_match_as_any_unseen_card():
    """The deal is fair to the open slots: the cards the constrained slots refuse are not
    handed to the open slot more often than chance (the old deal handed them over first)."""
    state, knowledge, matching = after_a_miss()
    dealer = Dealer(knowledge, observe(state, 0))
    unseen = dealer.pool
    refused = len(knowledge.slots[1]) - 1  # the old cards, none of them matching
    # Uniform over the deals that fit: the new card is any unseen card the old ones left.
    expected = sum(matching >> t & 1 for t in unseen) / (len(unseen) - refused)
    rng = Random(3)
    count = 4000
    seen = sum(sum(matching >> t & 1 for t in dealer.deal(rng)[0][1]) for _ in range(count))
    assert abs(seen / count - expected) < 0.03, (seen / count, expected)


@pytest.mark.parametrize("read_colours", [False, True])
def test_a_named_colour_is_read_as_one_the_namer_keeps_only_when_asked(read_colours):
    """`read_colours`: after seat 1 names blue, one of its cards is blue or wild in every deal."""
    rules = load("noris")
    state = position(
        rules, hands=[FIVE, "wild red:2 yellow:6 green:9", "red:4 red:5 red:6"], top="red:7", turn=1
    )
    knowledge = Knowledge(rules, 0, 3, read_colours=read_colours)
    seen_dealt(knowledge, state)
    knowledge.notice([visible_event(e, 0) for e in act(state, "play wild colour=blue")])
    keep = rules.colour_masks[rules.colours.index("blue")] | (knowledge.full & ~rules.coloured_mask)
    narrowed = [m for m in knowledge.slots[1] if m != knowledge.full]
    assert narrowed == ([keep] if read_colours else [])
    holds = [
        any(keep >> t & 1 for t in hands[1]) for hands, _draw in deals(knowledge, observe(state, 0))
    ]
    assert all(holds) if read_colours else not all(holds)


# -- clear moves ------------------------------------------------------------------------------
def test_hard_attacks_a_player_about_to_win():
    rules = load("noris")
    state = position(
        rules,
        hands=[
            "red:draw2 red:5 red:6 blue:3 green:8",
            "yellow:4",
            FIVE,
            "blue:1 blue:2 blue:4 blue:5 blue:6",
        ],
        top="red:7",
    )
    assert decide(state) == "play red:draw2"


def test_hard_skips_heads_up_to_finish():
    """Heads-up, a Stop is a free turn: Stop first, then the last card goes out."""
    rules = load("noris")
    state = position(
        rules, hands=["red:stop red:5", "yellow:4 yellow:5 blue:2 green:6"], top="red:7"
    )
    assert decide(state) == "play red:stop call"


def test_hard_names_the_colour_it_holds():
    rules = load("noris")
    state = position(
        rules, hands=["wild blue:1 blue:3 blue:5", FIVE, "yellow:1 yellow:2 yellow:3"], top="red:7"
    )
    assert decide(state) == "play wild colour=blue"


def test_hard_jumps_in_and_always_calls():
    rules = load("abacus")
    state = position(
        rules,
        hands=["red:4 blue:5 blue:7", "yellow:1 yellow:3 green:8", "red:4 green:5"],
        top="red:7",
    )
    act(state, "play red:4")
    bot = hard()
    bot.start_round(rules, 2, 3)
    action = bot.choose(observe(state, 2), tuple(legal_actions(state, 2)), Random(0))
    assert action is not None and action_to_text(rules, action) == "jump red:4 call"


def test_one_sensible_action_needs_no_search():
    rules = load("noris")
    state = position(rules, hands=["blue:1 blue:2", FIVE], top="red:7")
    bot = hard()
    bot.start_round(rules, 0, 2)
    assert bot.choose(observe(state, 0), tuple(legal_actions(state, 0)), Random(0)) is not None
    assert bot.last_search is None


# -- memory and options ----------------------------------------------------------------------
def test_memory_round_trips_and_the_bot_pickles():
    rules = load("abacus")
    state, events = new_round(rules, 3, 4)
    seat = state.turn
    bot = make_bot("hard", iterations=10)
    assert bot.level == "hard"
    bot.start_round(rules, seat, 3)
    bot.notice([visible_event(e, seat) for e in events])
    memory = json.loads(json.dumps(bot.memory()))
    other = pickle.loads(pickle.dumps(bot))
    other.restore(memory)
    assert other.memory() == bot.memory()
    obs, legal = observe(state, seat), tuple(legal_actions(state, seat))
    assert other.choose(obs, legal, Random(2)) == bot.choose(obs, legal, Random(2))


def test_with_a_large_hand_the_search_only_chooses_how_to_play_the_medium_card():
    """With the `large_hand` option, early in a round the search keeps the medium player's card
    and races only the ways to play it (here: which colour the Colour Change names); with few
    cards it races them all."""
    rules = load("noris")
    big = position(
        rules,
        hands=["wild blue:1 blue:2 blue:3 yellow:4", "red:4 yellow:7 blue:8", FIVE],
        top="green:9",
    )
    bot = HardBot(iterations=60, large_hand=4)
    bot.start_round(rules, 0, 3)
    action = bot.choose(observe(big, 0), tuple(legal_actions(big, 0)), Random(1))
    raced = set(bot.last_search.stats())
    wild = rules.card_from_text("wild")
    assert raced and all((a >> 4) & 0xFF == wild for a in raced)
    assert action_to_text(rules, action).startswith("play wild")
    small = position(
        rules, hands=["wild blue:1 green:3", "red:4 yellow:7 blue:8", FIVE], top="green:9"
    )
    bot.start_round(rules, 0, 3)
    bot.choose(observe(small, 0), tuple(legal_actions(small, 0)), Random(1))
    cards = {(a >> 4) & 0xFF for a in bot.last_search.stats()}
    assert len(cards) == 2  # the wild and green:3 both raced


# -- the floor: a starved search plays the medium move ---------------------------------------
class Watched(HardBot):
    """A hard bot beside a medium bot that sees what it sees: at every searched decision, what
    the hard bot played and the moves the medium bot plays there (more than one where its
    scores tie: it breaks a tie by chance)."""

    def __init__(self, **options) -> None:
        super().__init__(**options)
        self.shadow = make_bot("medium")
        self.pairs: list[tuple[int, set[int | None]]] = []

    def start_round(self, rules, seat, players) -> None:
        super().start_round(rules, seat, players)
        self.shadow.start_round(rules, seat, players)

    def notice(self, events) -> None:
        super().notice(events)
        self.shadow.notice(events)

    def choose(self, obs, legal, rng):
        self.last_search = None
        action = super().choose(obs, legal, rng)
        if self.last_search is not None:
            medium = {self.shadow.choose(obs, legal, Random(seed)) for seed in range(8)}
            self.pairs.append((action, medium))
        return action


def searched_decisions(min_pairs: int | None) -> list[tuple[int, set[int | None]]]:
    """Hard in seat 0 against three medium on noris, six seeded rounds, 40 playouts a move."""
    rules = load("noris")
    options = {} if min_pairs is None else {"min_pairs": min_pairs}
    pairs = []
    for seed in range(6):
        bot = Watched(iterations=40, **options)
        play_round(rules, [bot] + [make_bot("medium") for _ in range(3)], seed=700 + seed)
        pairs += bot.pairs
    return pairs


def test_a_starved_search_plays_exactly_the_medium_move():
    """Hard never plays below medium: with fewer playouts than its floor (40 here, against the
    default floor of 100 common deals), every searched decision is the medium bot's move."""
    pairs = searched_decisions(None)
    assert len(pairs) >= 20
    assert all(hard in medium for hard, medium in pairs)


def test_without_the_floor_the_same_starved_search_strays():
    """The contrast: the same decisions with the floor lowered to 2 common deals leave the
    medium move on noise alone."""
    pairs = searched_decisions(2)
    assert sum(hard not in medium for hard, medium in pairs) >= 3
