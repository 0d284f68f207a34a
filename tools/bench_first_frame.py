"""How long the game takes from its command line to its first frame (dev tool).

    python -m tools.bench_first_frame [--runs 5] [--json]

Starts `python -m game e2e --first-frame-exit` (headless) `--runs` times and prints, for each
run and as medians: the time from the start of `game.dev.e2e` to the first frame flipped (what
the game itself prints), the whole process's wall time (the interpreter's start included), and
its CPU seconds. The targets: the first frame within 1 s, the whole process within 2 s. On a
busy machine the wall times grow with the other work; the CPU seconds say what the start costs.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_FIRST_FRAME = 1.0  # seconds from e2e's import to the first frame flipped
TARGET_PROCESS = 2.0  # seconds of the whole process, the interpreter's start included


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def one_start() -> dict[str, float]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    cpu, started = children_cpu(), time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "game", "e2e", "--first-frame-exit"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - started
    first = float(out.stdout.split("first frame after ")[1].split()[0])
    return {"first_frame": first, "process": wall, "cpu": children_cpu() - cpu}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    args = parser.parse_args(argv)
    runs = [one_start() for _ in range(args.runs)]
    medians = {key: round(statistics.median(r[key] for r in runs), 3) for key in runs[0]}
    passed = medians["first_frame"] <= TARGET_FIRST_FRAME and medians["process"] <= TARGET_PROCESS
    if args.json:
        print(json.dumps({"runs": runs, "median": medians, "passed": passed}, indent=2))
        return 0
    for k, r in enumerate(runs, 1):
        print(
            f"run {k}: first frame {r['first_frame']:.3f} s, "
            f"process {r['process']:.3f} s wall, {r['cpu']:.3f} s CPU"
        )
    print(
        f"median: first frame {medians['first_frame']:.3f} s (target {TARGET_FIRST_FRAME:g}), "
        f"process {medians['process']:.3f} s (target {TARGET_PROCESS:g}), "
        f"{medians['cpu']:.3f} s CPU; load average {os.getloadavg()[0]:.1f}"
    )
    print("targets met" if passed else "targets missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
