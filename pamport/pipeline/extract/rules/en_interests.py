"""English rules for what the user likes and knows."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.en_common import ADV, I_AM, I_HAVE, article, phrase, templated
from pamport.pipeline.extract.rules.model import Builder, BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import before_clause, comma_list, slug, words
from pamport.pipeline.extract.rules.vocab_tech import APPS, EDITORS, TECH
from pamport.schemas.memory_store import MemoryType

_PREFERENCE_VERBS = {
    "like": "likes",
    "love": "loves",
    "enjoy": "enjoys",
    "adore": "adores",
    "prefer": "prefers",
    "hate": "hates",
    "dislike": "dislikes",
    "detest": "detests",
    "despise": "despises",
    "loathe": "loathes",
    "can't stand": "can't stand",
    "cannot stand": "cannot stand",
    "don't like": "does not like",
    "do not like": "does not like",
    "don't enjoy": "does not enjoy",
    "do not enjoy": "does not enjoy",
    "don't care for": "does not care for",
    "am not a fan of": "is not a fan of",
}


_RELATION = rx.compile(r"(?:my|our)\s+(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\b", re.I)


_WHEN_YOU = rx.compile(r"when\s+you\s+(\w+)", re.I)


_RESPONSE = rx.compile(r"\b(?:" + V.alternation(V.RESPONSE_NOUNS) + r")\b", re.I)


LEADING_ARTICLE = rx.compile(
    r"(?:(?:a|an|the|my|two|some|an\s+old|a\s+new|an?\s+\d{4}|\d{4}|'\d\d)\s+|(?:old|new|used|"
    r"refurbished|cheap|second-hand|crappy|trusty|ancient|battered|beat-up|busted|ageing|aging|clunky|knackered)\s+)*",
    re.I,
)


def third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


#: What a verb of liking takes that is no taste: a politeness ("I hate to bother you"), the conversation ("we love
#: having you here"), a wish said with "to" ("I'd love to …" is read as a goal elsewhere).
_NOT_A_TASTE = rx.compile(
    r"(?:to\s+(?:bother|interrupt|ask|say|admit|disturb|trouble|rush|nag|pester|complain|sound|be\s+that"
    r"|break\s+it|tell)\b|.*\b(?:you|your|yours|u|ya)\b)",
    re.I,
)
#: "I hate when people chew loudly", "I can't stand it when trains are late": a pet peeve, said by its situation.
_PEEVE = rx.compile(r"(?:it\s+)?when\s+(?!(?:it|this|that|you|u|he|she|they)\b)(?P<what>\S.*)", re.I)


#: Words a thing in a list of tastes does not start with: another thought after the comma.
_NOT_AN_ITEM = rx.compile(
    r"(?:been|being|going|doing|having|got|gotten|is|are|was|were|has|had|do|does|did|it|they|he|she|i|we|you|u|this"
    r"|that|so|just|especially|mostly|always|never|not|no|even|which|who|since)\b",
    re.I,
)

#: A finite verb (or a word only a clause has) after a taste's comma: "Rust, the compiler catches everything",
#: "coriander, tastes like soap", "dark mode, everything looks muddy" (phrases.before_clause).
_CLAUSE_AFTER = rx.compile(
    r"(?:^|\s)(?:is|are|was|were|isn't|isnt|aren't|wasn't|weren't|it's|its|that's|thats|they're|there's|theres"
    r"|everything's|looks|feels|seems|tastes|sounds|smells|gets|makes|keeps|catches|goes|does|doesn't|doesnt"
    r"|don't|dont|has|have|had|works|helps|gives|takes|comes|hurts|can|can't|cant|will|won't|would|never|always)"
    r"(?=$|[\s.,;:!?])",
    re.I,
)

#: How much, said after the thing: "i despise running with every fiber of my being", "love my garden to bits".
_INTENSITY_AFTER = rx.compile(
    r"\s+(?:with\s+(?:every\s+fib(?:re|er)\s+of\s+(?:my|their)\s+being|a\s+(?:passion|vengeance)"
    r"|all\s+(?:my|their)\s+(?:heart|soul)|(?:my|their)\s+whole\s+(?:heart|soul))|more\s+than\s+anything(?:\s+else)?"
    r"|to\s+(?:death|bits|pieces)|so\s+(?:so\s+)?much|(?:so\s+)?very\s+much|a\s+lot|like\s+crazy)$",
    re.I,
)


def _peeve(verb: str, obj: str) -> BuildResult:
    peeve = _PEEVE.match(obj)
    if peeve is None or verb not in _NEGATIVE_VERBS:
        return None
    value = phrase(peeve.group("what"))
    if value is None or len(value.split()) > 8:
        return None
    return _taste("dislikes", f"when {value}", f"User {_PREFERENCE_VERBS[verb]} it when {value}", 0.75)


def _preference(match: re.Match[str], clause: Clause) -> BuildResult:
    verb = re.sub(r"\s+(?:really|particularly|much)\b", "", re.sub(r"\s+", " ", match.group("verb").lower()))
    obj = match.group("obj")
    if _RELATION.match(obj):
        return None
    obj = re.sub(r"^(?:" + re.escape(verb) + r"\s+)+", "", obj, flags=re.I)  # "love love love Paris"
    if _PEEVE.match(obj) and not _WHEN_YOU.match(obj):
        return _peeve(verb, obj)
    when_you = _WHEN_YOU.match(obj)
    if when_you is not None:
        obj = "when the assistant " + third_person(when_you.group(1)) + obj[when_you.end() :]
        value = phrase(obj, deictic_ok=True)
        kind: MemoryType = "instruction"
    else:
        value = phrase(obj)
        kind = "instruction" if value and _RESPONSE.search(value) and verb != "love" else "preference"
    if value is None or (kind == "preference" and _NOT_A_TASTE.match(value)):
        return None
    slot = None
    if kind == "instruction" and not when_you and verb not in _NEGATIVE_VERBS:
        slot = "instruction.style"  # "I like short answers": how to answer, not a taste
    if kind == "preference":
        value = _INTENSITY_AFTER.sub("", before_clause(value, _CLAUSE_AFTER)) or value
        items = comma_list(value, ("and", "&", "or"))
        if items is not None and any(_NOT_AN_ITEM.match(item) for item in items[1:]):
            # "I love Arsenal, been supporting them since i was 5": what follows the comma is another thought
            value, items = value.split(",", 1)[0].strip(), None
        if items is not None:
            # "I love sushi, ramen and pizza": one memory per thing, so each merges with the same taste said alone
            return [
                finding("preference", f"User {_PREFERENCE_VERBS[verb]} {item}", 0.8, "likes", domain="personal")
                for item in items
            ]
    return finding(
        kind,
        f"User {_PREFERENCE_VERBS[verb]} {value}",
        0.8,
        "likes" if kind == "preference" else "response-style",
        slot=slot,
        value=value if slot else None,
        domain="personal",
    )


_NEGATIVE_VERBS = frozenset(
    {"hate", "dislike", "detest", "despise", "loathe", "can't stand", "cannot stand", "don't like", "do not like",
     "don't enjoy", "do not enjoy", "don't care for"}
)  # fmt: skip


def _favorite(match: re.Match[str], clause: Clause) -> BuildResult:
    noun = re.sub(r"\s+", " ", match.group("noun").strip().lower())
    value = phrase(match.group("obj"))
    if value is None or len(noun.split()) > 3:
        return None
    return finding(
        "preference",
        f"User's favorite {noun} is {value}",
        0.85,
        "favorite",
        slot=f"preference.favorite_{slug(V.FAVORITE_NOUNS.get(noun, noun))}",
        value=value,
        domain="personal",
    )


def known(obj: str, vocabulary: frozenset[str]) -> bool:
    stripped = LEADING_ARTICLE.sub("", obj, count=1)
    first = re.match(r"[\w+#.-]+", stripped)
    if first is None:
        return False
    word = first.group(0).lower().rstrip(".")
    if word in vocabulary or word.split("-")[0] in vocabulary:
        return True
    two = re.match(r"[\w+#.-]+\s+[\w+#.-]+", stripped)
    return two is not None and re.sub(r"\s+", " ", two.group(0).lower()) in vocabulary


def _experience_years(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("rest"))
    if value is None:
        return None
    amount = re.sub(r"\s+", " ", match.group("n"))
    years = "year" if amount in ("1", "one", "a") else "years"
    found = finding(
        "skill", f"User has {amount} {years} of experience {value}", 0.85, "experience", domain="professional"
    )
    return _known_from(found, value)


#: What experience is in: "experience in/with X" (not "as a nurse", which is a job).
_EXPERIENCE_IN = rx.compile(r"(?:in|with|using|doing)\s+(?P<what>.+)$", re.I)


def _known_from(found: Finding, said: str) -> Finding:
    """``found`` on the slot of what the experience is in or with, when it names one."""
    thing = _EXPERIENCE_IN.match(said)
    if thing is None:
        return found
    what = re.sub(r"\s+(?:for|since|at|from|as)\s.*$", "", _first_item(thing.group("what")))
    what = re.sub(r"^(?:a|an|the)\s+", "", what, flags=re.I)
    if not what or len(what.split()) > 4 or DEICTIC_START.match(what):
        return found
    return replace(found, slot="skill.knows", value=what)


def _with_what_known(build: Builder) -> Builder:
    """A builder of "User has … experience in X" that puts the finding on X's slot ("no experience" has none)."""

    def with_slot(match: re.Match[str], clause: Clause) -> BuildResult:
        found = build(match, clause)
        if not isinstance(found, Finding) or re.search(r"\b(?:no|little)\s+experience\b", found.content):
            return found
        said = re.sub(r"^.*?\bexperience\s+", "", found.content)
        return _known_from(found, said)

    return with_slot


def _duration(match: re.Match[str], clause: Clause) -> BuildResult:
    vp = re.sub(r"\s+", " ", match.group("vp").strip())
    first = vp.split()[0].lower()
    if (
        first
        in {
            "living",
            "staying",
            "sick",
            "waiting",
            "trying",
            "looking",
            "struggling",
            "thinking",
            "feeling",
            "dealing",
            "stuck",
            "here",
            "there",
            "away",
            "together",
            "dating",
            "in",
            "at",
            "on",
            "unemployed",
            "doing",
            "going",
            "talking",
            "asking",
            "reading",
            "watching",
            "playing",
            "having",
            "getting",
            "following",
            "sitting",
        }
        or len(vp.split()) > 8
    ):
        return None
    duration = re.sub(r"\s+", " ", match.group("dur"))
    content = f"User has been {phrase(vp, deictic_ok=True)} for {duration}"
    if first in V.DIETS:
        diet = V.DIETS[first]
        return finding("preference", content, 0.85, "diet", slot="preference.diet", value=diet, domain="personal")
    if first in ("sober", "teetotal"):
        return finding("preference", content, 0.85, "diet", domain="personal")
    if first == "married":
        return finding("relationship", content, 0.85, "family", domain="personal")
    if first == "using":
        tool = re.match(r"[\w.+#-]+(?:\s+(?-i:[A-Z0-9])[\w.+#-]*)?", vp[len(first) :].strip())
        if tool is not None and known(tool.group(0), TECH | APPS):
            return finding("environment", content, 0.8, "tools", slot="environment.uses", value=tool.group(0),
                           domain="technical")  # fmt: skip
        if tool is None or DEICTIC_START.match(tool.group(0)) or not tool.group(0)[:1].isupper():
            return None  # "been using this for years": nothing named
        return finding("environment", content, 0.8, "tools", domain="technical")
    return finding("skill", content, 0.85, "experience", domain="professional")


def _level(match: re.Match[str], clause: Clause) -> BuildResult:
    out = []
    text = match.group(0)
    parts = re.split(r"\s+and\s+(?=(?:" + _LEVELS + r")\s+(?:in|at|with)\b)", text[match.start("lvl") :], flags=re.I)
    for part in parts:
        m = re.match(r"(?P<lvl>" + _LEVELS + r")\s+(?P<prep>in|at|with|to)\s+(?P<obj>.+)", part, re.I)
        if m is None:
            continue
        if m.group("prep").lower() == "to" and not known(m.group("obj"), TECH):
            continue
        value = phrase(m.group("obj"))
        if value is None:
            continue
        level = re.sub(r"\s+", " ", m.group("lvl"))
        languages = _languages_in(value)
        if len(languages) > 1:
            for part, lang in languages:
                found = finding("skill", f"User is {level} in {part}", 0.8, "skill-level", slot="skill.speaks")
                out.append(replace(found, value=lang, domain="personal"))
            continue
        if level.lower() in ("fluent", "bilingual", "trilingual", "conversational") and not known(
            value, V.LANGUAGES | TECH
        ):
            continue  # "fluent in sarcasm"
        if _NOT_A_SKILL.match(value) or (
            level.lower() in _TOLERANT_LEVELS and not known(value, V.LANGUAGES | TECH | APPS)
        ):
            continue  # "decent at best", "good at procrastinating", "okay with spicy food"
        found = finding("skill", f"User is {level} {m.group('prep').lower()} {value}", 0.8, "skill-level")
        first = _first_item(value)
        if known(first, V.LANGUAGES) and not known(first, TECH):
            # "fluent in Urdu and get by in Punjabi": the language named first, spoken
            found = replace(found, slot="skill.speaks", value=first.split()[0].capitalize())
        elif level.lower() not in _LOW_LEVELS:
            # "pretty good at chess", "an expert in machine learning": the thing known, on its slot, so that
            # "decent at chess" and "good at chess" are one skill
            found = replace(found, slot="skill.knows", value=first)
        if len(languages) == 1 and m.group("prep").lower() == "in":
            # "conversational in spanish", "proficient in dutch": a language the user speaks, at that level
            found = replace(found, slot="skill.speaks", value=languages[0][1])
        if known(value, TECH) and not known(value, V.LANGUAGES):
            # "fluent in python": a language one codes in is known, not spoken
            found = replace(found, slot="skill.knows", value=_first_item(value))
        out.append(replace(found, domain="professional"))
    return out


#: What "good at …" takes that is no skill: a time or place ("at best", "at work"), a joke about oneself.
_NOT_A_SKILL = rx.compile(
    r"(?:best|worst|least|most|first|times|the\s+moment|work|home|night|school|life|everything|anything|nothing"
    r"|either|both|all|their\s+job|the\s+job|procrastinating|procrastination|sleeping|napping|overthinking"
    r"|complaining|eating|forgetting|losing|wasting|being|making\s+mistakes|lying|avoiding|getting\s+lost)\b",
    re.I,
)
#: Levels that say only that something is bearable ("okay with spicy food"): a skill only for a language or a tool.
_TOLERANT_LEVELS = frozenset({"ok", "okay", "alright", "comfortable", "new", "fine"})
#: Levels that say the user lacks the skill: no "knows" slot.
_LOW_LEVELS = frozenset(
    {"new", "a newbie", "a novice", "not good", "not very good", "bad", "terrible", "awful", "rusty", "a beginner",
     "a complete beginner", "a total beginner", "rubbish", "hopeless", "useless", "crap", "ok", "okay", "alright"}
)  # fmt: skip


def _first_item(value: str) -> str:
    """The first thing of a list ("AutoCAD and Revit", "excel, pivot tables etc") without a leading article."""
    first = re.split(r"\s*,\s*|\s+(?:and|&|or|plus)\s+", value, maxsplit=1)[0]
    return re.sub(r"^(?:a|an|the)\s+", "", first, flags=re.I) or value


def _speak(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    bare = re.sub(
        r"^(?:fluent|native|basic|some|a\s+bit\s+of|a\s+little|decent|good|conversational)\s+",
        "",
        obj,
        flags=re.I,
    )
    if not known(bare, V.LANGUAGES):
        return None
    value = phrase(obj)
    if value is None:
        return None
    value = " ".join(w.capitalize() if w.lower() in V.LANGUAGES else w for w in value.split(" "))
    return finding("skill", f"User speaks {value}", 0.85, "languages", domain="personal")


def _languages_in(value: str) -> list[tuple[str, str]]:
    """ "French and German" → [("French", "French"), ("German", "German")], or [] if a part is no language."""
    out = []
    for part in re.split(r"\s*,\s*(?:and\s+)?|\s+(?:and|&|plus)\s+", value):
        bare = _AMOUNT.sub("", re.sub(r"^(?:fluent|native|basic|decent|good|conversational)\s+", "", part, flags=re.I))
        if not bare or bare.lower() not in V.LANGUAGES:
            return []
        out.append((part, bare[:1].upper() + bare[1:]))
    return out


def _took_language(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I took Spanish all through college", "I did French at A level": a language the user has some of."""
    lang = " ".join(w.capitalize() for w in match.group("lang").split())
    span = re.sub(r"\s+", " ", match.group("span").strip())
    verb = match.group("verb").lower()
    return finding("skill", f"User {verb} {lang} {span}", 0.7, "languages", slot="skill.speaks", value=lang,
                   domain="personal")  # fmt: skip


def _speaker(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a native Polish speaker", "native spanish speaker here": a language the user speaks."""
    lang = re.sub(r"\s+", " ", match.group("lang"))
    lang = " ".join(w.capitalize() for w in lang.split())
    how = (match.group("how") or "").lower().strip()
    content = f"User is a {how} {lang} speaker" if how else f"User speaks {lang}"
    return finding("skill", content, 0.85, "languages", slot="skill.speaks", value=lang, domain="personal")


def _played_since(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I've played piano since I was 6", "been playing bass for 10 years": an instrument the user plays."""
    instrument = match.group("inst").lower()
    span = f" {match.group('span').strip()}" if match.group("span") else ""
    return finding(
        "skill", f"User has played the {instrument}{span}", 0.8, "music", slot="skill.plays",
        value=instrument, domain="personal",
    )  # fmt: skip


def _instrument_said(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "tin whistle is my party trick", "i'm grade 8 piano": an instrument the user plays, said by its place in
    their life or by the grade they reached."""
    instrument = re.sub(r"\s+", " ", match.group("inst").lower())
    grade = match.groupdict().get("grade")
    content = f"User plays the {instrument}" + (f" (grade {grade})" if grade else "")
    return finding("skill", content, 0.8, "music", slot="skill.plays", value=instrument, domain="personal")


def _skill_phrase(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I know my way around Excel", "I have a black belt in karate": something the user knows how to do."""
    lead = re.sub(r"\s+", " ", match.group("lead").lower())
    said = match.group("obj").strip()
    if lead.startswith("can"):
        value, shown = lead.split(" ", 1)[1], ""
    else:
        value = phrase(said) or ""
        shown = f" {value}"
    if not value or len(value.split()) > 4:
        return None
    lead = re.sub(r"^(?:'ve|have)\s+got\b", "has", re.sub(r"^have\b", "has", lead))
    lead = lead.replace("know my way", "knows their way")
    return finding("skill", f"User {lead}{shown}", 0.75, "skill", slot="skill.knows", value=value,
                   domain="personal")  # fmt: skip


_LANGUAGE_NAMES = V.alternation(V.LANGUAGES)
_AMOUNT = rx.compile(
    r"(?:a\s+(?:bit|little|fair\s+bit|lot)\s+of|a\s+little|some|basic|loads\s+of|lots\s+of|mostly|mainly|primarily"
    r"|only|just|mostly\s+just)\s+",
    re.I,
)


def _know(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    said = match.group("verb").lower()
    if not known(_AMOUNT.sub("", obj, count=1), TECH | V.LANGUAGES) or (said != "know" and known(obj, EDITORS)):
        return None  # "I code in VS Code" names the editor (en_projects), not a language
    value = phrase(obj)
    verb = "codes in" if "code" in said or "program" in said else "writes" if said == "write" else "knows"
    if not value:
        return None
    thing = _first_item(_AMOUNT.sub("", value, count=1))
    thing = re.sub(r"\s+(?:(?:pretty|really|very|quite|fairly|reasonably)?\s*well|(?:from|since|at|for)\s.*)$", "",
                   thing, flags=re.I) or thing
    if known(thing, V.LANGUAGES) and not known(thing, TECH):
        return finding("skill", f"User {verb} {value}", 0.8, "skill", slot="skill.speaks",
                       value=thing[:1].upper() + thing[1:], domain="personal")  # fmt: skip
    return finding("skill", f"User {verb} {value}", 0.8, "skill", slot="skill.knows", value=thing, domain="technical")


_BOUND = r"(?=$|[,;:!?.]|\s+(?:and|but|so|now|too|btw|tbh|lol|ever|of\s+all\s+time|at\s+the\s+moment|rn)\b)"
#: Where a fan's team or artist ends: also before where the user lives or since when ("a Packers fan living in
#: Chicago", "a Celtic supporter since 1998").
_FAN_BOUND = r"(?:" + _BOUND + r"|(?=\s+(?:living|based|from|since|for|in|who)\b))"


_LEVELS = (
    r"fluent|proficient|experienced|skilled|comfortable|conversational|competent|decent|good|great|"
    r"very\s+good|pretty\s+good|really\s+good|quite\s+good|an\s+expert|a\s+beginner|an\s+intermediate|"
    r"intermediate|advanced|new|a\s+newbie|a\s+novice|not\s+(?:very\s+)?good|bad|terrible|awful|rusty|"
    r"self-taught|a\s+complete\s+beginner|a\s+total\s+beginner|handy|decent|ok|okay|alright|bilingual|trilingual"
    r"|rubbish|hopeless|useless|excellent|brilliant|amazing|strong|solid|an\s+expert|a\s+specialist|a\s+pro"
    r"|knowledgeable|well[- ]versed|versed|trained|qualified|certified"
    r"|pretty\s+handy|quite\s+handy|pretty\s+decent|fairly\s+good|reasonably\s+good"
)


_DURATION = (
    r"(?:about|around|over|almost|nearly|roughly|more\s+than|the\s+(?:last|past)\s+)?(?:\d+|a|an|one|"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\s+few|"
    r"a\s+couple\s+of|several|many)\+?\s+(?:years?|decades?|months?)|years|ages|decades"
)


_NUM = (
    r"(?:(?:about|around|over|almost|nearly|more\s+than)\s+)?"
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\+?"
)


INSTRUMENTS = (
    r"(?:electric\s+|acoustic\s+|classical\s+|bass\s+)guitar|double\s+bass|french\s+horn|tin\s+whistle|penny\s+whistle"
    r"|low\s+whistle|uilleann\s+pipes|bagpipes|steel\s+drums|steel\s+pan|"
    r"guitar|piano|drums|violin|bass|cello|saxophone|sax|ukulele|flute|trumpet|clarinet|harp|keyboard|"
    r"banjo|mandolin|accordion|harmonica|trombone|viola|fiddle|bodhr[aá]n|oboe|bassoon|tuba|organ|synth|synthesi[sz]er"
    r"|tabla|sitar|oud|erhu|kalimba|marimba|xylophone|glockenspiel|recorder|melodica|bouzouki|concertina|lute"
    r"|harpsichord|cajon|djembe|euphonium|cornet|piccolo|timpani|koto|shamisen|balalaika|dulcimer|zither"
)


_SPORTS = V.alternation(V.SPORTS)


def _used(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I used AutoCAD every day at work": a tool the user knows (not "used to", which is read as the past)."""
    obj = match.group("obj")
    if not known(obj, TECH):
        return None
    value = phrase(obj)
    if value is None:
        return None
    name = value.split()[0]
    return finding("skill", f"User has used {name}", 0.75, "skill", slot="skill.knows", value=name, domain="technical")


def _trained(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "im first aid trained", "I'm a qualified lifeguard"-style certifications: a skill."""
    what = re.sub(r"\s+", " ", match.group("what").strip())
    what = what.lower() if what.istitle() else what  # "AWS certified" keeps its capitals, "First Aid" does not
    if what.lower() in ("well", "fully", "highly", "not", "properly", "being", "getting", "a", "an", "the"):
        return None
    if len(what.split()) > 4:
        return None
    how = match.group("how").lower()
    return finding(
        "skill", f"User is {what} {how}", 0.8, "skill", slot="skill.knows", value=what, domain="professional"
    )


def _enthusiast(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm a massive tea drinker", "I'm a huge crime fiction reader": something the user likes."""
    what = re.sub(r"\s+", " ", (match.group("what") or match.group("what2") or match.group("what3")).strip())
    if what.lower().split()[0] in ("big", "huge", "heavy", "light", "social", "casual", "good", "bad", "fast", "slow",
                                   "animal", "people", "nature", "adrenaline", "attention", "drama", "hopeless",
                                   "bit", "kind", "sort", "former", "ex", "recovering", "sex", "love"):
        return None
    value = what.lower() if clause.lowercase else what
    noun = match.group("noun2") or match.group("noun3")
    content = f"User is {article(value)} {value} {noun.lower()}" if noun else f"User likes {value}"
    return finding("preference", content, 0.75, "likes", slot="preference.likes", value=value, domain="personal")


def _favorite_after(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "stray kids are my fav group", "taylor jenkins reid is my fave author": the favourite said first."""
    obj = match.group("obj").strip()
    if DEICTIC_START.match(obj) or len(obj.split()) > 5:
        return None
    if match.group("noun") is None:
        # "sushi is my favourite": a taste, no kind of thing named
        if _RELATION.match(obj) or re.match(r"(?:you|your|he|she|they|it)\b", obj, re.I):
            return None
        if obj[1:] and obj[1:].islower():
            obj = obj[:1].lower() + obj[1:]
        return _taste("likes", obj, f"User says {obj} is their favorite", 0.75)
    noun = re.sub(r"\s+", " ", match.group("noun").strip().lower())
    if clause.lowercase:
        obj = " ".join(w.capitalize() if w.isalpha() else w for w in obj.split())
    return finding(
        "preference",
        f"User's favorite {noun} is {obj}",
        0.8,
        "favorite",
        slot="preference.likes",
        value=obj,
        domain="personal",
    )


#: What a taste is called when it is said as the subject ("true crime is my thing", "pickles are my weakness").
_MY_THING = (
    r"thing|jam|weakness|guilty\s+pleasure|obsession|kryptonite|comfort\s+food|happy\s+place|passion|vice|addiction"
    r"|religion|love|first\s+love|favou?rite\s+thing|go-to|therapy|(?:whole|entire)\s+personality|personality"
    r"|roman\s+empire|love\s+language|lifeline|coping\s+mechanism"
)
_NOT_MY_THING = r"thing|cup\s+of\s+tea|jam|scene|vibe|bag|style"
#: A taste said as the best of the user's time ("pottery on thursday nights is the best part of my week").
_THE_BEST_OF_MY = (
    r"the\s+(?:best|favou?rite|happiest)\s+(?:part|bit)\s+of\s+my\s+(?:day|week|weekend|month|year)"
    r"|the\s+highlight\s+of\s+my\s+(?:day|week|weekend|month|year)|the\s+soundtrack\s+(?:of|to)\s+my\s+life"
)
#: Where or when a taste is enjoyed, after what it is called: "… my guilty pleasure on the commute".
_WHEN_THERE = (
    r"on\s+(?:the|my)\s+(?:commute|train|bus|drive|way\s+(?:to|home\s+from)\s+\w+|way\s+home|runs?|walks?)"
    r"|(?:at|on)\s+(?:the\s+)?weekends?|in\s+(?:the\s+)?(?:winter|summer|evenings?|mornings?)"
)
#: When a taste is enjoyed, said after it: "pottery on thursday nights" is pottery.
_WHEN_AFTER = rx.compile(
    r"\s+(?:on|every)\s+(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s+(?:nights?|mornings?"
    r"|evenings?|afternoons?))?|weekends?|weeknights?|(?:saturday|sunday)\s+mornings?)$",
    re.I,
)


def _my_thing(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "true crime podcasts are my thing", "spicy food isn't really my thing": a taste said with the thing first."""
    obj = match.group("obj").strip()
    if DEICTIC_START.match(obj) or len(obj.split()) > 5 or _RELATION.match(obj):
        return None
    if re.match(r"(?:your|you|his|her|their|our|work|life|family|job|nothing|everything|anything)\b", obj, re.I):
        return None
    obj = _WHEN_AFTER.sub("", obj) or obj
    the = match.group("the")
    if the is not None:
        # "pottery is the best part of my week": said of the user's own time, in the third person
        said = re.sub(r"\bmy\b", "their", re.sub(r"\s+", " ", the.lower()))
        rest = obj.split()[1:]
        if rest and all(w.islower() for w in rest):
            obj = obj[:1].lower() + obj[1:]
        return _taste("likes", obj, f"User says {obj} {match.group('verb').lower()} {said}", 0.75)
    noun = re.sub(r"\s+", " ", match.group("noun").lower())
    rest = obj.split()[1:]
    if rest and all(w.islower() for w in rest):
        obj = obj[:1].lower() + obj[1:]  # "True crime podcasts": a capital only because the sentence starts there
    if match.group("neg"):
        return _taste("dislikes", obj, f"User says {obj} {match.group('verb').lower()} not their {noun}", 0.75)
    return _taste("likes", obj, f"User says {obj} {match.group('verb').lower()} their {noun}", 0.75)


def _is_life(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj").strip()
    if DEICTIC_START.match(obj) or _RELATION.match(obj) or re.match(
        r"(?:such|life|my\s+life|this|that|that's|thats|work|love|family|it's|its|the|a|an|your|you)\b", obj, re.I
    ):
        return None
    if obj[1:] and obj[1:].islower():
        obj = obj[:1].lower() + obj[1:]
    return _taste("likes", obj, f"User says {obj} is life", 0.7)


def _keeps_me_going(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj").strip()
    if DEICTIC_START.match(obj) or _RELATION.match(obj) or re.match(
        r"(?:your|you|his|her|their|our|my|work|coffee\s+alone|nothing|everything|anything|sleep|caffeine)\b", obj, re.I
    ):
        return None  # "my sister is the only thing keeping me sane" is a person, not a taste
    if obj[1:] and obj[1:].islower():
        obj = obj[:1].lower() + obj[1:]
    return _taste("likes", obj, f"User says {obj} {match.group('verb').lower()} what keeps them going", 0.75)


#: Tastes said as "a …holic" ("a chocoholic"): what the user loves.
_HOLICS = {"chocoholic": "chocolate", "shopaholic": "shopping", "carboholic": "carbs", "cakeaholic": "cake"}


def _holic(match: re.Match[str], clause: Clause) -> BuildResult:
    said = match.group("h").lower()
    return _taste("likes", _HOLICS[said], f"User is {article(said)} {said}", 0.75)


def _taught_myself(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I taught myself Blender last year", "taught myself to code during lockdown": a skill learned alone."""
    value = phrase(match.group("obj"))
    if value is None or len(value.split()) > 5 or _NOT_A_SKILL.match(value):
        return None
    value = re.sub(r"\s+(?:during|in|over|at|from|on|with|using|when|while|after|before)\s.*$", "", value) or value
    to = "to " if match.group("to") else ""
    return finding("skill", f"User taught themselves {to}{value}", 0.75, "skill", slot="skill.knows", value=value,
                   domain="personal")  # fmt: skip


#: Papers that certify no skill ("a birth certificate", "a sick note").
_NOT_CERTIFIED = frozenset(words("birth marriage death medical sick doctor's doctors gift vaccination vaccine"
                                 " covid fit leaving school-leaving"))


def _certificate(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have a first aid certificate", "i've got my PADI open water certification", "I hold a diploma in
    counselling": what the paper certifies the user can do."""
    said = re.sub(r"\s+", " ", match.group("what").strip())
    what = phrase(said) if said else None
    if what is None or what.lower().split()[0] in _NOT_CERTIFIED or len(what.split()) > 5:
        return None
    paper = match.group("paper").lower()
    content = f"User has {article(what)} {what} {paper}"
    return finding("skill", content, 0.8, "skill", slot="skill.knows", value=what, domain="professional")


def _certificate_either(match: re.Match[str], clause: Clause) -> BuildResult:
    if match.group("paper2"):
        what = phrase(match.group("what2"))
        if what is None or what.lower().split()[0] in _NOT_CERTIFIED or len(what.split()) > 5:
            return None
        paper = match.group("paper2").lower()
        return finding("skill", f"User has a {paper} in {what}", 0.8, "skill", slot="skill.knows", value=what,
                       domain="professional")  # fmt: skip
    return _certificate(match, clause)


def _instrumentalist(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a cellist", "a keen amateur pianist": the instrument the user plays."""
    noun = re.sub(r"\s+", " ", match.group("noun").lower())
    instrument = V.INSTRUMENTALISTS[noun]
    return finding(
        "skill", f"User plays the {instrument} ({article(noun)} {noun})", 0.8, "music", slot="skill.plays",
        value=instrument, domain="personal",
    )  # fmt: skip


def _reader_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm a big reader of fantasy", "I listen to a lot of lo-fi", "I watch loads of anime": a taste."""
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")):
        return None
    if re.match(r"(?:your|you|his|her|their|people|music\s+while|what|whatever|podcasts?\s+about\s+(?:it|this))\b",
                value, re.I):
        return None
    return _taste("likes", value, f"User likes {value}", 0.7)


def _not_much_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm not much of a drinker", "not really a gamer": something the user does not care for."""
    noun = re.sub(r"\s+", " ", match.group("noun").lower())
    if noun == "drinker":
        return finding(
            "preference", "User is not much of a drinker", 0.7, "diet", slot="preference.avoids", value="alcohol",
            domain="personal",
        )  # fmt: skip
    activity = V.HOBBYISTS[noun]
    return _taste("dislikes", activity, f"User is not much of {article(noun)} {noun}", 0.7)


def _either(match: re.Match[str], name: str) -> str:
    """The group ``name`` of whichever alternative matched (``name``, ``name2``, …), or ""."""
    groups = match.groupdict()
    keys = (name, *(name + str(n) for n in range(2, 7)))
    return next((groups[key] for key in keys if groups.get(key)), "")


def _language_level(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i can get by in italian", "I have basic German", "my french is rusty", "Twi is my first language"."""
    lang = " ".join(w.capitalize() for w in re.sub(r"\s+", " ", _either(match, "lang")).split())
    how = re.sub(r"\s+", " ", _either(match, "how").lower()).strip()
    groups = match.groupdict()
    if how == "get by":
        content = f"User can get by in {lang}"
    elif groups.get("how2"):
        content = f"User has {how} {lang}"
    elif groups.get("how3"):
        content = f"User's {lang} is {how}"
    elif groups.get("how5"):
        content = f"User is a {how} speaker of {lang}"
    elif groups.get("how6"):
        content = f"User grew up speaking {lang}"
    elif how:
        content = f"User's {how} language is {lang}"
    else:
        content = f"User's first language is {lang}"
    return finding("skill", content, 0.8, "languages", slot="skill.speaks", value=lang, domain="personal")


def _belt(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i'm a black belt in karate", "I'm a 2nd dan in judo": a martial art the user practises."""
    art = phrase(match.group("obj"))
    if art is None or len(art.split()) > 3:
        return None
    said = re.sub(r"\s+", " ", match.group("lead").lower())
    return finding("skill", f"User is {said} in {art}", 0.8, "skill", slot="skill.knows", value=art, domain="personal")


def _can_do(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i can cook", "I know how to sew": something the user knows how to do (not "I can cook dinner tonight")."""
    value = re.sub(r"\s+", " ", match.group("what").lower())
    return finding("skill", f"User can {value}", 0.7, "skill", slot="skill.knows", value=value, domain="personal")


def _certified(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm certified in first aid", "qualified in CBT": a qualification, a skill."""
    value = phrase(match.group("obj"))
    if value is None or len(value.split()) > 5:
        return None
    how = match.group("how").lower()
    return finding(
        "skill", f"User is {how} in {value}", 0.8, "skill", slot="skill.knows", value=value, domain="professional"
    )


def _licence(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have a pilot's licence", "i've got my HGV licence": what the user is licensed to do."""
    what = re.sub(r"\s+", " ", match.group("what").strip())
    shown = what.upper() if what.lower() in ("hgv", "lgv", "cdl", "pcv") else what.lower()
    return finding(
        "skill", f"User has {article(shown)} {shown} licence", 0.8, "skill", slot="skill.knows",
        value=f"{shown} licence", domain="personal",
    )  # fmt: skip


def _group_activity(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i sing in a choir", "I do karate twice a week", "i dance salsa": a pastime the user keeps up."""
    verb = _either(match, "verb").lower()
    what = re.sub(r"\s+", " ", _either(match, "what").lower()).strip()
    if verb == "sing":
        return _taste("likes", "singing", f"User sings {what}", 0.75)
    if verb == "dance":
        return _taste("likes", what, f"User dances {what}", 0.75)
    return _taste("likes", what, f"User does {what}", 0.75)


def _years_of(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I have 10 years of Java experience", "(8 yrs of nursing experience)": a skill and how long."""
    what = re.sub(r"\s+", " ", match.group("x").strip())
    if what.lower().split()[0] in ("work", "professional", "industry", "relevant", "hands-on", "total", "my", "the",
                                   "of"):
        return None
    n = match.group("n")
    return finding(
        "skill", f"User has {n} years of {what} experience", 0.8, "experience", slot="skill.knows", value=what,
        domain="professional",
    )  # fmt: skip


_PERFECT_TASTES = {"loved": "loves", "liked": "likes", "enjoyed": "enjoys", "adored": "adores", "hated": "hates",
                   "disliked": "dislikes", "been into": "is into"}  # fmt: skip


def _perfect_taste(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i've always loved astronomy", "I've never liked olives", "never been a fan of musicals": a lasting taste."""
    obj = match.group("obj")
    value = phrase(obj)
    if value is None or _RELATION.match(obj):
        return None
    when = match.group("when").lower()
    said = re.sub(r"\s+", " ", match.group("verb").lower())
    if said.startswith(("been a", "been big", "been keen", "been fond")) or (when == "never" and said == "been into"):
        return _taste("dislikes" if when == "never" else "likes", value, f"User has {when} {said} {value}", 0.75)
    negative = said in ("hated", "disliked")
    if when == "never":
        negative = not negative
        return _taste("dislikes" if negative else "likes", value, f"User has never {said} {value}", 0.75)
    return _taste("dislikes" if negative else "likes", value, f"User {_PERFECT_TASTES[said]} {value}", 0.75)


def _got_into(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i've recently gotten into bouldering", "i got really into chess during lockdown": a taste the user took up."""
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")) or re.match(r"(?:uni|university|college|school)\b", value):
        return None  # "I got into uni" is an admission, not a taste
    value = re.sub(r"\s+(?:during|in|over|since|after)\s+.+$", "", value) or value
    return _taste("likes", value, f"User has got into {value}", 0.75)


def _nothing_beats(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "nothing beats a good curry": something the user loves."""
    value = phrase(match.group("obj"))
    if value is None or DEICTIC_START.match(value) or len(value.split()) > 5:
        return None
    return _taste("likes", value, f"User says nothing beats {value}", 0.7)


def _soft_spot(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i have a soft spot for old westerns", "I've got a sweet tooth": something the user likes."""
    if match.group("sweet"):
        return _taste("likes", "sweet things", "User has a sweet tooth", 0.75)
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")):
        return None
    return _taste("likes", value, f"User has a soft spot for {value}", 0.75)


def _taste(kind: str, value: str, content: str, confidence: float = 0.8) -> BuildResult:
    """A like or dislike with its slot, the object as the user named it (proper nouns keep their case)."""
    return finding(
        "preference", content, confidence, "likes" if kind == "likes" else "dislikes", slot=f"preference.{kind}",
        value=value, domain="personal",
    )  # fmt: skip


def _feeling(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm obsessed with matcha", "not big on horror films", "can't get enough of ramen": a taste said with an
    adjective or an idiom rather than a verb."""
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")):
        return None
    how = re.sub(r"\bw/?$", "with", re.sub(r"\s+", " ", match.group("how").lower()))
    return _taste("dislikes" if how.startswith("not") else "likes", value, f"User is {how} {value}")


def _been_feeling(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")):
        return None
    value = re.sub(r"\s+(?:since|for|during|lately|recently)\b.*$", "", value) or value
    how = re.sub(r"\bw/?$", "with", re.sub(r"\s+", " ", match.group("how").lower()))
    return _taste("likes", value, f"User has been {how} {value}")


def _usual_pick(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None or len(value.split()) > 5 or _RELATION.match(match.group("obj")):
        return None
    value = re.sub(r"^(?:a|an|the|some)\s+", "", value, flags=re.I)
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    adv = re.sub(r"\s+", " ", match.group("adv").lower()).strip()
    said = verb if adv.endswith("tend to") else {"go for": "goes for", "opt for": "opts for"}.get(verb, verb + "s")
    adv = adv.replace("tend to", "tends to")
    return _taste("likes", value, f"User {adv} {said} {value}", 0.7)


def _over(match: re.Match[str], clause: Clause) -> BuildResult:
    value, other = phrase(match.group("obj")), phrase(match.group("other"))
    if value is None or other is None:
        return None
    return finding("preference", f"User prefers {value} over {other}", 0.75, "likes", domain="personal")


def _can_phrase(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None or _RELATION.match(match.group("obj")):
        return None
    value = before_clause(value, _CLAUSE_AFTER)  # "i can't stand coriander, tastes like soap"
    value = _INTENSITY_AFTER.sub("", value) or value
    how = re.sub(r"\s+", " ", match.group("how").lower()).replace("cant", "can't")
    kind = "dislikes" if how.endswith("stand") else "likes"
    how = "lives for" if how == "live for" else how
    return _taste(kind, value, f"User {how} {value}")


#: "Not a … person" of these says what the user is not good at.
_APTITUDES = frozenset(words("computer computers tech techy techie numbers number math maths words details detail admin"
                             " paperwork gadget gadgets it science people diy handy practical creative"))


def _person(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a cat person", "more of a tea person": a taste; "a morning person" is a trait and is left alone."""
    what = match.group("what").lower()
    if what in V.NOT_TASTE_PERSONS:
        return None
    if match.group("neg"):
        if what in _APTITUDES:
            return None  # "I'm not a computer person" says what the user is not good at, not a distaste
        return _taste("dislikes", what, f"User is not a {what} person")  # "i'm not a beach person"
    return _taste("likes", what, f"User is a {what} person")


def _hobbyist(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a keen cyclist", "an amateur photographer", "avid reader": the activity the user likes."""
    noun = re.sub(r"\s+", " ", match.group("noun").lower())
    adjectives = (match.group("adj") or "").lower().split()
    if noun in V.JOB_HEADS and not any(a in V.HOBBY_ADJECTIVES or a in _QUALITY for a in adjectives):
        return None  # "I'm a photographer" is a job
    activity = V.HOBBYISTS[noun]
    quality = next((a for a in adjectives if a in _QUALITY), None)
    if quality is not None:
        # "a decent cook", "a good swimmer": something the user can do, not (only) a taste
        return finding(
            "skill", f"User is {article(quality)} {quality} {noun}", 0.75, "skill", slot="skill.knows", value=activity,
            domain="personal",
        )  # fmt: skip
    return _taste("likes", activity, f"User likes {activity} ({article(noun)} {noun})", 0.75)


_QUALITY = frozenset({"decent", "good", "great", "competent", "confident", "rubbish", "awful", "terrible", "bad",
                      "average", "strong", "weak", "fast", "slow", "excellent", "brilliant", "amazing"})  # fmt: skip


#: Pastimes said as "been …ing twice a week" (the activities of HOBBYISTS, and a few more).
_ACTIVITIES = V.alternation(
    frozenset(a for a in V.HOBBYISTS.values() if a.endswith("ing"))
    | {"lifting", "bouldering", "doing yoga", "doing pilates", "doing crossfit"}
)


def _been_doing(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "been bouldering twice a week", "I've been baking loads lately": a pastime the user keeps up."""
    activity = re.sub(r"^doing\s+", "", re.sub(r"\s+", " ", match.group("act").lower()))
    if match.group("since") is not None:
        # the clause may end where "since I was a kid" was split off as a clause of its own
        said = re.escape(match.group("act"))
        if not re.search(said + r"\s+since\s+(?:i\s+was|childhood|uni|school|college|\d{4}|forever)\b", clause.sentence,
                         re.I):
            return None
        return _taste("likes", activity, f"User enjoys {activity}", 0.7)  # "been knitting since I was a kid"
    return _taste("likes", activity, f"User has been {match.group('act').lower()} regularly", 0.7)


def _fandom(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "im a huge swiftie", "a lifelong gooner": the artist, team or show the fans are named after."""
    said = match.group("f").lower()
    value = V.FANDOMS[said]
    return _taste("likes", value, f"User is {article(said)} {said} (a fan of {value.title()})")


_NOT_TEAMS = frozenset({"me", "you", "i", "him", "her", "it", "them", "us", "love", "work", "wait"})


def _till_i_die(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Villa till I die": a team the user supports."""
    said = match.group("x").strip()
    if not said[:1].isupper() or DEICTIC_START.match(said):
        return None
    if any(w.lower() in _NOT_TEAMS for w in said.split()):
        return None  # "Love you till I die"
    value = " ".join(w.capitalize() for w in said.split()) if clause.lowercase else said
    return _taste("likes", value, f"User supports {value}", 0.7)


def _here(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "arsenal fan here", "coffee addict here", "ipad user here": the user introducing themself by a taste."""
    what = re.sub(r"\s+", " ", match.group("what").strip())
    noun = match.group("noun").lower()
    if DEICTIC_START.match(what) or what.lower() in V.NOT_TASTE_PERSONS:
        return None
    if noun == "user":
        if not known(what, TECH | V.DEVICE_BRANDS):
            return None
        shown = " ".join(V.TECH_CASE.get(w.lower(), w) if w.islower() else w for w in what.split())
        return finding("environment", f"User uses {shown}", 0.75, "tools", domain="technical")
    value = what.lower() if clause.lowercase else what
    if clause.lowercase:
        value = " ".join(w.capitalize() for w in value.split()) if noun in ("fan", "supporter") else value
    return _taste("likes", value, f"User is {article(value)} {value} {noun}", 0.75)


DEICTIC_START = rx.compile(
    r"(?:it|this|that|these|those|they|he|she|there|which|what|who|the\s+(?:first|second|last|other|one))\b", re.I
)


def _play(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    instrument = re.match(r"(?:the\s+)?(" + INSTRUMENTS + r")\b", value, re.I)
    if instrument is not None:
        # "I play bass in our church band": the instrument, on its slot
        return finding("skill", f"User plays {value}", 0.8, "music", slot="skill.plays",
                       value=instrument.group(1).lower(), domain="personal")  # fmt: skip
    if value.lower().startswith("the "):
        return finding("skill", f"User plays {value}", 0.8, "music", domain="personal")
    # a sport or game is named without where and when ("netball on tuesday nights in a little league and …")
    sport = re.sub(r"\s+", " ", match.group("sport")).lower()
    return finding(
        "preference", f"User plays {sport}", 0.75, "sports", slot="preference.likes", value=sport, domain="personal"
    )


_TIME_WORD = r"(?:\w+day|morning|evening|night|week|weekend|month|summer|winter|spring|autumn|year)s?"
#: What may follow a pastime verb for it to be the user's pastime: the clause's end, how often, when, why, with whom.
_PASTIME_TAIL = (
    r"(?=\s*(?:$|[,;:!?.()])|\s+(?:and|but|so|too|myself|as\s+well)\b"
    r"|\s+(?:a\s+lot|loads|lots|a\s+bit|badly|competitively|religiously|regularly|daily|weekly)\s*(?:$|[,;:!?.(]|and\b)"
    r"|\s+(?:every|each|most|on|at|some)\s+(?:(?:the|other|\w+)\s+)?" + _TIME_WORD + r"\b"
    r"|\s+(?:at|on)\s+(?:the\s+)?weekends?\b|\s+(?:in|after|before)\s+(?:the\s+)?(?:my\s+)?"
    r"(?:spare|free|down)?\s*(?:time|work|school|clinic|class|mornings?|evenings?)\b"
    r"|\s+(?:(?:once|twice|three\s+times|a\s+few\s+times|\d\s*x)\s+a\s+(?:week|month))"
    r"|\s+(?:for\s+fun|as\s+a\s+hobby|for\s+(?:my|our)\s+\w+|with\s+(?:my|our|a|the)\s+\w+|whenever|when\s+i\s+can"
    r"|to\s+(?:relax|unwind|wind\s+down|de-?stress|chill|switch\s+off|clear\s+my\s+head|stay\s+sane|keep\s+fit)"
    r"|now\s+and\s+then|sometimes|occasionally|most\s+days|(?:quite\s+)?often|semi-?competitively)\b)"
)
_PASTIME = V.alternation(frozenset(V.HOBBY_VERBS))
#: What a pastime verb may take as its object: a craft ("jumpers", "sourdough"), or races for running.
_PASTIME_OBJECT = (
    r"(?!(?:it|this|that|them|these|those|for|at|in|on|to|into|with|from|out|up|off|down|back|over|around|away"
    r"|the\s+line|professionally|a|an|the|my|our|some|his|her|their|a\s+lot)\b)(?P<obj>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
)
_RACES = rx.compile(
    r"(?:half[- ])?marathons?|ultras?|ultramarathons?|5ks?|10ks?|parkruns?|trail|half\s+marathons", re.I
)


def _pastime(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I knit", "i surf most mornings", "I crochet to wind down", "we hike most weekends", "I bake sourdough every
    weekend": a pastime said with its own verb, as a like (the same slot as "I love knitting")."""
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    obj = match.group("obj")
    if obj is not None:
        if verb == "run":
            if not _RACES.fullmatch(obj.strip()):
                return None
        elif verb not in V.HOBBY_VERBS_WITH_OBJECT:
            return None
    noun = V.HOBBY_VERBS[verb]
    return _taste("likes", noun, f"User enjoys {noun}", 0.75)


#: Pastimes one takes up, by name (sports and games, what hobbyists do, pastimes said with their own verb, and a
#: few classes): "started doing crossfit", "taken up bouldering". Chores and errands that share a pastime's name
#: ("started cooking at 5", "started walking to work") are left out.
_TAKEN_UP = V.alternation(
    (
        V.SPORTS
        | frozenset(V.HOBBYISTS.values())
        | frozenset(V.HOBBY_VERBS.values())
        | {"crossfit", "pilates", "yoga", "hot yoga", "spin", "spin classes", "parkrun", "jiu jitsu", "jiu-jitsu",
           "bjj", "muay thai", "karate", "judo", "kickboxing", "zumba", "salsa", "ballet", "tap", "calisthenics",
           "tai chi", "pottery", "ceramics", "lifting", "weights", "the gym", "open water swimming", "aerial yoga",
           "pole fitness", "pole dancing", "roller skating", "ice skating", "sea swimming", "trail running"}
    )
    - {"cooking", "walking", "reading", "writing", "travel", "music", "food", "books", "films", "cards", "pool",
       "plants", "hunting", "singing", "backpacking"}
)
#: What may follow a pastime taken up: the clause's end, how often, with whom (not "running late"); a date ("I
#: started running in March") tells when something began, not that it is kept up.
_TAKEN_UP_TAIL = (
    r"(?=\s*(?:$|[,;:!?.()])|\s+(?:and|but|so|too|again|recently|lately|with|twice|once|every"
    r"|at\s+(?:the\s+)?(?:weekends?|my\s+local|a\s+local|the\s+local|uni)|on\s+(?:the\s+)?weekends?"
    r"|btw|lol|haha|tbh|myself|as\s+well|for\s+(?:fun|my|the\s+first))\b)"
)


#: What cannot be the thing said to be the one the user does: a pointer, a person, the conversation.
_NOT_A_THING = rx.compile(
    r"(?:it|this|that|these|those|he|she|they|you|u|my\s+\w+|his|her|their|our|which|what|who|work|sleep|coffee"
    r"\s+and\s+spite)\b",
    re.I,
)


def _only_thing_good_at(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "python is the one thing im actually good at", "sql is the only thing i'm good at lol": a skill said by
    setting it apart."""
    obj = re.sub(r"\s+", " ", match.group("obj").strip())
    if _NOT_A_THING.match(obj) or _RELATION.match(obj):
        return None
    return finding("skill", f"User is good at {obj}", 0.75, "skill", slot="skill.knows", value=obj.lower(),
                   domain="personal")  # fmt: skip


def _never_miss(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i never miss a liverpool game", "I never miss an episode of Bake Off": a team or show the user follows."""
    obj = re.sub(r"\s+", " ", (match.group("obj") or match.group("show") or "").strip())
    if not obj or _NOT_A_THING.match(obj) or obj.lower() in ("single", "good", "home", "day", "chance"):
        return None
    what = re.sub(r"\s+", " ", (match.group("what2") or match.group("what")).lower())
    value = " ".join(w.capitalize() for w in obj.split()) if clause.lowercase else obj
    said = f"an episode of {value}" if match.group("show") else f"{article(value)} {value} {what}"
    return _taste("likes", value, f"User never misses {said}", 0.75)


def _only_one_taken(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "oat milk is the only milk i drink", "earl grey is the only tea i drink": a taste said by setting it apart
    ("my sister is the only person i trust" is no taste)."""
    obj = re.sub(r"\s+", " ", match.group("obj").strip())
    if _NOT_A_THING.match(obj) or _RELATION.match(obj):
        return None
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    head, _, tail = verb.partition(" ")
    said = third_person(head) + (f" {tail}" if tail else "")
    return _taste("likes", obj, f"User only {said} {obj}", 0.75)


def _taken_up(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "started doing crossfit", "just got into bouldering" (en.preference.got_into), "i've taken up padel": a
    pastime the user took up, as a like (the slot of "I do crossfit")."""
    activity = re.sub(r"\s+", " ", match.group("act").lower())
    return _taste("likes", activity, f"User has taken up {activity}", 0.75)


RULES: list[Rule] = [
    rule(
        "en.skill.only_thing_good_at",
        "",
        r"^(?P<obj>[\w.+#'-]+(?:\s+[\w.+#'-]+){0,3}?)\s+(?:is|are|'s)\s+(?:literally\s+|honestly\s+|basically\s+)?"
        r"the\s+(?:one|only)\s+thing\s+(?:that\s+)?(?:i'm|im|i\s+am)\s+(?:actually\s+|really\s+|genuinely\s+|any\s+)?"
        r"good\s+at\b",
        _only_thing_good_at,
        "skill",
        needle="good at",
    ),
    rule(
        "en.preference.never_miss",
        "i",
        r"i\s+(?:never|don't\s+ever|do\s+not\s+ever|rarely)\s+miss\s+(?:a|an|any)\s+(?:(?:single|home|away)\s+)?(?:"
        r"(?P<what>episode)s?\s+of\s+(?P<show>[\w&'.:! -]{2,40}?)|(?P<obj>[\w&'.-]+(?:\s+[\w&'.-]+){0,2}?)\s+"
        r"(?P<what2>game|match|race|gig|concert|fixture|grand\s+prix)s?)\s*(?:$|[,;:!?.(]|\s+(?:and|but|so|if|lol|btw)\b)",
        _never_miss,
        "preference",
    ),
    rule(
        "en.preference.only_one_taken",
        "",
        r"^(?P<obj>[\w.&'-]+(?:\s+[\w.&'-]+){0,3}?)\s+(?:is|are|'s)\s+(?:literally\s+|basically\s+|honestly\s+)?the\s+"
        r"only\s+(?P<noun>(?!(?:person|people|one|guy|girl|man|woman|thing|friend|reason)\b)[\w-]+(?:\s+[\w-]+)?)"
        r"\s+(?:that\s+)?(?:i|we)\s+(?:ever\s+|really\s+|actually\s+|will\s+|can\s+)?"
        r"(?P<verb>drink|eat|listen\s+to|watch|read|order|buy)\b",
        _only_one_taken,
        "preference",
        needle="the only ",
    ),
    rule(
        "en.preference.taken_up",
        "i",
        r"i(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+|only\s+just\s+|also\s+|now\s+)?(?:started"
        r"(?:\s+(?:doing|playing|going\s+to))?|(?:took|taken)\s+up|begun(?:\s+doing)?)\s+(?:some\s+)?"
        r"(?P<act>" + _TAKEN_UP + r")" + _TAKEN_UP_TAIL,
        _taken_up,
        "preference",
    ),
    rule(
        "en.preference.pastime_verb",
        "i we",
        r"(?:i|we)\s+" + ADV + r"(?P<verb>" + _PASTIME + r")(?:\s+" + _PASTIME_OBJECT + r")??" + _PASTIME_TAIL,
        _pastime,
        "preference",
    ),
    rule(
        "en.skill.play",
        "i",
        r"i\s+" + ADV + r"(?:play|can\s+play)\s+(?P<obj>(?:the\s+)?(?:" + INSTRUMENTS + "|(?P<sport>" + _SPORTS
        + r"))\b.*)",
        _play,
        "skill",
    ),
    rule(
        "en.skill.duration",
        "i",
        I_HAVE + r"been\s+(?P<vp>.+?)\s+for\s+(?P<dur>" + _DURATION + r")\b",
        _duration,
        "skill",
        exclusive=True,
    ),
    rule(
        "en.skill.experience_years",
        "i",
        I_HAVE + r"(?:got\s+)?(?P<n>" + _NUM + r")\s+years?\s+of\s+(?:professional"
        r"\s+|hands-on\s+|industry\s+|work\s+)?experience\s+(?P<rest>(?:in|with|as|doing|at|using)\s+.+)",
        _experience_years,
        "skill",
        exclusive=True,
    ),
    rule(
        "en.skill.experience",
        "i",
        I_HAVE + r"(?P<obj>(?:some|a\s+lot\s+of|lots\s+of|extensive|solid|little|no|"
        r"professional)?\s*experience\s+(?:in|with|as)\s+.+)",
        _with_what_known(templated("skill", "User has {}", 0.8, "experience")),
        "skill",
    ),
    rule(
        "en.skill.level",
        "i im",
        I_AM + ADV + r"(?:(?:pretty|fairly|reasonably|quite|very|totally|fully|almost|nearly|kinda|somewhat)\s+"
        r"(?!(?:good|handy|decent)\b))?(?P<lvl>" + _LEVELS + r")\s+(?:in|at|with|to)\s+.+",
        _level,
        "skill",
    ),
    rule("en.skill.speak", "i", r"i\s+" + ADV + r"(?:speak|can\s+speak)\s+(?P<obj>.+)", _speak, "skill"),
    rule(
        "en.skill.took_language",
        "i",
        r"i\s+" + ADV + r"(?P<verb>took|did|studied|learned|learnt)\s+(?P<lang>" + _LANGUAGE_NAMES + r")\s+"
        r"(?P<span>(?:all\s+)?"
        r"(?:through|at|in|for|up\s+to|until|till|as)\b(?:(?!\s+(?:but|and|so|though|although)\b)[^,;.!?]){0,40})",
        _took_language,
        "skill",
    ),
    rule(
        "en.skill.speaker",
        "i im native fluent",
        r"(?:" + I_AM + ADV + r"(?:a|an)\s+|(?:a\s+)?(?=(?:native|fluent)\s))(?P<how>(?:native|fluent|first-language"
        r"|conversational|decent|heritage)\s+)?(?P<lang>" + _LANGUAGE_NAMES + r")\s+speaker\b",
        _speaker,
        "skill",
    ),
    rule(
        "en.skill.instrument_mine",
        "",
        r"^(?:(?:the|playing(?:\s+the)?)\s+)?(?P<inst>" + INSTRUMENTS + r")\s+(?:is|'s)\s+"
        r"(?:basically\s+|kind\s+of\s+)?my\s+(?:party\s+trick|superpower|secret\s+(?:talent|weapon)|hidden\s+talent|thing|forte|speciality"
        r"|specialty|instrument|first\s+love|happy\s+place|therapy)\b",
        _instrument_said,
        "skill",
        needle=" my ",
    ),
    rule(
        "en.skill.grade",
        "i im",
        r"(?:i'?m|im|i\s+am|i'?ve\s+(?:got|passed|done)|i\s+have|i\s+(?:got|passed|did))\s+(?:my\s+)?grade\s+"
        r"(?P<grade>[1-8])\s+(?:in\s+|on\s+)?(?:the\s+)?(?P<inst>" + INSTRUMENTS + r")\b",
        _instrument_said,
        "skill",
    ),
    rule(
        "en.skill.played_since",
        "i been",
        r"(?:i(?:'ve|\s+have)\s+(?:been\s+playing|played)|been\s+playing)\s+(?:the\s+)?(?P<inst>" + INSTRUMENTS + r")"
        r"(?P<span>\s+(?:since|for)\s+[\w\s]{1,25}?)?(?=$|[,;:!?.]|\s+(?:and|but|so|now|btw)\b)",
        _played_since,
        "skill",
        exclusive=True,
    ),
    rule(
        "en.skill.phrase",
        "i",
        r"i\s+(?P<lead>know\s+my\s+way\s+around|have\s+a\s+(?:\w+\s+)?belt\s+in|(?:'ve|\s+have)\s+got\s+a\s+(?:\w+\s+)?belt"
        r"\s+in|can\s+(?:touch[- ]type|knit|crochet|sew|drive|swim|ski|surf|juggle|sign))\s*(?P<obj>.*)",
        _skill_phrase,
        "skill",
    ),
    rule(
        "en.skill.know",
        "i",
        r"i\s+" + ADV + r"(?P<verb>know|write\s+code\s+in|write|can\s+code\s+in|code\s+in|program\s+in|can\s+program"
        r"\s+in)\s+(?P<obj>.+)",
        _know,
        "skill",
    ),
    rule(
        "en.preference.feeling",
        "i im",
        I_AM + ADV + r"(?P<how>obsessed\s+(?:with|w/?)|hooked\s+on|addicted\s+to|keen\s+on|passionate\s+about|fond\s+of"
        r"|all\s+about"
        r"|crazy\s+about"
        r"|partial\s+to"
        r"|(?:really\s+|very\s+|super\s+|quite\s+)?big\s+on"
        r"|mad\s+about|nuts\s+about|a\s+(?:(?:huge|big|total|real)\s+)?sucker\s+for|not\s+(?:really\s+)?(?:a\s+"
        r"(?:(?:big|huge|massive)\s+)?fan\s+of|big\s+on|keen\s+on|into|fond\s+of))\s+(?P<obj>.+)",
        _feeling,
        "preference",
        exclusive=True,
    ),
    rule(
        "en.preference.been_feeling",
        "i ive",
        # "I've been obsessed with sourdough since lockdown", "ive been really into bouldering lately"
        r"(?:i'?ve|i\s+have)\s+" + ADV + r"been\s+" + ADV + r"(?P<how>obsessed\s+(?:with|w/?)|hooked\s+on"
        r"|addicted\s+to|(?:really\s+|so\s+|super\s+)?into|crazy\s+about|mad\s+about|(?:a\s+)?(?:(?:big|huge|massive)"
        r"\s+)?fan\s+of)\s+(?P<obj>(?!(?:it|this|that|you|u)\b)\S.*)",
        _been_feeling,
        "preference",
        exclusive=True,
    ),
    rule(
        "en.preference.usual_pick",
        "i",
        # "i usually go for a malbec", "I always order the margherita": the user's habitual choice
        r"i\s+(?P<adv>(?:(?:usually|always|normally|generally|mostly|typically|tend\s+to)\s+)+)(?P<verb>go\s+for|order|pick"
        r"|choose|opt\s+for)\s+(?P<obj>(?!(?:it|this|that|the\s+same|something|anything|whatever|one|ones|wrong"
        r"|badly|online|takeaway|in|out|too|way|more|less)\b)\S.*)",
        _usual_pick,
        "preference",
    ),
    rule(
        "en.preference.over",
        "i id",
        # "i'd pick tea over coffee any day": a preference said by what it beats
        r"(?:i'd|id|i\s+would)\s+(?:always\s+)?(?:pick|choose|take|go\s+for|have)\s+(?P<obj>[\w'&.-]+(?:\s+[\w'&.-]+){0,3}?)"
        r"\s+over\s+(?P<other>[\w'&.-]+(?:\s+[\w'&.-]+){0,3}?)\s+(?:any\s+day|every\s+(?:day|time)|every\s+single\s+time"
        r"|all\s+day|anytime)\b",
        _over,
        "preference",
    ),
    rule(
        "en.preference.can",
        "i",
        r"i\s+" + ADV + r"(?P<how>(?:can't|cant|cannot)\s+(?:stand|get\s+enough\s+of|live\s+without)|live\s+for)"
        r"\s+(?P<obj>(?!(?:the\s+(?:moment|drama|day)|today|now)\b)\S.*)",
        _can_phrase,
        "preference",
        exclusive=True,
    ),
    rule(
        "en.preference.person",
        "i im",
        I_AM + ADV + r"(?P<neg>not\s+(?:really\s+|much\s+of\s+)?)?(?:(?:much\s+)?more\s+of\s+)?(?:a|an)\s+"
        r"(?P<what>[a-z]+)\s+person\b",
        _person,
        "preference",
    ),
    rule(
        "en.preference.hobbyist",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?P<adj>(?:[\w:-]+\s+){0,2}?)(?P<noun>" + V.alternation(frozenset(V.HOBBYISTS))
        + r")(?=$|[,;:!?]|\s+(?:and|but|so|myself|too|btw|here|who|since|at\s+heart|by\s+nature|mostly|lol)\b)",
        _hobbyist,
        "preference",
    ),
    rule(
        "en.preference.here",
        "",
        r"^(?:an?\s+)?(?:(?:huge|big|massive|lifelong|avid|die-?hard|proud|total|long-?time|certified|fellow)\s+)*"
        r"(?P<what>[\w'&.+-]+(?:\s+[\w'&.+-]+){0,2}?)\s+(?P<noun>fan|lover|addict|nerd|geek|enthusiast|fanatic"
        r"|supporter|user|obsessive|junkie)\s+here\b",
        _here,
        "preference",
        needle=" here",
    ),
    rule(
        "en.preference.verb",
        "i",
        r"i\s+" + ADV + r"(?P<verb>like|love|enjoy|adore|prefer|hate|dislike|detest|"
        r"despise|loathe|can't\s+stand|cannot\s+stand|(?:don't|do\s+not)\s+(?:really\s+|particularly\s+|much\s+)?"
        r"(?:like|enjoy|care\s+for))\s+(?P<obj>.+)",
        _preference,
        "preference",
    ),
    rule(
        "en.preference.been_doing",
        "i",
        I_HAVE + r"been\s+(?P<act>" + _ACTIVITIES + r")(?:(?P<since>$|(?=\s+since\s))"
        r"|\s+(?:(?:about|like|at\s+least)\s+)?"
        r"(?:once|twice|three\s+times|\d+x"
        r"|\d+\s+times|every|a\s+lot|loads|regularly|most\s+(?:days|weekends|mornings|evenings)|daily|lately"
        r"|recently|religiously|non-stop|constantly|a\s+few\s+times)\b)",
        _been_doing,
        "preference",
    ),
    rule(
        "en.preference.fandom",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:huge|big|massive|proud|total|die-?hard|lifelong|true|real)\s+)?(?P<f>"
        + V.alternation(frozenset(V.FANDOMS)) + r")\b",
        _fandom,
        "preference",
    ),
    rule(
        "en.preference.till_i_die",
        "",
        r"^(?P<x>[\w'&.-]+(?:\s+[\w'&.-]+){0,2}?)\s+(?:till|til|'til|until)\s+i\s+die\b",
        _till_i_die,
        "preference",
        needle=" die",
    ),
    rule(
        "en.preference.verb_we",
        "we",
        r"we\s+" + ADV + r"(?:both\s+|all\s+)?(?P<verb>like|love|enjoy|adore|hate|dislike|can't\s+stand|don't\s+like)"
        r"\s+(?P<obj>.+)",
        _preference,
        "preference",
    ),
    rule(
        "en.preference.hobbyist_here",
        "",
        r"^(?:an?\s+)?(?P<adj>(?:[\w-]+\s+){0,2}?)(?P<noun>" + V.alternation(frozenset(V.HOBBYISTS)) + r")\s+here\b",
        _hobbyist,
        "preference",
        needle=" here",
    ),
    rule(
        "en.preference.fan",
        "i im",
        I_AM + ADV + r"(?P<lead>(?:not\s+)?(?:a\s+)?(?:(?:big|huge|massive|great|firm|strong)\s+)?"
        r"(?:fan\s+of|believer\s+in))\s+(?P<obj>.+)",
        templated("preference", "User is {}", 0.8, "likes"),
        "preference",
    ),
    rule(
        "en.preference.into",
        "i im",
        I_AM + r"(?P<lead>(?:really\s+|very\s+|super\s+|so\s+)?into)\s+(?P<obj>.+)",
        templated("preference", "User is {}", 0.75, "likes"),
        "preference",
    ),
    rule(
        "en.skill.used",
        "i",
        r"(?:i|i've|i\s+have)\s+" + ADV + r"used\s+(?!to\b)(?P<obj>.+?)(?:\s+(?:every\s+day|daily|for\s+years|a\s+lot"
        r"|at\s+work|for\s+work|professionally|for\s+\w+\s+years)\b.*)",
        _used,
        "skill",
    ),
    rule(
        "en.skill.taught_myself",
        "i",
        r"i\s+" + ADV + r"(?:taught\s+myself|(?:learned|learnt)\s+(?:it\s+)?(?:all\s+)?by\s+myself\s+(?:how\s+)?)"
        r"\s+(?P<to>(?:how\s+)?to\s+)?(?P<obj>(?!(?:it|this|that|everything|nothing)\b)\S.*)",
        _taught_myself,
        "skill",
        needle="myself",
    ),
    rule(
        "en.skill.certificate",
        "i",
        r"i(?:'ve|\s+have)?(?:\s+(?:just|also|finally|recently))?\s+(?:got|have|hold|earned|passed|completed|did|done"
        r"|gained|finished)\s+(?:a|an|my|the)\s+(?:(?:level\s+\d|advanced|basic|professional|full)\s+)?"
        r"(?:(?P<what>[\w'&+.-]+(?:\s+[\w'&+.-]+){0,3}?)\s+(?P<paper>certificate|certification|cert|qualification"
        r"|diploma)\b(?!\s+in\b)|(?P<paper2>certificate|certification|qualification|diploma)\s+in\s+(?P<what2>.+))",
        _certificate_either,
        "skill",
    ),
    rule(
        "en.skill.trained",
        "i im",
        I_AM + ADV + r"(?:a\s+)?(?P<what>[\w-]+(?:\s+[\w-]+){0,3}?)[\s-](?P<how>trained|certified|qualified)\b",
        _trained,
        "skill",
    ),
    rule(
        "en.preference.enthusiast",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:(?:massive|huge|big|avid|keen|serious|lifelong|committed|obsessive|enthusiastic"
        r"|total|real|complete|bit\s+of\s+a|die-?hard|proud|loyal|long-?time|passionate|self-confessed)\s+)+"
        r"(?P<what>[\w'&.-]+(?:\s+[\w'&.-]+)?)\s+(?:drinker|lover|fan|fanatic|addict|supporter|follower"
        r"|enthusiast|buff|nerd|geek|fiend|eater|reader|watcher|listener|snob|junkie|aficionado|connoisseur|devotee)"
        r"|(?P<what2>[\w'&.-]+(?:\s+[\w'&.-]+)?)\s+(?P<noun2>lover|fanatic|addict|enthusiast|buff|fiend|snob|junkie"
        r"|aficionado|connoisseur|devotee|supporter|fan))" + _FAN_BOUND
        + r"|" + I_AM + ADV + r"(?:much\s+)?more\s+of\s+(?:a|an)\s+(?P<what3>[\w-]+(?:\s+[\w-]+)?)\s+(?P<noun3>drinker"
        r"|eater|reader|watcher|listener|fan)" + _BOUND,
        _enthusiast,
        "preference",
    ),
    rule(
        "en.skill.language_level",
        "i my",
        r"(?:i\s+" + ADV + r"(?:can\s+)?(?P<how>get\s+by)\s+in\s+(?P<lang>" + _LANGUAGE_NAMES + r")"
        r"|i\s+(?:have|'ve\s+got|have\s+got)\s+(?P<how2>basic|some|decent|good|conversational|fluent|native|rusty|okay"
        r"|ok|passable|schoolboy|schoolgirl|school|solid|intermediate|advanced|beginner|working|business)\s+"
        r"(?P<lang2>" + _LANGUAGE_NAMES + r")"
        r"|my\s+(?P<lang3>" + _LANGUAGE_NAMES + r")\s+is\s+(?:\w+\s+)?(?P<how3>decent|ok|okay|rusty|good|fluent|basic"
        r"|conversational|passable|solid|not\s+bad|native|intermediate|advanced|alright|pretty\s+good)"
        r"|my\s+(?:first|native|mother|home|second|main)\s+(?:language|tongue)\s+is\s+"
        r"(?P<lang4>" + _LANGUAGE_NAMES + r")"
        r"|(?:i'm|im|i\s+am)\s+a\s+(?P<how5>native|fluent|first-language|heritage)\s+speaker\s+of\s+(?P<lang5>"
        + _LANGUAGE_NAMES + r")"
        r"|i\s+grew\s+up\s+(?P<how6>speaking)\s+(?P<lang6>" + _LANGUAGE_NAMES + r")"
        r"(?:\s+and\s+" + _LANGUAGE_NAMES + r")?)"
        + _BOUND,
        _language_level,
        "skill",
    ),
    rule(
        "en.skill.language_first",
        "",
        r"^(?P<lang>" + _LANGUAGE_NAMES + r")\s+(?:is|was)\s+my\s+(?P<how>first|native|mother|home|second|main)\s+"
        r"(?:language|tongue)\b",
        _language_level,
        "skill",
        needle="my ",
    ),
    rule(
        "en.skill.belt",
        "i im",
        I_AM + ADV + r"(?P<lead>an?\s+(?:[\w-]+\s+)?(?:belt|dan|kyu))\s+in\s+(?P<obj>(?:karate|judo|bjj|jiu[- ]?jitsu"
        r"|ju[- ]?jitsu|brazilian\s+jiu[- ]?jitsu|taekwondo|tae\s+kwon\s+do|kung\s+fu|aikido|krav\s+maga|kickboxing"
        r"|muay\s+thai|hapkido|wing\s+chun|kendo|sambo|capoeira|karate-do|shotokan|kyokushin|(?:lean\s+)?six\s+sigma"
        r"|tang\s+soo\s+do|kenpo|kempo|mma)\b.*)",
        _belt,
        "skill",
        needle="belt",
    ),
    rule(
        "en.skill.can_do",
        "i",
        r"i\s+" + ADV + r"(?:can|know\s+how\s+to)\s+(?P<what>cook|bake|sing|dance|draw|paint|sail|dive|scuba\s+dive"
        r"|skate|snowboard|climb|solder|weld|sew|knit|crochet|swim|ski|surf|juggle|ride\s+a\s+(?:horse|motorbike"
        r"|motorcycle|unicycle)|play\s+by\s+ear|read\s+music|read\s+sheet\s+music|sight[- ]read|touch[- ]type|code"
        r"|program|drive|sign|knit\s+and\s+crochet)"
        r"(?=\s*$|\s*[,;:!?.]|\s+(?:well|pretty|really|quite|a\s+bit|a\s+little|fluently|properly|decently|too|btw|and"
        r"|but|so|fine|ok|okay|though|tho)\b)",
        _can_do,
        "skill",
    ),
    rule(
        "en.skill.certified",
        "i im",
        I_AM + ADV + r"(?:fully\s+)?(?P<how>certified|qualified|trained|licensed|accredited)\s+in\s+(?P<obj>.+)",
        _certified,
        "skill",
        needle="ed in",
    ),
    rule(
        "en.skill.licence",
        "i",
        r"i(?:\s+have|'ve\s+got|\s+have\s+got|\s+hold|\s+got|\s+just\s+got|'ve\s+just\s+got|\s+finally\s+got|\s+passed"
        r"|'ve\s+passed)\s+(?:a|an|my|the)\s+"
        r"(?P<what>(?:private\s+|commercial\s+)?pilot'?s|driving|driver'?s|motorbike|motorcycle|hgv|lgv|cdl|pcv|boat"
        r"|skipper'?s|forklift|taxi|teaching|nursing|real\s+estate|fishing|gun|firearms?|radio|ham\s+radio|drone)\s+"
        r"licen[cs]e\b",
        _licence,
        "skill",
        needle="licen",
    ),
    rule(
        "en.preference.group_activity",
        "i we",
        r"(?:i|we)\s+" + ADV + r"(?:(?P<verb>sing)\s+(?P<what>(?:in|with)\s+(?:a|an|the|my|our|a\s+local)\s+"
        r"(?:[\w-]+\s+)?(?:choir|band|chorus|group|ensemble|quartet|barbershop|church\s+choir))"
        r"|(?P<verb2>do|practi[sc]e|train)\s+(?P<what2>yoga|pilates|crossfit|karate|judo|bjj|jiu[- ]jitsu|brazilian"
        r"\s+jiu[- ]jitsu|taekwondo|kung\s+fu|muay\s+thai|boxing|kickboxing|mma|aikido|krav\s+maga|fencing|archery"
        r"|ballet|salsa|tango|zumba|spin|parkrun|calisthenics|martial\s+arts|climbing|bouldering|triathlons?|hot\s+yoga"
        r"|tai\s+chi|capoeira|wing\s+chun|hapkido|sambo|wrestling|powerlifting|weightlifting|olympic\s+lifting)"
        r"|(?P<verb3>dance)\s+(?P<what3>salsa|tango|ballet|bachata|swing|lindy\s+hop|ballroom|hip[- ]hop|flamenco"
        r"|contemporary|tap|kizomba|zouk))"
        r"(?=\s*$|\s*[,;:!?.]|\s+(?:\w+\s+)?(?:a\s+week|every|most|on|at|with|and|but|so|twice|once|three|\d|btw"
        r"|regularly|weekly|daily|now|these|since|for|three|religiously|competitively|in)\b)",
        _group_activity,
        "preference",
    ),
    rule(
        "en.skill.years_of",
        "i",
        I_HAVE + r"(?:got\s+)?(?:about\s+|around\s+|over\s+|almost\s+|nearly\s+)?(?P<n>\d{1,2}\+?|one|two|three|four"
        r"|five|six|seven|eight|nine|ten|fifteen|twenty)\s+(?:years?|yrs?)\s+(?:of\s+)?"
        r"(?P<x>[\w#+.-]+(?:\s+[\w#+.-]+)?)\s+(?:experience|exp)\b",
        _years_of,
        "skill",
        needle="exp",
    ),
    rule(
        "en.preference.perfect",
        "i ive never",
        r"(?:(?:i've|ive|i\s+have)\s+|(?=never\s+been\s))(?P<when>always|never|forever|long)\s+(?P<verb>loved|liked|enjoyed"
        r"|adored|hated|disliked|been\s+into|been\s+(?:a\s+(?:big\s+|huge\s+|massive\s+)?fan\s+of|big\s+on|keen\s+on"
        r"|fond\s+of))\s+(?P<obj>.+)",
        _perfect_taste,
        "preference",
        exclusive=True,
    ),
    rule(
        "en.preference.soft_spot",
        "i",
        r"i(?:'ve|\s+have)?(?:\s+always)?(?:\s+got|\s+have|\s+had)\s+(?:(?:a|such\s+a)\s+)?(?:(?:real|huge|big|massive"
        r"|serious|terrible|bit\s+of\s+a|soft)\s+)*(?:(?<=soft\s)spot\s+for\s+(?P<obj>.+)|(?P<sweet>sweet\s+tooth)\b)",
        _soft_spot,
        "preference",
    ),
    rule(
        "en.preference.got_into",
        "i",
        r"i(?:'ve|\s+have)?\s+(?:recently\s+|just\s+|finally\s+|really\s+|properly\s+)?(?:got|gotten)\s+(?:really\s+"
        r"|super\s+|properly\s+|big\s+|massively\s+|seriously\s+)?into\s+(?P<obj>(?!(?:it|this|that|trouble|a\s+fight"
        r"|an\s+argument|a\s+row|debt|a\s+mess|bed|the\s+(?:car|habit|house|office|room|queue|system|app))\b)\S.*)",
        _got_into,
        "preference",
    ),
    rule(
        "en.preference.nothing_beats",
        "nothing",
        r"nothing\s+beats\s+(?:a\s+(?:good|proper|nice|decent|fresh|cold|hot|big|homemade|long)\s+)?(?P<obj>.+)",
        _nothing_beats,
        "preference",
    ),
    rule(
        "en.preference.my_thing",
        "",
        r"^(?P<obj>[\w'&.-]+(?:\s+[\w'&.-]+){0,4}?)\s+(?P<verb>is|are|'s|'re)(?P<neg>n't|\s+not)?\s+"
        r"(?:(?:totally|definitely|honestly|really|literally|kind\s+of|kinda|just|so|very\s+much|absolutely|always|still"
        r"|basically|pretty\s+much|officially|now)"
        r"\s+)*(?:(?:my|our)\s+(?:(?:absolute|total|biggest|big|secret|current|new|latest|one|number\s+one|ultimate)\s+)?"
        r"(?P<noun>(?(neg)(?:" + _NOT_MY_THING + r")|(?:" + _MY_THING + r")))"
        r"|(?(neg)(?!)|(?P<the>" + _THE_BEST_OF_MY + r")))"
        r"(?:\s+(?:these\s+days|lately|tbh|honestly|fr|to\s+be\s+honest|" + _WHEN_THERE + r"))?" + _BOUND,
        _my_thing,
        "preference",
        needle="my ",
    ),
    rule(
        "en.preference.is_life",
        "",
        # "coffee is life", "tapas = life": a taste said as slang
        r"^(?P<obj>[\w'&.-]+(?:\s+[\w'&.-]+){0,3}?)\s+(?:is|=)\s+(?:literally\s+|honestly\s+|basically\s+)?life"
        + _BOUND,
        _is_life,
        "preference",
        needle=" life",
    ),
    rule(
        "en.preference.keeps_me_going",
        "",
        # "k-pop is literally the only thing keeping me sane during exams": a taste the user leans on
        r"^(?P<obj>[\w'&.-]+(?:\s+[\w'&.-]+){0,4}?)\s+(?P<verb>is|are|'s|'re)\s+(?:(?:literally|honestly|really"
        r"|basically|genuinely|pretty\s+much)\s+)?(?:the\s+only\s+thing|all\s+that's|what's|what\s+is)\s+"
        r"(?:keeping\s+me\s+(?:sane|going|alive)|getting\s+me\s+through|that\s+keeps\s+me\s+(?:sane|going))\b",
        _keeps_me_going,
        "preference",
        needle=" me ",
    ),
    rule(
        "en.preference.holic",
        "i im",
        I_AM + ADV + r"(?:a\s+)?(?:(?:total|huge|massive|real|complete|bit\s+of\s+a)\s+)?(?P<h>"
        + V.alternation(frozenset(_HOLICS)) + r")\b",
        _holic,
        "preference",
        needle="holic",
    ),
    rule(
        "en.skill.instrumentalist",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:[\w-]+\s+){0,2}?)(?P<noun>" + V.alternation(frozenset(V.INSTRUMENTALISTS))
        + r")(?:" + _BOUND + r"|(?=\s+(?:in|with|for|at|since|of)\b))",
        _instrumentalist,
        "skill",
    ),
    rule(
        "en.preference.reader_of",
        "i im",
        r"(?:" + I_AM + ADV + r"(?:a|an)\s+(?:(?:big|huge|massive|avid|keen|voracious|heavy|serious)\s+)+"
        r"(?:reader|watcher|listener|consumer)\s+of"
        r"|i\s+" + ADV + r"(?:listen\s+to(?:\s+(?:a\s+lot\s+of|loads\s+of|lots\s+of|tons\s+of|mostly|mainly"
        r"|mostly\s+just|nothing\s+but|so\s+much))?"
        r"|(?:read|watch|play)\s+(?:a\s+lot\s+of|loads\s+of|lots\s+of|tons\s+of|so\s+much|mostly|mainly"
        r"|nothing\s+but)))\s+(?P<obj>(?!(?:my|your|you|him|her|them|it|this|that|these|those|the|some|any|tutorials?"
        r"|docs|documentation|emails?|reviews?|comments|forums?|threads?)\b)\S.*)",
        _reader_of,
        "preference",
    ),
    rule(
        "en.preference.not_much_of",
        "i im",
        I_AM + r"not\s+(?:much\s+of|really|a\s+(?:big|huge|massive)|(?:a\s+)?very\s+(?:big|good))?\s*(?:a|an)?\s*"
        r"(?P<noun>drinker|" + V.alternation(frozenset(V.HOBBYISTS)) + r")" + _BOUND,
        _not_much_of,
        "preference",
        needle="not",
    ),
    rule(
        "en.preference.favorite_after",
        "",
        r"^(?P<obj>[\w'&.-]+(?:\s+[\w'&.-]+){0,4}?)\s+(?:is|are|'s|'re)\s+(?:literally\s+|honestly\s+|still\s+)?my\s+"
        r"(?:all[- ]time\s+|absolute\s+)?(?:fav|fave|favou?rite)(?:\s+(?P<noun>[\w-]+(?:\s+[\w-]+)?))?" + _BOUND,
        _favorite_after,
        "preference",
        needle="fav",
    ),
    rule(
        "en.preference.favorite",
        "my",
        r"my\s+(?:all[- ]time\s+|absolute\s+)?(?:favou?rite|fave|fav|go-to|go\s+to)\s+(?P<noun>[\w\s-]"
        r"{2,40}?)\s+(?:is|are)\s+(?P<obj>.+)",
        _favorite,
        "preference",
    ),
]
