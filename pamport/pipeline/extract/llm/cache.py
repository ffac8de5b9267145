"""A response cache keyed by the hash of what was asked, so a re-run of the same export costs nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path


class ResponseCache:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path)
        self._db.execute("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, body TEXT NOT NULL)")
        self._db.commit()

    def get(self, key: str) -> str | None:
        row = self._db.execute("SELECT body FROM responses WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, body: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO responses (key, body) VALUES (?, ?)", (key, body))
        self._db.commit()

    def close(self) -> None:
        self._db.close()
