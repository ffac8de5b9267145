"""Running an extractor over the evaluation set: through its public interface, and end to end through exports.

* :func:`run_interface` builds each persona's conversations as PAM conversations and calls ``extract()`` of the
  extractor loaded from the ``pamport.extractors`` entry points, as ``pamport convert`` does.
* :func:`write_exports` writes each persona's conversations as real provider exports (ChatGPT, Claude, Gemini,
  Copilot, Grok, one provider per conversation in turn), with the builders of :mod:`tests.planted_exports`;
  :func:`bundle_sightings` reads a bundle converted from them back as sightings, tracing every memory's evidence
  to the evaluation message it came from by the message's text.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pamport.pipeline.extract.base import Extractor
from pamport.pipeline.run import load_extractors
from pamport.schemas.conversation import Conversation, ConversationTemporal, Message, MessageContent, ProviderInfo
from tests.extraction_eval.dataset import EvalSet
from tests.extraction_eval.dataset import Message as EvalMessage
from tests.extraction_eval.scoring import Sighting, canonical_slot, drafts_to_sightings, text_key
from tests.planted_exports import (
    Chat,
    Turn,
    write_chatgpt,
    write_claude,
    write_copilot,
    write_gemini,
    write_grok,
)

PROVIDERS = ("chatgpt", "claude", "gemini", "copilot", "grok")
REPLIES = {
    "en": "Sure, here are a few thoughts on that.",
    "pt": "Claro, aqui vão algumas ideias sobre isso.",
}


def provider_of(evalset: EvalSet, persona: str, conversation: str) -> str:
    """Conversations take the five providers in turn (shifted per persona), so every persona uses all five."""
    personas = sorted(evalset.personas)
    order = list(evalset.conversations(persona))
    return PROVIDERS[(personas.index(persona) + order.index(conversation)) % len(PROVIDERS)]


def start_of(evalset: EvalSet, persona: str, conversation: str) -> datetime:
    """09:00 UTC on the conversation's date, a few minutes later per persona."""
    offset = sorted(evalset.personas).index(persona)
    day = datetime.fromisoformat(conversation).replace(tzinfo=UTC)
    return day + timedelta(hours=9, minutes=7 * offset)


def _reply(message: EvalMessage) -> str:
    return REPLIES["pt" if message.lang.startswith("pt") else "en"]


def chat_of(evalset: EvalSet, persona: str, conversation: str, messages: list[EvalMessage]) -> Chat:
    turns: list[Turn] = []
    for message in messages:
        turns.append(Turn("user", message.text))
        turns.append(Turn("assistant", _reply(message), decoy="assistant"))
    return Chat(
        title=f"{persona} {conversation}",
        start=start_of(evalset, persona, conversation),
        turns=tuple(turns),
        url_id=f"{persona}{conversation.replace('-', '')}",
    )


def _iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def conversation_of(evalset: EvalSet, persona: str, conversation: str, messages: list[EvalMessage]) -> Conversation:
    """The PAM conversation an importer would produce (user and assistant turns, linear)."""
    chat = chat_of(evalset, persona, conversation, messages)
    pam_messages: list[Message] = []
    previous: str | None = None
    for index, turn in enumerate(chat.turns):
        message_id = messages[index // 2].id if turn.role == "user" else f"{messages[index // 2].id}-reply"
        pam_messages.append(
            Message(
                id=message_id,
                role="user" if turn.role == "user" else "assistant",
                content=MessageContent(type="text", text=turn.text),
                created_at=_iso(chat.at(index)),
                parent_id=previous,
            )
        )
        previous = message_id
    return Conversation(
        id=f"{persona}-{conversation}",
        provider=ProviderInfo(name=provider_of(evalset, persona, conversation)),
        title=chat.title,
        temporal=ConversationTemporal(created_at=_iso(chat.start)),
        messages=pam_messages,
    )


def conversations(evalset: EvalSet) -> Iterator[Conversation]:
    for persona in sorted(evalset.personas):
        for conversation, messages in evalset.conversations(persona).items():
            yield conversation_of(evalset, persona, conversation, messages)


def load_extractor(name: str) -> Extractor:
    (extractor,) = load_extractors([name], {})
    return extractor


def run_interface(evalset: EvalSet, extractor_name: str = "pamport-rules") -> list[Sighting]:
    """Sightings from the extractor's ``extract()`` on every conversation of the set (message ids are ours)."""
    extractor = load_extractor(extractor_name)
    drafts = [draft for conversation in conversations(evalset) for draft in extractor.extract(conversation)]
    drafts.extend(extractor.close())
    ids = {m.id: m.id for m in evalset.messages}
    return drafts_to_sightings(drafts, ids)


def write_exports(evalset: EvalSet, persona: str, folder: Path, only: str | None = None) -> dict[str, Path]:
    """One persona's conversations as provider exports under ``folder/<provider>`` (``only``: every conversation
    in that one provider's format). Returns the folders written."""
    chats: dict[str, list[Chat]] = {p: [] for p in PROVIDERS}
    for conversation, messages in evalset.conversations(persona).items():
        provider = only or provider_of(evalset, persona, conversation)
        chats[provider].append(chat_of(evalset, persona, conversation, messages))
    account = f"user-{persona}"
    written: dict[str, Path] = {}
    for provider, provider_chats in chats.items():
        if not provider_chats:
            continue
        target = folder / provider
        if provider == "chatgpt":
            write_chatgpt(target, provider_chats, account, {})
        elif provider == "claude":
            write_claude(target, provider_chats, str(uuid.uuid5(uuid.NAMESPACE_URL, f"pamport-eval/{persona}")), "", {})
        elif provider == "gemini":
            write_gemini(target, provider_chats, [])
        elif provider == "copilot":
            write_copilot(target, provider_chats)
        else:
            write_grok(target, provider_chats, account)
        written[provider] = target
    return written


def _message_text(message: dict[str, Any]) -> str:
    content = message.get("content") or {}
    if content.get("type") == "text":
        return str(content.get("text") or "")
    return "\n".join(str(p.get("text") or "") for p in content.get("parts") or [] if isinstance(p, dict))


def traced_messages(evalset: EvalSet, bundle: Path) -> dict[tuple[str, str], str | None]:
    """``(conversation id, message id)`` of every user message in a bundle -> the evaluation message it carries."""
    by_text = {text_key(m.text): m.id for m in evalset.messages}
    message_of: dict[tuple[str, str], str | None] = {}
    for path in sorted((bundle / "conversations").glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for message in document["messages"]:
            if message["role"] == "user":
                message_of[(document["id"], message["id"])] = by_text.get(text_key(_message_text(message)))
    return message_of


def _native(entry: dict[str, Any]) -> bool:
    """A provider's own memory (stamped by an importer, ``pamport/…``), not a statement found in a conversation."""
    extractor = entry.get("extractor")
    if isinstance(extractor, str):
        return extractor.split("/", 1)[0] == "pamport"
    return entry.get("extraction_method") == "api_export"


def bundle_sightings(evalset: EvalSet, bundle: Path) -> tuple[list[Sighting], int]:
    """Sightings of the extracted memories of a converted bundle, and the number of native sightings left aside.

    Each evidence entry of a memory (``metadata.evidence``; the memory's own provenance when there is none) is one
    sighting, traced to an evaluation message through the text of the bundle's message it points at. Entries that
    are a provider's own memory are left aside (they come from no message): a memory that merges a provider's
    memory with statements from conversations is judged on its conversation sightings.
    """
    message_of = traced_messages(evalset, bundle)
    store = json.loads((bundle / "memory-store.json").read_text(encoding="utf-8"))
    sightings: list[Sighting] = []
    native = 0
    for memory in store["memories"]:
        provenance = memory.get("provenance") or {}
        metadata = memory.get("metadata") or {}
        evidence = metadata.get("evidence") or [provenance]
        for entry in evidence:
            if _native(entry):
                native += 1
                continue
            key = (str(entry.get("conversation_ref")), str(entry.get("message_ref")))
            sightings.append(
                Sighting(
                    memory_id=memory["id"],
                    type=memory["type"],
                    content=str(entry.get("content") or memory["content"]),
                    slot=canonical_slot(metadata, memory["type"]),
                    source=message_of.get(key),
                    status=memory.get("status", "active"),
                )
            )
    return sightings, native
