"""Regenerate Take That's screenshots in this folder, headless, from the scenes of the
language render test (``tests/test_i18n_render.py``):

    .venv/bin/python docs/screenshots/takethat/make_screenshots.py [NAME ...]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SHOTS: dict[str, tuple[str, tuple[int, int], str]] = {
    "board-2-1024-el": ("takethat-board-2", (1024, 640), "el"),
    "board-3-1920-en": ("takethat-board-3", (1920, 1080), "en"),
    "board-4-1024-en": ("takethat-board-4", (1024, 640), "en"),
    "board-4-1920-pl": ("takethat-board-4", (1920, 1080), "pl"),
    "board-3-1024-pl": ("takethat-board-3", (1024, 640), "pl"),
    "chooser-1024-en": ("takethat-chooser", (1024, 640), "en"),
    "curtain-1024-en": ("takethat-curtain", (1024, 640), "en"),
    "dragging-1024-en": ("takethat-dragging", (1024, 640), "en"),
    "game-over-1920-en": ("takethat-game-over", (1920, 1080), "en"),
    "match-over-1024-el": ("takethat-match-over", (1024, 640), "el"),
    "long-row-1920-en": ("takethat-long-row", (1920, 1080), "en"),
    "long-row-1024-el": ("takethat-long-row", (1024, 640), "el"),
    "rules-0-1024-el": ("takethat-rules-0", (1024, 640), "el"),
    "selected-1024-pt": ("takethat-selected", (1024, 640), "pt"),
    "setup-1024-pl": ("takethat-setup", (1024, 640), "pl"),
    "setup-1920-el": ("takethat-setup", (1920, 1080), "el"),
    "start-1024-it": ("takethat-start", (1024, 640), "it"),
    "statistics-1024-pt": ("takethat-statistics", (1024, 640), "pt"),
    "summary-1024-el": ("takethat-summary", (1024, 640), "el"),
    "log-1920-el": ("takethat-late", (1920, 1080), "el"),
    "log-1024-en": ("takethat-late", (1024, 640), "en"),
    "log-folded-1024-it": ("takethat-log-folded", (1024, 640), "it"),
    "last-move-take-1024-en": ("takethat-after-take", (1024, 640), "en"),
    "last-move-twist-1920-pt": ("takethat-after-twist", (1920, 1080), "pt"),
    "hint-twist-1024-en": ("takethat-hint-shown-twist", (1024, 640), "en"),
    "hint-twist-1920-el": ("takethat-hint-shown-twist", (1920, 1080), "el"),
    "hint-take-1024-pl": ("takethat-hint-shown-take", (1024, 640), "pl"),
    "hint-squeeze-1920-en": ("takethat-hint-shown-squeeze", (1920, 1080), "en"),
    "hint-extend-1024-it": ("takethat-hint-shown-extend", (1024, 640), "it"),
    "hint-question-1024-pl": ("takethat-hint-question", (1024, 640), "pl"),
}
"""File name: (scene of the render test, or one of this file's, window size, language)."""


def main(names: list[str]) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SCHOTTEN_TOTTEN_DATA"] = tempfile.mkdtemp(prefix="takethat-shots-")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.takethat import Kind
    from scenes.core.app import App
    from scenes.takethat import history
    from scenes.ui.assets import Assets
    from tests import test_i18n_render as render

    def late(app: App) -> None:
        render.takethat_board(app, 4, actions=34, seed=8)

    def folded(app: App) -> None:
        board = render.takethat_board(app, 3, actions=20, seed=6)
        board.toggle_log()
        render.frames(app, 2)

    def after(kind: Kind) -> None:
        def build(app: App) -> None:
            for seed in range(1, 80):
                board = render.takethat_board(app, 3, actions=14, seed=seed)
                turn = history.last_turn(board.moves)
                if any(move.action.kind is kind and move.seat != 0 for move in turn):
                    return
            raise AssertionError(f"no deal ends on a computer's {kind}")

        render.SCENES[f"takethat-after-{kind.value}"] = build

    def hinted(name: str, *kinds: str, late: int = 0) -> None:
        # A squeeze needs a row the next player likely cannot follow, which random play
        # reaches only late in a round: ``late`` starts the search that many actions on.
        def build(app: App) -> None:
            for seed in range(1, 120):
                actions = late + 10 + seed % 20
                board = render.takethat_board(app, 3, actions=actions, seed=seed)
                board.show_hint()
                hint = board.current_hint()
                if hint is not None and hint.code in kinds:
                    return
            raise AssertionError(f"no deal gives a hint of {kinds}")

        render.SCENES[f"takethat-hint-shown-{name}"] = build

    render.SCENES["takethat-late"] = late
    hinted("twist", "twist")
    hinted("take", "take_cheap", "take_forced")
    hinted("squeeze", "squeeze", late=25)
    hinted("extend", "extend", "start_row")
    render.SCENES["takethat-log-folded"] = folded
    after(Kind.TAKE)
    after(Kind.TWIST)
    pygame.display.init()
    pygame.font.init()
    assets: Assets | None = None
    for name in names or list(SHOTS):
        scene, size, code = SHOTS[name]
        display = pygame.display.set_mode(size)
        render.RecordingScreen.recorder = render.Recorder(size)
        screen = render.RecordingScreen(size, 0, display)
        assets = assets or Assets()
        assets.forget_sizes()
        app = render.new_app(screen, assets, code)
        app.settings.log_collapsed = False
        render.show(app, scene)
        app.stack.draw(app.screen)
        path = HERE / f"{name}.jpg"
        pygame.image.save(app.screen, str(path))
        print(path.relative_to(ROOT))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
