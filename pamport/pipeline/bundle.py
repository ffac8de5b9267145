"""The memory store: memories, relations, the conversations index, owner, identity and the integrity block."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pamport import __version__
from pamport.ids import derive
from pamport.schemas.canonical import ordered_integrity_checksum
from pamport.schemas.memory_store import Memory, MemoryStore, Relation

SPEC_URI = "https://portable-ai-memory.org/spec/v1.0"

#: Completes one memory dict as written (its evidence, kept on disk until then).
Fill = Callable[[dict[str, Any]], dict[str, Any]]


def exported_by() -> str:
    return f"pamport/{__version__}"


def default_owner_id(account_keys: list[str]) -> str:
    """A stable owner id derived from the provider accounts seen (or a fixed local one when there are none)."""
    return derive("owner", *sorted(set(account_keys))) if account_keys else derive("owner", "local")


@dataclass
class StoreParts:
    owner_id: str
    memories: list[Memory]
    relations: list[Relation]
    export_date: str
    export_id: str | None = None


def build_store_head(parts: StoreParts, fill: Fill | None = None) -> dict[str, Any]:
    """The store without its conversations index (streamed separately), validated by the pydantic models.

    Memories are validated one at a time (what validating them inside the store does), so that the validated
    copy of every memory of a large store is never held at once. With ``fill`` the memories are kept without
    their evidence, which ``fill`` adds to one memory at a time for the checks, the checksum and the writer.
    """
    memory_dicts = [without_nulls(m.to_json_dict()) for m in sorted(parts.memories, key=lambda m: m.id)]
    complete = (fill(m) for m in memory_dicts) if fill is not None else iter(memory_dicts)
    checksum = ordered_integrity_checksum(_validated(complete))
    store = MemoryStore.model_validate(
        {
            "schema": "portable-ai-memory",
            "schema_version": "1.0",
            "spec_uri": SPEC_URI,
            "export_id": parts.export_id or str(uuid.uuid4()),
            "exported_by": exported_by(),
            "export_date": parts.export_date,
            "owner": {"id": parts.owner_id, "did": None},
            "memories": [],
            "relations": [r.to_json_dict() for r in sorted(parts.relations, key=lambda r: r.id)],
            "conversations_index": [],
            "export_type": "full",
            "base_export_id": None,
            "since": None,
            "type_registry": None,
        }
    )
    data = store.to_json_dict()
    data["memories"] = memory_dicts
    data["integrity"] = {"canonicalization": "RFC8785", "checksum": checksum, "total_memories": len(memory_dicts)}
    del data["conversations_index"]
    return data


def _validated(memories: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for memory in memories:
        Memory.model_validate(memory)
        yield memory


def without_nulls(value: Any) -> Any:
    """Drop null-valued keys at every depth.

    Memories are written without nulls so that the integrity checksum, computed over the memories exactly as
    written, is also what readers get when they re-serialize a parsed memory leaving unset fields out (the
    reference SDK computes it that way).
    """
    if isinstance(value, dict):
        return {k: without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [without_nulls(v) for v in value]
    return value


def derived_memories(memories: list[Memory]) -> dict[str, list[str]]:
    """Conversation id -> ids of the memories whose provenance names it (all a store's index needs of them)."""
    by_conversation: dict[str, list[str]] = {}
    for memory in memories:
        ref = memory.provenance.conversation_ref
        if ref:
            by_conversation.setdefault(ref, []).append(memory.id)
    return by_conversation


def index_with_derived(index: Iterator[dict[str, Any]], derived: dict[str, list[str]]) -> Iterator[dict[str, Any]]:
    """Fill ``derived_memories`` from provenance: exactly the memories whose conversation_ref is the entry."""
    for entry in index:
        entry["derived_memories"] = sorted(derived.get(entry["id"], []))
        yield entry
