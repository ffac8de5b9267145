"""Small, total conversions from untrusted export values to what PAM models accept.

Exports are hand-edited, trimmed and fuzzed; every helper here returns a safe value (or ``None``) for any
input instead of raising, so one odd field never costs a whole conversation.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pamport.schemas.conversation import Citation

#: Same rule as the PAM schemas' ``format: uri``: a scheme, then no spaces or forbidden characters.
_ABSOLUTE_URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s<>\"{}|\\^`]*$")


def as_dict(value: Any) -> dict[str, Any]:
    """An object value, or an empty one."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    """An array value, or an empty one."""
    return value if isinstance(value, list) else []


def text_or_none(value: Any) -> str | None:
    """A string value, or ``None`` for anything else (numbers are not silently turned into text)."""
    return value if isinstance(value, str) else None


def nonblank(value: Any) -> str | None:
    """A string with visible characters, else ``None``."""
    return value if isinstance(value, str) and value.strip() else None


def is_absolute_uri(value: Any) -> bool:
    return isinstance(value, str) and bool(_ABSOLUTE_URI.match(value))


def non_negative_int(value: Any) -> int | None:
    """Sizes and counts: ints (or whole floats) that are not negative."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    if isinstance(value, float) and value.is_integer() and value >= 0:
        return int(value)
    return None


def extras(record: dict[str, Any], mapped: frozenset[str] | set[str]) -> dict[str, Any]:
    """Fields of ``record`` that no PAM field holds, verbatim; empty values (null, "", [], {}) carry
    nothing."""
    return {k: v for k, v in record.items() if k not in mapped and v is not None and v not in ("", [], {})}


def tool_input(value: Any) -> dict[str, Any] | str | None:
    """``ToolCall.input`` takes an object or a string; other JSON values are kept as their JSON text."""
    if value is None or isinstance(value, (dict, str)):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        return str(value)


def citation(title: Any, url: Any, snippet: Any) -> Citation | None:
    """A PAM citation; a URL that is not an absolute URI is left out (the raw block keeps it)."""
    t = nonblank(title)
    s = nonblank(snippet)
    u = url if is_absolute_uri(url) else None
    if t is None and u is None and s is None:
        return None
    return Citation(title=t, url=u, snippet=s)


def add_unique(citations: list[Citation], item: Citation | None) -> None:
    if item is not None and item not in citations:
        citations.append(item)
