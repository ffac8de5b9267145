"""Synthetic exports of a chosen size, written as a stream (the generator itself uses flat memory).

Shapes follow the real formats (see docs/importers/): branching ChatGPT mappings, Claude content blocks, Grok
wrappers with BSON dates, Gemini activity records with HTML answers, Copilot CSV rows.
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

WORDS = [
    "the",
    "quick",
    "brown",
    "fox",
    "jumps",
    "over",
    "lazy",
    "dog",
    "python",
    "data",
    "export",
    "memory",
    "stream",
    "parser",
    "json",
    "bundle",
    "river",
    "mountain",
    "coffee",
    "project",
    "deadline",
    "server",
    "cluster",
    "kernel",
    "editor",
    "lisbon",
    "porto",
    "music",
    "guitar",
    "recipe",
]
BASE_TIME = 1_700_000_000.0


def _text(rng: random.Random, n_words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n_words))


def _turn_words(rng: random.Random, role: str) -> int:
    """Realistic lengths: short prompts, long answers (real exports average a few KB per answer)."""
    return rng.randint(5, 120) if role == "user" else rng.randint(60, 600)


def _chatgpt_message(rng: random.Random, node: str, role: str, when: float) -> dict[str, Any]:
    return {
        "id": node,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": when,
        "update_time": None,
        "content": {"content_type": "text", "parts": [_text(rng, _turn_words(rng, role))]},
        "status": "finished_successfully",
        "end_turn": role == "assistant",
        "weight": 1.0,
        "metadata": {"model_slug": "gpt-4o", "finish_details": {"type": "stop"}} if role == "assistant" else {},
        "recipient": "all",
    }


def _chatgpt_conversation(rng: random.Random, i: int) -> dict[str, Any]:
    t0 = BASE_TIME + i * 600
    mapping: dict[str, Any] = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
    parent = "root"
    for j in range(rng.randint(4, 30)):
        node = f"n{i}-{j}"
        role = "user" if j % 2 == 0 else "assistant"
        mapping[node] = {
            "id": node,
            "parent": parent,
            "children": [],
            "message": _chatgpt_message(rng, node, role, t0 + j * 30),
        }
        mapping[parent]["children"].append(node)
        if role == "assistant" and rng.random() < 0.1:  # a regenerated answer: a sibling branch
            alt = node + "-regen"
            mapping[alt] = {
                "id": alt,
                "parent": parent,
                "children": [],
                "message": _chatgpt_message(rng, alt, role, t0 + j * 30 + 5),
            }
            mapping[parent]["children"].append(alt)
        parent = node
    return {
        "title": _text(rng, 4),
        "create_time": t0,
        "update_time": t0 + 900,
        "mapping": mapping,
        "moderation_results": [],
        "current_node": parent,
        "conversation_id": f"conv-{i:08d}",
        "id": f"conv-{i:08d}",
        "default_model_slug": "gpt-4o",
        "is_archived": False,
    }


def _claude_conversation(rng: random.Random, i: int) -> dict[str, Any]:
    msgs = []
    for j in range(rng.randint(4, 30)):
        text = _text(rng, _turn_words(rng, "user" if j % 2 == 0 else "assistant"))
        stamp = f"2024-03-{1 + i % 28:02d}T10:{j % 60:02d}:00.000000Z"
        msgs.append(
            {
                "uuid": f"m{i}-{j}",
                "text": text,
                "content": [{"type": "text", "text": text, "start_timestamp": stamp, "stop_timestamp": stamp}],
                "sender": "human" if j % 2 == 0 else "assistant",
                "created_at": stamp,
                "updated_at": stamp,
                "attachments": [],
                "files": [],
            }
        )
    return {
        "uuid": f"c-{i:08d}",
        "name": _text(rng, 4),
        "created_at": f"2024-03-{1 + i % 28:02d}T10:00:00.000000Z",
        "updated_at": f"2024-03-{1 + i % 28:02d}T11:00:00.000000Z",
        "account": {"uuid": "acct-0001"},
        "chat_messages": msgs,
    }


def _grok_conversation(rng: random.Random, i: int) -> dict[str, Any]:
    responses = []
    parent = None
    for j in range(rng.randint(4, 30)):
        rid = f"r{i}-{j}"
        responses.append(
            {
                "response": {
                    "_id": rid,
                    "conversation_id": f"g-{i:08d}",
                    "message": _text(rng, _turn_words(rng, "user" if j % 2 == 0 else "assistant")),
                    "sender": "human" if j % 2 == 0 else "ASSISTANT",
                    "create_time": {"$date": {"$numberLong": str(int((BASE_TIME + i * 600 + j * 30) * 1000))}},
                    "parent_response_id": parent,
                    "model": "grok-3",
                },
                "share_link": None,
            }
        )
        parent = rid
    return {
        "conversation": {
            "id": f"g-{i:08d}",
            "user_id": "user-0001",
            "title": _text(rng, 4),
            "create_time": "2024-05-01T10:00:00.000000Z",
            "modify_time": "2024-05-01T11:00:00.000000Z",
        },
        "responses": responses,
    }


def _gemini_record(rng: random.Random, i: int) -> dict[str, Any]:
    prompt = _text(rng, _turn_words(rng, "user"))
    answer = "".join(f"<p>{_text(rng, rng.randint(20, 150))}</p>" for _ in range(rng.randint(1, 5)))
    sec = int(BASE_TIME) - i * 97
    from datetime import UTC, datetime

    return {
        "header": "Gemini Apps",
        "title": f"Prompted {prompt}",
        "titleUrl": f"https://gemini.google.com/app/{i // 6:012x}",
        "time": datetime.fromtimestamp(sec, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z"),
        "products": ["Gemini Apps"],
        "activityControls": ["Gemini Apps Activity"],
        "safeHtmlItem": [{"html": answer}],
    }


def _write_json_array(path: Path, target: int, make: Callable[[random.Random, int], Any], wrap: str | None) -> int:
    rng = random.Random(42)
    with path.open("w", encoding="utf-8") as out:
        out.write(f'{{"{wrap}": [' if wrap else "[")
        i = 0
        while out.tell() < target:
            out.write(("," if i else "") + json.dumps(make(rng, i), ensure_ascii=False))
            i += 1
        out.write("]}" if wrap else "]")
    return i


def _write_copilot(path: Path, target: int) -> int:
    rng = random.Random(42)
    with path.open("w", encoding="utf-8-sig", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["Conversation", "Time", "Author", "Message"])
        i = 0
        title = ""
        while out.tell() < target:
            conv = i // 10
            if i % 10 == 0:  # one title per conversation of ten rows
                title = f"Chat {conv} " + _text(rng, 3)
            writer.writerow(
                [
                    title,
                    f"2024-06-{1 + conv % 28:02d}T{conv % 24:02d}:{(i % 10) * 2:02d}:00Z",
                    "user" if i % 2 == 0 else "AI",
                    _text(rng, _turn_words(rng, "user" if i % 2 == 0 else "assistant")),
                ]
            )
            i += 1
    return i


def generate(provider: str, directory: Path, size_mb: float) -> tuple[Path, int]:
    """Write a synthetic export of about ``size_mb`` MB; return its path and the number of records."""
    directory.mkdir(parents=True, exist_ok=True)
    target = int(size_mb * 1024 * 1024)
    if provider == "chatgpt":
        path = directory / "conversations.json"
        return path, _write_json_array(path, target, _chatgpt_conversation, None)
    if provider == "claude":
        path = directory / "conversations.json"
        return path, _write_json_array(path, target, _claude_conversation, None)
    if provider == "grok":
        path = directory / "prod-grok-backend.json"
        return path, _write_json_array(path, target, _grok_conversation, "conversations")
    if provider == "gemini":
        path = directory / "MyActivity.json"
        return path, _write_json_array(path, target, _gemini_record, None)
    if provider == "copilot":
        path = directory / "copilot-activity-history.csv"
        return path, _write_copilot(path, target)
    raise ValueError(f"unknown provider {provider!r}")


def bare_pass_prefix(provider: str) -> str:
    """The ijson prefix a bare streaming pass iterates for this provider's synthetic file."""
    return "conversations.item" if provider == "grok" else "item"
