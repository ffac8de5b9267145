"""What changed between two bundles: memories, relations and conversations, ignoring what varies per run.

Made for re-imports (a newer importer version over the same export, or a newer export): ids are derived, so
the same statement or conversation has the same id in both bundles and can be compared field by field. Fields
that change on every run (``export_id``, ``export_date``, the integrity block that follows from the memories,
a signature, ``import_metadata.imported_at``, and the export file a conversation was read from) are not
reported; ``import_metadata.importer_version`` is, since a newer importer is a reason to compare.
Conversation files are loaded one pair at a time, so memory stays flat however many conversations a bundle
holds.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pamport.pipeline.bundle_io import CONVERSATIONS_DIR, conversation_files, read_conversation, read_store

#: Memory-store fields that differ on every run or follow from others.
VOLATILE_STORE_FIELDS = frozenset(
    {"export_id", "export_date", "integrity", "signature", "conversations_index"}
)
#: ``import_metadata`` fields that describe the run or the export file rather than the conversation: a newer
#: export of the same account changes them for every conversation, which would hide the real changes.
VOLATILE_IMPORT_FIELDS = frozenset({"imported_at", "source_file", "source_checksum"})
#: Statuses that mean a memory was withdrawn rather than edited.
WITHDRAWN = frozenset({"retracted", "archived"})
#: Entries listed per section by :meth:`BundleDiff.render_text` (the JSON form lists all).
TEXT_LIMIT = 50

Item = dict[str, Any]


def changed_paths(old: Any, new: Any, prefix: str = "", depth: int = 2) -> list[str]:
    """Dotted paths of the fields that differ, ``depth`` levels into objects (lists are compared whole)."""
    if old == new:
        return []
    if depth <= 0 or not isinstance(old, dict) or not isinstance(new, dict):
        return [prefix or "(value)"]
    paths: list[str] = []
    for key in sorted(set(old) | set(new)):
        here = f"{prefix}.{key}" if prefix else str(key)
        if key not in old or key not in new:
            if old.get(key) is not None or new.get(key) is not None:
                paths.append(here)
            continue
        paths.extend(changed_paths(old[key], new[key], here, depth - 1))
    return paths


@dataclass
class MemoryRef:
    id: str
    type: str
    content: str
    status: str = "active"


@dataclass
class MemoryChange:
    id: str
    content: str
    fields: list[str]


@dataclass
class RelationRef:
    id: str
    type: str
    source: str
    target: str


@dataclass
class ConversationRef:
    id: str
    platform: str
    title: str | None = None


@dataclass
class ConversationChange:
    id: str
    title: str | None
    fields: list[str] = field(default_factory=list)
    messages_added: list[str] = field(default_factory=list)
    messages_removed: list[str] = field(default_factory=list)
    messages_text_changed: list[str] = field(default_factory=list)
    messages_modified: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(
            self.fields
            or self.messages_added
            or self.messages_removed
            or self.messages_text_changed
            or self.messages_modified
        )


@dataclass
class BundleDiff:
    old: str
    new: str
    store_fields: list[str] = field(default_factory=list)
    memories_added: list[MemoryRef] = field(default_factory=list)
    memories_changed: list[MemoryChange] = field(default_factory=list)
    memories_retracted: list[MemoryRef] = field(default_factory=list)
    memories_removed: list[MemoryRef] = field(default_factory=list)
    relations_added: list[RelationRef] = field(default_factory=list)
    relations_changed: list[RelationRef] = field(default_factory=list)
    relations_removed: list[RelationRef] = field(default_factory=list)
    conversations_added: list[ConversationRef] = field(default_factory=list)
    conversations_changed: list[ConversationChange] = field(default_factory=list)
    conversations_removed: list[ConversationRef] = field(default_factory=list)

    @property
    def identical(self) -> bool:
        return not any(v for k, v in asdict(self).items() if k not in ("old", "new"))

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["identical"] = self.identical
        data["counts"] = {k: len(v) for k, v in data.items() if isinstance(v, list) and k != "store_fields"}
        return data

    def render_text(self) -> str:
        """For people: counts per section, then up to :data:`TEXT_LIMIT` entries each."""
        lines = [f"{self.old} -> {self.new}"]
        if self.identical:
            lines.append("No differences (export_id, export_date and import times are not compared).")
            return "\n".join(lines)
        if self.store_fields:
            lines.append(f"Store fields changed: {', '.join(self.store_fields)}")
        sections: list[tuple[str, list[tuple[str, list[Any]]]]] = [
            (
                "Memories",
                [
                    ("added", self.memories_added),
                    ("changed", self.memories_changed),
                    ("retracted", self.memories_retracted),
                    ("removed", self.memories_removed),
                ],
            ),
            (
                "Relations",
                [
                    ("added", self.relations_added),
                    ("changed", self.relations_changed),
                    ("removed", self.relations_removed),
                ],
            ),
            (
                "Conversations",
                [
                    ("added", self.conversations_added),
                    ("changed", self.conversations_changed),
                    ("removed", self.conversations_removed),
                ],
            ),
        ]
        for title, kinds in sections:
            lines.append(f"{title + ':':<15}" + ", ".join(f"{len(items)} {kind}" for kind, items in kinds))
            for kind, items in kinds:
                lines.extend(_render_entry(kind, item) for item in items[:TEXT_LIMIT])
                if len(items) > TEXT_LIMIT:
                    lines.append(f"  ... and {len(items) - TEXT_LIMIT} more {kind} (use --json for all)")
        return "\n".join(lines)


_MARKS = {"added": "+", "changed": "~", "retracted": "x", "removed": "-"}


def _short(text: str | None, width: int = 70) -> str:
    one_line = " ".join((text or "").split())
    return one_line if len(one_line) <= width else one_line[: width - 1] + "…"


def _render_entry(kind: str, item: Any) -> str:
    mark = _MARKS[kind]
    if isinstance(item, MemoryRef):
        return f"  {mark} [{item.type}] {_short(item.content)} ({item.id})"
    if isinstance(item, MemoryChange):
        return f"  {mark} {_short(item.content)} ({item.id}): {', '.join(item.fields)}"
    if isinstance(item, RelationRef):
        return f"  {mark} {item.type} {item.source} -> {item.target}"
    if isinstance(item, ConversationRef):
        return f"  {mark} {item.platform} {_short(item.title, 50)!r} ({item.id})"
    change: ConversationChange = item
    parts = [
        f"{len(ids)} message(s) {what}"
        for what, ids in (
            ("added", change.messages_added),
            ("removed", change.messages_removed),
            ("with new text", change.messages_text_changed),
            ("otherwise modified", change.messages_modified),
        )
        if ids
    ]
    if change.fields:
        parts.append("fields: " + ", ".join(change.fields))
    return f"  {mark} {_short(change.title, 50)!r} ({change.id}): {'; '.join(parts)}"


def _memory_ref(m: Item) -> MemoryRef:
    return MemoryRef(
        str(m["id"]), str(m.get("type", "")), str(m.get("content", "")), str(m.get("status", "active"))
    )


def _relation_ref(r: Item) -> RelationRef:
    return RelationRef(str(r["id"]), str(r.get("type", "")), str(r.get("from", "")), str(r.get("to", "")))


def _diff_memories(result: BundleDiff, old: list[Item], new: list[Item]) -> None:
    before = {str(m["id"]): m for m in old}
    after = {str(m["id"]): m for m in new}
    for mid in sorted(after):
        m = after[mid]
        if mid not in before:
            result.memories_added.append(_memory_ref(m))
            continue
        paths = changed_paths(before[mid], m)
        if not paths:
            continue
        was, now = before[mid].get("status", "active"), m.get("status", "active")
        if now in WITHDRAWN and was not in WITHDRAWN:
            result.memories_retracted.append(_memory_ref(m))
        else:
            result.memories_changed.append(MemoryChange(mid, str(m.get("content", "")), paths))
    result.memories_removed.extend(_memory_ref(before[mid]) for mid in sorted(set(before) - set(after)))


def _diff_relations(result: BundleDiff, old: list[Item], new: list[Item]) -> None:
    before = {str(r["id"]): r for r in old}
    after = {str(r["id"]): r for r in new}
    for rid in sorted(after):
        if rid not in before:
            result.relations_added.append(_relation_ref(after[rid]))
        elif before[rid] != after[rid]:
            result.relations_changed.append(_relation_ref(after[rid]))
    result.relations_removed.extend(_relation_ref(before[rid]) for rid in sorted(set(before) - set(after)))


def _conversation_paths(bundle: Path, index: dict[str, Item]) -> dict[str, Path]:
    """Where each conversation's file is: the index's storage ref, else ``conversations/<id>.json``."""
    if not bundle.is_dir():
        return {}
    paths = dict(conversation_files(bundle))
    for cid, entry in index.items():
        storage = entry.get("storage") or {}
        if storage.get("type") == "file" and isinstance(storage.get("ref"), str):
            candidate = bundle / storage["ref"]
            if candidate.is_file():
                paths[cid] = candidate
        elif cid not in paths and (bundle / CONVERSATIONS_DIR / f"{cid}.json").is_file():
            paths[cid] = bundle / CONVERSATIONS_DIR / f"{cid}.json"
    return paths


def message_text(message: Item) -> str:
    content = message.get("content") or {}
    if content.get("type") == "multipart":
        parts = content.get("parts") or []
        return "\n\n".join(str(p.get("text")) for p in parts if isinstance(p, dict) and p.get("text"))
    return str(content.get("text") or "")


def _stable(conversation: Item) -> Item:
    """The conversation without what changes on every run or with every new export file."""
    data = dict(conversation)
    meta = data.get("import_metadata")
    if isinstance(meta, dict):
        data["import_metadata"] = {k: v for k, v in meta.items() if k not in VOLATILE_IMPORT_FIELDS}
    return data


def _diff_conversation_files(change: ConversationChange, old: Item, new: Item) -> None:
    old, new = _stable(old), _stable(new)
    if old == new:
        return
    change.fields.extend(changed_paths({**old, "messages": None}, {**new, "messages": None}))
    before = {str(m.get("id")): m for m in old.get("messages") or [] if isinstance(m, dict)}
    after = {str(m.get("id")): m for m in new.get("messages") or [] if isinstance(m, dict)}
    change.messages_added = sorted(set(after) - set(before))
    change.messages_removed = sorted(set(before) - set(after))
    for mid in sorted(set(before) & set(after)):
        if message_text(before[mid]) != message_text(after[mid]):
            change.messages_text_changed.append(mid)
        elif before[mid] != after[mid]:
            change.messages_modified.append(mid)


def _conversation_ids(
    old: dict[str, Item], new: dict[str, Item], paths: tuple[dict[str, Path], ...]
) -> list[str]:
    ids = set(old) | set(new)
    for mapping in paths:
        ids |= set(mapping)
    return sorted(ids)


def _diff_conversations(result: BundleDiff, old_bundle: Path, new_bundle: Path, old: Item, new: Item) -> None:
    old_index = {str(e["id"]): e for e in old.get("conversations_index") or []}
    new_index = {str(e["id"]): e for e in new.get("conversations_index") or []}
    old_paths = _conversation_paths(old_bundle, old_index)
    new_paths = _conversation_paths(new_bundle, new_index)
    for cid in _conversation_ids(old_index, new_index, (old_paths, new_paths)):
        in_old = cid in old_index or cid in old_paths
        in_new = cid in new_index or cid in new_paths
        if not in_old or not in_new:
            entry = (new_index if in_new else old_index).get(cid, {})
            ref = ConversationRef(cid, str(entry.get("platform", "")), entry.get("title"))
            (result.conversations_added if in_new else result.conversations_removed).append(ref)
            continue
        entry = new_index.get(cid) or old_index.get(cid) or {}
        change = ConversationChange(cid, entry.get("title"))
        change.fields.extend(f"index.{p}" for p in changed_paths(old_index.get(cid), new_index.get(cid)))
        if cid in old_paths and cid in new_paths:
            _diff_conversation_files(
                change, read_conversation(old_paths[cid]), read_conversation(new_paths[cid])
            )
        elif (cid in old_paths) != (cid in new_paths):
            change.fields.append("file")
        if change.changed:
            result.conversations_changed.append(change)


def diff_bundles(old: Path, new: Path) -> BundleDiff:
    """Compare two bundles (folders) or two memory-store files."""
    old_store, new_store = read_store(old), read_store(new)
    result = BundleDiff(old=str(old), new=str(new))
    result.store_fields = changed_paths(
        {k: v for k, v in old_store.items() if k not in VOLATILE_STORE_FIELDS | {"memories", "relations"}},
        {k: v for k, v in new_store.items() if k not in VOLATILE_STORE_FIELDS | {"memories", "relations"}},
    )
    _diff_memories(result, old_store["memories"], new_store["memories"])
    _diff_relations(result, old_store.get("relations") or [], new_store.get("relations") or [])
    _diff_conversations(result, old, new, old_store, new_store)
    return result
