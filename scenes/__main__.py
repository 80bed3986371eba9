"""Start the desktop game: ``python -m scenes [--demo] [--frames N] [--screenshot PATH]
[--seed S] [--size WxH] [--selftest] [--version]``."""

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
    parser.add_argument("--selftest", action="store_true",
                        help="headless check: load every asset, play a computer round, exit")
    parser.add_argument("--version", action="version", version=f"schotten-totten {version()}")
    return parser.parse_args(argv)


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


def version() -> str:
    """The version in pyproject.toml, read from the installed (or bundled) metadata."""
    from importlib import metadata

    try:
        return metadata.version("schotten-totten")
    except metadata.PackageNotFoundError:
        return "dev"


def demo_session(seed: int, level: str | None = None) -> object:
    import game
    from scenes.app import PlayerSpec, Session, computer_levels
    from scenes.text import t as text

    level = level or computer_levels()[-1]
    players = (PlayerSpec(text("player.demo", n=1), level),
               PlayerSpec(text("player.demo", n=2), level))
    config = game.GameConfig(tactics=True)
    return Session(game.Match.start(config, 1, seed, 0), players, demo=True)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        return selftest(args)
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
    if sound_device_likely():
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


def selftest(args: argparse.Namespace) -> int:
    """Headless proof that the game is complete: every asset loads and a round plays out."""
    import tempfile

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from scenes.storage import DATA_DIR_VARIABLE

    with tempfile.TemporaryDirectory(prefix="schotten-totten-selftest-") as data:
        os.environ[DATA_DIR_VARIABLE] = data
        import pygame

        pygame.display.init()
        pygame.font.init()
        with contextlib.suppress(pygame.error):
            pygame.mixer.init()
        screen = pygame.display.set_mode(args.size or (1280, 800))
        from scenes.app import App, Session
        from scenes.board import BoardScene
        from scenes.menu import MainMenu
        from scenes.selftest import missing_assets

        problems = missing_assets()
        for problem in problems:
            print(f"selftest: {problem}", file=sys.stderr)
        app = App(screen, args.seed if args.seed is not None else 1)
        app.start_scene(MainMenu(app))
        session = demo_session(app.new_seed(), "medium")
        assert isinstance(session, Session)
        app.session = session
        board = BoardScene(app, session)
        app.stack.push(board)
        app.stack.apply_pending()
        frames = args.frames or 3000
        started = time.perf_counter()
        while app.running and app.frame < frames:
            app.step(pygame.event.get(), 1 / 30)
            if session.match.state.outcome is not None and app.frame >= 300:
                break
            if session.match.state.to_move is not None:
                time.sleep(0.001)  # let the computer's thread think
        if args.screenshot:
            pygame.image.save(app.screen, args.screenshot)
        outcome = session.match.state.outcome
        pygame.quit()
    played = len(session.match.state.log)
    print(f"selftest: {version()}, {len(problems)} missing assets, {app.frame} frames, "
          f"{played} actions, round {'over' if outcome else 'in progress'}, "
          f"{time.perf_counter() - started:.1f} s")
    return 1 if problems or played == 0 else 0


if __name__ == "__main__":
    raise SystemExit(main())
