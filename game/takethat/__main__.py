"""``python -m game.takethat``: the Take That engine's command line."""

from game.takethat.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
