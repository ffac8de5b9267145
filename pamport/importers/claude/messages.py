"""One Claude chat message to one or more PAM messages (thought, answer, tool results; see ``blocks``).

Text source, in order: the content blocks when they hold any text (the top-level ``text`` is only Claude's
plain-text copy of them, and can be empty while the blocks are not); otherwise the top-level ``text``. When
both have text and differ (older exports put placeholders for artifacts in ``text``), the top-level copy is
kept verbatim in ``raw_metadata.text``. Every segment takes the message's ``created_at``; block timestamps
stay in ``raw_metadata.blocks``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pamport.ids import message_id
from pamport.importers.claude.attachments import merge_attachments
from pamport.importers.claude.blocks import BlockSplit, Segment, split_blocks
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.values import extras, nonblank, text_or_none
from pamport.schemas import trusted
from pamport.schemas.conversation import Message, Role
from pamport.timeutil import format_utc, parse_datetime

ROLES: dict[str, Role] = {
    "human": "user",
    "user": "user",
    "assistant": "assistant",
    "system": "system",
    "tool": "tool",
}
_MAPPED = frozenset(
    {
        "uuid",
        "text",
        "content",
        "sender",
        "created_at",
        "attachments",
        "files",
        "parent_message_uuid",
        "model",
    }
)
TOKEN_BUDGET_REASON = "token_budget block dropped: internal token accounting with no content"


@dataclass
class MessageNode:
    """The PAM messages made from one Claude message, and what the conversation graph needs to know of it."""

    uuid: str | None
    parent_uuid: str | None
    time: datetime | None
    messages: list[Message] = field(default_factory=list)

    @property
    def first(self) -> Message:
        return self.messages[0]

    @property
    def last(self) -> Message:
        return self.messages[-1]


def message_time(raw: dict[str, Any]) -> datetime | None:
    """The message's own time: ``created_at``, else ``updated_at``."""
    return parse_datetime(raw.get("created_at")) or parse_datetime(raw.get("updated_at"))


def _role(raw: dict[str, Any], scope: Scope, meta: dict[str, Any]) -> Role:
    sender = raw.get("sender")
    role = ROLES.get(sender.lower()) if isinstance(sender, str) else None
    if role is None:
        scope.unknown(f"sender: {sender!r}"[:80])
        meta["sender"] = sender
        return "assistant"
    return role


def _created_at(
    raw: dict[str, Any],
    parsed: datetime | None,
    own: datetime | None,
    fallback: str,
    scope: Scope,
    meta: dict[str, Any],
) -> str:
    """``parsed``: ``created_at`` read as a time; ``own``: :func:`message_time` (both read once per message)."""
    value = raw.get("created_at")
    if parsed is None:
        if value is None:
            scope.unknown("message without created_at (conversation time used)")
        else:
            scope.unknown("message with an invalid created_at (kept raw)")
            meta["created_at"] = value
    return format_utc(own) if own is not None else fallback


def _split(raw: dict[str, Any], scope: Scope, meta: dict[str, Any]) -> BlockSplit:
    content = raw.get("content")
    if isinstance(content, list):
        split = split_blocks(content)
    elif isinstance(content, str):
        scope.unknown("message content as a string")
        split = split_blocks([{"type": "text", "text": content}])
    else:
        if content is not None:
            scope.unknown(f"message content: JSON {type(content).__name__}")
            meta["content"] = content
        split = BlockSplit()
    for issue in split.issues:
        suffix = f"block #{issue.index + 1}"
        if issue.kind == "dropped":
            scope.skip("content_block", TOKEN_BUDGET_REASON, suffix)
        else:
            scope.unknown(issue.what, suffix)
    return split


def _apply_top_text(raw: dict[str, Any], split: BlockSplit, meta: dict[str, Any]) -> None:
    top = text_or_none(raw.get("text"))
    if not split.has_answer_text:
        if nonblank(top) is not None:
            answer = next((s for s in split.segments if s.kind == "answer"), None)
            if answer is None:
                split.segments.append(Segment("answer", texts=[top or ""]))
            else:
                answer.texts = [top or ""]
        return
    joined = "".join("".join(s.texts) for s in split.segments if s.kind == "answer")
    if top and top.strip() != joined.strip():
        meta["text"] = top


def convert_message(
    raw: dict[str, Any],
    *,
    conversation_id: str,
    base_id: str,
    fallback_time: str,
    conversation_model: str | None,
    scope: Scope,
) -> MessageNode:
    """Build the PAM messages of one Claude message (parent/children are left to the conversation)."""
    meta: dict[str, Any] = {}
    role = _role(raw, scope, meta)
    parsed = parse_datetime(raw.get("created_at"))
    own_time = parsed or parse_datetime(raw.get("updated_at"))  # message_time(raw), without reading it twice
    created_at = _created_at(raw, parsed, own_time, fallback_time, scope, meta)
    split = _split(raw, scope, meta)
    _apply_top_text(raw, split, meta)
    segments = split.segments or [Segment("answer")]

    attachments, odd = merge_attachments(raw.get("attachments"), raw.get("files"))
    if odd:
        scope.unknown("attachment entry that is not an object (kept raw)")
    for key in ("attachments", "files"):
        if raw.get(key) not in (None, []):
            meta[key] = raw[key]
    meta.update(extras(raw, _MAPPED))

    uuid = nonblank(raw.get("uuid"))
    own_model = nonblank(raw.get("model"))
    main = next((k for k, s in enumerate(segments) if s.kind == "answer"), 0)
    node = MessageNode(uuid=uuid, parent_uuid=nonblank(raw.get("parent_message_uuid")), time=own_time)
    for k, seg in enumerate(segments):
        seg_role: Role = "assistant" if seg.kind == "thought" else "tool" if seg.kind == "tool" else role
        seg_meta: dict[str, Any] = dict(meta) if k == main else {}
        seg_meta.update(seg.raw)
        if seg.blocks:
            seg_meta["blocks"] = seg.blocks
        if len(segments) > 1:
            seg_meta["segment"] = {"index": k, "count": len(segments)}
        text = seg.text()
        node.messages.append(
            trusted.message(
                id=message_id(conversation_id, base_id if k == main else f"{base_id}#{k}"),
                provider_message_id=uuid,
                role=seg_role,
                text=text or None,
                created_at=created_at,
                model=(own_model or conversation_model) if seg_role == "assistant" else None,
                is_thought=seg.kind == "thought",
                attachments=attachments if k == main else [],
                citations=seg.citations,
                tool_calls=seg.tool_calls,
                raw_metadata=seg_meta,
            )
        )
    return node
