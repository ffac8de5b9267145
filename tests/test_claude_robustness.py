"""Claude importer on bad and real input: malformed files, odd records, fuzzed blocks, real fixtures, CLI."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pamport.errors import MalformedFile
from pamport.importers.base import ConversationItem, ImportContext, ImportItem, ImportOptions, MemoryDraft
from pamport.importers.claude.conversation import convert_conversation
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.v2025_01 import ClaudeImporter
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from tests.claude_helpers import assert_symmetric, assert_texts_present, assert_valid, schema_validator
from tests.harness import collect

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "claude" / "2025.01"
IMPORTER = "claude-importer/2025.01"


def _read_all(path: Path) -> tuple[list[ImportItem], Exception | None, RunReport]:
    """Run the importer directly, keeping what it yielded before an error."""
    source = Source(path)
    claim = ClaudeImporter.sniff(source)
    assert claim is not None
    report = RunReport()
    ctx = ImportContext(source, report.reporter(IMPORTER, "claude"), ImportOptions())
    items: list[ImportItem] = []
    error: Exception | None = None
    try:
        for item in ClaudeImporter().read(source, claim, ctx):
            items.append(item)
    except Exception as exc:
        error = exc
    source.close()
    return items, error, report


def test_truncated_conversations_raise_malformed_file_after_the_rest(tmp_path: Path) -> None:
    data = (SAMPLE / "conversations.json").read_bytes()
    cut = data.index(b'"uuid": "b2e1d4c3') + 400  # inside the second conversation
    (tmp_path / "conversations.json").write_bytes(data[:cut])
    shutil.copy(SAMPLE / "memories.json", tmp_path / "memories.json")
    items, error, report = _read_all(tmp_path)
    assert isinstance(error, MalformedFile)
    assert error.file == "conversations.json" and error.location.startswith("conversation #2 (byte ")
    conversations = [i for i in items if isinstance(i, ConversationItem)]
    assert [c.conversation.title for c in conversations] == ["Where to stay in Lisbon"]
    assert any(isinstance(i, MemoryDraft) for i in items), "memories.json is still read"
    assert any(s["kind"] == "file" and s["file"] == "conversations.json" for s in report.iter_skips())
    report.close()


def test_invalid_json_names_the_record(tmp_path: Path) -> None:
    (tmp_path / "conversations.json").write_text(
        '[{"uuid": "x", "name": "ok", "chat_messages": []}, {"uuid": oops}]', encoding="utf-8"
    )
    items, error, report = _read_all(tmp_path)
    assert isinstance(error, MalformedFile) and error.location.startswith("conversation #2")
    assert len(items) == 1
    report.close()


ODD = [
    None,
    5,
    {"uuid": "a", "name": "not a list", "chat_messages": "nope", "created_at": "yesterday"},
    {"uuid": "d", "name": "bad time", "chat_messages": [], "created_at": "yesterday"},
    {
        "uuid": "b",
        "created_at": "2025-01-01T00:00:00Z",
        "chat_messages": [
            {
                "uuid": "m",
                "sender": "robot",
                "text": "beep",
                "created_at": "garbage",
                "content": [
                    None,
                    3,
                    {"type": "text", "text": 5},
                    {"type": "tool_use"},
                    {"type": "tool_result", "content": "plain"},
                ],
                "attachments": ["x", {"file_name": "a.pdf", "file_size": -1}],
                "files": {},
            },
            {"uuid": "m", "sender": "human", "text": "same uuid again", "content": []},
        ],
    },
    {
        "uuid": "c",
        "chat_messages": [
            {"uuid": "p1", "sender": "human", "text": "hi", "parent_message_uuid": "p2"},
            {"uuid": "p2", "sender": "assistant", "text": "yo", "parent_message_uuid": "p1"},
            {"uuid": "p3", "sender": "human", "text": "orphan", "parent_message_uuid": "gone"},
            {"uuid": "p4", "sender": "assistant", "text": "no link"},
        ],
    },
]


def test_odd_records_are_skipped_or_kept_never_fatal(tmp_path: Path, pam_schemas: Path) -> None:
    (tmp_path / "conversations.json").write_text(json.dumps([{"uuid": "z", "chat_messages": []}, *ODD]))
    items, error, report = _read_all(tmp_path)
    assert error is None
    skips = list(report.iter_skips())
    reasons = {
        (s["location"].split(" ")[1], s["reason"].split(",")[0]) for s in skips if s["kind"] == "conversation"
    }
    assert reasons == {
        ("#2", "conversation record is null"),
        ("#3", "conversation record is a JSON int"),
        # a wrong shape is skipped and counted, never kept as an empty conversation
        (
            "#4",
            "cannot convert conversation: ValueError: 'chat_messages' is a JSON string; expected an array of messages",
        ),
    }
    convs = {
        i.conversation.provider.conversation_id: i.conversation
        for i in items
        if isinstance(i, ConversationItem)
    }
    validator = schema_validator(pam_schemas)
    for conv in convs.values():
        assert_valid(conv, validator)
        assert_symmetric(conv)
    assert "a" not in convs
    assert convs["d"].messages == [] and convs["d"].raw_metadata["created_at"] == "yesterday"
    robot, again = convs["b"].messages[0], convs["b"].messages[-1]
    assert robot.raw_metadata["sender"] == "robot" and robot.plain_text() == "beep"
    assert robot.created_at == "2025-01-01T00:00:00Z" and robot.raw_metadata["created_at"] == "garbage"
    assert again.plain_text() == "same uuid again" and again.id != robot.id
    cyclic = convs["c"]
    assert {m.plain_text() for m in cyclic.messages} == {"hi", "yo", "orphan", "no link"}
    assert sum(m.parent_id is None for m in cyclic.messages) == 2  # the cut cycle and the orphan
    assert cyclic.messages[2].raw_metadata["parent_message_uuid"] == "gone"
    unknown = report.summary()["importers"][0]["unknown"]
    assert {"sender: 'robot'", "cycle in parent_message_uuid (cut: message made a root)"} <= set(unknown)
    report.close()


def test_newer_layout_one_object_per_file(tmp_path: Path) -> None:
    (tmp_path / "projects").mkdir()
    (tmp_path / "memories").mkdir()
    project = json.loads((SAMPLE / "projects.json").read_text())[0]
    (tmp_path / "projects" / f"{project['uuid']}.json").write_text(json.dumps(project))
    memory = json.loads((SAMPLE / "memories.json").read_text())[0]
    (tmp_path / "memories" / "account.json").write_text(json.dumps(memory))
    shutil.copy(SAMPLE / "conversations.json", tmp_path / "conversations-000.json")
    got = collect(tmp_path)
    assert got.importers == [IMPORTER] and len(got.conversations) == 4
    assert any(m.metadata.get("project_name") == "Photo Tidy" for m in got.memories)
    assert any(m.metadata.get("claude_field") == "conversations_memory" for m in got.memories)


def test_empty_arrays_count_only_beside_a_recognised_file(tmp_path: Path) -> None:
    (tmp_path / "conversations.json").write_text("[]")
    assert ClaudeImporter.sniff(Source(tmp_path)) is None
    shutil.copy(SAMPLE / "users.json", tmp_path / "users.json")
    claim = ClaudeImporter.sniff(Source(tmp_path))
    assert claim is not None and set(claim.members) == {"conversations.json", "users.json"}


# --- fuzzing the content blocks -------------------------------------------------------------------

_text = st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=40)
_block = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("text"), "text": _text},
        optional={
            "citations": st.lists(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "url": _text,
                        "title": _text,
                        "details": st.fixed_dictionaries(
                            {}, optional={"url": st.sampled_from(["https://a.example/x", "relative/x", ""])}
                        ),
                    },
                ),
                max_size=2,
            )
        },
    ),
    st.fixed_dictionaries(
        {"type": st.just("thinking")},
        optional={
            "thinking": _text,
            "summaries": st.lists(st.fixed_dictionaries({"summary": _text}), max_size=2),
        },
    ),
    st.fixed_dictionaries(
        {"type": st.just("tool_use")},
        optional={
            "id": _text,
            "name": _text,
            "input": st.one_of(st.none(), _text, st.integers(), st.dictionaries(_text, _text, max_size=2)),
        },
    ),
    st.fixed_dictionaries(
        {"type": st.just("tool_result")},
        optional={
            "content": st.one_of(
                _text,
                st.none(),
                st.lists(
                    st.one_of(
                        st.none(),
                        _text,
                        st.fixed_dictionaries(
                            {"type": st.sampled_from(["text", "knowledge", "image"])},
                            optional={"text": _text, "title": _text, "url": _text},
                        ),
                    ),
                    max_size=3,
                ),
            ),
            "is_error": st.booleans(),
        },
    ),
    st.fixed_dictionaries({"type": st.sampled_from(["token_budget", "voice_note", "", "text"])}),
    st.none(),
    st.integers(),
)


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.lists(
        st.tuples(st.sampled_from(["human", "assistant"]), st.lists(_block, max_size=6), _text), max_size=4
    )
)
def test_fuzzed_blocks_never_crash(pam_schemas: Path, turns: list[tuple[str, list[Any], str]]) -> None:
    raw = {
        "uuid": "fuzz",
        "created_at": "2025-01-01T00:00:00Z",
        "chat_messages": [
            {
                "uuid": f"m{n}",
                "sender": sender,
                "content": blocks,
                "text": text,
                "created_at": "2025-01-01T00:00:01Z",
            }
            for n, (sender, blocks, text) in enumerate(turns)
        ],
    }
    report = RunReport()
    scope = Scope(report.reporter(IMPORTER, "claude"), "conversations.json", "conversation #1")
    conv, _ = convert_conversation(raw, number=1, scope=scope, projects={}, version="2025.01")
    report.close()
    assert_valid(conv, schema_validator(pam_schemas))
    assert_symmetric(conv)
    assert_texts_present(raw, conv)
    assert all(not m.is_thought or m.role == "assistant" for m in conv.messages)


# --- real fixtures and the command line -----------------------------------------------------------


def test_real_exports_convert_with_an_explained_report(real_exports: Path, pam_schemas: Path) -> None:
    folders = sorted(p for p in (real_exports / "claude").iterdir() if p.is_dir())
    assert folders
    validator = schema_validator(pam_schemas)
    for folder in folders:
        got = collect(folder)
        assert IMPORTER in got.importers, folder
        assert got.conversations, folder
        raws = {}
        for member in folder.glob("*.json"):
            data = json.loads(member.read_text(encoding="utf-8"))
            raws.update({c["uuid"]: c for c in data if isinstance(c, dict) and "chat_messages" in c})
        for item in got.conversations:
            assert_valid(item.conversation, validator)
            assert_symmetric(item.conversation)
            assert_texts_present(raws[item.conversation.provider.conversation_id or ""], item.conversation)
        for skip in got.report.iter_skips():
            assert skip["file"] and skip["location"] and skip["reason"], skip
        stats = got.stats(IMPORTER)
        assert stats["records_read"]["message"] == stats["records_converted"]["message"] + stats[
            "records_skipped"
        ].get("message", 0)
        got.report.close()


def test_real_export_quirks(real_exports: Path) -> None:
    openarchive = collect(real_exports / "claude" / "openarchive")
    assert openarchive.stats(IMPORTER)["skip_reasons"] == {"null entry in chat_messages": 1}
    conv = openarchive.conversations[0].conversation
    assert [(m.role, m.is_thought) for m in conv.messages] == [
        ("user", False),
        ("assistant", True),
        ("assistant", False),
    ]
    assert conv.messages[2].attachments[0].name == "note.txt"
    carry = collect(real_exports / "claude" / "noo-bass-context-carry")
    messages = carry.conversations[0].conversation.messages
    assert [m.role for m in messages] == ["user", "assistant", "assistant", "assistant"]
    assert messages[2].is_thought and messages[3].tool_calls[0].name == "create_artifact"
    assert carry.conversations[0].conversation.provider.account_id is None


def test_cli_converts_and_validates_the_sample(tmp_path: Path) -> None:
    from pamport.cli import main

    archive = tmp_path / "claude-export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for member in sorted(SAMPLE.iterdir()):
            zf.write(member, member.name)
    out = tmp_path / "bundle"
    assert main(["convert", str(archive), "-o", str(out), "--extractor", "none", "-q"]) == 0
    assert len(list((out / "conversations").glob("*.json"))) == 4
    assert main(["validate", str(out)]) == 0
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    assert {m["provenance"]["platform"] for m in store["memories"]} == {"claude"}


def test_conversation_in_a_project_gets_its_instructions(tmp_path: Path) -> None:
    shutil.copy(SAMPLE / "projects.json", tmp_path / "projects.json")
    conversation = {
        "uuid": "in-project",
        "name": "Borrow checker",
        "created_at": "2025-02-12T10:00:00Z",
        "project_uuid": "7b2e9c41-3f5a-4d6e-9a8b-1c2d3e4f5a6b",
        "chat_messages": [{"uuid": "q", "sender": "human", "text": "Why does this not compile?"}],
    }
    (tmp_path / "conversations.json").write_text(json.dumps([conversation]), encoding="utf-8")
    (item,) = collect(tmp_path).conversations
    instruction = item.conversation.system_instruction or ""
    assert instruction.startswith("You are helping me build a Rust CLI called photo-tidy.")
    assert item.conversation.raw_metadata["project_uuid"] == "7b2e9c41-3f5a-4d6e-9a8b-1c2d3e4f5a6b"


def test_long_project_description_is_recognised_beside_a_sure_member(tmp_path: Path) -> None:
    project = {"uuid": "p", "name": "Long", "description": "word " * 3000, "prompt_template": "Be brief."}
    (tmp_path / "projects").mkdir()
    (tmp_path / "projects" / "p.json").write_text(json.dumps(project), encoding="utf-8")
    assert ClaudeImporter.sniff(Source(tmp_path)) is None  # uuid + name + description alone is too generic
    shutil.copy(SAMPLE / "users.json", tmp_path / "users.json")
    got = collect(tmp_path)
    assert [m.content for m in got.memories if m.type == "instruction"] == ["Be brief."]
