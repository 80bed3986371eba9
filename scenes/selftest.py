"""``--selftest``: prove a build is complete by loading every asset and playing a round.

Runs headless (dummy video and audio drivers, set before pygame starts) and writes its
saves to a temporary folder, so it never touches the player's data or the game's folder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame.freetype
import pytmx

from scenes.assets import MissingAssetError, asset_path, require


def missing_assets() -> list[str]:
    """Every manifest image, font, sound and the table map that fails to load."""
    problems: list[str] = []
    pygame.freetype.init()
    try:
        manifest = json.loads(require("manifest.json").read_text(encoding="utf-8"))
    except (MissingAssetError, ValueError) as error:
        return [f"manifest: {error}"]
    for relative, size in manifest.get("images", {}).items():
        try:
            image = pygame.image.load(str(require(relative)))
        except (MissingAssetError, pygame.error) as error:
            problems.append(f"{relative}: {error}")
            continue
        if list(image.get_size()) != list(size):
            problems.append(f"{relative}: {image.get_size()} instead of {tuple(size)}")
    for role, relative in manifest.get("fonts", {}).items():
        try:
            pygame.freetype.Font(str(require(f"fonts/{Path(relative).name}")), 16)
        except (MissingAssetError, OSError) as error:
            problems.append(f"font {role}: {error}")
    for path in sorted(asset_path("sounds").glob("*.wav")) or [asset_path("sounds/place.wav")]:
        if not path.is_file():
            problems.append(f"sound {path.name}: missing")
        elif pygame.mixer.get_init():
            try:
                pygame.mixer.Sound(str(path))
            except pygame.error as error:
                problems.append(f"sound {path.name}: {error}")
    try:
        tiled = pytmx.TiledMap(str(require("maps/table.tmx")))
        if not list(tiled.objects):
            problems.append("maps/table.tmx: no zones")
    except (MissingAssetError, ValueError, KeyError) as error:
        problems.append(f"maps/table.tmx: {error}")
    return problems
