"""Folders of the player's own rulesets and kept rounds, made for measuring and testing the
screens that list them: a valid ruleset of the most cards a ruleset may have (256), as many
copies of a ruleset as a folder should ever hold, rounds kept by real play, and long rounds
(thousands of decisions, megabytes of trace) made straight through the engine."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

BIG_COLOURS = 8
BIG_RANKS = 31  # 8 colours x 31 ranks + 8 wild cards: 256 cards of 249 kinds


def big_ruleset(ruleset_id: str = "big") -> str:
    """A valid ruleset of 256 cards (the most there may be), YAML text: 248 coloured cards,
    each of its own kind, with the usual effects among them, and 8 wild ones."""
    colours = ", ".join(f"c{k}" for k in range(BIG_COLOURS))
    ranks = [f'  "{n}": {{kind: number, value: {n % 10}}}' for n in range(BIG_RANKS - 4)]
    ranks += [
        "  stop: {kind: symbol, points: 10, effects: [{skip: {count: 1}}]}",
        "  reverse: {kind: symbol, points: 10, effects: [reverse]}",
        "  draw2: {kind: symbol, points: 10,"
        " effects: [{draw: {count: 2, stack_with: [draw2], loses_turn: true}}]}",
        "  again: {kind: symbol, points: 10, effects: [play_again]}",
        "  wild: {kind: symbol, coloured: false, plays_on: any, points: 20,"
        " effects: [name_colour]}",
    ]
    names = ", ".join(f'"{n}"' for n in range(BIG_RANKS - 4))
    return "\n".join(
        [
            "format: 1",
            f"id: {ruleset_id}",
            f'name: "Big {ruleset_id}"',
            'description: "Every card a ruleset may have."',
            "players: {min: 2, max: 10}",
            "hand_size: 7",
            f"colours: [{colours}]",
            "ranks:",
            *ranks,
            "deck:",
            f"  - {{ranks: [{names}, stop, reverse, draw2, again], copies: 1}}",
            "  - {ranks: [wild], copies: 8}",
            "calls:",
            "  list:",
            "    - {id: mau, cards_left: 1, penalty: 1}",
            "",
        ]
    )


def fill_rulesets(folder: Path, count: int, *, big: int = 1) -> list[Path]:
    """`count` valid rulesets in `folder` (the first `big` of them of 256 cards, the others
    copies of the built-in Classic under names of their own)."""
    from game import paths

    folder.mkdir(parents=True, exist_ok=True)
    classic = (paths.rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    made = []
    for k in range(count):
        path = folder / f"mine-{k:04d}.yaml"
        if k < big:
            path.write_text(big_ruleset(f"big{k}"), encoding="utf-8")
        else:
            text = classic.replace("id: classic", f"id: mine{k}", 1)
            path.write_text(text, encoding="utf-8")
        made.append(path)
    return made


def fill_kept_rounds(count: int, *, ruleset: str = "abacus", players: int = 10) -> int:
    """Play `count` rounds between bots and keep them, as the table keeps a real game's rounds,
    in the data folder in force (a 10-seat abacus round runs long: a big file to list)."""
    from game.table.keptrounds import RoundKeeper
    from game.table.session import TableSession
    from game.table.setup import GameSetup, SeatSetup

    seats = [SeatSetup(f"Bot {k + 1}", level="easy") for k in range(players)]
    kept = 0
    for seed in range(count):
        setup = GameSetup(ruleset=ruleset, seats=seats, seed=1000 + seed)
        session = TableSession(setup, pace=(0.0, 0.0), bot_process=False)
        keeper = RoundKeeper(session)
        session.start_round()
        for _ in range(100_000):
            if session.round_over:
                break
            session.show_all()
            session.update(0.05)
        keeper.flush()
        session.close()
        kept += session.round_over
    return kept


def long_round(
    ruleset: str = "abacus", players: int = 6, decisions: int = 200, *, seed: int = 1
) -> list[dict[str, Any]]:
    """The records of one round (header first) of about `decisions` decisions or more: until
    then each seat mostly draws when it may; then they play when they can, to the end."""
    from game.engine import actions as A
    from game.engine import apply, event_to_dict, new_round
    from game.engine.legal import actors, legal_actions
    from game.ruleset import load_rules
    from game.ruleset.identity import rules_identity
    from game.sim.trace import action_record, header_record, round_start_record, state_record

    rules = load_rules(ruleset, {"rules.draw_when_able": True})  # drawing is always allowed
    rng = Random(seed)
    state, events = new_round(rules, players, seed, dealer=0)
    table = {"names": [f"P{k}" for k in range(players)], "people": [0], "ended": None}
    records = [
        header_record(
            rules_identity(rules),
            players=players,
            games=1,
            seed=seed,
            forget_calls=None,
            table=table,
        ),
        round_start_record(rules, players, seed, 0, 0),
        *(event_to_dict(rules, e) for e in events),
    ]
    made = 0
    while not state.over:
        seat = actors(state)[0]
        acts = legal_actions(state, seat)
        draws = [a for a in acts if A.kind_of(a) in (A.DRAW, A.PASS)]
        # Drawing while the pile lasts; playing keeps the discard pile to reshuffle from.
        drawing = draws and made < decisions and len(state.draw) > 3 and rng.random() < 0.7
        plays = [a for a in acts if a not in draws]
        action = rng.choice(draws if drawing else plays if made >= decisions and plays else acts)
        records.append(action_record(rules, seat, action))
        records += [event_to_dict(rules, e) for e in apply(state, action, seat)]
        records.append(state_record(state))
        made += 1
    table["ended"] = "2026-01-02T03:04:05"
    return records


def fill_long_rounds(count: int, *, decisions: int = 11_000, players: int = 6) -> list[Path]:
    """`count` long rounds kept in the data folder in force, written as the game writes a kept
    round (its summary line first): abacus played by people who would rather draw, about
    `decisions` decisions each (11,000: a 5.7 MB file, the size that once stopped the list)."""
    from game.table.roundfiles import summary_record, write_round

    made = []
    for k in range(count):
        records = long_round("abacus", players, decisions, seed=k + 1)
        made.append(write_round([summary_record(records), *records], keep=max(count, 1)))
    return made


def write_save(ruleset: str, *, moves: int = 12, players: int = 3) -> None:
    """A game in progress saved by the table's own recorder into the data folder in force: a
    person in seat 0 and easy bots, `moves` decisions in (the bots played the person's too)."""
    import json

    from game.table import savegame
    from game.table.recording import Recorder
    from game.table.session import TableSession
    from game.table.setup import GameSetup

    setup = GameSetup.single_player(ruleset, players=players, level="easy")
    setup.seats[0].human = False  # bots only, so the match moves on without anyone
    setup.seed = 7
    session = TableSession(setup, pace=(0.0, 0.0), bot_process=False)
    recorder = Recorder(session)
    session.start_round()
    for _ in range(2000):
        if session.decisions >= moves or session.round_over:
            break
        session.show_all()
        session.update(0.05)
    session.close()
    assert recorder.last is not None
    data = json.loads(savegame.path().read_text(encoding="utf-8"))
    data["setup"]["seats"][0]["human"] = True  # resumed, the person plays seat 0 ...
    data["bots"].pop("0", None)  # ... who keeps no bot's memory
    savegame.write_dict(data)
