"""Sources of a Grok reply: ``cited_web_search_results``, search results and cards named by render tags.

``cited_web_search_results`` holds the results the reply cites (``{url, title, preview}``; a few exports hold
indexes into ``web_search_results`` instead). Inline citation tags name a card (``card_id``, looked up in
``card_attachments_json``, a list of JSON strings) or a search result (``<argument name="citation_id">``,
looked up by the result's own id, then by position). Only absolute http(s) URLs become ``Citation.url`` (the
PAM schema wants a URI); anything else is kept as the snippet, and the verbatim source stays in
``raw_metadata``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import quote, urlsplit

from pamport.importers.grok.render import RenderTag
from pamport.jsonio import loads
from pamport.schemas.conversation import Citation

_URL_KEYS = ("url", "URL", "link", "href", "source_url")
_TITLE_KEYS = ("title", "metadata_title", "name", "site_name")
_SNIPPET_KEYS = ("preview", "snippet", "description", "search_engine_text", "text")
#: Characters that may appear in a URL but not in a URI; quoted rather than dropping the link.
_SAFE = ":/?#[]@!$&'()*+,;=%~-._"


def absolute_url(value: object) -> str | None:
    """``value`` as an absolute http(s) URL that passes a URI check, or ``None``."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    if not text or any(c in text for c in "\n\r\t"):
        return None
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    return quote(text, safe=_SAFE)


def _first_str(item: dict[str, Any], keys: Iterable[str]) -> str | None:
    for key in keys:
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def citation_from(item: object) -> Citation | None:
    """A search result or card (a dict) as a Citation; ``None`` when it has nothing to cite."""
    if not isinstance(item, dict):
        return None
    raw_url = _first_str(item, _URL_KEYS)
    url = absolute_url(raw_url)
    title = _first_str(item, _TITLE_KEYS)
    snippet = _first_str(item, _SNIPPET_KEYS)
    if raw_url and url is None:
        snippet = f"{snippet}\n{raw_url}" if snippet else raw_url
    if url is None and title is None and snippet is None:
        return None
    return Citation(title=title, url=url, snippet=snippet)


def parse_cards(value: object) -> dict[str, dict[str, Any]]:
    """``card_attachments_json`` (JSON strings, dicts, or one JSON string of a list) by card id."""
    if isinstance(value, str):
        try:
            value = loads(value)
        except ValueError:
            return {}
    items = value if isinstance(value, list) else [value]
    cards: dict[str, dict[str, Any]] = {}
    for item in items:
        card = item
        if isinstance(item, str):
            try:
                card = loads(item)
            except ValueError:
                continue
        if isinstance(card, dict) and isinstance(card.get("id"), str | int):
            cards.setdefault(str(card["id"]), card)
    return cards


def cited_results(cited: object, results: object) -> list[Citation]:
    """Citations from ``cited_web_search_results`` (dicts, or indexes into ``web_search_results``)."""
    if not isinstance(cited, list):
        return []
    pool = results if isinstance(results, list) else []
    out: list[Citation] = []
    for item in cited:
        if isinstance(item, int) and not isinstance(item, bool) and 0 <= item < len(pool):
            item = pool[item]
        citation = citation_from(item)
        if citation is not None:
            out.append(citation)
    return out


def _result_by_citation_id(results: list[Any], citation_id: str) -> Any:
    for result in results:
        if isinstance(result, dict) and str(result.get("citation_id", result.get("id", ""))) == citation_id:
            return result
    if citation_id.isdigit() and int(citation_id) < len(results):
        return results[int(citation_id)]
    return None


def resolve_tag(tag: RenderTag, cards: dict[str, dict[str, Any]], results: object) -> Citation | None:
    """The source an inline citation tag points at, if the export holds it."""
    card = cards.get(tag.card_id or "")
    citation = citation_from(card) if card else None
    if citation is not None and citation.url is not None:
        return citation
    citation_id = tag.args.get("citation_id") or (
        str(card.get("citation_id")) if card and "citation_id" in card else ""
    )
    pool = results if isinstance(results, list) else []
    if citation_id and pool:
        found = citation_from(_result_by_citation_id(pool, citation_id))
        if found is not None:
            return found
    return citation


def is_citation_tag(tag: RenderTag) -> bool:
    return "citation" in tag.kind or tag.attrs.get("card_type") == "citation_card"


def image_url_of(tag: RenderTag, cards: dict[str, dict[str, Any]]) -> str | None:
    """The generated image a ``render_generated_image`` tag shows, when its card names it."""
    card = cards.get(tag.card_id or "")
    if not card:
        return None
    chunk = card.get("image_chunk") or card.get("image") or {}
    if isinstance(chunk, dict):
        for key in ("imageUrl", "image_url", "url", "original"):
            value = chunk.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip()
    return None


def dedupe(citations: Iterable[Citation]) -> list[Citation]:
    seen: set[tuple[str | None, str | None, str | None]] = set()
    out: list[Citation] = []
    for c in citations:
        key = (c.url, c.title if c.url is None else None, c.snippet if c.url is None else None)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out
