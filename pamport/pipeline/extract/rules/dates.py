"""Turn "until March", "this week", "até sexta" into an ISO ``valid_until``, relative to the message's time.

Resolution is deterministic and documented in docs/extraction.md: "until <month>" ends when that month begins
(the next such month at or after the message), "until <day/date/weekday>" and "until the end of …" end at
the last
second of that day or period, "this week" ends on Sunday, and "for the next N days/weeks/months" counts
from the
message. Language modules supply the words (month and weekday names, units, number words) and a regex whose
named
groups this module understands (a trailing digit lets one name appear in several alternatives: ``month2``).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from pamport.timeutil import format_utc, parse_datetime


@dataclass(frozen=True)
class TimeWords:
    months: dict[str, int]
    weekdays: dict[str, int]
    #: word -> "day" | "week" | "month" | "year"
    units: dict[str, str]
    numbers: dict[str, int]


def _end_of_day(day: datetime) -> datetime:
    return day.replace(hour=23, minute=59, second=59, microsecond=0)


def _end_of_month(year: int, month: int) -> datetime:
    last = calendar.monthrange(year, month)[1]
    return datetime(year, month, last, 23, 59, 59, tzinfo=UTC)


def _end_of_unit(now: datetime, unit: str) -> datetime:
    if unit == "day":
        return _end_of_day(now)
    if unit == "week":
        return _end_of_day(now + timedelta(days=6 - now.weekday()))
    if unit == "month":
        return _end_of_month(now.year, now.month)
    return datetime(now.year, 12, 31, 23, 59, 59, tzinfo=UTC)


def _add_months(now: datetime, count: int) -> datetime:
    month_index = now.month - 1 + count
    year, month = now.year + month_index // 12, month_index % 12 + 1
    day = min(now.day, calendar.monthrange(year, month)[1])
    return now.replace(year=year, month=month, day=day)


def _number(word: str | None, words: TimeWords) -> int | None:
    if word is None:
        return None
    word = word.lower()
    if word.isdigit():
        return int(word)
    return words.numbers.get(word)


def _resolve(groups: dict[str, str | None], now: datetime, words: TimeWords) -> datetime | None:
    month_name = groups.get("month")
    if month_name:
        month = words.months[month_name.lower()]
        day = _number(groups.get("day"), words)
        if day is not None:
            if not 1 <= day <= calendar.monthrange(now.year, month)[1]:
                return None
            candidate = datetime(now.year, month, day, 23, 59, 59, tzinfo=UTC)
            if candidate < now:
                candidate = candidate.replace(year=now.year + 1)
            return candidate
        start = datetime(now.year, month, 1, tzinfo=UTC)
        return start if start > now else start.replace(year=now.year + 1)
    eo_month = groups.get("eo_month")
    if eo_month:
        month = words.months[eo_month.lower()]
        year = now.year if month >= now.month else now.year + 1
        return _end_of_month(year, month)
    unit = groups.get("eo_unit") or groups.get("this_unit")
    if unit:
        return _end_of_unit(now, words.units[unit.lower()])
    weekday = groups.get("weekday")
    if weekday:
        target = words.weekdays[weekday.lower()]
        return _end_of_day(now + timedelta(days=(target - now.weekday()) % 7))
    count = _number(groups.get("n"), words)
    span = groups.get("unit")
    if span:
        count = 1 if count is None else count
        kind = words.units[span.lower()]
        if kind == "day":
            return _end_of_day(now + timedelta(days=count))
        if kind == "week":
            return _end_of_day(now + timedelta(weeks=count))
        if kind == "month":
            return _end_of_day(_add_months(now, count))
        return _end_of_day(_add_months(now, 12 * count))
    return None


def valid_until(match: re.Match[str], sent_at: str, words: TimeWords) -> str | None:
    """The end of validity a time expression states, or ``None`` when it cannot be resolved."""
    now = parse_datetime(sent_at)
    if now is None:
        return None
    now = now.astimezone(UTC)
    try:
        groups: dict[str, str | None] = {}
        for name, text in match.groupdict().items():
            if text is not None:
                groups.setdefault(name.rstrip("0123456789"), text)
        resolved = _resolve(groups, now, words)
    except (KeyError, ValueError, OverflowError):
        return None
    return format_utc(resolved) if resolved is not None else None


def reached_in(
    sent_at: str,
    *,
    years_ahead: int | None = None,
    month: int | None = None,
    next_month_of_name: bool = False,
    months_ahead: int | None = None,
    days_ahead: int = 0,
) -> tuple[int, int | None]:
    """The year, and the month when one is implied, of a day said relative to the message ("this year", "next
    year", "in june", "next month", "on saturday", "in two weeks"): what an age about to be reached is dated by. A
    month named alone is the next such month at or after the message (or after it, with ``next_month_of_name``:
    "next june")."""
    today = datetime(int(sent_at[:4]), int(sent_at[5:7]), int(sent_at[8:10]), tzinfo=UTC)
    if years_ahead is not None:
        return today.year + years_ahead, None
    if month is not None:
        later = month < today.month or (month == today.month and next_month_of_name)
        return today.year + (1 if later else 0), month
    if months_ahead is not None:
        index = today.month - 1 + months_ahead
        return today.year + index // 12, index % 12 + 1
    day = today + timedelta(days=days_ahead)
    return day.year, day.month


def days_to_weekday(sent_at: str, weekday: int, *, following_week: bool = False) -> int:
    """Days from the message to the next ``weekday`` (Monday is 0; a week ahead when it is today's, and a week more
    with ``following_week``: "next saturday" read as the one after this)."""
    today = datetime(int(sent_at[:4]), int(sent_at[5:7]), int(sent_at[8:10]), tzinfo=UTC)
    return ((weekday - today.weekday()) % 7 or 7) + (7 if following_week else 0)
