"""A minimal client for OpenAI-compatible ``/chat/completions`` endpoints (standard library only)."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from typing import Any

from pamport.errors import PamportError

_RETRY_STATUSES = {429, 500, 502, 503, 504}


class LLMError(PamportError):
    """The endpoint failed or answered something unusable."""

    def __init__(self, endpoint: str, reason: str) -> None:
        self.endpoint = endpoint
        self.reason = reason
        super().__init__(f"LLM endpoint {endpoint}: {reason}")


class ChatClient:
    def __init__(self, base_url: str, model: str, api_key: str | None, timeout: float = 120.0, retries: int = 2):
        self.endpoint = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.retries = retries

    def complete(self, messages: list[dict[str, str]]) -> str:
        """Send one chat request and return the assistant's text (retrying rate limits and 5xx)."""
        body = json.dumps(
            {
                "model": self.model,
                "messages": messages,
                "temperature": 0,
                "response_format": {"type": "json_object"},
            }
        ).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        for attempt in range(self.retries + 1):
            request = urllib.request.Request(self.endpoint, data=body, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    payload: Any = json.loads(response.read().decode("utf-8"))
                break
            except urllib.error.HTTPError as exc:
                if exc.code in _RETRY_STATUSES and attempt < self.retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise LLMError(self.endpoint, f"HTTP {exc.code} {exc.reason}") from exc
            except (urllib.error.URLError, TimeoutError, OSError) as exc:
                if attempt < self.retries:
                    time.sleep(0.5 * 2**attempt)
                    continue
                raise LLMError(self.endpoint, f"cannot connect ({exc})") from exc
            except ValueError as exc:
                raise LLMError(self.endpoint, f"answer is not JSON ({exc})") from exc
        try:
            return str(payload["choices"][0]["message"]["content"])
        except (KeyError, IndexError, TypeError) as exc:
            raise LLMError(self.endpoint, "answer has no choices[0].message.content") from exc
