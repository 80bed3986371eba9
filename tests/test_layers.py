"""The client's layers point one way, and the registry is the one place games are named.

Lowest first: ``model`` (no pygame), ``ui``, ``core``, then ``shell`` and ``table``, then
one package per game, then ``games`` (the registry), ``selftest``, ``launch`` and
``__main__``. A module imports only from its own layer or lower ones, at any depth of the
module (only ``if TYPE_CHECKING:`` imports, which never run, may name a higher layer);
games never import each other.
"""

from __future__ import annotations

import ast
from pathlib import Path

from scenes.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
SCENES = ROOT / "scenes"
GAME_PACKAGES = {entry.table.__module__.split(".")[1] for entry in GAMES}
"""One client package per registered game."""
LAYERS = {"model": 0, "ui": 1, "core": 2, "shell": 3, "table": 3, "games": 5, "selftest": 6,
          "launch": 6, "__main__": 7, "__init__": 0} | dict.fromkeys(GAME_PACKAGES, 4)


def layer_of(module: str) -> str:
    """``scenes.shell.menu`` → ``shell``; ``scenes.games`` → ``games``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def runtime_imports(path: Path) -> set[str]:
    """The ``scenes.*`` modules ``path`` imports when it runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            hidden.update(id(sub) for child in node.body for sub in ast.walk(child))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("scenes.")}


def test_the_client_layers_point_one_way() -> None:
    problems = []
    for path in sorted(SCENES.rglob("*.py")):
        relative = path.relative_to(ROOT).with_suffix("")
        here = layer_of(".".join(relative.parts))
        for target in runtime_imports(path):
            there = layer_of(target)
            if there not in LAYERS:
                there = target.split(".")[1]
            if LAYERS[there] > LAYERS[here] or (
                    here in GAME_PACKAGES and there in GAME_PACKAGES and here != there):
                problems.append(f"{relative} ({here}) imports {target} ({there})")
    assert not problems, "\n".join(problems)


def test_every_registered_game_has_its_own_key_engine_and_save() -> None:
    keys = [entry.key for entry in GAMES]
    assert len(set(keys)) == len(keys) == 2
    assert all(entry.key == entry.engine.key for entry in GAMES)
    assert len({entry.save_file for entry in GAMES}) == len(GAMES)
    assert all(entry.rules_pages and entry.name() for entry in GAMES)
