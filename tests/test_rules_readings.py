"""A message's reading is kept by text and reused: the drafts and counters must be those of a fresh reading."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from pamport.pipeline.extract.rules import RuleExtractor
from pamport.pipeline.extract.rules import extractor as extractor_module
from pamport.schemas.conversation import Conversation

T0 = "2025-03-10T09:00:00Z"


def _conversation(cid: str, texts: list[tuple[str, str]]) -> Conversation:
    messages: list[dict[str, Any]] = []
    for i, (text, at) in enumerate(texts):
        messages.append(
            {
                "id": f"{cid}-m{i}",
                "provider_message_id": f"p-{cid}-{i}",
                "role": "user",
                "content": {"type": "text", "text": text},
                "created_at": at,
                "parent_id": f"{cid}-m{i - 1}" if i else None,
                "children_ids": [f"{cid}-m{i + 1}"] if i + 1 < len(texts) else [],
                "raw_metadata": {},
            }
        )
    return Conversation.model_validate(
        {
            "id": cid,
            "provider": {"name": "chatgpt", "conversation_id": cid, "account_id": "user-42"},
            "temporal": {"created_at": T0},
            "messages": messages,
            "raw_metadata": {},
        }
    )


def _dump(extractor: RuleExtractor, conversations: list[Conversation]) -> list[str]:
    drafts = [json.dumps(dataclasses.asdict(d), sort_keys=True) for c in conversations for d in extractor.extract(c)]
    return [*drafts, json.dumps(extractor.stats(), sort_keys=True)]


def _fresh(conversations: list[Conversation]) -> list[str]:
    """Every message read anew: a new extractor per conversation, its counters added up."""
    drafts: list[str] = []
    counts: dict[str, int] = {}
    for conversation in conversations:
        extractor = RuleExtractor()
        drafts.extend(json.dumps(dataclasses.asdict(d), sort_keys=True) for d in extractor.extract(conversation))
        for key, value in extractor.stats().items():
            counts[key] = counts.get(key, 0) + value
    return [*drafts, json.dumps(dict(sorted(counts.items())), sort_keys=True)]


def test_a_reading_that_depends_on_the_date_is_not_reused_at_another_date() -> None:
    text = "I'm traveling in Japan until April, answer in Portuguese."
    first = _conversation("c1", [(text, "2025-03-11T08:00:00Z")])
    later = _conversation("c2", [(text, "2025-05-11T08:00:00Z")])
    again = _conversation("c3", [(text, "2025-03-11T08:00:00Z")])
    extractor = RuleExtractor()
    until = [
        [d.valid_until for d in extractor.extract(c) if d.content == "User is traveling in Japan"]
        for c in (first, later, again)
    ]
    assert until == [["2025-04-01T00:00:00Z"], ["2026-04-01T00:00:00Z"], ["2025-04-01T00:00:00Z"]]


def test_repeated_texts_give_what_fresh_readings_give() -> None:
    folder = Path(__file__).parent / "extraction"
    texts = [json.loads(line)["text"] for path in sorted(folder.glob("*.jsonl")) for line in path.open()][:150]
    foreign = "Je ne veux jamais de placeholders dans les réponses que tu me donnes ici"
    pool = [*texts, foreign, "ich wohne seit zwei Jahren in Berlin und arbeite dort als Lehrerin", "thanks"]
    conversations = [
        _conversation(f"c{n}", [(pool[(n * 7 + k * 3) % len(pool)], f"2025-0{1 + k % 9}-1{n % 10}T08:00:00Z")
                                for k in range(6)])
        for n in range(60)
    ]  # fmt: skip
    assert _dump(RuleExtractor(), conversations) == _fresh(conversations)


def test_long_texts_are_not_kept(monkeypatch: Any) -> None:
    monkeypatch.setattr(extractor_module, "_READ_ONCE_CHARS", 20)
    monkeypatch.setattr(extractor_module, "_READINGS", 2)
    readings = extractor_module._Readings()
    reading = extractor_module._Reading((), (), 0, ())
    readings.put("x" * 21, None, reading)
    assert readings.get("x" * 21, T0) is None
    for text in ("a", "b", "c"):
        readings.put(text, None, reading)
    assert readings.get("a", T0) is None and readings.get("c", T0) is reading  # the oldest went first
    readings.put("d", T0, reading)
    assert readings.get("d", T0) is reading and readings.get("d", "2025-01-01T00:00:00Z") is None
