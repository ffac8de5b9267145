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

import functools
import importlib
import re
import string
from collections.abc import Callable
from typing import Any

import ahocorasick

from pamport.pipeline.extract.rules import regex_cache as rx

_parser: Any
_constants: Any
try:  # the parse tree of an expression (CPython's own parser, as regex_cache reads it)
    _parser = importlib.import_module("re._parser")
    _constants = importlib.import_module("re._constants")
except ImportError:  # pragma: no cover - another implementation: the expression is searched as it is
    _parser = _constants = None


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


#: The characters ``\w`` matches among ASCII ones (in a ``str`` pattern, Unicode or not).
_ASCII_WORD = frozenset(string.ascii_letters + string.digits + "_")
#: A word start's literal opening shorter than this is too common to look for (``\bi\s+…``): its alternative is
#: looked for by a literal further in, or searched in every text.
_MIN_OPENING = 2


#: Every ASCII character once, for :func:`_matches_ascii` to find a literal's matches among them in one call.
_ASCII = "".join(map(chr, range(128)))


@functools.cache
def _matches_ascii(code: int, flags: int) -> tuple[str, ...]:
    """The ASCII characters the literal ``chr(code)`` matches under ``flags`` (``ſ`` matches ``s`` ignoring case)."""
    return tuple(re.findall(re.escape(chr(code)), _ASCII, flags & re.IGNORECASE))


def _ascii_char(op: Any, av: Any, flags: int) -> str | None:
    """The one ASCII character (lower-cased) a literal or a set of literals matches in ASCII text, or None."""
    if op is _constants.LITERAL:
        codes = [av]
    elif op is _constants.IN and all(kind is _constants.LITERAL for kind, _ in av):
        codes = [code for _, code in av]
    else:
        return None
    matched = {char.lower() for code in codes for char in _matches_ascii(code, flags)}
    return matched.pop() if len(matched) == 1 else None


def _literals(alternative: str, flags: int) -> tuple[str, frozenset[str]]:
    """What an ASCII text must hold, lower-cased, for ``alternative`` (opening at a word start) to match in it: the
    literal text right after its ``\\b`` (its opening), and a choice of literals one of which its match holds
    further in (a plain group ``(?:quit|left)`` at its top level), empty where neither is found."""
    items = list(_parser.parse(alternative, flags))
    if not items or items[0] != (_constants.AT, _constants.AT_BOUNDARY):
        return "", frozenset()
    opening = ""
    for op, av in items[1:]:
        char = _ascii_char(op, av, flags)
        if char is None:
            break
        opening += char
    for op, av in items[1:]:
        if op is _constants.SUBPATTERN and len(av[3]) == 1:  # a group with flags or a number: its one item
            op, av = av[3][0]
        if op is not _constants.BRANCH:  # a plain group, (?:quit|left), is its branch in the parse tree
            continue
        choices = [[_ascii_char(o, a, flags) for o, a in branch] for branch in av[1]]
        words = {"".join(c for c in choice if c is not None) for choice in choices if None not in choice}
        if len(words) == len(choices) and all(len(word) > _MIN_OPENING for word in words):
            return opening, frozenset(words)
    return opening, frozenset()


Matcher = Callable[..., "re.Match[str] | None"]


def _split_by_opening(
    pattern: re.Pattern[str],
) -> tuple[dict[str, Matcher], dict[str, Matcher], Matcher | None]:
    """``pattern``'s alternatives as expressions to ``match`` at their opening, by opening; to search when a word
    they hold further in is found, by word; and the rest, searched in every text (see :func:`at_word_starts`)."""
    flags = pattern.flags
    openings: dict[str, list[str]] = {}
    inside: dict[str, list[str]] = {}
    always: list[str] = []
    for alternative in (spread for written in top_level(pattern.pattern) for spread in _spread(written)):
        opening, further = _literals(alternative, flags)
        if len(opening) >= _MIN_OPENING:
            openings.setdefault(opening, []).append(alternative)
        elif further:
            for literal in further:
                inside.setdefault(literal, []).append(alternative)
        else:
            always.append(alternative)
    start = {key: rx.compile("|".join(alts), flags).match for key, alts in openings.items()}
    anywhere = {key: rx.compile("|".join(alts), flags).search for key, alts in inside.items()}
    return start, anywhere, rx.compile("|".join(always), flags).search if always else None


def at_word_starts(pattern: re.Pattern[str]) -> Callable[[str, str], bool]:
    """Whether ``pattern`` (its alternatives opening at a word start) is found in an ASCII ``text``, as
    ``pattern.search(text) is not None``, given ``lower == text.lower()``.

    :func:`by_first_letter` still steps through every word start of a message (the retraction test, ~25 µs for
    400 characters, mostly in texts it finds nothing in). Each alternative opens with a literal right after its
    ``\\b`` ("any", "no", "quit"): one Aho-Corasick pass over the lower-cased text finds where those openings are,
    and only there, at a word start, are the alternatives of that opening tried (``match`` at that position).
    An alternative whose opening is a single letter (``\\bi\\s+(?:just\\s+)?(?:quit|left)\\b``) is searched in
    the text when one of the words of a plain group it must hold is there; one without either is searched in
    every text. In ASCII text a case-insensitive letter matches only its two cases, so the lower-cased opening
    is where the alternative can match and nowhere else; other text must be searched as it is.
    """
    if _parser is None:  # pragma: no cover
        return lambda text, lower: pattern.search(text) is not None
    try:
        start, anywhere, everywhere = _split_by_opening(pattern)
    except re.error:  # e.g. a back-reference to another alternative's group, or one group name in two of them
        return lambda text, lower: pattern.search(text) is not None
    automaton = ahocorasick.Automaton()
    for key in sorted({*start, *anywhere}):
        automaton.add_word(key, (len(key) - 1, key[0] in _ASCII_WORD, start.get(key), anywhere.get(key)))
    automaton.make_automaton()
    occurrences = automaton.iter if len(automaton) else lambda lower: iter(())

    def found(text: str, lower: str) -> bool:
        if everywhere is not None and everywhere(text) is not None:
            return True
        searched: set[Matcher] = set()
        for end, (back, word_first, match, search) in occurrences(lower):
            if match is not None:
                at = end - back
                # a word character before a word character: no word start there, the match would fail
                if not (word_first and at and lower[at - 1] in _ASCII_WORD) and match(text, at) is not None:
                    return True
            if search is not None and search not in searched:
                searched.add(search)
                if search(text) is not None:
                    return True
        return False

    return found
