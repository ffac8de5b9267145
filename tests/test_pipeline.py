"""The convert pipeline: atomic output, determinism, checksums, memory-store assembly."""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from pamport.errors import EmptyExport, OutputExists, OutputRefused, UnknownFormat
from pamport.pipeline.run import ConvertOptions, convert
from pamport.schemas.canonical import integrity_checksum
from tests.toy_importer import ToyImporter, toy_export

CHATGPT_SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"
VARYING = {"export_id", "export_date", "imported_at"}


def _strip_varying(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_varying(v) for k, v in value.items() if k not in VARYING}
    if isinstance(value, list):
        return [_strip_varying(v) for v in value]
    return value


def test_bundle_layout_and_checksums(tmp_path: Path, toy: type[ToyImporter]) -> None:
    src = toy_export(tmp_path / "export.json")
    result = convert(src, tmp_path / "out", ConvertOptions(extractors=()))
    out = tmp_path / "out"
    assert sorted(p.name for p in out.iterdir()) == ["conversations", "import-report.json", "memory-store.json"]
    assert result.conversations == 3 and result.messages == 6
    store = json.loads((out / "memory-store.json").read_text())
    # the same statement in three conversations is one memory
    assert len(store["memories"]) == 1
    assert store["integrity"]["checksum"] == integrity_checksum(store["memories"])
    assert store["integrity"]["total_memories"] == 1
    digest = "sha256:" + hashlib.sha256(src.read_bytes()).hexdigest()
    for entry in store["conversations_index"]:
        conv = json.loads((out / entry["storage"]["ref"]).read_text())
        assert conv["import_metadata"]["source_checksum"] == digest
        assert conv["import_metadata"]["source_file"] == "export.json"
        assert conv["import_metadata"]["importer_version"] == "toy-importer/2025.01"
        assert entry["message_count"] == len(conv["messages"])
    memory = store["memories"][0]
    owners = [e["id"] for e in store["conversations_index"] if memory["id"] in e["derived_memories"]]
    assert owners == [memory["provenance"]["conversation_ref"]]


def test_interrupted_run_leaves_nothing(tmp_path: Path, toy: type[ToyImporter]) -> None:
    src = toy_export(tmp_path / "export.json", n=5)
    toy.fail_after = 2
    with pytest.raises(RuntimeError):
        convert(src, tmp_path / "out", ConvertOptions(extractors=()))
    assert not (tmp_path / "out").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["export.json"], "staging folder left behind"


def test_existing_output_needs_force(tmp_path: Path, toy: type[ToyImporter]) -> None:
    src = toy_export(tmp_path / "export.json")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "old.txt").write_text("old")
    with pytest.raises(OutputExists):
        convert(src, tmp_path / "out", ConvertOptions(extractors=()))
    assert (tmp_path / "out" / "old.txt").exists()
    # --force replaces only a bundle pamport wrote: a folder of someone's files is refused and kept
    with pytest.raises(OutputRefused):
        convert(src, tmp_path / "out", ConvertOptions(extractors=(), force=True))
    assert (tmp_path / "out" / "old.txt").read_text() == "old"
    (tmp_path / "out" / "old.txt").unlink()
    (tmp_path / "out").rmdir()
    convert(src, tmp_path / "out", ConvertOptions(extractors=()))
    first = (tmp_path / "out" / "memory-store.json").read_bytes()
    convert(src, tmp_path / "out", ConvertOptions(extractors=(), force=True))
    assert (tmp_path / "out" / "memory-store.json").read_bytes() != first  # a new export_id: replaced
    assert sorted(p.name for p in tmp_path.iterdir()) == ["export.json", "out"]


def test_zip_and_folder_give_the_same_conversations(tmp_path: Path, toy: type[ToyImporter]) -> None:
    folder = tmp_path / "export"
    folder.mkdir()
    toy_export(folder / "a.json")
    with zipfile.ZipFile(tmp_path / "export.zip", "w") as zf:
        zf.write(folder / "a.json", "a.json")
    convert(folder, tmp_path / "o1", ConvertOptions(extractors=(), export_date="2025-01-01T00:00:00Z"))
    convert(tmp_path / "export.zip", tmp_path / "o2", ConvertOptions(extractors=(), export_date="2025-01-01T00:00:00Z"))
    names1 = sorted(p.name for p in (tmp_path / "o1" / "conversations").iterdir())
    names2 = sorted(p.name for p in (tmp_path / "o2" / "conversations").iterdir())
    assert names1 == names2 and len(names1) == 3


def test_duplicate_conversations_are_reported_not_overwritten(tmp_path: Path, toy: type[ToyImporter]) -> None:
    folder = tmp_path / "export"
    folder.mkdir()
    toy_export(folder / "a.json")
    shutil.copy(folder / "a.json", folder / "b.json")
    result = convert(folder, tmp_path / "out", ConvertOptions(extractors=()))
    assert result.conversations == 3
    assert result.skipped == 3
    report = json.loads((tmp_path / "out" / "import-report.json").read_text())
    assert {s["file"] for s in report["skipped"]} == {"b.json"}
    assert all("duplicate" in s["reason"] for s in report["skipped"])


def test_unknown_input_is_a_clear_error(tmp_path: Path, toy: type[ToyImporter]) -> None:
    odd = tmp_path / "notes.txt"
    odd.write_text("just some notes")
    with pytest.raises(UnknownFormat) as err:
        convert(odd, tmp_path / "out")
    assert "notes.txt" in str(err.value)
    assert not (tmp_path / "out").exists()


def test_empty_export_is_not_success(tmp_path: Path, toy: type[ToyImporter]) -> None:
    src = tmp_path / "export.json"
    src.write_text('[{"id": "x", "texts": []}]')
    # one conversation without messages still converts ...
    convert(src, tmp_path / "ok", ConvertOptions(extractors=()))
    # ... an export with nothing in it does not pretend to succeed
    src.write_text("[]")
    with pytest.raises((EmptyExport, UnknownFormat)):
        convert(src, tmp_path / "out", ConvertOptions(extractors=()))
    assert not (tmp_path / "out").exists()


def test_two_runs_identical_apart_from_varying_fields(tmp_path: Path) -> None:
    if not CHATGPT_SAMPLE.is_dir():
        pytest.skip("ChatGPT sample export missing")
    convert(CHATGPT_SAMPLE, tmp_path / "a")
    convert(CHATGPT_SAMPLE, tmp_path / "b")
    files_a = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*.json"))
    files_b = sorted(p.relative_to(tmp_path / "b") for p in (tmp_path / "b").rglob("*.json"))
    assert files_a == files_b
    for rel in files_a:
        a = json.loads((tmp_path / "a" / rel).read_text())
        b = json.loads((tmp_path / "b" / rel).read_text())
        assert _strip_varying(a) == _strip_varying(b), rel
        if rel.parts[0] == "conversations":
            # byte-identical once imported_at is equal
            stamp_a = a["import_metadata"]["imported_at"]
            stamp_b = b["import_metadata"]["imported_at"]
            raw_b = (tmp_path / "b" / rel).read_bytes().replace(stamp_b.encode(), stamp_a.encode())
            assert (tmp_path / "a" / rel).read_bytes() == raw_b
