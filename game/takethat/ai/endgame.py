"""Exact play at the end of a two-player round, once the other hand is known.

With the draw pile empty the round ends the moment the row is taken or its last card
twisted away, and nobody draws any more. With two players and a ``Memory`` that has seen
every card the other player took, the cards the seat cannot see are exactly the other
player's hand: the rest of the round is a game of perfect information, small enough to
search to the end (``solve``). The value is in points: the mover's gain minus the other
player's from here on.
"""

from __future__ import annotations

from game.takethat.actions import Action, Kind
from game.takethat.cards import FROG_PENALTY, FROGS, Card, twin
from game.takethat.model import Phase
from game.takethat.view import TakeThatView

NODE_LIMIT = 20_000
"""Positions searched at most; beyond that ``solve`` gives up (answers ``None``)."""
_TWIN: list[int] = [twin(card) or 0 for card in range(100)]


class _OutOfNodes(Exception):
    pass


def known_hand(view: TakeThatView, gone: set[Card]) -> tuple[Card, ...] | None:
    """The other player's hand when ``view`` and what is known taken pin it down, else
    ``None`` (more than two players, cards left to draw, or unseen cards unaccounted)."""
    if view.config.players != 2 or view.pile_size or view.phase is not Phase.TURN:
        return None
    other = 1 - view.seat
    cards = tuple(card for card in view.unseen_cards() if card not in gone)
    return cards if len(cards) == view.hand_sizes[other] else None


def solve(view: TakeThatView, gone: set[Card],
          limit: int = NODE_LIMIT) -> list[tuple[float, Action]] | None:
    """Every legal action with its exact worth (best first), or ``None`` when the other
    hand is not known or the search would pass ``limit`` positions."""
    other = known_hand(view, gone)
    if other is None or not view.row:
        return None
    search = _Search(limit)
    mine = tuple(sorted(view.hand))
    row = tuple(view.row)
    try:
        scored = [(search.after(action, row, mine, other), action) for action in view.legal]
    except _OutOfNodes:
        return None
    order = sorted(range(len(scored)), key=lambda index: (-scored[index][0], index))
    return [scored[index] for index in order]


def _cost(row: tuple[Card, ...]) -> int:
    return len(row) + (FROG_PENALTY - 1) * sum(1 for card in row if card in FROGS)


class _Search:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.nodes = 0
        self.memo: dict[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]], int] = {}

    def after(self, action: Action, row: tuple[Card, ...], mover: tuple[Card, ...],
              waiting: tuple[Card, ...]) -> float:
        """The mover's worth of ``action``: its gain minus the other's, to the end."""
        card = action.card
        if card is None:
            return -float(_cost(row))
        rest = tuple(each for each in mover if each != card)
        if action.kind is Kind.TWIST:
            gone = _TWIN[card]
            left = tuple(each for each in row if each != gone)
            if not left:
                return 2.0
            return 2.0 - self.value(left, waiting, rest)
        return -float(self.value((*row, card), waiting, rest))

    def value(self, row: tuple[Card, ...], mover: tuple[Card, ...],
              waiting: tuple[Card, ...]) -> int:
        """The best the mover can reach from here: its gain minus the other's."""
        key = (row, mover, waiting)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OutOfNodes
        best = -_cost(row)
        right = row[-1]
        in_row = set(row)
        for card in mover:
            partner = _TWIN[card]
            if partner and partner in in_row:
                left = tuple(each for each in row if each != partner)
                rest = tuple(each for each in mover if each != card)
                worth = 2 if not left else 2 - self.value(left, waiting, rest)
                best = max(best, worth)
            if -10 <= card - right <= 10:
                rest = tuple(each for each in mover if each != card)
                best = max(best, -self.value((*row, card), waiting, rest))
        self.memo[key] = best
        return best


__all__ = ["NODE_LIMIT", "known_hand", "solve"]
