"""Conversation files are the serialiser's bytes as they come: the same bytes as ``model_dump_json`` encoded."""

from __future__ import annotations

from pathlib import Path

import pytest

from pamport.pipeline.writer import conversation_json
from pamport.schemas.conversation import Conversation, ConversationTemporal, ImportMetadata, ProviderInfo
from pamport.schemas.trusted import message
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


def _general(conversation: Conversation) -> bytes:
    return conversation.model_dump_json(by_alias=True).encode("utf-8")


@pytest.mark.parametrize("export", EXPORTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_sample_conversation_gives_the_same_bytes(export: Path) -> None:
    conversations = collect(export).conversations
    assert conversations
    for item in conversations:
        assert conversation_json(item.conversation) == _general(item.conversation)


def test_aliases_absent_fields_and_text_beyond_ascii() -> None:
    """``schema``-style aliases, fields left out when None, and every kind of character come out the same."""
    conversation = Conversation(
        id="0190a6a8-0000-5000-8000-000000000001",
        provider=ProviderInfo(name="grok", conversation_id="c1"),
        title="Títle … 語 \U0001f600 \"quoted\" \\ \n\t\u2028",
        temporal=ConversationTemporal(created_at="2024-01-01T00:00:00Z", updated_at="2024-01-01T00:00:00Z"),
        messages=[
            message(id="m1", role="user", text="é\x00\x1f</script>", created_at="2024-01-01T00:00:00Z"),
            message(id="m2", role="assistant", text=None, created_at="2024-01-01T00:00:00Z"),
        ],
        import_metadata=ImportMetadata(
            importer="pamport/0.1.0",
            importer_version="grok-importer/2025.01",
            imported_at="2024-01-01T00:00:00Z",
            source_file="x.json",
            source_checksum="sha256:" + "0" * 64,
        ),
        raw_metadata={"nan-free": 1.5, "big": 10**30, "nested": [{"a": None}], "ascii": "plain"},
    )
    data = conversation_json(conversation)
    assert data == _general(conversation)
    assert b'"content"' not in data.split(b'"m2"', 1)[1].split(b"}", 1)[0]  # content left out, not null
