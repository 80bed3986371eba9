"""Fit the base game's leaf to self-play stones (an experiment, see docs/ai.md).

Medium plays medium in the base game (even seeds with claims after play, odd ones at the
start of the turn). At every play decision with more than 6 clan cards in the deck, the
seat to move's sampled leaf (``hard.EvenSampledBoard`` of the real deal, which is what
one sample of the search sees) gives each open stone its chance before the tempo's tilt;
when the round ends it is played on (no round end, medium for both seats) until every
stone is settled, and each stone is labelled by who took it. A logistic model of the
label is then fitted by Newton's method (standard library only) on three games in four
and judged on the fourth by log-loss, beside the leaf's own chances.

    .venv/bin/python benchmarks/leaf_fit.py --games 1600 --seed 60000 --jobs 2

The weights it prints are what ``ai_compare.py``'s ``cal=N`` spellings hold.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random

from game.ai.hard import EvenSampledBoard
from game.ai.heuristics import win_chance
from game.ai.medium import MediumPlayer
from game.config import GameConfig
from game.state import GameState, Phase, Reason, new_game

NAMES = ("bias", "L", "their missing - mine", "L * deck/50", "my side full",
         "their side full", "L * missing/6", "deck/50")
"""The model's terms, ``L`` the stone's log-odds before the tilt (``SampledBoard.tilt``)."""

Row = tuple[float, float, int, int, int, int]
"""Untilted chance, tilted chance, cards I lack, cards they lack, deck size, label."""


class _PlayOn(GameState):
    """A state whose round never ends by stones won: played on until all are settled."""

    __slots__ = ()

    def _winning_reason(self, seat: int) -> Reason | None:
        return None


def _stones(state: GameState, seat: int) -> list[tuple[int, float, float, int, int, int]]:
    board = EvenSampledBoard.from_world(state, seat)
    found = []
    for stone in range(9):
        if board.owner[stone] is not None:
            continue
        done = board.completed[stone]
        ties = (done[seat] < done[1 - seat] if done[seat] is not None  # type: ignore[operator]
                and done[1 - seat] is not None else done[seat] is not None)
        raw = win_chance(board.outlook(stone, seat), board.outlook(stone, 1 - seat), ties)
        capacity = board.capacity[stone]
        found.append((stone, raw, board.stone_chance(stone),
                      capacity - len(board.sides[stone][seat]),
                      capacity - len(board.sides[stone][1 - seat]), len(state.clan_deck)))
    return found


def play(seed: int) -> list[Row]:
    """One round's labelled stones (untilted chance strictly between 0 and 1 only)."""
    config = GameConfig(tactics=False,
                        claim_timing="after_play" if seed % 2 == 0 else "start_of_turn")
    state = new_game(config, seed)
    players = (MediumPlayer(), MediumPlayer())
    rngs = (random.Random(f"{seed}:0"), random.Random(f"{seed}:1"))
    seen: list[tuple[int, list[tuple[int, float, float, int, int, int]]]] = []
    while state.to_move is not None:
        seat = state.to_move
        if state.phase is Phase.PLAY and len(state.clan_deck) > 6:
            seen.append((seat, _stones(state, seat)))
        state.play(players[seat].choose(state.view(seat), rngs[seat]))
    last = state.events[-1].seat
    more = state.copy()
    more.__class__ = _PlayOn
    more.outcome, more.to_move, more.phase = None, last, Phase.CLAIM
    more._enter_claims()
    steps = 0
    while more.to_move is not None and steps < 400:
        seat = more.to_move
        more.play(players[seat].choose(more.view(seat), rngs[seat]))
        steps += 1
    rows: list[Row] = []
    for seat, stones in seen:
        for stone, raw, tilted, mine, theirs, deck in stones:
            owner = more.owner[stone]
            if owner is not None and 0.0 < raw < 1.0:
                rows.append((raw, tilted, mine, theirs, deck, int(owner == seat)))
    return rows


def terms(raw: float, mine: int, theirs: int, deck: int) -> list[float]:
    p = min(0.995, max(0.005, raw))
    logit = math.log(p / (1.0 - p))
    return [1.0, logit, theirs - mine, logit * deck / 50, float(mine == 0),
            float(theirs == 0), logit * (mine + theirs) / 6, deck / 50]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    size = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit(data: list[tuple[list[float], int]], width: int, l2: float = 1e-3) -> list[float]:
    """Logistic regression on the first ``width`` terms (Newton's method)."""
    weights = [0.0] * width
    for _ in range(12):
        grad = [l2 * w for w in weights]
        hess = [[l2 if i == j else 0.0 for j in range(width)] for i in range(width)]
        for x, y in data:
            x = x[:width]
            p = 1.0 / (1.0 + math.exp(-sum(w * t for w, t in zip(weights, x, strict=True))))
            g, h = p - y, p * (1.0 - p)
            for i in range(width):
                grad[i] += g * x[i]
                row = hess[i]
                for j in range(width):
                    row[j] += h * x[i] * x[j]
        step = _solve(hess, grad)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return weights


def log_loss(pairs: list[tuple[float, int]]) -> float:
    total = 0.0
    for p, y in pairs:
        p = min(1 - 1e-6, max(1e-6, p))
        total -= math.log(p if y else 1.0 - p)
    return total / len(pairs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1600)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    seeds = list(range(args.seed, args.seed + args.games))
    with multiprocessing.Pool(args.jobs) as pool:
        rounds = pool.map(play, seeds, chunksize=8)
    train: list[tuple[list[float], int]] = []
    test: list[tuple[Row, list[float]]] = []
    for seed, rows in zip(seeds, rounds, strict=True):
        for row in rows:
            x = terms(row[0], row[2], row[3], row[4])
            if seed % 4:
                train.append((x, row[5]))
            else:
                test.append((row, x))
    print(f"{len(train) + len(test)} labelled stones from {args.games} rounds")
    print(f"held-out log-loss: leaf {log_loss([(r[1], r[5]) for r, _ in test]):.4f}, "
          f"untilted {log_loss([(r[0], r[5]) for r, _ in test]):.4f}")
    for width in (3, len(NAMES)):
        weights = fit(train, width)
        held = log_loss([(1 / (1 + math.exp(-sum(
            w * t for w, t in zip(weights, x[:width], strict=True)))), r[5]) for r, x in test])
        print(f"{width} terms: held-out log-loss {held:.4f}")
        for name, weight in zip(NAMES, weights, strict=False):
            print(f"  {name:22s} {weight:+.4f}")


if __name__ == "__main__":
    main()
