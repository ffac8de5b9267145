"""Turn the spooled entries of one rebuilt conversation into a PAM :class:`Conversation`.

Ids are derived so that the same export always gives the same objects, and a later export of the same
account gives the same ids for the same exchanges: a conversation is keyed by the id in its ``titleUrl`` or,
for time-gap groups, by its first record's time and a hash of its first prompt; a message by its record's
time, its rank among records with that very time in the conversation, and its role.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from pamport import ids
from pamport.schemas.conversation import (
    Attachment,
    ContentPart,
    Conversation,
    ConversationTemporal,
    Message,
    MessageContent,
    Participant,
    ProviderInfo,
)

PLATFORM = "gemini"
TITLE_LENGTH = 80


@dataclass
class GroupInfo:
    """How a conversation was rebuilt (kept in the conversation's raw_metadata)."""

    #: ``conversation_url`` (titleUrl id), ``time_gap`` or ``single_record`` (inferred time).
    grouping: str
    provider_conversation_id: str | None
    gap_minutes: float | None = None
    #: Our own key when the provider has none (defaults to :func:`gap_group_key` of the first record).
    derived_key: str | None = None


@dataclass
class BuildStats:
    messages: int = 0
    missing_answers: int = 0
    missing_examples: list[str] = field(default_factory=list)


def trim_title(text: str, limit: int = TITLE_LENGTH) -> str | None:
    """A one-line title of at most ``limit`` characters, cut at a word boundary when possible."""
    line = re.sub(r"\s+", " ", text).strip()
    if not line:
        return None
    if len(line) <= limit:
        return line
    cut = line[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:.-") + "…"


def gap_group_key(first: dict[str, Any]) -> str:
    """Provider-side key of a time-gap group: its first record's time and a hash of its first words."""
    entry = first["entry"]
    basis = entry.get("prompt") or entry.get("title") or ""
    digest = hashlib.sha256(basis.encode("utf-8")).hexdigest()[:16]
    return f"gap:{first['key_time']}:{digest}"


def build_conversation(
    items: list[dict[str, Any]], info: GroupInfo, export_format_version: str, stats: BuildStats
) -> Conversation:
    """``items`` are spool payloads in time order; all belong to one conversation.

    The conversation is put together as plain data and validated by one model call (a call per message,
    content and attachment cost more than the rest of the assembly); ``stats`` count it only once it is valid.
    """
    key = info.provider_conversation_id or info.derived_key or gap_group_key(items[0])
    conversation_id = ids.conversation_id(PLATFORM, key)
    messages: list[dict[str, Any]] = []
    same_time_rank: dict[str, int] = {}
    title: str | None = None
    event_title: str | None = None
    assistant_names: set[str] = set()
    missing: list[str] = []
    for item in items:
        entry = item["entry"]
        when = item["key_time"]
        rank = same_time_rank.get(when, 0)
        same_time_rank[when] = rank + 1
        id_base = f"{when}#{rank}#"
        user_raw = dict(entry["user_raw"])
        user_raw["pamport"] = _annotations(item)
        if entry["kind"] == "event":
            event_title = event_title or trim_title(entry["title"])
            messages.append(_event_message(entry, item, ids.message_id(conversation_id, id_base + "event"), user_raw))
            continue
        assistant_names.add(_assistant_name(entry))
        prompt = entry.get("prompt")
        if title is None and prompt:
            title = trim_title(prompt)
        has_answer = bool((entry.get("answer") or "").strip() or entry.get("answer_images"))
        if not has_answer:
            missing.append(f"{item['member']} at {item['location']}")
            user_raw["pamport"]["response_missing"] = True
        if prompt or entry["user_attachments"]:
            messages.append(
                {
                    "id": ids.message_id(conversation_id, id_base + "user"),
                    "role": "user",
                    "content": {"type": "text", "text": prompt} if prompt else None,
                    "created_at": item["time"],
                    "attachments": entry["user_attachments"],
                    "raw_metadata": user_raw,
                }
            )
        else:
            user_raw["pamport"]["prompt_missing"] = True
        if has_answer:
            answer_raw = dict(entry["answer_raw"])
            if not prompt and not entry["user_attachments"]:
                answer_raw.update(user_raw)  # nowhere else to keep the record's fields
            messages.append(
                {
                    "id": ids.message_id(conversation_id, id_base + "assistant"),
                    "role": "assistant",
                    "content": _answer_content(entry),
                    "created_at": item["time"],
                    "raw_metadata": answer_raw,
                }
            )
    roles = sorted({m["role"] for m in messages}, key=["user", "assistant", "system", "tool"].index)
    participants = [
        {"role": role, "name": (" / ".join(sorted(assistant_names)) or None) if role == "assistant" else None}
        for role in roles
    ]
    raw: dict[str, Any] = {"grouping": info.grouping, "records": len(items)}
    if info.gap_minutes is not None:
        raw["gap_minutes"] = info.gap_minutes
    if info.provider_conversation_id is None:
        raw["derived_key"] = key
    data = {
        "id": conversation_id,
        "provider": {
            "name": PLATFORM,
            "conversation_id": info.provider_conversation_id,
            "export_format_version": export_format_version,
        },
        "title": title or event_title,
        "temporal": {"created_at": items[0]["time"], "updated_at": items[-1]["time"]},
        "participants": participants,
        "messages": messages,
        "raw_metadata": raw,
    }
    try:
        conversation = Conversation.model_validate(data)
    except ValidationError:
        conversation = _validate_part_by_part(data)  # raises the error of the first invalid part, as it is named
    stats.messages += len(messages)
    stats.missing_answers += len(missing)
    stats.missing_examples.extend(missing[: max(0, 3 - len(stats.missing_examples))])
    return conversation


def _validate_part_by_part(data: dict[str, Any]) -> Conversation:
    """Validate contents, attachments, messages, then the conversation, each by its own model.

    Only for a conversation that failed validation as a whole: the error then names the model and field that
    hold the bad value ("1 validation error for Message, created_at …") rather than a path through the
    conversation, which reads better in the report of skipped records.
    """
    messages = []
    for message in data["messages"]:
        fields = dict(message)
        content = fields["content"]
        if content is not None and "parts" in content:
            fields["content"] = MessageContent(**{**content, "parts": [ContentPart(**p) for p in content["parts"]]})
        elif content is not None:
            fields["content"] = MessageContent(**content)
        if "attachments" in fields:
            fields["attachments"] = [Attachment(**a) for a in fields["attachments"]]
        messages.append(Message(**fields))
    return Conversation(
        **{
            **data,
            "participants": [Participant(**p) for p in data["participants"]],
            "messages": messages,
            "provider": ProviderInfo(**data["provider"]),
            "temporal": ConversationTemporal(**data["temporal"]),
        }
    )


def _annotations(item: dict[str, Any]) -> dict[str, Any]:
    """What pamport knows about the record beyond its fields: where it was and how it was read."""
    entry = item["entry"]
    # The record's position in the file is left out on purpose: it shifts with every new export and would
    # make unchanged conversations differ between two exports (the report has positions of skipped records).
    notes: dict[str, Any] = {"shape": entry["shape"]}
    if entry.get("sub"):
        notes["interaction"] = entry["sub"]
    if entry.get("prompt_language"):
        notes["prompt_prefix_language"] = entry["prompt_language"]
    if item.get("time_inferred"):
        notes["time_inferred"] = "neighbour"
    if entry.get("answer_degraded"):
        notes["html_rendered_as_plain_text"] = True
    return notes


def _assistant_name(entry: dict[str, Any]) -> str:
    raw = entry["user_raw"]
    names = [raw.get("header"), *(raw.get("products") or [] if isinstance(raw.get("products"), list) else [])]
    return "Bard" if any(isinstance(n, str) and "bard" in n.lower() for n in names) else "Gemini"


def _answer_content(entry: dict[str, Any]) -> dict[str, Any]:
    text = (entry.get("answer") or "").strip()
    images = entry.get("answer_images") or []
    if not images:
        return {"type": "text", "text": text}
    parts: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    for image in images:
        src = image.get("src") or ""
        parts.append(
            {
                "type": "image",
                "text": image.get("alt") or None,
                "mime_type": _image_mime(src),
                "ref": None if src.startswith("data:") or not src else src,
            }
        )
    return {"type": "multipart", "parts": parts}


def _image_mime(src: str) -> str | None:
    if src.startswith("data:"):
        head = src[5:].split(",", 1)[0].split(";", 1)[0]
        return head or None
    import mimetypes

    return mimetypes.guess_type(src.split("?", 1)[0], strict=False)[0]


def _event_message(
    entry: dict[str, Any], item: dict[str, Any], message_id: str, raw: dict[str, Any]
) -> dict[str, Any]:
    """An activity event with content (a canvas, a gem …): kept as a system message so nothing is lost."""
    raw["pamport"]["event"] = True
    raw.update(entry["answer_raw"])
    body = (entry.get("answer") or "").strip()
    text = "\n\n".join(t for t in (entry["title"].strip(), body) if t)
    content = _answer_content({**entry, "answer": text}) if entry.get("answer_images") else None
    return {
        "id": message_id,
        "role": "system",
        "content": content or {"type": "text", "text": text},
        "created_at": item["time"],
        "attachments": entry["user_attachments"],
        "raw_metadata": raw,
    }
