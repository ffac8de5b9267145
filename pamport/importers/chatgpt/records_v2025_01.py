"""One ChatGPT conversation object → one PAM Conversation (plus the memory drafts its custom instructions
hold).

Shared by every ChatGPT importer version whose conversation objects have this shape; the versions differ only
in how they find and order their files. Messages come from ``messages_v2025_01`` as plain dicts; here they get
their ids, graph links and fallback times, and the conversation is assembled (``models_v2025_01``). Every
provider field without a PAM home is kept verbatim in ``raw_metadata``; pamport's own notes there
(``time_fallback``, ``dangling_parent`` …) say where data was repaired.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pamport.ids import conversation_id
from pamport.importers.base import MemoryDraft
from pamport.importers.chatgpt import models_v2025_01 as models
from pamport.importers.chatgpt.context_v2025_01 import Env, epoch_iso, message_ids
from pamport.importers.chatgpt.graph_v2025_01 import Graph, resolve
from pamport.importers.chatgpt.instructions_v2025_01 import MEMORY_SIDE, InstructionText, drafts
from pamport.importers.chatgpt.messages_v2025_01 import read_message
from pamport.schemas.conversation import Conversation

PLATFORM = "chatgpt"
#: Last resort when neither the conversation nor any message has a usable time.
EPOCH_START = "1970-01-01T00:00:00Z"
#: Conversation fields mapped to PAM fields (everything else goes to raw_metadata verbatim).
_MAPPED_CONVERSATION = frozenset({"mapping", "title", "create_time", "update_time", "is_archived", "conversation_id"})
_KNOWN_CONVERSATION = _MAPPED_CONVERSATION | {
    "id", "current_node", "default_model_slug", "moderation_results", "plugin_ids",
    "conversation_template_id", "gizmo_id", "gizmo_type", "safe_urls", "blocked_urls", "is_starred",
    "conversation_origin", "voice",
    "async_status", "disabled_tool_ids", "is_do_not_remember", "memory_scope", "sugar_item_id",
    "sugar_item_visible", "is_study_mode", "owner", "pinned_time", "context_scopes", "is_read_only",
}  # fmt: skip


@dataclass
class Normalized:
    conversation: Conversation
    drafts: list[MemoryDraft] = field(default_factory=list)


def provider_id(raw: dict[str, Any]) -> str | None:
    for key in ("conversation_id", "id"):
        value = raw.get(key)
        if isinstance(value, str) and value:
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
    return None


def _json_kind(value: Any) -> str:
    return {list: "array", str: "string", bool: "boolean", int: "number", float: "number"}.get(type(value), "value")


def normalize(raw: dict[str, Any], index: int, env: Env) -> Normalized:
    """Normalise conversation number ``index`` (1-based) of ``env.member``."""
    pid = provider_id(raw)
    if pid is None:
        env.report.unknown("field:conversation.id:missing", env.member, f"conversation #{index}")
    cid = conversation_id(PLATFORM, pid if pid is not None else f"{env.member}#{index}")
    location = f"conversation #{index} id={pid}"
    mapping = raw.get("mapping")
    if not isinstance(mapping, dict):
        if mapping is not None:  # a wrong shape, not an empty conversation: skipped and counted, never emptied
            raise ValueError(f"'mapping' is a JSON {_json_kind(mapping)}, expected an object of message nodes")
        mapping = {}

    pending: dict[str, dict[str, Any]] = {}
    authors: dict[str, str | None] = {}
    found: dict[str, list[tuple[str, str]]] = {}
    read = 0
    for node_id, node in mapping.items():
        message = node.get("message") if isinstance(node, dict) else node
        if message is None:
            continue
        read += 1
        if not isinstance(node, dict) or not isinstance(message, dict):
            where = f"{location} node {node_id}"
            env.report.skip("message", env.member, where, "node or message is not a JSON object")
            continue
        try:
            pending[node_id], authors[node_id] = read_message(node_id, node, message, env, location, found)
        except Exception as exc:  # one bad node must not cost the conversation
            where = f"{location} node {node_id}"
            env.report.skip("message", env.member, where, f"{type(exc).__name__}: {exc}")
    env.report.record_read("message", read)

    graph = resolve(mapping, pending.keys())
    make_id = message_ids(cid)
    ids = {nid: make_id(nid) for nid in graph.order}
    times = [t for m in pending.values() if (t := m["created_at"]) is not None]
    conv_created = epoch_iso(raw.get("create_time"))
    conv_updated = epoch_iso(raw.get("update_time"))
    created = conv_created or (min(times) if times else None) or conv_updated or EPOCH_START
    fallback = conv_created or conv_updated
    fallback_note = "conversation.create_time" if conv_created else "conversation.update_time"

    messages: list[dict[str, Any]] = []
    participants: list[dict[str, Any]] = []
    seen: set[tuple[str, str | None]] = set()
    instructions: list[InstructionText] = []
    system_instruction: str | None = None
    parents, children = graph.parent, graph.children
    for nid in graph.order:
        msg = pending[nid]
        up = parents[nid]
        msg["id"] = ids[nid]
        msg["parent_id"] = ids[up] if up is not None else None
        msg["children_ids"] = [ids[c] for c in children[nid]]
        if msg["created_at"] is None:
            env.time_fallbacks += 1
            extra = msg["raw_metadata"]
            if fallback:
                msg["created_at"], extra["time_fallback"] = fallback, fallback_note
            elif up is not None:
                msg["created_at"], extra["time_fallback"] = pending[up]["created_at"], "parent"
            else:
                msg["created_at"], extra["time_fallback"] = created, "conversation"
        who = (msg["role"], authors[nid])
        if who not in seen:
            seen.add(who)
            participants.append({"role": who[0], "name": who[1], "provider_id": None})
        texts = found.get(nid)
        if texts:
            for source, text in texts:
                instructions.append(InstructionText(source, text, msg["id"], msg["created_at"]))
            if system_instruction is None:
                wanted = [t for s, t in texts if s not in MEMORY_SIDE]
                system_instruction = "\n\n".join(wanted) if wanted else None
        messages.append(msg)
    _graph_notes(graph, pending)

    if not messages:
        env.empty_conversations += 1
    conversation = _conversation(
        raw, pid, cid, (created, conv_updated), messages, participants, system_instruction, env
    )
    env.report.record_converted("message", len(messages))
    return Normalized(conversation, drafts(instructions, cid, env.account_id))


def _graph_notes(graph: Graph, pending: dict[str, dict[str, Any]]) -> None:
    """Say in raw_metadata where the graph was repaired (rare, so kept out of the main loop)."""
    for nid, missing in graph.dangling.items():
        pending[nid]["raw_metadata"]["dangling_parent"] = missing
    for nid, absent in graph.missing_children.items():
        pending[nid]["raw_metadata"]["missing_children"] = absent
    for nid in graph.cut:
        pending[nid]["raw_metadata"]["parent_link_cut"] = "cycle"


def _conversation(
    raw: dict[str, Any],
    pid: str | None,
    cid: str,
    times: tuple[str, str | None],
    messages: list[dict[str, Any]],
    participants: list[dict[str, Any]],
    system_instruction: str | None,
    env: Env,
) -> Conversation:
    extra: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _MAPPED_CONVERSATION or (key == "conversation_id" and value != pid):
            extra[key] = value
        if key not in _KNOWN_CONVERSATION:
            env.report.unknown(f"field:conversation.{key}", env.member, f"conversation id={pid}")
    if raw.get("id") == pid:
        extra.pop("id", None)
    created, updated = times
    for key in ("create_time", "update_time"):
        if raw.get(key) is not None and epoch_iso(raw.get(key)) is None:
            extra[key] = raw.get(key)
    archived = raw.get("is_archived")
    if archived is not None and not isinstance(archived, bool):
        extra["is_archived"] = archived
    title = raw.get("title")
    if title is not None and not isinstance(title, str):
        extra["title"] = title
        title = str(title)
    model = raw.get("default_model_slug")
    if not isinstance(model, str) or not model:
        model = next((m["model"] for m in reversed(messages) if m["model"]), None)
    return models.conversation(
        {
            "id": cid,
            "provider": {
                "name": PLATFORM,
                "conversation_id": pid,
                "account_id": env.account_id,
                "export_format_version": env.export_format_version,
            },
            "title": title,
            "temporal": {"created_at": created, "updated_at": updated},
            "participants": participants,
            "messages": messages,
            "model": model,
            "system_instruction": system_instruction,
            "is_archived": archived is True,
            "raw_metadata": extra,
        }
    )
