import subprocess
import sys


def test_importing_game_does_not_import_pygame() -> None:
    code = "import sys, game; sys.exit(1 if 'pygame' in sys.modules else 0)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
