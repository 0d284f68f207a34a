"""The coach at a real table: lessons as bubbles, once per ruleset, in every language."""

from __future__ import annotations

import json
from random import Random

import pygame
import pytest

from game.i18n import LANGUAGES, catalogue, set_language
from game.paths import rulesets_dir
from game.ruleset.facts import facts_of
from game.table import coach as C
from game.table import rulecache
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.table.scene import TableScene
from tests.table.driver import Person
from tests.ui.tablekit import DT, at_rest

BUILT_IN = ["classic", "emmi", "huch", "noris", "abacus"]


def own_ruleset(folder) -> str:
    """A user's ruleset written only as data: Classic with a Queen that lets its player go
    again (an effect no built-in ruleset has)."""
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    text = text.replace("id: classic", "id: mine")
    text = text.replace(
        "queen: {kind: symbol, picture: queen, points: 3,",
        "queen: {kind: symbol, picture: queen, points: 3, effects: [play_again],",
    )
    path = folder / "rulesets" / "mine.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    rulecache.rescan()
    return str(path)


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    yield tmp_path
    monkeypatch.undo()
    rulecache.rescan()
    set_language("en")


def coached_table(app, ruleset: str, *, seed: int = 4, overrides=None) -> TableScene:
    seats = [SeatSetup("You", human=True), SeatSetup("Ben", level="easy")]
    seats.append(SeatSetup("Cleo", level="easy"))
    setup = GameSetup(ruleset=ruleset, seats=seats, seed=seed, overrides=overrides or {})
    table = TableScene(
        setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, coach=True)
    )
    app.scenes.push(table)
    return table


def play_round(app, table: TableScene, *, read: float = 0.3, limit: int = 40000) -> list[str]:
    """Play the person's seat (a scripted person, through the session's offers) until the
    round-end dialog opens; each bubble is read for `read` seconds, then closed by a key."""
    person = Person(0, Random(2), forget=0.5, dawdle=0.0)
    texts: list[str] = []
    tried_wrong = False
    for _ in range(limit):
        if (
            table.app is not None
            and table.app.scenes.top is not table
            and table.controller.ending.round_shown
        ):
            return texts
        bubble = table.coach
        if bubble.lesson is not None:
            if not texts or texts[-1] != bubble.lesson.text:
                texts.append(bubble.lesson.text)
            if bubble.t >= read:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
        elif at_rest(table) and table.session is not None:
            c = table.session
            if not tried_wrong and c.offers(0):
                wrong = [t for t in table.model.hand if t not in c.playable(0)]
                if wrong:  # a card that does not fit, put on the pile by the person
                    tried_wrong = table.drop_card(wrong[0]) is False
            person.act(c)
        app.step(DT)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("ruleset", BUILT_IN + ["user"])
def test_the_coach_teaches_a_whole_round(app, data, ruleset):
    name = own_ruleset(data) if ruleset == "user" else ruleset
    table = coached_table(app, name)
    texts = play_round(app, table)
    keys = table.coach.shown
    assert "refused" in keys  # the person's card that did not fit
    assert "round_end" in keys and keys[-1] == "round_end"
    assert any(k.startswith("card:") for k in keys), keys
    assert len(keys) == len(set(keys)), "each lesson once"
    for text in texts:
        assert "{" not in text and "coach." not in text, text
    names = facts_of(table.rules).rank_names()
    for key, text in zip(keys, texts):
        if key.startswith("card:"):
            assert text.startswith(names[key.removeprefix("card:")] + ":"), text
    saved = json.loads((data / "coach.json").read_text(encoding="utf-8"))
    own = "mine" if ruleset == "user" else ruleset
    assert set(saved["seen"][own]) == set(keys)


def test_a_lesson_is_said_once_per_ruleset(app, data):
    first = coached_table(app, "noris", seed=6)
    play_round(app, first)
    app.scenes.pop()
    first.close()
    again = coached_table(app, "noris", seed=6)
    play_round(app, again)
    assert not set(first.coach.shown) & set(again.coach.shown)


def test_the_table_waits_only_the_reading_time(app, data):
    table = coached_table(app, "classic", seed=3)
    for _ in range(20000):
        if table.coach.lesson is not None:
            break
        c = table.session
        if at_rest(table) and c is not None and c.offers(0):
            Person(0, Random(1), dawdle=0.0).act(c)
        app.step(DT)
    bubble = table.coach
    lesson = bubble.lesson
    assert lesson is not None
    c = table.session
    assert c is not None
    clock = c.clock
    while True:
        app.step(DT)
        if not bubble.holding:
            break
        assert c.clock == clock, "no bot moves while the person reads"
    assert bubble.t <= lesson.reading_time() + 2 * DT
    for _ in range(120):
        app.step(DT)
    assert c.clock > clock or c.round_over or not c.caught_up  # the table plays on
    # A click on the bubble closes it.
    if bubble.lesson is not None:
        pos = bubble.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step(DT)
        assert bubble.lesson is None or bubble.lesson is not lesson


def test_a_house_rule_is_said_as_such(app, data):
    table = coached_table(
        app, "emmi", seed=4, overrides={"ranks.draw2.effects.0.draw.stack_with": ["draw2"]}
    )
    texts = play_round(app, table)
    keys = table.coach.shown
    said = dict(zip(keys, texts))
    assert "card:draw2" in said, keys
    assert "House rule: May be answered with Draw 2 (stacks)." in said["card:draw2"]
    assert "The book says: May be answered with Draw 2 or Joker (stacks)." in said["card:draw2"]


def test_when_the_coach_sits_at_the_table(data):
    memory = C.CoachMemory()
    assert C.wanted("new", "noris", passing=False, memory=memory)
    assert not C.wanted("new", "noris", passing=True, memory=memory)
    assert C.wanted("always", "noris", passing=True, memory=memory)
    assert not C.wanted("off", "noris", passing=False, memory=memory)
    from game.table import stats

    record = stats.Stats()
    record.record_round("noris", "easy", won=True, penalty=0)
    stats.save(record)
    assert not C.wanted("new", "noris", passing=False, memory=memory)  # played before
    memory.of("noris").add("card:stop")
    assert C.wanted("new", "noris", passing=False, memory=memory)  # still being taught


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_reads_in_every_language(data, language):
    """Every coach text exists in each language and speaks with the ruleset's card names."""
    from game.engine import events as EV
    from game.ruleset import find_ruleset, load_document, load_rules
    from game.table.presented import Presented

    keys = [k for k in catalogue("en") if k.startswith("coach.")]
    assert keys and all(k in catalogue(language) for k in keys)
    set_language(language)
    for ruleset in BUILT_IN:
        rules = load_rules(ruleset)
        coach = C.Coach(
            rules,
            ["Anna", "Ben", "Cleo"],
            0,
            book=load_document(find_ruleset(ruleset)),
            overrides={},
            seen=set(),
        )
        shown = Presented(rules, 0, True, sizes=(3, 3, 3), revealed=((),) * 3, calls=(-1,) * 3)
        for t in range(rules.n_types):
            coach.shown((EV.PLAY, 1, t, "turn"), shown)
        coach.shown((EV.JUMP, 1, 0, None), shown)
        coach.shown((EV.DEFEND, 2, 0, None), shown)
        coach.shown((EV.DRAW, 0, 0, "turn"), shown)
        for call in rules.calls:
            coach.shown((EV.CALL, 1, call.id, None), shown)
        call_id = rules.calls[0].id
        coach.shown((EV.MISSED_CALL, 1, call_id, "penalty"), shown)
        coach.shown((EV.MISSED_CALL, 2, call_id, "uncaught"), shown)
        coach.shown((EV.CAUGHT, 0, 1, None), shown)
        coach.refused("no")
        coach.shown((EV.ROUND_END, 1, (0, 3, 5), {"blocked": False, "hands": ()}), shown)
        names = facts_of(rules).rank_names()
        lessons = list(coach.lessons)
        for lesson in lessons:
            assert "{" not in lesson.text and "coach." not in lesson.text, lesson.text
            if lesson.key.startswith("card:"):
                assert lesson.text.startswith(names[lesson.key[5:]]), lesson.text
        assert {"jump", "defend", "drawn", "penalty", "caught", "refused", "round_end"} <= {
            lesson.key for lesson in lessons
        }
