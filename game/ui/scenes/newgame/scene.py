"""New game: choose a ruleset, the seats, the match length and the house rules, then deal.

Three columns: the rulesets (a card each: name, players, one line), the players (how many,
each a person or a bot of some level, with a name), and the ruleset's house rules (its D-n
decisions, preset to the book's choice). The choices, and what each allows, are the New game
form's (`game.table.newgameform`, `choices` here): this screen turns clicks and keys into the
form's methods and draws what it holds. Start has the form check its setup off the frame, then
replaces this screen with the table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.i18n import tr
from game.table.houserules import Offer
from game.table.newgameform import NewGameForm, last_game, remember
from game.table.newgamerules import SEAT_SETTINGS, HouseRules
from game.table.options import TableOptions
from game.table.setup import GameSetup
from game.ui.art import theme
from game.ui.presses import released_on
from game.ui.scene import Scene
from game.ui.scenes import confirm
from game.ui.scenes import make as make_scene
from game.ui.scenes.newgame import controls, labels
from game.ui.scenes.newgame.controls import HouseControl
from game.ui.scenes.newgame.layout import (
    columns,
    pager_places,
    place_house_rules,
    place_players,
    tile_height,
)
from game.ui.scenes.newgame.tiles import GROUP_HEADING, RulesetTiles, group_firsts
from game.ui.widgets.controls import Button, Choice, Widget
from game.ui.widgets.fields import TextInput
from game.ui.widgets.forms import FormScene, hint_line
from game.ui.widgets.scrolllist import RowState, ScrollList, reading_progress
from game.ui.widgets.tooltip import HoverDelay, draw_tooltip

TableFactory = Callable[[GameSetup], Scene]


def table_scene(setup: GameSetup) -> Scene:
    return make_scene(
        "table", setup, TableOptions.from_prefs(autosave=True)
    )  # saved after every move: Continue resumes it


class NewGameScene(FormScene):
    title = staticmethod(lambda: tr("newgame.title"))

    def __init__(
        self, previous: GameSetup | None = None, *, table_factory: TableFactory | None = None
    ) -> None:
        super().__init__()
        # The last game's choices, kept in the settings, unless the caller gives a game.
        self.choices = NewGameForm(previous if previous is not None else last_game())
        self.table_factory = table_factory
        self.shown: HouseRules | None = None  # the house rules the controls were made for
        self.offers: list[tuple[Offer, HouseControl]] = []
        self.player_labels: list[tuple[str, pygame.Rect]] = []  # label keys and their places
        self.offer_labels: list[pygame.Rect] = []  # each house rule's label, as `offers`
        self.tiles = RulesetTiles()
        self.hover = HoverDelay()
        self.pointer: tuple[int, int] | None = None
        self.resting: object | None = None  # the house rule the pointer rests on
        self.then: Callable[[GameSetup], None] | None = None  # after the check: deal or learn

    # -- building --------------------------------------------------------------------------
    def build(self) -> None:
        choices = self.choices
        self.group_firsts = group_firsts(choices.ids)
        self.list = ScrollList(
            self._draw_tile,
            choices.ids,
            measure=self._tile_height,
            selected=choices.ids.index(choices.ruleset_id),
            on_select=self._pick,
            on_activate=lambda _id: self.start(),
        )
        self.seats = controls.seat_rows(choices, self._change)
        self.count = Choice(
            [(0, "")], 0, partial(self._change, choices.set_count), wrap_around=False
        )
        self.length = Choice(
            [(0, "")], 0, partial(self._change, choices.set_length), wrap_around=False
        )
        self.starter = Choice([(0, "")], 0, choices.set_starter, wrap_around=False)
        self.rules_button = Button(lambda: tr("newgame.read_rules"), self.read_rules, style="quiet")
        self.back_button = Button(lambda: tr("common.back"), self.back, style="quiet")
        self.start_button = Button(lambda: tr("newgame.start"), self.start, style="primary")
        self.learn_button = Button(lambda: tr("newgame.learn"), self.learn, style="quiet")
        # The house rules' pages, where they do not all fit at a readable height.
        self.house_page = 0
        self.house_pages = 1
        self.page_words = pygame.Rect(0, 0, 0, 0)
        self.previous_page = Button(lambda: "‹", partial(self._turn_page, -1), style="quiet")
        self.next_page = Button(lambda: "›", partial(self._turn_page, 1), style="quiet")
        self.change_button = Button(
            lambda: tr("newgame.change_rules"), self.change_rules, style="quiet"
        )
        self._show()
        self._take_scanned()

    def _make_offers(self) -> None:
        """Controls for the chosen ruleset's house rules and match length."""
        self.shown = self.choices.house
        self.house_page = 0
        self.offers = controls.house_controls(self.choices, self._change)
        controls.show_length(self.length, self.shown)
        self._assemble()

    def _assemble(self) -> None:
        """The widgets in tab order."""
        focused = self.form.focused
        self.form.widgets = [self.list, self.count, *(w for _, w in self.seat_offers())]
        self.form.widgets += [self.length, self.starter]
        for row in self.seats:
            self.form.widgets += [row.kind, row.name]
        self.form.widgets += [w for _, w in self.house_offers()]
        self.form.widgets += [self.previous_page, self.next_page]
        self.form.widgets += [self.change_button, self.back_button, self.rules_button]
        self.form.widgets += [self.learn_button]
        self.form.widgets += [self.start_button]
        if focused not in self.form.widgets:
            self.form.focused = None

    def seat_offers(self) -> list[tuple[Offer, HouseControl]]:
        """House rules about the seats ("Most players"): shown in the players column."""
        return [(o, w) for o, w in self.offers if o.path in SEAT_SETTINGS]

    def house_offers(self) -> list[tuple[Offer, HouseControl]]:
        return [(o, w) for o, w in self.offers if o.path not in SEAT_SETTINGS]

    def _turn_page(self, step: int) -> None:
        """The house rules' next or previous page; the focus stays on the pager."""
        self.house_page = (self.house_page + step) % self.house_pages
        self.layout()

    # -- the form's state on the controls --------------------------------------------------
    def _change(self, change: Callable[..., None], *args: Any) -> None:
        """A control changed: the form is told, and the controls follow what it then holds."""
        change(*args)
        self._show()

    def _show(self) -> None:
        """The controls as the form holds them: the ruleset's house rules, how many may sit,
        who may begin."""
        if self.choices.house is not self.shown:
            self._make_offers()
        controls.show_seats(self.count, self.starter, self.seats, self.choices)
        if self.built:
            self.layout()

    def _sync_list(self) -> None:
        """The rulesets' list as the form's: rulesets read since join at its end."""
        ids, items = self.choices.ids, self.list.items
        self.group_firsts = group_firsts(ids)
        if ids[: len(items)] == items:
            self.list.extend(ids[len(items) :])
        else:
            self.list.set_items(ids)
        chosen = ids.index(self.choices.ruleset_id)
        if self.list.selected != chosen:
            self.list.selected = chosen
            self.list.scroll_to(chosen)

    def _take_scanned(self) -> None:
        """The player's rulesets read since the last frame join the list; the line under it
        says how far the reading is."""
        if self.choices.take_scanned():
            self._sync_list()
            self._show()
        self.list.progress = reading_progress(self.choices.scan) if self.choices.reading else None

    def _pick(self, ruleset_id: str) -> None:
        self.choices.choose(ruleset_id)
        self._sync_list()
        self._show()

    def on_enter(self) -> None:
        """Back from the workshop, the player's folder may have changed: it is read again."""
        if self.built and self.choices.reread():
            self._sync_list()
            self._show()
            self._take_scanned()

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
        if self.choices.check():
            self.then = then

    def _checked(self) -> None:
        """The check done: what was pressed follows, or the form says why it cannot."""
        setup = self.choices.checked()
        if self.choices.checking is None and self.then is not None:
            then, self.then = self.then, None
            if setup is not None:
                then(setup)

    def _open_table(self, setup: GameSetup) -> None:
        from game.table import savegame

        assert self.app is not None
        if savegame.exists():
            question = confirm(
                tr("title.replace_saved"), yes=tr("title.replace_yes"), no=tr("common.back")
            )
            self.app.scenes.push(
                question, lambda replace: self._deal(setup) if replace is True else None
            )
            return
        self._deal(setup)

    def _deal(self, setup: GameSetup) -> None:
        table = (self.table_factory or table_scene)(setup)
        remember(setup)
        assert self.app is not None
        self.app.scenes.replace(table)

    def _open_learn(self, setup: GameSetup) -> None:
        assert self.app is not None
        self.app.scenes.replace(make_scene("learn", setup.ruleset, setup.overrides))

    def change_rules(self) -> None:
        """The workshop on the chosen ruleset (the form says why where it cannot open)."""
        workshop = self.choices.workshop()
        if workshop is not None:
            assert self.app is not None
            self.app.scenes.open("workshop_edit", workshop)

    def read_rules(self) -> None:
        assert self.app is not None
        self.app.scenes.open("rules", self.choices.ruleset_id, self.choices.house.overrides())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, row in enumerate(self.seats[: self.choices.count]):
                human = self.choices.seats[i].human
                if human and released_on(event, row.badge.collidepoint):
                    self.choices.next_avatar(i)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if event.mod & pygame.KMOD_CTRL:
                self.start()
                return True
            if isinstance(self.form.focused, TextInput):
                self.form.move_focus(1)
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.choices.reading:
            self._take_scanned()
        if self.then is not None:
            self._checked()
        under = None
        if self.pointer is not None:
            for (_offer, widget), rect in zip(self.offers, self.offer_rows(), strict=False):
                if widget.visible and (
                    widget.rect.collidepoint(self.pointer) or rect.collidepoint(self.pointer)
                ):
                    under = widget
        self.resting = self.hover.update(under, dt)

    def busy(self) -> bool:
        # Frames keep coming while the list fills and its tiles' pictures are painted.
        return (
            self.list.progress is not None
            or self.tiles.waiting
            or self.choices.checking is not None
        )

    # -- layout ----------------------------------------------------------------------------
    def columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        return columns(self.size, self.px)

    def layout(self) -> None:
        a, b, c = self.columns()
        head = self.px(40)
        self.list.rect = pygame.Rect(a.x, a.y + head, a.w, a.h - head)
        # "Change these rules" beside the column's heading: the tiles keep their room.
        heading_w = theme.font(self.px(22), True).size(tr("newgame.ruleset"))[0]
        change_w = min(self.px(220), a.w - heading_w - self.px(12))
        self.change_button.rect = pygame.Rect(a.right - change_w, a.y, change_w, self.px(32))
        self.list.gap = self.px(10)
        self.list.row_height = tile_height(
            self.list.rect.h, self.list.gap, len(self.list.items), self.px
        )
        self.list.scroll_to(self.list.selected)
        self._place_players(pygame.Rect(b.x, b.y + head, b.w, b.h - head))
        house = pygame.Rect(c.x, c.y + head, c.w, c.h - head)
        beside_seats = dict(self.player_labels)
        self.offer_labels, self.house_pages = place_house_rules(
            house, self.offers, beside_seats, self.px, self.house_page
        )
        self.house_page = min(self.house_page, self.house_pages - 1)
        previous, self.page_words, following = pager_places(house, self.px)
        self.previous_page.rect, self.next_page.rect = previous, following
        self.previous_page.visible = self.next_page.visible = self.house_pages > 1
        self.back_button.rect = self.bottom_row(self.px(32), self.px(150))
        self.rules_button.rect = self.bottom_row(
            self.back_button.rect.right + self.px(14), self.px(230)
        )
        self.learn_button.rect = self.bottom_row(
            self.rules_button.rect.right + self.px(14), self.px(230)
        )
        self.start_button.rect = self.bottom_row(0, self.px(260), right=True)

    def _place_players(self, area: pygame.Rect) -> None:
        rows: list[tuple[str, Widget]] = [("count", self.count)]
        rows += [(offer.path, widget) for offer, widget in self.seat_offers()]
        rows.append(("length", self.length))
        if self.starter.visible:
            rows.append(("starter", self.starter))
        seated = self.seats[: self.choices.count]
        self.player_labels = place_players(area, rows, seated, self.px)

    def offer_rows(self) -> list[pygame.Rect]:
        """Each house rule's row (label and control), where the pointer asks for its note."""
        return [
            label.union(widget.rect)
            for label, (_o, widget) in zip(self.offer_labels, self.offers, strict=False)
        ]

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.tiles.next_frame()
        self.draw_background(surface)
        labels.headings(surface, self.columns(), self.px)
        house = self.choices.house
        seat_offers = [offer for offer, _widget in self.seat_offers()]
        labels.player_labels(surface, self.player_labels, seat_offers, house.doc, self.px)
        for i, row in enumerate(self.seats[: self.choices.count]):
            seat = self.choices.seats[i]
            labels.badge(surface, row.badge, i, seat.avatar if seat.human else None)
        offers = [offer for offer, _widget in self.offers]
        labels.house_labels(surface, offers, self.offer_labels, house, self.px)
        if self.house_pages > 1:
            labels.page_words(surface, self.page_words, self.house_page, self.house_pages, self.px)
        self.form.draw(surface)
        self._draw_note(surface)
        if self.choices.message:
            room = self.start_button.rect.left - self.learn_button.rect.right - self.px(32)
            labels.refusal(surface, self.choices.message, self.start_button.rect, room, self.px)
        hint_line(surface, tr("newgame.hint"), self)

    def _draw_note(self, surface: pygame.Surface) -> None:
        """The note of the house rule under the resting pointer, else of the focused one."""
        target = self.resting or self.form.focused
        for (offer, widget), rect in zip(self.offers, self.offer_rows(), strict=False):
            if widget is target and widget.visible:
                text = self.choices.explain(offer, self.choices.setting(offer.path))
                draw_tooltip(surface, text, rect, size=self.px(15))
                return

    def _tile_height(self, ruleset_id: str, _width: int) -> int:
        """A tile's row: the first of a group has its group's heading above it."""
        heading = self.px(GROUP_HEADING) if ruleset_id in self.group_firsts else 0
        return self.list.row_height + heading

    def _draw_tile(
        self, surface: pygame.Surface, rect: pygame.Rect, ruleset_id: str, row: RowState
    ) -> None:
        heading = self.group_firsts.get(ruleset_id)
        if heading is not None:
            top = self.px(GROUP_HEADING)
            words = pygame.Rect(rect.x, rect.y, rect.w, top)
            labels.group_heading(surface, words, tr(heading), self.px)
            rect = pygame.Rect(rect.x, rect.y + top, rect.w, rect.h - top)
        self.tiles.draw(
            surface, rect, ruleset_id, selected=row.selected, focused=row.focused, scale=self.s
        )
