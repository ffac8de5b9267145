"""Statements that a fact no longer holds: "I'm not vegetarian anymore", "já não trabalho no banco".

Such a sentence names an old fact without a new value, so the rules, which read positive statements, find nothing
in it, and the old memory would stay current. This module reads it as a *retraction*: a table per language of
cessation phrasings ("no longer X", "X anymore", "deixei de X", "já não X", "saí da X") gives back the positive
statement each takes back ("I'm vegetarian", "trabalho no banco"); the language's own rules read that statement,
and what they find is the fact retracted. Consolidation then retracts the active memories it covers
(docs/consolidation.md, "Retractions"). A retraction can only take back a fact that was said before, with the
same attribute and object, so a phrasing read too widely ("I left my keys" read as "I work at my keys") retracts
nothing.

Sentences that are questions or hypotheses ("should I quit my job at Acme?", "se eu deixasse de ser vegetariana")
are not read: they say nothing about what changed. Only the words of the table are language data; adding a
language means adding its phrasings to :data:`PHRASINGS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

#: A positive statement built from a cessation phrase's match (one phrase may take back several readings:
#: "I left Acme" is a job or a home, whichever was said before).
Rewrite = Callable[[re.Match[str]], tuple[str, ...]]


@dataclass(frozen=True)
class Phrasing:
    language: str
    pattern: re.Pattern[str]
    rewrite: Rewrite


#: Where the object of a cessation phrase ends: the end of the clause.
_REST = r"(?P<rest>[^,.;:!?()]+?)"
_STOP = (
    r"$|[,.;:!?()]|\s+(?:but|and|so|now|because|since|before|after|when|until|lol|haha|tbh|btw|mas|e|agora|porque"
    r"|pois|então|entao|antes|depois|quando|até|desde)\b"
    # when it happened is not part of the fact: "I stopped being vegan last year", "saí da Sonae há um mês"
    r"|\s+(?:last\s+(?:year|month|week|summer|winter|spring|autumn)|this\s+(?:year|month|week)|(?:\w+\s+){1,3}ago|recently"
    r"|in\s+\d{4}|since\s+\d{4}|h[áa]\s+\w+|desde\b|em\s+\d{4}|(?:no|o)\s+ano\s+passado|ano\s+passado"
    r"|(?:no|o)\s+m[êe]s\s+passado|ontem|yesterday)\b"
)
_END = r"\s*(?=" + _STOP + r")"
_EN_I = r"(?:^|(?<=[\s,;:(]))(?:i|we)\s+"
_EN_IM = r"(?:^|(?<=[\s,;:(]))(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+"
_ANYMORE = r"\s+any\s?more"


def _en(template: str) -> Rewrite:
    return lambda m: (template.format(**{k: v.strip() for k, v in m.groupdict().items() if v}),)


_PT_IRREGULAR = {
    "ser": "sou", "estar": "estou", "ter": "tenho", "ir": "vou", "fazer": "faço", "ver": "vejo", "dizer": "digo",
    "poder": "posso", "querer": "quero", "sair": "saio", "ouvir": "ouço", "pedir": "peço", "dormir": "durmo",
    "seguir": "sigo", "vestir": "visto", "sentir": "sinto",
}  # fmt: skip


def _pt_present(infinitive: str) -> str:
    """First person singular present of a Portuguese infinitive ("trabalhar" → "trabalho", "ser" → "sou")."""
    word = infinitive.lower()
    if word in _PT_IRREGULAR:
        return _PT_IRREGULAR[word]
    if word.endswith(("ar", "er", "ir")) and len(word) > 3:
        return word[:-2] + "o"
    return word


def _pt_infinitive(m: re.Match[str]) -> tuple[str, ...]:
    return (f"{_pt_present(m.group('verb'))} {m.group('rest').strip()}",)


def _pt_left(m: re.Match[str]) -> tuple[str, ...]:
    """ "Saí da Monzo" / "Saí de Lisboa": a workplace or a home, whichever the user had said."""
    prep, rest = m.group("prep").lower(), m.group("rest").strip()
    at = {"do": "no", "da": "na", "dos": "nos", "das": "nas"}.get(prep, "em")
    return (f"trabalho {at} {rest}", f"moro {at} {rest}")


def _pt_not_at(m: re.Match[str]) -> tuple[str, ...]:
    """ "Já não estou no São João": at a workplace or in a city."""
    prep, rest = m.group("prep").lower(), m.group("rest").strip()
    return (f"trabalho {prep} {rest}", f"moro {prep} {rest}")


def _en_left(m: re.Match[str]) -> tuple[str, ...]:
    rest = m.group("rest").strip()
    return (f"I work at {rest}", f"I live in {rest}")


_EN = "en"
_PT = "pt"
_PT_NOT = r"(?:^|(?<=[\s,;:(]))(?:eu\s+|n[óo]s\s+)?(?:j[áa]\s+n[ãa]o|n[ãa]o\s+mais)\s+"

#: Cessation phrasings, English and Portuguese: the match, and the positive statements it takes back.
PHRASINGS: tuple[Phrasing, ...] = tuple(
    Phrasing(language, re.compile(pattern, re.I), rewrite)
    for language, pattern, rewrite in (
        # "I'm no longer vegan", "I'm not vegetarian anymore", "im not a student any more"
        (_EN, _EN_IM + r"no\s+longer\s+" + _REST + _END, _en("I'm {rest}")),
        (_EN, _EN_IM + r"not\s+" + _REST + _ANYMORE + _END, _en("I'm {rest}")),
        # "I no longer live in Leeds", "I don't work at Google anymore", "I don't use the Samsung any more"
        (_EN, _EN_I + r"no\s+longer\s+" + _REST + _END, _en("I {rest}")),
        (_EN, _EN_I + r"(?:don'?t|do\s+not)\s+" + _REST + _ANYMORE + _END, _en("I {rest}")),
        # "I stopped being vegan", "I quit being a barista"
        (_EN, _EN_I + r"(?:stopped|quit|gave\s+up)\s+being\s+" + _REST + _END, _en("I'm {rest}")),
        # "I used to live in Leeds", "I used to be a teacher"
        (_EN, _EN_I + r"used\s+to\s+be\s+" + _REST + _END, _en("I'm {rest}")),
        (_EN, _EN_I + r"used\s+to\s+(?!be\b)" + _REST + _END, _en("I {rest}")),
        # "I quit my job at Tesco", "I left Acme", "we moved away from Leeds", "we just moved from leeds to york"
        (
            _EN,
            _EN_I + r"(?:just\s+)?(?:quit|left)\s+(?:my\s+(?:job|position|role)\s+(?:at|with|in)\s+)?" + _REST + _END,
            _en_left,
        ),
        (
            _EN,
            _EN_I
            + r"(?:just\s+|have\s+just\s+|'ve\s+just\s+)?moved\s+(?:away\s+)?(?:out\s+of|from)\s+"
            + _REST
            + r"(?=\s+to\b|\s*(?:"
            + _STOP
            + r"))",
            _en("I live in {rest}"),
        ),
        # "got rid of the windows laptop"
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:i\s+|we\s+)?(?:got\s+rid\s+of|sold|ditched)\s+" + _REST + _END,
            _en("I use {rest}"),
        ),
        # "I switched from Windows to Linux", "swapped my Android for an iPhone": the tool left behind
        (
            _EN,
            _EN_I + r"(?:just\s+|finally\s+)?(?:switched|migrated|moved)\s+(?:over\s+)?from\s+(?:my\s+|the\s+|an?\s+)?"
            r"(?P<rest>[^,.;:!?()]+?)\s+to\b",
            _en("I use {rest}"),
        ),
        (
            _EN,
            _EN_I + r"(?:just\s+|finally\s+)?(?:swapped|traded|replaced)\s+(?:my\s+|the\s+|an?\s+)?"
            r"(?P<rest>[^,.;:!?()]+?)\s+(?:for|with)\b",
            _en("I use {rest}"),
        ),
        # "I broke up with my girlfriend Kai", "I split up with Kai", "me and kai broke up", "kai and I split up"
        (
            _EN,
            _EN_I + r"(?:broke|split)\s+up\s+with\s+(?:my\s+(?:girlfriend|boyfriend|partner|gf|bf)\s+)?"
            r"(?P<rest>[a-z][\w-]*)",
            _en("My partner {rest} is great"),
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))me\s+(?:and|n|&)\s+(?P<rest>[a-z][\w-]*)\s+(?:broke|split)\s+up\b",
            _en("My partner {rest} is great"),
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?P<rest>[a-z][\w-]*)\s+and\s+i\s+(?:broke|split)\s+up\b",
            _en("My partner {rest} is great"),
        ),
        # "já não trabalho no banco", "não sou mais vegetariano", "já não moro em Lisboa"
        (
            _PT,
            _PT_NOT + r"(?P<verb>sou|trabalho|moro|vivo|uso|tenho|como|bebo|jogo|toco|falo|estudo)\s+" + _REST + _END,
            lambda m: (f"{m.group('verb')} {m.group('rest').strip()}",),
        ),
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?n[ãa]o\s+(?P<verb>sou|trabalho|moro|vivo|uso|tenho|como|bebo)\s+mais\s+"
            + _REST
            + _END,
            lambda m: (f"{m.group('verb')} {m.group('rest').strip()}",),
        ),
        # "já não estou no São João"
        (_PT, _PT_NOT + r"estou\s+(?P<prep>n[oa]s?|em)\s+" + _REST + _END, _pt_not_at),
        # "deixei de ser vegetariana", "parei de trabalhar na Sonae", "costumava morar no Porto"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:deixei|parei|desisti)\s+de\s+(?P<verb>\w+(?:ar|er|ir|ôr))\s+"
            + _REST
            + _END,
            _pt_infinitive,
        ),
        (_PT, r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?costumava\s+(?P<verb>\w+(?:ar|er|ir))\s+" + _REST + _END, _pt_infinitive),
        # "Saí da Monzo", "saí do banco", "saímos de Lisboa", "mudei-me de Lisboa para o Porto"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+|n[óo]s\s+)?(?:sa[íi]|sa[íi]mos)\s+(?P<prep>d[oa]s?|de)\s+" + _REST + _END,
            _pt_left,
        ),
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+|n[óo]s\s+)?(?:mudei|mudamos|mudámos)(?:-(?:me|nos))?\s+"
            r"(?P<prep>d[oa]s?|de)\s+(?P<rest>[^,.;:!?()]+?)\s+(?:para|pra|pro)\b",
            lambda m: (f"moro em {m.group('rest').strip()}",),
        ),
        # "troquei o Android por um iPhone", "troquei o meu portátil pelo Mac": the device or tool left behind
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?troquei\s+(?:[oa]\s+|d[oa]\s+|de\s+)?(?:meu\s+|minha\s+)?"
            r"(?P<rest>[^,.;:!?()]+?)\s+(?:por|pel[oa]|para)\b",
            lambda m: (f"uso {m.group('rest').strip()}",),
        ),
        # "terminei com o Kai", "acabei o namoro com a Rita"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:terminei|acabei(?:\s+o\s+namoro)?)\s+com\s+(?:o|a)\s+"
            r"(?:meu\s+namorado\s+|minha\s+namorada\s+)?(?P<rest>[A-ZÀ-Ý][\w-]*)",
            lambda m: (f"O meu namorado {m.group('rest')} é ótimo",),
        ),
    )
)

#: Any word a phrasing needs: messages without one are not read (the bulk of messages).
_TRIGGER = re.compile(
    r"\bany\s?more\b|\bno\s+longer\b|\bused\s+to\b|\b(?:stopped|quit|gave\s+up)\s+being\b|\b(?:i|we)\s+(?:just\s+)?"
    r"(?:quit|left)\b|\bmoved\s+(?:away\s+)?(?:from|out\s+of)\b|\bgot\s+rid\b|\bsold\b|\bditched\b|\b(?:broke|split)\s+up\b"
    r"|\bj[áa]\s+n[ãa]o\b|\bn[ãa]o\s+\w+\s+mais\b|\b(?:deixei|parei|desisti)\s+de\b|\bcostumava\b"
    r"|\bsa[íi](?:mos)?\s+d[aoe]s?\b|\bmud(?:ei|amos|ámos)(?:-(?:me|nos))?\s+d[aoe]s?\b|\bterminei\s+com\b"
    r"|\bacabei\b|\btroquei\b|\b(?:switched|migrated|moved)\s+(?:over\s+)?from\b|\b(?:swapped|traded|replaced)\b",
    re.I,
)
#: A question or a hypothesis says nothing about what changed.
_UNREAL = re.compile(
    r"\?|\b(?:if|what\s+if|should|would|could|might|maybe|thinking\s+(?:of|about)|considering|se|e\s+se|devo|devia"
    r"|deveria|seria|talvez|estou\s+a\s+pensar|estou\s+pensando|pensando\s+em)\b",
    re.I,
)


@dataclass(frozen=True)
class Cessation:
    """A clause that takes a fact back, and the positive statements (in the rules' language) it takes back."""

    language: str
    clause: str
    statements: tuple[str, ...]


def cessations(sentences: Iterator[str] | list[str]) -> list[Cessation]:
    """The cessation clauses of a message's sentences (already cleaned of pasted text)."""
    found: list[Cessation] = []
    for sentence in sentences:
        if not _TRIGGER.search(sentence) or _UNREAL.search(sentence):
            continue
        for phrasing in PHRASINGS:
            for match in phrasing.pattern.finditer(sentence):
                statements = tuple(s for s in phrasing.rewrite(match) if s.strip())
                if not any(c.isupper() for c in sentence):
                    # the rules tell names by case only when the user wrote some capitals
                    statements = tuple(s.lower() for s in statements)
                if statements:
                    found.append(Cessation(phrasing.language, match.group(0).strip(), statements))
    return found


#: Words without which no phrasing can match: a substring test is much cheaper than :data:`_TRIGGER`.
_KEYWORDS = (
    "any", "longer", "used to", "being", "quit", "left", "moved", "rid", "sold", "ditched", " up", "não", "nao",
    "deixei", "parei", "desisti", "costumava", "saí", "sai", "mud", "terminei", "acabei",
    "troquei", "switched", "migrated", "swapped", "traded", "replaced",
)  # fmt: skip


def may_retract(text: str) -> bool:
    """Cheap test: could this message hold a cessation phrase at all?"""
    lower = text.lower()
    return any(word in lower for word in _KEYWORDS) and _TRIGGER.search(text) is not None
