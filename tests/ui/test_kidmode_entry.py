"""Kid mode's way in (the title's Kids button, the setup by pictures) and way out (the long
press), the celebration at a round's end, and Esc under the pass-and-play cover."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.table import prefs, rulecache
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.scenes import kidsetup
from game.ui.scenes.handover import HandOverScene
from game.ui.scenes.holdtoleave import HOLD_SECONDS, HoldToLeaveScene
from game.ui.scenes.kidsetup import KidSetupScene
from game.ui.scenes.menu import GameMenu
from game.ui.scenes.newgame.scene import NewGameScene
from game.ui.scenes.results.kid import KidRoundEndScene
from game.ui.scenes.title import TitleScene
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, post_mouse, step_until

# To look at; in the checkout (as out/e2e.png), not in a /tmp folder every checkout shares.
SHOTS = Path(__file__).resolve().parents[2] / "out" / "kidentry"


@pytest.fixture(autouse=True)
def _no_remembered_kid_game():
    prefs.current().kid_game = {}
    yield
    prefs.current().kid_game = {}


def fast_table(setup: GameSetup) -> TableScene:
    """The table the Kids button leads to, quick enough for a test (bots in this process)."""
    setup.seed = 11
    return TableScene(setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05))


def click(app: App, pos: tuple[int, int]) -> None:
    post_mouse(pygame.MOUSEBUTTONDOWN, pos)
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, pos)
    app.step(DT)


def key(app: App, code: int, *, up: bool = False) -> None:
    kind = pygame.KEYUP if up else pygame.KEYDOWN
    pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
    app.step(DT)


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        app.step(DT)


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, SHOTS / name)


def title_to_setup(app: App) -> KidSetupScene:
    app.scenes.push(TitleScene())
    app.step(DT)
    click(app, app.scenes.top.kids_button.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, KidSetupScene)
    return setup


def kid_table(app: App, monkeypatch: pytest.MonkeyPatch, children: int = 1) -> TableScene:
    """From the title's Kids button through the setup's Start to the table."""
    monkeypatch.setattr(kidsetup, "table_scene", fast_table)
    setup = title_to_setup(app)
    for _ in range(children - 1):
        click(app, setup.child_plus.rect.center)
    click(app, setup.start_button.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.setup.kid_mode
    return table


# -- the way in ----------------------------------------------------------------------------
def test_the_kids_button_leads_to_the_kid_setup(app):
    setup = title_to_setup(app)
    app.step(DT)
    shot(app, "kidsetup_from_title.png")
    assert setup.ruleset == "emmi" and setup.children == [0] and setup.bots == 1


def test_a_kid_setup_builds_a_kid_game(app):
    scene = KidSetupScene(table_factory=fast_table)
    app.scenes.push(scene)
    app.step(DT)
    for _ in range(5):
        click(app, scene.child_plus.rect.center)  # a fifth child is refused
    for _ in range(3):
        click(app, scene.bot_plus.rect.center)
    click(app, scene.child_buttons[1].rect.center)  # the second child picks another picture
    setup = scene.setup()
    humans = [s for s in setup.seats if s.human]
    bots = [s for s in setup.seats if not s.human]
    assert setup.kid_mode and setup.ruleset == "emmi" and setup.overrides == {}
    assert len(humans) == 4 and len(bots) == 2  # EMMI seats six: a child beats a third bot
    assert all(b.level == "easy" for b in bots)
    avatars = [s.avatar for s in setup.seats]
    assert len(set(avatars)) == len(avatars)
    names = setup.names()
    assert humans[1].avatar != 1 and names[1] == kidsetup.avatar_name(humans[1].avatar)
    assert all(h.name == "" for h in humans)  # a child is named by their picture in play
    assert len(set(names)) == len(setup.seats)


def test_huch_is_played_with_the_small_deck(app):
    scene = KidSetupScene(table_factory=fast_table)
    app.scenes.push(scene)
    app.step(DT)
    click(app, scene.tiles["huch"].rect.center)
    setup = scene.setup()
    assert setup.ruleset == "huch" and setup.overrides == {"rules.deck": "small"}
    small = rulecache.rules("huch", setup.overrides)
    full = rulecache.rules("huch")
    assert len(small.deck) < len(full.deck)
    numbers = {small.card_to_text(c).split(":")[-1] for c in small.deck}
    assert "9" not in numbers and "5" in numbers


def test_the_last_kid_setup_is_remembered(app):
    scene = KidSetupScene(table_factory=lambda setup: TitleScene())
    app.scenes.push(scene)
    app.step(DT)
    click(app, scene.tiles["huch"].rect.center)
    click(app, scene.child_plus.rect.center)
    click(app, scene.start_button.rect.center)
    again = KidSetupScene()
    assert again.ruleset == "huch" and again.children == scene.children and again.bots == 1


def test_a_kid_round_from_the_kids_button_ends_in_a_celebration(app, monkeypatch):
    table = kid_table(app, monkeypatch)
    c = table.session
    frames(app, 0.2)
    shot(app, "kid_table_start.png")

    def child_plays() -> bool:  # the child plays a card when one fits, else draws
        if isinstance(app.scenes.top, KidRoundEndScene):
            return True
        if app.scenes.top is table and not table.anim.busy and not c.round_over:
            legal = c.offers(0)
            if legal and c.state.turn == 0:
                playable = sorted(c.playable(0))
                choice = c.card_choice(0, playable[0]) if playable else None
                c.act(0, choice.action(call=True) if choice is not None else legal[0])
        return False

    step_until(app, child_plays, limit=40_000)
    end = app.scenes.top
    assert end.result.avatars == tuple(s.avatar for s in table.setup.seats)
    if end.result.winner >= 0:
        frames(app, 0.6)
        assert end.celebrating() and end.confetti is not None and end.confetti.alive
        shot(app, "kid_celebration.png")
        click(app, (640, 360))  # a tap skips to the results
    assert not end.celebrating()
    frames(app, 0.3)
    shot(app, "kid_round_end.png")
    click(app, end.buttons[0].rect.center)
    assert app.scenes.top is not end


# -- the way out ---------------------------------------------------------------------------
def test_a_short_press_does_not_leave_a_full_hold_does(app, monkeypatch):
    """Esc held down holds the corner house as the mouse does: its ring fills; let go early
    it empties and the house shows how to leave; held for the whole time, the game is left."""
    table = kid_table(app, monkeypatch)
    button = table.menu_button
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and button.hold.held
    frames(app, HOLD_SECONDS * 0.5)
    assert button.hold.progress == pytest.approx(0.5, abs=0.05)
    shot(app, "hold_to_leave.png")
    key(app, pygame.K_ESCAPE, up=True)  # let go early: the ring empties, nobody leaves
    assert button.hold.progress == 0 and button.how > 0 and app.scenes.top is table
    frames(app, 0.3)
    shot(app, "hold_to_leave_how.png")
    centre = button.rect.center
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    frames(app, HOLD_SECONDS * 0.7)
    post_mouse(pygame.MOUSEBUTTONUP, centre)
    app.step(DT)
    assert app.scenes.top is table
    post_mouse(pygame.MOUSEBUTTONDOWN, centre)
    frames(app, HOLD_SECONDS + 0.2)
    assert isinstance(app.scenes.top, TitleScene) and table not in list(app.scenes)


def test_the_game_goes_on_while_the_house_shows_how(app, monkeypatch):
    """No overlay stops the child's game: after a tap on the house the table plays on."""
    table = kid_table(app, monkeypatch)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE, up=True)
    c = table.session
    made = c.decisions
    step_until(app, lambda: c.decisions > made or c.offers(0), limit=2000)
    assert app.scenes.top is table


def test_closing_the_window_in_kid_mode_shows_the_long_press(app, monkeypatch):
    table = kid_table(app, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(DT)
    assert app.running and app.scenes.top is table and table.menu_button.how > 0
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # again: still showing, still running
    frames(app, 0.5)
    assert app.running and table in list(app.scenes)


def test_closing_the_window_outside_kid_mode_quits(app):
    seats = [SeatSetup("You", human=True), SeatSetup("Bot", level="easy")]
    app.scenes.push(
        TableScene(
            GameSetup(ruleset="emmi", seats=seats, seed=1),
            TableOptions.from_prefs(bot_process=False),
        )
    )
    app.step(DT)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(DT)
    assert not app.running


# -- Esc under the pass-and-play cover -----------------------------------------------------
def two_people(app: App, *, kid: bool) -> TableScene:
    seats = [
        SeatSetup("Ada", human=True, avatar=3),
        SeatSetup("Bo", human=True, avatar=5),
        SeatSetup("Bot", level="easy", avatar=9),
    ]
    table = TableScene(
        GameSetup(ruleset="emmi", seats=seats, seed=2, kid_mode=kid),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    step_until(app, lambda: isinstance(app.scenes.top, HandOverScene))
    return table


@pytest.mark.parametrize("kid", [False, True])
def test_esc_under_the_hand_over_cover_shows_no_hand(app, kid):
    table = two_people(app, kid=kid)
    cover = app.scenes.top
    viewer = table.viewer
    key(app, pygame.K_ESCAPE)
    top = app.scenes.top
    assert isinstance(top, HoldToLeaveScene if kid else GameMenu)
    frames(app, 0.3)
    assert table not in app.scenes.visible()  # the opaque cover is still drawn beneath
    assert cover in app.scenes.visible() and table.controller.sharing.covered
    if kid:
        assert top.hold.held  # the Esc that opened it counts as the start of the hold
        key(app, pygame.K_ESCAPE, up=True)
        click(app, top.stay_centre())
    else:
        key(app, pygame.K_ESCAPE)  # Esc on the menu: resume
    assert app.scenes.top is cover and table.viewer == viewer


def test_a_new_game_from_the_menu_over_the_cover_replaces_the_table(app):
    table = two_people(app, kid=False)
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    menu.choose("new_game")
    app.step(DT)
    assert isinstance(app.scenes.top, NewGameScene)
    assert table not in list(app.scenes) and not any(
        isinstance(s, HandOverScene) for s in app.scenes
    )


# -- pictures for people on the New game screen --------------------------------------------
def test_people_pick_distinct_pictures_on_the_new_game_screen(app):
    scene = NewGameScene()
    app.scenes.push(scene)
    app.step(DT)
    first, second = scene.choices.seats[0], scene.choices.seats[1]
    second.avatar = first.avatar  # the bot's picture is the person's: it becomes a person
    scene.seats[1].kind.set("human")
    app.step(DT)
    assert first.avatar != second.avatar
    before = first.avatar
    click(app, scene.seats[0].badge.center)
    assert first.avatar not in (before, second.avatar)
    avatars = [s.avatar for s in scene.choices.setup().seats if s.human]
    assert avatars == [first.avatar, second.avatar]
    shot(app, "newgame_avatars.png")


def test_leaving_keeps_the_game_for_continue(app, monkeypatch):
    from game.table import savegame

    def saving_table(setup: GameSetup) -> TableScene:
        setup.seed = 5
        return TableScene(
            setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05, autosave=True)
        )

    monkeypatch.setattr(kidsetup, "table_scene", saving_table)
    setup = title_to_setup(app)
    click(app, setup.start_button.rect.center)
    table = app.scenes.top
    step_until(app, lambda: table.session.decisions > 0 and not table.anim.busy)
    try:
        key(app, pygame.K_ESCAPE)
        frames(app, HOLD_SECONDS + 0.2)
        title = app.scenes.top
        assert isinstance(title, TitleScene) and title.continue_button.enabled
        assert savegame.read().setup.kid_mode
    finally:
        savegame.remove()
