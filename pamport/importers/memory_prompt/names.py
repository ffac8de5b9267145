"""The user's own name as a subject: "Dana is a backend engineer" is "The user is a backend engineer".

Claude in particular writes its memory in the third person with the user's name. The name is learnt from the
answer itself: from a statement that gives it ("Your name is Dana Reis", "Name: Dana", "Você se chama Dana"), or
as the one capitalised name that starts at least two statements followed by a verb. Other people named in the
answer ("Miguel is your partner") are never taken for the user, since only a learnt name is replaced.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from pamport.importers.memory_prompt.lexicon import en_base, pt_is_verb, word_set

_GIVEN = re.compile(
    r"^(?:(?:your|the user's|user's|my) (?:full |preferred )?name is|(?:full |preferred )?name\s*[:=–—]|"
    r"you(?:'re| are) (?:called|named)|you go by|(?:o )?(?:seu|teu) nome(?: completo)? é|nome(?: completo)?\s*[:=–—]|"
    r"(?:você|tu) (?:se chama|te chamas|chama-se)|o nome do (?:utilizador|usuário) é)\s+"
    r"(?P<name>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,3})",
    re.I,
)
_LEADING = re.compile(
    r"^(?:[oOaA]\s+)?(?P<name>[A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+)?)(?:'s)?\s+(?P<verb>\S+)"
)
#: Capitalised words that start statements without being anyone's name.
_NOT_NAMES = word_set(
    """
    you your the user i he she they we it this that there here also lives works has is prefers likes uses
    você tu ele ela o a os as seu sua teu tua também mora trabalha tem é prefere gosta usa
    """
)


def _verb(word: str) -> bool:
    low = word.lower().strip(",.;:")
    return low in {"is", "has", "was", "does"} or en_base(low) is not None or low.endswith("ed") or pt_is_verb(low)


def user_names(texts: Iterable[str]) -> tuple[str, ...]:
    """Names the answer uses for the user (full name first, then the first name), longest first."""
    given: list[str] = []
    leading: Counter[str] = Counter()
    for text in texts:
        m = _GIVEN.match(text)
        if m:
            given.append(m.group("name").strip().rstrip(".,;"))
        m = _LEADING.match(text)
        if m and m.group("name").split()[0].lower() not in _NOT_NAMES and _verb(m.group("verb")):
            leading[m.group("name")] += 1
    names: set[str] = set()
    for name in given:
        names.add(name)
        names.add(name.split()[0])
    if not given and leading:
        (top, count), *rest = leading.most_common()
        if count >= 2 and (not rest or rest[0][1] < count):
            names.add(top)
            names.add(top.split()[0])
    return tuple(sorted(names, key=lambda n: (-len(n), n)))


def as_user(text: str, names: tuple[str, ...], language: str) -> str:
    """``text`` with a leading user's name (or "Dana's") replaced by "The user" / "O utilizador"."""
    for name in names:
        m = re.match(rf"^(?:[oOaA]\s+)?{re.escape(name)}(?P<possessive>'s|’s)?(?=\s)", text)
        if m:
            rest = text[m.end() :]
            if language == "pt":
                return "O utilizador" + rest
            return ("The user's" if m.group("possessive") else "The user") + rest
    return text
