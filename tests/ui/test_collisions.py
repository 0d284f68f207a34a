"""Nothing the table lays over itself covers what the player needs now: every badge, bubble,
popup and tooltip, at 960x540, 1280x720 and 1920x1080, is drawn and its place checked against
the banner over the hand, the piles, the wished colour and every glowing button (the table's
own list of them, `keep_clear`). Also: a badge's picture never sits on its word, two words
popping up at one seat never sit on each other, and a lifted card never rises into the banner.
"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, set_language, tr
from game.table.coach import Lesson
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup
from game.ui.app import App
from game.ui.table.anim import Popup
from game.ui.table.hud import pending_parts
from game.ui.table.notespot import covered, keep_clear
from game.ui.table.scene import TableScene
from tests.ui.tablekit import DT, card, scenario

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LONG = (
    "A long lesson, as long as the coach's longest: what the card does, when it may be "
    "answered and with what, what the house rule changed and what the book says instead."
)


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized(request, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
    app = App(request.param)
    yield app
    for scene in list(app.scenes):
        if isinstance(scene, TableScene):
            scene.close()


OTHERS = [
    "yellow:1 yellow:3",
    "green:4 green:5",
    "blue:1 blue:3",
    "yellow:4 yellow:5",
    "green:1 green:3",
    "blue:4 blue:5",
    "yellow:7 yellow:8",
    "green:7 blue:8",
]


def attacked_table(app: App, players: int, *, pace: float = 30.0) -> TableScene:
    """Twist & Shout, the person facing a 2+ (Take 2 glows gold, the badge says +2), the Hint
    button on, every opponent's place taken, the colour in force shown."""
    seats = [SeatSetup("", human=True)]
    seats += [SeatSetup(f"Bot {k}", level="medium") for k in range(1, players)]
    setup = GameSetup(ruleset="abacus", seats=seats, seed=5)
    table = TableScene(
        setup, TableOptions.from_prefs(bot_process=False, speed=30.0, pace=pace, hint_button=True)
    )
    table.coach.coach = None  # the lessons come from the test
    app.scenes.push(table)
    hands = ["blue:7 green:8 yellow:3 green:1 blue:4"]
    hands += OTHERS[: players - 2] + ["red:2plus red:8"]
    scenario(app, table, hands=hands, top="red:5", turn=players - 1)
    c = table.session
    assert c is not None
    play = next(a for a in c.offers(players - 1) if a & 0xF == 1)  # the 2+
    c.act(players - 1, play)
    for _ in range(40):
        app.step(DT)
    assert table.buttons["action"].glows and c.state.pend == 2
    return table


def clear_of(table: TableScene, rect: pygame.Rect, *, but: pygame.Rect | None = None) -> None:
    keep = [r for r in keep_clear(table.view()) if r != but]
    assert covered(rect, keep) == 0, (rect, [r for r in keep if r.colliderect(rect)])


@pytest.mark.parametrize("players", [3, 6])
def test_coach_bubbles_cover_nothing_needed(sized: App, players: int) -> None:
    table = attacked_table(sized, players)
    lay = table.layout
    assert lay is not None
    places = [-1, table.viewer, *lay.seats]
    for seat in places:
        table.coach.lesson = Lesson(f"test:{seat}", seat, LONG)
        table.coach.t = 0.0
        table.draw(sized.screen)
        clear_of(table, table.coach.rect)
    table.buttons["caught"].visible = True  # a lesson pointing at a button
    table.coach.lesson = Lesson("test:caught", 1, LONG, "caught")
    table.draw(sized.screen)
    clear_of(table, table.coach.rect)


def test_tooltips_cover_nothing_needed(sized: App) -> None:
    table = attacked_table(sized, 4)
    hand = table.hand
    tips = 0
    for index in range(len(hand.cards)):
        hand.cursor = index
        table.tips.update(DT, table.view())
        table.draw(sized.screen)
        if table.tips.rect is not None:
            tips += 1
            clear_of(table, table.tips.rect)
    assert tips  # the attack dims the cards that cannot answer it


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pending_badge_keeps_its_picture_off_its_word(sized: App, language: str) -> None:
    set_language(language)
    try:
        table = attacked_table(sized, 3)
        lay = table.layout
        assert lay is not None
        s = lay.scale
        for label in (
            "+2",
            "+12",
            tr("table.pending_skip", count=2),
            "X+",
            tr("table.pending_trade"),
        ):
            box, picture, words, size = pending_parts(
                lay.pending_badge, label, s, int(lay.pending_badge.h * 0.7)
            )
            assert not picture.colliderect(words) and box.contains(words)
            from game.ui.art import theme

            assert theme.font(size, True).size(label)[0] <= words.width  # readable, not shrunk
            for part in (lay.draw_pile, lay.discard_pile, lay.colour_badge, lay.viewer_plate):
                assert not box.colliderect(part), (label, box, part)
            assert box.collidelist([spot.box for spot in lay.seats.values()]) == -1
    finally:
        set_language("en")


@pytest.mark.parametrize("players", [3, 5, 10])
def test_two_words_at_one_seat_never_sit_on_each_other(sized: App, players: int) -> None:
    """ "Mau!" and "Spades!" at once (a Jack played as the last but one card), for every seat
    and the table's own ("Reverse!"): side by side, over nothing the table keeps in sight."""
    table = attacked_table(sized, min(players, 10))
    lay = table.layout
    assert lay is not None
    for seat in [-1, *range(len(table.setup.seats))]:
        pos, anchor = table.places.popup_at(seat)
        table.anim.popups = [
            Popup(
                tr("table.pop.call", call=tr("call.mau")),
                pos,
                (255, 214, 90),
                big=True,
                anchor=anchor,
            ),
            Popup(tr("colour.spades").capitalize() + "!", pos, (255, 255, 255), anchor=anchor),
        ]
        table.anim.popups[1].t = table.anim.popups[1].duration * 0.1
        from game.ui.table import draw as table_draw

        drawn: list[pygame.Rect] = []
        real = table_draw._draw_popup

        def spy(surface, popup, s, avoid, real=real, drawn=drawn):  # type: ignore[no-untyped-def]
            rect = real(surface, popup, s, avoid)
            drawn.append(rect)
            return rect

        table_draw._draw_popup = spy  # type: ignore[assignment]
        try:
            table_draw.draw_table(table.view(), sized.screen)
        finally:
            table_draw._draw_popup = real  # type: ignore[assignment]
        first, second = drawn
        assert not first.colliderect(second), (seat, first, second)
        for rect in drawn:
            clear_of(table, rect)
            assert sized.screen.get_rect().contains(rect)
    table.anim.popups = []


def test_a_hinted_card_stays_below_the_banner(sized: App) -> None:
    """The Hint button's card, lifted, and under the keyboard's cursor too, at its highest:
    still below the banner ("Your turn") over the hand."""
    seats = [SeatSetup("", human=True), SeatSetup("Anna", level="easy")]
    table = TableScene(
        GameSetup(ruleset="classic", seats=seats, seed=5),
        TableOptions.from_prefs(bot_process=False, speed=30.0, pace=30.0, hint_button=True),
    )
    sized.scenes.push(table)
    scenario(sized, table, hands=["hearts:8 hearts:9 clubs:10", "clubs:9"], top="hearts:7")
    table.press("hint")
    sized.step(DT)
    hand, lay = table.hand, table.layout
    assert lay is not None and hand.hinted is not None
    hand.cursor = hand.cards.index(hand.hinted)
    for index, t in enumerate(hand.cards):
        (x, y), _angle = hand.slot(index)
        top = y - hand.card_w * 1.5 / 2
        assert top >= lay.viewer_plate.bottom, (card, t, top, lay.viewer_plate)
    (_x, hinted_y), _ = hand.slot(hand.cards.index(hand.hinted))
    (_x, plain_y), _ = hand.slot(hand.cards.index(card(table, "clubs:10")))
    assert hinted_y < plain_y  # still lifted, as far as the banner lets it


def test_the_event_popups_of_a_whole_round_cover_nothing_needed(sized: App) -> None:
    """Every word a round pops up (bots playing, calling, wishing), as drawn frame by frame."""
    from game.ui.table import draw as table_draw

    table = attacked_table(sized, 4, pace=0.1)
    c = table.session
    assert c is not None
    c.act(0, c.offers(0)[-1])  # the person takes their 2
    seen: list[tuple[str, pygame.Rect]] = []
    real = table_draw._draw_popup

    def spy(surface, popup, s, avoid):  # type: ignore[no-untyped-def]
        rect = real(surface, popup, s, avoid)
        seen.append((popup.text, rect))
        return rect

    table_draw._draw_popup = spy  # type: ignore[assignment]
    try:
        for _ in range(900):
            offers = c.offers(0)
            if offers and table.session is c and not table.anim.busy:
                c.act(0, offers[0])
            sized.step(DT)
            for _text, rect in seen:
                clear_of(table, rect)
            seen.clear()
            if c.round_over:
                break
    finally:
        table_draw._draw_popup = real  # type: ignore[assignment]
    assert c.decisions > 10


def test_the_guides_bubbles_cover_nothing_needed(sized: App) -> None:
    """Learn to play, Twist & Shout (the most steps): every bubble beside what it rings."""
    from game.table import prefs
    from game.ui.table.learn import LearnScene
    from tests.ui.learnkit import follow

    p = prefs.current()
    speed, pace = p.animation_speed, p.bot_pace
    p.animation_speed, p.bot_pace = 4.0, 0.25
    try:
        table = LearnScene("abacus")
        sized.scenes.push(table)
        seen = 0

        def check(scene: LearnScene, _words: str) -> None:
            nonlocal seen
            if scene.guide.ask(scene.view()) is None:
                return
            scene.draw(sized.screen)
            clear_of(scene, scene.guide.rect, but=scene.guide.target)
            seen += 1

        follow(sized, table, seen=check)
        assert seen >= 10
    finally:
        p.animation_speed, p.bot_pace = speed, pace
