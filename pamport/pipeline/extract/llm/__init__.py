"""An optional extractor that asks any OpenAI-compatible chat endpoint to find memories.

Options (``--llm-*`` on the command line, or the environment): base URL (``PAMPORT_LLM_BASE_URL``), model
(``PAMPORT_LLM_MODEL``), key (``PAMPORT_LLM_API_KEY``). One request per conversation (user messages of the active
branch, split into batches when long); answers are cached by the hash of the request so a re-run costs nothing;
``dry_run`` only estimates tokens. Every memory must cite a message of its batch and quote it, or it is rejected.
The model also lists what the user says no longer holds ("not vegetarian anymore"): those become retractions, as
the rules' do, so a change that names no new value ends the old memory whichever extractor read it.

Requests wait in a short queue and go out ``llm_concurrency`` at a time (default 4), so a run over thousands of
conversations is not bound by one round trip after another; answers are read back in queue order, so the
memories come out in the same order whatever the timing.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

from pamport.cache_home import pamport_cache
from pamport.errors import PamportError
from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.base import RETRACTS, Extractor
from pamport.pipeline.extract.branches import active_path
from pamport.pipeline.extract.llm.cache import ResponseCache
from pamport.pipeline.extract.llm.client import DEFAULT_CONCURRENCY, ChatClient, LLMError, endpoint_warning
from pamport.pipeline.extract.llm.prompt import PROMPT_VERSION, build_messages, estimate_tokens, parse_answer
from pamport.schemas.conversation import Conversation, Message

__all__ = ["LLMError", "LLMExtractor"]

#: Characters of user text per request.
BATCH_CHARS = 12_000


def _default_cache() -> Path:
    return pamport_cache() / "llm-cache.sqlite"


class LLMExtractor(Extractor):
    name: ClassVar[str] = "llm"
    extractor_version: ClassVar[str] = "pamport-llm/0.1.0"
    #: One process talks to the endpoint and owns the answer cache.
    parallel_safe: ClassVar[bool] = False

    def __init__(self, options: dict[str, Any] | None = None) -> None:
        super().__init__(options)
        opts = self.options
        self.base_url = opts.get("llm_base_url") or os.environ.get("PAMPORT_LLM_BASE_URL")
        self.model = opts.get("llm_model") or os.environ.get("PAMPORT_LLM_MODEL")
        self.dry_run = bool(opts.get("llm_dry_run"))
        key = opts.get("llm_api_key") or os.environ.get("PAMPORT_LLM_API_KEY")
        if not self.model or (not self.base_url and not self.dry_run):
            raise PamportError(
                "the llm extractor needs a model and a base URL (--llm-model/--llm-base-url, or "
                "PAMPORT_LLM_MODEL/PAMPORT_LLM_BASE_URL)"
            )
        concurrency = int(opts.get("llm_concurrency") or DEFAULT_CONCURRENCY)
        self.client = ChatClient(self.base_url or "http://unused", self.model, key, concurrency=concurrency)
        self.cache = ResponseCache(Path(opts.get("llm_cache") or _default_cache()))
        self.counts: Counter[str] = Counter()
        if self.base_url and endpoint_warning(self.base_url):
            self.counts["plain_http_remote_endpoint"] = 1
        #: Batches waiting for their answers: (conversation, batch, request, cache key).
        self._pending: list[tuple[Conversation, list[tuple[str, Message]], list[dict[str, str]], str]] = []

    def extract(self, conversation: Conversation) -> Iterator[MemoryDraft]:
        user_messages = [m for m in active_path(conversation) if m.role == "user" and m.plain_text().strip()]
        for batch in _batches(user_messages):
            request = build_messages(batch)
            key = hashlib.sha256(
                json.dumps([PROMPT_VERSION, self.model, request], sort_keys=True).encode("utf-8")
            ).hexdigest()
            self._pending.append((conversation, batch, request, key))
        if len(self._pending) >= 2 * self.client.concurrency:
            yield from self._flush()

    def _flush(self) -> Iterator[MemoryDraft]:
        pending, self._pending = self._pending, []
        answers: dict[str, str] = {}
        to_send: dict[str, list[dict[str, str]]] = {}
        for _, _, request, key in pending:
            cached = self.cache.get(key)
            if cached is not None:
                answers[key] = cached
                self.counts["requests_cached"] += 1
            elif self.dry_run:
                if key not in to_send:
                    self.counts["requests_estimated"] += 1
                    self.counts["tokens_estimated"] += estimate_tokens(request)
                to_send[key] = request
            else:
                to_send[key] = request
        if not self.dry_run and to_send:
            keys = list(to_send)
            for key, answer in zip(keys, self.client.complete_many([to_send[k] for k in keys]), strict=True):
                self.cache.put(key, answer)
                answers[key] = answer
                self.counts["requests_sent"] += 1
        for conversation, batch, _, key in pending:
            if key in answers:
                yield from self._drafts(conversation, batch, answers[key])

    def _drafts(
        self, conversation: Conversation, batch: list[tuple[str, Message]], answer: str
    ) -> Iterator[MemoryDraft]:
        candidates, rejected = parse_answer(answer, batch)
        self.counts["memories_rejected"] += len(rejected)
        for c in candidates:
            self.counts["retractions_accepted" if c.retracts else "memories_accepted"] += 1
            yield MemoryDraft(
                type=c.type,  # type: ignore[arg-type]  # checked against MEMORY_TYPES in parse_answer
                content=c.content,
                platform=conversation.provider.name,
                created_at=c.message.created_at,
                extraction_method="llm_inference",
                extractor=self.extractor_version,
                conversation_ref=conversation.id,
                message_ref=c.message.id,
                confidence=c.confidence,
                tags=[c.type, "llm"],
                metadata={
                    "evidence": c.quote[:200],
                    "model": self.model,
                    **({"slot": c.slot} if c.slot is not None else {}),
                    # not a memory: consolidation retracts what it covers (docs/consolidation.md, "Retractions")
                    **({RETRACTS: True} if c.retracts else {}),
                },
            )

    def stats(self) -> dict[str, int]:
        return dict(sorted(self.counts.items()))

    def close(self) -> Iterator[MemoryDraft]:
        drafts = list(self._flush())
        self.cache.close()
        return iter(drafts)


def _batches(messages: list[Message]) -> Iterator[list[tuple[str, Message]]]:
    batch: list[tuple[str, Message]] = []
    size = 0
    for msg in messages:
        text_len = len(msg.plain_text())
        if batch and size + text_len > BATCH_CHARS:
            yield batch
            batch, size = [], 0
        batch.append((f"m{len(batch) + 1}", msg))
        size += text_len
    if batch:
        yield batch
