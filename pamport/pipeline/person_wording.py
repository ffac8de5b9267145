"""One person's Portuguese memories in one grammatical gender and one variety, across all their conversations.

The rule extractor words a Portuguese memory with the signs of its own message, else of its conversation
(:mod:`pamport.pipeline.extract.rules.pt_wording`); a memory drawn from a conversation without any sign stays
neutral ("O usuário mora em Braga"). A conversion is one person's export, so before the memories are built the
run adds up the signs of the person's messages in every conversation (:func:`person_of`: one pass over the
spooled drafts of every shard) and words those open memories in the person's gender and variety (:func:`reword`).
A message's or conversation's own signs are never overridden: the user's own words beat the count. The decision
and the rewording depend only on the drafts, not on their order, so the number of worker processes changes
nothing.

This module loads no rules: a conversion without the rule extractor has no draft to word.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from pamport.importers.base import MemoryDraft
from pamport.pipeline.draft_spool import DraftFile, iter_drafts

if TYPE_CHECKING:
    from pamport.pipeline.extract.rules.pt_wording import Gender, Signs, Variety

#: Draft metadata of a Portuguese rule memory: its neutral content (``neutral``) and the signs its wording used
#: (``used``: its message's, else its conversation's); the first Portuguese memory of a conversation also carries
#: the conversation's :class:`Tally` (``conversation``). Read and removed by the run; never in a bundle.
WORDING = "pt_wording"
_MARK = f'"{WORDING}"'


def wording(neutral: str, used: Signs) -> dict[str, Any]:
    """The :data:`WORDING` entry of a memory whose rules wrote ``neutral`` (JSON, to travel in a draft spool)."""
    return {"neutral": neutral, "used": list(used)}


def _clear(one: int, other: int) -> bool:
    """More than two thirds of the signs: one sign against none is clear, two against one is not."""
    return one > 2 * other


@dataclass
class Tally:
    """Signs of one person's gender and variety, counted by message (a message counts once for each)."""

    feminine: int = 0
    masculine: int = 0
    european: int = 0
    brazilian: int = 0

    def counts(self) -> list[int]:
        return [self.feminine, self.masculine, self.european, self.brazilian]

    def add(self, signs: Signs) -> None:
        """One message's signs (None where it shows none)."""
        gender, kind = signs
        self.feminine += gender == "f"
        self.masculine += gender == "m"
        self.european += kind == "pt-PT"
        self.brazilian += kind == "pt-BR"

    def add_counts(self, other: Tally) -> None:
        self.feminine += other.feminine
        self.masculine += other.masculine
        self.european += other.european
        self.brazilian += other.brazilian

    def decision(self) -> Signs:
        """The person's gender and variety: each the one shown by more than two thirds of the messages showing a
        sign of it (so never on a tie, nor on one sign against one), else None: nothing is guessed."""
        gender: Gender | None = None
        if _clear(self.feminine, self.masculine):
            gender = "f"
        elif _clear(self.masculine, self.feminine):
            gender = "m"
        kind: Variety | None = None
        if _clear(self.european, self.brazilian):
            kind = "pt-PT"
        elif _clear(self.brazilian, self.european):
            kind = "pt-BR"
        return gender, kind


def tally(spools: Iterable[DraftFile]) -> Tally:
    """The signs of the person's Portuguese messages: the sum of their conversations' tallies (each travels with
    its conversation's first Portuguese memory). Only the lines that carry :data:`WORDING` are parsed, and
    nothing grows with the export."""
    counted = Tally()
    for spooled in spools:
        for draft in iter_drafts(spooled, containing=_MARK):
            entry = draft.metadata.get(WORDING)
            counts = entry.get("conversation") if isinstance(entry, dict) else None
            if isinstance(counts, list) and len(counts) == 4 and all(type(n) is int and n >= 0 for n in counts):
                counted.add_counts(Tally(*counts))
    return counted


def person_of(
    spools: Iterable[DraftFile],
    earlier: Mapping[str, Tally] | None = None,
    written: Callable[[str], bool] | None = None,
) -> Signs:
    """The person's gender and variety (None for either when their messages do not clearly say it).

    ``earlier``: the signs of an earlier bundle's conversations (:func:`earlier_signs`), counted for those this run
    did not write (``written``), so that a conversation in both is counted once.
    """
    counted = tally(spools)
    for conversation_id, signs in sorted((earlier or {}).items()):
        if written is None or not written(conversation_id):
            counted.add_counts(signs)
    return counted.decision()


def earlier_signs(store: Mapping[str, Any]) -> dict[str, Tally]:
    """The signs of the person's messages behind an earlier bundle's Portuguese memories (``convert --base``), by
    conversation id.

    A bundle keeps no messages in its store, only the sentences its memories were drawn from (``quote`` in
    ``metadata.evidence``): each message counts once, read in the sentences of it that gave memories.
    """
    quotes: dict[tuple[str, str], list[str]] = {}
    for memory in store.get("memories") or []:
        metadata = memory.get("metadata") if isinstance(memory, dict) else None
        if not isinstance(metadata, dict) or metadata.get("language") != "pt":
            continue
        for item in metadata.get("evidence") or []:
            if not isinstance(item, dict) or not str(item.get("extractor") or "").startswith("pamport-rules/"):
                continue
            where, message, quote = item.get("conversation_ref"), item.get("message_ref"), item.get("quote")
            if isinstance(where, str) and isinstance(message, str) and isinstance(quote, str):
                said = quotes.setdefault((where, message), [])
                if quote not in said:
                    said.append(quote)
    if not quotes:
        return {}
    from pamport.pipeline.extract.rules.pt_wording import decided, reading  # only for such a bundle

    found: dict[str, Tally] = {}
    for (where, _), said in sorted(quotes.items()):
        found.setdefault(where, Tally()).add(decided(reading("\n".join(said))))
    return found


def reword(draft: MemoryDraft, person: Signs) -> bool:
    """Word ``draft`` in the person's gender and variety where its message and conversation left them open.

    The :data:`WORDING` entry is removed either way (it is not part of the memory). Returns whether the content
    changed.
    """
    entry = draft.metadata.pop(WORDING, None)
    used = _used(entry)
    if used is None:
        return False
    gender, variety = used
    if (gender is not None or person[0] is None) and (variety is not None or person[1] is None):
        return False  # nothing left open that the person's signs could fill
    from pamport.pipeline.extract.rules.pt_wording import render  # the rules wrote this draft: they are loaded

    content = render(entry["neutral"], gender or person[0], variety or person[1])
    if content == draft.content:
        return False
    draft.content = content
    return True


def _used(entry: Any) -> Signs | None:
    """The signs a :data:`WORDING` entry used, or None when it is not one (a spool written by another version)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("neutral"), str):
        return None
    pair = entry.get("used")
    if not (isinstance(pair, list) and len(pair) == 2):
        return None
    gender, variety = pair
    if gender not in ("f", "m", None) or variety not in ("pt-PT", "pt-BR", None):
        return None
    return cast("Signs", (gender, variety))
