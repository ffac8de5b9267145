"""Grok (xAI) data export, format of 2025 (``prod-grok-backend.json`` with wrapped conversations).

Per export folder: the profile first (so memories can carry the user id), then one streaming pass over the
backend file yielding each conversation as soon as it is read and each project's memories as they come; tasks,
media posts and billing are counted and reported, not converted (the reasons are in ``NOT_CONVERTED`` and in
docs/importers/grok.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from pamport.importers.base import AccountInfo, Claim, ConversationItem, ImportContext, Importer, ImportItem
from pamport.importers.grok.attachments import AssetIndex
from pamport.importers.grok.conversation import ConversationReader, provider_conversation_id
from pamport.importers.grok.jsonstream import Element, Entry, SectionEnd, iter_top_level
from pamport.importers.grok.layout import ExportGroup, find_exports
from pamport.importers.grok.profile import read_profile
from pamport.importers.grok.projects import ProjectDrafts, project_drafts
from pamport.importers.reporting import Reporter
from pamport.importers.sources import Source

#: Sections read but not converted: record kind and the reason given in the report.
NOT_CONVERTED = {
    "tasks": (
        "task",
        "scheduled tasks are automations (a prompt and a schedule), not conversations or memory",
    ),
    "media_posts": ("media_post", "Imagine gallery posts are generated media outside any conversation"),
    "media_generations": ("media_generation", "media generations listed outside any conversation"),
}
_CONVERTED = frozenset({"conversations", "projects", ""})
_BILLING_NOTE = (
    "{file} not converted: billing data (credits, subscription) is account administration, not memory."
)
_UNDATED_NOTE = (
    "Projects without a time of their own are dated with the latest conversation time of the export."
)


class GrokImporter(Importer):
    platform: ClassVar[str] = "grok"
    importer_version: ClassVar[str] = "grok-importer/2025.01"
    export_format_version: ClassVar[str] = "2025.01"
    description: ClassVar[str] = "Grok (xAI) data export: prod-grok-backend.json, profile, uploads"
    #: Parallel runs: each process converts the conversations whose id it owns; the first process alone reads
    #: the profile, projects, billing and the sections not converted, so that every record is counted once.
    supports_sharding: ClassVar[bool] = True

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        groups = find_exports(source)
        if not groups:
            return None
        members = tuple(dict.fromkeys(name for g in groups for name in g.members))
        backends = ", ".join(g.backend for g in groups)
        return Claim(
            cls.importer_version, members, max(g.confidence for g in groups), f"Grok export ({backends})"
        )

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        claimed = set(claim.members)
        for group in find_exports(source):
            if group.backend in claimed:
                yield from self._read_group(source, group, claimed, ctx)

    def _read_group(
        self, source: Source, group: ExportGroup, claimed: set[str], ctx: ImportContext
    ) -> Iterator[ImportItem]:
        report = ctx.report
        lead = ctx.options.shard_index == 0
        sharded = ctx.options.shard_count > 1
        account: AccountInfo | None = None
        if group.auth and group.auth in claimed and lead:
            stream = ctx.open(group.auth)
            account = read_profile(stream, group.auth, report, self.platform, group.user_id_hint)
            stream.drain()
            if account is not None:
                yield account
        user_id = account.platform_user_id if account else group.user_id_hint

        assets = AssetIndex(source, {k: v for k, v in group.assets.items() if v in claimed})
        reader = ConversationReader(self.platform, self.export_format_version, group.backend, report, assets)
        silent_reader = ConversationReader(self.platform, self.export_format_version, group.backend, _Silent(), assets)
        latest: str | None = None
        seen_user: str | None = None
        undated: list[ProjectDrafts] = []
        stream = ctx.open(group.backend)
        for event in iter_top_level(stream, group.backend, noun="conversation"):
            if isinstance(event, Element) and event.section in ("conversations", ""):
                if sharded and not ctx.options.owns(element_id(event.value)):
                    # Another process converts it. Without a profile the account is the first user id of the
                    # file: the first process reads the conversations it does not own until it has one.
                    if lead and seen_user is None and account is None and not user_id:
                        seen_user = _account_of(event.value, event.index, silent_reader)
                    continue
                conversation = reader.read(event.value, event.index)
                if conversation is not None:
                    when = conversation.temporal.updated_at or conversation.temporal.created_at
                    latest = when if latest is None or when > latest else latest
                    seen_user = seen_user or conversation.provider.account_id
                    yield ConversationItem(conversation, group.backend)
            elif not lead:
                continue
            elif isinstance(event, Element) and event.section == "projects":
                project = project_drafts(
                    event.value, event.index, group.backend, report, self.platform, user_id
                )
                if project is not None and project.created_at is None:
                    undated.append(project)  # few and small; dated once the export's latest time is known
                elif project is not None:
                    yield from _dated(project, project.created_at or "", report)
            elif isinstance(event, Element):
                kind = NOT_CONVERTED[event.section][0] if event.section in NOT_CONVERTED else event.section
                report.record_read(kind)
            elif isinstance(event, SectionEnd):
                _report_section(report, group.backend, event)
            elif isinstance(event, Entry):
                where = "top level" if event.section else "root"
                report.unknown(
                    f"top-level value {event.section!r} that is not an array", group.backend, where
                )
        stream.drain()
        if not lead:
            return
        if sharded and undated:
            # The latest time of the whole file dates the undated projects (rare): the first process reads the
            # other processes' conversations again, converting them without reporting.
            latest = _latest_time(source, group, silent_reader)

        for project in undated:
            if latest is None:
                report.skip(
                    "project", group.backend, "projects", "no usable time on the project or in the export"
                )
                continue
            report.note(_UNDATED_NOTE)
            yield from _dated(project, latest, report)
        if account is None and (seen_user or user_id):
            yield AccountInfo(
                platform=self.platform, platform_user_id=user_id or seen_user, source_file=group.backend
            )
        if group.billing and group.billing in claimed:
            billing = ctx.open(group.billing)
            records = sum(
                1
                for e in iter_top_level(billing, group.billing, noun="record")
                if not isinstance(e, SectionEnd)
            )
            billing.drain()
            report.record_read("billing record", records)
            report.note(_BILLING_NOTE.format(file=group.billing))


def element_id(item: object) -> str | None:
    """The conversation id of a wrapped conversation as :class:`ConversationReader` finds it (None: none, or
    not a wrapped conversation, which the first process reports)."""
    if not isinstance(item, dict):
        return None
    meta = item.get("conversation")
    responses = item.get("responses", [])
    if meta is None and "responses" in item:
        meta = {}
    if responses is None:
        responses = []
    if not isinstance(meta, dict) or not isinstance(responses, list):
        return None
    return provider_conversation_id(meta, responses)


class _Silent:
    """A reporter that keeps nothing: for conversations read again only for their times."""

    def record_read(self, kind: str, n: int = 1) -> None:
        pass

    def record_converted(self, kind: str, n: int = 1) -> None:
        pass

    def skip(self, kind: str, file: str, location: str, reason: str) -> None:
        pass

    def unknown(self, what: str, file: str, location: str) -> None:
        pass

    def count(self, event: str, n: int = 1) -> None:
        pass

    def note(self, message: str) -> None:
        pass


def _account_of(item: object, index: int, reader: ConversationReader) -> str | None:
    conversation = reader.read(item, index)
    return conversation.provider.account_id if conversation is not None else None


def _latest_time(source: Source, group: ExportGroup, reader: ConversationReader) -> str | None:
    """The latest conversation time of the whole file, as one process finds it (``reader`` reports nothing)."""
    latest: str | None = None
    with source.open(group.backend) as stream:
        for event in iter_top_level(stream, group.backend, noun="conversation"):
            if isinstance(event, Element) and event.section in ("conversations", ""):
                conversation = reader.read(event.value, event.index)
                if conversation is not None:
                    when = conversation.temporal.updated_at or conversation.temporal.created_at
                    latest = when if latest is None or when > latest else latest
    return latest


def _report_section(report: Reporter, file: str, end: SectionEnd) -> None:
    if end.section in NOT_CONVERTED:
        if end.count:
            reason = NOT_CONVERTED[end.section][1]
            report.note(f"{file}: '{end.section}' ({end.count}) not converted: {reason}.")
    elif end.section not in _CONVERTED:
        report.unknown(
            f"top-level array {end.section!r} ({end.count} items, not converted)", file, "top level"
        )


def _dated(project: ProjectDrafts, created_at: str, report: Reporter) -> Iterator[ImportItem]:
    report.record_converted("project")
    for draft in project.drafts:
        draft.created_at = created_at
        yield draft
