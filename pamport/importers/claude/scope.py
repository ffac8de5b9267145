"""Where a record sits, so every report line names its file and location without repeating the plumbing."""

from __future__ import annotations

from dataclasses import dataclass

from pamport.importers.reporting import Reporter


@dataclass(frozen=True)
class Scope:
    report: Reporter
    file: str
    #: e.g. ``conversation #3 (uuid 28d5…)``; suffixes like ``message #2`` are appended.
    where: str
    #: Reports nothing: a parallel shard re-reading a file that another shard reports on.
    quiet: bool = False

    def at(self, suffix: str = "") -> str:
        return f"{self.where} {suffix}".strip()

    def unknown(self, what: str, suffix: str = "") -> None:
        if not self.quiet:
            self.report.unknown(what, self.file, self.at(suffix))

    def skip(self, kind: str, reason: str, suffix: str = "") -> None:
        if not self.quiet:
            self.report.skip(kind, self.file, self.at(suffix), reason)

    def child(self, suffix: str) -> Scope:
        return Scope(self.report, self.file, self.at(suffix), self.quiet)
