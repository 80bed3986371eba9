"""The Take That lesson: a fixed round for two (the player is seat 0, the scripted opponent
seat 1) with a short draw pile, so that the round ends and is scored within the lesson.
Every scripted action is checked by the engine (the tests play the lesson through)."""

from __future__ import annotations

from typing import Final

from game.takethat.actions import Action
from game.takethat.config import TakeThatConfig
from game.takethat.deals import fixed_round
from game.takethat.state import TakeThatState
from scenes.model.tutorial import Lesson, Step
from scenes.takethat.session import KEY

HANDS: Final = ((41, 74, 86, 95, 32, 17, 19, 28, 69), (47, 51, 88, 23, 12, 13, 16, 18, 21))
PILE: Final = (38, 37, 36, 35, 31, 29, 27, 26)
"""The draw pile, its top card last: exactly the cards the lesson's moves draw, so the
lesson's last twist empties the row with the pile already empty."""
ROW: Final = (34,)



def _step(name: str, expect: str = "next", *then: str) -> Step:
    return Step(f"tutorial.tt.{name}", expect, tuple(then))


LESSONS: Final = (
    Lesson(KEY, 1, "tutorial.tt.title", (
        _step("goal"),
        _step("extend", "extend 41", "extend 47"),
        _step("twist", "twist 74", "extend 51"),
        _step("take", "take"),
        _step("start", "start 86", "extend 88"),
        _step("frog"),
        _step("near", "extend 95", "take", "start 23"),
        _step("taken"),
        _step("last", "twist 32"),
        _step("score"),
        _step("more"),
    )),
)


def lesson_start() -> TakeThatState:
    """The lesson's table before its first step."""
    return fixed_round(TakeThatConfig(players=2, rounds=1), HANDS, PILE, ROW)


def replayed(upto: int) -> TakeThatState:
    """The lesson played by its script up to (not including) step ``upto``."""
    state = lesson_start()
    for step in LESSONS[0].steps[:upto]:
        if step.kind == "action":
            state.play(Action.from_text(step.expect))
        for text in step.then:
            state.play(Action.from_text(text))
    return state
