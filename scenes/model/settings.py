"""The player's settings (``settings.json``): what the Settings screen changes, checked
field by field when read back."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from scenes.model.storage import check_format, read_bool, read_choice, read_int

SETTINGS_FORMAT: Final = "schotten-totten/settings@1"
SPEEDS: Final = ("slow", "normal", "fast", "instant")
SPEED_FACTORS: Final = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
CARD_NAMES: Final = ("edition", "iello", "classic")
"""How tactic cards are named: as the game's rules edition (the rules' presets), or always
by one edition's names."""
CHOICES: Final[dict[str, tuple[str, ...]]] = {"speed": SPEEDS, "card_names": CARD_NAMES}
"""The settings that take one of a few words."""
RANGES: Final[dict[str, tuple[int, int]]] = {"window_width": (0, 16384),
                                             "window_height": (0, 16384),
                                             "window_x": (-16384, 16384),
                                             "window_y": (-16384, 16384)}
"""The whole-number settings that are not percentages, with their bounds."""


@dataclass
class Settings:
    """What the Settings scene changes; saved to ``settings.json`` in the data folder."""

    language: str = "en"
    """A language code of ``scenes.ui.text.LANGUAGES``; a first start takes the system's."""
    music_volume: int = 50
    """Percent, like ``effects_volume``."""
    effects_volume: int = 80
    mute: bool = False
    fullscreen: bool = False
    auto_claim: bool = True
    auto_draw: bool = False
    """Draw at once after playing; off, the drawn card waits on the deck for a click, and a
    card placed by mistake may be taken back until then."""
    speed: str = "normal"
    """Animation speed; ``instant`` turns the animations off."""
    card_names: str = "edition"
    """How tactic cards are named: ``iello`` (IELLO 2016) or ``classic``."""
    emblems: bool = False
    """Draw each clan card's emblem where the card is overlapped on the table."""
    confirm_concede: bool = True
    log_collapsed: bool = False
    """The game log of the tables is folded to its title bar."""
    tutorial_offered: bool = False
    """The first start has asked whether to learn to play (asked once, whatever the answer)."""
    window_width: int = 0
    """The window's size when the game was last closed (0: the game's own choice)."""
    window_height: int = 0
    window_placed: bool = False
    """Whether ``window_x`` and ``window_y`` hold where the window was when last closed."""
    window_x: int = 0
    window_y: int = 0

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS[self.speed]


def settings_to_json(values: dict[str, Any]) -> str:
    return json.dumps({"format": SETTINGS_FORMAT, **values}, indent=2, ensure_ascii=False)


class SettingsRead(NamedTuple):
    values: dict[str, Any]
    """Every setting: the file's where it holds a good value, else the default."""
    refused: dict[str, str]
    """Each setting whose value was refused, with why (its default is used instead)."""


def settings_from_data(data: Any, defaults: dict[str, Any],
                       languages: tuple[str, ...]) -> SettingsRead:
    """The settings in ``data``, checked against the types of ``defaults``.

    Keys the file does not mention keep their default; unknown keys are ignored. A value
    of the wrong type or out of range gives way to its default alone: one hand-edited
    volume used to reset every other setting (and bring the first-start welcome back).
    A file that is not a settings object at all raises ``ValueError``.
    """
    data = check_format(data, SETTINGS_FORMAT)
    values: dict[str, Any] = {}
    refused: dict[str, str] = {}
    for key, default in defaults.items():
        try:
            values[key] = read_setting(data, key, default, languages)
        except ValueError as error:
            values[key] = default
            refused[key] = str(error)
    return SettingsRead(values, refused)


def read_setting(data: dict[str, Any], key: str, default: Any,
                 languages: tuple[str, ...]) -> Any:
    if key == "language":
        return read_choice(data, key, default, languages)
    if key in CHOICES:
        return read_choice(data, key, default, CHOICES[key])
    if isinstance(default, bool):
        return read_bool(data, key, default)
    if isinstance(default, int):
        low, high = RANGES.get(key, (0, 100))
        return read_int(data, key, default, low, high)
    return default
