"""The name field of the set-up forms: taking the focus selects a name kept from before,
so typing replaces it (a newcomer typed "Ana" into a field that said "Ana" and became
"AnaAna"); Ctrl+A selects again, Backspace clears a selection, a second click adds."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from scenes.model.setup_choices import read_name
from scenes.ui.assets import Assets
from scenes.ui.widgets import TextField

pygame.init()


def press(field: TextField, pos: tuple[int, int]) -> bool:
    return field.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def type_text(field: TextField, text: str) -> None:
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def key(field: TextField, code: int, mod: int = 0) -> None:
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


def field() -> TextField:
    return TextField("Ana", rect=pygame.Rect(10, 10, 200, 30))


def test_typing_into_a_kept_name_replaces_it() -> None:
    name = field()
    assert press(name, (20, 20)) and name.focused and name.selected
    type_text(name, "A")
    type_text(name, "na")
    assert name.value == "Ana" and not name.selected


def test_a_second_click_adds_and_ctrl_a_selects_again() -> None:
    name = field()
    press(name, (20, 20))
    press(name, (30, 20))
    assert name.focused and not name.selected
    type_text(name, " B.")
    assert name.value == "Ana B."
    key(name, pygame.K_a, pygame.KMOD_LCTRL)
    assert name.selected
    key(name, pygame.K_BACKSPACE)
    assert name.value == "" and not name.selected


def test_backspace_and_ctrl_backspace_without_a_selection() -> None:
    name = field()
    press(name, (20, 20))
    key(name, pygame.K_END)
    key(name, pygame.K_BACKSPACE)
    assert name.value == "An"
    key(name, pygame.K_BACKSPACE, pygame.KMOD_LCTRL)
    assert name.value == ""


def test_focus_from_the_keyboard_selects_and_leaving_drops_the_selection() -> None:
    name = field()
    name.set_focus(True)
    assert name.selected
    press(name, (500, 500))  # a press elsewhere
    assert not name.focused and not name.selected
    type_text(name, "x")
    assert name.value == "Ana"
    empty = TextField("")
    empty.set_focus(True)
    assert not empty.selected


def test_a_name_wider_than_its_field_stays_inside_it_with_its_end_in_sight() -> None:
    """Seventy W's ran past the field's edge, dark on the dark form."""
    pygame.display.set_mode((400, 120))
    assets = Assets()
    field = TextField("")
    field.rect = pygame.Rect(50, 40, 200, 36)
    assert press(field, field.rect.center)
    type_text(field, "W" * 70)
    assert field.value == "W" * 20  # the longest name the field takes
    surface = pygame.Surface((400, 120))
    surface.fill((1, 2, 3))
    field.draw(surface, assets, caret=True)
    outside = [(x, y) for x in range(0, 400, 3) for y in range(0, 120, 3)
               if not field.rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != (1, 2, 3)]
    assert not outside, outside[:5]
    inner = field.rect.inflate(-16, -4)
    # The text ends before the count of letters a full field shows at its right end.
    count = assets.font("text", 12).size(f"20/{field.max_length}")[0]
    assert field.counted()
    end = inner.right - count - 6
    caret_column = [surface.get_at((x, field.rect.centery))[:3]
                    for x in range(end - 8, end)]
    assert (20, 20, 20) in caret_column or any(sum(c) < 200 for c in caret_column)
    assert read_name({"name1": "x" * 300}, "name1") == "x" * 20


def test_a_name_too_long_for_its_field_ends_with_an_ellipsis_when_left() -> None:
    """A re-tester saw a long name cut through a letter in Take That's narrow seat field
    once the field was left."""
    pygame.display.set_mode((400, 120))
    assets = Assets()
    said: list[str] = []
    plain = assets.text

    def recorded(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(text)
        return plain(text, *args, **kwargs)

    assets.text = recorded  # type: ignore[method-assign]
    field = TextField("Abcdefghijklmnopqrst")
    field.rect = pygame.Rect(0, 0, 120, 36)
    field.draw(pygame.Surface((400, 120)), assets, caret=False)
    assert any(text.endswith("…") and text[:-1] in field.value for text in said)
    said.clear()
    field.set_focus(True)  # while typing, the end slides into sight instead
    field.draw(pygame.Surface((400, 120)), assets, caret=True)
    assert not any(text.endswith("…") for text in said)


def test_the_caret_moves_and_typing_goes_where_it_is() -> None:
    """A name could only be mended from its end: Left and Right left the field."""
    name = field()
    press(name, (20, 20))
    # All selected: Left and Right put the caret at the start or the end, as in any text
    # field (a Polish keyboard player's Right made his seat a computer).
    assert name.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    assert not name.selected and name.at == 0
    name.set_focus(False)
    name.set_focus(True)
    assert name.selected
    key(name, pygame.K_RIGHT)
    assert not name.selected and name.at == len(name.value)
    key(name, pygame.K_LEFT)
    key(name, pygame.K_LEFT)
    type_text(name, "x")
    assert name.value == "Axna" and name.at == 2
    key(name, pygame.K_BACKSPACE)
    key(name, pygame.K_DELETE)
    assert name.value == "Aa" and name.at == 1
    key(name, pygame.K_HOME)
    type_text(name, "M")
    assert name.value == "MAa"
    # At the start Left is the form's again, as Right is at the end.
    key(name, pygame.K_HOME)
    assert not name.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    key(name, pygame.K_END)
    assert not name.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    # A full field takes what fits at the caret and says the rest was refused.
    name.value, name.caret = "B" * 19, 0
    type_text(name, "xyz")
    assert name.value == "x" + "B" * 19 and name.at == 1 and name.refused


def test_a_click_in_the_focused_field_puts_the_caret_there() -> None:
    pygame.display.set_mode((400, 120))
    assets = Assets()
    name = TextField("Anabela", rect=pygame.Rect(10, 10, 300, 36))
    press(name, (20, 20))
    name.draw(pygame.Surface((400, 120)), assets, caret=True)
    third = name.stops[3]
    press(name, (third + 1, 20))
    assert not name.selected and name.at == 3
    type_text(name, "-")
    assert name.value == "Ana-bela"


def test_a_long_name_slides_to_keep_the_caret_in_sight() -> None:
    pygame.display.set_mode((400, 120))
    assets = Assets()
    name = TextField("W" * 20, rect=pygame.Rect(10, 10, 120, 36))
    name.set_focus(True)
    key(name, pygame.K_HOME)
    name.draw(pygame.Surface((400, 120)), assets, caret=True)
    inner = name.rect.inflate(-16, -4)
    assert inner.left <= name.stops[0] <= inner.right
    key(name, pygame.K_END)
    name.draw(pygame.Surface((400, 120)), assets, caret=True)
    assert inner.left <= name.stops[-1] <= inner.right
