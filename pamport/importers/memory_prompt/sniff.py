"""Is this file a saved answer to "what do you remember about me"? Decided from its first kilobytes.

Detection must never take a file another importer should read, nor someone's notes: only text files (no NUL
bytes, not JSON, HTML or CSV, not an export's data file by name) whose lines mostly speak about "you" / "the
user" count, and an opening such as "Here's what I remember about you" makes it sure. Files that are text but
do not look like such an answer are still offered with a low confidence, so ``--importer memory-prompt`` can
read them while automatic detection leaves them alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Answers are a few kilobytes; a large text file is not one (forcing the importer still reads it).
MAX_AUTO_BYTES = 256 * 1024
SURE, LIKELY, FORCED_ONLY = 0.8, 0.6, 0.1
_DATA_SUFFIXES: tuple[str, ...] = (".json", ".jsonl", ".html", ".htm", ".csv", ".tsv", ".js", ".xml", ".zip")
_DATA_SUFFIXES += (".pdf", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".mp3", ".mp4", ".wav", ".py", ".yaml", ".toml")
_OPENING = re.compile(
    r"(?:remember|know|recall|saved|stored|memory|memories)\b[^\n]{0,40}\babout you\b"
    r"|\babout you\b[^\n]{0,40}\b(?:remember|know|saved|stored)\b"
    r"|(?:sei|lembro|recordo|guardei|memória|memórias)\b[^\n]{0,40}\bsobre (?:você|voce|ti)\b"
    r"|\bsobre (?:você|voce|ti)\b[^\n]{0,40}\b(?:sei|lembro|guardei)\b",
    re.I,
)
_PERSON = re.compile(
    r"^(?:you|your|you're|you've|the user|user|user's|você|voce|tu|seu|sua|teu|tua|o seu|a sua|o teu|a tua|"
    r"o utilizador|a utilizadora|o usuário|a usuária)\b",
    re.I,
)


@dataclass(frozen=True)
class Verdict:
    confidence: float
    reason: str


_PERSONAL_KEYS = re.compile(
    r"^(?:name|full name|preferred name|age|location|city|home|based in|occupation|job|role|profession|work|"
    r"employer|company|education|family|partner|children|pets|interests|hobbies|preferences|languages|diet|"
    r"health|goals|projects|tools|timezone|pronouns|nome|idade|localização|cidade|profissão|ocupação|trabalho|"
    r"empresa|família|filhos|interesses|passatempos|preferências|idiomas|línguas|dieta|saúde|objetivos|"
    r"projetos|ferramentas)$",
    re.I,
)


def _about_user(text: str) -> bool:
    from pamport.importers.memory_prompt.lexicon import en_base, pt_is_verb
    from pamport.importers.memory_prompt.voice import key_value

    if _PERSON.match(text):
        return True
    kv = key_value(text)
    if kv is not None:
        return bool(_PERSONAL_KEYS.match(kv[0])) or _about_user(kv[1])
    first = text.split(" ", 1)[0].lower()
    return en_base(first) is not None or pt_is_verb(first)


def judge(name: str, head: bytes, size: int) -> Verdict | None:
    """How sure we are that a member is a memory-prompt answer; None when it is certainly not text to read."""
    if name.lower().endswith(_DATA_SUFFIXES) or b"\x00" in head:
        return None
    text = head.decode("utf-8", errors="ignore").lstrip("\ufeff")
    stripped = text.lstrip()
    if not stripped or stripped[0] in "{[<":
        return None
    first_line = stripped.split("\n", 1)[0]
    if first_line.count(",") >= 3 and " " not in first_line.strip():
        return None  # a CSV header
    # Loaded only for a member that may be an answer: every detection asks this importer about every member,
    # and its wording tables are 4% of a conversion's start-up (JSON and CSV exports never need them).
    from pamport.importers.memory_prompt import answer
    from pamport.importers.memory_prompt.facts import is_meta, language_of, strip_leadin
    from pamport.importers.memory_prompt.names import as_user, user_names

    lines = text.split("\n")
    if size > len(head):
        lines = lines[:-1]  # the last line may be cut
    found = []
    for statement in answer.statements(lines):
        language = language_of(statement.text)
        if not is_meta(statement.text, language):
            found.append(strip_leadin(statement.text, language))
    names = user_names(found)
    about = sum(_about_user(as_user(text, names, "en")) for text in found)
    # The opening must open the file: a document that mentions "memories about you" somewhere is not an answer.
    opening = bool(_OPENING.search("\n".join([line for line in lines if line.strip()][:3])))
    if size <= MAX_AUTO_BYTES and found:
        if opening and about >= max(1, 0.4 * len(found)):
            return Verdict(SURE, f"an answer about the user ({about} of {len(found)} statements)")
        if about >= 3 and about >= 0.6 * len(found):
            return Verdict(LIKELY, f"statements about the user ({about} of {len(found)})")
    return Verdict(FORCED_ONLY, "a text file that does not read like a memory answer")
