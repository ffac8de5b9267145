"""One importer whose records must all be read before its first conversation (Gemini), built on several processes.

Such an importer cannot be sharded by reading the input once per process: a conversation is only known once the
whole log is sorted. Here the run's own process reads every record, with the reports going to a shard of their
own (the first result), exactly as a single run reads them; then ``jobs`` forked workers each build, write and
extract one contiguous part of the sorted conversations (the importer's :class:`PartedBuild` decides the cuts),
and the importer finishes with every part's counts (its notes). The results come back in the order a single run
produces them, so folding them (``pamport.pipeline.run``) gives the same index, report, skipped records and
drafts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import cast

from pamport.errors import EmptyExport
from pamport.importers.base import ImportContext, Importer, PartedBuild
from pamport.importers.sources import Source
from pamport.pipeline.draft_spool import DraftSpool
from pamport.pipeline.progress import Progress
from pamport.pipeline.report import ImporterStats, ImportReporter, SkipSpool
from pamport.pipeline.shard import ShardResult, ShardTask, run_shard, run_workers
from pamport.pipeline.writer import ConversationSink


def run_parts(
    task: ShardTask, cls: type[Importer], source: Source, jobs: int, work_dirs: list[Path], progress: Progress
) -> list[ShardResult]:
    """Read here, build in ``jobs`` workers; ``work_dirs`` holds one folder for the reading and one per worker."""
    stats = ImporterStats(importer=cls.importer_version, platform=cls.platform, files=list(task.claim.members))
    skips = SkipSpool(work_dirs[0] / "skips.jsonl")
    sink = ConversationSink(task.conversations_dir, work_dirs[0])  # writes nothing: an empty index
    drafts = DraftSpool(work_dirs[0] / "drafts.jsonl")
    ctx = ImportContext(source, ImportReporter(stats, skips), task.import_options, progress.advance)
    built: list[ShardResult] = []
    empty: EmptyExport | None = None
    log: PartedBuild | None = None
    try:
        log = cls().read_all(source, task.claim, ctx)
        digests: dict[str, str] = {}
        for name, stream in ctx.streams.items():
            if not stream.closed:
                stream.drain()
            digests[f"{cls.importer_version}|{name}"] = stream.hexdigest()
            stream.close()
        empty = log.ready()
        if empty is None:
            body = _builder(task, log, jobs, work_dirs, digests)
            given = run_workers(body, jobs, task.importer_version, progress, shared_input=False)
            parts = cast("list[tuple[ShardResult, object]]", given)
            built = [result for result, _counts in parts]
            log.finish([counts for _result, counts in parts])
    finally:
        if log is not None:
            log.close()
        sink.close()
        skips.close()
    first = ShardResult(
        stats=stats,
        accounts=[],
        conversations=0,
        messages=0,
        index_path=sink.index_path,
        drafts=drafts.finish(),
        skips=skips.finish(),
        empty=empty,
    )
    return [first, *built]


def _builder(
    task: ShardTask, log: PartedBuild, jobs: int, work_dirs: list[Path], digests: Mapping[str, str]
) -> Callable[[int, Callable[[int], None]], tuple[ShardResult, object]]:
    """What worker ``k`` runs: its part of ``log`` through the same writing and extraction as any shard."""

    def body(k: int, _count: Callable[[int], None]) -> tuple[ShardResult, object]:
        from pamport.importers.registry import importers
        from pamport.pipeline.extract.loading import load_extractors

        shard = replace(task, work_dir=work_dirs[k + 1])
        with Source(shard.source_path, shard.select) as source:
            extractors = load_extractors(shard.extractors, shard.extractor_options)
            cls = importers()[shard.importer_version]
            result = run_shard(
                shard,
                cls,
                source,
                extractors,
                close_extractors=True,
                read=lambda ctx: log.part(ctx, k, jobs),
                digests=digests,
            )
        return result, log.part_counts()

    return body
