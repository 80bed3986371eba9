"""Card sprites that glide toward the place the engine's view gives them."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

Key = int | tuple[str, int, int]
"""A visible card is keyed by its number; a hidden one by ``("back", seat, index)``."""


@dataclass
class CardSprite:
    key: Key
    card: int
    """The face shown, or -1 for a card back."""
    target: pygame.FRect
    zone: str
    stone: int = -1
    layer: int = 0
    start: pygame.FRect = field(default_factory=lambda: pygame.FRect(0, 0, 0, 0))
    rect: pygame.FRect = field(default_factory=lambda: pygame.FRect(0, 0, 0, 0))
    progress: float = 1.0
    duration: float = 0.3
    delay: float = 0.0
    vanish: bool = False
    """A ghost: removed once it arrives (a card going back into a deck)."""

    def __post_init__(self) -> None:
        if self.rect.w == 0:
            self.rect = pygame.FRect(self.target)

    @property
    def face_up(self) -> bool:
        return self.card >= 0

    @property
    def moving(self) -> bool:
        return self.progress < 1.0

    def fly_from(self, origin: pygame.FRect, duration: float, delay: float = 0.0) -> None:
        self.start = pygame.FRect(origin)
        self.rect = pygame.FRect(origin)
        self.duration = duration
        self.delay = delay
        self.progress = 0.0 if duration > 0 else 1.0
        if self.progress >= 1.0:
            self.rect = pygame.FRect(self.target)

    def retarget(self, target: pygame.FRect, duration: float) -> None:
        if target == self.target:
            return
        self.target = pygame.FRect(target)
        self.fly_from(self.rect, duration)

    def update(self, dt: float) -> None:
        if self.progress >= 1.0:
            return
        if self.delay > 0:
            self.delay -= dt
            return
        self.progress = min(1.0, self.progress + dt / self.duration)
        eased = 1 - (1 - self.progress) ** 3
        s, e = self.start, self.target
        self.rect.x = s.x + (e.x - s.x) * eased
        self.rect.y = s.y + (e.y - s.y) * eased
        # Cards change size half way rather than every frame: each size is scaled once.
        if eased >= 0.5:
            self.rect.w, self.rect.h = e.w, e.h
        else:
            self.rect.w, self.rect.h = s.w, s.h
