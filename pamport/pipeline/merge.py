"""Consolidation: one memory per statement, reinforced by independent sightings, history kept as relations.

Rules, in order:

1. Memories with ``access.exportable`` false are dropped (spec §21: they MUST NOT be exported) and counted.
2. Memories are grouped when they are the same statement: the same id (same type and content hash), the same
   content hash under another type, or the same canonical slot ``type/attribute/object`` (``metadata.slot``;
   "User enjoys cold brew a lot" and "User likes cold brew", "Lisboa" and "Lisbon"). Grouping is transitive.
3. Inside a group, *native* memories (the provider's own memory: ``extraction_method`` api_export or
   explicit_user_input, stamped by an importer rather than a conversation extractor) and *extracted* ones
   (found in conversations) stay apart: the extracted statement gets a ``supports`` relation to the native
   memory instead of being folded into it. The exception is an extracted memory with the very same id as a
   native one: ids are derived from type and content hash, so two memories cannot share one, and the
   sighting becomes evidence of the native memory.
4. Each part becomes one memory. Its representative (native first, then the earliest evidence, then the
   smallest id) gives the id, content, type and provenance, so ``conversations_index[].derived_memories``
   built from provenance stays consistent. ``temporal.created_at``/``valid_from`` are the earliest sighting,
   ``updated_at`` the latest (when later), ``confidence.current`` is reinforced (see
   :mod:`pamport.pipeline.evidence`), ``last_reinforced`` is the latest sighting, tags are united, and every
   sighting is kept in ``metadata.evidence``.
5. Single-valued facts (home city, employer, job, diet, relationship status…) that change over time are
   superseded, simultaneous conflicting values contradict each
   other (see :mod:`pamport.pipeline.slots`).

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
from pamport.pipeline.slotkeys import attribute_of, key_for, object_of, single_valued
from pamport.pipeline.slots import Claim, Link, resolve
from pamport.schemas.memory_store import ALLOWED_TRANSITIONS, Memory, Relation

#: Extraction methods of a provider's own memory (rather than of a statement found in a conversation).
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
    counts: dict[str, int] = field(default_factory=dict)


def is_native(memory: Memory) -> bool:
    """A provider's own memory: a native extraction method, not stamped by a conversation extractor."""
    if memory.provenance.extraction_method not in NATIVE_METHODS:
        return False
    tool = memory.provenance.extractor
    return tool is None or tool.split("/", 1)[0] == IMPORTER_TOOL


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


@dataclass
class _Part:
    memory: Memory
    evidence: list[Evidence]
    native: bool


def _parts(group: list[Memory]) -> list[_Part]:
    """Split a group into its native part and its extracted part (rule 3), each folded into one memory."""
    natives = [m for m in group if is_native(m)]
    if not natives:
        memory, evidence = _fold(_earliest(group), group)
        return [_Part(memory, evidence, native=False)]
    native_ids = {m.id for m in natives}
    native_part = [m for m in group if m.id in native_ids]
    extracted = [m for m in group if m.id not in native_ids]
    memory, evidence = _fold(_earliest(natives), native_part)
    parts = [_Part(memory, evidence, native=True)]
    if extracted:
        memory, evidence = _fold(_earliest(extracted), extracted)
        parts.append(_Part(memory, evidence, native=False))
    return parts


def _claim(parts: list[_Part]) -> Claim | None:
    active = [p for p in parts if p.memory.status == "active"]
    keyed = [(slot_key(p.memory), p) for p in active]
    slotted = [(k, p) for k, p in keyed if k is not None]
    if not slotted:
        return None
    (slot, value), _ = slotted[0]
    return Claim(slot, value, [p.memory for p in active], [e for p in active for e in p.evidence])


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

    out: dict[str, Memory] = {}
    links: list[Link] = []
    claims: list[Claim] = []
    for group in _group(kept):
        parts = _parts(group)
        for part in parts:
            out[part.memory.id] = part.memory
        if len(parts) == 2:
            native, extracted = parts[0].memory, parts[1].memory
            when = max(native.temporal.created_at, extracted.temporal.created_at, key=moment)
            links.append(Link("supports", extracted.id, native.id, when))
        claim = _claim(parts)
        if claim is not None:
            claims.append(claim)

    resolution = resolve(claims)
    for memory_id, (by, until) in resolution.superseded.items():
        out[memory_id] = _supersede(out[memory_id], by, until)
    links.extend(resolution.links)
    relations = _relations(links, now)
    counts: dict[str, int] = defaultdict(int)
    for relation in relations:
        counts[f"relations.{relation.type}"] += 1
    counts["superseded"] = len(resolution.superseded)
    return Consolidated(
        memories=[out[k] for k in sorted(out)],
        relations=relations,
        dropped_unexportable=dropped,
        merged=len(kept) - len(out),
        counts=dict(sorted(counts.items())),
    )
