"""Cutting values out of a clause: proper nouns (cities, employers, names) and free phrases (what one likes).

A value ends where the statement about it ends: at the first word that is not part of a proper noun, or at a
connective that starts a new thought ("so", "because"). Values that come out empty, too long or made of
pronouns
("it", "this") are rejected by returning ``None``, which makes the rule not fire.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

import ahocorasick

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import longest_first

_TOKEN = rx.compile(r"\s*([\w][\w'&.+#/-]*|&)")
_TRAILING = rx.compile(r"[\s,;:.!?…\-–—]+$")
_SPACES = rx.compile(r"\s+")
MAX_WORDS = 18


def words(text: str) -> list[str]:
    """Word lists are written as one whitespace-separated string: easy to read and to extend."""
    return text.split()


def is_capitalized(token: str) -> bool:
    first = token[0]
    if first.isupper():
        return True
    # "iPhone", "macOS", "eBay", "M2": a capital after the first letter still marks a name.
    return (first.isdigit() or first.islower()) and any(c.isupper() for c in token[1:])


def proper_span(
    text: str,
    *,
    connectors: frozenset[str],
    lowercase: bool = False,
    stop: frozenset[str] = frozenset(),
    max_tokens: int = 6,
) -> str | None:
    """The proper noun at the start of ``text`` ("São Paulo", "King's College London", "Ubuntu 22.04")."""
    tokens: list[str] = []
    pending: list[str] = []
    pos = 0
    while len(tokens) < max_tokens:
        match = _TOKEN.match(text, pos)
        if match is None:
            break
        token = match.group(1).rstrip(".") if match.end() == len(text) else match.group(1)
        if not token:
            break
        lowered = token.lower()
        if tokens and lowered in connectors:
            pending.append(token)
        elif is_capitalized(token) or (tokens and token[0].isdigit()):
            tokens.extend(pending)
            pending = []
            tokens.append(token)
        elif lowercase and token[0].isalpha() and lowered not in stop and lowered not in connectors:
            if len(tokens) >= 3:
                break
            tokens.extend(pending)
            pending = []
            tokens.append(token.capitalize())
        else:
            break
        pos = match.end()
    if not tokens:
        return None
    value = " ".join(tokens).strip(".-'")
    return value or None


def with_region(text: str, span: str, *, connectors: frozenset[str]) -> str:
    """``Porto`` followed by ``, Portugal`` at the end of the clause becomes ``Porto, Portugal``."""
    rest = text.lstrip()[len(span) :]
    match = re.match(r"\s*,\s*(.+?)\s*$", rest)
    if match is None:
        return span
    region = proper_span(match.group(1), connectors=connectors, max_tokens=3)
    if region is not None and region == match.group(1).strip().rstrip("."):
        return f"{span}, {region}"
    return span


def trim(text: str, cut: re.Pattern[str], *, max_words: int = MAX_WORDS) -> str | None:
    """A free phrase up to the first connective that starts another thought; ``None`` when nothing is left."""
    match = cut.search(text)
    if match is not None:
        text = text[: match.start()]
    text = _TRAILING.sub("", _SPACES.sub(" ", text.strip()))
    if not text or len(text.split()) > max_words:
        return None
    return text


def _automaton(literals: Iterable[str]) -> ahocorasick.Automaton | None:
    """The Aho-Corasick automaton of ``literals`` (each stored with its length), or None when there are none."""
    automaton = ahocorasick.Automaton(ahocorasick.STORE_LENGTH)
    for literal in literals:
        if literal:
            automaton.add_word(literal)
    if not len(automaton):
        return None
    automaton.make_automaton()
    return automaton


def contains_any(literals: Iterable[str]) -> Callable[[str], bool]:
    """A test of whether a text contains any of ``literals`` as a substring, as ``any(w in text for w in
    literals)`` says, in one pass over the text.

    Every user message is checked against dozens of trigger words, and most messages hold none of them. A loop of
    substring tests costs about 30 µs on a 400-character message, a regular expression of the words merged into a
    trie about 17 µs; an Aho-Corasick automaton (``pyahocorasick``, C) reads the text once, about 4 µs.
    """
    automaton = _automaton(literals)
    if automaton is None:
        return lambda text: False
    matches = automaton.iter

    def found(text: str) -> bool:
        for _ in matches(text):
            return True
        return False

    return found


def contains_any_at_word_start(literals: Iterable[str]) -> Callable[[str], bool]:
    """:func:`contains_any`, counting only a literal that opens a word, or one that opens with a space or a mark
    ("ick" in "gives me the ick", not in "quick"; "-mad" in "football-mad"): a lexicon of short words tested as plain
    substrings lets most messages through ("quick", "click" and "pick" hold "ick")."""
    automaton = _automaton(literals)
    if automaton is None:
        return lambda text: False
    matches = automaton.iter

    def found(text: str) -> bool:
        for end, length in matches(text):
            start = end - length + 1
            if start == 0 or not text[start].isalnum() or not text[start - 1].isalnum():
                return True
        return False

    return found


def which_of(literals: Iterable[str]) -> Callable[[str], set[str]]:
    """The ``literals`` a text contains as substrings, as ``{w for w in literals if w in text}`` says, in one pass
    (the automaton of :func:`contains_any`, which reports every occurrence, overlapping ones included): a trigger
    whose checks each depend on one word asks which words are there once, not each word in turn."""
    automaton = ahocorasick.Automaton()
    for literal in literals:
        if literal:
            automaton.add_word(literal, literal)
    if not len(automaton):
        return lambda text: set()
    automaton.make_automaton()
    matches = automaton.iter
    return lambda text: {word for _, word in matches(text)}


def swapper(table: dict[str, str]) -> Callable[[str], str]:
    """A function that rewrites first-person words ("my" -> "their") keeping the text around them."""
    pattern = rx.compile(r"\b(" + "|".join(sorted(map(re.escape, table), key=longest_first)) + r")\b", re.I)

    def swap(text: str) -> str:
        return pattern.sub(lambda m: table[m.group(1).lower()], text)

    return swap


def slug(text: str) -> str:
    """A tag- and slot-safe word: ``programming language`` -> ``programming_language``."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")


def normalize_value(text: str) -> str:
    """Slot values: one space between words, no surrounding punctuation; case is kept for display."""
    return unicodedata.normalize("NFC", _TRAILING.sub("", _SPACES.sub(" ", text.strip())).strip("\"'“”"))


def before_clause(value: str, clause: re.Pattern[str]) -> str:
    """``value`` up to its first comma when what follows the comma is a clause of its own.

    "I like Rust, the compiler catches everything" and "amo café, tudo fica melhor" name one thing, then say
    something about it: the thing is the value, the comment is not a second thing liked. ``clause`` finds the
    finite verb (or the word that only a clause has) of each language's phrasebook.
    """
    head, comma, rest = value.partition(",")
    if comma and head.strip() and clause.search(rest):
        return head.strip()
    return value


def comma_list(value: str, conjunctions: tuple[str, ...]) -> list[str] | None:
    """The items of a list said with commas ("sushi, ramen and pizza", "sushi, ramen e pizza"), when every item is a
    short noun phrase; None for anything else. Without a comma nothing is split: "mac and cheese", "arroz e feijão"
    and "drum and bass" are one thing."""
    if "," not in value:
        return None
    parts = [part.strip() for part in value.split(",")]
    last = re.split(r"\s+(?:" + "|".join(re.escape(c) for c in conjunctions) + r")\s+", parts[-1])
    if len(last) > 2:
        return None  # "pizza, mac and cheese and sushi": where one item ends is not clear
    items = [*parts[:-1], *last]
    items = [re.sub(r"^(?:" + "|".join(re.escape(c) for c in conjunctions) + r")\s+", "", item) for item in items]
    if not 2 <= len(items) <= 6 or any(not item or len(item.split()) > 3 for item in items):
        return None
    return items
