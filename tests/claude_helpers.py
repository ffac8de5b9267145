"""Checks shared by the Claude importer tests: schema validity, graph symmetry, text preservation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, FormatChecker

from pamport.schemas.conversation import Conversation

CONVERSATION_SCHEMA = "portable-ai-memory-conversation.schema.json"


def schema_validator(pam_schemas: Path) -> Draft202012Validator:
    schema = json.loads((pam_schemas / CONVERSATION_SCHEMA).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, format_checker=FormatChecker())


def assert_valid(conversation: Conversation, validator: Draft202012Validator | None = None) -> None:
    """The pydantic round trip and, when given, the official JSON schema."""
    data = conversation.to_json_dict()
    assert Conversation.model_validate(data).to_json_dict() == data
    if validator is not None:
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.path))
        assert not errors, [f"{list(e.path)}: {e.message}" for e in errors[:5]]


def assert_symmetric(conversation: Conversation) -> None:
    """B.parent_id == A  <=>  B in A.children_ids; every referenced id exists; ids are unique."""
    by_id = {m.id: m for m in conversation.messages}
    assert len(by_id) == len(conversation.messages), "duplicate message ids"
    for m in conversation.messages:
        if m.parent_id is not None:
            assert m.parent_id in by_id, f"{m.id}: parent {m.parent_id} missing"
            assert m.id in by_id[m.parent_id].children_ids
        for child in m.children_ids:
            assert child in by_id, f"{m.id}: child {child} missing"
            assert by_id[child].parent_id == m.id
        assert len(set(m.children_ids)) == len(m.children_ids)


def source_texts(message: dict[str, Any]) -> list[str]:
    """The texts a Claude message shows: its text blocks, else its top-level ``text``."""
    content = message.get("content")
    blocks = content if isinstance(content, list) else []
    texts = [b.get("text") for b in blocks if isinstance(b, dict) and b.get("type") == "text"]
    texts = [t.strip() for t in texts if isinstance(t, str) and t.strip()]
    if not texts and isinstance(message.get("text"), str) and message["text"].strip():
        texts = [message["text"].strip()]
    return texts


def assert_texts_present(raw: dict[str, Any], conversation: Conversation) -> None:
    """Every human/assistant text of the source conversation is in some non-thought output message."""
    visible = "\n".join(m.plain_text() for m in conversation.messages if not m.is_thought)
    messages = raw.get("chat_messages")
    for message in messages if isinstance(messages, list) else []:
        if not isinstance(message, dict) or message.get("sender") not in ("human", "assistant"):
            continue
        for text in source_texts(message):
            assert text in visible, f"text lost: {text[:80]!r}"
