"""Localized wording of Google's My Activity log for Gemini: prompt prefixes and product names.

Takeout writes the user's prompt into the activity ``title`` behind a phrase in the account's language
("Prompted …", "Eingegebener Prompt: …"). The phrases live in one table so that a new language is one line;
the table is documented in ``docs/importers/gemini.md``. Matching ignores case and treats every kind of space
(no-break, narrow no-break, which French typography puts before a colon) as a plain space.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise


@dataclass(frozen=True)
class PromptPrefix:
    text: str
    language: str
    #: Where the wording was seen (a real export, a public fixture, another importer), for maintenance.
    seen_in: str


#: Longest first within a language does not matter: matching always tries the longest prefix first.
PROMPT_PREFIXES: tuple[PromptPrefix, ...] = (
    PromptPrefix("Prompted ", "en", "Takeout JSON and HTML"),
    PromptPrefix("Live Prompt ", "en", "Gemini Live records"),
    PromptPrefix("Asked ", "en", "older English records"),
    PromptPrefix("Eingegebener Prompt: ", "de", "German Takeout (JSON and HTML)"),
    PromptPrefix("Comando enviado: ", "pt", "Portuguese (Brazil) Takeout"),
    PromptPrefix("Solicitou ", "pt", "Portuguese Takeout"),
    PromptPrefix("Instrucción: ", "es", "Spanish Takeout"),
    PromptPrefix("Petición: ", "es", "Spanish Takeout"),
    PromptPrefix("Requête : ", "fr", "French Takeout"),
    PromptPrefix("A demandé : ", "fr", "French Takeout"),
    PromptPrefix("Prompt : ", "fr", "French Takeout"),
    PromptPrefix("Pokyn ", "cs", "Czech Takeout HTML"),
)

#: Product and header names of Gemini (and its predecessor Bard) seen in Takeout, for documentation and tests.
#: Detection itself is the looser rule in :func:`is_gemini_name`.
GEMINI_PRODUCT_NAMES: tuple[str, ...] = (
    "Gemini Apps",
    "Gemini",
    "Bard",
    "Gemini-Apps",
    "Apps do Gemini",
    "Aplicaciones de Gemini",
    "Applications Gemini",
)

_SPACES = re.compile(r"[\s\u00a0\u2007\u202f\u2009\u200a]+")
_GEMINI_WORD = re.compile(r"\b(gemini|bard)\b", re.IGNORECASE)


def _fold(text: str) -> str:
    return _SPACES.sub(" ", unicodedata.normalize("NFC", text)).casefold()


# (folded prefix, original) pairs, longest first so "Prompt : " never shadows a longer phrase.
_FOLDED: tuple[tuple[str, PromptPrefix], ...] = tuple(
    sorted(((_fold(p.text), p) for p in PROMPT_PREFIXES), key=lambda item: -len(item[0]))
)
#: The longest prefix without its trailing space: a title with more non-space characters is never one alone.
_LONGEST_BARE = max(len(folded.rstrip()) for folded, _prefix in _FOLDED)




def _shortcut_safe(text: str) -> bool:
    """Whether walking ``text`` itself covers all but its last character one by one (see ``_match_length``)."""
    spaces = [ch.isspace() for ch in text]
    return (
        unicodedata.normalize("NFC", text) == text
        and len(spaces) > 1
        and spaces[-1]
        and not any(a and b for a, b in pairwise(spaces))
    )


#: Prefix as written → its folded form, for the prefixes a title that starts with them exactly may skip to.
_SHORTCUT = {p.text: folded for folded, p in _FOLDED if _shortcut_safe(p.text)}


def split_title(title: str) -> tuple[str | None, PromptPrefix | None]:
    """The prompt behind a known prefix, or ``(None, None)`` when the title is not a prompt (an event).

    The prompt keeps its own characters (spaces, case) exactly: only the prefix is matched loosely. Every
    record goes through here, so the walk is only started for prefixes that begin with what the title's first
    character folds to (``_SPACES`` is exactly the characters of ``str.isspace``, and no character folds to
    nothing or to a space, so the walk would stop at the first character of any other prefix).
    """
    text = unicodedata.normalize("NFC", title)
    first = text[:1].casefold()
    whole: str | None = None  # the folded title, computed once and only when a prefix may be all of it
    for folded, prefix in _FOLDED:
        if folded.startswith(first):
            # Walk the title while folding, so the cut lands on the original characters.
            consumed = _match_length(text, folded, prefix.text)
            if consumed is not None:
                return text[consumed:], prefix
        stripped_prefix = folded.rstrip()
        if folded != stripped_prefix:
            if whole is None:
                whole = _bare_candidate(text)
            if whole == stripped_prefix:
                return "", prefix  # a prefix with an empty prompt ("Prompted" alone)
    return None, None


def _bare_candidate(text: str) -> str:
    """The folded, stripped title when it is short enough to be a prefix alone, else ``""`` (matches none)."""
    # Folding keeps at least one character per non-space character, so a title with more of them than the
    # longest prefix cannot fold to one: the long titles of real prompts are not folded at all.
    if len(text) > _LONGEST_BARE:
        head = text[: 4 * _LONGEST_BARE]  # enough in practice; the whole title only when it is mostly spaces
        if len("".join(head.split())) > _LONGEST_BARE or len("".join(text.split())) > _LONGEST_BARE:
            return ""
    return _fold(text).strip()


def _match_length(text: str, folded_prefix: str, exact: str = "") -> int | None:
    """How many characters of ``text`` the folded prefix covers, or None when it does not match.

    A title that starts with the prefix as written (``exact``, the common case) skips the walk up to its last
    character; the walk still runs over the space that ends it, to take a run of spaces as one.
    """
    i = 0
    j = 0
    n = len(text)
    if exact and text.startswith(exact) and _SHORTCUT.get(exact) == folded_prefix:
        i = len(exact) - 1
        j = len(folded_prefix) - 1
    while j < len(folded_prefix):
        if i >= n:
            return None
        ch = text[i]
        if ch.isspace():  # the characters of ``_SPACES``
            if folded_prefix[j] != " ":
                return None
            while i < n and text[i].isspace():
                i += 1
            j += 1
            continue
        folded = ch.casefold()
        if not folded_prefix.startswith(folded, j):
            return None
        i += 1
        j += len(folded)
    return i


def is_gemini_name(value: object) -> bool:
    """A header or product name that means Gemini or Bard, in any language Takeout uses."""
    return isinstance(value, str) and bool(_GEMINI_WORD.search(value.replace("-", " ")))


def names_of(value: object) -> list[str]:
    """The strings of a ``products`` list (tolerating a bare string or junk)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Iterable) and not isinstance(value, (bytes, dict)):
        return [v for v in value if isinstance(v, str)]
    return []


def is_gemini_record(header: object, products: object) -> bool:
    """Whether an activity record belongs to Gemini: its products say so, or (no products) its header does."""
    names = names_of(products)
    if names:
        return any(is_gemini_name(n) for n in names) or is_gemini_name(header)
    return is_gemini_name(header)
