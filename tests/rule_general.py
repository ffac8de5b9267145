"""Helpers of the hand-written generalisation tests (tests/test_rules_*general*.py, test_rules_questions.py): what
the rules read from one sentence, keyed as consolidation keys it (pamport.pipeline.slotkeys)."""

from __future__ import annotations

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.slotkeys import ATTRIBUTE_ALIASES, key_for

SENT_AT = "2025-03-12T10:00:00Z"


def keys(text: str) -> list[tuple[str, str, str]]:
    """(``type/attribute``, object, content) of every memory read from ``text``."""
    out = []
    for hit, _ in read_text(text, SENT_AT):
        found = hit.finding
        metadata = {"slot": found.slot, "value": found.value} if found.slot else {}
        key = key_for(found.type, found.content, metadata) or found.type
        kind, _, rest = key.partition("/")
        attribute, _, obj = rest.partition("/")
        attribute = ATTRIBUTE_ALIASES.get(f"{kind}/{attribute}", attribute)
        out.append((f"{kind}/{attribute}", obj, found.content.lower()))
    return out


def reads(text: str, expected: str, word: str) -> bool:
    """Whether ``text`` gives a memory of ``expected``: a ``type/attribute`` (its object, or failing that its
    content, holds ``word``), or a bare type for a memory the vocabulary has no attribute for (its content holds
    ``word``)."""
    word = word.lower()
    if "/" in expected:
        return any(key == expected and (word in obj or word in content) for key, obj, content in keys(text))
    return any(key.split("/")[0] == expected and word in content for key, _, content in keys(text))


def reads_kind(text: str, slot: str, word: str) -> bool:
    """Whether ``text`` gives a memory of ``slot`` (``type/attribute``, or ``type/*`` for any attribute of the type)
    whose object or content holds ``word``."""
    kind, _, attribute = slot.partition("/")
    word = word.lower()
    return any(
        key.partition("/")[0] == kind
        and key.partition("/")[2] != ""
        and (attribute == "*" or key.partition("/")[2] == attribute)
        and (word in obj or word in content)
        for key, obj, content in keys(text)
    )


def kinds(text: str) -> set[str]:
    """The memory types read from ``text``."""
    return {key.split("/")[0] for key, _, _ in keys(text)}
