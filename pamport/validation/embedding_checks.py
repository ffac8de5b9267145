"""Deep checks of ``embeddings.json`` and of its links with the memories (spec §12)."""

from __future__ import annotations

from typing import Any

from pamport.validation.report import ValidationReport


def check_embeddings(data: dict[str, Any], name: str, report: ValidationReport) -> dict[str, str]:
    """Checks within the file; returns embedding id -> memory_id for the cross-checks."""
    ids: dict[str, int] = {}
    memory_ids: dict[str, int] = {}
    links: dict[str, str] = {}
    for i, embedding in enumerate(data["embeddings"]):
        where = f"/embeddings/{i}"
        if embedding["id"] in ids:
            report.error(
                "id-unique",
                name,
                f"{where}/id",
                f"duplicate embedding id {embedding['id']!r} (first at /embeddings/{ids[embedding['id']]})",
            )
        else:
            ids[embedding["id"]] = i
            links[embedding["id"]] = embedding["memory_id"]
        if embedding["memory_id"] in memory_ids:
            report.error(
                "embedding-memory",
                name,
                f"{where}/memory_id",
                f"memory {embedding['memory_id']!r} already has an embedding (/embeddings/"
                f"{memory_ids[embedding['memory_id']]}); at most one per memory",
            )
        else:
            memory_ids[embedding["memory_id"]] = i
        vector = embedding.get("vector")
        if vector is not None and len(vector) != embedding["dimensions"]:
            report.error(
                "embedding-dimensions",
                name,
                f"{where}/vector",
                f"embedding {embedding['id']!r} declares {embedding['dimensions']} dimensions but "
                "its vector has "
                f"{len(vector)} numbers",
            )
        if vector is None and embedding.get("storage") is None:
            report.warning(
                "embedding-vector",
                name,
                where,
                f"embedding {embedding['id']!r} has neither a vector nor a storage ref",
            )
    return links


def cross_check(
    links: dict[str, str],
    memory_ids: set[str],
    embedding_refs: dict[str, tuple[int, str]],
    store_name: str,
    embeddings_name: str | None,
    report: ValidationReport,
) -> None:
    """embedding.memory_id names a memory; memory.embedding_ref names an embedding of that memory."""
    positions = {eid: i for i, eid in enumerate(links)}
    for eid, mid in links.items():
        if mid not in memory_ids and embeddings_name is not None:
            report.error(
                "embedding-memory",
                embeddings_name,
                f"/embeddings/{positions[eid]}/memory_id",
                f"embedding {eid!r} is for memory {mid!r}, which is not in {store_name}",
            )
    for mid, (position, ref) in embedding_refs.items():
        where = f"/memories/{position}/embedding_ref"
        if embeddings_name is None:
            report.error(
                "embedding-ref",
                store_name,
                where,
                f"memory {mid!r} has embedding_ref {ref!r} but the bundle has no embeddings.json "
                "(embedding_ref must be null when embeddings are not included)",
            )
        elif ref not in links:
            report.error(
                "embedding-ref",
                store_name,
                where,
                f"memory {mid!r} has embedding_ref {ref!r}, which is not an embedding in {embeddings_name}",
            )
        elif links[ref] != mid:
            report.error(
                "embedding-ref",
                store_name,
                where,
                f"memory {mid!r} has embedding_ref {ref!r}, but that embedding is for memory {links[ref]!r}",
            )
