"""One application id, one version, one set of words: every file that names the game agrees."""

from __future__ import annotations

import configparser
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

from game import desktop
from game.i18n import LANGUAGES, template
from tests.packaging.checks import METAINFO, PYPROJECT, ROOT, VERSION, disagreements
from tools import changelog

APP_ID = "io.github.maumaugame.maumau"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def metainfo() -> ET.Element:
    return ET.parse(desktop.metainfo_file()).getroot()


def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys keep their case
    parser.read(desktop.entry_file(), encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_application_id_is_the_same_everywhere():
    assert desktop.APP_ID == APP_ID
    assert desktop.entry_file().name == f"{APP_ID}.desktop"
    assert desktop.metainfo_file().name == f"{APP_ID}.metainfo.xml"
    info = metainfo()
    assert info.findtext("id") == APP_ID
    assert info.findtext("launchable[@type='desktop-id']") == f"{APP_ID}.desktop"
    assert entry()["Icon"] == entry()["StartupWMClass"] == APP_ID
    for size in desktop.ICON_SIZES:
        where = desktop.icon_file(size).relative_to(ROOT / "assets" / "icons")
        assert where == Path("hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")
    assert f'APP_ID = "{APP_ID}"' in (ROOT / "packaging" / "deb.py").read_text(encoding="utf-8")
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "from game.desktop import APP_ID" in spec and "bundle_identifier=APP_ID" in spec


def test_the_id_is_the_project_s_home_on_github_reversed():
    """io.github.<organisation>.<repository>: the project URLs and the metainfo's point there."""
    _, _, organisation, repository = APP_ID.split(".")
    home = f"https://github.com/{organisation}/{repository}"
    urls = PYPROJECT["project"]["urls"]
    assert urls["Homepage"] == urls["Source"] == home
    assert all(url.startswith(home) for url in urls.values())
    assert metainfo().findtext("url[@type='homepage']") == home
    assert f'HOMEPAGE = "{home}"' in (ROOT / "packaging" / "deb.py").read_text(encoding="utf-8")


def test_the_menu_entry_speaks_the_game_s_languages():
    """The entry's translated name and comment are the game's own words (assets/translations):
    change one there, change it in assets/desktop too."""
    section = entry()
    assert section["Name"] == desktop.APP_NAME
    assert section["Exec"] == section["TryExec"] == desktop.PROGRAM
    for key, text_key in desktop.ENTRY_WORDS.items():
        assert section[key] == template("en", text_key)
        for language in LANGUAGES[1:]:
            assert section[f"{key}[{language}]"] == template(language, text_key), (key, language)


def test_the_metainfo_describes_the_game_in_each_language():
    info = metainfo()
    assert info.get("type") == "desktop-application"
    summaries = {s.get(LANG, "en") for s in info.iter("summary")}
    assert summaries == set(LANGUAGES)
    paragraphs = info.findall("description/p")
    assert {p.get(LANG, "en") for p in paragraphs} == set(LANGUAGES)
    assert {lang.text for lang in info.iter("lang")} == set(LANGUAGES)
    assert info.find("content_rating[@type='oars-1.1']") is not None
    assert info.findtext("provides/binary") == desktop.PROGRAM
    assert info.findtext("project_license") == PYPROJECT["project"]["license"]


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_each_screenshot_is_in_the_repository_at_the_release_s_tag():
    """The metainfo's screenshots are docs/screenshots as the newest release's tag v<version>
    has them: the repository serves them (docs/packaging.md), no other host. Their sizes are
    the files' (made again by `make dist` and at each release: tools.release)."""
    shots = metainfo().findall("screenshots/screenshot")
    assert len(shots) >= 3 and shots[0].get("type") == "default"
    newest = changelog.newest_release(changelog.read(ROOT))
    prefix = f"https://raw.githubusercontent.com/maumaugame/maumau/v{newest}/"
    for shot in shots:
        assert shot.findtext("caption")
        image = shot.find("image")
        assert image is not None and image.text is not None
        assert image.text.startswith(prefix), image.text
        file = ROOT / image.text.removeprefix(prefix)
        assert file.parent == ROOT / "docs" / "screenshots" and file.is_file()
        assert png_size(file.read_bytes()) == (
            int(image.get("width", 0)),
            int(image.get("height", 0)),
        )
        assert file.stat().st_size < 1_000_000  # software centres download each one


def test_the_version_the_changelog_the_metainfo_and_the_manual_page_agree():
    """A release is CHANGELOG.md's newest and the metainfo's; a development build comes after
    it, with the Unreleased section on top (checks.disagreements)."""
    assert disagreements(ROOT, VERSION) == []


def test_disagreements_are_found(tmp_path: Path):
    """The check above finds each kind of disagreement, on a copy of the files it reads."""
    for name in ("CHANGELOG.md", str(METAINFO), "docs/maumau.6"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    newest = changelog.newest_release(changelog.read(ROOT))
    assert disagreements(tmp_path, "0.2.0.dev3+gabc1234") == []
    assert disagreements(tmp_path, newest or "") == []
    said = disagreements(tmp_path, "9.9.9")
    assert said == [f"9.9.9 is a release, CHANGELOG.md's newest is {newest}"]
    info = tmp_path / METAINFO
    info.write_text(
        info.read_text(encoding="utf-8").replace(f'version="{newest}"', 'version="0.0.1"'),
        encoding="utf-8",
    )
    assert "the metainfo's releases are not CHANGELOG.md's, newest first" in disagreements(
        tmp_path, "0.2.0.dev3+gabc1234"
    )
    (tmp_path / "docs/maumau.6").write_text('.TH MAUMAU 6 2001-01-01 "Mau-Mau 0.0.1" "Games"\n')
    assert f"docs/maumau.6 is not dated and named for {newest}" in disagreements(
        tmp_path, "0.2.0.dev3+gabc1234"
    )
    log = tmp_path / "CHANGELOG.md"
    log.write_text(log.read_text(encoding="utf-8").replace("## [Unreleased]\n", ""))
    assert f"a development build (0.2.0.dev3+gabc1234) under CHANGELOG's [{newest}]" in (
        disagreements(tmp_path, "0.2.0.dev3+gabc1234")
    )


def test_pyproject_names_authors_classifiers_and_licence_files():
    project = PYPROJECT["project"]
    assert project["authors"] and project["classifiers"] and project["urls"]
    assert "LICENSE" in project["license-files"]
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "MIT" in project["license"].split()
    assert not [c for c in project["classifiers"] if c.startswith("License ::")]  # PEP 639
