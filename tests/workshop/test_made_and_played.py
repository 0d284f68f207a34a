"""From the workshop to the table, without a window (issue 26, "Done when", model side): start
from Classic, make the Queen a "play again" card, add a second call at two cards left, save,
load the saved rules and play rounds with bots; the rules viewer's words say the new rules."""

from __future__ import annotations

from game.bots import make_bot
from game.bots.session import play_round
from game.engine import events as E
from game.rulebook import rank_words, table_rules
from game.ruleset import find_ruleset, load_document, load_rules
from game.sim.simulate import simulate
from game.workshop import Kind, Workshop


def made_in_the_workshop() -> Workshop:
    workshop = Workshop.start_from("classic", background=False)
    cards = workshop.section("cards")
    effects = next(f for f in cards.walk() if f.path == ("ranks", "queen", "effects"))
    assert effects.kind == Kind.LIST and effects.adds is not None
    assert "play_again" in [option.value for option in effects.adds.options]
    workshop.draft.add(effects.path, "play_again")
    calls = next(f for f in workshop.section("calls").fields if f.key == "list")
    assert calls.adds is not None and calls.adds.asks == Kind.NUMBER
    workshop.draft.add(calls.path, 2)
    workshop.poll()
    assert workshop.playable, [str(p) for p in workshop.report.problems]
    return workshop


def test_the_new_rules_are_said_beside_their_fields():
    workshop = made_in_the_workshop()
    queen = workshop.field(("ranks", "queen"))
    assert queen.said == "Its player takes another turn."
    call = workshop.field(("calls", "list", 1))
    assert call.label == "Watch out! at 2 cards left"
    assert call.said == (
        "Say “Watch out!” when a play leaves you 2 cards; forgetting it costs a penalty card."
    )


def test_the_saved_rules_play_a_round_with_bots_the_queen_playing_again():
    saved = made_in_the_workshop().save()
    rules = load_rules(str(saved))
    doc = load_document(find_ruleset(str(saved)))
    assert rank_words(doc, "queen") == ["Its player takes another turn."]
    assert any("Watch out!" in line for line in table_rules(doc))

    queens, calls = [], []

    def watch(seat: int, _action: int, events: list) -> None:
        for kind, who, a, _b in events:
            if kind == E.PLAY and rules.card_to_text(a).endswith(":queen"):
                queens.append(who)
            elif kind == E.PLAY_AGAIN:
                calls.append(("again", who))
            elif kind in (E.CALL, E.MISSED_CALL) and a == "achtung":
                calls.append(("achtung", who))

    for seed in range(6):
        bots = [make_bot("medium") for _ in range(3)]
        result = play_round(rules, bots, seed=seed, on_events=watch)
        assert result.decisions > 0 and (result.winner >= 0 or result.blocked)
    assert queens, "the bots played a queen"
    assert ("again", queens[0]) in calls, "a queen's player took another turn"
    assert any(what == "achtung" for what, _seat in calls), "the call at two cards was due"


def test_the_simulator_plays_the_saved_rules_to_the_end_of_every_round():
    rules = load_rules(str(made_in_the_workshop().save()))
    result = simulate(rules, 4, 200, seed=26)
    assert result.errors == [] and sum(result.wins) + result.no_winner == 200
