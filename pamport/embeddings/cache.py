"""The embedding cache: a SQLite database following the embedding storage protocol v2.

Layout (protocol §2, §8.4, §11): ``memory_embeddings`` exactly as §2.1 — ``(memory_id, model)`` primary key, the
vector as a raw little-endian float32 BLOB, ``dimensions``, ``created_at`` — with the ``idx_embeddings_model``
index, the ``engram_meta`` table holding ``embedding_protocol_version = 2``, and the ``memories`` table the
foreign key points at. pamport's ``memories`` rows carry ``content_sha256``, the SHA-256 of the exact text that was
embedded: a cached vector is used only while the memory's text is unchanged, and when a memory's text changes its
rows are deleted (they describe text that no longer exists).

Memory ids are derived from type and content hash, so the same memory has the same id in every run and every
re-import of an export: keying on ``(memory_id, model)`` means an unchanged memory is never embedded twice.

A database without a version, with version 1, or whose ``memory_embeddings`` table has the v1 shape (primary key
``memory_id`` alone, vectors as TEXT/JSON, no model or dimensions column) is migrated on opening (§8); rows that
cannot be migrated are skipped, counted and named (§12.2). A newer protocol version is opened with a warning.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pamport.embeddings.blob import BlobError, Vector, check_model_name, deserialize, serialize
from pamport.errors import PamportError

PROTOCOL_VERSION = 2
LEGACY_MODEL = "unknown/legacy"

TABLE_SQL = """
CREATE TABLE IF NOT EXISTS {name} (
    memory_id   TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
    model       TEXT NOT NULL,
    embedding   BLOB NOT NULL,
    dimensions  INTEGER NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (memory_id, model)
)"""
INDEX_SQL = "CREATE INDEX IF NOT EXISTS idx_embeddings_model ON memory_embeddings(model)"
META_SQL = "CREATE TABLE IF NOT EXISTS engram_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"
MEMORIES_SQL = "CREATE TABLE IF NOT EXISTS memories (id TEXT PRIMARY KEY, content_sha256 TEXT)"
WRITE_SQL = (
    "INSERT OR REPLACE INTO memory_embeddings (memory_id, model, embedding, dimensions, created_at) "
    "VALUES (?, ?, ?, ?, ?)"
)


class CacheError(PamportError):
    """The cache database cannot be opened, migrated or read."""

    _fields = ("path", "reason")

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def text_sha256(text: str) -> str:
    """What a cached vector is valid for: the exact text embedded (content_hash normalizes case and spaces)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def timestamp() -> str:
    """ISO-8601 UTC with milliseconds and ``Z`` (§5.2)."""
    return datetime.now(tz=UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Migration:
    """What opening the database did (§8, §12.2)."""

    from_version: int | None = None
    migrated: int = 0
    #: (memory_id, reason) of rows that could not be migrated.
    skipped: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class CachedVector:
    vector: Vector
    created_at: str


class EmbeddingCache:
    """One open cache database. Use as a context manager; writes are committed in batches (§13.3)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.warnings: list[str] = []
        self.migration = Migration()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path)
            self._open()
        except sqlite3.Error as exc:
            raise CacheError(str(self.path), f"not a usable embedding cache ({exc})") from exc

    # -- opening, versions and migration -------------------------------------------------------------------------

    def _open(self) -> None:
        self.conn.execute("PRAGMA foreign_keys = OFF")
        with self.conn:
            self.conn.execute(META_SQL)
            self.conn.execute(MEMORIES_SQL)
            self._ensure_memory_hash_column()
            version = self.protocol_version()
            if version is not None and version > PROTOCOL_VERSION:
                self.warnings.append(
                    f"{self.path}: embedding protocol version {version} is newer than {PROTOCOL_VERSION}; "
                    "reading it as version 2"
                )
            elif version is None or version < PROTOCOL_VERSION or self._table_is_v1():
                self.migration.from_version = version
                self._migrate()
            self.conn.execute(TABLE_SQL.format(name="memory_embeddings"))
            self.conn.execute(INDEX_SQL)
        self.conn.execute("PRAGMA foreign_keys = ON")

    def protocol_version(self) -> int | None:
        """§11.2: the version recorded in ``engram_meta`` (None when missing or unreadable)."""
        row = self.conn.execute("SELECT value FROM engram_meta WHERE key = 'embedding_protocol_version'").fetchone()
        try:
            return int(row[0]) if row else None
        except ValueError:
            return None

    def _ensure_memory_hash_column(self) -> None:
        columns = {r[1] for r in self.conn.execute("PRAGMA table_info(memories)")}
        if "content_sha256" not in columns:
            self.conn.execute("ALTER TABLE memories ADD COLUMN content_sha256 TEXT")

    def _columns(self) -> dict[str, tuple[str, int]]:
        """memory_embeddings column -> (declared type, position in the primary key)."""
        return {r[1]: (str(r[2]).upper(), int(r[5])) for r in self.conn.execute("PRAGMA table_info(memory_embeddings)")}

    def _table_is_v1(self) -> bool:
        """§8.1: primary key on memory_id alone, or vectors declared TEXT."""
        columns = self._columns()
        if not columns:
            return False
        key = sorted((pk, name) for name, (_, pk) in columns.items() if pk)
        return [name for _, name in key] != ["memory_id", "model"] or columns.get("embedding", ("",))[0] != "BLOB"

    def _migrate(self) -> None:
        """§8.2 steps 1-6 and §8.4; a database with no table yet just gets its version recorded."""
        if self._columns():
            self.conn.execute("DROP TABLE IF EXISTS memory_embeddings_v2")
            self.conn.execute(TABLE_SQL.format(name="memory_embeddings_v2"))
            for row in self._old_rows():
                self._migrate_row(row)
            self.conn.execute("DROP TABLE memory_embeddings")
            self.conn.execute("ALTER TABLE memory_embeddings_v2 RENAME TO memory_embeddings")
            self.conn.execute(INDEX_SQL)  # step 6 (the old table's index went with it)
        self.conn.execute(
            "INSERT OR REPLACE INTO engram_meta (key, value) VALUES ('embedding_protocol_version', ?)",
            (str(PROTOCOL_VERSION),),
        )

    def _old_rows(self) -> Iterator[dict[str, Any]]:
        cursor = self.conn.execute("SELECT * FROM memory_embeddings")
        names = [d[0] for d in cursor.description]
        for values in cursor:
            yield dict(zip(names, values, strict=True))

    def _migrate_row(self, row: dict[str, Any]) -> None:
        memory_id = str(row.get("memory_id"))
        try:
            raw = row.get("embedding")
            if isinstance(raw, str):  # step 3: TEXT/JSON rows
                blob = serialize([float(v) for v in json.loads(raw)])
            elif isinstance(raw, bytes):
                blob = raw
            else:
                raise ValueError(f"embedding is {type(raw).__name__}, not a BLOB or JSON text")
            declared = row.get("dimensions")
            dimensions = int(declared) if declared is not None else len(blob) // 4  # step 4
            deserialize(blob, dimensions)
            model = check_model_name(str(row.get("model") or LEGACY_MODEL))
        except (ValueError, TypeError, BlobError) as exc:
            self.migration.skipped.append((memory_id, str(exc)))
            return
        created_at = str(row.get("created_at") or timestamp())
        self.conn.execute("INSERT OR IGNORE INTO memories (id) VALUES (?)", (memory_id,))
        self.conn.execute(
            "INSERT OR REPLACE INTO memory_embeddings_v2 VALUES (?, ?, ?, ?, ?)",
            (memory_id, model, blob, dimensions, created_at),
        )
        self.migration.migrated += 1

    # -- read protocol (§6) --------------------------------------------------------------------------------------

    def get(self, memory_id: str, model: str, content_sha256: str | None = None) -> CachedVector | None:
        """§6.1, validated after reading (§6.3); with ``content_sha256`` only a vector of that very text counts."""
        row = self.conn.execute(
            "SELECT e.embedding, e.dimensions, e.created_at, m.content_sha256 FROM memory_embeddings e "
            "JOIN memories m ON m.id = e.memory_id WHERE e.memory_id = ? AND e.model = ?",
            (memory_id, model),
        ).fetchone()
        if row is None or (content_sha256 is not None and row[3] != content_sha256):
            return None
        return CachedVector(self._read_blob(row[0], row[1], memory_id, model), str(row[2]))

    def for_model(self, model: str) -> Iterator[tuple[str, Vector]]:
        """§6.2: every (memory_id, vector) of one model and only that model (recall never mixes models, §6.4)."""
        cursor = self.conn.execute(
            "SELECT memory_id, embedding, dimensions FROM memory_embeddings WHERE model = ? ORDER BY memory_id",
            (model,),
        )
        for memory_id, blob, dimensions in cursor:
            yield memory_id, self._read_blob(blob, dimensions, memory_id, model)

    def coverage(self, model: str) -> tuple[int, int]:
        """§7.3: (memories embedded with ``model``, memories known)."""
        row = self.conn.execute(
            "SELECT (SELECT COUNT(*) FROM memory_embeddings WHERE model = ?), (SELECT COUNT(*) FROM memories)",
            (model,),
        ).fetchone()
        return int(row[0]), int(row[1])

    def models(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT model FROM memory_embeddings ORDER BY model")]

    def _read_blob(self, blob: bytes, dimensions: int, memory_id: str, model: str) -> Vector:
        """§12.3: a bad blob on read is an error naming the row, never skipped silently."""
        try:
            return deserialize(blob, dimensions)
        except BlobError as exc:
            raise CacheError(
                str(self.path), f"memory {memory_id!r}, model {model!r}: {exc} (the cache may be corrupt)"
            ) from exc

    # -- write protocol (§5) -------------------------------------------------------------------------------------

    def put_many(self, model: str, rows: list[tuple[str, str, Vector]], created_at: str | None = None) -> str:
        """Store (memory_id, content_sha256, vector) rows in one transaction; returns their ``created_at``.

        Every blob is validated before the transaction starts, so a bad vector writes nothing (§5.3).
        """
        check_model_name(model)
        blobs = [serialize(vector) for _, _, vector in rows]
        when = created_at or timestamp()
        with self.conn:
            for (memory_id, sha, _), blob in zip(rows, blobs, strict=True):
                self._remember(memory_id, sha)
                self.conn.execute(WRITE_SQL, (memory_id, model, blob, len(blob) // 4, when))
        return when

    def _remember(self, memory_id: str, sha: str) -> None:
        known = self.conn.execute("SELECT content_sha256 FROM memories WHERE id = ?", (memory_id,)).fetchone()
        if known is None:
            self.conn.execute("INSERT INTO memories (id, content_sha256) VALUES (?, ?)", (memory_id, sha))
        elif known[0] != sha:
            # the text changed: vectors of every model describe the old text
            self.conn.execute("DELETE FROM memory_embeddings WHERE memory_id = ?", (memory_id,))
            self.conn.execute("UPDATE memories SET content_sha256 = ? WHERE id = ?", (sha, memory_id))

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> EmbeddingCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
