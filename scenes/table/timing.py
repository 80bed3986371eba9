"""How long things take on a card table, at the animation speed of the settings."""

from __future__ import annotations

from typing import Final

from scenes.model.settings import Settings

BASE_DURATION: Final = 0.32
"""Seconds a card takes to glide to its place at the normal speed."""
COMPUTER_PAUSE: Final = 0.45
"""Seconds before a computer's move is shown, at the normal speed."""
ROUND_END_PAUSE: Final = 1.4
"""Seconds the finished round stays on the table before the summary."""
MESSAGE_SECONDS: Final = 5.0
"""Seconds a message line stays."""
SOUND_GAP: Final = 0.14
"""Seconds between two sound effects of one move."""
HANDOVER_PAUSE: Final = 0.5
"""Seconds a hot-seat player sees the card just drawn land in their hand before the
curtain comes down for the other player, at the normal speed (counted once it has
landed). At 0.9 s two hot-seat testers found the hand up too long with the next player
already reaching for the mouse."""


def duration(settings: Settings) -> float:
    """How long a card glides (0 when the animations are off)."""
    factor = settings.speed_factor
    return BASE_DURATION / factor if factor > 0 else 0.0


def handover_pause(settings: Settings) -> float:
    """How long the hot-seat curtain waits after a turn (0 when the animations are off)."""
    factor = settings.speed_factor
    return HANDOVER_PAUSE / factor if factor > 0 else 0.0


def computer_pause(settings: Settings) -> float:
    """How long to wait before showing a computer's move (0 when the animations are off)."""
    factor = settings.speed_factor
    return COMPUTER_PAUSE / factor if factor > 0 else 0.0


TAKETHAT_TURN: Final = 1.6
"""Seconds from one move to a computer's next move at Take That at the normal speed: time
to see the card glow and read the line that says what happened (Schotten Totten's two-seat
table keeps its own, shorter pause). At 1.2 s two testers at tables of three and four lost
the first computer's move before they had read it."""


def takethat_turn(settings: Settings) -> float:
    """How long a Take That computer waits after the move before its own (0 when the
    animations are off); the card's glide counts within it."""
    factor = settings.speed_factor
    return TAKETHAT_TURN / factor if factor > 0 else 0.0
