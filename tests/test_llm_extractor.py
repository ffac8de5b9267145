"""The LLM extractor against a local HTTP server speaking the OpenAI chat-completions API (no network)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any

import pytest

from pamport.errors import PamportError
from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.llm import LLMExtractor
from pamport.pipeline.extract.llm.client import LLMError
from pamport.pipeline.memories import draft_to_memory
from pamport.schemas.conversation import Conversation


class FakeLLM:
    """Answers every request with ``self.answer`` (a function of the request body) and records requests."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.status = 200
        self.answer: Any = lambda body: {"memories": []}
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
                if outer.status != 200:
                    self.send_response(outer.status)
                    self.end_headers()
                    return
                content = json.dumps(outer.answer(body))
                data = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    server = FakeLLM()
    yield server
    server.stop()


def _conversation() -> Conversation:
    def msg(i: int, role: str, text: str) -> dict[str, Any]:
        return {
            "id": f"msg-{i}",
            "role": role,
            "content": {"type": "text", "text": text},
            "created_at": f"2024-02-0{i}T10:00:00Z",
        }

    return Conversation.model_validate(
        {
            "id": "conv-1",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": "2024-02-01T10:00:00Z"},
            "messages": [
                msg(1, "user", "Hi! I live in Lisbon and I work as a nurse."),
                msg(2, "assistant", "Nice to meet you."),
                msg(3, "user", "Please keep answers short."),
            ],
        }
    )


def _extractor(fake: FakeLLM, tmp_path: Path, **extra: Any) -> LLMExtractor:
    options = {
        "llm_base_url": fake.url,
        "llm_model": "test-model",
        "llm_api_key": "k",
        "llm_cache": str(tmp_path / "c.db"),
    }
    options.update(extra)
    return LLMExtractor(options)


def _run(ext: LLMExtractor, conversations: list[Conversation] | None = None) -> list[MemoryDraft]:
    """Drafts of a whole run: requests are queued by ``extract`` and answered at the latest by ``close``."""
    drafts: list[MemoryDraft] = []
    for conversation in conversations or [_conversation()]:
        drafts.extend(ext.extract(conversation))
    drafts.extend(ext.close())
    return drafts


def test_memories_cite_their_message_and_validate(fake: FakeLLM, tmp_path: Path) -> None:
    fake.answer = lambda body: {
        "memories": [
            {
                "message": "m1",
                "type": "fact",
                "content": "User lives in Lisbon",
                "confidence": 0.9,
                "quote": "I live in Lisbon",
            },
            {
                "message": "m2",
                "type": "instruction",
                "content": "User wants short answers",
                "quote": "keep answers short",
            },
        ]
    }
    ext = _extractor(fake, tmp_path)
    drafts = _run(ext)
    assert [(d.type, d.content, d.message_ref) for d in drafts] == [
        ("fact", "User lives in Lisbon", "msg-1"),
        ("instruction", "User wants short answers", "msg-3"),
    ]
    assert all(d.extraction_method == "llm_inference" and d.conversation_ref == "conv-1" for d in drafts)
    assert drafts[0].created_at == "2024-02-01T10:00:00Z"
    for d in drafts:
        draft_to_memory(d)  # raises if the memory would not be valid PAM
    request = fake.requests[0]
    assert request["path"] == "/v1/chat/completions"
    assert request["auth"] == "Bearer k"
    assert request["body"]["model"] == "test-model"
    sent = request["body"]["messages"][1]["content"]
    assert "I live in Lisbon" in sent and "Nice to meet you" not in sent  # user messages only


def test_invalid_items_are_rejected(fake: FakeLLM, tmp_path: Path) -> None:
    fake.answer = lambda body: {
        "memories": [
            {"message": "m9", "type": "fact", "content": "User is a pilot", "quote": ""},
            {"message": "m1", "type": "hobby", "content": "User likes x", "quote": ""},
            {"message": "m1", "type": "fact", "content": "User is a pilot", "quote": "I fly planes"},
            {"message": "m1", "type": "fact", "content": "", "quote": ""},
            {"message": "m1", "type": "fact", "content": "User is a nurse", "confidence": 3, "quote": ""},
        ]
    }
    ext = _extractor(fake, tmp_path)
    assert _run(ext) == []
    assert ext.stats()["memories_rejected"] == 5


def test_cache_makes_a_rerun_free(fake: FakeLLM, tmp_path: Path) -> None:
    fake.answer = lambda body: {"memories": [{"message": "m1", "type": "fact", "content": "User lives in Lisbon"}]}
    first = _run(_extractor(fake, tmp_path))
    assert len(fake.requests) == 1
    second_ext = _extractor(fake, tmp_path)
    second = _run(second_ext)
    assert len(fake.requests) == 1, "the second run must be served from the cache"
    assert [d.content for d in first] == [d.content for d in second]
    assert second_ext.stats()["requests_cached"] == 1


def test_dry_run_estimates_and_sends_nothing(fake: FakeLLM, tmp_path: Path) -> None:
    ext = _extractor(fake, tmp_path, llm_dry_run=True)
    assert _run(ext) == []
    assert fake.requests == []
    stats = ext.stats()
    assert stats["requests_estimated"] == 1 and stats["tokens_estimated"] > 10


def test_http_errors_are_clear(fake: FakeLLM, tmp_path: Path) -> None:
    fake.status = 401
    with pytest.raises(LLMError) as err:
        _run(_extractor(fake, tmp_path))
    assert "401" in str(err.value) and fake.url in str(err.value)


def test_missing_configuration_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PAMPORT_LLM_MODEL", raising=False)
    monkeypatch.delenv("PAMPORT_LLM_BASE_URL", raising=False)
    with pytest.raises(PamportError):
        LLMExtractor({"llm_cache": str(tmp_path / "c.db")})


def test_convert_with_the_llm_extractor_end_to_end(
    fake: FakeLLM, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`pamport convert --extractor llm` against the local server: memories cite their messages, bundle valid."""
    from pamport.cli import main
    from tests.pam_check import assert_bundle_valid

    def answer(body: dict[str, Any]) -> dict[str, Any]:
        sent = body["messages"][1]["content"]
        first = sent.split("] ", 1)[1].split("\n")[0]  # the first user message of the batch, as sent
        words = " ".join(first.split()[:3])
        return {"memories": [{"message": "m1", "type": "context", "content": f"User said: {words}", "quote": words}]}

    fake.answer = answer
    monkeypatch.setenv("TEST_LLM_KEY", "secret")
    sample = Path(__file__).resolve().parents[1] / "sample_exports" / "claude" / "2025.01"
    out = tmp_path / "bundle"
    args = ["convert", str(sample), "-o", str(out), "-q", "--extractor", "llm", "--llm-base-url", fake.url]
    args += ["--llm-model", "m", "--llm-api-key-env", "TEST_LLM_KEY", "--llm-cache", str(tmp_path / "c.db")]
    assert main(args) == 0
    assert fake.requests and all(r["auth"] == "Bearer secret" for r in fake.requests)
    store = json.loads((out / "memory-store.json").read_text())
    llm = [m for m in store["memories"] if m["provenance"]["extraction_method"] == "llm_inference"]
    assert llm and all(m["provenance"]["message_ref"] and m["provenance"]["conversation_ref"] for m in llm)
    assert all(m["provenance"]["extractor"] == "pamport-llm/0.1.0" for m in llm)
    assert_bundle_valid(out)
    # a second run is served from the cache
    sent = len(fake.requests)
    assert main([*args[:3], str(tmp_path / "again"), *args[4:]]) == 0
    assert len(fake.requests) == sent
