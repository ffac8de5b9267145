"""Incremental exports (spec §16): the delta between two full stores, and applying a delta to its base.

A delta holds the memories that are new or changed (compared as RFC 8785 bytes, exactly as written) and a
*retirement* for every base memory that the newer store no longer has. Memories are never physically
deleted (§16.5), so a removal travels as a status change: active or deprecated become ``retracted``; a
superseded memory cannot be retracted (only superseded → archived is allowed), so it becomes ``archived``;
memories already retracted or archived are left as they are. A retirement also sets ``temporal.updated_at`` to
the delta's date.

Because nothing is deleted, applying ``make_delta(base, new)`` to ``base`` gives ``new`` plus the retired base
memories (and the base relations and index entries the newer store dropped): that is :func:`with_retractions`,
and when the newer store removes nothing it is ``new`` itself, byte for byte in its memories.

A delta is self-contained: the memories its relations and ``superseded_by`` point at, and the index entries of
the conversations its memories come from, are included even when unchanged (re-applying them is a no-op), and
the ``derived_memories`` of its index entries list only the memories of the delta. Applying a delta rebuilds
``derived_memories`` from provenance, as §14 allows, so the merged index matches the merged memories.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from pamport.errors import PamportError
from pamport.jsonio import dumps_line
from pamport.schemas.canonical import canonical_bytes, integrity_block
from pamport.schemas.memory_store import ALLOWED_TRANSITIONS

#: Statuses that need no retirement when a memory disappears.
RETIRED = frozenset({"retracted", "archived"})

Store = dict[str, Any]
Item = dict[str, Any]


class DeltaError(PamportError):
    """A delta cannot be built or applied (wrong export type, or a delta meant for another base)."""


def _by_id(items: Iterable[Item]) -> dict[str, Item]:
    return {str(item["id"]): item for item in items}


def _same(a: Item, b: Item) -> bool:
    """Equal as RFC 8785 bytes.

    Identical sorted JSON text implies it cheaply (the JCS encoder is pure Python, ``json`` is not), so JCS
    only settles the pairs whose text differs (``1.0`` against ``1``, say).
    """
    return dumps_line(a) == dumps_line(b) or canonical_bytes(a) == canonical_bytes(b)


def retire(memory: Item, when: str) -> Item | None:
    """The memory as it must appear once its statement is gone, or None when it is already retired."""
    status = str(memory.get("status", "active"))
    if status in RETIRED:
        return None
    target = "retracted" if (status, "retracted") in ALLOWED_TRANSITIONS else "archived"
    if (status, target) not in ALLOWED_TRANSITIONS:
        return None
    retired = copy.deepcopy(memory)
    retired["status"] = target
    retired.setdefault("temporal", {})["updated_at"] = when
    return retired


def rebuild_derived(index: Iterable[Item], memories: Iterable[Item]) -> list[Item]:
    """``derived_memories`` rebuilt from provenance (§14): sorted ids of the memories citing each entry."""
    by_conversation: dict[str, list[str]] = {}
    for memory in memories:
        ref = _conversation_ref(memory)
        if ref:
            by_conversation.setdefault(ref, []).append(str(memory["id"]))
    out = []
    for entry in index:
        entry = dict(entry)
        entry["derived_memories"] = sorted(by_conversation.get(str(entry["id"]), []))
        out.append(entry)
    return out


def _merge_ordered(base: list[Item], update: list[Item]) -> list[Item]:
    """Entries by id: updated in place, new ones appended in their own order."""
    updates = _by_id(update)
    merged = [updates.pop(str(e["id"]), e) for e in base]
    merged.extend(e for e in update if str(e["id"]) in updates)
    return merged


def _require_full(store: Store, role: str) -> None:
    if store.get("export_type", "full") != "full":
        raise DeltaError(f"the {role} store is {store.get('export_type')!r}; it must be a full export")


def _head(model: Store, export_id: str | None, export_date: str | None) -> Store:
    return {
        "schema": "portable-ai-memory",
        "schema_version": model.get("schema_version", "1.0"),
        "spec_uri": model.get("spec_uri"),
        "export_id": export_id,
        "exported_by": model.get("exported_by"),
        "export_date": export_date,
        "owner": copy.deepcopy(model["owner"]),
        "type_registry": model.get("type_registry"),
    }


def _close_over_references(
    delta: dict[str, Item], relations: list[Item], new: dict[str, Item], base: dict[str, Item]
) -> None:
    """Add the memories the delta's relations and ``superseded_by`` point at (unchanged ones included)."""
    wanted = {str(r[end]) for r in relations for end in ("from", "to")}
    while True:
        wanted |= {str(m["temporal"]["superseded_by"]) for m in delta.values() if _replacement(m)}
        missing = {mid for mid in wanted if mid not in delta and (mid in new or mid in base)}
        if not missing:
            return
        delta.update({mid: new.get(mid) or base[mid] for mid in missing})


def _replacement(memory: Item) -> str | None:
    value = (memory.get("temporal") or {}).get("superseded_by")
    return str(value) if value else None


def _conversation_ref(memory: Item) -> str | None:
    value = (memory.get("provenance") or {}).get("conversation_ref")
    return str(value) if value else None


def _integrity(memories: list[Item]) -> dict[str, Any]:
    return integrity_block(list[Mapping[str, Any]](memories))


def _delta_index(base_index: list[Item], new_index: list[Item], memories: list[Item]) -> list[Item]:
    """New or changed entries (in the newer order), then the unchanged ones that delta memories refer to."""
    base = _by_id(base_index)
    chosen = [e for e in new_index if str(e["id"]) not in base or not _same(base[str(e["id"])], e)]
    chosen_ids = {str(e["id"]) for e in chosen}
    known = {**base, **_by_id(new_index)}
    refs = {ref for m in memories if (ref := _conversation_ref(m))}
    chosen.extend(known[cid] for cid in sorted(refs - chosen_ids) if cid in known)
    return copy.deepcopy(chosen)


def make_delta(base_store: Store, new_store: Store, export_id: str, export_date: str) -> Store:
    """The incremental store that turns ``base_store`` into ``new_store`` (plus retirements) when applied."""
    _require_full(base_store, "base")
    _require_full(new_store, "new")
    base, new = _by_id(base_store["memories"]), _by_id(new_store["memories"])
    delta: dict[str, Item] = {mid: m for mid, m in new.items() if mid not in base or not _same(base[mid], m)}
    for mid, old in base.items():
        if mid not in new:
            retired = retire(old, export_date)
            if retired is not None:
                delta[mid] = retired

    base_rel = _by_id(base_store.get("relations", []))
    relations = [
        r
        for r in new_store.get("relations", [])
        if str(r["id"]) not in base_rel or not _same(base_rel[str(r["id"])], r)
    ]
    _close_over_references(delta, relations, new, base)

    memories = [copy.deepcopy(delta[mid]) for mid in sorted(delta)]
    index = _delta_index(
        base_store.get("conversations_index", []), new_store.get("conversations_index", []), memories
    )

    store = _head(new_store, export_id, export_date)
    store.update(
        {
            "memories": memories,
            "relations": sorted(copy.deepcopy(relations), key=lambda r: str(r["id"])),
            "conversations_index": rebuild_derived(index, memories),
            "integrity": _integrity(memories),
            "export_type": "incremental",
            "base_export_id": base_store.get("export_id"),
            "since": base_store.get("export_date"),
        }
    )
    return store


def apply_delta(base_store: Store, delta: Store, check_base: bool = True) -> Store:
    """Spec §16: update by id or insert, never delete, recompute the checksum; the result is a full store.

    With ``check_base`` a delta whose ``base_export_id`` names another export is refused (§16.1 lets an
    importer reject it; applying it would silently mix two histories).
    """
    _require_full(base_store, "base")
    if delta.get("export_type") != "incremental":
        raise DeltaError(f"not an incremental export (export_type is {delta.get('export_type')!r})")
    wanted, have = delta.get("base_export_id"), base_store.get("export_id")
    if check_base and wanted and have and wanted != have:
        raise DeltaError(f"the delta applies to export {wanted}, but the base is export {have}")
    export_date = delta.get("export_date") or base_store.get("export_date")
    merged = _by_id(copy.deepcopy(base_store["memories"]))
    merged.update(_by_id(copy.deepcopy(delta["memories"])))
    memories = [merged[mid] for mid in sorted(merged)]
    relations = _by_id(copy.deepcopy(base_store.get("relations", [])))
    relations.update(_by_id(copy.deepcopy(delta.get("relations", []))))
    index = _merge_ordered(base_store.get("conversations_index", []), delta.get("conversations_index", []))

    store = _head(delta, delta.get("export_id") or base_store.get("export_id"), export_date)
    store.update(
        {
            "memories": memories,
            "relations": [relations[rid] for rid in sorted(relations)],
            "conversations_index": rebuild_derived(copy.deepcopy(index), memories),
            "integrity": _integrity(memories),
            "export_type": "full",
            "base_export_id": None,
            "since": None,
        }
    )
    if store["export_date"] is None:
        del store["export_date"]
    return store


def with_retractions(base_store: Store, new_store: Store, export_date: str) -> Store:
    """``new_store`` carrying forward what a delta cannot delete: exactly what applying the delta produces."""
    new = _by_id(new_store["memories"])
    retired = [r for m in base_store["memories"] if str(m["id"]) not in new if (r := retire(m, export_date))]
    kept_old = [m for m in base_store["memories"] if str(m["id"]) not in new and m.get("status") in RETIRED]
    merged = _by_id([*copy.deepcopy(new_store["memories"]), *copy.deepcopy(kept_old), *retired])
    memories = [merged[mid] for mid in sorted(merged)]
    relations = _by_id(copy.deepcopy(base_store.get("relations", [])))
    relations.update(_by_id(copy.deepcopy(new_store.get("relations", []))))
    index = _merge_ordered(
        base_store.get("conversations_index", []), new_store.get("conversations_index", [])
    )
    store = copy.deepcopy(new_store)
    store.update(
        {
            "memories": memories,
            "relations": [relations[rid] for rid in sorted(relations)],
            "conversations_index": rebuild_derived(copy.deepcopy(index), memories),
            "integrity": _integrity(memories),
        }
    )
    store.pop("signature", None)
    return store
