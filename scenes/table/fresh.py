"""The cards just come into each seat's hand: they glow there a while, so that the player
finds them in a hand that sorts itself."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

FRESH_SECONDS: Final = 4.0
"""How long a card that has just come into the hand glows there, counted on the player's
own turn (drawn at the end of a turn, it glowed only while the computer moved, and a
newcomer hunted for the new card in the sorted hand); the player's next move ends it."""
MOST_NEW: Final = 3
"""A draw brings one card, the Recruiter three; more is a new hand, where none stands out."""


class FreshCards:
    """Per seat, the hand as that seat last saw it and the cards new since, with the seconds
    they still glow: kept per seat, so that in hot-seat the card a player drew glows again
    on that player's next turn (the curtain came down a moment after it landed)."""

    def __init__(self) -> None:
        self.seen: dict[int, frozenset[int]] = {}
        self.glow: dict[int, tuple[frozenset[int], float]] = {}

    def saw(self, seat: int, hand: Collection[int], dealing: bool = False) -> None:
        """``seat`` sees its ``hand``: the cards it did not hold when it last saw it glow
        (not in a hand just dealt)."""
        now = frozenset(hand)
        before = self.seen.get(seat)
        if before is not None and not dealing:
            came = now - before
            if 0 < len(came) <= MOST_NEW:
                self.glow[seat] = (came, FRESH_SECONDS)
        self.seen[seat] = now

    def cards(self, seat: int) -> frozenset[int]:
        return self.glow.get(seat, (frozenset(), 0.0))[0]

    def left(self, seat: int) -> float:
        return self.glow.get(seat, (frozenset(), 0.0))[1]

    def set_left(self, seat: int, seconds: float) -> None:
        self.glow[seat] = (self.cards(seat), max(0.0, seconds))

    def tick(self, seat: int, dt: float) -> None:
        """``dt`` seconds of ``seat``'s own turn have gone by."""
        if self.left(seat) > 0:
            self.set_left(seat, self.left(seat) - dt)
