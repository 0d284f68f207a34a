"""Skip variants (docs/research/world-rules.md section 6, tests 11.6.1-3): what a skip stacked
on a skip attack does (`skip.stacked`, abacus's house rule D-53 on its Skip): one more player
is skipped (more_players, the default), the one player who takes the skips waits that many
turns (one_waits), or the one skip passes on (passes_on)."""

from __future__ import annotations

from game.engine import events as EV
from game.engine.notation import position
from game.engine.state import ATTACK, TURN
from tests.helpers import act, load
from tests.rules.scenario import only

SKIP = "ranks__skip__effects__0__skip__stacked"


def four(stacked: str):
    """Abacus at four: Anna (0) holds a red Skip, Ben (1) a blue Skip, nobody a 0."""
    rules = load("abacus", **{SKIP: stacked})
    return position(
        rules,
        hands=[
            "red:skip blue:5 red:3",
            "blue:skip blue:1 blue:3",
            "green:1 green:3",
            "blue:4 red:4",
        ],
        top="red:5",
    )


def test_one_player_waits_two_turns():
    """Makao (H7, "Card game 'Makao'", pokeriomokykla.com): "If a four is placed, the next player must skip their turn
    unless they also have a four. In that case, the next player skips two turns." Switch (S5, "Jacks,
    Twos and Eights", liquisearch.com): "must then miss a number of goes (determined by the number of 8s laid)". Anna plays
    a Skip, Ben answers with one: Clara sits out twice; Dora, Anna, Ben play in between."""
    state = four("one_waits")
    act(state, "play red:skip")
    act(state, "play blue:skip")
    assert (state.phase, state.turn) == (ATTACK, 2)
    events = act(state, "accept")
    assert ("waits", 2, 1) in only(state.rules, events, "waits")
    assert state.turn == 3 and state.waits == (0, 0, 1, 0)
    act(state, "play blue:4")  # Dora
    act(state, "play blue:5")  # Anna
    events = act(state, "play blue:1")  # Ben; Clara's second missed turn
    assert only(state.rules, events, "skipped") == [("skipped", 2, None)]
    assert (state.turn, state.waits) == (3, ())


def test_more_players_is_todays_model():
    """Last Card (L2, wikiilm.com "Last Card", optional rules): "Stacking Skips: Two 10s in a row = skip 2 players". The
    same plays skip Clara and Dora once each; Anna plays next."""
    state = four("more_players")
    act(state, "play red:skip")
    act(state, "play blue:skip")
    act(state, "accept")  # Clara
    assert state.turn == 3
    act(state, "accept")  # Dora
    assert (state.phase, state.turn, state.waits) == (TURN, 0, ())


def test_an_answered_skip_passes_one_skip_on():
    """Makao, computer version (M5, sockscap64.com "Makao"): "if the next player manages to place a card with the same
    value, or a joker, the penalties are passed onto the player after him." Ben answers: Clara
    alone skips once, Dora plays next."""
    state = four("passes_on")
    act(state, "play red:skip")
    events = act(state, "play blue:skip")
    assert only(state.rules, events, "attack") == [("attack", 2, ("skip", 1))]
    act(state, "accept")
    assert (state.phase, state.turn) == (TURN, 3)


def test_skipped_players_draw_nothing():
    """Tschau Sepp (T4, jassen.ch "Tschau Sepp", "Acht"): "setzt der nächste Spieler einmal aus. Er muss aber keine
    Karte vom Stock aufnehmen" [sits out once, but need not draw]. Clara's hand is unchanged
    after sitting out twice."""
    state = four("one_waits")
    act(state, "play red:skip")
    act(state, "play blue:skip")
    events = act(state, "accept")
    assert state.sizes[2] == 2
    assert not [e for e in events if e[0] == EV.DRAW]
