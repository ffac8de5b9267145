"""The default extractor: explicit first-person statements in user messages, found by per-language rules.

It reads only what the user typed on the active branch of a conversation (a regenerated answer or an edited
prompt is not read twice), never assistant, system or tool messages, and never text the user pasted or quoted.
Each memory is an ``explicit_user_input`` draft that points back to its message and carries the sentence it
came
from as ``metadata.evidence``. No network, no model: it runs on every conversation of every conversion.
"""

from __future__ import annotations

import functools
import re
from collections import Counter, OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, replace
from importlib.metadata import entry_points
from typing import Any, ClassVar

from pamport.importers.base import FIRST_PERSON, MemoryDraft
from pamport.pipeline import person_wording
from pamport.pipeline.extract.base import RETRACTS, Extractor
from pamport.pipeline.extract.branches import active_path
from pamport.pipeline.extract.rules import changes, pt_wording
from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.devices import case_devices
from pamport.pipeline.extract.rules.engine import Hit, RuleSet
from pamport.pipeline.extract.rules.langdetect import STOPWORDS, detect
from pamport.pipeline.extract.rules.language import foreign_sentences, other_languages, warm
from pamport.pipeline.extract.rules.model import Clause
from pamport.pipeline.extract.rules.retractions import cessations, may_retract
from pamport.pipeline.extract.rules.text import NOTE_MARK, clean, has_list, sentences
from pamport.pipeline.extract.rules.tidy import tidy
from pamport.pipeline.person_wording import WORDING, Tally
from pamport.pipeline.slotkeys import key_for
from pamport.schemas.canonical import normalize_content
from pamport.schemas.conversation import Conversation, Message

#: Cheap test before reading a message's Portuguese variety and the user's gender (pt_wording).
_PORTUGUESE_HINT = rx.compile(
    r"[ãõçáéíóúâêô]|\b(?:sou|estou|tô|obrigad[oa]|meu|minha|eu|fui|era|como|sendo|enquanto)\b|\w-me\b", re.I
)

#: Sentences lingua weighs at a time for the count of sentences in other languages.
_LINGUA_BATCH = 256

#: Texts whose reading is kept, and the longest text kept (see :class:`_Readings`).
_READINGS = 1024
_READ_ONCE_CHARS = 2000

#: Entry-point group through which a package adds the rules of a language (``<tag> = module:RULESET``).
RULESET_GROUP = "pamport.extractors.rules"


def _rulesets() -> dict[str, RuleSet]:
    """The installed languages' rule sets (entry points), English and Portuguese when none is installed.

    Languages are read in tag order when a message's language cannot be told ("en" before "pt").
    """
    found: dict[str, RuleSet] = {}
    for point in entry_points(group=RULESET_GROUP):
        ruleset = point.load()
        if not isinstance(ruleset, RuleSet):
            raise TypeError(f"entry point {point.name} = {point.value} of {RULESET_GROUP} is not a RuleSet")
        found[point.name] = ruleset
    if not found:  # a source tree that is not installed
        from pamport.pipeline.extract.rules import en, pt

        found = {"en": en.RULESET, "pt": pt.RULESET}
    return dict(sorted(found.items()))


#: Rule sets by BCP 47 language tag, in the order they are tried when the language cannot be told.
RULESETS: dict[str, RuleSet] = _rulesets()
for _code, _ruleset in RULESETS.items():
    _ruleset.other_tasks = tuple(other.task for code, other in RULESETS.items() if code != _code)


def read_text(
    text: str, sent_at: str, counts: Counter[str] | None = None, undecided: list[str] | None = None
) -> list[tuple[Hit, str]]:
    """Statements about the user in one message's text, each with the language of the rules that found it.

    ``counts`` receives the number of sentences in languages the rules do not cover; with ``undecided``, the
    sentences lingua must weigh for that count are left there (see :func:`.language.foreign_sentences`).
    """
    # Phone keyboards type "I’m"; ``clean`` makes it "I'm" for the rules, the trigger must see it the same way.
    lower = text.replace("\u2019", "'").lower()
    candidates = [code for code, ruleset in RULESETS.items() if ruleset.triggered(lower)]
    notes = "\n" in text and has_list(text)
    if counts is None and not candidates and not notes:
        return []
    cleaned = clean(text)
    if notes and NOTE_MARK in cleaned:
        # notes about the user need no trigger word ("For my dating profile:\n- 20\n- psych student"), and are read
        # by the rules of the message's language, whichever language's trigger the rest of it set off
        candidates.extend(code for code in RULESETS if code not in candidates)
    foreign = foreign_sentences(sentences(cleaned), undecided) if counts is not None else 0
    if counts is not None and foreign:
        counts["sentences_other_language"] += foreign
    if not candidates:
        return []
    language = detect(cleaned) if len(candidates) > 1 else candidates[0]
    if language in candidates:
        candidates.remove(language)
        candidates.insert(0, language)
    found: list[tuple[Hit, str]] = []
    for code in candidates:
        if not found:
            found = [(hit, code) for hit in RULESETS[code].read(cleaned, sent_at)]
        elif any(code in _languages(sentence) for sentence in sentences(cleaned)):
            # A message that alternates languages: the other language's rules read the sentences written in it.
            hits = RULESETS[code].read(cleaned, sent_at)
            found.extend((hit, code) for hit in hits if code in _languages(hit.evidence))
    return [(_worded_last(hit), code) for hit, code in found]


def _worded_last(hit: Hit) -> Hit:
    """A finding in its final wording: chat fillers and asides out (:mod:`.tidy`), and in an environment finding,
    device names written as their makers write them (:mod:`.devices`)."""
    found = hit.finding
    content = tidy(found.content, found.type)
    if found.type == "environment":
        content = case_devices(content)
    return hit if content == found.content else replace(hit, finding=replace(found, content=content))


_FIRST_WORD = rx.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _languages(sentence: str) -> set[str | None]:
    """The languages a sentence is written in: the one most of its function words belong to, and the one of its
    first word ("Sou vegana btw, so no cheese please" starts in Portuguese)."""
    first = _FIRST_WORD.search(sentence)
    opening = [code for code, words in STOPWORDS.items() if first and first.group(0).lower() in words]
    return {detect(sentence), *opening[:1]} if len(opening) == 1 else {detect(sentence)}


Signs = pt_wording.Signs


_NO_SIGNS: pt_wording.Reading = (frozenset(), 0, 0)


@functools.lru_cache(maxsize=1024)
def _sign_reading(text: str) -> pt_wording.Reading:
    """Kept by text: a message sent again shows the same. A message with no trace of Portuguese shows nothing (an
    English "legal" or "notebook" is no Brazilian sign)."""
    return pt_wording.reading(text) if _PORTUGUESE_HINT.search(text) else _NO_SIGNS


def _signs(text: str) -> Signs:
    """The user's gender and variety as one message shows them."""
    return pt_wording.decided(_sign_reading(text))


class _Around:
    """The signs of all the user's messages in a conversation, read the first time a message needs them: the
    conversation's gender when all its signs agree, its variety when it shows more signs of one, and the
    :class:`~pamport.pipeline.person_wording.Tally` of its Portuguese messages, for the person's wording."""

    def __init__(self, texts: list[str]) -> None:
        self._texts = texts

    @functools.cached_property
    def _signed(self) -> list[pt_wording.Reading]:
        return [_sign_reading(text) for text in self._texts]

    @functools.cached_property
    def gender(self) -> pt_wording.Gender | None:
        return pt_wording.one_gender(frozenset().union(*(genders for genders, _, _ in self._signed)))

    @functools.cached_property
    def variety(self) -> pt_wording.Variety | None:
        return pt_wording.more_of(sum(r[1] for r in self._signed), sum(r[2] for r in self._signed))

    def tally(self) -> Tally:
        counted = Tally()
        for found in self._signed:
            counted.add(pt_wording.decided(found))
        return counted


def _worded(text: str, hits: list[tuple[Hit, str]], around: _Around | None = None) -> list[tuple[Hit, str]]:
    """Portuguese findings in the variety and gender the user writes in (see :mod:`.pt_wording`)."""
    return [(hit, language) for hit, language, _ in _worded_with(text, hits, around)]


Worded = tuple[Hit, str, dict[str, Any] | None]


def _worded_with(text: str, hits: list[tuple[Hit, str]], around: _Around | None = None) -> list[Worded]:
    """Portuguese findings in the variety and gender the user writes in, each with what the run needs to word it
    again in the person's (:data:`~pamport.pipeline.person_wording.WORDING`).

    The message's own signs decide; where it shows none, ``around`` (the signs of the user's messages in the
    conversation) does, so one person's memories read alike.
    """
    if not any(language == "pt" for _, language in hits):
        return [(hit, language, None) for hit, language in hits]
    gender, variety = _signs(text)
    if around is not None and (gender is None or variety is None):
        gender, variety = gender or around.gender, variety or around.variety
    out: list[Worded] = []
    for hit, language in hits:
        entry = None
        if language == "pt":
            neutral = hit.finding.content
            entry = person_wording.wording(neutral, (gender, variety))
            content = pt_wording.render(neutral, gender, variety)
            hit = replace(hit, finding=replace(hit.finding, content=content))
        out.append((hit, language, entry))
    return out


def read_retractions(text: str, sent_at: str) -> list[tuple[Hit, str]]:
    """Facts a message takes back ("I'm not vegetarian anymore"), as the rules read the statement it negates;
    each hit's evidence is the user's own clause (see :mod:`.retractions`)."""
    found: list[tuple[Hit, str]] = []
    told = list(sentences(clean(text)))
    ended = [c for sentence in told for c in changes.cessations(sentence)] if changes.may_change(text) else []
    said: set[str] = set()
    for cessation in [*cessations(told), *ended]:
        for statement in cessation.statements:
            if statement in said:
                continue  # the same old value, read by a cessation phrasing and as the end of a change
            said.add(statement)
            for hit, language in read_text(statement, sent_at):
                found.append((replace(hit, evidence=cessation.clause, rule=f"retraction:{hit.rule}"), language))
    return found


def _fact_key(hit: Hit) -> str | None:
    found = hit.finding
    metadata = {"slot": found.slot, "value": found.value} if found.slot and found.value else {}
    return key_for(found.type, found.content, metadata)


def _hidden(message: Message) -> bool:
    """ChatGPT keeps custom instructions as hidden user messages; importers yield those as native memories."""
    raw = message.raw_metadata
    inner = raw.get("metadata")
    flags = [raw.get("is_visually_hidden_from_conversation")]
    if isinstance(inner, dict):
        flags.append(inner.get("is_visually_hidden_from_conversation"))
    return any(flag is True for flag in flags) or raw.get("content_type") == "user_editable_context"


@dataclass(frozen=True)
class _Reading:
    """One message's reading: what it takes back, what it states, and its sentences in other languages (the ones
    found without lingua, and those left for lingua to weigh)."""

    retracted: tuple[tuple[Hit, str], ...]
    hits: tuple[tuple[Hit, str], ...]
    foreign: int
    undecided: tuple[str, ...]


class _Readings:
    """The readings of the last :data:`_READINGS` texts read, by text.

    The same text comes back in an export (a pasted prompt, a standing request, a message sent again in another
    conversation), and its reading is a function of the text alone unless a rule looked at when it was sent (a
    date such as "until friday"): such a reading is reused only for the same moment. Findings are frozen, so a
    reused reading is the same as a new one. Texts longer than :data:`_READ_ONCE_CHARS` are not kept, so the memory
    held stays bounded whatever the export.
    """

    def __init__(self) -> None:
        self._by_text: OrderedDict[str, tuple[str | None, _Reading]] = OrderedDict()

    def get(self, text: str, sent_at: str) -> _Reading | None:
        found = self._by_text.get(text)
        if found is None or (found[0] is not None and found[0] != sent_at):
            return None
        self._by_text.move_to_end(text)
        return found[1]

    def put(self, text: str, sent_at: str | None, reading: _Reading) -> None:
        """Keep ``reading``; ``sent_at`` is None when the reading holds whenever the text was sent."""
        if len(text) > _READ_ONCE_CHARS:
            return
        self._by_text[text] = (sent_at, reading)
        self._by_text.move_to_end(text)
        if len(self._by_text) > _READINGS:
            self._by_text.popitem(last=False)


class RuleExtractor(Extractor):
    name: ClassVar[str] = "pamport-rules"
    extractor_version: ClassVar[str] = "pamport-rules/0.1.0"

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        self.counts: Counter[str] = Counter()
        self._undecided: list[str] = []
        self._readings = _Readings()
        if rx.cache_path() is not None:
            # Before a run forks its workers: they inherit every compiled expression, and the cache keeps them all
            # (from the cache, a few milliseconds; without one, the expressions stay compiled on first use).
            for ruleset in RULESETS.values():
                ruleset.prepare()
            rx.save()

    def before_workers(self) -> None:
        warm()  # each worker would load lingua's models for its first foreign-sentence question

    def extract(self, conversation: Conversation) -> Iterator[MemoryDraft]:
        seen: set[tuple[str, str]] = set()
        read: list[tuple[Message, str, list[tuple[Hit, str]], list[tuple[Hit, str]]]] = []
        for message in active_path(conversation):
            if message.role != "user" or _hidden(message):
                continue
            text = message.plain_text()
            if not text.strip():
                continue
            self.counts["messages_read"] += 1
            retracted, hits = self._read(text, message.created_at)
            read.append((message, text, retracted, hits))
        if len(self._undecided) >= _LINGUA_BATCH:
            self._weigh_undecided()
        around = _Around([text for _, text, _, _ in read])
        tally = True
        for message, text, retracted, hits in read:
            taken_back = {_fact_key(hit) for hit, _ in retracted}
            for hit, language in retracted:
                self.counts["retractions"] += 1
                yield self._draft(conversation, message, hit, language, retracts=True)
            for hit, language, wording in _worded_with(text, hits, around):
                if taken_back and _fact_key(hit) in taken_back:
                    self.counts["taken_back_in_the_same_message"] += 1
                    continue
                key = (hit.finding.type, normalize_content(hit.finding.content))
                if key in seen:
                    self.counts["duplicates_in_conversation"] += 1
                    continue
                seen.add(key)
                self.counts["memories"] += 1
                if wording is not None and tally:
                    # the conversation's signs travel once, with its first Portuguese memory
                    wording["conversation"] = around.tally().counts()
                    tally = False
                yield self._draft(conversation, message, hit, language, wording)

    def _read(self, text: str, sent_at: str) -> tuple[list[tuple[Hit, str]], list[tuple[Hit, str]]]:
        """What one message takes back and states, read once per text (see :class:`_Readings`)."""
        known = self._readings.get(text, sent_at)
        if known is None:
            reads = Clause.sent_at_reads
            foreign: Counter[str] = Counter()
            undecided: list[str] = []
            retracted = read_retractions(text, sent_at) if may_retract(text) or changes.may_change(text) else []
            hits = read_text(text, sent_at, foreign, undecided)
            known = _Reading(tuple(retracted), tuple(hits), foreign["sentences_other_language"], tuple(undecided))
            self._readings.put(text, sent_at if Clause.sent_at_reads != reads else None, known)
        if known.foreign:
            self.counts["sentences_other_language"] += known.foreign
        self._undecided.extend(known.undecided)
        return list(known.retracted), list(known.hits)

    def stats(self) -> dict[str, int]:
        self._weigh_undecided()
        return dict(sorted(self.counts.items()))

    def _weigh_undecided(self) -> None:
        foreign = other_languages(self._undecided)
        self._undecided.clear()
        if foreign:
            self.counts["sentences_other_language"] += foreign

    def restate(self, draft: MemoryDraft) -> list[MemoryDraft]:
        """Native first-person statements in the rules' own wording, only when nothing of them would be lost.

        "I live in Porto." becomes "User lives in Porto" with its slot, so a later "I moved to Lisbon" supersedes
        it; "I'm a data engineer, mostly Spark pipelines." stays as it is, because the rules would keep the job and
        drop the rest.
        """
        if not (draft.extractor or "").startswith("pamport/"):
            return [draft]
        spoken = str(draft.metadata.get(FIRST_PERSON) or draft.content)  # "The user is an SRE." as "I am an SRE."
        hits = _worded_with(spoken, read_text(spoken, draft.created_at))
        if not hits or not covers(spoken, [hit.finding.content for hit, _, _ in hits]):
            return [draft]
        self.counts["native_restated"] += 1
        restated = []
        for hit, language, wording in hits:
            found = hit.finding
            metadata: dict[str, Any] = {**draft.metadata, "statement": draft.content, "rule": hit.rule}
            if wording is not None:
                metadata[WORDING] = wording
            if found.slot is not None and found.value is not None:
                metadata["slot"] = found.slot
                metadata["value"] = found.value
            restated.append(
                replace(
                    draft,
                    type=found.type,
                    content=found.content,
                    language=language,
                    tags=list(dict.fromkeys((*draft.tags, found.type, found.topic))),
                    valid_until=found.valid_until or draft.valid_until,
                    metadata=metadata,
                )
            )
        return restated

    def _draft(
        self,
        conversation: Conversation,
        message: Message,
        hit: Hit,
        language: str,
        wording: dict[str, Any] | None = None,
        *,
        retracts: bool = False,
    ) -> MemoryDraft:
        found = hit.finding
        metadata: dict[str, Any] = {"evidence": hit.evidence, "rule": hit.rule}
        if wording is not None:
            metadata[WORDING] = wording
        if retracts:
            # Not a memory: consolidation retracts what it takes back (docs/consolidation.md, "Retractions").
            metadata[RETRACTS] = True
        if found.slot is not None and found.value is not None:
            metadata["slot"] = found.slot
            metadata["value"] = found.value
        if found.domain is not None:
            metadata["domain"] = found.domain
        return MemoryDraft(
            type=found.type,
            content=found.content,
            platform=conversation.provider.name,
            created_at=message.created_at,
            extraction_method="explicit_user_input",
            extractor=self.extractor_version,
            conversation_ref=conversation.id,
            message_ref=message.id,
            platform_user_id=conversation.provider.account_id,
            confidence=found.confidence,
            tags=list(dict.fromkeys((found.type, found.topic))),
            language=language,
            valid_until=found.valid_until,
            metadata=metadata,
        )


_WORD = rx.compile(r"[^\W_]+(?:'[^\W_]+)?")
#: Words a restatement may drop: pronouns, articles, auxiliaries and prepositions (English, Portuguese).
_FILLER = frozenset(
    [
        "i",
        "i'm",
        "im",
        "me",
        "my",
        "mine",
        "myself",
        "a",
        "an",
        "the",
        "am",
        "is",
        "are",
        "was",
        "be",
        "been",
        "to",
        "of",
        "in",
        "on",
        "at",
        "for",
        "with",
        "and",
        "or",
        "eu",
        "meu",
        "minha",
        "meus",
        "minhas",
        "me",
        "sou",
        "estou",
        "o",
        "a",
        "os",
        "as",
        "um",
        "uma",
        "de",
        "do",
        "da",
        "dos",
        "das",
        "em",
        "no",
        "na",
        "nos",
        "nas",
        "e",
        "com",
        "para",
        "por",
    ]
)


def covers(statement: str, contents: list[str]) -> bool:
    """Whether every content word of ``statement`` survives in ``contents`` (verb endings may change)."""
    kept = {t for c in contents for t in _WORD.findall(c.lower())}
    for word in _WORD.findall(statement.lower()):
        if word in _FILLER or len(word) < 3:
            continue
        stem = word[: max(3, len(word) - 1)]
        if not any(t.startswith(stem) for t in kept):
            return False
    return True
