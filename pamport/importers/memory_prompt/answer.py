"""A saved answer to "list everything you remember about me", cut into statements with the heading above them.

Assistants answer in every shape: Markdown headings (``## Work``, ``**Preferences**``, ``Personal details:``),
bullets and numbered lists (nested or wrapped), ``Key: value`` lines, two-column tables and plain prose. Each
bullet, table row and prose sentence becomes one :class:`Statement`; headings are kept as context (a tag and a
hint for the memory type), never as statements. The parser reads line by line, so a file is never held whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Statement:
    """One bullet, table row or prose sentence, Markdown removed."""

    text: str
    section: str | None
    #: 1-based line of the source where the statement starts (for the report and ``metadata``).
    line: int
    #: The date written before the entry ("[2025-03-01] - …"), as written; None when there is none.
    dated: str | None = None


_BULLET = re.compile(r"^\s*(?:[-*•+‣◦▪–]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+(.*)$")
_HASH_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$")
_BOLD_HEADING = re.compile(r"^(?:\*\*|__)([^*_].*?)(?:\*\*|__)\s*:?\s*$")
_ITALIC_HEADING = re.compile(r"^([*_])(?![\s*_])([^*_]+?)(?<!\s)\1\s*:?\s*$")
_COLON_HEADING = re.compile(r"^([^\W\d_][^.!?:]{0,58}):$")
_SETEXT = re.compile(r"^\s*(?:=+|-+)\s*$")
_RULE = re.compile(r"^\s*(?:[-*_]\s*){3,}$")
_FENCE = re.compile(r"^\s*(```|~~~)")
#: "Location: Lisbon" - a note that stands on its own line even without a bullet.
_KEY_LINE = re.compile(r"^[^\W\d_][\w /'&()-]{0,40}?:\s+\S")
#: "[2025-03-01] - Prefers concise answers": the dated entries Claude's memory-import prompt asks for.
_DATED = re.compile(r"^\s*(?:[-*•+]\s+|\d{1,3}[.)]\s+)?\[(?P<date>[^\]\n]{1,40})\]\s*[-–—:]?\s+(?P<text>\S.*)$")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_ABBREVIATIONS = frozenset(
    {"e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "dra", "prof", "sr", "sra", "jr", "st", "inc", "ltd"}
    | {"approx", "u.s", "u.k", "a.m", "p.m", "cf", "ex", "p.ex", "no", "nº"}
)
_SENTENCE_BREAK = re.compile(r"[.!?]+[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[^\W_a-z])")


def clean(text: str) -> str:
    """Markdown emphasis, code ticks, link syntax and stray list markers removed; whitespace collapsed."""
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"\1", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = re.sub(r"(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?![\w_])", r"\1", text)
    text = re.sub(r"`([^`]+)`", r"\1", text)
    text = text.replace("**", "").replace("__", "")
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"^(?:[-*•+‣◦▪]\s+)+", "", text)
    return text.strip(" ;,-–—").strip()


def sentences(paragraph: str) -> list[str]:
    """Split prose at sentence ends, but not after common abbreviations or initials."""
    pieces: list[str] = []
    start = 0
    for m in _SENTENCE_BREAK.finditer(paragraph):
        before = paragraph[start : m.start() + 1]
        last_word = before.rsplit(None, 1)[-1].rstrip(".!?\"')]").lower() if before.strip() else ""
        if last_word in _ABBREVIATIONS or (len(last_word) == 1 and last_word.isalpha()):
            continue
        pieces.append(paragraph[start : m.end()].strip())
        start = m.end()
    pieces.append(paragraph[start:].strip())
    return [p for p in pieces if p]


def _heading(line: str) -> str | None:
    """The title of a heading line; a bold or italic line that reads like a sentence is not a heading."""
    m = _HASH_HEADING.match(line)
    if m:
        return clean(m.group(1)) or None
    for pattern in (_BOLD_HEADING, _ITALIC_HEADING, _COLON_HEADING):
        m = pattern.match(line)
        if m:
            title = clean(m.group(m.lastindex or 1))
            if title and len(title.split()) <= 8 and not title.endswith((".", "!", "?")):
                return title
            return None
    return None


def _table_row(line: str) -> str | None:
    """``| Name | Ana |`` as ``Name: Ana`` (one statement per row); a one-cell row as its text."""
    cells = [clean(c) for c in line.strip().strip("|").split("|")]
    cells = [c for c in cells if c]
    if not cells:
        return None
    return f"{cells[0]}: {'; '.join(cells[1:])}" if len(cells) > 1 else cells[0]


def _meaningful(text: str) -> bool:
    return sum(ch.isalnum() for ch in text) >= 2


class _Reader:
    """The line-by-line state machine behind :func:`statements`."""

    def __init__(self) -> None:
        self.section: str | None = None
        self.paragraph: list[str] = []
        self.paragraph_line = 0
        self.bullet: list[str] = []
        self.bullet_line = 0
        self.bullet_date: str | None = None
        #: The last table row, held back until the next line tells whether it was the table's header.
        self.row: tuple[str, int] | None = None
        self.out: list[Statement] = []

    def emit(self, raw: str, line: int, *, split: bool, dated: str | None = None) -> None:
        for piece in sentences(raw) if split else [raw]:
            text = clean(piece)
            if _meaningful(text):
                self.out.append(Statement(text, self.section, line, dated))

    def flush(self) -> None:
        if self.row is not None:
            self.emit(self.row[0], self.row[1], split=False)
            self.row = None
        if self.paragraph:
            # A one-line paragraph that ends with a colon introduces what follows; it is still emitted, the
            # caller decides whether it is a statement about the user or the assistant's preamble.
            self.emit(" ".join(self.paragraph), self.paragraph_line, split=True)
            self.paragraph.clear()
        if self.bullet:
            # A bullet is one statement unless it holds several sentences ("Lives in Lisbon. Works as a nurse.").
            self.emit(" ".join(self.bullet), self.bullet_line, split=True, dated=self.bullet_date)
            self.bullet.clear()
            self.bullet_date = None

    def feed(self, line: str, number: int) -> None:
        stripped = line.strip()
        if not stripped:
            self.flush()
            return
        if _SETEXT.match(line) and len(self.paragraph) == 1 and not self.bullet:
            self.section = clean(self.paragraph.pop()) or None
            return
        if _RULE.match(line):
            self.flush()
            return
        if stripped.startswith("|"):
            if _TABLE_SEPARATOR.match(stripped):
                self.row = None  # the row above was the header
                return
            self.flush()
            row = _table_row(stripped)
            if row is not None:
                self.row = (row, number)
            return
        heading = _heading(stripped)
        if heading is not None and not _BULLET.match(line):
            self.flush()
            self.section = heading
            return
        key = _KEY_LINE.match(stripped)
        if key is not None and len(stripped[: stripped.index(":")].split()) <= 4 and not self.bullet:
            self.flush()
            self.emit(stripped, number, split=False)
            return
        dated = _DATED.match(line)
        if dated is not None:
            self.flush()
            self.bullet.append(dated.group("text"))
            self.bullet_line = number
            self.bullet_date = dated.group("date").strip()
            return
        m = _BULLET.match(line)
        if m:
            self.flush()
            self.bullet.append(m.group(1))
            self.bullet_line = number
        elif self.bullet and line[:1].isspace():
            self.bullet.append(stripped)  # a wrapped bullet
        else:
            if self.bullet:
                self.flush()
            if not self.paragraph:
                self.paragraph_line = number
            self.paragraph.append(stripped)

    def take(self) -> list[Statement]:
        out, self.out = self.out, []
        return out


def statements(lines: Iterable[str]) -> Iterator[Statement]:
    """Every bullet, table row and prose sentence of an answer, in order, with the heading it sits under."""
    reader = _Reader()
    fenced = False
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\r\n")
        if fenced:
            if _FENCE.match(line):
                fenced = False
                continue
            reader.feed(line, number)  # a fenced answer is still an answer: read what is inside
            yield from reader.take()
            continue
        if _FENCE.match(line):
            reader.flush()
            fenced = True
            yield from reader.take()
            continue
        reader.feed(line, number)
        yield from reader.take()
    reader.flush()
    yield from reader.take()
