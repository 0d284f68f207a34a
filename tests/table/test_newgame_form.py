"""New game's form without a window (game.table.newgameform): every choice the screen offers,
what each allows, and the setup it deals.

The player's folder is the test's own (`folder`); where a test needs files to arrive while
the form is open, the scan is one that lets through what the test says (`Arriving`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.i18n import set_language
from game.paths import rulesets_dir
from game.table import newgameform, prefs, rulecache
from game.table.listsources import UserRuleset
from game.table.newgameform import NewGameForm, last_game, remember
from game.table.setup import GameSetup, SeatSetup


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """The player's rulesets folder, the test's own, read (empty until a test fills it)."""
    own = tmp_path / "rulesets"
    own.mkdir()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("MAUMAU_DATA_DIR", str(tmp_path))
        rulecache.rescan()
        yield own
    rulecache.rescan()  # the cache keeps none of this test's files for the next test


def own_ruleset(folder: Path, name: str) -> str:
    """A copy of Classic in the player's folder, read; its id in the form's list."""
    text = (rulesets_dir() / "classic.yaml").read_text(encoding="utf-8")
    path = folder / f"{name}.yaml"
    path.write_text(text.replace("id: classic", f"id: {name}"), encoding="utf-8")
    rulecache.rescan()
    return str(path)


class Arriving:
    """The player's folder as a scan that has found only the files the test lets through."""

    def __init__(self, files: list[UserRuleset]) -> None:
        self.files, self.let, self.finished = files, 0, False

    def found(self, start: int = 0) -> list[UserRuleset]:
        return self.files[start : self.let]


def checked(form: NewGameForm) -> GameSetup | None:
    """Start pressed: the check runs on its thread (waited for), then its answer."""
    assert form.check()
    assert form.checking is not None and form.checking.wait(60)
    return form.checked()


# -- the ruleset -------------------------------------------------------------------------------
def test_the_first_game_is_the_traditional_one_with_four_seats(folder: Path) -> None:
    form = NewGameForm()
    assert form.ids == rulecache.ids() and form.ruleset_id == "classic"
    assert form.count == 4 and form.count_range == (2, 5)
    setup = form.setup()
    assert setup.ruleset == "classic" and setup.overrides == {} and setup.starter is None
    assert setup.names() == ["You", "Anna", "Ben", "Clara"]
    assert [s.human for s in setup.seats] == [True, False, False, False]
    assert {s.level for s in setup.seats[1:]} == {"medium"} and not form.reading


def test_a_previous_game_comes_back_with_its_house_rules(folder: Path) -> None:
    previous = GameSetup(
        ruleset="emmi",
        overrides={"rules.reshuffle": "all", "match.rounds": 7},
        seats=GameSetup.single_player("emmi", players=3).seats,
    )
    form = NewGameForm(previous)
    assert form.setup().overrides == previous.overrides
    assert form.setup().names() == ["You", "Anna", "Ben"]
    form.choose("noris")
    assert form.setup().overrides == {}  # another ruleset: its book
    form.choose("emmi")
    assert form.setup().overrides == previous.overrides  # back: the previous game's again
    with pytest.raises(ValueError, match="not on the list"):
        form.choose("nowhere")


def test_the_previous_games_own_ruleset_is_chosen_once_it_is_read(folder: Path) -> None:
    first, mine = own_ruleset(folder, "first"), own_ruleset(folder, "mine")
    arriving = Arriving(rulecache.user_scan().found())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rulecache, "user_scan", lambda: arriving)
        form = NewGameForm(GameSetup(ruleset=mine, overrides={"match.rounds": 7}))
        assert form.ruleset_id == "noris" and form.awaited == mine  # not read yet
        arriving.let = 1
        assert form.take_scanned() == [first] and form.ruleset_id == "noris"
        arriving.let = 2
        assert form.take_scanned() == [mine] and form.ids[-2:] == [first, mine]
        assert form.ruleset_id == mine and form.setup().overrides == {"match.rounds": 7}
        assert form.reading and form.awaited is None
        arriving.finished = True
        assert form.take_scanned() == [] and not form.reading


def test_a_previous_ruleset_the_folder_no_longer_has_leaves_the_first(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset=str(folder / "gone.yaml")))
    assert form.ruleset_id == "noris" and form.awaited is None and not form.reading


def test_back_from_the_workshop_a_ruleset_of_the_games_own_keeps_its_choices(
    folder: Path,
) -> None:
    mine = own_ruleset(folder, "mine")
    form = NewGameForm(GameSetup(ruleset="abacus"))
    form.set_length(450)
    assert not form.reread()  # the same reading of the folder: nothing new
    newer = own_ruleset(folder, "newer")  # the workshop kept a file: the folder is read anew
    assert form.reread() and form.ids[-2:] == [mine, newer]
    assert form.ruleset_id == "abacus" and form.setup().overrides == {"match.points_limit": 450}
    Path(mine).unlink()
    rulecache.rescan()
    assert form.reread() and form.ids[-1] == newer and mine not in form.ids


def test_back_from_the_workshop_the_players_own_ruleset_is_read_again(folder: Path) -> None:
    """The workshop may have changed the file: it is chosen again once read, with the house
    rules the previous game had on it."""
    mine = own_ruleset(folder, "mine")
    form = NewGameForm(GameSetup(ruleset=mine, overrides={"match.rounds": 7}))
    form.set_length(9)
    arriving = Arriving(rulecache.user_scan().found())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rulecache, "user_scan", lambda: arriving)
        assert form.reread() and form.ruleset_id == "noris" and form.awaited == mine
        arriving.let = 1
        assert form.take_scanned() == [mine]
        assert form.ruleset_id == mine and form.setup().overrides == {"match.rounds": 7}


# -- house rules and the match's length ----------------------------------------------------------
def test_a_house_rule_is_an_override_only_where_it_is_not_the_books(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    assert form.setting("rules.draw_when_able") is False and form.message == ""
    form.set_house_rule("rules.draw_when_able", True)
    form.set_house_rule("rules.reshuffle", "all")
    assert form.setup().overrides == {"rules.draw_when_able": True, "rules.reshuffle": "all"}
    assert form.house.changed("rules.reshuffle") and not form.house.changed("calls.window")
    form.set_house_rule("rules.draw_when_able", False)
    assert form.setup().overrides == {"rules.reshuffle": "all"}


@pytest.mark.parametrize(
    ("path", "value"),
    [("rules.reshuffle", "sometimes"), ("rules.draw_when_able", 1), ("players.max", 99)],
)
def test_a_value_no_house_rule_offers_is_refused(folder: Path, path: str, value: object) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    with pytest.raises(ValueError, match="offers no"):
        form.set_house_rule(path, value)
    with pytest.raises(KeyError, match="no house rule on match.rounds"):
        form.set_house_rule("match.rounds", 5)  # the match length has its own control
    assert form.setup().overrides == {}


def test_a_remembered_value_the_ruleset_does_not_offer_is_the_books(folder: Path) -> None:
    setup = GameSetup.single_player("noris")
    setup.overrides = {"match.rounds": "five", "rules.draw_when_able": "maybe"}
    form = NewGameForm(setup)
    assert form.house.length == 3 and form.setting("rules.draw_when_able") is False
    assert form.setup().overrides == {}


def test_the_match_length_is_rounds_or_points_as_the_ruleset_ends(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    house = form.house
    assert (house.length_key, house.length, house.lengths[:3]) == ("match.rounds", 3, [1, 2, 3])
    assert house.length_words(4) == "4 rounds"
    form.set_length(4)
    assert form.setup().overrides == {"match.rounds": 4}
    form.choose("abacus")
    assert (form.house.length_key, form.house.length) == ("match.points_limit", 500)
    form.set_length(450)
    assert form.setup().overrides == {"match.points_limit": 450}
    for refused in (475, 7, True):
        with pytest.raises(ValueError, match="match.points_limit offers no"):
            form.set_length(refused)  # type: ignore[arg-type]


def test_a_house_rules_note_says_what_it_does_and_what_the_book_says(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    offer = form.house.offer("rules.reshuffle")
    assert form.explain(offer, "keep_top") == (
        "When the draw pile runs out, the discard pile but its top card is shuffled into a "
        "new draw pile.\nThis is what the book says."
    )
    house = form.explain(offer, "all")
    assert house.startswith("When the draw pile runs out, the whole discard pile")
    assert "\nThe book says: When the draw pile runs out, the discard pile but" in house


def _decided(doc: dict[str, Any]) -> set[str]:
    """Every setting a decision names."""
    return {decision["setting"] for decision in doc.get("decisions", [])}


def test_every_ruleset_offers_every_decision_but_the_match_length(folder: Path) -> None:
    """Entries sharing an id (D-15, D-33) flip together, and decisions sharing a setting
    (classic's D-5 and D-42) are one house rule: one control each, over all their settings."""
    form = NewGameForm()
    for ruleset_id in form.ids:
        form.choose(ruleset_id)
        wanted = _decided(form.doc) - {"match.rounds", "match.points_limit"}
        offered = [path for o in form.house.offers for path in o.rule.settings]
        assert set(offered) == wanted and len(offered) == len(wanted)
        wanted = {o.path for o in form.house.offers}
        seats = {o.path for o in form.house.seat_offers()}
        assert seats | {o.path for o in form.house.house_offers()} == wanted
        assert seats <= {"players.max"} and form.setup().overrides == {}


# -- seats -----------------------------------------------------------------------------------------
def test_the_seats_are_within_the_rulesets_range(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    low, high = form.count_range
    form.set_count(high)
    assert len(form.setup().seats) == high == 8
    for refused in (low - 1, high + 1):
        with pytest.raises(ValueError, match=f"seats {low} to {high} players"):
            form.set_count(refused)
    form.set_count(low)
    assert len(form.seated()) == len(form.setup().seats) == 2


def test_fewer_most_players_takes_seats_away_and_more_gives_none_back(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    form.set_count(6)
    form.set_starter(5)
    form.set_house_rule("players.max", 3)
    assert form.count_range == (2, 3) and form.count == 3 and form.starter == 2
    assert form.setup().overrides == {"players.max": 3}
    form.set_house_rule("players.max", 8)
    assert form.count == 3  # a seat comes back when a person adds it


def test_a_seat_taken_away_comes_back_as_it_was(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    form.set_kind(3, "hard")
    form.rename(3, "Zoë")
    form.set_count(2)
    with pytest.raises(ValueError, match="seat 4 is not at the table"):
        form.rename(3, "Other")
    form.set_count(4)
    assert form.setup().seats[3] == SeatSetup("Zoë", human=False, level="hard", avatar=3)


def test_a_seat_is_a_person_or_a_bot_of_a_level_never_the_random_one(folder: Path) -> None:
    form = NewGameForm(GameSetup.single_player("noris", players=3, level="random"))
    assert [s.kind for s in form.seated()] == ["human", "easy", "easy"]
    form.set_kind(1, "hard")
    form.set_kind(2, "human")
    assert [(s.human, s.level) for s in form.setup().seats] == [
        (True, "medium"),
        (False, "hard"),
        (True, "medium"),
    ]
    with pytest.raises(ValueError, match="a seat is one of human, easy, medium, hard"):
        form.set_kind(1, "random")


def test_a_name_is_kept_as_typed_and_an_untouched_one_follows_the_language(folder: Path) -> None:
    form = NewGameForm(GameSetup.single_player("noris", players=3, name="Du"))
    assert form.seats[0].name == ""  # a default word stored before: not a name typed
    form.rename(1, "  Åsa Müßög ")
    setup = form.setup()
    assert setup.seats[0].name == "" and setup.seats[1].name == "Åsa Müßög"
    try:
        set_language("de")
        assert form.seats[0].default_name(0) == "Du" and form.seat_name(2) == "Ben"
        assert form.seats[4].default_name(4) == "Spieler 5"
    finally:
        set_language("en")
    assert GameSetup.from_dict(setup.to_dict()) == setup


@pytest.mark.parametrize(
    ("name", "why"),
    [("A\nB", "no control characters"), ("x" * 41, "at most 40 characters")],
)
def test_a_name_no_setup_could_store_is_refused(folder: Path, name: str, why: str) -> None:
    form = NewGameForm()
    with pytest.raises(ValueError, match=why):
        form.rename(1, name)
    assert form.seats[1].name == "Anna"


def test_no_two_people_share_a_picture(folder: Path) -> None:
    people = [SeatSetup("", human=True, avatar=3), SeatSetup("Mia", human=True, avatar=3)]
    form = NewGameForm(GameSetup(ruleset="noris", seats=[*people, SeatSetup("Bo")]))
    first, second, bot = form.seats[:3]
    assert (first.avatar, second.avatar) == (3, 4)  # the later seat moves on
    form.next_avatar(0)
    assert first.avatar == 5  # the next one nobody has: 4 is Mia's
    bot.avatar = first.avatar
    form.set_kind(2, "human")  # a bot with the same picture becomes a person: it moves on
    assert len({first.avatar, second.avatar, bot.avatar}) == 3
    form.set_kind(2, "easy")
    with pytest.raises(ValueError, match="only a person has a picture"):
        form.next_avatar(2)
    assert [s.avatar for s in form.setup().seats if s.human] == [first.avatar, second.avatar]


# -- who begins ------------------------------------------------------------------------------------
def test_who_begins_is_asked_where_the_table_chooses(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    assert not form.chooses_starter and form.setup().starter is None
    form.set_house_rule("rules.first_player", "chosen")
    form.set_starter(2)
    assert form.chooses_starter and form.setup().starter == 2
    assert form.setup().overrides == {"rules.first_player": "chosen"}
    with pytest.raises(ValueError, match="seat 5 is not at the table"):
        form.set_starter(4)
    form.set_count(2)
    assert form.setup().starter == 1  # the starter left the table: the last one at it


def test_huch_asks_who_begins_by_the_book(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="huch"))
    assert form.chooses_starter and form.setup().starter == 0
    assert form.house.offers[0].ids == "D-3, D-22"  # one control for one setting


# -- the deal ----------------------------------------------------------------------------------------
def test_start_checks_the_setup_and_makes_its_rules(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    form.set_house_rule("rules.reshuffle", "all")
    assert form.check() and not form.check()  # one check at a time
    assert form.checking is not None and form.checking.wait(60)
    setup = form.checked()
    assert setup == form.setup() and form.checking is None and form.message == ""
    assert rulecache.rules("noris", setup.overrides) is not None


def test_the_setup_checked_is_the_one_dealt(folder: Path) -> None:
    form = NewGameForm(GameSetup(ruleset="noris"))
    assert form.check()
    form.set_count(3)  # while the check runs
    assert form.checking is not None and form.checking.wait(60)
    setup = form.checked()
    assert setup is not None and len(setup.seats) == 4


def test_an_unreadable_ruleset_is_said_and_not_dealt(folder: Path) -> None:
    mine = own_ruleset(folder, "mine")
    form = NewGameForm(GameSetup(ruleset=mine))
    Path(mine).unlink()  # gone between the list and Start
    assert checked(form) is None and form.checking is None
    assert (
        form.message.startswith("This ruleset cannot be read any more:")
        and "mine.yaml" in form.message
    )
    form.set_count(3)
    assert form.message == ""  # a change: the words were about the game before it


def test_a_ruleset_broken_since_it_was_read_says_its_problem(folder: Path) -> None:
    mine = own_ruleset(folder, "mine")
    form = NewGameForm(GameSetup(ruleset=mine))
    Path(mine).write_text(Path(mine).read_text("utf-8").replace("hand_size: 5", "hand_size: lots"))
    assert checked(form) is None
    assert form.message.startswith("These house rules do not fit together:")
    assert '"lots"' in form.message


def test_a_check_that_fails_itself_is_no_ruleset_problem(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(setup: GameSetup) -> list[object]:
        raise KeyError("a bug")

    monkeypatch.setattr(newgameform, "_problems", broken)
    form = NewGameForm()
    with pytest.raises(RuntimeError, match="checking the new game failed"):
        checked(form)


def test_the_game_dealt_is_the_next_ones_default(folder: Path) -> None:
    assert last_game() is None
    form = NewGameForm(GameSetup(ruleset="abacus"))
    form.set_count(3)
    form.rename(2, "Mia")
    form.set_length(600)
    told: list[prefs.Prefs] = []
    stop = prefs.subscribe(told.append)
    try:
        dealt = form.setup()
        dealt.seed = 42
        remember(dealt)
    finally:
        stop()
    assert told and "seed" not in prefs.current().new_game
    again = NewGameForm(last_game())
    assert again.setup() == form.setup() and again.ruleset_id == "abacus"


def test_change_these_rules_says_why_a_file_cannot_be_opened(folder: Path) -> None:
    mine = own_ruleset(folder, "mine")
    form = NewGameForm(GameSetup(ruleset=mine))
    Path(mine).unlink()
    assert form.workshop() is None and "mine.yaml" in form.message
    form.choose("noris")
    assert form.message == ""


def test_a_house_rule_of_two_decisions_is_played_saved_and_said_as_chosen(folder: Path) -> None:
    """Classic's D-5 and D-42 are one "Draw pile runs out": D-42's value sets both its
    settings, the setup (what a save and a replay's header keep) names that value, it comes
    back as chosen, the rules viewer's document says it, and D-5's value undoes it."""
    from game.rulebook import table_rules
    from game.ruleset.facts import facts_of

    form = NewGameForm(GameSetup(ruleset="classic"))
    form.set_house_rule("rules.reshuffle", "none")
    setup = form.setup()
    assert setup.overrides == {"rules.reshuffle": "none", "rules.empty_stock": "end_round"}
    again = NewGameForm(GameSetup.from_dict(setup.to_dict()))
    assert again.house.values["rules.reshuffle"] == "none" and again.house.changed(
        "rules.reshuffle"
    )
    viewed = facts_of(rulecache.rules("classic", setup.overrides)).book  # the rules viewer's
    said = " ".join(table_rules(viewed))
    assert "the round ends: the lowest hand wins it" in said
    form.set_house_rule("rules.reshuffle", "all")
    assert form.setup().overrides == {"rules.reshuffle": "all"}
