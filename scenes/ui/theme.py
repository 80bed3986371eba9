"""Colours shared by every scene (the asset manifest may override the clan colours)."""

from __future__ import annotations

from typing import Final

Colour = tuple[int, int, int]

INK: Final[Colour] = (34, 28, 22)
PAPER: Final[Colour] = (250, 244, 228)
TACTIC_PAPER: Final[Colour] = (232, 220, 190)
CARD_EDGE: Final[Colour] = (60, 48, 36)
BANNER: Final[Colour] = (244, 232, 200)
BACK: Final[Colour] = (46, 62, 92)
TACTIC_BACK: Final[Colour] = (92, 34, 44)
BACK_LINE: Final[Colour] = (84, 104, 140)
GOLD: Final[Colour] = (222, 182, 92)
GOLD_LIGHT: Final[Colour] = (255, 226, 140)
STONE: Final[Colour] = (128, 126, 120)
STONE_LIGHT: Final[Colour] = (160, 158, 150)
STONE_INK: Final[Colour] = (40, 40, 40)
FELT_TOP: Final[Colour] = (46, 74, 52)
FELT_BOTTOM: Final[Colour] = (28, 46, 34)
PANEL: Final[tuple[int, int, int, int]] = (20, 24, 22, 200)
PANEL_EDGE: Final[Colour] = (170, 140, 80)
PANEL_SOLID: Final[Colour] = (22, 28, 25)
"""The ground of an opaque panel (a dialog)."""
TEXT_LIGHT: Final[Colour] = (240, 232, 214)
TEXT_DIM: Final[Colour] = (176, 170, 150)
ERROR: Final[Colour] = (255, 140, 120)
GOOD: Final[Colour] = (150, 230, 140)
BUTTON: Final[Colour] = (92, 58, 34)
BUTTON_HOVER: Final[Colour] = (128, 82, 44)
BUTTON_OFF: Final[Colour] = (70, 64, 58)
SELECTED: Final[Colour] = (196, 132, 52)
GLOW: Final[Colour] = (255, 214, 110)
FOCUS: Final[Colour] = (255, 251, 238)
"""The ring round the button that has the keyboard's focus: lighter than any gold rim."""
SEAT: Final[tuple[Colour, Colour]] = ((84, 150, 220), (214, 92, 74))
TACTIC_ELITE: Final[Colour] = (150, 112, 40)
TACTIC_MODE: Final[Colour] = (70, 110, 80)
TACTIC_RUSE: Final[Colour] = (110, 60, 110)
CLAN: Final[list[Colour]] = [
    (200, 46, 44), (230, 128, 30), (222, 186, 32), (60, 150, 70), (48, 104, 196), (128, 70, 164),
]


# The type scale of the tables, in design pixels (the layout scales them with the window:
# at 1024x640 a design pixel is 0.8 of a screen pixel, so BODY is 14 px there).
TYPE_DISPLAY: Final = 34
"""Banners: who won the round."""
TYPE_FIGURE: Final = 24
"""The score."""
TYPE_HEADING: Final = 20
"""Names, whose turn it is, panel titles."""
TYPE_BODY: Final = 18
"""The message line, the last move, the log."""
TYPE_SMALL: Final = 15
"""Labels under piles, counters, captions."""

FULL_HD_HEIGHT: Final = 1080
"""The tallest window the fixed limits of the menus and forms were drawn for."""


def grown(limit: float, height: int) -> int:
    """A fixed limit of a layout in px (a panel's widest, a button's widest, a label's
    largest type), grown in proportion in a window taller than 1080 px: a 1440p or 4K
    screen shows the same layout as 1080p, only larger, instead of small panels whose
    labels grow with the height and run out of room."""
    return round(limit * max(1.0, height / FULL_HD_HEIGHT))
