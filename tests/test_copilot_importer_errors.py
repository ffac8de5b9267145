"""Copilot CSVs that are empty, broken or partly unusable: clear errors, located skips, nothing lost."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pamport.errors import EmptyExport, MalformedFile
from pamport.importers.base import ConversationItem, ImportContext, ImportOptions
from pamport.importers.copilot.v2025_01 import CopilotImporter
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from pamport.schemas.conversation import Conversation
from tests.harness import collect
from tests.test_copilot_importer import ACTIVITY, CHAT, IMPORTER, SAMPLE, WINDOWS, _write


def test_real_header_only_export_is_a_clear_empty_export(real_exports: Path) -> None:
    with pytest.raises(EmptyExport) as err:
        collect(real_exports / "copilot" / "empty-format-b")
    assert "copilot-chat-activity.csv" in err.value.reason
    assert "header row and no data rows" in err.value.reason


def test_header_only_file_beside_data_gives_a_note(tmp_path: Path) -> None:
    shutil.copy(SAMPLE / WINDOWS, tmp_path / WINDOWS)
    _write(tmp_path / CHAT, ["CreatedAt", "MessageContent", "Author", "ChatName"], [], bom=False)
    result = collect(tmp_path)
    assert len(result.conversations) == 3
    assert any(n.startswith(f"{CHAT}: ") and "no activity rows" in n for n in result.stats(IMPORTER)["notes"])


def test_all_files_header_only_raises_empty_export(tmp_path: Path) -> None:
    _write(tmp_path / CHAT, ["CreatedAt", "MessageContent", "Author", "ChatName"], [])
    _write(tmp_path / WINDOWS, ["Timestamp", "ClientApp", "Prompt"], [])
    with pytest.raises(EmptyExport, match="have a header row and no data rows"):
        collect(tmp_path)


def test_unterminated_quote_is_a_malformed_file(tmp_path: Path) -> None:
    path = tmp_path / ACTIVITY
    path.write_bytes(
        b"Conversation,Time,Author,Message\r\n"
        b"Chat,2025-01-01T10:00:00,user,hello\r\n"
        b'Chat,2025-01-01T10:00:05,AI,"this reply never closes its quote\r\n'
        b"Chat,2025-01-01T10:01:00,user,thanks\r\n"
    )
    with pytest.raises(MalformedFile) as err:
        collect(path)
    assert err.value.file == ACTIVITY
    assert err.value.location == "row 2"
    assert "EOF inside string" in err.value.reason


def test_a_broken_file_keeps_what_came_before_and_the_other_files(tmp_path: Path) -> None:
    (tmp_path / "a-broken.csv").write_bytes(
        b"Conversation,Time,Author,Message\r\n"
        b"Chat,2025-01-01T10:00:00,user,hello\r\n"
        b"Chat,2025-01-01T10:00:05,AI,hi\r\n"
        b'Chat,2025-01-01T10:01:00,user,"never closed\r\n'
    )
    shutil.copy(SAMPLE / WINDOWS, tmp_path / WINDOWS)
    report = RunReport()
    options = ImportOptions(csv_chunk_rows=1)
    ctx = ImportContext(Source(tmp_path), report.reporter(IMPORTER, "copilot"), options)
    claim = CopilotImporter.sniff(ctx.source)
    assert claim is not None
    got: list[Conversation] = []
    with pytest.raises(MalformedFile) as err:
        for item in CopilotImporter().read(ctx.source, claim, ctx):
            assert isinstance(item, ConversationItem)
            got.append(item.conversation)
    assert err.value.file == "a-broken.csv" and err.value.location == "row 3"
    assert [m.plain_text() for m in got[0].messages] == ["hello", "hi"]
    assert len(got) == 4  # the broken file's first chat, then the three Windows apps conversations
    skips = [s for s in report.iter_skips() if s["kind"] == "file"]
    assert [(s["file"], s["location"]) for s in skips] == [("a-broken.csv", "row 3")]


def test_bad_rows_are_skipped_with_their_location(tmp_path: Path) -> None:
    path = tmp_path / "history.csv"
    path.write_text(
        "Conversation,Time,Author,Message\n"
        "Chat,2025-01-01T10:00:00,user,hello\n"
        "Chat,2025-01-01T10:00:01,AI,one,field,too,many\n"
        "Chat,2025-01-01T10:00:02,AI,\n"
        "Chat,2025-01-01T10:00:03,AI,hi there\n",
        encoding="utf-8",
    )
    result = collect(path)
    (item,) = result.conversations
    assert [m.plain_text() for m in item.conversation.messages] == ["hello", "hi there"]
    stats = result.stats(IMPORTER)
    assert stats["records_read"]["message"] == 4
    assert stats["records_converted"]["message"] == 2
    assert stats["records_skipped"] == {"message": 2}
    skips = {(s["location"], s["reason"].split(":")[0]) for s in result.report.iter_skips()}
    assert skips == {("row 2", "malformed CSV row"), ("row 3", "no message text")}


def test_rows_without_any_time_are_skipped(tmp_path: Path) -> None:
    path = _write(tmp_path / "a.csv", ["Timestamp", "ClientApp", "Prompt"], [["soon", "Notepad", "hello"]])
    result = collect(path)
    assert result.conversations == []
    (skip,) = list(result.report.iter_skips())
    assert skip["location"] == "row 1" and "no usable time" in skip["reason"]


def test_not_utf8_is_a_malformed_file(tmp_path: Path) -> None:
    path = tmp_path / "a.csv"
    path.write_bytes(b"Timestamp,ClientApp,Prompt\n2025-01-01T10:00:00Z,Notepad,caf\xe9 au lait\n")
    with pytest.raises(MalformedFile, match="not UTF-8"):
        collect(path)
