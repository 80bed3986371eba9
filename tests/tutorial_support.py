"""Helpers for the tutorial tests: do a lesson's step the way a player would, with the
pointer (drag the card, click the stone, the deck, Take or Next), and wait for the
scripted opponent."""

from __future__ import annotations

import pygame

from game.schotten.actions import Action as SchottenAction
from game.schotten.actions import Kind as SchottenKind
from game.takethat import Action as TakeThatAction
from game.takethat import Kind as TakeThatKind
from game.takethat import twin
from scenes.core.app import App
from scenes.model.tutorial import CHECK, DECK, NEXT, TRY, Step
from scenes.schotten.placement import column_rect
from scenes.schotten.tutorial import SchottenTutorial
from scenes.shell.tutorial import TUTORIALS
from scenes.takethat.tutorial import TakeThatTutorial
from tests.scenes_support import click, drag, step

Tutorial = SchottenTutorial | TakeThatTutorial


def open_lesson(app: App, key: str, lesson: int, at: int = 0) -> Tutorial:
    app.stack.push(TUTORIALS[key].open(app, lesson, at))
    step(app, frames=2)
    scene = app.stack.top
    assert isinstance(scene, SchottenTutorial | TakeThatTutorial)
    return scene


def do_step(app: App, key: str, lesson: int, name: str) -> Tutorial:
    """Open lesson ``lesson`` of game ``key`` at its step ``name`` (the catalog key) and do
    that step with the pointer; the scene."""
    steps = TUTORIALS[key].lessons[lesson - 1].steps
    index = [done.key for done in steps].index(name)
    scene = open_lesson(app, key, lesson, index)
    perform(app, scene, steps[index])
    return scene


def settle(app: App, scene: Tutorial, frames: int = 400) -> None:
    """Run frames until the scripted opponent has played and nothing moves."""
    for _ in range(frames):
        step(app)
        if not scene.guide.queue and not scene.mirror.moving:
            step(app, frames=2)
            return
    raise AssertionError("the scripted opponent never finished")


def centre(rect: pygame.Rect | pygame.FRect) -> tuple[int, int]:
    return round(rect.centerx), round(rect.centery)


def perform(app: App, scene: Tutorial, done: Step) -> None:
    """Do ``done`` (the step shown) with the pointer."""
    if done.kind == NEXT:
        click(app, scene.guide.next.rect.center)
    elif isinstance(scene, SchottenTutorial):
        perform_schotten(app, scene, done)
    else:
        perform_takethat(app, scene, done)


def perform_schotten(app: App, scene: SchottenTutorial, done: Step) -> None:
    lay = scene.layout
    if done.kind == DECK:
        click(app, lay["deck_clan"].center)
        return
    if done.kind == CHECK:
        click(app, lay[f"stone_{done.argument}"].center)
        return
    action = SchottenAction.from_text(done.argument)
    assert done.kind in (TRY, "action")
    if action.kind is SchottenKind.PLAY and action.card is not None:
        start = centre(scene.sprites[action.card].rect)
        if action.stone is not None:
            end = column_rect(lay, action.stone).center
        else:
            end = lay["stone_5"].center
        drag(app, start, end)
    elif action.kind in (SchottenKind.CLAIM,) and action.stone is not None:
        click(app, lay[f"stone_{action.stone + 1}"].center)
    elif action.kind is SchottenKind.DRAW:
        click(app, lay[f"deck_{action.deck}"].center)
    elif action.kind in (SchottenKind.PICK, SchottenKind.RETURN) and action.card is not None:
        click(app, centre(scene.sprites[action.card].rect))
    elif action.kind is SchottenKind.PLACE and action.stone is not None:
        click(app, lay[f"stone_{action.stone + 1}"].center)
    else:
        raise AssertionError(f"no gesture for {done.expect}")


def perform_takethat(app: App, scene: TakeThatTutorial, done: Step) -> None:
    action = TakeThatAction.from_text(done.expect)
    if action.kind is TakeThatKind.TAKE:
        click(app, scene.buttons["take"].rect.center)
        return
    assert action.card is not None
    start = centre(scene.sprites[action.card].rect)
    if action.kind is TakeThatKind.TWIST:
        end = centre(scene.sprites[twin(action.card) or 0].rect)
    else:
        end = centre(scene.slots[-1])
    drag(app, start, end)


def opponent_hidden(scene: Tutorial) -> None:
    """No card of the scripted opponent's hand is shown: the table draws seat 0's view, and
    every sprite of the opponent's hand is a back."""
    assert scene.view.seat == 0
    hand = set(scene.state.hands[1])
    for sprite in scene.sprites.values():
        if sprite.zone in ("opponent", "hand") and sprite.card in hand:
            raise AssertionError(f"the opponent's {sprite.card} is on show")
