"""Tempo of two levels on the same deals: how early they claim and how they win.

Issue 24 describes the outside bot that beat our levels by its tempo: 45% of its claims
made while the clan deck still held 10 cards or more, 48% of its wins by five stones,
the first stone claimed in two games of three. This prints the same figures for two
levels (live names as ``make_player`` spells them, or the frozen ``ref-...`` ones),
base game, each deal played twice with the seats swapped, claim timings alternating
every deal:

    .venv/bin/python benchmarks/reference/tempo.py medium ref-medium --games 100 --seed 500
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.reference import make_any
from game.schotten.actions import Kind
from game.schotten.config import GameConfig
from game.schotten.model import Reason
from game.schotten.state import new_game


def tempo(level_a: str, level_b: str, games: int, seed: int,
          tactics: bool = False) -> dict[str, dict[str, float]]:
    """Per level: claims, the share made with 10 or more clan cards left, wins, the share
    of wins by five stones, the share of games in which it claimed first."""
    counts = {level_a: [0, 0, 0, 0, 0], level_b: [0, 0, 0, 0, 0]}
    players = (make_any(level_a), make_any(level_b))
    for index in range(games):
        deal = index // 2
        timing = "after_play" if deal % 2 == 0 else "start_of_turn"
        a_seat = index % 2
        seats = players if a_seat == 0 else (players[1], players[0])
        names = (level_a, level_b) if a_seat == 0 else (level_b, level_a)
        state = new_game(GameConfig(tactics=tactics, claim_timing=timing), seed + deal)
        rngs = (random.Random(f"{seed + deal}:0"), random.Random(f"{seed + deal}:1"))
        first = True
        while state.to_move is not None:
            seat = state.to_move
            action = seats[seat].choose(state.view(seat), rngs[seat])
            if action.kind is Kind.CLAIM:
                found = counts[names[seat]]
                found[0] += 1
                found[1] += len(state.clan_deck) >= 10
                found[4] += first
                first = False
            state.play(action)
        outcome = state.outcome
        assert outcome is not None
        if outcome.winner is not None:
            counts[names[outcome.winner]][2] += 1
            counts[names[outcome.winner]][3] += outcome.reason is Reason.FIVE_STONES
    return {
        name: {"claims": c, "early_claims": round(e / max(1, c), 3), "wins": w,
               "wins_by_five": round(f / max(1, w), 3), "first_claim": round(s / games, 3)}
        for name, (c, e, w, f, s) in counts.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args()
    for name, figures in tempo(args.a, args.b, args.games, args.seed).items():
        print(name, figures)


if __name__ == "__main__":
    main()
