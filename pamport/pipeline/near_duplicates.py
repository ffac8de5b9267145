"""Consolidation's last step when embeddings are on: near-duplicate memories folded into one.

Exact repeats are merged earlier (same id, content hash or slot value, :mod:`pamport.pipeline.merge`); this step
catches what those keys cannot, the same statement in other words ("I live in Lisbon" / "My home is Lisbon").
Two active memories are folded when their cosine similarity reaches the threshold
(:data:`pamport.embeddings.duplicates.DEFAULT_THRESHOLD`, measured in docs/embeddings.md) and they could be one
statement at all: same type, wording that does not mark them as different statements
(:mod:`pamport.embeddings.wording`), and not two single-valued facts (their values differ, or they would have been
merged already; consolidation has related them as supersession or contradiction, which a fold would erase).

A provider's own memory and a statement found in a conversation fold like any two memories, as consolidation
merges them (rule 3). The kept memory is the one consolidation would pick (native first, then the earliest, then
the smallest id). It takes every sighting of the folded ones as evidence (their wording included, in
``metadata.evidence[].content``), is reinforced by them, and lists them in ``metadata.near_duplicates`` with their
similarity; relations and ``superseded_by`` that named a folded memory name the kept one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy.typing as npt

from pamport.embeddings.duplicates import may_be_same, scored_groups
from pamport.ids import relation_id
from pamport.pipeline.evidence import evidence_of, moment, reinforced, unique_evidence
from pamport.pipeline.merge import is_native, slot_key
from pamport.schemas.memory_store import Memory, Relation


@dataclass
class Folded:
    memories: list[Memory]
    relations: list[Relation]
    #: (kept id, folded id, similarity) of every fold.
    merges: list[tuple[str, str, float]]


def fold_near_duplicates(
    memories: list[Memory], relations: list[Relation], vectors: Mapping[str, npt.ArrayLike], threshold: float
) -> Folded:
    by_id = {m.id: m for m in memories}
    active = sorted(
        (m for m in memories if m.status == "active"),
        key=lambda m: (not is_native(m), moment(m.temporal.created_at), m.id),
    )

    def compatible(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
        ma, mb = by_id[a["id"]], by_id[b["id"]]
        both_slotted = slot_key(ma) is not None and slot_key(mb) is not None
        return may_be_same(a, b) and not both_slotted

    groups = scored_groups([m.to_json_dict() for m in active], vectors, threshold, compatible)
    kept_for: dict[str, str] = {}
    merges: list[tuple[str, str, float]] = []
    for group in groups:
        leader = by_id[group[0][0]["id"]]
        followers = [(by_id[m["id"]], score) for m, score in group[1:]]
        by_id[leader.id] = _fold(leader, followers)
        for follower, score in followers:
            kept_for[follower.id] = leader.id
            merges.append((leader.id, follower.id, score))
            del by_id[follower.id]
    out = [_repoint(m, kept_for) for m in by_id.values()]
    return Folded(sorted(out, key=lambda m: m.id), _relations(relations, kept_for), merges)


def _fold(leader: Memory, followers: list[tuple[Memory, float]]) -> Memory:
    members = [leader, *(f for f, _ in followers)]
    evidence = unique_evidence(e for m in members for e in evidence_of(m))
    data = leader.to_json_dict()
    last = max(evidence, key=lambda e: e.sort_key())
    data["temporal"]["created_at"] = min((m.temporal.created_at for m in members), key=moment)
    if last.at > moment(data["temporal"]["created_at"]):
        data["temporal"]["updated_at"] = last.created_at
    if data.get("confidence") is not None:
        current = reinforced(evidence)
        if current is not None:
            data["confidence"]["current"] = current
        data["confidence"]["last_reinforced"] = last.created_at
    data["tags"] = sorted({t for m in members for t in m.tags})
    metadata: dict[str, Any] = dict(data.get("metadata") or {})
    metadata["evidence"] = [e.to_json(leader.content) for e in evidence]
    metadata["near_duplicates"] = [{"id": f.id, "similarity": score} for f, score in followers]
    data["metadata"] = metadata
    return Memory.model_validate(data)


def _repoint(memory: Memory, kept_for: Mapping[str, str]) -> Memory:
    target = memory.temporal.superseded_by
    if target is None or target not in kept_for:
        return memory
    data = memory.to_json_dict()
    data["temporal"]["superseded_by"] = kept_for[target]
    return Memory.model_validate(data)


def _relations(relations: list[Relation], kept_for: Mapping[str, str]) -> list[Relation]:
    out: dict[str, Relation] = {}
    for relation in relations:
        data = relation.to_json_dict()
        source, target = kept_for.get(data["from"], data["from"]), kept_for.get(data["to"], data["to"])
        if source == target:
            continue
        data.update({"from": source, "to": target, "id": relation_id(data["type"], source, target)})
        if data["id"] not in out or moment(data["created_at"]) < moment(out[data["id"]].created_at):
            out[data["id"]] = Relation.model_validate(data)
    return [out[k] for k in sorted(out)]
