"""Portuguese memories in the user's own variety and grammatical gender.

The Portuguese rules write one neutral form ("O usuário mora em Lisboa", "A profissão do usuário é
enfermeira"). A user from Portugal writes "o meu marido", "telemóvel", "estou a trabalhar", "chamo-me"; a user who
writes "sou professora" or "estou cansada" speaks of herself in the feminine. This module reads those signs in the
message and words the memory to match: "A utilizadora é professora" (European), "A usuária é professora"
(Brazilian). Without a sign the neutral form stays: guessing a gender or a country would be a wrong memory.
Where a message and its conversation show no sign, the run words the memory again in the gender and variety the
person's other conversations clearly show (:mod:`pamport.pipeline.person_wording`).
"""

from __future__ import annotations

import re
from typing import Literal

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.text import _QUOTED, clean

Gender = Literal["f", "m"]
Variety = Literal["pt-PT", "pt-BR"]
Signs = tuple[Gender | None, Variety | None]

#: European Portuguese: article before a possessive at a clause start, "estar a + infinitive", enclitic pronouns
#: after a first-person verb, and words Brazil does not use. Single words are counted from the message's words
#: (a set lookup each), phrases by a small pattern: reading every message of a conversation stays cheap.
_EUROPEAN_WORDS = frozenset(
    words("""telemóvel autocarro comboio pequeno-almoço ecrã equipa rapariga miúdo miúda miúdos miúdas frigorífico fixe
    giro facto contacto utilizador reformado reformada secundário licenciatura licenciado licenciada portátil saldos
    chamo-me mudei-me formei-me licenciei-me inscrevi-me despedi-me reformei-me casei-me lembro-me desenrasco-me
    desenrascar desenrasca desenrascada desenrascado bué propinas explicações explicador explicadora talho sumo natas
    fiambre ginásio registo receção casa-de-banho pequeno-almoço telemóveis autocarros ficheiro ficheiros""")
)
_EUROPEAN = rx.compile(
    r"(?:^|[.!?,;]\s*|\b(?:e|mas)\s+)(?:o|a|os|as)\s+(?:meu|minha|meus|minhas|nosso|nossa)\b"
    r"|\b(?:estou|estava|estamos|ando)\s+a\s+\w+(?:ar|er|ir)\b|\bcasa\s+de\s+banho\b"
    r"|\b(?:caso|chamo|mudei|formei|inscrevi|lembro|sinto|preocupo|esqueci|dedico|licenciei)-me\b"
    r"|\b[^\W\d_]{3,}(?:o|ei|i)-me\b"
    # the first person plural of the past with its European accent: "adotámos", "mudámos", "ficámos"
    r"|\b[^\W\d_]{2,}ámos\b",
    re.I,
)
#: Brazilian Portuguese: gerunds after "estar", "você", "a gente", "pra", and words Portugal does not use.
_BRAZILIAN_WORDS = frozenset(
    words("""você vc cê pra né celular ônibus trem tela garota moleque geladeira legal fato contato usuário
    aposentado aposentada faculdade notebook bacana tchau banheiro sorvete suco grana apê ônibus cursinho vestibular
    enem kkk kkkk kkkkk rs açougue caminhão geladeira celulares""")
)
_BRAZILIAN = rx.compile(
    r"\b(?:estou|estava|tô|to|estamos|ando)\s+\w+(?:ando|endo|indo)\b"
    r"|\b(?:a\s+gente|café\s+da\s+manhã|ensino\s+médio)\b"
    # a pronoun before the verb at a clause's start; after "já", "não", "também"… Portugal puts it there too
    r"|(?<!já )(?<!não )(?<!também )(?<!ainda )(?<!nunca )(?<!só )(?<!que )(?<!quando )"
    r"\bme\s+(?:chamo|mudei|formei)\b"
    # words English shares: "pro" in lower case ("pro Rio", not "MacBook Pro"), "time" as a team ("o meu time")
    r"|\bpro\b(?-i:(?<=pro))|\b(?:o|do|meu|seu|nosso|pelo|ao|um)\s+time\b",
    re.I,
)
_WORDS = rx.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
#: The user speaking of themself with a gendered word: "sou professora", "estou cansado", "obrigada".
_SELF = rx.compile(
    r"\b(?:sou|estou|tô|fiquei|ando|fui|era|sou\s+uma?|moro|vivo)\s+(?:muito\s+|super\s+|bem\s+|tão\s+)?(?P<w>[^\W\d_]{3,})\b"
    r"|\b(?P<thanks>obrigad[oa])\b"
    r"|(?:^|[.!?]\s+)(?:como|sendo|enquanto)\s+(?:uma?\s+)?(?P<aside>[^\W\d_]{3,})(?=[^,;.!?]{0,50}[,;])",
    re.I,
)
_SUBJECT = rx.compile(r"\b(?P<prep>[OoAa]|d[oa]|a[o]|à|pel[oa]|n[oa])\s+usuári(?P<g>[oa])\b")
_PREDICATE = rx.compile(r"(?P<head>\busuário\s+(?:é|está)\s+)(?P<w>[^\W\d_]+)")
#: Brazilian turns a European user would not write: "está aprendendo" → "está a aprender", "se chama" → "chama-se".
_GERUND = rx.compile(r"\b(?P<aux>está|estão|anda)\s+(?P<stem>[^\W\d_]+?)(?P<end>ando|endo|indo)\b")
_INFINITIVE = {"ando": "ar", "endo": "er", "indo": "ir"}
_PROCLITIC = rx.compile(
    r"\bse\s+(chama|desenrasca|vira|safa|amarra|recupera|prepara|inscreveu|formou|licenciou|mudou|casou|separou|divorciou"
    r"|reformou|aposentou)\b"
)
_JOB = rx.compile(r"^A profissão do usuário é (?P<title>.+)$")


#: Nouns of a fixed gender a user may say of themself ("sou mãe", "sou pai").
_FIXED: dict[str, Gender] = {
    **dict.fromkeys(["mãe", "avó", "mulher", "rapariga", "madrinha", "grávida", "gravida", "viúva", "viuva", "noiva",
                     "boa", "ótima", "otima", "sozinha"], "f"),
    **dict.fromkeys(["pai", "avô", "homem", "rapaz", "padrinho", "viúvo", "noivo", "bom", "ótimo", "sozinho"], "m"),
}


_FEMININE_ENDINGS = ("ada", "ida", "eira", "ana", "osa", "iva", "ica", "ota", "uda", "aca", "ega", "rda")


#: Nationalities in the masculine ("brasileiro", "português"); the feminine is the value they map to.
_MASCULINE_DEMONYMS = frozenset(word for word, feminine in V.DEMONYMS.items() if word != feminine)
_FEMININE_DEMONYMS = frozenset(V.DEMONYMS[word] for word in _MASCULINE_DEMONYMS)


def _gender_of(word: str) -> Gender | None:
    lowered = word.lower()
    if lowered in _FIXED:
        return _FIXED[lowered]
    if lowered in _MASCULINE_DEMONYMS:
        return "m"
    if lowered in _FEMININE_DEMONYMS:
        return "f"
    if lowered in V.CONDITION_ADJECTIVES:
        # "sou hipertensa", "sou destro": a condition's adjective in one of its two forms
        if lowered.endswith("a") and lowered[:-1] + "o" in V.CONDITION_ADJECTIVES:
            return "f"
        if lowered.endswith("o") and lowered[:-1] + "a" in V.CONDITION_ADJECTIVES:
            return "m"
    heads = V.JOB_HEADS
    if lowered.endswith("a") and (lowered[:-1] in heads or lowered[:-1] + "o" in heads) and lowered in heads:
        return "f"  # professora, enfermeira
    if (lowered.endswith("o") and lowered[:-1] + "a" in heads) or (lowered.endswith("or") and lowered + "a" in heads):
        return "m"  # enfermeiro, professor
    if lowered.endswith(_FEMININE_ENDINGS) and V.masculine(lowered) != lowered:
        return "f"  # casada, cansada, alérgica; not an English word that happens to end in -a ("data analyst")
    if lowered.endswith("o") and V.feminine(lowered) != lowered and V.masculine(V.feminine(lowered)) == lowered:
        return "m"
    return None


def genders(text: str) -> frozenset[Gender]:
    """Every gender the user uses of themself in ``text`` (one when the signs agree)."""
    found: set[Gender] = set()
    for match in _SELF.finditer(text):
        if match.group("thanks"):
            found.add("f" if match.group("thanks").lower().endswith("a") else "m")
            continue
        gender = _gender_of(match.group("w") or match.group("aside"))
        if gender is not None:
            found.add(gender)
    return frozenset(found)


#: What a message says of the user: the genders they use of themself, the signs of each variety.
Reading = tuple[frozenset[Gender], int, int]


def reading(text: str) -> Reading:
    """What a message says of the user: the genders they use of themself and the signs of each variety, in their
    own words only: pasted text is someone else's (:func:`.text.clean`), and a word in quotes is mentioned, not
    used ("nada de 'você' e 'celular'", "traduz: 'sou fotógrafa'")."""
    text = clean(text)
    if '"' in text or "'" in text or any(q in text for q in "“«„‘"):
        text = _QUOTED.sub(" ", text)
    return genders(text), *variety_counts(text)


def decided(found: Reading) -> Signs:
    """The gender and variety a :func:`reading` settles: one gender when its signs agree, the variety with more."""
    genders, european, brazilian = found
    return one_gender(genders), more_of(european, brazilian)


def user_gender(text: str) -> Gender | None:
    """The gender the user uses of themself, when every sign in the message agrees."""
    return one_gender(genders(text))


def one_gender(found: frozenset[Gender]) -> Gender | None:
    return next(iter(found)) if len(found) == 1 else None


def variety_counts(text: str) -> tuple[int, int]:
    """The signs of European and of Brazilian Portuguese in ``text``."""
    european = len(_EUROPEAN.findall(text))
    brazilian = len(_BRAZILIAN.findall(text))
    for word in _WORDS.findall(text.lower()):
        if word in _EUROPEAN_WORDS:
            european += 1
        elif word in _BRAZILIAN_WORDS:
            brazilian += 1
    return european, brazilian


def variety(text: str) -> Variety | None:
    """European or Brazilian Portuguese, when the message shows more signs of one than of the other."""
    return more_of(*variety_counts(text))


def more_of(european: int, brazilian: int) -> Variety | None:
    if european > brazilian:
        return "pt-PT"
    if brazilian > european:
        return "pt-BR"
    return None


#: The rules' own words about the user that agree with "o usuário" beyond a predicate.
_FEMININE_TURNS = (("quer ser chamado de", "quer ser chamada de"), ("o assistente o trate", "o assistente a trate"))
_NOUN = {("pt-PT", "f"): "utilizadora", ("pt-PT", "m"): "utilizador", ("pt-BR", "f"): "usuária"}
_FEMININE_PREP = {"O": "A", "o": "a", "A": "A", "a": "a", "do": "da", "da": "da", "ao": "à", "à": "à", "pelo": "pela",
                  "pela": "pela", "no": "na", "na": "na"}  # fmt: skip


def render(content: str, gender: Gender | None, kind: Variety | None) -> str:
    """``content`` (written by the Portuguese rules) in the user's variety and gender."""
    if re.search(r"\busuária\b", content):
        gender = "f"  # the rule already knew ("A usuária é mãe")
    elif gender is None:
        # the user's own word in the memory says it ("tô grávida de 5 meses" → "O usuário está grávida" would be
        # wrong): a predicate that can only be feminine
        predicate = _PREDICATE.match(content, 2) if content.startswith("O usuário ") else None
        if predicate is not None and _gender_of(predicate.group("w")) == "f" and predicate.group("w").islower():
            gender = "f"
    if kind == "pt-PT":
        content = _GERUND.sub(lambda m: f"{m.group('aux')} a {m.group('stem')}{_INFINITIVE[m.group('end')]}", content)
        content = _PROCLITIC.sub(r"\1-se", content)
    if gender is None and kind != "pt-PT":
        return content
    job = _JOB.match(content)
    if job is not None and gender is not None:
        content = f"O usuário é {job.group('title')}"
    if gender == "f":
        content = _PREDICATE.sub(lambda m: m.group("head") + _feminine_word(m.group("w")), content)
        for masculine, feminine in _FEMININE_TURNS:
            content = content.replace(masculine, feminine)
    noun = _NOUN.get((kind or "pt-BR", gender or "m"), "usuário")

    def subject(match: re.Match[str]) -> str:
        prep = match.group("prep")
        if gender == "f":
            prep = _FEMININE_PREP.get(prep, prep)
        return f"{prep} {noun}"

    return _SUBJECT.sub(subject, content)


def _feminine_word(word: str) -> str:
    """ "casado" → "casada", "vegetariano" → "vegetariana"; a word that is not gendered stays as it is."""
    feminine = V.feminine(word)
    if feminine != word.lower() and V.masculine(feminine) == word.lower():
        return feminine if word.islower() else feminine.capitalize()
    return word
