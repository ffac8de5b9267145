"""Making a finished bundle survive a power cut: its bytes reach the disk before the renames that publish it.

Without this a crash right after the rename can leave a folder named OUT whose files are empty or truncated,
while the previous bundle is already gone.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path


def fsync_path(path: Path) -> None:
    """Flush one file or folder entry to the disk (folders: the names they hold)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) if path.is_dir() else os.O_RDONLY
    fd = os.open(path, flags)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _syncfs(root: Path) -> bool:
    """Flush the whole file system holding ``root`` in one call (Linux ``syncfs``); False where unavailable.

    One call instead of one ``fsync`` per conversation file: on some file systems each ``fsync`` costs
    milliseconds even when nothing is dirty, which adds up to minutes for a large export.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        syncfs = ctypes.CDLL(None, use_errno=True).syncfs
    except (OSError, AttributeError):
        return False
    fd = os.open(root, os.O_RDONLY)
    try:
        return bool(syncfs(fd) == 0)
    finally:
        os.close(fd)


def fsync_tree(root: Path) -> None:
    """Flush every file and folder under ``root`` (and ``root`` itself) to the disk."""
    if _syncfs(root):
        return
    for folder, _dirs, files in os.walk(root, topdown=False):
        for name in files:
            fsync_path(Path(folder, name))
        fsync_path(Path(folder))


def fsync_parent(path: Path) -> None:
    """Flush the folder holding ``path`` so a rename into it is on the disk."""
    fsync_path(Path(os.path.abspath(path)).parent)


def write_file_atomically(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Write ``path`` whole or not at all, with ``mode`` from the first byte (a key is never world-readable)."""
    tmp = path.with_name(f".{path.name}.pamport-{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_parent(path)
