"""Consolidation: one memory per statement, reinforced by independent sightings, history kept as relations.

Rules, in order:

1. Memories with ``access.exportable`` false are dropped (spec §21: they MUST NOT be exported) and counted.
2. Memories are grouped when they are the same statement: the same id (same type and content hash), the same
   content hash under another type, or the same canonical slot ``type/attribute/object`` (``metadata.slot``;
   "User enjoys cold brew a lot" and "User likes cold brew", "Lisboa" and "Lisbon"). Grouping is transitive.
3. Each group becomes one memory, whether its sightings are the provider's own memory (*native*:
   ``extraction_method`` api_export or explicit_user_input, stamped by an importer rather than a conversation
   extractor) or statements found in conversations: "Claude remembers you live in Lisbon" and "I live in
   Lisbon" said to ChatGPT are one fact with two pieces of evidence. Its representative (the earliest native
   memory when there is one, else the earliest sighting; the smallest id on a tie) gives the id, content, type and
   provenance, so ``conversations_index[].derived_memories`` built from provenance stays consistent.
   ``temporal.created_at``/``valid_from`` are the earliest sighting, ``updated_at`` the latest (when later),
   ``confidence.current`` is reinforced (see :mod:`pamport.pipeline.evidence`), ``last_reinforced`` is the
   latest sighting, tags are united, and every sighting is kept in ``metadata.evidence``.
4. Single-valued facts (home city, employer, job, diet, relationship status…) that change over time are
   superseded, simultaneous conflicting values contradict each other (see :mod:`pamport.pipeline.slots`).
5. Retractions ("I'm not vegetarian anymore": a memory whose ``metadata.retracts`` is true, see
   :mod:`pamport.pipeline.extract.rules.retractions`) are not memories: every still-active memory they cover
   (:func:`pamport.pipeline.slotkeys.retraction_covers`) that was last said before them becomes ``retracted``,
   with ``temporal.valid_until`` the retraction's time and the retraction itself in ``metadata.retracted_by``.
   A retraction that covers nothing is counted, not kept.

The output depends only on the input set (not its order) and never on the clock: relation times are evidence
times, so re-running over the same export yields the same bytes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pamport.ids import relation_id
from pamport.pipeline.evidence import Evidence, evidence_of, moment, reinforced, unique_evidence
from pamport.pipeline.slotkeys import attribute_of, key_for, object_of, retraction_covers, single_valued
from pamport.pipeline.slots import Claim, Link, resolve
from pamport.schemas.memory_store import ALLOWED_TRANSITIONS, Memory, Relation

#: Extraction methods of a provider's own memory, for memories that name no extractor (older bundles).
NATIVE_METHODS = frozenset({"api_export", "explicit_user_input"})
#: ``provenance.extractor`` tool name that importers stamp on native memories; conversation extractors stamp
#: their own (``pamport-rules``, ``pamport-llm``), and the rule extractor also uses explicit_user_input.
IMPORTER_TOOL = "pamport"


@dataclass
class Consolidated:
    memories: list[Memory]
    relations: list[Relation]
    #: Memories left out because ``access.exportable`` is false.
    dropped_unexportable: int = 0
    #: Input memories folded into another memory as evidence.
    merged: int = 0
    #: Retraction statements read (they retract memories; they are not memories themselves).
    retractions: int = 0
    counts: dict[str, int] = field(default_factory=dict)


def is_native(memory: Memory) -> bool:
    """A provider's own memory: stamped by an importer (Claude's memory, ChatGPT's custom instructions, Grok's
    projects, a memory-prompt answer, whatever its method), or, with no extractor named, a native method."""
    return native_source(memory.provenance.extractor, memory.provenance.extraction_method)


def native_source(extractor: str | None, method: str | None) -> bool:
    if extractor is None:
        return method in NATIVE_METHODS
    return extractor.split("/", 1)[0] == IMPORTER_TOOL


def fact_key(memory: Memory) -> str | None:
    """The canonical ``type/attribute/object`` key of a memory (see :mod:`pamport.pipeline.slotkeys`)."""
    extra = memory.metadata.model_extra if memory.metadata is not None else None
    return key_for(memory.type, memory.content, extra or {})


def slot_key(memory: Memory) -> tuple[str, str] | None:
    """(``type/attribute``, canonical object) of a single-valued fact, else None."""
    key = fact_key(memory)
    if key is None or not single_valued(key):
        return None
    return attribute_of(key), object_of(key)


class _Groups:
    """Union-find over input positions."""

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def _group(memories: list[Memory]) -> list[list[Memory]]:
    groups = _Groups(len(memories))
    first_seen: dict[tuple[str, ...], int] = {}
    for i, memory in enumerate(memories):
        keys: list[tuple[str, ...]] = [("id", memory.id), ("hash", memory.content_hash)]
        fact = fact_key(memory)
        if fact is not None:
            keys.append(("slot", fact))
        for key in keys:
            if key in first_seen:
                groups.union(first_seen[key], i)
            else:
                first_seen[key] = i
    by_root: dict[int, list[Memory]] = defaultdict(list)
    for i, memory in enumerate(memories):
        by_root[groups.find(i)].append(memory)
    return [by_root[root] for root in sorted(by_root)]


def _earliest(members: list[Memory]) -> Memory:
    return min(members, key=lambda m: (moment(m.temporal.created_at), m.id))


def _fold(rep: Memory, members: list[Memory]) -> tuple[Memory, list[Evidence]]:
    """One memory from several sightings of the same statement (rule 4)."""
    evidence = unique_evidence(e for m in members for e in evidence_of(m))
    first, last = evidence[0], evidence[-1]
    data = rep.to_json_dict()
    temporal = data["temporal"]
    temporal["created_at"] = first.created_at
    starts = [m.temporal.valid_from for m in members if m.temporal.valid_from]
    if starts:
        temporal["valid_from"] = min(starts, key=moment)
    if last.at > first.at:
        temporal["updated_at"] = last.created_at
    if data.get("confidence") is not None:
        current = reinforced(evidence)
        if current is not None:
            data["confidence"]["current"] = current
        data["confidence"]["last_reinforced"] = last.created_at
    data["tags"] = sorted({t for m in members for t in m.tags})
    metadata: dict[str, Any] = dict(data.get("metadata") or {})
    metadata["evidence"] = [e.to_json(rep.content) for e in evidence]
    data["metadata"] = metadata
    return Memory.model_validate(data), evidence


def _one(group: list[Memory]) -> tuple[Memory, list[Evidence]]:
    """One memory from a group (rule 3): the earliest native memory represents it, else the earliest sighting."""
    natives = [m for m in group if is_native(m)]
    return _fold(_earliest(natives or group), group)


def _claim(memory: Memory, evidence: list[Evidence]) -> Claim | None:
    if memory.status != "active":
        return None
    key = slot_key(memory)
    if key is None:
        return None
    return Claim(key[0], key[1], [memory], evidence)


def is_retraction(memory: Memory) -> bool:
    """A statement that something no longer holds ("I don't live in Leeds anymore"), not a memory."""
    extra = memory.metadata.model_extra if memory.metadata is not None else None
    return bool(extra and extra.get("retracts") is True)


@dataclass(frozen=True)
class _Retraction:
    key: str
    evidence: Evidence


def _retractions(memories: list[Memory]) -> list[_Retraction]:
    found: list[_Retraction] = []
    for memory in memories:
        key = fact_key(memory)
        if key is not None:
            found.extend(_Retraction(key, e) for e in evidence_of(memory))
    return sorted(set(found), key=lambda r: (r.evidence.sort_key(), r.key))


def _retract(memory: Memory, retraction: _Retraction) -> Memory:
    data = memory.to_json_dict()
    data["status"] = "retracted"
    data["temporal"]["valid_until"] = retraction.evidence.created_at
    metadata: dict[str, Any] = dict(data.get("metadata") or {})
    metadata["retracted_by"] = retraction.evidence.to_json(memory.content)
    data["metadata"] = metadata
    return Memory.model_validate(data)


def _apply_retractions(
    out: dict[str, Memory], last_said: dict[str, Evidence], retractions: list[_Retraction]
) -> tuple[int, int]:
    """Rule 5; returns (memories retracted, retractions that covered nothing)."""
    retracted = unmatched = 0
    by_type: dict[str, list[tuple[str, str]]] = defaultdict(list)
    if retractions:
        for memory_id in sorted(out):
            key = fact_key(out[memory_id])
            if key is not None:
                by_type[key.partition("/")[0]].append((memory_id, key))
    for retraction in retractions:
        hit = False
        for memory_id, key in by_type[retraction.key.partition("/")[0]]:
            if not retraction_covers(retraction.key, key):
                continue
            hit = True
            memory = out[memory_id]
            if memory.status == "active" and last_said[memory_id].at <= retraction.evidence.at:
                out[memory_id] = _retract(memory, retraction)
                retracted += 1
        unmatched += not hit
    return retracted, unmatched


def _supersede(memory: Memory, by: str, until: str) -> Memory:
    if memory.status != "superseded" and (memory.status, "superseded") not in ALLOWED_TRANSITIONS:
        return memory
    data = memory.to_json_dict()
    data["status"] = "superseded"
    data["temporal"]["superseded_by"] = by
    data["temporal"]["valid_until"] = until
    return Memory.model_validate(data)


def _relations(links: Iterable[Link], now: str | None) -> list[Relation]:
    by_id: dict[str, Link] = {}
    for link in links:
        rid = relation_id(link.type, link.source, link.target)
        known = by_id.get(rid)
        if known is None or moment(link.created_at) < moment(known.created_at):
            by_id[rid] = link
    return [
        Relation.model_validate(
            {
                "id": rid,
                "from": link.source,
                "to": link.target,
                "type": link.type,
                "confidence": None,
                "created_at": link.created_at or now,
            }
        )
        for rid, link in sorted(by_id.items())
    ]


def consolidate(memories: Iterable[Memory], now: str | None = None) -> Consolidated:
    """Merge, reinforce, supersede and relate (see the module docstring).

    ``now`` is accepted so callers can pass the export time, but it is only a fallback: relation times come
    from the evidence, which keeps the output independent of when the run happened.
    """
    kept: list[Memory] = []
    dropped = 0
    for memory in memories:
        if memory.access is not None and not memory.access.exportable:
            dropped += 1
        else:
            kept.append(memory)
    kept.sort(key=lambda m: (m.id, m.model_dump_json()))

    retractions = _retractions([m for m in kept if is_retraction(m)])
    kept = [m for m in kept if not is_retraction(m)]

    out: dict[str, Memory] = {}
    last_said: dict[str, Evidence] = {}
    claims: list[Claim] = []
    for group in _group(kept):
        memory, evidence = _one(group)
        out[memory.id] = memory
        last_said[memory.id] = evidence[-1]
        claim = _claim(memory, evidence)
        if claim is not None:
            claims.append(claim)

    resolution = resolve(claims)
    for memory_id, (by, until) in resolution.superseded.items():
        out[memory_id] = _supersede(out[memory_id], by, until)
    links = list(resolution.links)
    retracted, unmatched = _apply_retractions(out, last_said, retractions)
    relations = _relations(links, now)
    counts: dict[str, int] = defaultdict(int)
    for relation in relations:
        counts[f"relations.{relation.type}"] += 1
    counts["superseded"] = len(resolution.superseded)
    counts["retracted"] = retracted
    counts["retractions"] = len(retractions)
    counts["retractions_covering_nothing"] = unmatched
    return Consolidated(
        memories=[out[k] for k in sorted(out)],
        relations=relations,
        dropped_unexportable=dropped,
        merged=len(kept) - len(out),
        retractions=len(retractions),
        counts=dict(sorted(counts.items())),
    )
