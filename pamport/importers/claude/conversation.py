"""One Claude conversation to one PAM conversation.

Graph rule (symmetric both ways): when any message of a conversation carries ``parent_message_uuid`` the
conversation is *threaded*: every Claude message hangs under the last PAM message made from its parent (so a
regenerated reply is a sibling of the first one), and the PAM messages made from one Claude message (thought
-> answer -> tool results) form a chain. A threaded message without a parent link hangs under the message
before it in the file; a link to the root sentinel (``00000000-0000-4000-8000-000000000000``) or to a message
not in the conversation makes a root (an unknown target is kept raw and reported); cycles are cut. Without any
``parent_message_uuid`` the conversation is *linear* and, as PAM asks of linear providers, every message has
``parent_id: null`` and ``children_ids: []``; the array order is the conversation order.

Messages stay in file order in both cases: the export's order is the order the user saw, and clocks are not
always right, so a message older than the one before it is counted (and reported) rather than moved.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pamport.ids import conversation_id
from pamport.importers.claude.messages import MessageNode, convert_message, message_time
from pamport.importers.claude.projects import PLATFORM, ProjectInfo
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.values import as_dict, extras, nonblank
from pamport.schemas.conversation import (
    Conversation,
    ConversationTemporal,
    Message,
    Participant,
    ProviderInfo,
    Role,
)
from pamport.timeutil import format_utc, parse_datetime, parse_iso

ROOT_SENTINEL = "00000000-0000-4000-8000-000000000000"
#: Used only when neither the conversation nor any of its messages has a usable time (reported).
EPOCH = "1970-01-01T00:00:00Z"
_MAPPED = frozenset({"uuid", "name", "created_at", "updated_at", "chat_messages", "account", "model"})
_ROLE_ORDER: tuple[Role, ...] = ("user", "assistant", "system", "tool")


@dataclass
class ConversationFacts:
    """What the importer sums up over the whole export for its report notes."""

    out_of_order: int = 0
    threaded: bool = False
    empty: bool = False
    #: Newest time seen in this conversation (for memories.json, which has none).
    newest: datetime | None = None


def newest_time(raw: dict[str, Any]) -> datetime | None:
    """The newest time a conversation record carries (its own and its messages'): dates undated memories.

    Cheap on purpose: parallel shards call it for the conversations they do not convert, so that every shard
    knows the export's newest time.
    """
    entries = raw.get("chat_messages")
    times = [message_time(e) for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []
    own = [parse_datetime(raw.get("created_at")), parse_datetime(raw.get("updated_at"))]
    return max((t for t in (*times, *own) if t is not None), default=None)


def _time_field(raw: dict[str, Any], key: str, scope: Scope, meta: dict[str, Any]) -> str | None:
    value = raw.get(key)
    parsed = parse_iso(value)
    if parsed is None and value is not None:
        scope.unknown(f"conversation with an invalid {key} (kept raw)")
        meta[key] = value
    return parsed


def _nodes(entries: list[Any], conv_id: str, created: str, model: str | None, scope: Scope) -> list[MessageNode]:
    nodes: list[MessageNode] = []
    seen: set[str] = set()
    used_ids: set[str] = set()
    for n, entry in enumerate(entries, 1):
        where = f"message #{n}"
        scope.report.record_read("message")
        if not isinstance(entry, dict):
            kind = "null entry" if entry is None else f"JSON {type(entry).__name__}"
            scope.skip("message", f"{kind} in chat_messages: not a message", where)
            continue
        uuid = nonblank(entry.get("uuid"))
        if uuid is not None and uuid in seen:
            scope.unknown("duplicate message uuid (later copy given a derived id)", where)
        base = uuid if uuid is not None and uuid not in seen else f"{uuid or ''}@{n}"
        if uuid is not None:
            seen.add(uuid)
        try:
            node = convert_message(
                entry,
                conversation_id=conv_id,
                base_id=base,
                fallback_time=created,
                conversation_model=model,
                scope=scope.child(where),
            )
        except Exception as exc:  # one bad message must not cost the conversation
            scope.skip("message", f"cannot convert message: {type(exc).__name__}: {exc}", where)
            continue
        ids = {m.id for m in node.messages}
        if ids & used_ids:
            scope.skip("message", "message id collides with an earlier message of the conversation", where)
            continue
        used_ids |= ids
        nodes.append(node)
        scope.report.record_converted("message")
    return nodes


def _parents(nodes: list[MessageNode], scope: Scope) -> list[int | None]:
    """Index of each node's parent node (threaded conversations), with fallbacks and cycles cut."""
    index: dict[str, int] = {}
    for i, node in enumerate(nodes):
        if node.uuid is not None:
            index.setdefault(node.uuid, i)
    parents: list[int | None] = []
    for i, node in enumerate(nodes):
        target = node.parent_uuid
        where = f"message {node.uuid or '#?'}"
        if target is None:
            parents.append(i - 1 if i else None)
            if i:
                scope.unknown("threaded message without parent_message_uuid (placed after the previous one)", where)
        elif target == ROOT_SENTINEL:
            parents.append(None)
        elif target not in index or index[target] == i:
            parents.append(None)
            node.first.raw_metadata["parent_message_uuid"] = target
            scope.unknown("parent_message_uuid not found in the conversation (message made a root)", where)
        else:
            parents.append(index[target])
    for i in range(len(nodes)):
        visited = {i}
        j = parents[i]
        while j is not None and j not in visited:
            visited.add(j)
            j = parents[j]
        if j == i:
            parents[i] = None
            scope.unknown("cycle in parent_message_uuid (cut: message made a root)", f"message {nodes[i].uuid}")
    return parents


def _link(nodes: list[MessageNode], parents: list[int | None]) -> None:
    for i, node in enumerate(nodes):
        for a, b in zip(node.messages, node.messages[1:], strict=False):
            b.parent_id = a.id
        p = parents[i]
        node.first.parent_id = nodes[p].last.id if p is not None else None
    by_id: dict[str, Message] = {m.id: m for node in nodes for m in node.messages}
    for node in nodes:
        for m in node.messages:
            if m.parent_id is not None:
                by_id[m.parent_id].children_ids.append(m.id)


def _out_of_order(nodes: list[MessageNode], parents: list[int | None] | None) -> int:
    count = 0
    for i, node in enumerate(nodes):
        ref = (i - 1 if i else None) if parents is None else parents[i]
        before = nodes[ref].time if ref is not None else None
        if node.time is not None and before is not None and node.time < before:
            count += 1
    return count


def convert_conversation(
    raw: dict[str, Any], *, number: int, scope: Scope, projects: Mapping[str, ProjectInfo], version: str
) -> tuple[Conversation, ConversationFacts]:
    """Build the PAM conversation; raises only for a record that cannot become a conversation at all."""
    meta = extras(raw, _MAPPED)
    uuid = nonblank(raw.get("uuid"))
    if uuid is None:
        scope.unknown("conversation without uuid (id derived from its position in the file)")
    conv_id = conversation_id(PLATFORM, uuid or f"{scope.file}@{number}")
    created = _time_field(raw, "created_at", scope, meta)
    updated = _time_field(raw, "updated_at", scope, meta)

    entries = raw.get("chat_messages")
    if entries is not None and not isinstance(entries, list):  # a wrong shape: skipped and counted, never emptied
        kind = {dict: "object", str: "string", bool: "boolean", int: "number", float: "number"}.get(type(entries))
        raise ValueError(f"'chat_messages' is a JSON {kind or 'value'}; expected an array of messages")
    if entries is None:
        scope.unknown("conversation without a chat_messages list")
        entries = []
    times = [t for t in (message_time(e) for e in entries if isinstance(e, dict)) if t is not None]
    if created is None:
        created = format_utc(min(times)) if times else updated
    if created is None:
        scope.unknown("conversation without any usable time (1970-01-01 used)")
        created = EPOCH
    if updated is None and times:
        updated = format_utc(max(times))

    account = raw.get("account")
    account_id = nonblank(account.get("uuid")) if isinstance(account, dict) else None
    if isinstance(account, dict) and extras(account, {"uuid"}):
        meta["account"] = extras(account, {"uuid"})
    model = nonblank(raw.get("model"))

    nodes = _nodes(entries, conv_id, created, model, scope)
    facts = ConversationFacts(empty=not nodes)
    facts.threaded = any(node.parent_uuid is not None for node in nodes)
    parents = _parents(nodes, scope) if facts.threaded else None
    if parents is not None:
        _link(nodes, parents)
    facts.out_of_order = _out_of_order(nodes, parents)
    facts.newest = newest_time(raw)

    messages = [m for node in nodes for m in node.messages]
    roles = {m.role for m in messages}
    participants = [
        Participant(
            role=role,
            name="Claude" if role == "assistant" else None,
            provider_id=account_id if role == "user" else None,
        )
        for role in _ROLE_ORDER
        if role in roles
    ]
    project_uuid = nonblank(raw.get("project_uuid")) or nonblank(as_dict(raw.get("project")).get("uuid"))
    info = projects.get(project_uuid) if project_uuid else None
    conversation = Conversation(
        id=conv_id,
        provider=ProviderInfo(
            name=PLATFORM, conversation_id=uuid, account_id=account_id, export_format_version=version
        ),
        title=nonblank(raw.get("name")),
        temporal=ConversationTemporal(created_at=created, updated_at=updated),
        participants=participants,
        messages=messages,
        model=model,
        system_instruction=info.prompt_template if info is not None else None,
        raw_metadata=meta,
    )
    return conversation, facts
