"""English rules for the people around the user, how they want to be answered, and their current situation."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.dates import valid_until
from pamport.pipeline.extract.rules.en_common import (
    ADV,
    I_AM,
    PLACE_STOP,
    article,
    instruction_text,
    person_name,
    phrase,
    place,
)
from pamport.pipeline.extract.rules.en_syntax import TIME, TIME_WORDS
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_tech import APPS, TECH
from pamport.pipeline.slotkeys import ENGLISH_VARIETIES

_REL = V.alternation(frozenset(V.RELATIONS))
_ANIMAL = V.alternation(V.ANIMALS)
_ADJ = (
    r"(?:(?:older|younger|little|big|baby|eldest|oldest|youngest|elder|twin|dear|lovely|amazing|new|late|"
    r"current|step|awesome|wonderful)\s+)?"
)
_LANGUAGE = V.alternation(
    V.LANGUAGES | {"uk english", "us english", "pt-br", "pt-pt", "pt br", "pt pt", "brazilian portuguese",
                   "european portuguese", "portuguese from portugal", "british english", "american english",
                   *(f"{variety} english" for variety in ("australian", "aussie", "canadian", "irish", "scottish",
                                                          "new zealand", "nz", "south african", "indian"))}
)  # fmt: skip
#: How a variety of a language is said, as the vocabulary names it.
_VARIETIES = {
    "pt-br": "pt-BR", "pt br": "pt-BR", "brazilian portuguese": "pt-BR", "pt-pt": "pt-PT", "pt pt": "pt-PT",
    "european portuguese": "pt-PT", "portuguese from portugal": "pt-PT",
}  # fmt: skip
_STYLE = rx.compile(r"\b(?:" + V.alternation(V.STYLE_NOUNS) + r")\b", re.I)


def _relation(rel: str, name: str, confidence: float) -> Finding:
    said = re.sub(r"\s+", " ", rel.lower())
    slot = V.RELATIONS.get(said)
    kind = V.RELATION_WORDS.get(said, said)
    return finding(
        "relationship",
        f"User's {kind} is named {name}",
        confidence,
        "family" if slot is None or slot != "relationship.manager" else "work",
        slot=slot,
        value=name if slot else None,
        domain="personal",
    )


def _named_relation(match: re.Match[str], clause: Clause) -> BuildResult:
    if clause.lowercase:
        return None
    name = person_name(match.group("name"), clause, max_tokens=2)
    if name is None:
        return None
    return _relation(match.group("rel"), name, 0.85)


#: In a message typed without capitals a name cannot be told by case; one word right after the relation counts as
#: its name only when what follows reads like the start of a predicate ("my bf kai keeps …", "my sister ellie is").
_LOWER_NAME_FOLLOWS = rx.compile(
    r"\s*,|\s+(?:keeps|kept|is|was|has|had|just|wants|said|says|thinks|loves|likes|hates|and|who|doesn't|does|can"
    r"|will|won't|can't|got|gets|lives|works|turned|turns|started|broke|moved|came|goes|went|[a-z]+ed)\b"
)


def _with_me(clause: Clause, end: int) -> bool:
    """ "my partner jamie and i are …", read as "my partner jamie, and we are …" (REWRITES in en_syntax): the name
    ends its clause, and the sentence goes on with "we"."""
    return end == len(clause.text) and clause.sentence.lower().startswith(clause.text.lower() + ", and we ")


def _named_relation_lower(match: re.Match[str], clause: Clause) -> BuildResult:
    if not clause.lowercase:
        return None
    name = match.group("name")
    if (
        name in V.NOT_NAMES
        or name in _NOT_LOWER_NAMES
        or name in V.NOT_PET_NAMES
        or name in V.RELATIONS
        or not (_LOWER_NAME_FOLLOWS.match(clause.text, match.end()) or _with_me(clause, match.end()))
    ):
        return None
    return _relation(match.group("rel"), name.capitalize(), 0.75)


_NOT_LOWER_NAMES = frozenset(
    {
        "a", "also", "always", "an", "and", "broke", "but", "came", "can", "does", "doesn't", "gets", "goes", "got",
        "had", "has", "her", "his", "is", "just", "keeps", "likes", "lives", "loves", "moved", "my", "never", "or",
        "our", "really", "said", "says", "so", "started", "still", "that", "the", "their", "thinks", "too", "turned",
        "turns", "wants", "was", "went", "which", "who", "will", "works"
    }
)


def _relation_is(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    name = person_name(rest, clause, max_tokens=2)
    if name is None or clause.lowercase:
        return None
    after = rest[len(name) :] if rest.startswith(name) else " x"
    if after and not re.match(r"\s*(?:$|[,;]|\s+(?:and|but|who|so|btw)\b)", after, re.I):
        return None
    return _relation(match.group("rel"), name, 0.85)


_COUNT = rx.compile(
    r"(?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|twins|triplets)\s+(?:(?:little|young|small|grown|adult"
    r"|teenage|lovely|wonderful|beautiful|amazing|adopted|step)\s+)*(?P<noun>kids|children|sons|daughters|grandchildren"
    r"|grandkids|grandsons|granddaughters)?\b",
    re.I,
)


def _has_relatives(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have two kids", "We have three children and five grandchildren": one memory for each count."""
    value = phrase(match.group("obj"))
    if value is None:
        return None
    out = []
    for part in re.split(r"\s+and\s+|\s*,\s*", value):
        count = _COUNT.match(part.strip())
        if count is None or count.group("noun") is None:
            continue
        part = count.group(0)
        noun = count.group("noun").lower()
        number = count.group("n").lower()
        slot = "relationship.grandchildren" if noun.startswith("grand") else "relationship.children"
        digits = str(V.NUMBER_WORDS.get(number, number))
        out.append(
            finding(
                "relationship", f"User has {part.strip()}", 0.85, "family", slot=slot, value=digits, domain="personal"
            )
        )
    if out:
        return out
    return finding("relationship", f"User has {value}", 0.85, "family", domain="personal")


def _called(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we've got a staffie called Biscuit", "I have a cat named Miso": the pet and its name."""
    name = person_name(match.group("name"), clause, max_tokens=2)
    if name is None:
        return None
    kind = re.sub(r"\s+", " ", match.group("rel").lower())
    if kind not in V.ANIMALS and V.RELATIONS.get(kind) != "relationship.pet":
        # "i've got a son called Leo", "a little brother named Theo": a person
        desc = re.sub(r"\s+", " ", match.group("desc").lower())
        last = kind.split()[-1]
        slot = V.RELATIONS.get(kind) or f"relationship.{'child' if last in ('boy', 'girl') else last}"
        return finding(
            "relationship", f"User has {article(desc)} {desc} named {name}", 0.85, "family", slot=slot,
            value=name if slot else None, domain="personal",
        )  # fmt: skip
    return finding(
        "relationship", f"User has {article(kind)} {kind} named {name}", 0.85, "family", slot="relationship.pet",
        value=name, domain="personal",
    )  # fmt: skip


_NAME_LIST = rx.compile(r"\s*(?:\(\d{1,2}\))?\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)")


def _named_list(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "our lads Kofi (9) and Yaw (6)", "my girls, Ana and Bia": each child by name, and how many."""
    noun = match.group("noun").lower()
    names = [n for n in _NAME_LIST.split(match.group("names")) if n]
    names = [re.sub(r"\s*\(\d{1,2}\)$", "", n) for n in names]
    if any(n.lower() in V.NOT_NAMES for n in names):
        return None
    grand = noun.startswith("grand")
    slot = "relationship.grandchild" if grand else "relationship.child"
    kind = "grandchild" if grand else "child"
    out = [
        finding("relationship", f"User's {kind} is named {n}", 0.8, "family", slot=slot, value=n, domain="personal")
        for n in names
    ]
    count = str(len(names))
    many = "relationship.grandchildren" if grand else "relationship.children"
    out.append(finding("relationship", f"User has {count} {noun}", 0.75, "family", slot=many, value=count,
                       domain="personal"))  # fmt: skip
    return out


def _count_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "my two boys are obsessed with Minecraft", "our three kids": how many children the user has."""
    number = match.group("n").lower()
    noun = match.group("noun").lower()
    slot = "relationship.grandchildren" if noun.startswith("grand") else "relationship.children"
    digits = str(V.NUMBER_WORDS.get(number, number))
    return finding(
        "relationship", f"User has {number} {noun}", 0.75, "family", slot=slot, value=digits, domain="personal"
    )


def _only_pet(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "no pets except an old tortoise": the one pet the user has."""
    if not (match.group(0).lower().startswith("no") or re.search(r"\bno\W*$", clause.prefix, re.I)):
        return None  # "no" is read as a filler and left in the prefix; without it this is not about the user
    kind = re.sub(r"\s+", " ", match.group("kind").lower())
    return finding(
        "relationship", f"User has {article(kind)} {kind}", 0.75, "family", slot="relationship.pet", value=kind,
        domain="personal",
    )  # fmt: skip


def _new_baby(match: re.Match[str], clause: Clause) -> BuildResult:
    what = re.sub(r"\s+", " ", match.group("what").lower())
    if what in ("twins", "triplets"):
        return finding(
            "relationship", f"User has {what}", 0.8, "family", slot="relationship.children", value=what,
            domain="personal",
        )  # fmt: skip
    return finding(
        "relationship", f"User just had {what}", 0.8, "family", slot="relationship.status", value="parent",
        domain="personal",
    )  # fmt: skip


_OF_COUNT = rx.compile(r"\s+of\s+(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d+|twins|triplets)\b", re.I)


def _parent(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a mum of two", "as a grandad of five …": the user's family role, and how many children."""
    role = match.group("role").lower()
    status = "grandparent" if role.startswith(("grand", "gran", "nan")) else "parent"
    found = finding("relationship", f"User is {article(role)} {role}", 0.8, "family", slot="relationship.status")
    out = [replace(found, value=status, domain="personal")]
    count = _OF_COUNT.match(clause.text, match.end())
    if count is not None:
        number = count.group("n").lower()
        value = number if number in ("twins", "triplets") else str(V.NUMBER_WORDS.get(number, number))
        slot = "relationship.grandchildren" if status == "grandparent" else "relationship.children"
        noun = "grandchildren" if status == "grandparent" else "children"
        shown = number if number in ("twins", "triplets") else f"{number} {noun}"
        out.append(
            finding("relationship", f"User has {shown}", 0.75, "family", slot=slot, value=value, domain="personal")
        )
    return out


def _wedding(match: re.Match[str], clause: Clause) -> BuildResult:
    return finding(
        "context", "User is getting married", 0.8, "event", slot="context.event", value="wedding", domain="personal"
    )


def _volunteer(match: re.Match[str], clause: Clause) -> BuildResult:
    where = phrase(match.group("rest"))
    if where is None or re.search(r"\b(?:sometimes|occasionally|once|now\s+and\s+then)\b", clause.text, re.I):
        return None  # now and then is not a situation
    return finding(
        "context", f"User volunteers {where}", 0.75, "situation", slot="context.situation", value="volunteering",
        domain="personal",
    )  # fmt: skip


#: Upcoming events worth remembering: what is said after "I have a …" / "my … is on Friday".
_EVENTS = (
    r"(?:job\s+)?interview|exams?|finals|driving\s+test|surgery|operation|wedding|presentation|viva|audition"
    r"|baby\s+shower|hen\s+(?:do|party)|stag\s+(?:do|party)|court\s+(?:date|hearing)|graduation|due\s+date"
    r"|marathon|half[- ]marathon|triathlon|race|scan|job\s+fair|performance|recital|defen[cs]e|thesis\s+defen[cs]e"
    r"|thesis|dissertation|mocks|a-levels|gcses|boards|bar\s+exam|mcat|lsat|gre|gmat|ielts|toefl|(?:driving\s+)?theory"
    r"\s+test|house\s+move|move|c-section|induction|ivf\s+transfer|10k|5k|ultra|ironman|appraisal"
    r"|performance\s+review|first\s+day|conference\s+talk|pitch|moving\s+day|citizenship\s+test|visa\s+interview"
    r"|(?:family\s+|school\s+|class\s+)?reunion|christening|baptism|bar\s+mitzvah|bat\s+mitzvah|funeral|housewarming"
    r"|engagement\s+party|(?:\d+(?:st|nd|rd|th)\s+)?birthday(?:\s+party)?|anniversary|retirement\s+party|leaving\s+do"
)
#: A time ahead ("next week", "on Friday", "in May", "coming up"): an event without one is not upcoming.
_AHEAD = rx.compile(
    r"^\s*(?:to\s+(?:go\s+to|attend|plan|organi[sz]e|get\s+ready\s+for|prepare\s+for)\s+)?"
    r"(?:(?:at|with|for)\s+[\w&' -]{2,30}?\s+)?(?:coming\s+up|soon|tomorrow|tonight|today|later|next\s+\w+"
    r"|this\s+\w+|on\s+(?:the\s+)?\w+|(?:is|are)\s+due\s+(?:in|on|next|this|by|tomorrow)\b"
    r"|in\s+(?:a\s+few\s+|two\s+|three\s+|\d+\s+)?(?:weeks?|days?|months?|"
    + V.alternation(frozenset(V.MONTHS)) + r")\b|is\s+(?:on|in|next|this|tomorrow|coming)|are\s+(?:on|in|next|this"
    r"|tomorrow|coming)|(?:starts?|is|are)\s+(?:on|in|next|this|tomorrow|" + V.alternation(frozenset(V.WEEKDAYS))
    + r")|(?:is|are)\s+(?:in\s+)?\d+\s+(?:days?|weeks?))",
    re.I,
)
#: Events that have a subject as well as a date ("my thesis is on …"), and what names the subject.
_TOPIC_EVENTS = frozenset({"thesis", "dissertation", "pitch", "conference talk", "presentation", "move"})
_ABOUT = rx.compile(
    r"\s*(?:is|are|'s)\s+(?:on|about|in)\s+(?!(?:the\s+)?\d|(?:a\s+few|two|three|four)\s|"
    + V.alternation(frozenset(V.MONTHS) | frozenset(V.WEEKDAYS)) + r"\b)",
    re.I,
)
#: Events that may as well be aims ("a marathon in April"): kept without a slot, so no reading is forced on them.
_AIM_EVENTS = ("marathon", "half marathon", "half-marathon", "triathlon", "race")


def _job_loss(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "got made redundant last month", "just got laid off": the user is out of work now."""
    if re.search(r"\b(?:(?:19|20)\d\d|years?\s+ago|back\s+in|once|twice|before)\b", clause.text[match.end() :], re.I):
        return None  # long ago: not the user's situation now
    how = re.sub(r"\s+", " ", match.group("how").lower())
    said = "lost their job" if how.startswith("lost") else f"was {how}"
    return finding(
        "context", f"User {said} and is out of work", 0.75, "situation", slot="context.situation",
        value="unemployed", domain="professional",
    )  # fmt: skip


def _event(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I've got a job interview on Friday", "my exams start next week": an upcoming event of the user's."""
    rest = match.group("rest")
    if _AHEAD.match(rest) is None:
        return None
    event = re.sub(r"\s+", " ", match.group("ev").lower())
    if event in _TOPIC_EVENTS and _ABOUT.match(rest):
        return None  # "my dissertation is on social media": what it is about, not when it is due
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    shown = event if event.endswith("s") and not event.endswith(("sis", "ss")) else f"{article(event)} {event}"
    content = f"User has {shown} coming up"
    if event in _AIM_EVENTS:
        return finding("context", content, 0.7, "event", valid_until=until, domain="personal")
    return finding(
        "context", content, 0.75, "event", slot="context.event", value=event, valid_until=until, domain="personal"
    )


#: People whose celebrations the user goes to ("my cousin's wedding", "my brother's 50th").
_PEOPLE = (
    r"(?:(?:best|older|younger|little|big|baby|eldest|oldest|youngest|twin|step|half)[- ]?)?(?:sister|brother|cousin"
    r"|mum|mom|dad|mother|father|friend|mate|nan|nana|gran|granny|grandma|grandpa|grandad|granddad|aunt|auntie|aunty"
    r"|uncle|niece|nephew|son|daughter|wife|husband|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|fiancé|fiancée"
    r"|colleague|coworker|co-worker|boss|flatmate|housemate|roommate|sister-in-law|brother-in-law|mother-in-law"
    r"|father-in-law|in-laws|parents|grandparents|godson|goddaughter|godmother|godfather|bestie|bff|neighbou?r)"
)
_CELEBRATIONS = (
    r"wedding|hen\s+(?:do|party|weekend)|stag\s+(?:do|party|weekend)|bachelorette(?:\s+party)?|bachelor\s+party"
    r"|(?:\d{2}(?:st|nd|rd|th)|\d(?:st|nd|rd|th)(?=\s+(?:birthday|bday|b-day)\b)|eighteenth|twenty-first|thirtieth"
    r"|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth)(?:\s+(?:birthday|bday|b-day))?(?:\s+(?:party|do|bash))?"
    r"|(?:birthday|bday|b-day)(?:\s+(?:party|do|bash))?|graduation|funeral"
    r"|christening|baptism|baby\s+shower|gender\s+reveal|engagement\s+party|retirement\s+party|leaving\s+do"
    r"|bar\s+mitzvah|bat\s+mitzvah|housewarming|(?:\w+\s+)?anniversary\s+party|vow\s+renewal"
)
#: The celebration is over: "my sister's wedding was amazing", "I gave a speech at my brother's 50th last year".
_PAST = rx.compile(
    r"\b(?:was|were|went|gave|wrote|did|had|attended|missed|last\s+(?:week|month|year|summer|weekend|night|spring"
    r"|autumn|winter|fall|saturday|sunday|friday)|ago|yesterday|back\s+in)\b",
    re.I,
)


def _celebration(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we're off to Lahore for my cousin's wedding", "my sister's hen do is next weekend": someone's celebration
    the user goes to, named as whose it is."""
    if _PAST.search(clause.sentence):
        return None
    whose = re.sub(r"\s+", " ", match.group("whose").lower())
    event = re.sub(r"\s+", " ", match.group("ev").lower())
    said = f"{whose}'s {event}" if not whose.endswith("s") else f"{whose}' {event}"
    when = TIME.search(match.group("rest") or "") or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", f"User has their {said} coming up", 0.75, "event", slot="context.event", value=said,
        valid_until=until, domain="personal",
    )  # fmt: skip


_STAY = rx.compile(
    r"\b(?:for\s+(?:a|one|two|three|\d+|ten|a\s+few)\s+(?:weeks?|nights?|days)|over\s+(?:christmas|xmas|easter|new\s+year"
    r"|the\s+summer|half[- ]term|the\s+holidays)|for\s+(?:christmas|xmas|easter|new\s+year|half[- ]term|the\s+holidays"
    r"|the\s+summer|a\s+holiday|a\s+break))\b",
    re.I,
)


def _trip_planned(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we fly to crete on saturday", "i fly out to dubai tomorrow", "we leave for bali on friday", "taking the kids
    to devon for a week in august": a trip said in the present, as what is planned; it needs its time."""
    rest = match.group("rest")
    if not rest[:1].isupper() and _LOWER_TRIP.match(rest) is None:
        return None
    if match.group("taking") and _STAY.search(rest) is None:
        return None  # "taking my son to football on monday": an errand; a trip is taken for a stay
    if re.search(_TRIP_WHEN, rest, re.I) is None or _PAST.search(clause.sentence):
        return None  # "we fly to Crete every summer": a habit, not a trip ahead
    city = place(rest, clause)
    if city is None or city.lower() in V.NOT_NAMES or city.split()[0].lower() in _NOT_DESTINATIONS:
        return None
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", f"User is travelling to {city}", 0.75, "travel", slot="context.travel", value=city,
        valid_until=until, domain="personal",
    )  # fmt: skip


_WEDDING_ROLE = rx.compile(
    r"\b(?:bridesmaid|best\s+man|maid\s+of\s+honou?r|matron\s+of\s+honou?r|groomsman|flower\s+girl|page\s+boy"
    r"|officiant)\b",
    re.I,
)
_GRADUATION_AHEAD = rx.compile(
    r"(?:\s+(?:from|at)\s+(?:[\w&'.-]+\s+){1,4}?)?\s*(?:next|this|in|on|tomorrow|soon|at\s+the\s+end)\b", re.I
)


def _getting_married(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "my sister's getting married in june", "my best mate Dan is tying the knot next year": a wedding in the
    user's family or circle, ahead (the same slot as "my sister's wedding is in June"). Only when said as such: "my
    sister is getting married in june, what should i wear" asks about the user's outfit."""
    if clause.asked or _PAST.search(clause.sentence):
        return None
    if _WEDDING_ROLE.search(clause.sentence):
        return None  # "… is getting married and I'm the best man": the user's role says the wedding (wedding_role)
    event = "graduation" if "graduat" in match.group("ev").lower() else "wedding"
    if event == "graduation" and _GRADUATION_AHEAD.match(match.group("rest")) is None:
        return None  # "my son graduates with honours": how, not when
    whose = re.sub(r"\s+", " ", match.group("whose").lower())
    said = f"{whose}'s {event}" if not whose.endswith("s") else f"{whose}' {event}"
    when = TIME.search(match.group("rest")) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", f"User has their {said} coming up", 0.75, "event", slot="context.event", value=said,
        valid_until=until, domain="personal",
    )  # fmt: skip


def _organising(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "organising a baby shower for my best friend", "we're throwing a surprise 40th for my husband": a celebration
    the user is putting on, on the slot of the same celebration said as whose it is ("my friend's baby shower")."""
    if _PAST.search(clause.sentence):
        return None
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    event = re.sub(r"\s+", " ", match.group("ev").lower())
    whose = re.sub(r"\s+", " ", match.group("whose").lower())
    said = f"{whose}'s {event}" if not whose.endswith("s") else f"{whose}' {event}"
    when = TIME.search(match.group("rest")) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", f"User is {verb} {article(event)} {event} for their {whose}", 0.75, "event", slot="context.event",
        value=said, valid_until=until, domain="personal",
    )  # fmt: skip


def _own_birthday(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "it's my 40th next month", "my 30th is in june": the user's own birthday ahead."""
    if _AHEAD.match(match.group("rest")) is None or _PAST.search(clause.sentence):
        return None
    nth = match.group("nth").lower()
    when = TIME.search(match.group("rest")) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", f"User's {nth} birthday is coming up", 0.75, "event", slot="context.event",
        value=f"{nth} birthday", valid_until=until, domain="personal",
    )  # fmt: skip


def _expecting(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "our baby is due in may", "my due date is 3 june": the user is expecting a baby."""
    when = TIME.search(match.group("rest")) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", "User is expecting a baby", 0.8, "situation", slot="context.situation", value="expecting a baby",
        valid_until=until, domain="personal",
    )  # fmt: skip


def _wedding_role(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm a bridesmaid at my best friend's wedding", "I'm best man in June": a wedding the user has coming up."""
    if re.search(r"\b(?:was|were|last\s+(?:year|month|week|summer)|ago)\b", clause.text, re.I):
        return None
    role = re.sub(r"\s+", " ", match.group("role").lower())
    return finding(
        "context", f"User is {article(role)} {role} at an upcoming wedding", 0.75, "event", slot="context.event",
        value="wedding", domain="personal",
    )  # fmt: skip


def _started_job(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i just started a new job", "I've recently started my new role": a change the user is going through."""
    if re.search(r"\b(?:(?:19|20)\d\d|years?\s+ago|back\s+in|last\s+year)\b", clause.text[match.end() :], re.I):
        return None  # long ago: not the user's situation now
    if re.match(r"\s+(?:as|at|with|in)\s", clause.text[match.end() :], re.I):
        return None  # "a new job as a UX designer at Monzo": the job and the employer say it (en_work)
    return finding(
        "context", "User has just started a new job", 0.75, "event", slot="context.event", value="new job",
        domain="professional",
    )  # fmt: skip


def _new_job_event(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i start a new job on monday", "starting a new job next week": a change the user is about to go through."""
    rest = match.group("rest")
    if _AHEAD.match(rest) is None:
        return None
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    return finding(
        "context", "User is starting a new job soon", 0.75, "event", slot="context.event", value="new job",
        valid_until=until, domain="professional",
    )  # fmt: skip


#: What follows "going home to" or "spending the weekend in" when it is no place: a verb, a room, someone's house.
_NOT_DESTINATIONS = PLACE_STOP | frozenset(
    words("""
    bed sleep cook eat rest relax chill nap see watch do get make change shower pack study sort feed walk
    lunch dinner breakfast tea my our his her their hospital pyjamas front garden kitchen mum mum's mom mom's
    dad dad's parents parents' nan's gran's family
    """)
)


#: When a trip is, right after a place typed without its capital: "going to japan in april", "we fly to crete on
#: saturday", "taking the kids to devon for a week". What comes before it must be a place, not a verb or an errand
#: ("going to try for a week", "going to the gym on monday").
_TRIP_WHEN = (
    r"(?:in\s+(?:" + V.alternation(frozenset(V.MONTHS) - {"mar", "may"}) + r"|may|(?:a|two|three|\d+)\s+weeks?)"
    r"|next\s+(?:week|month|year|summer|spring|autumn|fall|winter|weekend)|on\s+(?:"
    + V.alternation(frozenset(V.WEEKDAYS))
    + r")|tomorrow|this\s+(?:weekend|summer|christmas|easter)|for\s+(?:a|one|two|three|\d+|ten|a\s+few)\s+"
    r"(?:weeks?|nights?|days)|over\s+(?:christmas|xmas|easter|new\s+year|the\s+summer|half[- ]term|the\s+holidays)"
    r"|for\s+(?:christmas|xmas|easter|new\s+year|half[- ]term|the\s+holidays|our\s+honeymoon|a\s+wedding|work"
    r"|a\s+conference))\b"
)
_LOWER_TRIP = rx.compile(
    r"(?!(?:be|do|try|stay|need|have|get|make|take|start|keep|work|see|spend|move|miss|eat|live|use|give|sleep|cook"
    r"|bed|school|uni|church|gym|the|a|an|my|our|his|her|their|some|this|that|it|go|visit|help|pay|buy|book|fly"
    r"|drive|look|find|hospital|court|class|lunch|dinner|town|mum's|mom's|dad's|swimming|training|practice|nursery"
    r"|lessons|parties|dance|ballet|camp|" + V.alternation(V.SPORTS) + r")\b)"
    r"[a-z][\w'-]+(?:\s+[a-z][\w'-]+){0,2}?\s+" + _TRIP_WHEN,
    re.I,
)


def _travel(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest")
    verb = match.group("verb").lower()
    stay = match.groupdict().get("stay") is not None and clause.lowercase  # "im in lisbon for work"
    home_said = match.groupdict().get("home") is not None
    home = home_said and clause.lowercase  # "going home to limerick for xmas"
    dated = (
        clause.lowercase
        and verb.startswith("going")
        and match.string[: match.start("rest")].endswith("to ")
        and _LOWER_TRIP.match(rest) is not None
    )
    if (
        verb.startswith(("going", "visiting", "driving", "in"))
        and not rest[:1].isupper()
        and not stay
        and not home
        and not dated
    ):
        return None  # "going to bed", "visiting my mum": only a named place is a trip
    if verb == "in" and TIME.search(rest) is None and not re.search(
        r"\b(?:next|tomorrow|for\s+(?:a|two|three|one|\d|work|business|the\s+(?:week|weekend|month|summer)))", rest
    ):
        return None  # "I'll be in Paris" is a trip only with a time
    if (home_said or verb == "spending") and rest.split(" ", 1)[0].lower() in _NOT_DESTINATIONS:
        return None  # "going home to bed", "going home to cook", "spending the weekend in bed"
    city = place(rest, clause)
    if city is None or city.lower() in V.NOT_NAMES:
        return None
    when = TIME.search(rest) or TIME.search(clause.prefix)
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when is not None else None
    said = f"User is in {city}" if match.groupdict().get("stay") is not None else f"User is travelling to {city}"
    return finding(
        "context", said, 0.75, "travel", slot="context.travel", value=city, valid_until=until, domain="personal",
    )  # fmt: skip


#: When a trip the user means to make is: a month, a season, "next year", a holiday (not "someday").
_TRIP_AHEAD = rx.compile(
    r"\b(?:in\s+(?:(?:early|mid|late)[- ]?)?(?:" + V.alternation(frozenset(V.MONTHS)) + r")|in\s+(?:the\s+)?(?:spring"
    r"|summer|autumn|fall|winter)|next\s+(?:week|month|year|summer|spring|autumn|fall|winter|weekend)|this\s+(?:summer"
    r"|spring|autumn|fall|winter|weekend|year|christmas|easter)|for\s+(?:christmas|xmas|easter|new\s+year|our\s+honeymoon"
    r"|our\s+anniversary|half[- ]term)|over\s+(?:christmas|easter|the\s+summer)|in\s+(?:a\s+few|two|three|\d+)\s+"
    r"(?:weeks|months))\b",
    re.I,
)


def _travel_dated(match: re.Match[str], clause: Clause) -> BuildResult:
    """A trip the user means to make is one only with a time ahead: "we want to visit Japan in April"."""
    if _TRIP_AHEAD.search(match.group("rest")) is None:
        return None
    return _travel(match, clause)


#: "I'm basically married to Figma", "married to my inbox": a way of speaking, not a marriage.
_FIGURATIVE_STATUS = rx.compile(
    r"\b(?:basically|practically|literally|pretty\s+much|virtually|kinda|kind\s+of|sort\s+of)\s+(?:married|engaged)\b",
    re.I,
)


def _status(match: re.Match[str], clause: Clause) -> BuildResult:
    status = re.sub(r"\s+", " ", match.group("s").lower())
    to = re.match(r"\s+to\s+(.+)", match.group("rest") or "", re.I)
    if _FIGURATIVE_STATUS.search(clause.text):
        return None
    if to is not None and status in ("married", "engaged"):
        name = person_name(to.group(1), clause, max_tokens=2)
        if name is None or name.lower() in APPS or name.lower() in TECH:
            return None  # "married to my inbox", "married to Figma": not a person
    out = [
        finding(
            "relationship",
            f"User is {status}",
            0.85,
            "family",
            slot="relationship.status",
            value=status,
            domain="personal",
        )
    ]
    spouse = re.match(r"\s+to\s+(.+)", match.group("rest") or "", re.I)
    if status == "married" and spouse is not None:
        name = person_name(spouse.group(1), clause, max_tokens=2)
        if name is not None:
            out.append(
                finding(
                    "relationship",
                    f"User is married to {name}",
                    0.85,
                    "family",
                    slot="relationship.spouse",
                    value=name,
                    domain="personal",
                )
            )
    return out


def _language_slot(text: str) -> tuple[str | None, str | None]:
    found = re.search(
        r"\b(?:answer|respond|reply|write|talk|speak|communicate)\s+(?:to\s+(?:me|them)\s+|back\s+)?"
        r"(?:only\s+)?in\s+(" + _LANGUAGE + r")\b",
        text,
        re.I,
    )
    if found is None:
        return None, None
    said = re.sub(r"\s+", " ", found.group(1).lower())
    if said in _VARIETIES:
        return "instruction.response_language", _VARIETIES[said]
    if said.endswith("english") and said != "english":
        # "write in UK English", "in Australian English": the spelling to use, not another language
        variety = said.removesuffix(" english")
        return "instruction.spelling", ENGLISH_VARIETIES.get(variety, variety) + " english"
    return "instruction.response_language", " ".join(w.capitalize() for w in found.group(1).split())


#: A manner said as an adverb ("talk to me casually") is the style it names.
_MANNER = rx.compile(
    r"\b(casual|informal|formal|brief|concise|simp|plain|slow|clear|direct|blunt|gentle|friendly)(?:ly|ally)\b", re.I
)


#: What a format instruction turns down, by the name the vocabulary gives it ("no bullet points").
_AVOIDED = {
    "emoji": "emojis", "emojis": "emojis", "bullet points": "bullet points", "bullet-points": "bullet points",
    "bullets": "bullet points", "tables": "tables", "jargon": "jargon", "markdown": "markdown", "headings": "headings",
    "headers": "headings", "disclaimers": "disclaimers", "caveats": "caveats", "preamble": "preamble",
    "intro": "preamble", "intros": "preamble", "introductions": "preamble", "small talk": "small talk",
    "pleasantries": "small talk", "fluff": "fluff", "waffle": "fluff",
}  # fmt: skip
_AVOIDED_NOUN = rx.compile(r"\b(" + "|".join(sorted(_AVOIDED, key=longest_first)) + r")\b", re.I)
_TURNED_DOWN = rx.compile(r"(?:always\s+)?(?:avoid|never|stop|skip|omit|drop|cut|leave\s+out|no|ditch|lose)\b", re.I)


def _style_name(value: str, negative: str) -> str | None:
    """The style an instruction names in the vocabulary's words, so that "don't use bullet points", "stop using
    bullet points" and "no bullet points please" are one instruction."""
    avoided = _AVOIDED_NOUN.search(value)
    if avoided is not None and (negative or _TURNED_DOWN.match(value)):
        return "no " + _AVOIDED[re.sub(r"\s+", " ", avoided.group(1).lower())]
    if negative or avoided is not None:
        return None
    if re.search(r"\bstep[- ]by[- ]step\b", value, re.I):
        return "step by step"
    return None


def _instruction(text: str, confidence: float, *, negative: str = "") -> BuildResult:
    value = instruction_text(text)
    if value is None:
        return None
    slot, lang = _language_slot(value)
    manner = _MANNER.search(value) if slot is None and not negative else None
    if manner is not None:
        stem = manner.group(1).lower()
        slot, lang = "instruction.style", "simple" if stem == "simp" else stem
    if slot is None:
        style = _style_name(value, negative)
        if style is not None:
            slot, lang = "instruction.style", style
    content = f"User asks the assistant {negative or 'to'} {value}"
    return finding("instruction", content, confidence, "response-style", slot=slot, value=lang, domain="assistant")


#: What a user may ask the assistant not to be ("don't be so formal", "stop being preachy").
_MANNER_FAULT = rx.compile(
    r"(?:be|being)\s+(?:so\s+|too\s+|this\s+|that\s+|overly\s+)?(?:formal|verbose|wordy|preachy|long-winded|condescending"
    r"|patronising|patronizing|sycophantic|robotic|stiff|cheesy|dramatic|vague|polite|cautious|nice|positive|chatty)\b",
    re.I,
)


_ANSWER_NOUN = rx.compile(r"\b(?:answers?|repl(?:y|ies)|responses?|explanations|examples)\b", re.I)
_FORMAT_NOUN = rx.compile(
    r"(?:bullet\s+points|bullets|tables|markdown|headings|headers|lists|step\s+by\s+step|code\s+comments)", re.I
)


def _noun_request(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "no emojis pls", "short answers please", "metric units", "british english pls": a request said as a noun
    phrase. A bare noun ("emojis") counts only after "no" or with a "please"."""
    said = re.sub(r"\s+", " ", match.group("np").strip())
    negated = re.search(r"\b(?:no|without|zero)(?:\s+more)?\W*$", clause.prefix, re.I) is not None
    polite = re.search(r"\b(?:please|pls|plz|thanks|ty|from\s+now\s+on|going\s+forward)\b", clause.sentence, re.I)
    qualified = match.group("adj") or match.group("how")
    if not negated and not qualified and not (polite and _FORMAT_NOUN.fullmatch(said.split(" please")[0])):
        return None  # "answers please" asks for nothing lasting; "bullet points please" does
    if negated:
        return _instruction("avoid " + re.sub(r"^(?:need\s+for|more)\s+", "", said, flags=re.I), 0.8)
    if re.search(r"step\s+by\s+step", said, re.I):
        return _instruction("go step by step", 0.8)
    verb = "give" if _ANSWER_NOUN.search(said) else "use"
    return _instruction(f"{verb} {said}", 0.8)


_IMPERIAL = frozenset({"cups", "ounces", "oz", "pounds", "lbs", "fahrenheit", "miles", "feet", "inches", "stone"})


def _units_in(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "keep the recipes in cups and ounces", "give me distances in miles": the units to answer in."""
    said = match.group("u").lower()
    system = "imperial" if said in _IMPERIAL else "metric"
    shown = instruction_text(match.group(0)) or match.group(0)
    return finding(
        "instruction", f"User asks the assistant to {shown} ({system} units)", 0.8, "response-style",
        slot="instruction.units", value=system, domain="assistant",
    )  # fmt: skip


#: An imperative asking for this task's code ("give me code in C#", "write the script in python", "show me the
#: solution in Java"), as against examples in general ("code examples in TypeScript").
_ONE_OFF_CODE = rx.compile(
    r"(?:give|show|write)\s+(?:me\s+)?(?:the\s+|that\s+|this\s+|a\s+)?(?:code|script|solution|snippet)\s+in\s", re.I
)
_LASTING = rx.compile(
    r"\b(?:always|from\s+now\s+on|by\s+default|going\s+forward|in\s+(?:the\s+)?future|every\s+time|each\s+time"
    r"|whenever|all\s+(?:code|examples|snippets)|we\s+use|i\s+use|i\s+work\s+in|i\s+only)\b",
    re.I,
)


def _code_language(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "all code in python please", "give me examples in TypeScript": the language code should be written in."""
    said = match.group(0).lower()
    if _ONE_OFF_CODE.match(said) and _LASTING.search(clause.sentence) is None:
        # "give me code in C#" after an answer in Python: this answer in another language, not a standing rule
        return None
    lang = match.group("lang")
    shown = {"javascript": "JavaScript", "typescript": "TypeScript", "php": "PHP", "sql": "SQL", "c#": "C#",
             "c++": "C++"}.get(lang.lower(), lang[:1].upper() + lang[1:])  # fmt: skip
    return finding(
        "instruction", f"User asks the assistant to write code in {shown}", 0.8, "response-style",
        slot="instruction.code_language", value=shown, domain="assistant",
    )  # fmt: skip


def _rather_not(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'd rather you didn't use emojis", "I'd prefer it if you skipped the intro": an instruction said politely."""
    rest = match.group("rest")
    if match.group("neg"):
        return _instruction(rest, 0.75, negative="not to")
    return _instruction(rest, 0.75)


def _persistent(match: re.Match[str], clause: Clause) -> BuildResult:
    marker = re.sub(r"\s+", " ", match.group("marker").lower())
    rest = match.group("rest")
    # "from now on, no more emojis": what is turned down, said as a noun
    avoided = re.fullmatch(
        r"(?:no|zero)\s+(?:more\s+)?(?P<np>[\w\s-]{3,40}?)(?:\s+(?:please|pls|plz|thanks))?", rest, re.I
    )
    if avoided is not None and _AVOIDED_NOUN.fullmatch(avoided.group("np")):
        return _instruction("avoid " + avoided.group("np"), 0.85)
    if not re.match(r"(?:please\s+)?(?:don't|do\s+not|" + _IMPERATIVES + r")\b", rest, re.I):
        return None
    if re.match(r"(?:please\s+)?\w+\s+(?:it|this|that|them|one)\b", rest, re.I):
        return None  # "(I got a mac but) never use it": about a thing, not how to answer
    if marker in ("always", "never"):
        return _instruction(f"{marker} {rest}", 0.85)
    return _instruction(rest, 0.85)


def _negative(match: re.Match[str], clause: Clause) -> BuildResult:
    neg = re.sub(r"\s+", " ", match.group("neg").lower())
    rest = match.group("rest")
    head = " ".join(rest.split()[:8])
    if not (
        _STYLE.search(head)
        or re.match(r"(?:apologi[sz]|repeat|summari[sz]|lectur|moraliz|moralis|hedg|sugarcoat|sugar-coat)", rest, re.I)
        or _MANNER_FAULT.match(rest)
    ):
        return None
    rest = re.sub(r"^(be|being)\s+(?:so|too|this|that)\s+", r"\1 ", rest, flags=re.I)
    if neg in ("don't", "do not"):
        return _instruction(rest, 0.85, negative="not to")
    if neg == "never":
        return _instruction(f"never {rest}", 0.85)
    return _instruction(f"{neg} {rest}", 0.85)


def _imperative(confidence: float) -> Builder:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        return _instruction(match.group(0), confidence)

    return build


def _go_by(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I go by Alex": a name, written with its capital (in lower case, "i go by bus" is no name)."""
    if clause.lowercase or not match.group("rest")[:1].isupper():
        return None
    return _call_me(match, clause)


def _call_me(match: re.Match[str], clause: Clause) -> BuildResult:
    name = person_name(match.group("rest"), clause, max_tokens=3)
    if name is None:
        return None
    return finding(
        "instruction",
        f"User wants to be called {name}",
        0.9,
        "name",
        slot="identity.preferred_name",
        value=name,
        domain="assistant",
    )


def _context(match: re.Match[str], clause: Clause) -> BuildResult:
    rest = match.group("rest") or ""
    until: str | None = None
    when = TIME.search(rest)
    if when is not None:
        until = valid_until(when, clause.sent_at, TIME_WORDS)
        rest = rest[: when.start()] + rest[when.end() :]
    else:
        when = TIME.search(clause.prefix)
        if when is not None:
            until = valid_until(when, clause.sent_at, TIME_WORDS)
    adverb = (match.group("adv") or "").strip().lower()
    adverb = adverb + " " if adverb in ("currently", "temporarily", "still") else ""
    parts = re.split(r"\s+and\s+(?=" + _CONTEXT + r")", match.group("phrase") + rest, flags=re.I)
    out = []
    for part in parts:
        # "going through a divorce and can't sleep": what the situation does to the user is not part of it
        part = _SITUATION_END.split(part, maxsplit=1)[0]
        value = phrase(part, deictic_ok=True)
        if value is not None:
            attribute, name = _situation_name(part)
            out.append(
                finding(
                    "context",
                    f"User is {adverb}{value}",
                    0.8,
                    attribute or "situation",
                    slot=f"context.{attribute}" if attribute else None,
                    value=name,
                    valid_until=until,
                    domain="personal",
                )
            )
            adverb = ""
    return out


def _situation_name(said: str) -> tuple[str | None, str | None]:
    """The vocabulary's attribute and name for a situation said in the user's words, or (None, None)."""
    for pattern, attribute, name in _SITUATIONS:
        known = pattern.match(said)
        if known is not None:
            if name == "visa":  # "on a working holiday visa": the visa is the situation
                name = re.sub(r"^on\s+an?\s+", "", known.group(0).lower())
            return attribute, name
    return None, None


#: Where a situation's own words stop: "burnt out and need a break", "going through a divorce and can't sleep".
_SITUATION_END = rx.compile(
    r"\s+(?:and|but|so)\s+(?=(?:i|i'm|im|i've|can't|cant|cannot|can|need|needs|have|want|feel|feeling|it's|its"
    r"|don't|dont|am|really|honestly|struggling)\b)",
    re.I,
)
#: Situations by the words that state them, named as the vocabulary names them (as the Portuguese rules do), so
#: that "I'm 20 weeks pregnant" and "pregnant with twins" are one situation and a new one replaces the old; a
#: situation not listed keeps the user's words only. (pattern at the start of the phrase, attribute, name)
_SITUATIONS = tuple(
    (rx.compile(pattern, re.I), attribute, name)
    for pattern, attribute, name in (
        (r"(?:\d+|a\s+few|[a-z]+(?:[- ][a-z]+)?)\s+(?:weeks?|months?)\s+pregnant|pregnant", "situation", "pregnant"),
        (r"expecting\s+(?:a\s+baby|twins|our\s+first|my\s+first|a\s+little|a\s+(?:boy|girl)|baby|our\s+(?:second|third))",
         "situation", "expecting a baby"),
        # "we're having a baby in June", "I'm having twins": a baby on the way, said as what is coming
        (r"having\s+(?:a\s+baby|twins|a\s+(?:boy|girl)|(?:our|my)\s+(?:first|second|third|fourth)(?:\s+(?:baby|child|kid))?)"
         r"(?!\s+(?:shower|party|name|photo))", "situation", "expecting a baby"),
        (r"on\s+a\s+(?:[\w-]+\s+)?budget", "situation", "on a budget"),
        (r"on\s+(?:my\s+)?maternity\s+leave", "situation", "maternity leave"),
        (r"on\s+(?:my\s+)?paternity\s+leave", "situation", "paternity leave"),
        (r"on\s+(?:my\s+)?parental\s+leave", "situation", "parental leave"),
        (r"on\s+(?:my\s+)?(?:sick|medical)\s+leave|(?:signed|off)\s+(?:off\s+)?(?:work\s+)?sick|off\s+work",
         "situation", "sick leave"),
        (r"job\s+hunting|looking\s+for\s+(?:a\s+|an\s+)?(?:new\s+)?(?:job|work|position|role)|searching\s+for"
         r"|between\s+jobs|in\s+the\s+(?:middle|process)\s+of\s+(?:job\s+hunting|applying)", "situation",
         "job hunting"),
        (r"unemployed|out\s+of\s+work", "situation", "unemployed"),
        (r"on\s+(?:a\s+)?furlough|furloughed", "situation", "furloughed"),
        (r"freelancing", "situation", "self-employed"),
        (r"(?:house|flat|apartment|home)[- ]hunting", "situation", "house hunting"),
        (r"moving\s+(?:to|house|flats?|apartments?|in\s|out|next|soon|up|down|over|back|across|abroad)|relocating|in\s+the\s+(?:middle|process)\s+of"
         r"\s+(?:moving|a\s+move|a\s+house\s+move)", "event", "moving"),
        (r"renovating|in\s+the\s+(?:middle|process)\s+of\s+(?:renovating|a\s+(?:[\w-]+\s+)?renovation)"
         r"|doing\s+up\s+(?:a|our|my|the)\s+(?:house|flat|home|kitchen|bathroom)", "situation", "renovating"),
        (r"going\s+through\s+(?:a\s+|my\s+|the\s+)?(?:divorce|separation|breakup|break-up)"
         r"|in\s+the\s+(?:middle|process)\s+of\s+a\s+divorce", "situation", "separation"),
        (r"burned\s+out|burnt\s+out", "situation", "burnout"),
        (r"working\s+from\s+home", "situation", "working from home"),
        (r"on\s+(?:a\s+|an\s+)(?:[\w-]+\s+){0,3}?visa", "situation", "visa"),
    )
)


def _ailment(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    when = TIME.search(clause.prefix) or TIME.search(match.group("obj"))
    until = valid_until(when, clause.sent_at, TIME_WORDS) if when else None
    if when is not None and when.group(0) in value:
        value = phrase(value.replace(when.group(0), "")) or value
    return finding("context", f"User has {value}", 0.75, "situation", valid_until=until, domain="personal")


_CODE_LANGUAGE = (
    r"python|javascript|typescript|java|go|golang|rust|c\+\+|c#|ruby|php|kotlin|swift|scala|haskell|elixir|r|sql"
    r"|bash|powershell|lua|dart|julia|matlab|perl|js|ts"
)
_IMPERATIVES = (
    r"answer|respond|reply|write|talk|speak|use|keep|be|give|show|include|add|avoid|stop|skip|explain|"
    r"call|address|format|put|start|end|cite|mention|ask|assume|remember|treat|refer|provide|list|make|"
    r"limit|double-check|check|offer|suggest|omit|leave|drop|focus|default|number|structure|spell|"
    r"translate|correct|respond|prioriti[sz]e|tell|let|send|point|prefer|go|stick|try|consider"
)
_CONTEXT = (
    r"(?:traveling|travelling|on\s+(?:a\s+)?(?:vacation|holiday|holidays|sabbatical|business\s+trip|trip|"
    r"leave|parental\s+leave|maternity\s+leave|paternity\s+leave|sick\s+leave|medical\s+leave|break|"
    r"honeymoon|retreat|deployment|gap\s+year|furlough|jury\s+duty)|away|abroad|sick|ill|unwell|recovering\s+from|"
    r"(?:\d+|a\s+few|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)(?:[- ]\w+)?)"
    r"\s+(?:weeks?|months?)\s+pregnant|pregnant|expecting\s+(?:a\s+baby|twins|our\s+first|my\s+first|a\s+little|a\s+(?:boy|girl)|baby)|"
    r"unemployed|furloughed|out\s+of\s+work|between\s+jobs|job\s+hunting|looking\s+for\s+(?:a\s+|an\s+)?"
    r"(?:new\s+)?(?:job|work|internship|position|role)|searching\s+for\s+(?:a\s+)?(?:new\s+)?job|"
    r"preparing\s+for|studying\s+for|cramming\s+for|revising\s+for|training\s+for|staying\s+(?:in|at|with)|visiting|"
    r"(?:house|flat|apartment|home)[- ]hunting|wedding\s+planning|planning\s+(?:a|our|my)\s+wedding|"
    r"trying\s+for\s+a\s+baby|going\s+through\s+(?:a\s+|my\s+|the\s+)?(?:divorce|separation|breakup|break-up|"
    r"ivf|chemo|chemotherapy|radiotherapy|treatment|menopause|perimenopause|a\s+rough\s+patch|a\s+hard\s+time|"
    r"a\s+tough\s+time|a\s+lot|grief|redundancy|a\s+career\s+change)|on\s+(?:chemo|bed\s+rest|placement|secondment|"
    r"a\s+career\s+break|my\s+notice|(?:my\s+)?notice\s+period|a\s+(?:detox|cleanse|diet|cut))|"
    r"serving\s+my\s+notice|working\s+my\s+notice|(?:signed|off)\s+(?:off\s+)?(?:work\s+)?sick"
    r"|off\s+work(?=\s+(?:with|after|since|sick|until|till|on\s+(?:sick|leave)|for\s+(?:a|the|\d|two|three|four|six|several)))|"
    r"in\s+(?:the\s+middle\s+of|the\s+process\s+of)\s+(?:moving|a\s+move|a\s+house\s+move|buying|selling|"
    r"renovating|a\s+renovation|a\s+divorce|changing\s+jobs|switching\s+jobs|applying|job\s+hunting)|"
    r"renovating|doing\s+up\s+(?:a|our|my|the)\s+(?!(?:old\s+)?(?:" + V.CONVERTED_VEHICLES + r")\b)|"
    r"in\s+recovery|in\s+rehab|healing\s+from|getting\s+over|"
    r"doing\s+(?:dry\s+january|veganuary|sober\s+october|ramadan|lent|whole30|couch\s+to\s+5k|c25k)|"
    r"about\s+to\s+(?:retire|give\s+birth|start\s+(?:a\s+new\s+job|uni|university|college|school|my)|move|"
    r"graduate|go\s+on\s+(?:maternity|paternity|parental)\s+leave)|due\s+(?:in|on|next)\s+|breastfeeding|"
    r"potty\s+training|sleep\s+training|new\s+to\s+(?:the\s+area|town|the\s+city)|new\s+in\s+town|"
    r"waiting\s+(?:for|on)\s+(?:surgery|an\s+operation|a\s+diagnosis|test\s+results|my\s+results|a\s+visa)|"
    r"on\s+crutches|in\s+a\s+(?:cast|sling|moon\s+boot|knee\s+brace|wheelchair)|caring\s+for\s+(?:my|a)\s|"
    r"looking\s+after\s+my\s+(?:mum|mom|dad|mother|father|parents?|gran|grandma|grandad|nan)|on\s+(?:nights|night\s+shifts?"
    r"|earlies|lates|call)(?=\s*$|\s*[,.;:!?]|\s+(?:this|all|for|tonight|today|tomorrow|every|at|until|till|again|over"
    r"|next|atm|rn|right|now|so|and|but|ugh|lol)\b)|working\s+(?:nights|night\s+shifts)|doing\s+(?:nights|night\s+shifts)|on\s+a\s+(?:tight|strict"
    r"|shoestring|small|limited)\s+budget|skint|starting\s+(?:uni|university|college)\b|"
    r"in\s+the\s+process\s+of\s+adopting|adopting\s+(?:a|our|my)\s|fostering|"
    r"moving\s+to|relocating\s+to|moving\s+(?:up|down|over|back|across)\s+(?:there|here|home|north|south|east|west)\b"
    r"|moving\s+abroad|moving\s+(?:house|apartments?|out|in\s+(?:\d+|a|two|three|four|a\s+few|a\s+couple"
    r"\s+of)\s+(?:weeks?|days?|months?)|next\s+(?:week|month|year|weekend)|soon)|in\s+(?:the\s+)?hospital|"
    r"hospitalized|working\s+from\s+home|quarantining|in\s+quarantine|isolating|fasting|grieving|"
    r"burned\s+out|burnt\s+out|swamped|snowed\s+under|doing\s+(?:a|an|my)\s+(?:bootcamp|course|internship|"
    r"residency|master's|masters|phd|degree|certification|apprenticeship|mba)|taking\s+(?:a|an)\s+(?:course|"
    r"class|break|gap\s+year|sabbatical)|at\s+(?:a|an)\s+(?:conference|workshop|retreat|wedding|festival|"
    r"summit|hackathon|trade\s+show|offsite)|freelancing|retiring(?=\s+(?:next|this|in|at|soon|early)\b)"
    r"|on\s+(?:a|the)\s+waiting\s+list\s+for|writing\s+up\s+(?:my|a|the)\s+(?:thesis|dissertation|phd)"
    r"|on\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?visa|in\s+the\s+(?:middle|process)\s+of\s+(?:a|an|our|my|the)\s+"
    r"(?:[\w-]+\s+)?(?:renovation|refurb|move|divorce|job\s+search))\b"
)

#: Ages of children, in figures or in words ("my son is 7", "my daughter's three").
_CHILD_AGE_WORDS = {w: n for w, n in V.NUMBER_WORDS.items() if n <= 12 and w not in ("a", "an", "few", "couple",
                                                                                      "several")}
_CHILD_AGE = r"(?:\d{1,2}|" + V.alternation(frozenset(_CHILD_AGE_WORDS)) + r")"
#: The user's children by how parents name them; "boy" and "girl" only with "little" or "baby" ("my girl" is as
#: often a girlfriend).
_CHILD = (
    r"(?P<adj>eldest|oldest|youngest|middle|first|second)(?:\s+(?:one|child|kid))?|(?:(?:little|baby|older|younger"
    r"|step)\s*)?(?P<rel>son|daughter|kid|child|stepson|stepdaughter|twins|kids|children|sons|daughters)"
    r"|(?P<small>(?:little|baby)\s+(?:boy|girl|one)|boys|girls)"
)
_CHILD_PLURAL = frozenset({"twins", "kids", "children", "sons", "daughters", "boys", "girls"})
_AGE_UNIT = r"(?:\s*(?:years?\s+old|yrs?(?:\s+old)?|y/?o|(?P<unit>months?|weeks?)(?:\s+old)?))?"


def _child_age(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "my son is 7", "my daughter's 3 and obsessed with frozen", "my kids are 4 and 9", "my 7 year old son …": the
    user's children by their age, said as a statement. Before a question the age is the question's background
    ("my son is 4 so he can't go to school yet, right?", "o meu filho tem 4 anos, qual o melhor livro?")."""
    if clause.asked or match.groupdict().get("name"):
        return None  # "my son Yusuf is 3": the child is recorded by name (en.relationship.named)
    ages = [str(_CHILD_AGE_WORDS.get(age.lower(), age)) for age in re.findall(_CHILD_AGE, match.group("ages"), re.I)]
    if not ages or any(not 0 < int(age) <= 60 for age in ages):
        return None
    unit = (match.group("unit") or "year").lower().rstrip("s")
    adj = (match.group("adj") or "").lower()
    noun = re.sub(r"\s+", " ", (match.group("rel") or match.group("small") or "child").lower())
    noun = {"little one": "child", "baby one": "baby", "little girl": "daughter", "baby girl": "daughter",
            "little boy": "son", "baby boy": "son", "girl": "daughter", "boy": "son"}.get(noun, noun)  # fmt: skip
    if adj:
        units = unit if ages[0] == "1" else f"{unit}s"
        return finding("relationship", f"User's {adj} child is {ages[0]} {units} old", 0.75, "family",
                       domain="personal")  # fmt: skip
    if noun in _CHILD_PLURAL or len(ages) > 1:
        if len(ages) == 1 and noun != "twins":
            return None  # "my kids are 7": how many is not said
        count = 2 if noun == "twins" and len(ages) == 1 else len(ages)
        said = " and ".join([", ".join(ages[:-1]), ages[-1]]) if len(ages) > 1 else ages[0]
        shown = "twins" if noun == "twins" else f"{count} children"
        return finding("relationship", f"User has {shown} aged {said}", 0.75, "family", slot="relationship.children",
                       value=str(count), domain="personal")  # fmt: skip
    said = "an" if ages[0] in ("8", "11", "18") else "a"  # said "an eight", "an eleven", "an eighteen"
    return finding(
        "relationship", f"User has {said} {ages[0]}-{unit}-old {noun}", 0.75, "family", domain="personal"
    )


RULES: list[Rule] = [
    rule(
        "en.relationship.child_age",
        "my our",
        r"(?:my|our)\s+(?:" + _CHILD + r")(?:\s+(?!is\b|are\b|just\b|turned\b|turns\b)(?P<name>(?-i:[A-Z])[\w'-]+))?"
        r"(?:(?:'s|\s+is|\s+are|'re)\s+(?:only\s+|just\s+|nearly\s+|almost\s+|now\s+)?|\s+(?:just\s+)?(?:turned|turns)\s+)"
        r"(?P<ages>" + _CHILD_AGE + r"(?:\s*(?:,|and|&)\s*" + _CHILD_AGE + r")*)" + _AGE_UNIT
        + r"(?=\s*(?:$|[,;:!.)(]|and\b|so\b|but\b|btw\b|lol\b|now\b|next\b|this\b|last\b|in\b|on\b)|\s+"
        r"(?!(?:%|kg|lbs|cm|inches|points|minutes|mins|hours|pounds|quid|foot|feet|ft|stone|miles|km|days|percent"
        r"|times|out|of|in\s+line|places)\b)\w)",
        _child_age,
        "relationship",
    ),
    rule(
        "en.relationship.child_age_first",
        "my our",
        r"(?:my|our)\s+(?P<ages>\d{1,2})(?:[- ]?(?:year|yr)s?[- ]old|\s*yo|(?P<unit>[- ]?(?:month|week))[- ]old)"
        r"(?:\s+(?:(?P<rel>son|daughter|twins)|(?P<small>boy|girl)))?\b(?P<adj>)",
        _child_age,
        "relationship",
    ),
    rule(
        "en.relationship.named",
        "",
        r"\b(?:my|our)\s+" + _ADJ + r"(?P<rel>" + _REL + r")(?:\s*,\s*|\s+)"
        r"(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)?)",
        _named_relation,
        "relationship",
    ),
    rule(
        "en.relationship.named_lower",
        "my our",
        r"(?:my|our)\s+" + _ADJ + r"(?P<rel>" + _REL + r")(?:\s*,\s*|\s+)(?P<name>[a-z][a-z'-]{1,20})\b",
        _named_relation_lower,
        "relationship",
    ),
    rule(
        "en.relationship.is",
        "my",
        r"my\s+" + _ADJ + r"(?P<rel>" + _REL + r")(?:'s\s+name\s+is|'s\s+called|\s+is\s+(?:called|"
        r"named)|\s+is)\s+(?P<rest>.+)",
        _relation_is,
        "relationship",
        exclusive=True,
    ),
    rule(
        "en.relationship.called",
        "i we",
        r"(?:i|we)(?:'ve|\s+have)?(?:\s+(?:just|recently|finally|also))?\s+(?:got|have|own|adopted|rescued|have\s+got)"
        r"\s+(?:a|an)\s+(?P<desc>(?:[\w-]+\s+){0,2}?(?P<rel>" + _ANIMAL + r"|son|daughter|brother|sister|boyfriend"
        r"|girlfriend|husband|wife|partner|stepson|stepdaughter|granddaughter|grandson|little\s+boy|little\s+girl|baby\s+girl"
        r"|baby\s+boy))(?:\s*,?\s+(?:called|named)\s+"
        r"|\s*,\s*(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s*(?:,|\(|$|\s+(?:who|and|is)\b)))"
        # a second word of the name, unless it starts what is said about them ("pickle whos terrified of …")
        r"(?P<name>[\w'-]+(?:\s+(?!(?:who|whos|who's|which|whose|that|and|but|is|was|has|had|just|loves|hates"
        r"|gets|keeps|needs|won't|can't|doesn't|isn't)\b)[\w'-]+)?)",
        _called,
        "relationship",
        exclusive=True,
    ),
    rule(
        "en.relationship.named_list",
        "my our",
        r"(?:my|our)\s+(?:(?:two|three|four|\d)\s+)?(?:(?:little|young|grown|teenage|lovely)\s+)?(?P<noun>lads|boys|girls|kids"
        r"|children|sons|daughters|grandkids|grandchildren|grandsons|granddaughters)\s*,?\s+(?P<names>(?-i:[A-Z])[\w'-]+"
        r"(?:\s*\(\d{1,2}\))?(?:\s*,\s*(?-i:[A-Z])[\w'-]+(?:\s*\(\d{1,2}\))?)*\s*,?\s+(?:and|&)\s+(?-i:[A-Z])[\w'-]+)",
        _named_list,
        "relationship",
    ),
    rule(
        "en.relationship.count_of",
        "my our",
        r"(?:my|our)\s+(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d)\s+(?:(?:little|young|grown|teenage|lovely)\s+)?"
        r"(?P<noun>kids|boys|girls|children|sons|daughters|grandkids|grandchildren|grandsons|granddaughters)\b",
        _count_of,
        "relationship",
    ),
    rule(
        "en.relationship.only_pet",
        "no pets other",
        r"(?:no\s+)?(?:other\s+)?pets\s+(?:except|apart\s+from|besides|but|other\s+than)\s+(?:a|an|one|my|our)\s+"
        r"(?:(?:old|young|little|elderly|ancient|grumpy|rescue)\s+)*(?P<kind>" + _ANIMAL + r")(?![\w-])",
        _only_pet,
        "relationship",
    ),
    rule(
        "en.relationship.new_baby",
        "i we",
        r"(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?had\s+(?P<what>twins|triplets|a\s+(?:baby"
        r"(?:\s+(?:girl|boy))?|little\s+(?:girl|boy)))(?=$|[,;:.!?]|\s+(?:last|this|on|in|and|so|yesterday|recently|today"
        r"|btw|lol|at|who|named|called)\b)",
        _new_baby,
        "relationship",
        exclusive=True,
    ),
    rule(
        "en.relationship.parent",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:proud|new|first-time|single|busy|working|stay-at-home|tired|exhausted)\s+)*"
        r"(?P<role>mum|mom|mother|dad|father|parent|grandad|granddad|grandfather|grandma|grandmother|granny|grandparent"
        r"|nan|nana)(?=$|[,;:!?]|\s+(?:of|to|and|but|so|who|myself|now|btw|here)\b)",
        _parent,
        "relationship",
        exclusive=True,
    ),
    rule(
        "en.context.wedding",
        "i im we",
        r"(?:we're|we\s+are|i'm|im|i\s+am)\s+(?:finally\s+|officially\s+)?(?:getting\s+married|tying\s+the\s+knot)\b",
        _wedding,
        "context",
        exclusive=True,
    ),
    rule(
        "en.relationship.status_we",
        "we",
        r"(?:we're|we\s+are|we\s+got|we(?:'ve|\s+have)\s+(?:just\s+)?got|we(?:'ve|\s+have)\s+been)\s+"
        r"(?:just\s+|finally\s+|now\s+|officially\s+)?"
        r"(?P<s>engaged|married)(?P<rest>)(?=$|[,;!?]|\s+(?:and|but|so|now|btw|since|for|last|this|in|at|\d+)\b)",
        _status,
        "relationship",
    ),
    rule(
        "en.relationship.have",
        "i we",
        r"(?:i\s+have|i've\s+got|i\s+have\s+got|we\s+have|we've\s+got|we\s+have\s+got)\s+(?P<obj>(?:a|an|one|two|three|four"
        r"|five|six|\d)\s+(?:(?:little|young|small|grown|adult|teenage|older|younger|lovely|wonderful|beautiful|"
        r"amazing|adopted|twin|step)\s+)*(?:kids?|children|child|sons?|daughters?|brothers?|sisters?|siblings?|"
        r"dogs?|cats?|grandchildren|grandkids|twins|boyfriend|girlfriend|husband|wife|partner|fianc[ée]e?|puppy|"
        r"kitten|toddlers?|teenagers?|stepsons?|stepdaughters?)(?![\w-]).*)",
        _has_relatives,
        "relationship",
    ),
    rule(
        "en.relationship.status",
        "i im",
        I_AM + ADV + r"(?P<s>married|single|divorced|engaged|widowed|separated|"
        r"in\s+a\s+relationship)(?P<rest>\s+to\s+.+)?(?=$|[,;!?]|\s+(?:and|but|so|with|for|since|now|btw|again"
        r"|these\s+days|lol|tbh)\b)",
        _status,
        "relationship",
    ),
    rule(
        "en.instruction.persistent",
        "always never from going moving in by henceforth for",
        r"(?P<marker>always|"
        r"never|from\s+now\s+on|going\s+forward|moving\s+forward|in\s+(?:the\s+)?future|by\s+default|henceforth|"
        r"for\s+(?:all|every)\s+(?:future\s+)?(?:answers?|responses?|replies|messages|conversations|chats))\s*,?"
        r"\s+(?:please\s+)?(?P<rest>.+)",
        _persistent,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.negative",
        "don do never stop avoid quit",
        r"(?P<neg>don't|do\s+not|never|stop|avoid|quit)"
        r"\s+(?P<rest>.+)",
        _negative,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.keep",
        "keep",
        r"keep\s+(?:your\s+|the\s+|all\s+|my\s+)?(?:answers?|responses?|replies|reply|"
        r"explanations?|messages?|outputs?|it|things|summaries|paragraphs|sentences)\s+(?:short|brief|concise|"
        r"simple|under|below|to\s+the\s+point|casual|formal|professional|friendly|light|tight|focused|clear|"
        r"minimal|punchy|high-level|technical|non-technical|plain|succinct|crisp)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.be",
        "be",
        r"be\s+(?:more\s+|extra\s+|very\s+|really\s+|super\s+|brutally\s+|less\s+)?"
        r"(?:concise|brief|direct|blunt|honest|formal|informal|casual|friendly|detailed|thorough|succinct|"
        r"straightforward|objective|critical|patient|gentle|specific|precise|terse|technical|polite|"
        r"professional|funny|playful|serious|skeptical|rigorous|harsh|candid|verbose|explicit)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.language",
        "answer respond reply talk speak communicate write",
        r"(?:answer|respond|reply|talk|write|"
        r"speak|communicate)\s+(?:to\s+me\s+|back\s+|with\s+me\s+)?(?:only\s+)?in\s+(?:" + _LANGUAGE + r")\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.manner",
        "answer respond reply write talk speak explain",
        r"(?:answer|respond|reply|write|"
        r"talk(?:\s+to\s+me)?|speak(?:\s+to\s+me)?|explain(?:\s+(?:things|everything|concepts|stuff|it|this|that))?)"
        r"\s+(?:in\s+(?:one|a\s+single|two|three|short|small)\s+paragraphs?|in\s+"
        r"(?:a|an)\s+[\w\s-]{1,25}?\s+(?:tone|way|style|voice|manner)|in\s+(?:paragraphs|prose|plain\s+(?:english"
        r"|language|text)|simple\s+(?:terms|language|words|english)|bullet\s+points|short\s+sentences|layman's\s+"
        r"terms|full\s+sentences)|like\s+(?:i'm|i\s+am)\s+|(?:like|as)\s+(?:a|an)\s+|simply|briefly|concisely|casually|formally|informally|plainly|gently|bluntly|directly|"
        r"step\s+by\s+step|with\s+examples|(?:more\s+)?(?:slowly|clearly))\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.use",
        "use",
        r"use\s+(?:the\s+)?(?:(?:metric|imperial|si)\s+(?:units|system)|metric|(?:british|"
        r"american|us|uk|australian|aussie|canadian|irish|new\s+zealand|nz|brazilian|european)\s+(?:english|spelling|"
        r"portuguese|spanish|french|"
        r"date\s+format|units)|(?:simple|plain|everyday|non-technical|technical|formal|informal|casual|"
        r"gender-neutral|inclusive)\s+(?:language|words|terms|english)|bullet\s+points|headings|headers|markdown|"
        r"tables|numbered\s+lists|emojis|analogies|code\s+blocks|latex|celsius|fahrenheit|kilometers|kilometres|"
        r"miles|24-hour\s+time|oxford\s+comma|(?:a\s+)?(?:formal|casual|friendly|neutral|professional)\s+tone|"
        r"they/them|she/her|he/him)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.skip",
        "skip omit drop cut leave",
        r"(?:skip|omit|drop|cut|leave\s+out)\s+(?:the\s+|all\s+"
        r"(?:the\s+)?|any\s+)?(?:pleasantries|preamble|intro|introduction|small\s+talk|fluff|filler|disclaimers|"
        r"caveats|apologies|summary|summaries|recap|conclusion|greetings|compliments|flattery|moralizing|"
        r"lectures?|warnings|emojis)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.all_code",
        "write give show format put provide",
        r"(?:write|give|show|format|put|provide)\s+"
        r"(?:me\s+)?(?:all|every|any)\s+(?:[\w-]+\s+){0,2}?(?:code|examples?|answers?|responses?|replies|snippets?"
        r"|explanations?|scripts?|commands?|queries)\b.*",
        _imperative(0.8),
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.noun",
        "short shorter brief briefer concise simple simpler plain casual formal detailed numbered fewer less more step"
        " step-by-step one one-paragraph british uk us american australian metric imperial bullet bullet-point units"
        " spelling english measurements celsius kilometres kilometers system answers answer replies reply responses"
        " response emojis emoji jargon bullets paragraphs sentences waffle fluff disclaimers caveats tables markdown"
        " explanations examples headers headings lists small pleasantries need sugarcoating sugar-coating code long"
        " intros intro introductions preambles",
        r"^(?P<np>(?P<adj>(?:(?:short|shorter|brief|briefer|concise|simple|simpler|plain|casual|formal|detailed"
        r"|numbered|fewer|less|more|long|step[- ]by[- ]step|one[- ]paragraph|british|uk|us|american|australian|metric"
        r"|imperial|bullet[- ]point)\s+)+)?(?:(?P<unit>units|spelling|english|measurements|celsius|kilometres"
        r"|kilometers|system)|answers|answer|replies|reply|responses|response|emojis|emoji|jargon|bullet\s+points"
        r"|bullets|paragraphs|sentences|waffle|fluff|disclaimers|caveats|tables|markdown|explanations|examples|headers"
        r"|headings|lists|small\s+talk|pleasantries|need\s+for\s+(?:disclaimers|caveats|the\s+\w+)|step\s+by\s+step"
        r"|sugarcoating|sugar-coating|code\s+comments|intros?|introductions|preambles)(?P<how>\s+in\s+(?:short|plain|simple|one|bullet|numbered|british"
        r"|uk|metric|full)\s+\w+)?)(?:\s+(?:only|please|pls|plz|thanks|ty|from\s+now\s+on"
        r"|going\s+forward|in\s+(?:(?:every|all|your|the|any)\s+)?(?:answers?|replies|reply|responses?"
        r"|messages?|explanations?)))*(?:$|\s*[,;])",
        _noun_request,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.units_in",
        "keep give put write use show do convert recipes measurements distances weights temperatures quantities all",
        r"(?:(?:keep|give|put|write|use|show|do|convert)\s+(?:me\s+|them\s+)?(?:the\s+|all\s+|my\s+|everything\s+"
        r"|measurements\s+)?(?:[\w-]+\s+){0,2}?|(?:all\s+)?(?:recipes|measurements|distances|weights|temperatures"
        r"|quantities)\s+)in\s+(?P<u>cups|ounces|oz|pounds|lbs|fahrenheit|miles|feet|inches|grams|kilos|kg|celsius"
        r"|metric|imperial|kilometres|kilometers|km|stone)\b(?P<rest>.*)",
        _units_in,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.code_language",
        "all any the code examples example snippets scripts give show write",
        r"(?:(?:give|show|write)\s+(?:me\s+)?)?(?:all\s+|any\s+|the\s+)?(?:code\s+)?(?:examples?|code|snippets?"
        r"|scripts?|solutions?)\s+(?:should\s+be\s+|must\s+be\s+)?in\s+(?P<lang>" + _CODE_LANGUAGE + r")(?![\w+#])",
        _code_language,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.rather",
        "i",
        r"i(?:'d|\s+would)\s+(?:rather|prefer)\s+(?:it\s+)?(?:if\s+)?(?:you|u)\s+(?P<neg>didn't|did\s+not|wouldn't"
        r"|would\s+not|don't|do\s+not)?\s*(?P<rest>.+)",
        _rather_not,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.go_by",
        "i",
        r"i\s+(?:usually\s+|mostly\s+|just\s+|prefer\s+to\s+)?go\s+by\s+(?P<rest>(?!(?:she|he|they|xe|ze)\b)\S.*)",
        _go_by,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.instruction.call_me",
        "call address refer you",
        r"(?:you\s+can\s+|you\s+may\s+)?(?:call|address|refer\s+"
        r"to)\s+me\s+(?:as\s+)?(?P<rest>.+)",
        _call_me,
        "instruction",
        exclusive=True,
    ),
    rule(
        "en.context.situation",
        "i im",
        I_AM + r"(?P<adv>" + ADV + r")(?P<phrase>" + _CONTEXT + r")(?P<rest>.*)",
        _context,
        "context",
        exclusive=True,
    ),
    rule(
        # "we're having a baby in June", "I'm having twins", "we're having our second in March": a baby on the way
        "en.context.having_baby",
        "i im we",
        r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?P<adv>" + ADV + r")(?P<phrase>having\s+(?:a\s+baby|twins|a\s+(?:boy|girl)"
        r"|(?:our|my)\s+(?:first|second|third|fourth)(?:\s+(?:baby|child|kid))?)(?!\s+(?:shower|party|name|photo)))"
        r"(?P<rest>.*)",
        _context,
        "context",
    ),
    rule(
        "en.context.volunteer",
        "i im",
        r"(?:i\s+" + ADV + r"volunteer|(?:i'm|im|i\s+am)\s+" + ADV + r"volunteering)\s+"
        r"(?P<rest>(?:with|at|for|in)\s+.+)",
        _volunteer,
        "context",
    ),
    rule(
        "en.context.situation_we",
        "we",
        # the same situations as "I'm …" ("we're in the middle of a kitchen renovation", "we're both job hunting")
        r"(?:we're|we\s+are)\s+(?P<adv>" + ADV + r")(?:both\s+|all\s+)?"
        r"(?!(?:travell?ing|visiting|staying|away|abroad)\b)(?P<phrase>on\s+our\s+honeymoon|expecting"
        r"\s+our\s+(?:first|second|third)|" + _CONTEXT + r")(?P<rest>.*)",
        _context,
        "context",
        exclusive=True,
    ),
    rule(
        "en.context.travel",
        "i im we",
        r"(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:just\s+|finally\s+|also\s+)?(?P<verb>off|heading|headed|flying|going"
        r"|jetting\s+off|travell?ing|driving|taking\s+the\s+train|visiting)\s+(?:back\s+|out\s+|over\s+)?"
        r"(?P<home>home\s+(?=to\s))?"
        r"(?:on\s+(?:a\s+)?(?:holiday|trip|vacation|honeymoon|city\s+break|road\s+trip|work\s+trip|business\s+trip)"
        r"\s+)?(?:to\s+)?(?P<rest>.+)",
        _travel,
        "context",
    ),
    rule(
        # "we want to visit Japan in April", "I'm planning to go to Lisbon next year", "thinking of going to Crete this
        # summer": a trip the user means to make, when it has a time ahead (without one it is a wish: a goal)
        "en.context.travel_wish",
        "i im we",
        r"(?:i|we)(?:'m|'re|\s+am|\s+are|'d|\s+would)?\s+(?:really\s+|still\s+|also\s+)?(?:want|wanna|hope|hoping|plan"
        r"|planning|thinking\s+(?:of|about)|like|love)\s+(?:to\s+)?(?P<verb>go|going|visit|visiting|travel|travelling"
        r"|traveling|fly|flying|head|heading)\s+(?:back\s+|out\s+|over\s+)?(?:to\s+)?(?P<rest>.+)",
        _travel_dated,
        "context",
        exclusive=True,
    ),
    rule(
        # "we're spending the summer in Greece", "I'm spending christmas in Lagos with family"
        "en.context.travel_spend",
        "i im we",
        r"(?:i'm|im|i\s+am|we're|we\s+are|i'll\s+be|we'll\s+be)\s+(?:going\s+to\s+be\s+)?(?P<verb>spending)\s+"
        r"(?:the\s+|a\s+|next\s+|this\s+|our\s+|my\s+)?(?:summer|winter|spring|autumn|week|weekend|month|holidays"
        r"|christmas|xmas|easter|new\s+year|half[- ]term|few\s+days|(?:a|two|three|\d+)\s+(?:days|weeks|months)|\w+"
        r"\s+weeks?|(?:the\s+)?(?:rest\s+of\s+the\s+)?(?:year|summer))\s+in\s+(?P<rest>.+)",
        _travel,
        "context",
    ),
    rule(
        "en.context.travel_trip",
        "i we got",
        r"(?:(?:i|we)(?:'ve|\s+have)?\s+(?:got\s+|booked\s+)?|got\s+)(?:a|an|our|my)\s+(?:(?:big|long|short|quick"
        r"|little|work|business|family|school|road|ski|first|solo)\s+)*(?P<verb>trip|holiday|vacation|city\s+break"
        r"|honeymoon|flight)\s+(?:to|in)\s+(?P<rest>.+)",
        _travel,
        "context",
    ),
    rule(
        "en.context.travel_in",
        "i im we",
        r"(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:currently\s+|just\s+|still\s+|now\s+)?(?P<verb>in)(?P<stay>)\s+"
        r"(?P<rest>(?-i:[A-Za-z])[\w'-]+(?:\s+[\w'-]+)?\s+for\s+(?:work|a\s+conference|business|a\s+wedding|a\s+few\s+days"
        r"|the\s+(?:week|weekend|month|summer)|(?:a|one|two|three|\d+)\s+(?:days?|weeks?|nights?)|a\s+work\s+trip).*)",
        _travel,
        "context",
        needle=" for ",
    ),
    rule(
        "en.context.wedding_role",
        "i im",
        I_AM + ADV + r"(?:a|an|the|one\s+of\s+the)\s+(?P<role>bridesmaid|best\s+man|maid\s+of\s+honou?r|matron\s+of"
        r"\s+honou?r|groomsman|flower\s+girl|page\s+boy|officiant)\b",
        _wedding_role,
        "context",
    ),
    rule(
        "en.context.new_job",
        "i im",
        r"(?:i\s+(?:start|begin)|(?:i'm|im|i\s+am)\s+(?:starting|beginning))\s+(?:a|my)\s+new\s+(?P<ev>job|role|position)"
        r"(?P<rest>.*)",
        _new_job_event,
        "context",
        needle="new ",
    ),
    rule(
        "en.context.started_job",
        "i",
        r"i(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|only\s+just\s+)(?:started|begun|began)\s+(?:a|my)\s+new\s+"
        r"(?:job|role|position)\b",
        _started_job,
        "context",
        needle="new ",
    ),
    rule(
        "en.context.travel_will",
        "i we",
        r"(?:i'll|i\s+will|we'll|we\s+will)\s+be\s+(?P<verb>in)\s+(?P<rest>.+)",
        _travel,
        "context",
    ),
    rule(
        "en.context.job_loss",
        "i got just lost",
        r"(?:(?:i|i've|i\s+have|i\s+was|i\s+got)\s+)?(?:just\s+|recently\s+)?(?:been\s+|got\s+|was\s+)?"
        r"(?P<how>made\s+redundant|laid\s+off|let\s+go|lost\s+my\s+job|fired|sacked)"
        r"(?=$|[,;:!?]|\s+(?:last|this|in|on|from|at|yesterday|today|recently|and|so|but|btw|after|lol)\b)",
        _job_loss,
        "context",
        exclusive=True,
    ),
    rule(
        "en.context.event",
        "i we got my our",
        r"(?:(?:i|we)(?:'ve|\s+have)?\s+(?:got\s+)?|got\s+|my\s+|our\s+"
        # "I'm having surgery next month", "I'm sitting my finals in May", "I'm running the Leeds 10k on Sunday"
        r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:having|doing|running|sitting|taking)\s+"
        r"(?:the\s+(?:(?-i:[A-Z])[\w'-]*\s+){1,2})?)"
        r"(?:(?:a|an|my|our)\s+)?(?:(?:big|first|important|final|second|next)\s+)?(?P<ev>" + _EVENTS + r")\b"
        r"(?P<rest>.*)",
        _event,
        "context",
    ),
    rule(
        "en.context.celebration",
        "",
        r"\b(?:my|our)\s+(?P<whose>" + _PEOPLE + r")(?:'s|s')\s+(?:(?:big|first|second|surprise)\s+)?"
        r"(?P<ev>" + _CELEBRATIONS + r")\b(?P<rest>.*)",
        _celebration,
        "context",
        needle="'",
    ),
    rule(
        "en.context.travel_planned",
        "i we taking",
        r"(?:(?:i|we)\s+(?:(?:fly|head|set\s+off|leave|depart|travel|sail|jet\s+off)\s+(?:out\s+|off\s+|back\s+|over\s+)?"
        r"(?:to|for)\s+)|(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?P<taking>taking)\s+(?:the\s+(?:kids|family|boys|girls)"
        r"|(?:my|our)\s+(?:kids|family|children|boys|girls|parents|mum|mom|dad|partner|wife|husband|bf|gf|son|daughter))"
        r"\s+to\s+)(?P<rest>.+)",
        _trip_planned,
        "context",
    ),
    rule(
        "en.context.getting_married",
        "my our",
        r"(?:my|our)\s+(?P<whose>" + _PEOPLE + r")(?:\s+(?!is\b|are\b|graduates\b)[\w'-]+)?"
        r"(?P<ev>(?:'s|\s+is|\s+are)\s+(?:finally\s+|officially\s+|also\s+)?(?:getting\s+married|tying\s+the\s+knot|graduating)|\s+graduates)\b"
        r"(?P<rest>.*)",
        _getting_married,
        "context",
    ),
    rule(
        "en.context.organising",
        "i im we organising organizing planning throwing hosting arranging",
        r"(?:(?:i'm|im|i\s+am|we're|we\s+are)\s+)?(?:(?:currently|busy|also|just|secretly)\s+)?"
        r"(?P<verb>organi[sz]ing|planning|throwing|hosting|arranging)\s+(?:a|an)\s+(?:(?:surprise|small|big|little"
        r"|joint|low-key|virtual)\s+)?(?P<ev>" + _CELEBRATIONS + r")\s+for\s+(?:my|our)\s+(?P<whose>" + _PEOPLE
        + r")\b(?P<rest>.*)",
        _organising,
        "context",
    ),
    rule(
        "en.context.own_birthday",
        "it my its",
        r"(?:it'?s\s+|it\s+is\s+)?my\s+(?P<nth>\d{2}(?:st|nd|rd|th)|eighteenth|twenty-first|thirtieth|fortieth"
        r"|fiftieth|sixtieth|seventieth|eightieth|ninetieth)(?:\s+birthday)?(?P<rest>.*)",
        _own_birthday,
        "context",
    ),
    rule(
        "en.context.expecting",
        "my our",
        r"(?:my|our)\s+(?:(?:first|second|third|new)\s+)?(?:baby|little\s+one|twins|due\s+date)\s+(?:is|are|'s)\s+"
        r"(?:due\s+)?(?P<rest>(?:in|on|next|this|at\s+the\s+end\s+of|mid|early|late|around)\b.*)",
        _expecting,
        "context",
    ),
    rule(
        "en.context.ailment",
        "i",
        r"(?:i\s+have|i've\s+got|i\s+got)\s+(?P<obj>(?:the\s+)?(?:flu|covid|covid-19|a\s+"
        r"cold|a\s+fever|a\s+migraine|a\s+(?:broken|sprained)\s+\w+|the\s+(?:flu|covid))\b.*)",
        _ailment,
        "context",
    ),
]
