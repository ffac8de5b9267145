"""Claude's two file lists (``attachments`` and ``files``) merged into PAM attachments.

``attachments`` are pasted or uploaded text-like documents with ``file_name``, ``file_size``, ``file_type``
and the full ``extracted_content``; ``files`` are binary uploads (images, PDFs) with ``file_uuid``,
``file_name`` and sometimes ``file_kind``, whose bytes are not in the export. The same upload can appear in
both, so entries are merged by file name (a ``files`` entry named like an ``attachments`` entry fills its
gaps). The original lists (with ``extracted_content``) stay verbatim in the message's ``raw_metadata``.
"""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any

from pamport.importers.claude.values import non_negative_int, nonblank
from pamport.schemas.conversation import Attachment, AttachmentType

_IMAGE = frozenset({"png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "heic", "heif", "tif", "tiff", "ico"})
_AUDIO = frozenset({"mp3", "wav", "m4a", "ogg", "flac", "aac", "opus"})
_VIDEO = frozenset({"mp4", "mov", "avi", "mkv", "m4v", "webm"})
_DOCUMENT = frozenset(
    {
        "pdf",
        "doc",
        "docx",
        "odt",
        "rtf",
        "txt",
        "md",
        "markdown",
        "csv",
        "tsv",
        "xls",
        "xlsx",
        "ppt",
        "pptx",
        "epub",
    }
)
#: MIME types for bare extensions in ``file_type`` (a small fixed table: ``mimetypes`` depends on the
#: machine).
_MIME = {
    "pdf": "application/pdf",
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "json": "application/json",
    "html": "text/html",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
_KIND = {"image": "image", "document": "document", "audio": "audio", "video": "video", "blob": "file"}


def _extension(name: str | None) -> str:
    return PurePosixPath(name).suffix.lower().lstrip(".") if name else ""


def _mime(file_type: Any, name: str | None) -> str | None:
    value = nonblank(file_type)
    if value is not None:
        value = value.strip().lower()
        if "/" in value and " " not in value:
            return value
        return _MIME.get(value.lstrip("."))
    return None


def _kind(mime: str | None, name: str | None, declared: Any, has_text: bool) -> AttachmentType:
    if isinstance(declared, str) and declared.lower() in _KIND:
        return _KIND[declared.lower()]  # type: ignore[return-value]
    major = mime.split("/", 1)[0] if mime else ""
    ext = _extension(name)
    if major == "image" or ext in _IMAGE:
        return "image"
    if major == "audio" or ext in _AUDIO:
        return "audio"
    if major == "video" or ext in _VIDEO:
        return "video"
    if has_text or major == "text" or mime == "application/pdf" or ext in _DOCUMENT:
        return "document"
    return "file"


def _provider_id(entry: dict[str, Any]) -> str | None:
    for key in ("file_uuid", "uuid", "id"):
        value = entry.get(key)
        if isinstance(value, str) and value:
            return value
    return None


def _from_entry(entry: dict[str, Any]) -> Attachment:
    name = nonblank(entry.get("file_name")) or nonblank(entry.get("name"))
    mime = _mime(entry.get("file_type"), name)
    has_text = isinstance(entry.get("extracted_content"), str)
    return Attachment(
        type=_kind(mime, name, entry.get("file_kind"), has_text),
        name=name,
        mime_type=mime,
        size_bytes=non_negative_int(entry.get("file_size")),
        provider_id=_provider_id(entry),
    )


def _merge(into: Attachment, other: Attachment) -> None:
    """Fill what ``into`` lacks from ``other`` (same upload listed twice)."""
    for field_name in ("mime_type", "size_bytes", "provider_id"):
        if getattr(into, field_name) is None and getattr(other, field_name) is not None:
            setattr(into, field_name, getattr(other, field_name))
    if into.type in ("file", "document") and other.type in ("image", "audio", "video"):
        into.type = other.type


def merge_attachments(attachments: Any, files: Any) -> tuple[list[Attachment], int]:
    """PAM attachments from both lists, and how many entries were not objects (kept raw, to report)."""
    out: list[Attachment] = []
    by_name: dict[str, Attachment] = {}
    odd = 0
    for is_files, source in ((False, attachments), (True, files)):
        if not isinstance(source, list):
            odd += source is not None
            continue
        for entry in source:
            if not isinstance(entry, dict):
                odd += 1
                continue
            item = _from_entry(entry)
            known = by_name.get(item.name) if (is_files and item.name) else None
            if known is not None:
                _merge(known, item)
                continue
            out.append(item)
            if item.name and not is_files:
                by_name.setdefault(item.name, item)
    return out, odd
