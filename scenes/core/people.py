"""Who at the table keeps a tally of their own on the Statistics screen: the people, by the
names they play under, in both games."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from scenes.model.seats import PlayerSpec
from scenes.ui.text import LANGUAGES, catalog

NAME_LIMIT: Final = 40
"""The longest name a tally or a last result keeps (the set-up's fields take 20)."""


def person_name(name: str) -> bool:
    """Whether ``name`` can be a person's (typed) name in the files: 1 to ``NAME_LIMIT``
    letters."""
    return 0 < len(name) <= NAME_LIMIT


def people_of(players: Sequence[PlayerSpec], hotseat: bool) -> list[tuple[int, str]]:
    """The seats and names of the people whose own tallies a game adds to: every person
    with a name. A person alone against the computer counts under a name they typed, not
    under the default "You" in any language (a Polish family found Kasia's game against
    the computer missing from her own row)."""
    people = [(seat, str(spec.name)[:NAME_LIMIT]) for seat, spec in enumerate(players)
              if not spec.is_computer and str(spec.name).strip()]
    if hotseat:
        return people
    defaults = {catalog(code).get("player.you", "")[:NAME_LIMIT] for code in LANGUAGES}
    return [(seat, name) for seat, name in people if name not in defaults]
