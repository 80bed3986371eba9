"""The self-test imports every module of the game, so a frozen build that left out a
module the game needs says which one instead of failing in front of a player."""

from __future__ import annotations

import importlib
import os
from types import ModuleType

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from scenes import selftest


def test_every_module_of_both_packages_is_imported() -> None:
    count, problems = selftest.module_problems()
    assert problems == []
    assert count >= 100, count


def test_a_module_that_cannot_be_imported_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def without_statistics(name: str, package: str | None = None) -> ModuleType:
        if name == "game.schotten.bench":
            raise ModuleNotFoundError("No module named 'statistics'")
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", without_statistics)
    _, problems = selftest.module_problems()
    assert problems == ["module game.schotten.bench: ModuleNotFoundError: "
                        "No module named 'statistics'"]
