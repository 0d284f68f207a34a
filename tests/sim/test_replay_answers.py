"""The strict replay's second reading of issue 37's drawing variants, waiting turns and answers
to an attack (game/sim/replay_answers.py): it accepts what the rules allow and names what they
do not, from the ruleset document alone."""

from __future__ import annotations

import pytest

from game.ruleset import load_document, locate
from game.sim.replay_answers import DrawChecker, WaitChecker
from game.sim.replay_match import MatchProblem, TraceRules, check_answer


def rules(name: str, **overrides) -> TraceRules:
    paths = {key.replace("__", "."): value for key, value in overrides.items()}
    return TraceRules(load_document(locate(name).path, paths or None))


def test_a_draw_until_it_fits_stops_at_the_first_card_that_fits():
    checker = DrawChecker(rules("classic", rules__draw__until="fits"))
    checker.action(0, "draw", None)
    checker.turn_draw("hearts:10", "clubs:9", "clubs")
    checker.turn_draw("clubs:queen", "clubs:9", "clubs")  # fits: the drawing stops here
    with pytest.raises(MatchProblem, match="draw stops at a card that fits"):
        checker.turn_draw("hearts:7", "clubs:9", "clubs")


def test_one_card_a_draw_by_default():
    checker = DrawChecker(rules("classic"))
    checker.action(0, "draw", None)
    checker.turn_draw("hearts:10", "clubs:9", "clubs")
    with pytest.raises(MatchProblem, match="2 cards in one turn's draw"):
        checker.turn_draw("hearts:king", "clubs:9", "clubs")


def test_a_drawn_card_that_fits_must_be_played():
    checker = DrawChecker(rules("classic", rules__drawn_card="must_play"))
    checker.action(0, "draw", None)
    checker.turn_draw("clubs:7", "clubs:9", "clubs")
    with pytest.raises(MatchProblem, match="must be played"):
        checker.action(0, "pass", None)
    checker = DrawChecker(rules("classic", rules__drawn_card="must_play"))
    checker.action(0, "draw", None)
    checker.turn_draw("clubs:7", "clubs:9", "clubs")
    checker.action(0, "play", "clubs:7")  # as the rule says


def test_answers_are_judged_by_the_card_and_the_attack():
    returned = rules("noris", ranks__draw2__effects__0__draw__returned_by=["reverse"])
    attack = ("draw", {"count": 2, "returned_by": ["reverse"]}, "red")
    check_answer(returned, "red:reverse", attack, "attack_returned")
    with pytest.raises(MatchProblem):
        check_answer(returned, "blue:reverse", attack, "attack_returned")  # not its colour
    cancel = rules("noris", ranks__wild__effects=[{"cancel_attack": {"attacks": ["draw"]}}])
    check_answer(cancel, "wild", ("draw", {"count": 2}, "red"), "attack_cancelled")
    with pytest.raises(MatchProblem):
        check_answer(cancel, "wild", ("skip", {"count": 1}, "red"), "attack_cancelled")
    with pytest.raises(MatchProblem):
        check_answer(cancel, "wild", ("draw", {"count": 2}, "red"), "attack_passed_on")


def test_waiting_turns_follow_one_waits_skips():
    waits = WaitChecker(4)
    one_waits = ("skip", {"count": 1, "stacked": "one_waits"}, "red")
    waits.owe(3, 2, one_waits, 3)
    with pytest.raises(MatchProblem, match="turns to wait"):
        waits.turn(3)
    waits.skipped(3)
    waits.skipped(3)
    waits.turn(3)
    with pytest.raises(MatchProblem, match="not stacked one_waits"):
        waits.owe(1, 1, ("skip", {"count": 1}, "red"), 2)


def test_a_draw_until_it_fits_does_not_turn_the_pile_over_midway():
    """CE2 (Board Game Arena, "Gamehelpcrazyeights"): "until a play can be made, or until the
    stock pile is exhausted": the pile is not turned over to draw on."""
    checker = DrawChecker(rules("classic", rules__draw__until="fits"))
    checker.action(0, "draw", None)
    checker.turn_draw("hearts:10", "clubs:9", "clubs")
    checker.reshuffled()
    with pytest.raises(MatchProblem, match="pile ran out"):
        checker.turn_draw("hearts:king", "clubs:9", "clubs")
