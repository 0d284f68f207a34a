"""Folders of the player's own rulesets and kept rounds, made for measuring and testing the
screens that list them: a valid ruleset of the most cards a ruleset may have (256), and as many
copies of a ruleset as a folder should ever hold."""

from __future__ import annotations

from pathlib import Path

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
    from game.setup import GameSetup, SeatSetup
    from game.table.keptrounds import RoundKeeper
    from game.table.session import TableSession

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


def write_save(ruleset: str, *, moves: int = 12, players: int = 3) -> None:
    """A game in progress saved by the table's own recorder into the data folder in force: a
    person in seat 0 and easy bots, `moves` decisions in (the bots played the person's too)."""
    import json

    from game import savegame
    from game.setup import GameSetup
    from game.table.recording import Recorder
    from game.table.session import TableSession

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
