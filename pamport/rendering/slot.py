"""The canonical slot of a memory (``type/attribute/object``), read the way consolidation reads it.

Rendering relies on slots three times: two memories with one slot state one fact (one line); two values of a
single-valued attribute (``fact/home_city``) contradict each other (the newer stands); and the attribute says
whether a fact identifies the person (home, job, employer). :func:`pamport.pipeline.slotkeys.key_for` gives
the key from ``metadata.slot``/``metadata.value`` (either form) or, failing that, from the wording.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pamport.pipeline.slotkeys import attribute_of, key_for, single_valued


@lru_cache(maxsize=65536)
def _key(kind: str, content: str, slot: str | None, value: str | None) -> str | None:
    try:
        return key_for(kind, content, {"slot": slot, "value": value})
    except (ValueError, TypeError, KeyError):  # a slot written by another tool in a shape not understood
        return None


def slot_of(memory: dict[str, Any]) -> str | None:
    """``type/attribute/object`` of ``memory``, or None."""
    metadata = memory.get("metadata") or {}
    slot, value = metadata.get("slot"), metadata.get("value")
    return _key(
        str(memory.get("type") or ""),
        str(memory.get("content") or ""),
        slot if isinstance(slot, str) else None,
        str(value) if isinstance(value, str | int | float) and not isinstance(value, bool) else None,
    )


def single_attribute(memory: dict[str, Any]) -> str | None:
    """``type/attribute`` when the memory fills a single-valued attribute (one value at a time), else None."""
    key = slot_of(memory)
    return attribute_of(key) if key is not None and single_valued(key) else None


def attribute(memory: dict[str, Any]) -> str | None:
    key = slot_of(memory)
    return attribute_of(key) if key is not None else None
