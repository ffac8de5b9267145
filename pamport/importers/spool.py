"""A disk-backed sort buffer for importers that must regroup records (Gemini, Copilot).

Activity logs arrive newest first and interleave conversations; grouping them in a dict would make memory grow
with the export. Records are sorted in memory a few megabytes at a time; each sorted run goes to a temporary
file, and the runs are merged back in key order (an external merge sort). An export whose records fit in one
run never touches the disk.
"""

from __future__ import annotations

import heapq
import json
import marshal
import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

#: Serialised payload bytes held in memory before a sorted run is written out.
RUN_BYTES = 8 << 20
#: Runs merged at once; more are first merged into longer runs (open files stay few at any size).
MERGE_WIDTH = 64
#: Bookkeeping per record besides its payload (the tuple, the key strings), for the memory estimate.
_RECORD_OVERHEAD = 120

_Record = tuple[str, str, int, "str | bytes"]


class SortSpool:
    """Append ``(key, payload)`` pairs, then iterate them ordered by key, then by insertion order.

    Payloads are stored as JSON, or with ``binary=True`` with :mod:`marshal`: several times faster for an
    importer that spools every record, and read back exactly as given. Only plain data (dicts, lists, tuples,
    strings, numbers, booleans, None) can be spooled that way; the file is this process's own scratch file.
    Keys compare as Python strings (code point order, the byte order of their UTF-8).
    """

    def __init__(self, directory: str | Path | None = None, *, binary: bool = False) -> None:
        self._directory = directory
        self._binary = binary
        #: Reads a stored payload back as it was added.
        self._loads: Callable[[Any], Any] = marshal.loads if binary else json.loads
        self._seq = 0
        self._buffer: list[_Record] = []
        self._buffered = 0
        self._path: str | None = None
        self._out: Any = None
        #: Runs on disk: (offset in the file, number of records), in the order written.
        self._runs: list[tuple[int, int]] = []

    def add(self, group: str, order: str, payload: Any) -> None:
        """``group`` keeps records together; ``order`` sorts them within a group (e.g. an ISO time)."""
        self._seq += 1
        data = marshal.dumps(payload) if self._binary else json.dumps(payload, ensure_ascii=False)
        self._buffer.append((group, order, self._seq, data))
        self._buffered += len(data) + len(group) + len(order) + _RECORD_OVERHEAD
        if self._buffered >= RUN_BYTES:
            self._spill()

    def __len__(self) -> int:
        return self._seq

    def _file(self) -> Any:
        if self._out is None:
            fd, self._path = tempfile.mkstemp(prefix="pamport-spool-", suffix=".runs", dir=self._directory)
            self._out = os.fdopen(fd, "wb", buffering=1 << 16)
        return self._out

    def _write_run(self, records: Iterator[_Record] | list[_Record]) -> None:
        out = self._file()
        start, count = out.tell(), 0
        dump = marshal.dump
        for record in records:
            dump(record, out)
            count += 1
        self._runs.append((start, count))

    def _spill(self) -> None:
        """Write the buffer out as one sorted run (the sequence number keeps equal keys in arrival order)."""
        if self._buffer:
            self._buffer.sort()
            self._write_run(self._buffer)
            self._buffer = []
            self._buffered = 0

    def _read_run(self, start: int, count: int) -> Iterator[_Record]:
        assert self._path is not None
        with open(self._path, "rb", buffering=1 << 15) as fh:
            fh.seek(start)
            load = marshal.load
            for _ in range(count):
                yield load(fh)

    def _merged(self, runs: list[tuple[int, int]]) -> Iterator[_Record]:
        # Records are unique on (group, order, seq), so tuples never compare their payloads.
        return heapq.merge(*(self._read_run(start, count) for start, count in runs))

    def _records(self) -> Iterator[_Record]:
        self.freeze()
        return iter(self._buffer) if not self._runs else self._merged(self._runs)

    def sorted_items(self) -> Iterator[tuple[str, str, Any]]:
        loads = self._loads
        for k1, k2, _seq, data in self._records():
            yield k1, k2, loads(data)

    def freeze(self) -> None:
        """Finish writing: from now on the spool is only read, so forked processes may each read it at once.

        Every run is on disk (merged down to at most ``MERGE_WIDTH``) and flushed, or the only run is sorted in
        memory; :meth:`sorted_raw` then opens the file afresh in whichever process calls it and writes nothing.
        """
        if not self._runs:  # one run, in memory: a forked process has its own copy
            self._buffer.sort()
            return
        self._spill()
        while len(self._runs) > MERGE_WIDTH:
            first, self._runs = self._runs[:MERGE_WIDTH], self._runs[MERGE_WIDTH:]
            self._out.flush()
            self._write_run(self._merged(first))
        self._out.flush()

    def sorted_raw(self) -> Iterator[tuple[str, str, bytes | str]]:
        """Like :meth:`sorted_items`, with each payload as stored (decode it with :meth:`decode`), for a reader
        that looks at the keys of every record but needs the payloads of a few."""
        for k1, k2, _seq, data in self._records():
            yield k1, k2, data

    def decode(self, data: bytes | str) -> Any:
        """A payload as :meth:`sorted_raw` gives it, read back as it was added."""
        return self._loads(data)

    def close(self) -> None:
        self._buffer = []
        if self._out is not None:
            self._out.close()
            self._out = None
        if self._path is not None:
            Path(self._path).unlink(missing_ok=True)
            self._path = None
        self._runs = []

    def __enter__(self) -> SortSpool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
