"""Scenario tests for several cards in one play (`rules.groups`), from the published rules
collected in docs/research/several-cards.md (section 4 lists these tests, section 1 the
sources: S = Switch, L = Last Card, M = Makao, H = Makaó / Macau, B = Black Jack, P = Pesten,
C = Crazy Eights).

Each ruleset is a built-in with overrides. Classic's Skat deck (7 to ace, once each; 7 draws
two, 8 skips, the Jack names a suit) serves for sets, skips and attacks; noris (1 to 9 twice in
red, yellow, green, blue, all plain) for runs of low cards and for the suit after a 7, where a
plain 7 keeps effects out of the way. The research note's cards are renamed to these decks
(its 7H is hearts:7 in classic, red:7 in noris); each docstring says so where it matters.
"""

from __future__ import annotations

import pytest

from game.engine import IllegalAction
from game.engine import state as S
from game.engine.notation import position
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only, story

SETS = {"rules__groups__same_rank__enabled": True}
RUNS = {"rules__groups__run__enabled": True}


def _classic(**overrides):
    return load("classic", **{**SETS, **overrides})


def _chain(direction: str):
    """Noris with sets and runs in any suit chained (Macau, Black Jack)."""
    return load(
        "noris",
        **SETS,
        **RUNS,
        rules__groups__chain=True,
        rules__groups__run__suit="any",
        rules__groups__run__direction=direction,
    )


def _seven_opens(count: str):
    """Noris where a 7 lets cards of its suit follow (Black Jack's 7, Pesten's 7)."""
    return load(
        "noris",
        rules__groups__suit_after__enabled=True,
        rules__groups__suit_after__ranks=["7"],
        rules__groups__suit_after__count=count,
    )


def _lay(state, *cards: str) -> list:
    """Play the cards in order (each must be legal); the events of them all."""
    events: list = []
    for card in cards:
        events += act(state, f"play {card}")
    return events


# -- 4.1 sets of one rank -----------------------------------------------------------------------
def test_first_card_matches_the_rest_follow_in_any_order():
    """4.1.1. M1 "Zasady gry w Makao", turnieje.waw.pl, section GRA: a player holding several
    cards of one value "może wyrzucić dowolną ich ilość [...] pod warunkiem, że pierwsza z nich
    będzie zgodna z kolorem lub wartością karty" and "Kolejność reszty kart jest dowolna";
    S2 "Switch", gamerules.com: the 5 of Hearts, then the 5 of Clubs. The last card laid is the
    top card and its suit is in force. (The note's 8s are 9s here: classic's 8 skips.)"""
    rules = _classic()
    for order, top in ((("hearts:9", "clubs:9"), "clubs"), (("clubs:9", "hearts:9"), "hearts")):
        state = position(
            rules, hands=["hearts:9 clubs:9 diamonds:king", "spades:queen"], top="spades:9"
        )
        act(state, f"play {order[0]}")
        assert state.phase == S.GROUP and state.turn == 0
        assert legal_texts(state) == ["end", f"play {order[1]}", f"play {order[1]} call"]
        events = act(state, f"play {order[1]} call")
        assert only(rules, events, "play", "call", "turn") == [
            ("play", 0, order[1]),
            ("call", 0, "mau"),
            ("turn", 1, None),
        ]
        assert rules.card_to_text(state.top) == order[1] and colour(state) == top
        assert hand(state, 0) == ["diamonds:king"]


def test_only_the_first_card_must_match_the_pile():
    """4.1.2. C4 "Crazy Eights", html5-games.io: "You can play two or more cards of the same rank
    at the same time, but the first one of them must be the same suit or rank as the pile";
    B3 "Different Black Jack Rules", onlineblackjack21.net: on a 7 of hearts "the next player
    places a ten of hearts and a ten of spades". (The pile shows hearts:9 here.)"""
    rules = _classic()
    state = position(rules, hands=["spades:10 hearts:10 clubs:ace", "clubs:7"], top="hearts:9")
    with pytest.raises(IllegalAction, match="spades:10 does not match hearts:9"):
        act(state, "play spades:10")
    _lay(state, "hearts:10", "spades:10")
    assert state.turn == 1 and colour(state) == "spades"


def test_each_skip_card_counts():
    """4.1.3. C3 "Crazy Eights", encyclopedia.kids.net.au: "If more than one card is played, the
    appropriate number of players are skipped"; B4 (Black Jack, trafficne.mystrikingly.com):
    "two eights makes two miss a go". Classic's 8 skips one; `effects: each`."""
    rules = _classic(rules__groups__effects="each")
    state = position(
        rules,
        hands=["spades:8 hearts:8 clubs:king", "clubs:9", "clubs:10", "clubs:queen"],
        top="spades:9",
    )
    events = _lay(state, "spades:8", "hearts:8")
    assert only(rules, events, "skipped", "turn") == [
        ("skipped", 1, None),
        ("skipped", 2, None),
        ("turn", 3, None),
    ]


@pytest.mark.parametrize(("attacks", "faced", "stacked"), [("add", 4, 6), ("last", 2, 4)])
def test_draw_attacks_add_up_or_only_the_last_counts(attacks, faced, stacked):
    """4.1.4. S5 (Jacks, Twos and Eights, liquisearch.com, "Game Rules"): the victim "must pick
    up a number of cards (determined by the number or 2s laid multiplied by 2)"; S8 (Switch,
    thehlepingclub.livejournal.com): "two twos mean that the player next to you has to draw
    four". Classic's 7 is the 2 here (draw 2, stacked by a 7). `attacks: last` counts one."""
    rules = _classic(rules__groups__attacks=attacks)
    state = position(
        rules,
        hands=[
            "hearts:7 clubs:7 clubs:king clubs:ace",
            "spades:7 diamonds:9",
            "diamonds:7 clubs:9",
        ],
        top="hearts:9",
    )
    events = _lay(state, "hearts:7", "clubs:7")
    assert only(rules, events, "attack")[-1] == ("attack", 1, ("draw", faced))
    assert state.turn == 1 and "play spades:7" in legal_texts(state)
    events = act(state, "play spades:7")
    assert only(rules, events, "attack") == [("attack", 2, ("draw", stacked))]


def test_a_set_holds_at_least_min_cards():
    """4.1.5. H1 "Makaó! Kakaó!", magyarkartya1.kereso.info: a version "megengedi három vagy
    négy azonos számú vagy figurájú lap egyidejű lehelyezését" (three or four of one number at
    once). `min: 3`: one card stays legal; two of a rank are no set; three are."""
    rules = _classic(rules__groups__same_rank__min=3)
    state = position(
        rules, hands=["hearts:9 spades:9 clubs:10", "diamonds:queen"], top="diamonds:9"
    )
    act(state, "play hearts:9")  # alone: spades:9 could not make a set of three
    assert state.turn == 1 and hand(state, 0) == ["clubs:10", "spades:9"]

    state = position(
        rules, hands=["hearts:9 spades:9 clubs:9 clubs:10", "diamonds:queen"], top="diamonds:9"
    )
    _lay(state, "hearts:9", "spades:9")
    assert legal_texts(state) == ["play clubs:9", "play clubs:9 call"]
    with pytest.raises(IllegalAction):
        act(state, "end")
    act(state, "play clubs:9 call")
    assert state.turn == 1 and hand(state, 0) == ["clubs:10"]


def test_cards_with_an_effect_are_not_grouped_with_numbers_only():
    """4.1.6. S7 "Crazy Eights rules: Switch", info.lite.games, "Game Setup": "If a player has two
    or more cards of a rank in his hand and can play the first one, they may then discard all
    other cards of that rank immediately. Special cards (e.g., wish or skip card) are excluded
    from this." `ranks: numbers`: classic's 7 (draw two) is played alone, its 9s go together."""
    rules = _classic(rules__groups__same_rank__ranks="numbers")
    state = position(rules, hands=["hearts:7 clubs:7 clubs:king", "spades:queen"], top="diamonds:7")
    events = act(state, "play hearts:7")
    assert story(rules, events) == [("play", 0, "hearts:7"), ("attack", 1, ("draw", 2))]
    assert hand(state, 0) == ["clubs:7", "clubs:king"]

    state = position(rules, hands=["hearts:9 clubs:9 clubs:king", "spades:queen"], top="diamonds:9")
    act(state, "play hearts:9")
    assert "play clubs:9" in legal_texts(state)
    _lay(state, "clubs:9")
    assert state.turn == 1 and hand(state, 0) == ["clubs:king"]


def test_the_call_is_judged_on_the_hand_the_group_leaves():
    """4.1.7. L1 "Last Card", absoluteastronomy.com, "Rules": "if you had four 9's you can play
    them all at once"; S5: going out needs no earlier "last card" for "a player [...] able to
    end the game with a run or set". Classic's "Mau" is owed at one card left: said with the
    card that leaves it; going out from two cards in one play owes nothing."""
    rules = _classic()
    state = position(
        rules,
        hands=["hearts:9 spades:9 clubs:9 diamonds:9 clubs:10", "diamonds:queen"],
        top="diamonds:7",
    )
    _lay(state, "diamonds:9", "hearts:9", "spades:9")
    assert legal_texts(state) == ["end", "play clubs:9", "play clubs:9 call"]
    events = act(state, "play clubs:9 call")
    assert only(rules, events, "call", "missed_call") == [("call", 0, "mau")]
    assert state.owed_seat == -1 and hand(state, 0) == ["clubs:10"]

    state = position(rules, hands=["hearts:9 spades:9", "diamonds:queen"], top="diamonds:9")
    events = _lay(state, "hearts:9", "spades:9")
    assert only(rules, events, "call", "missed_call", "round_end") == [("round_end", 0, (0, 3))]


def test_a_call_said_with_the_last_card_laid_counts_when_the_group_is_ended():
    """The call is judged once, when the group ends (the schema's `groups`). A player who says
    "Mau" with the card that leaves one card and then ends the group has called: "play hearts:9
    call" is offered because the group may end there."""
    rules = _classic()
    state = position(rules, hands=["hearts:9 clubs:9", "spades:queen"], top="spades:9")
    act(state, "play hearts:9 call")
    events = act(state, "end")
    assert only(rules, events, "call", "missed_call", "turn") == [
        ("call", 0, "mau"),
        ("turn", 1, None),
    ]
    assert state.owed_seat == -1 and hand(state, 0) == ["clubs:9"]


# -- 4.2 runs in one suit -----------------------------------------------------------------------
def test_a_run_goes_up_or_down_without_gaps_in_the_piles_suit():
    """4.2.1. S4 "Jacks, Twos, and Eights" (Wikipedia 2006), section "Play": "on top of a 10 of
    hearts they may lay a 2, 3, 4, 5, of hearts, or a King, Queen, Jack of hearts. The run must
    not skip numbers". Low cards in noris (red is hearts, the pile shows red:9), courts in
    classic."""
    rules = load("noris", **RUNS)
    state = position(rules, hands=["red:2 red:3 red:4 red:5", "blue:1"], top="red:9")
    events = _lay(state, "red:2", "red:3", "red:4", "red:5")
    assert only(rules, events, "round_end") == [("round_end", 0, (0, 1))]
    assert rules.card_to_text(state.top) == "red:5"

    state = position(rules, hands=["red:2 red:4 blue:3", "blue:1"], top="red:9")
    act(state, "play red:2")  # red:4 skips a number: no run, a play of one card
    assert state.turn == 1 and hand(state, 0) == ["blue:3", "red:4"]

    rules = load("classic", **RUNS)
    state = position(
        rules, hands=["hearts:king hearts:queen hearts:jack clubs:7", "spades:7"], top="hearts:10"
    )
    _lay(state, "hearts:king", "hearts:queen", "hearts:jack colour=hearts")
    assert state.turn == 1 and hand(state, 0) == ["clubs:7"]


def test_the_top_cards_colour_is_in_force_after_a_run_through_a_jack():
    """S2 "Switch", gamerules.com: "they end their turn by playing the 5 of Clubs"; L2 "Last
    card", wikiilm.com, "How to Play": "the top played suit becomes the current suit". A Jack
    inside a run names no suit: the cards laid on it follow it, and the top card's suit is in
    force. A Jack on top of a set of Jacks names the suit (B2 "Black Jack Game",
    blackjackdoc.com: "if the player puts down an Ace or several Aces he must call a new suit")."""
    rules = load("classic", **RUNS)
    state = position(
        rules, hands=["hearts:10 hearts:jack hearts:queen clubs:7", "spades:7"], top="hearts:9"
    )
    events = _lay(state, "hearts:10", "hearts:jack colour=clubs", "hearts:queen")
    assert only(rules, events, "colour") == []
    assert state.turn == 1 and colour(state) == "hearts"

    rules = _classic()
    state = position(rules, hands=["clubs:jack spades:jack clubs:7", "spades:8"], top="hearts:9")
    events = _lay(state, "clubs:jack colour=hearts", "spades:jack colour=diamonds")
    assert only(rules, events, "colour") == [("colour", 0, "diamonds")]
    assert state.turn == 1 and colour(state) == "diamonds"


@pytest.mark.parametrize("suit", ["of_pile", "any"])
def test_a_run_stays_in_the_piles_suit_or_the_first_cards(suit):
    """4.2.2. S4, "Play": the run "must be of the same suit as each other and the card they are
    being laid upon" (`suit: of_pile`); H2 "Macau (card game)", Wikipedia, "Rules": "cards of
    consecutive values in the same suit" (`suit: any`). The note's 10S JS on 10H are blue:5
    blue:6 on red:5."""
    rules = load("noris", **RUNS, rules__groups__run__suit=suit)
    state = position(rules, hands=["blue:5 blue:6 green:1", "yellow:1"], top="red:5")
    act(state, "play blue:5")
    if suit == "of_pile":
        assert state.turn == 1 and "blue:6" in hand(state, 0)
        return
    act(state, "play blue:6")
    assert state.turn == 1 and colour(state) == "blue" and hand(state, 0) == ["green:1"]


def test_a_chain_of_sets_and_runs_may_turn():
    """4.2.3. H3 "Macau (game)", en-academic.com: "Cards can be played in runs, for example, 5 of
    Spades, 6 of Spades, 7 of Spades, 7 of Hearts, 8 of Hearts, 8 of Clubs, 7 of Clubs."
    `chain: true`, `direction: free`; with `either` the run's first step (up) fixes it and the
    last card no longer follows. Spades are blue, hearts red, clubs green here."""
    laid = ["blue:5", "blue:6", "blue:7", "red:7", "red:8", "green:8", "green:7"]
    held = " ".join([*laid, "yellow:1"])
    rules = _chain("free")
    state = position(rules, hands=[held, "yellow:2"], top="blue:4")
    _lay(state, *laid)
    assert state.turn == 1 and colour(state) == "green"
    assert rules.card_to_text(state.top) == "green:7" and hand(state, 0) == ["yellow:1"]

    rules = _chain("either")
    state = position(rules, hands=[held, "yellow:2"], top="blue:4")
    _lay(state, *laid[:-1])  # after green:8 nothing follows: the group ends there
    assert state.turn == 1 and hand(state, 0) == ["green:7", "yellow:1"]


def test_a_chain_that_only_climbs():
    """4.2.4. B4 (Black Jack, trafficne.mystrikingly.com): "if the discard is five hearts, you can
    play a run such as: five spades, six spades, six clubs, six diamonds, seven diamonds, seven
    clubs". `chain: true`, `direction: up`: a step down (5 after 6) is no follower. Hearts are
    red, spades blue, clubs green, diamonds yellow here."""
    rules = _chain("up")
    state = position(
        rules,
        hands=["blue:5 blue:6 green:6 yellow:6 yellow:7 green:7 green:5 red:1", "red:2"],
        top="red:5",
    )
    _lay(state, "blue:5", "blue:6", "green:6")
    assert legal_texts(state) == ["end", "play green:7", "play yellow:6"]  # not green:5
    _lay(state, "yellow:6", "yellow:7", "green:7")
    assert state.turn == 1 and rules.card_to_text(state.top) == "green:7"
    assert hand(state, 0) == ["green:5", "red:1"]


# -- 4.3 cards of a suit after an opening card --------------------------------------------------
def test_any_or_all_of_the_suit_after_a_seven():
    """4.3.1. B1 "Black Jack (card game)" (Wikipedia c. 2007), "Magic cards": "Seven The player
    may lay any or all cards from his hand which are of the same suit as the 7 just laid."
    `suit_after: {ranks: ["7"], count: all}`; hearts are red here, the note's 4S is blue:4."""
    rules = _seven_opens("all")
    state = position(rules, hands=["red:7 red:1 red:9 blue:4 green:2", "yellow:2"], top="red:3")
    act(state, "play red:7")
    assert legal_texts(state) == ["end", "play red:1", "play red:9"]  # not blue:4
    _lay(state, "red:9", "red:1")
    assert state.turn == 1 and rules.card_to_text(state.top) == "red:1"

    state = position(rules, hands=["red:7 red:1 red:9 blue:4 green:2", "yellow:2"], top="red:3")
    _lay(state, "red:7", "red:1")
    act(state, "end")  # "any": the player stops when they like
    assert state.turn == 1 and hand(state, 0) == ["blue:4", "green:2", "red:9"]


@pytest.mark.parametrize("count", ["all", "one"])
def test_seven_gives_all_or_one_more(count):
    """4.3.2. P2 "Kaartspel/Pesten", nl.wikibooks.org, "Speciale kaarten": "Soms mag de speler
    alle kaarten die hij vast heeft van de kleur van die zeven weggooien. ("zeven alles
    geven")" (`count: all`); P3 "Kaart spellen", spelinfo.be: "Een 7: de speler die deze kaart
    speelt, mag nog een kaart opgooien van dezelfde kleur" (`count: one`)."""
    rules = _seven_opens(count)
    state = position(rules, hands=["red:7 red:2 red:5 blue:1", "yellow:2"], top="red:4")
    _lay(state, "red:7", "red:2")
    if count == "one":
        assert state.turn == 1 and hand(state, 0) == ["blue:1", "red:5"]
        return
    assert legal_texts(state) == ["end", "play red:5", "play red:5 call"]
    act(state, "play red:5 call")
    assert state.turn == 1 and hand(state, 0) == ["blue:1"]
