"""Recognise the four files of a Claude export by the keys of their first record.

Users rename files (``claude_export.json``) and newer exports split them (``conversations-000.json``,
``projects/<uuid>.json``), so names are only a tie-breaker: the head of each member is parsed as far as it
goes and the keys of its first object decide. Keys are JSON keys, not substrings, so a conversation that
merely mentions ``prompt_template`` in its text is not taken for a project.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from enum import Enum
from pathlib import PurePosixPath

import ijson

from pamport.importers.depth_guard import DepthGuard


class FileKind(Enum):
    """What one member of a Claude export holds; the value is the order in which members are read."""

    USERS = 0
    PROJECTS = 1
    CONVERSATIONS = 2
    MEMORIES = 3


@dataclass(frozen=True)
class HeadShape:
    """What the first kilobytes of a JSON member say about its layout."""

    #: "array", "object" or "" (not JSON).
    container: str
    #: Keys of the first object (the root object, or the first object of the root array).
    keys: frozenset[str]
    #: The root array was seen to close before any object (``[]``).
    empty_array: bool = False


#: Confidence of a member recognised only by generic keys: taken only beside a surely recognised member.
WEAK = 0.5
#: Confidence from which a member is recognised on its own.
SURE = 0.6
_CONVERSATION_KEYS = frozenset({"chat_messages"})
_CONVERSATION_FALLBACK = frozenset({"uuid", "name", "created_at", "updated_at"})
_MEMORY_KEYS = frozenset({"conversations_memory", "project_memories"})
_USER_KEYS = frozenset({"full_name", "email_address", "verified_phone_number"})
_PROJECT_KEYS = frozenset({"prompt_template", "docs", "is_private", "is_starter_project", "creator"})
#: Conventional names, used only for empty arrays beside positively identified members.
_CONVENTIONAL = {
    "conversations.json": FileKind.CONVERSATIONS,
    "memories.json": FileKind.MEMORIES,
    "projects.json": FileKind.PROJECTS,
    "users.json": FileKind.USERS,
}


def head_shape(head: bytes) -> HeadShape:
    """Parse ``head`` incrementally and collect the keys of the first object (truncation is expected)."""
    data = head[3:] if head.startswith(b"\xef\xbb\xbf") else head
    stripped = data.lstrip()
    if not stripped or stripped[:1] not in (b"[", b"{"):
        return HeadShape("", frozenset())
    container = "array" if stripped[:1] == b"[" else "object"
    target = "item" if container == "array" else ""
    keys: set[str] = set()
    started = False
    try:
        for prefix, event, value in ijson.parse(DepthGuard(io.BytesIO(stripped))):
            if prefix == target and event == "start_map":
                started = True
            elif started and prefix == target and event == "map_key":
                keys.add(str(value))
            elif started and prefix == target and event == "end_map":
                break
            elif container == "array" and prefix == "" and event == "end_array" and not started:
                return HeadShape(container, frozenset(), empty_array=True)
    except ijson.JSONError:
        pass  # the head ends mid-record, or the member is not JSON after all
    return HeadShape(container, frozenset(keys))


def classify(shape: HeadShape) -> tuple[FileKind, float] | None:
    """The kind of member a head belongs to and how sure that is, from its keys alone."""
    keys = shape.keys
    if keys & _CONVERSATION_KEYS:
        return FileKind.CONVERSATIONS, 0.95
    if keys & _MEMORY_KEYS:
        return FileKind.MEMORIES, 0.95
    if "uuid" in keys and keys & _USER_KEYS and "chat_messages" not in keys:
        return FileKind.USERS, 0.85
    if {"uuid", "name"} <= keys and keys & _PROJECT_KEYS:
        return FileKind.PROJECTS, 0.85
    if keys >= _CONVERSATION_FALLBACK and keys & {"summary", "account"}:
        # A long ``summary`` can push ``chat_messages`` past the head.
        return FileKind.CONVERSATIONS, 0.6
    if {"uuid", "name", "description"} <= keys and "chat_messages" not in keys:
        # A long ``description`` can push the project keys past the head; too generic to stand alone.
        return FileKind.PROJECTS, WEAK
    return None


def conventional_kind(name: str) -> FileKind | None:
    """The kind a conventionally named member would be (only trusted next to identified members)."""
    return _CONVENTIONAL.get(PurePosixPath(name).name.lower())
