"""One streaming pass over a Grok JSON file, handing back top-level sections item by item.

``prod-grok-backend.json`` is one object whose ``conversations`` array holds almost all of the bytes, followed
(in the exports seen so far, but JSON does not promise it) by ``projects``, ``tasks`` and ``media_posts``. Two
``ijson.items`` passes (one per prefix) would read, hash and - inside a ZIP - decompress the file twice;
instead one ``ijson.parse`` pass routes events: every element of a top-level array is built by the backend's
``items`` builder and handed out on its own, every other top-level value is built whole (those are small).
Memory holds one element at a time, whatever the order of the keys. Measured on a 21 MB file: 0.10 s of CPU
for this pass, 0.05 s for one C-level ``items`` pass over the conversations alone (building the elements with
the pure-Python ``ObjectBuilder`` cost 0.5 s).

A root array (a bare list of wrapped conversations, as some tools write) is the section ``""``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, BinaryIO

import ijson

from pamport.errors import MalformedFile
from pamport.importers.depth_guard import DepthGuard
from pamport.importers.sources import HashingStream
from pamport.json_errors import describe_json_error

_BOM = b"\xef\xbb\xbf"
_SCALARS = frozenset({"null", "boolean", "integer", "double", "number", "string"})
_BACKEND = ijson.get_backend(ijson.backend)


@dataclass(frozen=True)
class Element:
    """One element of a top-level array: ``section`` is its key (``""`` for a root array)."""

    section: str
    index: int
    value: Any


@dataclass(frozen=True)
class Entry:
    """A top-level value that is not an array (or the root itself when it is a scalar)."""

    section: str
    value: Any


@dataclass(frozen=True)
class SectionEnd:
    """A top-level array closed after ``count`` elements (lets callers report empty sections)."""

    section: str
    count: int


Event = Element | Entry | SectionEnd


class _BomSkipper(io.RawIOBase):
    """Drop a UTF-8 byte order mark, which yajl rejects, without reading the stream twice."""

    def __init__(self, raw: BinaryIO) -> None:
        super().__init__()
        self._raw = raw
        self._pending = b""
        self._started = False

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        if not self._started:
            self._started = True
            first = self._raw.read(len(_BOM))
            self._pending = b"" if first == _BOM else first
        if self._pending:
            n = min(len(buffer), len(self._pending))
            buffer[:n] = self._pending[:n]
            self._pending = self._pending[n:]
            return n
        data = self._raw.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)


def _build(first_event: str, first_value: Any, prefix: str, events: Iterator[tuple[str, str, Any]]) -> Any:
    """The value that starts with ``first_event`` at ``prefix`` (nested containers have longer prefixes).

    The events are fed to the backend's own ``items`` builder (C for yajl2_c): building the value in Python
    with ``ObjectBuilder`` cost five times the parse itself.
    """
    if first_event in _SCALARS:
        return first_value
    built: list[Any] = []
    feed = _BACKEND.items_basecoro(SimpleNamespace(send=built.append), prefix).send
    feed((prefix, first_event, first_value))
    # The builder hands the value over when the event that closes it (``end_map``/``end_array`` at ``prefix``)
    # arrives, never before: one truth test per event instead of comparing the event's name and prefix.
    for event in events:
        feed(event)
        if built:
            break
    return built[0]


def _position(stream: object) -> str:
    read = getattr(stream, "bytes_read", None)
    return f"near byte {read}" if isinstance(read, int) else "at an unknown byte"


def iter_top_level(stream: HashingStream | BinaryIO, file: str, noun: str = "element") -> Iterator[Event]:
    """Top-level sections of the JSON document in ``stream``; invalid or truncated JSON raises MalformedFile.

    ``noun`` names the elements in error locations ("conversation" for the backend file).
    """
    events: Iterator[tuple[str, str, Any]] = iter(ijson.parse(DepthGuard(_BomSkipper(stream)), use_float=True))  # type: ignore[arg-type]
    key = ""  # the current top-level key ("" inside a root array)
    section = ""
    index = -1
    count = 0
    try:
        for prefix, event, value in events:
            if prefix == "":
                if event == "map_key":
                    key = str(value)
                elif event == "start_array":
                    key, count = "", 0
                elif event == "end_array":
                    yield SectionEnd("", count)
                elif event in _SCALARS:
                    yield Entry("", value)
                continue
            if prefix == key:
                if event == "start_array":
                    count = 0
                elif event == "end_array":
                    yield SectionEnd(key, count)
                else:
                    yield Entry(key, _build(event, value, prefix, events))
                continue
            # Only the start of an element of a top-level array is met here: "<key>.item" ("item" at root).
            section, index = key, count
            count += 1
            yield Element(section, index, _build(event, value, prefix, events))
    except (ijson.JSONError, UnicodeDecodeError) as exc:
        where = f"'{section}' " if section else ""
        if index >= 0:
            location = f"{where}{noun} #{index + 1} or just after it ({_position(stream)})"
        else:
            location = f"before the first {noun} ({_position(stream)})"
        raise MalformedFile(file, location, f"invalid or truncated JSON: {describe_json_error(exc)}") from exc
