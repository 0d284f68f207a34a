"""What the screen has been shown: the queue between the table and its screen.

The session puts in what happens — each move's events, then the `Situation` it leaves, and
now and then a `Note` for the log (who won a race) — the moment it happens. The screen
`take`s the events to animate them, as its viewer may see them, and reports each one `shown`;
only then does the presented state move on and the log say the line. Whatever is not an event
is applied as soon as everything before it has been shown.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from game.engine import events as EV
from game.engine.events import Event, visible_event
from game.engine.observe import Observation
from game.engine.rules import Rules
from game.i18n import tr
from game.table.log import KEPT, TableLog, Words, event_words, in_each_language
from game.table.presented import Presented, Situation, settle, show


@dataclass(frozen=True)
class Note:
    """A line for the log that is no engine event (who won a race), shown in its place."""

    words: Words


Item = Event | Situation | Note


class Showing:
    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        viewer: int,
        *,
        you: Callable[[], int],
        passing: bool,
        round_number: Callable[[], int],
    ) -> None:
        self.rules = rules
        self.names = list(names)
        self.you = you  # the person the log speaks to (-1: everyone)
        self.passing = passing  # several people share the screen: the log hides every hand
        self.round_number = round_number  # the round being dealt, for its heading in the log
        self.log = TableLog()
        self.presented = Presented.empty(rules, len(names), viewer)
        self._unshown: deque[Item] = deque()  # what happened and the screen has not shown
        self._taken = 0  # how many of those the screen has taken to animate
        # Told of each event once it has been shown, as the viewer saw it (the coach).
        self.watchers: list[Callable[[Event, Presented], None]] = []

    # -- what happens -------------------------------------------------------------------------
    def happened(self, events: list[Event], situation: Situation) -> None:
        self._unshown.extend(events)
        self._unshown.append(situation)

    def note(self, words: Words) -> None:
        self._unshown.append(Note(words))

    def restart(self, presented: Presented | None = None) -> None:
        """Drop what was not shown (a redeal, a new position); start from `presented`."""
        self._unshown.clear()
        self._taken = 0
        if presented is not None:
            self.presented = presented

    # -- what the screen has shown -------------------------------------------------------------
    @property
    def caught_up(self) -> bool:
        """Every event that happened has been shown (what waits behind them, a situation or
        a line for the log, is applied by `settle`: this only asks)."""
        return not any(isinstance(item, tuple) for item in self._unshown)

    def settle(self) -> None:
        """Apply the situations and lines for the log that no unshown event holds back."""
        self._settle()

    def take(self) -> list[Event]:
        self._settle()
        items = list(self._unshown)[self._taken :]
        self._taken = len(self._unshown)
        seeing = self.presented.seeing
        return [visible_event(item, seeing) for item in items if isinstance(item, tuple)]

    def shown(self, event: Event) -> None:
        self._settle()
        if not self._unshown or self._taken == 0:
            return  # dropped meanwhile (a redeal)
        item = self._unshown.popleft()
        self._taken -= 1
        assert isinstance(item, tuple) and item[0] == event[0], (item, event)
        self._show_event(item)
        self._settle()

    def show_all(self) -> None:
        while self._unshown:
            self._show_item(self._unshown.popleft())
        self._taken = 0

    def view_from(self, obs: Observation | None, seat: int, *, sees: bool) -> None:
        """Everything so far shown as the old viewer saw it; then the table as `seat` sees it
        now (`obs`: its observation, None before the first deal)."""
        self.show_all()
        if obs is None:
            self.presented = replace(self.presented, viewer=seat, sees=sees)
            return
        start = Presented.start(self.rules, obs, sees=sees)
        self.presented = replace(start, round_hands=self.presented.round_hands)

    def _settle(self) -> None:
        """Apply the situations and notes that wait at the head of the queue."""
        while self._unshown and not isinstance(self._unshown[0], tuple):
            self._show_item(self._unshown.popleft())
            self._taken = max(0, self._taken - 1)

    def _show_item(self, item: Item) -> None:
        if isinstance(item, Situation):
            self.presented = settle(self.presented, item)
        elif isinstance(item, Note):
            self.log.say(item.words)
        else:
            self._show_event(item)

    def _show_event(self, event: Event) -> None:
        p = self.presented
        seen = p.visible(event)
        self.presented = show(p, seen)
        self._log(seen)
        for watcher in self.watchers:
            watcher(seen, self.presented)

    def _log(self, event: Event) -> None:
        for words in self._words(event):
            self.log.say(words)

    def _words(self, event: Event) -> list[Words]:
        """The log's lines for `event` (as the viewer saw it)."""
        said: list[Words] = []
        if event[0] == EV.SHUFFLE and event[3] == "deal":
            number = self.round_number()
            said.append(lambda: tr("table.log_round", number=number))
        you = self.you()
        if self.passing and event[0] != EV.SHUFFLE:
            event = visible_event(event, -1)  # read by everyone: no hidden card, no pile order
        said.append(event_words(self.rules, event, self.names, you=you))
        return said

    def log_when_shown(self) -> list[dict[str, str]]:
        """The log's lines once everything that happened has been shown, each in every
        language: what a save keeps, since a resumed table starts with everything shown."""
        sources = list(self.log.sources)
        for item in self._unshown:
            if isinstance(item, Note):
                sources.append(item.words)
            elif isinstance(item, tuple):
                sources += self._words(self.presented.visible(item))
        return in_each_language(sources)[-KEPT:]  # as the log keeps them: said, the newest
