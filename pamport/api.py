"""The Python API: open a bundle and read it with types, convert an export, without going through the command.

The ``pamport`` command calls the same functions (``convert`` is :func:`pamport.pipeline.run.convert` with keyword
options), so a notebook and the command line cannot disagree. Conversations are read one file at a time, as they
are stored, so a bundle of any size can be walked with flat memory; pandas is imported only by
:meth:`Bundle.memories_frame`.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from pamport.errors import PamportError, SourceError
from pamport.importers.base import ImportOptions
from pamport.input_kind import Kind, describe
from pamport.layout import CONVERSATIONS_DIR
from pamport.pipeline.bundle_io import conversation_files, read_conversation, read_store, store_path
from pamport.pipeline.run import ConvertOptions, ConvertResult
from pamport.schemas.conversation import Conversation
from pamport.schemas.memory_store import ConversationIndexEntry, Memory, MemoryStore, Relation

if TYPE_CHECKING:
    import pandas as pd

    from pamport.rendering import MarkdownResult, RenderResult

#: Columns of :meth:`Bundle.memories_frame`, in order.
MEMORY_COLUMNS = (
    "id",
    "type",
    "status",
    "content",
    "platform",
    "created_at",
    "updated_at",
    "valid_until",
    "confidence",
    "tags",
    "language",
    "extraction_method",
    "conversation_ref",
    "superseded_by",
    "exportable",
)


def _invalid(where: str, exc: ValidationError) -> SourceError:
    first = exc.errors()[0]
    place = ".".join(str(p) for p in first["loc"]) or "(top level)"
    return SourceError(where, f"not a valid PAM file at {place}: {first['msg']}")


@dataclass
class Bundle:
    """A bundle folder (or a lone ``memory-store.json``) opened for reading; nothing is read until asked.

    An encrypted bundle (``NAME.pam.age``) is opened into a folder in memory: ``path`` is that folder and
    ``encrypted`` the file. :meth:`close` (or leaving a ``with`` block, or the object being collected) removes it.
    """

    path: Path
    encrypted: Path | None = None
    _close: Callable[[], None] | None = field(default=None, repr=False, compare=False)

    def close(self) -> None:
        """Remove the plaintext of an encrypted bundle from memory (nothing to do for a folder)."""
        if self._close is not None:
            self._close()
            self._close = None

    def __enter__(self) -> Bundle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @cached_property
    def store(self) -> MemoryStore:
        """The whole memory store as a validated model (memories, relations, conversations index, integrity)."""
        data = read_store(self.path)
        try:
            return MemoryStore.model_validate(data)
        except ValidationError as exc:
            raise _invalid(str(store_path(self.path)), exc) from exc

    @property
    def memories(self) -> list[Memory]:
        """Every memory, whatever its status (filter on ``status == "active"`` for what holds now)."""
        return self.store.memories

    @property
    def relations(self) -> list[Relation]:
        return self.store.relations

    @property
    def conversations_index(self) -> list[ConversationIndexEntry]:
        return self.store.conversations_index

    def memory(self, memory_id: str) -> Memory:
        for memory in self.memories:
            if memory.id == memory_id:
                return memory
        raise KeyError(memory_id)

    def active_memories(self) -> list[Memory]:
        """Memories that hold now: active and exportable (superseded, retracted and hidden ones are left out)."""
        return [m for m in self.memories if m.status == "active" and (m.access is None or m.access.exportable)]

    def conversation_ids(self) -> list[str]:
        """Ids of the conversation files present, in id order (no file is opened)."""
        return [cid for cid, _ in conversation_files(self._folder())]

    def conversations(self) -> Iterator[Conversation]:
        """Every conversation, one file read at a time and validated; earlier ones are not kept."""
        for _, path in conversation_files(self._folder()):
            yield self._load(path)

    def conversation(self, conversation_id: str) -> Conversation:
        path = self._folder() / CONVERSATIONS_DIR / f"{conversation_id}.json"
        if not path.is_file():
            raise KeyError(conversation_id)
        return self._load(path)

    def memories_frame(self) -> pd.DataFrame:
        """One row per memory (columns: :data:`MEMORY_COLUMNS`); times are timezone-aware UTC timestamps."""
        import pandas as pd

        rows: list[dict[str, Any]] = []
        for m in self.memories:
            language = m.metadata.language if m.metadata is not None else None
            rows.append(
                {
                    "id": m.id,
                    "type": m.type if m.type != "custom" else f"custom:{m.custom_type}",
                    "status": m.status,
                    "content": m.content,
                    "platform": m.provenance.platform,
                    "created_at": m.temporal.created_at,
                    "updated_at": m.temporal.updated_at,
                    "valid_until": m.temporal.valid_until,
                    "confidence": m.confidence.current if m.confidence is not None else None,
                    "tags": list(m.tags),
                    "language": language,
                    "extraction_method": m.provenance.extraction_method,
                    "conversation_ref": m.provenance.conversation_ref,
                    "superseded_by": m.temporal.superseded_by,
                    "exportable": m.access.exportable if m.access is not None else True,
                }
            )
        frame = pd.DataFrame(rows, columns=list(MEMORY_COLUMNS))
        for column in ("created_at", "updated_at", "valid_until"):
            frame[column] = pd.to_datetime(frame[column], utc=True, format="ISO8601")
        frame["confidence"] = frame["confidence"].astype("float64")
        return frame

    def _folder(self) -> Path:
        return self.path if self.path.is_dir() else self.path.parent

    @staticmethod
    def _load(path: Path) -> Conversation:
        data = read_conversation(path)
        try:
            return Conversation.model_validate(data)
        except ValidationError as exc:
            raise _invalid(str(path), exc) from exc


def open_bundle(
    path: str | Path, *, identity: str | Path | Sequence[str | Path] | None = None, passphrase: str | None = None
) -> Bundle:
    """Open a bundle folder written by ``pamport convert`` (or any PAM bundle), or a ``memory-store.json``.

    An encrypted bundle (``NAME.pam.age``) needs ``identity`` (age identity files or SSH private keys) or
    ``passphrase``; it is decrypted into memory, never to the disk (see docs/security.md). Use the result in a
    ``with`` block, or call :meth:`Bundle.close`, to free that memory as soon as you are done.
    """
    target = Path(path)
    if describe(target) is Kind.ENCRYPTED:
        return _open_encrypted(target, identity, passphrase)
    if not store_path(target).is_file():
        raise SourceError(str(target), "no memory-store.json here (expected a bundle folder or the store file)")
    return Bundle(target)


def _open_encrypted(
    path: Path, identity: str | Path | Sequence[str | Path] | None, passphrase: str | None
) -> Bundle:
    from pamport.encryption.keys import Keys, read_identities
    from pamport.encryption.memory_folder import memory_folder
    from pamport.encryption.sealing import unseal

    files = [identity] if isinstance(identity, str | Path) else list(identity or ())
    keys = Keys(identities=tuple(i for f in files for i in read_identities(Path(f))), passphrase=passphrase)
    stack = ExitStack()
    folder = stack.enter_context(memory_folder()) / "bundle"
    try:
        folder.mkdir(mode=0o700)
        unseal(path, keys, folder)
    except BaseException:
        stack.close()
        raise
    bundle = Bundle(folder, encrypted=path, _close=stack.close)
    weakref.finalize(bundle, stack.close)
    return bundle


def convert(
    source: str | Path,
    out: str | Path,
    *,
    importer: str | None = None,
    platform: str | None = None,
    extractors: tuple[str, ...] = ("pamport-rules",),
    owner_id: str | None = None,
    gap_minutes: float = 30.0,
    strip_platform_ids: bool = False,
    force: bool = False,
    jobs: int | None = None,
    extractor_options: dict[str, Any] | None = None,
    encrypt_to: Sequence[str] = (),
    passphrase: str | None = None,
) -> ConvertResult:
    """Convert an export (ZIP, folder or file) into a bundle folder at ``out``, exactly like ``pamport convert``.

    ``importer`` forces one (``"chatgpt"``, ``"memory-prompt"``); ``platform`` says which assistant a saved
    memory-prompt answer came from. Returns counts, the run report and the store that was written; open the
    result with :func:`open_bundle`. ``out`` named ``NAME.pam.age`` is written as one encrypted file, to the
    ``encrypt_to`` recipients (``age1...``, SSH public keys, recipient files) or with ``passphrase``.
    """
    from pamport.pipeline.run import convert as run_convert

    base = ConvertOptions() if jobs is None else ConvertOptions(jobs=jobs)
    options = replace(
        base,
        owner_id=owner_id,
        importer=importer,
        extractors=tuple(extractors),
        extractor_options=dict(extractor_options or {}),
        import_options=ImportOptions(
            conversation_gap_minutes=gap_minutes, extra={"platform": platform} if platform else {}
        ),
        strip_platform_ids=strip_platform_ids,
        force=force,
    )
    if not str(out).lower().endswith(".age"):
        if encrypt_to or passphrase:
            raise PamportError(f"{out}: an encrypted bundle is written to a file named NAME.pam.age")
        return run_convert(source, out, options)
    from pamport.encryption.keys import Keys, parse_recipients
    from pamport.encryption.sealing import sealed_folder

    keys = Keys(recipients=tuple(parse_recipients(encrypt_to)), passphrase=None if encrypt_to else passphrase)
    with sealed_folder(Path(out), keys, force=force, inputs=(Path(source),)) as folder:
        result = run_convert(source, folder, replace(options, force=False))
        result.kept_store = result.store  # read back while the plaintext folder still exists
    result.out = Path(out)
    return result


def render(
    bundle: str | Path,
    target: str,
    out: str | Path | None = None,
    *,
    max_chars: int | None = None,
    lang: str = "en",
    as_of: str | None = None,
    all_branches: bool = False,
    force: bool = False,
) -> RenderResult | MarkdownResult:
    """Render a bundle for the next assistant, exactly like ``pamport render``.

    ``target`` is ``claude``, ``chatgpt``, ``gemini`` or ``system-prompt`` (memories as text: returns a
    :class:`~pamport.rendering.RenderResult` with ``text``, ``fields``, ``included``, ``omitted``; the text is
    also written to ``out`` when given), or ``markdown`` (conversations as Markdown files in the folder ``out``:
    returns a :class:`~pamport.rendering.MarkdownResult`).
    """
    from pamport.rendering import render_markdown, render_memories

    if target == "markdown":
        if out is None:
            raise PamportError("render(..., 'markdown') needs out: the folder to write the Markdown files into")
        return render_markdown(Path(bundle), Path(out), all_branches=all_branches, lang=lang, force=force)
    result = render_memories(read_store(Path(bundle)), target, max_chars=max_chars, lang=lang, as_of=as_of)
    if out is not None:
        Path(out).write_text(result.text, encoding="utf-8", newline="\n")
    return result


__all__ = ["MEMORY_COLUMNS", "Bundle", "ConvertResult", "convert", "open_bundle", "render"]
