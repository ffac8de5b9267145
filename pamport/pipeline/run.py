"""The order of the stages, and only that: detect → import → write conversations → extract → merge → bundle.

``convert`` is a plain function of (source, options) with picklable options and no global state, so batch runs can
put it on a process pool.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from pamport import __version__
from pamport.errors import EmptyExport, PamportError, UnknownFormat
from pamport.importers.base import AccountInfo, ConversationItem, ImportContext, Importer, ImportOptions, MemoryDraft
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.bundle import StoreParts, build_store_head, default_owner_id, index_with_derived
from pamport.pipeline.extract.base import Extractor
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.pipeline.progress import NullProgress, Progress
from pamport.pipeline.report import RunReport
from pamport.pipeline.writer import BundleWriter
from pamport.schemas.conversation import Conversation, ImportMetadata
from pamport.schemas.memory_store import Memory, Relation
from pamport.timeutil import now_utc

EXTRACTOR_GROUP = "pamport.extractors"
REPORT_FILE = "import-report.json"


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
    #: Fixed export time/id (tests, reproducible builds); normally now and a random UUID.
    export_date: str | None = None
    export_id: str | None = None


@dataclass
class ConvertResult:
    out: Path
    conversations: int
    messages: int
    memories: int
    relations: int
    skipped: int
    importers: list[str]
    report: dict[str, Any]
    store: dict[str, Any]


def load_extractors(names: Iterable[str], options: dict[str, Any]) -> list[Extractor]:
    wanted = [n for n in names if n and n != "none"]
    available = {ep.name: ep for ep in entry_points(group=EXTRACTOR_GROUP)}
    result: list[Extractor] = []
    for name in wanted:
        if name not in available:
            raise UnknownFormat(name, f"no extractor named {name!r} (installed: {', '.join(sorted(available))})")
        cls = available[name].load()
        result.append(cls(options))
    return result


def _consolidate(memories: list[Memory], now: str, report: RunReport) -> tuple[list[Memory], list[Relation]]:
    done = consolidate(memories, now=now)
    report.consolidation = {
        **done.counts,
        "merged_as_evidence": done.merged,
        "dropped_not_exportable": done.dropped_unexportable,
    }
    if done.dropped_unexportable:
        report.warn(f"{done.dropped_unexportable} memory(ies) marked not exportable were left out (PAM §21)")
    return done.memories, done.relations


class _Run:
    """State of one conversion (kept off module globals)."""

    def __init__(self, source: Source, out: Path, options: ConvertOptions, progress: Progress) -> None:
        self.source = source
        self.options = options
        self.progress = progress
        self.report = RunReport()
        self.writer = BundleWriter(out, force=options.force)
        self.imported_at = now_utc()
        self.drafts: list[MemoryDraft] = []
        self.accounts: dict[str, AccountInfo] = {}
        self.extractors = load_extractors(options.extractors, options.extractor_options)

    def import_all(self) -> list[str]:
        plan = detect(self.source, self.options.importer)
        total = sum(self.source.member(n).size for _, claim in plan for n in claim.members)
        self.progress.start(total, f"pamport {self.source.path.name}")
        used: list[str] = []
        empties: list[EmptyExport] = []
        for cls, claim in plan:
            self.progress.set_label(cls.importer_version)
            try:
                self._import_one(cls, claim)
                used.append(cls.importer_version)
            except EmptyExport as exc:
                empties.append(exc)
                self.report.warn(f"{cls.importer_version}: {exc.reason}")
        self.progress.close()
        if not self.writer.conversations_written and not self.drafts:
            if empties:
                raise empties[0]
            raise EmptyExport(self.source.display, "the export holds no conversations and no memories")
        return used

    def _import_one(self, cls: type[Importer], claim: Any) -> None:
        reporter = self.report.reporter(cls.importer_version, cls.platform)
        reporter.stats.files.extend(claim.members)
        ctx = ImportContext(self.source, reporter, self.options.import_options, self.progress.advance)
        importer = cls()
        try:
            for item in importer.read(self.source, claim, ctx):
                if isinstance(item, ConversationItem):
                    self._conversation(cls, item, ctx)
                elif isinstance(item, MemoryDraft):
                    self.drafts.append(item)
                elif isinstance(item, AccountInfo):
                    self.accounts.setdefault(item.platform, item)
        finally:
            digests: dict[str, str] = {}
            for name, stream in ctx.streams.items():
                if not stream.closed:
                    stream.drain()
                digests[f"{cls.importer_version}|{name}"] = stream.hexdigest()
                stream.close()
            self.writer.patch_checksums(digests, self._digest_of)

    def _digest_of(self, member_key: str) -> str:
        """Checksum of a member an importer named as source without streaming it through ``ctx.open``."""
        stream = self.source.open(member_key.split("|", 1)[1])
        with stream:
            stream.drain()
            return stream.hexdigest()

    def _conversation(self, cls: type[Importer], item: ConversationItem, ctx: ImportContext) -> None:
        conv = item.conversation
        if self.writer.has_conversation(conv.id):
            ctx.report.skip(
                "conversation",
                item.member,
                f"conversation id={conv.provider.conversation_id}",
                "duplicate conversation: the same conversation was already read from another file",
            )
            return
        if self.options.strip_platform_ids:
            conv.provider.account_id = None
        metadata = ImportMetadata(
            importer=f"pamport/{__version__}",
            importer_version=cls.importer_version,
            imported_at=self.imported_at,
            source_file=item.member,
        )
        self.writer.write_conversation(conv, metadata, f"{cls.importer_version}|{item.member}")
        for extractor in self.extractors:
            self.drafts.extend(extractor.extract(conv))

    def memories(self) -> list[Memory]:
        for extractor in self.extractors:
            self.drafts.extend(extractor.close())
            self.report.extractors[extractor.extractor_version] = extractor.stats()
        user_ids = {p: a.platform_user_id for p, a in self.accounts.items() if a.platform_user_id}
        built: list[Memory] = []
        for draft in self.drafts:
            if draft.conversation_ref and not self.writer.has_conversation(draft.conversation_ref):
                draft.metadata.setdefault("source_conversation", draft.conversation_ref)
                draft.conversation_ref = None
                draft.message_ref = None
            memory = draft_to_memory(draft, user_ids.get(draft.platform))
            if self.options.strip_platform_ids:
                memory.provenance.platform_user_id = None
            built.append(memory)
        return built


def convert(
    source_path: str | Path,
    out: str | Path,
    options: ConvertOptions | None = None,
    progress: Progress | None = None,
    on_store: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> ConvertResult:
    """Convert one export (ZIP, folder or file) into a PAM bundle folder at ``out``."""
    options = options or ConvertOptions()
    out_path = Path(out)
    with Source(source_path) as source:
        run = _Run(source, out_path, options, progress or NullProgress())
        try:
            used = run.import_all()
            export_date = options.export_date or now_utc()
            memories, relations = _consolidate(run.memories(), export_date, run.report)
            accounts = [f"{a.platform}:{a.platform_user_id}" for a in run.accounts.values() if a.platform_user_id]
            owner = options.owner_id or default_owner_id(accounts)
            store = build_store_head(
                StoreParts(owner, memories, relations, export_date=export_date, export_id=options.export_id)
            )
            if on_store is not None:
                store = on_store(store)
            run.report.totals.update(
                {
                    "conversations": run.writer.conversations_written,
                    "messages": run.writer.messages_written,
                    "memories": len(store["memories"]),
                    "relations": len(store["relations"]),
                }
            )
            run.writer.write_store(store, index_with_derived(run.writer.iter_index(), memories))
            run.report.write(run.writer.staging / REPORT_FILE)
            summary = run.report.summary()
            run.writer.commit()
        except BaseException:
            run.writer.abort()
            raise
        finally:
            run.report.close()
    return ConvertResult(
        out=out_path,
        conversations=run.writer.conversations_written,
        messages=run.writer.messages_written,
        memories=len(store["memories"]),
        relations=len(store["relations"]),
        skipped=run.report.skipped_total,
        importers=used,
        report=summary,
        store=store,
    )


__all__ = ["Conversation", "ConvertOptions", "ConvertResult", "PamportError", "convert"]
