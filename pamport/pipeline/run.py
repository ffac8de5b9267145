"""The order of the stages, and only that: detect → import → write conversations → extract → merge → bundle.

``convert`` is a plain function of (source, options) with picklable options and no global state, so batch runs can
put it on a process pool.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport.embeddings.embedder import EmbedOptions
from pamport.errors import EmptyExport, PamportError
from pamport.importers.base import FIRST_PERSON, AccountInfo, Claim, Importer, ImportOptions, MemoryDraft
from pamport.importers.registry import detect
from pamport.importers.sources import MemberSelection, Source
from pamport.layout import EMBEDDINGS_FILE, REPORT_FILE
from pamport.pipeline.accounts import refuse_mixed_accounts
from pamport.pipeline.bundle import (
    StoreParts,
    build_store_head,
    default_owner_id,
    derived_memories,
    index_with_derived,
)
from pamport.pipeline.bundle_io import read_store
from pamport.pipeline.draft_spool import DraftFile, DraftSpool, iter_drafts
from pamport.pipeline.evidence_store import EvidenceStore
from pamport.pipeline.extract.loading import EXTRACTOR_GROUP, load_extractors
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.pipeline.output_guard import environment_failure
from pamport.pipeline.parts import run_parts
from pamport.pipeline.person_wording import Tally, person_of, reword
from pamport.pipeline.progress import NullProgress, Progress
from pamport.pipeline.report import ImporterStats, RunReport
from pamport.pipeline.shard import ShardResult, ShardTask, run_parallel, run_shard
from pamport.pipeline.writer import BundleWriter, sorted_index
from pamport.schemas.memory_store import Memory, Relation
from pamport.timeutil import now_utc

if TYPE_CHECKING:
    from pamport.embeddings.file import EmbeddingRecord

def fork_available() -> bool:
    """Parallel shards are forked (they start at once and inherit the loaded plugins); elsewhere runs are
    sequential. :mod:`multiprocessing` is imported only when a run may need it."""
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


@dataclass(frozen=True)
class ConvertOptions:
    """Everything a conversion depends on (picklable)."""

    owner_id: str | None = None
    importer: str | None = None
    extractors: tuple[str, ...] = ("pamport-rules",)
    extractor_options: dict[str, Any] = field(default_factory=dict)
    import_options: ImportOptions = field(default_factory=ImportOptions)
    strip_platform_ids: bool = False
    force: bool = False
    #: Processes for importers that can split their work (large exports only); output does not depend on it.
    jobs: int = field(default_factory=lambda: min(2, os.cpu_count() or 1))
    #: Inputs smaller than this are converted in one process (starting workers would cost more than it saves).
    parallel_min_bytes: int = 32 * 1024 * 1024
    #: Fixed export time/id (tests, reproducible builds); normally now and a random UUID.
    export_date: str | None = None
    export_id: str | None = None
    #: Convert only the part of the input that belongs to one account (``--split-accounts``).
    select: MemberSelection | None = None
    #: Embeddings (``convert --embed``): vectors, near-duplicate folding and ``embeddings.json``.
    embed: EmbedOptions | None = None


@dataclass(frozen=True)
class EmbeddingSummary:
    """What ``convert --embed`` did: the model, the vectors and the near-duplicates folded."""

    model: str
    memories: int
    embedded: int
    cache_hits: int
    near_duplicates_merged: int


@dataclass
class ConvertResult:
    """What a conversion did, typed (``report`` is the same as JSON, as written in ``import-report.json``)."""

    out: Path
    conversations: int
    messages: int
    memories: int
    relations: int
    skipped: int
    importers: list[str]
    report: dict[str, Any]
    #: ``owner.id`` of the store written.
    owner_id: str
    #: Scratch files of interrupted runs removed before starting (leftovers beside OUT are in the report).
    notes: list[str] = field(default_factory=list)
    #: Per importer: records read, converted, skipped (with reasons), unknown things, events and notes.
    importer_stats: list[ImporterStats] = field(default_factory=list)
    #: Per extractor: its counters (requests sent, memories rejected, …).
    extractor_counts: dict[str, dict[str, int]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    embedding: EmbeddingSummary | None = None
    #: The store as built in memory, when the run kept it whole (signing, ``--base``, ``--embed``).
    kept_store: dict[str, Any] | None = field(default=None, repr=False)

    @property
    def store(self) -> dict[str, Any]:
        """The memory store written: as built, or read back from OUT (a plain run never holds it whole)."""
        if self.kept_store is None:
            self.kept_store = read_store(self.out)
        return self.kept_store


def _consolidate(
    memories: Iterable[Memory], now: str, report: RunReport, evidence: EvidenceStore | None = None
) -> tuple[list[Memory], list[Relation]]:
    done = consolidate(memories, now=now, evidence=evidence)
    report.consolidation = {
        **done.counts,
        "merged_as_evidence": done.merged,
        "dropped_not_exportable": done.dropped_unexportable,
    }
    if done.dropped_unexportable:
        report.warn(f"{done.dropped_unexportable} memory(ies) marked not exportable were left out (PAM §21)")
    return done.memories, done.relations


def _embed(
    memories: list[Memory], relations: list[Relation], options: EmbedOptions, report: RunReport, progress: Progress
) -> tuple[list[Memory], list[Relation], list[EmbeddingRecord], EmbeddingSummary]:
    from pamport.embeddings.stage import embed_memories

    done = embed_memories(memories, relations, options, progress)
    stats = done.stats
    summary = EmbeddingSummary(stats.model, stats.memories, stats.embedded, stats.cache_hits, len(done.merges))
    report.embeddings = {**done.stats.to_json(), "near_duplicates_merged": len(done.merges)}
    report.consolidation["near_duplicates_merged"] = len(done.merges)
    for warning in done.stats.warnings:
        report.warn(warning)
    return done.memories, done.relations, done.records, summary


class _Run:
    """State of one conversion (kept off module globals)."""

    def __init__(
        self, source: Source, out: Path, options: ConvertOptions, progress: Progress, reads: tuple[Path, ...]
    ) -> None:
        self.source = source
        self.options = options
        self.progress = progress
        self.extractors = load_extractors(options.extractors, options.extractor_options)
        # the writer next: a refused output must not leave a report spool behind
        self.writer = BundleWriter(out, force=options.force, inputs=(source.path, *reads), replace_ok=reads)
        self.report = RunReport()
        for note in [*self.writer.recovered, *source.notes]:
            self.report.warn(note)
        self.imported_at = now_utc()
        #: Drafts on disk, in shard order; the last file holds what the run's extractors gave when closed.
        self.draft_files: list[DraftFile] = []
        self.accounts: dict[str, AccountInfo] = {}
        self.all_accounts: list[AccountInfo] = []
        #: Evidence of the memories, on disk (a plain run; see ``convert``).
        self.evidence: EvidenceStore | None = None
        self.index_files: list[Path] = []
        self.conversations = 0
        self.messages = 0
        #: Portuguese memories worded in the person's gender and variety (see :mod:`.person_wording`), and the
        #: person's signs in an earlier bundle's conversations (``--base``).
        self.reworded = 0
        self.earlier_signs: Mapping[str, Tally] = {}

    def import_all(self) -> list[str]:
        plan = detect(self.source, self.options.importer)
        total = sum(self.source.member(n).size for _, claim in plan for n in claim.members)
        self.progress.start(total, f"pamport {self.source.path.name}")
        used: list[str] = []
        empties: list[EmptyExport] = []
        for cls, claim in plan:
            self.progress.set_label(cls.importer_version)
            empty = self._import_one(cls, claim)
            if empty is None:
                used.append(cls.importer_version)
            else:
                empties.append(empty)
                self.report.warn(f"{cls.importer_version}: {empty.reason}")
        closing = DraftSpool(self.writer.new_work_dir() / "drafts.jsonl")
        try:
            for extractor in self.extractors:
                closing.extend(extractor.close())
                self._add_extractor_stats(extractor.extractor_version, extractor.stats())
        finally:
            self.draft_files.append(closing.finish())
        self.progress.close()
        if not self.conversations and not any(f.count for f in self.draft_files):
            if empties:
                raise empties[0]
            raise EmptyExport(self.source.display, "the export holds no conversations and no memories")
        return used

    def _task(self, cls: type[Importer], claim: Claim) -> ShardTask:
        return ShardTask(
            source_path=str(self.source.path),
            importer_version=cls.importer_version,
            claim=claim,
            import_options=self.options.import_options,
            extractors=self.options.extractors,
            extractor_options=self.options.extractor_options,
            conversations_dir=self.writer.conversations_dir,
            work_dir=self.writer.new_work_dir(),
            imported_at=self.imported_at,
            strip_platform_ids=self.options.strip_platform_ids,
            select=self.options.select,
        )

    def _parallel(self, cls: type[Importer], claim: Claim) -> bool:
        size = sum(self.source.member(n).size for n in claim.members)
        return (
            self.options.jobs > 1
            and fork_available()
            and (cls.supports_sharding or cls.builds_in_parts)
            and size >= self.options.parallel_min_bytes
            and all(e.parallel_safe for e in self.extractors)
        )

    def _import_one(self, cls: type[Importer], claim: Claim) -> EmptyExport | None:
        task = self._task(cls, claim)
        if self._parallel(cls, claim):
            for extractor in self.extractors:
                extractor.before_workers()
            jobs = self.options.jobs
            if cls.builds_in_parts:  # read here, built in workers: one more folder, for the reading
                dirs = [task.work_dir] + [self.writer.new_work_dir() for _ in range(jobs)]
                results = run_parts(task, cls, self.source, jobs, dirs, self.progress)
            else:
                dirs = [task.work_dir] + [self.writer.new_work_dir() for _ in range(jobs - 1)]
                results = run_parallel(task, jobs, dirs, self.progress)
        else:
            progress = self.progress
            results = [run_shard(task, cls, self.source, self.extractors, progress.advance, progress.conversation)]
        self._fold(results)
        return results[0].empty if all(r.empty for r in results) else None

    def _fold(self, results: list[ShardResult]) -> None:
        """Take in the shards of one importer, whether one ran here or several in workers (in shard order)."""
        self.report.merge_stats([r.stats for r in results])
        for result in results:
            self.report.add_shard_skips(result.skips)
            for name, counts in result.extractor_stats.items():
                self._add_extractor_stats(name, counts)
            self.draft_files.append(result.drafts)
            for account in result.accounts:
                self.accounts.setdefault(account.platform, account)
                self.all_accounts.append(account)
            self.index_files.append(result.index_path)
            self.conversations += result.conversations
            self.messages += result.messages

    def _add_extractor_stats(self, name: str, counts: dict[str, int]) -> None:
        merged = self.report.extractors.setdefault(name, {})
        for key, value in counts.items():
            merged[key] = merged.get(key, 0) + value

    def memories(self) -> Iterator[Memory]:
        """Every sighting as a memory, built one at a time from the spooled drafts (consolidation folds them)."""
        user_ids = {p: a.platform_user_id for p, a in self.accounts.items() if a.platform_user_id}
        # Every conversation is written by now; its many drafts ask the disk once (bounded as the export grows).
        written = functools.lru_cache(maxsize=4096)(self.writer.has_conversation)
        # the person's gender and variety, from the signs of all their conversations (one pass over the drafts)
        person = person_of(self.draft_files, self.earlier_signs, written)
        for spooled in self.draft_files:
            for found in iter_drafts(spooled):
                drafts = [found]
                for extractor in self.extractors:
                    drafts = [restated for draft in drafts for restated in extractor.restate(draft)]
                for draft in drafts:
                    if reword(draft, person):
                        self.reworded += 1
                    yield self._memory(draft, user_ids, written)

    def _memory(self, draft: MemoryDraft, user_ids: dict[str, str], written: Callable[[str], bool]) -> Memory:
        draft.metadata.pop(FIRST_PERSON, None)  # only for the extractors' restate
        if draft.conversation_ref and not written(draft.conversation_ref):
            draft.metadata.setdefault("source_conversation", draft.conversation_ref)
            draft.conversation_ref = None
            draft.message_ref = None
        memory = draft_to_memory(draft, user_ids.get(draft.platform))
        if self.options.strip_platform_ids:
            memory.provenance.platform_user_id = None
        return memory


def convert(
    source_path: str | Path,
    out: str | Path,
    options: ConvertOptions | None = None,
    progress: Progress | None = None,
    on_store: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    before_commit: Callable[[dict[str, Any], Path], None] | None = None,
    reads: Iterable[Path] = (),
    on_bundle: Callable[[Path], None] | None = None,
    earlier_signs: Mapping[str, Tally] | None = None,
) -> ConvertResult:
    """Convert one export (ZIP, folder or file) into a PAM bundle folder at ``out``.

    ``reads`` are other paths the run reads (``--base``): never overwritten, except that ``out`` may be one of
    them (with ``force``) to update it in place. ``before_commit(store, staging)`` may rewrite the staged bundle
    (the incremental export) before it is moved into place, so that whatever lands at ``out`` is final.
    ``on_bundle(staging)`` is called last, with the complete staged bundle (the signed manifest is written there).
    ``earlier_signs``: the person's signs in the conversations of the bundle ``reads`` builds on (see
    :func:`.person_wording.earlier_signs`).
    """
    options = options or ConvertOptions()
    out_path = Path(out)
    with Source(source_path, options.select) as source:
        run = _Run(source, out_path, options, progress or NullProgress(), tuple(Path(p) for p in reads))
        run.earlier_signs = earlier_signs or {}
        try:
            used = run.import_all()
            refuse_mixed_accounts(run.all_accounts)
            export_date = options.export_date or now_utc()
            run.progress.phase(f"consolidating memories ({run.conversations} conversations read)")
            # a plain run keeps the evidence of its memories on disk until each memory is written; signing,
            # --base and --embed work on the whole store in memory
            streamed = on_store is None and before_commit is None and options.embed is None
            if streamed:
                run.evidence = EvidenceStore(run.writer.work / "evidence.sqlite")
            memories, relations = _consolidate(run.memories(), export_date, run.report, run.evidence)
            if run.reworded:
                run.report.consolidation["worded_as_the_person"] = run.reworded
            records = None
            embedding = None
            if options.embed is not None:
                run.progress.phase("embedding memories")
                embedded = _embed(memories, relations, options.embed, run.report, run.progress)
                memories, relations, records, embedding = embedded
            accounts = [f"{a.platform}:{a.platform_user_id}" for a in run.accounts.values() if a.platform_user_id]
            owner = options.owner_id or default_owner_id(accounts)
            fill = run.evidence.with_evidence if run.evidence is not None else None
            store = build_store_head(
                StoreParts(owner, memories, relations, export_date=export_date, export_id=options.export_id), fill
            )
            derived = derived_memories(memories)
            del memories  # the store holds them as written; the models (and their evidence) can go
            if on_store is not None:
                run.progress.phase("signing the memory store")
                store = on_store(store)
            run.report.totals.update(
                {
                    "conversations": run.conversations,
                    "messages": run.messages,
                    "memories": len(store["memories"]),
                    "relations": len(store["relations"]),
                }
            )
            run.progress.phase(f"writing the memory store ({len(store['memories'])} memories) and the index")
            index = sorted_index(run.index_files, run.writer.work)
            run.writer.write_store(store, index_with_derived(index, derived), fill)
            if run.evidence is not None:
                run.evidence.close()
            if records is not None:
                from pamport.embeddings.file import write_embeddings

                write_embeddings(run.writer.staging / EMBEDDINGS_FILE, records)
            run.report.write(run.writer.staging / REPORT_FILE)
            summary = run.report.summary()
            if before_commit is not None:
                run.progress.phase("writing the incremental export")
                before_commit(store, run.writer.staging)
            if on_bundle is not None:
                run.progress.phase("signing the bundle manifest")
                on_bundle(run.writer.staging)
            run.progress.phase("moving the bundle into place")
            run.writer.commit()
        except OSError as exc:
            run.writer.abort()
            failure = environment_failure(exc, out_path)
            if failure is None:
                raise
            raise failure from exc
        except BaseException:
            run.writer.abort()
            raise
        finally:
            if run.evidence is not None:
                run.evidence.close()
            run.report.close()
    return ConvertResult(
        out=out_path,
        conversations=run.conversations,
        messages=run.messages,
        memories=len(store["memories"]),
        relations=len(store["relations"]),
        skipped=run.report.skipped_total,
        importers=used,
        report=summary,
        owner_id=owner,
        notes=run.writer.cleaned,
        importer_stats=list(run.report.importers),
        extractor_counts=dict(sorted(run.report.extractors.items())),
        warnings=list(run.report.warnings),
        embedding=embedding,
        kept_store=None if streamed else store,
    )


__all__ = ["EXTRACTOR_GROUP", "ConvertOptions", "ConvertResult", "PamportError", "convert", "load_extractors"]
