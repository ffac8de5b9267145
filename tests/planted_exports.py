"""Small exports of all five providers, in their real formats, with planted statements and decoys.

The memory-quality test (``tests/test_memory_quality_e2e.py``) needs exports whose every user message is
labelled: what a careful reader would remember from it (:class:`Expect`), or why nothing must be remembered
(a decoy kind). The scenario lives in :mod:`tests.planted_scenario`; this module only knows the formats:

* ChatGPT ``conversations.json`` (a ``mapping`` graph with ``current_node``; edits and regenerations are
  siblings, see ``Chat.alternatives``) and ``user.json``;
* Claude ``conversations.json`` (threaded with ``parent_message_uuid``), ``memories.json``, ``users.json``;
* Gemini ``Takeout/My Activity/Gemini Apps/MyActivity.json`` ("Prompted …" records, newest first);
* Copilot ``copilot-activity-history.csv`` (BOM, CRLF, newest first, a reply listed before its prompt);
* Grok ``ttl/30d/export_data/<user>/prod-grok-backend.json`` (double wrappers, BSON dates, a reply tree with
  ``leaf_response_id``) and the profile beside it.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from html import escape
from pathlib import Path
from typing import Any

#: Seconds between two turns of a conversation.
TURN_GAP = 45
_NS = uuid.UUID("5b0c7a4e-2f51-4f0e-9d55-6f4c1f1f0a10")


@dataclass(frozen=True)
class Expect:
    """A memory a careful reader would keep from one message.

    ``fact`` names the statement: every sighting of one fact (in any message, provider or language) must end up
    in one memory. A memory matches when its type is ``type`` and, for every entry of ``words``, one of the
    ``|``-separated alternatives occurs in its content as whole words, and none of ``without`` does (the rest
    of the sentence, which must not leak into the memory), compared without case and accents.
    """

    fact: str
    type: str
    words: tuple[str, ...]
    without: tuple[str, ...] = ()

    def matches(self, type_: str, content: str) -> bool:
        if type_ != self.type:
            return False
        folded = fold(content)

        def has(word: str) -> bool:
            return re.search(rf"\b{re.escape(fold(word))}\b", folded) is not None

        return all(any(has(alt) for alt in spec.split("|")) for spec in self.words) and not any(
            has(word) for word in self.without
        )


def fold(text: str) -> str:
    """Lower case without accents: ``Férias`` and ``ferias`` compare equal."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


@dataclass(frozen=True)
class Turn:
    role: str
    text: str
    expects: tuple[Expect, ...] = ()
    #: Why this message must give no memory at all (``question``, ``quote``, ``role-play``, …), else None.
    decoy: str | None = None


def said(text: str, *expects: Expect) -> Turn:
    return Turn("user", text, expects)


def decoy(kind: str, text: str) -> Turn:
    return Turn("user", text, decoy=kind)


def reply(text: str) -> Turn:
    """An assistant message; assistants' first-person sentences are decoys by nature."""
    return Turn("assistant", text, decoy="assistant")


@dataclass(frozen=True)
class Chat:
    title: str
    start: datetime
    turns: tuple[Turn, ...]
    #: Earlier sibling versions of a turn (by index) that are not on the active branch: an edited-away prompt
    #: or a regenerated-away answer. Only the branching formats (ChatGPT, Grok) have them.
    alternatives: dict[int, Turn] = field(default_factory=dict)
    #: Gemini: the conversation id in ``titleUrl`` (None: grouped by the time gap).
    url_id: str | None = None
    #: ChatGPT: turns sent with a photo (``multimodal_text``: an image part, then the text).
    images: frozenset[int] = frozenset()

    def at(self, index: int) -> datetime:
        return self.start + timedelta(seconds=TURN_GAP * index)

    def every_turn(self) -> list[Turn]:
        return [*self.turns, *self.alternatives.values()]


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def _iso(moment: datetime, micro: bool = False) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ" if micro else "%Y-%m-%dT%H:%M:%S.000Z")


def _uid(*parts: str) -> str:
    return str(uuid.uuid5(_NS, "|".join(parts)))


def _write_json(path: Path, data: Any, *, minified: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = (
        json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        if minified
        else json.dumps(data, ensure_ascii=False, indent=2)
    )
    path.write_text(text, encoding="utf-8")
    return path


# --------------------------------------------------------------------------------------------- ChatGPT


def _chatgpt_image(node_id: str) -> dict[str, Any]:
    return {"content_type": "image_asset_pointer", "asset_pointer": f"file-service://file-{node_id[:12]}",
            "size_bytes": 183422, "width": 1024, "height": 768, "fovea": None, "metadata": None}  # fmt: skip


def _chatgpt_message(
    node_id: str, role: str, text: str, when: datetime | None, parent: str, image: bool = False
) -> dict[str, Any]:
    metadata: dict[str, Any] = {"request_id": f"req-{node_id[:8]}", "timestamp_": "absolute"}
    if role == "assistant":
        metadata |= {"finish_details": {"type": "stop"}, "is_complete": True, "citations": [],
                     "model_slug": "gpt-4o", "default_model_slug": "gpt-4o", "parent_id": parent}  # fmt: skip
    return {
        "id": node_id,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": when.timestamp() if when else None,
        "update_time": None,
        "content": {"content_type": "multimodal_text", "parts": [_chatgpt_image(node_id), text]}
        if image
        else {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": metadata,
        "recipient": "all",
        "channel": None,
    }


class _Mapping:
    def __init__(self) -> None:
        self.nodes: dict[str, dict[str, Any]] = {
            "client-created-root": {"id": "client-created-root", "message": None, "parent": None, "children": []}
        }

    def add(self, node_id: str, parent: str, message: dict[str, Any]) -> str:
        self.nodes[node_id] = {"id": node_id, "message": message, "parent": parent, "children": []}
        self.nodes[parent]["children"].append(node_id)
        return node_id


def _instructions(node_id: str, profile: str, instructions: str) -> dict[str, Any]:
    message = _chatgpt_message(node_id, "user", "", None, "")
    message["content"] = {
        "content_type": "user_editable_context",
        "user_profile": "The user provided the following information about themselves. This user profile is "
        f"shown to you in all conversations they have.\nUser profile:\n```{profile}```",
        "user_instructions": "The user provided the additional info about how they would like you to respond:\n"
        f"```{instructions}```",
    }
    message["weight"] = 0.0
    message["metadata"] = {"is_visually_hidden_from_conversation": True, "is_user_system_message": True,
                           "user_context_message_data": None}  # fmt: skip
    return message


def chatgpt_conversation(chat: Chat, instructions: tuple[str, str] | None = None) -> dict[str, Any]:
    graph = _Mapping()
    system = _chatgpt_message(_uid(chat.title, "system"), "system", "", None, "client-created-root")
    system["metadata"] = {"is_visually_hidden_from_conversation": True}
    parent = graph.add(system["id"], "client-created-root", system)
    if instructions is not None:
        node = _uid(chat.title, "instructions")
        parent = graph.add(node, parent, _instructions(node, *instructions))
    for index, turn in enumerate(chat.turns):
        when = chat.at(index)
        old = chat.alternatives.get(index)
        if old is not None:
            old_id = _uid(chat.title, "alt", str(index))
            old_when = when - timedelta(seconds=20)
            graph.add(old_id, parent, _chatgpt_message(old_id, old.role, old.text, old_when, parent))
            if old.role == "user":  # the edited-away prompt keeps the answer it had
                answer = _uid(chat.title, "alt-answer", str(index))
                text = "Sure, here are a few ideas."
                graph.add(answer, old_id, _chatgpt_message(answer, "assistant", text, old_when, old_id))
        node = _uid(chat.title, str(index))
        message = _chatgpt_message(node, turn.role, turn.text, when, parent, index in chat.images)
        parent = graph.add(node, parent, message)
    conversation_id = _uid("chatgpt", chat.title)
    return {
        "title": chat.title,
        "create_time": chat.start.timestamp(),
        "update_time": chat.at(len(chat.turns)).timestamp(),
        "mapping": graph.nodes,
        "moderation_results": [],
        "current_node": parent,
        "plugin_ids": None,
        "conversation_id": conversation_id,
        "conversation_template_id": None,
        "gizmo_id": None,
        "is_archived": False,
        "safe_urls": [],
        "default_model_slug": "gpt-4o",
        "id": conversation_id,
    }


def write_chatgpt(folder: Path, chats: list[Chat], user_id: str, instructions: dict[str, tuple[str, str]]) -> None:
    conversations = [chatgpt_conversation(c, instructions.get(c.title)) for c in chats]
    _write_json(folder / "conversations.json", conversations, minified=True)
    _write_json(folder / "user.json", {"id": user_id, "email": "marta@example.com", "chatgpt_plus_user": True,
                                        "birth_year": None, "phone_number": None})  # fmt: skip


# --------------------------------------------------------------------------------------------- Claude


def _claude_message(
    key: str, turn: Turn, when: datetime, parent: str, attached: dict[str, Any] | None
) -> dict[str, Any]:
    stamp = _iso(when, micro=True)
    block: dict[str, Any] = {"start_timestamp": stamp, "stop_timestamp": stamp, "flags": None, "type": "text",
                             "text": turn.text, "citations": []}  # fmt: skip
    return {
        "uuid": key,
        "text": turn.text,
        "content": [block],
        "sender": "human" if turn.role == "user" else "assistant",
        "created_at": stamp,
        "updated_at": stamp,
        "attachments": [attached] if attached else [],
        "files": [],
        "parent_message_uuid": parent,
    }


def claude_conversation(chat: Chat, account: str, attachments: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """Threaded: an edit or a regeneration is a sibling under the same parent, listed before the newer one."""
    messages: list[dict[str, Any]] = []
    parent = "00000000-0000-4000-8000-000000000000"
    for index, turn in enumerate(chat.turns):
        old = chat.alternatives.get(index)
        if old is not None:
            old_id = _uid("claude", chat.title, "alt", str(index))
            old_when = chat.at(index) - timedelta(seconds=20)
            messages.append(_claude_message(old_id, old, old_when, parent, None))
            if old.role == "user":
                answer = Turn("assistant", "Sure, here is a plan.")
                key = _uid("claude", chat.title, "alt-answer", str(index))
                messages.append(_claude_message(key, answer, old_when + timedelta(seconds=5), old_id, None))
        message_id = _uid("claude", chat.title, str(index))
        messages.append(_claude_message(message_id, turn, chat.at(index), parent, attachments.get(index)))
        parent = message_id
    return {
        "uuid": _uid("claude", chat.title),
        "name": chat.title,
        "summary": "",
        "created_at": _iso(chat.start, micro=True),
        "updated_at": _iso(chat.at(len(chat.turns)), micro=True),
        "account": {"uuid": account},
        "chat_messages": messages,
    }


def write_claude(
    folder: Path, chats: list[Chat], account: str, memory: str, attachments: dict[str, dict[int, dict[str, Any]]]
) -> None:
    conversations = [claude_conversation(c, account, attachments.get(c.title, {})) for c in chats]
    _write_json(folder / "conversations.json", conversations)
    _write_json(folder / "memories.json", [{"conversations_memory": memory, "project_memories": {},
                                            "account_uuid": account}])  # fmt: skip
    _write_json(
        folder / "users.json",
        [
            {
                "uuid": account,
                "full_name": "Marta Ribeiro",
                "email_address": "marta@example.com",
                "verified_phone_number": None,
            }
        ],
    )


# --------------------------------------------------------------------------------------------- Gemini


def _gemini_html(text: str) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in text.split("\n\n"))


def gemini_records(chat: Chat) -> list[dict[str, Any]]:
    """One record per prompt (with the answer that follows it), oldest first."""
    records: list[dict[str, Any]] = []
    for index, turn in enumerate(chat.turns):
        if turn.role != "user":
            continue
        record: dict[str, Any] = {"header": "Gemini Apps", "title": f"Prompted {turn.text}"}
        if chat.url_id:
            record["titleUrl"] = f"https://gemini.google.com/app/{chat.url_id}"
        record |= {"time": _iso(chat.at(index)), "products": ["Gemini Apps"],
                   "activityControls": ["Gemini Apps Activity"]}  # fmt: skip
        following = chat.turns[index + 1] if index + 1 < len(chat.turns) else None
        if following is not None and following.role == "assistant":
            record["safeHtmlItem"] = [{"html": _gemini_html(following.text)}]
        records.append(record)
    return records


def write_gemini(folder: Path, chats: list[Chat], events: list[dict[str, Any]]) -> None:
    records = [r for c in chats for r in gemini_records(c)] + events
    records.sort(key=lambda r: r["time"], reverse=True)  # the log runs newest first
    _write_json(folder / "Takeout" / "My Activity" / "Gemini Apps" / "MyActivity.json", records)


# --------------------------------------------------------------------------------------------- Copilot


def write_copilot(folder: Path, chats: list[Chat]) -> None:
    rows: list[tuple[str, str, str, str]] = []
    for chat in chats:
        for index, turn in enumerate(chat.turns):
            # a reply carries its prompt's time (one-second resolution) and is listed before it
            prompt_index = index - 1 if turn.role == "assistant" else index
            when = chat.at(prompt_index).strftime("%Y-%m-%dT%H:%M:%S")
            rows.append((chat.title, when, "Human" if turn.role == "user" else "AI", turn.text))
    order = sorted(range(len(rows)), key=lambda i: (rows[i][1], i), reverse=True)  # newest first
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(("Conversation", "Time", "Author", "Message"))
    writer.writerows(rows[i] for i in order)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "copilot-activity-history.csv").write_bytes(("\ufeff" + buffer.getvalue()).encode("utf-8"))


# --------------------------------------------------------------------------------------------- Grok


def _bson(moment: datetime) -> dict[str, Any]:
    return {"$date": {"$numberLong": str(int(moment.timestamp() * 1000))}}


def _grok_response(chat: Chat, key: str, turn: Turn, when: datetime, parent: str | None) -> dict[str, Any]:
    response: dict[str, Any] = {
        "_id": _uid("grok", chat.title, key),
        "conversation_id": _uid("grok", chat.title),
        "sender": "human" if turn.role == "user" else "assistant",
        "message": turn.text,
        "create_time": _bson(when),
        "model": "grok-3",
        "query": "",
        "query_type": "",
        "web_search_results": [],
        "xpost_ids": [],
        "webpage_urls": [],
        "file_attachments": [],
        "metadata": {},
    }
    if parent is not None:
        response["parent_response_id"] = parent
    return {"response": response, "share_link": None}


def grok_conversation(chat: Chat, user_id: str) -> dict[str, Any]:
    responses: list[dict[str, Any]] = []
    parent: str | None = None
    for index, turn in enumerate(chat.turns):
        old = chat.alternatives.get(index)
        if old is not None:
            when = chat.at(index) - timedelta(seconds=20)
            responses.append(_grok_response(chat, f"alt-{index}", old, when, parent))
            if old.role == "user":  # the edited-away prompt keeps the answer it had
                answer = Turn("assistant", "Here are a few options.")
                old_id = responses[-1]["response"]["_id"]
                responses.append(_grok_response(chat, f"alt-answer-{index}", answer, when, old_id))
        responses.append(_grok_response(chat, str(index), turn, chat.at(index), parent))
        parent = responses[-1]["response"]["_id"]
    return {
        "conversation": {
            "id": _uid("grok", chat.title),
            "user_id": user_id,
            "title": chat.title,
            "create_time": _iso(chat.start, micro=True),
            "modify_time": _iso(chat.at(len(chat.turns)), micro=True),
            "starred": False,
            "system_prompt_name": "",
            "temporary": False,
            "leaf_response_id": parent,
        },
        "responses": responses,
    }


def write_grok(folder: Path, chats: list[Chat], user_id: str) -> None:
    base = folder / "ttl" / "30d" / "export_data" / user_id
    backend = {"conversations": [grok_conversation(c, user_id) for c in chats], "projects": [], "tasks": [],
               "media_posts": []}  # fmt: skip
    _write_json(base / "prod-grok-backend.json", backend)
    profile = {
        "user": {
            "userId": user_id,
            "email": "marta@example.com",
            "givenName": "Marta",
            "familyName": "Ribeiro",
            "createTime": "2024-11-03T18:22:10Z",
        },
        "sessions": [],
    }
    _write_json(base / "prod-mc-auth-mgmt-api.json", profile)
