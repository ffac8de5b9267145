"""Plain dicts built by the ChatGPT readers → PAM models, without a second validation pass.

Validating every message of a multi-GB export through the models costs several times the parse itself,
and it is redundant here: the readers only put checked values in (times from ``from_epoch``, URLs through
``is_absolute_uri``, roles and part types from fixed tables, sizes checked non-negative) and always fill every
field. Instances are made with :func:`pamport.schemas.trusted.make`. The tests validate the output against the
models and the official schema.
"""

from __future__ import annotations

from typing import Any

from pamport.schemas.conversation import (
    Attachment,
    Citation,
    ContentPart,
    Conversation,
    ConversationTemporal,
    Message,
    MessageContent,
    Participant,
    ProviderInfo,
    ToolCall,
)
from pamport.schemas.trusted import make


def content(data: dict[str, Any]) -> MessageContent:
    if data["type"] == "text":
        return make(MessageContent, {"type": "text", "text": data["text"], "parts": []})
    parts = [make(ContentPart, p) for p in data["parts"]]
    return make(MessageContent, {"type": "multipart", "text": None, "parts": parts})


def message(data: dict[str, Any]) -> Message:
    """``data`` holds every Message field; nested values are still dicts and become models here."""
    data["content"] = content(data["content"])
    if data["attachments"]:
        data["attachments"] = [make(Attachment, a) for a in data["attachments"]]
    if data["citations"]:
        data["citations"] = [make(Citation, c) for c in data["citations"]]
    if data["tool_calls"]:
        data["tool_calls"] = [make(ToolCall, t) for t in data["tool_calls"]]
    return make(Message, data)


def conversation(data: dict[str, Any]) -> Conversation:
    temporal = data["temporal"]
    values = {
        "schema_": "portable-ai-memory-conversation",
        "schema_version": "1.0",
        "id": data["id"],
        "provider": make(ProviderInfo, data["provider"]),
        "title": data["title"],
        "temporal": make(
            ConversationTemporal, {"created_at": temporal["created_at"], "updated_at": temporal["updated_at"]}
        ),
        "participants": [make(Participant, p) for p in data["participants"]],
        "messages": [message(m) for m in data["messages"]],
        "model": data["model"],
        "system_instruction": data["system_instruction"],
        "is_archived": data["is_archived"],
        "tags": [],
        "raw_metadata": data["raw_metadata"],
        "import_metadata": None,
    }
    return make(Conversation, values)
