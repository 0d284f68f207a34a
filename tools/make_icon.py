"""Draw the game's icon with the game's own card art, at every size a desktop asks for.

    python -m tools.make_icon            # writes assets/icons/ (commit the result)
    python -m tools.make_icon --sheet out/icons.png   # also a contact sheet to look at

The icon is the table's felt with two cards fanned on it: a red 7 and, in front, the card back
with the cat. From 48 px down there is no room for two cards: one back fills the tile, and at
16 px the back alone, without the felt. Each size is painted four times larger and shrunk,
like the cards themselves. Writes `hicolor/<size>x<size>/apps/<application id>.png` for the
freedesktop sizes, as the icon theme lays them out, and `maumau.ico` (Windows, PNG entries) and
`maumau.icns` (macOS, PNG entries) for the bundle.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the headless driver is chosen

from game.desktop import ICON_SIZES, PROGRAM, icon_path
from game.paths import assets_dir

SUPERSAMPLE = 4
FELT_TOP, FELT_BOTTOM = (30, 118, 78), (12, 62, 40)
FELT_EDGE = (8, 44, 28)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}


def draw(size: int) -> pygame.Surface:
    """The icon at `size` x `size` pixels, transparent around the tile."""
    from game.ruleset import load_rules
    from game.ui.art.cards import CardArt

    art = CardArt(load_rules("noris"))
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    if size <= 16:
        _card(canvas, art.back(round(big * 0.62)), (0.5, 0.5), 0)
    else:
        _felt(canvas)
        if size <= 48:
            _card(canvas, art.back(round(big * 0.5)), (0.5, 0.5), -8)
        else:
            seven = art.face(art.rules.card_from_text("red:7"), round(big * 0.42))
            _card(canvas, seven, (0.39, 0.46), -14)
            _card(canvas, art.back(round(big * 0.42)), (0.62, 0.53), 9)
    return pygame.transform.smoothscale(canvas, (size, size))


def _felt(canvas: pygame.Surface) -> None:
    big = canvas.get_width()
    inset, radius = round(big * 0.04), round(big * 0.2)
    tile = pygame.Rect(inset, inset, big - 2 * inset, big - 2 * inset)
    felt = pygame.Surface(tile.size, pygame.SRCALPHA)
    for y in range(tile.height):
        t = y / tile.height
        colour = [round(a + (b - a) * t) for a, b in zip(FELT_TOP, FELT_BOTTOM)]
        pygame.draw.line(felt, colour, (0, y), (tile.width, y))
    mask = pygame.Surface(tile.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(felt, tile)
    pygame.draw.rect(canvas, FELT_EDGE, tile, max(1, round(big * 0.012)), border_radius=radius)


def _card(
    canvas: pygame.Surface, card: pygame.Surface, at: tuple[float, float], turn: float
) -> None:
    big = canvas.get_width()
    centre = (round(at[0] * big), round(at[1] * big))
    shadow = card.copy()
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    offset = round(big * 0.015)
    for image, shift in ((shadow, offset), (card, 0)):
        turned = pygame.transform.rotozoom(image, -turn, 1.0)
        canvas.blit(turned, turned.get_rect(center=(centre[0] + shift, centre[1] + shift)))


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon whose entries are PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        data += pngs[size]
        offset += len(pngs[size])
    return header + entries + data


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon whose entries are PNG images (read by OS X 10.7 and later)."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for size, kind in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_icon", description=__doc__)
    parser.add_argument("--out", type=Path, default=assets_dir() / "icons")
    parser.add_argument("--sheet", type=Path, help="also write all sizes side by side here")
    args = parser.parse_args(argv)
    pygame.font.init()
    args.out.mkdir(parents=True, exist_ok=True)
    images = {size: draw(size) for size in ICON_SIZES}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    for size, data in pngs.items():
        target = args.out / icon_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    (args.out / f"{PROGRAM}.ico").write_bytes(ico(pngs))
    (args.out / f"{PROGRAM}.icns").write_bytes(icns(pngs))
    print(f"wrote {len(pngs)} sizes, {PROGRAM}.ico and {PROGRAM}.icns to {args.out}")
    if args.sheet:
        width = sum(ICON_SIZES) + 20 * (len(ICON_SIZES) + 1)
        row = max(ICON_SIZES) + 40
        sheet = pygame.Surface((width, 2 * row))
        for background, top in (((246, 246, 246), 0), ((40, 40, 48), row)):
            sheet.fill(background, pygame.Rect(0, top, width, row))
            x = 20
            for size, image in images.items():
                sheet.blit(image, (x, top + row - 20 - size))
                x += size + 20
        args.sheet.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(sheet, str(args.sheet))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
