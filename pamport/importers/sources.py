"""Inputs as a flat list of members: a ZIP, a folder (possibly holding ZIPs), or one file.

Every member is opened as a binary stream that hashes what it reads, so ``import_metadata.source_checksum`` costs no
second pass over a multi-GB file, and that counts bytes for the progress bar.
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from pamport.errors import SourceError

#: Names that are never part of an export (OS litter).
_IGNORED_PARTS = {"__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini"}
HEAD_BYTES = 8192
#: ZIP guards (docs/security.md). Deflate cannot compress better than about 1032:1, so a member claiming more
#: is a decompression bomb (or another method pamport does not need); the totals are far above any real export.
MAX_ZIP_RATIO = 1100
MAX_ZIP_TOTAL_BYTES = 256 * 1024**3
MAX_ZIP_MEMBERS = 1_000_000


@dataclass(frozen=True)
class Member:
    """One file inside a source. ``name`` is a POSIX path relative to the source root."""

    name: str
    size: int
    #: For members of a ZIP nested in a folder: the ZIP's path relative to the folder.
    container: str | None = None
    #: Name inside the ZIP (for ZIP members), else None.
    inner: str | None = None
    #: Position in the ZIP's central directory: a ZIP may hold two members of the same name, each read once.
    position: int | None = None

    @property
    def basename(self) -> str:
        return PurePosixPath(self.name).name

    @property
    def parent(self) -> str:
        return str(PurePosixPath(self.name).parent)


@dataclass(frozen=True)
class MemberSelection:
    """The part of a source that belongs to one account (``convert --split-accounts``).

    ``roots`` are the folders (inside the source) of that account's exports; ``all_roots`` those of every
    account. A member belongs to the deepest root that holds it, so an export in a sub-folder of another's is
    still told apart.
    """

    roots: frozenset[str]
    all_roots: frozenset[str]

    def keeps(self, name: str) -> bool:
        owner = owning_root(name, self.all_roots)
        return owner is not None and owner in self.roots


def owning_root(name: str, roots: frozenset[str]) -> str | None:
    """The deepest of ``roots`` that holds member ``name`` ("" is the source's top), or None."""
    parents = [str(p) for p in PurePosixPath(name).parents]
    for parent in parents:  # deepest first
        key = "" if parent == "." else parent
        if key in roots:
            return key
    return None


class HashingStream(io.RawIOBase):
    """Read-only stream that updates a sha256 and a byte counter with every read."""

    def __init__(self, raw: BinaryIO, on_bytes: Callable[[int], None] | None = None) -> None:
        super().__init__()
        self._raw = raw
        self._sha = hashlib.sha256()
        self.bytes_read = 0
        self._on_bytes = on_bytes

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        data = self._raw.read(-1 if size is None else size)
        if data:
            self._sha.update(data)
            self.bytes_read += len(data)
            if self._on_bytes is not None:
                self._on_bytes(len(data))
        return data

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        return n

    def drain(self) -> None:
        """Read to the end so the digest covers the whole member even if a parser stopped early."""
        while self.read(1 << 20):
            pass

    def hexdigest(self) -> str:
        return self._sha.hexdigest()

    def close(self) -> None:
        try:
            self._raw.close()
        finally:
            super().close()


def _looks_like_zip(path: Path) -> bool:
    """A ``.zip`` name or a ZIP signature, on a file zipfile cannot open."""
    with path.open("rb") as fh:
        return path.suffix.lower() == ".zip" or fh.read(4) == b"PK\x03\x04"


def _duplicate_name(name: str, copy: int) -> str:
    """A unique name for the n-th ZIP member of one name: same file name, in a folder of its own.

    Keeping the file name keeps it recognisable (``user.json`` is still an account file); the folder keeps the
    copies apart, as two exports in two folders are.
    """
    path = PurePosixPath(name)
    return str(path.parent / f"(duplicate {copy})" / path.name)


def _check_zip_limits(file: Path, infos: list[zipfile.ZipInfo]) -> None:
    """Refuse a ZIP whose declared sizes make it a decompression bomb (read sizes never exceed the declared)."""
    if len(infos) > MAX_ZIP_MEMBERS:
        raise SourceError(str(file), f"holds {len(infos)} files; more than {MAX_ZIP_MEMBERS} is not an export")
    total = 0
    for info in infos:
        total += info.file_size
        if info.file_size > 1024 * 1024 and info.file_size > MAX_ZIP_RATIO * max(info.compress_size, 1):
            ratio = info.file_size // max(info.compress_size, 1)
            raise SourceError(
                f"{file}:{info.filename}",
                f"compressed {ratio}:1, more than the {MAX_ZIP_RATIO}:1 any real export reaches (a ZIP bomb?)",
            )
    if total > MAX_ZIP_TOTAL_BYTES:
        raise SourceError(
            str(file), f"unpacks to {total // 1024**3} GiB, more than the {MAX_ZIP_TOTAL_BYTES // 1024**3} GiB limit"
        )


def _ignored(name: str) -> bool:
    parts = PurePosixPath(name).parts
    return any(p in _IGNORED_PARTS or p.startswith("._") for p in parts)


class Source:
    """An export on disk. Cheap to create: lists members, opens nothing until asked."""

    def __init__(self, path: str | Path, select: MemberSelection | None = None) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise SourceError(str(path), "no such file or folder")
        self._members: list[Member] = []
        self._zips: dict[str, zipfile.ZipFile] = {}
        self._infos: dict[str, list[zipfile.ZipInfo]] = {}
        #: What the pipeline should tell the user about the input itself (duplicate names in a ZIP).
        self.notes: list[str] = []
        self._heads: dict[str, bytes] = {}
        #: Password-protected ZIP members: listed (so detection can name them) but never opened.
        self._encrypted: set[str] = set()
        if self.path.is_dir():
            self.kind = "folder"
            self._scan_folder()
        elif zipfile.is_zipfile(self.path):
            self.kind = "zip"
            self._scan_zip(self.path, container=None, prefix="")
        elif _looks_like_zip(self.path):
            raise SourceError(str(path), "a damaged or incomplete ZIP archive (was the download cut short?)")
        else:
            self.kind = "file"
            self._members.append(Member(name=self.path.name, size=self.path.stat().st_size))
        if select is not None:
            self._members = [m for m in self._members if select.keeps(m.name)]
        self._members.sort(key=lambda m: m.name)
        self._by_name = {m.name: m for m in self._members}

    @classmethod
    def of_files(cls, root: str | Path, names: list[str]) -> Source:
        """A view of some loose files under ``root``, named relative to it (ZIPs are not opened).

        Batch discovery sniffs one folder at a time this way: the names keep their path (importers read folder
        names such as "Gemini Apps"), and no head of another folder is read or cached.
        """
        view = cls.__new__(cls)
        view.path = Path(root)
        view.kind = "folder"
        view._zips = {}
        view._heads = {}
        view._encrypted = set()
        view._members = sorted(
            (Member(name=n, size=(view.path / n).stat().st_size) for n in names if not _ignored(n)),
            key=lambda m: m.name,
        )
        view._by_name = {m.name: m for m in view._members}
        return view

    @property
    def display(self) -> str:
        return str(self.path)

    def _scan_folder(self) -> None:
        for file in sorted(self.path.rglob("*")):
            if not file.is_file():
                continue
            rel = file.relative_to(self.path).as_posix()
            if _ignored(rel):
                continue
            if file.suffix.lower() == ".zip" and zipfile.is_zipfile(file):
                self._scan_zip(file, container=rel, prefix=rel + "/")
            else:
                self._members.append(Member(name=rel, size=file.stat().st_size))

    def _scan_zip(self, file: Path, container: str | None, prefix: str) -> None:
        try:
            zf = zipfile.ZipFile(file)
            infos = zf.infolist()
        except (zipfile.BadZipFile, OSError) as exc:
            raise SourceError(str(file), f"cannot read ZIP archive ({exc})") from exc
        self._zips[container or ""] = zf
        _check_zip_limits(file, infos)
        self._infos[container or ""] = infos
        seen: dict[str, int] = {}
        for position, info in enumerate(infos):
            if info.is_dir() or _ignored(info.filename):
                continue
            name = prefix + info.filename
            seen[name] = seen.get(name, 0) + 1
            if seen[name] > 1:
                name = _duplicate_name(name, seen[name])
                self.notes.append(
                    f"{file}: the ZIP holds {seen[prefix + info.filename]} members named {info.filename!r}; "
                    f"each is read once (copy {seen[prefix + info.filename]} as {name!r})"
                )
            if info.flag_bits & 0x1:
                self._encrypted.add(name)
            self._members.append(
                Member(
                    name=name,
                    size=info.file_size,
                    container=container or "",
                    inner=info.filename,
                    position=position,
                )
            )

    def members(self) -> list[Member]:
        return list(self._members)

    def member(self, name: str) -> Member:
        return self._by_name[name]

    def __iter__(self) -> Iterator[Member]:
        return iter(self._members)

    def is_encrypted(self, member: Member | str) -> bool:
        return (member if isinstance(member, str) else member.name) in self._encrypted

    def _open_raw(self, member: Member) -> BinaryIO:
        if member.name in self._encrypted:
            raise SourceError(
                f"{self.display}:{member.name}",
                "this ZIP member is encrypted (password-protected); unzip the export with its password first",
            )
        try:
            if member.inner is not None:
                zf = self._zips[member.container or ""]
                target = self._infos[member.container or ""][member.position] if member.position is not None else None
                return zf.open(target or member.inner)  # type: ignore[return-value]
            if self.kind == "file":
                return self.path.open("rb")
            return (self.path / member.name).open("rb")
        except (OSError, KeyError, zipfile.BadZipFile) as exc:
            raise SourceError(f"{self.display}:{member.name}", f"cannot open ({exc})") from exc

    def open(self, member: Member | str, on_bytes: Callable[[int], None] | None = None) -> HashingStream:
        """Open a member for streaming; the returned stream hashes and counts what is read."""
        m = self._by_name[member] if isinstance(member, str) else member
        return HashingStream(self._open_raw(m), on_bytes)

    def head(self, member: Member | str, size: int = HEAD_BYTES) -> bytes:
        """The first bytes of a member (cached): all that ``sniff`` may look at."""
        m = self._by_name[member] if isinstance(member, str) else member
        cached = self._heads.get(m.name)
        if cached is None or len(cached) < min(size, m.size):
            with self._open_raw(m) as fh:
                cached = fh.read(size)
            self._heads[m.name] = cached
        return cached[:size]

    def head_text(self, member: Member | str, size: int = HEAD_BYTES) -> str:
        """The head decoded as UTF-8 (BOM removed, a cut multi-byte character ignored)."""
        data = self.head(member, size)
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        return data.decode("utf-8", errors="ignore")

    def modified_at(self, member: Member | str) -> str:
        """When a member was last written (UTC, whole seconds): the only time some inputs carry."""
        m = self._by_name[member] if isinstance(member, str) else member
        if m.inner is not None:
            info = self._zips[m.container or ""].getinfo(m.inner)
            moment = datetime(*info.date_time, tzinfo=UTC)  # ZIP times carry no zone
        else:
            path = self.path if self.kind == "file" else self.path / m.name
            moment = datetime.fromtimestamp(int(path.stat().st_mtime), tz=UTC)
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")

    def close(self) -> None:
        for zf in self._zips.values():
            zf.close()
        self._zips.clear()

    def __enter__(self) -> Source:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
