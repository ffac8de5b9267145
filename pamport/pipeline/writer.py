"""All file writing of a bundle, in one place.

A bundle is built in a hidden staging folder beside the output and renamed into place only when complete, so an
interrupted run never leaves a folder that looks like a finished bundle. Conversation files are written as soon as
they are read (memory stays flat); their ``source_checksum`` is not known until the source member has been read to
the end, so each file is written with a fixed-width placeholder that is patched in place afterwards.
"""

from __future__ import annotations

import json
import marshal
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic_core import PydanticSerializationError

from pamport.errors import OutputExists, OutputFailed, OutputRefused, PamportError
from pamport.importers.depth_guard import MAX_DEPTH, TOO_DEEP
from pamport.importers.spool import SortSpool
from pamport.jsonio import dumps_bytes
from pamport.layout import CONVERSATIONS_DIR, STORE_FILE
from pamport.pipeline.duplicates import CopyFacts
from pamport.pipeline.durable import fsync_parent, fsync_tree
from pamport.pipeline.leftovers import clean_scratch, old_copy, recover_output, scratch_prefix, staging_prefix
from pamport.pipeline.output_guard import bundle_problem, check_output, output_errors
from pamport.pipeline.store_text import write_store_text
from pamport.schemas.conversation import Conversation, ImportMetadata

PLACEHOLDER_CHECKSUM = "sha256:" + "0" * 64
_TOO_DEEP_BYTES = json.dumps(TOO_DEEP).strip('"').encode("ascii")


class UnwritableRecord(ValueError):
    """One conversation cannot be written (over a limit, or not text); the pipeline skips and reports it."""
_PLACEHOLDER_BYTES = PLACEHOLDER_CHECKSUM.encode("ascii")


def conversation_file(conversations_dir: Path, conversation_id: str) -> Path:
    """Where a conversation's file lives: ``conversations/<id>.json`` (the index's storage ref says the same)."""
    return conversations_dir / f"{conversation_id}.json"


def index_entry(conversation: Conversation, file_name: str) -> dict[str, Any]:
    """The conversations-index entry of a conversation written as ``file_name``: the dict that
    ``ConversationIndexEntry(...).to_json_dict()`` gives, built directly (once per conversation; the values
    come from a valid conversation, and ``tests/test_index_entry.py`` checks the two agree)."""
    temporal = conversation.temporal
    return {
        "id": conversation.id,
        "platform": conversation.provider.name,
        "title": conversation.title,
        "message_count": len(conversation.messages),
        "temporal": {"created_at": temporal.created_at, "updated_at": temporal.updated_at},
        "tags": list(conversation.tags),
        "derived_memories": [],
        "storage": {"type": "file", "ref": f"{CONVERSATIONS_DIR}/{file_name}", "format": "json"},
    }


def conversation_json(conversation: Conversation) -> bytes:
    """``conversation.model_dump_json(by_alias=True).encode("utf-8")``, without the round trip through ``str``.

    ``model_dump_json`` is the serialiser's UTF-8 bytes decoded; encoding them again cost as much as writing
    the file's JSON on a conversation with any non-ASCII character (a title cut with "…").
    ``tests/test_conversation_json.py`` checks the two agree.
    """
    return conversation.__pydantic_serializer__.to_json(conversation, by_alias=True)


class ConversationSink:
    """Writes conversation files into the staging folder: one sink per process of a run.

    Besides the files it keeps, on disk, the index entries it wrote and the placeholders still to patch, so that
    memory does not grow with the number of conversations.
    """

    def __init__(self, conversations_dir: Path, work: Path) -> None:
        self.dir = conversations_dir
        #: The folder as text: the paths of its files are joined as strings, once per conversation.
        self._dir_text = os.fspath(conversations_dir)
        self.work = work
        work.mkdir(parents=True, exist_ok=True)
        #: The index entries, one :mod:`marshal` record each (this process's own scratch file, read back once).
        self.index_path = work / "index.marshal"
        self._index = self.index_path.open("wb")
        self._patch_path = work / "patches.tsv"
        self._patches = self._patch_path.open("w", encoding="utf-8")
        self.conversations_written = 0
        self.messages_written = 0
        self._metadata_given: ImportMetadata | None = None
        self._metadata_written: ImportMetadata | None = None
        #: Replaced copies: earlier patch lines (by file name) and index lines (by id) that no longer apply.
        self._stale_patches: Counter[str] = Counter()
        self._stale_index: Counter[str] = Counter()

    def conversation_path(self, conversation_id: str) -> Path:
        return conversation_file(self.dir, conversation_id)

    def _path_text(self, conversation_id: str) -> str:
        return f"{self._dir_text}/{conversation_id}.json"

    def has_conversation(self, conversation_id: str) -> bool:
        return os.path.exists(self._path_text(conversation_id))

    def write_conversation(self, conversation: Conversation, metadata: ImportMetadata, member_key: str) -> None:
        """Write one conversation file now; its checksum is patched when ``member_key`` has been read fully."""
        if metadata is not self._metadata_given:  # one copy per member read, not per conversation
            self._metadata_given = metadata
            self._metadata_written = metadata.model_copy(update={"source_checksum": PLACEHOLDER_CHECKSUM})
        conversation.import_metadata = self._metadata_written
        try:
            data = conversation_json(conversation) + b"\n"
        except (PydanticSerializationError, ValueError, RecursionError) as exc:
            if "surrogates not allowed" in str(exc):
                raise UnwritableRecord("holds a lone surrogate (an unpaired \\uD800-\\uDFFF escape), not text") from exc
            raise UnwritableRecord("cannot be written as JSON (nested too deeply or too large)") from exc
        if _TOO_DEEP_BYTES in data:
            raise UnwritableRecord(f"holds a value nested deeper than {MAX_DEPTH} levels (limit of pamport)")
        name = f"{conversation.id}.json"
        offset = data.rfind(_PLACEHOLDER_BYTES)
        with open(f"{self._dir_text}/{name}", "wb") as fh:
            fh.write(data)
        self._patches.write(f"{member_key}\t{name}\t{offset}\n")
        marshal.dump(index_entry(conversation, name), self._index)
        self.conversations_written += 1
        self.messages_written += len(conversation.messages)

    def copy_facts(self, conversation_id: str) -> CopyFacts | None:
        """What the copy already written says about itself (to judge a second copy of the same conversation)."""
        try:
            data = json.loads(self.conversation_path(conversation_id).read_bytes())
            temporal, meta = data["temporal"], data["import_metadata"]
            return CopyFacts(
                updated=str(temporal.get("updated_at") or temporal["created_at"]),
                messages=len(data["messages"]),
                member=str(meta["source_file"]),
                importer_version=str(meta["importer_version"]),
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def replace_conversation(self, conversation: Conversation, metadata: ImportMetadata, member_key: str) -> None:
        """Write a newer copy over the file of an older one written by this sink (its index entry goes too)."""
        facts = self.copy_facts(conversation.id)
        path = self.conversation_path(conversation.id)
        self._stale_patches[path.name] += 1
        self._stale_index[conversation.id] += 1
        self.conversations_written -= 1
        self.messages_written -= facts.messages if facts is not None else 0
        self.write_conversation(conversation, metadata, member_key)

    def patch_checksums(self, digests: dict[str, str], resolve: Callable[[str], str]) -> None:
        """Replace every pending placeholder; members not in ``digests`` are hashed through ``resolve``."""
        self._patches.close()
        with self._patch_path.open(encoding="utf-8") as fh:
            for line in fh:
                key, name, offset = line.rstrip("\n").split("\t")
                if self._stale_patches[name] > 0:  # the file was rewritten by a newer copy since
                    self._stale_patches[name] -= 1
                    continue
                if key not in digests:
                    digests[key] = resolve(key)
                checksum = f"sha256:{digests[key]}".encode("ascii")
                fd = os.open(f"{self._dir_text}/{name}", os.O_WRONLY)
                try:
                    if os.pwrite(fd, checksum, int(offset)) != len(checksum):
                        raise OSError(f"short write patching {name}")
                finally:
                    os.close(fd)
        self._patches = self._patch_path.open("w", encoding="utf-8")

    def close(self) -> None:
        for fh in (self._index, self._patches):
            if not fh.closed:
                fh.close()
        if +self._stale_index:
            self._drop_stale_index()

    def _drop_stale_index(self) -> None:
        """Rewrite the index without the entries of replaced copies (the earlier lines of each id)."""
        kept = self.index_path.with_suffix(".kept")
        with kept.open("wb") as dst:
            for entry in index_entries(self.index_path):
                cid = entry["id"]
                if self._stale_index[cid] > 0:
                    self._stale_index[cid] -= 1
                    continue
                marshal.dump(entry, dst)
        os.replace(kept, self.index_path)


def index_entries(path: Path) -> Iterator[dict[str, Any]]:
    """The entries of a sink's index file, in the order written."""
    with path.open("rb") as fh:
        while True:
            try:
                entry = marshal.load(fh)
            except EOFError:
                return
            yield entry


def sorted_index(index_files: list[Path], spool_dir: Path) -> Iterator[dict[str, Any]]:
    """All index entries of a run, oldest conversation first (ties by id).

    A fixed order that does not depend on how many processes wrote the files, nor on the order of the export.
    """
    with SortSpool(spool_dir, binary=True) as spool:
        for path in index_files:
            for entry in index_entries(path):
                spool.add("", f"{entry['temporal']['created_at']}\t{entry['id']}", entry)
        for _, _, entry in spool.sorted_items():
            yield entry


class BundleWriter:
    """Stages a bundle and commits it atomically.

    Before anything is created it puts right what interrupted runs left beside ``out`` and in the temporary
    folder (``recovered`` and ``cleaned`` say what was done) and checks the output (:func:`check_output`): an
    existing ``out`` is replaced only with ``force`` and only when it is a bundle pamport wrote; ``inputs`` are
    never touched.
    """

    def __init__(
        self,
        out: Path,
        force: bool = False,
        inputs: Iterable[Path] = (),
        replace_ok: Iterable[Path] = (),
    ) -> None:
        self.out = out
        self.force = force
        self.recovered = recover_output(out)
        self.cleaned = clean_scratch()
        try:
            check_output(out, force=force, inputs=inputs, replace_ok=replace_ok)
        except PamportError as exc:  # say what was put right even when the run stops here
            if self.recovered:
                exc.args = (f"{exc} (first: {'; '.join(self.recovered)})",)
            raise
        with output_errors(out):
            out.parent.mkdir(parents=True, exist_ok=True)
            self.staging = Path(tempfile.mkdtemp(prefix=staging_prefix(out), dir=out.parent))
            try:
                self.conversations_dir = self.staging / CONVERSATIONS_DIR
                self.conversations_dir.mkdir()
                self.work = Path(tempfile.mkdtemp(prefix=scratch_prefix("work")))
            except BaseException:
                shutil.rmtree(self.staging, ignore_errors=True)
                raise
        self._work_dirs = 0

    def new_work_dir(self) -> Path:
        """A private scratch folder for one conversation sink (one per process and importer)."""
        self._work_dirs += 1
        path = self.work / f"sink-{self._work_dirs}"
        path.mkdir()
        return path

    def has_conversation(self, conversation_id: str) -> bool:
        return conversation_file(self.conversations_dir, conversation_id).exists()

    # -- other files ---------------------------------------------------------------------------------------------

    def write_json(self, name: str, obj: Any) -> Path:
        path = self.staging / name
        path.write_bytes(dumps_bytes(obj))
        return path

    def write_store(
        self,
        store: dict[str, Any],
        index: Iterator[dict[str, Any]],
        fill: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    ) -> Path:
        """Write ``memory-store.json`` with the (possibly huge) conversations index streamed in.

        The memories are written one at a time too (the bytes :func:`dumps_bytes` gives for the whole store), so
        that the text of the whole store is never held at once; ``fill`` completes each one as it is written.
        """
        path = self.staging / STORE_FILE
        with path.open("w", encoding="utf-8") as fh:
            write_store_text(fh, store, index, fill)
        return path

    # -- commit / abort ------------------------------------------------------------------------------------------

    def commit(self) -> Path:
        """Move the staged bundle into place once its bytes are on the disk.

        An existing ``out`` (``force`` only, and only a pamport bundle: checked again, it may have changed during
        the run) is moved aside first and removed last; a run killed between the two renames leaves it as
        ``.OUT.pamport-old-PID``, which the next run restores.
        """
        shutil.rmtree(self.work, ignore_errors=True)
        with output_errors(self.out):
            fsync_tree(self.staging)
            old: Path | None = None
            if self.out.exists() or self.out.is_symlink():
                problem = None if self.force else "exists"
                problem = problem or bundle_problem(self.out)
                if problem is not None:
                    self.abort()
                    if not self.force:
                        raise OutputExists(str(self.out))
                    raise OutputRefused(str(self.out), f"{problem}; --force replaces only a bundle written by pamport")
                old = old_copy(self.out)
                os.replace(self.out, old)
            try:
                os.replace(self.staging, self.out)
            except OSError as exc:
                if old is not None:
                    os.replace(old, self.out)
                raise OutputFailed(str(self.out), f"cannot move the bundle into place ({exc.strerror})") from exc
            fsync_parent(self.out)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
        return self.out

    def abort(self) -> None:
        shutil.rmtree(self.work, ignore_errors=True)
        shutil.rmtree(self.staging, ignore_errors=True)
