"""Start the desktop game: ``python -m scenes [--demo] [--frames N] [--screenshot PATH]
[--seed S] [--size WxH]``."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time

from scenes.text import t


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
    return parser.parse_args(argv)


def demo_session(seed: int) -> object:
    import game
    from scenes.app import PlayerSpec, Session, computer_levels
    from scenes.text import t as text

    level = computer_levels()[-1]
    players = (PlayerSpec(text("player.demo", n=1), level),
               PlayerSpec(text("player.demo", n=2), level))
    config = game.GameConfig(tactics=True)
    return Session(game.Match.start(config, 1, seed, 0), players, demo=True)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        print(t("app.no_pygame"), file=sys.stderr)
        return 1
    try:
        pygame.display.init()
        pygame.font.init()
        # SDL falls back to an invisible "offscreen" window when there is no display; only
        # accept one when it was asked for (headless runs set SDL_VIDEODRIVER=dummy).
        headless = pygame.display.get_driver() in ("offscreen", "dummy")
        if headless and os.environ.get("SDL_VIDEODRIVER") not in ("offscreen", "dummy"):
            raise pygame.error("no display")
        size = (max(1024, args.size[0]), max(640, args.size[1])) if args.size else (1280, 800)
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    except pygame.error:
        print(t("app.no_display"), file=sys.stderr)
        return 1
    # Without a sound device the game simply runs silent.
    with contextlib.suppress(pygame.error):
        pygame.mixer.init()
    pygame.display.set_caption(t("app.title"))
    from scenes.app import App, Session
    from scenes.board import BoardScene
    from scenes.menu import MainMenu

    app = App(screen, args.seed)
    icons = app.assets.manifest.get("icon")
    icon_file = icons.get("png") if isinstance(icons, dict) else None
    icon = app.assets.image(icon_file if isinstance(icon_file, str) else "icon/icon.png")
    if icon is not None:
        pygame.display.set_icon(icon)
    app.start_scene(MainMenu(app))
    app.audio.update_music()
    if args.demo:
        session = demo_session(args.seed if args.seed is not None else app.new_seed())
        assert isinstance(session, Session)
        app.session = session
        app.stack.push(BoardScene(app, session))
        app.stack.apply_pending()
    clock = pygame.time.Clock()
    last = time.perf_counter()
    while app.running:
        now = time.perf_counter()
        dt, last = now - last, now
        app.step(pygame.event.get(), dt)
        if args.frames is not None and app.frame >= args.frames:
            break
        pygame.display.flip()
        clock.tick(60)
    if args.screenshot:
        pygame.image.save(app.screen, args.screenshot)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
