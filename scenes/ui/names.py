"""The names the game gives a seat nobody named ("You", "Player 2", "Computer (Hard)"), so
that a saved game's seats speak the language of the day they are resumed in."""

from __future__ import annotations

from typing import Final

from scenes.model.seats import PlayerSpec
from scenes.ui.text import LANGUAGES, in_language, t

SEATS: Final = 4
"""The most seats a game has (Take That): numbered default names go up to it."""


def default_names(level: str | None) -> list[str]:
    """Every name the game may give a seat of this kind (a person, or a computer at
    ``level``), in the current language: each follows a change of language."""
    if level is None:
        return [t("player.you"), t("player.default1"), t("player.default2"),
                *(t("tt.player.default", n=n) for n in range(1, SEATS + 1))]
    level_name = t(f"level.{level}")
    return [t("player.computer", level=level_name),
            *(t("tt.player.computer", n=n, level=level_name) for n in range(1, SEATS + 1))]


def followed(player: PlayerSpec) -> PlayerSpec:
    """``player`` as read from a save: a name the game gave it, in whichever language it
    was saved, becomes that name in the current language (and follows later changes of
    language); a name a person typed stays as it is."""
    def same(name: str) -> bool:
        # A computer's name without regard to case: "Komputer (Średni)" is the game's own,
        # saved before the Polish level went lower case inside the brackets.
        if player.level is None:
            return name == player.name
        return name.casefold() == str(player.name).casefold()

    for name in default_names(player.level):
        if any(same(in_language(name, code)) for code in LANGUAGES):
            return PlayerSpec(name, player.level)
    return player
