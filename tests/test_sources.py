"""Sources: ZIP, folder (with nested ZIPs) and single file, as hashed byte streams."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.errors import SourceError
from pamport.importers.sources import Source


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_single_file(tmp_path: Path) -> None:
    f = tmp_path / "conversations.json"
    f.write_bytes(b"[1, 2, 3]")
    with Source(f) as src:
        assert src.kind == "file"
        assert [m.name for m in src] == ["conversations.json"]
        stream = src.open("conversations.json")
        assert stream.read() == b"[1, 2, 3]"
        assert stream.hexdigest() == _sha(b"[1, 2, 3]") and stream.bytes_read == 9


def test_zip_skips_os_litter_and_hashes_members(tmp_path: Path) -> None:
    z = tmp_path / "export.zip"
    with zipfile.ZipFile(z, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("conversations.json", "[]")
        zf.writestr("user.json", '{"id": "u"}')
        zf.writestr("__MACOSX/._conversations.json", "junk")
        zf.writestr("sub/.DS_Store", "junk")
        zf.writestr("sub/", "")
    with Source(z) as src:
        assert src.kind == "zip"
        assert [m.name for m in src] == ["conversations.json", "user.json"]
        stream = src.open("user.json")
        stream.drain()
        assert stream.hexdigest() == _sha(b'{"id": "u"}')
        assert src.head("user.json", 4) == b'{"id'


def test_folder_with_nested_zip(tmp_path: Path) -> None:
    (tmp_path / "claude").mkdir()
    (tmp_path / "claude" / "conversations.json").write_text("[]")
    with zipfile.ZipFile(tmp_path / "chatgpt.zip", "w") as zf:
        zf.writestr("conversations.json", "[{}]")
    with Source(tmp_path) as src:
        names = [m.name for m in src]
        assert names == ["chatgpt.zip/conversations.json", "claude/conversations.json"]
        assert src.open("chatgpt.zip/conversations.json").read() == b"[{}]"
        assert src.member("chatgpt.zip/conversations.json").basename == "conversations.json"


def test_head_text_strips_bom_and_cut_characters(tmp_path: Path) -> None:
    f = tmp_path / "a.csv"
    f.write_bytes(b"\xef\xbb\xbfTime,Author\n" + "é".encode() * 10)
    with Source(f) as src:
        assert src.head_text("a.csv").startswith("Time,Author")
        assert src.head_text("a.csv", 16).endswith("\n") or "é" in src.head_text("a.csv", 16)


def test_missing_and_corrupt_inputs(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no such file"):
        Source(tmp_path / "missing.zip")
    bad = tmp_path / "broken.zip"
    good = tmp_path / "good.zip"
    with zipfile.ZipFile(good, "w") as zf:
        zf.writestr("a.json", "[]" * 1000)
    data = good.read_bytes()
    bad.write_bytes(data[: len(data) // 2] + data[-22:])  # central directory points into nothing
    try:
        src = Source(bad)
    except SourceError as exc:
        assert "broken.zip" in str(exc)
    else:  # the archive opened; reading the damaged member must then fail clearly
        with pytest.raises(Exception):  # noqa: B017 - zipfile raises several types here
            src.open("a.json").read()


@settings(max_examples=50, deadline=None)
@given(st.binary(max_size=200_000), st.integers(min_value=1, max_value=70_000))
def test_hash_is_independent_of_read_sizes(data: bytes, chunk: int) -> None:
    import io

    from pamport.importers.sources import HashingStream

    stream = HashingStream(io.BytesIO(data))
    seen = 0
    while block := stream.read(chunk):
        seen += len(block)
    assert seen == len(data) == stream.bytes_read
    assert stream.hexdigest() == _sha(data)


def test_damaged_zip_is_named_as_such(tmp_path: Path) -> None:
    good = tmp_path / "export.zip"
    with zipfile.ZipFile(good, "w") as zf:
        zf.writestr("conversations.json", "[]" * 5000)
    cut = tmp_path / "cut.zip"
    cut.write_bytes(good.read_bytes()[:200])  # an interrupted download: no central directory
    with pytest.raises(SourceError, match="damaged or incomplete ZIP"):
        Source(cut)
