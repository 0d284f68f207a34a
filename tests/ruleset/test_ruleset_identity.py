"""One identity per effective ruleset: the canonical text and its digest, for traces and saves."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from game.ruleset import (
    RulesetError,
    builtin_ruleset_ids,
    find_ruleset,
    identity_from_canonical,
    identity_of,
    load_document,
    load_rules,
    rules_from_canonical,
    rules_identity,
)
from game.ruleset.identity import canonical_json


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_the_same_ruleset_has_the_same_digest(name: str) -> None:
    one = identity_of(load_document(find_ruleset(name)))
    two = rules_identity(load_rules(name))
    assert one == two and one.digest == two.digest and one.id == name
    assert one.digest.startswith("sha256:") and len(one.digest) == len("sha256:") + 64


def test_an_override_changes_the_digest() -> None:
    plain = identity_of(load_document(find_ruleset("classic")))
    house = identity_of(load_document(find_ruleset("classic"), {"rules.reshuffle": "all"}))
    assert plain.digest != house.digest
    assert house.document["rules"]["reshuffle"] == "all"
    assert house.id == plain.id == "classic"


def test_the_source_path_does_not_count(tmp_path: Path) -> None:
    copy = tmp_path / "elsewhere.yaml"
    shutil.copy(find_ruleset("noris"), copy)
    here, there = load_document(find_ruleset("noris")), load_document(copy)
    assert here["_source"] != there["_source"]
    assert identity_of(here) == identity_of(there)
    assert "_source" not in identity_of(here).document
    assert "_source" not in identity_of(here).canonical


@pytest.mark.parametrize("name", builtin_ruleset_ids())
def test_a_round_trip_keeps_the_digest(name: str) -> None:
    overrides = {"rules.reshuffle": "all", "calls.enforcement": "challenge"}
    identity = rules_identity(load_rules(name, overrides))
    rules = rules_from_canonical(identity.canonical, digest=identity.digest)
    assert rules_identity(rules) == identity
    assert rules.id == name and not rules.reshuffle_keeps_top and rules.call_challenge
    assert identity_from_canonical(identity.canonical) == identity


def test_the_canonical_text_is_the_documented_one() -> None:
    """Keys in the document's order, no spaces, UTF-8 as itself: what another program
    recomputes from the header it reads."""
    identity = identity_of(load_document(find_ruleset("noris")))
    doc = json.loads(identity.canonical)
    again = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    assert again == identity.canonical
    assert canonical_json({"b": [1, {"d": 2, "c": 3}], "a": "å", "_source": "x"}) == (
        '{"b":[1,{"d":2,"c":3}],"a":"å"}'
    )
    expected = hashlib.sha256(identity.canonical.encode("utf-8")).hexdigest()
    assert identity.digest == "sha256:" + expected


def test_the_rules_rebuilt_from_the_canonical_text_number_the_cards_alike() -> None:
    """The order of the ranks numbers the card types: the text keeps it, so a card int means
    the same card in the rules rebuilt from a trace or a save."""
    for name in ("noris", "abacus", "emmi"):
        rules = load_rules(name)
        again = rules_from_canonical(rules_identity(rules).canonical)
        assert again.type_text == rules.type_text and again.deck == rules.deck


def test_the_identity_is_computed_once_per_rules() -> None:
    rules = load_rules("emmi")
    assert rules_identity(rules) is rules_identity(rules)


def test_a_wrong_digest_is_refused() -> None:
    identity = rules_identity(load_rules("huch"))
    with pytest.raises(RulesetError, match="is not the one named sha256:0000"):
        rules_from_canonical(identity.canonical, digest="sha256:" + "0" * 64)


def test_a_bad_document_is_refused_as_a_file_would_be() -> None:
    doc = json.loads(rules_identity(load_rules("noris")).canonical)
    doc["hand_size"] = "seven"
    with pytest.raises(RulesetError, match="hand_size: expected a whole number"):
        rules_from_canonical(json.dumps(doc))
    with pytest.raises(RulesetError, match="syntax error"):
        rules_from_canonical("{not json")
    with pytest.raises(RulesetError, match='duplicate key "id"'):
        rules_from_canonical('{"id": "a", "id": "b"}')
