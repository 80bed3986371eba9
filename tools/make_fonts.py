"""Derive the display font the game draws titles with: Vollkorn Bold with lining figures.

Vollkorn's default digits are old-style, so "Player 1" reads "Player ı" in a title;
pygame cannot ask for the ``lnum`` feature, so this derivative maps the digits to the
lining glyphs (``one.lf`` …) and renames the family "Vollkorn LF", as the SIL Open Font
License asks of modified versions. Same input, same bytes.

Run: ``python tools/make_fonts.py [--out DIR]`` (needs fontTools: the ``art`` extra).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "assets/fonts/Vollkorn-Bold.ttf"
TARGET = "assets/fonts/VollkornLF-Bold.ttf"
DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def derive(source: Path, target: Path) -> None:
    font = TTFont(str(source), recalcTimestamp=False)
    for table in font["cmap"].tables:
        if table.isUnicode():
            for index, name in enumerate(DIGITS):
                if ord("0") + index in table.cmap:
                    table.cmap[ord("0") + index] = f"{name}.lf"
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 3, 4, 6, 16):
            text = record.toUnicode()
            text = text.replace("Vollkorn-", "VollkornLF-").replace("Vollkorn", "Vollkorn LF")
            record.string = text
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="folder that receives assets/")
    args = parser.parse_args()
    derive(ROOT / SOURCE, args.out / TARGET)
    print(args.out / TARGET)


if __name__ == "__main__":
    main()
