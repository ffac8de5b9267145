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
    (r"\bmine\b", "theirs"), (r"\bour\b", "their"), (r"\bours\b", "theirs"),
))  # fmt: skip
_FIRST_PERSON_WORD = re.compile(r"\b(I|I'm|I've|my|me|myself|mine|our|ours)\b")
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


_PT_SUBJECT = re.compile(r"^(o |a )?(usuári[oa]|utilizador|utilizadora)\b", flags=re.IGNORECASE)


def portuguese_subject(contents: list[str]) -> str:
    """The subject Portuguese memories already use most ("O usuário", "A utilizadora" …): their variety and
    gender are kept for the sentences pamport re-voices."""
    counts: dict[str, int] = {}
    for content in contents:
        match = _PT_SUBJECT.match(content.strip())
        if match and match.group(1):
            found = match.group(0)
            counts[found[0].upper() + found[1:].lower()] = counts.get(found[0].upper() + found[1:].lower(), 0) + 1
    return max(sorted(counts), key=lambda k: counts[k]) if counts else SUBJECT["pt"]


def _portuguese(text: str, first: str, subject: str) -> str:
    match = _PT_SUBJECT.match(text)
    if match:  # already about the user, in its own variety and gender
        return text if match.group(1) else f"{subject}{text[match.end() :]}"
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


#: Words that open an instruction that is not a plain imperative ("When you show code, …").
_NOT_IMPERATIVE = frozenset(
    (
        "when", "if", "you", "for", "in", "on", "during", "while", "whenever", "as", "after", "before", "unless", "the",
        "a", "an", "my", "our", "i", "this", "that", "it", "there", "all", "every", "each", "no", "your", "any", "most",
        "some",
    )
)  # fmt: skip
#: Capitalised words that open memories but are not the person's name.
_NOT_NAMES = frozenset(
    (
        "the", "this", "that", "these", "those", "user", "he", "she", "they", "it", "there", "his", "her", "their",
        "we", "our", "my", "a", "an", "claude", "chatgpt", "gemini", "grok", "copilot", "assistant",
    )
)  # fmt: skip
_OPENING = re.compile(r"^([A-Z][\w-]+)(?:'s\b|\s+(\w+))")
INSTRUCTION = {"en": "The user asks the assistant to", "pt": "O usuário pede ao assistente:"}
QUOTED_INSTRUCTION = {"en": "The user's instruction:", "pt": "O usuário pede:"}


def infer_names(contents: list[str]) -> set[str]:
    """Names that open two or more memories as a subject ("Dana is …", "Dana wants …", "Dana's …").

    Claude writes its memories about the person by first name; no slot records that name.
    """
    counts: dict[str, int] = {}
    for content in contents:
        match = _OPENING.match(content.strip())
        if match is None or match.group(1).lower() in _NOT_NAMES:
            continue
        verb = (match.group(2) or "").lower()
        if match.group(2) is None or verb in _BARE_VERBS or (verb.endswith("ed") and len(verb) > 4):
            counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    return {name for name, n in counts.items() if n >= 2}


def _from_names(text: str, names: tuple[str, ...], subject: str, lang: str) -> str:
    """A leading name becomes the subject; "Dana's" later in an English sentence becomes "the user's"."""
    lower = text.lower()
    for name in sorted(names, key=len, reverse=True):  # "Marta Ribeiro is …" before "Marta is …"
        if lang == "en" and lower.startswith(name.lower() + "'s "):
            text = f"{subject}'s {text[len(name) + 3 :]}"
            break
        if lower.startswith(name.lower() + " "):
            text = f"{subject} {text[len(name) + 1 :]}"
            break
    if lang == "en":
        for name in names:
            text = re.sub(rf"(?<=\s){re.escape(name)}'s\b", f"{subject.lower()}'s", text)
    return text


def _they(text: str, subject: str) -> str | None:
    """Claude's "They mostly write Python" -> "The user mostly writes Python"."""
    match = re.match(r"^they(?:(?:\s+(are|were|have)|('re))\b|\s+(\w+ly)\s+(\w+)|\s+(\w+))", text, flags=re.IGNORECASE)
    if match is None:
        return None
    rest = text[match.end() :]
    auxiliary = match.group(1) or match.group(2)
    if auxiliary:
        verb = {"are": "is", "were": "was", "have": "has", "'re": "is"}[auxiliary.lower()]
        return f"{subject} {verb}{rest}"
    if match.group(3):
        return f"{subject} {match.group(3)} {third_person(match.group(4))}{rest}"
    return f"{subject} {third_person(match.group(5))}{rest}"


def _english(text: str, first: str, subject: str, possessive: str) -> str | None:
    match = re.match(r"^(the )?user('s)?\b", text, flags=re.IGNORECASE)
    if match:
        return subject + (match.group(2) or "") + text[match.end() :]
    revoiced = _first_person(text, subject) or _they(text, subject)
    if revoiced is not None:
        return revoiced
    label = _LABEL.match(text)
    if label:
        key, value = label.group(1).strip().lower(), label.group(2).strip()
        return f"{possessive} {key} is {_lower_common(value) if 'name' not in key else value}"
    if first in _BARE_VERBS or (first.endswith("ed") and len(first) > 4 and first.isalpha()):
        return f"{subject} {text[0].lower()}{text[1:]}"
    return None


def _lower_common(value: str) -> str:
    """"Data engineer at X" -> "data engineer at X", "A Rust tool" -> "a Rust tool"; "Inês", "ETL" stay."""
    words = value.split(" ")
    if words[0] in ("A", "An", "The") or (len(words) > 1 and words[0][1:].islower() and words[1][:1].islower()):
        return value[0].lower() + value[1:]
    return value


def _imperative(text: str, lang: str) -> str:
    """An instruction addressed to the assistant, reported in the third person."""
    words = text.split(" ")
    first = words[0].lower().strip(",")
    if first == "please" and len(words) > 1:
        return _imperative(" ".join(words[1:]), lang)
    if lang == "en" and first not in _NOT_IMPERATIVE and first.isalpha():
        if first in ("don't", "dont") or (first == "do" and len(words) > 1 and words[1].lower() == "not"):
            rest = words[2:] if first == "do" else words[1:]
            return " ".join([INSTRUCTION["en"].removesuffix(" to"), "not to", *rest])
        return f"{INSTRUCTION['en']} {text[0].lower()}{text[1:]}"
    if lang == "en" and first in ("don't", "dont"):
        return " ".join([INSTRUCTION["en"].removesuffix(" to"), "not to", *words[1:]])
    return f"{QUOTED_INSTRUCTION[lang]} {text}"


def revoice(
    content: str, language: str = "en", names: tuple[str, ...] = (), instruction: bool = False, pt_subject: str = ""
) -> str:
    """``content`` as one sentence whose subject is the user, in the third person.

    ``instruction``: the memory is an instruction, so a bare imperative ("Prefer SQL examples") is addressed to
    the assistant ("The user asks the assistant to prefer SQL examples"). ``pt_subject`` replaces "O usuário"
    (see :func:`portuguese_subject`).
    """
    lang = "pt" if language == "pt" else "en"
    subject = (pt_subject or SUBJECT["pt"]) if lang == "pt" else SUBJECT["en"]
    possessive = _POSSESSIVE[lang]
    text = _from_names(" ".join(content.split()).rstrip("."), names, subject, lang)
    first = text.split(" ", 1)[0].lower()
    if lang == "pt":
        portuguese = _portuguese(text, first, subject)
        if instruction and portuguese == text and not text.startswith(subject):
            portuguese = _imperative(text, lang)
        return _sentence(portuguese)
    revoiced = _english(text, first, subject, possessive)
    if revoiced is None and instruction:
        revoiced = _imperative(text, lang)
    return _sentence(_mid_sentence(revoiced if revoiced is not None else text))
