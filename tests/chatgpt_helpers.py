"""Checks shared by the ChatGPT importer tests: graph symmetry, text preservation, schema validity."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, FormatChecker  # type: ignore[import-untyped]

from pamport.importers.base import ConversationItem
from pamport.schemas.conversation import Conversation, Message

CONVERSATION_SCHEMA = "portable-ai-memory-conversation.schema.json"


def schema_validator(pam_schemas: Path) -> Draft202012Validator:
    schema = json.loads((pam_schemas / CONVERSATION_SCHEMA).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, format_checker=FormatChecker())


def assert_valid(conversation: Conversation, validator: Draft202012Validator | None = None) -> None:
    """The models and (when given) the official schema accept the conversation as pamport writes it."""
    document = json.loads(json.dumps(conversation.to_json_dict()))
    Conversation.model_validate(conversation.to_json_dict())
    Conversation.validate_document(document)
    if validator is not None:
        errors = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(document)]
        assert not errors, errors


def assert_symmetric(conversation: Conversation) -> None:
    """Every link points inside the file and parent/children agree both ways; ids are unique."""
    by_id = {m.id: m for m in conversation.messages}
    assert len(by_id) == len(conversation.messages), "duplicate message ids"
    for message in conversation.messages:
        if message.parent_id is not None:
            assert message.parent_id in by_id, f"{message.id}: parent outside the file"
            assert message.id in by_id[message.parent_id].children_ids, f"{message.id}: parent does not list it"
        assert len(set(message.children_ids)) == len(message.children_ids)
        for child in message.children_ids:
            assert child in by_id, f"{message.id}: child outside the file"
            assert by_id[child].parent_id == message.id, f"{child}: child points elsewhere"


def output_text(message: Message) -> str:
    """Every text the PAM message holds (content, parts of any type)."""
    if message.content is None:
        return ""
    pieces = [message.content.text or ""]
    pieces += [part.text for part in message.content.parts if part.text]
    return "\n".join(pieces)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        if value.strip():
            yield value
    elif isinstance(value, dict):
        for key in ("text", "result", "content", "summary", "user_profile", "user_instructions"):
            yield from _strings(value.get(key))
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def source_texts(message: dict[str, Any]) -> list[str]:
    """The texts of a source message (parts, transcriptions, code, thoughts, tool output)."""
    content = message.get("content")
    if not isinstance(content, dict):
        return []
    found = list(_strings(content.get("parts")))
    found += list(_strings(content.get("thoughts")))
    for key in ("text", "result", "content", "user_profile", "user_instructions", "model_set_context"):
        found += list(_strings(content.get(key)))
    return found


def assert_texts_kept(raw_conversation: dict[str, Any], conversation: Conversation) -> int:
    """Every user and assistant text of the source is in the output message of its node; returns count."""
    by_node = {m.provider_message_id: m for m in conversation.messages}
    mapping = raw_conversation.get("mapping") or {}
    checked = 0
    for node_id, node in mapping.items():
        message = node.get("message") if isinstance(node, dict) else None
        if not isinstance(message, dict):
            continue
        author = message.get("author") or {}
        if author.get("role") not in ("user", "assistant"):
            continue
        texts = source_texts(message)
        if not texts:
            continue
        assert node_id in by_node, f"message {node_id} with text is missing"
        kept = output_text(by_node[node_id])
        for text in texts:
            assert text in kept, f"{node_id}: {text[:60]!r} lost"
            checked += 1
    return checked


def by_conversation_id(items: list[ConversationItem]) -> dict[str, Conversation]:
    return {str(i.conversation.provider.conversation_id): i.conversation for i in items}


def find(conversation: Conversation, fragment: str) -> Message:
    """The message whose text contains ``fragment`` (exactly one)."""
    hits = [m for m in conversation.messages if fragment in output_text(m)]
    assert len(hits) == 1, f"{len(hits)} messages contain {fragment!r}"
    return hits[0]
