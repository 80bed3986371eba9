"""The derived display font: lining digits, and reproduced byte for byte by its script."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_make_fonts_reproduces_the_committed_font(tmp_path: Path) -> None:
    pytest.importorskip("fontTools", reason="the font script needs the art extra (fontTools)")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_fonts.py"), "--out",
                    str(tmp_path)], check=True, capture_output=True)
    fresh = tmp_path / "assets" / "fonts" / "VollkornLF-Bold.ttf"
    assert fresh.read_bytes() == (ROOT / "assets" / "fonts" / "VollkornLF-Bold.ttf").read_bytes()


@pytest.mark.slow
def test_derived_font_maps_digits_to_lining_figures() -> None:
    ttlib = pytest.importorskip("fontTools.ttLib", reason="needs the art extra (fontTools)")
    font = ttlib.TTFont(str(ROOT / "assets" / "fonts" / "VollkornLF-Bold.ttf"))
    cmap = font.getBestCmap()
    assert all(cmap[ord(digit)].endswith(".lf") for digit in "0123456789")
    family = font["name"].getDebugName(1)
    assert family == "Vollkorn LF"
