"""Incremental exports (spec §16): delta round trips, retractions, schema validity, merge command."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, FormatChecker

from pamport.errors import IntegrityError, OutputExists
from pamport.ids import memory_id, relation_id
from pamport.pipeline.bundle_io import read_store, write_store
from pamport.pipeline.commands import merge_command, write_incremental
from pamport.pipeline.incremental import (
    DeltaError,
    apply_delta,
    make_delta,
    rebuild_derived,
    with_retractions,
)
from pamport.schemas.canonical import content_hash, integrity_block, integrity_checksum
from pamport.schemas.memory_store import ALLOWED_TRANSITIONS, MemoryStore

STATUSES = ("active", "superseded", "deprecated", "retracted", "archived")
DELTA_DATE = "2025-06-01T00:00:00Z"

Entry = tuple[int, str, int]  # (version, status, conversation number)


def mid(key: int) -> str:
    return memory_id("fact", content_hash(f"User fact number {key}"))


def memory(key: int, version: int, status: str, conv: int, replaced_by: str | None) -> dict[str, Any]:
    """A memory as the pipeline writes it (no nulls); ``version`` changes a few fields."""
    content = f"User fact number {key}"
    temporal: dict[str, Any] = {"created_at": f"2024-01-{key + 1:02d}T10:00:00Z"}
    if version:
        temporal["updated_at"] = f"2024-0{version + 1}-01T10:00:00Z"
    if status == "superseded" and replaced_by:
        temporal["superseded_by"] = replaced_by
    return {
        "id": mid(key),
        "type": "fact",
        "status": status,
        "content": content,
        "content_hash": content_hash(content),
        "tags": [f"v{version}"] if version else [],
        "confidence": {"initial": 0.5, "current": 0.5 + version / 10, "decay_model": "none"},
        "temporal": temporal,
        "provenance": {
            "platform": "chatgpt",
            "conversation_ref": f"conv-{conv}",
            "extraction_method": "llm_inference",
        },
        "metadata": {
            "language": "en",
            "evidence": [{"platform": "chatgpt", "created_at": temporal["created_at"]}],
        },
    }


def store(
    entries: dict[int, Entry], pairs: set[tuple[int, int]], export_id: str, date: str, title: str = ""
) -> dict[str, Any]:
    memories = [
        memory(k, v, s, c, mid(k + 1) if k + 1 in entries else None)
        for k, (v, s, c) in sorted(entries.items())
    ]
    memories.sort(key=lambda m: m["id"])
    relations = [
        {
            "id": relation_id("related_to", mid(a), mid(b)),
            "from": mid(a),
            "to": mid(b),
            "type": "related_to",
            "confidence": None,
            "created_at": "2024-05-01T00:00:00Z",
        }
        for a, b in sorted(pairs)
        if a in entries and b in entries and a != b
    ]
    convs = sorted({c for _, _, c in entries.values()})
    index = [
        {
            "id": f"conv-{c}",
            "platform": "chatgpt",
            "title": f"Conversation {c}{title}",
            "message_count": 2,
            "temporal": {"created_at": "2024-01-01T00:00:00Z", "updated_at": None},
            "tags": [],
            "derived_memories": [],
            "storage": {"type": "file", "ref": f"conversations/conv-{c}.json", "format": "json"},
        }
        for c in convs
    ]
    return {
        "schema": "portable-ai-memory",
        "schema_version": "1.0",
        "spec_uri": "https://portable-ai-memory.org/spec/v1.0",
        "export_id": export_id,
        "exported_by": "pamport/0.1.0",
        "export_date": date,
        "owner": {"id": "owner-1", "did": None},
        "memories": memories,
        "relations": sorted(relations, key=lambda r: r["id"]),
        "conversations_index": rebuild_derived(index, memories),
        "integrity": integrity_block(memories),
        "export_type": "full",
        "base_export_id": None,
        "since": None,
        "type_registry": None,
    }


entries_st = st.dictionaries(
    st.integers(0, 12),
    st.tuples(st.integers(0, 2), st.sampled_from(STATUSES), st.integers(0, 3)),
    max_size=10,
)
pairs_st = st.sets(st.tuples(st.integers(0, 12), st.integers(0, 12)), max_size=6)


def _roundtrip(base: dict[str, Any], new: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    delta = make_delta(base, new, str(new["export_id"]), DELTA_DATE)
    return delta, apply_delta(base, delta)


@settings(max_examples=200, deadline=None)
@given(entries_st, pairs_st, entries_st, pairs_st)
def test_applying_the_delta_reproduces_the_new_store(
    base_entries: dict[int, Entry],
    base_pairs: set[tuple[int, int]],
    new_entries: dict[int, Entry],
    new_pairs: set[tuple[int, int]],
) -> None:
    base = store(base_entries, base_pairs, "export-1", "2025-01-01T00:00:00Z")
    new = store(new_entries, new_pairs, "export-2", "2025-06-01T00:00:00Z", title=" (renamed)")
    delta, applied = _roundtrip(base, new)
    expected = with_retractions(base, new, DELTA_DATE)
    assert applied["memories"] == expected["memories"]
    assert applied["integrity"] == expected["integrity"]
    assert applied["relations"] == expected["relations"]
    assert applied["conversations_index"] == expected["conversations_index"]
    if set(base_entries) <= set(new_entries):
        # nothing removed: the merge is the new store itself, to the checksum
        assert applied["memories"] == new["memories"]
        assert applied["integrity"]["checksum"] == new["integrity"]["checksum"]
        assert applied["relations"] == sorted(
            {r["id"]: r for r in [*base["relations"], *new["relations"]]}.values(), key=lambda r: r["id"]
        )
    assert applied["export_type"] == "full" and applied["export_id"] == "export-2"
    assert applied["integrity"]["checksum"] == integrity_checksum(applied["memories"])
    # never deleted: every base memory is still there
    assert {m["id"] for m in base["memories"]} <= {m["id"] for m in applied["memories"]}
    # retirements follow the allowed transitions
    base_by_id = {m["id"]: m for m in base["memories"]}
    new_ids = {m["id"] for m in new["memories"]}
    for m in delta["memories"]:
        if m["id"] not in new_ids and m != base_by_id[m["id"]]:  # (unchanged ones are there as references)
            assert (base_by_id[m["id"]]["status"], m["status"]) in ALLOWED_TRANSITIONS
    # applying the same delta again changes nothing
    again = apply_delta(applied, delta, check_base=False)
    assert again["memories"] == applied["memories"]
    # the carried-forward store is a fixed point
    assert make_delta(expected, expected, "x", DELTA_DATE)["memories"] == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries_st, pairs_st, entries_st, pairs_st)
def test_delta_is_a_valid_incremental_store(
    pam_schemas: Path,
    base_entries: dict[int, Entry],
    base_pairs: set[tuple[int, int]],
    new_entries: dict[int, Entry],
    new_pairs: set[tuple[int, int]],
) -> None:
    base = store(base_entries, base_pairs, "export-1", "2025-01-01T00:00:00Z")
    new = store(new_entries, new_pairs, "export-2", "2025-06-01T00:00:00Z")
    delta, applied = _roundtrip(base, new)
    assert delta["export_type"] == "incremental"
    assert delta["base_export_id"] == "export-1" and delta["since"] == "2025-01-01T00:00:00Z"
    assert delta["integrity"] == integrity_block(delta["memories"])
    assert delta["owner"] == new["owner"]
    schema = json.loads((pam_schemas / "portable-ai-memory.schema.json").read_text(encoding="utf-8"))
    validator = Draft202012Validator(schema, format_checker=FormatChecker())
    for doc in (delta, applied):
        MemoryStore.model_validate(doc)
        errors = list(validator.iter_errors(doc))
        assert not errors, [e.message for e in errors[:3]]
    # self-contained: relations, superseded_by and derived_memories point inside the delta
    ids = {m["id"] for m in delta["memories"]}
    assert all(r["from"] in ids and r["to"] in ids for r in delta["relations"])
    assert all(m["temporal"].get("superseded_by", next(iter(ids))) in ids for m in delta["memories"])
    for entry in delta["conversations_index"]:
        assert set(entry["derived_memories"]) <= ids
    refs = {m["provenance"]["conversation_ref"] for m in delta["memories"]}
    assert refs <= {e["id"] for e in delta["conversations_index"]}


def test_removed_memories_are_retired_never_deleted() -> None:
    base = store(
        {
            1: (0, "active", 0),
            2: (0, "superseded", 0),
            3: (0, "retracted", 0),
            4: (0, "deprecated", 1),
            5: (0, "archived", 1),
        },
        set(),
        "export-1",
        "2025-01-01T00:00:00Z",
    )
    new = store({}, set(), "export-2", "2025-06-01T00:00:00Z")
    delta, applied = _roundtrip(base, new)
    statuses = {m["id"]: m["status"] for m in delta["memories"]}
    # 3 is already retracted: it travels unchanged only because 2 (superseded) names it as its replacement
    assert statuses == {mid(1): "retracted", mid(2): "archived", mid(3): "retracted", mid(4): "retracted"}
    assert [m for m in delta["memories"] if m["id"] == mid(3)] == [
        m for m in base["memories"] if m["id"] == mid(3)
    ]
    assert all(m["temporal"].get("updated_at") == DELTA_DATE for m in delta["memories"] if m["id"] != mid(3))
    after = {m["id"]: m["status"] for m in applied["memories"]}
    assert after == {
        mid(1): "retracted",
        mid(2): "archived",
        mid(3): "retracted",
        mid(4): "retracted",
        mid(5): "archived",
    }
    # the retired memories still cite their conversations, whose index entries are kept and consistent
    index = {e["id"]: e["derived_memories"] for e in applied["conversations_index"]}
    assert index == {"conv-0": sorted([mid(1), mid(2), mid(3)]), "conv-1": sorted([mid(4), mid(5)])}


def test_retracted_in_the_delta_marks_the_base_retracted() -> None:
    base = store({1: (0, "active", 0), 2: (0, "active", 0)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = store({1: (0, "retracted", 0), 2: (0, "active", 0)}, set(), "export-2", "2025-06-01T00:00:00Z")
    delta, applied = _roundtrip(base, new)
    assert [m["id"] for m in delta["memories"]] == [mid(1)]
    assert {m["id"]: m["status"] for m in applied["memories"]} == {mid(1): "retracted", mid(2): "active"}
    assert applied["integrity"] == new["integrity"]


def test_identical_stores_give_an_empty_delta() -> None:
    base = store({1: (0, "active", 0), 2: (1, "active", 1)}, {(1, 2)}, "export-1", "2025-01-01T00:00:00Z")
    delta = make_delta(base, copy.deepcopy(base), "export-2", DELTA_DATE)
    assert delta["memories"] == [] and delta["relations"] == [] and delta["conversations_index"] == []
    assert delta["integrity"]["total_memories"] == 0


def test_memories_are_compared_as_canonical_json() -> None:
    base = store({1: (0, "active", 0)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = copy.deepcopy(base)
    base["memories"][0]["confidence"]["current"] = 1.0
    new["memories"][0]["confidence"]["current"] = 1  # the same number in RFC 8785
    assert make_delta(base, new, "export-2", DELTA_DATE)["memories"] == []
    new["memories"][0]["confidence"]["current"] = True
    assert len(make_delta(base, new, "export-2", DELTA_DATE)["memories"]) == 1


def test_new_relation_brings_its_unchanged_ends() -> None:
    base = store({1: (0, "active", 0), 2: (0, "active", 1)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = store({1: (0, "active", 0), 2: (0, "active", 1)}, {(1, 2)}, "export-2", DELTA_DATE)
    delta, applied = _roundtrip(base, new)
    assert [r["from"] for r in delta["relations"]] == [mid(1)]
    assert {m["id"] for m in delta["memories"]} == {mid(1), mid(2)}
    assert applied["memories"] == new["memories"] and applied["relations"] == new["relations"]


def test_delta_for_another_base_is_refused() -> None:
    base = store({1: (0, "active", 0)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = store({1: (1, "active", 0)}, set(), "export-2", DELTA_DATE)
    delta = make_delta(base, new, "export-2", DELTA_DATE)
    other = dict(base, export_id="export-9")
    with pytest.raises(DeltaError, match="export-1"):
        apply_delta(other, delta)
    assert apply_delta(other, delta, check_base=False)["memories"] == new["memories"]
    with pytest.raises(DeltaError, match="not an incremental"):
        apply_delta(base, new)
    with pytest.raises(DeltaError, match="full export"):
        make_delta(delta, new, "x", DELTA_DATE)


# -- commands over bundle folders ------


def _bundle(path: Path, data: dict[str, Any], conversations: dict[str, str]) -> Path:
    (path / "conversations").mkdir(parents=True)
    for cid, text in conversations.items():
        (path / "conversations" / f"{cid}.json").write_text(
            json.dumps({"id": cid, "text": text}), encoding="utf-8"
        )
    write_store(path, data)
    return path


def test_write_incremental_then_merge(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = store({1: (0, "active", 0), 2: (0, "active", 1)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = store({1: (1, "active", 0), 3: (0, "active", 2)}, set(), "export-2", DELTA_DATE)
    old_bundle = _bundle(tmp_path / "old", base, {"conv-0": "a", "conv-1": "b"})
    new_bundle = _bundle(tmp_path / "new", new, {"conv-0": "a2", "conv-2": "c"})
    head = {k: v for k, v in new.items() if k != "conversations_index"}  # as the pipeline holds it
    delta = write_incremental(old_bundle, head, new_bundle)
    on_disk = read_store(new_bundle)
    assert on_disk == delta and delta["export_type"] == "incremental"
    assert {e["id"] for e in delta["conversations_index"]} == {"conv-0", "conv-1", "conv-2"}
    assert (new_bundle / "memory-store.json").read_bytes().endswith(b"}\n")

    out = tmp_path / "merged"
    assert merge_command(old_bundle, new_bundle, out) == 0
    printed = capsys.readouterr().out
    assert "1 inserted, 1 updated, 1 retracted" in printed
    merged = read_store(out)
    assert merged == with_retractions(base, new, DELTA_DATE) | {
        "export_id": "export-2",
        "spec_uri": base["spec_uri"],
    }
    files = {p.name: json.loads(p.read_text())["text"] for p in (out / "conversations").iterdir()}
    assert files == {"conv-0.json": "a2", "conv-1.json": "b", "conv-2.json": "c"}
    with pytest.raises(OutputExists):
        merge_command(old_bundle, new_bundle, out)
    assert merge_command(old_bundle, new_bundle, tmp_path / "merged.json") == 0
    assert read_store(tmp_path / "merged.json") == merged


def test_merge_refuses_a_tampered_store(tmp_path: Path) -> None:
    base = store({1: (0, "active", 0)}, set(), "export-1", "2025-01-01T00:00:00Z")
    new = store({1: (1, "active", 0)}, set(), "export-2", DELTA_DATE)
    delta = make_delta(base, new, "export-2", DELTA_DATE)
    base["memories"][0]["content"] = "tampered"
    write_store(tmp_path / "base.json", base)
    write_store(tmp_path / "delta.json", delta)
    with pytest.raises(IntegrityError, match="checksum"):
        merge_command(tmp_path / "base.json", tmp_path / "delta.json", tmp_path / "out.json")
    assert not (tmp_path / "out.json").exists()
