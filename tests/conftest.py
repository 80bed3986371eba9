"""Every test gets its own empty data folder, so no test reads or writes the player's
settings, saves or statistics, and tests cannot see each other's files; a test that
switches the language leaves English behind. Failures the game would report and survive
(a computer player that raises) are raised instead, so that no test passes over one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scenes.model import logs, storage
from scenes.ui import text


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv(storage.DATA_DIR_VARIABLE, str(folder))
    monkeypatch.setenv(logs.LOG_DIR_VARIABLE, str(folder / "logs"))
    monkeypatch.setenv(logs.STRICT_VARIABLE, "1")
    yield folder
    text.set_language("en")
