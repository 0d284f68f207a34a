"""Kid mode's setup: everything chosen by pictures, nothing that needs reading.

Three rows and a big play button: the game (the EMMI mouse-joker cards, or HUCH's little
ravens with the smaller deck, numbers 1 to 5), the children (each a picture and colour of
their own: tap it for the next free one; + and - add and remove children) and the friendly
bots (easy, each with an avatar of its own and a robot badge). Start builds a kid-mode
`GameSetup` and puts the table in this screen's place; the choices are kept in the settings
for next time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.bots import BOT_NAMES
from game.i18n import text_of, tr
from game.table import prefs as P
from game.table import rulecache
from game.table.options import TableOptions
from game.table.setup import GameSetup, SeatSetup, next_free_avatar
from game.ui.art import kidicons as K
from game.ui.art import theme
from game.ui.art.avatars import AVATAR_SHAPES, draw_avatar
from game.ui.scene import Scene
from game.ui.scenes import make as make_scene
from game.ui.widgets.controls import TEXT_DIM, Widget, blit_text
from game.ui.widgets.forms import FormScene

GAMES = ("emmi", "huch")
# The little ones' game: HUCH's smaller deck (D-22: numbers 1-5 and all the specials).
OVERRIDES: dict[str, dict[str, Any]] = {"emmi": {}, "huch": {"rules.deck": "small"}}
# Each game's tile shows a few of its cards: the mouse joker, and small numbers for HUCH.
TILE_CARDS = {"emmi": ("red:7", "joker", "blue:3"), "huch": ("yellow:1", "green:2")}
MAX_CHILDREN = 4
MAX_BOTS = 3
BOT_AVATARS = (9, 7, 6, 8, 4, 5, 3, 2, 1, 0)  # the bots' pictures, first free one first
CHILD_FILL = (236, 110, 160)
BOT_FILL = (96, 150, 220)
START_FILL = (72, 186, 98)
TableFactory = Callable[[GameSetup], Scene]


def table_scene(setup: GameSetup) -> Scene:
    return make_scene(
        "table", setup, TableOptions.from_prefs(autosave=True)
    )  # saved after every move: Continue resumes it


def avatar_name(avatar: int) -> str:
    """A child's name: the word for their picture ("Star"), so the hand-over screen has one."""
    return SeatSetup("", human=True, avatar=avatar).shown_name(0, kid=True)


class PictureButton(Widget):
    """A button that is only a picture: `paint(surface, button)` draws it into `rect`.
    Activated by a click (press and release inside), Enter or Space."""

    def __init__(
        self,
        paint: Callable[[pygame.Surface, PictureButton], None],
        on_click: Callable[[], Any],
        *,
        enabled: bool = True,
    ) -> None:
        super().__init__(enabled=enabled)
        self.paint, self.on_click = paint, on_click

    def handle_event(self, event: pygame.event.Event) -> bool:
        used, clicked = self.click(event)
        if clicked is not None:
            self.on_click()
        if used:
            return True
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self)


class KidSetupScene(FormScene):
    takes_drops = False  # kid mode: a file dropped on the window is ignored

    def __init__(self, *, table_factory: TableFactory | None = None) -> None:
        super().__init__()
        self.table_factory = table_factory
        last = P.current().kid_game
        chosen = last.get("ruleset")
        self.ruleset: str = chosen if isinstance(chosen, str) and chosen in GAMES else "emmi"
        children = last.get("children")
        self.children: list[int] = self._valid_children(children) or [0]
        bots = last.get("bots")
        self.bots = bots if isinstance(bots, int) and 1 <= bots <= MAX_BOTS else 1
        self._fit()
        self.faces: dict[tuple[str, int], list[pygame.Surface]] = {}
        self.painted = False  # a tile's cards were painted this frame
        self.t = 0.0

    @staticmethod
    def _valid_children(value: object) -> list[int]:
        if not isinstance(value, list) or not 1 <= len(value) <= MAX_CHILDREN:
            return []
        ok = all(isinstance(a, int) and 0 <= a < len(AVATAR_SHAPES) for a in value)
        return list(value) if ok and len(set(value)) == len(value) else []

    # -- the choices -----------------------------------------------------------------------
    def max_players(self) -> int:
        return int(rulecache.document(self.ruleset)["players"]["max"])

    def _fit(self) -> None:
        """Children come first: a full table gives up a bot for a child, never the reverse."""
        room = self.max_players() - len(self.children)
        self.bots = max(1, min(self.bots, room, MAX_BOTS))

    def pick_game(self, ruleset: str) -> None:
        self.ruleset = ruleset
        self._fit()

    def can_add_child(self) -> bool:
        return len(self.children) < MAX_CHILDREN and len(self.children) + 1 < self.max_players()

    def can_add_bot(self) -> bool:
        return self.bots < MAX_BOTS and len(self.children) + self.bots < self.max_players()

    def add_child(self) -> None:
        if self.can_add_child():
            self.children.append(self._free_avatar(0))
            self._fit()

    def remove_child(self) -> None:
        if len(self.children) > 1:
            self.children.pop()

    def add_bot(self) -> None:
        if self.can_add_bot():
            self.bots += 1

    def remove_bot(self) -> None:
        self.bots = max(1, self.bots - 1)

    def next_avatar(self, child: int) -> None:
        """The child's picture steps on to the next one no other child has."""
        self.children[child] = self._free_avatar(self.children[child] + 1, skip=child)

    def _free_avatar(self, start: int, skip: int = -1) -> int:
        return next_free_avatar(start, {a for i, a in enumerate(self.children) if i != skip})

    def bot_avatars(self) -> list[int]:
        free = [a for a in BOT_AVATARS if a not in self.children]
        return free[: self.bots]

    def setup(self) -> GameSetup:
        seats = [SeatSetup("", human=True, avatar=a) for a in self.children]  # named in play
        seats += [
            SeatSetup(BOT_NAMES[k], level="easy", avatar=a)
            for k, a in enumerate(self.bot_avatars())
        ]
        return GameSetup(
            ruleset=self.ruleset,
            overrides=dict(OVERRIDES[self.ruleset]),
            seats=seats,
            kid_mode=True,
        )

    def start(self) -> None:
        setup = self.setup()
        table = (self.table_factory or table_scene)(setup)
        P.current().kid_game = {
            "ruleset": self.ruleset,
            "children": list(self.children),
            "bots": self.bots,
        }
        P.changed()
        assert self.app is not None
        self.app.scenes.replace(table)

    # -- building --------------------------------------------------------------------------
    def build(self) -> None:
        self.back_button = PictureButton(self._paint_back, self.back)
        self.tiles = {
            rid: PictureButton(
                partial(self._paint_tile, rid=rid),
                partial(self.pick_game, rid),
            )
            for rid in GAMES
        }
        self.child_buttons = [
            PictureButton(partial(self._paint_child, index=i), partial(self.next_avatar, i))
            for i in range(MAX_CHILDREN)
        ]
        self.child_minus = PictureButton(
            self._paint_step(K.minus_icon, CHILD_FILL), self.remove_child
        )
        self.child_plus = PictureButton(self._paint_step(K.plus_icon, CHILD_FILL), self.add_child)
        self.bot_minus = PictureButton(self._paint_step(K.minus_icon, BOT_FILL), self.remove_bot)
        self.bot_plus = PictureButton(self._paint_step(K.plus_icon, BOT_FILL), self.add_bot)
        self.start_button = PictureButton(self._paint_start, self.start)
        for widget in (
            *self.tiles.values(),
            *self.child_buttons,
            self.child_minus,
            self.child_plus,
            self.bot_minus,
            self.bot_plus,
            self.start_button,
            self.back_button,
        ):
            self.form.add(widget)
        self._show_controls()

    def layout(self) -> None:
        w, _h = self.size
        px = self.px
        self.back_button.rect = self._circle((px(56), px(56)), px(38))
        tile_w, tile_h, gap = px(320), px(224), px(40)
        x = w // 2 - tile_w - gap // 2
        for rid in GAMES:
            self.tiles[rid].rect = pygame.Rect(x, px(28), tile_w, tile_h)
            x += tile_w + gap
        self.rows = {"children": px(360), "bots": px(540)}
        for i, button in enumerate(self.child_buttons):
            button.rect = self._circle(self.slot(i, "children"), px(52))
        for row, (minus, plus) in (
            ("children", (self.child_minus, self.child_plus)),
            ("bots", (self.bot_minus, self.bot_plus)),
        ):
            minus.rect = self._circle((px(790), self.rows[row]), px(38))
            plus.rect = self._circle((px(890), self.rows[row]), px(38))
        self.start_button.rect = self._circle((w - px(160), px(450)), px(92))

    def slot(self, index: int, row: str) -> tuple[int, int]:
        return self.px(250 + 132 * index), self.rows[row]

    @staticmethod
    def _circle(centre: tuple[int, int], radius: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = centre
        return rect

    # -- frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt
        self._show_controls()

    def _show_controls(self) -> None:
        """Only the children there are, and the steps that can be taken (also before the
        first update: a screen opened by another's update is drawn before its own)."""
        for i, button in enumerate(self.child_buttons):
            button.visible = i < len(self.children)
        self.child_plus.enabled = self.can_add_child()
        self.child_minus.enabled = len(self.children) > 1
        self.bot_plus.enabled = self.can_add_bot()
        self.bot_minus.enabled = self.bots > 1

    def busy(self) -> bool:
        return True  # the start button breathes

    def draw(self, surface: pygame.Surface) -> None:
        self.painted = False
        self.draw_background(surface)
        px = self.px
        K.child_icon(surface, (px(110), self.rows["children"]), px(40), CHILD_FILL)
        K.robot_icon(surface, (px(110), self.rows["bots"]), px(40), BOT_FILL)
        for k, avatar in enumerate(self.bot_avatars()):
            centre = self.slot(k, "bots")
            draw_avatar(surface, avatar, centre, px(44))
            K.robot_badge(surface, (centre[0] + px(34), centre[1] - px(34)), px(17))
            self._name(surface, BOT_NAMES[k], (centre[0], centre[1] + px(52)))
        self.form.draw(surface)
        for i, avatar in enumerate(self.children):
            x, y = self.slot(i, "children")
            self._name(surface, avatar_name(avatar), (x, y + px(62)))

    def _name(self, surface: pygame.Surface, name: str, at: tuple[int, int]) -> None:
        blit_text(
            surface,
            name,
            self.px(18),
            at,
            bold=True,
            colour=theme.WHITE,
            anchor="midtop",
            width=self.px(124),
        )

    # -- painting --------------------------------------------------------------------------
    def _paint_back(self, surface: pygame.Surface, b: PictureButton) -> None:
        at = K.round_button(
            surface,
            b.rect.center,
            b.rect.w // 2,
            (60, 110, 90),
            hovered=b.hovered,
            pressed=b.pressed,
            focused=b.focused,
        )
        K.back_icon(surface, at, b.rect.w * 0.26, theme.WHITE)

    def _paint_start(self, surface: pygame.Surface, b: PictureButton) -> None:
        r = b.rect.w // 2 + round(self.px(4) * math.sin(self.t * 3))
        at = K.round_button(
            surface,
            b.rect.center,
            r,
            START_FILL,
            hovered=b.hovered,
            pressed=b.pressed,
            focused=b.focused,
        )
        K.play_icon(surface, (at[0] + self.px(8), at[1]), r * 0.55, theme.WHITE)

    def _paint_step(
        self, icon: Callable[..., None], fill: tuple[int, int, int]
    ) -> Callable[[pygame.Surface, PictureButton], None]:
        def paint(surface: pygame.Surface, b: PictureButton) -> None:
            colour = fill if b.enabled else (70, 100, 86)
            at = K.round_button(
                surface,
                b.rect.center,
                b.rect.w // 2,
                colour,
                hovered=b.hovered and b.enabled,
                pressed=b.pressed,
                focused=b.focused,
            )
            icon(surface, at, b.rect.w * 0.3, theme.WHITE if b.enabled else (130, 160, 146))

        return paint

    def _paint_child(self, surface: pygame.Surface, b: PictureButton, index: int) -> None:
        avatar = self.children[index]
        r = b.rect.w // 2
        if b.focused or b.hovered:
            pygame.draw.circle(surface, theme.GOLD, b.rect.center, r + self.px(8), self.px(4))
        draw_avatar(surface, avatar, (b.rect.centerx, b.rect.centery + (2 if b.pressed else 0)), r)

    def _paint_tile(self, surface: pygame.Surface, b: PictureButton, rid: str) -> None:
        chosen = rid == self.ruleset
        rect = b.rect
        radius = self.px(24)
        if chosen:
            pygame.draw.rect(
                surface,
                theme.GOLD,
                rect.inflate(self.px(14), self.px(14)),
                border_radius=radius + self.px(7),
            )
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, self.px(5)), border_radius=radius)
        fill = (255, 250, 232) if chosen else (206, 222, 212)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if b.focused:
            pygame.draw.rect(
                surface,
                theme.WHITE,
                rect.inflate(self.px(6), self.px(6)),
                self.px(3),
                border_radius=radius + self.px(3),
            )
        little = rid == "huch"  # the little ones' cards are drawn smaller
        width = self.px(84 if little else 100)
        faces = self._faces(rid, width)
        step = width * 0.8
        x0 = rect.centerx - step * (len(faces) - 1) / 2
        for k, face in enumerate(faces):
            angle = (k - (len(faces) - 1) / 2) * 10
            turned = pygame.transform.rotozoom(face, -angle, 1.0)
            y = rect.y + self.px(90) + abs(k - (len(faces) - 1) / 2) * self.px(8)
            surface.blit(turned, turned.get_rect(center=(int(x0 + k * step), int(y))))
        name = text_of(rulecache.document(rid)["name"])
        blit_text(
            surface,
            name,
            self.px(18),
            (rect.centerx, rect.bottom - self.px(12)),
            bold=True,
            colour=theme.INK,
            anchor="midbottom",
            width=rect.w - self.px(20),
        )
        if chosen:
            K.star_icon(surface, (rect.right - self.px(10), rect.y + self.px(10)), self.px(26))

    def _faces(self, rid: str, width: int) -> list[pygame.Surface]:
        """A game's cards on its tile; one tile's are painted a frame (a few tens of
        milliseconds each), the others show theirs a frame later."""
        key = (rid, width)
        if key not in self.faces:
            if self.painted:
                return []
            self.painted = True
            from game.ui.art.cards import CardArt

            rules = rulecache.rules(rid, OVERRIDES[rid])
            art = CardArt(rules)
            self.faces[key] = [art.face(rules.card_from_text(c), width) for c in TILE_CARDS[rid]]
        return self.faces[key]

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        blit_text(
            surface,
            tr("kid.setup_hint"),
            self.px(14),
            (self.size[0] // 2, self.size[1] - self.px(12)),
            colour=TEXT_DIM,
            anchor="midbottom",
        )
