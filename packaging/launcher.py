"""Entry script of the frozen game (PyInstaller analyses this file)."""

from scenes.__main__ import main

raise SystemExit(main())
