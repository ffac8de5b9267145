"""The depth guard's chunk-at-a-time path agrees with its byte-by-byte path on any JSON cut anywhere."""

from __future__ import annotations

import io
import itertools
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.depth_guard import DepthGuard

_TEXT = st.text(alphabet=st.sampled_from('ab"\\[]{}:, \n\u00e9'), max_size=12)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | _TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TEXT, inner, max_size=4),
    max_leaves=30,
)


class _Chunks:
    """A stream that returns the document in the given pieces."""

    def __init__(self, pieces: list[bytes]) -> None:
        self.pieces = pieces

    def read(self, size: int = -1) -> bytes:
        return self.pieces.pop(0) if self.pieces else b""


def _pieces(doc: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({0, len(doc), *(c % (len(doc) + 1) for c in cuts)})
    return [doc[a:b] for a, b in itertools.pairwise(points) if b > a]


@settings(max_examples=300, deadline=None)
@given(_JSON, st.lists(st.integers(min_value=0, max_value=10_000), max_size=8))
def test_the_chunk_path_tracks_strings_and_depth_as_the_byte_path_does(value: object, cuts: list[int]) -> None:
    doc = json.dumps(value, ensure_ascii=False).encode("utf-8")
    fast, slow = DepthGuard(io.BytesIO()), DepthGuard(io.BytesIO())
    for piece in _pieces(doc, cuts):
        assert fast._fast(piece)
        assert slow._slow(piece) == piece
        assert (fast.depth, fast.in_string, fast.escape) == (slow.depth, slow.in_string, slow.escape)
    assert fast.depth == 0 and not fast.in_string


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=12), st.lists(st.integers(min_value=0, max_value=400), max_size=6))
def test_a_value_too_deep_is_cut_wherever_the_chunks_end(depth: int, cuts: list[int]) -> None:
    doc = json.dumps([{"t": 'x"[{'}, json.loads("[" * depth + "]" * depth)]).encode()
    out = b""
    guard = DepthGuard(_Chunks(_pieces(doc, cuts)), max_depth=6)
    while chunk := guard.read(-1):
        out += chunk
    parsed = json.loads(out)
    assert parsed[0] == {"t": 'x"[{'}
    assert ("nested-too-deep" in json.dumps(parsed[1])) == (depth + 1 > 6)
