"""Engine speed: decisions per second with random play, and the cost of copying a state.

The random play is the simulator's (`play_round`): `actors`, `legal_actions` and `apply` with
its events, exactly the path a table takes. Rates are given per wall-clock second and per CPU
second of the process; on a busy machine the second is the steadier figure. Beside all
decisions it counts the decisions that offered a real choice (`is_real_choice`: forced steps
left out), the figure `tools/bench_rlcard.py` compares with RLCard's UNO.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import timeit
from time import perf_counter, process_time
from typing import Any

from game.children import init_forked_worker
from game.engine import compiled
from game.engine.core import apply
from game.engine.rules import Rules
from game.engine.state import State, new_round
from game.sim.simulate import make_player, play_round, round_seed

TARGET_DECISIONS_PER_SECOND = 250_000  # noris, 4 players, one process
TARGET_COPY_US = 5.0


def measure_play(rules: Rules, players: int, decisions: int, seed: int) -> dict[str, Any]:
    """Play whole rounds until at least `decisions` decisions were made; time them."""
    done = rounds = 0
    choices = [0]
    wall, cpu = perf_counter(), process_time()
    while done < decisions:
        _state, n = play_round(
            rules, players, round_seed(seed, rounds), dealer=rounds % players, choices=choices
        )
        done += n
        rounds += 1
    wall, cpu = perf_counter() - wall, process_time() - cpu
    return {
        "decisions": done,
        "choices": choices[0],
        "rounds": rounds,
        "seconds": round(wall, 4),
        "cpu_seconds": round(cpu, 4),
        "decisions_per_second": round(done / wall),
        "decisions_per_cpu_second": round(done / cpu) if cpu > 0 else None,
        "choices_per_second": round(choices[0] / wall),
        "choices_per_cpu_second": round(choices[0] / cpu) if cpu > 0 else None,
    }


def _worker(job: tuple[str, int, int, int]) -> dict[str, Any]:
    from game.ruleset import load_rules

    name, players, decisions, seed = job
    return measure_play(load_rules(name), players, decisions, seed)


def measure_parallel(
    name: str, players: int, decisions: int, seed: int, processes: int = 2
) -> dict[str, Any]:
    """The same random play in `processes` processes at once (one per core)."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    jobs = [(name, players, decisions, seed + 1000 * (k + 1)) for k in range(processes)]
    wall = perf_counter()
    # Each worker ends with this process, and on the pool's SIGTERM (game.children).
    with context.Pool(processes, init_forked_worker, (os.getpid(),)) as pool:
        parts = pool.map(_worker, jobs)
    wall = perf_counter() - wall
    total = sum(p["decisions"] for p in parts)
    slowest = max(p["seconds"] for p in parts)
    return {
        "ruleset": name,
        "processes": processes,
        "decisions": total,
        "seconds": round(slowest, 4),
        "decisions_per_second": round(total / slowest),
        "per_process": [p["decisions_per_second"] for p in parts],
        "wall_seconds_with_startup": round(wall, 4),
    }


def mid_game_states(rules: Rules, players: int, count: int, seed: int) -> list[State]:
    """States halfway through random rounds (the round's middle decision)."""
    out: list[State] = []
    number = 0
    while len(out) < count:
        rs = round_seed(seed, number)
        number += 1
        state, _events = new_round(rules, players, rs, dealer=number % players)
        choose = make_player(rs).choose
        history: list[State] = []
        while not state.over:
            history.append(state.copy())
            seat, action = choose(state)
            apply(state, action, seat)
        if len(history) >= 4:
            out.append(history[len(history) // 2])
    return out


def measure_copy(states: list[State], *, number: int = 2000, repeat: int = 7) -> dict[str, Any]:
    """`state.copy()` in microseconds: the median and best over every state and repeat, by the
    wall clock and by the process's CPU clock."""
    wall: list[float] = []
    cpu: list[float] = []
    for state in states:
        wall += [t / number * 1e6 for t in timeit.repeat(state.copy, number=number, repeat=repeat)]
        cpu += [
            t / number * 1e6
            for t in timeit.repeat(state.copy, number=number, repeat=repeat, timer=process_time)
        ]
    return {
        "states": len(states),
        "calls": 2 * len(wall) * number,
        "median_us": round(statistics.median(wall), 3),
        "min_us": round(min(wall), 3),
        "median_cpu_us": round(statistics.median(cpu), 3),
    }


def run(
    names: list[str],
    *,
    players: int = 4,
    decisions: int = 200_000,
    seed: int = 1,
    processes: int = 2,
    copy_states: int = 20,
) -> dict[str, Any]:
    """The whole benchmark: `decisions` for the first ruleset (noris), half for the others."""
    from game.ruleset import load_rules

    loaded = {name: load_rules(name) for name in names}
    result: dict[str, Any] = {
        "players": players,
        "seed": seed,
        "engine_compiled": compiled(),
        "rulesets": {},
    }
    for k, (name, rules) in enumerate(loaded.items()):
        size = decisions if k == 0 else max(1, decisions // 2)
        result["rulesets"][name] = measure_play(rules, players, size, seed)
    first = names[0]
    if processes > 1:
        result["parallel"] = measure_parallel(first, players, decisions, seed, processes)
    states = mid_game_states(loaded[first], players, copy_states, seed)
    result["copy"] = {"ruleset": first, **measure_copy(states)}
    result["targets"] = {
        "ruleset": first,
        "decisions_per_second": TARGET_DECISIONS_PER_SECOND,
        "copy_us": TARGET_COPY_US,
        "decisions_met": result["rulesets"][first]["decisions_per_second"]
        >= TARGET_DECISIONS_PER_SECOND,
        "decisions_met_cpu": (result["rulesets"][first]["decisions_per_cpu_second"] or 0)
        >= TARGET_DECISIONS_PER_SECOND,
        "copy_met": result["copy"]["median_us"] <= TARGET_COPY_US,
        "copy_met_cpu": result["copy"]["median_cpu_us"] <= TARGET_COPY_US,
    }
    result["load_average"] = (
        [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None
    )
    result["cpus"] = os.cpu_count()
    return result
