"""What the game's file reading costs (dev tool): the kept rounds' list, opening a long round,
the check of the player's rulesets folder.

    python -m tools.bench_files [--decisions 11000] [--rulesets 300]

Prints, for a folder of `KEEP` kept rounds (a few of them long, one of about 5.7 MB):
the list as it reads them now (one summary line each) against re-driving every file as the
list did before; opening the long round (seconds, peak memory, on its thread); and the check
of a rulesets folder (per file, for a book-sized ruleset and for one at the size cap).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def kept_folder(long_decisions: int) -> Path:
    from game.dev.userfolder import long_round
    from game.table.roundfiles import KEEP, summary_record, write_round

    long = long_round("abacus", 6, long_decisions, seed=3)
    short = long_round("noris", 4, 40, seed=5)
    for k in range(KEEP):
        records = long if k % 5 == 0 else short
        write_round([summary_record(records), *records])
    return Path(os.environ["MAUMAU_DATA_DIR"]) / "rounds"


def bench_list(folder: Path) -> None:
    from game.table import replaying
    from game.table.roundfiles import kept_files, summaries

    sizes = sorted((p.stat().st_size for p in kept_files()), reverse=True)
    total, largest = sum(sizes) / 1e6, sizes[0] / 1e6
    print(f"kept rounds: {len(sizes)} files, {total:.1f} MB, the largest {largest:.1f} MB")
    started = time.perf_counter()
    listed = list(summaries())
    took = time.perf_counter() - started
    print(f"  the list now (summary lines):  {took * 1000:8.1f} ms for {len(listed)} rounds")
    started = time.perf_counter()
    for path in kept_files():
        replaying.load(path)
    took = time.perf_counter() - started
    print(f"  re-driving every file (before):  {took * 1000:8.1f} ms")
    longest = max(kept_files(), key=lambda p: p.stat().st_size)
    started = time.perf_counter()
    opening = replaying.opening(longest)
    frames = 0
    while not opening.done:
        time.sleep(1 / 60)
        frames += 1
    took = time.perf_counter() - started
    assert opening.replay is not None
    steps = len(opening.replay.steps)
    tracemalloc.start()
    replay = replaying.load(longest)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert replay is not None
    print(
        f"  opening the {longest.stat().st_size / 1e6:.1f} MB round on its thread: "
        f"{took:.2f} s ({frames} frames drawn meanwhile), {steps} steps, {peak / 1e6:.0f} MB peak"
    )


def bench_rulesets(count: int) -> None:
    from game.paths import rulesets_dir
    from game.table import rulecache

    folder = rulecache.user_folder()
    folder.mkdir(parents=True, exist_ok=True)
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    for k in range(count):
        (folder / f"mine{k:04d}.yaml").write_text(text.replace("id: classic", f"id: m{k}"))
    started = time.perf_counter()
    took_each: list[float] = []
    check = rulecache.check_user_ruleset

    def timed(path: Path, where: Path) -> object:
        begun = time.perf_counter()
        try:
            return check(path, where)
        finally:
            took_each.append(time.perf_counter() - begun)

    rulecache.check_user_ruleset = timed  # type: ignore[assignment]
    rulecache.rescan()
    rulecache.check_user_ruleset = check  # type: ignore[assignment]
    took, slowest = time.perf_counter() - started, max(took_each)
    print(
        f"rulesets folder: {count} files in {took:.2f} s on the loading thread, "
        f"{took / count * 1000:.1f} ms a file, the slowest {slowest * 1000:.0f} ms"
    )
    for path in folder.iterdir():
        path.unlink()
    big = folder / "big.yaml"
    from game.ruleset.reader import MAX_FILE_BYTES

    filler = "# " + "x" * 76 + "\n"
    lines = text + "".join(f"x{k}: {json.dumps('y' * 60)}\n" for k in range(2000))
    big.write_text((lines + filler * (MAX_FILE_BYTES // 80))[: MAX_FILE_BYTES - 100])
    started = time.perf_counter()
    rulecache.rescan()
    print(
        f"  one file at the size cap ({big.stat().st_size // 1024} KB, 2,000 unknown keys): "
        f"{(time.perf_counter() - started) * 1000:.0f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=11_000)
    parser.add_argument("--rulesets", type=int, default=300)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        os.environ["MAUMAU_DATA_DIR"] = data
        bench_list(kept_folder(args.decisions))
        bench_rulesets(args.rulesets)
    return 0


if __name__ == "__main__":
    sys.exit(main())
