"""``benchmarks/takethat_compare.py --scores``: one entry per game, in game order, that
adds up to the figures the tool reports."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from benchmarks import takethat_compare


def _run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         scores: Path, seed: int) -> dict[str, object]:
    monkeypatch.setattr(sys, "argv", [
        "takethat_compare.py", "easy", "random", "--games", "6", "--rounds", "1",
        "--seed", str(seed), "--json", "--scores", str(scores)])
    takethat_compare.main()
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_scores_add_up_to_the_report(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path) -> None:
    path = tmp_path / "scores.json"
    report = _run(monkeypatch, capsys, path, seed=3)
    games = json.loads(path.read_text(encoding="utf-8"))
    assert len(games) == 6
    shares = [share for share, _ in games]
    margins = [margin for _, margin in games]
    assert all(share in (0.0, 0.5, 1.0) for share in shares)
    share = report["share"]
    assert isinstance(share, dict)
    assert sum(shares) / 6 == pytest.approx(share["easy"]["win_share"], abs=1e-4)
    margin = report["margin"]
    assert isinstance(margin, list)
    assert sum(margins) / 6 == pytest.approx(margin[0], abs=1e-3)


def test_the_same_seed_gives_the_same_games(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    _run(monkeypatch, capsys, first, seed=11)
    _run(monkeypatch, capsys, second, seed=11)
    assert first.read_text(encoding="utf-8") == second.read_text(encoding="utf-8")
