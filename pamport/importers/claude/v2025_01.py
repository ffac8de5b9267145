"""Claude (claude.ai) data export, format of 2025 (``chat_messages`` with content blocks).

Members are recognised by content (see ``sniffing``) and read in this order, each streamed record by record:

1. ``users.json`` -> :class:`AccountInfo` (the owner: ``uuid``, ``full_name``, ``email_address``);
2. ``projects.json`` -> project names and instructions (kept small, turned into memories at the end);
3. ``conversations.json`` -> one :class:`ConversationItem` at a time (ijson; never the whole file in memory);
4. ``memories.json`` -> one memory draft per statement of Claude's memory of the user.

Memories come last on purpose: ``memories.json`` has no times, and the newest conversation time of the export
is the best date for a summary Claude wrote from those conversations. Project memories use the project's own
``updated_at`` when it has one. A truncated or invalid file stops that file only: the others are still read,
and the first :class:`MalformedFile` is raised once everything readable has been yielded.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import PurePosixPath

from pamport.errors import MalformedFile
from pamport.importers.base import AccountInfo, Claim, ConversationItem, ImportContext, Importer, ImportItem
from pamport.importers.claude.conversation import EPOCH, convert_conversation, newest_time
from pamport.importers.claude.memories import memory_drafts
from pamport.importers.claude.projects import ProjectInfo, project_drafts, read_project
from pamport.importers.claude.records import iter_records
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.sniffing import SURE, WEAK, FileKind, classify, conventional_kind, head_shape
from pamport.importers.claude.values import extras, nonblank
from pamport.importers.sources import Source
from pamport.timeutil import format_utc, parse_datetime, parse_iso

_SNIFF_SUFFIXES = frozenset({".json", ""})


@dataclass
class _ExportState:
    """What one read carries from file to file (small: no conversation is kept)."""

    owner_id: str | None = None
    projects: dict[str, ProjectInfo] = field(default_factory=dict)
    project_list: list[ProjectInfo] = field(default_factory=list)
    newest: datetime | None = None
    empty_conversations: int = 0
    out_of_order: int = 0
    threaded: int = 0
    failures: list[MalformedFile] = field(default_factory=list)

    def export_time(self) -> tuple[str, str]:
        """Date for undated memories, and why: newest conversation time, else project time, else 1970."""
        if self.newest is not None:
            return format_utc(self.newest), "the newest conversation time of the export"
        project_times = [parse_datetime(p.time) for p in self.project_list if p.time]
        dated = [t for t in project_times if t is not None]
        if dated:
            return format_utc(max(dated)), "the newest project time (the export has no dated conversation)"
        return EPOCH, "a placeholder: the export has no time at all"


def _member_kind(source: Source, name: str) -> tuple[FileKind, float] | None:
    shape = head_shape(source.head(name))
    found = classify(shape)
    if found is None and shape.empty_array:
        kind = conventional_kind(name)
        return (kind, 0.0) if kind is not None else None
    return found


class ClaudeImporter(Importer):
    platform = "claude"
    importer_version = "claude-importer/2025.01"
    export_format_version = "2025.01"
    description = "Claude data export (conversations.json, memories.json, projects.json, users.json)"
    supports_sharding = True

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        found: dict[str, tuple[FileKind, float]] = {}
        for member in source.members():
            if member.size == 0 or PurePosixPath(member.name).suffix.lower() not in _SNIFF_SUFFIXES:
                continue
            kind = _member_kind(source, member.name)
            if kind is not None:
                found[member.name] = kind
        sure = {name: kc for name, kc in found.items() if kc[1] >= SURE}
        if not sure:
            return None
        # Weakly recognised members count only in a source with a surely recognised one, and empty arrays
        # with conventional names only in the same folder as one.
        folders = {PurePosixPath(name).parent for name in sure}
        members = sorted(
            name for name, (_, conf) in found.items() if conf >= WEAK or PurePosixPath(name).parent in folders
        )
        kinds = sorted({found[name][0].name.lower() for name in members})
        return Claim(
            importer=cls.importer_version,
            members=tuple(members),
            confidence=max(conf for _, conf in sure.values()),
            reason=f"Claude export ({', '.join(kinds)}) recognised by the keys of its records",
        )

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        # In a parallel run every shard reads every file; shard 0 alone reports and yields what is not a
        # conversation (account, memories, project memories), the others only the conversations they own.
        lead = ctx.options.shard_index == 0
        plan: list[tuple[FileKind, str]] = []
        for name in claim.members:
            found = _member_kind(source, name)
            if found is None:
                if lead:
                    ctx.report.skip("file", name, "whole file", "not a Claude export file (content not recognised)")
            else:
                plan.append((found[0], name))
        plan.sort(key=lambda kn: (kn[0].value, kn[1]))
        state = _ExportState()
        for kind, member in plan:
            try:
                if kind is FileKind.USERS:
                    if lead:
                        yield from self._users(ctx, member, state)
                elif kind is FileKind.PROJECTS:
                    self._projects(ctx, member, state, counted=lead)
                elif kind is FileKind.CONVERSATIONS:
                    yield from self._conversations(ctx, member, state)
                elif lead:
                    yield from self._memories(ctx, member, state)
            except MalformedFile as exc:
                if lead:
                    ctx.report.skip("file", exc.file, exc.location, exc.reason)
                state.failures.append(exc)
        if lead:
            yield from self._project_memories(ctx, state)
        self._notes(ctx, state)
        if state.failures:
            raise state.failures[0]

    # --- users.json -----------------------------------------------------------------------------------------

    def _users(self, ctx: ImportContext, member: str, state: _ExportState) -> Iterator[ImportItem]:
        for n, record in iter_records(ctx, member, "user"):
            ctx.report.record_read("user")
            if not isinstance(record, dict):
                ctx.report.skip("user", member, f"user #{n}", "not an object")
                continue
            uuid = nonblank(record.get("uuid"))
            state.owner_id = state.owner_id or uuid
            ctx.report.record_converted("user")
            yield AccountInfo(
                platform=self.platform,
                platform_user_id=uuid,
                name=nonblank(record.get("full_name")),
                email=nonblank(record.get("email_address")),
                created_at=parse_iso(record.get("created_at")),
                raw=extras(record, {"uuid", "full_name", "email_address", "created_at"}),
                source_file=member,
            )

    # --- projects.json --------------------------------------------------------------------------------------

    def _projects(self, ctx: ImportContext, member: str, state: _ExportState, counted: bool) -> None:
        for n, record in iter_records(ctx, member, "project"):
            if counted:
                ctx.report.record_read("project")
            if not isinstance(record, dict):
                if counted:
                    ctx.report.skip("project", member, f"project #{n}", "not an object")
                continue
            uuid = nonblank(record.get("uuid"))
            scope = Scope(ctx.report, member, f"project #{n}" + (f" ({uuid})" if uuid else ""), quiet=not counted)
            info = read_project(record, scope)
            state.project_list.append(info)
            if info.uuid is not None:
                state.projects.setdefault(info.uuid, info)
            if counted:
                ctx.report.record_converted("project")

    def _project_memories(self, ctx: ImportContext, state: _ExportState) -> Iterator[ImportItem]:
        """Drafts from project instructions and descriptions (at the end, when the export's time is known)."""
        fallback, why = state.export_time()
        undated = sum(1 for info in state.project_list if info.time is None)
        if undated:
            ctx.report.note(f"{undated} project(s) without a time: their memories are dated {fallback}, {why}")
        for info in state.project_list:
            drafts = project_drafts(info, platform_user_id=state.owner_id, fallback_time=fallback)
            ctx.report.record_converted("memory", len(drafts))
            yield from drafts

    # --- conversations.json ---------------------------------------------------------------------------------

    def _conversations(self, ctx: ImportContext, member: str, state: _ExportState) -> Iterator[ImportItem]:
        for n, record in iter_records(ctx, member, "conversation"):
            uuid = nonblank(record.get("uuid")) if isinstance(record, dict) else None
            if not ctx.options.owns(uuid):  # another process converts it; its time still dates the memories
                newest = newest_time(record) if isinstance(record, dict) else None
                if newest is not None and (state.newest is None or newest > state.newest):
                    state.newest = newest
                continue
            ctx.report.record_read("conversation")
            scope = Scope(ctx.report, member, f"conversation #{n}" + (f" ({uuid})" if uuid else ""))
            if not isinstance(record, dict):
                kind = "null" if record is None else f"a JSON {type(record).__name__}"
                scope.skip("conversation", f"conversation record is {kind}, not an object")
                continue
            try:
                conversation, facts = convert_conversation(
                    record, number=n, scope=scope, projects=state.projects, version=self.export_format_version
                )
            except Exception as exc:  # one bad record must not end the import
                scope.skip("conversation", f"cannot convert conversation: {type(exc).__name__}: {exc}")
                continue
            state.empty_conversations += facts.empty
            state.out_of_order += facts.out_of_order
            state.threaded += facts.threaded
            if facts.newest is not None and (state.newest is None or facts.newest > state.newest):
                state.newest = facts.newest
            state.owner_id = state.owner_id or conversation.provider.account_id
            ctx.report.record_converted("conversation")
            yield ConversationItem(conversation=conversation, member=member)

    # --- memories.json --------------------------------------------------------------------------------------

    def _memories(self, ctx: ImportContext, member: str, state: _ExportState) -> Iterator[ImportItem]:
        created_at, why = state.export_time()
        for n, record in iter_records(ctx, member, "memory record"):
            ctx.report.record_read("memory_record")
            scope = Scope(ctx.report, member, f"memory record #{n}")
            if not isinstance(record, dict):
                scope.skip("memory_record", "not an object")
                continue
            drafts = memory_drafts(
                record, projects=state.projects, owner_id=state.owner_id, created_at=created_at, scope=scope
            )
            ctx.report.record_converted("memory_record")
            ctx.report.record_converted("memory", len(drafts))
            yield from drafts
        ctx.report.note(f"memories.json has no times: its memories are dated {created_at}, {why}")

    # --- report ---------------------------------------------------------------------------------------------

    def _notes(self, ctx: ImportContext, state: _ExportState) -> None:
        # counted events rather than notes: parallel shards add them up
        if state.empty_conversations:
            ctx.report.count(
                "conversations without messages, written with an empty message list", state.empty_conversations
            )
        if state.out_of_order:
            ctx.report.count(
                "messages older than the message before them (or their parent): file order kept, times unchanged",
                state.out_of_order,
            )
        if state.threaded:
            ctx.report.count(
                "conversations with parent_message_uuid, kept as a message graph (regenerated replies are siblings)",
                state.threaded,
            )
