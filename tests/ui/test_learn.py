"""Learn to play through the real scene loop: from New game and the title, for every built-in
ruleset and a user's own, each step followed to the round's end."""

from __future__ import annotations

import pygame
import pytest

from game.engine import actions as A
from game.i18n import set_language, tr
from game.paths import rulesets_dir
from game.ruleset.facts import facts_of
from game.table import choices, prefs, rulecache
from game.table.setup import GameSetup, SeatSetup
from game.ui.scenes.learning import LearnPreparing
from game.ui.scenes.results.roundend import MatchEndScene, RoundEndScene
from game.ui.table.learn import LearnScene
from tests.ui.learnkit import follow, tap
from tests.ui.menu_driver import frames
from tests.ui.tablekit import DT, post_mouse, step_until

BUILT_IN = ["classic", "emmi", "huch", "noris", "abacus"]


@pytest.fixture
def quick(tmp_path, monkeypatch):
    """Fast cards and bots (the preferences a person could set), a data folder of our own."""
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    p = prefs.current()
    monkeypatch.setattr(p, "animation_speed", 4.0)
    monkeypatch.setattr(p, "bot_pace", 0.25)
    monkeypatch.setattr(p, "call_grace", 0.0)
    yield tmp_path
    monkeypatch.undo()
    rulecache.rescan()
    set_language("en")


MAU = '    - {id: mau, name: {en: "Mau", de: "Mau", sv: "mau"}, cards_left: 1, penalty: 1}'


def own_ruleset(folder, old: str, new: str, name: str = "mine", base: str = "classic") -> str:
    """A user's ruleset written only as data: a built-in one (Classic) with one line changed."""
    text = (rulesets_dir() / f"{base}.yaml").read_text(encoding="utf-8")
    assert old in text
    # The first place only: a house rule may repeat the line (classic's D-62 lists its calls).
    text = text.replace(f"id: {base}", f"id: {name}", 1).replace(old, new, 1)
    path = folder / "rulesets" / f"{name}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    rulecache.rescan()
    return str(path)


def from_new_game(app, ruleset: str) -> LearnScene:
    """New game, the ruleset picked, its "Learn to play" button pressed."""
    app.scenes.open("new_game")
    frames(app)
    scene = app.scenes.top
    scene._pick(ruleset)
    frames(app)
    tap(app, scene.learn_button.rect.center)
    return the_guided_table(app)


def the_guided_table(app) -> LearnScene:
    """The guided round is found off the frame, then its table opens."""
    step_until(app, lambda: isinstance(app.scenes.top, (LearnPreparing, LearnScene)))
    preparing = app.scenes.top
    if isinstance(preparing, LearnPreparing):
        # A frame here is a fraction of a millisecond and holds the interpreter's lock: on a
        # busy machine no count of frames leaves the search its time, so the test waits.
        assert preparing.job.wait(120)
    step_until(app, lambda: isinstance(app.scenes.top, LearnScene))
    return app.scenes.top


def finish(app, table: LearnScene) -> RoundEndScene:
    """The guided round's end: it says it was the guided round, not a match's first round,
    and offers it again or the menu (no match's end follows)."""
    for _ in range(600):
        top = app.scenes.top
        if top is not table and getattr(top, "buttons", None) and top.t > 1.0:
            break
        frames(app, 1)
    end = app.scenes.top
    assert isinstance(end, RoundEndScene) and end.result.lesson
    assert [b.key for b in end.buttons] == ["rematch", "menu"]
    lines = " ".join(end.match_lines())
    assert "Round 1 of" not in lines and "guided round" in lines, lines
    tap(app, end.buttons[0].rect.center)  # "Play it again": the same guided round, dealt again
    frames(app, 30)
    assert app.scenes.top is table and not table.guided.round_over
    assert not any(isinstance(scene, MatchEndScene) for scene in app.scenes)
    return end


def check_round(table: LearnScene) -> None:
    c = table.guided
    course = c.course
    assert not course.missing
    assert not c.off_course and c.at == len(course.moves)
    assert c.round_over and c.state.winner == 0  # the person won
    assert sorted(course.taught()) == sorted(s.key for s in course.steps)


@pytest.mark.parametrize("ruleset", BUILT_IN)
def test_every_built_in_ruleset_is_taught_step_by_step(app, quick, ruleset):
    """Each bubble's step number counts 1, 2, 3 … to the last without a gap or a repeat
    (a call pressed first and its card are one step); every step whose card is said with a
    call says the call first; a forced move is asked for by a bubble too."""
    table = from_new_game(app, ruleset)
    steps: list[tuple[int, int]] = []
    calls: list[tuple[bool, str]] = []
    forced: list[str] = []

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is None:
            return
        if not steps or steps[-1][0] != ask.step:
            steps.append((ask.step, scene.guided.step_count()))
        if ask.call_first and not scene.controller.playing.call_armed:
            calls.append((True, words))
        if ask.action in choices.FORCED:
            forced.append(words)
            assert scene.guide.target == scene.buttons["action"].rect  # the button is ringed

    asked = follow(app, table, seen=seen)
    check_round(table)
    count = table.guided.step_count()
    assert [n for n, _ in steps] == list(range(1, count + 1)) and {c for _, c in steps} == {count}
    assert len(asked) >= len(table.course.steps) - 1
    names = [text for text in asked if "{" in text or "guide." in text]
    assert not names, names
    buttons = {tr("table.btn.say_call", call=tr(f"call.{call.id}")) for call in table.rules.calls}
    assert calls and all(any(b in words for b in buttons) for _, words in calls), calls
    assert all("first press" in words.lower() for _, words in calls), calls
    person_forced = [a for seat, a in table.course.moves if seat == 0 and a in choices.FORCED]
    assert len(forced) == len(person_forced)
    if facts_of(table.rules).suited:
        assert not [w for w in asked if "colour" in w], asked  # a Skat deck has suits
    finish(app, table)


def test_the_last_trade_hands_really_trades(app, quick):
    """Twist & Shout's guided round ends on a Trade Hands: a swap with the winner's empty hand
    would change nothing (D-21), so it passes the others' hands on, and they do move."""
    table = from_new_game(app, "abacus")
    c = table.guided
    before: dict[int, list[int]] = {}

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is not None and ask.card >= 0 and len(scene.model.hand) == 1:
            before.update({k: sorted(c.state.hand(k)) for k in (1, 2)})
            assert "trades your hand" not in words and "passes every hand on" in words, words

    follow(app, table, seen=seen)
    check_round(table)
    last = next(a for s, a in reversed(c.course.moves) if s == 0 and a != A.RESOLVE)
    assert A.target_of(last) in (A.TARGET_LEFT, A.TARGET_RIGHT)
    after = {k: sorted(c.state.hand(k)) for k in (1, 2)}
    assert before and after == {1: before[2], 2: before[1]}  # Anna and Ben passed their hands


def test_a_defence_and_a_jump_in_are_steps_where_the_data_has_them():
    from game.guide.plan import plan_steps
    from game.ruleset import load_rules

    for ruleset in BUILT_IN:
        rules = load_rules(ruleset)
        keys = [s.key for s in plan_steps(rules)]
        defended = {
            rank
            for spec in facts_of(rules).book["ranks"].values()
            for effect in spec["effects"]
            for params in effect.values()
            if isinstance(params, dict)
            for rank in params.get("defended_by", ())
        }
        assert [k for k in keys if k.startswith("defend:")] == [f"defend:{r}" for r in defended]
        assert ("jump" in keys) == rules.jump_enabled, ruleset
    assert {"defend:0", "jump"} <= {s.key for s in plan_steps(load_rules("abacus"))}


def test_abacus_teaches_its_defence_and_its_jump_in(app, quick):
    table = from_new_game(app, "abacus")
    moments: dict[str, tuple[str, int]] = {}

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is None or not {"defend:0", "jump"} & set(ask.teaches):
            return
        c = scene.guided
        made = c.decisions
        frames(app, 120)  # two seconds: far past a bot's pause, and nobody moves
        assert c.decisions == made and scene.guide.ask(scene.view()) == ask
        key = "jump" if "jump" in ask.teaches else "defend:0"
        moments[key] = (words, c.state.turn)

    asked = follow(app, table, seen=seen)
    check_round(table)
    defend_words, _turn = moments["defend:0"]
    assert defend_words.startswith("New move – defending: ") and "with 0 of" in defend_words
    jump_words, turn = moments["jump"]
    assert jump_words.startswith("New move – jumping in: ") and turn != 0  # out of turn
    assert defend_words in asked and jump_words in asked
    taught = table.course.taught()
    assert "defend:0" in taught and "jump" in taught


def test_a_jump_in_the_guide_cannot_stage_is_named(app, quick):
    # Abacus with only Your Choice jumped in: a card the round asks the person to play early.
    path = own_ruleset(
        quick,
        "jump_in: {enabled: true, ranks: numbers,",
        "jump_in: {enabled: true, ranks: [your_choice],",
        name="choicejump",
        base="abacus",
    )
    table = from_new_game(app, path)
    assert [s.key for s in table.course.missing] == ["jump"]
    assert "leaves out: jumping in." in table.guide.opening_text()


def test_a_user_ruleset_written_as_data_is_taught(app, quick):
    # Classic with a Queen that lets its player go again (an effect no built-in ruleset has).
    path = own_ruleset(
        quick,
        "queen: {kind: symbol, picture: queen, points: 3,",
        "queen: {kind: symbol, picture: queen, points: 3, effects: [play_again],",
    )
    table = from_new_game(app, path)
    steps = [s.key for s in table.course.steps]
    assert "card:queen" in steps
    asked = follow(app, table)
    check_round(table)
    assert any("Queen" in text and "again" in text for text in asked), asked


def test_several_cards_in_one_play_are_taught_at_the_real_table(app, quick):
    """Classic with sets and runs (house rule D-33, runs in their first card's suit), taught
    through the scene loop: the person lays a set and a run card by card, and where a play
    does not end by itself the bubble points at End play, which the person presses."""
    path = own_ruleset(
        quick,
        "same_rank: {enabled: false, ranks: any}\n    run: {enabled: false, direction: either, "
        "suit: of_pile}",
        "same_rank: {enabled: true, ranks: any}\n    run: {enabled: true, direction: either, "
        "suit: any}",
        name="groups",
    )
    table = from_new_game(app, path)
    steps = [s.key for s in table.course.steps]
    assert "group:same_rank" in steps and "group:run" in steps
    ends = 0

    def seen(scene: LearnScene, words: str) -> None:
        nonlocal ends
        ask = scene.guide.ask(scene.view())
        if ask is not None and A.kind_of(ask.action) == A.END:
            ends += 1
            assert scene.guide.target == scene.buttons["group"].rect  # End play is ringed

    asked = follow(app, table, seen=seen)
    check_round(table)
    laid = [a for seat, a in table.course.moves if seat == 0 and A.kind_of(a) == A.END]
    assert ends == len(laid) >= 1
    assert any("several cards" in text.lower() for text in asked), asked


NORIS_D57 = (
    "only_without: anything            # house rule D-57: only without the colour in force\n"
    "    challenge: {enabled: false, extra: 2}",
    "only_without: colour_in_force\n    challenge: {enabled: true, extra: 2}",
)
CLASSIC_D50_D51 = (
    "drawn_card: may_play\n  draw: {until: one, count: 3}",
    "drawn_card: must_play\n  draw: {until: fits, count: 3}",
)


def test_a_challenge_is_taught_at_the_real_table(app, quick):
    """Noris with house rule D-57, through the scene loop: the bubble rings the Caught!
    button, which says "Challenge Anna!" then; pressed, the bluffer's hand lies face up before
    the person, and the next bubble says the bluff was caught."""
    table = from_new_game(app, own_ruleset(quick, *NORIS_D57, name="bluff", base="noris"))
    assert "challenge:draw4" in [s.key for s in table.course.steps]
    rung: list[str] = []
    shown: list[tuple[int, ...]] = []

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is not None and ask.action == A.CHALLENGE:
            app.step(DT)  # the bubble drawn: what it rings is known
            assert scene.guide.target == scene.buttons["caught"].rect
            rung.append(scene.buttons["caught"].label)
        elif scene.guided.caught is not None and not shown:
            shown.append(scene.session.presented.revealed[scene.guided.caught[0]])
            bluffer = scene.guided.names[scene.guided.caught[0]]
            caught = tr("guide.caught", player=bluffer, colour="\0").split("\0")[0]
            assert words.startswith(caught), words

    follow(app, table, seen=seen)
    check_round(table)
    bluffer = table.guided.names[table.guided.caught[0]]
    assert rung == [tr("table.btn.challenge", player=bluffer)]
    assert shown and shown[0], "the bluffer's hand lies face up"


def test_drawing_until_a_card_fits_is_taught_at_the_real_table(app, quick):
    """Classic with house rules D-50 and D-51, through the scene loop: the person, with nothing
    that fits, clicks the draw pile once, several cards come, and the next bubble asks for the
    last of them (it fits, and must be played)."""
    table = from_new_game(app, own_ruleset(quick, *CLASSIC_D50_D51, name="until"))
    steps = [s.key for s in table.course.steps]
    assert "draw:until" in steps and "drawn" in steps
    sizes: list[int] = []
    asks: list[str] = []

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is not None and ("draw:until" in ask.teaches or "drawn" in ask.teaches):
            sizes.append(len(scene.session.presented.hand))
            asks.append(words)

    follow(app, table, seen=seen)
    check_round(table)
    assert len(sizes) == 2 and sizes[1] >= sizes[0] + 2, sizes
    assert "until a card fits" in asks[0] and "must be played" in asks[1], asks


def test_the_title_teaches_classic_whatever_was_last_played(app, quick):
    """Learn to play on the title is a newcomer's first lesson: the simplest game, not the
    16-step lesson of the ruleset last chosen in New game (that one has its own Learn)."""
    prefs.current().new_game = GameSetup(
        ruleset="noris", seats=[SeatSetup("", human=True), SeatSetup("Ben", level="easy")]
    ).to_dict()
    assert prefs.current().last_setup() is not None
    app.scenes.open("title")
    frames(app)
    title = app.scenes.top
    button = next(b for b in title.buttons if b.text() == "Learn to play")
    tap(app, button.rect.center)
    table = the_guided_table(app)
    assert table.setup.ruleset == "classic"
    follow(app, table)
    check_round(table)


def test_a_step_the_guide_cannot_stage_is_named(app, quick):
    # A second call said when a play leaves twelve cards: a friendly round never gets there.
    path = own_ruleset(
        quick,
        MAU,
        f"{MAU}\n    - {{id: achtung, cards_left: 12, penalty: 1}}",
        name="bighand",
    )
    shown: list[str] = []
    table = from_new_game(app, path)
    assert [s.key for s in table.course.missing] == ["call:achtung"]

    def seen(scene: LearnScene, what: str) -> None:
        if what == "opening":
            shown.append(scene.guide.opening_text())

    follow(app, table, seen=seen)
    assert shown and "leaves out: saying “Watch out!”" in shown[0]  # book 002 in English, shown
    c = table.guided
    assert not c.off_course and c.round_over and c.state.winner == 0
    taught = set(table.course.taught())
    assert taught == {s.key for s in table.course.steps} - {"call:achtung"}


def test_a_card_other_than_the_one_asked_for_goes_back_with_the_step(app, quick):
    table = from_new_game(app, "classic")
    for _ in range(600):
        if table.guide.opening and not table.loading:
            tap(app, (640, 240))
        if table.guide.ask(table.view()) is not None:
            break
        frames(app, 1)
    ask = table.guide.ask(table.view())
    assert ask is not None and ask.card >= 0
    other = next(t for t in table.hand.cards if t != ask.card)
    assert table.drop_card(other) is False
    toast = table.toast[0] if table.toast else ""
    assert toast.startswith("Not allowed:"), toast
    if table.session.why_not(0, other) is None:  # a card that fits, but not the step's
        assert table.guided.ask_words(ask, armed=False) in toast


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_every_step_reads_in_every_language(language):
    """The guide's words exist in each language and name the ruleset's own cards."""
    from game.guide.search import course_for
    from game.guide.session import GuidedSession, guided_setup
    from game.i18n import catalogue
    from game.ruleset import load_rules

    keys = [k for k in catalogue("en") if k.startswith("guide.")]
    assert keys and all(k in catalogue(language) for k in keys)
    set_language(language)
    try:
        for ruleset in BUILT_IN:
            rules = load_rules(ruleset)
            course = course_for(rules)
            s = GuidedSession(
                guided_setup(ruleset, {}, ["Du", "Anna", "Ben"], course),
                course,
                rules=rules,
                pace=(0.01, 0.01),
                call_grace=0.0,
            )
            s.start_round()
            names = facts_of(rules).rank_names()
            for _ in range(5000):
                for event in s.take():
                    s.shown(event)
                if s.round_over:
                    break
                ask = s.ask()
                if ask is not None:
                    for armed in (False, True):
                        words = s.ask_words(ask, armed=armed)
                        assert "{" not in words and "guide." not in words, words
                    for key in ask.teaches:
                        if key.startswith(("card:", "defend:")):
                            assert names[key.split(":")[1]] in words, (key, words)
                    s.request(0, ask.action)
                s.update(0.05)
            assert s.round_over and s.state.winner == 0 and not s.off_course
            s.close()
    finally:
        set_language("en")


@pytest.mark.parametrize("ruleset", ["classic", "abacus"])
def test_the_draw_buttons_tip_never_covers_what_the_lesson_points_at(app, quick, ruleset):
    """When the lesson asks for Say "Mau" first (Classic's step 7, Twist & Shout's step 9), a
    pointer resting on the Draw button beside it shows the button's tip elsewhere or not at
    all: never over the button the lesson rings, nor over its bubble."""
    table = from_new_game(app, ruleset)
    checked: list[str] = []

    def seen(scene: LearnScene, words: str) -> None:
        ask = scene.guide.ask(scene.view())
        if ask is None or not ask.call_first or scene.controller.playing.call_armed or checked:
            return
        app.step(DT)  # the bubble drawn: what it rings is known
        post_mouse(pygame.MOUSEMOTION, scene.buttons["action"].rect.center, buttons=(0, 0, 0))
        step_until(app, lambda: scene.tips.shown is not None)  # it rests: the tip is due
        app.step(DT)
        marks = [scene.buttons["call"].rect, scene.guide.rect]
        assert scene.guide.target == scene.buttons["call"].rect
        assert scene.tips.rect is None or scene.tips.rect.collidelist(marks) < 0
        checked.append(words)

    follow(app, table, seen=seen)
    assert checked
