"""How fast the workshop's preview is: `python -m tools.bench_preview [--repeat 3] [--json]`.

The target (issue 26): 2,000 rounds of a 4-seat noris-sized ruleset in under 5 s on a 2-core
machine. Measured, each `--repeat` times, with the machine's load average beside every figure
(the machine is shared, and a busy one stretches every wall-clock second):

* cold: a new pool, the worker processes started inside the measurement;
* warm: the same pool again (what the workshop sees, which starts its pool on entering);
* pair: noris against classic, 2,000 rounds each, on the warm pool;
* draft: a changed noris against noris once more: the pool kept noris's figures, so only the
  draft's rounds are played (the workshop's common case, a draft against its original);
* inline: the same rounds in this one process, by the wall clock and by the CPU clock, which
  says what the rounds cost whatever else runs on the machine;
* cancel: seconds from `cancel()` to the last worker leaving a ruleset whose rounds never end.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from typing import Any

from game.ruleset import find_ruleset, load_document, load_rules
from game.sim.preview import PreviewPool
from game.sim.preview_play import play_inline
from tests.sim.preview_rulesets import NEVER_ENDS, document

TARGET_SECONDS = 5.0
ROUNDS = 2000


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else []


def timed(pool: PreviewPool, doc: Any, against: Any, seed: int) -> dict[str, Any]:
    before = load()
    start = time.perf_counter()
    job = pool.start(doc, against=against, players=4, rounds=ROUNDS, seed=seed)
    job.wait()
    seconds = time.perf_counter() - start
    result = job.result()
    assert result is not None, job.poll()
    return {"seconds": round(seconds, 3), "load_before": before, "load_after": load()}


def one_pass(seed: int, workers: int | None) -> dict[str, Any]:
    noris = load_document(find_ruleset("noris"))
    classic = load_document(find_ruleset("classic"))
    draft = load_document(find_ruleset("noris"), {"rules.draw_when_able": True})
    never = document(NEVER_ENDS)  # a ruleset whose rounds never end, for the cancel
    out: dict[str, Any] = {}
    with PreviewPool(workers) as pool:
        out["workers"] = pool.workers
        out["cold"] = timed(pool, noris, None, seed)
        out["warm"] = timed(pool, noris, None, seed + 1)
        out["pair"] = timed(pool, noris, classic, seed + 2)
        timed(pool, noris, None, seed + 3)  # the original, as the workshop previews it first
        out["draft"] = timed(pool, draft, noris, seed + 3)
        out["cancel"] = cancel_latency(pool, never)
    rules = load_rules("noris")
    wall, cpu = time.perf_counter(), time.process_time()
    play_inline(rules, 4, seed, range(ROUNDS))
    out["inline"] = {
        "seconds": round(time.perf_counter() - wall, 3),
        "cpu_seconds": round(time.process_time() - cpu, 3),
        "load_after": load(),
    }
    return out


def cancel_latency(pool: PreviewPool, never: Any) -> dict[str, Any]:
    job = pool.start(never, players=4, rounds=ROUNDS, seed=7)
    while job.poll().done < 2:  # the workers are inside long rounds
        time.sleep(0.05)
    time.sleep(0.2)
    start = time.perf_counter()
    job.cancel()
    job.wait(10)
    return {"seconds": round(time.perf_counter() - start, 4), "load_after": load()}


def summary(passes: list[dict[str, Any]]) -> dict[str, Any]:
    keys = ("cold", "warm", "pair", "draft", "inline", "cancel")
    return {k: round(statistics.median(p[k]["seconds"] for p in passes), 3) for k in keys}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    passes = [one_pass(args.seed + 10 * k, args.workers) for k in range(max(1, args.repeat))]
    medians = summary(passes)
    report = {
        "rounds": ROUNDS,
        "players": 4,
        "cpus": os.cpu_count(),
        "target_seconds": TARGET_SECONDS,
        "passes": passes,
        "median_seconds": medians,
        "target_met_cold": medians["cold"] < TARGET_SECONDS,
    }
    if args.json:
        print(json.dumps(report))
        return 0
    print(
        f"preview of {ROUNDS} rounds, 4 players, noris, {passes[0]['workers']} workers, "
        f"{os.cpu_count()} CPUs"
    )
    for k, p in enumerate(passes, 1):
        print(f"pass {k}:")
        for key in ("cold", "warm", "pair", "draft", "cancel"):
            m = p[key]
            before = m.get("load_before", "")
            print(f"  {key:<7}{m['seconds']:>8.3f} s   load {before} -> {m['load_after']}")
        i = p["inline"]
        print(
            f"  inline {i['seconds']:>8.3f} s   one process, {i['cpu_seconds']:.3f} CPU s "
            f"({1000 * i['cpu_seconds'] / ROUNDS:.2f} ms a round)   load {i['load_after']}"
        )
    print(
        "median: "
        + ", ".join(f"{k} {v:.3f} s" for k, v in medians.items())
        + f"; target cold < {TARGET_SECONDS} s: {'met' if report['target_met_cold'] else 'NOT met'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
