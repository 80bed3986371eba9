"""kill -9 at a random moment loses at most the action being made.

The test runs this file as a program: the real app, headless, plays a match against the
computer (the person's moves chosen at random) and after every frame prints the match seed,
the round, the number of actions and a digest of the round. The test kills it with SIGKILL
at a random moment, then checks that the save is readable, continues exactly the game that
was printed (the printed position is a prefix of the save, at most one move behind it), and
that a new run resumes it through Continue.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import game
from scenes.model.storage import DATA_DIR_VARIABLE
from scenes.schotten.session import session_from_data
from scenes.shell.menu import MainMenu

ROOT = Path(__file__).resolve().parent.parent
KILLS = 3
MOST_ACTIONS_PER_FRAME = 3
"""A tactic card's buffered steps reach the engine together (e.g. Strategist: play, pick,
place), so one frame may add up to three actions."""


def digest(state: game.GameState) -> str:
    return hashlib.sha1(state.to_json().encode()).hexdigest()[:16]


def drive(seed: int) -> None:
    """Play until the match is over, reporting after every frame (the child process)."""
    from scenes.schotten.summary import RoundSummary
    from tests import scenes_support as support
    from tests.session_support import board_of, human_action, press, start_game

    app = support.make_app(seed=seed)
    board = start_game(app, tactics=True, rounds=3, level="easy")
    rng = random.Random(seed)
    while True:
        top = app.stack.top
        if isinstance(top, RoundSummary):
            if board.session.match.is_over:
                return
            press(app, top.buttons[0])
        elif board.my_turn():
            board.submit(human_action(board, rng))
        support.step(app)
        board = board_of(app)
        match = board.session.match
        print(match.seed, match.index, len(match.results), len(board.state.log),
              digest(board.state), flush=True)


def reports(path: Path) -> list[tuple[int, int, int, int, str]]:
    lines = path.read_text(encoding="utf-8").split("\n")[:-1]
    rows = []
    for line in lines:
        seed, index, results, actions, mark = line.split()
        rows.append((int(seed), int(index), int(results), int(actions), mark))
    return rows


@pytest.mark.parametrize("run", range(KILLS))
def test_kill_9_at_a_random_moment_loses_at_most_the_action_being_made(
        run: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    out = tmp_path / "out.txt"
    env = {**os.environ, DATA_DIR_VARIABLE: str(data), "PYTHONPATH": str(ROOT),
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    rng = random.Random(run)
    with out.open("w", encoding="utf-8") as stdout:
        child = subprocess.Popen([sys.executable, "-m", "tests.test_kill_resume", str(run)],
                                 cwd=ROOT, env=env, stdout=stdout, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while out.stat().st_size < 200 and child.poll() is None:
            assert time.monotonic() < deadline, "the game did not start"
            time.sleep(0.02)
        time.sleep(rng.uniform(0.0, 1.5))
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(10)
        assert child.stderr is not None
        problems = child.stderr.read().decode()
        child.stderr.close()
    assert child.returncode in (-signal.SIGKILL, 0), problems
    printed = reports(out)
    assert len(printed) > 5
    seed, index, results, actions, mark = printed[-1]

    saved = session_from_data(json.loads((data / "session.json").read_text(encoding="utf-8")))
    match = saved.match
    state = match.state
    assert match.seed == seed
    if match.index == index:
        assert 0 <= len(state.log) - actions <= MOST_ACTIONS_PER_FRAME
        assert len(match.results) in (results, results + 1)
        before = game.replay(state.config, state.seed or 0, state.first,
                             [[s, a.to_text()] for s, a in state.log[:actions]])
        assert digest(before) == mark
    else:
        assert match.index == index + 1 and len(state.log) <= MOST_ACTIONS_PER_FRAME

    monkeypatch.setenv(DATA_DIR_VARIABLE, str(data))
    from tests import scenes_support as support
    from tests.session_support import board_of, press

    app = support.make_app()
    assert app.notices == []
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    if match.is_over:
        return
    press(app, menu.buttons[1])
    board = board_of(app)
    assert board.session.match.state == state
    assert board.session.match.results == match.results


if __name__ == "__main__":
    drive(int(sys.argv[1]))
