"""Makao (rulesets/library/makao.yaml): each rule of its Polish sources played as written.

Sources, as labelled in docs/research/world-rules.md section 0: M1 "Zasady gry w Makao"
(turnieje.waw.pl), M2 "Gry karciane/Makao" (pl.wikibooks.org), M3 "Makao (gra karciana)"
(Polish Wikipedia), M4 "Makao" (cyberbaba.pl), M5 "Makao" (sockscap64.com, a computer version),
H2 "Macau (card game)" (Wikipedia), H7 "Card game 'Makao'" (pokeriomokykla.com).
"""

from __future__ import annotations

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK, GROUP, TURN
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only


def makao(**overrides):
    return load("makao", **overrides)


def test_two_to_six_players_five_cards_each():
    """M1 "PODSTAWY": "W grze może brać udział od 2 do 6-ciu osób"; "ROZDANIE": "Każdy z
    graczy otrzymuje po pięć kart". Two and six players are dealt five cards each."""
    rules = makao()
    assert (rules.min_players, rules.max_players) == (2, 6)
    for players in (2, 6):
        state, _ = new_round(rules, players, seed=3, dealer=0)
        assert [len(state.hand(s)) for s in range(players)] == [5] * players


def test_second_pack_from_five_players():
    """M4 "Makao": "Stosownie do liczby graczy należy rozgrywać grę odpowiednią liczbą talii.
    Dla 2-4 graczy zwykle wystarcza jedna talia." One pack of 52 for four, two for five."""
    rules = makao()
    assert sum(rules.decks_counts[4]) == 52
    assert sum(rules.decks_counts[5]) == 104


def test_special_start_card_is_turned_under():
    """M3 "Zasady": the first card "nie może być to karta funkcyjna. Zwykle odkrywa się karty
    aż do wyłożenia niefunkcyjnej" (cards are turned until a plain one shows)."""
    rules = makao()
    for seed in range(40):
        state, _ = new_round(rules, 4, seed=seed, dealer=0)
        assert not rules.rank_special[rules.type_rank[state.discard[-1]]]


def test_matches_by_suit_or_value():
    """M4: a card "która odpowiada kolorem lub wartością karcie leżącej na stole"; its example:
    on the 7 of spades, from 7♦ 10♣ J♠ K♥ 2♦ "może położyć 7 karo albo waleta pik"."""
    state = position(
        makao(),
        hands=["diamonds:7 clubs:10 spades:jack hearts:king_hearts diamonds:2", "clubs:5"],
        top="spades:7",
    )
    plays = {t.split()[1] for t in legal_texts(state) if t.startswith("play")}
    assert plays == {"diamonds:7", "spades:jack"}


def test_may_draw_while_holding_a_match():
    """M4: the player "może (ale nie musi)" play a matching card, and draws if they have none
    "lub nie chce pozbywać się jednej z tych, które pasują" (or do not want to part with one)."""
    state = position(makao(), hands=["spades:5 hearts:9", "clubs:5"], top="spades:7")
    assert "draw" in legal_texts(state) and "play spades:5" in legal_texts(state)


def test_drawn_card_may_be_played_at_once():
    """M4: "Jeśli ta pobrana karta pasuje do leżącej na stosie, to gracz może od razu ją na ten
    stos odłożyć" (a drawn card that fits may be laid at once)."""
    state = position(
        makao(), hands=["hearts:9 hearts:10", "clubs:5"], top="spades:7", draw="spades:8"
    )
    act(state, "draw")
    assert "play spades:8" in legal_texts(state) and "pass" in legal_texts(state)
    act(state, "play spades:8")
    assert state.turn == 1 and hand(state, 0) == ["hearts:10", "hearts:9"]


def test_several_cards_of_one_value():
    """M1 "GRA": a player holding several cards of one value "może wyrzucić dowolną ich ilość
    [...] pod warunkiem, że pierwsza z nich będzie zgodna z kolorem lub wartością karty, do
    której dorzuca. Kolejność reszty kart jest dowolna." On the 9 of spades: 9♠-matching
    9♥, then 9♣ and 9♦ in the order chosen."""
    state = position(
        makao(),
        hands=["hearts:9 clubs:9 diamonds:9 hearts:5", "spades:queen"],
        top="spades:9",
    )
    act(state, "play hearts:9")
    assert state.phase == GROUP
    act(state, "play diamonds:9")
    act(state, "play clubs:9")  # no nine left: the group ends by itself
    assert state.turn == 1 and colour(state) == "clubs"
    assert hand(state, 0) == ["hearts:5"]


def test_two_and_three_attack_and_stack():
    """M1 "GRA": "2 - gracz następny w kolejności pobiera z talonu zakrytego dwie karty; 3 - [...]
    trzy karty"; M5: "if the next player manages to place a card with the same value [...] the
    penalties are passed onto the player after him"; H2 (Macau, lead): a 3 answered "with a 2
    [...] the next player must withdraw 5 cards". Anna's 2, Ben's 3: Clara draws five."""
    state = position(
        makao(),
        hands=["hearts:2 hearts:5", "clubs:3 clubs:6", "spades:8 spades:9", "diamonds:5"],
        top="hearts:7",
    )
    act(state, "play hearts:2")
    assert (state.phase, state.turn) == (ATTACK, 1)
    act(state, "play clubs:3")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 5)
    events = act(state, "accept")
    assert len([e for e in only(state.rules, events, "draw") if e[1] == 2]) == 5
    assert state.turn == 3  # Clara's turn is lost


def test_four_waits_and_fours_add_up():
    """H7 "Card game 'Makao'", "Special rules and action cards": "If a four is placed, the next
    player must skip their turn unless they also have a four. In that case, the next player
    skips two turns." Anna's 4, Ben's 4: Clara sits out twice."""
    state = position(
        makao(),
        hands=["hearts:4 hearts:5", "clubs:4 clubs:6", "spades:8 spades:9", "clubs:5 clubs:7"],
        top="hearts:7",
    )
    act(state, "play hearts:4")
    act(state, "play clubs:4")
    events = act(state, "accept")
    assert ("waits", 2, 1) in only(state.rules, events, "waits")
    assert state.turn == 3 and state.waits == (0, 0, 1, 0)


def test_king_of_hearts_draws_five_forward():
    """M5: "Placing [...] a king forces the next player to draw [...] five cards"; Polish tables
    give it to the king of hearts, which attacks the next player (the file's choice). Ben,
    holding no king of hearts, draws five and loses his turn; a plain king goes on it."""
    state = position(
        makao(),
        hands=["hearts:king_hearts hearts:5", "clubs:king clubs:6", "spades:8", "diamonds:5"],
        top="hearts:7",
    )
    act(state, "play hearts:king_hearts")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 5)
    assert "play clubs:king" not in legal_texts(state)  # a plain king does not answer
    events = act(state, "accept")
    assert len(only(state.rules, events, "draw")) == 5 and state.turn == 2
    plain = position(makao(), hands=["clubs:king", "spades:5"], top="hearts:king_hearts")
    assert "play clubs:king" in legal_texts(plain)  # every king shares the face


def test_king_of_spades_draws_five_backward():
    """M5: a king makes a player draw "five cards"; on Polish tables the king of spades makes
    the previous player draw them (the file's choice; no stored page says which). Dora, who
    played before Anna, draws five; Ben plays next."""
    state = position(
        makao(),
        hands=["spades:king_spades spades:5", "clubs:6", "spades:8", "diamonds:5"],
        top="spades:7",
        turn=0,
    )
    events = act(state, "play spades:king_spades")
    assert only(state.rules, events, "others_draw")[0][2] == (3,)
    assert len(hand(state, 3)) == 6 and len(hand(state, 1)) == 1
    assert (state.phase, state.turn) == (TURN, 1)


def test_ace_names_the_suit():
    """M5: "Placing an ace allows the player to change the color of the card on the table."
    The ace goes on a matching card only, and names hearts."""
    state = position(makao(), hands=["clubs:ace spades:5", "clubs:6"], top="spades:7")
    assert not any(t.startswith("play clubs:ace") for t in legal_texts(state))
    state = position(makao(), hands=["spades:ace spades:5", "clubs:6"], top="spades:7")
    act(state, "play spades:ace colour=hearts")
    assert colour(state) == "hearts" and state.turn == 1


def test_makao_forgotten_costs_five_if_caught():
    """M4: "oddając swoją przedostatnią kartę wypowiedział słowo "Makao". Jeśli tego nie
    zrobi, a przeciwnicy zauważą, gracz taki musi za karę pobrać 5 kart z talii." Anna lays her
    second-to-last card without the call; Ben catches it: she draws five."""
    state = position(makao(), hands=["spades:5 hearts:9", "clubs:6 clubs:8"], top="spades:7")
    assert "play spades:5 call" in legal_texts(state)
    act(state, "play spades:5")
    events = act(state, "catch 0", seat=1)
    assert ("penalty", 0, 5) in only(state.rules, events, "penalty")
    assert len(hand(state, 0)) == 6


def test_first_out_wins():
    """M4: "Wygrywa ten gracz, który jako pierwszy pozbędzie się wszystkich swoich kart." Anna
    lays her last card: the round ends and she wins it (one win a round)."""
    state = position(makao(), hands=["spades:5", "clubs:6 clubs:8", "hearts:5"], top="spades:7")
    events = act(state, "play spades:5")
    assert state.over and only(state.rules, events, "round_end")[0][1] == 0


def test_reshuffle_keeps_the_top_card():
    """M4: "Jeżeli wszystkie karty w stosie skończą się, to stos odkryty powinien zostać
    przetasowany (za wyjątkiem ostatniej odkrytej karty) i odwrócony." Anna draws from an empty
    stock: the pile under the 7 of spades becomes the stock, the 7 stays on top."""
    state = position(
        makao(),
        hands=["hearts:9 hearts:10", "clubs:5"],
        top="spades:7",
        discard="diamonds:5 diamonds:6",
        rest="none",
    )
    act(state, "draw")
    assert state.rules.card_to_text(state.discard[-1]) == "spades:7"
    assert len(state.discard) == 1 and len(hand(state, 0)) == 3


# -- house rules ---------------------------------------------------------------------------------
def test_house_rule_answered_four_passes_one_skip_on():
    """D-124, M5 (sockscap64.com "Makao"): "if the next player manages to place a card with the
    same value [...] the penalties are passed onto the player after him." Ben answers Anna's 4:
    Clara alone misses one turn, Dora plays next."""
    rules = makao(ranks__4__effects__0__skip__stacked="passes_on")
    state = position(
        rules,
        hands=["hearts:4 hearts:5", "clubs:4 clubs:6", "spades:8 spades:9", "clubs:5 clubs:7"],
        top="hearts:7",
    )
    act(state, "play hearts:4")
    act(state, "play clubs:4")
    act(state, "accept")
    assert state.turn == 3 and not any(state.waits)


def test_house_rule_po_makale_said_going_out():
    """D-125 (no stored page; Polish tables): going out is called "Po makale". Anna lays her
    last card with the call and wins."""
    rules = makao(
        calls__list=[
            {"id": "makao", "cards_left": 1, "penalty": 5},
            {"id": "po_makale", "cards_left": 0, "penalty": 5},
        ]
    )
    state = position(rules, hands=["spades:5", "clubs:6 clubs:8", "hearts:5"], top="spades:7")
    events = act(state, "play spades:5 call")
    assert ("call", 0, "po_makale") in only(rules, events, "call")
    assert state.over
