"""The preview's first lines: what the figures mean, in sentences a parent reads at a glance.

How long the rounds are (against the rules the draft came from: a little or much shorter or
longer, with the typical number of turns of each), how often the cards whose play changed are
laid, and whether whoever begins a round wins more often than the others. "About as often"
is said when the fair share lies within the 95% interval of the rounds played, so a few
rounds' luck is not told as an advantage.
"""

from __future__ import annotations

from game.i18n import text_of, tr
from game.sim.preview_figures import Figures, PreviewResult, Special
from game.ui.scenes.workshop.words import percent

SAME = 0.05  # rounds within 5% of the old length are "about as long"
MUCH = 0.2  # and 20% or more apart "much" shorter or longer
CHANGED = 0.2  # a card played 20% more or less often than before counts as changed
CARDS_SAID = 2  # at most this many cards get a sentence


def sentences(result: PreviewResult) -> list[str]:
    """One to four plain sentences: length, changed cards, whoever begins."""
    out = [length(result.ruleset, result.against)]
    out += [played(special) for special in changed_cards(result)]
    out.append(beginner(result.ruleset))
    return [line for line in out if line]


def length(mine: Figures, before: Figures | None) -> str:
    if mine.turns.median is None:
        return ""
    turns = round(mine.turns.median)
    if before is None or not before.turns.median:
        return tr("preview.sum.length", turns=turns)
    ratio = mine.turns.median / before.turns.median
    old = round(before.turns.median)
    if abs(ratio - 1) < SAME:
        return tr("preview.sum.as_long", turns=turns, old=old)
    if ratio < 1:
        key = "preview.sum.much_shorter" if ratio <= 1 - MUCH else "preview.sum.shorter"
    else:
        key = "preview.sum.much_longer" if ratio >= 1 + MUCH else "preview.sum.longer"
    return tr(key, turns=turns, old=old)


def changed_cards(result: PreviewResult) -> list[Special]:
    """The special cards played newly or notably more or less often than before, the biggest
    change first (none said without rules to compare with)."""
    if result.against is None:
        return []
    before = {s.rank: s.per_round for s in result.against.specials}
    changes = []
    for special in result.ruleset.specials:
        old = before.get(special.rank)
        if old is None or abs(special.per_round - old) >= CHANGED * old:
            changes.append((abs(special.per_round - (old or 0.0)), special))
    changes.sort(key=lambda change: -change[0])
    return [special for _size, special in changes[:CARDS_SAID]]


def played(special: Special) -> str:
    card = text_of(special.name) or special.rank
    per = special.per_round
    if per >= 1.5:
        return tr("preview.sum.played_times", card=card, times=round(per))
    if per >= 0.75:
        return tr("preview.sum.played_once", card=card)
    return tr("preview.sum.played_seldom", card=card)


def beginner(mine: Figures) -> str:
    seat = mine.first_seat
    if seat.share is None or seat.low is None or seat.high is None:
        return ""
    shares = {"share": percent(seat.share), "fair": percent(seat.fair)}
    if seat.low <= seat.fair <= seat.high:
        return tr("preview.sum.begin_fair", **shares)
    gap = seat.share - seat.fair
    if gap > 0:
        key = "preview.sum.begin_much_more" if gap >= 0.1 else "preview.sum.begin_more"
    else:
        key = "preview.sum.begin_much_less" if gap <= -0.1 else "preview.sum.begin_less"
    return tr(key, **shares)
