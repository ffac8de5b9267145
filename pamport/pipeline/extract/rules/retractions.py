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

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import at_word_starts, by_first_letter
from pamport.pipeline.extract.rules.phrases import contains_any

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
    r"$|[,.;:!?()]|\s+(?:i|i'?ve|i'?m|we|we'?ve|we'?re)\s|\s+(?:is|was|has|had|would|will|does|did|are|were|might)\s|\s+(?:but|and|so|now|because|since|before|after|when|until|lol|haha|tbh|btw|mas|e|agora|porque"
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
    if m.group("verb").lower() == "aprender":
        return (f"estou a aprender {m.group('rest').strip()}",)  # a goal, as the rules read it
    return (f"{_pt_present(m.group('verb'))} {m.group('rest').strip()}",)


def _pt_left(m: re.Match[str]) -> tuple[str, ...]:
    """ "Saí da Monzo" / "Saí de Lisboa": a workplace or a home, whichever the user had said."""
    prep, rest = m.group("prep").lower(), m.group("rest").strip()
    at = {"do": "no", "da": "na", "dos": "nos", "das": "nas"}.get(prep, "em")
    return (f"trabalho {at} {rest}", f"moro {at} {rest}")


_PT_AT = {"do": "no", "da": "na", "dos": "nos", "das": "nas"}


def _pt_not_at(m: re.Match[str]) -> tuple[str, ...]:
    """ "Já não estou no São João": at a workplace or in a city."""
    prep, rest = m.group("prep").lower(), m.group("rest").strip()
    return (f"trabalho {prep} {rest}", f"moro {prep} {rest}")


def _named(rest: str) -> str:
    """An organisation or place typed in lower case ("since leaving google"), as the rules know a name."""
    return rest.title() if rest.islower() else rest


def _en_left(m: re.Match[str]) -> tuple[str, ...]:
    rest = _named(m.group("rest").strip())
    return (f"I work at {rest}", f"I live in {rest}")


def _en_job(m: re.Match[str]) -> tuple[str, ...]:
    return (f"I work at {_named(m.group('rest').strip())}",)


def _any_job(m: re.Match[str]) -> tuple[str, ...]:
    """ "I quit my job": the employer, whichever it was (``fact/employer/any employer`` covers any, see slotkeys)."""
    return ("I work at Any Employer",)


#: Rewrites that name an organisation or a place themselves, so the statement keeps their case.
_KEEPS_CASE: frozenset[object] = frozenset({_en_left, _en_job, _any_job})


#: English gerunds of the verbs a stopped habit is said with, as the rules read them in the first person.
_GERUNDS = {
    "playing": "play", "using": "use", "driving": "drive", "living": "live", "working": "work", "speaking": "speak",
    "studying": "study", "teaching": "teach", "running": "run", "doing": "do", "practising": "practise",
    "practicing": "practice", "coding": "code", "writing": "write", "learning": "learn",
}  # fmt: skip


def _en_habit(m: re.Match[str]) -> tuple[str, ...]:
    """ "stopped playing guitar" → "I play guitar"; "gave up driving the van" → "I drive the van"; "stopped learning
    Spanish" → "I'm learning Spanish" (a goal, as the rules read it)."""
    verb, rest = m.group("verb").lower(), m.group("rest").strip()
    if verb == "learning":
        return (f"I'm learning {rest}",)
    return (f"I {_GERUNDS[verb]} {rest}",)


#: Kinds of partner an "ex-" names: the attribute that person held ("my ex-wife Ana" was a spouse).
_EX_SPOUSE = r"wife|husband|mulher|esposa|marido"
_EX_PARTNER = r"girlfriend|boyfriend|partner|gf|bf|fianc[ée]e?|namorad[oa]|companheir[oa]|noiv[oa]"


def _ex(m: re.Match[str]) -> tuple[str, ...]:
    """ "my ex-wife Ana" / "a minha ex-mulher Rita": Ana was the spouse, and is no longer."""
    name, kind = m.group("rest"), (m.group("kind") or "").lower()
    if re.fullmatch(_EX_SPOUSE, kind):
        return (f"My wife {name} is great",)
    if kind:
        return (f"My partner {name} is great",)
    return (f"My wife {name} is great", f"My partner {name} is great")


#: Pets and their kinds: "my dog Max passed away", "o meu cão morreu" (a pet named or only by its kind).
_PET = (
    r"dog|cat|puppy|kitten|rabbit|bunny|hamster|parrot|budgie|tortoise|c[ãa]o|c[ãa]ozinho|cadela|cachorr[oa]|gat[oa]"
    r"|gatinh[oa]|coelh[oa]|periquito|papagaio|tartaruga"
)
_PET_EN = {
    "cão": "dog", "cao": "dog", "cãozinho": "dog", "caozinho": "dog", "cadela": "dog", "cachorro": "dog",
    "cachorra": "dog", "gato": "cat", "gata": "cat", "gatinho": "cat", "gatinha": "cat", "coelho": "rabbit",
    "coelha": "rabbit", "periquito": "budgie", "papagaio": "parrot", "tartaruga": "tortoise",
}  # fmt: skip


def _pet(m: re.Match[str]) -> tuple[str, ...]:
    kind = m.group("kind").lower()
    kind = _PET_EN.get(kind, kind)
    name = m.group("rest")
    if name:
        return (f"My {kind} {name} is lovely",)
    return (f"I have a {kind}",)


#: "sold my focus": "my" and "the" are not part of what was owned.
_OWNED = rx.compile(r"^(?:my|the|our|an?)\s+", re.I)

#: Degrees a student is said to study for ("a PhD student", "estudante de mestrado").
_DEGREES_EN = {"phd": "PhD", "masters": "master's", "master's": "master's", "ma": "MA", "msc": "MSc", "mba": "MBA",
               "doctorate": "PhD", "dissertation": "", "thesis": ""}  # fmt: skip


def _en_graduated(m: re.Match[str]) -> tuple[str, ...]:
    degree = _DEGREES_EN.get((m.group("what") or "").lower(), "")
    return ("I'm a student", f"I'm a {degree} student") if degree else ("I'm a student",)


def _pt_graduated(m: re.Match[str]) -> tuple[str, ...]:
    what = (m.group("what") or "").lower()
    if what in {"mestrado", "doutoramento", "doutorado", "licenciatura", "medicina", "direito"}:
        return ("sou estudante", f"sou estudante de {what}")
    return ("sou estudante",)


#: Names that are no one's: "it died", "everyone died", "the battery died".
_NOT_A_NAME = frozenset(
    {
        "it", "he", "she", "they", "everyone", "everybody", "someone", "nobody", "one", "that", "this", "what",
        "which", "who", "phone", "laptop", "battery", "car", "plant", "plants", "ele", "ela", "eles", "elas", "isso",
        "isto", "tudo", "todos", "alguém", "ninguém", "telemóvel", "telemovel", "celular", "bateria", "carro",
        "the", "a", "an", "my", "me", "up", "off", "out", "your", "his", "her", "our", "their", "in", "to",
    }
)  # fmt: skip


def _died(m: re.Match[str]) -> tuple[str, ...]:
    """ "Biscuit died last week", "o Tareco morreu": whoever had that name, a pet, a spouse or a partner."""
    name = m.group("rest")
    if name.lower() in _NOT_A_NAME:
        return ()
    return (f"My dog {name} is lovely", f"My wife {name} is great", f"My partner {name} is great")


def _owned_kind(m: re.Match[str]) -> tuple[str, ...]:
    """ "I don't have a dog anymore", "we rehomed our dog", "doámos o cão": whichever dog it was."""
    kind = m.group("kind").lower()
    return (f"I have a {_PET_EN.get(kind, kind)}",)


def _en_not_in_years(m: re.Match[str]) -> tuple[str, ...]:
    """ "I haven't played guitar in years" → "I play guitar"; "haven't driven the van for ages" → "I drive the van"."""
    verb = {"driven": "drive", "used": "use"}.get(m.group("verb").lower(), "play")
    return (f"I {verb} {m.group('rest').strip()}",)


#: The relation an unnamed partner held ("my wife and I separated" ends a wife, whoever she was).
_RELATION_KIND = {"wife": "wife", "husband": "husband", "gf": "girlfriend", "bf": "boyfriend",
                  "girlfriend": "girlfriend", "boyfriend": "boyfriend"}  # fmt: skip
#: Jobs said by what they are to do: "not teaching anymore" ends being a teacher.
_DOERS = {"teaching": "teacher", "nursing": "nurse", "lecturing": "lecturer", "tutoring": "tutor"}


_EN = "en"
_PT = "pt"
_PT_NOT = r"(?:^|(?<=[\s,;:(]))(?:eu\s+|n[óo]s\s+)?(?:j[áa]\s+n[ãa]o|n[ãa]o\s+mais)\s+"

#: Cessation phrasings, English and Portuguese: the match, and the positive statements it takes back.
PHRASINGS: tuple[Phrasing, ...] = tuple(
    Phrasing(language, rx.compile(pattern, re.I), rewrite)
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
            r"(?:^\s*|(?<=[,;:(])\s*|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)(?:just\s+|finally\s+)?(?:got\s+rid\s+of|sold|ditched)\s+"
            + _REST
            # "ditched windows for linux mint": what came instead is the new value
            + r"(?=\s+(?:for|in\s+favou?r\s+of)\s|\s*(?:"
            + _STOP
            + r"))",
            lambda m: (f"I use {m.group('rest').strip()}", f"I drive a {_OWNED.sub('', m.group('rest').strip())}"),
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
        # "since leaving Google I …", "after quitting Monzo", "since I left the bank": a workplace or a home
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:ever\s+)?(?:since|after)\s+(?:i\s+|we\s+)?(?:leaving|quitting|left|quit)\s+"
            r"(?:my\s+(?:job|position|role)\s+(?:at|with|in)\s+)?"
            # "since leaving Leeds would mean …" is about leaving, not a leaving
            r"(?P<rest>(?:(?!\s(?:is|would|will|might|could|seems|sounds|was|means)\b)[^,.;:!?()])+?)"
            r"(?!\s+(?:is|would|will|might|could|seems|sounds|was|means)\b)" + _END,
            _en_left,
        ),
        # "I got laid off from Amazon", "got fired from Tesco", "I resigned from Deloitte", "was let go by Meta",
        # "I handed in my notice at Aldi": the employer, which is no longer one
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))i\s+)(?:just\s+)?(?:(?:got|was|been|have\s+been|'ve\s+been)\s+(?:laid\s+off|fired|let\s+go|"
            r"made\s+redundant|sacked)|resigned|retired|handed\s+in\s+my\s+notice)\s+(?:from|by|at)\s+" + _REST + _END,
            _en_job,
        ),
        # "stopped playing guitar years ago", "I gave up driving": a habit or skill given up, with or without "I"
        (
            _EN,
            r"(?:^\s*|(?<=[,;:(])\s*|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)(?:have\s+|'ve\s+)?(?:stopped|quit|gave\s+up|given\s+up)\s+"
            r"(?P<verb>" + "|".join(_GERUNDS) + r")\s+" + _REST + _END,
            _en_habit,
        ),
        # "gave up on spanish", "I've given up on the guitar": something learnt or practised ("almost gave up on it"
        # is no giving up)
        (
            _EN,
            r"(?:^\s*|(?<=[,;:(])\s*|(?:^|(?<=[\s,;:(]))(?:i|we)(?:\s+have\s+|'ve\s+|\s+))(?:finally\s+|just\s+)?"
            r"(?:gave|given)\s+up\s+on\s+(?:learning\s+|the\s+|my\s+)?" + _REST + _END,
            lambda m: (f"I'm learning {m.group('rest').strip()}", f"I play {m.group('rest').strip()}"),
        ),
        # "my ex-wife Ana", "my ex Sara", "my ex husband paul": that person is no longer the spouse or partner
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))my\s+ex(?:-|\s+)?(?P<kind>" + _EX_SPOUSE + "|" + _EX_PARTNER + r")?"
            r"(?:\s*[,(]\s*|\s+(?:is\s+|was\s+)?(?:called|named)\s+|\s+)"
            r"(?!is\b|was\b|and\b|has\b|wants\b|said\b|keeps\b|called\b|texted\b)(?P<rest>[a-z][\w-]*)",
            _ex,
        ),
        # "Ana, my ex-wife, wants the house": the name before its relation
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?P<rest>(?-i:[A-Z])[\w-]*|[a-z][\w-]*)\s*[,(]\s*my\s+ex(?:-|\s+)?(?P<kind>"
            + _EX_SPOUSE
            + "|"
            + _EX_PARTNER
            + r")?(?![\w-])",
            _ex,
        ),
        # "we split up", "we broke up in march", "we're not together anymore", "sam and i are no longer together"
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))we\s+(?:just\s+|finally\s+|have\s+|'ve\s+)?(?:broke|split|broken|splitted)\s+up"
            r"(?!\s+(?:the|a|an|our|my|it|this|that|with)\b)",
            lambda m: ("I have a partner",),
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:we'?re|we\s+are)\s+(?:no\s+longer|not)\s+together",
            lambda m: ("I have a partner",),
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:me\s+(?:and|n|&)\s+(?P<rest>[a-z][\w-]*)|(?P<name>[a-z][\w-]*)\s+and\s+i)\s+"
            r"(?:are|r)\s+(?:no\s+longer|not)\s+together",
            lambda m: (f"My partner {m.group('rest') or m.group('name')} is great",),
        ),
        # "my dog Max passed away", "our cat died", "we had to put Luna down", "lost my dog last week"
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:my|our)\s+(?:old\s+|lovely\s+|poor\s+)?(?P<kind>" + _PET + r")\s*,?\s*"
            r"(?P<rest>[a-z][\w-]*)?,?\s+(?:just\s+|sadly\s+)?(?:passed\s+away|died|passed|was\s+put\s+down)\b",
            _pet,
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:i|we)\s+(?:just\s+)?(?:had\s+to\s+put|put)\s+(?:(?:my|our)\s+(?P<kind>"
            + _PET
            + r")\s+)?(?P<rest>[a-z][\w-]*)\s+down\b",
            lambda m: (
                f"My {_PET_EN.get((m.group('kind') or 'pet').lower(), m.group('kind') or 'dog')} "
                f"{m.group('rest')} is lovely",
            ),
        ),
        # "I graduated", "I finished my PhD", "just graduated from UCL": no longer a student (of that degree)
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)(?:just\s+|finally\s+|have\s+|'ve\s+)?(?:graduated\b"
            r"|(?:finished|completed)\s+(?:my\s+)?(?P<what>degree|phd|masters|master's|ma|msc|mba|studies|course|uni"
            r"|university|college|dissertation|thesis|doctorate)\b)",
            _en_graduated,
        ),
        # "I quit my job", "lost my job last week", "got laid off", "I got fired": whatever the employer was
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)(?:just\s+|have\s+|'ve\s+)?(?:quit|left|lost|resigned\s+from)\s+"
            r"my\s+(?:(?:day|full-time|full\s+time|old|corporate)\s+)?job\b(?!\s+(?:at|with|in)\b)",
            _any_job,
        ),
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))i\s+)(?:just\s+)?(?:got|was|have\s+been|'ve\s+been)\s+(?:laid\s+off|fired|sacked"
            r"|made\s+redundant|let\s+go)\b(?!\s+(?:from|by|at)\b)",
            _any_job,
        ),
        # "Mark and I divorced", "we got divorced", "me and kai separated"
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:me\s+(?:and|n|&)\s+(?P<rest>[a-z][\w-]*)|(?P<name>[a-z][\w-]*)\s+and\s+i|we)\s+"
            r"(?:got\s+|have\s+|'ve\s+|just\s+|finally\s+)?(?:divorced|separated)\b",
            lambda m: (
                (
                    f"My wife {m.group('rest') or m.group('name')} is great",
                    f"My partner {m.group('rest') or m.group('name')} is great",
                )
                if (m.group("rest") or m.group("name"))
                else ("I have a partner",)
            ),
        ),
        # "Biscuit died last week", "Tom passed away in January": a pet or partner named alone
        (
            _EN,
            r"(?:^|(?<=[,;:(]))\s*(?:our\s+)?(?:sweet\s+|old\s+|poor\s+)?(?P<rest>[a-z][\w-]*)\s+(?:sadly\s+|just\s+)?"
            r"(?:passed\s+away|died|was\s+put\s+down)\b",
            _died,
        ),
        # "I'm no longer with Ana", "not with Tom anymore": that partner
        (
            _EN,
            _EN_IM + r"(?:no\s+longer|not)\s+with\s+(?P<rest>(?!(?:the|my|a|an|them|it|that|this|you)\b)[a-z][\w-]*)"
            r"(?:" + _ANYMORE + r")?\s*(?=" + _STOP + r")",
            lambda m: (f"My partner {m.group('rest')} is great", f"My wife {m.group('rest')} is great"),
        ),
        # "I'm between jobs", "i'm unemployed now", "out of work since may", "went freelance": no employer now
        (
            _EN,
            _EN_IM + r"(?:now\s+|currently\s+)?(?:unemployed|between\s+jobs|out\s+of\s+work|jobless)\b",
            _any_job,
        ),
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))i\s+)(?:just\s+|finally\s+|have\s+|'ve\s+)?(?:went|gone)\s+"
            r"(?:freelance|self[- ]employed)\b",
            _any_job,
        ),
        # "I don't have a dog anymore", "we rehomed our dog", "gave away my cat": whichever pet of that kind it was
        (
            _EN,
            _EN_I + r"(?:don'?t|do\s+not|no\s+longer)\s+(?:have|own)\s+an?\s+(?P<kind>" + _PET + r")\b",
            _owned_kind,
        ),
        (
            _EN,
            r"(?:^\s*|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)(?:just\s+|finally\s+|had\s+to\s+)?(?:sold|sell|rehomed|rehome|gave\s+away"
            r"|give\s+away|got\s+rid\s+of)\s+(?:my|our|the)\s+(?:old\s+)?(?P<kind>" + _PET + r")\b"
            r"(?!\s+(?:seat|charger|keys|insurance|bed|food|toys?|cage|crate|lead|collar))",
            _owned_kind,
        ),
        # "I'm using Helix instead of Vim now", "using zed these days instead of vscode": the tool replaced ("use Go
        # instead of Python here" is a task, not a change)
        (
            _EN,
            r"(?:(?:^|(?<=[\s,;:(]))(?:i'?m|im|i\s+am|i|we'?re|we)\s+(?:now\s+|mostly\s+)?(?:use|using|on|run|running"
            r"|switched\s+to|moved\s+to|went\s+with|code\s+in|write\s+in)|(?:^\s*|(?<=[,;:(])\s*)(?:now\s+)?(?:using"
            r"|switched\s+to|moved\s+to|on))\s+[^,.;:!?()]+?\s+(?:instead\s+of|rather\s+than)\s+(?:my\s+|the\s+|an?\s+)?"
            + _REST
            + _END,
            _en("I use {rest}"),
        ),
        # "I haven't played guitar in years", "haven't touched the piano for ages": given up
        (
            _EN,
            _EN_I + r"(?:haven'?t|have\s+not|hadn'?t)\s+(?:really\s+)?(?P<verb>played|touched|used|driven)\s+"
            r"(?:my\s+|the\s+)?(?P<rest>[^,.;:!?()]+?)\s+(?:in|for)\s+(?:years|ages|a\s+long\s+time"
            r"|(?:\w+\s+)?(?:years|decades))\b",
            _en_not_in_years,
        ),
        # "no longer vegan, eating fish again", "not veggie anymore lol": said without "I'm"
        (_EN, r"(?:^\s*|(?<=[,;:(])\s*)no\s+longer\s+" + _REST + _END, _en("I'm {rest}")),
        (_EN, r"(?:^\s*|(?<=[,;:(])\s*)not\s+" + _REST + _ANYMORE + _END, _en("I'm {rest}")),
        # "my wife and I separated", "me and my boyfriend split up": that relation, whoever it was
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:my\s+(?P<kind>wife|husband|partner|girlfriend|boyfriend|gf|bf)\s+and\s+i|me\s+(?:and|n|&)\s+my\s+"
            r"(?P<kind2>wife|husband|partner|girlfriend|boyfriend|gf|bf))\s+(?:have\s+|'ve\s+|just\s+)?(?:got\s+)?"
            r"(?:separated|split\s+up|broke\s+up|divorced)\b",
            lambda m: (f"I have a {_RELATION_KIND.get((m.group('kind') or m.group('kind2')).lower(), 'partner')}",),
        ),
        # "I'm not teaching anymore", "left nursing last year": the job said by what it is to do
        (
            _EN,
            r"(?:^\s*|(?<=[,;:(])\s*|(?:^|(?<=[\s,;:(]))(?:i'?m|im|i\s+am)\s+)(?:not|no\s+longer)\s+"
            r"(?P<g>teaching|nursing|lecturing|tutoring)(?:" + _ANYMORE + r")?\b"
            r"|(?:^\s*|(?<=[,;:(])\s*|(?:^|(?<=[\s,;:(]))i\s+)(?:left|quit|gave\s+up)\s+"
            r"(?P<g2>teaching|nursing|lecturing|tutoring)\b",
            lambda m: (f"I'm a {_DOERS[(m.group('g') or m.group('g2')).lower()]}",),
        ),
        # "rip rex", "RIP Biscuit, he passed last night", "we lost Rex last week": a pet or partner named
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))(?:rip|r\.i\.p\.?)\s+(?:to\s+)?(?:my\s+|our\s+)?(?:(?:dog|cat|boy|girl|baby)\s+)?"
            r"(?P<rest>[a-z][\w-]*)",
            _died,
        ),
        (
            _EN,
            r"(?:^|(?<=[\s,;:(]))we\s+(?:just\s+|sadly\s+)?lost\s+(?:our\s+(?:dog|cat|puppy|kitten)\s+)?"
            r"(?P<rest>(?-i:[A-Z])[\w-]*)\b",
            _died,
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
        # "desisti do alemão", "desisti das aulas de piano": something learnt given up
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+)?(?<!quase\s)desisti\s+d[oa]s?\s+(?:curso\s+de\s+|aulas\s+de\s+)?"
            r"(?P<rest>(?!(?:emprego|trabalho|curso|ginásio|ginasio|plano|projeto|projecto)\b)[^,.;:!?()]+?)" + _END,
            lambda m: (f"estou a aprender {m.group('rest').strip()}", f"toco {m.group('rest').strip()}"),
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
        # "larguei o emprego no banco", "pedi demissão do Itaú", "fui despedida da Sonae", "fui demitido da Stone"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:larguei|deixei|perdi|despedi-me|me\s+despedi)\s+(?:o\s+(?:meu\s+)?)?(?:emprego|trabalho)\s+"
            r"(?P<prep>n[oa]s?|em|d[oa]s?)\s+" + _REST + _END,
            lambda m: (f"trabalho {_PT_AT.get(m.group('prep').lower(), m.group('prep'))} {m.group('rest').strip()}",),
        ),
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:pedi\s+(?:a\s+)?demiss[ãa]o|me\s+demiti|demiti-me|fui\s+(?:despedid[oa]|demitid[oa]|mandad[oa]\s+embora)"
            r"|larguei|me\s+despedi|despedi-me)\s+(?P<prep>d[oa]s?|n[oa]s?)\s+" + _REST + _END,
            lambda m: (f"trabalho {_PT_AT.get(m.group('prep').lower(), m.group('prep'))} {m.group('rest').strip()}",),
        ),
        # "a minha ex-mulher Rita", "meu ex-namorado Pedro", "a minha ex, a Joana"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:[oa]\s+)?(?:meu|minha)\s+ex(?:-|\s+)?(?P<kind>"
            + _EX_SPOUSE
            + "|"
            + _EX_PARTNER
            + r")?(?:\s*[,(]\s*|\s+(?:chama-se|se\s+chama|é\s+[oa])\s+|\s+)"
            r"(?:[oa]\s+)?(?![ée]\b|foi\b|est[áa]\b|quer\b|disse\b|e\b|tem\b|vai\b|mora\b)(?P<rest>[^\W\d_][\w-]*)",
            _ex,
        ),
        # "a Rita, a minha ex-mulher, …"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:[oa]\s+)?(?P<rest>(?-i:[A-ZÀ-Ý])[\w-]*)\s*[,(]\s*(?:[oa]\s+)?(?:meu|minha)\s+ex(?:-|\s+)?"
            r"(?P<kind>" + _EX_SPOUSE + "|" + _EX_PARTNER + r")?(?![\w-])",
            _ex,
        ),
        # "eu e o Pedro acabámos", "terminámos", "separámo-nos", "já não estamos juntos"
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))eu\s+e\s+[oa]\s+(?P<rest>[^\W\d_][\w-]*)\s+(?:acab[áa]mos|termin[áa]mos|nos\s+separ[áa]mos"
            r"|separ[áa]mo-nos|j[áa]\s+n[ãa]o\s+estamos\s+juntos|n[ãa]o\s+estamos\s+mais\s+juntos)\b",
            lambda m: (f"My partner {m.group('rest')} is great",),
        ),
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:n[óo]s\s+)?(?:acab[áa]mos(?:\s+o\s+namoro)?|termin[áa]mos(?:\s+o\s+namoro)?"
            r"|nos\s+separ[áa]mos|separ[áa]mo-nos|j[áa]\s+n[ãa]o\s+estamos\s+juntos|n[ãa]o\s+estamos\s+mais\s+juntos)"
            r"\s*(?=" + _STOP + r")",
            lambda m: ("I have a partner",),
        ),
        # "o meu cão morreu", "a nossa gata Mimi morreu", "o Bobi morreu" is left alone (a pet's name alone is
        # anyone's name)
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:[oa]\s+)?(?:meu|minha|nosso|nossa)\s+(?P<kind>" + _PET + r")\s*,?\s*(?:[oa]\s+)?"
            r"(?P<rest>[^\W\d_][\w-]*)?,?\s+(?:j[áa]\s+)?(?:morreu|faleceu|partiu|foi\s+abatid[oa])\b",
            _pet,
        ),
        # "acabei o curso", "terminei a faculdade", "concluí o mestrado": no longer a student
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+)?(?:acabei|terminei|conclu[íi])\s+(?:o\s+|a\s+)?(?:meu\s+|minha\s+)?"
            r"(?P<what>curso|faculdade|licenciatura|mestrado|doutoramento|doutorado|gradua[çc][ãa]o|universidade)\b",
            _pt_graduated,
        ),
        # "vendi o meu Clio", "vendi o carro": the car no longer owned
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?vendi\s+(?:[oa]\s+)?(?:meu\s+|minha\s+)?" + _REST + _END,
            lambda m: (f"tenho um {m.group('rest').strip()}", f"uso {m.group('rest').strip()}"),
        ),
        # "larguei o emprego", "perdi o emprego", "fiquei desempregada", "fui despedido": whatever the employer was
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:(?:larguei|perdi|deixei)\s+o\s+(?:meu\s+)?emprego(?!\s+(?:n[oa]s?|em|d[oa]s?)\s)"
            r"|fiquei\s+(?:sem\s+emprego|desempregad[oa])|fui\s+(?:despedid[oa]|demitid[oa]|mandad[oa]\s+embora)"
            r"(?!\s+(?:n[oa]s?|d[oa]s?)\s)|me\s+demitiram|demitiram-me|despediram-me|me\s+despediram)\b",
            _any_job,
        ),
        # "estou desempregada", "tô sem emprego", "estou sem trabalho": no employer now
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:estou|tô|to|tou|ando|fiquei)\s+(?:agora\s+)?(?:desempregad[oa]|sem\s+emprego"
            r"|sem\s+trabalho)\b",
            _any_job,
        ),
        # "já não tenho cão", "doámos o cão": whichever pet of that kind it was
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+n[ãa]o\s+tenho|n[ãa]o\s+tenho\s+mais)\s+(?:um\s+|uma\s+)?"
            r"(?P<kind>" + _PET + r")\b",
            _owned_kind,
        ),
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+|n[óo]s\s+)?(?:doei|doámos|doamos)\s+(?:o|a)\s+(?:meu\s+|minha\s+"
            r"|nosso\s+|nossa\s+)?(?P<kind>" + _PET + r")\b(?!\s+(?:d[oa]|de)\s)",
            _owned_kind,
        ),
        # "divorciei-me do Rui", "me separei da Ana": that person is no longer the spouse
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:me\s+divorciei|divorciei-me|me\s+separei|separei-me)\s+d[oa]\s+"
            r"(?:meu\s+marido\s+|minha\s+mulher\s+|minha\s+esposa\s+)?(?P<rest>(?-i:[A-ZÀ-Ý])[\w-]*)",
            lambda m: (f"My wife {m.group('rest')} is great", f"My partner {m.group('rest')} is great"),
        ),
        # "o Tareco morreu", "a Mimi faleceu": a pet or partner named alone
        (
            _PT,
            r"(?:^|(?<=[,;:(]))\s*(?:[oa]\s+)?(?:noss[oa]\s+)?(?P<rest>(?-i:[A-ZÀ-Ý])[\w-]*)\s+(?:j[áa]\s+)?(?:morreu|faleceu)\b",
            _died,
        ),
        # "uso o Obsidian em vez do Notion", "passei a usar Linux no lugar do Windows": the tool replaced
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:agora\s+)?(?:uso|usamos|estou\s+a\s+usar|estou\s+usando|tô\s+usando|passei\s+a\s+usar"
            r"|mudei\s+para|mudei\s+pra)\s+[^,.;:!?()]+?\s+(?:em\s+vez|no\s+lugar)\s+d[eoa]s?\s+(?:meu\s+|minha\s+)?"
            + _REST
            + _END,
            lambda m: (f"uso {m.group('rest').strip()}",),
        ),
        # "não toco guitarra há anos", "já não uso o Windows há meses" (the second read by "já não")
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?n[ãa]o\s+(?P<verb>toco|jogo|uso|conduzo|pratico)\s+(?P<rest>[^,.;:!?()]+?)\s+h[áa]\s+"
            r"(?:anos|meses|muito\s+tempo|imenso\s+tempo|bu[ée]\s+tempo|uma\s+eternidade|\w+\s+anos)\b",
            lambda m: (f"{m.group('verb')} {m.group('rest').strip()}",),
        ),
        # "já não dou aulas", "deixei de dar aulas": no longer a teacher
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+n[ãa]o\s+dou|n[ãa]o\s+dou\s+mais|deixei\s+de\s+dar|parei\s+de\s+dar)\s+aulas\b",
            lambda m: ("sou professor", "sou professora"),
        ),
        # "perdemos o Bobi", "perdi a Mimi na semana passada": a pet or partner named
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:n[óo]s\s+)?(?:perdemos|perdi)\s+(?:o|a)\s+(?:noss[oa]\s+|meu\s+|minha\s+)?"
            r"(?P<rest>(?-i:[A-ZÀ-Ý])[\w-]*)\b",
            _died,
        ),
        # "troquei o Android por um iPhone", "troquei o meu portátil pelo Mac": the device or tool left behind
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?troquei\s+(?:[oa]\s+|d[oa]\s+|de\s+)?(?:meu\s+|minha\s+)?"
            r"(?P<rest>[^,.;:!?()]+?)\s+(?:por|pel[oa]|para)\b",
            lambda m: (f"uso {m.group('rest').strip()}",),
        ),
        # "deixei o Windows de vez", "larguei o windows", "abandonei o Notion": a tool or system left behind (one
        # name, said as done: "deixei o carro na garagem" or "deixei a Ana na escola" go on and are not read)
        (
            _PT,
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+|finalmente\s+)?(?:deixei|larguei|abandonei)\s+(?:[oa]\s+)"
            r"(?:meu\s+|minha\s+)?(?P<rest>[^\W\d_][\w.+-]*(?:\s+\d+)?)(?:\s+(?:de\s+vez|para\s+sempre"
            r"|(?:para|pra)\s+tr[áa]s))?\s*(?=$|[,.;:!?()]|\s+(?:e|mas|agora|porque|pois|desde|h[áa])\b)",
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
_TRIGGER = rx.compile(
    r"\bany\s?more\b|\bno\s+longer\b|\bused\s+to\b|\b(?:stopped|quit|gave\s+up)\s+being\b|\b(?:i|we)\s+(?:just\s+)?"
    r"(?:quit|left)\b|\bmoved\s+(?:away\s+)?(?:from|out\s+of)\b|\bgot\s+rid\b|\bsold\b|\bditched\b|\b(?:broke|split)\s+up\b"
    r"|\bj[áa]\s+n[ãa]o\b|\bn[ãa]o\s+\w+\s+mais\b|\b(?:deixei|parei|desisti)\s+de\b|\bcostumava\b"
    r"|\bsa[íi](?:mos)?\s+d[aoe]s?\b|\bmud(?:ei|amos|ámos)(?:-(?:me|nos))?\s+d[aoe]s?\b|\bterminei\s+com\b"
    r"|\bacabei\b|\btroquei\b|\b(?:switched|migrated|moved)\s+(?:over\s+)?from\b|\b(?:swapped|traded|replaced)\b"
    r"|\b(?:since|after)\s+(?:i\s+|we\s+)?(?:leaving|quitting|left|quit)\b|\blaid\s+off\b|\bfired\b|\blet\s+go\b"
    r"|\bredundant\b|\bsacked\b|\bresigned\b|\bretired\s+from\b|\bmy\s+notice\b|\b(?:stopped|gave\s+up|given\s+up)\b"
    r"|\bquit\s+\w+ing\b|\bex\b|\btogether\b|\bpassed\s+away\b|\bdied\b|\bpassed\b|\bdown\b|\bgraduated\b"
    r"|\b(?:finished|completed)\s+my\b|\bfinished\s+(?:uni|university|college|school)\b"
    r"|\blarguei\b|\bdemiss[ãa]o\b|\bdemit|\bdespedi|\bmandad[oa]\s+embora\b|\bperdi\s+o\b"
    r"|\b(?:acab|termin|separ)[áa]mo|\bjuntos\b|\bmorreu\b|\bfaleceu\b|\bpartiu\b|\babatid[oa]\b"
    r"|\b(?:terminei|conclu[íi])\b|\bvendi\b|\b(?:quit|left|lost)\s+my\s+(?:\w+\s+)?job\b|\bdivorced\b|\bseparated\b"
    r"|\bdesempregad[oa]\b|\bsem\s+emprego\b|\bdemitiram\b|\bdespediram\b|\bdivorciei\b|\bseparei\b"
    r"|\bwith\s+\w+\s+any\s?more\b|\bno\s+longer\s+with\b|\bunemployed\b|\bbetween\s+jobs\b|\bout\s+of\s+work\b"
    r"|\binstead\s+of\b|\brather\s+than\b|\bem\s+vez\s+d|\bno\s+lugar\s+d|\b(?:haven'?t|have\s+not|hadn'?t)\b"
    r"|\bh[áa]\s+(?:anos|meses|muito|imenso|bu|uma)\b|\bjobless\b|\b(?:went|gone)\s+(?:freelance|self[- ]employed)\b"
    r"|\brehome|\bgave\s+away\b|\bgive\s+away\b|\bnot\s+(?:teaching|nursing|lecturing|tutoring)\b"
    r"|\b(?:left|quit)\s+(?:teaching|nursing|lecturing|tutoring)\b|\brip\b|\br\.i\.p\b|\bwe\s+(?:just\s+|sadly\s+)?lost\b"
    r"|\bdou\s+(?:mais\s+)?aulas\b|\bdar\s+aulas\b|\bperd(?:emos|i)\s+[oa]\b"
    r"|\bsell\b|\bsem\s+trabalho\b|\bn[ãa]o\s+tenho\s+mais\b|\bdo(?:ei|ámos|amos)\b"
    r"|\b(?:deixei|abandonei)\s+[oa]\s|\bdesisti\s+d|\bup\s+on\b",
    re.I,
)
#: Whether a text holds any of :data:`_TRIGGER`'s phrasings, its alternatives grouped by first letter (about five
#: times faster on a message that holds none of them, see :mod:`.alternations`).
_TRIGGER_FOUND = by_first_letter(_TRIGGER)
#: The same test for ASCII text, tried only where an alternative's opening stands at a word start (see
#: :func:`.alternations.at_word_starts`: a few microseconds where the search takes ~25 on a 400-character message).
_TRIGGER_FOUND_ASCII = at_word_starts(_TRIGGER)
#: A question or a hypothesis says nothing about what changed.
_UNREAL = rx.compile(
    # ("chama-se", "mudou-se": an enclitic "se" is no "if")
    r"\?|(?<!-)\b(?:if|what\s+if|should|would|could|might|maybe|thinking\s+(?:of|about)|considering|se|e\s+se|devo|devia"
    r"|deveria|seria|talvez|estou\s+a\s+pensar|estou\s+pensando|pensando\s+em)\b",
    re.I,
)


#: Where a sentence's question or hypothesis may begin: "my ex-wife Ana wants the kids, how do I handle it?"
_PIECES = rx.compile(r"\s*[,;:]\s+|\s+[—–-]\s+")


def before_unreal(sentence: str) -> str:
    """The statement before a sentence's question or hypothesis ("we split up, what should I do?" keeps "we split
    up"); nothing when the sentence opens with one ("should I quit my job at Acme?")."""
    kept: list[str] = []
    for piece in _PIECES.split(sentence):
        if _UNREAL.search(piece):
            break
        kept.append(piece)
    return ", ".join(kept)


@dataclass(frozen=True)
class Cessation:
    """A clause that takes a fact back, and the positive statements (in the rules' language) it takes back."""

    language: str
    clause: str
    statements: tuple[str, ...]


def cessations(sentences: Iterator[str] | list[str]) -> list[Cessation]:
    """The cessation clauses of a message's sentences (already cleaned of pasted text)."""
    found: list[Cessation] = []
    for whole in sentences:
        if not _TRIGGER_FOUND(whole):
            continue
        sentence = before_unreal(whole)
        if not sentence or not _TRIGGER_FOUND(sentence):
            continue
        for phrasing in PHRASINGS:
            for match in phrasing.pattern.finditer(sentence):
                statements = tuple(s for s in phrasing.rewrite(match) if s.strip())
                if not any(c.isupper() for c in sentence) and phrasing.rewrite not in _KEEPS_CASE:
                    # the rules tell names by case only when the user wrote some capitals
                    statements = tuple(s.lower() for s in statements)
                if statements:
                    found.append(Cessation(phrasing.language, match.group(0).strip(), statements))
    return found


#: Words without which no phrasing can match: a substring test is much cheaper than :data:`_TRIGGER`.
_KEYWORDS = (
    "any", "longer", "used to", "being", "quit", "left", "moved", "rid", "sold", "ditched", " up", "não", "nao",
    "deixei", "parei", "desisti", "costumava", "saí", "sai", "mud", "terminei", "acabei",
    "troquei", "switched", "migrated", "swapped", "traded", "replaced", "since", "after", "laid", "fired", "let go",
    "redundant", "sacked", "resigned", "retired", "notice", "stopped", "gave", "given", "ex", "together", "passed",
    "died", "down", "graduated", "finished", "completed", "larguei", "demiss", "demit", "despedi", "mandad",
    "perdi", "acab", "termin", "separ", "juntos", "morreu", "faleceu", "partiu", "abatid", "conclu", "vendi",
    "job", "divorc", "desempreg", "emprego", "with", "unemployed", "between", "out of work", "freelance", "employed",
    "instead", "rather", "vez", "lugar", "haven", "have not", "hadn", "há ", "ha ",
    "teaching", "nursing", "lecturing", "tutoring", "rip", "r.i.p", "lost", "aulas", "perd",
    "rehome", "away", "sell", "trabalho", "tenho", "doei", "doámos", "doamos", "abandonei", "desisti",
)  # fmt: skip


_ANY_KEYWORD = contains_any(_KEYWORDS)


def may_retract(text: str) -> bool:
    """Cheap test: could this message hold a cessation phrase at all?"""
    lower = text.lower()
    if not _ANY_KEYWORD(lower):
        return False
    return _TRIGGER_FOUND_ASCII(text, lower) if text.isascii() else _TRIGGER_FOUND(text)
