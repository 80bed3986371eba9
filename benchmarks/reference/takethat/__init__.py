"""Today's Take That computer players, frozen (issue 24, item 6).

``medium.py`` and ``hard.py`` are exact copies of ``game/takethat/ai``'s medium and hard
levels as they stood at commit f947bae, before the new hard level replaced them in the
game (hard imports the frozen medium, never the live one), so a change in the game does
not move the yardstick. The game never imports this package; ``benchmarks/
takethat_compare.py`` and ``benchmarks/takethat_ai_timing.py`` offer them as
``ref-medium``, ``ref-hard`` (16 samples, 600 ms clock), ``ref-hard#N`` (N samples, no
clock) and ``ref-hard@MS``.
"""

from __future__ import annotations

from benchmarks.reference.takethat.hard import HardPlayer
from benchmarks.reference.takethat.medium import MediumPlayer
from game.takethat.ai import Player, make_player

PREFIX = "ref-"


def make_reference(level: str) -> Player:
    """The frozen player ``level`` (``ref-medium``, ``ref-hard``, ``ref-hard#N``,
    ``ref-hard@MS``); ``ValueError`` for anything else."""
    if not level.startswith(PREFIX):
        raise ValueError(f"not a reference level: {level!r}")
    name = level[len(PREFIX):]
    if name == "medium":
        return MediumPlayer()
    if name == "hard":
        return HardPlayer()
    if name.startswith(("hard#", "hard:")) and name[5:].isdigit() and int(name[5:]) >= 1:
        return HardPlayer(budget_ms=None, samples=int(name[5:]))
    if name.startswith("hard@"):
        try:
            budget = float(name[5:])
        except ValueError:
            budget = -1.0
        if 0 < budget <= 60_000:
            return HardPlayer(budget_ms=budget)
    raise ValueError(f"unknown reference level {level!r}: use ref-medium, ref-hard, "
                     "ref-hard#N or ref-hard@MS")


def any_player(level: str) -> Player:
    """A frozen player for a ``ref-`` level, else the game's own ``make_player(level)``."""
    return make_reference(level) if level.startswith(PREFIX) else make_player(level)


__all__ = ["PREFIX", "any_player", "make_reference"]
