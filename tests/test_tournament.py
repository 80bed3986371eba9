"""The match command: parallel games give the same report as a serial run."""

from __future__ import annotations

import json

import pytest

import game
from game.common.intervals import wilson_interval
from game.schotten.cli import main
from game.schotten.tournament import run_match


def _without_times(data: dict[str, object]) -> dict[str, object]:
    return {key: value for key, value in data.items() if key != "ms_per_decision"}


def test_jobs_give_the_same_results_as_a_serial_run() -> None:
    config = game.GameConfig(tactics=True)
    serial = run_match("easy", "random", 6, 11, config, jobs=1)
    parallel = run_match("easy", "random", 6, 11, config, jobs=2)
    assert _without_times(serial.to_dict()) == _without_times(parallel.to_dict())
    assert len(serial.a.decision_ms) == len(parallel.a.decision_ms)


def test_match_command_accepts_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--a", "easy", "--b", "random", "--games", "2",
                 "--jobs", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2
    assert set(data) >= {"a", "b", "games", "wins_a", "wins_b", "draws", "win_rate_a",
                         "ci95", "ms_per_decision"}
    assert main(["match", "--a", "easy", "--b", "random", "--jobs", "0"]) == 2


def test_wilson_interval_brackets_the_rate() -> None:
    low, high = wilson_interval(0.75, 400)
    assert 0.70 < low < 0.75 < high < 0.80
