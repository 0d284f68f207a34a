"""The preview in its worker processes: the same figures for any number of workers, progress,
cancel, a ruleset whose rounds do not end, and the figures the pool keeps."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import pytest

from game.engine.rules import compile_rules
from game.ruleset import find_ruleset, load_document
from game.sim import preview
from game.sim.preview import PreviewPool
from game.sim.preview_figures import figures
from game.sim.preview_play import play_inline
from tests.helpers import PATIENCE
from tests.sim.preview_rulesets import NEVER_ENDS, document


@pytest.fixture(scope="module")
def pool():
    with PreviewPool(2) as shared:
        shared.warm_up()
        yield shared


def _doc(name, **overrides):
    return load_document(find_ruleset(name), overrides or None)


def _figures_only(result):
    """The result without what depends on the machine: the seconds and the workers."""
    out = result.to_json()
    del out["seconds"], out["workers"]
    return out


def test_the_same_figures_with_one_worker_two_and_none(pool):
    noris, classic = _doc("noris"), _doc("classic")
    two = pool.start(noris, against=classic, players=3, rounds=60, seed=11)
    assert two.wait(PATIENCE).status == "done"
    with PreviewPool(1) as single:
        one = single.start(noris, against=classic, players=3, rounds=60, seed=11)
        assert one.wait(PATIENCE).status == "done"
    assert _figures_only(one.result()) == _figures_only(two.result())
    rules = compile_rules(noris)
    inline = figures(rules, 3, play_inline(rules, 3, 11, range(60)), 60)
    assert two.result().ruleset == inline
    assert two.result().against.ruleset == "classic" and two.result().workers == 2


def test_another_seed_other_deals(pool):
    noris = _doc("noris")
    first = pool.start(noris, rounds=30, seed=1)
    first.wait(PATIENCE)
    second = pool.start(noris, rounds=30, seed=2)
    second.wait(PATIENCE)
    assert first.result().ruleset.turns_histogram != second.result().ruleset.turns_histogram


def test_progress_counts_the_rounds_of_both_rulesets(pool):
    job = pool.start(_doc("huch"), against=_doc("emmi"), players=4, rounds=150, seed=5)
    seen = []
    while not (progress := job.poll()).finished:
        seen.append(progress)
        time.sleep(0.01)
    assert progress.status == "done" and (progress.done, progress.total) == (300, 300)
    assert progress.fraction == 1.0 and job.result() is not None
    assert seen and all(
        p.total == 300 and 0 <= p.done < 300 and p.status == "running" for p in seen
    )
    assert [p.done for p in seen] == sorted(p.done for p in seen)


def test_cancel_stops_the_workers_within_their_round(pool):
    job = pool.start(document(NEVER_ENDS), players=4, rounds=2000, seed=3)
    while job.poll().done < 1:  # each of its rounds plays 2,000 decisions
        time.sleep(0.01)
    job.cancel()
    cancelled_at = pool.rounds_played(job.number)
    progress = job.wait(PATIENCE)
    assert progress.status == "cancelled" and job.result() is None
    # Each worker finishes at most the round it was in (or leaves it at its next look).
    assert pool.rounds_played(job.number) <= cancelled_at + pool.workers
    time.sleep(0.2)
    assert pool.rounds_played(job.number) <= cancelled_at + pool.workers
    job.cancel()  # twice: nothing more happens
    after = pool.start(_doc("classic"), rounds=10, seed=1)  # the pool goes on
    assert after.wait(PATIENCE).status == "done"


def test_a_new_preview_cancels_the_one_running(pool):
    first = pool.start(document(NEVER_ENDS), players=4, rounds=500, seed=4)
    second = pool.start(_doc("classic"), rounds=20, seed=4)
    assert first.poll().status == "cancelled"
    assert second.wait(PATIENCE).status == "done"


def test_rounds_that_do_not_end_are_caught_with_their_share(pool, monkeypatch):
    """A side stops once its first PROBE rounds are in and half of them did not end."""
    monkeypatch.setattr(preview, "PROBE", 4)
    monkeypatch.setattr(preview, "CHUNK", 2)
    job = pool.start(document(NEVER_ENDS), against=_doc("classic"), players=2, rounds=12, seed=6)
    assert job.wait(PATIENCE).status == "done"
    stuck, classic = job.result().ruleset, job.result().against
    assert (stuck.rounds, stuck.asked, stuck.not_ending, stuck.stopped_early) == (4, 12, 4, True)
    assert stuck.not_ending_share == 1.0
    assert [w.key for w in stuck.warnings] == ["preview.no_end", "preview.stopped_early"]
    assert stuck.sentences()[0].startswith("100% of the rounds (4 of 4) do not end")
    assert (classic.rounds, classic.not_ending, classic.warnings) == (12, 0, ())
    assert job.poll().total == 16


def test_the_pool_keeps_figures_it_has_finished(pool):
    noris, draft = _doc("noris"), _doc("noris", **{"rules.draw_when_able": True})
    first = pool.start(draft, against=noris, rounds=40, seed=9)
    first.wait(PATIENCE)
    again = pool.start(_doc("classic"), against=noris, rounds=40, seed=9)
    assert again.poll().total == 40  # noris is not played again
    again.wait(PATIENCE)
    assert again.result().against == first.result().against
    kept = pool.start(draft, against=noris, rounds=40, seed=9)
    assert kept.poll() == preview.Progress(0, 0, "done")
    assert kept.result().ruleset == first.result().ruleset


def test_a_table_that_does_not_fit_is_refused(pool):
    with pytest.raises(ValueError, match="2-4 players, not 6"):
        pool.start(document(NEVER_ENDS), players=6)
    with pytest.raises(ValueError, match="at least one round"):
        pool.start(_doc("classic"), rounds=0)


def test_a_worker_that_dies_fails_the_preview_and_the_next_one_starts_afresh(pool):
    before = {p.pid for p in multiprocessing.active_children()}
    with PreviewPool(2) as own:
        job = own.start(document(NEVER_ENDS), players=2, rounds=400, seed=8)
        while job.poll().done < 1:
            time.sleep(0.01)
        (victim, *_rest) = [p for p in multiprocessing.active_children() if p.pid not in before]
        os.kill(victim.pid, signal.SIGKILL)
        progress = job.wait(PATIENCE)
        assert progress.status == "failed" and "BrokenProcessPool" in progress.error
        assert job.result() is None
        again = own.start(_doc("classic"), rounds=10, seed=1)
        assert again.wait(PATIENCE).status == "done"
