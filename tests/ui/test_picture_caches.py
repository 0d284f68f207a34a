"""The caches of pictures stay within their budgets however much is asked of them (issue 32,
case 14: a random run's memory kept growing). Each is filled well past its bound; the bytes
of pixels it keeps, and the sets of pictures kept, stay bounded."""

from __future__ import annotations

import pygame
import pytest

from game.table import rulecache
from game.ui.art.look import BACK, CardImages
from game.ui.art.surfacecache import SurfaceCache, pixel_bytes
from game.ui.table import places
from game.ui.widgets import drawing


def kept_bytes(images: list[pygame.Surface]) -> int:
    return sum(pixel_bytes(image) for image in images)


def test_a_surface_cache_keeps_at_most_its_budget_and_drops_the_oldest():
    cache = SurfaceCache(budget=100 * 100 * 4 * 5)  # five 100x100 pictures
    for k in range(50):
        cache.put(k, pygame.Surface((100, 100), pygame.SRCALPHA))
        assert cache.bytes == kept_bytes(cache.values()) <= cache.budget
    assert len(cache) == 5 and list(cache) == [45, 46, 47, 48, 49]
    cache.get(45)  # used again: the most recent now
    cache.put(50, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert 45 in cache and 46 not in cache


def test_a_picture_bigger_than_the_budget_is_handed_back_not_kept():
    cache = SurfaceCache(budget=1000)
    big = pygame.Surface((100, 100), pygame.SRCALPHA)
    assert cache.put("big", big) is big
    assert len(cache) == 0 and cache.bytes == 0


class FlatArt:
    """Plain cards, quick to paint: the cache's bound is what is tested, not the art."""

    def face(self, card: int, width: int) -> pygame.Surface:
        return pygame.Surface((width, round(width * 1.5)), pygame.SRCALPHA)

    def back(self, width: int) -> pygame.Surface:
        return self.face(BACK, width)


def test_sized_and_turned_cards_stay_within_their_budgets():
    images = CardImages(FlatArt(), 144, sized_budget=2 * 2**20, turned_budget=3 * 2**20)
    for card in range(40):
        for width in range(40, 140, 7):
            for angle in range(-30, 31, 4):
                images.get(card, width, angle)
    # 40 x 15 x 16 = 9,600 turned pictures asked for: far past either budget
    assert images._sized.bytes == kept_bytes(images._sized.values()) <= 2 * 2**20
    assert images._cache.bytes == kept_bytes(images._cache.values()) <= 3 * 2**20
    assert len(images._cache) > 0  # still a cache: the latest are kept


def test_rendered_words_stay_within_their_budget(monkeypatch):
    monkeypatch.setattr(drawing, "text_surface", drawing.RenderedText(512 * 1024))
    text = drawing.text_surface
    for k in range(3000):  # a different line each time: a count of 1,024 bounded nothing
        text(f"line {k} of words that a long list shows, one after another", 18 + k % 9)
    assert text.images.bytes == kept_bytes(text.images.values()) <= 512 * 1024
    text.cache_clear()
    assert len(text.images) == 0 and text.images.bytes == 0


@pytest.fixture
def no_image_sets():
    places._image_sets.clear()
    yield
    places._image_sets.clear()


def test_the_tables_keep_pictures_for_a_few_rules_only(no_image_sets):
    made = [
        rulecache.rules(ruleset, {"hand_size": hand})
        for ruleset in ("classic", "noris")
        for hand in (3, 4, 5, 6)
    ]  # eight rules objects, as eight replays watched one after another make
    sets = [places.images_for(rules) for rules in made]
    assert len(places._image_sets) == places.IMAGE_SETS
    assert places.images_for(made[-1]) is sets[-1]  # the latest are kept, as they were
    assert places.images_for(made[0]) is not sets[0]  # the oldest went


def test_panels_drawn_at_many_sizes_stay_within_their_budget():
    screen = pygame.Surface((400, 300))
    for w in range(20, 2000, 9):  # a window being resized: every size a panel might take
        drawing.panel(screen, pygame.Rect(0, 0, w, 400))
    assert drawing._panels.bytes == kept_bytes(drawing._panels.values()) <= drawing._panels.budget
    before = len(drawing._panels)
    drawing.panel(screen, pygame.Rect(0, 0, 1990, 400))  # drawn again: taken, not made
    assert len(drawing._panels) == before


def test_a_scrolled_page_keeps_its_faded_window_until_it_moves():
    from game.ui.widgets.fields import ScrollView

    view = ScrollView(lambda width: pygame.Surface((width, 2000), pygame.SRCALPHA))
    view.rect = pygame.Rect(0, 0, 300, 200)
    screen = pygame.Surface((400, 300))
    view.draw(screen)
    first = view._view
    view.draw(screen)
    assert view._view is first  # a still page: nothing made again
    view.scroll(40)
    view.draw(screen)
    assert view._view is not first and view._view is not None
