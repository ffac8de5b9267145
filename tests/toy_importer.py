"""A minimal importer over ``[{"id", "texts"}]`` files, so pipeline and CLI tests do not depend on a provider."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import ijson

from pamport import ids
from pamport.importers.base import Claim, ConversationItem, ImportContext, Importer, ImportItem, MemoryDraft
from pamport.importers.sources import Source
from pamport.schemas.conversation import Conversation


class ToyImporter(Importer):
    """A minimal importer over ``[{"id", "texts"}]`` files, so pipeline tests do not depend on a provider."""

    platform: ClassVar[str] = "local"
    importer_version: ClassVar[str] = "toy-importer/2025.01"
    export_format_version: ClassVar[str] = "1"
    description: ClassVar[str] = "test importer"
    fail_after: ClassVar[int | None] = None

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        names = tuple(m.name for m in source if source.head(m, 64).lstrip().startswith(b'[{"id"'))
        return Claim(cls.importer_version, names, 1.0) if names else None

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        for name in claim.members:
            for n, rec in enumerate(ijson.items(ctx.open(name), "item")):
                if self.fail_after is not None and n >= self.fail_after:
                    raise RuntimeError("boom")
                cid = ids.conversation_id("local", rec["id"])
                messages = [
                    {
                        "id": ids.message_id(cid, str(i)),
                        "role": "user",
                        "content": {"type": "text", "text": text},
                        "created_at": "2024-05-01T10:00:00Z",
                    }
                    for i, text in enumerate(rec["texts"])
                ]
                conv = Conversation.model_validate(
                    {
                        "id": cid,
                        "provider": {"name": "local", "conversation_id": rec["id"]},
                        "temporal": {"created_at": "2024-05-01T10:00:00Z"},
                        "messages": messages,
                        "title": rec["id"],
                    }
                )
                yield ConversationItem(conv, name)
                yield MemoryDraft(
                    type="preference",
                    content="User prefers green tea",
                    platform="local",
                    created_at="2024-05-01T10:00:00Z",
                    extraction_method="explicit_user_input",
                    extractor="pamport/0.1.0",
                    conversation_ref=cid,
                    message_ref=messages[0]["id"] if messages else None,
                )


def toy_export(path: Path, n: int = 3) -> Path:
    data = [{"id": f"c{i}", "texts": [f"hello {i}", f"more {i}"]} for i in range(n)]
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
