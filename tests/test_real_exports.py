"""Every real export in ../shared/real-exports converts without a crash, with an explained report.

Each file is converted on its own (as a user holding just that file would), each fixture folder as a whole, and
then the whole tree at once (a folder holding several providers' exports). Skips when ../shared is absent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pamport.errors import EmptyExport, PamportError
from pamport.pipeline.run import ConvertOptions, convert
from tests.conftest import SHARED
from tests.pam_check import assert_bundle_valid

REAL = SHARED / "real-exports"
#: Inputs that hold nothing to convert and must say so clearly instead of producing an empty bundle.
EXPECTED_EMPTY = {"copilot/empty-format-b", "copilot/empty-format-b/copilot-chat-activity.csv"}


def _inputs() -> list[str]:
    if not REAL.is_dir():
        return []
    files = [p for p in REAL.rglob("*") if p.is_file() and p.name != "README.md"]
    folders = {p.parent for p in files if p.parent != REAL and p.parent.parent != REAL} | {
        p.parent for p in files if p.parent.parent == REAL
    }
    names = {p.relative_to(REAL).as_posix() for p in files} | {p.relative_to(REAL).as_posix() for p in folders}
    return sorted(names)


def _convert(rel: str, out: Path) -> dict[str, object]:
    convert(REAL / rel, out, ConvertOptions())
    report: dict[str, object] = json.loads((out / "import-report.json").read_text(encoding="utf-8"))
    return report


@pytest.mark.parametrize("rel", _inputs() or ["(none)"])
def test_real_export_converts(rel: str, real_exports: Path, tmp_path: Path) -> None:
    out = tmp_path / "bundle"
    if rel in EXPECTED_EMPTY:
        with pytest.raises(EmptyExport) as err:
            convert(REAL / rel, out, ConvertOptions())
        assert "copilot-chat-activity.csv" in str(err.value) or "empty" in str(err.value).lower()
        assert not out.exists()
        return
    try:
        report = _convert(rel, out)
    except PamportError as exc:  # a clear, named refusal is acceptable only for inputs that are not exports
        pytest.fail(f"{rel}: {exc}")
    assert_bundle_valid(out)
    importers = report["importers"]
    assert isinstance(importers, list) and importers
    for stats in importers:
        # the report explains itself: everything read is either converted or skipped with a reason
        assert stats["records_read"], stats
        assert sum(stats["skip_reasons"].values()) == sum(stats["records_skipped"].values())
    for skipped in report["skipped"]:  # type: ignore[attr-defined]
        assert skipped["file"] and skipped["location"] and skipped["reason"]


def test_whole_tree_converts_into_one_bundle(real_exports: Path, tmp_path: Path) -> None:
    out = tmp_path / "all"
    report = _convert(".", out)
    assert_bundle_valid(out)
    platforms = {s["platform"] for s in report["importers"]}  # type: ignore[attr-defined]
    assert {"chatgpt", "claude", "gemini", "grok"} <= platforms
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    indexed = {e["platform"] for e in store["conversations_index"]}
    assert {"chatgpt", "claude", "gemini", "grok"} <= indexed
    # the header-only Copilot file is reported, not silently ignored
    assert any("copilot" in w.lower() for w in report["warnings"]) or "copilot" in platforms  # type: ignore[attr-defined]
