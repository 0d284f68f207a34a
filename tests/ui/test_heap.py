"""Big pictures, freed, go back to the system (issue 32, case 14).

glibc's malloc raised its threshold for blocks of their own pages each time a big one was
freed, so after the first big picture every later one came from the heap and stayed with the
process when freed. Once a window opens, blocks of a megabyte and more always get their own
pages. Checked by where malloc puts a block (its count of bytes in such pages), not by the
process's memory."""

from __future__ import annotations

import ctypes
import sys

import pygame
import pytest

from game.ui import heap
from game.ui.app import App


class MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd",
            "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost",
        )
    ]  # fmt: skip


def own_pages_bytes() -> int:
    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    return int(libc.mallinfo2().hblkhd)  # bytes in blocks of their own pages (mmap)


def glibc() -> bool:
    try:
        return sys.platform.startswith("linux") and hasattr(ctypes.CDLL("libc.so.6"), "mallinfo2")
    except OSError:
        return False


@pytest.mark.skipif(not glibc(), reason="glibc's malloc only")
def test_after_a_big_picture_is_freed_the_next_one_still_gets_pages_of_its_own():
    App((640, 480))  # as the game starts
    assert heap.return_big_blocks()
    first = pygame.Surface((2000, 1000), pygame.SRCALPHA)  # 8 MB: raised the old threshold
    del first
    before = own_pages_bytes()
    second = pygame.Surface((1000, 700), pygame.SRCALPHA)  # 2.8 MB, as a screen's layer
    assert own_pages_bytes() - before >= 1000 * 700 * 4
    del second
    assert own_pages_bytes() <= before  # freed: its pages went back


def test_elsewhere_nothing_is_changed(monkeypatch):
    monkeypatch.setattr(heap, "_done", None)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert heap.return_big_blocks() is False
