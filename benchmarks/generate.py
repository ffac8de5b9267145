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


# -- the "wide" shape: many mid-sized conversations, many user messages, asset files beside the JSON -------------

#: Per conversation: five user turns and five answers (~24 KB of JSON); about 28% of conversations carry an image.
WIDE_TURNS = 10
WIDE_ASSET_RATE = 0.28
#: A tiny but real PNG (1x1), so asset files are not empty.
_PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


_POOL_WORDS = 1 << 16
#: Statements a user makes about themselves now and then, so that rule extraction has real work in the wide shape.
_STATEMENTS = [
    "I live in {city}.",
    "I work as a {job} at a small company.",
    "I am a {job}.",
    "My name is {name}.",
    "I prefer {thing} over everything else.",
    "I love {thing}.",
    "My wife is called {name}.",
    "I have two kids and a dog.",
    "I am allergic to peanuts.",
    "I'm learning {thing} this year.",
]
_FILL = {
    "city": ["Lisbon", "Porto", "Berlin", "Leeds", "Lyon", "Austin", "Cork", "Osaka"],
    "job": ["nurse", "teacher", "software engineer", "data analyst", "carpenter", "pharmacist"],
    "name": ["Ana", "Maria", "John", "Kenji", "Sofia", "Lena"],
    "thing": ["python", "coffee", "guitar", "cycling", "jazz", "rust", "gardening"],
}
#: Share of user turns that open with a statement.
WIDE_STATEMENT_RATE = 0.15


def _pooled_text(rng: random.Random, pool: list[str], n_words: int) -> str:
    """A slice of a fixed random word pool: as varied as ``_text`` for the parsers, and fast enough for 1 GB."""
    start = rng.randrange(len(pool) - n_words)
    return " ".join(pool[start : start + n_words])


def _wide_conversation(rng: random.Random, i: int, assets: list[str], pool: list[str]) -> dict[str, Any]:
    t0 = BASE_TIME + i * 60
    mapping: dict[str, Any] = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
    parent = "root"
    with_asset = rng.random() < WIDE_ASSET_RATE
    for j in range(WIDE_TURNS):
        node = f"w{i}-{j}"
        role = "user" if j % 2 == 0 else "assistant"
        words = rng.randint(20, 90) if role == "user" else rng.randint(440, 720)
        text = _pooled_text(rng, pool, words)
        if role == "user" and rng.random() < WIDE_STATEMENT_RATE:
            fill = {k: rng.choice(v) for k, v in _FILL.items()}
            text = rng.choice(_STATEMENTS).format(**fill) + " " + text
        message = {
            "id": node,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": t0 + j * 20,
            "update_time": None,
            "content": {"content_type": "text", "parts": [text]},
            "status": "finished_successfully",
            "end_turn": role == "assistant",
            "weight": 1.0,
            "metadata": {"model_slug": "gpt-4o", "finish_details": {"type": "stop"}} if role == "assistant" else {},
            "recipient": "all",
        }
        if with_asset and j == 0:
            asset_id = f"file-{rng.getrandbits(64):016x}"
            assets.append(asset_id)
            message["content"] = {
                "content_type": "multimodal_text",
                "parts": [
                    {
                        "content_type": "image_asset_pointer",
                        "asset_pointer": f"file-service://{asset_id}",
                        "size_bytes": len(_PNG),
                        "width": 1,
                        "height": 1,
                    },
                    text,
                ],
            }
        mapping[node] = {"id": node, "parent": parent, "children": [], "message": message}
        mapping[parent]["children"].append(node)
        parent = node
    conv = {"title": _text(rng, 4), "moderation_results": [], "default_model_slug": "gpt-4o", "is_archived": False}
    conv.update(
        {"mapping": mapping, "current_node": parent, "conversation_id": f"wide-{i:08d}", "id": f"wide-{i:08d}"}
    )
    conv["create_time"], conv["update_time"] = t0, t0 + WIDE_TURNS * 20
    return conv


def generate_wide(directory: Path, size_mb: float) -> tuple[Path, int]:
    """A ChatGPT export of about ``size_mb`` MB in the wide shape: ``conversations.json``, ``user.json`` and one
    ``file-….png`` per image pointer beside it (244 MB ≈ 10,000 conversations, 50,000 user turns, 2,800 files)."""
    directory.mkdir(parents=True, exist_ok=True)
    target = int(size_mb * 1000 * 1000)
    rng = random.Random(7)
    pool = [rng.choice(WORDS) for _ in range(_POOL_WORDS)]
    path = directory / "conversations.json"
    assets: list[str] = []
    with path.open("w", encoding="utf-8") as out:
        out.write("[")
        i = 0
        while out.tell() < target:
            out.write(("," if i else "") + json.dumps(_wide_conversation(rng, i, assets, pool), ensure_ascii=False))
            i += 1
        out.write("]")
    (directory / "user.json").write_text(json.dumps({"id": "user-wide0001", "email": "someone@example.org"}))
    for asset_id in assets:
        (directory / f"{asset_id}-image.png").write_bytes(_PNG)
    return path, i
