"""Conversation models from values an importer has already checked, without a second validation pass.

Validating every message through pydantic costs about as much as normalising it, and most of it is redundant:
importers take ids from :mod:`pamport.ids`, roles from fixed tables, texts as strings, times from
:func:`pamport.timeutil.format_utc`, and nested attachments, citations and tool calls as models validated when
they were made. :func:`message` checks cheaply, in Python, what the types of its arguments do not already
promise (a non-empty id, a role of the schema, optional strings that are strings, a created_at that is an
RFC 3339 date-time), then makes the instance the way ``model_construct`` does, from the finished field dict.
Even ``model_construct`` walks every field in Python; :func:`make` does not. A self-check at import falls back
to ``model_construct`` should a pydantic release lay instances out differently. The importers' tests validate
every file written against the official schema.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar, get_args

from pydantic import BaseModel

from pamport.schemas.common import check_datetime
from pamport.schemas.conversation import (
    Attachment,
    Citation,
    ContentPart,
    Message,
    MessageContent,
    Role,
    ToolCall,
)

M = TypeVar("M", bound=BaseModel)
_set = object.__setattr__
ROLES = frozenset(get_args(Role))


def _fast(cls: type[M], values: dict[str, Any]) -> M:
    """An instance holding ``values`` (every field, already valid) as its fields."""
    obj = cls.__new__(cls)
    _set(obj, "__dict__", values)
    _set(obj, "__pydantic_fields_set__", set(values))
    _set(obj, "__pydantic_extra__", None)
    _set(obj, "__pydantic_private__", None)
    return obj


def _slow(cls: type[M], values: dict[str, Any]) -> M:
    return cls.model_construct(**values)


def _self_check() -> bool:
    sample: dict[str, Any] = {"type": "text", "text": "x", "language": None, "mime_type": None, "ref": None}
    try:
        fast = _fast(ContentPart, dict(sample))
        return fast == ContentPart.model_construct(**sample) and fast.to_json_dict() == sample
    except Exception:
        return False


make = _fast if _self_check() else _slow


class UncheckedValue(ValueError):
    """A value that the model would have refused (the importer skips and reports the record, as for a
    validation error)."""


def _optional_str(name: str, value: object) -> None:
    if value is not None and type(value) is not str:
        raise UncheckedValue(f"{name} must be a string, not {type(value).__name__}")


def message(
    *,
    id: str,
    role: Role,
    created_at: str,
    text: str | None = None,
    provider_message_id: str | None = None,
    parent_id: str | None = None,
    children_ids: list[str] | None = None,
    model: str | None = None,
    is_thought: bool = False,
    attachments: Sequence[Attachment] = (),
    citations: Sequence[Citation] = (),
    tool_calls: Sequence[ToolCall] = (),
    raw_metadata: dict[str, Any] | None = None,
) -> Message:
    """A text message (``text`` ``None``: no content), as ``Message(...)`` would validate it."""
    if type(id) is not str or not id:
        raise UncheckedValue(f"message id must be a non-empty string, not {id!r}")
    if role not in ROLES:
        raise UncheckedValue(f"role {role!r} is not one of {sorted(ROLES)}")
    if type(created_at) is not str:
        raise UncheckedValue(f"created_at must be a string, not {type(created_at).__name__}")
    try:
        check_datetime(created_at)
    except ValueError as exc:
        raise UncheckedValue(str(exc)) from exc
    _optional_str("text", text)
    _optional_str("provider_message_id", provider_message_id)
    _optional_str("parent_id", parent_id)
    _optional_str("model", model)
    if children_ids and not all(type(c) is str and c for c in children_ids):
        raise UncheckedValue("children_ids must be non-empty strings")
    if type(is_thought) is not bool:
        raise UncheckedValue("is_thought must be a boolean")
    for name, items, cls in (("attachments", attachments, Attachment), ("citations", citations, Citation)):
        if items and not all(type(i) is cls for i in items):
            raise UncheckedValue(f"{name} must be {cls.__name__} models")
    if tool_calls and not all(type(t) is ToolCall for t in tool_calls):
        raise UncheckedValue("tool_calls must be ToolCall models")
    if raw_metadata is not None and not (type(raw_metadata) is dict and all(type(k) is str for k in raw_metadata)):
        raise UncheckedValue("raw_metadata must be an object with string keys")
    content = None if text is None else make(MessageContent, {"type": "text", "text": text, "parts": []})
    return make(
        Message,
        {
            "id": id,
            "provider_message_id": provider_message_id,
            "role": role,
            "content": content,
            "created_at": created_at,
            "parent_id": parent_id,
            "children_ids": list(children_ids) if children_ids else [],
            "model": model,
            "is_thought": is_thought,
            "token_count": None,
            "attachments": list(attachments),
            "citations": list(citations),
            "tool_calls": list(tool_calls),
            "raw_metadata": dict(raw_metadata) if raw_metadata is not None else {},
        },
    )
