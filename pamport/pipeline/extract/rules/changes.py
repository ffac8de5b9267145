"""Changes of state told in one message: the new value and the end of the old one.

"I've transferred from Belmont High to Fairmont High", "left Hentley Creek, I'm at Oakbank Estate now", "deixei o
Windows de vez, já estou no Mac", "mudei-me de Braga para o Porto": the sentence names both values, often in a frame
no rule reads on its own, so the new value was never found, or the old one stayed current. This reader is anchored
on the change itself (a change verb, "from … to …", "no more …", "not … anymore", "ex-…", an arrow), not on the
frame around the values, and is written once: a :class:`Phrasebook` per language gives the words, and one builder
turns what it finds into plain statements ("I work at Fairmont High", "uso macOS") that the language's own rules
read, so the memory and its slot are the ones those rules would make.

What the change is about (a home, an employer, a job, an operating system, an editor, a device, a diet, a marital
status) is told first by the values themselves (a system, an editor, a phone, a diet or a status is known by name),
then by the verb ("moved" is a home, "transferred" a workplace, "promoted" a job) or by the frame of the new value
("I'm at X now" a workplace, "living in X" a home, "as a Y" a job). A change with no such sign gives nothing.

The new value is read by the rule set (:func:`reader`, hooked into :meth:`.engine.RuleSet.read`), with every check
a sentence passes there (a question, a hypothesis, a task, pasted text); the old one is a retraction
(:func:`cessations`, read with those of :mod:`.retractions`), so consolidation retires it even when no new value
was read. Only changes the user tells of themselves are read: the frames start at the sentence or a clause, with
"I"/"we" or no subject ("my sister moved from Leeds to York" is hers), and a sentence that asks or imagines
("should I switch from Windows to Mac?", "thinking about leaving my job") says nothing of what changed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pamport.pipeline.extract.rules import en_work, pt_work
from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import by_first_letter, longest_first
from pamport.pipeline.extract.rules.phrases import contains_any
from pamport.pipeline.extract.rules.retractions import Cessation, before_unreal
from pamport.pipeline.slotkeys import attribute_of, canonical_object, key_for, object_of

if TYPE_CHECKING:
    from pamport.pipeline.extract.rules.engine import Hit

#: What each kind of change is, as consolidation keys it: the attributes a new value may be read as.
ATTRIBUTES: Mapping[str, frozenset[str]] = {
    "home": frozenset({"fact/home_city"}),
    "employer": frozenset({"fact/employer"}),
    "job": frozenset({"fact/job_title"}),
    "os": frozenset({"environment/os"}),
    "editor": frozenset({"environment/editor"}),
    "device": frozenset({"environment/device"}),
    "diet": frozenset({"preference/diet"}),
    "status": frozenset({"relationship/status"}),
}

#: Attributes of the environment: a value named by the change is one of them, as the change says.
_ENVIRONMENT = frozenset({"environment/os", "environment/device", "environment/editor", "environment/uses"})

#: Kinds known by the value's own name, in the order they are told apart ("android" is a system, but beside a
#: phone the change is of phone).
_NAMED = ("device", "editor", "os", "diet", "status")

# Names shared by both languages: systems, editors, devices.
_OS_NAMES = (
    "windows", "windows 10", "windows 11", "win10", "win11", "macos", "mac os", "osx", "os x", "linux", "ubuntu",
    "debian", "fedora", "arch", "arch linux", "manjaro", "linux mint", "mint", "nixos", "pop!_os", "pop os", "popos",
    "chromeos", "chrome os", "elementary os", "opensuse", "zorin", "kubuntu", "xubuntu", "endeavouros", "wsl",
)  # fmt: skip
_EDITOR_NAMES = (
    "vim", "neovim", "nvim", "emacs", "vscode", "vs code", "visual studio code", "sublime", "sublime text",
    "intellij", "pycharm", "webstorm", "zed", "cursor", "helix", "atom", "xcode", "rstudio", "notepad++", "nano",
    "vscodium", "windsurf",
)  # fmt: skip
_DEVICE_NAMES = (
    "iphone", "pixel", "galaxy", "samsung", "oneplus", "xiaomi", "redmi", "motorola", "moto g", "huawei", "fairphone",
    "nokia", "macbook", "macbook air", "macbook pro", "thinkpad", "chromebook", "surface", "ipad", "kindle", "kobo",
    "android phone", "android",
)  # fmt: skip
#: "mac" is a machine or its system: the system when the other value is one ("deixei o Windows, estou no Mac").
_MAC = "mac"


def _names(words: Iterable[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=longest_first))


#: A value that is a model ("iPhone 15 Pro", "Windows 11", "Pixel 8a").
_MODEL = r"(?:\s+(?:\d+[a-z]?|pro|max|plus|ultra|air|mini|lite|fe|se|x\d*|s\d+|a\d+))*"


@dataclass(frozen=True)
class Phrasebook:
    """One language's words for a change; the builder below is the same for every language."""

    language: str
    #: Frames that name both values: groups ``old`` and ``new``, and ``verb`` when it tells the kind.
    both: tuple[re.Pattern[str], ...]
    #: Frames that end a value: group ``old`` (``verb`` when it tells the kind).
    ended: tuple[re.Pattern[str], ...]
    #: Frames that state the value now held, read in a sentence that ends another: group ``new`` with ``prep``
    #: (the kind it tells: "at" a workplace, "in" a home) or ``kind``, or ``role`` (a job).
    current: tuple[re.Pattern[str], ...]
    #: The kind a change verb tells, by the verb's first word ("moved" → a home).
    verbs: Mapping[str, str]
    #: The kind a preposition of :attr:`current` tells.
    preps: Mapping[str, str]
    #: How the language's rules are told each kind: a template with ``{v}`` (``{a}``: an indefinite article).
    said: Mapping[str, str]
    #: Diets and marital statuses in this language.
    diets: frozenset[str]
    statuses: frozenset[str]
    #: Leading words that are not part of a value ("my", "the", "o meu") and trailing ones ("now", "de vez").
    leading: re.Pattern[str]
    trailing: re.Pattern[str]
    #: Words a value never holds (a pronoun, a verb): the frame was read too widely.
    not_a_value: re.Pattern[str]
    #: Words without one of which no frame can match: a cheap test before :attr:`anchors`.
    keywords: tuple[str, ...]
    #: The change verbs and markers the frames are anchored on, without their values: a text without one tells no
    #: change, and the frames are tried only on sentences that hold one.
    anchors: re.Pattern[str]
    #: Words for a workplace ("cafe", "restaurante"): a value left that holds one can be a workplace.
    workplaces: frozenset[str]
    #: What makes being somewhere a stay, not a home ("for the conference", "de férias"): the rules' own.
    stays: re.Pattern[str]
    #: Words before a value that say it is not the one now held ("not", "from"; "não", "de").
    away: re.Pattern[str]
    #: The indefinite article for a value ("a", "an"; "" where the language says "sou enfermeira").
    article: Callable[[str], str]


@dataclass(frozen=True)
class Change:
    """A change found in a sentence: its kind, the value left (if named) and the value now held (if named)."""

    language: str
    clause: str
    kind: str
    old: str | None
    new: str | None


# --------------------------------------------------------------------------------------------------- phrasebooks

#: Where a value ends: the end of the clause, or a word that starts what is said about it.
_EN_STOP = (
    r"(?=\s*(?:$|[,.;:!?()—–]|\s-\s)|\s+(?:now|for|with|in|on|at|as|and|but|so|because|since|after|when|last|this|next"
    r"|yesterday|today|ago|lol|haha|tbh|btw|too|finally|officially|permanently|full[- ]time|instead|anymore|any\s+more"
    r"|no\s+more|though|tho|which|where|who|and|from|starting|until|till)\b)"
)
_PT_STOP = (
    r"(?=\s*(?:$|[,.;:!?()—–]|\s-\s)|\s+(?:agora|de\s+vez|para\s+sempre|a\s+tempo\s+inteiro|h[áa]|desde|em\s+\d|no\s+ano"
    r"|na\s+semana|no\s+m[êe]s|ontem|hoje|e|mas|porque|pois|então|entao|quando|como|onde|que|com|pra|para|por"
    r"|também|tambem|finalmente|kkk+|rs|né|mais|j[áa])\b)"
)
#: A value: up to six words of its clause (bounded, so that a long clause costs no more than a short one).
_VALUE = r"(?P<{g}>[^\W_][^\s,.;:!?()]*(?:\s+[^\s,.;:!?()]+){{0,5}}?)"
#: The start of a sentence or of a clause: a frame said there without a subject is the user's.
_EN_START = r"(?:^|(?<=[,;:(—–!…])\s*)"
_PT_START = _EN_START
#: "I'm …", or the start of a clause said without its subject.
_EN_IM = r"(?:" + _EN_START + r"|(?:^|(?<=[\s,;:(]))(?:i'?m|im|i\s+am)\s+)"
#: "I …"/"we …", or the start of a clause said without its subject.
_EN_WE = r"(?:" + _EN_START + r"|(?:^|(?<=[\s,;:(]))(?:i|we)\s+)"
_PT_WE = r"(?:" + _PT_START + r"|(?:^|(?<=[\s,;:(]))(?:eu|agora|j[áa])\s+)"
_EN_I = r"(?:^|(?<=[,;:(—–])\s*|(?:^|(?<=[\s,;:(]))(?:i|we)(?:\s+have|'ve|\s+had|'d)?\s+)"
_EN_ADV = r"(?:(?:just|finally|recently|officially|actually|now|already|eventually)\s+)*"
_EN_ART = r"(?:(?:my|our|the|an?)\s+)?"


def _en(pattern: str) -> re.Pattern[str]:
    return rx.compile(pattern.replace("{stop}", _EN_STOP), re.I)


def _pt(pattern: str) -> re.Pattern[str]:
    return rx.compile(pattern.replace("{stop}", _PT_STOP), re.I)


_OLD = _VALUE.format(g="old")
_NEW = _VALUE.format(g="new")
_ROLE = _VALUE.format(g="role")

_EN_VERBS: Mapping[str, str] = {
    "moved": "home", "relocated": "home", "moved out of": "home", "moved away from": "home",
    "transferred": "employer", "changed jobs": "employer", "switched jobs": "employer", "moved jobs": "employer",
    "changed companies": "employer", "switched companies": "employer", "moved companies": "employer",
    "changed employers": "employer", "switched employers": "employer", "moved employers": "employer",
    "moved house": "home", "moved cities": "home", "moved towns": "home", "jumped": "employer",
    "promoted": "job",
}  # fmt: skip

_EN_PREPS: Mapping[str, str] = {
    "at": "employer", "with": "employer", "work": "employer", "working": "employer", "started": "employer",
    "starting": "employer", "joined": "employer", "in": "home", "live": "home", "living": "home", "based": "home",
    "settled": "home", "on": "named", "using": "named", "running": "named",
}  # fmt: skip

_EN_SAID: Mapping[str, str] = {
    "home": "I live in {v}", "employer": "I work at {v}", "job": "I'm {a} {v}", "os": "I use {v}",
    "editor": "I use {v}", "device": "I have {a} {v}", "diet": "I'm {v}", "status": "I'm {v}",
}  # fmt: skip

#: The change verbs and markers of English (the frames' anchors).
_EN_ANCHORS = (
    "switched", "moved", "changed", "transferred", "migrated", "went", "gone", "upgraded", "converted", "relocated",
    "jumped", "promoted", "swapped", "traded", "ditched", "dropped", "replaced", "left", "quit", r"gave\s+up",
    r"got\s+rid", r"no\s+more", r"any\s?more", r"no\s+longer",
)  # fmt: skip

ENGLISH = Phrasebook(
    language="en",
    both=(
        # "I've transferred from Belmont High to Fairmont High", "we moved from Leeds to York", "went from nurse to
        # midwife", "switched over from windows to linux", "got promoted from analyst to team lead"
        _en(
            _EN_I + r"(?:got\s+|been\s+|was\s+)?" + _EN_ADV + r"(?P<verb>(?:changed|switched|moved)\s+(?:jobs|companies"
            r"|employers)|moved\s+(?:house|cities|towns)"
            r"|switched|moved|changed|transferred|migrated|went|gone|upgraded|converted|relocated|jumped|promoted"
            r"|swapped)\s+(?:over\s+|back\s+|across\s+|house\s+|jobs\s+|careers\s+)?from\s+" + _EN_ART + _OLD
            + r"\s+(?:to|into)\s+" + _EN_ART + _NEW + "{stop}"
        ),
        # "swapped my android for an iphone", "traded vim for neovim", "ditched windows for linux"
        _en(
            _EN_I + _EN_ADV + r"(?P<verb>swapped|traded|ditched|dropped|replaced|left|quit|gave\s+up)\s+" + _EN_ART
            + _OLD + r"\s+(?:for|with|in\s+favou?r\s+of)\s+" + _EN_ART + _NEW + "{stop}"
        ),
        # "windows → linux, finally", "vegetarian -> pescatarian": a named kind only
        _en(r"(?:^|(?<=[\s,;:(]))" + _EN_ART + _OLD + r"\s*(?:→|->|=>|⟶)\s*" + _EN_ART + _NEW + "{stop}"),
    ),
    ended=(
        # "left Hentley Creek", "quit the cafe", "moved out of Adelaide", "gave up vim"
        _en(
            _EN_I + _EN_ADV + r"(?P<verb>left|quit|ditched|dropped|moved\s+out\s+of|moved\s+away\s+from|gave\s+up"
            r"|got\s+rid\s+of)\s+" + r"(?:my\s+(?:job|role|position)\s+(?:at|with|in)\s+)?" + _EN_ART + _OLD + "{stop}"
        ),
        # "no more postie life", "no more windows for me"
        _en(_EN_START + r"no\s+more\s+" + _EN_ART + _OLD + r"(?:\s+(?:life|days|for\s+me))?{stop}"),
        # "not an accountant anymore", "I'm no longer a barista"
        _en(
            _EN_IM + r"(?:not\s+" + _EN_ART + _OLD + r"\s+any\s?more"
            r"|no\s+longer\s+(?:an?\s+)?" + _OLD.replace("old", "old2") + "{stop})"
        ),
        # "ex-accountant", "former barista"
        _en(_EN_IM + r"(?:an?\s+)?(?:ex-|ex\s+|former\s+)" + _OLD + "{stop}"),
    ),
    current=(
        # "I'm at Oakbank Estate now", "i'm in York now", "I'm with Arriva these days"
        _en(r"(?:^|(?<=[\s,;:(]))(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:now\s+)?(?P<prep>at|with|in)\s+" + _EN_ART
            + _NEW + "{stop}"),
        # "I work at waterstones now", "working for NHS Fife", "started at Lidl", "living in McLaren Vale now"
        _en(
            _EN_WE + r"(?:now\s+|just\s+|'ve\s+)?(?P<prep>work|working"
            r"|started|starting|joined"
            r"|live|living|based|settled)\s+(?:at|for|with|in)?\s*" + _EN_ART + _NEW + "{stop}"
        ),
        # "on linux now", "using neovim now", "now on a pixel 8"
        _en(r"(?:^|(?<=[\s,;:(]))(?:(?:i'?m|im|i\s+am)\s+)?(?:now\s+)?(?P<prep>on|using|running)\s+" + _EN_ART
            + _NEW + "{stop}"),
        # "I'll be a financial analyst", "I'm a barista now", "now a nurse"
        _en(r"(?:^|(?<=[\s,;:(]))(?:i'?ll\s+be|i\s+will\s+be|i'?m\s+going\s+to\s+be|i'?m\s+now)\s+(?:an?\s+)?" + _ROLE
            + "{stop}"),
        _en(_EN_START + r"now\s+(?:an?\s+)?" + _ROLE + "{stop}"),
        _en(r"(?:^|(?<=[\s,;:(]))(?:i'?m|im|i\s+am)\s+an?\s+" + _ROLE + r"\s+now{stop}"),
        # "started in IT support at NHS Tayside", "started as a nurse at St James"
        _en(_EN_WE + r"(?:just\s+)?(?:started|began|starting)\s+(?:in|as)\s+(?:an?\s+)?"
            + _ROLE + r"\s+(?:at|with|for)\s+" + _EN_ART + _NEW + "{stop}"),
    ),
    verbs=_EN_VERBS,
    preps=_EN_PREPS,
    said=_EN_SAID,
    diets=frozenset({"vegan", "vegetarian", "veggie", "pescatarian", "pescetarian", "flexitarian", "keto", "carnivore",
                     "plant-based", "plant based"}),
    statuses=frozenset({"single", "married", "engaged", "divorced", "separated", "widowed", "in a relationship"}),
    leading=rx.compile(r"^(?:(?:my|our|the|an?|this)\s+)+", re.I),
    trailing=rx.compile(r"(?:\s+(?:now|again|life|days|for\s+good|for\s+me|anymore|any\s+more|lol|haha))+$", re.I),
    not_a_value=rx.compile(
        r"\b(?:i|i'm|im|me|we|you|u|he|she|they|it|is|was|are|were|be|been|have|has|had|will|would|should|could"
        r"|can|do|does|did|this|that|what|how|why|job|jobs|thing|things|stuff|one|lot|bit|way|time|there|here|as|at"
        r"|home|work|moment"
        r"|to|from|for|with)\b",
        re.I,
    ),
    stays=en_work.STAY,
    anchors=rx.compile(
        "|".join(rf"\b{word}\b" for word in _EN_ANCHORS) + r"|\bex-|\bex\s|\bformer\s|→|->|=>|⟶", re.I
    ),
    workplaces=frozenset({"cafe", "café", "shop", "restaurant", "bar", "pub", "office", "bank", "hospital", "school",
                          "store", "warehouse", "factory", "company", "firm", "agency", "startup", "studio", "clinic",
                          "salon", "hotel", "surgery", "practice", "council", "college", "university", "uni", "lab",
                          "kitchen", "garage", "call centre", "depot", "plant", "mill", "nursery", "pharmacy"}),
    keywords=("switched", "moved", "changed", "transferred", "migrated", "went", "gone", "upgraded", "converted",
              "relocated", "jumped", "promoted", "swapped", "traded", "ditched", "dropped", "replaced", "left", "quit",
              "gave up", "got rid", "no more", "anymore", "any more", "no longer", "ex-", "ex ", "former ", "→", "->",
              "=>", "⟶"),
    away=rx.compile(r"\b(?:not|no|from|than|of)\s+(?:(?:the|my|a|an)\s+)?$", re.I),
    article=lambda value: "an" if value[:1].lower() in "aeiou" else "a",
)

_PT_ART = r"(?:(?:[oa]s?\s+)?(?:meu|minha|meus|minhas|nosso|nossa)\s+|[oa]s?\s+|um\s+|uma\s+)?"
_PT_I = r"(?:^|(?<=[,;:(—–])\s*|(?:^|(?<=[\s,;:(]))(?:eu|n[óo]s)\s+)"
_PT_ADV = r"(?:(?:j[áa]|finalmente|agora|enfim|oficialmente)\s+)*"
_PT_FROM = r"(?:de\s+|d[oa]s?\s+|dum\s+|duma\s+)"
_PT_TO = r"(?:para|pra|pro|pr[oa]s?)\s+"

_PT_VERBS: Mapping[str, str] = {
    "mudei-me": "home", "me mudei": "home", "mudámo-nos": "home", "mudamo-nos": "home", "nos mudamos": "home",
    "fui transferido": "employer", "fui transferida": "employer", "transferi-me": "employer",
    "me transferi": "employer", "fui promovido": "job", "fui promovida": "job",
    "mudei de emprego": "employer", "mudei de trabalho": "employer", "mudei de empresa": "employer",
    "mudámos de casa": "home", "mudamos de casa": "home", "mudei de casa": "home", "mudei de cidade": "home",
    "mudámos de cidade": "home", "mudamos de cidade": "home", "sou": "job", "trabalho": "employer", "moro": "home",
    "estou": "employer", "uso": "tool",
}  # fmt: skip

_PT_PREPS: Mapping[str, str] = {
    "a trabalhar": "employer", "trabalhando": "employer", "trabalho": "employer", "a viver": "home",
    "vivendo": "home", "a morar": "home", "morando": "home", "moro": "home", "moramos": "home", "vivo": "home",
    "vivemos": "home", "trabalhamos": "employer", "em": "home",
    "no": "employer", "na": "employer", "nos": "employer", "nas": "employer", "com": "employer",
    "a usar": "named", "usando": "named", "uso": "named", "tenho": "named",
}  # fmt: skip

_PT_SAID: Mapping[str, str] = {
    "home": "moro em {v}", "employer": "trabalho em {v}", "job": "sou {v}", "os": "uso {v}", "editor": "uso {v}",
    "device": "tenho um {v}", "diet": "sou {v}", "status": "sou {v}",
}  # fmt: skip

PORTUGUESE = Phrasebook(
    language="pt",
    both=(
        # "mudei-me de Braga para o Porto", "mudámos de Lisboa pra Setúbal", "passei de contabilista a analista",
        # "fui transferida da escola de Belém para a de Oeiras", "troquei de Android para iPhone"
        _pt(
            _PT_I + _PT_ADV + r"(?P<verb>mud(?:ei|[áa]mos)\s+de\s+(?:emprego|trabalho|empresa|casa|cidade)\s*,?"
            r"|mudei-me|me\s+mudei|mudámo-nos|mudamo-nos|nos\s+mudamos|mudei|mudámos|mudamos"
            r"|passei|passámos|passamos|fui\s+transferid[oa]|transferi-me|me\s+transferi|migrei|troquei|trocámos"
            r"|trocamos|fui\s+promovid[oa]|saí|sai|saímos)\s+" + _PT_FROM + _PT_ART + _OLD + r"\s+(?:" + _PT_TO
            + r"|a\s+|ao\s+|à\s+)" + _PT_ART + _NEW + "{stop}"
        ),
        # "troquei o Android por um iPhone", "troquei o vim pelo neovim", "larguei o Windows pelo Linux"
        _pt(
            _PT_I + _PT_ADV + r"(?P<verb>troquei|trocámos|trocamos|larguei|deixei|substituí|substitui)\s+" + _PT_ART
            + _OLD + r"\s+(?:por|pel[oa]s?)\s+" + _PT_ART + _NEW + "{stop}"
        ),
        _pt(r"(?:^|(?<=[\s,;:(]))" + _PT_ART + _OLD + r"\s*(?:→|->|=>|⟶)\s*" + _PT_ART + _NEW + "{stop}"),
    ),
    ended=(
        # "deixei o Windows de vez", "saí da Sonae", "larguei o café", "abandonei o vim"
        _pt(
            _PT_I + _PT_ADV + r"(?P<verb>deixei|larguei|abandonei|saí|sai|saímos|sa[íi]mos|mudei-me|me\s+mudei)\s+"
            r"(?:d[aoe]s?\s+|[oa]s?\s+)?(?:(?:meu|minha|nosso|nossa)\s+)?" + _OLD + "{stop}"
        ),
        # "já não sou contabilista", "não sou mais vegetariana", "já não estou na Sonae"
        _pt(
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?(?:j[áa]\s+n[ãa]o|n[ãa]o)\s+(?P<verb>sou|estou|trabalho|moro|uso)\s+(?:mais\s+)?"
            r"(?:n[oa]s?\s+|em\s+|com\s+[oa]?\s*)?" + _PT_ART + _OLD + "{stop}"
        ),
        # "chega de Windows", "acabou-se o vim"
        _pt(_PT_START + r"(?:chega\s+d[eoa]s?|acabou-se\s+[oa]s?|nunca\s+mais)\s+" + _PT_ART + _OLD + "{stop}"),
        # "ex-contabilista", "antigo barista"
        _pt(r"(?:" + _PT_START + r"|(?:^|(?<=[\s,;:(]))(?:eu\s+)?sou\s+)(?:ex-|ex\s+)" + _OLD + "{stop}"),
    ),
    current=(
        # "agora estou na Oakbank", "já estou em Tavira", "tô no Mac", "estou a trabalhar no Mac"
        _pt(
            r"(?:^|(?<=[\s,;:(]))(?:eu\s+)?" + _PT_ADV + r"(?:estou|tô|to|tou|estamos)\s+(?:agora\s+)?"
            r"(?:(?P<kind>a\s+trabalhar|trabalhando|a\s+usar|usando|a\s+viver|vivendo|a\s+morar|morando)\s+)?"
            r"(?P<prep>n[oa]s?|em|com)\s+" + _PT_ART + _NEW + "{stop}"
        ),
        # "agora trabalho na Kitchenbox", "agora moro em Faro", "agora uso Linux"
        _pt(
            _PT_WE + _PT_ADV + r"(?P<kind>trabalho|trabalhamos|moro|moramos|vivo|vivemos|uso|tenho)\s+(?:agora\s+)?"
            r"(?P<prep>n[oa]s?|em|com|para|pra)?\s*" + _PT_ART + _NEW + "{stop}"
        ),
        # "agora sou analista", "vou ser analista financeira", "como enfermeira"
        _pt(
            r"(?:^|(?<=[\s,;:(]))(?:(?:eu\s+)?" + _PT_ADV + r"(?:sou|vou\s+ser|passo\s+a\s+ser|passei\s+a\s+ser)"
            r"|como)\s+(?:um\s+|uma\s+)?" + _ROLE + "{stop}"
        ),
    ),
    verbs=_PT_VERBS,
    preps=_PT_PREPS,
    said=_PT_SAID,
    diets=frozenset({"vegano", "vegana", "vegetariano", "vegetariana", "pescetariano", "pescetariana", "flexitariano",
                     "flexitariana", "keto", "low carb"}),
    statuses=frozenset({"solteiro", "solteira", "casado", "casada", "noivo", "noiva", "divorciado", "divorciada",
                        "separado", "separada", "viúvo", "viúva", "numa relação"}),
    leading=rx.compile(r"^(?:(?:[oa]s?|um|uma|meu|minha|meus|minhas|nosso|nossa)\s+)+", re.I),
    trailing=rx.compile(r"(?:\s+(?:agora|de\s+vez|para\s+sempre|de\s+novo|kkk+|rs))+$", re.I),
    not_a_value=rx.compile(
        r"\b(?:eu|me|mim|nós|nos|você|vc|ele|ela|eles|elas|isso|isto|aquilo|é|era|foi|sou|estou|tenho|vou|que|quem"
        r"|como|onde|emprego|trabalho|coisa|coisas|vida|lado|vez|casa)\b",
        re.I,
    ),
    stays=pt_work.STAY,
    anchors=rx.compile(
        r"\bmud(?:ei|[áa]mos|[áa]mo-nos)\b|\bpass(?:ei|[áa]mos)\b|\btroc(?:ei|[áa]mos)\b|\btransf|\bmigrei\b|\bpromovid"
        r"|\bsa[íi](?:mos)?\b|\bdeix(?:ei|[áa]mos)\b|\blarg(?:uei|[áa]mos)\b|\babandon(?:ei|[áa]mos)\b|\bsubstitu[íi]\b"
        r"|\bn[ãa]o\s+(?:sou|estou|trabalho|moro|uso)\b|\bchega\s+d|\bacabou-se\b|\bnunca\s+mais\b|\bex-|\bex\s"
        r"|→|->|=>|⟶",
        re.I,
    ),
    workplaces=frozenset({"café", "cafe", "loja", "restaurante", "bar", "escritório", "escritorio", "banco",
                          "hospital", "escola", "empresa", "fábrica", "fabrica", "armazém", "armazem", "agência",
                          "agencia", "clínica", "clinica", "farmácia", "farmacia", "hotel", "startup", "colégio",
                          "colegio", "universidade", "faculdade", "laboratório", "oficina", "padaria", "call center"}),
    keywords=("mud", "pass", "troc", "transf", "migr", "promovid", "saí", "sai", "deix", "larg", "abandon",
              "substitu", "não sou", "não estou", "não trabalho", "não moro", "não uso", "nao sou", "nao estou",
              "nao trabalho", "nao moro", "nao uso", "chega d", "acabou-se", "nunca mais", "ex-", "ex ", "→", "->",
              "=>", "⟶"),
    away=rx.compile(r"\b(?:n[ãa]o|nem|de|do|da|dos|das|que)\s+(?:(?:[oa]s?|meu|minha)\s+)?$", re.I),
    article=lambda value: "",
)

PHRASEBOOKS: Mapping[str, Phrasebook] = {"en": ENGLISH, "pt": PORTUGUESE}
_KEYWORDS = {language: contains_any(book.keywords) for language, book in PHRASEBOOKS.items()}
_ANY_KEYWORD = contains_any(tuple(sorted({word for book in PHRASEBOOKS.values() for word in book.keywords})))
#: :attr:`Phrasebook.anchors`, grouped by first letter (see :mod:`.alternations`).
_ANCHORED = {language: by_first_letter(book.anchors) for language, book in PHRASEBOOKS.items()}

# ------------------------------------------------------------------------------------------------------- builder

_NAMES = {
    "os": rx.compile(r"^(?:" + _names(_OS_NAMES) + r")" + _MODEL + r"$", re.I),
    "editor": rx.compile(r"^(?:" + _names(_EDITOR_NAMES) + r")$", re.I),
    "device": rx.compile(r"^(?:" + _names(_DEVICE_NAMES) + r")\b.*$", re.I),
}
#: A system, an editor or a device named anywhere in a sentence (the new value told in a frame of its own:
#: "já estou a trabalhar no Mac a tempo inteiro, deixei o Windows de vez").
_NAMED_IN = {
    kind: rx.compile(r"(?<![\w-])(?P<new>(?:" + _names(words) + r")" + _MODEL + r")(?![\w-])", re.I)
    for kind, words in (("os", (*_OS_NAMES, _MAC)), ("editor", _EDITOR_NAMES), ("device", _DEVICE_NAMES))
}


def _kind_of_name(value: str, book: Phrasebook) -> str | None:
    """The kind a value is known to be by its name, if any."""
    lower = value.lower()
    if lower in book.diets:
        return "diet"
    if lower in book.statuses:
        return "status"
    for kind in ("device", "editor", "os"):
        if _NAMES[kind].match(lower):
            return kind
    return None


def _clean(value: str | None, book: Phrasebook) -> str | None:
    """A value without its article, possessive and trailing fillers; None when it is no value at all."""
    if value is None:
        return None
    value = book.trailing.sub("", book.leading.sub("", value.strip())).strip(" '\"-")
    if not value or len(value.split()) > 5 or book.not_a_value.search(value):
        return None
    return value


#: Verbs of a change of anything, read as a change of job when both values are words the rules read as jobs.
_CAREER_VERBS = frozenset({"went", "gone", "switched", "changed", "moved", "passei", "passámos", "passamos", "mudei"})


def _pair_kind(
    old: str | None, new: str | None, verb: str, book: Phrasebook, *, sentence_has_capitals: bool
) -> str | None:
    """The kind of a change that names both values: by their names, else by the verb."""
    named = [k for k in (_kind_of_name(v, book) if v else None for v in (old, new)) if k]
    if named:
        if "device" in named and any(v and v.lower() in {"android", "ios"} for v in (old, new)):
            return "device"
        if len(set(named)) == 1 or _MAC in {(old or "").lower(), (new or "").lower()}:
            return named[0]
        return None  # a system and a diet: no one change
    if old is None or new is None or _MAC in {old.lower(), new.lower()}:
        return None
    kind = book.verbs.get(_verb(verb))
    names = old[:1].isupper() or new[:1].isupper() or not sentence_has_capitals
    if kind in {"home", "employer"} and not names:
        kind = None  # "moved from marketing to product management": no place is named
    if kind is None and verb in _CAREER_VERBS and old.islower() and new.islower():
        return "job"  # "went from junior dev to senior dev": the rules say whether both are jobs
    return kind


def _verb(verb: str) -> str:
    return " ".join(verb.lower().replace(",", " ").split())


def _title(value: str) -> str:
    """A name typed in lower case ("quit the cafe, i work at waterstones now"), as the rules know a name."""
    return value.title() if value.islower() else value


def told(sentence: str, book: Phrasebook) -> list[Change]:
    """The changes a sentence tells of the user (nothing in a question or a hypothesis)."""
    if not may_tell(book, sentence.lower()):
        return []
    sentence = before_unreal(sentence)
    if not sentence:
        return []
    found: list[Change] = []
    taken: list[tuple[int, int]] = []
    for pattern in book.both:
        for match in pattern.finditer(sentence):
            old, new = _clean(match.group("old"), book), _clean(match.group("new"), book)
            if old is None or new is None or old.lower() == new.lower():
                continue
            verb = (match.groupdict().get("verb") or "").lower()
            kind = _pair_kind(old, new, verb, book, sentence_has_capitals=any(c.isupper() for c in sentence))
            if kind is None or (not verb and kind not in _NAMED):
                continue  # an arrow between two things of no known kind ("list -> dict")
            if kind == "home" and not _a_home(old, new, sentence, book):
                continue
            found.append(Change(book.language, match.group(0).strip(), kind, old, new))
            taken.append(match.span())
    for pattern in book.ended:
        for match in pattern.finditer(sentence):
            if any(start <= match.start() < end for start, end in taken):
                continue
            groups = match.groupdict()
            old = _clean(groups.get("old") or groups.get("old2"), book)
            if old is None:
                continue
            found.extend(_ended(sentence, match, old, (groups.get("verb") or "").lower(), book))
    return found


def _ended(sentence: str, match: re.Match[str], old: str, verb: str, book: Phrasebook) -> list[Change]:
    """A value ended, and the value now held told elsewhere in the same sentence, if any."""
    clause = match.group(0).strip()
    named = _kind_of_name(old, book)
    if named is not None:
        new = _named_elsewhere(sentence, match, named, book)
        return [Change(book.language, clause, named, old, new)]
    # a state given up ("not an accountant anymore", "no more postie life") is a job, unless it is a name ("no more
    # Tesco for me"): a place or a workplace
    ending = book.verbs.get(_verb(verb)) if verb else (None if _named(old, sentence) else "job")
    if ending not in {None, "job", "home", "employer"}:
        return []  # "já não uso o Notion": a tool, read by .retractions
    if ending != "job" and not _placeish(old, sentence, book):
        return []  # "left my keys at home", "deixei o Notion aberto": no place or workplace left
    kind: str | None = None
    value: str | None = None
    role: str | None = None
    for pattern in book.current:
        for current in pattern.finditer(sentence):
            if current.start() < match.end() and current.end() > match.start():
                continue  # the ending itself ("not an accountant anymore" is no "now …")
            groups = current.groupdict()
            hint = (groups.get("kind") or groups.get("prep") or "").lower()
            said = book.preps.get(_verb(hint)) if hint else None
            held = _clean(groups.get("new"), book)
            if held is not None and not groups.get("kind") and hint in _BARE and not _named(held, sentence):
                held = None  # "saí do cinema, estou no metro": only a name is a place by "at" alone
            if value is None and held is not None and said in {"home", "employer"}:
                kind, value = said, held  # "on linux now" after leaving a job is no change of job
            if role is None:
                role = _clean(groups.get("role"), book)
    if ending == "job":
        # a job given up ("not an accountant anymore", "no more postie life"): the job now held, if said
        return [Change(book.language, clause, "job", old, role)]
    if kind == "home" and value is not None and not _a_home(old, value, sentence, book):
        return []
    if value is not None and (ending is None or ending == kind):
        # one change, one new value: "I'm at Oakbank Estate now as senior winemaker" changed employer; the job
        # said beside it is left to the rules' own frames
        return [Change(book.language, clause, kind or "employer", old, value)]
    return []  # a place left with nothing in its stead: read by .retractions ("I left Acme", "saí da Sonae")


#: Prepositions that say where without saying what kind of place ("I'm at …", "estou no …").
_BARE = frozenset({"at", "with", "in", "no", "na", "nos", "nas", "em", "com"})

#: A place inside a value: what was left was a thing somewhere, not a place.
_WHERE = rx.compile(r"\b(?:at|in|on|na|no|nas|nos|em)\b", re.I)


def _a_home(old: str, new: str, sentence: str, book: Phrasebook) -> bool:
    """Whether a change of place is a change of home: not a stay ("left Leeds for a week, I'm in Paris now", "de
    férias"), nor a move between workplaces ("from the Manchester office to the London office")."""
    if book.stays.search(sentence):
        return False
    return not any(word in book.workplaces for value in (old, new) for word in value.lower().split())


def _named(value: str, sentence: str) -> bool:
    """Whether a value is written as a name: capitalised in a sentence that is not all capitals or all lower case."""
    return value[:1].isupper() and not sentence.isupper() and any(c.islower() for c in sentence)


def _placeish(old: str, sentence: str, book: Phrasebook) -> bool:
    """Whether a value left can be a place or a workplace: a name (capitalised, unless the whole sentence was typed
    in lower case) or a word for a workplace ("the cafe", "o restaurante")."""
    words = old.lower().split()
    if _WHERE.search(old):
        return False  # "o casaco no café", "my keys at home": a thing left somewhere
    if any(word in book.workplaces for word in words) or _named(old, sentence):
        return True
    return not any(c.isupper() for c in sentence) and len(words) <= 2  # a short name typed in lower case


def _named_elsewhere(sentence: str, ended: re.Match[str], kind: str, book: Phrasebook) -> str | None:
    """A value of a kind known by name, said in the sentence outside the ending ("deixei o Windows de vez, já estou
    no Mac")."""
    if kind in {"diet", "status"}:
        words = book.diets if kind == "diet" else book.statuses
        pattern = rx.compile(r"(?<![\w-])(?P<new>" + _names(words) + r")(?![\w-])", re.I)
    else:
        pattern = _NAMED_IN[kind]
    for match in pattern.finditer(sentence):
        if ended.start() <= match.start() < ended.end():
            continue
        if book.away.search(sentence, max(0, match.start() - 16), match.start()):
            continue  # "not windows", "do Windows": another ending
        return match.group("new")
    return None


def _said(kind: str, value: str, book: Phrasebook, *, named: bool = False) -> str:
    """A plain statement of ``value`` as a ``kind``; ``named``: a place or workplace typed in lower case is written
    as a name (an old value only: what a retraction takes back must have been said before, while a new value typed
    in lower case is left to the rules, which do not take an unknown lower-case word for a name)."""
    if kind == "os" and value.lower() == _MAC:
        value = "macOS"
    if named and kind in {"home", "employer"}:
        value = _title(value)
    return book.said[kind].format(v=value, a=book.article(value))


def statements(change: Change, book: Phrasebook) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What the language's rules are told of a change: the statements of the new value, and of the old one."""
    new: list[str] = []
    if change.new is not None:
        new.append(_said(change.kind, change.new, book))
    old: list[str] = []
    if change.old is not None:
        old.append(_said(change.kind, change.old, book, named=True))
    return tuple(new), tuple(old)


def _key(hit: Hit) -> str | None:
    found = hit.finding
    metadata = {"slot": found.slot, "value": found.value} if found.slot and found.value else {}
    return key_for(found.type, found.content, metadata)


Read = Callable[[str], Iterable["Hit"]]


class Reader:
    """The new values of the changes a sentence tells, for a rule set to add to what its rules found there."""

    def __init__(self, book: Phrasebook) -> None:
        self.book = book

    def triggered(self, lower: str) -> bool:
        return may_tell(self.book, lower)

    def __call__(self, sentence: str, read: Read, found: Iterable[Hit]) -> list[Hit]:
        """What the rules read of ``sentence`` (``found``) with the new values of the changes it tells, each read
        by ``read``, the rule set's reading of one plain statement.

        A new value of an attribute the rules already found there (but not the old value misread) is not made
        twice; the new value the rules read under another attribute of the environment ("agora uso Mac" read as a
        device, when the Mac replaced Windows) is read as the change says.
        """
        hits = list(found)
        changes = told(sentence, self.book)
        for change in changes:
            new, old = statements(change, self.book)
            if not new or change.new is None:
                continue
            old_keys = {_key(hit) for statement in old for hit in read(statement)}
            allowed = ATTRIBUTES[change.kind]
            value = canonical_object(change.new)
            for statement in new:
                for hit in read(statement):
                    key = _key(hit)
                    if key is None or key in old_keys or attribute_of(key) not in allowed:
                        continue
                    held = [(other, _key(other)) for other in hits]
                    if any(k and k not in old_keys and attribute_of(k) == attribute_of(key) for _, k in held):
                        continue
                    hits = [
                        other
                        for other, k in held
                        if not (k and attribute_of(k) in _ENVIRONMENT and object_of(k) == value and key != k)
                    ]
                    hits.append(replace(hit, rule=f"change:{hit.rule}", evidence=_evidence(sentence)))
        return hits


def may_tell(book: Phrasebook, lower: str) -> bool:
    """Whether a lower-cased text could tell a change in ``book``'s language: one of its words, then one of its
    anchors (the bulk of messages hold neither)."""
    return book.language in _languages_told(lower)


@functools.lru_cache(maxsize=16)
def _languages_told(lower: str) -> frozenset[str]:
    """The languages whose words and anchors a lower-cased text holds. Kept for the last texts: a message is asked
    about by each rule set and by the retraction reader, as a message and as its sentences."""
    if not _ANY_KEYWORD(lower):
        return frozenset()
    return frozenset(language for language, found in _KEYWORDS.items() if found(lower) and _ANCHORED[language](lower))


def reader(book: Phrasebook) -> Reader:
    """A language's change reader, for its rule set (:attr:`.engine.RuleSet.changes`)."""
    return Reader(book)


def _evidence(sentence: str) -> str:
    return sentence if len(sentence) <= 200 else sentence[:199] + "…"


def cessations(sentence: str) -> list[Cessation]:
    """The old values of the changes a sentence tells, as retractions (read with those of :mod:`.retractions`)."""
    out: list[Cessation] = []
    for book in PHRASEBOOKS.values():
        for change in told(sentence, book):
            _, old = statements(change, book)
            if not any(c.isupper() for c in sentence):
                old = tuple(s if change.kind in {"home", "employer"} else s.lower() for s in old)
            if old:
                out.append(Cessation(book.language, change.clause, old))
    return out


def may_change(text: str) -> bool:
    """Cheap test: could this message tell a change at all?"""
    return bool(_languages_told(text.lower()))
