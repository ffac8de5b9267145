"""How the reference SDK (portable-ai-memory 1.0, ``core/validator.py::_check_integrity_block``) sees a
checksum.

The spec hashes the memories exactly as written. The SDK instead parses each memory into its pydantic model
and hashes ``model_dump(mode="json", by_alias=True, exclude_none=True)``: nulls dropped, defaults filled in
(``status``, ``tags``, the access block's fields) and date-times rewritten by pydantic (``Z`` for UTC,
fractions as six digits or none). A store whose memories differ from that form fails the SDK's check although
it follows the spec, and even the spec's own example does. This module reproduces the SDK's view without
importing the SDK so ``pamport validate`` can warn about it.
"""

from __future__ import annotations

import re
from typing import Any

from pamport.schemas.canonical import integrity_checksum

_DATETIME = re.compile(
    r"([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt]([0-9]{2}:[0-9]{2}:[0-9]{2})(?:\.([0-9]+))?([Zz]|[+-][0-9]{2}:[0-9]{2})",
    re.ASCII,
)
_TIME_FIELDS = {
    "temporal": ("created_at", "updated_at", "valid_from", "valid_until"),
    "confidence": ("last_reinforced",),
    "provenance": ("extracted_at",),
}
_ACCESS_DEFAULTS: dict[str, Any] = {"visibility": "private", "exportable": True, "shared_with": []}


def pydantic_datetime(value: str) -> str | None:
    """The string pydantic writes for a parsed RFC 3339 date-time, or None if unsure."""
    match = _DATETIME.fullmatch(value)
    if match is None:
        return None
    date, clock, fraction, offset = match.groups()
    micro = int((fraction or "")[:6].ljust(6, "0"))
    text = f"{date}T{clock}" + (f".{micro:06d}" if micro else "")
    if offset.upper() == "Z" or offset in ("+00:00", "-00:00"):
        return text + "Z"
    return text + offset


def _without_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_without_nulls(v) for v in value]
    return value


def reference_sdk_view(memory: dict[str, Any]) -> dict[str, Any] | None:
    """A memory as the SDK re-serializes it before hashing (None when a time value cannot be predicted)."""
    out: dict[str, Any] = {k: v for k, v in memory.items() if v is not None}
    out.setdefault("status", "active")
    out.setdefault("tags", [])
    for block in ("confidence", "temporal", "provenance"):
        if isinstance(out.get(block), dict):
            out[block] = {k: v for k, v in out[block].items() if v is not None}
            for key in _TIME_FIELDS[block]:
                if key in out[block]:
                    rewritten = pydantic_datetime(out[block][key])
                    if rewritten is None:
                        return None
                    out[block][key] = rewritten
    if isinstance(out.get("access"), dict):
        out["access"] = _without_nulls({**_ACCESS_DEFAULTS, **out["access"]})
    if isinstance(out.get("metadata"), dict):
        out["metadata"] = {k: v for k, v in out["metadata"].items() if v is not None}
    return out


def reference_sdk_checksum(memories: list[dict[str, Any]]) -> str | None:
    """The checksum the SDK would compute, or None if it cannot be predicted for these memories."""
    views = [reference_sdk_view(m) for m in memories]
    if any(v is None for v in views):
        return None
    return integrity_checksum([v for v in views if v is not None])
