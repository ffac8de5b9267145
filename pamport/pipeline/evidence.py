"""Evidence behind a memory, and how independent evidence reinforces its confidence.

A statement found in several conversations or providers is one memory; what differs between the sightings is
kept as evidence (``metadata["evidence"]``) so that nothing is lost when they are folded together and so that
the confidence can be recomputed from the evidence alone.

Reinforcement (noisy-OR over independent sources)::

    current = max(max_i c_i, min(CONFIDENCE_CAP, 1 - prod_i (1 - c_i)))

where ``c_i`` is the strongest confidence seen in independent unit ``i``. A unit is one conversation
(repeating a statement inside the same conversation is not independent confirmation), or, for evidence that
comes from no conversation (a provider's own memory), one platform. The cap keeps repeated inference from
claiming certainty; the ``max`` keeps a single certain source (a provider's memory at 1.0) from being lowered
by the cap.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from pamport.schemas.memory_store import Memory
from pamport.timeutil import parse_datetime

#: Upper bound of a confidence reached by reinforcement alone.
CONFIDENCE_CAP = 0.99

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@lru_cache(maxsize=1 << 10)
def moment(value: str | None) -> datetime:
    """A comparable instant for an ISO string (string order is wrong for fractional seconds).

    The cache is small on purpose: every sighting has its own time, and a large cache would grow with the export.
    """
    return parse_datetime(value) or _EPOCH


@dataclass(frozen=True, slots=True)
class Evidence:
    """One sighting of a statement."""

    platform: str
    created_at: str
    conversation_ref: str | None = None
    message_ref: str | None = None
    extraction_method: str | None = None
    quote: str | None = None
    confidence: float | None = None
    content: str | None = None
    #: ``provenance.extractor`` of the sighting: tells a provider's memory (``pamport/…``) from a statement found
    #: in a conversation (``pamport-rules/…``) once both are evidence of one memory.
    extractor: str | None = None

    @property
    def at(self) -> datetime:
        return moment(self.created_at)

    @property
    def unit(self) -> tuple[str, str]:
        """Counted once in reinforcement: the conversation, or the platform when there is no conversation."""
        if self.conversation_ref:
            return ("conversation", self.conversation_ref)
        return ("platform", self.platform)

    def sort_key(self) -> tuple[datetime, str, str, str, str, str]:
        return (
            self.at,
            self.platform,
            self.conversation_ref or "",
            self.message_ref or "",
            self.extraction_method or "",
            self.quote or "",
        )

    def to_json(self, kept_content: str) -> dict[str, Any]:
        """The ``metadata.evidence[]`` entry; nulls left out (memories are written without nulls)."""
        out: dict[str, Any] = {"platform": self.platform, "created_at": self.created_at}
        for key in ("conversation_ref", "message_ref", "extraction_method", "extractor", "quote", "confidence"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        if self.content is not None and self.content != kept_content:
            out["content"] = self.content
        return out


def evidence_of(memory: Memory) -> list[Evidence]:
    """The evidence a memory carries: an earlier consolidation's list, or the memory's own provenance."""
    extra = memory.metadata.model_extra if memory.metadata is not None else None
    recorded = (extra or {}).get("evidence")
    if isinstance(recorded, list) and recorded and all(_is_entry(e) for e in recorded):
        return [_from_entry(e, memory.content) for e in recorded]
    conf = memory.confidence
    return [
        Evidence(
            platform=memory.provenance.platform,
            created_at=memory.temporal.created_at,
            conversation_ref=memory.provenance.conversation_ref,
            message_ref=memory.provenance.message_ref,
            extraction_method=memory.provenance.extraction_method,
            extractor=memory.provenance.extractor,
            quote=recorded if isinstance(recorded, str) and recorded else None,
            confidence=_confidence_of(conf.initial, conf.current) if conf is not None else None,
            content=memory.content,
        )
    ]


def _confidence_of(initial: float | None, current: float | None) -> float | None:
    return initial if initial is not None else current


def _is_entry(value: object) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("platform"), str)
        and isinstance(value.get("created_at"), str)
    )


def _from_entry(entry: dict[str, Any], content: str) -> Evidence:
    def text(key: str) -> str | None:
        value = entry.get(key)
        return value if isinstance(value, str) else None

    conf = entry.get("confidence")
    confidence = float(conf) if isinstance(conf, int | float) and not isinstance(conf, bool) else None
    return Evidence(
        platform=str(entry["platform"]),
        created_at=str(entry["created_at"]),
        conversation_ref=text("conversation_ref"),
        message_ref=text("message_ref"),
        extraction_method=text("extraction_method"),
        extractor=text("extractor"),
        quote=text("quote"),
        confidence=confidence,
        content=text("content") or content,
    )


def unique_evidence(items: Iterable[Evidence]) -> list[Evidence]:
    """Deduplicated and in a fixed order (time first), whatever order the sightings arrived in."""
    return sorted(
        set(items), key=lambda e: (*e.sort_key(), e.content or "", e.confidence or 0.0, e.extractor or "")
    )


def reinforced(evidence: Iterable[Evidence]) -> float | None:
    """Confidence after reinforcement (see the module docstring); ``None`` when no evidence has one."""
    best: dict[tuple[str, str], float] = {}
    for item in evidence:
        if item.confidence is None:
            continue
        best[item.unit] = max(best.get(item.unit, 0.0), item.confidence)
    if not best:
        return None
    strongest = max(best.values())
    if len(best) == 1:
        return strongest
    combined = 1.0 - math.prod(1.0 - c for c in best.values())
    return round(max(strongest, min(CONFIDENCE_CAP, combined)), 6)
