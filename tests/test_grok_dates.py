"""Grok's BSON dates are written without the zone arithmetic of ``format_utc``: the text must be the same."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.grok import dates
from pamport.timeutil import format_utc

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _general(millis: int) -> str | None:
    """What ``from_millis`` wrote before: the aware UTC time through ``format_utc``."""
    if millis < dates._MIN_MS or millis > dates._MAX_MS:
        return None
    return format_utc(_EPOCH + timedelta(milliseconds=millis))


@settings(max_examples=2000, deadline=None)
@given(st.integers(min_value=dates._MIN_MS - 10**6, max_value=dates._MAX_MS + 10**6))
def test_from_millis_writes_what_format_utc_writes(millis: int) -> None:
    assert dates.from_millis(millis) == _general(millis)
    assert dates.from_millis(str(millis)) == _general(millis)
    assert dates.parse_time({"$date": {"$numberLong": str(millis)}}) == _general(millis)


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=999))
def test_whole_seconds_and_fractions(extra: int) -> None:
    """Whole seconds have no fraction; any millisecond gives six digits, as ``format_utc`` writes them."""
    base = 1_700_000_000_000
    assert dates.from_millis(base + extra) == _general(base + extra)


def test_the_edges_of_the_range() -> None:
    for millis in (dates._MIN_MS - 1, dates._MIN_MS, dates._MAX_MS, dates._MAX_MS + 1):
        assert dates.from_millis(millis) == _general(millis)
    assert dates.from_millis(dates._MIN_MS) == "1990-01-01T00:00:00Z"
    assert dates.from_millis(dates._MAX_MS) == "9999-12-31T23:59:59.999000Z"
