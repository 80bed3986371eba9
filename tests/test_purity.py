"""The engines are libraries: standard library only, and each game's engine loads nothing of
the other game's (what both use lives in ``game.common``)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def loaded_after(statement: str) -> set[str]:
    code = f"import sys; {statement}; print(' '.join(sorted(sys.modules)))"
    run = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, cwd=ROOT)
    return set(run.stdout.split())


def test_importing_game_does_not_import_pygame() -> None:
    modules = loaded_after("import game; game.new_game(game.GameConfig(), 1)")
    assert "pygame" not in modules
    assert "game.schotten.state" in modules


@pytest.mark.parametrize(("package", "other"), [("game.takethat", "game.schotten"),
                                                 ("game.schotten", "game.takethat")])
def test_one_game_engine_does_not_load_the_other(package: str, other: str) -> None:
    modules = loaded_after(f"import {package}, {package}.ai, {package}.cli")
    assert package in modules
    assert not [name for name in modules if name == other or name.startswith(other + ".")]


def imported_roots(path: Path) -> set[str]:
    """The top-level names of every module ``path`` imports, relative imports resolved to
    ``game``, and the ``game.*`` modules themselves."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.add("game" if node.level else node.module or "")
    return found


def test_engine_modules_import_only_the_standard_library_and_their_own_side() -> None:
    problems = []
    for path in sorted(GAME.rglob("*.py")):
        side = path.relative_to(GAME).parts[0]
        for name in imported_roots(path):
            root = name.split(".")[0]
            if root == "game":
                parts = name.split(".")
                if len(parts) > 1 and parts[1] in ("schotten", "takethat") and parts[1] != side \
                        and side in ("schotten", "takethat", "common"):
                    problems.append(f"{path.relative_to(ROOT)} imports {name}")
                if side == "common" and len(parts) > 1 and parts[1] != "common":
                    problems.append(f"{path.relative_to(ROOT)} imports {name}")
            elif root not in sys.stdlib_module_names and root != "__future__":
                problems.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not problems, "\n".join(problems)
