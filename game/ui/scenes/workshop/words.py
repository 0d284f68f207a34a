"""How the workshop's screens put numbers and messages into words, in the reader's language."""

from __future__ import annotations

from typing import Any

from game.i18n import language, tr
from game.ruleset.problem import Message


def said(message: Message) -> str:
    """A message (a preview's warning, why a file was refused) in the reader's language,
    plural forms and all."""
    values: dict[str, Any] = {
        name: said(value) if isinstance(value, Message) else value for name, value in message.params
    }
    return tr(message.key, **values)


def number(value: float | None, digits: int = 1) -> str:
    """A figure as the reader writes it ("12.5"; "12,5" in German and Swedish); "–" for none."""
    if value is None:
        return "–"
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text.replace(".", ",") if language() in ("de", "sv") else text


def percent(share: float | None) -> str:
    """A share (0 to 1) in whole percent ("12 %" in German and Swedish, "12%" in English)."""
    if share is None:
        return "–"
    whole = round(100 * share)
    if 0 < share < 0.005:
        return "<1%" if language() == "en" else "<1 %"
    return f"{whole}%" if language() == "en" else f"{whole} %"
