"""The Take That command line and computer players."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game.takethat import TakeThatConfig, new_round
from game.takethat.ai import LEVELS, make_player
from game.takethat.cli import main
from game.takethat.tournament import play_game, run_match, seatings


def test_match_prints_win_shares_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--players", "3", "--a", "easy", "--b", "random", "--c", "random",
                 "--games", "6", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "3 players, 6 games of 2 rounds" in out
    assert "a (easy): win share" in out and "95% interval" in out and "c (random)" in out


def test_match_json_and_seat_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--seats", "random,random,easy,random", "--games", "4",
                 "--professional", "--rounds", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["players"], data["professional"], data["rounds"]) == (4, True, 1)
    assert set(data["sides"]) == {"a", "b", "c", "d"}
    assert sum(side["wins"] for side in data["sides"].values()) == pytest.approx(4)
    assert data["sides"]["c"]["level"] == "easy"


def test_match_results_depend_only_on_the_seed() -> None:
    first = run_match(["easy", "random", "random"], 3, seed=9).to_dict()
    assert run_match(["easy", "random", "random"], 3, seed=9).to_dict() == first


def test_bench_reports_each_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--json", "--seconds", "0.05"]) == 0
    rates = json.loads(capsys.readouterr().out)["games_per_second"]
    assert set(rates) == {"2", "3", "4"} and all(rate > 0 for rate in rates.values())


@pytest.mark.parametrize("argv", [
    ["match", "--players", "3", "--a", "easy", "--b", "random"],
    ["match", "--a", "easy", "--b", "nobody"],
    ["match", "--seats", "easy"],
    ["match", "--seats", "easy,random", "--players", "3"],
    ["match", "--seats", "easy,random", "--a", "easy"],
    ["match", "--a", "easy", "--b", "random", "--games", "0"],
    ["match", "--a", "easy", "--b", "random", "--players", "5"],
    ["bench", "--seconds", "-1"],
    ["deal"],
])
def test_bad_input_is_one_line_and_status_2(argv: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_the_module_runs() -> None:
    result = subprocess.run([sys.executable, "-m", "game.takethat", "match", "--a", "x"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 2 and result.stderr.startswith("error:")


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_choose_legal_actions_from_the_view(level: str, players: int) -> None:
    player = make_player(level)
    state = new_round(TakeThatConfig(players=players, professional=True), seed=players)
    rng = random.Random(1)
    while state.to_move is not None:
        view = state.view(state.to_move)
        action = player.choose(view, rng)
        assert action in view.legal
        state.play(action)


def test_easy_beats_random() -> None:
    report = run_match(["easy", "random"], games=20, seed=1).to_dict()
    sides = report["sides"]
    assert isinstance(sides, dict)
    assert sides["a"]["win_share"] >= 0.8
    four = run_match(["easy", "random", "random", "random"], games=12, seed=1).to_dict()
    sides = four["sides"]
    assert isinstance(sides, dict)
    assert sides["a"]["win_share"] >= 0.5


@pytest.mark.parametrize("level", ["expert", "hard@0", "hard@x", "hard@nan", "hard:0",
                                   "hard#1.5", "hard#", "Hard"])
def test_unknown_level(level: str) -> None:
    with pytest.raises(ValueError, match=r"unknown level|bad budget|bad sample count"):
        make_player(level)


def test_hard_spellings() -> None:
    assert make_player("hard").name == "hard"
    assert make_player("hard@250").name == "hard@250"
    assert make_player("hard#30").name == "hard#30"
    assert make_player("hard:30").name == "hard#30"


def test_every_seating_plays_each_deal_in_each_seating(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--seats", "easy,easy,random,random", "--games", "6",
                 "--every-seating", "--rounds", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seating"] == "every"
    assert data["levels"]["easy"]["sides"] == 2
    assert data["levels"]["easy"]["wins"] + data["levels"]["random"]["wins"] == pytest.approx(6)
    assert seatings(["easy", "easy", "random", "random"], "every") == [
        (0, 1, 2, 3), (0, 2, 1, 3), (0, 2, 3, 1), (2, 0, 1, 3), (2, 0, 3, 1), (2, 3, 0, 1)]
    assert len(seatings(["medium", "random", "random", "random"], "every")) == 4
    assert seatings(["easy", "random"], "rotated") == [(0, 1), (1, 0)]


def test_shared_first_places_split_and_sole_wins_counted() -> None:
    config = TakeThatConfig(players=2, rounds=1)
    shares = [0.0, 0.0]
    sole = [0, 0]
    for index in range(40):
        side_at = [(seat + index) % 2 for seat in range(2)]
        players = [make_player("random"), make_player("random")]
        winners = play_game(config, players, 30 + index).winners
        for seat in winners:
            shares[side_at[seat]] += 1 / len(winners)
            sole[side_at[seat]] += len(winners) == 1
    assert sum(sole) < 40, "the seeds should include a shared first place"
    sides = run_match(["random", "random"], games=40, seed=30, rounds=1).to_dict()["sides"]
    assert isinstance(sides, dict)
    assert [sides[name]["wins"] for name in "ab"] == pytest.approx(shares)
    assert [sides[name]["sole_wins"] for name in "ab"] == sole


def test_jobs_give_the_same_report() -> None:
    serial = run_match(["easy", "random", "random"], 4, seed=5, jobs=1).to_dict()
    assert run_match(["easy", "random", "random"], 4, seed=5, jobs=2).to_dict() == serial
