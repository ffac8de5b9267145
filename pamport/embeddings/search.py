"""``pamport search``: the memories nearest in meaning to a query (cosine similarity over ``embeddings.json``).

The query is embedded with the model the file was made with, and only that model's vectors are compared
(embedding protocol §6.4, §7: never across models; no fallback to another model). As §7.3 advises, a bundle
where fewer than half of the active memories have a vector is flagged: its results would miss most memories.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pamport.embeddings.duplicates import unit_rows
from pamport.embeddings.embedder import Embedder, EmbeddingUnavailable
from pamport.embeddings.file import read_embeddings
from pamport.layout import EMBEDDINGS_FILE
from pamport.pipeline.bundle_io import read_store


@dataclass(frozen=True)
class Hit:
    rank: int
    score: float
    memory: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        m = self.memory
        return {
            "rank": self.rank,
            "score": self.score,
            "memory_id": m["id"],
            "type": m["type"],
            "status": m.get("status", "active"),
            "content": m["content"],
        }


@dataclass(frozen=True)
class Found:
    hits: list[Hit]
    #: Active memories with a vector of the model, and active memories in all.
    embedded: int
    active: int

    @property
    def coverage_warning(self) -> str | None:
        if self.active and self.embedded / self.active < 0.5:
            return (
                f"only {self.embedded} of {self.active} active memories have embeddings; "
                "run `pamport embed` to cover them all"
            )
        return None


def search(bundle: Path, query: str, k: int, model: str, make_embedder: Callable[[], Embedder]) -> Found:
    """The ``k`` best memories for ``query``, best first (ties by memory id)."""
    stored = [e for e in read_embeddings(bundle / EMBEDDINGS_FILE) if e.model == model]
    if not stored:
        models = sorted({e.model for e in read_embeddings(bundle / EMBEDDINGS_FILE)})
        raise EmbeddingUnavailable(
            f"{bundle / EMBEDDINGS_FILE}: no vectors of model {model!r} (the file has: "
            f"{', '.join(models) or 'none'}); search with the model the bundle was embedded with"
        )
    memories = {str(m["id"]): m for m in read_store(bundle)["memories"]}
    stored = [e for e in stored if e.memory_id in memories]
    active = {i for i, m in memories.items() if m.get("status", "active") == "active"}
    embedded = sum(1 for e in stored if e.memory_id in active)
    if not stored:
        return Found([], embedded, len(active))
    matrix = unit_rows([e.vector for e in stored])
    query_vector = unit_rows(make_embedder().embed([query]))[0]
    if query_vector.shape[0] != matrix.shape[1]:
        raise EmbeddingUnavailable(
            f"the query vector has {query_vector.shape[0]} dimensions, the bundle's {matrix.shape[1]}"
        )
    scores = matrix @ query_vector
    order = sorted(range(len(stored)), key=lambda i: (-float(scores[i]), stored[i].memory_id))[:k]
    hits = [
        Hit(rank, round(float(np.clip(scores[i], -1.0, 1.0)), 4), memories[stored[i].memory_id])
        for rank, i in enumerate(order, 1)
    ]
    return Found(hits, embedded, len(active))
