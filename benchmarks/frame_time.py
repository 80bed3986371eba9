"""Board frame time during a computer-vs-computer game, and start-up time to the main menu.

Headless (SDL dummy driver): ``python benchmarks/frame_time.py [--frames N] [--size WxH]
[--level LEVEL] [--json]``. Targets: median <= 8 ms, p99 <= 16 ms at 1280x800; start to
main menu <= 2 s. The computer thinks in its worker thread as in the game; a frame is the
app's event handling, update and drawing (the display flip is excluded: under the dummy
driver it costs nothing, and on a real screen it waits for vertical sync).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def startup_seconds() -> float:
    """Wall time of ``python -m scenes --frames 1`` (start, first menu frame, exit)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "scenes", "--frames", "1"], cwd=ROOT, env=env,
                   check=True)
    return time.perf_counter() - start


def frame_times(frames: int, size: tuple[int, int], level: str, seed: int) -> list[float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # A folder of its own: the player's saves are neither read nor written.
    os.environ["SCHOTTEN_TOTTEN_DATA"] = tempfile.mkdtemp(prefix="frame-time-")
    sys.path.insert(0, str(ROOT))
    import pygame

    import game
    from scenes.games import new_app
    from scenes.model.seats import PlayerSpec
    from scenes.schotten.board import BoardScene
    from scenes.schotten.session import Session
    from scenes.shell.menu import MainMenu

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    app = new_app(screen, seed)
    app.settings.speed = "fast"
    app.start_scene(MainMenu(app))
    times: list[float] = []
    dt = 1 / 60
    rounds = 0
    while len(times) < frames:
        session = Session(game.Match.start(game.GameConfig(tactics=True), 1, seed + rounds, 0),
                          (PlayerSpec("A", level), PlayerSpec("B", level)), demo=True)
        app.start_scene(MainMenu(app))
        app.stack.push(BoardScene(app, session))
        app.stack.apply_pending()
        rounds += 1
        while len(times) < frames and session.match.state.outcome is None:
            start = time.perf_counter()
            app.step(pygame.event.get(), dt)
            times.append(time.perf_counter() - start)
            # Pace the loop like the game's 60 fps clock, so the worker thread gets its share.
            rest = dt - (time.perf_counter() - start)
            if rest > 0:
                time.sleep(rest)
    pygame.quit()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1800)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    w, h = (int(part) for part in args.size.split("x"))
    startup = startup_seconds()
    times = sorted(frame_times(args.frames, (w, h), args.level, args.seed))
    median = statistics.median(times) * 1000
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    result = {"size": args.size, "frames": len(times), "level": args.level,
              "median_ms": round(median, 2), "p99_ms": round(p99, 2),
              "max_ms": round(times[-1] * 1000, 2), "startup_s": round(startup, 2)}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['frames']} frames at {args.size} ({args.level} vs {args.level}): "
              f"median {result['median_ms']} ms, p99 {result['p99_ms']} ms, "
              f"max {result['max_ms']} ms; start to main menu {result['startup_s']} s")
    ok = median <= 8 and p99 <= 16 and startup <= 2
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
