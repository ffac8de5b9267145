"""``pamport embed BUNDLE``: add or refresh the embeddings of a bundle already on disk.

Every active, exportable memory gets one vector (PAM §12: at most one per memory, the chosen model's), the
memories' ``embedding_ref`` point at them (others have none), and because ``embedding_ref`` is part of the
memories, the integrity block is recomputed (§15). A signed store is signed again with the key given, and refused
without one: leaving a signature over the old checksum would make a valid bundle look tampered with.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pamport.embeddings.cache import EmbeddingCache
from pamport.embeddings.embedder import EmbedOptions, embedder_factory
from pamport.embeddings.file import records_for, write_embeddings
from pamport.embeddings.vectors import EmbedStats, Text, embed_texts
from pamport.errors import IntegrityError, SourceError
from pamport.layout import EMBEDDINGS_FILE
from pamport.pipeline.bundle_io import check_integrity, read_store, store_path, write_store
from pamport.pipeline.progress import Progress
from pamport.schemas.canonical import integrity_block

Signer = Callable[[dict[str, Any]], dict[str, Any]]


def embeddable(memory: dict[str, Any]) -> bool:
    access = memory.get("access") or {}
    return memory.get("status", "active") == "active" and access.get("exportable", True) is not False


def embed_bundle(
    bundle: Path, options: EmbedOptions, sign: Signer | None = None, progress: Progress | None = None
) -> EmbedStats:
    if not bundle.is_dir():
        raise SourceError(str(bundle), "not a bundle folder (embeddings.json lives beside memory-store.json)")
    where = str(store_path(bundle))
    store = read_store(bundle)
    check_integrity(store, where)
    if store.get("signature") and sign is None:
        raise IntegrityError(
            f"{where}: the store is signed and adding embeddings changes its checksum; "
            "pass --sign-key KEY.pem to sign it again"
        )
    model = options.model_id
    memories: list[dict[str, Any]] = store["memories"]
    active = [m for m in memories if embeddable(m)]
    with EmbeddingCache(options.cache) as cache:
        found, stats = embed_texts(
            [Text(str(m["id"]), str(m["content"])) for m in active],
            model,
            embedder_factory(options),
            cache,
            options.batch_size,
            progress,
        )
    records = records_for(active, found, model)
    refs = {r.memory_id: r.id for r in records}
    for memory in memories:
        ref = refs.get(str(memory["id"]))
        if ref is None:
            memory.pop("embedding_ref", None)  # absent is null; pamport writes memories without nulls
        else:
            memory["embedding_ref"] = ref
    store["integrity"] = integrity_block(memories)
    if store.get("signature") and sign is not None:
        store = sign(store)
    write_embeddings(bundle / EMBEDDINGS_FILE, records, str(store.get("schema_version", "1.0")))
    write_store(bundle, store)
    stats.memories = len(records)
    return stats
