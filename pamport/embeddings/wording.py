"""Which differences in wording make two similar sentences different statements.

Sentence vectors are close for "Lives in Lisbon" / "Lives in Porto" (0.8) and nearly equal for "Prefers tea over
coffee" / "Prefers coffee over tea" (0.995): similarity alone cannot tell a paraphrase from a changed fact
(docs/embeddings.md has the measurements). These checks veto a merge when the two texts differ in a way that
changes the statement, whatever their similarity:

* their numbers differ ("two children" / "three children", "Ubuntu 22.04" / "24.04");
* one negates or dates what the other states ("use emojis" / "do not use emojis", "works at" / "used to work at");
* they hold the same words in another order ("tea over coffee" / "coffee over tea");
* they are the same sentence with exactly one word swapped for another ("German" / "French", "backend" /
  "frontend"), the typical shape of two values of one fact.

English and Portuguese word lists (the languages the extractors read); other languages get the number, order
and swap checks.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

_WORD = re.compile(r"[^\W_]+(?:[.'’][^\W_]+)*", re.UNICODE)


def _fold(text: str) -> str:
    """Lowercase without accents ("três" = "tres") and without apostrophes ("don't" = "dont")."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("'", "").replace("’", "")


def _words(text: str) -> frozenset[str]:
    return frozenset(_fold(text).split())


#: Counts spelled out ("one", "um", "uma" are left out: they are as often articles or pronouns as numbers).
_NUMBER_WORDS = {
    "zero": "0", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "twenty": "20", "hundred": "100",
    "dois": "2", "duas": "2", "tres": "3", "quatro": "4", "cinco": "5", "seis": "6",
    "sete": "7", "oito": "8", "nove": "9", "dez": "10", "twice": "2",
}  # fmt: skip
#: Words that deny or reverse what the rest says: a text with one and a text without are different statements.
_NEGATIONS = _words(
    """not never none nothing nobody neither nor without dont doesnt didnt isnt arent wasnt werent wont cant
    cannot shouldnt dislike dislikes hate hates avoid avoids nao nunca nem sem nenhum nenhuma detesto odeio evito
    """
)
#: Words that put a statement in the past ("used to work at", "no longer", "former").
_PAST = _words("used formerly former previously ex anymore longer stopped quit deixou deixei antigamente")
#: Words that order two things; the same words on either side of one are different statements.
_ORDERING = _words("over than to rather instead before after vs versus prefer prefers que vez antes")
#: Two words sharing this many leading letters are one word in another form ("allergic" / "allergy").
_SAME_STEM = 5
_STOPWORDS = _words(
    """a an the is are was were be been am i me my mine we our you your user users user's they them their he she
    his her it its of in on at to for with and or by as from that this these those has have had do does did
    will would can could should about into over than then also very really just which who whom whose what when
    where there here some any all more most much many every each
    o os as um uma uns umas de do da dos das no na nos nas em ao aos e ou que por para com como eu meu minha
    meus minhas se sou é está estou tem tenho ser ter"""
)


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def tokens(text: str) -> list[str]:
    return list(_WORD.findall(_fold(text)))


def _numbers(words: list[str]) -> Counter[str]:
    return Counter(_NUMBER_WORDS.get(w, w) for w in words if _is_number(w))


def _content(words: list[str]) -> list[str]:
    return [
        _stem(w)
        for w in words
        if w not in _STOPWORDS and w not in _NEGATIONS and w not in _PAST and not _is_number(w)
    ]


def _is_number(word: str) -> bool:
    return word[0].isdigit() or word in _NUMBER_WORDS


def _related(a: str, b: str) -> bool:
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= min(_SAME_STEM, len(a), len(b))


def _marks(words: list[str], marks: frozenset[str]) -> bool:
    return any(w in marks for w in words)


def different_statements(a: str, b: str) -> bool:
    """True when the wording says the two texts are different statements (see the module docstring)."""
    wa, wb = tokens(a), tokens(b)
    if _numbers(wa) != _numbers(wb):
        return True
    if _marks(wa, _NEGATIONS) != _marks(wb, _NEGATIONS) or _marks(wa, _PAST) != _marks(wb, _PAST):
        return True
    ca, cb = _content(wa), _content(wb)
    if ca != cb and sorted(ca) == sorted(cb) and _marks(wa, _ORDERING) and _marks(wb, _ORDERING):
        return True
    only_a, only_b = set(ca) - set(cb), set(cb) - set(ca)
    return len(only_a) == 1 and len(only_b) == 1 and not _related(only_a.pop(), only_b.pop())
