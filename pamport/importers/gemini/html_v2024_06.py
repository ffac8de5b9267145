"""Gemini activity as ``MyActivity.html`` (Takeout's HTML choice), format of 2024.06.

The page holds the same records as the JSON log, rendered as cards; each card is turned into a JSON-shaped
record (see :mod:`pamport.importers.gemini.html_cells`) and converted by the 2024.06 record function, so both
variants of one account give the same conversations (up to what the HTML leaves out: ``titleUrl`` and
``activityControls`` are usually absent, so conversations are rebuilt by time gap).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

from pamport.importers.base import Claim, ImportContext, Importer, ImportItem
from pamport.importers.gemini.reader import ActivityLog
from pamport.importers.gemini.records import HTML_FIELD, KNOWN_FIELDS, Entry
from pamport.importers.gemini.sniff import fallback_members, html_facts
from pamport.importers.gemini.v2024_06 import modern_entries
from pamport.importers.sources import Source

_KNOWN_HTML_FIELDS = KNOWN_FIELDS | {HTML_FIELD}


def convert_html_record(record: dict[str, Any]) -> list[Entry] | str:
    return modern_entries(record, shape="html")


class GeminiHtmlImporter(Importer):
    platform: ClassVar[str] = "gemini"
    importer_version: ClassVar[str] = "gemini-html-importer/2024.06"
    builds_in_parts: ClassVar[bool] = True
    export_format_version: ClassVar[str] = "2024.06-html"
    description: ClassVar[str] = "Gemini Apps My Activity HTML page from Google Takeout (MyActivity.html)"

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        facts = html_facts(source)
        gemini = [f for f in facts if f.gemini or f.path_gemini]
        if gemini:
            confidence = 0.9 if any(f.gemini for f in gemini) else 0.7
            return Claim(
                cls.importer_version,
                tuple(f.member for f in gemini),
                confidence,
                "Google Takeout activity page (MyActivity.html) with Gemini/Bard cards",
            )
        fallback = fallback_members(facts)
        if fallback:
            return Claim(
                cls.importer_version,
                fallback,
                0.35,
                "Google Takeout activity page without visible Gemini cards (possibly the wrong product)",
            )
        return None

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        log = self.read_all(source, claim, ctx)
        try:
            yield from log.conversations()
        finally:
            log.close()

    def read_all(self, source: Source, claim: Claim, ctx: ImportContext) -> ActivityLog:
        # BeautifulSoup is loaded only by conversions that read an HTML page (a tenth of a second at start-up)
        from pamport.importers.gemini.html_cells import card_record, iter_cards

        log = ActivityLog(ctx, convert_html_record, self.export_format_version, _KNOWN_HTML_FIELDS)
        try:
            for member in claim.members:
                log.begin_member(member)
                stream = ctx.open(member)
                try:
                    for index, (offset, card) in enumerate(iter_cards(stream)):
                        location = f"activity card #{index} (near byte {offset})"
                        record, problem = card_record(card)
                        if record is None:
                            log.reject(location, problem or "unreadable activity card")
                            continue
                        if problem:
                            ctx.report.unknown(
                                f"time zone abbreviation {problem!r} (read as UTC)", member, location
                            )
                        log.add(index, location, record)
                finally:
                    log.end_member()
                    stream.drain()
        except BaseException:
            log.close()
            raise
        return log
