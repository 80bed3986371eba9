"""Where the game's files are: ``sys._MEIPASS`` when frozen, the source tree otherwise.

Kept free of pygame so that the text catalogs (and the message that pygame is missing)
load before pygame is imported; ``scenes.assets`` re-exports these functions.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The folder holding the game's assets."""
    frozen = getattr(sys, "_MEIPASS", None)
    base = Path(frozen) if frozen else Path(__file__).resolve().parents[2]
    return base / "assets"


def asset_path(relative: str) -> Path:
    return assets_root() / relative
