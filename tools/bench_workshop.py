"""How long the ruleset workshop takes to check and lay out a draft.

`python -m tools.bench_workshop [--runs N] [--json]`. The workshop runs the validator of
`python -m game check` after every change. This prints, for a noris-sized draft (a copy of
noris: 14 ranks, 11 house rules), for the same with 300 more ranks (too many: the check stops
at its problems) and for the largest draft that checks clean (240 ranks in one colour, so that
every house rule is tried too), the median and slowest of several runs of:

* the check itself (schema, checks between parts, every house rule's values),
* the form (every field from the schema, problems attached, the rulebook's sentences),
* one edit with its undo step (the draft copied for the history),
* and, with the check on its worker thread, the time from an edit until `poll()` has the
  first report (the draft's own problems) and the complete one (its house rules tried), and
  the longest gap between two frames meanwhile (a frame simulated as `poll()` and a 2 ms
  sleep, the render loop's own work left out).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("MAUMAU_DATA_DIR", tempfile.mkdtemp(prefix="bench-workshop-"))

from game.workshop import Workshop  # after the data folder is set: nothing is kept elsewhere
from game.workshop.checking import check_draft


def timed(action: Callable[[], Any], runs: int) -> dict[str, float]:
    """Wall-clock milliseconds (median, slowest) and this thread's CPU milliseconds (median):
    on a machine shared with other work the CPU time is the steadier figure."""
    seconds, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.thread_time()
        action()
        seconds.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    return {
        "median_ms": statistics.median(seconds) * 1000,
        "max_ms": max(seconds) * 1000,
        "cpu_median_ms": statistics.median(cpu) * 1000,
    }


def drafts() -> dict[str, Workshop]:
    noris = Workshop.start_from("noris", background=False)
    big = Workshop.start_from("noris", background=False)
    for number in range(300):
        big.draft.add_rank(f"extra_{number}", "number")
    largest = Workshop.start_from("noris", background=False)
    largest.draft.set(("colours",), ["red"])
    largest.draft.set(("deck",), [{"ranks": list(largest.draft.doc["ranks"])}])
    for number in range(226):
        largest.draft.add_rank(f"extra_{number}", "number")
    return {"noris-sized": noris, "300 more ranks": big, "240 ranks, clean": largest}


def background_latency(doc: dict[str, Any], edits: int) -> dict[str, float]:
    """With the check on its thread: from an edit to the first report (the draft's own
    problems), to the complete one (its house rules tried), and the longest frame meanwhile."""
    workshop = Workshop(doc, origin=None)
    workshop.wait()
    first, complete, frames = [], [], []
    for number in range(edits):
        workshop.draft.set(("hand_size",), 4 + number % 2)
        start = last = time.perf_counter()
        seen_first = False
        while not workshop.checked:
            time.sleep(0.002)
            fresh = workshop.poll()
            now = time.perf_counter()
            frames.append(now - last)
            last = now
            if fresh and not seen_first:
                first.append(now - start)
                seen_first = True
        complete.append(time.perf_counter() - start)
    return {
        "first_report_median_ms": statistics.median(first) * 1000,
        "complete_median_ms": statistics.median(complete) * 1000,
        "longest_frame_ms": max(frames, default=0.0) * 1000,
    }


def figures(workshop: Workshop, runs: int) -> dict[str, Any]:
    draft = workshop.draft

    def layout() -> None:
        workshop._form = None  # built again, as after a change
        workshop.sections()

    def edit_and_undo() -> None:
        draft.set(("hand_size",), 6)
        draft.undo()

    return {
        "ranks": len(draft.doc["ranks"]),
        "problems": len(check_draft(draft.doc).problems),
        "check": timed(lambda: check_draft(draft.doc), runs),
        "form": timed(layout, runs),
        "edit_and_undo": timed(edit_and_undo, runs),
    }


def measure(runs: int) -> dict[str, Any]:
    made = drafts()
    out: dict[str, Any] = {name: figures(w, runs) for name, w in made.items()}
    for name in ("noris-sized", "240 ranks, clean"):
        out[f"on its thread: {name}"] = background_latency(made[name].draft.doc, runs)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_workshop", description=__doc__)
    parser.add_argument("--runs", type=int, default=15, help="runs of each measurement (15)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    result = measure(args.runs)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    for name, figures in result.items():
        print(name)
        for key, value in figures.items():
            if isinstance(value, dict):
                shown = ", ".join(f"{k} {v:.1f}" for k, v in value.items())
                print(f"  {key:<14} {shown}")
            else:
                print(
                    f"  {key:<14} {value:.1f}" if isinstance(value, float) else f"  {key} {value}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
