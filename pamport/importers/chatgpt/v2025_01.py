"""ChatGPT export with all conversations in one ``conversations.json`` (the format of 2023 to mid-2025).

Also reads a lone file of any name whose content is a ChatGPT conversations array (a renamed or minified
``conversations.json``). Claims ``user.json``, the side files and assets beside it so they appear in the
report.
"""

from __future__ import annotations

from typing import ClassVar

from pamport.importers.base import Claim
from pamport.importers.chatgpt.reader_v2025_01 import ChatGPTExportReader
from pamport.importers.sources import Source


class ChatGPTImporter(ChatGPTExportReader):
    importer_version: ClassVar[str] = "chatgpt-importer/2025.01"
    export_format_version: ClassVar[str] = "2025.01"
    description: ClassVar[str] = "ChatGPT export: conversations.json (+ user.json, assets)"

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        claim = cls.claim_for(source, shards_only=False)
        if claim is None:
            return None
        # A sharded export belongs to the 2025.06 importer: stay below its confidence for those files.
        return Claim(claim.importer, claim.members, min(claim.confidence, 0.9), claim.reason)
