"""A second estimate of the base game, by every completion of every side.

The position evaluation (``evaluation``) summarises a side by the formations it may still
make; this estimate counts the completions one by one, as the probabilistic bots of the
Deep Barca family do (docs/ai.md, *A second opinion*). For each side of each open stone:

- the cards that may still come to it, each with a chance: a card of the owner's hand
  ``HAND``, each unseen card the owner's share of the draws it can expect (at most
  ``HORIZON``; the opponent also holds its whole hidden hand);
- every way of completing the side from them, strongest first, each taken as if it came
  true on its own (``left * chance``), which gives a distribution over the strength the
  side will end with; an empty side mixes the sides one card of the pool would start;
- the chance of winning the stone from the two distributions (equal strength to the side
  completed first, or lacking fewer cards), and the round's value: the chance of three
  adjacent stones or five, minus the opponent's.

Its errors differ from the evaluation's, so the medium level averages the two (``medium``):
the average beat the frozen medium by more than either estimate alone (docs/ai.md).

Where a side ends is ``side_strengths``. This estimate knows clan cards only: a stone
where a tactic card lies, or Mud or Bluff was played, is not ``plain``, and in the tactics
variant the caller gives the chances of those stones (``play_value(..., fallback=...)``).

Speed (it is most of a medium decision): besides the short cuts of ``side_strengths``, a
stone the card does not go to is judged once per card, and the round's value of a play
comes from one value and its slopes per card (it is linear in each stone's chance). Each
agrees with the plain computation to rounding (``tests/test_ai_completions_walk.py``), so
a decision changes only where two plays were equal to the last bits and the tie is
broken another way.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.schotten.ai.heuristics import round_chance, round_gradient
from game.schotten.ai.side_strengths import (
    Distribution,
    beat_chance,
    empty_variants,
    side_distribution,
)
from game.schotten.view import PlayerView, StoneView

HAND = 0.8
"""Chance that a card of the player's own hand ends up on a side it helps."""
HORIZON = 10
"""Draws a seat counts on, at most, before a stone is settled (as the evaluation's
``HORIZON``). The rival this estimate was taken from counts on 6. Medium against the
frozen medium, 800 paired base games of seed 30000: 4 → 59.0%, 6 → 63.4%, 8 → 69.0%,
10 → 69.4% (+6.0 ± 4.0 points over 6), 12 → 68.4%. On 2400 fresh base games (seeds 1,
1001, 2001) 10 led 6 by +3.3 ± 2.4 points (66.8% against 63.5%), and on 800 fresh tactics
games by +3.1 ± 4.4 (docs/ai.md, *The second estimate's horizon*)."""

_CLAN = 54


class Completions:
    """The estimate from one view, for trying the player's clan cards on the stones."""

    def __init__(self, view: PlayerView, horizon: int = HORIZON) -> None:
        self.view = view
        me = self.me = view.seat
        seen = view.visible_cards()
        unseen = [card for card in range(_CLAN) if card not in seen]
        deck = view.clan_deck_size
        count = max(1, len(unseen))
        mine = min(1.0, min((deck + 1) // 2, horizon) / count)
        theirs = min(1.0, (view.opponent_hand_size + min(deck // 2, horizon)) / count)
        self.theirs = [0.0] * _CLAN
        self.mine = [0.0] * _CLAN
        for card in unseen:
            self.theirs[card] = theirs
            self.mine[card] = mine
        self.hand = tuple(card for card in view.hand if card < _CLAN)
        """The clan cards of the player's hand."""
        for card in self.hand:
            self.mine[card] = HAND
        self.sides = [tuple(card for card in stone.sides[seat] if card < _CLAN)[:3]
                      for stone in view.stones for seat in (me, 1 - me)]
        self.plain = [stone.mud < 0 and stone.bluff < 0
                      and all(card < _CLAN for side in stone.sides for card in side)
                      for stone in view.stones]
        """Stones this estimate can judge: only clan cards on them, no combat mode."""
        self.all_plain = all(plain or stone.owner is not None
                             for plain, stone in zip(self.plain, view.stones, strict=True))
        """Whether it judges every open stone itself (no ``fallback`` needed)."""
        self._elsewhere: dict[int, tuple[list[float], float, list[float]]] = {}
        """Per card: the stones' chances, the round's value and its slope per stone with
        the card gone from the hand to no stone in particular."""
        self._their: dict[tuple[int, ...], Distribution] = {}
        self._mine: dict[tuple[int, tuple[int, ...]], Distribution] = {}
        self._left_alone: dict[tuple[int, int], float] = {}
        """``(card, stone)``: the player's chance at a plain open stone once ``card`` has
        left the hand for another stone (the same whichever stone that is)."""

    def _their_side(self, stone: int) -> Distribution:
        """The opponent's side at ``stone``; equal sides (the empty ones above all, the
        costliest to walk) share one distribution."""
        side = self.sides[2 * stone + 1]
        found = self._their.get(side)
        if found is None:
            found = self._their[side] = side_distribution(side, self.theirs)
        return found

    def _my_side(self, side: tuple[int, ...], played: int) -> Distribution:
        """The player's side (empty or started) once ``played`` has left the hand."""
        key = (played, side)
        found = self._mine.get(key)
        if found is None and not side and played in self.hand:
            # Every card of the hand leaves it in some play: their empty sides in one pass.
            for card, empty in empty_variants(self.mine, self.hand).items():
                self._mine[(card, ())] = empty
            found = self._mine[key]
        if found is None:
            chances = self.mine[:]
            chances[played] = 0.0
            found = self._mine[key] = side_distribution(side, chances)
        return found

    def chances_after(self, card: int, at: int,
                      fallback: Sequence[float] | None = None) -> list[float]:
        """The nine stones' chances for the player after it plays clan card ``card`` at
        stone ``at``; a stone that is not ``plain`` takes its chance from ``fallback``
        when one is given."""
        chances: list[float] = []
        for stone in self.view.stones:
            index = stone.stone
            if stone.owner is not None:
                chances.append(1.0 if stone.owner == self.me else 0.0)
            elif fallback is not None and not self.plain[index]:
                chances.append(fallback[index])
            elif index == at:
                chances.append(self._stone_chance(stone, card, True))
            else:
                key = (card, index)
                found = self._left_alone.get(key)
                if found is None:
                    found = self._left_alone[key] = self._stone_chance(stone, card, False)
                chances.append(found)
        return chances

    def _stone_chance(self, stone: StoneView, card: int, placed: bool) -> float:
        """The player's chance at an open ``stone`` once ``card`` has left the hand,
        ``placed`` on this stone or on another."""
        me = self.me
        index = stone.stone
        mine_side = self.sides[2 * index]
        if placed:
            mine_side = (*mine_side, card)
        theirs_side = self.sides[2 * index + 1]
        mine_done = stone.completed[me]
        theirs_done = stone.completed[1 - me]
        if len(mine_side) >= 3 and mine_done is None:
            mine_done = 1 << 30  # completed by this play: after everything else
        if mine_done is not None and theirs_done is not None:
            ties = 1.0 if mine_done < theirs_done else 0.0
        elif mine_done is not None:
            ties = 1.0
        elif theirs_done is not None:
            ties = 0.0
        else:
            lack = len(theirs_side) - len(mine_side)
            ties = 1.0 if lack < 0 else 0.0 if lack > 0 else 0.5
        return beat_chance(self._my_side(mine_side, card), self._their_side(index), ties)

    def play_value(self, card: int, at: int,
                   fallback: Sequence[float] | None = None) -> float:
        """The round's value for the player (-1 to 1) after ``card`` at ``at``
        (``fallback``: as in ``chances_after``)."""
        if fallback is not None and not self.all_plain:
            chances = self.chances_after(card, at, fallback)
            return round_chance(chances) - round_chance([1.0 - p for p in chances])
        # Only the stone ``at`` depends on where the card goes, and the round's value is
        # linear in each stone's chance: one value and its slopes per card, not per play.
        found = self._elsewhere.get(card)
        if found is None:
            chances = self.chances_after(card, -1)
            theirs = [1.0 - p for p in chances]
            slopes = [a + b for a, b in zip(round_gradient(chances), round_gradient(theirs),
                                            strict=True)]
            found = self._elsewhere[card] = (
                chances, round_chance(chances) - round_chance(theirs), slopes)
        chances, value, slopes = found
        stone = self.view.stones[at]
        if stone.owner is not None:
            return value
        return value + slopes[at] * (self._stone_chance(stone, card, True) - chances[at])
