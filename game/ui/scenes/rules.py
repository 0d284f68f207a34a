"""The rules viewer: a ruleset file shown as a page of cards with their effects in words.

Everything comes from the ruleset document (with the table's house rules applied): the name,
the book it follows (credited), each card with its picture and what it does, and the table
rules (calls, drawing, scoring, match end). Effects are worded by `game.ruleset.describe` in
English and through translation keys in the other languages, falling back to English where a
key is missing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.i18n import catalogue, language, text_of, tr
from game.ruleset import describe
from game.ui import rulecache
from game.ui.art import theme
from game.ui.widgets.controls import TEXT_DIM, TEXT_LIGHT, Button, Choice, blit_text, panel, wrap
from game.ui.widgets.fields import ScrollView
from game.ui.widgets.forms import FormScene, hint_line

Doc = Mapping[str, Any]


# -- effects in words ----------------------------------------------------------------------
class _Missing(KeyError):
    pass


def _t(key: str, **values: Any) -> str:
    if key not in catalogue(language()):
        raise _Missing(key)
    return tr(key, **values)


def _cards(ids: list[str], names: dict[str, str]) -> str:
    words = [names.get(i, i) for i in ids]
    return (
        words[0]
        if len(words) == 1
        else ", ".join(words[:-1]) + " " + tr("words.or") + " " + words[-1]
    )


def effect_words(effect: Any, names: dict[str, str]) -> str:
    """One effect in the current language ("the next player draws 2; …")."""
    if language() != "en":
        try:
            return _translated(effect, names)
        except _Missing:
            pass
    return describe.effect_text(effect, names)


def _translated(effect: Any, names: dict[str, str]) -> str:
    name, p = (effect, {}) if isinstance(effect, str) else next(iter(effect.items()))
    p = p or {}
    parts: list[str] = []
    if name == "skip":
        count = p.get("count", 1)
        parts.append(_t("effect.skip") if count == 1 else _t("effect.skip_many", count=count))
        if p.get("stack_with"):
            parts.append(_t("effect.skip_stack", cards=_cards(p["stack_with"], names)))
        if p.get("chain_answer") == "first_only":
            parts.append(_t("effect.first_only"))
    elif name == "draw":
        parts.append(_t("effect.draw", count=p["count"]))
        if p.get("stack_with"):
            parts.append(_t("effect.draw_stack", cards=_cards(p["stack_with"], names)))
        if p.get("loses_turn", True) is False:
            parts.append(_t("effect.keeps_turn"))
        if p.get("after_draw") == "may_play":
            parts.append(_t("effect.may_play_after"))
    elif name == "choose_effect":
        options = [
            f"{names.get(o, o)} ({'; '.join(_translated(e, names) for e in effects)})"
            for o, effects in p["options"].items()
        ]
        parts.append(_t("effect.choose", options=", ".join(options)))
        if p.get("always_name_colour"):
            parts.append(_t("effect.always_colour"))
    elif name == "trade_hands":
        modes = [
            _t(f"effect.trade.{m}") for m in p.get("modes", ["swap", "pass_left", "pass_right"])
        ]
        parts.append(_t("effect.trade", modes=f" {tr('words.or')} ".join(modes)))
    elif name == "reveal_and_force":
        parts.append(_t("effect.reveal"))
        if p.get("loses_turn", True) is False:
            parts.append(_t("effect.reveal_keeps_turn"))
        if p.get("forced_effects") == "ignore":
            parts.append(_t("effect.forced_ignored"))
    elif name == "companion_card":
        parts.append(
            _t("effect.companion" if p.get("effect_applies", True) else "effect.companion_plain")
        )
    else:
        parts.append(_t(f"effect.{name}"))
    if p.get("defended_by"):
        parts.append(_t("effect.defended", cards=_cards(p["defended_by"], names)))
    return "; ".join(parts)


def card_words(rank: dict[str, Any], names: dict[str, str]) -> list[str]:
    """What a card does, one sentence per effect or property."""
    lines = []
    if rank.get("plays_on") == "any":
        lines.append(tr("rules.plays_on_any"))
    if rank.get("not_on"):
        lines.append(tr("rules.not_on", cards=_cards(rank["not_on"], names)))
    if rank.get("rank_aliases"):
        lines.append(tr("rules.aliases", cards=_cards(rank["rank_aliases"], {})))
    lines += [effect_words(e, names) for e in rank.get("effects", [])]
    return [line[:1].upper() + line[1:] + ("" if line.endswith(".") else ".") for line in lines]


def table_rules(doc: Doc, names: dict[str, str]) -> list[str]:
    """The rules that belong to no card, in words."""
    rules, calls = doc.get("rules", {}), doc.get("calls") or {}
    scoring, match = doc.get("scoring") or {}, doc.get("match") or {}
    lines = [tr(f"rules.first_player.{rules.get('first_player', 'left_of_dealer')}")]
    lines.append(
        tr("rules.draw_when_able" if rules.get("draw_when_able") else "rules.draw_only_when_stuck")
    )
    if rules.get("drawn_card") == "may_play":
        lines.append(tr("rules.drawn_may_play"))
    if rules.get("jump_in", {}).get("enabled"):
        lines.append(tr("rules.jump_in"))
    for call in calls.get("list", []):
        left, penalty = call["cards_left"], call.get("penalty", 1)
        when = (
            tr("rules.call_when_last")
            if left == 0
            else tr("rules.call_when_one")
            if left == 1
            else tr("rules.call_when", count=left)
        )
        cost = tr("rules.call_cost_one") if penalty == 1 else tr("rules.call_cost", count=penalty)
        lines.append(tr("rules.call", call=tr(f"call.{call['id']}"), when=when, cost=cost))
    if calls.get("list"):
        lines.append(tr(f"rules.enforcement.{calls.get('enforcement', 'automatic')}"))
        lines.append(tr(f"rules.window.{calls.get('window', 'until_next_action')}"))
    if rules.get("last_card_effects") == "apply":
        lines.append(tr("rules.last_card_applies"))
    if scoring.get("mode", "points") == "points":
        lines.append(tr("rules.score_points"))
    else:
        lines.append(tr("rules.score_wins"))
    if match.get("end", "rounds") == "rounds":
        lines.append(tr("rules.match_rounds", count=match.get("rounds", 3)))
    else:
        lines.append(tr("rules.match_points", count=match.get("points_limit", 500)))
    return lines


# -- the page ------------------------------------------------------------------------------
class RulesPage:
    """Renders one ruleset's rules into a tall surface of a given width."""

    def __init__(self, ruleset_id: str, overrides: dict[str, Any] | None, scale: float) -> None:
        self.rules = rulecache.rules(ruleset_id, overrides)
        self.doc: Doc = self.rules.doc
        self.s = scale
        self.names = {r: text_of(spec.get("name", r)) for r, spec in self.doc["ranks"].items()}
        try:
            from game.ui.art.cards import CardArt

            self.art: Any = CardArt(self.rules)
        except Exception:
            self.art = None

    def px(self, v: float) -> int:
        return max(1, round(v * self.s))

    def tiles(self) -> list[tuple[str, list[str], list[str], str]]:
        """(title, card texts for the picture, sentences, points) per card or group of cards."""
        plain: list[str] = []
        out = []
        colour = self.doc["colours"][0]
        for rank_id, rank in self.doc["ranks"].items():
            text = f"{colour}:{rank_id}" if rank.get("coloured", True) else rank_id
            if (
                rank["kind"] == "number"
                and not rank.get("effects")
                and not rank.get("rank_aliases")
            ):
                plain.append(rank_id)
                continue
            points = rank.get("points", rank.get("value", 0))
            worth = tr("rules.points_one") if points == 1 else tr("rules.points", count=points)
            out.append((self.names[rank_id], [text], card_words(rank, self.names), worth))
        if plain:
            colours = self.doc["colours"]
            shown = [
                f"{colours[i % len(colours)]}:{r}"
                for i, r in enumerate([plain[0], plain[len(plain) // 2], plain[-1]])
            ]
            values = [int(self.doc["ranks"][r].get("value", 0)) for r in plain]
            if values == list(range(values[0], values[0] + len(values))):
                title = tr("rules.numbers", low=self.names[plain[0]], high=self.names[plain[-1]])
            else:
                title = tr("rules.numbers_list", numbers=", ".join(self.names[r] for r in plain))
            out.insert(
                0, (title, shown, [tr("rules.match_colour_or_number")], tr("rules.points_face"))
            )
        return out

    def face(self, text: str, width: int) -> pygame.Surface:
        if self.art is not None:
            try:
                return self.art.face(self.rules.card_from_text(text), width)  # type: ignore[no-any-return]
            except Exception:
                pass
        card = pygame.Surface((width, int(width * 1.5)), pygame.SRCALPHA)
        pygame.draw.rect(card, theme.PAPER, card.get_rect(), border_radius=width // 10)
        label = text.split(":")[-1]
        blit_text(
            card,
            self.names.get(label, label),
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
        parts.append((self._bullets(table_rules(self.doc, self.names), width), self.px(8)))
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
        doc = self.doc
        players = doc["players"]
        lines = [(text_of(doc["name"]), self.px(32), True, theme.GOLD)]
        if doc.get("description"):
            lines.append((text_of(doc["description"]), self.px(18), False, TEXT_LIGHT))
        lines.append(
            (
                tr(
                    "rules.facts",
                    low=players["min"],
                    high=players["max"],
                    cards=doc["hand_size"],
                    deck=len(self.rules.deck),
                ),
                self.px(16),
                False,
                TEXT_DIM,
            )
        )
        if doc.get("book"):
            lines.append(
                (tr("rules.credit", book=doc["book"]), self.px(15), False, (236, 216, 150))
            )
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
        self, ruleset_id: str | None = None, overrides: dict[str, Any] | None = None
    ) -> None:
        super().__init__()
        self.ids = rulecache.all_ids()
        self.ruleset_id = ruleset_id if ruleset_id in self.ids else self.ids[0]
        self.overrides = overrides or {}
        self.overrides_ruleset = self.ruleset_id  # the house rules belong to the table's ruleset
        self.language = language()

    def build(self) -> None:
        options = [(i, (lambda i=i: text_of(rulecache.document(i)["name"]))) for i in self.ids]
        self.choice = self.form.add(Choice(options, self.ruleset_id, self._pick))
        self.view = self.form.add(ScrollView(self._render))
        self.back_button = self.form.add(
            Button(lambda: tr("common.back"), self.back, style="quiet")
        )
        self.form.focused = None

    def _pick(self, ruleset_id: str) -> None:
        self.ruleset_id = ruleset_id
        self.view.offset = 0
        self.view.refresh()

    def _render(self, width: int) -> pygame.Surface:
        overrides = self.overrides if self.ruleset_id == self.overrides_ruleset else None
        return RulesPage(self.ruleset_id, overrides, self.s).render(width)

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
