"""``pamport validate``: a small hand-built bundle passes; each broken rule is found, by file and place."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.schemas.canonical import content_hash, integrity_block
from pamport.validation import ValidationReport, validate_path
from pamport.validation.sdk_compat import pydantic_datetime, reference_sdk_checksum
from tests.pam_check import assert_bundle_valid

T0 = "2025-01-10T09:00:00Z"
T1 = "2025-01-10T09:05:00Z"


def _memory(
    mid: str, mtype: str, content: str, conversation: str | None = None, **extra: Any
) -> dict[str, Any]:
    memory: dict[str, Any] = {
        "id": mid,
        "type": mtype,
        "status": "active",
        "content": content,
        "content_hash": content_hash(content),
        "tags": [],
        "confidence": {"initial": 0.9, "current": 0.9, "decay_model": "none", "last_reinforced": T0},
        "temporal": {"created_at": T0, "valid_from": T0},
        "provenance": {
            "platform": "chatgpt",
            "extraction_method": "explicit_user_input",
            "extracted_at": T0,
            "extractor": "pamport/0.1.0",
        },
        "access": {"visibility": "private", "exportable": True, "shared_with": []},
        "metadata": {"language": "en"},
    }
    if conversation:
        memory["provenance"]["conversation_ref"] = conversation
    for key, value in extra.items():
        memory[key] = value
    return memory


def _message(
    mid: str, role: str, text: str, parent: str | None = None, children: list[str] | None = None
) -> dict[str, Any]:
    return {
        "id": mid,
        "role": role,
        "content": {"type": "text", "text": text},
        "created_at": T0,
        "parent_id": parent,
        "children_ids": children or [],
    }


def _conversation(cid: str, messages: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "schema": "portable-ai-memory-conversation",
        "schema_version": "1.0",
        "id": cid,
        "provider": {"name": "chatgpt", "conversation_id": cid.upper()},
        "title": f"Conversation {cid}",
        "temporal": {"created_at": T0, "updated_at": T1},
        "messages": messages,
    }


def _index_entry(cid: str, count: int, derived: list[str]) -> dict[str, Any]:
    return {
        "id": cid,
        "platform": "chatgpt",
        "title": f"Conversation {cid}",
        "message_count": count,
        "temporal": {"created_at": T0, "updated_at": T1},
        "tags": [],
        "derived_memories": derived,
        "storage": {"type": "file", "ref": f"conversations/{cid}.json", "format": "json"},
    }


@dataclass
class Bundle:
    store: dict[str, Any]
    conversations: dict[str, dict[str, Any]]
    embeddings: dict[str, Any] | None = None
    raw: dict[str, str] = field(default_factory=dict)

    def write(self, root: Path, fix_integrity: bool = True) -> Path:
        root.mkdir(parents=True, exist_ok=True)
        (root / "conversations").mkdir(exist_ok=True)
        if fix_integrity:
            self.store["integrity"] = integrity_block(self.store["memories"])
        (root / "memory-store.json").write_text(json.dumps(self.store, indent=2), encoding="utf-8")
        for name, conversation in self.conversations.items():
            (root / "conversations" / name).write_text(json.dumps(conversation, indent=2), encoding="utf-8")
        if self.embeddings is not None:
            (root / "embeddings.json").write_text(json.dumps(self.embeddings, indent=2), encoding="utf-8")
        for name, text in self.raw.items():
            (root / name).write_text(text, encoding="utf-8")
        return root


def sample() -> Bundle:
    """Two conversations (one branching), four memories, a supersession, an embedding."""
    memories = [
        _memory("m-a", "fact", "User lives in Lisbon.", "conv-a", embedding_ref="emb-a"),
        _memory("m-b", "preference", "User prefers dark roast coffee.", "conv-a"),
        _memory("m-c", "skill", "User writes Go.", "conv-b", status="superseded"),
        _memory("m-d", "skill", "User writes Go and Rust."),
    ]
    memories[2]["temporal"]["superseded_by"] = "m-d"
    store = {
        "schema": "portable-ai-memory",
        "schema_version": "1.0",
        "spec_uri": "https://portable-ai-memory.org/spec/v1.0",
        "export_id": "6f1c1c1e-0000-4000-8000-000000000001",
        "exported_by": "pamport/0.1.0",
        "export_date": "2025-01-11T00:00:00Z",
        "owner": {"id": "owner-1"},
        "memories": memories,
        "relations": [{"id": "r-1", "from": "m-d", "to": "m-c", "type": "supersedes", "created_at": T1}],
        "conversations_index": [
            _index_entry("conv-a", 4, ["m-a", "m-b"]),
            _index_entry("conv-b", 2, ["m-c"]),
        ],
        "export_type": "full",
    }
    conv_a = _conversation(
        "conv-a",
        [
            _message("a1", "user", "I live in Lisbon.", None, ["a2", "a3"]),
            _message("a2", "assistant", "Nice city.", "a1", ["a4"]),
            _message("a3", "assistant", "Lisbon, Portugal?", "a1"),
            _message("a4", "user", "And I like dark roast.", "a2"),
        ],
    )
    conv_b = _conversation(
        "conv-b", [_message("b1", "user", "I write Go."), _message("b2", "assistant", "Cool.")]
    )
    embeddings = {
        "schema": "portable-ai-memory-embeddings",
        "schema_version": "1.0",
        "embeddings": [
            {
                "id": "emb-a",
                "memory_id": "m-a",
                "model": "nomic-embed-text",
                "dimensions": 3,
                "created_at": T1,
                "vector": [0.1, -0.2, 0.3],
            }
        ],
    }
    store["integrity"] = integrity_block(memories)
    return Bundle(store, {"conv-a.json": conv_a, "conv-b.json": conv_b}, embeddings)


def test_the_sample_bundle_is_valid_without_warnings(tmp_path: Path) -> None:
    root = sample().write(tmp_path / "bundle")
    report = assert_bundle_valid(root, allow_warnings=())
    assert report.kind == "bundle" and report.ok and not report.issues
    assert report.counts["memories"] == 4 and report.counts["messages"] == 6
    assert report.counts["conversation_files"] == 2 and report.counts["embeddings"] == 1
    assert report.counts["signature"] == "absent"
    assert "VALID: 0 errors, 0 warnings" in report.render_text()


def test_the_reference_sdk_accepts_the_sample_bundle(tmp_path: Path) -> None:
    sdk_io = pytest.importorskip("portable_ai_memory.core.io")
    sdk_validator = pytest.importorskip("portable_ai_memory.core.validator")
    root = sample().write(tmp_path / "bundle")
    for path in [root / "memory-store.json", *sorted((root / "conversations").glob("*.json"))]:
        result = sdk_validator.validate(sdk_io.load(path))
        assert result.is_valid and not result.warnings, f"{path.name}: {result}"


Mutation = Callable[[Bundle], Any]


def _conv(bundle: Bundle, name: str = "conv-a.json") -> dict[str, Any]:
    return bundle.conversations[name]


def _mem(bundle: Bundle, i: int) -> dict[str, Any]:
    memory: dict[str, Any] = bundle.store["memories"][i]
    return memory


def _emb(bundle: Bundle) -> list[dict[str, Any]]:
    assert bundle.embeddings is not None
    items: list[dict[str, Any]] = bundle.embeddings["embeddings"]
    return items


def _no_index(bundle: Bundle) -> None:
    bundle.store["conversations_index"] = []
    bundle.conversations.clear()


def _add_memory(bundle: Bundle, memory: dict[str, Any]) -> None:
    bundle.store["memories"].append(memory)


CASES: list[tuple[str, Mutation, bool, str, str, str, str]] = [
    # id, mutation, fix integrity, check, file, location (substring), message (substring)
    (
        "bad json",
        lambda b: b.raw.update(
            {"conversations/conv-b.json": '{"schema": "portable-ai-memory-conversation",\n  "id": }'}
        ),
        True,
        "json",
        "conversations/conv-b.json",
        "line 2, column 9",
        "invalid JSON",
    ),
    (
        "NaN",
        lambda b: b.raw.update({"embeddings.json": '{"schema": "portable-ai-memory-embeddings", "x": NaN}'}),
        True,
        "json",
        "embeddings.json",
        "line 1",
        "NaN",
    ),
    (
        "duplicate key",
        lambda b: b.raw.update(
            {"conversations/conv-b.json": json.dumps(_conv(b, "conv-b.json"))[:-1] + ', "id": "conv-b"}'}
        ),
        True,
        "json",
        "conversations/conv-b.json",
        "",
        "appears twice",
    ),
    (
        "extra field",
        lambda b: _mem(b, 1).update(score=3),
        True,
        "schema",
        "memory-store.json",
        "/memories/1/score",
        "unexpected key",
    ),
    (
        "bad tag",
        lambda b: _mem(b, 0).update(tags=["Lisbon"]),
        True,
        "schema",
        "memory-store.json",
        "/memories/0/tags/0",
        "pattern",
    ),
    (
        "bad enum",
        lambda b: _mem(b, 0).update(status="deleted"),
        True,
        "schema",
        "memory-store.json",
        "/memories/0/status",
        "'active'",
    ),
    (
        "missing key",
        lambda b: _mem(b, 0)["provenance"].pop("platform"),
        True,
        "schema",
        "memory-store.json",
        "/memories/0/provenance",
        "'platform' is missing",
    ),
    (
        "null object",
        lambda b: _mem(b, 0).update(confidence=None),
        True,
        "schema",
        "memory-store.json",
        "/memories/0/confidence",
        "null is not allowed",
    ),
    (
        "bad date",
        lambda b: _conv(b)["messages"][1].update(created_at="2025-02-30T00:00:00Z"),
        True,
        "schema",
        "conversations/conv-a.json",
        "/messages/1/created_at",
        "RFC 3339",
    ),
    (
        "content hash",
        lambda b: _mem(b, 1).update(content="User prefers light roast."),
        True,
        "content-hash",
        "memory-store.json",
        "/memories/1/content_hash",
        "hashes to sha256:",
    ),
    (
        "checksum",
        lambda b: _mem(b, 1).update(summary="added after hashing"),
        False,
        "integrity-checksum",
        "memory-store.json",
        "/integrity/checksum",
        "RFC 8785",
    ),
    (
        "total",
        lambda b: b.store.update(integrity={**integrity_block(b.store["memories"]), "total_memories": 5}),
        False,
        "integrity-total",
        "memory-store.json",
        "/integrity/total_memories",
        "5",
    ),
    (
        "duplicate memory",
        lambda b: _add_memory(b, copy.deepcopy(_mem(b, 3))),
        True,
        "id-unique",
        "memory-store.json",
        "/memories/4/id",
        "duplicate memory id 'm-d'",
    ),
    (
        "duplicate relation",
        lambda b: b.store["relations"].append(dict(b.store["relations"][0])),
        True,
        "id-unique",
        "memory-store.json",
        "/relations/1/id",
        "duplicate relation",
    ),
    (
        "duplicate index",
        lambda b: b.store["conversations_index"].append(copy.deepcopy(b.store["conversations_index"][1])),
        True,
        "id-unique",
        "memory-store.json",
        "/conversations_index/2/id",
        "duplicate conversation",
    ),
    (
        "duplicate message",
        lambda b: _conv(b, "conv-b.json")["messages"][1].update(id="b1"),
        True,
        "id-unique",
        "conversations/conv-b.json",
        "/messages/1/id",
        "duplicate message id 'b1'",
    ),
    (
        "relation end",
        lambda b: b.store["relations"][0].update(to="m-zzz"),
        True,
        "relation-ref",
        "memory-store.json",
        "/relations/0/to",
        "'m-zzz'",
    ),
    (
        "conversation ref",
        lambda b: _mem(b, 3)["provenance"].update(conversation_ref="conv-x"),
        True,
        "conversation-ref",
        "memory-store.json",
        "/memories/3/provenance/conversation_ref",
        "'conv-x'",
    ),
    (
        "derived missing",
        lambda b: b.store["conversations_index"][0].update(derived_memories=["m-a"]),
        True,
        "derived-memories",
        "memory-store.json",
        "/conversations_index/0/derived_memories",
        "'m-b'",
    ),
    (
        "derived foreign",
        lambda b: b.store["conversations_index"][1].update(derived_memories=["m-c", "m-d"]),
        True,
        "derived-memories",
        "memory-store.json",
        "/conversations_index/1/derived_memories/1",
        "conversation_ref is None",
    ),
    (
        "derived unknown",
        lambda b: b.store["conversations_index"][1].update(derived_memories=["m-c", "m-q"]),
        True,
        "derived-memories",
        "memory-store.json",
        "/conversations_index/1/derived_memories/1",
        "not a memory",
    ),
    (
        "superseded by",
        lambda b: _mem(b, 2)["temporal"].update(superseded_by="m-gone"),
        True,
        "superseded-by",
        "memory-store.json",
        "/memories/2/temporal/superseded_by",
        "'m-gone'",
    ),
    (
        "storage missing",
        lambda b: b.conversations.pop("conv-b.json"),
        True,
        "storage-ref",
        "memory-store.json",
        "/conversations_index/1/storage/ref",
        "does not exist",
    ),
    (
        "storage other id",
        lambda b: _conv(b, "conv-b.json").update(id="conv-z"),
        True,
        "storage-ref",
        "memory-store.json",
        "/conversations_index/1/storage/ref",
        "holds conversation 'conv-z'",
    ),
    (
        "dangling parent",
        lambda b: _conv(b)["messages"][3].update(parent_id="nope"),
        True,
        "message-graph",
        "conversations/conv-a.json",
        "/messages/3/parent_id",
        "'nope'",
    ),
    (
        "dangling child",
        lambda b: _conv(b)["messages"][2].update(children_ids=["ghost"]),
        True,
        "message-graph",
        "conversations/conv-a.json",
        "/messages/2/children_ids/0",
        "'ghost'",
    ),
    (
        "one-sided child",
        lambda b: _conv(b)["messages"][1].update(children_ids=[]),
        True,
        "message-graph",
        "conversations/conv-a.json",
        "/messages/1/children_ids",
        "does not list it",
    ),
    (
        "one-sided parent",
        lambda b: _conv(b)["messages"][3].update(parent_id="a3"),
        True,
        "message-graph",
        "conversations/conv-a.json",
        "/messages/1/children_ids/0",
        "whose parent_id is 'a3'",
    ),
    (
        "cycle",
        lambda b: _conv(b, "conv-b.json").update(
            messages=[
                _message("b1", "user", "x", "b2", ["b2"]),
                _message("b2", "assistant", "y", "b1", ["b1"]),
            ]
        ),
        True,
        "message-graph",
        "conversations/conv-b.json",
        "/parent_id",
        "cycle",
    ),
    (
        "message count",
        lambda b: b.store["conversations_index"][0].update(message_count=5),
        True,
        "message-count",
        "memory-store.json",
        "/conversations_index/0/message_count",
        "4 messages",
    ),
    (
        "schema version",
        lambda b: _conv(b, "conv-b.json").update(schema_version="1.1"),
        True,
        "schema-version",
        "conversations/conv-b.json",
        "/schema_version",
        "'1.1'",
    ),
    (
        "embedding memory",
        lambda b: _emb(b).append({**_emb(b)[0], "id": "emb-x", "memory_id": "m-x"}),
        True,
        "embedding-memory",
        "embeddings.json",
        "/embeddings/1/memory_id",
        "'m-x'",
    ),
    (
        "embedding twice",
        lambda b: _emb(b).append({**_emb(b)[0], "id": "emb-b"}),
        True,
        "embedding-memory",
        "embeddings.json",
        "/embeddings/1/memory_id",
        "at most one",
    ),
    (
        "embedding dims",
        lambda b: _emb(b)[0].update(dimensions=4),
        True,
        "embedding-dimensions",
        "embeddings.json",
        "/embeddings/0/vector",
        "4 dimensions",
    ),
    (
        "embedding ref",
        lambda b: _mem(b, 1).update(embedding_ref="emb-q"),
        True,
        "embedding-ref",
        "memory-store.json",
        "/memories/1/embedding_ref",
        "'emb-q'",
    ),
    (
        "embedding ref other",
        lambda b: _mem(b, 1).update(embedding_ref="emb-a"),
        True,
        "embedding-ref",
        "memory-store.json",
        "/memories/1/embedding_ref",
        "for memory 'm-a'",
    ),
    (
        "no embeddings file",
        lambda b: setattr(b, "embeddings", None),
        True,
        "embedding-ref",
        "memory-store.json",
        "/memories/0/embedding_ref",
        "no embeddings.json",
    ),
    (
        "not exportable",
        lambda b: _mem(b, 3)["access"].update(exportable=False),
        True,
        "exportable",
        "memory-store.json",
        "/memories/3/access/exportable",
        "exportable: false",
    ),
    (
        "time order",
        lambda b: _mem(b, 0)["temporal"].update(updated_at="2024-01-01T00:00:00Z"),
        True,
        "temporal",
        "memory-store.json",
        "/memories/0/temporal/updated_at",
        "before created_at",
    ),
    (
        "conversation time order",
        lambda b: _conv(b)["temporal"].update(updated_at="2024-01-01T00:00:00Z"),
        True,
        "temporal",
        "conversations/conv-a.json",
        "/temporal/updated_at",
        "before",
    ),
    (
        "wrong kind",
        lambda b: b.raw.update({"embeddings.json": json.dumps(_conv(b))}),
        True,
        "schema",
        "embeddings.json",
        "/schema",
        "not a conversation file",
    ),
    (
        "no store",
        lambda b: b.raw.update({"memory-store.json": "{}"}),
        True,
        "schema",
        "memory-store.json",
        "/schema",
        "not a PAM file",
    ),
]

WARNINGS: list[tuple[str, Mutation, str, str, str, str]] = [
    (
        "ref without index",
        _no_index,
        "conversation-ref",
        "memory-store.json",
        "/memories/0/provenance/conversation_ref",
        "no conversations_index",
    ),
    (
        "superseded without target",
        lambda b: _mem(b, 2)["temporal"].pop("superseded_by"),
        "status",
        "memory-store.json",
        "/memories/2/status",
        "does not say by what",
    ),
    (
        "target without status",
        lambda b: _mem(b, 2).update(status="archived"),
        "status",
        "memory-store.json",
        "/memories/2/status",
        "'archived'",
    ),
    (
        "unsorted derived",
        lambda b: b.store["conversations_index"][0].update(derived_memories=["m-b", "m-a"]),
        "derived-memories",
        "memory-store.json",
        "/conversations_index/0/derived_memories",
        "not sorted",
    ),
    (
        "self relation",
        lambda b: b.store["relations"][0].update(to="m-d"),
        "relation-ref",
        "memory-store.json",
        "/relations/0",
        "itself",
    ),
    (
        "unindexed file",
        lambda b: b.conversations.update({"conv-c.json": _conversation("conv-c", [])}),
        "conversation-index",
        "conversations/conv-c.json",
        "/id",
        "not in the conversations_index",
    ),
    (
        "platform",
        lambda b: _conv(b, "conv-b.json")["provider"].update(name="claude"),
        "platform",
        "memory-store.json",
        "/conversations_index/1/platform",
        "'claude'",
    ),
    ("no integrity", lambda b: None, "integrity", "memory-store.json", "/", "no integrity block"),
    (
        "sdk checksum",
        lambda b: _mem(b, 0)["temporal"].update(created_at="2025-01-10T09:00:00.5Z", valid_from=None),
        "reference-sdk",
        "memory-store.json",
        "/integrity/checksum",
        "reference SDK",
    ),
    (
        "incremental",
        lambda b: b.store.update(export_type="incremental"),
        "incremental",
        "memory-store.json",
        "/base_export_id",
        "spec §16",
    ),
]


def _find(report: ValidationReport, level: str, check: str, file: str, location: str, message: str) -> None:
    for issue in report.issues:
        if (
            (issue.level, issue.check, issue.file) == (level, check, file)
            and location in issue.location
            and message in issue.message
        ):
            return
    pytest.fail(
        f"no {level} {check} in {file} at {location!r} saying {message!r}; got:\n{report.render_text()}"
    )


@pytest.mark.parametrize(
    ("case", "mutate", "fix", "check", "file", "location", "message"), CASES, ids=[c[0] for c in CASES]
)
def test_each_broken_rule_is_an_error(
    tmp_path: Path, case: str, mutate: Mutation, fix: bool, check: str, file: str, location: str, message: str
) -> None:
    bundle = sample()
    mutate(bundle)
    report = validate_path(bundle.write(tmp_path / "bundle", fix_integrity=fix))
    assert not report.ok
    _find(report, "error", check, file, location, message)
    assert f"{file} {location}".strip() in report.render_text() or file in report.render_text()


@pytest.mark.parametrize(
    ("case", "mutate", "check", "file", "location", "message"), WARNINGS, ids=[w[0] for w in WARNINGS]
)
def test_questionable_things_are_warnings(
    tmp_path: Path, case: str, mutate: Mutation, check: str, file: str, location: str, message: str
) -> None:
    bundle = sample()
    mutate(bundle)
    root = bundle.write(tmp_path / "bundle", fix_integrity=case != "no integrity")
    if case == "no integrity":
        store = json.loads((root / "memory-store.json").read_text(encoding="utf-8"))
        store.pop("integrity", None)
        (root / "memory-store.json").write_text(json.dumps(store), encoding="utf-8")
    report = validate_path(root)
    assert report.ok, report.render_text()
    _find(report, "warning", check, file, location, message)


def test_signatures_are_verified(tmp_path: Path) -> None:
    pytest.importorskip("cryptography")
    from pamport.manifest import write_signed_manifest
    from pamport.signing import generate_private_key, sign_store

    bundle = sample()
    bundle.store["integrity"] = integrity_block(bundle.store["memories"])
    key = generate_private_key()
    bundle.store = sign_store(bundle.store, key, signed_at="2025-01-11T00:00:01Z")
    root = bundle.write(tmp_path / "signed", fix_integrity=False)
    assert "manifest" in validate_path(root).checks("warning")  # the store alone: files not covered
    write_signed_manifest(root, key)
    report = assert_bundle_valid(root, allow_warnings=())
    assert report.counts["signature"] == "verified"
    assert report.counts["manifest"] == "verified"

    bundle.store["owner"]["id"] = "someone-else"
    report = validate_path(bundle.write(tmp_path / "tampered", fix_integrity=False))
    _find(report, "error", "signature", "memory-store.json", "/signature", "does not match")
    assert report.counts["signature"] == "invalid"


def test_single_files_are_validated_by_their_schema_field(tmp_path: Path) -> None:
    root = sample().write(tmp_path / "bundle")
    assert validate_path(root / "memory-store.json").kind == "memory-store"
    conversation = validate_path(root / "conversations" / "conv-a.json")
    assert conversation.kind == "conversation" and conversation.ok and conversation.counts["messages"] == 4
    assert validate_path(root / "embeddings.json").kind == "embeddings"
    other = tmp_path / "other.json"
    other.write_text('{"schema": "something-else"}', encoding="utf-8")
    report = validate_path(other)
    assert report.kind == "unknown" and not report.ok
    _find(report, "error", "schema", "other.json", "/schema", "not a PAM file")


def test_a_single_store_file_is_not_checked_against_missing_neighbours(tmp_path: Path) -> None:
    report = validate_path(sample().write(tmp_path / "bundle") / "memory-store.json")
    assert report.ok and not report.issues, report.render_text()


def test_missing_paths_and_empty_folders(tmp_path: Path) -> None:
    assert not validate_path(tmp_path / "nope").ok
    empty = validate_path(tmp_path)
    _find(empty, "error", "bundle", "memory-store.json", "", "missing")


def test_official_examples(shared_dir: Path) -> None:
    examples = shared_dir / "pam-spec" / "examples"
    if not examples.is_dir():
        pytest.skip("examples are not present")
    for name in ("example-conversation.json", "example-embeddings.json"):
        assert_bundle_valid(examples / name, allow_warnings=())
    report = validate_path(examples / "example-memory-store.json")
    # The example's signature is a placeholder ("..._EXAMPLE_SIGNATURE_..."): it cannot verify.
    assert [i.check for i in report.errors] == ["signature"], report.render_text()


def test_reading_is_one_conversation_at_a_time_and_scales(tmp_path: Path) -> None:
    bundle = sample()
    for i in range(300):
        cid = f"conv-{i:03d}"
        bundle.conversations[f"{cid}.json"] = _conversation(cid, [_message(f"{cid}-1", "user", "hello")])
        bundle.store["conversations_index"].append(_index_entry(cid, 1, []))
    report = assert_bundle_valid(bundle.write(tmp_path / "big"), allow_warnings=())
    assert report.counts["conversation_files"] == 302 and report.counts["messages"] == 306


def test_cli_validate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = sample().write(tmp_path / "bundle")
    assert main(["validate", str(root)]) == 0
    assert "VALID" in capsys.readouterr().out
    (root / "conversations" / "conv-b.json").write_text("{", encoding="utf-8")
    assert main(["validate", str(root), "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["ok"] is False and summary["issues"][0]["file"] == "conversations/conv-b.json"


# -- the reference SDK's view of the checksum ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2025-01-10T09:00:00Z", "2025-01-10T09:00:00Z"),
        ("2025-01-10T09:00:00.5Z", "2025-01-10T09:00:00.500000Z"),
        ("2025-01-10T09:00:00.000Z", "2025-01-10T09:00:00Z"),
        ("2025-01-10T09:00:00.1234567Z", "2025-01-10T09:00:00.123456Z"),
        ("2025-01-10T09:00:00+00:00", "2025-01-10T09:00:00Z"),
        ("2025-01-10t09:00:00+05:30", "2025-01-10T09:00:00+05:30"),
    ],
)
def test_pydantic_datetime_rendering(value: str, expected: str) -> None:
    assert pydantic_datetime(value) == expected


def test_sdk_view_agrees_with_the_sdk(tmp_path: Path) -> None:
    models = pytest.importorskip("portable_ai_memory.models.memory_store")
    integrity = pytest.importorskip("portable_ai_memory.core.integrity")
    from hypothesis import given, settings

    from tests.pam_strategies import memories

    @settings(max_examples=150, deadline=None)
    @given(memories(tainted=False))
    def check(memory: dict[str, Any]) -> None:
        try:
            parsed = models.MemoryObject.model_validate(memory)
        except ValueError:
            return
        try:
            expected = integrity.compute_integrity_checksum(
                [parsed.model_dump(mode="json", by_alias=True, exclude_none=True)]
            )
        except ValueError:  # the SDK cannot hash integers beyond 2**53; pamport converts them (RFC 8785)
            return
        ours = reference_sdk_checksum([memory])
        if ours is not None:
            assert ours == expected

    check()
