"""Near-duplicate grouping and folding, with hand-made vectors (no model needed)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.embeddings.duplicates import near_duplicate_groups
from pamport.embeddings.wording import different_statements
from pamport.importers.base import MemoryDraft
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.near_duplicates import fold_near_duplicates
from pamport.schemas.memory_store import Memory, Relation


def memory(content: str, when: str, *, type_: str = "preference", method: str = "llm_inference",
           conversation: str | None = None, **metadata: Any) -> Memory:  # fmt: skip
    draft = MemoryDraft(
        type=type_,  # type: ignore[arg-type]
        content=content,
        platform="chatgpt",
        created_at=when,
        extraction_method=method,  # type: ignore[arg-type]
        extractor="pamport-rules/0.1.0" if method == "llm_inference" else "pamport/0.1.0",
        conversation_ref=conversation,
        confidence=0.7,
        metadata=dict(metadata),
    )
    return draft_to_memory(draft)


def unit(*values: float) -> np.ndarray:
    v = np.asarray(values, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_groups_follow_leaders_not_chains() -> None:
    a, b, c = (
        {"id": "a", "type": "fact", "content": "x"},
        {"id": "b", "type": "fact", "content": "y"},
        {"id": "c", "type": "fact", "content": "z"},
    )
    # a~b (0.95) and b~c (0.95) but a and c only 0.81 apart: c must not join a's group through b
    vectors = {"a": unit(1, 0), "b": unit(0.95, 0.3122), "c": unit(0.81, 0.5864)}
    groups = near_duplicate_groups([a, b, c], vectors, 0.9, compatible=lambda x, y: True)
    assert groups == [["a", "b"]]
    assert near_duplicate_groups([b, a, c], vectors, 0.9, compatible=lambda x, y: True) == [["b", "a", "c"]]


def test_groups_respect_type_and_wording() -> None:
    items = [
        {"id": "1", "type": "preference", "content": "Prefers tea over coffee"},
        {"id": "2", "type": "preference", "content": "Prefers coffee over tea"},
        {"id": "3", "type": "fact", "content": "Prefers tea over coffee!"},
        {"id": "4", "type": "preference", "content": "Would rather drink tea than coffee"},
    ]
    same = dict.fromkeys(["1", "2", "3", "4"], unit(1, 1))
    assert near_duplicate_groups(items, same, 0.85) == [["1", "4"]]


def test_memories_without_vectors_are_left_alone() -> None:
    items = [{"id": "1", "type": "fact", "content": "a b"}, {"id": "2", "type": "fact", "content": "a b c"}]
    assert near_duplicate_groups(items, {"1": unit(1, 0)}, 0.5) == []


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Has two children", "Has three children"),
        ("Runs Ubuntu 22.04", "Runs Ubuntu 24.04"),
        ("Use emojis in answers", "Do not use emojis in answers"),
        ("Works at Fernhill", "Used to work at Fernhill"),
        ("Prefers tabs to spaces", "Prefers spaces to tabs"),
        ("Speaks fluent German", "Speaks fluent French"),
        ("Tenho dois filhos", "Tenho três filhos"),
    ],
)
def test_wording_marks_different_statements(a: str, b: str) -> None:
    assert different_statements(a, b) and different_statements(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Has a dog named Bolacha", "Owns a dog called Bolacha"),
        ("Is allergic to peanuts", "Has a peanut allergy"),
        ("Speaks fluent German", "Is fluent in German"),
        ("Tenho dois filhos", "Tenho 2 filhos"),
        ("Do not use emojis in answers", "Never put emojis in your replies"),
    ],
)
def test_wording_lets_paraphrases_through(a: str, b: str) -> None:
    assert not different_statements(a, b)


@given(st.text(max_size=60))
def test_a_text_is_never_different_from_itself(text: str) -> None:
    assert not different_statements(text, text)


def test_fold_keeps_the_earliest_and_its_evidence() -> None:
    early = memory("Prefers concise answers", "2024-01-01T00:00:00Z", conversation="c1")
    late = memory("Prefers short concise answers", "2024-06-01T00:00:00Z", conversation="c2")
    other = memory("Enjoys jazz", "2024-02-01T00:00:00Z", conversation="c3")
    relation = Relation.model_validate(
        {"id": "r", "from": late.id, "to": other.id, "type": "related_to", "created_at": "2024-06-01T00:00:00Z"}
    )
    vectors = {early.id: unit(1, 0.1), late.id: unit(1, 0.12), other.id: unit(0, 1)}
    done = fold_near_duplicates([late, other, early], [relation], vectors, 0.85)
    assert done.merges == [(early.id, late.id, pytest.approx(1.0, abs=1e-3))]
    kept = {m.id: m for m in done.memories}
    assert set(kept) == {early.id, other.id}
    folded = kept[early.id]
    assert folded.content == "Prefers concise answers"
    assert folded.temporal.updated_at == "2024-06-01T00:00:00Z"
    extra = folded.metadata.model_extra if folded.metadata else {}
    assert extra is not None
    assert [e["conversation_ref"] for e in extra["evidence"]] == ["c1", "c2"]
    assert extra["evidence"][1]["content"] == "Prefers short concise answers"  # the other wording is kept
    assert extra["near_duplicates"] == [{"id": late.id, "similarity": pytest.approx(1.0, abs=1e-3)}]
    assert folded.confidence is not None and folded.confidence.current > 0.7  # two conversations reinforce it
    assert [(r.from_, r.to) for r in done.relations] == [(early.id, other.id)]  # the relation follows the fold


def test_fold_keeps_the_native_memory_with_the_conversation_as_evidence() -> None:
    extracted = memory("Prefers short concise answers", "2023-02-01T00:00:00Z", conversation="c1")
    native = memory("Prefers concise answers", "2024-01-01T00:00:00Z", method="api_export")
    done = fold_near_duplicates([extracted, native], [], {native.id: unit(1, 0), extracted.id: unit(1, 0)}, 0.85)
    [kept] = done.memories
    assert kept.id == native.id and kept.temporal.created_at == "2023-02-01T00:00:00Z"
    extra = kept.metadata.model_extra if kept.metadata else {}
    assert extra is not None
    assert [e.get("conversation_ref") for e in extra["evidence"]] == ["c1", None]


def test_fold_leaves_single_valued_facts_to_consolidation() -> None:
    a = memory("Lives in Lisbon", "2024-01-01T00:00:00Z", type_="fact", slot="fact.home_city", value="Lisbon")
    b = memory("Lives in Lisboa", "2024-01-01T00:00:30Z", type_="fact", slot="fact.home_city", value="Lisboa")
    done = fold_near_duplicates([a, b], [], {a.id: unit(1, 0), b.id: unit(1, 0)}, 0.85)
    assert done.merges == []


def test_fold_never_touches_inactive_memories() -> None:
    a = memory("Prefers concise answers", "2024-01-01T00:00:00Z")
    b = memory("Prefers short concise answers", "2024-02-01T00:00:00Z")
    b = b.model_copy(update={"status": "deprecated"})
    done = fold_near_duplicates([a, b], [], {a.id: unit(1, 0), b.id: unit(1, 0)}, 0.85)
    assert done.merges == [] and len(done.memories) == 2
