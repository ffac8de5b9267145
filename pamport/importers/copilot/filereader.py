"""Reading one Copilot CSV file: rows in, conversations out, every row accounted for in the report.

A row becomes a message, or is skipped with its row number and reason (no text; no time in the row or anywhere
in the file; a malformed CSV row). A row whose time cannot be parsed keeps its place and borrows the time of
the nearest row of the same conversation block in the file (the one before it, else the one after it; a block
with no time at all borrows from the row before the block): dropping it would lose a message, and its
original text stays in ``raw_metadata.source_time``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import pandas as pd
from pydantic import ValidationError

from pamport.errors import MalformedFile
from pamport.importers.base import ImportContext
from pamport.importers.copilot.authors import role_overrides
from pamport.importers.copilot.build import BuildContext, build_conversation
from pamport.importers.copilot.csvchunks import iter_chunks
from pamport.importers.copilot.grouping import Record, Regrouper
from pamport.importers.copilot.layouts import AUTHOR, TEXT, TIME, LayoutMatch, match_header
from pamport.importers.copilot.times import parse_time, sort_key
from pamport.schemas.conversation import Conversation

MESSAGE = "message"
CONVERSATION = "conversation"


@dataclass
class FileResult:
    rows: int = 0
    conversations: int = 0


class CopilotFile:
    """One claimed member, read in one streaming pass and rebuilt from the spool."""

    def __init__(self, member: str, ctx: ImportContext, platform: str, export_format_version: str) -> None:
        self.member = member
        self.ctx = ctx
        self.platform = platform
        self.export_format_version = export_format_version
        self.result = FileResult()
        self._bad_times = 0

    def conversations(self) -> Iterator[Conversation]:
        """Spool every row, then rebuild; a break in the CSV keeps the rows before it and is raised after."""
        options = self.ctx.options
        stream = self.ctx.open(self.member)
        chunks = iter_chunks(stream, self.member, options.csv_chunk_rows, self._bad_row, self.ctx.report.note)
        first = next(chunks, None)
        if first is None:  # pragma: no cover - pandas gives an empty frame for a header-only file
            raise MalformedFile(self.member, "row 0", "no CSV header")
        match = self._match(first[0])
        with Regrouper(match.layout.titled, options.conversation_gap_minutes) as regrouper:
            failure = self._spool_all(itertools.chain([first], chunks), match, regrouper)
            yield from self._rebuild(match, regrouper)
        if failure is not None:
            raise failure

    def _spool_all(
        self, chunks: Iterable[tuple[pd.DataFrame, list[int]]], match: LayoutMatch, regrouper: Regrouper
    ) -> MalformedFile | None:
        try:
            for chunk, rows in chunks:
                self._spool(chunk, rows, match, regrouper)
        except MalformedFile as exc:
            # The chunk holding the break is lost with it (pandas gives no partial chunk).
            self.ctx.report.note(f"{self.member}: broken at {exc.location}; rows read: {self.result.rows}")
            return exc
        return None

    def _match(self, chunk: pd.DataFrame) -> LayoutMatch:
        header = [str(c) for c in chunk.columns]
        match = match_header(header)
        if match is None:
            raise MalformedFile(self.member, "row 0", f"header {header!r} is not a Copilot CSV layout")
        for name in match.extras:
            self.ctx.report.unknown(f"column:{name}", self.member, "header")
        return match

    def _spool(self, chunk: pd.DataFrame, rows: list[int], match: LayoutMatch, regrouper: Regrouper) -> None:
        report = self.ctx.report
        cols = match.by_meaning
        # whole columns as lists (C speed), not a dict per row: the row loop below is the file's per-row cost
        texts = chunk[cols[TEXT]].tolist()
        times = chunk[cols[TIME]].tolist()
        groups = chunk[cols[match.layout.group_by]].tolist()
        authors = chunk[cols[AUTHOR]].tolist() if AUTHOR in cols else None
        extras = [(name, chunk[name].tolist()) for name in match.extras]
        for i, row in enumerate(rows):
            self.result.rows += 1
            report.record_read(MESSAGE)
            text = str(texts[i])
            time_raw = str(times[i])
            parsed = parse_time(time_raw)
            if not text.strip():
                report.skip(MESSAGE, self.member, f"row {row}", "no message text")
                if parsed is not None:
                    regrouper.add_time(str(groups[i]).strip(), sort_key(parsed))
                continue
            if parsed is None:
                self._bad_times += 1
                report.unknown("time:unparseable", self.member, f"row {row} ({time_raw[:40]!r})")
            regrouper.add(
                Record(
                    row=row,
                    group=str(groups[i]).strip(),
                    time_raw=time_raw,
                    text=text,
                    author=str(authors[i]) if authors is not None else None,
                    key=sort_key(parsed) if parsed is not None else None,
                    extra={name: str(values[i]) for name, values in extras},
                )
            )

    def _bad_row(self, location: str, reason: str) -> None:
        self.ctx.report.record_read(MESSAGE)
        self.ctx.report.skip(MESSAGE, self.member, location, reason)

    def _rebuild(self, match: LayoutMatch, regrouper: Regrouper) -> Iterator[Conversation]:
        report = self.ctx.report
        no_time = "no usable time in the row or the file"
        regrouper.finish(lambda r: report.skip(MESSAGE, self.member, f"row {r.row}", no_time))
        build = BuildContext(
            platform=self.platform,
            export_format_version=self.export_format_version,
            match=match,
            author_overrides=role_overrides(self.ctx.options.extra),
            on_unknown_author=lambda author, row: report.unknown(
                f"author:{author or '(empty)'}", self.member, f"row {row}"
            ),
        )
        for records in regrouper.conversations():
            report.record_read(CONVERSATION)
            try:
                conversation = build_conversation(records, build)
            except (ValidationError, ValueError) as exc:
                rows = f"rows {records[0].row}-{records[-1].row}"
                report.skip(CONVERSATION, self.member, rows, f"cannot build conversation: {exc}")
                for record in records:
                    report.skip(MESSAGE, self.member, f"row {record.row}", "its conversation cannot be built")
                continue
            report.record_converted(CONVERSATION)
            report.record_converted(MESSAGE, len(conversation.messages))
            self.result.conversations += 1
            yield conversation
        self._notes(match, regrouper, build)

    def _notes(self, match: LayoutMatch, regrouper: Regrouper, build: BuildContext) -> None:
        note = self.ctx.report.note
        if self.result.rows == 0:
            note(f"{self.member}: {match.layout.description} with a header row and no activity rows")
            return
        if regrouper.newest_first:
            note(f"{self.member}: rows run newest first; messages were put in time order")
        if build.truncated:
            note(
                f"{self.member}: replies ending in '...' (possibly cut short by the export, flagged "
                f"raw_metadata.truncated): {build.truncated}"
            )
        if self._bad_times:
            note(
                f"{self.member}: rows with an unparseable time (each borrows the time of a neighbouring row "
                f"of its block; original kept in raw_metadata.source_time): {self._bad_times}"
            )
