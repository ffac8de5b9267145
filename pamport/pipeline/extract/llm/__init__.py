"""An optional extractor that asks any OpenAI-compatible chat endpoint to find memories.

Options (``--llm-*`` on the command line, or the environment): base URL (``PAMPORT_LLM_BASE_URL``), model
(``PAMPORT_LLM_MODEL``), key (``PAMPORT_LLM_API_KEY``). One request per conversation (user messages of the active
branch, split into batches when long); answers are cached by the hash of the request so a re-run costs nothing;
``dry_run`` only estimates tokens. Every memory must cite a message of its batch and quote it, or it is rejected.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

from pamport.errors import PamportError
from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.base import Extractor
from pamport.pipeline.extract.branches import active_path
from pamport.pipeline.extract.llm.cache import ResponseCache
from pamport.pipeline.extract.llm.client import ChatClient, LLMError
from pamport.pipeline.extract.llm.prompt import PROMPT_VERSION, build_messages, estimate_tokens, parse_answer
from pamport.schemas.conversation import Conversation, Message

__all__ = ["LLMError", "LLMExtractor"]

#: Characters of user text per request.
BATCH_CHARS = 12_000


def _default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pamport" / "llm-cache.sqlite"


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
        self.client = ChatClient(self.base_url or "http://unused", self.model, key)
        self.cache = ResponseCache(Path(opts.get("llm_cache") or _default_cache()))
        self.counts: Counter[str] = Counter()

    def extract(self, conversation: Conversation) -> Iterator[MemoryDraft]:
        user_messages = [m for m in active_path(conversation) if m.role == "user" and m.plain_text().strip()]
        for batch in _batches(user_messages):
            yield from self._run_batch(conversation, batch)

    def _run_batch(self, conversation: Conversation, batch: list[tuple[str, Message]]) -> Iterator[MemoryDraft]:
        request = build_messages(batch)
        key = hashlib.sha256(
            json.dumps([PROMPT_VERSION, self.model, request], sort_keys=True).encode("utf-8")
        ).hexdigest()
        answer = self.cache.get(key)
        if answer is None:
            if self.dry_run:
                self.counts["requests_estimated"] += 1
                self.counts["tokens_estimated"] += estimate_tokens(request)
                return
            answer = self.client.complete(request)
            self.cache.put(key, answer)
            self.counts["requests_sent"] += 1
        else:
            self.counts["requests_cached"] += 1
        candidates, rejected = parse_answer(answer, batch)
        self.counts["memories_rejected"] += len(rejected)
        for c in candidates:
            self.counts["memories_accepted"] += 1
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
                metadata={"evidence": c.quote[:200], "model": self.model},
            )

    def stats(self) -> dict[str, int]:
        return dict(sorted(self.counts.items()))

    def close(self) -> Iterator[MemoryDraft]:
        self.cache.close()
        return iter(())


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
