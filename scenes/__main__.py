"""Start the desktop game (placeholder window until the client lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    try:
        import pygame
    except ImportError:
        print("pygame-ce is not installed: run `make play`, which installs it.", file=sys.stderr)
        return 1
    try:
        pygame.display.init()
        screen = pygame.display.set_mode((1024, 640))
    except pygame.error:
        print(
            "No display is available: start the game from a desktop session "
            "(or under Xvfb for headless use).",
            file=sys.stderr,
        )
        return 1
    pygame.display.set_caption("Schotten Totten")
    clock = pygame.time.Clock()
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((40, 60, 40))
        pygame.display.flip()
        clock.tick(30)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
