"""Checks of ``embeddings.json`` that need the models and the memories: dimensions and content hashes.

* Dimensions: every vector of one model has one length, and a model whose size is known (the embedding storage
  protocol's canonical models, pamport's local model) has that size.
* Hashes: pamport derives an embedding's id (a UUIDv5) from the memory id, the model and the memory's
  ``content_hash``, so in a bundle pamport wrote, a UUIDv5 id that does not match means the vector was made from
  other content than the memory now holds (the content is authoritative, PAM §12): a stale vector that search
  would trust. Ids of other forms come from other tools and are not judged.
* References: a memory with a vector in the file points at it (``embedding_ref``). Memories without a vector are
  counted, not reported: PAM makes every embedding optional.
"""

from __future__ import annotations

import re
from typing import Any

from pamport.embeddings.embedder import KNOWN_DIMENSIONS
from pamport.ids import derive
from pamport.validation.report import ValidationReport

_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def check_dimensions(embeddings: list[dict[str, Any]], name: str, report: ValidationReport) -> None:
    first: dict[str, tuple[int, int]] = {}
    for i, embedding in enumerate(embeddings):
        model, dims = embedding["model"], embedding["dimensions"]
        known = KNOWN_DIMENSIONS.get(model)
        if known is not None and dims != known:
            report.error(
                "embedding-dimensions",
                name,
                f"/embeddings/{i}/dimensions",
                f"model {model!r} makes {known}-dimensional vectors, not {dims}",
            )
        seen = first.setdefault(model, (i, dims))
        if seen[1] != dims:
            report.error(
                "embedding-dimensions",
                name,
                f"/embeddings/{i}/dimensions",
                f"{dims} dimensions, but /embeddings/{seen[0]} of the same model {model!r} has {seen[1]}",
            )


def check_against_memories(
    embeddings: list[dict[str, Any]], store: dict[str, Any], name: str, store_name: str, report: ValidationReport
) -> None:
    memories = {str(m["id"]): (i, m) for i, m in enumerate(store.get("memories", []))}
    by_pamport = str(store.get("exported_by") or "").startswith("pamport/")
    covered: set[str] = set()
    for i, embedding in enumerate(embeddings):
        found = memories.get(str(embedding["memory_id"]))
        if found is None:
            continue  # reported by the reference checks
        position, memory = found
        covered.add(str(memory["id"]))
        expected = derive("embedding", str(memory["id"]), embedding["model"], str(memory["content_hash"]))
        if by_pamport and _UUID.match(str(embedding["id"])) and embedding["id"] != expected:
            report.error(
                "embedding-hash",
                name,
                f"/embeddings/{i}/id",
                f"embedding {embedding['id']!r} was not made from the current content of memory "
                f"{memory['id']!r} (content_hash {memory['content_hash']}); run `pamport embed` to refresh it",
            )
        if memory.get("embedding_ref") != embedding["id"]:
            report.warning(
                "embedding-ref",
                store_name,
                f"/memories/{position}/embedding_ref",
                f"memory {memory['id']!r} has embedding {embedding['id']!r} in {name} but its embedding_ref is "
                f"{memory.get('embedding_ref')!r}",
            )
    report.counts["active_memories_without_embedding"] = sum(
        1 for m_id, (_, m) in memories.items() if m_id not in covered and m.get("status", "active") == "active"
    )
