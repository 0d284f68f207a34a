"""Tschau Sepp (rulesets/library/tschau_sepp.yaml): each rule of its Swiss sources as written.

Sources, as labelled in docs/research/world-rules.md section 0: T1 "Tschau Sepp" (jasswelt.ch),
T4 "Tschau Sepp" (jassen.ch), T5 "PDF-Format - Tschau Sepp!" (a rules leaflet), T6 "Tschau Sepp
(36 + 4 Karten)" (waspika.ch); and T7 "«Tschau Sepp» und «Patience»" (Anzeiger von Saanen,
22.12.2020), which the ruleset's header adds for the calls.
"""

from __future__ import annotations

from game.engine import new_round
from game.engine.notation import position
from game.engine.state import ATTACK
from tests.helpers import act, colour, legal_texts, load
from tests.rules.scenario import hand, only


def sepp(**overrides):
    return load("tschau_sepp", **overrides)


def plays(state) -> set[str]:
    return {t.split()[1] for t in legal_texts(state) if t.startswith("play")}


def test_table_and_packs():
    """T5 "Karten austeilen": "Jeder Spieler erhält 5 Karten [...] Bei mehr als 4 Spielern werden
    2 Kartenspiele verwendet." 36 cards for four, 72 for five; five cards each."""
    rules = sepp()
    assert sum(rules.decks_counts[4]) == 36 and sum(rules.decks_counts[5]) == 72
    for players in (2, 8):
        state, _ = new_round(rules, players, seed=2, dealer=0)
        assert [len(state.hand(s)) for s in range(players)] == [5] * players


def test_right_of_the_dealer_begins_counterclockwise():
    """T5 "Karten ablegen und aufnehmen": "Der Spieler rechts vom Spieler, der die Karten
    ausgeteilt hat beginnt. [...] Es wird im Gegenuhrzeigersinn gespielt." With seat 0 dealing
    at four, seat 3 (on the dealer's right) begins, and play runs counterclockwise."""
    rules = sepp()
    for seed in range(10):
        state, _ = new_round(rules, 4, seed=seed, dealer=0)
        assert (state.direction, state.starter) == (-1, 3)


def test_cover_by_suit_picture_or_under():
    """T4: a card covers "mit der gleichen Farbe", "mit dem gleichen Bild" or "Es ist ein Bauer";
    T2's example: on the king of roses any rose, a king of another suit or an Under."""
    state = position(
        sepp(),
        hands=["roses:6 bells:king acorns:under shields:9", "bells:6"],
        top="roses:king",
    )
    assert plays(state) == {"roses:6", "bells:king", "acorns:under"}


def test_drawn_card_that_fits_must_be_laid():
    """T4: "Sollte es sich bei der aufgenommenen Karte um eine solche handeln, die eine der
    Kriterien zum Decken erfüllt, muss diese sofort hingelegt werden." Anna draws the 9 of roses
    onto the 6 of roses: she must lay it, no pass is offered."""
    state = position(sepp(), hands=["bells:7 bells:9", "acorns:6"], top="roses:6", draw="roses:9")
    assert legal_texts(state) == ["draw"]
    act(state, "draw")
    assert legal_texts(state) == ["play roses:9"]


def test_under_names_the_suit_on_anything():
    """T4 "Bauer": "Legt man einen Bauer, kann man die momentan gültige Farbe beliebig
    wechseln." The Under of bells on the 6 of roses names acorns."""
    state = position(sepp(), hands=["bells:under bells:9", "acorns:6"], top="roses:6")
    act(state, "play bells:under colour=acorns")
    assert colour(state) == "acorns"


def test_seven_draws_two_and_sevens_add_up():
    """T4 "Sieben": "Legt man eine Sieben, muss der folgende Spieler zwei Karten aufnehmen."; T7:
    "wenn die 7 mit einer 7 abgedeckt werden kann, muss die folgende Person vier Karten
    aufnehmen." Anna's 7, Ben's 7: Clara takes four."""
    state = position(
        sepp(),
        hands=["roses:7 roses:9", "bells:7 bells:9", "acorns:6 acorns:8", "shields:6"],
        top="roses:6",
    )
    act(state, "play roses:7")
    assert (state.phase, state.pend) == (ATTACK, 2)
    act(state, "play bells:7")
    assert (state.phase, state.pend) == (ATTACK, 4)
    victim = state.turn
    act(state, "accept")
    assert len(hand(state, victim)) == 6 and state.turn != victim


def test_eight_skips_without_drawing():
    """T4 "Acht": "Wird eine Acht gelegt, setzt der nächste Spieler einmal aus. Er muss aber keine
    Karte vom Stock aufnehmen." Ben sits out with his two cards; Clara plays."""
    state = position(
        sepp(),
        hands=["roses:8 roses:9", "bells:6 bells:9", "roses:6 acorns:8"],
        top="roses:7",
    )
    act(state, "play roses:8")
    assert state.turn == 2 and len(hand(state, 1)) == 2


def test_start_under_lets_the_dealer_name_the_suit():
    """T1 "Ablauf": "Kehrt der Spielgeber als erste Karte einen Under/Buben, darf er die ihm auf
    Grund seiner Karten vorteilhafteste Farbe bestimmen." A deal whose start card is an Under
    asks the dealer to name the suit before the first player plays."""
    rules = sepp()
    for seed in range(300):
        state, _ = new_round(rules, 3, seed=seed, dealer=1)
        top = rules.card_to_text(state.discard[-1])
        if top.endswith(":under"):
            assert state.turn == 1
            opens = legal_texts(state)
            assert opens and all(t.startswith("open") for t in opens)
            act(state, opens[0])
            assert state.turn == 0  # the dealer's right-hand neighbour, counterclockwise
            return
    raise AssertionError("no deal in 300 turned an Under up")


def test_reshuffle_keeps_the_top_card():
    """T5 "Der Stock": "In diesem Fall werden die Karten des Ablagestapels mit Ausnahme der
    obersten Karte genommen, gemischt und als neuer Stock verwendet." """
    state = position(
        sepp(),
        hands=["bells:7 bells:9", "acorns:6"],
        top="roses:6",
        discard="shields:8 shields:9",
        rest="none",
    )
    act(state, "draw")
    assert state.rules.card_to_text(state.discard[-1]) == "roses:6" and len(state.discard) == 1


def test_tschau_forgotten_costs_two():
    """T7: "Beim Ablegen der vorletzten Karte muss «Tschau» [...] gesagt werden. Wenn man
    «Tschau» vergisst, muss man zwei Karten aufnehmen." Anna keeps one card without the call."""
    state = position(
        sepp(), hands=["roses:9 bells:9", "roses:6 acorns:7", "shields:6"], top="roses:7"
    )
    assert "play roses:9 call" in legal_texts(state)
    act(state, "play roses:9")
    events = act(state, "play roses:6")  # Ben acts: Anna's window closes
    assert ("penalty", 0, 2) in only(state.rules, events, "penalty")


def test_sepp_forgotten_costs_four_and_play_goes_on():
    """T7: "beim Ablegen der letzten Karte «Sepp» [...] Und wenn man «Sepp» vergisst, muss man
    vier Karten aufnehmen, und das Spiel geht weiter." Anna lays her last card without "Sepp":
    she draws four and nobody is out."""
    state = position(sepp(), hands=["roses:9", "roses:6 acorns:7", "shields:6"], top="roses:7")
    assert "play roses:9 call" in legal_texts(state)
    act(state, "play roses:9")
    events = act(state, "play roses:6")  # Ben acts: Anna's window closes
    assert ("penalty", 0, 4) in only(state.rules, events, "penalty")
    assert len(hand(state, 0)) == 4 and not state.over


def test_first_out_wins_and_play_goes_on():
    """T4: "Jeder Spieler der „Tschau Sepp" sagen kann scheidet aus."; T5 "Das Ziel der
    Spielrunde": "Gewinner der Spielrunde ist, wer als erster alle seine Karten auf den
    Ablagestapel ablegen kann." Anna goes out with "Sepp": the round goes on for the others
    and she has won it once it ends."""
    state = position(
        sepp(), hands=["roses:9", "acorns:6 acorns:7", "roses:6 shields:7"], top="roses:7"
    )
    events = act(state, "play roses:9 call")
    assert ("went_out", 0, 1) in only(state.rules, events, "went_out")
    assert not state.over
    while not state.over:
        act(state, legal_texts(state)[0])
    assert state.result is not None and state.result.winner == 0


# -- house rules ---------------------------------------------------------------------------------
def test_house_rule_eight_lays_another_card():
    """D-131, T1 (jasswelt.ch, "Ausnahmen beim Ablauf"): "Legt ein Spieler einen Achter, muss er
    eine weitere Karte ablegen. Hat er keine [...], muss er eine Karte aufnehmen." """
    state = position(
        sepp(ranks__8__effects=["play_again"]),
        hands=["roses:8 roses:9 bells:6", "acorns:6 acorns:9"],
        top="roses:7",
    )
    act(state, "play roses:8")
    assert state.turn == 0
    act(state, "play roses:9")
    assert state.turn == 1


def test_house_rule_ace_turns_the_direction():
    """D-132, T1 (jasswelt.ch, "Ausnahmen beim Ablauf"): "Legt ein Spieler ein Ass, geht das Spiel
    im Uhrzeigersinn weiter". Anna's ace: the player on her other side plays next."""
    state = position(
        sepp(ranks__ace__effects=["reverse"]),
        hands=["roses:ace roses:9", "acorns:6", "acorns:7", "acorns:8"],
        top="roses:7",
    )
    act(state, "play roses:ace")
    assert state.turn == 3 and state.direction == -1


def test_house_rule_points_to_two_hundred():
    """D-134, T5 ("Das Ziel der Partie", variant B): "Jene, die bei Ende der Runde noch Karten auf
    der Hand haben, bekommen Punkte belastet. Es werden so viele Runden gespielt, bis ein Spieler
    200 Punkte oder mehr erreicht. Gewinner der Partie ist, wer am Ende die wenigsten Punkte
    hat." """
    rules = sepp(scoring__mode="points", match__end="points_limit")
    assert (rules.points_limit, rules.match_winner) == (200, "lowest_total")
    state = position(rules, hands=["roses:9", "acorns:under bells:ace"], top="roses:7")
    events = act(state, "play roses:9 call")
    assert only(rules, events, "round_end") == [("round_end", 0, (0, 2 + 11))]
