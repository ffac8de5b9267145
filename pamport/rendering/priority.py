"""The order in which memories earn a place when the text must fit a character budget.

1. **Instructions** (how the person wants to be answered) come first: they change every answer.
2. **Identity**: memories of type ``identity``, and the facts that say who the person is: where they live
   and what they do (slots ``fact/home_city``, ``fact/job_title``, ``fact/employer``).
3. Everything else.

Within a tier: higher ``confidence.current`` first, then more reinforcement (how many sightings
``metadata.evidence`` lists), then the more recently asserted, then the memory id (so ties are deterministic).
"""

from __future__ import annotations

from typing import Any

from pamport.rendering.eligible import last_asserted
from pamport.rendering.slot import attribute
from pamport.timeutil import parse_datetime

#: Slots of facts that identify the person as much as their name does.
IDENTITY_ATTRIBUTES = frozenset({"fact/home_city", "fact/job_title", "fact/employer"})

PriorityKey = tuple[int, float, int, float, str]


def tier(memory: dict[str, Any]) -> int:
    if memory.get("type") == "instruction":
        return 0
    if memory.get("type") == "identity" or attribute(memory) in IDENTITY_ATTRIBUTES:
        return 1
    return 2


def reinforcement(memory: dict[str, Any]) -> int:
    evidence = (memory.get("metadata") or {}).get("evidence")
    return len(evidence) if isinstance(evidence, list) and evidence else 1


def priority(memory: dict[str, Any]) -> PriorityKey:
    """Sort key: smaller is more important."""
    confidence = (memory.get("confidence") or {}).get("current")
    score = float(confidence) if isinstance(confidence, (int, float)) else 0.5
    moment = parse_datetime(last_asserted(memory))
    recency = moment.timestamp() if moment is not None else 0.0
    return (tier(memory), -score, -reinforcement(memory), -recency, str(memory["id"]))
