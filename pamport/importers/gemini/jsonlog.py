"""Streaming the JSON activity log (``MyActivity.json``) into an :class:`ActivityLog`.

The log is one JSON array; ijson yields it record by record so a multi-GB log never sits in memory. A log cut
off or broken part-way still gives the conversations read before the break, then :class:`MalformedFile` (with
the record number and byte position) so the damage is not mistaken for success.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import ijson

from pamport.errors import MalformedFile
from pamport.importers.base import Claim, ImportContext, ImportItem
from pamport.importers.depth_guard import DepthGuard
from pamport.importers.gemini.reader import ActivityLog, ConvertFn
from pamport.importers.sources import HashingStream
from pamport.json_errors import describe_json_error

_WHITESPACE = b" \t\r\n"
_BOM = b"\xef\xbb\xbf"


class _Prefixed:
    """A read() that first returns bytes already taken from the stream (to look at the first character)."""

    def __init__(self, prefix: bytes, stream: HashingStream) -> None:
        self._prefix = prefix
        self._stream = stream

    def read(self, size: int = -1) -> bytes:
        if self._prefix:
            if size is None or size < 0 or size >= len(self._prefix):
                out, self._prefix = self._prefix, b""
                return out
            out, self._prefix = self._prefix[:size], self._prefix[size:]
            return out
        return self._stream.read(size)


def iter_records(stream: HashingStream, member: str) -> Iterator[tuple[int, str, Any]]:
    """``(index, location, record)`` for each element of the top-level array."""
    first = stream.read(4096)
    if first.startswith(_BOM):
        first = first[len(_BOM) :]
    stripped = first.lstrip(_WHITESPACE)
    while not stripped and first:
        first = stream.read(4096)
        stripped = first.lstrip(_WHITESPACE)
    if not stripped:
        raise MalformedFile(member, "byte 0", "the file is empty: expected a JSON array of activity records")
    if not stripped.startswith(b"["):
        raise MalformedFile(
            member,
            f"byte {stream.bytes_read - len(stripped)}",
            "expected a JSON array of Google Takeout activity records (My Activity), found another value",
        )
    index = -1
    try:
        for index, record in enumerate(ijson.items(DepthGuard(_Prefixed(stripped, stream)), "item", use_float=True)):
            yield index, f"record #{index} (near byte {stream.bytes_read})", record
    except (ijson.JSONError, ValueError) as exc:  # UnicodeDecodeError is a ValueError
        raise MalformedFile(
            member,
            f"record #{index + 1} (near byte {stream.bytes_read})",
            f"invalid or truncated JSON: {describe_json_error(exc)}",
        ) from exc


def fill_json_log(claim: Claim, ctx: ImportContext, convert: ConvertFn, export_format_version: str) -> ActivityLog:
    """Read every claimed member into one activity log; a broken member is kept as ``log.failure``."""
    log = ActivityLog(ctx, convert, export_format_version)
    try:
        for member in claim.members:
            log.begin_member(member)
            stream = ctx.open(member)
            try:
                for index, location, record in iter_records(stream, member):
                    log.add(index, location, record)
            except MalformedFile as exc:
                log.failure = log.failure or exc
            finally:
                log.end_member()
                stream.drain()
    except BaseException:
        log.close()
        raise
    return log


def read_json_log(
    claim: Claim, ctx: ImportContext, convert: ConvertFn, export_format_version: str
) -> Iterator[ImportItem]:
    """Read every claimed member into one activity log, then yield its conversations."""
    log = fill_json_log(claim, ctx, convert, export_format_version)
    try:
        if log.failure is not None and len(log.spool) == 0:
            raise log.failure
        yield from log.conversations()
        if log.failure is not None:
            raise log.failure
    finally:
        log.close()
