"""The rules' regular expressions, compiled once per machine instead of once per run.

The rules hold about 1,100 expressions, several of them alternations of thousands of words; compiling them is
most of the half second every extracting run (and every worker it forks) paid before reading one message. What
``re`` spends that time on is turning the pattern text into the engine's code, a list of integers that depends
only on the text, the flags and the interpreter. This module keeps that code in a file under the user's cache
directory and hands it back to the engine directly: from the file, the same 1,100 expressions take about 20 ms.

Nothing is trusted that the interpreter did not produce itself:
- a pattern missing from the cache is compiled by the same steps ``re.compile`` takes; the first few of every
  process are also compiled by ``re.compile`` and must compare equal (``Pattern.__eq__`` compares the pattern,
  its flags and its whole code), or the cache is off for that process (tests/test_regex_cache.py compares every
  expression of the rules);
- the file is named by the interpreter (version, build, ``_sre.MAGIC``) and starts with a SHA-256 of its body, so
  another Python never reads it and a truncated or altered file is ignored (then rewritten);
- anything unexpected (a Python whose internals differ, a cache directory that cannot be written) falls back to
  ``re.compile`` silently: the cache changes how fast the rules load, never what they match.

The file holds regular expressions only, no text from any export. ``PAMPORT_CACHE_DIR`` moves it;
``PAMPORT_NO_CACHE=1`` turns it off.
"""

from __future__ import annotations

import array
import atexit
import hashlib
import importlib
import marshal
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from pamport.cache_home import rules_cache_folder

_sre: Any
_compiler: Any
_parser: Any
try:  # the engine's internals (CPython 3.11–3.13): the only place the code can be read from and given back
    _sre = importlib.import_module("_sre")
    _compiler = importlib.import_module("re._compiler")
    _parser = importlib.import_module("re._parser")
except ImportError:  # pragma: no cover - another implementation: plain re.compile
    _sre = _compiler = _parser = None

#: (pattern, flags) → (final flags, code as bytes, groups, group index, index group): ``_sre.compile``'s arguments.
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]

_FORMAT = b"pamport-regexes-1\n"
#: Patterns a process compiles both ways and compares before it trusts its own compilation (see :func:`compile`).
_CHECKED = 8


class _Cache:
    def __init__(self) -> None:
        self.entries: dict[tuple[str, int], Entry] | None = None
        self.used: set[tuple[str, int]] = set()
        self.added = 0
        #: Patterns compiled (not found in the file) in this process, and how many of them were compared.
        self.compiled = 0
        self.checked = 0
        self.path = _path()

    def load(self) -> dict[tuple[str, int], Entry]:
        if self.entries is None:
            self.entries = _read(self.path) if self.path is not None else {}
        return self.entries


def _path() -> Path | None:
    """Where this interpreter's cache lives, or None when caching is off or cannot work here."""
    if os.environ.get("PAMPORT_NO_CACHE") or _sre is None or array.array("I").itemsize != _sre.CODESIZE:
        return None
    build = hashlib.sha256(f"{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}".encode()).hexdigest()[:16]
    folder = rules_cache_folder()
    try:  # a folder that cannot be written (a read-only home) means no cache, not a cost paid on every run
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    if not os.access(folder, os.W_OK):
        return None
    return folder / f"rules-regexes-{sys.implementation.cache_tag}-{build}.bin"


def _read(path: Path) -> dict[tuple[str, int], Entry]:
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    head = len(_FORMAT) + 32
    if not data.startswith(_FORMAT) or hashlib.sha256(data[head:]).digest() != data[len(_FORMAT) : head]:
        return {}
    try:
        entries = marshal.loads(data[head:])
    except (EOFError, ValueError, TypeError):
        return {}
    return entries if isinstance(entries, dict) else {}


_CACHE = _Cache()


def _build(pattern: str, entry: Entry) -> re.Pattern[str]:
    flags, code_bytes, groups, groupindex, indexgroup = entry
    code = array.array("I")
    code.frombytes(code_bytes)
    built: re.Pattern[str] = _sre.compile(pattern, flags, code.tolist(), groups, groupindex, indexgroup)
    return built


def _entry(pattern: str, flags: int) -> Entry | None:
    """What ``_sre.compile`` needs to build ``pattern``: what ``re.compile`` computes on the way (None when these
    internals are not the ones this module knows). An invalid pattern raises ``re.error``, as ``re.compile`` does."""
    try:
        parsed = _parser.parse(pattern, flags)
    except re.error:
        raise
    except Exception:
        return None
    try:
        code = _compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        return (
            flags | parsed.state.flags,
            array.array("I", code).tobytes(),
            parsed.state.groups - 1,
            groupindex,
            tuple(indexgroup),
        )
    except Exception:
        return None


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from the cache when this interpreter compiled it before.

    A pattern not in the cache is compiled once, the way ``re.compile`` does it, and kept. The first few of a
    process are also compiled by ``re.compile`` and compared with it; one difference turns the cache off for the
    process (and its file is never written), so a Python whose internals differ only loses the speed-up.
    """
    if _CACHE.path is None:
        return re.compile(pattern, flags)
    key = (pattern, int(flags))
    entries = _CACHE.load()
    entry = entries.get(key)
    if entry is not None:
        try:
            built = _build(pattern, entry)
        except Exception:  # an entry the engine refuses: compile it again below
            del entries[key]
        else:
            _CACHE.used.add(key)
            return built
    fresh = _entry(pattern, int(flags))
    if fresh is None:
        return re.compile(pattern, flags)
    try:
        built = _build(pattern, fresh)
    except Exception:
        return re.compile(pattern, flags)
    if _CACHE.checked < _CHECKED:
        compiled = re.compile(pattern, flags)
        if built != compiled:
            _CACHE.path = None
            return compiled
        _CACHE.checked += 1
    entries[key] = fresh
    _CACHE.used.add(key)
    _CACHE.added += 1
    _CACHE.compiled += 1
    return built


def save() -> None:
    """Write the cache if this process compiled something it did not hold; quietly do nothing when it cannot.

    Entries this process did not use are kept while they are fewer than the used ones (two versions of pamport
    side by side share the file), and dropped beyond that, so the file does not grow with every change of a rule.
    """
    if _CACHE.path is None or not _CACHE.added or _CACHE.entries is None:
        return
    entries = _CACHE.entries
    unused = len(entries) - len(_CACHE.used)
    if unused > len(_CACHE.used):
        entries = {key: entries[key] for key in _CACHE.used}
    body = marshal.dumps(entries)
    data = _FORMAT + hashlib.sha256(body).digest() + body
    try:
        _CACHE.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=_CACHE.path.parent, prefix=".regexes-")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, _CACHE.path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        return
    _CACHE.added = 0


def cache_path() -> Path | None:
    """The file the expressions are kept in (None when caching is off)."""
    return _CACHE.path


# Expressions compiled after the rules were loaded (the first use of a lazy one) are kept at the end of the run.
# A forked worker leaves with os._exit and never writes: the parent compiles what workers need before forking.
atexit.register(save)
