"""The third-party components a frozen build carries, read from one catalogue
(``packaging/licenses/components.toml``), and what is made from it: the bundle's
``licenses/`` folder with its ``INDEX.txt``, the .deb's machine-readable ``copyright``
file, the list of bundled libraries Debian provides itself, and the files and modules of
a bundle that no entry claims.

Standard library only: the PyInstaller spec, ``build_deb.sh`` and the packaging tests all
use it. As a script::

    python packaging/third_party.py licenses BUNDLE           # write BUNDLE/licenses/
    python packaging/third_party.py copyright PREFIX BUNDLE   # the .deb's copyright file
    python packaging/third_party.py debian-libraries BUNDLE   # one "file package" a line
"""

from __future__ import annotations

import argparse
import fnmatch
import shutil
import sys
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LICENSES = HERE / "licenses"
CATALOGUE = LICENSES / "components.toml"
COMMON_LICENSES = "/usr/share/common-licenses/"
ALIASES = {"GPL": "GPL-3", "LGPL": "LGPL-3"}
"""Debian's unversioned common-licence names and the texts they point to."""
DEBIAN_COMMON = {"LGPL-2.1": "LGPL-2.1", "LGPL-3.0": "LGPL-3", "GPL-2.0": "GPL-2",
                 "GPL-3.0": "GPL-3"}
"""Licence families (by the start of the short name) whose text every Debian system has."""

OWN_NOTICE = """\
Schotten Totten for the desktop
Copyright 2026 the Schotten Totten desktop team. All rights reserved.

The game's own code, art, sounds, texts and table layout may be installed and played;
they may not be redistributed or sold on their own without the team's permission.
Schotten Totten is a card game designed by Reiner Knizia.
"""

MUST_BELONG = ("*.so", "*.so.*", "*.dll", "*.dylib", "*.pyd", "*.ttf", "*.otf")
"""The bundle files that must belong to a catalogue entry: libraries, extension modules
and fonts (the game's own files are none of these)."""

OWN_MODULES = frozenset({"game", "scenes"})


@dataclass(frozen=True)
class Component:
    """One third-party project in the bundle."""

    name: str
    licence: str
    copyright: str
    source: str
    texts: tuple[str, ...]
    files: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    debian: tuple[str, ...] = ()

    def owns(self, relative: str) -> bool:
        """Whether a bundle file (a POSIX path relative to the bundle) is this entry's."""
        return any(fnmatch.fnmatchcase(relative, pattern) for pattern in self.files)


def components(catalogue: Path = CATALOGUE) -> list[Component]:
    """Every entry of the catalogue, in its order."""
    data = tomllib.loads(catalogue.read_text(encoding="utf-8"))
    return [
        Component(
            name=entry["name"], licence=entry["licence"], copyright=entry["copyright"],
            source=entry["source"], texts=tuple(entry["texts"]),
            files=tuple(entry.get("files", ())), modules=tuple(entry.get("modules", ())),
            debian=tuple(entry.get("debian", ())))
        for entry in data["component"]
    ]


def shipped_name(text: str) -> str:
    """Where a catalogue text lands inside ``licenses/``."""
    return Path(text).name if text.startswith("../") else text


def bundle_files(bundle: Path) -> list[str]:
    """The regular files of a bundle (symbolic links left out), as sorted POSIX paths."""
    return sorted(path.relative_to(bundle).as_posix() for path in bundle.rglob("*")
                  if path.is_file() and not path.is_symlink())


def owned_files(component: Component, files: Iterable[str]) -> list[str]:
    return [relative for relative in files if component.owns(relative)]


def unclaimed_files(bundle: Path, entries: Sequence[Component]) -> list[str]:
    """Libraries, extension modules and fonts of the bundle that no entry claims."""
    return [relative for relative in bundle_files(bundle)
            if any(fnmatch.fnmatchcase(Path(relative).name, pattern) for pattern in MUST_BELONG)
            and not any(entry.owns(relative) for entry in entries)]


def unclaimed_modules(modules: Iterable[str], entries: Sequence[Component]) -> list[str]:
    """Top-level Python modules that are neither the standard library, the game's own,
    nor claimed by an entry."""
    claimed = {module for entry in entries for module in entry.modules}
    tops = {name.split(".")[0] for name in modules}
    return sorted(top for top in tops
                  if top not in sys.stdlib_module_names and top not in OWN_MODULES
                  and top not in claimed and not top.startswith("_"))


def cited_common_licences(text: str) -> set[str]:
    """The common-licence texts a licence file cites by its Debian path."""
    cited: set[str] = set()
    for piece in text.split(COMMON_LICENSES)[1:]:
        name = ""
        for char in piece:
            if not (char.isalnum() or char in "+-."):
                break
            name += char
        name = name.rstrip(".")
        if name:
            cited.add(ALIASES.get(name, name))
    return cited


def index_text(entries: Sequence[Component], files: Sequence[str]) -> str:
    """``licenses/INDEX.txt``: the game's own notice, then each of ``entries`` with the
    bundle ``files`` that are its."""
    lines = [OWN_NOTICE, "", "Third-party components in this build", "=" * 36, "",
             "Each component below keeps its own licence; the texts are in this folder.",
             f"Where a text cites {COMMON_LICENSES}NAME, the text is common/NAME here "
             "(GPL means GPL-3, LGPL means LGPL-3).", ""]
    for entry in entries:
        owned = owned_files(entry, files)
        lines += [entry.name, f"  licence:   {entry.licence}",
                  f"  copyright: {entry.copyright}", f"  source:    {entry.source}",
                  "  texts:     " + ", ".join(shipped_name(text) for text in entry.texts)]
        lines += [f"  file:      {relative}" for relative in owned]
        if entry.modules:
            lines.append("  modules:   " + ", ".join(entry.modules))
        lines.append("")
    return "\n".join(lines)


def write_licenses(bundle: Path, entries: Sequence[Component] | None = None) -> Path:
    """Fill ``bundle/licenses/`` with the texts of every component the bundle holds (and of
    the pure Python ones, which live in the executable's archive), every common licence
    those texts cite, and an ``INDEX.txt``; returns the folder."""
    entries = components() if entries is None else entries
    files = bundle_files(bundle)
    present = present_in(entries, files)
    folder = bundle / "licenses"
    if folder.exists():
        shutil.rmtree(folder)
    texts = {shipped_name(text): LICENSES / text for entry in present for text in entry.texts}
    cited = {name for source in texts.values()
             for name in cited_common_licences(source.read_text(encoding="utf-8",
                                                                errors="replace"))}
    texts.update({f"common/{name}": LICENSES / "common" / name for name in cited})
    for name, source in sorted(texts.items()):
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    (folder / "INDEX.txt").write_text(index_text(present, files), encoding="utf-8")
    return folder


def present_in(entries: Sequence[Component], files: Sequence[str]) -> list[Component]:
    """The entries a set of bundle files holds (pure Python ones always: they live in the
    executable's archive)."""
    return [entry for entry in entries if not entry.files or owned_files(entry, files)]


def debian_libraries(bundle: Path, entries: Sequence[Component]) -> list[tuple[str, str]]:
    """Bundle files Debian provides itself: (file, Debian package) pairs."""
    files = bundle_files(bundle)
    return [(relative, entry.debian[0]) for entry in entries if entry.debian
            for relative in owned_files(entry, files)]


def debian_copyright(prefix: str, entries: Sequence[Component], files: Sequence[str]) -> str:
    """A machine-readable copyright file (DEP-5) for a .deb that installs a bundle holding
    ``files`` under ``prefix``, and its licence texts in
    ``/usr/share/doc/schotten-totten/licenses``."""
    doc = "/usr/share/doc/schotten-totten/licenses"
    paragraphs = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: schotten-totten\n"
        "Upstream-Contact: Schotten Totten desktop team <games@schottentotten.invalid>\n"
        "Comment: The game carries the third-party components listed below.\n"
        f" The full text of every licence, with each project's notices, is in\n {doc}/ "
        "(INDEX.txt there names the file of each component).",
        "Files: *\nCopyright: 2026 Schotten Totten desktop team\nLicense: proprietary\n"
        + indent(OWN_NOTICE),
    ]
    licences: dict[str, str] = {}
    for entry in present_in(entries, files):
        # Pure Python modules travel inside the executable's archive.
        patterns = " ".join(f"{prefix}/{pattern}"
                            for pattern in entry.files or ("schotten-totten",))
        paragraphs.append(
            f"Files: {patterns}\nCopyright: {entry.copyright}\nLicense: {entry.licence}\n"
            f"Comment: {entry.name}. Source: {entry.source}\n Licence texts: "
            + ", ".join(f"{doc}/{shipped_name(text)}" for text in entry.texts))
        licences.setdefault(entry.licence, shipped_name(entry.texts[0]))
    for licence, text in licences.items():
        paragraph = (f"License: {licence}\n Each component's own text, with its notices, is "
                     f"named in its Files paragraph,\n for example {doc}/{text}.")
        common = next((name for family, name in DEBIAN_COMMON.items()
                       if licence.startswith(family)), None)
        if common:
            paragraph += (f"\n On Debian systems it is also in {COMMON_LICENSES}{common}.")
        paragraphs.append(paragraph)
    return "\n\n".join(paragraphs) + "\n"


def indent(text: str) -> str:
    """A DEP-5 field body: every line indented by one space, empty lines as " ."."""
    return "\n".join(f" {line}" if line else " ." for line in text.rstrip("\n").splitlines())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    copyright_ = commands.add_parser("copyright", help="print the .deb's copyright file")
    copyright_.add_argument("prefix", help="where the .deb installs the bundle, e.g. "
                            "usr/lib/schotten-totten")
    copyright_.add_argument("bundle", type=Path, help="the bundle as the .deb holds it")
    libraries = commands.add_parser("debian-libraries",
                                    help="print the bundled files Debian provides")
    libraries.add_argument("bundle", type=Path)
    licenses = commands.add_parser("licenses", help="write BUNDLE/licenses/")
    licenses.add_argument("bundle", type=Path)
    args = parser.parse_args(argv)
    entries = components()
    if args.command == "copyright":
        sys.stdout.write(debian_copyright(args.prefix.strip("/"), entries,
                                          bundle_files(args.bundle)))
    elif args.command == "debian-libraries":
        for relative, package in debian_libraries(args.bundle, entries):
            print(relative, package)
    else:
        print(write_licenses(args.bundle, entries))
    return 0


if __name__ == "__main__":
    sys.exit(main())
