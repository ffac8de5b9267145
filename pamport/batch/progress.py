"""Progress of a batch over roots and bytes: two tqdm bars on a terminal, nothing otherwise."""

from __future__ import annotations

from typing import Never, Protocol, TextIO

from tqdm import tqdm


class BatchProgress(Protocol):
    def start(self, roots: int, total_bytes: int) -> None: ...
    def done(self, size: int, failed: bool) -> None: ...
    def close(self) -> None: ...


class NoBatchProgress:
    def start(self, roots: int, total_bytes: int) -> None:
        pass

    def done(self, size: int, failed: bool) -> None:
        pass

    def close(self) -> None:
        pass


class TqdmBatchProgress:
    """One bar counts exports (and failures), one counts their bytes."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._roots: tqdm[Never] | None = None
        self._bytes: tqdm[Never] | None = None
        self._failed = 0

    def start(self, roots: int, total_bytes: int) -> None:
        self._roots = tqdm(total=roots, unit="export", desc="pamport batch", file=self._stream, position=0)
        self._bytes = tqdm(
            total=total_bytes, unit="B", unit_scale=True, unit_divisor=1024, desc="read", file=self._stream, position=1
        )

    def done(self, size: int, failed: bool) -> None:
        if self._roots is None or self._bytes is None:
            return
        if failed:
            self._failed += 1
            self._roots.set_postfix(failed=self._failed, refresh=False)
        self._roots.update(1)
        self._bytes.update(size)

    def close(self) -> None:
        for bar in (self._bytes, self._roots):
            if bar is not None:
                bar.close()
        self._roots = self._bytes = None


def batch_progress(stream: TextIO, quiet: bool = False) -> BatchProgress:
    """Bars when ``stream`` is a terminal and not ``quiet``; silence otherwise (logs and pipes stay clean)."""
    if not quiet and stream.isatty():
        return TqdmBatchProgress(stream)
    return NoBatchProgress()
