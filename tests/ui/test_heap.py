"""Big pictures, freed, go back to the system (issue 32, case 14).

glibc's malloc raised its threshold for blocks of their own pages each time a big one was
freed, so after the first big picture every later one came from the heap and stayed with the
process when freed. Once a window opens, blocks of a megabyte and more always get their own
pages. Checked by where malloc puts a block (its count of bytes in such pages), not by the
process's memory, in a process of its own: no other test's threads allocate meanwhile."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui import heap

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import ctypes, pygame
from game.ui.app import App
from game.ui import heap

class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd",
        "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
own = lambda: libc.mallinfo2().hblkhd  # bytes in blocks of their own pages (mmap)
App((640, 480))  # as the game starts
first = pygame.Surface((2000, 1000), pygame.SRCALPHA)  # 8 MB: raised the old threshold
del first
before = own()
second = pygame.Surface((1000, 700), pygame.SRCALPHA)  # 2.8 MB, as a screen's layer
grown = own() - before
del second
print(heap.return_big_blocks(), grown, own() - before)
"""


def glibc() -> bool:
    try:
        return sys.platform.startswith("linux") and hasattr(ctypes.CDLL("libc.so.6"), "mallinfo2")
    except OSError:
        return False


@pytest.mark.skipif(not glibc(), reason="glibc's malloc only")
def test_after_a_big_picture_is_freed_the_next_one_still_gets_pages_of_its_own():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    took, grown, left = out[0] == "True", int(out[1]), int(out[2])
    assert took
    assert grown >= 1000 * 700 * 4  # the second picture has pages of its own ...
    assert left <= 0  # ... and, freed, they went back


def test_elsewhere_nothing_is_changed(monkeypatch):
    monkeypatch.setattr(heap, "_done", None)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert heap.return_big_blocks() is False
