"""Exceptions raised by the engine."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action that the rules do not allow at this point of the game."""


class InvalidDataError(ValueError):
    """Malformed input: a save, a position or a notation that cannot be read."""
