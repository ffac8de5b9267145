"""Portuguese rules for what changes in a life: a new job, a move, a degree, a car or a laptop bought, a role.

A change is stated with a past verb ("comecei na Revolut", "mudámo-nos para Braga", "comprei um MacBook") and
gives the new value on the same slot as the plain statement ("trabalho na Revolut"), so consolidation
supersedes the old value. Clitics and "estou a + infinitive" arrive already in one shape (``pt_syntax.normalize``).
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.devices import MODEL_WORD
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.pt_common import ADV, EU, FOR_SOMEONE, organisation, phrase, place
from pamport.pipeline.extract.rules.pt_work import _a_home, _title_findings, named_after_kind
from pamport.pipeline.extract.rules.vocab_tech import HARDWARE, TECH

#: Time words between a change verb and its object ("comecei ontem na Revolut").
WHEN = (
    r"(?:\s+(?:ontem|hoje|agora|finalmente|oficialmente|recentemente|já|esta\s+semana|este\s+mês|há\s+pouco"
    r"|na\s+semana\s+passada|no\s+mês\s+passado|(?:na|no)\s+(?:segunda|terça|quarta|quinta|sexta|sábado"
    r"|domingo)(?:-feira)?))*"
)
#: A sentence about work: "mudei para a Revolut" there is a new employer, not a new home.
_WORK_CONTEXT = rx.compile(
    r"\b(?:trabalh\w*|emprego|empresa|job|contratad[oa]|saí\s+d[oa]|deixei\s+[oa]|despedi|demiti|startup|equipa"
    r"|equipe|cargo|chefe|salário|ordenado)\b",
    re.I,
)
_LOWER_NAME = rx.compile(
    r"(?P<name>[a-z0-9][\w&.+-]{1,24})(?=\s*(?:$|[,;.!]|\s+(?:há|desde|como|e|mas|btw|agora|hoje|faz|em|no|na|pela"
    r"|pelo)\b))"
)
_COMMON = frozenset(
    V.NOT_NAMES | V.WORKPLACES | V.SCHOOLS | frozenset(V.RELATIONS) | V.DEVICE_WORDS | TECH
    | frozenset(words("casa remoto remotamente turnos noites part-time full-time equipa equipe sozinho sozinha área"))
)


def lower_name(text: str, clause: Clause) -> str | None:
    """A one-word name typed in lower case ("trabalho na monzo btw", "me formei na ufpe") in a message without
    capitals, where nothing else could tell it."""
    if not clause.lowercase:
        return None
    match = _LOWER_NAME.match(text.lstrip())
    if match is None or match.group("name") in _COMMON or match.group("name").isdigit():
        return None
    name = match.group("name")
    return name.upper() if len(name) <= 4 and len(re.findall(r"[aeiou]", name)) <= 1 else name.capitalize()


_WORKPLACE = rx.compile(
    r"(?P<noun>" + V.alternation(V.WORKPLACES) + r")(?:\s+(?:de|do|da|dos|das)\s+(?P<of>(?-i:[A-ZÀ-Ý])[\w'-]+"
    r"(?:\s+(?:de|do|da|dos|das)?\s*(?-i:[A-ZÀ-Ý])[\w'-]+)*))?\b",
    re.I,
)


#: A part of an organisation before its name: "o armazém da Sonae", "o setor de RH da Natura", "a farmácia do
#: Hospital de Braga". The employer is the organisation: said with its unit it is no other employer.
_UNIT_OF = rx.compile(
    r"(?:setor|sector|departamento|equipa|equipe|área|area|armazém|armazem|loja|filial|balcão|balcao|agência|agencia"
    r"|unidade|ala|enfermaria|farmácia|farmacia|cozinha|laboratório|laboratorio|atendimento|suporte|rh|escritório"
    r"|escritorio|call\s+center)(?:\s+(?:de|do|da)\s+[^\W\d_]+)?\s+d[oa]\s+(?=(?-i:[A-ZÀ-Ý]))",
    re.I,
)


def workplace(text: str, clause: Clause) -> str | None:
    """Where the user works: a name ("Revolut", "Hospital de São João"), or an institution that names itself
    ("centro de saúde de Paranhos", "uma startup", "um banco")."""
    text = text.lstrip()
    article = re.match(r"(?:um|uma|o|a)\s+", text, re.I)
    bare = text[article.end() :] if article else text
    unit = _UNIT_OF.match(bare)
    if unit is not None:
        bare = bare[unit.end() :]
    org = organisation(bare)
    if org is not None and not V.SCHOOL_NAME.match(org):
        return org
    found = _WORKPLACE.match(bare)
    if found is not None:
        return found.group(0) if found.group("of") else found.group("noun")
    return None


def _employer(said: str, prep: str, confidence: float, *, value: str | None = None) -> Finding:
    return finding(
        "fact",
        f"O usuário trabalha {prep} {said}",
        confidence,
        "employer",
        slot="fact.employer",
        value=value or said,
        domain="professional",
    )


def _prep_for(value: str, prep: str) -> str:
    """ "na"/"no"/"em" before an institution, as the user would say it."""
    head = value.split()[0].lower()
    if prep in ("na", "no"):
        return prep
    if head in ("um", "uma"):
        return "em"
    return "na" if head.endswith(("a", "ade", "agem", "ão")) and head not in ("banco",) else "no"


def _named_organisation(rest: str, prep: str) -> bool:
    """A capitalised name that is no known place, after an article ("para a Feedzai") or shaped like a company."""
    org = organisation(rest.lstrip())
    if org is None or V.is_place(org) or org.lower() in TECH:
        return False  # "mudei para o Mac": a system, not an employer
    return prep.lower() in ("para a", "para o", "pro", "pra", "na", "no") or bool(_ORG_SHAPE.search(org))


#: "estou na Google há 2 anos": a place the user has been at for years is where they work.
_FOR_YEARS = rx.compile(
    r"\s+(?:há|desde)\s+(?:mais\s+de\s+|quase\s+|uns\s+)?\S+\s+(?:anos?|meses)\b|\s+desde\s+(?:19|20)\d\d\b"
)
#: "agora estou na Farfetch": a place of work said as where the user now is.
_NAMED_NOW = rx.compile(r"\b(?:agora|desde|atualmente)\b", re.I)


def _new_job(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    verb = match.group("verb").lower()
    if match.group("prep").lower() in {"da", "do"} and not verb.startswith("aceitei"):
        return None  # "mudei do Porto": where from; only an offer is "from" the employer ("proposta da Stone")
    # "estou na Google há 2 anos": an organisation the user has been at for years employs them
    for_years = verb.startswith("estou") and _FOR_YEARS.search(rest) is not None and _named_organisation(rest, "na")
    if (
        verb.startswith("estou")
        and not _WORK_CONTEXT.search(clause.sentence)
        and not for_years
        and not _NAMED_NOW.search(clause.prefix)
    ):
        return None  # "estou no hospital com o meu pai", "estou no café": where the user is, not who employs them
    if verb.startswith(("começo", "vou")) and not _WORK_CONTEXT.search(clause.sentence):
        return None  # "começo na escola amanhã": a student's first day, not an employer
    if (
        verb.startswith(("mudei", "estou"))
        and not _WORK_CONTEXT.search(clause.sentence)
        and not _WORKPLACE.match(re.sub(r"^(?:um|uma|o|a)\s+", "", rest.lstrip(), flags=re.I))
        and not (verb.startswith("mudei") and _named_organisation(rest, match.group("prep") or ""))
        and not for_years
    ):
        return None
    value = workplace(rest, clause)
    if value is None or V.is_place(value):
        return None  # "estou em Paris a trabalhar": where, not for whom
    prep = re.sub(r"\s+", " ", (match.group("prep") or "").lower())
    article = re.match(r"\s*(um|uma|o|a)\s", rest, re.I)
    prep = {"na": "na", "no": "no", "pela": "na", "pelo": "no", "da": "na", "do": "no", "numa": "numa", "num": "num",
            "para a": "na",
            "para o": "no", "pra": "na", "pro": "no"}.get(prep, "")  # fmt: skip
    if article is not None:
        prep = {"um": "num", "uma": "numa", "o": "no", "a": "na"}[article.group(1).lower()]
    unit = _UNIT_OF.match(rest[article.end() :] if article else rest.lstrip())
    if unit is not None and prep:
        # "no armazém da Sonae": said as the user said it, filed under the organisation
        return _employer(f"{unit.group(0)}{value}", prep, 0.8, value=value)
    return _employer(value, prep or _prep_for(value, ""), 0.8)


def _works_at(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Trabalho num banco", "trabalho no centro de saúde de Paranhos", "trabalho na monzo btw"."""
    rest = match.group("rest")
    if organisation(rest) is not None:
        return None  # pt.fact.employer reads names
    named = named_after_kind(match.group("prep") + " " + rest)
    if named is not None:
        return _employer(named, "na", 0.85)  # "trabalho numa agência, a Pixel Norte": the agency's name
    value = workplace(rest, clause) or lower_name(rest, clause)
    if value is None or V.is_place(value):
        return None
    unit = _UNIT_OF.match(re.sub(r"^\s*(?:um|uma|o|a)\s+", "", rest, flags=re.I))
    said = f"{unit.group(0)}{value}" if unit is not None else value
    return _employer(said, match.group("prep").lower(), 0.85, value=value)


#: A name shaped like an organisation's: an inner capital ("OutSystems"), all capitals ("SAP"), a company suffix.
_ORG_SHAPE = rx.compile(r"^(?:[A-Z][a-z]+[A-Z]\w*|[A-Z0-9]{2,6})$|\b(?:Lda|SA|S\.A\.|Ltda|Tech|Labs|Bank|Group|Inc)\b")


#: A job in what is said around an offer: "aceitei uma proposta da Polderbyte, a Dutch fintech", "…, começo em maio".
_JOB_OFFER = rx.compile(
    r"\b(?:emprego|trabalho|trabalhar|cargo|vaga|contrato|começo|comecei|salário|ordenado|remoto|remote|job|role"
    r"|para\s+ser|pra\s+ser|entrar)\b|,\s+(?:uma?|o|a)\s+(?:[\w-]+\s+){0,2}(?:" + V.alternation(V.WORKPLACES) + r")\b",
    re.I,
)


def _offer(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "aceitei uma proposta da Polderbyte, a Dutch fintech", "aceitei a oferta da Sonae, começo em maio": a new
    employer. A proposal or an invitation is a job only when the sentence speaks of one ("aceitei o convite da Ana
    para jantar" is not)."""
    org = organisation(match.group("rest"))
    if org is None or V.is_place(org) or not _JOB_OFFER.search(clause.sentence):
        return None
    if "convite" in match.group(0).lower() and not re.search(r"\b(?:para|pra)\s+(?:ser|trabalhar|entrar)\b",
                                                            clause.sentence, re.I):
        return None
    return _employer(org, "na", 0.8)


def _moved(match: re.Match[str], clause: Clause) -> BuildResult:
    prep = re.sub(r"\s+", " ", match.group("prep").lower())
    reflexive = bool(match.group("se"))
    rest = match.group("rest")
    city = place(rest, clause)
    if (
        not reflexive
        and match.group("verb").lower().startswith("mud")
        and _WORK_CONTEXT.search(clause.sentence)
        and (city is None or not V.is_place(city))
    ):
        return None  # "mudei para a Revolut": a new job (pt.fact.employer_new); "mudei pra Sorocaba" is a move
    if city is None or not _a_home(city, clause) or _WORKPLACE.match(rest.lstrip()):
        return None
    if not reflexive and match.group("verb").lower() == "mudei" and not V.is_place(city):
        return None  # "mudei para o turno da noite", "mudei para o plano anual": not a move of house
    if not V.is_place(city) and (prep in ("para a", "para o", "pro", "pra a") or _ORG_SHAPE.search(city)):
        # "mudei-me para a Talkdesk": an organisation the user moved to is a new employer, not a home
        return _employer(city, "na" if prep.endswith("a") else "no", 0.75)
    shown = {"para o": "no", "pro": "no", "para a": "na", "pra a": "na", "no": "no", "na": "na"}.get(prep, "em")
    return finding(
        "fact",
        f"O usuário mora {shown} {city}",
        0.8,
        "location",
        slot="fact.home_city",
        value=city,
        domain="personal",
    )


def _school(value: str, verb: str, prep: str) -> Finding:
    """ "O usuário estudou no ISEG" / "na USP": the article the user gave the school ("pelo ISEG", "na unicamp")."""
    prep = {"pela": "na", "pelo": "no", "em": "em"}.get(prep, prep)
    if prep == "em":
        prep = "no" if value.split()[0].lower() in ("instituto", "colégio", "liceu", "politécnico") else "na"
    content = f"O usuário {verb} {prep} {value}"
    return finding("fact", content, 0.85, "school", slot="fact.school", value=value, domain="education")


_FIELD_CUT = rx.compile(
    r"\s*(?:,|\s+(?:(?:na|no|pela|pelo)\s|em\s+(?=\d|(?-i:[A-ZÀ-Ý])))|\s+(?:e|mas|porque|pois|há|desde|durante|isso)\b"
    r"|\s+(?:em\s+)?\d{4}\b|\s+(?:n?o\s+)?(?:ano|mês|semestre)\s+passado|[.!?;]|$)",
    re.I,
)
_DURATION = rx.compile(r"^(?:um|uma|dois|duas|três|\d+)\s+(?:ano|anos|semestre|semestres|meses)\s+", re.I)
_SCHOOL_AT = rx.compile(r"(?:^|\s)(?:na|no|pela|pelo|em)\s+", re.I)


def _find_school(rest: str, clause: Clause) -> tuple[str, int, int, str] | None:
    """The school named after "na/no/pela/pelo/em" ("pela USP", "na unicamp"), with where it is in ``rest``."""
    for at in _SCHOOL_AT.finditer(rest[:80]):
        after = rest[at.end() :]
        school = organisation(after) or lower_name(after, clause)
        if school is None or V.FIELDS.fullmatch(school):
            continue
        if at.group(0).strip().lower() == "em" and not (V.SCHOOL_NAME.match(school) or school.isupper()):
            continue  # "fiz Erasmus em Salamanca": a place, not a school
        return school, at.start(), at.end() + len(school), at.group(0).strip().lower()
    return None


def _studied(match: re.Match[str], clause: Clause) -> BuildResult:
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    if verb.split()[-1] in ("fazer", "estudar", "cursar", "tirar"):
        verb = "fiz"  # "vim pra Salvador fazer enfermagem na UFBA": studied there
    rest = _DURATION.sub("", match.group("rest").lstrip())
    found = _find_school(rest, clause)
    if found is not None:
        rest = rest[: found[1]] + rest[found[2] :]
    field: str | None = None
    lead = re.match(r"\s*(?:em|de)\s+", rest, re.I)
    # "estudei direito na UFMG", "estudei Turismo em Faro": a known field straight after "estudei" is what was studied
    if lead is not None or verb in ("fiz", "cursei", "estudei"):
        body = rest[lead.end() :] if lead else rest.lstrip()
        cut = _FIELD_CUT.search(body)
        candidate = body[: cut.start()].strip() if cut else body.strip()
        if verb == "estudei" and lead is None:
            # only a field as the vocabulary names it; "estudei direito" is also "I studied properly", so that one
            # only with the school it was studied at
            known = V.FIELDS.fullmatch(candidate) is not None
            if not known or (candidate.lower() == "direito" and found is None):
                candidate = ""
        if candidate and (lead is not None or V.FIELDS.match(candidate)) and len(candidate.split()) <= 5:
            field = phrase(candidate)
    if verb in ("fiz", "cursei") and field is None:
        return None  # "fiz Erasmus em Salamanca", "fiz um bolo na Bimby"
    out: list[Finding] = []
    if field is not None:
        out.append(
            finding(
                "fact",
                f"O usuário estudou {field}",
                0.8,
                "field-of-study",
                slot="fact.field_of_study",
                value=field,
                domain="education",
            )
        )
    if found is not None:
        out.append(_school(found[0], "estudou", found[3]))
    return out or None


#: How many after a parent's role: "mãe de dois", "pai de 3 miúdos", "avó de cinco netos".
_OF_HOW_MANY = rx.compile(
    r"\s+de\s+(?P<n>dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|[2-9]|1[0-9])(?:\s+(?P<who>[^\W\d_]+))?",
    re.I,
)
_HOW_MANY_NUMBER = {"dois": 2, "duas": 2, "três": 3, "tres": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7,
                    "oito": 8, "nove": 9, "dez": 10}  # fmt: skip


def _role(match: re.Match[str], clause: Clause) -> BuildResult:
    role = match.group("role").lower()
    role = {"mamãe": "mãe", "papai": "pai"}.get(role, role)
    subject = "A usuária" if role in V.FEMININE_ROLES else "O usuário"
    # a parent or grandparent is the vocabulary's status; an aunt or a godparent is also married or single
    slot = "relationship.status" if role in ("mãe", "pai", "avó", "avô") else "relationship.role"
    found = _role_finding(subject, role, slot)
    count = _OF_HOW_MANY.match(clause.text, match.end()) if slot == "relationship.status" else None
    if count is None:
        return found
    said = count.group("n").lower()
    number = str(_HOW_MANY_NUMBER.get(said, said))
    grand = role in ("avó", "avô") or (count.group("who") or "").lower().startswith("net")
    attribute, noun = ("grandchildren", "netos") if grand else ("children", "filhos")
    # "sou mãe de dois": how many children, the vocabulary's relationship.children
    return [
        found,
        finding("relationship", f"O usuário tem {said} {noun}", 0.8, "family", slot=f"relationship.{attribute}",
                value=number, domain="personal"),
    ]  # fmt: skip


def _role_finding(subject: str, role: str, slot: str) -> Finding:
    return finding(
        "relationship",
        f"{subject} é {role}",
        0.85,
        "family",
        slot=slot,
        value=role,
        domain="personal",
    )


_BRAND = V.alternation(V.CAR_BRANDS | V.CAR_MODELS)
_MODEL_TOKEN = rx.compile(r"\s+(?P<t>(?-i:[A-Z0-9])[\w.-]*|\d+\w*)")
#: A lower-case edition or model after the name, unless the clause's next word (three letters or more) follows.
_LOWER_MODEL = rx.compile(r"\s+(" + MODEL_WORD + r")(?=\s+" + MODEL_WORD + r"|(?!\s+[a-zà-ú]{3,}))")
#: What a car make is also the brand of ("smart tv", "smart watch"): no car.
_NOT_A_CAR = rx.compile(r"^[\w-]+\s+(?:tv|watch|phone|speaker|band|plug|home|lock|lamp|tag|ring|display)\b", re.I)


def _product(text: str) -> str:
    """ "Renault Clio de 2012" → "Renault Clio"; "MacBook M3 pro trabalho" → "MacBook M3"."""
    first = re.match(r"[\w.+-]+", text)
    value = first.group(0) if first else text
    pos = len(value)
    while True:
        token = _MODEL_TOKEN.match(text, pos)
        if token is None or len(value.split()) >= 4:
            break
        value += " " + token.group("t")
        pos = token.end()
    # lower-case editions and models ("iphone 15 pro max", "galaxy a54"), but not the clause's next word
    # ("MacBook M3 pro trabalho")
    while len(value.split()) < 5:
        lower = _LOWER_MODEL.match(text, pos)
        if lower is None:
            break
        value += " " + lower.group(1)
        pos = lower.end()
    return value


def _car_name(text: str) -> str:
    """ "fiat uno 2010" → "Fiat Uno 2010": a make and model typed in lower case, with the words the lists know."""
    tokens = text.split()
    taken = tokens[:1]
    for token in tokens[1:4]:
        lower = token.lower()
        if not (lower in V.CAR_MODELS or lower in V.CAR_BRANDS or lower.isdigit() or lower in ("sw", "gti", "rs")):
            break
        taken.append(token)
    return " ".join(w if not w.islower() else _car_case(w) for w in taken)


#: Makes and models written in capitals.
_CAR_CAPITALS = frozenset({"vw", "bmw", "mg", "byd", "caoa", "hr-v", "cr-v", "c-hr", "hrv", "crv", "gti", "rs", "sw"})


def _car_case(word: str) -> str:
    if word in _CAR_CAPITALS or (any(c.isdigit() for c in word) and any(c.isalpha() for c in word)):
        return word.upper()  # "BMW", "HB20", "C3"
    return "-".join(part.capitalize() for part in word.split("-"))  # "Uno", "T-Cross"


def _car(match: re.Match[str], clause: Clause) -> BuildResult:
    if _NOT_A_CAR.match(match.group("obj")):
        return None
    car = _product(match.group("obj"))
    if car.islower():  # "tenho um fiat uno 2010": the lists know the model, the capitals were not typed
        car = _car_name(match.group("obj"))
    verb = (match.group("verb") or "tenho").lower()
    said = {"conduzo": "conduz", "dirijo": "dirige", "guio": "guia"}.get(verb, "tem")
    return finding(
        "fact",
        f"O usuário {said} um {car}",
        0.8,
        "car",
        slot="fact.car",
        value=car,
        domain="personal",
    )




def _device(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    if FOR_SOMEONE.search(obj):
        return None
    first = re.match(r"[\w.+-]+", obj)
    if first is None or first.group(0).lower() not in HARDWARE or first.group(0).lower() in V.NOT_DEVICES:
        return None
    device = _product(obj)
    if clause.lowercase or device.islower():
        device = V.PRODUCT_CASE.get(device.split()[0].lower(), device.split()[0]) + device[len(device.split()[0]) :]
    return finding(
        "environment",
        f"O usuário tem um {device}",
        0.8,
        "hardware",
        slot="environment.device",
        value=device,
        domain="technical",
    )


#: What happened to a device that is no longer the user's, or tells nothing of it ("vendi o meu macbook").
_MISHAP = rx.compile(
    r"\b(?:vendi|vender|vendo|perdi|roubaram|roubado|roubada|parti|partiu|estraguei|deixei\s+cair|caiu|ofereci"
    r"|dei|troquei|devolvi|doei)\b",
    re.I,
)


def _device_said(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "como liberto espaço no meu iPhone 11?": a device named as the user's, unless sold, lost or broken."""
    if _MISHAP.search(clause.text):
        return None
    return _device(match, clause)


def _tax(match: re.Match[str], clause: Clause) -> BuildResult:
    where = place(match.group("rest"), clause)
    if where is None:
        return None
    prep = match.group("prep").lower()
    return finding(
        "fact",
        f"O usuário tem residência fiscal {prep} {where}",
        0.85,
        "tax",
        slot="fact.tax_residence",
        value=where,
        domain="personal",
    )


_RACE = rx.compile(
    r"(?:\w+\s+){0,3}?(?:maratona|meia[- ]maratona|marathon|half\s+marathon|triatlo|triathlon|ironman|ultramaratona"
    r"|ultra[- ]trail|trail|corrida|prova|granfondo|caminho\s+de\s+santiago"
    r"|\d+\s?k(?:m)?)\b",
    re.I,
)


_IN = {
    **{"na": "na", "a": "na", "para a": "na", "pra": "na", "numa": "numa", "em uma": "numa"},
    **{"no": "no", "o": "no", "para o": "no", "pro": "no", "num": "num", "em um": "num"},
}


def _event(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Consegui lugar na London Marathon", "inscrevi-me na meia maratona de Lisboa": an aim the user trains for."""
    obj = match.group("obj")
    if not _RACE.match(obj):
        return None
    value = phrase(obj)
    if value is None:
        return None
    return finding(
        "goal",
        f"O usuário vai participar {_IN.get(match.group('prep').lower(), 'em')} {value}",
        0.8,
        "goal",
        slot="goal.achieve",
        value=value,
        domain="personal",
    )


#: A thing the user calls their passion or weakness: "pastéis de nata são a minha perdição".
_PASSION = (
    r"paixão|perdição|fraqueza|fraco|vício|vicio|weakness|guilty\s+pleasure|obsessão|praia|cena|vida"
    r"|(?:comida|bebida|banda|série|serie|filme|livro|cantor|cantora|desporto|esporte|jogo|música|musica|prato|doce"
    r"|fruta|cidade|lugar|sítio)\s+(?:favorit[oa]|preferid[oa])"
)


_NOT_PASSIONS = frozenset(words("família familia saúde saude amor deus fé fe vida liberdade paz gente filhos netos"))


def _passion(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj").strip()
    if re.match(
        r"(?:isso|isto|aquilo|ele|ela|eles|elas|você|vc|o\s+que|que|esse|essa|este|esta|(?:[oa]s?\s+)?(?:meu|minha|meus"
        r"|minhas|nosso|nossa))\b",
        obj,
        re.I,
    ):
        return None  # a pointer, or someone of the user's ("a minha filha é a minha vida")
    person = re.fullmatch(r"[oOaA]\s+(?-i:[A-ZÀ-Ý])\w+", obj)
    if person and re.search(r"\b(?:paixão|vida|tudo)\b", match.group(0), re.I):
        return None  # "O Pedro é a minha paixão": a person
    bare = re.sub(r"^(?:[oa]s?\s+)", "", obj.lower())
    if bare in V.RELATIONS or bare in _NOT_PASSIONS:
        return None  # "a família é tudo pra mim": a value, not a taste
    value = phrase(re.sub(r"^(?:O|A|Os|As)(?=\s)", lambda m: m.group(0).lower(), obj))
    if value is None or len(value.split()) > 5:
        return None
    return finding(
        "preference",
        f"O usuário adora {value}",
        0.75,
        "likes",
        slot="preference.likes",
        value=value,
        domain="personal",
    )


def _bare_job(match: re.Match[str], clause: Clause) -> BuildResult:
    """A list item that is only a job ("- enfermeira") under a line about the user."""
    if len(clause.sentence.split()) > 5 or not _BARE_TITLE.match(match.group(0)):
        return None  # "motorista atrasou hoje", "chefe chato demais": someone else, and a verb or a remark after
    return _title_findings(match.group(0), 0.7)


#: A job said alone: the noun, words that qualify a job, and what or where it is of ("enfermeira de pediatria").
_BARE_TITLE = rx.compile(
    r"^[\w-]+(?:\s+(?:júnior|junior|sénior|senior|pleno|chefe|principal|geral|clínic[oa]|freelancer?|freela"
    r"|autónom[oa]|autônom[oa]|estagiári[oa]|residente|voluntári[oa]|particular|substitut[oa]|efetiv[oa]"
    r"|reformad[oa]|aposentad[oa]|civil|social|escolar|hospitalar|informátic[oa]|mecânic[oa]|elétric[oa]))*"
    r"(?:\s+(?:de|da|do|dos|das|em|na|no)\s+[\w-]+(?:\s+[\w-]+)?)?\s*$",
    re.I,
)


def _parent_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "pai do Davi", "mãe da Leonor", "uma filha, a Leonor": the user's child, named."""
    name = match.group("name") or match.group("name2")
    if name.lower() in V.NOT_NAMES:
        return None
    rel = (match.group("rel") or "").lower()
    noun = rel if rel else ("filha" if match.group("of").lower() == "da" else "filho")
    article = "A" if noun.endswith("a") else "O"
    return finding(
        "relationship",
        f"{article} {noun} do usuário se chama {name}",
        0.8,
        "family",
        slot="relationship.child",
        value=name,
        domain="personal",
    )


def _avoids(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Não bebo álcool", "não como carne", "deixei de beber café", "evito glúten": something the user does not
    consume, as a lasting habit (not "hoje não como carne")."""
    if _TODAY.search(clause.prefix):
        return None
    said = re.sub(r"\s+", " ", (match.group("verb") or match.group("stopped")).lower())
    verb = {"bebo": "bebe", "como": "come", "consumo": "consome", "tomo": "toma"}.get(said)
    rendered = f"não {verb}" if verb else re.sub(r"^(?:deixei|evito|cortei|parei)", _STOPPED, said)
    rest = match.group("rest") or ""
    kind = rest if re.match(r"\s+de\s+(?:porco|vaca|peixe|soja)\b", rest, re.I) else ""
    values = [_SHORT_FOR.get(match.group("what").lower(), match.group("what").lower()) + kind]
    more = _ONE_MORE.match(match.string, match.end())
    if more is not None:
        said_more = more.group("what").lower()
        values.append(_SHORT_FOR.get(said_more, said_more))  # "não bebo álcool nem café"
    return [
        finding(
            "preference",
            f"O usuário {rendered} {value}",
            0.8,
            "diet",
            slot="preference.avoids",
            value=value,
            domain="personal",
        )
        for value in values
    ]


#: Everyday short forms, stored as the word they stand for ("parei de tomar refri" avoids "refrigerante").
_SHORT_FOR = {"refri": "refrigerante", "refris": "refrigerantes", "coca": "coca-cola"}


def _smoking(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "deixei de fumar há seis meses", "parei de fumar", "não fumo": the user does not smoke."""
    if _TODAY.search(clause.prefix) or _TODAY.search(clause.text):
        return None
    return finding(
        "preference", "O usuário não fuma", 0.8, "diet", slot="preference.avoids", value="tabaco", domain="personal"
    )


def _STOPPED(match: re.Match[str]) -> str:
    return {"deixei": "deixou", "evito": "evita", "cortei": "cortou", "parei": "parou"}[match.group(0)]


_ONE_MORE = rx.compile(
    r"\s*(?:,|\s+(?:nem|e))\s+(?:(?:o|a|os|as)\s+)?(?P<what>" + V.alternation(V.CONSUMABLES) + r")\b", re.I
)
_TODAY = rx.compile(r"\b(?:hoje|hj|esta\s+semana|essa\s+semana|amanhã|agora|logo|este\s+mês)\b", re.I)
_CONSUMABLE = V.alternation(V.CONSUMABLES)


#: A diet given up in the same sentence: "já não sou vegetariana, agora como peixe".
_DIET_LEFT = rx.compile(
    r"\b(?:já\s+não\s+sou|deixei\s+de\s+ser|não\s+sou\s+mais)\s+(?:vegetarian|vegan|pescetarian|pescatarian)", re.I
)


def _new_diet(match: re.Match[str], clause: Clause) -> BuildResult:
    """The diet that replaces one given up, on the same slot, so consolidation supersedes the old one."""
    if _DIET_LEFT.search(clause.sentence) is None and not match.groupdict().get("back"):
        return None  # "agora como peixe ao jantar" alone is a meal, not a diet; "voltei a comer carne" is a change
    fish = match.group("what").lower() == "peixe"
    diet = "pescetariana" if fish else "omnívora"
    return finding(
        "preference",
        f"O usuário segue uma dieta {diet}",
        0.75,
        "diet",
        slot="preference.diet",
        value="pescatarian" if fish else "omnivore",
        domain="personal",
    )


_CHANGE_JOB = (
    r"(?P<verb>comecei|entrei|passei|mudei|estou|começo|vou\s+começar|fui\s+contratad[oa]|fui\s+admitid[oa]|fui\s+trabalhar"
    r"|(?:consegui|arranjei|arrumei)\s+(?:um\s+)?(?:novo\s+)?(?:emprego|trabalho|trampo|job)"
    # "aceitei uma proposta da Polderbyte", "aceitei o emprego na Stone"
    r"|aceitei\s+(?:uma\s+|a\s+)?(?:proposta|oferta)(?:\s+de\s+(?:emprego|trabalho))?"
    r"|aceitei\s+(?:o\s+|um\s+)?(?:emprego|trabalho|lugar|cargo))"
)

RULES: list[Rule] = [
    rule(
        "pt.fact.tax_residence",
        "eu sou tenho",
        EU + r"(?:sou\s+residente\s+fiscal|tenho\s+(?:a\s+)?residência\s+fiscal)\s+(?P<prep>em|no|na|nos|nas)\s+"
        r"(?P<rest>.+)",
        _tax,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.relationship.role",
        "eu sou",
        EU + ADV + r"sou\s+(?:uma?\s+)?(?P<role>mãe|pai|avó|avô|tia|tio|madrinha|padrinho|mamãe|papai)\b"
        r"(?!\s+(?:d[oa]s?|de)\s+(?-i:[A-ZÀ-Ý]))",
        _role,
        "relationship",
    ),
    rule(
        "pt.fact.employer_new",
        "eu comecei entrei passei mudei fui consegui arranjei arrumei aceitei agora estou começo vou já ja finalmente",
        EU + ADV + _CHANGE_JOB + WHEN + r"(?:\s+a\s+trabalhar|\s+trabalhar|\s+(?:a|para)\s+trabalhar)?"
        r"\s+(?P<prep>na|no|numa|num|em|para(?:\s+[oa])?|pra|pro|pela|pelo|da|do)"
        r"\s+(?P<rest>.+)",
        _new_job,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.employer_offer",
        "eu aceitei",
        EU + ADV + r"aceitei\s+(?:uma|a|o)\s+(?:(?:proposta|oferta)(?:\s+de\s+(?:emprego|trabalho))?|convite)\s+"
        r"(?P<prep>da|do|de)\s+(?P<rest>(?-i:[A-ZÀ-Ý0-9]).+)",
        _offer,
        "fact",
    ),
    rule(
        "pt.fact.employer_place",
        "eu trabalho estou",
        EU + ADV + r"(?:trabalho|estou\s+trabalhando)\s+(?P<prep>na|no|numa|num|em)\s+(?P<rest>.+)",
        _works_at,
        "fact",
    ),
    rule(
        "pt.fact.home_city_moved",
        "eu nós nos me mudei mudamos mudámos fomos viemos fui vim acabei acabámos acabamos já finalmente agora também"
        " emigrei emigrámos emigramos",
        r"(?:eu\s+|nós\s+)?(?:(?:já|finalmente|agora|também)\s+)*(?:(?:acabei|acabámos|acabamos)\s+de\s+)?(?P<se>(?:me|nos)\s+)?"
        r"(?P<verb>mudei|mud[aá]mos|mudar|emigrei|emigr[aá]mos|(?:fui|fomos|vim|viemos)\s+(?:morar|viver))"
        + WHEN
        + r"(?:\s+d[eoa]\s+(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?)?"
        + r"\s+(?P<prep>para\s+[oa]|para|pra\s+a|pra|pro|em|no|na)\s+(?P<rest>.+)",
        _moved,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.studied",
        "eu estudei me sou fiz cursei tirei vim fui mudei-me terminei acabei concluí conclui",
        EU + ADV + r"(?P<verb>estudei|me\s+formei|me\s+licenciei|sou\s+formad[oa]|sou\s+licenciad[oa]|cursei|fiz"
        r"|tirei\s+(?:o\s+curso|a\s+licenciatura|o\s+mestrado)"
        r"|(?:terminei|acabei|conclu[ií])\s+(?:o\s+curso|a\s+licenciatura|o\s+mestrado|a\s+faculdade|o\s+doutorado"
        r"|o\s+doutoramento|a\s+pós(?:-graduação)?|a\s+graduação)"
        r"|(?:vim|fui|mudei-me|me\s+mudei)\s+(?:pra|para|pro)\s+"
        r"[\w\s-]{2,30}?\s+(?:fazer|estudar|cursar|tirar))\s+(?P<rest>.+)",
        _studied,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.goal.event",
        "eu consegui me estou inscrevi vou",
        EU + ADV + r"(?:consegui\s+(?:um\s+)?(?:lugar|vaga|dorsal|inscrição)|me\s+inscrevi|estou\s+inscrit[oa]"
        r"|vou\s+(?:correr|fazer|participar)|estou\s+(?:treinando|me\s+preparando))\s+"
        r"(?P<prep>na|no|numa|num|em\s+uma|em\s+um|em|para\s+[oa]|pra|pro|[ao])"
        r"\s+(?P<obj>.+)",
        _event,
        "goal",
        exclusive=True,
    ),
    rule(
        "pt.preference.passion",
        "",
        r"^(?P<obj>[^,;]{2,50}?)\s+(?:é|são|e)\s+(?:mesmo\s+|tipo\s+|simplesmente\s+)?(?:(?:(?:a|o)\s+)?(?:minha|meu)"
        r"\s+(?:grande\s+)?(?:" + _PASSION + r")|vida|tudo\s+(?:pra|para)\s+mim)\b",
        _passion,
        "preference",
    ),
    rule(
        "pt.fact.job_item",
        " ".join(sorted(V.JOB_HEADS)),
        r"(?:" + V.alternation(V.JOB_HEADS) + r")(?:\s+[\w-]+){0,3}\s*$",
        _bare_job,
        "fact",
    ),
    rule(
        "pt.relationship.parent_of",
        "pai mãe sou uma um tenho",
        r"(?:sou\s+(?:o\s+|a\s+)?)?(?:(?:pai|mãe)\s+(?P<of>d[oa])\s+(?P<name>(?-i:[A-ZÀ-Ý])[\w-]+)"
        r"|(?:tenho\s+)?(?:um|uma)\s+(?P<rel>filh[oa])\s*,\s*(?:[oa]\s+)?(?P<name2>(?-i:[A-ZÀ-Ý])[\w-]+))\s*$",
        _parent_of,
        "relationship",
        exclusive=True,
    ),
    rule(
        "pt.preference.diet_change",
        "eu como",
        EU + r"(?:já\s+|voltei\s+a\s+|)?(?:como)\s+(?:outra\s+vez\s+|de\s+novo\s+)?(?P<what>peixe|carne|de\s+tudo)\b",
        _new_diet,
        "preference",
        exclusive=True,
    ),
    rule(
        "pt.preference.diet_back",
        "eu voltei voltámos voltamos já agora",
        EU + ADV + r"(?P<back>voltei|volt[aá]mos)\s+a\s+comer\s+(?P<what>peixe|carne)\b",
        _new_diet,
        "preference",
        exclusive=True,
    ),
    rule(
        "pt.preference.smoking",
        "eu não nunca deixei parei larguei",
        EU + ADV + r"(?:(?:deixei|parei)\s+de\s+fumar|larguei\s+o\s+(?:cigarro|tabaco|vape)|não\s+fumo|nunca\s+fumei)"
        r"(?=\s*$|[,;.!]|\s+(?:há|faz|desde|em|no|na|e|mas|nem)\b)",
        _smoking,
        "preference",
    ),
    rule(
        "pt.preference.avoids",
        "eu não nunca deixei evito cortei parei",
        EU + ADV + r"(?:(?:não|nunca)\s+(?P<verb>bebo|como|consumo|tomo)"
        r"|(?P<stopped>(?:deixei|parei)\s+de\s+(?:beber|comer|consumir|tomar)|evito(?:\s+(?:comer|beber|consumir|tomar))?"
        r"|cortei))"
        r"\s+(?:(?:o|a|os|as)\s+)?(?P<what>" + _CONSUMABLE + r")\b"
        r"(?P<rest>\s+de\s+\w+)?(?!\s+(?:hoje|agora|esta|este|nesta|neste|à\s+noite|depois|desde\s+ontem))",
        _avoids,
        "preference",
    ),
    rule(
        "pt.fact.car",
        "eu tenho conduzo dirijo guio ando comprei meu o",
        r"(?:" + EU + ADV + r"(?P<verb>tenho|conduzo|dirijo|guio|ando\s+de|comprei)\s+(?:um|uma|o\s+meu|meu)\s+"
        r"|(?:o\s+)?(?P<mine>meu)\s+(?:carro\s+(?:é\s+um\s+)?)?)(?P<obj>(?:" + _BRAND + r")\b.*)",
        _car,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.environment.bought",
        "eu comprei peguei ganhei arranjei arrumei",
        EU + ADV + r"(?:comprei|peguei|ganhei|arranjei|arrumei)\s+(?:um|uma|o|a)\s+(?:nov[oa]\s+)?(?P<obj>.+)",
        _device,
        "environment",
        exclusive=True,
    ),
    rule(
        "pt.environment.my_device",
        "o a meu minha",
        r"(?:o\s+|a\s+)?(?:meu|minha)\s+(?:nov[oa]\s+)?(?P<obj>.+)",
        _device,
        "environment",
    ),
    rule(
        # a device named as the user's anywhere, a question included: "como liberto espaço no meu iPhone 11?"
        "pt.environment.my_device_said",
        "",
        r"\b(?:no|do|pro|pelo|ao|o|com\s+o|para\s+o|pra\s+o)\s+meu\s+(?:nov[oa]\s+|velh[oa]\s+)?"
        r"(?P<obj>(?:iphone|ipad|macbook|imac|pixel|galaxy|samsung|xiaomi|redmi|motorola|moto|thinkpad|chromebook"
        r"|kindle|kobo|oneplus|huawei)\b.*)",
        _device_said,
        "environment",
        needle="meu ",
        questions=True,
    ),
]
