"""A private folder in memory, where the plaintext of an encrypted bundle lives while a command works on it.

Every part of pamport reads and writes bundles as folders of files, and a conversion writes many more (staging,
spools of skipped records, SQLite sort buffers, caches). Rather than teach each of them to encrypt, the commands
that handle an encrypted bundle put all of those in one folder on a memory-backed file system (tmpfs, e.g.
``/dev/shm``): the bytes stay in RAM, the folder is private to the user (0700) and removed when the command ends,
and a killed run's folder is removed by the next run (or by the next reboot). It costs memory: the size of the
bundle plus the conversion's work files. The file system must really be in memory: ``/proc/self/mounts`` is read
to check it, and pamport refuses to go on when it cannot be sure (no such file system, or not Linux).
``PAMPORT_MEMORY_DIR`` names another tmpfs or ramfs folder.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pamport.cache_home import rules_cache_folder
from pamport.errors import PamportError
from pamport.pipeline.leftovers import process_alive

#: Environment variable naming the memory-backed folder to use instead of ``/dev/shm``.
MEMORY_DIR_ENV = "PAMPORT_MEMORY_DIR"
_DEFAULT_ROOTS = ("/dev/shm",)
_MEMORY_FS = frozenset({"tmpfs", "ramfs"})
_LEFTOVER = re.compile(r"^pamport-memory-(\d+)-")


class NoMemoryFolder(PamportError):
    """No folder on a memory-backed file system: the plaintext would have to go to a disk."""


def _unescape(field: str) -> str:
    return re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), field)


def file_system_type(path: Path) -> str | None:
    """The type of the file system holding ``path`` (Linux), from the longest mount point above it."""
    try:
        with open("/proc/self/mounts", encoding="utf-8") as fh:
            mounts = [line.split() for line in fh]
    except OSError:
        return None
    real = os.path.realpath(path)
    best, kind = "", None
    for fields in mounts:
        if len(fields) < 3:
            continue
        point = _unescape(fields[1])
        inside = real == point or real.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, fields[2]
    return kind


def memory_root() -> Path:
    """The memory-backed folder to work in, checked; one clear line when there is none."""
    given = os.environ.get(MEMORY_DIR_ENV)
    for candidate in (given,) if given else _DEFAULT_ROOTS:
        root = Path(candidate)
        kind = file_system_type(root) if root.is_dir() else None
        if kind in _MEMORY_FS and os.access(root, os.W_OK | os.X_OK):
            return root
        if given:
            raise NoMemoryFolder(
                f"{MEMORY_DIR_ENV}={given}: is not a writable folder on a memory-backed file system (tmpfs or "
                f"ramfs; found {kind or 'none'}), so the plaintext of the encrypted bundle would reach a disk"
            )
    raise NoMemoryFolder(
        "no memory-backed folder (tmpfs such as /dev/shm) to hold the plaintext of the encrypted bundle while it "
        f"is worked on; set {MEMORY_DIR_ENV} to a tmpfs mount (see docs/security.md)"
    )


def clean_memory_leftovers(root: Path) -> int:
    """Remove the memory folders of runs that were killed (their process is gone); how many."""
    removed = 0
    try:
        entries = list(root.iterdir())
    except OSError:
        return 0
    for entry in entries:
        found = _LEFTOVER.match(entry.name)
        if found is not None and not process_alive(int(found.group(1))) and _owned(entry):
            shutil.rmtree(entry, ignore_errors=True)
            removed += 1
    return removed


def _owned(entry: Path) -> bool:
    """Only the user's own folders are touched (``/dev/shm`` is shared by every user of the machine)."""
    try:
        return entry.stat(follow_symlinks=False).st_uid == os.getuid()
    except OSError:
        return False


class MemoryFull(PamportError):
    """The memory-backed folder ran out of room for the plaintext."""


@contextmanager
def memory_folder() -> Iterator[Path]:
    """A fresh private folder in memory, removed with everything in it when the block ends.

    Running out of room there is reported as such (the plaintext must fit in memory), not as a full disk.
    """
    root = memory_root()
    clean_memory_leftovers(root)
    folder = Path(tempfile.mkdtemp(prefix=f"pamport-memory-{os.getpid()}-", dir=root))
    try:
        yield folder
    except (OSError, PamportError) as exc:
        if str(folder) in f"{exc} {getattr(exc, 'filename', '')}" and _is_full(exc):
            total = shutil.disk_usage(root).total // (1024 * 1024)
            raise MemoryFull(
                f"{root}: the memory-backed folder ({total} MiB) is full: the plaintext of the bundle and the "
                f"work files of the command must fit in memory; free some, or set {MEMORY_DIR_ENV} to a larger tmpfs"
            ) from exc
        raise
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _is_full(exc: BaseException) -> bool:
    current: BaseException | None = exc
    while current is not None:
        if isinstance(current, OSError) and current.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if "no space left" in str(current).lower():
            return True
        current = current.__cause__ or current.__context__
    return False


def swap_warning(swaps: str | None = None) -> str | None:
    """A warning when memory pages may be written to an unencrypted swap device (``/proc/swaps``), else None.

    zram swaps to memory and dm-crypt devices are encrypted; any other active swap may receive plaintext.
    """
    if swaps is None:
        try:
            swaps = Path("/proc/swaps").read_text(encoding="utf-8")
        except OSError:
            return None
    risky = []
    for line in swaps.splitlines()[1:]:
        fields = line.split()
        if not fields:
            continue
        name = _unescape(fields[0])
        device = os.path.realpath(name)
        if Path(device).name.startswith("zram") or _is_dm_crypt(device):
            continue
        risky.append(name)
    if not risky:
        return None
    return (
        f"swap is on ({', '.join(risky)}) and not encrypted: the plaintext held in memory may be written to it "
        "under memory pressure (see docs/security.md)"
    )


def _is_dm_crypt(device: str) -> bool:
    name = Path(device).name
    if not name.startswith("dm-"):
        return False
    try:
        return Path(f"/sys/block/{name}/dm/uuid").read_text(encoding="ascii").startswith("CRYPT-")
    except OSError:
        return False


@contextmanager
def scratch_in(folder: Path) -> Iterator[None]:
    """Send every temporary file of the block (and of the worker processes it starts) into ``folder``.

    The default caches (LLM answers, embedding vectors) go there too, so nothing drawn from the conversations is
    kept on a disk; a cache named on the command line is the user's choice and is used as given. The rules'
    compiled-expression cache holds no text from any export, so it stays where it was: an encrypted run does not
    compile the rules again.
    """
    saved_tempdir = tempfile.tempdir
    saved_env = {name: os.environ.get(name) for name in ("TMPDIR", "XDG_CACHE_HOME", "PAMPORT_CACHE_DIR")}
    rules_cache = rules_cache_folder()
    scratch = folder / "tmp"
    cache = folder / "cache"
    scratch.mkdir(mode=0o700, exist_ok=True)
    cache.mkdir(mode=0o700, exist_ok=True)
    tempfile.tempdir = str(scratch)
    os.environ["TMPDIR"] = str(scratch)
    os.environ["XDG_CACHE_HOME"] = str(cache)
    os.environ["PAMPORT_CACHE_DIR"] = str(rules_cache)
    try:
        yield
    finally:
        tempfile.tempdir = saved_tempdir
        for name, value in saved_env.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
