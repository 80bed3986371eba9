"""The generated sounds: present, valid, short, and reproducible byte for byte."""

import subprocess
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"
EFFECTS = ("place", "claim", "tactic", "win", "lose", "button", "draw")


def seconds(path: Path) -> float:
    with wave.open(str(path)) as sound:
        assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
        return float(sound.getnframes() / sound.getframerate())


def test_every_effect_exists_and_is_short() -> None:
    for name in EFFECTS:
        assert 0.02 < seconds(SOUNDS / f"{name}.wav") <= 2.5, name


def test_music_loop_exists() -> None:
    assert seconds(SOUNDS / "music.wav") >= 20


def test_generator_is_deterministic(tmp_path: Path) -> None:
    script = ROOT / "tools" / "make_sounds.py"
    subprocess.run([sys.executable, str(script), "--out", str(tmp_path)], check=True,
                   capture_output=True)
    for committed in SOUNDS.glob("*.wav"):
        fresh = tmp_path / "assets" / "sounds" / committed.name
        assert fresh.read_bytes() == committed.read_bytes(), committed.name
