"""The plaintext inside an encrypted bundle: a tar stream of the bundle folder, the same bytes for the same files.

Format: POSIX tar (pax), members named relative to the bundle folder (``memory-store.json``,
``conversations/<id>.json``, ...), depth first, each folder before what it holds, names sorted byte-wise;
every member has mtime 0, uid/gid 0, no user or group name, mode 0644 (files) or 0755 (folders). Only regular
files and folders go in: a link or special file is refused, as it is in a bundle. Reading takes the stream as it
comes (no seeking, so it can be read while it is decrypted) and refuses absolute names, ``..``, links, duplicates
and special members, so a hostile archive cannot write outside the folder it is opened into.
"""

from __future__ import annotations

import os
import shutil
import stat
import tarfile
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from pamport.errors import PathError

_CHUNK = 1 << 20


class ContainerError(PathError):
    """The folder cannot be packed, or the decrypted stream is not a bundle archive pamport can open."""


def _members(folder: Path, prefix: str = "") -> Iterator[tuple[str, Path, bool]]:
    """``(name, path, is_folder)`` for everything under ``folder``, depth first, names sorted byte-wise."""
    with os.scandir(folder) as scan:
        entries = sorted(scan, key=lambda e: e.name.encode("utf-8", "surrogateescape"))
    for entry in entries:
        name = prefix + entry.name
        mode = entry.stat(follow_symlinks=False).st_mode
        if stat.S_ISDIR(mode):
            yield name, Path(entry.path), True
            yield from _members(Path(entry.path), name + "/")
        elif stat.S_ISREG(mode):
            yield name, Path(entry.path), False
        else:
            raise ContainerError(str(entry.path), "is a link or special file; a bundle holds only files")


def _info(name: str, size: int, is_folder: bool) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.mtime = 0
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    if is_folder:
        info.type, info.mode = tarfile.DIRTYPE, 0o755
    else:
        info.size, info.mode = size, 0o644
    return info


def write_tar(folder: Path, sink: BinaryIO) -> int:
    """Stream the bundle folder into ``sink`` (written once, never sought); the number of files."""
    files = 0
    with tarfile.open(fileobj=sink, mode="w|", format=tarfile.PAX_FORMAT) as tar:
        for name, path, is_folder in _members(folder):
            if is_folder:
                tar.addfile(_info(name, 0, True))
                continue
            with path.open("rb") as fh:
                size = os.fstat(fh.fileno()).st_size
                tar.addfile(_info(name, size, False), fh)
            files += 1
    return files


def _safe_name(name: str, where: str) -> PurePosixPath:
    path = PurePosixPath(name)
    if not name or path.is_absolute() or any(part in ("", ".", "..") for part in name.rstrip("/").split("/")):
        raise ContainerError(where, f"holds a member named {name!r} outside the bundle; refused")
    if "\\" in name or "\x00" in name:
        raise ContainerError(where, f"holds a member named {name!r} that no bundle has; refused")
    return path


def extract_tar(source: BinaryIO, into: Path, where: str) -> int:
    """Unpack the stream into the existing folder ``into`` (files mode 0600); the number of files."""
    files = 0
    try:
        with tarfile.open(fileobj=source, mode="r|") as tar:
            for member in tar:
                relative = _safe_name(member.name, where)
                target = into.joinpath(*relative.parts)
                if member.isdir():
                    target.mkdir(mode=0o700, parents=True, exist_ok=True)
                    continue
                if not member.isfile():
                    raise ContainerError(where, f"holds {member.name!r}, a link or special file; refused")
                target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                reader = tar.extractfile(member)
                if reader is None:  # pragma: no cover - isfile() members always have data
                    raise ContainerError(where, f"holds {member.name!r} without data")
                try:
                    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
                except FileExistsError as exc:
                    raise ContainerError(where, f"holds {member.name!r} twice; refused") from exc
                with os.fdopen(fd, "wb") as out, reader:
                    shutil.copyfileobj(reader, out, _CHUNK)
                files += 1
    except tarfile.TarError as exc:
        raise ContainerError(where, f"its content is not a bundle archive ({exc})") from exc
    return files
