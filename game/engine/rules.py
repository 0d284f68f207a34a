"""Compile a validated ruleset document into immutable tables the engine reads.

A card in play is a small int, its *type*: one (colour, rank) pair, or an uncoloured rank.
Everything the engine asks per move — may this card go on that one, which cards answer this
attack, which action ints does playing this card offer — is answered here once, at load time,
as lists indexed by type and bit masks over types.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from game.engine import actions as A
from game.engine import effects as E
from game.engine.effects import Effect, Kind
from game.engine.frozen import rebuilt
from game.engine.going_out import banned_ranks
from game.engine.groups import Groups, compile_groups

NO_COLOUR: Final = -1
#: Cards in a deck at most. The calls are looked up by hand size (`call_at_size`), and a hand
#: holds at most the deck less the card on the discard pile. `game.ruleset` refuses larger decks.
MAX_DECK: Final = 256
#: Seats at a table at most (the format's `players.max`).
MAX_PLAYERS: Final = 16


#: The effect kinds by name, each from its home. `game.engine.effect_kinds` fills it as it is
#: imported, with the package (game/engine/__init__.py): the homes carry out their effects with
#: the turn flow's helpers, which work on states, and a state's module needs this one, so this
#: one cannot import them.
KINDS_BY_NAME: Final[dict[str, Kind]] = {}


@dataclass(frozen=True, slots=True)
class Call:
    id: str
    cards_left: int
    penalty: int
    ranks: frozenset[int] = frozenset()  # said only when the card laid is of these (with_ranks)

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt(self)  # pickled and copied alike compiled or not (game.engine.frozen)


class Rules:
    """The compiled ruleset. Immutable after construction; shared by every state of a game."""

    def __init__(self, doc: Mapping[str, Any]) -> None:
        # The document is private: its facts are compiled here, and the words and pictures it
        # gives are read once per Rules by `game.ruleset.facts` (tests/test_rule_facts.py).
        self._doc = doc
        self.id: str = doc["id"]
        self.name = doc["name"]
        self.source: str = str(doc.get("_source", ""))
        self.min_players: int = doc["players"]["min"]
        self.max_players: int = doc["players"]["max"]
        self.hand_size: int = doc["hand_size"]  # by the number of players: `hand_sizes`
        self.colours: tuple[str, ...] = tuple(doc["colours"])
        self._compile_ranks(doc["ranks"])
        self._compile_types()
        self._compile_settings(doc)
        self._compile_effects(doc["ranks"])
        self._compile_deck(doc)
        self._compile_tables()

    # -- catalogue -------------------------------------------------------------------------
    def _compile_ranks(self, ranks: Mapping[str, Any]) -> None:
        self.ranks: tuple[str, ...] = tuple(ranks)
        self.rank_index = {r: i for i, r in enumerate(self.ranks)}
        self.rank_spec = [ranks[r] for r in self.ranks]
        self.rank_coloured = [bool(s["coloured"]) for s in self.rank_spec]
        self.rank_is_number = [s["kind"] == "number" for s in self.rank_spec]
        self.rank_value = [int(s["value"]) for s in self.rank_spec]
        self.rank_points = [int(s.get("points", s["value"])) for s in self.rank_spec]
        self.rank_any = [s["plays_on"] == "any" for s in self.rank_spec]
        # A special rank: one with an effect, or that goes on anything.
        self.rank_special = [bool(s["effects"]) or s["plays_on"] == "any" for s in self.rank_spec]
        self.rank_faces = [
            frozenset([r, *s["rank_aliases"]]) for r, s in zip(self.ranks, self.rank_spec)
        ]
        self.rank_not_on = [
            frozenset(self.rank_index[x] for x in s["not_on"]) for s in self.rank_spec
        ]
        # Anything may follow a card of this rank while it is on top (its play_table row).
        self.rank_then_any = [bool(s["then_any"]) for s in self.rank_spec]
        # Playable only without the colour in force (game.engine.challenge), and challenged.
        self.rank_only_without = [s["only_without"] == "colour_in_force" for s in self.rank_spec]
        self.rank_challenge = [
            w and bool(s["challenge"]["enabled"])
            for w, s in zip(self.rank_only_without, self.rank_spec)
        ]
        self.rank_challenge_extra = [int(s["challenge"]["extra"]) for s in self.rank_spec]

    def _compile_types(self) -> None:
        """Types: every coloured rank in every colour, then each uncoloured rank once."""
        self.type_colour: list[int] = []
        self.type_rank: list[int] = []
        for c in range(len(self.colours)):
            for r in range(len(self.ranks)):
                if self.rank_coloured[r]:
                    self.type_colour.append(c)
                    self.type_rank.append(r)
        for r in range(len(self.ranks)):
            if not self.rank_coloured[r]:
                self.type_colour.append(NO_COLOUR)
                self.type_rank.append(r)
        self.n_types: int = len(self.type_rank)
        if self.n_types > A.MAX_TYPES:
            raise ValueError(f"{self.n_types} card types; the engine handles at most {A.MAX_TYPES}")
        self.type_text = [
            self.ranks[r] if c == NO_COLOUR else f"{self.colours[c]}:{self.ranks[r]}"
            for c, r in zip(self.type_colour, self.type_rank)
        ]
        self.type_index = {text: t for t, text in enumerate(self.type_text)}
        self.type_points = [self.rank_points[r] for r in self.type_rank]
        self.type_value = [self.rank_value[r] for r in self.type_rank]

    def rank_special_or_any(self) -> list[bool]:
        """Which ranks count as special cards for `rules.going_out: {not_with: specials}`:
        those with an effect, that go on anything, or that anything may follow."""
        return [s or a for s, a in zip(self.rank_special, self.rank_then_any)]

    def ranks_mask(self, ranks: frozenset[int], colour: int | None = None) -> int:
        mask = 0
        for t in range(self.n_types):
            if self.type_rank[t] in ranks and (colour is None or self.type_colour[t] == colour):
                mask |= 1 << t
        return mask

    # -- settings --------------------------------------------------------------------------
    def _compile_settings(self, doc: Mapping[str, Any]) -> None:
        # The document comes from `game.ruleset.load_document` with every default of the format
        # written in (the schema is the one place that states them): none is restated here.
        rules = doc["rules"]
        self.deck_choice: str = rules["deck"]
        self.draw_when_able: bool = rules["draw_when_able"]
        self.drawn_card: str = rules["drawn_card"]
        # must_play asks the drawer like may_play, without a pass while the card fits.
        self.drawn_may_play: bool = self.drawn_card in ("may_play", "must_play")
        self.drawn_must_play: bool = self.drawn_card == "must_play"
        draw = rules["draw"]
        self.draw_until: str = draw["until"]
        # How many cards a turn's draw may take, one at a time until one fits: 1 (the common
        # case, its path unchanged), `draw.count`, or as many as the pile holds.
        self.draw_limit: int = {"one": 1, "count": int(draw["count"]), "fits": MAX_DECK}[
            draw["until"]
        ]
        self.reshuffle_keeps_top: bool = rules["reshuffle"] == "keep_top"
        self.reshuffles: bool = rules["reshuffle"] != "none"
        # A draw that finds no card ends the round (scored as blocked) instead of passing.
        self.empty_stock_ends: bool = rules["empty_stock"] == "end_round"
        self.start_card: str = rules["start_card"]
        self.start_redraw: bool = self.start_card == "redraw"
        # The start card's effects are carried out (game.engine.start_card) under these two.
        self.start_acts: bool = self.start_card in ("acts_on_first", "as_dealer")
        self.first_direction: str = rules["first_direction"]  # clockwise | counterclockwise
        self.two_player_reverse_skips: bool = rules["two_player_reverse"] == "skip"
        self.last_card_effects: bool = rules["last_card_effects"] == "apply"
        # Play goes on until one player alone holds cards (game.engine.playing_on).
        self.play_on: bool = rules["round_end"] == "one_left"
        self.blocked_lowest_wins: bool = rules["blocked_round"] == "lowest_hand"
        # Turns after which a round ends as a blocked one; 0: none (the check costs nothing).
        self.turn_limit: int = int(rules["turn_limit"])
        # The turn number the flow's short path may reach (past it, the long one ends the round).
        self.turn_cap: int = self.turn_limit or 1 << 62
        self.out_of_turn_priority: str = rules["out_of_turn_priority"]
        jump = rules["jump_in"]
        self.jump_enabled: bool = bool(jump["enabled"])
        self.jump_ranks_spec = jump["ranks"]
        self.jump_own_card: bool = jump["own_card"]
        self.jump_during_attack: bool = jump["during_attack"] == "stack"
        self.first_player: str = rules["first_player"]
        self.next_round_starter: str = rules["next_round_starter"]
        self.dealer_rotates: bool = rules["dealer_rotation"] == "left"
        going_out = rules["going_out"]
        self.going_out_penalty: int = int(going_out["penalty"])
        self.going_out_players_max: int = int(going_out["players_max"])
        self.going_out_refused: bool = going_out["consequence"] == "refused"
        self.going_out_ranks = frozenset(
            banned_ranks(going_out, self.ranks, self.rank_special_or_any())
        )
        banned = self.ranks_mask(self.going_out_ranks)
        # Masks over types, 0 while the rule is off (game.engine.going_out).
        self.last_refused: int = banned if self.going_out_refused else 0
        self.last_penalised: int = 0 if self.going_out_refused else banned

        calls = doc["calls"]
        self.calls = tuple(
            Call(
                c["id"],
                int(c["cards_left"]),
                int(c["penalty"]),
                frozenset(self.rank_index[r] for r in c.get("with_ranks", ())),
            )
            for c in calls["list"]
        )
        # A false call (one said when no call is due) costs this many cards; 0: none is offered.
        self.false_call_penalty: int = int(calls.get("false_call_penalty", 0))
        self.call_enforcement: str = calls["enforcement"]
        self.call_challenge: bool = self.call_enforcement == "challenge"
        self.call_with_play_only: bool = calls["window"] == "with_play"
        # Which call (index) a hand of this many cards owes after a play, or -1.
        self.call_at_size = [-1] * MAX_DECK
        for i, call in enumerate(self.calls):
            if not 0 <= call.cards_left < MAX_DECK:
                raise ValueError(
                    f"a call at {call.cards_left} cards left; hands hold at most {MAX_DECK - 1}"
                )
            if not call.ranks:
                self.call_at_size[call.cards_left] = i
        self.final_call: int = self.call_at_size[0]
        # Calls tied to the card laid (MM3: "Mau Mau!" when the last card is a Jack): per hand
        # size, the call each card type owes, where it is not the size's plain call. A ranked
        # call stands beside a plain call of its size (game.ruleset.semantics checks it), so
        # whether a call is due never hangs on the card: only which one.
        self.call_by_type: dict[int, tuple[int, ...]] = {}
        for i, call in enumerate(self.calls):
            if call.ranks:
                size = call.cards_left
                plain = self.call_at_size[size]
                owed = list(self.call_by_type.get(size, [plain] * self.n_types))
                for t in range(self.n_types):
                    if self.type_rank[t] in call.ranks:
                        owed[t] = i
                self.call_by_type[size] = tuple(owed)
        self.ranked_calls: bool = bool(self.call_by_type)

        scoring = doc["scoring"]
        self.score_by_points: bool = scoring["mode"] == "points"
        self.winner_points: int = int(scoring["winner_points"])
        self.winner_collects: bool = scoring["hand_points"] == "winner_collects"
        self.colour_factors: dict[str, int] = {
            str(c): int(k) for c, k in scoring["colour_factors"].items()
        }
        # Points per colour (W1: "Star cards are scored double"): folded into each card type's
        # points here, so scoring a hand stays one lookup per type.
        for t, c in enumerate(self.type_colour):
            if c >= 0:
                self.type_points[t] *= self.colour_factors.get(self.colours[c], 1)
        match = doc["match"]
        self.match_end: str = match["end"]
        self.match_rounds: int = int(match["rounds"])
        self.points_limit: int = int(match["points_limit"])
        self.match_winner: str = match.get("winner") or default_match_winner(
            scoring["mode"], scoring["hand_points"]
        )

    # -- effects ---------------------------------------------------------------------------
    def _compile_effects(self, ranks: Mapping[str, Any]) -> None:
        self.rank_effects: list[tuple[Effect, ...]] = [
            tuple(self.compile_effect(e) for e in spec["effects"]) for spec in self.rank_spec
        ]
        self.type_effects = [self.rank_effects[r] for r in self.type_rank]
        # Several cards in one play (game.engine.groups); None: one card a play.
        self.groups: Groups | None = compile_groups(
            self._doc["rules"]["groups"],
            self.ranks,
            self.type_rank,
            self.type_colour,
            self.rank_is_number,
            self.rank_special,
            self.type_effects,
            frozenset(kind.code for kind in KINDS_BY_NAME.values() if kind.stage is not None),
        )

    def compile_effect(self, spec: Any) -> Effect:
        """One effect of the document (`{name: parameters}`, its defaults written in), compiled
        by its kind's home (game.engine.effect_kinds)."""
        ((name, params),) = spec.items()
        return KINDS_BY_NAME[name].compiled(params, self)

    # -- deck ------------------------------------------------------------------------------
    def _compile_deck(self, doc: Mapping[str, Any]) -> None:
        entries = (
            doc["deck"] if self.deck_choice == "main" else doc["deck_options"][self.deck_choice]
        )
        deck: list[int] = []
        too_many = f"more than {MAX_DECK} cards; the engine handles at most {MAX_DECK}"
        for entry in entries:
            copies = int(entry["copies"])
            if copies > MAX_DECK:  # before a list no table could hold is built
                raise ValueError(too_many)
            colours = entry.get("colours")
            for rank in entry["ranks"]:
                r = self.rank_index[rank]
                if not self.rank_coloured[r]:
                    deck += [self.type_index[rank]] * copies
                    continue
                for colour in colours or self.colours:
                    deck += [self.type_index[f"{colour}:{rank}"]] * copies
            if len(deck) > MAX_DECK:
                raise ValueError(too_many)
        self.deck: tuple[int, ...] = tuple(deck)  # one pack; by the number of players: `decks`
        self.deck_counts = [0] * self.n_types
        for t in deck:
            self.deck_counts[t] += 1
        self._compile_counts(doc)

    def _compile_counts(self, doc: Mapping[str, Any]) -> None:
        """What depends on the number of players, as tables indexed by it (0 to MAX_PLAYERS):
        the cards dealt to each, the packs shuffled together, and so the deck."""
        sizes = {int(e["players"]): int(e["hand_size"]) for e in doc["hand_size_by_players"]}
        self.hand_sizes: tuple[int, ...] = tuple(
            sizes.get(n, self.hand_size) for n in range(MAX_PLAYERS + 1)
        )
        steps = sorted(
            (int(e["from_players"]), int(e["packs"])) for e in doc["rules"]["packs_by_players"]
        )
        packs = [1] * (MAX_PLAYERS + 1)
        for low, count in steps:
            for n in range(low, MAX_PLAYERS + 1):
                packs[n] = count
        self.packs: tuple[int, ...] = tuple(packs)
        if max(packs) * len(self.deck) > MAX_DECK:
            raise ValueError(f"more than {MAX_DECK} cards; the engine handles at most {MAX_DECK}")
        self.decks: tuple[tuple[int, ...], ...] = tuple(self.deck * k for k in packs)
        self.decks_counts: tuple[tuple[int, ...], ...] = tuple(
            tuple(c * k for c in self.deck_counts) for k in packs
        )

    # -- tables ----------------------------------------------------------------------------
    def _compile_tables(self) -> None:
        n, n_colours = self.n_types, len(self.colours)
        self.colour_masks = [
            self.ranks_mask(frozenset(range(len(self.ranks))), c) for c in range(n_colours)
        ]
        self.coloured_mask = 0
        for m in self.colour_masks:
            self.coloured_mask |= m
        self.number_mask = sum(1 << t for t in range(n) if self.rank_is_number[self.type_rank[t]])
        # play_table[top][colour] -> mask of types that may be played in a normal turn.
        # Colour index n_colours (and -1, the last entry) means "no colour in force".
        self.play_table = [
            [self._playable_mask(top, c) for c in range(n_colours + 1)] for top in range(n)
        ]
        for row in self.play_table:
            row.append(row[n_colours])  # index -1 == NO_COLOUR
        self.type_special = [self.rank_special[self.type_rank[t]] for t in range(n)]
        self.type_names_colour = [E.names_colour(self.type_effects[t]) for t in range(n)]
        # What a play of each card must choose, from its effects' `choice` facts (their homes).
        self.type_choose = [E.choosing(self.type_effects[t], E.CHOOSES_OPTION) for t in range(n)]
        self.type_trade = [E.choosing(self.type_effects[t], E.CHOOSES_TARGET) for t in range(n)]
        self.type_companion = [
            E.choosing(self.type_effects[t], E.CHOOSES_CARD) is not None for t in range(n)
        ]
        # Cards whose condition refuses them (no challenge), and cards whose play may be
        # challenged (game.engine.challenge): 0 and all False while no rank has one.
        self.only_without_refused = sum(
            1 << t
            for t in range(n)
            if self.rank_only_without[self.type_rank[t]]
            and not self.rank_challenge[self.type_rank[t]]
        )
        self.type_challenge = [self.rank_challenge[self.type_rank[t]] for t in range(n)]
        self.challenge_extra = [self.rank_challenge_extra[self.type_rank[t]] for t in range(n)]
        jump_ranks = self._jump_ranks()
        self.type_jumpable = [
            self.jump_enabled and self.type_rank[t] in jump_ranks for t in range(n)
        ]
        self.play_variants = [tuple(self._variants(t, A.PLAY)) for t in range(n)]
        self.play_variants_call = [tuple(v | A.CALL_BIT for v in vs) for vs in self.play_variants]
        # Cards whose play needs more than the precomputed variants (a companion, a trade target).
        self.type_play_special = [
            self.type_companion[t] or self.type_trade[t] is not None for t in range(n)
        ]
        self.play_special_mask = sum(1 << t for t in range(n) if self.type_play_special[t])
        # Per attack kind (an effect code): the cards whose cancel_attack answers it.
        self.cancel_masks = [0] * 32  # effect codes are small ints (game.engine.effects)
        for t in range(n):
            for effect in self.type_effects[t]:
                for kind in effect.attacks if effect.kind == E.CANCEL_ATTACK else ():
                    self.cancel_masks[kind] |= 1 << t
        # A memo, filled as play goes: the actions of a normal turn by (playable cards held,
        # a call due) — all they depend on unless a special play is among them. A pure
        # function of the key, so sharing it between states and games changes nothing.
        self.turn_actions: dict[int, tuple[int, ...]] = {}

    def _jump_ranks(self) -> frozenset[int]:
        spec = self.jump_ranks_spec
        if spec == "numbers":
            return frozenset(r for r in range(len(self.ranks)) if self.rank_is_number[r])
        return frozenset(self.rank_index[r] for r in spec)

    def _playable_mask(self, top: int, colour: int) -> int:
        top_rank = self.type_rank[top]
        top_faces = self.rank_faces[top_rank]
        mask = 0
        then_any = self.rank_then_any[top_rank]
        for t in range(self.n_types):
            r = self.type_rank[t]
            if top_rank in self.rank_not_on[r]:
                continue
            if (
                then_any
                or self.rank_any[r]
                or colour >= len(self.colours)
                or self.type_colour[t] == colour
                or self.rank_faces[r] & top_faces
            ):
                mask |= 1 << t
        return mask

    def _variants(self, t: int, kind: int, *, only_option_kind: int = 0) -> list[int]:
        """The action ints for playing type t: one per colour and effect choice it needs."""
        base = kind | (t << A.TYPE_SHIFT)
        colours = range(1, len(self.colours) + 1)
        choose = self.type_choose[t]
        if choose is not None:
            out = []
            for k, option in enumerate(choose.options):
                if only_option_kind and E.find_kind(option, only_option_kind) is None:
                    continue
                opt = base | ((k + 1) << A.OPTION_SHIFT)
                if choose.always_name_colour or E.names_colour(option):
                    out += [opt | (c << A.COLOUR_SHIFT) for c in colours]
                else:
                    out.append(opt)
            return out
        if self.type_names_colour[t]:
            return [base | (c << A.COLOUR_SHIFT) for c in colours]
        return [base]

    def stack_variants(self, t: int, attack_kind: int) -> list[int]:
        """Ways to answer an attack with type t: a choose-effect card only as the attack."""
        return self._variants(t, A.PLAY, only_option_kind=attack_kind)

    def __reduce__(self) -> tuple[Any, tuple[Mapping[str, Any]]]:
        """Pickled (to a bot's worker process) as its document: the receiver compiles its own
        tables (half a millisecond) and fills its own `turn_actions` memo, a cache. The same in
        the compiled engine, whose objects have no `__dict__` to copy."""
        return (Rules, (self._doc,))

    # -- calls ---------------------------------------------------------------------------------
    def call_index(self, call_id: str) -> int:
        """The index of the call `call_id` in `calls`, or -1."""
        for i, call in enumerate(self.calls):
            if call.id == call_id:
                return i
        return -1

    def call_owed(self, size: int, t: int) -> int:
        """The call (index) a card of type `t` laid to leave `size` cards owes, or -1."""
        index = self.call_at_size[size]
        if self.ranked_calls and index >= 0:
            by_type = self.call_by_type.get(size)
            if by_type is not None:
                return by_type[t]
        return index

    def is_final(self, index: int) -> bool:
        """Is call `index` said going out (at no card left)?"""
        return self.calls[index].cards_left == 0

    def call_at(self, cards_left: int) -> Call | None:
        """The call owed by a hand left with this many cards after a play, or None."""
        index = self.call_at_size[cards_left] if 0 <= cards_left < MAX_DECK else -1
        return self.calls[index] if index >= 0 else None

    # -- text ------------------------------------------------------------------------------
    def card_from_text(self, text: str) -> int:
        try:
            return self.type_index[text.strip()]
        except KeyError:
            raise ValueError(f"no card {text!r} in ruleset {self.id}") from None

    def card_to_text(self, t: int) -> str:
        return self.type_text[t]

    def colour_name(self, c: int) -> str:
        return "any" if c < 0 or c >= len(self.colours) else self.colours[c]

    def __repr__(self) -> str:
        return f"<Rules {self.id}: {len(self.deck)} cards, {self.n_types} types>"


def default_match_winner(scoring_mode: str, hand_points: str = "penalty") -> str:
    """Who wins the match when the file does not say: the most rounds won when a round scores
    its winner 1, the highest total when the winner collects the hands' points, else the lowest.
    The one default that depends on other settings, so the schema cannot state it; it is not
    written into the document either, whose canonical text names the ruleset in traces and
    saves (game.ruleset.identity)."""
    if scoring_mode != "points":
        return "most_wins"
    return "highest_total" if hand_points == "winner_collects" else "lowest_total"


def compile_rules(doc: Mapping[str, Any]) -> Rules:
    """Compile a validated ruleset document, every default written in, as
    `game.ruleset.load_document` gives it (see docs/ruleset-format.md)."""
    return Rules(doc)
