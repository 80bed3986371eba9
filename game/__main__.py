"""``python -m game``: the engine's command line (CONTRACT §3)."""

from game.schotten.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
