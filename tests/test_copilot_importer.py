"""Copilot Privacy Dashboard CSVs: layouts by header, regrouping, quirks, errors, golden output, schema."""

from __future__ import annotations

import csv
import json
import shutil
import zipfile
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, FormatChecker

from pamport.importers.base import ImportOptions
from pamport.importers.copilot.layouts import normalise_header
from pamport.importers.copilot.v2025_01 import CopilotImporter
from pamport.importers.sources import Source
from pamport.schemas.conversation import Conversation
from pamport.timeutil import format_utc
from tests.harness import Collected, check_golden, collect

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "copilot" / "2025.01"
IMPORTER = CopilotImporter.importer_version
ACTIVITY = "copilot-activity-history.csv"
CHAT = "copilot-chat-activity.csv"
M365 = "copilot-in-Microsoft-365-apps-activity.csv"
WINDOWS = "windows-apps-copilot-activity-history.csv"
TEXT_COLUMNS = {"message", "messagecontent", "prompt"}


@pytest.fixture(scope="module")
def sample() -> Collected:
    return collect(SAMPLE)


def _convs(result: Collected, member: str | None = None, title: str | None = None) -> list[Conversation]:
    return [
        c.conversation
        for c in result.conversations
        if (member is None or c.member == member) and (title is None or c.conversation.title == title)
    ]


def _source_texts(path: Path) -> list[str]:
    """Every message text of a sample CSV, read independently with the csv module."""
    with path.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    column = next(i for i, name in enumerate(rows[0]) if normalise_header(name) in TEXT_COLUMNS)
    return [row[column] for row in rows[1:] if row[column].strip()]


def _write(path: Path, header: list[str], rows: list[list[str]], bom: bool = True) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8-sig" if bom else "utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(header)
        writer.writerows(rows)
    return path


# -- detection -----------------------------------------------------------------------------------------------


def test_sniff_claims_every_layout_by_its_header() -> None:
    with Source(SAMPLE) as source:
        claim = CopilotImporter.sniff(source)
    assert claim is not None
    assert set(claim.members) == {ACTIVITY, CHAT, M365, WINDOWS}
    assert claim.confidence >= 0.9
    assert "activity-history" in claim.reason and "windows-apps" in claim.reason


def test_detection_uses_the_header_not_the_file_name(tmp_path: Path) -> None:
    shutil.copy(SAMPLE / CHAT, tmp_path / "renamed-download (1).csv")
    _write(tmp_path / "copilot-activity-history.csv", ["Date", "Amount"], [["2025-01-01", "3"]])
    with Source(tmp_path) as source:
        claim = CopilotImporter.sniff(source)
    assert claim is not None and claim.members == ("renamed-download (1).csv",)


def test_single_csv_file_is_an_input(tmp_path: Path) -> None:
    result = collect(SAMPLE / WINDOWS)
    assert result.importers == [IMPORTER]
    assert {c.conversation.raw_metadata["client_app"] for c in result.conversations} == {"Notepad", "Paint"}


def test_a_zip_of_the_csvs_is_an_input(tmp_path: Path, sample: Collected) -> None:
    archive = tmp_path / "CopilotActivity.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for file in sorted(SAMPLE.iterdir()):
            zf.write(file, f"Copilot/{file.name}")
    result = collect(archive)
    assert [c.conversation.to_json_dict() for c in result.conversations] == [
        c.conversation.to_json_dict() for c in sample.conversations
    ]


# -- golden output and the schema ----------------------------------------------------------------------------


def test_golden(sample: Collected) -> None:
    check_golden("copilot/2025.01", [c.conversation.to_json_dict() for c in sample.conversations])


def test_every_conversation_validates(sample: Collected, pam_schemas: Path) -> None:
    schema_file = pam_schemas / "portable-ai-memory-conversation.schema.json"
    schema = json.loads(schema_file.read_text(encoding="utf-8"))
    validator = Draft202012Validator(schema, format_checker=FormatChecker())
    for item in sample.conversations:
        data = item.conversation.to_json_dict()
        Conversation.model_validate(data)
        errors = sorted(validator.iter_errors(data), key=str)
        assert not errors, f"{item.conversation.title}: {errors[0].message}"
        assert data["provider"] == {
            "name": "copilot",
            "conversation_id": None,
            "account_id": None,
            "export_format_version": "2025.01",
        }
        assert data.get("import_metadata") is None
        assert all(m["parent_id"] is None and m["children_ids"] == [] for m in data["messages"])


def test_every_message_text_is_in_the_output(sample: Collected) -> None:
    for name in (ACTIVITY, CHAT, M365, WINDOWS):
        expected = Counter(_source_texts(SAMPLE / name))
        got = Counter(m.plain_text() for c in _convs(sample, name) for m in c.messages)
        assert got == expected, name
    stats = sample.stats(IMPORTER)
    assert stats["records_read"] == stats["records_converted"] == {"conversation": 13, "message": 33}
    assert stats["records_skipped"] == {}


def test_output_is_deterministic(sample: Collected) -> None:
    again = collect(SAMPLE)
    assert [c.conversation.to_json_dict() for c in again.conversations] == [
        c.conversation.to_json_dict() for c in sample.conversations
    ]
    ids = [m.id for c in sample.conversations for m in c.conversation.messages]
    assert len(set(ids)) == len(ids)


# -- quirks --------------------------------------------------------------------------------------------------


def test_bom_crlf_and_quoted_newlines_commas_and_quotes(sample: Collected) -> None:
    assert (SAMPLE / ACTIVITY).read_bytes().startswith(b"\xef\xbb\xbfConversation,")
    assert b"\r\n" in (SAMPLE / ACTIVITY).read_bytes()
    (csv_chat,) = _convs(sample, ACTIVITY, "Python CSV parsing")
    texts = [m.plain_text() for m in csv_chat.messages]
    assert texts[0] == 'Why does csv.reader turn ""quoted"" text into "quoted"?'
    assert "with open('out.csv', 'w', newline='') as f:\n        csv.writer(f).writerows(rows)" in texts[3]
    (sourdough,) = _convs(sample, ACTIVITY, "Sourdough starter troubleshooting")
    assert sourdough.messages[3].plain_text().startswith("By weight. For example:\n- 50 g starter\n")
    assert ", flour, water" in sourdough.messages[1].plain_text()


def test_newest_first_file_comes_out_in_time_order(sample: Collected) -> None:
    for conv in _convs(sample, ACTIVITY):
        times = [m.created_at for m in conv.messages]
        assert times == sorted(times)
        # prompt and reply share a second; the reply (listed first in the file) still comes second
        assert [m.role for m in conv.messages[:2]] == ["user", "assistant"]
    assert any("newest first" in n for n in sample.stats(IMPORTER)["notes"])


def test_title_reappearing_after_the_gap_is_a_new_conversation(sample: Collected) -> None:
    lisbon = _convs(sample, ACTIVITY, "Trip to Lisbon")
    assert len(lisbon) == 2 and lisbon[0].id != lisbon[1].id
    assert [c.temporal.created_at for c in lisbon] == ["2025-03-11T19:20:00Z", "2025-03-13T10:00:00Z"]


def test_a_contiguous_block_resumed_the_next_day_stays_one_conversation(sample: Collected) -> None:
    (conv,) = _convs(sample, ACTIVITY, "Python CSV parsing")
    assert len(conv.messages) == 4
    assert conv.temporal.created_at == format_utc(datetime(2025, 3, 14, 9, 15, 2, 250000, tzinfo=UTC))
    assert conv.temporal.updated_at == "2025-03-15T08:30:00Z"


def test_empty_titles_are_grouped_by_the_gap_alone(sample: Collected) -> None:
    untitled = [c for c in _convs(sample, ACTIVITY) if c.raw_metadata["source_title"] == ""]
    assert [c.title for c in untitled] == [
        "Translate 'good morning' into Portuguese",
        "How many tablespoons are in 100 ml?",
    ]
    assert all(c.raw_metadata["title_from"] == "first_prompt" and len(c.messages) == 2 for c in untitled)


def test_mixed_time_formats(sample: Collected) -> None:
    untitled = [c for c in _convs(sample, ACTIVITY) if c.raw_metadata["source_title"] == ""]
    assert untitled[0].messages[0].created_at == "2025-03-12T06:45:10Z"  # +01:00 offset
    assert untitled[1].messages[0].created_at == "2025-03-12T18:02:00Z"  # M/D/YYYY h:mm:ss PM
    assert untitled[1].messages[0].raw_metadata["source_time"] == "3/12/2025 6:02:00 PM"
    (budget,) = _convs(sample, CHAT, "Budget spreadsheet help")
    assert budget.messages[0].created_at == "2025-03-19T08:12:00Z"  # 3/19/2025 9:12:00 +01:00


def test_unparseable_time_borrows_a_neighbour_and_is_reported(sample: Collected) -> None:
    (sourdough,) = _convs(sample, ACTIVITY, "Sourdough starter troubleshooting")
    reply = sourdough.messages[3]
    assert reply.raw_metadata["source_time"] == "(not recorded)"
    assert reply.raw_metadata["time_borrowed_from_neighbour"] is True
    assert reply.created_at == sourdough.messages[2].created_at == "2025-03-10T08:04:40Z"
    assert sample.stats(IMPORTER)["unknown"]["time:unparseable"]["count"] == 1


def test_truncated_replies_are_flagged_and_counted(sample: Collected) -> None:
    flagged = [
        m for c in sample.conversations for m in c.conversation.messages if m.raw_metadata.get("truncated")
    ]
    assert sorted(m.plain_text()[-1] for m in flagged) == [".", "…"]
    assert all(m.role == "assistant" for m in flagged)
    notes = [n for n in sample.stats(IMPORTER)["notes"] if "raw_metadata.truncated" in n]
    assert len(notes) == 2 and all(n.endswith(": 1") for n in notes)


def test_authors_map_to_roles(sample: Collected) -> None:
    roles = {
        (m.raw_metadata["author"], m.role)
        for c in sample.conversations
        for m in c.conversation.messages
        if "author" in m.raw_metadata
    }
    assert roles == {
        ("Human", "user"),
        ("user", "user"),
        ("AI", "assistant"),
        ("Copilot", "assistant"),
        ("Microsoft 365 Copilot", "assistant"),
        ("Designer", "assistant"),
        ("api_tool", "tool"),
        ("FileUploadApp", "tool"),
        ("system", "system"),
    }
    unknown = sample.stats(IMPORTER)["unknown"]
    assert unknown["author:Designer"]["count"] == 1
    (lasagne,) = _convs(sample, CHAT, "Vegetarian lasagne")
    assert [(p.role, p.name) for p in lasagne.participants] == [
        ("user", None),
        ("tool", "api_tool"),
        ("assistant", "Copilot"),
        ("assistant", "Designer"),
    ]


def test_author_roles_can_be_pinned_by_the_user(tmp_path: Path) -> None:
    options = ImportOptions(extra={"copilot_author_roles": {"designer": "tool"}})
    result = collect(SAMPLE / CHAT, options=options)
    messages = [m for c in result.conversations for m in c.conversation.messages]
    designer = [m for m in messages if m.raw_metadata["author"] == "Designer"]
    assert [m.role for m in designer] == ["tool"]
    assert "author:Designer" not in result.stats(IMPORTER)["unknown"]


def test_unknown_columns_are_kept_and_reported(sample: Collected) -> None:
    for conv in _convs(sample, M365):
        assert {m.raw_metadata["extra_columns"]["AppName"] for m in conv.messages} <= {"Word", "Outlook"}
    assert sample.stats(IMPORTER)["unknown"]["column:AppName"]["examples"] == [f"{M365} at header"]


def test_header_matching_ignores_case_and_spaces() -> None:
    assert (SAMPLE / CHAT).read_bytes().startswith(b"CreatedAt, MessageContent, Author, ChatName\r\n")
    header = b"\xef\xbb\xbfcreatedAt,messageContent,AUTHOR,ChatName,AppName\r\n"
    assert (SAMPLE / M365).read_bytes().startswith(header)


def test_windows_prompts_grouped_by_app_and_gap(sample: Collected) -> None:
    convs = _convs(sample, WINDOWS)
    by_app = Counter(c.raw_metadata["client_app"] for c in convs)
    assert by_app == {"Notepad": 2, "Paint": 1}
    assert all(m.role == "user" for c in convs for m in c.messages)
    assert all(c.participants[0].role == "user" and len(c.participants) == 1 for c in convs)
    merged = collect(SAMPLE / WINDOWS, options=ImportOptions(conversation_gap_minutes=24 * 60))
    apps = Counter(c.conversation.raw_metadata["client_app"] for c in merged.conversations)
    assert apps == {"Notepad": 1, "Paint": 1}


def test_long_first_prompt_title_is_cut_at_a_word(tmp_path: Path) -> None:
    prompt = "Explain " + "the difference between weather and climate " * 4 + "\nsecond line"
    header = ["Conversation", "Time", "Author", "Message"]
    path = _write(tmp_path / "a.csv", header, [["", "2025-01-01T10:00:00", "user", prompt]])
    (item,) = collect(path).conversations
    title = item.conversation.title
    assert title is not None and title.endswith("…") and len(title) <= 80 and "second line" not in title


# -- chunked reading -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("chunk_rows", [1, 2, 3])
def test_groups_spanning_chunks_are_rebuilt_the_same(sample: Collected, chunk_rows: int) -> None:
    small = collect(SAMPLE, options=ImportOptions(csv_chunk_rows=chunk_rows))
    assert [c.conversation.to_json_dict() for c in small.conversations] == [
        c.conversation.to_json_dict() for c in sample.conversations
    ]
    assert small.stats(IMPORTER)["records_read"] == sample.stats(IMPORTER)["records_read"]


def test_end_to_end_convert_and_validate(tmp_path: Path) -> None:
    cli = pytest.importorskip("pamport.cli")
    out = tmp_path / "bundle"
    assert cli.main(["convert", str(SAMPLE), "-o", str(out), "--extractor", "none", "-q"]) == 0
    files = sorted((out / "conversations").glob("*.json"))
    assert len(files) == 13
    report: dict[str, Any] = json.loads((out / "import-report.json").read_text(encoding="utf-8"))
    assert report["importers"][0]["importer"] == IMPORTER
    for file in files:
        data = json.loads(file.read_text(encoding="utf-8"))
        assert data["import_metadata"]["importer_version"] == IMPORTER
        assert data["import_metadata"]["source_checksum"].startswith("sha256:")
    validation = pytest.importorskip("pamport.validation")
    if not hasattr(validation, "validate_path"):
        pytest.skip("`pamport validate` is not available in this checkout")
    assert cli.main(["validate", str(out)]) == 0


@settings(max_examples=300, deadline=None)
@given(st.datetimes(timezones=st.just(UTC)) | st.datetimes(timezones=st.timezones()))
def test_key_to_output_time_reads_the_text_as_parsing_does(dt: datetime) -> None:
    """``iso_from_key`` takes the output time off the key's text; it must be what parsing the key gives."""
    from pamport.importers.copilot.times import from_key, iso_from_key, sort_key

    try:
        key = sort_key(dt)
    except OverflowError:  # a local time near year 1 or 9999 has no UTC time
        return
    assert iso_from_key(key) == format_utc(from_key(key))
