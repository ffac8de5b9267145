"""The run report: what was read, converted, skipped (and why) and what was seen but not understood.

Nothing may vanish silently: every skipped record is counted and its file, location and reason kept. Skip details go
to spool files on disk so that an export with millions of bad records cannot exhaust memory: each shard of a run
(one importer in one process) writes its own :class:`SkipSpool`, and the run report reads them back in shard order
when it writes ``import-report.json``; nothing but a path and a count travels between processes.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pamport.json_errors import redact_values

#: Examples kept per unknown-thing key (the count is always exact).
_EXAMPLES_PER_UNKNOWN = 3


@dataclass
class ImporterStats:
    """Counters for one importer run over one set of members."""

    importer: str
    platform: str
    files: list[str] = field(default_factory=list)
    read: Counter[str] = field(default_factory=Counter)
    converted: Counter[str] = field(default_factory=Counter)
    skipped: Counter[str] = field(default_factory=Counter)
    skip_reasons: Counter[str] = field(default_factory=Counter)
    unknown: Counter[str] = field(default_factory=Counter)
    unknown_examples: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    events: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "importer": self.importer,
            "platform": self.platform,
            "files": sorted(self.files),
            "records_read": dict(sorted(self.read.items())),
            "records_converted": dict(sorted(self.converted.items())),
            "records_skipped": dict(sorted(self.skipped.items())),
            "skip_reasons": dict(sorted(self.skip_reasons.items())),
            "unknown": {
                k: {"count": v, "examples": self.unknown_examples.get(k, [])} for k, v in sorted(self.unknown.items())
            },
            "notes": list(self.notes),
            "events": dict(sorted(self.events.items())),
        }


@dataclass(frozen=True)
class SkipFile:
    """A finished spool of skipped records: where it is and how many lines it holds (picklable)."""

    path: Path
    count: int


class SkipSpool:
    """Skipped records, one JSON object a line, in a file (anonymous when no path is given)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.count = 0
        if path is None:
            # an anonymous file: the skip details (file names, locations) never outlive the run, even a killed one
            self._fh = tempfile.TemporaryFile("w+", encoding="utf-8", prefix="pamport-skips-")  # noqa: SIM115
        else:
            self._fh = path.open("w+", encoding="utf-8")

    def add(self, entry: dict[str, str]) -> None:
        self.count += 1
        self._fh.write(json.dumps(entry, ensure_ascii=False, sort_keys=True) + "\n")

    def finish(self) -> SkipFile:
        """Close a named spool and say where it is (the reader is another object, maybe in another process)."""
        if self.path is None:
            raise ValueError("an anonymous skip spool cannot be handed on")
        self._fh.close()
        return SkipFile(self.path, self.count)

    def __iter__(self) -> Iterator[dict[str, str]]:
        self._fh.flush()
        yield from _read_lines(self._fh.fileno())

    def close(self) -> None:
        self._fh.close()


def _read_lines(fd: int) -> Iterator[dict[str, str]]:
    offset, pending = 0, b""
    while chunk := os.pread(fd, 1 << 16, offset):  # own offset: appending may go on meanwhile
        offset += len(chunk)
        *lines, pending = (pending + chunk).split(b"\n")
        for line in lines:
            yield json.loads(line)


def iter_skip_file(skips: SkipFile) -> Iterator[dict[str, str]]:
    with skips.path.open("rb") as fh:
        yield from _read_lines(fh.fileno())


class ImportReporter:
    """The face of the report an importer sees (one per importer run); skipped records go to ``skips``."""

    def __init__(self, stats: ImporterStats, skips: SkipSpool) -> None:
        self._skips = skips
        self.stats = stats

    def record_read(self, kind: str, n: int = 1) -> None:
        """A source record of ``kind`` (conversation, message, activity, row, memory …) was read."""
        self.stats.read[kind] += n

    def record_converted(self, kind: str, n: int = 1) -> None:
        self.stats.converted[kind] += n

    def skip(self, kind: str, file: str, location: str, reason: str) -> None:
        """A record could not be converted: counted, and kept with its file, location and reason."""
        reason = redact_values(reason)
        self.stats.skipped[kind] += 1
        self.stats.skip_reasons[reason.split(":")[0][:120]] += 1
        self._skips.add(
            {"importer": self.stats.importer, "kind": kind, "file": file, "location": location, "reason": reason}
        )

    def unknown(self, what: str, file: str, location: str) -> None:
        """Something the importer does not understand (a new content type, an unexpected field) was kept raw."""
        self.stats.unknown[what] += 1
        examples = self.stats.unknown_examples.setdefault(what, [])
        if len(examples) < _EXAMPLES_PER_UNKNOWN:
            examples.append(f"{file} at {location}")

    def count(self, event: str, n: int = 1) -> None:
        """A counted observation worth telling the user (e.g. "messages that took the conversation's time")."""
        self.stats.events[event] += n

    def note(self, message: str) -> None:
        if message not in self.stats.notes:
            self.stats.notes.append(message)


class RunReport:
    """Everything a run has to say; written as ``import-report.json`` inside the bundle."""

    def __init__(self) -> None:
        self.importers: list[ImporterStats] = []
        self.totals: Counter[str] = Counter()
        self.warnings: list[str] = []
        self.extractors: dict[str, dict[str, int]] = {}
        self.consolidation: dict[str, int] = {}
        #: ``convert --embed``: model, counts and cache hits (absent without embeddings).
        self.embeddings: dict[str, Any] = {}
        #: Skips reported straight to this report (importers run outside a conversion, tests).
        self._skips = SkipSpool()
        #: Skips of the shards of a run, in shard order (their files live in the run's scratch folder).
        self._shard_skips: list[SkipFile] = []

    def reporter(self, importer: str, platform: str) -> ImportReporter:
        stats = ImporterStats(importer=importer, platform=platform)
        self.importers.append(stats)
        return ImportReporter(stats, self._skips)

    def merge_stats(self, shards: list[ImporterStats]) -> None:
        """Fold the stats of the parallel shards of one importer into one entry."""
        first = shards[0]
        merged = ImporterStats(importer=first.importer, platform=first.platform, files=list(first.files))
        for stats in shards:
            merged.read.update(stats.read)
            merged.converted.update(stats.converted)
            merged.skipped.update(stats.skipped)
            merged.skip_reasons.update(stats.skip_reasons)
            merged.unknown.update(stats.unknown)
            merged.events.update(stats.events)
            for key, examples in stats.unknown_examples.items():
                kept = merged.unknown_examples.setdefault(key, [])
                kept.extend(e for e in examples if e not in kept)
                del kept[_EXAMPLES_PER_UNKNOWN:]
            merged.notes.extend(n for n in stats.notes if n not in merged.notes)
        self.importers.append(merged)

    def add_shard_skips(self, skips: SkipFile) -> None:
        """The skips of one shard: read from its file when the report is written (kept on disk until then)."""
        self._shard_skips.append(skips)

    @property
    def skipped_total(self) -> int:
        return self._skips.count + sum(s.count for s in self._shard_skips)

    def iter_skips(self) -> Iterator[dict[str, str]]:
        yield from self._skips
        for skips in self._shard_skips:
            yield from iter_skip_file(skips)

    def warn(self, message: str) -> None:
        self.warnings.append(message)

    def summary(self) -> dict[str, Any]:
        return {
            "totals": dict(sorted(self.totals.items())),
            "records_skipped": self.skipped_total,
            "importers": [s.to_json() for s in self.importers],
            "extractors": dict(sorted(self.extractors.items())),
            "consolidation": dict(sorted(self.consolidation.items())),
            "warnings": list(self.warnings),
            **({"embeddings": dict(sorted(self.embeddings.items()))} if self.embeddings else {}),
        }

    def write(self, path: Path) -> None:
        """Stream the report to ``path``: the summary, then every skipped record."""
        with path.open("w", encoding="utf-8") as out:
            head = json.dumps(self.summary(), ensure_ascii=False, sort_keys=True, indent=2)
            out.write(head[:-2].rstrip() + ',\n  "skipped": [')
            first = True
            for entry in self.iter_skips():
                out.write(("\n    " if first else ",\n    ") + json.dumps(entry, ensure_ascii=False, sort_keys=True))
                first = False
            out.write("\n  ]\n}\n" if not first else "]\n}\n")

    def close(self) -> None:
        self._skips.close()
