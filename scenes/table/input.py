"""Pointer and keyboard routing shared by the tables of every game, and the drag of a card.

A drag follows PySolFC's lifecycle: a press on a card remembers where it was grabbed; a
move of more than ``DRAG_THRESHOLD`` pixels makes it a drag (less is a click); on release
the table maps the drop to an action and asks the engine, or the card glides back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol

import pygame

from scenes.ui.widgets import CLICK_HOOKS, PRESS_KEYS, Button

DRAG_THRESHOLD: Final = 6
MODIFIERS: Final = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL,
                              pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI,
                              pygame.K_CAPSLOCK, pygame.K_NUMLOCKCLEAR, pygame.K_MODE))
"""Keys that only change the next key: they leave a lit button lit."""


@dataclass
class Drag:
    """Pressing, dragging and dropping one hand card."""

    card: int
    press: tuple[int, int]
    grab: tuple[float, float]
    """Where on the card it was grabbed (from its top left)."""
    pos: tuple[int, int]
    dragging: bool = False

    def follow(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos``: past the threshold the press becomes a drag."""
        self.pos = pos
        moved = abs(pos[0] - self.press[0]) + abs(pos[1] - self.press[1])
        if moved > DRAG_THRESHOLD:
            self.dragging = True

    def card_at(self) -> tuple[float, float]:
        """Where the held card's top left is now."""
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])


class InputHost(Protocol):
    """What ``TableInput`` needs of the table it routes events for."""

    buttons: dict[str, Button]
    drag: Drag | None
    pointer: tuple[int, int]

    def update_buttons(self) -> None: ...

    def forget_pointer(self) -> None: ...

    def hovering(self, pos: tuple[int, int]) -> None: ...

    def cancel(self) -> bool: ...

    def press(self, pos: tuple[int, int]) -> None: ...

    def release(self, pos: tuple[int, int]) -> None: ...

    def key(self, key: int) -> None: ...

    def scroll_log(self, steps: int) -> bool: ...

    def page_log(self, key: int) -> bool: ...


class TableInput:
    """The routing: the buttons first, then hover, the drag threshold, press, release,
    right-click to cancel, keys."""

    def handle_event(self: InputHost, event: pygame.event.Event) -> bool:
        if event.type == pygame.WINDOWLEAVE:
            self.forget_pointer()
            return False
        self.update_buttons()
        if event.type == pygame.MOUSEBUTTONDOWN:
            for button in self.buttons.values():
                button.focused = False  # the pointer takes over from the keys
        for button in self.buttons.values():
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hovering(event.pos)
            if self.drag is not None:
                self.drag.follow(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.cancel()
                return True
            if event.button == 1:
                self.press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            if button_key(list(self.buttons.values()), event):
                return True
            if not self.page_log(event.key):
                self.key(event.key)
            return True
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_log(event.y)
        return False


def button_key(buttons: list[Button], event: pygame.event.Event) -> bool:
    """Tab (Shift+Tab back) lights the table's buttons one after another in reading
    order, and Enter or Space presses the lit one; any other key puts the light out and
    goes on to the table (a keyboard player could reach Hint, Undo and Menu only by
    their own keys, which the buttons do not show). True when the key was the buttons'."""
    usable = sorted((button for button in buttons
                     if button.visible and button.enabled and button.rect.w > 0),
                    key=lambda button: (button.rect.y, button.rect.x))
    lit = next((button for button in usable if button.focused), None)
    for button in buttons:
        button.focused = button is lit
    if event.key == pygame.K_TAB and usable:
        step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
        if lit is None:
            target = usable[0 if step > 0 else -1]
        else:
            lit.focused = False
            target = usable[(usable.index(lit) + step) % len(usable)]
        target.focused = True
        return True
    if lit is not None and event.key in PRESS_KEYS:
        for hook in CLICK_HOOKS:
            hook()
        lit.on_click()
        return True
    if lit is not None and event.key not in MODIFIERS:
        # Shift pressed on its own before Tab put the light out, so Shift+Tab always
        # started again from the last button.
        lit.focused = False
    return False
