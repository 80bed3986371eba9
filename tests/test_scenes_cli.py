"""The command line: headless demo with a screenshot, and one sentence when there is no display."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pygame
import pygame.freetype

from scenes.core.app import MIN_SIZE, keep_minimum_size
from scenes.launch import (
    on_screen,
    saved_position,
    saved_window,
    window_size,
)
from scenes.ui.assets import asset_path
from scenes.ui.text import CATALOGS
from tests import scenes_support as support

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


def test_demo_runs_headless_and_saves_the_last_frame(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shot = tmp_path / "demo.png"
    result = run(["--demo", "--frames", "90", "--seed", "4", "--size", "1024x640",
                  "--screenshot", str(shot)], env)
    assert result.returncode == 0, result.stderr
    assert shot.is_file() and shot.stat().st_size > 10_000


def test_no_display_gives_one_sentence_and_status_1() -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["SDL_AUDIODRIVER"] = "dummy"
    result = run(["--frames", "1"], env)
    assert result.returncode == 1
    assert "No display is available" in result.stderr
    assert "Traceback" not in result.stderr


def test_every_character_of_every_catalog_is_in_the_fonts() -> None:
    pygame.freetype.init()
    for role in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        font = pygame.freetype.Font(str(asset_path(f"fonts/{role}")))
        for catalog in CATALOGS.values():
            characters = {ch for text in catalog.values() for ch in text if ch.isprintable()}
            missing = [ch for ch in characters
                       if ch != " " and font.get_metrics(ch, size=16)[0] is None]
            assert not missing, (role, missing)


def test_a_window_larger_than_any_screen_is_refused_in_one_line() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = run(["--size", "100000x100000", "--frames", "1"], env)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "7680x4320" in result.stderr


def test_the_window_is_clamped_to_the_largest_screen() -> None:
    assert window_size((5000, 3000), [(1920, 1080)]) == (1920, 1080)
    assert window_size((800, 500), [(1920, 1080)]) == (1024, 640)
    assert window_size((5000, 3000), []) == (5000, 3000)


def test_the_window_opens_at_the_size_it_was_closed_at(private_data_folder: Path,
                                                       tmp_path: Path) -> None:
    """A newcomer's window came back at 1280×800 after every start."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    first = tmp_path / "first.png"
    assert run(["--frames", "5", "--size", "1500x900", "--screenshot", str(first)],
               env).returncode == 0
    settings = private_data_folder / "settings.json"
    assert saved_window(settings) == (1500, 900)
    again = tmp_path / "again.png"
    assert run(["--frames", "5", "--screenshot", str(again)], env).returncode == 0
    assert pygame.image.load(str(again)).get_size() == (1500, 900)
    # A hand-edited size the game could not use is a peek that finds nothing.
    settings.write_text('{"window_width": "wide", "window_height": 900}', encoding="utf-8")
    assert saved_window(settings) is None
    settings.write_text("[" * 5000, encoding="utf-8")
    assert saved_window(settings) is None


def test_a_window_asked_smaller_than_the_table_says_what_it_opened_at(
        private_data_folder: Path, tmp_path: Path) -> None:
    """800x480 asked for opened at 1024x640 with nothing said."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shot = tmp_path / "small.png"
    result = run(["--frames", "3", "--size", "800x480", "--screenshot", str(shot)], env)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1024, 640)
    logged = "".join(path.read_text(encoding="utf-8")
                     for path in (private_data_folder / "logs").glob("*.log"))
    assert "asked at 800x480 and opens at 1024x640" in logged


def test_the_window_reopens_where_it_was_closed_and_always_on_the_screen(
        tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    settings.write_text('{"window_width": 1500, "window_height": 900}', encoding="utf-8")
    assert saved_position(settings) is None  # never moved: the system places it
    settings.write_text('{"window_placed": true, "window_x": -300, "window_y": 2000}',
                        encoding="utf-8")
    assert saved_position(settings) == (-300, 2000)
    assert on_screen((-300, 2000), (1280, 800), (1920, 1080)) == (0, 280)
    assert on_screen((200, 100), (1280, 800), (1920, 1080)) == (200, 100)
    assert on_screen((200, 100), (2560, 1440), (1920, 1080)) == (0, 0)
    for broken in ('{"window_placed": true, "window_x": "left", "window_y": 5}',
                   '{"window_placed": 1, "window_x": 5, "window_y": 5}',
                   '{"window_placed": true, "window_x": 99999, "window_y": 5}', "[[["):
        settings.write_text(broken, encoding="utf-8")
        assert saved_position(settings) is None, broken


def test_the_app_keeps_where_the_window_was_moved() -> None:
    app = support.make_app()
    assert app.window_position is None
    support.step(app, [pygame.event.Event(pygame.WINDOWMOVED, x=120, y=80)])
    assert app.window_position == (120, 80)


def test_a_window_left_still_for_a_second_is_saved_as_it_is(private_data_folder: Path) -> None:
    """A game killed after the window was resized came back at its old size."""
    app = support.make_app()
    support.step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=1300, h=820, size=(1300, 820)),
                       pygame.event.Event(pygame.WINDOWMOVED, x=140, y=60)])
    settings = private_data_folder / "settings.json"
    support.step(app, frames=30)  # half a second: the window may still be moving
    assert saved_window(settings) != (1300, 820)
    support.step(app, frames=40)
    assert saved_window(settings) == (1300, 820)
    assert saved_position(settings) == (140, 60)


def minimum_size() -> tuple[int, int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        size = pygame.Window.from_display_module().minimum_size
    return size[0], size[1]


def test_the_window_manager_is_told_the_smallest_window_also_after_a_resize() -> None:
    app = support.make_app()
    keep_minimum_size()
    assert minimum_size() == MIN_SIZE
    pygame.display.quit()
    pygame.display.init()
    pygame.display.set_mode((1100, 700), pygame.RESIZABLE)
    assert minimum_size() != MIN_SIZE, "a window made anew has no minimum"
    app.resize((600, 400))
    assert app.screen.get_size() == MIN_SIZE
    assert minimum_size() == MIN_SIZE


def test_a_polite_kill_closes_the_game_as_the_window_button_does(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SCHOTTEN_TOTTEN_DATA=str(tmp_path), SCHOTTEN_TOTTEN_LOGS=str(tmp_path / "logs"))
    game = subprocess.Popen([sys.executable, "-m", "scenes", "--size", "1100x700"], cwd=ROOT,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    log = tmp_path / "logs" / "schotten-totten.log"
    try:
        for _ in range(600):  # until the game has started (it logs its start)
            if log.is_file() and "window open" in log.read_text(encoding="utf-8"):
                break
            time.sleep(0.1)
        game.send_signal(signal.SIGTERM)
        _, errors = game.communicate(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
    assert game.returncode == 0, errors
    assert "closed after" in log.read_text(encoding="utf-8")
    assert saved_window(tmp_path / "settings.json") == (1100, 700)
