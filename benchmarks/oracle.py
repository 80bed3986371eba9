"""A measure, not a player: the hard level dealt the opponent's real hand (issue 24).

``oracle-hard#N`` searches exactly as ``hard#N`` does, except that every sampled world
gives the opponent the hand it really holds (the rest of the unseen cards are dealt at
random over the decks, as usual). It reads what its seat may not know, so it is never
offered in the game, which never imports ``benchmarks``; it answers one question: how
much would hard gain if it knew the opponent's hand? (docs/ai.md, *What the opponent's
hand is worth*: about 4.5 points against medium in the base game, +4.5 ± 4.9 on 400
paired games.)

``benchmarks/ai_compare.py`` shows it the whole state before each decision (``see``);
without that it plays exactly as ``hard#N``.
"""

from __future__ import annotations

import math
import random

from game.schotten.actions import CLAN_DECK, TACTIC_DECK
from game.schotten.ai.hard import HardPlayer
from game.schotten.cards import Card
from game.schotten.state import GameState
from game.schotten.view import PlayerView

PREFIX = "oracle-hard#"


class OracleHard(HardPlayer):
    """``hard#N`` whose sampled worlds hold the opponent's real hand."""

    def __init__(self, samples: int) -> None:
        super().__init__(budget_ms=math.inf, samples=samples)
        self.name = f"{PREFIX}{samples}"
        self.truth: GameState | None = None
        """The state of the game being played, as last shown by ``see``."""

    def see(self, state: GameState) -> None:
        self.truth = state

    def deal(self, view: PlayerView, rng: random.Random) -> GameState:
        world = super().deal(view, rng)
        if self.truth is None:
            return world
        return with_hand(world, view, self.truth.hands[1 - view.seat], rng)


def with_hand(world: GameState, view: PlayerView, hand: list[Card],
              rng: random.Random) -> GameState:
    """``world`` (a deal that agrees with ``view``) with the opponent holding ``hand``, and
    the other cards it cannot see dealt again over the deck positions it does not know.
    ``ValueError`` when ``hand`` cannot be the opponent's (a card it can see, or the
    wrong number of clan and tactic cards)."""
    them = 1 - view.seat
    decks = {CLAN_DECK: world.clan_deck, TACTIC_DECK: world.tactic_deck}
    known = {(name, len(decks[name]) - 1 - from_top)
             for _, name, from_top in view.known_in_decks}
    slots = [(name, index) for name, deck in decks.items()
             for index in range(len(deck)) if (name, index) not in known]
    loose = [decks[name][index] for name, index in slots] + list(world.hands[them])
    held = set(hand)
    if len(held) != len(hand) or not held <= set(loose):
        raise ValueError("that hand holds a card the seat can see")
    rest = [card for card in loose if card not in held]
    clan = [card for card in rest if card < 54]
    tactic = [card for card in rest if card >= 54]
    if len(clan) != sum(1 for name, _ in slots if name == CLAN_DECK):
        raise ValueError("that hand holds the wrong number of clan cards")
    rng.shuffle(clan)
    rng.shuffle(tactic)
    for name, index in slots:
        decks[name][index] = (clan if name == CLAN_DECK else tactic).pop()
    world.hands[them] = list(hand)
    return world


def make_oracle(level: str) -> OracleHard:
    """``oracle-hard#N`` (1 ≤ N ≤ 1000); ``ValueError`` for anything else."""
    count = level[len(PREFIX):] if level.startswith(PREFIX) else ""
    if not count.isdigit() or not 1 <= int(count) <= 1000:
        raise ValueError(f"not an oracle level: {level!r} (oracle-hard#N)")
    return OracleHard(int(count))
