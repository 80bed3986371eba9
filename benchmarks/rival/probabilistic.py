"""A sparring partner from another family: a probabilistic bot written from the rules.

Issue 24 measured our levels against an outside bot of the Deep Barca family and lost;
that bot is kept private. This is our own bot of the same family, written from the issue's
one-paragraph description and the rules, without the live players' code (it imports only
the engine's cards, actions and view), so that the levels can be measured against a
player that does not share their estimates, constants or search:

- For each side of each open stone, the strength it will end up with: every way of
  completing it from the cards that can still come (the player's own hand likely, each
  unseen card by the owner's share of the draws left), taken best first as if each way
  came true independently (``side_distribution``).
- Each stone's chance from the two distributions (equal strength: the side completed
  first, or likely to be, gets it), the chance that each seat ends with three adjacent
  stones or five, and the play that raises the difference most.
- It claims whatever it can, always draws from the clan deck and never plays a tactic
  card (it is a base-game player; given only tactic cards it plays one at random).

Nothing here is tuned against the live levels. ``HAND`` and ``HORIZON`` were set once,
by hand, before any game was played; the one change after the first games was the empty
side (``empty_distribution``): counting every three cards of the pool at once made empty
sides look better than any started one, and that first version won 10% of 20 games
against the frozen medium. As it stands its results against the frozen levels are close
to the outside bot's (docs/ai.md, *A rival from another family*).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations

from game.schotten.actions import CLAN_DECK, Action, Kind
from game.schotten.view import PlayerView

HAND = 0.8
"""Chance that a card in the player's own hand ends up where it helps."""
HORIZON = 6
"""Draws a seat counts on, at most, when it asks which unseen cards may come."""

_CLAN = 54
Distribution = list[tuple[int, float]]
"""``(strength, chance)``, strongest first; strength is ``rank * 100 + sum``."""


def _strength(cards: Sequence[int]) -> int:
    colours = {card // 9 for card in cards}
    values = sorted(card % 9 + 1 for card in cards)
    total = sum(values)
    same_colour = len(colours) == 1
    run = all(values[i] + 1 == values[i + 1] for i in range(len(values) - 1))
    if same_colour and run:
        rank = 5
    elif len(set(values)) == 1:
        rank = 4
    elif same_colour:
        rank = 3
    elif run:
        rank = 2
    else:
        rank = 1
    return rank * 100 + total


def _table() -> dict[int, int]:
    table: dict[int, int] = {}
    for trio in combinations(range(_CLAN), 3):
        table[(1 << trio[0]) | (1 << trio[1]) | (1 << trio[2])] = _strength(trio)
    return table


STRENGTH = _table()
"""Strength of every three clan cards, by the bit mask of the three."""


def side_distribution(side: Sequence[int], pool: Sequence[tuple[int, float]]) -> Distribution:
    """Where a side of the base game ends: ``side`` holds its clan cards, ``pool`` the cards
    that may still come to it with their chances."""
    base = 0
    for card in side:
        base |= 1 << card
    missing = 3 - len(side)
    if missing <= 0:
        return [(STRENGTH[base], 1.0)]
    ways: list[tuple[int, float]] = []
    for combo in combinations(pool, missing):
        mask = base
        chance = 1.0
        for card, p in combo:
            mask |= 1 << card
            chance *= p
        ways.append((STRENGTH[mask], chance))
    ways.sort(reverse=True)
    buckets: dict[int, float] = {}
    left = 1.0
    for strength, chance in ways:
        got = left * chance
        if got > 0.0:
            buckets[strength] = buckets.get(strength, 0.0) + got
            left -= got
        if left < 1e-4:
            break
    if left > 0.0:
        # Nothing good came: the side is filled with whatever is left, a low sum.
        low = 100 + sum(card % 9 + 1 for card in side) + 2 * missing
        buckets[low] = buckets.get(low, 0.0) + left
    return sorted(buckets.items(), reverse=True)


def empty_distribution(pool: Sequence[tuple[int, float]]) -> Distribution:
    """Where an empty side ends: the side started by one of the pool's cards (weighted
    by its chance), then completed as ``side_distribution`` says. Counting every three
    cards of the pool at once would make an empty side look better than any started
    one, as if every card could go to every stone."""
    buckets: dict[int, float] = {}
    weight = sum(p for _, p in pool)
    if weight <= 0.0:
        return [(100, 1.0)]
    for index, (card, p) in enumerate(pool):
        rest = [*pool[:index], *pool[index + 1:]]
        for strength, chance in side_distribution((card,), rest):
            buckets[strength] = buckets.get(strength, 0.0) + chance * p / weight
    return sorted(buckets.items(), reverse=True)


def beat_chance(mine: Distribution, theirs: Distribution, ties_mine: float) -> float:
    """Chance that ``mine`` ends stronger, ties counting ``ties_mine``."""
    total = 0.0
    below = 1.0  # their mass strictly below the current strength of mine
    index = 0
    for strength, chance in mine:
        while index < len(theirs) and theirs[index][0] > strength:
            below -= theirs[index][1]
            index += 1
        equal = theirs[index][1] if index < len(theirs) and theirs[index][0] == strength else 0.0
        total += chance * (below - equal + ties_mine * equal)
    return min(1.0, max(0.0, total))


def reach_chance(chances: Sequence[float]) -> float:
    """Chance that the stones won (each with its chance) include three adjacent or five."""
    # state: (current run of adjacent stones, stones won) -> chance, not yet reached.
    states: dict[tuple[int, int], float] = {(0, 0): 1.0}
    reached = 0.0
    for p in chances:
        following: dict[tuple[int, int], float] = {}
        for (run, won), q in states.items():
            if p > 0.0:
                if run + 1 >= 3 or won + 1 >= 5:
                    reached += q * p
                else:
                    key = (run + 1, won + 1)
                    following[key] = following.get(key, 0.0) + q * p
            if p < 1.0:
                key = (0, won)
                following[key] = following.get(key, 0.0) + q * (1.0 - p)
        states = following
    return reached


class ProbabilisticRival:
    """The rival (``rival`` in ``benchmarks/ai_compare.py``)."""

    name = "rival"

    def __init__(self, hand: float = HAND, horizon: int = HORIZON) -> None:
        self.hand = hand
        self.horizon = horizon

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        for action in legal:
            if action.kind is Kind.CLAIM:
                return action
        plays = [a for a in legal if a.kind is Kind.PLAY and a.card is not None
                 and a.card < _CLAN and a.stone is not None]
        if plays:
            return self._best_play(view, plays, rng)
        for action in legal:
            if action.kind is Kind.DRAW and action.deck == CLAN_DECK:
                return action
        for action in legal:
            if action.kind is Kind.DONE:
                return action
        return legal[rng.randrange(len(legal))]

    # The estimate ------------------------------------------------------------------

    def _pools(self, view: PlayerView, hand: Iterable[int]) -> tuple[
            list[tuple[int, float]], list[tuple[int, float]]]:
        seen = set(view.visible_cards())
        unseen = [card for card in range(_CLAN) if card not in seen]
        deck = view.clan_deck_size
        mine_draws = min((deck + 1) // 2, self.horizon)
        theirs_draws = view.opponent_hand_size + min(deck // 2, self.horizon)
        count = max(1, len(unseen))
        p_mine = min(1.0, mine_draws / count)
        p_theirs = min(1.0, theirs_draws / count)
        mine = [(card, self.hand) for card in hand if card < _CLAN]
        mine += [(card, p_mine) for card in unseen]
        return mine, [(card, p_theirs) for card in unseen]

    def _chances(self, view: PlayerView, card: int, at: int,
                 cache: dict[tuple[int, tuple[int, ...]], Distribution]) -> list[float]:
        """The nine stones' chances for the player after it plays ``card`` at ``at``;
        ``cache`` keeps the side distributions for one decision (key: the card played,
        -1 for the opponent's sides)."""
        me = view.seat
        hand = list(view.hand)
        hand.remove(card)
        pools: dict[int, list[tuple[int, float]]] = {}

        def dist(side: tuple[int, ...], who: int) -> Distribution:
            # A base-game player: tactic cards on a side are ignored, Mud's fourth card too.
            clan = tuple(sorted(c for c in side if c < _CLAN))[:3]
            key = (who, clan)
            found = cache.get(key)
            if found is None:
                if who not in pools:
                    mine, theirs = self._pools(view, hand)
                    pools[card], pools[-1] = mine, theirs
                if clan:
                    found = side_distribution(clan, pools[who])
                else:
                    found = empty_distribution(pools[who])
                cache[key] = found
            return found

        chances: list[float] = []
        for stone in view.stones:
            if stone.owner is not None:
                chances.append(1.0 if stone.owner == me else 0.0)
                continue
            mine_side = tuple(stone.sides[me])
            if stone.stone == at:
                mine_side = (*mine_side, card)
            theirs_side = tuple(stone.sides[1 - me])
            mine = dist(mine_side, card)
            theirs = dist(theirs_side, -1)
            mine_done = stone.completed[me]
            theirs_done = stone.completed[1 - me]
            if len(mine_side) >= 3 and mine_done is None:
                mine_done = 10 ** 6  # completed by the play being judged: just now
            if mine_done is not None and theirs_done is not None:
                ties = 1.0 if mine_done < theirs_done else 0.0
            elif mine_done is not None:
                ties = 1.0
            elif theirs_done is not None:
                ties = 0.0
            else:
                lack = (3 - len(mine_side)) - (3 - len(theirs_side))
                ties = 1.0 if lack < 0 else 0.0 if lack > 0 else 0.5
            chances.append(beat_chance(mine, theirs, ties))
        return chances

    def _value(self, chances: Sequence[float]) -> float:
        return reach_chance(chances) - reach_chance([1.0 - p for p in chances])

    def _best_play(self, view: PlayerView, plays: list[Action],
                   rng: random.Random) -> Action:
        best: list[Action] = []
        best_value = -9.0
        cache: dict[tuple[int, tuple[int, ...]], Distribution] = {}
        for action in plays:
            assert action.card is not None and action.stone is not None
            value = self._value(self._chances(view, action.card, action.stone, cache))
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return best[rng.randrange(len(best))]
