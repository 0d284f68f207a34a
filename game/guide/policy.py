"""The fixed ways of play in a guided round: the friendly bots' and the person's.

Both are deterministic functions of what the seat sees (its observation) and its legal
actions, so that the round the search found is the round played at the table. The bots are
friendly: they take an attack rather than pass it on, keep a drawn card, play plain cards
before special ones, never jump in, catch or challenge, never bluff (play a card against its
condition: the search alone has one do so, to stage a challenge), always say their call, and
leave the person out of a trade when they can (the search may have one lay a card the person
can answer, to stage a defence or a jump-in). The person plays a card of a kind still to be
taught whenever one fits (never as a bluff), defends or jumps in while that is still to be
taught, draws when the draw is still to be taught, and otherwise plays the card of the colour
they hold most of, keeping back the cards a defence or a jump-in still waits for. Where
several cards go in one play, the bots end their play after its first card (one card a play,
as the book has it), and the person opens a play the hand can add to in a form still to be
taught, adds that card, and otherwise ends the play (unless the card to add is their last).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine import actions as A
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.guide.plan import group_form

CARD_KINDS = (A.PLAY, A.DEFEND)  # the card moves in turn (a jump-in is the person's only)


def with_calls(legal: Sequence[int]) -> list[int]:
    """The moves, each play said with its call when one is due (everybody calls here)."""
    calling = {a & ~A.CALL_BIT for a in legal if a & A.CALL_BIT}
    return [a | A.CALL_BIT if a in calling else a for a in legal if not a & A.CALL_BIT]


def _held(rules: Rules, hand: Sequence[int], colour: int, played: int) -> int:
    """How many cards of `colour` the hand keeps once `played` is down."""
    return sum(1 for t in hand if rules.type_colour[t] == colour) - (
        rules.type_colour[played] == colour
    )


def _preference(
    rules: Rules, obs: Observation, action: int, avoid: int, *, real_trade: bool = False
) -> tuple[int, ...]:
    """Among the ways to put one card down: name the colour held most, trade with the seat
    holding fewest cards (never `avoid`), take the first effect offered. `real_trade`: a
    trade that ends the round passes the others' hands on, since a swap with the winner's
    empty hand would change nothing (D-21) while the log said it happened."""
    t = A.type_of(action)
    colour = A.colour_of(action)
    target = A.target_of(action)
    held = _held(rules, obs.hand, colour, t) if colour >= 0 else 0
    if target in (A.TARGET_LEFT, A.TARGET_RIGHT):
        aim = (1, 99, target)
    elif target >= 0 and real_trade and len(obs.hand) == 1:
        aim = (2, 99, target)
    elif target >= 0:
        aim = (target == avoid, obs.hand_sizes[target], target)
    else:
        aim = (0, 0, 0)
    return (-held, colour, *aim, A.option_of(action))


def _card_order(rules: Rules, obs: Observation, action: int) -> tuple[int, ...]:
    """Plain cards before special ones, then the colour held most, then the card's number."""
    t = A.type_of(action)
    colour = rules.type_colour[t]
    held = _held(rules, obs.hand, colour, t) if colour >= 0 else -1
    return (rules.type_special[t], -held, t)


def bluff(rules: Rules, obs: Observation, action: int) -> bool:
    """Is `action` a card played against its condition (its player holds the colour in force
    besides it: game.engine.challenge), legal only because its victim may challenge it?"""
    t = A.type_of(action)
    if not rules.type_challenge[t] or not 0 <= obs.colour < len(rules.colours):
        return False
    return _held(rules, obs.hand, obs.colour, t) > 0


def honest(rules: Rules, obs: Observation, actions: Sequence[int]) -> list[int]:
    """`actions` less the bluffs among its card plays (all of them when nothing else is left)."""
    fair = [a for a in actions if A.kind_of(a) not in A.CARD_KINDS or not bluff(rules, obs, a)]
    return fair or list(actions)


def play_order(rules: Rules, obs: Observation, action: int, avoid: int) -> tuple[int, ...]:
    """The order `best_card` goes by, over every card and every way of putting it."""
    return (*_card_order(rules, obs, action), *_preference(rules, obs, action, avoid))


def best_card(
    rules: Rules,
    obs: Observation,
    actions: Sequence[int],
    avoid: int,
    *,
    real_trade: bool = False,
) -> int:
    """The card to put down among `actions` (each a card move), and the way to put it."""
    card = min(actions, key=lambda a: _card_order(rules, obs, a))
    ways = [
        a for a in actions if A.type_of(a) == A.type_of(card) and A.kind_of(a) == A.kind_of(card)
    ]
    return min(ways, key=lambda a: _preference(rules, obs, a, avoid, real_trade=real_trade))


def bot_move(rules: Rules, obs: Observation, legal: Sequence[int], person: int) -> int:
    """A friendly bot's move (`person`: the seat being taught, left out of trades)."""
    moves = with_calls(legal)
    if A.ACCEPT in moves:
        return A.ACCEPT
    ends = [a for a in moves if A.kind_of(a) == A.END]
    if ends:  # a play of several cards: this card is enough
        return ends[0]
    plays = honest(rules, obs, [a for a in moves if A.kind_of(a) == A.PLAY])
    if plays:
        return best_card(rules, obs, plays, person)
    for kind in (A.PASS, A.DRAW, A.RESOLVE):
        if kind in moves:
            return kind
    return next(a for a in moves if A.kind_of(a) not in A.OUT_OF_TURN_KINDS)


def person_move(
    rules: Rules,
    obs: Observation,
    legal: Sequence[int],
    card_steps: Sequence[str],
    draw: bool,
    *,
    defend: bool = False,
    keep: frozenset[int] = frozenset(),
    forms: Sequence[str] = (),
) -> int:
    """The person's move in turn: a card of a rank in `card_steps` (still to be taught, in the
    plan's order) when one fits and is not their last; a defence while `defend` is still to
    be taught; a card opening a play of several cards in one of `forms` (still to be taught);
    the draw while `draw` is; else an attack taken, or the card of the colour they hold most
    of — other than the cards in `keep` while another fits. In a play of several cards: see
    `group_move`."""
    if obs.pending == "group":
        return group_move(rules, obs, legal, forms)
    moves = with_calls(legal)
    if defend:
        defences = [a for a in moves if A.kind_of(a) == A.DEFEND]
        if defences:
            return best_card(rules, obs, defences, obs.seat)
    cards = honest(rules, obs, [a for a in moves if A.kind_of(a) in CARD_KINDS])
    cards = [a for a in cards if A.type_of(a) not in keep] or cards
    if len(obs.hand) > 1:
        for rank_id in card_steps:
            r = rules.rank_index[rank_id]
            ways = [a for a in cards if rules.type_rank[A.type_of(a)] == r]
            if ways:
                return best_card(rules, obs, ways, obs.seat)
    openers = [a for a in cards if _opens(rules, obs, a, forms)]
    if openers:
        return best_card(rules, obs, openers, obs.seat)
    if draw and A.DRAW in moves:
        return A.DRAW
    if A.ACCEPT in moves:
        return A.ACCEPT
    if cards:
        return best_card(rules, obs, cards, obs.seat, real_trade=True)
    for kind in (A.DRAW, A.PASS, A.RESOLVE):
        if kind in moves:
            return kind
    return next(a for a in moves if A.kind_of(a) not in A.OUT_OF_TURN_KINDS)


def _opens(rules: Rules, obs: Observation, action: int, forms: Sequence[str]) -> bool:
    """Does the card play `action` open a play of several cards in one of `forms`, with a card
    the hand holds besides it?"""
    g = rules.groups
    if g is None or not forms or A.kind_of(action) != A.PLAY or len(obs.hand) < 3:
        return False
    rest = list(obs.hand)
    rest.remove(A.type_of(action))
    group = (obs.colour, action)
    return any(group_form(g, group, t) in forms for t in set(rest))


def group_move(rules: Rules, obs: Observation, legal: Sequence[int], forms: Sequence[str]) -> int:
    """The person's move in a play of several cards: add a card in a form still to be taught
    (`forms`), else end the play — unless the card to add is their last, or the play may not
    end yet."""
    g = rules.groups
    assert g is not None
    moves = with_calls(legal)
    adds = [a for a in moves if A.kind_of(a) == A.PLAY]
    teach = [a for a in adds if group_form(g, obs.group, A.type_of(a)) in forms]
    if teach:
        return best_card(rules, obs, teach, obs.seat)
    ends = [a for a in moves if A.kind_of(a) == A.END]
    if ends and (len(obs.hand) > 1 or not adds):
        return ends[0]
    return best_card(rules, obs, adds, obs.seat, real_trade=True)


def person_out_of_turn(
    rules: Rules, obs: Observation, legal: Sequence[int], *, defend: bool, jump: bool
) -> int | None:
    """The person's move out of turn: a defence or a jump-in while it is still to be taught
    (else none: the person waits for their turn)."""
    moves = with_calls(legal)
    for kind, wanted in ((A.DEFEND, defend), (A.JUMP, jump)):
        ways = [a for a in moves if A.kind_of(a) == kind]
        if wanted and ways:
            return best_card(rules, obs, ways, obs.seat)
    return None
