"""Stream the records of one member: the items of a root array, or a root object as one record.

Newer Claude exports write some files as one object per file (``projects/<uuid>.json``,
``memories/<id>.json``) and older ones as arrays; both come out of here as ``(number, record)`` pairs, one at
a time, so a multi-GB ``conversations.json`` never sits in memory whole.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import ijson

from pamport.errors import MalformedFile
from pamport.importers.base import ImportContext
from pamport.importers.claude.sniffing import head_shape
from pamport.importers.depth_guard import DepthGuard
from pamport.json_errors import describe_json_error


def iter_records(ctx: ImportContext, member: str, label: str) -> Iterator[tuple[int, Any]]:
    """Yield ``(n, record)`` with ``n`` counting from 1; bad JSON raises :class:`MalformedFile` with its
    place."""
    shape = head_shape(ctx.source.head(member))
    prefix = "" if shape.container == "object" else "item"
    stream = ctx.open(member)
    count = 0
    try:
        for record in ijson.items(DepthGuard(stream), prefix, use_float=True):
            count += 1
            yield count, record
    except (ijson.JSONError, ValueError, UnicodeDecodeError) as exc:
        where = f"{label} #{count + 1} (byte {stream.bytes_read})"
        raise MalformedFile(member, where, f"invalid or truncated JSON: {describe_json_error(exc)}") from exc
    finally:
        # Hashing the rest is best effort once parsing failed (a corrupt ZIP member may not read to its end).
        with contextlib.suppress(Exception):
            stream.drain()
        stream.close()
