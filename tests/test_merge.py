"""Consolidation: dedup, reinforcement, supersession, contradiction, supports, exportable, determinism."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, FormatChecker

from pamport.ids import relation_id
from pamport.importers.base import MemoryDraft
from pamport.pipeline.bundle import without_nulls
from pamport.pipeline.evidence import CONFIDENCE_CAP
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import Consolidated, consolidate
from pamport.schemas.canonical import integrity_block
from pamport.schemas.memory_store import ALLOWED_TRANSITIONS, Memory, MemoryStore, Relation


def mem(
    content: str,
    at: str,
    conv: str | None = None,
    *,
    slot: str | None = None,
    value: Any = None,
    method: str = "llm_inference",
    confidence: float = 0.7,
    type_: str = "fact",
    platform: str = "chatgpt",
    exportable: bool = True,
    tags: list[str] | None = None,
) -> Memory:
    metadata: dict[str, Any] = {"evidence": content}
    if slot:
        metadata["slot"] = slot
        metadata["value"] = value
    draft = MemoryDraft(
        type=type_,  # type: ignore[arg-type]
        content=content,
        platform=platform,
        created_at=at,
        extraction_method=method,  # type: ignore[arg-type]
        extractor="pamport-rules/0.1.0" if method == "llm_inference" else "pamport/0.1.0",
        conversation_ref=conv,
        message_ref=f"{conv}-m" if conv else None,
        confidence=confidence,
        language="en",
        tags=tags or [],
        metadata=metadata,
    )
    memory = draft_to_memory(draft)
    if not exportable:
        data = memory.to_json_dict()
        data["access"]["exportable"] = False
        memory = Memory.model_validate(data)
    return memory


def by_content(result: Consolidated, content: str) -> Memory:
    return next(m for m in result.memories if m.content == content)


def relations_of(result: Consolidated, type_: str) -> list[Relation]:
    return [r for r in result.relations if r.type == type_]


def evidence(memory: Memory) -> list[dict[str, Any]]:
    assert memory.metadata is not None and memory.metadata.model_extra is not None
    entries: list[dict[str, Any]] = memory.metadata.model_extra["evidence"]
    return entries


# -- dedup and reinforcement ------


def test_same_statement_in_several_conversations_and_providers_is_one_memory() -> None:
    result = consolidate(
        [
            mem("User likes jazz", "2024-03-01T10:00:00Z", "c2"),
            mem("User likes jazz", "2024-01-01T10:00:00Z", "c1"),
            mem("User likes  JAZZ ", "2024-05-01T10:00:00Z", "c3", platform="claude"),
        ]
    )
    assert len(result.memories) == 1 and result.merged == 2
    m = result.memories[0]
    assert m.temporal.created_at == "2024-01-01T10:00:00Z"
    assert m.temporal.valid_from == "2024-01-01T10:00:00Z"
    assert m.temporal.updated_at == "2024-05-01T10:00:00Z"
    assert m.confidence is not None and m.confidence.last_reinforced == "2024-05-01T10:00:00Z"
    # provenance is the earliest sighting, so derived_memories built from it stays consistent
    assert m.provenance.conversation_ref == "c1" and m.provenance.message_ref == "c1-m"
    entries = evidence(m)
    assert [e["conversation_ref"] for e in entries] == ["c1", "c2", "c3"]
    assert [e["platform"] for e in entries] == ["chatgpt", "chatgpt", "claude"]
    assert all({"created_at", "extraction_method", "quote", "message_ref"} <= set(e) for e in entries)
    assert entries[2]["content"] == "User likes JAZZ"  # a different wording is kept with its sighting


def test_reinforcement_formula() -> None:
    three = consolidate([mem("User likes jazz", f"2024-0{i}-01T10:00:00Z", f"c{i}") for i in (1, 2, 3)])
    assert three.memories[0].confidence is not None
    assert three.memories[0].confidence.current == pytest.approx(1 - 0.3**3)
    assert three.memories[0].confidence.initial == 0.7


def test_evidence_from_one_conversation_counts_once() -> None:
    result = consolidate(
        [
            mem("User likes jazz", "2024-01-01T10:00:00Z", "c1"),
            mem("User likes jazz", "2024-01-01T11:00:00Z", "c1"),
        ]
    )
    m = result.memories[0]
    assert m.confidence is not None and m.confidence.current == 0.7
    assert len(evidence(m)) == 2  # both sightings are kept all the same


def test_reinforcement_is_capped_but_never_lowers_a_certain_source() -> None:
    many = consolidate(
        [mem("User likes jazz", f"2024-01-0{i}T10:00:00Z", f"c{i}", confidence=0.9) for i in range(1, 8)]
    )
    assert many.memories[0].confidence is not None and many.memories[0].confidence.current == CONFIDENCE_CAP
    native = consolidate(
        [
            mem("User likes jazz", "2024-01-01T10:00:00Z", None, method="api_export", confidence=1.0),
            mem(
                "User likes jazz",
                "2024-02-01T10:00:00Z",
                "c1",
                method="api_export",
                confidence=1.0,
                platform="claude",
            ),
        ]
    )
    assert native.memories[0].confidence is not None and native.memories[0].confidence.current == 1.0


def test_same_single_valued_fact_in_other_words_is_merged() -> None:
    result = consolidate(
        [
            mem("User lives in Lisbon", "2024-01-01T10:00:00Z", "c1", slot="fact.home_city", value="Lisbon"),
            mem("I live in lisbon", "2024-02-01T10:00:00Z", "c2", slot="fact.home_city", value=" LISBON "),
        ]
    )
    assert len(result.memories) == 1
    m = result.memories[0]
    assert m.content == "User lives in Lisbon" and m.status == "active"
    assert [e.get("content") for e in evidence(m)] == [None, "I live in lisbon"]
    assert m.confidence is not None and m.confidence.current == pytest.approx(0.91)
    assert result.relations == []


def test_tags_are_united() -> None:
    result = consolidate(
        [
            mem("User likes jazz", "2024-01-01T10:00:00Z", "c1", tags=["music"]),
            mem("User likes jazz", "2024-02-01T10:00:00Z", "c2", tags=["jazz", "music"]),
        ]
    )
    assert result.memories[0].tags == ["jazz", "music"]


# -- single-valued facts over time ------


def test_a_changed_fact_supersedes_the_older_one() -> None:
    lisbon = mem("User lives in Lisbon", "2023-01-01T10:00:00Z", "c1", slot="fact.home_city", value="Lisbon")
    porto = mem("User lives in Porto", "2024-06-01T09:00:00Z", "c2", slot="fact.home_city", value="Porto")
    result = consolidate([porto, lisbon])
    old, new = by_content(result, "User lives in Lisbon"), by_content(result, "User lives in Porto")
    assert old.status == "superseded" and new.status == "active"
    assert old.temporal.superseded_by == new.id
    assert old.temporal.valid_until == "2024-06-01T09:00:00Z"
    assert new.temporal.superseded_by is None and new.temporal.valid_until is None
    [rel] = result.relations
    assert (rel.type, rel.from_, rel.to) == ("supersedes", new.id, old.id)
    assert rel.id == relation_id("supersedes", new.id, old.id)
    assert rel.created_at == "2024-06-01T09:00:00Z"
    assert ("active", "superseded") in ALLOWED_TRANSITIONS


def test_supersession_chain_and_a_value_that_comes_back() -> None:
    home = "fact.home_city"
    result = consolidate(
        [
            mem("User lives in Lisbon", "2022-01-01T10:00:00Z", "c1", slot=home, value="Lisbon"),
            mem("User lives in Porto", "2023-01-01T10:00:00Z", "c2", slot=home, value="Porto"),
            mem("User lives in Faro", "2024-01-01T10:00:00Z", "c3", slot=home, value="Faro"),
            mem("User lives in Lisbon", "2025-01-01T10:00:00Z", "c4", slot=home, value="Lisbon"),
        ]
    )
    lisbon, porto, faro = (by_content(result, f"User lives in {c}") for c in ("Lisbon", "Porto", "Faro"))
    assert lisbon.status == "active"  # asserted last
    assert lisbon.temporal.created_at == "2022-01-01T10:00:00Z"
    assert porto.status == "superseded" and porto.temporal.superseded_by == faro.id
    assert porto.temporal.valid_until == "2024-01-01T10:00:00Z"
    assert faro.status == "superseded" and faro.temporal.superseded_by == lisbon.id
    assert faro.temporal.valid_until == "2025-01-01T10:00:00Z"
    assert {(r.from_, r.to) for r in relations_of(result, "supersedes")} == {
        (faro.id, porto.id),
        (lisbon.id, faro.id),
    }


def test_simultaneous_conflicting_values_contradict_and_stay_active() -> None:
    job = "fact.employer"
    result = consolidate(
        [
            mem("User works at Acme", "2024-03-01T10:00:00Z", "c1", slot=job, value="Acme"),
            mem("User works at Initech", "2024-03-01T10:00:30Z", "c2", slot=job, value="Initech"),
        ]
    )
    acme, initech = by_content(result, "User works at Acme"), by_content(result, "User works at Initech")
    assert acme.status == initech.status == "active"
    [rel] = result.relations
    assert (rel.type, rel.from_, rel.to) == ("contradicts", initech.id, acme.id)


def test_inside_one_conversation_the_later_message_supersedes() -> None:
    job = "fact.employer"
    result = consolidate(
        [
            mem("User works at Acme", "2024-03-01T10:00:00Z", "c1", slot=job, value="Acme"),
            mem("User works at Initech", "2024-03-01T10:00:20Z", "c1", slot=job, value="Initech"),
        ]
    )
    initech = by_content(result, "User works at Initech")
    assert by_content(result, "User works at Acme").temporal.superseded_by == initech.id
    assert [r.type for r in result.relations] == ["supersedes"]


def test_values_sent_at_the_same_instant_contradict() -> None:
    job = "fact.employer"
    result = consolidate(
        [
            mem("User works at Acme", "2024-03-01T10:00:00Z", "c1", slot=job, value="Acme"),
            mem("User works at Initech", "2024-03-01T10:00:00Z", "c1", slot=job, value="Initech"),
        ]
    )
    assert [r.type for r in result.relations] == ["contradicts"]
    assert all(m.status == "active" for m in result.memories)
    [rel] = result.relations
    assert rel.from_ == max(m.id for m in result.memories)  # the tie is broken by id, whatever the input order


def test_conflict_outside_the_window_is_a_change() -> None:
    job = "fact.employer"
    result = consolidate(
        [
            mem("User works at Acme", "2024-03-01T10:00:00Z", "c1", slot=job, value="Acme"),
            mem("User works at Initech", "2024-03-01T10:02:00Z", "c2", slot=job, value="Initech"),
        ]
    )
    assert [r.type for r in result.relations] == ["supersedes"]
    assert by_content(result, "User works at Acme").status == "superseded"


def test_only_active_memories_are_superseded() -> None:
    home = "fact.home_city"
    old = mem("User lives in Lisbon", "2023-01-01T10:00:00Z", "c1", slot=home, value="Lisbon")
    data = old.to_json_dict()
    data["status"] = "retracted"
    retracted = Memory.model_validate(data)
    new = mem("User lives in Porto", "2024-01-01T10:00:00Z", "c2", slot=home, value="Porto")
    result = consolidate([retracted, new])
    assert by_content(result, "User lives in Lisbon").status == "retracted"
    assert result.relations == []


# -- native memories ------


def test_extracted_statement_and_the_native_memory_are_one_memory() -> None:
    native = mem(
        "User's name is Ana",
        "2024-01-01T10:00:00Z",
        None,
        slot="identity.name",
        value="Ana",
        method="api_export",
        confidence=1.0,
        type_="identity",
        platform="claude",
    )
    extracted = mem(
        "User is called Ana",
        "2024-03-01T10:00:00Z",
        "c4",
        slot="identity.name",
        value="Ana",
        type_="identity",
    )
    for order in ([extracted, native], [native, extracted]):
        result = consolidate(order)
        [m] = result.memories
        assert m.id == native.id and m.content == "User's name is Ana"
        assert m.provenance.platform == "claude" and m.provenance.extraction_method == "api_export"
        sources = [(e["platform"], e.get("conversation_ref")) for e in evidence(m)]
        assert sources == [("claude", None), ("chatgpt", "c4")]
        assert evidence(m)[1]["content"] == "User is called Ana"
        assert m.temporal.created_at == "2024-01-01T10:00:00Z" and m.temporal.updated_at == "2024-03-01T10:00:00Z"
        assert result.relations == [] and result.merged == 1


def test_extracted_statement_with_the_native_id_becomes_its_evidence() -> None:
    native = mem(
        "User likes jazz",
        "2024-02-01T10:00:00Z",
        None,
        method="api_export",
        confidence=0.9,
        platform="claude",
    )
    extracted = mem("User likes jazz", "2024-01-01T10:00:00Z", "c1")
    result = consolidate([extracted, native])
    [m] = result.memories
    assert m.provenance.extraction_method == "api_export" and m.provenance.platform == "claude"
    assert m.temporal.created_at == "2024-01-01T10:00:00Z"
    assert len(evidence(m)) == 2 and result.relations == []
    assert m.confidence is not None and m.confidence.current == pytest.approx(1 - 0.1 * 0.3)


def test_rule_extractor_statements_are_not_native() -> None:
    native = mem(
        "User lives in Lisbon",
        "2024-01-01T10:00:00Z",
        None,
        slot="fact.home_city",
        value="Lisbon",
        method="api_export",
        confidence=1.0,
        platform="claude",
    )
    said = mem(
        "I live in Lisbon",
        "2023-02-01T10:00:00Z",
        "c1",
        slot="fact.home_city",
        value="Lisbon",
        method="explicit_user_input",
    )
    data = said.to_json_dict()
    data["provenance"]["extractor"] = "pamport-rules/0.1.0"
    # said earlier than the provider's memory, yet the provider's memory represents the fact
    [m] = consolidate([native, Memory.model_validate(data)]).memories
    assert m.id == native.id and m.temporal.created_at == "2023-02-01T10:00:00Z"
    # stamped by an importer, the same statement is the native one and the earliest represents the fact
    [m] = consolidate([native, said]).memories
    assert m.id == said.id


def test_same_text_under_another_type() -> None:
    native = mem("User likes jazz", "2024-01-01T10:00:00Z", None, method="api_export", platform="claude")
    extracted = mem("User likes jazz", "2024-02-01T10:00:00Z", "c1", type_="preference")
    [m] = consolidate([native, extracted]).memories
    assert m.type == "fact" and m.id == native.id and len(evidence(m)) == 2
    both_extracted = consolidate([mem("User likes jazz", "2024-03-01T10:00:00Z", "c2"), extracted])
    [m] = both_extracted.memories
    assert m.type == "preference" and len(evidence(m)) == 2  # the earliest sighting's type wins


def test_native_value_superseded_by_a_later_statement() -> None:
    native = mem(
        "User lives in Lisbon",
        "2023-01-01T10:00:00Z",
        None,
        slot="fact.home_city",
        value="Lisbon",
        method="api_export",
        confidence=1.0,
        platform="claude",
    )
    extracted_old = mem(
        "I live in Lisbon", "2023-02-01T10:00:00Z", "c1", slot="fact.home_city", value="Lisbon"
    )
    newer = mem("User lives in Porto", "2024-01-01T10:00:00Z", "c2", slot="fact.home_city", value="Porto")
    result = consolidate([native, extracted_old, newer])
    porto = by_content(result, "User lives in Porto")
    lisbon = by_content(result, "User lives in Lisbon")
    assert len(result.memories) == 2 and len(evidence(lisbon)) == 2
    assert lisbon.status == "superseded" and lisbon.temporal.superseded_by == porto.id
    assert lisbon.temporal.valid_until == "2024-01-01T10:00:00Z"
    assert [(r.type, r.from_, r.to) for r in result.relations] == [("supersedes", porto.id, lisbon.id)]


# -- export rules and determinism ------


def test_unexportable_memories_are_dropped_and_counted() -> None:
    result = consolidate(
        [
            mem("User likes jazz", "2024-01-01T10:00:00Z", "c1", exportable=False),
            mem("User likes tea", "2024-01-01T10:00:00Z", "c1"),
        ]
    )
    assert [m.content for m in result.memories] == ["User likes tea"]
    assert result.dropped_unexportable == 1


def _sample() -> list[Memory]:
    home, job = "fact.home_city", "fact.employer"
    return [
        mem("User lives in Lisbon", "2023-01-01T10:00:00Z", "c1", slot=home, value="Lisbon"),
        mem(
            "User lives in Lisbon", "2023-03-01T10:00:00Z", "c2", slot=home, value="Lisbon", platform="claude"
        ),
        mem("User lives in Porto", "2024-01-01T10:00:00Z", "c3", slot=home, value="Porto"),
        mem("User works at Acme", "2024-03-01T10:00:00Z", "c5", slot=job, value="Acme"),
        mem("User works at Initech", "2024-03-01T10:00:10Z", "c6", slot=job, value="Initech"),
        mem(
            "User's name is Ana",
            "2024-01-01T10:00:00Z",
            None,
            slot="identity.name",
            value="Ana",
            method="api_export",
            confidence=1.0,
            type_="identity",
            platform="claude",
        ),
        mem(
            "User is called Ana",
            "2024-03-01T10:00:00Z",
            "c4",
            slot="identity.name",
            value="Ana",
            type_="identity",
        ),
        mem(
            "User is 41 years old",
            "2024-03-01T10:00:00Z",
            "c4",
            slot="identity.age",
            value=41,
            type_="identity",
        ),
        mem("User likes jazz", "2024-01-01T10:00:00Z", "c1"),
        mem("User likes jazz", "2024-01-01T10:00:00Z", "c1"),
    ]


def _dump(result: Consolidated) -> str:
    return json.dumps(
        [[m.to_json_dict() for m in result.memories], [r.to_json_dict() for r in result.relations]],
        sort_keys=True,
    )


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False))
def test_output_does_not_depend_on_input_order(rnd: random.Random) -> None:
    memories = _sample()
    expected = _dump(consolidate(memories))
    rnd.shuffle(memories)
    assert _dump(consolidate(memories)) == expected
    assert _dump(consolidate(memories, now="2030-01-01T00:00:00Z")) == expected


def test_sorted_output_and_memories_idempotent() -> None:
    first = consolidate(_sample())
    assert [m.id for m in first.memories] == sorted(m.id for m in first.memories)
    assert [r.id for r in first.relations] == sorted(r.id for r in first.relations)
    again = consolidate(first.memories)
    assert [m.to_json_dict() for m in again.memories] == [m.to_json_dict() for m in first.memories]


def test_everything_validates(pam_schemas: Path) -> None:
    result = consolidate(_sample())
    for m in result.memories:
        Memory.model_validate(m.to_json_dict())
    for r in result.relations:
        Relation.model_validate(r.to_json_dict())
    ids = {m.id for m in result.memories}
    assert all(r.from_ in ids and r.to in ids for r in result.relations)
    for m in result.memories:
        if m.temporal.superseded_by:
            assert m.temporal.superseded_by in ids
    memories = [without_nulls(m.to_json_dict()) for m in result.memories]
    store = {
        "schema": "portable-ai-memory",
        "schema_version": "1.0",
        "owner": {"id": "owner-1"},
        "export_date": "2025-01-01T00:00:00Z",
        "memories": memories,
        "relations": [r.to_json_dict() for r in result.relations],
        "integrity": integrity_block(memories),
    }
    MemoryStore.model_validate(store)
    schema = json.loads((pam_schemas / "portable-ai-memory.schema.json").read_text(encoding="utf-8"))
    errors = list(Draft202012Validator(schema, format_checker=FormatChecker()).iter_errors(store))
    assert not errors, [e.message for e in errors[:5]]
