"""The coach: the first time something happens at the table, a short lesson says what and why.

It is fed the events the screen has shown (`Showing.watchers`), as the viewer saw them, and
the refused drops; it keeps a queue of `Lesson`s for the screen to show as bubbles, one at a
time. Each lesson is said once per ruleset: what was taught is remembered in the user's data
(`CoachMemory`, coach.json). Every word is made from the ruleset being played — its card
names, its effects (`game.rulebook`), its table rules — and a setting changed by a house rule
says so, with the book's choice beside it.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import files
from game.engine import events as EV
from game.engine.events import Event
from game.engine.going_out import GOING_OUT
from game.engine.rules import Rules
from game.i18n import tr
from game.rulebook import call_words, rank_words, sentence
from game.ruleset.facts import facts_of
from game.table.presented import Presented
from game.table.stats import ruleset_key
from game.words import call_name, card_name

FORMAT = 1
MAX_RULESETS = 10_000  # rulesets the memory may name


@dataclass(frozen=True)
class Lesson:
    """One bubble: `key` names what it teaches (said once per ruleset), `seat` where it
    happened (-1: the middle of the table), `text` its words."""

    key: str
    seat: int
    text: str
    place: str = ""  # a table button it speaks of ("caught"), pointed at instead of the seat

    def reading_time(self) -> float:
        """Seconds a person needs to read it: the table waits no longer for them."""
        return min(8.0, 1.6 + 0.055 * len(self.text))


# -- what was taught, per ruleset ----------------------------------------------------------------
@dataclass
class CoachMemory:
    seen: dict[str, set[str]] = field(default_factory=dict)  # ruleset key -> lesson keys

    def of(self, ruleset: str) -> set[str]:
        return self.seen.setdefault(ruleset_key(ruleset), set())

    def started(self, ruleset: str) -> bool:
        """The coach has begun teaching this ruleset (it goes on until each lesson is said)."""
        return ruleset_key(ruleset) in self.seen

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "seen": {r: sorted(keys) for r, keys in self.seen.items()}}

    @classmethod
    def from_dict(cls, data: Any) -> CoachMemory:
        """Raises ValueError for what is not a coach file (every key and lesson is text)."""
        files.record(data, "the file", {"format", "seen"})
        files.whole(data["format"], "format", FORMAT, FORMAT)
        seen = data["seen"]
        if not isinstance(seen, dict) or len(seen) > MAX_RULESETS:
            raise ValueError(f"seen: not an object of up to {MAX_RULESETS} rulesets")
        return cls(
            {
                files.text(r, "seen", 1024, empty=False): {
                    files.text(k, f"seen/{r}", 200) for k in files.items(keys, f"seen/{r}", 1000)
                }
                for r, keys in seen.items()
            }
        )


def memory_path() -> Path:
    from game.userdirs import data_dir

    return data_dir() / "coach.json"


def load_memory() -> CoachMemory:
    from game.userdirs import read_json

    return read_json(memory_path(), what="coach", check=CoachMemory.from_dict) or CoachMemory()


def save_memory(memory: CoachMemory) -> None:
    from game.userdirs import write_json

    with contextlib.suppress(OSError):
        write_json(memory_path(), memory.to_dict())


def played(ruleset: str) -> bool:
    """The person has finished a round of this ruleset (the statistics count it)."""
    from game.table import stats

    key = ruleset_key(ruleset)
    return any(r == key and row.rounds for (r, _level, _who), row in stats.load().rows.items())


def wanted(mode: str, ruleset: str, *, passing: bool, memory: CoachMemory) -> bool:
    """Whether the coach sits at this table: `always`, or (`new`) for a ruleset not played
    yet or still being taught; in pass-and-play only when asked for (`always`)."""
    if mode == "always":
        return True
    if mode != "new" or passing:
        return False
    return memory.started(ruleset) or not played(ruleset)


# -- the lessons ---------------------------------------------------------------------------------
class Coach:
    def __init__(
        self,
        rules: Rules,
        names: list[str],
        viewer: int,
        *,
        book: Mapping[str, Any],
        overrides: Mapping[str, Any],
        seen: set[str],
        you: bool = False,
    ) -> None:
        self.you = you  # one person at the table: lines about them are said to them
        self.rules = rules
        self.facts = facts_of(rules)  # as played: with the house rules
        self.book = book  # as the book has it
        self.overrides = overrides
        self.names = names
        self.viewer = viewer
        self.laying = False  # the viewer is laying several cards in one play
        self.seen = seen  # shared with the memory: a lesson said is remembered at once
        self.lessons: deque[Lesson] = deque()

    def _teach(self, key: str, seat: int, text: str, place: str = "") -> None:
        if key in self.seen:
            return
        self.seen.add(key)
        self.lessons.append(Lesson(key, seat, text, place))

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else ""

    def _said(self, key: str, seat: int, **values: object) -> str:
        """A line about `seat`: to the person reading it in their own words ("You said…",
        key "coach.you.…"), else with the seat's name ("Anna said…")."""
        if self.you and seat == self.viewer:
            return tr(key.replace("coach.", "coach.you.", 1), **values)
        return tr(key, player=self._who(seat), **values)

    def _house(self, *prefixes: str) -> bool:
        return any(path.startswith(prefixes) for path in self.overrides)

    # -- fed by the table ---------------------------------------------------------------------
    def shown(self, event: Event, presented: Presented) -> None:
        """An event the viewer has just seen (`presented`: the table once it was shown)."""
        kind, seat, a, b = event
        self.viewer = presented.viewer
        self.laying = presented.phase == "group" and presented.turn == presented.viewer
        sizes = presented.sizes
        if kind in (EV.PLAY, EV.JUMP, EV.DEFEND):
            if kind == EV.JUMP and seat != self.viewer:
                self._teach("jump", seat, self._jump(seat, a))
            if kind == EV.DEFEND:
                self._teach("defend", seat, self._defend(seat, a))
            if kind == EV.PLAY and b == "group":
                self._teach("group", seat, self._group(seat, a))
            ends = bool(sizes) and sizes[seat] == 0 and not self.rules.last_card_effects
            if ends and self.rules.play_on:  # one_left: it ends the round only for the last
                ends = sum(1 for k in sizes if k) < 2
            if not ends:  # a last card's effect is not carried out: nothing to explain yet
                self._card(seat, a)
        elif kind == EV.DRAW and seat == self.viewer and b == "turn":
            self._teach("drawn", seat, self._drawn())
        elif kind == EV.START_ACTS:  # before the first turn: the card its effects follow from
            self._teach("start_acts", -1, self._start_acts(a, b))
            self._card(seat, a)
        elif kind == EV.ATTACK_RETURNED:
            self._teach("returned", seat, self._said("coach.returned", seat, other=self._who(a)))
        elif kind == EV.WAITS:
            self._teach("waits", seat, self._said("coach.waits", seat, count=a))
        elif kind == EV.CALL:
            self._teach(f"call:{a}", seat, self._call(seat, a))
        elif kind == EV.FALSE_CALL:
            said = self._said("coach.false_call", seat, call=call_name(self.rules, a), count=b)
            self._teach("false_call", seat, said + " " + self._call_rule(a))
        elif kind == EV.REVEAL and b == "show_hand":
            self._teach("shown", seat, self._said("coach.shown", seat))
        elif kind == EV.MISSED_CALL and b == "penalty":
            self._teach("penalty", seat, self._penalty(seat, a))
        elif kind == EV.MISSED_CALL:
            self._teach("uncaught", seat, self._uncaught(seat, a))
        elif kind == EV.CAUGHT:
            self._teach("caught", seat, self._caught(seat, a))
        elif kind == EV.CHALLENGED:
            self._teach("challenged", seat, self._challenged(seat))
        elif kind == EV.PENALTY and b == GOING_OUT:
            self._teach("going_out", seat, self._going_out(seat, a))
        elif kind == EV.WENT_OUT:
            self._teach("went_out", seat, self._went_out(seat, a))
        elif kind == EV.ROUND_END:
            self._teach("round_end", -1, self._round_end(seat, b["blocked"], b.get("ended", "")))

    def catch_chance(self, seat: int, call_id: str) -> None:
        """The viewer may catch `seat`'s missed call now (the Caught button shows): the first
        time, what the button does and what it costs the one caught."""
        who = self._who(seat)
        button = tr("table.btn.caught", player=who)
        said = tr("coach.catch", player=who, call=call_name(self.rules, call_id), button=button)
        self._teach("catch", seat, said + " " + self._call_rule(call_id), "caught")

    def refused(self, reason: str) -> None:
        """A card the viewer put on the pile went back to the hand, for `reason` (in words)."""
        self._teach("refused", self.viewer, self._refused(reason))

    def next(self) -> Lesson | None:
        return self.lessons.popleft() if self.lessons else None

    # -- the words ------------------------------------------------------------------------------
    def _card(self, seat: int, card: int) -> None:
        rank_id = self.rules.ranks[self.rules.type_rank[card]]
        rank = self.rules.type_rank[card]
        words = self.facts.rank_words(rank_id)
        plain = not self.rules.rank_special[rank] and not self.rules.rank_then_any[rank]
        if plain and not self.rules.rank_not_on[rank]:
            return  # a plain card: the refused drop teaches how cards match
        text = tr("coach.card", card=self.facts.rank_name(rank_id), does=" ".join(words))
        if self._house(f"ranks.{rank_id}."):
            book = rank_words(self.book, rank_id)
            ours, theirs = _parts(words), _parts(book)
            new = [p for p in ours if p not in theirs] or ours
            old = [p for p in theirs if p not in ours] or theirs
            if ours != theirs and not theirs:  # the book's card does nothing: nothing to quote
                text += " " + tr("coach.house_rule_plain", rule=" ".join(map(sentence, new)))
            elif ours != theirs:
                rule = " ".join(sentence(p) for p in new)
                text += " " + tr("coach.house_rule", rule=rule, book=" ".join(map(sentence, old)))
        self._teach(f"card:{rank_id}", seat, text)

    def _start_acts(self, card: int, setting: str) -> str:
        """A special start card that acts (`rules.start_card`): on whom, as the rule says; the
        book's own choice beside it where a house rule made it act (noris D-45, classic D-48)."""
        rule = tr(f"rules.start_card.{setting}")
        if self._house("rules.start_card"):
            book = tr(f"rules.start_card.{self.book['rules']['start_card']}")
            rule = tr("coach.house_rule", rule=rule, book=book)
        return tr("coach.start_acts", card=card_name(self.rules, card), rule=rule)

    def _jump(self, seat: int, card: int) -> str:
        name = card_name(self.rules, card)
        return tr("coach.jump", player=self._who(seat), card=name, rule=tr("rules.jump_in"))

    def _defend(self, seat: int, card: int) -> str:
        return self._said("coach.defend", seat, card=card_name(self.rules, card))

    def _group(self, seat: int, card: int) -> str:
        groups = self.rules.groups
        rule = tr(
            f"rules.groups.effects.{'each' if groups is None or groups.each_effect else 'last'}"
        )
        return self._said("coach.group", seat, card=card_name(self.rules, card), rule=rule)

    def _drawn(self) -> str:
        text = tr(f"rules.drawn_card.{self.rules.drawn_card}")
        if self._house("rules.drawn_card"):
            book = tr(f"rules.drawn_card.{self.book['rules']['drawn_card']}")
            text = tr("coach.house_rule", rule=text, book=book)
        if self.rules.draw_limit > 1:  # several cards a draw: say how many first
            until = tr(f"rules.draw.until.{self.rules.draw_until}", count=self.rules.draw_limit)
            if self._house("rules.draw."):
                book = self.book["rules"].get("draw", {})
                was = tr(f"rules.draw.until.{book.get('until', 'one')}", count=book.get("count", 3))
                until = tr("coach.house_rule", rule=until, book=was)
            text = until + " " + text
        return text

    def _call_rule(self, call_id: str) -> str:
        rule = call_words(self.facts.call_spec(call_id), self.facts.rank_names())
        text = rule + " " + tr(f"rules.enforcement.{self.rules.call_enforcement}")
        book = self.book["calls"]
        if self.rules.false_call_penalty != book.get("false_call_penalty", 0):
            # A false call penalised by a house rule (noris's D-63): that is the news here.
            ours = tr("rules.false_call", count=self.rules.false_call_penalty)
            if not self.rules.false_call_penalty:
                ours = tr("rules.false_call.off")
            return tr("coach.house_rule", rule=f"{text} {ours}", book=tr("rules.false_call.off"))
        if self._house("calls.list"):  # calls added or changed (classic's D-62): the book's
            names = self.facts.rank_names()
            said = " ".join(sentence(call_words(c, names)) for c in book["list"])
            return tr("coach.house_rule", rule=text, book=said or tr("rules.false_call.off"))
        if self._house("calls."):
            return tr(
                "coach.house_rule", rule=text, book=tr(f"rules.enforcement.{book['enforcement']}")
            )
        return text

    def _call(self, seat: int, call_id: str) -> str:
        said = self._said("coach.call", seat, call=call_name(self.rules, call_id))
        return said + " " + self._call_rule(call_id)

    def _penalty(self, seat: int, call_id: str) -> str:
        said = self._said("coach.penalty", seat, call=call_name(self.rules, call_id))
        return said + " " + self._call_rule(call_id)

    def _uncaught(self, seat: int, call_id: str) -> str:
        said = self._said("coach.uncaught", seat, call=call_name(self.rules, call_id))
        return said + " " + self._call_rule(call_id)

    def _caught(self, seat: int, other: int) -> str:
        if self.you and other == self.viewer:  # "Anna caught you", never "Anna caught You"
            said = tr("coach.caught_you", player=self._who(seat))
        else:
            said = self._said("coach.caught", seat, other=self._who(other))
        return said + " " + tr(f"rules.enforcement.{self.rules.call_enforcement}")

    def _refused(self, reason: str) -> str:
        if self.laying:  # the reason says what to do instead: add a card that follows, or end
            return tr("coach.refused_in_play", reason=reason)
        # The reason says how cards match; what to do instead is the ruleset's drawing rule.
        able = self.rules.draw_when_able
        rule = tr("rules.draw_when_able" if able else "rules.draw_only_when_stuck")
        return tr("coach.refused", reason=reason, rule=rule)

    def _challenged(self, seat: int) -> str:
        """The first challenge: who may challenge, what it costs, the hand shown to one seat."""
        rules = self.rules
        extra = max(
            (rules.challenge_extra[t] for t in range(rules.n_types) if rules.type_challenge[t]),
            default=0,
        )
        rule = sentence(tr("rules.challenge", count=extra))
        return self._said("coach.challenged", seat) + " " + rule

    def _going_out(self, seat: int, count: int) -> str:
        """Someone went out on a card nobody may end on, and drew for it: the rule in words."""
        said = self._said("coach.going_out", seat)
        rule = tr("rules.going_out.consequence.penalty", count=count)
        if self._house("rules.going_out."):
            return said + " " + tr("coach.house_rule_plain", rule=rule)
        return said + " " + rule

    def _went_out(self, seat: int, place: int) -> str:
        """A player out of cards in a round that plays on (round_end: one_left)."""
        said = self._said("coach.went_out", seat, place=place)
        return tr("coach.house_rule_plain", rule=said) if self._house("rules.round_end") else said

    def _round_end(self, winner: int, blocked: bool, ended: str = "") -> str:
        to_you = self.you and winner == self.viewer
        # What blocked the round: nobody could move, the turns or the draw pile ran out.
        why = {"turn_limit": "log.round_turn_limit", "stock_empty": "log.round_stock_empty"}
        blocked_key = why.get(ended, "log.round_blocked")
        if winner < 0:
            head = tr(blocked_key + "_none")
        elif to_you and not ended:  # "You win the round", never "You wins the round"
            head = tr("log.you.round_blocked" if blocked else "log.you.round_won")
        elif blocked:
            head = tr(blocked_key, player=self._who(winner))
        else:
            head = tr("log.round_won", player=self._who(winner))
        rules = self.rules
        if rules.score_by_points:  # who scores the cards left: their holder, or the winner
            collects = rules.winner_collects
            score = tr("rules.hand_points.winner_collects" if collects else "rules.scoring.points")
        else:
            score = tr("rules.scoring.wins")
        if rules.match_end == "rounds":
            end = tr("rules.match_rounds", count=rules.match_rounds)
        else:
            end = tr("rules.match_points", count=rules.points_limit)
        text = tr("coach.round_end", head=sentence(head), score=score, end=end)
        if self._house("scoring.", "match.", "rules.empty_stock", "rules.turn_limit"):
            text = tr("coach.house_rule_plain", rule=text)
        return text


def _parts(sentences: list[str]) -> list[str]:
    """The clauses of a card's sentences ("the next player draws 2", "may be answered with
    Draw 2 (stacks)"), so that a house rule names only the clause it changes."""
    return [part.strip().rstrip(".") for line in sentences for part in line.split(";")]
