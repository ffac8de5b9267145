"""Vectors for a set of memories, through the cache: only texts the cache has not seen reach the model."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pamport.embeddings.cache import CachedVector, EmbeddingCache, text_sha256
from pamport.embeddings.embedder import Embedder, EmbeddingUnavailable
from pamport.pipeline.progress import NullProgress, Progress


@dataclass
class EmbedStats:
    """The counts the run report shows."""

    model: str
    dimensions: int | None = None
    memories: int = 0
    embedded: int = 0
    cache_hits: int = 0
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "dimensions": self.dimensions,
            "memories": self.memories,
            "embedded": self.embedded,
            "cache_hits": self.cache_hits,
        }


@dataclass(frozen=True)
class Text:
    """One memory to embed: its id and its content, exactly as written in the store."""

    memory_id: str
    content: str


def embed_texts(
    items: Sequence[Text],
    model: str,
    make_embedder: Callable[[], Embedder],
    cache: EmbeddingCache,
    batch_size: int = 64,
    progress: Progress | None = None,
) -> tuple[dict[str, CachedVector], EmbedStats]:
    """memory id -> vector for every item; cached vectors of the very same text are reused (never re-embedded).

    Texts to embed go to the model shortest first, so that each batch pads to similar lengths. Progress counts
    bytes of text, as the conversion's bar does.
    """
    stats = EmbedStats(model=model, memories=len(items), warnings=list(cache.warnings))
    found: dict[str, CachedVector] = {}
    missing: list[tuple[Text, str]] = []
    for item in items:
        sha = text_sha256(item.content)
        hit = cache.get(item.memory_id, model, sha)
        if hit is None:
            missing.append((item, sha))
        else:
            found[item.memory_id] = hit
    stats.cache_hits = len(found)
    missing.sort(key=lambda pair: (len(pair[0].content), pair[0].memory_id))
    bar = progress or NullProgress()
    if missing:
        bar.start(sum(len(item.content.encode("utf-8")) for item, _ in missing), f"embedding {len(missing)} memories")
    embedder: Embedder | None = None
    for start in range(0, len(missing), batch_size):
        batch = missing[start : start + batch_size]
        embedder = embedder or make_embedder()
        vectors = embedder.embed([item.content for item, _ in batch])
        if len(vectors) != len(batch):
            raise EmbeddingUnavailable(f"model {model!r} returned {len(vectors)} vectors for {len(batch)} texts")
        rows = [(item.memory_id, sha, vector) for (item, sha), vector in zip(batch, vectors, strict=True)]
        when = cache.put_many(model, rows)
        for memory_id, _, vector in rows:
            found[memory_id] = CachedVector(vector, when)
        stats.embedded += len(batch)
        bar.advance(sum(len(item.content.encode("utf-8")) for item, _ in batch))
    bar.close()
    sizes = {len(v.vector) for v in found.values()}
    if len(sizes) > 1:
        raise EmbeddingUnavailable(
            f"model {model!r} gave vectors of {sorted(sizes)} dimensions (the cache at {cache.path} mixes "
            "vectors of different models under one name)"
        )
    stats.dimensions = sizes.pop() if sizes else None
    return found, stats
