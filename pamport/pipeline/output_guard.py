"""What a command may write or replace, decided before any work starts.

A wrong ``-o`` must never cost a person their files: an existing output is replaced (``--force``) only when it is
recognisably a bundle pamport wrote, never when it is, holds or lies inside an input. The output's parent is
checked too, so that a read-only disk or a file standing where a folder should be is reported in a second rather
than after an hour of conversion. Failures the machine reports later (disk full) become one line naming the path.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from pamport.errors import OutputExists, OutputFailed, OutputRefused
from pamport.layout import CONVERSATIONS_DIR, STORE_FILE

#: The store's last bytes hold its sorted tail keys; pamport's own stores always end with this key in them.
_STORE_MARK = b'"schema": "portable-ai-memory"'
_TAIL_BYTES = 16384

#: errno values that mean "the machine, not pamport": reported as one line naming the path (exit 2).
ENVIRONMENT_ERRNOS = frozenset(
    {
        errno.EACCES,
        errno.EPERM,
        errno.EROFS,
        errno.ENOENT,  # the output's folder vanished, or a file system (/proc, /sys) that takes no new files
        errno.ENOSPC,
        errno.EDQUOT,
        errno.ENOTDIR,
        errno.EISDIR,
        errno.EEXIST,
        errno.ENAMETOOLONG,
        errno.EIO,
        errno.EFBIG,
        errno.EMFILE,
        errno.ENFILE,
    }
)


def _resolved(path: Path) -> Path:
    return Path(os.path.abspath(path)).resolve()


def bundle_problem(path: Path) -> str | None:
    """Why ``path`` is not a bundle pamport wrote (and so may not be replaced), or None when it is one.

    A pamport bundle is a real folder (no symbolic link anywhere in it) holding ``memory-store.json`` whose tail
    carries ``"schema": "portable-ai-memory"``, any other ``*.json`` files, and a ``conversations`` folder of
    ``*.json`` files only. A folder with anything else in it is someone's folder, whatever else it holds.
    """
    if path.is_symlink():
        return "is a symbolic link, not a bundle folder"
    if not path.is_dir():
        return "is a file, not a bundle folder"
    store = path / STORE_FILE
    if store.is_symlink() or not store.is_file():
        return f"is not a pamport bundle (no {STORE_FILE})"
    for entry in os.scandir(path):
        if entry.name == CONVERSATIONS_DIR and entry.is_dir(follow_symlinks=False):
            for inner in os.scandir(entry.path):
                if not (inner.is_file(follow_symlinks=False) and inner.name.endswith(".json")):
                    return f"is not a pamport bundle ({CONVERSATIONS_DIR}/{inner.name} is not a conversation file)"
        elif not (entry.is_file(follow_symlinks=False) and entry.name.endswith(".json")):
            return f"is not a pamport bundle (it holds {entry.name!r}, which no bundle has)"
    with store.open("rb") as fh:
        size = fh.seek(0, os.SEEK_END)
        fh.seek(max(0, size - _TAIL_BYTES))
        tail = fh.read()
    if _STORE_MARK not in tail:
        return f"is not a pamport bundle ({STORE_FILE} is not a PAM memory store)"
    return None


def check_not_overlapping(out: Path, inputs: Iterable[Path], same_ok: Iterable[Path] = ()) -> None:
    """Refuse an output that is an input, holds one, or lies inside one (``same_ok``: inputs OUT may equal)."""
    target = _resolved(out)
    allowed = {_resolved(p) for p in same_ok}
    for given in inputs:
        source = _resolved(given)
        if target == source:
            if source in allowed:
                continue
            raise OutputRefused(str(out), f"is the input {given}; write the output somewhere else")
        if source.is_relative_to(target):
            raise OutputRefused(str(out), f"holds the input {given}; write the output somewhere else")
        if target.is_relative_to(source):
            raise OutputRefused(str(out), f"lies inside the input {given}; write the output somewhere else")


def check_parent(out: Path) -> None:
    """The nearest existing ancestor of ``out`` must be a writable folder (the rest is created on the way)."""
    ancestor = Path(os.path.abspath(out)).parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        if ancestor.is_symlink():
            raise OutputFailed(str(ancestor), "is a broken symbolic link, so the output cannot be created under it")
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise OutputFailed(str(ancestor), "is a file where a folder should be, so the output cannot be created")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise OutputFailed(str(ancestor), "is not writable (read-only file system or no permission)")


def check_output(out: Path, *, force: bool, inputs: Iterable[Path] = (), replace_ok: Iterable[Path] = ()) -> None:
    """Everything about an output folder that can be known before the work starts.

    ``inputs`` are paths the command reads; ``replace_ok`` are inputs that OUT may be (``convert -o B --base B``
    updates B in place, and still only with ``--force``).
    """
    check_not_overlapping(out, inputs, replace_ok)
    if out.exists() or out.is_symlink():
        if not force:
            raise OutputExists(str(out))
        problem = bundle_problem(out)
        if problem is not None:
            raise OutputRefused(str(out), f"{problem}; --force replaces only a bundle written by pamport")
    check_parent(out)


def check_key_output(out: Path, *, force: bool) -> None:
    """``keygen``: an existing file is replaced (``--force``) only when it is a PEM private key."""
    if out.exists() or out.is_symlink():
        if not force:
            raise OutputExists(str(out))
        if out.is_symlink() or not out.is_file():
            raise OutputRefused(str(out), "is not a key file; --force replaces only a PEM private key")
        with out.open("rb") as fh:
            head = fh.read(64)
        if not (head.startswith(b"-----BEGIN ") and b"PRIVATE KEY-----" in head):
            raise OutputRefused(str(out), "is not a PEM private key; --force replaces only a private key file")
    check_parent(out)


def environment_failure(exc: OSError, fallback: Path | str) -> OutputFailed | None:
    """The one-line error for an OSError the machine caused, or None for anything else (a bug stays a bug)."""
    if exc.errno not in ENVIRONMENT_ERRNOS:
        return None
    where = exc.filename if exc.filename is not None else fallback
    reason = exc.strerror or str(exc)
    if exc.errno == errno.ENOSPC:
        reason = "no space left on the device; nothing was written"
    return OutputFailed(str(os.fsdecode(where)), reason)


@contextmanager
def output_errors(fallback: Path | str) -> Iterator[None]:
    """Turn an environment OSError raised inside the block into :class:`OutputFailed` naming the path."""
    try:
        yield
    except OSError as exc:
        failure = environment_failure(exc, fallback)
        if failure is None:
            raise
        raise failure from exc
