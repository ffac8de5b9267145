"""The extractor interface (entry-point group ``pamport.extractors``).

An extractor sees each conversation once, right after it is written, and yields memory drafts. It must not keep
conversations: memory stays flat however many there are. ``close()`` lets batching extractors flush.

A draft whose ``metadata["retracts"]`` is true takes a fact back instead of stating one ("I'm not vegetarian
anymore"): it carries the slot and wording of the fact it retracts, and consolidation retracts the memories it
covers and writes no memory for it (docs/consolidation.md, "Retractions").
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Any, ClassVar

from pamport.importers.base import MemoryDraft
from pamport.schemas.conversation import Conversation

#: ``metadata`` key that marks a draft as a retraction (see the module docstring).
RETRACTS = "retracts"


def is_retraction(draft: MemoryDraft) -> bool:
    """A draft that takes a fact back, not a memory."""
    return draft.metadata.get(RETRACTS) is True


class Extractor(ABC):
    #: Entry-point name, e.g. ``pamport-rules``.
    name: ClassVar[str]
    #: ``name/x.y.z`` written to ``provenance.extractor``.
    extractor_version: ClassVar[str]
    #: False when instances in several processes would interfere (shared caches, rate limits).
    parallel_safe: ClassVar[bool] = True

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        self.options = dict(options or {})

    @abstractmethod
    def extract(self, conversation: Conversation) -> Iterator[MemoryDraft]:
        """Memory drafts found in one conversation (user messages of the active branch only)."""

    def restate(self, draft: MemoryDraft) -> list[MemoryDraft]:
        """A provider's own memory (custom instructions, a memory file) in this extractor's terms.

        Native statements are often the user's own first-person words ("I live in Porto"); an extractor may
        restate them as it writes its own memories (third person, atomic, with a slot for single-valued facts) so
        that consolidation can match them with what it found in conversations. Default: unchanged.
        """
        return [draft]

    def before_workers(self) -> None:
        """Called in the parent just before a run forks its workers: load here what every worker would load on
        its own (the workers inherit it). Default: nothing."""
        return None

    def stats(self) -> dict[str, int]:
        """Counters for the run report (requests sent, memories rejected, …)."""
        return {}

    def close(self) -> Iterator[MemoryDraft]:
        """Drafts still buffered when the run ends (batching extractors)."""
        return iter(())
