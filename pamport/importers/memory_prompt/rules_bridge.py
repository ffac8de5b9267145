"""Let the rule extractor's patterns type a fact, so it is worded, typed and slotted like the same fact found in a
conversation ("User lives in Lisbon", slot ``fact.home_city``) and consolidation can match the two.

Only the extractor package's public ``read_text`` is used, and only when its findings keep every content word
of the fact (a pattern that reads "I live in Lisbon with my wife" as just "User lives in Lisbon" is not used).
If the extractor is missing, changes shape or finds nothing, the importer's own wording and typing stand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pamport.importers.memory_prompt.lexicon import EN_ADVERBS, word_set
from pamport.schemas.memory_store import MemoryType

#: Words a reading may leave out without losing the fact ("You also speak French" is "User speaks French").
_DROPPABLE = frozenset({"also", "também", "still", "ainda"})
_ADVERBS = EN_ADVERBS | {"também", "ainda", "já", "sempre", "geralmente", "atualmente", "agora", "não"}

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_FILLER = word_set(
    """
    i i'm im me my mine myself a an the am is are was be been to of in on at for with and or as eu meu minha
    meus minhas sou estou o os as um uma de do da dos das em no na nos nas e com para por como
    """
)
_TYPES = word_set(
    """
    fact preference skill context relationship goal instruction identity environment project
    """
)


@dataclass(frozen=True)
class RuleReading:
    type: MemoryType
    content: str
    topic: str | None
    slot: str | None
    value: str | None
    domain: str | None


def covers(statement: str, contents: list[str]) -> bool:
    """Whether every content word of ``statement`` survives in ``contents`` (verb endings may change).

    The main verb ("I work as …", "Eu tenho …") is not counted: the rules may say the same with another verb
    ("User is a nurse", "O usuário tem …").
    """
    kept = {t for c in contents for t in _WORD.findall(c.lower())}
    words = _WORD.findall(statement.lower())
    if len(words) > 1 and words[0] in {"i", "eu"}:
        at = 1
        while at < len(words) - 1 and words[at] in _ADVERBS:
            at += 1
        words = words[:at] + words[at + 1 :]
    for word in words:
        if word in _FILLER or word in _DROPPABLE or len(word) < 3:
            continue
        stem = word[: max(3, len(word) - 1)]
        if not any(t.startswith(stem) for t in kept):
            return False
    return True


@dataclass(frozen=True)
class Reading:
    """What the rules make of a fact. ``whole`` says whether their wording keeps every word of it."""

    readings: list[RuleReading]
    whole: bool

    @property
    def slot_only(self) -> RuleReading | None:
        """The one single-valued fact the rules found in a fact they cannot word whole ("I moved to Porto in
        February 2025" still says the home city is Porto): its type and slot can be kept with the fact's own words.
        """
        if self.whole or len(self.readings) != 1:
            return None
        only = self.readings[0]
        return only if only.slot is not None and only.value is not None else None


def read(first_person: str, created_at: str) -> Reading:
    """The rule extractor's reading of a first-person fact (empty when the rules find nothing)."""
    readings = _readings(first_person, created_at)
    if not readings:
        return Reading([], whole=False)
    if not covers(first_person, [r.content for r in readings]):
        return Reading(readings, whole=False)
    # "User is married" next to "User is married to Rui" is one fact said twice: keep the fuller reading.
    kept = [r for r in readings if not any(o is not r and _inside(r.content, o.content) for o in readings)]
    return Reading(kept, whole=True)


def _readings(first_person: str, created_at: str) -> list[RuleReading]:
    try:
        from pamport.pipeline.extract.rules import read_text

        hits = read_text(first_person, created_at)
        readings = []
        for hit, _language in hits:
            found = hit.finding
            if found.type not in _TYPES:
                return []
            readings.append(
                RuleReading(
                    type=found.type,
                    content=str(found.content),
                    topic=getattr(found, "topic", None),
                    slot=getattr(found, "slot", None),
                    value=getattr(found, "value", None),
                    domain=getattr(found, "domain", None),
                )
            )
    except (ImportError, AttributeError, TypeError, ValueError):
        return []
    return readings


def _inside(short: str, long: str) -> bool:
    a, b = short.lower().split(), long.lower().split()
    return len(a) < len(b) and any(b[i : i + len(a)] == a for i in range(len(b) - len(a) + 1))
