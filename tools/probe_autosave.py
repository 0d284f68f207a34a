"""Kill the autosave mid-write and see what is left (dev tool).

    python -m tools.probe_autosave [--runs 60]

Each run starts a process that writes a real save over and over, as the table does after every
move, and kills it with SIGKILL at a random moment. Then it checks what a new start finds: the
save must read back whole (the old one or the new one, never a torn file), and the temporary
files the dead writer left must be gone after `clean_stale_temporaries`. Prints the counts.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WRITER = """
import json, sys
sys.path.insert(0, {root!r})
from game.table import savegame
from tests.test_savecheck import a_save
data = a_save()
print("ready", flush=True)
while True:
    data["extra"]["decisions"] += 1
    savegame.write_dict(data)
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from game import userdirs
    from game.table import savegame

    rng = random.Random(args.seed)
    torn = left = cleaned = unreadable = 0
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory() as folder:
            env = dict(os.environ, MAUMAU_DATA_DIR=folder, MAUMAU_CONFIG_DIR=folder)
            writer = subprocess.Popen(
                [sys.executable, "-c", WRITER.format(root=str(ROOT))],
                env=env,
                stdout=subprocess.PIPE,
                cwd=ROOT,
            )
            assert writer.stdout is not None
            writer.stdout.readline()  # "ready": the first save is about to be written
            time.sleep(rng.uniform(0.05, 0.6))
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            os.environ["MAUMAU_DATA_DIR"] = folder
            stale = list(Path(folder).glob(".*.tmp"))
            left += bool(stale)
            cleaned += len(userdirs.clean_stale_temporaries(Path(folder)))
            if list(Path(folder).glob(".*.tmp")):
                torn += 1
            userdirs.clear_notices()
            if savegame.path().exists() and savegame.read() is None:
                unreadable += 1
    print(f"{args.runs} runs killed mid-autosave: {unreadable} unreadable saves, {left} runs left")
    print(
        f"temporary files, {cleaned} removed at the next start, {torn} runs with some still there"
    )
    return 1 if unreadable or torn else 0


if __name__ == "__main__":
    sys.exit(main())
