"""New game's controls, made from the form: a row per seat, a control per house rule, the
match lengths. Each control tells the form of a change through `change(method, *args)`, the
screen's, which then shows what the form holds."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.i18n import tr
from game.table.houserules import Offer
from game.table.newgameform import NewGameForm
from game.table.newgamerules import HouseRules
from game.table.newgameseats import KINDS, NAME_ROOM, kind_words
from game.ui.widgets.controls import Choice, Text, Toggle, number_options
from game.ui.widgets.fields import TextInput

Change = Callable[..., None]  # the screen's: a form method and its arguments, then the value
HouseControl = Toggle | Choice[Any]  # a house rule's control: yes or no, or one of its values


class SeatRow:
    """A seat's controls: who sits there, their name, and the badge left of them."""

    def __init__(self, kind: Choice[str], name: TextInput) -> None:
        self.kind, self.name = kind, name
        self.badge = pygame.Rect(0, 0, 0, 0)  # a person's picture: click it for another


def seat_rows(choices: NewGameForm, change: Change) -> list[SeatRow]:
    """A row for every seat the table can have; the screen shows the ones at the table."""
    kinds: list[tuple[Any, Text]] = [(k, partial(kind_words, k)) for k in KINDS]
    return [
        SeatRow(
            Choice(kinds, seat.kind, partial(change, choices.set_kind, i)),
            TextInput(
                seat.name,
                partial(change, choices.rename, i),
                max_length=NAME_ROOM,  # longer than a plate: the table cuts it at a word
                placeholder=partial(seat.default_name, i),
            ),
        )
        for i, seat in enumerate(choices.seats)
    ]


def house_controls(choices: NewGameForm, change: Change) -> list[tuple[Offer, HouseControl]]:
    """A control for each of the chosen ruleset's house rules, at the value chosen."""
    house = choices.house
    made: list[tuple[Offer, HouseControl]] = []
    for offer in house.offers:
        value = house.values[offer.path]
        on_change = partial(change, choices.set_house_rule, offer.path)
        widget: HouseControl
        if offer.kind == "bool":
            yes, no = (lambda: tr("value.yes")), (lambda: tr("value.no"))
            widget = Toggle(bool(value), on_change, on_text=yes, off_text=no)
        else:
            wraps = offer.kind != "int"  # a number stops at its ends
            widget = Choice(offer.options, value, on_change, wrap_around=wraps)
        made.append((offer, widget))
    return made


def show_length(length: Choice[int], house: HouseRules) -> None:
    """The match lengths the ruleset offers on `length`, at the one chosen."""
    options: list[tuple[Any, Text]] = [(n, partial(house.length_words, n)) for n in house.lengths]
    length.options = options
    length.index = house.lengths.index(house.length)


def show_seats(
    count: Choice[int], starter: Choice[int], rows: list[SeatRow], choices: NewGameForm
) -> None:
    """How many may sit, the rows of the seats at the table, and who may begin."""
    low, high = choices.count_range
    count.options = number_options(low, high)
    count.index = choices.count - low
    for i, row in enumerate(rows):
        row.kind.visible = row.name.visible = i < choices.count
    seated: list[tuple[Any, Text]] = [
        (i, partial(choices.seat_name, i)) for i in range(choices.count)
    ]
    starter.options = seated
    starter.index = choices.starter
    starter.visible = choices.chooses_starter
