"""Fast playouts of a base-game round to its end, for the playout experiment (issue 24).

A playout holds the round in plain lists (sides, hands, clan deck) and plays both seats
by a greedy policy with a little noise: the easy level's building score for each clan
card at each open stone, a penalty for a card that cannot beat the opponent's complete
side there and a bonus for one that does. A stone is settled when both sides are
complete (a tie goes to the side completed first), or as soon as a complete side beats
every completion of a two-card side among the cards not on the table. The playout ends
when a seat has three adjacent stones or five, or when neither seat can play (the rest
then goes by complete sides and the count of stones). A whole round from a fresh deal
takes 0.83 ms on this machine: hundreds per decision.

Only the base game: a playout ignores tactic cards in hands and has no Mud or Bluff.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, lru_cache
from itertools import combinations

from game.schotten.ai.easy import build_score
from game.schotten.formations import evaluate
from game.schotten.state import GameState

_STRENGTH: list[int] = [0] * (54 * 54 * 54)
for _a, _b, _c in combinations(range(54), 3):
    _rank, _total = evaluate([_a, _b, _c])
    _STRENGTH[(_a * 54 + _b) * 54 + _c] = _rank * 100 + _total

NOISE = 1.0
"""The policy's noise: a uniform draw below this is added to every score."""
MISMATCH = 20.0
"""The policy's penalty for a card that cannot beat a complete opposing side (and bonus
for the last card that does)."""


def strength(x: int, y: int, z: int) -> int:
    """The strength of three clan cards: rank * 100 + sum, as the engine orders them."""
    if x > y:
        x, y = y, x
    if y > z:
        y, z = z, y
    if x > y:
        x, y = y, x
    return _STRENGTH[(x * 54 + y) * 54 + z]


def best_pair_completion(a: int, b: int) -> int:
    """The strongest completion of the two cards ``a``, ``b`` ignoring which are left."""
    return _best_pair(min(a, b), max(a, b))


@cache
def _best_pair(a: int, b: int) -> int:
    return max(strength(a, b, c) for c in range(54) if c not in (a, b))


def proved(mine: list[int], theirs: list[int], on_table: list[bool]) -> bool:
    """Whether the complete side ``mine`` beats every completion of the two-card side
    ``theirs`` by a card not on the table (``mine`` was completed first, so a tie is
    ``mine``'s)."""
    target = strength(mine[0], mine[1], mine[2])
    a, b = theirs
    return not any(not on_table[card] and strength(a, b, card) > target
                   for card in range(54))


@lru_cache(maxsize=1 << 16)
def _build(side: tuple[int, ...], card: int) -> float:
    return build_score(side, card, 3)


def choose_place(sides: list[list[list[int]]], owner: list[int], hand: list[int],
                 seat: int, rand: Callable[[], float]) -> tuple[int, int] | None:
    """The policy's ``(card, stone)`` for ``seat``, or ``None`` when it cannot play."""
    best = -1e18
    chosen: tuple[int, int] | None = None
    for stone in range(9):
        if owner[stone] >= 0:
            continue
        mine = sides[stone][seat]
        count = len(mine)
        if count >= 3:
            continue
        theirs = sides[stone][1 - seat]
        key = tuple(mine)
        done = len(theirs) == 3
        target = strength(theirs[0], theirs[1], theirs[2]) if done else 0
        for card in hand:
            score = _build(key, card) + rand() * NOISE
            if done:
                if count == 2:
                    beats = strength(mine[0], mine[1], card) > target
                    score += MISMATCH if beats else -MISMATCH
                elif count == 1 and best_pair_completion(mine[0], card) <= target:
                    score -= MISMATCH
            if score > best:
                best, chosen = score, (card, stone)
    return chosen


def _won(owner: list[int], seat: int) -> bool:
    for stone in range(7):
        if owner[stone] == seat and owner[stone + 1] == seat and owner[stone + 2] == seat:
            return True
    return owner.count(seat) >= 5


def _settle(sides: list[list[list[int]]], owner: list[int], stone: int,
            seat: int, on_table: list[bool]) -> int | None:
    """After ``seat`` played at ``stone``: settle what can be settled; the winner of the
    round, if any."""
    side, other = sides[stone][seat], sides[stone][1 - seat]
    if len(side) == 3 and len(other) == 3:
        # The other side was complete first: a tie is its owner's.
        mine = strength(side[0], side[1], side[2])
        won = seat if mine > strength(other[0], other[1], other[2]) else 1 - seat
        owner[stone] = won
        if _won(owner, won):
            return won
    for index in range(9):
        if owner[index] >= 0:
            continue
        for holder in (seat, 1 - seat):
            full, open_side = sides[index][holder], sides[index][1 - holder]
            if len(full) == 3 and len(open_side) == 2 and proved(full, open_side, on_table):
                owner[index] = holder
                if _won(owner, holder):
                    return holder
                break
    return None


def play_out(state: GameState, rng: random.Random) -> int:
    """Play the base-game round ``state`` to its end by the policy: the winning seat,
    or -1 for a draw."""
    if state.outcome is not None:
        winner = state.outcome.winner
        return -1 if winner is None else winner
    sides = [[list(pair[0]), list(pair[1])] for pair in state.sides]
    owner = [-1 if holder is None else holder for holder in state.owner]
    hands = [[card for card in hand if card < 54] for hand in state.hands]
    deck = list(state.clan_deck)
    on_table = [bool(state.seen >> card & 1) for card in range(54)]
    to_move = state.to_move
    assert to_move is not None
    rand = rng.random
    passes = 0
    while passes < 2:
        seat = to_move
        to_move = 1 - seat
        hand = hands[seat]
        place = choose_place(sides, owner, hand, seat, rand)
        if place is None:
            passes += 1
            continue
        passes = 0
        card, stone = place
        hand.remove(card)
        sides[stone][seat].append(card)
        on_table[card] = True
        if deck:
            hand.append(deck.pop())
        winner = _settle(sides, owner, stone, seat, on_table)
        if winner is not None:
            return winner
    # Neither seat can play: a complete side takes a stone the other cannot complete.
    for stone in range(9):
        if owner[stone] < 0:
            first, second = (len(side) == 3 for side in sides[stone])
            if first != second:
                owner[stone] = 0 if first else 1
    for seat in (0, 1):
        if _won(owner, seat):
            return seat
    counts = owner.count(0), owner.count(1)
    return -1 if counts[0] == counts[1] else int(counts[1] > counts[0])
