"""Several cards in one play in a real window: classic with house rule D-33 (sets and runs) under
Xvfb with openbox, played by xdotool clicks and drags or by keys, with screenshots on the way.

    python -m tools.grouptour --out /tmp/groups --size 1024x600 --language de --by mouse

By mouse: the 8 of hearts and the 8 of clubs picked by clicks (badges 1 and 2), the 8 of clubs
dragged towards the pile taking the other along, let go on it; then the round played on, a
card picked and "Play 1 card" pressed each turn (or "End play", or the draw pile). By keys: the
8 of hearts and the King of clubs picked with Space and played with Enter (the King does not
follow: the group stays open), the King put back, the 8 of clubs picked and played; then the
round played on with the arrows, Enter, E and D. `--kid` plays the mouse's opening in kid mode.
Needs Xvfb, openbox, xdotool and ImageMagick's `import`, as `tools.tour` does.
"""

from __future__ import annotations

import argparse
import subprocess
import time
from pathlib import Path

from tools.tour import Status, Tour, desktop

SETTINGS = ("rules.groups.same_rank.enabled=true", "rules.groups.run.enabled=true")
HANDS = (
    "hearts:8 clubs:8 spades:8 hearts:9 clubs:king diamonds:queen",
    "clubs:7 clubs:9 diamonds:10 spades:ace diamonds:ace",
    "spades:9 spades:10 diamonds:9 hearts:queen clubs:queen",
)
TOP = "hearts:10"
MOVES = 40  # the person's moves at most before the round is left as it is


def arguments(kid: bool) -> list[str]:
    extra = ["--table", "classic", "--seed", "4", "--top", TOP, "--turn", "0"]
    for setting in SETTINGS:
        extra += ["--set", setting]
    for hand in HANDS:
        extra += ["--hands", hand]
    return extra + (["--kid"] if kid else [])


class GroupTour(Tour):
    def shot_now(self, name: str, settle: float = 0.6) -> None:
        if settle:
            self.settle(settle)
        target = self.out / f"{name}-{self.language}-{self.size}.png"
        subprocess.run(
            ["import", "-window", self.window, str(target)],
            env={"DISPLAY": self.display, "PATH": "/usr/bin:/bin"},
            check=True,
        )
        print(target, flush=True)

    def rest(self, what: str = "the table at rest") -> Status:
        return self.wait(
            lambda s: s.get("ready") and (s.get("at_rest") or s.get("round_over")), what
        )

    def my_move(self) -> Status:
        return self.wait(
            lambda s: (
                s.get("scene") != "TableScene"
                or s.get("round_over")
                or (s.get("ready") and s.get("at_rest") and s.get("my_turn"))
            ),
            "the person's move",
        )

    def card(self, status: Status, text: str) -> dict[str, object]:
        return next(c for c in status["hand"] if c["card"] == text)

    def grab(self, status: Status, text: str) -> tuple[int, int]:
        x, y = self.card(status, text)["grab"]  # type: ignore[misc]
        return int(x), int(y)

    def button(self, status: Status, key: str) -> tuple[int, int] | None:
        found = status.get("buttons", {}).get(key)
        if found is None:
            return None
        x, y, w, h = found["rect"]
        return x + w // 2, y + h // 2

    def pick(self, text: str) -> Status:
        """Click the card until it is picked (a click may close the coach's bubble first)."""
        before = self.card(self.rest(), text)["picked"]
        for _ in range(4):
            self.click(self.grab(self.rest(), text))
            deadline = time.monotonic() + 2.0
            while time.monotonic() < deadline:
                status = self.status()
                if status.get("hand") and self.card(status, text)["picked"] != before:
                    return status
                time.sleep(0.05)
        raise SystemExit(f"{text} was not picked")

    def drag(self, start: tuple[int, int], end: tuple[int, int], *, shot: str) -> None:
        self.xdotool("mousemove", "--window", self.window, str(start[0]), str(start[1]))
        self.xdotool("mousedown", "1")
        for k in range(1, 6):
            x = start[0] + (end[0] - start[0]) * k // 10
            y = start[1] + (end[1] - start[1]) * k // 10
            self.xdotool("mousemove", "--window", self.window, str(x), str(y))
            time.sleep(0.05)
        self.shot_now(shot, settle=0.3)
        self.xdotool("mousemove", "--window", self.window, str(end[0]), str(end[1]))
        time.sleep(0.05)
        self.xdotool("mouseup", "1")

    def unlessoned(self) -> Status:
        """The coach's bubble closed (a key closes it, and is spent on that)."""
        status = self.rest()
        while status.get("lesson") is not None:
            self.press("shift")
            time.sleep(0.3)
            status = self.rest()
        return status

    def taken(self, decisions: int) -> None:
        """Wait a little for the move to be taken (a click may only have closed a bubble)."""
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline:
            status = self.status()
            if status.get("decisions", 0) > decisions or status.get("scene") != "TableScene":
                return
            time.sleep(0.05)

    def cursor_to(self, text: str) -> None:
        """The keyboard's cursor onto the card `text` (Home, then Right as often as needed)."""
        status = self.unlessoned()
        index = [c["card"] for c in status["hand"]].index(text)
        self.press("Home")
        for _ in range(index):
            self.press("Right")


def start(tour: GroupTour) -> Status:
    tour.find_window()
    dealt = sorted(HANDS[0].split())
    return tour.wait(
        lambda s: (
            s.get("ready")
            and s.get("at_rest")
            and s.get("my_turn")
            and s["top"] == TOP
            and sorted(c["card"] for c in s["hand"]) == dealt
        ),
        "the position with the person to play",
    )


def by_mouse(tour: GroupTour, kid: bool) -> None:
    start(tour)
    tour.shot_now("start")
    tour.pick("hearts:8")
    tour.pick("clubs:8")
    tour.shot_now("picked")
    status = tour.status()
    pile = status["pile"]
    tour.drag(
        tour.grab(status, "clubs:8"),
        (pile[0] + pile[2] // 2, pile[1] + pile[3] // 2),
        shot="dragging",
    )
    tour.shot_now("flying", settle=0.1)
    tour.rest()
    tour.shot_now("after-set")
    if kid:
        return
    play_on(tour, keys=False)


def by_keys(tour: GroupTour) -> None:
    start(tour)
    for text in ("hearts:8", "clubs:king"):
        tour.cursor_to(text)
        tour.press("space")
    tour.shot_now("keys-picked")
    tour.press("Return")
    tour.wait(lambda s: s.get("pending") == "group" and s.get("at_rest"), "the group open")
    tour.shot_now("keys-refused", settle=0.2)
    tour.cursor_to("clubs:8")  # the King went back: nothing is picked
    tour.press("space")
    tour.shot_now("keys-follower-picked")
    tour.press("Return")
    tour.rest()
    tour.shot_now("keys-after")
    play_on(tour, keys=True)


def play_on(tour: GroupTour, *, keys: bool) -> None:
    """The round played on: each move a playable card (and End play), else the draw pile."""
    shots = {"group-open": False}
    for _ in range(MOVES):
        tour.my_move()
        status = tour.unlessoned()
        if status.get("scene") != "TableScene" or status.get("round_over"):
            break
        if status.get("pending") == "group":
            if not shots["group-open"]:
                shots["group-open"] = True
                tour.shot_now("group-open", settle=0.2)
            move(tour, status, keys, "group")
            continue
        playable = [c["card"] for c in status["hand"] if c["playable"]]
        if playable:
            if keys:
                tour.cursor_to(playable[0])
                tour.press("Return")
            else:
                tour.pick(playable[0])
                move(tour, tour.status(), keys, "group")
        else:
            move(tour, status, keys, "action")
        tour.taken(status["decisions"])
    tour.settle(1.0)
    tour.shot_now("round-end")


def move(tour: GroupTour, status: Status, keys: bool, button: str) -> None:
    if keys:
        tour.press({"group": "e", "action": "d"}[button])
        return
    at = tour.button(status, button)
    if at is not None:
        tour.click(at)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.grouptour", description=__doc__)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--size", default="1024x600")
    parser.add_argument("--language", default="en", choices=("en", "de", "sv"))
    parser.add_argument("--by", default="mouse", choices=("mouse", "keys"))
    parser.add_argument("--kid", action="store_true")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    with desktop(f"{max(width + 64, 1280)}x{max(height + 96, 800)}x24") as display:
        size = args.size + ("-kid" if args.kid else "") + ("-keys" if args.by == "keys" else "")
        tour = GroupTour(display, args.out, args.language, args.size, arguments(args.kid))
        tour.size = size  # the screenshots' names
        try:
            by_keys(tour) if args.by == "keys" else by_mouse(tour, args.kid)
        finally:
            tour.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
