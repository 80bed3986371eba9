"""Sprites that mirror the engine: after every action the table works out again where each
card of the seat's view belongs (a ``Place`` per card), and the mirror moves the card
sprites there. A card keeps its sprite while it stays in the view, so it glides from where
it was; a card that appears enters the way the table says (dealt from a deck, played from a
hand); one that leaves the view is handed back to the table (it may glide away as a ghost).
Nothing here knows a game's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

import pygame

from scenes.ui.sprites import CardSprite, Key


class Place(NamedTuple):
    """Where a card of the view belongs."""

    face: int
    """The face shown, or -1 for a card back."""
    rect: pygame.FRect
    zone: str
    layer: int
    """Drawing order within the zone (higher on top)."""
    stone: int = -1


class Mirror:
    """The card sprites of one table, in drawing order."""

    def __init__(self, rank: Callable[[CardSprite], tuple[int, int]]) -> None:
        self.rank = rank
        """The drawing order: zones, then layers."""
        self.sprites: dict[Key, CardSprite] = {}
        self.draw_order: list[CardSprite] = []
        self.ghosts: list[CardSprite] = []
        """Cards gone from the view that still glide somewhere before vanishing."""

    def clear(self) -> None:
        self.sprites.clear()
        self.draw_order = []
        self.ghosts.clear()

    def leave(self, places: Mapping[Key, Place]) -> list[CardSprite]:
        """Drop the sprites of cards that have no place any more; return them."""
        return [self.sprites.pop(key) for key in list(self.sprites) if key not in places]

    def arrive(self, places: Mapping[Key, Place], duration: float,
               enter: Callable[[CardSprite], None]) -> None:
        """Send every sprite to its place in ``duration`` seconds; a new card's sprite is
        made at its place and ``enter`` decides where it comes from."""
        for key, place in places.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                sprite = CardSprite(key, place.face, pygame.FRect(place.rect), place.zone,
                                    place.stone, place.layer)
                self.sprites[key] = sprite
                enter(sprite)
            else:
                sprite.card, sprite.zone = place.face, place.zone
                sprite.stone, sprite.layer = place.stone, place.layer
                sprite.retarget(place.rect, duration)
        self.draw_order = sorted(self.sprites.values(), key=self.rank)

    def update(self, dt: float) -> None:
        for sprite in self.draw_order:
            sprite.update(dt)
        for ghost in self.ghosts:
            ghost.update(dt)
        self.ghosts = [ghost for ghost in self.ghosts if ghost.moving]

    @property
    def moving(self) -> bool:
        """Some card is still on its way (the table waits before the next move)."""
        return any(sprite.moving for sprite in self.draw_order) or bool(self.ghosts)

    def snap(self) -> None:
        """Every card at its place at once."""
        for sprite in self.draw_order:
            sprite.progress = 1.0
            sprite.rect = pygame.FRect(sprite.target)

    def at(self, pos: tuple[int, int], zones: tuple[str, ...] = (),
           face_up: bool = False) -> CardSprite | None:
        """The topmost sprite under ``pos`` (in one of ``zones``, if given)."""
        for sprite in reversed(self.draw_order):
            if zones and sprite.zone not in zones:
                continue
            if face_up and not sprite.face_up:
                continue
            if sprite.rect.collidepoint(pos):
                return sprite
        return None
