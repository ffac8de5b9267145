"""The importer plugin contract.

An importer is a class registered under the entry-point group ``pamport.importers``. It has

* ``sniff(source)`` - cheap: looks at member names and at most the first kilobytes (``source.head``) and returns a
  :class:`Claim` (which members it would read, and how sure it is) or ``None``;
* ``read(source, claim, ctx)`` - a generator that streams the claimed members and yields
  :class:`ConversationItem`, :class:`MemoryDraft` and :class:`AccountInfo` objects one at a time.

Importers never write files and never print; they report through ``ctx.report`` and open members through
``ctx.open`` (which hashes and counts bytes for the pipeline). One module per export-format version: once a version
has golden files it is frozen, and a provider's format change means a new module.
"""

from __future__ import annotations

import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from pamport.importers.reporting import Reporter
from pamport.importers.sources import HashingStream, Member, Source
from pamport.schemas.conversation import Conversation
from pamport.schemas.memory_store import ExtractionMethod, MemoryType

if TYPE_CHECKING:
    from pamport.errors import EmptyExport


@dataclass(frozen=True)
class Claim:
    """What an importer would read from a source, and how sure it is (0..1)."""

    importer: str
    members: tuple[str, ...]
    confidence: float
    #: Short human explanation shown by ``pamport convert -v`` and in the report.
    reason: str = ""


@dataclass
class ConversationItem:
    """A normalised conversation, and the member it was read from (for ``import_metadata.source_file``)."""

    conversation: Conversation
    member: str


#: Metadata key for a native statement's first-person form, when the user wrote it about "the user": what an
#: extractor's ``restate`` reads instead of the content; dropped before the memory is written.
FIRST_PERSON = "first_person"


@dataclass
class MemoryDraft:
    """A memory before the pipeline gives it an id, a content hash and its place in the store."""

    type: MemoryType
    content: str
    platform: str
    created_at: str
    extraction_method: ExtractionMethod
    extractor: str | None = None
    conversation_ref: str | None = None
    message_ref: str | None = None
    platform_user_id: str | None = None
    confidence: float = 1.0
    tags: list[str] = field(default_factory=list)
    language: str | None = None
    custom_type: str | None = None
    summary: str | None = None
    valid_until: str | None = None
    #: Free-form extras kept in the memory's ``metadata`` (e.g. where in the source the statement was).
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass
class AccountInfo:
    """Who the export belongs to on the provider's side (feeds ``owner`` and ``platform_user_id``)."""

    platform: str
    platform_user_id: str | None = None
    name: str | None = None
    email: str | None = None
    created_at: str | None = None
    raw: dict[str, Any] = field(default_factory=dict)
    #: The member the account was read from: where one export ends and another begins in a mixed folder.
    source_file: str | None = None


ImportItem = ConversationItem | MemoryDraft | AccountInfo


@dataclass(frozen=True)
class ImportOptions:
    """Options every importer may read; picklable so a run is a plain function of (source, options)."""

    #: Gap that starts a new conversation when a provider has no conversation ids (Gemini, Copilot).
    conversation_gap_minutes: float = 30.0
    #: Rows per chunk for CSV readers.
    csv_chunk_rows: int = 5000
    extra: dict[str, Any] = field(default_factory=dict)
    #: Parallel runs: this process converts only the conversations whose key hashes to ``shard_index``.
    shard_index: int = 0
    shard_count: int = 1

    def owns(self, key: str | None) -> bool:
        """Whether this process converts the conversation with this provider id (always, when not sharded).

        Sharding by a hash of the provider id (not by position) sends every copy of a conversation to the same
        process, so duplicate handling is the same as in a sequential run.
        """
        if self.shard_count <= 1:
            return True
        if not key:
            return self.shard_index == 0
        return zlib.crc32(key.encode("utf-8")) % self.shard_count == self.shard_index


class ImportContext:
    """What the pipeline hands an importer while it reads."""

    def __init__(
        self,
        source: Source,
        report: Reporter,
        options: ImportOptions,
        on_bytes: Callable[[int], None] | None = None,
    ) -> None:
        self.source = source
        self.report = report
        self.options = options
        self._on_bytes = on_bytes
        self.streams: dict[str, HashingStream] = {}

    def open(self, member: Member | str) -> HashingStream:
        """Open a member for one streaming pass; the pipeline reads its digest when the importer is done."""
        name = member if isinstance(member, str) else member.name
        stream = self.source.open(name, self._on_bytes)
        self.streams[name] = stream
        return stream


class PartedBuild(Protocol):
    """Records read in full by one process, whose conversations several forked processes then build, a
    contiguous part each (importers that must see every record before the first conversation: Gemini)."""

    def ready(self) -> EmptyExport | None:
        """Raise what broke the reading; else why there is nothing to build, or None once parts can be built."""

    def part(self, ctx: ImportContext, index: int, count: int) -> Iterator[ImportItem]:
        """In a forked process: part ``index`` of ``count``, reported to ``ctx``; the parts, in order, are what
        ``Importer.read`` yields."""

    def part_counts(self) -> Any:
        """After :meth:`part`: what the reading process needs of this part to finish (picklable)."""

    def finish(self, parts: list[Any]) -> None:
        """In the reading process: every part's counts, in part order (e.g. the notes of the whole export)."""

    def close(self) -> None: ...


class Importer(ABC):
    """Base class of every importer (built-in or third-party)."""

    #: PAM platform name (``provenance.platform``, ``provider.name``).
    platform: ClassVar[str]
    #: ``<provider>-importer/<YYYY.MM>`` - recorded in ``import_metadata.importer_version``.
    importer_version: ClassVar[str]
    #: Written to ``provider.export_format_version``.
    export_format_version: ClassVar[str]
    #: One line for ``pamport importers``.
    description: ClassVar[str]
    #: True when ``read`` honours ``ctx.options.owns`` so the pipeline may run it on several processes.
    supports_sharding: ClassVar[bool] = False
    #: True when ``read_all`` is implemented, so the pipeline may build the conversations on several processes.
    builds_in_parts: ClassVar[bool] = False

    @classmethod
    @abstractmethod
    def sniff(cls, source: Source) -> Claim | None:
        """Return a claim on the members this importer understands, reading at most their first kilobytes."""

    @abstractmethod
    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        """Stream the claimed members and yield items one at a time."""

    def read_all(self, source: Source, claim: Claim, ctx: ImportContext) -> PartedBuild:
        """Read every record (reports go to ``ctx``) and hand back what builds the conversations in parts."""
        raise NotImplementedError(f"{self.importer_version} builds its conversations in one process")
