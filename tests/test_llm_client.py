"""The LLM client against real local HTTP servers: Retry-After, bounded concurrency, proxies, plain-http warnings."""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from pamport.errors import PamportError
from pamport.pipeline.extract.llm import LLMExtractor
from pamport.pipeline.extract.llm.client import ChatClient, LLMError, endpoint_warning
from pamport.schemas.conversation import Conversation

Reply = tuple[int, dict[str, str], dict[str, Any] | None]


class Server:
    """A threaded local server; ``reply`` decides each answer from the request number and body."""

    def __init__(self, reply: Callable[[int, dict[str, Any]], Reply]) -> None:
        self.lock = threading.Lock()
        self.log: list[dict[str, Any]] = []
        self.in_flight = 0
        self.max_in_flight = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with outer.lock:
                    number = len(outer.log)
                    outer.log.append({"path": self.path, "time": time.monotonic(), "body": body})
                    outer.in_flight += 1
                    outer.max_in_flight = max(outer.max_in_flight, outer.in_flight)
                answered = False
                try:
                    status, headers, payload = reply(number, body)
                    data = json.dumps(payload or {"error": {"message": "busy"}}).encode()
                    # the request is answered before its reply goes out: the client may send its next request as
                    # soon as the reply arrives, before this thread would run again on a busy machine
                    with outer.lock:
                        outer.in_flight -= 1
                        answered = True
                    self.send_response(status)
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                finally:
                    if not answered:
                        with outer.lock:
                            outer.in_flight -= 1

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_port
        self.url = f"http://127.0.0.1:{self.port}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def ok(content: dict[str, Any]) -> Reply:
    return 200, {}, {"choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps(content)}}]}


@pytest.fixture
def serve() -> Iterator[Callable[[Callable[[int, dict[str, Any]], Reply]], Server]]:
    started: list[Server] = []

    def start(reply: Callable[[int, dict[str, Any]], Reply]) -> Server:
        started.append(Server(reply))
        return started[-1]

    yield start
    for server in started:
        server.stop()


def test_rate_limit_waits_as_retry_after_says(serve: Callable[..., Server]) -> None:
    server = serve(lambda n, body: (429, {"Retry-After": "2"}, None) if n == 0 else ok({"n": n}))
    answer = ChatClient(server.url, "m", "k").complete([{"role": "user", "content": "hi"}])
    assert json.loads(answer) == {"n": 1}
    assert len(server.log) == 2
    assert server.log[1]["time"] - server.log[0]["time"] >= 1.9


def test_server_errors_are_retried_then_reported_in_one_line(serve: Callable[..., Server]) -> None:
    server = serve(lambda n, body: (503, {"Retry-After": "0"}, None))
    with pytest.raises(LLMError) as err:
        ChatClient(server.url, "m", "k", retries=2).complete([{"role": "user", "content": "hi"}])
    assert len(server.log) == 3
    assert "HTTP 503" in str(err.value) and server.url in str(err.value) and "\n" not in str(err.value)


def test_read_timeout_is_reported(serve: Callable[..., Server]) -> None:
    def slow(n: int, body: dict[str, Any]) -> Reply:
        time.sleep(1.5)
        return ok({})

    server = serve(slow)
    with pytest.raises(LLMError, match="no answer within"):
        ChatClient(server.url, "m", "k", timeout=0.5, retries=0).complete([{"role": "user", "content": "hi"}])


def test_requests_go_out_concurrently_but_bounded_and_answers_keep_their_order(
    serve: Callable[..., Server],
) -> None:
    def reply(n: int, body: dict[str, Any]) -> Reply:
        time.sleep(1.0)  # long enough that the three requests of a round overlap even on a busy machine
        return ok({"echo": body["messages"][0]["content"]})

    server = serve(reply)
    client = ChatClient(server.url, "m", "k", concurrency=3)
    requests = [[{"role": "user", "content": f"q{i}"}] for i in range(6)]
    answers = client.complete_many(requests)
    assert [json.loads(a)["echo"] for a in answers] == [f"q{i}" for i in range(6)]
    assert server.max_in_flight == 3  # three at once while each answer takes a second, never more


def test_proxy_settings_come_from_the_environment(
    serve: Callable[..., Server], monkeypatch: pytest.MonkeyPatch
) -> None:
    proxy = serve(lambda n, body: ok({"via": "proxy"}))
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{proxy.port}")
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    answer = ChatClient("http://llm.example.invalid/v1", "m", "k").complete([{"role": "user", "content": "x"}])
    assert json.loads(answer) == {"via": "proxy"}
    assert proxy.log[0]["path"] == "http://llm.example.invalid/v1/chat/completions"  # absolute form: a proxy hop


@pytest.mark.parametrize(
    ("url", "warned"),
    [
        ("http://127.0.0.1:8080/v1", False),
        ("http://localhost:11434/v1", False),
        ("http://[::1]:8000/v1", False),
        ("https://api.example.com/v1", False),
        ("http://gpu-box.lan:8000/v1", True),
        ("http://10.0.0.5/v1", True),
    ],
)
def test_plain_http_to_another_host_is_warned(url: str, warned: bool) -> None:
    assert (endpoint_warning(url) is not None) == warned


def test_cli_warns_about_plain_http_on_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pamport.cli import main

    sample = Path(__file__).resolve().parents[1] / "sample_exports" / "claude" / "2025.01"
    args = ["convert", str(sample), "-o", str(tmp_path / "b"), "-q", "--extractor", "llm", "--llm-dry-run"]
    args += ["--llm-model", "m", "--llm-base-url", "http://gpu-box.lan:8000/v1", "--llm-cache", str(tmp_path / "c")]
    main(args)
    err = capsys.readouterr().err
    assert "warning" in err and "gpu-box.lan" in err and "unencrypted" in err


def test_extractor_sends_queued_batches_concurrently(serve: Callable[..., Server], tmp_path: Path) -> None:
    def reply(n: int, body: dict[str, Any]) -> Reply:
        time.sleep(0.5)  # long enough that queued batches overlap even on a busy machine
        return ok({"memories": [{"message": "m1", "type": "fact", "content": "User lives in Lisbon"}]})

    server = serve(reply)
    ext = LLMExtractor(
        {"llm_base_url": server.url, "llm_model": "m", "llm_cache": str(tmp_path / "c.db"), "llm_concurrency": 4}
    )
    drafts = []
    for i in range(8):
        conversation = Conversation.model_validate(
            {
                "id": f"conv-{i}",
                "provider": {"name": "chatgpt"},
                "temporal": {"created_at": "2024-02-01T10:00:00Z"},
                "messages": [
                    {
                        "id": f"msg-{i}",
                        "role": "user",
                        "content": {"type": "text", "text": f"I live in Lisbon ({i})"},
                        "created_at": "2024-02-01T10:00:00Z",
                    }
                ],
            }
        )
        drafts.extend(ext.extract(conversation))
    drafts.extend(ext.close())
    assert [d.conversation_ref for d in drafts] == [f"conv-{i}" for i in range(8)]
    assert server.max_in_flight > 1 and len(server.log) == 8


def test_missing_openai_package_is_one_clear_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)  # what an install without the [llm] extra looks like
    with pytest.raises(PamportError, match=r"pamport\[llm\]"):
        ChatClient("http://127.0.0.1:9/v1", "m", None).complete([{"role": "user", "content": "x"}])
