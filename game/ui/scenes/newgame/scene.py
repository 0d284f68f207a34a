"""New game: choose a ruleset, the seats, the match length and the house rules, then deal.

Three columns: the rulesets (a card each: name, players, one line), the players (how many,
each a person or a bot of some level, with a name), and the ruleset's house rules (its D-n
decisions, preset to the book's choice). Start builds a `GameSetup` and replaces this screen
with the table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.background import Job
from game.bots import BOT_NAMES
from game.housewords import setting_sentence
from game.i18n import tr
from game.table import houserules, rulecache
from game.table import prefs as P
from game.table.houserules import Offer, lookup
from game.table.options import TableOptions
from game.table.setup import MAX_SEATS, GameSetup, SeatSetup, next_free_avatar, untouched
from game.ui.art import theme
from game.ui.art.avatars import draw_avatar
from game.ui.presses import released_on
from game.ui.scene import Scene
from game.ui.scenes import make as make_scene
from game.ui.scenes.newgame.tiles import RulesetTiles
from game.ui.widgets.controls import (
    TEXT_DIM,
    TEXT_LIGHT,
    Button,
    Choice,
    Toggle,
    Widget,
    blit_lines,
    blit_text,
    fit_size,
    number_options,
)
from game.ui.widgets.fields import TextInput
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import RowState, ScrollList, reading_progress
from game.ui.widgets.tooltip import HoverDelay, draw_tooltip

# A person, or a bot of a level; the "random" bot is a developer's yardstick, for the command
# line only (a setup that has one shows the easy bot here).
KINDS = ("human", "easy", "medium", "hard")
TILES_SHOWN = 5  # tiles the rulesets' column shows at once; with more, a part of the next peeks
SEAT_SETTINGS = ("players.max",)  # house rules shown with the seats, not with the house rules
TableFactory = Callable[[GameSetup], Scene]


def table_scene(setup: GameSetup) -> Scene:
    return make_scene(
        "table", setup, TableOptions.from_prefs(autosave=True)
    )  # saved after every move: Continue resumes it


def _problems(setup: GameSetup) -> list[Any]:
    """What keeps `setup` from being dealt (none: its rules are made, ready for the table)."""
    from game.ruleset import check_file, find_ruleset

    _doc, problems = check_file(find_ruleset(setup.ruleset), setup.overrides)
    if not problems:
        rulecache.rules(setup.ruleset, setup.overrides or None)
    return list(problems)


def kind_label(kind: str) -> str:
    return tr("seat.human") if kind == "human" else tr("seat.bot", level=tr(f"level.{kind}"))


class SeatRow:
    def __init__(
        self, index: int, kind: str, name: str, on_change: Callable[[], None], avatar: int = 0
    ) -> None:
        self.index = index
        self.avatar = avatar  # a person's picture on the hand-over screen (click the badge)
        self.kind = Choice(
            [(k, partial(kind_label, k)) for k in KINDS], kind, lambda _value: on_change()
        )
        self.name = TextInput(
            name,
            lambda _text: on_change(),
            max_length=24,  # longer than a plate: the table cuts it at a word or with "…"
            placeholder=self.default_name,
        )
        self.badge = pygame.Rect(0, 0, 0, 0)

    def default_name(self) -> str:
        """What the seat is called while nobody types a name, in the reader's language."""
        return SeatSetup("", human=self.kind.value == "human").shown_name(self.index)

    def seat(self) -> SeatSetup:
        kind = self.kind.value
        return SeatSetup(
            self.name.text.strip(),  # "" stays "": the default follows the language
            human=kind == "human",
            level="medium" if kind == "human" else kind,
            avatar=self.avatar,
        )


class NewGameScene(FormScene):
    title = staticmethod(lambda: tr("newgame.title"))

    def __init__(
        self, previous: GameSetup | None = None, *, table_factory: TableFactory | None = None
    ) -> None:
        super().__init__()
        if previous is None:
            previous = P.current().last_setup()  # the last game's choices, kept in settings
        self.previous = previous
        self.table_factory = table_factory
        # The player's own rulesets join the list as they are read, off the frame.
        self.scan = rulecache.user_scan()
        self.scanned = 0  # the scan's files taken into the list so far
        self.ids = rulecache.ids()
        traditional = [i for i in self.ids if rulecache.document(i).get("traditional")]
        # The first time: the traditional game, which a newcomer knows or can ask about.
        wanted = previous.ruleset if previous else (traditional or self.ids)[0]
        self.ruleset_id = wanted if wanted in self.ids else self.ids[0]
        self.awaited = wanted if wanted != self.ruleset_id else None  # one of the player's
        self.message = ""
        self.offers: list[tuple[Offer, Widget]] = []
        self.tiles = RulesetTiles()
        self.hover = HoverDelay()
        self.pointer: tuple[int, int] | None = None
        self.resting: Widget | None = None  # the house rule the pointer rests on
        # Start or Learn pressed: the check running off the frame, and what follows it.
        self.checking: tuple[Job[Any], Callable[[GameSetup], None]] | None = None

    # -- building --------------------------------------------------------------------------
    def build(self) -> None:
        prev = self.previous
        self.list = ScrollList(
            self._draw_tile,
            self.ids,
            selected=self.ids.index(self.ruleset_id),
            on_select=self._pick,
            on_activate=lambda _id: self.start(),
        )
        seats = prev.seats if prev else []
        self.seats = []
        for i in range(MAX_SEATS):
            avatar = i
            if i < len(seats):
                kind, name = ("human" if seats[i].human else seats[i].level), seats[i].name
                kind = kind if kind in KINDS else "easy"
                avatar = seats[i].avatar if seats[i].human else i
                name = "" if untouched(name) else name
            else:
                kind, name = ("human", "") if i == 0 else ("medium", BOT_NAMES[i - 1])
            self.seats.append(SeatRow(i, kind, name, self._changed, avatar))
        self.count = Choice(
            number_options(2, MAX_SEATS),
            len(seats) or 4,
            lambda _n: self._changed(),
            wrap_around=False,
        )
        self.length = Choice([(0, "")], 0, lambda _v: self._changed(), wrap_around=False)
        self.starter = Choice(
            [(0, "")], prev.starter if prev and prev.starter is not None else 0, wrap_around=False
        )
        self.rules_button = Button(lambda: tr("newgame.read_rules"), self.read_rules, style="quiet")
        self.back_button = Button(lambda: tr("common.back"), self.back, style="quiet")
        self.start_button = Button(lambda: tr("newgame.start"), self.start, style="primary")
        self.learn_button = Button(lambda: tr("newgame.learn"), self.learn, style="quiet")
        self.change_button = Button(
            lambda: tr("newgame.change_rules"), self.change_rules, style="quiet"
        )
        self._load_ruleset()
        # Once every control is made: the last game's own ruleset may be read already.
        self._take_scanned()

    def _load_ruleset(self) -> None:
        """Controls for the chosen ruleset: its player range, match length and house rules."""
        self.doc = rulecache.document(self.ruleset_id)
        prev = self.previous if self.previous and self.previous.ruleset == self.ruleset_id else None
        chosen = prev.overrides if prev else {}
        self.offers = []
        for offer in houserules.offers(self.doc):
            value = offer.accepted(chosen.get(offer.path, offer.book))
            widget: Widget
            if offer.kind == "bool":
                widget = Toggle(
                    bool(value),
                    lambda _v: self._changed(),
                    on_text=lambda: tr("value.yes"),
                    off_text=lambda: tr("value.no"),
                )
            else:
                widget = Choice(
                    offer.options,
                    value,
                    lambda _v: self._changed(),
                    wrap_around=offer.kind != "int",
                )
            self.offers.append((offer, widget))
        match = self.doc["match"]  # loaded documents carry every default (game.ruleset.schema)
        self.by_points = match["end"] == "points_limit"
        if self.by_points:
            book = int(match["points_limit"])
            values = sorted(set(range(100, 1001, 50)) | {book})
            options = [(v, (lambda v=v: tr("newgame.points", count=v))) for v in values]
            key = "match.points_limit"
        else:
            book = int(match["rounds"])
            values = sorted(set(range(1, 21)) | {book})
            options = [(v, (lambda v=v: tr("newgame.rounds", count=v))) for v in values]
            key = "match.rounds"
        self.length_key = key
        self.length.options = options  # type: ignore[assignment]
        wanted = chosen.get(key, book)  # a hand-edited settings file may hold anything here
        self.length.index = values.index(wanted if wanted in values else book)
        self._changed()
        self._assemble()

    def _assemble(self) -> None:
        """The widgets in tab order."""
        focused = self.form.focused
        self.form.widgets = [self.list, self.count, *(w for _, w in self.seat_offers())]
        self.form.widgets += [self.length, self.starter]
        for row in self.seats:
            self.form.widgets += [row.kind, row.name]
        self.form.widgets += [w for _, w in self.house_offers()]
        self.form.widgets += [self.change_button, self.back_button, self.rules_button]
        self.form.widgets += [self.learn_button]
        self.form.widgets += [self.start_button]
        if focused not in self.form.widgets:
            self.form.focused = None

    def on_enter(self) -> None:
        """Back from the workshop, the player's folder may have changed: it is read again."""
        if not self.built or rulecache.user_scan() is self.scan:
            return
        self.scan, self.scanned = rulecache.user_scan(), 0
        wanted = self.ruleset_id
        self.ids = list(rulecache.ids())
        self.list.set_items(self.ids, selected=0)
        if wanted in self.ids:
            self.list.select(self.ids.index(wanted))
        else:
            self._pick(self.ids[0])
            self.awaited = wanted
        self._take_scanned()

    # -- state -----------------------------------------------------------------------------
    def _take_scanned(self) -> None:
        """The player's rulesets read since the last frame join the list; the line under it
        says how far the reading is."""
        finished = self.scan.finished  # first: a file read after this is taken next frame
        found = self.scan.found(self.scanned)
        self.scanned += len(found)
        good = [c.path for c in found if c.good]
        if good:
            self.list.extend(good)
            self.ids = self.list.items
            if self.awaited in good:  # the last game's ruleset: chosen again once it is in
                self.list.select(self.ids.index(self.awaited))
                self.awaited = None
            if self.built:
                self.layout()
        if finished:
            self.list.progress = None
            self.awaited = None
            return
        self.list.progress = reading_progress(self.scan)

    def _pick(self, ruleset_id: str) -> None:
        self.awaited = None
        self.ruleset_id = ruleset_id
        self.message = ""
        self._load_ruleset()
        if self.built:
            self.layout()

    def setting(self, path: str) -> Any:
        """A setting as it will be played: the house rule chosen here, else the book's."""
        for offer, widget in self.offers:
            if offer.path == path:
                return widget.value  # type: ignore[attr-defined]
        value, _given = lookup(self.doc, path)  # every default is written in the document
        return value

    def overrides(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for offer, widget in self.offers:
            out.update(offer.overrides(widget.value))  # type: ignore[attr-defined]
        out.update(houserules.overrides_for(self.doc, {self.length_key: self.length.value}))
        return out

    def seat_offers(self) -> list[tuple[Offer, Widget]]:
        """House rules about the seats ("Most players"): shown in the players column."""
        return [(o, w) for o, w in self.offers if o.path in SEAT_SETTINGS]

    def house_offers(self) -> list[tuple[Offer, Widget]]:
        return [(o, w) for o, w in self.offers if o.path not in SEAT_SETTINGS]

    def explain(self, offer: Offer, value: Any) -> str:
        """A house rule's note: what it does at `value`, and what the book chose, in words."""
        path = offer.path
        said = setting_sentence(self.doc, path, value)
        if value == offer.book:
            return said + "\n" + tr("newgame.as_the_book")
        return (
            said + "\n" + tr("newgame.the_book", rule=setting_sentence(self.doc, path, offer.book))
        )

    def _seat_name(self, index: int) -> str:
        return self.seats[index].seat().shown_name(index)

    def chooses_starter(self) -> bool:
        return self.setting("rules.first_player") == "chosen"

    def _changed(self) -> None:
        """Keep the dependent controls in step: the player range, who begins."""
        low, high = int(self.doc["players"]["min"]), int(self.setting("players.max"))
        count = min(high, max(low, self.count.value))
        self.count.options = number_options(low, high)
        self.count.index = count - low
        for row in self.seats:
            row.kind.visible = row.name.visible = row.index < count
        starter = min(self.starter.value, count - 1)
        self.starter.options = [(i, partial(self._seat_name, i)) for i in range(count)]
        self.starter.index = starter
        self.starter.visible = self.chooses_starter()
        self._distinct_avatars()
        self.message = ""
        if self.built:
            self.layout()

    def _humans(self) -> list[SeatRow]:
        return [row for row in self.seats[: self.count.value] if row.kind.value == "human"]

    def _distinct_avatars(self) -> None:
        """No two people share a picture: a later seat moves on to the next free one."""
        used: set[int] = set()
        for row in self._humans():
            row.avatar = next_free_avatar(row.avatar, used)
            used.add(row.avatar)

    def next_avatar(self, row: SeatRow) -> None:
        """The badge clicked: this person's picture steps on to the next one nobody has."""
        taken = {other.avatar for other in self._humans() if other is not row}
        row.avatar = next_free_avatar(row.avatar + 1, taken)

    def setup(self) -> GameSetup:
        count = self.count.value
        return GameSetup(
            ruleset=self.ruleset_id,
            overrides=self.overrides(),
            seats=[row.seat() for row in self.seats[:count]],
            starter=self.starter.value if self.chooses_starter() else None,
        )

    # -- actions ---------------------------------------------------------------------------
    def start(self) -> None:
        """Deal, once the choices are checked (off the frame); with a match saved for Continue,
        first the question whether to replace it (asked here, once, not when New game is only
        opened to look)."""
        self._check_then(self._open_table)

    def learn(self) -> None:
        """A guided round of the chosen ruleset, with the house rules chosen here."""
        self._check_then(self._open_learn)

    def _check_then(self, then: Callable[[GameSetup], None]) -> None:
        """The ruleset file with the house rules chosen is checked (and its rules made) off
        the frame: a ruleset of 256 cards takes longer than a frame. `then` follows."""
        if self.checking is not None:
            return
        setup = self.setup()
        self.checking = (Job(lambda _say: _problems(setup), name="new-game-check"), then)

    def _checked(self) -> None:
        assert self.checking is not None
        job, then = self.checking
        if not job.done:
            return
        self.checking = None
        if job.exception is not None:
            from game.ruleset import RulesetError

            if not isinstance(job.exception, (RulesetError, OSError)):
                raise RuntimeError(f"checking the new game failed:\n{job.error}")
            self.message = tr("common.cannot_read", problem=str(job.exception))
        elif job.result:
            self.message = tr("newgame.invalid", problem=job.result[0].localized())
        else:
            then(self.setup())

    def _open_table(self, setup: GameSetup) -> None:
        from game.table import savegame

        assert self.app is not None
        if savegame.exists():
            self.app.scenes.open(
                "confirm",
                tr("title.replace_saved"),
                yes=tr("title.replace_yes"),
                no=tr("common.back"),
                callback=lambda replace: self._deal(setup) if replace is True else None,
            )
            return
        self._deal(setup)

    def _deal(self, setup: GameSetup) -> None:
        table = (self.table_factory or table_scene)(setup)
        P.current().new_game = {k: v for k, v in setup.to_dict().items() if k != "seed"}
        P.changed()
        assert self.app is not None
        self.app.scenes.replace(table)

    def _open_learn(self, setup: GameSetup) -> None:
        assert self.app is not None
        self.app.scenes.replace(make_scene("learn", setup.ruleset, setup.overrides))

    def change_rules(self) -> None:
        """The workshop on the chosen ruleset: a copy of one of the game's own, or one of the
        player's files to edit in place."""
        from pathlib import Path

        from game.workshop import KeepError, Workshop

        assert self.app is not None
        try:
            if self.ruleset_id in rulecache.ids():
                workshop = Workshop.start_from(self.ruleset_id)
            else:
                workshop = Workshop.open(Path(self.ruleset_id))
        except KeepError as error:
            self.message = tr(error.message.key, **dict(error.message.params))
            return
        self.app.scenes.open("workshop_edit", workshop)

    def read_rules(self) -> None:
        assert self.app is not None
        self.app.scenes.open("rules", self.ruleset_id, self.overrides())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for row in self._humans():
                if released_on(event, row.badge.collidepoint):
                    self.next_avatar(row)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if event.mod & pygame.KMOD_CTRL:
                self.start()
                return True
            if isinstance(self.form.focused, TextInput):
                self.form.move_focus(1)
                return True
        return super().handle_event(event)

    # -- layout ----------------------------------------------------------------------------
    def columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        w, h = self.size
        margin, gap = self.px(32), self.px(24)
        top, bottom = self.px(86), h - self.px(104)
        usable = w - 2 * margin - 2 * gap
        widths = (int(usable * 0.28), int(usable * 0.335))
        a = pygame.Rect(margin, top, widths[0], bottom - top)
        b = pygame.Rect(a.right + gap, top, widths[1], bottom - top)
        c = pygame.Rect(b.right + gap, top, w - margin - b.right - gap, bottom - top)
        return a, b, c

    def layout(self) -> None:
        a, b, c = self.columns()
        head = self.px(40)
        self.list.rect = pygame.Rect(a.x, a.y + head, a.w, a.h - head)
        # "Change these rules" beside the column's heading: the tiles keep their room.
        heading_w = theme.font(self.px(22), True).size(tr("newgame.ruleset"))[0]
        change_w = min(self.px(220), a.w - heading_w - self.px(12))
        self.change_button.rect = pygame.Rect(a.right - change_w, a.y, change_w, self.px(32))
        self.list.gap = self.px(10)
        shown = min(len(self.ids), TILES_SHOWN) + (0.6 if len(self.ids) > TILES_SHOWN else 0)
        tile = (self.list.rect.h - self.list.gap * (shown - 1)) / max(1, shown)
        self.list.row_height = max(self.px(64), int(tile))
        self.list.scroll_to(self.list.selected)
        self._layout_players(pygame.Rect(b.x, b.y + head, b.w, b.h - head))
        self._layout_house_rules(pygame.Rect(c.x, c.y + head, c.w, c.h - head))
        self.back_button.rect = self.bottom_row(self.px(32), self.px(150))
        self.rules_button.rect = self.bottom_row(
            self.back_button.rect.right + self.px(14), self.px(230)
        )
        self.learn_button.rect = self.bottom_row(
            self.rules_button.rect.right + self.px(14), self.px(230)
        )
        self.start_button.rect = self.bottom_row(0, self.px(260), right=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.list.progress is not None:
            self._take_scanned()
        if self.checking is not None:
            self._checked()
        under = None
        if self.pointer is not None:
            for (_offer, widget), rect in zip(self.offers, self.offer_rows(), strict=False):
                if widget.visible and (
                    widget.rect.collidepoint(self.pointer) or rect.collidepoint(self.pointer)
                ):
                    under = widget
        self.resting = self.hover.update(under, dt)  # type: ignore[assignment]

    def offer_rows(self) -> list[pygame.Rect]:
        """Each house rule's row (label and control), where the pointer asks for its note."""
        labels = getattr(self, "offer_labels", [])
        return [
            label.union(widget.rect)
            for label, (_o, widget) in zip(labels, self.offers, strict=False)
        ]

    def _layout_players(self, area: pygame.Rect) -> None:
        rows: list[tuple[str, Widget | None]] = [("count", self.count)]
        rows += [(offer.path, widget) for offer, widget in self.seat_offers()]
        rows.append(("length", self.length))
        if self.starter.visible:
            rows.append(("starter", self.starter))
        count = self.count.value
        pitch = min(self.px(48), area.h // (len(rows) + count + 0.4))
        height = int(pitch * 0.82)
        label_w = int(area.w * 0.42)
        y = area.y
        self.player_labels: list[tuple[str, pygame.Rect]] = []
        self.seat_offer_labels: dict[str, pygame.Rect] = {}
        for key, widget in rows:
            self.player_labels.append((key, pygame.Rect(area.x, y, label_w, height)))
            self.seat_offer_labels[key] = self.player_labels[-1][1]
            widget.rect = pygame.Rect(area.x + label_w, y, area.w - label_w, height)  # type: ignore[union-attr]
            y += pitch
        y += int(pitch * 0.4)
        badge = height
        kind_w = int((area.w - badge - self.px(16)) * 0.48)
        for row in self.seats[:count]:
            row.badge = pygame.Rect(area.x, y, badge, height)
            row.kind.rect = pygame.Rect(row.badge.right + self.px(8), y, kind_w, height)
            row.name.rect = pygame.Rect(
                row.kind.rect.right + self.px(8),
                y,
                area.right - row.kind.rect.right - self.px(8),
                height,
            )
            y += pitch

    def _layout_house_rules(self, area: pygame.Rect) -> None:
        n = max(1, len(self.house_offers()))
        pitch = min(self.px(48), (area.h - self.px(24)) // n)
        height = min(self.px(36), int(pitch * 0.8))
        control_w = int(area.w * 0.42)
        y = area.y + self.px(24)
        self.offer_labels: list[pygame.Rect] = []
        for offer, widget in self.offers:
            if offer.path in SEAT_SETTINGS:
                self.offer_labels.append(self.seat_offer_labels[offer.path])
                continue
            widget.rect = pygame.Rect(area.right - control_w, y, control_w, height)
            self.offer_labels.append(
                pygame.Rect(
                    area.x, y - (pitch - height) // 2, area.w - control_w - self.px(12), pitch
                )
            )
            y += pitch

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.tiles.next_frame()
        self.draw_background(surface)
        a, b, c = self.columns()
        for rect, key in (
            (a, "newgame.ruleset"),
            (b, "newgame.players"),
            (c, "newgame.house_rules"),
        ):
            blit_text(surface, tr(key), self.px(22), rect.topleft, bold=True, colour=theme.GOLD)
        blit_text(
            surface,
            tr("newgame.book_default"),
            self.px(13),
            (c.x, c.y + self.px(38)),
            colour=TEXT_DIM,
        )
        labels = {
            "count": tr("newgame.count"),
            "length": tr("newgame.length"),
            "starter": tr("newgame.starter"),
        }
        for offer, _widget in self.seat_offers():
            labels[offer.path] = offer.label(self.doc)
        size = min(  # one size for the column's labels
            [self.px(17)]
            + [fit_size(labels[k], r.w - self.px(8), self.px(17)) for k, r in self.player_labels]
        )
        for key, rect in self.player_labels:
            blit_text(surface, labels[key], size, rect.midleft, anchor="midleft")
        for row in self.seats[: self.count.value]:
            self._draw_badge(surface, row)
        house = [(o, w, r) for (o, w), r in zip(self.offers, self.offer_labels, strict=True)]
        house = [(o, w, r) for o, w, r in house if o.path not in SEAT_SETTINGS]
        texts = [
            offer.label(self.doc) + (" •" if widget.value != offer.book else "")  # type: ignore[attr-defined]
            for offer, widget, _rect in house
        ]
        size = min(
            [self.px(15)]
            + [fit_size(t, r.w, self.px(15)) for t, (_o, _w, r) in zip(texts, house, strict=True)]
        )
        size = max(size, self.px(13))
        for text, (offer, widget, rect) in zip(texts, house, strict=True):
            changed = widget.value != offer.book  # type: ignore[attr-defined]
            blit_lines(surface, text, rect, size, theme.GOLD if changed else TEXT_LIGHT)
        self.form.draw(surface)
        self._draw_note(surface)
        if self.message:
            blit_text(
                surface,
                self.message,
                self.px(16),
                (self.start_button.rect.left - self.px(16), self.start_button.rect.centery),
                colour=(255, 190, 170),
                anchor="midright",
                width=self.start_button.rect.left - self.learn_button.rect.right - self.px(32),
            )
        hint_line(surface, self._hint(), self)

    def _hint(self) -> str:
        return tr("newgame.hint")

    def _draw_note(self, surface: pygame.Surface) -> None:
        """The note of the house rule under the resting pointer, else of the focused one."""
        target = self.resting or self.form.focused
        for (offer, widget), rect in zip(self.offers, self.offer_rows(), strict=False):
            if widget is target and widget.visible:
                text = self.explain(offer, widget.value)  # type: ignore[attr-defined]
                draw_tooltip(surface, text, rect, size=self.px(15))
                return

    def _draw_badge(self, surface: pygame.Surface, row: SeatRow) -> None:
        human = row.kind.value == "human"
        if human:  # a person's own picture: click it for another
            draw_avatar(surface, row.avatar, row.badge.center, row.badge.h // 2 - 2)
            return
        colour = theme.GOLD if human else (60, 120, 92)
        pygame.draw.circle(surface, colour, row.badge.center, row.badge.h // 2)
        blit_text(
            surface,
            str(row.index + 1),
            int(row.badge.h * 0.5),
            row.badge.center,
            bold=True,
            colour=theme.INK if human else TEXT_LIGHT,
            anchor="center",
        )

    def busy(self) -> bool:
        # Frames keep coming while the list fills and its tiles' pictures are painted.
        return self.list.progress is not None or self.tiles.waiting or self.checking is not None

    def _draw_tile(
        self, surface: pygame.Surface, rect: pygame.Rect, ruleset_id: str, row: RowState
    ) -> None:
        self.tiles.draw(
            surface, rect, ruleset_id, selected=row.selected, focused=row.focused, scale=self.s
        )
