"""Pass-and-play through the real scene loop, checked on the pixels that reached the screen.

Every card face is painted in a colour of its own (a marker: a bright red with a little green
and some blue, both from the card's type), so after each frame the screen surface itself
tells which faces are visible.
No face of a card that is hidden from the current viewer (in another hand, not shown to all)
may ever be among them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.engine import actions as A
from game.i18n import tr
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.art.cards import CardArt
from game.ui.art.look import CardImages
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.results.roundend import RoundEndScene
from game.ui.table import screen as table_module
from game.ui.table import screens
from game.ui.table.choosers import Chooser
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, post_mouse, step_until

MARK_R = 250  # bright red to magenta: no yellow, gold or paper of the table comes near


def marker(card_type: int) -> tuple[int, int, int]:
    """A colour per type, far apart: scaling (which loses a little alpha over the felt) and
    turning move a channel by a few steps, never onto a neighbour's colour."""
    assert card_type < 56
    return MARK_R, 6 + 20 * (card_type // 14), 6 + 18 * (card_type % 14)


class MarkerArt(CardArt):
    def face(self, card_type: int, width: int) -> pygame.Surface:
        image = pygame.Surface(self.size(width), pygame.SRCALPHA)
        image.fill((*marker(card_type), 255))
        return image


def faces_on(screen: pygame.Surface, types: set[int], least: int = 20) -> set[int]:
    """Which of `types` show their marker colour somewhere on the screen (on `least` pixels:
    not a stray edge pixel of a highlight, but far less than a card's corner).

    One pass finds every pixel in the range of all the markers; each type's own colour is then
    counted only inside those areas (the rest of the screen holds none of its pixels), which
    gives the counts a whole-screen pass per type gives, at a fraction of its cost."""
    anywhere = pygame.mask.from_threshold(screen, (MARK_R, 40, 128), (11, 43, 131))
    if not anywhere.count():
        return set()
    counts = dict.fromkeys(types, 0)
    for area in disjoint(anywhere.get_bounding_rects()):
        part = screen.subsurface(area)
        for t in types:
            counts[t] += pygame.mask.from_threshold(part, marker(t), (11, 9, 9)).count()
    return {t for t, count in counts.items() if count >= least}


def disjoint(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The areas merged until none overlaps another: no pixel is counted twice."""
    merged: list[pygame.Rect] = []
    for rect in rects:
        area = pygame.Rect(rect)
        overlapping = [other for other in merged if other.colliderect(area)]
        while overlapping:
            for other in overlapping:
                merged.remove(other)
                area.union_ip(other)
            overlapping = [other for other in merged if other.colliderect(area)]
        merged.append(area)
    return merged


def hidden_from(table: TableScene, looking: int | None) -> set[int]:
    """Types held by others that the person looking may not see (and cannot see anywhere
    else). Nobody has tapped in yet (None): every hand is hidden."""
    state = table.session.state  # type: ignore[union-attr]
    shown = set(state.discard)
    if looking is not None:
        shown |= held(state, looking)
    for cards in state.revealed or []:
        shown |= set(cards)
    others = {t for seat in range(state.n) if seat != looking for t in held(state, seat)}
    return others - shown


def held(state, seat: int) -> set[int]:  # type: ignore[no-untyped-def]
    """The types in a hand (the state keeps a count per type)."""
    return {t for t, count in enumerate(state.hands[seat]) if count}


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "images_for", lambda rules: CardImages(MarkerArt(rules)))


def pass_and_play(app: App, humans: int, seed: int, ruleset: str = "noris") -> TableScene:
    names = ["Mia", "Ole", "Lena"][:humans]
    seats = [SeatSetup(n, human=True, avatar=k) for k, n in enumerate(names)]
    seats.insert(1, SeatSetup("Bot", level="easy"))
    table = TableScene(
        GameSetup(ruleset=ruleset, seats=seats, seed=seed),
        TableOptions.from_prefs(
            bot_process=False, speed=30.0, pace=0.05, hints=True, auto_continue=None
        ),
    )
    app.scenes.push(table)
    return table


def click(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)


class Watcher:
    """The after-frame check: hidden faces never on screen; a tally of what was seen.

    The person looking is who tapped the last hand-over screen (the test knows who holds
    the device), not whom the table thinks it shows: a table that turned to the next hand
    without the hand-over would show it to the wrong person. What a person has held this
    round they know: their old hand, passed on by a trade, may be seen leaving them."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.looking: int | None = None
        self.frames = 0
        self.own_seen = 0
        self.leaks: list[tuple[int, int, set[int]]] = []
        self.known: dict[int, set[int]] = {}
        self.round: object = None

    def __call__(self, app: App) -> None:
        table, c = self.table, self.table.session
        if c is None or c.state is None or c.round_over:
            return  # the round-end screen shows every hand, once the round is over
        self.frames += 1
        if c.state is not self.round:
            self.round, self.known = c.state, {}
        known = set()
        if self.looking is not None:
            known = self.known.setdefault(self.looking, set())
            known |= held(c.state, self.looking)
        everything = set(range(table.rules.n_types))
        seen = faces_on(app.screen, everything)
        leaked = seen & hidden_from(table, self.looking) - known
        if leaked:
            self.leaks.append((self.frames, self.looking, leaked))
        if self.looking is not None and seen & held(c.state, self.looking):
            self.own_seen += 1


def play_round(
    app: App,
    table: TableScene,
    rng: random.Random,
    *,
    jump_every: int = 4,
    watcher: Watcher | None = None,
    until: Callable[[], bool] = lambda: False,
) -> dict:
    """Decide for whoever has the screen, tap through hand-overs, press the jump buttons, until
    the round is over (or `until` says to stop earlier)."""
    c = table.session
    assert c is not None
    tally = {"handovers": 0, "jumps": 0, "decisions": 0, "jumped": 0}
    for _ in range(20000):
        if c.round_over or until():
            return tally
        top = app.scenes.top
        if isinstance(top, Chooser):  # abacus' companion card, an X+'s forced card
            top.dismiss(rng.choice(top.options).value)
            app.step(DT)
            continue
        if isinstance(top, HandOverScene):
            tally["handovers"] += 1
            if watcher is not None:  # the device goes to the person named
                watcher.looking = [s.name for s in table.setup.seats].index(top.name)
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        ready = top is table and not table.loading and not table.anim.busy and c.caught_up
        viewer = table.viewer
        jumper = table.controller.sharing.jumper
        if ready and jumper is not None and table.viewer == jumper:
            jumps = [a for a in c.legal(jumper) if a & A.KIND_MASK in (A.JUMP, A.DEFEND)]
            if c.waiting(jumper):  # asked: the race's window closes, then the jump is over
                app.step(DT)
            elif jumps:
                tally["jumped"] += 1
                c.act(jumper, rng.choice(jumps))
            else:
                click(app, table.jumps.buttons[jumper].rect.center)
            continue
        if ready and c.state.turn == viewer and viewer in c.humans:
            legal = [a for a in c.legal(viewer) if a != A.RESOLVE]
            if legal:
                tally["decisions"] += 1
                others = [s for s in c.humans if s != viewer]
                if tally["decisions"] % jump_every == 0 and others:
                    tally["jumps"] += 1
                    click(app, table.jumps.buttons[others[0]].rect.center)
                    tally["decisions"] += 1
                    continue
                c.act(viewer, rng.choice(legal))
        app.step(DT)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize(
    ("ruleset", "humans", "seed"),
    [("noris", 2, 11), ("noris", 3, 4), ("emmi", 3, 3), ("abacus", 3, 7)],
)
def test_no_hidden_face_reaches_the_screen(
    marked: None, ruleset: str, humans: int, seed: int
) -> None:
    app = App((1280, 720))
    table = pass_and_play(app, humans, seed, ruleset)
    watcher = Watcher(table)
    app.after_frame.append(watcher)
    tally = play_round(app, table, random.Random(seed), jump_every=3, watcher=watcher)
    assert watcher.leaks == []
    assert watcher.frames > 100
    assert watcher.own_seen > 50  # the scan does find faces: the viewer's own hand
    assert tally["handovers"] >= 3 and tally["jumps"] >= 1
    if ruleset == "abacus":  # jump-ins are abacus' own: someone did jump in with a card
        assert tally["jumped"] >= 1
    table.close()


def test_the_check_sees_a_leak(marked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The control: a table that turns to the next hand without the hand-over screen is
    caught by the scan (the previous person still holds the device)."""

    def uncovered(*_: object, on_tap: Callable[[object], None], **__: object) -> None:
        on_tap(None)  # tapped at once: the next hand shows with no cover between

    monkeypatch.setattr(screens, "hand_over", uncovered)
    app = App((1280, 720))
    table = pass_and_play(app, 2, 11)
    watcher = Watcher(table)
    watcher.looking = 0
    app.after_frame.append(watcher)
    play_round(
        app,
        table,
        random.Random(11),
        jump_every=1000,
        watcher=watcher,
        until=lambda: bool(watcher.leaks),
    )
    assert watcher.leaks  # one is enough: the rest of the round would only find more
    table.close()


def test_hand_over_covers_the_table_until_the_tap(marked: None) -> None:
    app = App((1280, 720))
    table = pass_and_play(app, 2, 11)
    for _ in range(600):
        if isinstance(app.scenes.top, HandOverScene):
            break
        app.step(DT)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene)
    for _ in range(30):  # however long nobody taps, no face and the table stays still
        decisions = table.session.decisions  # type: ignore[union-attr]
        app.step(DT)
        assert faces_on(app.screen, set(range(table.rules.n_types))) == set()
        assert table.session.decisions == decisions  # type: ignore[union-attr]
    click(app, (640, 360))
    assert app.scenes.top is table
    assert table.viewer == table.setup.seats.index(
        next(s for s in table.setup.seats if s.name == cover.name)
    )
    table.close()


def test_the_log_names_no_hidden_draw(marked: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The log is read by everyone: a person's own draws are logged as "draws a card" too."""
    from game.engine import events as EV
    from game.table import log as log_module

    logged: list = []
    real = log_module.describe

    def recording(rules, event, names, *, you=-1):  # type: ignore[no-untyped-def]
        logged.append((event, you))
        return real(rules, event, names, you=you)

    monkeypatch.setattr(log_module, "describe", recording)
    app = App((1280, 720))
    table = pass_and_play(app, 2, 11)
    play_round(app, table, random.Random(11), jump_every=1000)
    draws = [e for e, _ in logged if e[0] in (EV.DRAW, EV.DEAL)]
    assert draws and all(e[2] == -1 for e in draws)
    assert all(you == -1 for _, you in logged)
    for _ in range(300):  # the round-end screen, once the round is over, speaks to no "you"
        if isinstance(app.scenes.top, RoundEndScene):
            break
        app.step(DT)
    assert isinstance(app.scenes.top, RoundEndScene) and app.scenes.top.result.you == -1
    table.close()


def test_anyone_may_catch_a_missed_call() -> None:
    """Ole forgets his Mau; the screen is still his, yet Mia's Caught! goes through."""
    from game.engine import action_from_text
    from game.engine import events as EV
    from game.engine.notation import position
    from tests.ui.tablekit import key

    app = App((1280, 720))
    seats = [SeatSetup("Mia", human=True), SeatSetup("Ole", human=True), SeatSetup("Bot")]
    table = TableScene(
        GameSetup(ruleset="emmi", seats=seats, seed=3),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=1.0),
    )
    app.scenes.push(table)
    c = table.session
    assert c is not None

    def settle() -> None:
        for _ in range(600):
            if isinstance(app.scenes.top, HandOverScene):
                click(app, (640, 360))
            elif not table.loading and not table.anim.busy and app.scenes.top is table:
                if c.caught_up:
                    return
                app.step(DT)
            else:
                app.step(DT)
        raise AssertionError("the table did not come to rest")

    settle()
    table.anim.skip()
    spec = {"hands": ["blue:7 green:2 green:3", "red:5 red:6", "green:4 green:5"]}
    c.use_position(position(c.rules, top="red:3", turn=1, **spec))  # type: ignore[arg-type]
    settle()
    assert table.viewer == 1
    events: list = []
    c.listeners.append(events.extend)
    c.act(1, action_from_text(c.rules, "play red:5"))  # no Mau
    settle()
    assert table.viewer == 1 and table.buttons["caught"].visible
    assert "Ole" in table.buttons["caught"].label
    key(app, pygame.K_c)  # a catch races the others out of turn: its window closes first
    for _ in range(60):
        if (EV.CAUGHT, 0, 1, None) in events:
            break
        app.step(DT)
    assert (EV.CAUGHT, 0, 1, None) in events
    table.close()


def test_jump_in_hands_the_screen_over_and_back() -> None:
    """One person presses their button during the other's turn: the table stands still while
    they look; a mistaken claim is handed back, and the turn's hand returns only after a tap.
    (abacus: jump-ins exist, so the buttons show.)"""
    app = App((1280, 720))
    table = pass_and_play(app, 2, 11, "abacus")
    c = table.session
    assert c is not None

    def until(done) -> None:  # type: ignore[no-untyped-def]
        for _ in range(2000):
            if done():
                return
            if isinstance(app.scenes.top, HandOverScene):
                click(app, (640, 360))
            else:
                app.step(DT)
        raise AssertionError("not reached")

    until(
        lambda: (
            app.scenes.top is table
            and not table.loading
            and not table.anim.busy
            and c.state.turn in c.humans
            and table.viewer == c.state.turn
        )
    )
    mia = c.state.turn  # whoever is first of the two; the other one jumps in
    ole = 2 - mia
    names = [s.name for s in table.setup.seats]
    assert table.viewer == mia and table.jumps.buttons[ole].visible
    assert names[ole] in table.jumps.buttons[ole].label
    click(app, table.jumps.buttons[ole].rect.center)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene) and cover.jump and cover.name == names[ole]
    click(app, (640, 360))
    assert table.viewer == ole and table.controller.sharing.jumper == ole
    decisions = c.decisions
    for _ in range(120):
        app.step(DT)
    assert c.decisions == decisions and c.state.turn == mia  # nobody moved meanwhile
    back = table.jumps.buttons[ole]
    assert back.visible and back.label == "Hand back"
    click(app, back.rect.center)
    app.step(DT)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene) and cover.name == names[mia] and table.viewer == ole
    click(app, (640, 360))
    assert table.viewer == mia and table.controller.sharing.jumper is None
    table.close()


@pytest.mark.parametrize(
    ("order", "first"),
    [
        (("Mia", "Ole", "Bot"), "Ole"),  # the first to act is not the first person at the table
        (("Mia", "Bot", "Ole"), "Mia"),  # a bot acts first: the screen goes to the first person
        (("Bot", "Mia", "Ole"), "Mia"),  # the first person acts first
    ],
)
def test_the_deal_flies_face_down_before_the_first_hand_over(
    marked: None, order: tuple[str, ...], first: str
) -> None:
    """Everyone watches the deal: it plays in full, every card face down, and only once it has
    landed does the hand-over come for the first person, before anyone (a bot too) moves.
    Meanwhile nobody holds the screen, so no button offers a move or a jump."""
    app = App((1280, 720))
    seats = [SeatSetup(n, human=n != "Bot", level="easy") for n in order]
    table = TableScene(
        GameSetup(ruleset="noris", seats=seats, seed=1),
        TableOptions.from_prefs(bot_process=False, speed=3.0, pace=0.05, auto_continue=None),
    )
    app.scenes.push(table)
    watcher = Watcher(table)  # nobody looking yet: every hand is hidden from the screen
    app.after_frame.append(watcher)
    c = table.session
    assert c is not None and c.state is not None
    flying = 0
    for _ in range(1200):
        app.step(DT)
        if isinstance(app.scenes.top, HandOverScene):
            break
        flying += bool(table.anim.flights)
        for flight in table.anim.flights:  # nothing turns face up but the start card
            assert flight.flip_to is None or flight.flip_to in c.state.discard
        buttons = [*table.buttons.values(), *table.jumps.buttons.values()]
        if not table.loading:  # nobody may act or jump in yet
            assert not any(b.visible for b in buttons)
        assert not table.frame.person and not table.hand.playable
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene) and cover.name == first
    dealt = sum(sum(hand) for hand in c.state.hands)
    assert flying > 20 and dealt >= 15  # the deal was animated, card by card
    assert not table.anim.busy and sum(table.model.sizes) == dealt
    assert table.model.hand == () and c.decisions == 0
    assert watcher.leaks == [] and watcher.frames > flying
    seat = order.index(first)
    watcher.looking = seat  # the device goes to them, and they tap
    click(app, (640, 360))
    assert app.scenes.top is table and table.viewer == seat
    for _ in range(10):
        app.step(DT)
    assert faces_on(app.screen, held(c.state, seat))  # the hand appears after the tap
    assert watcher.leaks == []
    table.close()


def test_kid_mode_hands_over_with_the_picture_on_the_seat() -> None:
    """Kid mode gives a seat whose picture an earlier seat already has the next free one; the
    hand-over shows a child the same picture as their seat, not the one first chosen."""
    app = App((1280, 720))
    seats = [
        SeatSetup("Bot", level="easy", avatar=2),
        SeatSetup("Mia", human=True, avatar=2),
        SeatSetup("Ole", human=True, avatar=5),
    ]
    table = TableScene(
        GameSetup(ruleset="noris", seats=seats, seed=1, kid_mode=True),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    for _ in range(600):
        if isinstance(app.scenes.top, HandOverScene):
            break
        app.step(DT)
    cover = app.scenes.top
    assert isinstance(cover, HandOverScene)
    seat = [s.name for s in seats].index(cover.name)
    assert cover.avatar == table.infos[seat].avatar
    assert table.infos[1].avatar != 2  # Mia's picture was taken by the bot before her
    table.close()


# -- the out-of-turn buttons (their words: tests/table/test_buttons.py) --------------------------
def _tapped_in(app: App, ruleset: str):  # type: ignore[no-untyped-def]
    table = pass_and_play(app, 2, 5, ruleset)
    step_until(app, lambda: app.scenes.top is not table, limit=4000)  # the first hand-over
    click(app, (app.size[0] // 2, app.size[1] // 2))
    step_until(app, lambda: app.scenes.top is table and not table.anim.busy, limit=4000)
    app.step(DT)
    return table


@pytest.mark.parametrize(
    ("ruleset", "key"),
    [("classic", None), ("emmi", "table.btn.catch"), ("abacus", "table.btn.jump")],
)
def test_the_out_of_turn_buttons_show_only_where_something_can_be_done(
    ruleset: str, key: str | None
) -> None:
    app = App((1280, 720))
    table = _tapped_in(app, ruleset)
    others = [b for seat, b in table.jumps.buttons.items() if seat != table.viewer]
    assert others
    if key is None:
        assert not any(b.visible for b in others)
    else:
        names = {b.label for b in others if b.visible}
        assert names == {
            tr(key, player=table.setup.seats[seat].name)
            for seat, b in table.jumps.buttons.items()
            if seat != table.viewer and b.visible
        }
    table.close()
