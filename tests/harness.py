"""Run importers without the pipeline, for importer unit tests and golden files."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pamport.importers.base import AccountInfo, ConversationItem, ImportContext, ImportOptions, MemoryDraft
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport

GOLDEN = Path(__file__).resolve().parent / "golden"


@dataclass
class Collected:
    conversations: list[ConversationItem] = field(default_factory=list)
    memories: list[MemoryDraft] = field(default_factory=list)
    accounts: list[AccountInfo] = field(default_factory=list)
    report: RunReport = field(default_factory=RunReport)
    importers: list[str] = field(default_factory=list)

    def stats(self, importer: str | None = None) -> dict[str, Any]:
        for s in self.report.importers:
            if importer is None or s.importer == importer:
                return s.to_json()
        raise KeyError(importer)


def collect(path: str | Path, forced: str | None = None, options: ImportOptions | None = None) -> Collected:
    """Detect and run every matching importer over ``path``; return everything they yielded."""
    out = Collected()
    source = Source(path)
    for cls, claim in detect(source, forced):
        out.importers.append(cls.importer_version)
        ctx = ImportContext(source, out.report.reporter(cls.importer_version, cls.platform), options or ImportOptions())
        for item in cls().read(source, claim, ctx):
            if isinstance(item, ConversationItem):
                out.conversations.append(item)
            elif isinstance(item, MemoryDraft):
                out.memories.append(item)
            else:
                out.accounts.append(item)
    source.close()
    return out


def check_golden(name: str, data: Any) -> None:
    """Compare ``data`` with ``tests/golden/<name>.json``; PAMPORT_UPDATE_GOLDEN=1 rewrites the file."""
    path = GOLDEN / f"{name}.json"
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, indent=2) + "\n"
    if os.environ.get("PAMPORT_UPDATE_GOLDEN") == "1" or not path.exists():
        if not path.exists() and os.environ.get("CI"):
            raise AssertionError(f"golden file {path} is missing")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(text), f"output differs from golden {path}"
