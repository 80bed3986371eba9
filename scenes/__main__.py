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
from typing import NoReturn

from scenes.model.version import version
from scenes.ui.text import t

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is first imported
# The window's class, which a taskbar and the desktop file match (else "__main__.py").
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "schotten-totten")
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "schotten-totten")

launch: ModuleType | None
selftest: ModuleType | None
try:
    from scenes import launch, selftest
except ModuleNotFoundError as missing:
    if missing.name != "pygame":
        raise
    launch = selftest = None


MAX_SIZE = (7680, 4320)
"""The largest window asked for that is taken at all (an 8K screen): larger sizes are
refused in one sentence rather than allocated; a real screen clamps further."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(t("app.bad_size", value=text)) from None
    if w <= 0 or h <= 0:
        raise argparse.ArgumentTypeError(t("app.bad_size", value=text))
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(t("app.size_too_large", value=text, w=MAX_SIZE[0],
                                           h=MAX_SIZE[1]))
    return w, h


class OneLineParser(argparse.ArgumentParser):
    """Bad arguments are told in one line (no usage page), with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = OneLineParser(prog="schotten-totten", description=t("app.title"))
    parser.add_argument("--demo", action="store_true",
                        help="the computer plays against itself on the board")
    parser.add_argument("--frames", type=int, default=None, help="exit after N frames")
    parser.add_argument("--screenshot", default=None, help="save the last frame to PATH")
    parser.add_argument("--seed", type=int, default=None, help="seed for the deals")
    parser.add_argument("--size", type=parse_size, default=None,
                        help="window size, e.g. 1280x800 (default: as last closed)")
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
