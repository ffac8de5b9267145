"""One voice: every memory becomes a sentence about the person in the third person ("The user lives in Porto.").

Memories arrive worded by different hands: pamport's extractors write "User lives in Porto" or "O usuário
adora café"; Claude's own memory writes "Marta is a data engineer" or a bare "Enjoys trail running"; custom
instructions say "I'm a teacher" or "Preferred name: Marta". A prompt that mixes "I", "Marta" and "User" reads
as notes about three people, so each is rewritten to start with one subject: "The user" for English text and
"O usuário" for Portuguese (the language of the memory, from ``metadata.language``; the text is not
translated). What cannot be re-voiced safely is left as written, with only its first letter and final stop
normalised.
"""

from __future__ import annotations

import re

SUBJECT = {"en": "The user", "pt": "O usuário"}
_POSSESSIVE = {"en": "The user's", "pt": "do usuário"}

#: Third-person verbs that open a subjectless note ("Enjoys trail running", "Has a dog named Bolacha").
_BARE_VERBS = frozenset(
    (
        "is", "has", "was", "does", "works", "lives", "uses", "wants", "speaks", "enjoys", "likes", "loves", "prefers",
        "dislikes", "hates", "owns", "studies", "plans", "needs", "knows", "writes", "runs", "builds", "manages",
        "leads", "teaches", "follows", "drives", "reads", "plays", "cooks", "travels", "attends", "avoids", "values",
        "cares", "believes", "feels", "thinks", "tends", "usually", "often", "always", "never", "recently", "currently",
        "frequently", "mora", "trabalha", "gosta", "adora", "prefere", "tem", "usa", "fala", "quer", "estuda",
    )
)  # fmt: skip
#: First-person openings (English) and their third-person form.
_FIRST_PERSON = (
    (r"i am\b", "is"), (r"i'm\b", "is"), (r"i've\b", "has"), (r"i have\b", "has"), (r"i don't\b", "does not"),
    (r"i do not\b", "does not"), (r"i can't\b", "cannot"), (r"i cannot\b", "cannot"), (r"i was\b", "was"),
    (r"i will\b", "will"), (r"i'll\b", "will"), (r"i'd\b", "would"), (r"i would\b", "would"),
)  # fmt: skip
_MID_FIRST_PERSON = tuple((re.compile(p), r) for p, r in (
    (r"\bI'm\b", "they are"), (r"\bI am\b", "they are"), (r"\bI was\b", "they were"), (r"\bI've\b", "they have"),
    (r"\bI\b", "they"), (r"\bmy\b", "their"), (r"\bme\b", "them"), (r"\bmyself\b", "themselves"),
    (r"\bmine\b", "theirs"),
))  # fmt: skip
_FIRST_PERSON_WORD = re.compile(r"\b(I|I'm|I've|my|me|myself|mine)\b")
#: Portuguese first-person verbs and their third-person form ("Eu moro" -> "O usuário mora").
_PT_FIRST_PERSON = {
    "sou": "é", "estou": "está", "tenho": "tem", "moro": "mora", "vivo": "vive", "trabalho": "trabalha",
    "gosto": "gosta", "adoro": "adora", "prefiro": "prefere", "falo": "fala", "uso": "usa", "quero": "quer",
    "estudo": "estuda", "faço": "faz", "sei": "sabe", "posso": "pode", "odeio": "odeia", "preciso": "precisa",
    "nasci": "nasceu", "cresci": "cresceu", "não": "não",
}  # fmt: skip
_LABEL = re.compile(r"^([A-Za-zÀ-ÿ][\w' -]{1,30}):\s+(\S.*)$")


def language_of(memory_language: object) -> str:
    """``pt`` for Portuguese memories, ``en`` for everything else."""
    return "pt" if isinstance(memory_language, str) and memory_language.lower().startswith("pt") else "en"


def third_person(verb: str) -> str:
    """``live`` -> ``lives``, ``study`` -> ``studies``, ``go`` -> ``goes`` (the first verb after "I")."""
    irregular = {"have": "has", "do": "does", "go": "goes", "be": "is", "am": "is"}
    lower = verb.lower()
    if lower in irregular:
        return irregular[lower]
    if re.search(r"(s|sh|ch|x|z|o)$", lower):
        return verb + "es"
    if re.search(r"[^aeiou]y$", lower):
        return verb[:-1] + "ies"
    return verb + "s"


def _sentence(text: str) -> str:
    text = " ".join(text.split())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def _first_person(text: str, subject: str) -> str | None:
    lower = text.lower()
    for pattern, verb in _FIRST_PERSON:
        match = re.match(pattern, lower)
        if match:
            return f"{subject} {verb}{text[match.end() :]}"
    if re.match(r"my\s", lower):
        return f"{subject}'s {text[3:]}"
    match = re.match(r"i\s+([a-z]+)\b", text, flags=re.IGNORECASE)
    if match:
        return f"{subject} {third_person(match.group(1))}{text[match.end() :]}"
    return None


def _mid_sentence(text: str) -> str:
    if _FIRST_PERSON_WORD.search(text) is None:
        return text
    for pattern, replacement in _MID_FIRST_PERSON:
        text = pattern.sub(replacement, text)
    return text


def _portuguese(text: str, first: str, subject: str) -> str:
    text = re.sub(r"^(o |a )?(usuário|usuária|utilizador|utilizadora)\b", subject, text, flags=re.IGNORECASE)
    words = text.split(" ")
    if first == "eu" and len(words) > 1:
        first, words = words[1].lower(), words[1:]
    if first in _PT_FIRST_PERSON:
        rest = words[1:]
        if first == "não" and rest and rest[0].lower() in _PT_FIRST_PERSON:  # "Não gosto" -> "não gosta"
            rest = [_PT_FIRST_PERSON[rest[0].lower()], *rest[1:]]
        return " ".join([subject, _PT_FIRST_PERSON[first], *rest])
    if first in ("meu", "minha") and len(words) > 2:
        article = "O" if first == "meu" else "A"
        return " ".join([article, words[1], "do usuário", *words[2:]])
    if first in _BARE_VERBS:
        return f"{subject} {text[0].lower()}{text[1:]}"
    return text


def revoice(content: str, language: str = "en", names: tuple[str, ...] = ()) -> str:
    """``content`` as one sentence whose subject is the user, in the third person."""
    text = " ".join(content.split()).rstrip(".")
    lang = "pt" if language == "pt" else "en"
    subject, possessive = SUBJECT[lang], _POSSESSIVE[lang]
    lower = text.lower()
    for name in sorted(names, key=len, reverse=True):  # "Marta Ribeiro is …" before "Marta is …"
        if lang == "en" and lower.startswith(name.lower() + "'s "):
            return _sentence(f"{subject}'s {text[len(name) + 3 :]}")
        if lower.startswith(name.lower() + " "):
            return _sentence(f"{subject} {text[len(name) + 1 :]}")
    first = text.split(" ", 1)[0].lower()
    if lang == "pt":
        return _sentence(_portuguese(text, first, subject))
    match = re.match(r"^(the )?user('s)?\b", text, flags=re.IGNORECASE)
    if match:
        return _sentence(_mid_sentence(subject + (match.group(2) or "") + text[match.end() :]))
    revoiced = _first_person(text, subject)
    if revoiced is not None:
        return _sentence(_mid_sentence(revoiced))
    label = _LABEL.match(text)
    if label:
        return _sentence(f"{possessive} {label.group(1).strip().lower()} is {label.group(2).strip()}")
    if first in _BARE_VERBS:
        return _sentence(_mid_sentence(f"{subject} {text[0].lower()}{text[1:]}"))
    return _sentence(_mid_sentence(text))
