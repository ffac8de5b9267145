"""English rules for what the user works with, builds and aims at."""

from __future__ import annotations

import re
from dataclasses import replace

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.en_common import ADV, I_AM, article, phrase, templated
from pamport.pipeline.extract.rules.en_interests import INSTRUMENTS, LEADING_ARTICLE, known, third_person
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Priority, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import is_capitalized, slug, words
from pamport.pipeline.extract.rules.vocab_tech import (
    APPS,
    EDITORS,
    FRAMEWORKS,
    HARDWARE,
    OPERATING_SYSTEMS,
    PROGRAMMING,
    TECH,
    TOOLS,
)


def _tech_object(obj: str, clause: Clause, *, capitalized_ok: bool) -> bool:
    if known(obj, TECH):
        return True
    stripped = LEADING_ARTICLE.sub("", obj, count=1)
    return capitalized_ok and not clause.lowercase and bool(stripped) and is_capitalized(stripped.split()[0])


_USE_VERBS = {
    "use": "uses",
    "uses": "uses",
    "runs": "runs",
    "using": "uses",
    "run": "runs",
    "running": "runs",
    "work on": "works on",
    "develop on": "develops on",
    "code on": "codes on",
    "daily drive": "daily-drives",
    "daily-drive": "daily-drives",
    "game on": "games on",
}


#: Where a tool's name ends and what it is used for begins ("vscode for everything", "Notion to track tasks").
_TOOL_END = rx.compile(
    r"\s+(?:for|to|at|in|with|because|since|every|daily|all|most|mostly|mainly|when|while|as|now|these|a\s+lot"
    r"|on\s+(?:my|a|an|the|our|his|her|their)"
    r"|loads|but|which|and\s+(?:it|i|they|that))\b.*$",
    re.I,
)
_LIST_SPLIT = rx.compile(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|plus)\s+", re.I)
_ON_SYSTEM = rx.compile(r"^(?P<tool>.+?)\s+on\s+(?:my\s+|a\s+|an\s+)?(?P<system>.+)$", re.I)
#: "I'm on an old ThinkPad running Windows 10": the machine, then the system it runs.
_DEVICE_RUNNING = rx.compile(r"^(?P<device>.+?)\s+(?:running|runnin'?|with)\s+(?P<system>.+)$", re.I)


def _tools(obj: str, clause: Clause, capitalized_ok: bool) -> list[str]:
    """The tools named in ``obj`` ("Slack and Jira at work" → Slack, Jira), each cut before what it is for."""
    value = phrase(obj)
    if value is None:
        return []
    value = _TOOL_END.sub("", value)
    out = []
    for part in _LIST_SPLIT.split(value):
        part = part.strip()
        if part and _tech_object(part, clause, capitalized_ok=capitalized_ok) and len(part.split()) <= 4:
            out.append(part)
    return out


def _use(match: re.Match[str], clause: Clause) -> BuildResult:
    # "our shop runs on shopify" is software the user works in
    verb = re.sub(r"\s+", " ", (match.group("verb") or "use").lower())
    verb = {"uses": "use", "runs": "run"}.get(verb, verb)
    obj = match.group("obj")
    if verb.endswith(" in") and not known(obj, EDITORS):
        return None  # "I code in Python" is a skill (en_interests); "I code in VS Code" is the editor
    if verb.endswith(" in") or (verb.startswith("run") and known(obj, OPERATING_SYSTEMS)):
        verb = "use"  # "running ubuntu on my laptop": the system the user is on
    if not _tech_object(obj, clause, capitalized_ok=verb in ("use", "using")):
        return None
    out: list[Finding] = []
    tools = _tools(obj, clause, capitalized_ok=verb in ("use", "using"))
    if len(tools) > 1:
        for tool in tools:
            shown = " ".join(V.TECH_CASE.get(w, w) if w.islower() else w for w in tool.split(" "))
            out.append(finding("environment", f"User {_USE_VERBS[verb]} {shown}", 0.8, "tools", domain="technical"))
        return out
    value = phrase(obj)
    if value is None:
        return out or None
    # the memory says what the tool is for ("User uses Obsidian for notes"); its slot names the tool alone
    tool = tools[0] if tools else _TOOL_END.sub("", value) or value
    out.insert(
        0,
        finding(
            "environment",
            f"User {_USE_VERBS[verb]} {value}",
            0.8,
            "tools",
            slot="environment.uses",
            value=tool,
            domain="technical",
        ),
    )
    return out


def _my_work_in(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i keep all my notes in notion", "I edit my videos in DaVinci Resolve": the app the user does it in."""
    obj = match.group("obj")
    if not known(obj, APPS | TECH) or known(obj, HARDWARE):
        return None  # "all my notes on an ipad" names a device (en.environment.on_device)
    bare = LEADING_ARTICLE.sub("", obj, count=1)
    name = re.match(r"[\w+#.-]+\s+[\w+#.-]+", bare)
    if name is None or re.sub(r"\s+", " ", name.group(0).lower()) not in APPS | TECH:
        name = re.match(r"[\w+#.-]+", bare)
    if name is None:
        return None
    tool = " ".join(V.TECH_CASE.get(w, w.capitalize()) if w.islower() else w for w in name.group(0).split())
    what = re.sub(r"\s+", " ", match.group("what").lower())
    verb = third_person(match.group("verb").lower())
    return finding(
        "environment", f"User {verb} their {what} {match.group('prep').lower()} {tool}", 0.75, "tools",
        slot="environment.uses", value=tool,
        domain="technical",
    )  # fmt: skip


#: What belongs to an app one works in ("my obsidian vault", "my notion workspace", "my vscode settings").
_APP_PARTS = (
    r"vault|workspace|workspaces|account|setup|config|configs|settings|dotfiles|database|databases|board|boards|sheet"
    r"|sheets|spreadsheet|spreadsheets|workbook|notebook|notebooks|repo|repos|dashboard|dashboards|instance|plugins"
    r"|extensions|keybindings|templates|template|pages|files|projects?|library|libraries|macros?|formulas?|pivot\s+tables?"
)


def _app_part(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "my notion workspace is a mess", "my obsidian vault": an app the user works in."""
    said = match.group("app")
    if known(said, HARDWARE) or known(said, V.LANGUAGES) or not known(said, TOOLS | EDITORS | FRAMEWORKS):
        return None
    if said.lower().split()[0] in PROGRAMMING:
        return None  # "my python project" names a language (a skill), not a tool
    tool = " ".join(V.TECH_CASE.get(w, w.capitalize()) if w.islower() else w for w in said.split())
    slot = "environment.editor" if known(said, EDITORS) and not known(said, APPS) else "environment.uses"
    return finding("environment", f"User uses {tool}", 0.7, "tools", slot=slot, value=tool, domain="technical")


def _shown_tool(said: str) -> str | None:
    """The app named at the start of ``said`` as a memory shows it ("google calendar" → "Google Calendar")."""
    bare = LEADING_ARTICLE.sub("", said, count=1)
    name = re.match(r"[\w+#.-]+\s+[\w+#.-]+", bare)
    if name is None or re.sub(r"\s+", " ", name.group(0).lower()) not in APPS:
        name = re.match(r"[\w+#.-]+", bare)
    if name is None or not known(name.group(0), TOOLS | EDITORS) or known(name.group(0), HARDWARE):
        return None
    return " ".join(V.TECH_CASE.get(w, w.capitalize()) if w.islower() else w for w in name.group(0).split())


def _kept_in_app(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "all my notes live in Notion", "our family calendar is on google calendar": the app the user keeps it in."""
    tool = _shown_tool(match.group("obj"))
    if tool is None:
        return None  # "my notes are in the drawer", "my photos are on my phone" (a device: en.environment.on_device)
    what = re.sub(r"\s+", " ", match.group("what").lower())
    return finding("environment", f"User keeps their {what} in {tool}", 0.75, "tools", slot="environment.uses",
                   value=tool, domain="technical")  # fmt: skip


def _app_trouble(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "Figma keeps crashing on my laptop", "my outlook won't sync": an app the user works in, said by its
    trouble (a question about someone else's app starts otherwise and is not read)."""
    tool = _shown_tool(match.group("app"))
    if tool is None:
        return None
    return finding("environment", f"User uses {tool}", 0.7, "tools", slot="environment.uses", value=tool,
                   domain="technical")  # fmt: skip


#: What the user keeps in an app ("my CPD notes", "all our recipes").
_KEPT = (
    r"notes|recipes|tasks|to-?dos|lists?|files|photos|pictures|documents|docs|budget|budgets|finances|accounts"
    r"|passwords|journal|journals|writing|drafts|ideas|research|bookmarks|calendar|calendars|diary|plans|projects"
    r"|spreadsheets|receipts|invoices|revision|flashcards|reading\s+list|work|stuff|music|playlists|contacts"
    r"|meal\s+plans|schedule|references|sources|papers|highlights|clients|leads|orders|inventory|stock"
)
#: How an app misbehaves for the user who works in it.
_TROUBLE = (
    r"keeps\s+(?:on\s+)?(?:crashing|freezing|lagging|glitching|choking|hanging|logging\s+me\s+out|signing\s+me\s+out"
    r"|vanishing|disappearing|deleting|closing|quitting|dying|stalling|failing|breaking|bugging\s+out|corrupting"
    r"|duplicating|not\s+\w+ing|asking\s+me|telling\s+me|eating|losing|dropping|timing\s+out)"
    r"|(?:won'?t|will\s+not|refuses\s+to)\s+(?:open|load|sync|start|launch|update|let\s+me|connect|save|export|print"
    r"|install|work|play|log\s+me\s+in|recogni[sz]e)"
    r"|(?:isn'?t|is\s+not)\s+(?:working|syncing|loading|opening|saving|updating|responding)"
    r"|is\s+(?:so|really|super|painfully|unbearably|incredibly|being|getting|very)\s+(?:slow|laggy|buggy|glitchy"
    r"|sluggish)|(?:constantly\s+|always\s+)?(?:crashes|freezes|lags|hangs)\b"
    r"|(?:has\s+)?stopped\s+(?:working|syncing|loading|opening|saving|responding)"
)


#: Something the user runs on the side, said by having it ("I've got a little Etsy shop", "i have a podcast").
_SIDE_THINGS = (
    r"(?:(?:etsy|ebay|vinted|depop|shopify|online|youtube|tiktok|instagram|twitch|substack|craft|cake|small|market"
    r"|pottery|plant|candle|print|vintage|bookbinding|jewellery|jewelry)\s+)?(?:shop|store|stall|business|channel"
    r"|page)|podcast|youtube\s+channel|side\s+(?:hustle|business|gig|project|thing)|blog|newsletter|substack"
    r"|allotment|dog[- ]walking\s+business|cleaning\s+business|photography\s+business|small\s+holding|smallholding"
)
_NOT_SIDE = rx.compile(
    r"\s+(?:episode|post|posts|idea|ideas|recommendation|recommendations|question|link|interview|video|name|names"
    r"|logo|to\s+(?:write|edit|plan|record|start|set\s+up))\b",
    re.I,
)


_PLATFORMS = frozenset(words("etsy ebay vinted depop shopify youtube tiktok instagram twitch substack"))


def _side_thing(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I've got a little Etsy shop selling crochet animals", "i have a podcast about true crime": the user's own."""
    if _NOT_SIDE.match(match.group("rest")) or re.search(r"\b(?:if|would|could)\b", clause.text[: match.start("rest")]):
        return None
    what = re.sub(r"\s+", " ", match.group("what"))
    shown = " ".join(w.capitalize() if w in _PLATFORMS else w for w in what.split(" ")).replace("Youtube", "YouTube")
    lead = re.sub(r"\s+", " ", match.group("lead").strip())
    value = phrase(f"{lead} {shown}{match.group('rest')}") or f"{lead} {shown}"
    return finding(
        "project", f"User has {value}", 0.75, "project", slot="project.working_on", value=what.lower(),
        domain="projects",
    )  # fmt: skip


_VEHICLES = V.CONVERTED_VEHICLES


def _conversion(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "we're doing up an old van into a camper", "converting a sprinter": a build the user works on."""
    value = phrase(match.group("obj"))
    if value is None:
        return None
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    return finding(
        "project", f"User is {verb} {value}", 0.75, "project", slot="project.working_on",
        value=re.sub(r"\s+", " ", match.group("vehicle").lower()), domain="projects",
    )  # fmt: skip


def _considering(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "thinking about doing a master's in data science", "i'm considering retraining as a plumber": an aim the
    user weighs (an errand tonight is not one)."""
    obj = match.group("obj")
    words_ = [w.lower().strip(",.") for w in obj.split()[:6]]
    if any(w in V.TRANSIENT for w in words_[1:]) or re.search(
        r"\b(?:tonight|today|tomorrow|later|this\s+(?:evening|afternoon|morning)|the\s+(?:dishes|washing|laundry"
        r"|shopping|hoovering))\b", obj, re.I
    ):
        return None
    value = phrase(obj)
    if value is None:
        return None
    lead = re.sub(r"\s+", " ", match.group("lead").lower())
    lead = "thinking about" if lead.startswith("thinking") else lead
    return finding("goal", f"User is {lead} {value}", 0.7, "goal", domain="personal")


def _tech_user(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm a vim user", "a long-time Linux user": what the user works with."""
    obj = match.group("obj")
    if not known(obj, TECH) or re.search(r"\bformer\b", match.group(0), re.I):
        return None
    shown = " ".join(V.TECH_CASE.get(w.lower(), w) if w.islower() else w for w in obj.split())
    return finding("environment", f"User uses {shown}", 0.75, "tools", domain="technical")


def _lives_in_app(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I basically live in Figma", "i do everything in excel": an app the user works in all day, not a home."""
    obj = match.group("obj")
    how = match.group("how").lower()
    vocabulary = APPS | EDITORS if how.startswith(("live", "work", "on")) else APPS | TECH
    if not known(obj, vocabulary):
        return None  # "I basically live in Leeds now" is a home (en_work reads it, or leaves it)
    bare = LEADING_ARTICLE.sub("", obj, count=1)
    name = re.match(r"[\w+#.-]+\s+[\w+#.-]+", bare)
    if name is None or re.sub(r"\s+", " ", name.group(0).lower()) not in APPS:
        name = re.match(r"[\w+#.-]+", bare)
    if name is None:
        return None
    shown = name.group(0) if not name.group(0).islower() else name.group(0).capitalize()
    return finding("environment", f"User works in {shown} all the time", 0.75, "tools", slot="environment.uses",
                   value=shown, domain="technical")  # fmt: skip


_NOW = rx.compile(
    r"(?:\s+(?:now|these\s+days|nowadays|at\s+the\s+moment|atm|rn|at\s+home|at\s+work|for\s+work))+$", re.I
)
_TECH_END = rx.compile(
    r"\s+(?:(?:and|but|with|which|that|so|because|where)\s+(?!(?-i:[A-Z]))|(?:for|from|as|since|last|this|yesterday"
    r"|today|years?\s+ago)\b).*$",
    re.I,
)
_ACCESSORY = rx.compile(
    r"\b(?:number|charger|case|cover|cable|password|account|details|box|login|id|email|address|screen\s+protector"
    r"|ad|advert|forum|app|game|games)\b",
    re.I,
)
_MAC = rx.compile(r"(?:an?\s+|my\s+)?(?:new\s+|old\s+)?(?:mac|macbook|imac|mac\s+mini)\b", re.I)


def tech_value(text: str) -> str | None:
    """A device or system as the user named it, without "now"/"at home", in its usual case ("MacBook Air")."""
    value = phrase(text)
    if value is None:
        return None
    value = _NOW.sub("", _TECH_END.sub("", value))
    if _ACCESSORY.search(value):
        return None  # "her iPhone number", "a MacBook charger": not the device itself
    return " ".join(V.TECH_CASE.get(word, word) if word.islower() else word for word in value.split(" ")) or None


def _system_or_device(value: str, content: str, confidence: float) -> BuildResult:
    """On a system: the ``environment.os`` slot; on a Mac: macOS; on other hardware: ``environment.device``."""
    bare = LEADING_ARTICLE.sub("", value, count=1)
    if known(bare, OPERATING_SYSTEMS):
        return finding(
            "environment", content, confidence, "tools", slot="environment.os", value=bare, domain="technical"
        )
    if _MAC.match(value):
        return finding(
            "environment", f"{content} (macOS)", confidence, "tools", slot="environment.os", value="macOS",
            domain="technical",
        )  # fmt: skip
    return finding(
        "environment", content, confidence, "tools", slot="environment.device", value=bare, domain="technical"
    )


#: Where the system or device after "I'm on" ends: its clause, or "and" before another clause ("… MacBook Air and
#: Figma keeps choking").
_ON_CLAUSE_END = rx.compile(
    r"\s*[,;]\s|\s+and\s+(?=(?:my|the|it|i|this|everything|[\w.+#-]+\s+(?:keeps|is|isn't|won't|wont|has|crashes"
    r"|freezes|was|can't|doesn't))\b)",
    re.I,
)


def _on(match: re.Match[str], clause: Clause) -> BuildResult:
    # "i'm on linux now, finally ditched windows": the system ends with its clause
    obj = _ON_CLAUSE_END.split(match.group("obj"), maxsplit=1)[0]
    if not known(obj, OPERATING_SYSTEMS | HARDWARE):
        # "i'm on firefox", "we're on aws": software the user works in, named alone
        bare = LEADING_ARTICLE.sub("", phrase(obj) or "", count=1)
        if not bare or len(bare.split()) > 2 or not known(bare, TECH) or known(bare, PROGRAMMING):
            return None
        tool = " ".join(
            V.TECH_CASE.get(w, w.upper() if len(w) <= 3 else w.capitalize()) if w.islower() else w for w in bare.split()
        )
        return finding("environment", f"User uses {tool}", 0.75, "tools", slot="environment.uses", value=tool,
                       domain="technical")  # fmt: skip
    both = _ON_SYSTEM.match(phrase(obj) or "")
    if both is not None and known(both.group("system"), HARDWARE) and known(both.group("tool"), OPERATING_SYSTEMS):
        # "I'm on Ubuntu on an old ThinkPad": the system and the machine it runs on
        system, device = tech_value(both.group("tool")), tech_value(both.group("system"))
        out = [_system_or_device(s, f"User uses {s}", 0.8) for s in (system, device) if s]
        return [found for found in out if isinstance(found, Finding)]
    running = _DEVICE_RUNNING.match(phrase(obj) or "")
    if running is not None and known(running.group("device"), HARDWARE) and known(running.group("system"),
                                                                                OPERATING_SYSTEMS):
        device, system = tech_value(running.group("device")), tech_value(running.group("system"))
        out = [_system_or_device(s, f"User uses {s}", 0.8) for s in (system, device) if s]
        return [found for found in out if isinstance(found, Finding)]
    value = tech_value(obj)
    return _system_or_device(value, f"User uses {value}", 0.8) if value else None


_MISHAP = rx.compile(
    r"\b(?:spilled|spilt|dropped|broke|broken|cracked|smashed|lost|stolen|stole|sold|selling|sell|returned|return"
    r"|gave|give|giving|donated|donate|traded|trade|got\s+rid\s+of|getting\s+rid\s+of|passed\s+on|handed\s+down)\b",
    re.I,
)


def _my_device(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "the app on my iPhone 13 keeps logging me out", "my MacBook's fan is loud": a device the user owns."""
    if _MISHAP.search(clause.text):
        return None  # "I spilled tea on my MacBook": about the accident, as the rest of these rules read it
    value = tech_value(match.group("obj"))
    if value is None or not known(value, HARDWARE):
        return None
    return finding(
        "environment", f"User has {article(value)} {value}", 0.7, "tools", slot="environment.device", value=value,
        domain="technical",
    )  # fmt: skip


def _given_device(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "My son gave me his old iPhone": a device the user now has."""
    obj = match.group("obj")
    if not known(obj, HARDWARE):
        return None
    bare = tech_value(obj)
    if bare is None:
        return None
    return finding(
        "environment", f"User has {article(bare)} {bare}", 0.75, "tools", slot="environment.device", value=bare,
        domain="technical",
    )  # fmt: skip


def _machine_runs(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "my laptop's on windows", "my pc runs Ubuntu": the system the user works on."""
    obj = match.group("obj")
    if not known(obj, OPERATING_SYSTEMS):
        return None
    value = tech_value(obj)
    if value is None:
        return None
    what = " ".join(V.TECH_CASE.get(w, w) for w in match.group("what").lower().split())
    return finding(
        "environment", f"User's {what} runs {value}", 0.8, "tools", slot="environment.os", value=value,
        domain="technical",
    )  # fmt: skip


def _on_device(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i take all my notes on an ipad": a device the user does something on."""
    obj = match.group("obj")
    if not known(obj, HARDWARE) or known(obj, OPERATING_SYSTEMS):
        return None
    bare = tech_value(LEADING_ARTICLE.sub("", obj, count=1))
    if bare is None:
        return None
    return finding(
        "environment", f"User uses {article(bare)} {bare}", 0.75, "tools", slot="environment.device", value=bare,
        domain="technical",
    )  # fmt: skip


#: A device named by its system and a vague noun: "my laptop's a crappy old windows thing".
_SYSTEM_THING = rx.compile(r"(?P<os>windows|linux|ubuntu|chromeos|android)\s+(?:thing|one|machine|box|model)\b", re.I)


def _device(match: re.Match[str], clause: Clause) -> BuildResult:
    what = re.sub(r"\s+", " ", match.group("what").lower())
    whose = (match.group("whose") or "").lower()
    obj = match.group("obj")
    if not _tech_object(obj, clause, capitalized_ok=True):
        return None
    bare = LEADING_ARTICLE.sub("", obj, count=1)
    thing = _SYSTEM_THING.match(bare)
    if thing is not None and what in ("laptop", "computer", "pc", "desktop", "machine", "phone", "tablet"):
        system = V.TECH_CASE.get(thing.group("os").lower(), thing.group("os").capitalize())
        shown = "PC" if what == "pc" else what
        return [
            finding("environment", f"User's {whose + ' ' if whose else ''}{shown} runs {system}", 0.8, "tools",
                    slot="environment.os", value=system, domain="technical"),
            finding("environment", f"User has {article(system)} {system} {shown}", 0.75, "tools",
                    slot="environment.device", value=f"{system} {what}", domain="technical"),
        ]  # fmt: skip
    value = phrase(obj)
    if value is None:
        return None
    return finding(
        "environment",
        # "my work laptop is a ThinkPad": a device beside the user's own, which it does not replace
        f"User's {whose + ' ' if whose else ''}{what} is {value}",
        0.8,
        "tools",
        slot=f"environment.{slug(what)}",
        # "an old dell" and "a dell" are one device
        value=phrase(bare) or value,
        domain="technical",
    )


_RUNNING = rx.compile(r"\s+(?:running|on|with)\s+(?P<os>.+)$", re.I)


#: A device named by the system it runs ("a windows laptop", "a linux box").
_SYSTEM_DEVICE = rx.compile(
    r"(?:a|an)\s+(?:(?:old|new|cheap|work|gaming)\s+)?(?:windows|linux|android|chromeos|ubuntu)\s+(?:laptop|pc|machine"
    r"|phone|tablet|desktop|box)\b",
    re.I,
)


#: A device had or bought for someone else ("I bought an iPad for my daughter") is not the user's.
_FOR_SOMEONE = rx.compile(
    r"\b(?:for|to)\s+(?:my|our|his|her|their)\s+(?!(?:own|work|job|uni|studies|course|business|commute|office"
    r"|gaming|photos|music|notes|drawing|reading)\b)[\w'-]+|\bas\s+an?\s+(?:gift|present)\b",
    re.I,
)


def _have_device(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    if not known(obj, HARDWARE | V.DEVICE_BRANDS) and not _SYSTEM_DEVICE.match(obj):
        return None
    if _FOR_SOMEONE.search(obj):
        return None
    out: list[Finding] = []
    running = _RUNNING.search(obj)
    if running is not None and known(running.group("os"), OPERATING_SYSTEMS):
        # "a thinkpad running arch": the device and the system on it
        system = tech_value(running.group("os"))
        obj = obj[: running.start()]
        if system is not None:
            found = finding("environment", f"User uses {system}", 0.75, "tools", slot="environment.os", value=system)
            out.append(replace(found, domain="technical"))
    value = tech_value(obj)
    if value is None:
        return out or None
    return [finding("environment", f"User has {value}", 0.75, "hardware", domain="technical"), *out]


def _project(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    words = [w.lower().strip(",.") for w in obj.split()[:5]]
    if not words or words[0] not in {"a", "an", "my", "our"} or any(w in V.TRANSIENT for w in words[1:]):
        return None
    value = phrase(obj)
    if value is None:
        return None
    verb = re.sub(r"\s+", " ", match.group("verb").lower())
    return finding("project", f"User is {verb} {value}", 0.75, "project", domain="projects")


def _my_project(match: re.Match[str], clause: Clause) -> BuildResult:
    value = phrase(match.group("obj"))
    if value is None:
        return None
    what = re.sub(r"\s+", " ", (match.group("adj") or "") + match.group("what")).strip().lower()
    name = f" {match.group('name')}" if match.group("name") else ""
    return finding("project", f"User's {what}{name} is {value}", 0.75, "project", domain="projects")


def _own_business(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    words = [w.lower().strip(",.") for w in obj.split()[:5]]
    if not any(w in V.PROJECT_NOUNS for w in words):
        return None
    value = phrase(obj)
    said = match.group("verb").lower()
    present = ("run", "own", "manage", "lead", "organise", "organize", "coordinate")
    verb = third_person(said) if said in present else said
    return finding("project", f"User {verb} {value}", 0.75, "project", domain="projects") if value else None


_GOAL_VERBS = {
    "want": "wants",
    "wanna": "wants",
    "'d like": "wants",
    "would like": "wants",
    "'d love": "wants",
    "would love": "wants",
    "hope": "hopes",
    "plan": "plans",
    "intend": "intends",
    "aim": "aims",
    "'m planning": "plans",
    "am planning": "plans",
    "'m hoping": "hopes",
    "am hoping": "hopes",
    "'m trying": "is trying",
    "am trying": "is trying",
    "'m aiming": "aims",
    "am aiming": "aims",
    "'re planning": "plans",
    "are planning": "plans",
    "'re hoping": "hopes",
    "are hoping": "hopes",
    "'re trying": "is trying",
    "are trying": "is trying",
    "'m determined": "is determined",
    "am determined": "is determined",
    "'m desperate": "wants",
    "am desperate": "wants",
    "'m looking": "is looking",
    "am looking": "is looking",
}


_GOAL_START = rx.compile(
    r"(?:learn|become|master|improve|switch|change\s+careers?|relocate|retire|pass|graduate|enroll|publish|"
    r"launch|lose|gain|quit|finish|complete|achieve|pay\s+off|pivot|transition|visit|travel|study|speak|"
    r"be\s+(?:a|an|more|better|fluent|able|fit|healthier)|get\s+(?:better|into|a\s+(?:new\s+)?job|certified|"
    r"promoted|fit|in\s+shape|my|a\s+degree|a\s+master|a\s+phd|married|hired|an\s+internship|a\s+scholarship|"
    r"a\s+visa|citizenship|back\s+into)|move\s+(?:to\s+(?-i:[A-Z])|abroad|overseas)|go\s+(?:back\s+to|to\s+"
    r"(?:grad|med|law|business)?\s*school|to\s+college|to\s+university)|start\s+(?:a|an|my|running|learning|"
    r"working|exercising|investing|saving)|run\s+(?:a|an|my\s+own)|build\s+(?:a|an|my)|write\s+(?:a|an|my)|"
    r"(?:have\s+|own\s+|run\s+|start\s+)?(?:my|our|me)\s+own\s+(?:[\w-]+\s+){0,3}?(?:business|company|shop|salon|studio"
    r"|practice|clinic|cafe|café|bakery|restaurant|bar|gym|firm|agency|label|brand|farm|place|house|home|flat|band"
    r"|podcast|channel|classroom|team)\b|"
    r"read\s+(?:more|all|every|at\s+least|\d+)|save\s+(?:for|up|money|\d|enough)|stop\s+\w+ing|"
    r"work\s+(?:as|in|at|abroad|remotely|for\s+(?-i:[A-Z]))|find\s+(?:a|an)\s+(?:new\s+)?(?:job|partner|"
    r"apartment|house)|land\s+(?:a|an|my)|open\s+(?:a|an|my)|buy\s+(?:a|an|my)\s+(?:first\s+|own\s+)?"
    r"(?:house|home|apartment|"
    r"flat|car)|apply\s+(?:to|for)|earn|grow\s+(?:my|a|an)|run\s+(?:a\s+)?(?:marathon|half|5k|10k)|"
    r"move\s+into|go\s+into|break\s+into|get\s+into|transition\s+(?:to|into)|switch\s+(?:to|into)|pursue|"
    r"volunteer|adopt|have\s+(?:kids|a\s+baby|children)|get\s+married|marry|eat\s+(?:healthier|better|less|more)|"
    r"do\s+(?:a|an|my)\s+(?:masters?|master's|phd|degree|course|marathon|half|triathlon|ironman|10k|5k|pgce|mba)|"
    r"sleep\s+(?:better|more)|exercise\s+more|drink\s+(?:less|more)|cut\s+down|spend\s+(?:more|less)|launch|raise"
    r"|hit\s+(?:a\s+)?(?:\d|sub|new)|walk\s+(?:more|\d|the|a)|hike\s+(?:the|a|\d)|climb\s+(?:the|a|mount|\d)"
    r"|swim\s+(?:a|the|\d)|cycle\s+(?:a|the|\d|from)|reach\s+(?:a|an|my|\d)|beat\s+(?:my|a|an)|pay\s+(?:down|back)"
    r"|clear\s+(?:my|the|our)\s+(?:\w+\s+)?debt|own\s+(?:a|an|my)|downsize|take\s+up|make\s+(?:partner|senior|more"
    r"|a\s+living|director|lead)|bench|squat|deadlift|walk\s+again|run\s+again|see\s+the\s+(?:northern|world)"
    r"|go\s+(?:freelance|part[- ]time|full[- ]time|back\s+to\s+work|vegan|vegetarian|plant[- ]based)"
    r"|set\s+up\s+(?:a|an|my))\b",
    re.I,
)


_GOAL_ADVERB = rx.compile(r"(?:(?:eventually|one\s+day|someday|really|actually|finally|definitely|seriously|also"
                          r"|still|properly)\s+)+", re.I)


#: What one signs up for that is an aim ("the Brighton marathon", "an evening class in pottery").
_SIGN_UP_FOR = rx.compile(
    r"\b(?:marathon|half|10k|5k|race|triathlon|ironman|ultra|sportive|course|class|classes|degree|masters|master's|mba"
    r"|phd|programme|program|bootcamp|apprenticeship|challenge|trek|swim|tough\s+mudder|obstacle|certificate|diploma"
    r"|qualification|exam|competition|tournament|league|club|choir|team|walk|hike|climb|run|parkrun|relay|regatta)\b",
    re.I,
)


def _signed_up(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "i've signed up for the brighton marathon", "just entered my first triathlon": an aim the user committed to."""
    value = phrase(match.group("obj"))
    if value is None or _SIGN_UP_FOR.search(value) is None or len(value.split()) > 8:
        return None
    how = re.sub(r"\s+", " ", match.group("how").lower())
    if how == "entered" and not re.match(r"i(?:'ve|\s+have)|i\s+(?:just|finally)", match.group(0), re.I):
        return None  # "i entered the competition and lost": done, not an aim
    if re.search(r"\b(?:and|but)\s+(?:lost|won|came|finished|placed|got|did|failed|dropped)\b|\blast\s+(?:year|month"
                 r"|week|summer|spring|autumn|fall|winter)\b|\bago\b", clause.text, re.I):
        return None
    how = {"entered": "has entered", "got a place in": "has a place in", "got place in": "has a place in"}.get(
        how, "has " + how
    )
    return finding("goal", f"User {how} {value}", 0.75, "goal", domain="personal")


def _bucket_list(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "a trip to iceland is on my bucket list": something the user hopes to do one day."""
    value = phrase(match.group("obj"))
    if value is None:
        return None
    value = value[:1].lower() + value[1:] if value[1:2].islower() else value
    return finding("goal", f"User's bucket list includes {value}", 0.75, "goal", domain="personal")


def _become(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "im studying to become a nurse", "retraining as a plumber": the job the user is working towards."""
    value = phrase(match.group("obj"))
    if value is None or len(value.split()) > 6:
        return None
    return finding(
        "goal", f"User wants to become {value}", 0.8, "goal", slot="goal.achieve", value=f"become {value}",
        domain="professional",
    )  # fmt: skip


def _goal(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    adverb = _GOAL_ADVERB.match(obj)
    obj = obj[adverb.end() :] if adverb is not None else obj
    if not _GOAL_START.match(obj):
        return None
    words = [w.lower().strip(",.") for w in obj.split()[:5]]
    if any(w in V.TRANSIENT for w in words[1:]) or words[1:2] in (["this"], ["that"], ["it"], ["these"], ["those"]):
        return None  # "i want to finish this by friday": the task at hand, not an aim
    own = re.match(r"(?:have\s+|own\s+)?(?:my|our|me)\s+own\s+", obj, re.I)
    value = phrase("my own " + obj[own.end() :] if own is not None else obj)
    said = re.sub(r"\s+(?:really|also|honestly)\b", "", re.sub(r"\s+", " ", match.group("verb").lower()))
    verb = _GOAL_VERBS[said.strip()]
    if own is not None and value and verb in ("wants", "hopes"):
        return finding("goal", f"User wants {value}", 0.8, "goal", domain="personal")  # "want my own salon one day"
    return finding("goal", f"User {verb} to {value}", 0.8, "goal", domain="personal") if value else None


#: Lessons in things that are not a skill one learns ("driving lessons" are, "swimming lessons" are; "history
#: classes" at school are not a goal).
_NOT_LESSONS = frozenset({"history", "school", "extra", "evening", "online", "private", "my", "the", "these", "those"})


def _lessons(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "I'm taking piano lessons", "started salsa classes": what the user is learning."""
    what = re.sub(r"\s+", " ", match.group("obj").strip())
    if what.lower() in _NOT_LESSONS or what.lower().split()[0] in _NOT_LESSONS:
        return None
    value = what.lower() if clause.lowercase else what
    value = re.sub(r"^(?:driving)$", "to drive", value, flags=re.I)
    return finding(
        "goal", f"User is taking {what} lessons", 0.75, "learning", slot="goal.learn", value=value, domain="personal"
    )


#: What a goal "for this …" is for when it is an aim for one sitting or one piece of work, not for the user's life
#: ("my goal for this chat is to understand recursion", "my aim for this essay is …", "my goal in the game is …").
_ONE_SITTING = rx.compile(
    r"\b(?:for|in|with|of)\s+(?:this|the|today's|tonight's)\s+(?:chat|conversation|session|thread|call|meeting"
    r"|lesson|class|exercise|task|assignment|essay|function|script|prompt|question|answer|email|game|round|level"
    r"|match|quiz|interview|presentation|talk|post|paper|module|chapter|scene|story|sprint|ticket)\b",
    re.I,
)


def _my_goal(match: re.Match[str], clause: Clause) -> BuildResult:
    if _ONE_SITTING.search(match.string, match.start(), match.start("obj")):
        return None
    if any(w.lower().strip(",.") in V.TRANSIENT for w in match.group("obj").split()[:5]):
        return None  # "my goal is to fix this function by tonight": a task, not an aim
    value = phrase(match.group("obj"))
    if value is None:
        return None
    what = re.sub(r"\s+", " ", match.group("what").lower())
    to = "to " if match.group("to") or _GOAL_START.match(match.group("obj")) else ""
    return finding("goal", f"User's {what} is {to}{value}", 0.85, "goal", domain="personal")


def _switched(match: re.Match[str], clause: Clause) -> BuildResult:
    obj = match.group("obj")
    if not known(obj, TECH):
        return None
    value = phrase(obj)
    if value is None:
        return None
    value = _NOW.sub("", _TOOL_END.sub("", value)) or value
    value = re.sub(r"\s+(?:this|last|that)\s+(?:week|month|year|weekend)$", "", value, flags=re.I)
    return finding("environment", f"User uses {value}", 0.75, "tools", domain="technical")


_FOR_DURATION = rx.compile(
    r"\s+(?:for|since)\s+(?:(?:about|around|over|almost|nearly|the\s+(?:last|past))\s+)?(?:a|an|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|\d+|a\s+few|a\s+couple\s+(?:of\s+)?|several)?\s*(?:years?|months?|yrs?|\d{4}|school|uni)\b.*$",
    re.I,
)
_learning_goal = templated("goal", "User is {}", 0.8, "learning")


def _learning(match: re.Match[str], clause: Clause) -> BuildResult:
    """ "learning Korean" is a goal; "been learning Korean for a year" is already a skill in that language."""
    obj = match.group("obj")
    duration = _FOR_DURATION.search(obj)
    if duration is None or not match.group("lead").lower().startswith("learning"):
        return _learning_goal(match, clause)
    subject = obj[: duration.start()].strip()
    if known(subject, V.LANGUAGES):
        value = " ".join(w.capitalize() for w in subject.split())
        slot = "skill.speaks"
    elif re.fullmatch(r"(?:the\s+)?(?:" + INSTRUMENTS + r")", subject, re.I):
        value = re.sub(r"^the\s+", "", subject, flags=re.I).lower()
        slot = "skill.plays"
    else:
        return _learning_goal(match, clause)
    span = re.sub(r"\s+", " ", duration.group(0).strip())
    span = re.split(r",|\s+(?:and|but|so)\s+", span)[0]
    shown = f"the {value}" if slot == "skill.plays" else value
    return finding("skill", f"User has been learning {shown} {span}", 0.8, "skill", slot=slot, value=value)


RULES: list[Rule] = [
    rule(
        "en.environment.switched",
        "i",
        r"i(?:'ve|\s+have)?\s+" + ADV + r"(?:switched|moved|migrated|changed)\s+(?:over\s+)?(?:from\s+"
        r"[\w.+#-]+(?:\s+[\w.+#-]+)?\s+)?to\s+(?P<obj>.+)",
        _switched,
        "environment",
    ),
    rule(
        "en.environment.use",
        "i im we",
        r"(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+" + ADV + r"(?:all\s+|both\s+)?(?P<verb>use|using|run|running"
        r"|daily[- ]drive|work\s+on|develop\s+on|code\s+on|game\s+on|code\s+in|write\s+code\s+in|program\s+in)"
        r"\s+(?P<obj>.+)",
        _use,
        "environment",
    ),
    rule(
        "en.environment.team_uses",
        "our at",
        r"(?:our|at\s+work\s+(?:we|our))\s+(?:team|company|office|work|uni|school|department|lab|org|shop|store"
        r"|business|startup|agency|clinic|practice|website|site)?\s*"
        r"(?:all\s+)?(?:runs\s+on\s+|(?P<verb>uses|runs)\s+)(?P<obj>.+)",
        _use,
        "environment",
    ),
    rule(
        "en.environment.my_device",
        "",
        r"\bmy\s+(?:new\s+|old\s+|work\s+|personal\s+)?(?:(?:19|20)\d\d\s+)?(?P<obj>(?:iphone|ipad|macbook|imac|pixel"
        r"|galaxy|thinkpad|chromebook|kindle|surface|steam\s+deck|xps|samsung(?:\s+galaxy)?|oneplus|redmi|xiaomi|kobo"
        r"|remarkable|fairphone)(?:\s+(?:pro|air|max|mini|plus|ultra|fold|flip|se|\d+\w*)){0,3})(?=$|[\s,.;:!?)'])(?!\s+(?:simulator|emulator|sim|mock-?up|template)s?\b)",
        _my_device,
        "environment",
        needle="my ",
        questions=True,
    ),
    rule(
        # "I'm on Excel all day", "im on figma most of the day at work": an app the user works in
        "en.environment.on_all_day",
        "i im",
        I_AM + ADV + r"(?P<how>on)\s+(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:all\s+day|all\s+the\s+time|every\s+day"
        r"|24/7|constantly|most\s+of\s+the\s+day|(?:for\s+)?(?:8|9|10|\w+)\s+hours\s+a\s+day|day\s+in\s+day\s+out)\b",
        _lives_in_app,
        "environment",
    ),
    rule(
        "en.environment.lives_in",
        "i",
        r"i\s+" + ADV + r"(?P<how>live|work|do\s+(?:everything|all\s+my\s+[\w-]+|most\s+(?:of\s+)?my\s+[\w-]+))\s+in"
        r"\s+(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)",
        _lives_in_app,
        "environment",
        exclusive=True,
    ),
    rule(
        "en.environment.kept_in_app",
        "all my our",
        # no possessive on the way: "my sister's notes" are hers
        r"(?:all\s+(?:of\s+)?)?(?:my|our)\s+(?:[\w-]+\s+){0,3}?(?P<what>" + _KEPT + r")\s+(?:all\s+|mostly\s+"
        r"|currently\s+|still\s+)?(?:live|lives|are|is|sit|sits|stay|go|get\s+(?:stored|saved|kept)|are\s+(?:kept"
        r"|stored|saved))\s+(?:all\s+|mostly\s+|currently\s+)?(?:in|on)\s+(?:an?\s+|one\s+|the\s+|my\s+)?(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)",
        _kept_in_app,
        "environment",
    ),
    rule(
        "en.environment.app_trouble",
        " ".join(sorted({"my", "the", *(name.split()[0].split("'")[0] for name in TOOLS | EDITORS)})),
        r"(?:my\s+|the\s+)?(?P<app>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:(?:desktop\s+|mobile\s+|web\s+)?app\s+"
        r"|widget\s+|plugin\s+|extension\s+)?(?:" + _TROUBLE + r")",
        _app_trouble,
        "environment",
    ),
    rule(
        "en.environment.app_trouble_later",
        "",
        # the same trouble in a later clause: "I'm on a MacBook Air and Figma keeps choking on our files"
        r"(?:,\s*|\s(?:and|but|so|plus|also|now|because|cos|coz|since|while|yet)\s+)(?:my\s+|the\s+)?"
        r"(?P<app>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:(?:desktop\s+|mobile\s+|web\s+)?app\s+|widget\s+|plugin\s+"
        r"|extension\s+)?keeps\s+(?:on\s+)?(?:crashing|freezing|lagging|glitching|choking|hanging|logging|signing"
        r"|vanishing|disappearing|deleting|closing|eating|timing|quitting|stalling|failing|breaking|bugging|corrupting"
        r"|dropping)\b",
        _app_trouble,
        "environment",
        needle="keeps ",
    ),
    rule(
        "en.environment.my_work_in",
        "i",
        r"i\s+" + ADV + r"(?P<verb>do|keep|track|write|plan|manage|store|organi[sz]e|take|make|edit|draw|design|draft"
        r"|log|record|budget|sketch|journal|mix|produce|schedule)\s+(?:all\s+|most\s+of\s+|almost\s+all\s+)?my\s+"
        r"(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+(?P<prep>in|on|with|using)\s+(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)",
        _my_work_in,
        "environment",
        needle="my ",
    ),
    rule(
        "en.environment.app_part",
        "",
        r"\bmy\s+(?P<app>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+(?:" + _APP_PARTS + r")\b",
        _app_part,
        "environment",
        needle="my ",
    ),
    rule(
        "en.environment.user",
        "i im",
        I_AM + ADV + r"(?:a|an)\s+(?:(?:long-?time|happy|proud|daily|heavy|loyal|die-?hard|former)\s+)*"
        r"(?P<obj>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s+user\b",
        _tech_user,
        "environment",
    ),
    rule(
        "en.environment.on",
        "i im we",
        r"(?:i'?m|i\s+am|im|we're|we\s+are)\s+" + ADV + r"(?:both\s+|all\s+)?on\s+(?P<obj>.+)",
        _on,
        "environment",
    ),
    rule(
        "en.environment.given",
        "my",
        r"my\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:just\s+)?(?:gave|got|bought|lent|passed|handed)\s+me\s+(?:down\s+)?"
        r"(?:his|her|their|a|an|the)\s+(?:(?:old|new|spare|second-hand|used|previous)\s+)*(?P<obj>.+)",
        _given_device,
        "environment",
    ),
    rule(
        "en.environment.machine_runs",
        "my",
        r"my\s+(?P<what>(?:work\s+|home\s+|gaming\s+|old\s+|new\s+)?(?:laptop|computer|pc|desktop|machine|phone|tablet"
        r"|thinkpad|macbook(?:\s+(?:air|pro))?|imac|mac\s+mini|chromebook|surface|xps|framework|raspberry\s+pi|pi|nas"
        r"|server|home\s+server|homelab|steam\s+deck|dell|lenovo|hp|asus|acer))(?:'s|s|\s+is)?\s+(?:on|runs"
        r"|running|has)\s+(?P<obj>.+)",
        _machine_runs,
        "environment",
    ),
    rule(
        "en.environment.on_device",
        "i",
        r"i\s+(?!(?:spilled|spilt|dropped|broke|cracked|saw|found|bought|sold|left|lost|put|read\s+about)\b)"
        r"(?:[\w']+\s+){1,5}?on\s+(?P<obj>(?:a|an|my)\s+.+)",
        _on_device,
        "environment",
    ),
    rule(
        "en.environment.device",
        "my our",
        r"(?P<owner>my|our)\s+(?:(?P<whose>work|uni|school)\s+|(?:home|personal|main|gaming|old|new|current|daily)\s+)?"
        r"(?P<what>laptop|computer|pc|desktop|machine|"
        r"workstation|phone|smartphone|tablet|os|operating\s+system|distro|editor|ide|text\s+editor|setup|stack|"
        r"tech\s+stack|shell|terminal|keyboard|monitor|browser|server|home\s+server|daily\s+driver|main\s+machine|"
        r"dev\s+environment|development\s+environment|gpu|cpu)(?:\s+is|'s)\s+(?P<obj>.+)",
        _device,
        "environment",
    ),
    rule(
        "en.environment.have",
        "i",
        r"(?:i\s+" + ADV + r"(?:have|own|got|bought|picked\s+up|upgraded\s+to)|i've\s+" + ADV + r"got)\s+"
        r"(?P<obj>(?:a|an|two|\d)\s+.+)",
        _have_device,
        "environment",
    ),
    rule(
        "en.project.doing",
        "i im",
        I_AM + ADV + r"(?P<verb>building|developing|writing|creating|making|designing|"
        r"launching|starting|working\s+on|coding|prototyping|putting\s+together|programming|producing|recording|"
        r"founding|co-founding|organi[sz]ing|setting\s+up)\s+(?P<obj>.+)",
        _project,
        "project",
    ),
    rule(
        "en.project.mine",
        "my",
        r"my\s+(?P<adj>(?:(?:side|personal|pet|current|latest|new|main|hobby|open[- ]source"
        r"|own|little)\s+)*)(?P<what>project|startup|company|app|application|business|game|thesis|dissertation|"
        r"book|novel|podcast|channel|youtube\s+channel|blog|website|site|library|plugin|extension|bot|band|"
        r"newsletter|shop|store|saas|product)(?:,?\s+(?P<name>(?-i:[A-Z][\w.-]*)(?:\s+(?-i:[A-Z][\w.-]*))?),?)?"
        r"\s+is\s+(?P<obj>(?:a|an|about|on|basically|essentially|like|for|an?\s+\w+|called|named)\b.+)",
        _my_project,
        "project",
    ),
    rule(
        "en.project.own",
        "i",
        r"i\s+" + ADV + r"(?P<verb>run|own|manage|founded|co-founded|started|maintain|lead|organi[sz]e|coordinate)\s+"
        r"(?P<obj>(?:a|an|my\s+own|the|our|my)\s+.+)",
        _own_business,
        "project",
    ),
    rule(
        "en.project.have_side",
        "i we",
        # "I run a small Etsy shop" is en.project.own's
        r"(?:i|we)(?:(?:'ve|\s+have)?\s+(?:also\s+|now\s+|just\s+)?(?:got|have)|(?:'ve|\s+have)\s+(?:also\s+|now\s+"
        r"|just\s+)?(?:started|set\s+up))\s+"
        r"(?P<lead>(?:a|an|my\s+own|our\s+own)(?:\s+(?:little|small|tiny|new|growing|wee|modest|humble|online))*)\s+"
        r"(?P<what>" + _SIDE_THINGS + r")\b(?P<rest>.*)",
        _side_thing,
        "project",
    ),
    rule(
        "en.project.conversion",
        "i im we",
        r"(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:both\s+)?(?:slowly\s+|currently\s+|still\s+)?"
        r"(?P<verb>doing\s+up|converting|fitting\s+out|restoring|rebuilding|building\s+out|kitting\s+out)\s+"
        r"(?P<obj>(?:a|an|our|my|the)\s+(?:(?:old|ancient|little|clapped[- ]out|second[- ]hand|vintage|\d{4})\s+)*"
        r"(?P<vehicle>" + _VEHICLES + r")\b.*)",
        _conversion,
        "project",
        exclusive=True,
        priority=Priority.SOCIAL,
    ),
    rule(
        "en.goal.considering",
        "i im we",
        r"(?:i'?m|im|i\s+am|we're|we\s+are)\s+" + ADV + r"(?P<lead>thinking\s+(?:about|of)|considering|toying\s+with"
        r"\s+(?:the\s+idea\s+of)?|weighing\s+up|looking\s+into)\s+(?P<obj>(?:doing|getting|going\s+back|applying"
        r"|starting|studying|training|retraining|becoming|taking|learning|moving|switching|opening|launching|setting"
        r"\s+up|buying|leaving|quitting|changing|doing|adopting|running|joining|signing\s+up|going\s+freelance"
        r"|going\s+part[- ]time|a\s+(?:master'?s|masters|phd|career\s+change|degree|mba|pgce))\b.+)",
        _considering,
        "goal",
    ),
    rule(
        "en.goal.want",
        "i we",
        r"(?:i|we)(?:\s+(?:really|also|honestly|still|desperately|eventually|definitely|seriously|badly|kinda|kind\s+of"
        r"|so|just|totally|genuinely|truly))?"
        r"(?P<verb>\s+want|\s+wanna|'d\s+(?:really\s+|also\s+|honestly\s+)?like|\s+would\s+(?:really\s+)?like"
        r"|'d\s+(?:really\s+|also\s+|honestly\s+)?love|\s+would\s+(?:really\s+)?love|\s+hope"
        r"|\s+plan|\s+intend|\s+aim|'m\s+planning|\s+am\s+planning|'m\s+hoping|\s+am\s+hoping|'m\s+trying|\s+am"
        r"\s+trying|'m\s+aiming|\s+am\s+aiming|'re\s+planning|\s+are\s+planning|'re\s+hoping|\s+are\s+hoping"
        r"|'re\s+trying|\s+are\s+trying|'m\s+determined|\s+am\s+determined|'m\s+desperate|\s+am\s+desperate"
        r"|'m\s+looking(?=\s+to\s)|\s+am\s+looking(?=\s+to\s))"
        r"\s+(?:to\s+)?(?P<obj>.+)",
        _goal,
        "goal",
    ),
    rule(
        "en.goal.mine",
        "my",
        r"my\s+(?:main\s+|long[- ]term\s+|short[- ]term\s+|ultimate\s+|big\s+|biggest\s+|"
        r"personal\s+|career\s+|fitness\s+|new\s+year'?s?\s+)?(?P<what>goal|dream|aim|objective|ambition|target|"
        r"resolution|plan)(?:\s+(?:for\s+|in\s+)?(?:this|next|the|today's)\s+\w+)?\s+is\s+(?P<to>to\s+)?(?P<obj>.+)",
        _my_goal,
        "goal",
    ),
    rule(
        "en.goal.learning",
        "i im",
        I_AM + ADV + r"(?P<lead>learning|teaching\s+myself|getting\s+into)\s+(?P<obj>(?!a\s+lot|so\s+much|the\s+hard|"
        r"fast|quickly|from|about\s+(?:it|this|that))\S.+)",
        _learning,
        "goal",
    ),
    rule(
        "en.goal.lessons",
        "i im",
        r"(?:(?:i'm|im|i\s+am)\s+" + ADV + r"(?:taking|doing|having)"
        r"|i(?:'ve|\s+have)?\s+" + ADV + r"(?:started|take|have|do))"
        r"\s+(?:some\s+)?(?P<obj>[\w-]+(?:\s+[\w-]+)?)\s+(?:lessons|classes)\b",
        _lessons,
        "goal",
    ),
    rule(
        "en.goal.towards",
        "i im",
        I_AM + ADV + r"(?P<lead>aiming\s+for|working\s+towards?|going\s+for\s+(?=(?:a|my)\s+(?:first|promotion|pb|pr"
        r"|personal\s+best|black\s+belt|qualification|diploma|certificate|degree))|studying\s+for)\s+(?P<obj>(?:a|an|my|the"
        r"|\d)\S*\s.*|(?-i:[A-Z])\S*.*)",
        templated("goal", "User is {}", 0.75, "goal"),
        "goal",
        exclusive=True,
    ),
    rule(
        "en.goal.become",
        "i im",
        I_AM + ADV + r"(?P<lead>(?:studying|training|retraining|working|going\s+back\s+to\s+(?:school|uni|college)"
        r"|doing\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,2}?(?:course|degree|apprenticeship|qualification|diploma))\s+to\s+(?:become|be)"
        r"|retraining\s+as)\s+(?P<obj>(?:a|an)\s+.+)",
        _become,
        "goal",
    ),
    rule(
        "en.goal.bucket_list",
        "",
        r"^(?P<obj>(?!(?:it|this|that|these|those)\b)[\w'&.-]+(?:\s+[\w'&.-]+){0,6}?)\s+(?:is|are|'s)\s+(?:(?:right\s+)?at"
        r"\s+the\s+top\s+of|on|high\s+on|number\s+one\s+on)\s+my\s+bucket\s+list\b",
        _bucket_list,
        "goal",
        needle="bucket list",
    ),
    rule(
        "en.goal.signed_up",
        "i",
        r"i(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|actually\s+|officially\s+)?(?P<how>signed\s+up\s+(?:for|to)|entered"
        r"|registered\s+for|enrolled\s+(?:in|on|for)|booked\s+(?:onto|on|in\s+for)|got\s+(?:a\s+)?(?:place|spot)\s+"
        r"(?:in|on|for))\s+(?P<obj>(?:a|an|the|my|our)\s+.+)",
        _signed_up,
        "goal",
    ),
    rule(
        "en.goal.saving",
        "i im we",
        r"(?:i'?m|i\s+am|im|we're|we\s+are)\s+(?:both\s+|still\s+|currently\s+|slowly\s+)?"
        r"(?P<lead>saving\s+(?:up\s+)?(?:for|to))\s+(?P<obj>.+)",
        templated("goal", "User is {}", 0.75, "goal"),
        "goal",
    ),
]
