"""Re-check the engine against its own traces: every built-in ruleset at 2 players and at its
maximum, with forgotten calls, each with and without `calls.enforcement=challenge` and
`rules.reshuffle=all` (and `huch` also with `calls.window=with_play`, alone and under
challenge), written as traces and checked by `python -m game.sim.replay --strict` (which imports
nothing of the engine: it judges every card put down and counts every penalty).

    python tools/check_traces.py [--rounds 1000] [--seed 1] [--workers 2]

Prints one line per run and a total of traces and rounds; exits 1 if any trace is refused.
"""

from __future__ import annotations

import argparse
import itertools
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOUSE_RULES = {
    "book": [],
    "challenge": ["calls.enforcement=challenge"],
    "reshuffle all": ["rules.reshuffle=all"],
    "both": ["calls.enforcement=challenge", "rules.reshuffle=all"],
    "with_play": ["calls.window=with_play"],
    "with_play chall.": ["calls.window=with_play", "calls.enforcement=challenge"],
}
# House rules run for some rulesets only: huch's two calls ("Mau", "Mau-Mau") said with the play.
ONLY_FOR = {"with_play": {"huch"}, "with_play chall.": {"huch"}}


def _run(job: tuple[str, int, str, int, int]) -> tuple[str, int, str, bool, str, int]:
    name, players, label, rounds, seed = job
    with tempfile.TemporaryDirectory() as folder:
        trace = Path(folder) / "trace.jsonl"
        sets = [arg for setting in HOUSE_RULES[label] for arg in ("--set", setting)]
        sim = [sys.executable, "-m", "game", "sim", "--ruleset", name, "--players", str(players)]
        sim += ["--games", str(rounds), "--seed", str(seed), "--forget-calls", "0.3"]
        subprocess.run(
            [*sim, *sets, "--trace", str(trace)], cwd=ROOT, check=True, capture_output=True
        )
        check = [sys.executable, "-m", "game.sim.replay", "--strict", str(trace)]
        done = subprocess.run(check, cwd=ROOT, capture_output=True, text=True)
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr.strip()
    accepted = int(last.split(": ")[1].split()[0]) if done.returncode == 0 else 0
    return name, players, label, done.returncode == 0, last, accepted


def main() -> int:
    from game.ruleset import builtin_ruleset_ids, load_rules

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = []
    for name, label in itertools.product(builtin_ruleset_ids(), HOUSE_RULES):
        if name not in ONLY_FOR.get(label, {name}):
            continue
        rules = load_rules(name)
        for players in sorted({rules.min_players, rules.max_players}):
            jobs.append((name, players, label, args.rounds, args.seed))
    refused = rounds = 0
    with ProcessPoolExecutor(args.workers) as pool:
        for name, players, label, ok, last, accepted in pool.map(_run, jobs):
            refused += not ok
            rounds += accepted
            print(f"{name:8} {players:2} players  {label:16} {last}")
    print(
        f"{len(jobs) - refused} of {len(jobs)} traces accepted by --strict "
        f"({rounds} rounds of {len(jobs) * args.rounds})"
    )
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
