"""The rules viewer: a ruleset file shown as a page of cards with their effects in words.

Everything comes from the ruleset document (with the table's house rules applied): the name,
the book it follows (credited), each card with its picture and what it does, and the table
rules (calls, drawing, scoring, match end), worded by `game.rulebook` from the ruleset's data.

Opened from a table (Menu → Rules), the first page is the rules that table plays, as its
session compiled them: never its file read again, which may have been renamed, deleted,
broken or edited since the game was dealt or saved.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.files import screen_text
from game.i18n import language, text_of, tr
from game.rulebook import card_groups, table_rules
from game.ruleset.facts import facts_of
from game.table import rulecache
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, Choice, blit_text, panel, wrap
from game.ui.widgets.fields import ScrollView
from game.ui.widgets.forms import FormScene, hint_line

if TYPE_CHECKING:
    from game.engine.rules import Rules
    from game.ui.art.cards import CardArt

Doc = Mapping[str, Any]


# -- the page ------------------------------------------------------------------------------
class RulesPage:
    """Renders one ruleset's rules into a tall surface of a given width."""

    def __init__(self, rules: Rules, scale: float) -> None:
        self.rules = rules
        self.facts = facts_of(self.rules)
        self.doc: Doc = self.facts.book  # worded by game.rulebook
        self.s = scale
        self.art: CardArt | None = None
        try:
            from game.ui.art.cards import CardArt

            self.art = CardArt(self.rules)
        except Exception:
            self.art = None

    @classmethod
    def of(cls, ruleset_id: str, overrides: dict[str, Any] | None, scale: float) -> RulesPage:
        """The page of a ruleset the game knows (`game.table.rulecache`), with house rules."""
        return cls(rulecache.rules(ruleset_id, overrides), scale)

    def px(self, v: float) -> int:
        return max(1, round(v * self.s))

    def tiles(self) -> list[tuple[str, list[str], list[str], str]]:
        """(title, card texts for the picture, sentences, points) per card or group of cards."""
        return card_groups(self.doc)

    def face(self, text: str, width: int) -> pygame.Surface:
        if self.art is not None:
            try:
                return self.art.face(self.rules.card_from_text(text), width)
            except Exception:
                pass
        card = pygame.Surface((width, int(width * 1.5)), pygame.SRCALPHA)
        pygame.draw.rect(card, theme.PAPER, card.get_rect(), border_radius=width // 10)
        label = text.split(":")[-1]
        blit_text(
            card,
            self.facts.rank_names().get(label, label),
            width // 4,
            card.get_rect().center,
            bold=True,
            colour=theme.INK,
            anchor="center",
            width=width - 8,
        )
        return card

    def render(self, width: int) -> pygame.Surface:
        parts: list[tuple[pygame.Surface, int]] = []  # (block, gap before)
        parts.append((self._header(width), 0))
        parts.append((self._heading(tr("rules.cards"), width), self.px(18)))
        parts.append((self._tile_grid(width), self.px(8)))
        parts.append((self._heading(tr("rules.table_rules"), width), self.px(22)))
        parts.append((self._bullets(table_rules(self.doc), width), self.px(8)))
        height = sum(b.get_height() + g for b, g in parts) + self.px(20)
        page = pygame.Surface((width, height), pygame.SRCALPHA)
        y = 0
        for block, gap in parts:
            y += gap
            page.blit(block, (0, y))
            y += block.get_height()
        return page

    def _text_block(
        self, lines: list[tuple[str, int, bool, tuple[int, int, int]]], width: int
    ) -> pygame.Surface:
        rendered: list[tuple[str, int, bool, tuple[int, int, int]]] = []
        for text, size, bold, colour in lines:
            font = theme.font(size, bold)
            rendered += [(line, size, bold, colour) for line in wrap(text, font, width)]
        height = sum(theme.font(size, bold).get_linesize() for _, size, bold, _ in rendered)
        block = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        for line, size, bold, colour in rendered:
            blit_text(block, line, size, (0, y), bold=bold, colour=colour)
            y += theme.font(size, bold).get_linesize()
        return block

    def _header(self, width: int) -> pygame.Surface:
        facts, rules = self.facts, self.rules
        lines = [(facts.name, self.px(32), True, theme.GOLD)]
        if facts.description:
            lines.append((facts.description, self.px(18), False, TEXT_LIGHT))
        lines.append(
            (
                tr(
                    "rules.facts",
                    low=rules.min_players,
                    high=rules.max_players,
                    cards=rules.hand_size,
                    deck=len(rules.deck),
                ),
                self.px(16),
                False,
                TEXT_DIM,
            )
        )
        lines.append((facts.colours_line(), self.px(16), False, TEXT_DIM))
        if facts.pack_line:
            lines.append((facts.pack_line, self.px(16), False, TEXT_DIM))
        if facts.credit:
            lines.append((facts.credit, self.px(15), False, (236, 216, 150)))
        return self._text_block(lines, width)

    def _heading(self, text: str, width: int) -> pygame.Surface:
        return self._text_block([(text, self.px(22), True, theme.GOLD)], width)

    def _bullets(self, lines: list[str], width: int) -> pygame.Surface:
        blocks = [
            self._text_block([(line, self.px(16), False, TEXT_LIGHT)], width - self.px(24))
            for line in lines
        ]
        gap = self.px(6)
        surface = pygame.Surface(
            (width, max(1, sum(b.get_height() + gap for b in blocks))), pygame.SRCALPHA
        )
        y = 0
        for block in blocks:
            pygame.draw.circle(surface, theme.GOLD, (self.px(8), y + self.px(11)), self.px(4))
            surface.blit(block, (self.px(24), y))
            y += block.get_height() + gap
        return surface

    def _tile_grid(self, width: int) -> pygame.Surface:
        gap = self.px(14)
        cols = max(1, (width + gap) // (self.px(360) + gap))
        tile_w = (width - gap * (cols - 1)) // cols
        tiles = [self._tile(t, tile_w) for t in self.tiles()]
        rows = [tiles[i : i + cols] for i in range(0, len(tiles), cols)]
        heights = [max(t.get_height() for t in row) for row in rows]
        surface = pygame.Surface(
            (width, max(1, sum(heights) + gap * (len(rows) - 1))), pygame.SRCALPHA
        )
        y = 0
        for row, h in zip(rows, heights, strict=True):
            for i, content in enumerate(row):
                rect = pygame.Rect(i * (tile_w + gap), y, tile_w, h)
                panel(surface, rect, radius=self.px(12), colour=(9, 48, 32, 210), shadow=0)
                surface.blit(content, rect.topleft)
            y += h + gap
        return surface

    def _tile(self, tile: tuple[str, list[str], list[str], str], width: int) -> pygame.Surface:
        title, cards, sentences, points = tile
        pad, card_w = self.px(12), self.px(84)
        fan = self._fan(cards, card_w)
        text_w = width - fan.get_width() - 3 * pad
        lines = [(title, self.px(19), True, TEXT_LIGHT)]
        lines += [(s, self.px(15), False, (220, 234, 224)) for s in sentences]
        lines.append((points, self.px(13), False, TEXT_DIM))
        text = self._text_block(lines, text_w)
        height = max(fan.get_height(), text.get_height()) + 2 * pad
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        surface.blit(fan, (pad, pad))
        surface.blit(text, (fan.get_width() + 2 * pad, pad))
        return surface

    def _fan(self, cards: list[str], card_w: int) -> pygame.Surface:
        faces = [self.face(c, card_w) for c in cards]
        step = int(card_w * 0.42)
        w = card_w + step * (len(faces) - 1)
        h = max(f.get_height() for f in faces)
        fan = pygame.Surface((w, h), pygame.SRCALPHA)
        for i, face in enumerate(faces):
            fan.blit(face, (i * step, 0))
        return fan


class RulesScene(FormScene):
    title = staticmethod(lambda: tr("rules.title"))

    def __init__(
        self,
        ruleset_id: str | None = None,
        overrides: dict[str, Any] | None = None,
        *,
        played: Rules | None = None,
    ) -> None:
        """`played`: the rules a table plays (its ruleset `ruleset_id`, house rules compiled
        in), shown first and as they are, whatever the file holds now."""
        super().__init__()
        self.ids = rulecache.all_ids()
        self.played = played if ruleset_id else None
        self.played_id = ruleset_id if self.played is not None else None
        if ruleset_id and self.played is not None and ruleset_id not in self.ids:
            self.ids = [ruleset_id, *self.ids]  # renamed, deleted or broken since: still shown
        known = ruleset_id in self.ids  # a saved game's file may be gone since
        self.ruleset_id = ruleset_id if known and ruleset_id else self.ids[0]
        self.overrides = (overrides or {}) if known else {}
        self.overrides_ruleset = self.ruleset_id  # the house rules belong to the table's ruleset
        self.language = language()
        self.page: RulesPage | None = None  # the page shown last

    def build(self) -> None:
        options = [(i, (lambda i=i: self._name_of(i))) for i in self.ids]
        self.choice = self.form.add(Choice(options, self.ruleset_id, self._pick))
        self.view = self.form.add(ScrollView(self._render))
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.form.focused = None

    def _name_of(self, ruleset_id: str) -> str:
        if ruleset_id == self.played_id and self.played is not None:
            return facts_of(self.played).name
        return screen_text(text_of(rulecache.document(ruleset_id)["name"]))

    def _pick(self, ruleset_id: str) -> None:
        self.ruleset_id = ruleset_id
        self.view.offset = 0
        self.view.refresh()

    def _render(self, width: int) -> pygame.Surface:
        if self.ruleset_id == self.played_id and self.played is not None:
            self.page = RulesPage(self.played, self.s)
        else:
            overrides = self.overrides if self.ruleset_id == self.overrides_ruleset else None
            self.page = RulesPage.of(self.ruleset_id, overrides, self.s)
        return self.page.render(width)

    def layout(self) -> None:
        w, h = self.size
        self.choice.rect = pygame.Rect(
            w - self.px(32) - self.px(340), self.px(24), self.px(340), self.px(44)
        )
        self.view.rect = pygame.Rect(
            self.px(40), self.px(88), w - self.px(92), h - self.px(88) - self.px(104)
        )
        self.back_button.rect = self.bottom_row(self.px(32), self.px(150))
        self.view.refresh()

    def on_enter(self) -> None:
        if self.built and self.language != language():
            self.language = language()
            self.view.refresh()
        self.form.focus(self.view)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        hint_line(surface, tr("rules.hint"), self)
