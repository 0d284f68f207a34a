"""Learn to play under issue 37's other house rules: a start card that acts (noris D-45,
classic D-48), a false call penalised (noris D-63), stacked skips (abacus D-53). The guided
round is the book's round: its deal turns up a plain start card, it offers the person no call
but the one due, and its friendly bots never stack a skip; the call step says what a false
call costs."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import actions as A
from game.engine.core import apply
from game.engine.legal import legal_actions
from game.guide.search import deal, find_course
from game.guide.session import GuidedSession, guided_setup
from game.i18n import set_language, tr
from game.ruleset import load_rules

HOUSE: dict[str, tuple[str, dict[str, Any]]] = {
    "d45": ("noris", {"rules.start_card": "acts_on_first"}),
    "d48": ("classic", {"rules.start_card": "as_dealer"}),
    "d63": ("noris", {"calls.false_call_penalty": 2}),
    "d53_waits": ("abacus", {"ranks.skip.effects.0.skip.stacked": "one_waits"}),
    "d53_passes": ("abacus", {"ranks.skip.effects.0.skip.stacked": "passes_on"}),
}


@pytest.mark.parametrize("house", sorted(HOUSE))
def test_the_guided_round_is_the_books(house: str) -> None:
    """Nothing of these house rules comes up in the guided round: the same deal and the same
    moves as without it, every move legal under the house rule."""
    ruleset, overrides = HOUSE[house]
    rules = load_rules(ruleset, overrides=overrides)
    course = find_course(rules)
    book = find_course(load_rules(ruleset))
    assert (course.order, course.moves, course.teaches) == (book.order, book.moves, book.teaches)
    state = deal(rules, course.players, course.order)
    assert not rules.type_special[state.top]  # a plain start card: it never acts
    for seat, action in course.moves:
        assert action in legal_actions(state, seat)
        assert action != A.FALSE_CALL and A.kind_of(action) != A.OPEN
        apply(state, action, seat)
    assert state.over and state.winner == 0


def test_the_call_step_says_what_a_false_call_costs() -> None:
    """Pesten, spel-regels.nl "Spelregels Pesten" (P5): "Ook als je het nep doet (valse klop)
    krijg je 2 strafkaarten" [a false knock costs 2 penalty cards too]. The guided table never
    offers a false call (only the course's move), so the call step says it; without the house
    rule it says nothing of it."""
    ruleset, overrides = HOUSE["d63"]
    for language in ("en", "de", "sv"):
        set_language(language)
        try:
            for with_rule, rules in (
                (True, load_rules(ruleset, overrides=overrides)),
                (False, load_rules(ruleset)),
            ):
                course = find_course(rules)
                s = GuidedSession(
                    guided_setup(ruleset, overrides if with_rule else {}, ["Du", "A", "B"], course),
                    course,
                    rules=rules,
                    pace=(0.01, 0.01),
                    call_grace=0.0,
                )
                s.start_round()
                said = []
                for _ in range(5000):
                    for event in s.take():
                        s.shown(event)
                    if s.round_over:
                        break
                    ask = s.ask()
                    if ask is not None:
                        assert A.FALSE_CALL not in s.offers(0)
                        if any(k.startswith("call:") for k in ask.teaches):
                            said.append(s.ask_words(ask, armed=False))
                        s.request(0, ask.action)
                    s.update(0.05)
                s.close()
                penalty = tr("rules.false_call", count=2)
                assert len(said) == 1 and (penalty in said[0]) == with_rule, said
        finally:
            set_language("en")
