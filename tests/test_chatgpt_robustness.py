"""Bad ChatGPT input: broken files stop with MalformedFile, bad records are skipped with a reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pamport.errors import EmptyExport, MalformedFile, UnknownFormat
from pamport.importers.base import Claim, ConversationItem, ImportContext, ImportOptions
from pamport.importers.chatgpt import messages_v2025_01, records_v2025_01
from pamport.importers.chatgpt.v2025_01 import ChatGPTImporter
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from tests.harness import collect

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"


def _conversation(cid: str, text: str = "Hello there") -> dict[str, Any]:
    return {
        "title": "t",
        "create_time": 1736503200.0,
        "update_time": 1736503300.0,
        "mapping": {
            "root": {"id": "root", "message": None, "parent": None, "children": ["u"]},
            "u": {
                "id": "u",
                "message": {
                    "id": "u",
                    "author": {"role": "user"},
                    "create_time": 1736503201.0,
                    "content": {"content_type": "text", "parts": [text]},
                },
                "parent": "root",
                "children": [],
            },
        },
        "current_node": "u",
        "conversation_id": cid,
        "id": cid,
    }


def _write(tmp_path: Path, data: Any, name: str = "conversations.json") -> Path:
    target = tmp_path / name
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


def test_truncated_file_names_file_and_place(tmp_path: Path) -> None:
    data = (SAMPLE / "conversations.json").read_bytes()
    target = tmp_path / "conversations.json"
    target.write_bytes(data[:30000])
    with pytest.raises(MalformedFile) as caught:
        collect(tmp_path)
    assert caught.value.file == "conversations.json"
    assert caught.value.location.startswith("conversation #3 (near byte ")
    assert "premature EOF" in caught.value.reason and "\n" not in caught.value.reason


def test_invalid_json_names_the_conversation(tmp_path: Path) -> None:
    body = json.dumps([_conversation("a")])[:-1] + ', {"title": tru }]'
    (tmp_path / "conversations.json").write_text(body, encoding="utf-8")
    with pytest.raises(MalformedFile) as caught:
        collect(tmp_path)
    assert caught.value.location.startswith("conversation #2 ")


def test_not_an_array(tmp_path: Path) -> None:
    _write(tmp_path, {"conversations": [_conversation("a")]})
    with pytest.raises(UnknownFormat):
        collect(tmp_path, forced="chatgpt-importer/2025.01")
    with Source(tmp_path) as source:  # a claim made by hand still gets a clear error
        claim = Claim(ChatGPTImporter.importer_version, ("conversations.json",), 1.0)
        ctx = ImportContext(source, RunReport().reporter("t", "chatgpt"), ImportOptions())
        with pytest.raises(MalformedFile) as caught:
            list(ChatGPTImporter().read(source, claim, ctx))
    assert caught.value.location == "byte 0"


def test_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    target = tmp_path / "conversations.json"
    target.write_bytes(b"\xef\xbb\xbf" + json.dumps([_conversation("a")]).encode())
    collected = collect(tmp_path)
    assert [c.conversation.provider.conversation_id for c in collected.conversations] == ["a"]


def test_empty_export_says_so(tmp_path: Path) -> None:
    _write(tmp_path, [])
    _write(tmp_path, {"id": "user-1", "email": "a@example.com"}, "user.json")
    with pytest.raises(EmptyExport):
        collect(tmp_path)


def test_bad_conversation_is_skipped_and_the_rest_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    original = records_v2025_01.normalize

    def flaky(raw: dict[str, Any], index: int, env: Any) -> Any:
        if raw.get("conversation_id") == "bad":
            raise ValueError("cannot normalise this one")
        return original(raw, index, env)

    monkeypatch.setattr("pamport.importers.chatgpt.reader_v2025_01.normalize", flaky)
    _write(tmp_path, [_conversation("a"), _conversation("bad"), 7, _conversation("c")])
    collected = collect(tmp_path)
    assert [c.conversation.provider.conversation_id for c in collected.conversations] == ["a", "c"]
    skips = list(collected.report.iter_skips())
    assert [(s["kind"], s["location"]) for s in skips] == [
        ("conversation", "conversation #2 id=bad"),
        ("conversation", "conversation #3"),
    ]
    assert skips[0]["reason"] == "ValueError: cannot normalise this one"
    assert skips[0]["file"] == "conversations.json"
    stats = collected.stats()
    assert stats["records_read"]["conversation"] == 4 and stats["records_converted"]["conversation"] == 2


def test_bad_node_is_skipped_and_the_rest_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    conv = _conversation("a")
    conv["mapping"]["u"]["children"] = ["broken", "odd"]
    conv["mapping"]["broken"] = {
        "id": "broken",
        "message": ["not", "an", "object"],
        "parent": "u",
        "children": [],
    }
    conv["mapping"]["odd"] = {
        "id": "odd",
        "message": {
            "id": "odd",
            "author": {"role": "assistant"},
            "content": {"content_type": "text", "parts": ["ok"]},
        },
        "parent": "u",
        "children": ["leaf"],
    }
    conv["mapping"]["leaf"] = {
        "id": "leaf",
        "message": {
            "id": "leaf",
            "author": {"role": "user"},
            "content": {"content_type": "text", "parts": ["x"]},
        },
        "parent": "odd",
        "children": [],
    }
    original = messages_v2025_01.read_message

    def flaky(node_id: str, *args: Any) -> Any:
        if node_id == "odd":
            raise KeyError("boom")
        return original(node_id, *args)

    monkeypatch.setattr("pamport.importers.chatgpt.records_v2025_01.read_message", flaky)
    _write(tmp_path, [conv])
    collected = collect(tmp_path)
    (item,) = collected.conversations
    messages = {m.provider_message_id: m for m in item.conversation.messages}
    assert set(messages) == {"u", "leaf"}
    assert messages["leaf"].parent_id == messages["u"].id  # re-parented past the skipped node
    reasons = {s["location"]: s["reason"] for s in collected.report.iter_skips()}
    assert reasons == {
        "conversation #1 id=a node broken": "node or message is not a JSON object",
        "conversation #1 id=a node odd": "KeyError: 'boom'",
    }
    assert collected.stats()["records_read"]["message"] == 4


def test_unreadable_account_file_is_skipped(tmp_path: Path) -> None:
    _write(tmp_path, [_conversation("a")])
    (tmp_path / "user.json").write_text("{not json", encoding="utf-8")
    collected = collect(tmp_path)
    assert collected.accounts == []
    assert len(collected.conversations) == 1
    (skip,) = collected.report.iter_skips()
    assert (skip["kind"], skip["file"], skip["location"]) == ("account", "user.json", "whole file")


def test_unknown_roles_fields_and_types_are_reported_and_kept(tmp_path: Path) -> None:
    conv = _conversation("a")
    message = conv["mapping"]["u"]["message"]
    message["author"]["role"] = "critic"
    message["sparkle"] = {"level": 3}
    message["content"] = {"content_type": "hologram", "text": "Still readable", "depth": 4}
    conv["brand_new_flag"] = True
    _write(tmp_path, [conv])
    collected = collect(tmp_path)
    (item,) = collected.conversations
    (msg,) = item.conversation.messages
    assert msg.role == "system" and msg.raw_metadata["author_role"] == "critic"
    assert msg.raw_metadata["sparkle"] == {"level": 3}
    assert msg.raw_metadata["content"]["depth"] == 4 and msg.content is not None
    assert msg.content.text == "Still readable"
    assert item.conversation.raw_metadata["brand_new_flag"] is True
    assert set(collected.stats()["unknown"]) == {
        "role:critic",
        "field:message.sparkle",
        "content_type:hologram",
        "field:conversation.brand_new_flag",
    }


def test_citation_without_absolute_url_keeps_the_url_as_text(tmp_path: Path) -> None:
    conv = _conversation("a")
    conv["mapping"]["u"]["message"]["metadata"] = {
        "citations": [{"metadata": {"title": "Notes", "url": "/relative/page", "text": "see"}}]
    }
    _write(tmp_path, [conv])
    (item,) = collect(tmp_path).conversations
    (citation,) = item.conversation.messages[0].citations
    assert citation.url is None and citation.snippet == "see (/relative/page)" and citation.title == "Notes"


def test_broken_shard_does_not_cost_the_others(tmp_path: Path) -> None:
    good = json.dumps([_conversation("a"), _conversation("b")])
    (tmp_path / "conversations-000.json").write_text(good[: good.index('"b"')], encoding="utf-8")
    _write(tmp_path, [_conversation("c")], "conversations-001.json")
    got: list[str] = []
    report = RunReport()
    with Source(tmp_path) as source:
        ((cls, claim),) = detect(source)
        ctx = ImportContext(source, report.reporter(cls.importer_version, cls.platform), ImportOptions())
        with pytest.raises(MalformedFile) as caught:
            for item in cls().read(source, claim, ctx):
                if isinstance(item, ConversationItem):
                    got.append(str(item.conversation.provider.conversation_id))
    assert got == ["a", "c"]
    assert caught.value.file == "conversations-000.json"
    assert caught.value.location.startswith("conversation #2 ")
    (skip,) = report.iter_skips()
    assert (skip["kind"], skip["file"]) == ("file", "conversations-000.json")
