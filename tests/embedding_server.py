"""A small OpenAI-compatible ``/v1/embeddings`` server on loopback, for tests of the endpoint alternative.

Vectors are hashed bags of words (64 dimensions, unit length): deterministic, and texts sharing words are close,
which is all the tests need. Every request is recorded so tests can count what was sent.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

DIMENSIONS = 64


def bag_of_words(text: str, dimensions: int = DIMENSIONS) -> list[float]:
    vector = np.zeros(dimensions)
    for word in re.findall(r"\w+", text.lower()):
        digest = hashlib.sha256(word.encode("utf-8")).digest()
        vector[digest[0] % dimensions] += 1.0 if digest[1] % 2 else -1.0
    norm = np.linalg.norm(vector)
    return [float(v) for v in (vector / norm if norm else vector + 1.0 / dimensions**0.5)]


@dataclass
class EmbeddingServer:
    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    #: Set to an HTTP status to make every answer fail with it, or to "short" to answer one vector too few.
    fail: int | str | None = None

    @property
    def texts_embedded(self) -> int:
        return sum(len(r["input"]) for r in self.requests)


@contextmanager
def embedding_server() -> Iterator[EmbeddingServer]:
    state = EmbeddingServer(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if self.path != "/v1/embeddings":
                self.send_error(404)
                return
            state.requests.append(body)
            state.headers.append(dict(self.headers))
            if isinstance(state.fail, int):
                self.send_error(state.fail)
                return
            texts = body["input"]
            data = [{"object": "embedding", "index": i, "embedding": bag_of_words(t)} for i, t in enumerate(texts)]
            if state.fail == "short":
                data = data[:-1]
            answer = json.dumps({"object": "list", "model": body["model"], "data": data}).encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
