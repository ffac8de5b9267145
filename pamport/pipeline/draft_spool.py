"""Memory drafts on disk: written as they are found, read back once when the memories are built.

A run finds drafts in every conversation; kept in a list they would grow with the export. Each shard of a run
(one importer in one process) appends its drafts to its own file, one JSON object a line, and hands on only a
:class:`DraftFile` (a path, a count and the few drafts to leave out): the same whether the shard ran in this
process or in a worker. Drafts drawn from a copy of a conversation that a newer copy replaced are left out when
the file is read (see :mod:`pamport.pipeline.duplicates`), so nothing is rewritten.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pamport.importers.base import MemoryDraft

_FIELDS = tuple(spec.name for spec in dataclasses.fields(MemoryDraft))


@dataclass(frozen=True)
class DraftFile:
    """A finished spool of drafts (picklable): read it with :func:`iter_drafts`."""

    path: Path
    count: int
    #: conversation id -> number of lines written before its copy was replaced: its drafts in them are left out.
    dropped: dict[str, int] = field(default_factory=dict)


class DraftSpool:
    """Appends drafts to ``path``; ``drop`` leaves out what was written so far for one conversation."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.count = 0
        self._dropped: dict[str, int] = {}
        self._fh = path.open("w", encoding="utf-8")

    def append(self, draft: MemoryDraft) -> None:
        # The draft's fields as they are: ``dataclasses.asdict`` deep-copies every list and dict first, which
        # cost more than writing the line. A value JSON cannot write as it is (a dataclass inside the metadata)
        # takes the copying path.
        try:
            line = json.dumps({name: getattr(draft, name) for name in _FIELDS}, ensure_ascii=False, sort_keys=True)
        except TypeError:
            line = json.dumps(dataclasses.asdict(draft), ensure_ascii=False, sort_keys=True)
        self._fh.write(line + "\n")
        self.count += 1

    def extend(self, drafts: Iterable[MemoryDraft]) -> None:
        for draft in drafts:
            self.append(draft)

    def drop(self, conversation_id: str) -> None:
        """The drafts of ``conversation_id`` written until now belong to a copy that was replaced."""
        self._dropped[conversation_id] = self.count

    def finish(self) -> DraftFile:
        self._fh.close()
        return DraftFile(self.path, self.count, dict(self._dropped))

    def close(self) -> None:
        self._fh.close()


def iter_drafts(spooled: DraftFile, containing: str | None = None) -> Iterator[MemoryDraft]:
    """The drafts of a spool in the order they were written, without those of replaced copies.

    ``containing``: only the drafts whose line holds that text (a pass that wants a few drafts parses only those).
    """
    with spooled.path.open(encoding="utf-8") as fh:
        for position, line in enumerate(fh):
            if containing is not None and containing not in line:
                continue
            draft = MemoryDraft(**json.loads(line))
            ref = draft.conversation_ref
            if ref and position < spooled.dropped.get(ref, 0):
                continue
            yield draft
