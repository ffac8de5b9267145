"""English rules for where the user lives, comes from, works and studies."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.en_common import (
    ADV,
    I_AM,
    I_HAVE,
    PLACE_STOP,
    article,
    lower_organisation,
    organisation,
    phrase,
    place,
)
from pamport.pipeline.extract.rules.en_identity import BOUND, age_finding
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Priority, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_tech import APPS, TECH

_HEAD_BOUNDARY = rx.compile(
    r"$|[,;:!?)]|\s+(?:at|for|in|with|from|and|but|who|working|based|by|on|so|since|specializing|specialising"
    r"|turned|living|here|now|too|currently|or|&|that|myself|as|of|to|full-time|part-time|btw|doing|covering|tho"
    r"|lol|mostly|mainly|these|which|because|if|when|and|last|next|this|starting|yesterday|today|recently|aqui)\b",
    re.I,
)


_OF_FIELD = rx.compile(
    r"\s+of\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=$|[,;!.]|\s+(?:at|for|in|and|but|with|from|since|starting|next|this"
    r"|last)\b)"
)


_AT_ORG = rx.compile(r"\s+(?:in\s+[\w\s-]{1,40}?\s+)?(?:at|for|with)\s+(.+)", re.I)


_AGE_MOD = rx.compile(r"^(\d{1,3})[- ]year[- ]old\s+", re.I)


def parse_title(rest: str) -> tuple[str, str] | None:
    """(job title, text after it) when ``rest`` starts with a job noun phrase: "senior frontend engineer"."""
    for index, token in enumerate(re.finditer(r"[^\s,;:!?()]+", rest)):
        if index >= 6:
            return None
        word = token.group(0).lower().rstrip(".")
        if word in V.TITLE_STOP:
            return None
        if word in V.JOB_HEADS or word.split("-")[-1] in V.JOB_HEADS:
            if word in ("driver", "owner") and any(w.lower() in V.CAR_MAKES for w in rest[: token.start()].split()):
                return None  # "a Toyota Prius driver": the user's car, not a job
            end = token.end()
            field = _OF_FIELD.match(rest, end)
            if field is not None:
                end = field.end()
            if _HEAD_BOUNDARY.match(rest, end):
                return rest[:end].strip().rstrip("."), rest[end:]
    return None


def _title_findings(rest: str, clause: Clause, confidence: float) -> list[Finding]:
    out: list[Finding] = []
    age = _AGE_MOD.match(rest)
    if age is not None:
        found = age_finding(age.group(1))
        if found is not None:
            out.append(found)
        rest = rest[age.end() :]
    rest = re.sub(r"^(?:brand[- ]new|newly[- ]qualified|new)\s+", "", rest, flags=re.I)
    parsed = parse_title(rest)
    if parsed is None:
        return out
    title, after = parsed
    head = title.split()[-1].lower()
    out.append(
        finding(
            "fact",
            f"User is {article(title)} {title}",
            confidence,
            "occupation",
            slot="fact.job_title",
            value=title,
            domain="professional",
        )
    )
    if head in V.STUDENT_HEADS or head.endswith("student"):
        field = _student_field(title)
        if field is not None:
            studies = f"User studies {field}"
            out.append(
                finding(
                    "fact", studies, 0.8, "field-of-study", slot="fact.field_of_study", value=field, domain="education"
                )
            )
    org_match = _AT_ORG.match(after)
    org = organisation(org_match.group(1)) if org_match else None
    if org is None and org_match is not None and clause.lowercase:
        org = lower_organisation(org_match.group(1))
    if org is not None:
        if head in V.STUDENT_HEADS or head.endswith("student"):
            out.append(
                finding(
                    "fact",
                    f"User studies at {org}",
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
                    f"User works at {org}",
                    0.85,
                    "employer",
                    slot="fact.employer",
                    value=org,
                    domain="professional",
                )
            )
    elif org_match is None:
        out.extend(_works_in(after, clause))
    return out


#: Sectors and settings people work "in" that are not places ("a developer in fintech", "a nurse in A&E").
_NOT_WORKPLACES = frozenset(
    words("""
    fintech tech finance healthcare retail marketing sales education hospitality construction banking insurance
    pharma consulting it hr ops engineering government training school uni university college hospital care
    charge management research admin support london's the a an my our private public year
    """)
) | V.FIELDS
_TOWN = rx.compile(r"[^\W\d_][^\W\d_' -]+(?:,\s*[^\W\d_][^\W\d_' -]+)?")
_IN_TOWN = rx.compile(r"\s+in\s+(?P<rest>.+)$", re.I)
_TOWN_END = rx.compile(r"\s*(?:$|,|\s+(?:btw|tho|lol|fwiw|so|and|but|now|too|atm|rn|for\s+\d+|since)\b)", re.I)


def _works_in(after: str, clause: Clause) -> list[Finding]:
    """ "im a teacher in leeds btw": the town a job is in is where the user lives."""
    found = _IN_TOWN.match(after)
    if found is None:
        return []
    rest = found.group("rest")
    if rest.split()[0].lower().strip(",.") in _NOT_WORKPLACES:
        return []
    city = place(rest, clause)
    if city is None or not _TOWN_END.match(rest, len(city.split(",")[0])) or not _TOWN.fullmatch(city):
        return []
    return [
        finding(
            "fact", f"User lives in {city}", 0.7, "location", slot="fact.home_city", value=city, domain="personal"
        )
    ]


#: Words before "student" that say which student, not what they study ("2nd year", "mature", "phd").
_STUDENT_MODIFIERS = rx.compile(
    r"(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|final|last|1st|2nd|3rd|4th|-|year|mature|part-time|full-time"
    r"|international|exchange|uni|university|college|grad|graduate|postgrad|postgraduate|undergrad|undergraduate|phd"
    r"|masters?|master's|high|school|a-level|gcse|first-year|second-year|third-year|final-year|current|broke|poor"
    r"|tired|stressed|student)$",
    re.I,
)


def _student_field(title: str) -> str | None:
    """ "2nd year psych student" → "psych": the words before "student" that are not its year or kind."""
    words_before = title.split()[:-1]
    field = [w for w in words_before if not _STUDENT_MODIFIERS.match(w)]
    if not field or len(field) > 3 or any(w.lower() in V.TITLE_STOP for w in field):
        return None
    said = " ".join(field).lower()
    return V.FIELD_ABBREVIATIONS.get(said, said)


_IN_PLACE = rx.compile(r"(?:^|\s)in\s+(?:the\s+)?(?=(?-i:[A-Z]))")


_FIGURATIVE = rx.compile(
    r"\b(?:basically|practically|literally|pretty\s+much|virtually|kinda|kind\s+of|sort\s+of)\s+(?:live|lives)\b",
    re.I,
)


def _a_home(city: str, clause: Clause) -> bool:
    """Not an app ("I basically live in Figma", "vivo no Slack") and not said figuratively."""
    return city.lower() not in APPS and city.lower() not in TECH and _FIGURATIVE.search(clause.sentence) is None


_NEAR = rx.compile(r"(?:in|(?:just\s+)?(?:outside(?:\s+of)?|near|close\s+to)|on\s+the\s+outskirts\s+of)\s+", re.I)


#: A stay rather than a home: "we're finally in Lisbon for the week", "here in Rome on holiday".
_STAY = rx.compile(
    r"\b(?:for\s+(?:a|the|our|my|two|three|\d+|a\s+few|the\s+next)\s*(?:\w+\s+)?(?:holiday|holidays|vacation|trip"
    r"|weeks?|weekend|days?|nights?|months?|conference|honeymoon|wedding|work|festival)|on\s+(?:a\s+|our\s+|my\s+)?"
    r"(?:holiday|vacation|honeymoon|business|a\s+trip|a\s+visit|tour)|visiting|until|till|this\s+(?:week|weekend)"
    r"|tonight|today|for\s+work|airport|hotel|layover|stopover)\b",
    re.I,
)
#: The same, for other readers of a place (the change reader, :mod:`.changes`).
STAY = _STAY


def _home_in_passing(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we're finally in Sheffield", "here in denver the altitude is rough": a home said by being there, unless
    the rest of the sentence says it is a stay."""
    if _STAY.search(clause.sentence):
        return None
    head = re.match(r"\s*(?:the\s+)?([\w'-]+)(\s+\d)?", match.group("rest"))
    if head is None or head.group(2) or head.group(1).lower() in _NOT_THERE:
        return None  # "i'm finally in bed", "now in year 11": a state, not a town
    return _home(0.7)(match, clause)


#: What one is "now in" or "here in" that is not a town (a message typed in lower case gives no capital to tell).
_NOT_THERE = frozenset(
    words("""
    bed hospital school class college uni university work office trouble love pain charge shock tears bits recovery
    labour labor therapy rehab quarantine isolation lockdown hiding limbo debt control touch time line luck place
    position stock bath shower traffic queue car bus train plane taxi kitchen garden lecture meeting session call
    hell heaven business shape form order agreement favour favor need demand power public private secret year grade
    week month day stage phase round part chapter module semester term this that these those here there it my our
    your his her their a an one two three bits pieces chat thread code file example text doc document draft game
    level menu settings app browser terminal group team channel
    """)
)


def _home(confidence: float, *, search: bool = False) -> Builder:
    """``search``: "I live with my parents in Manila" - the place may come a few words after the verb."""

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        rest = match.group("rest")
        direct = _NEAR.match(rest)
        if not search:
            pass
        elif direct is not None and place(rest[direct.end() :], clause) is not None:
            rest = rest[direct.end() :]
        else:
            found = _IN_PLACE.search(rest[:60])
            if found is None or clause.lowercase or re.search(r"\b(?:work|office|job)\b", rest[: found.start()]):
                return None
            rest = rest[found.end() :]
        if re.search(r"\b(?:before|in\s+the\s+past|once|twice|as\s+a\s+(?:kid|child)|for\s+a\s+while)\b", rest, re.I):
            return None
        city = place(rest, clause)
        if city is None or not _a_home(city, clause):
            return None
        if city.split()[0].lower() in APPS:
            return None  # "i live in excel these days": the app the user works in (en.environment.lives_in)
        return finding(
            "fact",
            f"User lives in {city}",
            confidence,
            "location",
            slot="fact.home_city",
            value=city,
            domain="personal",
        )

    return build


_HOME_GOT = _home(0.75)
#: What a house bought or rented is in when it is no place ("in need of work", "in a nice area"), and what makes
#: it no home ("to rent out", "as an investment", "for my mum").
_NOT_A_PLACE = re.compile(r"(?:need|good|great|bad|poor|decent|desperate|dire|a|an|the|my|our|his|her|their)\b", re.I)
_NOT_A_HOME = re.compile(
    r"\b(?:to\s+rent(?:\s+out)?|rent\s+(?:it\s+)?out|as\s+an?\s+investment|buy[- ]to[- ]let|for\s+(?:my|our|his|her)"
    r"\s+\w+|holiday|vacation)\b",
    re.I,
)


def _home_got(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we just bought our first flat in glasgow", "got the keys to a house in Leeds": the home, unless the house
    is bought for someone else or to let, or what follows "in" is no place ("in need of renovation")."""
    rest = match.group("rest")
    if _NOT_A_PLACE.match(rest) or _NOT_A_HOME.search(rest):
        return None
    return _HOME_GOT(match, clause)


#: A home that is not where the user lives: let, for holidays, an investment.
_NOT_LIVED_IN = rx.compile(
    r"\b(?:rent(?:ed|ing)?\s+(?:it\s+)?out|let\s+out|holiday|second\s+home|investment|airbnb|buy[- ]to[- ]let)\b", re.I
)


_GOT_HOME = rx.compile(r"\b(?:bought|got\s+the\s+keys\s+to|moved\s+into|renting)\b", re.I)


def _home_mine(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "our flat in Leith has damp", "my landlord in Bristol …": a home said in passing, unless it is let out, for
    holidays or an investment ("my house in Spain is rented out")."""
    if _NOT_LIVED_IN.search(clause.sentence) or _GOT_HOME.search(clause.text):
        return None  # let, for holidays; or bought, moved into: en.fact.home_bought reads it
    return _home_got(match, clause)


def _origin(match: re.Match[str], clause: Clause) -> BuildResult:
    city = place(match.group("rest"), clause)
    if city is None:
        return None
    return finding("fact", f"User is from {city}", 0.85, "origin", slot="fact.origin", value=city, domain="personal")


def _born(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    year = re.match(r"(19\d\d|20[0-2]\d)\b", rest)
    if year is not None:
        return finding(
            "identity",
            f"User was born in {year.group(1)}",
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
        f"User was born in {city}",
        0.9,
        "birthplace",
        slot="fact.birthplace",
        value=city,
        domain="personal",
    )


def _employer(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    org = organisation(rest)
    if org is None and clause.lowercase and re.search(r"\s+as\s+an?\s", rest, re.I):
        # "i work for the nhs as a porter": the job makes the lower-case name a workplace
        org = lower_organisation(rest)
    if org is None:
        return None
    out = [
        finding(
            "fact",
            f"User works at {org}",
            0.9,
            "employer",
            slot="fact.employer",
            value=org,
            domain="professional",
        )
    ]
    tail = re.search(r"\s+as\s+((?:a|an)\s+.+)$", rest, re.I)
    if tail is not None:
        clause.followups.append("I'm " + tail.group(1))
    return out


#: The end of a job said earlier in the sentence: "left Deloitte last month", "quit my job at Aldi", "handed in my
#: notice". A workplace said after it as where the user is now is the new employer.
_LEFT_JOB = rx.compile(
    r"\b(?:left|quit|resigned\s+from|moved\s+on\s+from)\s+(?:my\s+(?:job|role|position)\s+(?:at|with)\s+)?"
    r"(?-i:[A-Z])|\b(?:left|quit)\s+my\s+(?:job|role|position)\b|\bhanded\s+in\s+my\s+notice\b",
    re.I,
)


def _employer_now(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "left Deloitte last month, I'm at KPMG now", "quit my job at Aldi, I'm now with Lidl": where the user is
    now is their new workplace only after the end of the old one ("I'm at Tesco now" alone is a shop visited)."""
    if not (match.group("now") or match.group("now2")):
        return None
    if _LEFT_JOB.search(clause.sentence.replace(clause.text, " ")) is None:
        return None
    return _employer(match, clause)


def _job(confidence: float) -> Builder:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        return _title_findings(match.group("rest"), clause, confidence)

    return build


def _new_job(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = re.sub(r"^(?:a|an)\s+", "", match.group("rest"), flags=re.I)
    return _title_findings(rest, clause, 0.8)


def _status_job(match: re.Match[str], clause: Clause) -> BuildResult:
    value = re.sub(r"\s+", " ", match.group("s").lower()).replace("self employed", "self-employed")
    value = re.sub(r"stay[- ]at[- ]home", "stay-at-home", value)
    return finding(
        "fact",
        f"User is {value}",
        0.85,
        "occupation",
        slot="fact.job_title",
        value=value,
        domain="professional",
    )


def _self_employed(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I work for myself", "i freelance as a designer": self-employed, and the trade when it is named."""
    rest = match.group("rest")
    if rest:
        return _title_findings(re.sub(r"^(?:a|an)\s+", "", rest, flags=re.I), clause, 0.8)
    return finding(
        "fact", "User is self-employed", 0.8, "occupation", slot="fact.job_title", value="self-employed",
        domain="professional",
    )  # fmt: skip


_THE_TITLE_AT = rx.compile(
    r"\s+(?:at|for|of|on)\s+|\s+in\s+(?!(?:our|the|my)\s+(?:house|home|family|flat|relationship)\b)", re.I
)


def _the_title(match: re.Match[str], clause: Clause) -> BuildResult:
    parsed = parse_title(match.group("rest"))
    if parsed is None:
        return None
    title, after = parsed
    if not match.group("mod") and not _THE_TITLE_AT.match(after):
        return None  # "Jake's the cook in our house, I'm the baker": a part at home, not a job
    return finding(
        "fact",
        f"User is the {match.group('mod') or ''}{title}",
        0.8,
        "occupation",
        slot="fact.job_title",
        value=title,
        domain="professional",
    )


#: What someone teaching says they teach, when it names a subject or a class ("high school chemistry", "year 6",
#: "piano"), not whom or how ("my kids at home", "people to code").
_TAUGHT = rx.compile(r"(?:[a-z0-9][\w'-]*\s+){0,3}[a-z0-9][\w'-]*", re.I)
_NOT_TAUGHT = frozenset(words("to how my our their his her him them me myself kids children people adults online"
                              " part-time privately sometimes"))
_TAUGHT_AT = rx.compile(r"at\s+(?P<rest>.+)$", re.I)
_TAUGHT_WHEN = rx.compile(r"\s+(?:on|every|at|for|to|with|from|part-time|full-time|online|privately)\b", re.I)


def _teach(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None or value.split()[0].lower() in ("themselves", "them", "people", "everyone"):
        return None
    said = match.group("verb").lower()
    verb = {"teach": "teaches", "tutor": "tutors", "coach": "coaches", "lecture": "lectures"}[said]
    said_as = f"User {verb} {value}"  # the user's words, where included
    if said not in ("teach", "lecture"):
        return finding("fact", said_as, 0.8, "occupation", domain="professional")
    # "I teach high school chemistry in Dayton": the job (a chemistry teacher) and the town it is in
    town = _IN_TOWN.search(value)
    taught = value[: town.start()] if town is not None else value
    where = _works_in(value[town.start() :], clause) if town is not None else []
    # when and where it is taught are not the subject: "yoga on weekends", "at a primary school"
    subject = _TAUGHT_WHEN.split(" " + taught, maxsplit=1)[0].strip()
    if subject and (not _TAUGHT.fullmatch(subject) or not _NOT_TAUGHT.isdisjoint(subject.lower().split())):
        return finding("fact", said_as, 0.8, "occupation", domain="professional")
    noun = "teacher" if said == "teach" else "lecturer"
    job = finding("fact", said_as, 0.8, "occupation", slot="fact.job_title",
                  value=f"{subject.lower()} {noun}" if subject else noun, domain="professional")  # fmt: skip
    school = _TAUGHT_AT.match(taught[len(subject) :].strip())
    org = organisation(school.group("rest")) if school is not None else None
    if org is not None:
        # "I teach at Moseley Park, a 1,200-pupil comp": where the user teaches is their employer
        where = [finding("fact", f"User works at {org}", 0.85, "employer", slot="fact.employer", value=org,
                         domain="professional"), *where]  # fmt: skip
    return [job, *where] if where else job


def _study(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    at = re.search(r"(?:^|\s)(?:at|in)\s+(?=[A-Z])", rest)
    if at is None and clause.lowercase:
        lower_at = re.search(r"(?:^|\s)at\s+(?=[a-z])", rest)  # "i study at ucl": a name typed in lower case
        if lower_at is not None and lower_organisation(rest[lower_at.end() :]) is not None:
            at = lower_at
    field_text = rest[: at.start()] if at else rest
    field = field_text.strip()
    if field and (
        re.match(
            r"(?:for|hard|every|a|an|the|with|to|on|my|all|late|abroad|online|remotely|at|in|"
            r"a\s+lot|while|when|because|so)\b",
            field,
            re.I,
        )
        or len(field.split()) > 5
    ):
        field = ""
    if at is not None:
        school = organisation(rest[at.end() :])
        if school is None and clause.lowercase:
            school = lower_organisation(rest[at.end() :])
        if school is not None and school.lower() not in V.LANGUAGES:
            content = f"User studies {field} at {school}" if field else f"User studies at {school}"
            found = finding("fact", content, 0.85, "school", slot="fact.school", value=school, domain="education")
            subject = phrase(field) if field else None
            if subject is None:
                return found
            # "I studied chemistry at Aston": the subject is a fact of its own
            studies = finding("fact", f"User studies {subject}", 0.8, "field-of-study", slot="fact.field_of_study")
            return [found, replace(studies, value=subject, domain="education")]
    value = phrase(field) if field and not at else None
    if value is None:
        return None
    return finding(
        "fact",
        f"User studies {value}",
        0.75,
        "field-of-study",
        slot="fact.field_of_study",
        value=value,
        domain="education",
    )


_UNI_NOUNS = r"(?:uni|university|college|poly|polytechnic)"


def _uni(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "at manchester uni btw", "i go to Leeds Uni", "I'm at the University of York": where the user studies."""
    name = re.sub(r"^the\s+", "", re.sub(r"\s+", " ", match.group("school").strip()), flags=re.I)
    if name.lower().split()[0] in PLACE_STOP or name.lower() in V.NOT_NAMES:
        return None
    if clause.lowercase or name[:1].islower():
        name = " ".join(w if w.lower() in ("of", "the") else w.capitalize() for w in name.split())
    return finding("fact", f"User studies at {name}", 0.8, "school", slot="fact.school", value=name, domain="education")


def _former_job_from(rest: str) -> BuildResult:
    """ "I was a civil engineer for forty years", "I'm a retired teacher": what the user did before."""
    rest = re.sub(r"^(?:a|an)\s+", "", rest, flags=re.I)
    parsed = parse_title(rest)
    if parsed is None:
        return None
    title = parsed[0]
    return finding(
        "fact", f"User was {article(title)} {title}", 0.8, "occupation", slot="fact.former_job", value=title,
        domain="professional",
    )  # fmt: skip


_CAR_MAKES = V.alternation(V.CAR_MAKES)


def _former_job_any(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest") or match.group("rest2")
    return _former_job_from(rest)


def _car(match: re.Match[str], clause: Clause) -> BuildResult:
    make = re.sub(r"\s+", " ", match.group("car").strip())
    if make[:1].islower():
        make = " ".join(V.CAR_CASE.get(w.lower(), w.capitalize()) for w in make.split())
    year = match.group("year")
    shown = f"{year} {make}" if year else make
    return finding(
        "fact", f"User drives {article(shown)} {shown}", 0.8, "car", slot="fact.car", value=make, domain="personal"
    )


def _car_named(match: re.Match[str], clause: Clause) -> BuildResult:
    """A make or a model alone is a car when typed with its capital ("my Golf", not "my golf swing"), or in a
    message typed all in lower case, where only a make is taken ("my tesla's range")."""
    said = match.group("car")
    if said[:1].islower() and (not clause.lowercase or re.fullmatch(_CAR_MODELS, said, re.I)):
        return None
    return _car(match, clause)


_CAR_MODELS = V.CAR_MODELS


def _works_in_field(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I work in marketing", "i work in a bakery", "I work in Leeds": where or in what the user works, kept in the
    user's words (a sector, a workplace or a town), without a slot that would force one reading."""
    rest = re.sub(r"\s+", " ", match.group("rest").strip())
    last = rest.lower().split()[-1]
    if last in PLACE_STOP | {"this", "that", "there", "here", "progress", "pairs", "teams"} and rest.lower() != "it":
        return None
    if re.match(r"(?:the\s+)?(?:morning|evening|afternoon|day|dark|cold|rain|office\s+today)\b", rest, re.I):
        return None
    if rest.lower() == "it":
        rest = "IT"
    tail = re.match(r"\s+as\s+((?:a|an)\s+.+)$", clause.text[match.end() :], re.I)
    if tail is not None:
        clause.followups.append("I'm " + tail.group(1))  # "i work in a hospital as a porter": the job as well
    return finding("fact", f"User works in {rest}", 0.7, "occupation", domain="professional")


#: The workplace or the town said between the job and "here": "junior dev at Shopify here", "paramedic in Leeds
#: here" (the town is then read as the user's home by :func:`_works_in`, as in "I'm a paramedic in Leeds").
_AT_HERE = rx.compile(r"\s+(?:at|in)\s+\S.*", re.I)


def _job_here(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "nurse here, night shifts are rough", "ICU nurse here": the user introducing themself by their job."""
    rest = re.sub(r"^(?:a|an)\s+", "", match.group("rest"), flags=re.I)
    rest = re.sub(r"\s+@\s+", " at ", rest)
    parsed = parse_title(rest)
    # the workplace may come with it: "junior dev at Shopify here"
    if parsed is None or (parsed[1].strip() and _AT_HERE.fullmatch(parsed[1]) is None):
        return None
    return _title_findings(rest, clause, 0.75)


def _allergy_reaction(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "peanuts give me hives", "penicillin gave me a rash": what the user is allergic to."""
    said = re.sub(r"\s+", " ", match.group("x").lower())
    if said in V.NOT_NAMES or said in PLACE_STOP:
        return None
    return finding(
        "fact", f"User is allergic to {said}", 0.75, "allergy", slot="fact.allergy", value=said, domain="personal"
    )


def _intolerant_to(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm intolerant to lactose": a lasting condition, named as the vocabulary names intolerances."""
    said = re.sub(r"\s+", " ", match.group("x").lower())
    if said in PLACE_STOP or said in ("it", "this", "that", "them", "people", "noise", "stupidity", "bs"):
        return None
    said = {"dairy": "lactose", "milk": "lactose", "wheat": "gluten"}.get(said, said)
    value = f"{said} intolerance"
    return finding("fact", f"User has {value}", 0.8, "health", slot="fact.health", value=value, domain="personal")


def _spectrum(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm on the autism spectrum", "I'm on the spectrum": autism."""
    return finding(
        "fact", "User is on the autism spectrum", 0.8, "health", slot="fact.health", value="autism", domain="personal"
    )


def _allergy_noun(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have a peanut allergy", "severe nut allergy here": what the user is allergic to."""
    said = re.sub(r"\s+", " ", match.group("x").lower())
    if said in ("an", "a", "the", "my", "food", "bad", "severe", "some", "no", "seasonal"):
        return None
    plural = {"nut": "nuts", "peanut": "peanuts", "egg": "eggs", "tree nut": "tree nuts"}.get(said)
    content = f"User is allergic to {said}"
    if plural:
        content = f"User is allergic to {plural} ({article(said)} {said} allergy)"
    return finding("fact", content, 0.85, "health", slot="fact.allergy", value=said, domain="health")


_DEGREE = (
    r"(?:phd|ph\.d\.?|masters?|master's|msc|ma|mba|degree|bachelor's|bsc|ba|undergrad|doctorate|pgce|llm|diploma"
    r"|apprenticeship|foundation\s+year)(?:\s+degree)?"
)


#: What a "year of …" can be that is no field of study ("my third year of marriage", "the first year of recovery").
_NOT_FIELDS = frozenset(
    words("""
    marriage my our the their his her recovery sobriety retirement treatment chemo dating parenthood motherhood
    fatherhood lockdown covid being it this that work employment service contract life business trading running
    teaching it's living uni university college school high sixth
    """)
)


def _degree(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm doing a PhD in chemistry at Durham", "in my final year of nursing": what and where the user studies."""
    field = re.sub(r"\s+", " ", match.group("field").strip())
    school_text = match.group("school")
    out: list[Finding] = []
    words_ = field.lower().split()
    if words_ and words_[0] in _NOT_FIELDS:
        return None  # "in my third year of marriage"
    if field and len(words_) <= 4 and words_[0] not in V.TITLE_STOP and words_[0] not in PLACE_STOP:
        value = field.lower() if clause.lowercase or not field[:1].isupper() else field
        value = V.FIELD_ABBREVIATIONS.get(value.lower(), value)
        studies = finding("fact", f"User studies {value}", 0.8, "field-of-study", slot="fact.field_of_study")
        studies = replace(studies, value=value)
        out.append(replace(studies, domain="education"))
    if school_text:
        school = organisation(school_text)
        if school is not None:
            at = finding("fact", f"User studies at {school}", 0.8, "school", slot="fact.school", value=school)
            out.append(replace(at, domain="education"))
    return out or None


#: A field said as the kind of degree ("a nursing degree", "a computer science degree"): only known fields, so that
#: "a 3 year degree" or "an online degree" name none.
_FIELD_NOUN = (
    r"(?:(?:computer|data|political|sports?|social|environmental|civil|mechanical|electrical|software|business"
    r"|chemical|biomedical|creative|forensic|medical)\s+)?(?:" + V.alternation(V.FIELDS | {"science", "sciences"})
    + r")"
)


def _degree_noun(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "im doing a nursing degree at uni", "I have a degree in history": what the user studies or studied."""
    field = match.group("field") or match.group("field2")
    value = V.FIELD_ABBREVIATIONS.get(field.lower(), field.lower())
    studies = finding("fact", f"User studies {value}", 0.8, "field-of-study", slot="fact.field_of_study")
    out = [replace(studies, value=value, domain="education")]
    if match.group("school"):
        school = organisation(match.group("school"))
        if school is not None:
            at = finding("fact", f"User studies at {school}", 0.8, "school", slot="fact.school", value=school)
            out.append(replace(at, domain="education"))
    return out


def _major(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("rest"))
    if value is None:
        return None
    return finding(
        "fact",
        f"User is majoring in {value}",
        0.85,
        "field-of-study",
        slot="fact.field_of_study",
        value=value,
        domain="education",
    )


def _year_of_study(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm in my second year at uni", "in my final year of medicine", "i'm in year 12": the user is a student."""
    where = re.sub(r"\s+", " ", (match.group("where") or "").lower())
    field = (match.group("field") or "").lower().split()
    if field and (field[0] in _NOT_FIELDS or (field[0] in ("a", "an") and field[1:2] and field[1] in _NOT_FIELDS)):
        return None  # "my third year of marriage"
    out = [
        finding(
            "fact", "User is a student", 0.8, "occupation", slot="fact.job_title", value="student", domain="education"
        )
    ]
    if where in ("med school", "medical school"):
        medicine = finding("fact", "User studies medicine", 0.8, "field-of-study", slot="fact.field_of_study")
        out.append(replace(medicine, value="medicine", domain="education"))
    return out


def _city_demonym(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm a londoner", "a proud Glaswegian": the city the user is from."""
    said = re.sub(r"\s+", " ", match.group("d").lower())
    city = V.CITY_DEMONYMS[said]
    return finding(
        "fact", f"User is from {city} ({article(said)} {said.title()})", 0.75, "origin", slot="fact.hometown",
        value=city, domain="personal",
    )  # fmt: skip


#: Gig work said by what is done and for whom: the job each verb names.
_GIG_JOBS = {"drive": "driver", "deliver": "delivery driver", "ride": "courier", "cycle": "courier",
             "courier": "courier", "deliveries": "delivery driver", "food deliveries": "delivery rider"}  # fmt: skip


def _gig(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i drive for uber", "I deliver for Amazon on weekends", "i do deliveries for deliveroo": the job and who it
    is done for, read as "I'm a driver for Uber" (so "i drive for a living", "i drive for hours" name no one)."""
    rest = match.group("rest")
    org = organisation(rest) or (lower_organisation(rest) if clause.lowercase else None)
    if org is None or org.lower() in ("a living", "fun", "work", "hours", "ages", "miles", "me", "him", "her"):
        return None
    verb = re.sub(r"^do\s+", "", re.sub(r"\s+", " ", match.group("verb").lower()))
    return _title_findings(f"{_GIG_JOBS[verb]} for {org}", clause, 0.8)


RULES: list[Rule] = [
    rule(
        "en.fact.gig",
        "i",
        r"i\s+" + ADV + r"(?P<verb>drive|deliver|ride|cycle|courier|do\s+(?:food\s+)?deliveries)\s+for\s+"
        r"(?!(?:a|an|my|our|the\s+(?:first|last)|hours|ages|fun|work|miles|a\s+living|me|him|her|them|free)\b)(?P<rest>.+)",
        _gig,
        "fact",
    ),
    rule(
        "en.fact.year_of_study",
        "i im",
        I_AM + ADV + r"in\s+(?:(?:my|the)\s+(?:first|second|third|fourth|final|last|1st|2nd|3rd|4th|5th|6th"
        r"|penultimate)\s+year\s+(?:(?:at|of)\s+(?P<where>uni|university|college|med\s+school|medical\s+school|law\s+school|sixth\s+form"
        r"|my\s+degree)|of\s+(?P<field>(?:a\s+)?[\w-]+(?:\s+[\w-]+)?)(?:\s+(?:degree|at\s+\S+))?)"
        r"|year\s+(?:1[0-3]|[7-9])|(?:my\s+)?(?:freshman|sophomore|junior|senior)\s+year(?:\s+(?:at|of)\s+"
        r"(?P<where2>college|uni|university|high\s+school))?)(?=$|[,;:!?.]|\s+(?:and|but|so|now|btw|at|studying|doing)\b)",
        _year_of_study,
        "fact",
        needle="year",
    ),
    rule(
        "en.fact.city_demonym",
        "i im",
        I_AM + ADV + r"(?:an?\s+)?(?:(?:proud|born|true|real|lifelong|adopted|honorary|die-?hard)\s+(?:and\s+\w+\s+)?)?"
        r"(?P<d>" + V.alternation(frozenset(V.CITY_DEMONYMS)) + r")(?![\w-])",
        _city_demonym,
        "fact",
    ),
    rule(
        "en.fact.home_city",
        "i",
        r"i\s+" + ADV + r"(?:live|reside)\s+(?P<rest>.+)",
        _home(0.9, search=True),
        "fact",
    ),
    rule(
        "en.fact.home_city_we",
        "we",
        r"we\s+" + ADV + r"(?:live|reside)\s+(?P<rest>.+)",
        _home(0.75, search=True),
        "fact",
    ),
    rule(
        "en.fact.home_bought",
        "i we",
        r"(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+|recently\s+)?(?:got\s+the\s+keys\s+to"
        r"|moved\s+into|are\s+renting|'re\s+renting|bought)\s+(?:a|our|my|the)\s+"
        r"(?:new\s+|first\s+|little\s+|own\s+)?(?:house|flat"
        r"|home|place|apartment|condo|bungalow|cottage)\s+in\s+(?P<rest>.+)",
        _home_got,
        "fact",
    ),
    *(
        rule(
            # "our flat in Leith has damp", "the rent on my place in Brooklyn", "my landlord in Bristol wants …": where
            # the user's own home is, said in passing
            f"en.fact.home_{mine}",
            "",
            rf"\b{mine}\s+(?:(?:new|current|little|rented|tiny|shared|student|first)\s+)?(?:flat|apartment|house|place"
        r"|home|landlord|landlady|neighbou?rhood|street|building|block)\s+in\s+(?P<rest>.+)",
            _home_mine,
            "fact",
            needle=f"{mine} ",
        )
        for mine in ("my", "our")
    ),
    rule(
        "en.fact.home_city_based",
        "i im",
        I_AM + ADV + r"(?:living|based|residing)\s+(?:in|out\s+of)\s+"
        r"(?P<rest>.+)",
        _home(0.85),
        "fact",
    ),
    rule(
        "en.fact.home_city_arrived",
        "i im we",
        r"(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:all\s+)?(?:now|finally|officially|properly)\s+(?:all\s+)?"
        r"(?:(?:settled|moved|living)\s+)?in\s+(?P<rest>.+)",
        _home_in_passing,
        "fact",
    ),
    rule(
        "en.fact.home_city_here",
        "here over out down up",
        r"(?:(?:over|out|down|up)\s+)?here\s+in\s+(?P<rest>.+)",
        _home_in_passing,
        "fact",
    ),
    rule(
        "en.fact.home_city_perfect",
        "i",
        I_HAVE + ADV + r"(?:been\s+living|lived|been\s+based)\s+in\s+"
        r"(?P<rest>.+)",
        _home(0.75),
        "fact",
    ),
    rule(
        "en.fact.home_city_moved",
        "i we",
        r"(?:i|we)\s+" + ADV + r"(?:moved|relocated)\s+(?:back\s+)?(?:home\s+)?(?:(?:out|over|up|down|across)\s+)?"
        r"(?:from\s+\S+(?:\s+\S+)?\s+)?to"
        r"\s+(?P<rest>.+)",
        _home(0.75),
        "fact",
    ),
    rule("en.fact.origin", "i im", I_AM + r"(?:originally\s+)?from\s+(?P<rest>.+)", _origin, "fact"),
    rule(
        "en.fact.origin_come",
        "i",
        r"i\s+(?:originally\s+)?(?:come\s+from|grew\s+up\s+in)\s+(?P<rest>.+)",
        _origin,
        "fact",
    ),
    rule(
        "en.fact.birthplace",
        "i",
        r"i\s+was\s+born\s+(?:and\s+(?:raised|bred)\s+)?in\s+(?P<rest>.+)",
        _born,
        "fact",
    ),
    rule(
        "en.fact.employer",
        "i im",
        r"(?:i|i'?m|i\s+am)\s+" + ADV + r"(?:work|working|employed)\s+(?:full[- ]time"
        r"\s+|part[- ]time\s+|remotely\s+)?(?:at|for|by)\s+(?P<rest>.+)",
        _employer,
        "fact",
    ),
    rule(
        # "I've worked at Tesco for a decade", "I've been at Deloitte 4 years", "been with Arup since 2019": a workplace
        # the user has been at for a while and still is
        "en.fact.employer_for_so_long",
        "i i've ive been",
        r"(?:(?:i've|ive|i\s+have)\s+" + ADV + r")?(?:been\s+(?:working\s+)?|worked\s+)(?:at|for|with)\s+"
        r"(?P<rest>(?:the\s+)?(?-i:[A-Z])[\w&.'-]*(?:\s+(?:of\s+|&\s+)?(?-i:[A-Z])[\w&.'-]*){0,3})\s+"
        r"(?:for\s+(?:\d+|a|an|over|almost|nearly|about|around|the\s+last|the\s+past|two|three|four|five|six|seven|eight"
        r"|nine|ten|fifteen|twenty|a\s+few|a\s+couple\s+of|many|several)\b|\d+\s+(?:years?|yrs?|months?)\b|since\s+"
        r"(?:(?:19|20)\d\d|uni|university|college|school|graduating|i\s+(?:left|graduated|qualified|finished)|last|january|february"
        r"|march|april|may|june|july|august|september|october|november|december)\b)",
        _employer,
        "fact",
    ),
    rule(
        "en.fact.employer_now",
        "i im",
        I_AM + r"(?P<now>now\s+)?(?:at|with)\s+"
        r"(?P<rest>(?:the\s+)?(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,2})"
        r"(?P<now2>\s+now)?(?=$|[,;:!?.]|\s+(?:and|but|so|btw|tho|lol|instead|since)\b)",
        _employer_now,
        "fact",
    ),
    rule("en.fact.job_title", "i im", I_AM + ADV + r"(?:a|an)\s+(?P<rest>.+)", _job(0.85), "fact"),
    rule(
        "en.fact.job_title_the",
        "i im",
        I_AM + r"the\s+(?P<mod>(?:only|sole|main|lead|head|new|resident)\s+)?"
        r"(?P<rest>.+)",
        _the_title,
        "fact",
    ),
    rule(
        "en.fact.new_job",
        "i",
        r"(?:i'?ve|i\s+have|i)\s+(?:just\s+|recently\s+)?(?:started|landed|got|accepted|took)"
        r"\s+(?:a\s+)?(?:new\s+)?(?:job|position|role|gig)\s+as\s+(?P<rest>(?:a|an)\s+.+)",
        _new_job,
        "fact",
    ),
    rule(
        "en.fact.new_employer",
        "i im",
        r"(?:(?:i'?ve|i\s+have|i)\s+(?:just\s+|recently\s+|finally\s+)?(?:got|landed|accepted|started|took|been\s+offered)"
        r"\s+(?:a\s+|the\s+)?(?:new\s+)?(?:job|position|role|gig|internship|placement)\s+(?:at|with)"
        r"|(?:i|i'm|im|i\s+am)\s+(?:just\s+|recently\s+)?(?:started|starting|joined|joining)\s+(?:at\s+|work\s+at\s+)?"
        r"(?=(?-i:[A-Z]))(?=\S+(?:\s+\S+){0,4}\s+(?:as|on|last|this|next|in|today|yesterday|tomorrow)\b|[^,.!?]*$))"
        r"\s*(?P<rest>.+)",
        _employer,
        "fact",
    ),
    rule(
        "en.fact.teach",
        "i",
        r"i\s+" + ADV + r"(?P<verb>teach|tutor|coach|lecture)\s+(?P<obj>.+)",
        _teach,
        "fact",
    ),
    rule(
        "en.fact.job_title_as",
        "i",
        r"i\s+" + ADV + r"(?:work|am\s+working|'m\s+working)\s+(?:(?:full|part)[- ]time\s+|nights\s+|shifts\s+)?as"
        r"\s+(?:a|an)\s+(?P<rest>.+)",
        _job(0.85),
        "fact",
    ),
    rule(
        "en.fact.job_title_my",
        "my",
        r"my\s+(?:job|job\s+title|title|profession|occupation|role|position)\s+is"
        r"\s+(?:a\s+|an\s+)?(?P<rest>.+)",
        _job(0.85),
        "fact",
    ),
    rule(
        "en.fact.job_status",
        "i im",
        I_AM + r"(?:now\s+|currently\s+|fully\s+|happily\s+|recently\s+|just\s+)?(?P<s>retired|self[- ]employed"
        r"|freelance|a\s+stay[- ]at[- ]home\s+(?:mom|mum|dad|parent))" + BOUND,
        _status_job,
        "fact",
    ),
    rule(
        "en.fact.self_employed",
        "i",
        r"i\s+" + ADV + r"(?:work\s+for\s+myself|(?:work\s+)?freelance(?:\s+as\s+(?P<rest>(?:a|an)\s+.+))?"
        r"|run\s+my\s+own\s+business)" + BOUND,
        _self_employed,
        "fact",
    ),
    rule(
        "en.fact.school",
        "i im",
        r"(?:i|i'?m|i\s+am)\s+" + ADV + r"(?:study|studying|studied)\s+(?P<rest>.+)",
        _study,
        "fact",
    ),
    rule(
        "en.fact.uni",
        "at i im",
        r"(?:(?:i'm|im|i\s+am)\s+" + ADV + r"(?:studying\s+)?at|at|i\s+(?:go\s+to|attend|study\s+at))\s+"
        r"(?P<school>(?:the\s+)?(?:" + _UNI_NOUNS + r")\s+of\s+[a-z][\w-]+(?:\s+[a-z][\w-]+)?"
        r"|[a-z][\w'-]+(?:\s+[a-z][\w'-]+)?\s+" + _UNI_NOUNS + r")(?=$|[,;:!?]|\s+(?:btw|so|and|but|now|too|for"
        r"|since|doing|studying|where|which|lol)\b)",
        _uni,
        "fact",
    ),
    rule(
        "en.fact.former_job",
        "i im",
        r"(?:i\s+was\s+(?P<rest>(?:a|an)\s+.+?)\s+(?:for\s+(?:\d+|[a-z]+|a\s+few|many)\s+(?:years|decades)|until|before|back"
        r"\s+in|in\s+a\s+past\s+life|in\s+my\s+(?:twenties|thirties|forties|old\s+job))\b"
        r"|" + I_AM + r"(?:a\s+|an\s+)?(?:retired|former|ex-)\s*(?P<rest2>.+))",
        _former_job_any,
        "fact",
        exclusive=True,
    ),
    rule(
        "en.fact.car",
        "i",
        r"(?:i've\s+got|i\s+" + ADV + r"(?:drive|own|have|have\s+got|got))\s+(?:a|an|my)\s+"
        r"(?:(?:old|new|used|little|trusty|battered"
        r"|second-hand|\d{2,3}k?\s+miles?)\s+)*(?:(?P<year>(?:19|20)\d\d|'\d\d)\s+)?(?P<car>(?:" + _CAR_MAKES + r")"
        r"(?:\s+(?!(?:and|but|so|which|that|with|for|is|was|because|since|to)\b)[\w-]+){0,2})\b",
        _car,
        "fact",
    ),
    rule(
        "en.fact.works_in",
        "i we",
        r"(?:i|we)\s+" + ADV + r"work\s+(?:(?:full|part)[- ]time\s+)?in\s+"
        r"(?P<rest>(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?|(?-i:[A-Z][\w&-]*)(?:\s+(?-i:[A-Z][\w&-]*))?|[a-z][\w-]*)(?=$|[,;:!?.]|\s+(?:and|but|so|now|for|at|as|since|btw"
        r"|tho|lol|too|which|where|because|these)\b)",
        _works_in_field,
        "fact",
    ),
    rule(
        "en.fact.job_here",
        "",
        r"^(?P<rest>(?:an?\s+)?[\w-]+(?:\s+[\w-]+){0,2}?(?:\s+(?:at|@|in)\s+[\w&.'-]+(?:\s+[\w&.'-]+){0,2}?)?)\s+here\b",
        _job_here,
        "fact",
        needle=" here",
    ),
    rule(
        "en.fact.allergy_noun",
        "i with severe bad mild serious",
        r"(?:(?:i\s+have|i've\s+got|i\s+got|with)\s+(?:a|an)\s+|(?=\w+\s+(?:\w+\s+)?allerg(?:y|ies)\s+here))"
        r"(?:(?:severe|mild|bad|serious|life-threatening|really\s+bad)\s+)?(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+allerg(?:y|ies)\b",
        _allergy_noun,
        "fact",
    ),
    rule(
        "en.fact.allergy_here",
        "",
        r"^(?:an?\s+)?(?:(?:severe|mild|bad|serious|life-threatening|really\s+bad)\s+)?(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+"
        r"allerg(?:y|ies)\s+here\b",
        _allergy_noun,
        "fact",
        needle="allerg",
    ),
    rule(
        "en.fact.allergy_reaction",
        "",
        r"^(?P<x>(?!(?:it|this|that|these|those|they|he|she|the\s+(?:medicine|meds|pills|tablets|dose)))[\w-]+(?:\s+[\w-]+)?)"
        r"\s+(?:gives?|gave)\s+me\s+(?:hives|a\s+rash|rashes|an\s+allergic\s+reaction|anaphylaxis|anaphylactic\s+shock)\b",
        _allergy_reaction,
        "fact",
        needle=" me ",
    ),
    rule(
        "en.fact.intolerant_to",
        "i im",
        I_AM + ADV + r"(?:(?:very|mildly|severely|slightly|a\s+bit)\s+)?intolerant\s+to\s+(?P<x>[\w-]+(?:\s+[\w-]+)?)"
        r"(?=$|[,;:!?.]|\s+(?:and|but|so|btw|too|which|as)\b)",
        _intolerant_to,
        "fact",
        needle="intolerant",
    ),
    rule(
        "en.fact.spectrum",
        "i im",
        I_AM + ADV + r"on\s+the\s+(?:autism\s+|autistic\s+)?spectrum\b",
        _spectrum,
        "fact",
        needle="spectrum",
    ),
    rule(
        "en.fact.car_mine",
        "my",
        r"my\s+(?:new\s+|old\s+|current\s+|first\s+)?car(?:'s|\s+is)\s+(?:a|an)\s+(?:(?:old|new|used|little|trusty"
        r"|battered|second-hand)\s+)*(?:(?P<year>(?:19|20)\d\d|'\d\d)\s+)?(?P<car>(?:" + _CAR_MAKES + r")"
        r"(?:\s+(?!(?:and|but|so|which|that|with|for|is|was|because|since|to)\b)[\w-]+){0,2})\b",
        _car,
        "fact",
    ),
    rule(
        # "my Kia Niro is making a noise", "our 2015 vw polo needs tyres": a make and its model, said in passing
        "en.fact.car_my_make",
        "my our",
        r"(?:my|our)\s+(?:(?:new|old|used|little|trusty|battered|second-hand|current)\s+)*(?:(?P<year>(?:19|20)\d\d"
        r"|'\d\d)\s+)?(?P<car>(?:" + _CAR_MAKES + r")(?:\s+(?!(?:and|but|so|which|that|with|for|is|was|has|had|keeps"
        r"|won't|wont|isn't|needs|makes|just|because|since|to|stock|shares|app|account|dealer|dealership|garage"
        r"|insurance|keys?|charger|lease|finance|card|pension|jacket|shoes|trainers|watch|laptop|phone|tv)\b)"
        r"[\w-]*\d[\w-]*|\s+(?-i:[A-Z])[\w-]+|\s+(?:" + _CAR_MODELS + r"))(?:\s+(?:hybrid|estate|diesel|ev|gti"
        r"|sport|plus))?)(?![\w-])",
        _car,
        "fact",
    ),
    *(
        rule(
            # "the brakes on my Golf squeal", "my Tesla's range dropped", "our old Civic needs tyres": a car the user
            # has, named by its make or its model alone, anywhere in the clause, with what a car does or has after it
            f"en.fact.car_{mine}_alone",
            "",
            rf"\b{mine}\s+(?:(?:new|old|used|little|trusty|battered|second-hand|current|ancient|beloved)\s+)*"
        r"(?:(?P<year>(?:19|20)\d\d|'\d\d)\s+)?(?P<car>" + _CAR_MODELS + "|" + _CAR_MAKES + r")"
        r"(?='s\b|\s+(?:is|has|needs|won't|wont|keeps|kept|broke|broken|died|failed|started|makes|made|was|just|isn't"
        r"|battery|brakes|tyres|tires|engine|range|clutch|gearbox|mot|service|exhaust|windscreen|windshield|aircon"
        r"|a/c|dashboard|warning|light|lights|check|squeaks?|squeals?|rattles?|stalls?|overheats?|leaks?|doesn't)\b)",
            _car_named,
            "fact",
            needle=f"{mine} ",
        )
        for mine in ("my", "our")
    ),
    rule(
        "en.fact.car_model",
        "i",
        r"(?:i've\s+got|i\s+" + ADV + r"(?:drive|own|have|have\s+got|got))\s+(?:a|an|my)\s+"
        r"(?:(?:old|new|used|little|trusty|battered|second-hand|red|blue|black|white|silver|grey|gray)\s+)*"
        r"(?:(?P<year>(?:19|20)\d\d|'\d\d)\s+)?(?P<car>" + _CAR_MODELS + r")(?![\w-])",
        _car,
        "fact",
    ),
    rule(
        "en.fact.car_bought",
        "i we",
        r"(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:traded\s+(?:\w+\s+){0,3}?(?:in\s+)?for|bought|got|leased"
        r"|picked\s+up|upgraded\s+to|switched\s+to)\s+(?:a|an|our|my)\s+(?:(?:new|used|second-hand|nearly-new)\s+)?"
        r"(?:(?P<year>(?:19|20)\d\d|'\d\d)\s+)?(?P<car>(?:" + _CAR_MAKES + r")"
        r"(?:\s+(?!(?:and|but|so|which|that|with|for|is|was|because|since|to|last|this|yesterday|on|in)\b)[\w-]+){0,3}"
        r"|" + _CAR_MODELS + r")(?![\w-])",
        _car,
        "fact",
    ),
    rule(
        "en.fact.car_driver",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:proud|happy|new|long-?time)\s+)?(?P<year>)(?P<car>(?:" + _CAR_MAKES + r")"
        r"(?:\s+[\w-]+)?)\s+(?:driver|owner)\b",
        _car,
        "fact",
    ),
    rule(
        "en.fact.degree",
        "i im",
        I_AM + ADV + r"(?:(?:doing|studying\s+for|halfway\s+through|starting|finishing)\s+(?:a|an|my)\s+" + _DEGREE
        + r"\s+in\s+|in\s+(?:my|the)\s+(?:first|second|third|fourth|final|last|\d(?:st|nd|rd|th))\s+year\s+of\s+"
        r"(?:(?:a|an|my)\s+" + _DEGREE + r"\s+in\s+)?)"
        r"(?P<field>(?:[a-z][\w&-]*|(?-i:[A-Z])[\w&-]*)(?:\s+(?:and\s+)?[a-z][\w&-]*){0,3}?)"
        r"(?:\s+at\s+(?P<school>.+?))?(?=$|[,;:!?.]|\s+(?:and|but|so|btw|now|which|while|lol|atm|rn|because)\b)",
        _degree,
        "fact",
        # before the broad "I'm doing …" situation, which reads the clause and ends it
        priority=Priority.IDENTITY,
    ),
    rule(
        "en.fact.degree_noun",
        "i im",
        r"(?:" + I_AM + ADV + r"(?:doing|studying\s+for|halfway\s+through|starting|finishing|in\s+(?:my|the)\s+(?:first"
        r"|second|third|fourth|final|last|\d(?:st|nd|rd|th))\s+year\s+of)|i(?:'ve|\s+have)\s+got|i\s+(?:have|did"
        r"|completed|finished))\s+(?:a|an|my)\s+(?:(?P<field>" + _FIELD_NOUN + r")\s+(?:degree|masters?|master's|phd"
        r"|bsc|ba|msc)|degree\s+in\s+(?P<field2>" + _FIELD_NOUN + r"))\b(?:\s+at\s+(?P<school>(?-i:[A-Z])[\w&'-]*"
        r"(?:\s+(?-i:[A-Z])[\w&'-]*){0,3}))?",
        _degree_noun,
        "fact",
        priority=Priority.IDENTITY,
    ),
    rule(
        "en.fact.promoted",
        "i",
        r"i(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?(?:been|got|was)\s+(?:made|promoted\s+to|appointed"
        r"(?:\s+as)?|offered\s+the\s+job\s+of)\s+(?:the\s+|a\s+|an\s+)?(?P<rest>.+)",
        _job(0.8),
        "fact",
    ),
    rule("en.fact.major", "i im", I_AM + ADV + r"majoring\s+in\s+(?P<rest>.+)", _major, "fact"),
]
