"""Claiming a stone (RULES §5): comparison of complete sides and the proof over unseen cards.

A side is a sequence of cards in play order; ``capacity`` is 3, or 4 under Mud Fight;
``unseen`` is a bit mask of the clan cards that are neither on a side nor discarded.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.schotten.cards import Card
from game.schotten.formations import Completion, evaluate, strongest


def can_claim(
    mine: Sequence[Card],
    theirs: Sequence[Card],
    capacity: int,
    bluff: bool,
    my_completed: int | None,
    their_completed: int | None,
    unseen: int,
) -> bool:
    """Whether the owner of ``mine`` may claim the stone now."""
    if len(mine) < capacity:
        return False
    if len(theirs) >= capacity:
        if my_completed is None or their_completed is None:
            return False
        mine_strength = evaluate(mine, bluff)
        theirs_strength = evaluate(theirs, bluff)
        if mine_strength != theirs_strength:
            return mine_strength > theirs_strength
        return my_completed < their_completed
    return _provably_unbeatable(tuple(mine), tuple(theirs), capacity, bluff, unseen)


@lru_cache(maxsize=1 << 15)
def _provably_unbeatable(
    mine: tuple[Card, ...], theirs: tuple[Card, ...], capacity: int, bluff: bool, unseen: int
) -> bool:
    return counterexample(mine, theirs, capacity, bluff, unseen) is None


def counterexample(
    mine: Sequence[Card],
    theirs: Sequence[Card],
    capacity: int,
    bluff: bool,
    unseen: int,
) -> Completion | None:
    """A completion of the incomplete side ``theirs`` that beats the complete side ``mine``.

    ``None`` means no completion can beat it: the claim is proved. A completion that only
    ties does not beat ``mine``, which was completed first.
    """
    target = evaluate(mine, bluff)
    clan = [card for card in theirs if card < 54]
    wild = [card for card in theirs if card >= 54]
    return strongest(clan, wild, capacity - len(theirs), unseen, capacity, bluff, beat=target)


def clear_cache() -> None:
    """Forget cached proofs (benchmarks measure the cold cost)."""
    _provably_unbeatable.cache_clear()
