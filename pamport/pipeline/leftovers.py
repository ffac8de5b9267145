"""What an interrupted run left behind, found and put right by the next run.

A run that is killed can leave: the hidden staging folder of the bundle it was building beside OUT
(``.OUT.pamport-PID-*``), the previous bundle moved aside while the new one was moved in
(``.OUT.pamport-old-PID``; if the kill fell between the two renames, OUT itself is missing), and scratch files in
the temporary folder (``pamport-work-PID-*``, ``pamport-skips-PID-*``) that hold conversation titles and texts.
Every name carries the process id of its run, so a leftover is touched only when that process is gone: two runs
at once never disturb each other. A missing OUT is restored from its old copy; everything else is removed.
Each action is described in one line that the run reports.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

from pamport.pipeline.output_guard import bundle_problem

#: Scratch names in the temporary folder: ``pamport-<kind>-<pid>-<random>``.
_SCRATCH = re.compile(r"^pamport-(?:work|skips)-(\d+)-")


def staging_prefix(out: Path) -> str:
    """Prefix of the staging folder of a run writing ``out`` (``mkdtemp`` adds a random part)."""
    return f".{out.name}.pamport-{os.getpid()}-"


def old_copy(out: Path) -> Path:
    """Where the previous bundle waits while the new one is moved in."""
    return out.with_name(f".{out.name}.pamport-old-{os.getpid()}")


def scratch_prefix(kind: str) -> str:
    """Prefix of a scratch file or folder in the temporary folder (``work`` or ``skips``)."""
    return f"pamport-{kind}-{os.getpid()}-"


def process_alive(pid: int) -> bool:
    """Whether a process with this id exists (a recycled id errs on the safe side: the leftover is kept)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def recover_output(out: Path) -> list[str]:
    """Restore or remove what interrupted runs left beside ``out``; one line per action."""
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        return []
    pattern = re.compile(rf"^\.{re.escape(out.name)}\.pamport-(old-)?(\d+)(-.+)?$")
    notes: list[str] = []
    olds: list[Path] = []
    # names are matched before anything is sorted or built: OUT's folder may hold thousands of bundles (batch runs)
    with os.scandir(parent) as scan:
        matches = sorted((m for e in scan if (m := pattern.match(e.name)) is not None), key=lambda m: m.string)
    for found in matches:
        entry = Path(parent, found.string)
        if process_alive(int(found.group(2))):
            continue
        is_old = found.group(1) is not None and found.group(3) is None
        if is_old:
            olds.append(entry)
        elif found.group(1) is None and found.group(3) is not None:
            _remove(entry)
            notes.append(f"removed {entry}, the unfinished bundle of an interrupted run")
    for entry in olds:
        if not out.exists() and not out.is_symlink():
            os.replace(entry, out)
            notes.append(f"restored {out} from {entry.name}, where an interrupted run had left it")
        elif bundle_problem(entry) is None:
            _remove(entry)
            notes.append(f"removed {entry}, the previous bundle an interrupted run had already replaced")
        else:
            notes.append(f"left {entry} alone: an interrupted run moved it aside and it is not a bundle")
    return notes


def clean_scratch(folder: Path | None = None) -> list[str]:
    """Remove scratch files of dead runs from the temporary folder; one line saying how many, if any."""
    folder = folder or Path(tempfile.gettempdir())
    removed = 0
    try:
        names = os.listdir(folder)  # names, not Paths: a shared temporary folder may hold tens of thousands
    except OSError:
        return []
    for name in names:
        found = _SCRATCH.match(name)
        if found is not None and not process_alive(int(found.group(1))):
            _remove(folder / name)
            removed += 1
    if not removed:
        return []
    return [f"removed {removed} scratch file(s) of interrupted runs from {folder}"]
