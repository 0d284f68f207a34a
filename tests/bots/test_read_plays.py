"""The hard bot reads the opponents' plays: the choices it remembers, the hands they make
likely, the deals that follow from them, and how far it trusts the reading."""

from __future__ import annotations

import json
import math
from random import Random

import pytest

from game.bots import make_bot
from game.bots.hard import HardBot
from game.bots.ismcts_deal import Dealer, Knowledge
from game.bots.ismcts_read import PRIOR_TRUST, PlayReader
from game.bots.session import play_round
from game.engine import apply, new_round, observe, visible_event
from game.engine import events as EV
from game.engine.notation import position
from game.ruleset import builtin_ruleset_ids
from game.sim.random_player import RandomPlayer
from tests.bots.test_hard import FIVE, seen_dealt
from tests.helpers import act, load


def cards(rules, text: str) -> list[int]:
    return [rules.card_from_text(c) for c in text.split()]


def watched(hands: list[str], top: str, turn: int, commands: list[str], seat: int = 0):
    """A noris table, seat `seat`'s knowledge (reading plays) of the deal and of `commands`."""
    rules = load("noris")
    state = position(rules, hands=hands, top=top, turn=turn)
    knowledge = Knowledge(rules, seat, state.n, read_plays=True)
    seen_dealt(knowledge, state)
    knowledge.notice(
        [(EV.DEAL, seat, t, None) for t, k in enumerate(state.hands[seat]) for _ in range(k)]
    )
    knowledge.notice([(EV.START_CARD, -1, rules.card_from_text(top), False)])
    for command in commands:
        knowledge.notice([visible_event(e, seat) for e in act(state, command)])
    assert knowledge.reader is not None
    return rules, state, knowledge, knowledge.reader


def test_a_play_of_choice_is_kept_with_the_table_as_it_was_and_the_cards_drawn_since():
    rules, state, _knowledge, reader = watched(
        [FIVE, "red:2 blue:4 blue:7 yellow:6", "yellow:1 green:6 yellow:4"],
        "red:7",
        1,
        ["play red:2"],
    )
    (choice,) = reader.choices[1]
    assert (choice.card, choice.top, choice.colour) == (
        rules.card_from_text("red:2"),
        rules.card_from_text("red:7"),
        rules.colours.index("red"),
    )
    assert choice.sizes == (5, 4, 3) and choice.named == -1 and not choice.later
    for command in ("draw", "draw"):  # seats 2 and 0 draw: seat 1's hand is as it was
        reader.notice([visible_event(e, 0) for e in act(state, command)])
    assert reader.choices[1] == [choice]
    reader.notice([visible_event(e, 0) for e in act(state, "draw")])  # seat 1 draws
    assert reader.choices[1] == [choice] and choice.drawn == 1
    reader.notice([(EV.DRAW, 1, -1, "penalty")] * 3)  # too much new to read the old choice
    assert reader.choices[1] == []


def test_a_named_colour_is_part_of_the_choice():
    rules, _state, _knowledge, reader = watched(
        [FIVE, "wild blue:4 blue:5 blue:8", "green:2 green:6 yellow:1"],
        "red:7",
        1,
        ["play wild colour=blue"],
    )
    (choice,) = reader.choices[1]
    assert choice.card == rules.card_from_text("wild")
    assert choice.named == rules.colours.index("blue")


def test_a_hand_that_explains_the_choice_is_likelier_than_one_that_does_not():
    """Medium plays from the colour it holds most (NORIS rulebook: a card of the colour or the
    value on top). Seat 1 followed red with a red 2. With nothing else to play on the red 7
    that was its only choice; with a blue 7 it could have switched to blue, the colour it
    held most, and medium would have: a hand of blues explains the red 2 badly."""
    rules, _state, _knowledge, reader = watched(
        [FIVE, "red:2 red:4 red:5 red:6", "green:2 green:6 yellow:1"], "red:7", 1, ["play red:2"]
    )
    (choice,) = reader.choices[1]
    stuck = cards(rules, "yellow:4 yellow:5 green:6")
    blues = cards(rules, "blue:7 blue:4 blue:5")
    assert reader.medium_odds(1, choice, stuck) == (1.0, 1.0)
    medium, uniform = reader.medium_odds(1, choice, blues)
    assert medium < 0.1 and uniform == 0.5  # red:2 or blue:7
    assert reader.likelihood(1, stuck) > 3 * reader.likelihood(1, blues)


def colour_share(knowledge: Knowledge, obs, seat: int, colour: int, count: int = 1500) -> float:
    dealer = Dealer(knowledge, obs)
    rng = Random(5)
    rules = knowledge.rules
    held = total = 0
    for _ in range(count):
        hand = dealer.deal(rng)[0][seat]
        held += sum(rules.type_colour[t] == colour for t in hand)
        total += len(hand)
    return held / total


def test_deals_give_a_namer_more_of_the_colour_it_named():
    """After seat 1 names blue, the deals read with its choice hold more blue than without."""
    plays = watched(
        [FIVE, "wild blue:4 blue:5 blue:8", "green:2 green:6 yellow:1"],
        "red:7",
        1,
        ["play wild colour=blue"],
    )
    rules, state, read, _reader = plays
    plain = Knowledge(rules, 0, 3)  # the same slots, no reading
    plain.slots = [s[:] for s in read.slots]
    blue = rules.colours.index("blue")
    obs = observe(state, 0)
    with_reading, without = colour_share(read, obs, 1, blue), colour_share(plain, obs, 1, blue)
    assert with_reading > without + 0.05, (with_reading, without)


def test_trust_falls_for_choices_medium_would_not_make_and_rises_for_its_own():
    """A wild played on a red 7 while holding reds is not medium's choice; following red from
    a hand of reds is."""
    rules, _state, _knowledge, wild_reader = watched(
        [FIVE, "wild red:4 red:5 red:6", "green:2 green:6 yellow:1"],
        "red:7",
        1,
        ["play wild colour=green"],
    )
    wild_reader.measure(1, [cards(rules, "red:4 red:5 red:6"), cards(rules, "red:1 red:3 blue:2")])
    assert wild_reader.trust(1) < PRIOR_TRUST - 0.2
    rules, _state, _knowledge, red_reader = watched(
        [FIVE, "red:2 red:4 red:5 red:6", "green:2 green:6 yellow:1"], "red:7", 1, ["play red:2"]
    )
    red_reader.measure(1, [cards(rules, "red:4 red:5 blue:7"), cards(rules, "red:1 red:3 red:4")])
    assert red_reader.trust(1) > PRIOR_TRUST
    assert all(c.measured for c in red_reader.choices[1])
    before = red_reader.trust(1)
    red_reader.measure(1, [cards(rules, "blue:1 blue:2 blue:3")])  # measured once only
    assert red_reader.trust(1) == before


def test_remembered_odds_are_the_odds_of_the_cards_held_whatever_their_order():
    """The search asks for the same few hands thousands of times; the odds it remembers per
    choice must be those a fresh reading gives, and the order a deal put the kept cards in
    must not matter (the cards drawn since are the hand's last and stay out of the key)."""
    rules, _state, _knowledge, reader = watched(
        [FIVE, "red:2 red:4 red:5 red:6", "green:2 green:6 yellow:1"], "red:7", 1, ["play red:2"]
    )
    (choice,) = reader.choices[1]
    hands = [
        cards(rules, text)
        for text in ("blue:7 blue:4 blue:5", "blue:5 blue:7 blue:4", "red:4 blue:7 green:2")
    ]
    first = [reader.medium_odds(1, choice, hand) for hand in hands]
    assert first[0] == first[1] and first[0] != first[2]
    assert len(choice.odds) == 2
    for hand, odds in zip(hands, first):
        choice.odds.clear()
        assert reader.medium_odds(1, choice, hand) == odds
    assert "odds" not in json.dumps(choice.to_json())


def test_the_reading_is_saved_with_the_bot_memory():
    rules, state, knowledge, reader = watched(
        [FIVE, "wild blue:4 blue:5 blue:8", "green:2 green:6 yellow:1"],
        "red:7",
        1,
        ["play wild colour=blue"],
    )
    reader.measure(1, [cards(rules, "blue:4 blue:5 blue:8")])
    bot = HardBot(iterations=8, read_plays=True)
    bot.start_round(rules, 0, 3)
    bot.knowledge = knowledge
    memory = json.loads(json.dumps(bot.memory()))
    again = HardBot(iterations=8, read_plays=True)
    again.start_round(rules, 0, 3)
    again.restore(memory)
    assert again.knowledge is not None and again.knowledge.reader is not None
    copy = again.knowledge.reader
    assert copy.choices == reader.choices and copy.log_odds == reader.log_odds
    assert (copy.top, copy.colour, copy.sizes, copy.discard) == (
        reader.top,
        reader.colour,
        reader.sizes,
        reader.discard,
    )
    old = dict(memory["knowledge"])
    del old["plays"]  # a save from before the reading: restored without one, no crash
    again.restore({"knowledge": old})
    assert again.knowledge.reader is None


def test_a_reader_follows_trades_and_reshuffles():
    rules = load("abacus")
    reader = PlayReader(rules, 0, 3)
    reader.notice([(EV.DEAL, s, -1, None) for s in range(3) for _ in range(4)])
    reader.notice([(EV.PLAY, 1, rules.card_from_text("red:1"), "turn")])
    assert reader.sizes == [4, 3, 4] and len(reader.choices[1]) == 1
    reader.notice([(EV.TRADE, 1, 2, 3), (EV.TRADE, 2, 1, 4)])
    assert reader.sizes == [4, 4, 3] and reader.choices[1] == []
    reader.notice([(EV.RESHUFFLE, -1, 0, None)])
    assert reader.discard == [rules.card_from_text("red:1")]


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_a_reading_bot_finishes_seeded_games_of_every_ruleset(name):
    rules = load(name)
    readers = []
    for seed, levels in enumerate(
        (["hard", "medium", "random"], ["hard", "random", "hard", "easy"])
    ):
        bots = [
            HardBot(iterations=12, read_plays=True, min_pairs=2)
            if level == "hard"
            else make_bot(level)
            for level in levels
        ]
        result = play_round(rules, bots, seed=40 + seed)
        assert result.state.over
        readers += [b.knowledge.reader for b in bots if isinstance(b, HardBot)]
    # It read something: some opponent's choices were weighed for or against trusting it.
    prior = math.log(PRIOR_TRUST / (1 - PRIOR_TRUST))
    assert any(x != prior for r in readers if r is not None for x in r.log_odds)


@pytest.mark.parametrize(
    ("name", "overrides"),
    [("abacus", {}), ("noris", {}), ("noris", {"rules__reshuffle": "all"})],
    ids=["abacus", "noris", "noris-reshuffle-all"],
)
def test_the_readers_keep_the_sizes_and_the_pile_through_random_rounds(name, overrides):
    """Each seat's reader and slots, fed the events as the seat sees them, hold the hand sizes,
    the discard pile and its top as the state does (a reshuffle of the whole pile left the
    reader a card too many once)."""
    rules = load(name, **overrides)
    kinds = set()
    for players, seed in ((2, 8), (3, 4), (3, 1), (5, 3)):  # reshuffles in noris, trades
        state, events = new_round(rules, players, seed)
        knowing = [Knowledge(rules, seat, players, read_plays=True) for seat in range(players)]
        player = RandomPlayer(Random(seed))
        while True:
            kinds.update(e[0] for e in events)
            for seat, knowledge in enumerate(knowing):
                knowledge.notice([visible_event(e, seat) for e in events])
                reader = knowledge.reader
                assert reader is not None
                assert (reader.sizes, reader.discard) == (state.sizes, state.discard)
                assert [len(s) for s in knowledge.slots] == [
                    0 if s == seat else k for s, k in enumerate(state.sizes)
                ]
                if not state.over:
                    assert (reader.top, reader.colour) == (state.top, state.colour)
                    assert (knowledge.top, knowledge.colour) == (state.top, state.colour)
            if state.over:
                break
            seat, action = player.choose(state)
            events = apply(state, action, seat)
    assert EV.TRADE in kinds if name == "abacus" else EV.RESHUFFLE in kinds
