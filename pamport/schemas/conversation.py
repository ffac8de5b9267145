"""Pydantic models of ``conversations/<id>.json`` (``portable-ai-memory-conversation.schema.json``)."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field

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
    UriStr,
    omit_none,
)

Role = Literal["user", "assistant", "system", "tool"]
PartType = Literal["text", "image", "code", "file", "audio", "video"]
AttachmentType = Literal["file", "image", "audio", "video", "document"]


class ProviderInfo(PamModel):
    name: Platform
    conversation_id: str | None = None
    account_id: str | None = None
    export_format_version: str | None = None


class ConversationTemporal(PamModel):
    created_at: DateTimeStr
    updated_at: DateTimeStr | None = None


class Participant(PamModel):
    role: Role
    name: str | None = None
    provider_id: str | None = None


class ContentPart(PamModel):
    type: PartType
    text: str | None = None
    language: str | None = None
    mime_type: str | None = None
    ref: str | None = None


class MessageContent(PamModel):
    type: Literal["text", "multipart"]
    text: str | None = None
    parts: list[ContentPart] = Field(default_factory=list)


class Attachment(PamModel):
    type: AttachmentType
    name: str | None = None
    mime_type: str | None = None
    size_bytes: int | None = Field(default=None, ge=0)
    ref: str | None = None
    provider_id: str | None = None


class Citation(PamModel):
    title: str | None = None
    url: UriStr | None = None
    snippet: str | None = None


class ToolCall(PamModel):
    id: str | None = None
    name: NonEmptyStr
    input: dict[str, Any] | str | None = None
    output: str | None = None


class Message(PamModel):
    id: NonEmptyStr
    provider_message_id: str | None = None
    role: Role
    content: Annotated[MessageContent | None, NotNull] = Field(default=None, exclude_if=omit_none)
    created_at: DateTimeStr
    parent_id: str | None = None
    children_ids: list[NonEmptyStr] = Field(default_factory=list)
    model: str | None = None
    is_thought: bool = False
    token_count: int | None = Field(default=None, ge=0)
    attachments: list[Attachment] = Field(default_factory=list)
    citations: list[Citation] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    raw_metadata: dict[str, Any] = Field(default_factory=dict)

    def plain_text(self) -> str:
        """All visible text of the message, for extraction and checks (parts joined by blank lines)."""
        if self.content is None:
            return ""
        if self.content.type == "text":
            return self.content.text or ""
        return "\n\n".join(p.text for p in self.content.parts if p.text and p.type in ("text", "code"))


class ImportMetadata(PamModel):
    importer: ToolVersion | None = None
    importer_version: str | None = None
    imported_at: DateTimeStr | None = None
    source_file: str | None = None
    source_checksum: Sha256Ref | None = None


class Conversation(KeyedDocumentModel):
    schema_: Literal["portable-ai-memory-conversation"] = Field(
        default="portable-ai-memory-conversation", alias="schema"
    )
    schema_version: SchemaVersion = "1.0"
    id: NonEmptyStr
    provider: ProviderInfo
    title: str | None = None
    temporal: ConversationTemporal
    participants: list[Participant] = Field(default_factory=list)
    messages: list[Message]
    model: str | None = None
    system_instruction: str | None = None
    is_archived: bool = False
    tags: list[Tag] = Field(default_factory=list)
    raw_metadata: dict[str, Any] = Field(default_factory=dict)
    import_metadata: Annotated[ImportMetadata | None, NotNull] = Field(default=None, exclude_if=omit_none)

    model_config = PamModel.model_config | {"populate_by_name": True}
    document_required: ClassVar[tuple[str, ...]] = ("schema", "schema_version")
