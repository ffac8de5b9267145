"""One node of ChatGPT's ``mapping`` → a PAM message dict (id, links and fallback time come later).

Everything about a single message is decided here: the role (hidden custom-instruction messages become
``system``), the content, model, citations, attachments, a tool call for assistant messages addressed to a
tool, and ``raw_metadata`` with every provider field that has no PAM home (``author.name``, ``recipient``,
``status``, ``weight``, the whole ``metadata`` …). It runs once per message of the export, so it stays flat.
"""

from __future__ import annotations

from typing import Any

from pamport.importers.chatgpt.context_v2025_01 import Env, epoch_iso
from pamport.importers.chatgpt.metadata_v2025_01 import citations_from_metadata, dedup, merge_attachments

ROLES = {"user": "user", "assistant": "assistant", "system": "system", "tool": "tool", "developer": "system"}
_KNOWN_MESSAGE = frozenset(
    {"id", "author", "create_time", "update_time", "content", "status", "end_turn", "weight", "metadata",
     "recipient", "channel"}
)  # fmt: skip
#: Message fields copied to raw_metadata under their own names when present and not null.
_RAW_MESSAGE_FIELDS = ("status", "end_turn", "weight", "recipient", "channel", "update_time")
_KNOWN_NODE = frozenset({"id", "message", "parent", "children"})
_INSTRUCTION_TYPES = frozenset({"user_editable_context", "model_editable_context"})
_CITING_KEYS = ("citations", "_cite_metadata", "content_references")


def read_message(
    node_id: str,
    node: dict[str, Any],
    msg: dict[str, Any],
    env: Env,
    location: str,
    found: dict[str, list[tuple[str, str]]],
) -> tuple[dict[str, Any], str | None]:
    """A PAM message dict and its author's name; id, links and fallback time need the whole graph."""
    author = msg.get("author")
    if not isinstance(author, dict):
        author = {}
    raw_role = author.get("role")
    role = ROLES.get(raw_role) if isinstance(raw_role, str) else None
    meta = msg.get("metadata")
    if not isinstance(meta, dict):
        meta = {}
    content_obj = msg.get("content")
    ctype, body = env.reader.read(content_obj, location)

    extra: dict[str, Any] = {"content_type": ctype} if ctype else {}
    if role is None:
        env.report.unknown(f"role:{raw_role}", env.member, f"{location} node {node_id}")
        role = "system"
    if ctype == "user_editable_context" or meta.get("is_user_system_message") is True:
        role = "system"  # instructions for the model, not a turn of the conversation
    if role != raw_role:
        extra["author_role"] = raw_role
    if meta.get("is_visually_hidden_from_conversation") is True:
        extra["is_visually_hidden_from_conversation"] = True
    name = author.get("name")
    if name is not None:
        extra["author_name"] = name
    if author.get("metadata"):
        extra["author_metadata"] = author["metadata"]
    if msg.get("id") != node_id:
        extra["message_id"] = msg.get("id")
    if node.get("id") != node_id:
        extra["node_id"] = node.get("id")
    for key in _RAW_MESSAGE_FIELDS:
        value = msg.get(key)
        if value is not None:
            extra[key] = value
    created_at = epoch_iso(msg.get("create_time"))
    if created_at is None:
        extra["create_time"] = msg.get("create_time")
    if meta:
        extra["metadata"] = meta
    if body.raw:
        extra.update(body.raw)
    if body.raw_parts:
        extra["content_parts"] = body.raw_parts
    if not _KNOWN_MESSAGE.issuperset(msg):
        for key in msg.keys() - _KNOWN_MESSAGE:
            env.report.unknown(f"field:message.{key}", env.member, f"{location} node {node_id}")
            extra[key] = msg[key]
    if not _KNOWN_NODE.issuperset(node):
        extra["node_fields"] = {key: node[key] for key in node.keys() - _KNOWN_NODE}
        for key in extra["node_fields"]:
            env.report.unknown(f"field:node.{key}", env.member, f"{location} node {node_id}")

    if ctype in _INSTRUCTION_TYPES or "user_context_message_data" in meta:
        texts = _instruction_texts(ctype, content_obj, meta)
        if texts:
            found[node_id] = texts

    tool_calls: list[dict[str, Any]] = []
    recipient = msg.get("recipient")
    if role == "assistant" and isinstance(recipient, str) and recipient and recipient != "all":
        code = "\n\n".join(p["text"] for p in body.parts if p["text"])
        tool_calls.append({"id": None, "name": recipient, "input": code or None, "output": None})
    model = meta.get("model_slug") if meta else None
    citations = citations_from_metadata(meta) if any(k in meta for k in _CITING_KEYS) else []
    if body.citations:
        citations = dedup(body.citations + citations)
    elif citations:
        citations = dedup(citations)
    message = {
        "id": "",
        "provider_message_id": node_id,
        "role": role,
        "content": body.content(),
        "created_at": created_at,
        "parent_id": None,
        "children_ids": [],
        "model": model if isinstance(model, str) and model else None,
        "is_thought": body.is_thought,
        "token_count": None,
        "attachments": (
            merge_attachments(meta, body.attachments, env.reader.assets) if "attachments" in meta else body.attachments
        ),
        "citations": citations,
        "tool_calls": tool_calls,
        "raw_metadata": extra,
    }
    return message, name if isinstance(name, str) and name else None


def _instruction_texts(ctype: str, content: Any, meta: dict[str, Any]) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    if ctype in _INSTRUCTION_TYPES and isinstance(content, dict):
        for key in ("user_profile", "user_instructions", "model_set_context"):
            value = content.get(key)
            if isinstance(value, str) and value.strip():
                texts.append((key, value))
    data = meta.get("user_context_message_data")
    if isinstance(data, dict):
        for key in ("about_user_message", "about_model_message"):
            value = data.get(key)
            if isinstance(value, str) and value.strip():
                texts.append((key, value))
    return texts
