"""Play whole Take That games through the real game window with real X mouse events.

Like ``tools/xplay.py`` (whose gesture sender it reuses): the game runs in an X window,
and between frames a driver looks at the scene on top, decides what the person at the
screen would do (the Take That medium computer player choosing from that seat's view) and
sends the gesture with ``xdotool``: "New game", the game chooser, the set-up form, drags
from the hand to the row's end or onto a twin, the "Take the row" button, the hot-seat
curtain and the round summary.

Usage (needs a display and xdotool; ``xvfb-run -s "-screen 0 1600x1000x24"`` works):
    python tools/xplay_takethat.py --players 4 --computers 3 --level medium --shots docs/play
    python tools/xplay_takethat.py --players 2 --computers 0 --rounds 2 --shots docs/play
Exit status 0 when the game was played to its end through the window.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xplay import Driver, add_window_options, play

from game.takethat import Action, Kind, Phase, twin
from game.takethat.ai import make_player

if TYPE_CHECKING:
    from scenes.takethat.board import TakeThatBoard


class TakeThatDriver(Driver):
    """Decides one gesture at a time for every person at the screen."""

    def __init__(self, app: object, args: argparse.Namespace) -> None:
        super().__init__(app, args)
        self.tt_player = make_player("medium")
        self.counts = {"extend": 0, "twist": 0, "take": 0, "start": 0, "curtain": 0}

    def details(self) -> str:
        return " (" + ", ".join(f"{name} {n}" for name, n in self.counts.items()) + ")"

    def tick(self) -> None:
        if self.busy():
            return
        from scenes.shell.chooser import GameChooser
        from scenes.shell.dialogs import CurtainOverlay
        from scenes.shell.menu import MainMenu
        from scenes.takethat.board import TakeThatBoard
        from scenes.takethat.setup import TakeThatSetup
        from scenes.takethat.summary import TakeThatSummary

        scene = self.app.stack.top  # type: ignore[attr-defined]
        board = getattr(scene, "board", scene)
        log = len(board.state.log) if isinstance(board, TakeThatBoard) else -1
        mark = (type(scene).__name__, log)
        self.stalled = self.stalled + 1 if mark == self.progress_mark else 0
        self.progress_mark = mark
        if self.stalled > 1500:
            self.shot("stalled")
            raise SystemExit(f"no progress in {type(scene).__name__}")
        if isinstance(scene, MainMenu):
            if self.result:
                self.finished = True
            else:
                self.shot("menu")
                self.click(scene.buttons[0].rect.center)
        elif isinstance(scene, GameChooser):
            self.shot("chooser")
            keys = [entry.key for entry in scene.entries]
            self.click(scene.buttons[keys.index("take-that")].rect.center)
        elif isinstance(scene, TakeThatSetup):
            self.setup(scene)
        elif isinstance(scene, CurtainOverlay):
            self.shot("curtain", real=True)
            self.counts["curtain"] += 1
            self.click(scene.button.rect.center)
        elif isinstance(scene, TakeThatSummary):
            self.summary(scene)
        elif isinstance(scene, TakeThatBoard):
            self.table(scene)

    def setup(self, scene: object) -> None:
        args = self.args
        s = scene
        kinds = s.kinds  # type: ignore[attr-defined]
        wanted = [(s.players, (2, 3, 4).index(args.players)),  # type: ignore[attr-defined]
                  (s.professional, int(args.professional)),  # type: ignore[attr-defined]
                  (s.rounds, args.rounds - 1)]  # type: ignore[attr-defined]
        for number, row in enumerate(s.seats[:args.players]):  # type: ignore[attr-defined]
            computer = number >= args.players - args.computers
            wanted.append((row.kind, kinds.index(args.level) if computer else 0))
        for choice, index in wanted:
            if choice.index != index:
                self.click(choice.option_rects()[index].center)
                return
        self.shot("setup")
        self.click(s.start_button.rect.center)  # type: ignore[attr-defined]

    def summary(self, scene: object) -> None:
        match = scene.board.session.match  # type: ignore[attr-defined]
        self.shot(f"summary-{len(match.results)}")
        if match.is_over:
            self.shot("game-over", real=True)
            totals = " / ".join(str(total) for total in match.totals)
            self.result = f"totals {totals} after {len(match.results)} rounds"
            self.click(scene.buttons[-1].rect.center)  # type: ignore[attr-defined]
        else:
            self.click(scene.buttons[0].rect.center)  # type: ignore[attr-defined]

    def table(self, b: TakeThatBoard) -> None:
        if any(sprite.moving for sprite in b.sprites.values()):
            return
        if not b.my_turn():
            return
        state = b.state
        seat = state.to_move
        assert seat is not None
        if len(state.row) > 12:
            self.shot("long-row", real=True)
        action = self.tt_player.choose(state.view(seat), self.rng)
        self.play_action(b, action)

    def play_action(self, b: TakeThatBoard, action: Action) -> None:
        sprites = b.sprites
        if action.kind is Kind.TAKE:
            self.counts["take"] += 1
            self.click(b.buttons["take"].rect.center)
            if len(b.legal()) > 1:  # a card could still go: a second click confirms
                self.click(b.buttons["take"].rect.center)
            return
        assert action.card is not None
        start = sprites[action.card].rect.center
        if action.kind is Kind.TWIST:
            self.counts["twist"] += 1
            # Onto the twin's corner strip: later cards of a long row cover the rest of it.
            other = twin(action.card)
            assert other is not None
            target = sprites[other].rect
            self.drag(start, (target.x + target.w * 0.15, target.y + target.h * 0.1))
            return
        self.counts["start" if b.state.phase is Phase.START else "extend"] += 1
        self.drag(start, free_spot(b))


def free_spot(b: TakeThatBoard) -> tuple[float, float]:
    """A point on the row's area right of its last card (no card under it), where a drop
    extends the row; the row's centre when the row is empty."""
    from scenes.takethat import controls

    area = b.layout.row_area
    slots = b.slots
    if not slots:
        return (area.centerx, area.centery)
    last = slots[-1]
    for x in range(int(last.right) + 4, area.right - 2, 6):
        for y in range(area.top + 4, area.bottom - 2, 8):
            if controls.row_card_at(b, (x, y)) is None:
                return (x, y)
    for y in range(area.bottom - 3, area.top, -6):
        for x in range(area.right - 3, area.left, -6):
            if controls.row_card_at(b, (x, y)) is None:
                return (x, y)
    raise SystemExit("the row covers its whole area: nowhere to drop a card")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--computers", type=int, choices=(0, 1, 2, 3), default=3)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--professional", action="store_true")
    parser.add_argument("--rounds", type=int, choices=range(1, 7), default=1)
    add_window_options(parser)
    args = parser.parse_args()
    if args.computers >= args.players:
        parser.error("at least one seat must be a person")
    args.tag = args.tag or f"tt-{args.players}p-{args.computers}c"
    return play(args, TakeThatDriver, "xplay_takethat")


if __name__ == "__main__":
    raise SystemExit(main())
