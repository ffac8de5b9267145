"""What a rule sees (a clause and where it came from) and what it returns (a finding)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from pamport.schemas.memory_store import MemoryType


@dataclass(frozen=True)
class Finding:
    """One statement about the user, already rendered as third-person memory content."""

    type: MemoryType
    content: str
    confidence: float
    #: Topic tag next to the type tag ("location", "employer", …).
    topic: str
    #: Single-valued facts: the consolidation stage supersedes a slot's old value with a new one.
    slot: str | None = None
    value: str | None = None
    valid_until: str | None = None
    domain: str | None = None


@dataclass
class Clause:
    """A clause that starts with its subject (fillers such as "btw," or "this week" are in ``prefix``)."""

    text: str
    prefix: str
    sentence: str
    sent_at: str
    #: The whole message was typed without capitals, so proper nouns cannot be told by case.
    lowercase: bool
    #: The clause belongs to the opening of the message ("Hi, I'm Ana").
    opening: bool
    rule: str = ""
    followups: list[str] = field(default_factory=list)

    @property
    def lower(self) -> str:
        return self.text.lower()


BuildResult = Finding | Iterable[Finding] | None
Builder = Callable[[re.Match[str], Clause], BuildResult]


@dataclass(frozen=True)
class Rule:
    """A pattern anchored at the start of a clause (or searched anywhere when ``first`` is empty)."""

    id: str
    #: First words (lower case, cut at an apostrophe) a matching clause can start with.
    first: tuple[str, ...]
    pattern: re.Pattern[str]
    build: Builder
    #: The memory type the rule yields; only instruction rules read sentences that start like a task.
    kind: MemoryType
    #: When it fires, later rules do not read the same clause.
    exclusive: bool = False


def rule(rule_id: str, first: str, pattern: str, build: Builder, kind: MemoryType, *, exclusive: bool = False) -> Rule:
    """A rule whose pattern is tried only when one of the ``first`` words (space-separated) is in the text."""
    return Rule(rule_id, tuple(first.split()), re.compile(pattern, re.I), build, kind, exclusive)


def finding(
    kind: MemoryType,
    content: str,
    confidence: float,
    topic: str,
    *,
    slot: str | None = None,
    value: str | None = None,
    valid_until: str | None = None,
    domain: str | None = None,
) -> Finding:
    return Finding(kind, content, confidence, topic, slot, value, valid_until, domain)
