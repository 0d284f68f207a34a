"""The table's options (game.table.options): the preferences' values, what a caller fixes over
them, and Settings changing only what was not fixed."""

from __future__ import annotations

import pytest

from game.table.options import TableOptions
from game.table.prefs import Prefs


def test_the_options_are_the_preferences_where_nothing_is_fixed() -> None:
    p = Prefs(animation_speed=2.0, bot_pace=0.5, hints=False, hint_button=True, call_grace=4.0)
    options = TableOptions.from_prefs(p)
    assert (options.speed, options.pace, options.hints) == (2.0, 0.5, False)
    assert (options.hint_button, options.call_grace, options.fixed) == (True, 4.0, frozenset())
    assert (options.autosave, options.bot_process, options.coach) == (False, True, None)


def test_settings_change_what_was_not_fixed() -> None:
    options = TableOptions.from_prefs(Prefs(), pace=0.05, autosave=True, coach=False)
    after = options.again(Prefs(bot_pace=3.0, call_grace=0.0, take_forced=True))
    assert (after.pace, after.autosave, after.coach) == (0.05, True, False)  # fixed
    assert (after.call_grace, after.take_forced) == (0.0, True)  # the new preferences


def test_a_fixed_speed_keeps_the_tables_look() -> None:
    """Tests and benchmarks fix their speed: the card size and the lifted cards stay too."""
    options = TableOptions.from_prefs(Prefs(hints=True), speed=30.0)
    after = options.again(Prefs(hints=False, card_size="large"))
    assert after.hints and after.card_scale == options.card_scale


def test_none_is_the_preferences_value_and_an_unknown_option_is_an_error() -> None:
    assert TableOptions.from_prefs(Prefs(hint_button=True), hint_button=None).hint_button
    with pytest.raises(TypeError, match="no such table option: sped"):
        TableOptions.from_prefs(Prefs(), sped=2.0)
