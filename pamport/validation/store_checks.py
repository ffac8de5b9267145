"""Deep checks of ``memory-store.json`` that a JSON Schema cannot express.

They run on the parsed document after the models accepted it, so shapes and types are known to be right.
The rules are the spec's (§6 content_hash, §7 status, §13 relations, §14 index, §15 integrity, §18 signature)
plus the ones the reference SDK (portable-ai-memory) checks, and the derived_memories rule pamport writes by:
``index[C].derived_memories`` is exactly the sorted ids of the memories whose ``provenance.conversation_ref``
is ``C``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pamport.schemas.canonical import content_hash, integrity_checksum
from pamport.timeutil import parse_datetime
from pamport.validation.report import ValidationReport
from pamport.validation.sdk_compat import reference_sdk_checksum


@dataclass
class StoreFacts:
    """What the cross-file checks need from the store (small even for big bundles)."""

    memory_ids: set[str] = field(default_factory=set)
    #: memory id -> (position in memories, embedding_ref), for memories that have one
    embedding_refs: dict[str, tuple[int, str]] = field(default_factory=dict)
    #: conversation id -> position in conversations_index
    index_positions: dict[str, int] = field(default_factory=dict)
    signature: str = "absent"


def check_store(store: dict[str, Any], name: str, report: ValidationReport) -> StoreFacts:
    facts = StoreFacts()
    memories: list[dict[str, Any]] = store["memories"]
    index: list[dict[str, Any]] = store.get("conversations_index", [])
    facts.memory_ids = {m["id"] for m in memories}
    facts.embedding_refs = {
        m["id"]: (i, m["embedding_ref"]) for i, m in enumerate(memories) if m.get("embedding_ref")
    }
    for position, entry in enumerate(index):
        facts.index_positions.setdefault(entry["id"], position)
    _unique_ids(store, name, report)
    _memories(memories, facts, name, report)
    _integrity(store, name, report)
    _relations(store.get("relations", []), facts.memory_ids, name, report)
    _provenance_and_index(memories, index, facts, name, report)
    _export_type(store, name, report)
    facts.signature = _signature(store, name, report)
    return facts


def _unique_ids(store: dict[str, Any], name: str, report: ValidationReport) -> None:
    for key, label in (
        ("memories", "memory"),
        ("relations", "relation"),
        ("conversations_index", "conversation"),
    ):
        seen: dict[str, int] = {}
        for position, item in enumerate(store.get(key, [])):
            if item["id"] in seen:
                report.error(
                    "id-unique",
                    name,
                    f"/{key}/{position}/id",
                    f"duplicate {label} id {item['id']!r} (first at /{key}/{seen[item['id']]})",
                )
            else:
                seen[item["id"]] = position


def _memories(memories: list[dict[str, Any]], facts: StoreFacts, name: str, report: ValidationReport) -> None:
    for i, memory in enumerate(memories):
        where = f"/memories/{i}"
        mid = memory["id"]
        expected = content_hash(memory["content"])
        if memory["content_hash"] != expected:
            report.error(
                "content-hash",
                name,
                f"{where}/content_hash",
                f"memory {mid!r}: content_hash is {memory['content_hash']} but its content hashes "
                f"to {expected} "
                "(spec §6: trim, lowercase, NFC, collapse whitespace, sha256)",
            )
        temporal = memory["temporal"]
        status = memory.get("status", "active")
        superseded_by = temporal.get("superseded_by")
        if superseded_by is not None and superseded_by not in facts.memory_ids:
            report.error(
                "superseded-by",
                name,
                f"{where}/temporal/superseded_by",
                f"memory {mid!r} is superseded by {superseded_by!r}, which is not a memory of this store",
            )
        elif superseded_by == mid:
            report.error(
                "superseded-by", name, f"{where}/temporal/superseded_by", f"memory {mid!r} supersedes itself"
            )
        if status == "superseded" and not superseded_by:
            report.warning(
                "status",
                name,
                f"{where}/status",
                f"memory {mid!r} is superseded but temporal.superseded_by does not say by what",
            )
        if superseded_by and status != "superseded":
            report.warning(
                "status",
                name,
                f"{where}/status",
                f"memory {mid!r} has temporal.superseded_by but its status is {status!r}, not 'superseded'",
            )
        access = memory.get("access")
        if access is not None and access.get("exportable") is False:
            report.error(
                "exportable",
                name,
                f"{where}/access/exportable",
                f"memory {mid!r} is marked exportable: false and must not be in an export (spec §21)",
            )
        _memory_times(memory, where, name, report)


def _memory_times(memory: dict[str, Any], where: str, name: str, report: ValidationReport) -> None:
    temporal = memory["temporal"]
    created = _time(temporal["created_at"])
    updated = _time(temporal.get("updated_at"))
    if created and updated and updated < created:
        report.error(
            "temporal",
            name,
            f"{where}/temporal/updated_at",
            f"memory {memory['id']!r}: updated_at is before created_at",
        )
    start, end = _time(temporal.get("valid_from")), _time(temporal.get("valid_until"))
    if start and end and end < start:
        report.error(
            "temporal",
            name,
            f"{where}/temporal/valid_until",
            f"memory {memory['id']!r}: valid_until is before valid_from",
        )
    reinforced = _time((memory.get("confidence") or {}).get("last_reinforced"))
    if created and reinforced and reinforced < created:
        report.warning(
            "temporal",
            name,
            f"{where}/confidence/last_reinforced",
            f"memory {memory['id']!r}: last_reinforced is before created_at",
        )


def _time(value: Any) -> datetime | None:
    return parse_datetime(value) if isinstance(value, str) else None


def _integrity(store: dict[str, Any], name: str, report: ValidationReport) -> None:
    memories = store["memories"]
    integrity = store.get("integrity")
    if integrity is None:
        report.warning(
            "integrity", name, "/", "no integrity block: corruption of the memories cannot be detected"
        )
        return
    if integrity["total_memories"] != len(memories):
        report.error(
            "integrity-total",
            name,
            "/integrity/total_memories",
            f"integrity.total_memories is {integrity['total_memories']} but there are "
            f"{len(memories)} memories",
        )
    try:
        computed = integrity_checksum(memories)
        sdk = reference_sdk_checksum(memories)
    except (ValueError, OverflowError) as exc:
        report.error(
            "integrity-checksum", name, "/memories", f"the memories cannot be canonicalized (RFC 8785): {exc}"
        )
        return
    if integrity["checksum"] != computed:
        report.error(
            "integrity-checksum",
            name,
            "/integrity/checksum",
            f"integrity.checksum is {integrity['checksum']} but the memories (sorted by id, RFC "
            "8785) hash to "
            f"{computed}",
        )
        return
    if sdk is not None and sdk != computed:
        report.warning(
            "reference-sdk",
            name,
            "/integrity/checksum",
            "the checksum is right, but the reference SDK (portable-ai-memory) recomputes it over memories "
            "re-serialized with nulls dropped, defaults filled and times rewritten, and will report "
            "a mismatch; "
            "write memories without null values, with status and tags, and times as "
            "YYYY-MM-DDTHH:MM:SS[.ffffff]Z",
        )


def _relations(
    relations: list[dict[str, Any]], memory_ids: set[str], name: str, report: ValidationReport
) -> None:
    for i, relation in enumerate(relations):
        for end in ("from", "to"):
            if relation[end] not in memory_ids:
                report.error(
                    "relation-ref",
                    name,
                    f"/relations/{i}/{end}",
                    f"relation {relation['id']!r}: '{end}' is {relation[end]!r}, which is not a "
                    "memory of this store",
                )
        if relation["from"] == relation["to"]:
            report.warning(
                "relation-ref",
                name,
                f"/relations/{i}",
                f"relation {relation['id']!r} links a memory to itself",
            )


def _provenance_and_index(
    memories: list[dict[str, Any]],
    index: list[dict[str, Any]],
    facts: StoreFacts,
    name: str,
    report: ValidationReport,
) -> None:
    by_conversation: dict[str, list[str]] = {}
    for i, memory in enumerate(memories):
        ref = memory["provenance"].get("conversation_ref")
        if ref is None:
            continue
        by_conversation.setdefault(ref, []).append(memory["id"])
        if not index:
            report.warning(
                "conversation-ref",
                name,
                f"/memories/{i}/provenance/conversation_ref",
                f"memory {memory['id']!r} refers to conversation {ref!r} but the store has no "
                "conversations_index",
            )
        elif ref not in facts.index_positions:
            report.error(
                "conversation-ref",
                name,
                f"/memories/{i}/provenance/conversation_ref",
                f"memory {memory['id']!r} refers to conversation {ref!r}, which is not in "
                "conversations_index",
            )
    memory_refs = {m["id"]: m["provenance"].get("conversation_ref") for m in memories}
    for position, entry in enumerate(index):
        where = f"/conversations_index/{position}"
        derived: list[str] = entry.get("derived_memories", [])
        for dup, count in Counter(derived).items():
            if count > 1:
                report.error(
                    "derived-memories",
                    name,
                    f"{where}/derived_memories",
                    f"memory id {dup!r} is listed {count} times",
                )
        for k, mid in enumerate(derived):
            if mid not in memory_refs:
                report.error(
                    "derived-memories",
                    name,
                    f"{where}/derived_memories/{k}",
                    f"conversation {entry['id']!r} lists derived memory {mid!r}, which is not a "
                    "memory of this store",
                )
            elif memory_refs[mid] != entry["id"]:
                report.error(
                    "derived-memories",
                    name,
                    f"{where}/derived_memories/{k}",
                    f"conversation {entry['id']!r} lists memory {mid!r}, whose "
                    "provenance.conversation_ref is "
                    f"{memory_refs[mid]!r}",
                )
        listed = set(derived)
        for mid in by_conversation.get(entry["id"], []):
            if mid not in listed:
                report.error(
                    "derived-memories",
                    name,
                    f"{where}/derived_memories",
                    f"memory {mid!r} has provenance.conversation_ref {entry['id']!r} but is missing "
                    "from this "
                    "entry's derived_memories (exporters must keep both consistent, spec §14)",
                )
        if derived != sorted(derived) and len(set(derived)) == len(derived):
            report.warning(
                "derived-memories", name, f"{where}/derived_memories", "derived_memories is not sorted"
            )
        created, updated = _time(entry["temporal"]["created_at"]), _time(entry["temporal"].get("updated_at"))
        if created and updated and updated < created:
            report.error(
                "temporal",
                name,
                f"{where}/temporal/updated_at",
                f"conversation {entry['id']!r}: updated_at is before created_at",
            )


def _export_type(store: dict[str, Any], name: str, report: ValidationReport) -> None:
    if store.get("export_type") == "incremental":
        for key in ("base_export_id", "since"):
            if store.get(key) is None:
                report.warning(
                    "incremental", name, f"/{key}", f"an incremental export should give {key} (spec §16)"
                )


def _signature(store: dict[str, Any], name: str, report: ValidationReport) -> str:
    if store.get("signature") is None:
        return "absent"
    try:
        from pamport.signing import SignatureError, verify_store
    except ImportError as exc:  # the cryptography package is missing: say so rather than fail everything
        report.error("signature", name, "/signature", f"cannot verify the signature here: {exc}")
        return "unverified"
    try:
        verify_store(store)
    except SignatureError as exc:
        report.error("signature", name, "/signature", f"the signature does not verify: {exc.reason}")
        return "invalid"
    return "verified"
