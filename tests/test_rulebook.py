"""Every setting that changes play is said in words, for every ruleset, value and language.

The schema is the list of settings: `hand_size` and every property of `players`, `rules`,
`calls`, `scoring` and `match` (but the list of calls, said call by call) and every parameter
of every effect.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from typing import Any

import pytest

from game.housewords import setting_sentence
from game.i18n import LANGUAGES, set_language, tr
from game.rulebook import SAID, card_words, either, rank_names, table_rules
from game.ruleset.house_rules import house_rules
from game.ruleset.schema import choices, deref, load_schema
from game.table import rulecache

SECTIONS = ("players", "hand_size", "hand_size_by_players", "rules", "calls", "scoring", "match")
NOT_SETTINGS = {"calls.list"}  # said call by call ("Say “Mau” when ...")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def schema_settings() -> list[str]:
    """Every table setting the format knows, by dotted path."""
    out: list[str] = []

    def walk(node: dict[str, Any], path: str) -> None:
        node = deref(node)
        props = node.get("properties")
        if not props:
            out.append(path)
            return
        for key, child in props.items():
            walk(child, f"{path}.{key}")

    for section in SECTIONS:
        walk(load_schema()["properties"][section], section)
    return [p for p in out if p not in NOT_SETTINGS]


def effect_parameters() -> dict[str, list[str]]:
    defs = load_schema()["$defs"]
    return {
        name.removesuffix("_params"): list(node.get("properties", {}))
        for name, node in defs.items()
        if name.endswith("_params")
    }


def sample_values(doc: dict[str, Any], path: str, current: Any) -> list[Any]:
    """The values a setting may take (a few for numbers and lists)."""
    listed = choices(path)
    if listed:
        return listed
    if isinstance(current, bool):
        return [False, True]
    if isinstance(current, int) or current is None and path.startswith(("match.", "players.")):
        return [1, 2, 5] if "points" not in path else [0, 1, 100]
    if path == "rules.jump_in.ranks":
        return ["numbers", list(doc["ranks"])[:2]]
    if path == "rules.groups.same_rank.ranks":
        return ["any", "numbers", "specials", list(doc["ranks"])[:2]]
    if path == "rules.going_out.not_with":
        return [[], "specials", list(doc["ranks"])[:2]]
    if path in ("rules.groups.run.order", "rules.groups.suit_after.ranks"):
        return [[], list(doc["ranks"])[:2]]
    if path == "rules.deck":
        return ["main", *doc.get("deck_options", {})]
    if path == "match.winner":
        return ["lowest_total", "highest_total", "most_wins"]
    if path == "scoring.colour_factors":
        first, second = doc["colours"][:2]
        return [{}, {first: 2}, {first: 3, second: 0}]
    if path == "hand_size_by_players":
        return [[], [{"players": 2, "hand_size": 7}, {"players": 3, "hand_size": 6}]]
    if path == "rules.packs_by_players":
        return [[], [{"from_players": 5, "packs": 2}]]
    raise AssertionError(f"no sample values for {path}")


def value_at(doc: dict[str, Any], path: str) -> Any:
    node: Any = doc
    for part in path.split("."):
        node = node[int(part)] if isinstance(node, list) else node.get(part)
    return node


def clean(text: str) -> None:
    assert text.strip(), "empty sentence"
    assert "{" not in text and "}" not in text, text
    assert not SNAKE.search(text), text


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_every_table_setting_of_the_schema_is_said() -> None:
    assert sorted(schema_settings()) == sorted(SAID)


@pytest.mark.parametrize("ruleset_id", rulecache.all_ids())
def test_every_setting_value_has_a_sentence(ruleset_id: str, lang: str) -> None:
    doc = rulecache.document(ruleset_id)
    for path in SAID:
        values = sample_values(doc, path, value_at(doc, path))
        said = [setting_sentence(doc, path, v) for v in values]
        for text in said:
            clean(text)
        assert len(set(said)) == len(said), (path, said)  # each value says something else


@pytest.mark.parametrize("ruleset_id", rulecache.all_ids())
def test_every_effect_parameter_changes_the_card_words(ruleset_id: str, lang: str) -> None:
    doc = rulecache.document(ruleset_id)
    params = effect_parameters()
    for rank_id, rank in doc["ranks"].items():
        for index, effect in enumerate(rank["effects"]):
            ((name, given),) = effect.items()
            for param in params[name]:
                path = f"ranks.{rank_id}.effects.{index}.{name}.{param}"
                said = {}
                for value in effect_samples(doc, name, param, given):
                    said[repr(value)] = setting_sentence(doc, path, value)
                    clean(said[repr(value)])
                if name == "draw" and param == "after_draw" and given["loses_turn"]:
                    continue  # a victim who loses the turn never reaches the choice
                if (
                    name == "skip"
                    and param in ("chain_answer", "stacked")
                    and not given["stack_with"]
                ):
                    continue  # nobody can answer a skip that nothing answers
                assert len(set(said.values())) == len(said), (path, said)


def effect_samples(doc: dict[str, Any], name: str, param: str, given: dict[str, Any]) -> list[Any]:
    path = f"ranks.x.effects.0.{name}.{param}"
    listed = choices(path)
    if listed:
        return listed
    value = given.get(param)
    if isinstance(value, bool):
        return [False, True]
    if isinstance(value, int):
        return [1, 2, 3]
    if param in ("stack_with", "defended_by", "returned_by"):
        return [[], [next(iter(doc["ranks"]))]]
    if param == "modes":
        return [["swap"], ["pass_left", "pass_right"]]
    if param == "attacks":
        return [["draw"], ["skip"], ["draw", "skip"]]
    if param == "options":
        return [value]
    raise AssertionError(f"no samples for {name}.{param}")


@pytest.mark.parametrize("ruleset_id", rulecache.all_ids())
def test_house_rules_have_sentences_that_differ(ruleset_id: str, lang: str) -> None:
    doc = rulecache.document(ruleset_id)
    for rule in house_rules(doc):
        for path in rule.settings:  # a setting the house rule shares may repeat a value
            values = {repr(v): v for v in rule.values_by_setting[path]}.values()
            said = [setting_sentence(doc, path, v) for v in values]
            for text in said:
                clean(text)
            assert len(set(said)) == len(said), (rule.id, path, said)


def test_colour_rush_says_drawn_card_and_draw_4() -> None:
    doc = rulecache.document("noris")
    lines = table_rules(doc)
    assert (
        "A drawn card may not be played in the same turn, even if it fits: the turn is over."
        in (lines)
    )
    draw4 = " ".join(card_words(doc["ranks"]["draw4"], {"draw4": "Draw 4"}))
    assert "after drawing their turn is over" in draw4
    played = copy.deepcopy(doc)
    played["ranks"]["draw4"]["effects"][0]["draw"]["loses_turn"] = False
    assert "they still take their turn" in " ".join(
        card_words(played["ranks"]["draw4"], {"draw4": "Draw 4"})
    )


@pytest.mark.parametrize("ruleset_id", rulecache.all_ids())
def test_table_rules_say_each_value_of_the_file(ruleset_id: str, lang: str) -> None:
    doc = rulecache.document(ruleset_id)
    lines = table_rules(doc)
    for line in lines:
        clean(line)
    for path in ("rules.drawn_card", "rules.reshuffle", "rules.blocked_round", "rules.start_card"):
        assert setting_sentence(doc, path, value_at(doc, path)) in lines, path


@pytest.mark.parametrize("language", LANGUAGES)
def test_jumping_in_with_no_card_is_said(language: str) -> None:
    """`jump_in: {enabled: true, ranks: []}` passes check; the rules viewer, `maumau rules`
    and a house rule offering `[]` raised IndexError in `either` (found by tests/guard)."""
    doc = copy.deepcopy(rulecache.document("noris"))
    doc["rules"]["jump_in"].update(enabled=True, ranks=[])
    set_language(language)
    try:
        lines = table_rules(doc)
        assert setting_sentence(doc, "rules.jump_in.ranks", []) in lines
        assert setting_sentence(doc, "rules.jump_in.ranks", []) != setting_sentence(
            doc, "rules.jump_in.ranks", "numbers"
        )
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_stacked_card_without_a_draw_is_said_to_end_the_attack(language: str) -> None:
    """A card in a Draw card's `stack_with` that has no draw of its own adds nothing: played,
    it ends the attack (the engine drops it). The rules say so of that card, and say only the
    drawing cards stack; a Joker whose options draw stacks, one whose options do not is not
    named at all (it has no option to answer with)."""
    set_language(language)
    doc = copy.deepcopy(rulecache.document("classic"))
    doc["ranks"]["7"]["effects"][0]["draw"]["stack_with"] = ["7", "jack", "8"]
    names = rank_names(doc)
    words = " ".join(card_words(doc["ranks"]["7"], names))
    only_seven = copy.deepcopy(doc)
    only_seven["ranks"]["7"]["effects"][0]["draw"]["stack_with"] = ["7"]
    plain = " ".join(card_words(only_seven["ranks"]["7"], rank_names(only_seven)))
    stacks = tr("effect.draw_stack", cards=names["7"])
    ends = tr("effect.draw_stack_ends", cards=either(["jack", "8"], names))
    assert stacks in words and ends in words
    assert stacks in plain and tr("effect.draw_stack_ends", cards="X").split("X")[-1] not in plain
    # Nothing but a card without a draw: only the ending is said.
    doc["ranks"]["7"]["effects"][0]["draw"]["stack_with"] = ["jack"]
    words = " ".join(card_words(doc["ranks"]["7"], rank_names(doc)))
    assert tr("effect.draw_stack", cards=names["jack"]) not in words
    assert tr("effect.draw_stack_ends", cards=names["jack"]) in words
    # Names that know nothing of the ranks (a plain mapping): every listed card stacks.
    words = " ".join(card_words(doc["ranks"]["7"], dict(names)))
    assert tr("effect.draw_stack", cards=names["jack"]) in words


def test_a_joker_stacks_only_where_an_option_draws() -> None:
    set_language("en")
    doc = copy.deepcopy(rulecache.document("emmi"))
    names = rank_names(doc)
    assert names.answers["draw"]["joker"] is True  # its draw2 option draws
    doc["ranks"]["joker"]["effects"][0]["choose_effect"]["options"].pop("draw2")
    names = rank_names(doc)
    assert "joker" not in names.answers["draw"]
    words = " ".join(card_words(doc["ranks"]["draw2"], names))
    assert names["joker"] not in words


def test_who_begins_is_said_on_the_side_play_starts_to() -> None:
    """The engine starts counterclockwise play at the dealer's right (`state.new_round`), so
    the rules say the player right of the dealer begins, not left (Tschau Sepp plays so)."""
    doc = copy.deepcopy(rulecache.document("classic"))
    assert "left of the dealer" in setting_sentence(doc, "rules.first_player", "left_of_dealer")
    doc["rules"]["first_direction"] = "counterclockwise"
    said = setting_sentence(doc, "rules.first_player", "left_of_dealer")
    assert said == tr("rules.first_player.right_of_dealer") and "right of the dealer" in said
