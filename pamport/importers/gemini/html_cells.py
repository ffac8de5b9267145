"""``MyActivity.html``: cut the page into activity cards as it streams, and read one card into a record.

The page is a long run of cards, each ``<div class="outer-cell …">`` holding a ``header-cell`` (the product,
e.g. "Gemini Apps"), a main ``content-cell`` ("Prompted&nbsp;<prompt><br>[attachments<br>]<date><br><answer
HTML>") and a caption ``content-cell`` ("<b>Products:</b><br>&emsp;Gemini Apps<br><b>Why is this here?</b>…").
Cards are cut from the text stream at each ``outer-cell`` opening tag and parsed one at a time with
BeautifulSoup, so memory is bounded by the largest card, not the page. The record built from a card has the
JSON export's field names, so the JSON record functions convert it.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from typing import Any

from bs4 import BeautifulSoup
from bs4.element import NavigableString, Tag

from pamport.importers.gemini.html_time import parse_html_time
from pamport.importers.gemini.records import HTML_FIELD
from pamport.importers.sources import HashingStream
from pamport.timeutil import format_utc

_CARD_START = re.compile(r"""<div\s[^>]*?class\s*=\s*["'][^"']*\bouter-cell\b""", re.IGNORECASE)
_CHUNK = 1 << 16
_PREAMBLE_KEEP = 512
#: "1 file attached." / "Attached 2 files" / "1 Datei angehängt." / "1 arquivo anexado": number + word.
_ATTACHMENT_WORD = re.compile(r"attach|angeh[äa]ngt|anexad|adjunt|joint|allegat|přilož", re.IGNORECASE)
_PRODUCT_LABEL = re.compile(r"product|produkt|produt|produc|produit", re.IGNORECASE)
_SPACES = re.compile(r"[\s\u00a0\u2003\u202f]+")



def iter_cards(stream: HashingStream) -> Iterator[tuple[int, str]]:
    """``(byte offset reached, card HTML)`` for every activity card of the page."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    buffer = ""
    started = False
    scan_from = 0
    while True:
        data = stream.read(_CHUNK)
        buffer += decoder.decode(data, final=not data)
        while True:
            match = _CARD_START.search(buffer, max(scan_from, 1 if started else 0))
            if match is None:
                break
            if started:
                yield stream.bytes_read, buffer[: match.start()]
            buffer = buffer[match.start() :]
            started = True
            scan_from = 1
        if not data:
            break
        if not started and len(buffer) > _PREAMBLE_KEEP * 4:
            buffer = buffer[-_PREAMBLE_KEEP:]  # the page head (style sheet) is not kept
        # A card opening tag may straddle two chunks: rescan only the tail next time.
        scan_from = max(1 if started else 0, len(buffer) - _PREAMBLE_KEEP)
    if started and buffer:
        yield stream.bytes_read, buffer


def _divs(root: Tag) -> Iterator[Tag]:
    """The ``div`` elements below ``root``, in document order."""
    return (node for node in root.descendants if isinstance(node, Tag) and node.name == "div")


def _has_class(tag: Tag, name: str) -> bool:
    """What BeautifulSoup's ``class_=name`` matches: one of the classes, or (several or none) all of them joined."""
    value: Any = tag.get("class")
    if value is None:
        return False
    values = value if isinstance(value, list) else [value]
    return name in values or (len(values) != 1 and " ".join(values) == name)


def _classes(tag: Tag) -> list[str]:
    value: Any = tag.get("class") or []
    return [str(c) for c in value] if isinstance(value, list) else str(value).split()


def _text(nodes: list[Any]) -> str:
    parts = [n.get_text() if isinstance(n, Tag) else str(n) for n in nodes]
    return _SPACES.sub(" ", "".join(parts)).strip()


def _lines(cell: Tag) -> tuple[list[list[Any]], list[Any]]:
    """The card's text lines up to and including the date line, and the nodes after it (the answer)."""
    lines: list[list[Any]] = []
    current: list[Any] = []
    children = list(cell.children)
    for position, child in enumerate(children):
        if isinstance(child, Tag) and child.name == "br":
            lines.append(current)
            current = []
            if len(lines) >= 2 and parse_html_time(_text(lines[-1]))[0] is not None:
                return lines, children[position + 1 :]
            continue
        if isinstance(child, Tag) and child.name in ("p", "div", "ul", "ol", "pre", "table") and lines:
            # Block content before any date line: the answer starts here (the date is missing).
            return [*lines, current] if current else lines, children[position:]
        current.append(child)
    if current:
        lines.append(current)
    return lines, []


def _caption_sections(caption: Tag | None) -> dict[str, list[str]]:
    """``<b>Label:</b><br>&emsp;value<br>…`` as {label: [values]}."""
    sections: dict[str, list[str]] = {}
    if caption is None:
        return sections
    label: str | None = None
    current: list[Any] = []

    def close() -> None:
        value = _text(current)
        if label is not None and value:
            sections.setdefault(label, []).append(value)
        current.clear()

    for child in caption.children:
        if isinstance(child, Tag) and child.name == "b":
            close()
            label = _text([child]).rstrip(":").strip()
            sections.setdefault(label, [])
        elif isinstance(child, Tag) and child.name == "br":
            close()
        elif isinstance(child, (Tag, NavigableString)):
            current.append(child)
    close()
    return sections


def card_record(card_html: str) -> tuple[dict[str, Any] | None, str | None]:
    """The JSON-shaped record of one card, or ``(None, reason)``; the second value names an unknown zone."""
    soup = BeautifulSoup(card_html, "html.parser")
    outer = next((div for div in _divs(soup) if _has_class(div, "outer-cell")), None)
    if outer is None:
        return None, "not an activity card (no outer-cell)"
    header_cell: Tag | None = None
    cells: list[Tag] = []
    for div in _divs(outer):  # one walk for what find("div", class_=…) and find_all would each walk
        if header_cell is None and _has_class(div, "header-cell"):
            header_cell = div
        if _has_class(div, "content-cell"):
            cells.append(div)
    main = next(
        (
            c
            for c in cells
            if not {"mdl-typography--text-right", "mdl-typography--caption"} & set(_classes(c))
        ),
        None,
    )
    if main is None:
        return None, "activity card without a content cell"
    caption = next((c for c in cells if "mdl-typography--caption" in _classes(c)), None)
    lines, answer_nodes = _lines(main)
    title_nodes = lines[0] if lines else []
    date_text = _text(lines[-1]) if len(lines) >= 2 else ""
    when, unknown_zone = parse_html_time(date_text) if date_text else (None, None)
    middle = lines[1:-1] if when is not None else lines[1:]
    if when is None:
        date_text = ""

    record: dict[str, Any] = {
        "header": _text([header_cell]) if isinstance(header_cell, Tag) else "",
        "title": _text(title_nodes),
        "time": format_utc(when) if when is not None else None,
    }
    link = next((n for n in title_nodes if isinstance(n, Tag) and n.name == "a" and n.get("href")), None)
    if isinstance(link, Tag):
        record["titleUrl"] = str(link.get("href"))

    prompt_more, attachments, attachment_notes = _middle_lines(middle) if when is not None else ([], [], [])
    if prompt_more:
        record["title"] = "\n".join([record["title"], *prompt_more])
    sections = _caption_sections(caption)
    products = next((v for k, v in sections.items() if _PRODUCT_LABEL.search(k)), None)
    if products is None and sections:
        products = next(iter(sections.values()))
    if products:
        record["products"] = products
    answer_html = "".join(str(n) for n in answer_nodes).strip()
    if answer_html:
        record["safeHtmlItem"] = [{"html": answer_html}]
    if attachments:
        record["attachedFiles"] = attachments
    card: dict[str, Any] = {"timeText": date_text or None, "caption": sections}
    if attachment_notes:
        card["attachmentNotes"] = attachment_notes
    if when is None:
        card["unparsedLines"] = [_text(line) for line in lines[1:]]
    record[HTML_FIELD] = card
    return record, unknown_zone


def _is_attachment_note(text: str) -> bool:
    return len(text) < 100 and bool(re.search(r"\d", text)) and bool(_ATTACHMENT_WORD.search(text))


def _middle_lines(lines: list[list[Any]]) -> tuple[list[str], list[dict[str, str]], list[str]]:
    """Lines between the title and the date: attachment notes and links, or a prompt's further lines."""
    prompt_more: list[str] = []
    attachments: list[dict[str, str]] = []
    notes: list[str] = []
    listing = False
    for line in lines:
        text = _text(line)
        links = [n for n in line if isinstance(n, Tag) and n.name == "a"]
        if _is_attachment_note(text):
            notes.append(text)
            listing = True
        elif links and text.lstrip("-• ") == _text(links):
            listing = True
        elif listing and text.startswith(("- ", "• ")):
            attachments.append({"name": text.lstrip("-• ").strip()})
            continue
        elif text:
            prompt_more.append(text)
            continue
        for a in links:
            entry = {"name": _text([a])}
            if a.get("href"):
                entry["url"] = str(a.get("href"))
            attachments.append(entry)
    return prompt_more, attachments, notes
