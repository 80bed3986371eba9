"""The scene stack: scenes with a lifecycle, events top-down, drawing bottom-up.

Stack changes requested during a frame are applied between frames, so a scene never
disappears while it is handling an event or being drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.core.app import App


class Scene:
    """One screen or overlay. ``opaque`` scenes hide everything below them."""

    opaque = True
    is_help = False
    """The page F1 opens: F1 on it closes it again."""
    is_table = False
    """A game's table, a lesson's too: F1 over it offers no other game's rules."""

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above this one was removed."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size (also called once before ``enter``)."""

    def close(self) -> None:
        """Leave this scene, as its own Back or Escape does (F1 closes the help page so)."""
        self.app.stack.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True when it is consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; never changes any state."""

    def animating(self) -> bool:
        """Whether something moves on its own right now (the window keeps its full frame
        rate while it does, however long since the player last touched anything)."""
        return False

    def pulsing(self) -> bool:
        """Whether something only glows or pulses on its own (the window then keeps a
        smaller rate that still looks smooth)."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._resetting = False
        """A reset waits for the end of the frame: the scenes it closes no longer update
        (a hot-seat table, left for the main menu as its hand-over came, pushed its
        curtain over the menu)."""

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or ``scene`` and everything above it)."""
        self._pending.append(lambda: self._pop(scene))

    def replace(self, scene: Scene) -> None:
        def run() -> None:
            self._pop(None)
            self._push(scene)
        self._pending.append(run)

    def reset(self, scene: Scene) -> None:
        """Empty the stack and show ``scene``."""
        def run() -> None:
            self._resetting = False
            while self.scenes:
                self._pop(None)
            self._push(scene)
        self._resetting = True
        self._pending.append(run)

    def apply_pending(self) -> bool:
        changed = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return changed

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.resize(scene.app.size)
        scene.enter()

    def _pop(self, scene: Scene | None) -> None:
        if scene is not None and scene not in self.scenes:
            return
        while self.scenes:
            top = self.scenes.pop()
            top.exit()
            if scene is None or top is scene:
                break
        if self.scenes:
            self.scenes[-1].resume()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` to the scenes from the top down, stopping at the first one that
        takes it or that is opaque: a click on an empty part of a full-screen scene must
        not reach a button of the hidden scene below it."""
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.opaque:
                return False
        return False

    def update(self, dt: float) -> None:
        if self.scenes and not self._resetting:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)
