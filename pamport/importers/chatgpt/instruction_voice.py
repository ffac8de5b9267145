"""A custom-instruction statement put in the first person, so the rule extractor can read it as it reads chat.

Users write their profile either as themselves ("I live in Porto") or, copying ChatGPT's own phrasing, about
"the user" ("The user is an SRE.", "O usuário mora em Lisboa"). The rules read first-person speech, so only the
plain third-person shape - "(The) user" + a present-tense verb, with no he/she/their further on - is turned
around; anything else gives ``None`` and the statement keeps its own wording and typing.
"""

from __future__ import annotations

import re

_FIRST = re.compile(r"^(i|i'm|i've|i'd|my|eu|meu|minha)\b", re.IGNORECASE)
_EN_USER = re.compile(r"^(?:the\s+)?user\s+([a-z]+)\b(.*)$", re.IGNORECASE | re.DOTALL)
_PT_USER = re.compile(r"^(?:[oa]\s+)?usuári[oa]\s+(\w+)\b(.*)$", re.IGNORECASE | re.DOTALL)
#: Words that show the statement is not a plain one about the user alone ("User lives with his wife").
_PRONOUN = re.compile(
    r"\b(he|she|his|her|hers|him|they|their|them|ele|ela|dele|dela|seu|sua|seus|suas)\b", re.IGNORECASE
)

_EN_IRREGULAR = {"is": "am", "has": "have", "does": "do", "goes": "go", "was": "was"}
#: Third-person endings that a plain "-s" rule would get wrong ("watches", "studies").
_EN_ES = re.compile(r"(?:ch|sh|ss|x|z|o)es$")
_PT_IRREGULAR = {
    "é": "sou", "está": "estou", "tem": "tenho", "faz": "faço", "vai": "vou", "prefere": "prefiro",
    "quer": "quero", "pode": "posso", "sabe": "sei", "vem": "venho", "era": "era",
}  # fmt: skip
#: Regular Portuguese present tense: "mora" → "moro", "vive" → "vivo" (other shapes are left alone).
_PT_REGULAR = re.compile(r"^\w{2,}[ae]$")


def first_person(statement: str) -> str | None:
    """``statement`` as the user would say it, or ``None`` when it is not a plain statement about the user."""
    text = statement.strip()
    if _FIRST.match(text):
        return text
    if (found := _EN_USER.match(text)) is not None:
        verb = _en_verb(found.group(1).lower())
        subject = "I"
    elif (found := _PT_USER.match(text)) is not None:
        verb = _pt_verb(found.group(1).lower())
        subject = "Eu"
    else:
        return None
    rest = found.group(2)
    if verb is None or _PRONOUN.search(rest):
        return None
    return f"{subject} {verb}{rest}"


def _en_verb(verb: str) -> str | None:
    if verb in _EN_IRREGULAR:
        return _EN_IRREGULAR[verb]
    if len(verb) < 3 or not verb.endswith("s") or verb.endswith("ss"):
        return None  # not a present-tense verb ("User profile", "User asked")
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if _EN_ES.search(verb):
        return verb[:-2]
    return verb[:-1]


def _pt_verb(verb: str) -> str | None:
    if verb in _PT_IRREGULAR:
        return _PT_IRREGULAR[verb]
    if _PT_REGULAR.match(verb):
        return verb[:-1] + "o"
    return None
