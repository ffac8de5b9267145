"""English rules for how the user's days run: work pattern, commute, home tenure, car, budget, medication.

People mention these in passing because they shape the answer they want ("i work nights so …", "no car btw",
"we're renting so no drilling", "i'm on sertraline, can i …"). Each reading names the circumstance in fixed
words on its own slot (``context.situation`` / ``fact.medication``), so the same circumstance said twice merges
whatever words carried it. The words after the circumstance must end it (a comma, "so", "btw", a time), so "I
don't have a car seat", "I'm renting a car for the trip" or "I rent out my spare room" give nothing.
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.en_common import ADV
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Rule, finding, rule

#: A subject the circumstance is the user's: "i", "we", "we both", "me and my wife" (read as "we").
_WE = r"(?:i|we)(?:\s+both)?\s+"
_SOME = (
    r"(?:(?:currently|mostly|usually|normally|generally|still|now|just|also|actually|basically|always|often"
    r"|sometimes|only|both|mainly|tend\s+to)\s+)*"
)
#: What may follow a circumstance and still end it: nothing, punctuation, a reason, a time, a filler.
_END = (
    r"(?=\s*$|\s*[,.;:!?)(—–-]|\s+(?:so|and|but|because|cos|coz|as|which|now|atm|rn|right\s+now|at\s+the\s+moment"
    r"|for\s+now|these\s+days|btw|tho|though|lol|haha|ugh|too|either|anyway|here|mostly|most|every|each|all|this"
    r"|next|until|till|since|at|in|for|on|with|near|from|(?:\d+|one|two|three|four|five)\s+days?|myself|yet"
    r"|to|while|whilst|if|nowadays|thanks|pls|please|any|what|how|can|could|should|do|does|is|are)\b)"
)


def _situation(value: str, content: str, confidence: float = 0.8, domain: str = "personal") -> BuildResult:
    return finding("context", content, confidence, "situation", slot="context.situation", value=value, domain=domain)


# ---- work pattern -------------------------------------------------------------------------------------------

_HOURS = r"(?:\d{1,2}|eight|ten|eleven|twelve|thirteen)[- ]?(?:hour|hr|h)"
_PATTERNS: tuple[tuple[str, str, str], ...] = (
    # (pattern of what is worked, the situation's name, its wording)
    (r"(?:nights|night\s+shifts?|the\s+night\s+shift|overnights)", "night shifts", "User works night shifts"),
    (r"(?:early\s+shifts|earlies|lates|late\s+shifts|split\s+shifts|rotating\s+shifts|rotas?|a\s+rota"
     r"|shifts|shift\s+work)", "shift work", "User works shifts"),
    (_HOURS + r"\s+(?:shifts|days)", "long shifts", "User works {} shifts"),
    (r"weekends", "weekends", "User works weekends"),
    (r"(?:from\s+home|remotely|remote|from\s+my\s+(?:kitchen\s+table|spare\s+room|flat|house|living\s+room))",
     "working from home", "User works from home"),
    (r"part[- ]time", "part-time", "User works part-time"),
    (r"(?:a\s+)?(?:four|4)[- ]day\s+weeks?|(?:three|four|3|4)\s+days\s+a\s+week", "short week",
     "User works {} days a week"),
)
_WORKED = "|".join(f"(?P<w{i}>{pattern})" for i, (pattern, _, _) in enumerate(_PATTERNS))
_NUMBER = rx.compile(r"\d{1,2}|eight|ten|eleven|twelve|thirteen|three|four", re.I)


#: The job after how it is worked: "i work 12 hour shifts as a nurse", "i do earlies as a care assistant".
_AS_JOB = rx.compile(r"\s+as\s+(?P<job>(?:a|an)\s+\S.*)", re.I)


#: What en_work's "i work … as a …" reads itself ("i work nights as a paramedic").
_WORK_AS_READ = rx.compile(r"i\s+" + ADV + r"work\s+(?:(?:full|part)[- ]time\s+|nights\s+|shifts\s+)?as\s", re.I)


#: "i work part time as a barista", "I work remotely as a …" are the job (en_work) said with its hours: the job
#: is read, the hours are not.
def _work_pattern(match: re.Match[str], clause: Clause) -> BuildResult:
    job = _AS_JOB.match(clause.text, match.end())
    if job is not None:
        if _WORK_AS_READ.match(clause.text) is None:
            clause.followups.append("I'm " + job.group("job"))
        return None
    for i, (_, name, content) in enumerate(_PATTERNS):
        said = match.group(f"w{i}")
        if said is None:
            continue
        if "{}" in content:
            number = _NUMBER.search(said)
            if number is None:
                return None
            count = V.NUMBER_WORDS.get(number.group(0).lower(), number.group(0))
            content = content.format(f"{count}-hour" if "shifts" in content else count)
            name = f"{count}-hour shifts" if "shifts" in content else f"{count}-day week"
        return _situation(name, content, domain="professional")
    return None


def _remote(match: re.Match[str], clause: Clause) -> BuildResult:
    groups = match.groupdict()
    if groups.get("part"):
        return _situation("part-time", "User works part-time", domain="professional")
    if groups.get("shifts"):
        return _situation("shift work", "User works shifts", domain="professional")
    return _situation("working from home", "User works from home", domain="professional")


# ---- car, home, budget, commute -----------------------------------------------------------------------------

_CAR_END = (
    r"(?![\w-])(?!\s*(?:seat|park|charger|insurance|wash|keys?|boot|loan|rental|share|hire|for\s+(?:the|this|a)))"
)


def _no_car(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("car-free", "User doesn't have a car")


def _no_car_said_short(match: re.Match[str], clause: Clause) -> BuildResult:
    # "no car btw": the filler reading takes "no" into the clause's prefix
    if re.search(r"(?:^|[\s(,])no\s*$", clause.prefix, re.I) is None:
        return None
    return _no_car(match, clause)


def _no_drive(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("doesn't drive", "User doesn't drive")


def _renting(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("renting", "User rents their home")


def _owner(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("homeowner", "User owns their home")


def _budget(match: re.Match[str], clause: Clause) -> BuildResult:
    return _situation("on a budget", "User is on a budget")


_MODES = {
    "train": "train", "bus": "bus", "tube": "tube", "bike": "bike", "car": "car", "ferry": "ferry", "tram": "tram",
    "metro": "metro", "subway": "subway", "underground": "tube", "luas": "Luas", "dart": "DART", "scooter": "scooter",
    "motorbike": "motorbike", "coach": "coach", "foot": "foot", "el": "train", "bicycle": "bike",
}
_MODE = "|".join(sorted(_MODES, key=longest_first))
_PLACES = r"(?:work|the\s+office|uni|university|college|school|campus|the\s+hospital|the\s+site|my\s+job|class)"


def _commute(match: re.Match[str], clause: Clause) -> BuildResult:
    mode = (match.group("mode") or match.group("ride") or "").lower()
    verb = (match.group("verb") or "").lower()
    if mode:
        name = _MODES[mode]
        content = "User commutes on foot" if name == "foot" else f"User commutes by {name}"
        return _situation(f"commutes by {name}" if name != "foot" else "walks to work", content)
    base = {"cycle": "cycles", "bike": "cycles", "walk": "walks", "drive": "drives", "run": "runs"}.get(verb)
    if base is None:
        return None
    place = re.sub(r"\s+", " ", match.group("place").lower())
    return _situation(f"{base} to work", f"User {base} to {place}")


# ---- medication -----------------------------------------------------------------------------------------------

_MEDICATIONS = V.MEDICATIONS
_MEDICINE = (
    r"(?P<med>(?:the\s+(?:mini[- ])?pill"
    r"|(?:an?\s+|my\s+|the\s+)?(?:blue\s+|brown\s+|preventer\s+|reliever\s+)?inhalers?"
    r"|(?:the\s+)?(?:contraceptive|combined)\s+pill|(?:the\s+)?(?:implant|coil|depo(?:\s+injection)?)"
    r"|blood\s+thinners|beta[- ]blockers|(?:blood\s+pressure|bp|adhd|thyroid|anxiety|anti-anxiety|epilepsy|heart"
    r"|cholesterol|migraine|acid\s+reflux|reflux|diabetes|asthma|allergy|hayfever|hay\s+fever|sleeping|pain)"
    r"\s+(?:meds|medication|medicine|tablets|pills)|(?:iron|vitamin\s+d|b12|folic\s+acid)\s+(?:tablets|supplements"
    r"|injections|shots)|(?:insulin|b12)\s+(?:injections|shots|pump)|mood\s+stabili[sz]ers|"
    + "|".join(sorted((re.escape(w) for w in _MEDICATIONS), key=longest_first)) + r"))"
    r"(?![\w-])(?:\s+(?:every|each|daily|twice|once|for|since|now|atm|at\s+the\s+moment|at\s+the\s+minute|so|and"
    r"|morning|mornings|night|nights|at|when|in|before|after|with|on|as|if|too|as\s+well|though|tho|lol"
    r"|but|btw|which|because|cos|these|right|rn|long[- ]term|\d+\s*mg|\(|-)\b|\s*[,.;:!?)(]|\s*$|\s+\d+\s*mg)"
)


def _medication(match: re.Match[str], clause: Clause) -> BuildResult:
    said = re.sub(r"\s+", " ", match.group("med") or match.group("med2")).strip()
    said = re.sub(r"^(?:an?|my|the)\s+(?=(?:\w+\s+)?inhalers?)", "", said, flags=re.I)
    lower = said.lower()
    value = _MEDICATIONS.get(lower, said if said[:1].isupper() and lower not in _MEDICATIONS else lower)
    if value.lower().endswith(("inhaler", "inhalers")):
        value = "an inhaler" if not value.lower().endswith("s") else "inhalers"
        content = f"User uses {value}"
    else:
        content = f"User takes {value}"
    object_ = re.sub(r"^(?:the|an?)\s+", "", value.lower())
    return finding("fact", content, 0.8, "health", slot="fact.medication", value=object_, domain="health")


RULES: list[Rule] = [
    rule(
        "en.context.work_pattern",
        "i we",
        _WE + _SOME + r"(?:work|do|pull)\s+(?:(?:a\s+lot\s+of|lots\s+of|mostly|mainly|only|the\s+odd)\s+)?(?:"
        + _WORKED + r")(?:(?=\s+as\s)|" + _END + ")",
        _work_pattern,
        "context",
    ),
    rule(
        "en.context.remote",
        "i im we",
        r"(?:i'?m|i\s+am|im|we're|we\s+are)\s+(?:both\s+)?(?:(?:fully|100%|mostly|completely|now|currently|a)\s+)*"
        r"(?:(?P<remote>remote(?:\s+(?:worker|employee))?|(?:working\s+)?(?:fully\s+)?(?:wfh|remotely))"
        r"|(?P<part>part[- ]time)|(?P<shifts>(?:a\s+)?shift\s+worker|on\s+(?:shifts|a\s+rota|rotating\s+shifts)))"
        + _END,
        _remote,
        "context",
    ),
    rule(
        "en.context.wfh",
        "i we wfh",
        r"(?:(?:i|we)\s+)?wfh\b",
        _remote,
        "context",
    ),
    rule(
        "en.context.no_car",
        "i we",
        r"(?:i|we)(?:\s+both)?\s+(?:(?:still|currently|just)\s+)?(?:(?:don'?t|do\s+not|dont)\s+(?:have|own)|haven'?t\s+got"
        r"|have\s+no|(?:'ve|\s+have)\s+no|'m\s+without|am\s+without|'re\s+without|are\s+without)\s+(?:a\s+|any\s+)?cars?"
        + _CAR_END + _END
        + r"|(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:(?:fully|completely|totally)\s+)?car[- ]?(?:free|less)\b",
        _no_car,
        "context",
    ),
    rule(
        "en.context.no_car_short",
        "car",
        r"car" + _CAR_END + _END,
        _no_car_said_short,
        "context",
    ),
    rule(
        "en.context.no_drive",
        "i we",
        r"(?:i|we)(?:\s+both)?\s+(?:(?:don'?t|do\s+not|dont|can'?t|cannot)\s+drive"
        r"|(?:don'?t|do\s+not|dont)\s+have\s+(?:a\s+)?(?:driving\s+)?licen[cs]e|(?:have|'ve)\s+never\s+learn(?:ed|t)\s+to"
        r"\s+drive|never\s+learn(?:ed|t)\s+to\s+drive)" + _END,
        _no_drive,
        "context",
    ),
    rule(
        "en.context.renting",
        "i im we",
        r"(?:(?:i|we)\s+(?:both\s+)?(?:still\s+|currently\s+|just\s+)?rent|we(?:'re|\s+are)\s+(?:both\s+)?"
        r"(?:still\s+|currently\s+|just\s+)?renting"
        r"|(?:i'?m|im|i\s+am)\s+(?:still\s+|currently\s+|just\s+)?renting"
        r"|(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:both\s+)?(?:an?\s+)?(?:private\s+)?(?:renters?|tenants?)"
        r"|(?:i|we)\s+(?:both\s+)?live\s+in\s+(?:a\s+)?rented\s+(?:\w+\s+)?(?:flat|house|apartment|room|place|accommodation))"
        r"(?!\s+out)(?:\s+(?:a|an|our|my)\s+(?:(?:tiny|small|little|one[- ]bed(?:room)?|two[- ]bed(?:room)?|1[- ]bed"
        r"|2[- ]bed|3[- ]bed|studio|shared|basement|top[- ]floor|council|terraced|semi-detached|damp|cramped|big)\s+)*"
        r"(?:flat|house|apartment|room|place|studio|condo|home|bedsit|terrace|semi|cottage|bungalow|maisonette|unit"
        r"|houseshare|flatshare))?" + _END,
        _renting,
        "context",
    ),
    rule(
        "en.context.homeowner",
        "i im we",
        r"(?:(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:both\s+)?(?:(?:first[- ]time|new)\s+)?home\s*owners?"
        r"|(?:i|we)\s+(?:both\s+)?(?:own|'ve\s+got|have)\s+(?:our|my)\s+(?:own\s+)?(?:home|house|flat|place)"
        r"|(?:i|we)\s+(?:both\s+)?(?:have|'ve\s+got)\s+a\s+mortgage)" + _END,
        _owner,
        "context",
    ),
    rule(
        "en.context.budget",
        "i im we on",
        r"(?:(?:i'?m|im|i\s+am|we're|we\s+are)\s+(?:both\s+)?(?:currently\s+|still\s+|really\s+)?)?"
        r"on\s+a\s+(?:(?:very|super|really|pretty)\s+)?(?:budget|tight\s+budget|strict\s+budget|shoestring"
        r"|student\s+budget|small\s+budget|limited\s+budget|low\s+income|fixed\s+income)" + _END,
        _budget,
        "context",
    ),
    rule(
        "en.context.commute",
        "i we",
        _WE + _SOME + r"(?:(?:commute|travel|get)\s+(?:in\s+)?(?:to\s+" + _PLACES + r"\s+)?(?:by|on\s+the|on)\s+"
        r"(?P<mode>" + _MODE + r")\b"
        r"|(?:get|take|catch)\s+the\s+(?P<ride>" + _MODE + r")\s+(?:in\s+)?to\s+" + _PLACES + _END +
        r"|(?P<verb>cycle|bike|walk|drive|run)\s+(?:in\s+)?to\s+(?P<place>" + _PLACES + r")" + _END + ")",
        _commute,
        "context",
    ),
    rule(
        "en.fact.medication",
        "i im we",
        r"(?:i'?m|im|i\s+am|i'?ve\s+been|i\s+have\s+been)\s+(?:(?:currently|still|now|also|just|back)\s+)*"
        r"(?:on|taking|started(?:\s+on)?)\s+(?:a\s+(?:low|high|small)\s+dose\s+of\s+)?" + _MEDICINE
        + r"|i\s+(?:(?:also|still|currently|now|just|only|usually)\s+)*(?:take|use|started(?:\s+on)?)\s+"
        r"(?:(?:daily|regular)\s+)?" + _MEDICINE.replace("?P<med>", "?P<med2>"),
        _medication,
        "fact",
    ),
]
