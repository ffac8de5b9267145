"""What the first kilobytes of a member say about it, for the three Gemini importers' ``sniff``.

Detection is by content: a Takeout activity log is a JSON array of objects with ``header``/``title``/
``time`` (or ``MyActivity.html`` with ``outer-cell`` cards), and it is Gemini's when a header or product names
Gemini or Bard. Member names only help where content cannot (an empty array, an HTML head filled by its style
sheet): Takeout localises them ("Minha atividade/Apps do Gemini", "Meine Aktivitäten/Gemini-Apps"), so no
exact path is required. Because the log is newest first, the head shows the newest record shape: a modern
record there means the file is modern (older, legacy-shaped records may follow); only legacy records there
means a legacy file.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import PurePosixPath

from pamport.importers.gemini.prefixes import split_title
from pamport.importers.sources import Member, Source

_ACTIVITY_KEYS = re.compile(r'^\[\s*\{\s*"(?:header|title|titleUrl|time|products)"\s*:')
_GEMINI_FIELD = re.compile(
    r'"(?:header|products)"\s*:\s*(?:\[\s*(?:"[^"]*"\s*,\s*)*)?"[^"]*\b(?:gemini|bard)\b', re.IGNORECASE
)
_LEGACY = re.compile(
    r'"userInteractions"\s*:|"details"\s*:\s*\[\s*\{\s*"name"\s*:\s*"(?:request|response)"', re.IGNORECASE
)
_SAFE_HTML = re.compile(r'"safeHtmlItem"\s*:')
_TITLE = re.compile(r'"title"\s*:\s*"((?:[^"\\]|\\.)*)"')
_EMPTY_ARRAY = re.compile(r"^\[\s*\]\s*$")
_NAME_HINT = re.compile(r"gemini|bard|activ|aktivit|atividade|actividad", re.IGNORECASE)
_PATH_GEMINI = re.compile(r"gemini|bard", re.IGNORECASE)
_HTML_CARD = re.compile(r"outer-cell|content-cell", re.IGNORECASE)
_HTML_GEMINI = re.compile(
    r"header-cell[^>]*>\s*(?:<[^>]+>\s*)*[^<]*\b(?:gemini|bard)\b|&emsp;\s*[^<]*\b(?:gemini|bard)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class HeadFacts:
    member: str
    activity: bool = False
    empty: bool = False
    gemini: bool = False
    legacy: bool = False
    modern: bool = False
    #: The path looks like a Takeout activity folder or file (any language).
    name_hint: bool = False
    #: The path names Gemini or Bard (a localised "Gemini Apps" folder).
    path_gemini: bool = False


def _candidates(source: Source, suffixes: tuple[str, ...]) -> list[Member]:
    members = source.members()
    if source.kind == "file":
        return members  # a lone file of any name
    return [m for m in members if m.name.lower().endswith(suffixes)]


def json_facts(source: Source) -> list[HeadFacts]:
    out: list[HeadFacts] = []
    for member in _candidates(source, (".json",)):
        head = source.head_text(member).lstrip()
        if not head.startswith("["):
            continue
        out.append(
            HeadFacts(
                member=member.name,
                activity=bool(_ACTIVITY_KEYS.match(head)) and '"header"' in head,
                empty=bool(_EMPTY_ARRAY.match(head)),
                gemini=bool(_GEMINI_FIELD.search(head)),
                legacy=bool(_LEGACY.search(head)),
                modern=bool(_SAFE_HTML.search(head)) or any(_is_prompt(t) for t in _TITLE.findall(head)),
                name_hint=bool(_NAME_HINT.search(member.name)),
                path_gemini=bool(_PATH_GEMINI.search(member.name)),
            )
        )
    return out


def html_facts(source: Source) -> list[HeadFacts]:
    out: list[HeadFacts] = []
    for member in _candidates(source, (".html", ".htm")):
        head = source.head_text(member)
        if not _HTML_CARD.search(head) and not re.search(r"mdl-grid|mdl-cell", head):
            continue
        out.append(
            HeadFacts(
                member=member.name,
                activity=True,
                gemini=bool(_HTML_GEMINI.search(head)),
                name_hint=bool(_NAME_HINT.search(member.name)),
                path_gemini=bool(_PATH_GEMINI.search(str(PurePosixPath(member.name).parent))),
            )
        )
    return out


def _is_prompt(raw_title: str) -> bool:
    try:
        title = json.loads(f'"{raw_title}"')
    except ValueError:
        title = raw_title
    return split_title(title)[0] is not None


def fallback_members(facts: list[HeadFacts]) -> tuple[str, ...]:
    """Activity logs without any sign of Gemini, claimed only when no member shows one.

    Claiming them lets the importer say clearly "this is another product's activity" (EmptyExport) instead of
    the generic "not a recognised export"; when a real Gemini log is present they are left alone.
    """
    if any(f.gemini or f.path_gemini for f in facts):
        return ()
    return tuple(f.member for f in facts if f.activity or (f.empty and f.name_hint))
