"""From memory drafts (importers, extractors) to PAM memory objects.

Ids and hashes are derived here, in one place: id = UUIDv5(type, content_hash), so the same statement found in
several conversations or providers gets the same id and consolidation can merge it. The canonical slot
(``metadata.slot``, ``type/attribute/object``) is set here too, so memories from rules, the LLM extractor and
the providers' own memories share one key for one fact, whatever their wording or language.
"""

from __future__ import annotations

import re
from typing import Any

from pamport.ids import memory_id
from pamport.importers.base import MemoryDraft
from pamport.pipeline.slotkeys import key_for
from pamport.schemas.canonical import content_hash
from pamport.schemas.memory_store import Memory

_TAG_BAD = re.compile(r"[^a-z0-9_-]+")
_WS = re.compile(r"\s+")


def clean_tag(tag: str) -> str | None:
    """Coerce a free-form tag into the PAM tag pattern ``^[a-z0-9][a-z0-9_-]*$`` (None if nothing is left)."""
    value = _TAG_BAD.sub("-", tag.strip().lower()).strip("-_")
    return value or None


def clean_tags(tags: list[str]) -> list[str]:
    return sorted({t for t in (clean_tag(x) for x in tags) if t})


def draft_to_memory(draft: MemoryDraft, platform_user_id: str | None = None) -> Memory:
    """Build a validated Memory. ``extracted_at`` is the evidence's time so that re-runs are byte-identical."""
    content = _WS.sub(" ", draft.content).strip()
    digest = content_hash(content)
    metadata: dict[str, Any] = dict(draft.metadata)
    key = key_for(draft.type, content, metadata)
    if key is not None:
        # The canonical slot (type/attribute/object) every wording of the fact shares; see pamport.pipeline.slotkeys.
        metadata["slot"] = key
    if draft.language:
        metadata["language"] = draft.language
    data: dict[str, Any] = {
        "id": memory_id(draft.type, digest),
        "type": draft.type,
        "custom_type": draft.custom_type if draft.type == "custom" else None,
        "status": "active",
        "content": content,
        "content_hash": digest,
        "summary": draft.summary,
        "tags": clean_tags(draft.tags),
        "confidence": {
            "initial": draft.confidence,
            "current": draft.confidence,
            "decay_model": "none",
            "last_reinforced": draft.created_at,
        },
        "temporal": {
            "created_at": draft.created_at,
            "updated_at": None,
            "valid_from": draft.created_at,
            "valid_until": draft.valid_until,
            "superseded_by": None,
        },
        "provenance": {
            "platform": draft.platform,
            "platform_user_id": draft.platform_user_id or platform_user_id,
            "conversation_ref": draft.conversation_ref,
            "message_ref": draft.message_ref,
            "extraction_method": draft.extraction_method,
            "extracted_at": draft.created_at,
            "extractor": draft.extractor,
        },
        "access": {"visibility": "private", "exportable": True, "shared_with": []},
        "embedding_ref": None,
        "metadata": metadata,
    }
    return Memory.model_validate(data)
