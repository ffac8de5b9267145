"""English rules for who the user is: name, age, pronouns, nationality, traits, health."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.dates import days_to_weekday, reached_in
from pamport.pipeline.extract.rules.en_common import ADV, I_AM, person_name, phrase
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Priority, Rule, finding, rule

_APPOSITIVE = rx.compile(r"\s*,\s*((?:a|an)\s+.+)$", re.I)


_DEMONYM = V.alternation(V.DEMONYMS)


_LANGUAGE = V.alternation(V.LANGUAGES)


def age_finding(value: str) -> Finding | None:
    age = int(value)
    if not 5 <= age <= 110:
        return None
    return finding(
        "identity",
        f"User is {age} years old",
        0.85,
        "age",
        slot="identity.age",
        value=str(age),
        domain="personal",
    )


def _name(match: re.Match[str], clause: Clause) -> BuildResult:
    name = person_name(match.group("rest"), clause)
    if name is None:
        return None
    rest = match.group("rest")[len(name) :] if match.group("rest").startswith(name) else ""
    appositive = _APPOSITIVE.match(rest)
    if appositive is not None:
        clause.followups.append("I'm " + appositive.group(1))
    return finding(
        "identity", f"User's name is {name}", 0.9, "name", slot="identity.name", value=name, domain="personal"
    )


def _intro_name(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm Yuki" only at the opening of a message, with a capitalised name and at most an aside after it."""
    if not clause.opening or clause.lowercase:
        return None
    rest = match.group("rest")
    name = person_name(rest, clause, max_tokens=2)
    if name is None or not rest.startswith(name):
        return None
    after = rest[len(name) :]
    if after and not re.match(r"\s*(?:$|,|\s-|\s+(?:and|from|here|btw|by\s+the\s+way)\b)", after, re.I):
        return None
    appositive = _APPOSITIVE.match(after)
    if appositive is not None:
        clause.followups.append("I'm " + appositive.group(1))
    return finding(
        "identity",
        f"User's name is {name}",
        0.75,
        "name",
        slot="identity.name",
        value=name,
        domain="personal",
    )


#: Capitalised words that open "X here" and are no name ("Same here", "Newbie here").
_NOT_HERE_NAMES = frozenset(
    {"same", "help", "question", "newbie", "beginner", "noob", "nobody", "everyone", "anyone", "someone", "me", "us",
     "you", "lurker", "again", "back", "still", "also", "just", "only", "hi", "hello", "hey", "ok", "okay", "update",
     "context", "background", "info", "note", "edit", "mum", "mom", "dad", "parent", "student", "teacher", "nurse",
     "doctor", "dev", "developer", "engineer", "manager", "designer", "vegan", "vegetarian", "veggie", "fan", "user",
     "london", "dublin", "leeds", "manchester", "england", "scotland", "ireland", "wales", "uk", "usa", "europe",
     "lol", "yes", "no", "nothing", "something", "everything", "all", "newcomer", "first-timer", "regular"}
)  # fmt: skip


def _name_here(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Tom here, quick question": a first name at the opening of a message, followed by "here"."""
    name = match.group("name")
    lower = name.lower()
    # A sentence's first word is capitalised whatever it is: a name is told from a word by the lists of words
    if not clause.opening or lower in _NOT_HERE_NAMES or lower in V.NOT_NAMES or lower in V.JOB_HEADS:
        return None
    if lower in V.DIETS or lower in V.HOBBYISTS or lower in V.CONDITIONS or lower in V.RELATIONS:
        return None
    return finding(
        "identity", f"User's name is {name}", 0.7, "name", slot="identity.name", value=name, domain="personal"
    )


#: A second fact said with the age, without its own subject: "im 52, recently divorced", "i'm 29 and pregnant with
#: our first", "I'm 61 and retired", "I'm 34 and a mum of two". Only states of a life (family, work, a pregnancy)
#: are read so: "I'm 30 and bored" or "I'm 40 and still can't swim" say nothing lasting.
_AGE_WITH = rx.compile(
    r"\s*(?:,\s*|\s+and\s+)(?:(?:recently|newly|just|happily|currently|now|also)\s+)?"
    r"((?:divorced|separated|widowed|married|engaged|single|pregnant|expecting|retired|semi-retired|unemployed"
    r"|(?:a|an)\s+(?:single\s+|stay[- ]at[- ]home\s+|first[- ]time\s+|new\s+)?(?:mum|mom|mother|dad|father|parent"
    r"|widow|widower|grandma|grandad|granddad|grandpa|grandmother|grandfather|nan|granny))\b.*)",
    re.I,
)


def _age_rule(match: re.Match[str], clause: Clause) -> BuildResult:
    found = age_finding(match.group("age"))
    with_it = _AGE_WITH.match(clause.text, match.end()) if found is not None else None
    if with_it is not None:
        clause.followups.append("I'm " + with_it.group(1))
    return found


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")
#: When an age is reached: "this year", "next month", "in june", "on saturday", "in two weeks".
_TURN_WHEN = (
    r"(?P<when>(?:this|next)\s+(?:year|month|week)|(?:in|this|next)\s+(?P<month>"
    + "|".join(sorted((m for m in V.MONTHS if len(m) > 3), key=longest_first))
    + r")|on\s+(?:(?:this|next)\s+)?(?:" + "|".join(sorted((d for d in V.WEEKDAYS if len(d) > 4), key=longest_first))
    + r"|the\s+\d{1,2}(?:st|nd|rd|th)?)|in\s+(?:a\s+few|a|two|three|\d+)\s+(?:days?|weeks?))\b"
)


_COUNTS = {"a": 1, "a few": 3, "two": 2, "three": 3}


def _age_turning(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "turning 40 this year", "i turn 30 next week": the age the user reaches and when, dated from when the message
    was sent. The slot holds the age reached (after that date it is the user's age; before it, one year less),
    and the wording says when, so that the memory stays true as it ages."""
    age = int(match.group("age"))
    if not 5 <= age <= 110:
        return None
    sent_at = clause.sent_at
    when = re.sub(r"\s+", " ", match.group("when").lower())
    named = match.group("month")
    count = re.match(r"in (a few|a|two|three|\d+) (day|week)", when)
    weekday = re.search(r"(\w+day)$", when)
    if when in ("this year", "next year"):
        year, month = reached_in(sent_at, years_ahead=int(when == "next year"))
    elif named is not None:
        year, month = reached_in(sent_at, month=V.MONTHS[named.lower()], next_month_of_name=when.startswith("next"))
    elif when == "next month":
        year, month = reached_in(sent_at, months_ahead=1)
    elif count is not None:
        number = _COUNTS.get(count.group(1)) or int(count.group(1))
        year, month = reached_in(sent_at, days_ahead=number * (7 if count.group(2) == "week" else 1))
    elif weekday is not None and weekday.group(1) in V.WEEKDAYS:
        days = days_to_weekday(sent_at, V.WEEKDAYS[weekday.group(1)], following_week=" next " in f" {when} ")
        year, month = reached_in(sent_at, days_ahead=days)
    else:  # "next week", "on the 14th": within a week or so
        year, month = reached_in(sent_at, days_ahead=7)
    said = str(year) if month is None else f"{_MONTH_NAMES[month - 1]} {year}"
    return finding(
        "identity",
        f"User turns {age} in {said}",
        0.8,
        "age",
        slot="identity.age",
        value=str(age),
        domain="personal",
    )


def _pronouns(match: re.Match[str], clause: Clause) -> BuildResult:
    value = re.sub(r"\s+", "", match.group("p").lower())
    return finding(
        "identity",
        f"User's pronouns are {value}",
        0.9,
        "pronouns",
        slot="identity.pronouns",
        value=value,
        domain="personal",
    )


#: Nationalities said as a noun ("as a Scot", "I'm a Brit"), and the adjective the vocabulary uses.
DEMONYM_NOUNS = {
    "scot": "scottish", "scotsman": "scottish", "scotswoman": "scottish", "brit": "british", "kiwi": "new zealander",
    "aussie": "australian", "dane": "danish", "swede": "swedish", "finn": "finnish", "pole": "polish",
    "turk": "turkish", "welshman": "welsh", "welshwoman": "welsh", "irishman": "irish", "irishwoman": "irish",
    "englishman": "english", "englishwoman": "english", "frenchman": "french", "frenchwoman": "french",
    "dutchman": "dutch", "dutchwoman": "dutch", "geordie": "english", "scouser": "english", "yank": "american",
    "canuck": "canadian", "brazuca": "brazilian", "filipina": "filipino", "argentine": "argentinian",
}  # fmt: skip
_DEMONYM_NOUN = V.alternation(frozenset(DEMONYM_NOUNS))


def _nationality(match: re.Match[str], clause: Clause) -> BuildResult:
    raw = match.group("d")
    if not clause.lowercase and not raw[0].isupper():
        return None
    parts = re.split(r"-|\s+(?:and\s+)?half\s+|\s+and\s+", raw)
    parts = [DEMONYM_NOUNS.get(part.lower(), part) for part in parts]
    value = " ".join(word.capitalize() for part in parts for word in part.split())
    if len(parts) > 1 and re.search(r"\bhalf\b", match.group(0), re.I):
        return finding(
            "identity", "User is half " + ", half ".join(p.capitalize() for p in parts), 0.8, "nationality",
            slot="identity.nationality", value=value, domain="personal",
        )  # fmt: skip
    return finding(
        "identity",
        f"User is {value}",
        0.85,
        "nationality",
        slot="identity.nationality",
        value=value,
        domain="personal",
    )


def _trait(match: re.Match[str], clause: Clause) -> BuildResult:
    trait = re.sub(r"\s+", " ", match.group("t").lower())
    if trait in ("lefty", "a lefty", "leftie", "a leftie", "left handed", "a left-hander", "a right-hander"):
        trait = "right-handed" if "right" in trait else "left-handed"
    if trait.endswith("-handed"):
        hand = trait.split("-")[0]
        return finding(
            "identity", f"User is {trait}", 0.85, "trait", slot="identity.handedness", value=hand, domain="personal"
        )
    return finding("identity", f"User is {trait}", 0.85, "trait", domain="personal")


def _health(match: re.Match[str], clause: Clause) -> BuildResult:
    if match.group("what").lower().startswith("allergic"):
        value = phrase(match.group("rest") or "")
        if value is None and not (match.group("rest") or "").strip():
            # "i can't eat kiwi because i'm allergic": the thing is in the rest of the sentence
            cant = _CANT.search(clause.sentence)
            value = phrase(cant.group("x")) if cant is not None else None
        if value is None:
            return None
        # "allergic to nuts and shellfish": one allergy each
        parts = [p for p in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+", value) if p]
        if len(parts) > 1 and all(len(p.split()) <= 3 for p in parts):
            return [_allergy_or_condition(p) for p in parts if p.lower() not in V.DIETS]
        return finding(
            "fact", f"User is allergic to {value}", 0.9, "health", slot="fact.allergy", value=value, domain="health"
        )
    condition = re.sub(r"\s+", " ", match.group("what").lower())
    value = V.CONDITION_ADJECTIVES.get(condition, condition)
    found = finding("fact", f"User is {condition}", 0.85, "health", slot="fact.health", value=value, domain="health")
    return [found, *_gluten_free(value, clause)]


def _allergy_or_condition(part: str) -> Finding:
    """One item of "allergic to kiwi and diabetic": a condition said as an adjective is a second fact of its own
    (the user has diabetes), not a second allergen; a diet in the list ("allergic to nuts and vegan") is left to the
    diet rules, which read it from the same sentence."""
    condition = V.CONDITION_ADJECTIVES.get(part.lower())
    if condition is not None:
        return finding(
            "fact", f"User is {part.lower()}", 0.85, "health", slot="fact.health", value=condition, domain="health"
        )
    return finding(
        "fact", f"User is allergic to {part}", 0.9, "health", slot="fact.allergy", value=part, domain="health"
    )


_GLUTEN_FREE = rx.compile(r"\bgluten[- ]free\b", re.I)


def _gluten_free(value: str, clause: Clause) -> list[Finding]:
    """Coeliac disease said together with "gluten free" ("I have celiac so everything has to be gluten free"): the
    diet the user keeps."""
    if "coeliac" not in value.lower() or _GLUTEN_FREE.search(clause.sentence) is None:
        return []
    found = finding("preference", "User eats gluten-free", 0.75, "diet", slot="preference.diet", value="gluten-free")
    return [replace(found, domain="personal")]


_CANT = rx.compile(
    r"\bi\s+(?:can't|cannot|can\s+not|mustn't)\s+(?:take|have|eat|drink|tolerate|touch)\s+(?P<x>[\w' -]{2,30}?)"
    r"(?=\s*(?:,|-|—|\(|\s+as\b|\s+because\b|\s+since\b))",
    re.I,
)


def _condition(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have ADHD", "i get really bad anxiety", "with my type 2 diabetes, …": a condition from the list."""
    said = re.sub(r"\s+", " ", match.group("c").lower())
    if re.match(r"\s+(?:about|over)\b", match.string[match.end() :]):
        return None  # "I have anxiety about tomorrow's exam": a worry, not a condition
    value = V.CONDITIONS[said]
    verb = "wears" if re.search(r"\bwear\b", match.group(0), re.I) else "has"
    found = finding("fact", f"User {verb} {value}", 0.8, "health", slot="fact.health", value=value, domain="health")
    return [found, *_gluten_free(value, clause)]


def _condition_person(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "as a migraine sufferer", "an asthmatic", "lifelong eczema sufferer here": the user named by a condition."""
    if match.group("adj"):
        said = re.sub(r"\s+", " ", match.group("adj").lower())
        value = V.CONDITION_ADJECTIVES[said]
        return finding("fact", f"User is {said}", 0.8, "health", slot="fact.health", value=value, domain="health")
    value = V.CONDITIONS[re.sub(r"\s+", " ", match.group("c").lower())]
    value = V.CONDITIONS.get(value + "s", value)  # "a migraine sufferer" has migraines
    return finding("fact", f"User has {value}", 0.8, "health", slot="fact.health", value=value, domain="health")


_CONDITION = V.alternation(frozenset(V.CONDITIONS))
_CONDITION_LEAD = (
    r"(?:an?\s+|my\s+|the\s+)?(?:(?:really|very|pretty|quite|mild|severe|chronic|bad|terrible|awful|diagnosed"
    r"|undiagnosed|diet-controlled|insulin-dependent)\s+)*(?P<c>" + _CONDITION + r")(?![\w-])"
)


def _diet(match: re.Match[str], clause: Clause) -> BuildResult:
    value = V.DIETS[re.sub(r"\s+", " ", match.group("d").lower())]
    return finding(
        "preference", f"User is {value}", 0.85, "diet", slot="preference.diet", value=value, domain="personal"
    )


_DIET = V.alternation(frozenset(V.DIETS))


def _diet_change(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "eat fish now" (after "not vegetarian anymore"): the diet the user has moved to."""
    food = match.group("food").lower()
    value = "pescatarian" if food in ("fish", "seafood") else "omnivore"
    return finding(
        "preference", f"User now eats {food}", 0.75, "diet", slot="preference.diet", value=value,
        domain="personal",
    )  # fmt: skip
_CONSUMABLE = V.alternation(V.CONSUMABLES)


def _avoids_any(match: re.Match[str], clause: Clause) -> BuildResult:
    groups = match.groupdict()
    if groups["verb2"]:
        verb, said = groups["verb2"], groups["x2"]
    elif groups["tee"]:
        verb, said = "", "alcohol"
    else:
        verb, said = groups["verb"], groups["x"]
        if said is None and (verb.lower() != "drink" or re.match(r"(?:i|we)\s+can", match.group(0), re.I)):
            return None  # "I can't drink, I'm driving" is tonight, not a habit
    value = re.sub(r"\s+", " ", "alcohol" if said is None or said.lower() == "booze" else said.lower())
    verb = re.sub(r"\s+", " ", verb.lower())
    if verb.startswith(("cut", "give", "gave", "quit", "stop")):
        content = f"User has cut out {value}"
    elif verb in ("avoid", "do", "touch", "stomach", "handle") or not verb:
        content = f"User avoids {value}" if verb else "User does not drink alcohol"
    else:
        content = f"User does not {'drink' if value == 'alcohol' else verb} {value}"
    return finding("preference", content, 0.8, "diet", slot="preference.avoids", value=value, domain="personal")


def _free_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm dairy-free", "off the booze for january", "no dairy for me": something the user does not consume."""
    groups = match.groupdict()
    if groups.get("x3") and not re.search(r"\bno\W*$", clause.prefix, re.I):
        return None  # "no" is read as a filler and left in the prefix; without it this is a request, not a diet
    said = (groups.get("x") or groups.get("x2") or groups["x3"]).lower()
    value = {"booze": "alcohol", "drink": "alcohol", "nut": "nuts", "egg": "eggs", "lactose": "dairy"}.get(said, said)
    value = re.sub(r"\s+", " ", value)
    return finding(
        "preference", f"User avoids {value}", 0.75, "diet", slot="preference.avoids", value=value, domain="personal"
    )


def _off_menu(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "pork's off the menu for me": something the user does not eat (someone else's menu is not theirs)."""
    if re.search(r"\bfor\s+(?!me\b|us\b)\w+", clause.text[match.end() :][:20], re.I):
        return None
    value = re.sub(r"\s+", " ", match.group("x3").lower())
    return finding(
        "preference", f"User avoids {value}", 0.75, "diet", slot="preference.avoids", value=value, domain="personal"
    )


def _blood(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "bp's been high for a couple of years", "my cholesterol is high": a lasting condition."""
    what = re.sub(r"\s+", " ", match.group("what").lower())
    what = "blood pressure" if what == "bp" else what
    value = f"{match.group('level').lower()} {what}"
    return finding("fact", f"User has {value}", 0.75, "health", slot="fact.health", value=value, domain="health")


def _diet_said(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I eat halal", "on a keto diet", "my diet is vegan": the user's diet."""
    said = re.sub(r"\s+", " ", (match.group("d") or match.group("d2") or match.group("d3")).lower())
    value = V.DIETS.get(said, said.replace(" ", "-"))
    return finding(
        "preference", f"User eats {value}" if match.group("d") else f"User is on a {value} diet", 0.8, "diet",
        slot="preference.diet", value=value, domain="personal",
    )  # fmt: skip


BOUND = r"(?=$|[,;:!?]|\s+(?:and|but|so|now|too|btw|with|since|for|here|in|these|nowadays|anyway|tho|lol)\b)"


RULES: list[Rule] = [
    rule(
        "en.identity.name",
        "my",
        r"my\s+(?:full\s+|first\s+|real\s+|legal\s+)?name(?:\s+is|'s)\s+(?P<rest>.+)",
        _name,
        "identity",
        exclusive=True,
    ),
    rule(
        "en.identity.name_here",
        "",
        r"^(?P<name>(?-i:[A-Z])[a-z]+(?:-(?-i:[A-Z])[a-z]+)?)\s+here(?=\s*(?:$|[,;:!.-])|\s+(?:with|again|btw)\b)",
        _name_here,
        "identity",
        needle=" here",
    ),
    rule(
        "en.identity.age",
        "i im",
        I_AM + r"(?:now\s+)?(?P<age>\d{1,3})(?:\s*(?:years?\s+old|yrs?\s+old|y/?o)\b|" + BOUND + r")",
        _age_rule,
        "identity",
        exclusive=True,
    ),
    rule(
        "en.identity.age_turned",
        "i",
        r"i\s+(?:just\s+)?turned\s+(?P<age>\d{1,3})(?:" + BOUND + r"|(?=\s+(?:on|last|this|yesterday|today|in)\b))",
        _age_rule,
        "identity",
        exclusive=True,
    ),
    rule(
        "en.identity.age_turning",
        "i im",
        r"(?:(?:i'?m|im|i\s+am)\s+(?:just\s+|finally\s+)?turning|i\s+turn)\s+(?P<age>\d{2})\s+" + _TURN_WHEN
        + r"(?=$|[,;:!?.()]|\s+(?:and|but|so|btw|tho|lol|which|eek|yikes|help|ugh)\b)",
        _age_turning,
        "identity",
        exclusive=True,
    ),
    rule(
        "en.identity.pronouns",
        "my",
        r"my\s+pronouns\s+are\s+(?P<p>[a-z]+(?:\s*/\s*[a-z]+){1,2})\b",
        _pronouns,
        "identity",
    ),
    rule(
        "en.identity.pronouns_alone",
        "she/her he/him they/them she/they he/they xe/xem ze/zir",
        r"(?P<p>(?:she|he|they|xe|ze)\s*/\s*(?:her|him|them|hers|his|theirs|xem|zir)(?:\s*/\s*[a-z]+)?)"
        r"(?:[\s,]+(?:pronouns|pls|please|thanks|thank\s+you|ty))*\s*$",
        _pronouns,
        "identity",
    ),
    rule(
        "en.identity.pronouns_use",
        "i",
        r"i\s+(?:use|go\s+by)\s+(?P<p>[a-z]+/[a-z]+(?:/[a-z]+)?)\s+pronouns",
        _pronouns,
        "identity",
    ),
    rule(
        "en.identity.nationality",
        "i im",
        I_AM + ADV + r"(?:an?\s+)?(?:half\s+)?(?P<d>(?:" + _DEMONYM + r"|" + _DEMONYM_NOUN + r")"
        r"(?:(?:-|\s+(?:and\s+)?half\s+|\s+and\s+)(?:" + _DEMONYM + r"))?)(?:\s+(?:citizen|national))?"
        r"(?=$|[,;:!?]|\s+(?:and|but|so|living|born|who|from|by|with|too|myself|here|btw|by\s+birth|originally)\b)",
        _nationality,
        "identity",
        exclusive=True,
    ),
    rule(
        "en.identity.trait",
        "i im",
        I_AM + ADV + r"(?P<t>left-handed|right-handed|left\s+handed|a\s+left-hander|a\s+right-hander|a\s+lefty|lefty"
        r"|a\s+leftie|leftie|ambidextrous"
        r"|an?\s+introvert|"
        r"an?\s+extrovert|introverted|extroverted|neurodivergent|a\s+morning\s+person|a\s+night\s+owl)" + BOUND,
        _trait,
        "identity",
        exclusive=True,
        priority=Priority.TRAIT,
    ),
    rule(
        "en.fact.health",
        "i im",
        I_AM + ADV + r"(?:severely\s+|very\s+|mildly\s+)?(?P<what>allergic(?:\s+to)?(?=\s|$)|lactose"
        r"\s+intolerant|gluten\s+intolerant|celiac|coeliac|type\s+[12]\s+diabetic|diabetic|colou?r[- ]?blind|deaf|"
        r"hard\s+of\s+hearing|bipolar|hypermobile|partially\s+sighted|visually\s+impaired|insulin[- ]dependent"
        r"|pre-?diabetic|anaemic|anemic|dyspraxic|"
        r"dyslexic|autistic|epileptic|asthmatic)(?P<rest>\s+.+)?"
        # when it was found, after a comma: "coeliac, diagnosed last year", "diabetic, since 2019"
        r"(?:\s*,\s*(?:(?:only|just|finally|officially)\s+)?(?:diagnosed|since|confirmed)\b.*)?$",
        _health,
        "fact",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.fact.condition_person",
        " ".join(
            sorted(
                {"i", "im", "a", "an", "lifelong", "chronic", "long-time", "longtime", "fellow", "proud", "severe"}
                | {w.split()[0].split("'")[0] for w in (*V.CONDITIONS, *V.CONDITION_ADJECTIVES)}
            )
        ),
        # "I'm diabetic" is en.fact.health's; here the condition names the person ("a diabetic", "an asthmatic")
        r"(?:(?:i'm|im|i\s+am)\s+" + ADV + r")?(?:(?P<article>an?)\s+)?"
        r"(?:(?:lifelong|chronic|long[- ]?time|fellow|proud|severe)\s+)?"
        r"(?:(?(article)|(?!))(?P<adj>" + V.alternation(frozenset(V.CONDITION_ADJECTIVES)) + r")"
        r"(?=\s*$|\s*[,.;:!?)]|\s+(?:here|so|and|but|myself|too|btw|who|with|since|for|i|what|which|how|any)\b)"
        r"|(?P<c>" + _CONDITION + r")\s+(?:sufferer|patient|warrior)\b)",
        _condition_person,
        "fact",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.fact.condition",
        "i im",
        r"(?:i\s+(?:have|have\s+got|have\s+had|got|suffer\s+from|live\s+with|struggle\s+with|deal\s+with|get|wear"
        r"|am\s+(?:still\s+)?nursing)|i've\s+(?:got|had)|(?:i'm|im)\s+(?:still\s+)?nursing)\s+"
        + ADV
        + _CONDITION_LEAD,
        _condition,
        "fact",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.fact.condition_with",
        "with w w/ given between my",
        r"(?:(?:with|w/?|given|between)\s+)?my\s+" + _CONDITION_LEAD,
        _condition,
        "fact",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.diet",
        "i im",
        r"(?:" + I_AM + r"|i(?:'ve|\s+have)\s+been\s+)" + ADV + r"(?:a\s+|an\s+)?(?:strict\s+)?(?P<d>" + _DIET + r")"
        r"(?:" + BOUND + r"|(?=\s+since\b))",
        _diet,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.identity.intro_name",
        "i im",
        I_AM + r"(?P<rest>(?-i:[A-Z])[\w'-]+.*)",
        _intro_name,
        "identity",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.diet_change",
        "i",
        r"(?:i\s+(?:now\s+)?(?:eat|have\s+started\s+eating|started\s+eating)|i've\s+started\s+eating)\s+"
        r"(?P<food>fish|seafood|meat|chicken)\s+(?:now|again|these\s+days)\b",
        _diet_change,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.diet_back",
        "i im",
        r"i(?:'m|\s+am|'ve\s+gone|\s+have\s+gone|\s+went)\s+(?:now\s+|just\s+)?back\s+to\s+eating\s+"
        r"(?P<food>fish|seafood|meat|chicken)\b",
        _diet_change,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.diet_we",
        "we",
        r"(?:we're|we\s+are)\s+(?:both\s+|all\s+)?" + ADV + r"(?:both\s+|all\s+)?(?:strict\s+)?(?P<d>" + _DIET + r")"
        + BOUND,
        _diet,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.avoids",
        "i im we",
        r"(?:(?:i|we)\s+(?:don't|do\s+not|never|can't|cannot|can\s+not)\s+(?P<verb>drink|eat|touch|do|stomach|handle)"
        r"(?:\s+(?:any\s+)?(?P<x>" + _CONSUMABLE + r"))?"
        r"|(?:i've|i\s+have|i)\s+" + ADV + r"(?P<verb2>cut\s+out|cut|given\s+up|gave\s+up|quit|stopped\s+(?:eating"
        r"|drinking)|avoid)\s+(?P<x2>" + _CONSUMABLE + r")"
        r"|(?:i'm|im|i\s+am)\s+" + ADV + r"(?P<tee>teetotal|tee-total|sober|alcohol-free))"
        r"(?=$|[,;:!?]|\s+(?:and|but|so|now|any\s*more|on|for|because|since|at\s+all|at\s+home|either|btw|anyway|in|last"
        r"|this|after\s+(?:my|the|a)|where|whenever|when|if|as\s+much|most|completely|entirely|altogether|these|nowadays"
        r"|lately|during|before|personally|mostly|generally|really|tbh|lol|though|tho|or|myself|ever|much|very\s+much"
        r"|well|anymore|either|these\s+days)\b)",
        _avoids_any,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.free_of",
        "i im no",
        r"(?:" + I_AM + ADV + r"(?P<x>dairy|meat|sugar|alcohol|caffeine|nut|egg|soy|lactose|wheat)[- ]free"
        r"|(?:i'm|im|i\s+am)\s+" + ADV + r"off\s+(?:the\s+)?(?P<x2>booze|alcohol|drink|caffeine|coffee|sugar|meat|dairy"
        r"|carbs|gluten|red\s+meat))" + BOUND,
        _free_of,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.off_the_menu",
        " ".join(sorted({w.split()[0] for w in V.CONSUMABLES})),
        r"(?P<x3>" + _CONSUMABLE + r")(?:'s|\s+is|\s+are|'re)\s+(?:completely\s+|totally\s+)?off\s+the\s+"
        r"(?:menu|table|list)"
        r"(?:\s+for\s+(?:me|us))?",
        _off_menu,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.fact.blood_pressure",
        "my bp blood cholesterol",
        r"(?:my\s+)?(?P<what>bp|blood\s+pressure|cholesterol|blood\s+sugar)(?:'s|\s+is|\s+has\s+been|'s\s+been|\s+runs|\s+was)"
        r"\s+(?:always\s+|a\s+bit\s+|quite\s+|really\s+|pretty\s+|too\s+|very\s+)?(?P<level>high|low)\b",
        _blood,
        "fact",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.none_for_me",
        "more " + " ".join(sorted({w.split()[0] for w in V.CONSUMABLES})),
        r"(?:more\s+)?(?P<x3>" + _CONSUMABLE + r")\s+for\s+me" + BOUND,
        _free_of,
        "preference",
        priority=Priority.TRAIT,
    ),
    rule(
        "en.preference.diet_eat",
        "i im my we",
        r"(?:(?:i|we)\s+" + ADV + r"(?:eat|keep)\s+(?P<d>halal|kosher|plant[- ]based|vegan|vegetarian|paleo|keto"
        r"|gluten[- ]free|dairy[- ]free|pescatarian|pescetarian)"
        # "i eat vegan mostly", "we eat halal at home": how much or where, after it
        r"(?:\s+(?:mostly|now|these\s+days|nowadays|at\s+home|too|as\s+well|as\s+a\s+family))?"
        r"|(?:i'm|im|i\s+am)\s+" + ADV + r"on\s+(?:a\s+)?(?:strict\s+)?(?P<d2>" + _DIET + r"|paleo|low[- ]carb)\s+diet"
        r"|my\s+diet\s+is\s+(?:(?:mostly|strictly|fully|100%)\s+)?(?P<d3>" + _DIET + r"))" + BOUND,
        _diet_said,
        "preference",
        priority=Priority.TRAIT,
    ),
]
