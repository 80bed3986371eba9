"""Formations: ranking a side of 3 or 4 cards, and the strongest completion of a partial side.

A formation's strength is the pair ``(rank, sum)``; a larger pair is stronger, and the
completion order breaks the remaining tie (see ``claims``). Under Blind-Man's Bluff every
side has rank ``SUM`` so that only the sum counts.

>>> from game.schotten.cards import parse_card as c
>>> evaluate([c("R7"), c("R8"), c("R9")])
(5, 24)
>>> evaluate([c("Y5"), c("G5"), c("B5")]) > evaluate([c("R7"), c("B4"), c("G3")])
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import permutations
from typing import Final, NamedTuple

from game.schotten.cards import (
    COLOUR_MASK,
    ELITE_VALUES,
    VALUE_MASK,
    Card,
    clan_card,
)

SUM: Final = 1
RUN: Final = 2
COLOUR: Final = 3
KIND: Final = 4
COLOUR_RUN: Final = 5

Formation = tuple[int, int]
"""``(rank, sum)``: compare with ``>``."""


def rank_name(rank: int, size: int = 3) -> str:
    """English name of a rank, as the command line prints it."""
    if rank == KIND:
        return "four of a kind" if size == 4 else "three of a kind"
    return {COLOUR_RUN: "colour run", COLOUR: "colour", RUN: "run", SUM: "sum"}[rank]


class Completion(NamedTuple):
    """The strongest way found to complete a side.

    ``wild`` gives, for each elite troop on the side (in the order given), the clan card
    it stands for; ``added`` lists the unseen clan cards that fill the empty slots.
    """

    formation: Formation
    wild: tuple[Card, ...]
    added: tuple[Card, ...]


def evaluate(cards: Sequence[Card], bluff: bool = False) -> Formation:
    """Strength of a complete side (clan cards and elite troops)."""
    if all(card < 54 for card in cards):
        return _evaluate_clan(cards, bluff)
    return _evaluate_with_wild(tuple(sorted(cards)), bluff)


def evaluate_detailed(cards: Sequence[Card], bluff: bool = False) -> Completion:
    """Like ``evaluate``, also telling which clan card each elite troop stands for."""
    clan = [card for card in cards if card < 54]
    wild = [card for card in cards if card >= 54]
    completion = strongest(clan, wild, 0, 0, len(cards), bluff)
    assert completion is not None  # nothing is missing, so some formation always exists
    return completion


def _evaluate_clan(cards: Sequence[Card], bluff: bool) -> Formation:
    values = sorted(card % 9 + 1 for card in cards)
    total = sum(values)
    if bluff:
        return (SUM, total)
    first_colour = cards[0] // 9
    same_colour = all(card // 9 == first_colour for card in cards)
    consecutive = values[-1] - values[0] == len(values) - 1 and len(set(values)) == len(values)
    if same_colour and consecutive:
        return (COLOUR_RUN, total)
    if values[0] == values[-1]:
        return (KIND, total)
    if same_colour:
        return (COLOUR, total)
    if consecutive:
        return (RUN, total)
    return (SUM, total)


@lru_cache(maxsize=4096)
def _evaluate_with_wild(cards: tuple[Card, ...], bluff: bool) -> Formation:
    clan = [card for card in cards if card < 54]
    wild = [card for card in cards if card >= 54]
    completion = strongest(clan, wild, 0, 0, len(cards), bluff)
    assert completion is not None
    return completion.formation


def strongest(
    clan: Sequence[Card],
    wild: Sequence[Card],
    missing: int,
    unseen: int,
    size: int,
    bluff: bool,
    beat: Formation | None = None,
) -> Completion | None:
    """The strongest completion of a side, or ``None``.

    ``clan`` and ``wild`` are the clan cards and elite troops already on the side,
    ``missing`` the number of empty slots, ``unseen`` a bit mask of the clan cards that
    may fill them. With ``beat`` given, only a completion stronger than ``beat`` is
    searched for, strongest ranks first, and ``None`` means there is none.
    """
    floor_rank, floor_sum = beat if beat is not None else (0, -1)
    if bluff:
        found = _best_sum(clan, wild, missing, unseen)
        if found is None or found.formation[1] <= floor_sum:
            return None
        return found
    for rank, search in _SEARCHES:
        if rank < floor_rank:
            return None
        found = search(clan, wild, missing, unseen, size)
        if found is not None and (rank > floor_rank or found.formation[1] > floor_sum):
            return found
    return None


def _assign(
    needed: Sequence[int],
    wild: Sequence[Card],
    supply: Callable[[int], Card | None],
    colour: int,
) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
    """Fill the values ``needed`` with the elite troops first, the rest from ``supply``."""
    if not wild:
        added: list[Card] = []
        for value in needed:
            card = supply(value)
            if card is None:
                return None
            added.append(card)
        return (), tuple(added)
    for chosen in permutations(needed, len(wild)):
        if not all(value in ELITE_VALUES[w] for w, value in zip(wild, chosen, strict=True)):
            continue
        rest = [value for value in needed if value not in chosen]
        added = []
        for value in rest:
            card = supply(value)
            if card is None:
                break
            added.append(card)
        else:
            stand_ins = tuple(clan_card(colour, value) for value in chosen)
            return stand_ins, tuple(added)
    return None


def _lowest_card(mask: int) -> Card | None:
    return (mask & -mask).bit_length() - 1 if mask else None


def _runs(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int,
    colours: Sequence[int] | None,
) -> Completion | None:
    values = [card % 9 + 1 for card in clan]
    if len(set(values)) != len(values):
        return None
    low, high = (min(values), max(values)) if values else (9, 1)
    for start in range(10 - size, 0, -1):
        if values and (low < start or high > start + size - 1):
            continue
        needed = [v for v in range(start, start + size) if v not in values]
        total = sum(range(start, start + size))
        for colour in colours if colours is not None else (0,):
            supply = _any_colour(unseen) if colours is None else _one_colour(unseen, colour)
            display = colour
            found = _assign(needed, wild, supply, display)
            if found is not None:
                rank = RUN if colours is None else COLOUR_RUN
                return Completion((rank, total), found[0], found[1])
    return None


def _any_colour(unseen: int) -> Callable[[int], Card | None]:
    def supply(value: int) -> Card | None:
        return _lowest_card(unseen & VALUE_MASK[value])
    return supply


def _one_colour(unseen: int, colour: int) -> Callable[[int], Card | None]:
    def supply(value: int) -> Card | None:
        card = clan_card(colour, value)
        return card if unseen >> card & 1 else None
    return supply


def _colour_runs(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int
) -> Completion | None:
    colours = {card // 9 for card in clan}
    if len(colours) > 1:
        return None
    return _runs(clan, wild, missing, unseen, size, sorted(colours) if colours else range(6))


def _plain_runs(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int
) -> Completion | None:
    return _runs(clan, wild, missing, unseen, size, None)


def _kinds(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int
) -> Completion | None:
    values = {card % 9 + 1 for card in clan}
    if len(values) > 1:
        return None
    for value in sorted(values) if values else range(9, 0, -1):
        if not all(value in ELITE_VALUES[w] for w in wild):
            continue
        pool = unseen & VALUE_MASK[value]
        if pool.bit_count() < missing:
            continue
        added = _take_lowest(pool, missing)
        used = {card // 9 for card in clan} | {card // 9 for card in added}
        free = [c for c in range(6) if c not in used] + list(range(6))
        stand_ins = tuple(clan_card(free[i], value) for i in range(len(wild)))
        return Completion((KIND, value * size), stand_ins, added)
    return None


def _colours(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int
) -> Completion | None:
    colours = {card // 9 for card in clan}
    if len(colours) > 1:
        return None
    best: Completion | None = None
    base = sum(card % 9 + 1 for card in clan) + sum(ELITE_VALUES[w][0] for w in wild)
    for colour in sorted(colours) if colours else range(6):
        added = _take_highest(unseen & COLOUR_MASK[colour], missing)
        if added is None:
            continue
        total = base + sum(card % 9 + 1 for card in added)
        if best is None or total > best.formation[1]:
            stand_ins = tuple(clan_card(colour, ELITE_VALUES[w][0]) for w in wild)
            best = Completion((COLOUR, total), stand_ins, added)
    return best


def _best_sum(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int
) -> Completion | None:
    added = _take_highest(unseen, missing)
    if added is None:
        return None
    total = (
        sum(card % 9 + 1 for card in clan)
        + sum(ELITE_VALUES[w][0] for w in wild)
        + sum(card % 9 + 1 for card in added)
    )
    stand_ins = tuple(clan_card(i % 6, ELITE_VALUES[w][0]) for i, w in enumerate(wild))
    return Completion((SUM, total), stand_ins, added)


def _sums(
    clan: Sequence[Card], wild: Sequence[Card], missing: int, unseen: int, size: int
) -> Completion | None:
    return _best_sum(clan, wild, missing, unseen)


def _take_lowest(mask: int, count: int) -> tuple[Card, ...]:
    taken: list[Card] = []
    while len(taken) < count:
        low = mask & -mask
        taken.append(low.bit_length() - 1)
        mask ^= low
    return tuple(taken)


def _take_highest(mask: int, count: int) -> tuple[Card, ...] | None:
    """The ``count`` highest-valued cards of ``mask``, or ``None`` if there are fewer."""
    if count == 0:
        return ()
    if mask.bit_count() < count:
        return None
    taken: list[Card] = []
    for value in range(9, 0, -1):
        pool = mask & VALUE_MASK[value]
        while pool and len(taken) < count:
            low = pool & -pool
            taken.append(low.bit_length() - 1)
            pool ^= low
        if len(taken) == count:
            break
    return tuple(taken)


_SEARCHES: Final = (
    (COLOUR_RUN, _colour_runs),
    (KIND, _kinds),
    (COLOUR, _colours),
    (RUN, _plain_runs),
    (SUM, _sums),
)
