"""A hint for the person at the table: what the medium bot would do, and why, in one line.

The hint is chosen from the person's own observation and their legal actions only — never
from the full state — so it cannot give away a card the person could not know about: two
positions that look the same to them get the same hint. It asks `medium_choice` (the medium
bot's rules of thumb, ~10-30 µs a decision, so it runs on the frame), with a fixed generator
so the same position always gets the same hint, and without the bot's memory of earlier
rounds' events (what the person remembers is theirs).

The line says what the chosen action does, in the ruleset's own card names: "Your Draw 2
makes Ben draw 2", "Your Jack lets you wish hearts", "Nothing fits on red 7: draw a card".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import Protocol

from game.bots.medium import medium_choice
from game.engine import actions as A
from game.engine import effects as E
from game.engine.actions import next_active
from game.engine.effect_kinds import BY_CODE
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.i18n import tr
from game.ruleset.facts import facts_of
from game.words import call_name, card_name, colour_name, once_yours

HINT_SEED = 0  # one generator for every hint: the same position, the same hint


@dataclass(frozen=True)
class Hint:
    action: int
    card: int  # the card to lift in the hand, or -1 (draw, keep, call, catch)
    words: str  # why, in one line


def choose_hint(
    rules: Rules, obs: Observation, legal: Sequence[int], names: Sequence[str]
) -> Hint | None:
    """The medium bot's choice among `legal` for `obs` and why, or None with nothing to do."""
    if not legal:
        return None
    action = medium_choice(rules, obs, legal, Random(HINT_SEED))
    if action is None or action < 0 or action not in legal:
        return None
    kind = A.kind_of(action)
    card = A.type_of(action) if kind in A.NAMES_CARD else -1
    return Hint(action, card, hint_words(rules, obs, action, names))


def hint_words(rules: Rules, obs: Observation, action: int, names: Sequence[str]) -> str:
    """Why `action` is a good move, in one line (with "and say Mau" when it carries a call)."""
    kind = A.kind_of(action)
    if kind in (A.PLAY, A.DEFEND, A.JUMP):
        line = _card_words(rules, obs, action, names)
    elif kind == A.DRAW:
        line = _draw_words(rules, obs)
    elif kind == A.PASS:
        line = tr("hint.keep")
    elif kind == A.ACCEPT:
        line = tr("hint.accept")
    elif kind == A.CALL:
        line = tr("hint.late_call", call=_call_name(rules, obs.owed_call))
    elif kind == A.CATCH:
        line = tr("hint.catch", player=names[A.target_of(action)])
    elif kind == A.GIVE:  # a stage's choice: the card the hand needs least
        line = tr("hint.give", card=card_name(rules, A.type_of(action)))
    elif kind == A.END:
        line = tr("hint.end_group")
    elif kind == A.CHALLENGE:
        line = tr("hint.challenge", player=names[obs.last_player])
    elif kind == A.OPEN:  # the dealer's wish on the start card: the colour the hand holds most
        colour = A.colour_of(action)
        line = (
            tr("hint.open", colour=colour_name(rules, colour))
            if colour >= 0
            else tr("hint.open_any")
        )
    else:
        line = tr("hint.resolve")
    if A.has_call(action):
        # the call said with the play is the one for the cards left (END lays no card)
        left = len(obs.hand) - (0 if kind == A.END else 1)
        index = rules.call_at_size[left] if 0 <= left < len(rules.call_at_size) else -1
        if index >= 0 and kind != A.END:
            index = rules.call_owed(left, A.type_of(action))  # "Mau Mau!" on a Jack
        due = rules.calls[index] if index >= 0 else rules.calls[0]
        line = tr("hint.with_call", hint=line, call=call_name(rules, due.id))
    return once_yours(line)


def _call_name(rules: Rules, index: int) -> str:
    calls = rules.calls
    call = calls[index] if 0 <= index < len(calls) else calls[0]
    return call_name(rules, call.id)


def _card_words(rules: Rules, obs: Observation, action: int, names: Sequence[str]) -> str:
    t = A.type_of(action)
    card = card_name(rules, t)
    kind = A.kind_of(action)
    if kind == A.DEFEND:
        return tr("hint.defend", card=card)
    if kind == A.JUMP:
        return tr("hint.jump", card=card)
    victim = names[next_active(obs.hand_sizes, obs.seat, obs.direction)]
    if obs.pending in ("draw", "skip") and obs.phase == "attack":
        return _answer_words(rules, obs, t, card, victim, names)
    if obs.phase == "forced":  # an X+'s victim: any number card, drawing its value
        return tr("hint.forced", card=card)
    if obs.pending == "group":  # one more card of the group being laid (game.engine.groups)
        return tr("hint.group_add", card=card)
    if len(obs.hand) == 2 and _no_going_out_on(rules, obs, t):
        return tr("hint.shed_special", card=card)  # the other card is left to go out on
    for effect in _effects_of(rules, t, action):
        swap = 0 <= A.target_of(action) < A.TARGET_LEFT
        if effect.reach.trades and swap and len(obs.hand) == 1:
            continue  # D-21: a swap with the winner's empty hand changes nothing
        words = _effect_words(rules, effect, card, victim, action, names)
        if words:
            return words
    if obs.phase == "after_draw":
        return tr("hint.drawn", card=card)
    if rules.rank_any[rules.type_rank[t]]:
        return tr("hint.any", card=card)
    if obs.top >= 0 and rules.rank_then_any[rules.type_rank[obs.top]]:
        return tr("hint.then_any", card=card, top=card_name(rules, obs.top))
    if obs.colour >= 0 and rules.type_colour[t] == obs.colour:
        key = "hint.suit" if facts_of(rules).suited else "hint.colour"  # the Skat deck's
        return tr(key, card=card, colour=colour_name(rules, obs.colour))
    return tr("hint.rank", card=card, top=card_name(rules, obs.top))


def _answer_words(
    rules: Rules, obs: Observation, t: int, card: str, victim: str, names: Sequence[str]
) -> str:
    """An answer to a waiting attack: it turns it back on its sender, cancels it, passes it
    on unchanged (the card's effects say which), or stacks on it."""
    attack = obs.pend_effect
    if (
        attack is not None
        and attack.return_masks
        and 0 <= obs.last_player < len(names)
        and attack.return_masks[obs.pending_colour] >> t & 1
    ):
        return tr("hint.return", card=card, player=names[obs.last_player])
    if attack is not None and not attack.stack_mask >> t & 1:
        for effect in rules.type_effects[t]:
            if effect.kind == E.CANCEL_ATTACK and attack.kind in effect.attacks:
                if effect.passes_on:
                    return tr("hint.pass_on", card=card, player=victim)
                return tr("hint.cancel", card=card)
    return tr("hint.stack", card=card, player=victim)


def _effects_of(rules: Rules, t: int, action: int) -> tuple[E.Effect, ...]:
    """The card's effects; a choose-effect card's are those of the option chosen."""
    choose = rules.type_choose[t]
    option = A.option_of(action)
    if choose is not None and 0 <= option < len(choose.options):
        return choose.options[option]
    return rules.type_effects[t]


def _effect_words(
    rules: Rules, effect: E.Effect, card: str, victim: str, action: int, names: Sequence[str]
) -> str:
    """Why to play the card for this effect, as its kind's home says it ("" when it leaves
    that to the card's other effects or its match)."""
    part = BY_CODE[effect.kind].hint(effect, A.colour_of(action), A.target_of(action))
    if part is None:
        return ""
    values: dict[str, object] = {"card": card, "player": victim}
    for key, value in part.values:
        if isinstance(value, E.Seat):
            value = names[value.seat]
        elif isinstance(value, E.ColourOf):
            value = colour_name(rules, value.colour)
        values[key] = value
    return tr(part.key, **values)


class Seated(Protocol):
    """What a hint needs of the table session (game.table.session.TableSession)."""

    rules: Rules
    names: list[str]

    def offers(self, seat: int) -> list[int]: ...

    def observe(self, seat: int) -> Observation: ...


def hint_at(session: Seated, seat: int) -> Hint | None:
    """The hint for `seat` at the table now: from its observation and what it is offered
    (nothing while the screen has not caught up, like every offer)."""
    offers = session.offers(seat)
    if not offers:
        return None
    return choose_hint(session.rules, session.observe(seat), offers, session.names)


def _no_going_out_on(rules: Rules, obs: Observation, t: int) -> bool:
    """May nobody go out on card `t` at this table (`rules.going_out`)?"""
    banned = rules.last_refused | rules.last_penalised
    most = rules.going_out_players_max
    return bool(banned >> t & 1) and (not most or len(obs.hand_sizes) <= most)


def _draw_words(rules: Rules, obs: Observation) -> str:
    """Why to draw: nothing fits the top card, or (a colour wished on it) the wish, or the
    last card is one nobody may go out on."""
    last = obs.hand[0] if len(obs.hand) == 1 else -1
    fits = last >= 0 and rules.play_table[obs.top][obs.colour] >> last & 1
    if fits and rules.last_refused and _no_going_out_on(rules, obs, last):
        return tr("hint.draw_going_out", card=card_name(rules, last))
    wished = obs.colour >= 0 and obs.top >= 0 and rules.type_colour[obs.top] != obs.colour
    if wished:
        line = tr("hint.draw_wish", colour=colour_name(rules, obs.colour))
    else:
        line = tr("hint.draw", top=card_name(rules, obs.top))
    if rules.draw_limit > 1:  # one draw takes cards until one fits
        line = tr("hint.draw_until", hint=line)
    return line
