"""``--selftest``: prove a build is complete by importing every module of the game, loading
every asset and playing a round of every registered game on its own table, computers
against each other.

Runs headless (dummy video and audio drivers, set before pygame starts) and writes its
saves and log to a temporary folder, so it never touches the player's data or the game's
folder.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import pkgutil
import tempfile
import time
from pathlib import Path
from typing import Any

import pygame
import pygame.freetype
import pytmx

import game
import scenes
from scenes.core.app import App
from scenes.core.entry import GameEntry
from scenes.games import GAMES, new_app
from scenes.model.logs import LOG_DIR_VARIABLE
from scenes.model.storage import DATA_DIR_VARIABLE
from scenes.model.version import version
from scenes.ui.assets import MissingAssetError, asset_path, require

SELFTEST_LEVELS = {"schotten-totten": "medium"}
"""A quicker level than the default where the default would make the check slow."""


def module_problems() -> tuple[int, list[str]]:
    """Import every module of the game's own packages that this build holds; how many,
    and which failed. A frozen build that left out a module the game needs fails here,
    not in front of a player."""
    count = 0
    problems: list[str] = []
    for package in (game, scenes):
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            try:
                importlib.import_module(info.name)
            except Exception as error:  # any failure is the report, not a crash
                problems.append(f"module {info.name}: {type(error).__name__}: {error}")
            count += 1
    return count, problems


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
    problems += art_problems("takethat")
    return problems


def art_problems(folder: str) -> list[str]:
    """Every image a game's own art manifest (``<folder>/manifest.json``) lists that fails
    to load or has another size."""
    problems: list[str] = []
    try:
        manifest = json.loads(require(f"{folder}/manifest.json").read_text(encoding="utf-8"))
    except (MissingAssetError, ValueError) as error:
        return [f"{folder}/manifest.json: {error}"]
    for relative, size in manifest.get("images", {}).items():
        try:
            image = pygame.image.load(str(require(f"{folder}/{relative}")))
        except (MissingAssetError, pygame.error) as error:
            problems.append(f"{folder}/{relative}: {error}")
            continue
        if list(image.get_size()) != list(size):
            problems.append(f"{folder}/{relative}: {image.get_size()} instead of {tuple(size)}")
    return problems


def round_problems(app: App, entry: GameEntry[Any], frames: int = 20000) -> list[str]:
    """One round of ``entry``'s computers played on its table in ``app``; what failed.

    Writes nothing, since a demonstration is not saved.
    """
    session = entry.demo(app, app.new_seed(), SELFTEST_LEVELS.get(entry.key))
    app.place(entry.key, session)
    app.start_scene(app.home(app))
    app.stack.push(entry.table(app, session))
    app.stack.apply_pending()
    start = app.frame
    while app.running and app.frame - start < frames and not session.match.is_over:
        app.step([], 1 / 30)
    if not session.match.is_over:
        name = entry.key.replace("-", " ")
        return [f"{name}: the computers' round did not end in {frames} frames"]
    return []


def run(args: argparse.Namespace) -> int:
    """Headless proof that the game is complete: every asset loads and a round of every
    game plays out; one line on standard output, status 1 on a problem."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory(prefix="schotten-totten-selftest-") as data:
        os.environ[DATA_DIR_VARIABLE] = data
        os.environ[LOG_DIR_VARIABLE] = data
        pygame.display.init()
        pygame.font.init()
        with contextlib.suppress(pygame.error):
            pygame.mixer.init()
        screen = pygame.display.set_mode(args.size or (1280, 800))
        modules, broken = module_problems()
        missing = missing_assets()
        app = new_app(screen, args.seed if args.seed is not None else 1)
        app.threaded_ai = False
        started = time.perf_counter()
        unfinished: list[str] = []
        for entry in GAMES:
            unfinished += round_problems(app, entry, args.frames or 20000)
        if args.screenshot:
            pygame.image.save(app.screen, args.screenshot)
        pygame.quit()
    for problem in broken + missing + unfinished:
        print(f"selftest: {problem}")
    print(f"selftest: {version()}, {modules - len(broken)} of {modules} modules, "
          f"{len(missing)} missing assets, {app.frame} frames, "
          f"{len(GAMES)} games, round {'in progress' if unfinished else 'over'}, "
          f"{time.perf_counter() - started:.1f} s")
    return 1 if broken or missing or unfinished else 0


