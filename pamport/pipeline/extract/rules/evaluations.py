"""Tastes said by evaluating the thing, whatever the sentence's frame, in English and Portuguese.

People rarely say "I love swimming"; they say what the thing is to them: "swimming keeps me sane", "a pesca ao
domingo é sagrada", "cilantro tastes like soap to me", "jiló nem a pau", "coffee addict", "celtic daft since i was a
wean", "corinthiano doente aqui". A reader of fixed frames ("I love X") misses all of them, and one more frame per
sentence met carries over to nothing new. This reader is anchored on the evaluation instead: a topic (a short noun
phrase opening the clause) followed by a strongly evaluative predicate from a lexicon whose entries carry their
polarity, or a word that makes the user a devotee of the topic ("addict", "nerd", "daft", "doente", "pessoa de").

One builder reads both languages; what differs is the :class:`Phrasebook` (the lexicon, the copula, what a topic
may not be, how a memory is worded). The reader gives nothing for an evaluation of the conversation itself ("this
answer is the worst", "o código é horrível"), of a passing circumstance ("the traffic is a nightmare", "the weather
is awful today"), of a person ("my boss is the worst"), or of a topic that only points ("that is life", "isso é
vida"); questions, hypotheticals, quoted text and tasks are left out by the engine before any rule reads them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from pamport.pipeline.extract.rules import en_common, pt_common, vocab_en, vocab_pt
from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.model import BuildResult, Clause, LazyPattern, Rule, finding
from pamport.pipeline.extract.rules.phrases import contains_any_at_word_start, words


def _listed(text: str) -> tuple[str, ...]:
    """Literal words written as one "|"-separated string (some hold spaces: "keeps me", "nem ")."""
    return tuple(text.split("|"))


def _any(patterns: tuple[str, ...]) -> str:
    return "(?:" + "|".join(sorted(patterns, key=longest_first)) + ")"


@dataclass(frozen=True)
class Phrasebook:
    """What one language needs for the reader: its evaluative lexicon, split by polarity, and its wording."""

    language: str
    #: What links a topic to an evaluation: "is", "are", "'s", "é", "são".
    copula: str
    #: Words that may stand between the copula and the evaluation: "honestly", "literally", "simplesmente".
    adverbs: str
    #: Evaluations after the copula that say the user loves the topic ("life", "sacred", "vida", "sagrada").
    loved: tuple[str, ...]
    #: Evaluations after the copula that say the user dislikes it ("vile", "overrated", "horrível").
    hated: tuple[str, ...]
    #: Evaluations said with a verb of their own, loving ("keeps me sane", "tem me salvado") and hating ("tastes
    #: like soap", "nem a pau").
    loving_verbs: tuple[str, ...]
    hating_verbs: tuple[str, ...]
    #: "to me", "pra mim": the user as who the evaluation is for, before or after it.
    for_me: str
    #: What may follow the evaluation and keep it a lasting taste ("since I was a kid", "kkk", "tbh").
    tail: str
    #: A topic that is not a taste: the conversation, a circumstance, a person, a pronoun (matched at its start).
    not_topic: re.Pattern[str]
    #: A topic of the user's own ("my …"): dispraise of it is modesty about a skill or a thing owned.
    own: re.Pattern[str]
    #: A mark of the moment in the clause ("today", "hoje"): a passing reaction, not a taste.
    momentary: re.Pattern[str]
    #: Words a topic never holds: verbs of saying and being, pronouns, conjunctions that start a clause.
    not_in_topic: frozenset[str]
    #: The words of a topic a taste's object leaves out: articles, "my", how often ("on sundays", "2x na semana").
    lead: re.Pattern[str]
    often: Callable[[str], str]
    #: What nothing beats, said before it ("there's nothing like", "nada como"): the thing after it is loved.
    unbeaten: str
    #: What such a thing never is: a comparison with the past or a purpose ("nothing like before", "nothing like a
    #: deadline to focus the mind", "nada como antes").
    not_unbeaten: re.Pattern[str]
    #: Where it is had, after it ("live jazz in a tiny bar", "um mergulho no mar"): not part of the thing.
    where_after: re.Pattern[str]
    #: The user as a devotee of the topic: the topic then this noun ("coffee addict", "celtic daft", "corinthiano
    #: doente") …
    devotee_after: str
    #: … or this noun then the topic ("viciada em café", "pessoa de praia").
    devotee_before: str
    #: The user, said before a devotee noun ("I'm a", "sou"), and what a devotee noun never follows ("a morning
    #: person", "a recovering addict", "torcedor doente").
    user_is: str
    not_devotee: frozenset[str]
    #: A devotee said in a frame another taste rule of the language reads ("sou louca por …"): left to it, so
    #: that one statement gives one memory.
    read_elsewhere: re.Pattern[str]
    #: Words a clause may open with before the user or the topic ("mano, eu sou doido por …", "confesso que …").
    lead_in: str
    #: The memory's wording: loved, disliked, and a devotee ("User is a coffee addict").
    loves: str
    dislikes: str
    devotee: Callable[[str, str, bool], str]
    #: A free phrase cut out of the clause (the language's ``phrase``), or None when it only points.
    phrase: Callable[[str], str | None]
    #: Fans named for a club ("corinthiano": "Corinthians"), how supporting one is worded, and the devotee nouns
    #: said of a club's fans only ("doente", "roxo").
    club_fans: dict[str, str]
    supports: str
    clubs_only: re.Pattern[str]
    #: Whether a devotee noun takes this preposition ("viciada em", "doido por", "pessoa de").
    prep_fits: Callable[[str, str], bool]
    #: Words in the trigger's lexicon: a sentence with none of them is not read for this reader.
    anchors: tuple[str, ...]


#: Where an evaluation ends: the clause's end, or a comma, semicolon or dash before another thought ("natação é o
#: que me mantém sã, nado 3x por semana").
_END = r"(?=[\s!.…]*$|\s*[,;:—–]|\s+-\s)"
_WORD = r"[^\W_][\w&.+-]*(?:'[^\W\d_s][\w]*)*"
#: A topic: one to six words, no commas (the clause ends at one).
_TOPIC = rf"(?P<topic>(?:{_WORD}\s+){{0,5}}?{_WORD})"


def _evaluated_pattern(book: Phrasebook) -> str:
    after_copula = rf"(?:{book.copula})\s+{book.adverbs}(?:(?P<loved>{_any(book.loved)})|(?P<hated>{_any(book.hated)}))"
    with_verb = rf"(?:(?P<loving>{_any(book.loving_verbs)})|(?P<hating>{_any(book.hating_verbs)}))"
    return (
        rf"^{book.lead_in}{_TOPIC}(?:\s+|(?=')){book.adverbs}(?:(?:{book.for_me})\s+)?(?:{after_copula}|{with_verb})"
        rf"(?:\s+(?:{book.for_me}))?(?P<tail>(?:\s+(?:{book.tail}))*)" + _END
    )


def _topic(book: Phrasebook, said: str) -> str | None:
    """The taste's object in the topic: without articles, "my", how often; None when it is not a taste."""
    if book.not_topic.match(said):
        return None
    if any(word.lower().strip(",.") in book.not_in_topic for word in said.split()):
        return None  # "Dave says swimming is sacred": a clause of its own, not a topic
    said = said.strip()
    lead = book.lead.match(said)
    value = said[lead.end() :] if lead is not None else said
    value = book.often(value).strip()
    if not value or len(value.split()) > 6 or book.not_topic.match(value):
        return None
    cut = book.phrase(value)
    if cut is None or not cut[:1].isalnum():
        return None
    return cut


def _shown(value: str, said: str) -> str:
    """The object as the user wrote it when it is a name ("Bake Off", "F1", "o Benfica"), else in lower case: a
    capital only because the sentence starts there ("Swimming keeps me sane") is not part of it."""
    if _NAME_LIKE.match(value) or any(c.isupper() for c in value[1:]) or not said.lstrip().startswith(value):
        return value
    return value.lower()


#: A name of more than one capitalised word ("Bake Off", "Diana Krall").
_NAME_LIKE = rx.compile(r"(?-i:[A-ZÀ-Ý][\w'-]*(?:\s+[A-ZÀ-Ý][\w'-]*)+)$")


def _evaluated(book: Phrasebook) -> Callable[[re.Match[str], Clause], BuildResult]:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        if book.momentary.search(clause.text) or book.momentary.search(clause.prefix):
            return None  # "the weather is awful today": a reaction to now, not a taste
        value = _topic(book, match.group("topic"))
        if value is None:
            return None
        value = _shown(value, match.group("topic"))
        if match.group("loved") or match.group("loving"):
            return _taste("likes", value, book.loves.format(value))
        if book.own.match(match.group("topic")):
            return None  # "my cooking is the worst", "my handwriting is vile": the user on their own doing
        return _taste("dislikes", value, book.dislikes.format(value))

    return build


def _devotee(book: Phrasebook) -> Callable[[re.Match[str], Clause], BuildResult]:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        said = re.sub(r"\s+", " ", match.group("what")).strip()
        noun = re.sub(r"\s+", " ", match.group("noun")).strip().lower()
        if said.split()[0].lower() in book.not_devotee or said.lower() in book.not_devotee:
            return None
        if book.read_elsewhere.match(clause.text):
            return None
        club = book.club_fans.get(said.lower())
        if club is not None:
            return _taste("likes", club, book.supports.format(club))
        if book.clubs_only.fullmatch(noun):
            return None  # "doente", "roxo" make a fan of a club, not of anything else
        prep = (match.groupdict().get("prep") or "").lower()
        if prep and not book.prep_fits(noun, prep):
            return None
        cut = book.phrase(_HERE.sub("", said)) if prep else said
        value = _topic(book, cut) if cut is not None else None
        if value is None:
            return None
        value = _shown(value, said)
        negative = bool(match.groupdict().get("neg"))
        return _taste("dislikes" if negative else "likes", value, book.devotee(noun, value, negative))

    return build


def _unbeaten(book: Phrasebook) -> Callable[[re.Match[str], Clause], BuildResult]:
    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        if book.momentary.search(clause.text) or book.not_unbeaten.search(match.group("what")):
            return None
        cut = book.phrase(match.group("what"))
        cut = book.where_after.sub("", cut) if cut is not None else None
        value = _topic(book, cut) if cut else None
        if value is None:
            return None
        value = _shown(value, cut or "")
        return _taste("likes", value, book.loves.format(value))

    return build


#: "viciada em café aqui": the user introducing themself, not a place.
_HERE = rx.compile(r"\s+(?:aqui|here|lol|kkk+|rs)$", re.I)


def _taste(kind: str, value: str, content: str) -> BuildResult:
    """The same slot as the other taste rules ("preference.likes" / "preference.dislikes"), so that a taste said by
    evaluation and the same taste said with "I love" are one memory."""
    return finding(
        "preference", content, 0.7, "likes" if kind == "likes" else "dislikes", slot=f"preference.{kind}",
        value=value, domain="personal",
    )  # fmt: skip


_EN_ADVERBS = (
    r"(?:(?:honestly|literally|basically|genuinely|just|still|actually|absolutely|truly|seriously|pretty\s+much"
    r"|always|simply|so|such)\s+)*"
)
_EN_NOT_TOPIC = rx.compile(
    # a part of a work or an event, said with "the": a reaction to one film or one dinner, not a taste
    r"the\s+(?:[\w-]+\s+)?(?:ending|plot|finale|episode|chapter|song|film|movie|book|show|series|game|match|season"
    r"|album|track|trailer|sequel|intro|story|characters?|acting|soundtrack|food|wait|staff|sound|prices?|service"
    r"|menu|view|room|party|event|concert|gig|class|lesson|course|talk|speech|interview)$"
    r"|being\b"
    r"|(?:it|it's|its|this|that|these|those|they|he|she|we|you|u|i|i'm|im|there|here|what|which|who|everything"
    r"|anything|something|nothing|everyone|everybody|someone|people|nobody|one|ones|all|both|life|love|family"
    r"|health|time|money|work|sleep|god|jesus|meds|medication|pills|caffeine|my\s+(?:life|job|work|week|day)"
    r"|the\s+(?:first|second|last|other|next))\b"
    r"|(?:(?:my|our|his|her|their|your|ur|the)\s+)?(?:[\w-]+\s+)?(?:"
    + vocab_en.alternation(frozenset(vocab_en.RELATIONS))
    + r"|boss|manager|teacher|landlord|neighbou?rs?|coworkers?|colleagues?|team|lads|guys|kids|class|students?"
    r"|therapist|doctor|gp|coach|trainer|mentor|counsell?or|psychologist|psychiatrist|friends?|mates?|pals?|bestie"
    r"|bff|girls|boys|crew|gang|baby|babies)s?\b"
    r"|my\s+(?:[\w-]+\s+)?(?:car|house|home|flat|apartment|phone|laptop|dog|cat|bike|garden|bed|job|family)\b"
    r"|(?:your|his|her|their|our|ur|its)\b"
    r"|(?:the\s+|my\s+|this\s+|that\s+)?(?:[\w-]+\s+)?(?:weather|rain|heat|cold|traffic|commute|queue|queues|wifi"
    r"|internet|signal|service|news|economy|government|answer|answers|response|responses|reply|output|code|script"
    r"|function|query|error|errors|bug|bugs|build|tests?|results?|example|draft|version|update|app|site|website|link"
    r"|api|chatgpt|claude|gemini|copilot|grok|assistant|bot|prompt|explanation|summary|plan|idea|list|table|email"
    r"|essay|doc|document|report|meeting|meetings|deadline|situation|day|week|weekend|morning|night|year|month"
    r"|trip|flight|hotel|room|place|food\s+here|service\s+here)$"
    r"|(?:the|a|an)\s+(?:one|thing|part|problem|issue|point|question|worst|best)\b"
    # a place's food or service, not a taste: "the hotel food is vile", "the canteen coffee is the worst"
    r"|(?:the\s+)?(?:hotel|restaurant|canteen|cafeteria|airline|plane|hospital|office|school|work|airport|train)\s+"
    r"(?:food|coffee|tea|service|staff|wifi|breakfast|lunch|dinner)\b|.*\b(?:here|there)$",
    re.I,
)
_EN_LEAD = rx.compile(r"(?:(?:the|a|an|my|some|good|proper|fresh)\s+)+", re.I)
_EN_OFTEN = rx.compile(
    r"\s+(?:(?:on|every|at)\s+(?:the\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
    r"(?:\s+(?:nights?|mornings?|evenings?|afternoons?))?|weekends?|weeknights?|mornings?|nights?|evenings?)"
    r"|(?:once|twice|\d+\s*(?:x|times))\s+(?:a|per)\s+(?:day|week|month)|every\s+(?:day|morning|night|week)"
    r"|in\s+the\s+(?:morning|evening|summer|winter)"
    r"|after\s+(?:a\s+)?(?:long\s+)?(?:day|shift|run|week|work|hike|swim))$",
    re.I,
)
_EN_MOMENTARY = rx.compile(
    r"\b(?:today|tonight|right\s+now|rn|this\s+(?:morning|afternoon|evening|week|time)|yesterday|at\s+the\s+moment"
    r"|atm|so\s+far)\b",
    re.I,
)

ENGLISH = Phrasebook(
    language="en",
    copula=r"is|are|=|'s|'re|has\s+always\s+been|have\s+always\s+been|has\s+become|have\s+become",
    adverbs=_EN_ADVERBS,
    loved=(
        r"my\s+(?:whole\s+)?life",
        r"everything(?:\s+to\s+me)?",
        r"my\s+everything",
        r"sacred",
        r"(?:a\s+)?non-?negotiable",
        r"my\s+safe\s+place",
        r"my\s+(?:sanity|sanctuary|escape|reset|zen|medicine|church"
        r"|comfort|joy|fuel|lifeblood|oxygen|meditation)",
        r"what\s+keeps\s+me\s+(?:sane|going|grounded|alive|human)",
        r"the\s+love\s+of\s+my\s+life",
        r"my\s+(?:one\s+)?true\s+love",
        r"(?:pure\s+|absolute\s+|total\s+)?class",
        r"elite",
        r"goated",
        r"top\s+tier",
        r"unbeatable",
        r"bliss",
        r"heaven(?:\s+on\s+earth)?",
        r"the\s+(?:best|greatest)\s+thing\s+(?:ever|in\s+the\s+world|on\s+earth|since\s+sliced\s+bread)",
        r"my\s+(?:absolute\s+|all[- ]time\s+)?favou?rite\s+thing(?:\s+in\s+the\s+(?:world|universe)|\s+ever)?",
        r"(?:good|food)\s+for\s+(?:my|the)\s+soul",
        r"my\s+(?:soul\s+food|cup\s+of\s+tea)",
        r"a\s+must",
        r"my\s+(?:whole\s+)?world",
        r"my\s+(?:daily|weekly|sunday|saturday|morning)\s+ritual",
        r"my\s+(?:only|one)\s+(?:vice|indulgence|luxury)",
        r"the\s+highlight\s+of\s+(?:my\s+)?(?:every\s+)?(?:day|week|weekend)",
    ),
    hated=(
        r"(?:vile|disgusting|gross|revolting|rank|minging|foul|rancid|nasty|inedible|undrinkable|unwatchable"
        r"|unbearable|insufferable)",
        r"the\s+worst",
        r"the\s+devil'?s\s+(?:work|food|drink|music)",
        r"(?:so\s+|massively\s+|hugely\s+|wildly\s+)?overrated",
        r"not\s+for\s+me",
        r"a\s+(?:hard\s+)?no\s+(?:from|for)\s+me",
        r"a\s+hard\s+(?:no|pass|nope)",
        r"my\s+(?:nemesis|idea\s+of\s+hell|personal\s+hell|worst\s+nightmare)",
        r"the\s+bane\s+of\s+my\s+(?:life|existence)",
        r"(?:pure\s+)?torture",
        r"(?:pure\s+)?poison",
        r"(?:a|an)\s+(?:actual\s+|absolute\s+)?(?:crime|sin|abomination)",
        r"(?:a\s+)?(?:never|no)\s+for\s+me",
        r"not\s+my\s+(?:scene|vibe)",
    ),
    loving_verbs=(
        r"keeps\s+me\s+(?:sane|going|grounded|alive|human|balanced)",
        r"keep\s+me\s+(?:sane|going|grounded|alive)",
        r"(?:has|have)\s+(?:(?:honestly|genuinely|literally|actually|really|totally)\s+)?(?:been\s+)?(?:sav(?:ed"
        r"|ing))\s+(?:me|my\s+(?:life|sanity|mental\s+health))",
        r"saves?\s+(?:me|my\s+sanity|my\s+life)",
        r"gets?\s+me\s+through(?:\s+(?:the|my)\s+(?:day|week|winter|commute|shifts?|workday|nights?|mondays?))?",
        r"makes?\s+my\s+(?:day|week|weekend|heart\s+sing|soul\s+happy)",
        r"makes?\s+me\s+(?:so\s+|really\s+)?happy",
        r"never\s+gets?\s+old",
        r"never\s+disappoints?",
        r"hits?\s+different",
        r"(?:is|are)\s+always\s+a\s+good\s+idea",
        r"fix(?:es)?\s+everything",
        r"(?:clears?\s+my\s+(?:head|mind)|calms?\s+me\s+down|relax(?:es)?\s+me|helps?\s+me\s+(?:unwind|switch\s+off))",
        r"(?:is|are)\s+what\s+gets\s+me\s+out\s+of\s+bed",
    ),
    hating_verbs=(
        r"tastes?\s+(?:like|of)\s+(?:soap|cardboard|dirt|feet|sick|death|nothing|chemicals|medicine|metal|petrol|ash"
        r"|bleach|mud|grass|socks|perfume)",
        r"tastes?\s+(?:awful|vile|disgusting|gross|horrible|foul|rank|wrong"
        r"|like\s+(?:a\s+)?(?:punishment|regret))",
        r"smells?\s+like\s+(?:feet|sick|death|socks)",
        r"makes?\s+me\s+(?:gag|retch|heave|want\s+to\s+(?:gag|vomit|throw\s+up|puke|scream))",
        r"gives?\s+me\s+the\s+(?:ick|creeps|heebie[- ]jeebies)",
        r"(?:does|do)\s+(?:absolutely\s+|just\s+|really\s+)?nothing\s+for\s+me",
        r"bores?\s+me(?:\s+(?:to\s+(?:tears|death)|stiff|senseless))?",
        r"can\s+(?:get\s+in\s+the\s+bin|do\s+one|jog\s+on)",
    ),
    for_me=r"to\s+me|for\s+me|imo|in\s+my\s+(?:opinion|book)",
    tail=r"(?:like\s+nothing\s+else|after\s+(?:work|a\s+long\s+day|a\s+shift)|now|these\s+days|nowadays|lately"
    r"|in\s+the\s+mornings?|every\s+(?:morning|day|time)|first\s+thing|(?:this|last)\s+year|tbh|honestly|lol|lmao"
    r"|haha+|fr|ngl|tho|though|btw"
    r"|no\s+question|hands\s+down|full\s+stop|period"
    r"|and\s+always\s+(?:has|will)\s+be|since\s+(?:i\s+was\s+(?:a\s+)?(?:kid|child|wean|bairn|teen(?:ager)?|little"
    r"|\d+)|childhood|forever|(?:primary|high)\s+school|uni)|(?:for|like)\s+(?:years|ever|decades))",
    not_topic=_EN_NOT_TOPIC,
    own=rx.compile(r"(?:my|our)\b", re.I),
    not_in_topic=frozenset(
        words(
            """is are was were am be been being has have had do does did says said thinks thought told tells reckons
            knows feels believes claims swears insists wants will would can could should may might must i you he she
            we they it me him her us them who which if when because but so i'm he's she's they're we're you're it's
            isn't aren't doesn't don't"""
        )
    ),
    momentary=_EN_MOMENTARY,
    lead=_EN_LEAD,
    often=lambda value: _EN_OFTEN.sub("", value) or value,
    unbeaten=r"(?:there'?s\s+|there\s+is\s+)?nothing\s+(?:quite\s+)?(?:like|better\s+than|compares\s+to|tops)",
    not_unbeaten=rx.compile(
        r"^(?:the|it|this|that|before|usual|normal|last|what|how|when|you|your|him|her|them)\b|\b(?:to|for)\s+\w+ing\b"
        r"|\bto\s+(?!me\b)\w+",
        re.I,
    ),
    where_after=rx.compile(r"\s+(?:in|at|on|by)\s+(?:a|an|the|my)\s+.*$", re.I),
    devotee_after=r"(?P<noun>fanatic|addict|nerd|geek|junkie|fiend|snob|obsessive|nut|buff|freak(?=\s+here)"
    r"|(?<=-)(?:daft|mad|obsessed|crazy|head)|(?<=\s)(?:daft|obsessed))",
    devotee_before=r"(?P<neg>(?:not|never)\s+(?:really\s+|much\s+of\s+)?)?"
    r"(?:(?:much\s+|a\s+bit\s+|way\s+)?more\s+of\s+)?(?:(?:a|an)\s+)?"
    r"(?:(?:total|huge|big|massive|real|proper|complete|true"
    r"|born)\s+)?(?P<what>[a-z]+)\s+(?P<noun>person)\b(?:\s+at\s+all|\s+really"
    r"|\s+than\s+(?:an?\s+)?[a-z]+(?:\s+(?:one|person))?)?",
    user_is=r"(?:(?:i'?m|i\s+am|im)\s+" + en_common.ADV + r")?",
    read_elsewhere=rx.compile(r"(?!)"),
    lead_in=r"(?:(?:ugh|man|mate|dude|ngl|confession|i\s+(?:have\s+to\s+|must\s+)?(?:admit|confess)(?:\s+that)?)"
    r"[\s,:]+)*",
    # "not a computer person" says what the user is not good at, "a recovering sugar addict" no longer likes it
    not_devotee=frozenset(vocab_en.NOT_TASTE_PERSONS)
    | frozenset(
        words(
            """computer computers tech techy techie numbers number math maths details admin paperwork it science diy
            handy recovering former ex reformed control neat clean big huge massive total so really bit kind sort
            hopping raging stark going fucking bloody fan my your his her first second third last next other same
            only one another every each right wrong"""
        )
    ),
    loves="User loves {}",
    dislikes="User dislikes {}",
    devotee=lambda noun, value, negative: (
        f"User is {'not ' if negative else ''}{en_common.article(value)} {value} person"
        if noun == "person"
        else f"User loves {value}"
        if noun in ("daft", "mad", "obsessed", "crazy", "head")
        else f"User is {en_common.article(value)} {value} {noun}"
    ),
    phrase=en_common.phrase,
    club_fans={},
    supports="User supports {}",
    clubs_only=rx.compile(r"(?!)"),
    prep_fits=lambda noun, prep: True,
    anchors=_listed(
        "life|everything|sacred|soul|cup of tea|clear|calm|relax|unwind|switch off"
        "|negotiable|safe place|sanity|sanctuary|escape|reset|zen|medicine|church|comfort|joy|fuel|lifeblood"
        "|oxygen|meditation|keeps me|keep me|love of my|true love|class|elite|goated|top tier|unbeatable"
        "|bliss|heaven|best thing|greatest thing|favourite thing|favorite thing|a must|world|ritual|vice"
        "|indulgence|luxury|highlight|vile|disgusting|gross|revolting|rank|minging|foul|rancid|nasty|inedible"
        "|undrinkable|unwatchable|unbearable|insufferable|the worst|devil|crime|sin|abomination"
        "|overrated|for me|hard no|hard pass|hard nope|nemesis|hell|nightmare|bane|torture|poison|scene|vibe"
        "|saved|saving|save|gets me|get me|makes my|make my|happy|never get|disappoint|hits different"
        "|hit different|good idea|fix|out of bed|taste|smell|gag|retch|heave|ick|creeps|jeebies"
        "|nothing for me|bore|bin|do one|jog on|fan|addict|nerd|geek|junkie|fiend|snob|obsess|nut|buff|freak"
        "|daft|-mad|-crazy|-head| person|no from me|makes me|nothing like|nothing quite|nothing better"
        "|nothing compares|nothing tops"
    ),
)


_PT_NOT_TOPIC = rx.compile(
    # a part of a work or an event (the article in Portuguese is also generic: "o futebol é sagrado")
    r"(?:o|a|os|as)\s+(?:[\w-]+\s+)?(?:final|enredo|episódio|capítulo|filme|livro|temporada|álbum|personagens?|comida"
    r"|espera|preços?|cardápio|menu|vista|quarto|festa|evento|aula|palestra|entrevista)$"
    r"|(?:ser|estar)\b"
    r"|(?:isso|isto|aquilo|ele|ela|eles|elas|você|voce|vc|tu|eu|nós|nos|a\s+gente|tudo|nada|algo|alguém|alguem|ninguém"
    r"|ninguem|gente|pessoal|pessoas?|vida|amor|família|familia|saúde|saude|dinheiro|trabalho|emprego|sono|aqui|lá|la"
    r"|deus|jesus|fé|remédios?|remedios?|medicação|comprimidos?|esse|essa|este|esta|esses|essas|estes|estas|aquele"
    r"|aquela|aqueles|aquelas|tal)\b"
    r"|(?:(?:o|a|os|as)\s+)?(?:seu|sua|seus|suas|teu|tua|teus|tuas|dele|dela)\b"
    r"|(?:(?:o|a|os|as|um|uma)\s+)?(?:(?:meu|minha|meus|minhas|nosso|nossa)\s+)?(?:"
    + vocab_pt.alternation(frozenset(vocab_pt.RELATIONS))
    + r"|chefe|patrão|patroa|professor|professora|vizinh[oa]s?|colegas?|equipe|equipa|turma|galera|malta|terapeuta"
    r"|psicólog[oa]|psicologa|médic[oa]|medic[oa]|treinador[a]?|amig[oa]s?|bebé|bebê)s?\b"
    # what the user owns or a person named with an article ("o meu carro é a minha vida", "o Pedro é a minha
    # paixão"): not a taste
    r"|(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\b"
    r"|(?:o|a|os|as)\s+(?!(?:" + vocab_pt.alternation(vocab_pt.CLUBS) + r")\b)(?-i:[A-ZÀ-Ý])"
    r"|(?:(?:o|a|os|as|esse|essa|este|esta|meu|minha)\s+)?(?:tempo|clima|chuva|calor|frio|trânsito|transito|fila"
    r"|internet|wifi|sinal|serviço|servico|atendimento|resposta|respostas|código|codigo|texto|resultado|saída|saida"
    r"|erro|erros|exemplo|versão|versao|plano|ideia|lista|tabela|e-?mail|relatório|relatorio|reunião|reuniao|app|site"
    r"|prompt|chatgpt|claude|gemini|assistente|explicação|resumo|situação|dia|semana|fim\s+de\s+semana|manhã|noite"
    r"|ano|mês|mes|viagem|voo|hotel|quarto|lugar|prazo|comida\s+daqui|comida\s+de\s+hoje)$"
    r"|(?:o|a)\s+(?:pior|melhor|primeir[oa]|últim[oa]|outr[oa]|problema|questão|coisa)\b"
    # a place's food or service: "a comida do hotel é horrível", "o café da empresa é intragável"
    r"|(?:(?:o|a|os|as)\s+)?(?:comida|café|cafe|serviço|atendimento|pequeno-almoço)\s+"
    r"(?:(?:d[oa]|dest[ea]|dess[ea])\s+"
    r"(?:hotel|empresa|escritório|trabalho|cantina|refeitório|restaurante|hospital|escola|faculdade|avião|voo)"
    r"|daqui|de\s+lá)\b",
    re.I,
)
_PT_LEAD = rx.compile(r"(?:(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|bom|boa|e|mas|tipo)\s+)+", re.I)
_PT_OFTEN = rx.compile(r"\s+\d+\s*(?:x|vezes)(?:\s+(?:por|na|no|ao|à|a|pela)\s+(?:semana|dia|mês|mes))?$", re.I)
_PT_MOMENTARY = rx.compile(
    r"\b(?:hoje|hj|agora|neste\s+momento|nesse\s+momento|ontem|esta\s+semana|essa\s+semana|desta\s+vez|dessa\s+vez"
    r"|até\s+agora|por\s+enquanto)\b",
    re.I,
)
_PT_TASTE = (
    r"(?:sabão|sabao|sabonete|terra|remédio|remedio|papelão|papelao|chulé|chule|detergente|nada|ferrugem|plástico"
    r"|meia|perfume)"
)
_PT_OF = ("de", "do", "da", "dos", "das")
_PT_IN = ("em", "no", "na", "nos", "nas", "num", "numa")
_PT_FOR = ("por", "pelo", "pela", "pelos", "pelas")


def _pt_prep_fits(noun: str, prep: str) -> bool:
    if noun == "pessoa":
        return prep in _PT_OF
    if noun.startswith(("viciad", "fissurad", "vidrad")):
        return prep in _PT_IN
    return prep in _PT_FOR


def _pt_devotee(noun: str, value: str, negative: bool) -> str:
    if noun in ("fraco", "fraquinho", "queda"):
        return f"O usuário tem {'uma' if noun == 'queda' else 'um'} {noun} por {value}"
    if noun == "pessoa":
        return f"O usuário {'não ' if negative else ''}é uma pessoa de {value}"
    prep = "em" if noun.startswith(("viciad", "fissurad", "vidrad")) else "por"
    # the generic masculine that agrees with "o usuário", as the other taste rules write it; the wording turns it
    # feminine when the message shows the user's gender (pt_wording.render)
    return f"O usuário é {vocab_pt.masculine(noun)} {prep} {value}"


PORTUGUESE = Phrasebook(
    language="pt",
    copula=r"é|são|sao|sempre\s+foi|sempre\s+foram|foi\s+sempre|virou|viraram|tornou-se|passou\s+a\s+ser",
    adverbs=r"(?:(?:simplesmente|literalmente|basicamente|mesmo|tipo|sempre|realmente|sem\s+dúvida)\s+)*",
    loved=(
        r"vida",
        r"(?:a\s+)?minha\s+vida",
        r"tudo",
        r"sagrad[oa]s?",
        r"(?:o\s+)?meu\s+lugar\s+feliz",
        r"(?:a\s+)?(?:minha\s+)?terapia",
        r"o\s+que\s+me\s+(?:mantém|mantem)\s+(?:sã|são|sao|viv[oa]|de\s+pé"
        r"|equilibrad[oa]|no\s+eixo|inteir[oa])",
        r"o\s+que\s+me\s+salva",
        r"(?:a\s+)?minha\s+salvação",
        r"(?:o\s+)?meu\s+vício",
        r"um\s+vício",
        r"a\s+melhor\s+(?:coisa|sensação)\s+(?:do\s+mundo|que\s+há|que\s+existe|da\s+vida)",
        r"(?:o\s+)?meu\s+lugar\s+no\s+mundo",
        r"(?:o\s+)?meu\s+escape|(?:a\s+)?minha\s+válvula\s+de\s+escape",
        r"(?:o\s+)?meu\s+refúgio",
        r"(?:a\s+)?minha\s+paixão",
        r"o\s+amor\s+da\s+minha\s+vida",
        r"inegociáve(?:l|is)",
        r"(?:a\s+)?minha\s+religião",
        r"(?:a\s+)?minha\s+praia",
        r"(?:o\s+)?meu\s+xodó",
        r"(?:a\s+)?minha\s+perdição",
        r"(?:o\s+)?meu\s+fraco",
        r"o\s+que\s+há(?:\s+de\s+melhor)?",
        r"tudo\s+de\s+bom",
        r"(?:bom|boa|bons|boas|top)\s+demais",
        r"(?:o\s+)?meu\s+combustível",
        r"(?:o|a)\s+melhor\s+do\s+mundo",
        r"(?:o\s+)?(?:meu\s+)?(?:oxigénio|oxigênio)",
        r"o\s+ponto\s+alto\s+d[ao]\s+(?:minha\s+)?(?:semana|dia)",
        r"(?:o\s+)?meu\s+(?:ritual|momento)\s+(?:sagrado|favorito|preferido)",
    ),
    hated=(
        r"horríve(?:l|is)",
        r"nojent[oa]s?",
        r"intragáve(?:l|is)",
        r"insuportáve(?:l|is)",
        r"detestáve(?:l|is)",
        r"um\s+horror",
        r"(?:o|a)\s+pior(?:\s+coisa(?:\s+do\s+mundo)?)?",
        r"uma\s+tortura",
        r"um\s+tédio",
        r"uma\s+seca",
        r"um\s+nojo",
        r"sobrevalorizad[oa]s?",
        r"superestimad[oa]s?",
        r"um\s+porre",
        r"(?:o\s+)?meu\s+pesadelo",
        r"um\s+castigo",
        r"um\s+(?:crime|pecado|sacrilégio)",
        r"veneno",
    ),
    loving_verbs=(
        r"me\s+(?:mantém|mantem|mantêm)\s+(?:sã|são|sao|viv[oa]|de\s+pé|equilibrad[oa]|no\s+eixo)",
        r"mantém-me\s+(?:sã|são|viv[oa]|de\s+pé|equilibrad[oa])",
        r"(?:tem|têm)\s+me\s+salvado",
        r"(?:tem|têm)-me\s+salvado",
        r"me\s+(?:salva|salvam|salvou)",
        r"(?:salva|salvam|salvou)-me",
        r"salva\s+(?:a\s+)?minha\s+(?:vida|sanidade|semana)",
        r"me\s+(?:faz|fazem)\s+(?:tão\s+|muito\s+|super\s+)?feliz",
        r"(?:faz|fazem)-me\s+(?:tão\s+|muito\s+)?feliz",
        r"nunca\s+(?:me\s+)?(?:cansa|enjoa|decepciona|desilude)",
        r"(?:me\s+(?:acalma|acalmam|relaxa|relaxam)|(?:acalma|acalmam|relaxa|relaxam)-me)",
    ),
    hating_verbs=(
        r"(?:tem|têm)\s+(?:gosto|sabor)\s+(?:de|a)\s+" + _PT_TASTE,
        r"sabem?\s+a\s+" + _PT_TASTE,
        r"(?:me\s+(?:dá|da|dão)|dá-me|dão-me)\s+(?:nojo|náuseas?|nauseas?|ânsia|ansia|vómitos?|vômitos?|agonia)",
        r"nem\s+a\s+pau",
        r"(?:eu\s+)?(?:tô|to|estou)\s+fora",
        r"nem\s+pensar",
        r"nem\s+mort[oa]",
        r"nem\s+de\s+graça",
        r"nem\s+pagando",
        r"nem\s+que\s+me\s+paguem",
        r"nem\s+por\s+decreto",
        r"(?:não|nao)\s+(?:me\s+)?descem?",
        r"dispenso",
        r"(?:não|nao)\s+me\s+dizem?\s+nada",
        r"(?:não|nao)\s+(?:tem|têm)\s+(?:gosto|sabor)\s+(?:de\s+|a\s+)?nada",
        r"(?:não|nao)\s+(?:é|e|são)\s+(?:muito\s+)?(?:pra|para)\s+mim",
        r"(?:não|nao)\s+(?:é|são)\s+comigo",
        r"(?:não|nao)\s+(?:é|são)\s+(?:muito\s+)?(?:a\s+)?minha\s+(?:praia|cena|onda"
        r"|vibe)",
    ),
    for_me=r"(?:pra|para|p/)\s+mim|na\s+minha\s+opinião",
    tail=r"(?:depois\s+d[oa]\s+(?:trabalho|plantão|expediente|serviço|aula|dia)|no\s+fim\s+do\s+dia|à\s+noite"
    r"|antes\s+de\s+dormir|como\s+nada|de\s+manhã|todas\s+as\s+manhãs|todo\s+(?:o\s+)?dia|todos\s+os\s+dias"
    r"|nessa\s+fase|nesta\s+fase|ultimamente|hoje\s+em\s+dia|há\s+\w+\s+(?:meses|anos|semanas)|kkk+|rs+|haha+|né"
    r"|ne|mesmo|demais|sempre|pô|po|mano|cara|desde\s+(?:criança|pequen[oa]|miúd[oa]|sempre"
    r"|(?:a\s+)?infância|moleque|(?:os|que\s+era)\s+\w+)|há\s+(?:anos|muito)|e\s+ponto(?:\s+final)?|ponto\s+final"
    r"|sem\s+discussão)",
    not_topic=_PT_NOT_TOPIC,
    own=rx.compile(r"(?:(?:o|a|os|as)\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\b", re.I),
    not_in_topic=frozenset(
        words(
            """é são sao era eram foi foram está estão tá diz disse dizem acha achou acham pensa falou fala jura que se
            quando porque mas eu ele ela eles elas você vc nós me te lhe"""
        )
    ),
    momentary=_PT_MOMENTARY,
    lead=_PT_LEAD,
    often=lambda value: pt_common.without_time(_PT_OFTEN.sub("", value) or value),
    unbeaten=r"(?:(?:não|nao)\s+(?:há|ha|tem|existe)\s+)?nada\s+"
    r"(?:como|melhor\s+(?:do\s+)?que|supera|bate|se\s+compara\s+a)",
    not_unbeaten=rx.compile(
        r"^(?:antes|isso|isto|aquilo|ele|ela|você|vc|o\s+que|quando|como|sempre|ontem|hoje|o\s+de\s+antes)\b"
        r"|\b(?:pra|para)\s+\w+(?:ar|er|ir)\b",
        re.I,
    ),
    where_after=rx.compile(r"\s+(?:n[oa]s?|num|numa)\s+.*$", re.I),
    devotee_after=r"(?P<noun>doente|roxo|roxa|fanátic[oa]|de\s+carteirinha|assumid[oa])",
    devotee_before=r"(?P<neg>(?:não|nao)\s+)?(?:(?:sou|tô|to|estou|ando|fiquei|tenho)\s+)?(?:uma?\s+)?"
    r"(?:(?:muito|super|mega|completamente|totalmente|mais)\s+)*(?P<noun>pessoa|viciad[oa]s?|doid[oa]s?|louc[oa]s?"
    r"|fissurad[oa]s?|apaixonad[oa]s?|vidrad[oa]s?|tarad[oa]s?|fraco|fraquinho|queda)\s+"
    r"(?P<prep>de|d[oa]s?|em|n[oa]s?|num|numa|por|pel[oa]s?)\s+"
    r"(?P<what>(?!(?:ir|fazer|ver|comer|beber|sair|voltar)\b)\S.*)",
    user_is=r"(?:eu\s+)?(?:sou\s+)?(?:(?:um|uma)\s+)?",
    read_elsewhere=rx.compile(
        r"(?:eu\s+)?(?:sou|somos)\s+(?:(?:muito|super|mega|uma?)\s+)?(?:apaixonad|louc|doid|maluc|tarad|vidrad|fanátic"
        r"|obcecad|fissurad)",
        re.I,
    ),
    lead_in=r"(?:(?:mano|cara|pô|po|véi|vei|velho|gente|olha|sério|confesso(?:\s+que)?|admito(?:\s+que)?)[\s,:]+)*",
    not_devotee=frozenset({"torcedor", "torcedora", "fã", "fan", "um", "uma", "sou"}),
    loves="O usuário adora {}",
    dislikes="O usuário não gosta de {}",
    devotee=_pt_devotee,
    phrase=pt_common.phrase,
    club_fans=vocab_pt.CLUB_FANS,
    supports="O usuário torce pelo {}",
    clubs_only=rx.compile(r"doente|roxo|roxa|fanátic[oa]|de\s+carteirinha|assumid[oa]"),
    prep_fits=_pt_prep_fits,
    anchors=_listed(
        "vida|tudo|sagrad|sensação|lugar no mundo|escape|crime|pecado|sacrilégio|acalma|relaxa|fora"
        "|lugar feliz|terapia|me mant|mantém-me|salva|vício|melhor coisa|refúgio|paixão|inegociáv|religião"
        "|praia|xodó|demais|combustível|melhor do mundo|oxig|ponto alto|ritual|momento|feliz|nunca me"
        "|nunca cansa|nunca enjoa|horrív|nojent|intragáv|insuportáv|detestáv|horror|pior|tortura|tédio|seca"
        "|nojo|sobrevaloriz|superestim|porre|pesadelo|castigo|veneno|gosto de|gosto a|perdição|meu fraco"
        "|o que há|tudo de bom|sabor|sabe a|sabem a|me dá|me da|dá-me|me dão|dão-me|nem |desce|dispenso"
        "|diz nada|dizem nada|pra mim|para mim|comigo|doente|roxo|roxa|fanátic|carteirinha|assumid|pessoa"
        "|viciad|doid|louc|fissurad|apaixonad|vidrad|tarad|fraco|fraquinho|queda|nada como|nada melhor"
        "|nada supera|nada bate|nada se compara|nunca decepciona|nunca desilude|minha cena|minha onda"
        "|minha vibe"
    ),
)


def _devotee_pattern(book: Phrasebook) -> str:
    after = rf"^{book.lead_in}{book.user_is}(?:(?:a|an)\s+)?"
    after += r"(?:(?:total|huge|big|massive|real|proper|complete|true|lifelong|die-?hard"
    after += rf"|self-confessed|massive|absolute|certified|bit\s+of\s+an?)\s+)*(?P<what>{_WORD}(?:\s+{_WORD}){{0,2}}?)"
    after += rf"(?:\s+|-){book.devotee_after}(?!\s+(?:of|for|about|de|d[oa]s?)\b)(?:\s+(?:here|aqui))?"
    after += rf"(?P<tail>(?:\s+(?:{book.tail}))*)" + _END
    return after


class _Gated(LazyPattern):
    """A rule's expression tried only on a clause that holds a word of its phrasebook's lexicon.

    The reader's rules are read anywhere in a clause (a topic can open with any word), so without a gate every
    clause of every message would run four expressions; a clause holds none of the lexicon's words far more often
    than not, and one pass of an automaton over it says so (:func:`.phrases.contains_any_at_word_start`).
    """

    __slots__ = ("_gate",)

    def __init__(self, source: str, gate: Callable[[str], bool]) -> None:
        super().__init__(source, re.I)
        self._gate = gate
        self.match = self._gated_match
        self.search = self._gated_search

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = super().compiled
        self.match = self._gated_match  # the parent points these at the bare expression once compiled
        self.search = self._gated_search
        return compiled

    def _gated_match(self, text: str) -> re.Match[str] | None:
        if not self._gate(text.lower()):
            return None
        return (self._compiled or self.compiled).match(text)

    def _gated_search(self, text: str) -> re.Match[str] | None:
        if not self._gate(text.lower()):
            return None
        return (self._compiled or self.compiled).search(text)


@cache
def _lexicon_gate(anchors: tuple[str, ...]) -> Callable[[str], bool]:
    """One automaton for a phrasebook's lexicon, shared by its rules' gate and its rule set's widened trigger."""
    return contains_any_at_word_start(anchors)


def rules(book: Phrasebook) -> list[Rule]:
    """The reader's rules in ``book``'s language: a topic evaluated, a devotee of a topic (noun after or before),
    what nothing beats. Each is read anywhere, behind the gate of the phrasebook's words."""
    lang = book.language
    gate = _lexicon_gate(book.anchors)
    read: list[tuple[str, str, Callable[[re.Match[str], Clause], BuildResult]]] = [
        ("evaluated", _evaluated_pattern(book), _evaluated(book)),
        ("devotee", _devotee_pattern(book), _devotee(book)),
        ("unbeaten", rf"^{book.lead_in}{book.unbeaten}\s+(?P<what>\S.*)", _unbeaten(book)),
        (
            "devotee_of",
            rf"^{book.lead_in}{book.user_is}{book.devotee_before}(?:\s+(?:{book.tail}))*" + _END,
            _devotee(book),
        ),
    ]
    return [
        Rule(f"{lang}.preference.{name}", (), _Gated(source, gate), build, "preference") for name, source, build in read
    ]


def widened(trigger: Callable[[str], bool], book: Phrasebook) -> Callable[[str], bool]:
    """A rule set's trigger that also lets through a sentence holding a word of the reader's lexicon."""
    found = _lexicon_gate(book.anchors)
    return lambda lower: trigger(lower) or found(lower)


ENGLISH_RULES = rules(ENGLISH)
PORTUGUESE_RULES = rules(PORTUGUESE)
