"""A long case-insensitive alternation of word-start phrasings, searched as a trie on its first letters.

Python's regular-expression engine tries the alternatives of ``\\bany\\s?more\\b|\\bno\\s+longer\\b|…`` one after the
other at every word start; an alternative that opens with a case-insensitive letter costs a step of the engine
each time, even where that letter is not the text's. Skipping an alternative in C needs it to open with a
case-sensitive literal or set. :func:`by_first_letter` rewrites ``\\bany…|\\bno…|\\bnot…`` as
``\\b(?:(?-i:[Aa])(?:ny…)|(?-i:[Nn])(?:o…|ot…))``: at a word start one set per letter is tested, then only the
alternatives of the text's letter. The expression matches the same texts at the same places (an alternative of
a group is the alternative it was, and a word start and a letter come first in every one), though where two
alternatives match at one place, another of them may be the match: a test of whether there is any match.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pamport.pipeline.extract.rules import regex_cache as rx


def longest_first(word: str) -> tuple[int, str]:
    """Sort key for the words of an alternation: longest first, so that "best friend" is tried before "friend", then
    alphabetical, so that the expression's text is the same in every process (a set's order is not: equal-length
    words came out in a different order each run) and its compiled code can be kept (regex_cache)."""
    return (-len(word), word)


#: Every character a lower-case ASCII letter matches in a case-insensitive Unicode expression, besides itself and
#: its capital (tests/test_rules_fast_paths.py checks the table against every code point).
CASE_PARTNERS = {"i": "İı", "k": "\u212a", "s": "ſ"}

#: An alternative that opens with a word start and one plain letter (not repeated, not optional).
_LETTER_FIRST = rx.compile(r"\\b([a-z])(?![?*+{])")
#: An alternative that opens with a word start and a group of plain alternatives: ``\b(?:stopped|quit)\s+being``.
_CHOICE = r"(?:[^()\\\[\]|]|\\.|\[[^\]\\]*\])+"
_GROUP_FIRST = rx.compile(r"\\b\(\?:(" + _CHOICE + r"(?:\|" + _CHOICE + r")+)\)")


def top_level(source: str) -> list[str]:
    """The alternatives of an expression's source (its ``|`` outside groups and sets)."""
    found, depth, start, i, in_set = [], 0, 0, 0, False
    while i < len(source):
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if in_set:
            in_set = char != "]"
        elif char == "[":
            in_set = True
            i += 1 + (source[i + 1 : i + 2] == "^")
            i += source[i : i + 1] == "]"  # a "]" first in a set is one of its characters
            continue
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            found.append(source[start:i])
            start = i + 1
        i += 1
    found.append(source[start:])
    return found


def _spread(alternative: str) -> list[str]:
    """``\\b(?:a|b)rest`` as ``\\barest`` and ``\\bbrest`` (the same texts match), other alternatives as they are."""
    group = _GROUP_FIRST.match(alternative)
    if group is None:
        return [alternative]
    tail = alternative[group.end() :]
    if tail[:1] in ("?", "*", "+", "{"):  # a repeated group is no choice between words
        return [alternative]
    return [r"\b" + choice + tail for choice in group.group(1).split("|")]


def by_first_letter(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether ``pattern`` (case-insensitive, its alternatives opening at a word start) is found in a text, as
    ``pattern.search(text) is not None``, grouped by first letter (see the module's docstring)."""
    if pattern.flags & (re.ASCII | re.LOCALE | re.VERBOSE) or not pattern.flags & re.IGNORECASE:
        return lambda text: pattern.search(text) is not None
    groups: dict[str, list[str]] = {}
    rest: list[str] = []
    for alternative in (spread for written in top_level(pattern.pattern) for spread in _spread(written)):
        first = _LETTER_FIRST.match(alternative)
        if first is None:
            rest.append(alternative)
        else:
            groups.setdefault(first.group(1), []).append(alternative[first.end() :] or "(?:)")
    letters = [
        "(?-i:[" + re.escape(letter + letter.upper() + CASE_PARTNERS.get(letter, "")) + "])(?:" + "|".join(tails) + ")"
        for letter, tails in groups.items()
    ]
    source = "|".join(([r"\b(?:" + "|".join(letters) + ")"] if letters else []) + rest)
    try:
        grouped = rx.compile(source, pattern.flags)
    except re.error:
        return lambda text: pattern.search(text) is not None
    return lambda text: grouped.search(text) is not None


#: An alternative that opens with one plain lower-case letter or digit (not repeated, not optional).
_CHAR_FIRST = rx.compile(r"([a-z0-9])(?![?*+{])")


def by_first_char(source: str) -> str:
    """A case-sensitive alternation ``live|like|love|reside|…`` as ``l(?:ive|ike|ove)|r(?:eside)|…``.

    The engine tries an alternation's choices one after the other; grouped on their first character, it tests one
    character per group and enters only the group of the text's character. Every choice keeps its text, so the
    alternation matches the same strings (which one matches first may differ: for tests of whether a match
    exists). Choices that open with anything else (a group, a class, an escape) are kept as they are, after."""
    groups: dict[str, list[str]] = {}
    rest: list[str] = []
    for alternative in top_level(source):
        first = _CHAR_FIRST.match(alternative)
        if first is None:
            rest.append(alternative)
        else:
            groups.setdefault(first.group(1), []).append(alternative[1:] or "(?:)")
    return "|".join([char + "(?:" + "|".join(tails) + ")" for char, tails in groups.items()] + rest)
