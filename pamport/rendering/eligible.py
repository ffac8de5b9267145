"""Which memories may be rendered at all: active, exportable, valid now, and not contradicted by a newer one.

PAM §21 forbids writing ``access.exportable: false`` memories into an export. A memory that is superseded,
retracted, deprecated or archived is history, not something to tell the next assistant. A memory whose
``temporal.valid_until`` lies before the reference time (or whose ``valid_from`` lies after it) has expired or
is not yet true. The reference time is explicit (``as_of``) so that the same bundle renders the same text
tomorrow; by default it is the bundle's own ``export_date``.

Two active memories that contradict each other (a ``contradicts`` relation, or one single-valued attribute holding
two values) are resolved to the newer one: the one asserted last.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from typing import Any

from pamport.rendering.result import Omission
from pamport.rendering.slot import single_attribute, slot_of
from pamport.timeutil import parse_datetime

Memory = dict[str, Any]


def last_asserted(memory: Memory) -> str:
    """When the memory was last said or confirmed (ISO text, comparable as UTC)."""
    temporal = memory.get("temporal") or {}
    confidence = memory.get("confidence") or {}
    stamps = [temporal.get("created_at"), temporal.get("updated_at"), confidence.get("last_reinforced")]
    parsed = [d for d in (parse_datetime(s) for s in stamps) if d is not None]
    return max(parsed).astimezone(UTC).isoformat() if parsed else ""


def reference_time(store: dict[str, Any], as_of: str | None) -> datetime:
    """``as_of`` (ISO text or ``now``), else the bundle's export date, else its newest memory."""
    if as_of == "now":
        return datetime.now(tz=UTC)
    for candidate in (as_of, store.get("export_date")):
        parsed = parse_datetime(candidate)
        if parsed is not None:
            return parsed
    newest = max((last_asserted(m) for m in store.get("memories", [])), default="")
    return parse_datetime(newest) or datetime(1970, 1, 1, tzinfo=UTC)


def _exclusion(memory: Memory, when: datetime) -> str | None:
    access = memory.get("access") or {}
    if access.get("exportable") is False:
        return "not exportable (access.exportable is false)"
    status = memory.get("status") or "active"
    if status != "active":
        return f"status {status}"
    temporal = memory.get("temporal") or {}
    if temporal.get("superseded_by"):
        return f"superseded by {temporal['superseded_by']}"
    until = parse_datetime(temporal.get("valid_until"))
    if until is not None and until <= when:
        return f"expired (valid until {temporal['valid_until']})"
    since = parse_datetime(temporal.get("valid_from"))
    if since is not None and since > when:
        return f"not valid yet (valid from {temporal['valid_from']})"
    return None


def _newer_first(memory: Memory) -> tuple[str, str]:
    return (last_asserted(memory), memory["id"])


def _contradicted(memories: list[Memory], relations: list[dict[str, Any]]) -> dict[str, str]:
    """id -> id of the newer memory that wins over it."""
    by_id = {m["id"]: m for m in memories}
    losers: dict[str, str] = {}
    for relation in relations:
        a, b = by_id.get(relation.get("from", "")), by_id.get(relation.get("to", ""))
        if relation.get("type") != "contradicts" or a is None or b is None:
            continue
        older, newer = sorted((a, b), key=_newer_first)
        losers.setdefault(older["id"], newer["id"])
    by_attribute: dict[str, list[Memory]] = defaultdict(list)
    for memory in memories:
        single = single_attribute(memory)
        if single is not None:
            by_attribute[single].append(memory)
    for group in by_attribute.values():
        newest = max(group, key=_newer_first)
        newest_value = slot_of(newest)
        for memory in group:
            if slot_of(memory) != newest_value:
                losers.setdefault(memory["id"], newest["id"])
    return losers


def select(store: dict[str, Any], as_of: str | None = None) -> tuple[list[Memory], list[Omission]]:
    """The memories that may be rendered (in id order), and every other one with the reason it is not."""
    when = reference_time(store, as_of)
    kept: list[Memory] = []
    omitted: list[Omission] = []
    for memory in sorted(store.get("memories", []), key=lambda m: str(m.get("id", ""))):
        if not isinstance(memory, dict) or not isinstance(memory.get("id"), str):
            continue  # not a memory at all; `pamport validate` reports it
        reason = _exclusion(memory, when) if isinstance(memory.get("content"), str) else "no text content"

        if reason is None:
            kept.append(memory)
        else:
            omitted.append(Omission(memory["id"], reason))
    losers = _contradicted(kept, store.get("relations") or [])
    omitted.extend(Omission(m["id"], f"contradicted by newer {losers[m['id']]}") for m in kept if m["id"] in losers)
    return [m for m in kept if m["id"] not in losers], omitted
