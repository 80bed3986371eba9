"""The board layout: named zones read from the Tiled map ``maps/table.tmx``, scaled to fit."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

import pygame
import pytmx

from scenes.ui.assets import require

MAP_FILE: Final = "maps/table.tmx"

REQUIRED_ZONES: Final = (
    *(f"stone_{n}" for n in range(1, 10)),
    *(f"side_me_{n}" for n in range(1, 10)),
    *(f"side_opponent_{n}" for n in range(1, 10)),
    "hand_me", "hand_opponent", "deck_clan", "deck_tactic", "discard",
    "tactics_me", "tactics_opponent", "name_me", "name_opponent", "turn", "score",
    "message", "log", "button_action", "button_cancel", "button_menu",
)


@dataclass(frozen=True)
class DesignLayout:
    """Zones in design pixels, as drawn in Tiled."""

    width: int
    height: int
    zones: dict[str, tuple[float, float, float, float]]


@lru_cache(maxsize=1)
def load_design() -> DesignLayout:
    """Parse the map (no display needed); raise ``KeyError`` naming a missing zone."""
    tiled = pytmx.TiledMap(str(require(MAP_FILE)))
    zones: dict[str, tuple[float, float, float, float]] = {}
    for obj in tiled.objects:
        if obj.name:
            zones[obj.name] = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
    missing = [name for name in REQUIRED_ZONES if name not in zones]
    if missing:
        raise KeyError(f"{MAP_FILE} lacks the zone(s) {', '.join(missing)}")
    return DesignLayout(tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight, zones)


class Layout:
    """The design zones scaled uniformly to fit ``size`` and centred."""

    def __init__(self, size: tuple[int, int]) -> None:
        design = load_design()
        self.size = size
        self.scale = min(size[0] / design.width, size[1] / design.height)
        self.offset = (
            (size[0] - design.width * self.scale) / 2,
            (size[1] - design.height * self.scale) / 2,
        )
        self.rects = {name: self._map(box) for name, box in design.zones.items()}

    def _map(self, box: tuple[float, float, float, float]) -> pygame.Rect:
        x, y, w, h = box
        s = self.scale
        return pygame.Rect(round(self.offset[0] + x * s), round(self.offset[1] + y * s),
                           round(w * s), round(h * s))

    def __getitem__(self, name: str) -> pygame.Rect:
        return self.rects[name]

    def px(self, design_pixels: float) -> int:
        return max(1, round(design_pixels * self.scale))
