"""The person's side of the table, without a screen: gestures in, the frame and requests out.

`TableController` opens the game's session (new, resumed from its save, a rematch) and keeps
it in step with the options; it owns what the person is in the middle of — the call pressed
ahead of the play, the chooser open and the card under it, the card held up while its race's
window is open, the first catch seen, pass-and-play's jump and hand-over, the round's results
shown — and decides what each gesture (`game.table.gestures`) means. What the screen should do
about it comes back as requests (`game.table.requests`): open a chooser or a screen, say
something, hand the screen over, leave.

The frame (`frame`) is worked out from the session, this state and the screen's `Sight`, and
changes nothing: computing it twice gives the same frame and leaves everything as it was. What
the table remembers from one moment to the next is kept on the tick (`tick`), which returns
the frame it worked out, so an idle frame asks the session for the legal actions once.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.engine.rules import Rules
from game.table import leaving
from game.table.ending import Ending
from game.table.frame import Moment, TableFrame, Viewing, holds_screen, table_frame
from game.table.gestures import (
    Chosen,
    Drop,
    Escape,
    Gesture,
    JumpIn,
    LeaveAnswer,
    LeaveHeld,
    MatchClosed,
    MenuChosen,
    Pick,
    Press,
    Restart,
    RoundClosed,
    Sight,
    Tap,
    Tick,
)
from game.table.options import TableOptions
from game.table.playing import Playing
from game.table.requests import DropAbove, Leave, NewSession, Redealt, Request, Say, ShowFrom
from game.table.savegame import SavedGame
from game.table.session import TableSession
from game.table.setup import GameSetup
from game.table.sharing import Sharing
from game.table.sitting import SessionMaker, Sitting


@dataclass(frozen=True)
class Reply:
    """A tick's frame (None while the card pictures are still being painted: nothing new to
    draw) and what the screen should do."""

    frame: TableFrame | None
    requests: tuple[Request, ...]


class TableController:
    def __init__(
        self,
        setup: GameSetup,
        options: TableOptions,
        *,
        saved: SavedGame | None = None,
        make: SessionMaker | None = None,
        rules: Rules | None = None,
        lesson: bool = False,
        open_choosers: bool = True,
        rematch_seed: int | None = None,
    ) -> None:
        self.setup = setup
        self.kid = setup.kid_mode
        self.sitting = Sitting(setup, options, saved, make=make)
        self.ending = Ending(setup, options, lesson=lesson)
        self.open_choosers = open_choosers  # a guided table asks for a card in its own way
        self.rematch_seed = rematch_seed  # the seed a rematch deals with (None: a new one)
        self.session = self._open(None, rules)

    def _open(self, old: TableSession | None, rules: Rules | None) -> TableSession:
        resumed = self.sitting.saved is not None
        c = self.sitting.open(old, rules)
        self.playing = Playing(open_choosers=self.open_choosers)
        self.sharing = Sharing(c)
        self.answers: tuple[Moment, bool] | None = None  # the plate's answer, while cards fly
        self.ending.round_shown = False
        if not resumed:
            c.start_round()
        return c

    # -- what the table is now -------------------------------------------------------------
    @property
    def options(self) -> TableOptions:
        return self.sitting.options

    @property
    def viewer(self) -> int:
        """The seat the table is shown from."""
        return self.session.viewer

    @property
    def autosave(self) -> bool:
        return self.sitting.autosave

    @property
    def auto_continue(self) -> float | None:
        return self.ending.auto_continue

    def you(self) -> int:
        """The seat the results speak to as "you" (nobody at a bot table or in pass-and-play)."""
        viewer = self.viewer
        alone = self.setup.seats[viewer].human and not self.sharing.active
        return viewer if alone else -1

    def paused(self) -> bool:
        """The table's clock stands still for pass-and-play (see `Sharing.paused`)."""
        return self.sharing.paused(self.session)

    def sees(self) -> int:
        """The seat whose hidden cards the screen may show (-1: nobody's)."""
        return self.sharing.sees(self.session)

    def frame(self, sight: Sight) -> TableFrame:
        """The table for this moment, from the viewer's seat. Changes nothing."""
        c, seat, playing = self.session, self.viewer, self.playing
        viewing = Viewing(
            seat,
            c.names[seat],
            at_rest=sight.at_rest,
            loading=sight.loading,
            choosing=playing.choosing is not None,
            call_armed=playing.call_armed,
            sort=sight.sort,
            kid=self.kid,
            hint_button=sight.hint_button,
            jumper=self.sharing.jumper,
            answers=self.answers,
            first_catch=playing.first_catch,
            picked=playing.picked_now(c),
        )
        frame = table_frame(c, sight.shown, viewing)
        jumps = self.sharing.faces(
            c, seat, idle=not sight.loading, holds_nothing=frame.holds_nothing
        )
        return replace(frame, held=playing.held(c, seat), jumps=jumps)

    # -- gestures --------------------------------------------------------------------------
    def handle(self, gesture: Gesture, sight: Sight) -> list[Request]:
        """What `gesture` means now, as requests to the screen (a tick: see `tick`)."""
        c, seat = self.session, self.viewer
        match gesture:
            case Drop(card):
                return self.playing.drop(c, seat, card, person=holds_screen(c, seat))
            case Pick(card, add):
                self.playing.pick(c, seat, card, add=add, person=holds_screen(c, seat))
                return []
            case Press(key):
                return self.playing.press(c, seat, key, self.frame(sight))
            case Chosen(value):
                return self.playing.chosen(c, seat, value, person=holds_screen(c, seat))
            case JumpIn(jumper):
                return self.sharing.press(c, jumper)
            case Tap():
                tapped = self.sharing.tapped()
                return self.watch(tapped) if tapped is not None else []
            case Tick():
                return list(self.tick(gesture, sight).requests)
        return self._away(gesture, sight)

    def _away(self, gesture: Gesture, sight: Sight) -> list[Request]:
        """The gestures that lead away from the table or come back to it."""
        c = self.session
        back_below = self.options.back_below
        match gesture:
            case Escape(held_key):
                over = self.sharing.covered or not sight.on_top
                return leaving.escape(c, held_key, kid=self.kid, over=over, saved=self.autosave)
            case LeaveHeld():
                return [leaving.leave(back_below=back_below)] if sight.on_top else []
            case LeaveAnswer(leave):
                return [leaving.leave(back_below=back_below)] if leave else []
            case MenuChosen(choice):
                requests = leaving.menu_chosen(choice, back_below=back_below)
                if any(isinstance(r, DropAbove) for r in requests):
                    self.sharing.covered = False
                return requests
            case Restart():
                return self.restart()
            case RoundClosed(choice):
                return self._after_round(choice)
            case MatchClosed(choice):
                return self._after_match(choice)
        return []

    def watch(self, seat: int) -> list[Request]:
        """Show the table from `seat` (pass-and-play: once its person has tapped in). What
        was in the air has landed as the old viewer saw it."""
        self.session.view_from(seat)
        self.playing.call_armed = False  # a call pressed ahead was the last viewer's
        self.playing.picked.clear()  # and so were the cards picked
        return [ShowFrom(seat)]

    def menu(self) -> list[Request]:
        """The game's menu (the ☰ button at a grown-up's table, Esc)."""
        return [leaving.menu(self.session, saved=self.autosave)]

    def restart(self) -> list[Request]:
        """Deal the current round again with new cards (the match's totals stay)."""
        self.ending.round_shown = False
        self.playing.choosing = None
        self.session.start_round(redeal=True)
        return [Redealt()]

    def _after_round(self, choice: str | None) -> list[Request]:
        c = self.session
        if choice in ("rematch", "menu"):  # a guided round's end: no match to sum up
            return self._after_match(choice)
        if c.match.over:
            return [self.ending.match_results(c, self.you())]
        self.ending.round_shown = False
        c.start_round()
        return []

    def _after_match(self, choice: str | None) -> list[Request]:
        if choice != "rematch":
            return [Leave("menu")]
        self.setup.seed = self.rematch_seed
        self.session = self._open(self.session, self.session.rules)
        return [NewSession()]

    # -- time ------------------------------------------------------------------------------
    def tick(self, tick: Tick, sight: Sight) -> Reply:
        """A frame's time: say once that the game could not be saved; then (the pictures
        painted) run the table's clock while it may, keep what the moment leaves for the
        next (the call pressed ahead, the first catch, the plate's answer), and at rest hand
        the screen over, offer the cards a phase asks for, or open the round's results."""
        c = self.session
        unsaved = self.sitting.unsaved()
        requests: list[Request] = [Say(unsaved)] if unsaved is not None else []
        if sight.loading:
            return Reply(None, tuple(requests))
        self.sitting.frame_ran()
        self.sharing.guard(c)
        rest = False
        if tick.still:
            if not self.sharing.paused(c):
                c.update(tick.dt)
            rest = c.caught_up  # nothing new happened: nothing new to show
            if rest:
                requests += self.sharing.check(c)
        # What happened just now flies from the next frame on: the cards are not at rest.
        sight = replace(sight, at_rest=sight.at_rest and c.caught_up)
        frame = self.frame(sight)
        self.answers = frame.answers
        requests += self.playing.took(c, self.viewer, frame)
        if rest and not self.sharing.covered:
            offered = self.playing.offer(c, self.viewer, frame)
            if offered:
                requests += offered
                frame = self.frame(sight)  # a chooser opened: no card is lifted under it
            keeper = self.sitting.keeper
            requests += self.ending.check(c, self.you(), keeper.last if keeper else None)
        return Reply(frame, tuple(requests))

    # -- the options and the end -----------------------------------------------------------
    def follow(self, options: TableOptions) -> None:
        """Preferences changed (under Settings): the session follows them, and its names the
        language."""
        self.session.rename()
        self.sitting.follow(self.session, options)

    def close(self) -> None:
        self.sitting.close()
        self.session.close()
