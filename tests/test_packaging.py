"""The offline build: bundle, self-test, .deb installed with dpkg -x, installed self-test.

Slow (about a minute): run with ``make dist-check`` or ``make slow-test``.
"""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "schotten-totten"
MAX_BUNDLE_BYTES = 80 * 1024 * 1024

pytestmark = pytest.mark.slow


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def snapshot(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_mtime_ns for p in folder.rglob("*")}


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
    result: subprocess.CompletedProcess[str] = subprocess.run(  # type: ignore[call-overload]
        command, capture_output=True, text=True, timeout=600, env=env, check=False, **kwargs)
    return result


@pytest.fixture(scope="module")
def bundle() -> Path:
    if shutil.which("objdump") is None:
        pytest.skip("PyInstaller needs binutils (objdump), which this machine lacks")
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        pytest.skip("PyInstaller is not installed: run make dist-check")
    started = time.perf_counter()
    result = run([str(pyinstaller), "--noconfirm", "--clean", "--log-level", "WARN",
                  "build.spec"], cwd=ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    print(f"\nbuild: {time.perf_counter() - started:.1f} s, "
          f"{folder_bytes(BUNDLE) / 2**20:.1f} MB unpacked")
    return BUNDLE


def test_bundle_is_small_enough(bundle: Path) -> None:
    assert folder_bytes(bundle) <= MAX_BUNDLE_BYTES


def test_frozen_selftest_passes_and_writes_nothing_beside_the_game(
        bundle: Path, tmp_path: Path) -> None:
    before = snapshot(bundle)
    shot = tmp_path / "frozen.png"
    result = run([str(bundle / "schotten-totten"), "--selftest", "--screenshot", str(shot)])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 missing assets" in result.stdout and "round over" in result.stdout
    assert shot.stat().st_size > 10_000
    assert snapshot(bundle) == before


def test_frozen_version_comes_from_pyproject(bundle: Path) -> None:
    version = next(line.split('"')[1] for line in (ROOT / "pyproject.toml").read_text()
                   .splitlines() if line.startswith("version = "))
    result = run([str(bundle / "schotten-totten"), "--version"])
    assert result.returncode == 0 and result.stdout.strip() == f"schotten-totten {version}"


def test_deb_installs_and_its_launcher_passes_the_selftest(bundle: Path, tmp_path: Path) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not available on this machine")
    result = run(["bash", "packaging/linux/build_deb.sh"], cwd=ROOT)
    assert result.returncode == 0, result.stderr
    deb = ROOT / result.stdout.strip().splitlines()[-1]
    root = tmp_path / "root"
    assert run(["dpkg-deb", "-x", str(deb), str(root)]).returncode == 0
    launcher = root / "usr" / "bin" / "schotten-totten"
    assert launcher.is_symlink()
    assert (root / "usr/share/applications/schotten-totten.desktop").is_file()
    assert (root / "usr/share/icons/hicolor/256x256/apps/schotten-totten.png").is_file()
    installed = run([str(launcher), "--selftest"])
    assert installed.returncode == 0, installed.stdout + installed.stderr
    listing = run(["dpkg-deb", "-c", str(deb)]).stdout
    assert "./opt/schotten-totten/schotten-totten" in listing
    assert all(" ./opt/" in line or " ./usr/" in line or line.endswith(" ./")
               for line in listing.splitlines())
