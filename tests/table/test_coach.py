"""The coach's lessons, without a window: what each says, from the ruleset being played, said
once per ruleset and remembered (the bubbles at a real table: tests/ui/test_coach.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine import events as EV
from game.engine.rules import Rules
from game.i18n import tr
from game.rulebook import call_words, rank_names, rank_words
from game.ruleset import load_rules
from game.ruleset.facts import facts_of
from game.table.coach import Coach, CoachMemory, Lesson, wanted
from game.table.presented import Presented
from game.table.rulecache import document

NAMES = ["You", "Anna", "Ben"]


def coach(rules: Rules, *, overrides: dict[str, object] | None = None, you: bool = True) -> Coach:
    book = document(rules.id)
    return Coach(rules, NAMES, 0, book=book, overrides=overrides or {}, seen=set(), you=you)


def table(rules: Rules, sizes: tuple[int, ...] = (5, 5, 5)) -> Presented:
    return replace(Presented.empty(rules, len(sizes), 0), sizes=sizes)


def lessons(c: Coach) -> list[Lesson]:
    out = []
    while (lesson := c.next()) is not None:
        out.append(lesson)
    return out


def test_a_special_card_is_explained_in_the_rulesets_own_words_once() -> None:
    """Classic: the 7 makes the next player draw two (Pagat's Mau-Mau, the sevens)."""
    rules = load_rules("classic")
    c = coach(rules)
    seven = rules.card_from_text("hearts:7")
    c.shown((EV.PLAY, 1, seven, None), table(rules))
    (lesson,) = lessons(c)
    names = rank_names(facts_of(rules).book)
    does = " ".join(rank_words(facts_of(rules).book, "7"))
    assert lesson == Lesson("card:7", 1, tr("coach.card", card=names["7"], does=does))
    assert "2" in lesson.text  # the two cards drawn
    c.shown((EV.PLAY, 2, rules.card_from_text("spades:7"), None), table(rules))
    assert lessons(c) == []  # said once
    assert "card:7" in c.seen


def test_a_plain_card_teaches_nothing_and_a_last_card_waits() -> None:
    rules = load_rules("classic")
    c = coach(rules)
    c.shown((EV.PLAY, 1, rules.card_from_text("hearts:9"), None), table(rules))
    assert lessons(c) == []
    # The round's last card: its effect is not carried out, so nothing to explain yet.
    c.shown((EV.PLAY, 1, rules.card_from_text("hearts:7"), None), table(rules, (5, 0, 5)))
    assert lessons(c) == [] and "card:7" not in c.seen


def test_a_house_rule_says_what_the_book_does_instead() -> None:
    """noris D-12: a Draw 4 whose victim keeps their turn, against the book's lost turn."""
    overrides = {"ranks.draw4.effects.0.draw.loses_turn": False}
    rules = load_rules("noris", overrides)
    c = coach(rules, overrides=overrides)
    c.shown((EV.PLAY, 1, rules.card_from_text("red:draw4"), None), table(rules))
    (lesson,) = lessons(c)
    ours = " ".join(rank_words(facts_of(rules).book, "draw4"))
    book = " ".join(rank_words(document("noris"), "draw4"))
    assert ours != book
    assert lesson.text.startswith(tr("coach.card", card="Draw 4", does=ours)[:20])
    house = tr("coach.house_rule", rule="\x00", book="\x00").split("\x00")
    assert all(part.strip() in lesson.text for part in house if part.strip())
    plain = coach(load_rules("noris"))
    plain.shown((EV.PLAY, 1, rules.card_from_text("red:draw4"), None), table(rules))
    assert lessons(plain)[0].text == tr("coach.card", card="Draw 4", does=book)


def test_a_call_is_said_to_the_person_or_named_with_its_rule() -> None:
    rules = load_rules("classic")
    rule = call_words(document("classic")["calls"]["list"][0])
    enforcement = tr(f"rules.enforcement.{facts_of(rules).book['calls']['enforcement']}")
    c = coach(rules)
    c.shown((EV.CALL, 0, "mau", None), table(rules))
    (yours,) = lessons(c)
    assert yours.text == f"{tr('coach.you.call', call=tr('call.mau'))} {rule} {enforcement}"
    other = coach(rules)
    other.shown((EV.CALL, 1, "mau", None), table(rules))
    (theirs,) = lessons(other)
    assert theirs.text.startswith(tr("coach.call", player="Anna", call=tr("call.mau")))
    assert theirs.seat == 1


def test_a_refused_card_says_why_and_what_to_do_instead() -> None:
    rules = load_rules("classic")  # draw only when stuck (D-4 as the book has it)
    c = coach(rules)
    c.refused("Red 9 does not match")
    (lesson,) = lessons(c)
    rule = tr(
        "rules.draw_when_able"
        if facts_of(rules).book["rules"]["draw_when_able"]
        else "rules.draw_only_when_stuck"
    )
    assert lesson == Lesson(
        "refused", 0, tr("coach.refused", reason="Red 9 does not match", rule=rule)
    )


def test_a_card_refused_inside_a_play_of_several_cards_says_only_why() -> None:
    """The reason says what to do instead (add a card that follows, or end the play): the
    drawing rule would mislead, since drawing is not open while the play is being laid."""
    rules = load_rules("classic", overrides={"rules.groups.same_rank.enabled": True})
    c = coach(rules)
    laying = replace(table(rules), phase="group", turn=0)
    c.shown((EV.PLAY, 0, rules.card_from_text("hearts:8"), "turn"), laying)
    lessons(c)
    c.refused("King of clubs does not follow the cards laid")
    (lesson,) = lessons(c)
    assert lesson.text == tr(
        "coach.refused_in_play", reason="King of clubs does not follow the cards laid"
    )


def test_the_first_chance_to_catch_points_at_the_button() -> None:
    rules = load_rules("emmi")
    c = coach(rules)
    c.catch_chance(2, "mau")
    (lesson,) = lessons(c)
    button = tr("table.btn.caught", player="Ben")
    assert (lesson.key, lesson.seat, lesson.place) == ("catch", 2, "caught")
    assert button in lesson.text and tr("call.mau") in lesson.text
    c.catch_chance(1, "mau")
    assert lessons(c) == []


def test_the_rounds_end_speaks_to_the_winner_and_says_how_the_match_goes_on() -> None:
    rules = load_rules("classic")
    c = coach(rules)
    c.shown((EV.ROUND_END, 0, 0, {"blocked": False}), table(rules, (0, 3, 4)))
    (lesson,) = lessons(c)
    assert lesson.key == "round_end" and lesson.seat == -1
    assert tr("log.you.round_won") in lesson.text
    assert tr(f"rules.scoring.{facts_of(rules).book['scoring']['mode']}") in lesson.text
    several = coach(rules, you=False)
    several.shown((EV.ROUND_END, 1, 0, {"blocked": False}), table(rules, (3, 0, 4)))
    assert tr("log.round_won", player="Anna") in lessons(several)[0].text


def test_a_lesson_is_read_in_a_few_seconds_at_most() -> None:
    assert Lesson("k", 0, "Hi").reading_time() == pytest.approx(1.6 + 0.11)
    assert Lesson("k", 0, "x" * 1000).reading_time() == 8.0


# -- what was taught, kept per ruleset -------------------------------------------------------------
def test_the_memory_round_trips_and_refuses_what_is_not_a_coach_file() -> None:
    memory = CoachMemory()
    memory.of("classic").update({"card:7", "refused"})
    again = CoachMemory.from_dict(memory.to_dict())
    assert again.seen == {"classic": {"card:7", "refused"}} and again.started("classic")
    for bad in ({"format": 1}, {"format": 2, "seen": {}}, {"format": 1, "seen": []}):
        with pytest.raises(ValueError):
            CoachMemory.from_dict(bad)


def test_the_coach_sits_at_a_table_as_the_setting_says() -> None:
    memory = CoachMemory()
    assert wanted("always", "classic", passing=True, memory=memory)
    assert not wanted("off", "classic", passing=False, memory=memory)
    assert not wanted("new", "classic", passing=True, memory=memory)  # pass-and-play: asked for
    memory.of("classic")  # teaching has begun: it goes on
    assert wanted("new", "classic", passing=False, memory=memory)


@pytest.mark.parametrize(
    ("ruleset_id", "setting", "card"),
    [("noris", "acts_on_first", "red:draw2"), ("classic", "as_dealer", "hearts:jack")],
)
def test_a_start_card_that_acts_is_explained_the_first_time(
    ruleset_id: str, setting: str, card: str
) -> None:
    """noris D-45 (the start card acts on the first player) and classic D-48 (it counts as the
    dealer's play): the first time, the coach says that the start card acts, how, and what the
    book does instead; then what the card does, as for any card. Said once."""
    overrides = {"rules.start_card": setting}
    rules = load_rules(ruleset_id, overrides)
    c = coach(rules, overrides=overrides)
    start = rules.card_from_text(card)
    c.shown((EV.START_ACTS, 2, start, setting), table(rules))
    acts, what = lessons(c)
    book = tr(f"rules.start_card.{document(ruleset_id)['rules']['start_card']}")
    rule = tr("coach.house_rule", rule=tr(f"rules.start_card.{setting}"), book=book)
    assert acts.key == "start_acts" and acts.seat == -1
    assert acts.text.endswith(rule)
    assert what.key == f"card:{card.split(':')[1]}"
    c.shown((EV.START_ACTS, 0, start, setting), table(rules))
    assert lessons(c) == []
    # Without the house rule (a ruleset of its own that says so): no "House rule" words.
    plain = coach(rules)
    plain.shown((EV.START_ACTS, 2, start, setting), table(rules))
    assert lessons(plain)[0].text.endswith(tr(f"rules.start_card.{setting}"))
