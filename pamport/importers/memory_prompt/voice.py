"""From the assistant's voice to the project's: "You live in Lisbon" → "User lives in Lisbon".

An answer speaks to the user ("You live in Lisbon", "Você mora em Lisboa", "Tu moras em Lisboa"), about the user
("The user is vegetarian", "O utilizador é enfermeiro") or in subjectless notes ("Lives in Lisbon", "Mora em
Lisboa", "Name: Ana"). Each fact gets two renderings:

* ``third`` - the memory text in the project's wording ("User lives in Lisbon", "O usuário mora em Lisboa");
* ``first`` - what the user would have said ("I live in Lisbon", "Eu moro em Lisboa"), so the rule extractor's
  patterns can type it and name its slot exactly as they do for statements found in conversations.

Only the subject and its verb are changed, plus pronouns that point at the user or at the assistant; the rest is
the assistant's own text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pamport.importers.memory_prompt import lexicon as L


@dataclass(frozen=True)
class Voiced:
    language: str
    third: str
    #: None when no faithful first-person wording exists (the assistant speaks of itself in the sentence).
    first: str | None
    #: "second", "third", "subjectless", "key_value", "imperative", "relative", "fragment".
    form: str


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _low(text: str) -> str:
    """Lower-case the first letter unless the first word looks like a name or acronym ("ChatGPT", "NASA")."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and (first.isupper() or any(c.isupper() for c in first[1:])):
        return text
    return text[:1].lower() + text[1:]


def _split_first(text: str) -> tuple[str, str]:
    parts = text.split(" ", 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p).strip()


# -- English ----------------------------------------------------------------------------------------------------

_EN_ASSISTANT = re.compile(r"\b(?:I|me|my|mine|myself|I'm|I've|I'll|I'd)\b")
_EN_YOU_REST = (
    (re.compile(r"\byourself\b", re.I), "themselves", "myself"),
    (re.compile(r"\byours\b", re.I), "theirs", "mine"),
    (re.compile(r"\byour\b", re.I), "their", "my"),
    (re.compile(r"\byou're\b", re.I), "they're", "I'm"),
    (re.compile(r"\byou\b", re.I), "the user", "me"),
)
_ASSISTANT_NAMES = re.compile(r"\b(?:Claude|ChatGPT|Gemini|the AI)\b")
_EN_ASSISTANT_THIRD = (
    (_ASSISTANT_NAMES, "the assistant"),
    (re.compile(r"\bI'm\b"), "the assistant is"),
    (re.compile(r"\bI've\b"), "the assistant has"),
    (re.compile(r"\bI'll\b"), "the assistant will"),
    (re.compile(r"\bI'd\b"), "the assistant would"),
    (re.compile(r"\bI\b"), "the assistant"),
    (re.compile(r"\bme\b"), "the assistant"),
    (re.compile(r"\bmy\b"), "the assistant's"),
    (re.compile(r"\bmyself\b"), "the assistant"),
)
_EN_CONTRACTION = {"you're": ("are", "I'm"), "you've": ("have", "I've"), "you'd": ("would", "I'd")}
_EN_CONTRACTION |= {"you'll": ("will", "I'll")}
_EN_KEYS = {
    "location": "I live in {}",
    "city": "I live in {}",
    "home": "I live in {}",
    "lives in": "I live in {}",
    "based in": "I live in {}",
    "occupation": "I work as {}",
    "job": "I work as {}",
    "profession": "I work as {}",
    "role": "I work as {}",
    "employer": "I work at {}",
    "company": "I work at {}",
    "workplace": "I work at {}",
    "age": "I am {} years old",
    "languages": "I speak {}",
    "diet": "I am {}",
}


_EN_IS_YOUR = re.compile(
    r"^(?P<name>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?) (?:is|was) your (?P<relation>[a-z][\w -]{1,30}?)$"
)


def _en_rest_third(rest: str) -> str:
    for pattern, third, _ in _EN_YOU_REST:
        rest = pattern.sub(third, rest)
    for pattern, third in _EN_ASSISTANT_THIRD:
        rest = pattern.sub(third, rest)
    return rest


def _en_rest_first(rest: str) -> str | None:
    if _EN_ASSISTANT.search(rest):
        return None
    rest = _ASSISTANT_NAMES.sub("you", rest)
    for pattern, _, first in _EN_YOU_REST:
        rest = pattern.sub(first, rest)
    return rest


def _en_verb_phrase(rest: str, *, from_base: bool) -> tuple[str, str | None] | None:
    """(third-person phrase, first-person phrase) for a verb phrase after the subject, or None if no verb leads."""
    words = rest.split(" ")
    adverbs: list[str] = []
    while words and words[0].lower() in L.EN_ADVERBS:
        adverbs.append(words.pop(0))
    if not words or not words[0]:
        return None
    verb, tail = words[0], " ".join(words[1:])
    low = verb.lower()
    if from_base:
        if low in {"are", "am"}:
            third, first = "is", "am"
        elif low == "were":
            third, first = "was", "was"
        elif L.en_is_verb(low):
            third, first = L.en_third_singular(verb), verb
        else:
            return None
    else:
        base = L.en_base(low)
        if base is None:
            return None
        third, first = verb, base
    third_phrase = _join(*adverbs, third, _en_rest_third(tail))
    first_tail = _en_rest_first(tail)
    first_phrase = None if first_tail is None else _join(*adverbs, first, first_tail)
    return third_phrase, first_phrase


def key_value(text: str) -> tuple[str, str] | None:
    """``("Location", "Lisbon")`` for "Location: Lisbon"; None when the text is not a short key and a value."""
    m = re.match(r"^([^\W\d_][\w /'&()-]{0,40}?)\s*[:=–—]\s+(.+)$", text)
    if not m or len(m.group(1).split()) > 4:
        return None
    return m.group(1).strip(), m.group(2).strip()


def voice_en(text: str) -> Voiced:
    word, rest = _split_first(text)
    low = word.lower()
    # "You and your partner live in Lisbon": a plural subject, the verb stays as it is.
    if low == "you" and rest.lower().startswith("and "):
        return Voiced("en", _join("User", _en_rest_third(rest)), None, "second")
    if low in _EN_CONTRACTION:
        aux, first_aux = _EN_CONTRACTION[low]
        phrase = _en_verb_phrase(f"{aux} {rest}", from_base=True)
        if phrase is not None:
            first_rest = _en_rest_first(rest)
            first = None if first_rest is None else _join(first_aux, first_rest)
            return Voiced("en", _join("User", phrase[0]), first, "second")
    if low in {"they're", "they've"}:
        aux = "are" if low == "they're" else "have"
        phrase = _en_verb_phrase(f"{aux} {rest}", from_base=True)
        if phrase is not None:
            first = None if phrase[1] is None else _join("I", phrase[1])
            return Voiced("en", _join("User", phrase[0]), first, "third")
    if low in {"you", "they"}:
        phrase = _en_verb_phrase(rest, from_base=True)
        if phrase is not None:
            first = None if phrase[1] is None else _join("I", phrase[1])
            return Voiced("en", _join("User", phrase[0]), first, "second" if low == "you" else "third")
    if low in {"your", "user's"} or text.lower().startswith("the user's "):
        tail = rest if low != "the" else text[len("the user's ") :]
        first_tail = _en_rest_first(tail)
        return Voiced(
            "en",
            _join("User's", _en_rest_third(tail)),
            None if first_tail is None else _join("My", first_tail),
            "second" if low == "your" else "third",
        )
    lowered = text.lower()
    for subject in L.EN_SUBJECT_THIRD:
        if lowered.startswith(subject + " "):
            phrase = _en_verb_phrase(text[len(subject) + 1 :], from_base=False)
            if phrase is not None:
                first = None if phrase[1] is None else _join("I", phrase[1])
                return Voiced("en", _join("User", phrase[0]), first, "third")
    if low.rstrip(",") in L.EN_IMPERATIVE or lowered.startswith(("do not ", "please ")):
        body = text[len("please ") :] if lowered.startswith("please ") else text
        if body.lower().startswith(("don't ", "do not ")):
            third = "User asks the assistant not to " + _low(
                body.split(" ", 2 if body.lower().startswith("do not") else 1)[-1]
            )
        else:
            third = "User asks the assistant to " + _low(body)
        first = None if re.search(r"\byou", body, re.I) else _en_rest_first(body)
        return Voiced("en", _en_rest_third(third), first, "imperative")
    if low in L.EN_ADJECTIVE_LEADS and rest:
        first_rest = _en_rest_first(_low(text))
        return Voiced(
            "en",
            "User is " + _en_rest_third(_low(text)),
            None if first_rest is None else "I am " + first_rest,
            "subjectless",
        )
    phrase = _en_verb_phrase(_low(text), from_base=False)
    if phrase is not None:
        first = None if phrase[1] is None else _join("I", phrase[1])
        return Voiced("en", _join("User", phrase[0]), first, "subjectless")
    if low.endswith("ing") and len(low) > 5 and rest and not re.search(r"\b(?:is|are|was|were)\b", rest):
        first = _en_rest_first(_low(text))
        return Voiced(
            "en", "User is " + _en_rest_third(_low(text)), None if first is None else "I am " + first, "subjectless"
        )
    kv = key_value(text)
    if kv is not None:
        key, value = kv
        template = _EN_KEYS.get(key.lower())
        first = template.format(value) if template else f"My {key.lower()} is {value}"
        return Voiced("en", f"User's {key.lower()} is {value}", first, "key_value")
    words = text.split()
    if len(words) == 1 or low in {"a", "an"}:
        return Voiced("en", f"User is {_low(text)}", f"I am {_low(text)}", "fragment")
    m = _EN_IS_YOUR.match(text)
    if m:  # "Sofia is your daughter" - someone in the user's life, named
        name, relation = m.group("name"), m.group("relation")
        return Voiced("en", f"User's {relation} is {name}", f"My {relation} is {name}", "relative")
    return Voiced("en", f"About the user: {_en_rest_third(text)}", None, "fragment")


# -- Portuguese ---------------------------------------------------------------------------------------------------

_PT_ASSISTANT = re.compile(r"\b(?:eu|me|mim|comigo|meu|minha|meus|minhas)\b", re.I)
_PT_POSSESSIVE = {
    "seu": ("O", "Meu"),
    "sua": ("A", "Minha"),
    "seus": ("Os", "Meus"),
    "suas": ("As", "Minhas"),
    "teu": ("O", "Meu"),
    "tua": ("A", "Minha"),
    "teus": ("Os", "Meus"),
    "tuas": ("As", "Minhas"),
}
_PT_REST_THIRD = (
    (re.compile(r"\btu\b", re.I), "o usuário"),
    (re.compile(r"\bvocê\b", re.I), "o usuário"),
    (re.compile(r"\bteu\b", re.I), "seu"),
    (re.compile(r"\btua\b", re.I), "sua"),
    (re.compile(r"\bteus\b", re.I), "seus"),
    (re.compile(r"\btuas\b", re.I), "suas"),
    (re.compile(r"\bcontigo\b", re.I), "com o usuário"),
    (re.compile(r"\butilizadora\b", re.I), "usuária"),
    (re.compile(r"\butilizador\b", re.I), "usuário"),
)
_PT_KEYS = {
    "localização": "Eu moro em {}",
    "cidade": "Eu moro em {}",
    "residência": "Eu moro em {}",
    "mora em": "Eu moro em {}",
    "profissão": "Eu trabalho como {}",
    "ocupação": "Eu trabalho como {}",
    "trabalho": "Eu trabalho como {}",
    "cargo": "Eu trabalho como {}",
    "empresa": "Eu trabalho em {}",
    "empregador": "Eu trabalho em {}",
    "idade": "Eu tenho {} anos",
    "idiomas": "Eu falo {}",
    "línguas": "Eu falo {}",
    "dieta": "Eu sou {}",
}


def _pt_feminine(noun: str) -> bool:
    low = noun.lower()
    return low.endswith(("a", "ção", "dade", "gem", "ão")) and not low.endswith(("ma", "pa")) and low != "dia"


def _pt_rest_third(rest: str) -> str:
    rest = re.sub(r"\b(?:me|te)\s+(?=[^\W\d_])", "", rest, count=1) if re.match(r"^(?:me|te)\s", rest) else rest
    rest = re.sub(r"\beu\b", "o assistente", rest, flags=re.I)
    for pattern, third in _PT_REST_THIRD:
        rest = pattern.sub(third, rest)
    return rest


def _pt_rest_first(rest: str) -> str | None:
    if _PT_ASSISTANT.search(rest):
        return None
    rest = re.sub(r"\b(?:seu|teu)\b", "meu", rest)
    rest = re.sub(r"\b(?:sua|tua)\b", "minha", rest)
    rest = re.sub(r"\b(?:seus|teus)\b", "meus", rest)
    rest = re.sub(r"\b(?:suas|tuas)\b", "minhas", rest)
    return re.sub(r"\b(?:você|tu)\b", "eu", rest, flags=re.I)


def _pt_verb_phrase(rest: str, *, second: bool) -> tuple[str, str | None] | None:
    words = rest.split(" ")
    lead: list[str] = []
    while words and words[0].lower() in {"também", "ainda", "já", "sempre", "geralmente", "atualmente", "agora"}:
        lead.append(words.pop(0))
    reflexive_third = reflexive_first = ""
    # "Você me pediu …": "me" is the assistant, who becomes the verb's object.
    to_assistant = bool(words) and words[0].lower() == "me"
    if to_assistant:
        words.pop(0)
    if words and words[0].lower() in {"se", "te"}:
        words.pop(0)
        reflexive_third, reflexive_first = "se", "me"
    if words and words[0].lower() == "não":
        lead.append(words.pop(0))
    if not words or not words[0]:
        return None
    verb, tail = words[0], " ".join(words[1:])
    third = L.pt_second_to_third(verb) if second else verb.lower()
    clitic = ""
    if "-" in third:  # "chama-se", "mudou-se"
        third, clitic = third.split("-", 1)
        reflexive_third, reflexive_first = "", ""
    if not L.pt_is_verb(third):
        return None
    first = L.pt_first_singular(third)
    third_verb = f"{third}-{clitic}" if clitic else third
    third_phrase = _join(
        *lead, reflexive_third, third_verb, "ao assistente" if to_assistant else "", _pt_rest_third(tail)
    )
    first_tail = _pt_rest_first(tail)
    if first is None or first_tail is None or to_assistant:
        return third_phrase, None
    first_verb = f"{first}-me" if clitic == "se" else first
    return third_phrase, _join(*lead, reflexive_first, first_verb, first_tail)


def _pt_imperative(text: str) -> bool:
    """ "Responda em português", "Não use emojis"; not "Usa Neovim" or "Não gosta de emojis" (statements)."""
    words = [w.lower().rstrip(",") for w in text.split()[:2]]
    if not words:
        return False
    if words[0] in {"não", "nunca", "sempre"}:
        return len(words) > 1 and words[1] in L.PT_IMPERATIVE and words[1] not in L.PT_VERBS_3SG
    return words[0] in L.PT_IMPERATIVE and words[0] not in L.PT_VERBS_3SG


def voice_pt(text: str) -> Voiced:
    word, rest = _split_first(text)
    low = word.lower()
    lowered = text.lower()
    if low in L.PT_SECOND:
        phrase = _pt_verb_phrase(rest, second=low == "tu")
        if phrase is not None:
            first = None if phrase[1] is None else _join("Eu", phrase[1])
            return Voiced("pt", _join("O usuário", phrase[0]), first, "second")
    possessive = low
    tail = rest
    if low in {"o", "a", "os", "as"} and rest.split(" ", 1)[0].lower() in _PT_POSSESSIVE:
        possessive, tail = _split_first(rest)
        possessive = possessive.lower()
    if possessive in _PT_POSSESSIVE and tail:
        article, mine = _PT_POSSESSIVE[possessive]
        noun, after = _split_first(tail)
        first_tail = _pt_rest_first(tail)
        return Voiced(
            "pt",
            _join(article, noun, "do usuário", _pt_rest_third(after)),
            None if first_tail is None else _join(mine, first_tail),
            "second",
        )
    for subject in (*L.PT_THIRD, *L.PT_THIRD_PRONOUNS):
        if lowered.startswith(subject + " "):
            phrase = _pt_verb_phrase(text[len(subject) + 1 :], second=False)
            if phrase is not None:
                first = None if phrase[1] is None else _join("Eu", phrase[1])
                return Voiced("pt", _join("O usuário", phrase[0]), first, "third")
    if _pt_imperative(text) or lowered.startswith(("por favor", "chame-me")):
        body = re.sub(r"^por favor,?\s*", "", text, flags=re.I)
        return Voiced("pt", "O usuário pede que o assistente " + _low(_pt_rest_third(body)), body, "imperative")
    phrase = _pt_verb_phrase(_low(text), second=False)
    if phrase is not None:
        first = None if phrase[1] is None else _join("Eu", phrase[1])
        return Voiced("pt", _join("O usuário", phrase[0]), first, "subjectless")
    if re.match(r"^[^\W\d_]{3,}(?:ando|endo|indo)$", low) and rest:
        first_rest = _pt_rest_first(_low(text))
        return Voiced(
            "pt",
            "O usuário está " + _pt_rest_third(_low(text)),
            None if first_rest is None else "Eu estou " + first_rest,
            "subjectless",
        )
    kv = key_value(text)
    if kv is not None:
        key, value = kv
        template = _PT_KEYS.get(key.lower())
        feminine = _pt_feminine(key.split()[0])
        mine = "Minha" if feminine else "Meu"
        first = template.format(value) if template else f"{mine} {key.lower()} é {value}"
        article = "A" if feminine else "O"
        return Voiced("pt", f"{article} {key.lower()} do usuário é {value}", first, "key_value")
    words = text.split()
    if len(words) == 1 or low in {"um", "uma"}:
        return Voiced("pt", f"O usuário é {_low(text)}", f"Eu sou {_low(text)}", "fragment")
    return Voiced("pt", f"Sobre o usuário: {_pt_rest_third(text)}", None, "fragment")


def voice(text: str, language: str) -> Voiced:
    """Both renderings of one fact (``language`` is "en" or "pt")."""
    text = text.strip().rstrip(".;").strip()
    return voice_pt(text) if language == "pt" else voice_en(text)
