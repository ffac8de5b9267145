"""A byte-level guard that keeps JSON nesting bounded before any parser sees it.

ijson keeps the path of every open container as a string, so a value nested ``d`` levels deep costs ``O(d²)``
memory before a single record is built (100,000 levels: tens of gigabytes); a few thousand levels are enough to
break the serializers later. No real export nests deeper than a few dozen levels, so the guard cuts any value
that would open level :data:`MAX_DEPTH` + 1 and puts the string :data:`TOO_DEEP` in its place. The record that
held it is then skipped and reported by the pipeline (one record, not the whole export): see
:func:`holds_too_deep`.

Normal input costs a few C-speed passes per chunk (strings removed with a regular expression, brackets counted
with ``accumulate``); the byte-by-byte path runs only on the chunk where the limit is crossed.
"""

from __future__ import annotations

import re
from array import array
from itertools import accumulate
from typing import Any, Protocol

#: Deepest nesting (arrays and objects, counted from the document's root) that an export may use.
MAX_DEPTH = 128
#: What replaces a value nested too deeply (a JSON string; NUL characters never occur in export text).
TOO_DEEP = "\x00pamport:nested-too-deep\x00"
_TOO_DEEP_JSON = b'"\\u0000pamport:nested-too-deep\\u0000"'

_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_STRING_REST = re.compile(rb'[^"\\]*(?:\\.[^"\\]*)*', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
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

    # A chunk that never crosses the limit: follow strings and depth without touching the bytes.
    def _fast(self, chunk: bytes) -> bool:
        start = 0
        in_string, escape = self.in_string, self.escape
        if in_string:
            start = 1 if escape else 0
            escape = False
            if start > len(chunk):
                return False
            m = _STRING_REST.match(chunk, start)
            end = m.end() if m else start
            if end == len(chunk) or (end == len(chunk) - 1 and chunk[end : end + 1] == b"\\"):
                self.escape = end == len(chunk) - 1
                return True  # still inside the same string
            start = end + 1  # past the closing quote
            in_string = False
        rest = _STRING.sub(b"", chunk[start:])
        quote = rest.find(b'"')
        if quote >= 0:  # a string opens and does not close in this chunk: it is all of ``rest`` from ``quote``
            trailing = len(rest) - len(rest.rstrip(b"\\"))
            escape = trailing % 2 == 1
            rest = rest[:quote]
            in_string = True
        brackets = rest.translate(None, _NOT_BRACKETS).translate(_SIGNS)
        if brackets:
            steps = array("b", brackets)
            if max(accumulate(steps, initial=self.depth)) > self.max_depth:
                return False
            self.depth += sum(steps)
        self.in_string, self.escape = in_string, escape
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
