"""One answer file → memory drafts: statements → facts → the project's wording and a memory type."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any

from dateutil import parser as dateutil_parser

from pamport.importers.base import MemoryDraft
from pamport.importers.memory_prompt import rules_bridge
from pamport.importers.memory_prompt.answer import Statement, statements
from pamport.importers.memory_prompt.facts import clauses, is_meta, language_of, strip_leadin
from pamport.importers.memory_prompt.kinds import classify
from pamport.importers.memory_prompt.names import as_user, user_names
from pamport.importers.memory_prompt.voice import key_value, voice
from pamport.importers.reporting import Reporter
from pamport.schemas.canonical import normalize_content

PLATFORMS = ("chatgpt", "claude", "gemini")
_STATEMENT_FORMS = frozenset({"second", "third", "subjectless", "imperative"})
EXTRACTOR = "pamport/0.1.0"
CONFIDENCE = 0.8
_NAME_HINTS: tuple[tuple[str, str], ...] = (
    ("chatgpt", "chatgpt"),
    ("openai", "chatgpt"),
    ("gpt", "chatgpt"),
    ("claude", "claude"),
)
_NAME_HINTS += (("anthropic", "claude"), ("gemini", "gemini"), ("bard", "gemini"))


def platform_from_name(name: str) -> str | None:
    """The assistant named in the file's path ("exports/claude/memory.md", "chatgpt-memory.txt"), if exactly one."""
    low = PurePosixPath(name).as_posix().lower()
    found = {platform for hint, platform in _NAME_HINTS if re.search(rf"(?<![a-z]){hint}(?![a-z])", low)}
    return found.pop() if len(found) == 1 else None


_ISO_DAY = re.compile(r"^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$")
_MONTHS = re.compile(
    r"\b(?:jan|feb|fev|mar|apr|abr|may|mai|jun|jul|aug|ago|sep|set|oct|out|nov|dec|dez)[a-zç]*\.?\b", re.I
)


def entry_time(written: str | None) -> str | None:
    """The day of a dated entry ("2025-03-01", "2025-03", "March 1, 2025") as a UTC time; None if unclear.

    Only dates with a year and a month count: "unknown", "recent" or "2024" alone leave the file's time.
    """
    if not written:
        return None
    text = written.strip()
    m = _ISO_DAY.match(text)
    try:
        if m:
            moment = datetime(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1), tzinfo=UTC)
        elif re.search(r"\b\d{4}\b", text) and _MONTHS.search(text) and text.isascii():
            moment = dateutil_parser.parse(text, default=datetime(2000, 1, 1)).replace(tzinfo=UTC)
        else:
            return None
    except (ValueError, OverflowError):
        return None
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _tag(section: str | None) -> str | None:
    if not section:
        return None
    slug = re.sub(r"[^a-z0-9]+", "-", section.lower()).strip("-")
    return slug if slug and len(slug) <= 32 else None


class AnswerReader:
    """Reads one answer and yields its drafts; the assistant's own lines are reported, not silently dropped."""

    def __init__(self, member: str, platform: str, created_at: str, report: Reporter) -> None:
        self.member = member
        self.platform = platform
        self.created_at = created_at
        self.report = report
        #: The language of the answer as a whole, for statements too short to tell ("Nome: Joana").
        self.default = "en"
        self.seen: set[tuple[str, str]] = set()
        self.names: tuple[str, ...] = ()

    def _language(self, text: str) -> str:
        return language_of(text, self.default)

    def read(self, lines: Iterable[str]) -> Iterator[MemoryDraft]:
        # An answer is a few kilobytes; its statements are kept so the user's name can be learnt from any of them.
        found = list(statements(lines))
        self.names = user_names(s.text for s in found)
        self.default = language_of(" ".join(s.text for s in found[:50]))
        count = 0
        for statement in found:
            self.report.record_read("statement")
            for draft in self._statement(statement):
                key = (draft.type, normalize_content(draft.content))
                if key in self.seen:
                    self.report.count("memory-prompt: the same fact stated twice in one answer")
                    continue
                self.seen.add(key)
                count += 1
                self.report.record_converted("memory")
                yield draft
        if not count:
            self.report.note(f"{self.member}: no statement about the user was found")

    def _statement(self, statement: Statement) -> list[MemoryDraft]:
        language = self._language(statement.text)
        if is_meta(statement.text, language):
            self.report.skip(
                "statement",
                self.member,
                f"line {statement.line}",
                f"the assistant's preamble or closing, not a fact about the user: {statement.text[:80]!r}",
            )
            return []
        if statement.section and is_meta(statement.section, language_of(statement.section, language)):
            statement = replace(statement, section=None)  # "Here's what I remember about you:" heads the answer
        text = as_user(strip_leadin(statement.text, language), self.names, language)
        kv = key_value(text)
        if kv is not None and voice(kv[1], language).form in _STATEMENT_FORMS:
            # "**Location**: Lives in Lisbon" - the key is a heading for a statement, not part of the fact.
            text = as_user(kv[1], self.names, language)
            statement = replace(statement, section=kv[0] if statement.section is None else statement.section)
        drafts: list[MemoryDraft] = []
        for n, clause in enumerate(clauses(text, language), 1):
            drafts.extend(self._fact(clause.text, language, statement, n))
        return drafts

    def _fact(self, text: str, language: str, statement: Statement, part: int) -> list[MemoryDraft]:
        voiced = voice(text, language)
        when = entry_time(statement.dated) or self.created_at
        reading = rules_bridge.read(voiced.first, when) if voiced.first else rules_bridge.Reading([], whole=False)
        metadata: dict[str, Any] = {
            "source_file": self.member,
            "line": statement.line,
            "statement": statement.text,
            "voice": voiced.form,
        }
        if part > 1 or text != statement.text:
            metadata["fact"] = text
        if statement.section:
            metadata["section"] = statement.section
        if statement.dated:
            metadata["dated"] = statement.dated
        section_tag = _tag(statement.section)
        base_tags = ["memory-prompt", *([section_tag] if section_tag else [])]
        if not reading.whole:
            slotted = reading.slot_only
            if slotted is None:
                kind = classify(voiced.third, statement.section)
                return [self._draft(kind, voiced.third, language, base_tags, metadata, when)]
            # Our words (nothing dropped), the rules' type and slot (so a later value supersedes this one).
            meta = {**metadata, "slot": slotted.slot, "value": slotted.value}
            tags = [*base_tags, slotted.type, *([slotted.topic] if slotted.topic else [])]
            return [self._draft(slotted.type, voiced.third, language, tags, meta, when)]
        drafts = []
        for found in reading.readings:
            meta = {**metadata, "rule_wording": True}
            if found.slot is not None and found.value is not None:
                meta["slot"] = found.slot
                meta["value"] = found.value
            if found.domain is not None:
                meta["domain"] = found.domain
            tags = [*base_tags, found.type, *([found.topic] if found.topic else [])]
            drafts.append(self._draft(found.type, found.content, language, tags, meta, when))
        return drafts

    def _draft(
        self, memory_type: Any, content: str, language: str, tags: list[str], metadata: dict[str, Any], when: str
    ) -> MemoryDraft:
        return MemoryDraft(
            type=memory_type,
            content=content,
            platform=self.platform,
            created_at=when,
            extraction_method="llm_inference",
            extractor=EXTRACTOR,
            confidence=CONFIDENCE,
            tags=list(dict.fromkeys(tags)),
            language=language,
            metadata=dict(metadata),
        )
