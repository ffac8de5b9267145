"""Near-duplicates become one line: the same fact said in other words, or said with less detail.

Two memories state the same fact when they fill the same single-valued slot with the same value
(``metadata.slot``/``metadata.value``), or when their content words (accents folded, light words and the
subject dropped, plurals stemmed, a few synonyms folded: "concise" is "short") are nearly the same set
(Jaccard >= :data:`SIMILAR`) or one set holds the other ("is a data engineer" inside "is a data engineer at
Feedzai"). Negated and plain statements never merge. The group is written once, with the wording that says
the most, and ranked by its most important member; the others are reported as merged into it.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from pamport.rendering.priority import PriorityKey

SIMILAR = 0.75

_STOP = frozenset(
    (
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "by", "from", "as", "into", "about",
        "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did", "user",
        "users", "user's", "their", "they", "them", "assistant", "asks", "ask", "wants", "want", "that", "this", "it",
        "its", "very", "really", "also", "always", "please", "would", "should", "will", "can", "work", "works",
        "working", "named", "called", "use", "uses", "prefer", "prefers", "claude", "chatgpt", "gemini", "grok",
        "copilot", "o", "os", "as", "um", "uma", "uns", "umas", "e", "ou", "de", "do", "da", "dos",
        "das", "em", "no", "na", "nos", "nas", "por", "para", "com", "que", "se", "ao", "aos", "usuario", "usuaria",
        "utilizador", "assistente", "pede", "pedem", "quer", "sempre", "ser", "esta", "estao", "foi", "tem", "trabalha",
        "chama", "chamado", "chamada",
    )
)  # fmt: skip
_NEGATIONS = frozenset({"not", "no", "never", "dont", "doesnt", "nao", "nunca", "nem", "cannot", "without"})
_SYNONYMS = {
    "concise": "short", "brief": "short", "succinct": "short", "curta": "short", "curto": "short",
    "concisa": "short", "conciso": "short", "breve": "short", "response": "answer", "reply": "answer",
    "resposta": "answer", "respond": "answer", "children": "kid", "child": "kid", "filho": "kid",
}  # fmt: skip


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _stem(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return _SYNONYMS.get(word, word)


def tokens(text: str) -> tuple[frozenset[str], bool]:
    """Content words of ``text``, and whether it is negated."""
    words = re.findall(r"\w+", fold(text).replace("'", "").replace("\u2019", ""))
    negated = any(w in _NEGATIONS for w in words)
    kept = frozenset(_stem(w) for w in words if w not in _STOP and w not in _NEGATIONS)
    return kept, negated


@dataclass
class Line:
    """One rendered statement and the memories behind it (``head`` is the one whose wording is used)."""

    head: dict[str, Any]
    text: str
    key: PriorityKey
    words: frozenset[str]
    negated: bool
    slot: str | None
    merged: list[dict[str, Any]] = field(default_factory=list)

    @property
    def id(self) -> str:
        return str(self.head["id"])


def _same_fact(a: Line, b: Line) -> bool:
    if a.slot is not None and a.slot == b.slot:
        return True
    if a.negated != b.negated or not a.words or not b.words:
        return a.text.casefold() == b.text.casefold()
    shared = len(a.words & b.words)
    smaller, larger = sorted((len(a.words), len(b.words)))
    return shared == smaller or shared >= SIMILAR * (smaller + larger - shared)


def _absorb(keeper: Line, other: Line) -> None:
    """Fold ``other`` into ``keeper``: the richer wording wins, the better rank is kept."""
    if len(other.words) > len(keeper.words) or (
        len(other.words) == len(keeper.words) and other.key < keeper.key and other.slot == keeper.slot
    ):
        keeper.merged.append(keeper.head)
        keeper.head, keeper.text, keeper.words = other.head, other.text, other.words
        keeper.slot = keeper.slot or other.slot
    else:
        keeper.merged.append(other.head)
    keeper.merged.extend(other.merged)
    keeper.key = min(keeper.key, other.key)


class _Index:
    """Finds the lines that may state the same fact as a new one without comparing it with every line.

    Words are ranked rarest first (by how many lines hold them). A kept line is found through any word of its
    *prefix*, its ``len - ceil(SIMILAR * len) + 1`` rarest words: a line sharing a SIMILAR share of its words,
    or holding all of them, must hold one of those. A kept line that holds all words of the new one is found
    through the new one's two rarest words. Slots and exact wordings have their own tables.
    """

    def __init__(self, lines: list[Line]) -> None:
        self.df: Counter[str] = Counter(w for ln in lines for w in ln.words)
        self.by_word: dict[str, set[int]] = defaultdict(set)
        self.by_prefix: dict[str, set[int]] = defaultdict(set)
        self.by_slot: dict[str, int] = {}
        self.by_text: dict[str, int] = {}

    def _rare_first(self, words: frozenset[str]) -> list[str]:
        return sorted(words, key=lambda w: (self.df[w], w))

    def candidates(self, line: Line) -> set[int]:
        found: set[int] = set()
        if line.slot is not None and line.slot in self.by_slot:
            found.add(self.by_slot[line.slot])
        if line.text.casefold() in self.by_text:
            found.add(self.by_text[line.text.casefold()])
        if line.words:
            rare = self._rare_first(line.words)[:2]
            found |= set.intersection(*(self.by_word[w] for w in rare))
            for word in line.words:
                found |= self.by_prefix.get(word, set())
        return found

    def add(self, index: int, line: Line) -> None:
        ordered = self._rare_first(line.words)
        for word in ordered:
            self.by_word[word].add(index)
        for word in ordered[: len(ordered) - math.ceil(SIMILAR * len(ordered)) + 1]:
            self.by_prefix[word].add(index)
        if line.slot is not None:
            self.by_slot[line.slot] = index
        self.by_text[line.text.casefold()] = index


def merge(lines: list[Line]) -> list[Line]:
    """Lines with one line per fact, most important first."""
    kept: list[Line] = []
    index = _Index(lines)
    alive: set[int] = set()
    for line in sorted(lines, key=lambda ln: ln.key):
        matches = sorted(i for i in index.candidates(line) & alive if _same_fact(kept[i], line))
        if not matches:
            position = len(kept)
            kept.append(line)
        else:
            position = matches[0]
            _absorb(kept[position], line)
            for other in matches[1:]:
                _absorb(kept[position], kept[other])
                alive.discard(other)
        alive.add(position)
        index.add(position, kept[position])
    return sorted((kept[i] for i in alive), key=lambda ln: ln.key)
