"""Screenshots of the workshop's preview and file chooser, through the real scene loop.

    python -m tools.shots_workshop --out /tmp/shots          # every size and language
    python -m tools.shots_workshop --out /tmp/shots --quick  # 1024x600 in English only
    python -m tools.shots_workshop --out /tmp/shots --no-previews  # the choosers, no rounds
    python -m tools.shots_workshop --out /tmp/shots --quick --language de --editor  # its pages

Headless (SDL's dummy driver), with data folders of its own: a preview running and done
(Classic with a Queen that plays again, against Classic), a ruleset whose rounds never end, a
draft with a problem, the import chooser (with a refused file's reason, and a name that is not
UTF-8) and the export chooser. It also prints the slowest frame seen while previews ran.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("MAUMAU_CONFIG_DIR", tempfile.mkdtemp(prefix="maumau-shots-config-"))
os.environ.setdefault("MAUMAU_DATA_DIR", tempfile.mkdtemp(prefix="maumau-shots-data-"))

import time

import pygame

from game import i18n
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets.forms import felt
from game.workshop import Workshop
from tests.sim.preview_rulesets import NEVER_ENDS
from tests.ui.workshopkit import queen_plays_again

FRAME = 1 / 60
SIZES = ((1024, 600), (1920, 1080))
# each frame stepped while waiting: wall-clock seconds, the main thread's CPU seconds, what ran
frames: list[tuple[float, float, str]] = []


class Backdrop(Scene):
    """Where the editor would be (another branch builds it)."""

    def __init__(self, workshop: Workshop) -> None:
        super().__init__()
        self.workshop = workshop

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))


def until(app: App, done: Callable[[], bool], limit: float = 300.0) -> None:
    deadline = time.monotonic() + limit
    while not done() and time.monotonic() < deadline:
        top = app.scenes.top
        state = getattr(top, "state", "")
        cpu = time.thread_time()
        app.step(FRAME)
        cpu = time.thread_time() - cpu
        frames.append((app.frame_times[-1], cpu, f"{type(top).__name__} {state}"))
        time.sleep(0.01)


def shot(app: App, out: Path, name: str) -> None:
    app.step(FRAME)
    app.step(FRAME)
    pygame.image.save(app.screen, out / f"{name}.png")
    print(out / f"{name}.png")


def preview_shots(app: App, out: Path, tag: str, workshop: Workshop, what: str) -> None:
    from game.ui.scenes.workshop import preview

    app.scenes.push(Backdrop(workshop))
    scene = app.scenes.open("workshop_preview", workshop)
    until(app, lambda: scene.state == "running" and scene.progress.fraction > 0.2, 120)
    if scene.state == "running":
        shot(app, out, f"preview-{what}-running-{tag}")
    until(app, lambda: scene.state == "done")
    shot(app, out, f"preview-{what}-done-{tag}")
    scene.back()
    app.scenes.pop()
    del preview


def chooser_shots(app: App, out: Path, tag: str, folder: Path, workshop: Workshop) -> None:
    app.scenes.push(app.scenes.make("title"))
    chooser = app.scenes.open("workshop_import")
    chooser.go(folder)
    until(app, lambda: chooser.listing is None, 30)  # listed on a thread
    shot(app, out, f"import-{tag}")
    names = [e.path.name for e in chooser.list.items]
    chooser.list.select(names.index("broken.yaml"))
    chooser.open_selected()
    until(app, lambda: chooser.reading is None, 30)
    shot(app, out, f"import-refused-{tag}")
    app.scenes.pop()
    export = app.scenes.open("workshop_export", workshop)
    export.go(folder)
    until(app, lambda: export.listing is None, 30)
    export.form.focus(export.name_field)
    shot(app, out, f"export-{tag}")
    export.name_field.text = "family.yaml"
    export.save()
    shot(app, out, f"export-replace-{tag}")
    app.scenes.clear(Backdrop(workshop))


def problem_shot(app: App, out: Path, tag: str) -> None:
    workshop = Workshop.start_from("classic", background=False)
    workshop.draft.set(("hand_size",), 0)
    workshop.poll()
    app.scenes.push(Backdrop(workshop))
    app.scenes.open("workshop_preview", workshop)
    shot(app, out, f"preview-problems-{tag}")
    app.scenes.clear(Backdrop(workshop))


def editor_shots(app: App, out: Path, tag: str) -> None:
    """The editor's page of names with a Polish line added ("Add a language", the typed tag,
    each line's ✕), and the house rules' page offering the Eight's effects."""
    from game.ui.scenes.workshop.editor import WorkshopEditScene

    workshop = Workshop.start_from("classic")
    workshop.draft.add_language(("name",), "pl")
    workshop.draft.set_text(("name",), "pl", "Makao po mojemu")
    editor = app.scenes.open("workshop_edit", workshop)
    assert isinstance(editor, WorkshopEditScene)

    def show(path: tuple[str, ...], role: str) -> Any:
        until(app, lambda: editor.workshop.checked and editor.built_for == editor._state(), 30)
        section = next(s for s in workshop.sections() if any(f.path == path for f in s.walk()))
        editor.section_id = section.id
        until(app, lambda: editor.built_for == editor._state(), 30)
        row = next(r for r in editor.page.rows if r.key == (path, role))
        editor.page.scroll_to_row(row)
        return row

    show(("name",), "add_tag")
    shot(app, out, f"editor-languages-{tag}")
    row = show(("decisions",), "add")
    choice = row.main
    while choice.value != "calls.list.0.penalty":
        choice.step(1)
    shot(app, out, f"editor-house-rule-chooser-{tag}")
    workshop.draft.add(("decisions",), "ranks.8.effects")
    editor.opened[("decisions", len(workshop.draft.doc["decisions"]) - 1)] = True
    show(("decisions",), "add")
    shot(app, out, f"editor-house-rule-added-{tag}")
    app.scenes.clear(Backdrop(workshop))


def folder_with_files(root: Path) -> Path:
    folder = root / "Downloads"
    folder.mkdir(parents=True, exist_ok=True)
    for sub in ("Family games", "Old rules", "Holiday 2026"):
        (folder / sub).mkdir(exist_ok=True)
    base = Workshop.start_from("classic", background=False)
    for name in ("family.yaml", "grandma's rules.yml", "tournament.yaml"):
        base.export(folder / name)
    base.export(Path(os.fsdecode(os.fsencode(folder) + b"/Regeln f\xfcr Oma.yaml")))
    (folder / "broken.yaml").write_text("format: 1\nid: broken\nranks:\n  seven: {kind: x\n")
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-previews", action="store_true", help="the screens without rounds")
    parser.add_argument("--language", default="en", help="--quick's language (en)")
    parser.add_argument("--editor", action="store_true", help="only the editor's pages")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    from game.ui.scenes.workshop import preview

    folder = folder_with_files(Path(tempfile.mkdtemp(prefix="maumau-shots-files-")))
    never_file = folder.parent / "never.yaml"
    never_file.write_text(NEVER_ENDS, encoding="utf-8")
    runs = (
        [(args.language, (1024, 600))]
        if args.quick
        else [
            *((lang, size) for lang in ("en", "de", "sv") for size in SIZES),
            ("en", (960, 540)),
        ]
    )
    for k, (lang, size) in enumerate(runs):
        i18n.set_language(lang)
        preview.SEED = k  # fresh rounds each time: the running preview is seen
        app = App(size)
        app.scenes.fade_seconds = 0  # each picture shows its screen, not a cross-fade
        tag = f"{lang}-{size[0]}x{size[1]}"
        editor_shots(app, args.out, tag)
        if args.editor:
            continue
        if not args.no_previews:
            preview_shots(app, args.out, tag, queen_plays_again(), "queen")
            never = Workshop.import_file(never_file, background=False)
            preview_shots(app, args.out, tag, never, "never")
        problem_shot(app, args.out, tag)
        chooser_shots(app, args.out, tag, folder, queen_plays_again())
    preview.close_shared_pool()
    running = [f for f in frames if f[2].endswith(("running", "starting"))]
    print("frames while previews ran:", len(running))
    if not running:
        return 0
    walls = sorted(round(f[0], 3) for f in running)
    cpus = sorted(round(f[1], 3) for f in running)
    print("their wall clock, slowest (s):", walls[-5:], "median", walls[len(walls) // 2])
    print("their main-thread CPU, largest (s):", cpus[-5:], "median", cpus[len(cpus) // 2])
    print("over 100 ms by the wall clock:", sum(w > 0.1 for w in walls))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
