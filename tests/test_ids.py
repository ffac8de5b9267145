"""Derived ids and formatted times: the fast paths give exactly what the standard library's slow ones give."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st

from pamport.ids import PAMPORT_NAMESPACE, derive, message_id
from pamport.timeutil import format_utc

_PART = st.text(st.characters(exclude_categories=("Cs",)), max_size=40)


@given(st.lists(_PART, min_size=1, max_size=4))
def test_derive_is_uuid5_of_the_joined_parts(parts: list[str]) -> None:
    expected = str(uuid.uuid5(PAMPORT_NAMESPACE, "\x1f".join(parts)))
    assert derive(*parts) == expected


def test_a_known_message_id_is_unchanged() -> None:
    # fixed value: ids must never change between releases (bundles are diffed and merged by id)
    assert message_id("c", "m") == str(uuid.uuid5(PAMPORT_NAMESPACE, "message\x1fc\x1fm"))
    assert uuid.UUID(message_id("c", "m")).version == 5


@given(
    st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)),
    st.integers(min_value=-23 * 60, max_value=23 * 60),
)
def test_format_utc_matches_strftime(naive: datetime, offset_minutes: int) -> None:
    aware = naive.replace(tzinfo=timezone(timedelta(minutes=offset_minutes)))
    for dt in (naive, aware):
        utc = (dt if dt.tzinfo else dt.replace(tzinfo=UTC)).astimezone(UTC)
        pattern = "%Y-%m-%dT%H:%M:%S.%fZ" if utc.microsecond else "%Y-%m-%dT%H:%M:%SZ"
        assert format_utc(dt) == utc.strftime(pattern)
