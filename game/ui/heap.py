"""Big pictures go back to the system when they are freed (Linux with glibc; elsewhere nothing).

glibc's malloc hands out a block of more than 128 KB as pages of its own (mmap), returned to
the system on free; but each such free raises that threshold to the block's size (up to
32 MB). After the first big picture is freed, every later one comes from the heap, in among
the small blocks that live on, and is kept by the process when freed: the heap only shrinks
from its top. A screen's pictures are big (the About page's text is one 15 MB picture, a
window-sized layer 2.5 to 8 MB), so opening and closing screens grew the game by some 60 MB
in five minutes of a random run with nothing held (issue 32, case 14). A fixed threshold keeps
blocks of a megabyte and more as pages of their own: freed, they are gone.
"""

from __future__ import annotations

import ctypes
import sys

M_MMAP_THRESHOLD = -3  # glibc's <malloc.h>
BIG_BLOCK = 1 << 20  # a picture of 512 x 512 pixels: smaller ones are many and short-lived

_done: bool | None = None


def return_big_blocks() -> bool:
    """Have glibc's malloc give blocks of BIG_BLOCK bytes and more their own pages, returned to
    the system on free (once; later calls say what the first did). True where it took effect."""
    global _done
    if _done is None:
        _done = _set_threshold()
    return _done


def _set_threshold() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc (musl has no libc.so.6, nor mallopt)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, BIG_BLOCK))
