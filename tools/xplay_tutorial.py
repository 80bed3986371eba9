"""Take every lesson of the tutorial through the real game window with real X events.

A fresh data folder makes it the very first start: the main menu offers the tutorial and
the driver answers "Learn to play". It plays Schotten Totten's first lesson, leaves it
with Esc part-way, comes back through How to play ("Continue the tutorial", then the
lesson it suggests in the choice of lessons), finishes it
and the two tactic-card lessons, then turns How to play to Take That and takes its lesson. Every
step is done as a person would: the card dragged from the hand, the stone, the deck, Take
or Next clicked, through X and SDL. Screenshots of the real window go to ``--shots``.

Usage (needs a display and xdotool; ``xvfb-run -s "-screen 0 1920x1080x24"`` works):
    python tools/xplay_tutorial.py --language el --size 1024x640 --shots docs/screenshots/tutorial
Exit status 0 when every lesson was finished through the window.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "0,0")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame
from xwindow import Gestures, fresh_data_folder, open_game, run_frames, window_shot

SHOTS = {
    ("schotten-totten", 1, "tutorial.st1.formations"): "st1-formations",
    ("schotten-totten", 1, "tutorial.st1.place"): "st1-place",
    ("schotten-totten", 1, "tutorial.st1.claim"): "st1-claim",
    ("schotten-totten", 1, "tutorial.st1.draw"): "st1-draw",
    ("schotten-totten", 1, "tutorial.st1.refused"): "st1-refused",
    ("schotten-totten", 1, "tutorial.st1.end"): "st1-end",
    ("schotten-totten", 2, "tutorial.st2.limit_why"): "st2-limit",
    ("schotten-totten", 2, "tutorial.st2.fog"): "st2-fog",
    ("schotten-totten", 2, "tutorial.st2.banshee_pick"): "st2-banshee",
    ("schotten-totten", 3, "tutorial.st3.traitor_place"): "st3-traitor",
    ("schotten-totten", 3, "tutorial.st3.strategist_place"): "st3-strategist",
    ("schotten-totten", 3, "tutorial.st3.return_first"): "st3-recruiter",
    ("take-that", 1, "tutorial.tt.twist"): "tt-twist",
    ("take-that", 1, "tutorial.tt.frog"): "tt-frog",
    ("take-that", 1, "tutorial.tt.score"): "tt-score",
}
"""The steps photographed (as the step is shown, before the player does it)."""
FEW = {"st1-place", "st1-refused", "st2-fog", "st3-traitor", "tt-score"}
LEAVE_AT = "tutorial.st1.draw"
"""Where the driver leaves lesson 1 with Esc, to come back through How to play."""


class TutorialDriver(Gestures):
    """Decides one gesture at a time and waits until the game has taken it."""

    settle_frames = 10
    drag_pause = 0.08

    def __init__(self, app: object, args: argparse.Namespace) -> None:
        super().__init__(app, args)
        self.left = False
        self.finished_games: set[str] = set()
        self.shots: set[str] = set()
        self.idle = 0

    def shot(self, name: str) -> None:
        if not self.args.shots or name in self.shots:
            return
        self.shots.add(name)
        if self.args.few and name not in FEW and not name.startswith(("offer", "rules")):
            return
        window_shot(Path(self.args.shots) / f"{self.args.tag}-{name}.jpg", self.args.size)

    def tick(self) -> None:
        if self.busy():
            return
        from scenes.schotten.tutorial import SchottenTutorial
        from scenes.shell.lessons import LessonChooser
        from scenes.shell.menu import MainMenu
        from scenes.shell.modal import ConfirmDialog
        from scenes.shell.rules import RulesScene
        from scenes.shell.tutorial import LessonsDone
        from scenes.shell.tutorial_offer import TutorialOffer
        from scenes.takethat.tutorial import TakeThatTutorial

        scene = self.app.stack.top  # type: ignore[attr-defined]
        self.idle += 1
        if self.idle > 3000:
            self.shot("stalled")
            raise SystemExit(f"no progress in {type(scene).__name__}")
        if isinstance(scene, TutorialOffer):
            self.shot("offer")
            self.click(scene.buttons[0].rect.center)
        elif isinstance(scene, ConfirmDialog) and self.left:
            # Esc in a lesson asks first; the first answer leaves it.
            self.shot("leave")
            self.click(scene.buttons[0].rect.center)
        elif isinstance(scene, SchottenTutorial | TakeThatTutorial):
            self.lesson(scene)
        elif isinstance(scene, LessonChooser):  # carry on with the lesson it suggests
            self.shot("lessons")
            self.click(scene.buttons[scene.focus].rect.center)
        elif isinstance(scene, LessonsDone):
            self.shot(f"done-{len(self.finished_games)}")
            self.click(scene.buttons[0].rect.center)
        elif isinstance(scene, MainMenu):
            self.click(scene.buttons[2].rect.center)
        elif isinstance(scene, RulesScene) and scene.learn is not None:
            wanted = "schotten-totten" if "schotten-totten" not in self.finished_games \
                else "take-that"
            if "take-that" in self.finished_games:
                self.finished = True
            elif scene.game.key != wanted and scene.switch is not None:
                self.click(scene.switch.rect.center)
            else:
                self.shot(f"rules-{wanted}")
                self.click(scene.learn.rect.center)
        else:
            raise SystemExit(f"unexpected scene {type(scene).__name__}")
        if self.gesture is not None:
            self.idle = 0

    def lesson(self, scene: object) -> None:
        from scenes.model.tutorial import NEXT
        from scenes.schotten.tutorial import SchottenTutorial

        guide = scene.guide  # type: ignore[attr-defined]
        if guide.queue or scene.mirror.moving:  # type: ignore[attr-defined]
            return
        if scene.state.outcome is not None and not scene.summary_shown:  # type: ignore
            return  # the round-end banner's moment
        step = guide.step
        key = (guide.entry.key, guide.lesson.number, step.key)
        if key in SHOTS:
            name = SHOTS[key]
            if name not in self.shots:
                self.settle = 20
                self.shot(name)
                return
        if step.key == LEAVE_AT and not self.left:
            self.left = True
            self.send("key Escape")
            return
        if guide.last and guide.lesson.number == len(guide.entry.lessons):
            self.finished_games.add(guide.entry.key)
        if step.kind == NEXT:
            self.click(guide.next.rect.center)
        elif isinstance(scene, SchottenTutorial):
            self.schotten(scene, step)
        else:
            self.takethat(scene, step)

    def schotten(self, scene: object, step: object) -> None:
        from game.schotten.actions import Action, Kind
        from scenes.model.tutorial import CHECK, DECK
        from scenes.schotten.placement import column_rect

        lay = scene.layout  # type: ignore[attr-defined]
        kind, argument = step.kind, step.argument  # type: ignore[attr-defined]
        if kind == DECK:
            self.click(lay["deck_clan"].center)
            return
        if kind == CHECK:
            self.click(lay[f"stone_{argument}"].center)
            return
        action = Action.from_text(argument)
        sprites = scene.sprites  # type: ignore[attr-defined]
        if action.kind is Kind.PLAY and action.card is not None:
            end = (column_rect(lay, action.stone).center if action.stone is not None
                   else lay["stone_5"].center)
            self.drag(sprites[action.card].rect.center, end)
        elif action.kind is Kind.CLAIM and action.stone is not None:
            self.click(lay[f"stone_{action.stone + 1}"].center)
        elif action.kind is Kind.DRAW:
            self.click(lay[f"deck_{action.deck}"].center)
        elif action.kind in (Kind.PICK, Kind.RETURN) and action.card is not None:
            self.click(sprites[action.card].rect.center)
        elif action.kind is Kind.PLACE and action.stone is not None:
            self.click(lay[f"stone_{action.stone + 1}"].center)

    def takethat(self, scene: object, step: object) -> None:
        from game.takethat import Action, Kind, twin

        action = Action.from_text(step.expect)  # type: ignore[attr-defined]
        sprites = scene.sprites  # type: ignore[attr-defined]
        if action.kind is Kind.TAKE:
            self.click(scene.buttons["take"].rect.center)  # type: ignore[attr-defined]
            return
        assert action.card is not None
        start = sprites[action.card].rect.center
        if action.kind is Kind.TWIST:
            self.drag(start, sprites[twin(action.card) or 0].rect.center)
        else:
            self.drag(start, scene.slots[-1].center)  # type: ignore[attr-defined]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en")
    parser.add_argument("--size", default="1024x640")
    parser.add_argument("--shots", default="")
    parser.add_argument("--few", action="store_true", help="only a few screenshots")
    parser.add_argument("--max-seconds", type=float, default=900)
    args = parser.parse_args()
    args.tag = f"{args.language}-{args.size.split('x')[0]}"
    if not os.environ.get("DISPLAY"):
        print("xplay_tutorial needs an X display (run it under xvfb-run).", file=sys.stderr)
        return 2
    fresh_data_folder("tutorial-", language=args.language, speed="fast")
    app = open_game(args.size, 1, resizable=False)
    app.start_scene(app.home(app))
    driver = TutorialDriver(app, args)
    started = time.perf_counter()
    if not run_frames(app, driver, args.max_seconds):
        driver.shot("timeout")
        print(f"{args.tag}: timed out", file=sys.stderr)
        return 1
    pygame.quit()
    print(f"{args.tag}: every lesson finished through the window after leaving and "
          f"resuming once; {driver.gestures} gestures, {time.perf_counter() - started:.0f} s")
    return 0 if driver.finished else 1


if __name__ == "__main__":
    raise SystemExit(main())
