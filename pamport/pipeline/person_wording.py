"""One person's Portuguese memories in one grammatical gender and one variety, across all their conversations.

The rule extractor words a Portuguese memory with the signs of its own message, else of its conversation
(:mod:`pamport.pipeline.extract.rules.pt_wording`); a memory drawn from a conversation without any sign stays
neutral ("O usuário mora em Braga"). A conversion is one person's export, so before the memories are built the
run counts the signs of the person's messages in every conversation (:func:`person_of`: one pass over the
spooled drafts, in every shard's file) and words those open memories in the person's gender and variety
(:func:`reword`). A message's or conversation's own signs are never overridden: the user's own words beat the
count. The decision and the rewording depend only on the drafts, not on their order, so the number of worker
processes changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from pamport.importers.base import MemoryDraft
from pamport.pipeline.draft_spool import DraftFile, iter_drafts
from pamport.pipeline.extract.rules import pt_wording
from pamport.pipeline.extract.rules.pt_wording import WORDING, Signs, Tally

_MARK = f'"{WORDING}"'


def tally(spools: Iterable[DraftFile]) -> Tally:
    """The signs of the person's Portuguese messages: the sum of the tallies of their conversations (each
    travels with its conversation's first Portuguese memory). Only the lines that carry :data:`WORDING` are
    parsed; nothing grows with the export."""
    counted = Tally()
    for spooled in spools:
        for draft in iter_drafts(spooled, containing=_MARK):
            entry = draft.metadata.get(WORDING)
            counts = entry.get("conversation") if isinstance(entry, dict) else None
            if isinstance(counts, list) and len(counts) == 4 and all(type(n) is int and n >= 0 for n in counts):
                counted.add_counts(Tally(*counts))
    return counted


def person_of(spools: Iterable[DraftFile]) -> Signs:
    """The person's gender and variety (None for either when the messages do not clearly say it)."""
    return tally(spools).decision()


def reword(draft: MemoryDraft, person: Signs) -> bool:
    """Word ``draft`` in the person's gender and variety where its message and conversation left them open.

    The :data:`WORDING` metadata is removed either way (it is not part of the memory). Returns whether the content
    changed.
    """
    entry = draft.metadata.pop(WORDING, None)
    used = _signs(entry, "used")
    if used is None or not isinstance(entry.get("neutral"), str):
        return False
    gender, variety = used
    if (gender is not None or person[0] is None) and (variety is not None or person[1] is None):
        return False  # nothing left open that the person's signs could fill
    content = pt_wording.render(entry["neutral"], gender or person[0], variety or person[1])
    if content == draft.content:
        return False
    draft.content = content
    return True


def _signs(value: Any, name: str) -> Signs | None:
    """One pair of signs of a :data:`WORDING` entry, or None when the entry is not one (a hand-edited spool)."""
    if not isinstance(value, dict):
        return None
    pair = value.get(name)
    if not (isinstance(pair, list) and len(pair) == 2):
        return None
    gender, variety = pair
    if gender not in ("f", "m", None) or variety not in ("pt-PT", "pt-BR", None):
        return None
    return cast(Signs, (gender, variety))
