"""Hypothesis strategies for PAM documents: clean ones (valid by construction) and tainted or mutated ones.

``tainted=True`` draws some values from pools of near-misses (bad dates, URIs, tags, platforms...) and then
applies one structural mutation (drop a key, null a value, add a key, replace a value); the schema tests only
require that whatever pamport's models accept, the official schema accepts too.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

from pamport.schemas.canonical import content_hash

# -- value pools ---------------------------------------------------------------------------------------------

GOOD_DATETIMES = [
    "2024-01-15T10:30:00Z",
    "2024-02-29T23:59:59.123456Z",
    "2025-06-01T00:00:00.5Z",
    "2023-12-31T23:59:59+05:30",
    "2024-07-04T12:00:00-08:00",
    "2024-03-10t08:15:00z",
    "2024-03-10T08:15:00.123456789Z",
]
BAD_DATETIMES = [
    "2024-02-30T00:00:00Z",
    "2023-02-29T00:00:00Z",
    "0000-01-01T00:00:00Z",
    "2024-01-01T00:00:60Z",
    "2024-01-01T24:00:00Z",
    "2024-01-01 00:00:00Z",
    "2024-01-01T00:00:00",
    "2024-01-01",
    "2024-1-01T00:00:00Z",
    "2024-01-01T00:00:00+2400",
    "2024-01-01T00:00:00+24:00",
    "２０２４-01-01T00:00:00Z",
    "2024-01-01T00:00:00Z\n",
    "",
]
GOOD_URIS = [
    "https://portable-ai-memory.org/spec/v1.0",
    "https://example.com/a/b?c=d&e=%20#frag",
    "urn:isbn:0451450523",
    "mailto:someone@example.com",
    "http://[::1]:8080/x",
    "http://192.168.0.1/",
    "file:///tmp/x.json",
    "news:comp.lang.python",
]
BAD_URIS = [
    "example.com",
    "/relative/path",
    "http://exa mple.com/",
    "https://bücher.example/",
    "http://a/%zz",
    "http://[::zz]/",
    "http://[fe80::1%25eth0]/",
    "http://a/b\n",
    "https://a/#b#c",
    "1http://x",
    "",
]
GOOD_TAGS = ["python", "web-scraping", "a", "0day", "x_y-z", "k8s"]
BAD_TAGS = ["Python", "-lead", "_lead", "two words", "é", "", "tag\n", "TAG", "a.b"]
GOOD_PLATFORMS = ["chatgpt", "claude", "gemini", "grok", "copilot", "local", "my_tool-2", "ab", "x" * 32]
BAD_PLATFORMS = ["ChatGPT", "x", "x" * 33, "chat gpt", "chatgpt\n", "open.ai", ""]
GOOD_TOOLS = ["pamport/0.1.0", "gines/0.5.0", "My_Tool-x/10.20.30"]
BAD_TOOLS = ["pamport", "pamport/0.1", "pam port/1.0.0", "pamport/1.0.0\n", "pamport/v1.0.0", "/1.0.0"]
GOOD_LANGUAGES = ["en", "pt-BR", "zh-Hant", "zh-Hant-TW", "fil"]
BAD_LANGUAGES = ["EN", "en_US", "english", "en-us", "e", "zh-hant", "en-BR-x"]
GOOD_DIDS = ["did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK", "did:web:example.com:user:alice"]
BAD_DIDS = ["did:Key:x", "did:key:", "DID:key:x", "did::x", "key:z6Mk"]
GOOD_VERSIONS = ["1.0", "1.1", "2.0-rc1", "1.0-beta"]
BAD_VERSIONS = ["1", "v1.0", "1.0.0", "1.0-gamma", "1.0\n"]
GOOD_HASHES = [content_hash("x"), "sha256:" + "0" * 64]
BAD_HASHES = ["sha256:" + "A" * 64, "md5:" + "0" * 32, "sha256:" + "0" * 63, "0" * 64]

MEMORY_TYPES = [
    "fact",
    "preference",
    "skill",
    "context",
    "relationship",
    "goal",
    "instruction",
    "identity",
    "environment",
    "project",
]
STATUSES = ["active", "superseded", "deprecated", "retracted", "archived"]
METHODS = ["llm_inference", "explicit_user_input", "api_export", "browser_extraction", "manual"]
RELATION_TYPES = ["supports", "contradicts", "extends", "supersedes", "related_to", "derived_from"]
STORAGE_TYPES = ["file", "database", "object_storage", "vector_db", "uri"]
ROLES = ["user", "assistant", "system", "tool"]
PART_TYPES = ["text", "image", "code", "file", "audio", "video"]
ATTACHMENT_TYPES = ["file", "image", "audio", "video", "document"]
ALGORITHMS = ["Ed25519", "ES256", "ES384", "RS256", "RS384", "RS512"]

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
texts = st.text(max_size=30)
ids = st.text(min_size=1, max_size=12)


class Gen:
    """Draws values, from the good pool or (when tainted, now and then) from the near-miss pool."""

    def __init__(self, draw: st.DrawFn, tainted: bool) -> None:
        self.draw = draw
        self.tainted = tainted
        # How often a value comes from a near-miss pool: never (only the mutation taints), rarely, often.
        self.one_in = draw(st.sampled_from([0, 25, 6])) if tainted else 0

    def bad_now(self) -> bool:
        return self.one_in > 0 and self.draw(st.integers(0, self.one_in - 1)) == 0

    def pick(self, good: list[Any], bad: list[Any] | None = None) -> Any:
        if bad and self.bad_now():
            return self.draw(st.sampled_from(bad))
        return self.draw(st.sampled_from(good))

    def maybe(self) -> bool:
        return self.draw(st.booleans())

    def number(self) -> Any:
        if self.bad_now():
            return self.draw(st.sampled_from([-0.1, 1.5, 2, -1, True, "0.5", None]))
        return self.draw(st.floats(0, 1) | st.sampled_from([0, 1, 0.5, 1.0]))

    def dt(self) -> str:
        return str(self.pick(GOOD_DATETIMES, BAD_DATETIMES))

    def tags(self) -> list[str]:
        tags = self.draw(st.lists(st.sampled_from(GOOD_TAGS), max_size=3, unique=True))
        if self.bad_now():
            tags.append(
                self.draw(st.sampled_from([*BAD_TAGS, *tags])) if tags else self.pick(BAD_TAGS, BAD_TAGS)
            )
        return tags

    def opt(self, out: dict[str, Any], key: str, value: Any, nullable: bool = True) -> None:
        """Set an optional key: absent, null (where the schema allows it) or the value."""
        choice = self.draw(st.integers(0, 2))
        if choice == 1:
            out[key] = value
        elif choice == 2 and nullable:
            out[key] = None


def _memory(g: Gen, mid: str) -> dict[str, Any]:
    mtype = g.pick([*MEMORY_TYPES, "custom"], ["opinion", "Fact", ""])
    content = g.draw(st.text(min_size=1, max_size=40)) if not g.tainted or g.maybe() else g.draw(texts)
    memory: dict[str, Any] = {
        "id": mid,
        "type": mtype,
        "content": content,
        "content_hash": content_hash(content) if content else g.pick(GOOD_HASHES),
        "temporal": {"created_at": g.dt()},
        "provenance": {"platform": g.pick(GOOD_PLATFORMS, BAD_PLATFORMS)},
    }
    if g.bad_now():
        memory["content_hash"] = g.pick(BAD_HASHES, BAD_HASHES)
    if mtype == "custom":
        memory["custom_type"] = (
            g.draw(st.text(min_size=1, max_size=10)) if not g.tainted else g.pick(["x"], ["", None])
        )
    elif g.bad_now():
        memory["custom_type"] = "not-allowed"
    elif g.maybe():
        memory["custom_type"] = None
    g.opt(memory, "status", g.pick(STATUSES, ["deleted", None]), nullable=False)
    g.opt(memory, "summary", g.draw(texts))
    g.opt(memory, "tags", g.tags(), nullable=False)
    g.opt(memory, "embedding_ref", g.draw(ids))
    if g.maybe():
        confidence: dict[str, Any] = {}
        g.opt(confidence, "initial", g.number(), nullable=False)
        g.opt(confidence, "current", g.number(), nullable=False)
        g.opt(confidence, "decay_model", g.pick(["time_linear", "time_exponential", "none"], ["fast"]))
        g.opt(confidence, "last_reinforced", g.dt())
        memory["confidence"] = confidence
    for key in ("updated_at", "valid_from", "valid_until"):
        g.opt(memory["temporal"], key, g.dt())
    g.opt(memory["temporal"], "superseded_by", g.draw(ids))
    prov = memory["provenance"]
    for key in ("platform_user_id", "conversation_ref", "message_ref"):
        g.opt(prov, key, g.draw(ids))
    g.opt(prov, "extraction_method", g.pick(METHODS, ["guess"]))
    g.opt(prov, "extracted_at", g.dt())
    g.opt(prov, "extractor", g.pick(GOOD_TOOLS, BAD_TOOLS))
    if g.maybe():
        access: dict[str, Any] = {}
        g.opt(access, "visibility", g.pick(["private", "shared", "public"], ["secret"]), nullable=False)
        g.opt(access, "exportable", g.draw(st.booleans()), nullable=False)
        perms = g.draw(
            st.lists(st.sampled_from(["read", "write", "delete"]), min_size=1, max_size=3, unique=True)
        )
        if g.tainted and g.maybe():
            perms = g.draw(st.sampled_from([[], ["read", "read"], ["admin"]]))
        g.opt(access, "shared_with", [{"entity": g.draw(ids), "permissions": perms}], nullable=False)
        memory["access"] = access
    if g.maybe():
        metadata: dict[str, Any] = {}
        g.opt(metadata, "language", g.pick(GOOD_LANGUAGES, BAD_LANGUAGES))
        g.opt(metadata, "domain", g.draw(texts))
        metadata.update(
            g.draw(st.dictionaries(st.sampled_from(["source", "extra", "n"]), json_values, max_size=2))
        )
        memory["metadata"] = metadata
    return memory


def _message(g: Gen, mid: str) -> dict[str, Any]:
    message: dict[str, Any] = {
        "id": mid,
        "role": g.pick(ROLES, ["human", "AI", "model"]),
        "created_at": g.dt(),
    }
    if g.maybe():
        if g.maybe():
            content: dict[str, Any] = {"type": "text", "text": g.draw(texts)}
        else:
            part: dict[str, Any] = {"type": g.pick(PART_TYPES, ["pdf"])}
            for key in ("text", "language", "mime_type", "ref"):
                g.opt(part, key, g.draw(texts))
            content = {"type": g.pick(["multipart"], ["html"]), "parts": [part]}
        message["content"] = content
    g.opt(message, "provider_message_id", g.draw(ids))
    g.opt(message, "model", g.draw(texts))
    g.opt(
        message,
        "is_thought",
        g.draw(st.booleans()) if not g.tainted else g.pick([True, False], ["yes", 1]),
        nullable=False,
    )
    g.opt(
        message, "token_count", g.draw(st.integers(0, 10**6)) if not g.tainted else g.pick([0, 5], [-1, 1.5])
    )
    if g.maybe():
        attachment: dict[str, Any] = {"type": g.pick(ATTACHMENT_TYPES, ["zip"])}
        g.opt(attachment, "name", g.draw(texts))
        g.opt(attachment, "size_bytes", g.draw(st.integers(0, 10**9)))
        message["attachments"] = [attachment]
    if g.maybe():
        citation: dict[str, Any] = {}
        g.opt(citation, "title", g.draw(texts))
        g.opt(citation, "url", g.pick(GOOD_URIS, BAD_URIS))
        message["citations"] = [citation]
    if g.maybe():
        call: dict[str, Any] = {"name": g.draw(st.text(min_size=1, max_size=10))}
        g.opt(call, "input", g.draw(st.dictionaries(st.text(max_size=5), json_values, max_size=2) | texts))
        g.opt(call, "output", g.draw(texts))
        message["tool_calls"] = [call]
    g.opt(
        message,
        "raw_metadata",
        g.draw(st.dictionaries(st.text(max_size=8), json_values, max_size=3)),
        nullable=False,
    )
    return message


@st.composite
def memories(draw: st.DrawFn, tainted: bool = False) -> dict[str, Any]:
    return mutate(draw, _memory(Gen(draw, tainted), draw(ids)), tainted)


@st.composite
def messages(draw: st.DrawFn, tainted: bool = False) -> dict[str, Any]:
    return mutate(draw, _message(Gen(draw, tainted), draw(ids)), tainted)


@st.composite
def memory_stores(draw: st.DrawFn, tainted: bool = False) -> dict[str, Any]:
    g = Gen(draw, tainted)
    mems = [_memory(g, f"m{i}") for i in range(draw(st.integers(0, 3)))]
    store: dict[str, Any] = {
        "schema": g.pick(["portable-ai-memory"], ["portable-ai-memory-conversation"]),
        "schema_version": g.pick(GOOD_VERSIONS, BAD_VERSIONS),
        "owner": {"id": draw(ids)},
        "memories": mems,
    }
    g.opt(store["owner"], "did", g.pick(GOOD_DIDS, BAD_DIDS))
    g.opt(store["owner"], "created_at", g.dt(), nullable=False)
    g.opt(store, "spec_uri", g.pick(GOOD_URIS, BAD_URIS))
    g.opt(store, "type_registry", g.pick(GOOD_URIS, BAD_URIS))
    g.opt(store, "export_id", draw(ids))
    g.opt(store, "exported_by", g.pick(GOOD_TOOLS, BAD_TOOLS))
    g.opt(store, "export_date", g.dt(), nullable=False)
    g.opt(store, "export_type", g.pick(["full", "incremental"], ["partial"]), nullable=False)
    g.opt(store, "base_export_id", draw(ids))
    g.opt(store, "since", g.dt())
    if g.maybe():
        store["relations"] = [
            {
                "id": "r1",
                "from": "m0",
                "to": "m1",
                "type": g.pick(RELATION_TYPES, ["likes"]),
                "created_at": g.dt(),
            }
        ]
        g.opt(store["relations"][0], "confidence", g.number())
    if g.maybe():
        entry: dict[str, Any] = {
            "id": "c1",
            "platform": g.pick(GOOD_PLATFORMS, BAD_PLATFORMS),
            "temporal": {"created_at": g.dt()},
        }
        g.opt(entry, "title", draw(texts))
        g.opt(entry, "message_count", draw(st.integers(0, 100)) if not tainted else g.pick([3], [-1, 2.5]))
        g.opt(entry, "tags", g.tags(), nullable=False)
        g.opt(entry, "derived_memories", [m["id"] for m in mems], nullable=False)
        g.opt(
            entry,
            "storage",
            {"type": g.pick(STORAGE_TYPES, ["s3"]), "ref": "conversations/c1.json"},
            nullable=False,
        )
        store["conversations_index"] = [entry]
    if g.maybe():
        store["integrity"] = {
            "checksum": g.pick(GOOD_HASHES, BAD_HASHES),
            "total_memories": len(mems) if not tainted else g.pick([0, 1], [-1, "1"]),
        }
        g.opt(store["integrity"], "canonicalization", g.pick(["RFC8785"], ["JCS"]), nullable=False)
    if g.maybe():
        signature: dict[str, Any] = {
            "algorithm": g.pick(ALGORITHMS, ["HS256"]),
            "public_key": "z6Mk",
            "value": "abc",
            "signed_at": g.dt(),
        }
        g.opt(signature, "key_id", draw(ids))
        store["signature"] = signature
        if not tainted:
            store["export_id"] = draw(ids)
            store["export_date"] = g.dt()
    return mutate(draw, store, tainted)


@st.composite
def conversations(draw: st.DrawFn, tainted: bool = False) -> dict[str, Any]:
    g = Gen(draw, tainted)
    conversation: dict[str, Any] = {
        "schema": g.pick(["portable-ai-memory-conversation"], ["portable-ai-memory"]),
        "schema_version": g.pick(GOOD_VERSIONS, BAD_VERSIONS),
        "id": draw(ids),
        "provider": {"name": g.pick(GOOD_PLATFORMS, BAD_PLATFORMS)},
        "temporal": {"created_at": g.dt()},
        "messages": [_message(g, f"msg{i}") for i in range(draw(st.integers(0, 3)))],
    }
    for key in ("conversation_id", "account_id", "export_format_version"):
        g.opt(conversation["provider"], key, draw(texts))
    g.opt(conversation["temporal"], "updated_at", g.dt())
    g.opt(conversation, "title", draw(texts))
    g.opt(
        conversation, "participants", [{"role": g.pick(ROLES, ["bot"]), "name": draw(texts)}], nullable=False
    )
    g.opt(conversation, "model", draw(texts))
    g.opt(conversation, "system_instruction", draw(texts))
    g.opt(conversation, "is_archived", draw(st.booleans()), nullable=False)
    g.opt(conversation, "tags", g.tags(), nullable=False)
    g.opt(
        conversation,
        "raw_metadata",
        draw(st.dictionaries(st.text(max_size=8), json_values, max_size=3)),
        nullable=False,
    )
    if g.maybe():
        meta: dict[str, Any] = {}
        g.opt(meta, "importer", g.pick(GOOD_TOOLS, BAD_TOOLS))
        g.opt(meta, "importer_version", "chatgpt-importer/2025.01")
        g.opt(meta, "imported_at", g.dt())
        g.opt(meta, "source_file", draw(texts))
        g.opt(meta, "source_checksum", g.pick(GOOD_HASHES, BAD_HASHES))
        conversation["import_metadata"] = meta
    return mutate(draw, conversation, tainted)


@st.composite
def embeddings_files(draw: st.DrawFn, tainted: bool = False) -> dict[str, Any]:
    g = Gen(draw, tainted)
    items = []
    for i in range(draw(st.integers(0, 3))):
        vector = draw(st.lists(st.floats(-1, 1) | st.integers(-5, 5), min_size=1, max_size=4))
        item: dict[str, Any] = {
            "id": f"e{i}",
            "memory_id": f"m{i}",
            "model": g.pick(["nomic-embed-text"], [""]),
            "dimensions": len(vector) if not tainted else g.pick([len(vector)], [0, -1, 1.5]),
            "created_at": g.dt(),
        }
        g.opt(item, "vector", vector if not tainted else g.pick([vector], [["x"], [None], "v"]))
        g.opt(item, "storage", {"type": g.pick(STORAGE_TYPES, ["s3"]), "ref": g.pick(["vec/1"], [""])})
        items.append(item)
    doc = {
        "schema": g.pick(["portable-ai-memory-embeddings"], ["embeddings"]),
        "schema_version": g.pick(GOOD_VERSIONS, BAD_VERSIONS),
        "embeddings": items,
    }
    return mutate(draw, doc, tainted)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a dict (where keys can be dropped, nulled, added or replaced)."""
    found = [prefix] if isinstance(node, dict) else []
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
    for key, value in items:
        found += _paths(value, (*prefix, key))
    return found


def mutate(draw: st.DrawFn, doc: dict[str, Any], tainted: bool) -> dict[str, Any]:
    if not tainted or not draw(st.booleans()):
        return doc
    doc = copy.deepcopy(doc)
    path = draw(st.sampled_from(_paths(doc)))
    target: Any = doc
    for step in path:
        target = target[step]
    action = draw(st.sampled_from(["drop", "null", "add", "replace", "rename"]))
    keys = sorted(target)
    if action == "add" or not keys:
        target[draw(st.sampled_from(["extra", "from_", "schema_", "notes", "x"]))] = draw(json_values)
        return doc
    key = draw(st.sampled_from(keys))
    if action == "drop":
        del target[key]
    elif action == "null":
        target[key] = None
    elif action == "replace":
        target[key] = draw(json_values)
    else:
        target[key + "_"] = target.pop(key)
    return doc
