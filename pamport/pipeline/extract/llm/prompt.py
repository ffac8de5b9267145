"""What the LLM is asked, and the checks its answer must pass before any memory is kept."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, get_args

from pamport.schemas.conversation import Message
from pamport.schemas.memory_store import MemoryType

PROMPT_VERSION = "3"
MEMORY_TYPES: tuple[str, ...] = tuple(str(t) for t in get_args(MemoryType) if t != "custom")

#: Attributes the model is shown, by type (docs/consolidation.md, "Slot vocabulary", has them all).
SLOT_ATTRIBUTES = {
    "identity": "name, age, pronouns, nationality, handedness",
    "fact": "home_city, hometown, birthplace, job_title, employer, school, field_of_study, health, allergy, car",
    "preference": "likes, dislikes, diet, avoids",
    "skill": "speaks, plays, knows",
    "environment": "os, editor, device, uses",
    "relationship": "spouse, partner, status, child, sibling, parent, friend, children, pet",
    "goal": "learn, achieve",
    "project": "working_on",
    "instruction": "response_language, style, spelling, units, code_language",
    "context": "situation, travel, event",
}

SYSTEM_PROMPT = (
    "You extract durable facts about the USER from their own chat messages. Only use what the user states about "
    "themselves: never questions, hypotheticals, role-play or tasks, quoted or pasted text, code, or statements "
    "about other people. One memory holds one fact. Write each memory as one short third-person sentence starting "
    "with 'User' (for example 'User lives in Lisbon'), without fillers or the user's request. Types: "
    + ", ".join(MEMORY_TYPES)
    + ". Give each memory a slot 'type/attribute/object': the object in lower case, in English when a common "
    "English word exists (city, language, diet, job), else as the user wrote it; attributes by type: "
    + "; ".join(f"{kind}: {names}" for kind, names in SLOT_ATTRIBUTES.items())
    + ". Answer with a JSON object "
    '{"memories": [{"message": "<id of the message it comes from>", "type": "<type>", "content": "<sentence>", '
    '"slot": "<type/attribute/object>", "confidence": <0..1>, "quote": "<exact words from that message>"}], '
    '"retracted": [{"message": "<id>", "type": "<type>", "content": "<the fact that no longer holds, as a memory '
    "sentence, e.g. 'User is vegetarian'>\", \"slot\": \"<type/attribute/object>\", \"quote\": \"<exact words>\"}]} "
    "and nothing else. Under 'retracted' goes what the user says is no longer true of them when they give no new "
    "value (\"I'm not vegetarian anymore\", \"já não trabalho no banco\", \"we broke up\"); a change that names "
    "the new value (\"I moved to Porto\") is a memory of the new value instead. If there is nothing, answer "
    '{"memories": [], "retracted": []}.'
)


@dataclass(frozen=True)
class Candidate:
    message: Message
    type: str
    content: str
    confidence: float
    quote: str
    #: The canonical ``type/attribute/object`` the model gave, when it is well formed and of the memory's type.
    slot: str | None = None
    #: A fact the user says no longer holds: consolidation retracts what it covers and writes no memory for it.
    retracts: bool = False


def build_messages(batch: list[tuple[str, Message]]) -> list[dict[str, str]]:
    """The chat request for one batch; messages are given short refs (m1, m2 …) to save tokens."""
    lines = [f"[{ref}] {msg.plain_text()}" for ref, msg in batch]
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "Messages written by the user:\n\n" + "\n\n".join(lines)},
    ]


def parse_answer(text: str, batch: list[tuple[str, Message]]) -> tuple[list[Candidate], list[str]]:
    """Validated candidates and the reasons for every item rejected."""
    refs = dict(batch)
    rejected: list[str] = []
    try:
        data: Any = json.loads(text)
    except ValueError:
        return [], ["answer is not JSON"]
    items = data.get("memories") if isinstance(data, dict) else None
    if not isinstance(items, list):
        return [], ["answer has no 'memories' list"]
    taken_back = data.get("retracted", [])
    if not isinstance(taken_back, list):
        rejected.append("'retracted' is not a list")
        taken_back = []
    accepted: list[Candidate] = []
    for item, retracts in [*((i, False) for i in items), *((i, True) for i in taken_back)]:
        candidate = _candidate(item, refs, retracts)
        if isinstance(candidate, str):
            rejected.append(("retraction: " if retracts else "") + candidate)
        else:
            accepted.append(candidate)
    return accepted, rejected


def _candidate(item: Any, refs: dict[str, Message], retracts: bool) -> Candidate | str:
    """One answered item as a candidate, or why it is rejected."""
    if not isinstance(item, dict):
        return "item is not an object"
    msg = refs.get(str(item.get("message", "")))
    kind = item.get("type")
    content = item.get("content")
    quote = item.get("quote") or ""
    confidence = item.get("confidence", 0.7)
    if msg is None:
        return "cites no message of the batch"
    if kind not in MEMORY_TYPES:
        return f"unknown type {kind!r}"
    if not isinstance(content, str) or not content.strip() or len(content) > 500:
        return "content missing or too long"
    if not isinstance(confidence, int | float) or isinstance(confidence, bool) or not 0 <= confidence <= 1:
        return "confidence outside 0..1"
    if not isinstance(quote, str) or (
        quote and " ".join(quote.split()).lower() not in " ".join(msg.plain_text().split()).lower()
    ):
        return "quote is not in the cited message"
    if retracts and not quote:
        return "quotes nothing"  # a retraction ends memories: it must show the user's words
    return Candidate(msg, kind, content.strip(), float(confidence), quote, _slot(item.get("slot"), kind), retracts)


def _slot(value: Any, kind: str) -> str | None:
    """A slot answer is kept only as ``<the memory's type>/<attribute>/<object>``; the consolidation makes the
    object canonical. Anything else is dropped and the slot is read from the memory's wording instead."""
    if not isinstance(value, str):
        return None
    parts = [part.strip() for part in value.split("/", 2)]
    if len(parts) != 3 or parts[0] != kind or not parts[1] or not parts[2] or len(value) > 200:
        return None
    attribute = parts[1].lower().replace(" ", "_")
    if not attribute.replace("_", "").isalpha():
        return None
    return f"{kind}/{attribute}/{parts[2]}"


def estimate_tokens(messages: list[dict[str, str]]) -> int:
    """A rough count (4 characters a token) for dry runs; close enough to budget a run."""
    return sum(len(m["content"]) for m in messages) // 4 + 8 * len(messages)
