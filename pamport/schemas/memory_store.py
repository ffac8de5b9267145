"""Pydantic models of ``memory-store.json`` (``portable-ai-memory.schema.json``)."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, model_validator

from pamport.schemas.common import (
    DateTimeStr,
    KeyedDocumentModel,
    NonEmptyStr,
    NotNull,
    PamModel,
    Platform,
    SchemaVersion,
    Sha256Ref,
    Tag,
    ToolVersion,
    UnitFloat,
    UriStr,
    omit_none,
)

MemoryType = Literal[
    "fact",
    "preference",
    "skill",
    "context",
    "relationship",
    "goal",
    "instruction",
    "identity",
    "environment",
    "project",
    "custom",
]
MemoryStatus = Literal["active", "superseded", "deprecated", "retracted", "archived"]
ExtractionMethod = Literal[
    "llm_inference", "explicit_user_input", "api_export", "browser_extraction", "manual"
]
RelationType = Literal["supports", "contradicts", "extends", "supersedes", "related_to", "derived_from"]

#: Status transitions allowed by the spec (pam-rules: "Allowed transitions").
ALLOWED_TRANSITIONS: frozenset[tuple[str, str]] = frozenset(
    {
        ("active", "superseded"),
        ("active", "deprecated"),
        ("active", "retracted"),
        ("active", "archived"),
        ("superseded", "archived"),
        ("deprecated", "retracted"),
        ("deprecated", "archived"),
    }
)


class Owner(PamModel):
    id: NonEmptyStr
    did: str | None = Field(default=None, pattern=r"^did:[a-z0-9]+:.+$")
    created_at: Annotated[DateTimeStr | None, NotNull] = Field(default=None, exclude_if=omit_none)


class Confidence(PamModel):
    initial: Annotated[UnitFloat | None, NotNull] = Field(default=None, exclude_if=omit_none)
    current: Annotated[UnitFloat | None, NotNull] = Field(default=None, exclude_if=omit_none)
    decay_model: Literal["time_linear", "time_exponential", "none"] | None = None
    last_reinforced: DateTimeStr | None = None


class Temporal(PamModel):
    created_at: DateTimeStr
    updated_at: DateTimeStr | None = None
    valid_from: DateTimeStr | None = None
    valid_until: DateTimeStr | None = None
    superseded_by: str | None = None


class Provenance(PamModel):
    platform: Platform
    platform_user_id: str | None = None
    conversation_ref: str | None = None
    message_ref: str | None = None
    extraction_method: ExtractionMethod | None = None
    extracted_at: DateTimeStr | None = None
    extractor: ToolVersion | None = None


class AccessGrant(PamModel):
    entity: NonEmptyStr
    permissions: list[Literal["read", "write", "delete"]] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_permissions(self) -> AccessGrant:
        if len(set(self.permissions)) != len(self.permissions):
            raise ValueError("permissions must be unique")
        return self


class Access(PamModel):
    visibility: Literal["private", "shared", "public"] = "private"
    exportable: bool = True
    shared_with: list[AccessGrant] = Field(default_factory=list)


class Metadata(PamModel):
    """Open object: ``language`` and ``domain`` are checked, anything else is kept as is."""

    model_config = PamModel.model_config | {"extra": "allow"}

    language: str | None = Field(default=None, pattern=r"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$")
    domain: str | None = None


class Memory(PamModel):
    id: NonEmptyStr
    type: MemoryType
    custom_type: str | None = None
    status: MemoryStatus = "active"
    content: NonEmptyStr
    content_hash: Sha256Ref
    summary: str | None = None
    tags: list[Tag] = Field(default_factory=list)
    confidence: Annotated[Confidence | None, NotNull] = Field(default=None, exclude_if=omit_none)
    temporal: Temporal
    provenance: Provenance
    access: Annotated[Access | None, NotNull] = Field(default=None, exclude_if=omit_none)
    embedding_ref: str | None = None
    metadata: Annotated[Metadata | None, NotNull] = Field(default=None, exclude_if=omit_none)

    @model_validator(mode="after")
    def _rules(self) -> Memory:
        if self.type == "custom":
            if not self.custom_type:
                raise ValueError("custom_type must be a non-empty string when type is 'custom'")
        elif self.custom_type is not None:
            raise ValueError("custom_type must be null unless type is 'custom'")
        if len(set(self.tags)) != len(self.tags):
            raise ValueError("tags must be unique")
        return self


class Relation(KeyedDocumentModel):
    id: NonEmptyStr
    from_: NonEmptyStr = Field(alias="from")
    to: NonEmptyStr
    type: RelationType
    confidence: UnitFloat | None = None
    created_at: DateTimeStr

    model_config = PamModel.model_config | {"populate_by_name": True}


class IndexTemporal(PamModel):
    created_at: DateTimeStr
    updated_at: DateTimeStr | None = None


class StorageReference(PamModel):
    type: Literal["file", "database", "object_storage", "vector_db", "uri"]
    ref: NonEmptyStr
    format: str | None = None


class ConversationIndexEntry(PamModel):
    id: NonEmptyStr
    platform: Platform
    title: str | None = None
    message_count: int | None = Field(default=None, ge=0)
    temporal: IndexTemporal
    tags: list[Tag] = Field(default_factory=list)
    derived_memories: list[NonEmptyStr] = Field(default_factory=list)
    storage: Annotated[StorageReference | None, NotNull] = Field(default=None, exclude_if=omit_none)


class Integrity(PamModel):
    canonicalization: Literal["RFC8785"] = "RFC8785"
    checksum: Sha256Ref
    total_memories: int = Field(ge=0)


class Signature(PamModel):
    algorithm: Literal["Ed25519", "ES256", "ES384", "RS256", "RS384", "RS512"]
    public_key: NonEmptyStr
    value: NonEmptyStr
    signed_at: DateTimeStr
    key_id: str | None = None


class MemoryStore(KeyedDocumentModel):
    schema_: Literal["portable-ai-memory"] = Field(default="portable-ai-memory", alias="schema")
    schema_version: SchemaVersion = "1.0"
    spec_uri: UriStr | None = None
    export_id: str | None = None
    exported_by: ToolVersion | None = None
    export_date: Annotated[DateTimeStr | None, NotNull] = Field(default=None, exclude_if=omit_none)
    owner: Owner
    memories: list[Memory]
    relations: list[Relation] = Field(default_factory=list)
    conversations_index: list[ConversationIndexEntry] = Field(default_factory=list)
    integrity: Annotated[Integrity | None, NotNull] = Field(default=None, exclude_if=omit_none)
    export_type: Literal["full", "incremental"] = "full"
    base_export_id: str | None = None
    since: DateTimeStr | None = None
    type_registry: UriStr | None = None
    signature: Signature | None = Field(default=None, exclude_if=omit_none)

    model_config = PamModel.model_config | {"populate_by_name": True}
    document_required: ClassVar[tuple[str, ...]] = ("schema", "schema_version")

    @model_validator(mode="after")
    def _signature_needs_identity(self) -> MemoryStore:
        if self.signature is not None and (self.export_id is None or self.export_date is None):
            raise ValueError("a signed export must carry export_id and export_date")
        return self


def memory_from_json(data: dict[str, Any]) -> Memory:
    """Validate one memory dict as it appears in a file (JSON types, strict)."""
    return Memory.model_validate(data)
