"""The pydantic models agree with the official PAM JSON Schemas.

* The spec's example files load with the models and pass the official schemas.
* Hypothesis: clean documents pass both; for tainted or mutated documents, whatever the models accept
  (``validate_document``, how ``pamport validate`` reads files) the official schema accepts too, and whatever
  Python construction accepts serializes (``to_json_dict``) to a schema-valid document.
* Known-invalid documents fail both.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, FormatChecker
from pydantic import ValidationError

from pamport.schemas import Conversation, EmbeddingsFile, Memory, MemoryStore, Message
from pamport.schemas.canonical import content_hash
from pamport.schemas.common import PamModel, is_absolute_uri
from pamport.schemas.conversation import ConversationTemporal, ProviderInfo
from tests.pam_strategies import (
    BAD_DATETIMES,
    BAD_URIS,
    GOOD_DATETIMES,
    GOOD_URIS,
    conversations,
    embeddings_files,
    memories,
    memory_stores,
    messages,
)

SCHEMA_FILES = {
    "store": "portable-ai-memory.schema.json",
    "conversation": "portable-ai-memory-conversation.schema.json",
    "embeddings": "portable-ai-memory-embeddings.schema.json",
}
FIXTURE_OK = settings(suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
Validators = dict[str, Draft202012Validator]
FORMATS_CHECKED = {"date-time", "uri"} <= set(FormatChecker.checkers)


@pytest.fixture
def validators(pam_schemas: Path) -> Validators:
    out = {}
    for kind, name in SCHEMA_FILES.items():
        schema = json.loads((pam_schemas / name).read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        out[kind] = Draft202012Validator(schema, format_checker=FormatChecker())
    # Single objects, validated against a definition of their own schema document.
    for kind, parent, definition in (
        ("memory", "store", "MemoryObject"),
        ("message", "conversation", "Message"),
    ):
        root = {k: v for k, v in out[parent].schema.items() if k in ("$schema", "$id", "$defs")}
        out[kind] = Draft202012Validator(
            {**root, "$ref": f"#/$defs/{definition}"}, format_checker=FormatChecker()
        )
    return out


def _official(validators: Validators, kind: str, doc: Any) -> list[str]:
    return [f"{e.json_path}: {e.message}" for e in validators[kind].iter_errors(doc)]


MODELS: dict[str, type[PamModel]] = {
    "store": MemoryStore,
    "conversation": Conversation,
    "embeddings": EmbeddingsFile,
    "memory": Memory,
    "message": Message,
}


def _accepts(kind: str, doc: Any) -> bool:
    try:
        MODELS[kind].validate_document(doc)
    except ValidationError:
        return False
    return True


def _python_build(kind: str, doc: Any) -> PamModel | None:
    try:
        return MODELS[kind].model_validate(doc)
    except ValidationError:
        return None


def test_format_checkers_are_installed() -> None:
    """Without rfc3339-validator and rfc3986-validator, jsonschema silently skips date-time and uri checks."""
    if not FORMATS_CHECKED:
        pytest.skip("date-time/uri format checks are off: install jsonschema[format-nongpl] for the tests")


# -- official examples ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("example-memory-store.json", "store"),
        ("example-conversation.json", "conversation"),
        ("example-embeddings.json", "embeddings"),
    ],
)
def test_official_examples_load_and_validate(
    shared_dir: Path, validators: Validators, name: str, kind: str
) -> None:
    path = shared_dir / "pam-spec" / "examples" / name
    if not path.is_file():
        pytest.skip(f"{name} is not present")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert _official(validators, kind, doc) == []
    model = MODELS[kind].validate_document(doc)
    assert _official(validators, kind, model.to_json_dict()) == []
    assert MODELS[kind].validate_document(model.to_json_dict()) == model


def test_example_memories_content_hashes_follow_section_6(shared_dir: Path) -> None:
    path = shared_dir / "pam-spec" / "examples" / "example-memory-store.json"
    if not path.is_file():
        pytest.skip("example memory store is not present")
    for memory in json.loads(path.read_text(encoding="utf-8"))["memories"]:
        assert content_hash(memory["content"]) == memory["content_hash"], memory["id"]


# -- hypothesis: clean documents pass both -------------------------------------------------------------------

STRATEGIES: dict[str, Callable[..., st.SearchStrategy[dict[str, Any]]]] = {
    "store": memory_stores,
    "conversation": conversations,
    "embeddings": embeddings_files,
    "memory": memories,
    "message": messages,
}


@pytest.mark.parametrize("kind", sorted(STRATEGIES))
@FIXTURE_OK
@given(data=st.data())
def test_clean_documents_pass_models_and_schema(
    validators: Validators, kind: str, data: st.DataObject
) -> None:
    doc = data.draw(STRATEGIES[kind](tainted=False))
    assert _official(validators, kind, doc) == []
    model = MODELS[kind].validate_document(doc)
    assert _official(validators, kind, model.to_json_dict()) == []


@pytest.mark.parametrize("kind", sorted(STRATEGIES))
@settings(FIXTURE_OK, max_examples=int(os.environ.get("PAM_EXAMPLES", "200")))
@given(data=st.data())
def test_what_the_models_accept_the_schema_accepts(
    validators: Validators, kind: str, data: st.DataObject
) -> None:
    doc = data.draw(STRATEGIES[kind](tainted=True))
    if _accepts(kind, doc):
        assert _official(validators, kind, doc) == [], json.dumps(doc, ensure_ascii=False)
    built = _python_build(kind, copy.deepcopy(doc))
    if built is not None:
        written = built.to_json_dict()
        assert _official(validators, kind, written) == [], json.dumps(written, ensure_ascii=False)
        assert _accepts(kind, written)


@settings(deadline=None)
@given(st.sampled_from(GOOD_DATETIMES + BAD_DATETIMES))
def test_datetime_check_is_no_looser_than_format_checker(value: str) -> None:
    from pamport.schemas.common import check_datetime

    try:
        check_datetime(value)
    except ValueError:
        return
    assert FormatChecker().conforms(value, "date-time")


@given(st.sampled_from(GOOD_URIS + BAD_URIS) | st.text(max_size=30) | st.from_regex(r"[a-z]+:[ -~]{0,20}"))
def test_uri_check_is_no_looser_than_format_checker(value: str) -> None:
    if is_absolute_uri(value):
        assert FormatChecker().conforms(value, "uri")


@pytest.mark.parametrize("value", GOOD_URIS)
def test_good_uris_are_accepted(value: str) -> None:
    assert is_absolute_uri(value)


# -- known-invalid documents fail both -----------------------------------------------------------------------


def _memory() -> dict[str, Any]:
    return {
        "id": "m1",
        "type": "fact",
        "custom_type": None,
        "content": "User lives in Lisbon.",
        "content_hash": content_hash("User lives in Lisbon."),
        "tags": ["home"],
        "confidence": {"initial": 0.9, "current": 0.9},
        "temporal": {"created_at": "2024-01-01T00:00:00Z"},
        "provenance": {"platform": "chatgpt", "extractor": "pamport/0.1.0"},
        "access": {"visibility": "private", "exportable": True, "shared_with": []},
        "metadata": {"language": "en", "anything": {"goes": [1, 2]}},
    }


def _store() -> dict[str, Any]:
    return {
        "schema": "portable-ai-memory",
        "schema_version": "1.0",
        "exported_by": "pamport/0.1.0",
        "export_id": "e1",
        "export_date": "2024-01-02T00:00:00Z",
        "owner": {"id": "owner-1"},
        "memories": [_memory()],
        "relations": [
            {"id": "r1", "from": "m1", "to": "m1", "type": "related_to", "created_at": "2024-01-01T00:00:00Z"}
        ],
        "conversations_index": [
            {
                "id": "c1",
                "platform": "chatgpt",
                "temporal": {"created_at": "2024-01-01T00:00:00Z"},
                "storage": {"type": "file", "ref": "conversations/c1.json"},
            }
        ],
        "integrity": {"canonicalization": "RFC8785", "checksum": "sha256:" + "0" * 64, "total_memories": 1},
    }


def _conversation() -> dict[str, Any]:
    return {
        "schema": "portable-ai-memory-conversation",
        "schema_version": "1.0",
        "id": "c1",
        "provider": {"name": "chatgpt"},
        "temporal": {"created_at": "2024-01-01T00:00:00Z"},
        "messages": [
            {
                "id": "a",
                "role": "user",
                "content": {"type": "text", "text": "hi"},
                "created_at": "2024-01-01T00:00:00Z",
                "citations": [{"url": "https://example.com"}],
                "raw_metadata": {"any": {"thing": None}},
            }
        ],
        "import_metadata": {"importer": "pamport/0.1.0", "source_checksum": "sha256:" + "0" * 64},
        "raw_metadata": {"starred": True},
    }


def _embeddings() -> dict[str, Any]:
    return {
        "schema": "portable-ai-memory-embeddings",
        "schema_version": "1.0",
        "embeddings": [
            {
                "id": "e1",
                "memory_id": "m1",
                "model": "nomic",
                "dimensions": 2,
                "created_at": "2024-01-01T00:00:00Z",
                "vector": [0.1, 1],
            }
        ],
    }


def _set(path: str, value: Any, delete: bool = False) -> Callable[[dict[str, Any]], object]:
    def apply(doc: dict[str, Any]) -> None:
        *parents, last = [int(p) if p.isdigit() else p for p in path.split("/")]
        node: Any = doc
        for p in parents:
            node = node[p]
        if delete:
            del node[last]
        else:
            node[last] = value

    return apply


INVALID: list[tuple[str, str, Callable[[dict[str, Any]], object]]] = [
    ("store", "extra top-level key", _set("notes", "x")),
    ("store", "extra key in a memory", _set("memories/0/score", 1)),
    ("store", "extra key in temporal", _set("memories/0/temporal/expires", "2024-01-01T00:00:00Z")),
    ("store", "extra key in provenance", _set("memories/0/provenance/source", "x")),
    ("store", "extra key in owner", _set("owner/email", "a@b.c")),
    ("store", "extra key in integrity", _set("integrity/algorithm", "sha256")),
    ("store", "extra key in a relation", _set("relations/0/weight", 1)),
    ("store", "extra key in the index", _set("conversations_index/0/url", "x")),
    ("store", "extra key in storage", _set("conversations_index/0/storage/size", 1)),
    (
        "store",
        "'from_' instead of 'from'",
        lambda d: d["relations"][0].__setitem__("from_", d["relations"][0].pop("from")),
    ),
    ("store", "missing schema", _set("schema", None, delete=True)),
    ("store", "missing schema_version", _set("schema_version", None, delete=True)),
    ("store", "bad tag", _set("memories/0/tags", ["Bad Tag"])),
    ("store", "tag with leading dash", _set("memories/0/tags", ["-x"])),
    ("store", "non-unique tags", _set("memories/0/tags", ["a", "a"])),
    ("store", "bad index tag", _set("conversations_index/0/tags", ["UPPER"])),
    ("store", "bad platform", _set("memories/0/provenance/platform", "ChatGPT")),
    ("store", "one-letter platform", _set("conversations_index/0/platform", "x")),
    ("store", "bad content_hash", _set("memories/0/content_hash", "sha256:XYZ")),
    ("store", "bad exported_by", _set("exported_by", "pamport")),
    ("store", "bad extractor", _set("memories/0/provenance/extractor", "pamport/1.0")),
    ("store", "bad language", _set("memories/0/metadata/language", "english")),
    ("store", "bad did", _set("owner/did", "did:Key:x")),
    ("store", "bad memory type", _set("memories/0/type", "opinion")),
    ("store", "bad status", _set("memories/0/status", "deleted")),
    ("store", "bad extraction_method", _set("memories/0/provenance/extraction_method", "guess")),
    ("store", "bad relation type", _set("relations/0/type", "likes")),
    ("store", "bad decay_model", _set("memories/0/confidence/decay_model", "fast")),
    ("store", "bad visibility", _set("memories/0/access/visibility", "secret")),
    ("store", "bad storage type", _set("conversations_index/0/storage/type", "s3")),
    ("store", "bad canonicalization", _set("integrity/canonicalization", "JCS")),
    ("store", "bad export_type", _set("export_type", "partial")),
    ("store", "custom without custom_type", _set("memories/0/type", "custom")),
    (
        "store",
        "custom with empty custom_type",
        lambda d: d["memories"][0].update(type="custom", custom_type=""),
    ),
    ("store", "custom_type on a fact", _set("memories/0/custom_type", "clearance")),
    (
        "store",
        "signature without export_id",
        lambda d: (d.pop("export_id"), d.update(signature=_signature())),
    ),
    (
        "store",
        "signature without export_date",
        lambda d: (d.pop("export_date"), d.update(signature=_signature())),
    ),
    ("store", "signature with null export_id", lambda d: d.update(export_id=None, signature=_signature())),
    (
        "store",
        "bad signature algorithm",
        lambda d: d.update(signature={**_signature(), "algorithm": "HS256"}),
    ),
    ("store", "confidence above 1", _set("memories/0/confidence/initial", 1.5)),
    ("store", "confidence below 0", _set("memories/0/confidence/current", -0.1)),
    ("store", "relation confidence above 1", _set("relations/0/confidence", 1.1)),
    ("store", "confidence as a string", _set("memories/0/confidence/initial", "0.5")),
    ("store", "null confidence block", _set("memories/0/confidence", None)),
    ("store", "null confidence value", _set("memories/0/confidence/initial", None)),
    ("store", "null export_date", _set("export_date", None)),
    ("store", "null integrity", _set("integrity", None)),
    ("store", "null access", _set("memories/0/access", None)),
    ("store", "null storage", _set("conversations_index/0/storage", None)),
    ("store", "missing content_hash", _set("memories/0/content_hash", None, delete=True)),
    ("store", "empty content", _set("memories/0/content", "")),
    ("store", "impossible date", _set("memories/0/temporal/created_at", "2024-02-30T00:00:00Z")),
    ("store", "leap second", _set("memories/0/temporal/created_at", "2024-06-30T23:59:60Z")),
    ("store", "date without time zone", _set("export_date", "2024-01-01T00:00:00")),
    ("store", "spec_uri not a URI", _set("spec_uri", "portable-ai-memory v1")),
    (
        "store",
        "empty permissions",
        _set("memories/0/access/shared_with", [{"entity": "x", "permissions": []}]),
    ),
    (
        "store",
        "repeated permissions",
        _set("memories/0/access/shared_with", [{"entity": "x", "permissions": ["read", "read"]}]),
    ),
    ("store", "negative total_memories", _set("integrity/total_memories", -1)),
    ("store", "bad schema_version", _set("schema_version", "v1")),
    ("store", "wrong schema id", _set("schema", "portable-ai-memory-conversation")),
    ("conversation", "extra key in a message", _set("messages/0/score", 1)),
    ("conversation", "bad role", _set("messages/0/role", "human")),
    ("conversation", "bad content type", _set("messages/0/content/type", "html")),
    (
        "conversation",
        "bad part type",
        _set("messages/0/content", {"type": "multipart", "parts": [{"type": "pdf"}]}),
    ),
    ("conversation", "bad attachment type", _set("messages/0/attachments", [{"type": "zip"}])),
    ("conversation", "company name as provider", _set("provider/name", "OpenAI")),
    ("conversation", "relative citation url", _set("messages/0/citations/0/url", "/search?q=x")),
    ("conversation", "negative token_count", _set("messages/0/token_count", -1)),
    ("conversation", "bad importer", _set("import_metadata/importer", "pamport")),
    ("conversation", "bad source_checksum", _set("import_metadata/source_checksum", "sha1:abc")),
    ("conversation", "bad conversation tag", _set("tags", ["Two Words"])),
    ("conversation", "is_thought as a string", _set("messages/0/is_thought", "yes")),
    ("conversation", "null message content", _set("messages/0/content", None)),
    ("conversation", "null import_metadata", _set("import_metadata", None)),
    ("conversation", "tool call without a name", _set("messages/0/tool_calls", [{"input": "x"}])),
    (
        "conversation",
        "tool call input as a number",
        _set("messages/0/tool_calls", [{"name": "f", "input": 3}]),
    ),
    ("conversation", "missing messages", _set("messages", None, delete=True)),
    ("embeddings", "zero dimensions", _set("embeddings/0/dimensions", 0)),
    ("embeddings", "string in the vector", _set("embeddings/0/vector", [0.1, "x"])),
    ("embeddings", "bad storage type", _set("embeddings/0/storage", {"type": "s3", "ref": "x"})),
    ("embeddings", "missing model", _set("embeddings/0/model", None, delete=True)),
    ("embeddings", "extra key", _set("embeddings/0/norm", 1.0)),
]


def _signature() -> dict[str, Any]:
    return {"algorithm": "Ed25519", "public_key": "z6Mk", "value": "abc", "signed_at": "2024-01-03T00:00:00Z"}


BASES = {"store": _store, "conversation": _conversation, "embeddings": _embeddings}


@pytest.mark.parametrize("kind", sorted(BASES))
def test_base_documents_are_valid(validators: Validators, kind: str) -> None:
    doc = BASES[kind]()
    assert _official(validators, kind, doc) == []
    assert _accepts(kind, doc)


@pytest.mark.parametrize(("kind", "case", "change"), INVALID, ids=[f"{k}: {c}" for k, c, _ in INVALID])
def test_known_invalid_documents_fail_both(
    validators: Validators, kind: str, case: str, change: Callable[[dict[str, Any]], object]
) -> None:
    doc = BASES[kind]()
    change(doc)
    if not FORMATS_CHECKED and not _official(validators, kind, doc):
        pytest.skip("needs the date-time/uri format checkers (jsonschema[format-nongpl])")
    assert _official(validators, kind, doc), f"the official schema accepts: {case}"
    assert not _accepts(kind, doc), f"the models accept: {case}"


VALID_EDGES: list[tuple[str, str, Callable[[dict[str, Any]], object]]] = [
    (
        "store",
        "custom type with custom_type",
        lambda d: d["memories"][0].update(type="custom", custom_type="clearance"),
    ),
    ("store", "null signature", _set("signature", None)),
    ("store", "signed with identity", lambda d: d.update(signature=_signature())),
    ("store", "lowercase t and z", _set("memories/0/temporal/created_at", "2024-01-01t00:00:00z")),
    ("store", "offset and nanoseconds", _set("export_date", "2024-01-01T00:00:00.123456789+05:30")),
    ("store", "URN spec_uri", _set("spec_uri", "urn:pam:spec:1.0")),
    ("store", "language-script-region", _set("memories/0/metadata/language", "zh-Hant-TW")),
    ("store", "free metadata keys", _set("memories/0/metadata/nested", {"a": [None, 1.5, "x"]})),
    ("store", "integer confidence", _set("memories/0/confidence/initial", 1)),
    (
        "conversation",
        "tool call with string input",
        _set("messages/0/tool_calls", [{"name": "f", "input": "x"}]),
    ),
    ("conversation", "message without content", _set("messages/0/content", None, delete=True)),
    (
        "embeddings",
        "external vector",
        lambda d: d["embeddings"][0].update(vector=None, storage={"type": "uri", "ref": "s3://b/k"}),
    ),
]


@pytest.mark.parametrize(
    ("kind", "case", "change"), VALID_EDGES, ids=[f"{k}: {c}" for k, c, _ in VALID_EDGES]
)
def test_valid_edge_cases_pass_both(
    validators: Validators, kind: str, case: str, change: Callable[[dict[str, Any]], object]
) -> None:
    doc = BASES[kind]()
    change(doc)
    assert _official(validators, kind, doc) == [], case
    assert _accepts(kind, doc), case


def test_python_construction_treats_none_as_absent() -> None:
    """Builders may pass None for optional objects; the written document leaves them out."""
    message = Message(id="a", role="user", created_at="2024-01-01T00:00:00Z", content=None)
    assert "content" not in message.to_json_dict()
    conversation = Conversation(
        id="c",
        provider=ProviderInfo(name="chatgpt"),
        temporal=ConversationTemporal(created_at="2024-01-01T00:00:00Z"),
        messages=[message],
    )
    written = conversation.to_json_dict()
    assert written["schema"] == "portable-ai-memory-conversation" and written["schema_version"] == "1.0"
    assert Conversation.validate_document(written) == conversation
    with pytest.raises(ValidationError, match="null is not allowed"):
        Message.validate_document(
            {"id": "a", "role": "user", "created_at": "2024-01-01T00:00:00Z", "content": None}
        )


def test_models_with_aliased_or_required_keys_must_carry_the_key_checks() -> None:
    """The document key checks live only on models that need them; a model that needs them cannot omit them."""
    from pydantic import Field

    from pamport.schemas.common import KeyedDocumentModel

    with pytest.raises(TypeError, match="KeyedDocumentModel"):

        class Aliased(PamModel):
            from_: str = Field(alias="from")

    with pytest.raises(TypeError, match="KeyedDocumentModel"):

        class Required(PamModel):
            document_required = ("schema",)

    class Keyed(KeyedDocumentModel):
        from_: str = Field(alias="from")
        model_config = KeyedDocumentModel.model_config | {"populate_by_name": True}

    assert Keyed.validate_document({"from": "a"}).from_ == "a"
    with pytest.raises(ValidationError, match="did you mean 'from'"):
        Keyed.validate_document({"from_": "a"})
