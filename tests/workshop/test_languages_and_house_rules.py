"""Issue 32 in the workshop's model: "Ruleset texts accept any language tag … The workshop edits
both." A text gains a line in a language the game does not ship (a Polish name), typed, saved
and read again, and loses it again; a copy keeps every language of the original's name; and
"Offer a house rule" offers what `game.ruleset.decidable` lets a house rule name of a card (its
effects) and of a call (its penalty), in words, making a file that `check` accepts.

Before, a text showed only the languages the file had (none could be added), a copy's name
kept only en/de/sv, and the chooser offered only table settings and effects' parameters.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.housewords import setting_label, setting_sentence, value_label
from game.i18n import set_language, text_of
from game.ruleset import find_ruleset, load_document
from game.ruleset.decidable import decidable
from game.table import houserules
from game.workshop import EditError, Kind, Workshop

ROOT = Path(__file__).resolve().parents[2]
SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")


def classic() -> Workshop:
    return Workshop.start_from("classic", background=False)


def test_a_polish_name_is_added_typed_saved_and_read_again() -> None:
    workshop = classic()
    name = workshop.field(("name",))
    assert name is not None and name.kind == Kind.TEXTS and name.adds is not None
    offered = {o.value: o.words for o in name.adds.options}
    assert offered["pl"] == "Polish" and "cs" in offered and "en" not in offered
    workshop.draft.add_language(("name",), "pl")
    english = workshop.draft.doc["name"]["en"]
    assert workshop.draft.doc["name"]["pl"] == english  # starts as what a Pole sees now
    workshop.draft.set_text(("name",), "pl", "Makao po mojemu")
    workshop.draft.remove_language(("name",), "de")  # a German reader sees the English
    name = workshop.field(("name",))
    assert name is not None and name.texts()["pl"] == "Makao po mojemu"
    assert "pl" not in [o.value for o in name.adds.options]  # offered once
    assert workshop.wait().playable, workshop.problems()
    saved = workshop.save()

    again = Workshop.open(saved, background=False)
    field = again.field(("name",))
    assert field is not None and field.texts()["pl"] == "Makao po mojemu"
    assert [o.words for o in field.options if o.value == "pl"] == ["Polish (pl)"]
    set_language("de")
    assert [o.words for o in field.options] == ["English", "Deutsch", "Svenska", "Polish (pl)"]
    assert text_of(load_document(saved)["name"]) == english  # no German line: the English
    set_language("sv")
    assert text_of(load_document(saved)["name"]) == "Klassisk Mau-Mau (mina regler)"


def test_any_valid_tag_is_taken_and_anything_else_refused_in_words() -> None:
    workshop = classic()
    workshop.draft.add_language(("description",), "pt-BR")
    assert "pt-BR" in workshop.draft.doc["description"]
    with pytest.raises(EditError) as refused:
        workshop.draft.add_language(("description",), "Polish")
    assert "Polish" in str(refused.value) and "pt-BR" in str(refused.value)
    with pytest.raises(EditError):
        workshop.draft.add_language(("description",), "pt-BR")  # it has that line
    with pytest.raises(EditError):
        workshop.draft.remove_language(("description",), "en")  # every reader falls back to it
    assert workshop.wait().playable, workshop.problems()


def test_a_language_line_is_removed() -> None:
    workshop = classic()
    workshop.draft.add_language(("name",), "pl")
    workshop.draft.set_text(("name",), "pl", "Makao")
    workshop.draft.remove_language(("name",), "pl")
    assert "pl" not in workshop.draft.doc["name"]
    name = workshop.field(("name",))
    assert name is not None and "pl" not in name.texts()
    assert "pl" in [o.value for o in name.adds.options]  # to be added again
    workshop.draft.undo()
    assert workshop.draft.doc["name"]["pl"] == "Makao"


def test_a_copy_keeps_every_language_of_the_originals_name(tmp_path: Path) -> None:
    doc = yaml.safe_load(find_ruleset("classic").read_text("utf-8"))
    doc["id"] = "makao"
    doc["name"] = {"en": "Makao", "pl": "Makao po polsku", "pt-BR": "Makao do Brasil"}
    original = tmp_path / "makao.yaml"
    original.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), "utf-8")
    copy = Workshop.start_from(str(original), background=False)
    name = copy.draft.doc["name"]
    assert name["pl"] == "Makao po polsku (my rules)"
    assert name["pt-BR"] == "Makao do Brasil (my rules)"
    assert name["de"] == "Makao (meine Regeln)"
    assert copy.wait().playable, copy.problems()


def words(text: str) -> None:
    """Said in words: no raw dict, no setting's path or snake_case id, no template left."""
    assert text and "{" not in text and "}" not in text and "'" not in text, text
    assert not SNAKE.search(text), text


@pytest.mark.parametrize("language", ["en", "de", "sv"])
def test_the_house_rule_chooser_offers_a_cards_effects_and_a_calls_penalty(
    language: str,
) -> None:
    set_language(language)
    workshop = classic()
    adder = workshop.field(("decisions",)).adds  # type: ignore[union-attr]
    assert adder is not None
    offered = {o.value: o.words for o in adder.options}
    doc = workshop.draft.doc
    for setting in ("ranks.8.effects", "ranks.jack.not_on", "ranks.7.points"):
        assert setting in offered, setting
    assert "calls.list.0.penalty" in offered and "calls.list.0.cards_left" in offered
    assert all(decidable(s) for s in offered)
    for setting in ("ranks.8.effects", "calls.list.0.penalty"):
        assert offered[setting] == setting_label(doc, setting)
        words(offered[setting])

    effects = workshop.draft.add(("decisions",), "ranks.8.effects")
    decision = workshop.draft.doc["decisions"][effects[1]]
    assert decision["alternative"] == workshop.draft.doc["ranks"]["8"]["effects"]  # as it is
    # the person makes it their own: the eight plays again instead of skipping
    workshop.draft.set((*effects, "alternative"), ["play_again"])
    penalty = workshop.draft.add(("decisions",), "calls.list.0.penalty")
    assert "alternative" not in workshop.draft.doc["decisions"][penalty[1]]  # a number
    points = workshop.draft.add(("decisions",), "ranks.7.points")
    assert workshop.draft.doc["ranks"]["7"]["points"] == 7  # its value, written to be named
    assert "alternative" not in workshop.draft.doc["decisions"][points[1]]
    assert workshop.wait().playable, workshop.problems()
    saved = workshop.save()
    result = subprocess.run(
        [sys.executable, "-m", "game", "check", str(saved)],
        capture_output=True, text=True, cwd=ROOT, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr

    # New game shows each in words, and what each of its values means
    loaded = load_document(saved)
    shown = {o.path: o for o in houserules.offers(loaded)}
    for setting in ("ranks.8.effects", "calls.list.0.penalty", "ranks.7.points"):
        offer = shown[setting]
        words(offer.label(loaded))
        for value in offer.rule.choices:
            words(value_label(setting, value, loaded))
            words(setting_sentence(loaded, setting, value))
