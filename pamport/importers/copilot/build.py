"""One regrouped list of rows -> one PAM :class:`Conversation`.

The export has no ids, so they are derived: the conversation from (layout, group value, first message time)
and a message from (conversation id, time, position in the conversation). Both are stable across runs and
across importer versions that regroup the same way. Replies that end in ``...`` or ``…`` are usually cut short
by the export itself (the dashboard keeps a preview), so they are flagged ``raw_metadata.truncated`` rather
than silently passed off as complete.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pamport import ids
from pamport.importers.copilot.authors import AuthorRole, Role, author_role
from pamport.importers.copilot.grouping import Record
from pamport.importers.copilot.layouts import LayoutMatch
from pamport.importers.copilot.times import iso_from_key
from pamport.schemas import trusted
from pamport.schemas.conversation import (
    Conversation,
    ConversationTemporal,
    Message,
    Participant,
    ProviderInfo,
)

TITLE_CHARS = 80
_TRUNCATION_MARKS = ("...", "…")
#: Author values whose role is kept (a file has a handful; a column of free text must not grow memory).
_KEPT_AUTHORS = 256


@dataclass
class BuildContext:
    """What building needs from the run: names, options, and where to report."""

    platform: str
    export_format_version: str
    match: LayoutMatch
    author_overrides: Mapping[str, str]
    on_unknown_author: Callable[[str, int], None]
    truncated: int = 0
    #: ``author_role`` of the author values met so far (every row has one; see ``_KEPT_AUTHORS``).
    roles: dict[str, AuthorRole] = field(default_factory=dict)


def is_truncated(text: str) -> bool:
    return text.rstrip().endswith(_TRUNCATION_MARKS)


def title_from_prompt(text: str) -> str:
    """A short title from a prompt: its first non-blank line, whitespace collapsed, cut at a word."""
    line = next((ln for ln in text.splitlines() if ln.strip()), text)
    line = " ".join(line.split())
    if len(line) <= TITLE_CHARS:
        return line
    cut = line[: TITLE_CHARS - 1].rsplit(" ", 1)[0] or line[: TITLE_CHARS - 1]
    return cut.rstrip() + "…"


def _conversation_id(ctx: BuildContext, group: str, first_time: str) -> str:
    """Unique within a file (a group is only cut at a gap, so its parts never share a first time); the same
    conversation in two copies of a file gets the same id, which lets the pipeline drop the duplicate."""
    return ids.conversation_id(ctx.platform, "\x1f".join((ctx.match.layout.key, group, first_time)))


def _role(ctx: BuildContext, record: Record) -> Role:
    if record.author is None:  # Windows apps: the file holds the user's prompts only
        return "user"
    found = ctx.roles.get(record.author)
    if found is None:
        found = author_role(record.author, ctx.author_overrides)
        if len(ctx.roles) < _KEPT_AUTHORS:
            ctx.roles[record.author] = found
    if not found.known:  # reported for every row, as before
        ctx.on_unknown_author(record.author, record.row)
    return found.role


def _message_metadata(record: Record, role: Role) -> dict[str, Any]:
    meta: dict[str, Any] = {"source_row": record.row, "source_time": record.time_raw}
    if record.author is not None:
        meta["author"] = record.author
    if record.borrowed_time:
        meta["time_borrowed_from_neighbour"] = True
    if role == "assistant" and is_truncated(record.text):
        meta["truncated"] = True
    if record.extra:
        meta["extra_columns"] = dict(record.extra)
    return meta


def build_conversation(records: list[Record], ctx: BuildContext) -> Conversation:
    first, last = records[0], records[-1]
    assert first.key is not None and last.key is not None
    created, updated = iso_from_key(first.key), iso_from_key(last.key)
    cid = _conversation_id(ctx, first.group, created)

    messages: list[Message] = []
    participants: list[Participant] = []
    seen: set[tuple[str, str | None]] = set()
    for index, record in enumerate(records):
        assert record.key is not None
        role = _role(ctx, record)
        at = iso_from_key(record.key)
        name = None if role == "user" or record.author is None else record.author
        if (role, name) not in seen:
            seen.add((role, name))
            participants.append(Participant(role=role, name=name))
        meta = _message_metadata(record, role)
        if meta.get("truncated"):
            ctx.truncated += 1
        messages.append(
            trusted.message(
                id=ids.message_id(cid, f"{at}\x1f{index}"),
                role=role,
                text=record.text,
                created_at=at,
                raw_metadata=meta,
            )
        )

    layout = ctx.match.layout
    raw: dict[str, Any] = {"layout": layout.key}
    if layout.titled:
        raw["source_title"] = first.group
        title = first.group.strip()
    else:
        raw["client_app"] = first.group
        title = ""
    if not title:
        user_texts = (r.text for r, m in zip(records, messages, strict=True) if m.role == "user")
        prompt = next(user_texts, first.text)
        title = title_from_prompt(prompt)
        raw["title_from"] = "first_prompt"

    return Conversation(
        id=cid,
        provider=ProviderInfo(
            name=ctx.platform, conversation_id=None, export_format_version=ctx.export_format_version
        ),
        title=title,
        temporal=ConversationTemporal(created_at=created, updated_at=updated),
        participants=participants,
        messages=messages,
        raw_metadata=raw,
    )
