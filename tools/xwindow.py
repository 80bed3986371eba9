"""What the window players (``xplay.py``, ``xplay_takethat.py``, ``xplay_tutorial.py``)
share: gestures sent through X with ``xdotool``, screenshots of the real window, and the
loop that runs the game's frames and lets a driver act between them."""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from scenes.model.settings import settings_to_json
from scenes.model.storage import DATA_DIR_VARIABLE

if TYPE_CHECKING:
    from scenes.core.app import App


class Gestures:
    """Sends one X gesture at a time and knows when the game has had time to take it."""

    settle_frames = 8
    """Frames to wait after a gesture ends before the next decision."""
    drag_pause = 0.05
    """Seconds between the steps of a drag (slower for scenes that animate a pick-up)."""

    def __init__(self, app: object, args: argparse.Namespace) -> None:
        self.app = app
        self.args = args
        self.gesture: subprocess.Popen[bytes] | None = None
        self.settle = 0
        self.gestures = 0
        self.finished = False
        """Set by the driver when it has nothing more to do."""

    def send(self, *steps: str) -> None:
        self.gesture = subprocess.Popen(["xdotool", *" ".join(steps).split()])
        self.gestures += 1
        self.settle = self.settle_frames

    def click(self, point: tuple[float, float]) -> None:
        x, y = round(point[0]), round(point[1])
        self.send(f"mousemove {x} {y}", "sleep 0.05", "click 1")

    def drag(self, start: tuple[float, float], end: tuple[float, float]) -> None:
        (x0, y0), (x1, y1) = (round(v) for v in start), (round(v) for v in end)
        mid = ((x0 + x1) // 2, (y0 + y1) // 2)
        pause = f"sleep {self.drag_pause:g}"
        self.send(f"mousemove {x0} {y0}", "sleep 0.05", "mousedown 1", pause,
                  f"mousemove {mid[0]} {mid[1]}", pause, f"mousemove {x1} {y1}",
                  pause, "mouseup 1")

    def busy(self) -> bool:
        """Whether a gesture is still running or the game is still settling after one
        (each call while settling counts one frame down)."""
        if self.gesture is not None and self.gesture.poll() is None:
            return True
        self.gesture = None
        if self.settle > 0:
            self.settle -= 1
            return True
        return False


def fresh_data_folder(prefix: str, **settings: Any) -> Path:
    """A new, empty per-user data folder for this run (no saved game, no statistics of the
    person running the tool), with ``settings`` written in it; the game started after this
    call uses it."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    (folder / "settings.json").write_text(settings_to_json(settings), encoding="utf-8")
    os.environ[DATA_DIR_VARIABLE] = str(folder)
    return folder


def open_game(size: str, seed: int, resizable: bool = True) -> App:
    """The game's window at ``size`` (e.g. ``1280x800``) and its app, no scene started;
    call it after ``fresh_data_folder``."""
    width, height = (int(v) for v in size.split("x"))
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((width, height), pygame.RESIZABLE if resizable else 0)
    from scenes.games import new_app

    return new_app(screen, seed)


def window_shot(path: Path, size: str | None = None) -> None:
    """The X screen as it is shown (cropped to ``size``, e.g. ``1024x640``), saved at
    ``path``; a ``.jpg`` path is converted from a PNG taken first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    png = path if path.suffix == ".png" else path.with_name(f".{path.stem}.png")
    crop = ["-crop", f"{size}+0+0"] if size else []
    subprocess.run(["import", "-window", "root", *crop, str(png)], check=False)
    if png != path:
        subprocess.run(["convert", str(png), "-quality", "82", str(path)], check=False)
        png.unlink(missing_ok=True)


class Driver(Protocol):
    finished: bool

    def tick(self) -> None: ...


class Stepping(Protocol):
    running: bool

    def step(self, events: list[pygame.event.Event], dt: float) -> None: ...


def run_frames(app: Stepping, driver: Driver, max_seconds: float) -> bool:
    """Run the game's frames at 60 a second, the driver acting after each, until the driver
    has finished or the game quits; ``False`` when ``max_seconds`` passed first."""
    clock = pygame.time.Clock()
    started = last = time.perf_counter()
    while app.running and not driver.finished:
        now = time.perf_counter()
        app.step(pygame.event.get(), now - last)
        last = now
        pygame.display.flip()
        clock.tick(60)
        driver.tick()
        if now - started > max_seconds:
            return False
    return True
