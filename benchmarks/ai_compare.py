"""Compare two computer players on paired deals: for tuning, not for the issue's figures.

Every deal is played twice with the seats swapped (game ``2k`` and ``2k+1`` share seed
``seed + k``), and the deals go round the four variants (base/tactics × after_play/
start_of_turn), so two players that play alike score exactly 50% and a difference shows
with fewer games than in ``python -m game match``. The official tournament figures in
docs/ai.md come from ``python -m game match``; this tool finds what is worth measuring.

A player is a level as ``make_player`` spells it: ``random``, ``easy``, ``medium``,
``hard``, ``hard#N`` (N samples, no clock) or ``hard@MS`` (MS milliseconds, no sample
limit), or one of the frozen players of before issue 24 (``benchmarks/reference``):
``ref-easy``, ``ref-medium``, ``ref-hard``, ``ref-hard#N``, ``ref-hard@MS``; or
``oracle-hard#N`` (``benchmarks/oracle.py``: ``hard#N`` dealt the opponent's real hand,
a measure of what the hidden hand is worth, shown the whole state). To compare a
change, run the tool on two commits and compare their figures (or, with ``--scores``,
their games one by one).

The experiments of docs/ai.md spelled tuned players as option keys (``hard:s=6,inf=1``,
``medium:h=8,t=0.5``): that version of this tool, with the search options it set, is
at commit 5d1d354; the options removed before it are at the commits docs/ai.md names
(2a47847, 7edb247, 77cc90c, f3621c9, 3553e12, 1f9d13a, 7b09891 and 8977906).

    .venv/bin/python benchmarks/ai_compare.py 'hard#6' medium --games 400 \\
        --seed 7000 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.oracle import OracleHard
from benchmarks.reference import make_any
from game.common.intervals import wilson_interval
from game.schotten.ai import Player
from game.schotten.config import GameConfig
from game.schotten.state import GameState
from game.schotten.tournament import play_round

VARIANTS = tuple(GameConfig(tactics=tactics, claim_timing=timing)
                 for tactics in (False, True) for timing in ("after_play", "start_of_turn"))
"""Deal ``k`` is played in variant ``k % 4``: base/after, base/start, tactics/after,
tactics/start."""

_players: dict[tuple[str, str], tuple[Player, Player]] = {}


def play_game(job: tuple[str, str, int, int]) -> tuple[int, float]:
    """Game ``index``: the variant and ``a``'s score (1, ½ or 0)."""
    level_a, level_b, index, seed = job
    pair = _players.get((level_a, level_b))
    if pair is None:
        pair = _players[(level_a, level_b)] = (make_any(level_a), make_any(level_b))
    deal = index // 2
    a_seat = index % 2
    players = pair if a_seat == 0 else (pair[1], pair[0])
    oracles = [player for player in players if isinstance(player, OracleHard)]

    def watch(state: GameState) -> None:
        for oracle in oracles:
            oracle.see(state)

    state = play_round(VARIANTS[deal % 4], players, seed + deal,
                       watch=watch if oracles else None)
    assert state.outcome is not None
    winner = state.outcome.winner
    return deal % 4, 0.5 if winner is None else float(winner == a_seat)


def _write_scores(path: str | None, scores: list[float]) -> None:
    """The scores so far (rewritten at each progress line, so that a run stopped early
    still compares game by game)."""
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(scores, out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", help="a level: random, easy, medium, hard, hard#N or hard@MS")
    parser.add_argument("b", help="the level it meets")
    parser.add_argument("--games", type=int, default=400, help="an even number")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="0,1,2,3",
                        help="the variants to play, by number (0 base/after, 1 base/start, "
                        "2 tactics/after, 3 tactics/start): deal k is played when k %% 4 is "
                        "among them, so runs on a subset share their deals with full runs")
    parser.add_argument("--scores", help="write a's score in every game (JSON list) here, "
                        "to compare two runs on the same deals game by game (rewritten "
                        "every 100 games)")
    args = parser.parse_args()
    for level in (args.a, args.b):
        try:
            make_any(level)  # a bad level fails here, not in a worker
        except ValueError as error:
            parser.error(str(error))
    started = time.perf_counter()
    parts = args.variants.split(",")
    chosen = {int(part) for part in parts if part.strip().isdigit()}
    if len(chosen) < len(set(parts)) or not chosen <= set(range(len(VARIANTS))):
        parser.error("--variants takes numbers from 0 to 3, separated by commas")
    deals = [deal for deal in range(4 * args.games) if deal % 4 in chosen][: args.games // 2]
    work = [(args.a, args.b, 2 * deal + seat, args.seed) for deal in deals for seat in (0, 1)]
    per = [[0.0, 0] for _ in VARIANTS]
    scores: list[float] = []
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for done, (variant, score) in enumerate(pool.imap(play_game, work, chunksize=2), 1):
            per[variant][0] += score
            scores.append(score)
            per[variant][1] += 1
            if done % 100 == 0 and done < args.games:
                print(f"{done} games: {sum(p[0] for p in per) / done:.3f}", flush=True)
                _write_scores(args.scores, scores)
    games = sum(int(p[1]) for p in per)
    _write_scores(args.scores, scores)
    rate = sum(p[0] for p in per) / games
    low, high = wilson_interval(rate, games)
    print(json.dumps({
        "a": args.a, "b": args.b, "games": games, "seed": args.seed, "rate_a": round(rate, 4),
        "ci95": [round(low, 3), round(high, 3)],
        "per_variant": [round(p[0] / p[1], 3) if p[1] else None for p in per],
        "seconds": round(time.perf_counter() - started)}))


if __name__ == "__main__":
    main()
