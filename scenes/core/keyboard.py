"""Key presses as the game reads them, whatever the keyboard layout.

The game's keys are Latin letters and digits (C draws a clan card, Ctrl+Z takes a turn
back). Under a layout without Latin letters the same key reports the letter it types: a
Greek tester pressed C, which types ψ, and nothing happened. Such a press is read as the
key at the same place on a US keyboard, which is what the keys page names. Layouts that
type Latin letters (AZERTY, QWERTZ, Polish) keep their own letters: a French A stays A.
"""

from __future__ import annotations

import string
from typing import Final

import pygame

SPECIAL_KEYS: Final = 1 << 30
"""SDL's mark on the keycodes of keys that type no character (F1, the arrows…)."""

PLACES: Final[dict[int, int]] = {
    **{getattr(pygame, f"KSCAN_{letter}"): getattr(pygame, f"K_{letter.lower()}")
       for letter in string.ascii_uppercase},
    **{getattr(pygame, f"KSCAN_{digit}"): getattr(pygame, f"K_{digit}")
       for digit in string.digits},
}
"""Each letter and digit key's place on the keyboard, and the key a US layout gives it."""


def layout_free(event: pygame.event.Event) -> pygame.event.Event:
    """``event`` with a non-Latin character key (ψ, é on a French 2) read as the US key at
    its place; every other event as it is. The character typed (``unicode``) is kept, so
    text fields still receive ψ."""
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
        return event
    key = getattr(event, "key", 0)
    if not 0x80 <= key < SPECIAL_KEYS:
        return event
    latin = PLACES.get(getattr(event, "scancode", -1))
    if latin is None:
        return event
    return pygame.event.Event(event.type, {**event.dict, "key": latin})
