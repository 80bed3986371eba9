"""Where a side of a stone ends: the distribution of its strength from the cards that may
still come to it (the core of the completion estimate, ``completions``).

Every way of completing the side from the cards that may come, strongest first, is taken
as if it came true on its own (``left * chance``): a card of the pool completes a side of
two (``_thirds``), two cards a side of one (``_pairs``); an empty side mixes the sides one
card of the pool would start. Strengths are ``rank * 100 + sum`` for three clan cards
(``formations.evaluate``).

Speed, as this is most of a medium decision: a side of one card is walked a run of equal
strength at a time (``_Walk``), and the player's empty side, wanted once for every card
that may leave the hand, shares each start's walk between those cards up to the first
completion that holds the card (``empty_variants``). Both agree with the walk one
completion at a time to rounding (``tests/test_ai_completions_walk.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations, groupby

from game.schotten.formations import evaluate

_CLAN = 54
_DONE = 1e-4
"""A side's walk over its completions stops when less than this is left to share."""
_EMPTY_DONE = 1e-3
"""The same for the sides an empty side's first card would start (there are dozens)."""

Distribution = tuple[tuple[int, float], ...]
"""``(strength, chance)`` pairs, strongest first, chances summing to 1."""


@cache
def _strength(mask: int) -> int:
    cards = [card for card in range(_CLAN) if mask >> card & 1]
    rank, total = evaluate(cards)
    return rank * 100 + total


@cache
def _thirds(first: int, second: int) -> tuple[tuple[int, int], ...]:
    """Every third card for the side ``first, second``: ``(strength, card)``, strongest
    first."""
    base = 1 << first | 1 << second
    found = [(_strength(base | 1 << card), card) for card in range(_CLAN)
             if card != first and card != second]
    found.sort(reverse=True)
    return tuple(found)


@cache
def _pairs(first: int) -> tuple[tuple[int, int, int], ...]:
    """Every two cards that complete the side ``first``: ``(strength, a, b)``, strongest
    first."""
    others = [card for card in range(_CLAN) if card != first]
    found = [(_strength(1 << first | 1 << a | 1 << b), a, b) for a, b in combinations(others, 2)]
    found.sort(reverse=True)
    return tuple(found)


_PAIR_BITS = {pair: 1 << index for index, pair in enumerate(combinations(range(_CLAN), 2))}
"""A bit for every two clan cards ``(a, b)``, ``a < b``."""
_HOLDING = tuple(sum(bit for pair, bit in _PAIR_BITS.items() if card in pair)
                 for card in range(_CLAN))
"""For each card, the bits of every two cards that hold it."""

_END = 1 << 30
"""Past the end of any walk."""

Run = tuple[int, int, tuple[tuple[int, int], ...]]
"""The completions of one strength: ``(strength, their bits, the pairs in walk order)``."""


@cache
def _runs(first: int) -> tuple[Run, ...]:
    """``_pairs(first)`` in runs of equal strength, strongest first."""
    found: list[Run] = []
    for strength, group in groupby(_pairs(first), key=lambda entry: entry[0]):
        pairs = tuple((a, b) for _, a, b in group)
        found.append((strength, sum(_PAIR_BITS[pair] for pair in pairs), pairs))
    return tuple(found)


@cache
def _first_run(first: int) -> tuple[int, ...]:
    """For the side ``first``: for each card, the first of ``_runs(first)`` that holds
    it (past the end for ``first`` itself)."""
    found = [_END] * _CLAN
    for index, (_, _, pairs) in enumerate(_runs(first)):
        for pair in pairs:
            for card in pair:
                found[card] = min(found[card], index)
    return tuple(found)


@lru_cache(maxsize=64)
def _pair_classes(chances: tuple[float, ...]) -> tuple[tuple[int, float], ...]:
    """Every two cards grouped by the chance that both come: ``(their bits, log of the
    chance that not both come)``, pairs that cannot come left out. A walk takes a whole
    run of equal strength at once from these: what is left after it is what was left
    before times the product, over the run, of the chances that the pair does not come."""
    holding: dict[float, int] = {}
    for card, chance in enumerate(chances):
        holding[chance] = holding.get(chance, 0) | _HOLDING[card]
    values = [(value, bits) for value, bits in holding.items() if value]
    found: list[tuple[int, float]] = []
    for index, (value, bits) in enumerate(values):
        others = 0
        for other_value, other_bits in holding.items():
            if other_value != value:
                others |= other_bits
        found.append((bits & ~others, value * value))
        found.extend((bits & other, value * second) for second, other in values[index + 1:])
    return tuple((bits, _log_miss(both)) for bits, both in found if bits and both)


def _log_miss(both: float) -> float:
    return math.log1p(-both) if both < 1.0 else -math.inf


class _Walk:
    """A walk down the completions of a side of one card, strongest first, each taking
    its chance of what is left (``left * chance``) until less than ``done`` is left.

    It goes a whole run of equal strength (``_runs``) at a time: what is left after a
    run is what was left before times the product of the chances that each of its
    pairs does not come (``_pair_classes``). The run where the walk stops is walked pair
    by pair, so that it stops at the same completion as a walk one pair at a time, and
    the shares agree with such a walk to rounding. A walk can stop at a run and go on
    later, or be copied there and go on with other chances (``empty_variants``)."""

    __slots__ = ("buckets", "finished", "index", "left", "runs")

    def __init__(self, runs: tuple[Run, ...]) -> None:
        self.runs = runs
        self.buckets: dict[int, float] = {}
        self.left = 1.0
        self.index = 0
        """The next run."""
        self.finished = False

    def go(self, chances: Sequence[float], classes: tuple[tuple[int, float], ...],
           done: float, end: int = _END) -> None:
        """Go on until the run ``end`` (or the end of the walk)."""
        runs, buckets, left, index = self.runs, self.buckets, self.left, self.index
        stop = min(end, len(runs))
        while index < stop and not self.finished:
            strength, bits, pairs = runs[index]
            index += 1
            keep = 0.0
            for kind, log_miss in classes:
                count = (bits & kind).bit_count()
                if count:
                    keep += count * log_miss
            if not keep:
                continue
            after = left * math.exp(keep)
            if after >= done:
                buckets[strength] = left - after
                left = after
                continue
            run = 0.0
            for a, b in pairs:
                chance = chances[a] * chances[b]
                if chance:
                    got = left * chance
                    run += got
                    left -= got
                    if left < done:
                        self.finished = True
                        break
            buckets[strength] = run
        if index >= len(runs):
            self.finished = True
        self.left, self.index = left, index

    def branch(self) -> _Walk:
        """A copy that can go on on its own."""
        twin = _Walk(self.runs)
        twin.buckets = dict(self.buckets)
        twin.left, twin.index, twin.finished = self.left, self.index, self.finished
        return twin

    def result(self, low: int) -> Distribution:
        """Where the side ends, what is left counted at ``low``."""
        return _finish(dict(self.buckets), self.left, low)


def _finish(buckets: dict[int, float], left: float, low: int) -> Distribution:
    if left > 0.0:
        buckets[low] = buckets.get(low, 0.0) + left
    return tuple(sorted(buckets.items(), reverse=True))


def side_distribution(side: Sequence[int], chances: Sequence[float],
                      done: float = _DONE) -> Distribution:
    """Where a base-game side ends: ``side`` its clan cards (at most three), ``chances[c]``
    the chance that card ``c`` comes to it (0 for a card that cannot)."""
    missing = 3 - len(side)
    if missing <= 0:
        mask = 0
        for card in side[:3]:
            mask |= 1 << card
        return ((_strength(mask), 1.0),)
    low = 100 + sum(card % 9 + 1 for card in side) + 2 * missing
    buckets: dict[int, float] = {}
    left = 1.0
    if missing == 1:
        for strength, card in _thirds(min(side), max(side)):
            chance = chances[card]
            if chance:
                got = left * chance
                buckets[strength] = buckets.get(strength, 0.0) + got
                left -= got
                if left < done:
                    break
        return _finish(buckets, left, low)
    if missing == 2:
        return _completed(side[0], chances, done, _pair_classes(tuple(chances)))
    return empty_distribution(chances)


def empty_distribution(chances: Sequence[float]) -> Distribution:
    """Where an empty side ends: the side one card of the pool would start (each weighted
    by its chance), then completed from the rest."""
    starts = [(card, chance) for card, chance in enumerate(chances) if chance]
    weight = sum(chance for _, chance in starts)
    if weight <= 0.0:
        return ((100, 1.0),)
    classes = _pair_classes(tuple(chances))
    return _mix([(_completed(card, chances, _EMPTY_DONE, classes), chance / weight)
                 for card, chance in starts])


def _completed(first: int, chances: Sequence[float], done: float,
               classes: tuple[tuple[int, float], ...]) -> Distribution:
    """Where the side of the one card ``first`` ends (``side_distribution``)."""
    walk = _Walk(_runs(first))
    walk.go(chances, classes, done)
    return walk.result(_low(first))


def _low(first: int) -> int:
    """The weakest strength a side of the one card ``first`` can end with."""
    return 100 + first % 9 + 1 + 4


def empty_variants(chances: Sequence[float],
                   cards: Sequence[int]) -> dict[int, Distribution]:
    """``empty_distribution`` with each card of ``cards`` in turn given no chance (the
    player's empty side once that card has left the hand), in one pass: a start's walk
    is the same for every variant until the first run that holds the variant's card, so
    it is walked that far once and only the rest per variant."""
    classes = _pair_classes(tuple(chances))
    without: dict[int, list[float]] = {}
    for card in cards:
        without[card] = list(chances)
        without[card][card] = 0.0
    classes_without = {card: _pair_classes(tuple(without[card])) for card in cards}
    parts: dict[int, list[Distribution]] = {card: [] for card in cards}
    for start, chance in enumerate(chances):
        if not chance:
            continue
        first = _first_run(start)
        shared = _Walk(_runs(start))
        waiting: list[int] = []
        for index, card in sorted((first[card], card) for card in cards if card != start):
            shared.go(chances, classes, _EMPTY_DONE, index)
            if shared.finished:
                waiting.append(card)
                continue
            own = shared.branch()
            own.go(without[card], classes_without[card], _EMPTY_DONE)
            parts[card].append(own.result(_low(start)))
        if waiting:
            shared.go(chances, classes, _EMPTY_DONE)
            whole = shared.result(_low(start))
            for card in waiting:
                parts[card].append(whole)
    found: dict[int, Distribution] = {}
    for card in cards:
        starts = [chance for chance in without[card] if chance]
        weight = sum(starts)
        found[card] = ((100, 1.0),) if weight <= 0.0 else _mix(
            [(distribution, chance / weight)
             for distribution, chance in zip(parts[card], starts, strict=True)])
    return found


def _mix(parts: Sequence[tuple[Distribution, float]]) -> Distribution:
    buckets: dict[int, float] = {}
    for distribution, weight in parts:
        for strength, chance in distribution:
            buckets[strength] = buckets.get(strength, 0.0) + chance * weight
    return tuple(sorted(buckets.items(), reverse=True))


def beat_chance(mine: Distribution, theirs: Distribution, ties_mine: float) -> float:
    """Chance that ``mine`` ends stronger than ``theirs``; equal strengths count
    ``ties_mine``."""
    total = 0.0
    below = 1.0
    index = 0
    for strength, chance in mine:
        while index < len(theirs) and theirs[index][0] > strength:
            below -= theirs[index][1]
            index += 1
        equal = theirs[index][1] if index < len(theirs) and theirs[index][0] == strength else 0.0
        total += chance * (below - equal + ties_mine * equal)
    return min(1.0, max(0.0, total))
