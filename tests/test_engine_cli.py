"""The command line (CONTRACT §3): answers, and one-line errors with exit status 2."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import game
from tests.engine_support import random_round


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def test_rank_prints_one_json_line() -> None:
    result = run("rank", "R7", "R8", "R9")
    assert result.returncode == 0
    assert json.loads(result.stdout) == {"rank": 5, "name": "colour run", "sum": 24,
                                         "cards": ["R7", "R8", "R9"]}


def test_rank_shows_the_value_chosen_for_elite_troops() -> None:
    data = json.loads(run("rank", "r8", "r9", "joker1").stdout)
    assert data["cards"] == ["R8", "R9", "JOKER1=R7"] and data["rank"] == 5
    four = json.loads(run("rank", "B5", "G5", "Y5", "SPY", "--bluff").stdout)
    assert four == {"rank": 1, "name": "sum", "sum": 22,
                    "cards": ["B5", "G5", "Y5", four["cards"][3]]}
    assert four["cards"][3].startswith("SPY=") and four["cards"][3].endswith("7")


@pytest.mark.parametrize(
    "args",
    [
        ("rank", "R7", "R8"),
        ("rank", "R7", "R8", "Q9"),
        ("rank", "R7", "R7", "R8"),
        ("rank", "R7", "R8", "MUD"),
        ("rank", "R1", "R2", "R3", "R4", "R5"),
        ("claims", "/no/such/file.json"),
        ("match", "--a", "grandmaster", "--b", "random"),
        ("match", "--a", "random", "--b", "random", "--games", "0"),
        ("bench", "--seconds", "-1"),
        ("fly",),
        (),
    ],
)
def test_bad_input_gets_one_line_and_status_2(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_claims_from_a_file_and_from_stdin(tmp_path: Path) -> None:
    state = random_round(game.GameConfig(tactics=True), 12)
    text = game.position_json(state)
    path = tmp_path / "position.json"
    path.write_text(text)
    expected = game.parse_position(text).claimable()
    assert json.loads(run("claims", str(path)).stdout) == {"claimable": expected}
    assert json.loads(run("claims", stdin=text).stdout) == {"claimable": expected}
    assert json.loads(run("claims", "-", stdin=text).stdout) == {"claimable": expected}


def test_claims_jsonl_answers_line_by_line_and_flags_bad_lines() -> None:
    lines = [game.position_json(random_round(game.GameConfig(), seed)) for seed in range(5)]
    result = run("claims", "--jsonl", stdin="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 0 and len(answers) == 5
    bad = run("claims", "--jsonl", stdin=lines[0] + "\n{\"format\": 1}\n" + lines[1] + "\n")
    answers = [json.loads(line) for line in bad.stdout.splitlines()]
    assert bad.returncode == 2 and len(answers) == 3 and "error" in answers[1]


@pytest.mark.parametrize("text", ["", "{", "[]", '{"format": "schotten-totten/position@1"}'])
def test_claims_rejects_bad_positions(text: str) -> None:
    result = run("claims", stdin=text)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1


def test_bench_json_shape() -> None:
    result = run("bench", "--json", "--seconds", "0.2")
    data = json.loads(result.stdout)
    # CONTRACT §3 fields, plus the computer players' position evaluation (issue 24).
    assert set(data) == {"games_per_second", "claim_check_us", "evaluation_us"}
    assert set(data["games_per_second"]) == {"base", "tactics"}
    assert data["games_per_second"]["base"] > 0
    assert set(data["claim_check_us"]) == {"median", "p99", "max"}
    assert set(data["evaluation_us"]) == {"median", "p99", "max", "warm_median"}
    assert data["evaluation_us"]["median"] > 0


def test_match_json_shape_and_seat_swapping() -> None:
    result = run("match", "--a", "random", "--b", "random", "--games", "6", "--seed", "3",
                 "--json", "--tactics", "--claim-timing", "start_of_turn")
    data = json.loads(result.stdout)
    assert data["games"] == 6 and data["wins_a"] + data["wins_b"] + data["draws"] == 6
    assert 0 <= data["ci95"][0] <= data["win_rate_a"] <= data["ci95"][1] <= 1
    assert set(data["ms_per_decision"]["a"]) == {"median", "p95", "max"}
    text = run("match", "--a", "random", "--b", "random", "--games", "2")
    assert text.returncode == 0 and "win rate a" in text.stdout


NESTED = "[" * 1000 + "]" * 1000
NESTED_IN_POSITION = '{"format": "schotten-totten/position@1", "stones": ' + NESTED + "}"


def run_bytes(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "game", *args], input=stdin,
                          capture_output=True, timeout=120, check=False)


@pytest.mark.parametrize("text", [NESTED, NESTED_IN_POSITION])
def test_claims_refuses_deeply_nested_input_in_one_line(text: str, tmp_path: Path) -> None:
    path = tmp_path / "nested.json"
    path.write_text(text, encoding="utf-8")
    for result in (run("claims", str(path)), run("claims", stdin=text),
                   run("claims", "-", stdin=text), run("claims", "--jsonl", stdin=text + "\n"),
                   run("claims", "--jsonl", str(path))):
        assert result.returncode == 2, result.stderr
        assert "nested too deeply" in result.stderr and "Traceback" not in result.stderr


def test_claims_jsonl_reports_bytes_that_are_not_utf8_and_goes_on(tmp_path: Path) -> None:
    good = game.position_json(random_round(game.GameConfig(), 3)).encode("utf-8")
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(good + b"\n\xff\xfe\x00 not text\n" + good + b"\n")
    for result in (run_bytes("claims", "--jsonl", str(path)),
                   run_bytes("claims", "--jsonl", stdin=path.read_bytes())):
        answers = [json.loads(line) for line in result.stdout.splitlines()]
        assert result.returncode == 2 and len(answers) == 3
        assert "not UTF-8" in answers[1]["error"] and "claimable" in answers[2]
        assert b"Traceback" not in result.stderr
    single = run_bytes("claims", stdin=b"\xff\xfe{}")
    assert single.returncode == 2 and b"not UTF-8" in single.stderr


def test_claims_accepts_a_byte_order_mark() -> None:
    text = game.position_json(random_round(game.GameConfig(), 4))
    result = run_bytes("claims", stdin=b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert result.returncode == 0
    assert json.loads(result.stdout) == {"claimable": game.parse_position(text).claimable()}
