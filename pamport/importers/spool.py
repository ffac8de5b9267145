"""A disk-backed sort buffer for importers that must regroup records (Gemini, Copilot).

Activity logs arrive newest first and interleave conversations; grouping them in a dict would make memory grow
with the export. Records go to a temporary SQLite file instead and come back ordered by key.
"""

from __future__ import annotations

import json
import marshal
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


class SortSpool:
    """Append ``(key, payload)`` pairs, then iterate them ordered by key, then by insertion order.

    Payloads are stored as JSON, or with ``binary=True`` with :mod:`marshal`: several times faster for an
    importer that spools every record, and read back exactly as given. Only plain data (dicts, lists, tuples,
    strings, numbers, booleans, None) can be spooled that way; the file is this process's own scratch file.
    """

    def __init__(self, directory: str | Path | None = None, *, binary: bool = False) -> None:
        fd, name = tempfile.mkstemp(prefix="pamport-spool-", suffix=".sqlite", dir=directory)
        os.close(fd)
        self._path = Path(name)
        self._db = sqlite3.connect(self._path)
        self._db.execute("PRAGMA journal_mode=OFF")
        self._db.execute("PRAGMA synchronous=OFF")
        self._db.execute("CREATE TABLE rec (k1 TEXT, k2 TEXT, seq INTEGER, payload TEXT)")
        self._seq = 0
        self._batch: list[tuple[str, str, int, str | bytes]] = []
        self._binary = binary

    def add(self, group: str, order: str, payload: Any) -> None:
        """``group`` keeps records together; ``order`` sorts them within a group (e.g. an ISO time)."""
        self._seq += 1
        data = marshal.dumps(payload) if self._binary else json.dumps(payload, ensure_ascii=False)
        self._batch.append((group, order, self._seq, data))
        if len(self._batch) >= 5000:
            self._flush()

    def _flush(self) -> None:
        if self._batch:
            self._db.executemany("INSERT INTO rec VALUES (?, ?, ?, ?)", self._batch)
            self._batch.clear()

    def __len__(self) -> int:
        return self._seq

    def sorted_items(self) -> Iterator[tuple[str, str, Any]]:
        self._flush()
        self._db.execute("CREATE INDEX IF NOT EXISTS rec_order ON rec (k1, k2, seq)")
        cursor = self._db.execute("SELECT k1, k2, payload FROM rec ORDER BY k1, k2, seq")
        loads = marshal.loads if self._binary else json.loads
        for k1, k2, payload in cursor:
            yield k1, k2, loads(payload)

    def close(self) -> None:
        self._db.close()
        self._path.unlink(missing_ok=True)

    def __enter__(self) -> SortSpool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
