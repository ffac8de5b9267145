"""Single-valued facts over time: which value is current, which was replaced, which conflict.

A single-valued fact is a memory whose metadata carries a ``slot`` (``fact.home_city``) and a ``value``. All
the memories of one slot and one (normalized) value form one *claim*. Per slot, claims are ordered by the time
they were last asserted, and claims asserted at the "same time" are grouped:

* two claims are simultaneous when their last assertions were sent at the same instant or, when they come from
  different conversations (whose clocks may be different devices' and providers'), less than
  :data:`SIMULTANEITY_WINDOW` apart; inside one conversation the order of the messages decides. Neither can be
  said to replace the other, so every pair in a group gets a ``contradicts`` relation (from the later to the
  earlier; ties by memory id) and, in the newest group, all stay active;
* every claim of an older group is replaced by the first claim of the next group: its memories become
  ``superseded``, ``temporal.superseded_by`` names the newer claim's head memory, ``temporal.valid_until`` is
  the first time the newer value was asserted after the older one was last asserted, and a ``supersedes``
  relation goes from the newer head to each replaced memory;
* a value that ends another attribute (:func:`pamport.pipeline.slotkeys.ended_by`: "single" ends a partner, a
  spouse ends a girlfriend) supersedes the still-active values of that attribute asserted before it, the same way.

Only active memories take part: the spec allows active → superseded and nothing else into superseded.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from itertools import combinations, pairwise

from pamport.pipeline.evidence import Evidence
from pamport.pipeline.slotkeys import ended_by, same_thing
from pamport.schemas.memory_store import Memory

#: Two values of a slot asserted closer together than this are a contradiction, not a change.
SIMULTANEITY_WINDOW = timedelta(seconds=60)


@dataclass
class Claim:
    """One value of one slot: its memories (head first) and every piece of evidence behind them."""

    slot: str
    value: str
    memories: list[Memory]
    #: Iterated, never indexed: consolidation streams it from the disk (``pamport.pipeline.evidence_store``).
    evidence: Iterable[Evidence]

    @property
    def head(self) -> Memory:
        return self.memories[0]

    @property
    def last(self) -> Evidence:
        return max(self.evidence, key=lambda e: e.sort_key())


@dataclass(frozen=True)
class Link:
    """A relation to create: type, from, to, and when it became observable."""

    type: str
    source: str
    target: str
    created_at: str


@dataclass
class Resolution:
    #: memory id -> (id of the memory that replaces it, valid_until)
    superseded: dict[str, tuple[str, str]] = field(default_factory=dict)
    links: list[Link] = field(default_factory=list)


def _simultaneous(earlier: Claim, later: Claim) -> bool:
    a, b = earlier.last, later.last
    if a.at == b.at:
        return True
    if a.conversation_ref and a.conversation_ref == b.conversation_ref:
        return False
    return b.at - a.at < SIMULTANEITY_WINDOW


def _order(claim: Claim) -> tuple[object, ...]:
    return (claim.last.at, claim.head.id)


def _replace(result: Resolution, older: Claim, newer: Claim) -> None:
    cutoff = older.last.at
    until = min((e for e in newer.evidence if e.at > cutoff), key=lambda e: e.sort_key())
    for memory in older.memories:
        result.superseded[memory.id] = (newer.head.id, until.created_at)
        result.links.append(Link("supersedes", newer.head.id, memory.id, until.created_at))


def resolve(claims: list[Claim]) -> Resolution:
    """Supersession and contradiction for every slot (deterministic: ties are broken by memory id)."""
    result = Resolution()
    by_slot: dict[str, list[Claim]] = defaultdict(list)
    for claim in claims:
        by_slot[claim.slot].append(claim)
    current: list[Claim] = []
    for slot in sorted(by_slot):
        ordered = sorted(by_slot[slot], key=_order)
        groups: list[list[Claim]] = []
        for claim in ordered:
            if groups and _simultaneous(groups[-1][-1], claim):
                groups[-1].append(claim)
            else:
                groups.append([claim])
        for group in groups:
            for earlier, later in combinations(group, 2):
                link = Link("contradicts", later.head.id, earlier.head.id, later.last.created_at)
                result.links.append(link)
        # a value said again less precisely ("iphone" after "iphone 15") is the same thing: it stays, and is
        # replaced with the value it was the same as
        kept: list[Claim] = []
        for older_group, newer_group in pairwise(groups):
            newer = newer_group[0]
            still = []
            for older in [*kept, *older_group]:
                if same_thing(slot, older.value, newer.value):
                    still.append(older)
                else:
                    _replace(result, older, newer)
            kept = still
        current.extend([*kept, *groups[-1]])
    _end_other_attributes(result, current)
    return result


def _end_other_attributes(result: Resolution, current: list[Claim]) -> None:
    """Current values that end another attribute supersede its older current values ("single" after "Kai")."""
    by_slot: dict[str, list[Claim]] = defaultdict(list)
    for claim in current:
        by_slot[claim.slot].append(claim)
    for ender in sorted(current, key=_order):
        if ender.head.id in result.superseded:
            continue
        for ended in sorted(ended_by(f"{ender.slot}/{ender.value}")):
            # an attribute ("relationship/partner"), or one value of it ("relationship/status/single")
            slot, _, only = ended.partition("/")[2].partition("/")
            slot = f"{ended.partition('/')[0]}/{slot}"
            for older in sorted(by_slot.get(slot, ()), key=_order):
                if older.head.id in result.superseded or _simultaneous(older, ender) or only not in ("", older.value):
                    continue
                if older.last.at < ender.last.at:
                    _replace(result, older, ender)
