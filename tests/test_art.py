"""The shipped artwork: a face for every card, a manifest that matches the files, fonts
that cover every language of the game, and generators that always write the same bytes.

Two games, two manifests: ``assets/manifest.json`` for Schotten Totten (made by
``tools/make_art.py``) and ``assets/takethat/manifest.json`` for Take That (made by
``tools/make_takethat_art.py``), whose paths are relative to ``assets/takethat/``."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
GENERATOR = ROOT / "tools" / "make_art.py"
TAKE_THAT = ASSETS / "takethat"
TAKE_THAT_GENERATOR = ROOT / "tools" / "make_takethat_art.py"

CLAN_CARDS = [f"{colour}{value}" for colour in "ROYGBP" for value in range(1, 10)]
TACTIC_CARDS = ["JOKER1", "JOKER2", "SPY", "SHIELD", "BLUFF", "MUD", "RECRUITER", "STRATEGIST",
                "BANSHEE", "TRAITOR"]

LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
PUNCTUATION = " .,:;!?'\"()[]-–—…/%+×·«»‘’“”„*#&@"
GREEK = (
    "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψω"
    "ΆΈΉΊΌΎΏάέήίόύώΪΫϊϋΐΰ;"
)
POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"
ITALIAN = "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ"
PORTUGUESE = "ãõçáéíóúâêôàüÃÕÇÁÉÍÓÚÂÊÔÀÜªº"
NEEDED_CHARACTERS = LATIN + PUNCTUATION + GREEK + POLISH + ITALIAN + PORTUGUESE

TAKE_THAT_CARDS = [n for n in range(12, 99) if n % 10]
TAKE_THAT_FROGS = [22, 33, 44, 55, 66, 77, 88]


def manifest() -> dict[str, Any]:
    data = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def take_that_manifest() -> dict[str, Any]:
    data = json.loads((TAKE_THAT / "manifest.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (no imaging library needed)."""
    with path.open("rb") as handle:
        head = handle.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert head[12:16] == b"IHDR", f"{path} has no IHDR chunk first"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def referenced_paths(node: object,
                     cards: list[str] = CLAN_CARDS + TACTIC_CARDS) -> Iterator[str]:
    """Every asset path named anywhere in the manifest, with its patterns expanded."""
    if isinstance(node, dict):
        for value in node.values():
            yield from referenced_paths(value, cards)
    elif isinstance(node, list):
        for value in node:
            yield from referenced_paths(value, cards)
    elif isinstance(node, str) and node.endswith((".png", ".ttf", ".tsx", ".ico")):
        if "{card}" in node:
            yield from (node.replace("{card}", card) for card in cards)
        elif "{n}" in node:
            yield from (node.replace("{n}", str(n)) for n in range(1, 10))
        else:
            yield node


def test_every_card_of_the_notation_has_a_face_of_the_card_size() -> None:
    card = manifest()["card"]
    size = (card["width"], card["height"])
    for name in [*CLAN_CARDS, *TACTIC_CARDS, "back", "tactic_back"]:
        path = ASSETS / "cards" / f"{name}.png"
        assert path.is_file(), f"no face for {name}: {path}"
        assert png_size(path) == size, name


def test_every_image_in_the_manifest_exists_with_its_listed_size() -> None:
    images = manifest()["images"]
    assert len(images) >= 54 + 10 + 1 + 18
    for relative, (width, height) in images.items():
        path = ASSETS / relative
        assert path.is_file(), f"listed but missing: {path}"
        assert png_size(path) == (width, height), relative


def test_every_file_the_manifest_names_exists_and_every_png_is_listed() -> None:
    data = manifest()
    for relative in referenced_paths({k: v for k, v in data.items() if k != "images"}):
        assert (ASSETS / relative).is_file(), f"manifest names a missing file: {relative}"
        if relative.endswith(".png"):
            assert relative in data["images"], f"{relative} has no size in the manifest"


def test_every_shipped_png_is_listed_in_its_own_games_manifest() -> None:
    """Take That's images sit in assets/takethat/ and are listed in that folder's manifest;
    every other image belongs to the Schotten Totten manifest."""
    schotten = set(manifest()["images"])
    take_that = set(take_that_manifest()["images"])
    for path in sorted(ASSETS.rglob("*.png")):
        relative = path.relative_to(ASSETS).as_posix()
        if path.is_relative_to(TAKE_THAT):
            assert relative.removeprefix("takethat/") in take_that, f"{relative} is unlisted"
        else:
            assert relative in schotten, f"{relative} is not in assets/manifest.json"
    assert all((TAKE_THAT / relative).is_file() for relative in take_that)


def test_every_take_that_card_has_a_face_of_the_card_size_with_round_corners() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    data = take_that_manifest()
    card = data["card"]
    size = (card["width"], card["height"])
    assert size == (manifest()["card"]["width"], manifest()["card"]["height"])
    assert card["corner_radius"] == manifest()["card"]["corner_radius"]
    assert card["numbers"] == TAKE_THAT_CARDS and len(TAKE_THAT_CARDS) == 79
    for name in [*map(str, TAKE_THAT_CARDS), "back"]:
        path = TAKE_THAT / card["face"].replace("{card}", name)
        if name == "back":
            path = TAKE_THAT / card["back"]
        assert path.is_file(), f"no Take That face for {name}: {path}"
        assert png_size(path) == size, name
        image = pygame.image.load(str(path))
        assert image.get_at((0, 0)).a == 0, f"{name}: the corner is not cut off"
        assert image.get_at((size[0] - 1, size[1] - 1)).a == 0, name
        assert image.get_at((size[0] // 2, size[1] // 2)).a == 255, name
        assert image.get_at((card["corner_radius"], 2)).a == 255, name


def test_every_file_the_take_that_manifest_names_exists_with_its_size() -> None:
    data = take_that_manifest()
    assert data["format"] == "take-that/assets@1"
    images = data["images"]
    names = [str(n) for n in data["card"]["numbers"]] + ["back"]
    named = list(referenced_paths({k: v for k, v in data.items() if k != "images"}, names))
    assert {"cards/12.png", "cards/98.png", "cards/back.png", "table.png", "logo.png"} <= set(
        named)
    for relative in named:
        assert (TAKE_THAT / relative).is_file(), f"Take That manifest names a missing {relative}"
        assert relative in images, f"{relative} has no size in the Take That manifest"
    for relative, (width, height) in images.items():
        assert png_size(TAKE_THAT / relative) == (width, height), relative
    table = data["table"]
    assert images[table["file"]] == [table["width"], table["height"]]
    assert table["fit"] == "cover"


def test_take_that_manifest_colours_and_frogs() -> None:
    data = take_that_manifest()
    assert list(data["bands"]) == [str(tens) for tens in range(1, 10)]
    colours = [tuple(band["colour"]) for band in data["bands"].values()]
    assert len(set(colours)) == 9, "two tens bands share a colour"
    for band in data["bands"].values():
        for key in ("colour", "dark", "light", "ink"):
            assert len(band[key]) == 3 and all(0 <= c <= 255 for c in band[key]), key
    assert data["frog"]["cards"] == TAKE_THAT_FROGS
    assert data["frog"]["penalty"] == 5
    assert data["logo"] in data["images"]


def test_take_that_assets_fit_the_size_budget() -> None:
    total = sum(p.stat().st_size for p in TAKE_THAT.rglob("*") if p.is_file())
    assert total <= 6 * 1024 * 1024, f"assets/takethat/ holds {total / 1e6:.1f} MB"


def test_manifest_metadata_the_client_relies_on() -> None:
    data = manifest()
    card = data["card"]
    banner = data["tactic_banner"]
    assert banner["x"] >= 0 and banner["x"] + banner["width"] <= card["width"]
    assert banner["y"] >= 0 and banner["y"] + banner["height"] <= card["height"]
    assert banner["font"] in data["fonts"]
    assert list(data["clan_colours"]) == list("ROYGBP")
    for rgb in data["clan_colours"].values():
        assert len(rgb) == 3 and all(0 <= c <= 255 for c in rgb)
    assert 0 < data["panel"]["border"] * 2 < data["panel"]["size"]
    assert set(data["button"]["files"]) == {"normal", "hover", "pressed", "disabled"}
    assert 0 < data["button"]["border"] * 2 < data["button"]["height"]
    assert set(data["fonts"]) == {"display", "text", "text_bold"}


def test_windows_icon_holds_every_listed_size() -> None:
    data = manifest()
    raw = (ASSETS / data["icon"]["ico"]).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", raw[:6])
    assert (reserved, kind) == (0, 1)
    sizes = sorted((raw[6 + 16 * i] or 256) for i in range(count))
    assert sizes == sorted(data["icon"]["ico_sizes"])
    assert 256 in sizes and 16 in sizes


def test_tileset_is_a_tiled_external_tileset_that_pytmx_reads(tmp_path: Path) -> None:
    import pytmx

    info = manifest()["tileset"]
    tsx_path = ASSETS / info["tsx"]
    root = ET.parse(tsx_path).getroot()
    assert root.tag == "tileset"
    assert int(root.get("tilewidth", 0)) == info["tile_width"]
    assert int(root.get("tileheight", 0)) == info["tile_height"]
    assert int(root.get("columns", 0)) == info["columns"]
    image = root.find("image")
    assert image is not None
    sheet = tsx_path.parent / image.get("source", "")
    assert png_size(sheet) == (int(image.get("width", 0)), int(image.get("height", 0)))
    rows = -(-info["tile_count"] // info["columns"])
    assert png_size(sheet) == (info["columns"] * info["tile_width"], rows * info["tile_height"])

    grass = info["terrains"]["grass"][0]
    flagstone = info["terrains"]["flagstone"][0]
    tmx = tmp_path / "probe.tmx"
    tmx.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="2" '
        f'height="1" tilewidth="{info["tile_width"]}" tileheight="{info["tile_height"]}" '
        'infinite="0" nextlayerid="2" nextobjectid="1">\n'
        f' <tileset firstgid="1" source="{tsx_path.as_posix()}"/>\n'
        ' <layer id="1" name="ground" width="2" height="1"><data encoding="csv">'
        f"{grass + 1},{flagstone + 1}</data></layer>\n"
        "</map>\n",
        encoding="utf-8",
    )
    tiled = pytmx.TiledMap(str(tmx))
    assert tiled.tilesets[0].tilecount == info["tile_count"]
    grass, flagstone = tiled.get_tile_properties(0, 0, 0), tiled.get_tile_properties(1, 0, 0)
    assert grass is not None and grass["terrain"] == "grass"
    assert flagstone is not None and flagstone["terrain"] == "flagstone"


def test_shipped_fonts_have_every_glyph_the_five_languages_need() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame.freetype

    pygame.freetype.init()
    try:
        for role, relative in manifest()["fonts"].items():
            font = pygame.freetype.Font(str(ASSETS / relative), 24)
            metrics = font.get_metrics(NEEDED_CHARACTERS)
            missing = [ch for ch, m in zip(NEEDED_CHARACTERS, metrics, strict=True) if m is None]
            assert not missing, f"{role} font {relative} lacks {''.join(missing)!r}"
    finally:
        pygame.freetype.quit()


def test_every_font_has_its_licence_and_is_attributed() -> None:
    attribution = (ASSETS / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for font in sorted((ASSETS / "fonts").glob("*.[ot]tf")):
        assert f"fonts/{font.name}" in attribution, f"{font.name} is not in ATTRIBUTION.md"
    for licence in ("OFL-Vollkorn.txt", "OFL-NotoSans.txt"):
        text = (ASSETS / "fonts" / licence).read_text(encoding="utf-8")
        assert "SIL OPEN FONT LICENSE Version 1.1" in text


def run_twice(generator: Path, factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """``generator`` run twice, side by side, into two fresh folders."""
    pytest.importorskip(
        "PIL", reason="the art generator needs the art extra (Pillow); run make art")
    outs = (factory.mktemp(f"{generator.stem}-a"), factory.mktemp(f"{generator.stem}-b"))
    runs = [
        subprocess.Popen([sys.executable, str(generator), "--out", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for out in outs
    ]
    for run in runs:
        _, stderr = run.communicate(timeout=600)
        assert run.returncode == 0, stderr.decode(errors="replace")
    return outs


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return run_twice(GENERATOR, tmp_path_factory)


@pytest.fixture(scope="module")
def take_that_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return run_twice(TAKE_THAT_GENERATOR, tmp_path_factory)


def files_under(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.slow
def test_generator_writes_the_same_bytes_every_time(two_runs: tuple[Path, Path]) -> None:
    first, second = (files_under(out) for out in two_runs)
    assert first.keys() == second.keys()
    different = [name for name in first if first[name] != second[name]]
    assert not different, f"generator output differs between runs: {different}"


@pytest.mark.slow
def test_committed_art_is_what_the_generator_draws(two_runs: tuple[Path, Path]) -> None:
    from PIL import Image, ImageChops

    fresh = two_runs[0]
    generated = files_under(fresh / "assets")
    for name, content in generated.items():
        committed = ASSETS / name
        assert committed.is_file(), f"generated but not committed: assets/{name}"
        if name.endswith(".png"):
            with Image.open(committed) as old, Image.open(fresh / "assets" / name) as new:
                assert old.size == new.size and old.mode == new.mode, name
                assert ImageChops.difference(old, new).getbbox() is None, f"assets/{name} is stale"
        elif not name.endswith(".ico"):
            assert committed.read_bytes() == content, f"assets/{name} is stale; run make art"


@pytest.mark.slow
def test_take_that_generator_writes_the_same_bytes_as_committed(
        take_that_runs: tuple[Path, Path]) -> None:
    first, second = (files_under(out) for out in take_that_runs)
    assert first.keys() == second.keys()
    different = [name for name in first if first[name] != second[name]]
    assert not different, f"Take That art differs between runs: {different}"
    assert "assets/takethat/manifest.json" in first
    assert all(name.startswith(("assets/takethat/", "docs/art/takethat-")) for name in first)
    stale = [name for name, content in first.items()
             if not (ROOT / name).is_file() or (ROOT / name).read_bytes() != content]
    assert not stale, f"committed Take That art is stale; run make art: {stale}"
