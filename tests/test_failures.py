"""Failures are visible: the log goes to a rotating file in the per-user log folder, and a
computer player that raises (or answers with an illegal action) is logged with its
traceback and told in one sentence while the game goes on; under tests it is raised."""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pytest

from game.takethat import TakeThatConfig, TakeThatMatch
from scenes.core.app import App
from scenes.model import logs
from scenes.model.seats import PlayerSpec
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.table.computer import ComputerFailed
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.session import TakeThatSession
from scenes.ui.text import t
from tests import scenes_support as support


class Broken:
    """A computer player with a bug."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        raise ZeroDivisionError("a bug in the player")


class Cheat:
    """A computer player that answers with an action that is never legal."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        return "not an action"


def schotten_table(app: App) -> BoardScene:
    setup = SetupChoices(level="random", first="opponent")
    board = BoardScene(app, schotten.start(app, session_from(setup, 3)))
    app.stack.push(board)
    support.step(app)
    return board


def takethat_table(app: App) -> TakeThatBoard:
    players = (PlayerSpec("Ada"), PlayerSpec("Bob", "random"))
    match = TakeThatMatch.start(TakeThatConfig(players=2, rounds=1), 8)
    session = takethat.start(app, TakeThatSession(match, players))
    board = TakeThatBoard(app, session)
    app.stack.push(board)
    support.step(app)
    return board


def computer_seat(board: BoardScene | TakeThatBoard) -> int:
    return next(iter(board.computers))


def wait_for_the_computer(app: App, board: BoardScene | TakeThatBoard, seat: int) -> None:
    for _ in range(300):
        if board.state.to_move == seat:
            return
        if isinstance(board, BoardScene) and board.my_turn():
            board.submit(board.state.legal_actions()[0])
            continue
        if isinstance(board, TakeThatBoard) and board.my_turn():
            board.submit(board.state.legal_actions()[0])
            continue
        support.step(app)
    raise AssertionError("the computer's turn did not come")


TABLES = [schotten_table, takethat_table]


@pytest.mark.parametrize("table", TABLES, ids=["schotten-totten", "take-that"])
@pytest.mark.parametrize("player", [Broken, Cheat])
def test_under_tests_a_failing_computer_player_is_raised(table: Any, player: type) -> None:
    app = support.make_app()
    board = table(app)
    seat = computer_seat(board)
    board.computers[seat] = player()
    with pytest.raises(ComputerFailed):
        wait_for_the_computer(app, board, seat)
        for _ in range(20):
            support.step(app)


@pytest.mark.parametrize("table", TABLES, ids=["schotten-totten", "take-that"])
@pytest.mark.parametrize("player", [Broken, Cheat])
def test_for_players_a_failing_computer_is_logged_told_and_replaced(
        table: Any, player: type, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.delenv(logs.STRICT_VARIABLE)
    app = support.make_app()
    board = table(app)
    seat = computer_seat(board)
    board.computers[seat] = player()
    wait_for_the_computer(app, board, seat)
    before = len(board.state.log)
    legal = board.state.legal_actions()
    with caplog.at_level(logging.ERROR, logger="scenes"):
        for _ in range(20):
            support.step(app)
            if len(board.state.log) > before:
                break
    assert board.state.log[before] == (seat, legal[0])
    assert board.message == t("board.computer_failed", name=board.name(seat))
    failures = [record for record in caplog.records if record.levelno == logging.ERROR]
    assert len(failures) == 1 and board.name(seat) in failures[0].getMessage()
    if player is Broken:
        assert failures[0].exc_info is not None


def test_the_log_is_a_rotating_file_in_the_log_folder(tmp_path: Path) -> None:
    path = logs.start_logging(tmp_path / "logs")
    try:
        assert path == tmp_path / "logs" / logs.LOG_FILE
        logging.getLogger("scenes.test").warning("something to look into")
        for handler in logging.getLogger("scenes").handlers:
            handler.flush()
        assert "something to look into" in path.read_text(encoding="utf-8")
        handlers = [h for h in logging.getLogger("scenes").handlers
                    if isinstance(h, logging.handlers.RotatingFileHandler)]
        assert len(handlers) == 1 and handlers[0].maxBytes == logs.MAX_BYTES
        assert logs.start_logging(tmp_path / "logs") == path
        assert len([h for h in logging.getLogger("scenes").handlers
                    if isinstance(h, logging.handlers.RotatingFileHandler)]) == 1
    finally:
        for name in ("game", "scenes"):
            logger = logging.getLogger(name)
            for handler in list(logger.handlers):
                logger.removeHandler(handler)
                handler.close()


def test_an_unwritable_log_folder_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert logs.start_logging(blocker / "logs") is None


def test_the_log_folder_is_per_user_unless_overridden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(logs.LOG_DIR_VARIABLE)
    folder = logs.log_dir()
    assert "schotten-totten" in str(folder)
    monkeypatch.setenv(logs.LOG_DIR_VARIABLE, "/somewhere/else")
    assert logs.log_dir() == Path("/somewhere/else")
