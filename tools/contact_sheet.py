"""Render every card of a ruleset, its back, colour swatches and chooser pictures to a PNG.

    python tools/contact_sheet.py                 # every built-in ruleset -> out/cards_<id>.png
    python tools/contact_sheet.py noris --width 160 --language de

Runs headless (no window is opened). Look at the sheets after changing the card art.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game import i18n
from game.ruleset import builtin_ruleset_ids, load_rules
from game.ui.art import theme
from game.ui.art.cards import CardArt

FELT = theme.TABLE_GREEN
GAP = 14
COLUMNS = 9


def sheet(ruleset: str, width: int, *, symbols: bool = True) -> pygame.Surface:
    """One image: a row per colour (uncoloured cards last), then backs, swatches, pictures."""
    rules = load_rules(ruleset)
    art = CardArt(rules, colour_blind_symbols=symbols)
    height = art.size(width)[1]
    rows: list[list[pygame.Surface]] = []
    by_colour: dict[int, list[int]] = {}
    for card in range(rules.n_types):
        by_colour.setdefault(rules.type_colour[card], []).append(card)
    for colour in sorted(by_colour, key=lambda c: (c < 0, c)):
        cards = [art.face(card, width) for card in by_colour[colour]]
        rows += [cards[i : i + COLUMNS] for i in range(0, len(cards), COLUMNS)]
    extras = [
        art.back(width),
        art.back(width // 2),
        art.face(0, width // 2),
        art.face(rules.n_types - 1, width * 2 // 3),
    ]
    swatches = [art.colour_swatch(i, width * 2 // 3) for i in range(len(rules.colours))]
    effects = [
        art.effect_picture(name, width * 2 // 3)
        for name in ("skip", "colour_change", "reverse", "draw2")
    ]
    rows += [extras, swatches + effects]
    title = theme.font(22, True).render(f"{rules.id}  ({width}px)", True, theme.WHITE)
    sheet_w = GAP + COLUMNS * (width + GAP)
    sheet_h = title.get_height() + 2 * GAP + len(rows) * (height + GAP)
    surface = pygame.Surface((sheet_w, sheet_h))
    surface.fill(FELT)
    surface.blit(title, (GAP, GAP))
    y = title.get_height() + 2 * GAP
    for row in rows:
        x = GAP
        for image in row:
            surface.blit(image, (x, y))
            x += image.get_width() + GAP
        y += height + GAP
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rulesets", nargs="*", help="ruleset ids (default: all built-in)")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--language", default="en", choices=i18n.LANGUAGES)
    parser.add_argument("--no-symbols", action="store_true", help="without colour symbols")
    parser.add_argument("--out", default="out", help="folder for the PNGs")
    args = parser.parse_args(argv)
    pygame.init()
    i18n.set_language(args.language)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for ruleset in args.rulesets or builtin_ruleset_ids():
        path = out / f"cards_{ruleset}.png"
        pygame.image.save(sheet(ruleset, args.width, symbols=not args.no_symbols), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
