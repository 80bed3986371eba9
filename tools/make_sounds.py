"""Generate the game's sound effects and music loop into ``assets/sounds/`` (standard library).

Every sound is synthesised from a fixed seed, so the same script writes the same bytes.
Effects are short (under a second); the music is a quiet loop: a drone in A with a
plucked-string melody in A mixolydian, a nod to the pipes of the Highlands.

Run: ``python tools/make_sounds.py [--out DIR]``.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent


def note(name: str) -> float:
    """Frequency of a note such as ``A3`` or ``F#4``."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = names[name[0]] + (1 if "#" in name else 0) - (1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


def envelope(length: int, attack: float, decay: float) -> list[float]:
    """Linear attack then exponential decay; ``decay`` is the time constant in seconds."""
    attack_n = max(1, int(attack * RATE))
    return [
        i / attack_n if i < attack_n else math.exp(-(i - attack_n) / (decay * RATE))
        for i in range(length)
    ]


def tone(freq: float, seconds: float, partials: Iterable[tuple[float, float]] = ((1, 1),),
         attack: float = 0.005, decay: float = 0.2) -> list[float]:
    length = int(seconds * RATE)
    env = envelope(length, attack, decay)
    parts = list(partials)
    return [
        env[i] * sum(amp * math.sin(2 * math.pi * freq * mult * i / RATE) for mult, amp in parts)
        for i in range(length)
    ]


def pluck(freq: float, seconds: float, rng: random.Random, brightness: float = 0.5) -> list[float]:
    """Karplus–Strong plucked string."""
    period = max(2, int(RATE / freq))
    raw = [rng.uniform(-1, 1) for _ in range(period)]
    # A softened excitation: averaging neighbours takes the click off the attack.
    buffer = [(raw[i - 1] + 2 * raw[i] + raw[(i + 1) % period]) / 4 for i in range(period)]
    out = []
    damping = 0.996
    for i in range(int(seconds * RATE)):
        sample = buffer[i % period]
        following = buffer[(i + 1) % period]
        buffer[i % period] = damping * ((1 - brightness) * sample + brightness * following)
        out.append(sample)
    return out


def noise_burst(seconds: float, rng: random.Random, decay: float, smooth: float) -> list[float]:
    """Low-passed noise with a fast decay: the sound of a card landing on felt."""
    length = int(seconds * RATE)
    env = envelope(length, 0.002, decay)
    out, last = [], 0.0
    for i in range(length):
        last += smooth * (rng.uniform(-1, 1) - last)
        out.append(last * env[i])
    return out


def mix(*tracks: tuple[int, list[float], float]) -> list[float]:
    """Sum tracks given as ``(start sample, samples, gain)``."""
    length = max(start + len(samples) for start, samples, _ in tracks)
    out = [0.0] * length
    for start, samples, gain in tracks:
        for i, value in enumerate(samples):
            out[start + i] += gain * value
    return out


def normalise(samples: list[float], peak: float) -> list[float]:
    top = max(abs(value) for value in samples) or 1.0
    return [value * peak / top for value in samples]


def fade_out(samples: list[float], seconds: float) -> list[float]:
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1 - i / n
    return samples


def write_wav(path: Path, samples: list[float]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = b"".join(
        struct.pack("<h", int(max(-1.0, min(1.0, value)) * 32767)) for value in samples
    )
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


BELL = ((1, 1.0), (2.0, 0.4), (3.01, 0.2), (4.2, 0.1))
at = int  # sample offsets read better as at(seconds * RATE)


def place(rng: random.Random) -> list[float]:
    thud = noise_burst(0.18, rng, 0.035, 0.25)
    body = tone(110, 0.18, ((1, 1),), 0.002, 0.04)
    return normalise(mix((0, thud, 1.0), (0, body, 0.5)), 0.6)


def claim(rng: random.Random) -> list[float]:
    first = tone(note("E5"), 0.9, BELL, 0.004, 0.25)
    second = tone(note("A5"), 0.9, BELL, 0.004, 0.3)
    stone = noise_burst(0.25, rng, 0.06, 0.08)
    return fade_out(normalise(mix((0, stone, 0.8), (at(0.04 * RATE), first, 0.6),
                                  (at(0.16 * RATE), second, 0.7)), 0.7), 0.2)


def tactic(rng: random.Random) -> list[float]:
    notes = ["A4", "C#5", "E5", "A5", "C#6"]
    tracks = [(at(i * 0.06 * RATE), tone(note(n), 0.6, BELL, 0.003, 0.15), 0.5)
              for i, n in enumerate(notes)]
    shimmer = noise_burst(0.5, rng, 0.2, 0.9)
    return fade_out(normalise(mix(*tracks, (0, shimmer, 0.08)), 0.6), 0.2)


def win(rng: random.Random) -> list[float]:
    notes = [("A4", 0.0), ("C#5", 0.15), ("E5", 0.3), ("A5", 0.45), ("E5", 0.7), ("A5", 0.85)]
    tracks = [(at(start * RATE), pluck(note(n), 1.2, rng, 0.45), 0.6) for n, start in notes]
    drone = tone(note("A2"), 2.0, ((1, 1), (2, 0.5), (3, 0.3)), 0.05, 1.2)
    return fade_out(normalise(mix(*tracks, (0, drone, 0.35)), 0.75), 0.5)


def lose(rng: random.Random) -> list[float]:
    notes = [("E5", 0.0), ("D5", 0.22), ("C5", 0.44), ("A4", 0.7)]
    tracks = [(at(start * RATE), pluck(note(n), 1.2, rng, 0.3), 0.6) for n, start in notes]
    drone = tone(note("A2"), 1.8, ((1, 1), (2, 0.4)), 0.05, 0.9)
    return fade_out(normalise(mix(*tracks, (0, drone, 0.3)), 0.65), 0.5)


def button(rng: random.Random) -> list[float]:
    click = tone(1800, 0.05, ((1, 1), (2.7, 0.3)), 0.001, 0.008)
    return normalise(mix((0, click, 1.0), (0, noise_burst(0.03, rng, 0.005, 0.5), 0.3)), 0.4)


def draw_card(rng: random.Random) -> list[float]:
    swish = noise_burst(0.22, rng, 0.07, 0.6)
    return normalise(swish, 0.35)


def music(rng: random.Random) -> list[float]:
    """A 32-second loop: drone on A and E, melody in A mixolydian, plucked."""
    beat = 0.5
    phrase = [
        "A4", "B4", "C#5", "E5", "D5", "C#5", "B4", "A4",
        "G4", "A4", "B4", "D5", "C#5", "B4", "A4", "E4",
        "A4", "C#5", "E5", "F#5", "E5", "D5", "C#5", "B4",
        "A4", "G4", "E4", "G4", "A4", "A4", "-", "-",
    ]
    length_s = len(phrase) * beat * 2
    tracks: list[tuple[int, list[float], float]] = []
    for repeat in range(2):
        for i, name in enumerate(phrase):
            if name == "-":
                continue
            start = (repeat * len(phrase) + i) * beat
            accent = 0.5 if i % 4 == 0 else 0.38
            tracks.append((at(start * RATE), pluck(note(name), 1.6, rng, 0.4), accent))
    samples = int(length_s * RATE)
    drone = [
        0.16 * math.sin(2 * math.pi * note("A2") * i / RATE)
        + 0.08 * math.sin(2 * math.pi * note("E3") * i / RATE)
        + 0.05 * math.sin(2 * math.pi * note("A3") * i / RATE * (1 + 0.001 * math.sin(i / RATE)))
        for i in range(samples)
    ]
    mixed = mix((0, drone, 1.0), *tracks)[:samples]
    return normalise(mixed, 0.45)


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "place": place,
    "claim": claim,
    "tactic": tactic,
    "win": win,
    "lose": lose,
    "button": button,
    "draw": draw_card,
    "music": music,
}


def generate(out: Path) -> list[Path]:
    written = []
    for index, (name, make) in enumerate(sorted(SOUNDS.items())):
        path = out / "assets" / "sounds" / f"{name}.wav"
        write_wav(path, make(random.Random(1000 + index)))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="folder that receives assets/")
    args = parser.parse_args()
    for path in generate(args.out):
        print(path)


if __name__ == "__main__":
    main()
