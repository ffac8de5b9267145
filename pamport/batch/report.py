"""``batch-report.jsonl`` and the summary of a batch run.

Lines are appended as roots finish (a run cut short still leaves a report of what was done), then rewritten in
source order at the end so two runs over the same tree give comparable reports.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from pamport.batch.task import CONVERTED, FAILED, UNCHANGED, RootResult

REPORT_NAME = "batch-report.jsonl"


class ReportFile:
    """Append one JSON line per finished root; sort the file when the run ends."""

    def __init__(self, outdir: Path) -> None:
        self.path = outdir / REPORT_NAME
        self._partial = outdir / f".{REPORT_NAME}.partial"
        self._fh = self._partial.open("w", encoding="utf-8")

    def add(self, result: RootResult) -> None:
        self._fh.write(json.dumps(result.to_json(), sort_keys=True, ensure_ascii=False) + "\n")
        self._fh.flush()

    def close(self) -> None:
        self._fh.close()
        lines = self._partial.read_text(encoding="utf-8").splitlines()
        lines.sort(key=lambda line: json.loads(line)["source"])
        self._partial.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        os.replace(self._partial, self.path)

    def __enter__(self) -> ReportFile:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


@dataclass
class BatchSummary:
    outdir: str
    roots: int = 0
    bytes: int = 0
    seconds: float = 0.0
    status: Counter[str] = field(default_factory=Counter)
    totals: Counter[str] = field(default_factory=Counter)
    failures: list[tuple[str, str]] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)

    def add(self, result: RootResult) -> None:
        self.status[result.status] += 1
        if result.status == CONVERTED:
            self.totals.update(result.counts)
        if result.status == FAILED:
            self.failures.append((result.source, result.error or "failed"))

    @property
    def ok(self) -> bool:
        return not self.status[FAILED]

    def to_json(self) -> dict[str, Any]:
        return {
            "outdir": self.outdir,
            "report": str(Path(self.outdir) / REPORT_NAME),
            "roots": self.roots,
            "bytes": self.bytes,
            "seconds": round(self.seconds, 3),
            "converted": self.status[CONVERTED],
            "unchanged": self.status[UNCHANGED],
            "failed": self.status[FAILED],
            "totals": dict(sorted(self.totals.items())),
            "failures": [{"source": s, "error": e} for s, e in sorted(self.failures)],
            "ignored_files": sorted(self.ignored),
        }

    def render(self) -> str:
        lines = [
            f"Batch: {self.roots} export(s), {self.bytes / 1e6:.1f} MB in {self.seconds:.1f} s -> {self.outdir}",
            f"  converted:     {self.status[CONVERTED]}",
            f"  up to date:    {self.status[UNCHANGED]} (--resume)",
            f"  failed:        {self.status[FAILED]}",
        ]
        if self.totals:
            lines.append("  written:       " + ", ".join(f"{k} {v}" for k, v in sorted(self.totals.items())))
        for source, error in sorted(self.failures):
            lines.append(f"    - {source}: {error}")
        if self.ignored:
            shown = ", ".join(sorted(self.ignored)[:5]) + (" …" if len(self.ignored) > 5 else "")
            lines.append(f"  not an export: {len(self.ignored)} file(s) outside every export root ({shown})")
        lines.append(f"  report:        {Path(self.outdir) / REPORT_NAME}")
        return "\n".join(lines)
