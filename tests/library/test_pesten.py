"""Pesten (rulesets/library/pesten.yaml): each rule of its Dutch sources played as written.

Sources, as labelled in docs/research/world-rules.md section 0: P1 "Pesten (kaartspel)"
(nl.wikipedia.org), P3 "Algemene regels Pesten" (spelinfo.be), P4 "Pesten" (spelenboek.nl),
P5 "Spelregels Pesten" (spel-regels.nl), P6 "Officiële regels kaartspel pesten" (Libelle),
P7 "Pesten spelregels" (gamefunnel.app).
"""

from __future__ import annotations

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only


def pesten(**overrides):
    return load("pesten", **overrides)


def plays(state) -> set[str]:
    return {t.split()[1] for t in legal_texts(state) if t.startswith("play")}


def moves(state) -> list[str]:
    """The legal actions but the false call, which is open at every turn (P5's "valse klop")."""
    return [t for t in legal_texts(state) if t != "call call"]


def test_table_and_packs():
    """P1 "Algemene regels": "Alle 52 kaarten van het kaartspel plus de jokers worden gebruikt.
    Er kunnen meer pakjes kaarten tegelijk worden gebruikt."; P5 "Spelomgeving": "alle spelers
    officieel 7 kaarten". 54 cards to five players, 108 from six; seven cards each."""
    rules = pesten()
    assert sum(rules.decks_counts[5]) == 54 and sum(rules.decks_counts[6]) == 108
    for players in (2, 8):
        state, _ = new_round(rules, players, seed=5, dealer=0)
        assert [len(state.hand(s)) for s in range(players)] == [7] * players


def test_matches_by_suit_or_value():
    """P5 "Spelregels kort": a card "met dezelfde 'kleur' (harten, schoppen, ruiten of klaver)
    of met hetzelfde getal of plaatje (bijvoorbeeld een vrouw)". On the queen of hearts: a
    heart, the queen of clubs, and the jack and joker that go on anything."""
    state = position(
        pesten(),
        hands=["hearts:4 clubs:queen clubs:5 spades:jack joker", "clubs:3"],
        top="hearts:queen",
    )
    assert plays(state) == {"hearts:4", "clubs:queen", "spades:jack", "joker"}


def test_drawn_card_may_be_laid_at_once():
    """P6 "De basis": "Kun je geen kaart spelen? Dan moet je een kaart van de stapel pakken. Die
    mag je eventueel meteen ook weer opleggen." A player who can play may not draw (P5)."""
    state = position(
        pesten(), hands=["hearts:4 hearts:5", "clubs:3"], top="spades:9", draw="spades:6"
    )
    assert moves(state) == ["draw"]
    act(state, "draw")
    assert {"play spades:6", "pass"} <= set(legal_texts(state))
    act(state, "play spades:6")
    assert state.turn == 1


def test_reshuffle_keeps_the_top_card():
    """P5 "Spelregels kort": "Als de stapel tijdens het spel leeg raakt, dan wordt de laatste
    afleg kaart behouden en wordt de rest van de gevormde aflegstapel goed geschut"."""
    state = position(
        pesten(),
        hands=["hearts:4 hearts:5", "clubs:3"],
        top="spades:9",
        discard="diamonds:5 diamonds:6",
        rest="none",
    )
    act(state, "draw")
    assert state.rules.card_to_text(state.discard[-1]) == "spades:9" and len(state.discard) == 1


def test_no_start_on_a_pestkaart():
    """P7 "Verloop": "Een spel mag niet begonnen worden met een pestkaart." The first card is
    never one with an effect, nor a jack or joker."""
    rules = pesten()
    for seed in range(40):
        state, _ = new_round(rules, 4, seed=seed, dealer=0)
        assert not rules.rank_special[rules.type_rank[state.discard[-1]]]


def test_two_draws_two_then_the_victim_plays():
    """P6 "Pestkaart": the 2 makes "de speler na jou 2 kaarten moet pakken. Deze speler mag
    vervolgens nog wel een kaart opleggen (ja, echt. Zo hoor je het te spelen)." Ben takes two
    and then lays a heart."""
    state = position(
        pesten(),
        hands=["hearts:2 clubs:9", "hearts:6 spades:3", "clubs:4"],
        top="hearts:9",
        draw="diamonds:3 diamonds:4",
    )
    act(state, "play hearts:2")
    assert (state.phase, state.turn) == (ATTACK, 1)
    act(state, "accept")
    assert (state.phase, state.turn) == (TURN, 1) and len(hand(state, 1)) == 4
    act(state, "play hearts:6")
    assert state.turn == 2


def test_twos_and_jokers_add_up():
    """P4 "De 2" (kaartspeluitleg.nl the same): "Als deze speler ook een twee kan spelen, dan moet
    de volgende speler 4 kaarten pakken"; P7: facing penalty cards one "mag een pestkaart
    opgooien die het aantal te trekken strafkaarten verhoogt". Anna's 2, Ben's joker: Clara
    takes seven."""
    state = position(
        pesten(),
        hands=["hearts:2 clubs:9", "joker spades:3", "clubs:4 clubs:5"],
        top="hearts:9",
    )
    act(state, "play hearts:2")
    act(state, "play joker")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 2, 7)
    act(state, "accept")
    assert len(hand(state, 2)) == 9 and state.turn == 2


def test_seven_sticks():
    """P6 "7 en 8": "Leg je een 7 op? '7 blijft kleven', dus dan mag je nog een kaart opleggen.
    Kan dat niet? Dan moet je een kaart pakken." Anna lays the 7, then a 5; with nothing to lay
    after another 7 she draws."""
    state = position(
        pesten(), hands=["hearts:7 hearts:5 clubs:7 diamonds:3", "clubs:3"], top="hearts:9"
    )
    act(state, "play hearts:7")
    assert state.turn == 0
    act(state, "play hearts:5")
    assert state.turn == 1
    state = position(pesten(), hands=["hearts:7 clubs:3 clubs:4", "spades:3"], top="hearts:9")
    act(state, "play hearts:7")
    assert state.turn == 0 and moves(state) == ["draw"]


def test_eight_waits():
    """P6 "7 en 8": "Ook '8 wacht' is een officiële regel. De eerstvolgende speler moet een beurt
    overslaan wanneer er een 8 opgelegd wordt." Ben misses his turn; Clara plays."""
    state = position(
        pesten(), hands=["hearts:8 clubs:9", "hearts:3 hearts:4", "clubs:4 clubs:5"], top="hearts:9"
    )
    act(state, "play hearts:8")
    assert state.turn == 2


def test_jack_names_the_suit_on_anything():
    """P6 "Boer, Aas en Heer": "De boer zorgt er [...] voor dat je mag beslissen wat de kleur van
    de volgende kaart moet zijn"; P7: "Een joker of boer mag altijd worden opgegooid". The jack
    of clubs on the 9 of hearts names spades."""
    state = position(pesten(), hands=["clubs:jack clubs:9", "spades:4"], top="hearts:9")
    act(state, "play clubs:jack colour=spades")
    assert colour(state) == "spades" and state.turn == 1


def test_ace_reverses():
    """P6 "Boer, Aas en Heer": "Leg je een aas op? Dan draait de beurt om." Anna's ace: Dora,
    not Ben, plays next."""
    state = position(
        pesten(),
        hands=["hearts:ace clubs:9", "hearts:3", "hearts:4", "hearts:5"],
        top="hearts:9",
    )
    act(state, "play hearts:ace")
    assert state.turn == 3 and state.direction == -1


def test_ace_with_two_plays_again():
    """P4 "Aas": "Bij twee spelers heeft de Aas dezelfde functie als de 7: de speler mag nog een
    kaart opleggen als hij dat kan." Two players: Anna plays on after her ace."""
    state = position(pesten(), hands=["hearts:ace hearts:5 clubs:9", "spades:3"], top="hearts:9")
    act(state, "play hearts:ace")
    assert state.turn == 0


def test_king_plays_again():
    """P6 "Boer, Aas en Heer": "Heb je een heer in je handen? Wanneer je deze oplegt, mag je
    daarna nog een kaart opleggen ('Heer nog een keer')." """
    state = position(
        pesten(), hands=["hearts:king hearts:5 clubs:9", "spades:3", "clubs:3"], top="hearts:9"
    )
    act(state, "play hearts:king")
    assert state.turn == 0
    act(state, "play hearts:5")
    assert state.turn == 1


def test_joker_draws_five_then_anything():
    """P6: "Leg je een joker op, dan moet de speler na jou 5 kaarten pakken"; P3 "Een joker mag
    op alle kaarten gegooid worden"; P7 "Wanneer de laatste kaart op de aflegstapel een joker is
    en alle strafkaarten getrokken zijn, mag iedere kaart worden opgegooid." Ben takes five,
    then lays any card he likes."""
    state = position(
        pesten(),
        hands=["joker clubs:9", "diamonds:3 spades:4", "clubs:4"],
        top="hearts:9",
    )
    act(state, "play joker")
    assert (state.phase, state.turn, state.pend) == (ATTACK, 1, 5)
    act(state, "accept")
    assert state.turn == 1 and len(hand(state, 1)) == 7
    assert {"diamonds:3", "spades:4"} <= plays(state)


def test_last_card_forgotten_costs_two():
    """P5 "Spelregels kort": "Als een speler is aangekomen bij de laatste kaart, dan moet dat
    verplicht gemeld worden door te kloppen of 'laatste kaart!' te roepen. Doe je dit niet dan
    krijg je 2 strafkaarten." Anna keeps one card without the call: when Ben acts she draws two."""
    state = position(pesten(), hands=["hearts:4 clubs:9", "hearts:3 spades:3"], top="hearts:9")
    assert "play hearts:4 call" in legal_texts(state)
    act(state, "play hearts:4")
    events = act(state, "play hearts:3")
    assert ("penalty", 0, 2) in only(state.rules, events, "penalty")
    assert len(hand(state, 0)) == 3


def test_false_call_costs_two():
    """P5 "Spelregels kort": "Ook als je het nep doet (valse klop) krijg je 2 strafkaarten."
    Anna, with three cards, knocks: she draws two and her turn goes on."""
    state = position(pesten(), hands=["hearts:4 clubs:9 clubs:8", "spades:3"], top="hearts:9")
    assert "call call" in legal_texts(state)
    act(state, "call call")
    assert len(hand(state, 0)) == 5 and state.turn == 0


def test_no_going_out_on_a_pestkaart():
    """P5 "Spelregels kort": "Je kunt echter alleen maar uit gaan door het spelen van een normale
    kaart als laatste en niet met een pestkaart." Anna's last card, the 8 of hearts, may not be
    laid: she draws."""
    state = position(pesten(), hands=["hearts:8", "spades:3"], top="hearts:9")
    assert moves(state) == ["draw"]


def test_first_out_wins():
    """P5 "Spelregels kort": "Als je al je kaarten hebt weggespeeld ben je 'uit gegaan' en ben je
    winnaar." Anna lays a plain last card and wins the round."""
    state = position(pesten(), hands=["hearts:4", "spades:3 spades:4"], top="hearts:9")
    events = act(state, "play hearts:4")
    assert state.over and only(state.rules, events, "round_end")[0][1] == 0


# -- house rules ---------------------------------------------------------------------------------
def test_house_rule_going_out_on_a_pestkaart_costs_five():
    """D-126, P4 (spelenboek.nl, "Basisregels"): "Wanneer de speler wel met een pestkaart eindigt
    moet die persoon 5 kaarten van de trekstapel pakken." Anna lays her last card, an 8: she
    draws five and nobody has won."""
    state = position(
        pesten(rules__going_out__consequence="penalty"),
        hands=["hearts:8", "spades:3", "clubs:3"],
        top="hearts:9",
    )
    events = act(state, "play hearts:8")
    assert ("penalty", 0, 5) in only(state.rules, events, "penalty")
    assert not state.over and len(hand(state, 0)) == 5


def test_house_rule_drawn_card_waits_a_turn():
    """D-128, P3 (spelinfo.be, "Algemene regels Pesten"): "Als de getrokken kaart wel gespeeld
    kan worden, kan hij deze kaart niet afleggen tijdens dezelfde beurt." """
    state = position(
        pesten(rules__drawn_card="keep"),
        hands=["hearts:4 hearts:5", "clubs:3"],
        top="spades:9",
        draw="spades:6",
    )
    act(state, "draw")
    assert state.turn == 1 and "spades:6" in hand(state, 0)


def test_house_rule_ten_shows_the_next_hand():
    """D-129, P3 (spelinfo.be, "Speciale kaarten"): "Een 10: degene na de speler die deze kaart
    speelt, moet zijn kaarten aan de andere spelers laten zien." """
    state = position(
        pesten(ranks__10__effects=[{"show_hand": {"who": "next"}}]),
        hands=["hearts:10 clubs:9", "spades:3 spades:4", "clubs:3"],
        top="hearts:9",
    )
    events = act(state, "play hearts:10")
    assert [e[1] for e in only(state.rules, events, "reveal")] == [1]
