"""The .deb: the bundle under /opt/maumau, /usr/bin/maumau, and the game's desktop files.

    python packaging/deb.py dist/maumau dist/        # after the bundle is built (build.spec)

What it installs:

    /opt/maumau/                      the bundle (PyInstaller's folder), as built
    /usr/bin/maumau                   a link to /opt/maumau/maumau
    /usr/share/applications/          assets/desktop/<id>.desktop (Exec=maumau)
    /usr/share/metainfo/              assets/desktop/<id>.metainfo.xml
    /usr/share/icons/hicolor/         assets/icons/hicolor (every size)
    /usr/share/man/man6/maumau.6.gz   docs/maumau.6
    /usr/share/doc/maumau/            copyright (the licences), changelog.gz
    /usr/share/lintian/overrides/     the lintian tags a bundle in /opt raises, each explained

No maintainer scripts: dpkg's triggers of the icon theme and the menu (hicolor-icon-theme,
desktop-file-utils) refresh their caches. The package description, the libraries it depends
on and its size are read off the files: the metainfo's summary and description, the highest
glibc symbol version the bundle's programs ask for, `du`. Every file is owned by root, the
program alone executable.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.maumaugame.maumau"  # game/desktop.py; tests/packaging checks they agree
PACKAGE = "maumau"
# Debian asks for a maintainer's mail address; the project has none of its own yet (see
# docs/packaging.md): this GitHub address is the one to replace.
MAINTAINER = "The Mau-Mau developers <maumaugame@users.noreply.github.com>"
HOMEPAGE = "https://github.com/maumaugame/maumau"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
ELF = b"\x7fELF"


# A PEP 440 version as setuptools-scm writes it (normalised): epoch, release, pre-release,
# post-release, development release, local label.
PEP440 = re.compile(
    r"(?:(?P<epoch>\d+)!)?(?P<release>\d+(?:\.\d+)*)(?:(?P<pre>a|b|rc)(?P<pre_n>\d+))?"
    r"(?:\.post(?P<post>\d+))?(?:\.dev(?P<dev>\d+))?(?:\+(?P<local>[a-z0-9]+(?:\.[a-z0-9]+)*))?"
)


def debian_version(version: str) -> str:
    """The game's version (PEP 440) as Debian orders it: `~` sorts before anything, even the
    end, so a development build or a pre-release comes before its release, as in PEP 440.

    >>> debian_version("0.2.0.dev12+g1a2b3c4"), debian_version("1.0.0rc1"), debian_version("0.1.0")
    ('0.2.0~dev12+g1a2b3c4', '1.0.0~rc1', '0.1.0')
    """
    found = PEP440.fullmatch(version)
    if found is None:
        raise ValueError(f"not a normalised PEP 440 version: {version!r}")
    upstream = found["release"]
    if found["pre"]:
        upstream += f"~{found['pre']}{found['pre_n']}"
    if found["post"]:
        upstream += f"+post{found['post']}"
    if found["dev"]:
        upstream += f"~dev{found['dev']}"
    if found["local"]:
        upstream += f"+{found['local']}"
    return f"{found['epoch']}:{upstream}" if found["epoch"] else upstream


# What SDL 2 (pygame-ce's, in the bundle) opens by name at run time, each with the Debian package
# that has it; None where Debian has no such file (an old name SDL tries after the current
# one). SDL takes what it finds: the session's display, X11 or Wayland (with libdecor's window
# frames), OpenGL or EGL to draw, PulseAudio (PipeWire's too) or ALSA for sound, and D-Bus
# (screensaver, input methods), udev (game controllers), DRM and GBM (a console without a
# desktop). A control field cannot make the Wayland set the X11 set's alternative, so both are
# recommended, as Debian's own libsdl2 depends on both. tests/packaging/test_deb.py reads the
# names off the bundled libSDL2 (`strings`).
SDL_LOADS: dict[str, str | None] = {
    # X11
    "libX11.so.6": "libx11-6",
    "libXext.so.6": "libxext6",
    "libXcursor.so.1": "libxcursor1",
    "libXfixes.so.3": "libxfixes3",
    "libXi.so.6": "libxi6",
    "libXrandr.so.2": "libxrandr2",
    "libXss.so.1": "libxss1",
    # Wayland
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdecor-0.so.0": "libdecor-0-0",
    # OpenGL, OpenGL ES, EGL
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libEGL.so.1": "libegl1",
    "libGLESv2.so.2": "libgles2",
    "libGLESv1_CM.so.1": "libgles1",
    "libGLES_CM.so.1": None,
    # sound
    "libpulse.so.0": "libpulse0",
    "libasound.so.2": "libasound2",
    "libsamplerate.so.0": "libsamplerate0",
    # the rest
    "libdbus-1.so.3": "libdbus-1-3",
    "libudev.so.1": "libudev1",
    "libudev.so.0": None,
    "libdrm.so.2": "libdrm2",
    "libgbm.so.1": "libgbm1",
}


def recommends() -> str:
    """The control file's Recommends: the packages of what SDL loads, in SDL_LOADS' order."""
    return ", ".join(dict.fromkeys(package for package in SDL_LOADS.values() if package))


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def description() -> list[str]:
    """The metainfo's English summary, then its description as a Debian long description."""
    component = ET.parse(ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml").getroot()
    summary = next(s.text or "" for s in component.iter("summary") if LANG not in s.attrib)
    body = component.find("description")
    assert body is not None
    lines = [summary[0].lower() + summary[1:]]
    for part in body:
        if LANG in part.attrib:
            continue
        if part.tag == "p":
            lines += [*_wrapped(" ".join((part.text or "").split()), " "), " ."]
        elif part.tag == "ul":
            for item in part:
                lines += _wrapped(" ".join((item.text or "").split()), "  * ", "    ")
            lines.append(" .")
    return lines[:-1] if lines[-1] == " ." else lines


def _wrapped(text: str, first: str, rest: str | None = None) -> list[str]:
    return textwrap.wrap(
        text, 79, initial_indent=first, subsequent_indent=rest if rest is not None else first
    )


def glibc_needed(bundle: Path) -> str:
    """The highest GLIBC_x.y symbol version any ELF file of the bundle asks for."""
    versions = set()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.open("rb").read(4) == ELF:
            symbols = subprocess.run(
                ["objdump", "-T", str(path)], capture_output=True, text=True, check=False
            ).stdout
            versions |= set(re.findall(r"GLIBC_(\d+\.\d+(?:\.\d+)?)", symbols))
    return max(versions, key=lambda v: tuple(map(int, v.split("."))))


def stage(bundle: Path, root: Path, version: str) -> None:
    """Lay out the package's files under `root`."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / "opt" / PACKAGE, symlinks=True)
    usr = root / "usr"
    (usr / "bin").mkdir(parents=True)
    # Across top-level folders a link is absolute (Debian policy 10.5).
    (usr / "bin" / PACKAGE).symlink_to(f"/opt/{PACKAGE}/{PACKAGE}")
    share = usr / "share"
    desktop = ROOT / "assets" / "desktop"
    _copy(desktop / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _copy(desktop / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    shutil.copytree(ROOT / "assets" / "icons" / "hicolor", share / "icons" / "hicolor")
    _gzip((ROOT / "docs" / "maumau.6").read_bytes(), share / "man" / "man6" / "maumau.6.gz")
    doc = share / "doc" / PACKAGE
    _write(doc / "copyright", copyright_text().encode())
    _gzip(changelog_text(version).encode(), doc / "changelog.gz")
    overrides = (ROOT / "packaging" / "linux" / "lintian-overrides").read_bytes()
    _write(share / "lintian" / "overrides" / PACKAGE, overrides)


def _copy(source: Path, target: Path) -> None:
    _write(target, source.read_bytes())


def _write(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def _gzip(data: bytes, target: Path) -> None:
    """gzip -9n: no name and no time inside, so the same input makes the same bytes."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as raw, gzip.GzipFile("", "wb", 9, raw, mtime=0) as packed:
        packed.write(data)


def copyright_text() -> str:
    """The game's licence and every bundled work's, as one file: assets/LICENSES.md, then the
    text of each work in assets/licenses/, in packaging/licences.toml's order. The GNU licences
    and the Apache License, which Debian keeps in /usr/share/common-licenses, are named there
    instead of copied (Debian policy 12.5; lintian checks it)."""
    assets = ROOT / "assets"
    table = tomllib.loads((ROOT / "packaging" / "licences.toml").read_text(encoding="utf-8"))
    parts = [
        f"Mau-Mau, packaged as a standalone program.\nSource: {HOMEPAGE}",
        (assets / "LICENSES.md").read_text(encoding="utf-8").strip(),
    ]
    for work in table["work"]:
        text = (assets / "licenses" / work["text"]).read_text(encoding="utf-8").strip()
        parts.append(f"## licenses/{work['text']}\n\n{text}")
    parts.append(
        "## The GNU licences and the Apache License\n\n"
        + "\n".join(
            f"licenses/{licence['text']}: the {licence['name']}; on Debian systems its complete "
            f"text can be found in /usr/share/common-licenses/{licence['debian']}."
            for licence in table["licence"]
        )
    )
    return "\n\n".join(parts) + "\n"


def changelog_text(version: str) -> str:
    """A Debian changelog entry pointing at CHANGELOG.md's for this version: a release's
    section, dated as its heading; for a development build, the Unreleased section as the
    commit built has it, dated as that commit."""
    if re.fullmatch(r"\d+\.\d+\.\d+", version):
        when = datetime.fromisoformat(_release_date(version)).replace(tzinfo=UTC)
        said = [f"  * Mau-Mau {version}: {HOMEPAGE}/blob/v{version}/CHANGELOG.md"]
    else:
        commit, when = _commit()
        words = f"Mau-Mau {version}, a development build, not a release: its changes since "
        words += "the last release are the Unreleased section of"
        said = [*_wrapped(words, "  * ", "    "), f"    {HOMEPAGE}/blob/{commit}/CHANGELOG.md"]
    return (
        f"{PACKAGE} ({debian_version(version)}) unstable; urgency=medium\n\n"
        + "\n".join(said)
        + "\n\n"
        f" -- {MAINTAINER}  {email.utils.format_datetime(when)}\n"
    )


def _release_date(version: str) -> str:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    heading = rf"^## \[{re.escape(version)}\] - (\d{{4}}-\d{{2}}-\d{{2}})$"
    found = re.search(heading, changelog, re.M)
    if not found:
        raise SystemExit(f"CHANGELOG.md has no '## [{version}] - YYYY-MM-DD' heading")
    return found.group(1)


def _commit() -> tuple[str, datetime]:
    """The commit checked out (its hash cut to 12 digits) and its date; outside git, `main`
    and now."""
    done = subprocess.run(
        ["git", "log", "-1", "--format=%h %cI", "--abbrev=12"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0 or not done.stdout.strip():
        return "main", datetime.now(UTC)
    commit, date = done.stdout.split()
    return commit, datetime.fromisoformat(date)


def control(root: Path, version: str, bundle: Path) -> str:
    installed_kib = sum(p.lstat().st_size for p in root.rglob("*")) // 1024 + 1
    synopsis, *long = description()
    fields = {
        "Package": PACKAGE,
        "Version": debian_version(version),
        "Architecture": architecture(),
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_kib),
        # libstdc++ and libgcc_s are the system's (build.spec leaves them out); SDL finds the
        # display and the sound server at run time (SDL_LOADS).
        "Depends": f"libc6 (>= {glibc_needed(bundle)}), libstdc++6, libgcc-s1",
        "Recommends": recommends(),
        "Section": "games",
        "Priority": "optional",
        "Homepage": HOMEPAGE,
        "Description": synopsis,
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items()) + "\n".join(long) + "\n"


def normalise_modes(root: Path) -> None:
    """Folders 0755, files 0644, the program 0755: the bundle's libraries need no execute bit
    (lintian: shlib-with-executable-bit)."""
    program = root / "opt" / PACKAGE / PACKAGE
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path == program else 0o644)


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.parts:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # dpkg's format
            lines.append(f"{digest}  {path.relative_to(root).as_posix()}")
    return "\n".join(lines) + "\n"


def build(bundle: Path, out: Path, work: Path, version: str) -> Path:
    """Build the package from the bundle folder, built at `version` (the game's, PEP 440);
    returns the .deb written into `out`."""
    root = work / "root"
    stage(bundle, root, version)
    normalise_modes(root)
    meta = root / "DEBIAN"
    meta.mkdir(mode=0o755)
    (meta / "control").write_text(control(root, version, bundle), encoding="utf-8")
    (meta / "md5sums").write_text(md5sums(root), encoding="utf-8")
    for name in ("control", "md5sums"):
        (meta / name).chmod(0o644)
    target = out / f"{PACKAGE}_{debian_version(version)}_{architecture()}.deb"
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/deb.py", description=__doc__)
    parser.add_argument("bundle", type=Path, help="the bundle's folder (dist/maumau)")
    parser.add_argument("out", type=Path, help="the folder to write the .deb into")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb")
    args = parser.parse_args(argv)
    if not shutil.which("dpkg-deb"):
        print("packaging/deb.py: dpkg-deb is needed (Debian, Ubuntu: apt install dpkg-dev)")
        return 2
    sys.path.insert(0, str(ROOT))
    from game.versioning import source_version

    print(build(args.bundle, args.out, args.work, source_version(ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
