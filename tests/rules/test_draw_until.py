"""Drawing variants (docs/research/world-rules.md section 7, tests 11.7.1 and 11.7.3): a turn's
draw takes one card after another until one fits (`rules.draw.until: fits`, classic's house rule
D-50), or at most `count`; a drawn card that fits must be played (`rules.drawn_card: must_play`,
D-51)."""

from __future__ import annotations

from game.engine import legal_actions
from game.engine.notation import position
from game.engine.state import AFTER_DRAW, TURN
from tests.helpers import act, legal_texts, load
from tests.rules.scenario import hand, only


def classic(**more):
    return load("classic", **more)


def stuck(rules, draw: str, **kw):
    """Anna (0) holds no club, no 9 and no Jack on clubs:9; `draw` is the pile from its top."""
    return position(
        rules,
        hands=["hearts:ace diamonds:queen", "spades:10 spades:king", "hearts:king hearts:queen"],
        top="clubs:9",
        draw=draw,
        **kw,
    )


def test_draw_until_a_card_fits_then_play_it():
    """Crazy Eights (CE1, "How to play crazy eights the card game",
    https://webcasty.com/2013/how-to-play-crazy-eights-the-card-game/): "you must draw from the
    stockpile until you come to a card you can play." Top clubs:9; the pile hearts:10,
    diamonds:king, clubs:queen: Anna draws all three in one turn and may play the queen."""
    state = stuck(classic(rules__draw__until="fits"), "hearts:10 diamonds:king clubs:queen")
    events = act(state, "draw")
    assert only(state.rules, events, "draw") == [
        ("draw", 0, "hearts:10"),
        ("draw", 0, "diamonds:king"),
        ("draw", 0, "clubs:queen"),
    ]
    assert (state.phase, state.turn) == (AFTER_DRAW, 0)
    assert legal_texts(state) == ["pass", "play clubs:queen"]  # classic: may_play
    act(state, "play clubs:queen")
    assert state.turn == 1


def test_draw_until_fits_stops_at_the_first_card_that_fits():
    """CE2 (Board Game Arena, "Gamehelpcrazyeights"): the player "draws cards from the stock pile
    until a play can be made": a card that fits first stops the drawing."""
    state = stuck(classic(rules__draw__until="fits"), "clubs:10 hearts:7")
    events = act(state, "draw")
    assert only(state.rules, events, "draw") == [("draw", 0, "clubs:10")]


def test_draw_until_fits_passes_when_the_stock_runs_out():
    """CE2 (Board Game Arena, "Gamehelpcrazyeights"): "or until the stock pile is exhausted. If
    the player cannot play when the stock pile is exhausted, that player must pass". Every
    other card is out of play here (rest="none"): the two left do not fit, nothing to
    reshuffle, the turn passes."""
    state = stuck(classic(rules__draw__until="fits"), "hearts:10 diamonds:king", rest="none")
    events = act(state, "draw")
    assert len(only(state.rules, events, "draw")) == 2
    assert (state.phase, state.turn) == (TURN, 1)
    assert "diamonds:king" in hand(state, 0)


def test_draw_up_to_a_count():
    """Draw up to three, then pass: no stored source (pagat's "draw up to three" is not in the
    store); the setting `until: count` with `count: 3`."""
    rules = classic(rules__draw__until="count", rules__draw__count=3)
    state = stuck(rules, "hearts:10 diamonds:king diamonds:10 clubs:queen")
    events = act(state, "draw")
    assert len(only(state.rules, events, "draw")) == 3
    assert (state.phase, state.turn) == (AFTER_DRAW, 0)  # may_play asks, fitting or not
    assert legal_texts(state) == ["pass"]  # diamonds:10 does not fit


def test_a_drawn_card_that_fits_must_be_played():
    """Crazy Eights (CE3, "Crazy Eights – Basic Play",
    liquisearch.com): "when he draws a card he is able to play
    he must play it." Tschau Sepp (T4, "Tschau Sepp", jassen.ch): "muss diese sofort hingelegt werden" [must be laid at
    once]. Anna draws clubs:7 on clubs:9: its play is her only action, no pass."""
    state = stuck(classic(rules__drawn_card="must_play"), "clubs:7")
    act(state, "draw")
    assert state.phase == AFTER_DRAW
    assert legal_texts(state) == ["play clubs:7"]


def test_a_drawn_card_that_does_not_fit_is_kept_and_the_turn_ends():
    """CE3 and T4: only a card that fits must be laid; a drawn hearts:10 is kept and the turn
    ends without a choice."""
    state = stuck(classic(rules__drawn_card="must_play"), "hearts:10")
    act(state, "draw")
    assert (state.phase, state.turn) == (TURN, 1)
    assert "hearts:10" in hand(state, 0)


def test_the_drawn_card_may_not_be_played_this_turn_is_keep():
    """Pesten (P3, spelinfo.be "kaart-spellen"): "Als de getrokken kaart wel gespeeld kan worden, kan hij deze
    kaart niet afleggen tijdens dezelfde beurt" [a drawn card that could be played may not be
    laid in the same turn]: that is `drawn_card: keep`, the setting's default."""
    state = stuck(classic(rules__drawn_card="keep"), "clubs:7")
    act(state, "draw")
    assert (state.phase, state.turn) == (TURN, 1)
    assert legal_actions(state, 0) == ()


def test_draw_until_fits_with_must_play_plays_the_card_it_stops_at():
    """CE1 with CE3: draw until a card fits, and that card must be played."""
    rules = classic(rules__draw__until="fits", rules__drawn_card="must_play")
    state = stuck(rules, "hearts:10 clubs:queen")
    act(state, "draw")
    assert legal_texts(state) == ["play clubs:queen"]
