"""Each broken fixture yields exactly the messages a ruleset author should see."""

from __future__ import annotations

import pytest

from game.ruleset import RulesetError, check_file, load_document

from .locations import BROKEN

KNOWN_EFFECTS = "skip, reverse, draw, name_colour, choose_effect, trade_hands, reveal_and_force, companion_card, play_again, pass_card_left, cancel_attack, others_draw, show_hand"

NOT_A_HOUSE_RULE = (
    " cannot be a house rule: a house rule changes a setting of the table (under players,"
    " hand_size, hand_size_by_players, rules, calls, scoring, match), what a card does (ranks.CARD. followed by"
    " effects, plays_on, not_on, then_any, only_without, challenge, rank_aliases, points) or a"
    " call (calls.list.N. followed by cards_left, penalty, with_ranks, or the whole calls.list)"
)

EXPECTED: dict[str, list[str]] = {
    "syntax_error": [
        "9: syntax error: expected ',' or ']', but got ':' (while parsing a flow sequence started at line 7)"
    ],
    "python_tag": [
        "6: hand_size: unsupported tag !!python/object/apply:os.getpid (only plain YAML data is allowed)"
    ],
    "custom_tag": ["4: name: unsupported tag !translated (only plain YAML data is allowed)"],
    "duplicate_key": ['20: ranks.8: duplicate key "8" (first at line 11)'],
    "unknown_top_key": [
        '2: missing required key "hand_size"',
        '6: hand_sise: unknown key "hand_sise" (did you mean "hand_size"?)',
    ],
    "unknown_nested_key": [
        '15: ranks.stop.effects[0].skip.cuont: unknown key "cuont" (did you mean "count"?)'
    ],
    "wrong_type_count": [
        '15: ranks.stop.effects[0].skip.count: expected a whole number from 1 to 50, got "two"'
    ],
    "unquoted_rank_id": ['11: ranks.8: rank id 8 is read as a number: quote it ("8":)'],
    "unquoted_rank_ref": [
        (
            "27: deck[0].ranks[1]: expected a rank id (lower-case letters, digits and _), "
            'got the number 8: quote it ("8")'
        )
    ],
    "unknown_effect": [
        f'15: ranks.stop.effects[0]: unknown effect "skipp" (known: {KNOWN_EFFECTS})'
    ],
    "unknown_bare_effect": [
        f'24: ranks.wild.effects[0]: unknown effect "name_color" (known: {KNOWN_EFFECTS})'
    ],
    "effect_needs_params": [
        '19: ranks.draw2.effects[0]: effect "draw" needs parameters: write {draw: {count: ...}}'
    ],
    "two_effects_in_one": [
        (
            "15: ranks.stop.effects[0]: an effect mapping has one key, the effect's name; "
            "got skip, reverse (write each effect as its own list item)"
        )
    ],
    "not_a_house_rule": [
        f"{line}: decisions[{index}].setting: {setting}{NOT_A_HOUSE_RULE}"
        for line, index, setting in (
            (45, 1, "ranks.stop.kind"),
            (46, 2, "colours"),
            (47, 3, "name.en"),
            (48, 4, "deck.0.copies"),
        )
    ],
    "bad_enum": ['37: rules.drawn_card: expected one of keep, may_play, must_play, got "maybe"'],
    "bad_picture": [
        (
            "15: ranks.stop.picture: expected one of number, skip, reverse, draw, wild, joker, "
            'shield, both_ways, x_plus, trade, your_choice, jack, queen, king, ace, got "stop_sign"'
        )
    ],
    "bad_bool": ['37: rules.draw_when_able: expected true or false, got "no"'],
    "undefined_rank": [
        (
            '19: ranks.draw2.effects[0].draw.stack_with[0]: rank "draw_2" is not defined in ranks '
            '(did you mean "draw2"?)'
        )
    ],
    "rank_in_no_deck": [
        '20: ranks.joker: rank "joker" is in no deck (neither deck nor deck_options)'
    ],
    "colours_on_uncoloured": ['28: deck[1].colours: colours given for uncoloured rank "wild"'],
    "unknown_colour": [
        '27: deck[0].colours[1]: colour "bleu" is not in colours (did you mean "blue"?)'
    ],
    "too_few_cards": [
        "26: deck: 28 cards are too few: 4 players with 12 cards each need at least 49",
        "31: deck_options.tiny: 22 cards are too few: 4 players with 12 cards each need at least 49",
    ],
    "min_greater_than_max": ["5: players.min: min 4 is greater than max 3"],
    "players_out_of_range": ["5: players.max: expected a whole number from 2 to 16, got 17"],
    "bad_format_version": ["2: format: unsupported format 2 (this game reads format 1)"],
    "bad_id": [
        '3: id: expected a ruleset id (lower-case letters, digits and _, starting with a letter), got "Mini"'
    ],
    "bad_decision_path": [
        (
            '44: decisions[0].setting: setting "rules.drawn_cards" does not exist in this file '
            '(did you mean "rules.drawn_card"?)'
        )
    ],
    "bad_rules_deck": ['36: rules.deck: deck option "small" does not exist (known: main, tiny)'],
    "duplicate_cards_left": [
        '42: calls.list[1].cards_left: cards_left 1 is already taken by call "mau"'
    ],
    "missing_key": ['2: missing required key "hand_size"'],
    "many_problems": [
        '3: id: expected a ruleset id (lower-case letters, digits and _, starting with a letter), got "Mini"',
        "15: ranks.stop.effects[0].skip.count: expected a whole number from 1 to 50, got 0",
        (
            '19: ranks.draw2.effects[0].draw.stack_with[0]: rank "draw3" is not defined in ranks '
            '(did you mean "draw2"?)'
        ),
        '37: rules.drawn_card: expected one of keep, may_play, must_play, got "maybe"',
    ],
    "empty": ["1: the file is empty"],
    "top_level_list": [
        "2: a ruleset is a mapping of keys (format: 1, id: ..., name: ...), got a list"
    ],
    # Rulesets that passed `check` but could not be played (issue 16): each now refused.
    "skip_count_huge": [
        "15: ranks.stop.effects[0].skip.count: expected a whole number from 1 to 50, got 1000000000"
    ],
    "call_at_256": ["19: calls.list[1].cards_left: expected a whole number from 0 to 100, got 256"],
    "too_many_types": [
        "9: ranks: 256 card types are too many: the game handles at most 255 (each coloured rank once per colour, each uncoloured rank once)"
    ],
    "copies_huge": [
        "17: deck[0].copies: expected a whole number from 1 to 100, got 1000000000000000000",
        "18: deck[1].copies: expected a whole number from 1 to 100, got 9000000000",
        "19: deck[2].copies: expected a whole number from 1 to 100, got 10000000",
        f"20: deck[3].copies: the number 0x{'f' * 38}… (202 characters) is far too large for any setting",
    ],
    "too_many_cards": ["13: deck: 300 cards are too many: a deck holds at most 256"],
    "control_characters": [
        "4: name: the text holds the control character U+0000: text may hold line breaks and tabs, no other control characters",
        "5: description.en: the text holds the control character U+001B: text may hold line breaks and tabs, no other control characters",
        "12: ranks.8.name: the text holds the control character U+0000: text may hold line breaks and tabs, no other control characters",
    ],
    "players_min_house_rule": [
        "17: decisions[0].setting: players.min cannot be a house rule: New game chooses the number of players from players.min to players.max"
    ],
    "house_rule_invalid": [
        "17: decisions[0]: house rule D-1 (players.max: 3) makes the ruleset invalid: deck: 12 cards are too few: 3 players with 5 cards each need at least 16"
    ],
    "too_many_options": [
        "19: ranks.joker.effects[0].choose_effect.options: expected at most 15 entries, got 16"
    ],
    "points_never_reached": [
        "17: match.end: a match to points_limit would never end: no card scores points and scoring.winner_points is 0"
    ],
    "companion_coloured": [
        '13: ranks.both.effects[0]: companion_card is for uncoloured ranks only: give rank "both" coloured: false, or another effect',
        '21: ranks.joker.effects[0].choose_effect.options.two[0]: effect "companion_card" is not allowed here (inside a choose_effect option)',
        '22: ranks.joker.effects[0].choose_effect.options.trade[0]: effect "trade_hands" is not allowed here (inside a choose_effect option)',
    ],
    "two_answers_on_a_card": [
        '14: ranks.swap.effects[1]: the card "swap" would wait for two answers at once (trade_hands, then companion_card): a card carries one effect that waits on a player (an attack, a trade, a card to add); keep one, and give the other a card of its own',
        '15: ranks.pass.effects[1]: the card "pass" would wait for two answers at once (companion_card, then trade_hands): a card carries one effect that waits on a player (an attack, a trade, a card to add); keep one, and give the other a card of its own',
        '16: ranks.show.effects[1]: the card "show" would wait for two answers at once (reveal_and_force, then draw): a card carries one effect that waits on a player (an attack, a trade, a card to add); keep one, and give the other a card of its own',
        '16: ranks.show.effects[2]: the card "show" would wait for two answers at once (reveal_and_force, then skip): a card carries one effect that waits on a player (an attack, a trade, a card to add); keep one, and give the other a card of its own',
    ],
    "two_choices_on_a_card": [
        '17: ranks.wish.effects[1]: the card "wish" offers two choices (choose_effect) in one play, which holds one option chosen: put all the options in one choose_effect',
    ],
    "rank_unplayable": [
        '12: ranks.8: rank "8" can follow no other card, so whoever holds one cannot go out: give it plays_on: any, rank_aliases naming another rank, or a shorter not_on',
        '13: ranks.grey: rank "grey" can follow no other card, so whoever holds one cannot go out: give it plays_on: any, rank_aliases naming another rank, or a shorter not_on',
    ],
    "draws_too_many": [
        "14: deck: rounds would not end: each card played makes the next player draw 2.00 cards on average (the draw counts of its cards over its size must stay below 1)"
    ],
    "deep_nesting": ["8: values nested more than 32 levels deep (a ruleset needs about 10)"],
    # Issue 32: court figures only on the French suits; colour names; any language tag; and
    # where a key is unknown with nothing close, the keys allowed in its place.
    "court_off_suit": [
        (
            '14: ranks.koenig.picture: the picture "king" has a figure only on the French suits '
            "(clubs, diamonds, hearts, spades), not on rosen, schellen, schilten, eicheln: leave "
            "picture out, or choose one of number, skip, reverse, draw, wild, joker, shield, "
            "both_ways, x_plus, trade, your_choice"
        ),
        (
            '15: ranks.wild.picture: the picture "ace" has a figure only on the French suits '
            "(clubs, diamonds, hearts, spades), and this card has no colour: leave picture out, "
            "or choose one of number, skip, reverse, draw, wild, joker, shield, both_ways, "
            "x_plus, trade, your_choice"
        ),
    ],
    "pack_colours": [
        "8: pack: the german pack has no colour diamonds: its colours are acorns, leaves, "
        "hearts, bells (leave pack out, or use these colours)"
    ],
    "pack_unknown": [
        '8: pack: expected one of french, german, swiss, shapes, colours, got "tarot"'
    ],
    "colour_names_and_tags": [
        '5: name.pt_BR: bad name "pt_BR": expected a language tag (a language code such as en, '
        "pl or pt-BR)",
        '6: players.note: unknown key "note" (allowed here: min, max)',
        '11: colour_names.bleu: colour "bleu" is not in colours (did you mean "blue"?)',
    ],
    "tab_after_colon": [
        "6: a tab after the colon: use a space after the colon (YAML separates with spaces, never tabs)"
    ],
}


def test_every_fixture_has_expectations() -> None:
    assert sorted(path.stem for path in BROKEN.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_fixture_messages(name: str) -> None:
    path = BROKEN / f"{name}.yaml"
    doc, problems = check_file(path)
    assert doc is None
    assert [str(problem) for problem in problems] == [f"{path}:{line}" for line in EXPECTED[name]]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_load_document_raises_with_all_problems(name: str) -> None:
    path = BROKEN / f"{name}.yaml"
    with pytest.raises(RulesetError) as caught:
        load_document(path)
    assert str(caught.value).splitlines() == [f"{path}:{line}" for line in EXPECTED[name]]
    assert all(problem.file == str(path) for problem in caught.value.problems)


def test_problem_fields() -> None:
    path = BROKEN / "wrong_type_count.yaml"
    (problem,) = check_file(path)[1]
    assert (problem.file, problem.line, problem.path) == (
        str(path),
        15,
        "ranks.stop.effects[0].skip.count",
    )
    assert problem.message == 'expected a whole number from 1 to 50, got "two"'


@pytest.mark.parametrize("language", ["de", "sv"])
def test_every_message_has_its_translation(language: str) -> None:
    """Each fixture's problems render in German and Swedish, with every key found."""
    from game import i18n
    from game.ruleset.problem import Message

    def keys(message: Message) -> list[str]:
        inner = [keys(v) for _n, v in message.params if isinstance(v, Message)]
        return [message.key, *(key for found in inner for key in found)]

    wanted = i18n.catalogue(language)
    try:
        i18n.set_language(language)
        for name in EXPECTED:
            for problem in check_file(BROKEN / f"{name}.yaml")[1]:
                assert problem.text is not None, (name, problem)
                assert all(key in wanted for key in keys(problem.text)), (name, problem)
                assert problem.localized() != problem.message, (name, problem)
                assert problem.message == str(problem.text)  # the plain text stays English
    finally:
        i18n.set_language("en")


def test_every_schema_title_has_a_translated_noun() -> None:
    from game.ruleset.validate import TITLES, load_schema

    def titles(node: object) -> set[str]:
        if isinstance(node, dict):
            found = {node["title"]} if isinstance(node.get("title"), str) else set()
            return found.union(*(titles(v) for v in node.values()))
        if isinstance(node, list):
            return set().union(*(titles(v) for v in node))
        return set()

    # The root and the effect schemas are described by their own messages.
    own = {"Mau-Mau ruleset (format 1)", "effect", "effect name", "text"}
    assert titles(load_schema()) - own == set(TITLES)
