"""The LLM extractor's slots: the prompt asks for them, the parser checks them, consolidation uses them.

The answer in ``tests/llm_answers/slots_answer.json`` is recorded in the shape a chat model returns for the
prompt; it mixes well-formed slots, a slot of the wrong type, a malformed slot, a memory without one and a quote
that is not in the message.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pamport.importers.base import MemoryDraft
from pamport.pipeline.extract.llm.prompt import SLOT_ATTRIBUTES, SYSTEM_PROMPT, build_messages, parse_answer
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.schemas.conversation import Conversation, Message

T1 = "2024-02-01T10:00:00Z"
T2 = "2024-03-01T10:00:00Z"
ANSWER = (Path(__file__).parent / "llm_answers" / "slots_answer.json").read_text(encoding="utf-8")


def _messages() -> list[Message]:
    texts = [
        "Olá! Moro em Lisboa e sou enfermeira.",
        "Adoro cold brew e sou vegetariana, je parle un peu.",
        "Should I move to Oslo or stay?",
    ]
    conversation = Conversation.model_validate(
        {
            "id": "conv-1",
            "provider": {"name": "chatgpt"},
            "temporal": {"created_at": "2024-02-01T10:00:00Z"},
            "messages": [
                {
                    "id": f"msg-{i}",
                    "role": "user",
                    "content": {"type": "text", "text": text},
                    "created_at": f"2024-02-0{i}T10:00:00Z",
                }
                for i, text in enumerate(texts, start=1)
            ],
        }
    )
    return list(conversation.messages)


def _batch() -> list[tuple[str, Message]]:
    return [(f"m{i}", m) for i, m in enumerate(_messages(), start=1)]


def test_the_prompt_asks_for_slots_of_the_vocabulary() -> None:
    assert "type/attribute/object" in SYSTEM_PROMPT
    for kind, names in SLOT_ATTRIBUTES.items():
        assert f"{kind}: {names}" in SYSTEM_PROMPT
    request = build_messages(_batch())
    assert request[0]["content"] == SYSTEM_PROMPT and "[m1] Olá! Moro em Lisboa" in request[1]["content"]


def test_the_parser_keeps_well_formed_slots_only() -> None:
    accepted, rejected = parse_answer(ANSWER, _batch())
    by_content = {c.content: c for c in accepted}
    assert by_content["User lives in Lisbon"].slot == "fact/home_city/Lisboa"
    assert by_content["User works as a nurse"].slot == "fact/job_title/nurse"
    assert by_content["User enjoys cold brew a lot"].slot is None  # none given
    assert by_content["User is vegetarian"].slot is None  # "fact/…" for a preference: dropped
    assert by_content["User speaks French"].slot is None  # no object: dropped
    assert rejected == ["quote is not in the cited message"]  # the question about Oslo


def _draft(content: str, kind: str, metadata: dict[str, Any], extractor: str, at: str, conv: str) -> MemoryDraft:
    return MemoryDraft(
        type=kind,  # type: ignore[arg-type]
        content=content,
        platform="chatgpt",
        created_at=at,
        extraction_method="llm_inference" if extractor.startswith("pamport-llm") else "explicit_user_input",
        extractor=extractor,
        conversation_ref=conv,
        message_ref=f"{conv}-m1",
        confidence=0.8,
        metadata=metadata,
    )


def test_llm_memories_get_canonical_slots_and_merge_with_the_rules() -> None:
    accepted, _ = parse_answer(ANSWER, _batch())
    llm = [
        draft_to_memory(
            _draft(c.content, c.type, {"slot": c.slot} if c.slot else {}, "pamport-llm/0.1.0", T1, "c1")
        )
        for c in accepted
    ]
    slots = {m.content: (m.metadata.model_extra or {})["slot"] for m in llm if m.metadata is not None}
    assert slots["User lives in Lisbon"] == "fact/home_city/lisbon"
    assert slots["User enjoys cold brew a lot"] == "preference/likes/cold brew"
    assert slots["User is vegetarian"] == "preference/diet/vegetarian"
    rules = [
        draft_to_memory(
            _draft(
                "O usuário mora em Lisboa",
                "fact",
                {"slot": "fact.home_city", "value": "Lisboa"},
                "pamport-rules/0.1.0",
                T2,
                "c2",
            )
        ),
        draft_to_memory(_draft("User likes cold brew", "preference", {}, "pamport-rules/0.1.0", T2, "c2")),
    ]
    result = consolidate([*llm, *rules])
    homes = [m for m in result.memories if (m.metadata.model_extra or {}).get("slot") == "fact/home_city/lisbon"]
    brews = [m for m in result.memories if "cold brew" in m.content]
    assert len(homes) == 1 and len(brews) == 1
    assert len((homes[0].metadata.model_extra or {})["evidence"]) == 2
