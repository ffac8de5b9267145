"""The LLM extractor's retractions: "not vegetarian anymore" read by the model ends the old memory, as the rules' do.

The answers in ``tests/llm_answers/retractions_*.json`` are recorded in the shape a chat model returns for the
prompt. The second one takes back two facts the user stated earlier and tries three retractions that must be
rejected: one quoting words the message does not have, one quoting nothing, one citing no message of the batch.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.base import is_retraction
from pamport.pipeline.extract.llm import LLMExtractor
from pamport.pipeline.extract.llm.prompt import SYSTEM_PROMPT, parse_answer
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.schemas.conversation import Conversation
from tests.test_llm_extractor import FakeLLM

ANSWERS = Path(__file__).parent / "llm_answers"
BEFORE = "Olá! Sou vegetariana, trabalho no Millennium BCP e adoro fazer bouldering."
AFTER = "I'm not vegetarian anymore and I left the bank in May. Any ideas for a chicken curry?"


def _conversation(cid: str, text: str, at: str) -> Conversation:
    return Conversation.model_validate(
        {
            "id": cid,
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": at},
            "messages": [
                {"id": f"{cid}-m", "role": "user", "content": {"type": "text", "text": text}, "created_at": at}
            ],
        }
    )


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    server = FakeLLM()

    def answer(body: dict[str, Any]) -> Any:
        recorded = "retractions_before.json" if BEFORE in body["messages"][1]["content"] else "retractions_after.json"
        return json.loads((ANSWERS / recorded).read_text(encoding="utf-8"))

    server.answer = answer
    yield server
    server.stop()


def _drafts(fake: FakeLLM, tmp_path: Path) -> tuple[list[MemoryDraft], dict[str, int]]:
    ext = LLMExtractor({"llm_base_url": fake.url, "llm_model": "m", "llm_cache": str(tmp_path / "cache.sqlite")})
    drafts = [
        *ext.extract(_conversation("c1", BEFORE, "2024-01-10T09:00:00Z")),
        *ext.extract(_conversation("c2", AFTER, "2024-06-10T09:00:00Z")),
        *ext.close(),
    ]
    return drafts, ext.stats()


def test_the_prompt_asks_for_what_no_longer_holds() -> None:
    assert '"retracted": [' in SYSTEM_PROMPT and "no longer true" in SYSTEM_PROMPT


def test_retractions_are_drafts_marked_as_such_and_bad_ones_are_rejected(fake: FakeLLM, tmp_path: Path) -> None:
    drafts, stats = _drafts(fake, tmp_path)
    taken_back = [d for d in drafts if is_retraction(d)]
    assert [(d.content, d.metadata["slot"], d.metadata["evidence"]) for d in taken_back] == [
        ("User is vegetarian", "preference/diet/vegetarian", "I'm not vegetarian anymore"),
        ("User works at Millennium BCP", "fact/employer/millennium bcp", "I left the bank"),
    ]
    assert all(d.conversation_ref == "c2" and d.created_at == "2024-06-10T09:00:00Z" for d in taken_back)
    assert stats["memories_accepted"] == 3 and stats["retractions_accepted"] == 2
    assert stats["memories_rejected"] == 3


def test_the_parser_names_why_a_retraction_is_rejected() -> None:
    conversation = _conversation("c2", AFTER, "2024-06-10T09:00:00Z")
    batch = [("m1", conversation.messages[0])]
    accepted, rejected = parse_answer((ANSWERS / "retractions_after.json").read_text(), batch)
    assert [c.retracts for c in accepted] == [True, True]
    assert rejected == [
        "retraction: quote is not in the cited message",
        "retraction: quotes nothing",
        "retraction: cites no message of the batch",
    ]
    _, bad = parse_answer('{"memories": [], "retracted": {"message": "m1"}}', batch)
    assert bad == ["'retracted' is not a list"]


def test_consolidation_retracts_what_the_model_took_back(fake: FakeLLM, tmp_path: Path) -> None:
    drafts, _ = _drafts(fake, tmp_path)
    memories = consolidate([draft_to_memory(d) for d in drafts]).memories
    status = {m.content: str(m.status) for m in memories}
    assert status == {
        "User is vegetarian": "retracted",
        "User works at Millennium BCP": "retracted",
        "User enjoys bouldering": "active",
    }
