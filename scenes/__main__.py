"""Start the desktop game: ``python -m scenes [--demo] [--frames N] [--screenshot PATH]
[--seed S] [--size WxH] [--selftest] [--version]``.

The composition root: ``scenes.launch`` wires the registry of games (``scenes.games``)
into the app and runs the window. Without pygame the game says so in one sentence
instead of a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from types import ModuleType

from scenes.model.version import version
from scenes.ui.text import t

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is first imported

launch: ModuleType | None
selftest: ModuleType | None
try:
    from scenes import launch, selftest
except ModuleNotFoundError as missing:
    if missing.name != "pygame":
        raise
    launch = selftest = None


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(t("app.bad_size", value=text)) from None
    if w <= 0 or h <= 0:
        raise argparse.ArgumentTypeError(t("app.bad_size", value=text))
    return w, h


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="schotten-totten", description=t("app.title"))
    parser.add_argument("--demo", action="store_true",
                        help="the computer plays against itself on the board")
    parser.add_argument("--frames", type=int, default=None, help="exit after N frames")
    parser.add_argument("--screenshot", default=None, help="save the last frame to PATH")
    parser.add_argument("--seed", type=int, default=None, help="seed for the deals")
    parser.add_argument("--size", type=parse_size, default=(1280, 800),
                        help="window size, e.g. 1280x800")
    parser.add_argument("--selftest", action="store_true",
                        help="headless check: load every asset, play a computer round, exit")
    parser.add_argument("--version", action="version", version=f"schotten-totten {version()}")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if launch is None or selftest is None:
        print(t("app.no_pygame"), file=sys.stderr)
        return 1
    if args.selftest:
        return int(selftest.run(args))
    return int(launch.play(args))


if __name__ == "__main__":
    raise SystemExit(main())
