"""Play whole matches through the real game window with real X mouse events.

The game runs in an X window (under Xvfb here); between frames a driver looks at the
scene on top, decides what the human at the screen would do (the medium computer player
choosing from that seat's view), and sends the gesture with ``xdotool``: drags from the
hand to a stone, clicks on decks, table cards, buttons and the hot-seat curtain. The
events reach the game through X and SDL exactly like a person's.

Usage (needs a display and xdotool; ``xvfb-run -s "-screen 0 1600x1000x24"`` works):
    python tools/xplay.py --mode computer --level easy --rounds 3 --shots docs/play
    python tools/xplay.py --mode hotseat --tactics --rounds 1 --shots docs/play
Exit status 0 when the match was played to its end through the window.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame
from xwindow import Gestures, fresh_data_folder, open_game, run_frames, window_shot

import game
from game import Kind, Phase
from game.schotten.ai import make_player
from game.schotten.cards import RUSES


class Driver(Gestures):
    """Decides one gesture at a time and waits until the game has taken it."""

    def __init__(self, app: object, args: argparse.Namespace) -> None:
        super().__init__(app, args)
        self.player = make_player("medium")
        self.rng = random.Random(args.seed)
        self.stalled = 0
        self.progress_mark: tuple[object, ...] = ()
        self.result = ""
        self.shots_taken: set[str] = set()

    def shot(self, name: str, real: bool = False) -> None:
        if not self.args.shots or name in self.shots_taken:
            return
        self.shots_taken.add(name)
        folder = Path(self.args.shots)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{self.args.tag}-{name}.png"
        if real:
            window_shot(path)
        else:
            pygame.image.save(self.app.screen, str(path))  # type: ignore[attr-defined]

    def details(self) -> str:
        """More to say about the gestures in the final line (none here)."""
        return ""

    # ----- deciding

    def tick(self) -> None:
        if self.busy():
            return
        from scenes.schotten.board import BoardScene
        from scenes.schotten.setup import SetupScene
        from scenes.schotten.summary import RoundSummary
        from scenes.shell.chooser import GameChooser
        from scenes.shell.dialogs import CurtainOverlay
        from scenes.shell.menu import MainMenu

        scene = self.app.stack.top  # type: ignore[attr-defined]
        mark = (type(scene).__name__, self._log_length(scene))
        self.stalled = self.stalled + 1 if mark == self.progress_mark else 0
        self.progress_mark = mark
        if self.stalled > 1500:
            self.shot("stalled")
            raise SystemExit(f"no progress in {type(scene).__name__}")
        if isinstance(scene, MainMenu):
            if self.result:
                self.finished = True
            else:
                self.click(scene.buttons[0].rect.center)
        elif isinstance(scene, GameChooser):
            keys = [entry.key for entry in scene.entries]
            self.click(scene.buttons[keys.index("schotten-totten")].rect.center)
        elif isinstance(scene, SetupScene):
            self.setup(scene)
        elif isinstance(scene, CurtainOverlay):
            self.shot("curtain")
            self.click(scene.button.rect.center)
        elif isinstance(scene, RoundSummary):
            self.summary(scene)
        elif isinstance(scene, BoardScene):
            self.board(scene)

    @staticmethod
    def _log_length(scene: object) -> int:
        session = getattr(scene, "session", None)
        return len(session.match.state.log) if session is not None else -1

    def setup(self, scene: object) -> None:
        args = self.args
        wanted = [
            (scene.mode, 1 if args.mode == "hotseat" else 0),  # type: ignore[attr-defined]
            (scene.variant, 1 if args.tactics else 0),  # type: ignore[attr-defined]
            (scene.edition, 1 if args.edition == "classic" else 0),  # type: ignore[attr-defined]
            (scene.rounds, [1, 3, 5, 7].index(args.rounds)),  # type: ignore[attr-defined]
        ]
        if args.mode == "computer":
            levels = scene.levels  # type: ignore[attr-defined]
            wanted.append((scene.level, levels.index(args.level)))  # type: ignore[attr-defined]
        for choice, index in wanted:
            if choice.index != index:
                self.click(choice.option_rects()[index].center)
                return
        self.shot("setup")
        self.click(scene.start_button.rect.center)  # type: ignore[attr-defined]

    def summary(self, scene: object) -> None:
        session = scene.board.session  # type: ignore[attr-defined]
        match = session.match
        self.shot(f"summary-{len(match.results)}")
        if match.is_over:
            self.shot("match-over", real=True)
            a, b = match.scores
            self.result = f"scores {a}-{b} after {len(match.results)} rounds"
            self.click(scene.buttons[-1].rect.center)  # type: ignore[attr-defined]
        else:
            self.click(scene.buttons[0].rect.center)  # type: ignore[attr-defined]

    def board(self, board: object) -> None:
        b = board
        if any(sprite.moving for sprite in b.sprites.values()):  # type: ignore[attr-defined]
            return
        if getattr(b, "hidden_draw", None) is not None:  # the draw waits for a click
            self.click(b.layout["deck_clan"].center)  # type: ignore[attr-defined]
            return
        if not b.my_turn():  # type: ignore[attr-defined]
            return
        source = b.phase_source()  # type: ignore[attr-defined]
        seat = source.to_move
        if seat is None:
            return
        view = source.view(seat)
        if not view.legal:
            return
        if view.phase is Phase.CLAIM and b.app.settings.auto_claim:  # type: ignore[attr-defined]
            return
        moves = len(source.log)
        if moves > 12:
            self.shot("midgame")
        action = self.player.choose(view, self.rng)
        self.perform(b, action)

    def perform(self, b: object, action: game.Action) -> None:
        lay = b.layout  # type: ignore[attr-defined]
        sprites = b.sprites  # type: ignore[attr-defined]
        kind = action.kind
        if kind is Kind.PLAY and action.card is not None:
            start = sprites[action.card].rect.center
            if action.card in RUSES:
                hand = lay["hand_me"]
                self.drag(start, (hand.centerx, hand.y - lay.px(160)))
            else:
                assert action.stone is not None
                self.drag(start, lay[f"side_me_{action.stone + 1}"].center)
        elif kind in (Kind.PASS, Kind.DONE):
            self.click(b.buttons["action"].rect.center)  # type: ignore[attr-defined]
        elif kind is Kind.CLAIM and action.stone is not None:
            self.click(lay[f"stone_{action.stone + 1}"].center)
        elif kind is Kind.DRAW and action.deck is not None:
            self.click(lay[f"deck_{action.deck}"].center)
        elif kind in (Kind.RETURN, Kind.PICK) and action.card is not None:
            self.click(sprites[action.card].rect.center)
        elif kind is Kind.PLACE and action.stone is not None:
            self.click(lay[f"side_me_{action.stone + 1}"].center)
        elif kind is Kind.DISCARD:
            self.click(lay["discard"].center)


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """The options every window player shares: seed, window size, screenshots, time limit."""
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--shots", default="")
    parser.add_argument("--tag", default="")
    parser.add_argument("--max-seconds", type=float, default=1200)


def play(args: argparse.Namespace, make_driver: Callable[[object, argparse.Namespace], Driver],
         name: str) -> int:
    """Open the game's window, start at the main menu and let ``make_driver``'s driver play
    until it has a result; 0 when the game was played to its end through the window."""
    if not os.environ.get("DISPLAY"):
        print(f"{name} needs an X display (run it under xvfb-run).", file=sys.stderr)
        return 2
    # A data folder of its own: no game in progress to replace, nothing booked in the
    # statistics of whoever runs the tool; the first-start tutorial offer already answered.
    fresh_data_folder(f"{name}-", tutorial_offered=True)
    app = open_game(args.size, args.seed)
    from scenes.shell.menu import MainMenu

    app.start_scene(MainMenu(app))
    driver = make_driver(app, args)
    started = time.perf_counter()
    if not run_frames(app, driver, args.max_seconds):
        driver.shot("timeout")
        print(f"{args.tag}: timed out after {args.max_seconds:.0f} s", file=sys.stderr)
        return 1
    pygame.quit()
    print(f"{args.tag}: {driver.result}; {driver.gestures} gestures through the window"
          f"{driver.details()}, {time.perf_counter() - started:.0f} s")
    return 0 if driver.result else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("computer", "hotseat"), default="computer")
    parser.add_argument("--level", default="easy")
    parser.add_argument("--tactics", action="store_true")
    parser.add_argument("--edition", choices=("iello", "classic"), default="iello")
    parser.add_argument("--rounds", type=int, choices=(1, 3, 5, 7), default=1)
    add_window_options(parser)
    args = parser.parse_args()
    args.tag = args.tag or (f"{args.mode}-{args.level}" if args.mode == "computer"
                            else f"hotseat-{'tactics' if args.tactics else 'base'}")
    return play(args, Driver, "xplay")


if __name__ == "__main__":
    raise SystemExit(main())
