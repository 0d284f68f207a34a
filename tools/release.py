"""Make a release: the changelog, the metainfo, the manual page and the screenshots say the new
version, in one commit, tagged.

    python -m tools.release 0.2.0 --summary "The workshop: rules of your own through forms"
    git push origin main v0.2.0          # the release workflow builds and publishes the tag

It refuses a tree with changes not committed, a version that is not X.Y.Z or not newer than the
last release (CHANGELOG.md's and git's tags), and an empty Unreleased section. Then:

1. CHANGELOG.md: `## [Unreleased]` becomes `## [X.Y.Z] - <today>` under a fresh, empty
   `## [Unreleased]`, and the links at its end compare from the new tag;
2. the metainfo: the release first in <releases>, with the summary (--summary, else the
   section's own first paragraph, else what its headings count), and the screenshots'
   addresses at the tag vX.Y.Z, which will hold them;
3. docs/maumau.6: its date and version;
4. docs/screenshots: made again (tools.screenshots), the title showing X.Y.Z;
5. a commit "Release X.Y.Z" of those files, and the annotated tag vX.Y.Z on it.

The version comes from the tag alone (game.versioning): after it, the checkout says X.Y.Z.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

from tools import changelog

ROOT = Path(__file__).resolve().parent.parent
METAINFO = Path("assets", "desktop", "io.github.maumaugame.maumau.metainfo.xml")
MANPAGE = Path("docs", "maumau.6")
SHOTS = Path("docs", "screenshots")
CHANGELOG = Path("CHANGELOG.md")
HOME = "https://github.com/maumaugame/maumau"
VERSION = re.compile(r"(\d+)\.(\d+)\.(\d+)")
#: Keep a Changelog's kinds of change, as the summary counts them.
KINDS = {
    "Added": ("addition", "additions"),
    "Changed": ("change", "changes"),
    "Deprecated": ("deprecation", "deprecations"),
    "Removed": ("removal", "removals"),
    "Fixed": ("fix", "fixes"),
    "Security": ("security fix", "security fixes"),
}


class Refused(Exception):
    """Why the release is not made, in words for the person making it."""


def git(*args: str, root: Path = ROOT) -> str:
    done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise Refused(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def parsed(version: str) -> tuple[int, int, int]:
    found = VERSION.fullmatch(version)
    if found is None:
        raise Refused(f"{version!r} is not a version X.Y.Z (three numbers)")
    major, minor, patch = (int(part) for part in found.groups())
    return major, minor, patch


def last_release(text: str, root: Path) -> tuple[int, int, int] | None:
    """The newest version released: CHANGELOG.md's and git's tags vX.Y.Z together."""
    tags = git("tag", "--list", "v*", root=root).split()
    found = [v for v, _ in changelog.releases(text)] + [t[1:] for t in tags]
    versions = [parsed(v) for v in found if VERSION.fullmatch(v)]
    return max(versions, default=None)


def summary(section: changelog.Section) -> str:
    """The section's first paragraph, when it opens with one; else what its headings hold,
    counted: "4 additions, 2 changes and 5 fixes: the changelog has each." """
    lead = section.body.strip().split("\n\n")[0]
    if lead and not lead.startswith(("#", "-", "*")):
        return " ".join(lead.split())
    counts = []
    for kind, items in re.findall(r"^### (\w+)\n(.*?)(?=^### |\Z)", section.body, re.M | re.S):
        n = len(re.findall(r"^[-*] ", items, re.M))
        one, many = KINDS.get(kind, (kind.lower(), kind.lower()))
        if n:
            counts.append(f"{n} {one if n == 1 else many}")
    if not counts:
        raise Refused("the Unreleased section lists nothing: there is nothing to release")
    listed = ", ".join(counts[:-1]) + " and " + counts[-1] if len(counts) > 1 else counts[0]
    return f"{listed}: the changelog has each."


def new_changelog(text: str, version: str, today: str, previous: str | None) -> str:
    """CHANGELOG.md with the Unreleased section released as `version` on `today`."""
    text = text.replace("## [Unreleased]\n", f"## [Unreleased]\n\n## [{version}] - {today}\n", 1)
    links = [f"[Unreleased]: {HOME}/compare/v{version}...HEAD"]
    if previous:
        links.append(f"[{version}]: {HOME}/compare/v{previous}...v{version}")
    else:
        links.append(f"[{version}]: {HOME}/releases/tag/v{version}")
    return re.sub(r"^\[Unreleased\]: .*$", "\n".join(links), text, count=1, flags=re.M)


def new_metainfo(text: str, version: str, today: str, said: str) -> str:
    """The metainfo with the release first in <releases>, its screenshots at the tag."""
    if "<releases>\n" not in text:
        raise Refused(f"{METAINFO} has no <releases>")
    release = (
        f'    <release version="{version}" date="{today}">\n'
        f'      <url type="details">{HOME}/blob/v{version}/CHANGELOG.md</url>\n'
        "      <description>\n"
        f"        <p>{escape(said)}</p>\n"
        "      </description>\n"
        "    </release>\n"
    )
    text = text.replace("<releases>\n", "<releases>\n" + release, 1)
    raw = "https://raw.githubusercontent.com/maumaugame/maumau/"
    shots = f"/{SHOTS.as_posix()}/"
    return re.sub(rf"{re.escape(raw)}[^/<]+{shots}", f"{raw}v{version}{shots}", text)


def new_manpage(text: str, version: str, today: str) -> str:
    """The manual page's heading dated and versioned, when it carries a date."""
    return re.sub(
        r'^(\.TH \S+ \S+) \d{4}-\d{2}-\d{2} "Mau-Mau [^"]*"',
        rf'\1 {today} "Mau-Mau {version}"',
        text,
        count=1,
        flags=re.M,
    )


def screenshots(root: Path) -> None:
    """Made again by the tree's own tools.screenshots, headless."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    subprocess.run([sys.executable, "-m", "tools.screenshots"], cwd=root, env=env, check=True)


def release(
    version: str, *, root: Path = ROOT, said: str | None = None, shots: bool = True
) -> list[Path]:
    """Make the release; returns the files the commit changed."""
    wanted = parsed(version)
    if git("status", "--porcelain", root=root):
        raise Refused("the tree has changes not committed: commit or put them aside first")
    text = changelog.read(root)
    top = changelog.sections(text)
    if not top or top[0].name != changelog.UNRELEASED:
        raise Refused("CHANGELOG.md does not start with a '## [Unreleased]' section")
    last = last_release(text, root)
    if last is not None and wanted <= last:
        raise Refused(f"{version} is not newer than the last release, {'.'.join(map(str, last))}")
    said = said or summary(top[0])
    today = date.today().isoformat()
    previous = ".".join(map(str, last)) if last else None
    edits = {
        CHANGELOG: new_changelog(text, version, today, previous),
        METAINFO: new_metainfo(_read(root / METAINFO), version, today, said),
        MANPAGE: new_manpage(_read(root / MANPAGE), version, today),
    }
    for path, new in edits.items():
        (root / path).write_text(new, encoding="utf-8")
    if shots:
        screenshots(root)  # after the changelog: the title shows the new version
    git("add", *(path.as_posix() for path in [*edits, SHOTS]), root=root)
    changed = git("diff", "--cached", "--name-only", root=root).split()
    git("commit", "--quiet", "-m", f"Release {version}", root=root)
    git("tag", "--annotate", f"v{version}", "-m", f"Mau-Mau {version}: {said}", root=root)
    return [Path(name) for name in changed]


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.release",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("version", help="the new version, X.Y.Z")
    parser.add_argument("--summary", help="the release in one line, for software centres")
    parser.add_argument(
        "--no-screenshots", action="store_true", help="keep docs/screenshots as they are"
    )
    args = parser.parse_args(argv)
    try:
        changed = release(args.version, said=args.summary, shots=not args.no_screenshots)
    except Refused as why:
        print(f"tools.release: no release: {why}", file=sys.stderr)
        return 1
    print(f"Released {args.version}: the commit 'Release {args.version}', tagged v{args.version},")
    print("changed " + ", ".join(path.as_posix() for path in changed) + ".")
    from game.versioning import in_words, source_version

    print(f"The checkout's version is now {in_words(source_version(ROOT))}.")
    branch = git("branch", "--show-current") or "HEAD"
    print(f"Publish it: git push origin {branch} v{args.version}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
