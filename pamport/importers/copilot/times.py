"""Copilot timestamps: ISO in the activity history, ``M/D/YYYY H:MM:SS +HH:MM`` in the chat files, or mixed.

Parsing goes through :func:`pamport.timeutil.parse_datetime` (``fromisoformat``, then dateutil, month first).
dateutil fills missing date parts from *today*, so a stray ``12`` would become a different date on every run;
a value must hold a four-digit year to count as a time, which keeps output deterministic. Times without an
offset are taken as UTC (the export does not say which zone they are in).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from pamport.timeutil import format_utc, parse_datetime

_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)|\d{8}T")


def parse_time(raw: str) -> datetime | None:
    text = raw.strip()
    if not text or _YEAR.search(text) is None:
        return None
    dt = parse_datetime(text)
    return dt.astimezone(UTC) if dt is not None else None


def sort_key(dt: datetime) -> str:
    """Fixed-width UTC text that sorts like the time itself (ISO with optional fractions does not)."""
    return dt.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")


def from_key(key: str) -> datetime:
    return datetime.fromisoformat(key).replace(tzinfo=UTC)


def iso_from_key(key: str) -> str:
    """``format_utc`` of the key's time, read off the key's text (two calls per row; parsing cost three times
    as much): the key is ``YYYY-MM-DDTHH:MM:SS.ffffff``, and the output drops a zero fraction."""
    if len(key) == 26 and key[19] == "." and "1" <= key[0] <= "9":
        fraction = key[20:]
        return f"{key[:19]}Z" if fraction == "000000" else f"{key}Z"
    return format_utc(from_key(key))
