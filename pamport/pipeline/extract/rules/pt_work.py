"""Portuguese rules for moradia, origem, trabalho e estudo."""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as EN
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.pt_common import ADV, EU, organisation, phrase, place
from pamport.pipeline.extract.rules.pt_identity import BOUND
from pamport.pipeline.extract.rules.vocab_tech import APPS, EDITORS, HARDWARE, OPERATING_SYSTEMS, TECH

_TITLE_STOP = frozenset(
    words("""
    em na no nas nos numa num para pra pela pelo há ha desde e mas que aqui cá lá com por a o à ao até faz
    hoje agora
    atualmente também onde quando como mais muito bem só um uma pois porque então sou estou moro trabalho
    tenho meu minha seu sua meus minhas
    """)
)


_STUDY_STOP = rx.compile(
    r"(?:para|pra|pro|pros|pras|à|a|de|no|na|em|muito|bastante|todo|toda|sozinh|online|fora|sempre|há)\b", re.I
)


_ASCII_WORD = rx.compile(r"[a-z][a-z-]*$", re.I)


def _english_title(tokens: list[re.Match[str]]) -> str | None:
    """An English job title inside a Portuguese sentence: "Sou product manager numa fintech"."""
    found = None
    for size in (1, 2, 3):
        if len(tokens) < size:
            break
        parts = [t.group(0) for t in tokens[:size]]
        if not all(_ASCII_WORD.match(p) for p in parts) or any(p.lower() in EN.TITLE_STOP for p in parts):
            break
        if parts[-1].lower() in EN.JOB_HEADS and (size > 1 or parts[0].lower() not in V.JOB_HEADS):
            if size == 1 and parts[0].lower() in ("dev", "designer", "lead", "coach", "cto", "ceo", "freelancer"):
                break  # Portuguese uses these too: parse_title reads them with what follows
            found = " ".join(parts)  # the longest title wins: "ux designer", not "ux"
            continue
        if parts[-1].lower() in _TITLE_STOP or parts[-1].lower() in V.JOB_HEADS:
            break
    return found


def parse_title(rest: str) -> tuple[str, str] | None:
    """(profissão, resto): "professora de química numa escola" -> ("professora de química", " numa …")."""
    tokens = list(re.finditer(r"[^\s,;:!?()]+", rest))
    start = 1 if tokens and tokens[0].group(0).lower() in ("um", "uma") else 0
    english = _english_title(tokens[start:])
    if english is not None:
        return english, rest[tokens[start + len(english.split()) - 1].end() :]
    if len(tokens) <= start or tokens[start].group(0).lower().rstrip(".") not in V.JOB_HEADS:
        return None
    end = tokens[start].end()
    index = start + 1
    while index < len(tokens) and index - start <= 4 and rest[end : end + 1] not in (",", ";", ":"):
        word = tokens[index].group(0)
        lowered = word.lower()
        if lowered in ("de", "da", "do") and index + 1 < len(tokens):
            following = tokens[index + 1].group(0).lower()
            if following in _TITLE_STOP:
                break
            end, index = tokens[index + 1].end(), index + 2
            continue
        if lowered in _TITLE_STOP:
            break
        end, index = tokens[index].end(), index + 1
    return rest[:end].strip().rstrip("."), rest[end:]


def _title_findings(rest: str, confidence: float) -> list[Finding]:
    parsed = parse_title(rest)
    if parsed is None:
        return []
    title, after = parsed
    title = re.sub(r"^(?:um|uma)\s+", "", title, flags=re.I)
    trainer = re.match(
        r"(?:formador|formadora|instrutor|instrutora|monitor|monitora|treinador|treinadora)\s+de\s+(.+)", title, re.I
    )
    out = [
        finding(
            "fact",
            f"A profissão do usuário é {title}",
            confidence,
            "occupation",
            slot="fact.job_title",
            value=title,
            domain="professional",
        )
    ]
    if trainer is not None:
        # who trains others in something knows it: "formadora de suporte básico de vida"
        out.append(
            finding(
                "skill",
                f"O usuário domina {trainer.group(1)}",
                0.75,
                "skill",
                slot="skill.knows",
                value=trainer.group(1),
                domain="professional",
            )
        )
    where = re.match(r"\s+(?P<prep>na|no|pela|pelo|at|@|em)\s+(?P<org>.+)", after, re.I)
    org = organisation(where.group("org")) if where else None
    if where is not None and org is not None and not V.is_place(org):
        # "professora no Rio" names where the user works, not who employs them
        prep = where.group("prep").lower()
        prep = {"at": "na", "@": "na", "em": "na"}.get(prep, prep)
        if title.split()[0].lower() in V.STUDENT_HEADS:
            out.append(
                finding(
                    "fact",
                    f"O usuário estuda {prep} {org}",
                    0.85,
                    "school",
                    slot="fact.school",
                    value=org,
                    domain="education",
                )
            )
        else:
            out.append(
                finding(
                    "fact",
                    f"O usuário trabalha {prep} {org}",
                    0.85,
                    "employer",
                    slot="fact.employer",
                    value=org,
                    domain="professional",
                )
            )
    return out


_IN_PLACE = rx.compile(r"(?:^|\s)(?P<prep>em|no|na)\s+(?=(?-i:[A-ZÀ-Ý]))")


KNOWN_TOOLS = TECH | V.APP_WORDS | V.DEVICE_WORDS | APPS
#: Systems and devices one works on ("trabalho no Windows", "trabalho num mac"), never an employer.
_TOOLS = OPERATING_SYSTEMS | HARDWARE | EDITORS | V.DEVICE_WORDS
_FIGURATIVE = rx.compile(r"\b(?:praticamente|basicamente|literalmente)\s+(?:vivo|moro)\b", re.I)


def _a_home(city: str, clause: Clause) -> bool:
    """Not an app ("I basically live in Figma", "vivo no Slack", "vivo no excel estes dias") and not said
    figuratively."""
    names = {city.lower(), city.split()[0].lower()}
    return not names & APPS and not names & TECH and _FIGURATIVE.search(clause.sentence) is None


#: Around a city rather than in it: "nos arredores de Lisboa", "perto do Porto", "no interior de SP".
_NEAR = rx.compile(
    r"(?:(?:mesmo\s+)?(?:nos\s+arredores|perto|ao\s+lado|pertinho|na\s+zona|na\s+região|na\s+área|no\s+interior"
    r"|nos\s+subúrbios|na\s+periferia|na\s+grande|na\s+margem\s+sul)\s+(?:de|do|da)\s+)(?=(?-i:[A-ZÀ-Ý])|\w+\s*$)",
    re.I,
)


def _home(confidence: float, *, search: bool = False) -> Builder:
    """``search``: "Moro com meus pais em Manaus" - the place may come a few words after the verb."""

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        prep = (match.groupdict().get("prep") or "em").lower()
        prep = {"pra": "em", "para": "em"}.get(prep, prep)
        rest = match.group("rest")
        near = _NEAR.match(rest)
        if near is not None:
            rest = "em " + rest[near.end() :]  # "vivo nos arredores de Lisboa": the city named
        if search:
            direct = re.match(r"(?P<prep>em|no|na|nos|nas)\s+", rest, re.I)
            if direct is not None and place(rest[direct.end() :], clause) is not None:
                prep, rest = direct.group("prep").lower(), rest[direct.end() :]
            else:
                found = _IN_PLACE.search(rest[:60])
                if found is None or clause.lowercase or re.search(r"\btrabalh", rest[: found.start()]):
                    return None
                prep, rest = found.group("prep"), rest[found.end() :]
        city = place(rest, clause)
        if city is None or not _a_home(city, clause):
            return None
        return finding(
            "fact",
            f"O usuário mora {prep} {city}",
            confidence,
            "location",
            slot="fact.home_city",
            value=city,
            domain="personal",
        )

    return build


#: "sou do interior, de Bragança", "sou do norte, do Porto": a region, then the place itself.
_REGION_THEN_PLACE = rx.compile(
    r"(?:interior|norte|sul|litoral|centro|campo|nordeste|sertão|sudeste|leste|oeste)\s*,\s*(?:mais\s+precisamente\s+)?"
    r"(?P<prep>de|do|da)\s+(?P<rest>.+)",
    re.I,
)
#: People of a region ("sou gaúcho, de Porto Alegre", "sou minhota, de Viana"): the place that follows is the origin.
REGIONAL = (
    r"gaúch[oa]|carioca|paulista|paulistano|paulistana|mineir[oa]|baian[oa]|nordestin[oa]|pernambucan[oa]|cearense"
    r"|paraense|amazonense|goian[oa]|capixaba|catarinense|paranaense|potiguar|alagoan[oa]|sergipan[oa]|maranhense"
    r"|alentejan[oa]|algarvi[oa]|transmontan[oa]|minhot[oa]|açorian[oa]|madeirense|lisboeta|portuense|tripeir[oa]"
    r"|beirã|beirão|ribatejan[oa]|nortenh[oa]"
)


def _origin(match: re.Match[str], clause: Clause) -> BuildResult:
    rest, prep = match.group("rest"), match.group("prep").lower()
    region = _REGION_THEN_PLACE.match(rest)
    if region is not None:
        rest, prep = region.group("rest"), region.group("prep").lower()
    inland = re.match(
        r"(?:interior|norte|sul|centro|litoral|sertão)\s+(?P<prep>de|do|da)\s+(?=(?-i:[A-ZÀ-Ý])|\w+\s*$)", rest, re.I
    )
    if inland is not None:
        rest, prep = rest[inland.end() :], inland.group("prep").lower()  # "cresci no interior de Minas": Minas
    city = place(rest, clause)
    if city is None or (clause.lowercase and len(city.split()) > 1 and V.known_place(city) is None):
        return None  # typed without capitals, "sou do signo de leão" is no place
    if city.lower() in V.CLUBS and not V.is_place(city):
        # "sou do Benfica": a club the user supports, not a place
        return finding(
            "preference", f"O usuário torce pelo {city}", 0.75, "likes", slot="preference.likes", value=city,
            domain="personal",
        )
    verb = "é" if re.sub(r"^eu\s+", "", match.group(0).lower()).startswith("sou") else "cresceu"
    return finding(
        "fact",
        f"O usuário {verb} {prep} {city}",
        0.85,
        "origin",
        slot="fact.origin",
        value=city,
        domain="personal",
    )


_ELSEWHERE = rx.compile(
    r"\b(?:férias|viagem|visita|visitar|de\s+passagem|congresso|conferência|estou\s+em|tô\s+em)\b", re.I
)


#: An English statement before a Portuguese "aqui em …" in a mixed message: "I'm a line cook aqui em Toronto".
_ENGLISH_I = (
    r"(?:i'm|im|i\s+am)\s+(?![^,.;]*\b(?:tourist|visiting|travel\w*|holiday|vacation|trip|staying|here|on)\b)[\w\s-]*?\s"
    r"|i\s+(?:work|live)\b.*?\s"
)


def _here(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "cá em Coimbra chove imenso", "aqui em Curitiba faz frio": the user speaks from where they live."""
    city = place(match.group("rest"), clause)
    if city is not None:
        known = V.known_place(city)
        # "aqui no Porto Digital" names a district's business park, not the city: the whole name must be a place
        city = known if clause.lowercase or known == city else None
    if city is None or not V.is_place(city) or city.lower() in V.COUNTRIES or _ELSEWHERE.search(clause.sentence):
        return None
    prep = match.group("prep").lower()
    return finding(
        "fact",
        f"O usuário mora {prep} {city}",
        0.7,
        "location",
        slot="fact.home_city",
        value=city,
        domain="personal",
    )


#: A stay, not a home: "já estou em Paris para o congresso", "finalmente estamos em Roma de férias".
_STAY = rx.compile(
    r"\b(?:férias|ferias|viagem|visita|visitar|de\s+passagem|congresso|conferência|fim\s+de\s+semana|hotel|hoje"
    r"|amanhã|esta\s+semana|uns\s+dias|turismo|passeio|aeroporto|escala|casa\s+d[oa]s?\s+\w+)\b",
    re.I,
)
#: The same, for other readers of a place (the change reader, :mod:`.changes`).
STAY = _STAY


def _arrived(match: re.Match[str], clause: Clause) -> BuildResult:
    """A town the user has got to at last ("Já estamos em Loulé!"): where they live now, unless it is a stay."""
    if _STAY.search(clause.sentence):
        return None
    city = place(match.group("rest"), clause)
    if city is None or not V.is_place(city) or city.lower() in V.COUNTRIES:
        return None
    return finding(
        "fact", f"O usuário mora {match.group('prep').lower()} {city}", 0.7, "location", slot="fact.home_city",
        value=city, domain="personal",
    )  # fmt: skip


def _born(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    year = re.match(r"(19\d\d|20[0-2]\d)\b", rest)
    if year is not None:
        return finding(
            "identity",
            f"O usuário nasceu em {year.group(1)}",
            0.9,
            "birth-year",
            slot="identity.birth_year",
            value=year.group(1),
            domain="personal",
        )
    city = place(rest, clause)
    if city is None:
        return None
    return finding(
        "fact",
        f"O usuário nasceu {match.group('prep').lower()} {city}",
        0.9,
        "birthplace",
        slot="fact.birthplace",
        value=city,
        domain="personal",
    )


def _employer(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    org = organisation(rest)
    if org is None or V.is_place(org) or org.split()[0].lower() in _TOOLS | V.APP_WORDS | APPS:
        return None  # "trabalho em Lisboa": a city, not an employer; "trabalho no Windows", "no Excel": software
    prep = {"pra": "para"}.get(match.group("prep").lower(), match.group("prep").lower())
    out = [
        finding(
            "fact",
            f"O usuário trabalha {prep} {org}",
            0.9,
            "employer",
            slot="fact.employer",
            value=org,
            domain="professional",
        )
    ]
    tail = re.search(r"\s+como\s+(.+)$", rest, re.I)
    if tail is not None:
        out.extend(_title_findings(tail.group(1), 0.85))
    return out


#: A job's town after it: "aqui em Campinas", "em Coimbra", "numa escola em Braga", "num restaurante no Porto".
_JOB_TOWN = rx.compile(
    r"\s+(?:(?:aqui|cá)\s+)?(?:(?:num|numa|em\s+um|em\s+uma)\s+[^\W\d_]+(?:\s+(?:de|do|da)\s+[^\W\d_]+)?\s+)?"
    r"(?P<prep>em|no|na)\s+(?P<rest>[^,;()]+)",
    re.I,
)
#: An employer named after the kind of place it is: "numa consultora em Lisboa, a Kestrel Partners".
_NAMED_AFTER_KIND = rx.compile(
    r"\s*(?P<art>num|numa|em\s+um|em\s+uma)\s+(?P<kind>[^\W\d_]+)(?:\s+[^\W\d_,]+){0,4}?\s*,\s*(?:o|a)\s+"
    r"(?P<org>(?-i:[A-ZÀ-Ý0-9]).+)",
    re.I,
)


def named_after_kind(rest: str) -> str | None:
    """The name of a workplace said after its kind ("numa agência de publicidade, a Pixel Norte" → "Pixel Norte")."""
    found = _NAMED_AFTER_KIND.match(rest)
    if found is None or found.group("kind").lower() not in V.WORKPLACES:
        return None
    org = organisation(found.group("org"))
    if org is None or V.is_place(org):
        return None
    return org


def _job_town(after: str, clause: Clause) -> BuildResult:
    """ "sou enfermeira em Coimbra", "sou barbeiro aqui em campinas": the town a job is in is where the user lives.
    Only a known town, so a field ("enfermeira em pediatria") or a trip ("em Coimbra de férias") is no home."""
    found = _JOB_TOWN.match(after)
    if found is None or _ELSEWHERE.search(clause.sentence):
        return None
    city = place(found.group("rest"), clause)
    known = V.known_place(city) if city is not None else None
    if known is None or known.lower() in V.COUNTRIES or not _a_home(known, clause):
        return None
    return finding(
        "fact",
        f"O usuário mora {found.group('prep').lower()} {known}",
        0.7,
        "location",
        slot="fact.home_city",
        value=known,
        domain="personal",
    )


def _job(confidence: float, *, town: bool = False) -> Builder:
    """``town``: "sou enfermeira em Coimbra" names where the user lives, as "I'm a nurse in Leeds" does; "trabalho
    como enfermeira em Coimbra", like "trabalho em Coimbra", names only where the work is."""

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        rest = match.group("rest")
        out = _title_findings(rest, confidence)
        parsed = parse_title(rest) if out else None
        if parsed is None:
            return out
        after = parsed[1]
        home = _job_town(after, clause) if town else None
        if isinstance(home, Finding):
            out.append(home)
        org = named_after_kind(after)
        if org is not None and not any(found.slot == "fact.employer" for found in out):
            out.append(
                finding("fact", f"O usuário trabalha na {org}", 0.8, "employer", slot="fact.employer", value=org,
                        domain="professional")
            )  # fmt: skip
        return out

    return build


def _job_here(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "enfermeira aqui, dúvida rápida", "motoboy aqui na zona leste": the user introducing themself by their job,
    as "nurse here" does in English; a town after "aqui" is where the user lives, as after "sou barbeiro"."""
    rest = match.group("rest")
    if rest[1:2].islower():
        rest = rest[0].lower() + rest[1:]  # the capital of the sentence's first word, not of a name
    parsed = parse_title(rest)
    if parsed is None or parsed[1].strip():
        return None
    out = _title_findings(rest, 0.75)
    home = _job_town(" aqui" + match.group("after"), clause) if out else None
    return [*out, home] if isinstance(home, Finding) else out


def _experience_as(match: re.Match[str], clause: Clause) -> BuildResult:
    parsed = parse_title(match.group("title"))
    if parsed is None or parsed[1].strip():
        return None
    title = re.sub(r"^(?:um|uma)\s+", "", parsed[0], flags=re.I)
    duration = re.sub(r"\s+", " ", match.group("dur"))
    return finding(
        "skill",
        f"O usuário tem {duration} de experiência como {title}",
        0.85,
        "experience",
        domain="professional",
    )


#: A course named before its field: "faculdade de psicologia", "o mestrado em gestão", "licenciatura em direito".
_DEGREE = rx.compile(
    r"^(?:(?:o|a|um|uma)\s+)?(?:faculdade|curso|licenciatura|mestrado|doutorado|doutoramento|pós(?:-graduação)?"
    r"|especialização|bacharelado|graduação|MBA)\s+(?:de|em|d[oa])\s+",
    re.I,
)


_SCHOOL_SHORT = rx.compile(r"\b(na|no|em|pela|pelo)\s+(" + V.alternation(V.SCHOOL_SHORT_NAMES) + r")\b", re.I)


def _cased_school(match: re.Match[str]) -> str:
    name = match.group(2)
    return f"{match.group(1)} {name.upper() if len(name) <= 5 else name.capitalize()}"


#: What continues a field's name after the vocabulary's word: "biologia marinha", "gestão de projetos", "direito
#: do trabalho"; not the clause's next words ("biologia no porto", "gestão porque …").
_FIELD_REST = rx.compile(
    r"(?:\s+(?:d[aeo]s?\s+)?(?!(?:na|no|nas|nos|em|pela|pelo|para|pra|porque|mas|e|ou|que|há|desde|com|agora|este|esse"
    r"|ano|semestre|online|à|ao|noite|sábado|sábados)\b)[a-zà-ú][a-zà-ú-]{2,}){1,3}(?=\s*$)"
)


_AT_SCHOOL = rx.compile(r"(?:^|\s)(?P<prep>na|no|em|pela|pelo)\s+(?=[A-ZÀ-Ý])")


def _field_rest(text: str) -> str:
    """The rest of a field's name, when the words after the known one are all of it (up to three)."""
    found = _FIELD_REST.match(text)
    return found.group(0) if found else ""


def _study(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    if clause.lowercase:
        rest = _SCHOOL_SHORT.sub(_cased_school, rest)  # "estudo na ufmg": a university by its short name
    # "uma pós em UTI neonatal": the course's own "em" names its field, not a school
    lead = _DEGREE.match(rest)
    at = _AT_SCHOOL.search(rest, lead.end() - 1 if lead else 0)
    field = (rest[: at.start()] if at else rest).strip()
    degree = _DEGREE.match(field)
    if degree is not None:
        field = field[degree.end() :]  # "faço faculdade de psicologia": the field is psicologia
    if field and (_STUDY_STOP.match(field) or len(field.split()) > 5):
        field = ""
    verb = match.group("verb").lower()
    language = field.split()[0].lower() in V.LANGUAGES if field else False
    if degree is None and language and verb.startswith(("estudo", "estou", "ando")):
        # "ando a estudar alemão", "estudo japonês": a language the user is learning, not a degree
        said = phrase(field)
        return finding("goal", f"O usuário está estudando {said}", 0.75, "learning", slot="goal.learn",
                       value=field.split()[0].lower(), domain="personal") if said else None
    named_field = V.FIELDS.match(field) if field else None
    out: list[Finding] = []
    if named_field is not None and (degree is not None or (at is None and verb not in ("faço", "curso"))):
        value = named_field.group(0) + _field_rest(field[named_field.end() :])
        out.append(finding("fact", f"O usuário estuda {value}", 0.75, "field-of-study", slot="fact.field_of_study",
                           value=value, domain="education"))
    if at is not None:
        school = organisation(rest[at.end() :])
        if school is not None and (school.split()[0].lower() in KNOWN_TOOLS or V.known_place(school) == school):
            school = None  # "faço os posts no Canva": a tool, not a school
        if school is not None and verb in ("faço", "curso") and named_field is None:
            school = None  # "faço X na Y" studies only when X is a field
        if school is not None:
            prep = at.group("prep")
            content = f"O usuário estuda {field} {prep} {school}" if field else f"O usuário estuda {prep} {school}"
            return [*out, finding("fact", content, 0.85, "school", slot="fact.school", value=school,
                                  domain="education")]
    if out or not field or verb in ("faço", "curso") or verb.startswith("estou t") or verb.startswith("estou f"):
        return out or None
    said = phrase(field)
    if said is None:
        return None
    return finding(
        "fact",
        f"O usuário estuda {said}",
        0.7,
        "field-of-study",
        slot="fact.field_of_study",
        value=said,
        domain="education",
    )


def _year_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "estou no segundo ano de medicina": a student of that field."""
    field = V.FIELDS.match(match.group("rest"))
    if field is None:
        return None
    value = field.group(0)
    return finding(
        "fact", f"O usuário estuda {value}", 0.8, "field-of-study", slot="fact.field_of_study", value=value,
        domain="education",
    )


def _employee_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "sou funcionária da Câmara de Lisboa", "faço parte da equipa de dados da Farfetch": who employs the user."""
    org = organisation(match.group("rest"))
    if org is None or V.is_place(org):
        return None
    prep = "no" if match.group("prep").lower() in ("do", "no") else "na"
    return finding(
        "fact", f"O usuário trabalha {prep} {org}", 0.85, "employer", slot="fact.employer", value=org,
        domain="professional",
    )


_BEFORE = rx.compile(r"\b(?:reformad[oa]|aposentad[oa]|antes|ex-|deixei|saí)\b", re.I)


def _former_job(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "fui enfermeira durante 20 anos", "já fui professor", "era professora": what the user did before."""
    said = match.group(0).lower()
    told = said.startswith(("já", "eu já")) or match.group("when") or "trabalhei" in said
    if not told and not _BEFORE.search(clause.sentence):
        return None  # "era professora" alone may tell a story; said after "sou reformada" it is a former job
    parsed = parse_title(match.group("rest"))
    if parsed is None or parsed[1].strip():
        return None
    title = re.sub(r"^(?:um|uma)\s+", "", parsed[0], flags=re.I)
    return finding(
        "fact", f"O usuário já foi {title}", 0.8, "occupation", slot="fact.former_job", value=title,
        domain="professional",
    )


_NEW_ROLE = rx.compile(r"\b(?:voltei|comecei|entrei|fui\s+promovid[oa]|passei\s+a\s+ser|contratad[oa])\b", re.I)


def _job_now_as(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "voltei pro Bar Alma, mas agora como sous chef", "fui promovida a enfermeira-chefe": the job now."""
    said = match.group(0).lower()
    if said.startswith("como") and not (_NEW_ROLE.search(clause.sentence) and "agora" in clause.prefix.lower()):
        return None  # "como" alone is "how" or "as"; a new role needs "agora" and a verb of starting
    parsed = parse_title(match.group("rest"))
    if parsed is None or parsed[1].strip(" !.,"):
        return None
    return _title_findings(parsed[0], 0.8)


def _workplace_named(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "o atelier chama-se Granito Arquitetos, somos só cinco": the user's workplace, named."""
    if not match.group("mine") and not re.search(r"\b(?:onde\s+trabalho|somos|trabalhamos)\b", clause.sentence, re.I):
        return None
    org = organisation(match.group("rest"))
    if org is None or V.is_place(org):
        return None
    return finding(
        "fact", f"O usuário trabalha na {org}", 0.75, "employer", slot="fact.employer", value=org,
        domain="professional",
    )


def _teach(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    rendered = {"dou aula": "dá aula", "dou aulas": "dá aulas", "leciono": "leciona", "ensino": "ensina",
                "dou explicações": "dá explicações", "dou formação": "dá formação"}[verb]
    return finding("fact", f"O usuário {rendered} {value}", 0.8, "occupation", domain="professional")


def _new_job(match: re.Match[str], clause: Clause) -> BuildResult:
    return _title_findings(match.group("rest"), 0.8)


#: Where a working status ends: what the one-word predicates allow, and time words ("reformado desde 2020").
_STATUS_BOUND = r"(?:" + BOUND + r"|(?=\s+(?:agora|como|desde|há|hoje|atualmente|neste|nesta|este|esta|no|na|em)\b))"


def _retired(match: re.Match[str], clause: Clause) -> BuildResult:
    said = re.sub(r"\s+", " ", (match.group("s") or match.group("s2")).lower())
    if "conta" in said or said.startswith(("autónom", "autônom", "independente", "trabalhador")):
        # "trabalho por conta própria", "sou autónoma": self-employed, in the vocabulary's words
        return finding(
            "context", "O usuário trabalha por conta própria", 0.8, "situation", slot="context.situation",
            value="self-employed", domain="professional",
        )  # fmt: skip
    value = V.masculine(said)
    verb = "está" if match.group(0).lower().lstrip().startswith(("estou", "eu estou", "tô")) else "é"
    return finding(
        "fact",
        f"O usuário {verb} {value}",
        0.85,
        "occupation",
        slot="fact.job_title",
        value=value,
        domain="professional",
    )


#: Apps one drives or delivers for ("rodo pela 99", "faço entregas pro ifood").
_GIG_APPS = (
    r"uber(?:\s+eats)?|99|bolt(?:\s+food)?|cabify|indrive|ifood|rappi|glovo|loggi|lalamove|james|zé\s+delivery"
    r"|ze\s+delivery|amazon(?:\s+flex)?|mercado\s+livre|shopee|free\s+now|wolt|deliveroo|just\s+eat"
)


def _gig(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "faço entregas pro ifood", "rodo pela 99", "conduzo para a Uber": the job and the app it is done for, read as
    "sou entregador do iFood" / "sou motorista da 99"."""
    app = re.sub(r"\s+", " ", match.group("app"))
    return _title_findings(f"entregador do {app}" if match.group("deliver") else f"motorista da {app}", 0.8)


RULES: list[Rule] = [
    rule(
        "pt.fact.gig",
        "eu faço fazemos rodo dirijo conduzo trabalho",
        EU + ADV + r"(?:(?P<deliver>faço|fazemos)\s+entregas|rodo|dirijo|conduzo|trabalho\s+como\s+motorista)\s+"
        r"(?:para|pra|pro|pelo|pela|no|na|com)\s+(?:o\s+|a\s+)?(?P<app>" + _GIG_APPS + r")\b",
        _gig,
        "fact",
    ),
    rule(
        "pt.fact.job_status",
        "eu sou estou tô trabalho",
        EU + r"(?:(?:sou|estou|tô)\s+" + ADV + r"(?P<s>aposentad[oa]|reformad[oa]|autónom[oa]|autônom[oa]"
        r"|trabalhador[a]?\s+independente|independente|por\s+conta\s+própria)|(?:trabalho|estou\s+trabalhando|tô\s+trabalhando)"
        r"\s+(?P<s2>por\s+conta\s+própria))" + _STATUS_BOUND,
        _retired,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.home_city",
        "eu moro vivo resido",
        EU + ADV + r"(?:moro|vivo|resido)\s+(?P<rest>.+)",
        _home(0.9, search=True),
        "fact",
    ),
    rule(
        "pt.fact.home_city_we",
        "a nós moramos",
        r"(?:a\s+gente\s+" + ADV + r"(?:mora|vive)|(?:nós\s+)?" + ADV + r"(?:moramos|vivemos))\s+(?P<rest>.+)",
        _home(0.75, search=True),
        "fact",
    ),
    rule(
        "pt.fact.home_city_now",
        "eu estou tô to",
        EU + r"(?:estou|tô|to)\s+(?:morando|vivendo)\s+(?P<prep>em|no|na|nos|nas)"
        r"\s+(?P<rest>.+)",
        _home(0.8),
        "fact",
    ),
    rule(
        # "Já estamos em Loulé!", "finalmente estou a viver em Braga": a home said by having arrived there
        "pt.fact.home_city_arrived",
        "eu nós já ja finalmente enfim",
        r"(?:eu\s+|nós\s+)?(?:já|ja|finalmente|enfim)\s+(?:estamos|estou|tô)\s+(?:(?:a\s+viver|a\s+morar|morando|vivendo"
        r"|instalad[oa]s?)\s+)?(?P<prep>em|no|na)\s+(?P<rest>.+)",
        _arrived,
        "fact",
    ),
    rule(
        "pt.fact.origin",
        "eu sou",
        EU + r"sou\s+(?:natural\s+|originalmente\s+|originári[oa]\s+)?(?P<prep>de|do|"
        r"da|dos|das)\s+(?P<rest>.+)",
        _origin,
        "fact",
    ),
    rule(
        "pt.fact.home_city_here",
        "cá aqui",
        r"(?:cá|aqui)\s+(?P<prep>em|no|na)\s+(?P<rest>(?-i:[A-ZÀ-Ý])[\w-]+.*|[a-zà-ú][\w-]+(?:\s+[a-zà-ú][\w-]+){0,2}\s"
        r"(?:é|e|faz|está|tá|chove|tem|há|não|os|as|o|a|ninguém|toda\s+a\s+gente|todo\s+mundo)\b.*)",
        _here,
        "fact",
        exclusive=True,
    ),
    *(
        rule(
            f"pt.fact.home_city_{name}_after",
            "",
            r"(?:^(?:eu\s+)?(?:sou|trabalho|estou|tô|tenho|faço|moro|vivo|dou|estudo|uso)\b.*?[\s,]|^" + _ENGLISH_I
            + r"|^)" + here
            + r"\s+(?P<prep>em|no|na)\s+(?P<rest>\w[\w-]+.*)",
            _here,
            "fact",
            needle=here + " ",
        )
        for name, here in (("here", "aqui"), ("ca", "cá"))
    ),
    rule(
        "pt.fact.origin_regional",
        "eu sou",
        EU + r"sou\s+(?:" + REGIONAL + r")\s*,\s*(?P<prep>de|do|da)\s+(?P<rest>.+)",
        _origin,
        "fact",
    ),
    rule(
        "pt.fact.origin_grew",
        "eu cresci vim",
        EU + r"(?:cresci|fui\s+criad[oa])\s+(?P<prep>em|no|na)\s+"
        r"(?P<rest>.+)",
        _origin,
        "fact",
    ),
    rule(
        "pt.fact.birthplace",
        "eu nasci",
        EU + r"nasci\s+(?:e\s+cresci\s+)?(?P<prep>em|no|na)\s+(?P<rest>.+)",
        _born,
        "fact",
    ),
    rule(
        "pt.fact.employer",
        "eu trabalho estou tô to",
        EU + ADV + r"(?:trabalho|estou\s+trabalhando|tô\s+"
        r"trabalhando|to\s+trabalhando)\s+(?P<prep>na|no|em|para|pra|pela|pelo)\s+(?P<rest>.+)",
        _employer,
        "fact",
    ),
    rule(
        "pt.skill.experience_as",
        "eu sou",
        EU + r"sou\s+(?P<title>.+?)\s+há\s+(?P<dur>(?:mais\s+de\s+|quase\s+|"
        r"uns\s+|umas\s+|cerca\s+de\s+)?\S+\s+(?:anos?|meses|mês|décadas?))\b",
        _experience_as,
        "skill",
        exclusive=True,
    ),
    rule(
        "pt.fact.employee_of",
        "eu sou faço",
        EU + ADV + r"(?:sou\s+(?:funcionári[oa]|colaborador[a]?|trabalhador[a]?|empregad[oa])|faço\s+parte\s+d[ao]\s+"
        r"(?:equipa|equipe|staff|quadro)(?:\s+(?:de|do|da)\s+[\w\s]{2,25}?)?)\s+(?P<prep>d[ao]|de|na|no)\s+"
        r"(?P<rest>(?-i:[A-ZÀ-Ý0-9]).+)",
        _employee_of,
        "fact",
        exclusive=True,
    ),
    rule(
        "pt.fact.former_job",
        "eu já fui era trabalhei",
        EU + r"(?:já\s+)?(?:fui|era|trabalhei\s+como)\s+(?P<rest>.+?)"
        r"(?P<when>\s+(?:durante|por|há|até|antes|em\s+\d{4}|na\s+(?:juventude|altura))\b.*)?$",
        _former_job,
        "fact",
        exclusive=True,
    ),
    rule("pt.fact.job_title", "eu sou", EU + ADV + r"sou\s+(?P<rest>.+)", _job(0.85, town=True), "fact"),
    rule(
        "pt.fact.job_here",
        "",
        r"^(?P<rest>(?:um\s+|uma\s+)?[^\W\d_][\w-]*(?:\s+(?:de\s+|da\s+|do\s+)?[^\W\d_][\w-]*){0,2}?)\s+aqui\b"
        r"(?P<after>.*)",
        _job_here,
        "fact",
        needle=" aqui",
    ),
    rule(
        "pt.fact.job_now_as",
        "como fui passei",
        r"(?:como|fui\s+promovid[oa]\s+(?:a|para)|passei\s+a\s+ser)\s+(?P<rest>.+)",
        _job_now_as,
        "fact",
    ),
    rule(
        "pt.fact.workplace_named",
        "o a",
        r"(?:o|a)\s+(?P<mine>(?:meu|minha|nosso|nossa)\s+)?(?:atelier|ateliê|empresa|escritório|startup|agência|clínica"
        r"|consultora|firma|equipa|equipe|restaurante|laboratório)(?:\s+onde\s+trabalho)?\s+(?:se\s+chama|chama-se)\s+"
        r"(?P<rest>(?-i:[A-ZÀ-Ý0-9]).+)",
        _workplace_named,
        "fact",
    ),
    rule(
        "pt.fact.new_job",
        "eu comecei entrei",
        EU + r"(?:comecei\s+(?:num|em\s+um|um)\s+(?:emprego|trabalho)\s+"
        r"(?:novo\s+)?como|entrei\s+(?:num|em\s+um)\s+(?:emprego|trabalho)\s+(?:novo\s+)?como)\s+(?P<rest>.+)",
        _new_job,
        "fact",
    ),
    rule(
        "pt.fact.teach",
        "eu dou leciono ensino",
        EU + ADV + r"(?P<verb>dou\s+aulas?|dou\s+explicações|dou\s+formação|leciono|ensino)\s+(?P<obj>.+)",
        _teach,
        "fact",
    ),
    rule(
        "pt.fact.job_title_as",
        "eu trabalho atuo estou tô",
        EU + ADV + r"(?:trabalho|atuo|estou\s+trabalhando|tô\s+"
        r"trabalhando)\s+(?:como|de)\s+(?P<rest>.+)",
        _job(0.85),
        "fact",
    ),
    rule(
        "pt.fact.job_title_my",
        "minha a",
        r"(?:a\s+)?minha\s+profissão\s+(?:é|e)\s+(?P<rest>.+)",
        _job(0.85),
        "fact",
    ),
    rule(
        "pt.fact.year_of",
        "eu estou tô ando",
        EU + r"(?:estou|tô|ando)\s+no\s+(?:primeiro|segundo|terceiro|quarto|quinto|sexto|sétimo|oitavo|nono|décimo"
        r"|último|\d+\s*[ºo°]?)\s+(?:ano|semestre|per[íi]odo)\s+"
        r"(?:do\s+curso\s+)?(?:de|do|da)\s+(?P<rest>.+)",
        _year_of,
        "fact",
    ),
    rule(
        "pt.fact.school",
        "eu estudo estou faço curso ando",
        EU + ADV + r"(?P<verb>estudo|estou\s+estudando|ando\s+estudando|faço|curso|estou\s+cursando"
        r"|estou\s+(?:tirando|fazendo)(?=\s+(?:(?:o|a|um|uma)\s+(?:curso|licenciatura|mestrado|doutorado|doutoramento"
        r"|pós|especialização|graduação|MBA)|faculdade|facul|mestrado|doutorado)\b))\s+(?P<rest>.+)",
        _study,
        "fact",
    ),
]
