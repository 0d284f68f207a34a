"""A ruleset's tile on the New game screen: its name, players, one line, and a signature card."""

from __future__ import annotations

from typing import Any

import pygame

from game.files import screen_text
from game.i18n import language, text_of, tr
from game.table import rulecache
from game.ui.art import theme
from game.ui.widgets.drawing import TEXT_DIM, blit_text, panel, wrap
from game.workshop.describe import copied_unchanged, written_from_rules

SIGNATURE = {
    "noris": "red:draw4",
    "classic": "hearts:jack",
    "abacus": "green:xplus",
    "emmi": "joker",
    "huch": "free_colour",
}  # the card drawn on each ruleset's tile
GROUP_HEADING = 30  # design pixels above the first tile of a group, for the group's name


def group_firsts(ids: list[str]) -> dict[str, str]:
    """The first ruleset of each group after the game's own, with its heading's key: the
    library's published games, then the player's own rulesets (the list is in that order)."""
    library = set(rulecache.library_ids())
    shipped = set(rulecache.ids())
    firsts: dict[str, str] = {}
    for ruleset_id in ids:
        if ruleset_id in library:
            firsts.setdefault("library", ruleset_id)
        elif ruleset_id not in shipped:
            firsts.setdefault("yours", ruleset_id)
    return {first: f"newgame.group.{group}" for group, first in firsts.items()}


class RulesetTiles:
    """Draws the tiles; keeps each ruleset's card picture per size. A picture takes a few tens
    of milliseconds to paint, so one is painted a frame (`next_frame`); a tile whose picture is
    not painted yet shows without it (`waiting` says some are)."""

    def __init__(self) -> None:
        self.pictures: dict[str, pygame.Surface | None] = {}
        self.painted = False  # a picture was painted this frame
        self.waiting = False  # a tile drawn this frame still lacks its picture
        self.cut: set[str] = set()  # the rulesets whose description had to be cut with "…"
        self.descriptions: dict[tuple[str, str], str] = {}  # per ruleset and language

    def description(self, ruleset_id: str, doc: dict[str, Any]) -> str:
        """The ruleset's description; for a player's own ruleset that still carries a built-in
        one's words while its rules are another's, words written from its rules instead (the
        copied words would tell of a game it no longer is)."""
        key = (ruleset_id, language())
        if key not in self.descriptions:
            copied = ruleset_id not in rulecache.ids() and copied_unchanged(doc) is not None
            words = written_from_rules(doc)[language()] if copied else None
            self.descriptions[key] = words or text_of(doc.get("description", ""))
        return self.descriptions[key]

    def next_frame(self) -> None:
        self.painted = self.waiting = False

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        ruleset_id: str,
        *,
        selected: bool,
        focused: bool,
        scale: float,
    ) -> None:
        def px(value: float) -> int:
            return max(1, round(value * scale))

        doc = rulecache.document(ruleset_id)
        radius = px(12)
        panel(
            surface,
            rect,
            radius=radius,
            colour=(34, 120, 80, 240) if selected else (9, 48, 32, 200),
            shadow=px(4),
        )
        if selected:
            pygame.draw.rect(surface, theme.GOLD, rect, px(3), border_radius=radius)
        if focused:
            pygame.draw.rect(
                surface,
                theme.WHITE,
                rect.inflate(px(6), px(6)),
                2,
                border_radius=radius + 3,
            )
        pad = px(12)
        art = self.art(ruleset_id, int(rect.h * 0.62))
        text_w = rect.w - 2 * pad - (art.get_width() + pad if art else 0)
        if art:
            surface.blit(art, art.get_rect(midright=(rect.right - pad, rect.centery)))
        y = rect.y + px(5)
        # A player's file gave the name, the description and the file's own name: each is made
        # drawable (the checker already refuses control characters in the ruleset's text).
        title = screen_text(text_of(doc["name"]))
        name = blit_text(surface, title, px(18), (rect.x + pad, y), bold=True, width=text_w)
        players = doc["players"]
        info = tr(
            "newgame.ruleset_info", low=players["min"], high=players["max"], cards=doc["hand_size"]
        )
        if ruleset_id not in rulecache.ids():  # the player's own, told from a built-in of its name
            info = f"{tr('newgame.yours')} · {info}"
        info_rect = blit_text(
            surface,
            info,
            px(12),
            (rect.x + pad, name.bottom),
            colour=theme.GOLD if selected else TEXT_DIM,
            width=text_w,
        )
        y = info_rect.bottom + px(2)
        if doc.get("traditional"):
            mark = "★ " + tr("newgame.traditional")
            y = blit_text(
                surface, mark, px(12), (rect.x + pad, y), bold=True, colour=theme.GOLD
            ).bottom
        paragraphs = self.description(ruleset_id, doc).split("\n")
        size, lines, cut = description_lines(
            "\n".join(screen_text(p) for p in paragraphs), px(12), text_w, rect.bottom - px(3) - y
        )
        if cut:
            self.cut.add(ruleset_id)
        else:
            self.cut.discard(ruleset_id)
        font = theme.font(size)
        for line in lines:
            blit_text(surface, line, size, (rect.x + pad, y), colour=(214, 230, 218))
            y += font.get_linesize()

    def art(self, ruleset_id: str, height: int) -> pygame.Surface | None:
        key = f"{ruleset_id}:{height}"
        if key not in self.pictures and (
            ruleset_id in SIGNATURE or ruleset_id in rulecache.library_ids()
        ):
            if self.painted:
                self.waiting = True
                return None
            self.painted = True
            self.pictures[key] = None
            try:
                from game.ui.art.cards import CardArt

                rules = rulecache.rules(ruleset_id)
                card = SIGNATURE.get(ruleset_id) or signature_card(rulecache.document(ruleset_id))
                face = (
                    CardArt(rules).face(rules.card_from_text(card), int(height / 1.5))
                    if card
                    else None
                )
                self.pictures[key] = pygame.transform.rotozoom(face, -6, 1.0) if face else None
            except Exception:
                self.pictures[key] = None
        return self.pictures.get(key)


def signature_card(doc: dict[str, Any]) -> str | None:
    """The card a published game's tile shows: its wild card (one that goes on anything or
    names a colour), else its first card with an effect, in its first colour."""
    ranks: dict[str, Any] = doc.get("ranks", {})

    def wild(rank: dict[str, Any]) -> bool:
        effects = [e if isinstance(e, str) else next(iter(e), "") for e in rank.get("effects", [])]
        return rank.get("plays_on") == "any" or "name_colour" in effects

    chosen = next((r for r, rank in ranks.items() if wild(rank)), None)
    chosen = chosen or next((r for r, rank in ranks.items() if rank.get("effects")), None)
    if chosen is None:
        return None
    if ranks[chosen].get("coloured", True) is False:
        return chosen
    return f"{doc['colours'][0]}:{chosen}"


def description_lines(text: str, size: int, width: int, height: int) -> tuple[int, list[str], bool]:
    """A ruleset's description in the room its tile leaves: wrapped at `size`, or a size or
    two smaller where that lets the last line in, and cut with "…" only where nothing fits.
    Returns the size, the lines and whether they were cut."""
    for smaller in range(size, max(9, size * 5 // 6) - 1, -1):
        font = theme.font(smaller)
        lines = wrap(text, font, width)
        if len(lines) * font.get_linesize() <= height:
            return smaller, lines, False
    font = theme.font(size)
    room = max(1, height // font.get_linesize())
    lines = wrap(text, font, width)[:room]
    lines[-1] = lines[-1].rstrip(" ,;.") + "…"
    return size, lines, True
