"""Grok timestamps: MongoDB extended JSON on responses, ISO 8601 on conversations, and the odd epoch number.

The same file mixes them (``{"$date": {"$numberLong": "<ms>"}}`` for responses, ISO strings for conversations,
``{"$date": "<iso>"}`` in relaxed-mode dumps), so every time field goes through one function that accepts all
of them and answers ``None`` rather than raising: a bad time is reported and replaced by a fallback, never
fatal.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from pamport.timeutil import from_epoch, parse_iso

#: The epoch without a zone: adding to it and writing the result skips the zone arithmetic of ``format_utc``.
_NAIVE_EPOCH = datetime(1970, 1, 1)
#: Below this (1990-01-01 in ms) a BSON date is taken as "unset", as timeutil does for epoch seconds.
_MIN_MS = 631152000000
#: Above this (year 9999) datetime cannot represent the value.
_MAX_MS = 253402300799999


def from_millis(value: object) -> str | None:
    """Milliseconds since the epoch (int, float or digit string, as ``$numberLong`` holds) to ISO UTC."""
    if isinstance(value, bool):
        return None
    try:
        millis = int(value) if isinstance(value, int | str) else int(float(value))  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return None
    if millis < _MIN_MS or millis > _MAX_MS:
        return None
    # ``format_utc`` of the aware UTC time (every response has one): a UTC time from year 1990 on is written
    # as its naive ISO form with a Z (``tests/test_grok_dates.py`` compares the two).
    return (_NAIVE_EPOCH + timedelta(milliseconds=millis)).isoformat() + "Z"


def parse_time(value: Any) -> str | None:
    """Any Grok time representation to ISO 8601 UTC with ``Z``; ``None`` when it is not a usable time."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, dict):
        if "$date" in value:
            inner = value["$date"]
            if isinstance(inner, dict):
                return from_millis(inner.get("$numberLong"))
            if isinstance(inner, str) and not inner.strip().lstrip("-").isdigit():
                return parse_iso(inner)
            return from_millis(inner)
        if "$numberLong" in value:
            return from_millis(value["$numberLong"])
        return None
    if isinstance(value, int | float):
        return from_epoch(value)
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        if text.replace(".", "", 1).isdigit():
            return from_epoch(text)
        return parse_iso(text)
    return None
