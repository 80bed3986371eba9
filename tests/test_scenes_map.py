"""The board map: every zone the board needs is in table.tmx, and it fits the design size."""

from __future__ import annotations

import pytmx

from scenes.schotten.layout import MAP_FILE, REQUIRED_ZONES, Layout, load_design
from scenes.ui.assets import require


def test_every_zone_the_board_needs_exists() -> None:
    tiled = pytmx.TiledMap(str(require(MAP_FILE)))
    names = {obj.name for obj in tiled.objects}
    assert set(REQUIRED_ZONES) <= names


def test_zones_lie_inside_the_map_and_stones_run_left_to_right() -> None:
    design = load_design()
    for name, (x, y, w, h) in design.zones.items():
        assert w > 0 and h > 0, name
        assert x >= 0 and x + w <= design.width, name
        assert y >= 0 and y + h <= design.height, name
    xs = [design.zones[f"stone_{n}"][0] for n in range(1, 10)]
    assert xs == sorted(xs)


def test_layout_scales_to_the_window() -> None:
    small, large = Layout((1024, 640)), Layout((1920, 1080))
    assert small["log"].right <= 1024 and small["hand_me"].bottom <= 640
    assert large["log"].right <= 1920 and large["hand_me"].bottom <= 1080
    assert large["stone_5"].w > small["stone_5"].w
