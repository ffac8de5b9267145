"""Gemini's answers arrive as HTML (``safeHtmlItem``); memories and search want clean text.

The rendering is Markdown-flavoured plain text: paragraphs separated by blank lines, ``#`` headings,
``-``/``1.`` list items (nested lists indented), fenced code blocks with their language, ``[text](url)``
links, ``|`` table rows, ``>`` quotes. Emphasis is not marked up, so the words of the answer stay searchable
as written. Scripts, styles and other non-content elements are dropped; entities are decoded by the parser.
Images are returned separately (they become image parts), so an answer that is only an image is recognisable
as such.

The parser is lexbor (through ``selectolax``): a C implementation of the HTML5 parsing rules, tens of times
faster than a pure-Python parser on an export of tens of thousands of answers. On well-formed HTML it builds
the tree the renderer was written against, so the text is the same as before it was adopted
(``tests/test_gemini_html_parsers.py`` compares both on every fixture and on generated HTML); on broken
markup it repairs the tree as a browser does (a ``<p>`` closed by a following ``<div>``, text directly inside
``<table>`` moved before it, NUL characters dropped, CR LF read as LF).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from selectolax.lexbor import LexborHTMLParser, LexborNode

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
#: lexbor's names of the nodes that are not elements: text is read, the others (comments, doctypes) are not.
_TEXT = "-text"
_WS = re.compile(r"[ \t\n\r\f\v\u00a0\u200b]+")
#: The runs of ``_WS`` that collapsing changes (a lone space stays as it is): far fewer replacements on prose.
_WS_TO_COLLAPSE = re.compile(r"[ \t\n\r\f\v\u00a0\u200b]{2,}|[\t\n\r\f\v\u00a0\u200b]")
_BR = "\x00"
_LANG = re.compile(r"^(?:language|lang)-([A-Za-z0-9_+#.-]+)$")
_ABSOLUTE = re.compile(r"^(?:https?|mailto|ftp):", re.IGNORECASE)
#: An ``<img>`` element can only come from a tag named ``img`` (or ``image``, which the parser renames) in the
#: source: an answer without this has no image, and the tree is not searched for one.
_IMG_TAG = re.compile(r"<im", re.IGNORECASE)


@dataclass
class RenderedHtml:
    text: str
    #: ``{"src": ..., "alt": ...}`` for every ``<img>``, in document order.
    images: list[dict[str, str]] = field(default_factory=list)
    #: True when the structured renderer failed and plain text was used instead.
    degraded: bool = False


def html_to_text(html: str) -> RenderedHtml:
    """Render an HTML fragment as clean text; never raises on odd markup."""
    if not html or not html.strip():
        return RenderedHtml("")
    paragraphs = plain_paragraphs(html)
    if paragraphs is not None:
        # Paragraphs of plain text only: the tree would be <p> elements holding one text node each, equal to
        # the source text (no markup, entity, CR or NUL for the parser to change), rendered as below. Without
        # a NUL (``_BR``) in the text, ``_clean_inline`` is exactly this.
        return RenderedHtml(_finish([_collapse(text).strip() for text in paragraphs]))
    return render_tree(html)


#: Text the HTML parser keeps exactly as written: no tag, entity, carriage return (read as a line feed), NUL
#: (dropped) or lone surrogate (not encodable).
_PLAIN = r"[^<&\r\x00\ud800-\udfff]*"
#: A fragment of plain-text paragraphs, with only ASCII whitespace between them: what
#: :func:`plain_paragraphs` recognises (``tests/test_gemini_html_parsers.py`` checks the two agree).
_PLAIN_PARAGRAPHS = re.compile(rf"[ \t\n\f]*(?:<p>{_PLAIN}</p>[ \t\n\f]*)+")
_PARAGRAPH_TEXT = re.compile(rf"<p>({_PLAIN})</p>")
_GAP_CHARS = " \t\n\f"
_SURROGATE = re.compile("[\ud800-\udfff]")


def plain_paragraphs(html: str) -> list[str] | None:
    """The texts of ``html`` when it is plain-text paragraphs only (``_PLAIN_PARAGRAPHS``), else None.

    ``_PARAGRAPH_TEXT.findall`` after ``_PLAIN_PARAGRAPHS.fullmatch``, with string methods instead: the two
    pattern scans over every answer cost twice as much as the rendering that follows them. A text holds no
    ``<``, so every ``</p>`` closes a paragraph, and what lies between two of them must be gap characters
    and ``<p>``.
    """
    if "&" in html or "\r" in html or "\x00" in html or (not html.isascii() and _SURROGATE.search(html)):
        return None
    pieces = html.split("</p>")
    if len(pieces) < 2 or pieces.pop().strip(_GAP_CHARS):
        return None
    texts = []
    for piece in pieces:
        gap, opened, text = piece.partition("<p>")
        if not opened or gap.strip(_GAP_CHARS) or "<" in text:
            return None
        texts.append(text)
    return texts


def render_tree(html: str) -> RenderedHtml:
    """Parse the fragment with lexbor and render its tree (the general case of :func:`html_to_text`)."""
    try:
        tree = LexborHTMLParser(html)
    except Exception:  # lexbor repairs any markup, but a fragment must never crash an import
        return RenderedHtml(_fallback(html), degraded=True)
    root = tree.root
    if root is None:
        return RenderedHtml(_fallback(html), degraded=True)
    images = (
        [{"src": _attr(img, "src"), "alt": _attr(img, "alt")} for img in root.css("img") if not _within(img, _DROP)]
        if _IMG_TAG.search(html)
        else []
    )
    try:
        blocks: list[str] = []
        _Renderer().container(root, blocks)
        text = _finish(blocks)
        degraded = False
    except RecursionError:  # absurdly deep nesting: keep the words, lose the layout
        text = _WS.sub(" ", " ".join(_strings(root))).strip()
        degraded = True
    return RenderedHtml(text, images, degraded)


def _fallback(html: str) -> str:
    import html as html_lib

    no_scripts = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", html)
    return _WS.sub(" ", html_lib.unescape(re.sub(r"<[^>]*>", " ", no_scripts))).strip()


def _children(node: LexborNode) -> Iterator[LexborNode]:
    return node.iter(include_text=True)  # every child: elements, text, comments (the loop runs in C)


def _walk(node: LexborNode, skip_dropped: bool) -> Iterator[LexborNode]:
    """Every node below ``node`` in document order, without recursion (answers may nest thousands deep)."""
    stack = list(reversed(list(_children(node))))
    while stack:
        current = stack.pop()
        yield current
        if skip_dropped and current.tag in _DROP:
            continue
        stack.extend(reversed(list(_children(current))))


def _elements(node: LexborNode, names: tuple[str, ...], skip_dropped: bool = False) -> Iterator[LexborNode]:
    return (n for n in _walk(node, skip_dropped) if n.tag in names)


def _strings(node: LexborNode) -> Iterator[str]:
    """The text below ``node``, leaving out what the renderer drops (scripts, styles, …) and ruby annotations."""
    for n in _walk(node, skip_dropped=True):
        if n.tag == _TEXT and not _within(n, _RUBY):
            yield n.text_content or ""


def _text_of(node: LexborNode) -> str:
    """All the text below ``node`` except scripts, styles, templates and ruby annotations, wherever they open."""
    return "".join(
        n.text_content or "" for n in _walk(node, skip_dropped=False) if n.tag == _TEXT and not _within(n, _NOT_TEXT)
    )


#: Text that a "get the text" of the renderer leaves out (what it was written against keeps it apart as well).
_RUBY = frozenset({"rt", "rp"})
_NOT_TEXT = frozenset({"script", "style", "template"}) | _RUBY


def _within(node: LexborNode, names: frozenset[str] | set[str]) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.tag in names:
            return True
        parent = parent.parent
    return False


def _attr(node: LexborNode, name: str) -> str:
    value = node.attributes.get(name)
    return str(value or "")


def _finish(blocks: list[str]) -> str:
    text = "\n\n".join(b for b in (block.strip("\n") for block in blocks) if b.strip())
    if "\n\n\n" in text:  # the pattern is a scan of the whole answer: run it only when it has work
        text = _BLANK_LINES.sub("\n\n", text)
    return text.strip()


_BLANK_LINES = re.compile(r"\n{3,}")


_TABLE_PARTS = {"tr", "thead", "tbody", "tfoot", "colgroup", "col"}


def _is_text(node: LexborNode) -> bool:
    return node.tag == _TEXT


def _is_element(node: LexborNode) -> bool:
    return node.is_element_node


def _has_stray_content(table: LexborNode) -> bool:
    """Text or elements of a table that are not inside a cell (they would vanish from a row rendering)."""
    for child in _children(table):
        if _is_text(child):
            if (child.text_content or "").strip():
                return True
        elif _is_element(child) and child.tag not in _DROP:
            if child.tag not in _TABLE_PARTS and child.tag != "caption":
                return True
            if child.tag in _TABLE_PARTS and child.tag != "col" and _has_stray_content_in_part(child):
                return True
    return False


def _has_stray_content_in_part(part: LexborNode) -> bool:
    for child in _children(part):
        if _is_text(child):
            if (child.text_content or "").strip():
                return True
        elif (
            _is_element(child)
            and child.tag not in _DROP
            and child.tag not in ("td", "th")
            and (child.tag != "tr" or _has_stray_content_in_part(child))
        ):
            return True
    return False


def _table_rows(table: LexborNode) -> list[LexborNode]:
    """The table's own rows (directly or in thead/tbody/tfoot), not those of tables nested in its cells."""
    rows: list[LexborNode] = []
    for child in _children(table):
        if child.tag == "tr":
            rows.append(child)
        elif child.tag in ("thead", "tbody", "tfoot"):
            rows.extend(r for r in _children(child) if r.tag == "tr")
    return rows


def _has_block(node: LexborNode) -> bool:
    """Whether ``node`` or an element below it is a block (asked of inline elements, usually a word or two).

    The depth-first walk runs in C and stops at the first block; a selector of every block name would be
    compiled again on each call, which costs more than walking a small inline element.
    """
    return any(element.tag in _BLOCK for element in node.traverse())


class _Renderer:
    """Walks the tree once; block elements append to a list of blocks, inline ones return strings."""

    def container(self, node: LexborNode, out: list[str]) -> None:
        """Render a node whose children mix text, inline and block elements."""
        run: list[str] = []
        for child in node.iter(include_text=True):
            name = child.tag
            if name == _TEXT:
                run.append(child.text_content or "")
                continue
            if name in _DROP or not child.is_element_node:
                continue
            if name == "br":
                run.append(_BR)
            elif name in _BLOCK or _has_block(child):
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

    def block(self, tag: LexborNode, out: list[str]) -> None:
        name = tag.tag
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

    def list_lines(self, tag: LexborNode) -> list[str]:
        ordered = tag.tag == "ol"
        start = _int_attr(tag.attributes.get("start"), 1) if ordered else 1
        lines: list[str] = []
        number = start
        for child in _children(tag):
            if child.tag == "li":
                marker = f"{number}. " if ordered else "- "
                number += 1
                lines.extend(self.item_lines(child, marker))
            elif _is_element(child) and child.tag not in _DROP:
                # Stray content directly in a list (bad HTML): keep it as its own item.
                inner: list[str] = []
                if child.tag in _BLOCK:
                    self.block(child, inner)
                else:
                    self.container(child, inner)
                text = _finish(inner)
                if text:
                    lines.extend(_indent_item(text, "- "))
            elif _is_text(child):
                text = _clean_inline(child.text_content or "")
                if text:
                    lines.extend(_indent_item(text, "- "))
        return lines

    def item_lines(self, li: LexborNode, marker: str) -> list[str]:
        inner: list[str] = []
        self.container(li, inner)
        # Items are tight: their blocks (text, nested list) follow each other without blank lines.
        text = "\n".join(b.strip("\n") for b in inner if b.strip())
        return _indent_item(text, marker)

    def code_block(self, pre: LexborNode) -> str:
        language = _language(pre)
        code_tag = next(_elements(pre, ("code",)), None)
        if language is None and code_tag is not None:
            language = _language(code_tag)
        code = "".join(_strings(pre)).replace("\u00a0", " ").strip("\n")
        fence = "````" if "```" in code else "```"
        return f"{fence}{language or ''}\n{code}\n{fence}"

    def table_rows(self, table: LexborNode) -> list[str]:
        rows: list[str] = []
        caption = next(_elements(table, ("caption",)), None)
        if caption is not None:
            title = _clean_inline(self.inline_children(caption)).replace("\n", " ")
            if title:
                rows.append(title)
        header_done = False
        for tr in _table_rows(table):
            cells = [
                _clean_inline(self.inline_children(cell)).replace("\n", " ").replace("|", "\\|")
                for cell in _children(tr)
                if cell.tag in ("td", "th")
            ]
            if not any(cells):
                continue
            rows.append("| " + " | ".join(cells) + " |")
            if not header_done:
                rows.append("|" + "---|" * len(cells))
                header_done = True
        return rows

    def inline_children(self, tag: LexborNode) -> str:
        parts: list[str] = []
        for child in tag.iter(include_text=True):
            name = child.tag
            if name == _TEXT:
                parts.append(child.text_content or "")
            elif name not in _DROP and child.is_element_node:
                parts.append(_BR if name == "br" else self.inline(child))
        return "".join(parts)

    def inline(self, tag: LexborNode) -> str:
        name = tag.tag
        if name in _BLOCK:  # a block inside an inline context (table cell, heading): flatten it
            return " " + self.inline_children(tag) + " "
        if name == "img":
            return ""
        if name == "code":
            code = _text_of(tag)
            if not code.strip():
                return code
            tick = "``" if "`" in code else "`"
            return f"{tick}{code}{tick}"
        text = self.inline_children(tag)
        if name == "a":
            href = _attr(tag, "href").strip()
            label = _clean_inline(text)
            if href and _ABSOLUTE.match(href):
                if not label or label == href:
                    return href
                return f"[{label}]({href})"
        return text


def _language(tag: LexborNode) -> str | None:
    for cls in _attr(tag, "class").split():
        match = _LANG.match(cls)
        if match:
            return match.group(1)
    return None


def _int_attr(value: str | None, default: int) -> int:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default


def _indent_item(text: str, marker: str) -> list[str]:
    lines = text.split("\n") if text else [""]
    pad = " " * len(marker)
    return [marker + lines[0]] + [pad + line if line else "" for line in lines[1:]]


def _collapse(text: str) -> str:
    """``_WS.sub(" ", text)``; prose with single spaces only is returned as it is without running the pattern."""
    if (
        "  " in text
        or "\n" in text
        or "\t" in text
        or "\u00a0" in text
        or "\r" in text
        or "\f" in text
        or "\v" in text
        or "\u200b" in text
    ):
        return _WS_TO_COLLAPSE.sub(" ", text)
    return text




def _clean_inline(text: str) -> str:
    """Collapse HTML whitespace; explicit ``<br>`` become newlines."""
    if _BR not in text:  # one line: what the general case below gives for it
        return _collapse(text).strip()
    lines = [_collapse(part).strip() for part in text.split(_BR)]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)
