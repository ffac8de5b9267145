"""One importer over one source: in this process, or split over several processes for large exports.

The same function does both, so a parallel run cannot drift from a sequential one. A shard owns the
conversations whose provider id hashes to it (``ImportOptions.owns``); every shard writes its conversation files
into the shared staging folder, and its index entries, skipped records and memory drafts into files of its own
scratch folder. Its :class:`ShardResult` names those files and carries the counters; the run folds the results of
one shard or of many with the same code (``pamport.pipeline.run``). Output does not depend on the number of
processes.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport import __version__
from pamport.errors import EmptyExport, PamportError
from pamport.importers.base import (
    AccountInfo,
    Claim,
    ConversationItem,
    ImportContext,
    Importer,
    ImportItem,
    ImportOptions,
    MemoryDraft,
)
from pamport.importers.sources import MemberSelection, Source
from pamport.pipeline.draft_spool import DraftFile, DraftSpool
from pamport.pipeline.duplicates import judge_duplicate
from pamport.pipeline.extract.base import Extractor
from pamport.pipeline.progress import Progress
from pamport.pipeline.report import ImporterStats, ImportReporter, SkipFile, SkipSpool
from pamport.pipeline.writer import ConversationSink, UnwritableRecord
from pamport.schemas.conversation import Conversation, ImportMetadata
from pamport.timeutil import parse_datetime

if TYPE_CHECKING:
    import multiprocessing.connection
    from multiprocessing.sharedctypes import Synchronized

_PR_SET_PDEATHSIG = 1


@dataclass(frozen=True)
class ShardTask:
    """Everything a shard needs (picklable)."""

    source_path: str
    importer_version: str
    claim: Claim
    import_options: ImportOptions
    extractors: tuple[str, ...]
    extractor_options: dict[str, Any]
    conversations_dir: Path
    work_dir: Path
    imported_at: str
    strip_platform_ids: bool = False
    select: MemberSelection | None = None


@dataclass
class ShardResult:
    """What one shard hands back: counters, and the files holding its index, drafts and skipped records."""

    stats: ImporterStats
    accounts: list[AccountInfo]
    conversations: int
    messages: int
    index_path: Path
    drafts: DraftFile
    skips: SkipFile
    #: Counters of the extractors the shard closed (a worker's own extractors); empty when the run closes them.
    extractor_stats: dict[str, dict[str, int]] = field(default_factory=dict)
    empty: EmptyExport | None = None


def run_shard(
    task: ShardTask,
    cls: type[Importer],
    source: Source,
    extractors: list[Extractor],
    on_bytes: Callable[[int], None] | None = None,
    on_conversation: Callable[[], None] | None = None,
    close_extractors: bool = False,
    read: Callable[[ImportContext], Iterable[ImportItem]] | None = None,
    digests: Mapping[str, str] | None = None,
) -> ShardResult:
    """Stream one importer, write its conversations, extract memories; drafts and skips go to files.

    ``close_extractors``: the extractors are this shard's own (a worker's), so their last drafts and their
    counters are part of this result. ``read``: the items, when not the importer's ``read`` (a part of a
    :class:`PartedBuild`); ``digests``: checksums of members another process has read.
    """
    stats = ImporterStats(importer=cls.importer_version, platform=cls.platform, files=list(task.claim.members))
    skips = SkipSpool(task.work_dir / "skips.jsonl")
    reporter = ImportReporter(stats, skips)
    sink = ConversationSink(task.conversations_dir, task.work_dir)
    ctx = ImportContext(source, reporter, task.import_options, on_bytes)
    accounts: list[AccountInfo] = []
    empty: EmptyExport | None = None
    kept = DraftSpool(task.work_dir / "drafts.jsonl")
    extractor_stats: dict[str, dict[str, int]] = {}
    metadata_of: dict[str, ImportMetadata] = {}
    skipping: str | None = None  # drafts that follow an older copy that was not kept belong to it
    try:
        items = cls().read(source, task.claim, ctx) if read is None else read(ctx)
        for item in items:
            if isinstance(item, ConversationItem):
                conv = item.conversation
                skipping = None
                replacing = False
                if sink.has_conversation(conv.id):
                    verdict = judge_duplicate(sink.copy_facts(conv.id), conv, item.member, cls.importer_version)
                    loser = verdict.older_member if verdict.keep_new else item.member
                    where = f"conversation id={conv.provider.conversation_id}"
                    reporter.skip("conversation", loser, where, verdict.why)
                    reporter.count("conversations read more than once: the newer copy kept (skipped records say which)")
                    if not verdict.keep_new:
                        skipping = conv.id
                        continue
                    kept.drop(conv.id)
                    replacing = True
                if task.strip_platform_ids:
                    conv.provider.account_id = None
                if _updated_before_created(conv):
                    # PAM wants updated_at >= created_at; the provider's clock said otherwise: keep the creation
                    conv.temporal.updated_at = conv.temporal.created_at
                    reporter.count("conversation updated before it was created: updated_at set to created_at")
                metadata = metadata_of.get(item.member)
                if metadata is None:  # one per member read (the same for all its conversations)
                    metadata = metadata_of[item.member] = ImportMetadata(
                        importer=f"pamport/{__version__}",
                        importer_version=cls.importer_version,
                        imported_at=task.imported_at,
                        source_file=item.member,
                    )
                key = f"{cls.importer_version}|{item.member}"
                try:
                    if replacing:
                        sink.replace_conversation(conv, metadata, key)
                    else:
                        sink.write_conversation(conv, metadata, key)
                except UnwritableRecord as exc:
                    where = f"conversation id={conv.provider.conversation_id}"
                    reporter.skip("conversation", item.member, where, f"not written: {exc}")
                    continue
                if on_conversation is not None:
                    on_conversation()
                for extractor in extractors:
                    kept.extend(extractor.extract(conv))
            elif isinstance(item, MemoryDraft):
                if skipping is None or item.conversation_ref != skipping:
                    kept.append(item)
            elif isinstance(item, AccountInfo):
                accounts.append(item)
    except EmptyExport as exc:
        empty = exc
    finally:
        known = dict(digests or {})
        for name, stream in ctx.streams.items():
            if not stream.closed:
                stream.drain()
            known[f"{cls.importer_version}|{name}"] = stream.hexdigest()
            stream.close()
        sink.patch_checksums(known, lambda key: _digest_of(source, key))
        sink.close()
        if close_extractors:
            for extractor in extractors:
                kept.extend(extractor.close())
                extractor_stats[extractor.extractor_version] = extractor.stats()
        kept.close()
        skips.close()
    return ShardResult(
        stats=stats,
        accounts=accounts,
        conversations=sink.conversations_written,
        messages=sink.messages_written,
        index_path=sink.index_path,
        drafts=kept.finish(),
        skips=skips.finish(),
        extractor_stats=extractor_stats,
        empty=empty,
    )


def _updated_before_created(conversation: Conversation) -> bool:
    created = parse_datetime(conversation.temporal.created_at)
    updated = parse_datetime(conversation.temporal.updated_at)
    return created is not None and updated is not None and updated < created


def _digest_of(source: Source, member_key: str) -> str:
    """Checksum of a member an importer named as source without streaming it through ``ctx.open``."""
    with source.open(member_key.split("|", 1)[1]) as stream:
        stream.drain()
        return stream.hexdigest()


# -- parallel runs ---------------------------------------------------------------------------------------------


def _die_with_parent(parent: int) -> None:
    """Make this worker end when the parent does, even when the parent is killed with no chance to clean up.

    On Linux the kernel sends SIGKILL to the worker when its parent dies (``PR_SET_PDEATHSIG``); a parent that
    died before the request took effect is caught by comparing the parent id. Elsewhere the parent's ``finally``
    and the daemon flag are all there is.
    """
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
            pass
    if os.getppid() != parent:
        os._exit(1)


def _worker(
    body: Callable[[int, Callable[[int], None]], object],
    k: int,
    counter: Synchronized[int],
    conn: multiprocessing.connection.Connection,
    parent: int,
) -> None:
    """Body of one worker process (forked: ``body`` is inherited, not pickled); only its result is sent back."""
    _die_with_parent(parent)
    try:

        def count(n: int) -> None:
            counter.value += n

        conn.send(("ok", body(k, count)))
    except BaseException as exc:  # the parent re-raises it; a worker never prints
        conn.send(("error", exc))
    finally:
        conn.close()


def run_parallel(task: ShardTask, jobs: int, work_dirs: list[Path], progress: Progress) -> list[ShardResult]:
    """Run ``jobs`` shards of one importer at once and return their results in shard order."""

    def body(k: int, count: Callable[[int], None]) -> ShardResult:
        options = replace(task.import_options, shard_index=k, shard_count=jobs)
        shard = replace(task, import_options=options, work_dir=work_dirs[k])
        from pamport.importers.registry import importers
        from pamport.pipeline.extract.loading import load_extractors

        with Source(shard.source_path, shard.select) as source:
            extractors = load_extractors(shard.extractors, shard.extractor_options)
            cls = importers()[shard.importer_version]
            return run_shard(shard, cls, source, extractors, count, close_extractors=True)

    results = run_workers(body, jobs, task.importer_version, progress, shared_input=True)
    return [r for r in results if isinstance(r, ShardResult)]


def run_workers(
    body: Callable[[int, Callable[[int], None]], object],
    jobs: int,
    label: str,
    progress: Progress,
    shared_input: bool,
) -> list[object]:
    """Run ``body(k, count)`` for k in range(jobs), each in a forked process, and return what each gave, in order.

    ``count(n)``: the worker has read ``n`` more bytes of input (``shared_input``: every worker reads the whole
    input, so the bar moves by their mean). The first error of a worker is raised here; a worker that dies
    unannounced is reported as one.
    """
    import multiprocessing
    import multiprocessing.connection

    mp = multiprocessing.get_context("fork")
    counters = [mp.Value("q", 0, lock=False) for _ in range(jobs)]
    pipes: list[multiprocessing.connection.Connection] = []
    procs = []
    for k in range(jobs):
        receive, send = mp.Pipe(duplex=False)
        proc = mp.Process(target=_worker, args=(body, k, counters[k], send, os.getpid()), daemon=True)
        proc.start()
        send.close()
        pipes.append(receive)
        procs.append(proc)
    results: list[object] = [None] * jobs
    done_flags = [False] * jobs
    shown = 0
    try:
        while not all(done_flags):
            waiting = [p for p, d in zip(pipes, done_flags, strict=True) if not d]
            for ready in multiprocessing.connection.wait(waiting, timeout=0.2):
                i = next(n for n, p in enumerate(pipes) if p is ready)
                try:
                    status, payload = pipes[i].recv()
                except EOFError:
                    procs[i].join()
                    raise PamportError(
                        f"a worker process of {label} stopped unexpectedly (exit code {procs[i].exitcode})"
                    ) from None
                if status == "error":
                    assert isinstance(payload, BaseException)
                    raise payload
                results[i] = payload
                done_flags[i] = True
            total = sum(c.value for c in counters)
            done = total // jobs if shared_input else total
            progress.advance(done - shown)
            shown = done
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
            proc.join()
    return results
