"""Chat requests to any OpenAI-compatible endpoint, through the ``openai`` package (the ``pamport[llm]`` extra).

The official client already does what a long extraction run needs and a hand-written one gets wrong: retries of
rate limits and server errors that honour ``Retry-After``, separate connect and read timeouts, and proxy settings
from the environment (``HTTPS_PROXY``, ``HTTP_PROXY``, ``NO_PROXY``). Requests of one run are sent a bounded
number at a time (:meth:`ChatClient.complete_many`), so a slow endpoint is used in parallel without flooding it.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from pamport.errors import PamportError

if TYPE_CHECKING:
    from openai import OpenAI

#: Retries of 408/409/429/5xx and connection errors; the client waits as ``Retry-After`` says, else backs off.
DEFAULT_RETRIES = 5
DEFAULT_TIMEOUT = 120.0
DEFAULT_CONCURRENCY = 4


class LLMError(PamportError):
    """The endpoint failed or answered something unusable."""

    def __init__(self, endpoint: str, reason: str) -> None:
        self.endpoint = endpoint
        self.reason = reason
        super().__init__(f"LLM endpoint {endpoint}: {reason}")


def endpoint_warning(base_url: str) -> str | None:
    """A warning when prompts holding personal messages would cross a network unencrypted."""
    parts = urlsplit(base_url)
    if parts.scheme != "http":
        return None
    host = parts.hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return None
    try:
        if ipaddress.ip_address(host).is_loopback:
            return None
    except ValueError:
        pass
    return f"{base_url}: plain http:// to a host that is not this machine; your messages are sent unencrypted"


def _openai_client(base_url: str, api_key: str | None, timeout: float, retries: int) -> OpenAI:
    try:
        from openai import OpenAI, Timeout
    except ImportError as exc:
        raise PamportError(
            "the llm extractor needs the openai package: python -m pip install 'pamport[llm]'"
        ) from exc
    return OpenAI(
        base_url=base_url,
        api_key=api_key or "not-needed",  # local servers take any key; the client insists on one
        timeout=Timeout(timeout, connect=min(timeout, 10.0)),
        max_retries=retries,
    )


class ChatClient:
    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None,
        timeout: float = DEFAULT_TIMEOUT,
        retries: int = DEFAULT_RETRIES,
        concurrency: int = DEFAULT_CONCURRENCY,
    ) -> None:
        if concurrency < 1:
            raise PamportError(f"LLM concurrency must be 1 or more, not {concurrency}")
        self.base_url = base_url.rstrip("/")
        self.endpoint = self.base_url
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.retries = retries
        self.concurrency = concurrency
        self._client: OpenAI | None = None

    @property
    def client(self) -> OpenAI:
        if self._client is None:
            self._client = _openai_client(self.base_url, self.api_key, self.timeout, self.retries)
        return self._client

    def complete(self, messages: list[dict[str, str]]) -> str:
        """Send one chat request and return the assistant's text."""
        client = self.client  # first: a missing [llm] extra is reported before anything else
        import openai

        try:
            create: Any = client.chat.completions.create  # plain role/content dicts are what the API takes
            response: Any = create(
                model=self.model,
                messages=messages,
                temperature=0,
                response_format={"type": "json_object"},
            )
        except openai.APITimeoutError as exc:
            raise LLMError(self.endpoint, f"no answer within {self.timeout:g} s after {self.retries} retries") from exc
        except openai.APIConnectionError as exc:
            raise LLMError(self.endpoint, f"cannot connect ({exc.__cause__ or exc})") from exc
        except openai.APIStatusError as exc:
            raise LLMError(self.endpoint, f"HTTP {exc.status_code} ({_short(exc.message)})") from exc
        except openai.OpenAIError as exc:
            raise LLMError(self.endpoint, f"unusable answer ({_short(str(exc))})") from exc
        try:
            content = response.choices[0].message.content
        except (AttributeError, IndexError, TypeError) as exc:
            raise LLMError(self.endpoint, "answer has no choices[0].message.content") from exc
        if content is None:
            raise LLMError(self.endpoint, "answer has no choices[0].message.content")
        return str(content)

    def complete_many(self, requests: Sequence[list[dict[str, str]]]) -> list[str]:
        """Answers in the order of ``requests``, at most ``concurrency`` requests in flight."""
        if len(requests) <= 1 or self.concurrency == 1:
            return [self.complete(r) for r in requests]
        with ThreadPoolExecutor(max_workers=self.concurrency, thread_name_prefix="pamport-llm") as pool:
            return list(pool.map(self.complete, requests))


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 160 else text[:157] + "..."
