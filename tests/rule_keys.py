"""The consolidation keys of what the rules read from one sentence, for the tests that check rules by slot."""

from __future__ import annotations

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.slotkeys import key_for

SENT_AT = "2025-03-12T10:00:00Z"


def slot_keys(text: str) -> list[str]:
    """``type/attribute/object`` of every memory read from ``text``, as consolidation keys it."""
    keys = []
    for hit, _ in read_text(text, SENT_AT):
        found = hit.finding
        metadata = {"slot": found.slot, "value": found.value} if found.slot and found.value else {}
        keys.append(key_for(found.type, found.content, metadata) or "")
    return keys
