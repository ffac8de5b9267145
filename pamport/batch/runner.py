"""One batch run: find the roots, run the task on the chosen executor, write the report, sum up."""

from __future__ import annotations

import time
from pathlib import Path

from pamport.batch.executors import Executor
from pamport.batch.progress import BatchProgress, NoBatchProgress
from pamport.batch.report import BatchSummary, ReportFile
from pamport.batch.roots import find_roots
from pamport.batch.task import FAILED, BatchJob
from pamport.errors import PathError


def run_batch(
    sources: list[str | Path], job: BatchJob, executor: Executor, progress: BatchProgress | None = None
) -> BatchSummary:
    """Convert every export root under ``sources`` into its own bundle under ``job.outdir``."""
    start = time.perf_counter()
    outdir = Path(job.outdir)
    if outdir.exists() and not outdir.is_dir():
        raise PathError(str(outdir), "exists and is not a folder")
    outdir.mkdir(parents=True, exist_ok=True)
    found = find_roots(sources, exclude=outdir)
    summary = BatchSummary(str(outdir), roots=len(found.roots), bytes=found.total_bytes, ignored=found.ignored)
    progress = progress or NoBatchProgress()
    progress.start(len(found.roots), found.total_bytes)
    try:
        with ReportFile(outdir) as report:
            for result in executor.run(found.roots, job):
                report.add(result)
                summary.add(result)
                progress.done(result.size, result.status == FAILED)
    finally:
        progress.close()
    summary.seconds = time.perf_counter() - start
    return summary
