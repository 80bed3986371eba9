"""Atomic writes, and unreadable files set aside rather than lost or fatal."""

import json
from pathlib import Path

import pytest

from scenes.model import storage


def test_data_dir_follows_the_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.DATA_DIR_VARIABLE, str(tmp_path / "here"))
    assert storage.data_dir() == tmp_path / "here"


def test_atomic_write_replaces_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "save.json"
    storage.atomic_write_text(target, "one")
    storage.atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["save.json"]


def test_missing_file_is_not_a_problem(tmp_path: Path) -> None:
    assert storage.load_json(tmp_path / "nothing.json", dict) == (None, None)


@pytest.mark.parametrize("content", [b"{broken", b"\xff\xfe\x00", b"[1, 2]"])
def test_unreadable_file_is_set_aside_and_reported(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)

    def parse(data: object) -> dict[str, object]:
        if not isinstance(data, dict):
            raise ValueError("settings must be an object")
        return data

    value, problem = storage.load_json(path, parse)
    assert value is None and problem is not None and problem.detail
    assert problem.kind in ("unreadable", "not_json", "invalid")
    assert not path.exists()
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    path.write_bytes(content)
    _, again = storage.load_json(path, parse)
    assert again is not None and again.moved_to != problem.moved_to


def test_good_file_is_parsed(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    storage.atomic_write_text(path, json.dumps({"games": 3}))
    assert storage.load_json(path, dict) == ({"games": 3}, None)
