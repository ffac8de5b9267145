"""Bundle diff: memories, relations and conversations; run-specific fields ignored; text and JSON output."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.jsonio import dumps_bytes
from pamport.pipeline.bundle_io import read_store, write_store
from pamport.pipeline.commands import diff_command, write_incremental
from pamport.pipeline.diff import TEXT_LIMIT, changed_paths, diff_bundles
from pamport.pipeline.incremental import with_retractions
from pamport.pipeline.run import ConvertOptions, convert
from pamport.schemas.canonical import integrity_block
from tests.test_incremental import mid, store
from tests.toy_importer import ToyImporter


def conversation(cid: str, texts: list[str], imported_at: str = "2025-01-01T00:00:00Z") -> dict[str, Any]:
    return {
        "schema": "portable-ai-memory-conversation",
        "schema_version": "1.0",
        "id": cid,
        "provider": {"name": "chatgpt", "conversation_id": cid},
        "title": f"Conversation {cid}",
        "temporal": {"created_at": "2024-01-01T00:00:00Z"},
        "messages": [
            {
                "id": f"{cid}-m{i}",
                "role": "user",
                "content": {"type": "text", "text": text},
                "created_at": "2024-01-01T00:00:00Z",
            }
            for i, text in enumerate(texts)
        ],
        "import_metadata": {"importer_version": "chatgpt-importer/2025.01", "imported_at": imported_at},
    }


def bundle(path: Path, data: dict[str, Any], conversations: list[dict[str, Any]]) -> Path:
    (path / "conversations").mkdir(parents=True)
    for conv in conversations:
        (path / "conversations" / f"{conv['id']}.json").write_bytes(dumps_bytes(conv))
    write_store(path, data)
    return path


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    old_store = store(
        {1: (0, "active", 0), 2: (0, "active", 1), 3: (0, "active", 1), 4: (0, "active", 2)},
        {(1, 2), (3, 4)},
        "export-1",
        "2025-01-01T00:00:00Z",
    )
    new_store = store(
        {1: (0, "active", 0), 2: (1, "active", 1), 3: (0, "retracted", 1), 5: (0, "active", 3)},
        {(1, 2), (2, 5)},
        "export-2",
        "2025-06-01T00:00:00Z",
    )
    old = bundle(
        tmp_path / "old",
        old_store,
        [
            conversation("conv-0", ["hi"]),
            conversation("conv-1", ["a", "b", "c"]),
            conversation("conv-2", ["x"]),
        ],
    )
    changed = conversation("conv-1", ["a", "B!", "d"], imported_at="2025-06-01T00:00:00Z")
    changed["messages"].pop(2)
    changed["messages"].append(
        {**changed["messages"][0], "id": "conv-1-m9", "content": {"type": "text", "text": "z"}}
    )
    changed["import_metadata"]["importer_version"] = "chatgpt-importer/2025.06"
    new = bundle(
        tmp_path / "new",
        new_store,
        [
            conversation("conv-0", ["hi"], imported_at="2025-06-01T00:00:00Z"),
            changed,
            conversation("conv-3", ["new"]),
        ],
    )
    return old, new


def test_reports_every_kind_of_change(pair: tuple[Path, Path]) -> None:
    diff = diff_bundles(*pair)
    assert [m.id for m in diff.memories_added] == [mid(5)]
    [changed] = diff.memories_changed
    assert changed.id == mid(2)
    assert changed.fields == ["confidence.current", "tags", "temporal.updated_at"]
    assert [m.id for m in diff.memories_retracted] == [mid(3)]
    assert [m.id for m in diff.memories_removed] == [mid(4)]
    assert {(r.source, r.target) for r in diff.relations_added} == {(mid(2), mid(5))}
    assert {(r.source, r.target) for r in diff.relations_removed} == {(mid(3), mid(4))}
    assert [c.id for c in diff.conversations_added] == ["conv-3"]
    assert [c.id for c in diff.conversations_removed] == ["conv-2"]
    [conv] = diff.conversations_changed  # conv-0 differs only in imported_at, which is ignored
    assert conv.id == "conv-1"
    assert conv.messages_added == ["conv-1-m9"]
    assert conv.messages_removed == ["conv-1-m2"]
    assert conv.messages_text_changed == ["conv-1-m1"]
    assert "import_metadata.importer_version" in conv.fields
    assert conv.fields == ["import_metadata.importer_version"]
    assert diff.store_fields == []  # export_id and export_date differ but are not compared
    assert not diff.identical


def test_text_and_json_output(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert diff_command(*pair, as_json=False) == 1
    text = capsys.readouterr().out
    assert "Memories:      1 added, 1 changed, 1 retracted, 1 removed" in text
    assert "Relations:     1 added, 0 changed, 1 removed" in text
    assert "Conversations: 1 added, 1 changed, 1 removed" in text
    assert f"~ User fact number 2 ({mid(2)}): confidence.current, tags, temporal.updated_at" in text
    assert "1 message(s) added; 1 message(s) removed; 1 message(s) with new text" in text
    assert diff_command(*pair, as_json=True) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["counts"]["memories_added"] == 1 and data["identical"] is False
    assert data["conversations_changed"][0]["messages_added"] == ["conv-1-m9"]


def test_same_bundle_twice_is_identical(pair: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    old, _ = pair
    assert diff_command(old, old, as_json=False) == 0
    assert "No differences" in capsys.readouterr().out


def test_long_sections_are_cut_in_text_only(tmp_path: Path) -> None:
    many = store({k: (0, "active", 0) for k in range(TEXT_LIMIT + 5)}, set(), "e1", "2025-01-01T00:00:00Z")
    empty = store({}, set(), "e0", "2025-01-01T00:00:00Z")
    write_store(tmp_path / "a.json", empty)
    write_store(tmp_path / "b.json", many)
    diff = diff_bundles(tmp_path / "a.json", tmp_path / "b.json")
    assert len(diff.to_json()["memories_added"]) == TEXT_LIMIT + 5
    assert "... and 5 more added" in diff.render_text()


def test_changed_paths() -> None:
    assert changed_paths({"a": 1, "b": {"c": 1, "d": [1]}}, {"a": 1, "b": {"c": 2, "d": [2]}}) == [
        "b.c",
        "b.d",
    ]
    assert changed_paths({"a": None}, {}) == []
    assert changed_paths({"a": {"b": {"c": 1}}}, {"a": {"b": {"c": 2}}}) == ["a.b"]


def test_store_level_fields_are_reported(tmp_path: Path) -> None:
    base = store({1: (0, "active", 0)}, set(), "e1", "2025-01-01T00:00:00Z")
    other = copy.deepcopy(base)
    other["owner"]["id"] = "owner-2"
    other["export_id"], other["export_date"] = "e2", "2026-01-01T00:00:00Z"
    other["integrity"] = integrity_block(other["memories"])
    write_store(tmp_path / "a.json", base)
    write_store(tmp_path / "b.json", other)
    assert diff_bundles(tmp_path / "a.json", tmp_path / "b.json").store_fields == ["owner.id"]


# -- end to end: convert twice, diff, delta, merge ------


def _export(path: Path, convs: dict[str, list[str]]) -> Path:
    path.write_text(json.dumps([{"id": k, "texts": v} for k, v in convs.items()]), encoding="utf-8")
    return path


def test_reimport_diff_delta_merge(
    tmp_path: Path,
    toy: type[ToyImporter],
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = _export(
        tmp_path / "v1.json", {"c0": ["hello"], "c1": ["one", "two"], "c3": ["I live in Lisbon."]}
    )
    second = _export(tmp_path / "v2.json", {"c0": ["hello"], "c1": ["one", "TWO"], "c2": ["My name is Ana."]})
    a, b, full = tmp_path / "a", tmp_path / "b", tmp_path / "b-full"
    convert(first, a, ConvertOptions(export_id="e1", export_date="2025-01-01T00:00:00Z"))
    options = ConvertOptions(export_id="e2", export_date="2025-06-01T00:00:00Z")
    convert(second, full, options)
    result = convert(second, b, options)

    assert main(["diff", str(a), str(full)]) == 1
    text = capsys.readouterr().out
    assert "Conversations: 1 added, 1 changed, 1 removed" in text
    assert "1 message(s) with new text" in text
    assert "[fact] User lives in Lisbon" in text and "[identity] User's name is Ana" in text

    delta = write_incremental(a, result.store, b)
    assert delta["export_type"] == "incremental" and delta["base_export_id"] == "e1"
    [gone] = [m for m in delta["memories"] if m["status"] == "retracted"]
    assert gone["content"] == "User lives in Lisbon"
    # the retracted memory's conversation is not in the new export: its file comes from the base
    ref = next(e for e in delta["conversations_index"] if e["id"] == gone["provenance"]["conversation_ref"])
    assert (b / ref["storage"]["ref"]).read_bytes() == (a / ref["storage"]["ref"]).read_bytes()
    assert main(["validate", str(b)]) == 0, capsys.readouterr().out
    capsys.readouterr()

    merged = tmp_path / "merged"
    assert main(["merge", str(a), str(b), "-o", str(merged)]) == 0
    expected = with_retractions(read_store(a), read_store(full), "2025-06-01T00:00:00Z")
    assert read_store(merged)["memories"] == expected["memories"]
    assert main(["validate", str(merged)]) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert main(["diff", str(full), str(merged), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [m["content"] for m in report["memories_added"]] == ["User lives in Lisbon"]  # kept, retracted
    assert report["counts"]["memories_changed"] == 0 and report["counts"]["conversations_removed"] == 0
