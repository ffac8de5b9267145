"""Claude importer on the hand-written sample export: golden output and one test per quirk."""

from __future__ import annotations

import json
import shutil
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from pamport.importers.claude.v2025_01 import ClaudeImporter
from pamport.importers.sources import Source
from pamport.schemas.conversation import Conversation, Message
from tests.claude_helpers import assert_symmetric, assert_texts_present, assert_valid, schema_validator
from tests.harness import Collected, check_golden, collect

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "claude" / "2025.01"
IMPORTER = "claude-importer/2025.01"


@pytest.fixture(scope="module")
def sample() -> Collected:
    return collect(SAMPLE)


def _raw_conversations() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads((SAMPLE / "conversations.json").read_text(encoding="utf-8"))
    return data


def _conv(sample: Collected, provider_id: str) -> Conversation:
    for item in sample.conversations:
        if item.conversation.provider.conversation_id == provider_id:
            return item.conversation
    raise KeyError(provider_id)


LISBON = "a1f0c3d2-5b6e-4f70-8a91-b2c3d4e5f607"
POSTGRES = "b2e1d4c3-6c7f-4081-9ba2-c3d4e5f60718"
REGEX = "c3f2e5d4-7d80-4192-8cb3-d4e5f6071829"
EMPTY = "d4a3f6e5-8e91-42a3-9dc4-e5f607182930"
OWNER = "4d3c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d"


def _by_provider_id(conv: Conversation, provider_id: str) -> list[Message]:
    return [m for m in conv.messages if m.provider_message_id == provider_id]


def test_golden(sample: Collected) -> None:
    check_golden("claude/2025.01", [c.conversation.to_json_dict() for c in sample.conversations])
    check_golden("claude/2025.01-memories", [asdict(m) for m in sample.memories])


def test_every_file_is_read_and_detected(sample: Collected) -> None:
    assert sample.importers == [IMPORTER]
    stats = sample.stats(IMPORTER)
    assert stats["records_read"]["conversation"] == 4
    assert stats["records_read"]["user"] == 1
    assert stats["records_read"]["project"] == 2
    assert stats["records_read"]["memory_record"] == 1
    assert {c.member for c in sample.conversations} == {"conversations.json"}


def test_detection_is_by_content_not_by_name(tmp_path: Path) -> None:
    for src, dst in [
        ("conversations.json", "claude_export.json"),
        ("memories.json", "what-claude-knows.json"),
        ("projects.json", "proj.json"),
        ("users.json", "me.json"),
    ]:
        shutil.copy(SAMPLE / src, tmp_path / dst)
    (tmp_path / "notes.json").write_text('[{"title": "not claude", "id": 1}]', encoding="utf-8")
    claim = ClaudeImporter.sniff(Source(tmp_path))
    assert claim is not None and claim.confidence >= 0.9
    assert set(claim.members) == {"claude_export.json", "what-claude-knows.json", "proj.json", "me.json"}
    renamed = collect(tmp_path, forced=IMPORTER)
    assert len(renamed.conversations) == 4 and len(renamed.memories) == 24 and len(renamed.accounts) == 1


def test_sniff_rejects_other_providers(tmp_path: Path) -> None:
    (tmp_path / "conversations.json").write_text(
        '[{"title": "t", "create_time": 1.0, "mapping": {}, "conversation_id": "x"}]', encoding="utf-8"
    )
    assert ClaudeImporter.sniff(Source(tmp_path)) is None


def test_every_conversation_validates(sample: Collected, pam_schemas: Path) -> None:
    validator = schema_validator(pam_schemas)
    raws = {c["uuid"]: c for c in _raw_conversations()}
    for item in sample.conversations:
        conv = item.conversation
        assert_valid(conv, validator)
        assert_symmetric(conv)
        assert_texts_present(raws[conv.provider.conversation_id or ""], conv)
        assert conv.provider.name == "claude" and conv.provider.export_format_version == "2025.01"
        assert conv.import_metadata is None


def test_null_message_is_skipped_with_reason(sample: Collected) -> None:
    skips = [s for s in sample.report.iter_skips() if s["kind"] == "message"]
    assert skips == [
        {
            "importer": IMPORTER,
            "kind": "message",
            "file": "conversations.json",
            "location": f"conversation #1 ({LISBON}) message #1",
            "reason": "null entry in chat_messages: not a message",
        }
    ]
    assert sample.stats(IMPORTER)["records_read"]["message"] == 12
    assert sample.stats(IMPORTER)["records_converted"]["message"] == 11


def test_empty_top_level_text_uses_the_blocks(sample: Collected) -> None:
    (first,) = _by_provider_id(_conv(sample, LISBON), "0a1b2c3d-1111-4a2b-8c3d-4e5f6a7b8c01")
    assert first.role == "user"
    assert first.plain_text().startswith("I'm going to Lisbon in May")


def test_top_level_text_only(sample: Collected) -> None:
    (last,) = _by_provider_id(_conv(sample, LISBON), "0a1b2c3d-4444-4a2b-8c3d-4e5f6a7b8c04")
    assert last.role == "assistant" and last.plain_text().startswith("Alfama is steep and cobbled")


def test_thinking_and_text_is_a_thought_then_an_answer(sample: Collected) -> None:
    conv = _conv(sample, LISBON)
    thought, answer = _by_provider_id(conv, "0a1b2c3d-2222-4a2b-8c3d-4e5f6a7b8c02")
    assert conv.messages.index(thought) + 1 == conv.messages.index(answer)
    assert thought.is_thought and thought.role == "assistant"
    assert thought.plain_text().startswith("They travel with an older relative")
    assert not answer.is_thought and answer.role == "assistant"
    # Cited spans are separate text blocks: concatenated without a separator.
    assert answer.plain_text() == (
        "For a mixed-mobility group I'd stay in Baixa or Chiado: both are central and mostly flat, "
        "and the metro is close."
    )
    assert [c.url for c in answer.citations] == ["https://www.visitlisboa.com/en/neighbourhoods/baixa"]
    summaries = thought.raw_metadata["blocks"][0]["summaries"]
    assert summaries[0]["summary"].startswith("Weighing neighbourhoods")


def test_tool_use_and_tool_result(sample: Collected) -> None:
    conv = _conv(sample, POSTGRES)
    segments = _by_provider_id(conv, "1b2c3d4e-2222-4b3c-9d4e-5f6a7b8c9d02")
    assert [m.role for m in segments] == ["assistant", "tool", "assistant", "tool", "assistant"]
    call = segments[0].tool_calls[0]
    assert (call.id, call.name, call.input) == (
        "toolu_01PITRsearch",
        "web_search",
        {"query": "PostgreSQL 16 point-in-time recovery"},
    )
    search = segments[1]
    assert (
        search.raw_metadata["tool_use_id"] == "toolu_01PITRsearch"
        and search.raw_metadata["is_error"] is False
    )
    docs, wiki = search.citations
    assert docs.url == "https://www.postgresql.org/docs/16/continuous-archiving.html" and docs.title
    # A relative URL is not an absolute URI: kept out of the citation, verbatim in raw_metadata.
    assert wiki.url is None and wiki.title == "Internal wiki: backups"
    assert search.raw_metadata["content_items"][1]["url"] == "wiki/backups"
    failed = segments[3]
    assert failed.raw_metadata["is_error"] is True
    assert failed.plain_text().startswith("Failed to fetch")
    assert segments[2].tool_calls[0].name == "web_fetch"


def test_token_budget_is_dropped_and_counted(sample: Collected) -> None:
    stats = sample.stats(IMPORTER)
    assert stats["skip_reasons"]["token_budget block dropped"] == 1
    for item in sample.conversations:
        for m in item.conversation.messages:
            assert all(b.get("type") != "token_budget" for b in m.raw_metadata.get("blocks", []))


def test_unknown_block_is_reported_and_kept(sample: Collected) -> None:
    stats = sample.stats(IMPORTER)
    assert stats["unknown"]["content block: image"]["count"] == 1
    last = _by_provider_id(_conv(sample, POSTGRES), "1b2c3d4e-2222-4b3c-9d4e-5f6a7b8c9d02")[-1]
    image = next(b for b in last.raw_metadata["blocks"] if b["type"] == "image")
    assert image["file_uuid"] == "8a9b0c1d-6666-4e7f-9a0b-1c2d3e4f5a06"


def test_regenerated_replies_are_siblings(sample: Collected) -> None:
    conv = _conv(sample, REGEX)
    by_id = {m.id: m for m in conv.messages}
    root = conv.messages[0]
    assert root.parent_id is None and len(root.children_ids) == 2
    first, second = (by_id[c] for c in root.children_ids)
    assert first.role == second.role == "assistant"
    assert first.plain_text().startswith("Here's a simple one")
    assert second.plain_text().startswith("A stricter version")
    follow_up = by_id[second.children_ids[0]]
    assert follow_up.role == "user" and follow_up.children_ids
    assert "parent_message_uuid" not in root.raw_metadata  # the root sentinel is understood, not unknown


def test_linear_conversations_have_no_links(sample: Collected) -> None:
    for provider_id in (LISBON, POSTGRES):
        for m in _conv(sample, provider_id).messages:
            assert m.parent_id is None and m.children_ids == []


def test_attachments_and_files_are_merged(sample: Collected) -> None:
    (first,) = _by_provider_id(_conv(sample, LISBON), "0a1b2c3d-1111-4a2b-8c3d-4e5f6a7b8c01")
    itinerary, photo = first.attachments
    assert (itinerary.name, itinerary.type, itinerary.size_bytes, itinerary.mime_type) == (
        "itinerary.txt",
        "document",
        118,
        "text/plain",
    )
    assert itinerary.provider_id == "5e6f7a8b-2222-4c3d-9e4f-5a6b7c8d9e02"  # filled in from `files`
    assert (photo.name, photo.type) == ("flight-confirmation.png", "image")
    assert first.raw_metadata["attachments"][0]["extracted_content"].startswith("Day 1: arrive")


def test_out_of_order_messages_keep_file_order(sample: Collected) -> None:
    conv = _conv(sample, LISBON)
    users = [m for m in conv.messages if m.role == "user"]
    assert users[1].created_at == "2025-03-02T09:13:58Z" < users[0].created_at
    assert conv.messages.index(users[0]) < conv.messages.index(users[1])
    events = sample.stats(IMPORTER)["events"]
    assert [v for k, v in events.items() if k.startswith("messages older than the message before them")] == [1]


def test_empty_conversation_is_written_and_noted(sample: Collected) -> None:
    conv = _conv(sample, EMPTY)
    assert conv.messages == [] and conv.title is None and conv.participants == []
    assert conv.temporal.created_at == "2025-03-05T11:00:00Z"
    events = sample.stats(IMPORTER)["events"]
    assert [v for k, v in events.items() if k.startswith("conversations without messages")] == [1]


def test_conversation_fields(sample: Collected) -> None:
    postgres = _conv(sample, POSTGRES)
    assert postgres.title == "Postgres 16 point-in-time recovery"
    assert postgres.raw_metadata["summary"].startswith("Dana asked how to set up")
    assert postgres.provider.account_id == OWNER
    assert postgres.temporal.updated_at == "2025-02-20T16:05:42Z"
    regex = _conv(sample, REGEX)
    assert regex.model == "claude-sonnet-4-20250514"
    assert {m.model for m in regex.messages if m.role == "assistant"} == {"claude-sonnet-4-20250514"}
    assert {m.model for m in regex.messages if m.role == "user"} == {None}
    assert "summary" not in _conv(sample, LISBON).raw_metadata  # empty summaries carry nothing


def test_account_info(sample: Collected) -> None:
    (account,) = sample.accounts
    assert (account.platform, account.platform_user_id, account.name, account.email) == (
        "claude",
        OWNER,
        "Dana Ferreira",
        "dana.ferreira@example.com",
    )


def test_output_is_deterministic() -> None:
    first = [c.conversation.to_json_dict() for c in collect(SAMPLE).conversations]
    again = [c.conversation.to_json_dict() for c in collect(SAMPLE).conversations]
    assert first == again
