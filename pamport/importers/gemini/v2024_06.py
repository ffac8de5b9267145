"""Gemini activity logs, format 2024.06: the prompt in ``title``, the answer (HTML) in ``safeHtmlItem``.

A record is ``{"header": "Gemini Apps", "title": "Prompted <prompt>", "titleUrl": …, "time": …,
"products": […], "activityControls": […], "safeHtmlItem": [{"html": …}], "attachedFiles": […], …}``; the
title prefix is localised (see :mod:`pamport.importers.gemini.prefixes`). Logs that reach back to the Bard era
mix in legacy-shaped records; those go through the frozen 2023.01 record functions, so one importer reads the
whole file.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

from pamport.importers.base import Claim, ImportContext, Importer, ImportItem, PartedBuild
from pamport.importers.gemini.jsonlog import fill_json_log, read_json_log
from pamport.importers.gemini.prefixes import split_title
from pamport.importers.gemini.records import (
    Entry,
    conversation_key,
    render_answer,
    split_raw,
    title_of,
    user_attachments,
)
from pamport.importers.gemini.sniff import fallback_members, json_facts
from pamport.importers.gemini.v2023_01 import event_entry, legacy_entries
from pamport.importers.sources import Source


def modern_entries(record: dict[str, Any], shape: str = "modern") -> list[Entry]:
    """One exchange for a prompt record, one event for anything else (kept only if it carries content)."""
    legacy = legacy_entries(record)
    if legacy is not None:
        return legacy
    title = title_of(record)
    prompt, prefix = split_title(title)
    if prompt is None:
        return [event_entry(record, shape)]
    user_raw, answer_raw = split_raw(record)
    entry = Entry(
        kind="exchange",
        title=title,
        shape=shape,
        prompt=prompt,
        prompt_language=prefix.language if prefix else None,
        user_attachments=user_attachments(record),
        conversation_key=conversation_key(record.get("titleUrl")),
        user_raw=user_raw,
        answer_raw=answer_raw,
    )
    if "safeHtmlItem" in record:
        entry.answer_present = True
        if prompt.strip() or entry.user_attachments:
            # kept whatever the answer holds (``Entry.has_content``), and rendering never raises: the answer is
            # rendered where its conversation is built, so that several processes share that work
            entry.answer_pending = True
        else:
            entry.answer, entry.answer_images, entry.answer_degraded = render_answer(record["safeHtmlItem"])
    return [entry]


def convert_modern_record(record: dict[str, Any]) -> list[Entry] | str:
    return modern_entries(record)


class GeminiImporter(Importer):
    platform: ClassVar[str] = "gemini"
    importer_version: ClassVar[str] = "gemini-importer/2024.06"
    builds_in_parts: ClassVar[bool] = True
    export_format_version: ClassVar[str] = "2024.06"
    description: ClassVar[str] = (
        "Gemini Apps My Activity JSON from Google Takeout (prompts with HTML answers)"
    )

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        facts = json_facts(source)
        gemini = [f for f in facts if (f.activity or f.empty) and (f.gemini or f.path_gemini)]
        if gemini:
            # Strong when a modern record is visible or no shape is (events first); weaker when only legacy
            # records are, so that the 2023.01 importer takes a purely legacy log.
            strong = any(f.modern for f in gemini) or not any(f.legacy for f in gemini)
            confidence = 0.9 if strong else 0.6
            if not any(f.gemini for f in gemini):
                confidence -= 0.2  # only the folder name says Gemini
            return Claim(
                cls.importer_version,
                tuple(f.member for f in gemini),
                confidence,
                "Google Takeout activity log (My Activity) with Gemini/Bard records",
            )
        fallback = fallback_members(facts)
        if fallback:
            return Claim(
                cls.importer_version,
                fallback,
                0.35,
                "Google Takeout activity log without visible Gemini records (possibly the wrong product)",
            )
        return None

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        return read_json_log(claim, ctx, convert_modern_record, self.export_format_version)

    def read_all(self, source: Source, claim: Claim, ctx: ImportContext) -> PartedBuild:
        return fill_json_log(claim, ctx, convert_modern_record, self.export_format_version)
