"""Memory over many window resizes: the game's resident memory before and after resizing
its window N times to random sizes, with a Schotten Totten board (tactics, hot-seat) and
then a Take That table on screen.

The game's own memory settings are applied as ``python -m scenes`` applies them
(``scenes.launch.give_freed_images_back``). Run it under a real X server or Xvfb
(``xvfb-run -s "-screen 0 2600x1600x24" python benchmarks/resize_memory.py``);
``SDL_VIDEODRIVER=dummy`` works too. Prints one JSON line: resident memory in MB before,
after, and the growth, and the images the asset cache holds at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--resizes", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SCHOTTEN_TOTTEN_DATA"] = tempfile.mkdtemp(prefix="st-resize-")
    sys.path.insert(0, str(ROOT))
    import pygame

    from scenes.games import new_app
    from scenes.launch import give_freed_images_back
    from scenes.schotten import session as schotten
    from scenes.schotten.board import BoardScene
    from scenes.schotten.session import SetupChoices
    from scenes.schotten.setup import session_from
    from scenes.takethat import session as takethat
    from scenes.takethat.board import TakeThatBoard
    from scenes.takethat.session import TakeThatChoices
    from scenes.takethat.setup import session_from as takethat_session_from

    give_freed_images_back()
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    app = new_app(screen, args.seed)
    app.threaded_ai = False
    app.start_scene(app.home(app))
    setup = SetupChoices(mode="hotseat", tactics=True)
    app.stack.push(BoardScene(app, schotten.start(app, session_from(setup, args.seed))))
    rng = random.Random(args.seed)

    def resize_many(count: int) -> None:
        for _ in range(count):
            size = (rng.randrange(1024, 2561), rng.randrange(640, 1601))
            event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
            app.step([event], 1 / 60)
            app.step([], 1 / 60)

    for _ in range(30):
        app.step([], 1 / 60)
    before = rss_mb()
    resize_many(args.resizes // 2)
    app.go_home()
    app.step([], 1 / 60)
    choices = TakeThatChoices(players=4)
    app.stack.push(TakeThatBoard(app, takethat.start(app, takethat_session_from(choices, 3))))
    resize_many(args.resizes - args.resizes // 2)
    after = rss_mb()
    cached = app.assets.cached_bytes() / 2**20
    pygame.quit()
    print(json.dumps({"resizes": args.resizes, "rss_before_mb": round(before, 1),
                      "rss_after_mb": round(after, 1), "growth_mb": round(after - before, 1),
                      "images_cached_mb": round(cached, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
