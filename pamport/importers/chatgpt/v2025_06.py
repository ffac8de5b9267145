"""ChatGPT export with the conversations split over ``conversations-000.json``, ``conversations-001.json``, …

Newer exports (seen from mid-2025) shard the conversations array, sometimes over more than fifty files. Each
shard has the 2025.01 conversation shape, so this importer differs only in which files it claims (shards
recognised by name and content) and in reading them in numeric order.
"""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import ClassVar

from pamport.importers.base import Claim
from pamport.importers.chatgpt.members_v2025_01 import shard_number
from pamport.importers.chatgpt.reader_v2025_01 import ChatGPTExportReader
from pamport.importers.sources import Source


def _shard_key(name: str) -> tuple[str, int, str]:
    number = shard_number(name)
    return (str(PurePosixPath(name).parent), number if number is not None else -1, name)


class ChatGPTShardedImporter(ChatGPTExportReader):
    importer_version: ClassVar[str] = "chatgpt-importer/2025.06"
    export_format_version: ClassVar[str] = "2025.06"
    description: ClassVar[str] = "ChatGPT export: conversations-000.json, conversations-001.json, … (+ user.json)"

    @classmethod
    def conversation_order(cls, names: list[str]) -> list[str]:
        return sorted(names, key=_shard_key)

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        claim = cls.claim_for(source, shards_only=True)
        if claim is None:
            return None
        # Above the single-file importer's ceiling (0.9), so a sharded export's members come here.
        return Claim(claim.importer, claim.members, 0.95, claim.reason)
