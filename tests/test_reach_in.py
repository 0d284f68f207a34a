"""The table scene's parts on the screen floor hardly reach into the scene (tools/reach_in.py):
what they need comes to them as values (the table's view, the frame, the controller's
requests), not through the scene they would hold."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import reach_in

MOST = 40

PART = """
class Part:
    def __init__(self, table):
        self.table = table

    def update(self):
        table = self.table
        lay, c = self.table.layout, table.session
        table.say("hi")
        self.table.round_shown = True
        self.table.hand.drag = None  # one: .hand (.drag is the hand's)
        other.table.x  # not the scene it holds

        def later(value):
            table.press(value)

        return lambda: table.refresh()


def draw(table, view):
    keep(table)  # handed on whole: the callee's uses count where it is written
    return table.layout, view.layout


class Learn(TableScene):
    def update(self):
        self.anim.update()  # the scene itself
"""


def test_the_counter_counts_reads_writes_and_calls_on_the_scene_held() -> None:
    # .layout, .session, .say, .round_shown, .hand, .press, .refresh, and draw's .layout
    assert reach_in.count_source(PART) == 8


def test_the_tables_parts_reach_into_the_scene_at_most_40_times() -> None:
    each = reach_in.count_each()
    assert sum(each.values()) <= MOST, each
