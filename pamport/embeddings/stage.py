"""The embedding step of a conversion (``convert --embed``): vectors, near-duplicate folding, references.

It runs after consolidation and before the store is built, so the integrity checksum and any signature are
computed over memories that already carry their ``embedding_ref``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pamport.embeddings.cache import CachedVector, EmbeddingCache
from pamport.embeddings.embedder import EmbedOptions, embedder_factory
from pamport.embeddings.file import EmbeddingRecord, records_for
from pamport.embeddings.vectors import EmbedStats, Text, embed_texts
from pamport.pipeline.near_duplicates import fold_near_duplicates
from pamport.pipeline.progress import Progress
from pamport.schemas.memory_store import Memory, Relation


@dataclass
class Embedded:
    memories: list[Memory]
    relations: list[Relation]
    records: list[EmbeddingRecord]
    stats: EmbedStats
    #: (kept id, folded id, similarity) of every near-duplicate fold.
    merges: list[tuple[str, str, float]] = field(default_factory=list)


def embed_memories(
    memories: list[Memory], relations: list[Relation], options: EmbedOptions, progress: Progress | None = None
) -> Embedded:
    model = options.model_id
    make = embedder_factory(options)
    active = [m for m in memories if m.status == "active"]
    with EmbeddingCache(options.cache) as cache:
        items = [Text(m.id, m.content) for m in active]
        found, stats = embed_texts(items, model, make, cache, options.batch_size, progress)
    merges: list[tuple[str, str, float]] = []
    if options.near_duplicate_threshold is not None:
        folded = fold_near_duplicates(
            memories, relations, {k: v.vector for k, v in found.items()}, options.near_duplicate_threshold
        )
        memories, relations, merges = folded.memories, folded.relations, folded.merges
    return _referenced(memories, relations, found, model, stats, merges)


def _referenced(
    memories: list[Memory],
    relations: list[Relation],
    found: dict[str, CachedVector],
    model: str,
    stats: EmbedStats,
    merges: list[tuple[str, str, float]],
) -> Embedded:
    """Each active memory points at its embedding; others have none (their content may be outdated)."""
    active = {m.id for m in memories if m.status == "active"}
    dicts = [m.to_json_dict() for m in memories if m.id in active]
    records = records_for(dicts, {k: v for k, v in found.items() if k in active}, model)
    refs = {r.memory_id: r.id for r in records}
    out = [m.model_copy(update={"embedding_ref": refs.get(m.id)}) for m in memories]
    stats.memories = len(records)
    return Embedded(out, relations, records, stats, merges)
