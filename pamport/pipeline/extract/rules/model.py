"""What a rule sees (a clause and where it came from) and what it returns (a finding)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from enum import IntEnum
from typing import ClassVar

from pamport.pipeline.extract.rules import regex_cache as rx
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
    #: When the message was sent (read through :attr:`sent_at`).
    _sent_at: str
    #: The whole message was typed without capitals, so proper nouns cannot be told by case.
    lowercase: bool
    #: The clause belongs to the opening of the message ("Hi, I'm Ana").
    opening: bool
    rule: str = ""
    followups: list[str] = field(default_factory=list)
    #: The sentence went on to ask something ("my son is 4, what should he read?", "…, right?"): what it says of
    #: someone else is the question's background, not a fact the user set out to state.
    asked: bool = False
    #: How many times a rule has read any clause's :attr:`sent_at`: a message whose reading did not read it gives
    #: the same findings whenever it was sent, which lets the extractor reuse them for the same text.
    sent_at_reads: ClassVar[int] = 0

    @property
    def sent_at(self) -> str:
        Clause.sent_at_reads += 1
        return self._sent_at

    @property
    def lower(self) -> str:
        return self.text.lower()


BuildResult = Finding | Iterable[Finding] | None
Builder = Callable[[re.Match[str], Clause], BuildResult]


class Priority(IntEnum):
    """When a rule reads a clause, relative to the others of its language.

    Order only matters where a rule is exclusive (when it fires, later rules skip the clause): the narrow reading
    of "I'm …" must come before the broad one. Tiers are named so that a module declares where its rules stand
    instead of relying on its position in another module's list; within a tier, rules keep the order in which
    the language lists them.
    """

    #: Name, age, pronouns, nationality: "I'm 34", "I'm Brazilian" are never a job or a trait.
    IDENTITY = 10
    #: People, instructions to the assistant, temporary situations ("I'm on leave") before the broad "I'm …".
    SOCIAL = 20
    #: Instruments, sports and experience measured in time ("toco piano há 5 anos", "tenho 5 anos de
    #: experiência como …") before the job-title readings.
    EXPERIENCE = 30
    #: Home, origin, employer, job title, studies.
    WORK = 40
    #: Broad readings of "I'm <adjective>" (traits, health, diet, "I'm Ana …") when nothing narrower fired.
    TRAIT = 50
    #: Likes, skills, languages spoken.
    INTEREST = 60
    #: Tools, devices, projects, goals.
    PROJECT = 70


class LazyPattern:
    """A rule's regular expression, compiled when a clause first reaches it.

    Compiling every rule is about half the cost of loading the rules, and a given export meets the first words
    of only some of them. Once compiled, ``match`` and ``search`` are the compiled pattern's own methods: a rule
    is tried hundreds of thousands of times on a large export, and a Python wrapper around each call would cost
    as much as the matching.
    """

    __slots__ = ("_compiled", "flags", "match", "search", "source")

    match: Callable[[str], re.Match[str] | None]
    search: Callable[[str], re.Match[str] | None]

    def __init__(self, source: str, flags: int) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self.match = self._first_match
        self.search = self._first_search

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = rx.compile(self.source, self.flags)
            self.match = self._compiled.match
            self.search = self._compiled.search
        return self._compiled

    def _first_match(self, text: str) -> re.Match[str] | None:
        return self.compiled.match(text)

    def _first_search(self, text: str) -> re.Match[str] | None:
        return self.compiled.search(text)


@dataclass(frozen=True)
class Rule:
    """A pattern anchored at the start of a clause (or searched anywhere when ``first`` is empty)."""

    id: str
    #: First words (lower case, cut at an apostrophe) a matching clause can start with.
    first: tuple[str, ...]
    pattern: re.Pattern[str] | LazyPattern
    build: Builder
    #: The memory type the rule yields; only instruction rules read sentences that start like a task.
    kind: MemoryType
    #: When it fires, later rules do not read the same clause.
    exclusive: bool = False
    #: Its tier; ``None`` until the module's list gives it one with :func:`ranked`.
    priority: Priority | None = None
    #: For a rule read anywhere (no ``first`` words): a lower-case substring the clause must contain, so that the
    #: pattern is tried only on the few clauses that could match ("is my fav" for "stray kids are my fav group").
    needle: str = ""
    #: Read in a question too: what the question takes for granted about the user ("how do I free up space on my
    #: iPhone 12?" says the user has an iPhone 12). Only a rule read anywhere (no ``first`` words) can be one.
    questions: bool = False
    #: Reads what the rules before it left out: a finding whose value an earlier finding of the clause already names
    #: ("User has a Galaxy S21" before "Galaxy S21") is dropped, so one sentence gives one memory of a thing.
    fills_gaps: bool = False


def rule(
    rule_id: str,
    first: str,
    pattern: str,
    build: Builder,
    kind: MemoryType,
    *,
    exclusive: bool = False,
    priority: Priority | None = None,
    needle: str = "",
    questions: bool = False,
    fills_gaps: bool = False,
) -> Rule:
    """A rule whose pattern is tried only when one of the ``first`` words (space-separated) is in the text."""
    return Rule(
        rule_id, tuple(first.split()), LazyPattern(pattern, re.I), build, kind, exclusive, priority, needle, questions,
        fills_gaps,
    )


def ranked(priority: Priority, rules: Iterable[Rule]) -> list[Rule]:
    """A module's rules in tier ``priority``, except those that name their own tier."""
    return [r if r.priority is not None else replace(r, priority=priority) for r in rules]


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
