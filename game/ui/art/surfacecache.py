"""Pictures kept by the bytes of their pixels, the least recently used going first.

A count of entries does not bound memory when the pictures differ in size: 1,200 card images
are 10 MB at the size of a hand's card and 150 MB at the size of a replay's master. So the
caches of pictures that come back frame after frame (rendered words, sized and turned cards)
are bounded by what their pixels take; the budgets are where each cache is made, with why
(issue 32, case 14).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

import pygame


def pixel_bytes(image: pygame.Surface) -> int:
    """What a picture's pixels take (its rows may be padded: pitch, not width)."""
    return image.get_pitch() * image.get_height()


class SurfaceCache:
    """Pictures by key, at most `budget` bytes of pixels in all (a picture bigger than the
    whole budget is handed back but not kept). Safe to share between threads."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._lock = threading.RLock()

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._images

    def __iter__(self) -> Iterator[Hashable]:
        with self._lock:
            return iter(list(self._images))

    def get(self, key: Hashable) -> pygame.Surface | None:
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
            return image

    def put(self, key: Hashable, image: pygame.Surface) -> pygame.Surface:
        size = pixel_bytes(image)
        with self._lock:
            self.pop(key)
            if size > self.budget:
                return image
            while self._images and self.bytes + size > self.budget:
                _old, dropped = self._images.popitem(last=False)
                self.bytes -= pixel_bytes(dropped)
            self._images[key] = image
            self.bytes += size
        return image

    def made(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture under `key`, made (and kept) on first use (made outside the lock: two
        threads asking at once may both make it; the second is kept)."""
        image = self.get(key)
        return image if image is not None else self.put(key, make())

    def pop(self, key: Hashable) -> None:
        with self._lock:
            image = self._images.pop(key, None)
            if image is not None:
                self.bytes -= pixel_bytes(image)

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self.bytes = 0

    def values(self) -> list[pygame.Surface]:
        with self._lock:
            return list(self._images.values())
