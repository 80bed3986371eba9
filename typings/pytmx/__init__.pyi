# The part of pytmx 3.32 the game uses: pytmx ships no type information (no py.typed, no
# stubs), so mypy --strict would otherwise reject every use. Checked against pytmx 3.32's
# TiledMap, TiledObject and TiledTileset.
from collections.abc import Iterator
from typing import Any

class TiledObject:
    name: str | None
    x: float
    y: float
    width: float
    height: float

class TiledTileset:
    tilecount: int

class TiledMap:
    width: int
    height: int
    tilewidth: int
    tileheight: int
    tilesets: list[TiledTileset]
    def __init__(self, filename: str | None = ..., **kwargs: Any) -> None: ...
    @property
    def objects(self) -> Iterator[TiledObject]: ...
    def get_tile_properties(self, x: int, y: int, layer: int) -> dict[str, Any] | None: ...
