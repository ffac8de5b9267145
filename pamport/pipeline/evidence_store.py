"""The evidence of a run's memories on disk, read back one memory at a time.

Every sighting of a statement is kept as evidence (``metadata.evidence``), so the evidence grows with the export
even when the statements do not: a large export repeats the same few facts about its user thousands of times.
Consolidation writes each sighting's evidence here (an SQLite file in the run's scratch folder, with a small page
cache) and keeps only one representative per memory id; the fold, the supersession of slots and the writer read
a memory's evidence back, deduplicated and in the evidence order of :func:`pamport.pipeline.evidence.unique_evidence`,
when they need it. Memory then grows with the distinct statements, not with the sightings.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

from pamport.pipeline.evidence import Evidence, moment

_MICROSECOND = timedelta(microseconds=1)
_EPOCH = moment(None)
_BATCH = 512

#: The order of ``unique_evidence`` (time, platform, conversation, message, method, quote, content, confidence),
#: then the remaining fields so that ties are broken the same way on every run.
_ORDER = (
    "at, platform, coalesce(conv, ''), coalesce(msg, ''), coalesce(method, ''), coalesce(quote, ''), "
    "coalesce(content, ''), coalesce(confidence, 0.0), coalesce(extractor, ''), "
    "created_at, conv, msg, method, quote, content, confidence, extractor"
)


class EvidenceStore:
    """Evidence by bucket (one memory id of one fold), grouped into parts (one output memory each)."""

    def __init__(self, path: Path | None = None) -> None:
        # "" is SQLite's private temporary file: on disk, removed when closed
        self._db = sqlite3.connect(str(path) if path is not None else "")
        self._db.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA temp_store=FILE; PRAGMA cache_size=-2048;"
            "CREATE TABLE ev (bucket INTEGER, at INTEGER, platform TEXT, created_at TEXT, conv TEXT, msg TEXT,"
            " method TEXT, quote TEXT, confidence REAL, content TEXT, extractor TEXT);"
            "CREATE TABLE part_of (bucket INTEGER PRIMARY KEY, part INTEGER);"
        )
        self._pending: list[tuple[Any, ...]] = []
        self._parts: list[tuple[int, int]] = []
        self._sealed = False
        #: output memory id -> its part
        self._memory_part: dict[str, int] = {}

    def add(self, bucket: int, item: Evidence) -> None:
        at = (item.at - _EPOCH) // _MICROSECOND
        self._pending.append(
            (
                bucket,
                at,
                item.platform,
                item.created_at,
                item.conversation_ref,
                item.message_ref,
                item.extraction_method,
                item.quote,
                item.confidence,
                item.content,
                item.extractor,
            )
        )
        if len(self._pending) >= _BATCH:
            self._flush()

    def _flush(self) -> None:
        if self._pending:
            self._db.executemany("INSERT INTO ev VALUES (?,?,?,?,?,?,?,?,?,?,?)", self._pending)
            self._pending.clear()
        if self._parts:
            self._db.executemany("INSERT INTO part_of VALUES (?,?)", self._parts)
            self._parts.clear()

    def assign(self, buckets: Iterable[int], part: int) -> None:
        """The buckets whose evidence is the evidence of output memory ``part``."""
        self._parts.extend((bucket, part) for bucket in buckets)

    def _seal(self) -> None:
        self._flush()
        if not self._sealed:
            self._db.executescript("CREATE INDEX ev_bucket ON ev (bucket); CREATE INDEX part_part ON part_of (part);")
            self._sealed = True

    def evidence(self, part: int) -> Iterator[Evidence]:
        """The part's evidence without repeats, in ``unique_evidence`` order (streamed from the disk)."""
        self._seal()
        rows = self._db.execute(
            "SELECT DISTINCT platform, created_at, conv, msg, method, quote, confidence, content, extractor, at"
            f" FROM ev JOIN part_of USING (bucket) WHERE part = ? ORDER BY {_ORDER}",
            (part,),
        )
        for platform, created_at, conv, msg, method, quote, confidence, content, extractor, _ in rows:
            yield Evidence(platform, created_at, conv, msg, method, quote, confidence, content, extractor)

    def name(self, memory_id: str, part: int) -> None:
        """The output memory ``memory_id`` carries the evidence of ``part``."""
        self._memory_part[memory_id] = part

    def entries(self, memory: dict[str, Any]) -> list[dict[str, Any]] | None:
        """The ``metadata.evidence`` list of a written memory (None for a memory this store does not know)."""
        part = self._memory_part.get(str(memory.get("id")))
        if part is None:
            return None
        content = str(memory.get("content"))
        return [item.to_json(content) for item in self.evidence(part)]

    def with_evidence(self, memory: dict[str, Any]) -> dict[str, Any]:
        """A memory dict with its ``metadata.evidence`` filled in (the others returned as they are)."""
        entries = self.entries(memory)
        if entries is None:
            return memory
        return {**memory, "metadata": {**(memory.get("metadata") or {}), "evidence": entries}}

    def close(self) -> None:
        self._db.close()


class PartEvidence:
    """The evidence of several parts, read from the disk each time it is iterated (for slot claims)."""

    def __init__(self, store: EvidenceStore, parts: list[int]) -> None:
        self._store = store
        self._parts = parts

    def __iter__(self) -> Iterator[Evidence]:
        for part in self._parts:
            yield from self._store.evidence(part)
