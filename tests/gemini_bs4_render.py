"""The BeautifulSoup renderer of Gemini answers that lexbor replaced, kept as the oracle of the parser comparison.

Verbatim the renderer pamport used before (``html.parser`` through BeautifulSoup); only the comparison test in
``tests/test_gemini_html_parsers.py`` uses it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bs4 import BeautifulSoup
from bs4.element import Comment, Declaration, Doctype, NavigableString, ProcessingInstruction, Tag

# fmt: off
_DROP = {
    "script", "style", "noscript", "template", "head", "title", "meta", "link", "iframe", "object", "embed",
    "svg", "canvas", "button", "input", "select", "textarea", "math",
}
_BLOCK = {
    "p", "div", "section", "article", "header", "footer", "main", "aside", "nav", "blockquote", "ul", "ol",
    "li", "pre", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
    "hr",
    "figure", "figcaption", "dl", "dt", "dd", "details", "summary", "body", "html", "address", "caption",
}
# fmt: on
_SKIPPED_STRINGS = (Comment, Declaration, Doctype, ProcessingInstruction)
_WS = re.compile(r"[ \t\n\r\f\v\u00a0\u200b]+")
_BR = "\x00"
_LANG = re.compile(r"^(?:language|lang)-([A-Za-z0-9_+#.-]+)$")
_ABSOLUTE = re.compile(r"^(?:https?|mailto|ftp):", re.IGNORECASE)


@dataclass
class RenderedHtml:
    text: str
    #: ``{"src": ..., "alt": ...}`` for every ``<img>``, in document order.
    images: list[dict[str, str]] = field(default_factory=list)
    #: True when the structured renderer failed and plain ``get_text`` was used instead.
    degraded: bool = False


def html_to_text(html: str) -> RenderedHtml:
    """Render an HTML fragment as clean text; never raises on odd markup."""
    if not html or not html.strip():
        return RenderedHtml("")
    try:
        soup = BeautifulSoup(html, "html.parser")
    except Exception:  # html.parser is lenient, but a fragment must never crash an import
        return RenderedHtml(_fallback(html), degraded=True)
    images = [
        {"src": str(img.get("src") or ""), "alt": str(img.get("alt") or "")}
        for img in soup.find_all("img")
        if isinstance(img, Tag) and not _inside_dropped(img)
    ]
    try:
        blocks: list[str] = []
        _Renderer().container(soup, blocks)
        text = _finish(blocks)
        degraded = False
    except RecursionError:  # absurdly deep nesting: keep the words, lose the layout
        for tag in soup.find_all(list(_DROP)):
            if isinstance(tag, Tag):
                tag.decompose()
        text = _WS.sub(" ", soup.get_text(" ")).strip()
        degraded = True
    return RenderedHtml(text, images, degraded)


def _fallback(html: str) -> str:
    import html as html_lib

    no_scripts = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", html)
    return _WS.sub(" ", html_lib.unescape(re.sub(r"<[^>]*>", " ", no_scripts))).strip()


def _inside_dropped(tag: Tag) -> bool:
    return any(parent.name in _DROP for parent in tag.parents if isinstance(parent, Tag))


def _finish(blocks: list[str]) -> str:
    text = "\n\n".join(b for b in (block.strip("\n") for block in blocks) if b.strip())
    return re.sub(r"\n{3,}", "\n\n", text).strip()


_TABLE_PARTS = {"tr", "thead", "tbody", "tfoot", "colgroup", "col"}


def _has_stray_content(table: Tag) -> bool:
    """Text or elements of a table that are not inside a cell (they would vanish from a row rendering)."""
    for child in table.children:
        if isinstance(child, _SKIPPED_STRINGS):
            continue
        if isinstance(child, NavigableString):
            if child.strip():
                return True
        elif isinstance(child, Tag) and child.name not in _DROP:
            if child.name not in _TABLE_PARTS and child.name != "caption":
                return True
            if child.name in _TABLE_PARTS and child.name != "col" and _has_stray_content_in_part(child):
                return True
    return False


def _has_stray_content_in_part(part: Tag) -> bool:
    for child in part.children:
        if isinstance(child, _SKIPPED_STRINGS):
            continue
        if isinstance(child, NavigableString):
            if child.strip():
                return True
        elif (
            isinstance(child, Tag)
            and child.name not in _DROP
            and child.name not in ("td", "th")
            and (child.name != "tr" or _has_stray_content_in_part(child))
        ):
            return True
    return False


def _table_rows(table: Tag) -> list[Tag]:
    """The table's own rows (directly or in thead/tbody/tfoot), not those of tables nested in its cells."""
    rows: list[Tag] = []
    for child in table.children:
        if isinstance(child, Tag) and child.name == "tr":
            rows.append(child)
        elif isinstance(child, Tag) and child.name in ("thead", "tbody", "tfoot"):
            rows.extend(r for r in child.children if isinstance(r, Tag) and r.name == "tr")
    return rows


def _has_block(tag: Tag) -> bool:
    return any(isinstance(d, Tag) and d.name in _BLOCK for d in tag.descendants)


class _Renderer:
    """Walks the tree once; block elements append to a list of blocks, inline ones return strings."""

    def container(self, node: Tag, out: list[str]) -> None:
        """Render a node whose children mix text, inline and block elements."""
        run: list[str] = []
        for child in node.children:
            if isinstance(child, _SKIPPED_STRINGS):
                continue
            if isinstance(child, NavigableString):
                run.append(str(child))
                continue
            if not isinstance(child, Tag) or child.name in _DROP:
                continue
            if child.name == "br":
                run.append(_BR)
            elif child.name in _BLOCK or _has_block(child):
                self._flush(run, out)
                self.block(child, out)
            else:
                run.append(self.inline(child))
        self._flush(run, out)

    @staticmethod
    def _flush(run: list[str], out: list[str]) -> None:
        if run:
            text = _clean_inline("".join(run))
            if text:
                out.append(text)
            run.clear()

    def block(self, tag: Tag, out: list[str]) -> None:
        name = tag.name
        if name in ("h1", "h2", "h3", "h4", "h5", "h6"):
            text = _clean_inline(self.inline_children(tag)).replace("\n", " ")
            if text:
                out.append("#" * int(name[1]) + " " + text)
        elif name in ("ul", "ol"):
            lines = self.list_lines(tag)
            if lines:
                out.append("\n".join(lines))
        elif name == "li":
            out.append("\n".join(self.item_lines(tag, "- ")))
        elif name == "pre":
            out.append(self.code_block(tag))
        elif name == "blockquote":
            inner: list[str] = []
            self.container(tag, inner)
            text = _finish(inner)
            if text:
                out.append("\n".join("> " + line if line else ">" for line in text.split("\n")))
        elif name == "table":
            rows = self.table_rows(tag)
            if _has_stray_content(tag):
                self.container(tag, out)  # not a grid (text outside cells): keep every word, lose the grid
            elif rows:
                out.append("\n".join(rows))
        elif name == "hr":
            out.append("---")
        else:
            self.container(tag, out)

    def list_lines(self, tag: Tag) -> list[str]:
        ordered = tag.name == "ol"
        start = _int_attr(tag.get("start"), 1) if ordered else 1
        lines: list[str] = []
        number = start
        for child in tag.children:
            if isinstance(child, Tag) and child.name == "li":
                marker = f"{number}. " if ordered else "- "
                number += 1
                lines.extend(self.item_lines(child, marker))
            elif isinstance(child, Tag) and child.name not in _DROP:
                # Stray content directly in a list (bad HTML): keep it as its own item.
                inner: list[str] = []
                if child.name in _BLOCK:
                    self.block(child, inner)
                else:
                    self.container(child, inner)
                text = _finish(inner)
                if text:
                    lines.extend(_indent_item(text, "- "))
            elif isinstance(child, NavigableString) and not isinstance(child, _SKIPPED_STRINGS):
                text = _clean_inline(str(child))
                if text:
                    lines.extend(_indent_item(text, "- "))
        return lines

    def item_lines(self, li: Tag, marker: str) -> list[str]:
        inner: list[str] = []
        self.container(li, inner)
        # Items are tight: their blocks (text, nested list) follow each other without blank lines.
        text = "\n".join(b.strip("\n") for b in inner if b.strip())
        return _indent_item(text, marker)

    def code_block(self, pre: Tag) -> str:
        language = _language(pre)
        code_tag = pre.find("code")
        if language is None and isinstance(code_tag, Tag):
            language = _language(code_tag)
        for dropped in pre.find_all(list(_DROP)):
            if isinstance(dropped, Tag):
                dropped.decompose()
        code = pre.get_text().replace("\u00a0", " ").strip("\n")
        fence = "````" if "```" in code else "```"
        return f"{fence}{language or ''}\n{code}\n{fence}"

    def table_rows(self, table: Tag) -> list[str]:
        rows: list[str] = []
        caption = table.find("caption")
        if isinstance(caption, Tag):
            title = _clean_inline(self.inline_children(caption)).replace("\n", " ")
            if title:
                rows.append(title)
        header_done = False
        for tr in _table_rows(table):
            cells = [
                _clean_inline(self.inline_children(cell)).replace("\n", " ").replace("|", "\\|")
                for cell in tr.find_all(["td", "th"], recursive=False)
                if isinstance(cell, Tag)
            ]
            if not any(cells):
                continue
            rows.append("| " + " | ".join(cells) + " |")
            if not header_done:
                rows.append("|" + "---|" * len(cells))
                header_done = True
        return rows

    def inline_children(self, tag: Tag) -> str:
        parts: list[str] = []
        for child in tag.children:
            if isinstance(child, _SKIPPED_STRINGS):
                continue
            if isinstance(child, NavigableString):
                parts.append(str(child))
            elif isinstance(child, Tag) and child.name not in _DROP:
                parts.append(_BR if child.name == "br" else self.inline(child))
        return "".join(parts)

    def inline(self, tag: Tag) -> str:
        name = tag.name
        if name in _BLOCK:  # a block inside an inline context (table cell, heading): flatten it
            return " " + self.inline_children(tag) + " "
        if name == "img":
            return ""
        if name == "code":
            code = tag.get_text()
            if not code.strip():
                return code
            tick = "``" if "`" in code else "`"
            return f"{tick}{code}{tick}"
        text = self.inline_children(tag)
        if name == "a":
            href = str(tag.get("href") or "").strip()
            label = _clean_inline(text)
            if href and _ABSOLUTE.match(href):
                if not label or label == href:
                    return href
                return f"[{label}]({href})"
        return text


def _language(tag: Tag) -> str | None:
    classes: Any = tag.get("class") or []
    for cls in classes if isinstance(classes, list) else str(classes).split():
        match = _LANG.match(str(cls))
        if match:
            return match.group(1)
    return None


def _int_attr(value: Any, default: int) -> int:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default


def _indent_item(text: str, marker: str) -> list[str]:
    lines = text.split("\n") if text else [""]
    pad = " " * len(marker)
    return [marker + lines[0]] + [pad + line if line else "" for line in lines[1:]]


def _clean_inline(text: str) -> str:
    """Collapse HTML whitespace; explicit ``<br>`` become newlines."""
    lines = [_WS.sub(" ", part).strip() for part in text.split(_BR)]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)
