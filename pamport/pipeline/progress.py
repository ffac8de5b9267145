"""Progress reporting through one small interface, so stages never print.

On a terminal a tqdm bar driven by bytes read; otherwise nothing (CI logs and pipes stay clean).
"""

from __future__ import annotations

import sys
from typing import Never, Protocol, TextIO

from tqdm import tqdm


class Progress(Protocol):
    def start(self, total_bytes: int, label: str) -> None: ...
    def advance(self, n_bytes: int) -> None: ...
    def set_label(self, label: str) -> None: ...
    def close(self) -> None: ...


class NullProgress:
    """Progress that says nothing (not a terminal, or --quiet)."""

    def start(self, total_bytes: int, label: str) -> None:
        pass

    def advance(self, n_bytes: int) -> None:
        pass

    def set_label(self, label: str) -> None:
        pass

    def close(self) -> None:
        pass


class TqdmProgress:
    """A byte-counting tqdm bar on stderr."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stderr
        self._bar: tqdm[Never] | None = None

    def start(self, total_bytes: int, label: str) -> None:
        self._bar = tqdm(
            total=total_bytes,
            unit="B",
            unit_scale=True,
            unit_divisor=1024,
            desc=label,
            file=self._stream,
            leave=False,
            dynamic_ncols=True,
        )

    def advance(self, n_bytes: int) -> None:
        if self._bar is not None:
            self._bar.update(n_bytes)

    def set_label(self, label: str) -> None:
        if self._bar is not None:
            self._bar.set_description(label, refresh=False)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


def for_stream(stream: TextIO, quiet: bool = False) -> Progress:
    """A bar when ``stream`` is a terminal, silence otherwise."""
    if not quiet and stream.isatty():
        return TqdmProgress(stream)
    return NullProgress()
