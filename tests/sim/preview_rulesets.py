"""Tiny rulesets whose preview figures are known without playing them."""

from __future__ import annotations

from typing import Any

from game.ruleset import check_text

# Two players, two Stop cards each, one colour: the first player plays a Stop, the other is
# skipped, the first plays the second Stop and is out. Every round: 2 turns, 2 decisions,
# nothing drawn, 2 Stops played, won by the seat that began. (The "1" is in a deck option,
# only so that a Stop has another rank to follow.)
STOPS = """
format: 1
id: stops
name: "Only stops"
players: {min: 2, max: 2}
hand_size: 2
colours: [red]
ranks:
  stop: {kind: symbol, name: {en: Stop, de: Stopp, sv: Stopp}, effects: [{skip: {count: 1}}]}
  "1": {kind: number, value: 1}
deck:
  - {ranks: [stop], copies: 5}
deck_options:
  plain:
    - {ranks: ["1"], copies: 5}
"""

# Three cards of three colours, each rank in one colour: both players hold a colour other than
# the start card's, and nothing is left to draw. Every round: both pass, the round is blocked.
BLOCKED = """
format: 1
id: blocked
name: "Always blocked"
players: {min: 2, max: 2}
hand_size: 1
colours: [red, green, blue]
ranks:
  "1": {kind: number, value: 1}
  "2": {kind: number, value: 2}
  "3": {kind: number, value: 3}
deck:
  - {ranks: ["1"], colours: [red]}
  - {ranks: ["2"], colours: [green]}
  - {ranks: ["3"], colours: [blue]}
"""

# Each rank in one colour only and nothing changes the colour: a card of another colour than
# the start card's can never be played, yet the cards of that colour keep coming round (the
# pile is reshuffled), so the round is never blocked either. No round ends.
NEVER_ENDS = """
format: 1
id: never_ends
name: "Never ends"
players: {min: 2, max: 4}
hand_size: 5
colours: [red, green, blue]
ranks:
  "1": {kind: number, value: 1}
  "2": {kind: number, value: 2}
  "3": {kind: number, value: 3}
deck:
  - {ranks: ["1"], colours: [red], copies: 12}
  - {ranks: ["2"], colours: [green], copies: 12}
  - {ranks: ["3"], colours: [blue], copies: 12}
"""


def document(text: str, name: str = "tiny.yaml") -> dict[str, Any]:
    doc, problems = check_text(text, name)
    assert doc is not None, problems
    return doc
