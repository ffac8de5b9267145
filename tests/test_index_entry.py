"""The conversations-index entry built directly is the one the index model gives, for every sample export."""

from __future__ import annotations

from pathlib import Path

import pytest

from pamport.pipeline.writer import index_entry
from pamport.schemas.memory_store import ConversationIndexEntry
from tests.harness import collect

SAMPLES = Path(__file__).resolve().parent.parent / "sample_exports"
#: Every sample export that converts (the two Gemini samples of refused input are left out).
EXPORTS = sorted(
    p
    for provider in SAMPLES.iterdir()
    if provider.is_dir()
    for p in provider.iterdir()
    if p.is_dir() and p.name not in ("empty-array", "wrong-product")
)


@pytest.mark.parametrize("export", EXPORTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_index_entry_is_what_the_model_writes(export: Path) -> None:
    conversations = collect(export).conversations
    for item in conversations:
        conv = item.conversation
        entry = index_entry(conv, f"{conv.id}.json")
        assert entry == ConversationIndexEntry.validate_document(entry).to_json_dict()
        assert entry["message_count"] == len(conv.messages)
        assert entry["storage"]["ref"] == f"conversations/{conv.id}.json"


def test_the_samples_hold_conversations() -> None:
    assert sum(len(collect(e).conversations) for e in EXPORTS) > 10
