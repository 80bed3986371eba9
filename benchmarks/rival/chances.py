"""``rival-chances``: a stand-in for the outside team's probabilistic Schotten Totten bot.

Written from the rules (``RULES.md``), the engine's public modules and a one-paragraph
description of the outside bot only; its author never read the computer levels' code
(``game/schotten/ai``, ``benchmarks/reference`` beyond its name list, the other rivals,
the playout and oracle benchmarks, or the AI documents). It imports only the standard
library and the engine, and looks at nothing but the ``PlayerView`` it is handed.

How it plays a card. It deals ``WORLDS`` guesses of the hidden clan cards: the other
seat's hand and the deck order. The two seats take turns at the deck, this seat first
(it draws right after its play); in each guess each seat is given only its next
``HORIZON`` draws. Every open stone then gets its own random share of each seat's
cards: a hand card counts there with chance ``max(HAND_P, 1 - deck / LATE)`` (late in
the round the hand is all a seat has left and every card in it must be placed
somewhere), a drawn card with ``DRAW_P``, one coin per card, stone and guess (the other
seat's hand is the guessed one). For
every side of every open stone the bot takes the strongest formation (rank, then sum)
its owner could complete from the cards there plus that share; comparing the two sides
gives the stone to one seat (equal strengths go to a side already complete, else count
half). The share of guesses is the stone's chance. The nine chances, taken as
independent, give the chance of winning the round exactly, by summing over the 512 ways
the stones can fall: a seat wins with three adjacent stones or five, and if both seats
would reach a goal the round counts half. Each legal clan-card play is scored by that
round chance after the play (the card is then sure at its stone and gone from every
other stone's share), and the best is played; maximising the round chance is what
weighs each stone by how much the round hinges on it. The guesses are shared by all
candidate plays.

Everything else is fixed: claim every stone that can be claimed, draw from the clan
deck, and in the tactics variant ignore tactic cards (pass when passing is legal, else a
legal action picked with the given ``rng``; Recruiter returns tactic cards, then the
lowest clan cards). Sides holding tactic cards or under Mud Fight or Blind-Man's Bluff
use the engine's ``formations.strongest``; plain three-card sides use a faster search of
this module's own (checked against ``strongest`` on random sides).

Constants and tuning: ``WORLDS = 96``, ``HAND_P = 0.3``, ``DRAW_P = 0.6``,
``HORIZON = 12``, ``LATE = 22``. A first version (one coin per card and guess shared by
all stones, the whole deck counted, hand chance fixed, 48 guesses) was tuned in about
fifteen 100-game runs against ``ref-easy`` and ``ref-medium`` and won 35 of 100 against
``ref-medium``. A second pass (base game, variants 0 and 1, seed 7000 only, against
``ref-medium`` only, 100 games a run, no other opponent or seed) first tried to make
the stone chances less optimistic, as a seat places one card per turn and a card serves
one stone only. Per-stone coins with (hand, draw, horizon) = (0.5, 0.5, 6) won 25,
(0.4, 0.3, 6) 23, (0.8, 1.0, 3) 12, (0.3, 1.0, 20) 33, (0.3, 1.0, 6) 35, (0.3, 0.6, 12)
37 with 48 guesses and 39 with 96. Giving each card to exactly one stone per guess,
picked by how well it fits the cards there, won only 7 (12 when a side short of cards
counted as finished with junk; junk filling on the kept version: 35): the more
pessimistic the sides, the more the bot spreads high cards for sums instead of building
formations. That is not understood; the calibration diagnosis of the first version was
not re-measured. What helped was raising the hand chance as the deck runs out: ``LATE``
14, 22 and 32 won 42, 49 and 45 (without it, 39). All these differences are within the
noise of 100 games, and ``LATE`` was picked on the very games it is scored on, so the
figures below flatter it. Final figures, seed 7000, variants 0 and 1: 89 of 200
(44.5%, 95% interval 38-51%) against ``ref-medium`` (49 of the first 100, 40 of the
next 100) and 81 of 100 against ``ref-easy``; median decision about 31 ms (max 84 ms
over 20 self-play rounds) on an idle core. It does not reach 50% against ``ref-medium``,
nor the 57% reported for the outside bot against the old medium.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action, Kind
from game.schotten.cards import VALUE_MASK
from game.schotten.formations import evaluate, strongest
from game.schotten.model import Phase
from game.schotten.view import PlayerView, StoneView

WORLDS: Final = 96
"""Guesses of the hidden cards per decision."""
HAND_P: Final = 0.3
"""Least chance that a card in a hand counts towards a given stone in one guess."""
DRAW_P: Final = 0.6
"""Chance that a card a seat will draw counts towards a given stone in one guess."""
HORIZON: Final = 12
"""How many of its next draws each seat is given in a guess."""
LATE: Final = 22
"""Deck size below which the hand chance rises linearly towards 1 (at an empty deck)."""


def _masks(hand: list[int], draws: list[int], hand_p: float,
           rnd: Callable[[], float]) -> list[int]:
    """Per stone, the cards of one seat that count there in one guess."""
    out: list[int] = []
    for _ in range(9):
        m = 0
        for c in hand:
            if rnd() < hand_p:
                m |= 1 << c
        for c in draws:
            if rnd() < DRAW_P:
                m |= 1 << c
        out.append(m)
    return out

_NONE: Final = 0
"""Strength of a side that cannot be completed."""


def _key(rank: int, total: int) -> int:
    return rank * 100 + total


def _top_table() -> tuple[tuple[int, ...], ...]:
    """``_TOP[m][bits]``: the sum of the ``m`` highest values in a 9-bit colour, or -1."""
    rows: list[tuple[int, ...]] = []
    for m in range(4):
        row: list[int] = []
        for bits in range(512):
            values = [v + 1 for v in range(9) if bits >> v & 1]
            if m == 0:
                row.append(0)
            else:
                row.append(sum(sorted(values)[-m:]) if len(values) >= m else -1)
        rows.append(tuple(row))
    return tuple(rows)


_TOP: Final = _top_table()


class _Plan:
    """How to find the strongest completion of one plain three-card side quickly."""

    __slots__ = ("base", "colours", "kinds", "missing", "runs", "runs_c")

    def __init__(self, cards: tuple[int, ...]) -> None:
        values = [c % 9 + 1 for c in cards]
        colours = {c // 9 for c in cards}
        own = 0
        for c in cards:
            own |= 1 << c
        self.missing = 3 - len(cards)
        self.base = sum(values)
        distinct = len(set(values)) == len(values)
        # colour runs, strongest first
        self.runs_c: list[tuple[int, int]] = []
        self.runs: list[tuple[int, tuple[int, ...]]] = []
        if distinct:
            for start in range(7, 0, -1):
                window = range(start, start + 3)
                if any(v not in window for v in values):
                    continue
                key = _key(5, 3 * start + 3)
                for colour in sorted(colours) if len(colours) == 1 else (
                        range(6) if not colours else ()):
                    need = 0
                    for v in window:
                        need |= 1 << (colour * 9 + v - 1)
                    self.runs_c.append((key, need & ~own))
                needed = tuple(VALUE_MASK[v] for v in window if v not in values)
                self.runs.append((_key(2, 3 * start + 3), needed))
        self.kinds: list[tuple[int, int]] = []
        if len(set(values)) <= 1:
            for v in sorted(set(values)) if values else range(9, 0, -1):
                self.kinds.append((_key(4, 3 * v), VALUE_MASK[v]))
        self.colours: tuple[int, ...] = (
            tuple(colours) if len(colours) == 1 else (tuple(range(6)) if not colours else ()))

    def best(self, avail: int) -> int:
        for key, need in self.runs_c:
            if avail & need == need:
                return key
        m = self.missing
        for key, vmask in self.kinds:
            if (avail & vmask).bit_count() >= m:
                return key
        top = _TOP[m]
        best_colour = -1
        for colour in self.colours:
            t = top[(avail >> (9 * colour)) & 511]
            if t > best_colour:
                best_colour = t
        if best_colour >= 0:
            return _key(3, self.base + best_colour)
        for key, needed in self.runs:
            for vmask in needed:
                if not avail & vmask:
                    break
            else:
                return key
        total = self.base
        left = m
        for v in range(9, 0, -1):
            if not left:
                break
            count = (avail & VALUE_MASK[v]).bit_count()
            take = count if count < left else left
            total += take * v
            left -= take
        return _NONE if left else _key(1, total)


@lru_cache(maxsize=8192)
def _plan(cards: tuple[int, ...]) -> _Plan:
    return _Plan(cards)


class _Side:
    """One side of one open stone: how strong it can still get with given cards."""

    __slots__ = ("bluff", "capacity", "cards", "complete", "fixed", "plan", "wild")

    def __init__(self, cards: tuple[int, ...], capacity: int, bluff: bool) -> None:
        self.cards = cards
        self.capacity = capacity
        self.bluff = bluff
        self.complete = len(cards) >= capacity
        self.wild = any(c >= 54 for c in cards)
        self.fixed = -1
        self.plan: _Plan | None = None
        if self.complete:
            rank, total = evaluate(cards, bluff)
            self.fixed = _key(rank, total)
        elif capacity == 3 and not bluff and not self.wild:
            self.plan = _plan(tuple(sorted(cards)))

    def best(self, avail: int) -> int:
        if self.fixed >= 0:
            return self.fixed
        if self.plan is not None:
            return self.plan.best(avail)
        clan = [c for c in self.cards if c < 54]
        wild = [c for c in self.cards if c >= 54]
        found = strongest(clan, wild, self.capacity - len(self.cards), avail,
                          self.capacity, self.bluff)
        return _NONE if found is None else _key(*found.formation)


def _goal(mask: int) -> bool:
    if mask.bit_count() >= 5:
        return True
    return bool(mask & (mask >> 1) & (mask >> 2))


def _win_table() -> tuple[float, ...]:
    table: list[float] = []
    for mine in range(512):
        theirs = 511 & ~mine
        a, b = _goal(mine), _goal(theirs)
        table.append(0.5 if a and b else (1.0 if a else 0.0))
    return tuple(table)


_WIN: Final = _win_table()


def round_chance(chances: list[float]) -> float:
    """Chance of winning the round when stone ``s`` is ours with ``chances[s]``, the
    stones independent."""
    probs = [1.0]
    for s in range(9):
        p = chances[s]
        q = 1.0 - p
        probs = [x * q for x in probs] + [x * p for x in probs]
    # probs[mask] where bit s of mask set means stone s is ours
    return sum(x * w for x, w in zip(probs, _WIN, strict=True) if x)


class ChancesRival:
    """The probabilistic rival; see the module's text."""

    name: str = "rival-chances"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        if not legal:
            raise ValueError("no legal action")  # the engine never asks then
        action = self._choose(view, rng, legal)
        if action not in legal:
            raise ValueError(f"rival-chances chose {action}, which is not legal here")
        return action

    def _choose(self, view: PlayerView, rng: random.Random,
                legal: tuple[Action, ...]) -> Action:
        phase = view.phase
        if phase is Phase.CLAIM:
            for action in legal:
                if action.kind is Kind.CLAIM:
                    return action
            return legal[-1]
        if phase in (Phase.DRAW, Phase.RECRUIT_DRAW):
            wanted = CLAN_DECK if view.clan_deck_size > 0 else TACTIC_DECK
            for action in legal:
                if action.kind is Kind.DRAW and action.deck == wanted:
                    return action
            return legal[0]
        if phase is Phase.RECRUIT_RETURN:
            cards = [a.card for a in legal if a.card is not None]
            worst = max(cards, key=lambda c: (c >= 54, -(c % 9) if c < 54 else c))
            for action in legal:
                if action.card == worst:
                    return action
            return legal[0]
        if phase is Phase.PLAY:
            plays = [a for a in legal
                     if a.kind is Kind.PLAY and a.card is not None and a.card < 54
                     and a.stone is not None]
            if plays:
                if len(plays) == 1:
                    return plays[0]
                return self._best_play(view, rng, plays)
            for action in legal:
                if action.kind is Kind.PASS:
                    return action
        return rng.choice(legal)

    def _best_play(self, view: PlayerView, rng: random.Random,
                   plays: list[Action]) -> Action:
        me, them = view.seat, 1 - view.seat
        seen = view.visible_cards()
        known_at = {from_top: c for c, deck, from_top in view.known_in_decks
                    if deck == CLAN_DECK}
        hidden = [c for c in range(54) if c not in seen]
        their_clan = max(0, view.opponent_hand_size - view.opponent_tactic_cards())
        hand_cards = [c for c in view.hand if c < 54]

        # One guess: the other seat's hand and the deck order. This seat draws next
        # (right after its play), so it gets deck cards 0, 2, 4... from the top; only
        # each seat's next HORIZON draws count. Each stone then gets its own random
        # share of each seat's cards: a hand card counts there with chance hand_p
        # (rising to 1 as the deck runs out), a drawn card with DRAW_P, one coin per
        # card, stone and guess.
        mine_worlds: list[list[int]] = []
        their_worlds: list[list[int]] = []
        rnd = rng.random
        hand_p = max(HAND_P, 1.0 - view.clan_deck_size / LATE)
        for _ in range(WORLDS):
            pool = hidden[:]
            rng.shuffle(pool)
            their_hand = pool[:their_clan]
            rest = pool[their_clan:]
            my_draws: list[int] = []
            their_draws: list[int] = []
            for i in range(min(view.clan_deck_size, 2 * HORIZON)):
                card = known_at.get(i)
                if card is None:
                    if not rest:
                        break
                    card = rest.pop()
                (my_draws if i % 2 == 0 else their_draws).append(card)
            mine_worlds.append(_masks(hand_cards, my_draws, hand_p, rnd))
            their_worlds.append(_masks(their_hand, their_draws, hand_p, rnd))

        open_stones: list[StoneView] = [s for s in view.stones if s.owner is None]
        chances = [1.0 if s.owner == me else 0.0 for s in view.stones]
        my_sides: dict[int, _Side] = {}
        their_keys: dict[int, list[int]] = {}
        their_complete: dict[int, bool] = {}
        for stone in open_stones:
            s = stone.stone
            capacity, bluff = stone.capacity, stone.bluff >= 0
            mine_side = _Side(stone.sides[me], capacity, bluff)
            their_side = _Side(stone.sides[them], capacity, bluff)
            my_sides[s] = mine_side
            their_keys[s] = [their_side.best(w[s]) for w in their_worlds]
            their_complete[s] = their_side.complete
            mine_done, their_done = stone.completed[me], stone.completed[them]
            first = (mine_done is not None and their_done is not None
                     and mine_done < their_done)
            chances[s] = self._stone_chance(
                [mine_side.best(w[s]) for w in mine_worlds], their_keys[s],
                mine_side.complete, their_side.complete, first)

        best_action = plays[0]
        best_value = -1.0
        by_card: dict[int, list[float]] = {}
        for action in plays:
            card, stone_index = action.card, action.stone
            assert card is not None and stone_index is not None
            bit = 1 << card
            after = by_card.get(card)
            if after is None:
                # the card leaves the hand: the other stones can no longer count on it
                after = chances[:]
                for s, side in my_sides.items():
                    if not side.complete:
                        after[s] = self._stone_chance(
                            [side.best(w[s] & ~bit) for w in mine_worlds], their_keys[s],
                            False, their_complete[s], False)
                by_card[card] = after
            trial = after[:]
            stone = view.stones[stone_index]
            side = _Side((*stone.sides[me], card), stone.capacity, stone.bluff >= 0)
            trial[stone_index] = self._stone_chance(
                [side.best(w[stone_index] & ~bit) for w in mine_worlds],
                their_keys[stone_index],
                side.complete, their_complete[stone_index],
                side.complete and not their_complete[stone_index])
            value = round_chance(trial)
            if value > best_value + 1e-12:
                best_value = value
                best_action = action
        return best_action

    @staticmethod
    def _stone_chance(mine: list[int], theirs: list[int], mine_complete: bool,
                      their_complete: bool, mine_first: bool) -> float:
        """Share of the guesses in which this seat's side beats the other."""
        if mine_complete and their_complete:
            tie = 1.0 if mine_first else 0.0
        elif mine_complete:
            tie = 1.0
        elif their_complete:
            tie = 0.0
        else:
            tie = 0.5
        score = 0.0
        for a, b in zip(mine, theirs, strict=True):
            if a > b:
                score += 1.0
            elif a == b:
                score += tie if a != _NONE else 0.5
        return score / len(mine) if mine else 0.5
