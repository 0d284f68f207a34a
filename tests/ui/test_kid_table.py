"""Kid mode at the table: big cards and buttons, glowing plays, picture choosers, the Mau
reminder, avatars on the plates, calmer animations and cheerful sounds, and a whole round."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.engine import events as EV
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.art.avatars import avatar_colour
from game.ui.table import anim as tableanim
from game.ui.table.choosers import Chooser, ColourChooser, EffectChooser
from game.ui.table.hud import PULSE_RATE
from game.ui.table.scene import TableScene
from tests.ui.tablekit import (
    DT,
    at_rest,
    card,
    card_centre,
    key,
    post_mouse,
    scenario,
    step_until,
    tap,
)

NAMES = ["Mia", "Anna", "Ben", "Clara", "David", "Emil"]
AVATARS = [1, 0, 3, 5, 2, 7]


def kid_table(
    app: App,
    players: int = 3,
    *,
    kid: bool = True,
    ruleset: str = "emmi",
    speed: float = 30.0,
    pace: float = 0.05,
    seed: int = 3,
) -> TableScene:
    seats = [SeatSetup(NAMES[0], human=True, avatar=AVATARS[0])] + [
        SeatSetup(NAMES[k], level="easy", avatar=AVATARS[k]) for k in range(1, players)
    ]
    setup = GameSetup(ruleset=ruleset, seats=seats, seed=seed, kid_mode=kid)
    table = TableScene(
        setup, TableOptions.from_prefs(bot_process=False, speed=speed, pace=pace, hints=True)
    )
    app.scenes.push(table)
    step_until(app, lambda: not table.loading)
    return table


TWO_LEFT = {
    "hands": ["red:5 red:6", "yellow:1 yellow:2 yellow:3", "green:4 green:5 green:6"],
    "top": "red:3",
    "turn": 0,
}


# -- sizes -----------------------------------------------------------------------------------
def test_kid_mode_draws_bigger_cards_and_buttons_than_normal_mode(app):
    normal = kid_table(app, kid=False)
    small = (normal.layout.hand_card_w, normal.layout.pile_card_w, normal.buttons["action"].rect)
    normal.close()
    app.scenes.pop()
    kid = kid_table(app)
    app.step(DT)
    assert kid.layout.hand_card_w >= 1.3 * small[0]
    assert kid.layout.pile_card_w >= 1.15 * small[1]
    big = kid.buttons["action"].rect
    assert big.height >= 1.3 * small[2].height and big.width > small[2].width
    # The hand really is drawn at that width.
    assert kid.hand.card_w == kid.layout.hand_card_w


# -- the glow --------------------------------------------------------------------------------
def _glow_difference(table: TableScene, text: str) -> int:
    """How much the pixels just above a card change when the glow is switched on."""
    x, y = card_centre(table, card(table, text))
    top = y - int(table.hand.card_w * 1.5 / 2)
    probe = (x, top - max(3, table.hand.card_w // 14))
    pictures = []
    for glow in (False, True):
        table.hand.glow = glow
        surface = pygame.Surface(table.layout.size)
        table.draw(surface)
        pictures.append(surface.get_at(probe))
    table.hand.glow = True
    return sum(abs(a - b) for a, b in zip(pictures[0][:3], pictures[1][:3], strict=True))


def test_only_legal_cards_glow(app):
    table = kid_table(app)
    scenario(
        app,
        table,
        hands=["red:5 blue:7 yellow:2", "yellow:1 yellow:3", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    assert table.hand.playable == {card(table, "red:5")}
    assert _glow_difference(table, "red:5") > 40
    assert _glow_difference(table, "blue:7") == 0
    assert _glow_difference(table, "yellow:2") == 0


def test_nothing_glows_while_a_bot_plays(app):
    table = kid_table(app, pace=50.0)
    scenario(
        app, table, hands=["red:5 blue:7", "red:1 red:2", "green:4 green:5"], top="red:3", turn=1
    )
    assert not table.hand.playable
    assert _glow_difference(table, "red:5") == 0


# -- choosers --------------------------------------------------------------------------------
def _choose_by_click(app: App, chooser: Chooser, index: int) -> object:
    got: list[object] = []
    app.scenes.push(chooser, got.append)
    app.step(DT)
    tap(chooser.options[index].rect.center)
    app.step(DT)
    assert got, "the click chose nothing"
    return got[0]


def test_the_colour_chooser_shows_four_big_blobs_and_a_click_picks_one(app):
    table = kid_table(app)
    rules = table.rules
    colours = list(range(len(rules.colours)))
    kid, plain = ColourChooser(rules, colours, kid=True), ColourChooser(rules, colours)
    for chooser in (kid, plain):
        chooser.on_resize((1280, 720))
    assert len(kid.options) == 4
    for big, small in zip(kid.options, plain.options, strict=True):
        assert big.rect.width >= 220 and big.rect.height >= 240
        assert big.rect.width * big.rect.height > 1.8 * small.rect.width * small.rect.height
        assert pygame.Rect(0, 0, 1280, 720).contains(big.rect)
    # Each tile is a blob of its colour: a strong, different colour left of the symbol.
    surface = pygame.Surface((1280, 720))
    kid.draw(surface)
    seen = set()
    for option in kid.options:
        body = option.rect
        probe = surface.get_at((body.centerx - body.width // 4, body.centery - 12))[:3]
        assert max(probe) - min(probe) > 80, probe
        seen.add(probe)
    assert len(seen) == 4
    assert _choose_by_click(app, kid, 2) == colours[2]


def test_the_joker_chooser_shows_four_big_pictures_and_a_click_picks_one(app):
    table = kid_table(app)
    rules = table.rules
    joker = card(table, "joker")
    names = rules.type_choose[joker].option_ids
    assert len(names) == 4
    options = list(enumerate(names))
    kid, plain = EffectChooser(rules, options, kid=True), EffectChooser(rules, options)
    kid.on_resize((1280, 720))
    plain.on_resize((1280, 720))
    for big, small in zip(kid.options, plain.options, strict=True):
        assert big.rect.width >= 220 and big.rect.width > 1.4 * small.rect.width
        assert pygame.Rect(0, 0, 1280, 720).contains(big.rect)
    # Each tile holds its effect's picture: many non-panel pixels in the body.
    surface = pygame.Surface((1280, 720))
    kid.draw(surface)
    tile = kid.options[1].rect
    body = surface.subsurface(tile.inflate(-40, -80))
    colours = {
        body.get_at((x, y))[:3]
        for x in range(0, body.get_width(), 6)
        for y in range(0, body.get_height(), 6)
    }
    assert len(colours) > 6
    assert _choose_by_click(app, kid, 3) == 3


def test_the_joker_played_at_the_kid_table_opens_the_big_chooser(app):
    table = kid_table(app)
    scenario(
        app,
        table,
        hands=["joker red:5 red:6", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    post_mouse(pygame.MOUSEBUTTONDOWN, card_centre(table, card(table, "joker")))
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, card_centre(table, card(table, "joker")))
    app.step(DT)
    chooser = app.scenes.top
    assert isinstance(chooser, EffectChooser) and chooser.kid
    assert all(o.rect.width >= 220 for o in chooser.options)


# -- the Mau reminder ------------------------------------------------------------------------
def test_the_call_button_pulses_exactly_while_the_call_is_due(app):
    table = kid_table(app, pace=50.0)
    scenario(
        app,
        table,
        hands=["red:5 red:6 red:7", "yellow:1 yellow:2", "green:4 green:5"],
        top="red:3",
        turn=0,
    )
    assert not table.buttons["call"].pulse  # three cards: no call with the next play
    scenario(app, table, **TWO_LEFT)
    call = table.buttons["call"]
    assert call.enabled and call.pulse  # the next play leaves one card: say Mau
    assert call.icon is not None  # a speech bubble holding one card, for children who cannot read
    key(app, pygame.K_m)
    assert call.armed and not call.pulse  # pressed: the reminder rests
    key(app, pygame.K_m)
    assert not call.armed and call.pulse
    scenario(app, table, **TWO_LEFT)
    post_mouse(pygame.MOUSEBUTTONDOWN, card_centre(table, card(table, "red:5")))
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, card_centre(table, card(table, "red:5")))
    app.step(DT)
    step_until(app, lambda: at_rest(table))
    app.step(DT)
    assert table.session.call_state(0).mode == "late" and call.pulse  # forgot: still possible
    said: list = []
    table.session.listeners.append(said.extend)
    key(app, pygame.K_m)  # a late call races the others out of turn: its window closes first
    step_until(app, lambda: any(e[0] == EV.CALL for e in said) and at_rest(table))
    app.step(DT)
    assert not call.pulse


def test_the_normal_table_never_pulses(app):
    table = kid_table(app, kid=False, pace=50.0)
    scenario(app, table, **TWO_LEFT)
    assert table.buttons["call"].enabled and not table.buttons["call"].pulse
    assert table.buttons["call"].icon is None


def test_a_pulsing_button_swells_and_glows(app):
    table = kid_table(app, pace=50.0)
    scenario(app, table, **TWO_LEFT)
    call = table.buttons["call"]
    peak = math.pi / 2 / PULSE_RATE  # the breath at its fullest
    drawn = []
    for pulse in (False, True):
        call.pulse = pulse
        surface = pygame.Surface(table.layout.size)
        call.draw(surface, table.layout.scale, peak)
        drawn.append(pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)))
    just_out = (call.rect.centerx, call.rect.top - 5)
    assert drawn[0].get_at(just_out) and not drawn[1].get_at(just_out)  # the glow spills over
    assert drawn[1].count() < drawn[0].count()  # fewer untouched pixels: it grew and glows


# -- avatars ---------------------------------------------------------------------------------
def _avatar_pixels(surface: pygame.Surface, rect: pygame.Rect, avatar: int) -> int:
    colour = avatar_colour(avatar)
    area = surface.subsurface(rect.clip(surface.get_rect()))
    mask = pygame.mask.from_threshold(area, colour, (2, 2, 2, 255))
    return mask.count()


@pytest.mark.parametrize("kid", [True, False])
def test_each_plate_shows_its_avatar_in_kid_mode(app, kid):
    table = kid_table(app, 4, kid=kid, pace=50.0)
    scenario(
        app,
        table,
        hands=["red:5 red:6 red:7", "yellow:1 yellow:2", "green:4 green:5", "blue:1 blue:2"],
        top="red:3",
        turn=1,
    )
    surface = pygame.Surface(table.layout.size)
    table.draw(surface)
    for seat, spot in table.layout.seats.items():
        found = _avatar_pixels(surface, spot.plate, AVATARS[seat])
        if kid:
            radius = int(spot.plate.height * 0.36)
            assert found > 0.3 * math.pi * radius**2, (seat, found)
        else:
            assert found < 10
    plate = table.layout.viewer_plate
    found = _avatar_pixels(surface, plate.inflate(plate.height, plate.height), AVATARS[0])
    assert (found > 200) if kid else (found < 10)


def test_the_turn_lights_up_in_the_seats_own_colour(app):
    table = kid_table(app, pace=50.0)
    scenario(app, table, **TWO_LEFT)
    surface = pygame.Surface(table.layout.size)
    table.draw(surface)
    plate = table.layout.viewer_plate
    edge = surface.get_at((plate.centerx, plate.top))[:3]
    assert edge == avatar_colour(AVATARS[0])


def test_seats_with_the_same_avatar_are_told_apart(app):
    seats = [SeatSetup("Mia", human=True)] + [SeatSetup(f"Bot{k}", level="easy") for k in (1, 2)]
    table = TableScene(
        GameSetup(ruleset="emmi", seats=seats, seed=1, kid_mode=True),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=0.05),
    )
    app.scenes.push(table)
    assert len({info.avatar for info in table.infos}) == 3


# -- pace and sounds -------------------------------------------------------------------------
def test_animations_and_bots_are_calmer_in_kid_mode(app):
    normal = kid_table(app, kid=False, speed=1.0, pace=1.0)
    normal_pace = normal.session.pace
    assert normal.anim.speed == 1.0
    normal.close()
    app.scenes.pop()
    kid = kid_table(app, speed=1.0, pace=1.0)
    assert kid.anim.speed == pytest.approx(0.7)
    assert kid.session.pace[0] > normal_pace[0] and kid.session.pace[1] > normal_pace[1]
    assert tableanim.table_speed(30.0, kid_mode=True) < 30.0


def test_no_timer_runs_at_a_kid_table(app):
    seats = [SeatSetup("Mia", human=True), SeatSetup("Anna", level="easy")]
    for kid, expected in ((False, 2.0), (True, None)):
        setup = GameSetup(ruleset="emmi", seats=seats, seed=1, kid_mode=kid)
        table = TableScene(setup, TableOptions.from_prefs(bot_process=False, auto_continue=2.0))
        assert table.controller.auto_continue == expected  # the round-end screen's countdown
        table.close()


def test_a_childs_play_and_mau_sound_cheerful(app, monkeypatch):
    heard: list[str] = []
    monkeypatch.setattr(tableanim, "play_sound", heard.append)
    table = kid_table(app, pace=50.0)
    scenario(app, table, **TWO_LEFT)
    key(app, pygame.K_m)
    post_mouse(pygame.MOUSEBUTTONDOWN, card_centre(table, card(table, "red:5")))
    app.step(DT)
    post_mouse(pygame.MOUSEBUTTONUP, card_centre(table, card(table, "red:5")))
    app.step(DT)
    step_until(app, lambda: not table.anim.busy)
    assert "chime" in heard and "kid" in heard and "play" not in heard


# -- a whole round ---------------------------------------------------------------------------
def test_a_kid_round_plays_through_the_scene_loop(app):
    """Taps only: cards clicked, the draw button, the pulsing Mau, pictures in the choosers."""
    rng = random.Random("kid")
    table = kid_table(app, 4, seed=6)  # a round where the child gets to say Mau
    c = table.session
    seen = {"chooser": 0, "pulse": 0, "glow": 0}

    def child() -> bool:
        top = app.scenes.top
        if c.round_over and table.controller.ending.round_shown:
            return True
        if isinstance(top, Chooser):
            assert top.kid
            seen["chooser"] += 1
            tap(rng.choice(top.options).rect.center)
            return False
        if top is not table or table.anim.busy or c.round_over or table.loading:
            return False
        if not c.legal(0):
            return False
        call = table.buttons["call"]
        if call.pulse:
            seen["pulse"] += 1
            tap(call.rect.center)
            return False
        playable = sorted(table.hand.playable)
        if playable:
            seen["glow"] += 1
            where = card_centre(table, rng.choice(playable))
            post_mouse(pygame.MOUSEBUTTONDOWN, where)
            app.step(DT)
            post_mouse(pygame.MOUSEBUTTONUP, where)
        elif table.buttons["action"].enabled:
            tap(table.buttons["action"].rect.center)
        return False

    step_until(app, child, limit=40_000)
    assert c.round_over and c.match.rounds_played == 1
    assert seen["glow"] > 0 and seen["pulse"] > 0, seen


def test_no_coach_paragraph_at_a_childs_table(app, tmp_path, monkeypatch):
    """A child who cannot read gets pictures, glow and sound: even with the Coach setting on
    "always", no lesson bubble appears in kid mode (nor at its round's end)."""
    from game.table import prefs

    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(prefs.current(), "coach", "always")
    table = kid_table(app)
    assert table.coach.coach is None
    c = table.session
    lessons = []
    for _ in range(4000):
        if table.coach.lesson is not None:
            lessons.append(table.coach.lesson)
        if app.scenes.top is table and at_rest(table) and not c.round_over and c.offers(0):
            c.act(0, c.offers(0)[0])
        if c.round_over:
            break
        app.step(DT)
    assert c.decisions > 5 and not lessons
