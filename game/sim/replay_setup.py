"""The strict replay's reading of a round's set-up: the deal by the number of players, the
packs, and what the start card did (see `game.sim.replay`).

Built from the ruleset document in a trace's header alone, like `game.sim.replay_match`: the
cards each player is dealt (`hand_size`, `hand_size_by_players`), the deck of this many
players (`deck` or the `deck_options` entry `rules.deck` picks, each card once per pack of
`rules.packs_by_players`), and `rules.start_card`: a card whose effects act must be followed by
a `start_acts` record, and under `acts_on_first` the first player draws the card's cards, is
skipped, or the dealer begins the other way round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any


class SetupProblem(Exception):
    """The round's deal or start card disagrees with the trace's own ruleset."""


def _effect_names(specs: Any) -> list[tuple[str, Mapping[str, Any]]]:
    out: list[tuple[str, Mapping[str, Any]]] = []
    for spec in specs or ():
        if isinstance(spec, str):
            out.append((spec, {}))
        else:
            ((name, params),) = spec.items()
            out.append((name, params or {}))
    return out


class TraceSetup:
    """The set-up facts of one ruleset document."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        rules = doc.get("rules", {})
        self.hand_size = int(doc["hand_size"])
        self.hand_sizes = {
            int(e["players"]): int(e["hand_size"]) for e in doc.get("hand_size_by_players", [])
        }
        self.packs = sorted(
            (int(e["from_players"]), int(e["packs"])) for e in rules.get("packs_by_players", [])
        )
        choice = rules.get("deck", "main")
        entries = doc["deck"] if choice == "main" else doc.get("deck_options", {})[choice]
        colours = list(doc["colours"])
        ranks = doc["ranks"]
        pack: Counter[str] = Counter()
        for entry in entries:
            copies = int(entry.get("copies", 1))
            for rank in entry["ranks"]:
                if not ranks[rank].get("coloured", True):
                    pack[rank] += copies
                    continue
                for colour in entry.get("colours") or colours:
                    pack[f"{colour}:{rank}"] += copies
        self.pack = +pack
        self.start_card: str = rules.get("start_card", "redraw")
        self.first_direction: str = rules.get("first_direction", "clockwise")
        self.effects = {rank: _effect_names(spec.get("effects")) for rank, spec in ranks.items()}
        # What `redraw` slides under: a card with an effect, or one that goes on anything.
        self.special = {
            rank: bool(self.effects[rank]) or spec.get("plays_on") == "any"
            for rank, spec in ranks.items()
        }

    def hand_size_for(self, players: int) -> int:
        return self.hand_sizes.get(players, self.hand_size)

    def packs_for(self, players: int) -> int:
        packs = 1
        for low, count in self.packs:
            if low <= players:
                packs = count
        return packs

    def deck_for(self, players: int) -> Counter[str]:
        packs = self.packs_for(players)
        return Counter({card: k * packs for card, k in self.pack.items()})

    def check_start(self, start: Mapping[str, Any]) -> None:
        """The round_start record's hand size and deck are this ruleset's for its players."""
        players = int(start["players"])
        if int(start.get("hand_size", 0)) != self.hand_size_for(players):
            raise SetupProblem(
                f"{start.get('hand_size')} cards a hand with {players} players; the ruleset "
                f"deals {self.hand_size_for(players)}"
            )
        direction = start.get("direction", "clockwise")
        if direction != self.first_direction:
            raise SetupProblem(f"play starts {direction}; the ruleset says {self.first_direction}")
        deck = +Counter({card: int(k) for card, k in start["deck"].items()})
        if deck != self.deck_for(players):
            raise SetupProblem(
                f"the deck of {players} players is not {self.packs_for(players)} pack(s) of "
                "the ruleset's deck"
            )

    def acts(self, card: str) -> bool:
        """Does this start card's effect act (a `start_acts` record must follow)?"""
        return self.start_card in ("acts_on_first", "as_dealer") and bool(
            self.effects.get(card.rpartition(":")[2])
        )


class StartWatch:
    """Follows the records from the start card to the first turn: they must do what the
    ruleset's `start_card` says the card does."""

    def __init__(self, setup: TraceSetup, players: int, dealer: int) -> None:
        self.setup = setup
        self.players = players
        self.dealer = dealer
        self.card: str | None = None  # the start card that stays on the pile
        self.acted = False
        self.opener = -1  # the seat the start card counts as played by
        self.draws: dict[int, int] = {}
        self.skipped: list[int] = []
        self.reversed = False
        self.done = False

    def start_card(self, card: str, slid_under: bool) -> None:
        if self.card is not None or slid_under and self.setup.start_card == "redraw":
            if self.setup.start_card == "redraw" and not self.setup.special.get(
                card.rpartition(":")[2]
            ):
                raise SetupProblem(f"{card} slid under, though it is no special card")
            return
        if slid_under:
            raise SetupProblem(f"{card} slid under; the ruleset says {self.setup.start_card}")
        self.card = card

    def start_acts(self, card: str, how: str, seat: int) -> None:
        if card != self.card or not self.setup.acts(card) or how != self.setup.start_card:
            raise SetupProblem(f"the start card {card} acts ({how}), against the ruleset")
        self.acted = True
        self.opener = seat

    def asks_opener(self, seat: Any) -> bool:
        """Is a `turn` of `seat` the dealer's, asked to choose for the start card?"""
        return self.acted and self.setup.start_card == "as_dealer" and seat == self.opener

    def open_action(self, rec: Mapping[str, Any]) -> None:
        """The dealer's choice for the start card: only under `as_dealer`, by the seat it
        counts as played by, naming the start card, before anyone else acts."""
        if self.setup.start_card != "as_dealer" or not self.acted or self.done:
            raise SetupProblem("an open action without a start card counted as the dealer's")
        if rec.get("seat") != self.opener or rec.get("card") != self.card:
            raise SetupProblem(f"seat {rec.get('seat')} opens with {rec.get('card')}")

    def record(self, rec: Mapping[str, Any]) -> None:
        """A record between the start card and the first turn."""
        kind = rec.get("event")
        if kind == "draw" and rec.get("why") == "attack":
            seat = int(rec["seat"])
            self.draws[seat] = self.draws.get(seat, 0) + 1
        elif kind == "skipped":
            self.skipped.append(int(rec["seat"]))
        elif kind == "direction":
            self.reversed = not self.reversed

    def first_decision(self, kind: str | None) -> None:
        """The first `turn`, `attack` or action: what the start card did is complete."""
        if self.done or self.card is None:
            return
        self.done = True
        if self.setup.acts(self.card) and not self.acted:
            raise SetupProblem(f"the start card {self.card} did not act")
        if self.acted and self.setup.start_card == "acts_on_first":
            self._on_first()

    def _on_first(self) -> None:
        assert self.card is not None
        names = self.setup.effects[self.card.rpartition(":")[2]]
        cards = sum(int(p.get("count", 2)) for name, p in names if name == "draw")
        drawn = sum(self.draws.values())
        if drawn != cards or len(self.draws) > 1:
            raise SetupProblem(f"the first player drew {drawn} cards for {self.card}, not {cards}")
        if cards and not self.skipped:
            raise SetupProblem(f"the first player kept the turn after drawing for {self.card}")
        if self.draws and self.skipped[0] not in self.draws:
            raise SetupProblem("another player than the one who drew was skipped first")
