"""Pydantic models of ``embeddings.json`` (``portable-ai-memory-embeddings.schema.json``)."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from pamport.schemas.common import DateTimeStr, KeyedDocumentModel, NonEmptyStr, PamModel, SchemaVersion


class EmbeddingStorage(PamModel):
    type: Literal["file", "database", "object_storage", "vector_db", "uri"]
    ref: NonEmptyStr


class Embedding(PamModel):
    id: NonEmptyStr
    memory_id: NonEmptyStr
    model: NonEmptyStr
    dimensions: int = Field(ge=1)
    created_at: DateTimeStr
    vector: list[float] | None = None
    storage: EmbeddingStorage | None = None


class EmbeddingsFile(KeyedDocumentModel):
    schema_: Literal["portable-ai-memory-embeddings"] = Field(
        default="portable-ai-memory-embeddings", alias="schema"
    )
    schema_version: SchemaVersion = "1.0"
    embeddings: list[Embedding]

    model_config = PamModel.model_config | {"populate_by_name": True}
    document_required: ClassVar[tuple[str, ...]] = ("schema", "schema_version")
