"""Helpers shared by the English rules: subjects, value cutting, third-person rendering."""

from __future__ import annotations

import re
from collections.abc import Callable

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.model import BuildResult, Clause, finding
from pamport.pipeline.extract.rules.phrases import proper_span, swapper, trim, with_region, words
from pamport.schemas.memory_store import MemoryType

I_AM = r"(?:i'?m|i\s+am|im)\s+"
I_HAVE = r"(?:i'?ve|i\s+have)\s+"
ADV = (
    r"(?:(?:just|also|currently|really|still|now|actually|mostly|usually|recently|basically|practically|literally"
    r"|virtually|definitely"
    r"|absolutely|totally|kinda|kind\s+of|pretty\s+much|generally|personally|honestly|truly|genuinely|always"
    r"|sometimes|often|mainly|primarily|officially|finally|already|even|only|full[- ]time|part[- ]time"
    r"|temporarily|happily|proudly|so|very|quite|deeply|madly|seriously)\s+)*"
)
CONNECTORS = frozenset(
    {
        "of",
        "de",
        "da",
        "do",
        "dos",
        "das",
        "del",
        "di",
        "du",
        "la",
        "le",
        "van",
        "von",
        "der",
        "den",
        "&",
        "and",
        "upon",
        "y",
        "e",
    }
)
PLACE_STOP = frozenset(
    words("""
    and but with for since now at on near the a an my this that here there home town city area apartment house
    flat suburb suburbs village countryside until till because so from to in of by work nights remotely
    currently right too as while which who where when it is was i part full btw tho lol fwiw atm rn obvs tbh
    haha innit though anyway after before during over last next ago tomorrow today tonight yesterday soon
    originally initially mostly mainly basically
    """)
)
CUT = rx.compile(
    r"\s*(?:,\s*(?:so|but|because|since|which|though|although|and\s+(?:i|it|that|they|you|so)|not|if|unless|like"
    r"|ever|please|thanks|lol|just|especially|except|otherwise|\w+ed|based|working|living|mostly|mainly"
    r"|usually|who)\b|,\s*(?:they're|it's|that's|he's|she's|they|it)\b"
    # a request after a comma ("I don't like spicy food, tone the chilli down", "love hiking, where should i go")
    r"|,\s*(?:tone|leave|swap|make|give|suggest|recommend|tell|help|keep|show|find|plan|can|could|would|what|how"
    r"|any|is|are|should|do|does|pls|plz|where|when|why|which|whats|hows|sort|put|add|quiz|test|check|look|review"
    r"|proofread|explain|draft|write|create|list|rate|compare|summari[sz]e|walk|teach|remind|ideas|tips|thoughts"
    r"|advice|suggestions|recommendations|checklist|anything|need|go\s+easy|easy\s+on|nothing|skip|avoid|no)\b|,\s+(?=[^,]*\b(?:is|are|was|were|has|makes|gets)\b)|\s+(?:last|past)\s+(?:year|month|week|summer|winter|spring|fall"
    r"|autumn)\b"
    # a question typed on without a comma ("hate cilantro what salsa can i make")
    r"|\s+(?:what|how|which|where|when|why)\s+(?:[\w'-]+\s+){0,2}?(?:can|could|should|do|does|would|will|is|are)\s+"
    r"(?:i|you|we|u|this|it|that|they)\b|\s+(?:\d+|a|an|a\s+few|two|three|several)\s+(?:years?|months?|weeks?|days?)\s+ago\b|\s+(?:because|so\s+that|so|but|though|although|unless|lol|haha|btw|thanks|please|while|whilst|ugh|lmao|smh|ffs"
    r"|otherwise|since|together)\b|\s+and\s+(?:it|this|that|they|there|he|she)\b|\s+[(\[]|\s+[—–-]\s+|[.!?](?=\s|$)|;)",
    re.I,
)
INSTRUCTION_CUT = rx.compile(
    r"\s*(?:,|\s+(?:because|since|so|as|unless|otherwise|thanks|please)\b|[.!?](?=\s|$)|;)", re.I
)
DEICTIC = rx.compile(
    r"(?:it|this|that|these|those|them|him|her|you|your|yours|how|what|when|where|why|which|who|whatever"
    r"|everything|anything|something|nothing|one|ones|both|all|so|too|very|being|here|there|a\s+lot"
    r"|lots|the\s+way|the\s+idea|the\s+fact|the\s+answer|the\s+response|to\s+(?:know|think|see|ask|hear|say"
    r"|be\s+sure|check|try)"
    # a reaction to something in the conversation ("I like the calmer plan"), not a lasting taste
    r"|the\s+(?:[\w-]+\s+)?(?:plan|idea|option|options|one|ones|approach|version|suggestion|proposal|draft|design"
    r"|solution|name|title|first|second|third|last|other|former|latter|previous|above|list|answer|result|layout"
    r"|structure|format|wording|rewrite|changes|edit|edits|example|examples|code|output))\b",
    re.I,
)
swap = swapper(
    {
        "my": "their",
        "mine": "theirs",
        "myself": "themselves",
        "me": "them",
        "i'm": "they're",
        "im": "they're",
        "i am": "they are",
        "i've": "they've",
        "i'd": "they'd",
        "i'll": "they'll",
        "i": "they",
        "our": "their",
        "ours": "theirs",
        "ourselves": "themselves",
    }
)
_YOUR = rx.compile(r"\byour\s+", re.I)


def phrase(text: str, *, deictic_ok: bool = False) -> str | None:
    """A free phrase in the third person, or None if it is empty, too long or only points at something."""
    value = trim(text, CUT)
    if value is None or (not deictic_ok and DEICTIC.match(value)):
        return None
    return swap(value)


def instruction_text(text: str) -> str | None:
    value = trim(text, INSTRUCTION_CUT)
    if value is None:
        return None
    value = _YOUR.sub("", value)
    value = swap(value).replace(" you ", " the assistant ")
    return value[:1].lower() + value[1:] if value[1:2].islower() else value


_BRACKET_REGION = rx.compile(r"\s*\(\s*([^()]{2,40}?)\s*(?:\)|$)")


#: A settlement described before it is named ("a small village in Cornwall", "a town just outside York").
_DESCRIBED_PLACE = rx.compile(
    r"(?:a|an)\s+(?:(?:small|little|tiny|quiet|sleepy|big|rural|coastal|seaside|market)\s+)*(?:village|town|city|suburb"
    r"|hamlet|place)\s+(?:in|near|outside|just\s+outside|close\s+to|on\s+the\s+outskirts\s+of|(?:just\s+)?(?:north"
    r"|south|east|west)\s+of)\s+",
    re.I,
)


def place(text: str, clause: Clause) -> str | None:
    text = re.sub(r"^the\s+(?=[A-Z])", "", text.lstrip())
    text = _DESCRIBED_PLACE.sub("", text, count=1) if _DESCRIBED_PLACE.match(text) else text
    span = proper_span(text, connectors=CONNECTORS, lowercase=clause.lowercase, stop=PLACE_STOP, max_tokens=5)
    if span is None or span.lower() in V.NOT_NAMES or span.lower() in PLACE_STOP:
        return None
    # "fallowfield (manchester)": the bracket names the wider place.
    bracket = _BRACKET_REGION.match(text.lstrip(), len(span))
    if bracket is not None:
        region = proper_span(bracket.group(1), connectors=CONNECTORS, lowercase=clause.lowercase, stop=PLACE_STOP)
        if region is not None and region.lower() == bracket.group(1).lower():
            return f"{span}, {region}"
    return with_region(text, span, connectors=CONNECTORS)


_CALLED = rx.compile(r"(?:a|an|the|this)\s+(?:[\w-]+\s+){0,3}?(?:called|named)\s+(?=[A-Z])", re.I)


def organisation(text: str) -> str | None:
    text = re.sub(r"^the\s+(?=[A-Z])", "", text.lstrip())
    called = _CALLED.match(text)
    if called is not None:
        text = text[called.end() :]  # "a healthtech startup called Medlane"
    span = proper_span(text, connectors=CONNECTORS, max_tokens=6)
    if span is None or span.lower() in V.NOT_NAMES:
        return None
    return span


#: Words after "work at/for" that name no organisation ("at night", "for myself", "at a local school").
_NOT_ORGANISATIONS = PLACE_STOP | frozenset(
    words("""
    night nights weekends weekend work myself yourself me them us it free fun money food tips cash peanuts least most
    all times school uni college university hospital office desk computer startup company firm bank shop store cafe
    café restaurant agency charity nonprofit hotel factory warehouse supermarket pub bar gym clinic practice lab local
    big small large same different family friend's dad's mum's dad mum clients customers people companies startups
    brands government council living pace scale speed will home someone somebody anyone everyone nobody myself
    one two three several various multiple startup corporate retail library libraries weekend evenings kitchen
    """)
)
_LOWER_ORGANISATION = rx.compile(
    r"(?:the\s+)?(?P<org>[a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*){0,2}?)(?=\s*(?:$|[,.;:!?)(]|\s+(?:as|now|since|for|and"
    r"|but|so|btw|in|on|at|tho|lol|rn|atm|these|full[- ]time|part[- ]time|remotely|doing|where|which|who|fwiw"
    r"|though|because|until|till|while|currently|nowadays|too|lmao|haha)\b))"
)


def lower_organisation(text: str) -> str | None:
    """An organisation typed in lower case ("i work at deloitte", "a nurse for the nhs"): up to three words before
    a boundary, none of them a word that names no organisation; an initialism without vowels is written in
    capitals ("NHS", "KPMG"), other words capitalised."""
    found = _LOWER_ORGANISATION.match(text.lstrip())
    if found is None:
        return None
    said = found.group("org").split()
    if any(w.lower() in _NOT_ORGANISATIONS or w.lower() in V.NOT_NAMES for w in said):
        return None
    if len(said) == 1 and len(said[0]) <= 3 and said[0].isalpha():
        return said[0].upper()  # "ucl", "ibm", "nhs": an initialism
    return " ".join(
        w.upper() if len(w) <= 4 and not re.search(r"[aeiou]", w) else w[:1].upper() + w[1:] for w in said
    )


def person_name(text: str, clause: Clause, *, max_tokens: int = 3) -> str | None:
    span = proper_span(
        text,
        connectors=frozenset({"de", "da", "do", "dos", "van", "von", "der"}),
        lowercase=clause.lowercase,
        stop=PLACE_STOP | V.NOT_NAMES,
        max_tokens=max_tokens,
    )
    if span is None or any(part.lower() in V.NOT_NAMES for part in span.split()):
        return None
    return span


#: Letters whose spoken name starts with a vowel sound, for initialisms read letter by letter ("an SRE", "an MP").
_VOWEL_SOUND_LETTERS = frozenset("AEFHILMNORSX")
#: Words starting with a vowel letter and a consonant sound, or with a silent h.
_A_BEFORE = ("uni", "use", "usu", "ute", "one", "euro", "eu")
_AN_BEFORE = ("hour", "honest", "honor", "honour", "heir", "x-")


def article(word: str) -> str:
    """ "a" or "an" by the sound the word starts with: "an SRE", "a UX designer", "a university lecturer"."""
    first = word.split()[0] if word.split() else word
    letters = first.strip(".,()").replace("-", "")
    if 1 < len(letters) <= 5 and letters.isupper() and letters.isalpha():
        return "an" if letters[0] in _VOWEL_SOUND_LETTERS else "a"
    lower = first.lower()
    if lower.startswith(_AN_BEFORE):
        return "an"
    if lower.startswith(_A_BEFORE):
        return "a"
    return "an" if lower[:1] in "aeiou" else "a"


def templated(
    kind: MemoryType,
    template: str,
    confidence: float,
    topic: str,
    group: str = "obj",
    *,
    deictic_ok: bool = False,
) -> Callable[[re.Match[str], Clause], BuildResult]:
    """A builder for "User <verb> <phrase>": the phrase is the named group, cut, in the third person.

    When the pattern has a ``lead`` group ("learning", "a big fan of"), it is kept verbatim before the
    phrase and
    only the phrase must not be a bare pointer ("into it", "learning this").
    """

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        value = phrase(match.group(group), deictic_ok=deictic_ok)
        if value is None:
            return None
        lead = match.groupdict().get("lead")
        if lead:
            value = swap(re.sub(r"\s+", " ", lead.strip()).lower()) + " " + value
        return finding(kind, template.format(value), confidence, topic)

    return build
