"""The bundled program's entry point: the same as `python -m game` (no arguments: the window)."""

import multiprocessing
import sys

from game.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the bots' worker process starts this program again
    sys.exit(main())
