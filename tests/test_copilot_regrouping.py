"""Copilot's regrouping and building keep what they computed once (a row's time, an author's role): the results
must be those of computing every time afresh."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.copilot.authors import author_role
from pamport.importers.copilot.build import BuildContext, _role
from pamport.importers.copilot.grouping import Record, Regrouper
from pamport.importers.copilot.layouts import match_header
from pamport.importers.copilot.times import from_key, sort_key

_START = datetime(2024, 6, 1, tzinfo=UTC)

_ROWS = st.lists(
    st.tuples(
        st.sampled_from(["", "Chat A", "Chat B", "Chat C"]),
        # minutes from the start: close together, just over the gap, or far apart; repeats make ties
        st.sampled_from([0, 1, 2, 29, 30, 31, 45, 90, 600, 1440, 1441, 3000]),
        st.integers(min_value=0, max_value=59),
    ),
    max_size=40,
)


def _regroup(rows: list[tuple[str, int, int]], titled: bool, fresh: bool) -> list[list[int]]:
    with Regrouper(titled, 30.0) as regrouper:
        if fresh:  # the general path: both times of every comparison parsed again
            regrouper._time_of = from_key  # type: ignore[method-assign]
        for row, (group, minutes, seconds) in enumerate(rows):
            key = sort_key(_START + timedelta(minutes=minutes, seconds=seconds))
            regrouper.add(Record(row=row, group=group, time_raw=key, text=f"m{row}", key=key))
        regrouper.finish(lambda record: None)
        return [[record.row for record in conversation] for conversation in regrouper.conversations()]


@settings(max_examples=300, deadline=None)
@given(_ROWS, st.booleans())
def test_conversations_are_those_of_parsing_every_time(rows: list[tuple[str, int, int]], titled: bool) -> None:
    assert _regroup(rows, titled, fresh=False) == _regroup(rows, titled, fresh=True)


def test_the_gap_cuts_a_group() -> None:
    rows = [("Chat A", 0, 0), ("Chat A", 1, 0), ("", 0, 0), ("", 45, 0)]
    assert _regroup(rows, titled=True, fresh=False) == [[2], [3], [0, 1]]


# --- the roles of author values, kept per file ------------------------------------------------------------------

_AUTHORS = st.sampled_from(["user", "Human", "AI", "Copilot", "api_tool", "Kayak", "system", " AI ", "Grok", "me", ""])


@settings(max_examples=300, deadline=None)
@given(st.lists(_AUTHORS, max_size=30), st.dictionaries(_AUTHORS, st.sampled_from(["user", "tool", "x"]), max_size=2))
def test_kept_roles_are_those_of_reading_every_author(authors: list[str], overrides: dict[str, str]) -> None:
    """Every row gets the role ``author_role`` gives it, and every unknown author is reported once per row."""
    reported: list[tuple[str, int]] = []
    ctx = BuildContext(
        platform="copilot",
        export_format_version="2025.01",
        match=match_header(["Conversation", "Time", "Author", "Message"]),  # type: ignore[arg-type]
        author_overrides=overrides,
        on_unknown_author=lambda author, row: reported.append((author, row)),
    )
    roles = [_role(ctx, Record(row=i, group="g", time_raw="", text="t", author=a)) for i, a in enumerate(authors)]
    assert roles == [author_role(a, overrides).role for a in authors]
    assert reported == [(a, i) for i, a in enumerate(authors) if not author_role(a, overrides).known]


def test_the_kept_roles_stay_few() -> None:
    ctx = BuildContext("copilot", "2025.01", None, {}, lambda author, row: None)  # type: ignore[arg-type]
    for i in range(1000):
        assert _role(ctx, Record(row=i, group="g", time_raw="", text="t", author=f"agent {i}")) == "assistant"
    assert len(ctx.roles) == 256
