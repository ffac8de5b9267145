"""What one activity record means, independent of the Takeout shape it came in.

An :class:`Entry` is one prompt/answer exchange (or one activity event that carries content). The version
modules turn records into entries; the reader spools entries and rebuilds conversations from them. Entries are
plain data so they survive the trip through the disk spool as JSON.
"""

from __future__ import annotations

import mimetypes
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any

from pamport.importers.gemini.html_text import html_to_text
from pamport.importers.gemini.prefixes import names_of
from pamport.timeutil import from_epoch, parse_datetime

#: The extra field of HTML-born records (what the page said, verbatim, where the JSON fields cannot say it).
HTML_FIELD = "htmlCard"

#: Fields of a Takeout activity record that the importers know; anything else is reported and kept raw.
KNOWN_FIELDS = frozenset(
    {
        "header",
        "title",
        "titleUrl",
        "time",
        "products",
        "activityControls",
        "safeHtmlItem",
        "subtitles",
        "attachedFiles",
        "imageFile",
        "locationInfos",
        "details",
        "userInteractions",
        "description",
    }
)

_CONVERSATION_URL = re.compile(
    r"^https?://(?:gemini|bard)\.google\.com/(?:u/\d+/)?"
    r"(?:app/(?:c/)?|chat/(?:c/)?|gem/[^/?#]+/(?:c/)?)([A-Za-z0-9_-]+)",
    re.IGNORECASE,
)
_LOOKS_LIKE_HTML = re.compile(r"<(p|div|ul|ol|li|br|pre|h[1-6]|span|strong|b|i|em|code|a|table|img)\b", re.I)
_HAS_YEAR_AND_CLOCK = re.compile(r"\d{4}.*\d{1,2}:\d{2}|\d{1,2}:\d{2}.*\d{4}")


@dataclass
class Entry:
    """One exchange (``kind == "exchange"``) or one content-bearing activity event (``kind == "event"``)."""

    kind: str
    title: str
    #: Which Takeout shape the entry came from: modern, legacy-details, legacy-interactions, html.
    shape: str
    prompt: str | None = None
    prompt_language: str | None = None
    answer: str | None = None
    answer_images: list[dict[str, str]] = field(default_factory=list)
    #: Whether the record carried an answer payload at all (False = the log kept the prompt only).
    answer_present: bool = False
    answer_degraded: bool = False
    #: The answer is still the HTML in ``answer_raw``: rendered when its conversation is built (by whichever
    #: process builds it), which is only done when the entry is kept whatever the answer says.
    answer_pending: bool = False
    user_attachments: list[dict[str, Any]] = field(default_factory=list)
    conversation_key: str | None = None
    #: Record fields kept verbatim on the user (or event) message.
    user_raw: dict[str, Any] = field(default_factory=dict)
    #: Record fields kept verbatim on the assistant message (the answer's HTML).
    answer_raw: dict[str, Any] = field(default_factory=dict)
    #: Position of the exchange inside its record (several ``userInteractions`` in one record).
    sub: int = 0

    @property
    def has_content(self) -> bool:
        return bool(
            (self.prompt is not None and (self.prompt.strip() or self.user_attachments))
            or (self.answer and self.answer.strip())
            or self.answer_images
            or self.user_attachments
        )


def conversation_key(title_url: object) -> str | None:
    """The Gemini (or Bard) conversation id in a ``titleUrl``, without the internal ``c_`` prefix."""
    if not isinstance(title_url, str):
        return None
    match = _CONVERSATION_URL.match(title_url.strip())
    if not match:
        return None
    key = match.group(1)
    return key[2:] if key.startswith("c_") and len(key) > 2 else key


def parse_record_time(value: object) -> datetime | None:
    """Takeout writes ISO 8601; anything else that still names a date and a clock is accepted via dateutil.

    Strings without a year and a clock are refused: dateutil would otherwise fill the gaps from today's date
    and make the output depend on when it ran.
    """
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        iso = from_epoch(value)
        return parse_datetime(iso) if iso else None
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    try:
        dt = datetime.fromisoformat(text.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        if not _HAS_YEAR_AND_CLOCK.search(text):
            return None
        dt_or_none = parse_datetime(text)
        if dt_or_none is None:
            return None
        dt = dt_or_none
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    try:
        return dt.astimezone(UTC)
    except (OverflowError, ValueError):
        return None


def render_answer(html_items: object) -> tuple[str, list[dict[str, str]], bool]:
    """Text, images and a degraded flag of every ``safeHtmlItem`` entry, joined in order."""
    texts: list[str] = []
    images: list[dict[str, str]] = []
    degraded = False
    items = html_items if isinstance(html_items, list) else [html_items]
    for item in items:
        html = item.get("html") if isinstance(item, dict) else item
        if not isinstance(html, str):
            continue
        rendered = html_to_text(html)
        degraded = degraded or rendered.degraded
        if rendered.text:
            texts.append(rendered.text)
        images.extend(rendered.images)
    return "\n\n".join(texts), images, degraded


def render_pending(entry: dict[str, Any]) -> None:
    """Render a spooled entry's answer left as HTML (``answer_pending``), as :func:`render_answer` would have."""
    if entry.get("answer_pending"):
        entry["answer"], entry["answer_images"], entry["answer_degraded"] = render_answer(
            entry["answer_raw"]["safeHtmlItem"]
        )
        entry["answer_pending"] = False


def text_or_html(value: str) -> tuple[str, list[dict[str, str]]]:
    """Legacy values are usually plain text or Markdown, occasionally HTML: render HTML, keep the rest."""
    if _LOOKS_LIKE_HTML.search(value):
        rendered = html_to_text(value)
        return rendered.text, rendered.images
    return value.strip("\n"), []


def _attachment_type(name: str | None, mime: str | None) -> str:
    if not mime and name:
        mime = mimetypes.guess_type(name, strict=False)[0]
    if mime:
        major = mime.split("/", 1)[0]
        if major in ("image", "audio", "video"):
            return major
        if mime == "application/pdf" or mime.startswith("text/") or "document" in mime or "msword" in mime:
            return "document"
    return "file"


def _mime(name: str | None, given: object) -> str | None:
    if isinstance(given, str) and "/" in given:
        return given
    return mimetypes.guess_type(name, strict=False)[0] if name else None


def attachment(
    name: str | None, mime: object = None, size: object = None, ref: object = None, kind: str | None = None
) -> dict[str, Any]:
    """An ``Attachment`` as a plain dict (the spool stores JSON)."""
    clean_name = name.strip() if isinstance(name, str) and name.strip() else None
    mime_type = _mime(PurePosixPath(clean_name).name if clean_name else None, mime)
    size_bytes = (
        int(size) if isinstance(size, (int, float)) and not isinstance(size, bool) and size >= 0 else None
    )
    return {
        "type": kind or _attachment_type(clean_name, mime_type),
        "name": clean_name,
        "mime_type": mime_type,
        "size_bytes": size_bytes,
        "ref": ref if isinstance(ref, str) and ref else None,
        "provider_id": None,
    }


def user_attachments(record: dict[str, Any]) -> list[dict[str, Any]]:
    """``attachedFiles`` (strings, or objects with a name) and ``imageFile`` as attachments."""
    out: list[dict[str, Any]] = []
    files = record.get("attachedFiles")
    for item in files if isinstance(files, list) else ([files] if files else []):
        if isinstance(item, str) and item.strip():
            out.append(attachment(item))
        elif isinstance(item, dict):
            name = item.get("name") or item.get("fileName") or item.get("title")
            ref = item.get("url") or item.get("uri") or item.get("path")
            out.append(
                attachment(
                    name if isinstance(name, str) else None,
                    item.get("mimeType") or item.get("mime_type"),
                    item.get("size") or item.get("sizeBytes"),
                    ref,
                )
            )
    for image in names_of(record.get("imageFile")):
        if image.strip():
            out.append(attachment(image, kind="image"))
    return out


def split_raw(record: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The record verbatim, with the answer's HTML moved to the assistant side."""
    user_raw = {k: v for k, v in record.items() if k != "safeHtmlItem"}
    answer_raw = {"safeHtmlItem": record["safeHtmlItem"]} if "safeHtmlItem" in record else {}
    return user_raw, answer_raw


def title_of(record: dict[str, Any]) -> str:
    title = record.get("title")
    return title if isinstance(title, str) else ""
