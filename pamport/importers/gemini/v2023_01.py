"""Gemini (Bard era) activity logs, format 2023.01: prompt and answer in ``details`` or ``userInteractions``.

Two legacy record shapes carry the exchange outside the title (a generic "Used Bard" / "Used Gemini Apps"):

* ``details: [{"name": "Request", "value": …}, {"name": "Response", "value": …}]``;
* ``userInteractions: [{"userInteraction": {"request": …, "response": …}}]`` where request and response are
  JSON *strings* (``'[{"text": "…"}]'`` or ``'{"text": "…"}'``) to parse; one record may hold several
  interactions.

The record functions here are frozen with this version and reused by the 2024.06 importer for legacy-shaped
records that appear in newer logs.
"""

from __future__ import annotations

import json
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
    text_or_html,
    title_of,
    user_attachments,
)
from pamport.importers.gemini.sniff import json_facts
from pamport.importers.sources import Source

_TEXT_KEYS = ("text", "content", "parts", "value", "message", "request", "response", "query", "candidates")


def _texts(value: Any, depth: int = 0) -> list[str]:
    """Strings of a parsed request/response, looking only where text lives (not ids or URLs)."""
    if depth > 20:
        return []
    if isinstance(value, str):
        return [value] if value.strip() else []
    if isinstance(value, list):
        return [t for item in value for t in _texts(item, depth + 1)]
    if isinstance(value, dict):
        for key in _TEXT_KEYS:
            if key in value:
                found = _texts(value[key], depth + 1)
                if found:
                    return found
    return []


def unwrap(value: Any) -> str | None:
    """The text of a legacy request or response: a JSON string to parse, a parsed value, or plain text."""
    if value is None:
        return None
    if isinstance(value, str):
        stripped = value.strip()
        if stripped[:1] in ("[", "{"):
            try:
                parsed = json.loads(stripped)
            except ValueError:
                return value
            found = _texts(parsed)
            return "\n\n".join(found) if found else value
        return value
    found = _texts(value)
    return "\n\n".join(found) if found else None


def _detail_name(item: object) -> str:
    return str(item.get("name", "")).strip().casefold() if isinstance(item, dict) else ""


def _base(record: dict[str, Any], shape: str) -> Entry:
    user_raw, answer_raw = split_raw(record)
    return Entry(
        kind="exchange",
        title=title_of(record),
        shape=shape,
        user_attachments=user_attachments(record),
        conversation_key=conversation_key(record.get("titleUrl")),
        user_raw=user_raw,
        answer_raw=answer_raw,
    )


def _set_answer(entry: Entry, answers: list[str], html_items: object) -> None:
    texts: list[str] = []
    for answer in answers:
        text, images = text_or_html(answer)
        if text:
            texts.append(text)
        entry.answer_images.extend(images)
    if html_items is not None:
        html_text, images, degraded = render_answer(html_items)
        if html_text:
            texts.append(html_text)
        entry.answer_images.extend(images)
        entry.answer_degraded = degraded
    entry.answer = "\n\n".join(texts)
    entry.answer_present = bool(answers) or html_items is not None


def details_entries(record: dict[str, Any]) -> list[Entry]:
    """``details: [{name: Request|Response, value}]``: one exchange per record."""
    details = record.get("details")
    items = details if isinstance(details, list) else []
    requests = [
        v for v in (unwrap(d.get("value")) for d in items if _detail_name(d) == "request") if v is not None
    ]
    responses = [
        v for v in (unwrap(d.get("value")) for d in items if _detail_name(d) == "response") if v is not None
    ]
    entry = _base(record, "legacy-details")
    if requests:
        entry.prompt = "\n\n".join(r.strip("\n") for r in requests)
    else:
        entry.prompt, prefix = split_title(title_of(record))
        entry.prompt_language = prefix.language if prefix else None
    _set_answer(entry, responses, record.get("safeHtmlItem"))
    return [entry]


def interaction_entries(record: dict[str, Any]) -> list[Entry]:
    """``userInteractions``: one exchange per interaction, each keeping its own interaction verbatim."""
    interactions = record.get("userInteractions")
    entries: list[Entry] = []
    for sub, item in enumerate(interactions if isinstance(interactions, list) else []):
        inner = item.get("userInteraction", item) if isinstance(item, dict) else None
        entry = _base(record, "legacy-interactions")
        entry.sub = sub
        entry.user_raw = {k: v for k, v in entry.user_raw.items() if k != "userInteractions"}
        entry.user_raw["userInteraction"] = item
        if sub:  # the record's attachments and HTML belong to it once, not to every interaction
            entry.user_attachments = []
            entry.answer_raw = {}
        html_items = record.get("safeHtmlItem") if sub == 0 else None
        response = None
        if isinstance(inner, dict):
            request = unwrap(inner.get("request"))
            response = unwrap(inner.get("response"))
            entry.prompt = request.strip("\n") if request is not None else None
        _set_answer(entry, [response] if response is not None else [], html_items)
        entries.append(entry)
    return entries


def legacy_entries(record: dict[str, Any]) -> list[Entry] | None:
    """The exchanges of a legacy-shaped record, or None when the record is not in a legacy shape."""
    if isinstance(record.get("userInteractions"), list):
        return interaction_entries(record)
    details = record.get("details")
    if isinstance(details, list) and any(_detail_name(d) in ("request", "response") for d in details):
        return details_entries(record)
    return None


def event_entry(record: dict[str, Any], shape: str) -> Entry:
    """A record that is not an exchange ("Used Gemini Apps", feedback, canvas, gem …)."""
    entry = _base(record, shape)
    entry.kind = "event"
    if "safeHtmlItem" in record:
        entry.answer, entry.answer_images, entry.answer_degraded = render_answer(record["safeHtmlItem"])
        entry.answer_present = True
    return entry


def convert_legacy_record(record: dict[str, Any]) -> list[Entry] | str:
    entries = legacy_entries(record)
    if entries is not None:
        return entries
    if split_title(title_of(record))[0] is not None or "safeHtmlItem" in record:
        return (
            "record in the 2024.06 shape (prompt in the title, answer in safeHtmlItem): "
            "convert this file with --importer gemini-importer/2024.06"
        )
    return [event_entry(record, "legacy")]


class GeminiLegacyImporter(Importer):
    platform: ClassVar[str] = "gemini"
    importer_version: ClassVar[str] = "gemini-importer/2023.01"
    builds_in_parts: ClassVar[bool] = True
    export_format_version: ClassVar[str] = "2023.01"
    description: ClassVar[str] = (
        "Gemini/Bard My Activity JSON from Google Takeout, legacy records (details or userInteractions)"
    )

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        facts = [f for f in json_facts(source) if f.activity and (f.gemini or f.path_gemini) and not f.modern]
        if not facts:
            return None
        legacy = any(f.legacy for f in facts)
        return Claim(
            cls.importer_version,
            tuple(f.member for f in facts),
            0.95 if legacy else 0.3,
            "Takeout activity log of Gemini/Bard with legacy Request/Response records"
            if legacy
            else "Takeout activity log of Gemini/Bard (no record shape visible in its head)",
        )

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        return read_json_log(claim, ctx, convert_legacy_record, self.export_format_version)

    def read_all(self, source: Source, claim: Claim, ctx: ImportContext) -> PartedBuild:
        return fill_json_log(claim, ctx, convert_legacy_record, self.export_format_version)
