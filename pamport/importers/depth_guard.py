"""A byte-level guard that keeps JSON nesting bounded before any parser sees it.

ijson keeps the path of every open container as a string, so a value nested ``d`` levels deep costs ``O(d²)``
memory before a single record is built (100,000 levels: tens of gigabytes); a few thousand levels are enough to
break the serializers later. No real export nests deeper than a few dozen levels, so the guard cuts any value
that would open level :data:`MAX_DEPTH` + 1 and puts the string :data:`TOO_DEEP` in its place. The record that
held it is then skipped and reported by the pipeline (one record, not the whole export): see
:func:`holds_too_deep`.

Normal input costs a few C-speed passes per chunk (escapes removed with ``bytes.replace``, everything but quotes
and brackets with ``bytes.translate``, brackets counted with ``accumulate``); the byte-by-byte path runs only on
the chunk where the limit is crossed.
"""

from __future__ import annotations

from array import array
from itertools import accumulate
from typing import Any, Protocol

#: Deepest nesting (arrays and objects, counted from the document's root) that an export may use.
MAX_DEPTH = 128
#: What replaces a value nested too deeply (a JSON string; NUL characters never occur in export text).
TOO_DEEP = "\x00pamport:nested-too-deep\x00"
_TOO_DEEP_JSON = b'"\\u0000pamport:nested-too-deep\\u0000"'

_NOT_SIGNIFICANT = bytes(b for b in range(256) if b not in b'"[]{}')
_SIGNS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


class _Readable(Protocol):
    def read(self, size: int = -1, /) -> bytes: ...


class DepthGuard:
    """A read-only stream over ``raw`` in which no JSON value nests deeper than ``max_depth``."""

    def __init__(self, raw: _Readable, max_depth: int = MAX_DEPTH) -> None:
        self._raw = raw
        self.max_depth = max_depth
        self.depth = 0
        self.in_string = False
        self.escape = False
        self.cut = 0  #: values replaced so far
        self._skip_until: int | None = None  # depth at which the cut value ends

    def read(self, size: int = -1) -> bytes:
        while True:
            chunk = self._raw.read(size)
            if not chunk:
                return chunk
            if self._skip_until is None and self._fast(chunk):
                return chunk
            out = self._slow(chunk)
            if out:  # an empty result would read as the end of the stream
                return out

    # A chunk that never crosses the limit: follow strings and depth without touching the bytes. Only quotes,
    # backslashes and brackets matter, so the chunk is reduced to those with C-speed bytes methods: escaped
    # backslashes go first (a run of them pairs up from the left, as a parser reads it), then escaped quotes;
    # what is left alternates outside / inside a string at every quote.
    def _fast(self, chunk: bytes) -> bool:
        data = chunk[1:] if self.escape else chunk  # the previous chunk ended on a backslash inside a string
        trailing_backslash = False
        if b"\\" in data:
            data = data.replace(b"\\\\", b"")
            trailing_backslash = data.endswith(b"\\")
            data = data.replace(b'\\"', b"")
        parts = data.translate(None, _NOT_SIGNIFICANT).split(b'"')
        in_string = self.in_string
        outside = parts[1::2] if in_string else parts[0::2]
        in_string = in_string != (len(parts) % 2 == 0)
        brackets = b"".join(outside).translate(_SIGNS)
        if brackets:
            steps = array("b", brackets)
            if max(accumulate(steps, initial=self.depth)) > self.max_depth:
                return False
            self.depth += sum(steps)
        self.in_string, self.escape = in_string, in_string and trailing_backslash
        return True

    # Byte by byte, cutting what goes too deep (hostile input only).
    def _slow(self, chunk: bytes) -> bytes:
        out = bytearray()
        for byte in chunk:
            char = bytes((byte,))
            skipping = self._skip_until is not None
            if self.in_string:
                if self.escape:
                    self.escape = False
                elif char == b"\\":
                    self.escape = True
                elif char == b'"':
                    self.in_string = False
                if not skipping:
                    out += char
                continue
            if char == b'"':
                self.in_string = True
            elif char in b"[{":
                self.depth += 1
                if not skipping and self.depth > self.max_depth:
                    self._skip_until = self.depth - 1
                    self.cut += 1
                    out += _TOO_DEEP_JSON
                    continue
            elif char in b"]}":
                self.depth -= 1
                if skipping and self.depth == self._skip_until:
                    self._skip_until = None
                    continue
            if self._skip_until is None:
                out += char
        return bytes(out)


def holds_too_deep(value: Any) -> bool:
    """Whether a record built from guarded input had a value cut (walks the record; call it only after a cut)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item == TOO_DEEP:
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
            stack.extend(k for k in item if isinstance(k, str))
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


__all__ = ["MAX_DEPTH", "TOO_DEEP", "DepthGuard", "holds_too_deep"]
