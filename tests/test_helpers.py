"""The tests' own helpers: a wait on a process that ends says what the process said."""

from __future__ import annotations

import sys

import pytest

from tests.helpers import started, wait_until


def test_a_process_that_ends_first_is_quoted_in_the_failure(tmp_path):
    """A game that ends before its window shows fails the test with its last words (its "no
    display" line), not only an exit code: CI keeps nothing else of it."""
    said = "maumau: no display to open the window on: :9 cannot be opened"
    process = started(
        [sys.executable, "-c", f"import sys; print({said!r}, file=sys.stderr); sys.exit(2)"],
        tmp_path / "stderr.txt",
    )
    process.wait()
    with pytest.raises(AssertionError, match="the process ended \\(2\\) maumau: no display"):
        wait_until(lambda: False, "a window", process=process)
