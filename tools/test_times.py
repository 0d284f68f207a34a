"""The test time by floor (dev tool): a pytest junit file summed by folder of tests/.

    python -m pytest -n 2 --dist worksteal --junitxml=build/times.xml
    python -m tools.test_times build/times.xml [--top 15]

Prints, for each floor (tests/engine, tests/ui/workshop, ..., and the files at the top of
tests/), how many tests it holds, their CPU seconds and their wall seconds, and each floor's
share of the whole; then the costliest tests. The CPU seconds are the property `cpu` that
tests/conftest.py writes with --junitxml (the test process's own and its reaped children's, for
set-up, call and tear-down): on a machine others share, CPU time is what a test costs, where
wall time also says how busy the machine was. A junit file without that property gives wall
time alone.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

# The floors named on their own; any other folder is counted under its first level below tests/.
FLOORS = ("tests/ui/workshop",)


@dataclass
class Case:
    name: str
    floor: str
    wall: float
    cpu: float | None


@dataclass
class Floor:
    tests: int = 0
    wall: float = 0.0
    cpu: float = 0.0


def floor_of(classname: str) -> str:
    """`tests.ui.workshop.test_x.TestY` -> tests/ui/workshop; `tests.test_files` -> tests (top)."""
    parts = classname.split(".")
    modules = [p for p in parts if p and not p[:1].isupper()]
    folders = modules[:-1] if modules and modules[-1].startswith("test") else modules
    path = "/".join(folders) or "tests"
    for named in FLOORS:
        if path == named or path.startswith(named + "/"):
            return named
    return "/".join(path.split("/")[:2])


def read_cases(path: Path) -> list[Case]:
    cases = []
    for case in ET.parse(path).getroot().iter("testcase"):
        cpu = None
        for prop in case.iter("property"):
            if prop.get("name") == "cpu":
                cpu = float(prop.get("value", "0"))
        classname = case.get("classname", "")
        cases.append(
            Case(
                name=f"{classname}::{case.get('name', '')}",
                floor=floor_of(classname),
                wall=float(case.get("time", "0")),
                cpu=cpu,
            )
        )
    return cases


def by_floor(cases: list[Case]) -> dict[str, Floor]:
    floors: dict[str, Floor] = {}
    for case in cases:
        floor = floors.setdefault(case.floor, Floor())
        floor.tests += 1
        floor.wall += case.wall
        floor.cpu += case.cpu or 0.0
    return floors


def table(cases: list[Case], top: int) -> str:
    floors = by_floor(cases)
    has_cpu = any(case.cpu is not None for case in cases)
    key = "cpu" if has_cpu else "wall"
    total = Floor(
        tests=len(cases),
        wall=sum(f.wall for f in floors.values()),
        cpu=sum(f.cpu for f in floors.values()),
    )
    whole = getattr(total, key) or 1.0
    lines = [f"{'floor':<22}{'tests':>7}{'cpu s':>10}{'wall s':>10}{'share':>8}"]
    for name, floor in sorted(floors.items(), key=lambda kv: -getattr(kv[1], key)):
        cpu = f"{floor.cpu:.1f}" if has_cpu else "-"
        share = 100 * getattr(floor, key) / whole
        label = name if name != "tests" else "tests (top)"
        lines.append(f"{label:<22}{floor.tests:>7}{cpu:>10}{floor.wall:>10.1f}{share:>7.1f}%")
    cpu = f"{total.cpu:.1f}" if has_cpu else "-"
    lines.append(f"{'all':<22}{total.tests:>7}{cpu:>10}{total.wall:>10.1f}")
    if top:
        lines.append(f"\nthe {top} costliest tests ({key} s):")
        costly = sorted(cases, key=lambda c: -(c.cpu if has_cpu and c.cpu is not None else c.wall))
        for case in costly[:top]:
            lines.append(f"{getattr(case, key) or 0.0:8.2f}  {case.name}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("junit", type=Path, help="the file pytest --junitxml wrote")
    parser.add_argument("--top", type=int, default=15, help="how many costliest tests to list")
    args = parser.parse_args(argv)
    print(table(read_cases(args.junit), args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
