"""ChatGPT importer on the hand-written sample exports: goldens, and every quirk asserted on its own."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from pamport.importers.base import AccountInfo, ConversationItem, ImportContext, ImportOptions, MemoryDraft
from pamport.importers.chatgpt.v2025_01 import ChatGPTImporter
from pamport.importers.chatgpt.v2025_06 import ChatGPTShardedImporter
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.extract.branches import active_path
from pamport.pipeline.report import RunReport
from tests.chatgpt_helpers import (
    assert_symmetric,
    assert_texts_kept,
    assert_valid,
    by_conversation_id,
    find,
    output_text,
    schema_validator,
)
from tests.harness import Collected, check_golden, collect

LISBON = "67a1c2d4-1b2e-8001-9f3a-2c4d5e6f7a81"
SPLITS = "67a3f0b1-77c2-8001-a4d5-0e1f2a3b4c5d"
VOICE = "67a51e9c-0d3f-8001-b2c4-6a7b8c9d0e1f"
BROWSING = "6790d7aa-3c1e-8001-8e2f-1a2b3c4d5e6f"
REASONING = "67b0aa12-9e8d-8001-9c0b-7d6e5f4a3b2c"
DAMAGED = "67b2c3d4-5e6f-8001-a7b8-c9d0e1f2a3b4"
NO_MAPPING = "67b4e5f6-a7b8-8001-b9c0-d1e2f3a4b5c6"
USER_ID = "user-5Hc2LqR8pVt0ZkXw3NaJ9bFm"
IMAGE = "file-Q7mT2xKp9VbN4rWs8LcYdE-image.png"


@pytest.fixture(scope="module")
def single() -> Collected:
    return collect(Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01")


@pytest.fixture(scope="module")
def sharded() -> Collected:
    return collect(Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.06-sharded")


def _source(samples: Path, case: str, name: str) -> list[dict[str, object]]:
    data = json.loads((samples / "chatgpt" / case / name).read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def _drafts_json(drafts: list[MemoryDraft]) -> list[dict[str, object]]:
    return [dataclasses.asdict(d) for d in drafts]


# -- goldens and whole-export checks --


def test_golden_single(single: Collected) -> None:
    check_golden("chatgpt/2025.01", [c.conversation.to_json_dict() for c in single.conversations])
    check_golden("chatgpt/2025.01-memories", _drafts_json(single.memories))


def test_golden_sharded(sharded: Collected) -> None:
    check_golden("chatgpt/2025.06-sharded", [c.conversation.to_json_dict() for c in sharded.conversations])


def test_every_conversation_is_valid_and_symmetric(single: Collected, sharded: Collected, pam_schemas: Path) -> None:
    validator = schema_validator(pam_schemas)
    for item in single.conversations + sharded.conversations:
        assert_valid(item.conversation, validator)
        assert_symmetric(item.conversation)
        assert item.conversation.import_metadata is None
        assert item.conversation.provider.name == "chatgpt"


def test_every_user_and_assistant_text_is_kept(single: Collected, sharded: Collected, samples: Path) -> None:
    pairs = [(single, "2025.01", "conversations.json")]
    pairs += [(sharded, "2025.06-sharded", n) for n in ("conversations-000.json", "conversations-001.json")]
    checked = 0
    for collected, case, name in pairs:
        out = by_conversation_id(collected.conversations)
        for raw in _source(samples, case, name):
            checked += assert_texts_kept(raw, out[str(raw["conversation_id"])])
    assert checked > 30


def test_output_is_deterministic(single: Collected, samples: Path) -> None:
    again = collect(samples / "chatgpt" / "2025.01")
    first = [c.conversation.to_json_dict() for c in single.conversations]
    assert first == [c.conversation.to_json_dict() for c in again.conversations]
    assert _drafts_json(single.memories) == _drafts_json(again.memories)


# -- detection --


def test_single_export_goes_to_2025_01(samples: Path) -> None:
    with Source(samples / "chatgpt" / "2025.01") as source:
        assert ChatGPTShardedImporter.sniff(source) is None
        plan = detect(source)
    assert [cls.importer_version for cls, _ in plan] == ["chatgpt-importer/2025.01"]
    members = set(plan[0][1].members)
    assert members == {
        "conversations.json",
        "user.json",
        "message_feedback.json",
        "shared_conversations.json",
        "chat.html",
        IMAGE,
    }


def test_sharded_export_goes_to_2025_06(samples: Path) -> None:
    with Source(samples / "chatgpt" / "2025.06-sharded") as source:
        single = ChatGPTImporter.sniff(source)
        shards = ChatGPTShardedImporter.sniff(source)
        plan = detect(source)
    assert single is not None and shards is not None
    assert shards.confidence > single.confidence
    assert [cls.importer_version for cls, _ in plan] == ["chatgpt-importer/2025.06"]
    assert plan[0][1].members == ("conversations-000.json", "conversations-001.json", "user.json")


def test_lone_renamed_file_is_recognised_by_content(tmp_path: Path, samples: Path) -> None:
    target = tmp_path / "my-chats-backup.json"
    target.write_bytes((samples / "chatgpt" / "2025.01" / "conversations.json").read_bytes())
    collected = collect(target)
    assert collected.importers == ["chatgpt-importer/2025.01"]
    assert len(collected.conversations) == 7
    assert collected.accounts == []
    assert all(c.conversation.provider.account_id is None for c in collected.conversations)


def test_other_json_arrays_are_not_claimed(tmp_path: Path) -> None:
    (tmp_path / "conversations.json").write_text(
        json.dumps([{"uuid": "x", "name": "Claude chat", "created_at": "2025-01-01T00:00:00Z", "chat_messages": []}])
    )
    with Source(tmp_path) as source:
        assert ChatGPTImporter.sniff(source) is None
        assert ChatGPTShardedImporter.sniff(source) is None


def test_shards_are_read_in_numeric_order(tmp_path: Path, samples: Path) -> None:
    first, second = (
        _source(samples, "2025.06-sharded", "conversations-000.json"),
        _source(samples, "2025.06-sharded", "conversations-001.json"),
    )
    (tmp_path / "conversations-10.json").write_text(json.dumps(second))
    (tmp_path / "conversations-2.json").write_text(json.dumps(first))
    collected = collect(tmp_path)
    assert collected.importers == ["chatgpt-importer/2025.06"]
    order = [c.member for c in collected.conversations]
    assert order == ["conversations-2.json", "conversations-2.json", "conversations-10.json"]


def test_forcing_2025_01_on_a_sharded_export_reads_every_shard(samples: Path) -> None:
    collected = collect(samples / "chatgpt" / "2025.06-sharded", forced="chatgpt-importer/2025.01")
    assert collected.importers == ["chatgpt-importer/2025.01"]
    assert len(collected.conversations) == 3
    assert {c.conversation.provider.export_format_version for c in collected.conversations} == {"2025.01"}


# -- account, report --


def test_account_is_read_first(samples: Path) -> None:
    with Source(samples / "chatgpt" / "2025.01") as source:
        ((cls, claim),) = detect(source)
        report = RunReport()
        ctx = ImportContext(source, report.reporter(cls.importer_version, cls.platform), ImportOptions())
        first = next(iter(cls().read(source, claim, ctx)))
    assert isinstance(first, AccountInfo)
    assert first.platform_user_id == USER_ID
    assert first.email == "ines.moreira@example.com"
    assert first.raw["chatgpt_plus_user"] is True


def test_account_id_reaches_conversations_and_drafts(single: Collected) -> None:
    assert {c.conversation.provider.account_id for c in single.conversations} == {USER_ID}
    assert {d.platform_user_id for d in single.memories} == {USER_ID}


def test_report_counts_and_notes(single: Collected) -> None:
    stats = single.stats()
    assert stats["records_read"] == {"account": 1, "conversation": 7, "message": 38}
    assert stats["records_converted"]["conversation"] == 7
    assert stats["records_converted"]["message"] == 38
    assert stats["records_converted"]["memory"] == len(single.memories)
    assert stats["records_skipped"] == {}
    assert list(stats["unknown"]) == ["content_type:super_widget"]
    notes = "\n".join(stats["notes"])
    for fragment in ("chat.html: not converted", "message_feedback.json: not converted",
                     "shared_conversations.json: not converted", "1 asset file(s)"):  # fmt: skip
        assert fragment in notes
    events = {k.split(": ", 1)[1].split(" (")[0].split(",")[0]: v for k, v in stats["events"].items()}
    assert events == {"conversations without messages": 1, "messages without a usable create_time": 9}


# -- quirks, one by one --


def test_regeneration_and_edit_are_kept_as_branches(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[LISBON]
    prompt = find(conv, "What should I not miss in 36 hours?")
    answers = [m for m in conv.messages if m.id in prompt.children_ids]
    assert len(answers) == 2 and {m.role for m in answers} == {"assistant"}  # regenerated reply
    regenerated = find(conv, "With 36 hours, pick two areas a day.")
    edits = [m for m in conv.messages if m.id in regenerated.children_ids]
    assert sorted(output_text(m) for m in edits) == [
        "Can you fit in a day trip to Sintra?",
        "Skip Sintra. Which neighbourhood is best for dinner near the river?",
    ]
    leaf = find(conv, "Cais do Sodré for something lively")
    assert conv.raw_metadata["current_node"] == leaf.provider_message_id
    path = [output_text(m) for m in active_path(conv)]
    assert path[-1].startswith("Cais do Sodré") and "Can you fit in a day trip to Sintra?" not in path


def test_null_root_is_skipped_and_graph_stays_connected(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[LISBON]
    assert "client-created-root" not in {m.provider_message_id for m in conv.messages}
    roots = [m for m in conv.messages if m.parent_id is None]
    assert len(roots) == 1 and roots[0].raw_metadata["is_visually_hidden_from_conversation"] is True
    assert roots[0].role == "system" and output_text(roots[0]) == ""


def test_zero_timestamp_falls_back_to_the_conversation(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[LISBON]
    leaf = find(conv, "Cais do Sodré for something lively")
    assert leaf.raw_metadata["create_time"] == 0
    assert leaf.raw_metadata["time_fallback"] == "conversation.create_time"
    assert leaf.created_at == conv.temporal.created_at == "2025-01-10T10:00:00Z"


def test_custom_instructions_message(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[LISBON]
    ctx = find(conv, "Preferred name: Inês")
    assert ctx.role == "system"
    assert ctx.raw_metadata["author_role"] == "user"
    assert ctx.raw_metadata["content_type"] == "user_editable_context"
    assert ctx.raw_metadata["is_visually_hidden_from_conversation"] is True
    assert conv.system_instruction is not None
    assert "Preferred name: Inês" in conv.system_instruction and "Use metric units." in conv.system_instruction


def test_image_pointer_null_part_and_upload(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[SPLITS]
    upload = find(conv, "Here is a screenshot of my watch splits")
    assert upload.content is not None and upload.content.type == "multipart"
    assert [p.type for p in upload.content.parts] == ["image", "text"]  # the null part is gone
    assert upload.content.parts[0].ref == IMAGE and upload.content.parts[0].mime_type == "image/png"
    (attachment,) = upload.attachments
    assert attachment.type == "image" and attachment.ref == IMAGE
    assert attachment.name == "IMG_2041.png" and attachment.size_bytes == 70
    assert attachment.provider_id == "file-service://file-Q7mT2xKp9VbN4rWs8LcYdE"


def test_code_and_execution_output(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[SPLITS]
    code = find(conv, "import matplotlib.pyplot as plt")
    assert code.content is not None and code.content.parts[0].type == "code"
    assert code.content.parts[0].language == "python"
    assert [(t.name, str(t.input)[:6]) for t in code.tool_calls] == [("python", "import")]
    output = find(conv, "Average pace: 4.84 min/km")
    assert output.role == "tool" and output.raw_metadata["author_name"] == "python"
    assert output.raw_metadata["content_type"] == "execution_output"
    assert {"role": "tool", "name": "python", "provider_id": None} in [p.model_dump() for p in conv.participants]


def test_voice_transcripts_and_audio(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[VOICE]
    spoken = find(conv, "My sourdough starter smells like nail polish remover.")
    assert spoken.content is not None
    assert [p.type for p in spoken.content.parts] == ["text", "audio"]
    audio = spoken.content.parts[1]
    assert audio.ref == "sediment://file_000000004d2c61f6a8b2e0c7d1f3a9b4" and audio.mime_type == "audio/wav"
    assert spoken.attachments[0].type == "audio" and spoken.attachments[0].size_bytes == 163200
    reply = find(conv, "Not dead, just hungry.")
    assert reply.role == "assistant" and reply.attachments[0].type == "audio"


def test_browsing_tool_and_citations(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[BROWSING]
    search = find(conv, 'search("heat pump vs gas boiler')
    assert search.tool_calls[0].name == "browser"
    results = find(conv, "Heat pump running costs in Portugal†www.example-energy.pt")
    assert results.role == "tool" and results.raw_metadata["author_name"] == "browser"
    assert [c.url for c in results.citations] == [
        "https://www.example-energy.pt/en/heat-pumps/running-costs",
        "https://energy.example.org/guides/gas-boiler-vs-heat-pump",
    ]
    quote = find(conv, "a heat pump with a seasonal COP of 3.2")
    assert quote.raw_metadata["content_type"] == "tether_quote"
    assert quote.citations[0].title == "Heat pump running costs in Portugal"
    answer = find(conv, "Yes. At current tariffs")
    assert answer.citations[0].url == "https://www.example-energy.pt/en/heat-pumps/running-costs"
    assert answer.model == "gpt-4" and conv.model == "gpt-4"


def test_thoughts_reasoning_recap_and_older_custom_instructions(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[REASONING]
    thought = find(conv, "Choosing a proof")
    assert thought.is_thought and thought.model == "o3"
    assert "parity of p and q does the work" in output_text(thought)
    recap = find(conv, "Thought for 6 seconds")
    assert recap.is_thought
    answer = find(conv, "Suppose √2 = p/q")
    assert not answer.is_thought and answer.raw_metadata["channel"] == "final"
    assert conv.system_instruction is not None and "Answer in British English." in conv.system_instruction
    memory = find(conv, "Lives in Porto with her partner")
    assert memory.role == "system" and memory.raw_metadata["content_type"] == "model_editable_context"


def test_damaged_mapping(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[DAMAGED]
    assert conv.raw_metadata["create_time"] == 0
    assert conv.temporal.created_at == "2025-02-17T13:46:40Z"  # the earliest message
    assert conv.temporal.updated_at is None
    orphan = find(conv, "I can only run before 7am on weekdays.")
    assert orphan.parent_id is None and orphan.children_ids == []
    assert orphan.raw_metadata["time_fallback"] == "conversation"
    dangling = find(conv, "Week 1: three easy 5 km runs")
    assert dangling.parent_id is None
    assert dangling.raw_metadata["dangling_parent"] == "0d5e8f1a-9b2c-4d3e-8f7a-6b5c4d3e2f1a"
    outline = find(conv, "Here is the outline")
    assert outline.raw_metadata["missing_children"] == ["6a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d"]
    assert outline.children_ids == []
    error = find(conv, "the code interpreter session expired")
    assert error.raw_metadata["content_type"] == "system_error" and error.role == "tool"
    widget = find(conv, "Porto on Saturday: 14 °C")
    assert widget.raw_metadata["content"]["widget_type"] == "weather"  # unknown type kept verbatim
    assert len([m for m in conv.messages if m.parent_id is None]) == 3


def test_conversation_without_mapping_is_kept_empty(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[NO_MAPPING]
    assert conv.messages == []
    assert conv.is_archived is True
    assert conv.raw_metadata["gizmo_id"] == "g-2DQzU5UZl"
    assert conv.model == "gpt-4o"


def test_conversation_fields_kept_verbatim(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[LISBON]
    raw = conv.raw_metadata
    assert raw["default_model_slug"] == "gpt-4o" and raw["memory_scope"] == "global_enabled"
    assert raw["moderation_results"] == [] and "mapping" not in raw and "title" not in raw
    assert conv.title == "Weekend in Lisbon by train" and conv.is_archived is False


def test_message_ids_are_derived_from_node_ids(single: Collected) -> None:
    from pamport.ids import conversation_id, message_id

    conv = by_conversation_id(single.conversations)[LISBON]
    assert conv.id == conversation_id("chatgpt", LISBON)
    for message in conv.messages:
        assert message.provider_message_id is not None
        assert message.id == message_id(conv.id, message.provider_message_id)


def test_sharded_content_references_and_upload(sharded: Collected) -> None:
    conv = by_conversation_id(sharded.conversations)["6850a1b2-c3d4-800a-9e8f-7a6b5c4d3e2f"]
    answer = find(conv, "range-partition on event_time")
    assert [c.url for c in answer.citations] == [
        "https://www.postgresql.org/docs/16/ddl-partitioning.html",
        "https://blog.example.dev/postgres-partitioning-in-practice",
    ]
    assert answer.citations[0].snippet is not None
    question = find(conv, "Our shipment_events table has 900M rows.")
    (pdf,) = question.attachments
    assert (pdf.type, pdf.name, pdf.ref) == ("document", "shipments-schema.pdf", None)
    thoughts = find(conv, "Checking the query pattern")
    assert thoughts.is_thought and "Dropping old partitions" in output_text(thoughts)


# -- memory drafts --


def test_custom_instruction_drafts(single: Collected) -> None:
    conversations = by_conversation_id(single.conversations)
    lisbon = conversations[LISBON]
    got = {(d.type, d.content) for d in single.memories if d.conversation_ref == lisbon.id}
    assert got == {
        ("identity", "Preferred name: Inês"),
        ("fact", "Role: Data engineer at a logistics company"),
        ("fact", "I live in Porto."),
        ("environment", "I work mostly with Python, dbt and Postgres on Debian."),
        ("goal", "I'm training for the Porto half marathon in October."),
        ("instruction", "Be concise and skip the pleasantries."),
        ("instruction", "Use metric units."),
        ("instruction", "When you show code, use Python 3.12 with type hints."),
    }
    ctx = find(lisbon, "Preferred name: Inês")
    for draft in single.memories:
        assert draft.extractor == "pamport/0.1.0" and draft.platform == "chatgpt"
        assert 0.9 <= draft.confidence <= 1.0
        if draft.conversation_ref == lisbon.id:
            assert draft.extraction_method == "explicit_user_input"
            assert draft.message_ref == ctx.id and draft.created_at == ctx.created_at
            assert draft.tags == ["custom-instructions"]
            assert draft.metadata["source"] in ("user_profile", "user_instructions")
    boilerplate = [d for d in single.memories if "The user provided" in d.content or "```" in d.content]
    assert boilerplate == []


def test_about_user_and_model_set_context_drafts(single: Collected) -> None:
    conv = by_conversation_id(single.conversations)[REASONING]
    drafts = {d.content: d for d in single.memories if d.conversation_ref == conv.id}
    assert drafts["Answer in British English."].type == "instruction"
    assert drafts["Answer in British English."].metadata == {"source": "about_model_message"}
    assert drafts["I play the cello in a community orchestra."].metadata == {"source": "about_user_message"}
    saved = drafts["Prefers metric units."]
    assert saved.type == "preference" and saved.extraction_method == "api_export"
    assert saved.tags == ["chatgpt-memory"]
    assert "[2025-01-20]" not in " ".join(drafts)


def test_repeated_instructions_are_yielded_per_conversation(sharded: Collected) -> None:
    name = [d for d in sharded.memories if d.content == "Preferred name: Inês"]
    assert len(name) == 3
    assert len({d.conversation_ref for d in name}) == 3
    instruction = [d for d in sharded.memories if d.content == "Prefer SQL examples for Postgres 16."]
    assert {d.type for d in instruction} == {"instruction"}


def test_items_are_conversations_drafts_and_one_account(single: Collected) -> None:
    assert len(single.accounts) == 1
    assert all(isinstance(c, ConversationItem) for c in single.conversations)
    assert all(c.member == "conversations.json" for c in single.conversations)
