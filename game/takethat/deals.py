"""Rounds of Take That dealt from chosen cards instead of a shuffle: the tutorial's lesson.

A fixed round has no seed (it cannot be replayed from one), so it is for lessons and tests,
never for a saved game.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.takethat.cards import CARDS, Card
from game.takethat.config import TakeThatConfig
from game.takethat.state import TakeThatState


def fixed_round(config: TakeThatConfig, hands: Sequence[Sequence[Card]],
                pile: Sequence[Card], row: Sequence[Card] = (),
                to_move: int = 0) -> TakeThatState:
    """A round whose hands, draw pile (its top card last) and row are the cards given, with
    ``to_move`` to play. Cards left out are simply not in the round. Raises ``ValueError``
    when a card is not a Take That card or is given twice, a hand is larger than the hand
    size, or the seats do not match the config.

    >>> state = fixed_round(TakeThatConfig(players=2), [[41, 74], [47]], [12, 13], row=[34])
    >>> state.row, state.pile, state.to_move
    ([34], [12, 13], 0)
    """
    players = config.players
    if len(hands) != players or not 0 <= to_move < players:
        raise ValueError(f"a fixed round needs {players} hands and a seat to move")
    every = [card for hand in hands for card in hand] + list(pile) + list(row)
    if len(set(every)) != len(every):
        raise ValueError("a card is dealt twice")
    if not set(every) <= set(CARDS):
        raise ValueError("a card is not one of Take That's")
    if any(len(hand) > config.hand_size for hand in hands):
        raise ValueError(f"a hand holds more than {config.hand_size} cards")
    state = TakeThatState(config)
    state.dealer = (to_move - 1) % players
    state.hands = [list(hand) for hand in hands]
    state.pile = list(pile)
    state.row = list(row)
    state.to_move = to_move
    return state
