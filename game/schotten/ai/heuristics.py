"""Position estimates shared by the medium and hard players.

Everything here is computed from what one seat may know: its hand, the table, the
discard pile and the deck sizes. ``Board`` gathers that; ``side_outlook`` estimates how
strong a side will end up (a small distribution over formation strengths), and
``Board.value`` turns the chances of winning each stone into the chance of winning the
round (three adjacent stones or five stones).

Strengths are single integers, ``rank * 100 + sum``, so that comparing them compares
formations (the sum of a side is at most 36).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import permutations
from math import comb

from game.schotten.cards import ALL_CLAN_MASK, COLOUR_MASK, ELITE_VALUES, VALUE_MASK, Card
from game.schotten.formations import evaluate
from game.schotten.state import GameState
from game.schotten.view import PlayerView

Outlook = tuple[tuple[int, float], ...]
"""``(strength, probability)`` pairs, strongest first, probabilities summing to 1.
Strength 0 stands for a side that will probably never be completed."""

_HORIZON = 10
"""Cards a seat is expected to draw before a stone is settled: beyond that, help from
the deck comes too late. Tuned against the easy level (mean win rate over the four
variants, 150-200 games each: 4 → 73%, 5 → 77%, 7 → 79%, 8 → 79%, 10 → 82%, 12 → 80%,
20 → 75%): a short horizon made the player give up formations that were still likely."""
_TEMPO = 0.6
"""Each card a side still lacks multiplies the odds of winning the stone by this much:
the side completed first wins ties and may be claimed before the other can catch up."""

NEVER: Outlook = ((0, 1.0),)

_VALUE_OF = tuple(card % 9 + 1 for card in range(54))


def strength(cards: Sequence[Card], bluff: bool) -> int:
    rank, total = evaluate(cards, bluff)
    return rank * 100 + total


def _at_least(successes: int, trials: int, chance: float) -> float:
    """Probability of at least ``successes`` in ``trials`` independent tries."""
    if successes <= 0:
        return 1.0
    if successes > trials or chance <= 0.0:
        return 0.0
    if chance >= 1.0:
        return 1.0
    miss = 1.0 - chance
    term = miss ** trials
    below = term
    for k in range(1, successes):
        term *= (trials - k + 1) / k * chance / miss
        below += term
    return max(0.0, 1.0 - below)


def _at_least_mixed(successes: int, first: int, first_chance: float, second: int,
                    second_chance: float) -> float:
    """Like ``_at_least`` over two groups of tries with different chances."""
    if first_chance >= 1.0:
        return _at_least(successes - first, second, second_chance)
    total = 0.0
    for got in range(first + 1):
        ways = comb(first, got) * first_chance ** got * (1.0 - first_chance) ** (first - got)
        total += ways * _at_least(successes - got, second, second_chance)
    return total


def _mean_value(mask: int) -> float:
    count = mask.bit_count()
    if not count:
        return 0.0
    return sum(v * (mask & VALUE_MASK[v]).bit_count() for v in range(1, 10)) / count


def _top_values(mask: int, count: int) -> list[int]:
    found: list[int] = []
    for value in range(9, 0, -1):
        found.extend([value] * min(count - len(found), (mask & VALUE_MASK[value]).bit_count()))
        if len(found) == count:
            break
    return found


@lru_cache(maxsize=1 << 16)
def side_outlook(
    clan: tuple[Card, ...],
    wild: tuple[Card, ...],
    capacity: int,
    bluff: bool,
    certain: int,
    pool: int,
    chance: float,
    reach: int,
    held: float = 1.0,
) -> Outlook:
    """How strong a side will probably end up.

    ``clan``/``wild``: the clan cards and elite troops on the side. ``certain``: clan cards
    its owner has (the hand), each kept for this side with probability ``held``;
    ``pool``: clan cards the owner may still get, each with probability ``chance``, at
    most ``reach`` of them in all.
    """
    missing = capacity - len(clan) - len(wild)
    if missing <= 0:
        return ((strength(clan + wild, bluff), 1.0),)
    if (certain | pool).bit_count() < missing or (
        certain.bit_count() < missing and reach <= 0
    ):
        return NEVER
    candidates: list[tuple[int, float]] = []
    if not bluff:
        _colour_runs(clan, wild, capacity, certain, pool, chance, reach, held, candidates)
        _kinds(clan, wild, capacity, missing, certain, pool, chance, reach, held, candidates)
        _colours(clan, wild, missing, certain, pool, chance, reach, held, candidates)
        _runs(clan, wild, capacity, certain, pool, chance, reach, held, candidates)
    candidates.sort(reverse=True)
    outlook: list[tuple[int, float]] = []
    left = 1.0
    for value, chance_of in candidates:
        share = left * chance_of
        if share > 0.002:
            outlook.append((value, share))
            left -= share
        if left < 0.01:
            break
    if left > 0.0:
        total = _expected_sum(clan, wild, missing, certain, pool, chance, reach)
        if total is None:
            outlook.append((0, left))
        else:
            outlook.append((100 + round(total), left))
    outlook.sort(reverse=True)
    return tuple(outlook)


def _need_chance(
    needed: Sequence[int], certain: int, pool: int, chance: float, reach: int, held: float
) -> float:
    """Chance of getting every card in ``needed`` (card ids)."""
    from_pool = 0
    result = 1.0
    for card in needed:
        if certain >> card & 1:
            result *= held
            continue
        if not pool >> card & 1:
            return 0.0
        from_pool += 1
        result *= chance
    return result if from_pool <= reach else 0.0


def _with_wild(values: Sequence[int], wild: tuple[Card, ...]) -> list[list[int]]:
    """The values still needed, for each way the elite troops can stand for some of them."""
    if not wild:
        return [list(values)]
    ways = []
    for chosen in permutations(values, len(wild)):
        if all(v in ELITE_VALUES[w] for w, v in zip(wild, chosen, strict=True)):
            rest = list(values)
            for v in chosen:
                rest.remove(v)
            ways.append(rest)
    return ways


def _colour_runs(
    clan: tuple[Card, ...], wild: tuple[Card, ...], capacity: int, certain: int, pool: int,
    chance: float, reach: int, held: float, out: list[tuple[int, float]],
) -> None:
    colours = {card // 9 for card in clan}
    if len(colours) > 1:
        return
    values = [_VALUE_OF[card] for card in clan]
    if len(set(values)) != len(values):
        return
    low, high = (min(values), max(values)) if values else (9, 1)
    for start in range(10 - capacity, 0, -1):
        if values and (low < start or high > start + capacity - 1):
            continue
        window = range(start, start + capacity)
        needed_values = [v for v in window if v not in values]
        total = sum(window)
        for colour in colours or range(6):
            best = 0.0
            for rest in _with_wild(needed_values, wild):
                best = max(best, _need_chance(
                    [colour * 9 + v - 1 for v in rest], certain, pool, chance, reach, held))
            if best > 0.0:
                out.append((500 + total, best))


def _kinds(
    clan: tuple[Card, ...], wild: tuple[Card, ...], capacity: int, missing: int,
    certain: int, pool: int, chance: float, reach: int, held: float,
    out: list[tuple[int, float]],
) -> None:
    values = {_VALUE_OF[card] for card in clan}
    if len(values) > 1:
        return
    for value in values or range(9, 0, -1):
        if not all(value in ELITE_VALUES[w] for w in wild):
            continue
        have = (certain & VALUE_MASK[value]).bit_count()
        if missing - have > reach:
            continue
        p = _at_least_mixed(
            missing, have, held, (pool & VALUE_MASK[value]).bit_count(), chance)
        if p > 0.0:
            out.append((400 + value * capacity, p))


def _colours(
    clan: tuple[Card, ...], wild: tuple[Card, ...], missing: int, certain: int, pool: int,
    chance: float, reach: int, held: float, out: list[tuple[int, float]],
) -> None:
    colours = {card // 9 for card in clan}
    if len(colours) > 1:
        return
    base = sum(_VALUE_OF[card] for card in clan) + sum(ELITE_VALUES[w][0] for w in wild)
    for colour in colours or range(6):
        mine = certain & COLOUR_MASK[colour]
        have = min(mine.bit_count(), missing)
        short = missing - have
        if short > reach:
            continue
        others = pool & COLOUR_MASK[colour]
        p = _at_least_mixed(missing, mine.bit_count(), held, others.bit_count(), chance)
        if p <= 0.0:
            continue
        total = base + sum(_top_values(mine, have)) + short * _mean_value(others)
        out.append((300 + round(total), p))


def _runs(
    clan: tuple[Card, ...], wild: tuple[Card, ...], capacity: int, certain: int, pool: int,
    chance: float, reach: int, held: float, out: list[tuple[int, float]],
) -> None:
    values = [_VALUE_OF[card] for card in clan]
    if len(set(values)) != len(values):
        return
    low, high = (min(values), max(values)) if values else (9, 1)
    for start in range(10 - capacity, 0, -1):
        if values and (low < start or high > start + capacity - 1):
            continue
        window = range(start, start + capacity)
        needed_values = [v for v in window if v not in values]
        best = 0.0
        for rest in _with_wild(needed_values, wild):
            p = 1.0
            from_pool = 0
            for v in rest:
                count = (pool & VALUE_MASK[v]).bit_count()
                if certain & VALUE_MASK[v]:
                    p *= 1.0 - (1.0 - held) * (1.0 - chance) ** count
                    continue
                if not count:
                    p = 0.0
                    break
                from_pool += 1
                p *= 1.0 - (1.0 - chance) ** count
            if from_pool > reach:
                p = 0.0
            best = max(best, p)
        if best > 0.0:
            out.append((200 + sum(window), best))


def _expected_sum(
    clan: tuple[Card, ...], wild: tuple[Card, ...], missing: int, certain: int, pool: int,
    chance: float, reach: int,
) -> float | None:
    base = sum(_VALUE_OF[card] for card in clan) + sum(ELITE_VALUES[w][0] for w in wild)
    have = min(certain.bit_count(), missing)
    short = missing - have
    if short > reach or (short and not pool):
        return None
    return base + sum(_top_values(certain, have)) + short * _mean_value(pool)


@lru_cache(maxsize=1 << 16)
def win_chance(mine: Outlook, theirs: Outlook, ties_mine: bool) -> float:
    """Chance that a side with outlook ``mine`` beats one with outlook ``theirs``."""
    # Both outlooks are sorted strongest first: walk ``theirs`` once, from its weakest
    # end, accumulating the probability of everything ``value`` beats.
    total = 0.0
    below = 0.0
    index = len(theirs) - 1
    for value, p in reversed(mine):
        if value == 0:
            continue
        while index >= 0 and (theirs[index][0] < value
                              or (ties_mine and theirs[index][0] == value)):
            below += theirs[index][1]
            index -= 1
        total += p * below
    return total


_ROUND_STEPS = tuple(
    (run * 5 + count, run == 2 or count == 4, (run + 1) * 5 + count + 1, count)
    for run in range(3) for count in range(5)
)
"""For each DP state ``run * 5 + count``: its key, whether one more stone wins the
round, the state after winning a stone, the state after losing one."""


def round_chance(stones: Sequence[float]) -> float:
    """Chance of reaching three adjacent or five stones, stones won independently."""
    # mass[run * 5 + count]: ``run`` stones won in a row (0-2) and ``count`` in all (0-4).
    mass = [1.0] + [0.0] * 14
    done = 0.0
    for p in stones:
        q = 1.0 - p
        step = [0.0] * 15
        for key, wins, after_win, after_loss in _ROUND_STEPS:
            m = mass[key]
            if m:
                if wins:
                    done += m * p
                else:
                    step[after_win] += m * p
                step[after_loss] += m * q
        mass = step
    return done


def round_gradient(stones: Sequence[float]) -> list[float]:
    """How much ``round_chance(stones)`` rises per unit of each stone's chance.

    ``round_chance`` is linear in each stone's chance on its own, so this is also the
    difference between winning that stone for sure and losing it. One pass forwards
    (the mass of every state before each stone) and one backwards (the chance of
    finishing from every state after it) instead of two full passes per stone.
    """
    count = len(stones)
    forward = [[1.0] + [0.0] * 14]
    for p in stones[:-1]:
        mass = forward[-1]
        q = 1.0 - p
        step = [0.0] * 15
        for key, wins, after_win, after_loss in _ROUND_STEPS:
            m = mass[key]
            if m:
                if not wins:
                    step[after_win] += m * p
                step[after_loss] += m * q
        forward.append(step)
    gradient = [0.0] * count
    finish = [0.0] * 15
    for index in range(count - 1, -1, -1):
        p = stones[index]
        q = 1.0 - p
        mass = forward[index]
        before = [0.0] * 15
        slope = 0.0
        for key, wins, after_win, after_loss in _ROUND_STEPS:
            won = 1.0 if wins else finish[after_win]
            lost = finish[after_loss]
            before[key] = p * won + q * lost
            m = mass[key]
            if m:
                slope += m * (won - lost)
        gradient[index] = slope
        finish = before
    return gradient


def value_gradient(chances: Sequence[float]) -> list[float]:
    """How much ``position_value`` rises per unit of each stone's chance (exact: the
    value is linear in each chance on its own)."""
    mine = round_gradient(chances)
    theirs = round_gradient([1.0 - p for p in chances])
    return [a + b + STONES_WEIGHT for a, b in zip(mine, theirs, strict=True)]


class Board:
    """The table from one seat's point of view, with the estimates the players need.

    ``sides[stone][seat]`` are tuples of cards. Every method works on this object's own
    lists, so a player may change a copy (play a card, move one) and ask again.
    """

    __slots__ = (
        "bluff", "capacity", "completed", "generic_chance", "hand", "me", "my_chance",
        "my_reach",
        "owner", "pool", "sides", "their_chance", "their_reach",
    )

    horizon: int = _HORIZON
    """Cards a seat may draw before a stone is settled (``_HORIZON``); a subclass may
    change it."""
    tempo: float = _TEMPO
    """Odds factor per card a side still lacks (``_TEMPO``); a subclass may change it."""

    def __init__(
        self,
        me: int,
        hand: Sequence[Card],
        sides: list[list[tuple[Card, ...]]],
        owner: list[int | None],
        capacity: list[int],
        bluff: list[bool],
        completed: list[list[int | None]],
        seen: int,
        clan_deck: int,
    ) -> None:
        self.me = me
        self.hand = tuple(hand)
        self.sides = sides
        self.owner = owner
        self.capacity = capacity
        self.bluff = bluff
        self.completed = completed
        hand_mask = sum(1 << card for card in hand if card < 54)
        self.pool = ALL_CLAN_MASK & ~seen & ~hand_mask
        unseen = self.pool.bit_count()
        their_hand = unseen - clan_deck
        my_open = sum(
            capacity[s] - len(sides[s][me]) for s in range(9) if owner[s] is None)
        their_open = sum(
            capacity[s] - len(sides[s][1 - me]) for s in range(9) if owner[s] is None)
        self.my_reach = min((clan_deck + 1) // 2, my_open, self.horizon)
        self.their_reach = their_hand + min(clan_deck // 2, their_open, self.horizon)
        if unseen:
            self.my_chance = round(min(1.0, self.my_reach / unseen), 2)
            self.their_chance = round(min(1.0, self.their_reach / unseen), 2)
        else:
            self.my_chance = self.their_chance = 0.0
        held = len([card for card in hand if card < 54])
        self.generic_chance = round(
            min(1.0, (held + self.my_reach) / max(1, unseen + held)), 2)

    @classmethod
    def from_view(cls, view: PlayerView) -> Board:
        seen = 0
        for stone in view.stones:
            for side in stone.sides:
                for card in side:
                    if card < 54:
                        seen |= 1 << card
        for card in view.discard:
            if card < 54:
                seen |= 1 << card
        return cls(
            view.seat, view.hand,
            [[stone.sides[0], stone.sides[1]] for stone in view.stones],
            [stone.owner for stone in view.stones],
            [stone.capacity for stone in view.stones],
            [stone.bluff >= 0 for stone in view.stones],
            [[stone.completed[0], stone.completed[1]] for stone in view.stones],
            seen, view.clan_deck_size,
        )

    @classmethod
    def from_state(cls, state: GameState, seat: int) -> Board:
        """The board ``seat`` sees in ``state`` (used on sampled states only)."""
        return cls(
            seat, state.hands[seat],
            [[tuple(pair[0]), tuple(pair[1])] for pair in state.sides],
            state.owner[:],
            [4 if m >= 0 else 3 for m in state.mud],
            [b >= 0 for b in state.bluff],
            [pair[:] for pair in state.completed],
            state.seen, len(state.clan_deck),
        )

    def copy(self) -> Board:
        other = type(self).__new__(type(self))
        for name in Board.__slots__:
            setattr(other, name, getattr(self, name))
        other.sides = [pair[:] for pair in self.sides]
        other.owner = self.owner[:]
        other.capacity = self.capacity[:]
        other.bluff = self.bluff[:]
        other.completed = [pair[:] for pair in self.completed]
        return other

    def outlook(self, stone: int, seat: int, hand: Sequence[Card] | None = None) -> Outlook:
        side = self.sides[stone][seat]
        clan = tuple(sorted(card for card in side if card < 54))
        wild = tuple(sorted(card for card in side if card >= 54))
        if seat == self.me:
            cards = self.hand if hand is None else hand
            certain = sum(1 << card for card in cards if card < 54)
            if not side:
                # Counting the hand at every empty stone would make the player hoard
                # good cards: an empty side is judged like the opponent's, by chances.
                return side_outlook((), (), self.capacity[stone], self.bluff[stone], 0,
                                    self.pool | certain, self.generic_chance,
                                    self.my_reach + certain.bit_count())
            return side_outlook(clan, wild, self.capacity[stone], self.bluff[stone],
                                certain, self.pool, self.my_chance, self.my_reach)
        return side_outlook(clan, wild, self.capacity[stone], self.bluff[stone],
                            0, self.pool, self.their_chance, self.their_reach)

    def stone_chance(self, stone: int, hand: Sequence[Card] | None = None,
                     theirs: Outlook | None = None) -> float:
        """Chance that this board's seat wins ``stone``; ``theirs``, when given, is the
        opponent's outlook there (for callers that try many cards on one side)."""
        owner = self.owner[stone]
        if owner is not None:
            return 1.0 if owner == self.me else 0.0
        me = self.me
        mine = self.outlook(stone, me, hand)
        if theirs is None:
            theirs = self.outlook(stone, 1 - me)
        done = self.completed[stone]
        if done[me] is not None and done[1 - me] is not None:
            ties_mine = done[me] < done[1 - me]  # type: ignore[operator]
        else:
            ties_mine = done[me] is not None
        p = win_chance(mine, theirs, ties_mine)
        if 0.0 < p < 1.0:
            capacity = self.capacity[stone]
            t_me = self.tempo ** (capacity - len(self.sides[stone][me]))
            t_them = self.tempo ** (capacity - len(self.sides[stone][1 - me]))
            p = p * t_me / (p * t_me + (1.0 - p) * t_them)
        return p

    def chances(self, hand: Sequence[Card] | None = None) -> list[float]:
        return [self.stone_chance(stone, hand) for stone in range(9)]


STONES_WEIGHT = 0.02
"""Weight of the expected number of stones (minus 4.5) in ``position_value``."""


def position_value(chances: Sequence[float]) -> float:
    """The round from one seat's side, -1 (lost) to 1 (won), from its stone chances."""
    mine = round_chance(chances)
    theirs = round_chance([1.0 - p for p in chances])
    return mine - theirs + STONES_WEIGHT * (sum(chances) - 4.5)
