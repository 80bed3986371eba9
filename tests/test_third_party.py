"""The packaging catalogue and the files the .deb is made from, checked without a build:
every licence text is there, the checks that guard a build can fail, the copyright file
names only what a package holds, the changelog and manual page keep up with the game.
(The build itself is checked by tests/test_packaging.py under ``make dist-check``.)"""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import sys
from pathlib import Path

import pytest

from scenes.__main__ import parse_args

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import finish_bundle  # noqa: E402
import third_party  # noqa: E402

ENTRIES = third_party.components()


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version = "([^"]+)"', text, re.MULTILINE)
    assert match
    return match.group(1)


def make_bundle(folder: Path, *files: str) -> Path:
    for relative in files:
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x")
    return folder


def test_every_text_of_the_catalogue_is_there_and_not_empty() -> None:
    for entry in ENTRIES:
        assert entry.texts, entry.name
        for text in entry.texts:
            path = third_party.LICENSES / text
            assert path.is_file() and path.stat().st_size > 200, (entry.name, text)


def test_every_common_licence_a_text_cites_is_shipped_beside_it() -> None:
    cited = set()
    for entry in ENTRIES:
        for text in entry.texts:
            cited |= third_party.cited_common_licences(
                (third_party.LICENSES / text).read_text(encoding="utf-8", errors="replace"))
    assert {"LGPL-2.1", "GPL-3", "Apache-2.0"} <= cited
    missing = sorted(name for name in cited
                     if not (third_party.LICENSES / "common" / name).is_file())
    assert missing == []


def test_every_font_the_game_ships_belongs_to_an_entry() -> None:
    fonts = sorted((ROOT / "assets" / "fonts").glob("*.ttf"))
    assert fonts
    for font in fonts:
        relative = f"_internal/assets/fonts/{font.name}"
        assert any(entry.owns(relative) for entry in ENTRIES), font.name


def test_a_library_or_font_no_entry_claims_is_named(tmp_path: Path) -> None:
    bundle = make_bundle(
        tmp_path, "schotten-totten", "_internal/pygame_ce.libs/libSDL2-2-0abc.so.0.32.10",
        "_internal/libmystery.so.3", "_internal/assets/cards/R1.png",
        "_internal/assets/fonts/Comic.ttf", "_internal/assets/fonts/NotoSans-Bold.ttf")
    assert third_party.unclaimed_files(bundle, ENTRIES) == [
        "_internal/assets/fonts/Comic.ttf", "_internal/libmystery.so.3"]


def test_a_module_that_is_neither_standard_own_nor_claimed_is_named() -> None:
    modules = ["json", "pygame.base", "game.schotten.model", "scenes", "numpy.core",
               "pytmx.pytmx", "_frozen_importlib"]
    assert third_party.unclaimed_modules(modules, ENTRIES) == ["numpy"]


def test_the_copyright_file_names_only_what_the_package_holds(tmp_path: Path) -> None:
    bundle = make_bundle(tmp_path, "schotten-totten", "_internal/libpython3.11.so.1.0",
                         "_internal/pygame_ce.libs/libmpg123-0abc.so.0")
    text = third_party.debian_copyright("usr/lib/schotten-totten", ENTRIES,
                                        third_party.bundle_files(bundle))
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/"
                           "copyright-format/1.0/")
    assert "Files: *\n" in text and "License: proprietary\n" in text
    assert "libmpg123-*" in text and "libSDL2" not in text and "zlib" not in text
    assert "/usr/share/common-licenses/LGPL-2.1" in text
    for paragraph in text.split("\n\n"):
        for line in paragraph.splitlines()[1:]:
            assert line.startswith(" ") or re.match(r"^[A-Z][A-Za-z-]+: ", line), line


def test_libraries_debian_provides_are_listed_with_their_package(tmp_path: Path) -> None:
    bundle = make_bundle(tmp_path, "_internal/libz.so.1", "_internal/libstdc++.so.6",
                         "_internal/pygame_ce.libs/libpng16-0abc.so.16")
    assert third_party.debian_libraries(bundle, ENTRIES) == [
        ("_internal/libstdc++.so.6", "libstdc++6"), ("_internal/libz.so.1", "zlib1g")]


def test_the_licences_folder_holds_the_texts_of_what_the_bundle_holds(tmp_path: Path) -> None:
    bundle = make_bundle(tmp_path, "schotten-totten", "_internal/libz.so.1")
    folder = third_party.write_licenses(bundle, ENTRIES)
    assert (folder / "zlib.txt").is_file() and not (folder / "SDL2.txt").exists()
    assert (folder / "platformdirs.txt").is_file()
    index = (folder / "INDEX.txt").read_text(encoding="utf-8")
    assert "file:      _internal/libz.so.1" in index and "All rights reserved" in index


def test_a_dead_search_path_is_blanked_inside_the_dynamic_strings(tmp_path: Path) -> None:
    module = Path(sys.modules["_json"].__file__ or "")
    if module.suffix != ".so":
        pytest.skip("this interpreter has _json built in, not as an ELF extension module")
    copy = tmp_path / module.name
    shutil.copyfile(module, copy)
    data = copy.read_bytes()
    where = finish_bundle.dynamic_strings(data)
    assert where is not None
    start, size = where
    assert b"\0PyInit__json\0" in data[start:start + size]
    assert finish_bundle.blank_dead_string(copy, "PyInit__json")
    blanked = copy.read_bytes()
    assert len(blanked) == len(data) and b"PyInit__json" not in blanked[start:start + size]
    assert not finish_bundle.blank_dead_string(copy, "/nowhere/lib")


def test_the_changelog_starts_at_the_project_version() -> None:
    first = (PACKAGING / "linux" / "changelog").read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"schotten-totten ({project_version()}) ")


def test_the_manual_page_explains_every_command_line_option() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        parse_args(["--help"])
    options = set(re.findall(r"--[a-z]+", out.getvalue())) - {"--help"}
    assert {"--size", "--selftest", "--version"} <= options
    page = (PACKAGING / "linux" / "schotten-totten.6").read_text(encoding="utf-8")
    assert [option for option in sorted(options)
            if option.replace("-", "\\-") not in page] == []


def test_the_desktop_entry_starts_the_command_the_package_installs() -> None:
    entry = (PACKAGING / "linux" / "schotten-totten.desktop").read_text(encoding="utf-8")
    script = (PACKAGING / "linux" / "build_deb.sh").read_text(encoding="utf-8")
    assert "Exec=/usr/games/schotten-totten\n" in entry
    assert '"$root/usr/games/schotten-totten"' in script
