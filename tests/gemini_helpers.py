"""Shared checks of the Gemini importer tests."""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

from jsonschema import Draft202012Validator, FormatChecker

from pamport.schemas.conversation import Conversation
from tests.harness import Collected

MODERN_FILE = "2024.06/Takeout/My Activity/Gemini Apps/MyActivity.json"
LEGACY_FILE = "2023.01/Takeout/My Activity/Bard/MyActivity.json"


def _validator(pam_schemas: Path) -> Draft202012Validator:
    schema = json.loads(
        (pam_schemas / "portable-ai-memory-conversation.schema.json").read_text(encoding="utf-8")
    )
    return Draft202012Validator(schema, format_checker=FormatChecker())


def assert_valid(collected: Collected, pam_schemas: Path) -> None:
    validator = _validator(pam_schemas)
    for item in collected.conversations:
        data = item.conversation.to_json_dict()
        Conversation.model_validate(data)
        errors = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(data)]
        assert not errors, errors
        uuid.UUID(data["id"])
        assert all(m["parent_id"] is None and m["children_ids"] == [] for m in data["messages"])
        times = [m["created_at"] for m in data["messages"]]
        assert times == sorted(times)


def by_title(collected: Collected, title: str) -> Conversation:
    found = [c.conversation for c in collected.conversations if c.conversation.title == title]
    assert len(found) == 1, [c.conversation.title for c in collected.conversations]
    return found[0]


def all_text(collected: Collected, roles: tuple[str, ...]) -> str:
    return "\n".join(
        m.plain_text() for c in collected.conversations for m in c.conversation.messages if m.role in roles
    )


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def skips(collected: Collected) -> list[dict[str, str]]:
    return list(collected.report.iter_skips())
