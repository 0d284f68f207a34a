"""A long press: how far it has come, for the controls that a toddler must not set off by a
tap (kid mode's way out)."""

from __future__ import annotations

HOLD_SECONDS = 2.0  # a parent's deliberate hold; a child's tap or slap is far shorter


class Hold:
    """How far a long press has come: it fills while held and empties at once when let go.

    >>> hold = Hold(1.0)
    >>> hold.press(); hold.update(0.6)
    False
    >>> hold.release(); hold.progress
    0.0
    >>> hold.press(); hold.update(0.6), hold.update(0.6)
    (False, True)
    """

    def __init__(self, seconds: float = HOLD_SECONDS) -> None:
        self.seconds = seconds
        self.progress = 0.0
        self.held = False

    def press(self) -> None:
        self.held = True

    def release(self) -> None:
        self.held = False
        self.progress = 0.0

    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True once the hold is complete."""
        if self.held:
            self.progress = min(1.0, self.progress + dt / self.seconds)
        return self.held and self.progress >= 1.0
