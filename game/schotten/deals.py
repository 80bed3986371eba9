"""Rounds dealt from chosen cards instead of a shuffle: the tutorial's scripted lessons.

A fixed deal has no seed (it cannot be replayed from one), so it is for lessons and tests,
never for a saved match.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.schotten.cards import TACTIC_CARDS, Card
from game.schotten.config import GameConfig
from game.schotten.state import GameState


def fixed_deal(config: GameConfig, hands: Sequence[Sequence[Card]],
               clan_deck: Sequence[Card], tactic_deck: Sequence[Card] = (),
               first: int = 0) -> GameState:
    """A round whose hands and decks are the cards given (a deck's top card last); ``first``
    moves first. Raises ``ValueError`` when a card is given twice, a hand is larger than the
    hand size, tactic cards are given without the tactics variant, or the clan cards (and,
    with tactics, the tactic cards) are not all there.

    >>> from game.schotten.cards import parse_card
    >>> rest = [c for c in range(54) if c not in (0, 1)]
    >>> state = fixed_deal(GameConfig(), [[0], [1]], rest)
    >>> state.hands, len(state.clan_deck), state.to_move
    ([[0], [1]], 52, 0)
    """
    if first not in (0, 1) or len(hands) != 2:
        raise ValueError("a fixed deal needs two hands and a first seat of 0 or 1")
    every = [card for hand in hands for card in hand] + list(clan_deck) + list(tactic_deck)
    if len(set(every)) != len(every):
        raise ValueError("a card is dealt twice")
    if any(len(hand) > config.hand_size for hand in hands):
        raise ValueError(f"a hand holds more than {config.hand_size} cards")
    if any(card >= 54 for card in clan_deck) or any(card not in TACTIC_CARDS
                                                    for card in tactic_deck):
        raise ValueError("a card lies in the wrong deck")
    expected = set(range(54)) | (set(TACTIC_CARDS) if config.tactics else set())
    if set(every) != expected:
        raise ValueError("the deal does not hold every card of the game exactly once")
    state = GameState(config)
    state.first = first
    state.to_move = first
    state.hands = [list(hands[0]), list(hands[1])]
    state.clan_deck = list(clan_deck)
    state.tactic_deck = list(tactic_deck)
    return state
