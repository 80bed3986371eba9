"""``--selftest``: prove a build is complete by loading every asset and playing a round
(of Schotten Totten, and of Take That on its own table).

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
    problems += takethat_problems()
    return problems


def takethat_problems(frames: int = 20000) -> list[str]:
    """The Take That art (every image its manifest lists) and one round of computers
    played on the Take That table, headless; what failed, one line each.

    Needs the display (``set_mode`` done); writes nothing, since a demonstration is not saved.
    """
    problems: list[str] = []
    try:
        manifest = json.loads(require("takethat/manifest.json").read_text(encoding="utf-8"))
    except (MissingAssetError, ValueError) as error:
        return [f"takethat/manifest.json: {error}"]
    for relative, size in manifest.get("images", {}).items():
        try:
            image = pygame.image.load(str(require(f"takethat/{relative}")))
        except (MissingAssetError, pygame.error) as error:
            problems.append(f"takethat/{relative}: {error}")
            continue
        if list(image.get_size()) != list(size):
            problems.append(f"takethat/{relative}: {image.get_size()} instead of {tuple(size)}")
    screen = pygame.display.get_surface()
    if screen is None:
        return [*problems, "take that: no display to play a round on"]
    from game.takethat import TakeThatConfig, TakeThatMatch
    from scenes.app import App, PlayerSpec
    from scenes.menu import MainMenu
    from scenes.takethat.board import TakeThatBoard
    from scenes.takethat.session import TakeThatSession, offered_levels

    app = App(screen, 1)
    app.threaded_ai = False
    app.settings.speed = "instant"
    level = offered_levels()[0]
    players = tuple(PlayerSpec(f"{level} {seat + 1}", level) for seat in range(3))
    session = TakeThatSession(TakeThatMatch.start(TakeThatConfig(players=3, rounds=1), 1),
                              players, demo=True)
    app.start_scene(MainMenu(app))
    app.stack.push(TakeThatBoard(app, session))
    app.stack.apply_pending()
    while session.match.state.outcome is None and app.frame < frames and app.running:
        app.step([], 1 / 30)
    if session.match.state.outcome is None:
        problems.append(f"take that: the computers' round did not end in {frames} frames")
    return problems
