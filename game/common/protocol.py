"""The one protocol both engines meet, as OpenSpiel's games do: whose turn, the legal
actions, playing one (checked) or applying it (unchecked, for search), the outcome, what
one seat may know, and a JSON round-trip. ``Engine`` describes how to reach a game's rounds
without knowing the game: the client's registry and the generic tests use it.

A round is a seat-by-seat sequence of decisions; chance (shuffles, draws) happens inside
the engine from the seed it was dealt with.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar


class Action(Hashable, Protocol):
    """One decision, a small immutable value whose text form round-trips."""

    def to_text(self) -> str: ...


ActionT = TypeVar("ActionT", bound=Action)
ActionT_co = TypeVar("ActionT_co", bound=Action, covariant=True)


class View(Protocol[ActionT_co]):
    """Everything one seat may know at a moment, and never a card it has not seen."""

    @property
    def seat(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def legal(self) -> tuple[ActionT_co, ...]:
        """The seat's legal actions when it is to move, else empty."""

    def visible_cards(self) -> set[int]:
        """Every card this view shows."""


ViewT = TypeVar("ViewT", bound=View[Any])
ViewT_co = TypeVar("ViewT_co", bound=View[Any], covariant=True)


class Round(Protocol[ActionT, ViewT_co]):
    """One round of a game."""

    to_move: int | None
    """The seat to decide, or ``None`` once the round is over."""

    @property
    def outcome(self) -> object | None:
        """``None`` while the round runs, then how it ended."""

    def legal_actions(self) -> list[ActionT]:
        """Every action the seat to move may take (empty when the round is over)."""

    def play(self, action: ActionT, /) -> None:
        """Apply ``action`` after checking it; raise ``IllegalActionError`` if illegal."""

    def apply(self, action: ActionT, /) -> None:
        """Apply a legal ``action`` without checking it (the fast path for search)."""

    def refusal(self, action: ActionT, /) -> object | None:
        """Why ``action`` is refused now, as a code with fields; ``None`` if legal."""

    def view(self, seat: int, /) -> ViewT_co:
        """What ``seat`` may know."""

    def copy(self) -> Self:
        """An independent copy."""

    def to_json(self) -> str:
        """The whole round as JSON; the engine's ``load`` reads it back equal."""


RoundT = TypeVar("RoundT", bound=Round[Any, Any])


@dataclass(frozen=True)
class Engine(Generic[RoundT, ViewT, ActionT]):
    """How to reach one game's rounds without knowing the game."""

    key: str
    """The game's key, as the client's registry names it (``schotten-totten``)."""
    configs: tuple[Any, ...]
    """Rule sets worth covering in generic tests: every variant and seat count."""
    seats: Callable[[Any], int]
    """How many seats a round of a config has."""
    deal: Callable[[Any, int], RoundT]
    """A new round of a config, dealt from a seed."""
    load: Callable[[str], RoundT]
    """A round read back from ``Round.to_json``; raises ``InvalidDataError``."""
    parse_action: Callable[[str], ActionT]
    """An action read back from ``Action.to_text``; raises ``ValueError``."""
    determinize: Callable[[ViewT, random.Random], RoundT]
    """A full round that agrees with a view, the cards it hides dealt at random."""
