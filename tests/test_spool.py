"""The disk sort buffer that regroups activity logs: order, and payloads read back exactly (JSON or marshal)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.spool import SortSpool

_plain = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20,
)


@pytest.mark.parametrize("binary", [False, True])
def test_items_come_back_by_group_then_order_then_arrival(binary: bool) -> None:
    with SortSpool(binary=binary) as spool:
        for group, order, payload in [("b", "1", 1), ("a", "2", 2), ("a", "1", 3), ("a", "1", 4), ("b", "0", 5)]:
            spool.add(group, order, {"n": payload})
        assert len(spool) == 5
        assert [(g, o, p["n"]) for g, o, p in spool.sorted_items()] == [
            ("a", "1", 3),
            ("a", "1", 4),
            ("a", "2", 2),
            ("b", "0", 5),
            ("b", "1", 1),
        ]


@settings(max_examples=60, deadline=None)
@given(st.lists(_plain, min_size=1, max_size=5))
def test_binary_payloads_read_back_as_json_ones_do(payloads: list[Any]) -> None:
    """For data parsed from JSON (what importers spool) both stores give back equal values, key order kept."""
    with SortSpool() as as_json, SortSpool(binary=True) as as_marshal:
        for position, payload in enumerate(payloads):
            as_json.add("g", f"{position:04d}", {"p": payload})
            as_marshal.add("g", f"{position:04d}", {"p": payload})
        from_json = [p for _g, _o, p in as_json.sorted_items()]
        from_marshal = [p for _g, _o, p in as_marshal.sorted_items()]
    assert from_marshal == from_json == [{"p": p} for p in payloads]
    assert [repr(p) for p in from_marshal] == [repr(p) for p in from_json]  # same key order, same float text


_keys = st.text(alphabet=st.sampled_from("ab\x00é\U0001f600-"), max_size=3)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.tuples(_keys, _keys, _plain), max_size=60),
    st.integers(min_value=1, max_value=400),
    st.integers(min_value=2, max_value=4),
)
def test_runs_written_to_disk_and_merged_keep_the_order(
    records: list[tuple[str, str, Any]], run_bytes: int, width: int
) -> None:
    """Small runs and a narrow merge force every path (several runs, merges of merges): the same order as a
    stable sort by (group, order), which is what one run held in memory gives."""
    import pamport.importers.spool as spool_module

    expected = sorted(
        ((g, o, {"p": p, "n": n}) for n, (g, o, p) in enumerate(records)), key=lambda r: (r[0], r[1])
    )
    saved = spool_module.RUN_BYTES, spool_module.MERGE_WIDTH
    spool_module.RUN_BYTES, spool_module.MERGE_WIDTH = run_bytes, width
    try:
        for binary in (False, True):
            with SortSpool(binary=binary) as spool:
                for n, (g, o, p) in enumerate(records):
                    spool.add(g, o, {"p": p, "n": n})
                got = list(spool.sorted_items())
                again = list(spool.sorted_items())  # read twice: the runs stay until closed
            assert [(g, o, p["n"]) for g, o, p in got] == [(g, o, p["n"]) for g, o, p in expected]
            assert repr(got) == repr(again) == repr(expected)
    finally:
        spool_module.RUN_BYTES, spool_module.MERGE_WIDTH = saved


def test_the_scratch_file_goes_when_closed(tmp_path: Any) -> None:
    import pamport.importers.spool as spool_module

    saved = spool_module.RUN_BYTES
    spool_module.RUN_BYTES = 1
    try:
        with SortSpool(tmp_path, binary=True) as spool:
            for n in range(5):
                spool.add("g", str(5 - n), n)
            assert len(list(tmp_path.iterdir())) == 1
            assert [p for _g, _o, p in spool.sorted_items()] == [4, 3, 2, 1, 0]
    finally:
        spool_module.RUN_BYTES = saved
    assert list(tmp_path.iterdir()) == []
