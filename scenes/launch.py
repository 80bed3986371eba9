"""The window and the frame loop of the desktop game (``python -m scenes``)."""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import json
import logging
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Final

import pygame

from scenes.core.app import MIN_SIZE, App, keep_minimum_size, write_reason
from scenes.games import GAMES, new_app
from scenes.model.files import Files
from scenes.model.instance import AlreadyRunning, hold_instance
from scenes.model.logs import start_logging
from scenes.model.settings import RANGES
from scenes.model.storage import read_limited
from scenes.model.version import version
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, set_language, t
from scenes.ui.widgets import draw_text_block

log = logging.getLogger(__name__)

M_MMAP_THRESHOLD: Final = -3
"""glibc's mallopt parameter number for the mmap threshold."""
MMAP_THRESHOLD: Final = 128 * 1024
WARM_BUDGET: Final = 0.006
"""Seconds of each frame spent loading art ahead (``Assets.warm``)."""


def sound_device_likely() -> bool:
    """False on a Linux machine with no sound card and no sound server.

    There SDL's probe would make libasound print a page of errors; the game stays silent.
    """
    if os.environ.get("SDL_AUDIODRIVER") or not sys.platform.startswith("linux"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and any(os.path.exists(os.path.join(runtime, name))
                       for name in ("pulse/native", "pipewire-0")):
        return True
    try:
        with open("/proc/asound/cards", encoding="utf-8") as cards:
            return "no soundcards" not in cards.read()
    except OSError:
        return False


def give_freed_images_back() -> None:
    """Have glibc hand large freed blocks back to the system at once.

    Images are made again at every window size and those of the old size are dropped
    (``Assets.forget_sizes``), but glibc's allocator raises its threshold for serving
    large blocks from the heap as they are freed, and then keeps the freed memory: 150
    resizes grew the process by 150 MB with only 13 MB of images alive. A fixed threshold
    (glibc's default, 128 KiB) keeps every image-sized block in its own mapping, returned
    when it is freed. Elsewhere than glibc there is nothing to do."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return
    mallopt = getattr(libc, "mallopt", None)
    if mallopt is not None and mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) != 1:
        log.info("the allocator did not take the fixed mmap threshold")


def window_size(asked: tuple[int, int] | None,
                desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The window for the size ``asked``: at least the smallest the table is laid out for,
    and no larger than the largest screen (when there is one to measure).

    >>> window_size((100000, 300), [(1920, 1080), (2560, 1440)])
    (2560, 640)
    """
    w, h = asked or (1280, 800)
    w, h = max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)
    if desktops:
        w = min(w, max(MIN_SIZE[0], max(size[0] for size in desktops)))
        h = min(h, max(MIN_SIZE[1], max(size[1] for size in desktops)))
    return w, h


def warn_if_unwritable(app: App, folder: Path) -> bool:
    """Say on the main menu, once, that nothing can be saved when nothing can be written in
    the data ``folder`` (the lock could not be taken there): with a read-only folder the
    first word of it came only when a setting was changed. Whether it was said."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return False
    except OSError as error:
        log.warning("nothing can be written in %s: %s", folder, error)
        app.notices.append(t("notice.folder_unwritable", folder=str(folder),
                             reason=write_reason(error)))
        return True


def peek_settings(path: Path) -> dict[str, Any]:
    """The settings file at ``path`` as a mapping, or an empty one. Only a peek before the
    window opens: the app reads the file for real (and says what is wrong with it) once the
    window is there."""
    try:
        raw = read_limited(path)  # not a settings file linked to /dev/zero, nor a pipe
        data = json.loads(raw.decode("utf-8-sig")) if raw is not None else None
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def kept_pair(data: dict[str, Any], names: tuple[str, str]) -> tuple[int, int] | None:
    """Two whole numbers of the settings, when both are there and within their ``RANGES``."""
    values = [data.get(name) for name in names]
    bounds = [RANGES[name] for name in names]
    if all(type(value) is int and low <= value <= high
           for value, (low, high) in zip(values, bounds, strict=True)):
        return values[0], values[1]  # type: ignore[return-value]
    return None


def saved_window(path: Path) -> tuple[int, int] | None:
    """The window size kept in the settings file at ``path``, if it holds a sound one."""
    size = kept_pair(peek_settings(path), ("window_width", "window_height"))
    return size if size is not None and min(size) > 0 else None


def saved_position(path: Path) -> tuple[int, int] | None:
    """Where the window was when last closed, kept in the settings file at ``path``."""
    data = peek_settings(path)
    return kept_pair(data, ("window_x", "window_y")) if data.get("window_placed") is True else None


def on_screen(position: tuple[int, int], size: tuple[int, int],
              desktop: tuple[int, int]) -> tuple[int, int]:
    """``position`` moved so that a window of ``size`` lies whole on ``desktop`` where it
    fits (a screen since unplugged, or resized, never leaves the window out of reach; with
    only its title bar on the screen, its buttons were).

    >>> on_screen((3000, -40), (1280, 800), (1920, 1080))
    (640, 0)
    >>> on_screen((16000, 16000), (1280, 800), (1920, 1080))
    (640, 280)
    """
    x = min(max(0, position[0]), max(0, desktop[0] - size[0]))
    y = min(max(0, position[1]), max(0, desktop[1] - size[1]))
    return x, y


def play(args: argparse.Namespace) -> int:
    """Open the window and run the game until it is closed; 1 when there is no display."""
    give_freed_images_back()
    path = start_logging()
    log.info("schotten-totten %s starting (log %s)", version(), path)
    try:
        pygame.display.init()
        pygame.font.init()
        # SDL falls back to an invisible "offscreen" window when there is no display; only
        # accept one when it was asked for (headless runs set SDL_VIDEODRIVER=dummy).
        headless = pygame.display.get_driver() in ("offscreen", "dummy")
        if headless and os.environ.get("SDL_VIDEODRIVER") not in ("offscreen", "dummy"):
            raise pygame.error("no display")
        files = Files.default()
        kept = files.settings
        try:
            lock = hold_instance(files.folder)
        except AlreadyRunning:
            say_already_open(kept, headless)
            return 0
        asked = args.size or saved_window(kept)
        desktops = [] if headless else pygame.display.get_desktop_sizes()
        size = window_size(asked, desktops)
        if args.size is not None and size != args.size:
            # 800x480 asked for opened at 1024x640 without a word.
            log.warning("the window was asked at %dx%d and opens at %dx%d: it is at least "
                        "%dx%d and no larger than the screen", *args.size, *size, *MIN_SIZE)
        position = saved_position(kept)
        if position is not None and desktops and "SDL_VIDEO_WINDOW_POS" not in os.environ:
            x, y = on_screen(position, size, desktops[0])
            os.environ["SDL_VIDEO_WINDOW_POS"] = f"{x},{y}"
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        keep_minimum_size()
    except pygame.error as error:
        log.warning("no display: %s", error)
        print(t("app.no_display"), file=sys.stderr)
        return 1
    # Without a sound device the game simply runs silent.
    if sound_device_likely():
        with contextlib.suppress(pygame.error):
            pygame.mixer.init()
    pygame.display.set_caption(t("app.title"))
    app = new_app(screen, args.seed)
    if lock is None:
        warn_if_unwritable(app, files.folder)
    icons = app.assets.manifest.get("icon")
    icon_file = icons.get("png") if isinstance(icons, dict) else None
    icon = app.assets.image(icon_file if isinstance(icon_file, str) else "icon/icon.png")
    if icon is not None:
        pygame.display.set_icon(icon)
    app.start_scene(app.home(app))
    app.audio.update_music()
    if args.demo:
        entry = GAMES[0]
        session = entry.demo(app, args.seed if args.seed is not None else app.new_seed(), None)
        app.place(entry.key, session)
        app.stack.push(entry.table(app, session))
        app.stack.apply_pending()
    # A polite kill (a desktop logging out, `kill`) ends the loop as a closed window does,
    # so the window's size and place are kept and the log says the game closed.
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGTERM, lambda signum, frame: app.quit())
    log.info("window open at %dx%d", *app.size)
    clock = pygame.time.Clock()
    last = time.perf_counter()
    warming = True
    while app.running:
        now = time.perf_counter()
        dt, last = now - last, now
        app.step(pygame.event.get(), dt)
        if args.frames is not None and app.frame >= args.frames:
            break
        pygame.display.flip()
        if warming:
            warming = not app.assets.warm(WARM_BUDGET)
        clock.tick(app.frame_rate())
    if args.screenshot:
        pygame.image.save(app.screen, args.screenshot)
    app.keep_window()
    app.save_settings()
    pygame.quit()
    log.info("closed after %d frames", app.frame)
    if lock is not None:
        lock.close()
    return 0


def say_already_open(settings: Path, headless: bool) -> None:
    """Another copy of the game runs on the same files: say so in a small window, which a
    key, a click or closing it ends (without one, a second start looked like nothing)."""
    code = peek_settings(settings).get("language")
    if isinstance(code, str) and code in LANGUAGES:
        set_language(code)
    sentence = t("app.already_open")
    log.info("another copy of the game is running: this one closes")
    print(sentence, file=sys.stderr)
    if headless:
        return
    screen = pygame.display.set_mode((560, 180))
    pygame.display.set_caption(t("app.title"))
    assets = Assets()
    screen.fill(theme.FELT_BOTTOM)
    draw_text_block(screen, assets, sentence, pygame.Rect(24, 20, 512, 110), 18)
    close = assets.text(t("app.already_open.close"), "text", 14, theme.TEXT_DIM)
    screen.blit(close, (24, 180 - 20 - close.get_height()))
    pygame.display.flip()
    clock = pygame.time.Clock()
    while not any(event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
                  for event in pygame.event.get()):
        clock.tick(10)
    pygame.quit()
