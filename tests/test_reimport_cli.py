"""Re-importing with ``convert --base`` then ``merge`` reproduces a full re-run (same integrity checksum)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pamport.cli import main

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"


def _store(path: Path) -> dict:  # type: ignore[type-arg]
    return json.loads((path / "memory-store.json").read_text(encoding="utf-8"))


@pytest.fixture
def older_export(tmp_path: Path) -> Path:
    """The same account exported earlier: fewer conversations."""
    old = tmp_path / "old-export"
    old.mkdir()
    conversations = json.loads((SAMPLE / "conversations.json").read_text(encoding="utf-8"))
    assert len(conversations) >= 4
    (old / "conversations.json").write_text(json.dumps(conversations[:3]), encoding="utf-8")
    shutil.copy(SAMPLE / "user.json", old / "user.json")
    return old


def test_delta_merged_into_base_equals_full_rerun(tmp_path: Path, older_export: Path) -> None:
    base, full, delta, merged = (tmp_path / n for n in ("base", "full", "delta", "merged"))
    assert main(["convert", str(older_export), "-o", str(base), "-q"]) == 0
    assert main(["convert", str(SAMPLE), "-o", str(full), "-q"]) == 0
    assert main(["convert", str(SAMPLE), "-o", str(delta), "--base", str(base), "-q"]) == 0
    d = _store(delta)
    assert d["export_type"] == "incremental"
    assert d["base_export_id"] == _store(base)["export_id"]
    assert d["since"] == _store(base)["export_date"]
    assert 0 < len(d["memories"]) < len(_store(full)["memories"])
    assert main(["merge", str(base), str(delta), "-o", str(merged)]) == 0
    assert _store(merged)["integrity"] == _store(full)["integrity"]
    assert sorted(m["id"] for m in _store(merged)["memories"]) == sorted(m["id"] for m in _store(full)["memories"])
    for bundle in (base, full, delta, merged):
        assert main(["validate", str(bundle)]) == 0


def test_diff_reports_what_a_reimport_adds(
    tmp_path: Path, older_export: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["convert", str(older_export), "-o", str(tmp_path / "a"), "-q"]) == 0
    assert main(["convert", str(SAMPLE), "-o", str(tmp_path / "b"), "-q"]) == 0
    capsys.readouterr()
    assert main(["diff", str(tmp_path / "a"), str(tmp_path / "b"), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["conversations_added"], report
    assert report["counts"]["conversations_added"] == len(report["conversations_added"])
    assert main(["diff", str(tmp_path / "b"), str(tmp_path / "b")]) == 0
