"""Hostile or unlucky files never stop the game: deeply nested JSON, a byte-order mark, a
name with control characters, a file from a newer version (left untouched), and a disk
that refuses writes in the middle of a game (told on the table at once, and again when
saving works again)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from scenes.core.app import RETRY_WRITES, write_reason
from scenes.model import storage
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.shell.menu import MainMenu
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from scenes.takethat.setup import session_from as takethat_session_from
from scenes.ui.text import t
from tests import scenes_support as support
from tests.session_support import board_of, play_until, start_game

FILES = ("settings.json", "statistics.json", "session.json", "takethat-session.json",
         "setup.json")
NESTED = "[" * 1000 + "]" * 1000


@pytest.mark.parametrize("name", FILES)
def test_a_deeply_nested_file_is_set_aside_and_the_game_opens(
        name: str, private_data_folder: Path, caplog: pytest.LogCaptureFixture) -> None:
    (private_data_folder / name).write_text(NESTED, encoding="utf-8")
    app = support.make_app()
    assert isinstance(app.stack.top, MainMenu)
    # One plain sentence for the player; the parser's words go to the log.
    assert len(app.notices) == 1 and "damaged" in app.notices[0]
    assert "nested" not in app.notices[0] and "nested too deeply" in caplog.text
    assert not (private_data_folder / name).exists()
    stem, suffix = name.rsplit(".", 1)
    moved = private_data_folder / f"{stem}.broken-1.{suffix}"
    assert moved.read_text(encoding="utf-8") == NESTED
    support.step(app, frames=2)


def test_a_byte_order_mark_is_read_like_any_editor_writes_it(private_data_folder: Path) -> None:
    settings = {"format": "schotten-totten/settings@1", "music_volume": 20}
    (private_data_folder / "settings.json").write_bytes(
        b"\xef\xbb\xbf" + json.dumps(settings).encode("utf-8"))
    app = support.make_app()
    assert app.notices == [] and app.settings.music_volume == 20


def saved_game(app_seed: int = 1) -> Path:
    """A real save of a match in progress; returns the data folder's save."""
    app = support.make_app(seed=app_seed)
    board = start_game(app, name1="Ada", level="easy")
    play_until(app, board, 6)
    return storage.data_dir() / schotten.SESSION_FILE


def test_control_characters_in_a_saved_name_are_cleaned_and_drawn() -> None:
    path = saved_game()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "A\x00d\x1ba\u0007"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = support.make_app()
    assert app.notices == []
    support.click(app, support.menu_button(app, 1))
    board = board_of(app)
    assert board.name(0) == "A d a"
    support.step(app, frames=3)


def test_control_characters_in_a_saved_take_that_name_are_cleaned_and_drawn() -> None:
    app = support.make_app()
    seats = [SeatChoice("Bea", HUMAN), SeatChoice("", "easy")]
    choices = TakeThatChoices(players=2, seats=seats, rounds=1)
    session = takethat.start(app, takethat_session_from(choices, 4))
    app.stack.push(TakeThatBoard(app, session))
    support.step(app, frames=2)
    path = storage.data_dir() / "takethat-session.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0]["name"] = "\x00Bea\x00"
    path.write_text(json.dumps(data), encoding="utf-8")
    again = support.make_app()
    assert again.notices == []
    support.click(again, support.menu_button(again, 1))
    board = next(s for s in again.stack.scenes if isinstance(s, TakeThatBoard))
    assert board.name(0) == "Bea"
    support.step(again, frames=3)


def test_a_name_with_nothing_to_show_sets_the_save_aside() -> None:
    path = saved_game()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1]["name"] = "\x00\x01"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = support.make_app()
    assert len(app.notices) == 1 and schotten.current(app) is None


@pytest.mark.parametrize(("name", "tag"), [
    ("settings.json", "schotten-totten/settings@2"),
    ("statistics.json", "schotten-totten/statistics@2"),
    ("session.json", "schotten-totten/session@2"),
    ("takethat-session.json", "take-that/session@2"),
    ("setup.json", "schotten-totten/setup@2"),
])
def test_a_file_of_a_newer_version_is_left_untouched(name: str, tag: str,
                                                     private_data_folder: Path) -> None:
    content = json.dumps({"format": tag, "something": "new"})
    path = private_data_folder / name
    path.write_text(content, encoding="utf-8")
    app = support.make_app()
    assert len(app.notices) == 1 and "newer version" in app.notices[0]
    app.settings.music_volume = 10
    app.save_settings()
    board = start_game(app, level="random")
    play_until(app, board, 4)
    board.state.resign(1)
    board.after_action()
    support.step(app, frames=5)
    assert path.read_text(encoding="utf-8") == content
    assert not list(private_data_folder.glob("*.broken-*"))


def test_a_failing_save_is_told_on_the_table_at_once_and_when_it_works_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app()
    board = start_game(app, level="random")
    assert isinstance(board, BoardScene)
    plain = storage.atomic_write_text

    def full_disk(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", full_disk)
    play_until(app, board, 4)
    support.step(app)
    failed = t("notice.write_failed", file="session.json", reason=t("notice.reason.full"))
    assert board.message == failed
    assert failed in app.notices
    monkeypatch.setattr(storage, "atomic_write_text", plain)
    for _ in range(200):
        if board.my_turn():
            break
        support.step(app)
    board.submit(board.legal()[0])
    support.step(app)
    assert board.message == t("notice.write_again", file="session.json")


@pytest.mark.parametrize(("number", "key"), [(errno.ENOSPC, "notice.reason.full"),
                                             (errno.EACCES, "notice.reason.denied"),
                                             (errno.EPERM, "notice.reason.denied"),
                                             (errno.EROFS, "notice.reason.read_only")])
def test_a_write_failure_the_player_can_mend_is_said_in_the_game_language(
        number: int, key: str) -> None:
    assert write_reason(OSError(number, "system words")) == t(key) != "system words"


def test_any_other_write_failure_keeps_the_system_words() -> None:
    assert write_reason(OSError(errno.EIO, "Input/output error")) == "Input/output error"
    assert write_reason(OSError("no number at all")) == "no number at all"


def test_a_file_that_could_not_be_written_is_written_again_once_it_can_be(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A robustness tester made statistics.json unwritable and finished a round: it was
    never counted, even after the file could be written again (statistics are written
    once a round). The file is tried again every few seconds, quietly."""
    app = support.make_app()
    plain = storage.atomic_write_text

    def refused(path: Path, text: str) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(storage, "atomic_write_text", refused)
    app.save_statistics()
    wanted = app.stats.to_json()
    assert app.failing == {app.files.statistics: wanted}
    app.save_news = None
    app.retry_writes(RETRY_WRITES)  # still refused: nothing more is said
    assert app.save_news is None and app.files.statistics in app.failing
    monkeypatch.setattr(storage, "atomic_write_text", plain)
    app.retry_writes(RETRY_WRITES / 2)
    assert app.files.statistics in app.failing  # not yet
    support.step(app, frames=round(RETRY_WRITES / support.FRAME) + 2)
    assert not app.failing
    assert app.files.statistics.read_text(encoding="utf-8") == wanted


def test_an_abandoned_game_is_not_brought_back_by_a_save_written_late(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app()
    board = start_game(app, level="random")
    assert isinstance(board, BoardScene)

    def refused(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "atomic_write_text", refused)
    play_until(app, board, 2)
    save = app.files.save(app.entry("schotten-totten").save_file)
    assert save in app.failing
    app.forget_session("schotten-totten")
    assert save not in app.failing


def test_a_save_that_is_not_a_regular_file_or_is_endless_is_set_aside(tmp_path: Path) -> None:
    """A save linked to /dev/zero grew the game to 5.7 GB in seconds; a named pipe made it
    wait forever on a black window."""
    endless = tmp_path / "session.json"
    endless.symlink_to("/dev/zero")
    value, problem = storage.load_json(endless, lambda data: data)
    assert value is None and problem is not None and problem.kind == "not_json"
    pipe = tmp_path / "statistics.json"
    os.mkfifo(pipe)
    value, problem = storage.load_json(pipe, lambda data: data)
    assert value is None and problem is not None
    big = tmp_path / "settings.json"
    big.write_bytes(b" " * (storage.READ_LIMIT + 1))
    value, problem = storage.load_json(big, lambda data: data)
    assert value is None and problem is not None
    assert big.with_name("settings.broken-1.json").exists()


def test_a_data_folder_that_cannot_be_written_is_said_at_the_start(tmp_path: Path) -> None:
    """With a read-only data folder the first word of it came when a setting was changed
    (a robustness tester). The start says it on the main menu, once."""
    from scenes.launch import warn_if_unwritable
    app = support.make_app()
    assert not warn_if_unwritable(app, tmp_path) and not app.notices
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    assert warn_if_unwritable(app, blocked)
    assert len(app.notices) == 1 and str(blocked) in app.notices[0]
