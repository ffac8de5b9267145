"""The Grok importer on its sample exports, the real fixture, broken input and through the CLI."""

from __future__ import annotations

import importlib
import json
import re
import zipfile
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator, FormatChecker

from pamport.errors import MalformedFile
from pamport.importers.grok.v2025_01 import GrokImporter
from pamport.importers.sources import Source
from pamport.schemas.conversation import Conversation, Message
from tests.harness import Collected, check_golden, collect

USER = "3f1c9a52-7d4e-4b8a-9c61-2e5f0d8b7a19"
EXPORT_DIR = f"ttl/30d/export_data/{USER}"
CV_ASSET = "b7e2c4a1-5f3d-4e6b-8a9c-1d2e3f4a5b6c"
PNG_ASSET = "c9d8e7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f"
_TAG = re.compile(r"<grok:render\b.*?</grok:render>", re.S)


def r(n: int) -> str:
    """Response ids of the sample export."""
    return f"7f3e9c1a-{n:04d}-4b2d-9e8f-5a6b7c8d9e0f"


@pytest.fixture(scope="module")
def sample_dir() -> Path:
    return Path(__file__).resolve().parents[1] / "sample_exports" / "grok" / "2025.01"


@pytest.fixture(scope="module")
def sample(sample_dir: Path) -> Collected:
    return collect(sample_dir)


def by_provider(collected: Collected) -> dict[str, Message]:
    return {
        m.provider_message_id: m
        for c in collected.conversations
        for m in c.conversation.messages
        if m.provider_message_id
    }


def conversation(collected: Collected, title: str) -> Conversation:
    return next(c.conversation for c in collected.conversations if c.conversation.title == title)


def assert_tree(conv: Conversation) -> None:
    """parent_id/children_ids are symmetric, point inside the file and never loop."""
    by_id = {m.id: m for m in conv.messages}
    assert len(by_id) == len(conv.messages)
    for m in conv.messages:
        assert len(set(m.children_ids)) == len(m.children_ids)
        if m.parent_id is not None:
            assert m.parent_id in by_id and m.id in by_id[m.parent_id].children_ids
        for child in m.children_ids:
            assert child in by_id and by_id[child].parent_id == m.id
        seen: set[str] = set()
        node = m
        while node.parent_id is not None:
            assert node.id not in seen
            seen.add(node.id)
            node = by_id[node.parent_id]


def words(text: str) -> str:
    return " ".join(text.split())


# --- detection ----------------------------------------------------------------------------------------------


def test_sample_is_claimed_whole(sample_dir: Path, sample: Collected) -> None:
    assert sample.importers == ["grok-importer/2025.01"]
    with Source(sample_dir) as source:
        claim = GrokImporter.sniff(source)
    assert claim is not None and claim.confidence >= 0.9
    assert set(claim.members) == {
        f"{EXPORT_DIR}/prod-grok-backend.json",
        f"{EXPORT_DIR}/prod-mc-auth-mgmt-api.json",
        f"{EXPORT_DIR}/prod-mc-billing.json",
        f"{EXPORT_DIR}/prod-mc-asset-server/{CV_ASSET}/content",
        f"{EXPORT_DIR}/prod-mc-asset-server/{PNG_ASSET}/content",
    }


def test_renamed_bare_array_is_found_by_content(samples: Path) -> None:
    got = collect(samples / "grok" / "bare-array")
    assert got.importers == ["grok-importer/2025.01"]
    (item,) = got.conversations
    assert item.member == "grok_conversations.json"
    user, answer = item.conversation.messages
    assert (user.role, answer.role) == ("user", "assistant")
    assert answer.parent_id == user.id and user.children_ids == [answer.id]
    check_golden("grok/bare-array", [c.conversation.to_json_dict() for c in got.conversations])


def test_zip_reads_like_the_folder(sample_dir: Path, sample: Collected, tmp_path: Path) -> None:
    archive = tmp_path / "grok-export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted(sample_dir.rglob("*")):
            if path.is_file():
                zf.write(path, path.relative_to(sample_dir).as_posix())
    got = collect(archive)
    assert [c.conversation.to_json_dict() for c in got.conversations] == [
        c.conversation.to_json_dict() for c in sample.conversations
    ]
    assert [asdict(m) for m in got.memories] == [asdict(m) for m in sample.memories]


def test_other_providers_real_exports_are_not_claimed(real_exports: Path) -> None:
    for path in sorted(real_exports.rglob("*")):
        if path.is_file() and "grok" not in path.parts and path.suffix in (".json", ".csv"):
            with Source(path) as source:
                assert GrokImporter.sniff(source) is None, path


# --- golden files and schema --------------------------------------------------------------------------------


def test_golden(sample: Collected) -> None:
    check_golden("grok/2025.01", [c.conversation.to_json_dict() for c in sample.conversations])
    check_golden(
        "grok/2025.01-native",
        {"memories": [asdict(m) for m in sample.memories], "accounts": [asdict(a) for a in sample.accounts]},
    )


def test_every_conversation_validates(sample: Collected, pam_schemas: Path) -> None:
    schema = json.loads(
        (pam_schemas / "portable-ai-memory-conversation.schema.json").read_text(encoding="utf-8")
    )
    validator = Draft202012Validator(schema, format_checker=FormatChecker())
    assert len(sample.conversations) == 3
    for item in sample.conversations:
        data = item.conversation.to_json_dict()
        assert Conversation.model_validate(data).to_json_dict() == data
        assert [e.message for e in validator.iter_errors(data)] == []
        assert_tree(item.conversation)


def test_every_message_text_is_kept(sample_dir: Path, sample: Collected) -> None:
    """Each source text (render tags removed) is the text of exactly the message with its _id."""
    backend = json.loads((sample_dir / EXPORT_DIR / "prod-grok-backend.json").read_text(encoding="utf-8"))
    out = by_provider(sample)
    checked = 0
    for wrapped in backend["conversations"]:
        for wrapper in wrapped["responses"]:
            response = wrapper["response"]
            message = out[response["_id"]]
            assert words(message.plain_text()) == words(_TAG.sub("", response["message"]))
            checked += 1
    assert checked == 12 == sum(len(c.conversation.messages) for c in sample.conversations)


# --- quirks -------------------------------------------------------------------------------------------------


def test_senders_are_normalised_case_insensitively(sample: Collected) -> None:
    msgs = by_provider(sample)
    assert msgs[r(1)].role == "user" and msgs[r(1)].raw_metadata["sender"] == "human"
    assert msgs[r(2)].role == "assistant" and msgs[r(2)].raw_metadata["sender"] == "ASSISTANT"
    assert msgs[r(3)].role == "assistant" and msgs[r(3)].raw_metadata["sender"] == "grok-3"
    assert msgs[r(12)].role == "assistant"
    assert sample.stats()["unknown"] == {}


def test_models(sample: Collected) -> None:
    msgs = by_provider(sample)
    assert msgs[r(2)].model == "grok-3" and msgs[r(12)].model == "grok-4" and msgs[r(22)].model == "grok-2"
    # A prompt names the model it was sent to: kept raw, message.model is the author's.
    assert msgs[r(1)].model is None and msgs[r(1)].raw_metadata["model"] == "grok-3"
    assert conversation(sample, "Quiet 4-day Lisbon trip").model == "grok-3"


def test_times_in_every_representation(sample: Collected) -> None:
    msgs = by_provider(sample)
    assert msgs[r(1)].created_at == "2025-05-02T09:14:03.120000Z"  # {"$date": {"$numberLong": ...}}
    assert msgs[r(5)].created_at == "2025-05-02T09:20:35.907000Z"  # {"$date": "<iso>"}
    assert msgs[r(21)].created_at == "2025-01-20T10:47:01.250000Z"  # plain ISO
    assert msgs[r(22)].created_at == "2025-01-20T10:47:05.500000Z"  # epoch seconds
    lisbon = conversation(sample, "Quiet 4-day Lisbon trip")
    assert lisbon.temporal.created_at == "2025-05-02T09:14:02.871344Z"
    assert lisbon.temporal.updated_at == "2025-05-02T09:20:36.102871Z"
    # No conversation times at all: the earliest and latest responses stand in.
    plant = conversation(sample, "What is this plant?")
    assert (plant.temporal.created_at, plant.temporal.updated_at) == (
        "2025-01-20T10:47:01.250000Z",
        "2025-01-20T10:48:32Z",
    )


def test_regeneration_branches(sample: Collected) -> None:
    msgs = by_provider(sample)
    prompt = msgs[r(1)]
    assert prompt.parent_id is None
    assert prompt.children_ids == [msgs[r(2)].id, msgs[r(3)].id]
    assert msgs[r(2)].parent_id == msgs[r(3)].parent_id == prompt.id
    assert msgs[r(4)].parent_id == msgs[r(3)].id and msgs[r(5)].parent_id == msgs[r(4)].id
    lisbon = conversation(sample, "Quiet 4-day Lisbon trip")
    assert lisbon.raw_metadata["current_node"] == r(5) == lisbon.raw_metadata["leaf_response_id"]


def test_dangling_parent_becomes_a_root_with_a_note(sample: Collected) -> None:
    msg = by_provider(sample)[r(13)]
    assert msg.parent_id is None and msg.children_ids == []
    assert msg.raw_metadata["parent_response_id"] == r(99)
    assert "not in this conversation" in " ".join(msg.raw_metadata["pamport"]["notes"])


def test_linear_conversation_without_parent_links(sample: Collected) -> None:
    plant = conversation(sample, "What is this plant?")
    assert all(m.parent_id is None and m.children_ids == [] for m in plant.messages)


def test_render_tags_become_citations_and_leave_the_text(sample: Collected) -> None:
    msg = by_provider(sample)[r(2)]
    assert "<grok:render" not in msg.plain_text() and "citation_id" not in msg.plain_text()
    assert "<grok:render" in msg.raw_metadata["message"]
    assert msg.plain_text().startswith("Lisbon in May is lovely")
    assert "arrive.\n\n**Seafood.**" in msg.plain_text()  # a run of tags goes with the blank between them
    assert [c.url for c in msg.citations] == [
        "https://www.visitlisboa.com/en/places/alfama",  # cited result and card a1b2c3 (deduplicated)
        # card d4e5f6 has no url: its citation_id (1) names the search result
        "https://www.timeout.com/lisbon/things-to-do/best-viewpoints-in-lisbon",
        "https://www.cervejariaramiro.pt/en",  # card absent: citation_id 2
    ]
    assert msg.citations[0].title == "Alfama | Visit Lisboa" and msg.citations[0].snippet
    assert len(msg.raw_metadata["web_search_results"]) == 3
    assert msg.raw_metadata["card_attachments_json"]


def test_image_generation_with_empty_message(sample: Collected) -> None:
    msg = by_provider(sample)[r(5)]
    assert msg.content is None and msg.plain_text() == ""
    (image,) = msg.attachments
    assert image.type == "image" and image.ref == f"users/{USER}/generated/4d2c8b1e-tram/image.jpg"
    assert image.mime_type == "image/jpeg"
    assert "content" not in msg.to_json_dict()


def test_uploads_point_at_their_asset_files(sample: Collected) -> None:
    msgs = by_provider(sample)
    (cv,) = msgs[r(11)].attachments
    assert cv.ref == f"{EXPORT_DIR}/prod-mc-asset-server/{CV_ASSET}/content"
    assert (cv.type, cv.mime_type, cv.provider_id, cv.size_bytes) == ("document", "text/plain", CV_ASSET, 202)
    (photo,) = msgs[r(21)].attachments
    assert (photo.type, photo.mime_type, photo.provider_id) == ("image", "image/png", PNG_ASSET)
    assert "file_attachments" not in msgs[r(11)].raw_metadata  # plain asset ids: nothing lost


def test_media_generations_become_attachments(sample: Collected) -> None:
    msg = by_provider(sample)[r(24)]
    (video,) = msg.attachments
    assert (video.type, video.mime_type, video.provider_id) == ("video", "video/mp4", "5e6f7a8b-video")
    assert msg.raw_metadata["media_generations"][0]["original_prompt"] == "timelapse of a jade plant growing"


def test_reasoning_and_steps_stay_raw(sample: Collected) -> None:
    msgs = by_provider(sample)
    assert msgs[r(2)].raw_metadata["thinking_trace"].startswith("The user wants four days")
    assert msgs[r(2)].raw_metadata["thinking_start_time"] == {"$date": {"$numberLong": "1746177245000"}}
    assert msgs[r(2)].raw_metadata["steps"][0]["tagged_text"]["header"] == "Searching the web"
    assert msgs[r(12)].raw_metadata["agent_thinking_traces"][0]["agent"] == "reviewer"
    assert not any(m.is_thought for c in sample.conversations for m in c.conversation.messages)
    assert msgs[r(2)].raw_metadata["share_link"] == {"share_link_id": "sl-5c1d9e", "is_public": True}


def test_conversation_fields(sample: Collected) -> None:
    lisbon = conversation(sample, "Quiet 4-day Lisbon trip")
    assert lisbon.provider.name == "grok" and lisbon.provider.export_format_version == "2025.01"
    assert lisbon.provider.conversation_id == "6a0e4d3b-1c2f-4e8a-b7d9-0f5e3c2a1b90"
    assert lisbon.provider.account_id == USER
    assert lisbon.raw_metadata["starred"] is True and lisbon.raw_metadata["media_types"] == ["image"]
    assert conversation(sample, "Tighten my CV summary").raw_metadata["system_prompt_name"] == "Concise"
    assert [p.role for p in lisbon.participants] == ["user", "assistant"]


def test_projects_become_instruction_and_project_memories(sample: Collected) -> None:
    kinds = {m.type: m for m in sample.memories}
    assert set(kinds) == {"project", "instruction"}
    project, instruction = kinds["project"], kinds["instruction"]
    assert project.content.startswith('Project "Job search 2025": Applying for senior data engineering roles')
    assert instruction.content.startswith("Be direct and concise.")
    for memory in sample.memories:
        assert (memory.platform, memory.extraction_method, memory.extractor) == (
            "grok",
            "api_export",
            "pamport/0.1.0",
        )
        assert memory.platform_user_id == USER and memory.created_at == "2025-06-10T08:00:00Z"
        assert memory.metadata["preferred_model"] == "grok-4"


def test_profile_becomes_the_account(sample: Collected) -> None:
    (account,) = sample.accounts
    assert (account.platform, account.platform_user_id) == ("grok", USER)
    assert (account.name, account.email) == ("Ana Ribeiro", "ana.ribeiro@example.com")
    assert account.raw["birthDate"] == "1990-04-12"


def test_unconverted_sections_are_counted_and_explained(sample: Collected) -> None:
    stats = sample.stats()
    assert stats["records_read"] == {
        "billing record": 2, "conversation": 3, "media_post": 1, "message": 12,
        "profile": 1, "project": 1, "session": 2, "task": 1,
    }  # fmt: skip
    assert stats["records_converted"] == {"conversation": 3, "message": 12, "profile": 1, "project": 1}
    notes = " ".join(stats["notes"])
    for section in (
        "'sessions' (2)",
        "'tasks' (1)",
        "'media_posts' (1)",
        "prod-mc-billing.json not converted",
    ):
        assert section in notes


# --- the real fixture ---------------------------------------------------------------------------------------


def test_real_openarchive_fixture(real_exports: Path, pam_schemas: Path) -> None:
    got = collect(real_exports / "grok" / "openarchive" / "grok_export.json")
    assert got.importers == ["grok-importer/2025.01"]
    (item,) = got.conversations
    conv = item.conversation
    user, answer = conv.messages
    assert (user.role, answer.role) == ("user", "assistant")
    assert answer.raw_metadata["sender"] == "ASSISTANT" and answer.model == "grok-4"
    assert user.created_at == "2026-03-15T19:19:26.234000Z"
    assert answer.plain_text() == "**Yes, both Anthropic and xAI (Grok) have Batch APIs**."
    assert "<grok:render" in answer.raw_metadata["message"]
    schema = json.loads(
        (pam_schemas / "portable-ai-memory-conversation.schema.json").read_text(encoding="utf-8")
    )
    assert (
        list(Draft202012Validator(schema, format_checker=FormatChecker()).iter_errors(conv.to_json_dict()))
        == []
    )
    stats = got.stats()
    assert stats["records_read"]["media_generation"] == 1
    assert "inline citation tag whose source is not in the export" in stats["unknown"]
    check_golden("grok/openarchive", [conv.to_json_dict()])


# --- broken input -------------------------------------------------------------------------------------------


def _write(tmp_path: Path, doc: Any, name: str = "prod-grok-backend.json") -> Path:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def test_truncated_file_raises_malformed_file_with_location(sample_dir: Path, tmp_path: Path) -> None:
    text = (sample_dir / EXPORT_DIR / "prod-grok-backend.json").read_text(encoding="utf-8")
    path = _write(tmp_path, text[: len(text) // 2])
    with pytest.raises(MalformedFile) as caught:
        collect(path)
    assert caught.value.file == "prod-grok-backend.json"
    assert "conversation #" in caught.value.location and "byte" in caught.value.location
    assert "truncated" in caught.value.reason


def test_invalid_json_raises_malformed_file(tmp_path: Path) -> None:
    path = _write(tmp_path, '{"conversations": [{"conversation": {"id": "c"}, "responses": [}]}')
    with pytest.raises(MalformedFile) as caught:
        collect(path)
    assert caught.value.location.startswith("'conversations' conversation #1")


def _resp(
    rid: str, sender: str, message: str, parent: str | None = None, ms: int = 1746177243120
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "_id": rid,
        "sender": sender,
        "message": message,
        "create_time": {"$date": {"$numberLong": str(ms)}},
    }
    if parent is not None:
        body["parent_response_id"] = parent
    return {"response": body, "share_link": None}


def test_bad_records_are_skipped_and_reading_goes_on(tmp_path: Path) -> None:
    good = {"id": "c-good", "create_time": "2025-05-02T09:00:00Z"}
    doc = {
        "conversations": [
            "not a conversation",
            {"responses": []},
            {"conversation": {"id": "c-bad-responses"}, "responses": "nope"},
            {"conversation": good,
             "responses": [42, {"response": None}, _resp("a", "human", "still here"), {"x": 1}]},
            {"conversation": {"id": "c-no-time"},
             "responses": [{"response": {"_id": "t", "sender": "human", "message": "when?"}}]},
            {"conversation": {"id": "c-odd", "create_time": "2025-05-02T09:00:00Z"},
             "responses": [_resp("u", "Human", "hello"), _resp("v", "tool", "odd sender", parent="u")]},
        ]
    }  # fmt: skip
    got = collect(_write(tmp_path, doc))
    titles = [c.conversation.provider.conversation_id for c in got.conversations]
    assert titles == ["c-good", "c-odd"]
    stats = got.stats()
    assert stats["records_skipped"] == {"conversation": 4, "message": 3}
    skips = list(got.report.iter_skips())
    assert {s["file"] for s in skips} == {"prod-grok-backend.json"}
    assert any("no usable timestamp" in s["reason"] for s in skips)
    assert any(s["location"] == "conversation #4 (id c-good), response #1" for s in skips)
    odd = got.conversations[1].conversation.messages
    assert [m.role for m in odd] == ["user", "assistant"]
    assert "sender 'tool' (taken as assistant)" in stats["unknown"]


def test_cycles_self_parents_and_duplicate_ids(tmp_path: Path) -> None:
    responses = [
        _resp("a", "human", "one", parent="b"),
        _resp("b", "assistant", "two", parent="a"),
        _resp("c", "human", "three", parent="c"),
        _resp("c", "assistant", "four", parent="c"),
    ]
    doc = {
        "conversations": [
            {"conversation": {"id": "loops", "create_time": "2025-05-02T09:00:00Z"}, "responses": responses}
        ]
    }
    (item,) = collect(_write(tmp_path, doc)).conversations
    conv = item.conversation
    assert_tree(conv)
    a, b, c1, c2 = conv.messages
    assert a.parent_id is None and "cycle" in " ".join(a.raw_metadata["pamport"]["notes"])
    assert b.parent_id == a.id
    assert c1.parent_id is None and "itself" in " ".join(c1.raw_metadata["pamport"]["notes"])
    assert (
        c2.id != c1.id
        and c2.parent_id == c1.id
        and "duplicate _id" in " ".join(c2.raw_metadata["pamport"]["notes"])
    )


def test_values_the_mapping_cannot_hold_are_kept_raw(tmp_path: Path) -> None:
    odd = {
        "_id": {"$oid": "65f1c0ffee"},
        "sender": "assistant",
        "message": ["not", "text"],
        "model": {"name": "grok-3"},
        "create_time": "next tuesday-ish",
        "generated_image_urls": "users/u/generated/x/image.jpg",
        "conversation_id": "another-conversation",
        "file_attachments": [{"fileName": "notes.pdf", "fileMimeType": "application/pdf"}],
    }
    meta = {"id": {"$oid": "c0ffee"}, "create_time": "2025-05-02T09:00:00Z"}
    doc = [{"conversation": meta, "responses": [odd]}]
    got = collect(_write(tmp_path, doc, name="export.json"), forced="grok")
    (item,) = got.conversations
    conv = item.conversation
    (msg,) = conv.messages
    assert conv.provider.conversation_id == "c0ffee" and msg.provider_message_id == "65f1c0ffee"
    assert msg.created_at == "2025-05-02T09:00:00Z" and msg.content is None and msg.model is None
    for key in odd.keys() - {"_id", "sender"}:
        assert msg.raw_metadata[key] == odd[key], key
    (pdf,) = msg.attachments
    assert (pdf.type, pdf.name, pdf.ref, pdf.provider_id) == ("document", "notes.pdf", None, None)
    unknown = got.stats()["unknown"]
    assert "message of type list" in unknown
    assert "response without a usable create_time (took the conversation's)" in unknown


# --- end to end ---------------------------------------------------------------------------------------------


def test_cli_converts_and_validates_the_sample(sample_dir: Path, tmp_path: Path) -> None:
    from pamport.cli import main

    out = tmp_path / "bundle"
    assert main(["convert", str(sample_dir), "-o", str(out), "--extractor", "none", "-q"]) == 0
    files = sorted(p.name for p in (out / "conversations").iterdir())
    assert len(files) == 3
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    assert {m["type"] for m in store["memories"]} == {"project", "instruction"}
    if not hasattr(importlib.import_module("pamport.validation"), "validate_path"):
        pytest.skip("`pamport validate` is not available in this checkout yet")
    assert main(["validate", str(out)]) == 0
