"""Portuguese rules for who the user is: nome, idade, pronomes, nacionalidade, saúde."""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.dates import days_to_weekday, reached_in
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Priority, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.pt_common import ADV, EU, person_name, phrase

_NAME_AFTER = rx.compile(r"\s*(?:$|,|\s-|\s+(?:e|aqui|de|da|do|tudo\s+bem)\b)", re.I)


def _name(match: re.Match[str], clause: Clause) -> BuildResult:
    name = person_name(match.group("rest"), clause)
    if name is None:
        return None
    return finding(
        "identity",
        f"O nome do usuário é {name}",
        0.9,
        "name",
        slot="identity.name",
        value=name,
        domain="personal",
    )


#: "sou a rita, tenho 30 anos" typed without capitals: one word, then a comma, the end or another statement.
_LOWER_INTRO = rx.compile(
    r"(?P<name>[a-zà-ÿ]{2,})(?=\s*(?:$|,|\s+e\s+(?:tenho|sou|moro|vivo|trabalho|estou|tô)\b|\s+aqui\b))"
)
_NOT_INTRO = frozenset(
    words("""
    favor única único mais melhor pior primeira primeiro segunda segundo última último mãe pai filha filho dona dono
    responsável chefe culpada culpado mesma mesmo tal outra outro nova novo velha velho cliente aluna aluno caçula
    rainha rei louca louco doida doido chata chato pessoa gorda gordo baixinha baixinho única pior favorita favorito
    certa certo errada errado
    """)
)


def _intro_name(match: re.Match[str], clause: Clause) -> BuildResult:
    if not clause.opening:
        return None
    if clause.lowercase:
        lower = _LOWER_INTRO.match(match.group("rest"))
        said = lower.group("name") if lower else ""
        if not said or said in _NOT_INTRO or said in V.NOT_NAMES or said in V.JOB_HEADS or said in V.RELATIONS:
            return None
        return finding("identity", f"O nome do usuário é {said.capitalize()}", 0.75, "name", slot="identity.name",
                       value=said.capitalize(), domain="personal")
    rest = match.group("rest")
    name = person_name(rest, clause, max_tokens=2)
    if name is None or not rest.startswith(name) or not _NAME_AFTER.match(rest[len(name) :]):
        return None
    return finding(
        "identity",
        f"O nome do usuário é {name}",
        0.8,
        "name",
        slot="identity.name",
        value=name,
        domain="personal",
    )


_TENS = {"vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "sessenta": 60, "setenta": 70, "oitenta": 80,
         "noventa": 90}  # fmt: skip
_UNITS = {"um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
          "oito": 8, "nove": 9}  # fmt: skip
_TEENS = {"dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14, "quatorze": 14, "quinze": 15, "dezasseis": 16,
          "dezesseis": 16, "dezassete": 17, "dezessete": 17, "dezoito": 18, "dezanove": 19, "dezenove": 19}  # fmt: skip
#: An age in words: "trinta e dois", "dezoito".
_AGE_WORDS = (
    r"(?:" + "|".join(_TENS) + r")(?:\s+e\s+(?:" + "|".join(_UNITS) + r"))?|"
    + "|".join(sorted(_TEENS, key=longest_first))
)


def _number(said: str) -> int:
    """ "32" → 32, "trinta e dois" → 32."""
    if said.isdigit():
        return int(said)
    parts = said.lower().split()
    return _TEENS.get(parts[0]) or _TENS[parts[0]] + (_UNITS[parts[-1]] if len(parts) > 1 else 0)


#: A second fact said with the age, without its own verb: "tenho 52 anos, recém-divorciada", "tenho 29 anos e
#: grávida do primeiro", "tenho 61 anos, reformado". Only states of a life are read so ("tenho 30 anos e cansada
#: de tudo" says nothing lasting).
_AGE_WITH = rx.compile(
    r"\s*(?:,\s*|\s+e\s+)(?:(?:recém|recem)[- ]|agora\s+|já\s+)?"
    r"((?P<state>grávida|gravida)|(?:divorciad[oa]|separad[oa]|viúv[oa]|viuv[oa]|casad[oa]|noiv[oa]|solteir[oa]"
    r"|reformad[oa]|aposentad[oa]|desempregad[oa]|(?:mãe|mae|pai)\s+(?:solteir[oa]\s+)?de\s+\w+)\b.*)",
    re.I,
)


_MONTH_NAMES = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
                "novembro", "dezembro")
_COUNTS = {"uma": 1, "um": 1, "duas": 2, "dois": 2, "três": 3, "tres": 3, "umas": 3, "uns": 3}
#: When an age is reached: "este ano", "no ano que vem", "em junho", "no próximo mês", "no sábado", "daqui a duas
#: semanas".
_TURN_WHEN = (
    r"(?P<when>(?:n?este|n?esse)\s+ano|(?:n?o\s+)?(?:próximo|proximo)\s+(?:ano|mês|mes)|(?:n?o\s+)?(?:ano|mês|mes)\s+que"
    r"\s+vem|(?:n?a\s+)?(?:próxima|proxima)\s+semana|(?:n?a\s+)?semana\s+que\s+vem|em\s+(?P<month>"
    + "|".join(sorted((m for m in V.MONTHS if len(m) > 3), key=longest_first))
    + r")|n?[oa]\s+(?:próxim[oa]\s+|proxim[oa]\s+)?(?P<weekday>"
    + "|".join(sorted((d for d in V.WEEKDAYS if len(d) > 4), key=longest_first))
    + r")|daqui\s+a\s+(?P<count>uma|um|duas|dois|três|tres|umas|uns|\d+)\s+(?:(?:semanas?|dias?)))\b"
)


def _age_turning(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "faço 40 anos este ano", "vou fazer 30 na próxima semana": the age the user reaches and when, dated from
    when the message was sent (as in English: the slot holds the age reached, the wording says when)."""
    age = _number(match.group("age"))
    if not 5 <= age <= 110:
        return None
    sent_at = clause.sent_at
    when = re.sub(r"\s+", " ", match.group("when").lower())
    if re.search(r"\bano\b", when):
        year, month = reached_in(sent_at, years_ahead=0 if re.search(r"\bn?[ae]ste|n?esse\b", when) else 1)
    elif match.group("month") is not None:
        year, month = reached_in(sent_at, month=V.MONTHS[match.group("month").lower()])
    elif re.search(r"\b(?:mês|mes)\b", when):
        year, month = reached_in(sent_at, months_ahead=1)
    elif match.group("count") is not None:
        said = match.group("count").lower()
        number = _COUNTS.get(said) or int(said)
        year, month = reached_in(sent_at, days_ahead=number * (7 if "semana" in when else 1))
    elif match.group("weekday") is not None:
        following = re.search(r"pr[óo]xim", when) is not None
        days = days_to_weekday(sent_at, V.WEEKDAYS[match.group("weekday").lower()], following_week=following)
        year, month = reached_in(sent_at, days_ahead=days)
    else:  # "na próxima semana"
        year, month = reached_in(sent_at, days_ahead=7)
    said = str(year) if month is None else f"{_MONTH_NAMES[month - 1]} de {year}"
    return finding(
        "identity",
        f"O usuário faz {age} anos em {said}",
        0.8,
        "age",
        slot="identity.age",
        value=str(age),
        domain="personal",
    )


def _age(match: re.Match[str], clause: Clause) -> BuildResult:
    age = _number(match.group("age"))
    if not 5 <= age <= 110:
        return None
    with_it = _AGE_WITH.match(clause.text, match.end())
    if with_it is not None:
        clause.followups.append(("estou " if with_it.group("state") else "sou ") + with_it.group(1))
    return finding(
        "identity",
        f"O usuário tem {age} anos",
        0.85,
        "age",
        slot="identity.age",
        value=str(age),
        domain="personal",
    )


def _pronouns(match: re.Match[str], clause: Clause) -> BuildResult:
    value = re.sub(r"\s+", "", match.group("p").lower())
    return finding(
        "identity",
        f"Os pronomes do usuário são {value}",
        0.9,
        "pronouns",
        slot="identity.pronouns",
        value=value,
        domain="personal",
    )


def _nationality(match: re.Match[str], clause: Clause) -> BuildResult:
    value = V.feminine(match.group("d"))
    return finding(
        "identity",
        f"O usuário tem nacionalidade {value}",
        0.85,
        "nationality",
        slot="identity.nationality",
        value=value,
        domain="personal",
    )


_CONDITION_WORDS = V.CONDITIONS | V.CONDITION_ADJECTIVES
#: After a condition: its type, how it is, and where the statement ends ("diabetes tipo 1", "asma crónica").
_CONDITION_TAIL = rx.compile(
    r"(?P<kind>\s+tipo\s+(?:1|2|um|dois|I|II))?(?P<more>\s+(?:crónicas?|crônicas?|frequentes|severas?|grave|leve"
    r"|ligeira|moderada|forte|fortes|diagnosticad[oa]s?|de\s+esforço|alérgica|reumatoide|sazonal))?",
    re.I,
)


def _condition(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tenho asma", "sou diabética tipo 2", "tenho enxaquecas crónicas": a lasting condition, looked up by words."""
    rest = match.group("rest")
    parts = rest.split(None, 4)
    said_words = next(
        (" ".join(parts[:size]) for size in range(min(4, len(parts)), 0, -1)
         if " ".join(parts[:size]).lower().rstrip(",.;:!?") in _CONDITION_WORDS),
        None,
    )  # fmt: skip
    if said_words is None:
        return None
    said_words = said_words.rstrip(",.;:!?")
    tail = _CONDITION_TAIL.match(rest, len(said_words))
    if tail is None or not re.match(_CONDITION_BOUND, rest[tail.end() :]):
        return None
    word = said_words.lower()
    kind = (tail.group("kind") or "").strip().lower()
    if word.startswith(("canhot", "destr")):
        return finding(
            "identity", f"O usuário é {V.masculine(word)}", 0.85, "trait", slot="identity.handedness",
            value=V.masculine(word), domain="personal"
        )
    if word in V.CONDITIONS:
        noun = said_words.upper() if word in ("tdah", "phda", "toc", "sop") else said_words
        said = " ".join(part for part in (noun, kind, (tail.group("more") or "").strip()) if part)
        return finding("fact", f"O usuário tem {said}", 0.85, "health", slot="fact.health", value=said, domain="health")
    shown = f"{V.masculine(word)} {kind}" if kind else V.masculine(word)
    return finding("fact", f"O usuário é {shown}", 0.85, "health", slot="fact.health", value=shown, domain="health")


def _health(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    kind = (match.group("kind") or match.group("kind2") or "").lower()
    noun = "intolerância" if kind.startswith("intoler") else "alergia"
    parts = [p for p in re.split(r"\s*,\s*(?:e\s+)?|\s+(?:e|ou)\s+", value) if p]
    if noun == "alergia" and len(parts) > 1 and all(len(p.split()) <= 3 for p in parts):
        # "alérgica a kiwi e diabética": one allergy per thing named, and a condition said as an adjective is a
        # fact of its own, not something the user is allergic to
        return [_allergy_or_condition(p, match.group("prep").lower()) for p in parts]
    return finding(
        "fact",
        f"O usuário tem {noun} {match.group('prep').lower()} {value}",
        0.9,
        "health",
        slot="fact.allergy" if noun == "alergia" else "fact.health",
        value=value if noun == "alergia" else f"intolerância {match.group('prep').lower()} {value}",
        domain="health",
    )


def _allergy_or_condition(part: str, prep: str) -> Finding:
    if part.lower() in V.CONDITION_ADJECTIVES:
        shown = V.masculine(part.lower())
        return finding("fact", f"O usuário é {shown}", 0.85, "health", slot="fact.health", value=shown, domain="health")
    return finding(
        "fact", f"O usuário tem alergia {prep} {part}", 0.9, "health", slot="fact.allergy", value=part, domain="health"
    )


def _diet(match: re.Match[str], clause: Clause) -> BuildResult:
    value = V.feminine(match.group("d"))
    return finding(
        "preference",
        f"O usuário segue uma dieta {value}",
        0.85,
        "diet",
        slot="preference.diet",
        value=value,
        domain="personal",
    )


_DEMONYM = V.alternation(frozenset(V.DEMONYMS))


#: Where a one-word predicate ends: punctuation, a connective, a chat filler, or English taking over ("and", "so").
BOUND = (
    r"(?=$|[,;:!?]|\s+(?:e|mas|com|desde|há|faz|de\s+nascimento|naturalizad[oa]|btw|né|tipo|lol|kkk+|and|but|so|morando"
    r"|vivendo|a\s+viver|a\s+morar|residente|living|based)\b)"
)


#: Where a condition ends: the one-word predicates' bound, or when and since when it was found.
_CONDITION_BOUND = (
    r"(?:" + BOUND + r"|(?=\s+(?:desde|há|em|na|no|aos|quando|diagnosticad[oa]|por\s+isso|então|pelo\s+que|há)\b))"
)


def _because_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "cortei o café por causa da ansiedade": a condition the user lives with, named as a reason."""
    said = match.group("c")
    if said.lower() not in V.CONDITIONS:
        return None
    return finding(
        "fact", f"O usuário tem {said}", 0.7, "health", slot="fact.health", value=said, domain="health"
    )


RULES: list[Rule] = [
    rule(
        "pt.identity.name",
        "meu o eu me chamo-me",
        r"(?:o\s+)?(?:meu\s+nome\s+(?:é|e)|(?:eu\s+)?me\s+chamo|chamo-me)\s+(?P<rest>.+)",
        _name,
        "identity",
        exclusive=True,
    ),
    rule(
        "pt.identity.age_turning",
        "eu faço faco vou completo",
        EU + r"(?:faço|faco|completo|vou\s+fazer|vou\s+completar)\s+(?P<age>\d{2}|" + _AGE_WORDS + r")(?:\s+anos)?\s+"
        + _TURN_WHEN + r"(?=$|[,;:!?.()]|\s+(?:e|mas|então|entao|por\s+isso|socorro|kkk+|haha)\b)",
        _age_turning,
        "identity",
        exclusive=True,
    ),
    rule(
        "pt.identity.age",
        "eu tenho fiz",
        EU + r"(?:tenho|fiz|completei)\s+(?P<age>\d{1,3}|" + _AGE_WORDS + r")\s+anos(?:\s+de\s+idade)?"
        r"(?=$|[,;:!?]|\s+(?:e|mas|de\s+idade|hoje|agora|então|and|but|so|btw)\b)",
        _age,
        "identity",
        exclusive=True,
    ),
    rule(
        "pt.identity.pronouns",
        "meus os",
        r"(?:os\s+)?meus\s+pronomes\s+são\s+(?P<p>\w+(?:\s*/\s*\w+){1,2})",
        _pronouns,
        "identity",
    ),
    rule(
        "pt.identity.nationality",
        "eu sou",
        EU + r"sou\s+(?P<d>" + _DEMONYM + r")" + BOUND,
        _nationality,
        "identity",
        exclusive=True,
    ),
    rule(
        "pt.preference.diet",
        "eu sou",
        EU + r"sou\s+(?:(?:estritamente|totalmente|100%|só|so|apenas|agora)\s+)?(?P<d>vegetarian[oa]|vegan[oa]|vegan"
        r"|pescetarian[oa]|pescatarian[oa]|flexitarian[oa]|crudívor[oa]|crudivegan[oa])(?:\s+(?:estrit[oa]|convict[oa]|a\s+sério))?"
        + BOUND,
        _diet,
        "preference",
        exclusive=True,
    ),
    rule(
        "pt.fact.health",
        "eu sou tenho",
        EU + r"(?:sou\s+(?P<kind>al[ée]rgic[oa]|intolerante)|tenho\s+(?P<kind2>"
        r"alergia|intolerância))\s+(?P<prep>a|à|ao|aos|às|de)\s+(?P<obj>.+)",
        _health,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.condition",
        "eu sou tenho sofro padeço",
        EU + ADV + r"(?P<verb>sou|tenho|sofro\s+de|sofro\s+d[aeo]s?|padeço\s+de)\s+(?:uma?\s+)?(?P<rest>[^\W\d_].*)",
        _condition,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.health_reason",
        "",
        r"^(?:eu\s+)?(?:[^\W\d_]+(?:ei|i|o)|tenho|estou|tô|ando|sou)\b[^?]{0,60}?\bpor\s+causa\s+d[aoe]\s+(?:minha\s+|meu\s+)?"
        r"(?P<c>[^\W\d_]+(?:\s+[^\W\d_]+)?)(?!\s+(?:d[oa]s?|de)\s+)",
        _because_of,
        "fact",
        needle="por causa d",
    ),
    rule(
        "pt.identity.intro_name",
        "eu sou aqui",
        r"(?:eu\s+)?(?:sou|aqui\s+é|aqui\s+quem\s+fala\s+é)\s+(?:a|o)\s+"
        r"(?P<rest>[^\W\d_][\w'-]+.*)",
        _intro_name,
        "identity",
        priority=Priority.TRAIT,
    ),
]
