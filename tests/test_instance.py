"""One copy of the game per data folder: a second copy says so in one sentence and
closes, touching no file (two copies wrote their settings over each other's when they
closed; a tester lost a language chosen a moment before that way)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.model.instance import AlreadyRunning, hold_instance
from scenes.ui.text import catalog

ROOT = Path(__file__).resolve().parent.parent


def test_the_lock_is_held_once_and_let_go_when_closed(tmp_path: Path) -> None:
    first = hold_instance(tmp_path / "data")
    assert first is not None
    with pytest.raises(AlreadyRunning):
        hold_instance(tmp_path / "data")
    assert hold_instance(tmp_path / "elsewhere") is not None  # another folder is free
    first.close()
    again = hold_instance(tmp_path / "data")
    assert again is not None
    again.close()


def test_a_folder_that_cannot_hold_a_lock_still_lets_the_game_run(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert hold_instance(blocked / "data") is None


def test_a_second_copy_says_so_and_writes_nothing(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"format": "schotten-totten/settings@1",
                                    "language": "el"}), encoding="utf-8")
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    held = hold_instance(tmp_path)
    assert held is not None
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SCHOTTEN_TOTTEN_DATA=str(tmp_path),
               SCHOTTEN_TOTTEN_LOGS=str(tmp_path / "logs"))
    try:
        result = subprocess.run([sys.executable, "-m", "scenes", "--frames", "5"], cwd=ROOT,
                                env=env, capture_output=True, text=True, timeout=60,
                                check=False)
    finally:
        held.close()
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip() == catalog("el")["app.already_open"]
    after = {path.name: path.read_bytes() for path in tmp_path.iterdir()
             if path.name not in ("logs", "instance.lock")}
    assert after == before
