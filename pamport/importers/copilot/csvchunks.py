"""Streaming CSV reading with pandas, turning parser trouble into located, reportable errors.

pandas reads in ``chunksize`` slices so memory stays flat however large the file; every cell is read as text
(``dtype=str``, ``keep_default_na=False``) so a message reading ``NaN`` or ``0012`` survives unchanged. A row
with more fields than the header is skipped by the parser with a warning, which is caught here and handed to
the caller as a skip; a broken quote or bad encoding makes the rest of the file unreadable, so it becomes
``MalformedFile``.

Locations are CSV rows after the header (``row 1`` is the first data row; a quoted newline does not start a
row).
"""

from __future__ import annotations

import io
import re
import warnings
from collections.abc import Callable, Iterator

import pandas as pd
from pandas.errors import EmptyDataError, ParserError, ParserWarning

from pamport.errors import MalformedFile

_SKIPPED_LINE = re.compile(r"Skipping line (\d+): ([^\n]*)")
_ROW = re.compile(r"\brow (\d+)")
_LINE = re.compile(r"\bline (\d+)")


def _location(message: str, rows_done: int) -> str:
    """pandas counts ``row N`` with the header as row 0 and ``line N`` with the header as line 1."""
    if (m := _ROW.search(message)) is not None:
        return f"row {int(m.group(1))}"
    if (m := _LINE.search(message)) is not None:
        return f"row {int(m.group(1)) - 1}"
    return f"after row {rows_done}"


def iter_chunks(
    stream: io.RawIOBase,
    file: str,
    chunk_rows: int,
    on_bad_row: Callable[[str, str], None],
    on_warning: Callable[[str], None],
) -> Iterator[tuple[pd.DataFrame, list[int]]]:
    """Frames of at most ``chunk_rows`` rows (cells all ``str``) with the row number of each row, counting the
    rows the parser skipped; a header-only file gives one empty frame."""
    rows_done = 0
    next_row = 0
    buffered = io.BufferedReader(stream)
    try:
        reader = pd.read_csv(
            buffered,
            chunksize=max(1, chunk_rows),
            dtype=str,
            keep_default_na=False,
            encoding="utf-8-sig",
            on_bad_lines="warn",
            engine="c",
        )
    except EmptyDataError as exc:
        raise MalformedFile(file, "row 0", "no header row (the file is empty)") from exc
    except UnicodeDecodeError as exc:
        raise MalformedFile(file, f"byte {exc.start}", f"not UTF-8 text ({exc.reason})") from exc
    except (ParserError, ValueError) as exc:
        raise MalformedFile(file, "row 0", f"unreadable CSV header ({exc})") from exc
    with reader:
        while True:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                try:
                    chunk = next(reader)
                except StopIteration:
                    # Hash the whole member even if the parser stopped short of the last bytes.
                    while stream.read(1 << 20):
                        pass
                    return
                except ParserError as exc:
                    message = str(exc).replace("Error tokenizing data. C error: ", "").strip()
                    location = _location(message, rows_done)
                    raise MalformedFile(file, location, f"broken CSV: {message}") from exc
                except UnicodeDecodeError as exc:
                    reason = f"not UTF-8 text ({exc.reason} at byte {exc.start} of a block)"
                    raise MalformedFile(file, f"after row {rows_done}", reason) from exc
            skipped: set[int] = set()
            for warning in caught:
                text = str(warning.message)
                found = _SKIPPED_LINE.findall(text) if issubclass(warning.category, ParserWarning) else []
                for line, why in found:
                    skipped.add(int(line) - 1)
                    on_bad_row(f"row {int(line) - 1}", f"malformed CSV row: {why.strip()}")
                if not found:
                    on_warning(text.strip())
            numbers: list[int] = []
            for _ in range(len(chunk)):
                next_row += 1
                while next_row in skipped:
                    next_row += 1
                numbers.append(next_row)
            rows_done += len(chunk)
            yield chunk, numbers
