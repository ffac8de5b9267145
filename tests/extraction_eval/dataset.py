"""The extraction evaluation set: personas, their conversations, and what a careful reader keeps from each message.

The data (``personas.json`` and one ``<persona>.jsonl`` per persona, described in ``docs/evaluation.md``) was
written from how people type to an assistant, not from the extractor's rules, so that it measures how extraction
generalises. This module only loads it and checks that it is what the documentation promises.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, get_args

from pamport.schemas.memory_store import MemoryType

DATA = Path(__file__).resolve().parent

#: PAM memory types an expected fact may have (``custom`` is never expected).
TYPES: tuple[str, ...] = tuple(str(t) for t in get_args(MemoryType) if t != "custom")

#: The slot vocabulary: ``type -> attributes``. Single-valued attributes (a newer value replaces the older one)
#: are listed in :data:`SINGLE_VALUED`. Documented in docs/evaluation.md.
VOCABULARY: dict[str, tuple[str, ...]] = {
    "identity": ("name", "age", "pronouns", "nationality", "handedness"),
    "fact": (
        "home_city",
        "hometown",
        "birthplace",
        "job_title",
        "former_job",
        "employer",
        "school",
        "field_of_study",
        "health",
        "allergy",
        "car",
        "tax_residence",
    ),
    "preference": ("likes", "dislikes", "diet", "avoids"),
    "skill": ("speaks", "plays", "knows"),
    "environment": ("os", "editor", "device", "uses"),
    "relationship": (
        "spouse",
        "partner",
        "status",
        "child",
        "children",
        "grandchild",
        "grandchildren",
        "sibling",
        "parent",
        "friend",
        "pet",
    ),
    "goal": ("learn", "achieve"),
    "project": ("working_on",),
    "instruction": ("response_language", "style", "spelling", "units", "code_language"),
    "context": ("situation", "travel", "event"),
}
SINGLE_VALUED = frozenset(
    {
        "identity/name",
        "identity/age",
        "identity/nationality",
        "fact/home_city",
        "fact/hometown",
        "fact/birthplace",
        "fact/job_title",
        "fact/employer",
        "fact/school",
        "fact/tax_residence",
        "fact/car",
        "preference/diet",
        "environment/os",
        "environment/editor",
        "relationship/spouse",
        "relationship/partner",
        "relationship/status",
        "instruction/response_language",
    }
)

#: Other spellings of an attribute an extractor may use, read as the vocabulary's own (``fact.origin`` is where
#: someone is from, i.e. ``fact/hometown``).
ATTRIBUTE_ALIASES = {
    "fact/origin": "fact/hometown",
    "fact/city": "fact/home_city",
    "fact/occupation": "fact/job_title",
    "fact/job": "fact/job_title",
    "identity/preferred_name": "identity/name",
    "environment/laptop": "environment/device",
    "environment/phone": "environment/device",
    "environment/computer": "environment/device",
    "relationship/wife": "relationship/spouse",
    "relationship/husband": "relationship/spouse",
    "relationship/boyfriend": "relationship/partner",
    "relationship/girlfriend": "relationship/partner",
}

STATEMENT_KINDS = (
    "plain",
    "trailing_request",
    "in_passing",
    "brackets",
    "as_a",
    "possessive",
    "apposition",
    "casual",
    "change",
    "we",
    "mixed_language",
    "two_facts",
    "list",
    "trap",
    "figurative",
    "not_a_job",
)
DECOY_KINDS = (
    "hypothetical",
    "moving_question",
    "other_person",
    "pasted",
    "role_play",
    "third_person_task",
    "figurative",
    "foreign_language",
    "question",
)
#: Languages whose sentences must produce nothing (the rules cover English and Portuguese only).
FOREIGN = ("fr", "de", "th", "es", "it")
LANGUAGES = ("en", "pt-PT", "pt-BR", "pt-PT+en", "pt-BR+en", *FOREIGN)


def fold(text: str) -> str:
    """Lower case, no accents, typographic apostrophes as ``'`` and one space between words."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u2019", "'"))
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(bare.split())


def has_phrase(haystack: str, phrase: str) -> bool:
    """Whether ``phrase`` occurs in ``haystack`` as whole words (both folded first)."""
    needle = fold(phrase)
    return bool(needle) and re.search(rf"(?<!\w){re.escape(needle)}(?!\w)", fold(haystack)) is not None


@dataclass(frozen=True)
class Fact:
    """One expected memory: a canonical slot ``type/attribute/object`` and how to recognise it in a memory."""

    persona: str
    slot: str
    #: Spellings of the object a memory may use (the canonical object first), e.g. ``lisbon``, ``lisboa``.
    alternatives: tuple[str, ...]
    #: Phrases that make a content match wrong (a misreading such as "works as tax resident").
    without: tuple[str, ...] = ()
    #: Slot of an earlier fact this one replaces (a change over time), else None.
    supersedes: str | None = None

    @property
    def type(self) -> str:
        return self.slot.split("/", 1)[0]

    @property
    def attribute(self) -> str:
        """``type/attribute``: what the fact is about, without its value."""
        return "/".join(self.slot.split("/", 2)[:2])

    @property
    def key(self) -> tuple[str, str]:
        """Identity of a distinct fact: the same slot stated twice by one persona is one fact."""
        return (self.persona, self.slot)


@dataclass(frozen=True)
class Message:
    id: str
    persona: str
    conversation: str
    #: Position among the persona's user messages of that conversation.
    index: int
    lang: str
    text: str
    split: str
    facts: tuple[Fact, ...] = ()
    kinds: tuple[str, ...] = ()
    #: Why nothing must be remembered from this message, or None for a labelled statement.
    decoy: str | None = None

    @property
    def language_group(self) -> str:
        """``en``, ``pt`` (either variety), ``mixed`` (Portuguese with English) or ``other``."""
        if "+" in self.lang:
            return "mixed"
        if self.lang.startswith("pt"):
            return "pt"
        return "en" if self.lang == "en" else "other"


@dataclass(frozen=True)
class Persona:
    id: str
    name: str
    gender: str
    language: str
    split: str
    about: str


@dataclass
class EvalSet:
    personas: dict[str, Persona]
    messages: list[Message] = field(default_factory=list)

    def only(self, split: str) -> EvalSet:
        """The messages of one half (``dev`` or ``test``); ``all`` is the whole set."""
        if split == "all":
            return self
        keep = {p: v for p, v in self.personas.items() if v.split == split}
        return EvalSet(keep, [m for m in self.messages if m.persona in keep])

    def of(self, personas: Iterable[str]) -> EvalSet:
        """The messages of the named personas only, to measure people added to a half on their own."""
        wanted = set(personas)
        keep = {p: v for p, v in self.personas.items() if p in wanted}
        return EvalSet(keep, [m for m in self.messages if m.persona in keep])

    def conversations(self, persona: str) -> dict[str, list[Message]]:
        """A persona's conversations (id = date), oldest first, each in the order its messages were sent."""
        result: dict[str, list[Message]] = {}
        for message in sorted(
            (m for m in self.messages if m.persona == persona), key=lambda m: (m.conversation, m.index)
        ):
            result.setdefault(message.conversation, []).append(message)
        return result

    @property
    def labelled(self) -> list[Message]:
        return [m for m in self.messages if m.decoy is None]

    @property
    def decoys(self) -> list[Message]:
        return [m for m in self.messages if m.decoy is not None]

    def facts(self) -> dict[tuple[str, str], list[tuple[Message, Fact]]]:
        """Distinct facts, each with every message that states it."""
        result: dict[tuple[str, str], list[tuple[Message, Fact]]] = {}
        for message in self.messages:
            for fact in message.facts:
                result.setdefault(fact.key, []).append((message, fact))
        return result


class DataError(ValueError):
    """A line of the evaluation set that does not follow docs/evaluation.md."""


def _fact(persona: str, spec: Any, where: str) -> Fact:
    if isinstance(spec, str):
        spec = {"slot": spec}
    if not isinstance(spec, dict) or not isinstance(spec.get("slot"), str):
        raise DataError(f"{where}: a fact is a 'type/attribute/object' string or an object with 'slot'")
    slot_text, *alternatives = spec["slot"].split("|")
    parts = slot_text.split("/", 2)
    if len(parts) != 3 or not all(parts):
        raise DataError(f"{where}: slot {slot_text!r} is not 'type/attribute/object'")
    canonical = parts[2]
    supersedes = spec.get("supersedes")
    if supersedes is not None and (not isinstance(supersedes, str) or len(supersedes.split("/", 2)) != 3):
        raise DataError(f"{where}: supersedes {supersedes!r} is not 'type/attribute/object'")
    return Fact(
        persona=persona,
        slot=slot_text,
        alternatives=tuple(dict.fromkeys([canonical, *alternatives])),
        without=tuple(spec.get("without", ())),
        supersedes=supersedes.split("|")[0] if supersedes else None,
    )


def _messages(persona: Persona, lines: Iterable[str], name: str) -> list[Message]:
    messages: list[Message] = []
    counters: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = f"{name}:{number}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            raise DataError(f"{where}: not JSON ({error.msg})") from error
        conversation, text, lang = row.get("conv"), row.get("text"), row.get("lang")
        if not isinstance(conversation, str) or not isinstance(text, str) or not isinstance(lang, str):
            raise DataError(f"{where}: 'conv', 'lang' and 'text' are required strings")
        index = counters.get(conversation, 0)
        counters[conversation] = index + 1
        facts = tuple(_fact(persona.id, spec, where) for spec in row.get("facts", ()))
        decoy = row.get("decoy")
        if (decoy is None) == (not facts):
            raise DataError(f"{where}: a message has either 'facts' (a statement) or 'decoy' (nothing to keep)")
        messages.append(
            Message(
                id=f"{persona.id}-{conversation}-{index}",
                persona=persona.id,
                conversation=conversation,
                index=index,
                lang=lang,
                text=text,
                split=persona.split,
                facts=facts,
                kinds=tuple(row.get("kinds") or (() if decoy else ("plain",))),
                decoy=decoy,
            )
        )
    return messages


def load(root: Path = DATA) -> EvalSet:
    raw = json.loads((root / "personas.json").read_text(encoding="utf-8"))
    personas = {key: Persona(id=key, **value) for key, value in raw.items()}
    evalset = EvalSet(personas)
    for persona in personas.values():
        path = root / f"{persona.id}.jsonl"
        with path.open(encoding="utf-8") as handle:
            evalset.messages.extend(_messages(persona, handle, path.name))
    return evalset


def problems(evalset: EvalSet) -> list[str]:
    """Everything in the set that breaks docs/evaluation.md (empty when the set is sound)."""
    found: list[str] = []
    labelled, decoys = evalset.labelled, evalset.decoys
    if len(labelled) < 400:
        found.append(f"{len(labelled)} labelled statements, at least 400 expected")
    if len(decoys) < 150:
        found.append(f"{len(decoys)} decoys, at least 150 expected")
    portuguese = [m for m in evalset.messages if m.lang.startswith("pt")]
    if 3 * len(portuguese) < len(evalset.messages):
        found.append(f"{len(portuguese)} of {len(evalset.messages)} messages in Portuguese, a third expected")
    if len(evalset.personas) < 8:
        found.append(f"{len(evalset.personas)} personas, at least 8 expected")
    pt_personas = {(p.language.split("+")[0], p.gender) for p in evalset.personas.values() if p.language[:2] == "pt"}
    for variety in ("pt-PT", "pt-BR"):
        if {g for v, g in pt_personas if v == variety} != {"f", "m"}:
            found.append(f"{variety}: personas of both grammatical genders expected")
    for split in ("dev", "test"):
        half = evalset.only(split)
        if not half.labelled or not half.decoys or not {m.language_group for m in half.labelled} >= {"en", "pt"}:
            found.append(f"{split} half: labelled statements in English and Portuguese, and decoys, expected")
    if {p.split for p in evalset.personas.values()} != {"dev", "test"}:
        found.append("every persona is in the dev or the test half")
    seen: dict[str, str] = {}
    for message in evalset.messages:
        where = message.id
        if message.lang not in LANGUAGES:
            found.append(f"{where}: language {message.lang!r} not one of {LANGUAGES}")
        try:
            date.fromisoformat(message.conversation)
        except ValueError:
            found.append(f"{where}: conversation {message.conversation!r} is not a date")
        key = fold(message.text)
        if key in seen:
            found.append(f"{where}: same text as {seen[key]}")
        seen[key] = where
        unknown = set(message.kinds) - set(STATEMENT_KINDS) if message.decoy is None else set()
        if message.decoy is not None and message.decoy not in DECOY_KINDS:
            unknown.add(message.decoy)
        if unknown:
            found.append(f"{where}: unknown kind(s) {sorted(unknown)}")
        if message.decoy == "foreign_language" and message.lang not in FOREIGN:
            found.append(f"{where}: a foreign-language decoy must be in one of {FOREIGN}")
        if ("change" in message.kinds) != any(f.supersedes for f in message.facts):
            found.append(f"{where}: kind 'change' and a fact with 'supersedes' go together")
        for fact in message.facts:
            kind, attribute, _ = fact.slot.split("/", 2)
            if attribute not in VOCABULARY.get(kind, ()):
                found.append(f"{where}: slot {fact.slot!r} is not in the vocabulary")
            if fact.slot != fact.slot.casefold():
                found.append(f"{where}: slot {fact.slot!r} is not lower case")
            if fact.supersedes and not any(
                f.slot == fact.supersedes
                for m in evalset.messages
                if m.persona == message.persona and m.conversation < message.conversation
                for f in m.facts
            ):
                found.append(f"{where}: supersedes {fact.supersedes!r}, which the persona never stated before")
    statement_kinds = {k for m in labelled for k in m.kinds}
    decoy_kinds = {m.decoy for m in decoys}
    for kind in set(STATEMENT_KINDS) - {"plain"} - statement_kinds:
        found.append(f"no labelled statement of kind {kind!r}")
    for kind in set(DECOY_KINDS) - decoy_kinds:
        found.append(f"no decoy of kind {kind!r}")
    for lang in ("fr", "de", "th"):
        if not any(m.lang == lang for m in decoys):
            found.append(f"no {lang} decoy")
    for kind in set(TYPES) - {f.type for m in labelled for f in m.facts}:
        found.append(f"no expected fact of type {kind!r}")
    return found
