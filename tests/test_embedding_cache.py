"""The embedding cache against the embedding storage protocol v2, item by item of its compliance checklist (§15).

Checklist: schema as §2 · model naming §3 · BLOB serialization §4.2 · BLOB validation §4.4 · write §5 · read §6 ·
recall filtered by model §7 · migration from v1 §8 · version tracking in ``engram_meta`` · reference tests (§15.2:
round trip, cross-implementation bytes, rejection of NaN/Inf/wrong dimensions, multi-model storage, v1 migration).
"""

from __future__ import annotations

import json
import math
import sqlite3
import struct
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.embeddings.blob import BlobError, check_model_name, deserialize, serialize, validate
from pamport.embeddings.cache import LEGACY_MODEL, CacheError, EmbeddingCache, text_sha256

MODEL = "local/minilm-l6-v2"


def _vector(*values: float) -> np.ndarray:
    return np.asarray(values, dtype=np.float32)


@pytest.fixture
def cache(tmp_path: Path) -> EmbeddingCache:
    return EmbeddingCache(tmp_path / "cache.sqlite3")


# -- §2 schema ------------------------------------------------------------------------------------------------------


def test_table_matches_section_2(cache: EmbeddingCache) -> None:
    columns = [(r[1], r[2], r[3], r[5]) for r in cache.conn.execute("PRAGMA table_info(memory_embeddings)")]
    assert columns == [
        ("memory_id", "TEXT", 1, 1),
        ("model", "TEXT", 1, 2),
        ("embedding", "BLOB", 1, 0),
        ("dimensions", "INTEGER", 1, 0),
        ("created_at", "TEXT", 1, 0),
    ]
    keys = [(r[2], r[3], r[4], r[6]) for r in cache.conn.execute("PRAGMA foreign_key_list(memory_embeddings)")]
    assert keys == [("memories", "memory_id", "id", "CASCADE")]
    indexes = {r[1]: r for r in cache.conn.execute("PRAGMA index_list(memory_embeddings)")}
    assert "idx_embeddings_model" in indexes
    assert [r[2] for r in cache.conn.execute("PRAGMA index_info(idx_embeddings_model)")] == ["model"]


def test_delete_cascades_from_memories(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", "h1", _vector(1, 2))])
    with cache.conn:
        cache.conn.execute("DELETE FROM memories WHERE id = 'm1'")
    assert cache.conn.execute("SELECT COUNT(*) FROM memory_embeddings").fetchone()[0] == 0


# -- §3 model naming ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["local/minilm-l6-v2", "openai/text-embedding-3-small", LEGACY_MODEL])
def test_model_names_accepted(name: str) -> None:
    assert check_model_name(name) == name


@pytest.mark.parametrize("name", ["minilm", "a/b/c", "open ai/x", "/x", "x/", "a/" + "b" * 300])
def test_model_names_rejected(name: str, cache: EmbeddingCache) -> None:
    with pytest.raises(BlobError) as exc:
        cache.put_many(name, [("m1", "h", _vector(1.0))])
    assert exc.value.code == "MODEL_NAME_INVALID"
    assert cache.conn.execute("SELECT COUNT(*) FROM memory_embeddings").fetchone()[0] == 0


# -- §4 BLOB format --------------------------------------------------------------------------------------------------


def test_blob_is_raw_little_endian_f32() -> None:
    # the bytes Rust's f32::to_le_bytes gives (§10.1): 1.0 = 0x3f800000, -2.5 = 0xc0200000, stored low byte first
    assert serialize([1.0, -2.5]) == bytes.fromhex("0000803f000020c0")
    assert serialize([0.1, 3.0]) == struct.pack("<2f", 0.1, 3.0)  # the spec's Python reference (§4.2)


@given(st.lists(st.floats(allow_nan=False, allow_infinity=False, width=32), min_size=1, max_size=64))
def test_round_trip(values: list[float]) -> None:
    blob = serialize(values)
    assert len(blob) == 4 * len(values)
    assert deserialize(blob, len(values)).tolist() == list(struct.unpack(f"<{len(values)}f", blob)) == values


@pytest.mark.parametrize(
    ("blob", "dimensions", "code"),
    [
        (b"\x00\x00\x80", None, "BLOB_LENGTH_INVALID"),
        (struct.pack("<3f", 1, 2, 3), 4, "DIMENSION_MISMATCH"),
        (struct.pack("<2f", 1, math.nan), 2, "NON_FINITE_VALUE"),
        (struct.pack("<2f", math.inf, 1), 2, "NON_FINITE_VALUE"),
        (b"", None, "DIMENSION_MISMATCH"),
    ],
)
def test_validation_rejects(blob: bytes, dimensions: int | None, code: str) -> None:
    with pytest.raises(BlobError) as exc:
        validate(blob, dimensions)
    assert exc.value.code == code


@pytest.mark.parametrize("bad", [[1.0, math.nan], [math.inf], [-math.inf, 0.0]])
def test_non_finite_vectors_are_never_written(cache: EmbeddingCache, bad: list[float]) -> None:
    rows = [("ok", "h", _vector(1.0, 2.0)), ("bad", "h", np.asarray(bad, dtype=np.float32))]
    with pytest.raises(BlobError) as exc:
        cache.put_many(MODEL, rows)
    assert exc.value.code == "NON_FINITE_VALUE"
    assert cache.conn.execute("SELECT COUNT(*) FROM memory_embeddings").fetchone()[0] == 0  # the batch is refused


# -- §5 write, §6 read, §7 recall --------------------------------------------------------------------------------------


def test_write_then_read(cache: EmbeddingCache) -> None:
    when = cache.put_many(MODEL, [("m1", text_sha256("a"), _vector(0.5, -1.0, 2.0))])
    assert when.endswith("Z") and "T" in when
    row = cache.conn.execute("SELECT typeof(embedding), dimensions, created_at FROM memory_embeddings").fetchone()
    assert row == ("blob", 3, when)
    hit = cache.get("m1", MODEL, text_sha256("a"))
    assert hit is not None and hit.vector.tolist() == [0.5, -1.0, 2.0] and hit.created_at == when


def test_rewrite_replaces_the_row(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", "h", _vector(1, 1))])
    cache.put_many(MODEL, [("m1", "h", _vector(2, 2, 2))])
    assert cache.conn.execute("SELECT COUNT(*), MAX(dimensions) FROM memory_embeddings").fetchone() == (1, 3)


def test_multi_model_storage(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", "h", _vector(1, 2))])
    cache.put_many("openai/text-embedding-3-small", [("m1", "h", _vector(3, 4, 5))])
    assert cache.models() == [MODEL, "openai/text-embedding-3-small"]
    assert cache.get("m1", MODEL) is not None and cache.get("m1", MODEL).vector.tolist() == [1, 2]  # type: ignore[union-attr]
    got = cache.get("m1", "openai/text-embedding-3-small")
    assert got is not None and got.vector.tolist() == [3, 4, 5]


def test_recall_reads_one_model_only(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", "h", _vector(1, 0)), ("m2", "h", _vector(0, 1))])
    cache.put_many("ollama/nomic-embed-text", [("m3", "h", _vector(1, 1, 1))])
    assert [m for m, _ in cache.for_model(MODEL)] == ["m1", "m2"]
    assert list(cache.for_model("voyage/voyage-2")) == []  # no fallback to another model (§7.4)
    assert cache.coverage(MODEL) == (2, 3)


def test_changed_text_is_a_miss_and_drops_old_vectors(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", text_sha256("old"), _vector(1, 2))])
    cache.put_many("openai/x", [("m1", text_sha256("old"), _vector(1, 2))])
    assert cache.get("m1", MODEL, text_sha256("new")) is None
    cache.put_many(MODEL, [("m1", text_sha256("new"), _vector(3, 4))])
    assert cache.get("m1", "openai/x") is None  # described text that no longer exists
    assert cache.get("m1", MODEL, text_sha256("new")) is not None


def test_corrupt_row_is_an_error_on_read(cache: EmbeddingCache) -> None:
    cache.put_many(MODEL, [("m1", "h", _vector(1, 2))])
    with cache.conn:
        cache.conn.execute("UPDATE memory_embeddings SET dimensions = 3")
    with pytest.raises(CacheError, match=r"m1.*DIMENSION_MISMATCH"):
        cache.get("m1", MODEL)


# -- §8 migration, §11 version tracking ----------------------------------------------------------------------------


def test_new_database_records_version_2(cache: EmbeddingCache) -> None:
    assert cache.protocol_version() == 2
    assert cache.migration.from_version is None and cache.migration.migrated == 0


def _v1_database(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE memories (id TEXT PRIMARY KEY, content TEXT);
        CREATE TABLE memory_embeddings (
            memory_id TEXT PRIMARY KEY REFERENCES memories(id),
            embedding TEXT,
            created_at TEXT
        );
        INSERT INTO memories VALUES ('a', 'x'), ('b', 'y'), ('c', 'z'), ('d', 'w');
        """
    )
    conn.execute("INSERT INTO memory_embeddings VALUES ('a', ?, '2025-01-01T00:00:00Z')", (json.dumps([0.25, -1]),))
    blob = struct.pack("<3f", 1, 2, 3)
    conn.execute("INSERT INTO memory_embeddings VALUES ('b', ?, '2025-01-02T00:00:00Z')", (blob,))
    conn.execute("INSERT INTO memory_embeddings VALUES ('c', 'not json', '2025-01-03T00:00:00Z')")
    conn.execute("INSERT INTO memory_embeddings VALUES ('d', ?, NULL)", (json.dumps([1, "NaN"]),))
    conn.commit()
    conn.close()


def test_v1_database_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    _v1_database(path)
    with EmbeddingCache(path) as cache:
        assert cache.migration.from_version is None
        assert cache.migration.migrated == 2
        assert [m for m, _ in cache.migration.skipped] == ["c", "d"]  # counted and named (§12.2)
        assert cache.protocol_version() == 2
        rows = cache.conn.execute(
            "SELECT memory_id, model, typeof(embedding), dimensions, created_at FROM memory_embeddings ORDER BY 1"
        ).fetchall()
        assert rows == [
            ("a", LEGACY_MODEL, "blob", 2, "2025-01-01T00:00:00Z"),
            ("b", LEGACY_MODEL, "blob", 3, "2025-01-02T00:00:00Z"),
        ]
        assert cache.get("a", LEGACY_MODEL).vector.tolist() == [0.25, -1.0]  # type: ignore[union-attr]
        info = sorted(cache.conn.execute("PRAGMA table_info(memory_embeddings)"), key=lambda r: r[5])
        pk = [r[1] for r in info if r[5]]
        assert pk == ["memory_id", "model"]
        # the memories of the old database are kept, and a second model can now be added beside the legacy one
        cache.put_many(MODEL, [("a", "h", _vector(1, 1))])
        assert cache.models() == [MODEL, LEGACY_MODEL]
    with EmbeddingCache(path) as again:
        assert again.migration.from_version is None and again.migration.migrated == 0  # nothing left to migrate


def test_version_1_marker_with_v2_shape_is_brought_to_2(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    with EmbeddingCache(path) as cache:
        cache.put_many(MODEL, [("m1", "h", _vector(1, 2))])
        with cache.conn:
            cache.conn.execute("UPDATE engram_meta SET value = '1'")
    with EmbeddingCache(path) as cache:
        assert cache.migration.from_version == 1
        assert cache.protocol_version() == 2
        assert cache.get("m1", MODEL) is not None


def test_newer_version_warns(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite3"
    EmbeddingCache(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE engram_meta SET value = '3'")
    conn.commit()
    conn.close()
    with EmbeddingCache(path) as cache:
        assert cache.warnings and "version 3 is newer" in cache.warnings[0]


def test_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(CacheError, match=r"junk\.sqlite3: not a usable embedding cache"):
        EmbeddingCache(path)
