"""Everything that reads a ruleset, driven headless over one file (issue 32's guard).

Each `read_*` takes a `Reading`: the file in the player's folder, its checked document and
the language the screens are drawn in. They call the entry points below the screen (the
rulebook, the house-rule offers, the session and its frame, the workshop's model, the
preview, the replay) and a scene only where nothing else reads the file (New game's rows,
the rules viewer, the workshop's pages, the table's deal and first frames). Whatever raises
fails the test; what a person would read is gathered and looked at for translation keys.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.housewords import setting_label, setting_sentence, value_label
from game.i18n import LANGUAGES, catalogue, set_language
from game.rulebook import card_groups, rulebook_text, table_rules
from game.ruleset import check_file, load_rules
from game.ruleset.commands import _deck, run_rules
from game.ruleset.semantics import deck_size
from game.table import houserules, rulecache
from game.table.setup import GameSetup, SeatSetup

DT = 0.05
DECISIONS = 4000  # a round still going after these is cut (the engine's own caps are higher)
PREVIEW_ROUNDS = 3
# A translation key shown as it is ("colour.circle"): words of a catalogue key's first part.
KEY = re.compile(r"[a-z][a-z0-9_]*(\.[a-z0-9_]+)+")


@dataclass
class Reading:
    path: Path  # the file, in the player's rulesets folder
    ruleset: str  # its id for the screens (rulecache names a player's file by its path)
    doc: dict[str, Any]  # the checked document, every default in
    language: str  # the screens' language (the words are said in every language)
    said: list[str] = field(default_factory=list)  # what a person reads, gathered
    unnamed_colours: bool = False  # issue 32 case 3 open: "colour.<id>" not looked for


def raw_keys(texts: list[str], file_text: str) -> list[str]:
    """Translation keys of the game's own shown as they are ("rules.reshuffle"), each with a
    little of the text around it; not those the file itself holds (a card may be named so)."""
    heads = {key.split(".", 1)[0] for key in catalogue("en")}
    keys = set(catalogue("en"))
    found = []
    for text in texts:
        for word in KEY.finditer(text):
            head = word[0].split(".", 1)[0]
            if word[0] in file_text or head not in heads:
                continue  # the file's own words, or no key of the game's
            if word[0] in keys or head == "colour":
                found.append(text[max(0, word.start() - 30) : word.end() + 30])
    return found


def languages() -> Iterator[str]:
    """Each language in turn, English again afterwards."""
    try:
        for language in LANGUAGES:
            set_language(language)
            yield language
    finally:
        set_language("en")


# -- the rulebook, `maumau rules`, the house rules' words ------------------------------------
def read_rulebook(r: Reading) -> None:
    doc = r.doc
    for language in languages():
        r.said += table_rules(doc)
        r.said += [title for title, *_ in card_groups(doc)]
        r.said.append(rulebook_text(doc, deck_size(doc, _deck(doc))))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = run_rules([str(r.path), "--language", language])
        assert code == 0, err.getvalue()
        r.said.append(out.getvalue())


def read_house_rules(r: Reading) -> None:
    """Every row New game offers, every value of it in words in every language, and the
    rules each value makes: checked for the table New game deals, and compiled."""
    doc = r.doc
    players = doc["players"]["min"]
    for offer in houserules.offers(doc):
        values = [v for v, _ in offer.options] or [offer.book, not offer.book]
        for _language in languages():
            r.said.append(offer.label(doc))
            r.said += [words for _, words in offer.options]
            for value in values:
                r.said.append(setting_sentence(doc, offer.path, value))
                r.said += [setting_label(doc, offer.path), value_label(offer.path, value, doc)]
        for value in values:  # New game's Start: checked for the fewest seats, then dealt
            overrides = offer.overrides(value)
            checked, problems = check_file(r.path, overrides, players=players)
            # The house rule's own values make a valid ruleset (check saw to it); a number row
            # offers the schema's whole range, and a value past what the file allows is
            # refused with its problems named (Start shows them), never raises.
            if value in offer.rule.choices:
                assert checked is not None, (offer.path, value, [str(p) for p in problems])
            if checked is not None:
                load_rules(str(r.path), overrides)
            else:
                assert problems


# -- Learn to play, the coach, the preview -----------------------------------------------------
def read_guide(r: Reading) -> None:
    from game.guide.plan import plan_steps

    assert plan_steps(load_rules(str(r.path)))


def read_preview(r: Reading) -> None:
    """The preview's rounds and figures, in this process, and its table in words."""
    from game.sim.preview_commands import table
    from game.sim.preview_figures import PreviewResult, figures
    from game.sim.preview_play import play_inline

    rules = load_rules(str(r.path))
    players = r.doc["players"]["min"]
    found = figures(rules, players, play_inline(rules, players, 7, range(PREVIEW_ROUNDS)), 3)
    for _language in languages():
        r.said += found.sentences()
        table(PreviewResult(found, None, players, PREVIEW_ROUNDS, 7, 1, 0.0))


# -- a whole round between bots, kept and replayed --------------------------------------------
def read_round(r: Reading) -> None:
    """A round between bots at the session: each event shown, the frame worked out from it,
    the coach fed, the log said; the round kept, read back as a replay and checked."""
    from game.sim.replay import check_trace
    from game.table.coach import Coach
    from game.table.frame import Viewing, table_frame
    from game.table.keptrounds import RoundKeeper, kept_files
    from game.table.replaying import read_round as replay_of
    from game.table.session import TableSession

    players = r.doc["players"]["max"] if r.doc["players"]["max"] <= 4 else r.doc["players"]["min"]
    seats = [SeatSetup(f"B{k}", level="medium") for k in range(players)]
    setup = GameSetup(ruleset=str(r.path), seats=seats, seed=11)
    session = TableSession(setup, bot_process=False, pace=(0.0, 0.01))
    try:
        keeper = RoundKeeper(session)
        coach = Coach(
            session.rules, session.names, 0, book=r.doc, overrides={}, seen=set(), you=False
        )
        session.showing.watchers.append(coach.shown)
        session.start_round()
        viewing = Viewing(viewer=0, name=session.names[0])
        for _ in range(DECISIONS * 4):
            if session.round_over or session.decisions > DECISIONS:
                break
            for event in session.take():
                session.shown(event)
            frame = table_frame(session, session.presented, viewing)
            r.said += [frame.status, frame.plate, *(b.label for b in frame.buttons.values())]
            while (lesson := coach.next()) is not None:
                r.said.append(lesson.text)
            session.update(DT)
        r.said += list(session.log.lines)
        if not session.round_over:
            return  # cut: nothing kept to replay
        assert keeper.flush()
    finally:
        session.close()
    (kept,) = kept_files()
    replay = replay_of(kept)
    assert replay.final.over and len(replay.steps) == session.decisions + 1
    report = check_trace(kept, strict=True)
    assert report.ok, report.problems


# -- the screens -------------------------------------------------------------------------------
def frames(app: Any, count: int = 2) -> None:
    for _ in range(count):
        app.step(1 / 60)


def step_until(app: Any, done: Callable[[], bool]) -> None:
    """Frames until `done()`: a thread (a check, a scan) brings it, in its own time."""
    from tests.ui.menu_driver import frames_until

    frames_until(app, done)


def read_new_game(app: Any, r: Reading) -> None:
    """New game on the file: every house-rule row focused (its note shown) at every value."""
    from game.ui.scenes.newgame.scene import NewGameScene

    scene = NewGameScene(GameSetup(ruleset=r.ruleset), table_factory=lambda setup: None)
    app.scenes.push(scene)
    frames(app)
    assert scene.choices.ruleset_id == r.ruleset, (scene.choices.ruleset_id, r.ruleset)
    for offer, widget in scene.offers:
        scene.form.focus(widget)
        for value in [v for v, _ in offer.options] or [not offer.book, offer.book]:
            widget.set(value)
            frames(app, 1)
            r.said.append(scene.choices.explain(offer, value))
    app.scenes.pop()


def read_rules_viewer(app: Any, r: Reading) -> None:
    from game.ui.scenes.rules import RulesScene

    app.scenes.push(RulesScene(r.ruleset))
    frames(app)
    scene = app.scenes.top
    scene.view.offset = scene.view.max_offset()
    frames(app)
    app.scenes.pop()


def read_workshop(app: Any, path: Path, said: list[str], *, imported: bool = False) -> None:
    """The workshop's model of the file, then its editor: every page with every heading open.
    `imported`: brought in from outside (dropped on the window), else one of the player's."""
    from game.ui.scenes.workshop.editor import WorkshopEditScene
    from game.workshop import Workshop

    opened = Workshop.import_file if imported else Workshop.open
    workshop = opened(path, background=False)
    workshop.form()
    for section in workshop.sections():
        said += [section.label, section.help]
        for item in section.walk():
            said += [item.label, item.help, item.said]
    editor = app.scenes.open("workshop_edit", opened(path))
    assert isinstance(editor, WorkshopEditScene)
    step_until(app, lambda: editor.workshop.checked and editor.built_for == editor._state())
    for section in list(editor.sections.items):
        editor.section_id = section.id
        for heading in [f.path for f in section.walk() if not f.leaf]:
            editor.opened[heading] = True
        step_until(app, lambda: editor.built_for == editor._state())
        frames(app, 1)
    app.scenes.pop()


def read_table(app: Any, r: Reading) -> None:
    """The table scene deals: every card's picture painted before the deal, the first frames
    drawn; then the colour chooser's swatches and the choice pictures too."""
    from game.table.options import TableOptions
    from game.ui.art.cards import CardArt
    from game.ui.table.scene import TableScene

    seats = [SeatSetup("You", human=True)] + [
        SeatSetup(f"Bot{k}", level="easy") for k in range(1, r.doc["players"]["min"])
    ]
    table = TableScene(
        GameSetup(ruleset=r.ruleset, seats=seats, seed=3),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    try:
        step_until(app, lambda: not table.loading)
        frames(app, 10)
    finally:
        table.close()
        app.scenes.pop()
    art = CardArt(load_rules(str(r.path)))
    for colour in range(len(art.rules.colours)):
        art.colour_swatch(colour, 48)
    for rank in r.doc["ranks"].values():
        for effect in rank["effects"]:
            for option in effect.get("choose_effect", {}).get("options", {}):
                art.effect_picture(option, 48)


def in_folder(text: str, name: str) -> tuple[Path, str]:
    """The file written into the player's rulesets folder and read there as New game does;
    (its path, its id for the screens)."""
    from game.userdirs import rulesets_dir

    folder = rulesets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.yaml"):
        old.unlink()
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    good, bad = rulecache.rescan()
    assert not bad, bad
    (ruleset,) = good
    return path, ruleset
