"""Scoring extracted memories against the evaluation set (the rules are written out in docs/evaluation.md).

The scorer sees *sightings*: one memory seen on one source message (a draft from the extractor's public interface,
or one evidence entry of a memory in a converted bundle). A sighting counts for an expected fact only when its source
message states that fact, so a right memory drawn from the wrong sentence (a decoy, someone else's story) is wrong.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tests.extraction_eval.dataset import ATTRIBUTE_ALIASES, VOCABULARY, EvalSet, Fact, Message, fold, has_phrase

KNOWN_ATTRIBUTES = frozenset(
    f"{kind}/{attribute}" for kind, attributes in VOCABULARY.items() for attribute in attributes
)


@dataclass(frozen=True)
class Sighting:
    """One extracted memory as seen on one source message."""

    memory_id: str
    type: str
    content: str
    #: ``type/attribute/object`` when the extractor gave a slot (see :func:`canonical_slot`), else None.
    slot: str | None
    #: Id of the evaluation message it was drawn from; None when it cannot be traced to one.
    source: str | None
    #: ``active``, ``superseded``, … (bundles); ``active`` for drafts, which have no status yet.
    status: str = "active"


def canonical_slot(metadata: dict[str, Any], memory_type: str) -> str | None:
    """A memory's slot as ``type/attribute/object``, whatever spelling the extractor used.

    Accepted: ``metadata.slot`` already in the form ``type/attribute/object``; or ``type/attribute`` /
    ``type.attribute`` / ``attribute`` with the object in ``metadata.value``.
    """
    raw = metadata.get("slot")
    if not isinstance(raw, str) or not raw.strip():
        return None
    parts = raw.replace(".", "/", 1).split("/", 2) if "/" not in raw else raw.split("/", 2)
    value = metadata.get("value")
    if len(parts) == 3:
        return "/".join(p.strip() for p in parts)
    if not isinstance(value, str) or not value.strip():
        return None
    if len(parts) == 1:
        parts = [memory_type, parts[0]]
    return f"{parts[0].strip()}/{parts[1].strip()}/{value.strip()}"


def matches(sighting: Sighting, fact: Fact) -> bool:
    """Whether a sighting records ``fact`` (its source message must be checked by the caller).

    * Slot: when the sighting has a slot whose ``type/attribute`` (after :data:`ATTRIBUTE_ALIASES`) is in the
      vocabulary, it can only match a fact of that same ``type/attribute``: a claim about another attribute
      ("lives in Figma" for a tool) is wrong however its words look. With the same attribute, it matches when one
      of the fact's spellings occurs (whole words, folded) in the slot's object or, failing that, in the content.
    * Content otherwise (no slot, or an attribute outside the vocabulary): one of the fact's object spellings
      occurs as whole words in the content.
    In both cases none of the fact's ``without`` phrases may occur in the content. The memory type is not part
    of the match: a wrong type is counted by type accuracy, not as a miss.
    """
    if any(has_phrase(sighting.content, w) for w in fact.without):
        return False
    if sighting.slot is not None:
        kind, _, rest = sighting.slot.partition("/")
        attribute, _, value = rest.partition("/")
        path = f"{fold(kind)}/{fold(attribute)}"
        path = ATTRIBUTE_ALIASES.get(path, path)
        if path in KNOWN_ATTRIBUTES:
            if path != fact.attribute:
                return False
            if any(has_phrase(value, spelling) for spelling in fact.alternatives):
                return True
    return any(has_phrase(sighting.content, s) for s in fact.alternatives)


@dataclass
class Ratio:
    hit: int = 0
    total: int = 0

    @property
    def value(self) -> float | None:
        return self.hit / self.total if self.total else None

    def add(self, ok: bool) -> None:
        self.total += 1
        self.hit += int(ok)


@dataclass
class Score:
    recall: Ratio = field(default_factory=Ratio)
    precision: Ratio = field(default_factory=Ratio)
    type_accuracy: Ratio = field(default_factory=Ratio)
    decoys_fired: Ratio = field(default_factory=Ratio)
    #: Found facts with more than one active memory (bundles only).
    duplicates: Ratio = field(default_factory=Ratio)
    #: Changes whose new value is active and whose old value is no longer active (bundles only).
    supersession: Ratio = field(default_factory=Ratio)
    #: Changes whose old value was extracted at all (so supersession had something to replace).
    old_value_found: Ratio = field(default_factory=Ratio)
    #: Of those, changes whose old value is no longer active (superseded or retracted), new value found or not.
    old_value_retired: Ratio = field(default_factory=Ratio)
    by_language: dict[str, dict[str, Ratio]] = field(default_factory=lambda: defaultdict(dict))
    by_type: dict[str, dict[str, Ratio]] = field(default_factory=lambda: defaultdict(dict))
    #: By kind of sentence: recall of the facts stated in messages of a statement kind ("brackets", "as_a", …),
    #: precision of the sightings from those messages, and decoys fired by decoy kind ("pasted", "role_play", …).
    by_kind: dict[str, dict[str, Ratio]] = field(default_factory=lambda: defaultdict(dict))
    misses: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    fired: list[str] = field(default_factory=list)
    #: Changes not superseded, each with why: old value never extracted, new value not active, old still active.
    changes_failed: list[str] = field(default_factory=list)

    @property
    def decoys_per_50(self) -> float | None:
        rate = self.decoys_fired.value
        return None if rate is None else 50 * rate

    def as_dict(self) -> dict[str, Any]:
        def ratio(r: Ratio) -> dict[str, Any]:
            return {"value": None if r.value is None else round(r.value, 4), "hit": r.hit, "total": r.total}

        return {
            "recall": ratio(self.recall),
            "precision": ratio(self.precision),
            "type_accuracy": ratio(self.type_accuracy),
            "decoys_fired": ratio(self.decoys_fired),
            "decoys_per_50": None if self.decoys_per_50 is None else round(self.decoys_per_50, 2),
            "duplicate_rate": ratio(self.duplicates),
            "supersession": ratio(self.supersession),
            "old_value_found": ratio(self.old_value_found),
            "old_value_retired": ratio(self.old_value_retired),
            "by_language": {k: {m: ratio(r) for m, r in v.items()} for k, v in sorted(self.by_language.items())},
            "by_type": {k: {m: ratio(r) for m, r in v.items()} for k, v in sorted(self.by_type.items())},
            "by_kind": {k: {m: ratio(r) for m, r in v.items()} for k, v in sorted(self.by_kind.items())},
        }


def _bucket(table: dict[str, dict[str, Ratio]], key: str, metric: str) -> Ratio:
    return table[key].setdefault(metric, Ratio())


def score(evalset: EvalSet, sightings: Iterable[Sighting], *, with_status: bool = False) -> Score:
    """Every figure of the benchmark for ``sightings`` drawn from the messages of ``evalset``.

    ``with_status``: the sightings come from a consolidated bundle (statuses are real), so duplicates and
    supersession are scored too. Sightings whose source is not a message of ``evalset`` are ignored, except
    untraceable ones (``source`` None), which count as wrong.
    """
    result = Score()
    messages: dict[str, Message] = {m.id: m for m in evalset.messages}
    by_source: dict[str | None, list[Sighting]] = defaultdict(list)
    for sighting in sightings:
        if sighting.source is None or sighting.source in messages:
            by_source[sighting.source].append(sighting)

    # precision, type accuracy and decoys: every sighting is judged on its own message
    for source, found in sorted(by_source.items(), key=lambda item: item[0] or ""):
        message = messages.get(source) if source else None
        for sighting in found:
            right = [f for f in message.facts if matches(sighting, f)] if message else []
            ok = bool(right)
            result.precision.add(ok)
            language = message.language_group if message else "untraced"
            _bucket(result.by_language, language, "precision").add(ok)
            _bucket(result.by_type, sighting.type, "precision").add(ok)
            for kind in message.kinds if message and message.decoy is None else ():
                _bucket(result.by_kind, kind, "precision").add(ok)
            if ok:
                result.type_accuracy.add(any(f.type == sighting.type for f in right))
            else:
                where = f"{message.id} {message.text[:70]!r}" if message else "an untraced message"
                result.wrong.append(f"{sighting.type} {sighting.content!r} from {where}")
    for message in evalset.decoys:
        fired = bool(by_source.get(message.id))
        result.decoys_fired.add(fired)
        _bucket(result.by_language, message.language_group, "decoys_fired").add(fired)
        if message.decoy:
            _bucket(result.by_kind, message.decoy, "decoys_fired").add(fired)
        if fired:
            contents = "; ".join(s.content for s in by_source[message.id])
            result.fired.append(f"{message.decoy} {message.id} {message.text[:60]!r}: {contents}")

    # recall of distinct facts (per language: of the facts stated in that language)
    facts = evalset.facts()
    every: dict[tuple[str, str], set[str]] = {}
    active: dict[tuple[str, str], set[str]] = {}
    for key, stated in facts.items():
        hits = [s for message, fact in stated for s in by_source.get(message.id, ()) if matches(s, fact)]
        every[key] = {s.memory_id for s in hits}
        active[key] = {s.memory_id for s in hits if s.status == "active"}
        result.recall.add(bool(hits))
        fact = stated[0][1]
        _bucket(result.by_type, fact.type, "recall").add(bool(hits))
        for language in sorted({m.language_group for m, _ in stated}):
            in_language = any(
                matches(s, f) for m, f in stated if m.language_group == language for s in by_source.get(m.id, ())
            )
            _bucket(result.by_language, language, "recall").add(in_language)
        for kind in sorted({k for m, _ in stated for k in m.kinds}):
            in_kind = any(matches(s, f) for m, f in stated if kind in m.kinds for s in by_source.get(m.id, ()))
            _bucket(result.by_kind, kind, "recall").add(in_kind)
        if not hits:
            result.misses.append(f"{fact.slot} in {stated[0][0].id} {stated[0][0].text[:70]!r}")
        elif with_status:
            result.duplicates.add(len(active[key]) > 1)

    # changes over time: the new value active, the old one no longer active
    if with_status:
        changes = sorted({(f.key, f.supersedes) for m in evalset.messages for f in m.facts if f.supersedes})
        for key, old_slot in changes:
            old_key = (key[0], old_slot)
            result.old_value_found.add(bool(every.get(old_key)))
            if every.get(old_key):
                result.old_value_retired.add(not active.get(old_key))
            superseded = bool(active[key]) and not active.get(old_key)
            result.supersession.add(superseded)
            if not superseded:
                why = []
                if not every.get(old_key):
                    why.append("old value never extracted")
                elif active.get(old_key):
                    why.append("old value still active")
                if not every.get(key):
                    why.append("new value never extracted")
                elif not active[key]:
                    why.append("new value not active")
                where = facts[key][0][0]
                result.changes_failed.append(
                    f"{old_slot} -> {key[1]} in {where.id} ({'; '.join(why)}) {where.text[:60]!r}"
                )
    return result


def drafts_to_sightings(drafts: Iterable[Any], message_ids: dict[str, str]) -> list[Sighting]:
    """Memory drafts (:class:`pamport.importers.base.MemoryDraft`) as sightings; ``message_ids`` maps a draft's
    ``message_ref`` to the evaluation message id."""
    result: list[Sighting] = []
    for number, draft in enumerate(drafts):
        if draft.metadata.get("retracts") is True:
            continue  # takes a fact back (pamport.pipeline.extract.base.RETRACTS): not a memory
        result.append(
            Sighting(
                memory_id=f"draft-{number}",
                type=str(draft.type),
                content=draft.content,
                slot=canonical_slot(draft.metadata, str(draft.type)),
                source=message_ids.get(draft.message_ref or ""),
            )
        )
    return result


def text_key(text: str) -> str:
    """How a message's text is recognised after an export and a conversion (case, accents, spacing ignored)."""
    return fold(text)
