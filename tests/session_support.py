"""Helpers for the saving, settings, statistics and undo tests: games started through the
real menu and set-up scenes, and a person's turns played through the board."""

from __future__ import annotations

import random

import game
from game.schotten.actions import Kind
from scenes.core.app import App
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import SetupScene
from scenes.shell.dialogs import ConfirmDialog, CurtainOverlay
from scenes.ui.widgets import Button
from tests import scenes_support as support


def press(app: App, button: Button) -> None:
    support.click(app, button.rect.center)


def board_of(app: App) -> BoardScene:
    return next(scene for scene in app.stack.scenes if isinstance(scene, BoardScene))


def start_game(app: App, **choices: object) -> BoardScene:
    """New game → set-up → Start, with ``choices`` filled in."""
    schotten.remember(app, SetupChoices(**{"first": "me", "level": "random", **choices}))  # type: ignore[arg-type]
    support.new_game(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app, setup.start_button)
    replace = app.stack.top
    if isinstance(replace, ConfirmDialog):  # a match in progress: start anew all the same
        press(app, replace.buttons[0])
    return board_of(app)


def replace_with_a_new_match(app: App) -> ConfirmDialog:
    """Main menu → New game → Start while a match is in progress: the question asked."""
    support.step(app)  # a curtain the last move asked for comes up first
    app.go_home()
    support.step(app)
    support.new_game(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app, setup.start_button)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    return question


def human_action(board: BoardScene, rng: random.Random) -> game.Action:
    """A legal action for the seat at the screen, clan cards preferred (they keep the round
    going), claims always taken."""
    legal = board.legal()
    claims = [a for a in legal if a.kind is Kind.CLAIM]
    clan = [a for a in legal if a.kind is Kind.PLAY and a.card is not None and a.card < 54]
    return claims[0] if claims else rng.choice(clan or legal)


def play_until(app: App, board: BoardScene, actions: int, seed: int = 1) -> None:
    """Let the game run, the person choosing at random, until ``actions`` actions are in the
    round's log (or the round is over)."""
    rng = random.Random(seed)
    for _ in range(actions * 20):
        state = board.state
        if state.outcome is not None or len(state.log) >= actions:
            return
        top = app.stack.top
        if isinstance(top, CurtainOverlay):
            press(app, top.button)
        elif board.my_turn():
            board.submit(human_action(board, rng))
        support.step(app)
    raise AssertionError("the game did not move on")


def round_ready_for_recruiter(seed: int = 3) -> game.GameState:
    """A tactics round played (drawing tactic cards) until the Recruiter can be played."""
    state = game.new_game(game.GameConfig(tactics=True), seed, 0)
    recruit = game.Action.from_text("play RECRUITER")
    tactic = game.Action.from_text("draw tactic")
    while recruit not in state.legal_actions():
        legal = state.legal_actions()
        clan = [a for a in legal if a.card is not None and a.card < 54 and a.stone is not None]
        state.play(tactic if tactic in legal else clan[-1] if clan else legal[0])
    return state
