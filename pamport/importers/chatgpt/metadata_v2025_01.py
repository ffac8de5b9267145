"""Citations and attachments carried in a ChatGPT message's ``metadata``.

Three generations of citation fields exist: ``citations`` (2023-24 browsing,
``metadata.url``/``title``/``text``), ``_cite_metadata.metadata_list`` (on browser tool output) and
``content_references`` (2025 search: ``items`` with ``supporting_websites``, ``sources``, ``fallback_items``).
PAM's ``Citation.url`` must be an absolute URI, so a reference with a relative or broken URL keeps its text as
the snippet instead. The whole ``metadata`` stays in ``raw_metadata`` as well, so offsets and provider extras
are not lost.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pamport.importers.chatgpt.members_v2025_01 import AssetIndex, file_id
from pamport.schemas.common import is_absolute_uri

_REFERENCE_LISTS = ("items", "fallback_items", "sources", "supporting_websites")


def valid_url(value: Any) -> str | None:
    return value if isinstance(value, str) and is_absolute_uri(value) else None


def non_negative_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int) and value >= 0:
        return value
    if isinstance(value, float) and value >= 0 and value.is_integer():
        return int(value)
    return None


def _text(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    value = value.strip()
    return value or None


def citation(title: Any, url: Any, snippet: Any) -> dict[str, Any] | None:
    """A PAM citation, or None when there is nothing to cite; an unusable URL moves into the snippet."""
    good = valid_url(url)
    text = _text(snippet)
    if good is None and isinstance(url, str) and url:
        text = f"{text} ({url})" if text else url
    title_text = _text(title)
    if good is None and title_text is None and text is None:
        return None
    return {"title": title_text, "url": good, "snippet": text}


def _references(ref: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A content reference and the nested sources it groups, depth first."""
    stack = [ref]
    while stack:
        item = stack.pop()
        yield item
        nested: list[dict[str, Any]] = []
        for key in _REFERENCE_LISTS:
            value = item.get(key)
            if isinstance(value, list):
                nested.extend(v for v in value if isinstance(v, dict))
        stack.extend(reversed(nested))


def citations_from_metadata(meta: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    cites = meta.get("citations")
    if isinstance(cites, list):
        for cite in cites:
            if isinstance(cite, dict):
                inner = cite.get("metadata")
                src = inner if isinstance(inner, dict) else cite
                item = citation(src.get("title"), src.get("url"), src.get("text") or src.get("snippet"))
                if item is not None:
                    found.append(item)
    cite_meta = meta.get("_cite_metadata")
    if isinstance(cite_meta, dict) and isinstance(cite_meta.get("metadata_list"), list):
        for src in cite_meta["metadata_list"]:
            if isinstance(src, dict):
                item = citation(src.get("title"), src.get("url"), src.get("text"))
                if item is not None:
                    found.append(item)
    refs = meta.get("content_references")
    if isinstance(refs, list):
        for ref in refs:
            if not isinstance(ref, dict):
                continue
            for src in _references(ref):
                if valid_url(src.get("url")) is None:
                    continue  # hidden markers, attributions and groups carry no source of their own
                item = citation(src.get("title"), src.get("url"), src.get("snippet"))
                if item is not None:
                    found.append(item)
    return found


def dedup(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One citation per URL (details merged from repeats), first seen first; URL-less ones by their text."""
    by_key: dict[tuple[Any, ...], dict[str, Any]] = {}
    for item in items:
        url = item.get("url")
        key: tuple[Any, ...] = (url,) if url else (None, item.get("title"), item.get("snippet"))
        first = by_key.get(key)
        if first is None:
            by_key[key] = item
        else:
            first["title"] = first["title"] or item.get("title")
            first["snippet"] = first["snippet"] or item.get("snippet")
    return list(by_key.values())


def _attachment_type(mime: str | None) -> str:
    if mime:
        head = mime.split("/", 1)[0]
        if head in ("image", "audio", "video"):
            return head
        if mime == "application/pdf" or "document" in mime or mime.startswith("text/"):
            return "document"
    return "file"


def merge_attachments(meta: dict[str, Any], found: list[dict[str, Any]], assets: AssetIndex) -> list[dict[str, Any]]:
    """Files listed in ``metadata.attachments``, merged with those already found in the content parts."""
    listed = meta.get("attachments")
    if not isinstance(listed, list) or not listed:
        return found
    by_file = {file_id(a["provider_id"]): a for a in found if isinstance(a.get("provider_id"), str)}
    for entry in listed:
        if not isinstance(entry, dict):
            continue
        provider_id = entry.get("id") if isinstance(entry.get("id"), str) else None
        name = _text(entry.get("name"))
        mime = _text(entry.get("mime_type")) or _text(entry.get("mimeType"))
        size = non_negative_int(entry.get("size"))
        known = by_file.get(file_id(provider_id)) if provider_id else None
        if known is not None:
            known["name"] = name or known["name"]  # the uploaded file's own name beats the export's
            known["mime_type"] = known["mime_type"] or mime
            known["size_bytes"] = known["size_bytes"] if known["size_bytes"] is not None else size
            continue
        ref: str | None = None
        if provider_id:
            resolved, _, asset_mime = assets.resolve(provider_id)
            ref = resolved if resolved != provider_id else None
            mime = mime or asset_mime
        found.append(
            {
                "type": _attachment_type(mime),
                "name": name,
                "mime_type": mime,
                "size_bytes": size,
                "ref": ref,
                "provider_id": provider_id,
            }
        )
    return found
