"""The words a person reads around the cards, from the presented state only: the line under
the hand, the draw pile's button and the pending attack's badge.

They say what has been shown, never what the engine has already decided and the screen has
not yet animated: "Show your hand" comes once the X+ has landed, not while it is in the air.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.i18n import tr
from game.table.presented import CHALLENGED, Presented


class Pending(Protocol):
    """The attack waiting, as the presented state or an observation holds it."""

    @property
    def pending(self) -> str: ...

    @property
    def pending_amount(self) -> int: ...


def status_text(p: Presented, names: Sequence[str], *, answers: bool | None = None) -> str:
    """What the moment asks of the viewer, or whose turn it is. `answers`: whether the viewer
    has a card to put on the pile now (the session's legal actions; None: not known yet, while
    the screen catches up), so the line offers an answer only when there is one."""
    if p.over or p.turn < 0:
        return ""
    if p.turn != p.viewer:
        if p.phase == "stage":
            return tr("table.status.stage_waiting", player=names[p.turn])
        if p.phase == "opening":
            return tr("table.status.opening_waiting", player=names[p.turn])
        return tr("table.status.waiting", player=names[p.turn])
    if p.phase == "stage":
        return tr("table.status.give")
    if p.phase == "opening":
        return tr("table.status.opening")
    if p.pending == "draw":
        if answers is False or p.phase == CHALLENGED:  # a wrong challenge: taken, unanswered
            return tr("table.status.take_draw", count=p.pending_amount)
        return tr("table.status.attack_draw", count=p.pending_amount)
    if p.pending == "skip":
        return tr("table.status.sit_out" if answers is False else "table.status.attack_skip")
    if p.pending == "reveal_and_force":
        return tr("table.status.forced")
    if p.pending == "companion":
        return tr("table.status.companion")
    if p.pending == "group":
        return tr("table.status.group")
    if p.phase == "after_draw":
        if answers is not False and p.rules.drawn_must_play:
            # a drawn card that fits must be played: the turn would have ended otherwise
            return tr("table.status.must_play_drawn")
        return tr("table.status.after_draw")
    if answers is False and not p.pending:
        return tr(
            "table.status.must_draw_going_out" if _last_refused(p) else "table.status.must_draw"
        )
    return tr("table.status.your_turn")


def _last_refused(p: Presented) -> bool:
    """Is the viewer's one card a match nobody may go out on (`rules.going_out`)?"""
    rules = p.rules
    if len(p.hand) != 1 or not rules.last_refused >> p.hand[0] & 1 or p.top < 0:
        return False
    most = rules.going_out_players_max
    fits = rules.play_table[p.top][p.colour] >> p.hand[0] & 1
    return bool(fits) and (not most or len(p.sizes) <= most)


def pile_label(what: str | None, p: Pending) -> str:
    """The draw pile's button: `what` it does now ("draw", "accept", "pass")."""
    if what == "accept":
        if p.pending == "draw":
            return tr("table.btn.take", count=p.pending_amount)
        if p.pending == "skip":
            return tr("table.btn.sit_out")
        return tr("table.btn.show_hand")
    if what == "pass":
        return tr("table.btn.keep")
    return tr("table.btn.draw")


def pending_label(p: Presented) -> tuple[str, str]:
    """The badge for a pending attack: its words and its picture's name."""
    if p.pending == "draw":
        return f"+{p.pending_amount}", f"draw{p.pending_amount}"
    if p.pending == "skip":
        return tr("table.pending_skip", count=p.pending_amount), "skip"
    if p.pending == "reveal_and_force":
        return "X+", "x_plus"
    if p.pending == "trade":
        return tr("table.pending_trade"), "trade"
    return "", ""
