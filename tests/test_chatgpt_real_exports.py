"""The real ChatGPT fixtures in ../shared/real-exports/chatgpt: each converts, keeps every text, validates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.chatgpt_helpers import (
    assert_symmetric,
    assert_texts_kept,
    assert_valid,
    by_conversation_id,
    find,
    schema_validator,
)
from tests.harness import collect

FILES = [
    "chatgpt-grep-minified.json",
    "chatgpt2graph-code-interpreter.json",
    "librechat-chatgpt-citations.json",
    "librechat-chatgpt-export.json",
    "librechat-chatgpt-modern-export.json",
    "librechat-chatgpt-tree.json",
]


@pytest.mark.parametrize("name", FILES)
def test_real_export_converts_completely(real_exports: Path, pam_schemas: Path, name: str) -> None:
    path = real_exports / "chatgpt" / name
    raw = json.loads(path.read_text(encoding="utf-8"))
    collected = collect(path)
    assert collected.importers == ["chatgpt-importer/2025.01"]
    stats = collected.stats()
    assert stats["records_read"]["conversation"] == len(raw) == len(collected.conversations)
    assert stats["records_skipped"] == {}
    assert stats["records_read"]["message"] == stats["records_converted"]["message"]
    validator = schema_validator(pam_schemas)
    out = by_conversation_id(collected.conversations)
    for conversation in raw:
        converted = out[conversation["conversation_id"]]
        assert_valid(converted, validator)
        assert_symmetric(converted)
        assert_texts_kept(conversation, converted)


def test_whole_folder_reads_every_file(real_exports: Path) -> None:
    collected = collect(real_exports / "chatgpt")
    assert collected.importers == ["chatgpt-importer/2025.01"]
    assert len(collected.conversations) == 9
    assert sorted({c.member for c in collected.conversations}) == FILES


def test_tree_branches_and_current_node(real_exports: Path) -> None:
    (item,) = collect(real_exports / "chatgpt" / "librechat-chatgpt-tree.json").conversations
    conv = item.conversation
    hello = find(conv, "Hello! How can I assist you today?")
    assert len(hello.children_ids) == 2  # an edited prompt
    assert conv.raw_metadata["current_node"] == "f63b8e17-aa5c-4ca6-a1bf-d4d285e269b8"
    interrupted = find(conv, "Once upon a time, in a small village")
    assert interrupted.raw_metadata["status"] == "in_progress"
    assert interrupted.raw_metadata["metadata"]["finish_details"] == {"type": "interrupted"}


def test_trimmed_mapping_with_citations(real_exports: Path) -> None:
    (item,) = collect(real_exports / "chatgpt" / "librechat-chatgpt-citations.json").conversations
    conv = item.conversation
    tool = conv.messages[0]
    assert tool.role == "tool" and tool.raw_metadata["author_name"] == "browser"
    assert tool.raw_metadata["dangling_parent"] == "5cc5e87b-2b74-485a-b3a7-23cb25f202db"
    assert len(tool.citations) == 21
    assert all(c.url is None or c.url.startswith("https://") for c in tool.citations)
    assert tool.citations[-1].title == "Search results for query: 'Signal Sciences organization'"
    answer = conv.messages[1]
    assert answer.raw_metadata["missing_children"] == ["aaa27ed5-1e1c-4189-ac6c-737608404ec1"]
    assert answer.citations[0].url == "https://www.crunchbase.com/organization/signal-sciences"
    assert "【3:0†source】" in (answer.content.text or "" if answer.content else "")


def test_modern_export_custom_instructions_and_empty_conversation(real_exports: Path) -> None:
    collected = collect(real_exports / "chatgpt" / "librechat-chatgpt-modern-export.json")
    out = by_conversation_id(collected.conversations)
    staging = out["6b0f0d9c-0000-4000-8000-000000000001"]
    assert staging.system_instruction == "The user is an SRE.\n\nAnswer concisely."
    assert staging.model == "gpt-5-thinking"
    assert out["6b0f0d9c-0000-4000-8000-000000000002"].messages == []
    assert {(d.type, d.content) for d in collected.memories} == {
        ("fact", "The user is an SRE."),
        ("instruction", "Answer concisely."),
    }


def test_code_interpreter_messages(real_exports: Path) -> None:
    (item,) = collect(real_exports / "chatgpt" / "chatgpt2graph-code-interpreter.json").conversations
    conv = item.conversation
    tools = [m for m in conv.messages if m.role == "tool"]
    assert len(tools) == 11 and all(m.raw_metadata["author_name"] == "python" for m in tools)
    code = [m for m in conv.messages if m.tool_calls]
    assert len(code) == 11 and {m.tool_calls[0].name for m in code} == {"python"}
    assert all(m.raw_metadata["metadata"].get("aggregate_result") for m in tools)
