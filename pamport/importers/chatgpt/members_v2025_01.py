"""Which files of a ChatGPT export are what, decided from names and the first kilobytes only.

Exports arrive as a ZIP, an unpacked folder (possibly beside other providers' exports) or a lone, renamed
``conversations.json``. Conversation files are recognised by their content (a JSON array of objects with
ChatGPT's keys), side files by name but only next to a recognised conversation file, so that a folder holding
several exports does not lose other providers' files to this importer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from pamport.importers.sources import Member, Source

#: Bytes of a member that sniffing looks at.
SNIFF_BYTES = 4096
#: ``conversations-000.json`` … (newer exports split the conversations over many files).
SHARD_NAME = re.compile(r"^conversations-(\d+)\.json$", re.IGNORECASE)

USER_FILE = "user.json"
#: Side files that are claimed (so they are listed in the report) but not converted, with the reason.
UNCONVERTED_FILES = {
    "message_feedback.json": "thumbs-up/down ratings of answers; PAM conversation files have no place for feedback",
    "shared_conversations.json": "the list of share links; the conversations themselves come from the "
    "conversations file",
    "model_comparisons.json": "snippets of compared and regenerated answers; the branches are already in "
    "the conversations file",
    "chat.html": "an HTML viewer of the same data as the conversations file",
}
_SIDE_JSON = {USER_FILE, *(n for n in UNCONVERTED_FILES if n.endswith(".json"))}
_ASSET_EXTENSIONS = {
    ".dat", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic", ".bmp", ".svg",
    ".wav", ".mp3", ".m4a", ".ogg", ".oga", ".opus", ".aac", ".flac",
    ".mp4", ".webm", ".mov",
}  # fmt: skip
_FILE_ID = re.compile(r"(file[-_][A-Za-z0-9]+)")
_CHATGPT_KEYS = re.compile(
    rb'"(mapping|current_node|conversation_id|default_model_slug|moderation_results|conversation_template_id|'
    rb'gizmo_id|plugin_ids|safe_urls|is_archived)"\s*:'
)
_EPOCH_TIME = re.compile(rb'"(create_time|update_time)"\s*:\s*(-?[0-9]|null)')
_BOM = b"\xef\xbb\xbf"
_EMPTY_ARRAY = re.compile(rb"\s*\[\s*\]\s*")

MIME_BY_EXTENSION = {
    ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
    ".webp": "image/webp",
    ".heic": "image/heic", ".bmp": "image/bmp", ".svg": "image/svg+xml",
    ".wav": "audio/wav", ".mp3": "audio/mpeg", ".m4a": "audio/mp4", ".ogg": "audio/ogg", ".oga": "audio/ogg",
    ".opus": "audio/opus", ".aac": "audio/aac", ".flac": "audio/flac",
    ".mp4": "video/mp4", ".webm": "video/webm", ".mov": "video/quicktime",
    ".pdf": "application/pdf", ".txt": "text/plain", ".md": "text/markdown", ".csv": "text/csv",
    ".json": "application/json",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}  # fmt: skip


def conversations_score(head: bytes) -> float:
    """How much the head of a file looks like ChatGPT's conversations array (0 = not at all)."""
    text = head[3:] if head.startswith(_BOM) else head
    text = text.lstrip()
    if not text.startswith(b"["):
        return 0.0
    if not text[1:].lstrip().startswith(b"{"):
        return 0.0
    keys = set(_CHATGPT_KEYS.findall(text))
    has_time = _EPOCH_TIME.search(text) is not None
    if b"mapping" in keys and has_time:
        return 0.9
    if len(keys) >= 2 and has_time:
        return 0.8
    if b"mapping" in keys:
        return 0.7
    if has_time and b'"title"' in text and b'"chat_messages"' not in text and b'"uuid"' not in text:
        return 0.5
    return 0.0


def shard_number(name: str) -> int | None:
    match = SHARD_NAME.match(PurePosixPath(name).name)
    return int(match.group(1)) if match else None


def file_id(text: str) -> str | None:
    """The ``file-…``/``file_…`` id in an asset pointer (``file-service://file-Ab1``) or file name."""
    match = _FILE_ID.search(text.rsplit("/", 1)[-1] if "://" not in text else text.split("://", 1)[1])
    return match.group(1) if match else None


def is_asset_name(name: str) -> bool:
    base = PurePosixPath(name).name
    if base.lower() in _SIDE_JSON or base.lower() == "chat.html":
        return False
    return base.startswith(("file-", "file_")) or PurePosixPath(base).suffix.lower() in _ASSET_EXTENSIONS


def _under(name: str, directory: str) -> bool:
    return directory in ("", ".") or name.startswith(directory + "/")


def _empty_array(head: bytes) -> bool:
    return _EMPTY_ARRAY.fullmatch(head[3:] if head.startswith(_BOM) else head) is not None


def conversation_candidates(source: Source) -> list[tuple[Member, float]]:
    """Members whose content is a ChatGPT conversations array, with their score.

    An empty array says nothing by itself; under ChatGPT's own file names it is still claimed (weakly, more
    so beside ``user.json``) so that the user hears "no conversations" rather than "unknown format".
    """
    members = source.members()
    lone = source.kind == "file"
    users = {m.parent for m in members if m.basename.lower() == USER_FILE}
    found: list[tuple[Member, float]] = []
    for member in members:
        base = member.basename.lower()
        if not lone and (not base.endswith(".json") or base in _SIDE_JSON):
            continue
        head = source.head(member, SNIFF_BYTES)
        score = conversations_score(head)
        if score == 0 and (base == "conversations.json" or SHARD_NAME.match(base)) and _empty_array(head):
            score = 0.5 if member.parent in users else 0.35
        if score > 0:
            found.append((member, score))
    return found


def side_members(source: Source, conversation_files: Iterable[Member]) -> list[str]:
    """User, feedback, share, viewer and asset files that sit beside (or below) the conversation files."""
    directories = {m.parent for m in conversation_files}
    taken = {m.name for m in conversation_files}
    result: list[str] = []
    for member in source.members():
        if member.name in taken:
            continue
        base = member.basename.lower()
        if base in _SIDE_JSON or base == "chat.html":
            if member.parent in directories:
                result.append(member.name)
        elif is_asset_name(member.name) and any(_under(member.name, d) for d in directories):
            result.append(member.name)
    return result


@dataclass
class Layout:
    """The claimed members sorted by role (classification by name; content was checked while sniffing)."""

    conversations: list[str] = field(default_factory=list)
    users: list[str] = field(default_factory=list)
    unconverted: list[str] = field(default_factory=list)
    assets: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, members: Iterable[str]) -> Layout:
        layout = cls()
        for name in members:
            base = PurePosixPath(name).name.lower()
            if base == USER_FILE:
                layout.users.append(name)
            elif base in UNCONVERTED_FILES:
                layout.unconverted.append(name)
            elif is_asset_name(name):
                layout.assets.append(name)
            else:
                layout.conversations.append(name)
        return layout


class AssetIndex:
    """Asset files of the export by file id, so that ``asset_pointer`` values can point at real members."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_id: dict[str, str] = {}
        for name in sorted(names):
            key = file_id(name)
            if key is not None:
                self._by_id.setdefault(key, name)

    def __len__(self) -> int:
        return len(self._by_id)

    def resolve(self, pointer: str) -> tuple[str, str | None, str | None]:
        """``(ref, file name, mime type)``: the member path if the file is in the export, else the pointer."""
        key = file_id(pointer)
        name = self._by_id.get(key) if key is not None else None
        if name is None:
            return pointer, None, None
        base = PurePosixPath(name).name
        return name, base, MIME_BY_EXTENSION.get(PurePosixPath(base).suffix.lower())
