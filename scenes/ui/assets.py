"""The one asset resolver: finds files, loads them once, scales and renders them once.

Paths are relative to the ``assets`` folder, looked up in ``sys._MEIPASS`` when the game
is frozen and in the source tree otherwise (``scenes.paths`` finds them; ``asset_path`` is
re-exported here). Images load only after the display exists (``convert_alpha`` needs it),
so an ``Assets`` object is created by the running app, never at import time.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

import pygame

from scenes.ui import theme
from scenes.ui.paths import asset_path as asset_path
from scenes.ui.paths import assets_root
from scenes.ui.text import current


class MissingAssetError(FileNotFoundError):
    """A file the game needs is not where the resolver looked."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"missing game file: {path}")
        self.path = path


def require(relative: str) -> Path:
    """The path of a file that must exist (the table map, for example)."""
    path = asset_path(relative)
    if not path.is_file():
        raise MissingAssetError(path)
    return path


_FONT_FALLBACKS = {
    "display": ("fonts/VollkornLF-Bold.ttf", "fonts/Vollkorn-Bold.ttf"),
    "text": ("fonts/NotoSans-Regular.ttf", "fonts/DejaVuSans.ttf"),
    "text_bold": ("fonts/NotoSans-Bold.ttf", "fonts/DejaVuSans-Bold.ttf"),
}


WARM_FOLDERS: Final = ("cards", "stones", "ui")
"""The folders whose art the window loop loads ahead, a little each frame: the first
game's, which its table loads whole (Take That's 80 faces, 40 MB, wait until it is
played)."""


class Assets:
    """Cached images, scaled cards and fonts. Create after ``pygame.display.set_mode``."""

    def __init__(self) -> None:
        self.manifest = self._read_manifest()
        self._images: dict[str, pygame.Surface | None] = {}
        self._unwarmed: list[str] | None = None
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._texts: dict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = {}

    @staticmethod
    def _read_manifest() -> dict[str, Any]:
        path = asset_path("manifest.json")
        if not path.is_file():
            return {}
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def image(self, relative: str) -> pygame.Surface | None:
        """The image at ``relative`` (cached), or ``None`` when the file is missing."""
        if relative not in self._images:
            path = asset_path(relative)
            surface: pygame.Surface | None = None
            if path.is_file():
                try:
                    surface = pygame.image.load(str(path)).convert_alpha()
                except pygame.error:
                    surface = None
            self._images[relative] = surface
        return self._images[relative]

    def warm(self, budget: float, clock: Callable[[], float] = time.perf_counter) -> bool:
        """Load art files not loaded yet (``WARM_FOLDERS``) until ``budget`` seconds have
        gone; True once every one is loaded. The window loop calls it between frames, so
        that a table's first frame does not read some 80 files: at 3840x2160 the first
        click on Start seemed to do nothing for two seconds, and a second click landed on
        the table."""
        if self._unwarmed is None:
            root = assets_root()
            self._unwarmed = sorted(
                (path.relative_to(root).as_posix() for folder in WARM_FOLDERS
                 for path in (root / folder).glob("*.png")), reverse=True)
        start = clock()
        while self._unwarmed:
            self.image(self._unwarmed.pop())
            if clock() - start >= budget:
                break
        return not self._unwarmed

    def scaled(self, relative: str, size: tuple[int, int]) -> pygame.Surface | None:
        key = (relative, size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            source = self.image(relative)
            if source is None:
                return None
            cached = pygame.transform.smoothscale(source, size)
            self._scaled[key] = cached
        return cached

    def forget_sizes(self) -> None:
        """Drop every image made for a size and every rendered text: the window changed
        size, and what was made for the old one would only grow the cache (dragging a
        window's corner makes dozens of sizes a second). The loaded files stay."""
        self._scaled.clear()
        self._texts.clear()
        self._fonts.clear()

    def cached_bytes(self) -> int:
        """The memory the made images and texts hold (their pixels)."""
        surfaces = [*self._scaled.values(), *self._texts.values()]
        return sum(surface.get_width() * surface.get_height() * surface.get_bytesize()
                   for surface in surfaces)

    def memo(self, name: str, size: tuple[int, int],
             make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface ``make`` builds for ``name`` at ``size``, built once (a game's art
        composes its cards here, so that every image the app holds is in one cache)."""
        key = (name, size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            cached = make()
            self._scaled[key] = cached
        return cached

    def font(self, role: str, px: int) -> pygame.font.Font:
        key = (role, px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(self._font_file(role), max(6, px))
            self._fonts[key] = font
        return font

    def _font_file(self, role: str) -> str | None:
        fonts = self.manifest.get("fonts")
        candidates: list[str] = []
        if isinstance(fonts, dict) and isinstance(fonts.get(role), str):
            name = fonts[role]
            candidates.append(name if "/" in name else f"fonts/{name}")
        candidates.extend(_FONT_FALLBACKS.get(role, _FONT_FALLBACKS["text"]))
        for candidate in candidates:
            path = asset_path(candidate)
            if path.is_file():
                return str(path)
        return None

    def text(self, text: str, role: str, px: int,
             colour: tuple[int, ...] = theme.INK) -> pygame.Surface:
        """``text`` rendered once and cached; a catalog text kept from before a language
        change is shown in the current language."""
        text = current(text)
        key = (text, role, px, tuple(colour))
        surface = self._texts.get(key)
        if surface is None:
            if len(self._texts) > 3000:
                self._texts.clear()
            surface = self.font(role, px).render(text, True, colour)
            self._texts[key] = surface
        return surface

    def background(self, size: tuple[int, int], path_y: int | None = None) -> pygame.Surface:
        """The table filling ``size``; its painted path is centred on ``path_y`` if given."""
        key = (f"background:{path_y}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            table = self.manifest.get("table")
            name = table.get("file", "ui/table.png") if isinstance(table, dict) else "ui/table.png"
            art = self.image(name)
            if art is None:
                cached = placeholder_table(size)
            else:
                centre = table.get("path_centre_y") if isinstance(table, dict) else None
                anchor = centre / art.get_height() if isinstance(centre, int | float) else 0.5
                cached = cover(art, size, anchor, path_y)
            self._scaled[key] = cached.convert()
        return cached

    def nine_slice(self, relative: str, size: tuple[int, int], border: int,
                   shown_border: int) -> pygame.Surface | None:
        """``relative`` stretched to ``size`` keeping its ``border``-pixel frame intact (drawn
        ``shown_border`` pixels wide); ``None`` when the image is missing."""
        key = (f"nine:{relative}:{shown_border}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is not None:
            return cached
        source = self.image(relative)
        if source is None:
            return None
        w, h = size
        sw, sh = source.get_size()
        b = border
        d = max(1, min(shown_border, w // 2, h // 2))
        result = pygame.Surface(size, pygame.SRCALPHA)
        columns = ((0, b, 0, d), (b, sw - 2 * b, d, w - 2 * d), (sw - b, b, w - d, d))
        rows = ((0, b, 0, d), (b, sh - 2 * b, d, h - 2 * d), (sh - b, b, h - d, d))
        for sx, sw_part, dx, dw in columns:
            for sy, sh_part, dy, dh in rows:
                if dw <= 0 or dh <= 0 or sw_part <= 0 or sh_part <= 0:
                    continue
                piece = source.subsurface((sx, sy, sw_part, sh_part))
                result.blit(pygame.transform.smoothscale(piece, (dw, dh)), (dx, dy))
        self._scaled[key] = result
        return result

    def panel(self, size: tuple[int, int], alpha: int) -> pygame.Surface | None:
        info = self.manifest.get("panel")
        if not isinstance(info, dict):
            return None
        border = int(info.get("border", 40))
        shown = max(8, min(size) // 5, 1) if min(size) < 120 else 22
        key = (f"panel-alpha:{alpha}:{shown}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            base = self.nine_slice(str(info.get("dark", "ui/panel_dark.png")), size, border,
                                   min(shown, 22))
            if base is None:
                return None
            cached = base.copy()
            cached.fill((255, 255, 255, min(255, alpha + 30)), special_flags=pygame.BLEND_RGBA_MULT)
            self._scaled[key] = cached
        return cached

    def button(self, state: str, size: tuple[int, int]) -> pygame.Surface | None:
        info = self.manifest.get("button")
        if not isinstance(info, dict) or not isinstance(info.get("files"), dict):
            return None
        name = info["files"].get(state)
        if not isinstance(name, str):
            return None
        border = int(info.get("border", 24))
        return self.nine_slice(name, size, border, max(6, min(size[1] // 3, 14)))

def cover(image: pygame.Surface, size: tuple[int, int], anchor: float = 0.5,
          anchor_to: int | None = None) -> pygame.Surface:
    """``image`` scaled to fill ``size``; the row at ``anchor`` (a share of its height) lands
    on ``anchor_to`` as nearly as the crop allows (the middle by default)."""
    w, h = size
    scale = max(w / image.get_width(), h / image.get_height()) * (1.08 if anchor_to else 1.0)
    sw = max(1, round(image.get_width() * scale))
    sh = max(1, round(image.get_height() * scale))
    scaled = pygame.transform.smoothscale(image, (sw, sh))
    target = h / 2 if anchor_to is None else anchor_to
    y = round(target - anchor * sh)
    y = min(0, max(h - sh, y))
    result = pygame.Surface(size)
    result.blit(scaled, ((w - sw) // 2, y))
    return result


def placeholder_table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    top, bottom = theme.FELT_TOP, theme.FELT_BOTTOM
    bands = 48
    for i in range(bands):
        k = i / (bands - 1)
        colour = [round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.rect(surface, colour, (0, h * i // bands, w, h // bands + 2))
    shade = pygame.Surface(size, pygame.SRCALPHA)
    step = max(2, min(w, h) // 60)
    rings = 14
    for i in range(rings):
        alpha = int(110 * (1 - i / rings) ** 2)
        rect = shade.get_rect().inflate(-2 * i * step, -2 * i * step)
        pygame.draw.rect(shade, (0, 0, 0, alpha), rect, width=step)
    surface.blit(shade, (0, 0))
    return surface
