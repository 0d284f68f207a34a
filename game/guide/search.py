"""Finding a guided round: a deal, and the course of play it leads to, in which every step of
the plan comes up.

An arrangement gives the person one card of each special kind (those that do not fit in the
hand lie near the top of the draw pile), a card that defends and a card with a twin where the
plan teaches a defence or a jump-in, the cards of a play of several cards for each form the plan
teaches (`game.guide.grouping`), the friendly bots mostly plain cards (one of them an attack the
person's card defends, another the twin, the bot before the person a card to be challenged and
a card of its colour), and a plain start card; the round is then played out headlessly with the
fixed policies (`game.guide.policy`). While a defence, a jump-in or a challenge is still to be
taught, a bot lays, among its plays, one the person can answer so (a move tried on a copy of the
position; for a challenge, a bluff the challenge catches), and the person answers it, out of
turn if need be. A draw until a card fits teaches its step when it brings several cards.
The first arrangement (seeded, at most `TRIES`) in which every step comes up is kept, with
every decision of its round: at the table the bots follow the same policy and the person is
asked for the same moves, so the round unfolds as found. When none does, the one that stages
the most steps is kept, with the steps it leaves out.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from game.engine import actions as A
from game.engine import events as EV
from game.engine import state as S
from game.engine.challenge import guilty
from game.engine.core import apply
from game.engine.legal import call_with_play, legal_actions
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import Rules
from game.engine.state import State
from game.guide.grouping import each_effect, group_cards, no_moot_call
from game.guide.plan import (
    CALL,
    CARD,
    CHALLENGE,
    DEFEND,
    DRAW,
    DRAWN,
    GROUP,
    JUMP,
    ROUND_END,
    UNTIL,
    Step,
    defence_ranks,
    group_form,
    plan_steps,
    twin_types,
)
from game.guide.policy import (
    CARD_KINDS,
    bot_move,
    person_move,
    person_out_of_turn,
    play_order,
    with_calls,
)

SEED = 7  # the match seed of every guided round (it fixes the reshuffles)
PERSON = 0  # the person sits first; the bots after them
TRIES = 400  # arrangements tried at most
MORE = 40  # arrangements tried after the first that teaches every step, for a shorter round
MOVES = 400  # decisions in a guided round at most (a friendly round takes far fewer)


@dataclass(frozen=True)
class Course:
    """A guided round: the deal (`order`, the draw pile before the deal, top last), every
    decision of the round in turn (`moves`: seat, action) and, per decision, the keys of the
    steps it teaches; `missing`: the steps the round leaves out."""

    players: int
    starter: int | None
    order: tuple[int, ...]
    moves: tuple[tuple[int, int], ...]
    teaches: tuple[tuple[str, ...], ...]
    steps: tuple[Step, ...]
    missing: tuple[Step, ...]
    tries: int

    def taught(self) -> list[str]:
        return [key for keys in self.teaches for key in keys]


def seats_for(rules: Rules) -> int:
    """Three seats (two would hide a Reverse, a trade, a jump-in), as the ruleset allows."""
    return min(max(3, rules.min_players), rules.max_players)


def starter_for(rules: Rules) -> int | None:
    """Who begins where the table chooses it: the person."""
    return PERSON if rules.first_player == "chosen" else None


def deal(rules: Rules, players: int, order: list[int] | tuple[int, ...]) -> State:
    match = Match(rules, players, SEED, starter=starter_for(rules))
    state, _events = match.start_round(order=list(order))
    return state


# -- arrangements ---------------------------------------------------------------------------------
def arrangement(rules: Rules, players: int, rng: Random) -> list[int]:
    """A draw pile (top last) dealing the person the special cards, the bots mostly plain ones."""
    pool = list(rules.decks[players])  # the packs and hands of this many players
    rng.shuffle(pool)
    special_rank = {rules.rank_index[s.target] for s in plan_steps(rules) if s.kind == CARD}
    plain = [
        not rules.type_special[t] and rules.type_rank[t] not in special_rank
        for t in range(rules.n_types)
    ]

    def take(want: bool | None) -> int:
        for k, t in enumerate(pool):
            if want is None or plain[t] == want:
                return pool.pop(k)
        return pool.pop()

    teach: list[int] = []
    for r in sorted(special_rank):
        k = next(k for k, t in enumerate(pool) if rules.type_rank[t] == r)
        teach.append(pool.pop(k))
    rng.shuffle(teach)
    size = rules.hand_sizes[players]
    hands: list[list[int]] = [[] for _ in range(players)]
    answers = _answers(rules, players, pool, rng)
    for seat, t in answers:
        pool.remove(t)
        hands[seat].append(t)
    room = size - len(hands[PERSON])
    for t, learnt in group_cards(rules, pool, teach, room, rng) if rules.groups else ():
        (teach if learnt else pool).remove(t)
        hands[PERSON].append(t)
    fixed = len(hands[PERSON])
    keep = max(0, min(len(teach), size - 1 - rng.randrange(2) - fixed))
    hands[PERSON] += teach[:keep]
    later = teach[keep:]
    while len(hands[PERSON]) < size:
        hands[PERSON].append(take(True))
    bias = rng.choice((1.0, 0.85, 0.7))
    for seat in range(players):
        if seat != PERSON:
            hands[seat] += [take(rng.random() < bias) for _ in range(size - len(hands[seat]))]
    for hand in hands:
        rng.shuffle(hand)
    start = _start_card(rules, pool, answers) if _bluffing(rules) else take(True)
    draws = list(pool)  # from the top down
    for t in later:
        draws.insert(rng.randrange(min(len(draws), 2 * players + 2) + 1), t)
    dealing = [(0 + k) % players for k in range(1, players + 1)]  # the first dealer is seat 0
    sequence = [hands[seat][r] for r in range(size) for seat in dealing] + [start] + draws
    return sequence[::-1]


def _answers(rules: Rules, players: int, pool: list[int], rng: Random) -> list[tuple[int, int]]:
    """The cards dealt for a defence, a jump-in and a challenge (seat, card): the person a card
    that defends and the bot before them an attack it defends (of the card's colour where the
    rules ask it), the person a card with a twin and the bot after them the twin, the bot
    before the person a card to be challenged and a plain card of its colour (to bluff with)."""
    steps = plan_steps(rules)
    out: list[tuple[int, int]] = []
    # Play goes round in seat order at first: the seat before the person attacks them, and
    # the one after the person lays the twin while the turn goes on to a third seat.
    attacker, layer = (PERSON - 1) % players, (PERSON + 1) % players
    defending = {rules.rank_index[s.target] for s in steps if s.kind == DEFEND}
    defenders = [t for t in pool if rules.type_rank[t] in defending]
    if defenders:
        d = rng.choice(defenders)
        bit = 1 << d
        attacks = [t for t in pool if t != d and _defended_by(rules, t, bit)]
        out.append((PERSON, d))
        if attacks:
            out.append((attacker, rng.choice(attacks)))
    if any(s.kind == JUMP for s in steps):
        taken = [t for _seat, t in out]
        twins = [t for t in twin_types(rules) if pool.count(t) - taken.count(t) > 1]
        plain = [t for t in twins if not rules.type_special[t]] or twins
        if plain:
            t = rng.choice(plain)
            out += [(PERSON, t), (layer, t)]
    challenged = {rules.rank_index[s.target] for s in steps if s.kind == CHALLENGE}
    taken = [t for _seat, t in out]
    bluffs = [t for t in pool if rules.type_rank[t] in challenged and t not in taken]
    if bluffs:
        t = rng.choice(bluffs)
        colour = rules.type_colour[t]
        plain = [u for u in pool if rules.type_colour[u] == colour and not rules.type_special[u]]
        out += [(attacker, t), *((attacker, u) for u in plain[:1])]
    return out


def _bluffing(rules: Rules) -> bool:
    return any(s.kind == CHALLENGE for s in plan_steps(rules))


def _start_card(rules: Rules, pool: list[int], answers: list[tuple[int, int]]) -> int:
    """A plain start card of the colour of the card dealt to bluff with (the colour in force
    when its holder's turn comes, its hand holding a card of it besides), taken from `pool`."""
    colours = {rules.type_colour[t] for _seat, t in answers if rules.type_challenge[t]}
    plain = [t for t in pool if not rules.type_special[t]]
    start = next(
        (t for t in plain if rules.type_colour[t] in colours), plain[0] if plain else pool[0]
    )
    pool.remove(start)
    return start


# -- playing it out -------------------------------------------------------------------------------
def play_out(
    rules: Rules, players: int, order: list[int] | tuple[int, ...]
) -> tuple[list[tuple[int, int]], list[tuple[str, ...]], int]:
    """The round `order` deals, played by the fixed policies: its decisions, what each teaches,
    and its length as the table shows it (the decisions, and each card a turn's draw brings
    after its first: a bot drawing a dozen cards until one fits is a long wait to watch)."""
    state = deal(rules, players, order)
    steps = plan_steps(rules)
    pending = [s.key for s in steps]
    moves: list[tuple[int, int]] = []
    teaches: list[tuple[str, ...]] = []
    length = 0
    while not state.over and len(moves) < MOVES:
        defend = any(k.startswith(DEFEND + ":") for k in pending)
        jump = JUMP in pending
        challenge = any(k.startswith(CHALLENGE + ":") for k in pending)
        seat = state.turn
        action = -1
        if (defend or jump) and seat != PERSON:
            legal = legal_actions(state, PERSON)
            if legal:
                obs = observe(state, PERSON)
                answer = person_out_of_turn(rules, obs, legal, defend=defend, jump=jump)
                if answer is not None:
                    seat, action = PERSON, answer
        if action < 0:
            legal = legal_actions(state, seat)
            if not legal:
                break
            obs = observe(state, seat)
        if action >= 0:
            keys = _teaches(rules, state, action, pending)
        elif seat == PERSON and challenge and A.CHALLENGE in legal and guilty(state):
            action = A.CHALLENGE  # the bluff staged for it (the search sees the hand)
            keys = _teaches(rules, state, action, pending)
        elif seat == PERSON:
            cards = [k.split(":", 1)[1] for k in pending if k.startswith(CARD + ":")]
            forms = [k.split(":", 1)[1] for k in pending if k.startswith(GROUP + ":")]
            keep = _kept(rules, state, defend, jump)
            draw = any(k.split(":", 1)[0] == DRAW for k in pending)
            action = person_move(
                rules, obs, legal, cards, draw, defend=defend, keep=keep, forms=forms
            )
            action = no_moot_call(state, seat, action)
            keys = _teaches(rules, state, action, pending)
        else:
            staged = None
            if defend or jump or challenge:
                staged = _staged(rules, state, seat, defend, jump, challenge)
            action = bot_move(rules, obs, legal, PERSON) if staged is None else staged
            action = no_moot_call(state, seat, action)
            keys = ()
        events = apply(state, action, seat)
        length += 1 + max(0, sum(e[0] == EV.DRAW and e[3] == "turn" for e in events) - 1)
        if f"{DRAW}:{UNTIL}" in keys and not _drew_until(state, seat, events):
            keys = tuple(k for k in keys if k != f"{DRAW}:{UNTIL}")  # one card: nothing to see
        if keys and state.phase == S.GROUP and not each_effect(rules):
            keys = tuple(k for k in keys if not k.startswith(CARD + ":"))  # its effect never runs
        # The person wins by laying the last card first; where play goes on to one player
        # (one_left) the round is not over then, and the person is first out.
        won = state.over and state.winner == PERSON or state.finished[:1] == (PERSON,)
        if seat == PERSON and won and ROUND_END in pending:
            keys += (ROUND_END,)
        for key in keys:
            pending.remove(key)
        moves.append((seat, action))
        teaches.append(keys)
    return moves, teaches, length


def _defended_by(rules: Rules, t: int, bit: int) -> bool:
    """Is an attack with card `t` (in its own colour) defended by the card(s) in `bit`?"""
    colour = rules.type_colour[t]
    return any(
        0 <= colour < len(e.defend_masks) and e.defend_masks[colour] & bit
        for e in rules.type_effects[t]
    )


def _drew_until(state: State, seat: int, events: list[EV.Event]) -> bool:
    """Did the turn's draw just made bring several cards, the last one fitting?"""
    drawn = [e for e in events if e[0] == EV.DRAW and e[1] == seat and e[3] == "turn"]
    playable = any(A.kind_of(a) == A.PLAY for a in legal_actions(state, seat))
    return len(drawn) >= 2 and state.phase == S.AFTER_DRAW and playable


def _kept(rules: Rules, state: State, defend: bool, jump: bool) -> frozenset[int]:
    """The person's cards held back: those that defend while a defence is to be taught, those
    whose twin a bot holds while a jump-in is."""
    hand = state.hands[PERSON]
    defending = defence_ranks(rules) if defend else []
    kept = set()
    for t in range(rules.n_types):
        if not hand[t]:
            continue
        if defend and rules.ranks[rules.type_rank[t]] in defending:
            kept.add(t)
        twin = any(state.hands[s][t] for s in range(state.n) if s != PERSON)
        if jump and rules.type_jumpable[t] and twin:
            kept.add(t)
    return frozenset(kept)


def _staged(
    rules: Rules, state: State, seat: int, defend: bool, jump: bool, challenge: bool = False
) -> int | None:
    """A play of the bot `seat` after which the person can defend, jump in or catch a bluff by
    a challenge (as still to be taught), tried on a copy of the position; None when it has none
    (or takes an attack)."""
    moves = with_calls(legal_actions(state, seat))
    if A.ACCEPT in moves or state.phase == S.GROUP:  # a play of several cards: it ends it
        return None
    wanted = {A.DEFEND} if defend else set()
    if jump:
        wanted.add(A.JUMP)
    if challenge:
        wanted.add(A.CHALLENGE)
    obs = observe(state, seat)
    plays = [a for a in moves if A.kind_of(a) == A.PLAY]
    plays.sort(key=lambda a: (play_order(rules, obs, a, PERSON), a))
    for action in plays:
        trial = state.copy()
        apply(trial, action, seat)
        answers = {A.kind_of(a) for a in legal_actions(trial, PERSON)} & wanted
        if trial.over or not answers:
            continue
        if answers != {A.CHALLENGE} or trial.turn == PERSON and guilty(trial):
            return action
    return None


def _teaches(rules: Rules, state: State, action: int, pending: list[str]) -> tuple[str, ...]:
    """The pending steps the person's `action` (not yet applied) teaches."""
    keys: list[str] = []
    kind = A.kind_of(action)
    if kind in CARD_KINDS and state.sizes[PERSON] > 1:
        rank_id = rules.ranks[rules.type_rank[A.type_of(action)]]
        keys.append(f"{CARD}:{rank_id}")
    if kind == A.PLAY and state.phase == S.GROUP and rules.groups is not None:
        keys.append(f"{GROUP}:{group_form(rules.groups, state.group, A.type_of(action))}")
    if action & A.CALL_BIT:
        index = call_with_play(state, PERSON)
        if kind == A.END:  # the end of a play lays no card: the hand as it is owes the call
            size = state.sizes[PERSON]
            index = rules.call_at_size[size] if size and state.winner < 0 else -1
        if index >= 0:
            keys.append(f"{CALL}:{rules.calls[index].id}")
    if kind == A.DEFEND:
        keys.append(f"{DEFEND}:{rules.ranks[rules.type_rank[A.type_of(action)]]}")
    if kind == A.JUMP:
        keys.append(JUMP)
    if kind == A.CHALLENGE:
        keys.append(f"{CHALLENGE}:{rules.ranks[rules.type_rank[state.top]]}")
    if kind == A.DRAW:
        keys.append(DRAW if rules.draw_limit == 1 else f"{DRAW}:{UNTIL}")
    if kind == A.PLAY and state.phase == S.AFTER_DRAW and rules.drawn_must_play:
        keys.append(DRAWN)
    return tuple(k for k in keys if k in pending)


def find_course(
    rules: Rules,
    *,
    tries: int = TRIES,
    more: int | None = None,
    on_try: Callable[[int, int], None] | None = None,
) -> Course:
    """The shortest round teaching every step among the arrangements tried (seeded; after the
    first that does, `more` others are tried: by default MORE, twice as many where a turn's
    draw may bring several cards, whose rounds differ more in length), else the one teaching
    the most steps. `on_try(k, at_most)` hears of each arrangement tried (a progress line)."""
    if more is None:
        more = MORE if rules.draw_limit == 1 else 2 * MORE
    players = seats_for(rules)
    steps = tuple(plan_steps(rules))
    best: tuple[tuple[int, int], list[int], list[tuple[int, int]], list[tuple[str, ...]]] | None
    best = None
    last = tries
    for k in range(tries):
        if k >= last:
            break
        if on_try is not None:
            on_try(k, last)
        order = arrangement(rules, players, Random(k))
        moves, teaches, length = play_out(rules, players, order)
        count = sum(len(keys) for keys in teaches)
        score = (-count, length)
        if best is None or score < best[0]:
            best = (score, order, moves, teaches)
        if count == len(steps):
            last = min(last, k + 1 + more)
    assert best is not None
    _score, order, moves, teaches = best
    taught = {key for keys in teaches for key in keys}
    return Course(
        players,
        starter_for(rules),
        tuple(order),
        tuple(moves),
        tuple(teaches),
        steps,
        tuple(s for s in steps if s.key not in taught),
        min(last, tries),
    )


#: Courses kept, by the digest of the ruleset as played (with house rules), the least recently
#: asked for going first: each holds the tables of its steps, and every house rule changed
#: before Learn to play makes another ruleset as played (issue 32, case 14).
COURSES_KEPT = 16
_FOUND: dict[str, Course] = {}  # in the order last asked for
_found_lock = threading.Lock()  # asked on Learn to play's thread and on the screen's


def course_for(rules: Rules, on_try: Callable[[int, int], None] | None = None) -> Course:
    """The guided round of `rules`, found once per ruleset as played (a search takes some
    25-160 ms for a built-in ruleset, up to ~0.6 s where a step can never come up, seconds
    with 256 cards: the screen runs it off the frame, `on_try` telling how far it is)."""
    from game.ruleset.identity import rules_identity

    digest = rules_identity(rules).digest
    with _found_lock:
        course = _FOUND.get(digest)
    if course is None:
        course = find_course(rules, on_try=on_try)  # not under the lock: it takes seconds
    with _found_lock:
        _FOUND.pop(digest, None)
        _FOUND[digest] = course  # the most recent, last
        while len(_FOUND) > COURSES_KEPT:
            del _FOUND[next(iter(_FOUND))]
    return course
