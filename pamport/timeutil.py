"""Timestamps: every provider's representation in, ISO 8601 UTC with ``Z`` out.

One output format keeps bundles byte-stable and comparable across providers.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime

from dateutil import parser as dateutil_parser

#: Epoch values before this (1990-01-01) are treated as "unset" (ChatGPT writes 0 for unknown times).
_MIN_EPOCH = 631152000.0
#: Values above this are taken as milliseconds rather than seconds.
_MS_THRESHOLD = 1e11


def format_utc(dt: datetime) -> str:
    """ISO 8601 in UTC with ``Z``; six-digit microseconds only when present.

    This is exactly how pydantic (and so the reference SDK) re-serializes a parsed datetime, which keeps the
    integrity checksum reproducible by readers that parse and re-dump memories.
    """
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    dt = dt.astimezone(UTC)
    if dt.year >= 1000:  # the same text as strftime below, at a third of its cost (one call per message)
        return dt.isoformat()[:-6] + "Z"  # "+00:00" → "Z"
    if dt.microsecond:
        return dt.strftime("%Y-%m-%dT%H:%M:%S.%f") + "Z"
    return dt.strftime("%Y-%m-%dT%H:%M:%SZ")


def from_epoch(value: float | int | str | None) -> str | None:
    """Epoch seconds (or milliseconds) to ISO; ``None`` for null, zero, negative or non-finite values."""
    if value is None or isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    if not math.isfinite(number):
        return None
    if number > _MS_THRESHOLD:
        number /= 1000.0
    if number < _MIN_EPOCH:
        return None
    try:
        dt = datetime.fromtimestamp(number, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None
    # Round to microseconds deterministically (float seconds carry noise past that).
    return format_utc(dt)


def parse_datetime(value: object) -> datetime | None:
    """Parse an ISO string or a locale string (via dateutil); naive times are taken as UTC."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    try:
        dt = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        try:
            dt = dateutil_parser.parse(text)
        except (ValueError, OverflowError):
            return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt


def parse_iso(value: object) -> str | None:
    """Parse any textual timestamp and return it normalised, or ``None`` if it is not a time."""
    dt = parse_datetime(value)
    return format_utc(dt) if dt is not None else None


def now_utc() -> str:
    return format_utc(datetime.now(tz=UTC).replace(microsecond=0))
