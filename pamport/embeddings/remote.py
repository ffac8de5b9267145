"""An OpenAI-compatible ``/embeddings`` endpoint (standard library only): the alternative to the local model.

Request ``{"model": NAME, "input": [texts]}``, answer ``{"data": [{"index": i, "embedding": [...]}]}``. The
answer is checked before it is trusted: one vector per text, all of one length, finite numbers only.
"""

from __future__ import annotations

import json
import math
import time
import urllib.error
import urllib.request
from typing import Any

import numpy as np

from pamport.embeddings.blob import Vector
from pamport.errors import PamportError

_RETRY_STATUSES = {429, 500, 502, 503, 504}


class EndpointError(PamportError):
    """The endpoint failed or answered something that is not a set of embeddings."""

    _fields = ("endpoint", "reason")

    def __init__(self, endpoint: str, reason: str) -> None:
        self.endpoint = endpoint
        self.reason = reason
        super().__init__(f"embedding endpoint {endpoint}: {reason}")


class EndpointEmbedder:
    def __init__(
        self, base_url: str, name: str, model: str, api_key: str | None, timeout: float = 120.0, retries: int = 2
    ) -> None:
        self.endpoint = base_url.rstrip("/") + "/embeddings"
        self.name = name
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.retries = retries

    def embed(self, texts: list[str]) -> list[Vector]:
        if not texts:
            return []
        payload = self._post({"model": self.name, "input": texts})
        return self._vectors(payload, len(texts))

    def _post(self, body: dict[str, Any]) -> Any:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(self.endpoint, data=data, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    return json.loads(response.read().decode("utf-8"))
            except urllib.error.HTTPError as exc:
                if exc.code in _RETRY_STATUSES and attempt < self.retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise EndpointError(self.endpoint, f"HTTP {exc.code} {exc.reason}") from exc
            except (urllib.error.URLError, TimeoutError, OSError) as exc:
                if attempt < self.retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise EndpointError(self.endpoint, f"cannot connect ({exc})") from exc
            except ValueError as exc:
                raise EndpointError(self.endpoint, f"answer is not JSON ({exc})") from exc
        raise EndpointError(self.endpoint, "no answer")  # pragma: no cover - the loop always returns or raises

    def _vectors(self, payload: Any, count: int) -> list[Vector]:
        data = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(data, list) or len(data) != count:
            found = len(data) if isinstance(data, list) else "no"
            raise EndpointError(self.endpoint, f"expected {count} embeddings in 'data', got {found}")
        ordered = sorted(data, key=lambda item: item.get("index", 0) if isinstance(item, dict) else 0)
        vectors: list[Vector] = []
        for position, item in enumerate(ordered):
            values = item.get("embedding") if isinstance(item, dict) else None
            if not isinstance(values, list) or not values or not all(_finite(v) for v in values):
                raise EndpointError(self.endpoint, f"data[{position}].embedding is not a list of finite numbers")
            if vectors and len(values) != len(vectors[0]):
                raise EndpointError(
                    self.endpoint, f"data[{position}] has {len(values)} dimensions, data[0] has {len(vectors[0])}"
                )
            vectors.append(np.asarray(values, dtype=np.float32))
        return vectors


def _finite(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
