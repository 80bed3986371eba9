"""The game's version, read from the installed (or bundled) package metadata."""

from __future__ import annotations

from importlib import metadata


def version() -> str:
    """The version in pyproject.toml, or ``dev`` when the package is not installed."""
    try:
        return metadata.version("schotten-totten")
    except metadata.PackageNotFoundError:
        return "dev"
