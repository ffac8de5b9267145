"""Microsoft Copilot, Privacy Dashboard export (CSV files), as downloaded from 2025 on.

The dashboard hands out one CSV per Copilot surface: the activity history (``Conversation, Time, Author,
Message``), chat and Microsoft 365 apps activity (``CreatedAt, MessageContent, Author, ChatName``) and Windows
apps prompts (``Timestamp, ClientApp, Prompt``). None carries an id, so conversations are rebuilt from titles
and time gaps (see ``grouping``) and ids are derived. Input may be one CSV, a folder or a ZIP holding any mix
of them.
"""

from __future__ import annotations

from collections.abc import Iterator

from pamport.errors import EmptyExport, MalformedFile
from pamport.importers.base import Claim, ConversationItem, ImportContext, Importer, ImportItem
from pamport.importers.copilot.layouts import header_from_head, match_header
from pamport.importers.sources import Source

#: Bytes of a file's head read to find its header row.
_HEAD = 4096


class CopilotImporter(Importer):
    platform = "copilot"
    importer_version = "copilot-importer/2025.01"
    export_format_version = "2025.01"
    description = "Microsoft Copilot Privacy Dashboard CSVs (activity, chat, Microsoft 365 and Windows apps)"

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        claimed: list[str] = []
        layouts: set[str] = set()
        for member in source.members():
            # Only CSV-named members are opened (a ZIP of images must not cost a read per file); a single file
            # given on purpose is looked at whatever its name.
            if source.kind != "file" and not member.name.lower().endswith(".csv"):
                continue
            if member.size == 0:
                continue
            header = header_from_head(source.head_text(member, _HEAD))
            match = match_header(header) if header is not None else None
            if match is not None:
                claimed.append(member.name)
                layouts.add(match.layout.key)
        if not claimed:
            return None
        return Claim(
            importer=cls.importer_version,
            members=tuple(claimed),
            confidence=0.95,
            reason=f"Copilot Privacy Dashboard CSV ({', '.join(sorted(layouts))})",
        )

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        # pandas is imported here, not at module level: discovery loads every importer on every run
        from pamport.importers.copilot.filereader import CopilotFile

        rows = 0
        failures: list[MalformedFile] = []
        for member in claim.members:
            reader = CopilotFile(member, ctx, self.platform, self.export_format_version)
            try:
                for conversation in reader.conversations():
                    yield ConversationItem(conversation=conversation, member=member)
            except MalformedFile as exc:
                # The other files are still read; the first break is raised once they are done.
                ctx.report.skip("file", exc.file, exc.location, exc.reason)
                failures.append(exc)
            rows += reader.result.rows
        if failures:
            raise failures[0]
        if rows == 0:
            files = ", ".join(claim.members)
            raise EmptyExport(
                source.display,
                f"the Copilot export holds no activity: {files} "
                f"{'has' if len(claim.members) == 1 else 'have'} a header row and no data rows",
            )
