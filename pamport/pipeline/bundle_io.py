"""Reading and rewriting the memory store of an existing bundle (for diff, merge and incremental exports).

The conversion itself writes through :mod:`pamport.pipeline.writer`; these helpers serve the commands that
work on bundles already on disk. Writes are atomic (a temporary file in the same folder renamed over the
target) so an interrupted merge never leaves a half-written ``memory-store.json`` behind.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pamport.errors import IntegrityError, SourceError
from pamport.jsonio import load_path
from pamport.layout import CONVERSATIONS_DIR, STORE_FILE
from pamport.pipeline.store_text import write_store_text
from pamport.schemas.canonical import integrity_checksum

__all__ = ["CONVERSATIONS_DIR", "STORE_FILE"]


def store_path(path: Path) -> Path:
    """A bundle folder or a memory-store file given directly."""
    return path / STORE_FILE if path.is_dir() else path


def read_store(path: Path) -> dict[str, Any]:
    """The memory store of a bundle (folder) or a ``memory-store.json`` path, checked for its basic shape."""
    target = store_path(path)
    try:
        data = load_path(target)
    except FileNotFoundError as exc:
        reason = "no memory store here (expected a bundle folder or memory-store.json)"
        raise SourceError(str(target), reason) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SourceError(str(target), f"cannot read the memory store ({exc})") from exc
    except json.JSONDecodeError as exc:
        raise SourceError(str(target), f"not valid JSON (line {exc.lineno}, column {exc.colno})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise SourceError(str(target), "not a PAM memory store (no 'memories' array)")
    return data


def check_integrity(store: dict[str, Any], where: str) -> None:
    """Refuse to build on a store whose memories do not match its own checksum (spec §15)."""
    block = store.get("integrity")
    if not isinstance(block, dict):
        return
    memories = store["memories"]
    declared = block.get("total_memories")
    if declared != len(memories):
        raise IntegrityError(f"{where}: integrity.total_memories is {declared}; {len(memories)} are present")
    actual = integrity_checksum(memories)
    if block.get("checksum") != actual:
        raise IntegrityError(f"{where}: integrity.checksum does not match the memories ({actual})")


def write_store(path: Path, store: dict[str, Any]) -> Path:
    """Write a memory store atomically in the layout ``convert`` gives it; ``path`` may be a folder."""
    target = store_path(path) if path.is_dir() else path
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            write_store_text(fh, store, store.get("conversations_index"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def conversation_files(bundle: Path) -> Iterator[tuple[str, Path]]:
    """(conversation id, file) for every conversation file of a bundle folder, in id order."""
    folder = bundle / CONVERSATIONS_DIR
    if not bundle.is_dir() or not folder.is_dir():
        return
    for path in sorted(folder.glob("*.json")):
        yield path.stem, path


def read_conversation(path: Path) -> dict[str, Any]:
    """One conversation file (files are per conversation, so loading one at a time keeps memory flat)."""
    try:
        data = load_path(path)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(str(path), f"cannot read the conversation file ({exc})") from exc
    if not isinstance(data, dict):
        raise SourceError(str(path), "not a PAM conversation file")
    return data
