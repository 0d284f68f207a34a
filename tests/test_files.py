"""The one reader every file of the game goes through (`game.files`): bounded, a regular file,
no link out of its folder; text made drawable; file names shown and stored faithfully."""

from __future__ import annotations

import os
import threading

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import files


def test_a_plain_file_is_read(tmp_path):
    path = tmp_path / "a.json"
    path.write_text('{"x": [1, 2.5]}\r\nmore', encoding="utf-8")
    assert files.read_text(path, 100) == '{"x": [1, 2.5]}\nmore'
    assert files.read_first_line(path, 100) == '{"x": [1, 2.5]}'
    assert files.parse_json(files.read_first_line(path, 100)) == {"x": [1, 2.5]}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    done: list[BaseException] = []

    def read() -> None:
        try:
            files.read_text(fifo, 100)
        except BaseException as error:  # what the reader raised, looked at below
            done.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    assert done and isinstance(done[0], files.FileRefused), "the read blocked on a FIFO"
    assert done[0].reason == "not_regular"


def test_a_device_a_folder_and_a_link_out_are_refused(tmp_path):
    (tmp_path / "zero").symlink_to("/dev/zero")
    with pytest.raises(files.FileRefused) as device:
        files.read_bytes(tmp_path / "zero", 100)
    assert device.value.reason == "not_regular"
    (tmp_path / "dir").mkdir()
    with pytest.raises(files.FileRefused) as folder:
        files.read_bytes(tmp_path / "dir", 100)
    assert folder.value.reason == "directory"
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("secret")
    game = tmp_path / "game"
    game.mkdir()
    (game / "save.json").symlink_to(outside)
    with pytest.raises(files.FileRefused) as escape:
        files.read_text(game / "save.json", 100, inside=game)
    assert escape.value.reason == "outside"
    (game / "inner.json").write_text("ok")
    (game / "link.json").symlink_to(game / "inner.json")
    assert files.read_text(game / "link.json", 100, inside=game) == "ok"  # inside: fine


def test_sizes_are_bounded_whole_and_by_the_first_line(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1000 + b"\n" + b"y" * 10_000_000)
    with pytest.raises(files.FileRefused) as refused:
        files.read_bytes(big, 5000)
    assert refused.value.reason == "too_big" and refused.value.size > 10_000_000
    assert files.read_first_line(big, 5000) == "x" * 1000  # the rest is never read
    with pytest.raises(files.FileRefused) as long_line:
        files.read_first_line(big, 500)
    assert long_line.value.reason == "long_line"


def test_bytes_that_are_not_utf8_are_refused(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"name": "Müller"}'.encode("latin-1"))
    with pytest.raises(files.FileRefused) as refused:
        files.read_text(path, 100)
    assert refused.value.reason == "not_utf8" and refused.value.byte == 11


@pytest.mark.parametrize(
    "text", ["NaN", "[Infinity]", "1e999", "[" * 100_000 + "]" * 100_000, "{bad"]
)
def test_json_the_game_does_not_write_is_a_value_error(text):
    with pytest.raises(ValueError):
        files.parse_json(text)


def test_the_typed_checks_name_the_place():
    assert files.whole(3, "n") == 3
    for bad in (True, 2.0, "3", -1, 1 << 60):
        with pytest.raises(ValueError, match="^n: "):
            files.whole(bad, "n")
    assert files.text("Anna", "name", 10) == "Anna"
    for bad in ("A\x00", "A\ud800", "A\n", "x" * 11, 5):
        with pytest.raises(ValueError, match="^name: "):
            files.text(bad, "name", 10)
    with pytest.raises(ValueError, match="unknown extra"):
        files.record({"a": 1, "extra": 2}, "row", {"a"})
    with pytest.raises(ValueError, match="no a"):
        files.record({}, "row", {"a"})


NASTY = ["Ann\x00a", "Bo\ud800b", "C\x07\x1b[31m", "tab\there", "line\nbreak", "\u202eevil", ""]


@pytest.mark.parametrize("text", NASTY)
def test_screen_text_is_text_pygame_draws(text):
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    clean = files.screen_text(text)
    font.render(clean, True, (255, 255, 255))
    assert clean.isprintable()
    assert "\n" not in clean and "\x00" not in clean


def test_screen_text_keeps_ordinary_text_and_clips():
    assert files.screen_text("Grüße, Åsa 😀") == "Grüße, Åsa 😀"
    assert files.screen_text("x" * 50, 10) == "x" * 9 + "…"


def test_a_name_that_is_not_utf8_is_shown_replaced_and_stored_faithfully():
    name = os.fsdecode(b"Regeln f\xfcr Oma.yaml")
    assert files.shown_name(name) == "Regeln f\ufffdr Oma.yaml"
    stored = files.name_to_text(name)
    assert stored.isprintable() and stored.encode("utf-8")
    assert files.name_from_text(stored) == name
    assert files.name_to_text("noris") == "noris"  # an ordinary name is kept as it is
    with pytest.raises(ValueError):
        files.name_from_text("fs:mine%00.yaml")  # no file is called so


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=1, max_size=60).filter(lambda b: b"/" not in b and b"\x00" not in b))
def test_every_file_name_round_trips_through_settings(raw):
    name = os.fsdecode(raw)
    stored = files.name_to_text(name)
    assert stored.isprintable()
    assert files.name_from_text(stored) == name
    assert files.shown_name(name).isprintable()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40), st.one_of(st.none(), st.integers(1, 50)))
def test_screen_text_is_always_what_the_checks_take_back(text, most):
    clean = files.screen_text(text, most)
    assert clean.isprintable()
    assert most is None or len(clean) <= most
