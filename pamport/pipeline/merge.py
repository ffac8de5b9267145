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
   A retraction that covers nothing is counted, not kept. A memory last said in the retraction's own message
   under another key is the value that message puts in place ("swapped the MacBook Air for a MacBook Pro"), and
   stays.

The output depends only on the input set (not its order) and never on the clock: relation times are evidence
times, so re-running over the same export yields the same bytes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pamport.ids import relation_id
from pamport.pipeline.evidence import Evidence, evidence_of, moment, reinforced
from pamport.pipeline.evidence_store import EvidenceStore, PartEvidence
from pamport.pipeline.slotkeys import key_for, object_of, retraction_covers, rival_slot
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
    """(slot, canonical object) of a fact whose values replace one another (a single-valued attribute such as
    ``fact/home_city``, or one kind of device: ``environment/device/phone``), else None."""
    key = fact_key(memory)
    slot = rival_slot(key, memory.content) if key is not None else None
    if key is None or slot is None:
        return None
    return slot, object_of(key)


class _Groups:
    """Union-find over the positions of sighting buckets."""

    def __init__(self) -> None:
        self.parent: list[int] = []

    def add(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, i: int) -> int:
        while self.parent[i] != i:
            self.parent[i] = self.parent[self.parent[i]]
            i = self.parent[i]
        return i

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


class _Sightings:
    """Every sighting of one memory id (native sightings apart from the others), folded as it arrives.

    What the fold needs of the sightings is kept, not the sightings: the representative (the earliest; among
    sightings at the same instant the one whose JSON sorts first, as a sort of the whole input would give), the
    earliest ``valid_from`` and the union of the tags. Their evidence goes to the :class:`EvidenceStore` on disk.
    Memory grows with the distinct statements, not with the sightings.
    """

    __slots__ = ("count", "native", "position", "rep", "tags", "valid_from")

    def __init__(self, memory: Memory, native: bool, position: int) -> None:
        self.native = native
        self.position = position
        self.rep = memory
        self.count = 0
        self.valid_from: str | None = None
        self.tags: set[str] = set()

    def add(self, memory: Memory, evidence: EvidenceStore) -> None:
        self.count += 1
        if self.count > 1 and _earlier(memory, self.rep):
            self.rep = memory
        for item in evidence_of(memory):
            evidence.add(self.position, item)
        start = memory.temporal.valid_from
        if start and (self.valid_from is None or _start_key(start) < _start_key(self.valid_from)):
            self.valid_from = start
        self.tags.update(memory.tags)


def _earlier(a: Memory, b: Memory) -> bool:
    """Whether ``a`` comes before ``b`` as representative (the same id: by instant, then by JSON)."""
    ta, tb = moment(a.temporal.created_at), moment(b.temporal.created_at)
    if ta != tb:
        return ta < tb
    return a.model_dump_json() < b.model_dump_json()


def _start_key(value: str) -> tuple[datetime, str]:
    """Earliest ``valid_from`` first; two spellings of one instant are ordered by their text (any input order)."""
    return moment(value), value


def _keys(memory: Memory) -> list[tuple[str, ...]]:
    keys: list[tuple[str, ...]] = [("id", memory.id), ("hash", memory.content_hash)]
    fact = fact_key(memory)
    if fact is not None:
        keys.append(("slot", fact))
    return keys


class _Fold:
    """Sightings grouped as they arrive (rule 2): one bucket per id and nativeness, buckets united by key."""

    def __init__(self, evidence: EvidenceStore) -> None:
        self.evidence = evidence
        self.buckets: list[_Sightings] = []
        self.by_id: dict[tuple[str, bool], int] = {}
        self.first_seen: dict[tuple[str, ...], int] = {}
        self.groups = _Groups()
        self.sightings = 0
        self.parts = 0

    def add(self, memory: Memory) -> None:
        self.sightings += 1
        keys = _keys(memory)
        native = is_native(memory)
        position = self.by_id.get((memory.id, native))
        if position is None:
            position = self.groups.add()
            self.by_id[(memory.id, native)] = position
            self.buckets.append(_Sightings(memory, native, position))
        self.buckets[position].add(memory, self.evidence)
        for key in keys:
            seen = self.first_seen.setdefault(key, position)
            if seen != position:
                self.groups.union(seen, position)

    def grouped(self) -> list[list[_Sightings]]:
        by_root: dict[int, list[_Sightings]] = defaultdict(list)
        for i, bucket in enumerate(self.buckets):
            by_root[self.groups.find(i)].append(bucket)
        return [by_root[root] for root in sorted(by_root)]

    def part(self, buckets: list[_Sightings]) -> int:
        """A new output memory made of ``buckets``: its number in the evidence store."""
        self.parts += 1
        self.evidence.assign((b.position for b in buckets), self.parts)
        return self.parts


def _earliest(members: list[_Sightings]) -> Memory:
    return min((b.rep for b in members), key=lambda m: (moment(m.temporal.created_at), m.id))


class _Ends:
    """The first and last item of a stream, seen as it goes by."""

    def __init__(self) -> None:
        self.first: Evidence | None = None
        self.last: Evidence | None = None

    def watch(self, items: Iterable[Evidence]) -> Iterator[Evidence]:
        for item in items:
            if self.first is None:
                self.first = item
            self.last = item
            yield item


def _fold(fold: _Fold, rep: Memory, members: list[_Sightings]) -> tuple[Memory, int, Evidence]:
    """One memory from several sightings of the same statement (rule 3); its evidence stays on disk.

    Returns the memory, its number in the evidence store and its last evidence.
    """
    part = fold.part(members)
    ends = _Ends()
    current = reinforced(ends.watch(fold.evidence.evidence(part)))
    first, last = ends.first, ends.last
    assert first is not None and last is not None  # every sighting leaves evidence
    data = rep.to_json_dict()
    temporal = data["temporal"]
    temporal["created_at"] = first.created_at
    starts = [m.valid_from for m in members if m.valid_from]
    if starts:
        temporal["valid_from"] = min(starts, key=_start_key)
    if last.at > first.at:
        temporal["updated_at"] = last.created_at
    if data.get("confidence") is not None:
        if current is not None:
            data["confidence"]["current"] = current
        data["confidence"]["last_reinforced"] = last.created_at
    data["tags"] = sorted({t for m in members for t in m.tags})
    metadata: dict[str, Any] = dict(data.get("metadata") or {})
    metadata.pop("evidence", None)  # the full list is filled in from the evidence store when written
    data["metadata"] = metadata
    memory = Memory.model_validate(data)
    fold.evidence.name(memory.id, part)
    return memory, part, last


def _one(fold: _Fold, group: list[_Sightings]) -> tuple[Memory, int, Evidence]:
    """One memory from a group (rule 3): the earliest native memory represents it, else the earliest sighting."""
    natives = [b for b in group if b.native]
    return _fold(fold, _earliest(natives or group), group)


def _claim(memory: Memory, evidence: PartEvidence) -> Claim | None:
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


def _said_beside(last: Evidence, retraction: _Retraction, key: str) -> bool:
    """Whether a memory is the new value the retraction's own message states: "traded the MacBook Air for a
    MacBook Pro" takes back the Air, not the Pro it names, though the two share a word. A memory of the very key
    taken back is no such value (an assertion misread from the negation itself), and is retracted."""
    said = retraction.evidence
    return (
        key != retraction.key
        and last.message_ref is not None
        and last.message_ref == said.message_ref
        and last.conversation_ref == said.conversation_ref
    )


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
            if not retraction_covers(retraction.key, key, out[memory_id].content):
                continue
            hit = True
            memory = out[memory_id]
            if _said_beside(last_said[memory_id], retraction, key):
                continue
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


def consolidate(
    memories: Iterable[Memory], now: str | None = None, evidence: EvidenceStore | None = None
) -> Consolidated:
    """Merge, reinforce, supersede and relate (see the module docstring).

    ``now`` is accepted so callers can pass the export time, but it is only a fallback: relation times come
    from the evidence, which keeps the output independent of when the run happened.

    ``memories`` may be a stream: each is folded as it arrives and none is kept (retraction statements, few, are
    kept aside). With ``evidence`` the memories come back without ``metadata.evidence``, which stays in that
    store for the writer to fill in memory by memory (:meth:`EvidenceStore.with_evidence`); without it they come
    back complete.
    """
    if evidence is None:
        store = EvidenceStore()
        try:
            done = consolidate(memories, now, store)
            done.memories = [Memory.model_validate(store.with_evidence(m.to_json_dict())) for m in done.memories]
            return done
        finally:
            store.close()
    fold = _Fold(evidence)
    retracting: list[Memory] = []
    dropped = 0
    for memory in memories:
        if memory.access is not None and not memory.access.exportable:
            dropped += 1
        elif is_retraction(memory):
            retracting.append(memory)
        else:
            fold.add(memory)
    retractions = _retractions(retracting)

    out: dict[str, Memory] = {}
    last_said: dict[str, Evidence] = {}
    claims: list[Claim] = []
    for group in fold.grouped():
        memory, part, last = _one(fold, group)
        out[memory.id] = memory
        last_said[memory.id] = last
        claim = _claim(memory, PartEvidence(evidence, [part]))
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
        merged=fold.sightings - len(out),
        retractions=len(retractions),
        counts=dict(sorted(counts.items())),
    )
