"""The preview's figures, worked out in this process: known rulesets and made-up rounds."""

from __future__ import annotations

import pytest

from game.engine.rules import compile_rules
from game.i18n import LANGUAGES, set_language
from game.ruleset import find_ruleset, load_document
from game.ruleset.problem import localized
from game.sim import preview
from game.sim.preview_figures import Histogram, figures, percent, percentile, wilson
from game.sim.preview_play import (
    BLOCKED,
    ERROR,
    NOT_ENDING,
    WON,
    RoundRecord,
    play_inline,
    special_ranks,
)
from tests.sim.preview_rulesets import BLOCKED as BLOCKED_TEXT
from tests.sim.preview_rulesets import NEVER_ENDS, STOPS, document


def test_a_ruleset_whose_rounds_are_known():
    rules = compile_rules(document(STOPS))
    found = figures(rules, 2, play_inline(rules, 2, 3, range(12)), 12)
    assert (found.rounds, found.ended, found.blocked, found.not_ending, found.failed) == (
        12,
        12,
        0,
        0,
        0,
    )
    assert (found.turns.median, found.turns.p90, found.turns.mean) == (2, 2, 2)
    assert (found.drawn.median, found.drawn.mean) == (0, 0)
    seat = found.first_seat
    assert (seat.wins, seat.rounds, seat.share, seat.fair, seat.advantage) == (12, 12, 1, 0.5, 0.5)
    assert seat.low == pytest.approx(12 / (12 + 1.959964**2)) and seat.high == 1.0
    ((stop,),) = [found.specials]
    assert (stop.rank, stop.plays, stop.per_round) == ("stop", 24, 2.0)
    assert stop.name == {"en": "Stop", "de": "Stopp", "sv": "Stopp"}
    assert found.turns_histogram.counts[0] == 12 and sum(found.turns_histogram.counts) == 12
    assert found.drawn_histogram.counts[0] == 12
    assert found.warnings == () and found.sentences() == []


def test_rounds_that_end_blocked_are_counted_and_said():
    rules = compile_rules(document(BLOCKED_TEXT))
    found = figures(rules, 2, play_inline(rules, 2, 1, range(10)), 10)
    assert (found.blocked, found.blocked_share, found.not_ending) == (10, 1.0, 0)
    assert found.drawn.mean == 0 and found.turns.median == 3  # both pass, the third is blocked
    assert found.first_seat.rounds == 10  # the lowest hand wins a blocked round (D-7)
    assert found.specials == ()
    assert [w.key for w in found.warnings] == ["preview.blocked"]
    assert found.sentences() == [
        "100% of the rounds (10 of 10) end blocked: nobody can play or draw."
    ]


def test_a_round_past_the_cap_counts_as_not_ending():
    rules = compile_rules(document(NEVER_ENDS))
    (record,) = play_inline(rules, 4, 5, [0])
    assert record.outcome == NOT_ENDING and record.decisions == preview.CAP == 2000
    found = figures(rules, 4, [record], 1)
    assert found.not_ending_share == 1.0 and found.turns.median is None
    assert found.first_seat.share is None and found.ended == 0
    (warning,) = found.warnings
    assert warning.key == "preview.no_end"
    assert str(warning).startswith("100% of the rounds (1 of 1) do not end: after 2000 moves")


def _record(index, outcome=WON, turns=10, drawn=3, winner=0, starter=0, plays=(1,)):
    return RoundRecord(index, outcome, turns, turns, drawn, winner, starter, plays)


def test_shares_spreads_and_the_first_seat_from_made_up_rounds():
    rules = compile_rules(load_document(find_ruleset("classic")))
    specials = special_ranks(rules)
    plays = tuple(range(len(specials)))
    records = [
        _record(k, turns=10 * k, drawn=k, winner=k % 2, starter=0, plays=plays) for k in range(6)
    ]
    records += [_record(6, BLOCKED, turns=300, drawn=200, winner=-1, plays=plays)]
    records += [_record(7 + k, NOT_ENDING, turns=900, plays=plays) for k in range(3)]
    records += [RoundRecord(10, ERROR, 4, 4, 0, -1, 0, plays, "KeyError: x (round 10)")]
    found = figures(rules, 4, list(reversed(records)), 11)
    assert (found.rounds, found.ended, found.blocked, found.not_ending, found.failed) == (
        11,
        7,
        1,
        3,
        1,
    )
    assert found.not_ending_share == pytest.approx(3 / 11)
    assert found.turns.median == 30 and found.turns.p90 == pytest.approx(50 + 0.4 * 250)
    assert found.turns_histogram.counts[-1] == 1  # 300 turns: the last, open bin
    assert found.drawn_histogram.counts[:2] == (5, 1) and found.drawn_histogram.counts[-1] == 1
    assert (found.first_seat.wins, found.first_seat.rounds) == (3, 6)  # blocked: no winner
    assert [s.plays for s in found.specials] == [7 * k for k in plays]
    keys = [w.key for w in found.warnings]
    assert keys == ["preview.no_end", "preview.failed"]
    assert found.errors == ("KeyError: x (round 10)",)
    assert "27% of the rounds (3 of 11) do not end" in found.sentences()[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sentences_exist_in_every_language(language):
    rules = compile_rules(document(NEVER_ENDS))
    records = [_record(0, NOT_ENDING, plays=()), _record(1, BLOCKED, winner=-1, plays=())]
    found = figures(rules, 4, records, 300)
    set_language(language)
    try:
        texts = [w.render(localized) for w in found.warnings]
    finally:
        set_language("en")
    assert len(texts) == 3 and all("{" not in t for t in texts)
    assert "50" in texts[0] and "2000" in texts[0] and "2" in texts[1]


def test_histogram_percentile_interval_and_percent():
    histogram = Histogram.of([0, 9, 10, 199, 200, 5000], 10, 20)
    assert histogram.counts[:2] == (2, 1) and histogram.counts[19:] == (1, 2)
    assert histogram.labels()[0] == "0-9" and histogram.labels()[-1] == "200+"
    assert percentile([1, 2, 3, 4], 0.5) == 2.5 and percentile([7], 0.9) == 7
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert [percent(0, 9), percent(1, 1000), percent(999, 1000), percent(5, 5)] == [0, 1, 99, 100]


def test_an_error_in_a_round_is_recorded_with_its_round_and_seed(monkeypatch):
    from game.sim import preview_play

    rules = compile_rules(load_document(find_ruleset("classic")))
    real, calls = preview_play.step, []

    def flaky(state, bots, rngs, table_rng):
        calls.append(1)
        if len(calls) == 3:
            raise KeyError("boom")
        return real(state, bots, rngs, table_rng)

    monkeypatch.setattr(preview_play, "step", flaky)
    (record,) = play_inline(rules, 4, 1, [7])
    assert (record.number, record.outcome, record.decisions) == (7, ERROR, 2)
    assert record.error.startswith("KeyError: 'boom' (round 7, seed ")
    found = figures(rules, 4, [record], 1)
    assert found.failed == 1 and found.errors == (record.error,)
    assert [w.key for w in found.warnings] == ["preview.failed"]
