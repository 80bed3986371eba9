"""The easy level: grabs every twist, squeezes the next player, never takes by choice.

A twist is worth +2 and is always taken when there is one. Otherwise it extends the
row with the card that leaves the fewest unseen cards within reach of the next player,
preferring to shed frog cards into the row and to play a card whose twin it holds (so
it may twist it back out later). It takes the row only when nothing else is legal, and
then starts the new row with its loneliest card.
"""

from __future__ import annotations

import random

from game.takethat.actions import Action, Kind
from game.takethat.cards import Card, is_frog, twin
from game.takethat.view import TakeThatView


def reachable(card: Card, cards: set[Card]) -> int:
    """How many of ``cards`` could be played on ``card`` (within 10 of it)."""
    return sum(1 for other in cards if other != card and abs(other - card) <= 10)


class EasyPlayer:
    name = "easy"

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        legal = view.legal
        twists = [action for action in legal if action.kind is Kind.TWIST]
        if twists:
            return twists[rng.randrange(len(twists))]
        plays = [action for action in legal if action.card is not None]
        if not plays:
            return legal[0]
        unseen = set(view.unseen_cards())
        hand = set(view.hand)
        best = max(self._value(action, unseen, hand) for action in plays)
        choices = [a for a in plays if self._value(a, unseen, hand) == best]
        return choices[rng.randrange(len(choices))]

    @staticmethod
    def _value(action: Action, unseen: set[Card], hand: set[Card]) -> float:
        card = action.card
        assert card is not None
        value = -float(reachable(card, unseen))
        if is_frog(card):
            value += 3.0 if action.kind is Kind.EXTEND else -3.0
        if twin(card) in hand:
            value += 2.0
        return value
