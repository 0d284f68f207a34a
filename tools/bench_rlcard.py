"""Our engine's random play beside RLCard's UNO, measured side by side (dev tool).

    python -m tools.bench_rlcard                 # 3 interleaved pairs of 5 s, then each ruleset
    python -m tools.bench_rlcard --seconds 3 --pairs 5 --json

RLCard (https://rlcard.org) is not a dependency of the game: the first run makes a virtual
environment of its own, `.venv-rlcard/` at the top of the repository (ignored by git), and
installs the pinned `RLCARD_PINS` there. Nothing else is installed anywhere.

What is timed, each run in a fresh subprocess and for a fixed wall-clock time (whole rounds or
games; the clock is read once per round, so the loops carry no timing of their own):

* ours: the simulator's path, `game.sim.simulate.play_round` — `actors`, `legal_actions`,
  `apply` with all its events, the seeded random player — on noris with 4 players. Its loop
  (`game.engine.playout`) is compiled with the engine; the player's generator, `pick` and
  `contest` stay Python.
* theirs: RLCard's raw `rlcard.games.uno.game.UnoGame` (no env wrapper), 4 players:
  `init_game()`, then `step(action)` with an action drawn uniformly from the `legal_actions`
  that the previous `step` returned (so its legal actions are built once a step, as RLCard
  does it), until `is_over()`.

Both count every decision and the decisions with a real choice. A real choice is a decision
with two or more distinct moves: for RLCard, two or more distinct legal action strings (a hand
with two copies of a card lists it twice; a wild card's four colours are four moves); for us,
`game.sim.simulate.is_real_choice`: several seats may act, or the one seat has two or more
distinct moves, a play and its calling twin (`| CALL_BIT`) being one move. The same rule for
both: colour choices count as moves, forced draws and forced answers do not.

Runs alternate ours, theirs, ours, theirs, ... (`--pairs`, default 3) so that a change in the
machine's load falls on both; the verdict is the median over pairs of the ratio of real-choice
decisions per second. Rates are given per CPU second of the worker process, and per wall-clock
second beside them: on a quiet machine the two agree, on a shared one the wall clock also counts
the time a process waited for a core, which another job's load decides, so the verdict is taken
on CPU time. Then our figure per built-in ruleset (4 players), the median of `--ruleset-runs`
fresh runs each. `--tree DIR` imports our game from another checkout (an older commit unpacked
with `git archive`), for before-and-after figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv-rlcard"
RLCARD_PINS = ("rlcard==1.2.0", "numpy==2.4.6", "termcolor==3.3.0")
RULESETS = ("noris", "emmi", "abacus", "huch", "classic")
TARGET_RATIO = 2.2
WARM_UP_SECONDS = 0.5


# -- the two timed loops (run inside a worker subprocess) --------------------------------------
def ours(ruleset: str, players: int, seconds: float, seed: int) -> dict[str, Any]:
    from game.ruleset import load_rules
    from game.sim.simulate import play_round, round_seed

    rules = load_rules(ruleset)

    def run(budget: float, first: int) -> tuple[int, int, int, float, float]:
        decisions, choices, rounds = 0, [0], first
        clock = time.perf_counter
        start, cpu = clock(), time.process_time()
        while clock() - start < budget:
            seed_k = round_seed(seed, rounds)
            _state, n = play_round(rules, players, seed_k, dealer=rounds % players, choices=choices)
            decisions += n
            rounds += 1
        return decisions, choices[0], rounds - first, clock() - start, time.process_time() - cpu

    run(WARM_UP_SECONDS, 1_000_000)
    return _figures("ours", ruleset, *run(seconds, 0))


def theirs(players: int, seconds: float, seed: int) -> dict[str, Any]:
    import random

    from rlcard.games.uno.game import UnoGame  # type: ignore[import-not-found]

    game = UnoGame(num_players=players)
    game.np_random.seed(seed)  # RLCard's own generator: shuffles and wild colours at the start
    pick = random.Random(seed).random

    def run(budget: float) -> tuple[int, int, int, float, float, int]:
        decisions = choices = games = failed = 0
        clock = time.perf_counter
        start, cpu = clock(), time.process_time()
        while clock() - start < budget:
            state, _player = game.init_game()
            legal = state["legal_actions"]
            try:
                while not game.is_over():
                    n = len(legal)
                    if n > 1 and len(set(legal)) > 1:
                        choices += 1
                    state, _player = game.step(legal[int(pick() * n)])
                    legal = state["legal_actions"]
                    decisions += 1
            except IndexError:  # RLCard draws from an empty pile when every card is in hand
                failed += 1
            games += 1
        return decisions, choices, games, clock() - start, time.process_time() - cpu, failed

    run(WARM_UP_SECONDS)
    decisions, choices, games, wall, cpu, failed = run(seconds)
    out = _figures("rlcard", "uno", decisions, choices, games, wall, cpu)
    out["failed_games"] = failed
    return out


def _figures(
    who: str, game: str, decisions: int, choices: int, rounds: int, wall: float, cpu: float
) -> dict[str, Any]:
    return {
        "who": who,
        "game": game,
        "rounds": rounds,
        "decisions": decisions,
        "choices": choices,
        "seconds": round(wall, 3),
        "cpu_seconds": round(cpu, 3),
        "decisions_per_second": round(decisions / wall),
        "choices_per_second": round(choices / wall),
        "decisions_per_cpu_second": round(decisions / cpu),
        "choices_per_cpu_second": round(choices / cpu),
    }


# -- the driver --------------------------------------------------------------------------------
def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_rlcard() -> Path:
    """RLCard's own virtual environment, made and filled on first use."""
    python = venv_python()
    probe = [str(python), "-c", "import rlcard.games.uno.game"]
    if python.exists() and subprocess.run(probe, capture_output=True).returncode == 0:
        return python
    print(f"installing {' '.join(RLCARD_PINS)} into {VENV} ...", file=sys.stderr)
    subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, *RLCARD_PINS], check=True)
    subprocess.run(probe, check=True)
    return python


def worker(python: Path | str, args: list[str], tree: Path = ROOT) -> dict[str, Any]:
    """One timed loop in a fresh process; our package is imported from `tree`."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    command = [str(python), str(Path(__file__).resolve()), "--worker", *args]
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _rate(run: dict[str, Any], what: str, clock: str) -> int:
    """`what` ("choices" or "decisions") per second of `clock` ("cpu" or "wall")."""
    value: int = run[f"{what}_per_cpu_second" if clock == "cpu" else f"{what}_per_second"]
    return value


def compare(pairs: int, seconds: float, players: int, seed: int, tree: Path) -> dict[str, Any]:
    python = ensure_rlcard()
    runs: list[dict[str, Any]] = []
    ratios: dict[str, list[float]] = {}
    for k in range(pairs):
        ours_args = ["ours", "noris", str(players), str(seconds), str(seed + k)]
        a = worker(sys.executable, ours_args, tree)
        b = worker(python, ["rlcard", str(players), str(seconds), str(seed + k)])
        a["pair"] = b["pair"] = k + 1
        runs += [a, b]
        for clock in ("cpu", "wall"):
            for what in ("choices", "decisions"):
                ratio = _rate(a, what, clock) / _rate(b, what, clock)
                ratios.setdefault(f"{what}_{clock}", []).append(round(ratio, 3))
        print(f"  pair {k + 1}: real-choice ratio {ratios['choices_cpu'][-1]}", file=sys.stderr)
    medians = {key: statistics.median(values) for key, values in ratios.items()}
    return {
        "players": players,
        "seconds_per_run": seconds,
        "runs": runs,
        "ratios": ratios,
        "medians": medians,
        "target_ratio": TARGET_RATIO,
        "target_met": medians["choices_cpu"] >= TARGET_RATIO,
        "target_met_wall": medians["choices_wall"] >= TARGET_RATIO,
    }


def per_ruleset(runs: int, seconds: float, players: int, seed: int, tree: Path) -> dict[str, Any]:
    """Our figures per built-in ruleset, the median of `runs` fresh processes each."""
    out: dict[str, Any] = {}
    for name in RULESETS:
        results = [
            worker(sys.executable, ["ours", name, str(players), str(seconds), str(seed + k)], tree)
            for k in range(runs)
        ]
        out[name] = {
            key: statistics.median(r[key] for r in results)
            for key in (
                "decisions_per_second",
                "choices_per_second",
                "decisions_per_cpu_second",
                "choices_per_cpu_second",
            )
        }
        out[name]["choice_share"] = round(
            sum(r["choices"] for r in results) / sum(r["decisions"] for r in results), 3
        )
        out[name]["runs"] = results
        print(f"  {name}: {out[name]['choices_per_cpu_second']:,} real choices/s", file=sys.stderr)
    return out


def table(result: dict[str, Any]) -> str:
    lines = [f"load average {result['load_average']}; ours from {result['tree']}"]
    c = result.get("compare")
    if c:
        lines += [
            f"noris against RLCard UNO, {c['players']} players, {c['seconds_per_run']} s a run, "
            "interleaved; rates per CPU second of the process (per wall-clock second):",
            f"  {'pair':>4} {'who':<7} {'rounds':>7} {'decisions':>10} {'real':>9} "
            f"{'decisions/s':>21} {'real choices/s':>19} {'real share':>10}",
        ]
        for r in c["runs"]:
            all_rates = f"{r['decisions_per_cpu_second']:,} ({r['decisions_per_second']:,})"
            real_rates = f"{r['choices_per_cpu_second']:,} ({r['choices_per_second']:,})"
            lines.append(
                f"  {r['pair']:>4} {r['who']:<7} {r['rounds']:>7,} {r['decisions']:>10,} "
                f"{r['choices']:>9,} {all_rates:>21} {real_rates:>19} "
                f"{r['choices'] / max(1, r['decisions']):>10.3f}"
            )
        m, q = c["medians"], c["ratios"]
        verdict = "met" if c["target_met"] else "NOT met"
        lines += [
            f"  real-choice ratio by CPU time {q['choices_cpu']}: median {m['choices_cpu']:.2f} "
            f"(target {c['target_ratio']}: {verdict})",
            f"  real-choice ratio by wall clock {q['choices_wall']}: "
            f"median {m['choices_wall']:.2f}",
            f"  all-decision ratio by CPU time {q['decisions_cpu']}: "
            f"median {m['decisions_cpu']:.2f}; by wall clock {q['decisions_wall']}: "
            f"median {m['decisions_wall']:.2f}",
        ]
    if "rulesets" in result:
        lines.append("ours per ruleset, 4 players (median of runs; per CPU second (wall)):")
        lines.append(
            f"  {'ruleset':<8} {'decisions/s':>21} {'real choices/s':>19} {'real share':>10}"
        )
        for name, r in result["rulesets"].items():
            all_rates = f"{r['decisions_per_cpu_second']:,} ({r['decisions_per_second']:,})"
            real_rates = f"{r['choices_per_cpu_second']:,} ({r['choices_per_second']:,})"
            lines.append(f"  {name:<8} {all_rates:>21} {real_rates:>19} {r['choice_share']:>10.3f}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--worker"]:
        who, *rest = argv[1:]
        if who == "ours":
            result = ours(rest[0], int(rest[1]), float(rest[2]), int(rest[3]))
        else:
            result = theirs(int(rest[0]), float(rest[1]), int(rest[2]))
        print(json.dumps(result))
        return 0
    return drive(argv)


def drive(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench_rlcard",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--pairs", type=int, default=3, help="interleaved pairs (default 3)")
    parser.add_argument("--seconds", type=float, default=5.0, help="timed seconds a run")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset-runs", type=int, default=3, help="0: skip the per-ruleset part")
    parser.add_argument("--ruleset-seconds", type=float, default=3.0)
    parser.add_argument(
        "--tree",
        type=Path,
        default=ROOT,
        help="import our game from this checkout instead (an older commit, for before/after)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    tree = args.tree.resolve()
    result: dict[str, Any] = {"tree": str(tree)}
    if args.pairs > 0:
        result["compare"] = compare(args.pairs, args.seconds, args.players, args.seed, tree)
    if args.ruleset_runs > 0:
        result["rulesets"] = per_ruleset(
            args.ruleset_runs, args.ruleset_seconds, args.players, args.seed, tree
        )
    result["load_average"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result) if args.json else table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
