"""The draft's operations keep the ruleset whole, undo exactly, and leave a plain document that
writes to YAML and reads back equal."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.workshop import Draft, EditError, Workshop
from game.workshop.yamlout import dump, reads_back

from .conftest import everything


def draft_of(ruleset: str = "everything") -> Draft:
    if ruleset == "everything":
        return everything().draft
    return Workshop.start_from(ruleset, background=False).draft


def checks_clean(draft: Draft) -> bool:
    from game.ruleset import check_document

    return check_document(draft.doc)[1] == []


def test_renaming_a_rank_renames_every_mention():
    draft = draft_of()
    draft.rename(("ranks", "draw2"), "plus2")
    doc = draft.doc
    assert list(doc["ranks"])[8] == "plus2", "the rank keeps its place (card types are numbered)"
    assert (
        "plus2" in doc["deck"][1]["ranks"] and "plus2" in doc["deck_options"]["small"][1]["ranks"]
    )
    assert doc["ranks"]["plus2"]["effects"][0]["draw"]["stack_with"] == ["plus2"]
    options = doc["ranks"]["joker"]["effects"][0]["choose_effect"]["options"]
    assert "plus2" in options and options["plus2"][0]["draw"]["stack_with"] == ["plus2"]
    assert doc["decisions"][1]["setting"] == "ranks.plus2.effects.0.draw.stack_with"
    assert checks_clean(draft)


def test_removing_a_rank_removes_every_mention_and_its_house_rules():
    draft = draft_of()
    draft.remove(("ranks", "shield"))
    doc = draft.doc
    assert "shield" not in doc["ranks"]
    assert all("shield" not in entry["ranks"] for entry in doc["deck"])
    assert doc["ranks"]["stop"]["effects"][0]["skip"]["defended_by"] == []
    draft.remove(("ranks", "draw2"))
    assert [d["id"] for d in draft.doc["decisions"]] == ["D-4", "D-5"]
    assert checks_clean(draft)


def test_a_deck_entry_left_without_ranks_goes():
    draft = draft_of("classic")
    for rank in ["7", "8", "9", "10", "jack", "queen", "king", "ace"]:
        draft.remove(("ranks", rank))
    assert draft.doc["deck"] == [] and draft.doc["ranks"] == {}


def test_colours_removed_and_renamed_follow_into_the_deck_entries():
    draft = draft_of()
    draft.rename(("colours", 0), "purple")
    assert draft.doc["deck"][1]["colours"][0] == "purple"
    draft.remove(("colours", 3))
    assert draft.doc["colours"] == ["purple", "yellow", "green"]
    assert draft.doc["deck"][1]["colours"] == ["purple", "yellow", "green"]
    assert checks_clean(draft)
    with pytest.raises(EditError) as taken:
        draft.rename(("colours", 0), "green")
    assert str(taken.value) == "The colour green is already in the deck."


def test_removing_an_effect_renumbers_the_house_rules_after_it():
    draft = draft_of("noris")
    draft.add(("decisions",), "ranks.draw4.effects.0.draw.count")
    effects = ("ranks", "draw4", "effects")
    draft.add(effects, "skip")
    draft.move((*effects, 1), -1)
    assert draft.doc["decisions"][-1]["setting"] == "ranks.draw4.effects.1.draw.count"
    d12 = next(d for d in draft.doc["decisions"] if d["id"] == "D-12")
    assert d12["setting"] == "ranks.draw4.effects.1.draw.loses_turn"
    draft.remove((*effects, 0))
    assert draft.doc["decisions"][-1]["setting"] == "ranks.draw4.effects.0.draw.count"
    draft.remove((*effects, 0))
    settings_now = [d["setting"] for d in draft.doc["decisions"]]
    assert not any(s.startswith("ranks.draw4.effects") for s in settings_now)


def test_a_bare_effect_takes_parameters_and_gives_them_back():
    draft = draft_of("classic")
    draft.set_effect_kind(("ranks", "8", "effects", 0), "trade_hands")
    assert draft.doc["ranks"]["8"]["effects"] == ["trade_hands"]
    modes = ("ranks", "8", "effects", 0, "trade_hands", "modes")
    draft.pick(modes, "swap", False)
    assert draft.doc["ranks"]["8"]["effects"] == [{"trade_hands": {"modes": []}}]
    draft.unset(modes)
    assert draft.doc["ranks"]["8"]["effects"] == ["trade_hands"]


def test_a_new_effect_has_what_its_kind_requires():
    draft = draft_of("classic")
    assert draft.add_effect("queen", "draw") == ("ranks", "queen", "effects", 0)
    assert draft.doc["ranks"]["queen"]["effects"] == [{"draw": {"count": 2}}]
    draft.add_effect("king", "choose_effect")
    assert checks_clean(draft)


def test_a_text_becomes_one_per_language_when_one_language_changes():
    draft = draft_of("classic")
    draft.set(("description",), "Same everywhere")
    draft.set_text(("description",), "de", "Überall gleich")
    assert draft.doc["description"] == {
        "en": "Same everywhere",
        "de": "Überall gleich",
        "sv": "Same everywhere",
    }
    workshop = Workshop({**draft.doc}, origin=None, background=False)
    assert workshop.field(("description",)).texts() == {
        "en": "Same everywhere",
        "de": "Überall gleich",
        "sv": "Same everywhere",
    }
    for language in ("en", "de", "sv"):
        draft.set_text(("description",), language, "")
    assert "description" not in draft.doc
    for language in ("en", "de", "sv"):
        draft.set_text(("name",), language, "")
    assert draft.doc["name"] == "", "a name the format requires stays, empty"


def test_a_deck_entry_in_every_colour_writes_none():
    draft = draft_of("classic")
    colours = ("deck", 0, "colours")
    draft.pick(colours, "hearts", False)
    assert draft.doc["deck"][0]["colours"] == ["clubs", "spades", "diamonds"]
    draft.pick(colours, "hearts", True)
    assert "colours" not in draft.doc["deck"][0]


def test_undo_and_redo_step_through_the_changes():
    draft = draft_of("classic")
    start = copy.deepcopy(draft.doc)
    draft.set(("hand_size",), 6)
    draft.add_rank("joker")
    after = copy.deepcopy(draft.doc)
    assert draft.undo() and draft.undo() and not draft.undo()
    assert draft.doc == start
    assert draft.redo() and draft.redo() and not draft.redo()
    assert draft.doc == after
    assert draft.next_undo().verb == "add"


def test_an_edit_that_fails_changes_nothing():
    draft = draft_of("classic")
    before, revision = copy.deepcopy(draft.doc), draft.revision
    with pytest.raises(EditError):
        draft.add_rank("queen")
    with pytest.raises(EditError):
        draft.rename(("ranks", "king"), "queen")
    with pytest.raises(TypeError):
        draft.set(("hand_size",), object())
    assert draft.doc == before and draft.revision == revision and not draft.can_undo


def test_a_new_house_rule_writes_its_setting_and_a_value_to_flip_to():
    draft = draft_of("classic")
    path = draft.add(("decisions",), "rules.jump_in.during_attack")
    assert draft.doc["decisions"][path[1]] == {
        "id": "D-18",
        "setting": "rules.jump_in.during_attack",
    }, "the books' digest names this decision D-18"
    assert draft.doc["rules"]["jump_in"] == {"during_attack": "stack"}
    draft.add(("decisions",), "ranks.7.effects.0.draw.stack_with")
    assert draft.doc["decisions"][-1] == {
        "id": "D-101",
        "setting": "ranks.7.effects.0.draw.stack_with",
        "alternative": [],
    }
    assert checks_clean(draft)


def test_a_house_rule_on_a_bare_effect_writes_its_parameter_out():
    draft = draft_of("classic")
    draft.set_effect_kind(("ranks", "8", "effects", 0), "trade_hands")
    draft.add(("decisions",), "ranks.8.effects.0.trade_hands.modes")
    assert draft.doc["ranks"]["8"]["effects"] == [
        {"trade_hands": {"modes": ["swap", "pass_left", "pass_right"]}}
    ]
    assert draft.doc["decisions"][-1]["alternative"] == ["swap"]
    assert draft.doc["decisions"][-1]["id"] == "D-101"
    assert checks_clean(draft)


def test_a_second_call_takes_a_word_no_call_says_yet():
    draft = draft_of("classic")
    draft.add_call(2)
    assert draft.doc["calls"]["list"][-1] == {"id": "achtung", "cards_left": 2, "penalty": 1}
    draft.add(("calls", "list"))
    assert draft.doc["calls"]["list"][-1]["cards_left"] == 0
    assert draft.doc["calls"]["list"][-1]["id"] == "mau_mau"
    assert checks_clean(draft)


OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("rank"), st.sampled_from(["1e5", "0o17", "no", "7", "x_y", "-5"])),
        st.tuples(st.just("colour"), st.sampled_from(["red", "1e5", "on", "purple"])),
        st.tuples(st.just("effect"), st.sampled_from(["skip", "draw", "choose_effect", "reverse"])),
        st.tuples(st.just("text"), st.text(max_size=20)),
        st.tuples(st.just("undo"), st.none()),
        st.tuples(st.just("remove_rank"), st.integers(0, 7)),
    ),
    max_size=12,
)


@settings(max_examples=40, deadline=None)
@given(OPERATIONS)
def test_any_edits_leave_a_plain_document_that_reads_back_as_written(operations):
    """Ranks named like numbers (`1e5`, `0o17`), words YAML 1.1 reads as false (`no`), any
    text: whatever the edits, the file written reads back as the document."""
    draft = draft_of("classic")
    for what, value in operations:
        try:
            if what == "rank":
                draft.add_rank(value, "number")
            elif what == "colour":
                draft.add(("colours",), value)
            elif what == "effect":
                draft.add_effect(next(iter(draft.doc["ranks"]), "7"), value)
            elif what == "text":
                draft.set_text(("name",), "sv", value)
            elif what == "undo":
                draft.undo()
            elif draft.doc["ranks"]:
                draft.remove(("ranks", list(draft.doc["ranks"])[value % len(draft.doc["ranks"])]))
        except (EditError, StopIteration):
            continue
    assert reads_back(dump(draft.doc), draft.doc)


@pytest.mark.parametrize("text", ["\n", "a\nb", "\r", "\u2028", "x" * 150 + "\n" + "y" * 50])
def test_a_text_with_a_line_break_is_written_on_one_line_and_reads_back(text):
    """Found by the property test above: a name of a line break was written as a quoted text
    over two lines, and the blank line between blocks went inside it."""
    draft = draft_of("classic")
    draft.set_text(("name",), "sv", text)
    assert reads_back(dump(draft.doc), draft.doc)


def test_a_run_of_presses_is_one_step_and_a_run_back_to_its_start_none() -> None:
    draft = Draft({"hand_size": 5, "players": {"min": 2, "max": 5}})
    for size in (6, 7, 8):
        draft.set(("hand_size",), size, run=True)
    draft.set(("hand_size",), 7, run=True)
    assert draft.undo() and draft.doc["hand_size"] == 5 and not draft.can_undo
    draft.redo()
    draft.end_run()  # the focus left: the next press begins a run of its own
    draft.set(("hand_size",), 8, run=True)
    draft.set(("hand_size",), 7, run=True)  # back where this run began: no step left
    assert draft.next_undo() is not None and draft.undo() and draft.doc["hand_size"] == 5
    draft.set(("players", "max"), 4, run=True)
    draft.set(("hand_size",), 6, run=True)  # another field: another step
    assert draft.undo() and draft.doc == {"hand_size": 5, "players": {"min": 2, "max": 4}}
