"""The table's choosers made from the controller's requests (`game.table.requests`): a colour,
a Joker's option, whom to trade with, a card for Your Choice's companion or an X+."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import actions as A
from game.engine.rules import Rules
from game.i18n import tr
from game.table.requests import ChooseCard, ChooseWay
from game.ui.art.look import CardImages
from game.ui.table.choosers import CardChooser, Chooser, ColourChooser, EffectChooser, TradeChooser

TARGET_KINDS = {A.TARGET_LEFT: "left", A.TARGET_RIGHT: "right"}


def way_chooser(
    ask: ChooseWay,
    rules: Rules,
    *,
    kid: bool,
    images: CardImages,
    names: Sequence[str],
    sizes: Sequence[int],
    avatars: Sequence[int],
) -> Chooser:
    """The chooser for the way `ask.card` goes on the pile: its colour, its option, or the
    trade's target (a seat named with how many cards it holds: `sizes`, as shown)."""
    if ask.need == "colour":
        return ColourChooser(rules, ask.values, kid=kid)
    if ask.need == "option":
        choose = rules.type_choose[ask.card]
        assert choose is not None, "an option is asked only of a choose-effect card"
        return EffectChooser(rules, [(k, choose.option_ids[k]) for k in ask.values], kid=kid)
    labels = []
    people = {}
    for target in ask.values:
        kind = TARGET_KINDS.get(target)
        if kind is not None:
            labels.append((target, kind))
            continue
        count = tr("table.cards_count", count=sizes[target])
        labels.append((target, f"{names[target]} · {count}"))
        people[target] = (avatars[target], sizes[target])
    return TradeChooser(labels, kid=kid, people=people, images=images)


def card_chooser(ask: ChooseCard, rules: Rules, *, kid: bool, images: CardImages) -> Chooser:
    """The cards that may go now, for Your Choice's companion, an X+'s number card, or the
    card to give in a stage."""
    if ask.phase == "companion":
        title, note = tr("table.choose_companion"), tr("table.choose_companion_note")
    elif ask.phase == "stage":
        title, note = tr("table.choose_give"), tr("table.choose_give_note")
    else:
        title, note = tr("table.choose_forced"), tr("table.choose_forced_note")
    return CardChooser(rules, ask.cards, title=title, note=note, images=images, kid=kid)
