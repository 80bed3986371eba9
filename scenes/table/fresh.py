"""The cards just come into each seat's hand: they are marked there a while, so that the
player finds them in a hand that sorts itself."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable
from typing import Final

import pygame

from scenes.ui import theme

FRESH_SECONDS: Final = 4.0
"""How long the mark of a card that has just come into the hand breathes, counted on the
player's own turn (drawn at the end of a turn, it showed only while the computer moved,
and a newcomer hunted for the new card in the sorted hand). The mark itself stays, still,
until the player's next move: a Greek keyboard player found it gone when he looked."""
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
        if dealing:
            self.glow.pop(seat, None)  # the last round's news is no news in a new hand
        elif before is not None:
            # With the cards still news from before, while the seat has not moved (the
            # Recruiter's three come one by one); a card gone from the hand is no news.
            still = self.cards(seat) & now
            came = still | (now - before)
            if came != still and len(came) <= MOST_NEW:
                self.glow[seat] = (came, FRESH_SECONDS)
            elif still != self.cards(seat):
                self.glow[seat] = (still, self.left(seat))
        self.seen[seat] = now

    def settle(self, seat: int, hand: Collection[int]) -> None:
        """``seat`` holds ``hand`` with nothing new in it: after a turn taken back, the card
        that came back had worn the new card's spark (an Italian tester)."""
        self.seen[seat] = frozenset(hand)
        self.glow.pop(seat, None)

    def cards(self, seat: int) -> frozenset[int]:
        return self.glow.get(seat, (frozenset(), 0.0))[0]

    def left(self, seat: int) -> float:
        return self.glow.get(seat, (frozenset(), 0.0))[1]

    def set_left(self, seat: int, seconds: float) -> None:
        self.glow[seat] = (self.cards(seat), max(0.0, seconds))

    def spent(self, seat: int) -> None:
        """``seat`` has moved: its new cards are news no longer."""
        self.glow[seat] = (frozenset(), 0.0)

    def tick(self, seat: int, dt: float) -> None:
        """``dt`` seconds of ``seat``'s own turn have gone by."""
        if self.left(seat) > 0:
            self.set_left(seat, self.left(seat) - dt)


def in_sight(rect: pygame.FRect, hand: Iterable[pygame.FRect]) -> pygame.FRect:
    """The part of a hand card ``rect`` not covered by the card lying over its right side
    (``hand``: the cards of the hands in any order; only those in its row count, a card
    lifted a little included: the other seats' hands lie elsewhere)."""
    right = min((other.x for other in hand
                 if rect.x < other.x < rect.right and abs(other.y - rect.y) < rect.h / 2),
                default=rect.right)
    return pygame.FRect(rect.x, rect.y, right - rect.x, rect.h)


def draw_fresh_mark(surface: pygame.Surface, rect: pygame.FRect, left: float,
                    time: float, hand: Iterable[pygame.FRect] = ()) -> None:
    """A four-pointed spark in a small light on the top edge of a card just come into the
    hand, over the middle of the part of it in sight (over the whole card's middle it stood
    between two cards of an overlapping hand, and a newcomer could not tell which it
    marked). Not a glow: the hint's card and the last move glow, and a newcomer took the
    new card's glow (on a card that fitted nowhere) for advice to play it. It breathes a
    little while ``left`` (seconds) runs, then stays still until the player's move."""
    breath = 0.9 + 0.1 * abs(((time * 1.6) % 2) - 1) if left > 0 else 1.0
    spark = spark_image(round(max(9.0, rect.w * 0.19) * breath))
    side = spark.get_width()
    centre = in_sight(rect, hand).centerx
    surface.blit(spark, (round(centre - side / 2), round(rect.top - side / 2)))


_SPARKS: dict[int, pygame.Surface] = {}


def spark_image(radius: int) -> pygame.Surface:
    """The spark of ``radius`` pixels in its light, drawn at four times the size and
    smoothed down (its points were ragged), made once per size."""
    image = _SPARKS.get(radius)
    if image is not None:
        return image
    scale = 4
    side = (radius * 2 + 8) * scale
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = side / 2
    light = radius * scale * 1.1
    for step in range(12, 0, -1):  # a soft warm light, strongest at the heart
        pygame.draw.circle(big, (*theme.GLOW, round(110 * (1 - step / 12) ** 1.5 + 10)),
                           (centre, centre), light * step / 12)
    points: list[tuple[float, float]] = []
    for index in range(8):
        angle = math.pi / 4 * index - math.pi / 2
        reach = radius * scale * (1.0 if index % 2 == 0 else 0.34)
        points.append((centre + reach * math.cos(angle), centre + reach * math.sin(angle)))
    pygame.draw.polygon(big, (56, 38, 18), points, width=2 * scale)
    inner = [(centre + (x - centre) * 0.86, centre + (y - centre) * 0.86) for x, y in points]
    pygame.draw.polygon(big, theme.GOLD_LIGHT, inner)
    pygame.draw.circle(big, theme.PAPER, (centre, centre), radius * scale * 0.2)
    image = pygame.transform.smoothscale(big, (side // scale, side // scale))
    if len(_SPARKS) > 16:
        _SPARKS.clear()
    _SPARKS[radius] = image
    return image
