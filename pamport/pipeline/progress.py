"""Progress reporting through one small interface, so stages never print.

On a terminal a tqdm bar driven by bytes read, with the count of conversations written, then one line per phase
that follows the reading (consolidation, the store, signing, embeddings), so a long run is never silent.
A terminal that reports no size (a bare pty, ``script``, some CI consoles) gets a bar of fixed width instead of
none. Anything that is not a terminal gets nothing (pipes and ``--json`` output stay clean).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Never, Protocol, TextIO

if TYPE_CHECKING:
    from tqdm import tqdm

#: Width of the bar when the terminal does not say how wide it is.
FALLBACK_COLUMNS = 100


class Progress(Protocol):
    def start(self, total_bytes: int, label: str) -> None: ...
    def advance(self, n_bytes: int) -> None: ...
    def set_label(self, label: str) -> None: ...
    def close(self) -> None: ...
    def conversation(self) -> None: ...
    def phase(self, name: str) -> None: ...


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

    def conversation(self) -> None:
        pass

    def phase(self, name: str) -> None:
        pass


def _terminal_columns(stream: TextIO) -> int | None:
    try:
        columns = os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError, AttributeError):
        return None
    return columns or None


class TqdmProgress:
    """A byte-counting tqdm bar on stderr."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self._stream = stream or sys.stderr
        self._bar: tqdm[Never] | None = None
        self._conversations = 0

    def start(self, total_bytes: int, label: str) -> None:
        from tqdm import tqdm  # only on a terminal: a quiet or piped run never loads it

        sized = _terminal_columns(self._stream) is not None
        self._bar = tqdm(
            total=total_bytes,
            unit="B",
            unit_scale=True,
            unit_divisor=1024,
            desc=label,
            file=self._stream,
            leave=True,
            dynamic_ncols=sized,
            ncols=None if sized else FALLBACK_COLUMNS,
            nrows=None if sized else 24,  # tqdm hides every bar on a screen it believes 0 rows high
            mininterval=0.2,
        )

    def conversation(self) -> None:
        self._conversations += 1
        if self._bar is not None:
            self._bar.set_postfix_str(f"{self._conversations} conversations", refresh=False)

    def phase(self, name: str) -> None:
        self.close()
        self._stream.write(f"  {name}...\n")
        self._stream.flush()

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
