"""Cut Claude's memory text into atomic statements and give each a PAM memory type.

``memories.json`` holds Claude's memory of the user as one Markdown-ish block (``**Work context**`` sections,
``*Recent months*`` subsections, paragraphs, bullets), and project memories and project instructions look
alike. A PAM memory is one statement, so each bullet and each sentence of a paragraph becomes one memory; the
heading it sat under becomes a tag. Types come from simple, ordered keyword rules (first match wins), then
from the section (``Top of mind`` is context, ``Tools & resources`` is environment …), then from a default.
The rules are deliberately plain and deterministic: the same text always gives the same memories.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pamport.schemas.memory_store import MemoryType


@dataclass(frozen=True)
class Statement:
    text: str
    section: str | None
    subsection: str | None


_BULLET = re.compile(r"^\s*(?:[-*•+‣◦]|\d{1,3}[.)])\s+(.*)$")
_HASH_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_BOLD_HEADING = re.compile(r"^(?:\*\*|__)([^*_].*?)(?:\*\*|__)\s*:?\s*$")
_ITALIC_HEADING = re.compile(r"^([*_])(?!\s)([^*_].*?)(?<!\s)\1\s*:?\s*$")
_COLON_HEADING = re.compile(r"^([A-Z][^.!?:]{0,58}):$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_ABBREVIATIONS = frozenset(
    {"e.g", "i.e", "etc", "vs", "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "inc", "ltd", "co", "no"}
    | {"approx", "u.s", "u.k", "a.m", "p.m", "fig", "cf"}
)
_SENTENCE_BREAK = re.compile(r"[.!?]+[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")


def _heading(line: str) -> tuple[int, str] | None:
    """``(level, title)`` for a heading line: level 1 is a section, level 2 a subsection."""
    m = _HASH_HEADING.match(line)
    if m:
        return (1 if len(m.group(1)) <= 2 else 2), m.group(2)
    m = _BOLD_HEADING.match(line)
    if m:
        return 1, m.group(1)
    m = _ITALIC_HEADING.match(line)
    if m:
        return 2, m.group(2)
    m = _COLON_HEADING.match(line)
    if m:
        return 1, m.group(1)
    return None


def clean(text: str) -> str:
    """Markdown emphasis, code ticks and link syntax removed; whitespace collapsed."""
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"\1 (\2)", text)
    text = re.sub(r"(\*\*|__)(.+?)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = re.sub(r"(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?![\w_])", r"\1", text)
    text = re.sub(r"`([^`]+)`", r"\1", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"^(?:[-*•+‣◦]\s+)+", "", text)  # nested bullet markers ("- - item")
    return text.strip(" :;,-–—").strip() if len(text) > 1 else text


def sentences(paragraph: str) -> list[str]:
    """Split prose at sentence ends, but not after common abbreviations or initials."""
    pieces: list[str] = []
    start = 0
    for m in _SENTENCE_BREAK.finditer(paragraph):
        before = paragraph[start : m.start() + 1]
        last_word = before.rsplit(None, 1)[-1].rstrip(".!?\"')]").lower() if before.strip() else ""
        if last_word in _ABBREVIATIONS or (len(last_word) == 1 and last_word.isalpha()):
            continue
        cut = m.end()
        pieces.append(paragraph[start:cut].strip())
        start = cut
    pieces.append(paragraph[start:].strip())
    return [p for p in pieces if p]


def _meaningful(text: str) -> bool:
    return sum(ch.isalnum() for ch in text) >= 3


def split_statements(text: str) -> list[Statement]:
    """Every bullet and every sentence of ``text`` as a statement, with the headings it sits under."""
    out: list[Statement] = []
    section: str | None = None
    subsection: str | None = None
    paragraph: list[str] = []
    bullet: list[str] = []
    fence: list[str] | None = None

    def emit(raw: str, split: bool) -> None:
        for piece in sentences(raw) if split else [raw]:
            cleaned = clean(piece)
            if _meaningful(cleaned):
                out.append(Statement(cleaned, section, subsection))

    def flush() -> None:
        if paragraph:
            emit(" ".join(paragraph), split=True)
            paragraph.clear()
        if bullet:
            emit(" ".join(bullet), split=False)
            bullet.clear()

    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if fence is not None:
            if _FENCE.match(line):
                emit("\n".join(fence), split=False)
                fence = None
            else:
                fence.append(line)
            continue
        stripped = line.strip()
        if _FENCE.match(line):
            flush()
            fence = []
            continue
        if not stripped:
            flush()
            continue
        heading = _heading(stripped)
        if heading is not None:
            flush()
            level, title = heading
            title = clean(title)
            if level == 1:
                section, subsection = title or None, None
            else:
                subsection = title or None
            continue
        m = _BULLET.match(line)
        if m:
            flush()
            bullet.append(m.group(1))
        elif bullet and line[:1].isspace():
            bullet.append(stripped)  # continuation of a wrapped bullet
        else:
            if bullet:
                flush()
            paragraph.append(stripped)
    if fence:
        emit("\n".join(fence), split=False)
    flush()
    return out


# --- tags ---------------------------------------------------------------------------------------------------

_KNOWN_TAGS: tuple[tuple[str, str], ...] = (
    ("top of mind", "top-of-mind"),
    ("work", "work"),
    ("personal", "personal"),
    ("history", "history"),
    ("recent", "recent"),
    ("earlier", "earlier"),
    ("long-term", "background"),
    ("background", "background"),
    ("purpose", "purpose"),
    ("current state", "current-state"),
    ("learning", "learnings"),
    ("principle", "learnings"),
    ("approach", "approach"),
    ("pattern", "approach"),
    ("tool", "tools"),
    ("resource", "tools"),
    ("preference", "preferences"),
    ("instruction", "instructions"),
)


def heading_tag(heading: str | None) -> str | None:
    """A PAM tag (``^[a-z0-9][a-z0-9_-]*$``) for a heading: a short known name, else a slug of a short
    heading."""
    if not heading:
        return None
    low = heading.lower()
    for needle, tag in _KNOWN_TAGS:
        if needle in low:
            return tag
    slug = re.sub(r"[^a-z0-9]+", "-", low).strip("-")
    return slug if slug and len(slug) <= 32 else None


# --- types --------------------------------------------------------------------------------------------------


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_RULES: tuple[tuple[MemoryType, re.Pattern[str]], ...] = (
    (
        "instruction",
        _rx(
            r"\b(?:claude|the assistant)\s+(?:should|must|to)\b"
            r"|\b(?:wants|asks|asked|expects|instructs?|told)\s+"
            r"(?:claude|the assistant|responses?|answers?|replies)\b"
            r"|^(?:always|never|do not|don't|please|avoid|respond|reply|answer|write|format|refer to|"
            r"call me)\b"
        ),
    ),
    (
        "preference",
        _rx(
            r"\b(?:prefers?|preferred|preference|likes?|liked|loves?|enjoys?|dislikes?|hates?|favou?rite|"
            r"fan of|would rather|appreciates?)\b"
        ),
    ),
    (
        "goal",
        _rx(
            r"\b(?:goals?|aims? to|aiming|plans? to|planning|hopes? to|wants to|intends? to|trying to|"
            r"working towards?|learning|preparing for|training for|saving for|looking to|aspires? to)\b"
        ),
    ),
    (
        "relationship",
        _rx(
            r"\b(?:wife|husband|partner|spouse|married|daughters?|sons?|child|children|kids?|baby|mother|father|"
            r"mom|mum|dad|parents?|sisters?|brothers?|siblings?|friends?|girlfriend|boyfriend|fianc[ée]e?|"
            r"colleagues?|co-?workers?|boss|mentor|family|dogs?|cats?|pets?|(?:his|her|their|my) manager)\b"
        ),
    ),
    (
        "identity",
        _rx(
            r"\b(?:name is|is called|goes by|years old|was born|born in|pronouns|lives in|living in|based in|"
            r"resides|is from|comes from|originally from|nationality|works as|works at|employed|occupation|"
            r"profession|job title|role is|"
            r"is an? (?:[\w-]+ ){0,3}(?:engineer|developer|designer|teacher|student|doctor|nurse|researcher|"
            r"scientist|writer|founder|manager|lawyer|consultant|analyst|artist|architect|professor|programmer))\b"
        ),
    ),
    (
        "skill",
        _rx(
            r"\b(?:experienced?|expert|expertise|proficient|skilled|fluent|speaks|background in|"
            r"speciali[sz]\w*|years of|knows|familiar with|certified|degree in|phd|learned|learnt)\b"
        ),
    ),
    (
        "environment",
        _rx(
            r"\b(?:uses?|using|macos|windows|linux|ubuntu|iphone|android|laptop|desktop|editor|ide|vs ?code|"
            r"vim|neovim|emacs|terminal|shell|setup|stack|time ?zone)\b"
        ),
    ),
    (
        "project",
        _rx(
            r"\b(?:projects?|building|builds|developing|working on|side project|startup|app|repository|repo|"
            r"codebase|launch\w*|prototype|mvp)\b"
        ),
    ),
    (
        "context",
        _rx(
            r"\b(?:currently|recently|right now|at the moment|this (?:week|month|year)|lately|these days|"
            r"dealing with)\b"
        ),
    ),
)

_SECTION_TYPES: tuple[tuple[str, MemoryType], ...] = (
    ("top-of-mind", "context"),
    ("history", "context"),
    ("recent", "context"),
    ("earlier", "context"),
    ("background", "context"),
    ("purpose", "project"),
    ("current-state", "project"),
    ("learnings", "fact"),
    ("approach", "preference"),
    ("tools", "environment"),
    ("preferences", "preference"),
    ("instructions", "instruction"),
)


def classify(text: str, headings: tuple[str | None, ...] = (), default: MemoryType = "fact") -> MemoryType:
    """Keyword rules first, then the usual type of the innermost known heading, then ``default``."""
    for memory_type, pattern in _RULES:
        if pattern.search(text):
            return memory_type
    for heading in headings:
        tag = heading_tag(heading)
        for section_tag, memory_type in _SECTION_TYPES:
            if tag == section_tag:
                return memory_type
    return default
