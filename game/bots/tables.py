"""What a bot needs to know about each card and each action, worked out once per ruleset.

Rulesets are data, so a bot never asks "is this a Draw 2?"; it asks what the card *does*:
does it make the next player draw, skip them, force them, trade hands, name a colour, play on
anything. Those answers are compiled here into flat lists indexed by card type, and each action
int is decoded once into a `Profile` tuple and cached, because the medium bot scores every legal
action on every decision and the search bot runs it thousands of times a second.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import NamedTuple

from game.engine import actions as A
from game.engine.effects import Effect
from game.engine.rules import Rules


class Profile(NamedTuple):
    """One play-like action (PLAY, JUMP, DEFEND), decoded."""

    kind: int
    t: int  # card type
    named: int  # colour named by the action, -1 none
    draw: int  # cards the next player must draw (an attack)
    skip: int  # players skipped (plain skips and skip attacks)
    force: bool  # reveal-and-force
    reverse: bool
    again: bool  # play again
    trade: int  # target code of a trade (seat, TARGET_LEFT/RIGHT), -1 no trade
    wild: bool  # plays on any card
    companion: bool  # needs a second, coloured card


def _effects_of(rules: Rules, t: int, option: int) -> tuple[Effect, ...]:
    choose = rules.type_choose[t]
    if choose is not None and option >= 0:
        return choose.options[option]
    return rules.type_effects[t]


def _all_effects(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        for option in e.options:
            out += _all_effects(option)
    return out


class Tables:
    """Per-type facts and a cache of decoded actions for one ruleset."""

    def __init__(self, rules: Rules) -> None:
        n = rules.n_types
        self.rules = rules
        self.n_colours = len(rules.colours)
        self.colour = list(rules.type_colour)
        self.rank = list(rules.type_rank)
        self.n_ranks = len(rules.ranks)
        self.value = list(rules.type_value)
        self.points = list(rules.type_points)
        self.wild = [rules.rank_any[rules.type_rank[t]] for t in range(n)]
        self.number = [bool(rules.number_mask >> t & 1) for t in range(n)]
        # Cards some effect is defended by (the 0s of abacus), and cards that cancel an attack
        # or turn it back on its sender: worth keeping while the hand is big.
        defence = 0
        for t in range(n):
            for e in _all_effects(rules.type_effects[t]):
                for m in (*e.defend_masks, *e.return_masks):
                    defence |= m
        for m in rules.cancel_masks:
            defence |= m
        self.defence = [bool(defence >> t & 1) for t in range(n)]
        # A plain card: a number without effects. Children and the medium bot like to lead these.
        self.plain = [not rules.type_special[t] for t in range(n)]
        self.attack = [self._is_attack(t) for t in range(n)]
        # One pack per colour (last slot: uncoloured) and per rank, to count the unseen cards;
        # the packs shuffled in for each number of players, by it.
        self.packs = rules.packs
        self.deck_colour = [0] * (self.n_colours + 1)
        self.deck_rank = [0] * self.n_ranks
        for t, k in enumerate(rules.deck_counts):
            self.deck_colour[self.colour[t]] += k
            self.deck_rank[self.rank[t]] += k
        self.any_ranks = [r for r in range(self.n_ranks) if rules.rank_any[r]]
        # Anything may follow these cards: nobody is ever stuck on one.
        self.then_any = [rules.rank_then_any[rules.type_rank[t]] for t in range(n)]
        # Cards whose play may be challenged (game.engine.challenge): a bluff is a choice.
        self.challengeable = list(rules.type_challenge)
        # The cards nobody may go out on (`rules.going_out`; refused or penalised alike), and
        # the most players the rule holds for (0: any).
        self.last_banned = rules.last_refused | rules.last_penalised
        self.last_players_max = rules.going_out_players_max
        self._profiles: dict[int, Profile] = {}

    def keep(self, t: int, colours: list[int]) -> float:
        """How much a hand wants to keep card `t` (`colours`: its cards per colour, the last
        slot uncoloured): the card it gives away when it must give one (a stage's choice) is
        the one it wants least. Wilds, attacks and defences are kept, then other special cards;
        a card of a colour the hand holds little of goes before one of its long colour, and of
        two alike the one of more points (they count against the hand)."""
        score = 0.0
        if self.wild[t]:
            score += 3.0
        if self.attack[t]:
            score += 2.0
        if self.defence[t]:
            score += 1.5
        if not self.plain[t]:
            score += 1.0
        colour = self.colour[t]
        if colour >= 0:
            score += 0.5 * (colours[colour] - 1)
        return score - 0.02 * self.points[t]

    def _is_attack(self, t: int) -> bool:
        return any(e.is_attack for e in _all_effects(self.rules.type_effects[t]))

    def profile(self, action: int) -> Profile:
        p = self._profiles.get(action & ~A.CALL_BIT)
        if p is None:
            p = self._decode(action & ~A.CALL_BIT)
            self._profiles[action & ~A.CALL_BIT] = p
        return p

    def _decode(self, action: int) -> Profile:
        rules = self.rules
        t = A.type_of(action)
        draw = skip = 0
        force = reverse = again = False
        for e in _effects_of(rules, t, A.option_of(action)):
            reach = e.reach  # what the kind's home says its effect does
            draw += reach.draw
            skip += reach.skip
            force = force or reach.force
            reverse = reverse or reach.reverse
            again = again or reach.again
        trade = A.target_of(action) if rules.type_trade[t] is not None else -1
        return Profile(
            A.kind_of(action),
            t,
            A.colour_of(action),
            draw,
            skip,
            force,
            reverse,
            again,
            trade,
            self.wild[t],
            rules.type_companion[t],
        )


#: Rules whose tables are kept: a table's bots play one, a session a few. Each entry holds its
#: rules alive (the compiled engine's Rules takes no weak reference), and every rules object
#: ever played made one: a workshop's every Try it, every house rule changed (issue 32, 14).
TABLES_KEPT = 8
_TABLES: OrderedDict[int, tuple[Rules, Tables]] = OrderedDict()
_lock = threading.Lock()  # bots of a table in this process may ask on their thread


def tables_for(rules: Rules) -> Tables:
    """The tables of a ruleset, built on first use (keyed by identity: Rules is immutable)."""
    with _lock:
        hit = _TABLES.get(id(rules))
        if hit is not None and hit[0] is rules:
            _TABLES.move_to_end(id(rules))
            return hit[1]
    tables = Tables(rules)
    with _lock:
        _TABLES[id(rules)] = (rules, tables)
        _TABLES.move_to_end(id(rules))
        while len(_TABLES) > TABLES_KEPT:
            _TABLES.popitem(last=False)
    return tables
