"""The last touch on a memory's wording: chat fillers and asides out, software and service names in their case.

Each rule cuts its value out of the user's clause, and the cut keeps what people add in chat: "pls", "fwiw",
"btw", an aside after a comma ("…, sorry australia", "…, I know, very unportuguese of me", "…, just"), or a
laugh ("kkk", "rs"). None of it is part of the fact ("User asks the assistant to use metric", not "… metric
pls"), and a memory read by another assistant should not carry it. Software named in lower case ("usa o excel",
"pretty good at canva") is written as its makers write it in environment and skill memories, where the word can
only be the product.

Applied to every finding in both languages (see ``extractor.read_text``); it never adds words, and a content it
would empty is left as it was.
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.vocab_en import DEMONYMS, LANGUAGES, TECH_CASE

#: Chat words that are never part of a fact, wherever they stand ("use metric pls", "at all fwiw, tastes …").
_FILLER_WORDS = rx.compile(
    r"\s*(?<![\w'-])(?:pls|plz|fwiw|btw|tbh|imo|imho|lol|lmao|haha+|hehe+|kkk+|rsrs+)(?![\w'-])", re.I
)
#: An aside the user adds after the fact: "…, sorry australia", "…, I know, very …", "…, just", "…, né".
_TAIL_ASIDE = rx.compile(
    r",\s*(?:sorry\b.*|i\s+know\b.*|just|né|aliás|alias|tipo|enfim|anyway|anyways|ok|okay|xd|:\)|:d|;\))\s*[.!]*$",
    re.I,
)
#: A request the user went on to make in the same clause: "plays bass in a band and need the bassline for …",
#: "toco cavaquinho e queria umas cifras", "…, can you …". What the user needs is not a fact about them.
_REQUEST_TAIL = rx.compile(
    r"(?:\s+and\s+(?:i\s+)?(?:need|needs|want|wants|would\s+like|was\s+wondering|am\s+wondering|wonder"
    r"|am\s+looking\s+for|looking\s+for)\b|,\s*(?:so\s+)?(?:can|could|would)\s+you\b"
    r"|\s+e\s+(?:eu\s+)?(?:preciso|precisava|queria|quero|gostaria)\b|,\s*(?:pode|podes|consegue|consegues)\s"
    r"|\s+(?:fico|tô|estou|vou|quero|preciso|acho)\s).*$",
    re.I,
)
_SPACES = rx.compile(r"\s{2,}")
_LOOSE_END = rx.compile(r"[\s,;:]+$")
_SPACE_BEFORE_PUNCT = rx.compile(r"\s+([,.;:!?)])")

#: Software and services, lower case → as written by their makers, beyond the English rules' own table.
_PRODUCTS = {
    **{word: name for word, name in TECH_CASE.items() if word not in {"air", "pro", "max", "mini", "arch", "mint",
                                                                       "deck", "steam", "framework", "google"}},
    "jira": "Jira", "canva": "Canva", "trello": "Trello", "slack": "Slack", "spotify": "Spotify",
    "duolingo": "Duolingo", "capcut": "CapCut", "photoshop": "Photoshop", "lightroom": "Lightroom",
    "autocad": "AutoCAD", "revit": "Revit", "sketchup": "SketchUp", "blender": "Blender", "docker": "Docker",
    "kubernetes": "Kubernetes", "javascript": "JavaScript", "typescript": "TypeScript", "python": "Python",
    "sql": "SQL", "postgres": "Postgres", "postgresql": "PostgreSQL", "mysql": "MySQL", "figma": "Figma",
    "instagram": "Instagram", "facebook": "Facebook", "netflix": "Netflix", "airtable": "Airtable",
    "evernote": "Evernote", "todoist": "Todoist", "anki": "Anki", "strava": "Strava", "garmin": "Garmin",
    "photopea": "Photopea", "inkscape": "Inkscape", "krita": "Krita", "procreate": "Procreate",
    "premiere": "Premiere", "audacity": "Audacity", "ableton": "Ableton", "garageband": "GarageBand",
    "wordpress": "WordPress", "shopify": "Shopify", "salesforce": "Salesforce", "tableau": "Tableau",
    "matlab": "MATLAB", "stata": "Stata", "spss": "SPSS", "ubuntu": "Ubuntu", "debian": "Debian",
    "vim": "Vim", "emacs": "Emacs", "zotero": "Zotero", "mendeley": "Mendeley", "overleaf": "Overleaf",
    "latex": "LaTeX", "outlook": "Outlook", "gmail": "Gmail", "teams": "Teams", "zoom": "Zoom",
    "miro": "Miro", "confluence": "Confluence", "asana": "Asana", "monday": "monday.com", "clickup": "ClickUp",
    "nubank": "Nubank",
}  # fmt: skip
#: Product names that are everyday words too: written as products only after a word that introduces a tool.
_AMBIGUOUS = frozenset({"notion", "excel", "word", "teams", "zoom", "slack", "monday", "premiere", "python",
                        "blender", "latex", "outlook", "mint", "anki"})  # fmt: skip
_AFTER_TOOL = frozenset(
    ["use", "uses", "using", "in", "on", "with", "the", "o", "no", "na", "em", "com", "usa", "usar",
     "prefere", "prefers", "at"]
)  # fmt: skip
_WORD = rx.compile(r"[\w+#]+(?:[.-][\w+#]+)*")
#: Names of several words, some of whose words are everyday words alone ("arch", "docs", "studio").
_PHRASES = {
    "arch linux": "Arch Linux", "linux mint": "Linux Mint", "pop os": "Pop!_OS", "vs code": "VS Code",
    "visual studio code": "Visual Studio Code", "visual studio": "Visual Studio", "android studio": "Android Studio",
    "google docs": "Google Docs", "google sheets": "Google Sheets", "google drive": "Google Drive",
    "google calendar": "Google Calendar", "google keep": "Google Keep", "google maps": "Google Maps",
    "google classroom": "Google Classroom", "apple notes": "Apple Notes", "apple music": "Apple Music",
    "final cut pro": "Final Cut Pro", "final cut": "Final Cut", "premiere pro": "Premiere Pro",
    "davinci resolve": "DaVinci Resolve", "power bi": "Power BI", "microsoft teams": "Microsoft Teams",
    "microsoft word": "Microsoft Word", "microsoft excel": "Microsoft Excel", "ms word": "MS Word",
    "ms excel": "MS Excel", "adobe illustrator": "Adobe Illustrator", "adobe photoshop": "Adobe Photoshop",
    "logic pro": "Logic Pro", "fl studio": "FL Studio", "unreal engine": "Unreal Engine",
    "home assistant": "Home Assistant",
}  # fmt: skip
_PHRASE = rx.compile(
    r"(?<![\w'-])("
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted(_PHRASES, key=longest_first))
    + r")(?![\w'-])"
)
_TECH_TYPES = frozenset({"environment", "skill"})


def _product_case(content: str) -> str:
    content = _PHRASE.sub(lambda m: _PHRASES.get(" ".join(m.group(1).split()), m.group(1)), content)
    out: list[str] = []
    last = 0
    previous = ""
    for match in _WORD.finditer(content):
        word = match.group(0)
        name = _PRODUCTS.get(word) if word.islower() else None
        if name is not None and (word not in _AMBIGUOUS or previous in _AFTER_TOOL):
            out.append(content[last : match.start()])
            out.append(name)
            last = match.end()
        previous = word.lower()
    out.append(content[last:])
    return "".join(out)


#: English words always written with a capital: languages, nationalities, months and days ("learning japanese"
#: → "learning Japanese", "due in march" → "due in March"). Portuguese writes them in lower case, as it should.
_CAPITALISED = frozenset(LANGUAGES | DEMONYMS) | frozenset(
    ["january", "february", "april", "june", "july", "august", "september", "october", "november", "december",
     "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays",
     "wednesdays", "thursdays", "fridays", "saturdays", "sundays"]
)  # fmt: skip
#: Month names that are also words ("march", "may"): capitalised only after "in", "since", "by", "next", ….
_MONTH_WORDS = rx.compile(r"\b((?:in|since|by|until|till|from|next|last|early|late|mid)\s)(march|may)\b")
_LOWER_WORD = rx.compile(r"(?<![\w'-])[a-z]+(?![\w'-])")


def _english_case(content: str) -> str:
    content = _LOWER_WORD.sub(lambda m: m.group(0).capitalize() if m.group(0) in _CAPITALISED else m.group(0), content)
    return _MONTH_WORDS.sub(lambda m: m.group(1) + m.group(2).capitalize(), content)


def tidy(content: str, kind: str) -> str:
    """``content`` without chat fillers and trailing asides, with products cased in environment and skill
    memories; the content unchanged when tidying would leave nothing of it."""
    tidied = _TAIL_ASIDE.sub("", _FILLER_WORDS.sub("", content))
    tail = _REQUEST_TAIL.search(tidied)
    if tail is not None and len(tidied[: tail.start()].split()) >= 4:
        tidied = tidied[: tail.start()]
    tidied = _SPACE_BEFORE_PUNCT.sub(r"\1", _LOOSE_END.sub("", _SPACES.sub(" ", tidied)).strip())
    if kind in _TECH_TYPES:
        tidied = _product_case(tidied)
    if tidied.startswith("User"):
        tidied = _english_case(tidied)
    if len(tidied.split()) < 3:  # "User pls", a memory with nothing left: keep what the rule wrote
        return content
    return tidied
