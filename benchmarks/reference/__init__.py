"""Today's computer players of Schotten Totten, frozen (issue 24, item 4).

These are exact copies of ``game/schotten/ai``'s easy, medium and hard levels (and the
heuristics and exact endgame search they use) as they stood at commit b91e6dc, before
the position evaluation of issue 24 replaced them in the game. They import only the
engine (``game.schotten``'s cards, formations, state, view, sampling, claims), never the
live computer players, so a change there does not move the yardstick. The game never
imports this package; ``benchmarks/ai_compare.py`` and ``benchmarks/ai_timing.py`` offer
them as ``ref-easy``, ``ref-medium``, ``ref-hard`` (six samples with a 1.5 s clock),
``ref-hard#N`` (N samples, no clock) and ``ref-hard@MS``.
"""

from __future__ import annotations

import math

from benchmarks.reference.easy import EasyPlayer
from benchmarks.reference.hard import MAX_SAMPLES, HardPlayer
from benchmarks.reference.medium import MediumPlayer
from game.schotten.ai.base import Player

PREFIX = "ref-"


def make_reference(level: str) -> Player:
    """The frozen player ``level`` (``ref-easy``, ``ref-medium``, ``ref-hard``,
    ``ref-hard#N``, ``ref-hard@MS``); ``ValueError`` for anything else."""
    if not level.startswith(PREFIX):
        raise ValueError(f"not a reference level: {level!r}")
    name = level[len(PREFIX):]
    player: Player
    if name == "easy":
        player = EasyPlayer()
    elif name == "medium":
        player = MediumPlayer()
    elif name == "hard":
        player = HardPlayer()
    elif name.startswith("hard#") and name[5:].isdigit() and 1 <= int(name[5:]) <= 1000:
        player = HardPlayer(budget_ms=math.inf, samples=int(name[5:]))
    elif name.startswith("hard@"):
        try:
            budget = float(name[5:])
        except ValueError:
            budget = -1.0
        if not 0 < budget <= 60_000:
            raise ValueError(f"bad budget in {level!r}")
        player = HardPlayer(budget_ms=budget, samples=MAX_SAMPLES)
    else:
        raise ValueError(
            f"unknown reference level {level!r}: ref-easy, ref-medium, ref-hard, "
            "ref-hard#N or ref-hard@MS")
    player.name = level
    return player


def make_any(level: str) -> Player:
    """A live level as ``game.schotten.ai.make_player`` spells it, a frozen one,
    ``rival`` (``benchmarks.rival.probabilistic``, a bot from another family),
    ``rival-chances`` and ``rival-club`` (``benchmarks.rival.chances`` and ``.club``,
    two more bots written without the levels' code),
    ``playout#W`` (``benchmarks.playout``, W deals of playouts per decision) or
    ``oracle-hard#N`` (``benchmarks.oracle``: hard dealt the opponent's real hand, a
    measure that peeks)."""
    if level.startswith(PREFIX):
        return make_reference(level)
    if level.startswith("playout#"):
        from benchmarks.playout.player import PlayoutPlayer

        worlds = level[len("playout#"):]
        if not worlds.isdigit() or not 1 <= int(worlds) <= 10_000:
            raise ValueError(f"bad number of deals in {level!r}")
        return PlayoutPlayer(worlds=int(worlds))
    if level.startswith("oracle-"):
        from benchmarks.oracle import make_oracle

        return make_oracle(level)
    if level == "rival":
        from benchmarks.rival.probabilistic import ProbabilisticRival

        return ProbabilisticRival()
    if level == "rival-chances":
        from benchmarks.rival.chances import ChancesRival

        return ChancesRival()
    if level == "rival-club":
        from benchmarks.rival.club import ClubRival

        return ClubRival()
    from game.schotten.ai import make_player

    return make_player(level)
